"""How the result and Open Hands are told: a tie is said with the rulebook's rule wherever the
result is told, and with Open Hands every hand shows in /game status and /game hand."""

from __future__ import annotations

import pytest

from cogs.cardrails.present import CardRailsPresenter, ranking
from tests.cardrails.helpers import new
from text import LANGUAGES

PRESENTER = CardRailsPresenter()
RULE = {
    "en": "Tie? Last tied player in turn order wins",
    "fr": "En cas d'égalité, le dernier joueur à égalité dans l'ordre du tour l'emporte",
    "nl": "Gelijkspel? De laatste gelijke speler in de beurtvolgorde wint",
}


def _tied_game():
    """A finished 4-player game: the 1st and 3rd in turn order tie for the best total (2), the
    2nd and 4th tie at 0."""
    g = new(4, 2)
    order = g.order()
    g.share_cubes[order[0]]["green"] = 1
    g.share_cubes[order[2]]["green"] = 1
    g.cubes_left["green"] -= 2  # green is worth its 2 empty boxes
    for p in g.players:
        g.hands[p] = []
    g._end()
    return g, order


def _names(p: str) -> str:
    return f"**{p.upper()}**"


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_tie_is_told_with_its_rule(language):
    """ "The highest total wins. Tie? Last tied player in turn order wins." """
    g, order = _tied_game()
    view = g.view(None)
    assert view["scores"][order[0]] == view["scores"][order[2]] == 2
    assert view["winners"] == [order[2]]
    # The thread: the winner listed first, the tie and its rule in the reason line.
    assert ranking(view) == [order[2], order[0], order[3], order[1]]
    reason = PRESENTER.end_reason(view, _names, language)
    assert RULE[language] in reason
    assert _names(order[0]) in reason and _names(order[2]) in reason
    # Each player's DM: the winner of the tie is told so; the loser never reads "place 1".
    won = "\n".join(PRESENTER.final_lines(view, order[2], _names, language))
    lost = "\n".join(PRESENTER.final_lines(view, order[0], _names, language))
    assert RULE[language] in won and RULE[language] in lost
    assert _names(order[2]) in lost  # who won it
    assert "1" in won.split("\n")[0] and "2" in lost.split("\n")[0]
    assert " 1 " not in lost.split("\n")[0] and "1 " not in lost.split("\n")[0].split(",")[-1]
    low = "\n".join(PRESENTER.final_lines(view, order[1], _names, language))
    assert _names(order[3]) in low  # tied at 0 with the 4th: said too


def test_a_tie_in_english_reads_right():
    g, order = _tied_game()
    view = g.view(None)
    lost = PRESENTER.final_lines(view, order[0], _names, "en")
    assert lost[0].endswith("place 2 of 4.")
    assert "place 1 of 4" not in "\n".join(lost)
    won = PRESENTER.final_lines(view, order[2], _names, "en")
    assert won[0].endswith("place 1 of 4.") and "you win" in won[1]
    assert PRESENTER.final_lines(view, order[3], _names, "en")[0].endswith("place 3 of 4.")


def test_no_tie_says_nothing_of_ties():
    g = new(4, 2)
    order = g.order()
    g.share_cubes[order[0]]["green"] = 1
    g.cubes_left["green"] -= 1
    for p in g.players:
        g.hands[p] = []
    g.share_cubes[order[1]]["black"] = 1  # black worth 0: all the others tie at 0
    g._end()
    view = g.view(None)
    assert "Tie?" not in PRESENTER.end_reason(view, _names, "en")
    assert "Tie?" not in "\n".join(PRESENTER.final_lines(view, order[0], _names, "en"))


@pytest.mark.parametrize("language", LANGUAGES)
def test_open_hands_show_in_status_and_hand(language):
    """ "Open Hands: [...] Just play with your hand or cards open instead of hidden." /game
    status (seat lines) and /game hand show every hand."""
    g = new(4, 3, open_hands=True)
    spectator = g.view(None)
    for p in g.players:
        line = PRESENTER.seat_line(spectator, p, p, language)
        assert all(c in line for c in g.hands[p])
    me = g.players[0]
    lines = "\n".join(PRESENTER.hand_lines(g.view(me), me, _names, language))
    for p in g.players[1:]:
        assert _names(p) in lines
        assert all(c in lines for c in g.hands[p])
    # Without the variant nobody else's card shows.
    closed = new(4, 3)
    spectator = closed.view(None)
    for p in closed.players:
        line = PRESENTER.seat_line(spectator, p, p, language)
        assert not any(c in line.split() for c in closed.hands[p])
    lines = "\n".join(PRESENTER.hand_lines(closed.view(me), me, _names, language))
    assert not any(_names(p) in lines for p in closed.players[1:])
