"""Slow games that keep moving: the pinned status, reminders, deadlines, away, seats, catch-up,
settings. Time is simcord's clock (the bot's clock is discord.utils.utcnow, which simcord
drives); the tests move it with advance_time and call bot.cadence.tick() themselves."""

from __future__ import annotations

from typing import Any

from bot.storage import GameSettings
from tests.bot.conftest import select_values
from tests.bot.fakegame import CITIES
from tests.bot.helpers import Table, refusals
from text import join, t

HOUR = 3600.0


def reminders(member: Any) -> list[str]:
    return [m.content for m in member.user.dm_channel.history() if "reminder" in m.content.lower()]


def thread_texts(thread: Any) -> list[str]:
    """The thread's lines: consecutive lines share one message (the running message)."""
    return [line for m in thread.history() for line in (m.content or "").split("\n")]


async def hand_of(env: Any, game_id: int, player: str) -> list[str]:
    async with env.bot.sessions.open(game_id) as s:
        return list(s.game.view(player)["seats"][player]["hand"])


async def later(env: Any, hours: float) -> None:
    """Move the shared clock, then let the scheduler look (twice: never twice the same)."""
    await env.advance_time(hours * HOUR)
    await env.bot.cadence.tick()
    await env.bot.cadence.tick()
    await env.settle()


# --------------------------------------------------------------------- status message
async def test_pinned_status_is_edited_in_place(simcord_env):
    table = Table(simcord_env, n=2)
    alice, _bob = table.players
    game_id, _, thread = await table.open_game(seats=2)
    pinned = thread.pinned_messages()
    assert len(pinned) == 1
    status = pinned[0]
    assert f"**Toy Rails #{game_id}**: Round 1" in status.content
    assert "Waiting for: alice (turn began <t:" in status.content
    assert "bob (turn began <t:" in status.content
    assert "Locked in: nobody yet" in status.content
    await table.play_dm(alice)
    pinned = thread.pinned_messages()
    assert [m.id for m in pinned] == [status.id]  # the same message, edited
    assert "Locked in: alice" in pinned[0].content
    assert "Waiting for: bob (turn began <t:" in pinned[0].content
    assert "alice (since" not in pinned[0].content
    # Who, never what.
    assert not any(c.title() in pinned[0].content for c in CITIES)


# ------------------------------------------------------------------------- reminders
async def test_reminders_at_12_and_36_hours_once_per_wait_across_a_restart(simcord_env, make_bot):
    table = Table(simcord_env, n=2)
    alice, bob = table.players
    game_id, _, thread = await table.open_game(seats=2)
    await alice.slash(thread, "game settings", deadline_hours=0)  # reminders, no clock
    await table.play_dm(alice)  # alice locked in: only bob is awaited

    await later(simcord_env, 11.9)
    assert reminders(bob) == []
    await later(simcord_env, 0.2)
    sent = reminders(bob)
    assert len(sent) == 1 and sent[0].startswith("Reminder:")
    # Names the game, links the thread, says what is awaited; shows no hand.
    assert f"#{game_id}" in sent[0] and f"<#{thread.id}>" in sent[0]
    assert "play a card" in sent[0] and "Your hand" not in sent[0]
    # How long, said as people say it (not "since 12 hours ago").
    assert "has been waiting for you for 12 hours (" in sent[0]
    assert reminders(alice) == []

    # A restart: the new bot reads the waits from the database; nothing is sent again.
    await simcord_env.restart_bot(make_bot())
    await later(simcord_env, 1)
    assert len(reminders(bob)) == 1

    await later(simcord_env, 22.8)  # 35.9 h
    assert len(reminders(bob)) == 1
    await later(simcord_env, 0.2)  # 36.1 h: the firmer one
    sent = reminders(bob)
    assert len(sent) == 2 and sent[1].startswith("Second reminder")
    await later(simcord_env, 48)
    assert len(reminders(bob)) == 2  # two per wait, never more
    assert reminders(alice) == []

    # A new decision is a new wait, with its own reminders.
    await table.play_dm(bob)
    view = await table.view(game_id)
    assert view["phase"] == "track"
    mover = table.by_id[view["to_move"]]
    before = len(reminders(mover))
    await later(simcord_env, 12.1)
    after = reminders(mover)
    assert len(after) == before + 1 and "lay track" in after[-1]
    refusals(simcord_env)


