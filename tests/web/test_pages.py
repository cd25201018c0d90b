"""A game's page over HTTP, from games stored as a bot stores them: what it shows, that it says
nothing the thread keeps quiet, the live stream, and the answers to everything else (one 404,
strict headers, GET only, small requests, a rate limit)."""

from __future__ import annotations

import asyncio
import html
import json
import re

import aiohttp
import pytest

from bot.storage import Storage, StoredAction
from tests.web.helpers import hidden_ids, leaked, play, registered_games, store_game
from web import pages
from web.guard import HEADERS, RateLimit, not_found_body
from web.library import Library
from web.server import WebServer

# A hang guard for the live stream: the test waits on its events, never on the clock.
GUARD = 300.0


def text_of(body: str) -> str:
    """What a reader sees of a page: its text, tags out, entities read."""
    inline = re.sub(r"</?(bdi|strong|time)[^>]*>", "", body)
    return html.unescape(re.sub(r"<[^>]+>", " ", inline))


async def events(response: aiohttp.ClientResponse, until: int) -> list[dict]:
    """The stream's update events up to the one for move `until`."""
    got: list[dict] = []
    name, data = "", ""
    async with asyncio.timeout(GUARD):
        async for raw in response.content:
            line = raw.decode().rstrip("\n")
            if line.startswith("event: "):
                name = line[7:]
            elif line.startswith("data: "):
                data = line[6:]
            elif not line and name:
                payload = json.loads(data)
                got.append({"event": name, **payload})
                if name != "update" or payload["seq"] >= until:
                    return got
                name = ""
    return got


@pytest.mark.parametrize("game", registered_games())
async def test_a_page_shows_the_board_the_scores_and_the_log_by_round(storage, client, game):
    stored = await store_game(storage, game, seed=4)
    await play(storage, stored, 30)
    async with client.get(f"/g/{stored.token}") as answer:
        assert answer.status == 200
        assert answer.headers["Content-Type"].startswith("text/html")
        body = await answer.text()
    view = stored.game.view(None)
    page = text_of(body)
    for name in ("Ada", "Bram", "Céline"):
        assert name in page
    for player, points in (view.get("scores") or {}).items():
        name = ("Ada", "Bram", "Céline")[stored.players.index(player)]
        assert re.search(rf"<bdi>{name}</bdi>[^\n]*</th><td>{points}</td>", body), name
    assert 'id="board"' in body and f"/now/{stored.seq}.png" in body
    assert "Round 1" in page and 'class="entry"' in body
    # Every board the story shows can be fetched, and is a picture.
    frames = sorted({int(i) for i in re.findall(r"/frame/(\d+)\.png", body)})
    assert frames == list(range(len(frames)))
    for index in frames[:2]:
        async with client.get(f"/g/{stored.token}/frame/{index}.png") as picture:
            assert picture.status == 200 and picture.content_type == "image/png"
            assert (await picture.read()).startswith(b"\x89PNG")


async def test_the_log_says_what_the_thread_says_move_by_move(storage):
    """The story's lines are the presenter's posts, with the end and the undo as the thread
    tells them, and a board after each post that has one."""
    stored = await store_game(storage, "santafe", seed=9)
    await play(storage, stored)
    snap = await Library(storage).snapshot(stored.game_id, "en")
    assert snap is not None and snap.seq == stored.seq
    lines = [text_of(str(line)) for e in snap.entries for p in e.parts for line in p.lines]
    assert lines[0].startswith("Santa Fe #") and "Seats in order: Ada, Bram, and Céline" in lines[0]
    assert any("the cards are revealed" in line for line in lines)
    assert any(line.startswith("Game over") for line in lines)
    assert snap.frames[-1].kind == "scores" and snap.frames[-2].kind == "board"
    assert [e.heading for e in snap.entries if e.heading][:2] == ["Round 1", "Round 2"]


async def test_an_undo_is_told_and_the_board_shown_again(storage):
    stored = await store_game(storage, "toyrails", seed=3)
    await play(storage, stored, 4)
    undo = StoredAction(
        stored.seq + 1, stored.moves[-1][0], {"type": "__undo__"}, "2026-01-01T00:00:00+00:00"
    )
    await storage.append_action(stored.game_id, undo.seq, undo.player, undo.action)
    snap = await Library(storage).snapshot(stored.game_id, "en")
    assert snap is not None
    last = snap.entries[-1]
    assert last.seq == undo.seq and "took back their last move" in str(last.parts[0].lines[0])


