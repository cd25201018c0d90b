"""Every message id the code can ask for exists in every catalog, so a raw id never reaches a
player (a missing id falls back to English, then to the id itself: text/catalogs.py).

Read from the source, not from a run: every module of engine/, text/, render/, bot/ and cogs/
is parsed and each string the code builds is folded to the values it can take (constants,
`a + b`, `x if c else y`, f-strings; a part the fold cannot know is a hole, `{}`).

- A **literal id** is a folded string in a catalog namespace (the first part of some message
  id: `err`, `lobby`, `sf`, ...), dotted like an id: `"err.board.unknown_game"`. Each must
  name a message in every language. The fold keeps the parts of a built id together:
  `"sfc.play" + (".duel" if d else ".start")` is the two ids it can be, not `"sfc.play"`.
- A **built id** has holes: `f"cpu.level.{policy}"`. Its suffixes are known in one of three
  ways, each checked: the test's own table below (`BUILT`: the pattern, where its suffixes
  come from, and the code that lists them: plug-ins, the engines' phases and end reasons, the
  deck, the platform's settings); or the membership test that guards it (`if kind in
  ("discard", "stop"): t(f"cr.act.{kind}")`, `x == "brave"`, a loop over a literal list). A
  built id known in neither way fails the test: a new construction must say where its
  suffixes come from. So does a tail added to a key held elsewhere (`key + ".swap"`).
"""

from __future__ import annotations

import ast
import importlib
import inspect
import itertools
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent

import engine
from text import catalogs
from text.catalogs import LANGUAGES, ROOT

SOURCES = ("engine", "text", "render", "bot", "cogs")
HOLE = "{}"
# Dotted like a message id: lower-case words joined by dots (holes allowed).
ID_SHAPE = re.compile(r"^[a-z][a-z0-9_]*(?:\.[a-z0-9_{}-]+)+$")
# A key held in a variable with an id's tail added: `key + ".swap"`.
TAIL_SHAPE = re.compile(r"^\{\}(?:\.[a-z_]+)+$")
# Dotted strings in a namespace that name files, not messages ("replay.webp").
FILE_ENDINGS = (".png", ".webp", ".json", ".md", ".ftl", ".pickle")


# ----------------------------------------------------------------------------- the catalogs
@cache
def catalog_ids(language: str) -> frozenset[str]:
    """Every Fluent message id of one language's catalog files."""
    found = set()
    for path in catalogs.catalog_files(language):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, fluent.Message):
                found.add(entry.id.name)
    return frozenset(found)


@cache
def namespaces() -> frozenset[str]:
    """The first parts of the message ids ("err", "lobby", "sf", ...)."""
    return frozenset(name.split("-")[0] for name in catalog_ids("en"))


def missing(key: str) -> list[str]:
    """The languages whose catalog lacks the message the code names `key`."""
    return [code for code in LANGUAGES if catalogs.fluent_id(key) not in catalog_ids(code)]


# ----------------------------------------------------------------------------- the fold
def fold(node: ast.AST) -> list[str] | None:
    """The strings an expression can be (a part not known: a hole), or None if not a string."""
    if isinstance(node, ast.Constant):
        return [node.value] if isinstance(node.value, str) else None
    if isinstance(node, ast.JoinedStr):
        parts = [
            [value.value]
            if isinstance(value, ast.Constant)
            else fold(value.value)  # type: ignore[attr-defined]
            or [HOLE]
            for value in node.values
        ]
        return ["".join(p) for p in itertools.product(*parts)]  # type: ignore[arg-type]
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = fold(node.left), fold(node.right)
        if left is None and right is None:
            return None
        return [a + b for a in left or [HOLE] for b in right or [HOLE]]
    if isinstance(node, ast.IfExp):
        body, orelse = fold(node.body), fold(node.orelse)
        if body is None and orelse is None:
            return None
        return (body or [HOLE]) + (orelse or [HOLE])
    return None


def holes(node: ast.AST) -> list[ast.expr]:
    """The expressions that fill the holes of a built string, in order."""
    if fold(node) is None:
        return [node]  # type: ignore[list-item]
    if isinstance(node, ast.JoinedStr):
        return [
            hole
            for value in node.values
            if isinstance(value, ast.FormattedValue)
            for hole in holes(value.value)
        ]
    if isinstance(node, ast.BinOp):
        return [*holes(node.left), *holes(node.right)]
    if isinstance(node, ast.IfExp):
        return [*holes(node.body), *holes(node.orelse)]
    return []


