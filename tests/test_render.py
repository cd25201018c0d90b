"""Board images: every phase renders, only spectator views are accepted, hidden cards never
change an image, captions say what happened, and the replay CLI writes its files."""

from __future__ import annotations

import copy
import io
import json
import random
from typing import Any

import pytest
from PIL import Image

import engine
import render
from engine.players import make_player
from render import (
    common,
    santafe,
    santafe_layout,
    santafe_map,
    santafe_mapdraw,
    santafe_scores,
    santafe_text,
    santafe_words,
)
from render.__main__ import main as cli_main
from render.legible import on_phone

PLAYERS = ["ann", "bob", "cy", "dee"]
MAX_BYTES = 500 * 1024


def _play(seed: int, options: dict[str, Any], until: int | None = None) -> tuple[Any, list]:
    """A heuristic game; the spectator view whenever the phase or track turn changes."""
    g = engine.new_game("santafe", list(PLAYERS), seed, options)
    seats = {p: make_player("heuristic", seed * 10 + i, "santafe") for i, p in enumerate(g.players)}
    views = [g.view(None)]
    while not g.is_over and (until is None or g.view(None)["round"] < until):
        p = g.active_players()[0]
        g.apply(p, seats[p].choose(g, p))
        v = g.view(None)
        if (v["phase"], v["track_turn"]) != (views[-1]["phase"], views[-1]["track_turn"]):
            views.append(v)
    return g, views


@pytest.fixture(scope="module")
def games() -> dict[str, tuple[Any, list]]:
    return {
        "basic": _play(3, {}),
        "advanced": _play(4, {"advanced": True, "tile_purchase": True}),
    }


def _png(data: bytes) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(data) < MAX_BYTES
    img = Image.open(io.BytesIO(data))
    img.load()
    return img


@pytest.mark.parametrize("kind", ["basic", "advanced"])
def test_every_phase_renders(games, kind):
    _, views = games[kind]
    seen = set()
    previous = None
    for v in views:
        if v["phase"] in seen and v["phase"] != "track":
            previous = v
            continue
        seen.add(v["phase"])
        img = _png(render.board_png("santafe", v, previous=previous))
        assert img.width == santafe_map.W and img.height > santafe_map.MAP_H
        previous = v
    expected = {"choose", "track", "draw", "over"}
    if kind == "advanced":
        expected |= {"setup", "purchase"}
    assert expected <= seen


def test_exchange_phase_renders():
    # The exchange phase needs a Double Turn: play until one happens.
    for seed in range(1, 6):
        _, views = _play(seed, {"advanced": True}, until=8)
        ex = [v for v in views if v["phase"] == "exchange"]
        if ex:
            _png(render.board_png("santafe", ex[0]))
            return
    pytest.skip("no Double Turn exchange in the sampled games")


def test_final_scores_image(games):
    _, views = games["advanced"]
    final = views[-1]
    assert final["phase"] == "over"
    img = _png(render.scores_png("santafe", final, names={p: p.title() for p in PLAYERS}))
    assert img.width == santafe_map.W
    with pytest.raises(ValueError):
        render.scores_png("santafe", views[1])


def test_player_views_are_refused(games):
    g, _ = games["basic"]
    with pytest.raises(ValueError, match="spectator view only"):
        render.board_png("santafe", g.view("ann"))
    leaky = copy.deepcopy(g.view(None))
    leaky["seats"]["bob"]["hand"] = ["denver"]
    with pytest.raises(ValueError, match="spectator view only"):
        render.board_png("santafe", leaky)
    with pytest.raises(ValueError, match="spectator view only"):
        render.board_png("santafe", g.view(None), previous=g.view("cy"))


def test_unknown_game():
    with pytest.raises(ValueError, match="no board renderer"):
        render.board_png("chess", {"viewer": None, "seats": {}})


def test_hidden_choice_does_not_change_the_image():
    # Play into a choose phase where one player can make different secret choices.
    g = engine.new_game("santafe", list(PLAYERS), 11, {})
    seats = {p: make_player("heuristic", i, "santafe") for i, p in enumerate(g.players)}
    while True:
        p = g.active_players()[0]
        g.apply(p, seats[p].choose(g, p))
        if g.view(None)["phase"] == "choose" and g.view(None)["round"] >= 2:
            break
    chooser = g.active_players()[0]
    plays = g.legal_actions(chooser)
    assert len(plays) >= 2
    images = []
    for action in plays[:2]:
        twin = copy.deepcopy(g, {id(g.board): g.board})
        twin.apply(chooser, action)  # others have not chosen: nothing is revealed yet
        assert twin.view(None)["phase"] == "choose"
        images.append(render.board_png("santafe", twin.view(None)))
    assert twin.view(chooser)["seats"][chooser]["choice"] is not None
    assert images[0] == images[1]


