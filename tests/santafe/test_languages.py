"""Santa Fe in English, French and Dutch: every text of the Discord side and every image comes
from the game's catalogs in the reader's language, and long words fit where they are drawn."""

from __future__ import annotations

import io
import logging
from typing import Any

import pytest
from PIL import Image

import engine
import render
from bot.plugins import discover
from cogs.santafe.present import SantaFePresenter, digest
from engine.players import make_player
from render import common, santafe, santafe_layout, santafe_map, santafe_text, santafe_words
from text import catalogs as i18n

P = SantaFePresenter()
LANGUAGES = i18n.LANGUAGES
# Long display names, as members choose them.
NAMES = {
    "p0": "Bartholomew-Alexandre",
    "p1": "Zoé",
    "p2": "Annemarie",
    "p3": "Jean-Christophe",
    "p4": "Wilhelmina",
}
# Keys of this game's catalog (the platform's own keys are not this game's to translate).
OURS = ("sf.", "rule.santafe.", "opt.santafe.", "cmd.santafe", "game.santafe")


@pytest.fixture(autouse=True, scope="module")
def _texts() -> None:
    discover()


def play(seed: int, n: int, options: dict[str, Any]) -> list[dict[str, Any]]:
    """A heuristic game, move by move: the player, their view and legal moves before it, the
    spectator views before and after, the events."""
    players = [f"p{i}" for i in range(n)]
    g = engine.new_game("santafe", players, seed, options)
    seats = {p: make_player("heuristic", seed * 10 + i, "santafe") for i, p in enumerate(players)}
    moves = []
    while not g.is_over:
        p = g.active_players()[0]
        before, own, legal = g.view(None), g.view(p), g.legal_actions(p)
        events = g.apply(p, seats[p].choose(g, p))
        moves.append(
            {"player": p, "own": own, "legal": legal, "before": before, "after": g.view(None)}
            | {"events": events}
        )
    return moves


@pytest.fixture(scope="module")
def games() -> dict[str, list[dict[str, Any]]]:
    return {
        "advanced": play(4, 4, {"advanced": True, "tile_purchase": True}),
        "five": play(6, 5, {}),
    }


def names(pid: str) -> str:
    return NAMES.get(pid, pid)


def everything_said(moves: list[dict[str, Any]], language: str) -> dict[str, list[str]]:
    """Every text the presenter gives for a whole game, by hook."""
    said: dict[str, list[str]] = {}

    def add(hook: str, texts: Any) -> None:
        said.setdefault(hook, []).extend([texts] if isinstance(texts, str) else texts)

    events: list[dict[str, Any]] = []
    for move in moves[::3]:
        own, before, p = move["own"], move["before"], move["player"]
        add("label", [P.label(a, own, language) for a in move["legal"][:8]])
        add("ack", P.ack(move["legal"][0], own, language))
        add("phase", P.phase_name(before, language))
        add("awaited", P.awaited(before, language))
        add("panel", P.panel_label(before, language))
        add("ping", P.ping(before, p, "@" + names(p), language) or "")
        add("hand", P.hand_lines(own, p, names, language))
        add("status", [P.seat_line(before, q, names(q), language) for q in before["players"]])
        add("status", P.status_lines(before, names, language))
        multi = P.multi(move["legal"], own, language)
        if multi is not None:
            add("multi", [multi.placeholder, *(label for _, label in multi.options)])
    for move in moves:
        events += move["events"]
        posts = P.after_move(move["before"], move["after"], move["events"], names, language)
        add("posts", [post.text for post in posts])
    final = moves[-1]["after"]
    add("end", P.end_reason(final, names, language))
    add("final", [P.final_lines(final, p, names, language)[-1] for p in final["players"]])
    add("digest", digest(events, names, language, limit=1000))
    return said


@pytest.mark.parametrize("kind", ["advanced", "five"])
def test_every_text_of_a_game_comes_from_the_catalog_in_each_language(games, kind, caplog):
    caplog.set_level(logging.WARNING, logger="whistlestop.i18n")
    said = {language: everything_said(games[kind], language) for language in LANGUAGES}
    problems = [
        record.getMessage()
        for record in caplog.records
        if record.args and str(record.args[0]).startswith(OURS)
    ]
    assert problems == []  # no message of the game missing or failing in any language
    for language in LANGUAGES:
        for hook, texts in said[language].items():
            assert all("{" not in text and "None" not in text for text in texts), (language, hook)
    for language in ("fr", "nl"):
        # Moves, pings, hands, posts and digests all read in the language, never in English.
        for hook in ("label", "ping", "hand", "posts", "digest", "phase", "panel"):
            english, theirs = said["en"][hook], said[language][hook]
            assert len(english) == len(theirs)
            same = [a for a, b in zip(english, theirs, strict=True) if a == b and a]
            assert same == [], (language, hook, same[:3])


