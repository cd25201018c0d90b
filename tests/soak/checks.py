"""What the soak asserts, and the line it prints.

- Every game ends (over, or cancelled by its host) within the virtual-time bound.
- No game's lock is held across more than LOCK_BOUND virtual seconds (the bots measure each
  lock: how long waited, how long held, in real and virtual time).
- No acknowledged move is lost or applied twice: every move a member was told was accepted is
  in the log as told, no two answers claim the same move, and no two accepted answers come
  from one intent (the same reference to a move, sent twice).
- Everyone awaited holds a live prompt once the faults are over (tests/bot/test_live_table.py's
  `_live_prompt`, here on the world's records): the prompt stored for their very decision, not
  retired, a DM with a select or a thread ping with its button.
- No hidden card leaks: no image drawn from a player's view, no private line of a seat in
  public or in a DM of a member who never held that seat, the spectator view the same in
  every world a player cannot tell from the real one.
- Nothing left unanswered, no unexpected error, no game waiting on computers alone.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from bot import plugins
from bot.prompts import PING
from tests.soak.ui import UI, button, select_options

LOCK_BOUND = 600.0  # virtual seconds: Discord's retries under a lock, never a day


@dataclass
class Failures:
    found: dict[str, list[str]] = field(default_factory=dict)
    switched_off: tuple[str, ...] = ()

    def add(self, kind: str, text: str) -> None:
        self.found.setdefault(kind, []).append(text)

    def __bool__(self) -> bool:
        return bool(self.found)

    def lines(self) -> list[str]:
        out = []
        for kind, texts in sorted(self.found.items()):
            out.append(f"{kind}: {len(texts)}")
            out += [f"  {text}" for text in texts[:8]]
        return out


def live_prompt(ui: UI, stored: tuple[int, int, str] | None, key: str, thread: int | None) -> str:
    """Empty if the stored prompt is live for decision `key`; else what is wrong."""
    if stored is None:
        return "no prompt was ever sent"
    channel_id, message_id, token = stored
    if token.startswith("done:"):
        return f"the prompt was retired: {token}"
    if token.removeprefix(PING) != key:
        return f"the prompt is for {token}, not {key}"
    message = ui.message(channel_id, message_id)
    if message is None:
        return f"the prompt's message {message_id} is gone (channel {channel_id})"
    if channel_id == thread or (
        ui.backend.channels.get(channel_id, None) is not None
        and (ui.backend.channels[channel_id].guild_id is not None)
    ):
        if button(message, "panel") or button(message, "hand"):
            return ""
        return f"the ping has no button: {message.content!r}"
    if select_options(message):
        return ""
    return f"the DM offers nothing: {message.content!r}"


def ledger(
    acks: dict[int, Any], intents: dict[int, Any], logs: dict[int, list[Any]]
) -> tuple[Counter[str], list[str]]:
    """The acknowledged moves against the stored log: (counts, what went wrong)."""
    counts: Counter[str] = Counter()
    wrong: list[str] = []
    claimed: dict[tuple[int, int], int] = {}
    by_intent: dict[Any, int] = {}
    for interaction, ack in acks.items():
        moves = [m for m in ack.moves if m[4] == str(ack.user)]
        if not moves:
            continue
        if ack.refused:
            counts["stored but refused"] += len(moves)
            wrong.append(f"interaction {interaction}: told refused, stored {moves}")
            continue
        counts["acked"] += len(moves)
        intent = intents.get(interaction)
        if intent is not None:
            earlier = by_intent.get(intent)
            if earlier is not None and not _undone_between(acks[earlier], moves, logs):
                counts["doubled"] += 1
                wrong.append(f"interaction {interaction} repeats {earlier}: {intent}")
            by_intent[intent] = interaction
        for game, seq, player, action, actor in moves:
            if (game, seq) in claimed:
                counts["doubled"] += 1
                wrong.append(f"game {game} move {seq} acknowledged twice")
            claimed[(game, seq)] = interaction
            stored = logs.get(game, [])
            entry = stored[seq - 1] if 0 < seq <= len(stored) else None
            if entry is None or (entry.player, entry.action, entry.actor) != (
                player,
                action,
                actor,
            ):
                counts["lost"] += 1
                wrong.append(f"game {game} move {seq} ({player}: {action}) not in the log")
    return counts, wrong


def _undone_between(earlier: Any, moves: list[Any], logs: dict[int, list[Any]]) -> bool:
    """Whether the game's log takes a move back between an earlier answer's moves and these
    (the same choice made again after /game undo is a new move)."""
    game = moves[0][0]
    first = min((m[1] for m in earlier.moves if m[0] == game), default=0)
    last = max(m[1] for m in moves)
    stored = logs.get(game, [])
    return any(plugins.is_undo(a.action) for a in stored[first:last])


def image_leak(drawn: dict[str, Any]) -> str:
    """Empty if an image was drawn from the spectator's view."""
    view = drawn.get("view") or {}
    if view.get("viewer") is not None:
        return (
            f"{drawn.get('kind')} image of {drawn.get('game')} drawn from {view['viewer']}'s view"
        )
    return ""


def percentile(values: list[float], p: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]
