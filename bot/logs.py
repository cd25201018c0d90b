"""Logging setup. Log lines name games and action types, never card names or hands."""

from __future__ import annotations

import logging

FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"


def setup_logging(level: str = "INFO") -> None:
    logging.basicConfig(level=getattr(logging, level.upper(), logging.INFO), format=FORMAT)
    # discord.py's gateway chatter is noise at INFO.
    logging.getLogger("discord").setLevel(max(logging.INFO, logging.getLogger().level))
    # aiosqlite logs every statement with its parameters at DEBUG: an action row holds a
    # secret card before the reveal, so its library logger never goes below INFO.
    logging.getLogger("aiosqlite").setLevel(max(logging.INFO, logging.getLogger().level))
    # The bot joins no voice channel: discord.py's warnings that voice libraries are missing
    # would only worry an operator.
    logging.getLogger("discord.client").addFilter(_no_voice_warnings)
    # A lost connection that discord.py reconnects by itself is one line, not a traceback.
    for name in ("discord.client", "discord.shard"):
        logging.getLogger(name).addFilter(_reconnect_in_one_line)


def _no_voice_warnings(record: logging.LogRecord) -> bool:
    return "voice will NOT be supported" not in record.getMessage()


def _reconnect_in_one_line(record: logging.LogRecord) -> bool:
    if record.exc_info and record.exc_info[1] is not None and "reconnect" in str(record.msg):
        error = record.exc_info[1]
        text = str(error).strip().splitlines()
        record.msg = f"{record.getMessage()} ({type(error).__name__}: {text[0] if text else ''})"
        record.args = None
        record.exc_info = None
        record.exc_text = None
    return True
