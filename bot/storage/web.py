"""What the web pages need stored (migration 017): each game's page token, a server's index
token, the cheap look at the games open pages watch, and the counts /metrics reports."""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Sequence
from dataclasses import dataclass

from bot.storage.backend import Backend

# 32 random bytes: 43 characters of URL-safe base64.
TOKEN_BYTES = 32
# How many games one look at the watched games asks about (an IN list of this many ids).
WATCH_CHUNK = 500


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def lookup_of(token: str) -> str:
    """What a token is looked up by: its SHA-256, so the time a lookup takes says nothing
    about the tokens stored (the index orders hashes, not tokens)."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


@dataclass(frozen=True)
class Watched:
    """What an open page watches of its game: a new move, a new status, a revoked link."""

    last_seq: int
    status: str
    lookup: str | None


class WebStore(Backend):
    # -------------------------------------------------------------- game pages
    async def page_token(self, game_id: int) -> str | None:
        """The token of the game's page, made on first use; None when the host turned the
        page off. Several processes asking at once get the same token. Read first: the pin
        asks after every move, and only the first ask writes."""
        query = "SELECT token FROM web_pages WHERE game_id = ?"
        row = await self._fetchone(query, (game_id,))
        if row is not None:
            return None if row[0] is None else str(row[0])
        token = new_token()
        await self._write(
            (
                "INSERT INTO web_pages (game_id, token, lookup) VALUES (?, ?, ?)"
                " ON CONFLICT (game_id) DO NOTHING",
                (game_id, token, lookup_of(token)),
            )
        )
        row = await self._fetchone(query, (game_id,))
        return None if row is None or row[0] is None else str(row[0])

    async def set_page(self, game_id: int, *, on: bool, renew: bool = False) -> str | None:
        """Turn the game's page off (its address stops working) or on; `renew` gives it a new
        address (the old one stops working). The token now, None when off."""
        current = await self._fetchone("SELECT token FROM web_pages WHERE game_id = ?", (game_id,))
        token: str | None = None
        if on:
            kept = None if current is None else current[0]
            token = new_token() if renew or kept is None else str(kept)
        await self._write(
            (
                "INSERT INTO web_pages (game_id, token, lookup) VALUES (?, ?, ?)"
                " ON CONFLICT (game_id) DO UPDATE SET token = excluded.token,"
                " lookup = excluded.lookup",
                (game_id, token, None if token is None else lookup_of(token)),
            )
        )
        return token

    async def game_by_token(self, token: str) -> int | None:
        """The game whose page `token` opens; None for an unknown or revoked token alike."""
        row = await self._fetchone(
            "SELECT game_id FROM web_pages WHERE lookup = ?", (lookup_of(token),)
        )
        return None if row is None else int(row[0])

    async def page_tokens(self, game_ids: Sequence[int]) -> dict[int, str]:
        """The tokens of those games whose page is on (for a server's index)."""
        found: dict[int, str] = {}
        for start in range(0, len(game_ids), WATCH_CHUNK):
            chunk = list(game_ids[start : start + WATCH_CHUNK])
            marks = ", ".join("?" * len(chunk))
            rows = await self._fetchall(
                f"SELECT game_id, token FROM web_pages WHERE game_id IN ({marks})"
                " AND token IS NOT NULL",
                chunk,
            )
            found.update({int(row[0]): str(row[1]) for row in rows})
        return found

    async def watched(self, game_ids: Sequence[int]) -> dict[int, Watched]:
        """Each game's latest move, status and page lookup, in one indexed query per
        WATCH_CHUNK games: what the web server polls for the games open pages show."""
        found: dict[int, Watched] = {}
        for start in range(0, len(game_ids), WATCH_CHUNK):
            chunk = list(game_ids[start : start + WATCH_CHUNK])
            marks = ", ".join("?" * len(chunk))
            rows = await self._fetchall(
                "SELECT g.id, g.status, p.lookup,"
                " COALESCE((SELECT MAX(seq) FROM actions WHERE game_id = g.id), 0)"
                f" FROM games g LEFT JOIN web_pages p ON p.game_id = g.id WHERE g.id IN ({marks})",
                chunk,
            )
            found.update({int(row[0]): Watched(int(row[3]), str(row[1]), row[2]) for row in rows})
        return found

    # ---------------------------------------------------------- server indexes
    async def index_token(self, guild_id: int) -> str | None:
        """The token of the server's index page; None while it is off (the default)."""
        row = await self._fetchone("SELECT token FROM web_indexes WHERE guild_id = ?", (guild_id,))
        return None if row is None else str(row[0])

    async def set_index(self, guild_id: int, *, on: bool, renew: bool = False) -> str | None:
        """Switch the server's index page on (a new address if `renew` or it was off) or off."""
        if not on:
            await self._write(("DELETE FROM web_indexes WHERE guild_id = ?", (guild_id,)))
            return None
        current = await self.index_token(guild_id)
        if current is not None and not renew:
            return current
        token = new_token()
        await self._write(
            (
                "INSERT INTO web_indexes (guild_id, token, lookup) VALUES (?, ?, ?)"
                " ON CONFLICT (guild_id) DO UPDATE SET token = excluded.token,"
                " lookup = excluded.lookup",
                (guild_id, token, lookup_of(token)),
            )
        )
        return token

    async def guild_by_token(self, token: str) -> int | None:
        row = await self._fetchone(
            "SELECT guild_id FROM web_indexes WHERE lookup = ?", (lookup_of(token),)
        )
        return None if row is None else int(row[0])

    # ------------------------------------------------------------------ metrics
    async def live_games(self) -> dict[str, int]:
        """Games in progress, by game kind."""
        rows = await self._fetchall(
            "SELECT game, COUNT(*) FROM games WHERE status = 'active' GROUP BY game"
        )
        return {str(row[0]): int(row[1]) for row in rows}

    async def outbox(self) -> tuple[int, int | None]:
        """The games whose effects (posts, prompts, the pin) are not all carried out, and
        when the oldest move still waiting for them was stored (seconds since 1970)."""
        row = await self._fetchone(
            "SELECT COUNT(*), MIN((SELECT a.at FROM actions a WHERE a.game_id = u.game_id"
            " AND a.seq > g.settled_seq ORDER BY a.seq LIMIT 1))"
            " FROM unsettled u JOIN games g ON g.id = u.game_id"
        )
        if row is None:
            return 0, None
        return int(row[0]), None if row[1] is None else int(row[1])
