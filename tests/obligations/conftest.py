"""The simulated Discord of the bot tests, for the whole games played here: every game runs on
its real engine and its real renderer (images are part of what players read)."""

from __future__ import annotations

import pytest

from tests.bot.conftest import (  # noqa: F401
    database_url,
    db_path,
    locales,
    make_bot,
    settings,
    simcord_bot,
    simcord_env,
)


@pytest.fixture
def rendered() -> None:
    """The real renderer (the bot tests' fake one records views instead)."""
    return None
