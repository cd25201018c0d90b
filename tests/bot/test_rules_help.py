"""/game rules and /game help through the simulated Discord, in English, French and Dutch: the
rules reference of each game, paged by buttons, privately, with its topics found by typing; Card
Rails' cards as pictures, the card game's scoring table as the game scores it; the lobby and a
player's first prompt point to it once; the help lists every command of the tree, grouped."""

from __future__ import annotations

import re
from typing import Any

import pytest
from discord import app_commands

from bot import plugins
from bot.rules import pages
from cogs.rules import _line, _parts
from engine.santafe_cards.scoring import TABLE
from tests.bot.helpers import Table, refusals
from text import t

LANGUAGES = {"en": "en-US", "fr": "fr", "nl": "nl"}


def _speaking(env: Any, locales: dict[int, str], language: str) -> tuple[Table, Any]:
    """A server with Alice, whose Discord speaks `language`."""
    table = Table(env, n=1)
    (alice,) = table.players
    locales[alice.id] = LANGUAGES[language]
    return table, alice


def _page_of(text: str) -> tuple[int, int]:
    found = re.findall(r"(\d+)\D+(\d+)\)\*\*", text.split("\n", 1)[0])
    assert found, text[:120]
    return int(found[-1][0]), int(found[-1][1])


# Every game's reference, with a topic found by typing part of its title in each language.
TOPICS = {"cardrails": "scoring", "santafe": "end", "santafe-cards": "scoring"}


@pytest.mark.parametrize("language", sorted(LANGUAGES))
@pytest.mark.parametrize("game", sorted(TOPICS))
async def test_the_rules_of_every_game_page_by_page(simcord_env, locales, language, game):
    env = simcord_env
    table, alice = _speaking(env, locales, language)
    shown = await alice.slash(table.channel, "game rules", game=game)
    message = shown.response
    assert shown.ephemeral and message.ephemeral
    plugin = plugins.get(game)
    assert plugin is not None
    book = pages(plugin, language)
    for topic in plugin.rules:
        assert t(f"rules.{game}.{topic.id}.title", language) in message.content
    next_label = t("btn.board.next", language)
    seen_pictures = 0
    for number in range(1, len(book) + 1):
        assert _page_of(message.content) == (number, len(book))
        assert len(message.content) <= 2000
        if book[number - 1].picture:
            seen_pictures += 1
            assert [a.filename for a in message.attachments] == [f"{book[number - 1].picture}.png"]
        else:
            assert not message.attachments
        if number < len(book):
            await alice.click(message, label=next_label)
    # Card Rails: one page of cards per railroad.
    assert seen_pictures == sum(len(topic.pictures) for topic in plugin.rules)
    assert seen_pictures == (5 if game == "cardrails" else 0)
    await alice.click(message, label=t("rules.btn.contents", language))
    assert _page_of(message.content) == (1, len(book))
    # A topic found by typing a word of its title in the reader's language, and shown.
    topic = TOPICS[game]
    title = t(f"rules.{game}.{topic}.title", language)
    word = max(title.split(), key=len)[:4]
    found = await alice.autocomplete(table.channel, "game rules", "topic", word, game=game)
    assert topic in [c["value"] for c in found], (word, found)
    chosen = await alice.slash(table.channel, "game rules", game=game, topic=topic)
    assert title in chosen.response.content.split("\n", 1)[0]
    refusals(env)


@pytest.mark.parametrize("language", sorted(LANGUAGES))
async def test_a_topic_typed_and_sent_without_picking_it_opens_that_topic(
    simcord_env, locales, language
):
    env = simcord_env
    table, alice = _speaking(env, locales, language)
    title = t("rules.cardrails.building.title", language)
    typed = title.split()[-1].upper()  # a word of its title, as typed, never picked
    shown = await alice.slash(table.channel, "game rules", game="cardrails", topic=typed)
    assert title in shown.response.content.split("\n", 1)[0]
    nothing = await alice.slash(table.channel, "game rules", game="cardrails", topic="zzz")
    assert t("rules.title", language) in nothing.response.content.split("\n", 1)[0]
    refusals(env)


