"""Drive a game through simcord the way players would."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from bot.prompts import decision_key
from tests.bot.conftest import select_values


class Table:
    def __init__(self, env: Any, n: int = 3, names: tuple[str, ...] = ("alice", "bob", "carol")):
        self.env = env
        self.guild = env.create_guild()
        self.channel = self.guild.create_text_channel("games")
        self.players = [self.guild.add_member(env.create_user(name)) for name in names[:n]]
        self.by_id = {str(p.id): p for p in self.players}

    async def open_game(
        self,
        host: Any = None,
        cpus: int = 0,
        join: int | None = None,
        game: str = "toyrails",
        before_start: Callable[[Any], None] | None = None,
        **opts: Any,
    ):
        """Open a lobby, seat the members and computers, press Start. `before_start(thread)`
        runs just before Start (e.g. to make Discord refuse the thread's posts)."""
        host = host or self.players[0]
        result = await host.slash(self.channel, "game new", game=game, **opts)
        lobby = result.response
        thread = self.channel.threads[-1]
        joiners = self.players[1:] if join is None else self.players[1 : 1 + join]
        for member in joiners:
            if member is not host:
                await member.click(lobby, label="Join")
        for _ in range(cpus):
            await host.click(lobby, label="Add computer player")
        if before_start is not None:
            before_start(thread)
        await host.click(lobby, label="Start")
        game_id = int(thread.name.rsplit("#", 1)[1])
        return game_id, lobby, thread

    async def view(self, game_id: int) -> dict[str, Any]:
        async with self.env.bot.sessions.open(game_id) as s:
            return s.game.view(None)

    async def play_dm(self, member: Any, prefer: str | None = None) -> Any:
        """Pick the first (or `prefer`red) option of the latest DM prompt (reminders and
        notices in between carry no select)."""
        history = member.user.dm_channel.history()
        message = next((m for m in reversed(history) if select_values(m)), history[-1])
        values = select_values(message)
        assert values, f"no select in DM: {message.content!r}"
        value = next((v for v in values if prefer and prefer in v), next(iter(values)))
        return await member.user.select(message, [value])

    async def move_by_command(self, member: Any, thread: Any) -> Any:
        """The first move `/game move` suggests, as a player who types the command would."""
        moves = await member.autocomplete(thread, "game move", "move", "")
        assert moves, "no move offered"
        return await member.slash(thread, "game move", move=moves[0]["value"])

    async def track_by_command(self, member: Any, thread: Any) -> Any:
        railroads = await member.autocomplete(thread, "santafe track", "railroad", "")
        assert railroads, "no railroad offered"
        rr = railroads[0]["value"]
        places = await member.autocomplete(thread, "santafe track", "to", "", railroad=rr)
        assert places, "no placement offered"
        return await member.slash(thread, "santafe track", railroad=rr, to=places[0]["value"])


async def check_prompted(env: Any, game_id: int) -> None:
    """Every person the game waits for has a prompt for exactly this decision, and every
    stored move is announced."""
    async with env.bot.sessions.open(game_id) as s:
        view = s.game.view(None)
        if view["over"]:
            return
        for player in view["active_players"]:
            seat = s.loaded.seat(player)
            if seat is None or seat.is_cpu:
                continue
            sent = await env.bot.storage.get_message(game_id, "prompt", player)
            want = decision_key(view, s.loaded.token(player))
            assert sent is not None and sent[2].removeprefix("ping|") == want, (player, sent, want)
        assert await env.bot.storage.announced(game_id) == s.loaded.seq


async def pick(member: Any, message: Any, rng: Any) -> Any:
    """Pick a random move in a picker (a DM prompt or a panel): into groups and pages until an
    action is chosen. `member` is whoever clicks (a member, or a user in DMs)."""
    for _ in range(10):
        values = sorted(select_values(message))
        # The picker's values: a<hash> an action, g<n> a group, n<n> a page, u back; a
        # multi-select's are its elements (`north-platte#1`).
        actions = [v for v in values if re.fullmatch(r"a[0-9a-f]{8}", v)]
        groups = [v for v in values if re.fullmatch(r"[gn]\d+", v)]
        if actions and (not groups or rng.random() < 0.7):
            return await member.select(message, [rng.choice(actions)])
        if not actions and not groups:  # a multi-select: any few of its options
            return await member.select(message, rng.sample(values, rng.randint(0, len(values))))
        step = await member.select(message, [rng.choice(groups)])
        message = step.response if step.response is not None else message
    raise AssertionError("the picker never offered an action")


def refusals(env: Any) -> list[BaseException]:
    """Acknowledge the refusals the central handler answered; fail on anything else."""
    from bot.errors import UserFacing, unwrap
    from engine.core import IllegalAction

    errors = [unwrap(e) for e in env.errors]
    unexpected = [e for e in errors if not isinstance(e, UserFacing | IllegalAction)]
    assert not unexpected, unexpected
    return errors
