"""A game held as the bot holds it (`bot.session.Session`), without a database or Discord: for
checks of what the platform would write for a position (a prompt, its sentence) over many
positions of random games, faster than playing each through the simulated Discord."""

from __future__ import annotations

from bot.loaded import Loaded
from bot.session import Session
from bot.storage import GameRow, Seat
from engine.core import Game


class _NoStorage:
    """The sessions a prompt never reaches (it reads what is loaded only)."""

    storage = None

    def forget(self, game_id: int) -> None: ...


def offline_session(game: Game, language: str = "en") -> Session:
    """`game` (in progress) as an open session of game #1, every seat a member's."""
    row = GameRow(
        id=1,
        guild_id=1,
        channel_id=2,
        thread_id=3,
        lobby_message_id=None,
        host_id=10,
        game=game.name,
        options=dict(game.options),
        seed=0,
        max_seats=len(game.players),
        status="active",
        created_at="",
        updated_at="",
        language=language,
    )
    seats = [
        Seat(pos=i, player=p, name=f"Player {i + 1}", dm_closed=False, autoplay=False)
        for i, p in enumerate(game.players)
    ]
    return Session(_NoStorage(), Loaded(row, seats, game))  # type: ignore[arg-type]
