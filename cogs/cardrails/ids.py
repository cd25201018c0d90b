"""A Card Rails card's id in words: the same id for every player of a game (typed in commands,
drawn on the pictures: its railroad's letter as printed and a number), with its railroad's name
in the reader's language beside it (RULINGS R24)."""

from __future__ import annotations

import functools

from engine.cardrails.cards import load_cards
from text import t


@functools.cache
def _railroads() -> dict[str, str]:
    return {c.id: str(c.railroad) for c in load_cards().cards.values() if c.railroad}


def card_id(card: str, locale: object | None = None) -> str:
    """ "G3 (Green)", "G3 (Verte)", "G3 (Groen)"; an unknown id as it is."""
    railroad = _railroads().get(card)
    if railroad is None:
        return card
    name = t("cr.railroad", locale, railroad=railroad)
    return t("cr.card.id", locale, card=card, railroad=name)