def _conditions(node: ast.AST) -> list[ast.expr]:
    """The tests of the conditionals inside a built string (they may look ids up too)."""
    return [n.test for n in ast.walk(node) if isinstance(n, ast.IfExp)]


def is_id(text: str) -> bool:
    if text.endswith(FILE_ENDINGS):
        return False
    if TAIL_SHAPE.match(text):  # an id's tail added to a key held elsewhere: key + ".swap"
        return True
    shaped = ID_SHAPE.match(text.replace(HOLE, "x")) is not None
    return shaped and text.split(".")[0] in namespaces()


@dataclass(frozen=True)
class Found:
    """A string the code builds that is a message id: where, its values, its expression."""

    path: Path
    line: int
    values: tuple[str, ...]
    node: ast.AST
    parents: tuple[ast.AST, ...]  # from the module down to the node

    @property
    def where(self) -> str:
        return f"{self.path.relative_to(ROOT)}:{self.line}"


@cache
def modules() -> tuple[tuple[Path, ast.Module], ...]:
    files = sorted(path for folder in SOURCES for path in (ROOT / folder).rglob("*.py"))
    return tuple((path, ast.parse(path.read_text(encoding="utf-8"))) for path in files)


@cache
def found_ids() -> tuple[Found, ...]:
    """Every outermost string expression of the sources that folds to a message id."""
    out: list[Found] = []

    def visit(node: ast.AST, parents: tuple[ast.AST, ...], path: Path) -> None:
        values = fold(node) if isinstance(node, ast.expr) else None
        if values is not None:
            ids = tuple(v for v in values if is_id(v))
            if ids:
                out.append(Found(path, getattr(node, "lineno", 0), ids, node, parents))
            # Its constant parts are this string, not ids of their own; what fills its holes
            # (a call, a name) may hold ids.
            for inner in [*holes(node), *_conditions(node)]:
                visit(inner, (*parents, node), path)
            return
        for child in ast.iter_child_nodes(node):
            visit(child, (*parents, node), path)

    for path, tree in modules():
        visit(tree, (), path)
    return tuple(out)


# ------------------------------------------------------------ where suffixes come from
def _engine_package(name: str) -> Path:
    return Path(inspect.getfile(engine.games()[name])).parent


