"""Santa Fe: the card game's score sheet, laid out and drawn: one row per round, one column per
player (the round's points and the running total), then the latest scored round's breakdown.
Every text in the game's catalogs' words, at least MIN px (capitals 9 px on a phone).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from render.common import check_spectator, draw_text, fit_size, safe_name, text_size, wrap
from render.palette import to_palette
from render.santafe_cards_faces import table_palette
from render.santafe_cards_layout import (
    BG,
    GOLD,
    GREEN,
    INK,
    MIN,
    MIN_CONDENSED,
    MUTED,
    PAD,
    RED,
    ROW_BG,
    W,
    fit_words,
    fit_words_size,
    img_text,
    number,
    signed,
)

# The score sheet's breakdown rows: the score-sheet part and its catalog label.
PARTS = (
    "table",
    "all_tricks",
    "bandits",
    "dynamite",
    "deputies",
    "last_trick",
    "sheriff",
    "coward",
    "corrupt",
    "wolves",
    "mario",
)
SHEET_LINE = MIN + 20
STAR_R = 11  # the brave sheriff's star after a running total (a shape, not a glyph)


@dataclass(frozen=True)
class SheetLayout:
    """The score sheet's columns (the labels' column wide enough for the longest label of the
    breakdown), the players' names as wrapped above them, the parts of the latest round's
    breakdown, whether a round's points sit above its running total (narrow columns) and the
    sheet's height (the most it may take)."""

    label_col: int  # the labels' column: "R1", "Total", the breakdown's parts
    col: int  # a player's column width
    latest: Mapping[str, Any] | None  # the latest scored round
    parts: list[str]  # the parts its breakdown shows
    brave: bool  # a brave sheriff's star is on the sheet: its legend below
    name_size: int
    heads: list[list[str]]  # each player's name, in lines
    name_h: int
    stacked: bool  # each round's points above its running total, not beside it
    height: int

    def centre(self, j: int) -> float:
        """The centre of player `j`'s column."""
        return PAD + self.label_col + j * self.col + self.col / 2

    @property
    def round_h(self) -> int:
        return 2 * (MIN + 6) + 10 if self.stacked else SHEET_LINE


def _parts(sheet: list[dict[str, Any]]) -> list[str]:
    rows = sheet[-1]["rows"].values() if sheet else ()
    return [key for key in PARTS if any(key in row.get("parts", {}) or key in row for row in rows)]


