"""Autocomplete that narrows as a member types, for every autocompleted option of every command.

An option's autocomplete is built from its *universe*: every value it may take now, each a
`Suggestion` (the value sent, the label shown, and other words it is known by: a code, an id,
a coordinate). Typing narrows the list: a suggestion matches when every word typed begins a
word of its label or of its other words, in any case and with or without accents, so "gre e2"
finds "Build Green at E2" and "verte" finds "Verte"; three letters or more also match inside a
word. Its label typed from its start ranks first, the whole label typed or the value itself (an
option filled in before) before all.
Discord shows at most 25 suggestions: typing more reaches the rest, so every value of the
universe is found by typing its label.

A universe lists only values that can be sent as they are. Out of turn it lists nothing: the
one suggestion says whose turn it is (and, sent as it is, is answered the same way).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Awaitable, Callable, Coroutine, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands

__all__ = [
    "OUT_OF_TURN",
    "OutOfTurn",
    "Suggestion",
    "autocomplete",
    "fold",
    "narrow",
]

MAX_CHOICES = 25  # Discord shows at most 25 suggestions
NAME_MAX = 100  # characters of a suggestion's name and value
MIDDLE = 3  # characters typed from which the middle of a word matches too
# The value of the one suggestion made out of turn: no value of any option looks like it, so a
# command sent with it is answered with whose turn it is, like any other move out of turn.
OUT_OF_TURN = "-"
_WORD = re.compile(r"\w+")


@dataclass(frozen=True)
class Suggestion:
    """One value of an option: `value` is sent, `label` shown, `words` also found by typing."""

    value: str
    label: str
    words: tuple[str, ...] = ()


@dataclass(frozen=True)
class OutOfTurn:
    """No value to offer: the game does not wait for this member. `text` says whose turn it is,
    in the member's language."""

    text: str


Found = Sequence[Suggestion] | OutOfTurn | None
Universe = Callable[[discord.Interaction], Awaitable[Found]]


def fold(text: str) -> str:
    """Text as it is compared: lower case, accents off ("Évreux" is "evreux")."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def _rank(typed: str, words: Sequence[str], suggestion: Suggestion) -> int | None:
    """How well a suggestion matches what was typed (folded): 0 best; None not at all."""
    label = fold(suggestion.label)
    if typed in (label, fold(suggestion.value)):
        return 0
    if label.startswith(typed):
        return 1
    theirs = _WORD.findall(label) + [
        w for other in suggestion.words for w in _WORD.findall(fold(other))
    ]
    if words and all(any(w.startswith(mine) for w in theirs) for mine in words):
        return 2
    if (not words or len(typed) >= MIDDLE) and (
        typed in label or any(typed in fold(other) for other in suggestion.words)
    ):
        return 3  # inside a word ("ton" in "Boston"), or only signs typed ("→")
    return None


def narrow(suggestions: Iterable[Suggestion], current: str) -> list[app_commands.Choice[str]]:
    """The suggestions that match what was typed, best first (in their own order within a
    rank), each value once, at most 25."""
    typed = fold(current).strip()
    words = _WORD.findall(typed)
    ranked: list[tuple[int, int, Suggestion]] = []
    seen: set[str] = set()
    for i, suggestion in enumerate(suggestions):
        if suggestion.value in seen:
            continue
        rank = _rank(typed, words, suggestion) if typed else 0
        if rank is not None:
            seen.add(suggestion.value)
            ranked.append((rank, i, suggestion))
    ranked.sort(key=lambda item: item[:2])
    return [
        app_commands.Choice(name=_fit(s.label), value=s.value[:NAME_MAX])
        for _, _, s in ranked[:MAX_CHOICES]
    ]


def autocomplete(
    universe: Universe,
) -> Callable[[discord.Interaction, str], Coroutine[Any, Any, list[app_commands.Choice[str]]]]:
    """An autocomplete callback for discord.py from an option's universe. The universe stays
    reachable as the callback's `universe` (the tests walk every command's options with it)."""

    async def complete(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        found = await universe(interaction)
        if found is None:
            return []
        if isinstance(found, OutOfTurn):
            return [app_commands.Choice(name=_fit(found.text), value=OUT_OF_TURN)]
        return narrow(found, current)

    complete.universe = universe  # type: ignore[attr-defined]
    complete.__doc__ = universe.__doc__
    return complete


def _fit(text: str) -> str:
    return text if len(text) <= NAME_MAX else text[: NAME_MAX - 1] + "…"
