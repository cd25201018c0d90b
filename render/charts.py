"""Charts drawn from data alone (no game, no view): the leaderboard's rating over time.

Drawn at twice a phone's width (860 px for 430): the smallest text is 24 px, its capitals 9 px
tall once a phone shows the image 430 px wide. The colours stay apart with every colour
blindness, and each line also ends in its rank number, so the legend reads without colour.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PIL import Image, ImageDraw

from render.common import drawable, font, note_drawn, wrap
from render.legible import ColourSet, min_text_size, readable_on

__all__ = ["MIN_TEXT", "PHONE", "WIDTH", "rating_chart", "rating_chart_png"]

WIDTH = 860
PHONE = 430  # the width a phone shows the image at
MIN_TEXT = min_text_size(WIDTH)  # 24 px at WIDTH: capitals 9 px on the phone
TITLE = 28
# Six line colours that stay apart with every colour blindness and on the white background
# (tests/test_render_colours.py); each line also ends in its rank, which the legend repeats.
COLOURS = [
    (27, 31, 123),
    (218, 33, 0),
    (66, 121, 140),
    (120, 40, 60),
    (245, 197, 63),
    (0, 198, 255),
]
BACKGROUND = (255, 255, 255)
INK = (30, 30, 30)
GRID = (225, 225, 225)
# The lines must be told apart: each ends in its rank, which the legend repeats.
COLOUR_SETS = (
    ColourSet(
        "lines",
        {f"rank {i + 1}": (c, f"the number {i + 1}") for i, c in enumerate(COLOURS)},
        {"background": BACKGROUND},
    ),
)


def _ticks(low: float, high: float, count: int = 5) -> list[float]:
    """Round tick values covering [low, high]."""
    span = max(high - low, 1.0)
    raw = span / count
    magnitude = 10 ** math.floor(math.log10(raw))
    step = next(m * magnitude for m in (1, 2, 5, 10) if m * magnitude >= raw)
    first = math.floor(low / step) * step
    out = []
    value = first
    while value <= high + step / 2:
        out.append(value)
        value += step
    return out


def _number(value: float) -> str:
    return f"{value:.0f}" if float(value).is_integer() else f"{value:.1f}"


def rating_chart(
    series: Sequence[tuple[str, Sequence[float]]],
    *,
    title: str,
    axis: str,
    number: Callable[[float], str] = _number,
    legend: Callable[[int, str, str], str],
    ranks: Sequence[int] | None = None,
) -> Image.Image:
    """One line per (label, ratings oldest first), best first; `axis` names the x axis (games
    played); `number` writes a value the reader's way (1,5 in French); `legend` words a
    legend line from the place, the name and the rating as written; `ranks`: the places
    (equal ratings share one; default 1, 2, 3...). Labels are member names: made drawable,
    cut at 24 characters. The title is wrapped, never cut."""
    series = [(drawable(label, 24), list(values)) for label, values in series if values][:6]
    places = list(ranks or range(1, len(series) + 1))
    legend_rows = len(series)
    line_h = MIN_TEXT + 12
    # A catalog text (no member text): its no-break spaces hold the French colon in place.
    titles = wrap(title, "bold", TITLE, WIDTH - 48)
    head = 80 + (len(titles) - 1) * (TITLE + 8)
    height = head + 380 + 50 + legend_rows * line_h + 20
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    for i, line in enumerate(titles):
        _text(draw, (24, 20 + i * (TITLE + 8)), line, "bold", TITLE)
    left, top, right, bottom = 90, head, WIDTH - 40, head + 380
    values = [v for _, vs in series for v in vs] or [0.0]
    ticks = _ticks(min(values), max(values))
    low, high = ticks[0], ticks[-1]
    length = max((len(vs) for _, vs in series), default=1)

    def y(value: float) -> float:
        return bottom - (value - low) / ((high - low) or 1.0) * (bottom - top)

    def x(index: int) -> float:
        return left + index / max(length - 1, 1) * (right - left)

    small = font("regular", MIN_TEXT)
    for tick in ticks:
        draw.line([(left, y(tick)), (right, y(tick))], fill=GRID, width=2)
        text = number(tick)
        width = draw.textlength(text, font=small)
        draw.text((left - 12 - width, y(tick) - MIN_TEXT / 2 - 2), text, font=small, fill=INK)
    draw.line([(left, bottom), (right, bottom)], fill=INK, width=2)
    draw.text((left, bottom + 8), "0", font=small, fill=INK)
    end = str(length - 1)
    draw.text((right - draw.textlength(end, font=small), bottom + 8), end, font=small, fill=INK)
    width = draw.textlength(axis, font=small)
    draw.text(((left + right - width) / 2, bottom + 8), axis, font=small, fill=INK)
    lines = [[(x(i), y(v)) for i, v in enumerate(vs)] for _, vs in series]
    _lines(draw, lines, places)
    texts = [legend(places[rank], label, number(vs[-1])) for rank, (label, vs) in enumerate(series)]
    _legend(draw, texts, bottom + 50, line_h)
    return image


def _lines(
    draw: ImageDraw.ImageDraw, lines: list[list[tuple[float, float]]], places: list[int]
) -> None:
    """Each series' line, the best drawn last (on top), ending in a dot with its place."""
    for rank, points in reversed(list(enumerate(lines))):
        colour = COLOURS[rank % len(COLOURS)]
        if len(points) > 1:
            draw.line(points, fill=colour, width=5, joint="curve")
        px, py = points[-1]
        draw.ellipse([px - 14, py - 14, px + 14, py + 14], fill=colour)
        label = str(places[rank])
        bold = font("bold", MIN_TEXT)
        lw = draw.textlength(label, font=bold)
        ink = readable_on(colour, INK, BACKGROUND)
        draw.text((px - lw / 2, py - MIN_TEXT / 2 - 3), label, font=bold, fill=ink)


def _legend(draw: ImageDraw.ImageDraw, texts: list[str], top: float, line_h: int) -> None:
    """One line per series under the chart: its colour, then its worded legend."""
    for rank, text in enumerate(texts):
        row_y = top + rank * line_h
        colour = COLOURS[rank % len(COLOURS)]
        draw.rectangle([24, row_y + 4, 24 + MIN_TEXT, row_y + 4 + MIN_TEXT], fill=colour)
        _text(draw, (24 + MIN_TEXT + 12, row_y), text, "regular", MIN_TEXT)


def _text(
    draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, kind: str, size: int
) -> None:
    """A text drawn in ink, told to a recording test (render.common.recording)."""
    face = font(kind, size)
    draw.text(xy, text, font=face, fill=INK)
    x, y = int(xy[0]), int(xy[1])
    note_drawn(text, (x, y, int(x + draw.textlength(text, font=face)), y + size), kind, size)


def rating_chart_png(
    series: Sequence[tuple[str, Sequence[float]]],
    *,
    title: str,
    axis: str,
    number: Callable[[float], str] = _number,
    legend: Callable[[int, str, str], str],
    ranks: Sequence[int] | None = None,
) -> bytes:
    from render.common import encode

    chart = rating_chart(series, title=title, axis=axis, number=number, ranks=ranks, legend=legend)
    return encode(chart)
