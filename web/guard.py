"""What every answer of the web server goes through: only GET and HEAD, small requests, a rate
limit per client, strict headers (a Content-Security-Policy without inline script or style, no
referrer, no sniffing, no framing), and one 404 for whatever is not there.

The 404 is the same bytes for an unknown address, an unknown token, a revoked one and a game
that is gone: a token's page is looked up the same way whatever the token (web/server.py), so
neither the answer nor the work behind it tells them apart.
"""

from __future__ import annotations

import functools
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from aiohttp import web
from markupsafe import escape

from text import LANGUAGES, t

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
# Who asked (an address): the rate limit's key, kept on the request for the live streams.
CLIENT = web.RequestKey("client", str)

CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self';"
    " connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)
HEADERS = {
    "Content-Security-Policy": CSP,
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
}
# A request line and each header at most this long, this many headers; no body at all.
MAX_LINE = 2048
MAX_FIELD = 4096
MAX_HEADERS = 48
MAX_BODY = 0


@functools.cache
def not_found_body() -> bytes:
    """The one 404 page, in every language at once (it cannot know whose it is), from the
    catalogs; made once, so every 404 is the same bytes."""
    parts = [
        f'<section lang="{lang}"><h1>{escape(t("web.notfound.title", lang))}</h1>'
        f"<p>{escape(t('web.notfound', lang))}</p></section>"
        for lang in LANGUAGES
    ]
    return (
        '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{escape(t('web.notfound.title', LANGUAGES[0]))}</title></head><body>"
        + "".join(parts)
        + "</body></html>\n"
    ).encode()


@functools.cache
def busy_text() -> str:
    """What a client over the rate limit reads, in every language."""
    return "\n".join(t("web.busy", lang) for lang in LANGUAGES) + "\n"


def not_found() -> web.Response:
    """The one 404: the same bytes for whatever is not there."""
    return web.Response(
        status=404,
        body=not_found_body(),
        content_type="text/html",
        charset="utf-8",
        headers={"Cache-Control": "no-store"},
    )


class Gone(Exception):
    """Raised by a handler for anything that is not there (unknown or revoked token, no such
    game, no such picture): answered with the one 404."""


@dataclass
class Bucket:
    tokens: float
    at: float
    streams: int = 0


class RateLimit:
    """A token bucket per client: `burst` requests at once, `rate` a second after that, and at
    most `streams` live pages open at once. The least recently seen clients are forgotten
    beyond `clients`."""

    def __init__(
        self,
        rate: float = 10.0,
        burst: float = 120.0,
        streams: int = 24,
        clients: int = 10_000,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.rate, self.burst, self.streams, self.clients = rate, burst, streams, clients
        self.clock = clock
        self._buckets: OrderedDict[str, Bucket] = OrderedDict()

    def _bucket(self, client: str) -> Bucket:
        now = self.clock()
        bucket = self._buckets.get(client)
        if bucket is None:
            bucket = self._buckets[client] = Bucket(self.burst, now)
            while len(self._buckets) > self.clients:
                self._buckets.popitem(last=False)
        else:
            bucket.tokens = min(self.burst, bucket.tokens + (now - bucket.at) * self.rate)
            bucket.at = now
            self._buckets.move_to_end(client)
        return bucket

    def allow(self, client: str) -> bool:
        bucket = self._bucket(client)
        if bucket.tokens < 1:
            return False
        bucket.tokens -= 1
        return True

    def open_stream(self, client: str) -> bool:
        bucket = self._bucket(client)
        if bucket.streams >= self.streams:
            return False
        bucket.streams += 1
        return True

    def close_stream(self, client: str) -> None:
        bucket = self._buckets.get(client)
        if bucket is not None and bucket.streams > 0:
            bucket.streams -= 1


def client_of(request: web.Request, behind_proxy: bool) -> str:
    """Who asks: the connection's address, or behind a reverse proxy the address it saw
    (the last of X-Forwarded-For: the one the proxy added itself)."""
    if behind_proxy:
        forwarded = request.headers.get("X-Forwarded-For", "")
        last = forwarded.rsplit(",", 1)[-1].strip()
        if last:
            return last[:64]
    return request.remote or "?"


def middleware(
    limit: RateLimit, behind_proxy: bool
) -> Callable[..., Awaitable[web.StreamResponse]]:
    @web.middleware
    async def guard(request: web.Request, handler: Handler) -> web.StreamResponse:
        client = client_of(request, behind_proxy)
        request[CLIENT] = client
        if not limit.allow(client):  # every request counts, refused ones too
            return web.Response(status=429, text=busy_text(), headers={"Retry-After": "2"})
        if request.method not in ("GET", "HEAD"):
            return web.Response(
                status=405, text="Only GET and HEAD.", headers={"Allow": "GET, HEAD"}
            )
        if (request.content_length or 0) > MAX_BODY or request.body_exists:
            return web.Response(status=413, text="No request body is accepted here.")
        try:
            return await handler(request)
        except (Gone, web.HTTPNotFound):
            return not_found()
        except web.HTTPMethodNotAllowed:
            return web.Response(
                status=405, text="Only GET and HEAD.", headers={"Allow": "GET, HEAD"}
            )

    return guard


async def secure_headers(request: web.Request, response: web.StreamResponse) -> None:
    """Every answer, streams and errors too: the strict headers, and no server banner."""
    response.headers.update(HEADERS)
    response.headers.popall("Server", None)
    response.headers.setdefault("Cache-Control", "no-store")
