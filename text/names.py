"""Display names made harmless: what a member calls themselves never changes how the bot's own
line reads.

A nickname may hold bidi controls (U+202E reverses the rest of a line), zero-width and other
invisible characters (two seats that look alike, a name that looks empty), line breaks, or a
pile of combining marks. `clean_name` keeps what a reader sees and drops the rest; `isolate`
wraps a right-to-left name so it cannot reorder the text around it. Pure: no Discord here, so
images (render/) and messages (bot/table.py) share it.
"""

from __future__ import annotations

import unicodedata

# Discord's own limit for a display name: the longest name any test or layout must fit.
MAX_NAME = 32

# Characters Unicode marks "default ignorable" (drawn as nothing) that are not in a C category,
# and blanks that draw as nothing in most fonts (Hangul fillers, braille blank).
_INVISIBLE = frozenset(
    [
        *(0x034F, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B, 0x180C, 0x180D, 0x180F, 0x2800),
        *(0x3164, 0xFFA0, *range(0x1D173, 0x1D17B)),
        *range(0xFE00, 0xFE10),  # variation selectors (kept after a symbol, below)
        *range(0xE0100, 0xE01F0),
    ]
)
_ZWJ = "\u200d"
_EMOJI_JOINERS = frozenset({_ZWJ, "\ufe0e", "\ufe0f"})
_MAX_MARKS = 2  # combining marks kept on one letter (accents stack rarely beyond two)

FSI, PDI = "\u2068", "\u2069"  # first-strong isolate ... pop directional isolate


def _symbolic(ch: str) -> bool:
    return unicodedata.category(ch) in ("So", "Sk") or ord(ch) >= 0x1F000


def clean_name(text: object, fallback: str = "?", limit: int = MAX_NAME * 2) -> str:
    """`text` with no control, format (bidi, zero-width), private-use or invisible character,
    on one line with single spaces, at most `_MAX_MARKS` combining marks on a letter and at
    most `limit` characters; `fallback` when nothing visible is left. The zero-width joiner
    and variation selectors stay only inside an emoji sequence, where they draw nothing apart."""
    out: list[str] = []
    marks = 0
    for ch in unicodedata.normalize("NFC", str(text)):
        category = unicodedata.category(ch)
        if ch in _EMOJI_JOINERS:
            after_selector = ch == _ZWJ and out and out[-1] in ("\ufe0e", "\ufe0f")
            if out and (_symbolic(out[-1]) or after_selector):
                out.append(ch)
            continue
        if category[0] == "Z" or ch in "\t\n\r\x0b\x0c\x85":
            if out and out[-1] != " ":
                out.append(" ")
            marks = 0
            continue
        if category[0] == "C" or ord(ch) in _INVISIBLE:
            continue
        if category in ("Mn", "Me"):
            if not out or marks >= _MAX_MARKS:
                continue
            marks += 1
        else:
            marks = 0
        out.append(ch)
    # A joiner left dangling at the end (its emoji was cut) joins nothing.
    while out and out[-1] == _ZWJ:
        out.pop()
    name = "".join(out).strip()
    if len(name) > limit:
        name = name[: limit - 1].rstrip() + "…"
    return name or fallback


def isolate(text: str) -> str:
    """`text` wrapped in a first-strong isolate when it holds right-to-left letters, so a
    Hebrew or Arabic name reads as written without reordering the words around it."""
    if any(unicodedata.bidirectional(ch) in ("R", "AL") for ch in text):
        return f"{FSI}{text}{PDI}"
    return text