async def test_the_scheduler_loop_ticks_on_its_own(simcord_env, settings):
    from dataclasses import replace

    from bot.core import create_bot

    table = Table(simcord_env, n=2)
    alice, bob = table.players
    _, _, thread = await table.open_game(seats=2)
    await alice.slash(thread, "game settings", deadline_hours=0)
    await table.play_dm(alice)
    looping = create_bot(replace(settings, cadence_interval=HOUR))
    await simcord_env.restart_bot(looping)
    try:
        await simcord_env.advance_time(12.5 * HOUR)  # the loop wakes every hour by itself
        assert len(reminders(bob)) == 1
        await simcord_env.advance_time(5 * HOUR)
        assert len(reminders(bob)) == 1
    finally:
        looping.cadence.stop()
        await looping.flow.stop()
        await looping.storage.close()
        looping.storage = None


# ------------------------------------------------------------------------- deadlines
async def test_deadline_the_computer_moves_and_says_so(simcord_env):
    table = Table(simcord_env, n=2)
    alice, bob = table.players
    game_id, _, thread = await table.open_game(seats=2)
    saved = await alice.slash(thread, "game settings", deadline_hours=48, bank_hours=0)
    assert saved.ephemeral and "48 h" in saved.response.content
    await table.play_dm(alice)
    await later(simcord_env, 47.9)
    assert not (await table.view(game_id))["seats"][str(bob.id)]["locked_in"]
    assert "computer" in reminders(bob)[-1]  # the second reminder warns of the deadline
    await later(simcord_env, 0.2)
    view = await table.view(game_id)
    assert view["phase"] == "track"  # bob's card was played for him, and revealed
    said = [c for c in thread_texts(thread) if "Deadline passed" in c]
    assert said == ["Deadline passed: the computer moved for bob."]  # not which card
    actions = await simcord_env.bot.storage.actions(game_id)
    assert actions[-1].player == str(bob.id) and actions[-1].actor == "cpu:deadline"
    # Bob alone is told privately what was played for him.
    assert any("made this move for you" in m.content for m in bob.user.dm_channel.history())
    assert not any("made this move for you" in m.content for m in alice.user.dm_channel.history())
    refusals(simcord_env)


async def test_deadline_asks_the_host(simcord_env):
    table = Table(simcord_env, n=2)
    alice, bob = table.players
    game_id, _, thread = await table.open_game(seats=2)
    await alice.slash(
        thread, "game settings", deadline_hours=24, bank_hours=0, deadline_action="ask_host"
    )
    await table.play_dm(alice)
    await later(simcord_env, 24.1)
    asks = [m for m in thread.history() if "deadline passed for bob" in m.content]
    assert len(asks) == 1 and alice.mention in asks[0].content
    ask = asks[0]
    denied = await bob.click(ask, label="Move for them")
    assert denied.ephemeral and "Only the host" in denied.response.content
    assert not (await table.view(game_id))["seats"][str(bob.id)]["locked_in"]

    waited = await alice.click(ask, label="Wait")
    assert "we wait another deadline period" in waited.response.content
    await later(simcord_env, 23)
    assert len([m for m in thread.history() if "deadline passed for bob" in m.content]) == 1
    await later(simcord_env, 1.2)
    asks = [m for m in thread.history() if "deadline passed for bob" in m.content]
    assert len(asks) == 2
    moved = await alice.click(asks[-1], label="Move for them")
    assert "the computer moves for them" in moved.response.content
    assert (await table.view(game_id))["phase"] == "track"
    assert any("The host decided: the computer moved for bob" in c for c in thread_texts(thread))
    answered = next(m for m in thread.history() if m.id == asks[-1].id)
    assert not answered.components  # answered once: the buttons are gone
    assert len(await simcord_env.bot.storage.actions(game_id)) == 2
    refusals(simcord_env)


