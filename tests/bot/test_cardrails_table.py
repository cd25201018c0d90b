"""Card Rails at a real table, through the simulated Discord: four people play a whole game to a
tie, mixing the DM picker step by step and whole turns by /cardrails commands, with two restarts
(one between the steps of a turn). After every step, whoever must act holds a live prompt; no
chosen card or hand reaches the thread or another player's DMs; the result tells the tie and its
rule. And /cardrails build is a whole turn or nothing."""

from __future__ import annotations

import copy
import re
from typing import Any

import engine
from bot.option_codes import coded
from bot.picker import action_hash
from cogs.cardrails.present import CardRailsPresenter
from engine.players import make_player
from tests.bot.conftest import custom_ids, select_values
from tests.bot.helpers import Table, refusals

NAMES = ("alice", "bob", "carol", "dave")
PRESENTER = CardRailsPresenter()
RULE = "Tie? Last tied player in turn order wins"
PATHS: dict[str, int] = {}  # steps made through a DM picker ("dm") or a thread panel ("thread")


async def _start(env: Any) -> tuple[Table, int, Any]:
    table = Table(env, n=4, names=NAMES)
    host = table.players[0]
    result = await host.slash(table.channel, "game new", game="cardrails", seats=4)
    lobby = result.response
    thread = table.channel.threads[-1]
    for member in table.players[1:]:
        await member.click(lobby, label="Join")
    await host.click(lobby, label="Start")
    return table, int(thread.name.rsplit("#", 1)[1]), thread


async def _game(env: Any, game_id: int) -> Any:
    async with env.bot.sessions.open(game_id) as s:
        assert s.game is not None
        return copy.deepcopy(s.game)


async def _setup(env: Any, game_id: int) -> tuple[list[str], int, dict[str, Any]]:
    async with env.bot.sessions.open(game_id) as s:
        return list(s.loaded.players), s.row.seed, dict(s.row.options)


def _tie_script(players: list[str], seed: int, options: dict[str, Any]) -> list[list[Any]]:
    """A whole game from this deal that ends with the best total tied: computer players'
    moves, turn by turn (each turn a list of (player, action, made at once): a move with no
    real choice that the table can see is made by the platform, Game.forced)."""
    for k in range(300):
        g = engine.new_game("cardrails", players, seed, options)
        seats = {
            p: make_player("heuristic", k * 10 + i, "cardrails") for i, p in enumerate(players)
        }
        turns: list[list[Any]] = []
        swaps = 0
        while not g.is_over:
            p = g.active_players()[0]
            if not turns or g.view(None)["step"] == "card":
                turns.append([])
            forced = g.forced(p)
            action = forced or seats[p].choose(g, p)
            swaps += action["type"] == "swap_give"
            turns[-1].append((p, action, forced is not None))
            g.apply(p, action)
        scores = g.scores()
        best = max(scores.values())
        tied = [p for p in players if scores[p] == best]
        # The winner of the tie sits after the loser in seat order: the thread's old listing
        # (seat order among equal totals) would have named the loser first.
        if len(tied) > 1 and g.winners()[0] != tied[0]:
            return turns
    raise AssertionError("no tied game found")


def _commandable(turn: list[Any]) -> bool:
    kinds = [a["type"] for _, a, _ in turn]
    if kinds[0] != "card" or "swap_give" in kinds or "discard" in kinds:
        return False
    return kinds[1:] == ["share"] or (kinds.count("place") <= 1 and 1 <= kinds.count("build") <= 2)


async def _command(member: Any, thread: Any, turn: list[Any]) -> Any:
    """The whole turn as one /cardrails command, every value offered by its autocomplete."""
    actions = [a for _, a, _ in turn]
    card = actions[0]["card"]
    if actions[1]["type"] == "share":
        rr = actions[1]["railroad"]
        offered = await member.autocomplete(thread, "cardrails share", "railroad", "", card=card)
        assert rr in {c["value"] for c in offered}
        return await member.slash(thread, "cardrails share", card=card, railroad=rr)
    values: dict[str, str] = {"card": card}
    builds = [a for a in actions if a["type"] == "build"]
    places = [a for a in actions if a["type"] == "place"]
    if places:
        values["place"] = f"{places[0]['at']}@{places[0]['rotation']}"
    values["hex"] = f"{builds[0]['railroad']}@{builds[0]['hex']}"
    if len(builds) == 2:
        values["hex2"] = f"{builds[1]['railroad']}@{builds[1]['hex']}"
    cards = await member.autocomplete(thread, "cardrails build", "card", "", **values)
    assert card in {c["value"] for c in cards}
    for option in ("place", "hex", "hex2"):
        if option in values:
            others = {k: v for k, v in values.items() if k != option}
            offered = await member.autocomplete(thread, "cardrails build", option, "", **others)
            assert values[option] in {c["value"] for c in offered}, (option, values, offered)
    return await member.slash(thread, "cardrails build", **values)


