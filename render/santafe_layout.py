"""Santa Fe's panel laid out, without drawing: every line wrapped to its column, the seats'
grid and boxes, the City cards' flow, the footer's legend and the heights, computed once per
image and used both for the height and the drawing (tests read it to check that every text
fits at a readable size). The panel's prepared vocabulary is in `santafe_words.py`, the score
sheet in `santafe_scores.py`.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from engine.santafe.game import CITY_BONUS, SPECIAL_BONUS
from render.common import (
    RGB,
    Measure,
    catalog_text,
    fit,
    fit_size,
    safe_name,
    text_size,
    wrap,
    wrap_words,
)
from render.legible import min_text_size
from render.santafe_map import INK, MUTED, PAD, RAILROADS, W, geometry
from render.santafe_text import bought_line, card_line, status_line


def fit_text(
    text: str,
    kind: str,
    size: int,
    width: int,
    measure: Callable[[str, str, int], tuple[int, int]] | None = None,
) -> str:
    """`text` cut with an ellipsis to fit `width` (measured by `measure` unless told); the
    shared `fit`, so a recording test sees every cut."""
    return fit(text, kind, size, width, measure=measure or measure_text)


# ----------------------------------------------------------------------------- panel
# Every text's capitals at least 9 px tall once a phone shows the image 430 px wide
# (render/legible.py): 37 px, 36 px in condensed type.
LEAST = min_text_size(W)
LEAST_CONDENSED = min_text_size(W, "condensed")
STATUS_FONT = 42
CAPTION_FONT = LEAST
NAME_FONT = 40
SEAT_FONT = LEAST
CARD_FONT = LEAST_CONDENSED
CARD_LEAD = 6  # between rows of City cards
SEAT_GAP = 12
LEGEND_FONT = LEAST  # the legend and the first-player tag
TAG_FONT = LEAST
RAIL_FONT = LEAST  # a railroad's tiles left and cities, in the footer
MAX_MONEY = 200  # money figures prepared in advance (more is drawn through the text cache)
MAX_TILES = 32  # the most track tiles of one railroad (the Santa Fe's)


# The seats' columns for each number of players, most first: fewer columns (the seats in two
# rows) when a word of a name would not fit a column whole. Four or five players sit at most
# three to a row: a City card ("Oklahoma City 3×5") at 9 px on a phone needs a third of the
# width.
COLUMNS = {2: (2,), 3: (3, 2), 4: (2,), 5: (3,)}


def _seat_width(columns: int) -> int:
    """The room for text in a seat's box, for a number of columns."""
    return (W - 2 * PAD - SEAT_GAP * (columns - 1)) // columns - 24


def _column_choices(players: int) -> tuple[int, ...]:
    return COLUMNS.get(players, (players,))


def seat_columns(view: Mapping[str, Any], names: Mapping[str, str] | None) -> int:
    """How many seats sit side by side: the most the player count allows in which every word
    of every name fits a column whole (a word too wide for any column is shortened anyway, so
    it asks for no more room)."""
    choices = _column_choices(len(view["players"]))
    widest = _seat_width(choices[-1])
    words = (w for p in view["players"] for w in safe_name(names, p).split(" "))
    need = max(
        (w for w in (measure_text(x, "bold", NAME_FONT)[0] for x in words) if w <= widest),
        default=0,
    )
    return next((c for c in choices if need <= _seat_width(c)), choices[-1])


def _together(parts: list[str], width: int, measure: Measure) -> list[str]:
    """Short seat facts ("1 Double Turn", "Branch SF") on one line if they fit the column,
    else one per line (long words in some languages)."""
    if not parts:
        return []
    joined = " · ".join(parts)
    if len(parts) == 1 or measure(joined, "regular", SEAT_FONT)[0] <= width:
        return [joined]
    return parts


def wrap_seat_line(text: str, width: int, measure: Measure) -> list[str]:
    """A seat line as drawn in a column `width` wide: whole if it fits, else broken at spaces
    onto as many lines as it needs ("Played San Francisco +" / "Branch SF"), never cut."""
    return wrap(text, "regular", SEAT_FONT, width, measure=measure)


def _hand_line(n: int, width: int, language: str, measure: Measure) -> str:
    """ "4 cards in hand", or its short form where a column is too narrow for it."""
    text = catalog_text("sf.img.hand", language, n=n)
    if measure(text, "regular", SEAT_FONT)[0] <= width:
        return text
    return catalog_text("sf.img.hand.short", language, n=n)


def seat_lines(
    view: Mapping[str, Any], pid: str, language: str = "en", width: int | None = None
) -> list[tuple[str, RGB]]:
    """What a seat's box says, as drawn in a column `width` wide (long lines wrapped)."""
    if width is None:
        width = _seat_width(_column_choices(len(view["players"]))[0])
    facts = _seat_facts(view, pid, language, width, measure_text)
    return [
        (part, color) for text, color in facts for part in wrap_seat_line(text, width, measure_text)
    ]


