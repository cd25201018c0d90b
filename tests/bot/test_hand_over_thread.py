"""A seat handed over (resign, /game replace, a computer taking a left member's seat) while the
game's thread is archived or deleted: the line is posted through the poster like every other
post (unarchived, or moved to a new thread), and the command still answers (found by the soak,
seed 32: /game replace on an archived thread answered 'something went wrong')."""

from __future__ import annotations

import pytest

from tests.bot.helpers import Table, refusals


@pytest.mark.parametrize(("status", "code"), [(400, 50083), (404, 10003)])
async def test_a_resign_in_an_archived_or_deleted_thread_is_announced(simcord_env, status, code):
    table = Table(simcord_env, n=2)
    _alice, bob = table.players
    game_id, _, thread = await table.open_game(seats=2)
    simcord_env.inject_error(
        "POST", f"/channels/{thread.id}/messages", status=status, code=code, times=1
    )
    done = await bob.slash(table.channel, "game resign", game=str(game_id))
    assert done.ephemeral and "resigned" in done.response.content
    refusals(simcord_env)  # nothing unexpected raised
    said = [
        m.content
        for channel in table.channel.threads
        for m in channel.history()
        if "bob resigned; a computer player takes the seat." in (m.content or "")
    ]
    assert len(said) == 1, said
