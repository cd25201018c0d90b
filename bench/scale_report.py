"""bench_scale.py's figures, gathered phase by phase, and their report."""

from __future__ import annotations

from dataclasses import dataclass, field

from scale_probes import gc_line, ms


@dataclass
class Figures:
    """What the measured bot showed, phase by phase, for the report."""

    ready: float = 0.0
    attached: float = 0.0
    live_after_ready: int = 0
    start_stall: float = 0.0
    start_gc: list[tuple[int, float]] = field(default_factory=list)
    first_answer: float | None = None
    answered_during_resume: bool = False
    base_rss: float = 0.0
    ready_rss: float = 0.0
    end_rss: float = 0.0
    complete: dict[str, list[float]] = field(default_factory=dict)
    empty_ticks: list[float] = field(default_factory=list)
    acks_cold: list[float] = field(default_factory=list)
    acks_warm: list[float] = field(default_factory=list)
    overlapped: int = 0
    move_stall: float = 0.0
    move_gc: list[tuple[int, float]] = field(default_factory=list)
    due: int = 0
    due_tick: float = 0.0
    reminders: int = 0
    quiet_after: list[float] = field(default_factory=list)
    per_game: float = 0.0
    measured: int = 0
    live: int = 0
    tracked: int = 0
    full: float = 0.0
    again: float = 0.0


def report(fig: Figures, n: int, database: str, size: float, counted: int) -> None:
    print()
    backend = "postgresql" if database.startswith("postgres") else "sqlite"
    print(f"== {n} active games, {backend}")
    print(
        f"ready after restart: {fig.ready:.2f} s (goal < 1 s); live games then"
        f" {fig.live_after_ready}"
    )
    resumes_took = fig.ready - fig.attached
    print(
        f"  restart_bot returned after {fig.attached:.2f} s; the resume took {resumes_took:.2f} s"
    )
    print(
        f"  during start-up: longest stall {fig.start_stall * 1000:.0f} ms;"
        f" gc {gc_line(fig.start_gc)}"
    )
    during = "while the resume ran" if fig.answered_during_resume else "after the resume"
    print(f"first answer (/game status, {during}): {(fig.first_answer or 0) * 1000:.1f} ms")
    print(
        f"RSS: {fig.base_rss:.0f} MB before the restart, {fig.ready_rss:.0f} MB when ready,",
        end=" ",
    )
    print(f"{fig.end_rss:.0f} MB at the end")
    print(
        f"memory per live game: {fig.per_game / 1024:.1f} KB over {fig.measured} games loaded"
        f" (goal < 40 KB); live games at the end {fig.live}"
    )
    print(
        f"forced full collection with {fig.live} live games: {fig.full * 1000:.1f} ms"
        f" ({fig.tracked} objects not frozen), again {fig.again * 1000:.1f} ms"
    )
    print(f"reminder check, nothing due: {ms(fig.empty_ticks)} (goal < 20 ms)")
    print(
        f"reminder check, {fig.due} games made due: {fig.due_tick * 1000:.1f} ms,"
        f" {fig.reminders} DMs sent; the next ticks {ms(fig.quiet_after)}"
    )
    print(f"ack of /game move, a tick started with it ({fig.overlapped} still ticking):", end=" ")
    print(f"{ms(fig.acks_cold + fig.acks_warm)} (goal p95 < 10 ms)")
    print(f"  first move on a game since the restart: {ms(fig.acks_cold)}")
    print(f"  second move on the same game:           {ms(fig.acks_warm)}")
    print(f"  longest stall while moving: {fig.move_stall * 1000:.1f} ms (goal < 20 ms);", end=" ")
    print(f"gc {gc_line(fig.move_gc)}")
    for typed, times in fig.complete.items():
        print(f"autocomplete {typed!r:8}: {ms(times)}")
    print(f"bytes per stored action: {size:.0f} over {counted} actions (goal < 80)")
