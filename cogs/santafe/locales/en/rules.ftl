## /game rules for Santa Fe: the rules told in our own words (never the rulebook's), topic by
## topic. Paragraphs are apart by a blank line; the bot pages them as they fit.

rules-santafe-overview-title = The game in short
rules-santafe-overview =
    Santa Fe is a railroad game for 2 to 5 players on a map of the American West. Nobody owns a railroad: every player lays track for any of the five companies (Santa Fe, Southern Pacific, Great Northern, Union Pacific, Kansas Pacific), and earns money by connecting cities first. What counts in the end is your money plus your City cards: each City card you played scores its value times the number of railroads that reach that city.

    Each player starts with $2, 4 City cards and one Double Turn card. The first player moves one seat to the left every round; the game's first post says who starts.

rules-santafe-round-title = A round
rules-santafe-round =
    1. Everyone plays a card in secret: a City card, or a Double Turn card, either of them with a Branch Line card. The cards are shown together once everyone has chosen; you may change yours until then. In the first round it must be a City card.

    2. Two track-laying turns: from the first player round the table, each player lays one tile (two with a Double Turn); then everyone lays again.

    3. Everyone draws back up to 5 cards, one at a time: a City card (unseen), a Double Turn card, or a Branch Line card for $1.

    4. The first player's place moves one seat to the left.

rules-santafe-cards-title = The cards
rules-santafe-cards =
    City cards (values 2 to 7): a City card you played stays in front of you. At the end it scores its value times the railroads connected to that city: Los Angeles (7) reached by two railroads scores 14.

    Double Turn: in both track-laying turns of the round you lay two tiles (one line twice, or two lines), your bonuses are doubled, and at the start of the second turn you may swap any City cards in your hand for new ones from the pile. The card goes back to its pile afterwards.

    Branch Line ($1 to draw, one at a time in hand): it is played with a City or Double Turn card in the round after you drew it, and lets its railroad start a new line from any city it already reaches. A railroad has at most 3 lines (its first and two branches).

rules-santafe-track-title = Laying track
rules-santafe-track =
    If you can lay a tile, you must. A railroad's first tile touches its home city (Milwaukee for the Great Northern, Chicago for the Santa Fe and the Union Pacific, Kansas City for the Kansas Pacific, New Orleans for the Southern Pacific); every other tile extends one of its lines.

    Once a railroad starts on a route between two cities, no other railroad may build on it from the other end. Where two routes join the same two cities, a second railroad may take the other one, but one railroad never takes both. A railroad may reach the same city more than once; it still counts once. A line can run into a dead end; only a branch then carries that railroad further.

    Bonuses: the first player to bring a railroad to a scoring city earns $2 (only the very first railroad there pays). Each railroad also has a few cities marked in its colour: bringing it there earns $4, on top. A Double Turn doubles both.

rules-santafe-end-title = The end and the score
rules-santafe-end =
    The game ends when every tile has been laid, or when a player cannot lay a tile on their turn (even if someone holds a Branch Line that could still help).

    Your score: your money ($1 is 1 point) plus your played City cards, each worth its value times the railroads reaching its city. Between tied players, the one who played more City cards worth 7 wins.

rules-santafe-advanced-title = Advanced game and optional rule
rules-santafe-advanced =
    Advanced game: everyone starts with $5 and a Branch Line costs $2. Rivers and mountains cost money: $1 to cross a river, $1 for a mountain route, $2 for a mountain route over a river. An Engineer lets you cross rivers for free: buy one for $4 before the game, or take one for free instead of a card draw later (your hand is then 4 cards). Nobody holds more than one. You may pass instead of laying a tile; if everyone passes in one track-laying turn, the game ends.

    Optional rule (buying tiles): after the draws, each player in turn may buy one track tile for $1. Bought tiles are played only once the railroad's own supply is used up, and never must be.

rules-santafe-commands-title = Playing it here
rules-santafe-commands =
    The secret card of each round is asked by direct message: pick it in the message's list (you may change it until the last player has chosen). Your draws come the same way.

    When it is your turn to lay track, the bot pings you in the game's thread: use the button under the ping, or /santafe track railroad: to: (start typing a railroad or a city to narrow the list). /santafe pass ends a Double Turn after one tile or passes (advanced game); /santafe buy railroad: buys a tile (optional rule).

    /game hand shows your cards, /game board the map, /game since what happened since your last move. /game undo takes back your last tile while only computers have moved since and nothing hidden was shown.
