"""The bot's one lock order, and the checks that keep it.

A task waits for what it needs in this order, outermost first, and never the other way round:

1. a **thinking slot** (`Thinking.slot`: one per thinking process and one waiting), held while
   a computer's move is read from its game and thought;
2. **a game's lock** (`Sessions.hold` / `Sessions.open`), one game at a time;
3. **leaves**: a database statement or transaction (a connection of the pool), a claimed
   announcement step, a drawing in the renderer process, a call to Discord. A leaf's holder
   waits for nothing but other leaves, never for a game's lock or a thinking slot.

So a game's lock is the innermost lock: while holding it a task may only call leaves. It never
waits for a thinking slot, never sends a computer's choice to the thinking processes (a think
is computed off the lock, then applied under it only if the game is still at the move it was
computed for: bot/computers.py), and never waits for another game's lock (nor its own again:
asyncio's lock is not reentrant). A slot's holder may take a game's lock; a game's lock's
holder may not take a slot. With one order there is no cycle, hence no deadlock, whatever the
number of slots or connections.

What each task holds is a context variable, set where it is taken (`held`) and checked where a
task is about to wait (`check`). A task started in the background by the bot (bot/background.py)
starts holding nothing, whatever its parent held. A breach raises `LockOrderError` where
`WHISTLESTOP_LOCK_ORDER=strict` (the test suite sets it, and fails any test that breached it,
even inside a background task that logged the error); elsewhere it is logged as an error with
the stack, once per place, and the bot goes on (a deadlock is not certain, a game that raises
on every move is).
"""

from __future__ import annotations

import contextvars
import logging
import os
import traceback
from collections.abc import Iterator
from contextlib import contextmanager
from enum import IntEnum

log = logging.getLogger("whistlestop.lockorder")

STRICT_VARIABLE = "WHISTLESTOP_LOCK_ORDER"


class Level(IntEnum):
    """The levels, outermost first."""

    SLOT = 1
    GAME = 2
    LEAF = 3


class LockOrderError(RuntimeError):
    """A task was about to wait against the bot's one lock order (see the module's text)."""


# What the current task holds: (level, what, scope) outermost first. The scope is whose lock
# it is (a `Sessions`: a process's games), None for what is shared: tests play two processes
# in one (two `Sessions` on one database), and each keeps the order on its own.
Held = tuple[Level, str, object]
_HELD: contextvars.ContextVar[tuple[Held, ...]] = contextvars.ContextVar(
    "whistlestop_held", default=()
)
# Breaches seen in strict mode: the test suite fails a test that left any here.
BREACHES: list[str] = []
_logged: set[str] = set()


def strict() -> bool:
    return os.environ.get(STRICT_VARIABLE, "").strip().lower() == "strict"


def holding() -> list[str]:
    """What the current task holds, outermost first."""
    return [what for _, what, _ in _HELD.get()]


def games_held() -> list[str]:
    return [what for level, what, _ in _HELD.get() if level == Level.GAME]


def _breach(message: str) -> None:
    if strict():
        BREACHES.append(message)
        raise LockOrderError(message)
    place = "".join(traceback.format_stack(limit=8)[:-2])
    if place not in _logged:
        _logged.add(place)
        log.error("lock order broken: %s\n%s", message, place)


def check(level: Level, what: str, scope: object = None) -> None:
    """Before waiting for `what` (of `level`, in `scope`): breach if the task holds anything
    at that level or inside it (leaves may nest: a leaf waits only for leaves)."""
    for held_level, held, held_scope in _HELD.get():
        if held_level < level or held_level == level == Level.LEAF:
            continue
        if scope is None or held_scope is None or held_scope is scope:
            _breach(f"waits for {what} while holding {held}")


def check_off_lock(what: str) -> None:
    """Before work that must never be done under a game's lock (a computer's thinking)."""
    games = games_held()
    if games:
        _breach(f"{what} while holding {', '.join(games)}")


@contextmanager
def held(level: Level, what: str, scope: object = None) -> Iterator[None]:
    """Note that the current task holds `what` until the block ends (call `check` before
    waiting for it)."""
    entry = (level, what, scope)
    _HELD.set((*_HELD.get(), entry))
    try:
        yield
    finally:
        # Removed rather than reset: a block may be left from another task than the one that
        # entered it (a context manager handed over), whose context never held it.
        found = _HELD.get()
        if entry in found:
            at = len(found) - 1 - found[::-1].index(entry)
            _HELD.set(found[:at] + found[at + 1 :])


def detached() -> contextvars.Context:
    """A copy of the current context holding nothing: for a task that runs on its own after
    its parent let go of what it held."""
    context = contextvars.copy_context()
    context.run(_HELD.set, ())
    return context
