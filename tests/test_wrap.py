"""`render.common.wrap` adds up its words' widths to break lines: the lines it gives still fit
their room as measured whole, and each is as long as it can be (the next word would not fit)."""

from __future__ import annotations

import itertools
import random

import pytest

from render.common import catalog_text, text_size, wrap


def _sentences() -> list[str]:
    rng = random.Random(3)
    words = [
        word
        for language in ("en", "fr", "nl")
        for key, args in (
            ("cr.hand.worth", (("points", 12), ("total", 40))),
            ("cr.img.opt.builds", ()),
            ("alt.prompt.board", ()),
            ("err.game_not_active", ()),
        )
        for word in catalog_text(key, language, **dict(args)).split()
    ]
    words += ["Céline-Héloïse", "Wachowski-Mwangi", "W6N2,", "(Yellow", "removed)", "«", "»", "·"]
    return [" ".join(rng.choice(words) for _ in range(rng.randint(1, 30))) for _ in range(150)]


@pytest.mark.parametrize("kind", ["regular", "bold", "condensed"])
def test_every_line_fits_and_no_line_could_take_the_next_word(kind: str) -> None:
    rng = random.Random(kind)
    for text in _sentences():
        size = rng.choice((20, 27, 35, 39))
        room = rng.uniform(120, 900)
        lines = wrap(text, kind, size, room)
        assert " ".join(lines).split() == text.split() or any(
            text_size(word, kind, size)[0] > room for word in text.split()
        )
        for line, after in itertools.pairwise(lines):
            assert text_size(line, kind, size)[0] <= room or " " not in line
            if text_size(after.split(" ")[0], kind, size)[0] <= room:
                assert text_size(f"{line} {after.split(' ')[0]}", kind, size)[0] > room
        assert text_size(lines[-1], kind, size)[0] <= room or " " not in lines[-1]
