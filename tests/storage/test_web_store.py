"""The web pages' storage (migration 017), on both backends: a game's page token made once and
kept, turned off and on, renewed; a server's index switched on and off; the watched games; the
counts /metrics reports."""

from __future__ import annotations

import asyncio
import re
from datetime import datetime

from bot.storage import Storage, lookup_of

TOKEN = re.compile(r"^[A-Za-z0-9_-]{43}$")


async def new_game(store: Storage, guild: int = 7, game: str = "toyrails") -> int:
    gid = await store.create_game(
        guild_id=guild, channel_id=8, host_id=9, game=game, options={}, seed=1, max_seats=2
    )
    await store.add_seat(gid, "123", "p")
    return gid


async def test_a_page_token_is_made_once_and_kept(store):
    gid = await new_game(store)
    tokens = await asyncio.gather(*(store.page_token(gid) for _ in range(5)))
    assert len(set(tokens)) == 1 and TOKEN.match(tokens[0] or "")
    assert await store.page_token(gid) == tokens[0]
    assert await store.game_by_token(tokens[0] or "") == gid
    other = await new_game(store)
    assert await store.page_token(other) != tokens[0]


async def test_a_known_page_token_is_read_without_a_write(store, monkeypatch):
    """The pinned message asks for the link after every move: only the first ask writes."""
    gid = await new_game(store)
    token = await store.page_token(gid)
    writes: list[object] = []
    write = store._write

    async def counted(*statements):
        writes.append(statements)
        return await write(*statements)

    monkeypatch.setattr(store, "_write", counted)
    assert [await store.page_token(gid) for _ in range(3)] == [token] * 3
    await store.set_page(gid, on=False)
    assert await store.page_token(gid) is None
    assert len(writes) == 1  # turning it off; the asks only read


async def test_a_page_turned_off_renewed_and_on_again(store):
    gid = await new_game(store)
    first = await store.page_token(gid)
    assert first is not None
    assert await store.set_page(gid, on=False) is None
    # Off: the old address opens nothing, and the bot links nothing.
    assert await store.game_by_token(first) is None
    assert await store.page_token(gid) is None
    # On again: a new address; the old one stays dead.
    second = await store.set_page(gid, on=True)
    assert second is not None and second != first
    assert await store.game_by_token(first) is None and await store.game_by_token(second) == gid
    assert await store.set_page(gid, on=True) == second  # on while on: kept
    third = await store.set_page(gid, on=True, renew=True)
    assert third not in (first, second) and await store.game_by_token(second) is None
    assert await store.game_by_token(third or "") == gid
    # A game whose page was never made can be turned off before it is linked.
    fresh = await new_game(store)
    assert await store.set_page(fresh, on=False) is None and await store.page_token(fresh) is None


async def test_tokens_are_looked_up_by_their_hash(store):
    gid = await new_game(store)
    token = await store.page_token(gid)
    assert token is not None
    row = await store._fetchone("SELECT lookup FROM web_pages WHERE game_id = ?", (gid,))
    assert row is not None and row[0] == lookup_of(token) and row[0] != token
    for unknown in ("", "x" * 43, token[:-1], token.upper(), "a'; DROP TABLE games; --", "\udcff"):
        assert await store.game_by_token(unknown) is None


async def test_the_server_index_is_off_until_switched_on(store):
    assert await store.index_token(7) is None
    token = await store.set_index(7, on=True)
    assert token is not None and TOKEN.match(token)
    assert await store.set_index(7, on=True) == token
    assert await store.guild_by_token(token) == 7
    renewed = await store.set_index(7, on=True, renew=True)
    assert renewed != token and await store.guild_by_token(token) is None
    assert await store.set_index(7, on=False) is None
    assert await store.index_token(7) is None and await store.guild_by_token(renewed or "") is None


async def test_watched_games_and_page_tokens(store):
    gid = await new_game(store)
    other = await new_game(store)
    await store.update_game(gid, status="active")
    await store.append_action(gid, 1, "123", {"type": "pass"})
    await store.append_action(gid, 2, "123", {"type": "pass"})
    token = await store.page_token(gid)
    seen = await store.watched([gid, other, 999_999])
    assert set(seen) == {gid, other}
    assert (seen[gid].last_seq, seen[gid].status, seen[gid].lookup) == (
        2,
        "active",
        lookup_of(token or ""),
    )
    assert (seen[other].last_seq, seen[other].status, seen[other].lookup) == (0, "lobby", None)
    await store.set_page(gid, on=False)
    assert (await store.watched([gid]))[gid].lookup is None
    await store.page_token(other)
    assert set(await store.page_tokens([gid, other])) == {other}


async def test_counts_for_metrics(store):
    a, b, c = [await new_game(store, game=name) for name in ("toyrails", "toyrails", "trick")]
    for gid in (a, b, c):
        await store.update_game(gid, status="active")
    await store.update_game(c, status="over")
    assert await store.live_games() == {"toyrails": 2}
    # Started games are listed until their start is carried out (no move waits yet).
    assert await store.outbox() == (3, None)
    for gid in (a, b, c):
        await store.mark_announced(gid, 0)
        await store.mark_settled(gid, 0)
    assert await store.outbox() == (0, None)
    await store.append_action(a, 1, "123", {"type": "pass"})
    await store.append_action(a, 2, "123", {"type": "pass"})
    depth, oldest = await store.outbox()
    stored = await store.actions(a)
    # The oldest move waiting for its effects is the first one after the settled marker.
    assert depth == 1 and oldest == int(datetime.fromisoformat(stored[0].created_at).timestamp())
    await store.mark_announced(a, 2)
    await store.mark_settled(a, 2)
    assert await store.outbox() == (0, None)
