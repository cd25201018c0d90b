"""Santa Fe: the card game's images laid out, without drawing: their sizes and colours, every
text from the game's catalogs (`cogs/santafe_cards/locales/`) in the language asked for, measured
word by word as it is drawn, shrunk a little or wrapped before it is cut (tests read these to
check the catalogs' words fit), the caption and the score sheet's title and cells.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.santafe_cards.deck import load_deck
from render.common import (
    RGB,
    catalog_text,
    fit,
    fit_sizes,
    join,
    safe_name,
    text_size,
    text_width,
)
from render.legible import ColourSet, min_text_size

W = 900
# The least type: capitals 9 px tall once the image is shown 430 px wide (render/legible.py).
MIN = min_text_size(W)  # 26 px
MIN_CONDENSED = min_text_size(W, "condensed")  # 25 px
_INKED = [0] + [255] * 255  # a text mask's pixels with any ink
HEADER = 92
# A seat's row: its name across the top (room for 32 characters), then the cards with a line
# under them (the pass sign, how many cards a stack holds).
NAME_H = 42
CARD_W, CARD_H = 152, 204  # wide enough for every card name at 25 px ("Hulpsheriff")
BACK_W, BACK_H = 96, 128  # face-down cards: a smaller back with their number
ROW = NAME_H + CARD_H + MIN + 30
FOOTER = 64
NAME_COL = 262
PAD = 18

# The winner's row, the awaited player's frame and lost points stay apart from what they sit
# on with every colour blindness (`colour_sets`, tests/test_render_colours.py).
BG: RGB = (244, 236, 220)
ROW_BG: RGB = (252, 248, 240)
WIN_BG: RGB = (255, 190, 72)
INK: RGB = (35, 28, 24)
MUTED: RGB = (110, 98, 88)
WHITE: RGB = (255, 255, 255)
BACK: RGB = (92, 60, 40)
BACK_LINE: RGB = (200, 160, 110)
GOLD: RGB = (154, 90, 0)
RED: RGB = (210, 69, 45)
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
            "the winners' total",
            {"winner": (GREEN, "a frame around it"), "the others": (INK, "no frame")},
            {"sheet": BG},
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
LABEL_W = CARD_W - 12  # room for the name in the white band of a card face
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
    Mario"), else cut at the least size (no catalog name needs it: a test checks)."""
    # MIN_CONDENSED at the least: capitals 9 px once the table is shown 430 px wide.
    for size in (28, 27, 26, MIN_CONDENSED):
        if text_size(label, "condensed", size)[0] <= LABEL_W:
            return [label], size
    words = label.split()
    if len(words) > 1:
        cut = min(
            range(1, len(words)),
            key=lambda i: max(len(" ".join(words[:i])), len(" ".join(words[i:]))),
        )
        lines = [" ".join(words[:cut]), " ".join(words[cut:])]
        for size in (27, 26, MIN_CONDENSED):
            if all(text_size(line, "condensed", size)[0] <= LABEL_W for line in lines):
                return lines, size
    text, size = fit_words_size(label, "condensed", (MIN_CONDENSED,), LABEL_W)
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


def shown_leader(view: Mapping[str, Any]) -> str | None:
    """Who leads the trick on show: the trick in play, else the finished trick shown (its own
    leader, not the next trick's, who is its winner), else the round's start player."""
    trick = view.get("trick")
    if trick and trick["cards"]:
        return str(trick["leader"])
    last = view.get("last_trick")
    if last:
        return last.get("leader")
    return view.get("start_player") or (trick or {}).get("leader")


def play_order(view: Mapping[str, Any]) -> dict[str, int]:
    """Each seat's place in the order of play of the trick on show (1: the leader, then in
    seat order): of equal cards, the one played later wins."""
    leader = shown_leader(view)
    players: list[str] = view["players"]
    if leader not in players:
        return {}
    first = players.index(leader)
    return {players[(first + k) % len(players)]: k + 1 for k in range(len(players))}


