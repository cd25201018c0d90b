"""Whole games in French and in Dutch through the simulated Discord, read as their players
would: the thread and the images in the game's language, each member's private messages in
their own Discord locale, and no sentence of another language anywhere.

Set WHISTLESTOP_TRANSCRIPT=folder to write each game's transcript there, for reading."""

from __future__ import annotations

import os
import random
import re
from pathlib import Path
from typing import Any

import pytest
import simcord.interactions
from fluent.syntax import FluentParser, ast

from tests.bot.conftest import custom_ids, select_values
from tests.bot.helpers import pick, refusals
from text import catalogs as i18n


@pytest.fixture
def rendered() -> None:
    """The real renderer: images are part of what players read."""
    return None


@pytest.fixture
def locales(monkeypatch) -> dict[int, str]:
    """Discord locales by user id (and by guild id for the server's locale): simcord sends
    every interaction as en-US, real clients send their own."""
    chosen: dict[int, str] = {}
    original = simcord.interactions.base_payload

    def base_payload(backend: Any, **kwargs: Any) -> Any:
        record, payload = original(backend, **kwargs)
        payload["locale"] = chosen.get(kwargs["user_id"], "en-US")
        if kwargs.get("guild_id") is not None:
            payload["guild_locale"] = chosen.get(kwargs["guild_id"], "en-US")
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", base_payload)
    return chosen


def _phrases(language: str, other: str, folders: list[str]) -> set[str]:
    """Literal pieces of `language`'s messages (10+ characters) that `other` never uses: if one
    shows up in a transcript meant to be in `other`, a text was not translated."""

    def pieces(code: str) -> dict[str, list[str]]:
        found: dict[str, list[str]] = {}
        for folder in folders:
            for path in sorted((i18n.ROOT / folder / code).glob("*.ftl")):
                for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
                    if isinstance(entry, ast.Message) and entry.value is not None:
                        texts = _texts_of(entry.value)
                        found[entry.id.name] = texts
        return found

    theirs = pieces(other)
    every_other = "\n".join(text for texts in theirs.values() for text in texts)
    phrases = set()
    for texts in pieces(language).values():
        for text in texts:
            for piece in re.split(r"[\n(){}]", text):
                piece = piece.strip(" .,:;!?-→…*")
                if len(piece) >= 10 and piece not in every_other:
                    phrases.add(piece)
    return phrases


def _texts_of(node: Any) -> list[str]:
    out: list[str] = []
    if isinstance(node, ast.TextElement):
        out.append(node.value)
    elif isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                out.extend(_texts_of(child))
    return out


def _leaks(texts: list[str], phrases: set[str]) -> list[str]:
    joined = "\n".join(texts)
    return sorted(p for p in phrases if p in joined)


def _write(name: str, parts: dict[str, list[str]]) -> None:
    folder = os.environ.get("WHISTLESTOP_TRANSCRIPT")
    if not folder:
        return
    Path(folder).mkdir(parents=True, exist_ok=True)
    with open(Path(folder) / f"{name}.md", "w", encoding="utf-8") as out:
        for title, texts in parts.items():
            out.write(f"## {title}\n\n" + "\n---\n".join(texts) + "\n\n")


async def _pick(member: Any, message: Any, rng: random.Random) -> Any:
    """A random move from a picker; a multi-select gets at least one value (simcord cannot
    submit an empty one)."""
    values = sorted(select_values(message))
    if values and not any(v.startswith(("a", "g", "n")) for v in values):
        return await member.select(message, rng.sample(values, rng.randint(1, len(values))))
    return await pick(member, message, rng)


def _number(thread_name: str) -> int:
    found = re.search(r"(\d+)$", thread_name)
    assert found, thread_name
    return int(found.group(1))


def _panel_button(message: Any) -> str | None:
    return next((c for c in custom_ids(message) if ":panel:" in c), None)


async def _live_dm(env: Any, game_id: int, member: Any) -> Any | None:
    """The member's DM prompt if the bot holds one open for their current decision."""
    stored = await env.bot.storage.get_message(game_id, "prompt", str(member.id))
    if stored is None or stored[2].startswith("done:"):
        return None
    dm = member.user.dm_channel
    if dm is None or stored[0] != dm.id:
        return None
    return next((m for m in dm.history() if m.id == stored[1] and select_values(m)), None)


def _contents(messages: list[Any]) -> list[str]:
    return [m.content or "" for m in messages]


async def _view(env: Any, game_id: int) -> dict[str, Any]:
    async with env.bot.sessions.open(game_id) as s:
        return s.game.view(None)


