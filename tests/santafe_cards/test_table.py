"""The table tells the trick: the "leads" mark sits on the trick's leader (not on its winner, who
leads the next one), every seat shows its place in the order of play (which breaks ties), this
round's tricks and the game's points are labelled apart, no card covers another's value or name,
and the score sheet names Mr. Dynamite as the cards do. Read from what the image draws
(render.common.recording) and from the layout."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.players import make_player
from render import santafe_cards
from render.common import recording
from render.santafe_cards_layout import (
    CARD_W,
    HEADER,
    NAME_COL,
    PAD,
    ROW,
    W,
    face_strip,
    lay_cards,
    stacks,
)
from text import LANGUAGES, t


def _finished_tricks(players: int, seed: int) -> list[tuple[dict[str, Any], str]]:
    """Views that show a finished trick on the table (no card of the next one played yet),
    each with the trick's leader as the game announced it when the trick started."""
    names = [f"p{i}" for i in range(players)]
    g = engine.new_game("santafe-cards", names, seed, {})
    bots = {p: make_player("heuristic", seed + i, "santafe-cards") for i, p in enumerate(names)}
    leaders: dict[tuple[int, int], str] = {}
    out = []
    while not g.is_over:
        p = g.active_players()[0]
        for event in g.apply(p, bots[p].choose(g, p)):
            if event["type"] == "trick_started":
                leaders[(event["round"], event["trick"])] = event["leader"]
        v = g.view(None)
        last, trick = v.get("last_trick"), v.get("trick") or {}
        if last and not trick.get("cards") and v["phase"] == "play":
            out.append((v, leaders[(last["round"], last["trick"])]))
    return out


def _drawn(view: dict[str, Any], language: str = "en") -> list[tuple[str, Any]]:
    with recording() as record:
        santafe_cards.draw_board(view, language=language)
    return record["drawn"]


def _row(box: Any) -> int:
    return (box[1] - HEADER) // ROW


def test_the_leads_mark_is_on_the_trick_s_leader_not_its_winner():
    shown = [(v, lead) for v, lead in _finished_tricks(4, 3) if lead != v["last_trick"]["winner"]]
    assert len(shown) >= 3
    word = t("sfc.img.lead", "en")
    for view, leader in shown[:6]:
        rows = [_row(box) for text, box in _drawn(view) if text == word]
        assert rows == [view["players"].index(leader)], (leader, view["last_trick"]["winner"])


@pytest.mark.parametrize("players", [3, 5])
def test_every_seat_shows_its_place_in_the_order_of_play(players):
    view, leader = _finished_tricks(players, 4)[2]
    order = view["players"]
    first = order.index(leader)
    places = {}
    for text, box in _drawn(view):
        if text.isdigit() and box[0] < PAD + 60:
            places[order[_row(box)]] = int(text)
    assert places == {order[(first + k) % players]: k + 1 for k in range(players)}
    # What the numbers mean, under the table.
    assert t("sfc.img.order", "en") in " ".join(text for text, _ in _drawn(view))


@pytest.mark.parametrize("language", LANGUAGES)
def test_this_round_s_tricks_and_the_game_s_points_are_labelled_apart(language):
    view, _ = _finished_tricks(3, 5)[4]
    texts = {text for text, _ in _drawn(view, language)}
    for p in view["players"]:
        seat = view["seats"][p]
        score = t("sfc.number", language, n=seat["score"])
        assert t("sfc.img.round_tricks", language, tricks=seat["tricks"]) in texts
        assert t("sfc.img.game_points", language, score=score) in texts


def _covered(laid: list[Any], language: str) -> list[str]:
    """Each laid card that a later one covers more than its strip (its value and name)."""
    problems = []
    for k, (card, turned, box, _) in enumerate(laid[:-1]):
        nxt = laid[k + 1][2][0]
        need = (box[2] - box[0]) if card is None or turned else face_strip(card, language)
        if nxt - box[0] < need and nxt < box[2]:
            problems.append(f"{card} shows {nxt - box[0]} of {need}")
    return problems


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_card_covers_another_s_value_or_name(language):
    worst = [
        # Three faces of one value after a pass, and cards added face down.
        {"start": "v4a", "duel": ["v2a", "mario", "black-mario"], "passed": True, "face_down": 3},
        {"start": "deputy-1", "duel": ["v3a", "v3b", "v3c"], "passed": True, "face_down": 2},
        {"start": "v9a", "duel": ["sheriff", "corrupt"], "passed": False, "face_down": 1},
    ]
    deck = _card_ids()
    for play in worst:
        assert {play["start"], *play["duel"]} <= deck, play
        laid = lay_cards(play, NAME_COL, 0, language)
        assert len(laid) == 1 + len(stacks(play))
        assert not _covered(laid, language), (play, laid)
        assert laid[-1][2][2] <= W - PAD, (play, laid)
    # Every row of every table of a whole game.
    for view, _ in _finished_tricks(5, 6):
        for play in view["last_trick"]["plays"].values():
            laid = lay_cards(play, NAME_COL, 0, language)
            assert not _covered(laid, language) and laid[-1][2][2] <= W - PAD, play


def _card_ids() -> set[str]:
    from engine.santafe_cards.deck import load_deck

    return set(load_deck().cards)


def test_a_name_is_never_covered_in_the_usual_trick():
    """Side by side, whole, whenever they fit (all but the rarest tricks)."""
    laid = lay_cards({"start": "deputy-1", "duel": ["deputy-2", "deputy-3"]}, NAME_COL, 0, "nl")
    assert [box[0] for _, _, box, _ in laid] == [NAME_COL, NAME_COL + CARD_W + 6]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_score_sheet_names_mr_dynamite_as_the_cards_do(language):
    assert t("sfc.img.part.dynamite", language) == t("sfc.card.name.dynamite", language)
