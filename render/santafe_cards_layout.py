"""Santa Fe: the card game's images laid out, without drawing: their sizes and colours, every
text from the game's catalogs (`cogs/santafe_cards/locales/`) in the language asked for, measured
word by word as it is drawn, shrunk a little or wrapped before it is cut (tests read these to
check the catalogs' words fit), the caption and the score sheet's title and cells.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from render.common import (
    RGB,
    catalog_text,
    fit,
    fit_size,
    fit_sizes,
    join,
    safe_name,
    text_size,
    text_width,
    wrap,
)
from render.legible import ColourSet

W = 900
_INKED = [0] + [255] * 255  # a text mask's pixels with any ink
HEADER = 92
# A seat's row: its name across the top (room for 32 characters), then the cards.
NAME_H = 36
ROW = 196 + NAME_H
FOOTER = 64
CARD_W, CARD_H = 122, 164  # wide enough for every card name at 19 px
NAME_COL = 250
PAD = 18

BG: RGB = (244, 236, 220)
ROW_BG: RGB = (252, 248, 240)
WIN_BG: RGB = (255, 236, 170)
INK: RGB = (35, 28, 24)
MUTED: RGB = (110, 98, 88)
WHITE: RGB = (255, 255, 255)
BACK: RGB = (92, 60, 40)
BACK_LINE: RGB = (200, 160, 110)
GOLD: RGB = (190, 140, 20)
RED: RGB = (180, 40, 40)
GREEN: RGB = (40, 120, 60)

VALUE_COLOURS: dict[int, RGB] = {
    1: (196, 150, 30),
    2: (120, 70, 160),
    3: (45, 100, 185),
    4: (25, 135, 140),
    5: (95, 105, 120),
    6: (60, 135, 60),
    7: (130, 130, 30),
    8: (210, 115, 30),
    9: (170, 70, 55),
    10: (135, 25, 40),
}


def colour_sets() -> tuple[ColourSet, ...]:
    """The colours a player must tell apart at the table and on the sheet, each with its
    second channel. (A card's colour follows its value, printed large on it: no set.)"""
    return (
        ColourSet(
            "rows",
            {"the trick's winner": (WIN_BG, "its badge says so"), "a seat": (ROW_BG, "plain")},
        ),
        ColourSet(
            "awaited player",
            {"frame": (GOLD, "a thick frame around the row")},
            {"row": ROW_BG, "table": BG},
        ),
        ColourSet(
            "points",
            {"lost": (RED, "a minus sign"), "won": (INK, "a plus sign or none")},
            {"row": ROW_BG, "sheet": BG},
        ),
    )


# Where each card kind's name comes from (catalog `sfc.img.card.<kind>`); plain cards show
# their number only.
NAMED_KINDS = (
    "sheriff",
    "corrupt",
    "deputy",
    "dynamite",
    "bandit",
    "wolves",
    "mario",
    "black-mario",
)
LABEL_W = CARD_W - 16  # room for the name in the white band of a card face
BADGE_W = NAME_COL - PAD - 6


def img_text(key: str, language: str, **args: Any) -> str:
    """An image text from the game's catalog, in `language` (remembered: Fluent formats numbers
    with Babel, and a score sheet has a hundred of them, mostly the same few)."""
    return catalog_text(f"sfc.img.{key}", language, **args)


def phase_name(view: Mapping[str, Any], language: str) -> str:
    return catalog_text(f"sfc.phase.{view['phase']}", language)


def signed(points: int, language: str) -> str:
    return catalog_text("sfc.signed.plus" if points > 0 else "sfc.number", language, n=points)


def number(n: int, language: str) -> str:
    return catalog_text("sfc.number", language, n=n)


def words_width(text: str, kind: str, size: int) -> int:
    """The width of `text` as `text_on_palette` draws it: its words' advances (cached per word, so
    a new line of known words is measured without laying it out) and the spaces."""
    words = text.split(" ")
    space = text_width(" ", kind, size) * (len(words) - 1)
    return int(space + sum(text_width(word, kind, size) for word in words if word))


def fit_words(text: str, kind: str, size: int, width: int) -> str:
    # The shared `fit` (a recording test sees each cut), measured as `text_on_palette` draws.
    return fit(text, kind, size, width, measure=measure_words)


def fit_words_size(text: str, kind: str, sizes: tuple[int, ...], width: int) -> tuple[str, int]:
    """`text` at the largest of `sizes` that fits `width` as `text_on_palette` draws it."""
    return fit_sizes(text, kind, sizes, width, measure_words)


def card_label_lines(label: str) -> tuple[list[str], int]:
    """A card's name on one line if it fits at a readable size, else on two (Dutch "Zwarte
    Mario"), else shrunk."""
    # 19 px at the least: 9 px once the table is shown 430 px wide.
    for size in (24, 22, 20, 19):
        if text_size(label, "condensed", size)[0] <= LABEL_W:
            return [label], size
    words = label.split()
    if len(words) > 1:
        cut = min(
            range(1, len(words)),
            key=lambda i: max(len(" ".join(words[:i])), len(" ".join(words[i:]))),
        )
        lines = [" ".join(words[:cut]), " ".join(words[cut:])]
        for size in (20, 19, 18, 17, 16):
            if all(text_size(line, "condensed", size)[0] <= LABEL_W for line in lines):
                return lines, size
    text, size = fit_words_size(label, "condensed", (17, 16, 15, 14), LABEL_W)
    return [text], size


def shown_trick(view: Mapping[str, Any]) -> tuple[dict[str, Any] | None, str | None, bool]:
    """The trick to draw: (plays, winner, finished)."""
    trick = view.get("trick")
    if trick and trick["cards"]:
        return trick["plays"], trick.get("winner"), False
    last = view.get("last_trick")
    if last:
        return last["plays"], last["winner"], True
    return None, None, False


def ended_round(view: Mapping[str, Any]) -> dict[str, Any] | None:
    """The last trick of a round that has ended, when that is what the table shows: the next
    round is being set up (or the game is over) and no card of it is on the table."""
    trick = view.get("trick")
    last = view.get("last_trick")
    if (trick and trick["cards"]) or not last or not last.get("last"):
        return None
    if view["over"] or last["round"] != view["round"]:
        return dict(last)
    return None


def seat_badges(
    view: Mapping[str, Any], p: str, no_trick: bool, winner: str | None, finished: bool
) -> list[tuple[str, RGB]]:
    """The marks beside a seat's cards (catalog key and colour): it leads, the brave sheriff,
    Mario, it wins (or won) the trick on show."""
    seat = view["seats"][p]
    trick = view.get("trick") or {}
    badges = []
    if trick.get("leader") == p or (no_trick and view.get("start_player") == p):
        badges.append(("lead", MUTED))
    if seat.get("brave"):
        badges.append(("brave", GOLD))
    if seat.get("mario"):
        badges.append(("mario", VALUE_COLOURS[2]))
    if p == winner:
        badges.append(("wins" if finished else "winner", GREEN))
    return badges


def footer_text(view: Mapping[str, Any], language: str) -> str:
    """The table's foot: the round and its phase, or the round that has just ended."""
    trick = view.get("trick") or {}
    ended = ended_round(view)
    rounds = view.get("rounds", 7)
    if ended is not None and not view["over"]:
        return img_text(
            "footer.ended", language, round=ended["round"], rounds=rounds, trick=ended["trick"]
        )
    return img_text(
        "footer.last" if trick.get("deputies_zero") else "footer",
        language,
        round=view["round"],
        rounds=rounds,
        phase=phase_name(view, language),
    )


def _won(
    trick: Mapping[str, Any], rounds: int, names: Mapping[str, str] | None, language: str
) -> str:
    """ "Round 2/7, trick 3 to Ann (4 cards = 1 trick)": a finished trick, as the caption."""
    return img_text(
        "caption.won",
        language,
        round=str(trick["round"]),
        rounds=str(rounds),
        trick=str(trick["trick"]),
        name=safe_name(names, trick["winner"]),
        cards=str(trick["cards"]),
        tricks=trick["tricks"],
    )


def caption_for(
    view: Mapping[str, Any], names: Mapping[str, str] | None = None, language: str = "en"
) -> str:
    """One line saying where the game stands, in `language`."""
    # Small numbers go in as text: the same digits in every language, without formatting
    # them anew for each image (a plural's number stays a number).
    r, rounds = view["round"], view.get("rounds", 7)
    ended = ended_round(view)
    if ended is not None and not view["over"]:
        # The round that ended, not the next one (whose cards are not on the table yet).
        return _won(ended, rounds, names, language)
    if view["over"]:
        winners = [safe_name(names, p) for p in view["winners"]]
        return img_text(
            "caption.over",
            language,
            rounds=r,
            count=len(winners),
            winners=join(winners, language),
        )
    trick = view.get("trick")
    last = view.get("last_trick")
    if trick and trick["cards"]:
        if trick["duel"] and trick["strongest"]:
            return img_text(
                "caption.duel",
                language,
                round=str(r),
                rounds=str(rounds),
                trick=str(trick["number"]),
                name=safe_name(names, trick["strongest"]),
            )
        return img_text(
            "caption.trick", language, round=str(r), rounds=str(rounds), trick=trick["number"]
        )
    if last and last["round"] == r and view["phase"] == "play":
        return _won(last, rounds, names, language)
    return img_text(
        "caption.phase",
        language,
        round=str(r),
        rounds=str(rounds),
        phase=phase_name(view, language),
    )


def measure_words(text: str, kind: str, size: int) -> tuple[int, int]:
    return words_width(text, kind, size), size


# The score sheet's breakdown rows: the score-sheet part and its catalog label.
PARTS = (
    "table",
    "all_tricks",
    "bandits",
    "dynamite",
    "deputies",
    "last_trick",
    "sheriff",
    "coward",
    "corrupt",
    "wolves",
    "mario",
)
SHEET_LINE = 44
STAR_SIZE = 19


@dataclass(frozen=True)
class SheetLayout:
    """The score sheet's columns, the players' names as wrapped above them, the parts of the
    latest round's breakdown and the sheet's height (the most it may take)."""

    col: int  # a player's column width
    latest: Mapping[str, Any] | None  # the latest scored round
    parts: list[str]  # the parts its breakdown shows
    brave: bool  # a brave sheriff's star is on the sheet: its legend below
    name_size: int
    heads: list[list[str]]  # each player's name, in lines
    name_h: int
    height: int

    def centre(self, j: int) -> float:
        """The centre of player `j`'s column."""
        return PAD + 90 + j * self.col + self.col / 2


def sheet_layout(view: Mapping[str, Any], names: Mapping[str, str] | None) -> SheetLayout:
    players: list[str] = view["players"]
    sheet: list[dict[str, Any]] = view.get("score_sheet") or []
    col = (W - 2 * PAD - 90) // len(players)
    latest = sheet[-1] if sheet else None
    rows = latest["rows"].values() if latest else ()
    parts = [key for key in PARTS if any(key in row.get("parts", {}) or key in row for row in rows)]
    brave = any(
        row.get("brave") and "all_tricks" not in row
        for entry in sheet
        for row in entry["rows"].values()
    )
    extra = 2 + len(parts) + 1 if latest else 0
    line = SHEET_LINE
    # Each name whole in its column, on as many lines as it needs (32 characters in a
    # fifth of the sheet take four); the rows start below the longest.
    shown = [safe_name(names, p) for p in players]
    # One size for all, small enough (down to 19 px) that each word fits its column whole.
    pieces = [name.replace("-", "-\x01 ") for name in shown]  # a line may break after "-"
    size = min(fit_size(w, "condensed", 24, col - 8, 19) for n in pieces for w in n.split(" ") if w)
    heads = [
        [
            part.replace("\x01 ", "").replace("\x01", "")
            for part in wrap(n, "condensed", size, col - 8)
        ]
        for n in pieces
    ]
    name_h = (size + 4) * max(len(lines) for lines in heads)
    rounds = view.get("rounds", 7)
    h = 150 + name_h + line * (rounds + 1) + line * extra + (line if brave else 0) + 30
    return SheetLayout(col, latest, parts, brave, size, heads, name_h, h)


def sheet_title(view: Mapping[str, Any], language: str = "en") -> str:
    """The score sheet's title: the round just scored (the view is already in the next one)."""
    if view["over"]:
        return img_text("sheet.title.final", language)
    sheet = view.get("score_sheet") or []
    scored = sheet[-1]["round"] if sheet else view["round"]
    return img_text("sheet.title", language, round=scored, rounds=view.get("rounds", 7))


def part_text(key: str, row: Mapping[str, Any], language: str) -> str:
    """One cell of the breakdown: a part's points, "·" for none, the tricks row as
    "tricks: points", the round's total (doubled for the brave sheriff)."""
    if key == "round":
        text = signed(row["total"], language)
        # A sweep of all tricks is never doubled (RULINGS.md R8).
        doubled = row.get("brave") and "all_tricks" not in row
        return img_text("doubled", language, points=text) if doubled else text
    if key == "all_tricks":
        return signed(row["all_tricks"], language) if "all_tricks" in row else "·"
    value = row.get("parts", {}).get(key)
    if key == "table":
        if value is None:
            return "—"
        points = signed(value, language)
        return img_text("tricks.points", language, tricks=row["tricks"], points=points)
    return "·" if value is None else signed(value, language)
