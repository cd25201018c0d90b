"""Santa Fe: the card game's scoring: the points of a round (the score sheet's rows) and the
end of a round or of the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.santafe_cards.deal import BLACK, CORRUPT, HAND, ROUNDS, start_round
from engine.santafe_cards.deck import Deck

if TYPE_CHECKING:
    from engine.santafe_cards.game import SantaFeCards

__all__ = ["TABLE", "copy_rows", "finish_round", "score_round"]

# "Slagen | 0 .. 11" -> "Punten | -50 .. +500"
TABLE = (-50, -25, 0, 10, 25, 50, 75, 100, 150, 200, 250, 500)
DEPUTY_POINTS = {0: 0, 1: -10, 2: -20, 3: -30, 4: -40, 5: 100}
BANDIT_POINTS = 10
DYNAMITE_POINTS = 25
LAST_TRICK_POINTS = 50
SHERIFF_POINTS = 25  # "In bezit van de oude sheriff" (R4)
COWARD_BONUS = 75
ALL_TRICKS_POINTS = 500
ALL_TRICKS_OTHERS = -50
WOLVES_POINTS = -10
CORRUPT_POINTS = 15
MARIO_POINTS = 25


def score_round(
    piles: dict[str, list[str]],
    deck: Deck,
    *,
    last_winner: str | None,
    brave: str | None = None,
    coward_bonus: str | None = None,
    corrupt_winner: str | None = None,
    mario_first: str | None = None,
) -> dict[str, dict[str, Any]]:
    """Each player's points for one round, with the breakdown the score sheet shows.

    `coward_bonus`: the cowardly sheriff who won the last trick playing the sheriff.
    `corrupt_winner`: who won the last trick with the Corrupt Sheriff (variant 2).
    `mario_first`: who first took Mario "the Black Scorpion" this round (variant 3).
    """
    n = len(piles)
    rows: dict[str, dict[str, Any]] = {}
    tricks = {p: len(pile) // n for p, pile in piles.items()}
    sweeper = next((p for p, t in tricks.items() if t == HAND), None)
    black_owner = next((p for p, pile in piles.items() if BLACK in pile), None)
    for p, pile in piles.items():
        kinds = [deck.kind(c) for c in pile]
        row: dict[str, Any] = {"tricks": tricks[p], "brave": p == brave}
        if sweeper is not None:
            # "Win je alle slagen ... 500 punten ... alle andere spelers 50 minpunten. Andere
            # punten tellen in dat geval niet mee." (R8)
            row["all_tricks"] = ALL_TRICKS_POINTS if p == sweeper else ALL_TRICKS_OTHERS
            row["total"] = row["all_tricks"]
            rows[p] = row
            continue
        row["bandits"] = kinds.count("bandit")
        row["deputies"] = kinds.count("deputy")
        parts = _parts(p, kinds, tricks[p], n, last_winner, coward_bonus, corrupt_winner)
        mario = _mario(p, black_owner, mario_first)
        if mario:
            parts["mario"] = mario
        subtotal = sum(parts.values())
        row["parts"] = parts
        # "Dappere sheriff: al je punten van die ronde tellen dubbel" (plus and minus).
        row["total"] = 2 * subtotal if p == brave else subtotal
        rows[p] = row
    return rows


def _parts(
    p: str,
    kinds: list[str],
    tricks: int,
    n: int,
    last_winner: str | None,
    coward_bonus: str | None,
    corrupt_winner: str | None,
) -> dict[str, int]:
    """A player's points of the round by kind, in the score sheet's order (before Mario)."""
    parts: dict[str, int] = {"table": TABLE[tricks]}
    bandits = kinds.count("bandit")
    deputies = kinds.count("deputy")
    if bandits:
        parts["bandits"] = BANDIT_POINTS * bandits
    if "dynamite" in kinds:
        parts["dynamite"] = DYNAMITE_POINTS
    if deputies:
        parts["deputies"] = DEPUTY_POINTS[deputies]
    if p == last_winner:
        parts["last_trick"] = LAST_TRICK_POINTS
    if "sheriff" in kinds or "corrupt" in kinds:
        parts["sheriff"] = SHERIFF_POINTS
    if p == coward_bonus:
        parts["coward"] = COWARD_BONUS
    if "wolves" in kinds:
        parts["wolves"] = WOLVES_POINTS
    if corrupt_winner is not None:
        won = CORRUPT_POINTS * (n - 1)
        parts["corrupt"] = won if p == corrupt_winner else -CORRUPT_POINTS
    return parts


def _mario(p: str, black_owner: str | None, mario_first: str | None) -> int:
    """Mario "the Black Scorpion": his owner at the end gains, who first took him and lost
    him pays."""
    mario = 0
    if black_owner == p:
        mario += MARIO_POINTS
    if mario_first == p and black_owner not in (None, p):
        mario -= MARIO_POINTS
    return mario


def finish_round(g: SantaFeCards, last_winner: str) -> list[dict[str, Any]]:
    """Score the round the last trick ended; then the next round, or the end of the game."""
    play = g.plays[last_winner]
    played = [play["start"], *play["duel"]]
    coward = None
    if g.coward == last_winner and g.sheriff_card in played:
        coward = last_winner  # "Win je de laatste slag ... en speel je in die slag de sheriff"
    corrupt = None
    winning = play["duel"] if g.duel else [play["start"]]
    if CORRUPT in winning:
        corrupt = last_winner  # "Wordt de laatste slag gewonnen met de Corrupte Sheriff" (R12)
    rows = score_round(
        g.piles,
        g.deck,
        last_winner=last_winner,
        brave=g.brave,
        coward_bonus=coward,
        corrupt_winner=corrupt,
        mario_first=g.mario_first,
    )
    for p, row in rows.items():
        g.totals[p] += row["total"]
        row["running"] = g.totals[p]
    g.sheet.append({"round": g.round, "rows": rows})
    g.current = None
    events: list[dict[str, Any]] = [
        {
            "type": "round_scored",
            "round": g.round,
            "rows": copy_rows(rows),
            "totals": dict(g.totals),
            "brave": g.brave,
        }
    ]
    if g.round == g.stop_round and g.round < ROUNDS:
        # A sampled world of the strong player's search ends here (estimate judges it).
        g.phase = "stopped"
        return events
    if g.round == ROUNDS:
        g.phase = "over"
        g.end_reason = "seven_rounds"
        events.append(
            {
                "type": "game_over",
                "reason": g.end_reason,
                "scores": g.scores(),
                "winners": g.winners(),
            }
        )
        return events
    # The start player card moves to the left each round (R3).
    g.first = (g.first + 1) % g.n
    return events + start_round(g)


def copy_rows(value: Any) -> Any:
    """A copy of JSON-like rows (dicts, lists, scalars), for events and views."""
    if isinstance(value, dict):
        return {k: copy_rows(v) for k, v in value.items()}
    if isinstance(value, list):
        return [copy_rows(v) for v in value]
    return value
