"""The platform serves every game alike: the generic layer names no game, every game plugs in
through one plug-in object, and the slash commands of all games fit together."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import engine
from bot import plugins
from tests.bot import fakegame, faketrick
from text import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
GENERIC = [
    *sorted((ROOT / "bot").glob("*.py")),
    *(
        ROOT / "cogs" / f"{name}.py"
        for name in ("games", "lobby", "table", "admin", "stats", "webpages")
    ),
    # The engine's and the renderers' shared modules (each game's package is its own).
    *sorted((ROOT / "engine").glob("*.py")),
    *sorted((ROOT / "render").glob("*.py")),
    # The web pages name no game either: a page is the plug-in's presenter and renderer.
    *sorted((ROOT / "web").glob("*.py")),
    *sorted((ROOT / "web" / "templates").glob("*.html")),
    *sorted((ROOT / "web" / "static").glob("*.*")),
]
SHARED_RENDER = ("common", "charts", "legible")
GAME_MODULES = {
    path.stem for path in (ROOT / "render").glob("*.py") if path.stem not in SHARED_RENDER
} - {"__init__", "__main__"}
GENERIC = [p for p in GENERIC if not (p.parent.name == "render" and p.stem in GAME_MODULES)]


def _game_names() -> tuple[str, ...]:
    """Every registered game's names as code and people write them: its registry name, with
    "-" or "_", its display name, and the display name without spaces."""
    names: set[str] = set()
    for name, cls in engine.games().items():
        display = str(getattr(cls, "display_name", "") or name).lower()
        names |= {name, name.replace("-", "_"), display, display.replace(" ", "")}
    for plugin in plugins.all_plugins():
        names |= {plugin.name, plugin.name.replace("-", "_")}
    return tuple(sorted(n for n in names if n))


# Game names: never anywhere in the generic layer, not even in a comment.
GAME_NAMES = _game_names()
# Phases, action types and view keys of the games: never as a string in generic code.
VOCABULARY = (
    "choose", "exchange", "draw", "purchase", "track", "end_turn", "pass", "branch",
    "played", "track_turn", "money", "railroad", "railroads", "tiles_left", "double_turn",
    "engineer", "tile_purchase", "advanced", "trick", "duel", "sheriff", "hand_limit",
)  # fmt: skip


BOT_TESTS = ROOT / "tests" / "bot"
# Files of tests/bot that name a real game on purpose, and why. Every other file of tests/bot
# is a platform test: it plays the neutral test games (Toy Rails of fakegame.py, the trick
# game of faketrick.py) under their own names and names no real game, not even in a comment.
# A test of one game's own Discord side goes in a file named for it (test_<game>_....py, the
# registry name with "_") or in tests/<game>/.
NAMES_A_GAME = {
    "conftest.py": "the toy engine also stands in under a real game's plug-in (its commands)",
    "fakegame.py": "the stand-in for a real game's engine is a subclass of the toy",
    "helpers.py": "a real game's own command, typed as a player would (real-engine tests)",
    "test_real_engine.py": "real games through Discord",
    "test_real_full_game.py": "a real game with every option through Discord",
    "test_strong_seats.py": "a real strong player's search in a real game",
    "test_demo.py": "the demo tool records a real game",
    "test_operator.py": "the README's images of each game",
    "test_processes.py": "the card game's strong player in worker processes",
    "procchild.py": "the card game's strong player in a worker process",
    "test_start_says.py": "what each real game says at its start (who starts and why)",
    "test_autocomplete.py": "every real game's autocompleted options, found in the command tree",
    "test_undo_games.py": "undo beside computers in each real game, and why its moves stand",
    "test_rules_help.py": "the rules reference of each real game, and the help of every command",
}


def _platform_tests() -> list[Path]:
    prefixes = tuple(f"test_{name.replace('-', '_')}" for name in engine.games())
    return [
        path
        for path in sorted(BOT_TESTS.glob("*.py"))
        if path.name not in NAMES_A_GAME and not path.stem.startswith(prefixes)
    ]


@pytest.mark.parametrize("path", _platform_tests(), ids=lambda p: p.name)
def test_the_platform_tests_name_no_game(path: Path):
    text = path.read_text(encoding="utf-8").lower()
    found = [name for name in GAME_NAMES if name in text]
    assert not found, f"{path.name} names a game; play Toy Rails or the trick game: {found}"


@pytest.mark.parametrize("path", GENERIC, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_generic_layer_names_no_game(path: Path):
    text = path.read_text(encoding="utf-8")
    found = [name for name in GAME_NAMES if name in text.lower()]
    for word in VOCABULARY:
        if re.search(rf"""["']{re.escape(word)}["']""", text):
            found.append(repr(word))
    assert not found, f"{path.name} names game-specific things: {sorted(set(found))}"


def test_every_engine_game_has_a_plugin_and_every_plugin_an_engine():
    names = {p.name for p in plugins.all_plugins()}
    assert set(engine.games()) <= names | {"tricks"}
    for plugin in plugins.all_plugins():
        assert plugin.engine.min_players <= plugin.engine.max_players
        for spec in plugin.option_specs:
            assert spec.label_key


def test_plugins_are_discovered_not_listed():
    source = (ROOT / "bot" / "core.py").read_text()
    assert "plugins.discover()" in source
    assert "COGS" not in source
    assert not (ROOT / "bot" / "games.py").exists()


async def test_slash_command_names_do_not_clash(settings):
    """Every extension loads into one tree; names are unique and valid for Discord."""
    from bot.core import create_bot

    bot = create_bot(settings, sync_commands=False)
    await bot.setup_hook()
    try:
        top = bot.tree.get_commands()
        names = [c.name for c in top]
        assert len(names) == len(set(names)), names
        for command in bot.tree.walk_commands():
            assert re.fullmatch(r"[-_a-z0-9]{1,32}", command.name), command.name
            assert 1 <= len(str(command.description)) <= 100
        for group in top:
            children = [c.name for c in getattr(group, "commands", [])]
            assert len(children) == len(set(children)), (group.name, children)
    finally:
        await bot.close()


def test_the_readme_and_the_package_name_every_registered_game():
    """Told from the registry, not counted by hand: a game added without a word in the README
    or the package's description fails here."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8").split("## ", 1)[0]
    description = next(
        line
        for line in (ROOT / "pyproject.toml").read_text(encoding="utf-8").splitlines()
        if line.startswith("description")
    )
    plugins.discover()
    real = [cls for cls in engine.games().values() if not cls.__module__.startswith("tests.")]
    assert len(real) >= 3
    for cls in real:
        title = str(cls.display_name)
        assert title.replace(" ", "") in readme.replace("*", "").replace("\n", " ").replace(
            " ", ""
        ), title
        assert title in description, title


@pytest.mark.parametrize("module", [fakegame, faketrick], ids=lambda m: m.__name__)
def test_the_neutral_games_have_every_message_in_every_language(module):
    """The test games ship their texts as Fluent source: the same messages in each language."""
    ids = {
        code: {line.split(" =")[0] for line in source.splitlines() if " = " in line}
        for code, source in module.TEXTS.items()
    }
    assert set(ids) == set(LANGUAGES)
    assert all(ids[code] == ids["en"] for code in LANGUAGES)
