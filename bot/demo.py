"""`python -m bot demo`: a whole game in a simulated Discord server, no token needed.

One person (Alice, played here by a simple chooser) and computer players play a game from the
lobby to the final scores; the thread, Alice's DMs and every posted image are written to a
folder, so a newcomer sees what the bot does before creating a Discord application. Mentions
are written as names (@Alice, #thread). A second run into the same folder first removes what
an earlier run wrote there (transcript.md and the numbered images), nothing else. Needs the
test extras (simcord): `pip install -e '.[test]'`.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import re
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bot.plugins import all_plugins
from bot.settings import Settings, SettingsError, load_settings
from text import CATALOGS, LANGUAGES, t

PERSON = "Alice"
# Discord's locale for each language: Alice's client speaks the demo's language.
LOCALES = {"en": "en-US", "fr": "fr", "nl": "nl"}
# What a run writes, so the next run into the same folder removes exactly that.
OUTPUTS = re.compile(r"^(transcript\.md|\d{3}-[\w.-]+\.(png|webp|gif))$")


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


@dataclass(frozen=True)
class Watching:
    """The demo's game on its web page, live (WHISTLESTOP_WEB_PORT): `serve(bot, port)` is
    the web server (web/server.py, given by the entry point); `pace`: real seconds between
    Alice's moves, so a person can watch; `linger`: the page stays up after the game until
    Ctrl-C."""

    serve: Callable[[Any, int], AbstractAsyncContextManager[Any]]
    port: int
    public_url: str | None = None
    pace: float = 1.0
    linger: bool = True

    @property
    def base(self) -> str:
        return self.public_url or f"http://127.0.0.1:{self.port}"


async def run_demo(
    game: str,
    seats: int,
    out: Path,
    seed: int,
    *,
    make_bot: Callable[[Settings], Any],
    language: str = "en",
    progress: Callable[[str], None] | None = None,
    watching: Watching | None = None,
) -> Path:
    """Play a whole game of `game` (Alice and seats - 1 computer players) in `language`;
    write its transcript and images to `out` (emptied of an earlier run's) and return it.
    `progress` gets a line at each new round and at the end. `make_bot`: the bot for
    settings (bot.core.create_bot, given by the entry point); `watching`: serve its page."""
    import simcord

    say = progress or (lambda line: None)
    fresh_folder(out)
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(
            db_path=str(Path(tmp) / "demo.sqlite3"),
            cpu_delay=0.0,
            cadence_interval=0,
            warm_renderer=False,
            seed=seed,
            retry_delays=(0.0,),
            public_url=watching.base if watching else None,
        )
        bot = make_bot(settings)
        # Compiled before the simulated start, which allows the bot 5 s to settle: a loaded
        # machine takes longer than that to compile every language.
        await asyncio.to_thread(CATALOGS.prepare)
        async with simcord.run(bot) as env:
            env.settle_timeout = 120
            serving = watching.serve(bot, watching.port) if watching else None
            try:
                async with serving or contextlib.nullcontext():
                    await _table(bot, env, game, seats, language, seed, out, say, watching)
            finally:  # Ctrl-C too: the database's thread would keep the process alive
                await bot.flow.stop()
                await bot.storage.close()
    return out


async def _table(
    bot: Any,
    env: Any,
    game: str,
    seats: int,
    language: str,
    seed: int,
    out: Path,
    say: Callable[[str], None],
    watching: Watching | None,
) -> None:
    """The game from `/game new` to its end and the replay, then written to `out`."""
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    you = guild.add_member(env.create_user(PERSON))
    with _speaking(you.id, LOCALES.get(language, language)):
        result = await you.slash(channel, "game new", game=game, seats=seats, language=language)
        lobby: Any = result.response
        for _ in range(seats - 1):
            await you.click(lobby, label=t("lobby.btn.cpu", language))
        await you.click(lobby, label=t("lobby.btn.start", language))
        thread: Any = channel.threads[-1]
        page = ""
        if watching is not None:
            row = await bot.storage.game_by_thread(thread.id)
            page = f"{watching.base}/g/{await bot.storage.page_token(row.id)}"
            say(f"Watch it live: {page}")
        seen: list[tuple[str, str, list[Any]]] = []
        await _play(bot, env, you, thread, random.Random(seed), say, seen, watching)
        final: Any = thread.history()[-1]
        if final.components:
            await you.click(final, label=t("btn.replay", language))
    names = {you.id: f"@{PERSON}", channel.id: "#games", thread.id: f"#{thread.name}"}
    await _write(out, lobby, thread, you, names, seen)
    if watching is not None and watching.linger:
        say(f"The game is over; its page stays up at {page} until Ctrl-C.")
        await asyncio.Event().wait()


async def _play(
    bot: Any,
    env: Any,
    you: Any,
    thread: Any,
    rng: random.Random,
    say: Callable[[str], None],
    seen: list[tuple[str, str, list[Any]]],
    watching: Watching | None = None,
) -> None:
    """Alice's moves until the game in `thread` ends (the computers answer on their own), each
    made from the prompt she holds as a person would (her DM, the thread ping's panel, else
    /game hand), which is kept in `seen` with its pictures; a line to `say` at each new round
    and at the end."""
    row = await bot.storage.game_by_thread(thread.id)
    assert row is not None
    game_id = row.id
    round_seen = None
    for _ in range(5000):
        async with bot.sessions.open(game_id) as s:
            assert s.game is not None
            view = s.game.view(None)
        mine = str(you.id) in view["active_players"]
        if view["over"] or view.get("round") != round_seen:
            round_seen = view.get("round")
            moves = len(await bot.storage.actions(game_id))
            say(
                f"game over after {moves} moves"
                if view["over"]
                else f"round {round_seen}: {moves} moves so far"
            )
        if view["over"]:
            break
        if not mine:
            await env.settle()
            continue
        where, message = await _prompt_held(bot, env, you, thread, game_id)
        seen.append((where, message.content or "", list(message.attachments)))
        await _pick(you.user if where == "DM" else you, message, rng)
        if watching is not None and watching.pace:
            await asyncio.sleep(watching.pace)  # real seconds: a person watches the page


async def _prompt_held(bot: Any, env: Any, you: Any, thread: Any, game_id: int) -> tuple[str, Any]:
    """The prompt Alice acts from now, its picture attached: her live DM, else the panel
    of her thread ping, else /game hand."""
    await env.settle()
    await bot.prompts.pictures.wait()
    stored = await bot.storage.get_message(game_id, "prompt", str(you.id))
    dm = you.user.dm_channel
    if stored is not None and not stored[2].startswith("done:") and dm is not None:
        live = next((m for m in dm.history() if m.id == stored[1] and _options(m)), None)
        if live is not None:
            return "DM", live
    ping = next((m for m in reversed(thread.history()) if _panel_id(m)), None)
    if stored is not None and ping is not None and ping.id == stored[1]:
        opened = await you.click(ping, custom_id=_panel_id(ping))
        await env.settle()
        await bot.prompts.pictures.wait()
        return "panel", opened.response
    hand = await you.slash(thread, "game hand")
    await env.settle()
    await bot.prompts.pictures.wait()
    return "/game hand", hand.response


def _panel_id(message: Any) -> str | None:
    """The custom id of a thread ping's button that opens the picker."""
    for row in message.components or []:
        children = row["components"] if isinstance(row, dict) else row.children
        for child in children:
            cid = child.get("custom_id") if isinstance(child, dict) else child.custom_id
            if cid and ":panel:" in cid:
                return str(cid)
    return None


def fresh_folder(out: Path) -> None:
    """Create `out`, or remove from it what an earlier run wrote (the transcript and the
    numbered images): a second run never leaves the first one's images behind."""
    out.mkdir(parents=True, exist_ok=True)
    for path in out.iterdir():
        if path.is_file() and OUTPUTS.match(path.name):
            path.unlink()


@contextlib.contextmanager
def _speaking(user_id: int, locale: str) -> Iterator[None]:
    """Alice's interactions carry her Discord locale, as a real client's do (simcord sends
    en-US): her answers and DMs are in the demo's language too."""
    import simcord.interactions

    original = simcord.interactions.base_payload

    def base_payload(backend: Any, **kwargs: Any) -> Any:
        record, payload = original(backend, **kwargs)
        if kwargs.get("user_id") == user_id:
            payload["locale"] = locale
        return record, payload

    simcord.interactions.base_payload = base_payload  # type: ignore[assignment]
    try:
        yield
    finally:
        simcord.interactions.base_payload = original  # type: ignore[assignment]


MENTION = re.compile(r"<(@!?|#)(\d+)>")
TIMESTAMP = re.compile(r"<t:(-?\d+)(?::[tTdDfFR])?>")


def readable(text: str, names: dict[int, str]) -> str:
    """Mentions as a reader sees them: <@id> as @Alice, <#id> as #the-thread's-name, and a
    Discord timestamp as the date and time (UTC)."""
    text = MENTION.sub(lambda m: names.get(int(m.group(2)), m.group(0)), text)
    return TIMESTAMP.sub(
        lambda m: datetime.fromtimestamp(int(m.group(1)), UTC).strftime("%Y-%m-%d %H:%M UTC"),
        text,
    )


async def _write(
    out: Path,
    lobby: Any,
    thread: Any,
    you: Any,
    names: dict[int, str],
    seen: list[tuple[str, str, list[Any]]],
) -> None:
    lines = ["# The lobby", readable(lobby.content, names), "", "# The game's thread", ""]
    n = 0
    for message in thread.history():
        lines.append(readable(message.content or "", names))
        for attachment in message.attachments:
            n += 1
            name = f"{n:03d}-{attachment.filename}"
            (out / name).write_bytes(await attachment.read())
            lines.append(f"[image: {name}]")
        lines.append("---")
    lines += ["", f"# {PERSON}'s direct messages", ""]
    for message in you.user.dm_channel.history():
        lines += [readable(message.content or "", names), "---"]
    lines += ["", f"# {PERSON}'s decisions, each as the prompt she acted from showed it", ""]
    for i, (where, content, attachments) in enumerate(seen, 1):
        lines += [f"## Decision {i} ({where})", readable(content, names)]
        for attachment in attachments:
            n += 1
            name = f"{n:03d}-{attachment.filename}"
            (out / name).write_bytes(await attachment.read())
            lines.append(f"[image: {name}]")
        lines.append("---")
    (out / "transcript.md").write_text("\n".join(lines), encoding="utf-8")


def _parser() -> argparse.ArgumentParser:
    names = [p.name for p in all_plugins()]
    parser = argparse.ArgumentParser(
        prog="python -m bot demo",
        description=f"Play a whole game ({PERSON} against computer players) in a simulated"
        " Discord server and write its transcript and every image to a folder. With"
        " WHISTLESTOP_WEB_PORT set, the game's web page is served live on that port.",
    )
    parser.add_argument("--game", default=names[0], choices=names, help="which game")
    parser.add_argument("--seats", type=int, default=3, help="players, with Alice (default 3)")
    parser.add_argument(
        "--language", default="en", choices=LANGUAGES, help="the game's language (default en)"
    )
    parser.add_argument(
        "--out",
        default="demo",
        help="the folder (default demo/); an earlier run's transcript and images are removed",
    )
    parser.add_argument("--seed", type=int, default=1, help="the same seed plays the same game")
    parser.add_argument(
        "--pace",
        type=float,
        default=1.0,
        help="with a web page: seconds between Alice's moves, to watch (default 1)",
    )
    return parser


def main(
    argv: list[str] | None,
    make_bot: Callable[[Settings], Any],
    serve: Callable[[Any, int], AbstractAsyncContextManager[Any]] | None = None,
) -> int:
    """`python -m bot demo`; `make_bot` builds the bot (bot.core.create_bot), `serve` the web
    server beside it when WHISTLESTOP_WEB_PORT is set (web.server.serve_demo)."""
    args = _parser().parse_args(argv)
    try:
        import simcord  # noqa: F401
    except ImportError:
        print("The demo needs simcord: pip install -e '.[test]'", file=sys.stderr)
        return 2
    try:
        settings = load_settings()
    except SettingsError as error:
        print(f"Whistlestop cannot start: {error}", file=sys.stderr)
        return 2
    watching = None
    if settings.web_port and serve is not None:
        watching = Watching(serve, settings.web_port, settings.public_url, max(0.0, args.pace))
    print(
        f"Playing {args.game}: {PERSON} and {args.seats - 1} computer players,"
        f" in {args.language}...",
        flush=True,
    )
    try:
        out = asyncio.run(
            run_demo(
                args.game,
                args.seats,
                Path(args.out),
                args.seed,
                make_bot=make_bot,
                language=args.language,
                progress=lambda line: print("  " + line, flush=True),
                watching=watching,
            )
        )
    except KeyboardInterrupt:
        out = Path(args.out)
    print(f"Done: the transcript and every image are in {out}/ (start with transcript.md).")
    return 0
