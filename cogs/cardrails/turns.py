"""A whole Card Rails turn from the values of one command: each combination is tried on a copy
of the game, so a command either makes its whole turn or changes nothing. No Discord here."""

from __future__ import annotations

import copy
from typing import Any

from bot.errors import UserFacing
from engine.core import Game, IllegalAction

# Option values: a placement "E4@180", a cube "green@E2".
Slot = tuple[str, dict[str, Any] | None, bool]  # (kind, the typed action or None, optional)


def clone(game: Game) -> Game:
    """A copy to try moves on: the engine's own cheap copy where it has one (built field by
    field, about 20 times as fast), else a deep copy sharing the card set, which never
    changes."""
    cheap = getattr(game, "clone", None)
    if cheap is not None:
        return cheap()  # type: ignore[no-any-return]
    memo: dict[int, Any] = {}
    board = getattr(game, "board", None)
    if board is not None:
        memo[id(board)] = board
    return copy.deepcopy(game, memo)


def steps(game: Game, player: str, actions: list[dict[str, Any]]) -> Game:
    """A copy of the game with `actions` applied (IllegalAction names the first one refused)."""
    trial = clone(game)
    for action in actions:
        trial.apply(player, action)
    return trial


def finish(
    game: Game,
    player: str,
    turn: int,
    slots: list[Slot],
    done: list[dict[str, Any]],
    strict: bool = False,
) -> list[dict[str, Any]] | None:
    """The first way to fill the command's remaining slots (typed values fixed, empty ones
    free, or left out when `strict`) that makes a whole turn, as the actions to apply (with
    `stop` if the turn needs it); None when there is none. Moves are tried on copies only."""
    if not slots:
        if game.is_over or getattr(game, "turn", turn) != turn:
            return done
        if {"type": "stop"} in game.legal_actions(player):
            return [*done, {"type": "stop"}]
        return None  # a half turn: a cube still owed, or a swap to make
    kind, action, optional = slots[0]
    if optional and action is None:
        found = finish(game, player, turn, slots[1:], done, strict)
        if found is not None or strict:
            return found
    if game.is_over or getattr(game, "turn", turn) != turn:
        return None  # the turn ended before every typed value was used
    if action is not None:
        choices = [action]
    else:
        choices = [a for a in game.legal_actions(player) if a["type"] == kind]
    for choice in choices:
        try:
            trial = steps(game, player, [choice])
        except IllegalAction:
            continue
        found = finish(trial, player, turn, slots[1:], [*done, choice], strict)
        if found is not None:
            return found
    return None


def build_turn(
    game: Game,
    player: str,
    card: str | None,
    place: dict[str, Any] | None,
    first: dict[str, Any] | None,
    second: dict[str, Any] | None,
    strict: bool = False,
) -> list[dict[str, Any]] | None:
    """A whole build turn with these values (None: any, or none at all when `strict`: the
    command makes exactly what was typed), or None. The card may be laid before the first cube
    or after it (R5); a turn that enters a swap hex is not one command."""
    turn = int(getattr(game, "turn", 0))
    start: list[dict[str, Any]] = []
    if game.view(player).get("step") == "card":
        cards = [card] if card else [a["card"] for a in game.legal_actions(player)]
        for c in cards:
            try:
                trial = steps(game, player, [{"type": "card", "card": c}])
            except IllegalAction:
                continue
            found = build_turn(trial, player, None, place, first, second, strict)
            if found is not None:
                return [{"type": "card", "card": c}, *found]
        return None
    orders: list[list[Slot]] = [
        [("place", place, True), ("build", first, False), ("build", second, True)],
        [("build", first, False), ("place", place, place is None), ("build", second, True)],
    ]
    for slots in orders:
        found = finish(game, player, turn, slots, start, strict)
        if found is not None:
            return found
    return None


def card_step(game: Game, player: str, card: str | None) -> list[dict[str, Any]]:
    """The card action this command starts with (none if a card is already in play: then
    the card named must be that one)."""
    view = game.view(player)
    if view.get("step") != "card":
        chosen = (view.get("pending") or {}).get("chosen")
        if card and chosen and card != chosen:
            raise UserFacing("cr.err.card_chosen", card=chosen)
        return []
    if not card:
        raise UserFacing("cr.err.card_needed")
    return [{"type": "card", "card": card}]


def candidates(
    game: Game, player: str, kind: str, before: list[list[dict[str, Any]]]
) -> list[dict[str, Any]]:
    """Actions of one kind listed after any of the given openings (each a list of moves)."""
    out: list[dict[str, Any]] = []
    for opening in before:
        try:
            trial = steps(game, player, opening)
        except IllegalAction:
            continue
        out += [a for a in trial.legal_actions(player) if a["type"] == kind and a not in out]
    return out


def place_action(value: str) -> dict[str, Any]:
    at, sep, rotation = value.partition("@")
    if not sep or rotation not in ("0", "180") or not at or len(at) > 12:
        raise UserFacing("err.bad_value")
    return {"type": "place", "at": at, "rotation": int(rotation)}


def build_action(value: str) -> dict[str, Any]:
    railroad, sep, hex_name = value.partition("@")
    if not sep or not railroad or not hex_name or len(value) > 40:
        raise UserFacing("err.bad_value")
    return {"type": "build", "railroad": railroad, "hex": hex_name}


def hex_value(value: str) -> tuple[dict[str, Any] | None, dict[str, Any]]:
    """A `hex` value: a cube, "green@E2", or a cube with the place of the card it needs laid
    first, "green@E2+E4@180" (what the autocomplete offers while `place` is empty and the cube
    can go there only once the card is laid): (the place or None, the cube)."""
    cube, sep, laid = value.partition("+")
    return (place_action(laid) if sep else None), build_action(cube)


def hex_text(build: dict[str, Any], laid: dict[str, Any] | None) -> str:
    """The `hex` value of a cube (with the place it needs, if any): `hex_value` read back."""
    cube = f"{build['railroad']}@{build['hex']}"
    return cube if laid is None else f"{cube}+{laid['at']}@{laid['rotation']}"


def refuse_half_turn(
    game: Game,
    player: str,
    card: str | None,
    place: dict[str, Any] | None,
    first: dict[str, Any],
    second: dict[str, Any] | None,
) -> None:
    """Why these values make no whole turn: the rule the first refused move breaks, or what the
    turn would still wait for. Always raises; nothing is applied."""
    opening = card_step(game, player, card)
    orders = [[place, first, second]]
    if place is not None:
        orders.append([first, place, second])
    error: IllegalAction | None = None
    turn = int(getattr(game, "turn", 0))
    for order in orders:
        trial = steps(game, player, opening)
        try:
            for action in (a for a in order if a is not None):
                if trial.is_over or getattr(trial, "turn", turn) != turn:
                    raise UserFacing("cr.err.extra_cube")
                trial.apply(player, action)
        except IllegalAction as refused:
            error = error or refused
            continue
        view = trial.view(player)
        if view.get("step") in ("swap_give", "swap_take"):
            raise UserFacing("cr.err.half_turn_swap")
        pending = view.get("pending") or {}
        if pending.get("card_played"):
            # A list: joined in the reader's language when answered ("E3N2 en N2").
            raise UserFacing("cr.err.half_turn_cube", hexes=list(pending.get("completed") or []))
        raise UserFacing("cr.err.half_turn")
    assert error is not None
    raise error
