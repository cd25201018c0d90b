"""`python -m bot`: start Whistlestop with settings from the environment and `.env`."""

from __future__ import annotations

import asyncio
import sys

from bot.logs import setup_logging
from bot.settings import SettingsError, load_settings

NO_TOKEN = """\
Whistlestop needs a Discord bot token and found none.

1. Open https://discord.com/developers/applications and create an application (or pick yours).
2. In "Bot", press "Reset Token" and copy the token.
3. Copy .env.example to .env and set DISCORD_TOKEN=<your token>
   (or export DISCORD_TOKEN in your shell).
4. Invite the bot with the "bot" and "applications.commands" scopes, then run: python -m bot
"""


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args and args[0] == "demo":
        from bot.demo import main as demo

        return demo(args[1:])
    try:
        settings = load_settings()
    except SettingsError as error:
        print(f"Whistlestop cannot start: {error}", file=sys.stderr)
        return 2
    if not settings.token:
        print(NO_TOKEN, file=sys.stderr)
        return 2
    setup_logging(settings.log_level)
    import discord

    from bot.core import run
    from bot.storage import StorageError

    try:
        asyncio.run(run(settings))
    except discord.PrivilegedIntentsRequired:
        print(
            "Discord refused the Server Members intent: enable it in the Developer Portal"
            " (Bot, Privileged Gateway Intents) or set WHISTLESTOP_MEMBERS_INTENT=0.",
            file=sys.stderr,
        )
        return 2
    except StorageError as error:
        print(f"Whistlestop cannot start: the database: {error}", file=sys.stderr)
        return 2
    except discord.LoginFailure:
        print(
            "Discord refused the token in DISCORD_TOKEN; reset it and try again.", file=sys.stderr
        )
        return 2
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
