"""Which picture goes with a prompt, and attaching it once drawn.

- The DM prompt and /game hand: the player's own picture (`render/prompt.py`, from their own
  view): the map with the decision's options labelled by their codes when they are places
  (bot/option_codes.py), else the public board when the thread's last image is out of date;
  and the player's cards as cards.
- The picker's panel of a public decision (opened from a thread ping): the options' map.
- A thread ping: when the thread's last image is out of date, the board goes just above the
  ping, in the running message (`board_before`): never a ping below an old board.

What the thread last showed is remembered as a fingerprint of the spectator view it was drawn
from (`shown`, in the messages table). A picture is never drawn while a game's lock is held:
the prompt goes out (or is edited) with its words and picker at once, and its picture is
attached by an edit once the renderer has drawn it, unless newer words took the message since
(each prompt message's version, `Pictures.now`).
"""

from __future__ import annotations

import hashlib
import io
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from bot import running, table
from bot.background import Background
from bot.images import ALT_LIMIT, render_image
from bot.option_codes import spots_of
from bot.renderer import RENDERER
from engine.core import canonical
from text import join, t

if TYPE_CHECKING:
    from bot.session import Session
    from bot.storage import Storage
    from render.options import Spot

log = logging.getLogger("whistlestop.pictures")

SHOWN = "board_shown"  # the messages row keeping the fingerprint of the thread's last board
MessageKey = tuple[int, int]  # (channel id, message id)


def fingerprint(view: Mapping[str, Any]) -> str:
    """A short digest of a spectator view: equal views, equal boards."""
    return hashlib.blake2b(canonical(view).encode(), digest_size=12).hexdigest()


async def shown(storage: Storage, game_id: int, view: Mapping[str, Any]) -> None:
    """The thread now shows the board drawn from `view` (just posted)."""
    await storage.put_message(game_id, SHOWN, 0, 0, token=fingerprint(view))


async def out_of_date(storage: Storage, s: Session) -> bool:
    """Whether the public board changed since the last board image posted in the thread (or
    none was ever posted). Always False for a game that draws no board."""
    if s.game is None or not table.plugin_of(s).renders:
        return False
    stored = await storage.get_message(s.row.id, SHOWN)
    return stored is None or stored[2] != fingerprint(s.game.view(None))


@dataclass(frozen=True)
class Job:
    """What the renderer draws for one prompt: plain data, sent to the renderer process."""

    game: str
    own: dict[str, Any]
    board: dict[str, Any] | None
    spots: tuple[Spot, ...]
    names: dict[str, str]
    language: str
    alt: str
    hand: bool = True


def job_for(
    s: Session, player: str, locale: object | None, *, board: bool, hand: bool = True
) -> Job | None:
    """The picture of `player`'s prompt now (call under the game's lock): the options' map if
    the decision's options are places, else the board when `board` (the thread's last image is
    out of date), and the player's cards when `hand`. None when there is nothing to show."""
    from render.prompt import has_prompt, shows_cards

    game = s.game
    if game is None or player not in s.loaded.players or not has_prompt(s.row.game):
        return None
    own = game.view(player)
    presenter = table.plugin_of(s).presenter
    legal = game.legal_actions(player) if player in game.active_players() else []
    spots = tuple(spot for spot in spots_of(legal, presenter, own, locale) if spot is not None)
    cards = hand and shows_cards(s.row.game, own)
    with_board = board and not spots
    if not spots and not with_board and not cards:
        return None
    parts = []
    if spots:
        parts.append(t("alt.prompt.options", locale, n=len(spots)))
    elif with_board:
        parts.append(t("alt.prompt.board", locale))
    if cards:
        parts.append(t("alt.prompt.hand", locale))
    alt = t("alt.prompt", locale, game=table.title(s, locale), parts=join(parts, locale))
    return Job(
        s.row.game,
        own,
        game.view(None) if with_board else None,
        spots,
        table.raw_names(s),
        str(getattr(locale, "value", locale) or s.row.language),
        alt,
        hand,
    )


async def draw(job: Job) -> discord.File | None:
    """The picture as a Discord file, drawn off the event loop (None: nothing to show)."""
    import render.prompt
    from text import language

    png = await RENDERER.draw(
        render.prompt.prompt_png,
        job.game,
        job.own,
        board=job.board,
        spots=job.spots,
        names=job.names,
        language=language(job.language),
        hand=job.hand,
    )
    if not png:
        return None
    return discord.File(io.BytesIO(png), filename="prompt.png", description=job.alt[:ALT_LIMIT])


