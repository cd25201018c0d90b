"""A whole game of every game through the simulated Discord, played by people the way players
play and by a computer seat, read as they would read it.

From `/game new` in a channel, the lobby's buttons (Join, Add computer player, Start), to the
final post: members move by the DM picker when they hold a live DM prompt, else by the thread's
panel button or `/game hand`, and now and then send a move the bot refuses. The game is in
French or Dutch (by turns); the host's Discord is in the game's language, the other member's
in another. Afterwards: the final post is there; the thread and each member's DMs and private
answers hold no phrase of another language (the thread in the game's language, the rest in
each member's own) and no raw message id; no message was missing from a catalog; nothing but
refusals went wrong. What differs per game comes from the registry (seats, renderer).

Set WHISTLESTOP_TRANSCRIPT=folder to write each game's transcript there, for reading."""

from __future__ import annotations

import logging
import random
from collections.abc import Iterator

import pytest

import render
from bot import plugins
from tests.bot import fakegame, faketrick
from tests.bot.conftest import labels, select_values
from tests.bot.helpers import refusals
from tests.bot.languages import (
    contents,
    foreign,
    live_dm,
    number,
    panel_button,
    pick_any,
    raw_ids,
    unspaced,
    view,
    write,
)
from tests.obligations import engines
from text import catalogs as i18n
from text import t

GAMES = sorted(engines())
# The game's language by turns; the other member's Discord in another language.
LANGUAGES = {name: ("fr", "nl")[i % 2] for i, name in enumerate(GAMES)}
OTHER = {name: ("en-GB", "fr")[i % 2] for i, name in enumerate(GAMES)}


@pytest.fixture(autouse=True)
def fake_registered() -> Iterator[None]:
    for plugin in (faketrick.PLUGIN, fakegame.PLUGIN):
        plugins.register(plugin)
    yield
    for plugin in (faketrick.PLUGIN, fakegame.PLUGIN):
        plugins.unregister(plugin.name)


def _before(text: str, marker: str = "\x00") -> str:
    """The fixed start of a message, up to its first argument."""
    return text.split(marker)[0].strip()


def _drawn(name: str) -> bool:
    """Whether the game has a board renderer (the platform tests' games are drawn only by
    the bot tests' fake renderer)."""
    try:
        render.renderer(name)
    except ValueError:
        return False
    return True


