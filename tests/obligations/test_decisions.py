"""The prompt's sentence names only the kinds of choices offered, in every language, for every
game alike: "Your decision: build a second cube or end your turn" only when both are offered.

For random positions of random games of every registered game (and the platform's test games),
the sentence of each awaited player's prompt (bot/prompts.py, as the bot writes it) is compared
with the kinds of the legal actions it offers (`Presenter.choice_kind`): every offered kind is
named, no kind that is not offered is, and the game names the kind of every action it offers."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

import text
from bot import plugins
from bot.prompts import prompt
from engine.core import Game
from tests.bot import fakegame, faketrick
from tests.obligations import engines, new_game
from tests.obligations.offline import offline_session

LANGUAGES = text.LANGUAGES
STEPS = 160  # moves per game: every phase of each game comes up within it


@pytest.fixture(autouse=True)
def fakes_registered() -> Iterator[None]:
    plugins.register(faketrick.PLUGIN)
    plugins.register(fakegame.PLUGIN)
    yield
    plugins.unregister(faketrick.PLUGIN.name)
    plugins.unregister(fakegame.PLUGIN.name)


def _sentence(content: str, language: str) -> str:
    """The prompt's line that says what the player decides, without its lead-in."""
    lead = text.t("hand.pending", language, what="\x00").split("\x00")[0]
    lines = [line for line in content.splitlines() if line.startswith(lead)]
    assert len(lines) == 1, content
    return lines[0][len(lead) :]


def _positions(name: str, seed: int) -> Iterator[tuple[Game, str]]:
    """(game, player to ask) at every decision of one random game of `name`."""
    cls = engines()[name]
    rng = random.Random(seed)
    players = [f"p{i}" for i in range(rng.randint(cls.min_players, min(cls.max_players, 5)))]
    options = {spec.name: spec.default for spec in cls.option_specs}
    for spec in cls.option_specs:
        if spec.kind is bool:
            options[spec.name] = rng.random() < 0.5
    game = new_game(name, players, seed, options)
    for _ in range(STEPS):
        if game.is_over:
            return
        awaited = [p for p in game.active_players() if game.legal_actions(p)]
        for player in awaited:
            yield game, player
        player = rng.choice(awaited)
        game.apply(player, rng.choice(game.legal_actions(player)))


@pytest.mark.parametrize("name", sorted(engines()))
def test_the_prompt_sentence_names_exactly_the_kinds_offered(name):
    plugin = plugins.get(name)
    assert plugin is not None
    presenter = plugin.presenter
    checked: list[tuple[set[str], dict[str, str]]] = []  # offered kinds, sentence per language
    for seed in range(4):
        for game, player in _positions(name, seed):
            view = game.view(player)
            kinds = {presenter.choice_kind(a, view) for a in game.legal_actions(player)}
            assert None not in kinds, f"{name}: an offered action has no kind"
            sentences = {}
            for language in LANGUAGES:
                content, _ = prompt(offline_session(game, language), player, language)
                sentences[language] = _sentence(content, language)
            checked.append(({str(k) for k in kinds}, sentences))
    every = set().union(*(kinds for kinds, _ in checked))
    assert len(every) > 1, f"{name}: the playouts met a single kind of choice"
    for kinds, sentences in checked:
        for language, sentence in sentences.items():
            offered = [text.t(k, language) for k in kinds]
            for words in offered:
                assert words in sentence, (language, sentence, kinds)
            for kind in every - kinds:
                words = text.t(kind, language)
                if any(words in other for other in offered):
                    continue  # the words of one kind inside another's (never the case today)
                assert words not in sentence, (language, sentence, kinds, kind)


def test_card_rails_asks_for_a_second_cube_only_after_a_first():
    """Laying the card leaves the turn at its cubes: the first is "build track", and only the
    one after it "a second cube" (a Dutch transcript read "bouw een tweede blokje" before any)."""
    presenter = plugins.get("cardrails").presenter
    asked: dict[int, set[str]] = {}
    for seed in range(6):
        for game, player in _positions("cardrails", seed):
            view = game.view(player)
            if view["step"] != "build":
                continue
            built = len(view["this_turn"]["cubes"])
            for action in game.legal_actions(player):
                if action["type"] == "build":
                    asked.setdefault(built, set()).add(str(presenter.choice_kind(action, view)))
    assert asked[0] == {"cr.kind.build"}
    assert asked[1] == {"cr.kind.build_more"}
