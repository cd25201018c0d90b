"""/cardrails build can be typed into: its autocomplete narrows as a member types (a hex name, a
railroad's name), reaches every placement even beyond Discord's 25 suggestions, and offers a
first cube only if the command, sent as it is, makes a whole turn (never a `hex` that is
refused without `hex2`)."""

from __future__ import annotations

import copy
from typing import Any

from bot.picker import action_ref
from cogs.cardrails.turns import build_turn, hex_value, steps
from engine.players import make_player
from tests.bot.helpers import Table, refusals


async def _game(env: Any, game_id: int) -> Any:
    async with env.bot.sessions.open(game_id) as s:
        return copy.deepcopy(s.game), dict(s.loaded.counts)


async def _play_until_many_places(env: Any, table: Table, game_id: int, thread: Any) -> Any:
    """Computer-chosen moves by /game move until the player to move could lay a card in more
    than 25 places (the map has grown); that position."""
    players = {p: make_player("heuristic", i, "cardrails") for i, p in enumerate(table.by_id)}
    for _ in range(400):
        game, counts = await _game(env, game_id)
        p = game.active_players()[0]
        if game.view(p)["step"] == "card" and game.turn % 3 == 0:
            for card in [a["card"] for a in game.legal_actions(p) if a["type"] == "card"]:
                if len(_placements(game, p, [card])) > 25:
                    return game, p, card
        action = players[p].choose(game, p)
        move = action_ref(counts.get(p, 0), action)
        done = await table.by_id[p].slash(thread, "game move", move=move)
        assert not done.response.content.startswith(("Not", "That")), done.response.content
    raise AssertionError("the map never offered more than 25 places")


def _placements(game: Any, p: str, cards: list[str] | None = None) -> dict[str, dict[str, Any]]:
    """Every place a card of the hand (of `cards`) can be laid in a whole build turn, by
    option value."""
    out = {}
    for card in cards or [a["card"] for a in game.legal_actions(p) if a["type"] == "card"]:
        trial = steps(game, p, [{"type": "card", "card": card}])
        for place in [a for a in trial.legal_actions(p) if a["type"] == "place"]:
            if build_turn(game, p, card, place, None, None) is not None:
                out[f"{place['at']}@{place['rotation']}"] = place
    return out


async def test_build_can_be_typed_into_and_reaches_every_value(simcord_env):
    env = simcord_env
    table = Table(env, n=3)
    game_id, _, thread = await table.open_game(game="cardrails")
    game, p, card = await _play_until_many_places(env, table, game_id, thread)
    member = table.by_id[p]
    places = _placements(game, p, [card])
    # Every place is reached by typing its hex name (its label's last word), beyond 25.
    for value, place in places.items():
        shown = await member.autocomplete(
            thread, "cardrails build", "place", place["at"], card=card
        )
        assert value in {c["value"] for c in shown}, (place["at"], shown)
    # Typing into hex narrows: "E" keeps the hexes east of the city, a railroad's name its cubes.
    every = await member.autocomplete(thread, "cardrails build", "hex", "", card=card)
    assert every
    east = await member.autocomplete(thread, "cardrails build", "hex", "E", card=card)
    assert east and all(c["value"].split("@")[1].startswith("E") for c in east)
    first = every[0]["value"]
    railroad, hex_name = hex_value(first)[1]["railroad"], hex_value(first)[1]["hex"]
    exact = await member.autocomplete(thread, "cardrails build", "hex", hex_name, card=card)
    assert first in {c["value"] for c in exact}
    named = await member.autocomplete(thread, "cardrails build", "hex", railroad[:3], card=card)
    assert named and all(c["value"].startswith(f"{railroad}@") for c in named)
    # With the card typed, each first cube offered is a whole turn as it is (a cube that goes
    # in only once the card is laid comes with the place that lets it in).
    for choice in every:
        laid, cube = hex_value(choice["value"])
        assert build_turn(game, p, card, laid, cube, None, strict=True) is not None, choice
    sent = await member.slash(thread, "cardrails build", card=card, hex=every[-1]["value"])
    assert sent.response.content.startswith("Move accepted"), sent.response.content
    refusals(env)


async def test_a_keystroke_reuses_the_values_until_someone_moves(simcord_env, monkeypatch):
    """Each keystroke asks for the option's values again; they are worked out once per
    position and per other options typed (trying every card's turns is slow on a grown map),
    and again after a move."""
    from cogs.cardrails import autocomplete as cr

    env = simcord_env
    computed: list[str] = []
    real = cr._build_values

    def counting(game: Any, player: str, field: str, values: Any) -> Any:
        computed.append(field)
        return real(game, player, field, values)

    monkeypatch.setattr(cr, "_build_values", counting)
    table = Table(env, n=3)
    game_id, _, thread = await table.open_game(game="cardrails")
    game, _ = await _game(env, game_id)
    member = table.by_id[game.active_players()[0]]
    every = await member.autocomplete(thread, "cardrails build", "place", "")
    at = every[-1]["value"].split("@")[0]
    for typed in (at[:1], at[:2], at, at.lower()):
        shown = await member.autocomplete(thread, "cardrails build", "place", typed)
        assert every[-1]["value"] in [c["value"] for c in shown], (typed, shown)
    assert computed == ["place"]  # once for the five keystrokes
    await member.autocomplete(thread, "cardrails build", "place", "E", hex="W1")
    assert computed == ["place", "place"]  # another option typed: worked out again
    await table.move_by_command(member, thread)
    game, _ = await _game(env, game_id)
    mover = table.by_id[game.active_players()[0]]
    await mover.autocomplete(thread, "cardrails build", "place", "E")
    assert computed == ["place", "place", "place"]  # a move since: worked out again
    refusals(env)


async def test_on_a_first_turn_hex_offers_each_cube_with_the_place_it_needs(simcord_env):
    """On a first turn no cube goes in before the card is laid: with `card` typed and `place`
    empty, `hex` offers each cube with the place that lets it in, each a whole turn as it is;
    sent alone it lays the card there and builds; a `place` that says otherwise is refused."""
    env = simcord_env
    table = Table(env, n=3)
    game_id, _, thread = await table.open_game(game="cardrails")
    game, _ = await _game(env, game_id)
    p = game.active_players()[0]
    member = table.by_id[p]
    card = next(a["card"] for a in game.legal_actions(p) if a["type"] == "card")
    every = await member.autocomplete(thread, "cardrails build", "hex", "", card=card)
    assert every and all("+" in c["value"] for c in every)  # each with its place
    assert all("once the card is laid at" in c["name"] for c in every)
    for choice in every:
        laid, cube = hex_value(choice["value"])
        assert build_turn(game, p, card, laid, cube, None, strict=True) is not None, choice
    chosen = every[-1]["value"]
    laid, cube = hex_value(chosen)
    other = next(v for v in _placements(game, p, [card]) if v != f"{laid['at']}@{laid['rotation']}")
    wrong = await member.slash(thread, "cardrails build", card=card, hex=chosen, place=other)
    assert wrong.ephemeral and "already lays the card at" in wrong.response.content
    sent = await member.slash(thread, "cardrails build", card=card, hex=chosen)
    assert sent.response.content.startswith("Move accepted"), sent.response.content
    after, _ = await _game(env, game_id)
    placed = [c for c in after.view(None)["map"]["cards"] if c["card"] == card]
    assert placed and placed[0]["rotation"] == laid["rotation"]
    assert any(
        h["hex"] == cube["hex"] and h["cube"] == cube["railroad"]
        for h in after.view(None)["map"]["hexes"]
    )
    refusals(env)