def test_numbers_and_lists_follow_the_language(games):
    final = games["advanced"][-1]["after"]
    mine = P.final_lines(final, "p0", names, "fr")[-1]
    assert mine.startswith("Argent\u202f: ") and " et " in mine  # "…, Denver 15 et Omaha 8."
    assert "\u00a0$" in mine  # "12 $", the amount before its symbol
    assert " en " in P.final_lines(final, "p0", names, "nl")[-1]
    view = dict(games["advanced"][0]["own"])
    seat = dict(view["seats"]["p0"], hand_size=1, money=1, locked_in=False)
    view["seats"] = {**view["seats"], "p0": seat}
    assert P.seat_line(view, "p0", "Ann", "en") == "Ann: 1 card, $1"
    assert P.seat_line(view, "p0", "Ann", "fr") == "Ann\u202f: 1 carte, 1\u00a0$"
    assert P.seat_line(view, "p0", "Ann", "nl") == "Ann: 1 kaart, $1"
    seat["hand_size"] = 0
    assert P.seat_line(view, "p0", "Ann", "fr") == "Ann\u202f: 0 carte, 1\u00a0$"  # 0 is one
    assert P.seat_line(view, "p0", "Ann", "nl") == "Ann: 0 kaarten, $1"


async def test_commands_are_described_in_every_language():
    import discord
    from discord import app_commands

    from bot.translation import CatalogTranslator
    from cogs.santafe.commands import SantaFeCog

    group = SantaFeCog.santafe
    texts = [group._locale_description]
    for command in group.commands:
        texts.append(command._locale_description)
        texts += [parameter.description for parameter in command._params.values()]
    ours = [text for text in texts if text.extras.get("key", "").startswith(OURS)]
    assert len(ours) == 7  # the group, its three commands, the railroad and where options
    translator = CatalogTranslator()
    context = app_commands.TranslationContext(
        app_commands.TranslationContextLocation.command_description, None
    )
    for locale in (discord.Locale.french, discord.Locale.dutch):
        for text in ours:
            theirs = await translator.translate(text, locale, context)
            assert theirs and theirs != text.message and len(theirs) <= 100, (locale, text)


