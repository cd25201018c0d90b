"""Undo beside computers: a person takes back their own last move while only computer seats
have moved since and nothing hidden was shown by those moves; the computers' moves go with it
(one undo in the log, which replaying drops) and the computers play again once the person has
moved again. Where a move since showed something, the answer says which and why, in plain
words; so does the game where its own moves always show something. A computer still thinking
when the undo lands never plays its move on the undone position; the computers' delay
(WHISTLESTOP_CPU_DELAY) is time in which the undo is a plain one."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bot import plugins
from bot.thinking import Job
from tests.bot.helpers import Table, refusals

UNDONE = "Your last move is taken back"
# Virtual seconds beyond what a settling of the simulated Discord runs through (tests/bot/
# conftest.py SETTLE_GUARD): a wait this long lasts until the test advances the clock.
THINK = 1000.0


async def _game(env: Any, game_id: int) -> Any:
    async with env.bot.sessions.open(game_id) as s:
        return s.game


async def _view(env: Any, game_id: int) -> dict[str, Any]:
    return (await _game(env, game_id)).view(None)


async def _log(env: Any, game_id: int) -> list[Any]:
    return await env.bot.storage.actions(game_id)


async def _replayed(env: Any, game_id: int) -> dict[str, Any]:
    """The game as its stored log rebuilds it (what a restart loads)."""
    async with env.bot.sessions.open(game_id) as s:
        plugin = plugins.get(s.row.game)
        assert plugin is not None
        stored = await env.bot.storage.actions(game_id)
        return plugin.replay(s.loaded.players, s.row.seed, s.row.options, stored).view(None)


async def _alone_with_computers(env: Any, game: str, **opts: Any) -> tuple[Table, int, Any, Any]:
    table = Table(env, n=1)
    game_id, _, thread = await table.open_game(game=game, cpus=2, join=0, **opts)
    return table, game_id, thread, table.players[0]


async def _my_move(env: Any, table: Table, game_id: int, thread: Any, member: Any) -> None:
    """The member's move (by /game move, the first one offered)."""
    await table.move_by_command(member, thread)


async def _until_mine(env: Any, game_id: int, member: Any, want: Any = None) -> None:
    for _ in range(50):
        game = await _game(env, game_id)
        me = str(member.id)
        if game.legal_actions(me) and (want is None or want(game.view(None))):
            return
        await env.settle()
    raise AssertionError("never my turn")


# --------------------------------------------------------------------- the platform's toy
async def test_undo_takes_back_the_computers_moves_and_they_play_again(simcord_env, make_bot):
    env = simcord_env
    table, game_id, thread, alice = await _alone_with_computers(env, "toyrails")
    await table.play_dm(alice)  # the first round's card: revealed once everyone has chosen
    await _until_mine(env, game_id, alice, lambda v: v["phase"] == "track")
    before = await _view(env, game_id)
    moves_before = len(await _log(env, game_id))
    await _my_move(env, table, game_id, thread, alice)
    stored = await _log(env, game_id)
    computers = [a for a in stored[moves_before + 1 :] if a.player.startswith("cpu:")]
    assert computers and len(stored) == moves_before + 1 + len(computers)
    undone = await alice.slash(thread, "game undo")
    n = len(computers)
    assert undone.ephemeral and undone.response.content.startswith(UNDONE)
    assert f"the {n} computer moves after it" in undone.response.content or n == 1
    # One undo in the log takes back all of them; the game is where it was before her move.
    stored = await _log(env, game_id)
    assert stored[-1].action == {"type": "__undo__", "moves": 1 + n}
    assert await _view(env, game_id) == before == await _replayed(env, game_id)
    assert any("took back their last move" in (m.content or "") for m in thread.history())
    # She moves again; the computers play again, afresh, on the new position.
    await _my_move(env, table, game_id, thread, alice)
    again = await _log(env, game_id)
    assert len(again) >= len(stored) + 1 + n
    assert all(a.player.startswith("cpu:") for a in again[len(stored) + 1 :][:n])
    await env.restart_bot(make_bot())
    assert await _view(env, game_id) == await _replayed(env, game_id)
    refusals(env)


async def test_undo_is_refused_with_the_reason_when_a_computer_showed_something(simcord_env):
    env = simcord_env
    table, game_id, thread, alice = await _alone_with_computers(env, "toyrails")
    await table.play_dm(alice)
    # Her last tile of the round: the computers' moves after it end the round with draws.
    for _ in range(10):
        await _until_mine(env, game_id, alice)
        view = await _view(env, game_id)
        if view["phase"] != "track":
            await table.play_dm(alice)
            continue
        count = len(await _log(env, game_id))
        await _my_move(env, table, game_id, thread, alice)
        later = (await _log(env, game_id))[count + 1 :]
        if any(a.action.get("type") == "draw" for a in later):
            break
    else:
        raise AssertionError("no computer drew after her move")
    stored = len(await _log(env, game_id))
    refused = await alice.slash(thread, "game undo")
    assert refused.ephemeral
    assert refused.response.content.startswith("Your last move cannot be taken back: Computer")
    assert "moved after it, and it showed something hidden" in refused.response.content
    assert len(await _log(env, game_id)) == stored
    refusals(env)


