"""Which moves an undo takes back: a player's own last move, and the computer seats' moves made
since, when none of them revealed anything hidden.

A person may take back their own last move while only computer seats have moved after it
(they answer within seconds, so a slip is never lost to them) and nothing hidden was shown by
any of those moves (the game's presenter judges each: `Presenter.undo_refusal`). The undo is
one appended action that takes back all of them (`plugins.undo_action(n)`); replaying the log
drops them, and the computers play again, afresh, once the person has moved again. A move
someone else made since (a person, or the computer standing in for one) keeps the move; so
does a move that showed something, with the reason in plain words.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot import plugins
from bot.errors import Phrase, UserFacing
from bot.storage import Seat, StoredAction
from engine.core import Game

__all__ = ["Taken", "taken_back"]


@dataclass(frozen=True)
class Taken:
    """What an undo takes back: `moves` moves (the player's own and the computers' after it),
    and the game as it was before them."""

    moves: int
    previous: Game


def _computer_seat(seats: Sequence[Seat], entry: StoredAction) -> bool:
    """A move a computer seat made as itself (not the computer standing in for a person)."""
    seat = next((s for s in seats if s.player == entry.player), None)
    return seat is not None and seat.is_cpu and entry.actor in (None, "cpu")


def taken_back(
    plugin: plugins.GamePlugin,
    setup: tuple[list[str], int, dict[str, Any]],
    seats: Sequence[Seat],
    stored: Sequence[StoredAction],
    player: str,
    names: Any,
) -> Taken:
    """The moves `player`'s undo takes back, judged on the stored log; UserFacing says why
    there is none: nothing of theirs to take back, someone else moved since, or a move
    showed something hidden (theirs, or a computer's since: `names` names it)."""
    effective = plugins.effective_actions(list(stored))
    if not stored or plugins.is_undo(stored[-1].action):
        raise UserFacing("err.undo.nothing")
    mine = [i for i, entry in enumerate(effective) if entry.player == player]
    if not mine:
        raise UserFacing("err.undo.nothing")
    start = mine[-1]
    later = effective[start + 1 :]
    # The stored log after that move holds only these moves (an undo since would be in it).
    if len(effective) - start != len(stored) - stored.index(effective[start]):
        raise UserFacing("err.undo.others")
    if not all(_computer_seat(seats, entry) for entry in later):
        raise UserFacing("err.undo.others")
    game = plugin.replay(*setup, effective[:start])
    presenter = plugin.presenter
    for k, entry in enumerate(effective[start:]):
        before = game.view(None)
        events = [e for e in game.apply(entry.player, entry.action) if "to" not in e]
        why = presenter.undo_refusal(before, game.view(None), events)
        if why is None:
            continue
        if k == 0:
            raise UserFacing("err.undo.hidden", why=Phrase(why))
        raise UserFacing("err.undo.since", name=names(entry.player), why=Phrase(why))
    return Taken(1 + len(later), plugin.replay(*setup, effective[:start]))
