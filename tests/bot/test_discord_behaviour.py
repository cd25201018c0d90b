"""Computer players, closed DMs, restarts, spectators, several games, and the error handler."""

from __future__ import annotations

import logging

from tests.bot.conftest import select_values
from tests.bot.helpers import Table, refusals
from tests.bot.test_game_flow import drive_to_end


async def test_game_with_a_computer_player(simcord_env):
    table = Table(simcord_env, n=2)
    game_id, lobby, thread = await table.open_game(seats=3, cpus=1)
    assert "Computer 1" in lobby.content
    view = await table.view(game_id)
    # The computer chose on its own; the thread shows it locked in, not what it chose.
    assert view["seats"]["cpu:1"]["locked_in"]
    assert any("Locked in: Computer 1" in m.content for m in thread.history())
    final = await drive_to_end(table, game_id, thread)
    assert final["phase"] == "over"
    actions = await simcord_env.bot.storage.actions(game_id)
    assert any(a.player == "cpu:1" and a.action["type"] == "track" for a in actions)


async def test_closed_dms_do_not_hang_the_game(simcord_env):
    table = Table(simcord_env, n=2)
    alice, bob = table.players
    dm = bob.user.dm_channel
    simcord_env.inject_error(
        "POST",
        f"/channels/{dm.id}/messages",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
        times=None,
    )
    game_id, _, thread = await table.open_game(seats=2)
    notice = next(m for m in thread.history() if "cannot send you direct messages" in m.content)
    assert bob.mention in notice.content
    assert "Barton" not in notice.content and "Your hand" not in notice.content
    shown = await bob.click(notice, label="Show my hand")
    assert shown.ephemeral and "Your hand" in shown.response.content
    chosen = await bob.select(shown.response, [next(iter(select_values(shown.response)))])
    assert "Choice saved" in chosen.response.content
    # A spectator clicking the same button sees no hand.
    eve = table.guild.add_member(simcord_env.create_user("eve"))
    peek = await eve.click(notice, label="Show my hand")
    assert peek.ephemeral and "Your hand" not in peek.response.content
    # /game hand always brings a fresh prompt.
    fresh = await bob.slash(thread, "game hand")
    assert fresh.ephemeral and "Your current choice" in fresh.response.content
    await table.play_dm(alice)
    assert (await table.view(game_id))["phase"] == "track"
    refusals(simcord_env)


async def test_restart_mid_round_keeps_secret_choices_and_buttons(simcord_env, make_bot):
    table = Table(simcord_env)
    alice, bob, carol = table.players
    game_id, _, thread = await table.open_game(seats=3)
    await table.play_dm(alice)
    alice_dm = alice.user.dm_channel.last_message
    bob_dm = bob.user.dm_channel.last_message
    before = await table.view(game_id)
    await simcord_env.restart_bot(make_bot())
    after = await table.view(game_id)
    assert after == before and after["seats"][str(alice.id)]["locked_in"]
    # The secret stays secret: spectator view and other players see no choice.
    assert "choice" not in after["seats"][str(alice.id)]
    # A DM sent before the restart still answers.
    result = await bob.user.select(bob_dm, [next(iter(select_values(bob_dm)))])
    assert "Choice saved" in result.response.content
    # Alice's refreshed DM still lets her change her choice after the restart.
    values = list(select_values(alice_dm))
    await alice.user.select(alice_dm, [values[-1]])
    await table.play_dm(carol)
    view = await table.view(game_id)
    assert view["phase"] == "track"
    assert sum(1 for m in thread.history() if "revealed" in m.content) == 1


async def test_spectator_status_shows_no_hand(simcord_env):
    table = Table(simcord_env, n=2)
    _game_id, _, thread = await table.open_game(seats=2)
    eve = table.guild.add_member(simcord_env.create_user("eve"))
    status = await eve.slash(thread, "game status")
    assert status.ephemeral and "Round 1" in status.response.content
    assert "Your hand" not in status.response.content
    assert "(for a moment now)" in status.response.content  # how long, as people say it
    hand = await eve.slash(thread, "game hand")
    assert hand.ephemeral and "Only seated players" in hand.response.content
    board = await eve.slash(thread, "game board")
    assert not board.ephemeral and board.response.attachments
    refusals(simcord_env)


