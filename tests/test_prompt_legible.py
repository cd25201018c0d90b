"""Every text of every prompt picture (render/prompt.py: the options' map, the board that goes
with a prompt, the hand as cards) is readable on a phone and whole: measured on what is drawn,
not on what the layout says. Each part of a picture is drawn on its own while
`render.common.recording` watches, so each text drawn is known with its font and its box; a
part pasted from a picture of its own (a card, the board, the map cut to the options and
enlarged) records its texts in that picture's pixels, and is moved (and scaled) to where it lies
in the prompt picture. Then, at the 430 px a phone shows, every text's capitals (the ink of an
"H", `render.legible`) are at least 9 px tall, no text is cut, leaves the picture, is cut by
the edge of the map's part, or overlaps another text of the picture. For every game with a
prompt picture, in en, fr and nl, with 32-character names, 3 and 5 players (the board part).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from typing import Any

import pytest

import engine
from bot import plugins
from bot.option_codes import spots_of
from render import prompt as pictures
from render.common import recording
from render.legible import MIN_CAP_PX, PHONE_W, cap_height
from render.options import overlap
from tests.test_render_fit import _long_names, clear_drawing_caches

PICTURED = ("cardrails", "santafe", "santafe-cards")
LANGUAGES = ("en", "fr", "nl")
Box = tuple[float, float, float, float]
# A text drawn: what, its box in the picture, its font kind, its size, how much it is enlarged,
# and which part drew it (texts of one pasted picture are that picture's own business).
Drawn = tuple[str, Box, str, int, float, int]
# The map's own texts (city names and values): a badge may lie over one (it points at a space
# beside it); kept off them where room allows (render/options.place_badges), not checked here.
MAP = -2


@pytest.fixture(scope="module", autouse=True)
def _plugins() -> None:
    plugins.discover()


def _map_transform(game: str, part: tuple[Any, ...]) -> tuple[float, float, float, Box]:
    """How the map part of a picture moves its layer's pixels: (dx, dy, scale, crop box in
    the layer's pixels)."""
    if game == "santafe":
        _, y, box, size, _view = part
    else:  # cardrails: the Crop
        _, y, crop = part
        box, size = crop.box, crop.size
    k = size[0] / (box[2] - box[0])
    return -box[0] * k, y - box[1] * k, k, tuple(float(v) for v in box)  # type: ignore[return-value]


def _record(game: str, sheet: pictures.Sheet, part: tuple[Any, ...]) -> list[Any]:
    """What drawing one part of the picture draws (texts, boxes in the part's own pixels).
    Cached layers and faces are forgotten first, so they draw (and record) their texts again;
    but what drawing any picture needs (its palette, made from a whole map) is made before
    recording, except for the map's part, whose texts it is."""
    module = pictures.prompt_module(game)
    extra = [p for p in sheet.parts if p[0] == "language"]  # the card game's faces need it
    clear_drawing_caches()
    if part[0] != "map":
        module.draw(pictures.Sheet(sheet.width, sheet.height, parts=extra))
    with recording() as record:
        module.draw(pictures.Sheet(sheet.width, sheet.height, parts=[part, *extra]))
    return list(zip(record["drawn"], record["fonts"], strict=True))


def drawn_texts(game: str, sheet: pictures.Sheet) -> Iterator[tuple[Drawn, Box | None]]:
    """Every text the picture draws, moved to the picture's pixels, with the crop box (layer
    pixels) for texts of the map's part, which shows only that box of its layer."""
    for index, part in enumerate(sheet.parts):
        kind = part[0]
        if kind == "language":
            continue
        if kind == "map" and game == "cardrails":
            # The layer (pasted, enlarged) and the badges drawn over it (picture pixels).
            dx, dy, k, crop = _map_transform(game, part)
            clear_drawing_caches()
            with recording() as record:
                part[2].image()
            for (text, box), (_, fkind, size) in zip(record["drawn"], record["fonts"], strict=True):
                moved = (box[0] * k + dx, box[1] * k + dy, box[2] * k + dx, box[3] * k + dy)
                yield (text, moved, fkind, size, k, MAP), (box, crop)  # type: ignore[misc]
            for (text, box), (_, fkind, size) in _record(
                game, sheet, ("ops", part[1], part[2].ops)
            ):
                yield (text, tuple(box), fkind, size, 1.0, -1), None  # type: ignore[misc]
            continue
        if kind == "map":
            dx, dy, k, crop = _map_transform(game, part)
        elif kind == "board":
            dx, dy, k, crop = 0, part[1], 1.0, None
        elif kind == "card":
            dx, dy, k, crop = part[1], part[2], 1.0, None
        else:
            dx, dy, k, crop = 0, 0, 1.0, None
        own = MAP if kind == "map" else index if kind in ("board", "card") else -1
        for (text, box), (_, fkind, size) in _record(game, sheet, part):
            moved = (box[0] * k + dx, box[1] * k + dy, box[2] * k + dx, box[3] * k + dy)
            where = (tuple(box), crop) if crop is not None else None
            yield (text, moved, fkind, size, k, own), where  # type: ignore[misc]


