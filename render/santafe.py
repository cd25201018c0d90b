"""Santa Fe board images, drawn from the spectator view and the public board data only.

The map (land, rivers, mountains, routes and their spaces, cities and labels) does not change
during a game: it is drawn once per process and option set (`santafe_mapdraw.static_map`) and
copied for every image. Per image only the track, railheads, highlights and the panel are
drawn, onto a fixed-palette image that encodes fast and small. Where things go is worked out
apart, without drawing: the map in `santafe_map.py`, the words in `santafe_text.py`, the
panel in `santafe_layout.py` (its prepared vocabulary in `santafe_words.py`); the score sheet
is laid out and drawn in `santafe_scores.py`. This module draws the panel and its foot, and
holds the entry points.

Every word drawn comes from the game's catalogs (`cogs/santafe/locales/<language>/`) in the
language asked for; city names, railroad names and abbreviations stay as on the map, so the
map layer is the same in every language and shared. What has words and never changes (the
panel's foot with its legend, the prepared vocabulary) is cached per language.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from render.common import catalog_language, catalog_text, draw_text
from render.palette import draw_text_palette, to_palette
from render.santafe_layout import (
    CAPTION_FONT,
    CARD_LEAD,
    FOOTER_BODY,
    FOOTER_BOTTOM,
    FOOTER_UP,
    LEAST,
    LEGEND_FONT,
    LEGEND_STEP,
    NAME_FONT,
    RAIL_FONT,
    RAIL_NAME_FONT,
    RAIL_NAME_X,
    RAIL_ROW,
    SEAT_FONT,
    STATUS_FONT,
    TAG_FONT,
    PanelLayout,
    fit_text,
    legend_lines,
    measure_text,
    panel_layout,
    rail_columns,
)
from render.santafe_map import (
    CARD,
    GOLD,
    HIGHLIGHT,
    INK,
    MAP_H,
    MUTED,
    PAD,
    PANEL,
    RAILROADS,
    WHITE,
    Rail,
    W,
    badge_candidates,
    geometry,
    new_tiles,
)
from render.santafe_mapdraw import (
    badge_sprite,
    draw_track,
    label_sprites,
    map_palette,
    palette_index,
    pattern_box,
    static_map,
)
from render.santafe_palette import colour_sets
from render.santafe_scores import draw_sheet, scores_height
from render.santafe_text import caption_for
from render.santafe_words import prepared

# The colours players must tell apart (tests/test_render_colours.py reads them).
COLOUR_SETS = colour_sets()

# What `python -m render` animates: the map plus the status and caption lines.
REPLAY_CROP = (0, 0, W, MAP_H + 100)


def is_frame(before: Mapping[str, Any], after: Mapping[str, Any]) -> bool:
    """A replay's frame (python -m render): the end of every track-laying turn."""
    return before["phase"] == "track" and (
        after["phase"] != "track" or after["track_turn"] != before["track_turn"]
    )


def warm_up(language: str = "en") -> None:
    """Build the cached map layers and palette (shared: the map has no words to translate) and
    the footer and fixed vocabulary in `language` (the first image would otherwise pay this)."""
    language = catalog_language(language)
    for advanced in (False, True):
        static_map(advanced)
        label_sprites(advanced)
        _footer_p(language, advanced, 0)
        _footer_p(language, advanced, 1)
    prepared(language)
    for r in RAILROADS:
        badge_sprite(r)
    for city in geometry().cities:
        badge_candidates(city)


def _draw_panel(
    img: Image.Image,
    view: Mapping[str, Any],
    caption: str,
    names: Mapping[str, str] | None,
    top: int,
    lay: PanelLayout,
) -> None:
    # Drawn straight onto the palette image: shapes in the palette index their colour maps to,
    # text blended over its plain background then mapped (`draw_text_palette`).
    language = lay.language
    y = _draw_head(img, top, lay)
    moving = set(view.get("active_players", []))
    for i, pid in enumerate(view["players"]):
        x, dy = lay.seat_at(i)
        _draw_seat(img, view, pid, (x, y + dy, y + dy + lay.seat_h), pid in moving, lay)
    bottom = y + lay.seats_h

    # The railroads' badges and names and the legend never change: one strip per process and
    # language. Built for the row's parity: half-pixel centres round to even, so the same pixels.
    y = bottom + 18
    advanced = bool(view.get("options", {}).get("advanced"))
    img.paste(_footer_p(language, advanced, y % 2), (0, y - FOOTER_UP - y % 2))
    _draw_railroads(img, view, bottom + 18, language)


