"""Files of one job: no module over 400 lines and no function over 60 lines in the engine, the
language layer, the renderers, the platform and the cogs (tools/long_functions.py lists them).

A long module or function is split by job (world sampling apart from the search, layout apart
from drawing), not squeezed. The allowlist below names what is being split right now, each
entry with its reason; it only shrinks.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tools.long_functions import FUNCTION_LINES, MODULE_LINES, function_lengths, python_files

ROOT = Path(__file__).resolve().parents[1]
CHECKED = ("engine", "text", "render", "bot", "cogs", "web")

# What is still over the limits, each with the reason it is (none today).
LONG_MODULES: dict[str, str] = {}
LONG_FUNCTIONS: dict[str, str] = {}


def _modules() -> list[Path]:
    return python_files(ROOT / folder for folder in CHECKED)


def _name(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def _long_modules() -> dict[str, int]:
    sizes = {_name(p): len(p.read_text(encoding="utf-8").splitlines()) for p in _modules()}
    return {name: n for name, n in sizes.items() if n > MODULE_LINES}


def _long_functions() -> dict[str, int]:
    return {
        f"{_name(path)}:{name}": length
        for path in _modules()
        for length, name, _ in function_lengths(path)
        if length > FUNCTION_LINES
    }


def test_no_module_is_over_400_lines():
    found = {name: n for name, n in _long_modules().items() if name not in LONG_MODULES}
    assert not found, f"modules over {MODULE_LINES} lines (split them by job): {found}"


def test_no_function_is_over_60_lines():
    found = {name: n for name, n in _long_functions().items() if name not in LONG_FUNCTIONS}
    assert not found, f"functions over {FUNCTION_LINES} lines (split them by job): {found}"


@pytest.mark.parametrize(
    ("allowed", "found"),
    [(LONG_MODULES, _long_modules), (LONG_FUNCTIONS, _long_functions)],
    ids=["modules", "functions"],
)
def test_the_allowlist_names_only_what_is_still_long(allowed, found):
    """An entry whose module or function is within the limits now (or gone) is removed."""
    stale = sorted(set(allowed) - set(found()))
    assert not stale, f"within the limits now: remove from tests/test_structure.py: {stale}"
    assert all(reason.strip() for reason in allowed.values())
