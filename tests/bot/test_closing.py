"""A finished decision never stays a question: when a game ends, is cancelled, or a seat is
handed over (replaced, resigned), every live prompt of it is closed: a DM says what was chosen
or why nothing is asked any more and offers nothing; a thread ping keeps its words and loses its
button. Durably: an edit Discord fails is tried again, also after a restart."""

from __future__ import annotations

from typing import Any

from tests.bot.conftest import custom_ids
from tests.bot.helpers import Table, refusals


async def _view(env: Any, game_id: int) -> dict[str, Any]:
    async with env.bot.sessions.open(game_id) as s:
        return s.game.view(None)


def _prompts(member: Any) -> list[Any]:
    """The member's DMs that were prompts (named the game and asked or answered something)."""
    return [m for m in member.user.dm_channel.history() if "Toy Rails #" in (m.content or "")]


def _live(messages: list[Any]) -> list[Any]:
    """Messages that still offer something (a select or a button)."""
    return [m for m in messages if custom_ids(m)]


async def _until(env: Any, table: Table, game_id: int, thread: Any, stop: Any) -> None:
    """Moves by /game move (never from the prompts themselves) until `stop(view)`."""
    for _ in range(300):
        view = await _view(env, game_id)
        if stop(view):
            return
        member = table.by_id[view["active_players"][0]]
        await table.move_by_command(member, thread)
    raise AssertionError("never got there")


async def test_the_end_closes_every_live_prompt(simcord_env):
    env = simcord_env
    table = Table(env, n=2)
    game_id, _, thread = await table.open_game(seats=2, options="rounds=1")
    await _until(env, table, game_id, thread, lambda view: view["over"])
    # The moves were made by command, never from the prompts: the last one was still asking.
    closed = []
    for member in table.players:
        prompts = _prompts(member)
        assert prompts and not _live(prompts), [m.content for m in _live(prompts)]
        assert not any("Your decision" in m.content for m in prompts)
        closed += [m.content for m in prompts if m.content.endswith("The game is over.")]
    assert len(closed) == 1 and "Your choice: Draw a city card. The game is over." in closed[0]
    buttons = " ".join(i for m in thread.history() for i in custom_ids(m))
    assert ":panel:" not in buttons and ":hand:" not in buttons
    async with env.bot.sessions.open(game_id) as s:
        for player in s.loaded.players:
            sent = await env.bot.storage.get_message(game_id, "prompt", player)
            assert sent is None or sent[2].startswith("done:")
    assert await env.bot.storage.closes_owed() == []
    refusals(env)


async def test_a_cancelled_game_closes_dms_and_pings(simcord_env):
    env = simcord_env
    table = Table(env, n=2)
    game_id, _, thread = await table.open_game(seats=2)
    await _until(env, table, game_id, thread, lambda view: view["phase"] == "track")
    pings = [m for m in thread.history() if ":panel:" in " ".join(custom_ids(m))]
    assert pings  # the player to move was pinged, with the button that opens the picker
    await table.players[0].slash(thread, "game cancel")
    for member in table.players:
        assert not _live(_prompts(member))
    assert not [m for m in thread.history() if ":panel:" in " ".join(custom_ids(m))]
    refusals(env)


async def test_a_seat_handed_over_closes_its_members_prompt(simcord_env):
    env = simcord_env
    table = Table(env, n=3)
    alice, bob, _ = table.players
    dave = table.guild.add_member(env.create_user("dave"))
    game_id, _, thread = await table.open_game(seats=3)
    assert _live(_prompts(bob))  # the secret card of the first round is asked of everyone
    await bob.slash(thread, "game resign")  # a computer takes the seat
    assert not _live(_prompts(bob))
    assert "someone else plays this seat now" in _prompts(bob)[-1].content
    await _until(env, table, game_id, thread, lambda view: view["phase"] == "track")
    view = await _view(env, game_id)
    mover = view["active_players"][0]
    pinged = [
        m
        for m in thread.history()
        if ":panel:" in " ".join(custom_ids(m)) and f"<@{mover}>" in (m.content or "")
    ]
    assert pinged
    done = await alice.slash(thread, "game replace", seat=mover, **{"with": dave})
    assert "handed over" in done.response.content
    # The old member's ping offers nothing; the new member is pinged with a live button.
    old = next(m for m in thread.history() if m.id == pinged[-1].id)
    assert not custom_ids(old)
    fresh = [m for m in thread.history() if f"<@{dave.id}>" in (m.content or "")]
    assert fresh and custom_ids(fresh[-1])
    refusals(env)


async def test_a_closing_discord_fails_is_carried_out_after_a_restart(simcord_env, make_bot):
    env = simcord_env
    table = Table(env, n=2)
    _game_id, _, thread = await table.open_game(seats=2)
    dms = {m.user.dm_channel.id for m in table.players}
    for channel in dms:
        env.inject_error("PATCH", f"/channels/{channel}/messages/*", status=503, times=1)
    await table.players[0].slash(thread, "game cancel")
    owed = await env.bot.storage.closes_owed()
    assert {c.channel_id for c in owed} == dms  # kept: Discord failed the edits
    for member in table.players:
        assert _live(_prompts(member))  # the secret card asked of everyone, still offered
    await env.restart_bot(make_bot())
    assert await env.bot.storage.closes_owed() == []
    for member in table.players:
        prompts = _prompts(member)
        assert not _live(prompts) and "was cancelled" in prompts[-1].content
    env.errors  # noqa: B018 - the failures were injected


def test_a_closed_dm_says_what_was_chosen_or_that_nothing_was():
    """The words of a DM prompt closed at the end: what the player chose for it (they moved
    since it was sent), else that the game ended before their decision; in their language."""
    from bot.closing import Closer
    from bot.prompts import Prompts
    from bot.readers import Readers
    from tests.bot.fakegame import FakeGame
    from tests.obligations.offline import offline_session

    game = FakeGame(["p0", "p1"], 3, {})
    s = offline_session(game, "fr")
    readers = Readers(None)  # type: ignore[arg-type]
    prompts = Prompts(client=None, storage=None, readers=readers, poster=None)  # type: ignore[arg-type]
    closer = Closer(client=None, storage=None, readers=readers, prompts=prompts)  # type: ignore[arg-type]
    action = game.legal_actions("p0")[0]
    game.apply("p0", action)
    s.loaded.counts["p0"] = 1
    s.loaded.last_actions["p0"] = action
    # A prompt's stored key ends with the player's move count when it was sent.
    asked = closer._text(s, "p0", "round1:1", "over")
    assert asked.endswith(
        "la partie s'est terminée avant cette décision\u202f: on ne vous demande plus rien."
    )
    done = closer._text(s, "p0", "round1:0", "over")
    assert done.endswith("La partie est terminée.") and "Votre choix" in done
