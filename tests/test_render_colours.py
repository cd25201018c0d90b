"""Colour-blind safe by construction: every game's renderer (and the leaderboard's chart)
declares, in one place (`COLOUR_SETS`), the colours its players must tell apart: railroads,
symbols, track, cubes, chart lines. Each colour of a set stays at least MIN_DELTA_E00
(CIEDE2000, render/legible.py says why 20) from every other colour of its set and from the
grounds it sits on, as seen and under simulated deuteranopia, protanopia and tritanopia
(Machado 2009 at full severity, from colour-science), and every mark has a second channel (a
letter, a pattern or a shape) of its own. Every image is opaque: its own background, never
Discord's dark (#313338) or light (#FFFFFF) theme, is what its marks sit on."""

from __future__ import annotations

import io
import itertools
import warnings
from typing import Any

import numpy as np
import pytest
from PIL import Image

import engine
import render
from render import charts, prompt
from render.legible import MIN_DELTA_E00, ColourSet

with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # colour-science warns about optional packages it lacks
    import colour

# The simulations, as colour-science names Machado et al.'s deficiencies (severity 1: the
# dichromat, -anopia).
SIMULATIONS = {
    "as seen": None,
    "deuteranopia": "Deuteranomaly",
    "protanopia": "Protanomaly",
    "tritanopia": "Tritanomaly",
}


def simulate(rgbs: Any, deficiency: str | None) -> Any:
    """sRGB colours (0-255) as a dichromat sees them, still sRGB (0-1): the simulation works
    on linear light."""
    srgb = np.asarray(rgbs, dtype=float) / 255
    if deficiency is None:
        return srgb
    linear = colour.cctf_decoding(srgb, function="sRGB")
    with warnings.catch_warnings():
        # Machado's tritan model is an approximation (colour-science says so each time).
        warnings.simplefilter("ignore")
        matrix = colour.blindness.matrix_cvd_Machado2009(deficiency, 1.0)
    seen = np.clip(linear @ matrix.T, 0, 1)
    return colour.cctf_encoding(seen, function="sRGB")


def delta_e(a: Any, b: Any, deficiency: str | None) -> float:
    """CIEDE2000 between two sRGB colours as someone with `deficiency` sees them."""
    lab = colour.XYZ_to_Lab(colour.sRGB_to_XYZ(simulate([a, b], deficiency)))
    return float(colour.delta_E(lab[0], lab[1], method="CIE 2000"))


def _owners() -> list[Any]:
    """Every board renderer, the chart, and every game's prompt picture (render/prompt.py)."""
    prompts = [prompt.prompt_module(n) for n in sorted(engine.games()) if prompt.has_prompt(n)]
    return [*render.renderer_modules(), charts, *prompts]


def _sets() -> list[Any]:
    return [
        pytest.param(owner, s, id=f"{owner.__name__.removeprefix('render.')}-{s.name}")
        for owner in _owners()
        for s in getattr(owner, "COLOUR_SETS", ())
    ]


def test_every_game_declares_the_colours_to_tell_apart() -> None:
    games = {name.replace("-", "_") for name in engine.games()}
    drawn = {m.__name__.removeprefix("render.") for m in render.renderer_modules()}
    assert drawn <= games and drawn
    assert any(prompt.has_prompt(name) for name in engine.games())
    for owner in _owners():
        sets = getattr(owner, "COLOUR_SETS", ())
        assert sets and all(isinstance(s, ColourSet) for s in sets), owner.__name__
        assert len({s.name for s in sets}) == len(sets), owner.__name__


@pytest.mark.parametrize(("owner", "marks"), _sets())
def test_colours_stay_apart_with_every_colour_blindness(owner: Any, marks: ColourSet) -> None:
    too_close = []
    for seen, deficiency in SIMULATIONS.items():
        pairs = list(itertools.combinations(marks.marks.items(), 2))
        pairs += [
            ((what, colour_), (ground, (rgb, "")))
            for what, colour_ in marks.marks.items()
            for ground, rgb in marks.grounds.items()
        ]
        for (a, (rgb_a, _)), (b, (rgb_b, _)) in pairs:
            d = delta_e(rgb_a, rgb_b, deficiency)
            if d < MIN_DELTA_E00:
                too_close.append(f"{a} / {b} ({seen}): ΔE00 {d:.1f}")
    assert not too_close, f"{owner.__name__} {marks.name}: " + "; ".join(too_close)


@pytest.mark.parametrize(("owner", "marks"), _sets())
def test_every_mark_has_a_second_channel_of_its_own(owner: Any, marks: ColourSet) -> None:
    cues = [cue for _, cue in marks.marks.values()]
    assert len(cues) >= 2 or (cues and marks.grounds), (marks.name, "nothing to tell apart")
    assert all(cue.strip() for cue in cues), (marks.name, cues)
    assert len(set(cues)) == len(cues), (marks.name, cues)


def test_the_simulation_sees_what_players_reported() -> None:
    """The simulation is the one the bug was seen with: the old Great Northern green and Union
    Pacific red turn the same olive for a deuteranope, the old Card Rails orange and green the
    same for a protanope; plain black and white stay apart for everyone."""
    assert delta_e((0x2F, 0x8A, 0x45), (0xC6, 0x3A, 0x2F), "Deuteranomaly") < 10
    assert delta_e((0x2F, 0x8A, 0x45), (0xC6, 0x3A, 0x2F), None) > 40
    assert delta_e((0xE8, 0x73, 0x1C), (0x2E, 0x8B, 0x3A), "Protanomaly") < 10
    for deficiency in SIMULATIONS.values():
        assert delta_e((0, 0, 0), (255, 255, 255), deficiency) > 90


def _first_board(name: str) -> bytes:
    game = engine.games()[name]
    players = [f"p{i}" for i in range(game.min_players)]
    g = engine.new_game(name, players, 1, {})
    return render.board_png(name, g.view(None))


@pytest.mark.parametrize("name", sorted(engine.games()))
def test_every_image_is_opaque_on_discord_s_themes(name: str) -> None:
    """No pixel of an image lets Discord's theme through: the marks at its edge sit on the
    image's own background, whatever the theme."""
    try:
        render.renderer(name)
    except ValueError:
        pytest.skip("no images")
    img = Image.open(io.BytesIO(_first_board(name)))
    assert img.mode in ("P", "RGB", "L") and "transparency" not in img.info, img.mode


def test_the_chart_is_opaque_on_discord_s_themes() -> None:
    data = charts.rating_chart_png(
        [("a", [0.0, 1.0])], title="t", axis="a", legend=lambda rank, name, rating: name
    )
    img = Image.open(io.BytesIO(data))
    assert img.mode in ("P", "RGB") and "transparency" not in img.info
