## Card ids in words: a card's id is its railroad's letter and a number, the same for every
## player of a game (typed in commands, drawn on the pictures); the railroad's name in the
## reader's language goes with it (RULINGS R24).

# $card: the id (G3); $railroad: the railroad's name (cr-railroad).
cr-card-id = { $card } ({ $railroad })
# Pictures: which letter is which railroad. $letters: a list of cr-letter texts.
cr-img-letters = Card names: { $letters }
# One railroad's letter: $letter (G), $railroad its name.
cr-letter = { $letter } { $railroad }
# The same, as the board's key starts it (each railroad's letter then follows on its own).
cr-img-letters-title = Card names:
