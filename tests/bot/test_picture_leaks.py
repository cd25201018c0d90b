"""The leak scan of the prompt pictures, end to end: in a game of two people and a computer,
every picture Discord shows a person (attached to their DM prompt, to their /game hand, to the
panel they opened) is drawn from that person's own view, and no prompt picture ever reaches
the thread. The fake renderer writes what each picture was drawn from into its bytes, so the
test reads it back from the attachment each person received.

Also item 1 for the DM: when a person acts from a DM while the thread's last board is out of
date, the DM's picture shows the position as it is now (the options' map from their view, or
the board). The render side (no one else's card in the pixels) is tests/test_prompt_pictures.py.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import engine
from bot.prompt_picture import SHOWN, fingerprint
from render.common import check_spectator
from render.prompt import has_prompt
from tests.bot.conftest import PNG, select_values
from tests.bot.helpers import Table, pick
from tests.bot.test_live_table import _custom_id

pytestmark = pytest.mark.real_engine

# Every game that draws prompt pictures (the toy games draw none), found, not named.
PICTURED = [name for name in sorted(engine.games()) if has_prompt(name)]
assert PICTURED, "no game draws prompt pictures"
TAG = b"\nDRAWN:"  # what a fake prompt picture was drawn from follows this in its bytes


@pytest.fixture
def tagged(monkeypatch, rendered) -> None:
    """Prompt pictures as a fake PNG naming the view each was drawn from (checked as the real
    renderer checks it: the player's own view, a spectator's board)."""
    import render.prompt

    def prompt_png(game_name: str, own: dict[str, Any], **kwargs: Any) -> bytes:
        render.prompt.check_own(own)
        board = kwargs.get("board")
        if board is not None:
            check_spectator(board)
        drawn = {
            "viewer": own["viewer"],
            "board": fingerprint(board) if board is not None else None,
            "spots": len(kwargs.get("spots") or ()),
        }
        return PNG + TAG + json.dumps(drawn).encode()

    monkeypatch.setattr(render.prompt, "prompt_png", prompt_png)


async def _drawn(message: Any) -> list[dict[str, Any]]:
    """What each prompt picture on `message` was drawn from."""
    found = []
    for attachment in message.attachments:
        data = await attachment.read()
        if TAG in data:
            found.append(json.loads(data.split(TAG, 1)[1]))
    return found


async def _settled(env: Any) -> None:
    await env.settle()
    await env.bot.prompts.pictures.wait()
    await env.settle()


async def _holds(env: Any, game_id: int, member: Any, thread: Any) -> tuple[str, Any] | None:
    """Where `member` acts from now: ("dm", their live DM) or ("ping", the thread ping)."""
    stored = await env.bot.storage.get_message(game_id, "prompt", str(member.id))
    if stored is None or stored[2].startswith("done:"):
        return None
    dm = member.user.dm_channel
    live = dm and next((m for m in dm.history() if m.id == stored[1]), None)
    if live is not None and select_values(live):
        return "dm", live
    ping = next((m for m in thread.history() if m.id == stored[1]), None)
    if ping is not None and _custom_id(ping, "panel"):
        return "ping", ping
    return None


async def _board_is_current(env: Any, game_id: int, drawn: dict[str, Any]) -> None:
    """The DM's picture shows the position now: the thread's last board is current, or the
    picture maps the options (from the player's view of now) or carries the board of now.
    Only for a decision of one player: others locking in a sealed choice since the DM was
    sent change the public view, but do not prompt anyone again."""
    async with env.bot.sessions.open(game_id) as s:
        view = s.game.view(None)
        alone = len(s.game.active_players()) == 1 and view.get("decision") != "sealed"
    now = fingerprint(view)
    last = await env.bot.storage.get_message(game_id, SHOWN)
    if alone and (last is None or last[2] != now) and not drawn["spots"]:
        assert drawn["board"] == now, "a DM prompt below an out-of-date board, without it"


@pytest.mark.timeout(900)
@pytest.mark.parametrize("game", PICTURED)
async def test_every_prompt_picture_is_its_receivers_own(simcord_env, tagged, game):
    env = simcord_env
    table = Table(env, n=2)
    game_id, _, thread = await table.open_game(cpus=1, game=game)
    people = {str(m.id): m for m in table.players}
    rng = random.Random(6)
    checked = {"dm": 0, "ping": 0, "hand": 0}
    for step in range(240):
        await _settled(env)
        async with env.bot.sessions.open(game_id) as s:
            if s.game.is_over:
                break
            active = [p for p in s.game.active_players() if p in people]
        if not active:
            continue
        player = rng.choice(active)
        member = people[player]
        if step % 7 == 0:  # someone looks at their hand, in turn or not
            other = people[rng.choice(sorted(people))]
            hand = await other.slash(thread, "game hand")
            await _settled(env)
            assert [d["viewer"] for d in await _drawn(hand.response)] == [str(other.id)]
            checked["hand"] += 1
        held = await _holds(env, game_id, member, thread)
        assert held is not None, f"{player} holds no prompt"
        where, message = held
        if where == "dm":
            drawn = await _drawn(message)
            assert [d["viewer"] for d in drawn] == [player], message.content
            await _board_is_current(env, game_id, drawn[0])
            await pick(member.user, message, rng)
        else:
            opened = await member.click(message, custom_id=_custom_id(message, "panel"))
            await _settled(env)
            assert [d["viewer"] for d in await _drawn(opened.response)] == [player]
            await pick(member, opened.response, rng)
        checked[where] += 1
    # Everything each person was ever shown in their DMs, and nothing in the thread.
    for player, member in people.items():
        for message in member.user.dm_channel.history():
            assert all(d["viewer"] == player for d in await _drawn(message))
    for message in thread.history():
        assert await _drawn(message) == [], message.content
    assert checked["dm"] + checked["ping"] >= 10 and checked["hand"] >= 3, checked