# ------------------------------------------------------------------------------ away
async def test_away_play_mode_moves_for_the_player(simcord_env):
    table = Table(simcord_env, n=2)
    alice, bob = table.players
    game_id, _, thread = await table.open_game(seats=2)
    bad = await bob.slash(thread, "game away", until="soon")
    assert bad.ephemeral and "could not read" in bad.response.content
    assert await simcord_env.bot.storage.away(game_id) == {}
    gone = await bob.slash(thread, "game away", until="3d")
    assert gone.ephemeral and "away until <t:" in gone.response.content
    assert "makes your moves" in gone.response.content
    await simcord_env.settle()
    assert (await table.view(game_id))["seats"][str(bob.id)]["locked_in"]
    assert any(c == "bob is away: the computer moved for them." for c in thread_texts(thread))
    # Track laying: bob's turns are played as soon as they come.
    await table.play_dm(alice)
    for _ in range(6):
        view = await table.view(game_id)
        if view["phase"] != "track" or view["to_move"] != str(alice.id):
            break
        await table.move_by_command(alice, thread)
    actions = await simcord_env.bot.storage.actions(game_id)
    assert any(a.player == str(bob.id) and a.action["type"] == "track" for a in actions)
    assert all(a.actor.startswith("cpu") for a in actions if a.player == str(bob.id))
    back = await bob.slash(thread, "game back")
    assert "Welcome back" in back.response.content
    again = await bob.slash(thread, "game back")
    assert "not away" in again.response.content
    refusals(simcord_env)


async def test_away_pause_mode_pauses_the_deadline(simcord_env):
    table = Table(simcord_env, n=2)
    alice, bob = table.players
    game_id, _, thread = await table.open_game(seats=2)
    await alice.slash(thread, "game settings", deadline_hours=24, bank_hours=0, away_mode="pause")
    await table.play_dm(alice)
    gone = await bob.slash(thread, "game away", until="2d")
    assert "your deadline waits" in gone.response.content
    assert "bob (turn began <t:" in thread.pinned_messages()[0].content
    assert "away until <t:" in thread.pinned_messages()[0].content
    await later(simcord_env, 30)
    assert not (await table.view(game_id))["seats"][str(bob.id)]["locked_in"]
    assert reminders(bob) == []  # no reminders while away
    await bob.slash(thread, "game back")
    await later(simcord_env, 12.5)
    assert len(reminders(bob)) == 1  # counted from his return
    assert not (await table.view(game_id))["seats"][str(bob.id)]["locked_in"]
    await later(simcord_env, 12)
    assert (await table.view(game_id))["phase"] == "track"  # bob's card was played and revealed
    assert any("Deadline passed: the computer moved for bob" in c for c in thread_texts(thread))


# ----------------------------------------------------------------------------- seats
async def test_replacement_during_a_secret_choice_leaks_nothing(simcord_env):
    table = Table(simcord_env, n=3)
    alice, bob, carol = table.players
    dave = table.guild.add_member(simcord_env.create_user("dave"))
    eve = table.guild.add_member(simcord_env.create_user("eve"))
    game_id, _, thread = await table.open_game(seats=3)
    bob_id = str(bob.id)
    await table.play_dm(alice)
    await table.play_dm(bob)  # bob has a secret choice, then vanishes
    bob_prompt = bob.user.dm_channel.last_message
    hand = await hand_of(simcord_env, game_id, bob_id)
    hand_line = t("hand.cards", "en", cards=join(sorted(hand), "en"))
    async with simcord_env.bot.sessions.open(game_id) as s:
        choice = _choice(s.game.view(bob_id)["seats"][bob_id]["choice"])

    offered = await alice.autocomplete(thread, "game replace", "seat", "bo")
    assert [c["value"] for c in offered] == [bob_id]
    denied = await carol.slash(thread, "game replace", seat=bob_id, **{"with": dave})
    assert "Only the host" in denied.response.content
    taken = await alice.slash(thread, "game replace", seat=bob_id, **{"with": carol})
    assert "already plays a seat" in taken.response.content
    done = await alice.slash(thread, "game replace", seat=bob_id, **{"with": dave})
    assert done.ephemeral and "handed over" in done.response.content

    # Dave got the seat's hand and its current choice, privately.
    welcome = dave.user.dm_channel.last_message.content
    assert "you now play bob's seat" in welcome.lower()
    assert hand_line in welcome and f"Your current choice: {choice}" in welcome
    # Bob's old prompt offers nothing more, and bob can no longer act or look.
    old = bob.user.dm_channel.last_message
    assert "someone else plays this seat" in old.content and not old.components
    assert bob_prompt.id == old.id  # his prompt was retired in place: no select to click
    stale = await bob.slash(thread, "game move", move="a-move")
    assert "Only seated players" in stale.response.content or "not waiting" in (
        stale.response.content
    )
    peek = await bob.slash(thread, "game hand")
    assert "Only seated players" in peek.response.content
    mine = await dave.slash(thread, "game hand")
    assert mine.ephemeral and hand_line in mine.response.content

    # The hand and the choice are nowhere public, nor in other players' DMs.
    public = thread_texts(thread) + [m.content for m in table.channel.history()]
    assert any(f"bob's seat is now played by {dave.mention}" in c for c in public)
    assert not any(hand_line in c or choice in c for c in public)
    # Alice locked in too: her DMs show her own choice, which may be the same city (random deal).
    async with simcord_env.bot.sessions.open(game_id) as s:
        alice_choice = _choice(s.game.view(str(alice.id))["seats"][str(alice.id)]["choice"])
    for other in (alice, carol, eve):
        dms = other.user.dm_channel.history() if other.user.dm_channel else []
        assert not any(hand_line in m.content for m in dms)
        if not (other is alice and alice_choice == choice):
            assert not any(f"Your current choice: {choice}" in m.content for m in dms)
    spectator = await table.view(game_id)
    assert all("hand" not in seat and "choice" not in seat for seat in spectator["seats"].values())
    status = thread.pinned_messages()[0].content
    assert "dave" in status and "bob" not in status

    # Dave changes the seat's choice; carol locks in; the reveal names dave.
    await dave.user.select(welcome_message(dave), [list(select_values(welcome_message(dave)))[-1]])
    await table.play_dm(carol)
    reveal = next(m.content for m in thread.history() if "revealed" in m.content)
    assert "dave:" in reveal and "bob:" not in reveal
    actions = await simcord_env.bot.storage.actions(game_id)
    assert [a.actor for a in actions if a.player == bob_id] == [bob_id, str(dave.id)]
    assert len(refusals(simcord_env)) == 4