async def test_a_computer_thinking_when_the_undo_lands_never_plays_on_the_undone_position(
    simcord_env, monkeypatch
):
    env = simcord_env
    table, game_id, thread, alice = await _alone_with_computers(env, "toyrails")
    await table.play_dm(alice)
    await _until_mine(env, game_id, alice, lambda v: v["phase"] == "track")
    thinking = env.bot.thinking
    real = thinking.choose
    slow: list[str] = []

    async def choose(job: Job) -> dict[str, Any]:
        # The second computer thinks for a long while (virtual time, beyond what a settling
        # of the simulated Discord runs through): the undo lands meanwhile.
        if job.player == "cpu:2" and not slow:
            slow.append(job.player)
            await asyncio.sleep(THINK)
        return await real(job)

    monkeypatch.setattr(thinking, "choose", choose)
    count = len(await _log(env, game_id))
    await _my_move(env, table, game_id, thread, alice)
    stored = await _log(env, game_id)
    if not slow:
        pytest.skip("the second computer had nothing to think about after her move")
    # The first computer has moved; the second is thinking: the undo takes back two moves.
    assert [a.player for a in stored[count:]] == [str(alice.id), "cpu:1"]
    undone = await alice.slash(thread, "game undo")
    assert "the computer's move after it" in undone.response.content
    await env.advance_time(THINK + 1)  # the second computer's thinking ends
    after = await _log(env, game_id)
    assert after[-1].action == {"type": "__undo__", "moves": 2}  # its move was not applied
    assert str(alice.id) in (await _view(env, game_id))["active_players"]
    refusals(env)


async def test_the_computers_delay_is_time_for_a_plain_undo(simcord_env):
    env = simcord_env
    table, game_id, thread, alice = await _alone_with_computers(env, "toyrails")
    # WHISTLESTOP_CPU_DELAY (2 s by default): here longer than a settling runs through, so the
    # undo lands while the computers wait.
    env.bot.flow.cpu_delay = THINK
    await table.play_dm(alice)
    await env.advance_time(THINK + 1)
    await _until_mine(env, game_id, alice, lambda v: v["phase"] == "track")
    count = len(await _log(env, game_id))
    await _my_move(env, table, game_id, thread, alice)
    assert len(await _log(env, game_id)) == count + 1  # the computers wait their delay
    undone = await alice.slash(thread, "game undo")
    assert undone.response.content == "Your last move is taken back."
    await env.advance_time(THINK + 1)  # their delay passes: nothing lands on her position
    assert (await _log(env, game_id))[-1].action == {"type": "__undo__"}
    assert str(alice.id) in (await _view(env, game_id))["active_players"]
    refusals(env)


# --------------------------------------------------------------------------- each game
async def _play_until(
    env: Any, table: Table, game_id: int, thread: Any, member: Any, want: Any
) -> None:
    """The member's moves (the first one offered) until `want(view)` holds on their turn."""
    for _ in range(200):
        await _until_mine(env, game_id, member)
        if want(await _view(env, game_id)):
            return
        await _my_move(env, table, game_id, thread, member)
    raise AssertionError("never got there")


@pytest.mark.real_engine
async def test_santa_fe_undo_beside_computers_and_the_refusal_after_a_reveal(simcord_env):
    env = simcord_env
    table, game_id, thread, alice = await _alone_with_computers(env, "santafe")
    await _play_until(env, table, game_id, thread, alice, lambda v: v["phase"] == "track")
    # Her tile of the first track-laying turn, then the computers' tiles: all taken back.
    before = await _view(env, game_id)
    count = len(await _log(env, game_id))
    await _my_move(env, table, game_id, thread, alice)
    later = (await _log(env, game_id))[count + 1 :]
    assert later and all(a.player.startswith("cpu:") for a in later)
    assert (await _view(env, game_id))["phase"] == "track"
    undone = await alice.slash(thread, "game undo")
    assert undone.response.content.startswith(UNDONE), undone.response.content
    assert await _view(env, game_id) == before == await _replayed(env, game_id)
    # Her tile again; then her tile of the second turn: the computers' tiles after it end the
    # track-laying of the round, and the draws follow.
    await _my_move(env, table, game_id, thread, alice)
    await _play_until(env, table, game_id, thread, alice, lambda v: v.get("track_turn") == 2)
    count = len(await _log(env, game_id))
    await _my_move(env, table, game_id, thread, alice)
    assert (await _view(env, game_id))["phase"] != "track"
    refused = await alice.slash(thread, "game undo")
    text = refused.response.content
    assert text.startswith("Your last move cannot be taken back: Computer"), text
    assert "moved after it, and it ended the track-laying turn" in text
    assert len(await _log(env, game_id)) > count + 1
    refusals(env)