# A card laid on the table: the card (None: face down), turned (a pass), its box, how many.
Laid = tuple[str | None, bool, tuple[int, int, int, int], int]
GAP = 6


def face_strip(card: str, language: str) -> int:
    """How much of a face must show when the next card covers its right side: its value
    (large, in the middle) and its name (centred in its band), whole."""
    c = load_deck().cards[card]
    label = img_text(f"card.{c.kind}", language) if c.kind in NAMED_KINDS else ""
    lines, size = card_label_lines(label) if label else ([], 0)
    named = max((text_size(line, "condensed", size)[0] for line in lines), default=0)
    return int(CARD_W / 2 + max(named / 2, 28) + 6)


def lay_cards(
    play: Mapping[str, Any], x0: int, y: int, language: str, room: int = W - PAD - 8 - NAME_COL
) -> list[Laid]:
    """Where a seat's cards of the trick on show lie, their bottoms on one line from (x0, y):
    its start card (turned a quarter for a pass, the rulebook's sign), then each stack of its
    duel cards (identical faces drawn once) and its face-down cards, side by side in `room`.
    In the rare trick that leaves too little room (three faces of one value, after a pass),
    a face is covered up to what must show of it (`face_strip`), then the start card stands:
    no card ever covers another's value or name."""
    if not play or play.get("start") is None:
        return []
    pieces = [(play["start"], 1), *stacks(play)]
    turned = bool(play.get("passed"))
    steps = _steps(pieces, turned, language, room)
    if steps is None:
        turned = False
        steps = _steps(pieces, turned, language, room) or [CARD_W + GAP] * len(pieces)
    out: list[Laid] = []
    x, bottom = x0, y + CARD_H
    for k, ((card, count), step) in enumerate(zip(pieces, steps, strict=True)):
        flat = k == 0 and turned
        w, h = (CARD_H, CARD_W) if flat else (BACK_W, BACK_H) if card is None else (CARD_W, CARD_H)
        out.append((card, flat, (x, bottom - h, x + w, bottom), count))
        x += step
    return out


def _steps(
    pieces: list[tuple[str | None, int]], turned: bool, language: str, room: int
) -> list[int] | None:
    """How far each piece's left lies from the next's: whole pieces side by side, else the
    duel faces covered up to their strip; None when even that does not fit `room`."""
    widths = [
        (CARD_H if k == 0 and turned else BACK_W if card is None else CARD_W)
        for k, (card, _) in enumerate(pieces)
    ]
    steps = [w + GAP for w in widths]
    if sum(steps) - GAP <= room:
        return steps
    for k in range(len(pieces) - 1):
        card = pieces[k][0]
        if card is not None and not (k == 0 and turned):
            steps[k] = min(steps[k], face_strip(card, language))
    return steps if sum(steps[:-1]) + widths[-1] <= room else None


def stacks(play: Mapping[str, Any]) -> list[tuple[str | None, int]]:
    """A play's duel cards as stacks of identical faces (card, how many), in the order played,
    then its face-down cards (None, how many): each stack is drawn as one card, whole."""
    cards = load_deck().cards
    out: list[tuple[str | None, int]] = []
    for card in play.get("duel", []):
        last = out[-1][0] if out else None
        if last is not None and (cards[last].kind, cards[last].value) == (
            cards[card].kind,
            cards[card].value,
        ):
            out[-1] = (card, out[-1][1] + 1)
        else:
            out.append((card, 1))
    if play.get("face_down"):
        out.append((None, int(play["face_down"])))
    return out


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
    view: Mapping[str, Any], p: str, winner: str | None, finished: bool
) -> list[tuple[str, RGB]]:
    """The marks beside a seat's cards (catalog key and colour): it leads, the brave sheriff,
    Mario, it wins (or won) the trick on show."""
    seat = view["seats"][p]
    badges = []
    if shown_leader(view) == p:
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
