"""Settings from the environment and an optional `.env` file (no python-dotenv needed)."""

from __future__ import annotations

import os
from collections.abc import Mapping, MutableMapping
from dataclasses import dataclass
from pathlib import Path

DEFAULT_DB_PATH = "data/whistlestop.sqlite3"
DATABASE_SCHEMES = ("sqlite:///", "postgresql://", "postgres://")
POSTGRES_SCHEMES = ("postgresql://", "postgres://")


@dataclass(frozen=True)
class Settings:
    token: str | None = None
    db_path: str = DEFAULT_DB_PATH
    # DATABASE_URL: postgresql://user:password@host/db or sqlite:///path; None: the file db_path.
    database_url: str | None = None
    dev_guild: int | None = None
    log_level: str = "INFO"
    cpu_delay: float = 2.0
    sync_commands: bool = True
    # Seconds between two looks at reminders, deadlines and away players; 0 turns it off.
    cadence_interval: float = 60.0
    # Draw the board's static layers at start, so the first image posted is not the slow one.
    warm_renderer: bool = True
    # Computer players think in this many child processes (bot/thinking.py); None: one per
    # core but one; 0: in a thread of this process, as tests do (no process to spawn per bot).
    think_processes: int | None = None
    # Compile the catalogs at start in a child process (the event loop only takes the result
    # in); False: in a thread of this process, as tests do (one compilation for all their bots).
    catalogs_apart: bool = True
    # Seed for new games' seeds: tests fix it so deals are reproducible; None draws from the OS.
    seed: int | None = None
    # The Server Members intent (enable it in the Developer Portal): the bot notices a member
    # who leaves the server. Off: nobody is noticed leaving, everything else works.
    members_intent: bool = True
    # Seconds to wait before each retry of a Discord call that failed in a way that may pass.
    retry_delays: tuple[float, ...] = (1.0, 4.0)
    # SHARD_COUNT: run as an AutoShardedBot over that many shards; None: one plain bot.
    shard_count: int | None = None
    # SHARD_IDS: the shards this process runs (a subset of range(shard_count)); None: all.
    shard_ids: tuple[int, ...] | None = None
    # Games kept in memory: at most this many, none unused for longer than this (seconds);
    # another is rebuilt from its stored log on its next use.
    cache_games: int = 500
    cache_idle: float = 900.0
    # Once started, freeze what is alive out of the garbage collector (gc.freeze), so a full
    # collection never walks the modules, catalogs and caches again (tests leave it off).
    gc_freeze: bool = True
    # DISCORD_APPLICATION_ID, for the invite link; None: read from the token (bot/invite.py).
    application_id: int | None = None
    # Seconds to wait before each new try when Discord cannot be reached at login (no
    # network, a 5xx); after the last, the bot says so in one line and exits.
    login_delays: tuple[float, ...] = (2.0, 4.0, 8.0, 16.0, 32.0)
    # WHISTLESTOP_WEB_PORT: serve each game's page, /healthz and /metrics on this port (web/);
    # None: no web server in this process. WHISTLESTOP_WEB_HOST: the address to listen on
    # (None: every interface).
    web_port: int | None = None
    web_host: str | None = None
    # WHISTLESTOP_PUBLIC_URL: where people reach the pages (https://games.example.org), for
    # the links the bot posts; None: no link is posted.
    public_url: str | None = None
    # WHISTLESTOP_WEB_BEHIND_PROXY: the web server is reached through a reverse proxy, so a
    # client is the last address of X-Forwarded-For (for the per-client rate limit).
    web_behind_proxy: bool = False

    @property
    def database(self) -> str:
        """Where storage lives: DATABASE_URL when set, else the SQLite file WHISTLESTOP_DB."""
        return self.database_url or self.db_path

    @property
    def shared(self) -> bool:
        """Whether other processes run the other shards on the same database: then caches are
        checked against it and effects, reminders and deadlines are claimed (docs/scaling.md)."""
        if self.shard_count is None or self.shard_ids is None:
            return False
        return set(self.shard_ids) != set(range(self.shard_count))


def export_dotenv(
    path: str | os.PathLike[str] = ".env", environ: MutableMapping[str, str] | None = None
) -> None:
    """Put `.env`'s values into the process environment where it does not set them already,
    before anything reads a setting: the engine (WHISTLESTOP_CPU_THINK_MS) and the language
    layer (WHISTLESTOP_CACHE) read theirs from the environment, as pure layers below the bot
    that never read a file of settings, and the child processes (thinking, rendering,
    compiling) inherit it. The real environment still wins over `.env`."""
    target = os.environ if environ is None else environ
    for key, value in read_dotenv(path).items():
        target.setdefault(key, value)


def read_dotenv(path: str | os.PathLike[str]) -> dict[str, str]:
    """Parse KEY=VALUE lines; `#` comments, blank lines, `export` and quotes are allowed."""
    values: dict[str, str] = {}
    file = Path(path)
    if not file.is_file():
        return values
    for raw in file.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        key, _, value = line.removeprefix("export ").partition("=")
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        else:
            value = value.split(" #", 1)[0].strip()
        values[key.strip()] = value
    return values


