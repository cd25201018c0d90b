"""Santa Fe: the card game at its players' pace: the moves with no real choice that the table
can see are made at once and said; the sheriff's "ready" stays a decision (RULINGS R16)."""

from __future__ import annotations

import random

import pytest

from tests.bot.conftest import select_values
from tests.bot.helpers import Table, pick, refusals
from tests.bot.test_pace import can_act, dms, thread_lines


@pytest.mark.real_engine
@pytest.mark.timeout(900)
async def test_moves_with_no_real_choice_are_made_at_once_and_said(simcord_env):
    """The card game: a last trick that starts with one card in every hand plays alice's start
    card at once, said in the thread, without a prompt or a DM.
    The sheriff's "ready" stays her own click: who holds the sheriff is hidden (RULINGS R16)."""
    env = simcord_env
    table = Table(env, n=1)
    (alice,) = table.players
    game_id, _, thread = await table.open_game(game="santafe-cards", seats=3, cpus=2)
    me = str(alice.id)
    rng = random.Random(3)
    background = env.bot.flow.computers._tasks
    seen_declare = False
    for _ in range(400):
        while background._tasks:
            await background.wait()
            await env.settle()
        view = await table.view(game_id)
        made = [a for a in await env.bot.storage.actions(game_id) if a.actor == "cpu:forced"]
        if (made and view["phase"] == "pass") or view["over"]:
            break  # a round with a move made for her is over
        if view["phase"] == "declare" and me in view["active_players"]:
            # Awaited like everyone, whatever her hand: the lock-in list and the pin name her
            # as they name the sheriff's holder.
            waiting = [m.content for m in thread.pinned_messages()]
            assert any("alice" in line for line in waiting[0].split("\n") if "Waiting" in line)
            seen_declare = True
        if await can_act(env, game_id, alice):
            dm = alice.user.dm_channel
            prompt = next(m for m in reversed(dm.history()) if select_values(m))
            await pick(alice.user, prompt, rng)
        else:
            await env.bot.cadence.tick()
    actions = await env.bot.storage.actions(game_id)
    forced = [a for a in actions if a.player == me and a.actor == "cpu:forced"]
    assert forced and {a.action["type"] for a in forced} <= {"start", "no_duel", "pass", "add"}
    said = [line for line in thread_lines(thread) if "alice had only one possible move" in line]
    assert len(said) == len(forced)
    assert not any("made this move for you" in m for m in dms(alice))
    declared = [a for a in actions if a.player == me and a.action["type"] in ("ready", "declare")]
    assert declared and all(a.actor == me for a in declared) and seen_declare
    refusals(env)
