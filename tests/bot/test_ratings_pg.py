"""The ratings' bot tests again, with the bot's storage on a real PostgreSQL: a whole game
updates the leaderboard, stats and history; leaving, opting out and other servers."""

from __future__ import annotations

import pytest

from bot.storage_pg import PostgresStorage
from tests.bot.test_ratings import (
    test_a_finished_game_shows_on_the_leaderboard_stats_and_history,
    test_leaving_opting_out_and_other_servers,
)

__all__ = [
    "test_a_finished_game_shows_on_the_leaderboard_stats_and_history",
    "test_leaving_opting_out_and_other_servers",
]


@pytest.fixture
def database_url(postgres_url: str) -> str:
    return postgres_url


async def test_the_bot_rates_on_postgresql(simcord_env):
    assert isinstance(simcord_env.bot.storage, PostgresStorage)
