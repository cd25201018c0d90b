"""A bot process for the kill -9 test: `python -m tests.bot.killchild DATABASE GAME play|check RUN`.

DATABASE is an SQLite file or a postgresql:// URL; GAME a registered game (`tricks`, the
platform's trick game, or a real one). `play` builds a small simulated server, opens games of
GAME and plays them by /game hand and the picker, printing `TRY <game>` before each move and
`ACK <game>` once it was acknowledged (`NOACK` when refused), until it is killed. `check` builds
the same server (simcord's ids are deterministic), starts a fresh bot on the same database and
checks every game of that server: its log is consecutive, every move is announced, and every
person it waits for has been prompted for exactly that decision; it prints
`UNPROMPTED <game> <player>` for each one who was not, then `OK`.
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
from simcord.backend.models.interaction import ResponseKind

from bot import plugins
from bot.core import create_bot
from bot.prompts import decision_key
from bot.settings import Settings
from tests.bot import faketrick
from tests.bot.conftest import PNG, SETTLE_GUARD, select_values
from tests.bot.helpers import pick


def settings(database: str) -> Settings:
    postgres = database.startswith(("postgresql://", "postgres://"))
    return Settings(
        db_path="" if postgres else database,
        database_url=database if postgres else None,
        cpu_delay=0.0,
        cadence_interval=0,
        warm_renderer=False,
        catalogs_apart=False,
        sync_commands=True,
        seed=7,
        retry_delays=(0.0,),
        gc_freeze=False,
    )


def _image(*args: Any, **kwargs: Any) -> bytes:
    return PNG


def prepare() -> None:
    """The trick game registered beside the real ones; images as a tiny stand-in (drawing
    them is not what this test is about, and it would slow every move)."""
    import render

    plugins.register(faketrick.PLUGIN)
    render.board_png = _image  # type: ignore[attr-defined]
    render.scores_png = _image  # type: ignore[attr-defined]


def world(env: Any, run: int) -> tuple[Any, Any, list[Any]]:
    for i in range(run * 100):
        env.create_user(f"spacer{i}")
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    members = [guild.add_member(env.create_user(name)) for name in ("ann", "ben", "cat")]
    return guild, channel, members


async def _open(bot: Any, channel: Any, members: list[Any], game: str) -> tuple[int, Any]:
    result = await members[0].slash(channel, "game new", game=game, seats=3)
    lobby = result.response
    for member in members[1:]:
        await member.click(lobby, label="Join")
    await members[0].click(lobby, label="Start")
    game_id = max(row.id for row in await bot.storage.games(statuses=("active",)))
    row = await bot.storage.game(game_id)
    assert row is not None
    return game_id, next(t for t in channel.threads if t.id == row.thread_id)


async def play(database: str, game: str, run: int) -> None:
    prepare()
    rng = random.Random()
    bot = create_bot(settings(database))
    async with simcord.run(bot, settle_timeout=SETTLE_GUARD, check_errors=False) as env:
        _, channel, members = world(env, run)
        by_id = {str(m.id): m for m in members}
        while True:
            game_id, thread = await _open(bot, channel, members, game)
            while True:
                async with bot.sessions.open(game_id) as s:
                    assert s.game is not None
                    view = s.game.view(None)
                if view["over"]:
                    break
                member = by_id[rng.choice(view["active_players"])]
                hand = await member.slash(thread, "game hand")
                if hand.response is None or not select_values(hand.response):
                    print("NOACK nothing to pick", flush=True)
                    continue
                print(f"TRY {game_id}", flush=True)
                result = await pick(member, hand.response, rng)
                # An accepted move edits the prompt it was made from (the acknowledgement on
                # top); a refusal is a new private message.
                if result._interaction.response_kind == ResponseKind.UPDATE:
                    print(f"ACK {game_id}", flush=True)
                else:
                    text = (result.response.content or "") if result.response else ""
                    print(f"NOACK {text[:60]!r}", flush=True)  # keeps the parent reading


async def check(database: str, run: int) -> None:
    prepare()
    bot = create_bot(settings(database))
    async with simcord.run(bot, settle_timeout=SETTLE_GUARD, check_errors=False) as env:
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
                assert s.game is not None
                view = s.game.view(None)
                for player in view["active_players"]:
                    sent = await bot.storage.get_message(row.id, "prompt", player)
                    want = decision_key(view, s.loaded.token(player))
                    if sent is None or sent[2].removeprefix("ping|") != want:
                        print(f"UNPROMPTED {row.id} {player} {sent} {want}", flush=True)
    # simcord does not close the bot: its database thread would keep the process alive.
    await bot.flow.stop()
    await bot.storage.close()
    print("OK", flush=True)


async def main(database: str, game: str, mode: str, run: int) -> None:
    if mode == "play":
        await play(database, game, run)
        return
    try:
        # A hang guard that says where it hung (the test's own is pytest's timeout).
        await asyncio.wait_for(check(database, run), 600)
    except TimeoutError:
        for task in asyncio.all_tasks():  # say where it hung, for the test's failure
            task.print_stack(limit=6, file=sys.stderr)
        raise


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])))
