"""A pace for week-long games: the clock per decision and the time bank, what happens when a
player's time runs out, quiet hours by each member's own clock, /game nudge, the rematch, and
how long a game takes. Time is simcord's virtual clock (it starts on 2026-01-01 UTC); the tests
move it and call the periodic check themselves."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

import engine
from tests.bot.helpers import Table, refusals

REAL = sorted(engine.games())

HOUR = 3600.0


async def later(env: Any, hours: float) -> None:
    await env.advance_time(hours * HOUR)
    await env.bot.cadence.tick()
    await env.settle()


def thread_lines(thread: Any) -> list[str]:
    return [line for m in thread.history() for line in (m.content or "").split("\n")]


def dms(member: Any) -> list[str]:
    channel = member.user.dm_channel
    return [m.content for m in channel.history()] if channel else []


async def can_act(env: Any, game_id: int, member: Any) -> bool:
    async with env.bot.sessions.open(game_id) as s:
        player = s.loaded.player_of(str(member.id))
        game = s.game
        return bool(game and not game.is_over and player in game.active_players())


async def over(env: Any, game_id: int) -> bool:
    async with env.bot.sessions.open(game_id) as s:
        return s.game is not None and s.game.is_over


async def test_a_silent_member_is_moved_by_the_clock_and_the_bank(simcord_env):
    """A whole game with the default pace (24 h per decision, a 48 h bank): bob never answers.
    His first decision waits 24 h and his whole bank, every later one 24 h; each move made for
    him is said once in the thread and told to him privately."""
    env = simcord_env
    table = Table(env, n=2)
    alice, bob = table.players
    game_id, lobby, thread = await table.open_game(seats=2)
    assert "Pace: 24 h per decision and a bank of 48 h per player" in lobby.content
    storage = env.bot.storage
    took = []  # how long each of bob's waits lasted until the computer moved for him
    clocked = []  # alice's live DM prompts said when her time runs out (closed at the end)
    for _ in range(2000):
        if await over(env, game_id):
            break
        clocked += [m for m in dms(alice) if "Your time runs out <t:" in m]
        if await can_act(env, game_id, alice):
            await table.move_by_command(alice, thread)
            continue
        waits = {w.player: w for w in await storage.waits(game_id)}
        before = len(await storage.actions(game_id))
        await later(env, 1)
        moved = [a for a in (await storage.actions(game_id))[before:] if a.player == str(bob.id)]
        if moved and str(bob.id) in waits:
            took.append((env.now() - waits[str(bob.id)].started_at) / timedelta(hours=1))
    assert await over(env, game_id)
    actions = await env.bot.storage.actions(game_id)
    mine = [a for a in actions if a.player == str(bob.id)]
    assert mine and all(a.actor == "cpu:deadline" for a in mine)
    said = [line for line in thread_lines(thread) if "the computer moved for bob" in line]
    assert len(said) == len(mine)  # once per move made for him
    told = [m for m in dms(bob) if "made this move for you" in m]
    assert len(told) == len(mine)
    assert await env.bot.storage.banks(game_id) == {str(bob.id): 48 * HOUR}
    # The first stand-in came after the clock and the whole bank, later ones after the clock
    # (the check looks every hour).
    assert len(took) == len(mine) and 72 <= took[0] < 73, took
    assert all(24 <= hours < 25 for hours in took[1:]), took
    # Each prompt (a DM, a ping in the thread) says when time runs out, as a Discord timestamp.
    assert clocked
    pings = [m.content for m in thread.history() if f"<@{alice.id}>" in (m.content or "")]
    assert any("Your time runs out <t:" in m for m in pings)
    refusals(env)


async def play_dm_labelled(member: Any, words: str) -> Any:
    """Pick the option whose label holds `words` in the member's latest DM prompt."""
    from tests.bot.conftest import select_values

    message = next(m for m in reversed(member.user.dm_channel.history()) if select_values(m))
    value = next(v for v, label in select_values(message).items() if words in label)
    return await member.user.select(message, [value])


