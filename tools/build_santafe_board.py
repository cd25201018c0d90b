"""Generate engine/santafe/data/board.json, Whistlestop's own Santa Fe board.

The published board's data is not available, so the board is drawn from real geography:
/work/shared/research/santafe-geography.json (../shared/research from the repo root) gives the
cities, rivers, mountain ranges and historic passes in lat/lon. This script projects them,
lays hand-listed routes along real rail corridors, cuts each route into track spaces and tags
river and mountain spaces. board.json is the committed artifact; run this only to regenerate:

    .venv/bin/python tools/build_santafe_board.py [--geography PATH] [--out PATH] [--check]

It prints a report (counts, crossings, routes passing near a city) and refuses to write a board
with crossing routes or routes through cities.

The hand-made choices (routes, rivers, departures) are in santafe_board_data.py, the plane
geometry in santafe_board_geometry.py.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.santafe_board_data import (
    COAST,
    EXTRA_BONUS,
    EXTRA_PASSES,
    FLAT_ROUTES,
    MOUNTAIN_ROUTES,
    RAILROADS,
    REPLACE_CITIES,
    RIVERS,
    ROUTES,
)
from tools.santafe_board_geometry import (
    Point,
    Projection,
    along,
    crossings_along,
    point_seg_dist,
    seg_intersection,
)

ROOT = Path(__file__).resolve().parents[1]
GEOGRAPHY = ROOT.parent / "shared" / "research" / "santafe-geography.json"
OUT = ROOT / "engine" / "santafe" / "data" / "board.json"

# The one knob for board capacity: drawing units per track space. A route of drawn length L
# gets max(1, round(L / SPACE_UNITS)) spaces, so long western links cost more tiles.
SPACE_UNITS = 45.0

NEAR_CITY = 18.0  # a route closer than this to a third city "passes through" it: rejected
ENDPOINT_EPS = 2.0  # a river touching a route this close to its end is the city's own river
PASS_RADIUS = 19.0  # a route passing this close to a historic pass is a mountain route


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def build(geo: dict) -> tuple[dict, list[str]]:
    """The board as the JSON-ready dict, and a list of design problems (empty when clean)."""
    scoring = [REPLACE_CITIES.get(c["name"], c) for c in geo["cities"]]
    homes = geo["home_cities"]
    proj = Projection([(c["lat"], c["lon"]) for c in scoring + homes])
    out_cities = board_cities(homes, scoring, proj)
    pos = {c["id"]: (c["x"], c["y"]) for c in out_cities}

    rivers = {name: [proj(*p) for p in pts] for name, pts in geo["rivers"].items()}
    rivers.update({name: [proj(*p) for p in pts] for name, pts in RIVERS.items()})
    mountains = {name: [proj(*p) for p in pts] for name, pts in geo["mountain_ranges"].items()}
    passes = {name: proj(*p) for name, p in geo["historic_passes_for_mountain_routes"].items()}
    passes.update({name: proj(*p) for name, p in EXTRA_PASSES.items()})

    routes, problems = board_routes(pos, rivers, mountains, passes)
    problems += check_geometry(routes, pos)
    board = {
        "railroads": RAILROADS,
        "cities": out_cities,
        "routes": [
            {
                "id": r["id"],
                "a": r["a"],
                "b": r["b"],
                "mountain": r["mountain"],
                "spaces": r["spaces"],
            }
            for r in routes
        ],
        "rivers": rivers,
        "mountains": mountains,
        "coast": [clamp(proj(*p)) for p in COAST],
    }
    return board, problems


def board_cities(homes: list[dict], scoring: list[dict], proj: Projection) -> list[dict]:
    """Home and scoring cities, east to west, with their place on the drawing."""
    cities = []
    for c in homes:
        cities.append(
            {
                "name": c["name"],
                "state": c["state"],
                "value": None,
                "home": list(c["railroads"]),
                "bonus": [],
                "lat": c["lat"],
                "lon": c["lon"],
            }
        )
    for c in scoring:
        bonus = list(c.get("bonus", [])) + EXTRA_BONUS.get(c["name"], [])
        cities.append(
            {
                "name": c["name"],
                "state": c["state"],
                "value": c["value"],
                "home": [],
                "bonus": sorted(set(bonus)),
                "lat": c["lat"],
                "lon": c["lon"],
            }
        )
    # East to west, so listings read the way track is laid.
    cities.sort(key=lambda c: (-c["lon"], c["name"]))
    out_cities = []
    for c in cities:
        x, y = proj(c["lat"], c["lon"])
        out_cities.append({"id": slug(c["name"]), **c, "x": x, "y": y})
    return out_cities


def board_routes(
    pos: dict[str, Point], rivers: dict, mountains: dict, passes: dict
) -> tuple[list[dict], list[str]]:
    """The listed routes cut into spaces (a pair listed twice is a double route: `~2`), and
    the routes naming an unknown city."""
    problems: list[str] = []
    routes = []
    seen: dict[tuple[str, str], int] = {}
    for a, b in ROUTES:
        for end in (a, b):
            if end not in pos:
                problems.append(f"route {a}~{b}: unknown city {end}")
        if a not in pos or b not in pos:
            continue
        key = tuple(sorted((a, b)))
        seen[key] = seen.get(key, 0) + 1
        rid = f"{a}~{b}" + ("" if seen[key] == 1 else f"~{seen[key]}")
        routes.append(make_route(rid, a, b, pos, rivers, mountains, passes))
    return routes, problems


def clamp(p: Point) -> list[float]:
    # The outline runs off the map to the north, east and south; the border is edge enough.
    return [min(1000.0, max(0.0, p[0])), min(1000.0, max(0.0, p[1]))]


def make_route(
    rid: str, a: str, b: str, pos: dict[str, Point], rivers: dict, mountains: dict, passes: dict
) -> dict:
    p, q = pos[a], pos[b]
    length = math.dist(p, q)
    n = max(1, round(length / SPACE_UNITS))
    eps = ENDPOINT_EPS / length

    river_hits = [
        t for line in rivers.values() for t in crossings_along(p, q, line) if eps < t < 1 - eps
    ]
    # Mountain points: where the line crosses a range, and where it runs alongside a pass
    # (the pass projects inside the route, not beyond an end: Donner is Reno's neighbour, not
    # a pass on the route from Reno to Salt Lake City).
    peaks = [t for line in mountains.values() for t in crossings_along(p, q, line)]
    near_pass = []
    for name, c in passes.items():
        t = along(c, p, q)
        if 0 < t < 1 and point_seg_dist(c, p, q) <= PASS_RADIUS:
            peaks.append(t)
            near_pass.append(name)
    base = rid.removesuffix("~2")
    mountain_route = (bool(peaks) or base in MOUNTAIN_ROUTES) and base not in FLAT_ROUTES

    # "Placing track on a mountain route (a brown line) costs $1": the route is the unit, so
    # every space of a mountain route is a mountain space.
    spaces = [
        {
            "river": any(i / n <= t <= (i + 1) / n for t in river_hits),
            "mountain": mountain_route,
        }
        for i in range(n)
    ]
    return {
        "id": rid,
        "a": a,
        "b": b,
        "mountain": mountain_route,
        "spaces": spaces,
        "length": length,
        "passes": near_pass,
    }


def check_geometry(routes: list[dict], pos: dict[str, Point]) -> list[str]:
    problems = []
    for r in routes:
        p, q = pos[r["a"]], pos[r["b"]]
        for cid, c in pos.items():
            if cid not in (r["a"], r["b"]) and point_seg_dist(c, p, q) < NEAR_CITY:
                problems.append(f"{r['id']} passes {point_seg_dist(c, p, q):.0f} from {cid}")
    for r1, r2 in crossing_pairs(routes, pos):
        problems.append(f"{r1} crosses {r2}")
    return problems


def crossing_pairs(routes: list[dict], pos: dict[str, Point]) -> list[tuple[str, str]]:
    out = []
    for i, r1 in enumerate(routes):
        for r2 in routes[i + 1 :]:
            if {r1["a"], r1["b"]} & {r2["a"], r2["b"]}:
                continue  # routes meeting at a city do not cross
            if seg_intersection(pos[r1["a"]], pos[r1["b"]], pos[r2["a"]], pos[r2["b"]]):
                out.append((r1["id"], r2["id"]))
    return out


def report(board: dict) -> str:
    routes = board["routes"]
    spaces = [s for r in routes for s in r["spaces"]]
    pairs = {tuple(sorted((r["a"], r["b"]))) for r in routes}
    lines = [
        f"cities {len(board['cities'])}, routes {len(routes)}, "
        f"double routes {len(routes) - len(pairs)}, spaces {len(spaces)}, "
        f"river spaces {sum(s['river'] for s in spaces)}, "
        f"mountain spaces {sum(s['mountain'] for s in spaces)}, "
        f"mountain routes {sum(r['mountain'] for r in routes)}",
    ]
    degree: dict[str, int] = {}
    for r in routes:
        for end in (r["a"], r["b"]):
            degree[end] = degree.get(end, 0) + 1
    lines.append(
        "degree: " + ", ".join(f"{c['id']} {degree.get(c['id'], 0)}" for c in board["cities"])
    )
    for r in routes:
        marks = "".join(
            "X"
            if s["river"] and s["mountain"]
            else "R"
            if s["river"]
            else "M"
            if s["mountain"]
            else "."
            for s in r["spaces"]
        )
        lines.append(f"  {r['id']:34s} {marks}")
    return "\n".join(lines)


def dump(board: dict) -> str:
    """indent=1 JSON with innermost arrays and objects (points, spaces) kept on one line."""
    text = json.dumps(board, indent=1)
    flat = re.compile(r"([\[{])\n\s*([^\[\]{}]*?)\n\s*([\]}])")
    return flat.sub(lambda m: m[1] + re.sub(r"\n\s*", " ", m[2]) + m[3], text) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--geography", type=Path, default=GEOGRAPHY)
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--check", action="store_true", help="report only, write nothing")
    args = ap.parse_args(argv)

    board, problems = build(json.loads(args.geography.read_text()))
    print(report(board))
    for msg in problems:
        print("PROBLEM:", msg)
    if problems:
        return 1
    if not args.check:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(dump(board))
        print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
