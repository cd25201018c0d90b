"""Ratings, history and stats on both backends: scripted results rated exactly as openskill
rates them directly, ties and five-player games, once per game, rebuilt to the same numbers,
one server's games never in another's, opted-out and departed members off the leaderboard."""

from __future__ import annotations

from openskill.models import PlackettLuce

from bot import ratings
from bot.ratings import SeatResult, places
from bot.storage import Seat, Storage, migration_files

GUILD, OTHER = 1_234_567_890_123_456_789, 42
CHANNEL, HOST = 987_654_321_098_765_432, 111_222_333_444_555_666


async def finished(
    store: Storage, rated: list[str], placed: list[int], *, guild: int = GUILD, game="santafe"
) -> tuple[int, list[SeatResult]]:
    """A game of `rated` (in seat order) that ended in `placed`; its result recorded."""
    gid = await store.create_game(
        guild_id=guild,
        channel_id=CHANNEL,
        host_id=HOST,
        game=game,
        options={},
        seed=1,
        max_seats=len(rated),
    )
    for pos, key in enumerate(rated):
        await store.add_seat(gid, f"{key}#{pos}" if key.startswith("cpu:") else key, f"n{key}")
    results = [
        SeatResult(pos, key, f"n{key}", place, 10 - place, "finished")
        for pos, (key, place) in enumerate(zip(rated, placed, strict=True))
    ]
    assert await ratings.record_game(store, game_id=gid, guild_id=guild, game=game, results=results)
    return gid, results


def direct(games: list[tuple[list[str], list[int]]]) -> dict[str, tuple[float, float]]:
    """The same games rated with openskill directly, one after another."""
    model = PlackettLuce()
    now: dict[str, object] = {}
    for keys, placed in games:
        teams = [[now.get(key) or model.rating()] for key in keys]
        new = model.rate(teams, ranks=placed)
        for key, team in zip(keys, new, strict=True):
            now[key] = team[0]
    return {key: (r.mu, r.sigma) for key, r in now.items()}  # type: ignore[attr-defined]


async def stored(store: Storage, guild: int = GUILD) -> dict[str, tuple[float, float]]:
    rows = await store._fetchall(
        "SELECT rated, mu, sigma FROM ratings WHERE guild_id = ? ORDER BY rated", (guild,)
    )
    return {row[0]: (row[1], row[2]) for row in rows}


SCRIPT = [
    (["a", "b", "c"], [1, 2, 3]),
    (["a", "b", "c", "d", "e"], [2, 1, 3, 3, 5]),  # five players, a tie for third
    (["c", "a"], [1, 1]),  # a draw
    (["e", "d", "b", "a", "c"], [1, 1, 1, 4, 5]),  # three share the win
    (["b", "d"], [2, 1]),
]


async def test_scripted_results_are_rated_as_openskill_rates_them(store):
    for keys, placed in SCRIPT:
        await finished(store, keys, placed)
    assert await stored(store) == direct(SCRIPT)  # exactly: the same floats
    top, total = await ratings.board(store, GUILD, "santafe")
    assert total == 5 and [row.rank for row in top] == [1, 2, 3, 4, 5]
    expected = direct(SCRIPT)
    shown = sorted(expected, key=lambda k: -(expected[k][0] - 3 * expected[k][1]))
    assert [row.rated for row in top] == shown
    a = next(row for row in top if row.rated == "a")
    assert (a.games, a.wins) == (4, 2)  # the draw counts as a win for both
    assert a.rating == ratings.ordinal(*expected["a"])


async def test_a_game_counts_once_and_rebuild_gives_the_same_numbers(store):
    for keys, placed in SCRIPT:
        gid, results = await finished(store, keys, placed)
    before = await stored(store)
    seats_before = await store._fetchall(
        "SELECT game_id, pos, mu, sigma FROM result_seats ORDER BY game_id, pos"
    )
    # A retry, a restart: the last game again changes nothing.
    again = await ratings.record_game(
        store, game_id=gid, guild_id=GUILD, game="santafe", results=results
    )
    assert again is False and await stored(store) == before
    done = await ratings.rebuild(store)
    assert (done.games, done.changed) == (len(SCRIPT), 0)
    assert await stored(store) == before
    # Drift (a hand edit, a race between processes) is repaired by rebuilding.
    await store._write(("UPDATE ratings SET mu = mu + 1, games = 99", ()))
    await store._write(("UPDATE result_seats SET mu = 0", ()))
    done = await ratings.rebuild(store)
    assert done.changed == len(seats_before)
    assert await stored(store) == before
    assert (
        await store._fetchall(
            "SELECT game_id, pos, mu, sigma FROM result_seats ORDER BY game_id, pos"
        )
        == seats_before
    )
    rows = await store._fetchall("SELECT games FROM ratings WHERE rated = 'a'")
    assert rows[0][0] == 4


async def test_computer_levels_are_rated_and_share_one_key(store):
    # Two computer seats of one level: each is rated from the level's rating, the level keeps
    # the mean of both.
    await finished(store, ["a", "cpu:heuristic", "cpu:heuristic"], [2, 1, 3])
    expected = direct([(["a", "x", "y"], [2, 1, 3])])
    got = await stored(store)
    cpu = got["cpu:heuristic"]
    assert cpu[0] == (expected["x"][0] + expected["y"][0]) / 2
    assert got["a"] == expected["a"]
    rows, _ = await ratings.board(store, GUILD, "santafe")
    assert "cpu:heuristic" in [row.rated for row in rows]
    mine = await ratings.stats(store, GUILD, "cpu:heuristic")
    assert mine[0].games == 2 and mine[0].wins == 1


async def test_servers_games_opt_outs_and_departures_stay_apart(store):
    await finished(store, ["a", "b", "c"], [1, 2, 3])
    await finished(store, ["a", "z"], [2, 1], guild=OTHER)
    await finished(store, ["a", "b"], [1, 2], game="tricks")
    rows, total = await ratings.board(store, GUILD, "santafe")
    assert [row.rated for row in rows] == ["a", "b", "c"] and total == 3
    assert [row.rated for row in (await ratings.board(store, OTHER, "santafe"))[0]] == ["z", "a"]
    assert [row.rated for row in (await ratings.board(store, GUILD, "tricks"))[0]] == ["a", "b"]
    # History and stats of one server only, newest first.
    games, count = await ratings.history(store, GUILD, "a")
    assert count == 2 and [g.game for g in games] == ["tricks", "santafe"]
    assert [s.rated for s in games[1].seats] == ["a", "b", "c"]
    assert {row.game for row in await ratings.stats(store, GUILD, "a")} == {"santafe", "tricks"}
    assert [row.game for row in await ratings.stats(store, OTHER, "a")] == ["santafe"]
    # Opting out hides a member from every leaderboard; their ratings are kept.
    await ratings.set_opt_out(store, "a", True)
    await ratings.set_opt_out(store, "a", True)  # twice is once
    assert await ratings.opted_out(store, "a")
    assert [row.rated for row in (await ratings.board(store, GUILD, "santafe"))[0]] == ["b", "c"]
    assert [row.rated for row in (await ratings.board(store, OTHER, "santafe"))[0]] == ["z"]
    await ratings.set_opt_out(store, "a", False)
    # A member who left a server is hidden there only, until they come back.
    await ratings.set_departed(store, GUILD, "b", True)
    rows, total = await ratings.board(store, GUILD, "santafe")
    assert [row.rated for row in rows] == ["a", "c"] and total == 2
    assert [row.rank for row in rows] == [1, 2]
    await ratings.set_departed(store, GUILD, "b", False)
    assert total + 1 == (await ratings.board(store, GUILD, "santafe"))[1]


async def test_leaderboard_pages(store):
    for i in range(7):
        await finished(store, [f"p{i}", f"q{i}"], [1, 2])
    first, total = await ratings.board(store, GUILD, "santafe", limit=5)
    second, _ = await ratings.board(store, GUILD, "santafe", offset=5, limit=5)
    assert total == 14 and len(first) == 5 and len(second) == 5
    # Seven equal winners share the first place, seven equal losers the eighth, across pages.
    assert [row.rank for row in first] == [1, 1, 1, 1, 1]
    assert [row.rank for row in second] == [1, 1, 8, 8, 8]
    assert first[-1].rating >= second[0].rating


