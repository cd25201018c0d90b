"""Toy Rails: a tiny Santa Fe look-alike with the engine's interface, for bot tests only.

Same action and view shapes as engine/santafe/FORMATS.md, on a toy board: two railroads on
one chain of cities. Rounds: everyone secretly plays a card (changeable until the last
player has chosen), then each lays one tile in turn (two with a Double Turn), then each
draws from the city pile. The game ends after `options["rounds"]` rounds (default 2).

A plug-in of its own (`PLUGIN`: its name, presenter and texts in every language), which the
platform's tests play. Tests of Santa Fe's own Discord side on a fast, predictable game put the
stand-in `SantaFeStandIn` under Santa Fe's plug-in (the `toy_santafe` fixture); the trick game
(faketrick.py) keeps the platform honest about games of other shapes.
"""

from __future__ import annotations

import copy
import itertools
import random
from collections.abc import Mapping, Sequence
from typing import Any

from bot.plugins import GamePlugin
from bot.presenter import Names, Post, Presenter
from engine.core import Game, IllegalAction, OptionSpec, canonical
from text import join, t

CITIES = ["abbott", "barton", "colby", "dover", "elkton", "fargo", "galena", "hays"]
RAILROADS = {"SF": "abbott", "UP": "hays"}
ROUTES = [f"{a}~{b}" for a, b in itertools.pairwise(CITIES)]


