"""Names that never spoof: a nickname full of bidi controls, invisible characters, markdown and
mentions changes nothing in how the bot's own lines read, in every language (lobby, lock-in
list, DMs, autocomplete), and the cleaning rules themselves."""

from __future__ import annotations

import unicodedata
from typing import Any

import pytest

from bot.table import escape
from render.common import drawable
from tests.bot.helpers import Table
from text import t
from text.names import FSI, PDI, clean_name, isolate

# U+202E reverses what follows; U+2066-2069 isolate; U+200E/200F/061C are marks; U+200B-200D
# and U+2060/FEFF zero-width; U+00AD a soft hyphen; U+3164 a Hangul filler (draws as blank).
EVIL = "Eve\u202e\u2066\u200f\u061c\u200b\u2060\ufeff\u00ad\u3164@everyone **x**\u2069"
SHOWN = "Eve@everyone **x**"  # what a reader sees, once escaped as text


def _bad(text: str) -> list[str]:
    """Format or invisible characters in `text`, but the zero-width space that Discord's own
    mention escaping puts after an @ (it keeps @everyone from pinging)."""
    text = text.replace("@\u200b", "@")
    return [
        f"U+{ord(ch):04X}"
        for ch in text
        if (unicodedata.category(ch) in ("Cf", "Cc") and ch != "\n") or ch == "\u3164"
    ]


def test_clean_name_strips_controls_and_invisibles():
    assert clean_name("Bob\u202eevil") == "Bobevil"
    assert clean_name("\u2067abc\u2069\u200e\u200f\u061c") == "abc"
    assert clean_name("\u200b\u200b\u3164") == "?"  # nothing visible: a placeholder
    assert clean_name("a\nb\t c\u2028d") == "a b c d"
    assert clean_name("x" + "\u0301" * 20) == "x\u0301\u0301"  # no tower of accents
    assert clean_name("Zoë") == "Zoë"
    family = "\U0001f468\u200d\U0001f469\u200d\U0001f467"
    assert clean_name(family + " fam") == family + " fam"  # an emoji sequence stays whole
    assert clean_name("a\u200db") == "ab"  # a joiner between letters joins nothing
    assert clean_name("x" * 32) == "x" * 32


def test_escape_isolates_right_to_left_and_keeps_markdown_and_mentions_inert():
    assert isolate("שלום") == f"{FSI}שלום{PDI}"
    assert isolate("Eve") == "Eve"
    assert escape("\u202e**bold** @everyone <@&123456789012345678>") == (
        "\\*\\*bold\\*\\* @\u200beveryone <@\u200b&123456789012345678>"
    )
    assert not _bad(escape(EVIL))


def test_images_draw_the_cleaned_name():
    assert drawable(EVIL) == "Eve@everyone **x**"
    assert drawable("x" * 32) == "x" * 32


async def _autocomplete_names(member: Any, thread: Any) -> list[str]:
    choices = await member.autocomplete(thread, "game replace", "seat", "")
    return [c["name"] for c in choices]


@pytest.mark.parametrize("lang", ["en", "fr", "nl"])
async def test_a_spoofing_nickname_reads_as_plain_text_everywhere(simcord_env, locales, lang):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    host = guild.add_member(env.create_user("hostname"), nick="Host")
    evil = guild.add_member(env.create_user("mallory"), nick=EVIL)
    locales.update({host.id: lang, evil.id: lang})
    result = await host.slash(channel, "game new", game="toyrails", seats=2, language=lang)
    lobby = result.response
    await evil.click(lobby, label=t("lobby.btn.join", lang))
    joined = lobby.content
    await host.click(lobby, label=t("lobby.btn.start", lang))
    thread = channel.threads[-1]
    await env.settle()

    await Table.play_dm(None, evil)  # type: ignore[arg-type]  # evil locks in first
    await env.settle()
    shown = escape(EVIL)
    locked = t("thread.lockin", lang, stage="S", phase="P", locked=shown, waiting="Host")
    lockin = [m.content or "" for m in thread.history()]
    assert any(text.endswith(locked[len("S, P") :]) for text in lockin), lockin
    # The seat autocomplete offers the cleaned name.
    names = await _autocomplete_names(host, thread)
    assert SHOWN in names, names
    # The host hands the seat to a newcomer, whose DM names the seat's former player.
    newcomer = guild.add_member(env.create_user("newcomer"), nick="Nina")
    locales[newcomer.id] = lang
    seat = next(c["value"] for c in await host.autocomplete(thread, "game replace", "seat", "Eve"))
    await host.slash(thread, "game replace", seat=seat, **{"with": newcomer})
    await env.settle()

    thread_texts = [m.content or "" for m in thread.history()]
    people = (host, evil, newcomer)
    dms = [m.content or "" for p in people for m in p.user.dm_channel.history()]
    assert shown.replace("\\", "").replace("@\u200b", "@") == SHOWN
    assert shown in joined  # the lobby's seat list
    assert any(shown in text for text in dms), dms  # a DM naming the seat
    for text in [joined, lobby.content, *lockin, *thread_texts, *dms]:
        assert not _bad(text), (_bad(text), text)
        assert "@everyone" not in text.replace("@\u200beveryone", ""), text
        assert "**x**" not in text, text
    env.errors  # noqa: B018
