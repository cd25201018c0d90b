"""Which games the bot can host, and how to reach their engines.

Engines are imported lazily so the bot starts (and its tests run) before an engine exists.
Tests register a fake game under the same interface with `register`.
"""

from __future__ import annotations

import contextlib
import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass
class GameSpec:
    name: str
    title_key: str
    min_players: int
    max_players: int
    options: tuple[str, ...]
    new_game: Callable[..., Any]
    replay: Callable[[dict[str, Any]], Any]
    make_player: Callable[[str, int], Any]
    illegal: tuple[type[BaseException], ...] = field(default_factory=tuple)


_REGISTRY: dict[str, GameSpec] = {}


def register(spec: GameSpec) -> None:
    _REGISTRY[spec.name] = spec


def unregister(name: str) -> None:
    _REGISTRY.pop(name, None)


def _engine_spec(name: str) -> GameSpec | None:
    try:
        engine = importlib.import_module("engine")
        game_class = engine.games()[name]
    except (ImportError, AttributeError, KeyError):
        return None

    def make_player(kind: str, seed: int) -> Any:
        return importlib.import_module("engine.players").make_player(kind, seed, game=name)

    # Seats and options come from the engine's own game class: one source of truth.
    return GameSpec(
        name=name,
        title_key=f"game.{name}",
        min_players=game_class.min_players,
        max_players=game_class.max_players,
        options=tuple(game_class.default_options),
        new_game=engine.new_game,
        replay=engine.replay,
        make_player=make_player,
        illegal=(engine.IllegalAction,),
    )


BUILTIN = ("santafe",)


def get(name: str) -> GameSpec | None:
    if name in _REGISTRY:
        return _REGISTRY[name]
    if name in BUILTIN:
        return _engine_spec(name)
    return None


def names() -> list[str]:
    return sorted(set(BUILTIN) | set(_REGISTRY))


def is_illegal(error: BaseException) -> bool:
    kinds: list[type[BaseException]] = []
    for spec in _REGISTRY.values():
        kinds.extend(spec.illegal)
    with contextlib.suppress(ImportError, AttributeError):
        kinds.append(importlib.import_module("engine").IllegalAction)
    return bool(kinds) and isinstance(error, tuple(kinds))
