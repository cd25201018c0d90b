"""A game's rules reference in the bot (/game rules): its topics, as its plug-in lists them
(`GamePlugin.rules`), made into pages a person turns with buttons, in their own language.

Page 0 lists the topics; then each topic's text, in as many pages as it takes (cut between
paragraphs, so a page never ends mid-sentence), then a page per picture of the topic (drawn in
the renderer process, like every board). Every word comes from the game's catalogs
(`rules-<game>-<topic>-title`, `rules-<game>-<topic>`, `rules-<game>-picture-<picture>`),
written in the project's own words, never copied from a rulebook.
"""

from __future__ import annotations

import io
from dataclasses import dataclass

import discord

from bot import table
from bot.plugins import GamePlugin
from bot.renderer import RENDERER
from bot.table import OpenGame
from text import t

__all__ = ["Page", "first_hint", "pages", "picture_file", "rules_hint"]

PAGE_TEXT = 1700  # characters of a topic's text on one page (a message holds 2,000)


@dataclass(frozen=True)
class Page:
    """One page: its topic (None: the contents), its text, and the picture drawn with it."""

    topic: str | None
    text: str
    picture: str | None = None


def _key(plugin: GamePlugin, *parts: str) -> str:
    return ".".join(("rules", plugin.name, *parts))


def topic_title(plugin: GamePlugin, topic: str, locale: object | None) -> str:
    return t(_key(plugin, topic, "title"), locale)


def _cut(text: str) -> list[str]:
    """A topic's text in pieces of at most PAGE_TEXT characters, cut between paragraphs (a
    paragraph longer than a page, between lines)."""
    pieces: list[str] = []
    current = ""
    for paragraph in text.split("\n\n"):
        for part in _lines(paragraph):
            joined = f"{current}\n\n{part}" if current else part
            if len(joined) <= PAGE_TEXT:
                current = joined
                continue
            if current:
                pieces.append(current)
            current = part
    return [*pieces, current] if current else pieces


def _lines(paragraph: str) -> list[str]:
    if len(paragraph) <= PAGE_TEXT:
        return [paragraph]
    out, current = [], ""
    for line in paragraph.split("\n"):
        joined = f"{current}\n{line}" if current else line
        if len(joined) > PAGE_TEXT and current:
            out.append(current)
            joined = line
        current = joined
    return [*out, current[:PAGE_TEXT]]


def pages(plugin: GamePlugin, locale: object | None) -> list[Page]:
    """Every page of the game's rules reference in the reader's language: the contents first."""
    topics = [topic_title(plugin, topic.id, locale) for topic in plugin.rules]
    contents = [f"{i + 1}. {title}" for i, title in enumerate(topics)]
    book = [Page(None, t("rules.contents", locale, topics="\n".join(contents)))]
    for topic in plugin.rules:
        book += [Page(topic.id, piece) for piece in _cut(t(_key(plugin, topic.id), locale))]
        book += [
            Page(topic.id, t(_key(plugin, "picture", picture), locale), picture)
            for picture in topic.pictures
        ]
    return book


def first_page(book: list[Page], topic: str | None) -> int:
    """Where a topic begins (the contents when none is asked or it is not one)."""
    return next((i for i, page in enumerate(book) if topic and page.topic == topic), 0)


def page_text(plugin: GamePlugin, book: list[Page], index: int, locale: object | None) -> str:
    """A page as it is shown: which game, topic and page, then its text."""
    page = book[index]
    game = t(plugin.title_key, locale)
    title = topic_title(plugin, page.topic, locale) if page.topic else t("rules.title", locale)
    head = t("rules.page", locale, game=game, title=title, page=index + 1, pages=len(book))
    return f"**{head}**\n\n{page.text}"


async def picture_file(plugin: GamePlugin, picture: str, language: str) -> discord.File:
    """A page's picture, drawn off the event loop in the renderer process."""
    import render

    png = await RENDERER.draw(render.picture_png, plugin.name, picture, language)
    return discord.File(io.BytesIO(png), filename=f"{picture}.png")


def first_hint(s: OpenGame, player: str, locale: object | None) -> list[str]:
    """The rules hint of a player's first prompt (before their first move), as its lines."""
    hint = rules_hint(table.plugin_of(s), locale) if s.loaded.token(player) == 0 else None
    return [hint] if hint else []


def rules_hint(plugin: GamePlugin, locale: object | None) -> str | None:
    """One line pointing a newcomer to the rules and the commands (the lobby, a player's first
    prompt); None for a game without a rules reference."""
    if not plugin.rules:
        return None
    return t("rules.hint", locale, game=t(plugin.title_key, locale))
