"""Every storage test runs on each backend: SQLite in a temp file, PostgreSQL for real."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from bot.storage import Storage


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, tmp_path) -> str:
    """The URL of a fresh database of one backend."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'db.sqlite3'}"
    return request.getfixturevalue("postgres_url")


@pytest.fixture
def dialect(database: str) -> str:
    return "sqlite" if database.startswith("sqlite") else "postgresql"


@pytest.fixture
async def store(database: str) -> AsyncIterator[Storage]:
    s = await Storage.open(database)
    yield s
    await s.close()
