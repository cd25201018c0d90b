"""The host of a running game leaves the server. The questions about seats whose member left
were addressed to the host, who could answer none of them: those seats were then played only by
the deadline, move after move (found by the soak, seed 11, 48 games). Now the next seated member
still here hosts the game and is asked; with nobody left, computers take the seats at once."""

from __future__ import annotations

from tests.bot.helpers import Table, check_prompted, refusals


async def test_the_next_member_hosts_and_is_asked_about_every_seat_left(simcord_env):
    env = simcord_env
    table = Table(env, n=3)
    alice, bob, carol = table.players
    game_id, _, thread = await table.open_game(seats=3)
    table.guild.remove_member(bob)
    await env.settle()
    table.guild.remove_member(alice)  # the host
    await env.settle()
    row = await env.bot.storage.game(game_id)
    assert row is not None and row.host_id == carol.id
    texts = [m.content or "" for m in thread.history()]
    assert "alice (the host) left the server: carol hosts the game now." in texts
    asked = [m for m in thread.history() if carol.mention in (m.content or "")]
    assert {m.content.split(" left")[0] for m in asked} == {"alice", "bob"}
    for question in asked:  # carol answers both: computers take the seats
        done = await carol.click(question, label="A computer plays the seat")
        assert done.acknowledged
        await env.settle()
    seats = await env.bot.storage.seats(game_id)
    assert [s.is_cpu for s in seats if s.player != str(carol.id)] == [True, True]
    await check_prompted(env, game_id)
    refusals(env)


async def test_with_nobody_left_to_ask_computers_take_the_seats(simcord_env):
    env = simcord_env
    table = Table(env, n=2)
    alice, bob = table.players
    game_id, _, _thread = await table.open_game(seats=2)
    table.guild.remove_member(bob)
    await env.settle()
    table.guild.remove_member(alice)  # the host, and the last member seated
    await env.settle()
    await env.bot.flow.computers.wait()
    await env.settle()
    seats = await env.bot.storage.seats(game_id)
    assert all(s.is_cpu for s in seats)
    row = await env.bot.storage.game(game_id)
    assert row is not None and row.status == "over"  # the computers played it out
    refusals(env)


def _questions(thread, host) -> list[str]:
    return [m.content for m in thread.history() if host.mention in (m.content or "")]


async def test_a_question_discord_refused_for_now_is_asked_by_the_periodic_check(simcord_env):
    env = simcord_env
    table = Table(env, n=3)
    alice, bob, _carol = table.players
    game_id, _, thread = await table.open_game(seats=3)
    tries = len(env.bot.settings.retry_delays) + 1
    env.inject_error("POST", f"/channels/{thread.id}/messages", times=tries)  # 5xx, each try
    table.guild.remove_member(bob)
    await env.settle()
    assert _questions(thread, alice) == []
    await env.bot.cadence.tick()
    await env.bot.cadence.tick()  # asked once, not at every check
    assert len(_questions(thread, alice)) == 1
    await check_prompted(env, game_id)
    refusals(env)


async def test_a_bot_stopped_between_noticing_and_asking_asks_after_its_restart(
    simcord_env, make_bot
):
    env = simcord_env
    table = Table(env, n=3)
    alice, bob, carol = table.players
    game_id, _, thread = await table.open_game(seats=3)
    # What member_left commits first; the bot dies before its question is posted.
    await env.bot.storage.set_seat_flag(game_id, str(bob.id), "left_server", True)
    await env.restart_bot(make_bot())
    await env.bot.cadence.tick()
    assert len(_questions(thread, alice)) == 1
    # The host, too, left while the bot was down: hosting passes on and carol is asked.
    await env.bot.storage.set_seat_flag(game_id, str(alice.id), "left_server", True)
    await env.restart_bot(make_bot())
    await env.bot.cadence.tick()
    await env.bot.cadence.tick()
    row = await env.bot.storage.game(game_id)
    assert row is not None and row.host_id == carol.id
    assert sorted(q.split(" left")[0] for q in _questions(thread, carol)) == ["alice", "bob"]
    await check_prompted(env, game_id)
    refusals(env)


async def test_a_member_who_left_while_the_bot_was_away_is_noticed_when_it_connects(
    simcord_env, make_bot
):
    env = simcord_env
    table = Table(env, n=3)
    alice, bob, _carol = table.players
    game_id, _, thread = await table.open_game(seats=3)
    admin = next(c for c in env.bot.cogs.values() if hasattr(c, "member_gone"))
    # The bot does not hear bob leave (it is stopped, or its connection is down).
    env.bot.remove_listener(admin.on_raw_member_remove, "on_raw_member_remove")
    table.guild.remove_member(bob)
    await env.settle()
    assert _questions(thread, alice) == []
    await env.restart_bot(make_bot())
    await env.settle()
    seat = next(s for s in await env.bot.storage.seats(game_id) if s.player == str(bob.id))
    assert seat.left_server
    assert [q.split(" left")[0] for q in _questions(thread, alice)] == ["bob"]
    await check_prompted(env, game_id)
    refusals(env)


async def test_a_partial_member_list_at_start_marks_nobody_gone(simcord_env, make_bot, monkeypatch):
    """A bot started again whose servers' member lists are partial (their members not sent:
    a gateway that never answers the chunk request) proves nobody left. Believing it marked
    every seated member gone, and computers took their seats and played whole games out
    inside the start (the soak's restarts on PostgreSQL that never settled)."""
    import discord

    env = simcord_env
    table = Table(env, n=3)
    alice, _bob, _carol = table.players
    game_id, _, thread = await table.open_game(seats=3)

    async def unanswered(self: discord.Guild, *, cache: bool = True) -> list[discord.Member]:
        return list(self.members)  # no member chunk ever comes

    monkeypatch.setattr(discord.Guild, "chunk", unanswered)
    bot = make_bot()
    bot._connection._chunk_guilds = False  # nor at the start
    await env.restart_bot(bot)
    await env.settle()
    guild = env.bot.get_guild(table.guild.id)
    assert guild is not None and not guild.chunked  # the list is partial
    assert guild.get_member(alice.id) is None
    assert not any(seat.left_server for seat in await env.bot.storage.seats(game_id))
    assert _questions(thread, alice) == []
    await check_prompted(env, game_id)
    refusals(env)
