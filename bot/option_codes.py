"""The codes of a decision's options that are places (a tile's space, a cube's hex, where a card
goes): the game's presenter says where each option lies (`Presenter.places`), and the one
function the prompt's picture also calls (`render.options.numbered`) numbers them, so the
code on the map and the code in the select are the same. The picker shows such an option as
its code and a short text ("3: Green into E2, +3"), in the order of the codes.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from bot.presenter import Presenter
from text import t

if TYPE_CHECKING:
    from render.options import Spot

__all__ = ["Coded", "coded", "spots_of"]

View = Mapping[str, Any]


class Coded:
    """The codes of one decision: each coded action's code and text, by the action's hash."""

    def __init__(self, entries: dict[str, tuple[str, str]]) -> None:
        self.entries = entries

    def label(self, digest: str, locale: object | None) -> str | None:
        """The picker's label of the action with this hash ("3: Green into E2, +3"), or None
        for an action that is no place."""
        entry = self.entries.get(digest)
        if entry is None:
            return None
        code, text = entry
        return t("picker.coded", locale, code=code, text=text)

    def sort_key(self, digest: str) -> tuple[int, str]:
        """Coded actions in the order of their codes (3 before 12), after the others."""
        entry = self.entries.get(digest)
        if entry is None:
            return (-1, "")
        match = re.match(r"(\d+)(.*)", entry[0])
        return (int(match.group(1)), match.group(2)) if match else (0, entry[0])


def spots_of(
    legal: Sequence[Mapping[str, Any]],
    presenter: Presenter,
    view: View | None,
    locale: object | None = None,
) -> list[Spot | None]:
    """Where each legal action lies (None: no place), as the game's presenter says."""
    found = presenter.places(legal, view, locale)
    if len(found) != len(legal):
        raise ValueError("Presenter.places must give one entry per action")
    return list(found)


def coded(
    legal: Sequence[Mapping[str, Any]],
    presenter: Presenter,
    view: View | None,
    locale: object | None = None,
) -> Coded:
    """The codes of the decision's options that are places (none if no option is)."""
    from bot.picker import action_hash
    from render.options import numbered

    spots = spots_of(legal, presenter, view, locale)
    if not any(spots):
        return Coded({})
    entries: dict[str, tuple[str, str]] = {}
    for action, spot, code in zip(legal, spots, numbered(spots), strict=True):
        if spot is not None and code is not None:
            text = spot.text or presenter.label(action, view, locale)
            entries[action_hash(action)] = (code, text)
    return Coded(entries)
