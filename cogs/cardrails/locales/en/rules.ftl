## /game rules for Card Rails: the rules told in our own words (never the rulebook's), topic by
## topic. Paragraphs are apart by a blank line; the bot pages them as they fit.

rules-cardrails-overview-title = The game in short
rules-cardrails-overview =
    Card Rails is a railroad game for 3 to 5 players. Together you grow a map out of Track cards laid edge to edge, and you run cubes of five railroads (Orange, Yellow, Green, Black, White) across it. You never own a railroad: you buy shares in them, and at the end each railroad pays every share its value.

    On the table: the Starting City in the middle, one Shares card per railroad with 12 cubes on it, and a hand of Track cards for each player (12 cards each with 3 players, 11 with 4, 9 with 5). With 3 players one railroad is left out at random, with its cubes and its 9 cards.

    One player, drawn at random, holds the Priority Deal card and starts; then the turns go round in seat order. The first post of the game's thread says who it is.

    The game ends when every hand is down to 3 cards (2 with 5 players). Whoever has the most points wins; between tied players, the one who plays later in the turn order wins.

rules-cardrails-turn-title = Your turn
rules-cardrails-turn =
    Each turn you choose one card from your hand. Nobody sees which until you use it. Then you do one of two things.

    Take a share: your card goes face up onto the discards, and you take the next cube from any railroad's Shares card and put it in front of you. That cube is one share of that railroad. You can never hold more than 3 share cubes, and a railroad with no cube left on its card has no share to give.

    Build: place 1 or 2 cubes on the map as track. The cubes come from the railroads' Shares cards, and the two cubes may belong to two different railroads. If you built only into whole hexes already on the map, your card is discarded at the end of the turn. To build into a half hex you lay your card on the map instead (see "Building track").

    If you can neither take a share nor build with any card, you choose a card and discard it: the turn still counts.

    A turn always shrinks your hand by one card, which is how the game moves towards its end.

rules-cardrails-building-title = Building track
rules-cardrails-building =
    Every railroad starts in the Starting City. Your first cube of a railroad goes into a hex next to the city; after that each cube must touch a cube of its own colour (or the city again: a railroad may branch). Each hex takes one cube at most. Blue lake hexes take none.

    The edges of the cards carry half hexes. A half hex becomes a whole hex, and can take a cube, only when a card laid against it brings the matching other half. To build into such a hex, lay your chosen card on the map: it must complete at least one half hex there, it may not cover any card already on the map, and you may turn it half a turn (upside down). At least one of the cubes of that turn must then go into a hex your card completed. The other sides of the card need not match anything.

    Red swap hexes: a cube that enters one makes you swap a card of your hand with one from the discards (you may look through the discards; they are open to all).

    In the bot a hex is named by how far it lies east (E) or west (W) of the city's top hex and north (N) or south (S) in its column: 0, E1, W2N1, E3S2. A card's place is the whole hex in the middle of its top edge as it lies on the map, with "as printed" or "turned half a turn". The names are printed on the board image.

rules-cardrails-scoring-title = The end and the score
rules-cardrails-scoring =
    When every hand is down to its last cards (3, or 2 with 5 players), the game ends and each railroad is worth:
    + 1 for every empty box on its Shares card (cubes taken as shares or built as track),
    + 2 for every purple hex its track has entered,
    + 5 for every hex with its own symbol its track has entered (a hex made of two halves shows both halves' symbols).

    Every card still in your hand counts as one more share of the railroad whose symbol it carries. Each player scores, for every railroad, its value times the shares they hold (cubes and cards together).

    Final Dividend Payout (an option): each railroad's value is instead shared out between its shareholders, rounded up: every player holding at least one share of it gets the same part, however many shares they hold.

    Open Hands (an option): every hand is played face up, for all to see.

    Ties: the tied player who comes later in the turn order wins.

rules-cardrails-cards-title = The cards
rules-cardrails-cards =
    Each railroad has 9 Track cards, and each card carries that railroad's symbol once, on a whole hex or on a half hex at its edge. A card shows 4 whole hexes and 8 half hexes; some whole hexes are blue lakes (no cube), red swap hexes (a card exchanged) or purple hexes (+2 for the railroad that enters them).

    The next pages show every card of each railroad as it is printed, named as in the game: the railroad's letter and a number (O4 is the fourth Orange card). The letters are the same for every player, in every language, since they are typed in commands: O Orange, Y Yellow, G Green, K Black, W White.

rules-cardrails-picture-orange = Orange's 9 Track cards.
rules-cardrails-picture-yellow = Yellow's 9 Track cards.
rules-cardrails-picture-green = Green's 9 Track cards.
rules-cardrails-picture-black = Black's 9 Track cards.
rules-cardrails-picture-white = White's 9 Track cards.

rules-cardrails-commands-title = Playing it here
rules-cardrails-commands =
    When your turn comes, the bot sends you a direct message with your hand and a picker: choose your card, then each step of your turn. /game hand shows the same picker here, only to you.

    Or make a whole turn in one command, in the game's thread:
    /cardrails share card: railroad: takes a share.
    /cardrails build card: hex: builds a cube, with place: when your card is laid on the map and hex2: for a second cube.
    Start typing in any option: the list narrows to what you typed (a card, a railroad, a hex name) and offers only what makes a whole turn.

    /game undo takes back a cube you built, while only computers have moved since and no card was shown. /game board posts the map, /game status tells whose turn it is.
