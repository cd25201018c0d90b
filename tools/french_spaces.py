"""French typography in the catalogs: a narrow no-break space (U+202F) before : ; ! ? and inside
« », as bot/locales/README.md asks. Rewrites every French .ftl file in place; run by hand after
editing a catalog (tests/test_i18n.py checks it)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

NARROW = "\u202f"
ROOT = Path(__file__).resolve().parents[1]


def fix_text(text: str) -> str:
    """A space before : ; ! ? (and inside « ») becomes a narrow no-break space; punctuation
    with no space before it is left alone (`hide:False`, `https://`, `12:30`)."""
    out: list[str] = []
    depth = 0
    for i, ch in enumerate(text):
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth = max(0, depth - 1)
        spaced = ch in " \u00a0\u202f"
        nxt = text[i + 1] if i + 1 < len(text) else ""
        prev = out[-1] if out else ""
        if depth == 0 and spaced and (nxt in ":;!?" or nxt == "»"):
            out.append(NARROW)
            continue
        if depth == 0 and spaced and prev == "«":
            out[-1] = "«" + NARROW
            continue
        out.append(ch)
    return "".join(out)


def fix_line(line: str) -> str:
    """One catalog line: only the text of a message (after `id =`, or a continuation line)."""
    stripped = line.lstrip()
    if not stripped or stripped.startswith("#"):
        return line
    match = re.match(r"^([A-Za-z][\w-]*\s*=\s?)(.*)$", line)
    if match:
        return match.group(1) + fix_text(match.group(2))
    variant = re.match(r"^(\s*\*?\[[^\]]+\]\s?)(.*)$", line)
    if variant:
        return variant.group(1) + fix_text(variant.group(2))
    # A continuation line (indented, or the rest of a line after a select's closing brace).
    indent = len(line) - len(stripped)
    return line[:indent] + fix_text(stripped)


def fix_file(path: Path) -> bool:
    old = path.read_text(encoding="utf-8")
    new = "\n".join(fix_line(line) for line in old.split("\n"))
    if new != old:
        path.write_text(new, encoding="utf-8")
    return new != old


def french_catalogs() -> list[Path]:
    return sorted(ROOT.glob("bot/locales/fr/*.ftl")) + sorted(ROOT.glob("cogs/*/locales/fr/*.ftl"))


if __name__ == "__main__":
    changed = [str(p.relative_to(ROOT)) for p in french_catalogs() if fix_file(p)]
    print("\n".join(changed) or "nothing to change")
    sys.exit(0)
