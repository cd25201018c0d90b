"""What formatting one message costs, in each language (the goal: < 20 us median).

Formats a realistic mix of the catalogs' messages: every message of every catalog folder with
sample arguments (plurals taken with 1 and with 3), the same set in en, fr and nl. Run by hand:

    python bench/bench_i18n.py [--rounds 200]

Prints the median and 99th percentile per language, and the cost of t() (the bot's entry:
id conversion, fallback, argument handling) against the compiled message function alone.
"""

from __future__ import annotations

import argparse
import logging
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from text import catalogs as i18n


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)


def messages() -> list[tuple[str, dict[str, object]]]:
    """(dotted id, arguments) for every English message, twice when it has arguments."""
    found = []
    for path in i18n.catalog_files("en"):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message) and entry.value is not None:
                visitor = _Variables()
                visitor.visit(entry)
                key = entry.id.name.replace("-", ".")
                if not visitor.names:
                    found.append((key, {}))
                    continue
                for number in (1, 3):
                    args: dict[str, object] = {
                        name: number if name in ("n", "count", "total", "score", "hand") else "Ann"
                        for name in visitor.names
                    }
                    found.append((key, args))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=200)
    rounds = parser.parse_args().rounds
    logging.disable(logging.WARNING)  # a translation in progress logs its missing messages
    sample = messages()
    print(f"{len(sample)} message/argument sets, {rounds} rounds each, per language")
    for language in i18n.LANGUAGES:
        i18n.CATALOGS.bundle(language)  # compiled once, before timing
        timings = []
        for _ in range(rounds):
            for key, args in sample:
                start = time.perf_counter_ns()
                i18n.t(key, language, **args)
                timings.append(time.perf_counter_ns() - start)
        timings.sort()
        median = statistics.median(timings) / 1000
        p99 = timings[int(len(timings) * 0.99)] / 1000
        print(f"{language}: t() median {median:.2f} us, p99 {p99:.2f} us")
    bundle = i18n.CATALOGS.bundle("fr")
    raw = []
    for _ in range(rounds):
        for key, args in sample:
            ident = key.replace(".", "-")
            if not bundle.has_message(ident):
                continue  # a translation in progress: t() fell back above
            start = time.perf_counter_ns()
            bundle.format(ident, args)
            raw.append(time.perf_counter_ns() - start)
    print(f"fr: compiled message alone median {statistics.median(raw) / 1000:.2f} us")
    start = time.perf_counter()
    for language in i18n.LANGUAGES:
        i18n.CATALOGS._bundles.pop(language, None)
        i18n.CATALOGS.bundle(language)
    print(
        f"compiling all catalogs of {len(i18n.LANGUAGES)} languages: "
        f"{(time.perf_counter() - start) * 1000:.0f} ms (once per process)"
    )


if __name__ == "__main__":
    main()
