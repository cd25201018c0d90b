"""Settings, the no-token message, storage, sessions and the catalog, without Discord."""

from __future__ import annotations

import asyncio
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.errors import AlreadyDone, NotSeated, NotYourTurn
from bot.sessions import Sessions
from bot.settings import DEFAULT_DB_PATH, SettingsError, load_settings, read_dotenv
from bot.storage import DuplicateAction, Storage, StorageError, migration_files
from tests.bot import fakegame
from text import catalogs as i18n

ROOT = Path(__file__).resolve().parents[2]


def test_dotenv_and_environment(tmp_path):
    env_file = tmp_path / ".env"
    env_file.write_text(
        "# comment\nDISCORD_TOKEN='abc'\nexport WHISTLESTOP_DEV_GUILD=42\n"
        "WHISTLESTOP_LOG_LEVEL=debug # trailing\nWHISTLESTOP_CPU_DELAY=0.5\n"
    )
    assert read_dotenv(env_file)["DISCORD_TOKEN"] == "abc"
    settings = load_settings({"WHISTLESTOP_CPU_DELAY": "0"}, env_file)
    assert settings.token == "abc" and settings.dev_guild == 42
    assert settings.log_level == "DEBUG" and settings.cpu_delay == 0.0
    assert settings.db_path == DEFAULT_DB_PATH
    assert load_settings({}, tmp_path / "missing").token is None


@pytest.mark.parametrize(
    ("name", "value", "hint"),
    [
        ("WHISTLESTOP_CPU_DELAY", "2s", "number of seconds"),
        ("WHISTLESTOP_DEV_GUILD", "abc", "numeric id"),
        ("WHISTLESTOP_LOG_LEVEL", "LOUD", "DEBUG, INFO"),
        ("WHISTLESTOP_SYNC_COMMANDS", "maybe", "yes or no"),
        ("WHISTLESTOP_CADENCE_INTERVAL", "-5", "0 to 86400"),
    ],
)
def test_a_bad_setting_is_answered_with_one_clear_line(tmp_path, name, value, hint):
    with pytest.raises(SettingsError, match=hint):
        load_settings({name: value}, tmp_path / "missing")
    env = {k: v for k, v in os.environ.items() if not k.startswith("WHISTLESTOP_")}
    proc = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env={**env, "PYTHONPATH": str(ROOT), "DISCORD_TOKEN": "x", name: value},
        capture_output=True,
        text=True,
        timeout=600,  # a hang guard only
    )
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and name in lines[0] and hint in lines[0], proc.stderr


def test_env_example_documents_every_setting():
    text = (ROOT / ".env.example").read_text()
    for key in (
        "DISCORD_TOKEN",
        "WHISTLESTOP_DB",
        "WHISTLESTOP_DEV_GUILD",
        "WHISTLESTOP_LOG_LEVEL",
    ):
        assert key in text


