"""The game contract every Whistlestop game implements, and the registry of games.

A game is rebuilt from its name, players, seed, options and action log (`record()` and
`replay()`), so every rule lives in `apply` and every random draw comes from the game's own
seeded generator.

The contract, beyond the method signatures:
- `apply` accepts exactly the actions `legal_actions` lists; anything else raises
  IllegalAction and changes nothing.
- `view(player)` carries the envelope of `engine.envelope.ViewEnvelope` and shows exactly what
  `player` may see (None: a spectator).
- Events are public unless addressed: an event with `"to": player` is for that player only
  (the card they received, the cards they drew); the platform delivers it privately. Public
  events and `active_players()` never depend on hidden cards.
- The move that ends the game returns, as its last event, exactly one public
  `{"type": "game_over", "scores": ..., "winners": ...}` (and the game's own fields, such as
  its `reason`); no other move returns one. The platform announces the end from it.
- `start()` returns the events the set-up made (the first round begun, its first player):
  the platform announces them when the game begins. Asking changes nothing.
- Sealed simultaneous choices (everyone at once, in secret) are kept with `engine.sealed`:
  who is awaited, who has locked in, a choice changed until the last one locks in, and seen
  by its chooser only until all are revealed.
- A decision only the holder of a hidden card would face is asked of every player at once,
  so whom the game waits for reveals nothing.
- Large turns are split into sub-step actions (a tile, then another, then the turn's end; a card,
  then where, then how), so `legal_actions` stays short (tens, not thousands) and every legal
  turn is still reachable.
"""

from __future__ import annotations

import json
import random
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol

__all__ = [
    "ComputerPlayer",
    "Game",
    "IllegalAction",
    "OptionSpec",
    "games",
    "new_game",
    "private",
    "register",
    "replay",
]


