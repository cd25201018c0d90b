"""One process at scale: games load on first use (the same game a full replay gives), the
sessions cache lets idle games go without losing a move, due waits come from their stored due
times, autocomplete reads a limited, indexed page, and memory settles after start-up."""

from __future__ import annotations

import asyncio
import gc
from types import SimpleNamespace
from typing import Any

import pytest

from bot import plugins
from bot.core import GC_MIDDLE_THRESHOLD, GC_YOUNG_THRESHOLD, freeze_modules, settle_memory
from bot.lookup import MAX_AUTOCOMPLETE, choice_label, game_autocomplete
from bot.sessions import Sessions
from bot.storage import GameSettings, Storage
from engine.core import canonical
from tests.bot.conftest import custom_ids
from tests.bot.helpers import Table, refusals

HOUR = 3600.0


async def views(env: Any, game_id: int) -> dict[str, str]:
    """Every seat's view and the spectator's, as canonical JSON, and the moves per seat."""
    async with env.bot.sessions.open(game_id) as s:
        out = {str(p): canonical(s.game.view(p)) for p in [None, *s.loaded.players]}
        out["tokens"] = canonical({p: s.loaded.token(p) for p in s.loaded.players})
        out["seq"] = str(s.loaded.seq)
        return out


async def replayed(env: Any, game_id: int) -> dict[str, str]:
    """The same, from a full replay of the stored log (no cache involved)."""
    storage = env.bot.storage
    row = await storage.game(game_id)
    seats = await storage.seats(game_id)
    stored = await storage.actions(game_id)
    players = [seat.player for seat in seats]
    game = plugins.get(row.game).replay(players, row.seed, row.options, stored)
    out = {str(p): canonical(game.view(p)) for p in [None, *players]}
    out["tokens"] = canonical({p: sum(a.player == p for a in stored) for p in players})
    out["seq"] = str(stored[-1].seq if stored else 0)
    return out


async def play_some(table: Table, game_id: int, moves: int) -> None:
    for _ in range(moves):
        view = await table.view(game_id)
        if view["phase"] == "over":
            return
        member = table.by_id[view["active_players"][0]]
        if view["phase"] in ("choose", "exchange", "draw"):
            await table.play_dm(member)
        else:
            await table.move_by_command(member, table.channel.threads[-1])


# ------------------------------------------------------------------ load on first use
async def test_a_restart_loads_no_game_until_it_is_used(simcord_env, make_bot):
    table = Table(simcord_env, n=2)
    games = []
    for _ in range(3):
        game_id, _, _ = await table.open_game(seats=2)
        games.append(game_id)
        await table.play_dm(table.players[0])
    before = {g: await views(simcord_env, g) for g in games}
    bot = make_bot()
    await simcord_env.restart_bot(bot)
    await simcord_env.settle()
    # Every game was settled before the restart and waits on a person: none is loaded.
    assert bot.sessions.live() == 0
    for game_id in games:
        assert await replayed(simcord_env, game_id) == before[game_id]
        assert await views(simcord_env, game_id) == before[game_id]
    assert bot.sessions.live() == len(games)
    # The engine keeps no log of its own: the stored one is the only copy.
    async with bot.sessions.open(games[0]) as s:
        assert s.game._log is None
    refusals(simcord_env)


async def test_a_restart_resumes_games_left_unsettled_or_on_a_computer(simcord_env, make_bot):
    table = Table(simcord_env, n=2)
    alice, _bob = table.players
    settled, _, _ = await table.open_game(seats=2)
    unsettled, _, _ = await table.open_game(seats=2)
    await table.play_dm(alice)
    storage = simcord_env.bot.storage
    # As if the bot died after storing a move, before its effects: the marker lags, and the
    # game is listed among the unsettled ones (as a stored move lists it).
    await storage._write(
        ("UPDATE games SET settled_seq = -1 WHERE id = ?", (unsettled,)),
        storage._unsettle(unsettled),
    )
    bot = make_bot()
    await simcord_env.restart_bot(bot)
    await simcord_env.settle()
    assert set(bot.sessions._cache) == {unsettled}
    assert await storage.games_unsettled() == []
    assert (await storage.game(settled)).settled_seq == (await storage.game(settled)).last_seq
    refusals(simcord_env)


