"""Computer levels through the simulated Discord: the lobby offers the easy and the strong
computer player where the game has both, the seat says its level, two strong computers finish a
game, a stand-in at the deadline plays the level the game's settings chose, forged levels are
refused in plain words, and a computer whose thinking was cut by a restart still moves. The
choices are made off the event loop (bot/thinking.py): in a thread in these tests, and in the
real process pool in the last ones."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path
from typing import Any

import pytest
from simcord import actors

from bot import thinking
from bot.thinking import Job, Thinking
from tests.bot import faketrick
from tests.bot.conftest import custom_ids, select_values
from tests.bot.helpers import Table, pick, refusals

HOUR = 3600.0


@pytest.fixture(autouse=True)
def quick_thinking(monkeypatch):
    """A few iterations per move: the strong player's search, quickly."""
    monkeypatch.setenv("WHISTLESTOP_CPU_THINK_MS", "20")


@pytest.fixture
def jobs(monkeypatch) -> list[Job]:
    """Every choice sent to the thinking workers (here: a thread of the test process)."""
    seen: list[Job] = []
    real = thinking.think

    def recording(job: Job) -> dict[str, Any]:
        seen.append(job)
        return real(job)

    monkeypatch.setattr(thinking, "think", recording)
    return seen


async def _lobby(table: Table, host: Any, **opts: Any) -> tuple[Any, Any]:
    result = await host.slash(table.channel, "game new", game="tricks", **opts)
    return result.response, table.channel.threads[-1]


def _game_id(thread: Any) -> int:
    return int(thread.name.rsplit("#", 1)[1])


async def _play_out(env: Any, table: Table, game_id: int) -> dict[str, Any]:
    """The people play their first offered move from their latest DM until the game ends;
    the computers move on their own."""
    for _ in range(40):
        async with env.bot.sessions.open(game_id) as s:
            view = s.game.view(None)
        if view["over"]:
            return view
        people = [p for p in view["active_players"] if p in table.by_id]
        assert people, f"the computers did not move: {view['active_players']}"
        member = table.by_id[people[0]]
        history = member.user.dm_channel.history()
        message = next(m for m in reversed(history) if select_values(m))
        await member.user.select(message, [next(iter(select_values(message)))])
    raise AssertionError("the game did not end")


async def test_the_lobby_offers_the_level_and_the_seat_says_it(simcord_env):
    table = Table(simcord_env, n=1)
    (alice,) = table.players
    lobby, _ = await _lobby(table, alice)
    await alice.click(lobby, label="Add computer player")
    await alice.click(lobby, label="Add strong computer player")
    assert "Computer 1 (easy)" in lobby.content and "Computer 2 (strong)" in lobby.content
    seats = await simcord_env.bot.storage.seats(_game_id(table.channel.threads[-1]))
    assert [(s.player, s.policy) for s in seats[1:]] == [
        ("cpu:1", "heuristic"),
        ("cpu:2", "strong"),
    ]
    # A game without a strong player (Toy Rails here) offers one computer, as before.
    other = await alice.slash(table.channel, "game new", game="toyrails")
    labels = [c.split(":")[-1] for c in custom_ids(other.response)]
    assert "cpu" in labels and not any(label.startswith("strong") for label in labels)
    await alice.click(other.response, label="Add computer player")
    assert "Computer 1" in other.response.content and "(easy)" not in other.response.content
    refusals(simcord_env)


async def test_a_game_with_two_strong_computers_reaches_the_end(simcord_env, jobs):
    table = Table(simcord_env, n=1)
    (alice,) = table.players
    lobby, thread = await _lobby(table, alice)
    await alice.click(lobby, label="Add strong computer player")
    await alice.click(lobby, label="Add strong computer player")
    await alice.click(lobby, label="Start")
    game_id = _game_id(thread)
    # The level is said where it matters: the lobby, the status and the result, not on
    # every line after a computer's name.
    assert "Computer 1 (strong)" in lobby.content and "Computer 2 (strong)" in lobby.content
    status = await alice.slash(thread, "game status")
    assert "Computer 2 (strong)" in status.response.content
    final = await _play_out(simcord_env, table, game_id)
    assert final["over"] and final["winners"]
    result = thread.last_message.content
    assert "Game over" in result and "Computer 1 (strong): " in result
    lines = [m.content or "" for m in thread.history()[:-1]]
    assert any("Computer 1" in line for line in lines)
    assert not any("(strong)" in line for line in lines)
    assert {job.policy for job in jobs} == {"strong"}
    assert {job.player for job in jobs} == {"cpu:1", "cpu:2"}
    stored = await simcord_env.bot.storage.actions(game_id)
    assert {a.player for a in stored} == {str(alice.id), "cpu:1", "cpu:2"}
    refusals(simcord_env)


