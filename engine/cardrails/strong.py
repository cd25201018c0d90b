"""Card Rails' strong computer player: the search of engine/search.py, tuned for this game.

- Rollouts are played by `FastHeuristic`: the heuristic's own judgement (heuristic.py), read
  straight from the game's state instead of a view, so a rollout costs a fraction of one with
  the heuristic. It looks only at what the heuristic would (the railroads, the share cubes,
  its own hand), so in a sampled world it plays as the real heuristic players would.
- The search tries only the few actions the heuristic rates best (`WIDTH`), each in the same
  sampled worlds with the same rollout seeds, so its budget goes to telling good moves apart
  on equal luck rather than to trying every card and hex.
- A rollout is judged by the margin over the best opponent as well as by the win
  (`margin_value`): a few rollouts then say much more than wins and losses alone.
"""

from __future__ import annotations

import math
import random
import time
from typing import TYPE_CHECKING, Any

from engine.cardrails.cards import Hex, footprint, parse_label
from engine.core import Game, canonical
from engine.search import MIN_ROUNDS, SearchPlayer, think_ms

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


def _expected_values(game: CardRails) -> dict[str | None, float]:
    """Each railroad's value at the end as the heuristic expects it: its value now plus its
    share of the turns left (`GROWTH`)."""
    whole = game.whole
    boxes = game.board.shares_boxes
    end = {3: 3, 4: 3, 5: 2}[len(game.players)]
    turns_left = sum(len(h) - end for h in game.hands.values())
    growth = GROWTH * turns_left / len(game.railroads)
    final: dict[str | None, float] = {}
    for r in game.railroads:
        value = boxes - game.cubes_left[r]
        for h in game.track[r]:
            feature, symbols = whole[h]
            value += 2 * (feature == "purple") + 5 * (r in symbols)
        final[r] = value + growth
    return final


def _score_all(game: CardRails, me: str, actions: list[dict[str, Any]]) -> list[float]:
    cards = game.board.cards
    rails = game.railroads
    whole = game.whole
    final = _expected_values(game)
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
        if r is None or r not in final:
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


def projected_scores(game: CardRails) -> dict[str, float]:
    """Each player's final score as the heuristic would expect it: every railroad gains its
    share of the turns left (`GROWTH`), and a hand keeps the cards of its best railroads down
    to the end's hand size (the heuristic discards its least valued cards first)."""
    if game.is_over:
        return {p: float(s) for p, s in game.scores().items()}
    cards = game.board.cards
    rails = game.railroads
    end = {3: 3, 4: 3, 5: 2}[len(game.players)]
    final = _expected_values(game)
    shares: dict[str, dict[str, int]] = {}
    for p in game.players:
        held = dict(game.share_cubes[p])
        best = sorted(game.hands[p], key=lambda c: -final.get(cards[c].railroad, 0.0))[:end]
        for c in best:
            rc = cards[c].railroad
            if rc is not None and rc in held:
                held[rc] += 1
        shares[p] = held
    out = {}
    dividend = game.options["final_dividend"]
    for p in game.players:
        total = 0.0
        for r in rails:
            k = shares[p].get(r, 0)
            if not k:
                continue
            if dividend:
                holders = sum(1 for q in game.players if shares[q].get(r, 0))
                total += final[r] / holders
            else:
                total += final[r] * k
        out[p] = total
    return out


# The score margin (points) at which the value of a position is about 3/4 of a win.
SCALE = 10.0


def margin_value(game: Game, player: str) -> float:
    """How good the end (or, cut short, the projected end) is for `player`, in [0, 1]: a
    logistic of the margin over the best opponent, and at the end half the win itself. The
    margin makes a few rollouts say much more than wins and losses alone."""
    scores = projected_scores(game)  # type: ignore[arg-type]
    mine = scores[player]
    best = max(s for q, s in scores.items() if q != player)
    smooth = 1.0 / (1.0 + math.exp(-(mine - best) / SCALE))
    if not game.is_over:
        return smooth
    return 0.5 * smooth + 0.5 * (player in game.winners())


class StrongPlayer(SearchPlayer):
    """Card Rails' search: the heuristic's `width` best actions are each tried in the same
    sampled worlds (a world is drawn, every candidate is played in a copy of it and rolled
    out by `FastHeuristic` with the same seeds), so they are compared on equal luck; the
    best mean of `margin_value` is played. An iteration is one rollout; the budget is spent
    in whole rounds of every candidate."""

    def __init__(
        self, seed: int = 0, *, width: int = WIDTH, rounds: int = MIN_ROUNDS, **kwargs: Any
    ) -> None:
        kwargs.setdefault("rollout", "fast")
        kwargs.setdefault("value", margin_value)
        super().__init__(seed, **kwargs)
        self.width = width
        self.rounds = rounds

    def choose(self, game: Game, player: str) -> dict[str, Any]:
        actions = game.legal_actions(player)
        if not actions:
            raise ValueError(f"{player} has no legal action")
        if len(actions) == 1:
            self.last = {"iterations": 0, "actions": 1}
            return actions[0]
        rng = self.rng_for(game, player)
        keys = [canonical(a) for a in actions]
        # The heuristic's scores depend only on what `player` sees (own hand, public state).
        prior = _score_all(game, player, actions)  # type: ignore[arg-type]
        ranked = sorted(range(len(actions)), key=lambda i: (-prior[i], keys[i]))
        budget = self.budget(game)
        # At least `rounds` rounds (worlds), so that a candidate is never judged on the luck
        # of one or two worlds: with four or five players a world's luck outweighs a move's worth.
        width = max(1, min(self.width, budget // self.rounds))
        order = ranked[:width]
        if len(order) == 1:
            self.last = {"iterations": 0, "actions": len(actions)}
            return actions[order[0]]
        totals = [0.0] * len(actions)
        visits = [0] * len(actions)
        cap = time.process_time() + 3 * think_ms() / 1000.0
        done = 0
        for _ in range(budget // len(order)):
            world = game.sample(player, rng)
            seed = rng.randrange(1 << 30)
            for i in order:
                copy = world.clone()  # type: ignore[attr-defined]
                copy.apply(player, actions[i])
                self._roll_out(copy, random.Random(seed), {})
                totals[i] += self.value(copy, player)
                visits[i] += 1
                done += 1
            if time.process_time() > cap:
                break
        # Ties (all lost, say) go to the heuristic's preference.
        rank = {i: k for k, i in enumerate(order)}
        best = max(order, key=lambda i: (round(totals[i] / max(1, visits[i]), 9), -rank[i]))
        self.last = {
            "iterations": done,
            "actions": len(actions),
            "visits": {keys[i]: visits[i] for i in order},
            "means": {keys[i]: totals[i] / visits[i] for i in order if visits[i]},
        }
        return actions[best]