class SettingsError(ValueError):
    """A setting that cannot be read; the message is one line naming it and what it takes."""


LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off", ""}


def _bool(name: str, text: str) -> bool:
    value = text.strip().lower()
    if value not in _TRUE | _FALSE:
        raise SettingsError(f"{name}={text!r}: use yes or no (1/0, true/false, on/off).")
    return value in _TRUE


def _seconds(name: str, text: str, default: float) -> float:
    value = text.strip()
    if not value:
        return default
    try:
        number = float(value)
    except ValueError:
        raise SettingsError(
            f"{name}={text!r}: give a number of seconds, e.g. {default:g}."
        ) from None
    if not 0 <= number <= 86_400:
        raise SettingsError(f"{name}={text!r}: give seconds from 0 to 86400.")
    return number


MAX_SHARDS = 1024


def _shards(
    count_text: str, ids_text: str, database: str | None
) -> tuple[int | None, tuple[int, ...] | None]:
    """SHARD_COUNT and SHARD_IDS, checked against each other and the database."""
    count_text, ids_text = count_text.strip(), ids_text.strip()
    if not count_text:
        if ids_text:
            raise SettingsError(f"SHARD_IDS={ids_text!r}: set SHARD_COUNT too, e.g. SHARD_COUNT=2.")
        return None, None
    if (
        not (count_text.isascii() and count_text.isdecimal())
        or not 1 <= int(count_text) <= MAX_SHARDS
    ):
        raise SettingsError(
            f"SHARD_COUNT={count_text!r}: give the number of shards, 1 to {MAX_SHARDS},"
            " or leave it empty."
        )
    count = int(count_text)
    if not ids_text:
        return count, None
    parts = [part.strip() for part in ids_text.split(",")]
    if not all(part.isascii() and part.isdecimal() for part in parts):
        raise SettingsError(
            f"SHARD_IDS={ids_text!r}: give this process's shards as numbers separated by commas,"
            " e.g. SHARD_IDS=0,1."
        )
    ids = tuple(int(part) for part in parts)
    if len(set(ids)) != len(ids) or not all(0 <= i < count for i in ids):
        raise SettingsError(
            f"SHARD_IDS={ids_text!r}: give different shards from 0 to {count - 1}"
            f" (SHARD_COUNT={count})."
        )
    if set(ids) != set(range(count)) and not (database or "").startswith(POSTGRES_SCHEMES):
        # Several processes share one truth: an SQLite file is for one process on one machine.
        raise SettingsError(
            f"SHARD_IDS={ids_text!r}: several processes need PostgreSQL (DATABASE_URL=postgresql://...);"
            " with SQLite run one process with every shard (leave SHARD_IDS empty)."
        )
    return count, ids


def _count(name: str, text: str, default: int) -> int:
    value = text.strip()
    if not value:
        return default
    if not (value.isascii() and value.isdecimal()) or not 1 <= int(value) <= 1_000_000:
        raise SettingsError(f"{name}={text!r}: give a whole number from 1 to 1000000.")
    return int(value)


def _delays(name: str, text: str, default: tuple[float, ...]) -> tuple[float, ...]:
    value = text.strip()
    if not value:
        return default
    parts = [part.strip() for part in value.split(",")]
    try:
        delays = tuple(float(part) for part in parts)
    except ValueError:
        delays = ()
    if not delays or not all(0 <= d <= 3600 for d in delays) or len(delays) > 20:
        raise SettingsError(
            f"{name}={text!r}: give seconds separated by commas (each 0 to 3600), e.g. 2,4,8."
        )
    return delays


def _web(merged: Mapping[str, str]) -> tuple[int | None, str | None, str | None, bool]:
    """The web server's port and address, the public URL of its pages, and the proxy flag."""
    port_text = merged.get("WHISTLESTOP_WEB_PORT", "").strip()
    if port_text and not (
        port_text.isascii() and port_text.isdecimal() and 1 <= int(port_text) <= 65_535
    ):
        raise SettingsError(
            f"WHISTLESTOP_WEB_PORT={port_text!r}: give a port from 1 to 65535 (e.g. 8080),"
            " or leave it empty for no web server."
        )
    url = merged.get("WHISTLESTOP_PUBLIC_URL", "").strip().rstrip("/")
    if url and (not url.startswith(("http://", "https://")) or any(c.isspace() for c in url)):
        raise SettingsError(
            f"WHISTLESTOP_PUBLIC_URL={url!r}: give the address people open the pages at,"
            " e.g. https://games.example.org, or leave it empty."
        )
    host = merged.get("WHISTLESTOP_WEB_HOST", "").strip() or None
    proxy = _bool("WHISTLESTOP_WEB_BEHIND_PROXY", merged.get("WHISTLESTOP_WEB_BEHIND_PROXY", "0"))
    return int(port_text) if port_text else None, host, url or None, proxy


