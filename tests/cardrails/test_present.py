"""How Card Rails reads in Discord, in every language: every message the presenter asks for
exists in the language itself, moves fit Discord's limits, and French and Dutch texts carry
no English word."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

import engine
from cogs.cardrails import present
from cogs.cardrails.present import CardRailsPresenter
from engine.players import make_player
from text import LANGUAGES
from text import catalogs as i18n

PRESENTER = CardRailsPresenter()
NAMES = {"ann": "Ann", "bob": "Bob", "cy": "Cy", "dee": "Dee"}
# Messages of the platform the presenter uses (the platform's catalogs answer for them).
PLATFORM_KEYS = {"hand.cards", "dm.final", "dm.final.won"}


def _moments() -> list[tuple[dict[str, Any], dict[str, Any], list[dict[str, Any]], str]]:
    """(view before, view after, events, mover) of every move of two whole games, with 3 and
    4 players: heuristic players, one of them playing at random to reach every step."""
    out = []
    for n, seed in ((4, 3), (3, 8)):
        players = list(NAMES)[:n]
        g = engine.new_game("cardrails", players, seed, {"open_hands": seed == 8})
        seats = {p: make_player("heuristic", seed + i, "cardrails") for i, p in enumerate(players)}
        rng = random.Random(seed)
        while not g.is_over:
            p = g.active_players()[0]
            before = g.view(None)
            legal = g.legal_actions(p)
            action = rng.choice(legal) if p == players[0] else seats[p].choose(g, p)
            events = g.apply(p, action)
            out.append((before, g.view(None), events, p))
    return out


MOMENTS = _moments()


def _texts(language: str) -> Iterator[str]:
    """Everything the presenter says over the games, in one language."""
    names = NAMES.__getitem__
    for before, now, events, _ in MOMENTS:
        for post in PRESENTER.after_move(before, now, events, names, language):
            yield post.text
        yield from PRESENTER.digest(events, names, language)
        yield PRESENTER.phase_name(now, language)
        if now["over"]:
            yield PRESENTER.end_reason(now, names, language)
            for p in now["players"]:
                yield from PRESENTER.final_lines(now, p, names, language)
            continue
        yield PRESENTER.awaited(now, language)
        yield from PRESENTER.status_lines(now, names, language)
        to_move = now["active_players"][0]
        for p in now["players"]:
            yield PRESENTER.seat_line(now, p, NAMES[p], language)
        ping = PRESENTER.ping(now, to_move, "@someone", language)
        if ping:
            yield ping
        # The first line of the hand is the platform's "Your hand: …" around the game's cards.
        yield from PRESENTER.hand_lines(now, to_move, names, language)[1:]


def _spied(monkeypatch: pytest.MonkeyPatch, language: str) -> tuple[list[str], set[str]]:
    asked: set[str] = set()
    real = present.t

    def spy(key: str, locale: object = None, /, **kwargs: Any) -> str:
        asked.add(key)
        return real(key, locale, **kwargs)

    monkeypatch.setattr(present, "t", spy)
    return list(_texts(language)), asked


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_the_presenter_asks_for_is_in_the_language(monkeypatch, language):
    texts, asked = _spied(monkeypatch, language)
    assert len(asked) > 30
    missing = sorted(k for k in asked - PLATFORM_KEYS if not i18n.has_exact(k, language))
    assert missing == []
    leaks = [text for text in texts if "{" in text or re.search(r"\bcr\.[a-z]", text)]
    assert leaks == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_moves_fit_discord_in_every_language(language):
    games = [engine.new_game("cardrails", list(NAMES), seed) for seed in range(3)]
    rng = random.Random(1)
    for g in games:
        while not g.is_over:
            p = g.active_players()[0]
            view = g.view(p)
            legal = g.legal_actions(p)
            for action in legal:
                assert len(PRESENTER.label(action, view, language)) <= 100, action
                for _, group in PRESENTER.group(action, view, language):
                    assert len(group) <= 95, group
            for a in legal:
                if a["type"] == "card":
                    assert len(present.card(a["card"], language)) <= 100
                if a["type"] == "share":
                    assert len(present.railroad(a["railroad"], language)) <= 100
            g.apply(p, rng.choice(legal))


def _words(texts: list[str]) -> set[str]:
    return {w for text in texts for w in re.findall(r"[^\W\d_]{3,}", text)}


# Words French or Dutch share with English: player names, and words the languages share.
SHARED = {"fr": {"Orange", "cube", "place", "points", "score"}, "nl": {"hand", "score"}}


@pytest.mark.parametrize("language", ["fr", "nl"])
def test_french_and_dutch_carry_no_english_word(language):
    english = _words(list(_texts("en")))
    theirs = _words(list(_texts(language)))
    assert {"took", "share", "built", "chose", "turn"} <= english
    assert (english & theirs) - set(NAMES.values()) - {"someone"} - SHARED[language] == set()
