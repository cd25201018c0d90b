"""Santa Fe: the end of the game and its scores: money, and each City card played worth its
value times the railroads connected to its city. Functions of the game's state (`SantaFe`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.santafe.rules import RAILROADS

if TYPE_CHECKING:
    from engine.santafe.game import SantaFe

__all__ = ["end", "railroads_at", "score_breakdown", "scores", "winners"]


def end(g: SantaFe, reason: str, blocked: str | None = None) -> list[dict[str, Any]]:
    """The game ends now: the one `game_over` event, with why and who could not play."""
    g.phase = "over"
    g.end_reason = reason
    g.end_blocked = blocked
    event: dict[str, Any] = {
        "type": "game_over",
        "reason": reason,
        "scores": scores(g),
        "winners": winners(g),
    }
    if blocked is not None:
        event["blocked"] = blocked
    return [event]


def railroads_at(g: SantaFe, city: str) -> int:
    return sum(1 for r in RAILROADS if city in g.connected[r])


def score_breakdown(g: SantaFe, p: str) -> dict[str, Any]:
    cities: list[dict[str, Any]] = []
    for c in g.cities_played[p]:
        value = g.board.cities[c].card_value
        count = railroads_at(g, c)
        cities.append({"city": c, "value": value, "railroads": count, "points": value * count})
    total = g.money[p] + sum(c["points"] for c in cities)
    return {"money": g.money[p], "cities": cities, "total": total}


def scores(g: SantaFe) -> dict[str, int]:
    # "Each $1 is worth 1 point. Each City card scores ... value × connected railroads."
    return {p: score_breakdown(g, p)["total"] for p in g.players}


def winners(g: SantaFe) -> list[str]:
    if not g.is_over:
        return []
    totals = scores(g)
    best = max(totals.values())
    tied = [p for p in g.players if totals[p] == best]
    # "the tied player who has played the most value-7 City cards wins." (R11)
    sevens = {p: sum(g.board.cities[c].value == 7 for c in g.cities_played[p]) for p in tied}
    most = max(sevens.values())
    return [p for p in tied if sevens[p] == most]
