"""Santa Fe: the card game: table and score-sheet images, drawn from the spectator view only.

One row per seat (a phone shows rows better than a round table): the player's name, tricks and
score, then their cards of the trick on show (the current trick, or the last finished one):
start card, duel stack, face-down cards as backs, a turned start card for a pass. Card faces are
drawn here with Pillow: a colour per value, the value large, the card's name below.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from engine.santafe_cards.deck import load_deck
from render.common import (
    RGB,
    check_spectator,
    draw_text,
    drawable,
    make_palette,
    text_size,
    to_palette,
)

W = 900
HEADER = 92
ROW = 196
FOOTER = 64
CARD_W, CARD_H = 118, 164
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
SHORT_NAMES = {
    "sheriff": "Sheriff",
    "corrupt": "Corrupt",
    "deputy": "Deputy",
    "dynamite": "Dynamite",
    "bandit": "Bandit",
    "wolves": "10 Wolves",
    "mario": "Mario",
    "black-mario": "Black Mario",
}
PHASES = {
    "pass": "passing the lone cowboy",
    "declare": "the sheriff decides",
    "play": "playing",
    "scorpion": "Mario's swap",
    "fill": "adding cards face down",
    "over": "game over",
}


@functools.cache
def _palette() -> Image.Image:
    colours = [BG, ROW_BG, WIN_BG, INK, MUTED, WHITE, BACK, BACK_LINE, GOLD, RED, GREEN]
    colours += list(VALUE_COLOURS.values())
    base = Image.new("RGB", (4, 4), BG)
    return make_palette(base, colours, [BG, ROW_BG, WIN_BG, *VALUE_COLOURS.values(), BACK])


def warm_up(language: str = "en") -> None:
    _palette()
    _card_face("v7a", False)


def safe_name(names: Mapping[str, str] | None, pid: str | None, width: int = 0) -> str:
    """A member-supplied display name made safe to draw: no control or format characters,
    one line, cut to fit `width` pixels at the name font."""
    raw = (names or {}).get(pid or "", pid or "") if pid is not None else ""
    text = drawable(str(raw)) or (pid or "?")
    if width:
        text = _fit(text, "bold", 30, width)
    return text


def _fit(text: str, kind: str, size: int, width: int) -> str:
    if text_size(text, kind, size)[0] <= width:
        return text
    while text and text_size(text + "…", kind, size)[0] > width:
        text = text[:-1]
    return text + "…"


@functools.lru_cache(maxsize=128)
def _card_face(card: str, turned: bool) -> Image.Image:
    """One card face (cached: a deck has 58 cards)."""
    deck = load_deck()
    c = deck.cards[card]
    colour = VALUE_COLOURS[c.value]
    img = Image.new("RGB", (CARD_W, CARD_H), BG)
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((0, 0, CARD_W - 1, CARD_H - 1), 12, fill=WHITE, outline=INK, width=2)
    d.rounded_rectangle((6, 6, CARD_W - 7, CARD_H - 7), 9, fill=colour)
    draw_text(img, (CARD_W / 2, 62), str(c.value), "bold", 66, WHITE, anchor="mm")
    label = SHORT_NAMES.get(c.kind, "")
    if label:
        size = 24 if len(label) <= 7 else 20
        d.rectangle((6, CARD_H - 50, CARD_W - 7, CARD_H - 12), fill=WHITE)
        draw_text(img, (CARD_W / 2, CARD_H - 31), label, "condensed", size, INK, anchor="mm")
    if turned:
        img = img.rotate(90, expand=True, fillcolor=ROW_BG)
    return img


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


def caption_for(view: Mapping[str, Any], names: Mapping[str, str] | None = None) -> str:
    """One line saying where the game stands."""
    r = view["round"]
    if view["over"]:
        won = ", ".join(safe_name(names, p) for p in view["winners"])
        return f"Game over after {r} rounds. Winner: {won}"
    trick = view.get("trick")
    last = view.get("last_trick")
    if trick and trick["cards"]:
        head = f"Round {r}/7, trick {trick['number']}"
        if trick["duel"] and trick["strongest"]:
            head += f": duel, {safe_name(names, trick['strongest'])} strongest"
        return head
    if last and last["round"] == r and view["phase"] == "play":
        n = last["tricks"]
        return (
            f"Round {r}/7, trick {last['trick']} to {safe_name(names, last['winner'])}"
            f" ({last['cards']} cards = {n} trick{'s' if n != 1 else ''})"
        )
    return f"Round {r}/7: {PHASES.get(view['phase'], view['phase'])}"


def draw_board(
    view: Mapping[str, Any],
    *,
    caption: str | None = None,
    previous: Mapping[str, Any] | None = None,
    names: Mapping[str, str] | None = None,
    language: str = "en",
) -> Image.Image:
    """The table: one row per seat with the cards of the trick on show."""
    check_spectator(view)
    players: list[str] = view["players"]
    h = HEADER + ROW * len(players) + FOOTER
    img = Image.new("RGB", (W, h), BG)
    d = ImageDraw.Draw(img)
    text = _fit(caption or caption_for(view, names), "bold", 32, W - 2 * PAD)
    draw_text(img, (PAD, 24), text, "bold", 32, INK)
    plays, winner, finished = _shown_trick(view)
    trick = view.get("trick") or {}
    active = set(view["active_players"])
    for i, p in enumerate(players):
        y = HEADER + i * ROW
        seat = view["seats"][p]
        bg = WIN_BG if p == winner else ROW_BG
        d.rounded_rectangle((PAD / 2, y + 4, W - PAD / 2, y + ROW - 6), 14, fill=bg)
        if p in active:
            d.rounded_rectangle(
                (PAD / 2, y + 4, W - PAD / 2, y + ROW - 6), 14, outline=GOLD, width=4
            )
        name = safe_name(names, p, NAME_COL - 2 * PAD)
        draw_text(img, (PAD + 6, y + 18), name, "bold", 30, INK)
        badges = []
        if trick.get("leader") == p or (plays is None and view.get("start_player") == p):
            badges.append(("lead", MUTED))
        if seat.get("brave"):
            badges.append(("brave sheriff", GOLD))
        if seat.get("mario"):
            badges.append(("Mario", VALUE_COLOURS[2]))
        if p == winner:
            badges.append(("wins" if finished else "winner", GREEN))
        by = y + 58
        for label, colour in badges[:3]:
            draw_text(img, (PAD + 6, by), label, "condensed", 24, colour)
            by += 28
        stats = f"{seat['tricks']} tr · {seat['score']} pts"
        draw_text(
            img, (PAD + 6, y + ROW - 42), _fit(stats, "regular", 24, NAME_COL), "regular", 24, INK
        )
        if plays is not None:
            _draw_plays(img, plays.get(p, {}), NAME_COL, y + 16)
        if seat.get("locked_in"):
            draw_text(img, (W - PAD - 8, y + 18), "done", "bold", 24, GREEN, anchor="ra")
        held = f"{seat['hand_size']} in hand"
        draw_text(img, (W - PAD - 8, y + ROW - 42), held, "regular", 22, MUTED, anchor="ra")
    footer = f"Round {view['round']}/7 · {PHASES.get(view['phase'], view['phase'])}"
    if trick.get("deputies_zero"):
        footer += " · last trick: Deputies are 0"
    draw_text(
        img, (PAD, h - FOOTER + 14), _fit(footer, "regular", 26, W - 2 * PAD), "regular", 26, MUTED
    )
    return to_palette(img, _palette())


def _draw_plays(img: Image.Image, play: Mapping[str, Any], x0: int, y: int) -> None:
    if not play or play.get("start") is None:
        return
    right = W - PAD - 140  # clear of the "in hand" count
    cards: list[tuple[str | None, bool]] = [(play["start"], bool(play.get("passed")))]
    cards += [(c, False) for c in play.get("duel", [])]
    cards += [(None, False)] * int(play.get("face_down", 0))
    x = x0
    if play.get("passed"):
        # A pass turns the start card a quarter (the rulebook's sign).
        face = _card_face(play["start"], True)
        img.paste(face, (x, y))
        draw_text(
            img, (x + face.width / 2, y + face.height + 4), "passed", "bold", 24, RED, anchor="ma"
        )
        x += face.width + 16
    else:
        img.paste(_card_face(play["start"], False), (x, y))
        x += CARD_W + 16
    rest = cards[1:]
    if not rest:
        return
    step = min(CARD_W + 6, max(28, (right - x - CARD_W) // max(1, len(rest) - 1)))
    for card, _ in rest:
        img.paste(_card_back() if card is None else _card_face(card, False), (x, y))
        x += step


def draw_scores(
    view: Mapping[str, Any], *, names: Mapping[str, str] | None = None, language: str = "en"
) -> Image.Image:
    """The score sheet: one row per round, one column per player (round points and running
    total), then the breakdown of the latest scored round."""
    check_spectator(view)
    players: list[str] = view["players"]
    sheet: list[dict[str, Any]] = view.get("score_sheet") or []
    col = (W - 2 * PAD - 90) // len(players)
    parts_order = [
        ("table", "tricks"),
        ("bandits", "bandits"),
        ("dynamite", "Dynamite"),
        ("deputies", "Deputies"),
        ("last_trick", "last trick"),
        ("sheriff", "sheriff"),
        ("coward", "coward 75"),
        ("corrupt", "corrupt"),
        ("wolves", "10 Wolves"),
        ("mario", "Mario"),
    ]
    latest = sheet[-1] if sheet else None
    shown_parts = [
        (k, label)
        for k, label in parts_order
        if latest and any(k in row.get("parts", {}) for row in latest["rows"].values())
    ]
    extra = 2 + len(shown_parts) + 1 if latest else 0
    line = 44
    h = 150 + line * (7 + 1) + line * extra + 30
    img = Image.new("RGB", (W, h), BG)
    d = ImageDraw.Draw(img)
    title = "Score sheet" + (" · final" if view["over"] else f" · round {view['round']}/7")
    draw_text(img, (PAD, 20), title, "bold", 34, INK)
    top = 80
    x0 = PAD + 90
    for j, p in enumerate(players):
        cx = x0 + j * col + col / 2
        label = _fit(safe_name(names, p), "bold", 26, col - 8)
        draw_text(img, (cx, top), label, "bold", 26, INK, anchor="ma")
    y = top + 50
    for r in range(1, 8):
        row_bg = ROW_BG if r % 2 else BG
        d.rectangle((PAD, y - 6, W - PAD, y + line - 8), fill=row_bg)
        draw_text(img, (PAD + 8, y), f"R{r}", "bold", 26, MUTED)
        entry = next((s for s in sheet if s["round"] == r), None)
        if entry:
            for j, p in enumerate(players):
                row = entry["rows"][p]
                cx = x0 + j * col + col / 2
                pts = f"{row['total']:+d}" + (" ★" if row.get("brave") else "")
                draw_text(
                    img,
                    (cx - 6, y),
                    pts,
                    "regular",
                    24,
                    RED if row["total"] < 0 else INK,
                    anchor="ra",
                )
                draw_text(img, (cx + 6, y), str(row["running"]), "bold", 24, INK)
        y += line
    d.line((PAD, y - 4, W - PAD, y - 4), fill=INK, width=3)
    draw_text(img, (PAD + 8, y + 4), "Total", "bold", 24, INK)
    best = set(view.get("winners") or [])
    for j, p in enumerate(players):
        cx = x0 + j * col + col / 2
        colour = GREEN if p in best else INK
        draw_text(img, (cx, y + 4), str(view["scores"][p]), "bold", 28, colour, anchor="ma")
    y += line + 10
    if latest:
        draw_text(img, (PAD, y), f"Round {latest['round']} in detail", "bold", 26, INK)
        y += line
        for key, label in [*shown_parts, ("_total", "round")]:
            draw_text(img, (PAD + 8, y), label, "condensed", 25, MUTED)
            for j, p in enumerate(players):
                row = latest["rows"][p]
                value = row["total"] if key == "_total" else row.get("parts", {}).get(key)
                if key == "table":
                    text = f"{row['tricks']}: {value:+d}" if value is not None else "—"
                elif value is None:
                    text = "·"
                else:
                    text = f"{value:+d}"
                if key == "_total" and row.get("brave"):
                    text += " (x2)"
                if key == "_total" and "all_tricks" in row:
                    text = f"{row['all_tricks']:+d} all"
                cx = x0 + j * col + col / 2 + 30
                draw_text(img, (cx, y), text, "regular", 25, INK, anchor="ma")
            y += line - 4
    return to_palette(img.crop((0, 0, W, min(h, y + 20))), _palette())
