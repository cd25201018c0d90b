"""Every word the bot shows, in English, French and Dutch, from Project Fluent catalogs.

Catalogs are `.ftl` files: the platform's in `bot/locales/<language>/`, each game's in
`cogs/<game>/locales/<language>/`, found by looking, never listed. A translator edits those
files only (see `bot/locales/README.md`). Fluent gives each language its own plural rules,
number formats and grammar in the text itself; `fluent_compiler` compiles every message to a
Python function once per language, so formatting costs about a microsecond, not a parse.

Code names a message by a dotted id (`"lobby.joined"`); its Fluent id is the same with dashes
(`lobby-joined`), as Fluent ids allow no dots. Arguments named `id` or ending in `_id` are
identifiers: they are passed as text so that game #1234 never reads "#1,234".

A lookup never fails a command: a message missing in a language falls back to English (and is
logged once), a formatting error gives the best text Fluent produced, an unknown id gives the id.
The tests make sure none of that happens in a release.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import os
import pickle
import struct
import sys
import threading
from collections.abc import Iterable, Sequence
from functools import lru_cache
from importlib.metadata import version
from pathlib import Path
from typing import Any, Literal

import babel
from babel.lists import format_list
from fluent_compiler.bundle import FluentBundle
from fluent_compiler.resource import FtlResource

from text import compiling

log = logging.getLogger("whistlestop.i18n")

LANGUAGES: tuple[str, ...] = ("en", "fr", "nl")
DEFAULT = "en"
# What people see in the language choice, each in its own language.
LANGUAGE_NAMES: dict[str, str] = {"en": "English", "fr": "Français", "nl": "Nederlands"}

ROOT = Path(__file__).resolve().parent.parent
# Where catalogs live: the platform's folder, then one folder per game package.
CATALOG_GLOBS: tuple[str, ...] = ("bot/locales", "cogs/*/locales")


def language(locale: object | None) -> str:
    """The catalog language for a Discord locale (`discord.Locale`, "fr", "nl", "en-GB", ...);
    English for every locale we have no catalog for."""
    if locale is None:
        return DEFAULT
    text = str(getattr(locale, "value", locale))
    code = text.split("-")[0].split("_")[0].lower()
    return code if code in LANGUAGES else DEFAULT


def fluent_id(key: str) -> str:
    return _ids.get(key) or _ids.setdefault(key, key.replace(".", "-"))


_ids: dict[str, str] = {}


def catalog_files(language_code: str) -> list[Path]:
    """Every catalog file of one language, the platform's first, then the games' by name."""
    files: list[Path] = []
    for pattern in CATALOG_GLOBS:
        for folder in sorted(ROOT.glob(pattern)):
            files.extend(sorted((folder / language_code).glob("*.ftl")))
    return files


class Catalogs:
    """The compiled catalogs, one bundle per language, built on first use."""

    def __init__(self) -> None:
        self._bundles: dict[str, FluentBundle] = {}
        self._extra: dict[str, list[str]] = {}  # resources added at run time (test games)
        self._lock = threading.Lock()
        self._warned: set[tuple[str, str]] = set()
        # Languages a child process is compiling (prepare_elsewhere), set once each is here.
        self._coming: dict[str, asyncio.Event] = {}

    def add(self, language_code: str, ftl: str) -> None:
        """Add Fluent source to one language (a game shipped outside `cogs/`, tests)."""
        with self._lock:
            sources = self._extra.setdefault(language_code, [])
            if ftl not in sources:  # a plug-in registered twice adds its texts once
                sources.append(ftl)
                self._bundles.pop(language_code, None)

    def resources(self, language_code: str) -> list[FtlResource]:
        found = [FtlResource.from_file(str(path)) for path in catalog_files(language_code)]
        found += [FtlResource.from_string(text) for text in self._extra.get(language_code, [])]
        return found

    def bundle(self, language_code: str) -> FluentBundle:
        bundle = self._bundles.get(language_code)
        if bundle is None:
            with self._lock:
                bundle = self._bundles.get(language_code)
                if bundle is None:
                    # Compiled by an earlier start (the same files): read, not compiled again.
                    extra = tuple(self._extra.get(language_code, ()))
                    cached = _read_cache(language_code, extra)
                    if cached is None and extra:
                        # Texts added at run time (test games): compiled once, kept for the
                        # next process (each test worker would compile them again).
                        cached = _compile(language_code, extra)
                        _write_cache(language_code, cached, extra)
                    bundle = (
                        FluentBundle(
                            language_code, self.resources(language_code), use_isolating=False
                        )
                        if cached is None
                        else compiling.bundle_now(language_code, cached)
                    )
                    self._log_errors(language_code, bundle)
                    self._bundles[language_code] = bundle
        return bundle

    @staticmethod
    def _log_errors(language_code: str, bundle: FluentBundle) -> None:
        for error in bundle.check_messages():
            log.error("catalog %s: %s", language_code, error)

    def prepare(self) -> None:
        """Compile every language now (about a second each), in this process."""
        for language_code in LANGUAGES:
            self.bundle(language_code)

    def prepare_elsewhere(self) -> asyncio.Task[None]:
        """Compile every language in a child process, English first, and take each in as it
        comes, in small slices: the bot's start (a task of the running event loop). Compiling
        here, even in a thread, would stall the event loop for up to a second (the thread
        holds the interpreter while it builds and collects thousands of objects); taking in
        the compiled code costs milliseconds. From this call on, `ready(language)` waits for
        one of them. Languages given extra texts at run time (tests) are compiled here on first
        use; a failure of the child leaves every language to be compiled here on first use."""
        wanted = [code for code in LANGUAGES if code not in self._bundles]
        events = {code: self._coming.setdefault(code, asyncio.Event()) for code in wanted}

        def arrived(_: object) -> None:  # here or not (failed, cancelled), nobody waits longer
            for code, event in events.items():
                event.set()
                if self._coming.get(code) is event:
                    del self._coming[code]

        task = asyncio.get_running_loop().create_task(self._take_in(wanted))
        task.add_done_callback(arrived)
        return task

    async def _take_in(self, wanted: list[str]) -> None:
        if not wanted:
            return
        path = os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])
        child = await asyncio.create_subprocess_exec(
            sys.executable,
            "-c",
            "from text.catalogs import compile_to_stdout; compile_to_stdout()",
            *wanted,
            stdout=asyncio.subprocess.PIPE,
            env={**os.environ, "PYTHONPATH": path},
        )
        assert child.stdout is not None
        try:
            # Meanwhile, what the compiled code runs with, one language a turn: Babel's data
            # of each language (read from disk and unpickled, 10-60 ms each) would otherwise
            # be read in one go as the language comes in, once the bot is online.
            names: dict[str, dict[str, Any]] = {}
            for code in wanted:
                names[code] = compiling.names(code)
                await asyncio.sleep(0)
            for _ in wanted:
                size = struct.unpack(">Q", await child.stdout.readexactly(8))[0]
                code, compiled = pickle.loads(await child.stdout.readexactly(size))
                bundle = await compiling.bundle_from(code, compiled, names[code])
                with self._lock:
                    if code not in self._bundles and not self._extra.get(code):
                        self._log_errors(code, bundle)
                        self._bundles[code] = bundle
                if code in self._coming:
                    self._coming[code].set()
        except (asyncio.IncompleteReadError, pickle.UnpicklingError, ValueError) as error:
            log.warning("catalogs: the compiling process failed (%s); compiling here", error)
        finally:
            if child.returncode is None:
                child.kill()
            await child.wait()

    async def ready(self, language_code: str) -> None:
        """Wait until one language's catalog is here if a child process is compiling it
        (prepare_elsewhere); at once otherwise (it is compiled on first use)."""
        coming = self._coming.get(language_code)
        if coming is not None:
            await coming.wait()

    def has(self, key: str, language_code: str = DEFAULT) -> bool:
        return self.bundle(language_code).has_message(fluent_id(key))

    def format(self, key: str, language_code: str, args: dict[str, Any]) -> str:
        ident = fluent_id(key)
        bundle = self.bundle(language_code)
        if not bundle.has_message(ident):
            if language_code != DEFAULT:
                self._warn(language_code, key)
                return self.format(key, DEFAULT, args)
            self._warn(language_code, key)
            return key
        text, errors = bundle.format(ident, args)
        if errors:
            log.error("message %s (%s) formatted with errors: %s", key, language_code, errors)
        return str(text)

    def _warn(self, language_code: str, key: str) -> None:
        if (language_code, key) not in self._warned:
            self._warned.add((language_code, key))
            log.warning("message %s is missing in %s", key, language_code)


CATALOGS = Catalogs()


def _compile(language_code: str, extra: Sequence[str] = ()) -> dict[str, Any]:
    """One language's catalogs (and `extra` Fluent source) compiled to code
    (`compiling.to_code`): what a child process or the disk keeps."""
    resources = Catalogs().resources(language_code)
    resources += [FtlResource.from_string(text) for text in extra]
    return compiling.to_code(language_code, resources)


def compile_to_stdout() -> None:
    """The child process of `Catalogs.prepare_elsewhere`: each language named on the command
    line, compiled, written to stdout as soon as it is (a length, then a pickle)."""
    out = sys.stdout.buffer
    for done, language_code in enumerate(sys.argv[1:]):
        if done == 1:
            # The bot waits for the first language (English) before it connects; it is
            # online while the others compile: they yield the CPU to its event loop.
            os.nice(COMPILE_NICE)
        compiled = _read_cache(language_code)
        if compiled is None:
            compiled = _compile(language_code)
            _write_cache(language_code, compiled)
        data = pickle.dumps((language_code, compiled))
        out.write(struct.pack(">Q", len(data)) + data)
        out.flush()


# How much lower the compiling process's priority is than the bot's once the bot is online.
COMPILE_NICE = 10
# What the compiled catalogs depend on besides their files; a change compiles them afresh.
CACHE_FORMAT = 1


def cache_folder() -> Path | None:
    """Where compiled catalogs are kept between starts: WHISTLESTOP_CACHE (empty: nowhere),
    else the user's cache folder."""
    configured = os.environ.get("WHISTLESTOP_CACHE")
    if configured is not None:
        return Path(configured) if configured else None
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "whistlestop"


