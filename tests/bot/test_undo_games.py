"""Undo beside computers in each real game: Santa Fe takes back a tile and the computers'
tiles after it, and refuses once the round's track-laying ended; Card Rails takes back a cube
and refuses once a card is chosen or shown; the card game says why its moves stand (each shows
cards, or is a secret choice changed by choosing again)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.bot.helpers import Table, refusals
from tests.bot.test_undo import (
    UNDONE,
    _alone_with_computers,
    _game,
    _log,
    _my_move,
    _replayed,
    _until_mine,
    _view,
)


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
