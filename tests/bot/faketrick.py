"""A tiny trick game of a shape unlike the board games', to keep the platform generic.

No board, no rounds, no images. Cards are ints 1..4n. Each player is dealt 3; first every
player passes one card to the left, in secret and all at once (a "sealed" decision; each
receiver learns their card by a private event); then three tricks: the leader plays any card,
the others play in turn, the highest card wins the trick and leads the next. Most tricks wins.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from bot.plugins import GamePlugin
from bot.presenter import Names, Post, Presenter
from engine.core import Game, IllegalAction, OptionSpec, private
from text import t

HAND = 3


class TrickGame(Game):
    name = "tricks"
    display_name = "Tricks"
    min_players = 2
    max_players = 4
    option_specs: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("lowest_wins", bool, False, "opt.tricks.lowest_wins"),
    )
    # An easy player, and `sample` below: the game offers the "strong" level too.
    heuristic = "tests.bot.faketrick:HighCardPlayer"

    def __init__(self, players: list[str], seed: int, options: dict[str, Any] | None = None):
        super().__init__(players, seed, options)
        rng = random.Random(seed)
        deck = list(range(1, 4 * len(players) + 1))
        rng.shuffle(deck)
        self.hands = {p: sorted(deck[i * HAND : (i + 1) * HAND]) for i, p in enumerate(players)}
        self.passes: dict[str, int] = {}
        self.phase = "pass"
        self.leader = 0
        self.trick: list[tuple[str, int]] = []
        self.tricks = dict.fromkeys(players, 0)
        self.tricks_played = 0
        self._opening = [{"type": "dealt", "cards": HAND, "first": players[0]}]

    def start(self) -> list[dict[str, Any]]:
        return [dict(e) for e in self._opening]

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def _to_play(self) -> str:
        n = len(self.players)
        return self.players[(self.leader + len(self.trick)) % n]

    def active_players(self) -> list[str]:
        if self.phase == "pass":
            return [p for p in self.players if p not in self.passes]
        if self.phase == "play":
            return [self._to_play()]
        return []

    def legal_actions(self, player: str) -> list[dict[str, Any]]:
        if self.phase == "pass" and player in self.players:
            return [{"type": "pass_card", "card": c} for c in self.hands[player]]
        if self.phase == "play" and player == self._to_play():
            return [{"type": "play", "card": c} for c in self.hands[player]]
        return []

    def _apply(self, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        card = action.get("card")
        # Exactly what legal_actions lists: the same keys, an int card (not a bool).
        if set(action) != {"type", "card"} or type(card) is not int:
            raise IllegalAction("malformed", "Pick a card from your hand.")
        if action["type"] == "pass_card":
            if self.phase != "pass":
                raise IllegalAction("wrong_phase", "The cards have already been passed.")
            if card not in self.hands[player]:
                raise IllegalAction("not_in_hand", "You can only pass a card from your hand.")
            self.passes[player] = card
            if len(self.passes) < len(self.players):
                return [{"type": "passed", "player": player}]
            return self._do_pass()
        if action["type"] == "play":
            if self.phase != "play":
                raise IllegalAction("wrong_phase", "Cards are being passed; tricks come next.")
            if player != self._to_play():
                raise IllegalAction("not_your_turn", "Wait for your turn to play.")
            if card not in self.hands[player]:
                raise IllegalAction("not_in_hand", "You can only play a card from your hand.")
            return self._play(player, card)
        raise IllegalAction("unknown_action", "That is not a move in this game.")

    def _do_pass(self) -> list[dict[str, Any]]:
        events: list[dict[str, Any]] = [{"type": "cards_passed"}]
        n = len(self.players)
        for p in self.players:
            self.hands[p].remove(self.passes[p])
        for i, p in enumerate(self.players):
            receiver = self.players[(i + 1) % n]
            self.hands[receiver].append(self.passes[p])
            self.hands[receiver].sort()
            events.append(
                private(receiver, {"type": "received", "card": self.passes[p], "from": p})
            )
        self.passes = {}
        self.phase = "play"
        return events

    def _play(self, player: str, card: int) -> list[dict[str, Any]]:
        self.hands[player].remove(card)
        self.trick.append((player, card))
        events: list[dict[str, Any]] = [{"type": "played", "player": player, "card": card}]
        if len(self.trick) < len(self.players):
            return events
        pick = min if self.options["lowest_wins"] else max
        winner = pick(self.trick, key=lambda pc: pc[1])[0]
        self.tricks[winner] += 1
        self.tricks_played += 1
        events.append({"type": "trick_won", "player": winner})
        self.trick = []
        self.leader = self.players.index(winner)
        if self.tricks_played == HAND:
            self.phase = "over"
            events.append({"type": "game_over", "scores": self.scores(), "winners": self.winners()})
        return events

    def scores(self) -> dict[str, int]:
        return dict(self.tricks)

    def sample(self, player: str, rng: random.Random) -> TrickGame:
        """The cards `player` cannot see (other hands) dealt again at random, and others'
        secret passes chosen again from their new hands. Simple: it forgets where the card
        `player` passed went (a test game needs a sampler, not the best one)."""
        world = copy.deepcopy(self)
        world.forget_log()
        others = [p for p in self.players if p != player]
        unseen = sorted(c for p in others for c in self.hands[p])
        rng.shuffle(unseen)
        for p in others:
            size = len(self.hands[p])
            world.hands[p] = sorted(unseen[:size])
            unseen = unseen[size:]
        world.passes = {
            p: (card if p == player else rng.choice(world.hands[p]))
            for p, card in self.passes.items()
        }
        return world

    def winners(self) -> list[str]:
        if not self.is_over:
            return []
        best = max(self.tricks.values())
        return [p for p in self.players if self.tricks[p] == best]

    def view(self, player: str | None) -> dict[str, Any]:
        seats: dict[str, Any] = {}
        for p in self.players:
            seat: dict[str, Any] = {
                "hand_size": len(self.hands[p]),
                "locked_in": p in self.passes,
                "tricks": self.tricks[p],
            }
            if p == player:
                seat["hand"] = list(self.hands[p])
                seat["passing"] = self.passes.get(p)
            seats[p] = seat
        over = self.is_over
        decision = None if over else ("sealed" if self.phase == "pass" else "private")
        return {
            "game": self.name,
            "players": list(self.players),
            "viewer": player,
            "phase": self.phase,
            "round": None,
            "stage": f"{self.phase}:{self.tricks_played}:{len(self.trick)}",
            "active_players": self.active_players(),
            "decision": decision,
            "seats": seats,
            "over": over,
            "scores": self.scores(),
            "winners": self.winners(),
            "end_reason": "all_tricks_played" if over else None,
            "trick": [{"player": p, "card": c} for p, c in self.trick],
        }


class HighCardPlayer:
    """The easy player: passes its lowest card, plays its best card for the trick."""

    name = "heuristic"

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, game: TrickGame, player: str) -> dict[str, Any]:
        actions = game.legal_actions(player)
        if actions[0]["type"] == "pass_card":
            return min(actions, key=lambda a: a["card"])
        best = min if game.options["lowest_wins"] else max
        return best(actions, key=lambda a: a["card"])


class TrickPresenter(Presenter):
    def label(self, action: Mapping[str, Any], view: Any, locale: object = None) -> str:
        key = "tricks.pass" if action.get("type") == "pass_card" else "tricks.play"
        return t(key, locale, card=action.get("card"))

    def phase_name(self, view: Mapping[str, Any], locale: object = None) -> str:
        return t(f"tricks.phase.{view.get('phase')}", locale)

    def awaited(self, view: Mapping[str, Any], locale: object = None) -> str:
        return t(f"tricks.what.{view.get('phase')}", locale)

    def choice_kind(self, action: Mapping[str, Any], view: Any) -> str | None:
        return f"tricks.kind.{action.get('type')}"

    def after_move(
        self,
        before: Mapping[str, Any],
        now: Mapping[str, Any],
        events: Sequence[Mapping[str, Any]],
        names: Names,
        locale: object = None,
    ) -> list[Post]:
        posts = []
        for e in events:
            if e["type"] == "cards_passed":
                posts.append(Post(t("tricks.passed_all", locale)))
            elif e["type"] == "played":
                posts.append(
                    Post(t("tricks.played", locale, name=names(e["player"]), card=e["card"]))
                )
            elif e["type"] == "trick_won":
                posts.append(Post(t("tricks.won", locale, name=names(e["player"]))))
            elif e["type"] == "dealt":
                line = t("tricks.dealt", locale, cards=e["cards"], name=names(e["first"]))
                posts.append(Post(line))
        return posts

    def private_line(
        self, event: Mapping[str, Any], view: Mapping[str, Any], names: Names, locale: object = None
    ) -> str | None:
        if event.get("type") == "received":
            return t("tricks.received", locale, card=event["card"], name=names(event["from"]))
        return None

    def end_reason(self, view: Mapping[str, Any], names: Names, locale: object = None) -> str:
        return t("tricks.end", locale)


# A game shipped outside cogs/ brings its catalog as Fluent source (real games ship .ftl files).
TEXTS = {
    "en": """
