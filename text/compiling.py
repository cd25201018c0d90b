"""Catalogs compiled to Python code and back: fluent_compiler's output for a set of messages
kept as marshalled code (what a child process sends and the disk keeps between starts,
text/catalogs.py), and turned back into a bundle in slices, between turns of the event loop.
"""

from __future__ import annotations

import asyncio
import marshal
from collections.abc import Iterator
from typing import Any

import babel
from fluent_compiler import compiler
from fluent_compiler.builtins import BUILTINS
from fluent_compiler.bundle import FluentBundle
from fluent_compiler.resource import FtlResource
from fluent_compiler.utils import TERM_SIGIL

__all__ = ["SLICE", "bundle_from", "bundle_now", "bundle_steps", "names", "to_code"]

# Slices of compiled messages taken in between two turns of the event loop.
SLICE = 100


def to_code(language_code: str, resources: list[FtlResource]) -> dict[str, Any]:
    """Messages compiled as fluent_compiler does (FluentBundle), kept as marshalled code: what
    `bundle_from` turns back into a bundle in another process."""
    messages, parsing_issues = compiler._parse_resources(resources)
    module, mapping, _, errors = compiler.messages_to_module(
        messages,
        babel.Locale.parse(language_code),
        use_isolating=False,
        functions=BUILTINS.copy(),
    )
    codes = [
        marshal.dumps(compile(part, getattr(part, "filename", "<string>"), "exec"))
        for part in module.as_multiple_module_ast()
    ]
    found = [(ident, repr(error)) for ident, error in parsing_issues + errors]
    return {"codes": codes, "mapping": {str(k): v for k, v in mapping.items()}, "errors": found}


def names(language_code: str) -> dict[str, Any]:
    """The globals compiled messages run with: those fluent_compiler sets up for any set of
    messages of that language (its plural rules and number formats: Babel's data, loaded)."""
    locale = babel.Locale.parse(language_code)
    locale.plural_form  # noqa: B018 -- reads the language's data from disk now, not later
    _, _, names, _ = compiler.messages_to_module(
        {},
        locale,
        use_isolating=False,
        functions=BUILTINS.copy(),
    )
    return names


def bundle_steps(
    language_code: str, compiled: dict[str, Any], names: dict[str, Any]
) -> Iterator[FluentBundle | None]:
    """A bundle from ``to_code`'s code, as FluentBundle would have built it, its functions
    run with `names` (`names`): None after each slice of messages, then the bundle."""
    codes = compiled["codes"]
    for start in range(0, len(codes), SLICE):
        for code in codes[start : start + SLICE]:
            exec(marshal.loads(code), names)  # our own catalogs, compiled by us
        yield None
    bundle = FluentBundle.__new__(FluentBundle)
    bundle.locale = language_code
    bundle._compiled_messages = {
        ident: names[function]
        for ident, function in compiled["mapping"].items()
        if not ident.startswith(TERM_SIGIL)
    }
    bundle._compilation_errors = list(compiled["errors"])
    yield bundle


async def bundle_from(
    language_code: str, compiled: dict[str, Any], names: dict[str, Any]
) -> FluentBundle:
    """The bundle, built between turns of the event loop."""
    for bundle in bundle_steps(language_code, compiled, names):
        if bundle is not None:
            return bundle
        await asyncio.sleep(0)
    raise AssertionError("no bundle")


def bundle_now(language_code: str, compiled: dict[str, Any]) -> FluentBundle:
    *_, bundle = bundle_steps(language_code, compiled, names(language_code))
    assert bundle is not None
    return bundle