def _labels(
    view: dict[str, Any], action: dict[str, Any], legal: list[dict[str, Any]]
) -> tuple[str, list[str]]:
    """The option label of an action in the picker (a place's with its code), and the labels
    of its groups."""
    codes = coded(legal, PRESENTER, view, "en")
    return (
        codes.label(action_hash(action), "en") or PRESENTER.label(action, view, "en"),
        [g for _, g in PRESENTER.group(action, view, "en")],
    )


async def _choose(
    member: Any,
    message: Any,
    view: dict[str, Any],
    action: dict[str, Any],
    legal: list[dict[str, Any]],
) -> Any:
    """Select `action` in a picker: into its groups (and pages) by label."""
    label, groups = _labels(view, action, legal)
    for _ in range(12):
        options = select_values(message)
        found = [v for v, text in options.items() if v.startswith("a") and text == label]
        if found:
            return await member.select(message, [found[0]])
        into = [v for v, text in options.items() if groups and _same(text, groups[0])]
        if into:
            groups = groups[1:]
        else:
            into = [v for v in options if v.startswith("n")]  # the next page
        assert into, (label, options)
        step = await member.select(message, [into[0]])
        message = step.response if step.response is not None else message
    raise AssertionError(f"{label} not found in the picker")


def _same(shown: str, label: str) -> bool:
    """A label as the picker shows it, maybe cut short with an ellipsis."""
    return shown == label or (shown.endswith("…") and label.startswith(shown[:-1].rstrip()))


def _live_dm(member: Any) -> Any | None:
    for message in reversed(member.user.dm_channel.history()):
        if select_values(message):
            return message
    return None


def _live_ping(thread: Any, member: Any) -> Any | None:
    mention = f"<@{member.id}>"
    for message in reversed(thread.history()):
        if mention in (message.content or "") and custom_ids(message):
            return message
    return None


async def _check_prompted(env: Any, table: Table, thread: Any, game_id: int) -> dict[str, Any]:
    """Whoever must act holds a live prompt: a DM with a select for a private step, a thread
    ping with its button for a public one."""
    await env.settle()
    async with env.bot.sessions.open(game_id) as s:
        assert s.game is not None
        view = s.game.view(None)
    for p in view["active_players"]:
        member = table.by_id[p]
        if view["decision"] == "private":
            # A hidden card's step is never offered in the thread.
            assert _live_dm(member) is not None, f"{p} holds no live DM prompt at {view['stage']}"
        else:
            # A public step goes on in the DM it started from, or is pinged in the thread.
            live = _live_dm(member) or _live_ping(thread, member)
            assert live is not None, f"{p} holds no live prompt at {view['stage']}"
    return view


async def _step(
    env: Any, table: Table, thread: Any, view: dict[str, Any], p: str, action: dict[str, Any]
) -> Any:
    """One step of a turn through the picker the player holds (DM or thread panel)."""
    member = table.by_id[p]
    async with env.bot.sessions.open(int(thread.name.rsplit("#", 1)[1])) as s:
        own = s.game.view(p)
        legal = s.game.legal_actions(p)
    message = _live_dm(member)
    if message is not None:
        PATHS["dm"] = PATHS.get("dm", 0) + 1
        return await _choose(member.user, message, own, action, legal)
    assert view["decision"] == "public"
    PATHS["thread"] = PATHS.get("thread", 0) + 1
    ping = _live_ping(thread, member)
    assert ping is not None
    panel = await member.click(ping, custom_id=custom_ids(ping)[0])
    assert panel.ephemeral
    return await _choose(member, panel.response, own, action, legal)


def _card_ids(text: str) -> set[str]:
    # Card ids are a railroad letter and a number; W-cards read like hex names (W1), skipped.
    return set(re.findall(r"\b[OYGK]\d\b", text))


