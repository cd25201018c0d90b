"""The game contract every Whistlestop game implements, and the registry of games.

A game is rebuilt from its name, players, seed, options and action log (`record()` and
`replay()`), so every rule lives in `apply` and every random draw comes from the game's own
seeded generator.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from typing import Any, ClassVar

__all__ = ["Game", "IllegalAction", "games", "new_game", "register", "replay"]


class IllegalAction(Exception):
    """An action the rules refuse. `code` is stable (for programs); `str()` names the rule."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    def __repr__(self) -> str:
        return f"IllegalAction({self.code!r}, {self.message!r})"


class Game(ABC):
    """Base class: bookkeeping shared by all games (players, seed, options, action log)."""

    name: ClassVar[str]
    display_name: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    default_options: ClassVar[dict[str, Any]] = {}

    def __init__(self, players: list[str], seed: int, options: dict[str, Any] | None = None):
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            raise ValueError("players must be a list of str ids")
        if len(set(players)) != len(players):
            raise ValueError("players must be distinct")
        if not self.min_players <= len(players) <= self.max_players:
            raise ValueError(
                f"{self.display_name} takes {self.min_players} to {self.max_players} players"
            )
        unknown = set(options or {}) - set(self.default_options)
        if unknown:
            raise ValueError(f"unknown options for {self.name}: {sorted(unknown)}")
        self.players: list[str] = list(players)
        self.seed: int = int(seed)
        self.options: dict[str, Any] = {**self.default_options, **(options or {})}
        self._log: list[dict[str, Any]] = []

    # -- the contract -------------------------------------------------------------------------
    @abstractmethod
    def active_players(self) -> list[str]:
        """Who may act now; empty only when the game is over."""

    @abstractmethod
    def legal_actions(self, player: str) -> list[dict[str, Any]]:
        """Every legal action of `player` now (empty if the player may not act)."""

    def apply(self, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        """Apply `action` for `player`; return public events. Illegal: raise, change nothing."""
        if player not in self.players:
            raise IllegalAction("not_a_player", f"{player!r} is not seated in this game.")
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise IllegalAction("malformed", "An action is a dict with a string 'type'.")
        if self.is_over:
            raise IllegalAction("game_over", "The game is over.")
        events = self._apply(player, action)
        # Stored as a copy so a caller mutating its dict cannot rewrite history.
        self._log.append({"player": player, "action": _copy_json(action)})
        return events

    @abstractmethod
    def _apply(self, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        """Validate completely, then mutate. Must raise before any change if illegal."""

    @abstractmethod
    def view(self, player: str | None) -> dict[str, Any]:
        """Everything `player` may see (None: a spectator), and nothing more."""

    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def scores(self) -> dict[str, int]: ...

    @abstractmethod
    def winners(self) -> list[str]: ...

    def record(self) -> dict[str, Any]:
        return {
            "game": self.name,
            "players": list(self.players),
            "seed": self.seed,
            "options": dict(self.options),
            "actions": _copy_json(self._log),
        }

    def __repr__(self) -> str:
        return f"<{type(self).__name__} players={self.players} actions={len(self._log)}>"


def _copy_json(value: Any) -> Any:
    """Copy JSON-like data (dicts, lists, scalars): much cheaper than copy.deepcopy."""
    if isinstance(value, dict):
        return {k: _copy_json(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy_json(v) for v in value]
    return value


_REGISTRY: dict[str, type[Game]] = {}


def register(cls: type[Game]) -> type[Game]:
    """Class decorator: make a game available to `new_game` under its `name`."""
    _REGISTRY[cls.name] = cls
    return cls


def games() -> dict[str, type[Game]]:
    """The registered games by name."""
    return dict(_REGISTRY)


def new_game(
    name: str, players: list[str], seed: int, options: dict[str, Any] | None = None
) -> Game:
    try:
        cls = _REGISTRY[name]
    except KeyError:
        raise ValueError(f"unknown game {name!r}; known: {sorted(_REGISTRY)}") from None
    return cls(players, seed, options)


def replay(record: dict[str, Any]) -> Game:
    """Rebuild a game from `record()`: same players, seed, options, then every action."""
    game = new_game(record["game"], record["players"], record["seed"], record.get("options"))
    for entry in record["actions"]:
        game.apply(entry["player"], entry["action"])
    return game


def canonical(obj: Any) -> str:
    """Stable JSON text, for comparing views and records."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"))
