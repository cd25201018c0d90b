"""Generate engine/santafe/data/board.json, Whistlestop's own Santa Fe board.

The published board's data is not available, so the board is drawn from real geography:
/work/shared/research/santafe-geography.json (../shared/research from the repo root) gives the
cities, rivers, mountain ranges and historic passes in lat/lon. This script projects them,
lays hand-listed routes along real rail corridors, cuts each route into track spaces and tags
river and mountain spaces. board.json is the committed artifact; run this only to regenerate:

    .venv/bin/python tools/build_santafe_board.py [--geography PATH] [--out PATH] [--check]

It prints a report (counts, crossings, routes passing near a city) and refuses to write a board
with crossing routes or routes through cities.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GEOGRAPHY = ROOT.parent / "shared" / "research" / "santafe-geography.json"
OUT = ROOT / "engine" / "santafe" / "data" / "board.json"

# The one knob for board capacity: drawing units per track space. A route of drawn length L
# gets max(1, round(L / SPACE_UNITS)) spaces, so long western links cost more tiles.
SPACE_UNITS = 45.0

MARGIN = 50.0  # drawing units kept free around the outermost cities (for labels)
NEAR_CITY = 18.0  # a route closer than this to a third city "passes through" it: rejected
ENDPOINT_EPS = 2.0  # a river touching a route this close to its end is the city's own river
PASS_RADIUS = 19.0  # a route passing this close to a historic pass is a mountain route

RAILROADS = [
    # Colours from the rulebook (blue, white, green, red, yellow), as drawing hex values.
    {"id": "SF", "name": "Santa Fe", "color": "#2f62b8", "tiles": 32, "home": "chicago"},
    {
        "id": "SP",
        "name": "Southern Pacific",
        "color": "#f4f1e8",
        "tiles": 30,
        "home": "new-orleans",
    },
    {"id": "GN", "name": "Great Northern", "color": "#2f8a45", "tiles": 25, "home": "milwaukee"},
    {"id": "UP", "name": "Union Pacific", "color": "#c63a2f", "tiles": 24, "home": "chicago"},
    {"id": "KP", "name": "Kansas Pacific", "color": "#e6c229", "tiles": 17, "home": "kansas-city"},
]

# Departures from the geography proposal, decided for play:
# - Tacoma sits 12 drawing units from Seattle: two value-7 cities on one spot, no room for a
#   route between them. It is replaced by Medford, OR (the Southern Pacific's Siskiyou line),
#   which fills the 230-unit gap between Portland and Sacramento with a real junction.
# - The Kansas Pacific gets Cheyenne (the Denver Pacific, built by KP interests) and Wichita
#   (a Kansas city within reach of 17 tiles) besides Denver, so it too has 3 bonus squares.
REPLACE_CITIES = {
    "Tacoma": {"name": "Medford", "state": "OR", "lat": 42.33, "lon": -122.87, "value": 7}
}
EXTRA_BONUS = {"Cheyenne": ["KP"], "Wichita": ["KP"]}

# Rivers replaced wholesale (lat, lon). The proposal's polylines run straight from river city to
# river city, exactly along the routes between them; real meanders are added so a route along a
# valley stays on one bank, and a few vertices are nudged so river cities sit on one bank:
# Minneapolis west of the Mississippi (via St Paul), New Orleans east of it (so the Southern
# Pacific's first tile westward bridges it, as it did), Kansas City south of the Missouri, Omaha
# west of it (Council Bluffs is the east bank), Bismarck and Pierre east of it, Albuquerque and
# El Paso east of the Rio Grande. Rivers not listed are taken from the proposal unchanged.
RIVERS = {
    "Mississippi": [
        (44.95, -93.09),
        (43.8, -91.25),
        (42.5, -90.66),
        (41.52, -90.58),
        (38.63, -90.2),
        (35.15, -90.05),
        (32.35, -90.88),
        (30.45, -91.19),
        (30.0, -90.45),
        (29.85, -90.1),
        (29.15, -89.25),
    ],
    "Missouri": [
        (45.93, -111.51),
        (47.5, -111.3),
        (47.82, -110.67),
        (47.98, -103.98),
        (46.81, -100.9),
        (45.54, -100.65),
        (44.37, -100.47),
        (42.87, -97.4),
        (42.5, -96.4),
        (41.26, -95.83),
        (40.4, -95.55),
        (39.76, -94.87),
        (39.2, -94.6),
        (38.58, -92.17),
        (38.81, -90.12),
    ],
    "Platte": [(41.12, -100.77), (40.7, -99.08), (40.92, -98.34), (41.03, -95.85)],
    "Arkansas": [
        (39.25, -106.29),
        (38.44, -105.24),
        (38.25, -104.61),
        (37.98, -103.54),
        (38.09, -102.62),
        (37.97, -100.87),
        (37.75, -100.02),
        (38.36, -98.76),
        (38.06, -97.93),
        (37.69, -97.34),
        (36.15, -95.99),
        (35.39, -94.4),
        (34.75, -92.29),
        (33.78, -91.07),
    ],
    "Rio Grande": [
        (37.8, -107.5),
        (37.47, -105.87),
        (36.0, -106.08),
        (35.3, -106.55),
        (35.08, -106.78),
        (34.06, -106.89),
        (33.13, -107.25),
        (32.3, -106.78),
        (31.78, -106.6),
        (29.2, -103.3),
        (27.5, -99.5),
        (25.9, -97.5),
    ],
}

# Historic passes beyond the proposal's list (lat, lon).
EXTRA_PASSES = {"San Gorgonio Pass (SP)": (33.93, -116.7)}

# Hand-listed routes, each a real corridor (railroad that built it in the comment). The first
# city is the eastern (or home-side) one, so space 0 is on the side track usually comes from.
# A pair listed twice is a double route: two real railroads shared the corridor.
ROUTES = [
    # Lake Michigan and the upper Midwest
    ("chicago", "milwaukee"),  # C&NW, Milwaukee Road
    ("milwaukee", "minneapolis"),  # Milwaukee Road
    ("milwaukee", "des-moines"),  # Milwaukee Road across Iowa
    ("chicago", "des-moines"),  # Rock Island
    ("chicago", "kansas-city"),  # AT&SF
    ("chicago", "kansas-city"),  # Burlington, Alton
    ("chicago", "little-rock"),  # Missouri Pacific / Iron Mountain via St Louis
    ("minneapolis", "des-moines"),  # M&StL
    ("minneapolis", "omaha"),  # Omaha Road
    ("minneapolis", "fargo"),  # Great Northern
    ("minneapolis", "pierre"),  # C&NW
    ("des-moines", "omaha"),  # Rock Island
    ("des-moines", "kansas-city"),  # Rock Island
    ("omaha", "kansas-city"),  # Burlington
    # Northern plains and the northern transcontinentals
    ("fargo", "bismarck"),  # Northern Pacific
    ("fargo", "pierre"),  # Milwaukee Road branch lines
    ("bismarck", "pierre"),  # along the Missouri
    ("bismarck", "billings"),  # Northern Pacific
    ("pierre", "billings"),  # Milwaukee Road Pacific Extension
    ("pierre", "omaha"),  # C&NW
    ("pierre", "north-platte"),
    ("billings", "helena"),  # Northern Pacific
    ("billings", "cheyenne"),  # Burlington through Wyoming
    ("helena", "spokane"),  # Northern Pacific, Mullan Pass
    ("helena", "pocatello"),  # Utah & Northern (UP), Monida Pass
    ("spokane", "seattle"),  # Great Northern, Stevens Pass
    ("spokane", "portland"),  # SP&S, Columbia water-level route
    ("spokane", "boise"),
    ("seattle", "portland"),  # NP, GN, UP joint line
    # Central plains and the Overland Route
    ("omaha", "north-platte"),  # Union Pacific
    ("north-platte", "cheyenne"),  # Union Pacific
    ("north-platte", "denver"),  # UP Julesburg cutoff
    ("kansas-city", "denver"),  # Kansas Pacific
    ("kansas-city", "denver"),  # Missouri Pacific / Rock Island
    ("kansas-city", "wichita"),  # AT&SF
    ("kansas-city", "little-rock"),  # Frisco
    ("wichita", "dodge-city"),  # AT&SF
    ("dodge-city", "pueblo"),  # AT&SF up the Arkansas
    ("dodge-city", "amarillo"),  # AT&SF
    ("denver", "cheyenne"),  # Denver Pacific
    ("denver", "pueblo"),  # D&RG
    ("denver", "pueblo"),  # AT&SF
    ("cheyenne", "salt-lake-city"),  # Union Pacific, Sherman Hill
    ("denver", "salt-lake-city"),  # D&RGW Moffat route
    ("pueblo", "salt-lake-city"),  # D&RGW Royal Gorge, Tennessee Pass
    ("pocatello", "salt-lake-city"),  # Utah & Northern
    ("pocatello", "boise"),  # Oregon Short Line
    ("boise", "portland"),  # OR&N, Blue Mountains
    # Southern plains and Texas
    ("little-rock", "new-orleans"),  # Missouri Pacific
    ("little-rock", "oklahoma-city"),  # Rock Island
    ("little-rock", "dallas"),  # Cotton Belt
    ("new-orleans", "houston"),  # Southern Pacific
    ("new-orleans", "dallas"),  # Texas & Pacific via Shreveport
    ("wichita", "oklahoma-city"),  # AT&SF
    ("oklahoma-city", "dallas"),  # AT&SF
    ("oklahoma-city", "amarillo"),  # Rock Island
    ("dallas", "houston"),  # Houston & Texas Central
    ("dallas", "san-antonio"),  # MKT
    ("dallas", "amarillo"),  # Fort Worth & Denver City
    ("dallas", "el-paso"),  # Texas & Pacific
    ("houston", "san-antonio"),  # Southern Pacific
    ("san-antonio", "el-paso"),  # Southern Pacific Sunset Route
    ("amarillo", "santa-fe"),  # Rock Island / AT&SF toward the Rio Grande
    ("amarillo", "el-paso"),  # Golden State Route
    # The Southwest
    ("pueblo", "santa-fe"),  # AT&SF over Raton Pass
    ("santa-fe", "albuquerque"),  # AT&SF
    ("albuquerque", "el-paso"),  # AT&SF down the Rio Grande
    ("albuquerque", "flagstaff"),  # AT&SF (A&P)
    ("el-paso", "tucson"),  # Southern Pacific
    ("tucson", "phoenix"),  # Southern Pacific
    ("phoenix", "flagstaff"),  # AT&SF (SF, P&P)
    ("flagstaff", "los-angeles"),  # AT&SF, Cajon Pass
    ("phoenix", "los-angeles"),  # Southern Pacific, San Gorgonio Pass
    ("tucson", "san-diego"),  # SD&AE / SP via Yuma
    ("salt-lake-city", "los-angeles"),  # LA & Salt Lake (UP) via Las Vegas
    ("salt-lake-city", "reno"),  # Central Pacific
    # The Pacific coast
    ("reno", "sacramento"),  # Central Pacific, Donner Pass
    ("reno", "medford"),  # SP Modoc line
    ("sacramento", "san-francisco"),  # Central Pacific
    ("sacramento", "san-francisco"),  # Western Pacific
    ("sacramento", "medford"),  # SP Shasta route, Siskiyou
    ("medford", "portland"),  # SP Siskiyou line
    ("sacramento", "los-angeles"),  # SP San Joaquin valley, Tehachapi
    ("san-francisco", "los-angeles"),  # SP Coast Line
    ("los-angeles", "san-diego"),  # AT&SF Surf Line
]

# Mountain decisions the geometry gets wrong.
FLAT_ROUTES = {
    "denver~cheyenne",  # runs on the plains east of Sherman Hill
    "billings~cheyenne",  # comes down from the north, not over Sherman Hill
    "san-francisco~los-angeles",  # the Coast Line, well west of Tehachapi
    "spokane~portland",  # the Columbia gorge: water-level, famously flat
}
MOUNTAIN_ROUTES = {
    "sacramento~medford",  # Mount Shasta and the Siskiyou summit, south of the Cascades line
}

# A rough outline of the land (lat, lon) for drawing: clockwise from the north-west, off the map
# to the north and east, the Gulf coast westward, round the Gulf of California and up the
# Pacific coast.
COAST = [
    (50.5, -127.5),
    (50.5, -84.0),
    (29.9, -84.0),
    (29.7, -84.5),
    (29.9, -85.4),
    (30.4, -86.5),
    (30.4, -88.0),
    (30.3, -89.4),
    (30.1, -89.7),
    (29.6, -89.6),
    (29.0, -89.2),
    (29.3, -90.2),
    (29.2, -91.0),
    (29.6, -92.3),
    (29.7, -93.8),
    (29.35, -94.75),
    (28.7, -95.9),
    (28.0, -97.0),
    (27.5, -97.3),
    (26.0, -97.2),
    (25.0, -97.5),
    (23.5, -97.8),
    (22.0, -97.8),
    (22.0, -105.6),
    (23.2, -106.4),
    (25.0, -108.0),
    (26.5, -109.3),
    (27.9, -110.9),
    (29.0, -112.2),
    (30.5, -113.1),
    (31.3, -113.6),
    (31.8, -114.8),
    (30.8, -114.7),
    (29.0, -113.5),
    (27.5, -112.5),
    (26.0, -111.3),
    (24.0, -110.3),
    (22.9, -109.9),
    (24.3, -111.7),
    (25.6, -112.2),
    (26.8, -113.5),
    (27.85, -115.08),
    (29.0, -114.6),
    (30.4, -115.9),
    (31.8, -116.6),
    (32.53, -117.12),
    (32.7, -117.25),
    (33.2, -117.4),
    (33.6, -117.9),
    (33.75, -118.4),
    (34.0, -118.5),
    (34.4, -119.7),
    (34.45, -120.47),
    (35.1, -120.63),
    (35.7, -121.3),
    (36.6, -121.9),
    (37.0, -122.2),
    (37.5, -122.5),
    (37.8, -122.52),
    (38.0, -123.0),
    (38.9, -123.7),
    (40.44, -124.4),
    (41.75, -124.2),
    (42.84, -124.56),
    (44.0, -124.12),
    (45.0, -124.0),
    (46.25, -124.05),
    (47.0, -124.2),
    (48.38, -124.72),
]

Point = tuple[float, float]


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


class Projection:
    """Equirectangular, x scaled by cos(mean latitude), fitted to the cities' bounding box."""

    def __init__(self, latlons: list[Point]) -> None:
        lats = [p[0] for p in latlons]
        lons = [p[1] for p in latlons]
        self.k = math.cos(math.radians((max(lats) + min(lats)) / 2))
        self.lon0, self.lat0 = min(lons), max(lats)
        width = (max(lons) - min(lons)) * self.k
        height = max(lats) - min(lats)
        # One scale for both axes keeps the aspect ratio; the wider axis sets it.
        self.scale = (1000 - 2 * MARGIN) / max(width, height)

    def __call__(self, lat: float, lon: float) -> Point:
        x = MARGIN + (lon - self.lon0) * self.k * self.scale
        y = MARGIN + (self.lat0 - lat) * self.scale
        return (round(x, 1), round(y, 1))


