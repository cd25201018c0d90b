"""Santa Fe's board: cities, routes and track spaces, loaded from data/board.json.

The data format is described in FORMATS.md; tools/build_santafe_board.py generates the file.
Pure Python plus networkx: the engine and the renderer both read the board through here.
"""

from __future__ import annotations

import functools
import json
import math
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import networkx as nx

DATA = Path(__file__).resolve().parent / "data" / "board.json"

# The rulebook's numbers: tiles per railroad, home cities, and how many cities have each value
# (one card each for values 2 and 3, two each above: 66 City cards).
TILES = {"SF": 32, "SP": 30, "GN": 25, "UP": 24, "KP": 17}
HOMES = {"milwaukee": {"GN"}, "chicago": {"SF", "UP"}, "kansas-city": {"KP"}, "new-orleans": {"SP"}}
VALUE_COUNTS = {2: 3, 3: 7, 4: 5, 5: 7, 6: 9, 7: 7}
SCORING_CITIES = sum(VALUE_COUNTS.values())  # 38
TOTAL_TILES = sum(TILES.values())  # 128: the board must hold more spaces than this
SF_BONUS = "houston"  # the one bonus square the rulebook names
TWIN_SUFFIX = "~2"
SLUG = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


class BoardError(ValueError):
    """The board data breaks a rule of the game or of the format."""


@dataclass(frozen=True, slots=True)
class Railroad:
    id: str
    name: str
    color: str
    tiles: int
    home: str


@dataclass(frozen=True, slots=True)
class City:
    id: str
    name: str
    state: str
    value: int | None  # None for the four home cities, which have no City card
    home: tuple[str, ...]
    bonus: tuple[str, ...]
    lat: float
    lon: float
    x: float
    y: float

    @property
    def card_value(self) -> int:
        """The value on a scoring city's card (home cities have no card)."""
        if self.value is None:
            raise ValueError(f"{self.id} is a home city: it has no City card")
        return self.value


@dataclass(frozen=True, slots=True)
class Space:
    river: bool
    mountain: bool


@dataclass(frozen=True, slots=True)
class Route:
    id: str
    a: str
    b: str
    spaces: tuple[Space, ...]  # spaces[0] is next to a
    twin: str | None  # the other line of a double route
    mountain: bool = False  # a mountain route (a brown line): every space on it is a mountain

    @property
    def length(self) -> int:
        return len(self.spaces)

    def other(self, city: str) -> str:
        """The opposite end from `city`."""
        if city == self.a:
            return self.b
        if city == self.b:
            return self.a
        raise ValueError(f"{city} is not an end of route {self.id}")

    def space_from(self, start: str, k: int) -> Space:
        """The k-th space (0-based) counting from the `start` end."""
        n = len(self.spaces)
        if not 0 <= k < n:
            raise IndexError(f"route {self.id} has {n} spaces, no space {k}")
        if start == self.a:
            return self.spaces[k]
        if start == self.b:
            return self.spaces[n - 1 - k]
        raise ValueError(f"{start} is not an end of route {self.id}")


@dataclass(frozen=True)
class Board:
    """The whole board. Shared and cached: treat every field as read-only."""

    railroads: dict[str, Railroad]
    cities: dict[str, City]
    routes: dict[str, Route]
    routes_at: dict[str, tuple[str, ...]]
    graph: nx.MultiGraph
    rivers: dict[str, list[tuple[float, float]]]
    mountains: dict[str, list[tuple[float, float]]]
    coast: list[tuple[float, float]]

    @property
    def scoring_cities(self) -> list[City]:
        return [c for c in self.cities.values() if c.value is not None]

    @property
    def total_spaces(self) -> int:
        return sum(len(r.spaces) for r in self.routes.values())


def load_board(path: str | Path | None = None) -> Board:
    """Load and validate a board; the packaged board (path None) is loaded once and cached."""
    if path is None:
        return _default_board()
    return _load(Path(path))


@functools.cache
def _default_board() -> Board:
    return _load(DATA)


def _load(path: Path) -> Board:
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise BoardError(f"cannot read board {path}: {exc}") from exc
    validate(raw)
    return _build(raw)


