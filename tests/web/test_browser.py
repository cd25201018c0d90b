"""The game pages in a real browser (Chromium, tests/web/browser.py): live while the bot plays
on simcord, the replay slider over every board, zoom by pinch and wheel on a phone, the layout
at 430 and 1280 px, French and Dutch without English, no hidden card in anything the browser
receives, hostile names that stay text, revoked links.

The tests wait on the page's own events (Playwright's wait_for_function on a change of the DOM),
each with a hang guard; how fast a move reaches an open page is measured in bench/bench_web.py,
not asserted here.
"""

from __future__ import annotations

import json
import os
import struct
from pathlib import Path
from typing import Any

import pytest

from bot.core import create_bot
from tests.bot.helpers import Table, refusals
from tests.bot.languages import foreign, raw_ids
from tests.web.helpers import hidden_ids, leaked, play, registered_games, store_game

# A hang guard for each wait on the page (and every navigation and action of Playwright's),
# never a budget: a machine loaded by other work stretches a page's first telling to seconds.
GUARD_MS = 180_000
READY = "() => document.body.dataset.ready === '1'"
BOARD_LOADED = (
    "() => { const b = document.getElementById('board');"
    " return !!b && b.complete && b.naturalWidth > 0; }"
)
# The live events a page receives, kept for the leak scan (test instrumentation: the page's own
# script is unchanged; this wraps EventSource before any script of the page runs).
RECORD_EVENTS = """
(() => {
  const Original = window.EventSource;
  window.__events = [];
  window.EventSource = function (url, options) {
    const source = new Original(url, options);
    for (const name of ["update", "gone"]) {
      source.addEventListener(name, (message) => window.__events.push(message.data));
    }
    return source;
  };
  window.EventSource.prototype = Original.prototype;
})();
"""


@pytest.fixture
async def make_bot(settings):
    """The bot drawing its real boards (the pages show them): no fake renderer here."""
    made = []

    def make():
        bot = create_bot(settings)
        made.append(bot)
        return bot

    yield make
    for bot in made:
        if bot.started:
            bot.cadence.stop()
            await bot.flow.stop()
            bot.thinking.stop()
            await bot.storage.close()


async def open_page(browser: Any, url: str, width: int = 1280, **options: Any) -> Any:
    """A fresh context and page at `url`, ready; the page's problems noted on it."""
    context = await browser.new_context(viewport={"width": width, "height": 900}, **options)
    context.set_default_timeout(GUARD_MS)
    await context.add_init_script(RECORD_EVENTS)
    page = await context.new_page()
    page.problems = []  # console errors and uncaught exceptions
    page.dialogs = []
    page.on("pageerror", lambda error: page.problems.append(str(error)))
    page.on(
        "console",
        lambda message: message.type == "error" and page.problems.append(message.text),
    )

    async def dialog(d: Any) -> None:
        page.dialogs.append(d.message)
        await d.dismiss()

    page.on("dialog", dialog)
    answer = await page.goto(url)
    assert answer is not None and answer.status == 200, url
    await page.wait_for_function(READY, timeout=GUARD_MS)
    return page


async def seq_of(page: Any) -> int:
    return int(await page.evaluate("document.body.dataset.seq"))


async def wait_seq(page: Any, seq: int) -> None:
    await page.wait_for_function(
        f"() => Number(document.body.dataset.seq) >= {seq}", timeout=GUARD_MS
    )


