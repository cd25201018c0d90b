"""What the game's thread and a player's DM say, as a table would follow it: each round
announced, titles and captions naming the round that ended, one score sheet per round (the last
one only in the final post), and answers that say only what is true."""

from __future__ import annotations

from typing import Any

from cogs.santafe_cards.present import SantaFeCardsPresenter, label
from engine.santafe_cards.game import ROUNDS, SantaFeCards
from render.santafe_cards_layout import caption_for
from render.santafe_cards_sheet import sheet_title
from tests.santafe_cards.helpers import NO_DUEL, deal, new, play, start

PRESENTER = SantaFeCardsPresenter()
NAMES = {"ann": "Ann", "bob": "Bob", "cy": "Cy", "dee": "Dee"}


def _name(p: str) -> str:
    return NAMES[p]


def _apply(g: SantaFeCards, p: str, action: dict[str, Any]) -> tuple[list[Any], list[Any]]:
    """Apply; the posts and the events."""
    before = g.view(None)
    events = g.apply(p, action)
    posts = PRESENTER.after_move(before, g.view(None), events, _name, "en")
    return posts, events


def _pass_all(g: SantaFeCards) -> None:
    for p in g.players:
        g.apply(p, g.legal_actions(p)[0])


def _declare(g: SantaFeCards, brave: bool) -> tuple[list[Any], list[Any], str]:
    """Everyone answers the sheriff; ann holds the sheriff (dealt on purpose). The last
    answer's posts and events, and the answer the last player gets."""
    deal(g, {"ann": ["sheriff", "v2a"], "bob": ["v3b", "v3c"], "cy": ["v4a", "v4b"]})
    g.apply("ann", {"type": "declare", "brave": brave, "swap": False})
    g.apply("bob", {"type": "ready"})
    mine = g.view("cy")
    posts, events = _apply(g, "cy", {"type": "ready"})
    return posts, events, PRESENTER.ack_last({"type": "ready"}, mine, events, "en")


def test_each_round_is_announced_with_its_leader_and_a_brave_sheriff():
    """ "De startspeler begint de eerste slag" (the start player leads the first trick) and a
    brave sheriff "zegt hardop 'Ik ben de wet!'" (says aloud "I am the law!")."""
    g = new(3, 2)
    _pass_all(g)
    posts, _, answer = _declare(g, brave=True)
    texts = [p.text for p in posts]
    assert texts == [
        'Ann is a brave sheriff: "I am the law!" The sheriff lies open, and Ann\'s points this '
        "round count double!",
        "Round 1 of 7 begins; Ann leads the first trick.",
    ]
    assert all(p.image is None for p in posts)
    # Something was shown to all: "revealed" is true.
    assert "revealed" in answer


def test_a_cowardly_sheriff_reveals_nothing_and_says_nothing():
    """ "Laffe sheriff. Je zegt niets en houdt de sheriff in je hand." (Cowardly sheriff: you say
    nothing and keep the sheriff in your hand.)"""
    g = new(3, 2)
    _pass_all(g)
    posts, _, answer = _declare(g, brave=False)
    assert [p.text for p in posts] == ["Round 1 of 7 begins; Ann leads the first trick."]
    assert "revealed" not in answer and "first trick begins" in answer
    # The cowardly sheriff's hint stays in the DM while the sheriff is in the hand...
    hint = "You are the cowardly sheriff"
    lines = PRESENTER.hand_lines(g.view("ann"), "ann", _name, "en")
    assert any(line.startswith(hint) for line in lines)
    # ... and leaves it once the sheriff is played.
    g.apply("ann", start("sheriff"))
    lines = PRESENTER.hand_lines(g.view("ann"), "ann", _name, "en")
    assert not any(line.startswith(hint) for line in lines)


def test_the_lone_cowboys_reveal_nothing():
    """ "Kies uit je hand één kaart die je gedekt doorgeeft" (pass one card face down): the last
    to choose is not told the choices are revealed."""
    g = new(3)
    for p in ("ann", "bob"):
        g.apply(p, g.legal_actions(p)[0])
    action = g.legal_actions("cy")[0]
    mine = g.view("cy")
    events = g.apply("cy", action)
    answer = PRESENTER.ack_last(action, mine, events, "en")
    assert "revealed" not in answer and "passed to the left" in answer