@pytest.mark.real_engine
async def test_a_french_santa_fe_game_from_lobby_to_final_scores(simcord_env, locales):
    """A French server: the game defaults to French; Amélie and Benoît play in French, Cora's
    Discord is in English: the thread is French for everyone, Cora's DMs are English."""
    rng = random.Random(11)
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("jeux")
    names = ("amélie", "benoît", "cora")
    players = [guild.add_member(simcord_env.create_user(n)) for n in names]
    amelie, benoit, cora = players
    by_id = {str(p.id): p for p in players}
    locales.update({guild.id: "fr", amelie.id: "fr", benoit.id: "fr", cora.id: "en-GB"})

    result = await amelie.slash(channel, "game new", game="santafe", seats=4)
    lobby = result.response
    assert "salle d'attente" in lobby.content and "Français" in lobby.content
    thread = channel.threads[-1]
    for member in (benoit, cora):
        await member.click(lobby, label="Rejoindre")
    await amelie.click(lobby, label="Ajouter un joueur ordinateur")
    await amelie.click(lobby, label="Lancer la partie")
    game_id = _number(thread.name)
    assert thread.name == f"Santa Fe n°\u00a0{game_id}"
    ephemeral: dict[str, list[str]] = {name: [] for name in names}
    for step in range(2000):
        view = await _view(simcord_env, game_id)
        if view["over"]:
            break
        humans = [p for p in view["active_players"] if p in by_id]
        if not humans:
            await simcord_env.settle()
            continue
        member = by_id[rng.choice(humans)]
        dm = await _live_dm(simcord_env, game_id, member)
        if dm is not None:  # a private choice, or a turn that goes on in the DM it began in
            result = await _pick(member.user, dm, rng)
        else:
            prompt = next(
                m
                for m in reversed(thread.history())
                if member.mention in (m.content or "") and _panel_button(m) is not None
            )
            panel = await member.click(prompt, custom_id=_panel_button(prompt))
            ephemeral[member.user.name].append(panel.response.content)
            result = await _pick(member, panel.response, rng)
        assert result.acknowledged
        if getattr(result, "ephemeral", False) and result.response is not None:
            ephemeral[member.user.name].append(result.response.content)
        if step % 25 == 0:  # now and then a refused move, answered in the player's language
            refused = await member.slash(thread, "game move", move="a-forged-move")
            ephemeral[member.user.name].append(refused.response.content)
    else:
        raise AssertionError("the game did not finish")

    status = await cora.slash(thread, "game status")
    assert "Language: Français" in status.response.content  # Cora reads English privately
    history = thread.history()
    final = history[-1]
    assert final.content.startswith("Partie terminée.") and final.attachments
    assert "Merci d'avoir joué" in final.content
    thread_texts = _contents(history)
    french_dms = [t for m in (amelie, benoit) for t in _contents(m.user.dm_channel.history())]
    english_dms = _contents(cora.user.dm_channel.history())
    assert any("Votre score" in t for t in french_dms)
    assert any("Your score" in t for t in english_dms)
    folders = ["bot/locales", "cogs/santafe/locales"]
    english = _phrases("en", "fr", folders)
    french_answers = ephemeral["amélie"] + ephemeral["benoît"]
    assert _leaks(thread_texts + french_dms + french_answers, english) == []
    assert _leaks(english_dms + ephemeral["cora"], _phrases("fr", "en", folders)) == []
    assert any("utilisez les suggestions" in t for t in french_answers)
    assert any("use the suggestions" in t for t in ephemeral["cora"])
    refusals(simcord_env)
    _write(
        "santafe-fr",
        {
            "lobby": [lobby.content],
            "thread": thread_texts,
            "DMs (fr)": french_dms,
            "DMs of Cora (en)": english_dms,
            "answers to Amélie and Benoît (fr)": french_answers,
            "answers to Cora (en)": ephemeral["cora"],
        },
    )


