"""Santa Fe's own slash commands (/santafe pass, /santafe track) on the toy engine standing in
for Santa Fe's (fast, predictable deals): the platform's tests play the neutral games."""

from __future__ import annotations

from tests.bot.helpers import Table, refusals


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
    # A placement typed by hand out of turn: whose turn it is, not "pick a suggestion" (the
    # suggestions list is empty for them).
    result = await other.slash(thread, "santafe track", to="colby~dover>dover>")
    assert result.response.content == whose
    assert await other.autocomplete(thread, "santafe track", "to", "") == []
    # A placement typed by hand (not one of the suggestions) is refused before the engine.
    result = await mover.slash(thread, "santafe track", railroad="SF", to="colby~dover>dover>")
    assert result.ephemeral and "suggestions" in result.response.content
    assert len(await simcord_env.bot.storage.actions(game_id)) == 2
    assert len(refusals(simcord_env)) == 4


async def test_odd_values_in_santafe_track_get_a_short_answer(simcord_env):
    table = Table(simcord_env, n=2)
    game_id, _, thread = await table.open_game(game="santafe", seats=2)
    alice = table.players[0]
    for value in ("x" * 3000, "SF\n\x00", "🚂" * 50):
        result = await alice.slash(thread, "santafe track", railroad=value, to=value)
        assert result.ephemeral and len(result.response.content) < 200
    assert await simcord_env.bot.storage.actions(game_id) == []
    refusals(simcord_env)