@pytest.mark.parametrize("game", registered_games())
async def test_no_page_or_event_says_a_hidden_card(storage, client, game):
    """Every HTML page and every live event while the game is played, scanned for every card
    hidden from the spectator at that moment (a hand, a sealed choice not yet revealed)."""
    stored = await store_game(storage, game, seed=11)
    async with client.get(f"/g/{stored.token}/events?after=0") as stream:
        assert stream.status == 200
        checked = 0
        while not stored.game.is_over and checked < 40:
            await play(storage, stored, 3)
            got = await events(stream, stored.seq)
            async with client.get(f"/g/{stored.token}") as answer:
                page = await answer.text()
            secrets = hidden_ids(stored.game)
            bodies = [page, *(json.dumps(e) for e in got)]
            assert leaked(bodies, secrets) == [], (stored.seq, leaked(bodies, secrets))
            checked += 1
    assert checked >= 5


def _sealed_variants(game_name: str) -> tuple[list, list] | None:
    """Two logs of one game, the same but for the choice of one player who has locked in a
    sealed decision that others have not finished: nobody else may tell them apart."""
    import random

    from bot import plugins

    plugin = plugins.get(game_name)
    assert plugin is not None
    game = plugin.new_game(["1000", "1001", "1002"], 5, plugin.check_options({}))
    rng = random.Random(5)
    log: list = []
    for _ in range(400):
        if game.is_over:
            return None
        view = game.view(None)
        active = game.active_players()
        if view.get("decision") == "sealed" and len(active) > 1:
            player = active[0]
            choices = game.legal_actions(player)
            if len(choices) > 1:
                return [*log, (player, choices[0])], [*log, (player, choices[-1])]
        player = rng.choice(active)
        action = rng.choice(game.legal_actions(player))
        game.apply(player, action)
        log.append((player, action))
    return None


# The games whose players lock in sealed choices (Card Rails has none: every move is open).
SEALED_GAMES = ("santafe", "santafe-cards")


def test_the_games_with_sealed_choices_are_those_checked():
    """Every real game is either checked below or has no sealed choice at all: a game that
    gains one (or a new game with them) fails here rather than go unchecked."""
    for game in registered_games():
        found = _sealed_variants(game) is not None
        assert found == (game in SEALED_GAMES), game


@pytest.mark.parametrize("game", SEALED_GAMES)
async def test_a_sealed_choice_changes_nothing_on_the_page(tmp_path, game):
    """The page of a game where one player chose A, and of the same game where they chose B,
    before the reveal: the same bytes (the board, the log, the words for screen readers)."""
    variants = _sealed_variants(game)
    assert variants is not None, f"{game} has no sealed decision with a choice"
    made = []
    for i, log in enumerate(variants):
        storage = await Storage.open(str(tmp_path / f"variant-{i}.sqlite3"))
        try:
            stored = await store_game(storage, game, seed=5)
            for seq, (player, action) in enumerate(log, start=1):
                await storage.append_action(stored.game_id, seq, player, action)
            snap = await Library(storage).snapshot(stored.game_id, "en")
        finally:
            await storage.close()
        assert snap is not None
        made.append(pages.game_page(snap, [], "TOKEN", None) + pages.update(snap, [], "TOKEN", 0))
    assert made[0] == made[1]


async def test_unknown_revoked_and_vanished_tokens_get_the_same_404(storage, client):
    stored = await store_game(storage, "toyrails")
    gone = await store_game(storage, "toyrails")
    revoked = gone.token
    await storage.set_page(gone.game_id, on=False)
    answers = []
    paths = [
        "/g/" + "x" * 43,
        f"/g/{revoked}",
        f"/g/{revoked}/frame/0.png",
        f"/g/{revoked}/events",
        f"/g/{stored.token}/frame/999.png",
        f"/g/{stored.token}/now/999.png",
        "/g/",
        "/nothing-here",
        "/",
        "/static/../web/server.py",
        "/static/%2e%2e/%2e%2e/pyproject.toml",
        "/static/web.css/..",
        "/static/",
        "/s/" + "y" * 43,
    ]
    for path in paths:
        async with client.get(path) as answer:
            headers = {
                k: v for k, v in answer.headers.items() if k not in ("Date", "Content-Length")
            }
            answers.append((answer.status, await answer.read(), headers))
    assert {status for status, _, _ in answers} == {404}, paths
    assert {body for _, body, _ in answers} == {not_found_body()}
    assert all(headers == answers[0][2] for _, _, headers in answers)
    # The page that is on still opens.
    async with client.get(f"/g/{stored.token}") as answer:
        assert answer.status == 200