def _constants_assigned(package: Path, attribute: str) -> set[str]:
    """String constants a package assigns to `attribute` (`g.phase = "track"`, a class's
    `phase = "draw"`, a view's `"phase": "over" if over else "turn"`) or passes to its
    `end(g, reason)` when the attribute is `end_reason`."""
    found: set[str] = set()
    for path in sorted(package.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            values: list[ast.expr] = []
            if isinstance(node, ast.Assign):
                for target in node.targets:
                    name = getattr(target, "attr", getattr(target, "id", None))
                    if name == attribute:
                        values.append(node.value)
            elif isinstance(node, ast.Dict):
                values += [
                    v
                    for k, v in zip(node.keys, node.values, strict=True)
                    if isinstance(k, ast.Constant) and k.value == attribute
                ]
            elif (
                attribute == "end_reason"
                and isinstance(node, ast.Call)
                and getattr(node.func, "id", None) == "end"
                and len(node.args) > 1
            ):
                values.append(node.args[1])
            for value in values:
                found.update(v for v in fold(value) or [] if HOLE not in v)
    return found


def _phases(game: str) -> set[str]:
    return _constants_assigned(_engine_package(game), "phase")


def _end_reasons(game: str) -> set[str]:
    return _constants_assigned(_engine_package(game), "end_reason")


def _plugins() -> list[str]:
    from bot import plugins

    plugins.discover()
    return sorted(p.name for p in plugins.all_plugins())


def _statuses() -> list[str]:
    """The game statuses the database allows (its CHECK constraint)."""
    sql = (ROOT / "bot/migrations/001_init.sql").read_text(encoding="utf-8")
    match = re.search(r"CHECK \(status IN \(([^)]*)\)\)", sql)
    assert match, "the statuses' CHECK constraint moved"
    return re.findall(r"'(\w+)'", match.group(1))


def _levels() -> list[str]:
    from bot import thinking

    return list(thinking.LEVELS)


def _policy_names() -> list[str]:
    """Levels named by /game stats and the leaderboard: the platform's and every game's."""
    from cogs import stats

    offered = {p for cls in engine.games().values() for p in cls.policies()}
    return sorted(set(_levels()) | set(stats.CPU_LEVELS) | (offered & set(stats.CPU_LEVELS)))


def _settings(name: str) -> Callable[[], list[str]]:
    def values() -> list[str]:
        from bot import game_settings

        return list(getattr(game_settings, name))

    return values


def _card_game_phases() -> set[str]:
    # "stopped" ends a world the strong player samples in its search: no game shows it.
    return _phases("santafe-cards") - {"stopped"}


def _cardrails_steps() -> list[str]:
    from engine.cardrails import game

    return [step.name for step in game._STEPS]


def _card_kinds() -> list[str]:
    from engine.santafe_cards.deck import KINDS

    return [kind for kind in KINDS if kind != "plain"]


def _card_game_image_texts() -> list[str]:
    """What `img_text(key)` (render/santafe_cards_layout.py) is asked for: the constants its
    calls pass, the score sheet's parts (render/santafe_cards_sheet.py), the named cards' faces
    and the seats' badges."""
    from render import santafe_cards_layout as layout
    from render import santafe_cards_sheet as sheet

    keys = {"part.round", *(f"part.{p}" for p in sheet.PARTS)}
    keys |= {f"card.{kind}" for kind in layout.NAMED_KINDS}
    for _path, tree in modules():
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "img_text":
                keys.update(v for v in fold(node.args[0]) or [] if HOLE not in v)
            if isinstance(node, ast.FunctionDef) and node.name == "seat_badges":
                for call in ast.walk(node):
                    if (
                        isinstance(call, ast.Call)
                        and getattr(call.func, "attr", None) == "append"
                        and isinstance(call.args[0], ast.Tuple)
                    ):
                        keys.update(fold(call.args[0].elts[0]) or [])
    return sorted(keys)


def _help_groups() -> list[str]:
    from cogs import rules

    return [*rules.HELP_GROUPS, "more"]


def _one(values: Callable[[], Iterable[str]]) -> Callable[[], list[tuple[str, ...]]]:
    return lambda: [(v,) for v in values()]


# Built ids whose suffixes neither a guard nor a wrapper's calls give: the pattern, where the
# suffixes come from, and the code that lists them (each a tuple: one value per hole).
BUILT: dict[str, tuple[str, Callable[[], list[tuple[str, ...]]]]] = {
    "game.{}": ("every registered game (plug-ins)", _one(_plugins)),
    "status.{}": ("the game statuses (games' CHECK constraint)", _one(_statuses)),
    "cpu.level.{}": ("the computer levels (bot/thinking.py, cogs/stats.py)", _one(_policy_names)),
    # The first (easiest) level is the plain "Add computer player" button.
    "lobby.btn.cpu_{}": ("the levels but the first (bot/thinking.py)", _one(lambda: _levels()[1:])),
    "settings.action.{}": ("DEADLINE_ACTIONS", _one(_settings("DEADLINE_ACTIONS"))),
    "remind.deadline.{}": ("DEADLINE_ACTIONS", _one(_settings("DEADLINE_ACTIONS"))),
    "settings.away.{}": ("AWAY_MODES", _one(_settings("AWAY_MODES"))),
    "away.game.{}": ("AWAY_MODES", _one(_settings("AWAY_MODES"))),
    # bot/waits.py Waits.level: 1 the first reminder, 2 the second (0 sends none).
    "remind.{}": ("the reminder levels (Waits.level)", lambda: [("1",), ("2",)]),
    "remind.thread.{}": ("the reminder levels (Waits.level)", lambda: [("1",), ("2",)]),
    # bot/loaded.py Outcome.reason: why a computer moved for a person.
    "thread.moved_for.{}": (
        "Outcome.reason (bot/loaded.py): deadline, away, host",
        lambda: [("deadline",), ("away",), ("host",)],
    ),
    "sf.phase.{}": ("Santa Fe's phases (engine/santafe)", _one(lambda: _phases("santafe"))),
    "cr.phase.{}": ("Card Rails' phases (its view)", _one(lambda: _phases("cardrails"))),
    "cr.what.{}": ("Card Rails' steps (engine/cardrails/game.py)", _one(_cardrails_steps)),
    "cr.reason.{}": ("Card Rails' end reasons", _one(lambda: _end_reasons("cardrails"))),
    "sfc.phase.{}": ("the card game's phases", _one(_card_game_phases)),
    # Asked of whoever the game awaits, so never once it is over.
    "sfc.what.{}": (
        "the card game's phases but 'over'",
        _one(lambda: _card_game_phases() - {"over"}),
    ),
    "sfc.reason.{}": ("the card game's end reasons", _one(lambda: _end_reasons("santafe-cards"))),
    "sfc.card.name.{}": ("the deck's kinds (engine/santafe_cards/deck.py)", _one(_card_kinds)),
    "sfc.img.{}": ("the card game's image texts (img_text)", _one(_card_game_image_texts)),
    "help.group.{}": ("/game help's groups (cogs/rules.py HELP_GROUPS)", _one(_help_groups)),
}
# A refusal's rule, `rule.<game>.<code>` else `rule.<code>` (bot/errors.py rule_text): every
# game's IllegalAction codes exist in every language, checked by
# tests/obligations/test_texts.py; here only that the construction is the one known.
RULES = ("rule.{}.{}", "rule.{}")


# ----------------------------------------------------------- guards and wrappers
def _literal_values(node: ast.AST, scope: tuple[ast.AST, ...]) -> list[str] | None:
    """The constants of a literal tuple, list or set, or of a name bound to one in `scope`
    (the enclosing functions and the module)."""
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        values = [fold(item) or _imported(item, scope) for item in node.elts]
        if all(v is not None and len(v) == 1 and HOLE not in v[0] for v in values):
            return [v[0] for v in values if v]
        return None
    if isinstance(node, ast.Name):
        for holder in reversed(scope):
            for statement in ast.walk(holder):
                if (
                    isinstance(statement, ast.Assign)
                    and len(statement.targets) == 1
                    and getattr(statement.targets[0], "id", None) == node.id
                ):
                    return _literal_values(statement.value, ())
    return None


def _imported(node: ast.AST, scope: tuple[ast.AST, ...]) -> list[str] | None:
    """A string constant named in the module (`X = "double_turn"`) or imported by name
    (`from engine.santafe.rules import X`)."""
    if not isinstance(node, ast.Name) or not scope:
        return None
    for holder in reversed(scope):
        for statement in ast.walk(holder):
            if (
                isinstance(statement, ast.Assign)
                and [getattr(t, "id", None) for t in statement.targets] == [node.id]
                and isinstance(statement.value, ast.Constant)
                and isinstance(statement.value.value, str)
            ):
                return [statement.value.value]
    for statement in ast.walk(scope[0]):
        if (
            isinstance(statement, ast.ImportFrom)
            and statement.module
            and any((a.asname or a.name) == node.id for a in statement.names)
        ):
            value = getattr(importlib.import_module(statement.module), node.id, None)
            return [value] if isinstance(value, str) else None
    return None


def _compared(test: ast.AST, name: str, scope: tuple[ast.AST, ...]) -> list[str] | None:
    """The values a test lets `name` have: `name in (...)`, `name == "x"`, `a or b`, and the
    part of an `and` that names it."""
    if isinstance(test, ast.Compare) and len(test.ops) == 1:
        if ast.unparse(test.left) != name:
            return None
        right = test.comparators[0]
        if isinstance(test.ops[0], ast.In):
            return _literal_values(right, scope)
        if isinstance(test.ops[0], ast.Eq) and isinstance(right, ast.Constant):
            return [str(right.value)]
        return None
    if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.Or):
        parts = [_compared(value, name, scope) for value in test.values]
        if any(part is None for part in parts):
            return None
        return [v for part in parts for v in part or []]
    if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And):
        for value in test.values:
            part = _compared(value, name, scope)
            if part is not None:
                return part
    return None


