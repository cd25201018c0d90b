"""What the soak knows of the games, read from the database the bots share (never written):
each game as its stored log rebuilds it, who must act, the prompt stored for each decision, and
every private line the bot could ever have shown each seat (for the leak scan).

The private lines of a seat are the lines of its own prompt (the presenter's `hand_lines` of
its own view: "Your hand: ...", a card received...), at every move of the game, each noted with
the member who held the seat then. A line a member finds in a DM or in public that is another
seat's, and was never one of the seats they held, shows something hidden.
"""

from __future__ import annotations

import random
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from bot import plugins, table
from bot.prompts import can_act, decision_key
from bot.session import Session
from bot.sessions import Sessions
from bot.storage import Storage
from engine.core import Game

LOCALE = "en"


@dataclass
class Seen:
    """One game as of its latest look."""

    game_id: int
    kind: str
    status: str
    seq: int
    thread_id: int | None
    host: int
    humans: dict[str, str]  # seat -> member (user id)
    computers: set[str]
    awaited: list[str]  # seats the game waits for (active players)
    keys: dict[str, str]  # awaited seat -> its decision key
    may_act: dict[str, bool]
    legal: dict[str, list[dict[str, Any]]]
    view: dict[str, Any] | None


@dataclass
class Lines:
    """Per game: each seat's private lines ever, and each member's (the seats they held)."""

    game: Game | None = None
    seq: int = 0
    by_seat: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    by_member: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))


class Observer:
    def __init__(self, storage: Storage, watched: Any = lambda game_id: True) -> None:
        self.storage = storage
        # The games whose private lines are noted at every move (the leak scan's): noting them
        # costs the presenter's texts for every seat at every move.
        self.watched = watched
        self.sessions = Sessions(storage, shared=True)
        self.lines: dict[int, Lines] = defaultdict(Lines)
        self.seen: dict[int, Seen] = {}

    async def look(self, game_id: int, *, lines: bool = True) -> Seen:
        async with self.sessions.open(game_id) as s:
            seen = self._seen(s)
            if lines and s.game is not None and self.watched(game_id):
                await self._lines(s)
        self.seen[game_id] = seen
        return seen

    def _seen(self, s: Session) -> Seen:
        game = s.game
        humans = {seat.player: seat.user for seat in s.loaded.seats if seat.user}
        computers = {seat.player for seat in s.loaded.seats if seat.is_cpu}
        awaited: list[str] = []
        keys: dict[str, str] = {}
        may: dict[str, bool] = {}
        legal: dict[str, list[dict[str, Any]]] = {}
        view = None
        if game is not None and s.row.status == "active":
            view = game.view(None)
            awaited = list(view.get("active_players") or [])
            for player in s.loaded.players:
                keys[player] = decision_key(view, s.loaded.token(player))
                may[player] = can_act(s, player)
                legal[player] = game.legal_actions(player) if may[player] else []
        return Seen(
            s.row.id,
            s.row.game,
            s.row.status,
            s.loaded.seq,
            s.row.thread_id,
            s.row.host_id,
            {p: str(u) for p, u in humans.items()},
            computers,
            awaited,
            keys,
            may,
            legal,
            view,
        )

    # ------------------------------------------------------------ private lines
    async def _lines(self, s: Session) -> None:
        mine = self.lines[s.row.id]
        if mine.seq == s.loaded.seq and mine.game is not None:
            return
        plugin = table.plugin_of(s)
        stored = await self.storage.actions(s.row.id)
        newer = [a for a in stored if a.seq > mine.seq]
        if mine.game is None or any(plugins.is_undo(a.action) for a in newer):
            # From the start (or again after an undo): every state is noted on the way.
            mine.game = plugin.new_game(list(s.loaded.players), s.row.seed, s.row.options)
            mine.game.forget_log()
            newer = plugins.effective_actions(stored)
            self._note(s, mine)
        for a in newer:
            mine.game.apply(a.player, a.action)
            self._note(s, mine)
        mine.seq = s.loaded.seq

    def _note(self, s: Session, mine: Lines) -> None:
        assert mine.game is not None
        presenter = table.plugin_of(s).presenter
        # Each seat's name once per look (table.name builds every seat's name at each call).
        named = {seat.player: table.name(s, seat.player) for seat in s.loaded.seats}

        def names(p: str) -> str:
            return named[p] if p in named else table.name(s, p)

        for seat in s.loaded.seats:
            view = mine.game.view(seat.player)
            found = presenter.hand_lines(view, seat.player, names, LOCALE)
            mine.by_seat[seat.player].update(found)
            if seat.user:
                mine.by_member[str(seat.user)].update(found)

    def foreign_lines(self, game_id: int, member: str | None) -> set[str]:
        """Lines of the game's seats that `member` (None: the public) never held."""
        mine = self.lines.get(game_id)
        if mine is None:
            return set()
        every: set[str] = set()
        for lines in mine.by_seat.values():
            every |= lines
        shared = _shared(mine.by_seat)
        own = mine.by_member.get(member, set()) if member else set()
        return every - own - shared

    # ------------------------------------------------------------ the spectator
    def spectator_leaks(self, game_id: int, rng: random.Random) -> list[str]:
        """The spectator view must not change however the cards hidden from any one player
        lie: a world that player cannot tell from this one has the same spectator view."""
        mine = self.lines.get(game_id)
        game = mine.game if mine else None
        if game is None or game.is_over or not hasattr(game, "sample"):
            return []
        public = game.view(None)
        found = []
        for player in game.players:
            try:
                world = game.sample(player, rng)
            except NotImplementedError:
                return []
            if world.view(None) != public:
                found.append(f"game {game_id}: the spectator view tells {player}'s world apart")
        return found


def _shared(by_seat: dict[str, set[str]]) -> set[str]:
    """Lines several seats had alike (a table shown to all): no one's secret."""
    counted: dict[str, int] = defaultdict(int)
    for lines in by_seat.values():
        for line in lines:
            counted[line] += 1
    return {line for line, n in counted.items() if n > 1}
