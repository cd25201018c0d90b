"""Table and score-sheet images: every phase renders in every language, the language changes
the image and nothing else does (hidden cards, the order of drawing), long translations fit, and
images stay small."""

from __future__ import annotations

import copy
import io

import pytest
from PIL import Image

import engine
import render
from engine.players import make_player
from render import common, santafe_cards, santafe_cards_faces, santafe_cards_layout
from render.legible import on_phone
from text import LANGUAGES, t

PLAYERS = ["ann", "bob", "cy", "dee"]
MAX_BYTES = 300 * 1024


def _views(seed: int, options: dict) -> tuple[engine.Game, list[dict]]:
    g = engine.new_game("santafe-cards", list(PLAYERS), seed, options)
    seats = {
        p: make_player("heuristic", seed * 10 + i, "santafe-cards") for i, p in enumerate(PLAYERS)
    }
    views, seen = [], set()
    while not g.is_over:
        p = g.active_players()[0]
        g.apply(p, seats[p].choose(g, p))
        v = g.view(None)
        if v["phase"] not in seen:
            seen.add(v["phase"])
            views.append(v)
    views.append(g.view(None))
    return g, views


def _png(data: bytes) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) < MAX_BYTES
    img = Image.open(io.BytesIO(data))
    img.load()
    return img


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_phase_renders(language):
    phases = set()
    for options in ({}, {"black_scorpion": True, "ten_wolves": True, "corrupt_sheriff": True}):
        _, views = _views(3, options)
        for v in views:
            phases.add(v["phase"])
            png = render.board_png(
                "santafe-cards", v, names={"ann": "Ann\u202e\n🤠"}, language=language
            )
            assert _png(png).width == santafe_cards_layout.W
        _png(render.scores_png("santafe-cards", views[-1], language=language))
        _png(render.scores_png("santafe-cards", views[-2], language=language))
    assert {"pass", "declare", "play", "fill", "over"} <= phases


def _kinds() -> dict[str, tuple[str, dict]]:
    """Every image kind, from one game with every variant: the table in each phase, mid-duel,
    at the last trick, at the end; the score sheet mid-game and final."""
    _, views = _views(5, {"black_scorpion": True, "ten_wolves": True, "corrupt_sheriff": True})
    g = engine.new_game("santafe-cards", list(PLAYERS), 5, {"black_scorpion": True})
    seats = {p: make_player("heuristic", 70 + i, "santafe-cards") for i, p in enumerate(PLAYERS)}
    found: dict[str, tuple[str, dict]] = {f"board-{v['phase']}": ("board", v) for v in views}
    while not g.is_over and len(found) < len(views) + 3:
        p = g.active_players()[0]
        events = g.apply(p, seats[p].choose(g, p))
        v = g.view(None)
        trick = v.get("trick") or {}
        if trick.get("duel") and trick.get("strongest"):
            found.setdefault("board-duel", ("board", v))
        if trick.get("deputies_zero") and trick.get("cards"):
            found.setdefault("board-last-trick", ("board", v))
        if any(e["type"] == "round_scored" for e in events):
            found.setdefault("scores-mid", ("scores", v))
    found["scores-final"] = ("scores", views[-1])
    return found


KINDS = _kinds()


def _image(kind: str, view: dict, language: str) -> bytes:
    names = {"ann": "Annabelle-Marguerite", "bob": "Bob", "cy": "Cyrillus van Dijk", "dee": "Dee"}
    if kind == "board":
        return render.board_png("santafe-cards", view, names=names, language=language)
    return render.scores_png("santafe-cards", view, names=names, language=language)


def test_every_image_kind_renders_in_every_language_and_the_language_shows():
    assert {"board-duel", "board-last-trick", "board-over", "scores-mid", "scores-final"} <= set(
        KINDS
    )
    for name, (kind, view) in KINDS.items():
        images = {language: _image(kind, view, language) for language in LANGUAGES}
        for png in images.values():
            _png(png)
        # Each language draws its own words: no two languages give the same picture.
        assert len(set(images.values())) == len(LANGUAGES), name


def test_images_are_deterministic_per_language():
    for language in LANGUAGES:
        first = {name: _image(kind, view, language) for name, (kind, view) in KINDS.items()}
        # As after a restart: no cached text, no cached card face.
        common.clear_text_cache()
        santafe_cards_faces._face.cache_clear()
        for other in LANGUAGES:  # another language drawn in between changes nothing
            _image(*KINDS["board-over"], other)
        again = {name: _image(kind, view, language) for name, (kind, view) in KINDS.items()}
        assert first == again, language


