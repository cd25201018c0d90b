"""Regenerate the pictures of the README and docs/ from today's renderer and web pages: the same
games every run (seeded, between heuristic players; the web pages show the run's own times):

    .venv/bin/python tools/docs_images.py            # every picture
    .venv/bin/python tools/docs_images.py --only web # the web pages' screenshots only

- docs/images/santafe-midgame.png, santafe-final.png: a 4-player Santa Fe game in round 8, and
  its final scores;
- docs/images/cardrails-midgame.png, cardrails-final.png: Card Rails, 3 players, at turn 14
  and the final scores;
- docs/images/santafe-cards-trick.png: the card game's table after a trick of round 3;
- docs/images/web-desktop.png, web-phone.png: a Santa Fe game's web page (docs/web.md) in
  Chromium at 1280 and 430 px (tests/web/browser.py starts it), the first screen of each.

Run it after a change to the renderers or the pages, and look at every picture.
"""

from __future__ import annotations

import argparse
import asyncio
import io
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
import render  # noqa: E402
from engine.core import Game  # noqa: E402
from text import CATALOGS  # noqa: E402

OUT = ROOT / "docs" / "images"
NAMES = ("Ada", "Bram", "Céline", "Dirk Jan van der Berg")


def played(name: str, players: int, seed: int, stop: Any = None) -> Game:
    """A game between heuristic players, until `stop(game)` says so (or its end)."""
    ids = [str(1000 + i) for i in range(players)]
    game = engine.new_game(name, ids, seed=seed)
    choosers = {p: game.computer_player("heuristic", seed + i) for i, p in enumerate(ids)}
    while not game.is_over and not (stop and stop(game)):
        player = game.active_players()[0]
        game.apply(player, choosers[player].choose(game, player))
    return game


def names_of(game: Game) -> dict[str, str]:
    return dict(zip(game.players, NAMES, strict=False))


def save(name: str, png: bytes, colours: int | None = None) -> None:
    """Write a picture, optimized; `colours`: a screenshot kept to that many colours (small
    enough for a clone, like the renderer's own fixed palettes)."""
    from PIL import Image

    image = Image.open(io.BytesIO(png))
    if colours is not None:
        image = image.convert("RGB").quantize(colours, method=Image.Quantize.MEDIANCUT)
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", optimize=True)
    (OUT / name).write_bytes(buffer.getvalue())
    print(f"{name}: {image.width}x{image.height}, {len(buffer.getvalue()) // 1024} KB")


def boards() -> None:
    santafe = played("santafe", 4, 7, lambda g: (g.view(None).get("round") or 0) >= 8)
    save(
        "santafe-midgame.png",
        render.board_png("santafe", santafe.view(None), names=names_of(santafe)),
    )
    ended = played("santafe", 4, 7)
    save("santafe-final.png", render.scores_png("santafe", ended.view(None), names=names_of(ended)))
    rails = played("cardrails", 3, 5, lambda g: (g.view(None).get("turn") or 0) >= 14)
    save(
        "cardrails-midgame.png",
        render.board_png("cardrails", rails.view(None), names=names_of(rails)),
    )
    rails_end = played("cardrails", 3, 5)
    save(
        "cardrails-final.png",
        render.scores_png("cardrails", rails_end.view(None), names=names_of(rails_end)),
    )

    def a_trick_in_round_3(game: Game) -> bool:
        """The table just after a trick of round 3, every hand still holding cards."""
        view = game.view(None)
        trick = view.get("last_trick") or {}
        hands = [seat.get("hand_size", 0) for seat in (view.get("seats") or {}).values()]
        return (
            (view.get("round") or 0) >= 3
            and trick.get("round") == view.get("round")
            and min(hands) >= 3
        )

    cards = played("santafe-cards", 3, 4, a_trick_in_round_3)
    save(
        "santafe-cards-trick.png",
        render.board_png("santafe-cards", cards.view(None), names=names_of(cards)),
    )


async def web_pages() -> None:
    """A Santa Fe game's page, 100 moves in, at 1280 and 430 px: the first screen of each."""
    from playwright.async_api import async_playwright

    from bot import plugins
    from bot.storage import Storage
    from tests.web.browser import chromium_session
    from tests.web.helpers import store_game
    from web.server import WebServer

    plugins.discover()
    session = chromium_session()
    endpoint = next(session)
    with tempfile.TemporaryDirectory() as folder:
        storage = await Storage.open(f"{folder}/docs.sqlite3")
        server = WebServer(storage)
        port = await server.start("127.0.0.1", 0)
        try:
            stored = await store_game(storage, "santafe", seats=4, seed=7, names=NAMES)
            choosers = {
                p: stored.game.computer_player("heuristic", 7 + i)
                for i, p in enumerate(stored.players)
            }
            for seq in range(1, 101):
                player = stored.game.active_players()[0]
                action = choosers[player].choose(stored.game, player)
                stored.game.apply(player, action)
                await storage.append_action(stored.game_id, seq, player, action)
            url = f"http://127.0.0.1:{port}/g/{stored.token}"
            async with async_playwright() as driver:
                browser = await driver.chromium.connect_over_cdp(endpoint)
                for name, width, height, phone in (
                    ("web-desktop.png", 1280, 860, False),
                    ("web-phone.png", 430, 900, True),
                ):
                    context = await browser.new_context(
                        viewport={"width": width, "height": height},
                        is_mobile=phone,
                        has_touch=phone,
                    )
                    page = await context.new_page()
                    await page.goto(url)
                    await page.wait_for_function(
                        "() => { const b = document.getElementById('board');"
                        " return b && b.complete && b.naturalWidth > 0; }",
                        timeout=120_000,
                    )
                    save(name, await page.screenshot(), colours=128)
                    await context.close()
                await browser.close()
        finally:
            await server.stop()
            await storage.close()
            session.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", choices=("boards", "web"), help="one kind of picture")
    args = parser.parse_args()
    CATALOGS.prepare()
    OUT.mkdir(parents=True, exist_ok=True)
    if args.only in (None, "boards"):
        boards()
    if args.only in (None, "web"):
        asyncio.run(web_pages())


if __name__ == "__main__":
    main()
