"""Card Rails through the simulated Discord: three people and a computer player, from the lobby
to the final scores, with a restart in the middle; moves by DM pickers, thread panels,
/cardrails share and build, /game move; every message read for leaks and oddities."""

from __future__ import annotations

import os
import random
from typing import Any

import pytest

from tests.bot.conftest import select_values
from tests.bot.helpers import Table, pick, refusals


@pytest.fixture
def rendered() -> None:
    """The real renderer (the shared fixture swaps in a fake)."""
    return None


async def _state(env: Any, game_id: int) -> tuple[dict[str, Any], dict[str, list[dict]]]:
    async with env.bot.sessions.open(game_id) as s:
        view = s.game.view(None)
        return view, {p: s.game.legal_actions(p) for p in view["active_players"]}


async def _command_turn(member: Any, thread: Any, rng: random.Random) -> Any | None:
    """A whole turn by slash command, from autocomplete only; None if none fits."""
    cards = await member.autocomplete(thread, "cardrails share", "card", "")
    if not cards:
        return None
    card = rng.choice(cards)["value"]
    if rng.random() < 0.5:
        railroads = await member.autocomplete(thread, "cardrails share", "railroad", "", card=card)
        if railroads:
            railroad = railroads[0]["value"]
            return await member.slash(thread, "cardrails share", card=card, railroad=railroad)
    hexes = await member.autocomplete(thread, "cardrails build", "hex", "", card=card)
    if hexes:
        return await member.slash(thread, "cardrails build", card=card, hex=hexes[0]["value"])
    places = await member.autocomplete(thread, "cardrails build", "place", "", card=card)
    for place in places[:3]:
        hexes = await member.autocomplete(
            thread, "cardrails build", "hex", "", card=card, place=place["value"]
        )
        if hexes:
            return await member.slash(
                thread, "cardrails build", card=card, place=place["value"], hex=hexes[0]["value"]
            )
    return None


async def test_card_rails_three_people_and_a_computer(simcord_env, make_bot):
    rng = random.Random(11)
    table = Table(simcord_env, n=3)
    host = table.players[0]
    result = await host.slash(table.channel, "game new", game="cardrails", seats=4)
    lobby = result.response
    assert "Card Rails" in lobby.content
    thread = table.channel.threads[-1]
    for member in table.players[1:]:
        await member.click(lobby, label="Join")
    await host.click(lobby, label="Final Dividend Payout: off")
    await host.click(lobby, label="Add computer player")
    await host.click(lobby, label="Start")
    game_id = int(thread.name.rsplit("#", 1)[1])
    restarted = False
    commands = 0
    for step in range(800):
        view, _ = await _state(simcord_env, game_id)
        if view["over"]:
            break
        if step == 40 and not restarted:
            await simcord_env.restart_bot(make_bot())
            restarted = True
            continue
        actor = view["active_players"][0]
        if actor not in table.by_id:
            await simcord_env.settle()  # the computer player moves on its own
            continue
        member = table.by_id[actor]
        result = None
        if view["step"] == "card" and rng.random() < 0.35:
            result = await _command_turn(member, thread, rng)
            commands += result is not None
        if result is None:
            if rng.random() < 0.2:
                moves = await member.autocomplete(thread, "game move", "move", "")
                assert moves, view["step"]
                result = await member.slash(thread, "game move", move=rng.choice(moves)["value"])
            else:
                hand = await member.slash(thread, "game hand")
                assert hand.ephemeral and select_values(hand.response), hand.response.content
                result = await pick(member, hand.response, rng)
        assert result.acknowledged
    else:
        raise AssertionError("the game did not finish")
    assert restarted and commands > 0
    view, _ = await _state(simcord_env, game_id)
    assert view["over"] and view["winners"]
    history = thread.history()
    final = history[-1]
    assert "Game over" in final.content and final.attachments
    assert final.attachments[0].filename == "scores.png"
    maps = [m for m in history if m.attachments and "The map after turn" in m.content]
    assert len(maps) >= view["turn"] - 4  # a map after (nearly) every turn
    # What a hand holds never reaches the thread (only played cards and public facts).
    texts = "\n".join(m.content or "" for m in history)
    assert "Your hand" not in texts
    refusals(simcord_env)
    path = os.environ.get("WHISTLESTOP_TRANSCRIPT")
    if path:
        with open(path, "w") as out:
            out.write("\n---\n".join(m.content or "" for m in history))
            for member in table.players:
                out.write(f"\n== DMs of {member.user.name} ==\n")
                out.write("\n---\n".join(m.content for m in member.user.dm_channel.history()))
