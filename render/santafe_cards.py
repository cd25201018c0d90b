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
from render.common import RGB, check_spectator, safe_name, wrap, wrap_words
from render.santafe_cards_faces import (
    back_on_palette,
    blend_lut,
    face_on_palette,
    flat_palette,
    palette_index,
    row_strip,
    small_back_on_palette,
    table_palette,
    text_on_palette,
)
from render.santafe_cards_layout import (
    BADGE_W,
    BG,
    CARD_H,
    GOLD,
    GREEN,
    HEADER,
    INK,
    MIN,
    MIN_CONDENSED,
    MUTED,
    NAME_COL,
    NAME_H,
    PAD,
    RED,
    ROW,
    ROW_BG,
    VALUE_COLOURS,
    WHITE,
    WIN_BG,
    W,
    caption_for,
    colour_sets,
    ended_round,
    fit_words,
    fit_words_size,
    footer_text,
    img_text,
    lay_cards,
    measure_words,
    number,
    play_order,
    seat_badges,
    shown_trick,
    words_width,
)
from render.santafe_cards_sheet import draw_scores

__all__ = ["COLOUR_SETS", "draw_board", "draw_scores", "warm_up"]

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


def board_height(view: Mapping[str, Any], language: str) -> int:
    """The table's height: its rows and its footer's lines (a prompt picture lays out below)."""
    footer = _footer_lines(view, language)
    return HEADER + ROW * len(view["players"]) + 20 + len(footer) * (MIN + 8) + 12


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
    footer = _footer_lines(view, language)
    img = Image.new("P", (W, board_height(view, language)), palette_index(BG))
    img.putpalette(flat_palette())
    _draw_caption(img, caption or caption_for(view, names, language))
    plays, winner, finished = shown_trick(view)
    ended = ended_round(view)
    order = play_order(view)
    # A round's last trick drawn after the round: hands empty, the round's tricks, no marks
    # of the next round's first decision.
    active = set() if ended else set(view["active_players"])
    for i, p in enumerate(players):
        bg = WIN_BG if p == winner else ROW_BG
        img.paste(row_strip(bg, p in active), (0, HEADER + i * ROW))
        badges = seat_badges(view, p, winner, finished)
        play = None if plays is None else plays.get(p, {})
        shown = (bg, badges, play, ended, order.get(p))
        _draw_seat(img, view, p, HEADER + i * ROW, shown, names, language)
    y = HEADER + ROW * len(players) + 14
    for line in footer:
        text_on_palette(img, (PAD, y), line, "regular", MIN, MUTED, BG)
        y += MIN + 8
    return img


def _footer_lines(view: Mapping[str, Any], language: str) -> list[str]:
    """Under the table: the round and its phase, and what the numbers before the names mean
    (the order of play) while a trick is played; wrapped, never cut."""
    lines = wrap(footer_text(view, language), "regular", MIN, W - 2 * PAD, measure=measure_words)
    if view.get("phase") == "play" or shown_trick(view)[0] is not None:
        legend = img_text("order", language)
        lines += wrap(legend, "regular", MIN, W - 2 * PAD, measure=measure_words)
    return lines


