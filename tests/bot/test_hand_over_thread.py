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


async def test_a_host_asked_about_a_member_who_left_is_asked_again_in_a_new_thread(simcord_env):
    # Found by the soak (seed 32): the question was lost with a deleted thread, and the seat
    # of the member who left was played only by the 48 h deadline, move after move.
    table = Table(simcord_env, n=2)
    alice, bob = table.players
    game_id, _, thread = await table.open_game(seats=2)
    table.guild.remove_member(bob)
    await simcord_env.settle()
    assert any("left the server" in (m.content or "") for m in thread.history())
    simcord_env.backend.delete_channel(thread.id)
    await simcord_env.settle()
    row = await simcord_env.bot.storage.game(game_id)
    assert row is not None and row.thread_id != thread.id
    new = next(t for t in table.channel.threads if t.id == row.thread_id)
    (notice,) = [m for m in new.history() if "left the server" in (m.content or "")]
    assert alice.mention in notice.content and bob.mention not in notice.content
    taken = await alice.click(notice, label="A computer plays the seat")
    assert taken.acknowledged
    await simcord_env.settle()
    seats = await simcord_env.bot.storage.seats(game_id)
    assert next(s for s in seats if s.player == str(bob.id)).is_cpu
    refusals(simcord_env)
