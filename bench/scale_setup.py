"""bench_scale.py's set-up, not measured: game logs played partway by the heuristic player
(templates), stored with the writes batched into one transaction, the bot's settings and
stand-in images; and the bytes a stored action takes."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import discord

import engine
from bot.settings import Settings
from bot.storage import SqliteStorage, Storage, open_storage
from tests.conftest import create_database

GAME = "santafe"


@dataclass
class Template:
    seed: int
    seats: int
    moves: list[tuple[int, dict[str, Any]]]  # (seat index, action)


def make_templates(count: int, rng: random.Random) -> list[Template]:
    """Games played partway by the heuristic player: 20 to 200 moves, never over."""
    cls = engine.games()[GAME]
    out = []
    for t in range(count):
        seats = 2 + t % 3
        seed = 1000 + t
        ids = [f"seat{i}" for i in range(seats)]
        game = cls(ids, seed, {})
        cpu = cls.computer_player("heuristic", seed)
        length = rng.randint(20, 200)
        moves: list[tuple[int, dict[str, Any]]] = []
        while len(moves) < length and not game.is_over:
            player = game.active_players()[0]
            action = cpu.choose(game, player)
            game.apply(player, action)
            moves.append((ids.index(player), action))
        if game.is_over:
            moves.pop()  # stop one move before the end: the game is in progress
        out.append(Template(seed, seats, moves))
    return out


def mirror(template: Template, players: list[str]) -> Any:
    """The template's game with these players, in the bench's own engine."""
    game = engine.games()[GAME](players, template.seed, {})
    for index, action in template.moves:
        game.apply(players[index], action)
    return game


# ---------------------------------------------------------------------- batched writes
class Batched:
    """Set-up only: the storage's writes are collected and run with executemany in one
    transaction (in order, one run per statement), flushed before any read."""

    def __init__(self, store: Storage) -> None:
        self.store = store
        self.runs: list[tuple[str, list[Any]]] = []
        self._write, self._one, self._all = store._write, store._fetchone, store._fetchall

    def __enter__(self) -> Batched:
        async def write(*steps: Any) -> None:
            for sql, params in steps:
                if self.runs and self.runs[-1][0] == sql:
                    self.runs[-1][1].append(tuple(params))
                else:
                    self.runs.append((sql, [tuple(params)]))

        async def one(sql: str, params: Any = ()) -> Any:
            await self.flush()
            return await self._one(sql, params)

        async def every(sql: str, params: Any = ()) -> Any:
            await self.flush()
            return await self._all(sql, params)

        self.store._write = write  # type: ignore[method-assign]
        self.store._fetchone = one  # type: ignore[method-assign]
        self.store._fetchall = every  # type: ignore[method-assign]
        return self

    def __exit__(self, *exc: object) -> None:
        self.store._write = self._write  # type: ignore[method-assign]
        self.store._fetchone = self._one  # type: ignore[method-assign]
        self.store._fetchall = self._all  # type: ignore[method-assign]

    async def flush(self) -> None:
        runs, self.runs = self.runs, []
        if not runs:
            return
        if isinstance(self.store, SqliteStorage):
            db = self.store.db
            for sql, rows in runs:
                await db.executemany(sql, rows)
            await db.commit()
            return
        from bot.storage_pg import dollars

        async with self.store.pool.acquire() as conn, conn.transaction():  # type: ignore[attr-defined]
            for sql, rows in runs:
                await conn.executemany(dollars(sql), rows)


@dataclass
class Stored:
    game_id: int
    template: Template
    players: list[str]
    thread_id: int
    made: list[str] = field(default_factory=list)  # players who moved during the bench


def stub_images() -> None:
    import render

    def image(game_name: str, view: dict[str, Any], **kwargs: Any) -> bytes:
        time.sleep(0.02)  # a mid-size Pillow drawing, in the worker thread
        return b"\x89PNG\r\n\x1a\nbench"

    render.board_png = image  # type: ignore[attr-defined]
    render.scores_png = image  # type: ignore[attr-defined]


def settings_for(database: str) -> Settings:
    return Settings(
        token=None,
        database_url=database if "://" in database else None,
        db_path=database,
        cpu_delay=0.0,
        cadence_interval=0,  # the bench calls Cadence.tick itself
        warm_renderer=False,
        seed=1,
        retry_delays=(0.0,),
    )


async def store_games(
    bot: Any,
    guild: Any,
    channel: Any,
    members: list[Any],
    templates: list[Template],
    n: int,
) -> list[Stored]:
    store: Storage = bot.storage
    text_channel = bot.get_channel(channel.id)
    stored: list[Stored] = []
    for g in range(n):
        template = templates[g % len(templates)]
        seated = [members[(g * 7 + i * 3) % len(members)] for i in range(template.seats)]
        players = [str(m.id) for m in seated]
        thread = await text_channel.create_thread(
            name=f"Santa Fe #{g}", type=discord.ChannelType.public_thread
        )
        gid = await store.create_game(
            guild_id=guild.id,
            channel_id=channel.id,
            host_id=seated[0].id,
            game=GAME,
            options={},
            seed=template.seed,
            max_seats=template.seats,
        )
        for player, member in zip(players, seated, strict=True):
            await store.add_seat(gid, player, member.user.name)
        await store.update_game(gid, status="active", thread_id=thread.id)
        stored.append(Stored(gid, template, players, thread.id))
        if g % 1000 == 999:
            print(f"  {g + 1} games created", flush=True)
    # The moves, interleaved across games as they would arrive, in one transaction.
    longest = max(len(t.moves) for t in templates)
    total = 0
    with Batched(store) as batch:
        for seq in range(1, longest + 1):
            for s in stored:
                if seq <= len(s.template.moves):
                    index, action = s.template.moves[seq - 1]
                    await store.append_action(
                        s.game_id, seq, s.players[index], action, actor=s.players[index]
                    )
                    total += 1
            if len(batch.runs) and sum(len(r) for _, r in batch.runs) > 50_000:
                await batch.flush()
        for s in stored:  # announced as they were made
            await store.mark_announced(s.game_id, len(s.template.moves))
        await batch.flush()
    print(f"  {total} actions stored", flush=True)
    return stored


async def bytes_per_action(database: str, templates: list[Template]) -> tuple[float, int]:
    """Realistic actions appended one by one (each committed) across 200 interleaved games;
    the growth of the actions table and its indexes (and any table of action shapes) per
    action."""
    store = await open_storage(database)
    try:
        games = []
        for g in range(200):
            template = templates[g % len(templates)]
            players = [str(10**17 + g * 10 + i) for i in range(template.seats)]
            gid = await store.create_game(
                guild_id=1, channel_id=1, host_id=1, game=GAME, options={}, seed=1, max_seats=5
            )
            for player in players:
                await store.add_seat(gid, player, "p")
            await store.update_game(gid, status="active")
            games.append((gid, template, players))
        before = await relation_bytes(store)
        count = 0
        for seq in range(1, max(len(t.moves) for t in templates) + 1):
            for gid, template, players in games:
                if seq <= len(template.moves):
                    index, action = template.moves[seq - 1]
                    await store.append_action(
                        gid, seq, players[index], action, actor=players[index]
                    )
                    count += 1
        after = await relation_bytes(store)
        return (after - before) / count, count
    finally:
        await store.close()


async def relation_bytes(store: Storage) -> int:
    """Bytes of the actions table, its indexes and the tables of action shapes and texts."""
    if isinstance(store, SqliteStorage):
        rows = await store._fetchall(
            "SELECT COALESCE(SUM(pgsize), 0) FROM dbstat WHERE name IN (SELECT name FROM"
            " sqlite_master WHERE tbl_name IN ('actions', 'action_shapes', 'action_texts'))"
        )
        return int(rows[0][0])
    row = await store._fetchone(
        "SELECT pg_total_relation_size('actions')"
        " + COALESCE(pg_total_relation_size(to_regclass('action_shapes')), 0)"
        " + COALESCE(pg_total_relation_size(to_regclass('action_texts')), 0)"
    )
    assert row is not None
    return int(row[0])


async def bytes_per_action_db(database: str, templates: list[Template]) -> tuple[float, int]:
    if "://" in database and not database.startswith("sqlite"):
        url = await create_database(database, "bench_bytes")
    else:
        url = str(Path(database).with_name("bytes.sqlite3"))
    return await bytes_per_action(url, templates)