# ------------------------------------------------------------------------------ images
def views_of(moves: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """One spectator view per image kind: each phase mid-game, and the finished board."""
    out: dict[str, dict[str, Any]] = {}
    for move in moves:
        view = move["after"]
        phase = view["phase"]
        if phase == "track" and view["round"] < 3:
            continue  # mid-game: a board with track on it
        out.setdefault(phase, view)
    return out


def png(data: bytes) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    img = Image.open(io.BytesIO(data))
    img.load()
    return img


@pytest.fixture(scope="module")
def kinds(games) -> dict[str, dict[str, Any]]:
    out = {f"advanced-{k}": v for k, v in views_of(games["advanced"]).items()}
    out |= {f"five-{k}": v for k, v in views_of(games["five"]).items()}
    assert {"advanced-setup", "advanced-choose", "advanced-track", "advanced-draw"} <= set(out)
    assert {"advanced-purchase", "advanced-over", "five-track", "five-over"} <= set(out)
    return out


@pytest.fixture(scope="module")
def images(kinds) -> dict[tuple[str, str], bytes]:
    """Every image kind in every language: the board in each phase, the finished board and
    the final scores."""
    out = {}
    for language in LANGUAGES:
        for kind, view in kinds.items():
            out[kind, language] = render.board_png("santafe", view, names=NAMES, language=language)
            if view["over"]:
                scores = render.scores_png("santafe", view, names=NAMES, language=language)
                out[kind + "-scores", language] = scores
    return out


def test_every_image_kind_renders_in_each_language(images):
    for (kind, language), data in images.items():
        img = png(data)
        assert img.width == santafe_map.W and img.height > santafe_map.MAP_H, (kind, language)


def test_the_language_changes_the_words_not_the_map(images, kinds):
    for kind in {k for k, _ in images}:
        pictures = [png(images[kind, language]) for language in LANGUAGES]
        assert len({p.tobytes() for p in pictures}) == 3, kind
        # City names stay as on the map: the map above the panel is the same in every language.
        maps = {p.crop((0, 0, santafe_map.W, santafe_map.MAP_H)).tobytes() for p in pictures}
        assert len(maps) == 1, kind


def test_images_are_the_same_every_time_in_a_language(images, kinds):
    kind = "five-track"
    view = kinds[kind]
    # Drawn again after other languages, and with every cache of the panel's words rebuilt.
    for language in ("fr", "nl", "en"):
        assert (
            render.board_png("santafe", view, names=NAMES, language=language)
            == images[kind, language]
        )
    for cached in (
        santafe_words.prepared,
        santafe._footer,
        santafe._footer_p,
        santafe_layout.legend_lines,
    ):
        cached.cache_clear()
    common.catalog_text.cache_clear()
    santafe_layout.WIDTHS.clear()
    for language in ("nl", "fr"):
        assert (
            render.board_png("santafe", view, names=NAMES, language=language)
            == images[kind, language]
        )
    # An unknown language draws English.
    assert render.board_png("santafe", view, names=NAMES, language="de") == images[kind, "en"]


def test_warm_up_prepares_the_words_of_one_language_once():
    santafe.warm_up("fr")
    footers, prepared = santafe._footer_p.cache_info(), santafe_words.prepared.cache_info()
    santafe.warm_up("fr")
    assert santafe._footer_p.cache_info().currsize == footers.currsize
    assert santafe_words.prepared.cache_info().currsize == prepared.currsize
    santafe_words.prepared.cache_clear()
    santafe.warm_up("nl")
    assert santafe_words.prepared.cache_info().currsize == 1  # Dutch only, as asked


@pytest.mark.parametrize("language", LANGUAGES)
def test_long_words_fit_where_they_are_drawn(kinds, language):
    width = santafe_map.W - 2 * santafe_map.PAD
    for advanced in (False, True):
        for line in santafe_layout.legend_lines(language, advanced):
            assert common.text_size(line, "regular", santafe_layout.LEGEND_FONT)[0] <= width
    for view in kinds.values():
        if view["over"]:
            continue
        lay = santafe_layout.panel_layout(view, language)
        for lines in lay.lines.values():
            for text, _ in lines:
                assert (
                    santafe_layout.measure_text(text, "regular", santafe_layout.SEAT_FONT)[0]
                    <= lay.col_w - 24
                )
    # What every box says most often is never cut, however many players share the width.
    for players in range(2, 6):
        room = santafe_layout._seat_width(players)
        for n in range(8):
            line = santafe_layout._hand_line(n, room, language, common.text_size)
            assert common.text_size(line, "regular", santafe_layout.SEAT_FONT)[0] <= room
        for n in range(1, 4):
            turns = i18n.t("sf.img.double_turns", language, n=n)
            assert all(
                "…" not in part
                for part in santafe_layout.wrap_seat_line(turns, room, common.text_size)
            )
    # The footer, a row per railroad: its tiles left before the cities' column, its cities
    # (or the dead end) before the image's edge.
    tiles_x, cities_x = santafe_layout.rail_columns(language)
    for n in range(santafe_layout.MAX_TILES + 1):
        text = i18n.t("sf.img.tiles_left", language, n=n)
        assert tiles_x + common.text_size(text, "regular", santafe_layout.RAIL_FONT)[0] < cities_x
        text = i18n.t("sf.img.cities", language, n=n)
        edge = santafe_map.W - santafe_map.PAD
        assert cities_x + common.text_size(text, "regular", santafe_layout.RAIL_FONT)[0] <= edge
    dead = i18n.t("sf.img.dead", language)
    assert cities_x + common.text_size(dead, "regular", santafe_layout.RAIL_FONT)[0] <= edge


def test_the_images_say_what_the_bot_says(kinds):
    choose, over = kinds["advanced-choose"], kinds["five-over"]
    for language in LANGUAGES:
        assert i18n.t("sf.phase.choose", language) in santafe_text.status_line(
            choose, NAMES, language
        )
        reason = P.end_reason(over, names, language)
        assert reason and reason in santafe_text.caption_for(over, [], NAMES, language)
