"""A rematch: the final post offers one (a persistent button, so it works after a restart),
and the host's click opens a new lobby with the same options, language and pace (cogs/rematch.py).
Here: the final post's buttons, and who the new lobby keeps, invites or leaves open."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import discord

from bot import table
from bot.session import Session
from bot.storage import Seat
from bot.ui import GameButton, view_of
from text import t


def final_view(s: Session, lang: str) -> discord.ui.View:
    """The buttons under the final scores: the whole game replayed (games that draw), and a
    rematch (the host's)."""
    buttons = []
    if table.plugin_of(s).renders:
        buttons.append(GameButton(s.row.id, "replay", label=t("btn.replay", lang)))
    buttons.append(
        GameButton(
            s.row.id, "rematch", label=t("btn.rematch", lang), style=discord.ButtonStyle.primary
        )
    )
    return view_of(*buttons)


@dataclass(frozen=True)
class Lineup:
    """A rematch's seats: the computer seats kept (as they were), the members invited (they
    join to take a seat: nobody is seated without saying so), and how many seats in all."""

    computers: list[Seat]
    invited: list[str]
    seats: int


def lineup(seats: list[Seat], host: str, gone: Callable[[str], bool]) -> Lineup:
    """Who the rematch of a game with these `seats` keeps: its computer seats, and every member
    who played a seat (the one playing it at the end; a seat handed to the computer, its own
    member), but the one who clicked (seated by their click) and those who left the server
    (their seat is open)."""
    computers = [seat for seat in seats if seat.player.startswith("cpu:")]
    invited = [
        member
        for seat in seats
        if not seat.player.startswith("cpu:") and not seat.left_server
        for member in [seat.user or seat.user_id or seat.player]
        if member != host and not gone(member)
    ]
    return Lineup(computers, list(dict.fromkeys(invited)), len(seats))
