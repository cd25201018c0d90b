## The table's image: a seat's column, its cards, the line under the table.

# This round's tricks and the game's points, on two lines of their own (about 15 letters).
sfc-img-round_tricks =
    Round: { $tricks ->
        [one] { $tricks } trick
       *[other] { $tricks } tricks
    }
sfc-img-game_points = Game: { $score } pts
# Under a stack of identical cards (or of face-down cards): how many it holds.
sfc-img-stack = ×{ $n }
# Under the table while a trick is played: the numbers before the names.
sfc-img-order = 1, 2, 3…: the order of play; of equal cards, the one played later wins.
