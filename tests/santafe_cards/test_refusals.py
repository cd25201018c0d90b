"""Refused moves explain the rule in the player's language: every code the engine can raise
has one English message and a catalog entry `rule.santafe-cards.<code>` in every language, and
the refusals raised in play format in every language with their params, without error."""

from __future__ import annotations

import ast
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import engine
from bot.errors import rule_text
from engine.core import IllegalAction
from engine.santafe_cards.game import SantaFeCards
from tests.santafe_cards.helpers import deal, new, through_setup
from text import LANGUAGES, has_exact
from text import catalogs as i18n

SOURCE = Path(engine.__file__).parent / "santafe_cards"
GAME = SantaFeCards.name
ALL = {"ten_wolves": True, "corrupt_sheriff": True, "black_scorpion": True}


def _raised() -> dict[str, set[str]]:
    """Each code raised in the engine's source (`IllegalAction(code, ...)` or the `_err`
    helper), with the English messages it is raised with."""
    found: dict[str, set[str]] = {}
    for path in sorted(SOURCE.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or len(node.args) < 2:
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", None))
            if name in ("IllegalAction", "_err") and isinstance(node.args[0], ast.Constant):
                found.setdefault(str(node.args[0].value), set()).add(ast.unparse(node.args[1]))
    return found


RAISED = _raised()


def test_the_source_scan_finds_the_refusals():
    assert len(RAISED) >= 25 and {"too_weak", "ten_not_passable", "wrong_phase"} <= set(RAISED)


def test_each_code_has_one_message():
    shared = {code: sorted(messages) for code, messages in RAISED.items() if len(messages) > 1}
    assert shared == {}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_code_has_a_rule_text_in_every_language(language):
    missing = [code for code in RAISED if not has_exact(f"rule.{GAME}.{code}", language)]
    assert missing == []


# -- refusals raised in play -------------------------------------------------------------------

CARDS = ["sheriff", "corrupt", "mario", "black-mario", "v2a", "v7a", "deputy-1", "bandit-1"]
TYPES = ["give", "ready", "declare", "start", "duel", "no_duel", "pass", "take_back"]
TYPES += ["scorpion_swap", "no_swap", "add", "refill", "fly"]


def _attempts(game: SantaFeCards, rng: random.Random) -> Iterator[tuple[str, dict[str, Any]]]:
    """Moves a player might send: other players' legal moves, cards from any hand or none,
    duels of any number and size, missing and extra keys."""
    for player in game.players:
        hand = game.hands[player]
        others = [c for p in game.players if p != player for c in game.hands[p]]
        for kind in TYPES:
            action: dict[str, Any] = {"type": kind}
            if kind in ("give", "start", "add", "scorpion_swap"):
                action["card"] = rng.choice([*hand, *others, *CARDS] or CARDS)
            elif kind == "declare":
                action |= {"brave": rng.random() < 0.5, "swap": rng.random() < 0.5}
            elif kind == "duel":
                values = sorted({game.deck.value(c) for c in hand}) or [7]
                action |= {"value": rng.choice([*values, 10, rng.randint(1, 10)])}
                action["count"] = rng.choice([1, 2, 3, 4])
            yield player, action
            if rng.random() < 0.2:
                yield player, {**action, "x": 1}
        for other in game.players:
            if other != player:
                for action in game.legal_actions(other)[:3]:
                    yield player, action
        yield player, {"type": "duel", "value": [2, 3], "count": 2}
        yield player, {"type": "duel", "value": 4, "count": True}
        yield player, {"type": "declare", "brave": 1, "swap": False}


def _collect(games: int, seed: int) -> dict[str, list[IllegalAction]]:
    refusals: dict[str, list[IllegalAction]] = {}
    rng = random.Random(seed)
    for n in range(games):
        options = ALL if n % 2 else {}
        game = engine.new_game(GAME, ["ann", "bob", "cy", "dee"][: 3 + n % 2], seed + n, options)
        assert isinstance(game, SantaFeCards)
        while not game.is_over:
            for player, action in _attempts(game, rng):
                if action in game.legal_actions(player):
                    continue
                with pytest.raises(IllegalAction) as refused:
                    game.apply(player, action)
                assert refused.value.game == GAME, refused.value
                kept = refusals.setdefault(refused.value.code, [])
                if len(kept) < 60:
                    kept.append(refused.value)
            player = rng.choice(game.active_players())
            game.apply(player, rng.choice(game.legal_actions(player)))
    return refusals


def _declare_refusals() -> dict[str, list[IllegalAction]]:
    """The sheriff phase's refusals, from hands dealt on purpose (random play finds a Mario
    holder without the sheriff rarely)."""
    game = new(3, 2, black_scorpion=True)
    for p in game.players:
        game.apply(p, game.legal_actions(p)[0])
    deal(
        game,
        {
            "ann": ["sheriff", "v2a", "v3a"],
            "bob": ["mario", "v3b", "v3c"],
            "cy": ["v4a", "v4b", "v4c"],
        },
    )
    found: dict[str, list[IllegalAction]] = {}
    for player, action in [
        ("bob", {"type": "declare", "brave": True, "swap": True}),
        ("ann", {"type": "declare", "brave": True, "swap": True}),
        ("ann", {"type": "ready"}),
        ("cy", {"type": "declare", "brave": False, "swap": False}),
    ]:
        with pytest.raises(IllegalAction) as refused:
            game.apply(player, action)
        found.setdefault(refused.value.code, []).append(refused.value)
    return found


REFUSALS = _collect(4, 11)
for _code, _found in _declare_refusals().items():
    REFUSALS.setdefault(_code, []).extend(_found)


def test_play_raises_every_refusal_of_the_source():
    assert set(REFUSALS) == set(RAISED)


@pytest.mark.parametrize("language", LANGUAGES)
def test_refusals_format_with_their_params_in_every_language(language):
    bundle = i18n.CATALOGS.bundle(language)
    for code, refusals in REFUSALS.items():
        ident = i18n.fluent_id(f"rule.{GAME}.{code}")
        for refusal in refusals[:40]:
            args = i18n._args(dict(refusal.params))
            text, errors = bundle.format(ident, args)
            assert errors == [], (code, refusal.params, errors)
            assert text and "{" not in text, (code, text)
            # What the bot shows: the catalog's rule, never the engine's English fallback.
            shown = rule_text(refusal, language)
            assert shown == text
            if language != "en":
                assert shown != refusal.message, (language, code)


def test_refusals_name_the_values_their_message_names():
    too_weak = REFUSALS["too_weak"][0]
    assert set(too_weak.params) == {"count", "value"}
    for refusal in REFUSALS.get("not_enough_cards", []):
        assert f"{refusal.params['count']} cards of value {refusal.params['value']}" in str(refusal)
    text = rule_text(REFUSALS["not_enough_cards"][0], "fr")
    assert str(REFUSALS["not_enough_cards"][0].params["value"]) in text


def test_a_duel_refusal_reads_in_french_and_dutch():
    game = new(3, 1)
    through_setup(game)
    leader = game.current
    assert leader is not None
    game.apply(leader, {"type": "start", "card": game.hands[leader][0]})
    second = game.current
    assert second is not None
    game.apply(second, {"type": "start", "card": game.hands[second][0]})
    with pytest.raises(IllegalAction) as refused:
        game.apply(second, {"type": "duel", "value": 10, "count": 1})
    assert refused.value.code == "ten_no_duel"
    assert rule_text(refused.value, "fr") == (
        "Les cartes de valeur 10 ne peuvent jamais servir de cartes de duel."
    )
    assert rule_text(refused.value, "nl") == (
        "Kaarten met waarde 10 mag je nooit als duelkaart gebruiken."
    )