game-tricks = Tricks
opt-tricks-lowest_wins = Lowest card wins
tricks-pass = Pass { $card } to the left
tricks-play = Play { $card }
tricks-phase-pass = passing cards
tricks-phase-play = playing tricks
tricks-phase-over = over
tricks-what-pass = pass one card to the left
tricks-what-play = play a card
tricks-kind-pass_card = pass one card to the left
tricks-kind-play = play a card into the trick
tricks-passed_all = Everyone has passed a card to the left.
tricks-played = { $name } plays { $card }.
tricks-won = { $name } wins the trick.
tricks-received = You received { $card } from { $name }.
tricks-end = All tricks are played.
tricks-dealt = Everyone is dealt { $cards } cards; { $name } leads the first trick.
rule-tricks-wrong_phase = That is not what the game waits for now.
rule-tricks-not_in_hand = That card is not in your hand.
rule-tricks-not_your_turn = Wait for your turn to play.
rule-tricks-unknown_action = That is not a move in this game.
""",
    "fr": """
game-tricks = Plis
opt-tricks-lowest_wins = La plus petite carte gagne
tricks-pass = Passer { $card } à gauche
tricks-play = Jouer { $card }
tricks-phase-pass = passe des cartes
tricks-phase-play = plis
tricks-phase-over = terminée
tricks-what-pass = passer une carte à gauche
tricks-what-play = jouer une carte
tricks-kind-pass_card = passer une carte à gauche
tricks-kind-play = jouer une carte dans le pli
tricks-passed_all = Chacun a passé une carte à gauche.
tricks-played = { $name } joue { $card }.
tricks-won = { $name } remporte le pli.
tricks-received = Vous avez reçu { $card } de { $name }.
tricks-end = Tous les plis sont joués.
tricks-dealt = Chacun reçoit { $cards } cartes ; { $name } entame le premier pli.
rule-tricks-wrong_phase = Ce n'est pas ce que la partie attend maintenant.
rule-tricks-not_in_hand = Cette carte n'est pas dans votre main.
rule-tricks-not_your_turn = Attendez votre tour pour jouer.
rule-tricks-unknown_action = Ce n'est pas un coup de ce jeu.
""",
    "nl": """
