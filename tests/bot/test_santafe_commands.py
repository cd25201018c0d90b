"""Santa Fe's own side of the bot: its slash commands (/santafe pass, /santafe track) on the
toy engine standing in for Santa Fe's (fast, predictable deals), and its real engine's moves at
deadlines and catch-up digest. The platform's tests play the neutral games."""

from __future__ import annotations

import pytest

from tests.bot.helpers import Table, refusals
from tests.bot.test_cadence import later, thread_texts


async def test_out_of_turn_and_illegal_commands_change_nothing(simcord_env):
    table = Table(simcord_env, n=2)
    game_id, _, thread = await table.open_game(game="santafe", seats=2)
    alice, bob = table.players
    # Passing during the choose phase: refused with the rule, nothing stored.
    result = await alice.slash(thread, "santafe pass")
    assert result.ephemeral and result.response.content.startswith("Not allowed: Rule 5")
    assert await simcord_env.bot.storage.actions(game_id) == []
    for member in table.players:
        await table.play_dm(member)
    view = await table.view(game_id)
    other = bob if view["to_move"] == str(alice.id) else alice
    mover = table.by_id[view["to_move"]]
    # Out of turn: the answer says whose turn it is (a public decision).
    result = await other.slash(thread, "santafe pass")
    whose = f"It is not your turn: the game is waiting for {mover.user.name}."
    assert result.ephemeral and result.response.content == whose
    # A placement typed by hand out of turn: whose turn it is, not "pick a suggestion"; the
    # one suggestion says it too, and sent as it is gets the same answer.
    result = await other.slash(thread, "santafe track", to="colby~dover>dover>")
    assert result.response.content == whose
    offered = await other.autocomplete(thread, "santafe track", "to", "")
    assert [c["name"] for c in offered] == [whose]
    result = await other.slash(thread, "santafe track", to=offered[0]["value"])
    assert result.response.content == whose
    # A reference out of turn (their move count, any move): whose turn it is, not "that
    # choice is no longer possible".
    result = await other.slash(thread, "santafe track", to="1.0badc0de")
    assert result.response.content == whose
    # A placement typed by hand (not one of the suggestions) is refused before the engine.
    result = await mover.slash(thread, "santafe track", railroad="SF", to="colby~dover>dover>")
    assert result.ephemeral and "suggestions" in result.response.content
    assert len(await simcord_env.bot.storage.actions(game_id)) == 2
    assert len(refusals(simcord_env)) == 6


async def test_odd_values_in_santafe_track_get_a_short_answer(simcord_env):
    table = Table(simcord_env, n=2)
    game_id, _, thread = await table.open_game(game="santafe", seats=2)
    alice = table.players[0]
    for value in ("x" * 3000, "SF\n\x00", "🚂" * 50):
        result = await alice.slash(thread, "santafe track", railroad=value, to=value)
        assert result.ephemeral and len(result.response.content) < 200
    assert await simcord_env.bot.storage.actions(game_id) == []
    refusals(simcord_env)


@pytest.mark.real_engine
async def test_real_engine_deadlines_and_catch_up(simcord_env, board_calls):
    """Bob never moves: the real heuristic moves for him at each deadline, and alice's
    catch-up digest reads the real engine's public events."""
    table = Table(simcord_env, n=2)
    alice, bob = table.players
    me, him = str(alice.id), str(bob.id)
    game_id, _, thread = await table.open_game(game="santafe", seats=2)
    await alice.slash(thread, "game settings", deadline_hours=24, bank_hours=0)
    for _ in range(60):
        view = await table.view(game_id)
        if view["round"] >= 3 and view["phase"] == "choose" and me in view["active_players"]:
            break
        if me not in view["active_players"]:
            await later(simcord_env, 24.1)  # bob's deadline
            continue
        if view["phase"] in ("choose", "exchange", "draw"):
            await table.play_dm(alice)
            continue
        async with simcord_env.bot.sessions.open(game_id) as s:
            legal = s.game.legal_actions(me)
        if any(a["type"] == "track" for a in legal):
            await table.track_by_command(alice, thread)
        else:
            await alice.slash(thread, "santafe pass")
    else:
        raise AssertionError("the game did not move on")
    actions = await simcord_env.bot.storage.actions(game_id)
    assert {a.actor for a in actions if a.player == him} == {"cpu:deadline"}
    assert any("Deadline passed: the computer moved for bob" in c for c in thread_texts(thread))
    # Sealed choices made for bob are not named in the thread before the reveal.
    moved_lines = [c for c in thread_texts(thread) if c.startswith("Deadline passed")]
    assert all("Play " not in c for c in moved_lines)

    # Alice chooses her card for the round; bob's deadline passes; the cards are revealed.
    view = await table.view(game_id)
    assert view["phase"] == "choose" and me in view["active_players"]
    await table.play_dm(alice)
    await later(simcord_env, 24.1)
    board_calls.clear()
    result = await alice.slash(thread, "game since")
    message = result.followups[-1] if result.followups else result.response
    assert result.ephemeral and "Since your last move" in message.content
    assert f"Round {view['round']}: alice played " in message.content
    assert " bob played " in message.content
    assert message.attachments and board_calls[-1]["previous"]["viewer"] is None
    refusals(simcord_env)
