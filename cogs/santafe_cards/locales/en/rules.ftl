## /game rules for Santa Fe: the card game: the rules told in our own words (never the
## rulebook's), topic by topic. Paragraphs are apart by a blank line; the bot pages them as they
## fit. The scoring table's numbers are the game's own (engine/santafe_cards/scoring.py).

rules-santafe-cards-overview-title = The game in short
rules-santafe-cards-overview =
    A trick-taking game of the Wild West for 3 to 5 players, over 7 rounds. Each round you try to take tricks, and with them cards worth points such as Bandits and Mr. Dynamite. After the seventh round the highest total wins.

    The 55 cards are numbered 1 to 10, and here low beats high: the smaller the number, the stronger the card, and the rarer (there is one 1, two 2s, and so on). Everyone gets 11 cards each round; with fewer than 5 players the rest stay out of the round, unseen.

    The start player moves one seat to the left each round; the game's first post says who starts.

rules-santafe-cards-round-title = Before the tricks
rules-santafe-cards-round =
    The lone cowboy: everyone picks one card of their hand and passes it face down to the player on their left. A 10 can never be the lone cowboy.

    The sheriff: whoever now holds the Sheriff (the 1) decides in secret. A brave sheriff lays it open: every point they make this round counts double, the minus points too. A cowardly sheriff keeps quiet and keeps the card: winning the last trick of the round with the Sheriff is then worth 75 points. The others just say they are ready, so nobody learns who holds it.

rules-santafe-cards-trick-title = A trick
rules-santafe-cards-trick =
    Each player in turn puts down a start card: any card, no suit or number to follow. When everyone has one down and nobody started a duel, the lowest start card takes the trick; between equal numbers the later card wins. The winner takes every card of the trick face down and leads the next trick.

    A duel: instead of stopping at your start card, you may add duel cards, all of one number and not the number of your start card. The player who led the trick may not start a duel, and a 10 is never a duel card. Once a duel runs, only duel cards decide the trick.

    To join a running duel your cards must beat every duel card already down: more cards beat fewer; with as many cards, the lower number wins; equal in both, the later play wins. You may play at most one duel card more than the strongest duel on the table. Outdone, you may take your duel cards back on your next turn and play stronger ones (your start card stays). Or you pass, turning your start card, and are out of the trick.

    The duel ends when everyone but the strongest duellist has passed. Whoever played fewer cards than the winner adds cards from their hand face down until they have played as many; then the winner takes them all.

rules-santafe-cards-special-title = The special cards
rules-santafe-cards-special =
    The Sheriff (1): see "Before the tricks". Whoever ends the round with the Sheriff in their score pile scores 25.

    The Deputies (the five 5s): in the last trick of a round they count as 0, the strongest cards of the game. In your score pile 1 to 4 of them cost you 10 points each, but all five are worth +100.

    Mr. Dynamite (10): worth 25 points. The Bandits (10): worth 10 points each. Being 10s, none of them can be a lone cowboy or a duel card.

rules-santafe-cards-scoring-title = Scoring a round
rules-santafe-cards-scoring =
    At the end of a round, count the cards in your score pile and divide by the number of players: that is how many tricks you took. The tricks pay:
    ```
    Tricks   0    1    2    3    4    5
    Points -50  -25    0  +10  +25  +50
    Tricks   6    7    8    9   10   11
    Points +75 +100 +150 +200 +250 +500
    ```
    Taking every trick of a round pays 500, every other player loses 50, and nothing else counts that round.

    To the tricks add: 10 per Bandit, 25 for Mr. Dynamite, the Deputies (see "The special cards"), 50 for winning the last trick, 25 for holding the Sheriff in your pile, 75 for a cowardly sheriff who won the last trick with the Sheriff; a brave sheriff doubles the whole round.

rules-santafe-cards-variants-title = Variants
rules-santafe-cards-variants =
    Ten Wolves: an eleventh value-10 card joins the Bandits, but it costs 10 points in your score pile at the end of a round.

    Corrupt Sheriff: each round one of the two sheriffs is drawn at random and played; the other stays out. Whoever wins the last trick with the Corrupt Sheriff takes 15 points from every other player.

    Mario "the Black Scorpion": he lies open on the table. Whoever is dealt (or passed) Mario "the Scorpion" may swap him for his black twin. Losing a duel in which you played the Black Scorpion, you may take him back and put a card of your hand in his place. At the end of a round he is worth 25 to whoever has him in their score pile, and costs 25 to his first holder of the round if that is someone else.

rules-santafe-cards-commands-title = Playing it here
rules-santafe-cards-commands =
    Every choice comes to you by direct message: the lone cowboy, the sheriff's answer, your turn in a trick, the cards to add face down. Pick in the message's list; a secret choice can be changed until the last player has chosen. /game hand shows the same here, only to you.

    Or type /cards play move: in the game's thread and pick from the list (start typing to narrow it). /game board shows the table, /game status whose turn it is.