async def test_a_token_is_looked_up_the_same_way_whatever_it_is(storage, site):
    """Unknown, revoked and malformed tokens cost the same query: one lookup by hash."""
    stored = await store_game(storage, "toyrails")
    await storage.set_page(stored.game_id, on=False)
    sent: list[str] = []
    fetchone = storage._fetchone

    async def spy(sql, params=()):
        sent.append(sql)
        return await fetchone(sql, params)

    storage._fetchone = spy  # type: ignore[method-assign]
    try:
        async with aiohttp.ClientSession(f"http://127.0.0.1:{site.port}") as session:
            for token in ("x" * 43, stored.token, "%3Cscript%3E", "a" * 500):
                sent.clear()
                async with session.get(f"/g/{token}") as answer:
                    assert answer.status == 404
                assert sent == ["SELECT game_id FROM web_pages WHERE lookup = ?"], token
    finally:
        del storage._fetchone


@pytest.mark.parametrize(
    "path", ["/g/{token}", "/g/{token}/frame/0.png", "/static/web.css", "/healthz", "/nowhere"]
)
async def test_every_answer_carries_the_strict_headers(storage, client, path):
    stored = await store_game(storage, "santafe-cards")
    await play(storage, stored, 12)
    async with client.get(path.format(token=stored.token)) as answer:
        for name, value in HEADERS.items():
            assert answer.headers.get(name) == value, name
        assert "Server" not in answer.headers
        csp = answer.headers["Content-Security-Policy"]
        assert "'unsafe-inline'" not in csp and "script-src 'self'" in csp


async def test_no_inline_script_or_style_in_a_page(storage, client):
    stored = await store_game(storage, "santafe", seed=2)
    await play(storage, stored, 20)
    async with client.get(f"/g/{stored.token}") as answer:
        body = await answer.text()
    assert re.findall(r"<script[^>]*>", body) == [
        f'<script src="../static/web.js?v={pages.VERSION["web.js"]}" defer>'
    ]
    assert (
        "<style" not in body
        and " style=" not in body
        and " on" not in re.sub(r">[^<]*<", "><", body)
    )


async def test_only_get_small_requests_and_a_rate_limit(storage):
    stored = await store_game(storage, "toyrails")
    server = WebServer(storage, limit=RateLimit(rate=0.001, burst=5))
    await server.start("127.0.0.1", 0)
    try:
        async with aiohttp.ClientSession(f"http://127.0.0.1:{server.port}") as session:
            async with session.post(f"/g/{stored.token}", data=b"x") as answer:
                assert answer.status == 405
            async with session.get("/healthz", data=b"x" * 10) as answer:
                assert answer.status == 413
            async with session.get("/g/" + "z" * 5000) as answer:
                assert answer.status in (400, 414, 431)
            statuses = []
            for _ in range(4):
                async with session.get(f"/g/{stored.token}") as answer:
                    statuses.append(answer.status)
            assert statuses[-1] == 429 and 200 in statuses
    finally:
        await server.stop()


async def test_the_live_stream_brings_each_new_move_and_closes_on_a_revoked_link(storage, client):
    stored = await store_game(storage, "santafe-cards", seed=8)
    await play(storage, stored, 2)
    async with client.get(f"/g/{stored.token}/events?after={stored.seq}") as stream:
        assert stream.headers["Content-Type"].startswith("text/event-stream")
        await play(storage, stored, 3)
        got = await events(stream, stored.seq)
        assert got[-1]["event"] == "update" and got[-1]["seq"] == stored.seq
        assert 'class="entry"' in got[-1]["entries"] and "Ada" in got[-1]["status"]
        await storage.set_page(stored.game_id, on=False)
        await play(storage, stored, 1)
        got = await events(stream, stored.seq + 1)
        assert got[-1]["event"] == "gone"


