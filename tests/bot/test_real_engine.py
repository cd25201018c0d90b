"""The bot with the lead's real Santa Fe engine and heuristic player (skipped without it)."""

from __future__ import annotations

import pytest

from bot.table import plugin_of as table_plugin
from engine.core import canonical
from tests.bot.helpers import Table, refusals

engine = pytest.importorskip("engine")
pytest.importorskip("engine.santafe")


@pytest.mark.real_engine
async def test_real_santafe_one_human_two_computers(simcord_env):
    table = Table(simcord_env, n=1)
    (alice,) = table.players
    me = str(alice.id)
    game_id, _, thread = await table.open_game(game="santafe", seats=3, cpus=2)
    for _ in range(400):
        view = await table.view(game_id)
        if view["phase"] == "over":
            break
        assert me in view["active_players"], f"stuck waiting for {view['active_players']}"
        if view["phase"] in ("choose", "exchange", "draw"):
            result = await table.play_dm(alice)
        else:
            async with simcord_env.bot.sessions.open(game_id) as s:
                legal = s.game.legal_actions(me)
            if any(a["type"] == "track" for a in legal):
                result = await table.track_by_command(alice, thread)
            else:
                result = await alice.slash(thread, "santafe pass")
        assert result.acknowledged
    else:
        raise AssertionError("game did not finish")
    assert "Game over" in thread.last_message.content
    stored = await simcord_env.bot.storage.actions(game_id)
    async with simcord_env.bot.sessions.open(game_id) as s:
        # Every move was stored: the stored log replays to the game the bot played.
        setup = (s.loaded.players, s.row.seed, s.row.options)
        rebuilt = table_plugin(s).replay(*setup, stored)
        assert canonical(rebuilt.view(None)) == canonical(s.game.view(None))
    refusals(simcord_env)
