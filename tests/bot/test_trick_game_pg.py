"""The trick game's bot tests again, with the bot's storage on a real PostgreSQL: lobby,
sealed pass, tricks, a restart and final scores through PostgresStorage."""

from __future__ import annotations

import pytest

from bot.storage_pg import PostgresStorage
from tests.bot.test_trick_game import (
    test_new_game_checks_game_seats_and_options,
    test_new_game_in_a_game_thread_opens_in_the_parent_channel,
    test_trick_game_from_lobby_to_final_scores,
)

__all__ = [
    "test_new_game_checks_game_seats_and_options",
    "test_new_game_in_a_game_thread_opens_in_the_parent_channel",
    "test_trick_game_from_lobby_to_final_scores",
]


@pytest.fixture
def database_url(postgres_url: str) -> str:
    return postgres_url


async def test_the_bot_stores_on_postgresql(simcord_env):
    assert isinstance(simcord_env.bot.storage, PostgresStorage)
