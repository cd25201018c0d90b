"""How an image reads on a phone: Discord shows it 430 px wide (PHONE_W), and every text in it
must then be at least 9 px tall (MIN_CAP_PX), measured as the height of its capitals and
digits (the ink of an "H"), not the font's nominal size: a 9-px font has 6.6-px capitals,
which is what players called too small. `min_text_size(width)` is the smallest type an image
`width` px wide may use; the fit tests (tests/test_render_fit.py) check every text drawn.

Nothing here knows a game.
"""

from __future__ import annotations

import functools

from render.common import font

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