async def test_skip_where_the_rules_allow_it(simcord_env):
    """The host chose "skip": bob plays his Double Turn, lays one tile and falls silent; when
    his time runs out his turn ends (the second tile is optional), said once in the thread."""
    env = simcord_env
    table = Table(env, n=2)
    alice, bob = table.players
    game_id, _, thread = await table.open_game(seats=2)
    saved = await alice.slash(thread, "game settings", bank_hours=0, deadline_action="skip")
    assert "they pass where the rules allow it" in saved.response.content
    await table.play_dm(alice)
    await play_dm_labelled(bob, "Double Turn")
    for _ in range(10):  # the track turns until bob has laid his first tile
        view = await table.view(game_id)
        if view["phase"] != "track":
            break
        mover = table.by_id[view["to_move"]]
        if mover is bob and view["track_turn"] == 2:
            break
        await table.move_by_command(mover, thread)
    view = await table.view(game_id)
    assert view["to_move"] == str(bob.id) and view["track_turn"] == 2
    await later(env, 23.5)
    assert (await table.view(game_id))["track_turn"] == 2
    await later(env, 1)
    actions = await env.bot.storage.actions(game_id)
    assert actions[-1].action == {"type": "end_turn"} and actions[-1].actor == "cpu:skip"
    said = [line for line in thread_lines(thread) if "time ran out" in line]
    assert said == ["bob's time ran out: they let this decision go (End the turn)."]
    assert any("made this move for you: End the turn" in m for m in dms(bob))
    refusals(env)


# --------------------------------------------------------------------------- quiet hours
async def until(env: Any, when: datetime) -> None:
    """Move the virtual clock to `when` (before anything starts)."""
    await env.advance_time((when - env.now()).total_seconds())


async def ticks_until(env: Any, when: datetime, step: float = 0.25) -> None:
    """The periodic check every `step` hours until `when`."""
    while env.now() < when:
        await later(env, step)


def reminders(member: Any) -> list[str]:
    return [m for m in dms(member) if m.startswith(("Reminder", "Second reminder"))]


async def test_quiet_hours_hold_reminders_and_move_deadlines_in_new_york(simcord_env):
    """carol lives in New York (quiet 22:00 to 07:00) and the night of 7 to 8 March 2026
    crosses the change to summer time (02:00 EST becomes 03:00 EDT): her reminder due in the
    night waits for 07:00 EDT (11:00 UTC, not 12:00), her deadline falling in the next night
    moves to its end. alice has set no zone: nothing is held for her."""
    env = simcord_env
    await until(env, datetime(2026, 3, 7, 17, tzinfo=UTC))
    table = Table(env, n=2, names=("alice", "carol"))
    alice, carol = table.players
    set_zone = await carol.slash(
        table.channel, "game me", time_zone="America/New_York", quiet_hours="22:00-07:00"
    )
    assert set_zone.ephemeral and "America/New_York" in set_zone.response.content
    assert "22:00 to 07:00" in set_zone.response.content
    game_id, _, thread = await table.open_game(seats=2)
    await alice.slash(thread, "game settings", deadline_hours=36, bank_hours=0)
    await ticks_until(env, datetime(2026, 3, 8, 5, 15, tzinfo=UTC))  # 12 h after the start
    assert len(reminders(alice)) == 1  # no zone: at once, though it is night in Europe too
    assert reminders(carol) == []  # 00:15 EST: held
    await ticks_until(env, datetime(2026, 3, 8, 10, 45, tzinfo=UTC))
    assert reminders(carol) == []  # 06:45 EDT
    await ticks_until(env, datetime(2026, 3, 8, 11, 15, tzinfo=UTC))
    assert len(reminders(carol)) == 1  # 07:15 EDT: her morning
    # 36 h: alice's card is played for her at once, carol's deadline (01:00 EDT) moves.
    await ticks_until(env, datetime(2026, 3, 9, 5, 15, tzinfo=UTC))
    seats = (await table.view(game_id))["seats"]
    assert seats[str(alice.id)]["locked_in"] and not seats[str(carol.id)]["locked_in"]
    pin = thread.pinned_messages()[0].content
    assert f"time runs out <t:{int(datetime(2026, 3, 9, 11, tzinfo=UTC).timestamp())}:" in pin
    await ticks_until(env, datetime(2026, 3, 9, 10, 45, tzinfo=UTC))
    assert not (await table.view(game_id))["seats"][str(carol.id)]["locked_in"]
    await ticks_until(env, datetime(2026, 3, 9, 11, 15, tzinfo=UTC))
    assert (await table.view(game_id))["phase"] == "track"  # played for her at 07:00 EDT
    refusals(env)


