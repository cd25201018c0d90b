"""A game's public story, told from its stored log: what the thread says after every move, by
round, and every board the thread showed.

Built only from the spectator view (`view(None)`) and the public events of each stored move
(events addressed to one player, `"to"`, are left out), worded by the game's presenter as the
thread is (bot/announce.py), so the page says what the thread says and nothing the thread keeps
quiet. The engine game replayed here never leaves this module: the rest of the web adapter gets
`Entry` and `Frame` records of views and texts. CPU work (a replay): the library runs it in a
thread, and only the new moves once a story is told.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from markupsafe import Markup

from bot import table
from bot.loaded import Loaded
from bot.plugins import GamePlugin, is_undo
from bot.presenter import Post
from bot.storage import GameRow, Seat, StoredAction
from engine.core import Game
from text import join, t
from web import wording

View = dict[str, Any]


@dataclass(frozen=True)
class Frame:
    """A picture the thread posted: the board after move `seq` (everything since `previous`
    highlighted), or the final scores."""

    seq: int
    kind: str  # "board" or "scores"
    view: View
    previous: View | None
    alt: str  # the picture's words for screen readers (names in, unescaped)
    caption: str  # plain text: when it was posted


@dataclass(frozen=True)
class Part:
    """A post of a move: its lines (HTML) and the picture posted with it, if any."""

    lines: tuple[Markup, ...]
    frame: int | None = None


@dataclass(frozen=True)
class Entry:
    """One stored move (seq 0: the start) as the thread told it."""

    seq: int
    at: str  # when it was stored (ISO 8601, UTC)
    heading: str | None  # a new round (or stage) begins with this move: its title
    parts: tuple[Part, ...]


def seat_names(row: GameRow, seats: list[Seat], lang: str) -> dict[str, str]:
    """Display names by player as the thread's images show them (cleaned, told apart), a
    computer's in the page's language ("Ordinateur 2" on a French page of any game)."""
    return table.raw_names(_Open(replace(row, language=lang), seats))


@dataclass
class _Open:
    """A game as bot/table.py's helpers read it (its row and seats), without a session."""

    row: GameRow
    seats: list[Seat]
    loaded: Loaded = field(init=False)

    def __post_init__(self) -> None:
        self.loaded = Loaded(self.row, self.seats, None)


