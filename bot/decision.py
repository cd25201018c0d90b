"""The sentence that says what a player decides now ("Your decision: take a share, build track
or lay your card on the map"), built from the kinds of the choices actually offered.

Each game's presenter says what kind of choice an action is (`Presenter.choice_kind`: the id of
the catalog message naming it, "build track"); the sentence lists the kinds of the legal actions
in the order they are offered, as alternatives in the reader's language ("A, B or C", "A, B ou
C", "A, B of C"). So it never offers what is not there: with only a cube to build, it says only
that. A game that names no kinds keeps its own wording (`Presenter.awaited`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot import table
from bot.presenter import Presenter
from bot.rules import first_hint
from bot.table import OpenGame
from text import join, t

__all__ = ["choice_kinds", "decision_text", "ping_text"]


def choice_kinds(
    presenter: Presenter, legal: Sequence[Mapping[str, Any]], view: Mapping[str, Any] | None
) -> list[str] | None:
    """The kinds of the offered actions (catalog message ids), each once, in the order first
    offered; None when the game does not name the kind of every one of them."""
    kinds: dict[str, None] = {}
    for action in legal:
        kind = presenter.choice_kind(action, view)
        if kind is None:
            return None
        kinds.setdefault(kind)
    return list(kinds) or None


def decision_text(
    presenter: Presenter,
    legal: Sequence[Mapping[str, Any]],
    view: Mapping[str, Any],
    locale: object | None = None,
) -> str:
    """What the player decides now, in a few words: the kinds of the choices offered, as
    alternatives; the game's own wording where it names no kinds. `view` is the player's own
    view (a kind may depend on their hand); the words go to that player only, or to the
    thread for a public decision, whose choices are public."""
    kinds = choice_kinds(presenter, legal, view)
    if kinds is None:
        return presenter.awaited(view, locale)
    return join((t(kind, locale) for kind in kinds), locale, style="or")


def ping_text(s: OpenGame, player: str, now: Mapping[str, Any]) -> str | None:
    """The thread ping of a public decision, in the game's language: the game's words for it
    (`Presenter.ping`), naming the choices offered (a public decision's choices are public:
    from the spectator view `now`), and on the player's first prompt where the rules are.
    None: the game pings nobody for it."""
    game = s.loaded.game
    assert game is not None
    presenter, lang = table.plugin_of(s).presenter, table.lang(s)
    what = decision_text(presenter, game.legal_actions(player), now, lang)
    text = presenter.ping(now, player, table.ping(s, player), lang, what=what)
    return None if text is None else "\n".join([text, *first_hint(s, player, lang)])
