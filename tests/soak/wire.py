"""The line between the soak's world (the simulated Discord, in the driving process) and a bot
process: length-prefixed pickled tuples over a unix socket, both ways. Both ends are ours and
local, so pickle is fine."""

from __future__ import annotations

import asyncio
import pickle
import struct
from typing import Any

HEADER = struct.Struct("!I")


def send(writer: asyncio.StreamWriter, message: tuple[Any, ...]) -> None:
    """Queue one message (synchronous: callers in the middle of a backend call may not wait;
    the stream buffers it in order)."""
    data = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
    writer.write(HEADER.pack(len(data)) + data)


async def receive(reader: asyncio.StreamReader) -> tuple[Any, ...] | None:
    """The next message, or None once the other end is gone."""
    try:
        head = await reader.readexactly(HEADER.size)
        (size,) = HEADER.unpack(head)
        data = await reader.readexactly(size)
    except (asyncio.IncompleteReadError, ConnectionError):
        return None
    message: tuple[Any, ...] = pickle.loads(data)
    return message
