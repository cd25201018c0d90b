"""Where Chromium cannot be had, the browser tests are skipped with the reason; under CI=true
that fails the run instead. The README's test command installs it first where it can."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tests.web import browser

ROOT = Path(__file__).resolve().parents[2]


def test_without_chromium_the_browser_tests_are_skipped_with_the_reason(monkeypatch):
    monkeypatch.setattr(browser, "find_chromium", lambda: None)
    monkeypatch.delenv("CI", raising=False)
    with pytest.raises(pytest.skip.Exception) as skipped:
        next(browser.chromium_session())
    assert "Chromium is not installed" in str(skipped.value)


def test_under_ci_a_missing_chromium_fails_the_run(monkeypatch):
    monkeypatch.setattr(browser, "find_chromium", lambda: None)
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception) as failed:
        next(browser.chromium_session())
    assert "CI=true needs the browser tests" in str(failed.value)


def test_the_install_script_is_quiet_and_harmless_where_it_cannot(tmp_path):
    """On a system that is not Debian or Ubuntu (an os-release it cannot match) it changes
    nothing and says nothing; its syntax is plain sh."""
    script = ROOT / "tools" / "chromium.sh"
    assert subprocess.run(["sh", "-n", str(script)], check=False).returncode == 0
    fake_root = tmp_path / "etc"
    fake_root.mkdir()
    text = script.read_text().replace("/etc/os-release", str(fake_root / "os-release"))
    text = text.replace("/usr/bin/chromium", str(tmp_path / "none"))
    (fake_root / "os-release").write_text("ID=alpine\n")
    copy = tmp_path / "chromium.sh"
    copy.write_text(text)
    tools = tmp_path / "bin"  # no chromium on this PATH, nor apt-get
    tools.mkdir()
    (tools / "id").symlink_to(shutil.which("id") or "/usr/bin/id")
    done = subprocess.run(
        [shutil.which("sh") or "/bin/sh", str(copy)],
        capture_output=True,
        text=True,
        env={"PATH": str(tools)},
    )
    assert done.returncode == 0 and done.stdout == "" and done.stderr == ""


def _script_on_fake_system(tmp_path: Path, os_id: str) -> tuple[Path, Path]:
    """tools/chromium.sh pointed at a made-up os-release and a PATH of our own tools only."""
    script = ROOT / "tools" / "chromium.sh"
    fake_root = tmp_path / "etc"
    fake_root.mkdir()
    (fake_root / "os-release").write_text(f"ID={os_id}\n")
    text = script.read_text().replace("/etc/os-release", str(fake_root / "os-release"))
    text = text.replace("/usr/bin/chromium", str(tmp_path / "none"))
    copy = tmp_path / "chromium.sh"
    copy.write_text(text)
    tools = tmp_path / "bin"
    tools.mkdir()
    for name in ("mktemp", "tail", "rm"):
        (tools / name).symlink_to(shutil.which(name) or f"/usr/bin/{name}")
    return copy, tools


def _tool(tools: Path, name: str, body: str) -> None:
    path = tools / name
    path.write_text(f"#!/bin/sh\n{body}\n")
    path.chmod(0o755)


def test_a_failed_install_says_what_apt_said(tmp_path):
    """On Debian as root, an apt-get that fails (no reachable archive, say) is reported with
    its own words on stderr, and the command goes on: the tests then say why they skip."""
    copy, tools = _script_on_fake_system(tmp_path, "debian")
    _tool(tools, "id", "echo 0")
    _tool(tools, "apt-get", 'echo "E: Unable to locate package chromium" >&2; exit 100')
    done = subprocess.run(
        [shutil.which("sh") or "/bin/sh", str(copy)],
        capture_output=True,
        text=True,
        env={"PATH": str(tools)},
    )
    assert done.returncode == 0
    assert "Chromium could not be installed" in done.stderr
    assert "E: Unable to locate package chromium" in done.stderr


def test_the_install_runs_apt_get_as_root(tmp_path):
    """On Debian as root, the script updates apt's lists and installs the chromium package and
    a font (a slim image's apt may skip the Recommends that would bring one)."""
    copy, tools = _script_on_fake_system(tmp_path, "debian")
    calls = tmp_path / "calls"
    _tool(tools, "id", "echo 0")
    _tool(tools, "apt-get", f'echo "$*" >> "{calls}"')
    done = subprocess.run(
        [shutil.which("sh") or "/bin/sh", str(copy)],
        capture_output=True,
        text=True,
        env={"PATH": str(tools)},
    )
    assert done.returncode == 0 and "could not" not in done.stderr
    assert calls.read_text().splitlines() == [
        "update -qq",
        "install -y -qq chromium fonts-dejavu-core",
    ]