game-tricks = Slagen
opt-tricks-lowest_wins = Laagste kaart wint
tricks-pass = Geef { $card } naar links
tricks-play = Speel { $card }
tricks-phase-pass = kaarten doorgeven
tricks-phase-play = slagen spelen
tricks-phase-over = afgelopen
tricks-what-pass = geef een kaart naar links
tricks-what-play = speel een kaart
tricks-kind-pass_card = geef een kaart naar links
tricks-kind-play = speel een kaart in de slag
tricks-passed_all = Iedereen heeft een kaart naar links gegeven.
tricks-played = { $name } speelt { $card }.
tricks-won = { $name } wint de slag.
tricks-received = Je kreeg { $card } van { $name }.
tricks-end = Alle slagen zijn gespeeld.
tricks-dealt = Iedereen krijgt { $cards } kaarten; { $name } komt uit in de eerste slag.
rule-tricks-wrong_phase = Daar wacht het spel nu niet op.
rule-tricks-not_in_hand = Die kaart zit niet in je hand.
rule-tricks-not_your_turn = Wacht op je beurt.
rule-tricks-unknown_action = Dat is geen zet in dit spel.
""",
}

PLUGIN = GamePlugin(engine=TrickGame, presenter=TrickPresenter(), renders=False, texts=TEXTS)
