"""List the functions longer than a limit (60 lines by default), longest first, and the modules
longer than 400 lines: `.venv/bin/python tools/long_functions.py engine/`."""

from __future__ import annotations

import argparse
import ast
from pathlib import Path


def long_functions(root: Path, limit: int) -> list[tuple[int, str]]:
    out: list[tuple[int, str]] = []
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(), str(path))
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                assert node.end_lineno is not None
                length = node.end_lineno - node.lineno + 1
                if length > limit:
                    out.append((length, f"{path}:{node.lineno} {node.name}"))
    return sorted(out, reverse=True)


def long_modules(root: Path, limit: int) -> list[tuple[int, str]]:
    sizes = [(len(p.read_text().splitlines()), str(p)) for p in sorted(root.rglob("*.py"))]
    return sorted(((n, p) for n, p in sizes if n > limit), reverse=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("root", nargs="?", default="engine")
    parser.add_argument("--lines", type=int, default=60)
    parser.add_argument("--module-lines", type=int, default=400)
    args = parser.parse_args()
    root = Path(args.root)
    print(f"functions over {args.lines} lines:")
    for length, where in long_functions(root, args.lines):
        print(f"  {length:4d}  {where}")
    print(f"modules over {args.module_lines} lines:")
    for length, where in long_modules(root, args.module_lines):
        print(f"  {length:4d}  {where}")


if __name__ == "__main__":
    main()