# --- geometry -------------------------------------------------------------------------------


def seg_intersection(p: Point, q: Point, r: Point, s: Point) -> tuple[float, float] | None:
    """Parameters (t on pq, u on rs) of the proper intersection of two segments, or None."""
    d1 = (q[0] - p[0], q[1] - p[1])
    d2 = (s[0] - r[0], s[1] - r[1])
    den = d1[0] * d2[1] - d1[1] * d2[0]
    if abs(den) < 1e-12:
        return None
    w = (r[0] - p[0], r[1] - p[1])
    t = (w[0] * d2[1] - w[1] * d2[0]) / den
    u = (w[0] * d1[1] - w[1] * d1[0]) / den
    if 0 <= t <= 1 and 0 <= u <= 1:
        return t, u
    return None


def point_seg_dist(c: Point, p: Point, q: Point) -> float:
    dx, dy = q[0] - p[0], q[1] - p[1]
    n2 = dx * dx + dy * dy
    t = 0.0 if n2 == 0 else max(0.0, min(1.0, ((c[0] - p[0]) * dx + (c[1] - p[1]) * dy) / n2))
    return math.dist(c, (p[0] + t * dx, p[1] + t * dy))


def along(c: Point, p: Point, q: Point) -> float:
    """Fraction along pq of the foot of the perpendicular from c (may fall outside 0..1)."""
    dx, dy = q[0] - p[0], q[1] - p[1]
    return ((c[0] - p[0]) * dx + (c[1] - p[1]) * dy) / (dx * dx + dy * dy)


