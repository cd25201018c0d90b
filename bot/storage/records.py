"""What storage hands back: a game's row, its seats, stored moves, settings, waits, claims."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any


@dataclass(frozen=True)
class GameRow:
    id: int
    guild_id: int | None
    channel_id: int
    thread_id: int | None
    lobby_message_id: int | None
    host_id: int
    game: str
    options: dict[str, Any]
    seed: int
    max_seats: int
    status: str
    created_at: str
    updated_at: str
    announced_seq: int = 0  # the last move whose announcements are all done
    language: str = "en"  # public messages and images of the game are in this language
    last_seq: int = 0  # the latest stored move (read from the actions with the row)
    settled_seq: int = -1  # the move up to which every effect was carried out (-1: never)
    awaited: int = 0  # how many waits the game has (0 in progress: a computer must move)


@dataclass(frozen=True)
class Seat:
    pos: int
    player: str
    name: str
    dm_closed: bool
    autoplay: bool
    user_id: str | None = None  # set when another member took over the seat
    left_server: bool = False  # the member left the server: noticed, not pinged
    # The computer's policy for this seat ("heuristic", "strong"); None: the game's default.
    policy: str | None = None

    @property
    def is_cpu(self) -> bool:
        return self.player.startswith("cpu:") or self.autoplay

    @property
    def user(self) -> str | None:
        """The Discord user who plays this seat now; None while a computer player does."""
        if self.is_cpu:
            return None
        return self.user_id or self.player


@dataclass(frozen=True)
class Close:
    """A prompt owed its closing: the message, and the text it closes with (None: the text
    stays, its buttons go)."""

    game_id: int
    channel_id: int
    message_id: int
    content: str | None


@dataclass(frozen=True)
class GameMatch:
    """One way a game may match what a member typed (see Storage.open_games): its id, as text,
    LIKE `id_like` (None: any id), and its (game, status) among `kinds` (None: any)."""

    id_like: str | None = None
    kinds: tuple[tuple[str, str], ...] | None = None


@dataclass(frozen=True)
class StoredAction:
    seq: int
    player: str
    action: dict[str, Any]
    created_at: str
    # Who made the move: a member id, "cpu" or "cpu:<reason>"; the seat's player unless someone
    # else moved for it.
    actor: str | None = None


@dataclass(frozen=True)
class GameSettings:
    reminder_hours: float = 12.0
    second_reminder_hours: float = 24.0
    # The clock per decision (None: no clock); the default pace of a new game (docs/cadence.md):
    # a day per decision, and a bank of two days per player that a slow answer draws on.
    deadline_hours: float | None = 24.0
    deadline_action: str = "move"  # or "skip", "ask_host"
    away_mode: str = "play"  # or "pause"
    cpu_fill: bool = False
    # The level of a computer standing in for a person (bot/thinking.py resolves it per game).
    computer_level: str = "strong"
    bank_hours: float = 48.0


@dataclass(frozen=True)
class MemberPrefs:
    """A member's own settings, for every game: their IANA time zone (None: not set) and quiet
    hours as minutes after their midnight (may wrap midnight; None: no quiet hours)."""

    user_id: str
    time_zone: str | None = None
    quiet_start: int | None = None
    quiet_end: int | None = None
    zone_asked: bool = False


@dataclass(frozen=True)
class HeldMessage:
    """A DM that waits for the end of its member's quiet hours (bot/letters.py)."""

    id: int
    user_id: str
    game_id: int
    release_at: int  # seconds since 1970
    content: str
    button: str  # "" or a component kind ("hand")


@dataclass(frozen=True)
class Wait:
    player: str
    key: str
    started_at: datetime
    deadline_from: datetime
    reminded: int
    deadline_state: int
    # When the periodic check must next look at it (seconds since 1970): a hint for finding
    # due waits with one indexed query, not part of the wait itself. 0: at the next check;
    # None: nothing to come.
    due_at: int | None = field(default=0, compare=False)


@dataclass
class StepClaim:
    """One announcement step as `Storage.claim_step` found it: `state` is "mine" (carry it
    out, then set `carried_out`), "done" (by this or another process), "busy" (another
    process is carrying it out right now: try again later) or "lost" (this process no longer
    holds the game's lease)."""

    state: str
    carried_out: bool = False
