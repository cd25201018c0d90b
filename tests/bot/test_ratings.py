"""Ratings through simulated Discord: a whole game updates the leaderboard, stats and history;
a game counts once across retries and restarts; members who leave or opt out are hidden; other
servers never show; pages survive a restart; French and Dutch readers get their language."""

from __future__ import annotations

import pytest

from bot import ratings
from bot.ratings import SeatResult
from tests.bot.conftest import custom_ids
from tests.bot.helpers import Table, refusals
from tests.bot.test_game_flow import drive_to_end

NAMES = ("alice", "bob", "carol")


async def _played(env) -> tuple[Table, int, object, dict]:
    table = Table(env)
    game_id, _, thread = await table.open_game(seats=3)
    final = await drive_to_end(table, game_id, thread)
    return table, game_id, thread, final


def _ranked(final: dict, table: Table) -> list[str]:
    """The players' names, best first, as the leaderboard must list them after one game."""
    scores = final["scores"]
    order = sorted(scores, key=lambda p: (p not in final["winners"], -scores[p], p))
    return [NAMES[table.players.index(table.by_id[p])] for p in order]


async def test_a_finished_game_shows_on_the_leaderboard_stats_and_history(simcord_env, make_bot):
    env = simcord_env
    table, game_id, thread, final = await _played(env)
    alice, bob, carol = table.players
    rows = await env.bot.storage._fetchall("SELECT game_id FROM results")
    assert [row[0] for row in rows] == [game_id]

    board = await bob.slash(table.channel, "game leaderboard", game="toyrails")
    message = board.response
    assert not board.ephemeral
    lines = [line for line in message.content.splitlines() if line.startswith("**")]
    assert "Leaderboard: Toy Rails" in lines[0]
    names = [line.split("** ", 1)[1].split(":")[0] for line in lines[1:]]
    assert names == _ranked(final, table)
    assert all("(1 game," in line for line in lines[1:])
    assert "<@" not in message.content  # never a ping
    chart = message.attachments[0]
    assert chart.filename == "ratings.png"
    assert "Chart of the rating" in chart.description and "alice" in chart.description

    stats = await alice.slash(table.channel, "game stats")
    assert "Stats of alice" in stats.response.content
    assert "**Toy Rails**: 1 game" in stats.response.content
    others = await alice.slash(table.channel, "game stats", member=bob)
    assert "Stats of bob" in others.response.content

    history = await carol.slash(table.channel, "game history")
    text = history.response.content
    assert f"**Toy Rails #{game_id}**" in text and f"<#{thread.id}>" in text
    for p, score in final["scores"].items():
        assert f"{NAMES[table.players.index(table.by_id[p])]}: {score}" in text
    assert f"ws:b:{game_id}:replay::" in custom_ids(history.response)

    # Retries and a restart settle the game again: it still counts once.
    await env.bot.flow.retry_pending()
    async with env.bot.sessions.open(game_id) as s:
        assert await ratings.record_session(env.bot.storage, s) is False
    await env.restart_bot(make_bot())
    await env.bot.flow.retry_pending()
    again = await bob.slash(table.channel, "game leaderboard", game="toyrails")
    assert again.response.content == message.content
    rows = await env.bot.storage._fetchall("SELECT games FROM ratings")
    assert [row[0] for row in rows] == [1, 1, 1]


