"""What makes an image readable by every player, and nothing else.

On a phone: Discord shows an image 430 px wide (PHONE_W), and every text in it must then be at
least 9 px tall (MIN_CAP_PX), measured as the height of its capitals and digits (the ink of an
"H"), not the font's nominal size: a 9-px font has 6.6-px capitals, which is what players
called too small. `min_text_size(width)` is the smallest type an image `width` px wide may use;
the fit tests (tests/test_render_fit.py) check every text drawn.

Without telling every hue apart: each game's renderer declares, in one place, the colours its
players must tell apart (`ColourSet`), each with its second channel; a test simulates colour
blindness on them (tests/test_render_colours.py).

Nothing here knows a game.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, field

from render.common import RGB, font

PHONE_W = 430  # the width a phone shows an image at
MIN_CAP_PX = 9  # the least height of a text's capitals there


@functools.cache
def cap_height(kind: str, size: int) -> int:
    """The height in pixels of a capital (the ink of "H") in font `kind` at `size`."""
    _, top, _, bottom = font(kind, size).getbbox("H")
    return int(bottom - top)


def on_phone(kind: str, size: int, width: int) -> float:
    """How tall a text's capitals are once an image `width` px wide is shown PHONE_W wide."""
    return cap_height(kind, size) * PHONE_W / width


@functools.cache
def min_text_size(width: int, kind: str = "regular") -> int:
    """The smallest font size whose capitals are MIN_CAP_PX tall on a phone, for an image
    `width` px wide (37 for 1280, 35 for 1200, 26 for 900)."""
    size = 6
    while on_phone(kind, size, width) < MIN_CAP_PX:
        size += 1
    return size


# ----------------------------------------------------------------------------- colours
# Colour-coded marks must be told apart by everyone: each colour of a set stays at least
# MIN_DELTA_E00 (CIEDE2000) from every other of the set and from the grounds it sits on, seen
# as is and under simulated deuteranopia, protanopia and tritanopia (full severity), and
# every mark carries a second channel besides its colour: a letter, a pattern or a shape.
# Why 20: a CIEDE2000 difference of about 1 is just noticeable between two large patches side
# by side; marks a few pixels wide on a phone need several times more (the smaller the mark,
# the larger the difference needed: Stone, Szafir & Setlur 2014), and differences above ~10
# read as different colours rather than shades of one. 20 is twice that: two marks are told
# apart at a glance, not by comparing them. (docs/images.md; tests/test_render_colours.py.)
MIN_DELTA_E00 = 20.0


@dataclass(frozen=True)
class ColourSet:
    """Marks a player must tell apart by colour: what each means, its colour and its second
    channel (the letter, pattern or shape that tells it without colour), and the colours they
    sit on (`grounds`: each mark must stand out from them too; an outlined mark sits on its
    outline, so its ground is not listed)."""

    name: str
    marks: Mapping[str, tuple[RGB, str]]
    grounds: Mapping[str, RGB] = field(default_factory=dict)


def luminance(c: RGB) -> float:
    """Relative luminance (WCAG 2) of an sRGB colour."""
    lin = [(v / 255) / 12.92 if v <= 10 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in c]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def readable_on(fill: RGB, dark: RGB, light: RGB) -> RGB:
    """`dark` or `light`, whichever contrasts more with `fill` (letters on a coloured mark)."""
    lum = luminance(fill)
    on_dark = (lum + 0.05) / (luminance(dark) + 0.05)
    on_light = (luminance(light) + 0.05) / (lum + 0.05)
    return dark if on_dark >= on_light else light
