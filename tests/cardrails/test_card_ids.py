"""Card ids in every language (RULINGS R24): one id for every player (typed, offered, drawn),
the railroad's colour read in one's own language beside it wherever an id is read in words,
and on every picture that shows ids the line saying which letter is which railroad."""

from __future__ import annotations

import random

import pytest

import engine
from bot import plugins
from bot.option_codes import spots_of
from bot.suggest import Suggestion, narrow
from cogs.cardrails import present
from cogs.cardrails.ids import card_id
from engine.cardrails.cards import load_cards
from render import prompt as pictures
from render.cardrails import layout as board_layout
from text.catalogs import t

LANGUAGES = ("en", "fr", "nl")


@pytest.fixture(scope="module", autouse=True)
def _plugins() -> None:
    plugins.discover()


def _colour(card: str, language: str) -> str:
    return t("cr.railroad", language, railroad=str(load_cards().cards[card].railroad))


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_id_in_words_comes_with_its_colour_in_the_readers_language(language):
    assert card_id("G3", language) == f"G3 ({_colour('G3', language)})"
    assert {"fr": "G3 (Verte)", "nl": "G3 (Groen)"}.get(language, "G3 (Green)") == card_id(
        "G3", language
    )
    # A turn's discard and swap, said in the thread.
    turn = {"player": "p0", "discarded": "K4", "swap": {"gave": "O1", "took": "W2"}}
    line = present.turn_line(turn, lambda p: "Ann", language)
    for card in ("K4", "O1", "W2"):
        assert card_id(card, language) in line, line


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_pickers_places_name_the_card_with_its_colour(language):
    presenter = plugins.get("cardrails").presenter
    g = engine.new_game("cardrails", ["p0", "p1", "p2"], 4)
    rng = random.Random(4)
    for _ in range(200):
        p = g.active_players()[0]
        legal = g.legal_actions(p)
        if any(a["type"] == "place" for a in legal):
            view = g.view(p)
            chosen = view["pending"]["chosen"]
            spots = [s for s in spots_of(legal, presenter, view, language) if s is not None]
            texts = [s.text for s in spots if s.place[0] == "card"]
            assert texts and all(card_id(chosen, language) in text for text in texts), texts
            return
        g.apply(p, rng.choice(legal))
    raise AssertionError("no placement came up")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_picture_with_ids_says_which_letter_is_which_railroad(language):
    names = [t("cr.railroad", language, railroad=r) for r in load_cards().railroads]
    g = engine.new_game("cardrails", ["p0", "p1", "p2"], 5)
    own = g.view(g.active_players()[0])
    sheet = pictures.prompt_layout("cardrails", own, language=language)
    board = board_layout(g.view(None), language=language)
    for texts in ([x[0] for x in sheet.texts], [x.text for x in board.texts()]):
        said = " ".join(texts)
        for letter, name in zip(
            (r.letter for r in load_cards().railroads.values()), names, strict=True
        ):
            assert f"{letter}\u00a0{name}" in said, (letter, name, said[-300:])


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_card_is_found_by_its_id_or_its_colour_in_the_readers_language(language):
    every = [Suggestion(c, present.card(c, language), (c,)) for c in ("G3", "O4", "K6")]
    found = [c.value for c in narrow(every, _colour("G3", language).lower())]
    assert found == ["G3"]
    assert [c.value for c in narrow(every, "g3")] == ["G3"]  # the id, the same in every language