def test_run_without_token_explains_and_exits(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    proc = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env={**env, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=600,  # a hang guard only
    )
    assert proc.returncode == 2
    assert "DISCORD_TOKEN" in proc.stderr and "discord.com/developers" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_catalog_answers_in_the_locale_and_falls_back_to_the_key():
    assert i18n.t("lobby.btn.join", "de") == i18n.t("lobby.btn.join", "en") == "Join"
    assert i18n.t("no.such.key") == "no.such.key"
    assert i18n.t("err.illegal", "en-US", rule="Rule 3") == "Not allowed: Rule 3"


async def test_migrations_wal_and_unique_sequence(tmp_path):
    path = tmp_path / "db.sqlite3"
    store = await Storage.open(path)
    try:
        gid = await store.create_game(
            guild_id=1,
            channel_id=2,
            host_id=3,
            game="toyrails",
            options={"advanced": True},
            seed=7,
            max_seats=3,
        )
        await store.add_seat(gid, "3", "alice")
        await store.add_seat(gid, "cpu:1", "Computer 1")
        await store.append_action(gid, 1, "3", {"type": "play", "card": "x", "branch": False})
        with pytest.raises(DuplicateAction):
            await store.append_action(gid, 1, "3", {"type": "play"})
        assert [a.seq for a in await store.actions(gid)] == [1]
        row = await store.game(gid)
        assert row is not None and row.options == {"advanced": True}
        assert [s.player for s in await store.seats(gid)] == ["3", "cpu:1"]
        # Moves name their seat by position: a game with moves keeps its seats.
        with pytest.raises(StorageError, match="has moves"):
            await store.remove_seat(gid, "3")
        lobby = await store.create_game(
            guild_id=1, channel_id=2, host_id=3, game="toyrails", options={}, seed=7, max_seats=3
        )
        await store.add_seat(lobby, "3", "alice")
        await store.add_seat(lobby, "cpu:1", "Computer 1")
        await store.remove_seat(lobby, "3")
        assert [(s.pos, s.player) for s in await store.seats(lobby)] == [(0, "cpu:1")]
    finally:
        await store.close()
    # Committed and visible to another connection; WAL mode; migrations recorded.
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA user_version").fetchone()[0] == migration_files()[-1][0]
    assert conn.execute("SELECT COUNT(*) FROM actions").fetchone()[0] == 1
    conn.close()
    again = await Storage.open(path)  # reopening does not re-run migrations
    await again.close()


@pytest.fixture
async def store(tmp_path):
    s = await Storage.open(tmp_path / "db.sqlite3")
    yield s
    await s.close()


async def started_game(store: Storage, sessions: Sessions, players=("1", "2")) -> int:
    gid = await store.create_game(
        guild_id=1,
        channel_id=2,
        host_id=1,
        game="toyrails",
        options={},
        seed=3,
        max_seats=len(players),
    )
    for p in players:
        await store.add_seat(gid, p, f"p{p}")
    async with sessions.open(gid) as s:
        await s.reload_row()
        await s.start()
    return gid


async def test_session_apply_commit_and_replay(store):
    sessions = Sessions(store)
    gid = await started_game(store, sessions)
    async with sessions.open(gid) as s:
        card = s.game.legal_actions("1")[0]
        outcome = await s.apply("1", card, token=0)
        assert outcome.seq == 1 and s.loaded.token("1") == 1
        with pytest.raises(AlreadyDone):
            await s.apply("1", card, token=0)
        with pytest.raises(NotSeated):
            await s.apply("9", card)
        with pytest.raises(fakegame.IllegalAction):
            await s.apply("2", {"type": "track"})
        await s.apply("2", s.game.legal_actions("2")[0])
        live = s.game.view("1")
    sessions.forget(gid)  # as after a restart: rebuilt from the stored log
    async with sessions.open(gid) as s:
        assert s.game.view("1") == live and s.loaded.seq == 2
        assert s.loaded.token("1") == 1
        other = next(p for p in ("1", "2") if p not in s.game.active_players())
        with pytest.raises(NotYourTurn):
            await s.apply(other, {"type": "track"})


async def test_moves_on_one_game_are_serialized(store):
    sessions = Sessions(store)
    gid = await started_game(store, sessions)
    async with sessions.open(gid) as s:
        action = s.game.legal_actions("1")[0]

    async def click() -> str:
        try:
            async with sessions.open(gid) as s:
                await s.apply("1", action, token=0)
                await asyncio.sleep(0)  # yield inside the lock: others must still wait
            return "ok"
        except AlreadyDone:
            return "already"

    results = await asyncio.gather(*(click() for _ in range(10)))
    assert sorted(results) == ["already"] * 9 + ["ok"]
    assert len(await store.actions(gid)) == 1


async def test_a_failed_commit_leaves_no_trace(store, monkeypatch):
    sessions = Sessions(store)
    gid = await started_game(store, sessions)

    async def broken(*args, **kwargs):
        raise sqlite3.OperationalError("disk I/O error")

    async with sessions.open(gid) as s:
        action = s.game.legal_actions("1")[0]
        monkeypatch.setattr(store, "append_action", broken)
        with pytest.raises(sqlite3.OperationalError):
            await s.apply("1", action)
    monkeypatch.undo()
    async with sessions.open(gid) as s:  # rebuilt from the log: the move never happened
        assert s.loaded.seq == 0 and not s.game.view(None)["seats"]["1"]["locked_in"]


def test_rule_errors_use_the_catalog_when_it_has_the_rule():
    """Engine messages are English; the catalog's rule.<game>.<code> (then rule.<code>) says
    the same in the reader's language, with the values the engine named."""
    import engine
    from bot.errors import answer_for

    error = engine.IllegalAction("test_rule", "In the first round only, ...", money=3)
    assert answer_for(error, None) == ("Not allowed: In the first round only, ...", True)
    error.game = "testgame"
    i18n.CATALOGS.add("fr", "rule-testgame-test_rule = Au premier tour, { $money } $ seulement.")
    assert answer_for(error, "fr")[0].endswith("Au premier tour, 3 $ seulement.")
    # No Dutch entry: the Dutch frame around the engine's own English words.
    assert answer_for(error, "nl")[0] == "Niet toegestaan: In the first round only, ..."


async def test_command_texts_are_catalog_keys_a_translator_can_fill(monkeypatch):
    """Command descriptions are keyed in the catalog; other languages come through the tree's
    translator, English stays the default."""
    import discord
    from discord import app_commands

    from bot.translation import CatalogTranslator, ls

    text = ls("cmd.game.new")
    assert text.message == i18n.t("cmd.game.new") and text.extras["key"] == "cmd.game.new"
    translator = CatalogTranslator()
    context = app_commands.TranslationContext(
        app_commands.TranslationContextLocation.command_description, None
    )
    assert await translator.translate(text, discord.Locale.american_english, context) is None
    assert await translator.translate(text, discord.Locale.german, context) is None
    assert await translator.translate(text, discord.Locale.french, context) == i18n.t(
        "cmd.game.new", "fr"
    )
