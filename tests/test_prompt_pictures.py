"""The pictures that go with prompts (render/prompt.py) and the codes of options that are places.

For every decision whose options are places, in random games of every game that has such
decisions: the codes drawn on the picture are exactly the options offered, each once; the
picker offers each of those options under the same code, on some page of some level, and
nothing else under a code; badges never overlap and every text is >= 9 px at the 430 px a phone
shows. The picture is drawn from the player's own view and shows no one else's hidden card:
a world dealt anew where the player cannot tell the difference gives the same bytes.
"""

from __future__ import annotations

import itertools
import random
import re
from typing import Any

import pytest

import engine
from bot import plugins
from bot.option_codes import coded, spots_of
from bot.picker import PickerPath, action_hash, picker_select
from render import prompt as pictures
from render.cardrails_page import INK
from render.common import recording
from render.legible import MIN_CAP_PX, PHONE_W, cap_height
from render.options import Spot, numbered, overlap

PHONE = PHONE_W
PLACES = ("cardrails", "santafe")  # the games with decisions whose options are places
PICTURED = ("cardrails", "santafe", "santafe-cards")


@pytest.fixture(scope="module", autouse=True)
def _plugins() -> None:
    plugins.discover()


def _decisions(name: str, players: int, seed: int, every: int = 1) -> Any:
    """(game, player, own view, legal actions) at the decisions of a random game."""
    g = engine.new_game(name, [f"p{i}" for i in range(players)], seed)
    rng = random.Random(seed)
    step = 0
    while not g.is_over:
        for p in g.active_players():
            legal = g.legal_actions(p)
            if legal and step % every == 0:
                yield g, p, g.view(p), legal
        p = rng.choice(g.active_players())
        g.apply(p, rng.choice(g.legal_actions(p)))
        step += 1


def _spots(name: str, view: dict[str, Any], legal: list[dict[str, Any]]) -> list[Spot | None]:
    plugin = plugins.get(name)
    assert plugin is not None
    return spots_of(legal, plugin.presenter, view, "en")


def _legible(name: str, sheet: pictures.Sheet) -> None:
    """Every text the picture draws has capitals (the ink of an "H", not the font's nominal
    size) at least 9 px tall on a phone, in the font it is drawn in. The texts of a layer
    drawn before (a map kept from an earlier picture) are not drawn again; pasted layers are
    never shrunk, and tests/test_prompt_legible.py measures every text of a few pictures."""
    with recording() as record:
        pictures.prompt_module(name).draw(sheet)
    small = [
        (text, kind, size)
        for text, kind, size in record["fonts"]
        if text.strip() and cap_height(kind, size) * PHONE / sheet.width < MIN_CAP_PX
    ]
    assert not small, small


def _apart(sheet: pictures.Sheet) -> None:
    for a, b in itertools.combinations(sheet.badges, 2):
        assert overlap(a.box, b.box) == 0, (a.codes, b.codes)
    for badge in sheet.badges:
        x0, y0, x1, y1 = badge.box
        assert x0 >= 0 and x1 <= sheet.width and y0 >= 0 and y1 <= sheet.height, badge


@pytest.mark.parametrize(
    ("name", "players", "seed"), [(n, p, s) for n in PLACES for p, s in ((3, 1), (4, 2), (5, 3))]
)
def test_the_codes_drawn_are_the_options_offered(name, players, seed):
    checked = 0
    for _, _, view, legal in _decisions(name, players, seed):
        spots = _spots(name, view, legal)
        if not any(spots):
            continue
        codes = numbered(spots)
        offered = [c for c in codes if c]
        assert len(set(offered)) == len(offered), offered  # every code names one option
        placed = [s for s in spots if s is not None]
        sheet = pictures.prompt_layout(name, view, spots=placed, language="en")
        drawn = [code for badge in sheet.badges for code in badge.codes]
        assert sorted(drawn) == sorted(offered)  # all offered, none else, each once
        _apart(sheet)
        _legible(name, sheet)
        checked += 1
    assert checked >= 5