def _draw_head(img: Image.Image, top: int, lay: PanelLayout) -> int:
    """The status and caption lines above the seats; returns the seats' top."""
    d = ImageDraw.Draw(img)
    pal = map_palette()
    y = top + 14
    for line in lay.status:
        draw_text_palette(img, (PAD, y), line, "bold", STATUS_FONT, INK, PANEL, pal)
        y += STATUS_FONT + 6
    y += 8
    # The caption's marker has the highlight colour: "this is what is ringed on the map".
    d.rectangle((PAD, y + 4, PAD + 14, y + CAPTION_FONT + 2), fill=palette_index(HIGHLIGHT))
    for line in lay.caption:
        draw_text_palette(img, (PAD + 24, y), line, "regular", CAPTION_FONT, INK, PANEL, pal)
        y += CAPTION_FONT + 6
    return y + 10


def _draw_seat(
    img: Image.Image,
    view: Mapping[str, Any],
    pid: str,
    box: tuple[int, int, int],
    on_move: bool,
    lay: PanelLayout,
) -> None:
    """One seat's box (left, top, bottom): its name, money and first-player tag, its lines and
    its City cards, as `lay` laid them out."""
    language, col_w = lay.language, lay.col_w
    x, y, bottom = box
    d = ImageDraw.Draw(img)
    ready = prepared(language)[1]
    q = palette_index
    pal = map_palette()
    d.rounded_rectangle(
        (x, y, x + col_w, bottom),
        10,
        fill=q(CARD),
        outline=q(HIGHLIGHT) if on_move else q((200, 190, 175)),
        width=5 if on_move else 1,
    )
    seat = view["seats"][pid]
    ny = y + 10
    money = catalog_text("sf.img.money", language, money=seat["money"])
    # The train piece: the first player this round.
    tag = catalog_text("sf.img.first", language) if pid == view.get("first_player") else ""
    tag_w = measure_text(tag, "bold", TAG_FONT)[0] + 14 if tag else 0
    label, *more = lay.labels[pid]
    box4 = draw_text_palette(img, (x + 12, ny), label, "bold", NAME_FONT, INK, CARD, pal)
    for k, rest in enumerate(more, 1):
        draw_text_palette(
            img, (x + 12, ny + k * (NAME_FONT + 4)), rest, "bold", NAME_FONT, INK, CARD, pal
        )
    if tag:
        tx = box4[2] + 8
        d.rounded_rectangle((tx, ny + 3, tx + tag_w, ny + NAME_FONT + 3), 6, fill=q(INK))
        draw_text_palette(
            img, (tx + 7, ny + 2), tag, "bold", TAG_FONT, WHITE, INK, pal, ready=ready
        )
    right = (x + col_w - 12, ny)
    draw_text_palette(
        img, right, money, "bold", NAME_FONT, GOLD, CARD, pal, anchor="ra", ready=ready
    )
    ny += lay.name_rows * (NAME_FONT + 4) + 8
    for line, color in lay.lines[pid]:  # wrapped and cut to the column already
        draw_text_palette(
            img, (x + 12, ny), line, "regular", SEAT_FONT, color, CARD, pal, ready=ready
        )
        ny += SEAT_FONT + 7
    card_row = lay.card_font + CARD_LEAD
    ny = bottom - 8 - lay.card_rows * card_row - 6
    d.line((x + 12, ny, x + col_w - 12, ny), fill=q((220, 212, 198)), width=1)
    ny += 6
    for cx, row, text, connected in lay.flows[pid]:
        xy = (x + 12 + cx, ny + row * card_row)
        fill = INK if connected else MUTED
        draw_text_palette(img, xy, text, "condensed", lay.card_font, fill, CARD, pal, ready=ready)


