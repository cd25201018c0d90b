"""The bot and its pages: the pinned status message and the final post link the game's page; the
host turns it off, on again or to a new address; an admin switches the server's index on and
off; /healthz sees the gateway and /metrics counts the bot's moves. The real bot on simcord,
the web server beside it on the bot's own storage."""

from __future__ import annotations

import copy
import dataclasses
import re

import discord
import pytest
from prometheus_client import REGISTRY
from simcord.actors import _resolve_visible_command, _slash_resolved

from bot.errors import UserFacing
from cogs import webpages
from tests.bot import test_game_flow
from tests.bot.helpers import Table, refusals
from text import t
from web.library import Library

BASE = "https://games.example.org/ws"
LINK = re.compile(re.escape(BASE) + r"/g/([A-Za-z0-9_-]{43})")


@pytest.fixture
def public_url() -> str | None:
    """Where the bot says its pages are (WHISTLESTOP_PUBLIC_URL); a test may say none."""
    return BASE + "/"


@pytest.fixture
def settings(settings, public_url):
    return dataclasses.replace(settings, public_url=public_url)


def pinned_link(thread) -> str | None:
    pinned = thread.pinned_messages()
    assert len(pinned) == 1
    found = LINK.search(pinned[0].content)
    return found.group(1) if found else None


async def test_the_pin_and_the_final_post_link_the_page(simcord_env, http):
    table = Table(simcord_env)
    game_id, _, thread = await table.open_game()
    token = pinned_link(thread)
    assert token == await simcord_env.bot.storage.page_token(game_id)
    assert "Follow it on the web (board, log and replay): " in thread.pinned_messages()[0].content
    async with http.get(f"/g/{token}") as answer:
        assert answer.status == 200 and f"Toy Rails #{game_id}" in await answer.text()
    await test_game_flow.drive_to_end(table, game_id, thread)
    final = thread.last_message
    assert "Game over" in final.content
    assert f"The whole game on the web, with its replay: {BASE}/g/{token}" in final.content
    assert pinned_link(thread) == token  # the pin says the game is over, and links it still


async def test_the_host_turns_the_page_off_renews_it_and_only_the_host(simcord_env, http):
    table = Table(simcord_env)
    alice, bob, _ = table.players
    game_id, _, thread = await table.open_game()
    first = pinned_link(thread)
    refused = await bob.slash(thread, "game settings", web_link="off")
    assert refused.ephemeral and pinned_link(thread) == first
    assert "no_permission" in str(simcord_env.errors[-1])  # refused in plain words
    answer = await alice.slash(thread, "game settings", web_link="off")
    assert answer.ephemeral and "Web page: off" in answer.response.content
    assert pinned_link(thread) is None
    async with http.get(f"/g/{first}") as page:
        assert page.status == 404
    answer = await alice.slash(thread, "game settings", web_link="renew")
    second = pinned_link(thread)
    assert second not in (None, first) and f"{BASE}/g/{second}" in answer.response.content
    async with http.get(f"/g/{second}") as page:
        assert page.status == 200
    # A finished game's page may still be turned off; nothing else of it changes.
    await test_game_flow.drive_to_end(table, game_id, thread)
    closed = await alice.slash(thread, "game settings", reminder_hours=5)
    assert closed.ephemeral and "over" in closed.response.content
    assert "settings.closed" in str(simcord_env.errors[-1])
    answer = await alice.slash(thread, "game settings", web_link="off")
    assert "Web page: off" in answer.response.content and pinned_link(thread) is None
    async with http.get(f"/g/{second}") as page:
        assert page.status == 404


