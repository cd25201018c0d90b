"""Every registered game, played through simulated Discord by every path a move can take.

Two promises of the platform, checked for each game alike:

- **A live prompt, always.** After every committed move, every person who must act holds a live
  prompt: a DM with a select offering their decision, or a thread ping with its button. Moves
  arrive by the DM picker step by step, by `/game move` with its autocomplete, by the thread
  panel, by computer seats, and across restarts of the bot.
- **A quiet table.** In a game of one person and two computer seats the thread carries at most
  2.5 posts per image posted, the person is pinged at most 1.1 times and sent at most 1.2 new DMs
  per image. Images are counted in the thread only (the boards posted above pings included);
  the pictures attached to DM prompts would only lower these ratios.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import engine
from bot import plugins
from bot.prompts import PING, can_act, decision_key
from tests.bot.conftest import select_values
from tests.bot.helpers import pick

# The real games, as the engine registers them; the neutral fake games of the bot tests (Toy
# Rails, the trick game) are registered by the autouse fixture.
REAL = sorted(engine.games())
PATHS = ("dm", "move", "panel")


def _custom_id(message: Any, kind: str) -> str | None:
    """The custom id of the message's button of `kind` (e.g. "panel"), if it has one."""
    for row in message.components or []:
        children = row["components"] if isinstance(row, dict) else row.children
        for child in children:
            cid = child.get("custom_id") if isinstance(child, dict) else child.custom_id
            if cid and f":{kind}:" in cid:
                return str(cid)
    return None


def _button(message: Any, kind: str) -> bool:
    return _custom_id(message, kind) is not None


async def _live_prompt(env: Any, game_id: int, player: str, thread: Any, member: Any) -> str:
    """Where `player` holds a live prompt for their current decision ("dm" or "ping"), or
    an assertion error saying what they hold."""
    bot = env.bot
    async with bot.sessions.open(game_id) as s:
        assert s.game is not None
        key = decision_key(s.game.view(None), s.loaded.token(player))
        stored = await bot.storage.get_message(game_id, "prompt", player)
    assert stored is not None, "no prompt was ever sent"
    channel_id, message_id, token = stored
    assert not token.startswith("done:"), f"the prompt was retired: {token}"
    assert token.removeprefix(PING) == key, f"the prompt is for {token}, not {key}"
    if channel_id == thread.id:
        message = next(m for m in thread.history() if m.id == message_id)
        assert _button(message, "panel") or _button(message, "hand"), message.content
        return "ping"
    dm = member.user.dm_channel
    message = next(m for m in dm.history() if m.id == message_id)
    assert select_values(message), f"the DM offers nothing: {message.content!r}"
    return "dm"


async def _must_act(env: Any, game_id: int, player: str) -> bool:
    async with env.bot.sessions.open(game_id) as s:
        if s.game is None or s.row.status != "active":
            return False
        return player in s.game.active_players() and can_act(s, player)


async def _move(member: Any, thread: Any, where: str, path: str, rng: random.Random) -> Any:
    """One move of the person by `path`, from the prompt they hold (`where`)."""
    if path == "move":
        offered = await member.autocomplete(thread, "game move", "move", "")
        if offered:
            return await member.slash(thread, "game move", move=rng.choice(offered)["value"])
    if where == "dm":
        dm = member.user.dm_channel
        message = next(m for m in reversed(dm.history()) if select_values(m))
        return await pick(member.user, message, rng)
    # A thread ping: its button opens the panel (the slash path falls back to it too when the
    # decision has no autocomplete).
    ping = next(m for m in reversed(thread.history()) if _button(m, "panel"))
    opened = await member.click(ping, custom_id=_custom_id(ping, "panel"))
    return await pick(member, opened.response, rng)


async def _play(env: Any, make_bot: Any, game: str, seed: int, *, restarts: int) -> dict[str, Any]:
    rng = random.Random(seed)
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    you = guild.add_member(env.create_user("alice"))
    result = await you.slash(channel, "game new", game=game, seats=3)
    lobby = result.response
    thread = channel.threads[-1]
    for _ in range(2):
        await you.click(lobby, label="Add computer player")
    await you.click(lobby, label="Start")
    game_id = int(thread.name.rsplit("#", 1)[1])
    player = str(you.id)
    restart_at = sorted(rng.sample(range(5, 60), restarts))
    steps = 0
    for _ in range(3000):
        await env.settle()
        async with env.bot.sessions.open(game_id) as s:
            assert s.game is not None
            over = s.game.is_over
        if over:
            break
        if not await _must_act(env, game_id, player):
            continue
        where = await _live_prompt(env, game_id, player, thread, you)
        steps += 1
        if restart_at and steps == restart_at[0]:
            restart_at.pop(0)
            await env.restart_bot(make_bot())
            await env.settle()
            where = await _live_prompt(env, game_id, player, thread, you)
        await _move(you, thread, where, rng.choice(PATHS), rng)
    else:
        raise AssertionError("the game did not end")
    posts = thread.history()
    images = sum(1 for m in posts if m.attachments)
    pings = sum(1 for m in posts if f"<@{player}>" in (m.content or ""))
    dms = len(you.user.dm_channel.history())
    # Pictures with prompts: the boards posted just above pings count among the thread's images;
    # those attached to DMs (edited in place) are counted apart, for the notes.
    dm_images = sum(1 for m in you.user.dm_channel.history() if m.attachments)
    return {
        "posts": len(posts),
        "images": images,
        "pings": pings,
        "dms": dms,
        "dm_images": dm_images,
        "steps": steps,
    }


@pytest.mark.real_engine
@pytest.mark.timeout(900)
@pytest.mark.parametrize("game", REAL)
async def test_every_step_prompted_and_the_table_stays_quiet(simcord_env, make_bot, game):
    counts = await _play(simcord_env, make_bot, game, seed=1, restarts=2)
    images = counts["images"]
    assert images, counts
    # The thread: posts per image posted (the lobby's opening lines, the pin and the end
    # included); the person: pings and new DMs per image.
    assert counts["posts"] / images <= 2.5, counts
    assert counts["pings"] / images <= 1.1, counts
    assert counts["dms"] / images <= 1.2, counts


@pytest.mark.timeout(600)
@pytest.mark.parametrize("game", ["toyrails", "tricks"])
async def test_fake_games_every_step_prompted(simcord_env, make_bot, game):
    """The neutral fake games too: Toy Rails and the trick game."""
    assert plugins.get(game) is not None
    counts = await _play(simcord_env, make_bot, game, seed=2, restarts=1)
    assert counts["steps"] > 0, counts