def welcome_message(member: Any) -> Any:
    return next(
        m for m in reversed(member.user.dm_channel.history()) if "now play" in m.content.lower()
    )


async def test_resign_hands_the_seat_to_the_computer(simcord_env):
    table = Table(simcord_env, n=2)
    alice, bob = table.players
    game_id, _, thread = await table.open_game(seats=2)
    done = await bob.slash(thread, "game resign")
    assert done.ephemeral and "resigned" in done.response.content
    assert "bob resigned; a computer player takes the seat." in thread_texts(thread)
    assert (await table.view(game_id))["seats"][str(bob.id)]["locked_in"]  # the computer chose
    again = await bob.slash(thread, "game resign")
    assert "Only seated players" in again.response.content
    await table.play_dm(alice)
    assert (await table.view(game_id))["phase"] == "track"
    refusals(simcord_env)


# --------------------------------------------------------------------------- catch-up
async def test_since_digest_lists_what_happened_with_the_new_track(simcord_env, board_calls):
    table = Table(simcord_env, n=2)
    alice, bob = table.players
    game_id, _, thread = await table.open_game(seats=2)
    await table.play_dm(alice)
    await table.play_dm(bob)
    view = await table.view(game_id)
    first = table.by_id[view["to_move"]]
    second = bob if first is alice else alice
    await table.track_by_command(first, thread)
    await table.move_by_command(second, thread)

    board_calls.clear()
    result = await first.slash(thread, "game since")
    assert result.ephemeral
    text = result.followups[-1].content if result.followups else result.response.content
    attachments = (result.followups[-1] if result.followups else result.response).attachments
    assert f"Since your last move in Toy Rails #{game_id}** (one move since)" in text
    assert f"{second.name} laid a tile" in text and "connected" in text
    assert "Now: Round 1, drawing" in text
    assert attachments and attachments[0].filename == "board.png"
    # The image highlights what was laid since: the previous view lacks the second tile.
    call = board_calls[-1]
    assert call["view"]["viewer"] is None and call["previous"]["viewer"] is None
    assert len(call["view"]["routes"]) == len(call["previous"]["routes"]) + 1

    # The second player sees the reveal too (their last move was their own tile, after it).
    nothing = await second.slash(thread, "game since")
    out = nothing.followups[-1].content if nothing.followups else nothing.response.content
    assert "Nothing happened" in out
    eve = table.guild.add_member(simcord_env.create_user("eve"))
    refused = await eve.slash(thread, "game since")
    assert "Only seated players" in refused.response.content
    refusals(simcord_env)


async def test_since_from_a_sealed_choice_shows_the_reveal(simcord_env, board_calls):
    table = Table(simcord_env, n=2)
    alice, bob = table.players
    _game_id, _, thread = await table.open_game(seats=2)
    await table.play_dm(alice)
    await table.play_dm(bob)
    result = await alice.slash(thread, "game since")
    text = result.followups[-1].content if result.followups else result.response.content
    assert "Round 1: alice " in text and " bob " in text  # the revealed cards


