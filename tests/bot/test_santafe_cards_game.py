"""Santa Fe: the card game through the simulated Discord: three people and a computer player,
seven rounds from the lobby to the final scores, with restarts in the middle; DM pickers,
/cards play and /game hand; the secrets (hands, the lone cowboy, a cowardly sheriff, cards
added face down) never reach the thread."""

from __future__ import annotations

import os
import random
import re
from typing import Any

import pytest

from tests.bot.helpers import Table, pick, refusals


@pytest.fixture
def rendered() -> None:
    """The real renderer (the shared fixture swaps in a fake)."""
    return None


async def _state(env: Any, game_id: int) -> dict[str, Any]:
    async with env.bot.sessions.open(game_id) as s:
        return s.game.view(None)


@pytest.mark.timeout(1500)  # about 800 moves of people through the pickers, on a shared machine
async def test_card_game_seven_rounds_with_a_restart(simcord_env, make_bot):
    """Four seats (three people, a computer), seven rounds, restarts in the middle of a trick
    and in the middle of passing the lone cowboys: the thread reads as a clean log of tricks."""
    simcord_env.settle_timeout = 120  # the computer's moves and the images, on a loaded machine
    rng = random.Random(4)
    table = Table(simcord_env, n=3)
    host = table.players[0]
    result = await host.slash(table.channel, "game new", game="santafe-cards", seats=4)
    lobby = result.response
    thread = table.channel.threads[-1]
    for member in table.players[1:]:
        await member.click(lobby, label="Join")
    await host.click(lobby, label="Ten Wolves: off")
    await host.click(lobby, label="Add computer player")
    await host.click(lobby, label="Start")
    game_id = int(thread.name.rsplit("#", 1)[1])
    restarts: list[str] = []
    for _ in range(6000):
        view = await _state(simcord_env, game_id)
        if view["over"]:
            break
        locked = [p for p, seat in view["seats"].items() if seat["locked_in"]]
        trick = view.get("trick") or {}
        if "pass" not in restarts and view["phase"] == "pass" and view["round"] >= 2 and locked:
            await simcord_env.restart_bot(make_bot())  # some lone cowboys chosen, not all
            restarts.append("pass")
        elif "trick" not in restarts and view["round"] >= 3 and trick.get("duel"):
            await simcord_env.restart_bot(make_bot())  # in the middle of a duel
            restarts.append("trick")
        humans = [p for p in view["active_players"] if p in table.by_id]
        if not humans:
            await simcord_env.settle()
            continue
        member = table.by_id[rng.choice(humans)]
        if rng.random() < 0.15:
            plays = await member.autocomplete(thread, "cards play", "move", "")
            assert plays, view["phase"]
            result = await member.slash(thread, "cards play", move=rng.choice(plays)["value"])
        else:
            hand = await member.slash(thread, "game hand")
            assert hand.ephemeral, hand.response.content
            result = await pick(member, hand.response, rng)
        assert result.acknowledged
    else:
        raise AssertionError("the game did not finish")
    assert sorted(restarts) == ["pass", "trick"]
    view = await _state(simcord_env, game_id)
    assert view["over"] and view["round"] == 7 and view["winners"]
    history = thread.history()
    _check_log(history)
    texts = "\n".join(m.content or "" for m in history)
    assert "starts a duel" in texts and "Filling up face down" in texts
    # Private facts reach only their player: the lone cowboy received is in the player's
    # prompts (tests/santafe_cards/test_hidden.py), never in public.
    assert "lone cowboy you received" not in texts and "cowardly" not in texts.lower()
    refusals(simcord_env)
    path = os.environ.get("WHISTLESTOP_TRANSCRIPT")
    if path:
        with open(path, "w") as out:
            out.write("\n---\n".join(m.content or "" for m in history))
            for member in table.players:
                out.write(f"\n== DMs of {member.user.name} ==\n")
                out.write("\n---\n".join(m.content for m in member.user.dm_channel.history()))


TRICK = re.compile(r" wins trick (\d+)(, the last trick of the round)? \(")
ROUND = re.compile(r"^Round (\d) of 7 begins; ")
SCORED = re.compile(r"^Round (\d) is scored: ")


def _check_log(history: list[Any]) -> None:
    """The thread as a log of tricks: each round announced once, then its tricks numbered
    1, 2, ... each ending with the table image, the last one marked, then the round's score
    (with its sheet, but for the last round: the final post carries that one, once)."""
    events: list[tuple[str, int, bool]] = []
    for message in history:
        for line in (message.content or "").splitlines():
            if m := ROUND.match(line):
                events.append(("round", int(m[1]), False))
            elif m := SCORED.match(line):
                events.append(("scored", int(m[1]), bool(message.attachments)))
            elif m := TRICK.search(line):
                events.append(("trick", int(m[1]), bool(m[2])))
                assert message.attachments, f"a trick ends with the table: {line}"
    for r in range(1, 8):
        start = events.index(("round", r, False))
        end = next(i for i, e in enumerate(events) if e[:2] == ("scored", r))
        tricks = events[start + 1 : end]
        assert [e[1] for e in tricks] == list(range(1, len(tricks) + 1)), (r, tricks)
        assert [e[2] for e in tricks] == [False] * (len(tricks) - 1) + [True], (r, tricks)
        assert events[end][2] == (r < 7), "a score sheet per round, the last one in the final"
    # Nothing posted twice (a repeated line would break a round's numbering above).
    kinds = [e[0] for e in events]
    assert kinds.count("round") == kinds.count("scored") == 7 and events[-1][:2] == ("scored", 7)
    finals = [m for m in history if "Seven rounds are played" in (m.content or "")]
    assert len(finals) == 1 and finals[0].attachments and finals[0] is history[-1]


async def test_cards_play_offers_only_your_plays_and_a_repeat_changes_nothing(simcord_env):
    """/cards play goes the way of /game move: its autocomplete lists the member's own legal
    plays, a play is answered privately, the same reference sent again is refused in plain
    words and changes nothing, and a member with no seat is told so."""
    table = Table(simcord_env, n=3)
    game_id, _, thread = await table.open_game(game="santafe-cards", seats=3)
    view = await _state(simcord_env, game_id)
    member = table.by_id[view["active_players"][0]]
    plays = await member.autocomplete(thread, "cards play", "move", "")
    assert plays and all(p["value"] for p in plays)
    first = await member.slash(thread, "cards play", move=plays[0]["value"])
    assert first.ephemeral and first.acknowledged
    async with simcord_env.bot.sessions.open(game_id) as s:
        moves = s.loaded.seq
    again = await member.slash(thread, "cards play", move=plays[0]["value"])
    assert again.ephemeral and again.response.content != first.response.content
    async with simcord_env.bot.sessions.open(game_id) as s:
        assert s.loaded.seq == moves
    stranger = table.channel.guild.add_member(simcord_env.create_user("stranger"))
    assert await stranger.autocomplete(thread, "cards play", "move", "") == []
    refused = await stranger.slash(thread, "cards play", move=plays[0]["value"])
    assert refused.ephemeral and "seat" in refused.response.content.lower()
    refusals(simcord_env)
