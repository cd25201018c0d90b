"""The Santa Fe board data and its loader."""

from __future__ import annotations

import copy
import json
import statistics
from collections import Counter
from pathlib import Path

import networkx as nx
import pytest

from engine.santafe.board import DATA, Board, BoardError, Space, load_board, validate


@pytest.fixture(scope="module")
def board() -> Board:
    return load_board()


@pytest.fixture
def raw() -> dict:
    return json.loads(DATA.read_text(encoding="utf-8"))


def broken(raw: dict, tmp_path: Path) -> Path:
    path = tmp_path / "board.json"
    path.write_text(json.dumps(raw))
    return path


def test_default_board_is_cached(board: Board) -> None:
    assert load_board() is board
    assert load_board(DATA) is not board  # an explicit path is always read afresh


def test_cities_and_values(board: Board) -> None:
    assert len(board.cities) == 42
    assert len(board.scoring_cities) == 38
    assert Counter(c.value for c in board.scoring_cities) == {2: 3, 3: 7, 4: 5, 5: 7, 6: 9, 7: 7}
    for c in board.cities.values():
        assert 0 <= c.x <= 1000 and 0 <= c.y <= 1000


def test_home_cities(board: Board) -> None:
    homes = {c.id: set(c.home) for c in board.cities.values() if c.home}
    assert homes == {
        "milwaukee": {"GN"},
        "chicago": {"SF", "UP"},
        "kansas-city": {"KP"},
        "new-orleans": {"SP"},
    }
    assert all(board.cities[cid].value is None for cid in homes)
    assert {r.id: (r.tiles, r.home) for r in board.railroads.values()} == {
        "SF": (32, "chicago"),
        "SP": (30, "new-orleans"),
        "GN": (25, "milwaukee"),
        "UP": (24, "chicago"),
        "KP": (17, "kansas-city"),
    }


def test_bonus_squares(board: Board) -> None:
    assert "SF" in board.cities["houston"].bonus
    for rid, rr in board.railroads.items():
        bonus = [c.id for c in board.cities.values() if rid in c.bonus]
        assert 3 <= len(bonus) <= 4, (rid, bonus)
        assert all(nx.has_path(board.graph, rr.home, c) for c in bonus)


def test_routes_and_doubles(board: Board) -> None:
    assert nx.is_connected(board.graph)
    doubles = [r for r in board.routes.values() if r.id.endswith("~2")]
    assert 3 <= len(doubles) <= 6
    for r in doubles:
        first = board.routes[r.twin]
        assert first.twin == r.id and {first.a, first.b} == {r.a, r.b}
    assert board.routes["kansas-city~denver"].twin == "kansas-city~denver~2"
    singles = [r for r in board.routes.values() if r.twin is None]
    assert singles and all(r.a != r.b and r.spaces for r in board.routes.values())
    assert board.graph.number_of_edges() == len(board.routes)
    assert board.graph.edges["kansas-city", "denver", "kansas-city~denver"]["spaces"] == len(
        board.routes["kansas-city~denver"].spaces
    )


def test_capacity_and_terrain(board: Board) -> None:
    assert 128 < board.total_spaces <= 300
    spaces = [s for r in board.routes.values() for s in r.spaces]
    assert sum(s.river for s in spaces) >= 15
    assert sum(s.mountain for s in spaces) >= 10
    # Mountains are a western obstacle: every mountain space lies west of Kansas City.
    kc = board.cities["kansas-city"].x
    for r in board.routes.values():
        if any(s.mountain for s in r.spaces):
            assert board.cities[r.a].x < kc and board.cities[r.b].x < kc, r.id
    assert board.rivers["Mississippi"] and board.mountains["Rocky Mountains"]
    # "Placing track on a mountain route (a brown line) costs $1": the route is the unit.
    mountain_routes = [r for r in board.routes.values() if r.mountain]
    assert len(mountain_routes) >= 10
    for r in board.routes.values():
        assert all(s.mountain == r.mountain for s in r.spaces), r.id
    assert board.routes["salt-lake-city~los-angeles"].mountain
    assert len(board.coast) >= 10


def test_values_rise_westward(board: Board) -> None:
    def mean_x(value: int) -> float:
        return statistics.mean(c.x for c in board.scoring_cities if c.value == value)

    xs = [mean_x(v) for v in range(2, 8)]
    assert xs[-1] < xs[0]  # x grows eastward, so the 7s sit west of the 2s
    assert xs == sorted(xs, reverse=True)


