"""Card Rails images: every step renders, only spectator views are accepted, hidden hands never
change an image (open hands are drawn in their players' rows), PNGs stay small; on a phone's
430 px every text is >= 9 px tall and nothing is cut, in every language, with Discord's longest
names, for 3, 4 and 5 players (checked on the layout, without drawing); every image kind renders
in every language, with the language's words only, the same way every time."""

from __future__ import annotations

import copy
import io
import re
from typing import Any

import pytest
from PIL import Image, ImageChops, ImageFilter

import engine
import render
from engine.players import make_player
from render import cardrails, cardrails_map, cardrails_panels
from render.legible import on_phone
from text import LANGUAGES

PLAYERS = ["ann", "bob", "cy", "dee"]
MAX_BYTES = 150 * 1024


def _play(seed: int, options: dict[str, Any]) -> tuple[Any, list[dict[str, Any]]]:
    g = engine.new_game("cardrails", list(PLAYERS), seed, options)
    seats = {p: make_player("heuristic", seed * 10 + i, "cardrails") for i, p in enumerate(PLAYERS)}
    views = [g.view(None)]
    while not g.is_over:
        p = g.active_players()[0]
        g.apply(p, seats[p].choose(g, p))
        views.append(g.view(None))
    return g, views


@pytest.fixture(scope="module")
def game() -> tuple[Any, list[dict[str, Any]]]:
    return _play(3, {"open_hands": True})


def _png(data: bytes) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(data) < MAX_BYTES
    img = Image.open(io.BytesIO(data))
    img.load()
    return img


def test_every_step_renders(game):
    _, views = game
    seen: set[Any] = set()
    previous = None
    for v in views:
        if v["step"] not in seen:
            seen.add(v["step"])
            img = _png(render.board_png("cardrails", v, previous=previous))
            assert img.width == cardrails.W
        previous = v
    assert {"card", "action", "build", None} <= seen
    _png(render.board_png("cardrails", views[-1], names={p: p.title() for p in PLAYERS}))


def test_final_scores_image(game):
    _, views = game
    img = _png(render.scores_png("cardrails", views[-1], names={"ann": "Ann\u202e\x00"}))
    assert img.width == cardrails.W
    with pytest.raises(ValueError):
        render.scores_png("cardrails", views[1])


def test_player_views_are_refused():
    g = engine.new_game("cardrails", list(PLAYERS), 1)
    with pytest.raises(ValueError, match="spectator view only"):
        render.board_png("cardrails", g.view("ann"))


def test_hidden_hands_do_not_change_the_image():
    g = engine.new_game("cardrails", list(PLAYERS), 4)
    seats = {p: make_player("heuristic", i, "cardrails") for i, p in enumerate(PLAYERS)}
    for _ in range(30):
        p = g.active_players()[0]
        g.apply(p, seats[p].choose(g, p))
    twin = copy.deepcopy(g, {id(g.board): g.board})
    a, b = twin.players[0], twin.players[1]
    twin.hands[a], twin.hands[b] = list(twin.hands[b]), list(twin.hands[a])
    assert render.board_png("cardrails", g.view(None)) == render.board_png(
        "cardrails", twin.view(None)
    )


def test_last_turn_is_highlighted(game):
    _, views = game
    v = next(v for v in views if v["last_turn"] and v["last_turn"]["cubes"])
    cubes, _ = cardrails_map.highlights(v, None)
    assert {c["hex"] for c in v["last_turn"]["cubes"]} <= cubes


def _differ(a: Image.Image, b: Image.Image) -> tuple[float, int]:
    """The share of pixels whose colour differs, and how many differ in a whole 3x3 block
    (antialiased edges differ one pixel wide; anything drawn or left out differs in blocks)."""
    assert a.size == b.size
    diff = ImageChops.difference(a.convert("RGB"), b.convert("RGB")).convert("L")
    changed = diff.point(lambda v: 255 if v else 0)
    blocks = changed.filter(ImageFilter.MinFilter(3)).histogram()[255]
    return changed.histogram()[255] / (a.width * a.height), blocks


