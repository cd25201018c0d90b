"""Every prompt says when the player's time runs out, and keeps saying the truth: the DM
prompt, a DM refreshed by the move made from it, /game hand and a thread ping show the deadline
the waits hold, and when it moves (the host changes the pace or turns the clock off or on, the
player sets quiet hours, the host chooses to wait) the live prompts are edited to say so."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from tests.bot.conftest import select_values
from tests.bot.helpers import Table, refusals
from tests.bot.test_pace import later

CLOCK = "Your time runs out"


def stamp(when: datetime) -> str:
    return f"{CLOCK} <t:{int(when.timestamp())}:R>."


def prompt_of(member: Any) -> str:
    """The member's live DM prompt (the latest DM with a select)."""
    history = member.user.dm_channel.history()
    return next(m for m in reversed(history) if select_values(m)).content


async def started(env: Any, game_id: int, member: Any) -> datetime:
    waits = {w.player: w for w in await env.bot.storage.waits(game_id)}
    return waits[str(member.id)].started_at


async def test_a_dm_prompt_shows_the_deadline_that_holds(simcord_env):
    env = simcord_env
    table = Table(env, n=2)
    alice, bob = table.players
    game_id, _, thread = await table.open_game(seats=2)
    start = await started(env, game_id, bob)
    assert stamp(start + timedelta(hours=72)) in prompt_of(bob)  # 24 h and the 48 h bank
    await table.play_dm(alice)
    await alice.slash(thread, "game settings", deadline_hours=48)
    assert stamp(start + timedelta(hours=96)) in prompt_of(bob)
    # bob lives in Paris: 01:00 at his deadline, which moves to his morning (08:00, 07:00 UTC).
    await bob.slash(table.channel, "game me", time_zone="Europe/Paris")
    morning = datetime(2026, 1, 5, 7, tzinfo=UTC)
    assert start + timedelta(hours=96) == datetime(2026, 1, 5, tzinfo=UTC)
    live = prompt_of(bob)
    assert stamp(morning) in live and live.count(CLOCK) == 1
    hand = await bob.slash(thread, "game hand")
    assert hand.ephemeral and stamp(morning) in hand.response.content
    pin = thread.pinned_messages()[0].content
    assert f"time runs out <t:{int(morning.timestamp())}:" in pin
    # No clock: the line goes, the rest of the prompt stays; a clock again: it comes back.
    await alice.slash(thread, "game settings", deadline_hours=0)
    assert CLOCK not in prompt_of(bob)
    assert prompt_of(bob) == live.replace(f"\n{stamp(morning)}", "")
    await alice.slash(thread, "game settings", deadline_hours=24)
    assert prompt_of(bob).count(CLOCK) == 1
    assert stamp(datetime(2026, 1, 4, 7, tzinfo=UTC)) in prompt_of(bob)  # 72 h, then 08:00
    refusals(env)


async def test_a_thread_ping_and_a_refreshed_dm_show_the_deadline_that_holds(simcord_env):
    env = simcord_env
    table = Table(env, n=2)
    alice, bob = table.players
    game_id, _, thread = await table.open_game(seats=2)
    await alice.slash(thread, "game settings", bank_hours=0)
    await later(env, 2)
    await table.play_dm(alice)
    await table.play_dm(bob)  # the track turns begin: alice is pinged in the thread
    start = await started(env, game_id, alice)

    def ping() -> str:
        return next(m.content for m in reversed(thread.history()) if f"<@{alice.id}>" in m.content)

    first = ping()
    assert stamp(start + timedelta(hours=24)) in first
    await alice.slash(thread, "game settings", deadline_hours=30)
    assert ping() == first.replace(
        stamp(start + timedelta(hours=24)), stamp(start + timedelta(hours=30))
    )
    # The host was asked about bob, out of time, and chose to wait: a whole clock from now.
    await alice.slash(thread, "game settings", deadline_action="ask_host")
    await table.move_by_command(alice, thread)
    bob_start = await started(env, game_id, bob)
    await later(env, 30.5)
    question = next(m for m in reversed(thread.history()) if "deadline passed for bob" in m.content)
    await alice.click(question, label="Wait")
    await env.settle()
    waited = env.now()
    assert bob_start + timedelta(hours=30) < waited
    assert stamp(waited + timedelta(hours=30)) in next(
        m.content for m in reversed(thread.history()) if f"<@{bob.id}>" in m.content
    )
    # The track turns end; the draws are private: each one's DM, refreshed by the draw made
    # from it, shows the next decision with its clock.
    await table.move_by_command(bob, thread)
    for member in (alice, bob):
        if (await table.view(game_id))["phase"] == "draw":
            await table.play_dm(member)
    view = await table.view(game_id)
    assert view["phase"] == "choose"
    for member in (alice, bob):
        assert stamp(env.now() + timedelta(hours=30)) in prompt_of(member), member
    refusals(env)


async def test_a_managers_rematch_for_a_host_who_left(simcord_env):
    """The host left the server after the game: a server manager's click opens the rematch,
    hosted by the manager (seated); bob is invited, the host who left is not."""
    import discord

    from tests.bot.test_pace import button_of, can_act, over

    env = simcord_env
    table = Table(env, n=2)
    alice, bob = table.players
    mods = table.guild.create_role("mods", permissions=discord.Permissions(manage_guild=True))
    mod = table.guild.add_member(env.create_user("mod"), roles=[mods])
    game_id, _, thread = await table.open_game(seats=2)
    for _ in range(100):
        if await over(env, game_id):
            break
        for member in (alice, bob):
            if not await can_act(env, game_id, member):
                continue
            if (await table.view(game_id))["phase"] == "track":
                await table.move_by_command(member, thread)
            else:
                await table.play_dm(member)
    assert await over(env, game_id)
    table.guild.remove_member(alice)
    await env.settle()
    final = button_of(thread.history(), "Rematch")
    denied = await bob.click(final, label="Rematch")
    assert denied.ephemeral and "Only the host" in denied.response.content
    games = len(await env.bot.storage.games())
    opened = await mod.click(final, label="Rematch")
    assert opened.ephemeral
    (new,) = (await env.bot.storage.games())[games:]
    assert new.host_id == mod.id
    assert [s.user for s in await env.bot.storage.seats(new.id)] == [str(mod.id)]
    invite = [m.content for m in table.channel.threads[-1].history() if "Rematch of" in m.content]
    assert len(invite) == 1 and f"<@{bob.id}>" in invite[0] and f"<@{alice.id}>" not in invite[0]
    refusals(env)