def test_routes_at(board: Board) -> None:
    assert set(board.routes_at) == set(board.cities)
    for cid, rids in board.routes_at.items():
        assert list(rids) == sorted(rids)
        assert all(cid in (board.routes[r].a, board.routes[r].b) for r in rids)
    assert "chicago~kansas-city" in board.routes_at["chicago"]


def test_route_helpers(board: Board) -> None:
    r = board.routes["kansas-city~denver"]
    assert r.other("kansas-city") == "denver" and r.other("denver") == "kansas-city"
    n = len(r.spaces)
    assert r.space_from("kansas-city", 0) is r.spaces[0]
    assert r.space_from("denver", 0) is r.spaces[-1]
    assert r.space_from("denver", n - 1) is r.spaces[0]
    with pytest.raises(ValueError):
        r.other("chicago")
    with pytest.raises(ValueError):
        r.space_from("chicago", 0)
    with pytest.raises(IndexError):
        r.space_from("denver", n)
    with pytest.raises(IndexError):
        r.space_from("denver", -1)
    assert isinstance(r.spaces[0], Space)


def test_real_board_validates(raw: dict) -> None:
    validate(raw)


def test_wrong_value_distribution(raw: dict) -> None:
    city = next(c for c in raw["cities"] if c["value"] == 2)
    city["value"] = 3
    with pytest.raises(BoardError, match="city values must be"):
        validate(raw)


def test_route_to_missing_city(raw: dict, tmp_path: Path) -> None:
    raw["routes"].append(
        {
            "id": "chicago~atlantis",
            "a": "chicago",
            "b": "atlantis",
            "mountain": False,
            "spaces": [{"river": False, "mountain": False}],
        }
    )
    with pytest.raises(BoardError, match="unknown city atlantis"):
        load_board(broken(raw, tmp_path))


def test_disconnected_city(raw: dict) -> None:
    raw["routes"] = [r for r in raw["routes"] if "seattle" not in (r["a"], r["b"])]
    with pytest.raises(BoardError, match=r"not connected.*seattle"):
        validate(raw)


def test_three_routes_between_one_pair(raw: dict) -> None:
    first = next(r for r in raw["routes"] if r["id"] == "kansas-city~denver")
    third = copy.deepcopy(first)
    third["id"] = "kansas-city~denver~3"
    raw["routes"].append(third)
    with pytest.raises(BoardError, match="3 routes between denver and kansas-city"):
        validate(raw)


def test_badly_named_twin(raw: dict) -> None:
    second = next(r for r in raw["routes"] if r["id"] == "denver~pueblo~2")
    second["id"] = "denver~pueblo"
    with pytest.raises(BoardError, match="duplicate route id denver~pueblo"):
        validate(raw)


def test_wrong_home_and_tiles(raw: dict) -> None:
    raw["railroads"][0]["tiles"] += 1
    milwaukee = next(c for c in raw["cities"] if c["id"] == "milwaukee")
    milwaukee["home"] = []
    with pytest.raises(BoardError) as err:
        validate(raw)
    assert "must have 32 tiles" in str(err.value)
    assert "home cities must be" in str(err.value)


def test_houston_must_be_santa_fe(raw: dict) -> None:
    houston = next(c for c in raw["cities"] if c["id"] == "houston")
    houston["bonus"] = []
    with pytest.raises(BoardError, match="houston must carry the SF bonus"):
        validate(raw)


def test_too_few_spaces(raw: dict) -> None:
    for r in raw["routes"]:
        r["spaces"] = r["spaces"][:1]
    with pytest.raises(BoardError, match="need more than the 128 tiles"):
        validate(raw)


def test_coordinates_and_self_loop(raw: dict) -> None:
    raw["cities"][0]["x"] = 1200
    raw["routes"][0]["b"] = raw["routes"][0]["a"]
    with pytest.raises(BoardError) as err:
        validate(raw)
    assert "not within 0..1000" in str(err.value)
    assert "starts and ends at" in str(err.value)


def test_malformed_and_unreadable(raw: dict, tmp_path: Path) -> None:
    del raw["cities"][0]["name"]
    with pytest.raises(BoardError, match="malformed"):
        validate(raw)
    with pytest.raises(BoardError, match="missing list 'routes'"):
        validate({"railroads": [], "cities": []})
    path = tmp_path / "nope.json"
    path.write_text("{not json")
    with pytest.raises(BoardError, match="cannot read board"):
        load_board(path)


def test_mountain_route_spaces_agree(raw: dict) -> None:
    route = next(r for r in raw["routes"] if r["mountain"] and len(r["spaces"]) > 1)
    route["spaces"][0]["mountain"] = False
    with pytest.raises(BoardError, match="mountain differs from the route"):
        validate(raw)
