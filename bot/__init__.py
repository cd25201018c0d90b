"""Whistlestop: slow board games in Discord."""

from bot.core import WhistlestopBot, create_bot

__all__ = ["WhistlestopBot", "create_bot"]