def test_a_mario_holder_is_never_told_cowardly_sheriff():
    """Variant 3: "Krijg jij Mario 'De Schorpioen' in je hand, dan mag je hem omruilen" (if you
    get Mario "the Scorpion", you may swap him). His holder answers about Mario only."""
    g = new(3, 2, black_scorpion=True)
    _pass_all(g)
    deal(g, {"ann": ["sheriff", "v2a"], "bob": ["mario", "v3c"], "cy": ["v4a", "v4b"]})
    mine = g.view("bob")
    for action in g.legal_actions("bob"):
        for view in (mine, None):
            assert "owardly" not in label(action, view, "en")
    keep = {"type": "declare", "brave": False, "swap": False}
    assert label(keep, mine, "en") == 'Keep Mario "the Scorpion" (no swap)'


def test_the_last_trick_image_and_the_score_sheet_name_the_round_that_ended():
    """The table image of a round's last trick shows that trick; the score sheet of round 1 says
    round 1; the last round's sheet is posted once, with the final scores."""
    g = new(3, 2)
    _pass_all(g)
    _declare(g, brave=False)
    deal(g, {"ann": ["v2a"], "bob": ["v3b"], "cy": ["v4a"]})
    play(g, ("ann", start("v2a")), ("bob", start("v3b")), ("bob", NO_DUEL), ("cy", start("v4a")))
    posts, _ = _apply(g, "cy", NO_DUEL)
    assert [p.image for p in posts] == ["board", "scores"]
    assert posts[0].text == "Ann wins trick 1, the last trick of the round (3 cards)."
    now = g.view(None)
    assert now["round"] == 2 and now["phase"] == "pass"
    assert caption_for(now, NAMES, "en") == "Round 1/7, trick 1 to Ann (3 cards = 1 trick)"
    assert sheet_title(now, "en") == "Score sheet · round 1/7"
    # The last round: its sheet comes with the final scores (the platform's post), once.
    last = {"type": "round_scored", "round": ROUNDS, "rows": {}, "totals": {}}
    posts = PRESENTER.after_move(now, {**now, "over": True}, [last], _name, "en")
    assert [p.image for p in posts] == [None]


def test_a_fill_up_answer_says_the_trick_is_won_only_at_the_last_card():
    """ "Heb je in totaal minder kaarten gespeeld dan de winnaar, dan vul je het verschil aan"
    (fill up the difference): with two cards to add, the first is not the last choice."""
    g = new(3, 2)
    _pass_all(g)
    _declare(g, brave=False)
    deal(
        g,
        {
            "ann": ["v6c", "v9a", "v9b", "v9c"],
            "bob": ["v6a", "v8a", "v8b", "v2a"],
            "cy": ["v6b", "v4b", "v7a", "v7b"],
        },
    )
    play(
        g,
        ("ann", start("v6c")),
        ("bob", start("v6a")),
        ("bob", {"type": "duel", "value": 8, "count": 2}),
    )
    play(g, ("cy", start("v6b")), ("cy", {"type": "pass"}), ("ann", {"type": "pass"}))
    for p, card in (("cy", "v7a"), ("cy", "v7b"), ("ann", "v9a")):
        g.apply(p, {"type": "add", "card": card})
    action = {"type": "add", "card": "v9b"}
    mine = g.view("ann")
    events = g.apply("ann", action)
    answer = PRESENTER.ack_last(action, mine, events, "en")
    assert "trick goes to its winner" in answer and "revealed" not in answer


def test_a_finished_turn_says_both_steps_and_a_mario_holder_reads_his_swap():
    """One DM per turn: the finished prompt says what was chosen, the start card and the duel
    or not; a Mario holder's line names his swap, never a cowardly sheriff."""
    g = new(3, 2, black_scorpion=True)
    _pass_all(g)
    deal(g, {"ann": ["sheriff", "v2a"], "bob": ["mario", "v3c"], "cy": ["v4a", "v4b"]})
    swap = {"type": "declare", "brave": False, "swap": True}
    g.apply("bob", swap)
    assert 'Swap Mario "the Scorpion"' in PRESENTER.done_line(swap, g.view("bob"), "en")
    g.apply("ann", {"type": "declare", "brave": False, "swap": False})
    g.apply("cy", {"type": "ready"})
    assert "owardly" not in PRESENTER.done_line(swap, g.view("bob"), "en")
    play(g, ("ann", start("v2a")), ("bob", start("v3c")))
    line = PRESENTER.done_line(NO_DUEL, g.view("bob"), "en")
    g.apply("bob", NO_DUEL)
    assert "Play a 3" in line and "No duel" in line
