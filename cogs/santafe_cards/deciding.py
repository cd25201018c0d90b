"""What the card game says to help a person decide: the kind of each choice (the prompt's
sentence), who starts and why, and why its moves stand (each shows cards, or is a secret
choice changed by choosing again). A part of the game's presenter."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.presenter import Names, Presenter
from engine.santafe_cards.game import ROUNDS
from text import t

View = Mapping[str, Any]


def own_seat(view: View | None) -> dict[str, Any]:
    """The viewer's own seat in their view (its hand, their choices); empty for a spectator."""
    if not view or view.get("viewer") is None:
        return {}
    return dict((view.get("seats") or {}).get(view["viewer"]) or {})


# The kinds of choices a prompt's sentence names (sfc-kind-<kind>, decide.ftl).
KINDS = (
    "give",
    "ready",
    "start",
    "no_duel",
    "pass",
    "take_back",
    "scorpion_swap",
    "no_swap",
    "add",
)


def choice_kind(action: Mapping[str, Any], view: View | None) -> str | None:
    """What kind of choice a move is, for the prompt's sentence: a duel is started or raised
    (a duel card is out already), the declaration is the sheriff's, Mario's or both (the
    player's own hand says which: the sentence is theirs only)."""
    kind = action.get("type")
    if kind == "duel":
        plays = ((view or {}).get("trick") or {}).get("plays") or {}
        raised = any(play.get("duel") for play in plays.values())
        return "sfc.kind.raise" if raised else "sfc.kind.duel"
    if kind == "declare":
        hand = own_seat(view).get("hand") or []
        sheriff = any(c in hand for c in ("sheriff", "corrupt"))
        mario = "mario" in hand
        if sheriff and mario:
            return "sfc.kind.sheriff_mario"
        return "sfc.kind.mario" if mario else "sfc.kind.sheriff"
    if kind in KINDS:
        return f"sfc.kind.{kind}"
    return None


class Deciding(Presenter):
    """The hooks of `SantaFeCardsPresenter` that help a person decide."""

    def choice_kind(self, action: Mapping[str, Any], view: View | None) -> str | None:
        return choice_kind(action, view)

    def undo_refusal(
        self, before: View, after: View, events: Sequence[Mapping[str, Any]]
    ) -> str | None:
        # Every play puts cards on the table; a secret choice is changed by choosing again.
        return "sfc.undo.sealed" if before.get("decision") == "sealed" else "sfc.undo.shown"

    def opening_lines(
        self, view: View, events: Sequence[Mapping[str, Any]], names: Names, locale: object = None
    ) -> list[str]:
        # "Whoever last saw a western starts" (R3: the first seat); then one seat to the left.
        start = next((e for e in events if e.get("type") == "round_started"), None)
        if start is None:
            return []
        name = names(str(start.get("start_player")))
        return [t("sfc.start.first", locale, name=name, rounds=ROUNDS)]