# ------------------------------------------------------------------------------- live
async def test_a_move_made_in_discord_appears_on_the_open_page(simcord_env, web_server, browser):
    table = Table(simcord_env)
    alice, bob, carol = table.players
    game_id, _, thread = await table.open_game(game="santafe")
    token = await simcord_env.bot.storage.page_token(game_id)
    page = await open_page(browser, f"http://127.0.0.1:{web_server.port}/g/{token}")
    await page.wait_for_function(BOARD_LOADED, timeout=GUARD_MS)
    log = await page.inner_text("#log-list")
    assert f"Santa Fe #{game_id} started. Seats in order: alice, bob, and carol." in log
    assert await page.is_visible("#live-note")

    # A sealed choice: who has chosen shows, never what.
    before = await seq_of(page)
    await table.play_dm(alice)
    await wait_seq(page, before + 1)
    status = await page.inner_text("#status")
    assert "Have chosen: alice" in status and "Waiting for:" in status
    await table.play_dm(bob)
    await table.play_dm(carol)
    await wait_seq(page, before + 3)
    await page.wait_for_function(
        "() => document.getElementById('log-list').innerText.includes('the cards are revealed')",
        timeout=GUARD_MS,
    )
    # A public move by command: its line arrives, the board shown is the board now.
    view = await table.view(game_id)
    mover = table.by_id[view["active_players"][0]]
    await table.track_by_command(mover, thread)
    seq = (await simcord_env.bot.storage.game_and_seq(game_id))[1]
    await wait_seq(page, seq)
    await page.wait_for_function(BOARD_LOADED, timeout=GUARD_MS)
    assert f"/now/{seq}.png" in await page.get_attribute("#board", "src")
    fresh = await page.locator("#log-list .entry.fresh").all_inner_texts()
    assert any(mover.user.name in text for text in fresh)
    assert page.problems == [] and page.dialogs == []


# ------------------------------------------------------------------------------ replay
async def test_the_replay_slider_walks_every_board(storage, site, browser):
    stored = await store_game(storage, "santafe-cards", seed=6)
    await play(storage, stored)
    page = await open_page(browser, f"http://127.0.0.1:{site.port}/g/{stored.token}")
    count = await page.locator("#replay-list a").count()
    assert count > 10
    slider = page.locator("#replay-slider")
    await slider.focus()
    await page.keyboard.press("Home")
    for index in range(count):
        if index:
            await page.keyboard.press("ArrowRight")
        await page.wait_for_function(
            "(i) => { const img = document.getElementById('replay-image');"
            " return img.src.includes('/frame/' + i + '.png') && img.complete"
            " && img.naturalWidth > 0; }",
            arg=index,
            timeout=GUARD_MS,
        )
        position = await page.inner_text("#replay-position")
        assert position == f"{index + 1} / {count}"
        assert await page.get_attribute("#replay-image", "alt")
    # The last board is the final scores; a log line's link goes back to its board.
    await page.click("#log-list a[data-frame='0']")
    assert await page.input_value("#replay-slider") == "0"
    assert page.problems == []


# ------------------------------------------------------------------------- scripts off
async def test_with_scripts_off_the_page_is_whole(storage, site, browser):
    """No script: the board now and its full-size link, the state, the log, and the replay
    as plain links that each show their board; no control that needs a script is shown."""
    stored = await store_game(storage, "cardrails", seed=4)
    await play(storage, stored, 30)
    context = await browser.new_context(
        viewport={"width": 430, "height": 900}, java_script_enabled=False
    )
    context.set_default_timeout(GUARD_MS)
    page = await context.new_page()
    url = f"http://127.0.0.1:{site.port}/g/{stored.token}"
    answer = await page.goto(url)
    assert answer is not None and answer.status == 200
    loaded = "(img) => img.complete && img.naturalWidth > 0"
    await page.wait_for_function(BOARD_LOADED, timeout=GUARD_MS)
    assert await page.get_attribute("html", "lang") == "en"
    assert "In progress" in await page.inner_text("#status")
    assert await page.locator("#log-list .entry").count() > 5
    for hidden in ("#zoom-controls", "#replay-controls", "#live-note"):
        assert not await page.is_visible(hidden), hidden
    full = await page.get_attribute("#board-full", "href")
    assert full is not None and f"/now/{stored.seq}.png" in full
    links = page.locator("#replay-list a")
    count = await links.count()
    assert count > 2
    await links.nth(1).click()
    await page.wait_for_url("**at=1#replay", timeout=GUARD_MS)
    image = page.locator("#replay-image")
    assert "/frame/1.png" in (await image.get_attribute("src") or "")
    await image.scroll_into_view_if_needed()
    await page.wait_for_function(
        f"() => ({loaded})(document.getElementById('replay-image'))", timeout=GUARD_MS
    )
    assert (await page.inner_text("#replay-caption")).startswith("Board 2: ")
    # The language switch is a plain link too.
    await page.click("a[hreflang='fr']")
    await page.wait_for_url("**lang=fr", timeout=GUARD_MS)
    assert await page.get_attribute("html", "lang") == "fr"
    await context.close()


