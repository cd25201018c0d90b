"""Refused moves are explained in the player's language: every code the engine can raise has
its own message and a catalog entry (`rule-cardrails-<code>`) in every language, the values a
message names travel with the refusal, and refusals met in play format without error."""

from __future__ import annotations

import ast
import functools
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent_ast
from fluent.syntax.visitor import Visitor

import engine
from bot.errors import rule_text
from engine.cardrails.cards import label
from engine.cardrails.game import CardRails
from text import catalogs as i18n
from text.catalogs import LANGUAGES, fluent_id

ENGINE = Path(engine.__file__).resolve().parent / "cardrails"
CATALOGS = Path(i18n.ROOT) / "cogs" / "cardrails" / "locales"


def _raises() -> Iterator[tuple[str, str, frozenset[str]]]:
    """(code, message as source, keyword names) of every refusal written in the engine's
    source: `_err(code, message, **params)` and `IllegalAction(code, message, **params)`."""
    for path in sorted(ENGINE.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        # The helper itself passes its arguments on: not a refusal of its own.
        helper = {
            id(n)
            for f in ast.walk(tree)
            if isinstance(f, ast.FunctionDef) and f.name == "_err"
            for n in ast.walk(f)
        }
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or id(node) in helper:
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            if name not in ("_err", "IllegalAction") or not node.args:
                continue
            code = node.args[0]
            assert isinstance(code, ast.Constant) and isinstance(code.value, str), (
                f"{path.name}:{node.lineno}: a refusal's code must be a literal"
            )
            keywords = frozenset(k.arg for k in node.keywords if k.arg)
            yield code.value, ast.dump(node.args[1]), keywords


RAISES = list(_raises())
CODES = sorted({code for code, _, _ in RAISES})


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: fluent_ast.VariableReference) -> None:
        self.names.add(node.id.name)
        self.generic_visit(node)


@functools.cache
def _rule_variables(language: str) -> dict[str, frozenset[str]]:
    """Per code, the variables its catalog message uses in one language."""
    path = CATALOGS / language / "cardrails.ftl"
    out: dict[str, frozenset[str]] = {}
    for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
        if isinstance(entry, fluent_ast.Message) and entry.id.name.startswith("rule-cardrails-"):
            visitor = _Variables()
            visitor.visit(entry)
            out[entry.id.name.removeprefix("rule-cardrails-")] = frozenset(visitor.names)
    return out


def test_the_source_scan_finds_the_refusals():
    assert len(CODES) >= 25
    assert {"not_adjacent", "share_limit", "no_cubes", "build_no_cubes", "wrong_step"} <= set(CODES)


def test_each_code_belongs_to_one_message_with_the_same_values():
    messages: dict[str, set[str]] = {}
    params: dict[str, set[frozenset[str]]] = {}
    for code, message, keywords in RAISES:
        messages.setdefault(code, set()).add(message)
        params.setdefault(code, set()).add(keywords)
    shared = {code: len(m) for code, m in messages.items() if len(m) > 1}
    assert shared == {}, "one code, several messages: give each message its own code"
    assert {code: p for code, p in params.items() if len(p) > 1} == {}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_code_is_explained_in_every_language(language):
    missing = [code for code in CODES if not i18n.has_exact(f"rule.cardrails.{code}", language)]
    assert missing == []
    # No entry for a code the engine no longer raises, either.
    assert sorted(_rule_variables(language)) == CODES


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_rule_message_names_only_values_its_refusal_carries(language):
    carried = {code: keywords for code, _, keywords in RAISES}
    extra = {
        code: sorted(names - carried[code])
        for code, names in _rule_variables(language).items()
        if names - carried[code]
    }
    assert extra == {}


# -- refusals met in play ---------------------------------------------------------------------
def _probes(game: CardRails, rng: random.Random) -> list[Any]:
    """Moves of every kind, most of them illegal now: other players' cards, every hex on the map
    and some off it, unknown railroads, odd rotations, wrong shapes."""
    view = game.view(None)
    hexes = [h["hex"] for h in view["map"]["hexes"]] + ["E9S9", "W12N4", "nowhere", "e2", "0"]
    # Where a card would fit: a placement there is refused only for want of a cube to build.
    hexes += [label(at) for at in sorted(game.fits)] * 3
    cards = [c for hand in game.hands.values() for c in hand] + game.discards + ["Z9"]
    railroads = [*game.railroads, *([game.removed] if game.removed else []), "purple"]
    out: list[Any] = []
    for _ in range(40):
        kind = rng.choice(["card", "share", "build", "place", "swap_give", "swap_take"])
        if kind in ("card", "swap_give", "swap_take"):
            out.append({"type": kind, "card": rng.choice(cards)})
        elif kind == "share":
            out.append({"type": "share", "railroad": rng.choice(railroads)})
        elif kind == "build":
            out.append(
                {"type": "build", "railroad": rng.choice(railroads), "hex": rng.choice(hexes)}
            )
        else:
            rotation = rng.choice([0, 180, 0, 180, 90])
            out.append({"type": "place", "at": rng.choice(hexes), "rotation": rotation})
    out += [
        {"type": "stop"},
        {"type": "back"},
        {"type": "discard"},
        {"type": "fly"},
        {"type": "card", "card": 4},
        {"type": "share", "railroad": "green", "hex": "E2"},
        {"type": "place", "at": "E4", "rotation": 0.0},
    ]
    return out


