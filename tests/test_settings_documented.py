"""Every setting the code reads is in .env.example, and every one is read the same way from
`.env` or the environment: the engine's budget and the catalogs' cache folder too, which
layers below the bot read from the environment (bot/settings.py export_dotenv)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from bot.__main__ import main
from bot.settings import SettingsError, load_settings

ROOT = Path(__file__).resolve().parents[1]
CODE = ("bot", "cogs", "engine", "render", "text", "web")
# A setting's name, as the code spells it in a string.
NAME = re.compile(r"\b((?:WHISTLESTOP|DISCORD|SHARD)_[A-Z0-9_]*[A-Z0-9]|DATABASE_URL)\b")
# Read by the code for the tests only, never by an operator: not in .env.example.
TESTS_ONLY = {"WHISTLESTOP_TEST_DISCORD_API": "a stand-in for Discord's API (test_operator.py)"}


def read_by_code() -> set[str]:
    """The settings' names in the code's strings (not its identifiers)."""
    found: set[str] = set()
    for folder in CODE:
        for path in (ROOT / folder).rglob("*.py"):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            exported = {
                id(item)
                for node in ast.walk(tree)
                if isinstance(node, ast.Assign)
                and any(getattr(target, "id", "") == "__all__" for target in node.targets)
                for item in ast.walk(node.value)
            }
            for node in ast.walk(tree):
                # __all__ names the module's own objects, not settings.
                text = node.value if isinstance(node, ast.Constant) else None
                if isinstance(text, str) and id(node) not in exported:
                    found |= set(NAME.findall(text))
    return found


def documented() -> set[str]:
    """The settings .env.example names: `NAME=` lines, also commented out (`# NAME=`)."""
    text = (ROOT / ".env.example").read_text(encoding="utf-8")
    return set(re.findall(r"^(?:# )?([A-Z][A-Z0-9_]+)=", text, re.MULTILINE))


def test_every_setting_the_code_reads_is_in_env_example():
    missing = read_by_code() - documented() - set(TESTS_ONLY)
    assert not missing, f"settings read by the code but not in .env.example: {sorted(missing)}"
    stale = documented() - read_by_code()
    assert not stale, f"settings in .env.example that no code reads: {sorted(stale)}"


def test_the_scan_finds_the_settings_the_engine_and_texts_read():
    assert {"WHISTLESTOP_CPU_THINK_MS", "WHISTLESTOP_CACHE", "DISCORD_TOKEN"} <= read_by_code()


def test_env_file_reaches_the_engine_and_the_catalogs(tmp_path, monkeypatch, capsys):
    """Settings in .env reach the layers that read the environment, as exported ones do."""
    from engine.search import think_ms
    from text.catalogs import cache_folder

    cache = tmp_path / "cache"
    (tmp_path / ".env").write_text(
        "DISCORD_APPLICATION_ID=42\n"
        "WHISTLESTOP_CPU_THINK_MS=123\n"
        f"WHISTLESTOP_CACHE={cache}\n"
        "WHISTLESTOP_THINK_PROCESSES=3\n",
        encoding="utf-8",
    )
    monkeypatch.chdir(tmp_path)
    for name in ("WHISTLESTOP_CPU_THINK_MS", "WHISTLESTOP_CACHE", "WHISTLESTOP_THINK_PROCESSES"):
        monkeypatch.setenv(name, "x")  # restored (removed) after the test
        monkeypatch.delenv(name)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.delenv("DISCORD_APPLICATION_ID", raising=False)
    assert main(["invite"]) == 0
    assert think_ms() == 123.0
    assert cache_folder() == cache
    assert load_settings().think_processes == 3
    capsys.readouterr()


def test_the_environment_wins_over_env_file(tmp_path, monkeypatch, capsys):
    from engine.search import think_ms

    (tmp_path / ".env").write_text(
        "DISCORD_APPLICATION_ID=42\nWHISTLESTOP_CPU_THINK_MS=123\n", encoding="utf-8"
    )
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("WHISTLESTOP_CPU_THINK_MS", "77")
    assert main(["invite"]) == 0
    assert think_ms() == 77.0
    capsys.readouterr()


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("WHISTLESTOP_CPU_THINK_MS", "fast"),
        ("WHISTLESTOP_CPU_THINK_MS", "0"),
        ("WHISTLESTOP_WEB_PORT", "80000"),
        ("WHISTLESTOP_WEB_PORT", "http"),
        ("WHISTLESTOP_PUBLIC_URL", "games.example.org"),
        ("WHISTLESTOP_WEB_BEHIND_PROXY", "maybe"),
    ],
)
def test_a_setting_that_cannot_be_used_is_said_at_start(name, value):
    with pytest.raises(SettingsError) as refused:
        load_settings({name: value}, dotenv=None)
    assert str(refused.value).startswith(f"{name}=")


def test_the_web_settings():
    settings = load_settings(
        {
            "WHISTLESTOP_WEB_PORT": "8080",
            "WHISTLESTOP_WEB_HOST": "127.0.0.1",
            "WHISTLESTOP_PUBLIC_URL": "https://games.example.org/ws/",
            "WHISTLESTOP_WEB_BEHIND_PROXY": "yes",
        },
        dotenv=None,
    )
    assert settings.web_port == 8080 and settings.web_host == "127.0.0.1"
    assert settings.public_url == "https://games.example.org/ws"
    assert settings.web_behind_proxy
    default = load_settings({}, dotenv=None)
    assert default.web_port is None and default.public_url is None


def test_invite_with_a_malformed_token_says_so(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "this-is-not-a-bot-token")
    monkeypatch.delenv("DISCORD_APPLICATION_ID", raising=False)
    assert main(["invite"]) == 2
    err = capsys.readouterr().err
    assert "does not look like a bot token" in err and "set DISCORD_TOKEN" not in err
    assert err.count("\n") == 1