# --------------------------------------------------------------------------- settings
async def test_settings_host_only_and_bad_values_change_nothing(simcord_env):
    table = Table(simcord_env, n=2)
    alice, bob = table.players
    game_id, _, thread = await table.open_game(seats=2)
    storage = simcord_env.bot.storage
    denied = await bob.slash(thread, "game settings", reminder_hours=6)
    assert denied.ephemeral and "Only the host" in denied.response.content
    for bad in (
        {"reminder_hours": 0},
        {"second_reminder_hours": 1000},
        {"deadline_hours": 6},  # before the first reminder (12 h)
        {"deadline_hours": -1},
    ):
        refused = await alice.slash(thread, "game settings", **bad)
        assert refused.ephemeral and "nothing was changed" in refused.response.content, bad
    assert await storage.game_settings(game_id) == GameSettings()
    shown = await alice.slash(thread, "game settings")
    assert "First reminder after 12 h; second reminder 24 h later" in shown.response.content
    saved = await alice.slash(
        thread,
        "game settings",
        reminder_hours=6,
        second_reminder_hours=12,
        deadline_hours=48,
        deadline_action="ask_host",
        away_mode="pause",
    )
    assert saved.response.content.startswith("Saved.")
    assert await storage.game_settings(game_id) == GameSettings(6, 12, 48, "ask_host", "pause")
    await alice.slash(thread, "game settings", deadline_hours=0)
    assert (await storage.game_settings(game_id)).deadline_hours is None
    assert len(refusals(simcord_env)) == 5


async def test_cpu_fill_fills_empty_seats_at_the_start(simcord_env):
    table = Table(simcord_env, n=1)
    (alice,) = table.players
    result = await alice.slash(table.channel, "game new", game="toyrails", seats=3)
    lobby = result.response
    thread = table.channel.threads[-1]
    await alice.slash(thread, "game settings", cpu_fill=True)
    await alice.click(lobby, label="Start")
    game_id = int(thread.name.rsplit("#", 1)[1])
    seats = await simcord_env.bot.storage.seats(game_id)
    assert [s.name for s in seats] == ["alice", "Computer 1", "Computer 2"]


def test_how_long_reads_naturally_in_every_language():
    from datetime import UTC, datetime, timedelta

    from bot.times import how_long

    start = datetime(2026, 1, 1, tzinfo=UTC)
    said = {
        lang: [how_long(start, start + timedelta(hours=h), lang) for h in (0.02, 1, 3, 50)]
        for lang in ("en", "fr", "nl")
    }
    assert said["en"] == ["one minute", "one hour", "3 hours", "2 days"]
    assert said["fr"] == ["1 minute", "1 heure", "3 heures", "2 jours"]
    assert said["nl"] == ["1 minuut", "1 uur", "3 uur", "2 dagen"]
    # In the sentences: "for 3 hours", "depuis 3 heures", "al 3 uur" (Dutch "sinds 3 uur"
    # would read as "since three o'clock").
    three = {lang: how_long(start, start + timedelta(hours=3), lang) for lang in said}
    assert "(for 3 hours now)" in t("status.waiting", "en", who="A", waited=three["en"])
    assert "depuis 3 heures" in t("status.waiting", "fr", who="A", waited=three["fr"])
    assert "al 3 uur" in t("status.waiting", "nl", who="A", waited=three["nl"])


def test_durations_and_yes_no_as_each_language_writes_them():
    from bot.game_settings import parse_duration
    from cogs.lobby import parse_options
    from tests.bot.fakegame import PLUGIN

    assert parse_duration("3j") == parse_duration("3d") == 72  # jours
    assert parse_duration("36u") == parse_duration("36h") == 36  # uur
    assert parse_duration("1,5d") == 36
    advanced = PLUGIN.option_specs[0].name
    for no in ("no", "non", "nee"):
        assert parse_options(PLUGIN, f"{advanced}={no}") == {advanced: False}
    for yes in ("yes", "oui", "ja"):
        assert parse_options(PLUGIN, f"{advanced}={yes}") == {advanced: True}
    assert "oui / non" in t("err.options.value", "fr", name="x", choices=t("options.yes_no", "fr"))


def _choice(choice: dict[str, Any]) -> str:
    """A secret choice as Toy Rails shows it to its player."""
    return t("toyrails.double", "en") if choice["card"] == "double_turn" else choice["card"].title()
