"""The trick game's bot tests again as one of several processes on a real PostgreSQL: every
open checks the cached game against the log, effects and the periodic check run under the
game's lease, reminders are claimed. Alone on the database, it must behave exactly as one
process does."""

from __future__ import annotations

import pytest

from bot.settings import Settings
from tests.bot.test_trick_game import (
    test_new_game_checks_game_seats_and_options,
    test_trick_game_from_lobby_to_final_scores,
)

__all__ = [
    "test_new_game_checks_game_seats_and_options",
    "test_trick_game_from_lobby_to_final_scores",
]


@pytest.fixture
def database_url(postgres_url: str) -> str:
    return postgres_url


@pytest.fixture(autouse=True)
def several_processes(monkeypatch):
    # As with SHARD_IDS naming some of the shards, without a sharded simcord server.
    monkeypatch.setattr(Settings, "shared", property(lambda self: True))


async def test_the_bot_runs_as_one_of_several(simcord_env):
    bot = simcord_env.bot
    assert bot.sessions.shared and bot.leases.shared
