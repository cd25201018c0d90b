"""English articles: "an" before a vowel sound, "a" before any other, also where the word
after the article is filled in (a railroad's abbreviation read letter by letter: "an SF tile",
"a UP tile"; a railroad's name: "an Orange share")."""

from __future__ import annotations

import re

import pytest

from engine.cardrails.cards import load_cards
from text.catalogs import ROOT, t

# Letters whose name starts with a vowel sound (an abbreviation is read letter by letter).
VOWEL_LETTERS = set("AEFHILMNORSX")
# "A" alone is also a letter (the side A of a card): only "a", "an" and "An" are read as articles.
ARTICLE = re.compile(r"\b(an?|An) ([A-Za-z0-9][\w/½]*)")
SANTA_FE_RAILROADS = ("SF", "SP", "GN", "UP", "KP")


def _wants_an(word: str) -> bool:
    if len(word) > 1 and word.isupper():  # an abbreviation: its first letter's name
        return word[0] in VOWEL_LETTERS
    if word[0].isdigit():
        return word.startswith(("8", "11", "18"))
    # A few words sound otherwise than they are spelled.
    if word.lower().startswith(("one", "uni", "use", "usu", "eu")):
        return False
    if word.lower().startswith(("hour", "honest")):
        return True
    return word[0].lower() in "aeiou"


def _wrong(text: str) -> list[str]:
    return [
        m.group(0)
        for m in ARTICLE.finditer(text)
        if (m.group(1).lower() == "an") != _wants_an(m.group(2))
    ]


def test_the_rule_itself():
    assert _wrong("Laid a SF tile, An GN tile and a Orange share") == ["a SF", "An GN", "a Orange"]
    assert _wrong("an SF tile, a UP tile, an Orange share, a 1/2 hex, a 10, an 8") == []


@pytest.mark.parametrize("railroad", SANTA_FE_RAILROADS)
def test_a_santa_fe_tile_takes_the_article_its_railroad_is_read_with(railroad):
    said = t("sf.done.track", "en", railroad=railroad, src="Denver", dst="Omaha")
    assert _wrong(said) == [], said


@pytest.mark.parametrize("railroad", sorted(load_cards().railroads))
def test_a_card_rails_share_takes_the_article_its_railroad_is_read_with(railroad):
    name = t("cr.railroad", "en", railroad=railroad)
    said = t("cr.img.share", "en", railroad=name)
    assert _wrong(said) == [], said


def test_no_english_text_has_the_wrong_article_before_a_written_word():
    """Every English catalog's own words (placeholders and selectors aside)."""
    wrong = []
    for path in sorted(ROOT.glob("**/locales/en/*.ftl")):
        if ".venv" in path.parts:
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.lstrip().startswith("#"):
                continue
            wrong += [f"{path.relative_to(ROOT)}:{number}: {w}" for w in _wrong(line)]
    assert wrong == []
