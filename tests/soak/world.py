"""The soak's world: one simulated Discord (simcord's backend, in this process) shared by the
bot processes (tests/soak/botchild.py), which reach it over a unix socket.

Each bot process sends its REST calls here; they are answered from the backend, or refused by
the Discord faults the soak injects (tests/soak/faults.py), and every gateway event the backend
emits is sent to every bot process (each keeps its own shards' and drops the rest). The world
outlives the bots: a bot killed with SIGKILL comes back to every message where it was, as with
the real Discord. The world also learns, from the bots' answers to interactions, which moves
each member was told were accepted (the ledger the soak checks against the log), and reads
every image for the view it was drawn from.

This process drives simcord's own Env around a bot that does nothing (a plain client with no
intents): the members' interactions, the virtual clock and the settling are simcord's, and
settling waits for the bot processes to settle too.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import discord
import simcord
from simcord.backend.errors import BackendError
from simcord.backend.serializers import guild_create_payload
from simcord.http import router

from tests.soak import standin, wire

ROOT = Path(__file__).resolve().parents[2]
TINY_PNG = b"\x89PNG\r\n\x1a\n"


class Gone(Exception):
    """A bot process died (or was killed) before answering."""


class Stuck(Exception):
    """A bot process never settled: some of its work waits for ever (a deadlock)."""


@dataclass
class Ack:
    """What a member was told in answer to one interaction: the moves stored for it."""

    interaction: int
    user: int
    moves: list[tuple[int, int, str, Any, str | None]]
    refused: bool
    latency: float  # real seconds from the interaction to its answer


@dataclass
class Remote:
    """One bot process, as the world sees it."""

    name: str
    shard_ids: tuple[int, ...] | None
    process: subprocess.Popen[bytes]
    log: Path
    reader: asyncio.StreamReader | None = None
    writer: asyncio.StreamWriter | None = None
    pid: int = 0
    alive: bool = True
    commands: dict[int, asyncio.Future[Any]] = field(default_factory=dict)
    figures: dict[str, Any] = field(default_factory=dict)
    # The REST call that kills it, counted from when the kill was armed (None: not armed).
    kill_at: int | None = None
    armed: int = 0  # the run's looks since the kill was armed
    calls: int = 0
    ready: asyncio.Future[int] | None = None

    def owns(self, guild_id: int | None, shard_count: int | None) -> bool:
        if self.shard_ids is None or shard_count is None:
            return True
        shard = 0 if guild_id is None else (guild_id >> 22) % shard_count
        return shard in self.shard_ids


class World:
    def __init__(
        self,
        env: simcord.Env,
        folder: Path,
        *,
        config: dict[str, Any],
        shard_count: int | None,
        fault: Callable[[str, str, Any], BackendError | None],
        image: Callable[[dict[str, Any], int], None],
    ) -> None:
        self.env = env
        self.backend = env.backend
        self.folder = folder
        self.config = config  # the bots' settings, but for the shards
        self.shard_count = shard_count
        self.fault = fault  # a Discord fault for a REST call, or None
        self.image = image  # told of every image posted: what it was drawn from, its channel
        self.remotes: list[Remote] = []
        self.acks: dict[int, Ack] = {}
        self.answers: dict[int, asyncio.Future[None]] = {}
        self.asked_at: dict[int, float] = {}
        self.deferred: set[int] = set()
        self.served = 0
        self.world_errors: list[str] = []
        self.stuck: list[str] = []  # what the bots that never settled were waiting for
        self.asking: dict[int, str] = {}  # interaction -> what it is (the UI notes it)
        self._waiting: asyncio.Future[tuple[asyncio.StreamReader, asyncio.StreamWriter]] | None
        self._waiting = None
        self._server: asyncio.AbstractServer | None = None
        self._number = 0
        self.socket = str(folder / "world.sock")

    # ------------------------------------------------------------------ life
    async def open(self) -> None:
        Path(self.socket).unlink(missing_ok=True)
        self._server = await asyncio.start_unix_server(self._connected, path=self.socket)
        self.backend.subscribers.append(self._broadcast)
        settle = self.env._settle_internal

        async def settle_everywhere(**kwargs: Any) -> None:
            await settle(**kwargs)
            await self.settle_bots()

        self.env._settle_internal = settle_everywhere  # type: ignore[method-assign]

    async def close(self) -> None:
        for remote in self.live():
            await self.stop(remote)
        if self._server is not None:
            self._server.close()

    def live(self) -> list[Remote]:
        return [r for r in self.remotes if r.alive]

    async def _connected(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter):
        if self._waiting is not None and not self._waiting.done():
            self._waiting.set_result((reader, writer))
        else:
            writer.close()

    async def spawn(self, name: str, shard_ids: tuple[int, ...] | None) -> Remote:
        """Start a bot process on the shared database and wait until it is ready."""
        log = self.folder / f"{name}.log"
        self._waiting = asyncio.get_running_loop().create_future()
        process = subprocess.Popen(
            [sys.executable, "-m", "tests.soak.botchild", self.socket],
            cwd=ROOT,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
            stdin=subprocess.DEVNULL,
            stdout=log.open("ab"),
            stderr=subprocess.STDOUT,
            # Its own process group: killed, it takes its thinking and renderer processes with
            # it (as a service manager would), instead of leaving them behind for the run.
            start_new_session=True,
        )
        remote = Remote(name, shard_ids, process, log)
        reader, writer = await self._guarded(self._waiting, remote, "connect")
        remote.reader, remote.writer = reader, writer
        config = {
            **self.config,
            "shard_count": self.shard_count if shard_ids is not None else None,
            "shard_ids": list(shard_ids or ()),
            "bot_user": self.backend.bot_user,
            "application_id": self.backend.application_id,
            "elapsed": self.backend.clock.elapsed,
            "guilds": [
                guild_create_payload(self.backend, guild)
                for guild in self.backend.guilds.values()
                if remote.owns(guild.id, self.shard_count)
            ],
        }
        wire.send(writer, ("hello", config))
        remote.ready = asyncio.get_running_loop().create_future()
        self.remotes.append(remote)
        asyncio.get_running_loop().create_task(self._serve(remote))
        remote.pid = await self._guarded(remote.ready, remote, "start")
        return remote

    async def _guarded(self, waiting: asyncio.Future[Any], remote: Remote, what: str) -> Any:
        """Wait for a starting process, unless it dies first (its log says why)."""
        guard = time.monotonic() + self.config["guard"]
        while not waiting.done():
            if remote.process.poll() is not None or time.monotonic() > guard:
                waiting.cancel()
                tail = remote.log.read_text(errors="replace")[-4000:]
                raise Gone(f"bot process {remote.name} did not {what}:\n{tail}")
            await asyncio.wait([waiting], timeout=0.2)
        return waiting.result()

    async def stop(self, remote: Remote) -> bool:
        """A clean stop (bot.close()); False if it did not stop within the guard (killed)."""
        try:
            await self.command(remote, "close")
            remote.process.wait(timeout=self.config["guard"])
            stopped = True
        except (Gone, subprocess.TimeoutExpired):
            stopped = False
        self.kill(remote)
        return stopped

    def kill(self, remote: Remote) -> None:
        """SIGKILL, as an operator's kill -9 or the kernel's OOM killer would."""
        if remote.process.poll() is None:
            os.kill(remote.process.pid, signal.SIGKILL)
        remote.process.wait()
        with contextlib.suppress(ProcessLookupError):
            os.killpg(remote.process.pid, signal.SIGKILL)  # what it left behind
        self._dead(remote)

    def _dead(self, remote: Remote) -> None:
        if not remote.alive:
            return
        remote.alive = False
        for future in [*remote.commands.values(), remote.ready]:
            if future is not None and not future.done():
                future.set_exception(Gone(remote.name))
        # Interactions it would have answered never will be.
        for interaction, future in list(self.answers.items()):
            record = self.backend.interactions.get(interaction)
            mine = record is not None and remote.owns(record.guild_id, self.shard_count)
            if mine and not future.done():
                future.set_result(None)

    # -------------------------------------------------------- the bots' calls
    def _broadcast(self, event: str, payload: Any) -> None:
        for remote in self.live():
            if remote.writer is not None:
                wire.send(remote.writer, ("event", event, payload))

    async def _serve(self, remote: Remote) -> None:
        assert remote.reader is not None and remote.writer is not None
        while (message := await wire.receive(remote.reader)) is not None:
            if message[0] == "ready":
                if remote.ready is not None and not remote.ready.done():
                    remote.ready.set_result(int(message[1]))
            elif message[0] == "done":
                future = remote.commands.pop(message[1], None)
                if future is not None and not future.done():
                    future.set_result(message[2])
            elif message[0] == "http":
                if not remote.alive:
                    break
                remote.calls += 1
                if remote.kill_at is not None and remote.calls >= remote.kill_at:
                    self.kill(remote)  # in the middle of whatever it was doing
                    break
                self._http(remote, *message[1:])
        self._dead(remote)

    def _http(
        self,
        remote: Remote,
        number: int,
        method: str,
        path: str,
        json: Any,
        params: Any,
        files: list[tuple[str, str | None, bytes]],
        reason: str | None,
        acked: tuple[int, list[Any], bool] | None,
    ) -> None:
        assert remote.writer is not None
        self.served += 1
        if acked is not None:
            self._note_ack(*acked)
        refusal = self.fault(method, path, json)
        if refusal is not None:
            wire.send(remote.writer, ("reply", number, "error", _error(refusal)))
            return
        try:
            result = _dispatch(
                self.backend,
                method,
                path,
                json=json,
                params=params,
                files=[self._file(path, *f) for f in files],
                reason=reason,
            )
        except BackendError as error:
            wire.send(remote.writer, ("reply", number, "error", _error(error)))
            return
        except Exception as error:  # a call simcord cannot answer: the soak's own bug
            self.world_errors.append(f"{method} {path}: {error!r}")
            wire.send(remote.writer, ("reply", number, "fatal", repr(error)))
            return
        self._answered(method, path, json)
        wire.send(remote.writer, ("reply", number, "ok", result))

    def _file(self, path: str, name: str, description: str | None, data: bytes) -> discord.File:
        drawn = standin.read(data)
        if drawn is not None:
            parts = path.strip("/").split("/")
            channel = int(parts[1]) if parts[0] == "channels" else 0
            self.image(drawn, channel)
            data = TINY_PNG  # the world keeps no view: hundreds of games would fill memory
        return discord.File(io.BytesIO(data), filename=name, description=description)

    def _note_ack(self, interaction: int, moves: list[Any], refused: bool) -> None:
        record = self.backend.interactions.get(interaction)
        if record is None:
            return
        latency = time.perf_counter() - self.asked_at.get(interaction, time.perf_counter())
        known = self.acks.get(interaction)
        if known is None:
            self.acks[interaction] = Ack(interaction, record.user_id, list(moves), refused, latency)
            return
        for move in moves:
            if move not in known.moves:
                known.moves.append(move)
        known.refused = known.refused or refused

    def _answered(self, method: str, path: str, json: Any) -> None:
        """An interaction got its answer: whoever waits for it goes on."""
        parts = path.strip("/").split("/")
        interaction = None
        if parts[0] == "interactions" and len(parts) >= 4:
            interaction = int(parts[1])
            if isinstance(json, dict) and json.get("type") in (5, 6):
                self.deferred.add(interaction)  # the answer comes as a follow-up
                return
        elif parts[0] == "webhooks" and len(parts) >= 3:
            interaction = self.backend.interaction_tokens.get(parts[2])
        if interaction is None:
            return
        future = self.answers.get(interaction)
        if future is not None and not future.done():
            future.set_result(None)

    # ------------------------------------------------------------ commands
    async def command(self, remote: Remote, name: str, args: Any = None) -> Any:
        if not remote.alive or remote.writer is None:
            raise Gone(remote.name)
        self._number += 1
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        remote.commands[self._number] = future
        wire.send(remote.writer, ("cmd", self._number, name, args))
        outcome, value = await self._guarded(future, remote, name)
        if outcome != "ok":
            if "did not settle" in str(value):
                raise Stuck(f"bot process {remote.name}, {name}: {value}")
            raise AssertionError(f"bot process {remote.name}, {name}: {value}")
        if isinstance(value, dict) and "locks" in value:
            value["name"] = f"{remote.name}:{remote.pid}"
            remote.figures = value
        return value

    async def settle_bots(self) -> None:
        """Every bot process settled, and nothing served meanwhile (one bot's call can give
        another work: a message, a member leaving). A process that never settles is stuck: what
        it waits for is noted, and it is killed (the run starts a new one)."""
        while True:
            before = self.served
            for remote in self.live():
                await self._settle(remote, "settle")
            if self.served == before:
                return

    async def _settle(self, remote: Remote, name: str, args: Any = None) -> None:
        try:
            await self.command(remote, name, args)
        except Gone:
            pass
        except Stuck as stuck:
            waiting = [self.asking.get(i, str(i)) for i, f in self.answers.items() if not f.done()]
            unanswered = f" Unanswered: {'; '.join(waiting)}." if waiting else ""
            self.stuck.append(str(stuck).split("\nTraceback")[0] + unanswered)
            self.kill(remote)

    async def advance(self, seconds: float) -> None:
        """The virtual clock moves on, here and in every bot process."""
        await self.env.advance_time(seconds)
        for remote in self.live():
            with contextlib.suppress(Gone):
                await self.command(remote, "advance", seconds)
        await self.settle_bots()

    async def tick(self) -> None:
        """The cadence's periodic check, in every bot process."""
        for remote in self.live():
            await self._settle(remote, "tick")
        await self.settle_bots()

    def arm_kill(self, remote: Remote, at: int) -> None:
        remote.kill_at = remote.calls + at


def _dispatch(backend: Any, method: str, path: str, **kwargs: Any) -> Any:
    """simcord's router.dispatch without its log of every call (a deep copy of each body, kept
    for ever: hundreds of games would fill memory) and without its own faults (ours are
    above)."""
    segments = path.strip("/").split("/")
    best: tuple[int, dict[str, str], Any] | None = None
    for template, handler in router._ROUTES.get(method, ()):
        if len(template) != len(segments):
            continue
        args: dict[str, str] = {}
        literals = 0
        for tpl, seg in zip(template, segments, strict=True):
            if tpl.startswith("{") and tpl.endswith("}"):
                args[tpl[1:-1]] = seg
            elif tpl == seg:
                literals += 1
            else:
                break
        else:
            if best is None or literals > best[0]:
                best = (literals, args, handler)
    if best is None:
        raise router.RouteNotImplemented(method, path)
    context = router.RequestContext(
        backend,
        best[1],
        json=kwargs["json"],
        params=kwargs["params"] or {},
        files=kwargs["files"] or [],
        reason=kwargs["reason"],
        method=method,
        path=path,
        message_content_access=True,
    )
    return best[2](context)


def _error(error: BackendError) -> tuple[int, int, str]:
    return (error.status, error.code, error.message)
