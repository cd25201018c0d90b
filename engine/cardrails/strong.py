"""Card Rails' strong computer player: the search of engine/search.py, tuned for this game.

- Rollouts are played by `FastHeuristic`: the heuristic's own judgement (heuristic.py), read
  straight from the game's state instead of a view, so a rollout costs a fraction of one with
  the heuristic. It looks only at what the heuristic would (the railroads, the share cubes,
  its own hand), so in a sampled world it plays as the real heuristic players would.
- The search tries only the few actions the heuristic rates best (`WIDTH`), so its budget
  goes to telling good moves apart rather than to trying every card and hex.
"""

from __future__ import annotations

import hashlib
import random
import time
from typing import TYPE_CHECKING, Any

from engine.cardrails.cards import Hex, footprint, parse_label
from engine.core import ComputerPlayer, Game, canonical
from engine.search import SearchPlayer, _ucb, think_ms

if TYPE_CHECKING:
    from engine.cardrails.game import CardRails

# The heuristic's weights (heuristic.py), the same numbers so the model of the opponents
# matches them.
from engine.cardrails.heuristic import CARD_SHARE, GROWTH, RIVAL_WEIGHT

__all__ = ["FastHeuristic", "StrongPlayer"]

# How many of the heuristic's best actions the search compares at the root.
WIDTH = 6

# Per rotation: the half cells of a card (offset from its top-centre hex, card slot).
_HALVES: dict[int, tuple[tuple[int, int, str], ...]] = {
    rot: tuple((dc, dr, slot) for slot, dc, dr, part in footprint(rot) if part != "F")
    for rot in (0, 180)
}


def _hex(text: str) -> Hex:
    h = _HEXES.get(text)
    if h is None:
        parsed = parse_label(text)
        assert parsed is not None
        h = _HEXES[text] = parsed
    return h


_HEXES: dict[str, Hex] = {}


def _score_all(game: CardRails, me: str, actions: list[dict[str, Any]]) -> list[float]:
    cards = game.board.cards
    rails = game.railroads
    whole = game.whole
    boxes = game.board.shares_boxes
    end = {3: 3, 4: 3, 5: 2}[len(game.players)]
    turns_left = sum(len(h) - end for h in game.hands.values())
    growth = GROWTH * turns_left / len(rails)
    final = {}
    for r in rails:
        value = boxes - game.cubes_left[r]
        for h in game.track[r]:
            feature, symbols = whole[h]
            value += 2 * (feature == "purple") + 5 * (r in symbols)
        final[r] = value + growth
    mine_cubes = game.share_cubes[me]
    mine = {r: float(mine_cubes[r]) for r in rails}
    for c in game.hands[me]:
        rc = cards[c].railroad
        if rc in mine:
            mine[rc] += CARD_SHARE
    others = [game.share_cubes[q] for q in game.players if q != me]
    stake = {r: mine[r] - max(s[r] for s in others) * RIVAL_WEIGHT for r in rails}

    def keep(card: str) -> float:
        r = cards[card].railroad
        if r not in final:
            return 0.0
        return final[r] * (1.3 if mine[r] > CARD_SHARE else 1.0)

    out: list[float] = []
    plain: float | None = None
    for a in actions:
        kind = a["type"]
        if kind == "card" or kind == "swap_give":
            out.append(-keep(a["card"]))
        elif kind == "swap_take":
            out.append(keep(a["card"]))
        elif kind == "share":
            r = a["railroad"]
            out.append(final[r] + stake[r] - 2.0)
        elif kind == "build":
            r = a["railroad"]
            feature, symbols = whole[_hex(a["hex"])]
            delta = 1 + 2 * (feature == "purple") + 5 * (r in symbols)
            out.append(delta * stake[r] + 0.3)
        elif kind == "place":
            if plain is None:
                live = [r for r in rails if game.cubes_left[r]]
                plain = max((stake[r] for r in live), default=0.0)
            out.append(_place_gain(game, a, stake, plain))
        else:
            out.append(0.0)  # stop, discard
    return out


