"""Actions travel by reference; the picker never drops an option; multi-selects resolve to
exactly one legal action."""

from __future__ import annotations

from typing import Any

import pytest

from bot.errors import AlreadyDone, UserFacing
from bot.picker import (
    PAGE,
    PickerPath,
    action_ref,
    build_tree,
    multi_select,
    node_at,
    picker_select,
    resolve_multi,
    resolve_ref,
)
from bot.presenter import MultiChoice, Presenter

LEGAL: list[dict[str, Any]] = [
    {"type": "place", "at": [i, -i], "rotation": r, "card": "T"} for i in range(40) for r in (0, 1)
] + [{"type": "pass"}, {"type": "bid", "amount": 1}, {"type": "bid", "amount": True}]


class Grouped(Presenter):
    def group(self, action: Any, view: Any, locale: object = None) -> list[tuple[str, str]]:
        if action["type"] == "place":
            return [("place", "Place…"), (f"r{action['rotation']}", f"turn {action['rotation']}")]
        return []


def test_references_carry_exactly_the_action_and_refuse_stale_or_forged_ones():
    for action in LEGAL:
        assert resolve_ref(action_ref(3, action), 3, LEGAL) is action
    # Nested lists, ints and a bool that equals 1 in Python stay apart.
    one, true = LEGAL[-2], LEGAL[-1]
    assert action_ref(0, one) != action_ref(0, true)
    with pytest.raises(AlreadyDone):
        resolve_ref(action_ref(2, LEGAL[0]), 3, LEGAL)
    with pytest.raises(UserFacing):
        resolve_ref(action_ref(3, {"type": "place", "at": [99, 0]}), 3, LEGAL)
    for forged in ("", "x", "3.", ".abc", "3.zz zz", "99999999999.abcdef0123", "²." + "a" * 10):
        with pytest.raises(UserFacing):
            resolve_ref(forged, 3, LEGAL)


def test_the_picker_offers_every_action_through_groups_and_pages():
    presenter = Grouped()
    root = build_tree(LEGAL, presenter, None)
    seen = []

    def walk(path: PickerPath) -> None:
        node = node_at(root, path)
        page = 0
        while True:
            select, _ = picker_select(1, 0, LEGAL, presenter, None, path=path.at(page))
            values = [o.value for o in select.item.options]
            assert len(values) <= PAGE
            seen.extend(v for v in values if v.startswith("a"))
            for value in values:
                if value.startswith("g"):
                    walk(path.down(int(value[1:])))
            more = [v for v in values if v.startswith("n")]
            if not more or int(more[0][1:]) == 0:
                break
            page = int(more[0][1:])
        assert node is not None

    walk(PickerPath())
    assert len(seen) == len(LEGAL) == len(set(seen))


class Discard(Presenter):
    def multi(self, actions: Any, view: Any, locale: object = None) -> MultiChoice | None:
        return MultiChoice("exchange", "cards", [("omaha", "Omaha"), ("omaha", "Omaha")], "…")


def test_a_multi_select_resolves_to_exactly_one_legal_action():
    legal = [
        {"type": "exchange", "cards": []},
        {"type": "exchange", "cards": ["omaha"]},
        {"type": "exchange", "cards": ["omaha", "omaha"]},
    ]
    select = multi_select(1, 0, legal, Discard(), None)
    assert select is not None
    values = [o.value for o in select.item.options]
    assert len(set(values)) == 2  # the two Omaha cards are two options
    arg = select.click_info.arg
    assert resolve_multi(arg, [], legal) is legal[0]
    assert resolve_multi(arg, values[:1], legal) is legal[1]
    assert resolve_multi(arg, values, legal) is legal[2]
    with pytest.raises(UserFacing):
        resolve_multi(arg, ["denver#1"], legal)


def test_a_group_label_that_ends_with_an_ellipsis_gets_no_second_one():
    # "Start or raise a duel…" read "Start or raise a duel… …" as an option and a placeholder.
    presenter = Grouped()
    select, _ = picker_select(1, 0, LEGAL, presenter, None)
    labels = [o.label for o in select.item.options if o.value.startswith("g")]
    assert labels == ["Place…"]
    inside, _ = picker_select(1, 0, LEGAL, presenter, None, path=PickerPath((0,)))
    assert inside.item.placeholder == "Place…"
    deeper, _ = picker_select(1, 0, LEGAL, presenter, None, path=PickerPath((0, 0)))
    assert deeper.item.placeholder == "turn 0 …"
    assert all("… …" not in o.label for o in deeper.item.options)
