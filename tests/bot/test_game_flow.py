"""A whole game through slash commands, autocomplete, buttons, selects and DMs."""

from __future__ import annotations

import dataclasses

from bot import plugins
from bot.presenter import Post
from tests.bot.conftest import select_values
from tests.bot.helpers import Table, refusals


async def drive_to_end(table: Table, game_id: int, thread, max_steps: int = 200) -> dict:
    """Play a game of the toy engine (Toy Rails, or its stand-in for a real game) to its end."""
    for _ in range(max_steps):
        view = await table.view(game_id)
        if view["phase"] == "over":
            return view
        if view["phase"] in ("choose", "draw", "exchange"):
            for pid in view["active_players"]:
                if pid in table.by_id:
                    result = await table.play_dm(table.by_id[pid])
                    assert result.acknowledged
                    break
            continue
        if view["phase"] == "track":  # a public turn: by the platform's /game move
            member = table.by_id[view["to_move"]]
            result = await table.move_by_command(member, thread)
            assert result.ephemeral and "accepted" in result.response.content
            continue
        raise AssertionError(f"unexpected phase {view['phase']}")
    raise AssertionError("game did not end")


async def test_three_players_from_lobby_to_final_scores(simcord_env, rendered):
    table = Table(simcord_env)
    game_id, lobby, thread = await table.open_game(seats=3)
    alice, bob, carol = table.players
    assert "in progress" in lobby.content

    # Everyone got a DM that names the game and links its thread, with a select of plays.
    for member in table.players:
        dm = member.user.dm_channel.last_message
        assert f"#{game_id}" in dm.content and f"<#{thread.id}>" in dm.content
        assert any(label.startswith("Play ") for label in select_values(dm).values())

    # Alice chooses, then changes her mind: the thread shows who locked in, never what.
    await table.play_dm(alice)
    first = select_values(alice.user.dm_channel.last_message)
    assert "Your current choice" in alice.user.dm_channel.last_message.content
    await alice.user.select(alice.user.dm_channel.last_message, [list(first)[-1]])
    lockin = [
        m for m in thread.history() if m.content.startswith("Round 1, choosing cards. Locked in")
    ]
    assert (
        len(lockin) == 1
        and "alice" in lockin[0].content
        and "Waiting for: bob and carol" in (lockin[0].content)
    )
    await table.play_dm(bob)
    await table.play_dm(carol)
    reveals = [m for m in thread.history() if "revealed" in m.content]
    assert len(reveals) == 1
    assert all(name in reveals[0].content for name in ("alice", "bob", "carol"))

    view = await table.view(game_id)
    assert view["phase"] == "track"
    pinged = thread.last_message
    assert table.by_id[view["to_move"]].mention in pinged.content

    final = await drive_to_end(table, game_id, thread)
    last = thread.last_message
    assert "Game over" in last.content and "Winner" in last.content
    assert last.attachments and last.attachments[0].filename == "scores.png"
    # Board images were posted after track-laying turns, each rendered from the spectator view.
    assert any(m.attachments for m in thread.history()[:-1])
    assert rendered and all(v["viewer"] is None for v in rendered)
    assert final["winners"]
    rows = await simcord_env.bot.storage.games(statuses=("over",))
    assert [r.id for r in rows] == [game_id]


async def test_track_panel_buttons_and_selects(simcord_env):
    table = Table(simcord_env, n=2)
    game_id, _, thread = await table.open_game(seats=2)
    for member in table.players:
        await table.play_dm(member)
    view = await table.view(game_id)
    member = table.by_id[view["to_move"]]
    ping = thread.last_message
    panel = await member.click(ping, label="Lay track")
    stale_panel = await member.click(ping, label="Lay track")
    assert panel.ephemeral
    railroads = select_values(panel.response)
    step = await member.select(panel.response, [next(iter(railroads))])
    placements = [v for v, label in select_values(step.response).items() if "→" in label]
    done = await member.select(step.response, [placements[0]])
    assert "Move accepted" in done.response.content
    assert (await table.view(game_id))["to_move"] != str(member.id)
    # A second panel opened before the move is stale now: politely refused, nothing stored.
    again = await member.select(stale_panel.response, [next(iter(railroads))])
    assert "already done" in again.response.content
    assert len(await simcord_env.bot.storage.actions(game_id)) == 3


async def test_game_mine_and_board_outside_the_thread(simcord_env):
    table = Table(simcord_env, n=2)
    alice, bob = table.players
    game_id, _, thread = await table.open_game(seats=2)
    mine = await alice.slash(table.channel, "game mine")
    assert mine.ephemeral and f"#{game_id}" in mine.response.content
    assert str(thread.id) in mine.response.content
    await table.play_dm(alice)
    mine = await alice.slash(table.channel, "game mine")
    assert "No game is waiting on you" in mine.response.content  # alice locked in
    # In #general the board answers privately; in the game's thread, for everyone.
    elsewhere = await bob.slash(table.channel, "game board", game=str(game_id))
    assert elsewhere.ephemeral or all(f.ephemeral for f in elsewhere.followups)
    assert not [m for m in table.channel.history() if m.attachments]
    here = await bob.slash(thread, "game board")
    assert thread.history()[-1].attachments
    assert here.acknowledged


