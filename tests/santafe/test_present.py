"""How Santa Fe reads in Discord: prices, positions, bonuses, the end and the hand, all worked
out from views (the presenter never sees the game)."""

from __future__ import annotations

import pytest

from bot.picker import is_ref
from bot.plugins import discover
from cogs.santafe.commands import placement_choices
from cogs.santafe.present import SantaFePresenter, digest, move_line
from engine.santafe import scoring
from tests.santafe.helpers import new, play_all, track

P = SantaFePresenter()


@pytest.fixture(autouse=True, scope="module")
def _texts() -> None:
    discover()  # registers Santa Fe's texts in the catalog


def skip_setup(g, buy=()):
    while g.phase == "setup":
        p = g.active_players()[0]
        g.apply(p, {"type": "engineer", "buy": p in buy})


def staged(advanced=True, engineer=False):
    """p0 to lay track, with the KP railhead at Salt Lake City."""
    g = new(2, advanced=advanced)
    skip_setup(g, buy=("p0",) if engineer else ())
    play_all(g, {})
    g.lines["KP"] = ["salt-lake-city"]
    g.connected["KP"].add("salt-lake-city")
    g.money["p0"] = 20
    return g


def test_mountain_route_label_shows_price_and_position():
    """Rulebook: "Placing track on a mountain route (a brown line) costs $1." """
    g = staged()
    action = track("KP", "salt-lake-city~los-angeles", "los-angeles")
    assert action in g.legal_actions("p0")
    text = P.label(action, g.view("p0"))
    assert text == "KP: Salt Lake City → Los Angeles (1 of 6) · $1 (mountain)"
    g.apply("p0", action)
    g.turn_pos, g.tiles_this_turn = 0, 0
    assert "(2 of 6) · $1 (mountain)" in P.label(action, g.view("p0"))


def test_river_and_mountain_with_and_without_engineer():
    rid, toward = "pueblo~salt-lake-city", "pueblo"  # from Salt Lake City: the last space is X
    g = staged()
    g.route_owner[rid], g.route_from[rid], g.route_placed[rid] = "KP", "salt-lake-city", 4
    g.lines["KP"] = [rid]
    action = track("KP", rid, toward)
    assert "(5 of 5) · $2 (river + mountain) · earns $2" in P.label(action, g.view("p0"))
    g.engineer["p0"] = "bought"
    text = P.label(action, g.view("p0"))
    assert "(5 of 5) · $1 (mountain; river free with your Engineer)" in text


def test_bonus_in_label_and_move_line():
    """Rulebook: "If a player connects the Santa Fe Railroad to Houston, and no other railroad
    company is yet connected there, that player earns $6." """
    g = new(3)
    play_all(g, {})
    rid = "new-orleans~houston"
    route = g.board.routes[rid]
    g.route_owner[rid], g.route_from[rid] = "SF", "new-orleans"
    g.route_placed[rid] = len(route.spaces) - 1
    g.lines["SF"] = [rid]
    g.connected["SF"].add("new-orleans")
    action = track("SF", rid, "houston")
    p = g.active_players()[0]
    n = len(route.spaces)
    text = P.label(action, g.view(p))
    assert text == (
        f"SF: New Orleans → Houston ({n} of {n}) · earns $2 first railroad there and $4 SF bonus"
    )
    line = move_line(g.apply(p, action), str.upper, advanced=False)
    assert line == (
        f"{p.upper()}: SF New Orleans → Houston ({n} of {n}); SF reaches Houston, "
        "+$2 first railroad there, +$4 SF bonus"
    )


def test_second_line_of_a_double_route():
    g = new(2)
    play_all(g, {})
    action = track("KP", "kansas-city~denver~2", "denver")
    assert action in g.legal_actions("p0")
    n = len(g.board.routes["kansas-city~denver~2"].spaces)
    assert P.label(action, g.view("p0")) == f"KP: Kansas City → Denver (1 of {n}, 2nd line)"


def test_draws_and_purchases_name_their_price():
    basic, advanced = new(2).view("p0"), new(2, advanced=True).view("p0")
    branch = {"type": "draw", "pile": "branch", "railroad": "SF"}
    assert P.label(branch, basic) == "Draw the SF Branch Line ($1)"
    assert P.label(branch, advanced) == "Draw the SF Branch Line ($2)"
    assert P.label({"type": "buy_tile", "railroad": "KP"}, advanced) == "Buy one KP tile ($1)"
    assert P.label({"type": "engineer", "buy": True}, advanced) == "Buy the Engineer ($4)"


def test_end_reasons_say_what_happened_and_who():
    g = new(3)
    view = dict(g.view(None))
    view.update(end_reason="player_blocked", end_blocked="p1")
    assert P.end_reason(view, str.upper) == "P1 could not place a track tile."
    view.update(end_reason="tiles_exhausted", end_blocked=None)
    assert P.end_reason(view, str.upper) == "All track tiles have been placed."
    scoring.end(g, "player_blocked", blocked="p2")
    assert g.view(None)["end_blocked"] == "p2"


