"""A second game of another shape through the whole platform: no board, no rounds, no images,
a sealed pass with private results, int-valued actions. Lobby, options, private pass, tricks
by DM and by /game move, a restart, final scores; nothing hidden reaches the thread."""

from __future__ import annotations

import logging
import random

from tests.bot.conftest import select_values
from tests.bot.helpers import Table, pick, refusals


async def _open(table: Table, **opts):
    host = table.players[0]
    result = await host.slash(table.channel, "game new", game="tricks", **opts)
    lobby = result.response
    thread = table.channel.threads[-1]
    for member in table.players[1:]:
        await member.click(lobby, label="Join")
    return lobby, thread


async def _view(env, game_id):
    async with env.bot.sessions.open(game_id) as s:
        return s.game.view(None), {p: s.game.view(p) for p in s.game.players}


async def test_trick_game_from_lobby_to_final_scores(simcord_env, make_bot, rendered, caplog):
    caplog.set_level(logging.DEBUG)
    table = Table(simcord_env, n=3)
    alice, bob, _ = table.players
    lobby, thread = await _open(table)
    assert "Tricks" in lobby.content
    # The option is a toggle in the lobby, the host's to flip.
    refused = await bob.click(lobby, label="Lowest card wins: off")
    assert refused.ephemeral and "host" in refused.response.content
    await alice.click(lobby, label="Lowest card wins: off")
    assert "Lowest card wins" in lobby.content
    await alice.click(lobby, label="Start")
    game_id = int(thread.name.rsplit("#", 1)[1])
    rows = await simcord_env.bot.storage.games(statuses=("active",))
    assert rows[0].options == {"lowest_wins": True}
    # What the set-up made (Game.start) is told with the start, in the game's words.
    started = next(m.content for m in thread.history() if "started" in m.content.lower())
    assert started.endswith(
        "Everyone is dealt 3 cards; alice leads the first trick.\n"
        "Options in force: Lowest card wins."
    ), started

    # The pass is sealed: a DM each, the lock-in list names who, never what.
    hands = {}
    for member in table.players:
        dm = member.user.dm_channel.last_message
        assert "pass one card to the left" in dm.content
        labels = list(select_values(dm).values())
        assert all(label.startswith("Pass ") for label in labels)
        hands[member] = [int(label.split()[1]) for label in labels]
    passed = {}
    for member in table.players:
        dm = member.user.dm_channel.last_message
        value, label = next(iter(select_values(dm).items()))
        passed[member] = int(label.split()[1])
        await member.user.select(dm, [value])
    lockins = [
        m.content
        for m in thread.history()
        if "Locked in" in m.content or "everyone has chosen" in m.content
    ]
    assert lockins and all("Round" not in text for text in lockins)  # no rounds in this game
    assert any("Everyone has passed" in m.content for m in thread.history())
    # Each receiver learns their card privately, and only they do.
    for i, member in enumerate(table.players):
        giver = table.players[i - 1]
        told = [m.content for m in member.user.dm_channel.history() if "You received" in m.content]
        assert told == [f"You received {passed[giver]} from {giver.user.name}."] or any(
            f"You received {passed[giver]} from" in text for text in told
        )
    public = " ".join(m.content for m in thread.history())
    assert "You received" not in public and "received" not in public

    # A restart in the middle: the game, its prompts and its buttons carry on.
    await simcord_env.restart_bot(make_bot())
    rng = random.Random(3)
    for step in range(30):
        view, _ = await _view(simcord_env, game_id)
        if view["over"]:
            break
        member = table.by_id[view["active_players"][0]]
        if step % 2:
            result = await pick(member.user, member.user.dm_channel.last_message, rng)
        else:
            moves = await member.autocomplete(thread, "game move", "move", "")
            assert moves and all(m["name"].startswith("Play ") for m in moves)
            result = await member.slash(thread, "game move", move=moves[0]["value"])
            # The same command again is answered "already done" and changes nothing.
            again = await member.slash(thread, "game move", move=moves[0]["value"])
            assert again.ephemeral and "already done" in again.response.content
        assert result.acknowledged
    view, _ = await _view(simcord_env, game_id)
    assert view["over"] and view["winners"]
    final = thread.last_message
    assert "Game over" in final.content and "All tricks are played" in final.content
    assert not final.attachments  # this game has no images
    assert not rendered
    refusals(simcord_env)
    # What a player passed never reaches a log line before it is public.
    for card in passed.values():
        leaked = [r.getMessage() for r in caplog.records if f"'card': {card}" in r.getMessage()]
        assert not leaked, leaked


async def test_new_game_checks_game_seats_and_options(simcord_env):
    table = Table(simcord_env, n=1)
    (alice,) = table.players
    unknown = await alice.slash(table.channel, "game new", game="chess")
    assert unknown.ephemeral and "Tricks" in unknown.response.content
    too_many = await alice.slash(table.channel, "game new", game="tricks", seats=5)
    assert too_many.ephemeral and "2 to 4 players" in too_many.response.content
    bad = await alice.slash(table.channel, "game new", game="tricks", options="advanced")
    assert bad.ephemeral and 'no option "advanced"' in bad.response.content
    assert "lowest_wins" in bad.response.content
    wrong = await alice.slash(table.channel, "game new", game="tricks", options="lowest_wins=7")
    assert wrong.ephemeral and "yes / no" in wrong.response.content
    assert await simcord_env.bot.storage.games() == []
    ok = await alice.slash(table.channel, "game new", game="tricks", options="lowest_wins=yes")
    assert not ok.ephemeral
    (row,) = await simcord_env.bot.storage.games()
    assert row.options == {"lowest_wins": True} and row.max_seats == 4
    choices = await alice.autocomplete(table.channel, "game new", "game", "")
    assert {c["value"] for c in choices} >= {"toyrails", "tricks"}
    refusals(simcord_env)


async def test_new_game_in_a_game_thread_opens_in_the_parent_channel(simcord_env):
    table = Table(simcord_env, n=1)
    (alice,) = table.players
    await alice.slash(table.channel, "game new", game="tricks")
    thread = table.channel.threads[-1]
    result = await alice.slash(thread, "game new", game="tricks")
    assert result.ephemeral and "new lobby is in" in result.response.content
    rows = await simcord_env.bot.storage.games()
    assert len(rows) == 2 and {r.channel_id for r in rows} == {table.channel.id}
    assert len(table.channel.threads) == 2