async def test_leaving_opting_out_and_other_servers(simcord_env):
    env = simcord_env
    table, _, _, final = await _played(env)
    alice, bob, carol = table.players
    elsewhere = Table(env, n=1, names=("zed",))
    empty = await elsewhere.players[0].slash(elsewhere.channel, "game leaderboard", game="toyrails")
    assert "Nobody has finished a game of Toy Rails" in empty.response.content
    nothing = await elsewhere.players[0].slash(elsewhere.channel, "game history")
    assert "has not finished a game" in nothing.response.content

    table.guild.remove_member(bob)
    await env.settle()  # the bot hears of it before anyone asks (its events run in any order)
    board = await alice.slash(table.channel, "game leaderboard", game="toyrails")
    assert "bob" not in board.response.content and "alice" in board.response.content
    table.guild.add_member(bob.user)
    await env.settle()
    board = await alice.slash(table.channel, "game leaderboard", game="toyrails")
    assert "bob" in board.response.content

    answer = await carol.slash(table.channel, "game leaderboard_optout")
    assert answer.ephemeral and "no longer appear" in answer.response.content
    board = await alice.slash(table.channel, "game leaderboard", game="toyrails")
    assert "carol" not in board.response.content
    # Still rated: her own stats are there.
    stats = await carol.slash(table.channel, "game stats")
    assert "1 game" in stats.response.content
    await carol.slash(table.channel, "game leaderboard_optout", hide=False)
    board = await alice.slash(table.channel, "game leaderboard", game="toyrails")
    assert "carol" in board.response.content
    assert final["over"]


async def test_pages_survive_a_restart_and_read_in_french(simcord_env, make_bot, locales):
    env = simcord_env
    table = Table(env, n=1, names=("amelie",))
    (amelie,) = table.players
    locales[amelie.id] = "fr"
    # Twelve games of two, stored as the effects store them: 24 rated members.
    for i in range(12):
        gid = await env.bot.storage.create_game(
            guild_id=table.guild.id,
            channel_id=table.channel.id,
            host_id=amelie.id,
            game="toyrails",
            options={},
            seed=i,
            max_seats=2,
        )
        results = [
            SeatResult(0, str(1000 + 2 * i), f"m{2 * i}", 1, 20, "finished"),
            SeatResult(1, str(1001 + 2 * i), f"m{2 * i + 1}", 2, 10, "finished"),
        ]
        await ratings.record_game(
            env.bot.storage, game_id=gid, guild_id=table.guild.id, game="toyrails", results=results
        )
    board = await amelie.slash(table.channel, "game leaderboard", game="toyrails")
    message = board.response
    assert "Classement\u202f: Rails jouets" in message.content
    assert "Page 1 sur 3" in message.content and "(1 partie, 1 victoire)" in message.content
    await env.restart_bot(make_bot())
    await amelie.click(message, label="Suivante ▶")
    # Twelve equal winners share the first place, twelve equal losers the 13th.
    assert "Page 2 sur 3" in message.content and "**1.** m20" in message.content
    assert "**13.** m1\u202f" in message.content
    await amelie.click(message, label="◀ Précédente")
    assert "Page 1 sur 3" in message.content and "**1.**" in message.content


@pytest.mark.parametrize("language", ["nl"])
async def test_dutch_stats_and_history(simcord_env, locales, language):
    env = simcord_env
    table, game_id, _, _ = await _played(env)
    alice = table.players[0]
    locales[alice.id] = language
    stats = await alice.slash(table.channel, "game stats")
    assert "Statistieken van alice" in stats.response.content
    assert "1 partij" in stats.response.content
    history = await alice.slash(table.channel, "game history")
    assert "Afgelopen partijen van alice" in history.response.content
    assert f"Herhaling #{game_id}" in str(history.response.components)


async def test_games_finished_before_ratings_are_backfilled(simcord_env):
    env = simcord_env
    await _played(env)
    store = env.bot.storage
    query = "SELECT guild_id, game, rated, name, mu, sigma, games, wins, places FROM ratings"
    before = await store._fetchall(query + " ORDER BY rated")
    seats = await store._fetchall("SELECT * FROM result_seats ORDER BY pos")
    # As if the game had ended before ratings existed.
    await store._write(("DELETE FROM results", ()), ("DELETE FROM ratings", ()))
    assert await ratings.backfill(store) == 1
    assert await ratings.backfill(store) == 0  # once
    assert await store._fetchall(query + " ORDER BY rated") == before
    assert await store._fetchall("SELECT * FROM result_seats ORDER BY pos") == seats


