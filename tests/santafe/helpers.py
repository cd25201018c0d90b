"""Helpers for Santa Fe rule tests: deal chosen hands, reveal plays, lay track quickly."""

from __future__ import annotations

import itertools
from typing import Any

import engine
from engine.santafe.game import SantaFe
from text import catalogs as i18n

# Params a rule's message chooses its words by (what the table does, the move, the terrain),
# not values it shows.
SELECTOR_PARAMS = frozenset({"phase", "action", "terrain"})


def new(n: int = 3, seed: int = 1, **options: bool) -> SantaFe:
    game = engine.new_game("santafe", [f"p{i}" for i in range(n)], seed, options or None)
    assert isinstance(game, SantaFe)
    return game


def set_hand(game: SantaFe, p: str, cities: list[str], double_turns: int | None = None) -> None:
    """Give `p` exactly these City cards (taken from, or returned to, the draw pile)."""
    game.city_pile += game.hands[p]
    game.hands[p] = []
    for c in cities:
        game.city_pile.remove(c)
        game.hands[p].append(c)
    if double_turns is not None:
        game.double_turn_pile += game.double_turns[p] - double_turns
        game.double_turns[p] = double_turns


def play_all(game: SantaFe, plays: dict[str, Any]) -> list[dict[str, Any]]:
    """Everyone plays: plays[p] is a card, or (card, branch). Others play their first option."""
    events: list[dict[str, Any]] = []
    for p in list(game.active_players()):
        choice = plays.get(p)
        if choice is None:
            action = game.legal_actions(p)[0]
        else:
            card, branch = choice if isinstance(choice, tuple) else (choice, False)
            action = {"type": "play", "card": card, "branch": branch}
        events += game.apply(p, action)
    return events


def route_between(game: SantaFe, a: str, b: str, second: bool = False) -> str:
    ids = [r for r in game.board.routes_at[a] if game.board.routes[r].other(a) == b]
    assert ids, f"no route {a}-{b}"
    return ids[1] if second else ids[0]


def track(r: str, route: str, toward: str, branch: bool = False) -> dict[str, Any]:
    return {"type": "track", "railroad": r, "route": route, "toward": toward, "branch": branch}


def build(game: SantaFe, r: str, path: list[str]) -> None:
    """Lay complete routes along `path` for railroad `r` as if placed in earlier rounds.

    The path starts at one of r's railheads; the railhead ends at the last city."""
    for a, b in itertools.pairwise(path):
        rid = route_between(game, a, b)
        if game.route_owner.get(rid) is not None:
            rid = route_between(game, a, b, second=True)
        n = len(game.board.routes[rid].spaces)
        game.route_owner[rid] = r
        game.route_from[rid] = a
        game.route_placed[rid] = n
        game.supply[r] -= n
        game.lines[r][game.lines[r].index(a)] = b
        game.connected[r].add(b)


def to_track_phase(game: SantaFe, plays: dict[str, Any] | None = None) -> None:
    play_all(game, plays or {})
    assert game.phase == "track", game.phase


def lay(game: SantaFe, r: str, a: str, b: str, second: bool = False) -> list[dict[str, Any]]:
    """The current player lays one tile of `r` on the route a-b toward b."""
    p = game.active_players()[0]
    return game.apply(p, track(r, route_between(game, a, b, second), b))


def worded(error: engine.IllegalAction) -> dict[str, str]:
    """The rule a refusal broke, in every language (`rule-santafe-<code>` with its params):
    formatted without error, naming every value the refusal carries."""
    assert error.game == SantaFe.name, error
    texts = {}
    for language in i18n.LANGUAGES:
        ident = i18n.fluent_id(f"rule.{error.game}.{error.code}")
        bundle = i18n.CATALOGS.bundle(language)
        assert bundle.has_message(ident), (language, ident)
        text, errors = bundle.format(ident, dict(error.params))
        assert errors == [] and text and "{" not in text, (language, error.code, errors, text)
        for name, value in error.params.items():
            if name not in SELECTOR_PARAMS:
                assert str(value) in text, (language, error.code, name, value, text)
        texts[language] = text
    return texts