def test_hidden_hand_does_not_change_the_image(games):
    g, _ = games["basic"]
    twin = copy.deepcopy(g, {id(g.board): g.board})
    p = g.players[0]
    twin.hands[p] = list(reversed(twin.hands[p]))
    twin.city_pile = list(reversed(twin.city_pile))
    assert render.board_png("santafe", g.view(None)) == render.board_png("santafe", twin.view(None))


def test_caption_names_the_tiles_and_players(games):
    _, views = games["basic"]
    v = next(v for v in views if v["phase"] == "draw" and v["recent"])
    names = {p: p.upper() for p in PLAYERS}
    text = santafe_text.caption_for(v, names=names)
    t = v["recent"][0]
    assert names[t["player"]] in text
    assert t["railroad"] in text
    assert text.startswith(f"Round {v['round']}")


def test_previous_view_highlights_everything_since(games):
    _, views = games["basic"]
    i = next(i for i, v in enumerate(views) if v["phase"] == "draw" and i > 3)
    prev = next(v for v in reversed(views[:i]) if v["phase"] == "choose")
    new = santafe_map.new_tiles(views[i], prev)
    placed = sum(r["placed"] for r in views[i]["routes"].values()) - sum(
        r["placed"] for r in prev["routes"].values()
    )
    assert len(new) == placed > len(views[i]["recent"]) - 1
    # Tiles of the second turn keep the player who laid them.
    assert {(t["route"], t["space"]) for t in views[i]["recent"]} <= {
        (t["route"], t["space"]) for t in new if t["player"]
    }


def test_cli_writes_frames_and_animation(tmp_path):
    g, _ = _play(5, {}, until=3)
    record = tmp_path / "game.json"
    record.write_text(json.dumps(g.record()))
    out = tmp_path / "out"
    assert cli_main(["santafe", "--record", str(record), "--out", str(out), "--final"]) == 0
    frames = sorted(out.glob("[0-9][0-9][0-9].png"))
    assert len(frames) >= 3  # two track turns per round, then the view where the record stops
    for f in frames:
        _png(f.read_bytes())
    anim = Image.open(out / "replay.webp")
    assert anim.n_frames == len(frames)


def test_santafe_text_reads_at_a_phone_preview():
    """At a 430-px-wide preview every city value and name is at least 9 px tall (capitals,
    render/legible.py), measured from the layout constants and the fonts drawn."""
    from render.common import font

    board = santafe_map.geometry().board
    assert on_phone("bold", santafe_map.VALUE_SIZE, santafe_map.W) >= 9
    assert on_phone("condensed", santafe_map.LABEL_SIZE, santafe_map.W) >= 9
    for city in board.cities.values():
        assert city.name[0].isupper()
    # The seats' City cards and the railroads' counts: 9 px type at the preview, and every
    # City card fits the narrowest column at full size (four or five players sit in rows of at
    # most three).
    assert on_phone("condensed", santafe_layout.CARD_FONT, santafe_map.W) >= 9
    assert on_phone("regular", santafe_layout.RAIL_FONT, santafe_map.W) >= 9
    widest = max(
        common.text_size(f"{c.name} {c.value}×5", "condensed", santafe_layout.CARD_FONT)[0]
        for c in board.scoring_cities
    )
    columns = {c for choices in santafe_layout.COLUMNS.values() for c in choices}
    assert widest <= min(santafe_layout._seat_width(c) for c in columns)
    # Markers hold their value; labels stay inside the map.
    digits = font("bold", santafe_map.VALUE_SIZE)
    assert digits.getbbox("8")[3] <= santafe_map.CITY_R * 2
    for x0, y0, x1, y1 in santafe_map.geometry().labels.values():
        assert x0 >= 0 and x1 <= santafe_map.W and y0 >= 0 and y1 <= santafe_map.MAP_H