def _label_col(parts: list[str], language: str) -> int:
    """The labels' column: its longest label whole at the least size."""
    labels = [img_text(f"part.{key}", language) for key in [*parts, "round"]]
    labels += [img_text("sheet.total", language), img_text("sheet.round", language, round=7)]
    widest = max(text_size(label, "condensed", MIN)[0] for label in labels)
    return min(W // 3, max(90, widest + 24))


def _stacked(sheet: list[dict[str, Any]], col: int, language: str) -> bool:
    """Whether some round's points and running total do not fit side by side in a column."""
    for entry in sheet:
        for row in entry["rows"].values():
            pts = text_size(signed(row["total"], language), "regular", MIN)[0]
            total = text_size(number(row["running"], language), "bold", MIN)[0]
            if 2 * max(pts, total) + 12 + 2 * STAR_R + 8 > col - 8:
                return True
    return False


def sheet_layout(
    view: Mapping[str, Any], names: Mapping[str, str] | None, language: str = "en"
) -> SheetLayout:
    players: list[str] = view["players"]
    sheet: list[dict[str, Any]] = view.get("score_sheet") or []
    latest = sheet[-1] if sheet else None
    parts = _parts(sheet)
    label_col = _label_col(parts, language)
    col = (W - 2 * PAD - label_col) // len(players)
    brave = any(
        row.get("brave") and "all_tricks" not in row
        for entry in sheet
        for row in entry["rows"].values()
    )
    extra = 2 + len(parts) + 1 if latest else 0
    # Each name whole in its column, on as many lines as it needs (32 characters in a fifth
    # of the sheet take four); a line may break after "-", and inside a word only when a
    # word is wider than the whole column. The rows start below the longest.
    shown = [safe_name(names, p) for p in players]
    pieces = [name.replace("-", "-\x01 ") for name in shown]
    size = min(
        fit_size(w, "condensed", 28, col - 8, MIN_CONDENSED)
        for n in pieces
        for w in n.split(" ")
        if w
    )
    heads = [
        [
            part.replace("\x01 ", "").replace("\x01", "")
            for part in wrap(n, "condensed", size, col - 8)
        ]
        for n in pieces
    ]
    name_h = (size + 4) * max(len(lines) for lines in heads)
    stacked = _stacked(sheet, col, language)
    rounds = view.get("rounds", 7)
    round_h = 2 * (MIN + 6) + 10 if stacked else SHEET_LINE
    line = SHEET_LINE
    legend = 2 * line if brave else 0
    h = 150 + name_h + round_h * rounds + line + line * extra + legend + 34  # 4: the frame
    return SheetLayout(label_col, col, latest, parts, brave, size, heads, name_h, stacked, h)


def sheet_title(view: Mapping[str, Any], language: str = "en") -> str:
    """The score sheet's title: the round just scored (the view is already in the next one)."""
    if view["over"]:
        return img_text("sheet.title.final", language)
    sheet = view.get("score_sheet") or []
    scored = sheet[-1]["round"] if sheet else view["round"]
    return img_text("sheet.title", language, round=scored, rounds=view.get("rounds", 7))


def part_text(key: str, row: Mapping[str, Any], language: str) -> str:
    """One cell of the breakdown: a part's points, "·" for none, the tricks row as
    "tricks: points", the round's total (doubled for the brave sheriff)."""
    if key == "round":
        text = signed(row["total"], language)
        # A sweep of all tricks is never doubled (RULINGS.md R8).
        doubled = row.get("brave") and "all_tricks" not in row
        return img_text("doubled", language, points=text) if doubled else text
    if key == "all_tricks":
        return signed(row["all_tricks"], language) if "all_tricks" in row else "·"
    value = row.get("parts", {}).get(key)
    if key == "table":
        if value is None:
            return "—"
        points = signed(value, language)
        return img_text("tricks.points", language, tricks=row["tricks"], points=points)
    return "·" if value is None else signed(value, language)


def draw_scores(
    view: Mapping[str, Any], *, names: Mapping[str, str] | None = None, language: str = "en"
) -> Image.Image:
    """The score sheet: one row per round, one column per player (round points and running
    total), then the breakdown of the latest scored round; texts in `language`."""
    check_spectator(view)
    lay = sheet_layout(view, names, language)
    img = Image.new("RGB", (W, lay.height), BG)
    title = sheet_title(view, language)
    title, tsize = fit_words_size(title, "bold", (34, 32, 30), W - 2 * PAD)
    draw_text(img, (PAD, 20), title, "bold", tsize, INK)
    top = 80
    for j, lines in enumerate(lay.heads):
        cx = lay.centre(j)
        for k, text in enumerate(lines):
            xy = (cx, top + (lay.name_size + 4) * k)
            draw_text(img, xy, text, "condensed", lay.name_size, INK, anchor="ma")
    y = _draw_rounds(img, view, lay, top + lay.name_h + 22, language)
    y = _draw_totals(img, view, lay, y, language)
    if lay.latest:
        y = _draw_breakdown(img, view, lay, y, language)
    if lay.brave:
        legend = img_text("legend.brave", language)
        for line in wrap(legend, "regular", MIN, W - 2 * PAD - 8):
            draw_text(img, (PAD + 8, y + 8), line, "regular", MIN, MUTED)
            y += MIN + 8
    return to_palette(img.crop((0, 0, W, min(lay.height, y + 24))), table_palette())


def _star(img: Image.Image, x: float, y: float) -> None:
    """The brave sheriff's star: all the round's points count double."""
    points = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        r = STAR_R if i % 2 == 0 else STAR_R * 0.45
        points.append((x + r * math.cos(a), y + r * math.sin(a)))
    ImageDraw.Draw(img).polygon(points, fill=GOLD)


def _draw_rounds(
    img: Image.Image, view: Mapping[str, Any], lay: SheetLayout, y: int, language: str
) -> int:
    """A row per round: its points and running total per player, side by side or the points
    above the total; returns the y below."""
    d = ImageDraw.Draw(img)
    sheet: list[dict[str, Any]] = view.get("score_sheet") or []
    line = lay.round_h
    for r in range(1, view.get("rounds", 7) + 1):
        row_bg = ROW_BG if r % 2 else BG
        d.rectangle((PAD, y - 6, W - PAD, y + line - 8), fill=row_bg)
        head = img_text("sheet.round", language, round=r)
        draw_text(img, (PAD + 8, y), head, "bold", MIN, MUTED)
        entry = next((s for s in sheet if s["round"] == r), None)
        for j, p in enumerate(view["players"] if entry else ()):
            row = entry["rows"][p]  # type: ignore[index]
            cx = lay.centre(j)
            colour = RED if row["total"] < 0 else INK
            pts = signed(row["total"], language)
            running = number(row["running"], language)
            if lay.stacked:
                draw_text(img, (cx, y), pts, "regular", MIN, colour, anchor="ma")
                box = draw_text(img, (cx, y + MIN + 6), running, "bold", MIN, INK, anchor="ma")
            else:
                draw_text(img, (cx - 6, y), pts, "regular", MIN, colour, anchor="ra")
                box = draw_text(img, (cx + 6, y), running, "bold", MIN, INK)
            if row.get("brave") and "all_tricks" not in row:
                _star(img, box[2] + 4 + STAR_R, (box[1] + box[3]) / 2)
        y += line
    return y


def _draw_totals(
    img: Image.Image, view: Mapping[str, Any], lay: SheetLayout, y: int, language: str
) -> int:
    """The line under the rounds and each player's total, the winners' in green and framed
    (the frame tells it without the colour)."""
    d = ImageDraw.Draw(img)
    d.line((PAD, y - 4, W - PAD, y - 4), fill=INK, width=3)
    total = img_text("sheet.total", language)
    draw_text(img, (PAD + 8, y + 10), total, "bold", MIN, INK)
    best = set(view.get("winners") or [])
    for j, p in enumerate(view["players"]):
        colour = GREEN if p in best else INK
        score = number(view["scores"][p], language)
        box = draw_text(img, (lay.centre(j), y + 8), score, "bold", 30, colour, anchor="ma")
        if p in best:
            frame = (box[0] - 10, box[1] - 7, box[2] + 10, box[3] + 7)
            d.rounded_rectangle(frame, 6, outline=GREEN, width=3)
    return y + SHEET_LINE + 14


def _draw_breakdown(
    img: Image.Image, view: Mapping[str, Any], lay: SheetLayout, y: int, language: str
) -> int:
    """The latest scored round's parts, a row each (its label in the labels' column), then
    its total."""
    assert lay.latest is not None
    latest, players = lay.latest, view["players"]
    detail = img_text("sheet.detail", language, round=latest["round"])
    draw_text(img, (PAD, y), fit_words(detail, "bold", 28, W - 2 * PAD), "bold", 28, INK)
    y += SHEET_LINE
    for key in [*lay.parts, "round"]:
        label = img_text(f"part.{key}", language)
        draw_text(img, (PAD + 8, y), label, "condensed", MIN, MUTED)
        for j, p in enumerate(players):
            text = part_text(key, latest["rows"][p], language)
            draw_text(img, (lay.centre(j), y), text, "regular", MIN, INK, anchor="ma")
        y += SHEET_LINE - 4
    return y