@pytest.mark.parametrize("name", GAMES)
async def test_a_whole_game_through_discord_in_its_players_languages(
    name, simcord_env, locales, caplog, monkeypatch
):
    plugin = plugins.get(name)
    assert plugin is not None
    language, other = LANGUAGES[name], OTHER[name]
    rng = random.Random(7)
    # Every missing message is logged again for this game (the log says each once a process).
    monkeypatch.setattr(i18n.CATALOGS, "_warned", set())
    caplog.set_level(logging.WARNING, logger="whistlestop")
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    seats = max(plugin.min_players, 3)  # the fewest the game allows, two members and a computer
    members = [guild.add_member(simcord_env.create_user(n)) for n in ("host", "guest", "third")]
    members = members[: seats - 1]
    host, guest = members[0], members[1]
    by_id = {str(m.id): m for m in members}
    speaks = {m.user.name: language for m in members} | {guest.user.name: other}
    locales.update({guild.id: language} | {m.id: speaks[m.user.name] for m in members})

    lobby = await host.slash(channel, "game new", game=name, seats=seats, language=language)
    lobby = lobby.response
    assert i18n.language_name(language) in lobby.content
    assert t("lobby-btn-join", language) in labels(lobby)
    thread = channel.threads[-1]
    for member in members[1:]:
        await member.click(lobby, label=t("lobby-btn-join", language))
    await host.click(lobby, label=t("lobby-btn-cpu", language))
    await host.click(lobby, label=t("lobby-btn-start", language))
    game_id = number(thread.name)
    title = t(f"game-{name}", language)
    assert thread.name == t("lobby-thread_name", language, game=title, id=game_id)

    answers: dict[str, list[str]] = {m.user.name: [] for m in members}
    refused_once = {m.user.name: False for m in members}
    for step in range(5000):
        now = await view(simcord_env, game_id)
        if now["over"]:
            break
        humans = [p for p in now["active_players"] if p in by_id]
        if not humans:
            await simcord_env.settle()
            continue
        member = by_id[rng.choice(humans)]
        said = answers[member.user.name]
        if step % 15 == 0 or not refused_once[member.user.name]:
            # A move the bot refuses, answered in the member's own language.
            refused = await member.slash(thread, "game move", move="a-forged-move")
            assert refused.ephemeral
            said.append(refused.response.content)
            refused_once[member.user.name] = True
        dm = await live_dm(simcord_env, game_id, member)
        prompt = next(
            (
                m
                for m in reversed(thread.history())
                if member.mention in (m.content or "") and panel_button(m) is not None
            ),
            None,
        )
        if dm is not None:  # a private choice, or a turn that goes on in the DM it began in
            result = await pick_any(member.user, dm, rng)
        else:
            if prompt is not None and rng.random() < 0.5:
                answer = await member.click(prompt, custom_id=panel_button(prompt))
            else:
                answer = await member.slash(thread, "game hand")
            assert answer.ephemeral
            said.append(answer.response.content)
            assert select_values(answer.response), (step, answer.response.content)
            result = await pick_any(member, answer.response, rng)
        assert result.acknowledged
        if getattr(result, "ephemeral", False) and result.response is not None:
            said.append(result.response.content)
    else:
        raise AssertionError("the game did not finish")
    await simcord_env.settle()

    history = thread.history()
    final = history[-1]
    assert final.content.startswith(_before(t("thread-final", language, reason="\x00")))
    assert _before(t("thread-final-players", language, players="\x00")) in final.content
    assert bool(final.attachments) == (plugin.renders and _drawn(name))
    thread_texts = contents(history) + [
        getattr(a, "description", None) or "" for m in history for a in m.attachments
    ]
    dms = {m.user.name: contents(m.user.dm_channel.history()) for m in members}
    for member in members:
        code = i18n.language(speaks[member.user.name])
        final_dm = _before(t("dm-final", code, score=0, place=1, n=seats), "0")
        assert any(final_dm in text for text in dms[member.user.name]), member.user.name
        refusal = t("err-bad_value", code)
        assert any(refusal in text for text in answers[member.user.name]), member.user.name
    status = await guest.slash(thread, "game status")
    line = t("status-language", other, language=i18n.language_name(language))
    assert line in status.response.content  # the guest reads about the game in their language

    # Computer seats are named in the game's language when they sit down: names, not phrases.
    names = [t("cpu-name", language, n=n) for n in range(1, seats + 1)]
    thread_texts, dms, answers = (
        _unnamed(thread_texts, names),
        {n: _unnamed(texts, names) for n, texts in dms.items()},
        {n: _unnamed(texts, names) for n, texts in answers.items()},
    )
    assert foreign(thread_texts, language) == []
    assert unspaced(thread_texts, language) == []  # no punctuation put in by code
    for member in members:
        code = i18n.language(speaks[member.user.name])
        own = dms[member.user.name] + answers[member.user.name]
        assert foreign(own, code) == [], member.user.name
        assert unspaced(own, code) == [], member.user.name
    everything = thread_texts + [t for texts in (*dms.values(), *answers.values()) for t in texts]
    assert raw_ids(everything) == []
    missing = [r.getMessage() for r in caplog.records if "is missing in" in r.getMessage()]
    assert missing == []
    refusals(simcord_env)
    write(
        f"{name}-{language}",
        {"lobby": [lobby.content], "thread": thread_texts}
        | {f"DMs of {n} ({speaks[n]})": texts for n, texts in dms.items()}
        | {f"answers to {n} ({speaks[n]})": texts for n, texts in answers.items()},
    )


def _unnamed(texts: list[str], names: list[str]) -> list[str]:
    for name in names:
        texts = [text.replace(name, "") for text in texts]
    return texts