def _cache_file(language_code: str, extra: Sequence[str] = ()) -> Path | None:
    """One language's compiled catalogs, named by a hash of its files and of what compiled
    them: an edited catalog, another Python or fluent_compiler is a file not found."""
    folder = cache_folder()
    if folder is None:
        return None
    digest = hashlib.sha256()
    for part in (str(CACHE_FORMAT), sys.version, version("fluent_compiler"), babel.__version__):
        digest.update(part.encode() + b"\0")
    for path in catalog_files(language_code):
        digest.update(str(path.relative_to(ROOT)).encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    prefix = _cache_prefix(language_code, extra)
    return folder / f"{prefix}{digest.hexdigest()[:24]}.pickle"


def _cache_prefix(language_code: str, extra: Sequence[str] = ()) -> str:
    # Per checkout: two copies of the bot sharing the user's cache keep their own files; the
    # catalogs with texts added at run time are kept beside those without, not over them.
    where = hashlib.sha256(str(ROOT).encode()).hexdigest()[:12]
    added = hashlib.sha256("\0".join(extra).encode()).hexdigest()[:8] if extra else "files"
    return f"catalogs-{where}-{language_code}-{added}-"


def _read_cache(language_code: str, extra: Sequence[str] = ()) -> dict[str, Any] | None:
    try:
        file = _cache_file(language_code, extra)
        if file is None or not file.is_file():
            return None
        code, compiled = pickle.loads(file.read_bytes())  # written by _write_cache only
        return compiled if code == language_code else None
    except FileNotFoundError:  # replaced by a newer version meanwhile
        return None
    except Exception as error:  # a broken cache is compiled again, never a failed start
        log.warning("catalogs: cannot read the compiled %s catalog (%s)", language_code, error)
        return None


def _write_cache(language_code: str, compiled: dict[str, Any], extra: Sequence[str] = ()) -> None:
    """Kept for the next start (written whole, then renamed: another process reading it sees
    all of it or nothing); the files of earlier versions of the catalogs are removed."""
    try:
        file = _cache_file(language_code, extra)
        if file is None:
            return
        file.parent.mkdir(parents=True, exist_ok=True)
        partial = file.with_name(f"{file.name}.{os.getpid()}.tmp")
        partial.write_bytes(pickle.dumps((language_code, compiled)))
        os.replace(partial, file)
        for old in file.parent.glob(f"{_cache_prefix(language_code, extra)}*.pickle"):
            if old != file:
                old.unlink(missing_ok=True)
    except Exception as error:  # the next start compiles again
        log.warning("catalogs: cannot keep the compiled %s catalog (%s)", language_code, error)


def _args(kwargs: dict[str, Any]) -> dict[str, Any]:
    # Identifiers are text: Fluent would group the digits of a number.
    for name, value in kwargs.items():
        if type(value) is int and (name == "id" or name.endswith("_id")):
            kwargs[name] = str(value)
    return kwargs


def t(key: str, locale: object | None = None, /, **kwargs: Any) -> str:
    """Message `key` in the language of `locale` (a Discord locale or a language code)."""
    return CATALOGS.format(key, language(locale), _args(kwargs))


def has(key: str, locale: object | None = None) -> bool:
    """Whether message `key` exists in the language of `locale` or in English."""
    return CATALOGS.has(key, language(locale)) or CATALOGS.has(key, DEFAULT)


def has_exact(key: str, locale: object | None = None) -> bool:
    """Whether message `key` exists in the language of `locale` itself."""
    return CATALOGS.has(key, language(locale))


@lru_cache(maxsize=64)
def _list_pattern(
    language_code: str, size: int, style: Literal["standard", "or"] = "standard"
) -> tuple[str, ...]:
    # format_list reads CLDR patterns on every call; the pattern for n items never changes.
    # The result alternates literal text and slot numbers: ("", "0", ", ", "1", " and ", "2", "").
    slots = [f"\x00{i}\x00" for i in range(size)]
    return tuple(format_list(slots, style=style, locale=language_code).split("\x00"))


def join(
    items: Iterable[str],
    locale: object | None = None,
    style: Literal["standard", "or"] = "standard",
) -> str:
    """Items as a list in the language: "A, B and C", "A, B et C", "A, B en C"; with `style`
    "or", alternatives: "A, B, or C", "A, B ou C", "A, B of C"."""
    values: Sequence[str] = list(items)
    if not values:
        return ""
    parts = _list_pattern(language(locale), len(values), style)
    return "".join(part if i % 2 == 0 else values[int(part)] for i, part in enumerate(parts))


def language_name(code: str) -> str:
    """A language as its speakers name it ("Français"), for choices and status lines."""
    return LANGUAGE_NAMES.get(code, code)