def _place_gain(game: CardRails, a: dict[str, Any], stake: dict[str, float], plain: float) -> float:
    """The best cube into a hex the card would complete: plain (`plain`, the best stake of a
    railroad with cubes), or onto a symbol of its railroad (six times its stake)."""
    card_id = game.chosen
    if card_id is None:
        return 0.0
    at = _hex(a["at"])
    cards = game.board.cards
    card = cards[card_id]
    left = game.cubes_left
    parts, open_halves = game.parts, game.open_halves
    best = -1e9
    for dc, dr, slot in _HALVES[a["rotation"]]:
        h = (at[0] + dc, at[1] + dr)
        if h not in open_halves:
            continue
        gain = plain
        for card_there, slot_there in parts[h].values():
            old = cards.get(card_there)
            if old is not None and old.railroad and old.hexes.get(slot_there) == "symbol":
                r = old.railroad
                if left.get(r) and 6 * stake[r] > gain:
                    gain = 6 * stake[r]
        r2 = card.railroad
        if r2 and card.hexes.get(slot) == "symbol" and left.get(r2) and 6 * stake[r2] > gain:
            gain = 6 * stake[r2]
        if gain > best:
            best = gain
    return max(0.0, best + 0.3)


class FastHeuristic:
    """The heuristic player (heuristic.py) reading the game's state directly: the same
    choices up to its tie-breaking noise, several times faster. For rollouts."""

    name = "fast"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game, player: str) -> dict[str, Any]:
        actions = game._legal(player)  # type: ignore[attr-defined]
        if not actions:
            raise ValueError(f"{player} has no legal action")
        if len(actions) == 1:
            return dict(actions[0])
        scores = _score_all(game, player, actions)  # type: ignore[arg-type]
        rnd = self.rng.random
        best, best_score = 0, float("-inf")
        for i, s in enumerate(scores):
            s += rnd() * 1e-3
            if s > best_score:
                best, best_score = i, s
        return dict(actions[best])


class StrongPlayer(SearchPlayer):
    """The search of engine/search.py, comparing only the heuristic's `width` best actions
    and rolling out with `FastHeuristic`."""

    def __init__(self, seed: int = 0, *, width: int = WIDTH, **kwargs: Any) -> None:
        kwargs.setdefault("rollout", "fast")
        super().__init__(seed, **kwargs)
        self.width = width

    def choose(self, game: Game, player: str) -> dict[str, Any]:
        actions = game.legal_actions(player)
        if not actions:
            raise ValueError(f"{player} has no legal action")
        if len(actions) == 1:
            self.last = {"iterations": 0, "actions": 1}
            return actions[0]
        view = canonical(game.view(player))
        digest = hashlib.blake2b(f"{self.seed}\0{player}\0{view}".encode(), digest_size=8)
        rng = random.Random(int.from_bytes(digest.digest(), "big"))
        keys = [canonical(a) for a in actions]
        # The heuristic's scores depend only on what `player` sees (own hand, public state).
        prior = _score_all(game, player, actions)  # type: ignore[arg-type]
        ranked = sorted(range(len(actions)), key=lambda i: (-prior[i], keys[i]))
        order = sorted(ranked[: self.width], key=keys.__getitem__)
        if len(order) == 1:
            self.last = {"iterations": 0, "actions": len(actions)}
            return actions[order[0]]
        visits = [0] * len(actions)
        totals = [0.0] * len(actions)
        budget = self.budget(game)
        cap = time.process_time() + 3 * think_ms() / 1000.0
        rollers: dict[str, ComputerPlayer] = {}
        done = 0
        for done in range(1, budget + 1):
            world = game.sample(player, rng)
            index = _ucb(order, visits, totals, done)
            world.apply(player, actions[index])
            self._roll_out(world, rng, rollers)
            visits[index] += 1
            totals[index] += self.value(world, player)
            if time.process_time() > cap:
                break
        best = max(order, key=lambda i: (visits[i], totals[i] / max(1, visits[i])))
        self.last = {
            "iterations": done,
            "actions": len(actions),
            "visits": {keys[i]: visits[i] for i in order},
            "means": {keys[i]: totals[i] / visits[i] for i in order if visits[i]},
        }
        return actions[best]