@pytest.mark.parametrize("language", LANGUAGES)
def test_warm_up_draws_every_card_face_of_the_language(language):
    santafe_cards_faces._face.cache_clear()
    santafe_cards.warm_up(language)
    drawn = santafe_cards_faces._face.cache_info()
    for kind, view in KINDS.values():
        if kind == "board":
            _image(kind, view, language)
    assert santafe_cards_faces._face.cache_info().misses == drawn.misses


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_words_of_the_images_fit_without_being_cut(language):
    """Card names, marks, a seat's lines and the pass sign fit their room in every language at
    the least size (capitals 9 px on a phone showing the table 430 px wide; a translation too
    long fails here, not on a phone)."""
    least = santafe_cards_layout.MIN
    for kind in santafe_cards_layout.NAMED_KINDS:
        lines, size = santafe_cards_layout.card_label_lines(t(f"sfc.img.card.{kind}", language))
        assert on_phone("condensed", size, santafe_cards_layout.W) >= 9, (kind, lines)
        assert not any(line.endswith("…") for line in lines), (kind, lines)
    column = ("condensed", (santafe_cards_layout.MIN_CONDENSED,), santafe_cards_layout.BADGE_W)
    for key in ("lead", "brave", "mario", "wins", "winner"):
        # A mark may take two lines of the column, broken at a space, never cut.
        text = t(f"sfc.img.{key}", language)
        lines = common.wrap_words(text, *column[:1], column[1][0], column[2])
        assert len(lines) <= 2 and " ".join(lines) == text, (key, lines)
    room: dict[str, tuple[str, tuple[int, ...], int]] = {
        "passed": ("bold", (least,), santafe_cards_layout.CARD_H),
    }
    for key, (font, sizes, width) in room.items():
        text = t(f"sfc.img.{key}", language)
        assert santafe_cards_layout.fit_words_size(text, font, sizes, width)[0] == text, (key, text)
    for text in (
        t("sfc.img.in_hand", language, n=11),
        t("sfc.img.round_tricks", language, tricks=11),
        t("sfc.img.game_points", language, score=t("sfc.number", language, n=-1250)),
    ):
        fitted = santafe_cards_layout.fit_words_size(text, *column)[0]
        assert fitted == text, text


def test_hidden_hands_do_not_change_the_images():
    g2 = engine.new_game("santafe-cards", list(PLAYERS), 8, {})
    for _ in range(40):
        p = g2.active_players()[0]
        g2.apply(p, g2.legal_actions(p)[0])
    twin = copy.deepcopy(g2)
    a, b = twin.players[0], twin.players[1]
    twin.hands[a], twin.hands[b] = twin.hands[b], twin.hands[a]
    for language in LANGUAGES:
        assert render.board_png(
            "santafe-cards", g2.view(None), language=language
        ) == render.board_png("santafe-cards", twin.view(None), language=language)
        assert render.scores_png(
            "santafe-cards", g2.view(None), language=language
        ) == render.scores_png("santafe-cards", twin.view(None), language=language)


def test_player_views_are_refused():
    g, _ = _views(6, {})
    with pytest.raises(ValueError, match="spectator view only"):
        render.board_png("santafe-cards", g.view("ann"))
    with pytest.raises(ValueError, match="spectator view only"):
        render.scores_png("santafe-cards", g.view("bob"))


def test_names_are_drawn_safely():
    # Bidi controls and control characters go; a line break reads as a space (bot/names.py).
    assert common.safe_name({"a": "x\u202ey\n\x00z🤠"}, "a") == "xy z"
    assert common.safe_name({"a": "   "}, "a") == "a"
    long = santafe_cards_layout.fit_words(common.safe_name({"a": "W" * 100}, "a"), "bold", 30, 200)
    assert long.endswith("…") and len(long) < 40


def test_the_winners_total_is_framed_not_only_green():
    """The final sheet told its winner by a green total alone, which a deuteranope reads as
    one more dark number: a green frame stands around it, wider than its digits."""
    import random

    players = ["Alice", "Bob", "Cy"]
    g = engine.new_game("santafe-cards", players, 5, {})
    rng = random.Random(5)
    while not g.is_over:
        p = rng.choice(g.active_players())
        g.apply(p, rng.choice(g.legal_actions(p)))
    view = g.view(None)
    img = Image.open(io.BytesIO(render.scores_png("santafe-cards", view))).convert("RGB")
    green = santafe_cards_layout.GREEN
    xs = [x for x in range(img.width) for y in range(img.height) if img.getpixel((x, y)) == green]
    (winner,) = view["winners"]
    digits = common.text_size(f"{view['scores'][winner]:,}", "bold", 30)[0]
    assert xs and max(xs) - min(xs) >= digits + 16, (digits, xs and (min(xs), max(xs)))