async def test_quiet_hours_move_a_deadline_across_the_paris_night_of_summer_time(simcord_env):
    """bob lives in Paris (quiet 22:00 to 08:00); on the night of 28 to 29 March 2026 the
    clocks go from 02:00 to 03:00. His deadline (05:00 CEST) moves to 08:00 CEST, 06:00 UTC
    (not 07:00); the prompt sent in his night is not held, nor is a reminder in his day."""
    env = simcord_env
    await until(env, datetime(2026, 3, 28, 3, tzinfo=UTC))
    table = Table(env, n=2)
    alice, bob = table.players
    await bob.slash(table.channel, "game me", time_zone="europe/paris")  # as typed
    shown = await bob.slash(table.channel, "game me")
    assert "Europe/Paris" in shown.response.content and "22:00 to 08:00" in shown.response.content
    game_id, _, thread = await table.open_game(seats=2)
    await alice.slash(thread, "game settings", bank_hours=0)
    assert any("Your decision" in m for m in dms(bob))  # 04:00 CET: prompts are not held
    await table.play_dm(alice)
    await ticks_until(env, datetime(2026, 3, 28, 15, 15, tzinfo=UTC))
    assert len(reminders(bob)) == 1  # 16:15 CET: at once
    await ticks_until(env, datetime(2026, 3, 29, 5, 45, tzinfo=UTC))
    assert (await table.view(game_id))["phase"] == "choose"  # 07:45 CEST: still his
    await ticks_until(env, datetime(2026, 3, 29, 6, 15, tzinfo=UTC))
    assert (await table.view(game_id))["phase"] == "track"
    refusals(env)


# ------------------------------------------------------------------------------- nudge
async def test_nudge_reminds_whom_the_game_waits_for_once_per_twelve_hours(simcord_env):
    env = simcord_env
    table = Table(env, n=3)
    alice, bob, carol = table.players
    dave = table.guild.add_member(env.create_user("dave"))
    game_id, _, thread = await table.open_game(seats=3)
    # It is 01:00 in Paris: bob's nudge waits for his morning (held, not lost).
    await bob.slash(table.channel, "game me", time_zone="Europe/Paris")
    stranger = await dave.slash(thread, "game nudge")
    assert stranger.ephemeral and "Only seated players" in stranger.response.content
    await table.play_dm(alice)  # locked in: bob and carol are awaited (the lock-in list says so)
    self_nudge = await alice.slash(thread, "game nudge", player=alice)
    assert "not waiting for alice" in self_nudge.response.content
    sent = await alice.slash(thread, "game nudge")
    assert sent.ephemeral and "Nudged by DM: bob and carol." in sent.response.content
    assert "The next nudge in this game is possible <t:" in sent.response.content
    nudged = [m for m in dms(carol) if "alice nudged you" in m]
    assert len(nudged) == 1 and "play a card" in nudged[0] and f"#{game_id}" in nudged[0]
    assert not any("nudged you" in m for m in dms(bob))  # his night
    assert len(await env.bot.storage.held_messages(str(bob.id))) == 1
    again = await carol.slash(thread, "game nudge")
    assert "was nudged <t:" in again.response.content and "possible <t:" in again.response.content
    assert len([m for m in dms(bob) + dms(alice) if "nudged you" in m]) == 0
    await later(env, 7.5)  # 08:30 in Paris: his nudge arrives
    assert [m for m in dms(bob) if "alice nudged you" in m]
    await later(env, 5)  # 12.5 h after the first nudge
    not_awaited = await carol.slash(thread, "game nudge", player=alice)
    assert "not waiting for alice" in not_awaited.response.content
    await table.play_dm(carol)
    only_bob = await carol.slash(thread, "game nudge")
    assert "Nudged by DM: bob." in only_bob.response.content
    await table.play_dm(bob)
    view = await table.view(game_id)
    mover = table.by_id[view["to_move"]]
    alone = await mover.slash(thread, "game nudge")  # only the nudger is awaited
    assert "waiting for nobody you can nudge" in alone.response.content
    assert len(refusals(env)) == 5


