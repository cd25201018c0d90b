"""Imports point down: engine < text < render < bot < cogs | web (docs/architecture.md, "Layers").

Every module of the six packages is read as source (imports inside functions and under
TYPE_CHECKING count too): none may import a package of a higher layer, the two adapters at the
top (`cogs/`, Discord's side, and `web/`, the browser's) do not import each other, and no module
of the platform but its entry point imports `bot.core`, the module that builds and wires the
services (they get what they use by their constructors). The entry point is also the one
module below the adapters that may import `web`: it puts the bot and the web server together in
one process. A board is drawn in a fresh interpreter to show that drawing loads neither the
platform nor discord.py.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LAYERS = ("engine", "text", "render", "bot", "cogs", "web")
# cogs and web are one level: adapters side by side, neither imports the other.
RANK = {"engine": 0, "text": 1, "render": 2, "bot": 3, "cogs": 4, "web": 4}
# The one module under bot/ that may import bot.core: `python -m bot` starts the bot there.
ENTRY_POINTS = frozenset({"bot.__main__"})


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> Iterator[tuple[str, Path]]:
    for layer in LAYERS:
        for path in sorted((ROOT / layer).rglob("*.py")):
            yield module_name(path), path


def imported(name: str, path: Path) -> Iterator[tuple[str, int]]:
    """Every module `name` imports (with the line): `import a.b` gives a.b, `from a import b`
    gives a and a.b (b may be a module), relative imports resolved against the package."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, node.lineno
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                origin = ".".join([*base, node.module] if node.module else base)
            else:
                origin = node.module or ""
            yield origin, node.lineno
            for alias in node.names:
                yield f"{origin}.{alias.name}", node.lineno


def violations() -> list[str]:
    found = []
    for name, path in modules():
        layer = name.split(".")[0]
        where = path.relative_to(ROOT)
        for target, line in imported(name, path):
            top = target.split(".")[0]
            composes = name in ENTRY_POINTS and top == "web"
            if top in RANK and RANK[top] > RANK[layer] and not composes:
                found.append(f"{where}:{line}: {layer} imports {target} (a higher layer)")
            if top in RANK and top != layer and RANK[top] == RANK[layer]:
                found.append(f"{where}:{line}: {layer} imports {target} (the other adapter)")
            is_core = target == "bot.core" or target.startswith("bot.core.")
            if layer == "bot" and is_core and name not in ENTRY_POINTS and name != "bot.core":
                found.append(f"{where}:{line}: imports {target} (only the entry point may)")
    return found


def test_imports_point_down_and_only_the_entry_point_imports_bot_core():
    assert violations() == []


def test_the_scan_sees_what_it_must_refuse(tmp_path):
    """The scan itself: an upward import inside a function, a relative one and the bot's
    core imported by a platform module are all found."""
    module = tmp_path / "bot" / "sample.py"
    module.parent.mkdir()
    module.write_text(
        textwrap.dedent(
            """
            from . import core
            def later():
                from cogs import games
            """
        )
    )
    seen = {target for target, _ in imported("bot.sample", module)}
    assert {"bot.core", "cogs", "cogs.games"} <= seen


def test_the_adapters_do_not_import_each_other(tmp_path, monkeypatch):
    """cogs/ and web/ sit side by side: a page never reaches a Discord command, nor back."""
    module = tmp_path / "web" / "sample.py"
    module.parent.mkdir()
    module.write_text("from cogs import games\n")
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    assert violations() == [
        "web/sample.py:1: web imports cogs (the other adapter)",
        "web/sample.py:1: web imports cogs.games (the other adapter)",
    ]


def test_drawing_a_board_loads_neither_the_platform_nor_discord(tmp_path):
    script = textwrap.dedent(
        """
        import sys

        import engine
        import render, render.santafe, render.cardrails, render.santafe_cards

        game = engine.new_game("santafe-cards", ["a", "b", "c"], seed=1)
        png = render.board_png(game.name, game.view(None), names={"a": "Ann"}, language="fr")
        assert png.startswith(b"\\x89PNG")
        loaded = [m for m in sys.modules if m.split(".")[0] in ("discord", "bot", "cogs")]
        assert not loaded, loaded
        """
    )
    env = {**os.environ, "WHISTLESTOP_CACHE": str(tmp_path), "PYTHONPATH": str(ROOT)}
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
