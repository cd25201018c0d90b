"""Nothing after a commit is lost: a failed or refused Discord call, or a crash, at any point
between a move's commit and its last effect. Every game reaches its next prompt and its final
scores, no move applies twice, nothing acknowledged is lost."""

from __future__ import annotations

import contextlib
import random
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from tests.bot.helpers import Table, check_prompted, pick


class Crash(Exception):
    """The process dies here (the test then starts a fresh bot on the same database)."""


def _error(kind: str) -> BaseException:
    def response(status: int) -> Any:
        return SimpleNamespace(status=status, reason="injected")

    if kind == "403":
        return discord.Forbidden(response(403), {"code": 50001, "message": "Missing Access"})
    if kind == "404":
        return discord.NotFound(response(404), {"code": 10008, "message": "Unknown Message"})
    if kind == "429":
        return discord.HTTPException(response(429), {"code": 0, "message": "Too many requests"})
    if kind == "500":
        return discord.DiscordServerError(response(500), {"code": 0, "message": "Server error"})
    if kind == "archived":
        return discord.HTTPException(response(400), {"code": 50083, "message": "Archived"})
    if kind == "crash":
        return Crash("the bot dies here")
    raise ValueError(kind)


class Faults:
    """Makes the k-th REST call (after `arm`) fail with the given error."""

    def __init__(self, bot: Any) -> None:
        self.calls = 0
        self.at: int | None = None
        self.kind = ""
        self.hit = False
        original = bot.http.request

        async def request(route: Any, **kwargs: Any) -> Any:
            self.calls += 1
            if self.at is not None and self.calls == self.at and not self.hit:
                self.hit = True
                raise _error(self.kind)
            return await original(route, **kwargs)

        bot.http.request = request

    def arm(self, at: int, kind: str) -> None:
        self.calls, self.at, self.kind, self.hit = 0, at, kind, False


async def _view(env: Any, game_id: int) -> dict[str, Any]:
    async with env.bot.sessions.open(game_id) as s:
        return s.game.view(None)


async def _move(table: Table, env: Any, game_id: int, thread: Any, rng: random.Random) -> Any:
    view = await _view(env, game_id)
    member = table.by_id[rng.choice(view["active_players"])]
    hand = await member.slash(thread, "game hand")
    return member, hand


async def _play(env: Any, table: Table, game_id: int, thread: Any, kind: str, make_bot: Any):
    """Play to the end, failing the k-th Discord call after each move (k = 1, 2, 3, ...)."""
    rng = random.Random(7)
    faults = Faults(env.bot)
    moves = 0
    for k in range(1, 400):
        view = await _view(env, game_id)
        if view["over"]:
            break
        member, hand = await _move(table, env, game_id, thread, rng)
        before = len(await env.bot.storage.actions(game_id))
        faults.arm(1 + k % 9, kind)
        with contextlib.suppress(Crash):
            await pick(member, hand.response, rng)
        env.errors  # noqa: B018 - acknowledge what the bot raised on purpose
        after = len(await env.bot.storage.actions(game_id))
        assert after in (before, before + 1), "a move applied twice"
        moves += after - before
        if kind == "crash" and faults.hit:
            await env.restart_bot(make_bot())  # resumes every pending effect at start
            faults = Faults(env.bot)
        else:
            await env.bot.cadence.tick()  # the periodic check finishes what failed
        await check_prompted(env, game_id)
    else:
        raise AssertionError("the game did not finish")
    history = thread.history()
    finals = [m for m in history if (m.content or "").startswith("Game over")]
    assert len(finals) == 1, [m.content for m in finals]
    assert moves == len(await env.bot.storage.actions(game_id))
    return history


@pytest.mark.parametrize("kind", ["403", "404", "429", "500", "archived", "crash"])
async def test_a_failure_at_any_call_after_a_move_never_stalls_the_game(
    simcord_env, make_bot, kind
):
    table = Table(simcord_env, n=2)
    game_id, _, thread = await table.open_game(seats=2)
    await _play(simcord_env, table, game_id, thread, kind, make_bot)


