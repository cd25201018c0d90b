"""The host's owed questions again, with the bot's storage on a real PostgreSQL (the queries
that find them and pass hosting on are written once for both databases)."""

from __future__ import annotations

import pytest

from tests.bot.test_host_leaves import (
    test_a_bot_stopped_between_noticing_and_asking_asks_after_its_restart,
    test_a_partial_member_list_at_start_marks_nobody_gone,
)

__all__ = [
    "test_a_bot_stopped_between_noticing_and_asking_asks_after_its_restart",
    "test_a_partial_member_list_at_start_marks_nobody_gone",
]


@pytest.fixture
def database_url(postgres_url: str) -> str:
    return postgres_url
