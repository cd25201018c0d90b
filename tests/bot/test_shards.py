"""Shards: SHARD_COUNT / SHARD_IDS make the bot an AutoShardedBot running some of the shards;
several processes then share one PostgreSQL (the races are in tests/bot/test_processes.py)."""

from __future__ import annotations

import dataclasses

import pytest
import simcord
from discord.ext import commands

from bot.core import create_bot
from bot.settings import SettingsError, load_settings
from tests.bot.conftest import SETTLE_GUARD

PG = "postgresql://ws:secret@db:5432/ws"


def test_shard_settings():
    plain = load_settings({}, dotenv=None)
    assert (plain.shard_count, plain.shard_ids, plain.shared) == (None, None, False)
    one = load_settings({"SHARD_COUNT": "4"}, dotenv=None)  # one process, every shard
    assert (one.shard_count, one.shard_ids, one.shared) == (4, None, False)
    part = load_settings({"SHARD_COUNT": "3", "SHARD_IDS": " 2, 0", "DATABASE_URL": PG}, None)
    assert (part.shard_count, part.shard_ids, part.shared) == (3, (2, 0), True)
    every = load_settings({"SHARD_COUNT": "2", "SHARD_IDS": "1,0"}, dotenv=None)
    assert every.shard_ids == (1, 0) and not every.shared  # SQLite is fine for all of them


@pytest.mark.parametrize(
    ("env", "hint"),
    [
        ({"SHARD_COUNT": "0"}, "SHARD_COUNT='0': give the number of shards"),
        ({"SHARD_COUNT": "two"}, "number of shards, 1 to 1024"),
        ({"SHARD_IDS": "0"}, "set SHARD_COUNT too"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "0;1"}, "separated by commas, e.g. SHARD_IDS=0,1"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "0,0"}, "different shards from 0 to 1"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "2"}, "different shards from 0 to 1"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "1"}, "several processes need PostgreSQL"),
    ],
)
def test_a_bad_shard_setting_is_one_clear_line(env, hint):
    with pytest.raises(SettingsError, match=hint) as caught:
        load_settings(env, dotenv=None)
    assert "\n" not in str(caught.value)


def test_the_bot_is_sharded_only_when_asked(settings):
    assert not isinstance(create_bot(settings), commands.AutoShardedBot)
    sharded = create_bot(dataclasses.replace(settings, shard_count=3, shard_ids=(1, 2)))
    assert isinstance(sharded, commands.AutoShardedBot)
    assert (sharded.shard_count, sharded.shard_ids) == (3, [1, 2])


async def test_a_sharded_bot_runs_a_game_on_its_shards(settings, rendered):
    """A bot running shard 1 of 2 gets the slash commands of a server on shard 1."""
    bot = create_bot(dataclasses.replace(settings, shard_count=2, shard_ids=(1,)))
    try:
        async with simcord.run(bot, settle_timeout=SETTLE_GUARD) as env:
            assert sorted(bot.shards) == [1]
            guild = env.create_guild(shard_id=1)
            channel = guild.create_text_channel("games")
            alice = guild.add_member(env.create_user("alice"))
            result = await alice.slash(channel, "game new", game="toyrails", seats=3)
            assert "lobby" in result.response.content
            assert len(channel.threads) == 1
            (row,) = await bot.storage.games()
            assert row.guild_id == guild.id and (guild.id >> 22) % 2 == 1
    finally:
        if bot.started:
            await bot.flow.stop()
            await bot.storage.close()
