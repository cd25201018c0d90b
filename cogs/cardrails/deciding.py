"""What Card Rails says to help a person decide: the kind of each choice (the prompt's sentence),
what the start tells (who starts and why, the railroad left out, when the game ends), and which
moves may be taken back and why the others stand. A part of the game's presenter."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.presenter import Names, Presenter
from text import join, t

View = Mapping[str, Any]
# The kinds of choices a prompt's sentence names (cr-kind-<type>, decide.ftl).
KINDS = ("card", "share", "build", "place", "stop", "discard", "swap_give", "swap_take")


def _railroad(rr: str, locale: object | None) -> str:
    return t("cr.railroad", locale, railroad=rr)


class Deciding(Presenter):
    """The hooks of `CardRailsPresenter` that help a person decide."""

    def choice_kind(self, action: Mapping[str, Any], view: View | None) -> str | None:
        kind = action.get("type")
        built = ((view or {}).get("this_turn") or {}).get("cubes") or ()
        if kind == "build" and (view or {}).get("step") == "build" and built:
            return "cr.kind.build_more"  # a turn's second cube (the first may follow a card laid)
        if kind in KINDS:
            return f"cr.kind.{kind}"
        return None

    def may_undo(self, before: View, after: View, events: Sequence[Mapping[str, Any]]) -> bool:
        # A cube built, or a turn ended, shows nothing hidden when no card is shown by it (the
        # chosen card stays in hand, or lies on the map already). Entering a Red Swap hex leads
        # to an exchange of cards.
        kinds = {e.get("type") for e in events}
        return kinds <= {"track_built", "turn_ended"} and not any(e.get("swap") for e in events)

    def undo_refusal(
        self, before: View, after: View, events: Sequence[Mapping[str, Any]]
    ) -> str | None:
        if self.may_undo(before, after, events):
            return None
        kinds = {e.get("type") for e in events}
        if "card_chosen" in kinds:
            return "cr.undo.card"  # final (R7)
        if kinds & {"card_placed", "card_discarded", "share_taken"}:
            return "cr.undo.shown"
        return "cr.undo.swap"  # a Red Swap hex entered, or the exchange of cards it leads to

    def opening_lines(
        self, view: View, events: Sequence[Mapping[str, Any]], names: Names, locale: object = None
    ) -> list[str]:
        # "Randomly give someone the Priority Deal card. They start the game with play
        # continuing clockwise"; "Playing 3 players? Remove ... one of the Railroad Shares
        # cards, its 12 cubes, & all cards with a matching symbol."
        first = str(view.get("first_player"))
        order = join((names(p) for p in view.get("order") or []), locale)
        lines = [t("cr.start.first", locale, name=names(first), order=order)]
        removed = view.get("removed_railroad")
        if removed:
            cards = len(view.get("removed_cards") or [])
            lines.append(
                t("cr.start.removed", locale, railroad=_railroad(removed, locale), cards=cards)
            )
        lines.append(t("cr.start.end", locale, n=view.get("end_hand_size")))
        return lines
