"""`python -m bot`: start Whistlestop with settings from the environment and `.env`;
`python -m bot --help` lists the other commands (demo, invite, web).

The composition root: the one module that puts the bot (bot/core.py) and the web adapter
(web/) together in one process, or runs either alone."""

from __future__ import annotations

import argparse
import asyncio
import os
import sys

from bot.logs import setup_logging
from bot.settings import Settings, SettingsError, export_dotenv, load_settings

NO_TOKEN = """\
Whistlestop needs a Discord bot token and found none.

1. Open https://discord.com/developers/applications and create an application (or pick yours).
2. In "Bot", press "Reset Token" and copy the token.
3. Copy .env.example to .env and set DISCORD_TOKEN=<your token>
   (or export DISCORD_TOKEN in your shell).
4. Invite the bot: python -m bot invite prints the link. Then run: python -m bot
"""

MALFORMED_TOKEN = (
    "DISCORD_TOKEN does not look like a bot token (three parts separated by dots, the first"
    " the bot's id): copy it again from the Developer Portal (Bot, Reset Token), or set"
    " DISCORD_APPLICATION_ID (General Information, Application ID)."
)

REFUSED = (
    "Whistlestop cannot start: Discord refused to register its commands ({reason}). Invite the"
    " bot with the applications.commands scope (python -m bot invite), or set"
    " WHISTLESTOP_SYNC_COMMANDS=0."
)

NO_APPLICATION = (
    "The invite link needs the application's id: set DISCORD_APPLICATION_ID (Developer Portal,"
    " General Information, Application ID) or DISCORD_TOKEN in .env."
)


def parser() -> argparse.ArgumentParser:
    main = argparse.ArgumentParser(
        prog="python -m bot",
        usage="python -m bot [COMMAND] [OPTIONS]",
        description="Whistlestop: slow board and card games in Discord.",
        epilog="Settings come from the environment and .env (every one in .env.example)."
        " With no command, runs the bot.",
    )
    commands = main.add_subparsers(dest="command", title="commands", metavar="COMMAND")
    commands.add_parser(
        "run",
        help="run the bot (the default): needs DISCORD_TOKEN",
        description="Run the bot: needs DISCORD_TOKEN in .env or the environment.",
    )
    commands.add_parser(
        "demo",
        help="play a whole game in a simulated server (no token) and write it to a folder",
        add_help=False,  # `demo --help` is the demo's own (bot/demo.py)
    )
    commands.add_parser(
        "invite",
        help="print the link that adds the bot to a server, with the permissions it needs",
        description="Print the invite link: the bot and applications.commands scopes and the"
        " permissions the bot uses. The application id is DISCORD_APPLICATION_ID, or read"
        " from DISCORD_TOKEN.",
    )
    commands.add_parser(
        "web",
        help="serve the games' pages, /healthz and /metrics alone (WHISTLESTOP_WEB_PORT)",
        description="Serve every game's web page, /healthz and /metrics on WHISTLESTOP_WEB_PORT"
        " (default 8080) from the same database as the bot processes, without connecting"
        " to Discord.",
    )
    return main


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    # Before anything reads a setting: .env reaches the engine and the child processes too.
    export_dotenv()
    if args and args[0] == "demo":
        from bot.core import create_bot
        from bot.demo import main as demo
        from web.server import serve_demo

        return demo(args[1:], create_bot, serve_demo)
    command = parser().parse_args(args).command or "run"
    try:
        settings = load_settings()
    except SettingsError as error:
        print(f"Whistlestop cannot start: {error}", file=sys.stderr)
        return 2
    if command == "invite":
        return invite(settings)
    if command == "web":
        from web.main import main as web

        return web(settings)
    return run(settings)


def invite(settings: Settings) -> int:
    from bot.invite import application_id_from_token, invite_url, permission_names

    application_id, source = settings.application_id, "DISCORD_APPLICATION_ID"
    if application_id is None and settings.token:
        application_id, source = application_id_from_token(settings.token), "DISCORD_TOKEN"
        if application_id is None:
            print(MALFORMED_TOKEN, file=sys.stderr)
            return 2
    if application_id is None:
        print(NO_APPLICATION, file=sys.stderr)
        return 2
    print(invite_url(application_id))
    print(
        f"(application {application_id}, from {source}; permissions: "
        f"{', '.join(permission_names())}; open it as someone who manages the server)",
        file=sys.stderr,
    )
    return 0


def run(settings: Settings) -> int:
    if not settings.token:
        print(NO_TOKEN, file=sys.stderr)
        return 2
    setup_logging(settings.log_level)
    import discord

    from bot.core import run as run_bot
    from bot.login import DiscordUnreachable, reason
    from bot.storage import StorageError
    from web.server import beside as web_beside

    # Tests only: a local stand-in for Discord's HTTP API (tests/bot/test_operator.py).
    api = os.environ.get("WHISTLESTOP_TEST_DISCORD_API", "").strip()
    if api:
        discord.http.Route.BASE = api.rstrip("/")
    try:
        asyncio.run(run_bot(settings, beside=web_beside if settings.web_port else None))
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
    except DiscordUnreachable as error:
        print(error, file=sys.stderr)
        return 1
    except discord.Forbidden as error:  # at the start: the commands' registration
        print(REFUSED.format(reason=reason(error)), file=sys.stderr)
        return 1
    except (KeyboardInterrupt, asyncio.CancelledError):
        pass  # Ctrl-C or SIGTERM: stopped (bot/stopping.py)
    return 0


if __name__ == "__main__":
    sys.exit(main())
