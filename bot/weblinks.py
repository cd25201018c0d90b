"""The addresses of the games' web pages, for the links the bot posts (the pinned status message,
the final post, /game settings): WHISTLESTOP_PUBLIC_URL and each game's token (made on first use,
bot/storage/web.py). No public address set: no link is posted; the pages may still be served."""

from __future__ import annotations

from bot.storage import Storage
from text import t


class WebLinks:
    def __init__(self, storage: Storage, public_url: str | None) -> None:
        self.storage = storage
        self.public_url = public_url.rstrip("/") if public_url else None

    async def page(self, game_id: int) -> str | None:
        """The game's page, None when there is no public address or the host turned it off."""
        if self.public_url is None:
            return None
        token = await self.storage.page_token(game_id)
        return None if token is None else f"{self.public_url}/g/{token}"

    def index_url(self, token: str | None) -> str | None:
        """A server's index page, from its token."""
        if self.public_url is None or token is None:
            return None
        return f"{self.public_url}/s/{token}"

    async def line(self, game_id: int, key: str, lang: str) -> str | None:
        """A line linking the game's page (`key`: its message), or None."""
        url = await self.page(game_id)
        return None if url is None else t(key, lang, url=url)
