"""A real browser for the web pages' tests: Debian's Chromium (tools/chromium.sh installs it),
started once per test process and driven by Playwright over the DevTools protocol.

Playwright's own browser download cannot be used (no network but the package registries), so
the browser is the system's: started here with a fresh profile and without the background
networking a closed network refuses, each test connecting to it with Playwright
(`connect_over_cdp`) in its own event loop. No Chromium: the browser tests are skipped with the
reason, but under CI=true, where that fails the run.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--remote-debugging-address=127.0.0.1",
    "--remote-debugging-port=0",
)
START_GUARD = 60.0  # seconds for the browser to say where it listens (a hang guard)


def find_chromium() -> str | None:
    for candidate in (
        "/usr/bin/chromium",
        shutil.which("chromium"),
        shutil.which("chromium-browser"),
    ):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    return None


def unavailable(reason: str) -> None:
    """Skip the browser tests with the reason, or fail them under CI=true."""
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"CI=true needs the browser tests: {reason}", pytrace=False)
    pytest.skip(reason)


def endpoint_of(profile: Path, process: subprocess.Popen[bytes]) -> str:
    """The address Chromium's DevTools listen on, once it has written it."""
    port_file = profile / "DevToolsActivePort"
    deadline = time.monotonic() + START_GUARD
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"Chromium exited at start ({process.returncode})")
        if port_file.exists():
            lines = port_file.read_text().splitlines()
            if lines and lines[0].isdecimal():
                return f"http://127.0.0.1:{lines[0]}"
        time.sleep(0.05)  # a start-up wait on another process's file, not a test's timing
    raise RuntimeError("Chromium did not open its DevTools port")


def chromium_session() -> Iterator[str]:
    """Start Chromium once (a fresh profile), yield its DevTools address, stop it."""
    try:
        import playwright  # noqa: F401
    except ImportError:
        unavailable("Playwright is not installed: pip install -e '.[test]'")
    path = find_chromium()
    if path is None:
        unavailable(
            "Chromium is not installed and could not be installed here (sh tools/chromium.sh"
            " installs it on Debian or Ubuntu as root or with sudo)"
        )
    assert path is not None
    profile = Path(tempfile.mkdtemp(prefix="ws-chromium-"))
    process = subprocess.Popen(
        [path, *FLAGS, f"--user-data-dir={profile}", "about:blank"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        yield endpoint_of(profile, process)
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        shutil.rmtree(profile, ignore_errors=True)