def _seat_facts(
    view: Mapping[str, Any], pid: str, language: str, width: int, measure: Measure
) -> list[tuple[str, RGB]]:
    """A seat's lines before wrapping: cards in hand, Double Turns and Branch Line, Engineer,
    tiles bought, the card chosen or played."""
    seat = view["seats"][pid]
    lines = [(_hand_line(seat["hand_size"], width, language, measure), INK)]
    extras = []
    if seat.get("double_turns"):
        extras.append(catalog_text("sf.img.double_turns", language, n=seat["double_turns"]))
    if seat.get("branch"):
        extras.append(catalog_text("sf.img.branch", language, railroad=seat["branch"]))
    lines += [(text, INK) for text in _together(extras, width, measure)]
    if view.get("options", {}).get("advanced") and seat.get("engineer"):
        lines.append((catalog_text("sf.img.engineer", language), INK))
    bought = seat.get("purchased") or {}
    if bought:
        lines.append((bought_line(bought, language), INK))
    phase = view.get("phase")
    played = (view.get("played") or {}).get(pid)
    if phase == "choose":
        key = "sf.img.chosen" if seat.get("locked_in") else "sf.img.choosing.seat"
        lines.append((catalog_text(key, language), MUTED))
    elif played and played.get("card") and phase in ("track", "exchange"):
        lines.append((card_line(played["card"], played.get("branch"), language), MUTED))
    return lines


# Widths of the prepared strings of every language (a width depends on the text only).
WIDTHS: dict[tuple[str, str, int], float] = {}


def measure_text(text: str, kind: str, size: int) -> tuple[int, int]:
    width = WIDTHS.get((text, kind, size))
    return (int(width), size) if width is not None else text_size(text, kind, size)


def _card_text(view: Mapping[str, Any], cid: str) -> tuple[str, int]:
    city = geometry().board.cities[cid]
    n = sum(1 for r in RAILROADS if cid in view["railroads"][r]["connected"])
    return f"{city.name} {city.value}×{n}", n


def _card_font(view: Mapping[str, Any], width: int) -> int:
    """The City cards' type: CARD_FONT, which fits every card in the narrowest column (four
    side by side); smaller only if a card played were wider than a column."""
    cards = (c for p in view["players"] for c in view["seats"][p]["cities_played"])
    return min(
        (
            fit_size(_card_text(view, c)[0], "condensed", CARD_FONT, width, LEAST_CONDENSED)
            for c in cards
        ),
        default=CARD_FONT,
    )


def _card_flow(
    view: Mapping[str, Any], pid: str, width: int, size: int = CARD_FONT
) -> list[tuple[int, int, str, bool]]:
    """City cards laid out like words in a paragraph: (x, row, text, connected)."""
    out = []
    x, row = 0, 0
    gap = 16
    for cid in view["seats"][pid]["cities_played"]:
        text, connected = _card_text(view, cid)
        w, _ = measure_text(text, "condensed", size)
        if x and x + w > width:
            x, row = 0, row + 1
        out.append((x, row, text, bool(connected)))
        x += w + gap
    return out


@dataclass
class PanelLayout:
    """Per-image panel layout, computed once and used for both the height and the drawing."""

    language: str
    col_w: int
    columns: int  # seats side by side; more seats go on further rows
    players: int
    lines: dict[str, list[tuple[str, RGB]]]
    flows: dict[str, list[tuple[int, int, str, bool]]]
    card_rows: int  # rows of City cards in the fullest seat, at least one
    card_font: int  # the City cards' type size (see _card_font)
    seat_h: int
    footer_h: int
    status: list[str]  # the status line, wrapped (long names, long languages)
    caption: list[str]  # the caption, wrapped
    labels: dict[str, list[str]]  # each seat's name, wrapped beside its money and tag
    name_rows: int  # lines of the longest name

    @property
    def head(self) -> int:
        return (
            14
            + len(self.status) * (STATUS_FONT + 6)
            + 8
            + len(self.caption) * (CAPTION_FONT + 6)
            + 10
        )

    @property
    def seat_rows(self) -> int:
        return -(-self.players // self.columns)

    @property
    def seats_h(self) -> int:
        """The height of the seats' rows and the gaps between them."""
        return self.seat_rows * (self.seat_h + SEAT_GAP) - SEAT_GAP

    def seat_at(self, i: int) -> tuple[int, int]:
        """The left of seat `i`'s box and its top below the seats' top: rows of `columns`
        in turn order, a shorter last row centred."""
        row, col = divmod(i, self.columns)
        in_row = min(self.columns, self.players - row * self.columns)
        step = self.col_w + SEAT_GAP
        return PAD + (self.columns - in_row) * step // 2 + col * step, row * (
            self.seat_h + SEAT_GAP
        )

    @property
    def height(self) -> int:
        return self.head + self.seats_h + 18 - FOOTER_UP + self.footer_h


