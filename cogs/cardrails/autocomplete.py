"""The autocompletes of /cardrails share and /cardrails build: what typing may reach in each
option, narrowed as the member types (bot/suggest.py: by name, by id, by hex name).

Each option offers the values that make a whole turn together with the options already typed.
While a required option is still empty (the command cannot be sent yet), the empty options are
free: any value of theirs may complete the turn. Once every required option is filled, the
command is sent as it is: the empty options stay empty, so a first cube is offered only if it
makes a whole turn without a second one (never a `hex` that is refused without `hex2`). A
first cube that goes in only once the card is laid is offered, while `place` is empty, with the
place that lets it in (`turns.hex_value`): on a first turn every cube is, and `hex` would
otherwise stay empty until `place` is filled (R17)."""

from __future__ import annotations

import asyncio
import weakref
from collections import OrderedDict
from typing import Any

import discord

from bot.errors import UserFacing
from bot.lookup import at_seat
from bot.session import Session
from bot.suggest import Found, OutOfTurn, Suggestion, autocomplete
from cogs.cardrails import present
from cogs.cardrails.turns import (
    build_action,
    build_turn,
    candidates,
    clone,
    hex_text,
    hex_value,
    place_action,
    steps,
)
from engine.core import Game, IllegalAction
from text import t

FIELDS = {"card": "card", "place": "place", "first": "hex", "second": "hex2"}
REQUIRED = ("card", "first")  # /cardrails build's required options
OPTIONS = ("card", "place", "hex", "hex2")  # /cardrails build's options, as typed


# The values of a /cardrails build option, by the position (the loaded game and its latest
# move) and the other options typed: each keystroke in an option asks for the same values again
# (only their narrowing changes), and trying every card's turns takes tens of milliseconds on a
# grown map. Only the latest few are kept; a move changes the key, and an entry counts only
# for the very game object it was worked out on (held weakly: a game loaded anew, or another
# bot's game with the same id, never finds an old entry).
_VALUES: OrderedDict[tuple[Any, ...], tuple[weakref.ref[Any], list[Any]]] = OrderedDict()
KEPT = 256


async def _table(interaction: discord.Interaction) -> tuple[Game, str, Any] | OutOfTurn | None:
    """A copy of the game to try turns on (off the game's lock), the user's seat and where the
    game stands (the loaded game and its latest move)."""

    def read(s: Session, player: str) -> tuple[Game, str, Any]:
        assert s.game is not None
        return clone(s.game), player, (s.loaded, s.loaded.seq)

    return await at_seat(interaction, read, kind="cardrails")


def _parsed(value: Any, parse: Any) -> dict[str, Any] | None:
    """A typed option as an action; None when empty or not (yet) a value of it."""
    if not value:
        return None
    try:
        return parse(str(value))  # type: ignore[no-any-return]
    except UserFacing:
        return None


def _typed(interaction: discord.Interaction, field: str) -> dict[str, Any]:
    """The values of /cardrails build typed so far, as actions, but the option being typed
    (a `hex` chosen with its card's place counts as that place typed too; "laid": that
    place, when `place` itself is the option being typed)."""
    ns = interaction.namespace
    hexed = _parsed(ns.hex, hex_value)
    laid, first = hexed if hexed is not None else (None, None)
    values = {
        "card": str(ns.card) if ns.card else None,
        "place": _parsed(ns.place, place_action) or laid,
        "first": first,
        "second": _parsed(ns.hex2, build_action),
    }
    values[field] = None
    if field == "first":
        values["place"] = _parsed(ns.place, place_action)
    values["laid"] = laid if field == "place" else None
    return values


def _cards(game: Game, player: str) -> list[str]:
    """The cards a command may name: any card in hand, or the card already chosen."""
    view = game.view(player)
    if view.get("step") == "card":
        return [a["card"] for a in game.legal_actions(player) if a["type"] == "card"]
    chosen = (view.get("pending") or {}).get("chosen")
    return [str(chosen)] if chosen else []


def _after_card(game: Game, player: str, card: str | None) -> Game | None:
    """The game once the card is chosen (the typed one; any, when none or none in hand is);
    None when the typed card cannot be chosen."""
    if game.view(player).get("step") != "card":
        return game
    cards = _cards(game, player)
    if card and card not in cards:
        return None
    for choice in [card] if card else cards:
        try:
            return steps(game, player, [{"type": "card", "card": choice}])
        except IllegalAction:
            continue
    return None


def _build_values(game: Game, player: str, field: str, values: dict[str, Any]) -> list[Any]:
    """The values of one /cardrails build option that make a whole turn with those typed."""
    if values["card"] not in _cards(game, player):
        values = {**values, "card": None}  # not (yet) a card of theirs: as if empty
    strict = all(values[r] is not None for r in REQUIRED if r != field)
    if field == "card":
        return [
            c
            for c in _cards(game, player)
            if build_turn(
                game, player, c, values["place"], values["first"], values["second"], strict
            )
        ]
    if field == "place":
        openings = [[]] + ([[values["first"]]] if values["first"] else [])
    elif field == "first":
        openings = [[]] + ([[values["place"]]] if values["place"] else [])
    else:
        done = [a for a in (values["place"], values["first"]) if a]
        openings = [done, done[::-1]]
    kind = "place" if field == "place" else "build"
    # The typed card; while none is, every card (each lays and builds its own way).
    cards = [values["card"]] if values["card"] else _cards(game, player)
    out: list[Any] = []
    for card in cards:
        trial = _after_card(game, player, card)
        if trial is None:
            continue
        for action in candidates(trial, player, kind, openings):
            if action in out or (values.get("laid") is not None and action != values["laid"]):
                continue
            wanted = {**values, field: action}
            first, second = wanted["first"], wanted["second"]
            if build_turn(game, player, card, wanted["place"], first, second, strict):
                out.append(action)
    if field == "first" and values["place"] is None:
        out += _cubes_laid(game, player, cards, values, strict, out)
    return out