@pytest.mark.timeout(1500)  # a whole real game through the pickers, on a shared machine
async def test_a_real_game_with_two_strong_computers_reaches_the_end(simcord_env, jobs):
    """Card Rails, a person and two strong computers (the real search, a small budget): the
    person plays from the DM prompt the bot keeps live, the computers answer on their own."""
    simcord_env.settle_timeout = 120
    rng = __import__("random").Random(3)
    table = Table(simcord_env, n=1)
    (alice,) = table.players
    result = await alice.slash(table.channel, "game new", game="cardrails")
    lobby, thread = result.response, table.channel.threads[-1]
    await alice.click(lobby, label="Add strong computer player")
    await alice.click(lobby, label="Add strong computer player")
    await alice.click(lobby, label="Start")
    game_id = _game_id(thread)
    for _ in range(600):
        view = await table.view(game_id)
        if view["phase"] == "over":
            break
        if str(alice.id) not in view["active_players"]:
            await simcord_env.settle()  # the computers answer on their own
            after = await table.view(game_id)
            assert after["phase"] == "over" or str(alice.id) in after["active_players"], (
                "the strong computers did not move"
            )
            continue
        history = alice.user.dm_channel.history()
        message = next(m for m in reversed(history) if select_values(m))
        assert (await pick(alice.user, message, rng)).acknowledged
    else:
        raise AssertionError("the game did not end")
    assert view["phase"] == "over"
    assert {job.policy for job in jobs} == {"strong"}
    assert {job.player for job in jobs} == {"cpu:1", "cpu:2"}
    stored = await simcord_env.bot.storage.actions(game_id)
    assert {a.player for a in stored} == {str(alice.id), "cpu:1", "cpu:2"}
    refusals(simcord_env)


@pytest.mark.parametrize("level", ["heuristic", "strong"])
async def test_a_stand_in_at_the_deadline_plays_the_chosen_level(simcord_env, jobs, level):
    table = Table(simcord_env, n=2)
    alice, bob = table.players
    lobby, thread = await _lobby(table, alice)
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    game_id = _game_id(thread)
    options: dict[str, Any] = {"deadline_hours": 48, "bank_hours": 0}
    if level != "strong":  # strong is the default
        options["computer_level"] = level
    saved = await alice.slash(thread, "game settings", **options)
    name = {"heuristic": "easy", "strong": "strong"}[level]
    assert f"The computer that plays for someone: {name}." in saved.response.content
    dm = alice.user.dm_channel.last_message
    await alice.user.select(dm, [next(iter(select_values(dm)))])
    await simcord_env.advance_time(48.5 * HOUR)
    await simcord_env.bot.cadence.tick()
    await simcord_env.settle()
    stored = await simcord_env.bot.storage.actions(game_id)
    assert stored[-1].player == str(bob.id) and stored[-1].actor == "cpu:deadline"
    assert [(job.player, job.policy) for job in jobs] == [(str(bob.id), level)]
    refusals(simcord_env)


async def test_replace_with_a_computer_remembers_the_level(simcord_env, jobs):
    table = Table(simcord_env, n=2)
    alice, bob = table.players
    lobby, thread = await _lobby(table, alice)
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    game_id = _game_id(thread)
    await alice.slash(thread, "game settings", computer_level="heuristic")
    result = await alice.slash(thread, "game replace", seat=str(bob.id))
    assert result.acknowledged
    seats = {s.player: s for s in await simcord_env.bot.storage.seats(game_id)}
    assert seats[str(bob.id)].autoplay and seats[str(bob.id)].policy == "heuristic"
    assert [(job.player, job.policy) for job in jobs] == [(str(bob.id), "heuristic")]
    refusals(simcord_env)


