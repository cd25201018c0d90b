"""A game whose stored log cannot be read back (a move's text that is not JSON, a move naming a
shape that is not stored) is a broken game like one whose log no longer replays: every command
on it answers in plain words that its record is damaged, its host is told once in its thread,
and the other games go on. A database that cannot be reached is not damage, and says so as it
did. The damage is written straight into the database, as a failing disk or a bad hand would."""

from __future__ import annotations

from typing import Any

import pytest

from tests.bot.helpers import Table


async def _damage(env: Any, game_id: int, text: str) -> None:
    """The game's last move now names `text` (texts are shared: a new one, for this game)."""
    db = env.bot.storage.db
    await db.execute("INSERT INTO action_texts (action) VALUES (?)", (text,))
    await db.execute(
        "UPDATE actions SET action_id = (SELECT id FROM action_texts WHERE action = ?)"
        " WHERE game_id = ? AND seq = (SELECT MAX(seq) FROM actions WHERE game_id = ?)",
        (text, game_id, game_id),
    )
    await db.commit()


@pytest.mark.parametrize(
    "text",
    ['{"type": "choose", "card"', "[987654, 1]", "[1]", "null"],
    ids=["not-json", "unknown-shape", "missing-values", "not-an-action"],
)
async def test_a_damaged_stored_move_is_a_broken_game_told_to_its_host(simcord_env, make_bot, text):
    env = simcord_env
    table = Table(env, n=2)
    alice, bob = table.players
    game_id, _, thread = await table.open_game(seats=2)
    await table.play_dm(alice)
    _, _, other = await table.open_game(seats=2)
    await _damage(env, game_id, text)
    await env.restart_bot(make_bot())  # games load on first use
    for member, command in ((alice, "game status"), (bob, "game hand"), (alice, "game since")):
        result = await member.slash(thread, command)
        content = result.response.content
        assert result.ephemeral and "record of moves is damaged" in content, content
        assert "went wrong on my side" not in content
        await env.settle()
    said = [m.content for m in thread.history() if "cannot go on" in (m.content or "")]
    assert len(said) == 1 and alice.mention in said[0], [m.content for m in thread.history()]
    assert f"game #{game_id}" in said[0] and "move 1 cannot be read" in said[0]
    # The other game goes on.
    assert "in progress" in (await alice.slash(other, "game status")).response.content
    env.errors  # noqa: B018 - the refusals are the bot's plain answers


async def test_a_log_damaged_under_a_game_in_memory_is_found_by_its_next_reader(simcord_env):
    """The game was in memory when its log was damaged: another process (or this one, after
    the game left memory) reads the log again, finds the damage, tells the host."""
    env = simcord_env
    table = Table(env, n=2)
    alice, _ = table.players
    game_id, _, thread = await table.open_game(seats=2)
    await table.play_dm(alice)
    await _damage(env, game_id, "not json at all")
    env.bot.sessions.forget(game_id)  # as the cache lets an idle game go
    result = await alice.slash(thread, "game status")
    assert "record of moves is damaged" in result.response.content
    await env.settle()
    assert sum("cannot go on" in (m.content or "") for m in thread.history()) == 1
    env.errors  # noqa: B018