class IllegalAction(Exception):
    """An action the rules refuse. `code` is stable (for programs); `str()` names the rule in
    English; `params` are the values that message names, so the bot can say the same in the
    player's language (catalog id `rule.<game>.<code>`, or `rule.<code>` for the generic ones);
    `game` is the refusing game's name, set by `Game.apply`."""

    def __init__(self, code: str, message: str, /, **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.params = params
        self.game: str | None = None

    def __repr__(self) -> str:
        return f"IllegalAction({self.code!r}, {self.message!r})"


@dataclass(frozen=True)
class OptionSpec:
    """One option of a game: its name in records, its type, default and the catalog key that
    names it for people (the lobby shows it as a toggle or a choice)."""

    name: str
    kind: type  # bool, int or str
    default: Any
    label_key: str
    choices: tuple[Any, ...] = ()  # for int and str options: the allowed values

    def check(self, value: Any) -> None:
        # bool is an int in Python: an int option must not take True.
        if type(value) is not self.kind:
            raise ValueError(f"option {self.name!r} must be of type {self.kind.__name__}")
        if self.choices and value not in self.choices:
            raise ValueError(f"option {self.name!r} must be one of {list(self.choices)}")


class ComputerPlayer(Protocol):
    name: str

    def choose(self, game: Game, player: str) -> dict[str, Any]: ...


def private(player: str, event: dict[str, Any]) -> dict[str, Any]:
    """An event addressed to one player only (delivered privately by the platform)."""
    return {**event, "to": player}


class Game(ABC):
    """Base class: bookkeeping shared by all games (players, seed, options, action log)."""

    name: ClassVar[str]
    display_name: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    option_specs: ClassVar[tuple[OptionSpec, ...]] = ()
    # Derived from option_specs when a subclass is defined.
    default_options: ClassVar[dict[str, Any]] = {}
    # Optional: the key sets each action type may have; `apply` refuses any other shape
    # (an extra key is refused before the game's own checks run).
    action_shapes: ClassVar[dict[str, tuple[frozenset[str], ...]]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.default_options = {spec.name: spec.default for spec in cls.option_specs}

    # The game's best computer player as "module:Class" (taking a seed), imported on first use
    # so the rules load without it; None: random play only.
    heuristic: ClassVar[str | None] = None

    # The strong player's search (engine/search.py): iterations per second of one core,
    # measured on the game (turns `WHISTLESTOP_CPU_THINK_MS` into a reproducible number of
    # iterations), and the most actions a rollout plays before `estimate` judges it.
    search_rate: ClassVar[float] = 100.0
    search_horizon: ClassVar[int] = 100_000

    @classmethod
    def policies(cls) -> tuple[str, ...]:
        """Computer player policies this game offers; the first is the bot's default.
        "strong" is offered by every game that can `sample` the worlds a player cannot tell
        apart."""
        names = ["heuristic"] if cls.heuristic else []
        if cls.sample is not Game.sample:
            names.append("strong")
        return (*names, "random")

    @classmethod
    def tally(cls, events: list[dict[str, Any]], counts: Counter[str]) -> None:
        """What `python -m engine simulate` counts of this game, from one move's events (the
        game's own figures: tiles laid, bonuses paid...); nothing by default."""
        return None

    @classmethod
    def tally_report(
        cls, counts: Mapping[str, float], games: int, options: Mapping[str, Any]
    ) -> list[str]:
        """Those counts told per game, a line each, for the simulation's summary."""
        return []

    @classmethod
    def computer_player(cls, policy: str, seed: int) -> ComputerPlayer:
        """A computer player by policy name ("heuristic" or "random")."""
        if policy == "random":
            from engine.players import RandomPlayer

            return RandomPlayer(seed)
        if policy == "strong" and "strong" in cls.policies():
            from engine.search import SearchPlayer

            return SearchPlayer(seed)
        if policy == "heuristic" and cls.heuristic:
            import importlib

            module, _, name = cls.heuristic.partition(":")
            player: ComputerPlayer = getattr(importlib.import_module(module), name)(seed)
            return player
        raise ValueError(f"unknown policy {policy!r} for {cls.name}; known: {cls.policies()}")

    def __init__(self, players: list[str], seed: int, options: dict[str, Any] | None = None):
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            raise ValueError("players must be a list of str ids")
        if len(set(players)) != len(players):
            raise ValueError("players must be distinct")
        if not self.min_players <= len(players) <= self.max_players:
            raise ValueError(
                f"{self.display_name} takes {self.min_players} to {self.max_players} players"
            )
        if options is not None and not isinstance(options, dict):
            raise ValueError("options must be a dict")
        unknown = set(options or {}) - set(self.default_options)
        if unknown:
            raise ValueError(f"unknown options for {self.name}: {sorted(unknown)}")
        for spec in self.option_specs:
            if options and spec.name in options:
                spec.check(options[spec.name])
        self.players: list[str] = list(players)
        self.seed: int = int(seed)
        self.options: dict[str, Any] = {**self.default_options, **(options or {})}
        # The actions applied, for record(); None once forget_log() was called.
        self._log: list[dict[str, Any]] | None = []

    # -- the contract -------------------------------------------------------------------------
    @abstractmethod
    def active_players(self) -> list[str]:
        """Who may act now; empty only when the game is over."""

    @abstractmethod
    def legal_actions(self, player: str) -> list[dict[str, Any]]:
        """Every legal action of `player` now (empty if the player may not act)."""

    # The actions by which a player lets a decision go by where the rules allow it (a pass, an
    # end of turn, no purchase): what `skip` looks for among the legal actions.
    skips: ClassVar[tuple[dict[str, Any], ...]] = ()

    def forced(self, player: str) -> dict[str, Any] | None:
        """`player`'s only legal action when everyone can tell it is the only one (from the
        spectator view alone: a hand of one card, a public position with one move), so the
        platform may make it at once and say so; None otherwise, and by default. A decision
        forced by hidden cards is asked like any other: making it at once would tell the
        table something about those cards (whom the game waits for, who locks in first)."""
        return None

    def skip(self, player: str) -> dict[str, Any] | None:
        """The legal action by which `player` lets this decision go by (one of `skips`), for a
        player whose time ran out where the host chose to skip them; None where the rules
        have no such move now (then a computer chooses for them)."""
        legal = self.legal_actions(player)
        return next((action for action in self.skips if action in legal), None)

    def start(self) -> list[dict[str, Any]]:
        """The events the set-up made when the game began (the first round begun, its first
        player...), for the platform to announce at the start; none by default. The same
        whenever asked (a game rebuilt by `replay` says the same), and asking changes nothing:
        not the state, the generator or the record."""
        return []

    def apply(self, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        """Apply `action` for `player`; return public events. Illegal: raise, change nothing."""
        if player not in self.players:
            raise IllegalAction("not_a_player", f"{player!r} is not seated in this game.")
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise IllegalAction("malformed", "An action is a dict with a string 'type'.")
        if self.is_over:
            raise IllegalAction("game_over", "The game is over.")
        shapes = self.action_shapes.get(action["type"])
        if shapes is not None and frozenset(action) not in shapes:
            raise IllegalAction("unknown_fields", "That move has fields this game does not know.")
        try:
            events = self._apply(player, action)
        except IllegalAction as refused:
            refused.game = refused.game or self.name
            raise
        if self._log is not None:
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

    def sample(self, player: str, rng: random.Random) -> Game:
        """A new, independent game that `player` cannot tell from this one: the same
        `view(player)`, and every card hidden from them (other hands, the deck's order,
        choices not yet revealed) dealt at random by `rng` from the cards they cannot see.
        It must depend on `player`'s information only (sort the unseen cards before
        shuffling), so the strong player's move does too. The copy keeps no action log."""
        raise NotImplementedError(f"{self.name} cannot sample hidden information")

    def estimate(self, player: str) -> float | None:
        """Optional: how good this unfinished position is for `player`, in [0, 1], for a
        search that stops its rollouts at `search_horizon` actions. None: play to the end."""
        return None

    def forget_log(self) -> None:
        """Keep no action log from now on: a host that stores the log itself (the bot) then
        holds each action once, not twice. `record()` is unavailable afterwards."""
        self._log = None

    def record(self) -> dict[str, Any]:
        if self._log is None:
            raise RuntimeError("this game keeps no action log (forget_log was called)")
        return {
            "game": self.name,
            "players": list(self.players),
            "seed": self.seed,
            "options": dict(self.options),
            "actions": _copy_json(self._log),
        }

    def __repr__(self) -> str:
        actions = "?" if self._log is None else len(self._log)
        return f"<{type(self).__name__} players={self.players} actions={actions}>"


_SCALARS = frozenset({str, int, float, bool, type(None)})


def _copy_json(value: Any) -> Any:
    """Copy JSON-like data (dicts, lists, scalars): much cheaper than copy.deepcopy. Scalars
    are kept without a call (an action is usually a flat dict of them)."""
    if isinstance(value, dict):
        return {k: v if type(v) in _SCALARS else _copy_json(v) for k, v in value.items()}
    if isinstance(value, list):
        return [v if type(v) in _SCALARS else _copy_json(v) for v in value]
    return value


_REGISTRY: dict[str, type[Game]] = {}


def register(cls: type[Game]) -> type[Game]:
    """Class decorator: make a game available to `new_game` under its `name`."""
    _REGISTRY[cls.name] = cls
    return cls


def games() -> dict[str, type[Game]]:
    """The registered games by name (every game package under engine/ is discovered)."""
    discover()
    return dict(_REGISTRY)


_DISCOVERED = False


def discover() -> None:
    """Import every game package under engine/: each registers its game. No list to edit."""
    global _DISCOVERED
    if _DISCOVERED:
        return
    _DISCOVERED = True
    import importlib
    import pkgutil

    import engine

    for info in pkgutil.iter_modules(engine.__path__):
        if info.ispkg:
            importlib.import_module(f"engine.{info.name}")


def new_game(
    name: str, players: list[str], seed: int, options: dict[str, Any] | None = None
) -> Game:
    discover()
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