# -------------------------------------------------------------------------------- zoom
async def scale_of(page: Any) -> float:
    return float(await page.get_attribute("#board-view", "data-scale") or "1")


async def test_zoom_with_a_pinch_and_the_wheel_at_430_px(storage, site, browser):
    stored = await store_game(storage, "santafe", seed=7)
    await play(storage, stored, 40)
    url = f"http://127.0.0.1:{site.port}/g/{stored.token}"
    phone = await open_page(browser, url, width=430, has_touch=True, is_mobile=True)
    await phone.wait_for_function(BOARD_LOADED, timeout=GUARD_MS)
    assert await scale_of(phone) == 1.0
    box = await phone.locator("#board-view").bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + min(box["height"], 300) / 2
    session = await phone.context.new_cdp_session(phone)

    async def touch(kind: str, spread: float) -> None:
        points = [{"x": x - spread, "y": y, "id": 1}, {"x": x + spread, "y": y, "id": 2}]
        await session.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    await touch("touchStart", 20)
    for spread in (40, 60, 80, 100):
        await touch("touchMove", spread)
    await session.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    await phone.wait_for_function(
        "() => Number(document.getElementById('board-view').dataset.scale) > 2",
        timeout=GUARD_MS,
    )
    # The page itself is not zoomed: only the board.
    assert await phone.evaluate("window.visualViewport.scale") == 1
    await phone.click("#zoom-reset")
    assert await scale_of(phone) == 1.0

    # The wheel over the board (a mouse, or a trackpad's pinch) zooms at the pointer.
    desktop = await open_page(browser, url, width=430)
    await desktop.wait_for_function(BOARD_LOADED, timeout=GUARD_MS)
    box = await desktop.locator("#board-view").bounding_box()
    await desktop.mouse.move(box["x"] + 50, box["y"] + 50)
    await desktop.mouse.wheel(0, -400)
    await desktop.wait_for_function(
        "() => Number(document.getElementById('board-view').dataset.scale) > 1.5",
        timeout=GUARD_MS,
    )
    # Zoomed in, a drag moves the board under the pointer, as do the arrow keys.
    transform = "document.getElementById('board').style.transform"
    before = await desktop.evaluate(transform)
    await desktop.mouse.move(box["x"] + 150, box["y"] + 150)
    await desktop.mouse.down()
    await desktop.mouse.move(box["x"] + 100, box["y"] + 120, steps=5)
    await desktop.mouse.up()
    dragged = await desktop.evaluate(transform)
    assert dragged != before and dragged.startswith("translate(")
    # And the keyboard: + and - on the focused board, the arrows to move it.
    await desktop.focus("#board-view")
    before = await scale_of(desktop)
    await desktop.keyboard.press("+")
    assert await scale_of(desktop) > before
    moved = await desktop.evaluate(transform)
    await desktop.keyboard.press("ArrowLeft")
    assert await desktop.evaluate(transform) != moved
    assert phone.problems == [] and desktop.problems == []


