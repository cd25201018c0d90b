"""Every refusal of a move out of turn says whose turn it is, on every path: the ping's button
(the panel), /game move with a move of any kind (a reference, a value typed by hand, the one
suggestion made out of turn), and the autocomplete itself; and changes nothing."""

from __future__ import annotations

from tests.bot.conftest import custom_ids
from tests.bot.helpers import Table, refusals


async def test_every_path_out_of_turn_says_whose_turn_it_is(simcord_env):
    env = simcord_env
    table = Table(env, n=2)
    game_id, _, thread = await table.open_game(seats=2)
    for member in table.players:
        await table.play_dm(member)  # the secret cards; then the track is laid in turn
    view = await table.view(game_id)
    mover = table.by_id[view["to_move"]]
    other = next(m for m in table.players if m is not mover)
    whose = f"It is not your turn: the game is waiting for {mover.user.name}."
    stored = len(await env.bot.storage.actions(game_id))
    ping = next(m for m in reversed(thread.history()) if ":panel:" in " ".join(custom_ids(m)))
    answers = [(await other.click(ping, custom_id=custom_ids(ping)[0])).response.content]
    async with env.bot.sessions.open(game_id) as s:
        token = s.loaded.token(str(other.id))
    for move in (f"{token}.0badc0de", "a tile, typed by hand"):
        answers.append((await other.slash(thread, "game move", move=move)).response.content)
    offered = await other.autocomplete(thread, "game move", "move", "")
    assert [c["name"] for c in offered] == [whose]
    answers.append(
        (await other.slash(thread, "game move", move=offered[0]["value"])).response.content
    )
    assert answers == [whose] * 4
    assert len(await env.bot.storage.actions(game_id)) == stored
    assert len(refusals(env)) == 3  # (a button's refusal is answered where it is clicked)
