"""Pictures of Card Rails' rules reference (/game rules): one railroad's nine Track cards as
printed (rotation 0), three to a row, large enough to read on a phone (every card's name at
least 9 px tall when the picture is shown 430 px wide), with the map's key. Drawn like the
whole card sheet (`render.cardrails.draw_card_sheet`, docs/cardrails-cards.png), from the
public card data only."""

from __future__ import annotations

from typing import Any

from PIL import Image

from render.cardrails import _Surface
from render.cardrails_map import Frame, map_static
from render.cardrails_page import BG, INK, MIN_TEXT, PAD, W
from render.cardrails_panels import map_key
from render.common import catalog_text, draw_text

PER_ROW = 3
STEP = 6  # hex columns from one card to the next (a card is four wide, with room between)
TITLE_SIZE = 34
TOP = 24 + TITLE_SIZE + 28


def draw(picture: str, language: str = "en") -> Image.Image:
    """The Track cards of the railroad `picture` (its id: "orange", ...), as printed."""
    from engine.cardrails.cards import footprint, load_cards

    cs = load_cards()
    if picture not in cs.railroads:
        raise ValueError(f"no Card Rails picture {picture!r}")
    cells: dict[tuple[int, int], dict[str, Any]] = {}
    placed: list[dict[str, Any]] = []
    for i, cid in enumerate(sorted(cs.by_railroad(picture))):
        card = cs.cards[cid]
        x, y = 2 + (i % PER_ROW) * STEP, 1 + (i // PER_ROW) * STEP
        placed.append({"card": cid, "x": x, "y": y, "at": "", "rotation": 0})
        for slot, dc, dr, part in footprint(0):
            h = (x + dc, y + dr)
            feature = card.hexes.get(slot)
            cell = cells.setdefault(
                h, {"hex": "", "x": h[0], "y": h[1], "parts": [], "cube": None, "symbols": []}
            )
            cell["parts"].append(
                {"part": part, "card": cid, "feature": feature, "railroad": card.railroad}
            )
            if feature == "symbol":
                cell["symbols"].append(card.railroad)
            cell["whole"] = part == "F" or len(cell["parts"]) == 2
            cell["feature"] = feature if part == "F" and feature != "symbol" else None
    rails = {r: {"color": rr.color, "name": rr.name} for r, rr in cs.railroads.items()}
    view: dict[str, Any] = {"map": {"hexes": list(cells.values()), "cards": placed}}
    view["railroads"] = rails
    frame = Frame(view["map"]["hexes"])
    map_static(view, frame, catalog_text("cr.img.city", language), rulers=False)
    key, key_h = map_key("", language, boxes=False)  # no Shares card drawn
    img = Image.new("RGB", (W, TOP + frame.height + 16 + key_h), BG)
    railroad = catalog_text("cr.railroad", language, railroad=picture)
    title = catalog_text("cr.img.cards.title", language, railroad=railroad, n=len(placed))
    draw_text(img, (PAD, 24), title, "bold", TITLE_SIZE, INK)
    surface = _Surface(img)  # the reference drawing of Card Rails' maps
    surface.run(frame.static_ops, TOP)
    for c in placed:
        x0, y0, _, _ = frame.card_box(c["x"], c["y"])
        draw_text(img, (x0 + 2, TOP + y0 - MIN_TEXT - 6), c["card"], "bold", MIN_TEXT, INK)
    surface.run(key, TOP + frame.height + 12)
    return img
