"""One wording of a turned card everywhere (`cr-turned`): the choice in the DM picker, the
turn's line in the thread and the board image's last line say it with the same words, in
every language (the DM once said "turned", the thread "upside down")."""

from __future__ import annotations

import pytest

import text
from cogs.cardrails.present import label, turn_line
from render.cardrails_panels import _caption


@pytest.mark.parametrize("language", text.LANGUAGES)
@pytest.mark.parametrize("rotation", [0, 180])
def test_a_turned_card_reads_the_same_in_the_dm_the_thread_and_the_image(language, rotation):
    words = text.t("cr.turned", language, rotation=rotation)
    placed = {"card": "O3", "at": "W4N1", "rotation": rotation, "x": 0, "y": 0}
    choice = label({"type": "place", "at": "W4N1", "rotation": rotation}, language)
    line = turn_line({"player": "p1", "card": "O3", "placed": placed}, lambda p: p, language)
    view = {"turn": 2, "round": 1, "to_move": "p2", "last_turn": {"player": "p1", "placed": placed}}
    _, image = _caption(view, {"p1": "Ann", "p2": "Bob"}, language)
    for said in (choice, line, image):
        assert words in said and "W4N1" in said, said
    other = text.t("cr.turned", language, rotation=180 - rotation)
    assert all(other not in said for said in (choice, line, image))
