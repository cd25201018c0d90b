"""Generate engine/cardrails/data/cards.json: Whistlestop's own Card Rails card set.

    .venv/bin/python tools/build_cardrails_cards.py --png docs/cardrails-cards.png

Counts are per railroad (every railroad gets the same, so none is favoured by the deck); they
were tuned by simulation (RULINGS.md, "The card set"). Features go on full hexes, spread so no
card carries more than two; the symbol sits on a half hex on `--half-symbols` of the 9 cards.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.cardrails.cards import (
    CARDS_PER_RAILROAD,
    DATA,
    FULL_SLOTS,
    HALF_SLOTS,
    SHARE_BOXES,
    parse,
)

# Colours chosen to stay apart with every colour blindness (tests/test_render_colours.py): a
# deep orange, a light yellow, a dark pine green; the patterns tell them apart without colour.
RAILROADS = [
    {"id": "orange", "name": "Orange", "color": "#cc6b15", "letter": "O", "pattern": "solid"},
    {"id": "yellow", "name": "Yellow", "color": "#fed758", "letter": "Y", "pattern": "dot"},
    {"id": "green", "name": "Green", "color": "#2c6858", "letter": "G", "pattern": "stripe"},
    {"id": "black", "name": "Black", "color": "#161b23", "letter": "K", "pattern": "ring"},
    {"id": "white", "name": "White", "color": "#f6fbfa", "letter": "W", "pattern": "cross"},
]


def build(lakes: int, swaps: int, purple: int, half_symbols: int, seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    cards = []
    for rr in RAILROADS:
        features = ["lake"] * lakes + ["swap"] * swaps + ["purple"] * purple
        rng.shuffle(features)
        hexes: list[dict[str, str]] = [{} for _ in range(CARDS_PER_RAILROAD)]
        for i in range(CARDS_PER_RAILROAD):
            if i < half_symbols:
                hexes[i][rng.choice(HALF_SLOTS)] = "symbol"
            else:
                hexes[i][rng.choice(FULL_SLOTS)] = "symbol"
        # Deal the features round the cards, each onto a free full hex.
        order = list(range(CARDS_PER_RAILROAD))
        rng.shuffle(order)
        for k, feature in enumerate(features):
            card = hexes[order[k % CARDS_PER_RAILROAD]]
            free = [s for s in FULL_SLOTS if s not in card]
            card[rng.choice(free)] = feature
        for i, h in enumerate(hexes):
            ordered = {s: h[s] for s in (*FULL_SLOTS, *HALF_SLOTS) if s in h}
            cards.append({"id": f"{rr['letter']}{i + 1}", "railroad": rr["id"], "hexes": ordered})
    return {
        "railroads": RAILROADS,
        "shares_boxes": SHARE_BOXES,
        "starting_city": {"id": "city", "hexes": dict.fromkeys(FULL_SLOTS, "city")},
        "cards": cards,
    }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--lakes", type=int, default=3)
    ap.add_argument("--swaps", type=int, default=2)
    ap.add_argument("--purple", type=int, default=4)
    ap.add_argument("--half-symbols", type=int, default=3)
    ap.add_argument("--seed", type=int, default=2024)
    ap.add_argument("--out", default=str(DATA))
    ap.add_argument("--png", help="also draw the set (e.g. docs/cardrails-cards.png)")
    args = ap.parse_args()
    data = build(args.lakes, args.swaps, args.purple, args.half_symbols, args.seed)
    parse(data)  # refuse to write data the engine would refuse
    lines = ",\n    ".join(json.dumps(c) for c in data["cards"])
    head = {k: v for k, v in data.items() if k != "cards"}
    text = json.dumps(head, indent=1)[:-2] + ',\n "cards": [\n    ' + lines + "\n ]\n}\n"
    json.loads(text)
    Path(args.out).write_text(text)
    print(f"wrote {args.out}")
    if args.png:
        from engine.cardrails.cards import load_cards
        from render.cardrails import draw_card_sheet

        load_cards.cache_clear()
        draw_card_sheet().save(args.png, optimize=True)
        print(f"wrote {args.png}")


if __name__ == "__main__":
    main()
