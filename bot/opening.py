"""What a person needs to know at the start of a game, said in its first post: who plays, who
starts and why, what the set-up left out (the game's own words: `Presenter.opening_lines`), and
the options in force; and the options as the lobby shows them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot import plugins, table
from bot.storage import GameRow
from text import join, t

if TYPE_CHECKING:
    from bot.session import Session


def options_text(row: GameRow, locale: object | None) -> str:
    """The game's options in force, by name ("Advanced rules, Optional rule: buying tiles"),
    or "standard rules"."""
    plugin = plugins.get(row.game)
    if plugin is None:
        return t("options.none", locale)
    on = []
    for spec in plugin.option_specs:
        value = row.options.get(spec.name, spec.default)
        if spec.kind is bool:
            if value:
                on.append(t(spec.label_key, locale))
        elif value != spec.default:
            on.append(t("options.value", locale, option=t(spec.label_key, locale), value=value))
    return join(on, locale) or t("options.none", locale)


def opening_text(s: Session) -> str:
    """The start line, in the game's language: the game has begun and who plays, then what its
    set-up made in the game's words (the public events of `Game.start()` and the spectator
    view: who starts and why, what is out of the game), then the options in force."""
    assert s.game is not None
    lang = table.lang(s)
    names = join((table.name(s, seat.player) for seat in s.loaded.seats), lang)
    lines = [t("lobby.started", lang, game=table.title(s), id=s.row.id, seats=names)]
    public = [e for e in s.game.start() if "to" not in e]
    presenter = table.plugin_of(s).presenter
    view = s.game.view(None)
    lines += presenter.opening_lines(view, public, lambda p: table.name(s, p), lang)
    lines.append(t("start.options", lang, options=options_text(s.row, lang)))
    return "\n".join(lines)
