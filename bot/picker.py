"""Actions travel by reference, and one generic picker offers them.

A component or an autocomplete value never encodes an action: it carries a *reference* to one
of the player's `legal_actions`, the player's move count (`token`) and a short hash of the
action. Resolving it recomputes the legal actions from the current state, so a stale or forged
reference is refused and an action arrives exactly as the engine listed it (types, lists and
nesting intact).

The picker shows the legal actions as a tree: the game's presenter says which levels an action
sits under (`Presenter.group`), 25 options per select, with paging, so no option is ever dropped.
Its custom id carries the path through the tree as indices into the current legal set.
"""

from __future__ import annotations

import zlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.errors import AlreadyDone, UserFacing
from bot.option_codes import coded
from bot.presenter import Presenter
from bot.ui import GameSelect
from text import t

__all__ = ["Node", "PickerPath", "action_ref", "build_tree", "picker_select", "resolve_ref"]

PAGE = 25  # Discord's limit of options per select
LABEL_MAX = 100


def action_hash(action: Mapping[str, Any]) -> str:
    """A short fingerprint of one action. The engine lists its actions the same way each time,
    so their repr is stable (and tells 1 from True); CRC-32 is ample among a player's few
    dozen legal actions, and cheap enough to compute for all of them on every move."""
    return f"{zlib.crc32(repr(action).encode()):08x}"


def action_ref(token: int, action: Mapping[str, Any]) -> str:
    """A short reference to one legal action of a player who has made `token` moves."""
    return f"{token}.{action_hash(action)}"