async def test_a_dutch_card_game_from_lobby_to_final_scores(simcord_env, locales):
    """Santa Fe: the card game, opened in Dutch on an English server, played by two members
    whose Discord is in Dutch and a computer player."""
    rng = random.Random(8)
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("spellen")
    players = [guild.add_member(simcord_env.create_user(n)) for n in ("daan", "eva")]
    daan, eva = players
    by_id = {str(p.id): p for p in players}
    locales.update({daan.id: "nl", eva.id: "nl"})

    result = await daan.slash(channel, "game new", game="santafe-cards", seats=3, language="nl")
    lobby = result.response
    assert "Nederlands" in lobby.content
    thread = channel.threads[-1]
    await eva.click(lobby, label="Meedoen")
    await daan.click(lobby, label="Computerspeler toevoegen")
    await daan.click(lobby, label="Starten")
    game_id = _number(thread.name)
    ephemeral: list[str] = []
    for step in range(3000):
        view = await _view(simcord_env, game_id)
        if view["over"]:
            break
        humans = [p for p in view["active_players"] if p in by_id]
        if not humans:
            await simcord_env.settle()
            continue
        member = by_id[rng.choice(humans)]
        hand = await member.slash(thread, "game hand")
        assert hand.ephemeral
        if step % 40 == 0:
            ephemeral.append(f"[{member.user.name}] {hand.response.content}")
        result = await _pick(member, hand.response, rng)
        assert result.acknowledged
        if step % 40 == 0 and result.response is not None:
            ephemeral.append(f"[{member.user.name}] {result.response.content}")
    else:
        raise AssertionError("the game did not finish")

    history = thread.history()
    thread_texts = _contents(history)
    dms = [t for m in players for t in _contents(m.user.dm_channel.history())]
    assert history[-1].content.startswith("De partij is afgelopen.")
    assert any("Je score" in t for t in dms)
    folders = ["bot/locales", "cogs/santafe_cards/locales"]
    assert _leaks(thread_texts + dms + ephemeral, _phrases("en", "nl", folders)) == []
    refusals(simcord_env)
    _write(
        "santafe-cards-nl",
        {"lobby": [lobby.content], "thread": thread_texts, "DMs": dms, "ephemeral": ephemeral},
    )


async def test_the_language_defaults_to_the_server_and_the_host_changes_it(simcord_env, locales):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("spellen")
    host, guest = (guild.add_member(simcord_env.create_user(n)) for n in ("host", "guest"))
    locales[guild.id] = "nl"  # a Dutch server; the host's own Discord is in English
    lobby = (await host.slash(channel, "game new", game="santafe", seats=3)).response
    assert "Taal: Nederlands" in lobby.content and "Plaatsen (1/3)" in lobby.content
    thread = channel.threads[-1]
    assert thread.name.endswith("#1") and "Deze thread hoort bij" in thread.history()[0].content
    # Only the host switches the language: English, French, Dutch, round again.
    refused = await guest.click(lobby, label="Taal: Nederlands")
    assert refused.ephemeral and refused.response.content == "Only the host can do that."
    await host.click(lobby, label="Taal: Nederlands")
    assert "Language: English" in lobby.content
    await host.click(lobby, label="Language: English")
    assert "Langue\u202f: Français" in lobby.content
    await guest.click(lobby, label="Rejoindre")
    await host.click(lobby, label="Ajouter un joueur ordinateur")
    assert "3. Ordinateur 1" in lobby.content
    await host.click(lobby, label="Lancer la partie")
    assert any("La partie Santa Fe n°" in (m.content or "") for m in thread.history())
    # /game settings changes it later; the host reads the answer in their own language.
    answer = await host.slash(thread, "game settings", language="nl")
    assert answer.ephemeral and "Saved." in answer.response.content
    assert "Language of the game's messages and images: Nederlands" in answer.response.content
    async with simcord_env.bot.sessions.open(1) as s:
        assert s.row.language == "nl"
    status = await guest.slash(thread, "game status")
    assert "Language: Nederlands" in status.response.content
    forged = await guest.slash(thread, "game settings", language="nl")
    assert forged.ephemeral and "Only the host" in forged.response.content
    refusals(simcord_env)


async def test_a_dm_without_an_interaction_follows_the_locale_last_seen(
    simcord_env, locales, make_bot
):
    """An English game; Fleur's Discord is in French. Her prompts come by DM without an
    interaction (after a restart, too): in French, the locale she was last seen with."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ann, fleur = (guild.add_member(simcord_env.create_user(n)) for n in ("ann", "fleur"))
    locales[fleur.id] = "fr"
    lobby = (await ann.slash(channel, "game new", game="santafe", seats=2)).response
    await fleur.click(lobby, label="Join")  # Fleur is seen with her French locale here
    await simcord_env.restart_bot(make_bot())  # remembered in storage, not only in memory
    await ann.click(lobby, label="Start")
    thread = channel.threads[-1]
    assert any("started" in (m.content or "") for m in thread.history())
    fleur_dm = fleur.user.dm_channel.last_message.content
    ann_dm = ann.user.dm_channel.last_message.content
    assert "Votre décision" in fleur_dm and "Your decision" in ann_dm