async def test_two_games_in_one_channel(simcord_env):
    table = Table(simcord_env)
    alice, _bob, _carol = table.players
    first, _, thread1 = await table.open_game(seats=2, join=1)
    second, _, thread2 = await table.open_game(host=alice, seats=2, join=0, cpus=1)
    assert first != second and thread1.id != thread2.id
    listing = await alice.slash(table.channel, "game list")
    assert f"#{first}" in listing.response.content and f"#{second}" in listing.response.content
    # Outside a thread, alice has two games: she must pick one; autocomplete offers both.
    ambiguous = await alice.slash(table.channel, "game status")
    assert "No game found" in ambiguous.response.content
    offered = await alice.autocomplete(table.channel, "game status", "game", "")
    assert {c["value"] for c in offered} == {str(first), str(second)}
    picked = await alice.slash(table.channel, "game status", game=str(second))
    assert f"#{second}" in picked.response.content
    # DMs name their game: alice got one prompt per game.
    dms = [m.content for m in alice.user.dm_channel.history()]
    assert any(f"#{first}" in c for c in dms) and any(f"#{second}" in c for c in dms)
    refusals(simcord_env)


async def test_cancel_needs_host_or_manage_server(simcord_env):
    table = Table(simcord_env, n=2)
    alice, bob = table.players
    game_id, _lobby, thread = await table.open_game(seats=2)
    denied = await bob.slash(thread, "game cancel")
    assert "Only the host" in denied.response.content
    done = await alice.slash(thread, "game cancel")
    assert done.ephemeral
    assert "cancelled" in thread.last_message.content
    row = await simcord_env.bot.storage.game(game_id)
    assert row.status == "cancelled"
    refusals(simcord_env)


async def test_leaving_a_started_game_hands_the_seat_to_the_computer(simcord_env):
    table = Table(simcord_env, n=2)
    _alice, bob = table.players
    game_id, _, thread = await table.open_game(seats=2)
    await bob.slash(thread, "game leave")
    assert "computer player takes over" in thread.history()[-2].content or any(
        "computer player takes over" in m.content for m in thread.history()
    )
    assert (await table.view(game_id))["seats"][str(bob.id)]["locked_in"]
    final = await drive_to_end(table, game_id, thread)
    assert final["phase"] == "over"


async def test_unexpected_error_gets_an_apology_with_an_id(simcord_env, monkeypatch, caplog):
    table = Table(simcord_env, n=2)
    game_id, _, thread = await table.open_game(seats=2)
    import cogs.table

    def boom(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(cogs.table, "prompt", boom)
    with caplog.at_level(logging.ERROR, logger="whistlestop.errors"):
        result = await table.players[0].slash(thread, "game hand")
    assert result.ephemeral and "error id" in result.response.content
    error_id = result.response.content.split("error id ")[1].rstrip(").")
    assert any(
        error_id in r.getMessage() and f"game {game_id}" in r.getMessage() for r in caplog.records
    )
    simcord_env.errors  # acknowledged: this one was on purpose  # noqa: B018


async def test_lobby_rules(simcord_env):
    table = Table(simcord_env, n=3)
    alice, bob, carol = table.players
    result = await alice.slash(table.channel, "game new", game="toyrails", seats=2)
    lobby = result.response
    too_few = await alice.click(lobby, label="Start")
    assert "At least 2" in too_few.response.content
    again = await alice.click(lobby, label="Join")
    assert "already have a seat" in again.response.content
    await bob.click(lobby, label="Join")
    full = await carol.click(lobby, label="Join")
    assert "All seats are taken" in full.response.content
    not_host = await bob.click(lobby, label="Start")
    assert "Only the host" in not_host.response.content
    await bob.click(lobby, label="Leave")
    assert "2. (empty)" in table.channel.history()[0].content or "(empty)" in (
        table.channel.last_message.content
    )


async def test_hidden_cards_leak_nowhere_before_the_reveal(simcord_env, caplog):
    from tests.bot.fakegame import CITIES

    table = Table(simcord_env)
    alice, bob, carol = table.players
    with caplog.at_level(logging.DEBUG, logger="whistlestop"):
        game_id, _, thread = await table.open_game(seats=3)
        await table.play_dm(alice)
        await table.play_dm(bob)
    stored = await simcord_env.bot.storage.actions(game_id)
    choice, bob_choice = stored[0].action["card"], stored[1].action["card"]
    label = f"Play {choice.title()}"
    public = [m.content for m in thread.history() + table.channel.history()]
    assert not any(label in text for text in public)
    assert not any(c.title() in text for text in public for c in CITIES)
    # Bob's DM shows his own choice only (the deal is random: he may hold the same city).
    bob_dm = bob.user.dm_channel.last_message.content
    assert f"Your current choice: {bob_choice.title()}" in bob_dm
    async with simcord_env.bot.sessions.open(game_id) as s:
        bob_cards = set(s.game.view(str(bob.id))["seats"][str(bob.id)]["hand"]) | {bob_choice}
    if choice not in bob_cards:
        assert choice.title() not in bob_dm
    assert not any("Your current choice" in m.content for m in carol.user.dm_channel.history())
    logged = " ".join(r.getMessage() for r in caplog.records)
    assert not any(c in logged for c in CITIES)
    spectator = await table.view(game_id)
    assert all("hand" not in seat and "choice" not in seat for seat in spectator["seats"].values())