def _build(raw: dict[str, Any]) -> Board:
    railroads = {
        r["id"]: Railroad(r["id"], r["name"], r["color"], r["tiles"], r["home"])
        for r in raw["railroads"]
    }
    cities = {
        c["id"]: City(
            c["id"],
            c["name"],
            c["state"],
            c["value"],
            tuple(c.get("home", ())),
            tuple(c.get("bonus", ())),
            float(c["lat"]),
            float(c["lon"]),
            float(c["x"]),
            float(c["y"]),
        )
        for c in raw["cities"]
    }
    routes: dict[str, Route] = {}
    for r in raw["routes"]:
        rid = r["id"]
        twin = _twin_id(rid)
        spaces = tuple(Space(bool(s["river"]), bool(s["mountain"])) for s in r["spaces"])
        mountain = bool(r["mountain"])
        routes[rid] = Route(rid, r["a"], r["b"], spaces, None, mountain)
        if twin in routes:  # validate() put the plain id before its ~2 twin
            routes[rid] = Route(rid, r["a"], r["b"], spaces, twin, mountain)
            first = routes[twin]
            routes[twin] = Route(first.id, first.a, first.b, first.spaces, rid, first.mountain)

    at: dict[str, list[str]] = {cid: [] for cid in cities}
    graph = nx.MultiGraph()
    for c in cities.values():
        graph.add_node(c.id, name=c.name, value=c.value, home=c.home, bonus=c.bonus, x=c.x, y=c.y)
    for r in routes.values():
        at[r.a].append(r.id)
        at[r.b].append(r.id)
        graph.add_edge(r.a, r.b, key=r.id, spaces=len(r.spaces))

    def points(line: list[list[float]]) -> list[tuple[float, float]]:
        return [(float(p[0]), float(p[1])) for p in line]

    return Board(
        railroads=railroads,
        cities=cities,
        routes=routes,
        routes_at={cid: tuple(sorted(ids)) for cid, ids in at.items()},
        graph=graph,
        rivers={name: points(line) for name, line in raw.get("rivers", {}).items()},
        mountains={name: points(line) for name, line in raw.get("mountains", {}).items()},
        coast=points(raw.get("coast", [])),
    )


def _twin_id(rid: str) -> str:
    """The id the other line of a double route would have."""
    return rid.removesuffix(TWIN_SUFFIX) if rid.endswith(TWIN_SUFFIX) else rid + TWIN_SUFFIX


def validate(raw: dict[str, Any]) -> None:
    """Check raw board JSON against the format and the rulebook; raise BoardError if broken.

    Every problem found is listed in the message, so one run shows all that needs fixing.
    """
    problems: list[str] = []
    if not isinstance(raw, dict):
        raise BoardError("board must be a JSON object")
    for key in ("railroads", "cities", "routes"):
        if not isinstance(raw.get(key), list):
            problems.append(f"missing list '{key}'")
    if problems:
        raise BoardError("invalid board: " + "; ".join(problems))

    try:
        cities = _check_cities(raw["cities"], problems)
        railroads = _check_railroads(raw["railroads"], cities, problems)
        graph = _check_routes(raw["routes"], cities, problems)
    except (KeyError, TypeError, AttributeError) as exc:
        # A malformed entry (missing field, wrong type) stops the checks here.
        raise BoardError(f"invalid board: malformed entry ({exc!r})") from exc

    if graph.number_of_nodes() and not nx.is_connected(graph):
        parts = sorted(nx.connected_components(graph), key=len)
        cut_off = sorted(c for part in parts[:-1] for c in part)
        problems.append(f"board is not connected: cut off from the rest: {', '.join(cut_off)}")
    for rid, home in railroads.items():
        if home not in graph:
            continue
        reachable = nx.node_connected_component(graph, home)
        unreachable = [
            c["id"] for c in raw["cities"] if rid in c.get("bonus", ()) and c["id"] not in reachable
        ]
        if unreachable:
            problems.append(f"{rid} cannot reach its bonus cities {', '.join(unreachable)}")
    if problems:
        raise BoardError("invalid board: " + "; ".join(problems))


def _check_cities(raw_cities: list[dict[str, Any]], problems: list[str]) -> dict[str, dict]:
    cities: dict[str, dict] = {}
    names: set[str] = set()
    for c in raw_cities:
        cid = c["id"]
        if not isinstance(cid, str) or not SLUG.match(cid):
            problems.append(f"city id {cid!r} is not a lowercase slug")
        if cid in cities:
            problems.append(f"duplicate city id {cid}")
        if c["name"] in names:
            problems.append(f"duplicate city name {c['name']}")
        cities[cid] = c
        names.add(c["name"])
        for coord in ("x", "y"):
            v = c.get(coord)
            if not isinstance(v, int | float) or not math.isfinite(v) or not 0 <= v <= 1000:
                problems.append(f"city {cid}: {coord}={v!r} is not within 0..1000")
        for coord in ("lat", "lon"):
            if not isinstance(c.get(coord), int | float):
                problems.append(f"city {cid}: {coord} missing")
        for field in ("home", "bonus"):
            bad = [r for r in c.get(field, []) if r not in TILES]
            if bad:
                problems.append(f"city {cid}: unknown railroads {bad} in {field}")

    values = Counter(c["value"] for c in cities.values() if c["value"] is not None)
    if dict(values) != VALUE_COUNTS:
        problems.append(
            f"city values must be {_fmt_counts(VALUE_COUNTS)} ({SCORING_CITIES} cities), "
            f"got {_fmt_counts(values)} ({sum(values.values())} cities)"
        )
    bad_values = [
        cid
        for cid, c in cities.items()
        if c["value"] is not None and c["value"] not in VALUE_COUNTS
    ]
    if bad_values:
        problems.append(f"cities with a value outside 2..7: {', '.join(bad_values)}")

    homes = {cid: set(c.get("home", [])) for cid, c in cities.items() if c.get("home")}
    if homes != HOMES:
        problems.append(f"home cities must be {_fmt_homes(HOMES)}, got {_fmt_homes(homes)}")
    for cid in homes:
        if cities[cid]["value"] is not None:
            problems.append(f"home city {cid} must have value null")
    for cid, c in cities.items():
        if c["value"] is None and cid not in homes:
            problems.append(f"city {cid} has no value and is no home city")
    return cities