# --------------------------------------------------------------------- your own settings
async def test_me_settings_refuse_bad_input_and_change_nothing(simcord_env):
    env = simcord_env
    table = Table(env, n=1)
    (alice,) = table.players
    storage = env.bot.storage
    me = str(alice.id)
    bad = await alice.slash(table.channel, "game me", time_zone="Mars/Olympus")
    assert bad.ephemeral and "don't know the time zone" in bad.response.content
    no_zone = await alice.slash(table.channel, "game me", quiet_hours="23:00-07:00")
    assert "set your time zone too" in no_zone.response.content
    assert await storage.member_prefs([me]) == {}
    wraps = await alice.slash(
        table.channel, "game me", time_zone="Asia/Kolkata", quiet_hours="23h30-6"
    )
    assert "23:30 to 06:00" in wraps.response.content  # wraps midnight: valid
    saved = (await storage.member_prefs([me]))[me]
    assert (saved.time_zone, saved.quiet_start, saved.quiet_end) == ("Asia/Kolkata", 1410, 360)
    for text in ("late", "22-22", "25:00-07:00", "22:61-07:00"):
        refused = await alice.slash(table.channel, "game me", quiet_hours=text)
        assert refused.ephemeral and "nothing was changed" in refused.response.content, text
    assert (await storage.member_prefs([me]))[me] == saved
    off = await alice.slash(table.channel, "game me", quiet_hours="off")
    assert "Quiet hours: none" in off.response.content
    offered = await alice.autocomplete(table.channel, "game me", "time_zone", "new y")
    assert [c["value"] for c in offered][:1] == ["America/New_York"]
    first = await alice.autocomplete(table.channel, "game me", "time_zone", "")
    assert first[0]["value"] == "America/New_York" and len(first) == 25  # en-US: likely ones
    assert len(refusals(env)) == 6


def test_every_zone_can_be_reached_by_typing_and_common_ones_come_first():
    from zoneinfo import available_timezones

    from bot import quiet

    for zone in available_timezones() - {"localtime", "Factory"}:
        assert zone in quiet.matching(zone), zone
        assert quiet.zone_named(zone.lower().replace("_", " ")) == zone
    assert quiet.matching("")[:3] == ["Europe/London", "Europe/Dublin", "Europe/Lisbon"]
    assert quiet.matching("par")[0] == "Europe/Paris"  # a city that starts so comes first
    assert quiet.likely("fr")[0] == "Europe/Paris" and quiet.likely("nl")[0] == "Europe/Amsterdam"


async def test_the_first_dm_asks_once_for_the_zone_with_one_button(simcord_env, locales):
    env = simcord_env
    table = Table(env, n=2)
    alice, bob = table.players
    locales[bob.id] = "fr"
    game_id, _, thread = await table.open_game(seats=2)
    asked = [m for m in bob.user.dm_channel.history() if "Whistlestop peut se taire" in m.content]
    assert len(asked) == 1
    assert bob.user.dm_channel.last_message.content.startswith("**")  # the prompt comes last
    picker = await bob.user.click(asked[0], label="Choisir mon fuseau horaire")
    assert picker.ephemeral
    from tests.bot.conftest import select_values

    offered = list(select_values(picker.response))
    assert offered[0] == "Europe/Paris"  # his Discord language's zones first
    done = await bob.user.select(picker.response, ["Europe/Brussels"])
    assert "Europe/Brussels" in done.response.content and "22:00" in done.response.content
    prefs = (await env.bot.storage.member_prefs([str(bob.id)]))[str(bob.id)]
    assert (prefs.time_zone, prefs.quiet_start, prefs.quiet_end) == ("Europe/Brussels", 1320, 480)
    await alice.slash(thread, "game cancel")
    await table.open_game(seats=2)  # another game: not asked again
    again = [m for m in bob.user.dm_channel.history() if "Whistlestop peut se taire" in m.content]
    assert len(again) == 1 and game_id
    refusals(env)


