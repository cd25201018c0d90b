"""Logging in to Discord at start: tried again while Discord cannot be reached (no network, a
timeout, its 5xx), a refused token raised at once; what failed said in one line."""

from __future__ import annotations

import asyncio
import logging
from typing import Any, Protocol

import aiohttp
import discord

log = logging.getLogger("whistlestop")


class Client(Protocol):
    """What logging in uses of the bot (bot.core imports this module, not the other way)."""

    http: Any

    @property
    def started(self) -> bool: ...

    async def login(self, token: str) -> None: ...


class DiscordUnreachable(Exception):
    """Discord could not be reached at login (no network, a 5xx), after every retry; the
    message is one line for the operator."""


# What may pass if we try again: the network, a timeout, Discord's own 5xx.
TRANSIENT = (OSError, aiohttp.ClientError, TimeoutError, discord.DiscordServerError)


def reason(error: BaseException) -> str:
    """One short line saying why a call to Discord failed (an HTTP body may be a page)."""
    if isinstance(error, discord.HTTPException):
        return f"HTTP {error.status} {getattr(error.response, 'reason', '') or ''}".strip()
    text = str(error).strip().splitlines()
    return (text[0] if text else type(error).__name__)[:200]


async def login(bot: Client, token: str, delays: tuple[float, ...]) -> None:
    """Log in, trying again after each delay while Discord cannot be reached. A refused
    token is raised at once (LoginFailure); once setup began, a failure is not retried."""
    for attempt in range(len(delays) + 1):
        try:
            await bot.login(token)
            return
        except TRANSIENT as error:
            if bot.started or attempt == len(delays):
                tries = (
                    "while starting"
                    if bot.started
                    else f"after {attempt + 1} {'tries' if attempt else 'try'}"
                )
                raise DiscordUnreachable(
                    f"Whistlestop cannot reach Discord ({reason(error)}) {tries};"
                    " check the network and https://discordstatus.com, then start it again."
                ) from None
            # The failed login's session (and its connector) are closed; login makes new ones.
            # Before the line below: a Ctrl-C once it is shown lands in the wait, not in the
            # session's closing.
            await bot.http.close()
            bot.http.connector = discord.utils.MISSING
            log.warning(
                "Cannot reach Discord (%s); trying again in %g s (try %d of %d).",
                reason(error),
                delays[attempt],
                attempt + 2,
                len(delays) + 1,
            )
            await asyncio.sleep(delays[attempt])