# ------------------------------------------------------------------------------ layout
LAYOUT = """
() => {
  const cut = [], small = [];
  for (const el of document.body.querySelectorAll('*')) {
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if (!own) continue;
    const style = getComputedStyle(el);
    if (style.display === 'none' || el.closest('[hidden], .visually-hidden')) continue;
    if (parseFloat(style.fontSize) < 9) small.push(el.tagName + ' ' + style.fontSize);
    if (style.display !== 'inline' && el.scrollWidth > el.clientWidth + 1)
      cut.push(el.tagName + '#' + el.id + ' ' + el.textContent.trim().slice(0, 40));
  }
  const rect = (id) => document.getElementById(id).getBoundingClientRect().toJSON();
  const buttons = [...document.querySelectorAll('button')]
    .filter((b) => !b.closest('[hidden]'))
    .map((b) => b.getBoundingClientRect().height);
  // A number or a column's title on one line (never "Poi/nts").
  const lines = (el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  };
  const broken = [...document.querySelectorAll('td, th[scope=col]')]
    .filter((c) => lines(c) > 1)
    .map((c) => c.textContent);
  return {
    cut, small, buttons, broken,
    scroll: document.documentElement.scrollWidth, width: document.documentElement.clientWidth,
    board: rect('board'), log: rect('log'), status: rect('status'),
  };
}
"""


def luminance(css: str) -> float:
    """The relative luminance of a CSS rgb() colour (WCAG), 0 black to 1 white."""
    red, green, blue = (int(part) / 255 for part in css[css.index("(") + 1 : -1].split(",")[:3])
    linear = [
        c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in (red, green, blue)
    ]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