async def test_names_are_escaped_and_pages_fit_a_message(simcord_env):
    env = simcord_env
    table = Table(env, n=1, names=("ann",))
    gid = await env.bot.storage.create_game(
        guild_id=table.guild.id,
        channel_id=table.channel.id,
        host_id=table.players[0].id,
        game="toyrails",
        options={},
        seed=1,
        max_seats=2,
    )
    results = [
        SeatResult(0, "777", "@everyone **big**", 1, 5, "finished"),
        SeatResult(1, "778", "<@123456789012345678> _x_", 2, 3, "finished"),
    ]
    await ratings.record_game(
        env.bot.storage, game_id=gid, guild_id=table.guild.id, game="toyrails", results=results
    )
    board = await table.players[0].slash(table.channel, "game leaderboard", game="toyrails")
    text = board.response.content
    assert "@everyone" not in text and "\\*\\*big\\*\\*" in text
    assert "<@123456789012345678>" not in text and "\\_x\\_" in text
    from cogs.stats import MESSAGE_LIMIT, _fit

    long = "\n".join(f"**{i}.** {'n' * 90}" for i in range(40))
    assert len(_fit(long)) <= MESSAGE_LIMIT and _fit(long).endswith("\n…")
    assert _fit("short") == "short"


async def _rate_pairs(env, table: Table, games: int) -> list[str]:
    """`games` games of two stored as the effects store them: winners first; the rated ids."""
    rated = []
    for i in range(games):
        gid = await env.bot.storage.create_game(
            guild_id=table.guild.id,
            channel_id=table.channel.id,
            host_id=table.players[0].id,
            game="toyrails",
            options={},
            seed=i,
            max_seats=2,
        )
        results = [
            SeatResult(0, str(1000 + 2 * i), f"w{i}", 1, 20, "finished"),
            SeatResult(1, str(1001 + 2 * i), f"l{i}", 2, 10, "finished"),
        ]
        await ratings.record_game(
            env.bot.storage, game_id=gid, guild_id=table.guild.id, game="toyrails", results=results
        )
        rated += [r.rated for r in results]
    return rated


async def test_equal_ratings_share_a_place_on_the_leaderboard_and_its_chart(simcord_env):
    env = simcord_env
    table = Table(env, n=1, names=("amy",))
    await _rate_pairs(env, table, 3)
    board = await table.players[0].slash(table.channel, "game leaderboard", game="toyrails")
    lines = [line for line in board.response.content.splitlines() if line.startswith("**")][1:]
    # Three winners of one game each share the first place, three losers the fourth.
    assert [line.split(" ", 1)[0] for line in lines] == ["**1.**"] * 3 + ["**4.**"] * 3
    alt = board.response.attachments[0].description
    assert "w0" in alt and "-0" not in board.response.content


async def test_next_on_a_shrunk_leaderboard_shows_its_last_page_and_a_fresh_chart(simcord_env):
    """A page posted before members opted out: "Next" leads past the end now. It shows the
    last page there is (never "Nobody has finished a game"), and the chart is drawn again
    without those who left it; with nobody left, no chart stays attached."""
    env = simcord_env
    table = Table(env, n=1, names=("amy",))
    (amy,) = table.players
    rated = await _rate_pairs(env, table, 12)  # 24 on the board: 3 pages
    first = (await amy.slash(table.channel, "game leaderboard", game="toyrails")).response
    second = (await amy.slash(table.channel, "game leaderboard", game="toyrails")).response
    await amy.click(second, label="Next ▶")
    assert "Page 2 of 3" in second.content
    assert "w0" in first.attachments[0].description
    for key in rated[:16]:  # w0..w7 and l0..l7 opt out: 8 left, one page
        await ratings.set_opt_out(env.bot.storage, key, True)
    await amy.click(second, label="Next ▶")  # to page 3, which is gone
    assert "Page 1 of 1" in second.content and "Nobody" not in second.content
    assert "w8" in second.content and "w0" not in second.content
    (chart,) = second.attachments
    assert "w8" in chart.description and "w0" not in chart.description
    for key in rated[16:]:
        await ratings.set_opt_out(env.bot.storage, key, True)
    await amy.click(first, label="Next ▶")
    assert "Nobody has finished a game of Toy Rails" in first.content
    assert first.attachments == []