def test_hand_shows_each_city_card_value_and_worth_now():
    g = new(2)
    g.hands["p0"] = ["denver", "omaha"]
    for r in ("KP", "UP"):
        g.connected[r].add("denver")
    view = g.view("p0")
    lines = P.hand_lines(view, "p0", str)
    value = g.board.cities["denver"].card_value
    omaha = g.board.cities["omaha"].card_value
    assert f"Denver ({value} × 2 railroads = {2 * value})" in lines[0]
    assert f"Omaha ({omaha}, no railroad yet)" in lines[0]


def test_to_autocomplete_offers_every_railroad_before_one_is_chosen():
    g = new(2)
    play_all(g, {})
    legal, view = g.legal_actions("p0"), g.view("p0")
    every = placement_choices(legal, 0, view, None)
    tracks = [a for a in legal if a["type"] == "track"]
    assert len(every) == len(tracks)
    assert {c.label.split(":")[0] for c in every} == {a["railroad"] for a in tracks}
    assert all(is_ref(c.value) for c in every)
    only_sf = placement_choices(legal, 0, view, "SF")
    assert only_sf and all(c.label.startswith("SF:") for c in only_sf)
    # A railroad typed that is none of those with a tile to lay narrows nothing.
    assert placement_choices(legal, 0, view, "S") == every


def test_panel_titles_per_phase():
    g = new(2)
    assert P.panel_label(g.view("p0")) == "Play a card"
    play_all(g, {})
    assert P.panel_label(g.view("p0")) == "Lay track"


@pytest.mark.parametrize(
    ("language", "drew", "engineer"),
    [
        ("en", "Drew the SP Branch Line for $1.", "Bought the Engineer for $"),
        ("fr", "Vous avez pioché la Ligne Secondaire SP pour 1\u00a0$.", "Vous avez acheté"),
        ("nl", "Je trok de Zijlijn SP voor $1.", "Je kocht de Ingenieur voor $"),
    ],
)
def test_a_finished_prompt_says_what_was_done_in_the_past_tense_with_its_price(
    language, drew, engineer
):
    """Issue: a finished prompt says in one line what was chosen, with its price ("Drew the SP
    Branch Line for $1"), never an empty "done:"."""
    g = new(3)
    view = g.view("p0")
    assert P.done_line({"type": "draw", "pile": "branch", "railroad": "SP"}, view, language) == drew
    assert P.done_line({"type": "engineer", "buy": True}, view, language).startswith(engineer)
    # The advanced game's Branch Line costs $2.
    advanced = new(3, advanced=True).view("p0")
    assert "2" in P.done_line({"type": "draw", "pile": "branch", "railroad": "SP"}, advanced, "en")
    # Every kind of decision reads as a sentence of its own, never as a raw key.
    actions = [
        {"type": "play", "card": "omaha", "branch": False},
        {"type": "play", "card": "omaha", "branch": True},
        {"type": "draw", "pile": "city"},
        {"type": "draw", "pile": "double_turn"},
        {"type": "draw", "pile": "engineer"},
        {"type": "exchange", "cards": ["omaha", "denver"]},
        {"type": "exchange", "cards": []},
        {"type": "engineer", "buy": False},
        {"type": "buy_tile", "railroad": "SF"},
        {"type": "end_turn"},
        {"type": "pass"},
        {"type": "stop_drawing"},
        {"type": "no_purchase"},
    ]
    lines = [P.done_line(a, view, language) for a in actions]
    assert all(line.endswith(".") and "sf-" not in line and "sf." not in line for line in lines)
    assert len(set(lines)) == len(lines)
    assert "Omaha" in lines[0] and "Denver" in lines[5]


def test_santa_fe_remembers_the_best_city_card():
    presenter = P
    view = {
        "score_breakdown": {
            "p1": {"cities": [{"city": "denver", "points": 6}, {"city": "colby", "points": 9}]},
            "p2": {"cities": []},
        }
    }
    assert presenter.stats_detail(view, "p1") == "colby:9"
    assert presenter.stats_detail(view, "p2") is None
    line = presenter.stats_line(["denver:4", "colby:9", "bad"], "en")
    assert line == "Best city card lately: Colby, 9 points in one game"
    assert presenter.stats_line([], "en") is None


def test_digest_groups_tiles_and_keeps_a_few_lines():
    names = {"a": "alice", "b": "bob"}.get
    events = [
        {"type": "cards_revealed", "round": 4, "plays": {"a": {"card": "abbott", "branch": None}}},
        {"type": "track_turn_started", "round": 4, "turn": 1},
        {"type": "track_placed", "player": "a", "railroad": "SF"},
        {"type": "city_connected", "railroad": "SF", "city": "barton", "new": True},
        {"type": "bonus", "player": "a", "kind": "city", "amount": 2},
        {"type": "track_placed", "player": "a", "railroad": "UP"},
        {"type": "turn_ended", "player": "a"},
        {"type": "passed", "player": "b", "forced": False},
        {"type": "drew", "player": "a", "pile": "city"},
        {"type": "game_over", "reason": "all_passed", "winners": ["a"]},
    ]
    lines = digest(events, names)
    assert lines == [
        "Round 4: alice played Abbott",
        "alice laid 2 tiles (SF and UP); connected SF → Barton; earned $2",
        "bob passed",
        "Game over. Everyone passed. Winner: alice",
    ]
    many = [{"type": "passed", "player": "b"}] * 30
    short = digest(many, names, limit=5)
    assert len(short) == 5 and short[0] == "(… 26 earlier lines left out)"
