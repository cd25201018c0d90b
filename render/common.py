"""Shared drawing helpers: bundled fonts, cached text, catalog texts, member names, fitting,
spectator-view check, PNG encoding (drawing on palette images: `render/palette.py`).

Nothing here knows a game. Text masks are cached because FreeType rasterizing is the largest
per-image drawing cost and most strings (names, labels) repeat from one image to the next.
The language layer (`text`: catalogs, `t`, `join`) is imported here and nowhere else
under render/: renderers take it from this module.
"""

from __future__ import annotations

import contextlib
import functools
import io
import threading
import unicodedata
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from text import (
    catalogs as i18n,
)  # the language layer: imported here and nowhere else under render/
from text import clean_name

FONTS = Path(__file__).resolve().parent / "fonts"
FONT_FILES = {
    "regular": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "condensed": "DejaVuSansCondensed-Bold.ttf",
}
# zlib level 6 on a palette image: measured as the best size/time trade (level 9 is 6x slower
# for 8% smaller files; level 1 is 2x bigger).
PNG_SETTINGS: dict[str, Any] = {"format": "PNG", "compress_level": 6, "optimize": False}
HIDDEN_KEYS = ("hand", "choice")

RGB = tuple[int, int, int]

# How wide a text is drawn: (text, font kind, size) -> (width, height).
Measure = Callable[[str, str, int], tuple[int, int]]

# The language layer's texts for the renderers: a message, a list in a language's words.
t = i18n.t
join = i18n.join


def catalog_language(language: str | None) -> str:
    """The catalog language for `language` (anything unknown draws in English)."""
    return i18n.language(language)


# A catalog text (`t(key, language, **args)`), remembered: the same few dozen texts (with small
# numbers: money, cards, tiles) come back on every image, and formatting a number costs 15-25 µs
# each time. The cache itself is the function (no wrapper: images call it hundreds of times).
catalog_text = functools.lru_cache(maxsize=8192)(i18n.t)


class SpectatorOnly(ValueError):
    """A view that is not the spectator's was given to a renderer."""


def check_spectator(view: Mapping[str, Any]) -> None:
    """Refuse any view that could hold hidden information (a player's hand or secret choice)."""
    if not isinstance(view, Mapping):
        raise SpectatorOnly("board images are rendered from the spectator view only")
    if view.get("viewer") is not None:
        raise SpectatorOnly("board images are rendered from the spectator view only")
    # A game played with open hands shows every hand to everyone (the view says so).
    hidden = ("choice",) if view.get("open_hands") is True else HIDDEN_KEYS
    for seat in (view.get("seats") or {}).values():
        if any(key in seat for key in hidden):
            raise SpectatorOnly("board images are rendered from the spectator view only")


def drawable(text: str, limit: int = 40) -> str:
    """Member-supplied text (a display name) made safe to draw with the bundled fonts: one
    line, no control or format characters (bidi overrides), no emoji the fonts lack (they
    would draw as boxes), at most `limit` characters."""
    kept = "".join(
        ch
        for ch in clean_name(text, fallback="", limit=10**6)
        if ord(ch) <= 0xFFFF and unicodedata.category(ch) != "Cf" and ch not in "\ufe0e\ufe0f"
    )
    kept = " ".join(kept.split())
    return kept[: limit - 1] + "…" if len(kept) > limit else kept


def safe_name(names: Mapping[str, str] | None, pid: str | None, blank: str | None = None) -> str:
    """Player `pid`'s display name from `names` (else the id) made safe to draw (`drawable`);
    "?" without a player. A name with nothing drawable left reads `blank` (default: the id)."""
    if pid is None:
        return "?"
    return drawable(str((names or {}).get(pid, pid))) or (pid if blank is None else blank)


# Every text drawn (with its box) and every text cut to fit, while a test records them
# (`recording`): how a test checks that no text in any image is truncated. Per thread, as
# images render in worker threads.
_RECORD = threading.local()


