"""The invite link: the `bot` and `applications.commands` scopes and exactly the permissions
the bot uses, each with the reason (README, "Inviting the bot" lists the same)."""

from __future__ import annotations

import base64
import binascii

import discord

# (discord.Permissions' name, Discord's label, what the bot does with it): derived from the
# calls the platform makes (channel.send, create_thread, thread.send(file=...), message.pin,
# fetch_channel, editing its own messages); a permission added here must be used by the code.
# Not needed: Manage Threads (the bot reopens an archived thread it can post in, it never
# locks one), Embed Links (no embeds), Manage Messages (pinning has its own permission).
NEEDED: tuple[tuple[str, str, str], ...] = (
    ("view_channel", "View Channels", "see the channel of /game new and the games' threads"),
    ("send_messages", "Send Messages", "post each game's lobby in its channel"),
    (
        "create_public_threads",
        "Create Public Threads",
        "open a thread for each game from its lobby message",
    ),
    (
        "send_messages_in_threads",
        "Send Messages in Threads",
        "post moves, pings and boards in the game's thread, and reopen it once archived",
    ),
    ("attach_files", "Attach Files", "attach board images, score sheets and the replay"),
    (
        "read_message_history",
        "Read Message History",
        "reach its earlier messages in a thread (the status message it edits in place)",
    ),
    ("pin_messages", "Pin Messages", "pin the status message (whose move, since when)"),
)

SCOPES = ("bot", "applications.commands")


def permissions() -> discord.Permissions:
    return discord.Permissions(**dict.fromkeys((name for name, _, _ in NEEDED), True))


def invite_url(application_id: int) -> str:
    """The URL that adds the bot to a server the person opening it manages."""
    return discord.utils.oauth_url(application_id, permissions=permissions(), scopes=SCOPES)


def application_id_from_token(token: str) -> int | None:
    """A bot token's first segment is its user id in base64; a bot's user id is its
    application's id. None when the token does not look like one."""
    head = token.strip().split(".", 1)[0]
    try:
        text = base64.b64decode(head + "=" * (-len(head) % 4), validate=True).decode("ascii")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return None
    return int(text) if text.isdecimal() and 15 <= len(text) <= 20 else None


def permission_names() -> list[str]:
    """The permissions as Discord's server settings label them."""
    return [label for _, label, _ in NEEDED]
