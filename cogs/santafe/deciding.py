"""What Santa Fe says to help a person decide: the kind of each choice (the prompt's sentence),
who starts and why, and why a move that may not be taken back stands. A part of the game's
presenter."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.presenter import Names, Presenter
from text import t

# The kinds of choices a prompt's sentence names (sf-kind-<type>, decide.ftl).
KINDS = (
    "play",
    "exchange",
    "track",
    "end_turn",
    "pass",
    "draw",
    "stop_drawing",
    "engineer",
    "buy_tile",
    "no_purchase",
)
# Why a move of a phase stands (sf-undo-<why>, decide.ftl).
_UNDO_WHY = {
    "choose": "sf.undo.sealed",
    "track": "sf.undo.turn_over",
    "draw": "sf.undo.drawn",
    "exchange": "sf.undo.drawn",
}


class Deciding(Presenter):
    """The hooks of `SantaFePresenter` that help a person decide."""

    def choice_kind(self, action: Mapping[str, Any], view: Mapping[str, Any] | None) -> str | None:
        kind = action.get("type")
        if kind in KINDS:
            return f"sf.kind.{kind}"
        return None

    def undo_refusal(
        self,
        before: Mapping[str, Any],
        after: Mapping[str, Any],
        events: Sequence[Mapping[str, Any]],
    ) -> str | None:
        if self.may_undo(before, after, events):
            return None
        return _UNDO_WHY.get(str(before.get("phase")), "undo.why.hidden")

    def opening_lines(
        self,
        view: Mapping[str, Any],
        events: Sequence[Mapping[str, Any]],
        names: Names,
        locale: object = None,
    ) -> list[str]:
        # "The youngest player becomes the first player for the first round" (R1: the first
        # seat); the advanced game begins with the Engineer, bought in turn order from there.
        first = names(str(view.get("first_player")))
        key = "sf.start.first.advanced" if view.get("phase") == "setup" else "sf.start.first"
        return [t(key, locale, name=first)]