# ----------------------------------------------------------------------------- rematch
async def computers_done(env: Any, game_id: int) -> None:
    """Wait until the computers have played the game to its end: each computer move is a task
    (it thinks in a thread, which simcord's settling does not wait for), and each move may start
    the next; a computer overtaken again and again by the others (a sealed choice) rests until
    the periodic check revives it."""
    background = env.bot.flow.computers._tasks
    for _ in range(100):
        while background._tasks:
            await background.wait()
            await env.settle()
        if await over(env, game_id):
            return
        await env.bot.cadence.tick()


def button_of(messages: list[Any], label: str) -> Any:
    from tests.bot.conftest import labels

    return next(m for m in reversed(messages) if label in labels(m))


@pytest.mark.real_engine
@pytest.mark.timeout(900)
@pytest.mark.parametrize("game", REAL)
async def test_a_rematch_from_a_finished_game(simcord_env, make_bot, game):
    """A finished game of each kind offers a rematch: the host's one click (also after a
    restart) opens one lobby with the same options, language and pace, the host seated, the
    computer seat kept, bob (who resigned) invited by one mention, carol's seat (she left the
    server) open."""
    env = simcord_env
    table = Table(env, n=3)
    alice, bob, carol = table.players
    option = engine.games()[game].option_specs[0].name
    game_id, _, thread = await table.open_game(game=game, seats=4, options=option, cpus=1)
    await alice.slash(
        thread, "game settings", computer_level="heuristic", bank_hours=12, language="fr"
    )
    table.guild.remove_member(carol)
    await env.settle()
    await alice.click(button_of(thread.history(), "L'ordinateur prend la place"))
    for member in (alice, bob):  # the computer plays their seats to the end
        await member.slash(thread, "game resign")
    await computers_done(env, game_id)
    assert await over(env, game_id)
    final = button_of(thread.history(), "Revanche")
    denied = await bob.click(final, label="Revanche")
    assert denied.ephemeral and "Only the host" in denied.response.content  # his language
    await env.restart_bot(make_bot())  # the button outlives the bot
    threads = len(table.channel.threads)
    opened = await alice.click(final, label="Revanche")
    assert opened.ephemeral
    new_thread = table.channel.threads[-1]
    assert len(table.channel.threads) == threads + 1
    link = f"<#{new_thread.id}>"
    answer = opened.followups[-1] if opened.followups else opened.response
    assert link in answer.content
    again = await alice.click(final, label="Revanche")
    assert link in again.response.content and len(table.channel.threads) == threads + 1
    # One mention of bob in the new thread; alice is seated, carol (gone) is not asked.
    pings = [m.content for m in new_thread.history() if f"<@{bob.id}>" in m.content]
    assert len(pings) == 1 and "Rejoindre" in pings[0]
    assert not any(f"<@{carol.id}>" in m.content for m in new_thread.history())
    (new,) = [row for row in await env.bot.storage.games() if row.thread_id == new_thread.id]
    old = await env.bot.storage.game(game_id)
    assert (new.game, new.options, new.language, new.max_seats) == (old.game, old.options, "fr", 4)
    assert await env.bot.storage.game_settings(new.id) == await env.bot.storage.game_settings(
        game_id
    )
    seats = await env.bot.storage.seats(new.id)
    assert [s.user for s in seats] == [str(alice.id), None]  # the host, the computer
    assert seats[1].is_cpu and seats[1].policy == "heuristic"
    lobby = next(m for m in table.channel.history() if m.id == new.lobby_message_id)
    await bob.click(lobby, label="Rejoindre")
    assert [s.user for s in await env.bot.storage.seats(new.id)][-1] == str(bob.id)
    refusals(env)