# ------------------------------------------------------------------ eviction
async def test_eviction_loses_no_move_and_reloads_the_same_game(simcord_env):
    """Two games, room for one: every move on one lets the other go. Each reload is the game
    as it was (the mirror that saw every move), and every move is stored."""
    from bot.picker import action_ref

    bot = simcord_env.bot
    bot.sessions.capacity = 1
    table = Table(simcord_env, n=2)
    games = {}
    for _ in range(2):
        game_id, _, thread = await table.open_game(seats=2)
        async with bot.sessions.open(game_id) as s:
            mirror = plugins.get("toyrails").new_game(s.loaded.players, s.row.seed, s.row.options)
        games[game_id] = (thread, mirror)
    moves = 0
    for _ in range(6):
        for game_id, (thread, mirror) in games.items():
            if mirror.is_over:
                continue
            player = mirror.active_players()[0]
            action = mirror.legal_actions(player)[0]
            async with bot.sessions.open(game_id) as s:
                assert canonical(s.game.view(player)) == canonical(mirror.view(player))
                token = s.loaded.token(player)
            result = await table.by_id[player].slash(
                thread, "game move", move=action_ref(token, action), game=str(game_id)
            )
            assert result.acknowledged
            mirror.apply(player, action)
            moves += 1
            assert bot.sessions.live() <= 1 + len(bot.effects.pending)
    assert moves >= 8
    for game_id, (_, mirror) in games.items():
        now = await views(simcord_env, game_id)
        assert now == await replayed(simcord_env, game_id)
        assert now["None"] == canonical(mirror.view(None))
    refusals(simcord_env)


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


async def new_active_game(store: Storage, guild: int = 1, players=("1", "2")) -> int:
    gid = await store.create_game(
        guild_id=guild, channel_id=1, host_id=1, game="toyrails", options={}, seed=5, max_seats=4
    )
    for player in players:
        await store.add_seat(gid, player, f"p{player}")
    await store.update_game(gid, status="active")
    return gid


@pytest.fixture
async def store(tmp_path):
    s = await Storage.open(tmp_path / "cache.sqlite3")
    yield s
    await s.close()


async def test_the_cache_keeps_the_recent_games_and_never_one_in_use(store):
    clock = Clock()
    sessions = Sessions(store, capacity=2, idle_seconds=60, clock=clock)
    a, b, c, d = [await new_active_game(store) for _ in range(4)]
    for gid in (a, b, c):
        async with sessions.open(gid):
            pass
    assert list(sessions._cache) == [b, c]  # the least recently used went
    # A game held (or awaited) is never let go, however old.
    entered = asyncio.Event()
    release = asyncio.Event()

    async def hold_b() -> None:
        async with sessions.open(b):
            entered.set()
            await release.wait()

    holder = asyncio.create_task(hold_b())
    await entered.wait()
    waiting = sessions.open(b)
    waiter = asyncio.create_task(waiting.__aenter__())
    await asyncio.sleep(0)
    clock.now = 1000.0
    for gid in (c, d, a):
        async with sessions.open(gid):
            pass
    assert b in sessions._cache and sessions.lock(b).locked()
    assert set(sessions._cache) == {a, b}  # b stays: in use, however long ago it was opened
    release.set()
    await holder
    session = await waiter  # the waiter got the same lock and the same game
    assert session.loaded is sessions._cache[b]
    await waiting.__aexit__(None, None, None)
    assert list(sessions._cache) == [a, b]
    # Idle games go at the next trim; a game `keep` names stays.
    sessions.keep = lambda gid: gid == a
    clock.now = 5000.0
    assert sessions.trim() == 1
    assert list(sessions._cache) == [a]
    sessions.keep = lambda gid: False
    assert sessions.trim() == 1 and sessions.live() == 0
    assert sessions._locks == {}  # no lock is kept for a game that left


async def test_eviction_never_loses_a_move(store):
    """Moves on games that are let go and reloaded between every move: each reload is the game
    a full replay gives, and every move is in the log."""
    clock = Clock()
    sessions = Sessions(store, capacity=1, idle_seconds=60, clock=clock)
    games = [await new_active_game(store, players=("1", "2", "3")) for _ in range(3)]
    mirrors = {}
    plugin = plugins.get("toyrails")
    for gid in games:
        mirrors[gid] = plugin.new_game(["1", "2", "3"], 5, {})
    cpu = plugin.computer_player(1)
    for _ in range(30):
        for gid in games:
            if mirrors[gid].is_over:
                continue
            async with sessions.open(gid) as s:
                game = s.active
                player = game.active_players()[0]
                action = cpu.choose(game, player)
                await s.apply(player, action, s.loaded.token(player))
                mirrors[gid].apply(player, action)
                s.loaded.outcomes.clear()  # announced (there is no bot here)
            assert sessions.live() == 1
            clock.now += 1
    for gid in games:
        stored = await store.actions(gid)
        assert len(stored) > 10
        async with sessions.open(gid) as s:
            assert canonical(s.game.view(None)) == canonical(mirrors[gid].view(None))
            for p in ("1", "2", "3"):
                assert canonical(s.game.view(p)) == canonical(mirrors[gid].view(p))
                assert s.loaded.token(p) == sum(a.player == p for a in stored)