@contextlib.contextmanager
def recording() -> Iterator[dict[str, list[Any]]]:
    """Record, in this thread, each text `draw_text`/`draw_text_palette` draw ("drawn": text
    and box; "fonts": text, font kind and size, in the same order) and each text `fit` had to
    cut ("cut": what was left and the width it had)."""
    record: dict[str, list[Any]] = {"drawn": [], "cut": [], "fonts": []}
    previous = getattr(_RECORD, "value", None)
    _RECORD.value = record
    try:
        yield record
    finally:
        _RECORD.value = previous


def _note(
    kind: str, text: str, box: tuple[int, int, int, int], face: tuple[str, int] | None = None
) -> None:
    record = getattr(_RECORD, "value", None)
    if record is not None:
        record[kind].append((text, box))
        if face is not None:
            record["fonts"].append((text, *face))


def note_drawn(text: str, box: tuple[int, int, int, int], kind: str, size: int) -> None:
    """Tell a recording test about a text a renderer drew with its own code (its box, its
    font kind and size)."""
    _note("drawn", text, box, (kind, size))


def fit(
    text: str,
    kind: str,
    size: int,
    width: float,
    *,
    measure: Any = None,
) -> str:
    """`text` cut with an ellipsis to fit `width` (a last resort: layouts give every text the
    room it needs; a recording test reports each cut)."""
    size_of = measure or text_size
    if size_of(text, kind, size)[0] <= width:
        return text
    # The longest prefix that fits with its ellipsis (binary search: widths grow with length).
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if size_of(text[:mid] + "…", kind, size)[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    _note("cut", text[:lo] + "…", (0, 0, int(width), size))
    return text[:lo] + "…"


def wrap(text: str, kind: str, size: int, width: float, *, measure: Any = None) -> list[str]:
    """`text` broken into lines that fit `width`, at spaces (a word wider than the line is
    broken between characters): nothing is cut."""
    size_of = measure or text_size
    lines: list[str] = []
    line = ""
    wide = 0.0  # the line's width, summed from its words
    for word in text.split(" "):
        candidate = f"{line} {word}" if line else word
        if measure is None:
            longer = widened(line, wide, word, kind, size, width)
            if longer is not None:
                line, wide = candidate, longer
                continue
        elif size_of(candidate, kind, size)[0] <= width:
            line = candidate
            continue
        if line:
            lines.append(line)
        line = word
        while len(line) > 1 and size_of(line, kind, size)[0] > width:
            k = len(line) - 1
            while k > 1 and size_of(line[:k], kind, size)[0] > width:
                k -= 1
            lines.append(line[:k])
            line = line[k:]
        wide = _length(line, kind, size)
    lines.append(line)
    return lines


def widened(line: str, wide: float, word: str, kind: str, size: int, room: float) -> float | None:
    """The width of `line` (`wide` wide) with " `word`" added if it fits `room` (as
    `text_size` measures it), else None: summed from words measured once in a process, not
    each longer prefix; a sum within `_WRAP_MARGIN` of the room is checked on the line."""
    guess = wide + _length(f" {word}" if line else word, kind, size)
    if abs(guess - room) > _WRAP_MARGIN:
        return guess if guess < room else None
    return guess if text_size(f"{line} {word}" if line else word, kind, size)[0] <= room else None


_WRAP_MARGIN = 3.0  # how far a summed width may be from the measured one (kerning, rounding)


def wrap_words(text: str, kind: str, size: int, width: float, *, measure: Any = None) -> list[str]:
    """`text` broken into lines that fit `width` at spaces only (a name stays readable), or
    after a hyphen inside a word wider than a whole line ("Wachowski-" / "Mwangi"); a word
    still wider than a line is shortened with an ellipsis (`fit`) to the rest of its line, or
    to a line of its own when less than half a line is left."""
    size_of = measure or text_size
    lines: list[str] = []
    line = ""
    for word, glued in _pieces(text, kind, size, width, size_of):
        gap = "" if glued else " "
        if size_of(word, kind, size)[0] > width:
            rest = width - size_of(f"{line}{gap}", kind, size)[0] if line else width
            if line and rest >= width / 2:
                line = f"{line}{gap}{fit(word, kind, size, rest, measure=size_of)}"
                continue
            word = fit(word, kind, size, width, measure=size_of)
        candidate = f"{line}{gap}{word}" if line else word
        if line and size_of(candidate, kind, size)[0] > width:
            lines.append(line)
            candidate = word
        line = candidate
    lines.append(line)
    return lines


def _pieces(text: str, kind: str, size: int, width: float, size_of: Any) -> list[tuple[str, bool]]:
    """The words of `text`, a word wider than `width` split after its hyphens (each piece but
    the first glued to the one before: no space between them on one line)."""
    out: list[tuple[str, bool]] = []
    for word in text.split(" "):
        parts = [p for p in word.replace("-", "-\x00").split("\x00") if p]
        if len(parts) > 1 and size_of(word, kind, size)[0] > width:
            out += [(part, k > 0) for k, part in enumerate(parts)]
        else:
            out.append((word, False))
    return out


def fit_sizes(
    text: str, kind: str, sizes: tuple[int, ...], width: float, measure: Measure
) -> tuple[str, int]:
    """`text` at the largest of `sizes` that fits `width` as `measure` measures it (a long
    translation shrinks a little before it is cut), else cut with "…" at the smallest."""
    for size in sizes:
        if measure(text, kind, size)[0] <= width:
            return text, size
    return fit(text, kind, sizes[-1], width, measure=measure), sizes[-1]


def fit_size(text: str, kind: str, size: int, width: float, smallest: int) -> int:
    """The largest font size from `size` down to `smallest` at which `text` fits `width` (a
    long name or a long language shrinks a little rather than being cut)."""
    while size > smallest and text_size(text, kind, size)[0] > width:
        size -= 1
    return size


@functools.cache
def font(kind: str, size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(FONTS / FONT_FILES[kind]), size)


@functools.lru_cache(maxsize=4096)
def _mask(text: str, kind: str, size: int, stroke: int) -> tuple[Any, int, int, int, int]:
    """The rendered text as a core "L" mask plus its offset and size (cached)."""
    # getmask2 lays the text out and rasterizes it once, cropped to its box: the same pixels
    # as drawing it with ImageDraw at (-left, -top) after getbbox, for half the work.
    core, (left, top) = font(kind, size).getmask2(text, "L", stroke_width=stroke)
    w, h = core.size
    if w == 0 or h == 0:
        return Image.new("L", (1, 1), 0).im, int(left), int(top), 1, 1
    return core.point(_EDGE_LEVELS, None), int(left), int(top), w, h


# A text's antialiased edge in four levels, not 256: at a phone's size it looks the same, and a
# map full of names compresses a quarter smaller (every board stays under MAX_PNG_BYTES).
_EDGE_LEVELS = [round(round(v * 3 / 255) * 255 / 3) for v in range(256)]


# Every renderer's widths in one cache, as large as the three renderers' own caches were
# together (a game's vocabulary and the words it measures run to several thousand strings).
@functools.lru_cache(maxsize=3 * 8192)
def _length(text: str, kind: str, size: int) -> float:
    return font(kind, size).getlength(text)


# The advance width of a text (unrounded; cached): the cache itself, without a wrapper.
text_width = _length


# A renderer's fixed vocabulary (every string of a bounded set, such as a game's card names),
# rasterized once per process like its static map: mask, left, top, advance width.
Sprite = tuple[Any, int, int, float]


def text_sprite(text: str, kind: str, size: int) -> Sprite:
    """`text` rasterized now (no cache) with its advance width, as `draw_text` would draw it."""
    m, left, top, _, _ = _mask.__wrapped__(text, kind, size, 0)
    return m, left, top, font(kind, size).getlength(text)


def clear_text_cache() -> None:
    """Forget every rasterized text mask and measured width (as after a restart)."""
    _mask.cache_clear()
    _length.cache_clear()


def text_size(text: str, kind: str, size: int) -> tuple[int, int]:
    """Width and height of `text` as drawn by `draw_text` (ascender box, so rows line up)."""
    return int(_length(text, kind, size)), size


def draw_text(
    img: Image.Image,
    xy: tuple[float, float],
    text: str,
    kind: str,
    size: int,
    fill: RGB | int,  # an int on a one-band ("L") image: a mask
    *,
    anchor: str = "la",
    halo: RGB | int | None = None,
    fixed: Mapping[tuple[str, str, int], Sprite] | None = None,
) -> tuple[int, int, int, int]:
    """Draw `text` with its top-left (anchor "la"), centre ("mm") or right ("ra") at xy.

    A halo is the text stroked wide in the background colour first, so labels stay readable
    over lines. `fixed` holds prerendered strings (`text_sprite`) to use instead of the cache.
    Returns the box drawn.
    """
    if not text:
        return (int(xy[0]), int(xy[1]), int(xy[0]), int(xy[1]))
    sprite = fixed.get((text, kind, size)) if fixed and halo is None else None
    x, y, box = _place(xy, text, kind, size, anchor, sprite)
    # The mask is blended straight into the image (as ImageDraw.text does), without building
    # a solid image of the colour to paste through it.
    d = ImageDraw.Draw(img)
    if halo is not None:
        m, left, top, _, _ = _mask(text, kind, size, 3)
        d.draw.draw_bitmap((x + left, y + top), m, d._getink(halo)[0])
    if sprite is not None:
        m, left, top, _ = sprite
    else:
        m, left, top, _, _ = _mask(text, kind, size, 0)
    d.draw.draw_bitmap((x + left, y + top), m, d._getink(fill)[0])
    _note("drawn", text, box, (kind, size))
    return box


def _place(
    xy: tuple[float, float], text: str, kind: str, size: int, anchor: str, sprite: Sprite | None
) -> tuple[int, int, tuple[int, int, int, int]]:
    """Where `draw_text` puts `text`: its rounded top-left and the box drawn."""
    width = sprite[3] if sprite is not None else _length(text, kind, size)
    x, y = xy
    if anchor[0] == "m":
        x -= width / 2
    elif anchor[0] == "r":
        x -= width
    ascent, descent = font(kind, size).getmetrics()
    if anchor[1] == "m":
        y -= (ascent + descent) / 2
    x, y = round(x), round(y)
    return x, y, (x, y, x + round(width), y + ascent + descent)


def hex_rgb(color: str) -> RGB:
    color = color.lstrip("#")
    return (int(color[0:2], 16), int(color[2:4], 16), int(color[4:6], 16))


def blend(a: RGB, b: RGB, t: float) -> RGB:
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


# The most an image may weigh (a phone on a slow line loads it whole). The rare image above it
# is compressed harder, paid for by those images alone: zlib level 7 (as fast as 6, ~1%
# smaller: enough for a board just over), then 9 (~6x slower, ~8% smaller: a finished board
# with its long score breakdown).
MAX_PNG_BYTES = 150 * 1024


def encode(img: Image.Image) -> bytes:
    """PNG bytes with the project's settings (the part the benchmark times alone)."""
    buf = io.BytesIO()
    img.save(buf, **PNG_SETTINGS)
    for level in (7, 9):
        if buf.tell() <= MAX_PNG_BYTES:
            break
        harder = io.BytesIO()
        img.save(harder, **{**PNG_SETTINGS, "compress_level": level})
        if harder.tell() < buf.tell():
            buf = harder
    return buf.getvalue()