@pytest.mark.parametrize("language", sorted(LANGUAGES))
async def test_the_card_games_scoring_table_is_the_one_it_scores_with(
    simcord_env, locales, language
):
    env = simcord_env
    table, alice = _speaking(env, locales, language)
    shown = await alice.slash(table.channel, "game rules", game="santafe-cards", topic="scoring")
    block = shown.response.content.split("```")[1]
    rows = [line.split()[1:] for line in block.strip().splitlines()]
    points = [int(n) for row in rows[1::2] for n in row]
    tricks = [int(n) for row in rows[0::2] for n in row]
    assert tricks == list(range(12)) and points == list(TABLE)
    refusals(env)


@pytest.mark.parametrize("language", sorted(LANGUAGES))
async def test_help_lists_every_command_grouped(simcord_env, locales, language):
    env = simcord_env
    table, alice = _speaking(env, locales, language)
    shown = await alice.slash(table.channel, "game help")
    assert shown.ephemeral
    (embed,) = shown.response.embeds
    assert embed.title == t("help.title", language)
    text = "\n".join(f"{field.name}\n{field.value}" for field in embed.fields)
    every = []
    for command in env.bot.tree.get_commands():
        subs = command.commands if isinstance(command, app_commands.Group) else [command]
        every += [(f"`/{sub.qualified_name}`", _line(sub, language)) for sub in subs]
    assert len(every) > 25
    for name, line in every:
        assert text.count(f"{name}:") == 1, name
        assert line in text.splitlines(), line  # whole, never cut
    assert all(len(field.value) <= 1024 for field in embed.fields)
    assert len(embed) <= 6000
    for group in ("start", "play", "slow", "host", "ratings"):
        assert t(f"help.group.{group}", language) in [field.name for field in embed.fields]
    assert t("cmd.game.undo", language) in text and t("cmd.cardrails.build", language) in text
    refusals(env)


async def test_the_lobby_and_the_first_prompt_point_to_the_rules(simcord_env):
    env = simcord_env
    table = Table(env, n=2)
    hint = t("rules.hint", "en", game=t("game.santafe-cards", "en"))
    alice, bob = table.players
    waiting = await alice.slash(table.channel, "game new", game="santafe-cards")
    assert hint in waiting.response.content  # the lobby points to the rules
    game_id, _, thread = await table.open_game(game="santafe-cards", seats=3, cpus=1)
    first = [m for m in alice.user.dm_channel.history() if "Your decision" in (m.content or "")]
    assert first and hint in first[0].content
    await table.play_dm(alice)
    later = alice.user.dm_channel.history()[-1].content
    assert hint not in later  # once: her later prompts no longer carry it
    dmg = [m.content for m in bob.user.dm_channel.history()]
    assert any(hint in c for c in dmg)
    assert game_id > 0 and thread is not None
    refusals(env)


def _lobby_text(lobby: Any) -> str:
    return lobby.content


def test_a_long_group_of_commands_takes_several_fields_cut_between_lines():
    lines = [f"`/game c{i}`: " + "words " * 30 for i in range(20)]
    parts = _parts("\n".join(lines))
    assert len(parts) > 1 and all(len(part) <= 1024 for part in parts)
    assert [line for part in parts for line in part.split("\n")] == lines


COMMAND = re.compile(r"/([a-z_]+) ([a-z_]+)((?: [a-z_0-9]+:)*)")


async def test_every_command_the_rules_name_is_one_the_bot_has(simcord_env):
    """The rules' pages name commands and their options as a player types them: each exists in
    the command tree, with those options (a renamed command never leaves a page stale)."""
    tree: dict[tuple[str, str], set[str]] = {}
    for command in simcord_env.bot.tree.get_commands():
        if isinstance(command, app_commands.Group):
            for sub in command.commands:
                tree[(command.name, sub.name)] = {p.display_name for p in sub.parameters}
    named = 0
    for plugin in plugins.all_plugins():
        for language in LANGUAGES:
            for page in pages(plugin, language):
                for group, name, options in COMMAND.findall(page.text):
                    assert (group, name) in tree, f"/{group} {name} ({plugin.name}, {language})"
                    wanted = {o.rstrip(":") for o in options.split()}
                    assert wanted <= tree[(group, name)], (group, name, wanted)
                    named += 1
    assert named > 30
