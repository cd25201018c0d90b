"""Santa Fe: the card game's trick, from its start to its winner: whose turn it is, the end
of a duel, the fill-up and the cards won. Functions of the game's state, called by the steps
(steps.py, trick.py) once a move is accepted.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.santafe_cards.deal import BLACK, clear_trick
from engine.santafe_cards.scoring import finish_round

if TYPE_CHECKING:
    from engine.santafe_cards.game import SantaFeCards

__all__ = ["advance", "duel_over", "left_hand", "start_fill", "start_trick", "win"]


def start_trick(g: SantaFeCards) -> list[dict[str, Any]]:
    """A new trick, led by the last one's winner."""
    clear_trick(g)
    g.trick_no += 1
    g.phase = "play"
    g.current = g.leader
    g.sub = "start"
    g.plays = {
        p: {"start": None, "duel": [], "passed": False, "seq": -1, "dseq": -1} for p in g.players
    }
    # "In de laatste slag van elke ronde zakt hun waarde naar 0." (R5)
    # Every hand holds as many cards at the start of a trick (the fill-up sees to it).
    g.trick_hand = len(g.hands[g.leader])
    g.deputies_zero = g.trick_hand == 1
    g.decision_no += 1
    return [
        {
            "type": "trick_started",
            "round": g.round,
            "trick": g.trick_no,
            "leader": g.leader,
            "last": g.deputies_zero,
        }
    ]


def left_hand(g: SantaFeCards, p: str, card: str) -> None:
    """Public facts after `p` played `card` face up."""
    if card == BLACK:
        g.mario_holder = None
    if card == g.sheriff_card:
        g.open_sheriff = False


def advance(g: SantaFeCards) -> list[dict[str, Any]]:
    """Next turn, or the end of the trick."""
    everyone_started = all(play["start"] is not None for play in g.plays.values())
    if everyone_started:
        if not g.duel:
            # "Zodra iedereen een startkaart heeft gespeeld en niemand een duel is begonnen,
            # wint de laagste kaart de slag." Equal numbers: the one played last.
            winner = min(
                g.players,
                key=lambda q: (g._eff(g.plays[q]["start"]), -g.plays[q]["seq"]),
            )
            return win(g, winner)
        strongest = g.strongest
        if all(play["passed"] for q, play in g.plays.items() if q != strongest):
            # "Een slag met een duel eindigt zodra alle spelers behalve degene met de
            # sterkste combinatie hebben gepast."
            assert strongest is not None
            return duel_over(g, strongest)
    i = g.players.index(g.current or g.leader)
    for step in range(1, g.n + 1):
        q = g.players[(i + step) % g.n]
        if not g.plays[q]["passed"]:
            break
    g.current = q
    g.sub = "start" if g.plays[q]["start"] is None else "join"
    return []


def duel_over(g: SantaFeCards, winner: str) -> list[dict[str, Any]]:
    """The duel is won: Mario's swap, or the fill-up."""
    g.trick_winner = winner
    events: list[dict[str, Any]] = [
        {"type": "duel_won", "player": winner, "cards": g._count(winner)}
    ]
    if g.options["black_scorpion"]:
        for q in g.players:
            play = g.plays[q]
            on = play["start"] == BLACK or BLACK in play["duel"]
            if q != winner and on and g.hands[q]:
                # "Verlies je een duel waarin je Mario 'De Zwarte Schorpioen' hebt gespeeld,
                # dan mag je hem omruilen met een kaart uit je hand." (R13)
                g.phase = "scorpion"
                g.current = q
                g.scorpion = q
                return events
    return events + start_fill(g)


def start_fill(g: SantaFeCards) -> list[dict[str, Any]]:
    """The players who laid fewer cards than the winner fill up, face down (R10)."""
    # "Heb je in totaal minder kaarten gespeeld dan de winnaar, dan vul je het verschil aan
    # met kaarten uit je hand." Face down, chosen in secret and at once (R10).
    winner = g.trick_winner
    assert winner is not None
    target = g._count(winner)
    g.fill = {q: target - g._count(q) for q in g.players if g._count(q) < target}
    g.face_down = {q: [] for q in g.fill}
    g.current = None
    if not g.fill:
        return win(g, winner)
    g.phase = "fill"
    g.decision_no += 1
    return [{"type": "fill_up", "counts": dict(g.fill)}]


def win(g: SantaFeCards, winner: str) -> list[dict[str, Any]]:
    """The winner takes every card of the trick face down and leads the next one."""
    open_cards: list[str] = []
    face_down = 0
    plays: dict[str, dict[str, Any]] = {}
    for q in g.players:
        play = g.plays[q]
        shown = [play["start"], *play["duel"]]
        hidden = g.face_down.get(q, [])
        open_cards += shown
        face_down += len(hidden)
        g.piles[winner] += shown + hidden
        plays[q] = {
            "start": play["start"],
            "duel": list(play["duel"]),
            "passed": play["passed"],
            "face_down": len(hidden),
        }
    g.won_open[winner] += open_cards
    # Face-down cards may have taken Mario or the open sheriff from a hand: shown now.
    if g.mario_holder is not None and BLACK not in g.hands[g.mario_holder]:
        g.mario_holder = None
    if g.brave is not None and g.sheriff_card not in g.hands[g.brave]:
        g.open_sheriff = False
    total = len(open_cards) + face_down
    last = not g.hands[winner]
    g.last_trick = {
        "round": g.round,
        "trick": g.trick_no,
        # Who led it: the order of play (from the leader, in seat order) breaks ties.
        "leader": g.leader,
        "winner": winner,
        "duel": g.duel,
        "plays": plays,
        "cards": total,
        "tricks": total // g.n,
        "last": last,
        "deputies_zero": g.deputies_zero,
        # Tricks per seat as this trick left them: the image of a round's last trick is
        # drawn after the next round is dealt (or the game is over).
        "seat_tricks": {q: len(g.piles[q]) // g.n for q in g.players},
    }
    events: list[dict[str, Any]] = [
        {
            "type": "trick_won",
            "round": g.round,
            "trick": g.trick_no,
            "player": winner,
            "duel": g.duel,
            "open": open_cards,
            "face_down": face_down,
            "cards": total,
            "tricks": total // g.n,
            "last": last,
        }
    ]
    g.leader = winner
    if last:
        return events + finish_round(g, winner)
    return events + start_trick(g)
