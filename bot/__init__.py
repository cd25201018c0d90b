"""Whistlestop's platform: storage, sessions, the turn loop, prompts, announcements, waits.

The bot itself (`bot.core`: it builds and wires every service) is imported by the entry point,
`python -m bot` (bot/__main__.py), never by this package: the platform's modules and the layers
below them load without it (docs/architecture.md).
"""