class Story:
    """The story of one game in one language, replayed up to move `seq`."""

    def __init__(self, plugin: GamePlugin, row: GameRow, seats: list[Seat], lang: str) -> None:
        self.plugin = plugin
        self.row = row
        self.lang = lang
        self.players = [seat.player for seat in seats]
        self.names = wording.Names(seat_names(row, seats, lang))
        self.stored: list[StoredAction] = []
        self.entries: list[Entry] = []
        self.frames: list[Frame] = []
        self.seq = 0
        self.stage_at: str | None = None  # when the current decision began (a move's time)
        self._heading: object = None
        self._view: tuple[int, View] | None = None
        self.game: Game | None = None
        if row.status != "lobby":
            self.game = plugin.new_game(self.players, row.seed, row.options)
            self._start()

    @property
    def view(self) -> View | None:
        """The spectator's view now (made once per move: every page asks for it)."""
        if self.game is None:
            return None
        if self._view is None or self._view[0] != self.seq:
            self._view = (self.seq, self.game.view(None))
        return self._view[1]

    def rename(self, row: GameRow, seats: list[Seat]) -> None:
        """Names for the moves told from now on (a seat handed over); told ones stay."""
        self.row = row
        self.names.by_player = seat_names(row, seats, self.lang)

    def advance(self, stored: Iterable[StoredAction]) -> None:
        """Tell the moves after `seq`, in order. CPU-bound."""
        for action in stored:
            if action.seq <= self.seq or self.game is None:
                continue
            self._tell(action)
            self.stored.append(action)
            self.seq = action.seq

    # ---------------------------------------------------------------- telling
    def _start(self) -> None:
        assert self.game is not None
        lang, names = self.lang, self.names
        title = t(self.plugin.title_key, lang)
        seats = join((names(p) for p in self.players), lang)
        posts = [Post(t("lobby.started", lang, game=title, id=self.row.id, seats=seats))]
        public = [e for e in self.game.start() if "to" not in e]
        if public:
            view = self.game.view(None)
            posts += self.plugin.presenter.after_move(view, view, public, names, lang)
        self._entry(0, self.row.created_at, self.game.view(None), posts)

    def _tell(self, action: StoredAction) -> None:
        assert self.game is not None
        lang, names, presenter = self.lang, self.names, self.plugin.presenter
        before = self.game.view(None)
        if is_undo(action.action):
            self.game = self.plugin.replay(
                self.players, self.row.seed, self.row.options, [*self.stored, action]
            )
            after = self.game.view(None)
            text = t("thread.undone", lang, name=names(action.player))
            posts = [Post(text, image="board" if self.plugin.renders else None)]
        else:
            events = [e for e in self.game.apply(action.player, action.action) if "to" not in e]
            after = self.game.view(None)
            posts = presenter.after_move(before, after, events, names, lang)
        said = self._lockin(before, after) + self._moved_for(action, before)
        if after.get("stage") != before.get("stage"):
            self.stage_at = action.created_at
        self._entry(action.seq, action.created_at, before, [*said, *posts], after)
        if after.get("over"):
            self._final(action, after)

    def _lockin(self, before: View, after: View) -> list[Post]:
        """A sealed decision just completed: who had chosen (never what)."""
        if before.get("decision") != "sealed" or before.get("stage") == after.get("stage"):
            return []
        seats = before.get("seats") or {}
        locked = [
            p
            for p in self.players
            if seats.get(p, {}).get("locked_in") or p in (before.get("active_players") or [])
        ]
        text = t(
            "thread.lockin.all",
            self.lang,
            stage=self._stage(before),
            phase=self.plugin.presenter.phase_name(before, self.lang),
            locked=join((self.names(p) for p in locked), self.lang),
        )
        return [Post(text)]

    def _moved_for(self, action: StoredAction, before: View) -> list[Post]:
        """The computer moved for a person (a deadline, away, the host): said as the thread
        says it, the move itself only when it was not secret."""
        actor = action.actor or ""
        reason = actor.partition(":")[2]
        if not actor.startswith("cpu:") or not reason:
            return []
        secret = before.get("decision") in ("sealed", "private")
        label = self.plugin.presenter.label(action.action, None, self.lang)
        what = "" if secret else t("thread.moved_for.what", self.lang, label=label)
        name = self.names(action.player)
        return [Post(t(f"thread.moved_for.{reason}", self.lang, name=name, what=what))]

    def _final(self, action: StoredAction, now: View) -> None:
        lang, names = self.lang, self.names
        scores: dict[str, int] = now.get("scores") or {}
        winners = now.get("winners") or []
        order = sorted(self.players, key=lambda p: (-scores.get(p, 0), p not in winners))
        lines = "\n".join(
            t("thread.final.line", lang, name=names(p), total=scores.get(p, 0)) for p in order
        )
        text = t(
            "thread.final",
            lang,
            reason=self.plugin.presenter.end_reason(now, names, lang),
            lines=lines,
            winners=join((names(w) for w in winners), lang),
            count=len(winners),
        )
        post = Post(text, image="scores" if self.plugin.renders else None)
        self._entry(action.seq, action.created_at, now, [post], now)

    def _entry(
        self, seq: int, at: str, before: View, posts: Sequence[Post], after: View | None = None
    ) -> None:
        key = before.get("round") if before.get("round") is not None else before.get("phase")
        heading = None
        if key != self._heading:
            self._heading = key
            heading = self._stage(before)
        parts = []
        for post in posts:
            frame = None
            if post.image and self.plugin.renders and after is not None:
                frame = self._frame(seq, post.image, after, post.previous)
            lines = tuple(wording.lines(post.text, self.names.shown))
            if lines or frame is not None:
                parts.append(Part(lines, frame))
        if parts:
            self.entries.append(Entry(seq, at, heading, tuple(parts)))
        elif heading is not None:
            self._heading = None  # said nothing: the heading comes with the next line

    def _frame(self, seq: int, kind: str, view: View, previous: Mapping[str, Any] | None) -> int:
        alt = self.plugin.presenter.alt_text(view, kind, self.names, self.lang)
        self.frames.append(
            Frame(
                seq,
                kind,
                view,
                dict(previous) if previous is not None else None,
                wording.plain(alt, self.names.shown),
                self._stage(view),
            )
        )
        return len(self.frames) - 1

    def _stage(self, view: View) -> str:
        """ "Round 3" for games with rounds, else the phase as the game names it."""
        if view.get("round") is not None:
            return t("round.n", self.lang, round=view["round"])
        return self.plugin.presenter.phase_name(view, self.lang)