async def test_an_admin_switches_the_servers_index_on_and_off(simcord_env, http):
    table = Table(simcord_env)
    alice = table.players[0]
    game_id, _, thread = await table.open_game()
    refused = await alice.slash(table.channel, "game server_settings", web_index="on")
    assert "Manage Server" in refused.response.content
    assert "permission" in str(simcord_env.errors[-1])
    mods = table.guild.create_role("mods", permissions=discord.Permissions(manage_guild=True))
    mod = table.guild.add_member(simcord_env.create_user("mod"), roles=[mods])
    answer = await mod.slash(table.channel, "game server_settings")
    assert "on the web: off" in answer.response.content
    answer = await mod.slash(table.channel, "game server_settings", web_index="on")
    found = re.search(re.escape(BASE) + r"/s/([A-Za-z0-9_-]{43})", answer.response.content)
    assert answer.ephemeral and found
    async with http.get(f"/s/{found.group(1)}") as index:
        body = await index.text()
    assert index.status == 200 and f"Toy Rails #{game_id}" in body and "alice" in body
    token = pinned_link(thread)
    assert f"../g/{token}" in body
    # A finished game is rated: its leaderboard is linked from the index.
    await test_game_flow.drive_to_end(table, game_id, thread)
    async with http.get(f"/s/{found.group(1)}") as index:
        body = await index.text()
    board = re.search(r'href="([^"]+/leaderboard/toyrails[^"]*)"', body)
    assert board is not None
    async with http.get(f"/s/{board.group(1).replace('&amp;', '&')}") as page:
        shown = await page.text()
    assert page.status == 200 and "Leaderboard: Toy Rails" in shown
    assert all(f"<bdi>{name}</bdi>" in shown for name in ("alice", "bob", "carol"))
    await mod.slash(table.channel, "game server_settings", web_index="off")
    async with http.get(f"/s/{found.group(1)}") as index:
        assert index.status == 404


@pytest.mark.parametrize("public_url", [None])
async def test_without_a_public_address_no_link_is_posted(simcord_env, public_url):
    """WHISTLESTOP_PUBLIC_URL unset: the pin and the final post link nothing, no page token
    is made, and the host is told why there is no address."""
    table = Table(simcord_env)
    alice = table.players[0]
    game_id, _, thread = await table.open_game()
    assert "/g/" not in thread.pinned_messages()[0].content
    answer = await alice.slash(thread, "game settings")
    assert "this bot has no public address" in answer.response.content
    await test_game_flow.drive_to_end(table, game_id, thread)
    assert "Game over" in thread.last_message.content
    assert all("on the web" not in m.content for m in thread.history())
    row = await simcord_env.bot.storage._fetchone(
        "SELECT COUNT(*) FROM web_pages WHERE game_id = ?", (game_id,)
    )
    assert row is not None and row[0] == 0


@pytest.mark.parametrize("language", ["fr", "nl"])
async def test_the_links_are_worded_in_the_games_language(simcord_env, language):
    table = Table(simcord_env)
    game_id, _, thread = await table.open_game()
    await table.players[0].slash(thread, "game settings", language=language)
    token = await simcord_env.bot.storage.page_token(game_id)
    url = f"{BASE}/g/{token}"
    await test_game_flow.drive_to_end(table, game_id, thread)
    assert t("web.link.final", language, url=url) in thread.last_message.content
    assert t("web.link.pin", language, url=url) in thread.pinned_messages()[0].content


async def test_a_cancelled_games_pin_links_nothing(simcord_env):
    table = Table(simcord_env)
    alice = table.players[0]
    _, _, thread = await table.open_game()
    assert pinned_link(thread) is not None
    await alice.slash(thread, "game cancel")
    assert pinned_link(thread) is None
    assert "cancelled" in thread.pinned_messages()[0].content


async def test_an_odd_web_option_value_is_refused_and_changes_nothing(simcord_env, http):
    """Discord offers only on, off and renew; a forged value gets the plain refusal."""
    table = Table(simcord_env)
    game_id, _, thread = await table.open_game()
    bot = simcord_env.bot
    token = await bot.storage.page_token(game_id)
    for forged in ("delete", "", "OFF", "on "):
        with pytest.raises(UserFacing) as refused:
            await webpages.page_line(bot, game_id, forged, "en")
        assert refused.value.key == "err.settings.choice"
        with pytest.raises(UserFacing):
            await webpages.index_line(bot, table.guild.id, forged, "en")
    assert await bot.storage.page_token(game_id) == token == pinned_link(thread)
    assert await bot.storage.index_token(table.guild.id) is None
    async with http.get(f"/g/{token}") as page:
        assert page.status == 200


