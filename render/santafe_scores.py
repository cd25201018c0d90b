"""Santa Fe's final score sheet, below the finished board: the winners' title, the caption and
each player's card (rank, name, total, every City card's points). Laid out first without
drawing (`score_layout`: every head wrapped at spaces beside its total, the heights; tests
read it), then drawn in RGB (`draw_sheet`) and mapped to the palette as a whole by the entry
points in `santafe.py`.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from render.common import (
    catalog_language,
    catalog_text,
    draw_text,
    fit_size,
    join,
    safe_name,
    text_size,
    wrap,
    wrap_words,
)
from render.legible import min_text_size
from render.santafe_map import CARD, GOLD, HIGHLIGHT, INK, MUTED, PAD, W
from render.santafe_text import city_name

# The score breakdown reads at a phone preview: at 430 px wide its capitals are at least 9 px
# tall (render/legible.py), so two cities a row.
SCORE_FONT = min_text_size(W, "condensed")
SCORE_COLS = 2
SCORE_ROW = SCORE_FONT + 8
HEAD_FONT = 40
TOTAL_FONT = min_text_size(W)
TITLE_FONT = 42
SCORE_CAPTION_FONT = min_text_size(W)


@dataclass
class ScoreCard:
    pid: str
    head: list[str]  # "1. name ★ winner", wrapped beside the total
    total: str
    city_rows: int

    @property
    def height(self) -> int:
        return len(self.head) * (HEAD_FONT + 6) + 8 + self.city_rows * SCORE_ROW + 6


def _score_head(head: str, room: int) -> list[str]:
    """A score card's head wrapped at spaces beside its total; below the total, on the card's
    whole width, when a word of the name is too wide to sit beside it whole, or when the head
    would break there into no fewer lines ("Ordinateur / 3 ★ vainqueur" beside a French total:
    a name kept on one line below it reads better)."""
    full = W - 2 * PAD - 24
    widths = [text_size(word, "bold", HEAD_FONT)[0] for word in head.split(" ")]
    below = ["", *wrap_words(head, "bold", HEAD_FONT, full)]
    if any(room < w <= full for w in widths):
        return below
    beside = wrap_words(head, "bold", HEAD_FONT, room)
    return below if 1 < len(beside) >= len(below) else beside


def score_layout(
    view: Mapping[str, Any], caption: str, names: Mapping[str, str] | None, language: str
) -> tuple[list[str], list[str], list[ScoreCard], int]:
    """The scores' title and caption lines, each player's card and the whole height: computed
    once for the height and the drawing, every text wrapped whole."""
    scores = view["score_breakdown"]
    winners = view.get("winners", [])
    best = [safe_name(names, p) for p in winners]
    title = catalog_text("sf.img.winners", language, count=len(best), names=join(best, language))
    titles = wrap(title, "bold", TITLE_FONT, W - 2 * PAD)
    captions = wrap(caption, "regular", SCORE_CAPTION_FONT, W - 2 * PAD - 24)
    crown = "  " + catalog_text("sf.img.winner", language)
    order = sorted(view["players"], key=lambda p: -scores[p]["total"])
    cards = []
    for rank, pid in enumerate(order, 1):
        s = scores[pid]
        points = sum(c["points"] for c in s["cities"])
        total = catalog_text(
            "sf.img.total", language, total=s["total"], money=s["money"], cards=points
        )
        # The name takes the room the total leaves (a long total in some languages).
        room = W - 2 * PAD - 24 - text_size(total, "regular", TOTAL_FONT)[0] - 24
        head = f"{rank}. {safe_name(names, pid)}" + (crown if pid in winners else "")
        rows = math.ceil(len(s["cities"]) / SCORE_COLS)
        cards.append(ScoreCard(pid, _score_head(head, max(60, room)), total, rows))
    height = 14 + len(titles) * (TITLE_FONT + 8) + 6 + len(captions) * (SCORE_CAPTION_FONT + 6)
    height += 14 + sum(card.height + 14 for card in cards) + 6
    return titles, captions, cards, height


def scores_height(
    view: Mapping[str, Any],
    caption: str = "",
    names: Mapping[str, str] | None = None,
    language: str = "en",
) -> int:
    return score_layout(view, caption, names, language)[3]


# ----------------------------------------------------------------------------- drawing
def draw_sheet(
    img: Image.Image,
    view: Mapping[str, Any],
    caption: str,
    names: Mapping[str, str] | None,
    top: int,
    language: str = "en",
) -> None:
    language = catalog_language(language)
    d = ImageDraw.Draw(img)
    scores = view["score_breakdown"]
    winners = view.get("winners", [])
    titles, captions, cards, _ = score_layout(view, caption, names, language)
    y = top + 14
    for line in titles:
        draw_text(img, (PAD, y), line, "bold", TITLE_FONT, INK)
        y += TITLE_FONT + 8
    y += 6
    d.rectangle((PAD, y + 5, PAD + 14, y + SCORE_CAPTION_FONT), fill=HIGHLIGHT)
    for line in captions:
        draw_text(img, (PAD + 24, y), line, "regular", SCORE_CAPTION_FONT, INK)
        y += SCORE_CAPTION_FONT + 6
    y += 14
    cw = (W - 2 * PAD - 24) // SCORE_COLS
    for card in cards:
        s = scores[card.pid]
        win = card.pid in winners
        d.rounded_rectangle(
            (PAD, y, W - PAD, y + card.height),
            8,
            fill=CARD,
            outline=GOLD if win else (210, 200, 185),
            width=4 if win else 1,
        )
        draw_text(img, (W - PAD - 12, y + 8), card.total, "regular", TOTAL_FONT, INK, anchor="ra")
        for k, line in enumerate(card.head):
            draw_text(img, (PAD + 12, y + 5 + k * (HEAD_FONT + 6)), line, "bold", HEAD_FONT, INK)
        cy0 = y + 5 + len(card.head) * (HEAD_FONT + 6) + 4
        for k, c in enumerate(s["cities"]):
            text = f"{city_name(c['city'])} {c['value']}×{c['railroads']} = {c['points']}"
            size = fit_size(text, "condensed", SCORE_FONT, cw - 8, SCORE_FONT)
            draw_text(
                img,
                (PAD + 12 + (k % SCORE_COLS) * cw, cy0 + (k // SCORE_COLS) * SCORE_ROW),
                text,
                "condensed",
                size,
                INK if c["points"] else MUTED,
            )
        y += card.height + 14