def guarded(hole: ast.expr, found: Found) -> list[str] | None:
    """The values of a hole read from what encloses the id: an `if`/conditional that tests
    it, or a `for` over a literal list that binds it."""
    name = ast.unparse(hole)
    scope = tuple(p for p in found.parents if isinstance(p, ast.Module | ast.FunctionDef))
    chain = (*found.parents, found.node)
    for parent, child in zip(reversed(chain[:-1]), reversed(chain[1:]), strict=True):
        inside = (isinstance(parent, ast.IfExp) and child is parent.body) or (
            isinstance(parent, ast.If) and child in parent.body
        )
        if inside and isinstance(parent, ast.If | ast.IfExp):
            values = _compared(parent.test, name, scope)
            if values is not None:
                return values
        if isinstance(parent, ast.For):
            target, over = parent.target, parent.iter
            if (
                isinstance(over, ast.Call)
                and getattr(over.func, "id", None) == "enumerate"
                and isinstance(target, ast.Tuple)
            ):
                target, over = target.elts[1], over.args[0]
            if ast.unparse(target) == name:
                return _literal_values(over, scope)
    return None


def expansions(found: Found) -> Iterator[tuple[str, str]]:
    """(id, how its suffix is known) for every value of a built id; raises LookupError for a
    construction the test does not know."""
    for value in found.values:
        if HOLE not in value:
            yield value, "literal"
            continue
        if value in RULES:
            continue
        if value in BUILT:
            source, suffixes = BUILT[value]
            for parts in suffixes():
                yield value.replace(HOLE, "{}").format(*parts), source
            continue
        fillers = holes(found.node)
        if len(fillers) != 1 or value.count(HOLE) != 1:
            raise LookupError(f"{found.where}: {value} (several holes: add it to BUILT)")
        values = guarded(fillers[0], found)
        if values is None:
            raise LookupError(
                f"{found.where}: {value} ({ast.unparse(fillers[0])}): a built id whose"
                " suffixes the test does not know; add it to BUILT with where they come from"
            )
        for suffix in values:
            yield value.replace(HOLE, suffix), f"{ast.unparse(fillers[0])} at {found.where}"


