"""Every text the platform shows for a game exists in every language, for every game alike: a
missing message would show players a raw id, or English in a French game.

Checked from the catalogs (the game's title, its options, a message for every refusal its
engine can raise) and by driving the game's presenter over a whole playout in every language,
failing on any message looked up and not found."""

from __future__ import annotations

import ast
import inspect
import logging
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

import engine
import text
from bot import plugins
from tests.bot import faketrick
from tests.obligations import new_game

LANGUAGES = text.LANGUAGES


@pytest.fixture(autouse=True)
def fake_registered() -> Iterator[None]:
    plugins.register(faketrick.PLUGIN)
    yield
    plugins.unregister(faketrick.PLUGIN.name)


def _names() -> list[str]:
    return sorted({p.name for p in plugins.all_plugins()} | {faketrick.PLUGIN.name})


def _plugin(name: str) -> plugins.GamePlugin:
    plugin = plugins.get(name)
    assert plugin is not None, name
    return plugin


def _codes(source: Path) -> set[str]:
    """The refusal codes written in a module or a package: IllegalAction("code", ...)."""
    files = sorted(source.rglob("*.py")) if source.is_dir() else [source]
    codes = set()
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", getattr(node.func, "attr", None)) == "IllegalAction"
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                codes.add(node.args[0].value)
    return codes


def _source(cls: type[engine.Game]) -> Path:
    path = Path(inspect.getfile(cls))
    return path.parent if path.name == "game.py" else path


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", _names())
def test_the_title_options_and_refusals_exist_in_every_language(name, language):
    cls = _plugin(name).engine
    keys = [f"game.{name}", *(spec.label_key for spec in cls.option_specs)]
    missing = [key for key in keys if not text.has_exact(key, language)]
    # The engine's own refusals (any game can raise them) and the game's.
    generic = _codes(Path(inspect.getfile(engine.Game)))
    for code in sorted(generic | _codes(_source(cls))):
        if not any(text.has_exact(k, language) for k in (f"rule.{name}.{code}", f"rule.{code}")):
            missing.append(f"rule.{name}.{code}")
    assert missing == []


def _names_of(player: str) -> str:
    return f"Name of {player}"


def _drive(plugin: plugins.GamePlugin, game: engine.Game, language: str) -> None:
    """Every presenter text for this moment of the game, as the platform asks for it."""
    presenter = plugin.presenter
    view = game.view(None)
    presenter.phase_name(view, language)
    presenter.alt_text(view, "board", _names_of, language)
    presenter.status_lines(view, _names_of, language)
    if view.get("over"):
        presenter.alt_text(view, "scores", _names_of, language)
        presenter.end_reason(view, _names_of, language)
    for player in game.players:
        mine = game.view(player)
        presenter.seat_line(view, player, _names_of(player), language)
        presenter.hand_lines(mine, player, _names_of, language)
        if view.get("over"):
            presenter.final_lines(view, player, _names_of, language)
    for player in game.active_players():
        mine = game.view(player)
        presenter.awaited(view, language)
        presenter.panel_label(view, language)
        presenter.ping(view, player, "@someone", language)
        for action in game.legal_actions(player)[:12]:
            presenter.label(action, mine, language)
            presenter.ack(action, mine, language)
            presenter.done_line(action, mine, language)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", _names())
def test_every_text_of_a_whole_game_exists_in_every_language(name, language, caplog):
    plugin = _plugin(name)
    cls = plugin.engine
    rng = random.Random(3)
    n = min(cls.max_players, max(cls.min_players, 3))
    options = {spec.name: spec.default for spec in cls.option_specs}
    for spec in cls.option_specs:
        if spec.kind is bool:
            options[spec.name] = True  # every variant's texts
    game = new_game(name, [f"p{i}" for i in range(n)], 5, options)
    caplog.set_level(logging.WARNING, logger="whistlestop")
    step = 0
    while True:
        if step % 7 == 0 or game.is_over:
            _drive(plugin, game, language)
        if game.is_over:
            break
        player = rng.choice(game.active_players())
        before = game.view(None)
        action = rng.choice(game.legal_actions(player))
        events = game.apply(player, action)
        public = [e for e in events if "to" not in e]
        plugin.presenter.after_move(before, game.view(None), public, _names_of, language)
        plugin.presenter.digest(public, _names_of, language)
        for event in events:
            if "to" in event:
                plugin.presenter.private_line(event, game.view(event["to"]), _names_of, language)
        step += 1
    problems = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert problems == []