def _refusals() -> list[engine.IllegalAction]:
    """Refusals raised by random illegal moves at every step of whole random games, with 3, 4
    and 5 players and both options."""
    found: list[engine.IllegalAction] = []
    for seed, (n, options) in enumerate(
        [(3, {}), (4, {"final_dividend": True}), (5, {"open_hands": True}), (4, {})]
    ):
        game = engine.new_game("cardrails", [f"p{i}" for i in range(n)], seed, options)
        assert isinstance(game, CardRails)
        rng = random.Random(seed)
        while not game.is_over:
            legal_by = {p: game.legal_actions(p) for p in game.players}
            for action in _probes(game, rng):
                # Mostly the player to move: the others only hear that it is not their turn.
                player = (
                    game.active_players()[0] if rng.random() < 0.8 else rng.choice(game.players)
                )
                if action in legal_by[player]:
                    continue
                with pytest.raises(engine.IllegalAction) as refused:
                    game.apply(player, action)
                found.append(refused.value)
            p = game.active_players()[0]
            game.apply(p, rng.choice(legal_by[p]))
    return found


REFUSALS = _refusals()


def test_play_meets_most_refusals():
    met = {error.code for error in REFUSALS}
    # Not met: no_more_cubes and not_possible guard states the listing never leaves open (a
    # turn ends by itself after two cubes); the catalog explains them all the same.
    assert len(met) >= 22, sorted(set(CODES) - met)
    assert {"not_adjacent", "occupied", "no_match", "no_build_there", "half_hex"} <= met


@pytest.mark.parametrize("language", LANGUAGES)
def test_refusals_met_in_play_format_in_every_language(language):
    bundle = i18n.CATALOGS.bundle(language)
    seen: set[tuple[str, tuple[tuple[str, str], ...]]] = set()
    for error in REFUSALS:
        assert error.game == "cardrails"
        key = (error.code, tuple(sorted((k, repr(v)) for k, v in error.params.items())))
        if key in seen:
            continue
        seen.add(key)
        text, errors = bundle.format(fluent_id(f"rule.cardrails.{error.code}"), error.params)
        assert errors == [], (error.code, error.params, errors)
        assert text and "{" not in text, (error.code, text)
        # What the bot answers is the catalog's text, not the engine's English fallback.
        assert rule_text(error, language) == text
        if language != "en":
            assert text != str(error), (language, error.code)
        for name in ("hex", "card", "at"):
            if name in error.params and name in _rule_variables(language).get(error.code, ()):
                assert str(error.params[name]) in text, (error.code, text)


def test_railroads_are_named_in_the_language():
    game = engine.new_game("cardrails", ["a", "b", "c", "d"], 1)
    p = game.active_players()[0]
    game.apply(p, {"type": "card", "card": game.hands[p][0]})
    game.cubes_left["green"] = 0
    game.version += 1
    with pytest.raises(engine.IllegalAction) as refused:
        game.apply(p, {"type": "share", "railroad": "green"})
    assert refused.value.params == {"railroad": "green"}
    assert "Green" in rule_text(refused.value, "en")
    assert "Verte" in rule_text(refused.value, "fr")
    assert "Groen" in rule_text(refused.value, "nl")


def _half_turn(game: CardRails) -> tuple[str, str, dict[str, Any], dict[str, Any]]:
    """A card laid on the map that completes two hexes, then a first cube into neither: the
    turn still owes a cube into one of them."""
    import copy

    p = game.active_players()[0]
    for card in list(game.hands[p]):
        laid = copy.deepcopy(game)
        laid.apply(p, {"type": "card", "card": card})
        for place in [a for a in laid.legal_actions(p) if a["type"] == "place"]:
            placed = copy.deepcopy(laid)
            placed.apply(p, place)
            for first in [a for a in placed.legal_actions(p) if a["type"] == "build"]:
                built = copy.deepcopy(placed)
                built.apply(p, first)
                completed = (built.view(p).get("pending") or {}).get("completed") or []
                owes = {"type": "stop"} not in built.legal_actions(p)
                if built.current() == p and len(completed) >= 2 and owes:
                    return p, card, place, first
    raise AssertionError("no half turn with two completed hexes in this deal")


@pytest.mark.parametrize(("language", "word"), [("en", " and "), ("fr", " et "), ("nl", " en ")])
def test_a_half_turn_is_refused_with_the_hexes_listed_in_the_reader_s_language(language, word):
    """ "Dat is geen hele beurt: ... (E3N2 and N2)" once joined the hexes in English."""
    from bot.errors import UserFacing, answer_for
    from cogs.cardrails.turns import refuse_half_turn

    game = CardRails(["a", "b", "c"], 0, {})
    player, card, place, first = _half_turn(game)
    with pytest.raises(UserFacing) as refused:
        refuse_half_turn(game, player, card, place, first, None)
    text, expected = answer_for(refused.value, language)
    hexes = refused.value.kwargs["hexes"]
    assert expected and len(hexes) >= 2
    assert f"{hexes[-2]}{word}{hexes[-1]}" in text
    others = {" and ", " et ", " en "} - {word}
    assert not any(f"{hexes[-2]}{other}" in text for other in others)
