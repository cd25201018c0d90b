"""One message catalog for every word the bot shows, keyed by id.

English only for now; French and Dutch add a dict under their locale. Lookups fall back to
English, then to the key itself, so a missing translation never crashes a command.
"""

from __future__ import annotations

from typing import Any

EN: dict[str, str] = {
    # --- commands and options (descriptions)
    "cmd.game": "Play slow board games",
    "cmd.game.new": "Open a lobby for a new game in this channel",
    "cmd.game.list": "List the games in this server",
    "cmd.game.status": "Whose move, since when, and the table at a glance",
    "cmd.game.board": "Post the current board",
    "cmd.game.hand": "Your hand and pending decisions (only you see it)",
    "cmd.game.leave": "Leave a game (a computer player takes your seat once it has started)",
    "cmd.game.cancel": "Cancel a game (host or Manage Server)",
    "opt.game": "Which game (not needed inside a game's thread)",
    "opt.kind": "Which board game",
    "opt.advanced": "Advanced rules",
    "opt.tile_purchase": "Optional rule: buying tiles",
    "opt.seats": "Number of seats (2 to 5)",
    "cmd.santafe": "Santa Fe moves",
    "cmd.santafe.track": "Lay a track tile",
    "cmd.santafe.pass": "End your turn or pass, when the rules allow it",
    "cmd.santafe.buy": "Buy a tile (optional rule)",
    "opt.railroad": "The railroad",
    "opt.to": "Where its railhead goes",
    "opt.branch": "Lay it as your Branch Line",
    # --- lobby
    "game.santafe": "Santa Fe",
    "lobby.title": "{game} #{id}: lobby",
    "lobby.body": "Host: {host}\nOptions: {options}\nSeats ({n}/{max}):\n{seats}",
    "lobby.empty_seat": "(empty)",
    "lobby.btn.join": "Join",
    "lobby.btn.leave": "Leave",
    "lobby.btn.cpu": "Add computer player",
    "lobby.btn.start": "Start",
    "lobby.joined": "You joined {game}.",
    "lobby.left": "You left {game}.",
    "lobby.already_seated": "You already have a seat.",
    "lobby.not_seated": "You have no seat in this game.",
    "lobby.full": "All seats are taken.",
    "lobby.too_few": "At least {min} players are needed to start.",
    "lobby.not_host": "Only the host can do that.",
    "lobby.not_open": "This lobby is closed.",
    "lobby.thread_name": "{game} #{id}",
    "lobby.thread_intro": "This thread belongs to {game} #{id}. Moves, boards and pings land here.",
    "lobby.started": "{game} #{id} started. Seats in order: {seats}.",
    "lobby.closed_status": "Status: {status}",
    "options.none": "standard rules",
    "options.advanced": "advanced",
    "options.tile_purchase": "tile purchase",
    "cpu.name": "Computer {n}",
    # --- status words
    "status.lobby": "in the lobby",
    "status.active": "in progress",
    "status.over": "finished",
    "status.cancelled": "cancelled",
    # --- general answers
    "ok.done": "Done.",
    "ok.choice_saved": "Choice saved: {label}. You can change it until the last player locks in.",
    "ok.move": "Move accepted: {label}.",
    "err.already_done": "That was already done; nothing changed.",
    "err.not_your_turn": "The game is not waiting for you right now.",
    "err.not_seated": "Only seated players can do that.",
    "err.no_game_here": "No game found. Use this inside a game's thread"
    " or pick one with the game option.",
    "err.unknown_game": "I don't know that game.",
    "err.game_not_active": "That game is not in progress.",
    "err.illegal": "Not allowed: {rule}",
    "err.bad_value": "I could not read that choice; use the suggestions.",
    "err.unexpected": "Sorry, something went wrong on my side (error id {error_id}).",
    "err.no_permission": "Only the host or someone with Manage Server can do that.",
    "err.no_engine": "That game is not installed yet.",
    # --- list / status
    "list.title": "Games in this server",
    "list.empty": "No games here yet. Start one with /game new.",
    "list.line": "#{id} {game}: {status}, {n} players, {where}{mine}",
    "list.mine": " (you play)",
    "status.title": "{game} #{id}: {status}",
    "status.round": "Round {round}, phase: {phase}",
    "status.waiting": "Waiting for {who} since {since}.",
    "status.seat": "{name}: {hand} cards, ${money}{flags}",
    "status.tiles": "Tiles left: {tiles}",
    "status.game_over": "The game is over.",
    # --- hand / prompts
    "hand.title": "{game} #{id} ({thread})",
    "hand.cards": "Your hand: {cards}",
    "hand.no_cards": "Your hand is empty.",
    "hand.nothing_pending": "Nothing is waiting for you in this game right now.",
    "hand.pending": "Your decision: {what}",
    "hand.choice": "Your current choice: {label}",
    "prompt.select": "Choose…",
    "prompt.what.play": "play a card for this round",
    "prompt.what.exchange": "exchange cards for Double Turn (pick none to keep them)",
    "prompt.what.draw": "draw cards: pick a pile",
    "prompt.what.engineer": "buy the engineer?",
    "prompt.what.track": "lay track (use /santafe track or the panel)",
    "prompt.what.purchase": "buy a tile?",
    "prompt.what.other": "make your move",
    "prompt.exchange.select": "Cards to exchange",
    "prompt.exchange.keep": "Keep my cards",
    "btn.show_hand": "Show my hand",
    "btn.panel": "Lay track",
    "btn.end_turn": "End turn",
    "btn.pass": "Pass",
    "btn.no_purchase": "Buy nothing",
    "panel.title": "Lay track: pick a railroad, then where its railhead goes.",
    "panel.railroad": "Railroad…",
    "panel.placement": "Where…",
    "panel.more": "({n} more placements: type them with /santafe track)",
    # --- thread posts
    "thread.dm_closed": "{mention}, I cannot send you direct messages. "
    "Use /game hand or the button below; only you will see your hand.",
    "thread.decision_ping": "{mention}, a decision is waiting for you in {game} #{id}.",
    "thread.lockin": "Round {round}: locked in: {locked}. Waiting for: {waiting}.",
    "thread.lockin.nobody": "nobody yet",
    "thread.reveal": "Round {round}: the cards are revealed!\n{lines}",
    "thread.reveal.line": "{name}: {card}",
    "thread.your_turn": "{mention}, your turn to lay track{turn}.",
    "thread.your_turn.double": " (Double Turn: tile {n} of 2)",
    "thread.board_caption": "{name} laid {tiles}.",
    "thread.board_caption.none": "The board after {name}'s turn.",
    "thread.final": "Game over. {reason}\n{lines}\nWinner: {winners}",
    "thread.final.line": "{name}: {total} points",
    "thread.cancelled": "{game} #{id} was cancelled by {who}.",
    "thread.seat_to_cpu": "{name} left; a computer player takes over the seat.",
    "thread.event": "{text}",
    "reason.tiles_exhausted": "A railroad ran out of tiles.",
    "reason.player_blocked": "A player could not lay track.",
    "reason.all_passed": "Everyone passed.",
    "reason.none": "",
    # --- DMs
    "dm.header": "**{game} #{id}** (thread: {link})",
    "dm.stale": "This prompt is out of date; a fresh one is on its way or use /game hand.",
    # --- santafe labels
    "sf.card.double_turn": "Double Turn",
    "sf.play": "Play {card}",
    "sf.play.branch": "Play {card} and lay your {railroad} Branch Line",
    "sf.track": "{railroad}: {src} → {dst}",
    "sf.track.branch": "{railroad} Branch Line: {src} → {dst}",
    "sf.end_turn": "End turn",
    "sf.pass": "Pass",
    "sf.draw": "Draw from the {pile} pile",
    "sf.draw.branch": "Draw the {railroad} Branch Line",
    "sf.stop_drawing": "Stop drawing",
    "sf.exchange": "Exchange {cards}",
    "sf.exchange.none": "Keep all cards",
    "sf.engineer.buy": "Buy the engineer",
    "sf.engineer.skip": "Do not buy the engineer",
    "sf.buy_tile": "Buy a {railroad} tile",
    "sf.no_purchase": "Buy nothing",
    "sf.pile.city": "city",
    "sf.pile.double_turn": "Double Turn",
    "sf.pile.engineer": "engineer",
    "sf.phase.setup": "setup",
    "sf.phase.choose": "choosing cards",
    "sf.phase.track": "laying track",
    "sf.phase.exchange": "exchange",
    "sf.phase.draw": "drawing",
    "sf.phase.purchase": "buying tiles",
    "sf.phase.over": "over",
    "sf.second_line": " (2nd line)",
    "sf.tile_on": "a {railroad} tile on {route}",
    "sf.tiles_left": "{railroad} {n}",
}

CATALOGS: dict[str, dict[str, str]] = {"en": EN}


def _lang(locale: object | None) -> str:
    # discord.Locale values look like "en-US", "fr", "nl"; keep the language part.
    if locale is None:
        return "en"
    text = str(getattr(locale, "value", locale))
    return text.split("-")[0].lower()


def t(key: str, locale: object | None = None, /, **kwargs: Any) -> str:
    """Look up message `key` for `locale`, formatted with `kwargs`."""
    table = CATALOGS.get(_lang(locale), EN)
    template = table.get(key) or EN.get(key) or key
    try:
        return template.format(**kwargs) if kwargs else template
    except (KeyError, IndexError):
        return template