async def test_forged_levels_change_nothing_and_are_answered_in_plain_words(simcord_env):
    table = Table(simcord_env, n=1)
    (alice,) = table.players
    lobby, thread = await _lobby(table, alice)
    game_id = _game_id(thread)
    real = next(c for c in custom_ids(lobby) if c.endswith(":cpu:strong"))
    # A forged client: the button's custom id edited on the message it clicks (discord.py
    # dispatches only ids found on the message).
    stored = actors._visible_message(alice, lobby)
    button = next(
        c for c in actors.walk_components(stored.components) if c.get("custom_id") == real
    )
    for forged in ("random", "god", "strong:strong", ""):
        button["custom_id"] = cid = real.removesuffix("strong") + forged
        answer = await alice.click(lobby, custom_id=cid)
        assert answer.ephemeral
        assert "no computer player of that level; nothing was changed" in (answer.response.content)
    assert [s.player for s in await simcord_env.bot.storage.seats(game_id)] == [str(alice.id)]
    # A forged setting is refused before anything is stored.
    with pytest.raises(Exception):  # noqa: B017 - simcord refuses a value not among the choices
        await alice.slash(thread, "game settings", computer_level="god")
    settings = await simcord_env.bot.storage.game_settings(game_id)
    assert settings.computer_level == "strong"
    refusals(simcord_env)


async def test_after_a_restart_mid_think_the_computer_still_moves(simcord_env, make_bot):
    table = Table(simcord_env, n=1)
    (alice,) = table.players
    lobby, thread = await _lobby(table, alice)
    await alice.click(lobby, label="Add strong computer player")
    old = simcord_env.bot
    thought = asyncio.Event()

    async def cut(job: Job) -> dict[str, Any]:
        # The process stops while the computer thinks: nothing of its move is stored.
        thought.set()
        raise asyncio.CancelledError

    old.thinking.choose = cut  # type: ignore[method-assign]
    await alice.click(lobby, label="Start")
    game_id = _game_id(thread)
    assert thought.is_set()
    # Alice passes too: the game now waits on the computer alone, whose thinking is cut again.
    dm = alice.user.dm_channel.last_message
    await alice.user.select(dm, [next(iter(select_values(dm)))])
    assert [a.player for a in await old.storage.actions(game_id)] == [str(alice.id)]
    await simcord_env.restart_bot(make_bot())
    await simcord_env.settle()
    stored = await simcord_env.bot.storage.actions(game_id)
    assert [a.player for a in stored][:2] == [str(alice.id), "cpu:1"]
    final = await _play_out(simcord_env, table, game_id)
    assert final["over"]
    refusals(simcord_env)


# ------------------------------------------------------------ the real process pool
def _job(seed: int = 7) -> Job:
    game = faketrick.TrickGame(["a", "b", "c"], seed, {})
    return Job(
        faketrick.TrickGame,
        ("a", "b", "c"),
        seed,
        dict(game.options),
        (),
        "a",
        "strong",
        seed + 1,
        20.0,
    )


async def test_the_process_pool_chooses_what_this_process_chooses():
    here = thinking.think(_job())
    pool = Thinking(processes=1)
    await pool.start()
    try:
        assert pool.running
        assert await pool.choose(_job()) == here  # deterministic for the seed
        assert pool.running  # it ran there, not in a thread after a failure
        # It thinks at a lower priority than the event loop, which answers people first.
        assert await pool.run(os.nice, 0) == os.nice(0) + thinking.NICE
    finally:
        pool.stop()


def _die_once(marker: str) -> str:
    """Kill the worker the first time (no marker yet), answer the second."""
    path = Path(marker)
    if not path.exists():
        path.write_text("died")
        os._exit(1)
    return "answered"


async def test_a_dead_worker_is_replaced_and_the_call_sent_again(tmp_path):
    pool = Thinking(processes=1)
    await pool.start()
    try:
        assert await pool.run(_die_once, str(tmp_path / "marker")) == "answered"
        assert pool.running and pool._restarted == 1
        assert await pool.choose(_job()) == thinking.think(_job())
    finally:
        pool.stop()