def test_palette_text_matches_rgb_text_mapped_whole():
    """The panel is drawn on the palette image string by string: the same pixels as drawing
    the text on RGB and mapping the whole image, cached, uncached or from the vocabulary."""
    from render import common, palette

    santafe.warm_up()
    pal = santafe_mapdraw.map_palette()
    cases = [
        (
            "Round 3 · Track-laying turn 2 · ann to move",
            "bold",
            36,
            santafe_map.INK,
            santafe_map.PANEL,
        ),
        ("Houston 6×2", "condensed", santafe_layout.CARD_FONT, santafe_map.MUTED, santafe_map.CARD),
        ("$42", "bold", santafe_layout.NAME_FONT, santafe_map.GOLD, santafe_map.CARD),
        ("1st", "bold", santafe_layout.TAG_FONT, santafe_map.WHITE, santafe_map.INK),
    ]
    for text, kind, size, fill, bg in cases:
        rgb = Image.new("RGB", (400, 60), bg)
        common.draw_text(rgb, (200, 30), text, kind, size, fill, anchor="mm")
        want = palette.to_palette(rgb, pal)
        for ready in (None, santafe_words.prepared()[1]):
            common.clear_text_cache()
            got = palette.to_palette(Image.new("RGB", (400, 60), bg), pal)
            palette.draw_text_palette(
                got, (200, 30), text, kind, size, fill, bg, pal, anchor="mm", ready=ready
            )
            assert got.tobytes() == want.tobytes(), (text, ready is None)


def test_fit_cuts_where_the_one_character_search_does():
    from render.common import text_size

    def naive(text: str, kind: str, size: int, width: int) -> str:
        if text_size(text, kind, size)[0] <= width:
            return text
        while text and text_size(text + "…", kind, size)[0] > width:
            text = text[:-1]
        return text + "…"

    caption = "Round 7: cy SP→El Paso, bob SP→Santa Fe, ann UP→Des Moines, dee GN→Pierre, ann KP"
    for text in (
        caption,
        "WWWWWWWWWWiiiiiiiiii",
        "iiiiiiiiiiWWWWWWWWWW",
        "Played Amarillo + Branch SP",
    ):
        for width in (0, 10, 60, 150, 277, 400, 1236):
            for kind, size in (("regular", 28), ("bold", 32), ("condensed", 25)):
                assert santafe_layout.fit_text(text, kind, size, width) == naive(
                    text, kind, size, width
                )


# Display names of the longest kind Discord allows (32 characters): one word too long for any
# column, accented words, hyphenated words, many short words.
LONG_NAMES = (
    "Wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww",
    "Éléonore Ångström-Müller Désirée",
    "Bartholomew Wachowski-Mwangi WMW",
    "Zoë Çelik-Øvergård Ñúñez Ådalber",
    "Maximiliano Guadalupe Konstantin",
)


@pytest.fixture(scope="module")
def crowded() -> dict[int, dict[str, Any]]:
    """For 3, 4 and 5 players, the view of a heuristic game at its last track-laying turn,
    when the seats hold the most City cards."""
    views = {}
    for n in (3, 4, 5):
        players = [f"p{i}" for i in range(n)]
        g = engine.new_game("santafe", players, n, {})
        bots = {p: make_player("heuristic", n * 10 + i, "santafe") for i, p in enumerate(players)}
        last = g.view(None)
        while not g.is_over:
            p = g.active_players()[0]
            g.apply(p, bots[p].choose(g, p))
            if not g.is_over:
                last = g.view(None)
        views[n] = last
        views[-n] = g.view(None)
    return views


