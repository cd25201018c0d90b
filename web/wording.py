"""The bot's texts as HTML, safe by construction.

The presenters word a move for Discord (a line may be **bold**). Here a text is escaped whole
first, so nothing in it can become markup, then the one piece of Discord's markdown the catalogs
use (bold) is turned into <strong>. Member names never pass through either step: the presenters
are given a mark per name (`Names`, characters of Unicode's private use area, which cleaned names
never hold), and each mark becomes the name, escaped and isolated (<bdi>), only at the end. So a
name with `<script>`, quotes, `**` or right-to-left text is shown as typed and changes nothing
around it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from markupsafe import Markup, escape

from text import clean_name, isolate

OPEN, CLOSE = "\ue000", "\ue001"
MARK = re.compile(f"{OPEN}(\\d+){CLOSE}")
BOLD = re.compile(r"\*\*(.+?)\*\*")


class Names:
    """Marks standing for member names in texts built for the web; each name kept as
    cleaned (text/names.py), unescaped."""

    def __init__(self, names: dict[str, str] | None = None) -> None:
        self.shown: list[str] = []
        self._index: dict[str, int] = {}
        self.by_player: dict[str, str] = dict(names or {})

    def mark(self, player: str) -> str:
        """The mark of `player`'s name (a presenter's `names` callable)."""
        name = clean_name(self.by_player.get(player, player))
        index = self._index.get(name)
        if index is None:
            index = self._index[name] = len(self.shown)
            self.shown.append(name)
        return f"{OPEN}{index}{CLOSE}"

    __call__ = mark


def _name(names: Sequence[str], index: str) -> str:
    number = int(index)
    return names[number] if number < len(names) else "?"


def html(text: str, names: Sequence[str]) -> Markup:
    """One line of a bot's text as HTML: escaped, bold kept, each name mark the name."""
    escaped = str(escape(text))
    escaped = BOLD.sub(r"<strong>\1</strong>", escaped)
    return Markup(MARK.sub(lambda m: f"<bdi>{escape(_name(names, m.group(1)))}</bdi>", escaped))


def plain(text: str, names: Sequence[str]) -> str:
    """A text for an attribute or a JSON field (escaped where it is put): the names in, each
    isolated from the words around it, the markdown's stars out."""
    return BOLD.sub(r"\1", MARK.sub(lambda m: isolate(_name(names, m.group(1))), text))


def lines(text: str, names: Sequence[str]) -> list[Markup]:
    """A text of several lines as HTML lines (empty lines dropped)."""
    return [html(line, names) for line in text.split("\n") if line.strip()]