async def test_a_forged_web_link_beside_a_setting_changes_nothing(simcord_env):
    """Discord offers only on, off and renew; an interaction forged with another value beside a
    real setting is refused before that setting is stored (a refusal changes nothing)."""
    table = Table(simcord_env)
    alice = table.players[0]
    game_id, _, thread = await table.open_game()
    storage = simcord_env.bot.storage
    before = (await storage.game_settings(game_id), await storage.page_token(game_id))
    # The command as synced, its web_link choices left out: what a forged client could send.
    root = copy.deepcopy(_resolve_visible_command(alice, thread.id, "game", 1))
    for sub in root["options"]:
        for option in sub.get("options", []):
            if option["name"] == "web_link":
                option.pop("choices")
    options = {"web_link": "delete", "reminder_hours": 5}
    answer = await _slash_resolved(alice, thread, "game settings", options, root)
    assert answer.ephemeral
    assert "err.settings.choice" in str(simcord_env.errors[-1])
    assert (await storage.game_settings(game_id), await storage.page_token(game_id)) == before


async def test_the_servers_index_lists_only_pages_that_are_on_and_renews(simcord_env, http):
    table = Table(simcord_env)
    alice = table.players[0]
    mods = table.guild.create_role("mods", permissions=discord.Permissions(manage_guild=True))
    mod = table.guild.add_member(simcord_env.create_user("mod"), roles=[mods])
    first_id, _, first = await table.open_game()
    second_id, _, second = await table.open_game()
    await alice.slash(second, "game settings", web_link="off")
    answer = await mod.slash(table.channel, "game server_settings", web_index="on")
    old = re.search(re.escape(BASE) + r"/s/([A-Za-z0-9_-]{43})", answer.response.content)
    assert old is not None
    async with http.get(f"/s/{old.group(1)}") as index:
        body = await index.text()
    assert f"Toy Rails #{first_id}" in body and f"../g/{pinned_link(first)}" in body
    assert f"Toy Rails #{second_id}" not in body  # its host turned its page off
    answer = await mod.slash(table.channel, "game server_settings", web_index="renew")
    new = re.search(re.escape(BASE) + r"/s/([A-Za-z0-9_-]{43})", answer.response.content)
    assert new is not None and new.group(1) != old.group(1)
    async with http.get(f"/s/{old.group(1)}") as index:
        assert index.status == 404
    async with http.get(f"/s/{new.group(1)}") as index:
        assert index.status == 200 and f"Toy Rails #{first_id}" in await index.text()
    refusals(simcord_env)


async def test_a_page_names_computers_in_its_own_language(simcord_env, http):
    """An English game read in French or Dutch: its computers are named in the page's
    language, in the text and in the pictures' names alike."""
    table = Table(simcord_env, n=2)
    game_id, _, thread = await table.open_game(seats=3, cpus=1)
    token = pinned_link(thread)
    for lang, name in (("en", "Computer 1"), ("fr", "Ordinateur 1"), ("nl", "Computer 1")):
        async with http.get(f"/g/{token}?lang={lang}") as answer:
            body = await answer.text()
        assert f"<bdi>{name}</bdi>" in body, lang
        assert t("cpu.name", lang, n=1) == name
    async with http.get(f"/g/{token}?lang=fr") as answer:
        assert "Computer 1" not in await answer.text()
    snap = await Library(simcord_env.bot.storage).snapshot(game_id, "fr")
    assert snap is not None and "Ordinateur 1" in snap.names.values()  # the pictures' names


async def test_the_page_says_who_is_awaited_since_when(simcord_env, http):
    """Whose turn it is and since when (the wait the bot keeps, in UTC without scripts), who
    has chosen, never what; the same after a wait of hours on the bot's clock."""
    table = Table(simcord_env)
    alice, bob, carol = table.players
    game_id, _, thread = await table.open_game()
    token = pinned_link(thread)
    await simcord_env.advance_time(3 * 3600)
    await table.play_dm(alice)
    await simcord_env.advance_time(2 * 3600)
    await table.play_dm(bob)
    waits = {w.player: w for w in await simcord_env.bot.storage.waits(game_id)}
    started = waits[str(carol.id)].started_at
    async with http.get(f"/g/{token}") as answer:
        body = await answer.text()
    status = body[body.index('<section id="status"') : body.index("</section>")]
    assert "Waiting for:" in status and "Have chosen:" in status
    stamp = started.strftime("%-d %b, %H:%M")
    assert f'<li><bdi>carol</bdi> since <time datetime="{started.isoformat()}">' in status
    assert f"{stamp} UTC</time>" in status
    assert "<bdi>alice</bdi>, <bdi>bob</bdi>" in status.split("Have chosen:")[1]
    assert "<bdi>alice</bdi> since" not in status and "<bdi>bob</bdi> since" not in status