def _cubes_laid(
    game: Game,
    player: str,
    cards: list[str],
    values: dict[str, Any],
    strict: bool,
    plain: list[Any],
) -> list[Any]:
    """The first cubes that go in only once the card is laid (on a first turn, every one):
    each with the place that lets it in, so that `hex` alone, `place` left empty, reaches
    them and still makes a whole turn ({"laid": place, **cube})."""
    out: list[Any] = []
    for card in cards:
        trial = _after_card(game, player, card)
        if trial is None:
            continue
        for laid in candidates(trial, player, "place", [[]]):
            for action in candidates(trial, player, "build", [[laid]]):
                found = {**action, "laid": laid}
                if action in plain or found in out:
                    continue
                if build_turn(game, player, card, laid, action, values["second"], strict):
                    out.append(found)
    return out


def _build_universe(field: str) -> Any:
    async def universe(interaction: discord.Interaction) -> Found:
        """Every value of this /cardrails build option that makes a whole turn."""
        found = await _table(interaction)
        if not isinstance(found, tuple):
            return found
        game, player, position = found
        locale = interaction.locale
        ns = interaction.namespace
        typed = tuple(str(getattr(ns, o) or "") if o != FIELDS[field] else "" for o in OPTIONS)
        loaded, seq = position
        key = (id(loaded), seq, player, field, typed)
        kept = _VALUES.get(key)
        values = kept[1] if kept is not None and kept[0]() is loaded else None
        if values is None:
            # Off the event loop: on a grown map, a second cube with nothing else typed tries
            # hundreds of turns (bench/bench_cardrails_suggest.py).
            typed_values = _typed(interaction, field)
            values = await asyncio.to_thread(_build_values, game, player, field, typed_values)
            _VALUES[key] = (weakref.ref(loaded), values)
            while len(_VALUES) > KEPT:
                _VALUES.popitem(last=False)
        _VALUES.move_to_end(key)
        if field == "card":
            return [Suggestion(c, present.card(c, locale), (c,)) for c in values]
        if field == "place":
            return [
                Suggestion(f"{a['at']}@{a['rotation']}", present.label(a, locale), (a["at"],))
                for a in values
            ]
        return [
            Suggestion(
                hex_text(a, a.get("laid")),
                present.label(a, locale) if "laid" not in a else _laid_label(a, locale),
                (a["hex"], a["railroad"], present.railroad(a["railroad"], locale)),
            )
            for a in values
        ]

    return universe


def _laid_label(cube: dict[str, Any], locale: Any) -> str:
    """ "Build Green at E2, once the card is laid at E4, turned half a turn (B)"."""
    laid = cube["laid"]
    return t(
        "cr.ac.build.laid",
        locale,
        build=present.label({k: v for k, v in cube.items() if k != "laid"}, locale),
        at=laid["at"],
        turned=present.turned(laid["rotation"], locale),
        side="B" if laid["rotation"] == 180 else "A",
    )


async def share_cards(interaction: discord.Interaction) -> Found:
    """The cards /cardrails share may play: any card in hand, when a share can be taken."""
    found = await _table(interaction)
    if not isinstance(found, tuple):
        return found
    game, player, _ = found
    trial = _after_card(game, player, None)
    if trial is None or not any(a["type"] == "share" for a in trial.legal_actions(player)):
        return []
    return [Suggestion(c, present.card(c, interaction.locale), (c,)) for c in _cards(game, player)]


async def share_railroads(interaction: discord.Interaction) -> Found:
    """The railroads whose share can be taken now."""
    found = await _table(interaction)
    if not isinstance(found, tuple):
        return found
    game, player, _ = found
    trial = _after_card(game, player, None)  # whichever card: a share takes any
    legal = trial.legal_actions(player) if trial is not None else []
    locale = interaction.locale
    return [
        Suggestion(a["railroad"], present.railroad(a["railroad"], locale), (a["railroad"],))
        for a in legal
        if a["type"] == "share"
    ]


async def _card_universe(interaction: discord.Interaction) -> Found:
    """The cards of the command being typed: a share, or a build that makes a whole turn."""
    if interaction.command is not None and interaction.command.name == "build":
        return await _build_universe("card")(interaction)
    return await share_cards(interaction)


card_autocomplete = autocomplete(_card_universe)
railroad_autocomplete = autocomplete(share_railroads)
place_autocomplete = autocomplete(_build_universe("place"))
hex_autocomplete = autocomplete(_build_universe("first"))
hex2_autocomplete = autocomplete(_build_universe("second"))
