"""The operator's path: `python -m bot --help`, the invite link, and start-up failures said in
one line (a refused token, no network, Discord's 5xx), with retries where they may pass.

Discord is a local stand-in here (WHISTLESTOP_TEST_DISCORD_API): a port nobody listens on,
or a tiny HTTP server answering every request with one status. No real network."""

from __future__ import annotations

import base64
import http.server
import logging
import os
import signal
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import parse_qs, urlparse

import discord
import pytest

from bot.__main__ import main
from bot.invite import NEEDED, application_id_from_token, invite_url, permission_names
from bot.login import DiscordUnreachable, login
from bot.settings import SettingsError, load_settings

ROOT = Path(__file__).resolve().parents[2]
APP_ID = 123456789012345678
TOKEN = base64.b64encode(str(APP_ID).encode()).decode().rstrip("=") + ".GhIjKl.fake-secret"


# ------------------------------------------------------------------ --help


def test_help_lists_every_command_with_one_line_each(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    for command in ("run", "demo", "invite"):
        assert any(line.strip().startswith(command + " ") for line in out.splitlines()), out
    assert "token and found none" not in out


def test_demo_help_is_the_demos_own(capsys):
    with pytest.raises(SystemExit):
        main(["demo", "--help"])
    out = capsys.readouterr().out
    assert "--language" in out and "--game" in out


def test_an_unknown_command_is_refused_in_one_line(capsys):
    with pytest.raises(SystemExit) as done:
        main(["dance"])
    assert done.value.code == 2
    assert "invalid choice" in capsys.readouterr().err


# ------------------------------------------------------------------ the invite link


def test_the_invite_link_has_both_scopes_and_exactly_the_permissions_used():
    query = parse_qs(urlparse(invite_url(APP_ID)).query)
    assert query["client_id"] == [str(APP_ID)]
    assert query["scope"] == ["bot applications.commands"]
    wanted = discord.Permissions(
        view_channel=True,
        send_messages=True,
        create_public_threads=True,
        send_messages_in_threads=True,
        attach_files=True,
        read_message_history=True,
        pin_messages=True,
    )
    assert query["permissions"] == [str(wanted.value)]
    # Nothing more than that: no administrator, no managing of messages, threads or roles.
    granted = discord.Permissions(int(query["permissions"][0]))
    assert not (granted.administrator or granted.manage_messages or granted.manage_threads)
    assert len(permission_names()) == len(NEEDED) == 7


def test_every_permission_is_named_in_the_readme_with_its_reason():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for _, label, _ in NEEDED:
        assert f"**{label}**" in readme, label
    assert "WHISTLESTOP_DEV_GUILD" in readme and "Server Members Intent" in readme
    assert "python -m bot invite" in readme


def test_the_application_id_is_read_from_the_token():
    assert application_id_from_token(TOKEN) == APP_ID
    assert application_id_from_token("not a token") is None
    assert application_id_from_token(base64.b64encode(b"hello").decode() + ".x.y") is None


def test_invite_prefers_the_application_id_setting(capsys, monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    monkeypatch.setenv("DISCORD_APPLICATION_ID", "987654321098765432")
    assert main(["invite"]) == 0
    captured = capsys.readouterr()
    assert captured.out.strip() == invite_url(987654321098765432)
    assert "DISCORD_APPLICATION_ID" in captured.err
    monkeypatch.delenv("DISCORD_APPLICATION_ID")
    assert main(["invite"]) == 0
    assert capsys.readouterr().out.strip() == invite_url(APP_ID)


def test_invite_without_token_or_id_says_what_to_set(capsys, monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.delenv("DISCORD_APPLICATION_ID", raising=False)
    assert main(["invite"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "DISCORD_APPLICATION_ID" in err


def test_settings_for_the_application_and_the_login_retries():
    settings = load_settings(
        {"DISCORD_APPLICATION_ID": "42", "WHISTLESTOP_LOGIN_RETRY_DELAYS": "1, 2.5"}, dotenv=None
    )
    assert settings.application_id == 42 and settings.login_delays == (1.0, 2.5)
    assert load_settings({}, dotenv=None).login_delays == (2.0, 4.0, 8.0, 16.0, 32.0)
    for bad in ({"DISCORD_APPLICATION_ID": "my-app"}, {"WHISTLESTOP_LOGIN_RETRY_DELAYS": "x"}):
        with pytest.raises(SettingsError):
            load_settings(bad, dotenv=None)


# ------------------------------------------------------------------ login, in the process


class _FakeBot:
    """Just what login() touches: login() fails `failures` times, then succeeds."""

    def __init__(self, errors: list[BaseException], started_after: int = 99) -> None:
        self.errors = errors
        self.calls = 0
        self.started_after = started_after
        self.http = self

    @property
    def started(self) -> bool:
        return self.calls > self.started_after

    async def login(self, token: str) -> None:
        self.calls += 1
        if self.errors:
            raise self.errors.pop(0)

    async def close(self) -> None:
        self.connector = None


async def test_login_tries_again_while_discord_cannot_be_reached():
    bot = _FakeBot([OSError("no route"), TimeoutError()])
    await login(bot, TOKEN, (0.0, 0.0))  # type: ignore[arg-type]
    assert bot.calls == 3


async def test_login_gives_up_in_one_line_after_the_last_try():
    bot = _FakeBot([OSError("no route")] * 5)
    with pytest.raises(DiscordUnreachable) as failed:
        await login(bot, TOKEN, (0.0, 0.0))  # type: ignore[arg-type]
    assert bot.calls == 3
    assert "\n" not in str(failed.value) and "after 3 tries" in str(failed.value)


async def test_a_refused_token_is_not_tried_again():
    bot = _FakeBot([discord.LoginFailure("Improper token has been passed.")])
    with pytest.raises(discord.LoginFailure):
        await login(bot, TOKEN, (0.0, 0.0))  # type: ignore[arg-type]
    assert bot.calls == 1


async def test_a_failure_once_set_up_began_is_not_tried_again():
    # setup_hook opened storage and loaded the cogs: a second login would do it twice.
    bot = _FakeBot([OSError("lost")], started_after=0)
    with pytest.raises(DiscordUnreachable, match="while starting"):
        await login(bot, TOKEN, (0.0, 0.0))  # type: ignore[arg-type]
    assert bot.calls == 1


# ------------------------------------------------------------------ `python -m bot`, for real


@pytest.fixture
def closed_port() -> Iterator[int]:
    """A port bound but not listening: a connection to it is refused at once."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        yield sock.getsockname()[1]


class _Discord:
    """A local stand-in for Discord's API answering every request with one status."""

    def __init__(self, status: int) -> None:
        self.status = status
        self.requests: list[str] = []
        stand_in = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                stand_in.requests.append(self.path)
                body = b'{"message": "refused", "code": 0}'
                self.send_response(stand_in.status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args: object) -> None:
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/api/v10"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def stand_in() -> Iterator[type[_Discord]]:
    made: list[_Discord] = []

    def make(status: int) -> _Discord:
        made.append(_Discord(status))
        return made[-1]

    yield make  # type: ignore[misc]
    for server in made:
        server.stop()


def _env(tmp_path: Path, api: str, delays: str) -> dict[str, str]:
    return {
        "PATH": os.environ.get("PATH", ""),
        "PYTHONPATH": str(ROOT),
        "DISCORD_TOKEN": TOKEN,
        "WHISTLESTOP_DB": str(tmp_path / "db.sqlite3"),
        "WHISTLESTOP_TEST_DISCORD_API": api,
        "WHISTLESTOP_LOGIN_RETRY_DELAYS": delays,
    }


def _run_bot(tmp_path: Path, api: str, delays: str = "0,0") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env=_env(tmp_path, api, delays),
        capture_output=True,
        text=True,
        timeout=120,
    )


def _said(proc: subprocess.CompletedProcess[str]) -> str:
    """What the operator reads last: one line, and no traceback anywhere."""
    assert "Traceback" not in proc.stderr, proc.stderr
    assert len(proc.stderr.splitlines()) <= 8, proc.stderr
    return proc.stderr.strip().splitlines()[-1]


def test_discord_unreachable_is_tried_again_then_said_in_one_line(tmp_path, closed_port):
    proc = _run_bot(tmp_path, f"http://127.0.0.1:{closed_port}/api/v10")
    last = _said(proc)
    assert proc.returncode == 1
    assert last.startswith("Whistlestop cannot reach Discord") and "after 3 tries" in last
    assert proc.stderr.count("trying again") == 2


def test_a_refused_token_is_said_in_one_line_at_once(tmp_path, stand_in):
    discord_api = stand_in(401)
    proc = _run_bot(tmp_path, discord_api.url)
    assert proc.returncode == 2
    assert _said(proc) == "Discord refused the token in DISCORD_TOKEN; reset it and try again."
    assert discord_api.requests == ["/api/v10/users/@me"]  # not tried again


def test_a_discord_server_error_at_login_is_tried_again(tmp_path, stand_in):
    discord_api = stand_in(503)
    proc = _run_bot(tmp_path, discord_api.url)
    assert proc.returncode == 1
    assert "HTTP 503" in _said(proc)
    assert len(discord_api.requests) == 3


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT to a child process")
def test_ctrl_c_while_waiting_to_try_again_is_quiet(tmp_path, closed_port):
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env=_env(tmp_path, f"http://127.0.0.1:{closed_port}/api/v10", "600"),
        stderr=subprocess.PIPE,
        text=True,
        # As from a terminal: pytest-xdist's workers ignore SIGINT, and a child would inherit it.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    assert proc.stderr is not None
    lines = []
    for line in proc.stderr:  # waits for the bot to be waiting: no clock involved
        lines.append(line)
        if "trying again" in line:
            break
    proc.send_signal(signal.SIGINT)
    rest = proc.stderr.read()
    code = proc.wait(timeout=60)
    assert code == 0 and "Traceback" not in "".join(lines) + rest, (code, "".join(lines) + rest)


def test_the_readme_shows_each_game_and_its_images_exist():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for image in (
        "docs/images/santafe-midgame.png",
        "docs/images/cardrails-midgame.png",
        "docs/images/santafe-cards-trick.png",
        "docs/cardrails-cards.png",
    ):
        assert image in readme and (ROOT / image).is_file(), image
        assert (ROOT / image).stat().st_size < 200_000, image  # small enough for a clone
    # The two commands stay exactly as they are, and .ci/run runs the second, the same.
    assert ".venv/bin/pip install -q -e . && .venv/bin/python -m bot\n" in readme
    tests = (
        "python3 -m venv .venv && .venv/bin/pip install -q -e '.[test]'"
        " && sh tools/chromium.sh && .venv/bin/python -m pytest\n"
    )
    assert tests in readme
    assert (ROOT / ".ci" / "run").read_text(encoding="utf-8").endswith(tests)


async def test_the_bot_logs_its_invite_link_once_connected(simcord_env, make_bot, caplog):
    caplog.set_level(logging.INFO, logger="whistlestop")
    await simcord_env.restart_bot(make_bot())  # connects again, with the log listening
    bot = simcord_env.bot
    assert bot.application_id is not None
    said = [r.getMessage() for r in caplog.records if "Invite the bot" in r.getMessage()]
    assert said == [f"Connected. Invite the bot with: {invite_url(bot.application_id)}"]


def test_a_reconnect_is_logged_in_one_line(caplog):
    from bot.logs import setup_logging

    setup_logging("INFO")
    log = logging.getLogger("discord.client")
    caplog.set_level(logging.INFO)
    try:
        raise OSError("Connect call failed ('162.159.135.232', 443)")
    except OSError:
        log.exception("Attempting a reconnect in %.2fs", 3.5)
    record = caplog.records[-1]
    assert record.exc_info is None
    assert record.getMessage() == (
        "Attempting a reconnect in 3.50s (OSError: Connect call failed ('162.159.135.232', 443))"
    )
    assert "Traceback" not in caplog.text


@pytest.mark.parametrize("argv", [[], ["run"]])
def test_run_and_no_command_both_run_the_bot(argv, capsys, monkeypatch, tmp_path):
    # Without a token both stop at the same explanation, before any connection.
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    assert main(argv) == 2
    assert "needs a Discord bot token" in capsys.readouterr().err
