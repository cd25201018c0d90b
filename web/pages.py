"""HTML from Jinja2 templates (web/templates/), autoescaped: every value put into a page is
escaped unless it is `Markup` made by web/wording.py (a bot's line with its names escaped).

A game's page is whole without scripts (the board, the log, the replay as links); the script
(web/static/web.js) adds zoom, the replay slider and live updates, which come as the same
templates' fragments (`update`)."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from importlib import resources
from typing import Any
from urllib.parse import quote

from jinja2 import Environment, PackageLoader, select_autoescape

from bot.storage import Wait
from text import LANGUAGE_NAMES, LANGUAGES, t
from web.library import Snapshot
from web.status import status_of, when

ENV = Environment(
    loader=PackageLoader("web", "templates"),
    autoescape=select_autoescape(default=True, default_for_string=True),
    trim_blocks=True,
    lstrip_blocks=True,
)

# The page's own files, served from this fixed set only (no folder is ever listed or walked).
STATIC_TYPES = {
    "web.css": "text/css; charset=utf-8",
    "web.js": "text/javascript; charset=utf-8",
    "icon.svg": "image/svg+xml",
}
STATIC = {
    name: resources.files("web").joinpath("static", name).read_bytes() for name in STATIC_TYPES
}
# Each file's address carries a hash of its bytes: cached for good, a new version a new URL.
VERSION = {name: hashlib.sha256(body).hexdigest()[:12] for name, body in STATIC.items()}


@dataclass(frozen=True)
class Links:
    """The addresses of one game's page, relative to it (the page is /g/<token>), so a site
    served under a path prefix works as well."""

    token: str
    lang: str

    def page(self, lang: str | None = None, at: int | None = None) -> str:
        query = f"?lang={lang or self.lang}"
        if at is not None:
            query += f"&at={at}#replay"
        return quote(self.token) + query

    def frame(self, index: int) -> str:
        return f"{quote(self.token)}/frame/{index}.png?lang={self.lang}"

    def now(self, seq: int) -> str:
        return f"{quote(self.token)}/now/{seq}.png?lang={self.lang}"

    def events(self, after: int) -> str:
        return f"{quote(self.token)}/events?lang={self.lang}&after={after}"


def _globals(lang: str, up: str = "../") -> dict[str, Any]:
    """What every template uses; `up`: the way from the page to the site's root."""
    return {
        "lang": lang,
        "static": lambda name: f"{up}static/{name}?v={VERSION[name]}",
        "ui": lambda key, **kwargs: t(f"web.{key}", lang, **kwargs),
        "when": lambda moment: when(moment, lang),
        "languages": [(code, LANGUAGE_NAMES[code]) for code in LANGUAGES],
    }


def game_page(snap: Snapshot, waits: list[Wait], token: str, at: int | None) -> str:
    """A game's whole page; `at`: the board of the replay shown (scripts off)."""
    links = Links(token, snap.lang)
    frames = snap.frames
    shown = at if at is not None and 0 <= at < len(frames) else len(frames) - 1
    return ENV.get_template("game.html").render(
        **_globals(snap.lang),
        snap=snap,
        status=status_of(snap, waits),
        links=links,
        head=snap.head,
        shown=shown,
        entries=snap.entries,
        frames=list(enumerate(frames)),
        status_alt=status_alt(snap) if snap.head is not None and not snap.head.alt else "",
    )


def update(snap: Snapshot, waits: list[Wait], token: str, after: int) -> str:
    """What an open page needs after move `after` (its live event, JSON): the status, the log
    entries and boards added since, the board now."""
    links = Links(token, snap.lang)
    env = _globals(snap.lang)
    part = ENV.get_template("parts.html").make_module(
        {**env, "links": links, "snap": snap, "status": status_of(snap, waits)}
    )
    new = [e for e in snap.entries if e.seq > after]
    head = snap.head
    return json.dumps(
        {
            "seq": snap.seq,
            "status": str(part.status_block()),  # type: ignore[attr-defined]
            "entries": "".join(str(part.entry(e)) for e in new),  # type: ignore[attr-defined]
            "frames": [
                {
                    "index": i,
                    "src": links.frame(i),
                    "alt": f.alt,
                    "label": t("web.replay.item", snap.lang, n=i + 1, caption=f.caption),
                }
                for i, f in enumerate(snap.frames)
                if f.seq > after
            ],
            "board": None
            if head is None
            else {"src": links.now(head.seq), "alt": head.alt or status_alt(snap)},
            "over": snap.row.status != "active",
        },
        ensure_ascii=False,
    )


def status_alt(snap: Snapshot) -> str:
    """The board's words when no post described it (a move with no picture)."""
    from web import wording

    if snap.view is None:
        return ""
    names = wording.Names(snap.names)
    alt = snap.plugin.presenter.alt_text(snap.view, "board", names, snap.lang)
    return wording.plain(alt, names.shown)


def index_page(
    lang: str, title: str, games: list[dict[str, Any]], boards: list[dict[str, Any]]
) -> str:
    """A server's index (/s/<token>): its games in progress and finished, its leaderboards."""
    return ENV.get_template("index.html").render(
        **_globals(lang), title=title, games=games, boards=boards
    )


def leaderboard_page(lang: str, title: str, rows: list[dict[str, Any]], back: str) -> str:
    """A server's leaderboard of one game (/s/<token>/leaderboard/<game>)."""
    return ENV.get_template("leaderboard.html").render(
        **_globals(lang, up="../../../"), title=title, rows=rows, back=back
    )


def message_page(lang: str, title: str, text: str, up: str = "../") -> str:
    """A page that only says something (a game that cannot be shown)."""
    return ENV.get_template("message.html").render(**_globals(lang, up), title=title, text=text)