def _inside(box: Box, crop: Box) -> str:
    """ "in", "out" or "cut": where a text of the layer lies against the part shown."""
    if box[2] <= crop[0] or box[0] >= crop[2] or box[3] <= crop[1] or box[1] >= crop[3]:
        return "out"
    if box[0] < crop[0] or box[1] < crop[1] or box[2] > crop[2] or box[3] > crop[3]:
        return "cut"
    return "in"


def problems_of(game: str, sheet: pictures.Sheet, what: str) -> list[str]:
    """Every text of the picture too small on a phone, cut, outside it, or over another."""
    problems: list[str] = []
    seen: list[Drawn] = []
    for drawn, where in drawn_texts(game, sheet):
        text, box, kind, size, k, _own = drawn
        if not text.strip():
            continue
        if where is not None:
            layer_box, crop = where  # type: ignore[misc]
            side = _inside(layer_box, crop)
            if side == "out":
                continue  # a text of the map outside the part shown
            if side == "cut":
                problems.append(f"{what}: {text!r} is cut by the edge of the map's part")
        tall = cap_height(kind, size) * k * PHONE_W / sheet.width
        if tall < MIN_CAP_PX:
            problems.append(
                f"{what}: {text!r} in {kind} {size} px is {tall:.1f} px tall at {PHONE_W} px"
            )
        if text.endswith("…"):
            problems.append(f"{what}: drew {text!r} (cut to fit)")
        x0, y0, x1, y1 = box
        if x0 < -0.5 or y0 < -0.5 or x1 > sheet.width + 0.5 or y1 > sheet.height + 0.5:
            problems.append(f"{what}: {text!r} at {box} leaves the {sheet.width}x{sheet.height}")
        seen.append(drawn)
    problems += _overlaps(seen, what)
    return problems


def _overlaps(seen: list[Drawn], what: str) -> list[str]:
    """Texts of the picture itself (not of one pasted board, card or map, checked by their own
    tests) over one another, or over a text of a pasted part."""
    problems = []
    for a, b in itertools.combinations(seen, 2):
        if (a[5] == b[5] and a[5] != -1) or MAP in (a[5], b[5]):
            continue  # two texts of one pasted picture, or the map's own
        # Boxes are the font's ascender boxes: a pixel each side is the next line's air.
        shrink = (a[1][0] + 1, a[1][1] + 1, a[1][2] - 1, a[1][3] - 1)
        if overlap(shrink, b[1]) > 0:
            problems.append(f"{what}: {a[0]!r} overlaps {b[0]!r}")
    return problems


def _pictures(game: str, players: int, seed: int, language: str) -> Iterator[Any]:
    """Prompt pictures of a random game: with options and the hand, with the board and the
    hand, the hand alone; each (what, sheet)."""
    seats = [f"p{i}" for i in range(players)]
    names = _long_names(seats)
    g = engine.new_game(game, seats, seed)
    rng = random.Random(seed)
    plugin = plugins.get(game)
    assert plugin is not None
    step = 0
    while not g.is_over:
        for p in g.active_players():
            legal = g.legal_actions(p)
            view = g.view(p)
            spots = [s for s in spots_of(legal, plugin.presenter, view, language) if s is not None]
            board = g.view(None) if step % 2 == 0 and not spots else None
            if not pictures.shows_cards(game, view) and not spots and board is None:
                continue
            sheet = pictures.prompt_layout(
                game, view, spots=spots, board=board, names=names, language=language
            )
            if sheet.height > 0:
                kind = "options" if spots else "board" if board is not None else "hand"
                yield f"{game} {players}p {language} step {step} {kind}", sheet
        p = rng.choice(g.active_players())
        g.apply(p, rng.choice(g.legal_actions(p)))
        step += 1


def _sample(game: str, players: int, seed: int, language: str) -> list[Any]:
    """A few pictures of each kind (options, board, hand) from along a game."""
    found: dict[str, list[Any]] = {}
    for what, sheet in _pictures(game, players, seed, language):
        found.setdefault(what.rsplit(" ", 1)[1], []).append((what, sheet))
    chosen = []
    for kind in sorted(found):
        every = found[kind]
        chosen.append(every[len(every) // 2])
    return chosen


@pytest.mark.parametrize("players", [3, 5])
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", PICTURED)
def test_every_text_of_every_prompt_picture_is_legible_and_whole(game, language, players):
    if players > engine.games()[game].max_players:
        players = engine.games()[game].max_players
    chosen = _sample(game, players, players + 2, language)
    assert {what.rsplit(" ", 1)[1] for what, _ in chosen} >= {"board", "hand"}
    problems: list[str] = []
    for what, sheet in chosen:
        problems += problems_of(game, sheet, what)
    assert not problems, "\n".join(dict.fromkeys(problems))