# ------------------------------------------------------------------- the lobby's estimate
@pytest.mark.real_engine
@pytest.mark.parametrize("game", REAL)
async def test_the_lobby_shows_the_pace_and_how_long_the_game_takes(simcord_env, game):
    import math

    from engine.durations import figures

    env = simcord_env
    table = Table(env, n=2)
    alice, bob = table.players
    lobby = (await alice.slash(table.channel, "game new", game=game, seats=4)).response
    thread = table.channel.threads[-1]
    found = figures(engine.games()[game], 4, {})
    assert found is not None
    pace = "Pace: 24 h per decision and a bank of 48 h per player, then the computer"
    assert pace in lobby.content
    low, high = math.ceil(found.waits_p10 / 24), math.ceil(found.waits_p90 / 4)
    assert (
        f"About {round(found.decisions)} decisions each ({round(found.choices)} with a real"
        f" choice); at this pace, about {low} to {high} days."
    ) in lobby.content

    def shown() -> str:
        return next(m for m in table.channel.history() if m.id == lobby.id).content

    await alice.slash(thread, "game settings", deadline_hours=0)
    assert "Pace: none" in shown() and "without a clock" in shown()
    await alice.slash(thread, "game settings", deadline_hours=36, bank_hours=0)
    low, high = math.ceil(found.waits_p10 * 36 / 24 / 24), math.ceil(found.waits_p90 * 36 / 4 / 24)
    assert f"about {low} to {high} days" in shown()
    denied = await bob.slash(thread, "game settings", deadline_hours=48)
    assert "Only the host" in denied.response.content and "36 h per decision" in shown()
    # A server's pace for its new games.
    not_manager = await bob.slash(table.channel, "game server_settings", deadline_hours=48)
    assert not_manager.ephemeral and "Manage Server" in not_manager.response.content
    import discord

    mods = table.guild.create_role("mods", permissions=discord.Permissions(manage_guild=True))
    mod = table.guild.add_member(env.create_user("mod"), roles=[mods])
    saved = await mod.slash(
        table.channel, "game server_settings", deadline_hours=48, deadline_action="skip"
    )
    assert "New games' pace: 48 h per decision" in saved.response.content
    second = (await alice.slash(table.channel, "game new", game=game, seats=3)).response
    assert "Pace: 48 h per decision and a bank of 48 h per player, then they pass" in (
        second.content
    )
    refusals(env)


async def test_a_sealed_choice_counts_each_players_clock(simcord_env):
    """Both are awaited for their card: alice answers after 30 hours (6 from her bank), bob
    never (his whole bank, then the computer)."""
    env = simcord_env
    table = Table(env, n=2)
    alice, bob = table.players
    game_id, _, _ = await table.open_game(seats=2)
    await later(env, 30)
    await table.play_dm(alice)
    assert await env.bot.storage.banks(game_id) == {str(alice.id): 6 * HOUR}
    await later(env, 41.5)
    assert not (await table.view(game_id))["seats"][str(bob.id)]["locked_in"]
    await later(env, 1)  # 72.5 h: his clock and his bank are spent
    assert (await table.view(game_id))["phase"] == "track"
    banks = await env.bot.storage.banks(game_id)
    assert banks == {str(alice.id): 6 * HOUR, str(bob.id): 48 * HOUR}
    refusals(env)


async def test_the_game_never_waits_for_nobody(simcord_env):
    """The host asked to decide for players out of time: when the host is the one out of time
    the computer moves at once; when the host does not answer for another clock, it moves."""
    env = simcord_env
    table = Table(env, n=2)
    alice, bob = table.players
    game_id, _, thread = await table.open_game(seats=2)
    await alice.slash(thread, "game settings", bank_hours=0, deadline_action="ask_host")
    await table.play_dm(bob)  # alice, the host, falls silent
    await later(env, 24.5)
    assert not any("deadline passed for alice" in line for line in thread_lines(thread))
    actions = await env.bot.storage.actions(game_id)
    assert actions[-1].player == str(alice.id) and actions[-1].actor == "cpu:deadline"
    # Now bob falls silent, and alice does not answer the question about him.
    view = await table.view(game_id)
    while view["phase"] == "track" and view["to_move"] == str(alice.id):
        await table.move_by_command(alice, thread)
        view = await table.view(game_id)
    assert view["to_move"] == str(bob.id)
    await later(env, 24.5)
    assert len([x for x in thread_lines(thread) if "deadline passed for bob" in x]) == 1
    await later(env, 23)
    assert (await table.view(game_id))["to_move"] == str(bob.id)
    await later(env, 1.5)  # another clock: the computer moves for him
    assert (await env.bot.storage.actions(game_id))[-1].actor == "cpu:deadline"
    refusals(env)
