"""Errors the bot answers politely, and the one place that turns any error into an answer."""

from __future__ import annotations

import logging
import secrets
from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands

from engine.core import IllegalAction
from text import has_exact, join, t

log = logging.getLogger("whistlestop.errors")


@dataclass(frozen=True)
class Phrase:
    """A catalog message given as an argument of another (a reason inside a refusal): worded
    in the reader's language when the refusal is."""

    key: str


class UserFacing(Exception):
    """An expected refusal: answered ephemerally with a catalog message."""

    def __init__(self, key: str, **kwargs: Any) -> None:
        super().__init__(key)
        self.key = key
        self.kwargs = kwargs


class AlreadyDone(UserFacing):
    def __init__(self) -> None:
        super().__init__("err.already_done")


class NotYourTurn(UserFacing):
    """A move out of turn. `who`: the players the game waits for, when that may be said
    (`bot.table.not_your_turn` decides); `secret`: others decide in private. `sealed`: the
    decision is made by several at once, in secret: "locked" (the player has chosen already)
    or "not_asked" (the player has no part in it)."""

    def __init__(
        self, who: list[str] | None = None, secret: bool = False, sealed: str | None = None
    ) -> None:
        if who and sealed in ("locked", "not_asked"):
            super().__init__(f"err.not_your_turn.{sealed}", who=who, n=len(who))
        elif who:
            super().__init__("err.not_your_turn.who", who=who, n=len(who))
        elif secret:
            super().__init__("err.not_your_turn.secret")
        else:
            super().__init__("err.not_your_turn")


class NotSeated(UserFacing):
    def __init__(self) -> None:
        super().__init__("err.not_seated")


def unwrap(error: BaseException) -> BaseException:
    while isinstance(error, app_commands.CommandInvokeError | app_commands.TransformerError):
        error = error.original if hasattr(error, "original") else error.__cause__  # type: ignore[assignment]
        if error is None:
            break
    return error


def rule_text(error: IllegalAction, locale: object | None) -> str:
    """The rule a refused move broke, in the reader's language: the game's catalog entry
    `rule.<game>.<code>`, else the platform's `rule.<code>`, else the engine's English."""
    params = getattr(error, "params", {})
    for key in (f"rule.{error.game}.{error.code}", f"rule.{error.code}"):
        if has_exact(key, locale):
            return t(key, locale, **params)
    return str(error)


def answer_for(error: BaseException, locale: object | None) -> tuple[str, bool]:
    """(text, expected) for an error; unexpected ones get an error id and are logged by caller."""
    if isinstance(error, UserFacing):
        # A list (of names) reads as a list in the reader's language: "A, B and C".
        kwargs = {key: _argument(value, locale) for key, value in error.kwargs.items()}
        return t(error.key, locale, **kwargs), True
    if isinstance(error, IllegalAction):
        return t("err.illegal", locale, rule=rule_text(error, locale)), True
    if isinstance(error, app_commands.CheckFailure):
        return t("err.no_permission", locale), True
    return "", False


def _argument(value: Any, locale: object | None) -> Any:
    if isinstance(value, list):
        return join(value, locale)
    if isinstance(value, Phrase):
        return t(value.key, locale)
    return value


async def send_ephemeral(interaction: discord.Interaction, text: str) -> None:
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except discord.HTTPException:
        log.warning("could not deliver an error answer for interaction %s", interaction.id)


async def handle_interaction_error(interaction: discord.Interaction, error: BaseException) -> None:
    """The central error handler for slash commands and components alike."""
    error = unwrap(error)
    text, expected = answer_for(error, interaction.locale)
    if not expected:
        error_id = secrets.token_hex(4)
        game_id = interaction.extras.get("game_id")
        log.error(
            "unexpected error %s in game %s (interaction %s)",
            error_id,
            game_id,
            interaction.id,
            exc_info=error,
        )
        text = t("err.unexpected", interaction.locale, error_id=error_id)
    await send_ephemeral(interaction, text)
