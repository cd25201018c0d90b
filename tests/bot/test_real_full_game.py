"""Three people play a whole Santa Fe game (advanced game with tile purchase) through the real bot,
engine and renderer: lobby, DMs, sealed choices, track commands and panels, purchases, to the final
scores. Set WHISTLESTOP_TRANSCRIPT=path to write every message each person saw, for reading."""

from __future__ import annotations

import os
import random
from typing import Any

import pytest

from bot.table import plugin_of as table_plugin
from engine.core import canonical
from tests.bot.conftest import custom_ids
from tests.bot.helpers import Table, pick, refusals

pytest.importorskip("engine.santafe")


@pytest.fixture
def rendered() -> None:
    """Use the real renderer here (the shared fixture swaps in a fake)."""
    return None


def _texts(messages: list[Any]) -> list[str]:
    return [m.content or "" for m in messages]


async def _choose_from_panel(member: Any, message: Any, rng: random.Random) -> Any:
    """Open the thread prompt's panel and pick something there (through groups and pages)."""
    panel = await member.click(message, custom_id=_panel_button(message))
    return await pick(member, panel.response, rng)


def _panel_button(message: Any) -> str | None:
    """The button of a thread ping that opens the picker (its title says what is asked)."""
    return next((c for c in custom_ids(message) if ":panel:" in c), None)


@pytest.mark.real_engine
async def test_three_people_play_the_advanced_game_to_the_end(simcord_env):
    rng = random.Random(5)
    table = Table(simcord_env)
    game_id, lobby, thread = await table.open_game(
        game="santafe", seats=3, options="advanced, tile_purchase"
    )
    ephemeral: list[str] = []
    for step in range(1500):
        view = await table.view(game_id)
        if view["phase"] == "over":
            break
        phase = view["phase"]
        if phase in ("choose", "exchange", "draw"):
            pid = rng.choice([p for p in view["active_players"] if p in table.by_id])
            member = table.by_id[pid]
            message = member.user.dm_channel.last_message
            result = await pick(member.user, message, rng)
        else:
            member = table.by_id[view["to_move"]]
            async with simcord_env.bot.sessions.open(game_id) as s:
                legal = s.game.legal_actions(str(member.id))
            # Mostly the slash command; every third move the panel (its ephemeral views each
            # carry a 15-minute timer, which makes the simulated loop slower as they pile up).
            if phase == "track" and step % 3 != 0 and any(a["type"] == "track" for a in legal):
                result = await table.track_by_command(member, thread)
            else:
                prompt = next(
                    (
                        m
                        for m in reversed(thread.history())
                        if member.mention in (m.content or "") and _panel_button(m) is not None
                    ),
                    None,
                )
                dm = member.user.dm_channel.last_message if member.user.dm_channel else None
                if prompt is None and dm is not None and dm.components:
                    # A turn begun in private (the draw) goes on in the same DM.
                    result = await pick(member.user, dm, rng)
                else:
                    assert prompt is not None, (phase, [m.content for m in thread.history()[-4:]])
                    result = await _choose_from_panel(member, prompt, rng)
        assert result.acknowledged
        if getattr(result, "ephemeral", False) and result.response is not None:
            ephemeral.append(f"[{member.user.name}] {result.response.content}")
    else:
        raise AssertionError("the game did not finish")

    history = thread.history()
    final = history[-1]
    assert "Game over" in final.content and final.attachments
    # Everyone is thanked by name, told their own result by DM, and can watch the game again.
    assert all(m.mention in final.content for m in table.players)
    for member in table.players:
        assert "Your score" in member.user.dm_channel.last_message.content
    # The animation renders every board of the game: the hang guard of tests/bot/conftest.py.
    watched = await table.players[1].click(final, label="Watch the whole game")
    assert watched.acknowledged
    replay = thread.history()[-1]
    assert replay.attachments and replay.attachments[0].filename == "replay.webp"
    again = await table.players[2].click(final, label="Watch the whole game")
    assert again.ephemeral and "already in the thread" in again.response.content
    history = thread.history()[:-1]
    boards = [m for m in history if m.attachments]
    assert len(boards) >= 2 * view["round"] - 2  # an image after (nearly) every track turn
    reveals = [m for m in history if "revealed" in (m.content or "")]
    assert len(reveals) >= view["round"] - 1
    stored = await simcord_env.bot.storage.actions(game_id)
    async with simcord_env.bot.sessions.open(game_id) as s:
        # Every move was stored: the stored log replays to the game the bot played.
        setup = (s.loaded.players, s.row.seed, s.row.options)
        rebuilt = table_plugin(s).replay(*setup, stored)
        assert canonical(rebuilt.view(None)) == canonical(s.game.view(None))
    refusals(simcord_env)

    path = os.environ.get("WHISTLESTOP_TRANSCRIPT")
    if path:
        with open(path, "w") as out:
            out.write("== lobby ==\n" + lobby.content + "\n== thread ==\n")
            out.write("\n---\n".join(_texts(history)))
            for member in table.players:
                out.write(f"\n== DMs of {member.user.name} ==\n")
                out.write("\n---\n".join(_texts(member.user.dm_channel.history())))
            out.write("\n== ephemeral answers ==\n" + "\n".join(ephemeral))
