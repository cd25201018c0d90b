"""The soak's faults: what goes wrong, when, drawn from the run's seed.

Discord's faults are answers to the bots' REST calls (tests/soak/world.py asks `DiscordFaults`
about each one): a window of the next few posts to threads, edits of messages or DMs answered
403, 404, 429 (discord.py waits and tries again) or 5xx (tried five times, then raised), and
threads archived until the bot unarchives them. The other kinds are done by the run
(tests/soak/run.py): threads deleted, members leaving the server, /game away and back, resign,
replace, undo, a host cancelling, bot restarts, kill -9 of a bot process, its thinking or
renderer process killed, and the database locked for a moment.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from simcord.backend import Backend
from simcord.backend.errors import BackendError

DISCORD = ("403", "404", "429", "5xx")
KINDS = (
    *DISCORD,
    "archived",
    "deleted",
    "left",
    "away",
    "resign",
    "replace",
    "undo",
    "cancel",
    "restart",
    "kill",
    "thinking",
    "renderer",
    "db-lock",
)
# How often each kind happens, relative to the others.
WEIGHTS = {
    "403": 3,
    "404": 2,
    "429": 3,
    "5xx": 4,
    "archived": 3,
    "deleted": 1,
    "left": 1,
    "away": 3,
    "resign": 1,
    "replace": 1,
    "undo": 3,
    "cancel": 0.3,
    "restart": 1,
    "kill": 1.5,
    "thinking": 1,
    "renderer": 1,
    "db-lock": 2,
}
TARGETS = ("post", "edit", "dm")

ERRORS = {
    ("403", "post"): (403, 50001, "Missing Access"),
    ("403", "edit"): (403, 50001, "Missing Access"),
    ("403", "dm"): (403, 50007, "Cannot send messages to this user"),
    ("404", "post"): (404, 10008, "Unknown Message"),
    ("404", "edit"): (404, 10008, "Unknown Message"),
    ("404", "dm"): (404, 10013, "Unknown User"),
    ("429", "post"): (429, 0, "You are being rate limited."),
    ("5xx", "post"): (503, 0, "Service Unavailable"),
}


@dataclass
class Window:
    kind: str
    target: str
    left: int
    until: float  # virtual time: Discord is well again by then, used or not

    @property
    def error(self) -> BackendError:
        found = ERRORS.get((self.kind, self.target)) or ERRORS[(self.kind, "post")]
        return BackendError(*found)


class DiscordFaults:
    """Answers the bots' REST calls with the open windows' errors, and keeps archived threads
    archived until the bot unarchives them."""

    def __init__(self, backend: Backend) -> None:
        self.backend = backend
        self.windows: list[Window] = []
        self.archived: set[int] = set()
        self.hit: dict[str, int] = {}

    def open(self, kind: str, target: str, calls: int, until: float) -> None:
        self.windows.append(Window(kind, target, calls, until))

    def expire(self, now: float) -> None:
        self.windows = [w for w in self.windows if w.until > now]

    @property
    def quiet(self) -> bool:
        """No window open: Discord answers every call (but archived threads' posts)."""
        return not self.windows

    def _target(self, method: str, parts: list[str]) -> str | None:
        if parts[:3] == ["users", "@me", "channels"] and method == "POST":
            return "dm"
        if parts[0] != "channels" or len(parts) < 3 or parts[2] != "messages":
            return None
        channel = self.backend.channels.get(int(parts[1]))
        if channel is None:
            return None
        if channel.guild_id is None:
            return "dm" if method == "POST" and len(parts) == 3 else "edit"
        if method == "POST" and len(parts) == 3:
            return "post"
        if method == "PATCH" and len(parts) == 4:
            return "edit"
        return None

    def __call__(self, method: str, path: str, json: Any) -> BackendError | None:
        parts = path.strip("/").split("/")
        if parts[0] == "channels" and parts[1].isdigit() and int(parts[1]) in self.archived:
            channel = int(parts[1])
            if method == "PATCH" and len(parts) == 2 and isinstance(json, dict):
                if json.get("archived") is False:
                    self.archived.discard(channel)  # the bot unarchives it
                return None
            if len(parts) >= 3 and parts[2] == "messages" and method in ("POST", "PATCH"):
                self.hit["archived"] = self.hit.get("archived", 0) + 1
                return BackendError(400, 50083, "Thread is archived")
        target = self._target(method, parts)
        if target is None:
            return None
        for window in self.windows:
            if window.target == target:
                window.left -= 1
                if window.left <= 0:
                    self.windows.remove(window)
                self.hit[window.kind] = self.hit.get(window.kind, 0) + 1
                return window.error
        return None


def schedule(
    rng: random.Random, kinds: tuple[str, ...], count: int, horizon: float, every: bool = False
) -> list[tuple[float, str]]:
    """`count` faults of the given kinds at random virtual times within `horizon` seconds
    (`every`: each kind once first, then drawn by weight; at least one of each kind, whatever
    `count`)."""
    if not kinds or (count <= 0 and not every):
        return []
    weights = [WEIGHTS[k] for k in kinds]
    chosen = list(kinds) if every else []
    chosen += rng.choices(kinds, weights=weights, k=max(0, count - len(chosen)))
    return sorted((rng.uniform(0.02, 1.0) * horizon, kind) for kind in chosen)
