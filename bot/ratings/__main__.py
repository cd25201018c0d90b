"""`python -m bot.ratings rebuild|backfill` (bot/ratings/command.py)."""

import asyncio

from bot.ratings.command import main

asyncio.run(main())