async def test_a_whole_card_rails_game_to_a_tie(simcord_env, make_bot):
    env = simcord_env
    table, game_id, thread = await _start(env)
    players, seed, options = await _setup(env, game_id)
    script = _tie_script(players, seed, options)
    view = await _check_prompted(env, table, thread, game_id)
    commands = steps = restarts = 0
    for number, turn in enumerate(script):
        if number == 20:
            await env.restart_bot(make_bot())  # a restart between two turns
            restarts += 1
            view = await _check_prompted(env, table, thread, game_id)
        p = turn[0][0]
        assert view["active_players"] == [p]
        if number % 3 == 1 and _commandable(turn):
            result = await _command(table.by_id[p], thread, turn)
            assert result.ephemeral and "Move accepted" in result.response.content, (
                result.response.content
            )
            commands += 1
            view = await _check_prompted(env, table, thread, game_id)
            continue
        seen_thread = len(thread.history())
        seen_dms = {q: len(table.by_id[q].user.dm_channel.history()) for q in players if q != p}
        chosen = turn[0][1].get("card")
        for k, (_, action, forced) in enumerate(turn):
            if forced:
                continue  # made at once by the platform, said in the thread
            result = await _step(env, table, thread, view, p, action)
            assert result.acknowledged
            steps += 1
            if number == 9 and k == 0:
                await env.restart_bot(make_bot())  # a restart between the steps of a turn
                restarts += 1
            view = await _check_prompted(env, table, thread, game_id)
            if chosen and k == 0:
                # The chosen card is hidden: not in the thread, not in others' DMs.
                assert view["pending"]["chosen"] is None
                new = [m.content or "" for m in thread.history()[seen_thread:]]
                for q, n in seen_dms.items():
                    new += [m.content or "" for m in table.by_id[q].user.dm_channel.history()[n:]]
                assert chosen not in _card_ids("\n".join(new)), (chosen, new)
    assert restarts == 2 and commands >= 5 and steps >= 40
    assert PATHS.get("dm", 0) >= 20, PATHS
    view = await _check_prompted(env, table, thread, game_id)
    assert view["over"]
    scores, winner = view["scores"], view["winners"][0]
    tied = [p for p in view["order"] if scores[p] == scores[winner]]
    assert len(tied) > 1 and tied[-1] == winner  # the last tied player in turn order
    final = next(m for m in reversed(thread.history()) if "Game over" in (m.content or ""))
    lines = final.content.split("\n")
    assert RULE in final.content
    score_lines = [line for line in lines if re.search(r": \d+ points?$", line)]
    assert table.by_id[winner].user.name in score_lines[0] or str(winner) in score_lines[0]
    for p in tied:
        dm = "\n".join(m.content for m in table.by_id[p].user.dm_channel.history()[-3:])
        assert RULE in dm
        if p != winner:
            assert "place 1 of 4" not in dm and "place 2 of 4" in dm
        else:
            assert "place 1 of 4" in dm
    # No hand in the thread: nobody's cards but those played, nor "Your hand".
    texts = "\n".join(m.content or "" for m in thread.history())
    assert "Your hand" not in texts and "holds:" not in texts
    refusals(env)


async def test_build_command_is_a_whole_turn_or_nothing(simcord_env):
    """A card laid on the map obliges a cube into a hex it completed (R5): `place` with a first
    cube that only leads the way, and `hex2` empty, is refused with the reason, nothing
    applied; the autocomplete of hex2 then offers only cubes that finish the turn."""
    env = simcord_env
    table, game_id, thread = await _start(env)
    game = await _game(env, game_id)
    p = game.active_players()[0]
    member = table.by_id[p]
    half = None
    for card in game.hands[p]:
        trial = _clone(game)
        trial.apply(p, {"type": "card", "card": card})
        for place in [a for a in trial.legal_actions(p) if a["type"] == "place"]:
            t2 = _clone(trial)
            t2.apply(p, place)
            for first in [a for a in t2.legal_actions(p) if a["type"] == "build"]:
                t3 = _clone(t2)
                t3.apply(p, first)
                if t3.current() == p and {"type": "stop"} not in t3.legal_actions(p):
                    half = (card, place, first, t3)
                    break
            if half:
                break
        if half:
            break
    assert half is not None, "no half turn in this deal"
    card, place, first, t3 = half
    values = {
        "card": card,
        "place": f"{place['at']}@{place['rotation']}",
        "hex": f"{first['railroad']}@{first['hex']}",
    }
    before = len(await env.bot.storage.actions(game_id))
    refused = await member.slash(thread, "cardrails build", **values)
    assert refused.ephemeral and "not a whole turn" in refused.response.content
    assert "Nothing was played" in refused.response.content
    assert len(await env.bot.storage.actions(game_id)) == before
    # hex2's autocomplete: only cubes into a hex the card completed.
    offered = await member.autocomplete(thread, "cardrails build", "hex2", "", **values)
    finishing = {
        f"{a['railroad']}@{a['hex']}"
        for a in t3.legal_actions(p)
        if a["type"] == "build" and _finishes(t3, p, a)
    }
    assert offered and {c["value"] for c in offered} == finishing
    done = await member.slash(thread, "cardrails build", **values, hex2=offered[0]["value"])
    assert "Move accepted" in done.response.content
    after = await _game(env, game_id)
    assert after.active_players() != [p] and after.turn == 1
    refusals(env)


def _clone(game: Any) -> Any:
    return copy.deepcopy(game)


def _finishes(game: engine.Game, p: str, action: dict[str, Any]) -> bool:
    g = _clone(game)
    g.apply(p, action)
    return g.is_over or g.current() != p or {"type": "stop"} in g.legal_actions(p)
