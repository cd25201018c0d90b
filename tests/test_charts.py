"""The leaderboard chart: drawn from data only, readable on a phone, any names and values."""

from __future__ import annotations

import io

from PIL import Image

from render import charts


def test_text_reads_on_a_phone(monkeypatch):
    # Every text drawn is at least 9 px tall (its capitals) on a WIDTH-wide image shown PHONE
    # px wide: the title, the axis, the values, the ranks and the legend.
    from PIL import ImageDraw

    from render.legible import on_phone

    sizes = []
    real = ImageDraw.ImageDraw.text

    def text(self, xy, content, *args, **kwargs):
        sizes.append((content, kwargs["font"].path, kwargs["font"].size))
        return real(self, xy, content, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    charts.rating_chart([("alice", [0.0, 1.5]), ("bob", [0.0, -2.0])], title="t", axis="a")
    assert len(sizes) >= 8
    for content, path, size in sizes:
        kind = "bold" if "Bold" in path else "regular"
        assert on_phone(kind, size, charts.WIDTH) >= 9, (content, size)
    assert charts.TITLE >= charts.MIN_TEXT


def test_the_chart_draws_any_series():
    series = [
        ("alice", [0.0, 1.5, 3.25, 2.0]),
        ("\u202ebob\n<@1> **x**" + "é" * 60, [0.0]),  # a hostile name, one point
        ("Computer (heuristic)", [0.0, -4.0, -8.5]),
        ("same", [0.0, 0.0]),
        ("d", [0.0, 1.0]),
        ("e", [0.0, 2.0]),
        ("f", [0.0, 3.0]),  # a seventh line is left out
    ]
    data = charts.rating_chart_png(series, title="Santa Fe: rating", axis="games played")
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG" and image.width == charts.WIDTH
    assert image.height < 2 * charts.WIDTH  # fits a phone screen without endless scrolling
    empty = charts.rating_chart([], title="t", axis="a")
    assert empty.width == charts.WIDTH