def sample(name: str, **labels: str) -> float:
    return REGISTRY.get_sample_value(name, labels) or 0.0


async def test_metrics_count_the_bots_moves_and_answers(simcord_env, http, web_server):
    table = Table(simcord_env)
    moves = sample("whistlestop_moves_total", game="toyrails")
    acks = sample("whistlestop_ack_seconds_count")
    await table.open_game()
    await table.play_dm(table.players[0])
    assert sample("whistlestop_moves_total", game="toyrails") == moves + 1
    assert sample("whistlestop_ack_seconds_count") == acks + 1
    async with http.get("/metrics") as answer:
        text = await answer.text()
    assert 'whistlestop_games_live{game="toyrails"} 1.0' in text
    assert f'whistlestop_moves_total{{game="toyrails"}} {moves + 1}' in text


async def test_metrics_count_thinking_drawing_discord_errors_and_reminders(
    simcord_env, rendered, http
):
    """Each service counts its own work with its line: a computer's move, an image drawn, a
    thread post Discord refused (by status), a reminder sent."""
    from tests.bot.test_cadence import later, reminders

    think = sample("whistlestop_think_seconds_count", game="toyrails")
    refused = sample("whistlestop_discord_errors_total", status="500")
    reminded = sample("whistlestop_reminders_total", level="1")

    def drawn() -> float:
        kinds = ("board", "scores")
        return sum(sample("whistlestop_render_seconds_count", kind=kind) for kind in kinds)

    table = Table(simcord_env, n=2)
    alice, bob = table.players
    game_id, _, thread = await table.open_game(seats=3, cpus=1)
    assert sample("whistlestop_think_seconds_count", game="toyrails") > think
    await table.play_dm(alice)  # alice locked in: bob is awaited
    await later(simcord_env, 12.1)
    assert reminders(bob) and not reminders(alice)
    assert sample("whistlestop_reminders_total", level="1") == reminded + 1
    simcord_env.inject_error(
        "POST", f"/channels/{thread.id}/messages", status=500, message="injected", times=1
    )
    images = drawn()
    await table.play_dm(bob)  # the choices revealed in the thread: its first post fails
    assert sample("whistlestop_discord_errors_total", status="500") == refused + 1
    await test_game_flow.drive_to_end(table, game_id, thread)
    assert drawn() > images
    async with http.get("/metrics") as answer:
        text = await answer.text()
    assert 'whistlestop_discord_errors_total{status="500"}' in text
    assert re.search(r'^whistlestop_reminders_total\{level="1"\} [1-9]', text, re.MULTILINE)
    refusals(simcord_env)


async def test_beside_the_bot_healthz_sees_its_gateway_and_effects(simcord_env, tmp_path):
    """The web server in the bot's process (WHISTLESTOP_WEB_PORT): /healthz is ready with the
    gateway connected, and /metrics says the bot's effects pending."""
    import socket

    import aiohttp

    from web.server import beside

    bot = simcord_env.bot
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    bot.settings = dataclasses.replace(bot.settings, web_port=port, web_host="127.0.0.1")
    async with beside(bot), aiohttp.ClientSession(f"http://127.0.0.1:{port}") as http:
        async with http.get("/healthz") as answer:
            health = await answer.json()
        assert answer.status == 200 and health["ready"]
        assert health["gateway"]["ok"] and health["database"]["ok"]
        bot.effects.pending.add(12345)
        async with http.get("/metrics") as answer:
            text = await answer.text()
        bot.effects.pending.discard(12345)
        assert re.search(r"^whistlestop_effects_pending 1\.0$", text, re.MULTILINE)
