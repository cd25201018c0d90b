"""Santa Fe: the card game through the simulated Discord: two people and a computer player,
seven rounds from the lobby to the final scores, with a restart in the middle; DM pickers,
/cards play and /game hand; the secrets (hands, the lone cowboy, a cowardly sheriff, cards
added face down) never reach the thread."""

from __future__ import annotations

import os
import random
from typing import Any

import pytest

from tests.bot.helpers import Table, pick, refusals


@pytest.fixture
def rendered() -> None:
    """The real renderer (the shared fixture swaps in a fake)."""
    return None


async def _state(env: Any, game_id: int) -> dict[str, Any]:
    async with env.bot.sessions.open(game_id) as s:
        return s.game.view(None)


async def test_card_game_seven_rounds_with_a_restart(simcord_env, make_bot):
    rng = random.Random(4)
    table = Table(simcord_env, n=2)
    host = table.players[0]
    result = await host.slash(table.channel, "game new", game="santafe-cards", seats=3)
    lobby = result.response
    thread = table.channel.threads[-1]
    await table.players[1].click(lobby, label="Join")
    await host.click(lobby, label="Ten Wolves: off")
    await host.click(lobby, label="Add computer player")
    await host.click(lobby, label="Start")
    game_id = int(thread.name.rsplit("#", 1)[1])
    received: dict[str, list[str]] = {}
    restarted = False
    for _ in range(3000):
        view = await _state(simcord_env, game_id)
        if view["over"]:
            break
        if view["round"] == 3 and not restarted:
            await simcord_env.restart_bot(make_bot())
            restarted = True
        humans = [p for p in view["active_players"] if p in table.by_id]
        if not humans:
            await simcord_env.settle()
            continue
        member = table.by_id[rng.choice(humans)]
        if rng.random() < 0.15:
            plays = await member.autocomplete(thread, "cards play", "move", "")
            assert plays, view["phase"]
            result = await member.slash(thread, "cards play", move=rng.choice(plays)["value"])
        else:
            hand = await member.slash(thread, "game hand")
            assert hand.ephemeral, hand.response.content
            result = await pick(member, hand.response, rng)
        assert result.acknowledged
    else:
        raise AssertionError("the game did not finish")
    assert restarted
    view = await _state(simcord_env, game_id)
    assert view["over"] and view["round"] == 7 and view["winners"]
    history = thread.history()
    texts = "\n".join(m.content or "" for m in history)
    assert "Seven rounds are played" in history[-1].content
    sheets = [m for m in history if "is scored" in (m.content or "") and m.attachments]
    assert len(sheets) == 7
    tricks = [m for m in history if " wins trick " in (m.content or "") and m.attachments]
    assert len(tricks) >= 7 * 5
    # Private facts reach only their player: the lone cowboy is told by DM, never in public.
    for member in table.players:
        dms = [m.content for m in member.user.dm_channel.history()]
        received[member.user.name] = [d for d in dms if "You received" in d]
        assert received[member.user.name], "each receiver learns their card privately"
    assert "You received" not in texts and "cowardly" not in texts.lower()
    refusals(simcord_env)
    path = os.environ.get("WHISTLESTOP_TRANSCRIPT")
    if path:
        with open(path, "w") as out:
            out.write("\n---\n".join(m.content or "" for m in history))
            for member in table.players:
                out.write(f"\n== DMs of {member.user.name} ==\n")
                out.write("\n---\n".join(m.content for m in member.user.dm_channel.history()))