@pytest.mark.parametrize("width", [430, 1280])
async def test_the_page_at_430_and_1280_px_meets_its_expectations(storage, site, browser, width):
    """Written-down expectations of the screenshots (docs/web.md, "Layout"): no sideways
    scrolling; no text cut (each element's text fits its box); every text at least 9 px;
    buttons at least 44 px tall; the board fills the phone's width; on a desktop the log
    stands beside the board, on a phone below it."""
    stored = await store_game(storage, "santafe", seed=3, names=("Ada", "W" * 32, "Céline"))
    await play(storage, stored, 60)
    phone = {"has_touch": True, "is_mobile": True} if width < 600 else {}
    url = f"http://127.0.0.1:{site.port}/g/{stored.token}"
    page = await open_page(browser, url, width, **phone)
    await page.wait_for_function(BOARD_LOADED, timeout=GUARD_MS)
    found = await page.evaluate(LAYOUT)
    assert found["width"] >= width - 20  # a desktop's scroll bar at most
    assert found["scroll"] <= found["width"]
    assert found["cut"] == [] and found["small"] == [] and found["broken"] == []
    assert all(height >= 44 for height in found["buttons"])
    board, log = found["board"], found["log"]
    assert board["right"] <= found["width"]
    if width == 430:
        assert board["width"] >= 0.9 * found["width"] and log["top"] >= board["bottom"]
    else:
        assert log["left"] >= board["right"] and board["width"] >= 600
    # Dark, where the device asks for it: light text on a dark page.
    await page.emulate_media(color_scheme="dark")
    colours = await page.evaluate(
        "() => { const s = getComputedStyle(document.body); return [s.backgroundColor, s.color]; }"
    )
    assert [luminance(c) for c in colours] == sorted(luminance(c) for c in colours)
    assert luminance(colours[0]) < 0.1 and luminance(colours[1]) > 0.7
    await page.emulate_media(color_scheme="light")
    shot = await page.screenshot(full_page=True)
    assert struct.unpack(">I", shot[16:20])[0] == found["width"]  # the PNG's width
    folder = os.environ.get("WHISTLESTOP_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        (Path(folder) / f"page-{width}.png").write_bytes(shot)
    assert page.problems == []


# --------------------------------------------------------------------------- languages
@pytest.mark.parametrize("language", ["fr", "nl"])
async def test_french_and_dutch_pages_hold_no_english_sentence(storage, site, browser, language):
    stored = await store_game(storage, "santafe", seed=5, language=language)
    await play(storage, stored, 50)
    page = await open_page(browser, f"http://127.0.0.1:{site.port}/g/{stored.token}")
    texts = [
        await page.inner_text("body"),
        await page.title(),
        *await page.eval_on_selector_all(
            "[alt], [aria-label], [data-alt]",
            "(els) => els.flatMap((e) => [e.alt, e.getAttribute('aria-label'), e.dataset.alt])"
            ".filter(Boolean)",
        ),
    ]
    assert await page.get_attribute("html", "lang") == language
    assert foreign(texts, language) == []
    assert raw_ids(texts) == []


# ------------------------------------------------------------------------------- leaks
@pytest.mark.parametrize("game", registered_games())
async def test_nothing_the_browser_receives_names_a_hidden_card(storage, site, browser, game):
    stored = await store_game(storage, game, seed=12)
    await play(storage, stored, 3)
    url = f"http://127.0.0.1:{site.port}/g/{stored.token}"
    page = await open_page(browser, url)
    bodies: list[str] = []

    async def keep(response: Any) -> None:
        kind = response.headers.get("content-type", "")
        if kind.startswith(("text/html", "application/json")):
            bodies.append(await response.text())

    page.on("response", keep)
    steps = 0
    while not stored.game.is_over and steps < 12:
        await play(storage, stored, 4)
        await wait_seq(page, stored.seq)
        await page.reload()
        await page.wait_for_function(READY, timeout=GUARD_MS)
        events = await page.evaluate("window.__events")
        scanned = [*bodies, await page.content(), *events]
        assert all(json.loads(e) for e in events)
        assert leaked(scanned, hidden_ids(stored.game)) == [], stored.seq
        steps += 1
    assert steps >= 3


# --------------------------------------------------------------------------------- XSS
HOSTILE = (
    "<script>window.__xss=1</script>",
    '"><img src=x onerror="window.__xss=2">',
    "\u202eevil\u202c<b onmouseover=alert(3)>",
)


async def test_hostile_names_and_options_stay_text(simcord_env, web_server, browser):
    table = Table(simcord_env, names=HOSTILE)
    # Hostile options are refused in plain words before anything is stored; the page shows
    # the game of the options that were accepted.
    for options in ("<script>alert(4)</script>", "rounds=<img/src=x/onerror=alert(5)>"):
        refused = await table.players[0].slash(
            table.channel, "game new", game="toyrails", options=options
        )
        assert refused.ephemeral and not table.channel.threads
    keys = [error.key for error in refusals(simcord_env)]
    assert keys == ["err.options.unknown", "err.options.value"]
    game_id, _, _ = await table.open_game(options="advanced rounds=3")
    token = await simcord_env.bot.storage.page_token(game_id)
    page = await open_page(browser, f"http://127.0.0.1:{web_server.port}/g/{token}")
    before = await seq_of(page)
    await table.play_dm(table.players[1])
    await wait_seq(page, before + 1)  # a live update brought the names in again
    await page.hover("#status")
    assert page.dialogs == []
    assert await page.evaluate("window.__xss") is None
    assert await page.locator("img[src='x'], b[onmouseover], #main script").count() == 0
    shown = await page.inner_text("#status")
    assert HOSTILE[0] in shown and '"><img src=x onerror="window.__xss=2">' in shown


# ---------------------------------------------------------------------------- revoked
async def test_a_revoked_link_stops_the_open_page_and_404s(storage, site, browser):
    stored = await store_game(storage, "santafe-cards", seed=2)
    await play(storage, stored, 5)
    url = f"http://127.0.0.1:{site.port}/g/{stored.token}"
    page = await open_page(browser, url)
    assert await page.is_visible("#live-note")
    await storage.set_page(stored.game_id, on=False)
    await play(storage, stored, 1)
    await page.wait_for_function(
        "() => document.getElementById('live-note').hidden", timeout=GUARD_MS
    )
    answer = await page.goto(url)
    assert answer is not None and answer.status == 404
    shown = await page.inner_text("body")
    assert "There is no page at this address." in shown and "Er staat geen pagina" in shown