def seg_seg_dist(p: Point, q: Point, r: Point, s: Point) -> float:
    if seg_intersection(p, q, r, s):
        return 0.0
    return min(
        point_seg_dist(p, r, s),
        point_seg_dist(q, r, s),
        point_seg_dist(r, p, q),
        point_seg_dist(s, p, q),
    )


def polyline_segments(line: list[Point]) -> list[tuple[Point, Point]]:
    return list(itertools.pairwise(line))


def crossings_along(p: Point, q: Point, line: list[Point]) -> list[float]:
    """Fractions along pq where it crosses the polyline."""
    return [hit[0] for r, s in polyline_segments(line) if (hit := seg_intersection(p, q, r, s))]


def build(geo: dict) -> tuple[dict, list[str]]:
    """The board as the JSON-ready dict, and a list of design problems (empty when clean)."""
    problems: list[str] = []
    scoring = [REPLACE_CITIES.get(c["name"], c) for c in geo["cities"]]
    homes = geo["home_cities"]
    proj = Projection([(c["lat"], c["lon"]) for c in scoring + homes])

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
    pos = {c["id"]: (c["x"], c["y"]) for c in out_cities}

    rivers = {name: [proj(*p) for p in pts] for name, pts in geo["rivers"].items()}
    rivers.update({name: [proj(*p) for p in pts] for name, pts in RIVERS.items()})
    mountains = {name: [proj(*p) for p in pts] for name, pts in geo["mountain_ranges"].items()}
    passes = {name: proj(*p) for name, p in geo["historic_passes_for_mountain_routes"].items()}
    passes.update({name: proj(*p) for name, p in EXTRA_PASSES.items()})

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
