"""Santa Fe: a round from its start to the next: the cards chosen and revealed, the two
track-laying turns (with the Double Turn exchange between them), the draws, the optional tile
purchase, and the end of the game when a player cannot lay track or every tile is down.

Functions of the game's state (`SantaFe`), called by the steps once a move is accepted; each
returns the public events of what it did.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.santafe import placement, rounds
from engine.santafe.rules import DOUBLE_TURN
from engine.santafe.scoring import end

if TYPE_CHECKING:
    from engine.santafe.game import SantaFe

__all__ = [
    "after_pass",
    "begin_draws",
    "next_round",
    "next_track_player",
    "reveal",
    "start_choose",
    "start_track",
]

Events = list[dict[str, Any]]


# -- choosing and revealing
def start_choose(g: SantaFe) -> Events:
    g.phase = "choose"
    g.choices = {}
    g.played = {}
    g.branch_active = dict.fromkeys(g.players)
    events: Events = [
        {"type": "round_started", "round": g.round, "first_player": g.players[g.first]}
    ]
    # A player with no playable card plays nothing (R8); if nobody can play, reveal at once.
    if not g.active_players():
        events += reveal(g)
    return events


def reveal(g: SantaFe) -> Events:
    plays: dict[str, dict[str, Any]] = {}
    for p in g.players:
        if p not in g.choices:
            plays[p] = {"card": None, "branch": None}
            if g.branch_held[p] is not None:  # could not be played with another card (R8)
                g.branch_held[p] = None
                g.removed_branches += 1
            continue
        card, branch = g.choices[p]
        if card == DOUBLE_TURN:
            g.double_turns[p] -= 1
        else:
            g.hands[p].remove(card)
            g.cities_played[p].append(card)
        rr = None
        if branch:
            rr = g.branch_held[p]
            g.branch_held[p] = None
            g.branch_active[p] = rr
        plays[p] = {"card": card, "branch": rr}
    g.played = plays
    g.choices = {}
    return [
        {"type": "cards_revealed", "round": g.round, "plays": plays},
        *start_track(g, 1),
    ]


# -- the track-laying turns
def start_track(g: SantaFe, turn: int) -> Events:
    g.phase = "track"
    g.track_turn = turn
    g.turn_pos = 0
    g.tiles_this_turn = 0
    g.passed_this_turn = set()
    g.recent_stale = True
    events = [{"type": "track_turn_started", "round": g.round, "turn": turn}]
    return events + begin_player_turn(g)


def begin_player_turn(g: SantaFe) -> Events:
    """The current player is about to lay track: end the game if they cannot."""
    p = g._current()
    assert p is not None
    g.tiles_this_turn = 0
    # "A player is unable to place a track tile": nothing on the board for them (R12).
    possible = placement.placements(g, p, ignore_cost=True)
    if not possible:
        return end(g, "player_blocked", blocked=p)
    money = g.money[p]
    if any(placement.cost(g, p, m[1], m[2]) <= money for m in possible):
        return []
    # Only money stops them (advanced game): they pass, and the game goes on (R12).
    return after_pass(g, p, forced=True)


def after_pass(g: SantaFe, p: str, forced: bool) -> Events:
    g.passed_this_turn.add(p)
    events: Events = [{"type": "passed", "player": p, "forced": forced}]
    # "If all players pass during a single track-laying turn, the game ends immediately."
    if len(g.passed_this_turn) == g.n:
        return events + end(g, "all_passed")
    return events + next_track_player(g)


def next_track_player(g: SantaFe) -> Events:
    g.turn_pos += 1
    g.tiles_this_turn = 0
    if g.turn_pos < g.n:
        return begin_player_turn(g)
    if g.track_turn == 1:
        # "At the start of the second track-laying turn, the player may exchange cards" (R6)
        g.exchangers = [p for p in g._order() if g._doubled(p) and rounds.exchange_possible(g, p)]
        if g.exchangers:
            g.phase = "exchange"
            return [{"type": "exchange_started", "players": list(g.exchangers)}]
        return start_track(g, 2)
    return end_track_turns(g)


def end_track_turns(g: SantaFe) -> Events:
    # "After the second track-laying turn ends, Double Turn cards are placed face up on the
    # Double Turn discard pile." Unused Branch Line cards are discarded too.
    for p in g.players:
        if g._doubled(p):
            g.double_turn_pile += 1
        if g.branch_active[p] is not None:
            g.branch_active[p] = None
            g.removed_branches += 1
    g.phase = "draw"
    g.turn_pos = 0
    events: Events = [{"type": "draw_started", "round": g.round}]
    return events + begin_draws(g)


# -- drawing, buying tiles, the next round
def begin_draws(g: SantaFe) -> Events:
    """Skip players who need or can draw nothing; move on when everyone is done."""
    while g.turn_pos < g.n:
        p = g._order()[g.turn_pos]
        if g.hand_size(p) < g._hand_limit(p) and rounds.draw_options(g, p):
            return []
        g.turn_pos += 1
    return after_draws(g)


def after_draws(g: SantaFe) -> Events:
    if g.options["tile_purchase"]:
        g.phase = "purchase"
        g.turn_pos = 0
        return [{"type": "purchase_started", "round": g.round}, *skip_purchases(g)]
    return next_round(g)


def skip_purchases(g: SantaFe) -> Events:
    while g.turn_pos < g.n and not rounds.buyable(g, g._order()[g.turn_pos]):
        g.turn_pos += 1
    if g.turn_pos == g.n:
        return next_round(g)
    return []


def next_round(g: SantaFe) -> Events:
    # "The first player passes the train piece to the player on their left."
    g.first = (g.first + 1) % g.n
    g.round += 1
    return start_choose(g)
