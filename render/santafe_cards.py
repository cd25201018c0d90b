"""Santa Fe: the card game: table and score-sheet images, drawn from the spectator view only.

One row per seat (a phone shows rows better than a round table): the player's name, tricks and
score, then their cards of the trick on show (the current trick, or the last finished one):
start card, duel stack, face-down cards as backs, a turned start card for a pass. Card faces
(a colour per value, the value large, the card's name below) are drawn in
`santafe_cards_faces.py`; sizes, texts and the score sheet's layout are in
`santafe_cards_layout.py`, without drawing.

Every word comes from the game's catalogs (`cogs/santafe_cards/locales/`) in the language asked
for; a translation longer than the English shrinks a little, or wraps on a card, before it is
cut (tests/santafe_cards/test_render.py checks the catalogs' words fit).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from engine.santafe_cards.deck import load_deck
from render.common import RGB, check_spectator, draw_text, safe_name, text_size, wrap
from render.palette import to_palette
from render.santafe_cards_faces import (
    back_on_palette,
    blend_lut,
    face_on_palette,
    flat_palette,
    palette_index,
    row_strip,
    table_palette,
    text_on_palette,
)
from render.santafe_cards_layout import (
    BADGE_W,
    BG,
    CARD_W,
    FOOTER,
    GOLD,
    GREEN,
    HEADER,
    INK,
    MUTED,
    NAME_COL,
    NAME_H,
    PAD,
    RED,
    ROW,
    ROW_BG,
    SHEET_LINE,
    STAR_SIZE,
    VALUE_COLOURS,
    WIN_BG,
    SheetLayout,
    W,
    caption_for,
    colour_sets,
    ended_round,
    fit_words,
    fit_words_size,
    footer_text,
    img_text,
    measure_words,
    number,
    part_text,
    seat_badges,
    sheet_layout,
    sheet_title,
    shown_trick,
    signed,
    words_width,
)

# The colours players must tell apart (tests/test_render_colours.py reads them).
COLOUR_SETS = colour_sets()


def warm_up(language: str = "en") -> None:
    """Draw the static parts now: the palette, the card back and every card face with its
    name in `language`, so the first image of a process is as fast as the rest."""
    table_palette()
    back_on_palette()
    for bg in (ROW_BG, WIN_BG):
        for active in (False, True):
            row_strip(bg, active)
    for card in load_deck().cards:
        for turned in (False, True):
            face_on_palette(card, turned, language)
    for fill in (INK, MUTED, GOLD, GREEN, RED, VALUE_COLOURS[2]):
        for background in (BG, ROW_BG, WIN_BG):
            blend_lut(fill, background)


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
    img = Image.new("P", (W, h), palette_index(BG))
    img.putpalette(flat_palette())
    _draw_caption(img, caption or caption_for(view, names, language))
    plays, winner, finished = shown_trick(view)
    ended = ended_round(view)
    # A round's last trick drawn after the round: hands empty, the round's tricks, no marks
    # of the next round's first decision.
    active = set() if ended else set(view["active_players"])
    for i, p in enumerate(players):
        bg = WIN_BG if p == winner else ROW_BG
        img.paste(row_strip(bg, p in active), (0, HEADER + i * ROW))
        badges = seat_badges(view, p, plays is None, winner, finished)
        play = None if plays is None else plays.get(p, {})
        _draw_seat(img, view, p, HEADER + i * ROW, (bg, badges, play, ended), names, language)
    footer, fsize = fit_words_size(
        footer_text(view, language), "regular", (26, 24, 22), W - 2 * PAD
    )
    text_on_palette(img, (PAD, h - FOOTER + 14), footer, "regular", fsize, MUTED, BG)
    return img


def _draw_caption(img: Image.Image, caption: str) -> None:
    """The caption across the header: one line, shrunk a little if need be, else two."""
    text, size = fit_words_size(caption, "bold", (32, 30, 28, 26, 24), W - 2 * PAD)
    if words_width(caption, "bold", 24) > W - 2 * PAD:
        # A caption with long names: two lines (the header has room for them).
        first, *rest = wrap(caption, "bold", 24, W - 2 * PAD, measure=measure_words)
        text_on_palette(img, (PAD, 14), first, "bold", 24, INK, BG)
        second = fit_words(" ".join(rest), "bold", 24, W - 2 * PAD)
        text_on_palette(img, (PAD, 46), second, "bold", 24, INK, BG)
    else:
        text_on_palette(img, (PAD, 24 + (32 - size) // 2), text, "bold", size, INK, BG)


def _draw_seat(
    img: Image.Image,
    view: Mapping[str, Any],
    p: str,
    top: int,
    shown: tuple[RGB, list[tuple[str, RGB]], Mapping[str, Any] | None, dict[str, Any] | None],
    names: Mapping[str, str] | None,
    language: str,
) -> None:
    """A seat's row from `top`: the name, its badges, tricks and score, the cards on show, the
    "done" mark and the cards in hand. `shown`: the row's colour, the badges, the seat's play
    of the trick on show (None: no trick) and the round that has ended (None: none)."""
    bg, badges, play, ended = shown
    seat = view["seats"][p]
    # The name across the row, clear of the "done" mark at its right end.
    room = W - 2 * PAD - 20 - words_width(img_text("done", language), "bold", 24)
    name, nsize = fit_words_size(safe_name(names, p), "bold", (30, 28, 26, 24, 22, 20), room)
    text_on_palette(img, (PAD + 6, top + 14 + (30 - nsize) // 2), name, "bold", nsize, INK, bg)
    y = top + NAME_H  # the rest of the row lies below the name's line
    by = y + 20  # beside the cards, under the name
    for key, colour in badges[:3]:
        label, bsize = fit_words_size(img_text(key, language), "condensed", (24, 22, 20), BADGE_W)
        text_on_palette(
            img, (PAD + 6, by + (24 - bsize) // 2), label, "condensed", bsize, colour, bg
        )
        by += 28
    tricks = (ended.get("seat_tricks") or {}).get(p, seat["tricks"]) if ended else seat["tricks"]
    stats = img_text("stats", language, tricks=tricks, score=number(seat["score"], language))
    stats, ssize = fit_words_size(stats, "regular", (24, 22, 20, 19), NAME_COL)
    text_on_palette(img, (PAD + 6, top + ROW - 42 + (24 - ssize)), stats, "regular", ssize, INK, bg)
    if play is not None:
        _draw_plays(img, play, NAME_COL, y + 16, language, bg)
    if seat.get("locked_in") and not ended:
        done = img_text("done", language)
        text_on_palette(img, (W - PAD - 8, top + 18), done, "bold", 24, GREEN, bg, anchor="ra")
    held = img_text("in_hand", language, n=str(0 if ended else seat["hand_size"]))
    text_on_palette(img, (W - PAD - 8, top + ROW - 42), held, "regular", 22, MUTED, bg, anchor="ra")


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
        face = face_on_palette(play["start"], True, language)
        img.paste(face, (x, y))
        passed, size = fit_words_size(
            img_text("passed", language), "bold", (24, 22, 20), face.width
        )
        text_on_palette(
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
        img.paste(face_on_palette(play["start"], False, language), (x, y))
        x += CARD_W + 16
    rest = cards[1:]
    if not rest:
        return
    step = min(CARD_W + 6, max(28, (right - x - CARD_W) // max(1, len(rest) - 1)))
    for card, _ in rest:
        img.paste(
            back_on_palette() if card is None else face_on_palette(card, False, language), (x, y)
        )
        x += step


def draw_scores(
    view: Mapping[str, Any], *, names: Mapping[str, str] | None = None, language: str = "en"
) -> Image.Image:
    """The score sheet: one row per round, one column per player (round points and running
    total), then the breakdown of the latest scored round; texts in `language`."""
    check_spectator(view)
    lay = sheet_layout(view, names)
    img = Image.new("RGB", (W, lay.height), BG)
    title = sheet_title(view, language)
    title, tsize = fit_words_size(title, "bold", (34, 32, 30), W - 2 * PAD)
    draw_text(img, (PAD, 20), title, "bold", tsize, INK)
    top = 80
    for j, lines in enumerate(lay.heads):
        cx = lay.centre(j)
        for k, text in enumerate(lines):
            xy = (cx, top + (lay.name_size + 4) * k)
            draw_text(img, xy, text, "condensed", lay.name_size, INK, anchor="ma")
    y = _draw_rounds(img, view, lay, top + lay.name_h + 22, language)
    y = _draw_totals(img, view, lay, y, language)
    if lay.latest:
        y = _draw_breakdown(img, view, lay, y, language)
    if lay.brave:
        legend = fit_words(img_text("legend.brave", language), "regular", 22, W - 2 * PAD)
        draw_text(img, (PAD + 8, y + 8), legend, "regular", 22, MUTED)
        y += SHEET_LINE
    return to_palette(img.crop((0, 0, W, min(lay.height, y + 20))), table_palette())


def _draw_rounds(
    img: Image.Image, view: Mapping[str, Any], lay: SheetLayout, y: int, language: str
) -> int:
    """A row per round: its points and running total per player; returns the y below."""
    d = ImageDraw.Draw(img)
    sheet: list[dict[str, Any]] = view.get("score_sheet") or []
    line = SHEET_LINE
    for r in range(1, view.get("rounds", 7) + 1):
        row_bg = ROW_BG if r % 2 else BG
        d.rectangle((PAD, y - 6, W - PAD, y + line - 8), fill=row_bg)
        head, hsize = fit_words_size(
            img_text("sheet.round", language, round=r), "bold", (26, 22, 20, 19), 80
        )
        draw_text(img, (PAD + 8, y + (26 - hsize) // 2), head, "bold", hsize, MUTED)
        entry = next((s for s in sheet if s["round"] == r), None)
        if entry:
            for j, p in enumerate(view["players"]):
                row = entry["rows"][p]
                cx = lay.centre(j)
                colour = RED if row["total"] < 0 else INK
                pts = signed(row["total"], language)
                draw_text(img, (cx - 6, y), pts, "regular", 24, colour, anchor="ra")
                box = draw_text(img, (cx + 6, y), number(row["running"], language), "bold", 24, INK)
                if row.get("brave") and "all_tricks" not in row:
                    # After the running total, small: the column has no room for it beside
                    # the round's points.
                    draw_text(img, (box[2] + 3, y + 4), "★", "bold", STAR_SIZE, GOLD)
        y += line
    return y


def _draw_totals(
    img: Image.Image, view: Mapping[str, Any], lay: SheetLayout, y: int, language: str
) -> int:
    """The line under the rounds and each player's total, the winners' in green."""
    ImageDraw.Draw(img).line((PAD, y - 4, W - PAD, y - 4), fill=INK, width=3)
    total, size = fit_words_size(img_text("sheet.total", language), "bold", (24, 22, 20, 19), 86)
    draw_text(img, (PAD + 8, y + 4), total, "bold", size, INK)
    best = set(view.get("winners") or [])
    for j, p in enumerate(view["players"]):
        colour = GREEN if p in best else INK
        score = number(view["scores"][p], language)
        draw_text(img, (lay.centre(j), y + 4), score, "bold", 28, colour, anchor="ma")
    return y + SHEET_LINE + 10


def _draw_breakdown(
    img: Image.Image, view: Mapping[str, Any], lay: SheetLayout, y: int, language: str
) -> int:
    """The latest scored round's parts, a row each, then its total."""
    assert lay.latest is not None
    latest, players = lay.latest, view["players"]
    detail = img_text("sheet.detail", language, round=latest["round"])
    draw_text(img, (PAD, y), fit_words(detail, "bold", 26, W - 2 * PAD), "bold", 26, INK)
    y += SHEET_LINE
    for key in [*lay.parts, "round"]:
        texts = [part_text(key, latest["rows"][p], language) for p in players]
        # The label may run up to the first column's number (a long word shrinks first).
        first = max(60, text_size(texts[0], "regular", 25)[0])
        room = int(lay.centre(0) + 30 - first / 2 - (PAD + 8) - 10)
        label, size = fit_words_size(
            img_text(f"part.{key}", language), "condensed", (25, 23, 21, 19), room
        )
        draw_text(img, (PAD + 8, y + (25 - size) // 2), label, "condensed", size, MUTED)
        for j, text in enumerate(texts):
            draw_text(img, (lay.centre(j) + 30, y), text, "regular", 25, INK, anchor="ma")
        y += SHEET_LINE - 4
    return y