def _picker_entries(legal, presenter, view) -> list[tuple[str, str]]:
    """Every action option of the picker, at every level and on every page: (value, label)."""
    found: list[tuple[str, str]] = []
    todo = [PickerPath()]
    seen: set[str] = set()
    while todo:
        path = todo.pop()
        if path.text() in seen:
            continue
        seen.add(path.text())
        select, _ = picker_select(1, 0, legal, presenter, view, "en", path)
        for option in select.item.options:
            value = option.value
            if value.startswith("a"):
                found.append((value[1:], option.label))
            elif value.startswith("g"):
                todo.append(path.down(int(value[1:])))
            elif value.startswith("n"):
                todo.append(path.at(int(value[1:])))
    return found


@pytest.mark.parametrize("name", PLACES)
def test_the_picker_offers_every_option_under_its_code(name):
    presenter = plugins.get(name).presenter
    checked = 0
    for _, _, view, legal in _decisions(name, 4, 11, every=3):
        spots = _spots(name, view, legal)
        codes = dict(zip((action_hash(a) for a in legal), numbered(spots), strict=True))
        entries = _picker_entries(legal, presenter, view)
        values = [v for v, _ in entries]
        assert sorted(values) == sorted(codes)  # every option once: no page hides one
        for value, label in entries:
            code = codes[value]
            if code is None:
                assert not re.match(r"^\d+[A-Za-z]?: ", label), label
            else:
                assert label.startswith(f"{code}: "), (code, label)
        checked += any(spots)
    assert checked >= 3


@pytest.mark.parametrize("name", PLACES)
def test_coded_labels_come_from_the_same_numbering(name):
    presenter = plugins.get(name).presenter
    for _, _, view, legal in itertools.islice(_decisions(name, 3, 4, every=2), 60):
        spots = _spots(name, view, legal)
        labels = coded(legal, presenter, view, "fr")
        for action, code in zip(legal, numbered(spots), strict=True):
            label = labels.label(action_hash(action), "fr")
            assert (label is None) == (code is None)
            if label is not None:
                assert label.startswith(f"{code}\u202f: ")  # French puts a narrow space


def test_numbering_reads_places_in_order_and_variants_apart():
    a = Spot(("hex", "E2"), (0, 2, 1))
    b = Spot(("card", "W1"), (1, 0, 0), "A")
    b2 = Spot(("card", "W1"), (1, 0, 0), "B")
    c = Spot(("hex", "N1"), (0, -2, 0))
    assert numbered([a, None, b, b2, c]) == ["2", None, "3A", "3B", "1"]
    # The same inputs, the same codes, whatever else the list holds.
    assert numbered([b2, a, c, b]) == ["3B", "2", "1", "3A"]
    twin = Spot(("hex", "E2"), (0, 2, 1))
    assert numbered([a, twin]) == ["1", "1b"]


@pytest.mark.parametrize("name", PICTURED)
@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_every_prompt_picture_is_legible(name, language):
    names = {f"p{i}": "W" * 32 for i in range(4)}
    checked = 0
    for g, _, view, legal in _decisions(name, 4, 21, every=9):
        spots = [s for s in _spots(name, view, legal) if s is not None]
        board = g.view(None) if checked % 3 == 0 else None
        sheet = pictures.prompt_layout(
            name, view, spots=spots, board=board, names=names, language=language
        )
        _legible(name, sheet)
        _apart(sheet)
        png = pictures.prompt_png(
            name, view, spots=spots, board=board, names=names, language=language
        )
        assert png.startswith(b"\x89PNG") or (not png and sheet.height == 0)
        checked += 1
        if checked >= 8:
            break
    assert checked >= 4


@pytest.mark.parametrize("name", PICTURED)
def test_the_picture_is_drawn_from_the_players_own_view_only(name):
    g = engine.new_game(name, ["p0", "p1", "p2"], 3)
    own = g.view("p0")
    with pytest.raises(ValueError):
        pictures.prompt_png(name, g.view(None))  # a spectator's view holds no hand to show
    leaky = {**own, "seats": {**own["seats"], "p1": {**own["seats"]["p1"], "hand": ["x"]}}}
    with pytest.raises(ValueError):
        pictures.prompt_png(name, leaky)
    with pytest.raises(ValueError):
        pictures.prompt_png(name, own, board=g.view("p1"))


