"""A server's index (/s/<token>, off unless an admin switches it on with /game server_settings):
its games in progress and finished whose pages are on, linking to them, and its leaderboards."""

from __future__ import annotations

import asyncio
from typing import Any
from urllib.parse import quote

from aiohttp import web

from bot import plugins, ratings
from bot.storage import GameRow, Storage
from text import LANGUAGES, clean_name, has, t
from web import pages
from web.guard import Gone
from web.routes import TOKEN_LIMIT
from web.story import seat_names

SHOWN = 100  # games listed per group, newest first
BOARD_ROWS = 100


class ServerPages:
    def __init__(self, storage: Storage) -> None:
        self.storage = storage

    def routes(self) -> list[web.RouteDef]:
        return [
            web.get("/s/{token}", self.index),
            web.get("/s/{token}/leaderboard/{game}", self.leaderboard),
        ]

    async def _guild(self, request: web.Request) -> tuple[int, str]:
        guild = await self.storage.guild_by_token(request.match_info["token"][:TOKEN_LIMIT])
        if guild is None:
            raise Gone
        lang = request.query.get("lang", "")
        return guild, lang if lang in LANGUAGES else LANGUAGES[0]

    async def index(self, request: web.Request) -> web.Response:
        guild, lang = await self._guild(request)
        token = request.match_info["token"][:TOKEN_LIMIT]
        groups = []
        kinds: set[str] = set()
        for status in ("active", "over"):
            rows = await self.storage.games(guild_id=guild, statuses=(status,))
            rows = sorted(rows, key=lambda row: -row.id)
            pages_on = await self.storage.page_tokens([row.id for row in rows])
            listed: list[dict[str, Any]] = []
            for row in rows:
                if row.id in pages_on and len(listed) < SHOWN:
                    listed.append(await self._game(row, pages_on[row.id], lang))
                kinds.add(row.game)
            groups.append({"key": status, "title": t(f"web.index.{status}", lang), "games": listed})
        boards = [
            {
                "href": f"{quote(token)}/leaderboard/{quote(kind)}?lang={lang}",
                "title": t(f"game.{kind}", lang),
            }
            for kind in sorted(kinds)
            if plugins.get(kind) is not None
        ]
        html = await asyncio.to_thread(
            pages.index_page, lang, t("web.index.title", lang), groups, boards
        )
        return web.Response(text=html, content_type="text/html")

    async def _game(self, row: GameRow, page_token: str, lang: str) -> dict[str, Any]:
        seats = await self.storage.seats(row.id)
        names = seat_names(row, seats, lang)
        return {
            "href": f"../g/{quote(page_token)}?lang={lang}",
            "title": t("web.title", lang, game=t(f"game.{row.game}", lang), id=row.id),
            "players": [names[seat.player] for seat in seats],
        }

    async def leaderboard(self, request: web.Request) -> web.Response:
        guild, lang = await self._guild(request)
        game = request.match_info["game"]
        if plugins.get(game) is None:
            raise Gone
        rows, _ = await ratings.board(self.storage, guild, game, limit=BOARD_ROWS)
        shown = [
            {
                "rank": row.rank,
                "name": _rated_name(row.rated, row.name, lang),
                "rating": round(row.rating, 1),
                "games": row.games,
                "wins": row.wins,
            }
            for row in rows
        ]
        title = t("board.title", lang, game=t(f"game.{game}", lang))
        back = f"../../{quote(request.match_info['token'][:TOKEN_LIMIT])}?lang={lang}"
        html = await asyncio.to_thread(pages.leaderboard_page, lang, title, shown, back)
        return web.Response(text=html, content_type="text/html")


def _rated_name(rated: str, stored: str, lang: str) -> str:
    """A computer by its level, a member by the name of their latest game (unescaped: the
    template escapes it)."""
    if rated.startswith("cpu:"):
        policy = rated.split(":", 1)[1]
        key = f"cpu.level.{policy}"
        level = t(key, lang) if has(key, lang) else policy
        return t("ratings.cpu", lang, level=level)
    return clean_name(stored)
