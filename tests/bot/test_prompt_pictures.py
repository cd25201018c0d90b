"""Pictures with prompts, through simulated Discord (bot/prompt_picture.py).

- A thread ping never comes below an out-of-date board: the last board drawn for the thread
  before Alice's ping is the position she is pinged about.
- The DM prompt carries the player's picture, from their own view, for the decision it offers;
  going on to the next step edits the same DM and replaces the picture.
- The picker's panel of a public decision whose options are places carries the options' map
  (the options' places, no hand); /game hand carries the whole picture.
- A picture drawn for words the message no longer has is never attached.
"""

from __future__ import annotations

import asyncio
import io
import random
from typing import Any

import discord
import pytest

from bot.option_codes import spots_of
from bot.prompt_picture import Job, Pictures, fingerprint
from bot.table import plugin_of
from tests.bot.conftest import select_values
from tests.bot.helpers import pick
from tests.bot.test_live_table import _custom_id

pytestmark = pytest.mark.real_engine


async def _open(env: Any, game: str) -> tuple[Any, Any, int]:
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    you = guild.add_member(env.create_user("alice"))
    result = await you.slash(channel, "game new", game=game, seats=3)
    for _ in range(2):
        await you.click(result.response, label="Add computer player")
    await you.click(result.response, label="Start")
    thread = channel.threads[-1]
    return you, thread, int(thread.name.rsplit("#", 1)[1])


async def _state(env: Any, game_id: int, player: str) -> tuple[bool, dict[str, Any], Any]:
    async with env.bot.sessions.open(game_id) as s:
        assert s.game is not None
        mine = not s.game.is_over and player in s.game.active_players()
        return mine, s.game.view(None), await env.bot.storage.get_message(game_id, "prompt", player)


@pytest.mark.timeout(900)
async def test_a_ping_never_comes_below_an_old_board(simcord_env, board_calls):
    env = simcord_env
    you, thread, game_id = await _open(env, "santafe")
    player = str(you.id)
    rng = random.Random(4)
    pings = 0
    seen: set[int] = set()
    for _ in range(400):
        await env.settle()
        mine, now, stored = await _state(env, game_id, player)
        if now["over"] or pings >= 6:
            break
        if not mine:
            continue
        dm = you.user.dm_channel
        live = dm and next((m for m in dm.history() if stored and m.id == stored[1]), None)
        if live is not None and select_values(live):
            await pick(you.user, live, rng)
            continue
        ping = next(m for m in reversed(thread.history()) if _custom_id(m, "panel"))
        assert stored is not None and ping.id == stored[1]
        if ping.id not in seen:  # a new ping (a turn of two tiles goes on in the same one)
            seen.add(ping.id)
            # The board the thread shows last is the position of the ping.
            assert board_calls[-1]["view"] == now
            above = [m for m in thread.history() if m.id < ping.id and m.attachments]
            assert above, "no board above the ping"
            stored_board = await env.bot.storage.get_message(game_id, "board_shown")
            assert stored_board is not None and stored_board[2] == fingerprint(now)
            pings += 1
        opened = await you.click(ping, custom_id=_custom_id(ping, "panel"))
        await env.settle()
        await pick(you, opened.response, rng)
    assert pings >= 3


@pytest.mark.timeout(900)
async def test_the_dm_prompt_carries_its_picture_and_is_edited_in_place(
    simcord_env, prompt_pictures
):
    env = simcord_env
    you, _, game_id = await _open(env, "cardrails")
    player = str(you.id)
    rng = random.Random(2)
    checked = 0
    for _ in range(300):
        await env.settle()
        await env.bot.prompts.pictures.wait()
        mine, _, stored = await _state(env, game_id, player)
        if not mine:
            if checked >= 6:
                break
            continue
        dm = you.user.dm_channel
        message = next(m for m in dm.history() if m.id == stored[1])
        assert [a.filename for a in message.attachments] == ["prompt.png"], message.content
        call = prompt_pictures[-1]
        async with env.bot.sessions.open(game_id) as s:
            own = s.game.view(player)
            legal = s.game.legal_actions(player)
            presenter = plugin_of(s).presenter
        assert call["own"] == own  # the player's own view, for this very decision
        want = tuple(x for x in spots_of(legal, presenter, own, "en-US") if x is not None)
        assert tuple(call["spots"]) == want
        before = len(dm.history())
        await pick(you.user, message, rng)
        await env.settle()
        await env.bot.prompts.pictures.wait()
        mine, _, after = await _state(env, game_id, player)
        if mine and after is not None and after[1] == message.id:
            # The turn goes on in the same DM: edited, with the next step's picture.
            assert len(dm.history()) == before
            edited = next(m for m in dm.history() if m.id == message.id)
            assert [a.filename for a in edited.attachments] == ["prompt.png"]
            assert prompt_pictures[-1]["own"] != own
        checked += 1
    assert checked >= 6


@pytest.mark.timeout(900)
async def test_the_panel_shows_the_options_and_the_hand_shows_all(simcord_env, prompt_pictures):
    env = simcord_env
    you, thread, game_id = await _open(env, "santafe")
    player = str(you.id)
    rng = random.Random(9)
    for _ in range(400):
        await env.settle()
        mine, now, stored = await _state(env, game_id, player)
        assert not now["over"], "no track-laying turn of Alice's was seen"
        if not mine:
            continue
        ping = next((m for m in reversed(thread.history()) if _custom_id(m, "panel")), None)
        if now["phase"] != "track" or ping is None or stored is None or ping.id != stored[1]:
            hand = await you.slash(thread, "game hand")
            await pick(you, hand.response, rng)
            continue
        opened = await you.click(ping, custom_id=_custom_id(ping, "panel"))
        await env.settle()
        await env.bot.prompts.pictures.wait()
        assert [a.filename for a in opened.response.attachments] == ["prompt.png"]
        call = prompt_pictures[-1]
        assert call["spots"] and call["board"] is None
        assert call["own"]["seats"][player]["hand"] == []  # the options only
        hand = await you.slash(thread, "game hand")
        await env.settle()
        await env.bot.prompts.pictures.wait()
        assert [a.filename for a in hand.response.attachments] == ["prompt.png"]
        whole = prompt_pictures[-1]
        assert whole["spots"] == call["spots"]  # the same options, the same codes
        async with env.bot.sessions.open(game_id) as s:
            assert whole["own"] == s.game.view(player)  # with the hand
        return
    raise AssertionError("no track-laying turn of Alice's was seen")


async def test_a_picture_for_older_words_is_not_attached(monkeypatch):
    import bot.prompt_picture as pp

    gate = asyncio.Event()

    async def draw(job: Job) -> discord.File:
        await gate.wait()
        return discord.File(io.BytesIO(b"png"), filename="prompt.png")

    monkeypatch.setattr(pp, "draw", draw)
    pictures = Pictures(client=None, storage=None)  # type: ignore[arg-type]
    attached: list[str] = []

    async def edit(label: str) -> Any:
        async def run(file: discord.File) -> None:
            attached.append(label)

        return run

    job = Job("g", {}, None, (), {}, "en", "")
    pictures.later((1, 2), job, await edit("old"))
    pictures.now((1, 2))  # new words: the picture on its way is for the old ones
    pictures.later((1, 3), job, await edit("other message"))
    gate.set()
    await pictures.wait()
    assert attached == ["other message"]