async def test_healthz_and_metrics_answer_with_real_numbers(storage, client):
    stored = await store_game(storage, "toyrails")
    await play(storage, stored, 3)
    async with client.get("/healthz") as answer:
        body = await answer.json()
        assert answer.status == 200 and body["ready"] and body["database"]["ok"]
        assert body["gateway"] is None and body["loop"]["ok"]
    async with client.get("/healthz?probe=live") as answer:
        assert answer.status == 200 and (await answer.json())["live"]
    async with client.get("/metrics") as answer:
        text = await answer.text()
        assert answer.content_type == "text/plain"
    assert 'whistlestop_games_live{game="toyrails"} 1.0' in text
    assert re.search(r"^whistlestop_outbox_depth 1\.0$", text, re.MULTILINE)
    age = re.search(r"^whistlestop_outbox_age_seconds (\S+)$", text, re.MULTILINE)
    assert age is not None and float(age.group(1)) >= 0
    for name in (
        "whistlestop_ack_seconds_bucket",
        "whistlestop_think_seconds",
        "whistlestop_render_seconds",
    ):
        assert name in text


async def test_healthz_is_not_ready_without_the_gateway(storage):
    server = WebServer(storage, gateway=lambda: {"ok": False, "latency_ms": None})
    await server.start("127.0.0.1", 0)
    try:
        async with aiohttp.ClientSession(f"http://127.0.0.1:{server.port}") as session:
            async with session.get("/healthz") as answer:
                assert answer.status == 503 and not (await answer.json())["ready"]
            async with session.get("/healthz?probe=live") as answer:
                assert answer.status == 200
    finally:
        await server.stop()


async def test_member_names_are_escaped_and_isolated(storage, client):
    hostile = (
        "<script>alert(1)</script>",
        '"><img src=x onerror=alert(2)>',
        "\u202eevil\u202c & 'quoted'",
    )
    long_name = "W" * 32
    stored = await store_game(
        storage, "santafe-cards", seats=4, names=(*hostile, long_name), seed=3
    )
    await play(storage, stored, 6)
    async with client.get(f"/g/{stored.token}") as answer:
        body = await answer.text()
    async with client.get(f"/g/{stored.token}/events?after=0") as stream:
        update = (await events(stream, stored.seq))[-1]
    for shown in (body, update["status"], update["entries"]):
        assert "<script>alert" not in shown and "<img src=x" not in shown
        assert "<bdi>&lt;script&gt;alert(1)&lt;/script&gt;</bdi>" in shown
        assert "<bdi>&#34;&gt;&lt;img src=x onerror=alert(2)&gt;</bdi>" in shown
        # The right-to-left override is dropped; the name stays, quotes escaped, isolated.
        assert "<bdi>evil &amp; &#39;quoted&#39;</bdi>" in shown
        assert f"<bdi>{long_name}</bdi>" in shown
        assert "\u202e" not in shown and "\u202c" not in shown


async def test_a_change_while_a_page_was_busy_is_not_lost():
    """A page that was sending when the game changed sees the change at once, not at the
    next move (the live stream compares versions, web/live.py)."""
    from bot.storage import Watched
    from web.live import Channel

    channel = Channel(Watched(3, "active", "x"))
    version = channel.version
    channel.see(Watched(4, "active", "x"))  # while the page was writing its last update
    async with asyncio.timeout(GUARD):  # a hang guard: the old wait never returned
        assert await channel.changed(version, timeout=3600)
    assert not await channel.changed(channel.version, timeout=0)


async def test_a_finished_games_board_now_is_its_last_board_drawn_once(storage, client):
    """After the end the board now is the last posted board (the final scores come after
    it): the page's two addresses for it are one picture, drawn once."""
    from prometheus_client import REGISTRY

    stored = await store_game(storage, "santafe-cards", seed=9)
    await play(storage, stored)
    snap = await Library(storage).snapshot(stored.game_id, "en")
    assert snap is not None and snap.frames[-1].kind == "scores"
    last_board = len(snap.frames) - 2
    assert snap.head is not None and snap.head.seq == snap.frames[last_board].seq

    def drawn() -> float:
        labels = {"kind": "web-board"}
        return REGISTRY.get_sample_value("whistlestop_render_seconds_count", labels) or 0.0

    before = drawn()
    pictures = []
    for path in (f"now/{stored.seq}.png", f"frame/{last_board}.png", f"now/{stored.seq}.png"):
        async with client.get(f"/g/{stored.token}/{path}") as answer:
            assert answer.status == 200
            pictures.append(await answer.read())
    assert pictures[0] == pictures[1] == pictures[2]
    assert drawn() == before + 1