@pytest.mark.parametrize("language", LANGUAGES)
def test_fast_drawing_matches_the_plain_drawing(game, language):
    # The cached map layers and the palette drawing show what the plain RGB drawing shows:
    # only the antialiased edges of names over lines may differ by a shade.
    _, views = game
    picked = [*views[:: max(1, len(views) // (12 if language == "en" else 4))], views[-1]]
    previous = None
    for v in picked:
        for prev in (previous, None):
            share, blocks = _differ(
                cardrails.draw_board(v, previous=prev, language=language),
                cardrails._draw_board_rgb(v, previous=prev, language=language),
            )
            assert share < 0.005 and blocks == 0, (v["turn"], share, blocks)
        previous = v
    # An older view after a newer one (fewer cubes than the cached layer): still right.
    old = views[len(views) // 2]
    cardrails.draw_board(views[-1], language=language)
    share, blocks = _differ(
        cardrails.draw_board(old, language=language),
        cardrails._draw_board_rgb(old, language=language),
    )
    assert share < 0.005 and blocks == 0


def test_the_same_view_gives_the_same_image(game):
    _, views = game
    v, prev = views[-5], views[-9]
    first = render.board_png("cardrails", v, previous=prev)
    render.board_png("cardrails", views[-1])
    assert render.board_png("cardrails", v, previous=prev) == first


# -- languages --------------------------------------------------------------------------------
NAMES = {"ann": "Annabelle-Marguerite", "bob": "Bob", "cy": "Cyrille", "dee": "Dee"}


@pytest.fixture(scope="module")
def three() -> tuple[Any, list[dict[str, Any]]]:
    """A 3-player game (a railroad left out) with the Final Dividend Payout."""
    g = engine.new_game("cardrails", ["ann", "bob", "cy"], 2, {"final_dividend": True})
    seats = {p: make_player("heuristic", 20 + i, "cardrails") for i, p in enumerate(g.players)}
    views = [g.view(None)]
    while not g.is_over:
        p = g.active_players()[0]
        g.apply(p, seats[p].choose(g, p))
        views.append(g.view(None))
    return g, views


def _kinds(views: list[dict[str, Any]], language: str) -> dict[str, bytes]:
    """Every kind of image the game posts: the board at the start, mid-game (with the turn
    since the last image highlighted) and at the end, and the final scores."""
    mid = len(views) // 2
    return {
        "start": render.board_png("cardrails", views[0], names=NAMES, language=language),
        "mid": render.board_png(
            "cardrails", views[mid], previous=views[mid - 3], names=NAMES, language=language
        ),
        "end": render.board_png("cardrails", views[-1], names=NAMES, language=language),
        "scores": render.scores_png("cardrails", views[-1], names=NAMES, language=language),
    }


@pytest.mark.parametrize("fixture", ["game", "three"])
def test_every_image_kind_renders_in_every_language(fixture, request):
    _, views = request.getfixturevalue(fixture)
    images = {language: _kinds(views, language) for language in LANGUAGES}
    for language, kinds in images.items():
        for kind, data in kinds.items():
            img = _png(data)
            assert img.width == cardrails.W, (language, kind)
    for kind in images["en"]:
        # The language changes every kind of image (the words differ; a longer sentence may
        # take one more line, never a cut).
        assert len({images[language][kind] for language in LANGUAGES}) == 3, kind
    # The same view in the same language gives the same image, whatever was drawn in between.
    for language in LANGUAGES:
        assert _kinds(views, language) == images[language], language


def _drawn_words(monkeypatch, draw: Any) -> set[str]:
    """The words (three letters or more, no digits) of every text an image draws."""
    texts: list[str] = []
    real = cardrails.draw_text

    def record(img: Any, xy: Any, text: str, *args: Any, **kwargs: Any) -> Any:
        texts.append(text)
        return real(img, xy, text, *args, **kwargs)

    with monkeypatch.context() as patch:
        patch.setattr(cardrails, "draw_text", record)
        draw()
    return {w for text in texts for w in re.findall(r"[^\W\d_]{3,}", text)}


# Words French or Dutch share with the English images: the game's and the players' names, and
# words the languages have in common.
SHARED = {
    "fr": {"Card", "Rails", "Orange", "cube", "cubes", "pts", "points"},
    "nl": {"Card", "Rails", "hand"},
}


@pytest.mark.parametrize("language", ["fr", "nl"])
def test_images_draw_the_language_s_words_only(monkeypatch, three, language):
    _, views = three
    mid = len(views) // 2

    def draw_all(lang: str) -> Any:
        def draw() -> None:
            cardrails._draw_board_rgb(
                views[mid], previous=views[mid - 3], names=NAMES, language=lang
            )
            cardrails._draw_board_rgb(views[-1], names=NAMES, language=lang)
            cardrails.draw_scores(views[-1], names=NAMES, language=lang)

        return draw

    english = _drawn_words(monkeypatch, draw_all("en"))
    theirs = _drawn_words(monkeypatch, draw_all(language))
    # Players' names, also as cut to fit a column ("Annabelle-Margu…").
    names = {
        w[:n]
        for name in NAMES.values()
        for w in re.findall(r"[^\W\d_]{3,}", name)
        for n in range(3, len(w) + 1)
    }
    assert {"Turn", "empty", "purple", "Discards", "railroad", "wins"} <= english
    assert (english & theirs) - names - SHARED[language] == set()


# -- on a phone ---------------------------------------------------------------------------------
# Discord's longest names (32 characters), wide letters and accents.
LONG_NAMES = [
    "Wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww",
    "Élodie-Ærøskøbing Çağrı Ñúñez Ü",
    "MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM",
    "Zoë Brontë-Løvås d'Ébène Ïñigo",
    "Wwwwwwwwwwwwwwww Wwwwwwwwwwwwwww",
]


def _phone_pages(n: int, language: str, open_hands: bool) -> tuple[Any, Any, Any]:
    """The pages a game posts (start, a turn in progress, the end, the final scores), laid
    out with the longest names."""
    players = PLAYERS[:n] if n <= 4 else [*PLAYERS, "eve"]
    g = engine.new_game("cardrails", players, n, {"open_hands": open_hands})
    seats = {p: make_player("heuristic", 40 + i, "cardrails") for i, p in enumerate(players)}
    names = dict(zip(players, LONG_NAMES, strict=False))
    views = [g.view(None)]
    while not g.is_over:
        p = g.active_players()[0]
        g.apply(p, seats[p].choose(g, p))
        views.append(g.view(None))
    mid = len(views) // 2
    # A turn in progress: the cube built so far and the card chosen.
    busy = next((v for v in views[mid:] if v["step"] == "build"), views[mid])
    return (
        [
            ("start", cardrails.layout(views[0], names=names, language=language)),
            (
                "mid",
                cardrails.layout(
                    views[mid], previous=views[mid - 3], names=names, language=language
                ),
            ),
            ("busy", cardrails.layout(busy, names=names, language=language)),
            ("end", cardrails.layout(views[-1], names=names, language=language)),
            ("scores", cardrails.scores_layout(views[-1], names=names, language=language)),
        ],
        names,
        views,
    )


def smallest_on_a_phone(pages: list[tuple[str, Any]]) -> float:
    """The smallest text height (its capitals), in pixels, once the image is shown 430 px wide."""
    return min(on_phone(t.kind, t.size, cardrails.W) for _, page in pages for t in page.texts())


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("n", [3, 4, 5])
def test_every_text_is_legible_on_a_phone_and_whole(language, n):
    pages, names, views = _phone_pages(n, language, open_hands=n != 4)
    for kind, page in pages:
        texts = page.texts()
        assert texts, kind
        for t in texts:
            # Every value and name >= 9 px tall at the 430 px a phone shows.
            assert on_phone(t.kind, t.size, cardrails.W) >= 9, (kind, t)
            # Nothing cut: no ellipsis, each text within its room and within the image.
            assert "…" not in t.text, (kind, t)
            x0, y0, x1, y1 = t.box
            assert x0 >= 0 and x1 <= cardrails.W and y0 >= 0 and y1 <= page.height, (kind, t)
            if t.room:
                assert t.width <= t.room, (kind, t)
        # Every player's whole name is drawn (on one line, or wrapped at its spaces).
        drawn = " ".join(t.text for t in texts)
        for p in views[0]["players"]:
            for word in names[p].split():
                assert word in drawn, (kind, names[p])
    assert smallest_on_a_phone(pages) >= 9


def test_open_hands_are_drawn_in_the_players_rows():
    pages, _, views = _phone_pages(3, "en", open_hands=True)
    end = views[-1]
    drawn = {t.text for t in dict(pages)["end"].texts()}
    for p in end["players"]:
        hand = cardrails_panels.hand_of(end["seats"][p])
        assert hand, p
        assert set(hand) <= drawn
    # Hidden hands: their sizes only, never a card.
    pages, _, views = _phone_pages(4, "en", open_hands=False)
    mid = views[len(views) // 2]
    assert all(cardrails_panels.hand_of(s) is None for s in mid["seats"].values())
    ids = {c for s in views[-1]["seats"].values() for c in cardrails_panels.hand_of(s) or ()}
    assert not ids & {t.text for t in dict(pages)["mid"].texts()}


def test_hex_names_only_where_a_cube_can_go():
    # No coordinate on every hex: names inside the map only on hexes a cube could go into now
    # (rulers along the edges name every column and row).
    _, views = _play(3, {})
    v = views[len(views) // 2]
    page = cardrails.layout(v)
    inside = {op[1].text for op in page.map.dynamic_ops if op[0] == "text"}
    assert inside <= cardrails_map.buildable(v)
    rulers = {op[1].text for op in page.map.static_ops if op[0] == "text"}
    columns = {h["hex"][:2].rstrip("NS") for h in v["map"]["hexes"] if h["hex"][0] in "EW"}
    assert columns <= rulers
