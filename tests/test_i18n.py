"""The catalogs: every message in every language, the same placeholders, no formatting error,
nothing over a Discord limit. One catalog "domain" is the platform's or one game's folder."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from text import catalogs as i18n
from text.catalogs import LANGUAGES, ROOT, t

DOMAINS = sorted(
    {
        path.parent.parent
        for pattern in i18n.CATALOG_GLOBS
        for path in ROOT.glob(f"{pattern}/*/*.ftl")
    }
)
DOMAIN_IDS = [str(path.relative_to(ROOT).parent) for path in DOMAINS]

# Discord limits (characters): command and option descriptions and choice names 100, button
# labels 80, select placeholders 150. By id: cmd-/opt-/choice- and any id with a "btn" part;
# other messages shown in a limited place say so in a comment above them: "# limit: 150".
PREFIX_LIMITS = (("cmd-", 100), ("opt-", 100), ("choice-", 100))
LIMIT_COMMENT = re.compile(r"limit:\s*(\d+)")


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)
        self.generic_visit(node)


def _messages(domain: Path, language: str) -> dict[str, tuple[ast.Message, Path]]:
    found: dict[str, tuple[ast.Message, Path]] = {}
    for path in sorted((domain / language).glob("*.ftl")):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            assert not isinstance(entry, ast.Junk), f"{path}: cannot parse:\n{entry.content}"
            if isinstance(entry, ast.Message):
                assert entry.id.name not in found, f"{entry.id.name} twice in {domain}/{language}"
                found[entry.id.name] = (entry, path)
    return found


def _variables(message: ast.Message) -> set[str]:
    visitor = _Variables()
    visitor.visit(message)
    return visitor.names


def _limit(message: ast.Message) -> int | None:
    name = message.id.name
    for prefix, limit in PREFIX_LIMITS:
        if name.startswith(prefix):
            return limit
    if "btn" in name.split("-"):
        return 80
    if message.comment is not None:
        match = LIMIT_COMMENT.search(message.comment.content)
        if match:
            return int(match.group(1))
    return None


def _samples(names: set[str], number: int) -> dict[str, object]:
    # Every variable once as a number (plurals) and once as text; both must format.
    return {name: number for name in names}


@pytest.mark.parametrize("domain", DOMAINS, ids=DOMAIN_IDS)
def test_every_language_has_every_message_and_no_other(domain):
    english = set(_messages(domain, "en"))
    assert english, f"{domain} has no English catalog"
    for language in LANGUAGES[1:]:
        theirs = set(_messages(domain, language))
        assert sorted(english - theirs) == [], f"missing in {language}"
        assert sorted(theirs - english) == [], f"only in {language}"


@pytest.mark.parametrize("domain", DOMAINS, ids=DOMAIN_IDS)
def test_placeholders_are_the_same_in_every_language(domain):
    english = _messages(domain, "en")
    wrong = []
    for language in LANGUAGES[1:]:
        for name, (message, _path) in _messages(domain, language).items():
            if name in english and _variables(message) != _variables(english[name][0]):
                wrong.append(
                    f"{language}/{name}: {sorted(_variables(message))} "
                    f"!= en {sorted(_variables(english[name][0]))}"
                )
    assert wrong == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_formats_without_error_in_every_language(language):
    bundle = i18n.CATALOGS.bundle(language)
    assert bundle.check_messages() == []
    for domain in DOMAINS:
        for name, (message, _path) in _messages(domain, language).items():
            variables = _variables(message)
            for args in (
                _samples(variables, 1),
                _samples(variables, 3),
                dict.fromkeys(variables, "Ann"),
            ):
                text, errors = bundle.format(name, args)
                assert errors == [], f"{language}/{name}: {errors}"
                assert "{" not in text.replace("{ }", ""), f"{language}/{name}: {text!r}"


@pytest.mark.parametrize("domain", DOMAINS, ids=DOMAIN_IDS)
def test_no_text_exceeds_its_discord_limit_in_any_language(domain):
    too_long = []
    english = _messages(domain, "en")
    for language in LANGUAGES:
        bundle = i18n.CATALOGS.bundle(language)
        for name, (message, _path) in _messages(domain, language).items():
            # The English message's comment states the limit for every language.
            limit = _limit(english[name][0] if name in english else message)
            if limit is None:
                continue
            # Sample values as long as real ones tend to be: a 20-letter name, 3-digit numbers.
            for args in (
                _samples(_variables(message), 100),
                dict.fromkeys(_variables(message), "x" * 20),
            ):
                text, _ = bundle.format(name, args)
                if len(text) > limit:
                    too_long.append(f"{language}/{name} ({len(text)} > {limit}): {text}")
    assert too_long == []


def test_languages_come_from_discord_locales():
    assert i18n.language("fr") == "fr" and i18n.language("nl") == "nl"
    assert i18n.language("en-US") == "en" and i18n.language("de") == "en"
    assert i18n.language(None) == "en"
    import discord

    assert i18n.language(discord.Locale.french) == "fr"
    assert i18n.language(discord.Locale.dutch) == "nl"
    assert i18n.language(discord.Locale.british_english) == "en"


def test_a_missing_message_falls_back_to_english_then_to_its_id(caplog):
    i18n.CATALOGS.add("en", "test-only-english = Only in English, { $name }.")
    assert t("test.only.english", "nl", name="Ann") == "Only in English, Ann."
    assert t("no.such.message", "fr") == "no.such.message"
    assert "missing" in caplog.text


def test_identifiers_are_not_grouped_like_numbers():
    i18n.CATALOGS.add("en", "test-game-number = Game #{ $id } of { $count }.")
    assert t("test.game.number", "en", id=12345, count=12345) == "Game #12345 of 12,345."


def test_lists_follow_the_language():
    assert i18n.join(["Ann", "Bob", "Cy"], "en") == "Ann, Bob, and Cy"
    assert i18n.join(["Ann", "Bob", "Cy"], "fr") == "Ann, Bob et Cy"
    assert i18n.join(["Ann", "Bob", "Cy"], "nl") == "Ann, Bob en Cy"
    assert i18n.join(["Ann"], "fr") == "Ann" and i18n.join([], "nl") == ""


@pytest.mark.parametrize("domain", DOMAINS, ids=DOMAIN_IDS)
def test_every_translation_has_a_glossary_next_to_its_catalog(domain):
    for language in LANGUAGES[1:]:
        glossary = domain / language / "GLOSSARY.md"
        assert glossary.is_file() and glossary.read_text(encoding="utf-8").strip(), glossary


def test_every_text_lookup_names_its_language():
    """t(key) without a locale would be English for everyone: each call passes the game's
    language (public) or the reader's locale (private). ls() is the one English default."""
    import ast

    missing = []
    sources = [*ROOT.glob("bot/*.py"), *ROOT.glob("cogs/**/*.py"), *ROOT.glob("render/*.py")]
    for path in sorted(sources):
        if path.name == "translation.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "t"
                and len(node.args) < 2
            ):
                missing.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert missing == []


