"""The leaderboard chart: drawn from data only, readable on a phone, any names and values."""

from __future__ import annotations

import io

from babel.numbers import format_decimal
from PIL import Image

from bot import ratings
from render import charts
from render.common import recording
from text import t


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
    series = [("alice", [0.0, 1.5]), ("bob", [0.0, -2.0])]
    charts.rating_chart(series, title="t", axis="a", legend=_legend)
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
    data = charts.rating_chart_png(
        series, title="Santa Fe: rating", axis="games played", legend=_legend
    )
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG" and image.width == charts.WIDTH
    assert image.height < 2 * charts.WIDTH  # fits a phone screen without endless scrolling
    empty = charts.rating_chart([], title="t", axis="a", legend=_legend)
    assert empty.width == charts.WIDTH


def _legend(rank: int, name: str, rating: str) -> str:
    return t("board.chart.legend", "en", rank=rank, name=name, rating=rating)


def _drawn(**kwargs) -> list[str]:
    with recording() as record:
        charts.rating_chart(**kwargs)
    return [text for text, _ in record["drawn"]]


def test_the_title_is_wrapped_never_cut():
    """ "Santa Fe: the card game: rating over the latest games" once lost "games"."""
    game = t("game.santafe-cards", "en")
    title = t("board.chart.title", "en", game=game)
    drawn = _drawn(series=[("ann", [0.0, 1.0])], title=title, axis="a", legend=_legend)
    lines = [text for text in drawn if text != _legend(1, "ann", "1")]
    assert " ".join(lines) == title and len(lines) == 2
    for language in ("fr", "nl"):
        title = t("board.chart.title", language, game=t("game.santafe-cards", language))
        drawn = _drawn(series=[], title=title, axis="a", legend=_legend)
        assert " ".join(drawn) == title


def test_the_legend_is_worded_by_the_catalogs_and_places_are_the_leaderboard_s():
    """The reader's punctuation (a narrow no-break space before the French colon), the
    leaderboard's places (equal ratings share one), and never "-0"."""

    def french(rank: int, name: str, rating: str) -> str:
        return t("board.chart.legend", "fr", rank=rank, name=name, rating=rating)

    def number(value: float) -> str:
        return format_decimal(ratings.shown(value), format="#,##0.#", locale="fr")

    series = [("ann", [0.0, 2.5]), ("bob", [0.0, -0.04]), ("cy", [0.0, -0.04])]
    drawn = _drawn(
        series=series, title="t", axis="a", legend=french, number=number, ranks=[1, 2, 2]
    )
    assert drawn[-3:] == ["1. ann\u202f: 2,5", "2. bob\u202f: 0", "2. cy\u202f: 0"]
