"""Card Rails, the game in which `/game away` deadlocked: eve hosts, alice joins, a strong
computer; eve resigns; alice picks a card in her DM, then goes away for three days. With one
thinking process there are two thinking slots: the away command held the game's lock and
waited for a slot while the two computer seats held both slots and waited for the lock. Now
the command answers, and the computer plays alice's seat with the others to the game's end."""

from __future__ import annotations

import dataclasses

import pytest

from tests.bot.conftest import select_values
from tests.bot.helpers import Table, refusals


@pytest.fixture(autouse=True)
def quick_thinking(monkeypatch):
    """A few iterations per move of the strong player."""
    monkeypatch.setenv("WHISTLESTOP_CPU_THINK_MS", "20")


@pytest.fixture
def settings(settings):
    """One thinking process (the real pool): two slots, as on a two-core machine."""
    return dataclasses.replace(settings, think_processes=1)


@pytest.fixture
def rendered() -> None:
    """The real renderer (the shared fixture swaps in a fake)."""
    return None


@pytest.mark.timeout(1200)  # a hang guard: a deadlock fails it through simcord's settling
async def test_away_after_a_resign_beside_a_strong_computer_plays_on_to_the_end(simcord_env):
    env = simcord_env
    assert env.bot.thinking.workers == 1 and env.bot.thinking.running
    table = Table(env, n=2, names=("eve", "alice"))
    eve, alice = table.players
    result = await eve.slash(table.channel, "game new", game="cardrails")
    lobby, thread = result.response, table.channel.threads[-1]
    game_id = int(thread.name.rsplit("#", 1)[1])
    await alice.click(lobby, label="Join")
    await eve.click(lobby, label="Add strong computer player")
    await eve.click(lobby, label="Start")
    resigned = await eve.slash(thread, "game resign")
    assert "computer player takes your seat" in resigned.response.content
    dm = next(m for m in reversed(alice.user.dm_channel.history()) if select_values(m))
    assert (await alice.user.select(dm, [next(iter(select_values(dm)))])).acknowledged
    gone = await alice.slash(thread, "game away", until="3d")
    assert gone.ephemeral and "away until" in gone.response.content
    await env.settle()
    view = await table.view(game_id)
    assert view["phase"] == "over", view["active_players"]
    stored = await env.bot.storage.actions(game_id)
    assert any(a.actor == "cpu:away" for a in stored if a.player == str(alice.id))
    refusals(env)