def _check_think_ms(text: str) -> None:
    """WHISTLESTOP_CPU_THINK_MS is the engine's to read (engine/search.py, from the
    environment); a value it could not use is said here, at start, not ignored there."""
    value = text.strip()
    if not value:
        return
    try:
        number = float(value)
    except ValueError:
        number = -1.0
    if not 1 <= number <= 60_000:
        raise SettingsError(
            f"WHISTLESTOP_CPU_THINK_MS={text!r}: give milliseconds of CPU per computer move,"
            " from 1 to 60000 (default 300)."
        )


def _identities(merged: Mapping[str, str]) -> tuple[str, str, str, str | None]:
    """The development server, the application id, the log level and the database URL,
    checked in this order (the first wrong one is named)."""
    guild = merged.get("WHISTLESTOP_DEV_GUILD", "").strip()
    if guild and not (guild.isascii() and guild.isdecimal() and len(guild) <= 20):
        raise SettingsError(
            f"WHISTLESTOP_DEV_GUILD={guild!r}: give the server's numeric id"
            " (Developer Mode, right-click the server, Copy Server ID), or leave it empty."
        )
    application = merged.get("DISCORD_APPLICATION_ID", "").strip()
    if application and not (application.isascii() and application.isdecimal()):
        raise SettingsError(
            f"DISCORD_APPLICATION_ID={application!r}: give the application's numeric id"
            " (Developer Portal, General Information, Application ID), or leave it empty."
        )
    level = (merged.get("WHISTLESTOP_LOG_LEVEL", "").strip() or "INFO").upper()
    if level not in LOG_LEVELS:
        raise SettingsError(f"WHISTLESTOP_LOG_LEVEL={level!r}: use one of {', '.join(LOG_LEVELS)}.")
    database_url = merged.get("DATABASE_URL", "").strip() or None
    if database_url and not database_url.startswith(DATABASE_SCHEMES):
        # The URL is not echoed: it may hold a password.
        raise SettingsError(
            "DATABASE_URL: give postgresql://user:password@host:5432/dbname or"
            " sqlite:///path/to/file.sqlite3, or leave it empty for WHISTLESTOP_DB."
        )
    return guild, application, level, database_url


def load_settings(
    environ: Mapping[str, str] | None = None, dotenv: str | os.PathLike[str] | None = ".env"
) -> Settings:
    """Real environment variables win over `.env` values."""
    merged: dict[str, str] = read_dotenv(dotenv) if dotenv else {}
    merged.update(os.environ if environ is None else environ)
    guild, application, level, database_url = _identities(merged)
    shard_count, shard_ids = _shards(
        merged.get("SHARD_COUNT", ""), merged.get("SHARD_IDS", ""), database_url
    )
    _check_think_ms(merged.get("WHISTLESTOP_CPU_THINK_MS", ""))
    web_port, web_host, public_url, web_behind_proxy = _web(merged)
    return Settings(
        token=merged.get("DISCORD_TOKEN", "").strip() or None,
        db_path=merged.get("WHISTLESTOP_DB", "").strip() or DEFAULT_DB_PATH,
        database_url=database_url,
        dev_guild=int(guild) if guild else None,
        log_level=level,
        cpu_delay=_seconds("WHISTLESTOP_CPU_DELAY", merged.get("WHISTLESTOP_CPU_DELAY", ""), 2.0),
        sync_commands=_bool(
            "WHISTLESTOP_SYNC_COMMANDS", merged.get("WHISTLESTOP_SYNC_COMMANDS", "1")
        ),
        members_intent=_bool(
            "WHISTLESTOP_MEMBERS_INTENT", merged.get("WHISTLESTOP_MEMBERS_INTENT", "1")
        ),
        cadence_interval=_seconds(
            "WHISTLESTOP_CADENCE_INTERVAL", merged.get("WHISTLESTOP_CADENCE_INTERVAL", ""), 60.0
        ),
        shard_count=shard_count,
        shard_ids=shard_ids,
        cache_games=_count(
            "WHISTLESTOP_CACHE_GAMES", merged.get("WHISTLESTOP_CACHE_GAMES", ""), 500
        ),
        cache_idle=_seconds(
            "WHISTLESTOP_CACHE_IDLE", merged.get("WHISTLESTOP_CACHE_IDLE", ""), 900.0
        ),
        think_processes=(
            _count("WHISTLESTOP_THINK_PROCESSES", merged.get("WHISTLESTOP_THINK_PROCESSES", ""), 1)
            if merged.get("WHISTLESTOP_THINK_PROCESSES", "").strip()
            else None
        ),
        application_id=int(application) if application else None,
        login_delays=_delays(
            "WHISTLESTOP_LOGIN_RETRY_DELAYS",
            merged.get("WHISTLESTOP_LOGIN_RETRY_DELAYS", ""),
            Settings.login_delays,
        ),
        web_port=web_port,
        web_host=web_host,
        public_url=public_url,
        web_behind_proxy=web_behind_proxy,
    )