Edit = Callable[[discord.File], Awaitable[Any]]


class Pictures:
    """Attaches prompts' pictures once drawn. Every time a prompt message gets new words, its
    version moves on (`now`); a picture drawn for an older version is dropped."""

    KEPT = 4096  # messages whose versions are remembered (the prompts of the games in play)

    def __init__(self, *, client: discord.Client, storage: Storage) -> None:
        self.client = client
        self.storage = storage
        self.versions: OrderedDict[MessageKey, int] = OrderedDict()
        self._tasks = Background()

    def now(self, key: MessageKey) -> int:
        """The message got new words: its next version (pictures of older ones are stale)."""
        version = self.versions.pop(key, 0) + 1
        self.versions[key] = version
        while len(self.versions) > self.KEPT:
            self.versions.popitem(last=False)
        return version

    def later(self, key: MessageKey, job: Job | None, edit: Edit) -> None:
        """Draw `job` in the background and attach it with `edit` if the message still has
        the words it was drawn for."""
        version = self.now(key)
        if job is not None:
            self._tasks.spawn(self._attach(key, version, job, edit))

    async def dm(
        self, s: Session, player: str, reader: object, channel_id: int, message_id: int
    ) -> None:
        """A DM prompt just sent or edited (under the game's lock): its picture follows,
        with the board when the thread's last image is out of date."""
        job = job_for(s, player, reader, board=await out_of_date(self.storage, s))

        async def edit(file: discord.File) -> None:
            channel = self.client.get_partial_messageable(channel_id)
            await channel.get_partial_message(message_id).edit(attachments=[file])

        self.later((channel_id, message_id), job, edit)

    def response(self, interaction: discord.Interaction, message_id: int, job: Job | None) -> None:
        """An interaction's message (a /game hand answer, a panel, a refreshed picker) just
        sent or edited: its picture follows, by the interaction's webhook."""

        async def edit(file: discord.File) -> None:
            await interaction.edit_original_response(attachments=[file])

        self.later((interaction.channel_id or 0, message_id), job, edit)

    async def answered(
        self,
        interaction: discord.Interaction,
        message_id: int,
        s: Session,
        player: str,
        *,
        panel: bool = False,
    ) -> None:
        """A prompt answered or refreshed in an interaction's message (under the game's lock):
        its picture follows. `panel`: the picker of a public decision (the options' map
        only); else the player's whole picture (a DM, /game hand). A message that offers
        nothing any more gets none (its older picture stays stale no more: the words moved)."""
        game = s.game
        can = game is not None and game.legal_actions(player)
        job = None
        if can and panel:
            job = job_for(s, player, interaction.locale, board=False, hand=False)
        elif can or not panel:
            board = await out_of_date(self.storage, s)
            job = job_for(s, player, interaction.locale, board=board)
        self.response(interaction, message_id, job)

    async def _attach(self, key: MessageKey, version: int, job: Job, edit: Edit) -> None:
        try:
            file = await draw(job)
        except Exception:
            log.exception("could not draw a prompt's picture (%s)", job.game)
            return
        if file is None or self.versions.get(key) != version:
            return  # nothing to show, or the message has other words now
        try:
            await edit(file)
        except discord.HTTPException:
            log.info("could not attach a prompt's picture (%s)", job.game)

    async def stop(self) -> None:
        await self._tasks.cancel()

    async def wait(self) -> None:
        """Until every picture on its way is attached (the demo, tests)."""
        await self._tasks.wait()

    # ------------------------------------------------------------------ the thread
    async def board_before(self, s: Session, thread: Any, prefix: str | None) -> bool:
        """Before a ping: if the thread's last image is out of date, post the board as it is
        now, closing the running message (with `prefix`, the last move's line). True when the
        prefix went with it (the ping then goes without it)."""
        if not await out_of_date(self.storage, s):
            return False
        assert s.game is not None
        now = s.game.view(None)
        lang = table.lang(s)
        names = lambda p: table.name(s, p)  # noqa: E731
        file = await render_image(
            s.row.game,
            now,
            table.raw_names(s),
            language=lang,
            description=table.plugin_of(s).presenter.alt_text(now, "board", names, lang),
        )
        if file is None:
            return False
        text = prefix or t("thread.board_now", lang)
        await running.add(self.storage, s, thread, f"{s.loaded.seq}:board", text, file=file)
        await shown(self.storage, s.row.id, now)
        return bool(prefix)
