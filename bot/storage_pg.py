"""The PostgreSQL backend under its first name: it lives in bot/storage/postgresql.py."""

from __future__ import annotations

from bot.storage.postgresql import MIGRATION_LOCK, POOL_SIZE, STEP_WAIT, PostgresStorage, dollars

__all__ = ["MIGRATION_LOCK", "POOL_SIZE", "STEP_WAIT", "PostgresStorage", "dollars"]