SAMPLING = [n for n in PICTURED if engine.games()[n].sample is not engine.Game.sample]


@pytest.mark.parametrize("name", SAMPLING)
def test_no_hidden_card_of_another_player_shows(name):
    """Deal anew every card the player cannot see (`Game.sample`): their picture (options,
    board, hand) stays the same bytes, at every tenth decision of a whole game."""
    checked = 0
    rng = random.Random(8)
    for g, p, view, legal in _decisions(name, 4, 8, every=10):
        spots = [s for s in _spots(name, view, legal) if s is not None]
        world = g.sample(p, rng)
        assert world.view(p) == view
        mine = pictures.prompt_png(name, view, spots=spots, board=g.view(None))
        other_spots = [s for s in _spots(name, world.view(p), world.legal_actions(p)) if s]
        pictures._KEPT.clear()  # drawn again, not remembered
        theirs = pictures.prompt_png(name, world.view(p), spots=other_spots, board=world.view(None))
        assert mine == theirs
        checked += 1
    assert checked >= 3


def test_a_hand_of_double_turns_only_is_still_shown():
    """Santa Fe: Double Turn cards are counted apart from the City cards; a hand of nothing
    else is a hand all the same (the bot asks `shows_cards` before drawing)."""
    g = engine.new_game("santafe", ["p0", "p1", "p2"], 5)
    own = g.view("p0")
    seat = {**own["seats"]["p0"], "hand": [], "double_turns": 2}
    only_doubles = {**own, "seats": {**own["seats"], "p0": seat}}
    assert pictures.shows_cards("santafe", only_doubles)
    sheet = pictures.prompt_layout("santafe", only_doubles, language="en")
    assert sum(text in ("Double", "Double Turn") for text, _, _ in sheet.texts) == 2  # may wrap
    nothing = {**own, "seats": {**own["seats"], "p0": {**seat, "double_turns": 0}}}
    assert not pictures.shows_cards("santafe", nothing)


# The action types whose options are places, per game: each such legal action gets a place
# (and so a code), none is left to the text alone.
PLACE_TYPES = {"cardrails": {"build", "place"}, "santafe": {"track"}}


@pytest.mark.parametrize("name", PLACES)
def test_every_option_that_is_a_place_has_one(name):
    checked = 0
    for _, _, view, legal in _decisions(name, 4, 5, every=2):
        spots = _spots(name, view, legal)
        for action, spot in zip(legal, spots, strict=True):
            assert (spot is not None) == (action.get("type") in PLACE_TYPES[name]), action
        checked += any(spots)
    assert checked >= 5


def test_no_leader_is_drawn_over_a_badge():
    """Card Rails' option map: a moved badge's leader and its dot go under every badge, so a
    leader crossing another badge never hides its code."""
    crossed = 0
    for _, _, view, legal in _decisions("cardrails", 5, 3, every=2):
        placed = [s for s in _spots("cardrails", view, legal) if s is not None]
        if not placed:
            continue
        sheet = pictures.prompt_layout("cardrails", view, spots=placed, language="en")
        ops = next(part[2].ops for part in sheet.parts if part[0] == "map")
        # A badge: a filled rectangle with an ink edge (a place's outline has no fill).
        badges = [
            (i, op[1]) for i, op in enumerate(ops) if op[0] == "rect" and op[2] and op[3] == INK
        ]
        for i, op in enumerate(ops):
            if op[0] == "disc":
                box = op[1]
            elif op[0] == "line":
                (ax, ay), (bx, by) = op[1]
                box = (min(ax, bx), min(ay, by), max(ax, bx), max(ay, by))
            else:
                continue
            for j, badge in badges:
                if overlap(box, badge) > 0:
                    crossed += 1
                    assert i < j, f"a leader drawn over badge {badge}"
    assert crossed  # the case comes up in these games
