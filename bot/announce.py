"""Announcements: what the thread and the players hear after a committed move.

Driven by the view envelope and the engine's events, never by a game's phase names: the lock-in
list of a sealed decision, the presenter's posts (a reveal: its event), private events by DM only,
the end of the game. Public posts use the spectator view only; each is a step done once (effects).
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from bot import running, table
from bot.images import render_image
from bot.loaded import Outcome
from bot.opening import opening_text
from bot.plugins import is_undo, undone
from bot.presenter import Post, Presenter
from bot.prompt_picture import shown
from bot.rematch import final_view
from bot.session import Session
from text import join, t

if TYPE_CHECKING:
    from bot.leases import Leases
    from bot.poster import Poster
    from bot.prompts import Prompts
    from bot.readers import Readers
    from bot.storage import Storage
    from bot.weblinks import WebLinks

log = logging.getLogger("whistlestop.announce")

# The start line's steps (of move 0): owed once the game starts, done once posted.
OPENING_OWED = "start:owed"
OPENING = "start"


class _Steps:
    """The announcement steps of one move, each carried out once: claimed before it is
    carried out, so one process does it (bot/leases.py); `done` are those done already."""

    def __init__(
        self, leases: Leases, poster: Poster, s: Session, seq: int, done: set[str]
    ) -> None:
        self.leases = leases
        self.poster = poster
        self.s = s
        self.seq = seq
        self.done = done

    async def once(self, key: str, fn: Any, what: str) -> bool:
        """A post in the thread: True once it is done (here or before)."""
        if key in self.done:
            return True
        s = self.s
        return await self.leases.step(s, self.seq, key, lambda: self.poster.call(s, fn, what=what))

    async def told(self, key: str, tell: Any) -> None:
        """A DM, claimed like a post (a DM that fails is not retried)."""
        if key in self.done:
            return

        async def work() -> bool:
            await tell()
            return True

        await self.leases.step(self.s, self.seq, key, work)


class Announcer:
    """Builds a move's announcements as named steps; `bot.effects` carries them out once."""

    def __init__(
        self,
        *,
        storage: Storage,
        readers: Readers,
        prompts: Prompts,
        leases: Leases,
        poster: Poster,
        links: WebLinks | None = None,
    ) -> None:
        self.links = links  # the game's web page, linked in the final post
        self.storage = storage
        self.readers = readers
        self.prompts = prompts
        self.leases = leases
        self.poster = poster

    async def announce(
        self, s: Session, outcome: Outcome, *, last: bool
    ) -> tuple[bool, str | None]:
        """Carry out the announcement steps of one committed move that are not done yet.
        Returns (complete, line): complete is False when a step must be retried later; line is
        the move's last line when it may join the next ping (only for the latest move)."""
        done = await self.storage.steps_done(s.row.id, outcome.seq)
        steps = _Steps(self.leases, self.poster, s, outcome.seq, done)
        presenter = table.plugin_of(s).presenter
        before, after = outcome.before, outcome.after
        assert after is not None  # filled by the effects before announcing
        if before.get("decision") == "sealed" and before.get("stage") != after.get("stage"):
            ok = await steps.once(
                "lockin:before",
                lambda thread: self.lockin(s, thread, before, everyone=True),
                "the lock-in list",
            )
            if not ok:
                return False, None
        if outcome.reason is not None:
            if not await steps.once("moved_for", self._moved_for(s, outcome), "a computer move"):
                return False, None
            if outcome.reason != "forced":  # no choice, and said in the thread: no DM
                await steps.told("moved_for:dm", lambda: self._tell_moved_for(s, outcome))
        complete, line = await self._lines(steps, presenter, outcome, after, last)
        if not complete:
            return False, None
        # The next sealed decision's lock-in list comes after the lines that led to it.
        if after.get("decision") == "sealed":
            ok = await steps.once(
                "lockin", lambda thread: self.lockin(s, thread, after), "the lock-in list"
            )
            if not ok:
                return False, None
        if not await self._privately_and_end(steps, outcome, after):
            return False, None
        return True, line

    async def _lines(
        self,
        steps: _Steps,
        presenter: Presenter,
        outcome: Outcome,
        after: dict[str, Any],
        last: bool,
    ) -> tuple[bool, str | None]:
        """The move's posts in the thread; (complete, the line that joins the next ping)."""
        s = steps.s
        lang = table.lang(s)
        public = [e for e in outcome.events if "to" not in e]
        if is_undo(outcome.action):
            # Said openly, with the board as it is again.
            n = undone(outcome.action) - 1  # the computers' moves taken back with it
            text = t("thread.undone", lang, name=table.name(s, outcome.player), n=n)
            image: Any = "board" if table.plugin_of(s).renders else None
            posts = [Post(text, image=image)]
        else:
            posts = presenter.after_move(
                outcome.before, after, public, lambda p: table.name(s, p), lang
            )
        line: str | None = None
        for i, post in enumerate(posts):
            key = f"post:{i}"
            is_last = i == len(posts) - 1
            # A line may join the next ping, but not when a lock-in list comes first: it would
            # read after the list of the decision it led to.
            joins = after.get("decision") != "sealed" and not after.get("over")
            if is_last and last and post.merge and not post.image and joins:
                if key not in steps.done:
                    line = post.text  # joins the next ping
                    await self.storage.mark_step(s.row.id, outcome.seq, key)
                continue
            poster = self._poster(s, post, after, f"{outcome.seq}:{key}")
            if not await steps.once(key, poster, "a post"):
                return False, None
        return True, line

    async def _privately_and_end(
        self, steps: _Steps, outcome: Outcome, after: dict[str, Any]
    ) -> bool:
        """The move's private events by DM, then at the end the final scores and each
        player's own result; False when a step must be retried later."""
        s = steps.s
        for i, event in enumerate(outcome.events):
            if event.get("to") is not None:
                await steps.told(f"dm:{i}", functools.partial(self._tell_private, s, event))
        if after.get("over"):
            if not await steps.once("final", self._final(s), "the final scores"):
                return False
            for seat in s.loaded.seats:
                key = f"final:dm:{seat.player}"
                if seat.user is not None:
                    await steps.told(key, functools.partial(self._tell_final, s, seat.player))
        return True

    async def _tell_final(self, s: Session, player: str) -> None:
        """Each player's own result, privately: their points, place and breakdown."""
        assert s.game is not None
        now = s.game.view(None)
        presenter = table.plugin_of(s).presenter
        reader = self.readers.of_seat(s, player)
        lines = presenter.final_lines(now, player, lambda p: table.name(s, p), reader)
        header = table.dm_header(s, reader)
        await self.prompts.tell(s, player, "\n".join([header, *lines]))

    def _poster(self, s: Session, post: Post, view: Mapping[str, Any], part: str) -> Any:
        """A post joins the running message (bot/running.py); its image closes it."""

        async def send(thread: Any) -> None:
            file = None
            if post.image and table.plugin_of(s).renders:
                lang = table.lang(s)
                file = await render_image(
                    s.row.game,
                    view,
                    table.raw_names(s),
                    post.previous,
                    post.image,
                    language=lang,
                    description=self.alt_text(s, view, post.image, lang),
                )
            if file is not None or post.text:
                await running.add(self.storage, s, thread, part, post.text, file=file)
            if file is not None and post.image == "board":
                await shown(self.storage, s.row.id, view)  # the thread's board is current

        return send

    def alt_text(self, s: Session, view: Mapping[str, Any], kind: str, lang: str) -> str:
        """An image's description for screen readers, from the spectator view: the game and its
        stage, whose move it is, the scores (games may say more: Presenter.alt_text)."""
        names = lambda p: table.name(s, p)  # noqa: E731
        return table.plugin_of(s).presenter.alt_text(view, kind, names, lang)

    def _moved_for(self, s: Session, outcome: Outcome) -> Any:
        presenter = table.plugin_of(s).presenter
        lang = table.lang(s)
        label = presenter.label(outcome.action, None, lang)
        secret = outcome.before.get("decision") in ("sealed", "private")
        what = "" if secret else t("thread.moved_for.what", lang, label=label)
        text = t(
            f"thread.moved_for.{outcome.reason}",
            lang,
            name=table.name(s, outcome.player),
            what=what,
        )

        async def send(thread: Any) -> None:
            await running.add(self.storage, s, thread, f"{outcome.seq}:moved_for", text)

        return send

    async def _tell_moved_for(self, s: Session, outcome: Outcome) -> None:
        reader = self.readers.of_seat(s, outcome.player)
        label = table.plugin_of(s).presenter.label(outcome.action, None, reader)
        text = t(
            "dm.moved_for",
            reader,
            game=table.title(s, reader),
            id=s.row.id,
            link=table.thread_link(s),
            label=label,
        )
        await self.prompts.tell(s, outcome.player, text)

    async def _tell_private(self, s: Session, event: dict[str, Any]) -> None:
        """An event addressed to one player, told to that player only (by DM)."""
        player = event.get("to")
        if player not in s.loaded.players or s.game is None:
            return
        presenter = table.plugin_of(s).presenter
        reader = self.readers.of_seat(s, str(player))
        names = lambda p: table.name(s, p)  # noqa: E731
        line = presenter.private_line(event, s.game.view(player), names, reader)
        if line:
            # Joins the player's next prompt, or a DM of its own once the move is presented.
            await self.prompts.note(s, str(player), line)

    async def lockin(
        self, s: Session, thread: Any, view: Mapping[str, Any], everyone: bool = False
    ) -> None:
        """The one message of a sealed decision saying who has locked in (never what),
        edited in place as players lock in."""
        seats = view.get("seats", {})
        players = s.loaded.players
        locked = [p for p in players if seats.get(p, {}).get("locked_in")]
        waiting = [p for p in view.get("active_players", []) if p not in locked]
        if everyone:  # the decision is complete: whoever was awaited has locked in too
            locked, waiting = [p for p in players if p in locked or p in waiting], []
        lang = table.lang(s)
        stage = table.stage_title(s, dict(view), lang)
        phase = table.plugin_of(s).presenter.phase_name(view, lang)
        if waiting:
            text = t(
                "thread.lockin",
                lang,
                stage=stage,
                phase=phase,
                locked=join((table.name(s, p) for p in locked), lang)
                or t("thread.lockin.nobody", lang),
                waiting=join((table.name(s, p) for p in waiting), lang),
            )
        else:
            text = t(
                "thread.lockin.all",
                lang,
                stage=stage,
                phase=phase,
                locked=join((table.name(s, p) for p in locked), lang),
            )
        kind = f"lockin:{view.get('stage')}"
        storage = self.storage
        stored = await storage.get_message(s.row.id, kind)
        if stored is not None:
            channel_id, message_id, shown = stored
            if shown == text:
                return
            if channel_id == getattr(thread, "id", None) and await running.replace_in(
                storage, s, thread, message_id, kind, shown, text
            ):
                await storage.put_message(s.row.id, kind, channel_id, message_id, token=text)
                return
        # The list joins the running message (what led to the decision is just above it).
        message_id = await running.add(storage, s, thread, kind, text)
        await storage.put_message(s.row.id, kind, thread.id, message_id, token=text)

    def _final(self, s: Session) -> Any:
        async def send(thread: Any) -> None:
            assert s.game is not None
            now = s.game.view(None)
            presenter = table.plugin_of(s).presenter
            lang = table.lang(s)
            scores: dict[str, int] = now.get("scores") or {}
            winners = now.get("winners") or []
            # Winners first, also when they won a tie on the game's own rule.
            order = sorted(s.loaded.players, key=lambda p: (-scores.get(p, 0), p not in winners))
            named = table.name_with_level  # the result says a computer's level
            lines = "\n".join(
                t("thread.final.line", lang, name=named(s, p), total=scores.get(p, 0))
                for p in order
            )
            text = t(
                "thread.final",
                lang,
                reason=presenter.end_reason(now, lambda p: table.name(s, p), lang),
                lines=lines,
                winners=join((table.name(s, w) for w in winners), lang),
                count=len(winners),
            )
            # Everyone is told the game is over (a ping), and offered the whole game replayed.
            people = [table.ping(s, seat.player) for seat in s.loaded.seats if seat.user]
            if people:
                text += "\n" + t("thread.final.players", lang, players=join(people, lang))
            link = self.links and await self.links.line(s.row.id, "web.link.final", lang)
            text += f"\n{link}" if link else ""
            file = None
            if table.plugin_of(s).renders:
                file = await render_image(
                    s.row.game,
                    now,
                    table.raw_names(s),
                    kind="scores",
                    language=lang,
                    description=self.alt_text(s, now, "scores", lang),
                )
            await running.close(self.storage, s.row.id)
            view = final_view(s, lang)  # the replay, a rematch
            if file is not None:
                await thread.send(text, file=file, view=view)
            else:
                await thread.send(text, view=view)

        return send

    # ------------------------------------------------------------------ the start
    async def owe_opening(self, s: Session) -> None:
        """The game is starting: its start line is owed, stored so that a post Discord
        refuses (or a restart) does not lose it. The effects post it before any move's, once
        the game is in progress."""
        await self.storage.mark_step(s.row.id, 0, OPENING_OWED)

    async def opening(self, s: Session) -> bool:
        """Post the start line if it is owed and not posted yet: the game has begun, who
        plays, and what its set-up made. False when it must be tried again later (the moves'
        announcements wait behind it, in order); a refusal is tried again too."""
        done = await self.storage.steps_done(s.row.id, 0)
        if OPENING_OWED not in done or OPENING in done:
            return True
        text = opening_text(s)

        async def send(thread: Any) -> None:
            await thread.send(text)

        # Run by the holder of the game's lease (bot/leases.py), marked done once posted.
        if not await self.poster.call(s, send, what="the start line", must_arrive=True):
            return False
        await self.storage.mark_step(s.row.id, 0, OPENING)
        return True