def _words_kept(lines: list[str], text: str, width: int, size: int) -> None:
    """`lines` say `text` broken at spaces (or after a hyphen of a word wider than a line):
    every word whole, or shortened with an ellipsis when that word alone is wider than a
    line."""
    words = " ".join(lines).replace("- ", "-").split()
    assert len(words) == len(text.split()), (lines, text)
    for got, want in zip(words, text.split(), strict=True):
        if got != want:
            assert got.endswith("…") and want.startswith(got[:-1]), (lines, text)
            assert common.text_size(want, "bold", size)[0] > width, (got, want)
    for line in lines:
        assert common.text_size(line, "bold", size)[0] <= width, (line, width)


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
@pytest.mark.parametrize("players", [3, 4, 5])
def test_santafe_panel_reads_at_a_phone_preview_with_long_names(crowded, players, language):
    """At a 430-px-wide preview, with 32-character names: every value and name in the seats
    is drawn in type at least 9 px tall, fits its column and is never broken inside a word."""
    view = crowded[players]
    names = dict(zip(view["players"], LONG_NAMES, strict=False))
    lay = santafe_layout.panel_layout(view, language, "", names)
    room = lay.col_w - 24
    for kind, size in (
        ("bold", santafe_layout.STATUS_FONT),
        ("regular", santafe_layout.CAPTION_FONT),
        ("bold", santafe_layout.NAME_FONT),
        ("regular", santafe_layout.SEAT_FONT),
        ("condensed", lay.card_font),
        ("regular", santafe_layout.RAIL_FONT),
        ("condensed", santafe_layout.RAIL_NAME_FONT),
        ("bold", santafe_layout.TAG_FONT),
        ("regular", santafe_layout.LEGEND_FONT),
    ):
        assert on_phone(kind, size, santafe_map.W) >= 9, size
    # The footer: each railroad's name whole before its counts.
    tiles_x, cities_x = santafe_layout.rail_columns(language)
    for rail in santafe_map.geometry().rails.values():
        name = rail.name.removesuffix(" Railroad")
        width = santafe_layout.measure_text(name, "condensed", santafe_layout.RAIL_NAME_FONT)[0]
        assert santafe_layout.RAIL_NAME_X + width < tiles_x < cities_x, name
    assert max(len(f) for f in lay.flows.values()) >= 5  # the seats hold cards to lay out
    for pid in view["players"]:
        for x, _, text, _ in lay.flows[pid]:
            assert x + santafe_layout.measure_text(text, "condensed", lay.card_font)[0] <= room
        for text, _ in lay.lines[pid]:
            assert santafe_layout.measure_text(text, "regular", santafe_layout.SEAT_FONT)[0] <= room
        label = ("▶ " if pid in view.get("active_players", []) else "") + names[pid]
        _words_kept(lay.labels[pid], label, room, santafe_layout.NAME_FONT)
    # The final scores: each head ("2. name  ★ winner") broken at spaces only.
    final = crowded[-players]
    order = sorted(final["players"], key=lambda p: -final["score_breakdown"][p]["total"])
    _, _, cards, _ = santafe_scores.score_layout(final, "", names, language)
    width = santafe_map.W - 2 * santafe_map.PAD - 24
    for card in cards:
        head = f"{order.index(card.pid) + 1}. {names[card.pid]}"
        if card.pid in final["winners"]:
            head += "  " + common.catalog_text("sf.img.winner", language)
        _words_kept(card.head, head, width, santafe_scores.HEAD_FONT)


def test_a_score_head_is_not_broken_beside_the_total_when_it_fits_below():
    """In French a score card's total is long, and "1. Ordinateur 3  ★ vainqueur" broke beside
    it after "Ordinateur": the head goes below the total on one line instead."""
    players = ["a", "b", "c", "d", "e"]
    g = engine.new_game("santafe", players, 5, {})
    rng = random.Random(5)
    while not g.is_over:
        p = rng.choice(g.active_players())
        g.apply(p, rng.choice(g.legal_actions(p)))
    final = g.view(None)
    names = {p: f"Ordinateur {i + 1}" for i, p in enumerate(players)}
    _, _, cards, _ = santafe_scores.score_layout(final, "", names, "fr")
    for card in cards:
        assert len([line for line in card.head if line]) == 1, card.head


def test_wrap_words_breaks_at_spaces_only():
    """Names break at spaces; a word wider than a line is shortened with an ellipsis (on the
    rest of its line when at least half a line is left); where every word fits, the lines are
    those of `wrap`."""
    measure = common.text_size
    width = 300
    for text in ("Maximiliano Guadalupe Konstantin", "Zoë Çelik-Øvergård Ñúñez Ådalber", "a b"):
        got = common.wrap_words(text, "bold", 32, width)
        assert got == common.wrap(text, "bold", 32, width)
        assert " ".join(got) == text
    long = "W" * 32
    with common.recording() as record:
        alone = common.wrap_words(long, "bold", 32, width)
        after = common.wrap_words(f"▶ {long} x", "bold", 32, width)
    assert len(alone) == 1 and alone[0].endswith("…") and measure(alone[0], "bold", 32)[0] <= width
    assert after[0].startswith("▶ W") and after[0].endswith("…") and after[1:] == ["x"]
    assert {text for text, _ in record["cut"]} == {alone[0], after[0][2:]}
