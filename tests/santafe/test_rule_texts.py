"""Refused moves explained in the player's language: every refusal code the engine can raise has
its rule (`rule-santafe-<code>`) in every catalog, and the refusals raised while playing format
in every language with the values they carry."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

import engine
from bot.errors import rule_text
from engine.santafe.game import RAILROADS, SantaFe
from engine.santafe.placement import placements
from engine.santafe.track import track_action
from tests.santafe.helpers import new, worded
from tests.santafe.test_messages import probes
from text import catalogs as i18n

SOURCE = Path(__file__).resolve().parents[2] / "engine" / "santafe"
# A refusal in the source: `_err("code", ...` or `IllegalAction("code", ...`, the code possibly
# on the next line.
RAISED = re.compile(r"(?:_err|IllegalAction)\(\s*\"([a-z_]+)\"")


def source_codes() -> set[str]:
    return {code for path in SOURCE.glob("*.py") for code in RAISED.findall(path.read_text())}


def test_every_code_in_the_source_has_its_rule_in_every_language():
    codes = source_codes()
    assert len(codes) >= 40, sorted(codes)  # the scan finds the refusals (one per message)
    missing = [
        f"{language}: rule-santafe-{code}"
        for code in sorted(codes)
        for language in i18n.LANGUAGES
        if not i18n.has_exact(f"rule.{SantaFe.name}.{code}", language)
    ]
    assert missing == []


def more_probes(g: SantaFe, p: str) -> list[dict]:
    """Beyond the shared probes: every pile, an unknown move, the whole hand exchanged, and the
    placements the player cannot pay for."""
    out: list[dict] = [{"type": "warp"}, {"type": "draw", "pile": "double_turn"}]
    out += [{"type": "draw", "pile": "branch", "railroad": r} for r in RAILROADS]
    out += [{"type": "buy_tile", "railroad": r} for r in RAILROADS]
    out.append({"type": "exchange", "cards": sorted(g.hands[p])})
    if g.phase == "track":
        out += [track_action(m) for m in placements(g, p, ignore_cost=True)]
    return out


def refusals() -> list[engine.IllegalAction]:
    """Refusals of random illegal moves in games of every size and option set, one per code and
    set of param names and values."""
    seen: dict[tuple, engine.IllegalAction] = {}
    games = [(2, {}), (3, {"advanced": True, "tile_purchase": True}), (5, {"advanced": True})]
    for seed, (n, options) in enumerate(games * 2):
        g = new(n, seed=seed, **options)
        rng = random.Random(seed)
        for step in range(3000):
            if g.is_over:
                break
            if step % 5 == 0:
                for p in g.players:
                    legal = g.legal_actions(p)
                    for action in probes(g) + more_probes(g, p):
                        if action in legal:
                            continue
                        with pytest.raises(engine.IllegalAction) as info:
                            g.apply(p, action)
                        error = info.value
                        key = (error.code, tuple(sorted(error.params.items())))
                        seen.setdefault(key, error)
            p = g.active_players()[0]
            g.apply(p, rng.choice(g.legal_actions(p)))
    return list(seen.values())


@pytest.fixture(scope="module")
def raised() -> list[engine.IllegalAction]:
    return refusals()


def test_refusals_met_in_play_are_many_and_known(raised):
    codes = {error.code for error in raised}
    # Most of the codes; those of rarer situations (a player without money, an empty pile) are
    # raised by the rule tests, whose `refused` checks their wording in every language too.
    assert len(codes) >= 35, sorted(codes)
    # Refusals of the rules themselves, not only of badly formed moves.
    assert {"home_city", "not_a_railhead", "route_taken", "dead_end", "branch_cost"} <= codes
    # The platform's own refusals (not raised by the game) are not the game's to word.
    assert codes - {"not_a_player", "malformed", "game_over"} <= source_codes()


def test_refusals_format_in_every_language_with_their_values(raised):
    for error in raised:
        texts = worded(error)
        # What the player reads is that catalog rule, in their language.
        for language, text in texts.items():
            assert rule_text(error, language) == text


def test_refusals_read_in_the_players_language(raised):
    for error in raised:
        english = rule_text(error, "en")
        assert rule_text(error, "fr") != english, error.code
        assert rule_text(error, "nl") != english, error.code


def test_out_of_phase_says_what_the_table_does_and_when_the_move_comes():
    g = new(3)
    track = {"type": "track", "railroad": "SF", "route": "chicago~milwaukee"}
    with pytest.raises(engine.IllegalAction) as info:
        g.apply("p0", {**track, "toward": "milwaukee", "branch": False})
    error = info.value
    assert (error.code, error.params) == ("wrong_phase", {"phase": "choose", "action": "track"})
    assert rule_text(error, "en") == str(error)
    assert rule_text(error, "fr") == (
        "Les joueurs choisissent encore leur carte\u202f; "
        "la pose de voie vient après la révélation des cartes."
    )
    assert rule_text(error, "nl") == (
        "De spelers kiezen nog hun kaart; spoor leggen komt na het omdraaien van de kaarten."
    )


def test_a_number_in_a_rule_follows_the_language():
    """ "Only 1 City card is left", "Il ne reste qu'une Carte de Ville": plural by the count."""
    error = engine.IllegalAction("pile_too_small", "…", left=1)
    error.game = SantaFe.name
    assert rule_text(error, "en").startswith("Only 1 City card is left")
    assert rule_text(error, "fr").startswith("Il ne reste qu'une Carte de Ville")
    assert rule_text(error, "nl").startswith("Er is nog maar 1 Stadskaart")
    error.params["left"] = 3
    assert "3 Cartes de Ville" in rule_text(error, "fr")
    assert "3 Stadskaarten" in rule_text(error, "nl")