def _draw_caption(img: Image.Image, caption: str) -> None:
    """The caption across the header: one line, shrunk a little if need be, else two."""
    sizes = (32, 30, 28, MIN)
    text, size = fit_words_size(caption, "bold", sizes, W - 2 * PAD)
    if words_width(caption, "bold", MIN) > W - 2 * PAD:
        # A caption with long names: two lines (the header has room for them).
        first, *rest = wrap(caption, "bold", MIN, W - 2 * PAD, measure=measure_words)
        text_on_palette(img, (PAD, 12), first, "bold", MIN, INK, BG)
        second = fit_words(" ".join(rest), "bold", MIN, W - 2 * PAD)
        text_on_palette(img, (PAD, 12 + MIN + 10), second, "bold", MIN, INK, BG)
    else:
        text_on_palette(img, (PAD, 24 + (32 - size) // 2), text, "bold", size, INK, BG)


def _order_badge(img: Image.Image, x: int, y: int, n: int) -> int:
    """The seat's place in the order of play, white on a dark rounded square: its width."""
    label = str(n)
    w = words_width(label, "bold", MIN) + 16
    ImageDraw.Draw(img).rounded_rectangle((x, y, x + w, y + MIN + 8), 7, fill=palette_index(INK))
    text_on_palette(img, (x + 8, y + 3), label, "bold", MIN, WHITE, INK)  # on the badge
    return w


def _draw_seat(
    img: Image.Image,
    view: Mapping[str, Any],
    p: str,
    top: int,
    shown: tuple[
        RGB, list[tuple[str, RGB]], Mapping[str, Any] | None, dict[str, Any] | None, int | None
    ],
    names: Mapping[str, str] | None,
    language: str,
) -> None:
    """A seat's row from `top`: its place in the order of play, the name, its badges, this
    round's tricks and the game's points (labelled apart), the cards in hand, the cards on show
    and the "done" mark. `shown`: the row's colour, the badges, the seat's play of the trick on
    show (None: no trick), the round that has ended (None: none), the place in the order."""
    bg, badges, play, ended, place = shown
    seat = view["seats"][p]
    x = PAD + 6
    if place is not None:
        x += _order_badge(img, x, top + 12, place) + 10
    # The name across the row, clear of the "done" mark at its right end.
    room = W - PAD - 20 - x - words_width(img_text("done", language), "bold", MIN)
    name, nsize = fit_words_size(safe_name(names, p), "bold", (30, 28, MIN), room)
    text_on_palette(img, (x, top + 14 + (30 - nsize) // 2), name, "bold", nsize, INK, bg)
    if seat.get("locked_in") and not ended:
        done = img_text("done", language)
        text_on_palette(img, (W - PAD - 8, top + 16), done, "bold", MIN, GREEN, bg, anchor="ra")
    y = top + NAME_H + 8  # the rest of the row lies below the name's line
    # The marks, each on its own line (a long one on two), four lines at most.
    marks = [
        (line, colour)
        for key, colour in badges
        for line in wrap_words(img_text(key, language), "condensed", MIN_CONDENSED, BADGE_W)
    ]
    for mark, colour in marks[:4]:
        text_on_palette(img, (PAD + 6, y), mark, "condensed", MIN_CONDENSED, colour, bg)
        y += MIN + 6
    tricks = (ended.get("seat_tricks") or {}).get(p, seat["tricks"]) if ended else seat["tricks"]
    lines = (
        img_text("round_tricks", language, tricks=tricks),
        img_text("game_points", language, score=number(seat["score"], language)),
        img_text("in_hand", language, n=str(0 if ended else seat["hand_size"])),
    )
    ly = top + ROW - 14 - 3 * (MIN + 6)
    for line, colour in zip(lines, (INK, INK, MUTED), strict=True):
        text, size = fit_words_size(line, "condensed", (MIN_CONDENSED,), BADGE_W)
        text_on_palette(img, (PAD + 6, ly), text, "condensed", size, colour, bg)
        ly += MIN + 6
    if play is not None:
        _draw_plays(img, play, NAME_COL, top + NAME_H + 4, language, bg)


def _draw_plays(
    img: Image.Image, play: Mapping[str, Any], x0: int, y: int, language: str, bg: RGB
) -> None:
    """A seat's cards of the trick on show (`lay_cards`), with the pass sign under a turned
    start card and the number of cards under a stack."""
    under = y + CARD_H + 4
    laid = lay_cards(play, x0, y, language)
    for k, (card, turned, (x, top, right, _), count) in enumerate(laid):
        if card is None:
            img.paste(small_back_on_palette(), (x, top))
        else:
            img.paste(face_on_palette(card, turned, language), (x, top))
        # Under what shows of it (the next card may cover its right side).
        mid = (x + min(right, laid[k + 1][2][0] if k + 1 < len(laid) else right)) / 2
        if turned:
            word, size = fit_words_size(img_text("passed", language), "bold", (MIN,), right - x)
            text_on_palette(img, (mid, under), word, "bold", size, RED, bg, anchor="ma")
        elif count > 1 or card is None:
            mark = img_text("stack", language, n=count)
            text_on_palette(img, (mid, under), mark, "bold", MIN, INK, bg, anchor="ma")