async def test_fair_undo_of_a_tile_while_nobody_moved_since(simcord_env, make_bot):
    table = Table(simcord_env, n=2)
    game_id, _, thread = await table.open_game(seats=2)
    alice, bob = table.players
    # A sealed choice revealed something: once the cards are revealed, no undo.
    for member in table.players:
        await table.play_dm(member)
    before = await table.view(game_id)
    mover = table.by_id[before["to_move"]]
    answers = {(await m.slash(thread, "game undo")).response.content for m in (alice, bob)}
    assert answers == {
        "Your last move cannot be taken back: it showed something hidden (a card drawn, shown"
        " or revealed).",
        "Someone else has moved since: your move stands.",
    }
    await table.move_by_command(mover, thread)
    assert (await table.view(game_id))["routes"] != before["routes"]
    undone = await mover.slash(thread, "game undo")
    assert undone.ephemeral and "taken back" in undone.response.content
    after = await table.view(game_id)
    assert after["routes"] == before["routes"] and after["to_move"] == before["to_move"]
    assert any("took back their last move" in (m.content or "") for m in thread.history())
    again = await mover.slash(thread, "game undo")
    assert "no move of yours" in again.response.content
    # The undo is in the log: a restart rebuilds the same game, and play goes on.
    actions = await simcord_env.bot.storage.actions(game_id)
    assert actions[-1].action == {"type": "__undo__"}
    await simcord_env.restart_bot(make_bot())
    assert await table.view(game_id) == after
    await table.move_by_command(mover, thread)
    refusals(simcord_env)


async def test_the_replay_of_a_game_with_an_undo_leaves_the_undone_move_out(
    simcord_env, monkeypatch
):
    """ "Watch the whole game" after a move was taken back: the undo is not a move to replay."""
    import io

    from PIL import Image

    import render

    def tiny_png(game_name: str, view: dict, **kwargs: object) -> bytes:
        out = io.BytesIO()  # a real picture (the animation decodes each frame), drawn fast
        Image.new("RGB", (8, 8), (len(view.get("routes", ())) % 256, 0, 0)).save(out, "PNG")
        return out.getvalue()

    monkeypatch.setattr(render, "board_png", tiny_png)
    table = Table(simcord_env, n=2)
    game_id, lobby, thread = await table.open_game(seats=2)
    alice, bob = table.players
    assert "Status: in progress" in lobby.content
    for member in table.players:
        await table.play_dm(member)
    mover = table.by_id[(await table.view(game_id))["to_move"]]
    await table.move_by_command(mover, thread)
    undone = await mover.slash(thread, "game undo")
    assert "taken back" in undone.response.content
    # Computer players take both seats and play the game to its end.
    for member in (alice, bob):
        await alice.slash(thread, "game replace", seat=str(member.id))
        await simcord_env.settle()
    assert (await table.view(game_id))["over"]
    # The lobby message shows the end, not "in progress".
    assert "Status: finished" in lobby.content and "in progress" not in lobby.content
    actions = await simcord_env.bot.storage.actions(game_id)
    assert any(a.action == {"type": "__undo__"} for a in actions)
    button = next(
        m for m in reversed(thread.history()) if "Watch the whole game" in str(m.components)
    )
    await alice.click(button, label="Watch the whole game")
    await simcord_env.settle()
    posted = [m for m in thread.history() if m.attachments]
    assert posted[-1].attachments[0].filename == "replay.webp"
    assert "whole game" in posted[-1].content
    assert not [e for e in simcord_env.errors if "no such move" in str(e)]
    refusals(simcord_env)


async def test_game_mine_forgets_the_servers_the_member_left(simcord_env):
    env = simcord_env
    table = Table(env, n=2)
    bob = table.players[1]
    first, _, _ = await table.open_game(seats=2)
    # Bob plays in a second server too, then leaves it.
    other = env.create_guild()
    games = other.create_text_channel("games")
    carol = other.add_member(env.create_user("carol"))
    bob_there = other.add_member(bob.user)
    lobby = (await carol.slash(games, "game new", game="toyrails", seats=2)).response
    await bob_there.click(lobby, label="Join")
    await carol.click(lobby, label="Start")
    second = int(games.threads[-1].name.rsplit("#", 1)[1])
    mine = await bob.slash(table.channel, "game mine")
    assert f"#{first}" in mine.response.content and f"#{second}" in mine.response.content
    other.remove_member(bob_there)
    await env.settle()
    mine = await bob.slash(table.channel, "game mine")
    assert f"#{first}" in mine.response.content
    assert f"#{second}" not in mine.response.content
    refusals(env)


async def test_the_line_that_leads_to_a_sealed_decision_comes_before_its_lock_in_list(simcord_env):
    """A move's line may join the next ping (`Post(merge=True)`); when the move leads to a sealed
    decision, the lock-in list is posted first, so the line must stand on its own before it."""
    real = plugins.get("toyrails")
    assert real is not None

    class Saying(type(real.presenter)):  # type: ignore[misc]
        def after_move(self, before, now, events, names, locale=None):
            posts = super().after_move(before, now, events, names, locale)
            if before.get("phase") == "draw" and before.get("round") != now.get("round"):
                posts.append(Post("The last card of round 1 is drawn.", merge=True))
            return posts

    plugins.register(dataclasses.replace(real, presenter=Saying()))
    table = Table(simcord_env)
    game_id, _, thread = await table.open_game(seats=3)
    for _ in range(200):
        view = await table.view(game_id)
        if view["round"] == 2:
            break
        if view["phase"] == "track":
            await table.move_by_command(table.by_id[view["to_move"]], thread)
        else:
            member = next(table.by_id[p] for p in view["active_players"] if p in table.by_id)
            await table.play_dm(member)
    joined = "\n".join(m.content or "" for m in thread.history())
    said, lockin = (
        joined.find("last card of round 1"),
        joined.find("Round 2, choosing cards. Locked in"),
    )
    assert 0 <= said < lockin, joined[-400:]