async def test_card_rails_undo_of_a_cube_and_the_refusals_after_a_card_is_shown(simcord_env):
    env = simcord_env
    _, game_id, thread, alice = await _alone_with_computers(env, "cardrails")
    me = str(alice.id)
    await _until_mine(env, game_id, alice)
    # A card laid on the map, then a cube that leaves the turn going on: the cube shows
    # nothing hidden, so it may be taken back.
    found = _a_cube_that_goes_on(await _game(env, game_id), me)
    assert found is not None, "no card and cube in this deal leave the turn going on"
    card, place, build = found
    await _move(env, alice, thread, game_id, {"type": "card", "card": card})
    await _move(env, alice, thread, game_id, place)
    before = await _view(env, game_id)
    await _move(env, alice, thread, game_id, build)
    undone = await alice.slash(thread, "game undo")
    assert undone.response.content == "Your last move is taken back."
    assert await _view(env, game_id) == before == await _replayed(env, game_id)
    # The cube again; she ends her turn (her card lies on the map already): the computers'
    # turns after it each begin with a card chosen in secret, a choice that is final.
    await _move(env, alice, thread, game_id, build)
    game = await _game(env, game_id)
    if {"type": "stop"} in game.legal_actions(me):
        await _move(env, alice, thread, game_id, {"type": "stop"})
    await _until_mine(env, game_id, alice)
    refused = await alice.slash(thread, "game undo")
    assert refused.response.content.startswith("Your last move cannot be taken back: Computer")
    assert "moved after it, and it chose the card of its turn" in refused.response.content
    # Her next turn, a share: her card is discarded for all to see.
    game = await _game(env, game_id)
    card = next(a["card"] for a in game.legal_actions(me) if a["type"] == "card")
    chosen = game.clone()
    chosen.apply(me, {"type": "card", "card": card})
    share = next(a["railroad"] for a in chosen.legal_actions(me) if a["type"] == "share")
    sent = await alice.slash(thread, "cardrails share", card=card, railroad=share)
    assert sent.response.content.startswith("Move accepted"), sent.response.content
    refused = await alice.slash(thread, "game undo")
    assert refused.response.content == (
        "Your last move cannot be taken back: it showed the card of the turn (laid on the map"
        " or discarded)."
    )
    refusals(env)


def _goes_on(game: Any, player: str, action: dict[str, Any]) -> bool:
    trial = game.clone()
    events = trial.apply(player, action)
    return {e["type"] for e in events} == {"track_built"} and not events[0]["swap"]


def _a_cube_that_goes_on(game: Any, me: str) -> tuple[str, Any, Any] | None:
    for card in [a["card"] for a in game.legal_actions(me) if a["type"] == "card"]:
        chosen = game.clone()
        chosen.apply(me, {"type": "card", "card": card})
        for place in [a for a in chosen.legal_actions(me) if a["type"] == "place"]:
            laid = chosen.clone()
            laid.apply(me, place)
            for build in [a for a in laid.legal_actions(me) if a["type"] == "build"]:
                if _goes_on(laid, me, build):
                    return card, place, build
    return None


async def _move(env: Any, member: Any, thread: Any, game_id: int, action: dict[str, Any]) -> Any:
    from bot.picker import action_ref

    async with env.bot.sessions.open(game_id) as s:
        ref = action_ref(s.loaded.token(str(member.id)), action)
    done = await member.slash(thread, "game move", move=ref)
    assert done.response.content.startswith(("Move accepted", "Choice saved")), (
        done.response.content
    )
    return done


async def test_the_card_game_says_why_its_moves_stand(simcord_env):
    env = simcord_env
    table, game_id, thread, alice = await _alone_with_computers(env, "santafe-cards")
    me = str(alice.id)
    await _until_mine(env, game_id, alice)
    await _my_move(env, table, game_id, thread, alice)  # the lone cowboy, in secret
    refused = await alice.slash(thread, "game undo")
    assert refused.response.content.startswith(
        "Your last move cannot be taken back: it was a secret"
    )
    await _play_until(env, table, game_id, thread, alice, lambda v: v["phase"] == "play")
    game = await _game(env, game_id)
    start = next(a for a in game.legal_actions(me) if a["type"] == "start")
    await _move(env, alice, thread, game_id, start)
    refused = await alice.slash(thread, "game undo")
    assert refused.response.content == (
        "Your last move cannot be taken back: it put cards on the table (or passed) for everyone"
        " to see."
    )
    refusals(env)
