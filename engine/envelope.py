"""The view envelope: the part of every game's view that the platform reads.

Every `Game.view(player)` returns a dict that carries at least these keys (more are the game's
own, read only by its presenter and renderer). The bot's generic layer reads nothing else, so
a game that fills the envelope gets lobby, prompts, pins, reminders and final scores for free.

Decisions (`decision`):
- "sealed": every active player chooses in secret and at once; choices are revealed together
  (or stay private). Who has locked in is public (`seats[p]["locked_in"]`), never what.
- "private": the active players act on hidden information (their hand); prompted by DM.
- "public": the active player acts openly; pinged in the game's thread.

Hidden information must not leak through the envelope: `active_players` and `decision` may not
depend on a hidden card. A decision that only the holder of a hidden card would face is asked of
every player at once (a "sealed" phase in which the others answer too), so whom we wait for
says nothing.
"""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict

__all__ = ["DECISIONS", "ENVELOPE_KEYS", "Decision", "SeatFacts", "ViewEnvelope", "check_envelope"]

Decision = Literal["sealed", "private", "public"]
DECISIONS: tuple[str, ...] = ("sealed", "private", "public")


class SeatFacts(TypedDict):
    """What everyone may know of a seat; games add their own public keys."""

    hand_size: int
    locked_in: bool  # made the current sealed choice (never which one)
    hand: NotRequired[list[str]]  # only in the seat's own view (or with open hands)


class ViewEnvelope(TypedDict):
    game: str
    players: list[str]
    viewer: str | None
    phase: str  # the game's own phase id; presenters name it for people
    round: int | None  # None for games without rounds
    stage: str  # names where the game stands: a new decision gets a new stage (or token)
    active_players: list[str]
    decision: Decision | None  # None once the game is over
    seats: dict[str, SeatFacts]
    over: bool
    scores: dict[str, int]  # points so far; final once `over`
    winners: list[str]  # empty until the game is over
    end_reason: str | None


ENVELOPE_KEYS: tuple[str, ...] = tuple(ViewEnvelope.__annotations__)


def check_envelope(view: dict[str, object]) -> list[str]:
    """What is wrong with a view's envelope (empty when it is right); for tests and tools."""
    problems = [f"missing {key!r}" for key in ENVELOPE_KEYS if key not in view]
    if problems:
        return problems
    players = view["players"]
    seats = view["seats"]
    if not isinstance(players, list) or not isinstance(seats, dict) or set(seats) != set(players):
        problems.append("seats must name every player")
    else:
        for p, seat in seats.items():
            if not isinstance(seat, dict):
                problems.append(f"seat {p!r} is not a dict")
                continue
            if not isinstance(seat.get("hand_size"), int):
                problems.append(f"seat {p!r}: hand_size must be an int")
            if not isinstance(seat.get("locked_in"), bool):
                problems.append(f"seat {p!r}: locked_in must be a bool")
    if view["round"] is not None and not isinstance(view["round"], int):
        problems.append("round must be an int or None")
    if not isinstance(view["stage"], str):
        problems.append("stage must be a str")
    if view["over"]:
        if view["decision"] is not None or view["active_players"]:
            problems.append("a finished game has no decision and no active player")
        if not view["winners"]:
            problems.append("a finished game names its winners")
    elif view["decision"] not in DECISIONS:
        problems.append(f"decision must be one of {DECISIONS}")
    scores = view["scores"]
    if not isinstance(scores, dict) or not all(isinstance(v, int) for v in scores.values()):
        problems.append("scores must map players to ints")
    return problems
