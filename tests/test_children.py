"""The bot's child processes (drawing, thinking): Ctrl-C in a terminal reaches the whole
process group, and the bot stops its children itself, so they must not each die printing a
KeyboardInterrupt traceback."""

from __future__ import annotations

import os
import signal

from bot.children import ChildPool


def _how_sigint_is_handled() -> tuple[bool, int]:
    return signal.getsignal(signal.SIGINT) == signal.SIG_IGN, os.getpid()


async def test_children_leave_ctrl_c_to_the_bot():
    pool = ChildPool("a test pool", workers=1)
    await pool.start()
    try:
        ignored, pid = await pool.run(_how_sigint_is_handled)
    finally:
        pool.stop()
    assert pid != os.getpid()  # it ran in a child
    assert ignored
