"""Santa Fe: the card game: table and score-sheet images, drawn from the spectator view only.

One row per seat (a phone shows rows better than a round table): the player's name, tricks and
score, then their cards of the trick on show (the current trick, or the last finished one):
start card, duel stack, face-down cards as backs, a turned start card for a pass. Card faces are
drawn here with Pillow: a colour per value, the value large, the card's name below.

Every word comes from the game's catalogs (`cogs/santafe_cards/locales/`) in the language asked
for; a translation longer than the English shrinks a little, or wraps on a card, before it is
cut (tests/santafe_cards/test_render.py checks the catalogs' words fit).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from engine.santafe_cards.deck import load_deck
from render.common import (
    RGB,
    PaletteSprite,
    catalog_text,
    check_spectator,
    draw_text,
    fit,
    fit_size,
    fit_sizes,
    font,
    join,
    make_palette,
    note_drawn,
    safe_name,
    text_size,
    text_width,
    to_palette,
    wrap,
)

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


def _t(key: str, language: str, **args: Any) -> str:
    """An image text from the game's catalog, in `language` (remembered: Fluent formats numbers
    with Babel, and a score sheet has a hundred of them, mostly the same few)."""
    return catalog_text(f"sfc.img.{key}", language, **args)


def _phase(view: Mapping[str, Any], language: str) -> str:
    return catalog_text(f"sfc.phase.{view['phase']}", language)


def _signed(points: int, language: str) -> str:
    return catalog_text("sfc.signed.plus" if points > 0 else "sfc.number", language, n=points)


def _number(n: int, language: str) -> str:
    return catalog_text("sfc.number", language, n=n)


@functools.cache
def _palette() -> Image.Image:
    colours = [BG, ROW_BG, WIN_BG, INK, MUTED, WHITE, BACK, BACK_LINE, GOLD, RED, GREEN]
    colours += list(VALUE_COLOURS.values())
    base = Image.new("RGB", (4, 4), BG)
    return make_palette(base, colours, [BG, ROW_BG, WIN_BG, *VALUE_COLOURS.values(), BACK])


def warm_up(language: str = "en") -> None:
    """Draw the static parts now: the palette, the card back and every card face with its
    name in `language`, so the first image of a process is as fast as the rest."""
    _palette()
    _back_p()
    for bg in (ROW_BG, WIN_BG):
        for active in (False, True):
            _row(bg, active)
    for card in load_deck().cards:
        for turned in (False, True):
            _face_p(card, turned, language)
    for fill in (INK, MUTED, GOLD, GREEN, RED, VALUE_COLOURS[2]):
        for background in (BG, ROW_BG, WIN_BG):
            _blend_lut(fill, background)


def _width(text: str, kind: str, size: int) -> int:
    """The width of `text` as `_text_p` draws it: its words' advances (cached per word, so
    a new line of known words is measured without laying it out) and the spaces."""
    words = text.split(" ")
    space = text_width(" ", kind, size) * (len(words) - 1)
    return int(space + sum(text_width(word, kind, size) for word in words if word))


def _fit(text: str, kind: str, size: int, width: int) -> str:
    # The shared `fit` (a recording test sees each cut), measured as `_text_p` draws.
    return fit(text, kind, size, width, measure=_measure)


def _fit_size(text: str, kind: str, sizes: tuple[int, ...], width: int) -> tuple[str, int]:
    """`text` at the largest of `sizes` that fits `width` as `_text_p` draws it."""
    return fit_sizes(text, kind, sizes, width, _measure)


def _card_face(card: str, turned: bool, language: str) -> Image.Image:
    """One card face, its name in `language`."""
    c = load_deck().cards[card]
    label = _t(f"card.{c.kind}", language) if c.kind in NAMED_KINDS else ""
    return _face(c.value, label, turned)


@functools.lru_cache(maxsize=256)
def _face(value: int, label: str, turned: bool) -> Image.Image:
    """A card face by what it shows (cached: faces alike in every language, such as the plain
    cards, are drawn once; each language adds only the names that differ)."""
    colour = VALUE_COLOURS[value]
    img = Image.new("RGB", (CARD_W, CARD_H), BG)
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((0, 0, CARD_W - 1, CARD_H - 1), 12, fill=WHITE, outline=INK, width=2)
    d.rounded_rectangle((6, 6, CARD_W - 7, CARD_H - 7), 9, fill=colour)
    draw_text(img, (CARD_W / 2, 62), str(value), "bold", 66, WHITE, anchor="mm")
    if label:
        lines = _card_label_lines(label)
        size = lines[1]
        top = CARD_H - 12 - max(38, len(lines[0]) * (size + 3) + 8)
        d.rectangle((6, top, CARD_W - 7, CARD_H - 12), fill=WHITE)
        mid = (top + CARD_H - 12) / 2
        step = size + 3
        first = mid - step * (len(lines[0]) - 1) / 2
        for i, line in enumerate(lines[0]):
            draw_text(
                img, (CARD_W / 2, first + i * step), line, "condensed", size, INK, anchor="mm"
            )
    if turned:
        img = img.rotate(90, expand=True, fillcolor=ROW_BG)
    return img


def _card_label_lines(label: str) -> tuple[list[str], int]:
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
    text, size = _fit_size(label, "condensed", (17, 16, 15, 14), LABEL_W)
    return [text], size


@functools.cache
def _card_back() -> Image.Image:
    img = Image.new("RGB", (CARD_W, CARD_H), BG)
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((0, 0, CARD_W - 1, CARD_H - 1), 12, fill=BACK, outline=INK, width=2)
    d.rounded_rectangle((12, 12, CARD_W - 13, CARD_H - 13), 8, outline=BACK_LINE, width=3)
    return img


def _shown_trick(view: Mapping[str, Any]) -> tuple[dict[str, Any] | None, str | None, bool]:
    """The trick to draw: (plays, winner, finished)."""
    trick = view.get("trick")
    if trick and trick["cards"]:
        return trick["plays"], trick.get("winner"), False
    last = view.get("last_trick")
    if last:
        return last["plays"], last["winner"], True
    return None, None, False


def _ended_round(view: Mapping[str, Any]) -> dict[str, Any] | None:
    """The last trick of a round that has ended, when that is what the table shows: the next
    round is being set up (or the game is over) and no card of it is on the table."""
    trick = view.get("trick")
    last = view.get("last_trick")
    if (trick and trick["cards"]) or not last or not last.get("last"):
        return None
    if view["over"] or last["round"] != view["round"]:
        return dict(last)
    return None


def caption_for(
    view: Mapping[str, Any], names: Mapping[str, str] | None = None, language: str = "en"
) -> str:
    """One line saying where the game stands, in `language`."""
    # Small numbers go in as text: the same digits in every language, without formatting
    # them anew for each image (a plural's number stays a number).
    r, rounds = view["round"], view.get("rounds", 7)
    ended = _ended_round(view)
    if ended is not None and not view["over"]:
        # The round that ended, not the next one (whose cards are not on the table yet).
        return _t(
            "caption.won",
            language,
            round=str(ended["round"]),
            rounds=str(rounds),
            trick=str(ended["trick"]),
            name=safe_name(names, ended["winner"]),
            cards=str(ended["cards"]),
            tricks=ended["tricks"],
        )
    if view["over"]:
        winners = [safe_name(names, p) for p in view["winners"]]
        return _t(
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
            return _t(
                "caption.duel",
                language,
                round=str(r),
                rounds=str(rounds),
                trick=str(trick["number"]),
                name=safe_name(names, trick["strongest"]),
            )
        return _t(
            "caption.trick", language, round=str(r), rounds=str(rounds), trick=trick["number"]
        )
    if last and last["round"] == r and view["phase"] == "play":
        return _t(
            "caption.won",
            language,
            round=str(r),
            rounds=str(rounds),
            trick=str(last["trick"]),
            name=safe_name(names, last["winner"]),
            cards=str(last["cards"]),
            tricks=last["tricks"],
        )
    return _t(
        "caption.phase", language, round=str(r), rounds=str(rounds), phase=_phase(view, language)
    )


def draw_board(
    view: Mapping[str, Any],
    *,
    caption: str | None = None,
    previous: Mapping[str, Any] | None = None,
    names: Mapping[str, str] | None = None,
    language: str = "en",
) -> Image.Image:
    """The table: one row per seat with the cards of the trick on show, texts in `language`.

    Drawn straight onto the palette image (the palette holds every colour drawn: shapes use
    its indices, card faces and texts are mapped onto it once and cached), so no mapping of
    the whole image is needed: the image costs little more than its PNG encoding."""
    check_spectator(view)
    players: list[str] = view["players"]
    h = HEADER + ROW * len(players) + FOOTER
    img = Image.new("P", (W, h), _index(BG))
    img.putpalette(_flat_palette())
    caption = caption or caption_for(view, names, language)
    text, size = _fit_size(caption, "bold", (32, 30, 28, 26, 24), W - 2 * PAD)
    if _width(caption, "bold", 24) > W - 2 * PAD:
        # A caption with long names: two lines (the header has room for them).
        first, *rest = wrap(caption, "bold", 24, W - 2 * PAD, measure=_measure)
        _text_p(img, (PAD, 14), first, "bold", 24, INK, BG)
        _text_p(img, (PAD, 46), _fit(" ".join(rest), "bold", 24, W - 2 * PAD), "bold", 24, INK, BG)
    else:
        _text_p(img, (PAD, 24 + (32 - size) // 2), text, "bold", size, INK, BG)
    plays, winner, finished = _shown_trick(view)
    trick = view.get("trick") or {}
    ended = _ended_round(view)
    # A round's last trick drawn after the round: hands empty, the round's tricks, no marks
    # of the next round's first decision.
    active = set() if ended else set(view["active_players"])
    rounds = view.get("rounds", 7)
    for i, p in enumerate(players):
        y = HEADER + i * ROW
        seat = view["seats"][p]
        bg = WIN_BG if p == winner else ROW_BG
        img.paste(_row(bg, p in active), (0, y))
        # The name across the row, clear of the "done" mark at its right end.
        room = W - 2 * PAD - 20 - _width(_t("done", language), "bold", 24)
        name, nsize = _fit_size(safe_name(names, p), "bold", (30, 28, 26, 24, 22, 20), room)
        _text_p(img, (PAD + 6, y + 14 + (30 - nsize) // 2), name, "bold", nsize, INK, bg)
        top = y  # the name's line; the rest of the row lies below it
        y += NAME_H
        badges = []
        if trick.get("leader") == p or (plays is None and view.get("start_player") == p):
            badges.append(("lead", MUTED))
        if seat.get("brave"):
            badges.append(("brave", GOLD))
        if seat.get("mario"):
            badges.append(("mario", VALUE_COLOURS[2]))
        if p == winner:
            badges.append(("wins" if finished else "winner", GREEN))
        by = y + 20  # beside the cards, under the name
        for key, colour in badges[:3]:
            label, bsize = _fit_size(_t(key, language), "condensed", (24, 22, 20), BADGE_W)
            _text_p(img, (PAD + 6, by + (24 - bsize) // 2), label, "condensed", bsize, colour, bg)
            by += 28
        tricks = (
            (ended.get("seat_tricks") or {}).get(p, seat["tricks"]) if ended else seat["tricks"]
        )
        stats = _t("stats", language, tricks=tricks, score=_number(seat["score"], language))
        stats, ssize = _fit_size(stats, "regular", (24, 22, 20, 19), NAME_COL)
        _text_p(img, (PAD + 6, top + ROW - 42 + (24 - ssize)), stats, "regular", ssize, INK, bg)
        if plays is not None:
            _draw_plays(img, plays.get(p, {}), NAME_COL, y + 16, language, bg)
        if seat.get("locked_in") and not ended:
            done = _t("done", language)
            _text_p(img, (W - PAD - 8, top + 18), done, "bold", 24, GREEN, bg, anchor="ra")
        held = _t("in_hand", language, n=str(0 if ended else seat["hand_size"]))
        _text_p(img, (W - PAD - 8, top + ROW - 42), held, "regular", 22, MUTED, bg, anchor="ra")
    if ended is not None and not view["over"]:
        footer = _t(
            "footer.ended", language, round=ended["round"], rounds=rounds, trick=ended["trick"]
        )
    else:
        footer = _t(
            "footer.last" if trick.get("deputies_zero") else "footer",
            language,
            round=view["round"],
            rounds=rounds,
            phase=_phase(view, language),
        )
    footer, fsize = _fit_size(footer, "regular", (26, 24, 22), W - 2 * PAD)
    _text_p(img, (PAD, h - FOOTER + 14), footer, "regular", fsize, MUTED, BG)
    return img


@functools.cache
def _flat_palette() -> tuple[int, ...]:
    return tuple(_palette().getpalette() or [])


@functools.cache
def _index(colour: RGB) -> int:
    """The palette index of a colour drawn (each is in the palette exactly)."""
    flat = _flat_palette()
    for i in range(0, len(flat), 3):
        if tuple(flat[i : i + 3]) == colour:
            return i // 3
    raise ValueError(f"{colour} is not in the palette")


def _p(img: Image.Image) -> Image.Image:
    """An RGB picture mapped onto the palette (for cached pieces)."""
    return to_palette(img, _palette())


@functools.lru_cache(maxsize=8)
def _row(bg: RGB, active: bool) -> Image.Image:
    """A seat's row background (with the gold frame of an awaited player), on the palette."""
    strip = Image.new("RGB", (W, ROW), BG)
    d = ImageDraw.Draw(strip)
    d.rounded_rectangle((PAD / 2, 4, W - PAD / 2, ROW - 6), 14, fill=bg)
    if active:
        d.rounded_rectangle((PAD / 2, 4, W - PAD / 2, ROW - 6), 14, outline=GOLD, width=4)
    return _p(strip)


