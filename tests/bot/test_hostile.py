"""A hostile server: odd names, odd values, members who leave, a host who walks out of a lobby,
a cancelled game, a database from the future or a migration that fails, a game whose log no
longer replays, and a log level of DEBUG with secrets around."""

from __future__ import annotations

import logging
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.logs import setup_logging
from bot.storage import Storage, StorageError, migration_files
from tests.bot.helpers import Table, refusals

ROOT = Path(__file__).resolve().parents[2]


async def test_names_never_ping_anyone_and_markdown_stays_text(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    evil = guild.add_member(env.create_user("mallory"), nick="@everyone")
    other = guild.add_member(env.create_user("eve"), nick="<@&123456789012345678> **bold** @here")
    result = await evil.slash(channel, "game new", game="toyrails", seats=2)
    lobby = result.response
    await other.click(lobby, label="Join")
    await evil.click(lobby, label="Start")
    thread = channel.threads[-1]
    texts = [lobby.content, *(m.content or "" for m in thread.history())]
    for text in texts:
        assert "@everyone" not in text.replace("@\u200beveryone", ""), text
        assert "@here" not in text.replace("@\u200bhere", ""), text
        assert "<@&123456789012345678>" not in text, text
        assert "**bold**" not in text, text
    assert env.bot.allowed_mentions is not None
    assert not env.bot.allowed_mentions.everyone and not env.bot.allowed_mentions.roles
    env.errors  # noqa: B018


@pytest.mark.parametrize(
    "value", ["99999999999999999999", "²", "٣", "#-1", "x" * 6000, "1\x00\x07", "0x10"]
)
async def test_odd_game_values_get_a_short_answer(simcord_env, value):
    table = Table(simcord_env, n=1)
    (alice,) = table.players
    await table.open_game(seats=2, join=0, cpus=1)
    result = await alice.slash(table.channel, "game status", game=value)
    assert result.ephemeral and len(result.response.content) < 200
    assert "don't know that game" in result.response.content
    refusals(simcord_env)


async def test_odd_command_values_get_a_short_answer(simcord_env):
    table = Table(simcord_env, n=2)
    game_id, _, thread = await table.open_game(seats=2)
    alice = table.players[0]
    for value in ("x" * 3000, "SF\n\x00", "🚂" * 50):
        # Discord caps the move option at 100 characters; anything within it is answered.
        result = await alice.slash(thread, "game move", move=value[:100])
        assert result.ephemeral and len(result.response.content) < 200
        result = await alice.slash(thread, "game away", until=value)
        assert result.ephemeral and len(result.response.content) < 200
    assert await simcord_env.bot.storage.actions(game_id) == []
    refusals(simcord_env)


async def test_a_member_who_leaves_is_noticed_and_the_host_can_give_the_seat_away(simcord_env):
    table = Table(simcord_env, n=2)
    alice, bob = table.players
    game_id, _, thread = await table.open_game(seats=2)
    table.guild.remove_member(bob)
    await simcord_env.settle()
    notice = next(m for m in thread.history() if "left the server" in (m.content or ""))
    assert alice.mention in notice.content
    assert bob.mention not in notice.content
    seats = await simcord_env.bot.storage.seats(game_id)
    assert next(s for s in seats if s.player == str(bob.id)).left_server
    taken = await alice.click(notice, label="A computer plays the seat")
    assert taken.acknowledged
    await simcord_env.settle()
    seats = await simcord_env.bot.storage.seats(game_id)
    assert next(s for s in seats if s.player == str(bob.id)).is_cpu
    # Bob is never pinged again in the thread.
    after = thread.history()[thread.history().index(notice) :]
    assert not any(bob.mention in (m.content or "") for m in after)
    simcord_env.errors  # noqa: B018


async def test_a_host_who_leaves_a_lobby_hands_it_on(simcord_env):
    table = Table(simcord_env, n=2)
    alice, bob = table.players
    result = await alice.slash(table.channel, "game new", game="toyrails", seats=3)
    lobby = result.response
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Leave")
    (row,) = await simcord_env.bot.storage.games()
    assert row.host_id == bob.id
    started = await bob.click(lobby, label="Add computer player")
    assert started.acknowledged
    await bob.click(lobby, label="Start")
    (row,) = await simcord_env.bot.storage.games(statuses=("active",))
    assert row.id
    simcord_env.errors  # noqa: B018


async def test_a_cancelled_game_tells_its_players_and_waits_for_no_one(simcord_env):
    table = Table(simcord_env, n=2)
    alice, bob = table.players
    game_id, lobby, thread = await table.open_game(seats=2)
    await alice.slash(thread, "game cancel")
    assert "Status: cancelled" in lobby.content and "in progress" not in lobby.content
    said = thread.history()[-1].content
    assert "cancelled" in said and bob.mention in said
    dm = bob.user.dm_channel.last_message
    assert "cancelled" in dm.content and not dm.components
    assert await simcord_env.bot.storage.waits(game_id) == []
    pinned = [m for m in thread.history() if m.pinned]
    assert pinned and "cancelled" in pinned[0].content
    assert "Waiting for" not in pinned[0].content
    simcord_env.errors  # noqa: B018


async def test_secrets_never_reach_the_log_at_debug(simcord_env, caplog, tmp_path):
    setup_logging("DEBUG")
    caplog.set_level(logging.DEBUG)
    try:
        table = Table(simcord_env, n=2)
        game_id, _, _ = await table.open_game(seats=2)
        await table.play_dm(table.players[0])
        async with simcord_env.bot.sessions.open(game_id) as s:
            chosen = s.game.view(str(table.players[0].id))["seats"][str(table.players[0].id)]
            card = chosen["choice"]["card"]
        lines = [r.getMessage() for r in caplog.records]
        assert lines  # logging is on
        assert not [line for line in lines if card in line], card
    finally:
        setup_logging("INFO")
        logging.getLogger().setLevel(logging.WARNING)


async def test_a_newer_database_is_refused(tmp_path):
    path = tmp_path / "db.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute(f"PRAGMA user_version = {migration_files()[-1][0] + 1}")
    with pytest.raises(StorageError, match="newer"):
        await Storage.open(path)


async def test_a_failing_migration_closes_everything(tmp_path, monkeypatch):
    bad = tmp_path / "migrations"
    bad.mkdir()
    for _, file in migration_files():
        (bad / file.name).write_text(file.read_text())
    (bad / "999_broken.sql").write_text("CREATE TABLE games (oops INTEGER);")
    monkeypatch.setattr("bot.storage.MIGRATIONS", bad)
    with pytest.raises(StorageError, match="999_broken"):
        await Storage.open(tmp_path / "db.sqlite3")
    # The bot process says so in one line and exits (no thread left hanging).
    code = (
        "import bot.storage, pathlib, sys\n"
        f"bot.storage.MIGRATIONS = pathlib.Path({str(bad)!r})\n"
        "sys.argv = ['bot']\n"
        "from bot.__main__ import main\n"
        "sys.exit(main())\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code],
        cwd=tmp_path,
        env={"PYTHONPATH": str(ROOT), "DISCORD_TOKEN": "x", "WHISTLESTOP_DB": "db2.sqlite3"},
        capture_output=True,
        text=True,
        timeout=600,  # a hang guard only
    )
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr.strip().count("\n") == 0 and "999_broken" in proc.stderr


async def test_a_game_whose_log_no_longer_replays_is_reported(simcord_env, make_bot):
    table = Table(simcord_env, n=2)
    game_id, _, thread = await table.open_game(seats=2)
    await table.play_dm(table.players[0])
    _, _, thread2 = await table.open_game(seats=2)
    assert await simcord_env.bot.storage.actions(game_id)
    db = simcord_env.bot.storage.db
    # Its moves now name a text no engine reads (texts are shared: a new one, for this game).
    await db.execute("INSERT INTO action_texts (action) VALUES (?)", ('{"type":"nonsense"}',))
    await db.execute(
        "UPDATE actions SET action_id = (SELECT id FROM action_texts WHERE action = ?)"
        " WHERE game_id = ?",
        ('{"type":"nonsense"}', game_id),
    )
    await db.commit()
    await simcord_env.restart_bot(make_bot())
    # Games load on first use: the first use finds it, answers, and tells the host once.
    for _ in range(2):
        result = await table.players[0].slash(thread, "game status")
        assert result.ephemeral and "cannot go on" in result.response.content
        await simcord_env.settle()
    said = [m.content for m in thread.history() if "cannot go on" in (m.content or "")]
    assert len(said) == 1 and f"<@{table.players[0].id}>" in said[0], [
        m.content for m in thread.history()[-4:]
    ]
    # The other game runs.
    result = await table.players[0].slash(thread2, "game status")
    assert "in progress" in result.response.content
    simcord_env.errors  # noqa: B018


async def test_two_seats_with_one_name_are_told_apart(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    first = guild.add_member(env.create_user("sam"), nick="Sam")
    second = guild.add_member(env.create_user("samuel"), nick="Sam")
    result = await first.slash(channel, "game new", game="toyrails", seats=2)
    await second.click(result.response, label="Join")
    await first.click(result.response, label="Start")
    thread = channel.threads[-1]
    started = next(m.content for m in thread.history() if "started" in (m.content or ""))
    assert "Sam, Sam" in started or "Sam (1)" in started
    lockin = next(m.content for m in thread.history() if "Locked in" in (m.content or ""))
    assert "Sam (1)" in lockin and "Sam (2)" in lockin
    env.errors  # noqa: B018