def resolve_ref(ref: str, token: int, legal: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The legal action `ref` names. AlreadyDone if the player has moved since (or the ref is
    from an older decision); UserFacing if it names nothing legal now."""
    told, sep, digest = ref.partition(".")
    if not sep or not told.isdecimal() or len(told) > 9 or not digest.isalnum():
        raise UserFacing("err.bad_value")
    if int(told) != token:
        raise AlreadyDone()
    for action in legal:
        if action_hash(action) == digest:
            return action
    raise UserFacing("err.stale_choice")


def is_ref(text: str) -> bool:
    told, sep, digest = text.partition(".")
    return bool(sep) and told.isdecimal() and len(digest) == 8 and digest.isalnum()


@dataclass
class Node:
    """One level of the picker: groups (in first-seen order) and actions."""

    label: str = ""
    groups: dict[str, Node] = field(default_factory=dict)
    actions: list[dict[str, Any]] = field(default_factory=list)

    def entries(self) -> list[tuple[str, Any]]:
        return [("g", key) for key in self.groups] + [("a", a) for a in self.actions]


def build_tree(
    legal: Sequence[dict[str, Any]],
    presenter: Presenter,
    view: Mapping[str, Any] | None,
    locale: object | None = None,
) -> Node:
    root = Node()
    for action in legal:
        node = root
        for key, label in presenter.group(action, view, locale):
            node = node.groups.setdefault(key, Node(label=label))
        node.actions.append(action)
    return root


@dataclass(frozen=True)
class PickerPath:
    """Where a picker stands: group indices from the top, and the page at that level."""

    steps: tuple[int, ...] = ()
    page: int = 0

    def text(self) -> str:
        return ".".join(str(i) for i in self.steps) + f"/{self.page}"

    @classmethod
    def parse(cls, text: str) -> PickerPath:
        steps, _, page = text.partition("/")
        try:
            parsed = tuple(int(i) for i in steps.split(".") if i)
            number = int(page or 0)
        except ValueError:
            raise UserFacing("err.bad_value") from None
        if len(parsed) > 8 or any(i < 0 or i > 10_000 for i in parsed) or not 0 <= number < 10_000:
            raise UserFacing("err.bad_value")
        return cls(parsed, number)

    def down(self, index: int) -> PickerPath:
        return PickerPath((*self.steps, index), 0)

    def up(self) -> PickerPath:
        return PickerPath(self.steps[:-1], 0)

    def at(self, page: int) -> PickerPath:
        return PickerPath(self.steps, page)


def node_at(root: Node, path: PickerPath) -> Node:
    node = root
    for index in path.steps:
        keys = list(node.groups)
        if index >= len(keys):
            raise AlreadyDone()  # the choices changed since this picker was drawn
        node = node.groups[keys[index]]
    return node


def picker_select(
    game_id: int,
    token: int,
    legal: Sequence[dict[str, Any]],
    presenter: Presenter,
    view: Mapping[str, Any] | None,
    locale: object | None = None,
    path: PickerPath | None = None,
    *,
    row: int | None = None,
) -> tuple[GameSelect, str]:
    """The select for one level of the picker, and a line saying where it stands."""
    path = path or PickerPath()
    node = node_at(build_tree(legal, presenter, view, locale), path)
    codes = coded(legal, presenter, view, locale)  # options that are places: by their codes
    node.actions.sort(key=lambda a: codes.sort_key(action_hash(a)))
    entries = node.entries()
    back = bool(path.steps)
    room = PAGE - int(back)
    pages = 1 if len(entries) <= room else -(-len(entries) // (room - 1))
    per_page = room if pages == 1 else room - 1
    page = min(path.page, pages - 1)
    shown = entries[page * per_page : (page + 1) * per_page]
    options: list[discord.SelectOption] = []
    keys = list(node.groups)
    for kind, item in shown:
        if kind == "g":
            label = node.groups[item].label or str(item)
            value = f"g{keys.index(item)}"
            options.append(discord.SelectOption(label=_fit(_more(label)), value=value))
        else:
            digest = action_hash(item)
            label = codes.label(digest, locale) or presenter.label(item, view, locale)
            options.append(discord.SelectOption(label=_fit(label), value=f"a{action_hash(item)}"))
    if pages > 1:
        following = (page + 1) % pages
        text = t("picker.more", locale, page=following + 1, pages=pages)
        options.append(discord.SelectOption(label=_fit(text), value=f"n{following}"))
    if back:
        options.append(discord.SelectOption(label=t("picker.back", locale), value="u"))
    where = node.label if path.steps else ""
    placeholder = _fit(_more(where) if where else t("prompt.select", locale), 150)
    select = GameSelect(
        game_id,
        "pick",
        token,
        path.at(page).text(),
        options=options,
        placeholder=placeholder,
        row=row,
    )
    note = t("picker.page", locale, page=page + 1, pages=pages) if pages > 1 else ""
    return select, note


def multi_select(
    game_id: int,
    token: int,
    legal: Sequence[dict[str, Any]],
    presenter: Presenter,
    view: Mapping[str, Any] | None,
    locale: object | None = None,
) -> GameSelect | None:
    """One multi-select for a decision the game offers as a choice of several elements."""
    spec = presenter.multi(legal, view, locale)
    if spec is None or not spec.options or len(spec.options) > PAGE:
        return None
    seen: dict[str, int] = {}
    options = []
    for element, label in spec.options:
        seen[element] = seen.get(element, 0) + 1
        value = f"{element}#{seen[element]}"
        options.append(discord.SelectOption(label=_fit(label), value=value[:100]))
    return GameSelect(
        game_id,
        "multi",
        token,
        f"{spec.action_type}:{spec.key}",
        options=options,
        placeholder=_fit(spec.placeholder, 150),
        min_values=0,
        max_values=len(options),
    )


def resolve_multi(
    arg: str, values: Sequence[str], legal: Sequence[dict[str, Any]]
) -> dict[str, Any]:
    """The legal action whose list holds exactly the chosen elements (in any order)."""
    action_type, _, key = arg.partition(":")
    chosen = sorted(value.rpartition("#")[0] for value in values)
    for action in legal:
        listed = action.get(key)
        if (
            action.get("type") == action_type
            and isinstance(listed, list)
            and sorted(str(v) for v in listed) == chosen
        ):
            return action
    raise UserFacing("err.stale_choice")


def _more(label: str) -> str:
    """A group's label, ending with one ellipsis: it leads to more choices."""
    return label if label.rstrip().endswith(("…", "...")) else label + " …"


def _fit(text: str, limit: int = LABEL_MAX) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
