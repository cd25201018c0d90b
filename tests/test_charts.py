"""The leaderboard chart: drawn from data only, readable on a phone, any names and values."""

from __future__ import annotations

import io

from PIL import Image

from render import charts


def test_text_reads_on_a_phone():
    # Every text is drawn at MIN_TEXT px or more on a WIDTH-wide image shown PHONE px wide.
    assert charts.MIN_TEXT * charts.PHONE / charts.WIDTH >= 9
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