@functools.lru_cache(maxsize=64)
def _blend_lut(fill: RGB, background: RGB) -> list[int]:
    """For each coverage 0..255 of a text pixel, the palette index of `fill` blended over
    `background`: mapped once per pair of colours (mapping each text instead costs more than
    drawing the whole table)."""
    strip = Image.new("RGB", (256, 1))
    strip.putdata(
        [
            tuple(round(b + (f - b) * a / 255) for f, b in zip(fill, background, strict=True))
            for a in range(256)
        ]
    )
    return list(to_palette(strip, _palette()).tobytes())


@functools.lru_cache(maxsize=4096)
def _sprite(word: str, kind: str, size: int, fill: RGB, background: RGB) -> PaletteSprite:
    """A word rasterized in `fill` over `background`, on the palette: pixels, the mask of its
    ink, left, top, advance."""
    m, (left, top) = font(kind, size).getmask2(word, "L")
    if m.size[0] == 0 or m.size[1] == 0:
        m = Image.new("L", (1, 1), 0).im
    lut = _blend_lut(fill, background)
    return (
        m.point(lut, "L"),
        m.point(_INKED, "1"),
        int(left),
        int(top),
        text_width(word, kind, size),
    )


def _measure(text: str, kind: str, size: int) -> tuple[int, int]:
    return _width(text, kind, size), size