# ------------------------------------------------------------------ due reminders
async def test_a_shorter_reminder_setting_is_due_at_once(simcord_env):
    """A wait's due time is stored when it starts; changing the settings makes the check look
    again, so the new, earlier reminder is not missed."""
    table = Table(simcord_env, n=2)
    alice, bob = table.players
    game_id, _, _ = await table.open_game(seats=2)
    await table.play_dm(alice)
    storage = simcord_env.bot.storage
    (wait,) = await storage.waits(game_id)
    assert wait.due_at == int(wait.started_at.timestamp() + 12 * HOUR)
    await simcord_env.advance_time(2.5 * HOUR)
    await simcord_env.bot.cadence.tick()
    assert not [m for m in bob.user.dm_channel.history() if "Reminder" in m.content]
    await storage.put_game_settings(game_id, GameSettings(reminder_hours=2, deadline_hours=None))
    await simcord_env.bot.cadence.tick()
    await simcord_env.settle()
    sent = [m for m in bob.user.dm_channel.history() if "Reminder" in m.content]
    assert len(sent) == 1
    (wait,) = await storage.waits(game_id)
    # The next: the second reminder, 24 hours after the first was due.
    assert wait.reminded == 1
    assert wait.due_at == int(wait.started_at.timestamp() + (2 + 24) * HOUR)
    refusals(simcord_env)


# ------------------------------------------------------------------ components
async def test_replies_with_components_leave_no_timer_behind(simcord_env):
    """Clicks are routed by custom id, so the bot's replies with buttons or menus (a private
    hand, a panel) start no per-message tracking: discord.py would keep a 15-minute timer task
    for each ephemeral one, thousands on a busy server (and each slowed every later step of
    the simulated Discord)."""
    table = Table(simcord_env, n=2)
    alice, _ = table.players
    _, _, thread = await table.open_game(seats=2)
    for _ in range(3):
        hand = await alice.slash(thread, "game hand")
        assert hand.ephemeral and custom_ids(hand.response)
    await simcord_env.settle()
    timers = [
        t
        for t in asyncio.all_tasks()
        if "timeout_task" in getattr(t.get_coro(), "__qualname__", "")
    ]
    assert timers == []
    store = simcord_env.bot._connection._view_store
    assert not store._synced_message_views
    # The buttons still work: routed by their custom ids.
    assert (await table.play_dm(alice)).acknowledged
    refusals(simcord_env)


# ------------------------------------------------------------------ autocomplete
def reference(rows: list[Any], mine: set[int], current: str, locale: Any) -> list[str]:
    """The autocomplete as it was: every open game of the server, filtered in Python."""
    rows = sorted(rows, key=lambda r: (r.id not in mine, -r.id))
    out = []
    for row in rows:
        name = f"#{row.id} {choice_label(row.game, row.status, locale)}"
        if current.lower() in name.lower():
            out.append(str(row.id))
    return out[:MAX_AUTOCOMPLETE]


async def test_autocomplete_lists_the_games_it_always_listed(store):
    ids = []
    for n in range(60):
        gid = await new_active_game(
            store, guild=1 if n % 7 else 2, players=("5", "6") if n % 3 else ("6", "7")
        )
        ids.append(gid)
        if n % 4 == 0:
            await store.update_game(gid, status="lobby")
        if n % 11 == 0:
            await store.update_game(gid, status="over")
    typed_values = [
        "",
        "#",
        "1",
        "#1",
        "#12",
        "12",
        "2 ",
        "#2 s",
        "3 toy",
        "tOy",
        "ls (",
        "(lob",
        "active)",
        "x",
        " s",
        "1 ",
        "#60 toy rails (active)",
        "9 ls",
    ]
    for user in ("5", "7", "99"):
        client = SimpleNamespace(storage=store)
        interaction = SimpleNamespace(
            client=client, guild_id=1, user=SimpleNamespace(id=int(user)), locale=None
        )
        every = await store.games(guild_id=1)
        mine = {r.id for r in await store.games(guild_id=1, player=user)}
        for typed in typed_values:
            got = [c.value for c in await game_autocomplete(interaction, typed)]
            assert got == reference(every, mine, typed, None), (user, typed)


# ------------------------------------------------------------------ memory
def test_memory_settles_after_start_up():
    before = gc.get_threshold()
    try:
        freeze_modules()
        assert gc.get_freeze_count() > 0
        # What is alive once ready is frozen too (counting would not do: a frozen object
        # that dies, in another thread say, leaves the count).
        alive = [[n] for n in range(100)]
        assert any(o is alive for o in gc.get_objects())
        settle_memory()
        assert not any(o is alive for o in gc.get_objects())
        assert gc.get_threshold()[:2] == (GC_YOUNG_THRESHOLD, GC_MIDDLE_THRESHOLD)
    finally:
        gc.unfreeze()
        gc.set_threshold(*before)


def test_cache_settings_from_the_environment():
    from bot.settings import SettingsError, load_settings

    default = load_settings({}, dotenv=None)
    assert (default.cache_games, default.cache_idle) == (500, 900.0)
    mine = load_settings(
        {"WHISTLESTOP_CACHE_GAMES": "250", "WHISTLESTOP_CACHE_IDLE": "60"}, dotenv=None
    )
    assert (mine.cache_games, mine.cache_idle) == (250, 60.0)
    for wrong in ("0", "-3", "many", "1.5"):
        with pytest.raises(SettingsError, match="WHISTLESTOP_CACHE_GAMES"):
            load_settings({"WHISTLESTOP_CACHE_GAMES": wrong}, dotenv=None)
