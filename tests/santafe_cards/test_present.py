"""How the card game reads in Discord, in every language: every hook's text comes from the
catalogs in the hook's locale, choices fit a select option and tell actions apart, lists and
numbers follow the language."""

from __future__ import annotations

import logging
import random

import pytest

import engine
from cogs.santafe_cards.present import SantaFeCardsPresenter, card_a, label
from engine.santafe_cards.game import SantaFeCards
from text import LANGUAGES

PRESENTER = SantaFeCardsPresenter()
NAMES = {"a": "Ann", "b": "Bob", "c": "Cy", "d": "Dee"}
ALL = {"ten_wolves": True, "corrupt_sheriff": True, "black_scorpion": True}


def _texts(language: str, seed: int, options: dict) -> list[str]:
    """Every text the presenter gives while a random game is played, in `language`."""
    game = engine.new_game("santafe-cards", list(NAMES), seed, options)
    assert isinstance(game, SantaFeCards)
    rng = random.Random(seed)
    texts: list[str] = []
    while not game.is_over:
        player = rng.choice(game.active_players())
        mine = game.view(player)
        labels: dict[str, set[tuple]] = {}
        for a in game.legal_actions(player):
            # Two copies of a card (two plain 3s) play alike: they may read alike, nothing else.
            card = a.get("card")
            alike = (game.deck.kind(card), game.deck.value(card)) if card else None
            labels.setdefault(label(a, mine, language), set()).add(
                (a["type"], alike, *((k, v) for k, v in a.items() if k not in ("type", "card")))
            )
        # A select shows every choice: each fits an option and no two moves read the same.
        assert all(0 < len(text) <= 100 for text in labels), labels
        assert all(len(moves) == 1 for moves in labels.values()), labels
        texts += list(labels)
        texts += PRESENTER.hand_lines(mine, player, NAMES.__getitem__, language)
        before = game.view(None)
        action = rng.choice(game.legal_actions(player))
        events = game.apply(player, action)
        now = game.view(None)
        texts += [PRESENTER.ack(action, mine, language), PRESENTER.phase_name(now, language)]
        if before["decision"] == "sealed" and before["active_players"] == [player]:
            texts.append(PRESENTER.ack_last(action, mine, events, language))
        if not now["over"]:
            texts.append(PRESENTER.awaited(now, language))
        for e in events:
            if "to" in e:
                line = PRESENTER.private_line(e, game.view(e["to"]), NAMES.__getitem__, language)
                texts.append(line or "")
        posts = PRESENTER.after_move(before, now, events, NAMES.__getitem__, language)
        texts += [post.text for post in posts]
        texts += PRESENTER.digest(events, NAMES.__getitem__, language)
    view = game.view(None)
    texts.append(PRESENTER.end_reason(view, NAMES.__getitem__, language))
    texts += [PRESENTER.seat_line(view, p, NAMES[p], language) for p in game.players]
    return [text for text in texts if text]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_comes_from_the_catalog_in_the_language(language, caplog):
    caplog.set_level(logging.WARNING, logger="whistlestop.i18n")
    texts = _texts(language, 3, {}) + _texts(language, 4, ALL)
    # No message missing in the language, no formatting error, no id shown for a text.
    game_logs = [r.getMessage() for r in caplog.records if "sfc." in r.getMessage()]
    assert game_logs == []
    assert not [text for text in texts if "sfc." in text or "{" in text]


def test_the_language_changes_every_kind_of_text():
    english, french, dutch = (_texts(language, 5, ALL) for language in LANGUAGES)
    assert len(english) == len(french) == len(dutch)
    # Platform texts (the hand list) are the lead's; every text of the game itself differs.
    same = [
        (e, f, n)
        for e, f, n in zip(english, french, dutch, strict=True)
        if e in (f, n) and not e.startswith("Your hand")
    ]
    # Short texts may be the same words in two languages ("Duel", a player's name and a card).
    assert all(len(e) < 12 or e.startswith("- ") for e, _, _ in same), same[:5]


def test_lists_numbers_and_articles_follow_the_language():
    scored = {
        "type": "round_scored",
        "round": 3,
        "rows": {"a": {"total": 1250}, "b": {"total": -50}, "c": {"total": 0}},
        "totals": {"a": 2500, "b": 40, "c": -1100},
    }
    lines = {
        language: PRESENTER.after_move({}, {}, [scored], NAMES.__getitem__, language)[0].text
        for language in LANGUAGES
    }
    assert lines["en"] == (
        "Round 3 is scored: Ann +1,250 (total 2,500), Bob -50 (total 40), and Cy 0 (total -1,100)."
    )
    assert lines["fr"] == (
        "Décompte de la manche 3\u202f: Ann +1\u202f250 (total 2\u202f500), Bob -50 (total 40) "
        "et Cy 0 (total -1\u202f100)."
    )
    assert lines["nl"] == (
        "Puntentelling van ronde 3: Ann +1.250 (totaal 2.500), Bob -50 (totaal 40) "
        "en Cy 0 (totaal -1.100)."
    )
    duel = {"type": "duel_played", "player": "b", "cards": ["v8a", "v8b"], "started": True}
    texts = [
        PRESENTER.after_move({}, {}, [duel], NAMES.__getitem__, language)[0].text
        for language in LANGUAGES
    ]
    # Equal cards are counted as people say them ("twee achten", not "8 en 8").
    assert texts == [
        "Bob starts a duel with two 8s!",
        "Bob lance un duel avec deux 8\u202f!",
        "Bob begint een duel met twee achten!",
    ]
    deputies = ["deputy-1", "deputy-2", "deputy-3"]
    back = {"type": "took_back", "player": "a", "cards": deputies}
    texts = [
        PRESENTER.after_move({}, {}, [back], NAMES.__getitem__, language)[0].text
        for language in LANGUAGES
    ]
    # One case for a card's name in running text, with or without a count.
    assert texts == [
        "Ann takes back three Deputies (5).",
        "Ann reprend trois adjoints (5).",
        "Ann pakt drie hulpsheriffs (5) terug.",
    ]
    start = {"type": "start_played", "player": "a", "card": deputies[0]}
    assert PRESENTER.after_move({}, {}, [start], NAMES.__getitem__, "nl")[0].text == (
        "Ann speelt een hulpsheriff (5)."
    )
    assert [card_a("v8a", language) for language in LANGUAGES] == ["an 8", "un 8", "een 8"]
    assert [card_a("sheriff", language) for language in LANGUAGES] == [
        "the Sheriff (1)",
        "le shérif (1)",
        "de sheriff (1)",
    ]


def test_plurals_follow_the_language():
    seat = {"hand_size": 1, "tricks": 0, "score": 1}
    view = {"seats": {"a": seat}}
    assert PRESENTER.seat_line(view, "a", "Ann", "en") == (
        "Ann: one card, 0 tricks this round, one point"
    )
    # French counts 0 as singular.
    assert PRESENTER.seat_line(view, "a", "Ann", "fr") == (
        "Ann\u202f: 1 carte, 0 pli cette manche, 1 point"
    )
    assert PRESENTER.seat_line(view, "a", "Ann", "nl") == (
        "Ann: 1 kaart, 0 slagen deze ronde, 1 punt"
    )
