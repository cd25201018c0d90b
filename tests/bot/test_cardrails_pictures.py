"""Card Rails' prompt pictures through simulated Discord (bot/prompt_picture.py): the DM prompt
carries the player's picture, from their own view, for the decision it offers, with the codes
of the options that are places; going on to the next step edits the same DM and replaces the
picture."""

from __future__ import annotations

import random

import pytest

from bot.option_codes import spots_of
from bot.table import plugin_of
from tests.bot.helpers import pick
from tests.bot.pictures import open_game, state

pytestmark = pytest.mark.real_engine


@pytest.mark.timeout(900)
async def test_the_dm_prompt_carries_its_picture_and_is_edited_in_place(
    simcord_env, prompt_pictures
):
    env = simcord_env
    you, _, game_id = await open_game(env, "cardrails")
    player = str(you.id)
    rng = random.Random(2)
    checked = 0
    for _ in range(300):
        await env.settle()
        await env.bot.prompts.pictures.wait()
        mine, _, stored = await state(env, game_id, player)
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
        mine, _, after = await state(env, game_id, player)
        if mine and after is not None and after[1] == message.id:
            # The turn goes on in the same DM: edited, with the next step's picture.
            assert len(dm.history()) == before
            edited = next(m for m in dm.history() if m.id == message.id)
            assert [a.filename for a in edited.attachments] == ["prompt.png"]
            assert prompt_pictures[-1]["own"] != own
        checked += 1
    assert checked >= 6
