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
