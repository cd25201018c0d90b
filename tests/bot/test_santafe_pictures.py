"""Santa Fe's prompt pictures through simulated Discord (bot/prompt_picture.py): a thread ping
never comes below an out-of-date board; the picker's panel of a track-laying decision carries
the options' map (the places, no hand), /game hand the whole picture with the same codes."""

from __future__ import annotations

import random

import pytest

from bot.prompt_picture import fingerprint
from tests.bot.conftest import select_values
from tests.bot.helpers import pick
from tests.bot.pictures import open_game, state
from tests.bot.test_live_table import _custom_id

pytestmark = pytest.mark.real_engine


@pytest.mark.timeout(900)
async def test_a_ping_never_comes_below_an_old_board(simcord_env, board_calls):
    env = simcord_env
    you, thread, game_id = await open_game(env, "santafe")
    player = str(you.id)
    rng = random.Random(4)
    pings = 0
    seen: set[int] = set()
    for _ in range(400):
        await env.settle()
        mine, now, stored = await state(env, game_id, player)
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
async def test_the_panel_shows_the_options_and_the_hand_shows_all(simcord_env, prompt_pictures):
    env = simcord_env
    you, thread, game_id = await open_game(env, "santafe")
    player = str(you.id)
    rng = random.Random(9)
    for _ in range(400):
        await env.settle()
        mine, now, stored = await state(env, game_id, player)
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
        assert call["hand"] is False  # the options only
        hand = await you.slash(thread, "game hand")
        await env.settle()
        await env.bot.prompts.pictures.wait()
        assert [a.filename for a in hand.response.attachments] == ["prompt.png"]
        whole = prompt_pictures[-1]
        assert whole["spots"] == call["spots"]  # the same options, the same codes
        async with env.bot.sessions.open(game_id) as s:
            assert whole["own"] == s.game.view(player) and whole["hand"] is True
        return
    raise AssertionError("no track-laying turn of Alice's was seen")