@functools.cache
def _footer(language: str, advanced: bool, parity: int) -> Image.Image:
    """The static part of the panel's foot on the panel colour: a row per railroad (its badge,
    a tile as on the map, its name), then the legend (in `language`; it depends on the
    advanced option)."""
    legend = legend_lines(language, advanced)
    height = FOOTER_BODY + len(legend) * LEGEND_STEP + FOOTER_BOTTOM
    img = Image.new("RGB", (W, height + parity), PANEL)
    d = ImageDraw.Draw(img)
    g = geometry()
    y = FOOTER_UP + parity
    for i, r in enumerate(RAILROADS):
        rail = g.rails[r]
        top = y + i * RAIL_ROW
        d.rounded_rectangle(
            (PAD, top + 2, PAD + 70, top + RAIL_ROW - 6), 7, fill=rail.fill, outline=INK, width=2
        )
        mid = top + (RAIL_ROW - 4) / 2
        draw_text(img, (PAD + 35, mid), r, "bold", LEAST, rail.text, anchor="mm")
        _pattern_strip(d, PAD + 70, mid - 8, rail)
        name = rail.name.removesuffix(" Railroad")
        draw_text(img, (RAIL_NAME_X, top + 4), name, "condensed", RAIL_NAME_FONT, INK)
    for k, line in enumerate(legend):
        ly = y + FOOTER_BODY - FOOTER_UP + k * LEGEND_STEP
        text = fit_text(line, "regular", LEGEND_FONT, W - 2 * PAD)
        draw_text(img, (PAD, ly), text, "regular", LEGEND_FONT, MUTED)
    return img


@functools.cache
def _footer_p(language: str, advanced: bool, parity: int) -> Image.Image:
    return to_palette(_footer(language, advanced, parity), map_palette())


def _draw_railroads(img: Image.Image, view: Mapping[str, Any], y: int, language: str) -> None:
    """Each railroad's tiles left and cities reached (or that it is dead-ended), in their
    columns of the footer."""
    ready = prepared(language)[1]
    columns = rail_columns(language)
    for i, r in enumerate(RAILROADS):
        info = view["railroads"][r]
        lines = (
            catalog_text("sf.img.tiles_left", language, n=info["tiles_left"]),
            catalog_text("sf.img.dead", language)
            if info.get("dead")
            else catalog_text("sf.img.cities", language, n=len(info["connected"])),
        )
        for x, line in zip(columns, lines, strict=True):
            xy = (x, y + i * RAIL_ROW + 4)
            pal = map_palette()
            draw_text_palette(img, xy, line, "regular", RAIL_FONT, MUTED, PANEL, pal, ready=ready)


def _pattern_strip(d: ImageDraw.ImageDraw, x: float, y: float, rail: Rail) -> None:
    """A tile as it looks on the map, under the railroad's badge in the legend."""
    d.rectangle(
        (x + 8, y, x + 52, y + 16),
        fill=rail.fill,
        outline=INK,
        width=2 if rail.pattern == "hollow" else 1,
    )
    pattern_box(d, (x + 8, y, x + 52, y + 16), rail)


# ----------------------------------------------------------------------------- entry points
def _canvas(view: Mapping[str, Any], height: int) -> Image.Image:
    img = Image.new("P", (W, MAP_H + height), palette_index(PANEL))
    img.putpalette(map_palette().getpalette() or [])
    img.paste(static_map(bool(view.get("options", {}).get("advanced"))), (0, 0))
    return img


def draw_board(
    view: Mapping[str, Any],
    *,
    caption: str | None = None,
    previous: Mapping[str, Any] | None = None,
    names: Mapping[str, str] | None = None,
    language: str = "en",
) -> Image.Image:
    """The board image (palette mode, ready to encode) for a spectator view, its texts in
    `language` ("en", "fr", "nl")."""
    language = catalog_language(language)
    highlight = new_tiles(view, previous)
    text = caption if caption is not None else caption_for(view, highlight, names, language)
    lay = None if view.get("phase") == "over" else panel_layout(view, language, text, names)
    height = scores_height(view, text, names, language) if lay is None else lay.height
    img = _canvas(view, height)
    draw_track(img, view, highlight)
    if lay is not None:
        _draw_panel(img, view, text, names, MAP_H, lay)
        return img
    # The scores' text is drawn in RGB and mapped to the palette as a whole.
    panel = Image.new("RGB", (W, height), PANEL)
    draw_sheet(panel, view, text, names, 0, language)
    img.paste(to_palette(panel, map_palette()), (0, MAP_H))
    return img


def draw_scores(
    view: Mapping[str, Any], *, names: Mapping[str, str] | None = None, language: str = "en"
) -> Image.Image:
    """The final-scores image: the finished board and each player's breakdown, in `language`."""
    if view.get("phase") != "over":
        raise ValueError("final scores need a view of a finished game (phase 'over')")
    language = catalog_language(language)
    caption = caption_for(view, [], names, language)
    height = scores_height(view, caption, names, language)
    img = _canvas(view, height)
    draw_track(img, view, [])
    panel = Image.new("RGB", (W, height), PANEL)
    draw_sheet(panel, view, caption, names, 0, language)
    img.paste(to_palette(panel, map_palette()), (0, MAP_H))
    return img
