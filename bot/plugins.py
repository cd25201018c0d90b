"""Which games the bot hosts: one plug-in object per game, discovered, never listed.

A game's Discord side is a module or package under `cogs/` that defines `PLUGIN`, a
`GamePlugin` naming its engine class (seats, option specs and computer players come from it),
its presenter (how its actions, events and views read) and, optionally, its renderer. The
platform (`bot/`) asks the plug-in for everything game-specific and names no game itself.
"""

from __future__ import annotations

import importlib
import logging
import pkgutil
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.core import ComputerPlayer, Game, IllegalAction, OptionSpec

if TYPE_CHECKING:
    from bot.presenter import Presenter

log = logging.getLogger("whistlestop.plugins")

__all__ = [
    "GamePlugin",
    "RulesTopic",
    "all_plugins",
    "discover",
    "get",
    "register",
    "unregister",
]


@dataclass(frozen=True)
class RulesTopic:
    """One topic of a game's rules reference (/game rules, bot/rules.py): its title and text
    are the game's catalog messages `rules-<game>-<id>-title` and `rules-<game>-<id>`
    (paragraphs apart by blank lines, paged as they fit). Each of its `pictures` is a page of
    its own: drawn by the game's `render/<game>_pictures.py` (`draw(picture, language)`), with
    the caption `rules-<game>-picture-<picture>`."""

    id: str
    pictures: tuple[str, ...] = ()


@dataclass(frozen=True)
class GamePlugin:
    """Everything the platform needs to host one game."""

    engine: type[Game]
    presenter: Presenter
    # Whether the game has a board renderer (render.board_png finds its module by the game's
    # name); False: the game posts no images.
    renders: bool = True
    # Fluent source per language for a game shipped outside `cogs/` (games under `cogs/` ship
    # `locales/<language>/*.ftl` files, found without this).
    texts: dict[str, str] = field(default_factory=dict)
    # The topics of its rules reference (/game rules), in reading order; none: no reference.
    rules: tuple[RulesTopic, ...] = ()

    @property
    def name(self) -> str:
        return self.engine.name

    @property
    def title_key(self) -> str:
        return f"game.{self.name}"

    @property
    def min_players(self) -> int:
        return self.engine.min_players

    @property
    def max_players(self) -> int:
        return self.engine.max_players

    @property
    def option_specs(self) -> tuple[OptionSpec, ...]:
        return self.engine.option_specs

    def new_game(self, players: list[str], seed: int, options: dict[str, Any] | None) -> Game:
        """A new engine game that keeps no log of its own: the stored log is the one copy."""
        game = self.engine(players, seed, options)
        game.forget_log()
        return game

    def replay(
        self, players: list[str], seed: int, options: dict[str, Any] | None, actions: list[Any]
    ) -> Game:
        """Rebuild a game from its stored actions (objects with .player and .action). A stored
        undo (`UNDO`) takes back the move before it: the game is the log without both."""
        game = self.new_game(players, seed, options)
        effective = effective_actions(actions)
        for stored in effective:
            game.apply(stored.player, stored.action)
        return game

    def computer_player(self, seed: int) -> ComputerPlayer:
        return self.engine.computer_player(self.engine.policies()[0], seed)

    def check_options(self, options: dict[str, Any]) -> dict[str, Any]:
        """The full option dict, or ValueError naming the first option that is wrong."""
        specs = {spec.name: spec for spec in self.option_specs}
        for name, value in options.items():
            if name not in specs:
                raise ValueError(name)
            specs[name].check(value)
        return {**self.engine.default_options, **options}


# A player's taking back of their own last move, stored in the log as a move of its own.
UNDO = {"type": "__undo__"}


def undo_action(moves: int = 1) -> dict[str, Any]:
    """The undo that takes back the last `moves` moves (a player's own, and the computers'
    after it: bot/undo.py); one move is the plain undo."""
    return dict(UNDO) if moves == 1 else {**UNDO, "moves": moves}


def is_undo(action: Any) -> bool:
    return isinstance(action, dict) and action.get("type") == UNDO["type"]


def undone(action: dict[str, Any]) -> int:
    """How many moves an undo takes back."""
    moves = action.get("moves", 1)
    return moves if type(moves) is int and moves > 0 else 1


def effective_actions(actions: list[Any]) -> list[Any]:
    """The stored actions that count: each undo removes the moves it takes back."""
    kept: list[Any] = []
    for stored in actions:
        if is_undo(stored.action):
            del kept[len(kept) - min(undone(stored.action), len(kept)) :]
        else:
            kept.append(stored)
    return kept


# Where the games' Discord sides (and the /game commands) live: the layer above the platform.
PLUGIN_PACKAGE = "cogs"
_REGISTRY: dict[str, GamePlugin] = {}
_DISCOVERED = False


def register(plugin: GamePlugin) -> GamePlugin:
    from text import CATALOGS

    for language, source in plugin.texts.items():
        CATALOGS.add(language, source)
    _REGISTRY[plugin.name] = plugin
    return plugin


def unregister(name: str) -> None:
    _REGISTRY.pop(name, None)


def discover() -> list[str]:
    """Import every module and package under cogs/; those defining PLUGIN register it.
    Returns the extension names (modules with a `setup`) for the bot to load."""
    global _DISCOVERED
    # Found by the package's name, as plug-ins are: the platform depends on no module of it.
    cogs = importlib.import_module(PLUGIN_PACKAGE)

    extensions = []
    for info in sorted(pkgutil.iter_modules(cogs.__path__), key=lambda i: i.name):
        name = f"{PLUGIN_PACKAGE}.{info.name}"
        module = importlib.import_module(name)
        plugin = getattr(module, "PLUGIN", None)
        # A plug-in registered before (a test's stand-in) is kept.
        if isinstance(plugin, GamePlugin) and plugin.name not in _REGISTRY:
            register(plugin)
        if hasattr(module, "setup"):
            extensions.append(name)
    _DISCOVERED = True
    return extensions


def get(name: str) -> GamePlugin | None:
    if name not in _REGISTRY and not _DISCOVERED:
        discover()
    return _REGISTRY.get(name)


def all_plugins() -> list[GamePlugin]:
    if not _DISCOVERED:
        discover()
    return sorted(_REGISTRY.values(), key=lambda p: p.name)


def is_illegal(error: BaseException) -> bool:
    return isinstance(error, IllegalAction)
