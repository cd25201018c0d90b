"""/game rules is written in the project's own words, never copied from a rulebook: no run of
RUN words of any game's rules reference, in any language, is also in any of the rulebooks
(a run of numbers, a scoring table's row, is a fact, not a sentence). The rulebooks are the
project's seed texts, outside the repository (`WHISTLESTOP_RULEBOOKS`, by default
/work/shared/seeds); without them there is nothing to compare with."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from bot import plugins
from bot.rules import pages
from text import LANGUAGES

RUN = 7  # words in a row: names and short phrases of the rules ("the Starting City") are shorter
NUMBERS = 3  # a run with this many numbers in it is a table's row
_WORD = re.compile(r"[^\W_]+", re.UNICODE)
BOOKS = Path(os.environ.get("WHISTLESTOP_RULEBOOKS", "/work/shared/seeds"))


def _words(text: str) -> list[str]:
    return _WORD.findall(text.casefold())


def _runs(words: list[str]) -> set[tuple[str, ...]]:
    return {
        tuple(words[i : i + RUN])
        for i in range(len(words) - RUN + 1)
        if sum(w.isdigit() for w in words[i : i + RUN]) < NUMBERS
    }


@pytest.mark.skipif(not BOOKS.is_dir(), reason="the rulebooks are not on this machine")
def test_no_rules_page_repeats_a_rulebook_sentence():
    books: set[tuple[str, ...]] = set()
    for path in sorted(BOOKS.glob("*.txt")):
        books |= _runs(_words(path.read_text(encoding="utf-8")))
    assert books
    plugins.discover()
    copied = []
    for plugin in plugins.all_plugins():
        for language in LANGUAGES:
            text = "\n".join(page.text for page in pages(plugin, language))
            copied += [
                f"{plugin.name} ({language}): {' '.join(run)}"
                for run in sorted(_runs(_words(text)) & books)
            ]
    assert copied == []


def test_a_run_of_a_table_is_no_sentence():
    """The comparison's own rules: a table's row of numbers is left out, words are not."""
    row = _words("Tricks 0 1 2 3 4 5 points -50 -25 0 +10")
    assert not _runs(row)
    sentence = _words("Whoever wins every trick of a round scores 500 points.")
    assert len(_runs(sentence)) == len(sentence) - RUN + 1