def _check_railroads(
    raw_rr: list[dict[str, Any]], cities: dict[str, dict], problems: list[str]
) -> dict[str, str]:
    railroads: dict[str, str] = {}
    for r in raw_rr:
        rid = r["id"]
        if rid in railroads:
            problems.append(f"duplicate railroad {rid}")
        railroads[rid] = r["home"]
        if rid not in TILES:
            problems.append(f"unknown railroad {rid}")
            continue
        if r["tiles"] != TILES[rid]:
            problems.append(f"railroad {rid} must have {TILES[rid]} tiles, has {r['tiles']}")
        if rid not in HOMES.get(r["home"], ()):
            problems.append(f"railroad {rid} has the wrong home city {r['home']}")
        if not any(rid in c.get("bonus", ()) for c in cities.values()):
            problems.append(f"railroad {rid} has no bonus city")
    missing = sorted(set(TILES) - set(railroads))
    if missing:
        problems.append(f"missing railroads {', '.join(missing)}")
    if "SF" not in cities.get(SF_BONUS, {}).get("bonus", ()):
        problems.append(f"{SF_BONUS} must carry the SF bonus square (rulebook)")
    return railroads


def _check_routes(
    raw_routes: list[dict[str, Any]], cities: dict[str, dict], problems: list[str]
) -> nx.MultiGraph:
    graph = nx.MultiGraph()
    graph.add_nodes_from(cities)
    ids: set[str] = set()
    pairs: dict[frozenset[str], list[str]] = {}
    total = 0
    for r in raw_routes:
        rid, a, b = r["id"], r["a"], r["b"]
        if rid in ids:
            problems.append(f"duplicate route id {rid}")
        ids.add(rid)
        missing = [end for end in (a, b) if end not in cities]
        if missing:
            problems.append(f"route {rid} goes to unknown city {', '.join(missing)}")
            continue
        if a == b:
            problems.append(f"route {rid} starts and ends at {a}")
            continue
        if rid not in (f"{a}~{b}", f"{a}~{b}{TWIN_SUFFIX}"):
            problems.append(f"route {rid} must be named {a}~{b} (or {a}~{b}{TWIN_SUFFIX})")
        spaces = r["spaces"]
        if not spaces:
            problems.append(f"route {rid} has no spaces")
        mountain = r.get("mountain")
        if not isinstance(mountain, bool):
            problems.append(f"route {rid} needs a boolean mountain")
        for s in spaces:
            if not (isinstance(s.get("river"), bool) and isinstance(s.get("mountain"), bool)):
                problems.append(f"route {rid}: a space needs boolean river and mountain")
                break
            # "Placing track on a mountain route (a brown line) costs $1": the route is the
            # unit, so its every space is a mountain space, or none is.
            if s["mountain"] != mountain:
                problems.append(f"route {rid}: a space's mountain differs from the route's")
                break
        total += len(spaces)
        pairs.setdefault(frozenset((a, b)), []).append(rid)
        graph.add_edge(a, b, key=rid)

    for pair, rids in pairs.items():
        if len(rids) > 2:
            problems.append(
                f"{len(rids)} routes between {' and '.join(sorted(pair))} "
                f"({', '.join(rids)}): at most two (a double route)"
            )
        elif len(rids) == 2 and rids[1] != rids[0] + TWIN_SUFFIX:
            problems.append(
                f"double route {rids[0]}: its second line must be listed after it "
                f"as {rids[0]}{TWIN_SUFFIX}, not {rids[1]}"
            )
        elif len(rids) == 1 and rids[0].endswith(TWIN_SUFFIX):
            problems.append(f"route {rids[0]} is a second line without a first")
    if total <= TOTAL_TILES:
        problems.append(f"the routes hold {total} spaces, need more than the {TOTAL_TILES} tiles")
    return graph


def _fmt_counts(counts: dict[int, int] | Counter[int]) -> str:
    return ", ".join(f"{counts[v]}x{v}" for v in sorted(counts))


def _fmt_homes(homes: dict[str, set[str]]) -> str:
    return ", ".join(f"{cid} {'+'.join(sorted(rs))}" for cid, rs in sorted(homes.items()))