def _label_room(view: Mapping[str, Any], pid: str, col_w: int, language: str) -> int:
    """The width beside a seat's money and first-player tag for its name."""
    money = catalog_text("sf.img.money", language, money=view["seats"][pid]["money"])
    room = col_w - 24 - measure_text(money, "bold", NAME_FONT)[0] - 10
    if pid == view.get("first_player"):
        room -= measure_text(catalog_text("sf.img.first", language), "bold", TAG_FONT)[0] + 14 + 8
    return room


def panel_layout(
    view: Mapping[str, Any],
    language: str,
    caption: str = "",
    names: Mapping[str, str] | None = None,
) -> PanelLayout:
    columns = seat_columns(view, names)
    col_w = _seat_width(columns) + 24
    lines = {p: seat_lines(view, p, language, col_w - 24) for p in view["players"]}
    card_font = _card_font(view, col_w - 24)
    flows = {p: _card_flow(view, p, col_w - 24, card_font) for p in view["players"]}
    rows = max([1, *(1 + max((r for _, r, _, _ in f), default=-1) for f in flows.values())])
    most = max((len(v) for v in lines.values()), default=1)
    moving = set(view.get("active_players", []))
    labels = {}
    for p in view["players"]:
        label = ("▶ " if p in moving else "") + safe_name(names, p)
        if measure_text(label, "bold", NAME_FONT)[0] <= _label_room(view, p, col_w, language):
            labels[p] = [label]
        else:
            # Too long beside the money: the money (and tag) alone on the first line, the
            # name below on the column's whole width.
            labels[p] = [
                "",
                *wrap_words(label, "bold", NAME_FONT, col_w - 24, measure=measure_text),
            ]
    name_rows = max((len(v) for v in labels.values()), default=1)
    seat_h = 10 + name_rows * (NAME_FONT + 4) + 8 + most * (SEAT_FONT + 7) + 10
    seat_h += rows * (card_font + CARD_LEAD) + 8
    advanced = bool(view.get("options", {}).get("advanced"))
    footer_h = FOOTER_BODY + len(legend_lines(language, advanced)) * LEGEND_STEP + FOOTER_BOTTOM
    # Measured as text_size measures them (a prepared word's width is the same): wrapped by
    # summing words measured once, not measuring each longer prefix of a sentence new each turn.
    status = wrap(status_line(view, names, language), "bold", STATUS_FONT, W - 2 * PAD)
    text = wrap(caption, "regular", CAPTION_FONT, W - 2 * PAD - 24)
    return PanelLayout(
        language,
        col_w,
        columns,
        len(view["players"]),
        lines,
        flows,
        rows,
        card_font,
        seat_h,
        footer_h,
        status,
        text,
        labels,
        name_rows,
    )


FOOTER_UP = 4  # the footer strip starts this far above the railroads' rows (even)
# The footer: a row per railroad (its badge, a tile as it looks on the map, its name, then its
# tiles left and the cities it reaches, in columns), then the legend.
RAIL_ROW = LEAST + 16
RAIL_NAME_FONT = LEAST_CONDENSED
RAIL_NAME_X = PAD + 136  # after the badge (70 px) and the tile (44 px)
FOOTER_BODY = FOOTER_UP + len(RAILROADS) * RAIL_ROW + 10  # the railroads' rows, then the legend


@functools.cache
def rail_columns(language: str) -> tuple[int, int]:
    """Where each railroad's tiles left and cities reached start in the footer: after the
    longest name, then after the longest count (the most tiles), in `language`."""
    names = (rail.name.removesuffix(" Railroad") for rail in geometry().rails.values())
    tiles = RAIL_NAME_X + max(text_size(n, "condensed", RAIL_NAME_FONT)[0] for n in names) + 30
    counts = [catalog_text("sf.img.tiles_left", language, n=n) for n in (1, 30, 32)]
    widest = max(text_size(c, "regular", RAIL_FONT)[0] for c in counts)
    return tiles, tiles + widest + 30


LEGEND_STEP = LEGEND_FONT + 6
FOOTER_BOTTOM = 12
LEGEND_GAP = "   "


@functools.cache
def legend_lines(language: str, advanced: bool) -> tuple[str, ...]:
    """The legend's items in `language`, flowed onto as many lines as the width needs."""
    items = [
        catalog_text("sf.img.legend.home", language),
        catalog_text("sf.img.legend.special", language, amount=SPECIAL_BONUS),
        catalog_text("sf.img.legend.ring", language, amount=CITY_BONUS),
        catalog_text("sf.img.legend.count", language),
    ]
    if advanced:
        items.append(catalog_text("sf.img.legend.terrain", language, one=1, two=2))
    lines: list[str] = []
    for item in items:
        wider = f"{lines[-1]}{LEGEND_GAP}{item}" if lines else item
        if lines and text_size(wider, "regular", LEGEND_FONT)[0] <= W - 2 * PAD:
            lines[-1] = wider
        else:
            lines.append(item)
    return tuple(lines)
