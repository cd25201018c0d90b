"""A bot process for the kill -9 test: `python -m tests.bot.killchild DB play|check RUN`.

`play` builds a small simulated server, opens games of the trick game and plays them by
/game hand and the picker, printing `ACK <game> <moves>` after every acknowledged move, until
it is killed. `check` builds the same server (simcord's ids are deterministic), starts a fresh
bot on the same database and checks that every game of that server is consistent and that every
person it waits for has been prompted for exactly that decision; it prints `OK` or exits 1.
Each RUN builds its server after RUN*100 throwaway users, so the ids of one run's server never
equal an earlier run's (real Discord ids are never reused; simcord's restart from the same
seed in a new process).
"""

from __future__ import annotations

import asyncio
import random
import sys
from typing import Any

import simcord

from bot import plugins
from bot.core import create_bot
from bot.prompts import decision_key
from bot.settings import Settings
from tests.bot import faketrick
from tests.bot.conftest import SETTLE_GUARD
from tests.bot.helpers import pick


def settings(db: str) -> Settings:
    return Settings(
        db_path=db,
        cpu_delay=0.0,
        cadence_interval=0,
        warm_renderer=False,
        catalogs_apart=False,
        sync_commands=True,
        seed=7,
        retry_delays=(0.0,),
    )


def world(env: Any, run: int) -> tuple[Any, Any, list[Any]]:
    for i in range(run * 100):
        env.create_user(f"spacer{i}")
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    members = [guild.add_member(env.create_user(name)) for name in ("ann", "ben", "cat")]
    return guild, channel, members


async def play(db: str, run: int) -> None:
    plugins.register(faketrick.PLUGIN)
    rng = random.Random()
    bot = create_bot(settings(db))
    async with simcord.run(bot, settle_timeout=SETTLE_GUARD) as env:
        _, channel, members = world(env, run)
        by_id = {str(m.id): m for m in members}
        while True:
            result = await members[0].slash(channel, "game new", game="tricks", seats=3)
            lobby = result.response
            for member in members[1:]:
                await member.click(lobby, label="Join")
            await members[0].click(lobby, label="Start")
            game_id = max(row.id for row in await bot.storage.games(statuses=("active",)))
            row = await bot.storage.game(game_id)
            assert row is not None
            thread = next(t for t in channel.threads if t.id == row.thread_id)
            moves = 0
            while True:
                async with bot.sessions.open(game_id) as s:
                    view = s.game.view(None)
                if view["over"]:
                    break
                member = by_id[rng.choice(view["active_players"])]
                hand = await member.slash(thread, "game hand")
                result = await pick(member, hand.response, rng)
                text = (result.response.content or "") if result.response else ""
                if "Move accepted" in text or "Choice saved" in text:
                    moves += 1
                    print(f"ACK {game_id} {moves}", flush=True)
                else:
                    print(f"NOACK {text[:60]!r}", flush=True)  # keeps the parent reading
            env.errors  # noqa: B018


async def check(db: str, run: int) -> None:
    plugins.register(faketrick.PLUGIN)
    bot = create_bot(settings(db))
    async with simcord.run(bot, settle_timeout=SETTLE_GUARD) as env:
        _, channel, _ = world(env, run)
        await env.settle()
        for row in await bot.storage.games(statuses=("active", "over")):
            if row.channel_id != channel.id:
                continue  # an earlier run's server: its people are gone with it
            async with bot.sessions.open(row.id) as s:
                stored = await bot.storage.actions(row.id)
                assert [a.seq for a in stored] == list(range(1, len(stored) + 1))
                assert s.loaded.seq == len(stored)
                assert await bot.storage.announced(row.id) == len(stored), row.id
                view = s.game.view(None)
                for player in view["active_players"]:
                    sent = await bot.storage.get_message(row.id, "prompt", player)
                    want = decision_key(view, s.loaded.token(player))
                    assert sent is not None and sent[2].removeprefix("ping|") == want, (
                        row.id,
                        player,
                        sent,
                    )
        env.errors  # noqa: B018
    # simcord does not close the bot: its database thread would keep the process alive.
    await bot.flow.stop()
    await bot.storage.close()
    print("OK", flush=True)


async def main(database: str, mode: str, run: int) -> None:
    if mode == "play":
        await play(database, run)
        return
    try:
        # A hang guard that says where it hung (the test's own is pytest's timeout).
        await asyncio.wait_for(check(database, run), 600)
    except TimeoutError:
        for task in asyncio.all_tasks():  # say where it hung, for the test's failure
            task.print_stack(limit=6, file=sys.stderr)
        raise


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2], int(sys.argv[3])))
