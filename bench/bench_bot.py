"""Bot-side latency with 100 Santa Fe games in progress in one process, and storage cost.

Run by hand: `.venv/bin/python bench/bench_bot.py [--games 100]`. Uses simcord (no network),
the real engine, and render.board_png if it exists (else a stand-in that sleeps 20 ms in the
worker thread, like a mid-size Pillow render). Measures, per /santafe track command:
  ack   = interaction received by the bot -> its acknowledgement sent
  board = interaction received by the bot -> board image posted in the thread
and the cost of storing one action (Storage.append_action) against a bare aiosqlite
INSERT + COMMIT of the same row into the same schema, in the same run.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import aiosqlite  # noqa: E402
import discord  # noqa: E402
import simcord  # noqa: E402

from bot.core import create_bot  # noqa: E402
from bot.picker import action_ref  # noqa: E402
from bot.settings import Settings  # noqa: E402
from bot.storage import Storage  # noqa: E402


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def summary(name: str, values: list[float]) -> str:
    ms = [v * 1000 for v in values]
    if not ms:
        return f"{name:<28} n=0"
    return (
        f"{name:<28} n={len(ms):<4} p50={pct(ms, 50):7.2f} ms  p95={pct(ms, 95):7.2f} ms"
        f"  max={max(ms):7.2f} ms"
    )


def install_renderer() -> str:
    import render

    if getattr(render, "board_png", None) is not None:
        return "render.board_png"

    def stand_in(game_name: str, view: dict) -> bytes:
        time.sleep(0.02)
        return b"\x89PNG\r\n\x1a\nbench"

    render.board_png = stand_in  # type: ignore[attr-defined]
    return "stand-in renderer (20 ms)"


class Clock:
    """Timestamps for the one command in flight (the bench sends them one at a time)."""

    def __init__(self) -> None:
        self.start = self.ack = self.board = 0.0

    def install(self, bot: discord.Client) -> None:
        clock = self

        async def on_interaction(interaction: discord.Interaction) -> None:
            if interaction.type is discord.InteractionType.application_command:
                clock.start = time.perf_counter()

        bot.add_listener(on_interaction)
        original_send_message = discord.InteractionResponse.send_message

        async def send_message(self, *args, **kwargs):  # type: ignore[no-untyped-def]
            result = await original_send_message(self, *args, **kwargs)
            clock.ack = time.perf_counter()
            return result

        discord.InteractionResponse.send_message = send_message  # type: ignore[method-assign]
        original_send = discord.abc.Messageable.send

        async def send(self, *args, **kwargs):  # type: ignore[no-untyped-def]
            result = await original_send(self, *args, **kwargs)
            if kwargs.get("file") is not None:
                clock.board = time.perf_counter()
            return result

        discord.abc.Messageable.send = send  # type: ignore[method-assign]


async def bench_discord(n_games: int, db: Path, turns: int = 1) -> tuple[list[float], list[float]]:
    # The renderer is warmed by the first board drawn, not at start (simcord waits for the
    # bot to settle, which a renderer process still starting never is).
    bot = create_bot(Settings(db_path=str(db), cpu_delay=0.0, warm_renderer=False))
    clock = Clock()
    acks: list[float] = []
    boards: list[float] = []
    async with simcord.run(bot) as env:
        clock.install(bot)
        guild = env.create_guild()
        channel = guild.create_text_channel("games")
        members = [guild.add_member(env.create_user(f"p{i}")) for i in range(4)]
        by_id = {str(m.id): m for m in members}
        tables = await start_games(channel, members, n_games)
        print(f"{n_games} games started; measuring", flush=True)
        for _ in range(turns):
            for game_id, thread in tables:
                turn = await to_track_turn(bot, game_id, thread, by_id)
                if turn is None:
                    continue
                actor, legal, token = turn
                move = next(a for a in legal if a["type"] == "track")
                to = action_ref(token, move)  # what autocomplete offers
                clock.start = clock.ack = clock.board = 0.0
                await by_id[actor].slash(thread, "santafe track", railroad=move["railroad"], to=to)
                if clock.ack:
                    acks.append(clock.ack - clock.start)
                if clock.board:
                    boards.append(clock.board - clock.start)
    await bot.flow.stop()
    await bot.storage.close()
    return acks, boards


async def start_games(channel: Any, members: list[Any], n_games: int) -> list[tuple[int, Any]]:
    """`n_games` 2-player games made in the lobby, and started: (game id, thread) each."""
    tables = []
    for g in range(n_games):
        host, guest = members[g % 2 * 2], members[g % 2 * 2 + 1]
        result = await host.slash(channel, "game new", game="santafe", seats=2)
        lobby = result.response
        await guest.click(lobby, label="Join")
        await host.click(lobby, label="Start")
        thread = channel.threads[-1]
        tables.append((int(thread.name.rsplit("#", 1)[1]), thread))
    return tables


async def to_track_turn(
    bot: Any, game_id: int, thread: Any, by_id: dict[str, Any]
) -> tuple[str, list[dict[str, Any]], Any] | None:
    """Bring the game to a track turn of a human, through the DM prompts: the player, their
    legal actions and move token; None if the game ended or no track turn came."""
    for _ in range(40):
        async with bot.sessions.open(game_id) as s:
            if s.game.is_over:
                return None
            view = s.game.view(None)
            actor = view["active_players"][0]
            legal = s.game.legal_actions(actor)
            token = s.loaded.token(actor)
        if view["phase"] == "track" and any(a["type"] == "track" for a in legal):
            return actor, legal, token
        member = by_id[actor]
        if view["phase"] in ("choose", "exchange", "draw"):
            # The same players sit in every game: find this game's prompt.
            prompt = next(
                m
                for m in reversed(member.user.dm_channel.history())
                if f"#{game_id}**" in m.content and m.components
            )
            values = [
                o.value
                for row in prompt.components
                for c in row.children
                for o in getattr(c, "options", [])
            ]
            await member.user.select(prompt, [values[0]])
        else:
            await member.slash(thread, "santafe pass")
    return None


async def bench_storage(tmp: Path, n: int = 500) -> tuple[list[float], list[float]]:
    store = await Storage.open(tmp / "store.sqlite3")
    gid = await store.create_game(
        guild_id=1, channel_id=1, host_id=1, game="santafe", options={}, seed=1, max_seats=2
    )
    await store.add_seat(gid, "123", "p")  # a stored move names its seat
    action = {
        "type": "track",
        "railroad": "SF",
        "route": "kansas-city~denver~2",
        "toward": "denver",
        "branch": False,
    }
    # The bare insert: the same row (the seat's position, the id of the action's text,
    # seconds, no actor) into the same schema (every migration, its trigger included), by one
    # aiosqlite execute and commit with the same pragmas.
    schema = await Storage.open(tmp / "bare.sqlite3")
    bare_gid = await schema.create_game(
        guild_id=1, channel_id=1, host_id=1, game="santafe", options={}, seed=1, max_seats=2
    )
    await schema.add_seat(bare_gid, "123", "p")
    action_id = await schema.action_id(action)
    await schema.close()
    bare = await aiosqlite.connect(str(tmp / "bare.sqlite3"))
    for pragma in ("journal_mode=WAL", "synchronous=NORMAL", "foreign_keys=ON"):
        async with bare.execute(f"PRAGMA {pragma}") as cur:
            await cur.fetchall()
    ours: list[float] = []
    plain: list[float] = []
    for seq in range(1, n + 1):  # interleaved, so both see the same machine conditions
        t0 = time.perf_counter()
        await store.append_action(gid, seq, "123", action)
        ours.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        await bare.execute(
            "INSERT INTO actions (game_id, seq, pos, action_id, at, actor)"
            " VALUES (?, ?, 0, ?, ?, NULL)",
            (bare_gid, seq, action_id, int(time.time())),
        )
        await bare.commit()
        plain.append(time.perf_counter() - t0)
    await store.close()
    await bare.close()
    return ours, plain


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100)
    # Two track commands per game: in a 2-player game the second ends the track-laying turn,
    # which is when the board image is posted.
    parser.add_argument("--turns", type=int, default=2, help="track commands per game")
    parser.add_argument("--storage-only", action="store_true", help="only the storage cost")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        if not args.storage_only:
            print("renderer:", install_renderer())
            acks, boards = await bench_discord(args.games, Path(tmp) / "bench.sqlite3", args.turns)
            print(summary("track -> acknowledgement", acks), "(goal p95 < 100 ms)")
            print(summary("track -> board posted", boards), "(goal < 300 ms)")
        ours, plain = await bench_storage(Path(tmp))
    print(summary("store one action", ours))
    print(summary("bare insert + commit", plain))
    ratio = statistics.median(ours) / statistics.median(plain)
    print(f"storage cost ratio (median): {ratio:.2f} (goal <= 1.3)")


if __name__ == "__main__":
    asyncio.run(main())
