"""`python -m bot demo`: a whole game in a simulated Discord server, no token needed.

One person (you, played here by a simple chooser) and computer players play a game from the
lobby to the final scores; the thread, your DMs and every posted image are written to a
folder, so a newcomer sees what the bot does before creating a Discord application. Needs the
test extras (simcord): `pip install -e '.[test]'`.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
from pathlib import Path
from typing import Any

from bot.plugins import all_plugins
from bot.settings import Settings


def _options(message: Any) -> list[str]:
    values = []
    for row in message.components:
        children = row["components"] if isinstance(row, dict) else row.children
        for child in children:
            for option in (
                (child.get("options") if isinstance(child, dict) else None)
                or getattr(child, "options", None)
                or []
            ):
                values.append(option["value"] if isinstance(option, dict) else option.value)
    return values


async def _pick(member: Any, message: Any, rng: random.Random) -> None:
    """Choose a random move in a picker: through groups and pages to an action."""
    for _ in range(10):
        values = _options(message)
        actions = [v for v in values if v.startswith("a")]
        groups = [v for v in values if v.startswith(("g", "n"))]
        if not values:
            return
        if actions and (not groups or rng.random() < 0.7):
            await member.select(message, [rng.choice(actions)])
            return
        if not groups:  # a multi-select: choose nothing (always allowed)
            await member.select(message, [])
            return
        step = await member.select(message, [rng.choice(groups)])
        message = step.response if step.response is not None else message


async def run_demo(game: str, seats: int, out: Path, seed: int) -> Path:
    import simcord

    from bot import create_bot

    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(
            db_path=str(Path(tmp) / "demo.sqlite3"),
            cpu_delay=0.0,
            cadence_interval=0,
            warm_renderer=False,
            seed=seed,
            retry_delays=(0.0,),
        )
        bot = create_bot(settings)
        rng = random.Random(seed)
        async with simcord.run(bot) as env:
            env.settle_timeout = 120
            guild = env.create_guild()
            channel = guild.create_text_channel("games")
            you = guild.add_member(env.create_user("you"))
            result = await you.slash(channel, "game new", game=game, seats=seats)
            lobby: Any = result.response
            for _ in range(seats - 1):
                await you.click(lobby, label="Add computer player")
            await you.click(lobby, label="Start")
            thread: Any = channel.threads[-1]
            game_id = int(str(thread.name).rsplit("#", 1)[1])
            for _ in range(5000):
                async with bot.sessions.open(game_id) as s:
                    assert s.game is not None
                    view = s.game.view(None)
                    mine = str(you.id) in view["active_players"]
                if view["over"]:
                    break
                if not mine:
                    await env.settle()
                    continue
                hand = await you.slash(thread, "game hand")
                await _pick(you, hand.response, rng)
            final: Any = thread.history()[-1]
            if final.components:
                await you.click(final, label="Watch the whole game")
            await _write(out, lobby, thread, you)
            await bot.flow.stop()
            await bot.storage.close()
    return out


async def _write(out: Path, lobby: Any, thread: Any, you: Any) -> None:
    lines = ["# The lobby", lobby.content, "", "# The game's thread", ""]
    n = 0
    for message in thread.history():
        lines.append(message.content or "")
        for attachment in message.attachments:
            n += 1
            name = f"{n:03d}-{attachment.filename}"
            (out / name).write_bytes(await attachment.read())
            lines.append(f"[image: {name}]")
        lines.append("---")
    lines += ["", "# Your direct messages", ""]
    for message in you.user.dm_channel.history():
        lines += [message.content or "", "---"]
    (out / "transcript.md").write_text("\n".join(lines), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    names = [p.name for p in all_plugins()]
    parser = argparse.ArgumentParser(prog="python -m bot demo")
    parser.add_argument("--game", default=names[0], choices=names)
    parser.add_argument("--seats", type=int, default=3)
    parser.add_argument("--out", default="demo")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    try:
        import simcord  # noqa: F401
    except ImportError:
        print("The demo needs simcord: pip install -e '.[test]'", file=sys.stderr)
        return 2
    out = asyncio.run(run_demo(args.game, args.seats, Path(args.out), args.seed))
    print(f"Done: the transcript and every image are in {out}/ (start with transcript.md).")
    return 0