async def test_a_deleted_thread_is_replaced_and_the_game_goes_on(simcord_env):
    table = Table(simcord_env, n=2)
    game_id, _, thread = await table.open_game(seats=2)
    simcord_env.inject_error(
        "*",
        f"/channels/{thread.id}*",
        status=404,
        code=10003,
        message="Unknown Channel",
        times=None,
    )
    rng = random.Random(3)
    for _ in range(200):
        view = await _view(simcord_env, game_id)
        if view["over"]:
            break
        member = table.by_id[rng.choice(view["active_players"])]
        hand = await member.slash(table.channel, "game hand", game=str(game_id))
        await pick(member, hand.response, rng)
        await check_prompted(simcord_env, game_id)
    else:
        raise AssertionError("the game did not finish")
    row = await simcord_env.bot.storage.game(game_id)
    assert row is not None and row.thread_id != thread.id
    new = next(t for t in table.channel.threads if t.id == row.thread_id)
    texts = [m.content or "" for m in new.history()]
    assert any(text.startswith("Game over") for text in texts)
    notice = [m.content for m in table.channel.history() if "deleted" in (m.content or "")]
    assert notice and "goes on in a new thread" in notice[0]
    simcord_env.errors  # noqa: B018


async def test_a_repeated_slash_command_applies_once(simcord_env):
    table = Table(simcord_env, n=2)
    game_id, _, thread = await table.open_game(seats=2)
    for member in table.players:
        await table.play_dm(member)
    view = await _view(simcord_env, game_id)
    member = table.by_id[view["to_move"]]
    # A move typed by hand (not one of the suggestions) is refused, pointing at the list.
    typed = await member.slash(thread, "game move", move="abbott~barton>barton>")
    assert typed.ephemeral and "suggestions" in typed.response.content
    assert len(await simcord_env.bot.storage.actions(game_id)) == 2
    moves = await member.autocomplete(thread, "game move", "move", "")
    first = await member.slash(thread, "game move", move=moves[0]["value"])
    assert "Move accepted" in first.response.content
    again = await member.slash(thread, "game move", move=moves[0]["value"])
    assert again.ephemeral and "already done" in again.response.content
    assert len(await simcord_env.bot.storage.actions(game_id)) == 3
    simcord_env.errors  # noqa: B018


@pytest.mark.parametrize("at", [1, 2, 3])
async def test_a_failed_call_as_the_game_starts_never_leaves_it_without_prompts(simcord_env, at):
    """Discord refuses one of the calls made when the host presses Start (the lobby's edit, the
    start line): the game is started all the same and everyone it waits for is prompted."""
    table = Table(simcord_env)
    host = table.players[0]
    result = await host.slash(table.channel, "game new", game="toyrails", seats=3)
    lobby = result.response
    thread = table.channel.threads[-1]
    for member in table.players[1:]:
        await member.click(lobby, label="Join")
    faults = Faults(simcord_env.bot)
    faults.arm(at, "403")
    await host.click(lobby, label="Start")
    await simcord_env.settle()
    assert faults.hit
    game_id = int(thread.name.rsplit("#", 1)[1])
    await check_prompted(simcord_env, game_id)


async def test_a_thread_deleted_while_a_ping_waits_is_replaced_and_the_ping_posted_again(
    simcord_env,
):
    """A moderator deletes the game's thread while its ping waits for a player: the bot opens
    a new thread at once and pings the player there (their old ping went with the thread)."""
    table = Table(simcord_env, n=2)
    game_id, _, thread = await table.open_game(seats=2)
    for member in table.players:
        await table.play_dm(member)
    view = await _view(simcord_env, game_id)
    assert view["decision"] == "public"
    player = view["to_move"]
    before = await simcord_env.bot.storage.get_message(game_id, "prompt", player)
    assert before is not None and before[0] == thread.id
    simcord_env.backend.delete_channel(thread.id)
    await simcord_env.settle()
    row = await simcord_env.bot.storage.game(game_id)
    assert row is not None and row.thread_id != thread.id
    new = next(t for t in table.channel.threads if t.id == row.thread_id)
    await check_prompted(simcord_env, game_id)
    channel_id, message_id, _ = await simcord_env.bot.storage.get_message(game_id, "prompt", player)
    assert channel_id == new.id
    ping = next(m for m in new.history() if m.id == message_id)
    assert f"<@{player}>" in ping.content and ping.components
    simcord_env.errors  # noqa: B018