# ------------------------------------------------------------------ storage, both dialects
@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """The URL of a fresh database of one backend (as tests/storage's)."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'db.sqlite3'}"
    url: str = request.getfixturevalue("postgres_url")
    return url


@pytest.fixture
async def store(database: str) -> Any:
    from bot.storage import Storage

    storage = await Storage.open(database)
    yield storage
    await storage.close()


async def test_seats_and_settings_keep_the_computer_level(store):
    from bot.errors import UserFacing
    from bot.game_settings import validate_settings

    gid = await store.create_game(
        guild_id=1, channel_id=2, host_id=3, game="tricks", options={}, seed=1, max_seats=3
    )
    await store.add_seat(gid, "3", "ann")
    await store.add_seat(gid, "cpu:1", "Computer 1 (strong)", "strong")
    await store.add_seat(gid, "4", "bob")
    seats = await store.seats(gid)
    assert [s.policy for s in seats] == [None, "strong", None]
    # A person's seat handed to a computer remembers the level; handed back, it forgets it.
    await store.set_seat_user(gid, "4", None, policy="heuristic")
    bob = (await store.seats(gid))[2]
    assert bob.is_cpu and bob.policy == "heuristic"
    await store.set_seat_user(gid, "4", "5", "cy")
    assert (await store.seats(gid))[2].policy is None
    # The stand-in's level: strong unless the host chose; only known levels are stored.
    current = await store.game_settings(gid)
    assert current.computer_level == "strong"
    await store.put_game_settings(gid, validate_settings(current, computer_level="heuristic"))
    assert (await store.game_settings(gid)).computer_level == "heuristic"
    with pytest.raises(UserFacing):
        validate_settings(current, computer_level="random")
    # A server's level for its new games: strong until set, then its own (servers apart).
    big = 2**62  # Discord ids need 64 bits
    assert await store.server_computer_level(big) == "strong"
    await store.put_server_computer_level(big, "heuristic")
    await store.put_server_computer_level(big + 1, "strong")
    assert await store.server_computer_level(big) == "heuristic"
    await store.put_server_computer_level(big, "strong")
    assert await store.server_computer_level(big) == "strong"
    assert await store.server_computer_level(big + 1) == "strong"


async def test_a_server_setting_chooses_the_stand_in_level_of_its_new_games(simcord_env, jobs):
    """Issue: deadline stand-ins and /game replace use the strong player by default, and a
    server setting can choose. Only Manage Server may change it; a game's host still can per
    game, and games already made keep theirs."""
    import discord

    table = Table(simcord_env, n=2)
    alice, bob = table.players
    mods = table.guild.create_role("mods", permissions=discord.Permissions(manage_guild=True))
    mod = table.guild.add_member(simcord_env.create_user("mod"), roles=[mods])
    storage = simcord_env.bot.storage
    _, before = await _lobby(table, alice)
    # Not a manager: refused in plain words, nothing changed.
    refused = await bob.slash(table.channel, "game server_settings", computer_level="heuristic")
    assert "Manage Server" in refused.response.content and refused.response.ephemeral
    assert await storage.server_computer_level(table.guild.id) == "strong"
    shown = await mod.slash(table.channel, "game server_settings")
    assert "the computer that plays for someone: strong" in shown.response.content
    saved = await mod.slash(table.channel, "game server_settings", computer_level="heuristic")
    assert "the computer that plays for someone: easy" in saved.response.content
    assert saved.response.ephemeral
    # A new game takes the server's level; the earlier one keeps the default.
    lobby, thread = await _lobby(table, alice)
    assert (await storage.game_settings(_game_id(thread))).computer_level == "heuristic"
    assert (await storage.game_settings(_game_id(before))).computer_level == "strong"
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    result = await alice.slash(thread, "game replace", seat=str(bob.id))
    assert result.acknowledged
    assert [(job.player, job.policy) for job in jobs] == [(str(bob.id), "heuristic")]
    refusals(simcord_env)
