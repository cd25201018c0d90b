"""Every text of every prompt picture (render/prompt.py: the options' map, the board that goes
with a prompt, the hand as cards) is readable on a phone and whole: measured on what is drawn,
not on what the layout says. Each part of a picture is drawn on its own while
`render.common.recording` watches, so each text drawn is known with its font and its box; a
part pasted from a picture of its own (a card, the board, the map cut to the options and
enlarged) records its texts in that picture's pixels, and is moved (and scaled) to where it lies
in the prompt picture. Then, at the 430 px a phone shows, every text's capitals (the ink of an
"H", `render.legible`) are at least 9 px tall, no text is cut, leaves the picture, is cut by
the edge of the map's part, or overlaps another text of the picture; no option's badge covers
a name of the map (a city's, a value, a railhead's initials); and the picture encodes under
150 KB. For every game with a prompt picture, in en, fr and nl, with 32-character names and 5
players (the fullest panels): a few representative pictures of a random game (the options'
map at its fullest decision and in mid-game, the board in mid-game and at its fullest, the
hand), as checking every decision would take many minutes for little more.
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
from render.common import MAX_PNG_BYTES, recording
from render.legible import MIN_CAP_PX, PHONE_W, cap_height
from render.options import overlap
from tests.test_render_fit import _long_names, clear_drawing_caches

PICTURED = ("cardrails", "santafe", "santafe-cards")
LANGUAGES = ("en", "fr", "nl")
Box = tuple[float, float, float, float]
# A text drawn: what, its box in the picture, its font kind, its size, how much it is enlarged,
# and which part drew it (texts of one pasted picture are that picture's own business).
Drawn = tuple[str, Box, str, int, float, int]
# The map's own texts (city names and values, railheads' initials, hexes' names): checked
# against the badges of the options (none may cover one: render/options.place_badges), not
# against one another (the board's own tests do).
MAP = -2


@pytest.fixture(scope="module", autouse=True)
def _plugins() -> None:
    plugins.discover()


def _map_transform(game: str, part: tuple[Any, ...]) -> tuple[float, float, float, Box]:
    """How the map part of a picture moves its layer's pixels: (dx, dy, scale, crop box in
    the layer's pixels)."""
    _, y, box, size, _view = part  # Santa Fe's: a cached layer, cut and enlarged
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
        if kind in ("language", "again"):
            continue
        if kind == "map" and game == "cardrails":
            # The map's part, drawn at its own size (render/cardrails_prompt_map.py Crop.image,
            # pasted at the left edge), and the badges drawn over it (picture pixels).
            crop = (0.0, 0.0, float(part[2].size[0]), float(part[2].size[1]))
            clear_drawing_caches()
            with recording() as record:
                part[2].image()
            for (text, box), (_, fkind, size) in zip(record["drawn"], record["fonts"], strict=True):
                moved = (box[0], box[1] + part[1], box[2], box[3] + part[1])
                yield (text, moved, fkind, size, 1.0, MAP), (box, crop)  # type: ignore[misc]
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


def problems_of(
    game: str, sheet: pictures.Sheet, what: str, texts: list[Any] | None = None
) -> list[str]:
    """Every text of the picture too small on a phone, cut, outside it, or over another."""
    problems: list[str] = []
    seen: list[Drawn] = []
    for drawn, where in texts if texts is not None else drawn_texts(game, sheet):
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


def _moments(game: str, players: int, seed: int) -> dict[str, list[Any]]:
    """The decisions of a random game by the kind of picture they would get: "options" (their
    options are places), "board" (every other decision where the board changed since the
    player's last picture) and "hand" (the rest, with cards to show); each (step, own view,
    spots, board). Nothing is laid out yet: only the chosen ones are (`_chosen`)."""
    g = engine.new_game(game, [f"p{i}" for i in range(players)], seed)
    rng = random.Random(seed)
    plugin = plugins.get(game)
    assert plugin is not None
    found: dict[str, list[Any]] = {"options": [], "board": [], "hand": []}
    step = 0
    while not g.is_over:
        for p in g.active_players():
            view = g.view(p)
            spots = spots_of(g.legal_actions(p), plugin.presenter, view, "en")
            placed = [s for s in spots if s is not None]
            if placed:
                found["options"].append((step, view, placed, None))
            elif step % 2 == 0:
                found["board"].append((step, view, [], g.view(None)))
            elif pictures.shows_cards(game, view):
                found["hand"].append((step, view, [], None))
        p = rng.choice(g.active_players())
        g.apply(p, rng.choice(g.legal_actions(p)))
        step += 1
    return found


def _chosen(game: str, players: int, seed: int, language: str) -> list[Any]:
    """A few representative pictures, laid out: the options' map with the hand at the fullest
    decision (the most options) and in mid-game, the board with the hand in mid-game and at
    the last decision (the fullest board), the hand alone in mid-game."""
    found = _moments(game, players, seed)
    picks: list[tuple[str, Any]] = []
    if found["options"]:
        every = found["options"]
        picks += [
            ("options", max(every, key=lambda m: len(m[2]))),
            ("options", every[len(every) // 2]),
        ]
    for kind in ("board", "hand"):
        every = found[kind]
        if every:
            picks.append((kind, every[len(every) // 2]))
    if found["board"]:
        picks.append(("board", found["board"][-1]))
    names = _long_names([f"p{i}" for i in range(players)])
    chosen = []
    seen = set()
    for kind, (step, view, spots, board) in picks:
        if (kind, step) in seen:
            continue
        seen.add((kind, step))
        sheet = pictures.prompt_layout(
            game, view, spots=spots, board=board, names=names, language=language
        )
        if sheet.height > 0:
            chosen.append((f"{game} {players}p {language} step {step} {kind}", sheet))
    return chosen


def _covered_names(game: str, sheet: pictures.Sheet, what: str, drawn: list[Any]) -> list[str]:
    """A badge of an option over a name of the map (a city's, a railhead's, a value)."""
    names = [d for d, where in drawn if d[5] == MAP and _inside(*where) != "out"]
    return [
        f"{what}: the badge of {badge.codes} covers {d[0]!r}"
        for badge in sheet.badges
        for d in names
        if d[0].strip() and overlap(badge.box, d[1]) > 0
    ]


def _heavy(size: int, what: str) -> list[str]:
    """The picture encoded as the bot sends it, under 150 KB (Discord previews it)."""
    return [f"{what}: {size / 1024:.1f} KB"] if size >= MAX_PNG_BYTES else []


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", PICTURED)
def test_every_text_of_every_prompt_picture_is_legible_and_whole(game, language):
    """The most players, 32-character names: the fullest panels, the longest lines."""
    players = min(5, engine.games()[game].max_players)
    chosen = _chosen(game, players, 7, language)
    assert {what.rsplit(" ", 1)[1] for what, _ in chosen} >= {"board", "hand"}
    problems: list[str] = []
    for what, laid in chosen:
        # The sheet as drawn: a picture above 150 KB is drawn again lighter (render/prompt.py).
        sheet, png = pictures.drawn(game, laid)
        problems += _heavy(len(png), what)
        drawn = list(drawn_texts(game, sheet))
        problems += problems_of(game, sheet, what, drawn)
        problems += _covered_names(game, sheet, what, drawn)
    assert not problems, "\n".join(dict.fromkeys(problems))
