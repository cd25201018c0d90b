"""`python -m bot demo`: a whole game played by Alice and computer players, in the language
asked for, with a line of progress per round, mentions written as names, and a folder that
holds only this run's output."""

from __future__ import annotations

import contextlib

from bot import plugins
from bot.core import create_bot
from bot.demo import fresh_folder, readable, run_demo
from text import t


def test_mentions_are_written_as_names():
    names = {1: "@Alice", 2: "#Card Rails #1"}
    text = "<@1> moved in <#2>; <@!1> again; <@3> is unknown"
    assert readable(text, names) == "@Alice moved in #Card Rails #1; @Alice again; <@3> is unknown"
    assert readable("since <t:1764547200:R>, due <t:1764547200>", {}) == (
        "since 2025-12-01 00:00 UTC, due 2025-12-01 00:00 UTC"
    )


def test_a_second_run_removes_only_what_the_first_wrote(tmp_path):
    out = tmp_path / "demo"
    out.mkdir()
    for name in ("transcript.md", "001-board.png", "027-scores.png", "028-replay.webp"):
        (out / name).write_bytes(b"old")
    (out / "notes.txt").write_text("mine")
    (out / "board.png").write_bytes(b"not numbered: not the demo's")
    fresh_folder(out)
    assert sorted(p.name for p in out.iterdir()) == ["board.png", "notes.txt"]
    fresh_folder(tmp_path / "new" / "folder")
    assert (tmp_path / "new" / "folder").is_dir()


async def test_the_demo_in_dutch_names_alice_and_reports_each_round(tmp_path):
    out = tmp_path / "demo"
    out.mkdir()
    (out / "099-board.png").write_bytes(b"from an earlier run")
    lines: list[str] = []
    await run_demo(
        "cardrails", 3, out, 3, make_bot=create_bot, language="nl", progress=lines.append
    )
    transcript = (out / "transcript.md").read_text(encoding="utf-8")
    assert not (out / "099-board.png").exists()
    images = sorted(p.name for p in out.iterdir() if p.suffix in (".png", ".webp"))
    assert len(images) > 10 and images[0] == "001-board.png"
    assert any(name.endswith("scores.png") for name in images)
    assert any(name.endswith("replay.webp") for name in images)  # the button, in Dutch
    # Progress: a line per round, in order, then the end.
    assert lines[0].startswith("round 1:") and lines[-1].startswith("game over after")
    rounds = [int(line.split()[1].rstrip(":")) for line in lines[:-1]]
    assert rounds == sorted(rounds) and len(rounds) >= 2
    # The person is Alice, and mentions read as names.
    assert "Alice" in transcript and "you " not in transcript
    assert "<@" not in transcript and "<#" not in transcript and "@Alice" in transcript
    assert "# Alice's direct messages" in transcript
    # The game's public texts and Alice's DMs are in Dutch.
    title = t(plugins.get("cardrails").title_key, "nl")
    assert t("lobby.thread_intro", "nl", game=title, id=1) in transcript
    dms = transcript.split("# Alice's direct messages", 1)[1].split("# Alice's decisions")[0]
    assert ("Jouw keuze" in dms or "Zet geaccepteerd" in dms) and "Je score" in dms
    # Each decision as the prompt Alice acted from showed it, with its picture.
    decisions = transcript.split("# Alice's decisions", 1)[1]
    assert decisions.count("## Decision") >= 5
    assert decisions.count("-prompt.png]") == decisions.count("## Decision")


async def test_the_demo_plays_a_whole_game_and_writes_it_down(tmp_path):
    from bot.core import create_bot
    from bot.demo import run_demo

    out = await run_demo("cardrails", 3, tmp_path / "demo", seed=3, make_bot=create_bot)
    transcript = (out / "transcript.md").read_text()
    assert "Game over" in transcript and "Alice's direct messages" in transcript
    images = sorted(p.name for p in out.iterdir() if p.suffix in (".png", ".webp"))
    assert any(name.endswith("scores.png") for name in images)
    assert any(name.endswith("replay.webp") for name in images)
    assert len(images) > 10


async def test_with_a_web_port_the_demo_serves_its_page_live(tmp_path):
    """WHISTLESTOP_WEB_PORT=... python -m bot demo: the demo says the page's address, the page
    answers while the game is played, and the pinned message links it."""
    import asyncio
    import re
    import socket

    import aiohttp

    from bot.demo import Watching
    from web.server import serve_demo

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    said: list[str] = []
    address = asyncio.get_running_loop().create_future()
    over = asyncio.get_running_loop().create_future()

    def progress(line: str) -> None:
        said.append(line)
        found = re.search(r"http://127\.0\.0\.1:\d+/g/\S+", line)
        if found and not address.done():
            address.set_result(found.group(0))
        if line.startswith("The game is over") and not over.done():
            over.set_result(line)

    async def look() -> tuple[int, str]:
        url = await address
        async with aiohttp.ClientSession() as http, http.get(url) as answer:
            return answer.status, await answer.text()

    looking = asyncio.ensure_future(look())
    watching = Watching(serve_demo, port, pace=0.0, linger=True)
    demo = asyncio.ensure_future(
        run_demo(
            "santafe-cards",
            3,
            tmp_path / "demo",
            seed=2,
            make_bot=create_bot,
            progress=progress,
            watching=watching,
        )
    )
    # The demo lingers after the game until Ctrl-C: wait for its last line (or its failure).
    await asyncio.wait({demo, over}, return_when=asyncio.FIRST_COMPLETED)
    assert not demo.done(), demo.exception()
    status, page = await looking
    assert said[0].startswith(f"Watch it live: http://127.0.0.1:{port}/g/")
    assert status == 200 and "Santa Fe: the card game #1" in page and "Alice" in page
    # The last line names the page itself, which still answers after the game.
    url = address.result()
    assert over.result() == f"The game is over; its page stays up at {url} until Ctrl-C."
    async with aiohttp.ClientSession() as http, http.get(url) as answer:
        assert answer.status == 200 and "Alice" in await answer.text()
    demo.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await demo
    out = tmp_path / "demo"
    transcript = (out / "transcript.md").read_text(encoding="utf-8")
    assert f"Follow it on the web (board, log and replay): http://127.0.0.1:{port}/g/" in transcript
