"""List the functions longer than a limit (60 lines by default), longest first, and the modules
longer than 400 lines, under one or more folders (or files):

    .venv/bin/python tools/long_functions.py engine bot cogs render text bench tools

A function's length runs from its `def` line to its last line (decorators not counted); a
function is named by its module's path and its qualified name (`bot/status.py:Status.text`).
tests/test_structure.py holds engine/, text/, render/, bot/ and cogs/ to these limits.
"""

from __future__ import annotations

import argparse
import ast
from collections.abc import Iterable, Iterator
from pathlib import Path

FUNCTION_LINES = 60
MODULE_LINES = 400


def python_files(roots: Iterable[Path]) -> list[Path]:
    """Every Python file under `roots` (a root may be a file), each once, in order."""
    found: set[Path] = set()
    for root in roots:
        found.update([root] if root.is_file() else root.rglob("*.py"))
    return sorted(found)


def _functions(node: ast.AST, prefix: str = "") -> Iterator[tuple[str, int, int]]:
    """(qualified name, first line, last line) of every function in `node`, nested ones too."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            name = f"{prefix}{child.name}"
            if not isinstance(child, ast.ClassDef):
                assert child.end_lineno is not None
                yield name, child.lineno, child.end_lineno
            yield from _functions(child, f"{name}.")
        else:
            yield from _functions(child, prefix)


def function_lengths(path: Path) -> list[tuple[int, str, int]]:
    """(length, qualified name, first line) of every function of one module."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    return [(end - start + 1, name, start) for name, start, end in _functions(tree)]


def long_functions(
    roots: Path | Iterable[Path], limit: int = FUNCTION_LINES
) -> list[tuple[int, str]]:
    """(length, "path:line name") of the functions over `limit` lines, longest first."""
    out: list[tuple[int, str]] = []
    for path in python_files([roots] if isinstance(roots, Path) else roots):
        for length, name, line in function_lengths(path):
            if length > limit:
                out.append((length, f"{path}:{line} {name}"))
    return sorted(out, reverse=True)


def long_modules(roots: Path | Iterable[Path], limit: int = MODULE_LINES) -> list[tuple[int, str]]:
    """(lines, path) of the modules over `limit` lines, longest first."""
    paths = python_files([roots] if isinstance(roots, Path) else roots)
    sizes = [(len(p.read_text(encoding="utf-8").splitlines()), str(p)) for p in paths]
    return sorted(((n, p) for n, p in sizes if n > limit), reverse=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("roots", nargs="*", default=["engine"], help="folders or files")
    parser.add_argument("--lines", type=int, default=FUNCTION_LINES)
    parser.add_argument("--module-lines", type=int, default=MODULE_LINES)
    args = parser.parse_args()
    roots = [Path(root) for root in args.roots]
    print(f"functions over {args.lines} lines:")
    for length, where in long_functions(roots, args.lines):
        print(f"  {length:4d}  {where}")
    print(f"modules over {args.module_lines} lines:")
    for length, where in long_modules(roots, args.module_lines):
        print(f"  {length:4d}  {where}")


if __name__ == "__main__":
    main()