async def test_an_unknown_game_on_the_leaderboard_is_said_in_words(simcord_env, locales):
    env = simcord_env
    table = Table(env, n=1, names=("amy",))
    (amy,) = table.players
    for language, words in (("en", "There is no game called"), ("fr", "Aucun jeu ne s'appelle")):
        locales[amy.id] = language
        answer = await amy.slash(table.channel, "game leaderboard", game="chess")
        assert answer.ephemeral and words in answer.response.content
        assert "err" not in answer.response.content
    assert len(refusals(env)) == 2


async def test_history_names_computers_in_the_reader_s_language(simcord_env, locales):
    """A game in English with a computer seat, read by a French and a Dutch member."""
    env = simcord_env
    table = Table(env, n=2, names=("amelie", "bram"))
    amelie, bram = table.players
    locales[amelie.id], locales[bram.id] = "fr", "nl"
    store = env.bot.storage
    gid = await store.create_game(
        guild_id=table.guild.id,
        channel_id=table.channel.id,
        host_id=amelie.id,
        game="toyrails",
        options={},
        seed=1,
        max_seats=3,
    )
    await store.add_seat(gid, str(amelie.id), "amelie")
    await store.add_seat(gid, "cpu:1", "Computer 1 (easy)", "heuristic")
    await store.add_seat(gid, str(bram.id), "bram")
    results = [
        SeatResult(0, str(amelie.id), "amelie", 2, 10, "finished"),
        SeatResult(1, "cpu:heuristic", "Computer 1 (easy)", 1, 20, "finished"),
        SeatResult(2, str(bram.id), "bram", 3, 5, "finished"),
    ]
    await ratings.record_game(
        store, game_id=gid, guild_id=table.guild.id, game="toyrails", results=results
    )
    french = (await amelie.slash(table.channel, "game history")).response.content
    assert "1. Ordinateur 1 (facile)\u202f: 20" in french and "Computer" not in french
    dutch = (await bram.slash(table.channel, "game history")).response.content
    assert "1. Computer 1 (makkelijk): 20" in dutch and "easy" not in dutch


async def test_a_replay_from_history_goes_to_the_game_s_thread_once(simcord_env, monkeypatch):
    """Replay pressed under /game history in another channel: posted in the game's thread,
    the presser told where (privately); pressed again, a link to the one posted; deleted,
    posted again."""
    import io

    from PIL import Image

    import render

    def tiny_png(game_name: str, view: dict, **kwargs: object) -> bytes:
        out = io.BytesIO()
        Image.new("RGB", (8, 8), (len(view.get("routes", ())) % 256, 0, 0)).save(out, "PNG")
        return out.getvalue()

    monkeypatch.setattr(render, "board_png", tiny_png)
    env = simcord_env
    table, game_id, thread, _ = await _played(env)
    carol = table.players[2]
    lounge = table.guild.create_text_channel("lounge")
    history = (await carol.slash(lounge, "game history")).response
    pressed = await carol.click(history, label=f"Replay #{game_id}")
    await env.settle()
    in_thread = [m for m in thread.history() if m.attachments and "whole game" in m.content]
    assert len(in_thread) == 1 and in_thread[0].attachments[0].filename == "replay.webp"
    assert not [m for m in lounge.history() if m.attachments]  # not where history was shown
    link = f"/{thread.id}/{in_thread[0].id}"
    told = [m.content for m in [pressed.response, *pressed.followups] if m is not None]
    assert pressed.ephemeral and any("in the game's thread" in c and link in c for c in told)
    again = await carol.click(history, label=f"Replay #{game_id}")
    refusals(env)
    assert again.ephemeral and "already in the thread" in again.response.content
    assert link in again.response.content
    assert len([m for m in thread.history() if m.attachments and "whole game" in m.content]) == 1
    # Deleted by someone: the next press posts it again, in the thread.
    await in_thread[0].delete()
    await carol.click(history, label=f"Replay #{game_id}")
    await env.settle()
    assert len([m for m in thread.history() if m.attachments and "whole game" in m.content]) == 1
