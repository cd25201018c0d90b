"""The web adapter: a page per game (the board, scores, whose turn, the whole log, the replay,
live), a server's index, and the operator's /healthz and /metrics, served with aiohttp.

Beside `cogs/` (docs/architecture.md): it reads stored games through the platform's storage and
plug-ins, words them with the catalogs and draws them with `render/`; nothing below imports it.
It keeps no state a bot process needs: a page is rebuilt from the database, so one web process
serves the games of every bot process. docs/web.md says what it shows and how it is kept safe.
"""