async def test_equal_ratings_as_shown_share_a_place(store):
    """Standard competition ranking of the rating people read (one decimal): "6. fay -0.4,
    6. gus -0.4", then 8; never "-0" for a rating just under zero."""
    ordinals = {
        "ann": 3.0, "bob": 2.0, "cy": 1.04, "dan": 0.96, "eve": 0.2,
        "fay": -0.41, "gus": -0.43, "hal": -0.5, "ida": -0.04,
    }  # fmt: skip
    for rated, value in ordinals.items():
        await store._write(
            (
                "INSERT INTO ratings (guild_id, game, rated, name, mu, sigma, ordinal, games,"
                " wins, places, last_seq) VALUES (?, 'santafe', ?, ?, 25, 8, ?, 1, 0, 1, 1)",
                (GUILD, rated, rated, value),
            )
        )
    rows, total = await ratings.board(store, GUILD, "santafe")
    assert total == 9
    places = [(row.rank, row.rated, ratings.shown(row.rating)) for row in rows]
    assert places == [
        (1, "ann", 3.0), (2, "bob", 2.0), (3, "cy", 1.0), (3, "dan", 1.0), (5, "eve", 0.2),
        (6, "ida", 0.0), (7, "fay", -0.4), (7, "gus", -0.4), (9, "hal", -0.5),
    ]  # fmt: skip
    assert str(ratings.shown(-0.04)) == "0.0" and str(ratings.shown(-0.05)) == "-0.1"
    # A page that starts inside a tie takes the tie's place, whatever the page size.
    for size in (1, 2, 3, 4):
        paged = []
        for offset in range(0, total, size):
            page, _ = await ratings.board(store, GUILD, "santafe", offset=offset, limit=size)
            paged += [row.rank for row in page]
        assert paged == [rank for rank, _, _ in places]


def test_places_put_winners_first_ties_together_and_quitters_last():
    seats = [
        Seat(0, "1", "one", False, False),
        Seat(1, "2", "two", False, True),  # resigned: a computer played it on
        Seat(2, "3", "three", False, False, user_id="9"),  # handed to member 9
        Seat(3, "cpu:1", "Computer", False, False),
        Seat(4, "4", "four", False, False, left_server=True),
        Seat(5, "5", "five", False, False),
    ]
    view = {
        "scores": {"1": 50, "2": 90, "3": 50, "cpu:1": 40, "4": 10, "5": 50},
        "winners": ["3"],  # the game's own tie-break among equal scores
    }
    got = {r.rated: (r.place, r.outcome) for r in places(seats, view, "heuristic")}
    assert got == {
        "9": (1, "finished"),
        "1": (2, "finished"),
        "5": (2, "finished"),
        "cpu:heuristic": (4, "finished"),
        "2": (5, "resigned"),
        "4": (5, "left"),
    }


def test_migration_numbers_leave_room_for_others():
    # 008 is ratings; another migration (007) may land before it: the runner applies files in
    # number order and needs no contiguous numbers.
    numbers = [n for n, _ in migration_files("sqlite")]
    assert 8 in numbers and numbers == sorted(set(numbers))
    assert [n for n, _ in migration_files("postgresql")] == numbers


async def test_the_rebuild_command(store, database, capsys):
    for keys, placed in SCRIPT:
        await finished(store, keys, placed)
    before = await stored(store)
    await store._write(("UPDATE ratings SET sigma = 1", ()))
    await ratings._main(["rebuild", "--database", database])
    assert "from 5 games" in capsys.readouterr().out
    assert await stored(store) == before


async def test_rating_curves_follow_each_game(store):
    model = PlackettLuce()
    for keys, placed in SCRIPT:
        await finished(store, keys, placed)
    got = await ratings.curves(store, GUILD, "santafe", ["a", "d", "nobody"])
    # a's rating after each of its games, replayed directly.
    now: dict[str, object] = {}
    expected: dict[str, list[float]] = {"a": [0.0], "d": [0.0], "nobody": [0.0]}
    for keys, placed in SCRIPT:
        new = model.rate([[now.get(k) or model.rating()] for k in keys], ranks=placed)
        for key, team in zip(keys, new, strict=True):
            now[key] = team[0]
            if key in expected:
                expected[key].append(team[0].mu - 3 * team[0].sigma)
    assert got == expected
    assert await ratings.curves(store, GUILD, "santafe", []) == {}