def test_french_puts_a_narrow_no_break_space_before_high_punctuation():
    """bot/locales/README.md: "a narrow no-break space (U+202F) before `:` `;` `!` `?` and inside
    `« »`": one typography in every French catalog (tools/french_spaces.py applies it)."""
    wrong = re.compile(r"[ \u00a0](?=[:;!?»])|(?<=«)[ \u00a0]")
    found = []
    for path in sorted(ROOT.glob("bot/locales/fr/*.ftl")) + sorted(
        ROOT.glob("cogs/*/locales/fr/*.ftl")
    ):
        for number, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
            if line.lstrip().startswith("#"):
                continue
            text = re.sub(r"^[A-Za-z][\w-]*\s*=\s?", "", line)  # the message's id
            text = re.sub(r"\{[^{}]*\}", "", text)  # placeables are not text
            if wrong.search(text):
                found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()[:80]}")
    assert not found, "\n".join(found[:20])


async def test_catalogs_compiled_in_a_child_process_format_as_those_compiled_here(
    tmp_path, monkeypatch
):
    """The bot's start: every language compiled in a child process, English waited for first
    (commands are described as their modules are imported), each the same as compiled here;
    kept on disk, so that the next start (and the renderer's process) reads them instead."""
    import asyncio

    monkeypatch.setenv("WHISTLESTOP_CACHE", str(tmp_path))
    apart = i18n.Catalogs()
    await apart.ready("en")  # nothing being compiled: at once
    preparing = apart.prepare_elsewhere()
    try:
        await apart.ready("en")
        assert "en" in apart._bundles
    finally:
        await preparing
    assert apart._coming == {} and set(apart._bundles) == set(LANGUAGES)  # all from the child
    assert len(list(tmp_path.glob("catalogs-*.pickle"))) == len(LANGUAGES)

    def compiled_again(*args, **kwargs):
        raise AssertionError("compiled again")

    monkeypatch.setattr(i18n.FluentBundle, "__init__", compiled_again)
    again = i18n.Catalogs()  # the next start, or another process
    for language in LANGUAGES:
        await apart.ready(language)
        for catalogs in (apart, again):
            assert catalogs.bundle(language).check_messages() == []
            for key, args in (
                ("lobby.joined", {"game": "Santa Fe"}),
                ("lobby.too_few", {"min": 1}),
                ("lobby.too_few", {"min": 1234}),
                ("cmd.game.new", {}),
            ):
                here = i18n.CATALOGS.format(key, language, dict(args))
                assert catalogs.format(key, language, dict(args)) == here
    # Stopped before it began (the bot closed at once): nobody waits for it.
    stopped = i18n.Catalogs()
    stopped.prepare_elsewhere().cancel()
    await asyncio.wait_for(stopped.ready("fr"), timeout=600)  # a hang guard only
    # Compiled by another version of the compiler: not that file.
    monkeypatch.setattr(i18n, "CACHE_FORMAT", i18n.CACHE_FORMAT + 1)
    assert i18n._read_cache("en") is None