# ------------------------------------------------------------------------------- tests
def test_every_id_the_code_names_exists_in_every_language():
    wrong = []
    for found in found_ids():
        for value in found.values:
            if HOLE not in value and missing(value):
                wrong.append(f"{found.where}: {value} missing in {missing(value)}")
    assert wrong == []


def test_every_built_id_is_known_and_each_of_its_ids_exists_in_every_language():
    unknown, wrong = [], []
    for found in found_ids():
        try:
            for key, source in expansions(found):
                if missing(key):
                    wrong.append(f"{found.where}: {key} ({source}) missing in {missing(key)}")
        except LookupError as error:
            unknown.append(str(error))
    assert unknown == []
    assert wrong == []


def test_the_table_of_built_ids_is_used_and_each_entry_has_suffixes():
    built = {v for found in found_ids() for v in found.values if HOLE in v}
    assert sorted(set(BUILT) - built) == [], "BUILT names ids the code no longer builds"
    assert set(RULES) <= built
    empty = [pattern for pattern, (_, suffixes) in BUILT.items() if not suffixes()]
    assert empty == []


def test_the_scan_finds_the_kinds_of_ids_the_code_builds():
    """The fold itself, on the shapes the sources use."""

    def one(source: str) -> list[str]:
        node = ast.parse(source, mode="eval").body
        return fold(node) or []

    assert one('"sfc.play" + (".duel" if d else ".start")') == ["sfc.play.duel", "sfc.play.start"]
    assert one('f"cpu.level.{policy}"') == ["cpu.level.{}"]
    assert one("f\"game.{'santafe'}\"") == ["game.santafe"]
    assert is_id("err.board.unknown_game") and not is_id("replay.webp")
    assert not is_id("bot.core") or "bot" in namespaces()
    # A raw id never reaches a player: the one the leaderboard once showed is a message now.
    assert missing("err.board.unknown_game") == []


def _found_in(source: str) -> Found:
    tree = ast.parse(source)
    out: list[Found] = []

    def visit(node: ast.AST, parents: tuple[ast.AST, ...]) -> None:
        values = fold(node) if isinstance(node, ast.expr) else None
        if values is not None and any(is_id(v) for v in values):
            out.append(Found(ROOT / "example.py", 1, tuple(values), node, parents))
            return
        for child in ast.iter_child_nodes(node):
            visit(child, (*parents, node))

    visit(tree, ())
    (found,) = out
    return found


@pytest.mark.parametrize(
    ("source", "known"),
    [
        ('if kind in ("a", "b"):\n    t(f"cr.act.{kind}")', ["cr.act.a", "cr.act.b"]),
        ('if x and kind == "a":\n    t(f"cr.act.{kind}")', ["cr.act.a"]),
        (
            'heads = ["x", "y"]\nfor i, h in enumerate(heads):\n    t(f"cr.img.{h}")',
            ["cr.img.x", "cr.img.y"],
        ),
        ('t(f"cr.act.{kind}")', None),
    ],
)
def test_guards_and_loops_give_the_suffixes_and_an_unknown_construction_fails(source, known):
    found = _found_in(source)
    if known is None:
        with pytest.raises(LookupError):
            list(expansions(found))
    else:
        assert [key for key, _ in expansions(found)] == known


def test_the_card_game_s_image_texts_are_read_from_their_calls():
    keys = _card_game_image_texts()
    assert {"done", "lead", "wins", "part.round", "card.deputy", "sheet.title"} <= set(keys)
