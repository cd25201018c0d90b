"""The rating model: places from a finished game's final view, and openskill's Plackett-Luce
(Weng-Lin) ratings from places (see bot/ratings/__init__.py for the rules). No storage here."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from openskill.models import PlackettLuce

from bot.storage import Seat

MODEL = PlackettLuce()


def ordinal(mu: float, sigma: float) -> float:
    """The conservative display number: mu - 3 sigma (the library's ordinal)."""
    return mu - 3.0 * sigma


def shown(rating: float) -> float:
    """A rating as people read it: one decimal, and never "-0" (-0.04 is 0.0). Places on a
    leaderboard follow this number: equal as shown, equal place."""
    value = round(rating, 1)
    return value if value != 0 else 0.0


def cpu_key(policy: str) -> str:
    return f"cpu:{policy}"


@dataclass(frozen=True)
class SeatResult:
    pos: int
    rated: str  # a member id, or "cpu:<policy>"
    name: str
    place: int  # 1 is first; equal places are ties
    score: int
    outcome: str  # "finished", "resigned" or "left"
    detail: str | None = None


def places(
    seats: Sequence[Seat],
    view: Mapping[str, Any],
    policy: str,
    details: Mapping[str, str | None] | None = None,
) -> list[SeatResult]:
    """Each seat's place in a finished game, from the final spectator view's scores and
    winners. Seats resigned to a computer or left by their member share the last place."""
    scores: Mapping[str, int] = view.get("scores") or {}
    winners = set(view.get("winners") or [])
    details = details or {}

    def outcome(seat: Seat) -> str:
        if seat.player.startswith("cpu:"):
            return "finished"
        if seat.autoplay:
            return "resigned"
        return "left" if seat.left_server else "finished"

    played = [seat for seat in seats if outcome(seat) == "finished"]
    keys = {
        seat.pos: (seat.player not in winners, -int(scores.get(seat.player, 0))) for seat in played
    }
    out = []
    for seat in seats:
        kind = outcome(seat)
        if kind == "finished":
            place = 1 + sum(1 for other in keys.values() if other < keys[seat.pos])
        else:
            place = len(played) + 1
        # A computer seat counts for the level it played (its own, else the game's default).
        rated = (
            cpu_key(seat.policy or policy)
            if seat.player.startswith("cpu:")
            else (seat.user_id or seat.player)
        )
        out.append(
            SeatResult(
                seat.pos,
                rated,
                seat.name,
                place,
                int(scores.get(seat.player, 0)),
                kind,
                details.get(seat.player),
            )
        )
    return out


Rating = tuple[float, float]  # (mu, sigma)


def rate(
    priors: Mapping[str, Rating], results: Sequence[SeatResult]
) -> tuple[list[Rating], dict[str, Rating]]:
    """One game rated: (each seat's new rating, in order; each rated key's new rating). A key
    without a prior starts at the model's default."""
    teams = []
    for result in results:
        prior = priors.get(result.rated)
        if prior is None:
            teams.append([MODEL.rating()])
        else:
            teams.append([MODEL.rating(mu=prior[0], sigma=prior[1])])
    rated = MODEL.rate(teams, ranks=[float(r.place) for r in results])
    per_seat = [(team[0].mu, team[0].sigma) for team in rated]
    by_key: dict[str, list[Rating]] = defaultdict(list)
    for result, new in zip(results, per_seat, strict=True):
        by_key[result.rated].append(new)
    merged = {
        key: (sum(m for m, _ in news) / len(news), sum(s for _, s in news) / len(news))
        for key, news in by_key.items()
    }
    return per_seat, merged


@dataclass
class Standing:
    """A rated key's row of the ratings table, as a game after game updates it."""

    mu: float
    sigma: float
    name: str
    games: int = 0
    wins: int = 0
    places: int = 0
    last_seq: int = 0

    def count(self, results: Iterable[SeatResult], new: Rating, seq: int) -> None:
        self.mu, self.sigma = new
        self.last_seq = seq
        for result in results:
            self.games += 1
            self.wins += result.place == 1
            self.places += result.place
            self.name = result.name
