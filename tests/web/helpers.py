"""Games stored as a bot would store them (a row, seats, moves appended one by one), for the web
pages to show, without a bot: the web reads the database only. And what a page may never show:
every card hidden from the spectator at a moment of the game."""

from __future__ import annotations

import functools
import json
import random
import re
from dataclasses import dataclass, field
from typing import Any

import engine
from bot import plugins
from bot.storage import Storage
from engine.core import Game

NAMES = ("Ada", "Bram", "Céline", "Dirk", "Eva")


@dataclass
class Stored:
    game_id: int
    token: str
    game: Game
    players: list[str]
    rng: random.Random
    seq: int = 0
    moves: list[tuple[str, dict[str, Any]]] = field(default_factory=list)


async def store_game(
    storage: Storage,
    name: str,
    *,
    seats: int = 3,
    seed: int = 1,
    language: str = "en",
    names: tuple[str, ...] = NAMES,
    options: dict[str, Any] | None = None,
    guild: int = 77,
) -> Stored:
    """A game started and stored, no move made yet; its page's token."""
    plugin = plugins.get(name)
    assert plugin is not None
    full = plugin.check_options(options or {})
    game_id = await storage.create_game(
        guild_id=guild,
        channel_id=78,
        host_id=79,
        game=name,
        options=full,
        seed=seed,
        max_seats=seats,
        language=language,
    )
    players = [str(1000 + i) for i in range(seats)]
    for player, shown in zip(players, names, strict=False):
        await storage.add_seat(game_id, player, shown)
    await storage.update_game(game_id, status="active")
    token = await storage.page_token(game_id)
    assert token is not None
    game = plugin.new_game(players, seed, full)
    return Stored(game_id, token, game, players, random.Random(seed))


async def play(storage: Storage, stored: Stored, moves: int | None = None) -> int:
    """Make `moves` random legal moves (None: to the end), storing each; how many were made."""
    made = 0
    while not stored.game.is_over and (moves is None or made < moves):
        player = stored.rng.choice(stored.game.active_players())
        action = stored.rng.choice(stored.game.legal_actions(player))
        stored.game.apply(player, action)
        stored.seq += 1
        await storage.append_action(
            stored.game_id, stored.seq, player, action, over=stored.game.is_over
        )
        stored.moves.append((player, action))
        made += 1
    return made


# Keys of a seat's own view that the spectator's lacks: what that player alone sees.
def hidden_ids(game: Game, lang: str = "en") -> set[str]:
    """Every card id (or other value) a player's own view shows and the spectator's view does
    not show anywhere, now: what no page may say at this moment. Ids that are also words of
    the catalogs ("sheriff") are left to the sealed-choice comparison (test_pages.py): a page
    says them as words."""
    public = json.dumps(game.view(None)) + "\n" + _words(lang)
    found: set[str] = set()
    for player in game.players:
        mine = (game.view(player).get("seats") or {}).get(player) or {}
        theirs = (game.view(None).get("seats") or {}).get(player) or {}
        for key, value in mine.items():
            if key in theirs:
                continue
            found |= {v for v in _strings(value) if len(v) >= 2 and f'"{v}"' not in public}
    return found


@functools.lru_cache(maxsize=4)
def _words(lang: str) -> str:
    """Every word of the catalogs of `lang`, quoted as a view's strings are."""
    from text import catalogs

    text = "\n".join(p.read_text(encoding="utf-8") for p in catalogs.catalog_files(lang))
    return " ".join(f'"{word}"' for word in set(re.findall(r"[\w-]+", text.lower())))


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):  # the values: keys are field names, not cards
        return [s for item in value.values() for s in _strings(item)]
    if isinstance(value, list | tuple | set):
        return [s for item in value for s in _strings(item)]
    return []


def leaked(bodies: list[str], secrets: set[str]) -> list[str]:
    """The secrets found in the bodies, each as a whole word (a card id inside a longer word or
    a token is not it)."""
    text = "\n".join(bodies)
    return sorted(s for s in secrets if re.search(rf"(?<![\w-]){re.escape(s)}(?![\w-])", text))


def registered_games() -> list[str]:
    """The real games (the platform's test games are not in engine's registry)."""
    return sorted(engine.games())
