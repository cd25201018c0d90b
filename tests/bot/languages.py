"""Reading a simulated game as its players would (each member's Discord locale is the
`locales` fixture of tests/bot/conftest.py): the phrases of one language that another never
uses, raw message ids, and the moves people make (the DM picker, the thread's panel button,
/game hand). Shared by the language tests and the whole games of tests/obligations."""

from __future__ import annotations

import functools
import os
import random
import re
from pathlib import Path
from typing import Any

from fluent.syntax import FluentParser, ast

from bot import plugins
from tests.bot.conftest import custom_ids, select_values
from tests.bot.helpers import pick
from text import catalogs as i18n


def _sources(code: str) -> list[str]:
    """Every Fluent source of one language: the catalog files (platform and games under cogs/)
    and the texts of the games registered now that ship theirs as source (test games)."""
    found = [path.read_text(encoding="utf-8") for path in i18n.catalog_files(code)]
    found += [p.texts[code] for p in plugins.all_plugins() if code in p.texts]
    return found


def _messages(code: str) -> dict[str, list[str]]:
    return _parsed(tuple(_sources(code)))


@functools.lru_cache(maxsize=16)
def _parsed(sources: tuple[str, ...]) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for source in sources:
        for entry in FluentParser().parse(source).body:
            if isinstance(entry, ast.Message) and entry.value is not None:
                found[entry.id.name] = _texts_of(entry.value)
    return found


def phrases(language: str, other: str) -> set[str]:
    """Literal pieces of `language`'s messages (10+ characters) that `other` never uses: if one
    shows up in a transcript meant to be in `other`, a text was not translated."""
    return set(_phrases(tuple(_sources(language)), tuple(_sources(other))))


@functools.lru_cache(maxsize=16)
def _phrases(mine: tuple[str, ...], theirs_: tuple[str, ...]) -> frozenset[str]:
    # Cached: each game's scan asks for every pair of languages, over the same catalogs.
    theirs = _parsed(theirs_)
    every_other = "\n".join(text for texts in theirs.values() for text in texts)
    found = set()
    for texts in _parsed(mine).values():
        for text in texts:
            for piece in re.split(r"[\n(){}]", text):
                piece = piece.strip(" .,:;!?-→…*")
                if len(piece) >= 10 and piece not in every_other:
                    found.add(piece)
    return frozenset(found)


def _texts_of(node: Any) -> list[str]:
    out: list[str] = []
    if isinstance(node, ast.TextElement):
        out.append(node.value)
    elif isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                out.extend(_texts_of(child))
    return out


def leaks(texts: list[str], found: set[str]) -> list[str]:
    joined = "\n".join(texts)
    return sorted(p for p in found if p in joined)


def foreign(texts: list[str], language: str) -> list[str]:
    """Phrases of every other language found in texts meant to be in `language`."""
    out: list[str] = []
    for other in i18n.LANGUAGES:
        if other != language:
            out += leaks(texts, phrases(other, language))
    return out


def raw_ids(texts: list[str]) -> list[str]:
    """Message ids shown as such (`game-over`, `rule.foo.bar`): a text looked up and not found
    in any language. Also a dotted id that names no message at all (`err.board.unknown_game`,
    whose catalog id was spelled otherwise): a dotted word in a catalog's namespace."""
    ids = {name for code in i18n.LANGUAGES for name in _messages(code)}
    keys = ids | {name.replace("-", ".") for name in ids}
    namespaces = {name.split("-")[0] for name in ids}
    text = "\n".join(texts)
    words = re.findall(r"[a-z0-9_]+(?:[.-][a-z0-9_]+)+", text)
    dotted = re.findall(r"(?<![\w./])[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+(?![\w/])", text)
    unknown = {w for w in dotted if w.split(".")[0] in namespaces}
    return sorted({w for w in words if w in keys} | unknown)


# French puts a narrow no-break space before these (bot/locales/README.md): a colon right after
# a word or after an ordinary space is punctuation some code put there, not a catalog.
_FRENCH_HIGH = re.compile(r"(?<![\u202f\u00a0])[:;!?](?=[\s*»)]|$)")
_MARKUP = re.compile(r"<[^<>\s]*>|https?://\S+")


def unspaced(texts: list[str], language: str) -> list[str]:
    """In French texts, each `:` `;` `!` `?` without its narrow no-break space before it, in
    context: a sentence put together in code ("(fil : #x): Vous avez...") rather than worded
    by a catalog. Discord markup and links are left out."""
    if language != "fr":
        return []
    found = []
    for text in texts:
        plain = _MARKUP.sub("", text)
        found += [plain[max(0, m.start() - 20) : m.end() + 5] for m in _FRENCH_HIGH.finditer(plain)]
    return found


def write(name: str, parts: dict[str, list[str]]) -> None:
    """Set WHISTLESTOP_TRANSCRIPT=folder to write a game's transcript there, for reading."""
    folder = os.environ.get("WHISTLESTOP_TRANSCRIPT")
    if not folder:
        return
    Path(folder).mkdir(parents=True, exist_ok=True)
    with open(Path(folder) / f"{name}.md", "w", encoding="utf-8") as out:
        for title, texts in parts.items():
            out.write(f"## {title}\n\n" + "\n---\n".join(texts) + "\n\n")


async def pick_any(member: Any, message: Any, rng: random.Random) -> Any:
    """A random move from a picker; a multi-select (values `element#n`) gets at least one value
    (simcord cannot submit an empty one)."""
    values = sorted(select_values(message))
    if values and all("#" in v for v in values):
        return await member.select(message, rng.sample(values, rng.randint(1, len(values))))
    return await pick(member, message, rng)


def number(thread_name: str) -> int:
    found = re.search(r"(\d+)$", thread_name)
    assert found, thread_name
    return int(found.group(1))


def panel_button(message: Any) -> str | None:
    return next((c for c in custom_ids(message) if ":panel:" in c), None)


async def live_dm(env: Any, game_id: int, member: Any) -> Any | None:
    """The member's DM prompt if the bot holds one open for their current decision."""
    stored = await env.bot.storage.get_message(game_id, "prompt", str(member.id))
    if stored is None or stored[2].startswith("done:"):
        return None
    dm = member.user.dm_channel
    if dm is None or stored[0] != dm.id:
        return None
    return next((m for m in dm.history() if m.id == stored[1] and select_values(m)), None)


def contents(messages: list[Any]) -> list[str]:
    return [m.content or "" for m in messages]


async def view(env: Any, game_id: int) -> dict[str, Any]:
    async with env.bot.sessions.open(game_id) as s:
        return s.game.view(None)
