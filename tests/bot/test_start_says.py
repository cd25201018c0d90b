"""What a person needs to know at the start, said in the game's first post: who starts and
why (from each game's rulebook and rulings), which railroad is out of a 3-player Card Rails
game, and the options in force; in the game's language."""

from __future__ import annotations

from typing import Any

import pytest

from tests.bot.helpers import Table
from text import t


async def _started(
    env: Any, game: str, language: str = "en", **opts: Any
) -> tuple[str, dict[str, Any], Table]:
    """Alice and two computers start a game in `language`: the start line, the view, the table."""
    table = Table(env, n=1)
    host = table.players[0]
    lobby = await host.slash(table.channel, "game new", game=game, language=language, **opts)
    for _ in range(2):
        await host.click(lobby.response, label=t("lobby.btn.cpu", language))
    await host.click(lobby.response, label=t("lobby.btn.start", language))
    thread = table.channel.threads[-1]
    row = await env.bot.storage.game_by_thread(thread.id)
    started = thread.history()[1].content  # after the thread's intro
    async with env.bot.sessions.open(row.id) as s:
        view = s.game.view(None)
        names = {seat.player: seat.name for seat in s.loaded.seats}
    return started, {**view, "names": names}, table


async def test_card_rails_says_who_starts_why_and_which_railroad_is_out(simcord_env):
    text, view, _ = await _started(simcord_env, "cardrails")
    first = view["names"][view["first_player"]]
    order = ", ".join(view["names"][p] for p in view["order"][:-1])
    assert f"{first} holds the Priority Deal card, given at random as the rules say" in text
    assert f"{first} starts, and the turns go round in this order: {order}, and " in text
    removed = view["removed_railroad"].capitalize()
    assert f"{removed} is out of the game, with its Shares card, its cubes and its 9" in text
    assert "The game ends when every hand is down to 3 cards." in text
    assert text.endswith("Options in force: standard rules.")


@pytest.mark.real_engine
async def test_santa_fe_says_who_starts_and_why(simcord_env):
    text, view, table = await _started(simcord_env, "santafe", options="advanced")
    first = view["names"][view["first_player"]]
    assert first == table.players[0].user.name
    assert f"{first} is the first player: the rules give it to the youngest player" in text
    assert "with the Engineer offered in turn order" in text
    assert text.endswith("Options in force: Advanced rules.")


async def test_the_card_game_says_who_starts_and_why_in_french(simcord_env):
    text, _view, table = await _started(
        simcord_env, "santafe-cards", options="ten_wolves", language="fr"
    )
    first = table.players[0].user.name
    narrow = "\u202f"  # French puts a narrow no-break space before a colon
    said = f"{first} entame la manche 1 sur 7{narrow}: la règle désigne le dernier à avoir vu"
    assert said in text
    assert text.endswith(f"Options en vigueur{narrow}: Dix Loups.")