def _text_p(
    img: Image.Image,
    xy: tuple[float, float],
    text: str,
    kind: str,
    size: int,
    fill: RGB,
    background: RGB,
    *,
    anchor: str = "la",
) -> None:
    """Text onto the palette image over a plain `background`, word by word: each word is
    rasterized and mapped once per process (cached), so a new line of known words (a score,
    a count) costs a few pastes rather than a rasterization."""
    if not text:
        return
    x, y = xy
    width = _width(text, kind, size)
    # As common.draw_text places text: "m"/"r" centre or right-align, "m" centres vertically.
    if anchor[0] == "m":
        x -= width / 2
    elif anchor[0] == "r":
        x -= width
    if anchor[1] == "m":
        ascent, descent = font(kind, size).getmetrics()
        y -= (ascent + descent) / 2
    y = round(y)
    note_drawn(text, (round(x), y, round(x + width), y + size))
    space = text_width(" ", kind, size)
    cx = float(round(x))
    for word in text.split(" "):
        if word:
            pixels, mask, left, top, advance = _sprite(word, kind, size, fill, background)
            w, h = pixels.size
            px, py = round(cx) + left, y + top
            img.im.paste(pixels, (px, py, px + w, py + h), mask)
            cx += advance
        cx += space


@functools.lru_cache(maxsize=512)
def _face_p(card: str, turned: bool, language: str) -> Image.Image:
    return _p(_card_face(card, turned, language))


