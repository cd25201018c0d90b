"""How a game reads in Discord: the hooks a game's presenter implements.

The platform reads the view envelope (engine/envelope.py) itself and asks the game's presenter
for everything else: how an action reads on a button, how the hand reads in a DM, what to post
in the thread after a move, how a private event reads. Every hook has a plain default, so a new
game overrides only what it wants to say better.

Presenters get views, never a Game: public hooks get the spectator view, private hooks the
player's own view, so a presenter cannot leak what the player may not see.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from text import join, t

if TYPE_CHECKING:
    from render.options import Spot

__all__ = ["MultiChoice", "Names", "Post", "Presenter"]

View = Mapping[str, Any]
Action = Mapping[str, Any]
Event = Mapping[str, Any]
# Display name of a seat (already escaped for Discord markdown and mentions).
Names = Callable[[str], str]


@dataclass(frozen=True)
class MultiChoice:
    """A decision better made as one multi-select than as a list of every combination: the
    legal actions of `action_type` differ only in the list `key`, made of `options` (values
    may repeat in the list, so each option's value is unique: the element, '#', a count)."""

    action_type: str
    key: str
    options: list[tuple[str, str]]  # (element, label), one per copy of an element
    placeholder: str


@dataclass(frozen=True)
class Post:
    """One public message after a move. `image`: "board" posts the board as it is now (with
    everything since `previous` highlighted); "scores" the final-scores image. `merge`: the text
    may be joined to the next ping instead of standing alone."""

    text: str
    image: Literal["board", "scores"] | None = None
    previous: View | None = None
    merge: bool = False


class Presenter:
    """Default wording; games subclass it."""

    # -- actions ------------------------------------------------------------------------
    def label(self, action: Action, view: View | None, locale: object | None = None) -> str:
        """How an action reads on a select option, a button and in "Move accepted: …".
        `view` is the acting player's own view before the action (None when unknown)."""
        details = ", ".join(f"{k}: {v}" for k, v in action.items() if k != "type")
        kind = str(action.get("type", "?")).replace("_", " ")
        return f"{kind} ({details})" if details else kind

    def group(
        self, action: Action, view: View | None, locale: object | None = None
    ) -> list[tuple[str, str]]:
        """The picker levels above this action: [(key, label), ...]. Actions with the same key
        at a level are offered together under that label; [] puts the action at the top."""
        return []

    def multi(
        self, actions: Sequence[Action], view: View | None, locale: object | None = None
    ) -> MultiChoice | None:
        """Offer the decision as one multi-select instead (e.g. which cards to discard)."""
        return None

    def choice_kind(self, action: Action, view: View | None) -> str | None:
        """What kind of choice `action` is, as the id of the catalog message that names it in
        the prompt's sentence ("take a share", "build track"): the sentence lists the kinds of
        the actions offered, as alternatives (bot/decision.py). `view` is the acting player's
        own view. None (the default) keeps the game's own wording (`awaited`)."""
        return None

    def places(
        self, actions: Sequence[Action], view: View | None, locale: object | None = None
    ) -> list[Spot | None]:
        """Where each option of a decision lies on the map, one entry per action: a `Spot`
        for an option that is a place (a tile's space, a cube's hex, where a card goes), None
        for any other. Such options get a code, drawn on the prompt's picture where they lie
        and shown in the picker ("3: Green into E2, +3"). Default: no option is a place."""
        return [None] * len(actions)

    def may_undo(self, before: View, after: View, events: Sequence[Event]) -> bool:
        """Whether a move may be taken back: only when it revealed nothing hidden (no card
        drawn or shown, no secret choice resolved). Games opt in; the platform adds that
        nobody else may have acted since."""
        return False

    def undo_refusal(self, before: View, after: View, events: Sequence[Event]) -> str | None:
        """Why a move may not be taken back, as the id of a catalog message that says it in a
        clause ("it showed something hidden"), or None when it may (`may_undo`). Asked of a
        player's own move and of every computer's move after it (bot/undo.py)."""
        return None if self.may_undo(before, after, events) else "undo.why.hidden"

    def ack(self, action: Action, view: View | None, locale: object | None = None) -> str:
        """The private answer to an accepted move."""
        label = self.label(action, view, locale)
        if view is not None and view.get("decision") == "sealed":
            return t("ok.choice_saved", locale, label=label)
        return t("ok.move", locale, label=label)

    def ack_last(
        self, action: Action, view: View | None, events: Sequence[Event], locale: object = None
    ) -> str:
        """The private answer to the move of the last player to lock in a sealed choice (the
        choices are resolved). `events`: the move's events, to say what was revealed."""
        return t("ok.choice_final", locale, label=self.label(action, view, locale))

    def done_line(self, action: Action, view: View | None, locale: object | None = None) -> str:
        """What a finished DM prompt says, in one line: the player's move (games may say it in
        the past tense with its price, e.g. "Drew the SP Branch Line for $1"). `view` is the
        player's own view now."""
        return t("dm.chose", locale, label=self.label(action, None, locale))

    # -- decisions ----------------------------------------------------------------------
    def phase_name(self, view: View, locale: object | None = None) -> str:
        return str(view.get("phase", "")).replace("_", " ")

    def awaited(self, view: View, locale: object | None = None) -> str:
        """What the active players are asked to do, in a few words (public: no secrets)."""
        return t("prompt.what.other", locale)

    def panel_label(self, view: View, locale: object | None = None) -> str:
        """The button that opens the picker under a thread ping."""
        return t("prompt.select", locale)

    def ping(
        self,
        view: View,
        player: str,
        mention: str,
        locale: object | None = None,
        what: str | None = None,
    ) -> str | None:
        """The thread message that tells a player it is their (public) move: once per turn
        (a player going on with the steps of a turn keeps the prompt they act from). None sends
        no ping (reminders still come). `what`: the choices offered, in a few words
        (bot/decision.py); else `awaited`."""
        what = what or self.awaited(view, locale)
        return t("thread.decision_ping.what", locale, mention=mention, what=what)

    def hand_lines(
        self, view: View, player: str, names: Names, locale: object | None = None
    ) -> list[str]:
        """The player's private situation (hand, money, current choice), from their own view."""
        seat = (view.get("seats") or {}).get(player) or {}
        hand = seat.get("hand")
        if hand is None:
            return []
        if not hand:
            return [t("hand.no_cards", locale)]
        return [t("hand.cards", locale, cards=join((str(card) for card in hand), locale))]

    # -- what happened ------------------------------------------------------------------
    def after_move(
        self,
        before: View,
        now: View,
        events: Sequence[Event],
        names: Names,
        locale: object | None = None,
    ) -> list[Post]:
        """Public posts for a committed move, from the spectator views before and after it and
        its public events. The platform posts the lock-in list and the end itself."""
        return []

    def opening_lines(
        self, view: View, events: Sequence[Event], names: Names, locale: object | None = None
    ) -> list[str]:
        """What the set-up made, said in the game's first post: who starts and why, what is
        out of the game. From the spectator view and the public events of `Game.start()`;
        by default those events as any move's posts read them."""
        posts = self.after_move(view, view, events, names, locale)
        return [post.text for post in posts if post.text]

    def alt_text(self, view: View, kind: str, names: Names, locale: object | None = None) -> str:
        """An image's description for screen readers (Discord's attachment description), from
        the spectator view: the stage, whose move it is, the scores. `kind`: "board" or
        "scores". Games may say more (what changed)."""
        scores: Mapping[str, int] = view.get("scores") or {}
        order = sorted(view.get("players") or [], key=lambda p: -scores.get(p, 0))
        listed = join(
            (t("alt.score", locale, name=names(p), score=scores.get(p, 0)) for p in order), locale
        )
        if kind == "scores" or view.get("over"):
            winners = join((names(p) for p in view.get("winners") or []), locale)
            return t("alt.final", locale, scores=listed, winners=winners)
        waiting = join((names(p) for p in view.get("active_players") or []), locale)
        return t(
            "alt.board",
            locale,
            phase=self.phase_name(view, locale),
            round=view.get("round") or 0,
            waiting=waiting or "-",
            scores=listed,
        )

    def private_line(
        self, event: Event, view: View, names: Names, locale: object | None = None
    ) -> str | None:
        """How an event addressed to one player reads in their DM (None: not worth a message)."""
        return None

    def digest(
        self, events: Sequence[Event], names: Names, locale: object | None = None
    ) -> list[str]:
        """A few lines for /game since, from public events."""
        return []

    def final_lines(
        self, view: View, player: str, names: Names, locale: object | None = None
    ) -> list[str]:
        """A player's own result, told privately at the end (games add their breakdown)."""
        scores: Mapping[str, int] = view.get("scores") or {}
        ranked = sorted(scores.values(), reverse=True)
        mine = scores.get(player, 0)
        place = ranked.index(mine) + 1 if mine in ranked else len(ranked)
        lines = [t("dm.final", locale, score=mine, place=place, n=len(ranked))]
        if player in (view.get("winners") or []):
            lines.append(t("dm.final.won", locale))
        return lines

    def end_reason(self, view: View, names: Names, locale: object | None = None) -> str:
        reason = view.get("end_reason")
        return str(reason).replace("_", " ") if reason else ""

    # -- status -------------------------------------------------------------------------
    def seat_line(self, view: View, player: str, name: str, locale: object | None = None) -> str:
        seat = (view.get("seats") or {}).get(player) or {}
        flags = " ✓" if seat.get("locked_in") else ""
        return t("status.seat.cards", locale, name=name, hand=seat.get("hand_size", 0), flags=flags)

    def status_lines(self, view: View, names: Names, locale: object | None = None) -> list[str]:
        """Extra public lines for /game status (tiles left, scores so far, ...)."""
        return []

    # -- stats (bot/ratings.py) ---------------------------------------------------------
    def stats_detail(self, view: View, player: str) -> str | None:
        """What to remember of a player's finished game for /game stats, from the final
        spectator view: a short stable key (e.g. the railroad they built most), or None. Kept
        with the result; `stats_line` words the details of many games."""
        return None

    def stats_line(self, details: Sequence[str], locale: object | None = None) -> str | None:
        """One line for /game stats from a player's remembered details (newest first), e.g.
        "Favourite railroad: ..."; None adds nothing (the default: a game without one)."""
        return None