class FakeGame(Game):
    name = "toyrails"
    display_name = "Toy Rails"
    min_players = 2
    max_players = 5
    option_specs = (
        OptionSpec("advanced", bool, False, "opt.toyrails.advanced"),
        OptionSpec("tile_purchase", bool, False, "opt.toyrails.tile_purchase"),
        OptionSpec("rounds", int, 2, "opt.toyrails.rounds", (1, 2, 3, 4)),
    )

    # What a player out of time plays where the host chose to skip them.
    skips = ({"type": "end_turn"}, {"type": "stop_drawing"})

    @classmethod
    def computer_player(cls, policy: str, seed: int) -> Any:
        return FirstLegalPlayer(seed)

    def __init__(self, players: list[str], seed: int, options: dict[str, Any] | None) -> None:
        super().__init__(players, seed, options)
        self.rounds = int(self.options.get("rounds", 2))
        self.rng = random.Random(seed)
        deck = CITIES * 2
        self.rng.shuffle(deck)
        self.pile = deck
        self.hands = {p: [self.pile.pop() for _ in range(3)] for p in self.players}
        self.seats = {
            p: {"money": 0, "double_turns": 1, "cities_played": [], "engineer": False}
            for p in self.players
        }
        self.round = 1
        self.first = 0
        self.phase = "choose"
        self.choices: dict[str, dict[str, Any]] = {}
        self.played: dict[str, dict[str, Any]] = {}
        self.order: list[str] = []
        self.turn_index = 0
        self.track_turn: int | None = None
        self.tiles = {rr: 6 for rr in RAILROADS}
        self.connected = {rr: [home] for rr, home in RAILROADS.items()}
        self.routes: dict[str, dict[str, Any]] = {}
        self.recent: list[dict[str, Any]] = []
        self.last_events: list[dict[str, Any]] = []

    # ------------------------------------------------------------ interface
    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def active_players(self) -> list[str]:
        if self.phase == "choose":
            return [p for p in self.players if p not in self.choices]
        if self.phase in ("track", "draw"):
            return [self.order[self.turn_index]]
        return []

    def legal_actions(self, player: str) -> list[dict[str, Any]]:
        if player not in self.active_players() and not (
            self.phase == "choose" and player in self.players
        ):
            return []
        if self.phase == "choose":
            out = [
                {"type": "play", "card": c, "branch": False}
                for c in dict.fromkeys(self.hands[player])
            ]
            if self.seats[player]["double_turns"]:
                out.append({"type": "play", "card": "double_turn", "branch": False})
            return out
        if self.phase == "track":
            out = self._track_actions()
            if self.track_turn == 2:
                out.append({"type": "end_turn"})
            return out
        if self.phase == "draw":
            return [{"type": "draw", "pile": "city"}] if self.pile else [{"type": "stop_drawing"}]
        return []

    def _track_actions(self) -> list[dict[str, Any]]:
        out = []
        for rr in RAILROADS:
            if not self.tiles[rr]:
                continue
            for route in ROUTES:
                if route in self.routes:
                    continue
                a, b = route.split("~")
                for src, dst in ((a, b), (b, a)):
                    if src in self.connected[rr] and dst not in self.connected[rr]:
                        out.append(
                            {
                                "type": "track",
                                "railroad": rr,
                                "route": route,
                                "toward": dst,
                                "branch": False,
                            }
                        )
        return out

    def _apply(self, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        # A choice may be changed until the last player has chosen (then all are revealed).
        if self.phase == "choose" and player in self.players:
            pass
        elif player not in self.active_players():
            raise IllegalAction("not_your_turn", "Rule 1: only the player to move may act.")
        # Compared as JSON: 0 is not False (Python's == would accept it).
        if canonical(action) not in {canonical(a) for a in self.legal_actions(player)}:
            raise IllegalAction(
                "illegal", f"Rule 5: {action.get('type')} is not one of your legal moves now."
            )
        kind = action["type"]
        events: list[dict[str, Any]]
        if kind == "play":
            self.choices[player] = dict(action)
            events = [{"type": "choice_made", "player": player}]
            if len(self.choices) == len(self.players):
                events = self._reveal()
        elif kind == "track":
            events = self._track(player, action)
        elif kind == "end_turn":
            events = [{"type": "turn_ended", "player": player}]
            self._next_track_player()
        elif kind in ("draw", "stop_drawing"):
            if kind == "draw":
                self.hands[player].append(self.pile.pop())
            events = [{"type": "drew", "player": player, "pile": "city"}]
            self.turn_index += 1
            if self.turn_index >= len(self.order):
                self._next_round()
        else:  # pragma: no cover
            raise IllegalAction("unknown", "unknown action")
        if self.is_over:
            events.append(
                {
                    "type": "game_over",
                    "reason": self.end_reason,
                    "scores": self.scores(),
                    "winners": self.winners(),
                }
            )
        self.last_events = events
        return events

    def _reveal(self) -> list[dict[str, Any]]:
        self.played = {}
        for p, choice in self.choices.items():
            card = choice["card"]
            if card == "double_turn":
                self.seats[p]["double_turns"] -= 1
            else:
                self.hands[p].remove(card)
                self.seats[p]["cities_played"].append(card)
            self.played[p] = {"card": card, "branch": None}
        self.choices = {}
        self.phase = "track"
        self.order = self.players[self.first :] + self.players[: self.first]
        self.turn_index = 0
        self.track_turn = 1
        self.recent = []
        plays = copy.deepcopy(self.played)
        if not self._track_actions():
            # No railroad can grow: the round's first player would wait forever.
            self._finish("player_blocked")
        return [{"type": "cards_revealed", "round": self.round, "plays": plays}]

    def _track(self, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        rr, route, dst = action["railroad"], action["route"], action["toward"]
        src = route.split("~")[0] if route.split("~")[1] == dst else route.split("~")[1]
        self.routes[route] = {"railroad": rr, "from": src, "placed": 1}
        self.connected[rr].append(dst)
        self.tiles[rr] -= 1
        if self.track_turn == 1:
            self.recent = []
        self.recent.append({"railroad": rr, "route": route, "space": 0, "player": player})
        events: list[dict[str, Any]] = [
            {
                "type": "track_placed",
                "player": player,
                "railroad": rr,
                "route": route,
                "space": 0,
                "from": src,
                "toward": dst,
                "branch": False,
            },
            {"type": "city_connected", "railroad": rr, "city": dst, "first": True, "new": True},
        ]
        double = self.played.get(player, {}).get("card") == "double_turn"
        if double and self.track_turn == 1 and self._track_actions():
            self.track_turn = 2
        else:
            self._next_track_player()
        if not any(self.tiles.values()):
            self._finish("tiles_exhausted")
        return events

    def _next_track_player(self) -> None:
        self.track_turn = 1
        self.turn_index += 1
        if self.turn_index >= len(self.order):
            self.phase = "draw"
            self.track_turn = None
            self.turn_index = 0
        elif not self._track_actions():
            self._finish("player_blocked")

    def _next_round(self) -> None:
        if self.round >= self.rounds:
            self._finish(None)
            return
        self.round += 1
        self.first = (self.first + 1) % len(self.players)
        self.phase = "choose"
        self.played = {}

    def _finish(self, reason: str | None) -> None:
        self.phase = "over"
        self.end_reason = reason
        self.track_turn = None

    def scores(self) -> dict[str, int]:
        return {p: b["total"] for p, b in self.breakdown().items()}

    def breakdown(self) -> dict[str, Any]:
        out = {}
        for p in self.players:
            cities = []
            for c in self.seats[p]["cities_played"]:
                rrs = [rr for rr in RAILROADS if c in self.connected[rr]]
                cities.append({"city": c, "value": 1, "railroads": rrs, "points": len(rrs)})
            out[p] = {
                "money": self.seats[p]["money"],
                "cities": cities,
                "total": self.seats[p]["money"] + sum(c["points"] for c in cities),
            }
        return out

    def winners(self) -> list[str]:
        if not self.is_over:
            return []
        scores = self.scores()
        best = max(scores.values())
        return [p for p in self.players if scores[p] == best]

    def view(self, viewer: str | None) -> dict[str, Any]:
        active = self.active_players()
        seats = {}
        for p in self.players:
            seat = {
                "money": self.seats[p]["money"],
                "hand_size": len(self.hands[p]),
                "double_turns": self.seats[p]["double_turns"],
                "branch": None,
                "cities_played": list(self.seats[p]["cities_played"]),
                "locked_in": p in self.choices,
                "engineer": False,
                "purchased": {},
                "playing": None,
            }
            if p == viewer:
                seat["hand"] = sorted(self.hands[p])
                if p in self.choices:
                    seat["choice"] = dict(self.choices[p])
            seats[p] = seat
        view = {
            "game": self.name,
            "options": {"advanced": False, "tile_purchase": False},
            "players": list(self.players),
            "viewer": viewer,
            "round": self.round,
            "phase": self.phase,
            "stage": f"{self.phase}:{self.round}:{self.track_turn}",
            "decision": None
            if self.is_over
            else {"choose": "sealed", "track": "public", "draw": "private"}[self.phase],
            "over": self.is_over,
            "track_turn": self.track_turn,
            "first_player": self.players[self.first],
            "active_players": active,
            "to_move": active[0] if self.phase in ("track", "draw") and active else None,
            "railroads": {
                rr: {
                    "tiles_left": self.tiles[rr],
                    "placed": 6 - self.tiles[rr],
                    "connected": list(self.connected[rr]),
                    "heads": [],
                    "dead": False,
                }
                for rr in RAILROADS
            },
            "routes": copy.deepcopy(self.routes),
            "piles": {"city": len(self.pile), "double_turn": 0, "branch": {}, "engineer": 0},
            "seats": seats,
            "played": copy.deepcopy(self.played),
            "recent": copy.deepcopy(self.recent),
            "last_events": copy.deepcopy(self.last_events),
            "end_reason": getattr(self, "end_reason", None),
            "scores": self.scores(),
            "score_breakdown": self.breakdown(),
            "winners": self.winners(),
        }
        return view


class FirstLegalPlayer:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: FakeGame, player: str) -> dict[str, Any]:
        return game.legal_actions(player)[0]


class SantaFeStandIn(FakeGame):
    """The toy under Santa Fe's name, for tests of Santa Fe's own commands on a fast game."""

    name = "santafe"
    display_name = "Santa Fe (toy)"
    option_specs = (
        OptionSpec("advanced", bool, False, "opt.santafe.advanced"),
        OptionSpec("tile_purchase", bool, False, "opt.santafe.tile_purchase"),
        OptionSpec("rounds", int, 2, "opt.toyrails.rounds", (1, 2, 3, 4)),
    )


class ToyPresenter(Presenter):
    def label(self, action: Mapping[str, Any], view: Any, locale: object = None) -> str:
        kind = action.get("type")
        if kind == "play":
            if action.get("card") == "double_turn":
                return t("toyrails.double", locale)
            return t("toyrails.play", locale, card=str(action.get("card")).title())
        if kind == "track":
            return t(
                "toyrails.track", locale, railroad=action.get("railroad"), to=action.get("toward")
            )
        return t(f"toyrails.{kind}", locale)

    def group(
        self, action: Mapping[str, Any], view: Any, locale: object = None
    ) -> list[tuple[str, str]]:
        # Track by railroad first, as a board game with many placements would offer it.
        if action.get("type") == "track":
            rr = str(action.get("railroad"))
            return [(rr, t("toyrails.railroad", locale, railroad=rr))]
        return []

    def hand_lines(
        self, view: Mapping[str, Any], player: str, names: Names, locale: object = None
    ) -> list[str]:
        lines = super().hand_lines(view, player, names, locale)
        choice = ((view.get("seats") or {}).get(player) or {}).get("choice")
        if choice:  # the secret choice, until the last player locks in
            card = choice.get("card")
            label = t("toyrails.double", locale) if card == "double_turn" else str(card).title()
            lines.append(t("hand.choice", locale, label=label))
        return lines

    def may_undo(
        self, before: Mapping[str, Any], after: Mapping[str, Any], events: Sequence[Any]
    ) -> bool:
        # Laying track shows nothing hidden; a reveal or a draw does.
        return all(e["type"] in ("track_placed", "city_connected", "turn_ended") for e in events)

    def panel_label(self, view: Mapping[str, Any], locale: object = None) -> str:
        if view.get("phase") == "track":
            return t("toyrails.panel.track", locale)
        return super().panel_label(view, locale)

    def phase_name(self, view: Mapping[str, Any], locale: object = None) -> str:
        return t(f"toyrails.phase.{view.get('phase')}", locale)

    def awaited(self, view: Mapping[str, Any], locale: object = None) -> str:
        return t(f"toyrails.what.{view.get('phase')}", locale)

    def choice_kind(self, action: Mapping[str, Any], view: Any) -> str | None:
        return f"toyrails.kind.{action.get('type')}"

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
            if e["type"] == "cards_revealed":
                plays = _plays(e, names, ": ", locale)
                posts.append(Post(t("toyrails.revealed", locale, round=e["round"], plays=plays)))
            elif e["type"] == "track_placed":
                line = t(
                    "toyrails.placed",
                    locale,
                    name=names(e["player"]),
                    railroad=e["railroad"],
                    to=e["toward"],
                )
                posts.append(Post(line, image="board", previous=dict(before)))
        return posts

    def digest(
        self, events: Sequence[Mapping[str, Any]], names: Names, locale: object = None
    ) -> list[str]:
        lines = []
        for e in events:
            if e["type"] == "cards_revealed":
                plays = _plays(e, names, " ", locale)
                lines.append(t("toyrails.digest.revealed", locale, round=e["round"], plays=plays))
            elif e["type"] == "track_placed":
                placed = t(
                    "toyrails.digest.placed",
                    locale,
                    name=names(e["player"]),
                    railroad=e["railroad"],
                )
                lines.append(placed + " " + t("toyrails.digest.connected", locale, to=e["toward"]))
        return lines

    def end_reason(self, view: Mapping[str, Any], names: Names, locale: object = None) -> str:
        reason = view.get("end_reason") or "rounds"
        return t(f"toyrails.end.{reason}", locale)


def _plays(event: Mapping[str, Any], names: Names, between: str, locale: object) -> str:
    """The revealed cards, each after its player's name."""
    shown = []
    for player, play in event["plays"].items():
        card = play["card"]
        label = t("toyrails.double", locale) if card == "double_turn" else str(card).title()
        shown.append(f"{names(player)}{between}{label}")
    return join(shown, locale)


# A game shipped outside cogs/ brings its catalog as Fluent source (real games ship .ftl files).
TEXTS = {
    "en": """
game-toyrails = Toy Rails
opt-toyrails-advanced = Advanced toy rules
opt-toyrails-tile_purchase = Toy tile buying
opt-toyrails-rounds = Rounds
toyrails-play = Play { $card }
toyrails-double = Play a Double Turn
toyrails-track = { $railroad } → { $to }
toyrails-railroad = Railroad { $railroad }
toyrails-panel-track = Lay track
toyrails-end_turn = End the turn
toyrails-draw = Draw a city card
toyrails-stop_drawing = Stop drawing
toyrails-phase-choose = choosing cards
toyrails-phase-track = laying track
toyrails-phase-draw = drawing
toyrails-phase-over = over
toyrails-what-choose = play a card in secret
toyrails-what-track = lay track
toyrails-what-draw = draw a card
toyrails-what-over = nothing
toyrails-kind-play = play a card in secret
toyrails-kind-track = lay track
toyrails-kind-end_turn = end the turn
toyrails-kind-draw = draw a city card
toyrails-kind-stop_drawing = stop drawing
toyrails-revealed = Round { $round }: the cards are revealed: { $plays }.
toyrails-placed = { $name } lays { $railroad } track toward { $to }.
toyrails-end-rounds = All rounds are played.
toyrails-digest-revealed = Round { $round }: { $plays }
toyrails-digest-placed = { $name } laid a tile for { $railroad }:
toyrails-digest-connected = connected { $to }.
toyrails-end-tiles_exhausted = No tiles are left.
toyrails-end-player_blocked = Nobody can lay track any more.
rule-toyrails-illegal = That is not one of your moves now.
rule-toyrails-unknown = That is not a move in this game.
""",
    "fr": """
game-toyrails = Rails jouets
opt-toyrails-advanced = Règles jouets avancées
opt-toyrails-tile_purchase = Achat de tuiles jouets
opt-toyrails-rounds = Manches
toyrails-play = Jouer { $card }
toyrails-double = Jouer un Double tour
toyrails-track = { $railroad } → { $to }
toyrails-railroad = Compagnie { $railroad }
toyrails-panel-track = Poser des rails
toyrails-end_turn = Finir le tour
toyrails-draw = Piocher une carte ville
toyrails-stop_drawing = Ne plus piocher
toyrails-phase-choose = choix des cartes
toyrails-phase-track = pose des rails
toyrails-phase-draw = pioche
toyrails-phase-over = terminée
toyrails-what-choose = jouer une carte en secret
toyrails-what-track = poser des rails
toyrails-what-draw = piocher une carte
toyrails-what-over = rien
toyrails-kind-play = jouer une carte en secret
toyrails-kind-track = poser des rails
toyrails-kind-end_turn = finir le tour
toyrails-kind-draw = piocher une carte ville
toyrails-kind-stop_drawing = arrêter de piocher
toyrails-revealed = Manche { $round } : les cartes sont révélées : { $plays }.
toyrails-placed = { $name } pose des rails { $railroad } vers { $to }.
toyrails-end-rounds = Toutes les manches sont jouées.
toyrails-digest-revealed = Manche { $round } : { $plays }
toyrails-digest-placed = { $name } a posé une tuile pour { $railroad } :
toyrails-digest-connected = { $to } est reliée.
toyrails-end-tiles_exhausted = Il ne reste plus de tuiles.
toyrails-end-player_blocked = Personne ne peut plus poser de rails.
rule-toyrails-illegal = Ce n'est pas un de vos coups possibles maintenant.
rule-toyrails-unknown = Ce n'est pas un coup de ce jeu.
""",
    "nl": """
game-toyrails = Speelgoedspoor
opt-toyrails-advanced = Gevorderde speelgoedregels
opt-toyrails-tile_purchase = Speelgoedtegels kopen
opt-toyrails-rounds = Rondes
toyrails-play = Speel { $card }
toyrails-double = Speel een Dubbele beurt
toyrails-track = { $railroad } → { $to }
toyrails-railroad = Spoorlijn { $railroad }
toyrails-panel-track = Spoor leggen
toyrails-end_turn = Beëindig de beurt
toyrails-draw = Trek een stadskaart
toyrails-stop_drawing = Stop met trekken
toyrails-phase-choose = kaarten kiezen
toyrails-phase-track = spoor leggen
toyrails-phase-draw = trekken
toyrails-phase-over = afgelopen
toyrails-what-choose = speel in het geheim een kaart
toyrails-what-track = leg spoor
toyrails-what-draw = trek een kaart
toyrails-what-over = niets
toyrails-kind-play = speel in het geheim een kaart
toyrails-kind-track = leg spoor
toyrails-kind-end_turn = beëindig de beurt
toyrails-kind-draw = trek een stadskaart
toyrails-kind-stop_drawing = stop met trekken
toyrails-revealed = Ronde { $round }: de kaarten worden onthuld: { $plays }.
toyrails-placed = { $name } legt spoor van { $railroad } richting { $to }.
toyrails-end-rounds = Alle rondes zijn gespeeld.
toyrails-digest-revealed = Ronde { $round }: { $plays }
toyrails-digest-placed = { $name } legde een tegel voor { $railroad }:
toyrails-digest-connected = { $to } is verbonden.
toyrails-end-tiles_exhausted = Er zijn geen tegels meer.
toyrails-end-player_blocked = Niemand kan nog spoor leggen.
rule-toyrails-illegal = Dat is nu geen van je zetten.
rule-toyrails-unknown = Dat is geen zet in dit spel.
""",
}

PLUGIN = GamePlugin(engine=FakeGame, presenter=ToyPresenter(), texts=TEXTS)