@functools.cache
def _back_p() -> Image.Image:
    return _p(_card_back())


def _draw_plays(
    img: Image.Image, play: Mapping[str, Any], x0: int, y: int, language: str, bg: RGB
) -> None:
    if not play or play.get("start") is None:
        return
    right = W - PAD - 140  # clear of the "in hand" count
    cards: list[tuple[str | None, bool]] = [(play["start"], bool(play.get("passed")))]
    cards += [(c, False) for c in play.get("duel", [])]
    cards += [(None, False)] * int(play.get("face_down", 0))
    x = x0
    if play.get("passed"):
        # A pass turns the start card a quarter (the rulebook's sign).
        face = _face_p(play["start"], True, language)
        img.paste(face, (x, y))
        passed, size = _fit_size(_t("passed", language), "bold", (24, 22, 20), face.width)
        _text_p(
            img,
            (x + face.width / 2, y + face.height + 4),
            passed,
            "bold",
            size,
            RED,
            bg,
            anchor="ma",
        )
        x += face.width + 16
    else:
        img.paste(_face_p(play["start"], False, language), (x, y))
        x += CARD_W + 16
    rest = cards[1:]
    if not rest:
        return
    step = min(CARD_W + 6, max(28, (right - x - CARD_W) // max(1, len(rest) - 1)))
    for card, _ in rest:
        img.paste(_back_p() if card is None else _face_p(card, False, language), (x, y))
        x += step


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


def sheet_title(view: Mapping[str, Any], language: str = "en") -> str:
    """The score sheet's title: the round just scored (the view is already in the next one)."""
    if view["over"]:
        return _t("sheet.title.final", language)
    sheet = view.get("score_sheet") or []
    scored = sheet[-1]["round"] if sheet else view["round"]
    return _t("sheet.title", language, round=scored, rounds=view.get("rounds", 7))


def draw_scores(
    view: Mapping[str, Any], *, names: Mapping[str, str] | None = None, language: str = "en"
) -> Image.Image:
    """The score sheet: one row per round, one column per player (round points and running
    total), then the breakdown of the latest scored round; texts in `language`."""
    check_spectator(view)
    players: list[str] = view["players"]
    sheet: list[dict[str, Any]] = view.get("score_sheet") or []
    rounds = view.get("rounds", 7)
    col = (W - 2 * PAD - 90) // len(players)
    latest = sheet[-1] if sheet else None
    rows = latest["rows"].values() if latest else ()
    shown_parts = [
        key for key in PARTS if any(key in row.get("parts", {}) or key in row for row in rows)
    ]
    brave = any(
        row.get("brave") and "all_tricks" not in row
        for entry in sheet
        for row in entry["rows"].values()
    )
    extra = 2 + len(shown_parts) + 1 if latest else 0
    line = SHEET_LINE
    # Each name whole in its column, on as many lines as it needs (32 characters in a
    # fifth of the sheet take four); the rows start below the longest.
    shown = [safe_name(names, p) for p in players]
    # One size for all, small enough (down to 19 px) that each word fits its column whole.
    pieces = [name.replace("-", "-\x01 ") for name in shown]  # a line may break after "-"
    nsize = min(
        fit_size(w, "condensed", 24, col - 8, 19) for n in pieces for w in n.split(" ") if w
    )
    heads = [
        [
            line.replace("\x01 ", "").replace("\x01", "")
            for line in wrap(n, "condensed", nsize, col - 8)
        ]
        for n in pieces
    ]
    name_h = (nsize + 4) * max(len(lines) for lines in heads)
    h = 150 + name_h + line * (rounds + 1) + line * extra + (line if brave else 0) + 30
    img = Image.new("RGB", (W, h), BG)
    d = ImageDraw.Draw(img)
    title = sheet_title(view, language)
    title, tsize = _fit_size(title, "bold", (34, 32, 30), W - 2 * PAD)
    draw_text(img, (PAD, 20), title, "bold", tsize, INK)
    top = 80
    x0 = PAD + 90
    for j, lines in enumerate(heads):
        cx = x0 + j * col + col / 2
        for k, text in enumerate(lines):
            draw_text(img, (cx, top + (nsize + 4) * k), text, "condensed", nsize, INK, anchor="ma")
    y = top + name_h + 22
    for r in range(1, rounds + 1):
        row_bg = ROW_BG if r % 2 else BG
        d.rectangle((PAD, y - 6, W - PAD, y + line - 8), fill=row_bg)
        head, hsize = _fit_size(_t("sheet.round", language, round=r), "bold", (26, 22, 20, 19), 80)
        draw_text(img, (PAD + 8, y + (26 - hsize) // 2), head, "bold", hsize, MUTED)
        entry = next((s for s in sheet if s["round"] == r), None)
        if entry:
            for j, p in enumerate(players):
                row = entry["rows"][p]
                cx = x0 + j * col + col / 2
                colour = RED if row["total"] < 0 else INK
                pts = _signed(row["total"], language)
                draw_text(img, (cx - 6, y), pts, "regular", 24, colour, anchor="ra")
                box = draw_text(
                    img, (cx + 6, y), _number(row["running"], language), "bold", 24, INK
                )
                if row.get("brave") and "all_tricks" not in row:
                    # After the running total, small: the column has no room for it beside
                    # the round's points.
                    draw_text(img, (box[2] + 3, y + 4), "★", "bold", STAR_SIZE, GOLD)
        y += line
    d.line((PAD, y - 4, W - PAD, y - 4), fill=INK, width=3)
    total, size = _fit_size(_t("sheet.total", language), "bold", (24, 22, 20, 19), 86)
    draw_text(img, (PAD + 8, y + 4), total, "bold", size, INK)
    best = set(view.get("winners") or [])
    for j, p in enumerate(players):
        cx = x0 + j * col + col / 2
        colour = GREEN if p in best else INK
        score = _number(view["scores"][p], language)
        draw_text(img, (cx, y + 4), score, "bold", 28, colour, anchor="ma")
    y += line + 10
    if latest:
        detail = _t("sheet.detail", language, round=latest["round"])
        draw_text(img, (PAD, y), _fit(detail, "bold", 26, W - 2 * PAD), "bold", 26, INK)
        y += line
        for key in [*shown_parts, "round"]:
            texts = [_part_text(key, latest["rows"][p], language) for p in players]
            # The label may run up to the first column's number (a long word shrinks first).
            first = max(60, text_size(texts[0], "regular", 25)[0])
            room = int(x0 + col / 2 + 30 - first / 2 - (PAD + 8) - 10)
            label, size = _fit_size(
                _t(f"part.{key}", language), "condensed", (25, 23, 21, 19), room
            )
            draw_text(img, (PAD + 8, y + (25 - size) // 2), label, "condensed", size, MUTED)
            for j, text in enumerate(texts):
                cx = x0 + j * col + col / 2 + 30
                draw_text(img, (cx, y), text, "regular", 25, INK, anchor="ma")
            y += line - 4
    if brave:
        legend = _fit(_t("legend.brave", language), "regular", 22, W - 2 * PAD)
        draw_text(img, (PAD + 8, y + 8), legend, "regular", 22, MUTED)
        y += line
    return to_palette(img.crop((0, 0, W, min(h, y + 20))), _palette())


def _part_text(key: str, row: Mapping[str, Any], language: str) -> str:
    """One cell of the breakdown: a part's points, "·" for none, the tricks row as
    "tricks: points", the round's total (doubled for the brave sheriff)."""
    if key == "round":
        text = _signed(row["total"], language)
        # A sweep of all tricks is never doubled (RULINGS.md R8).
        doubled = row.get("brave") and "all_tricks" not in row
        return _t("doubled", language, points=text) if doubled else text
    if key == "all_tricks":
        return _signed(row["all_tricks"], language) if "all_tricks" in row else "·"
    value = row.get("parts", {}).get(key)
    if key == "table":
        if value is None:
            return "—"
        points = _signed(value, language)
        return _t("tricks.points", language, tricks=row["tricks"], points=points)
    return "·" if value is None else _signed(value, language)
