## The picture with a prompt (DM, /game hand, the picker's panel) and the picker's options that
## are places. $railroad: a railroad's name already translated (cr-railroad); $hex, $at, $card:
## names printed on the image (E2N1, G1), kept as they are. $side: A (the card as printed) or
## B (turned half a turn), as the picture shows them.

# A cube's option in the picker, after its code ("3: Green into E2, +3"): what it adds to the
# railroad's value.
# limit: 90
cr-opt-build = { $railroad } into { $hex }, +{ $value }
# A place for the chosen card, after its code ("14B: lay G1 at E4S1, turned (B)").
# limit: 90
cr-opt-place =
    { $side ->
        [A] lay { $card } at { $at }, as printed (A)
       *[B] lay { $card } at { $at }, turned half a turn (B)
    }
cr-img-opt-title = Your options on the map
cr-img-opt-builds = A number with a cube: build that railroad's cube into that hex.
cr-img-opt-places = A number in an outline: lay { $card } there, A as printed or B turned half a turn, as drawn below.
cr-img-opt-side-a = A: { $card } as printed
cr-img-opt-side-b = B: { $card } turned half a turn
cr-img-hand-title = Your cards
# What the player's hand would score if the game ended now, from what they can see (DM, /game
# hand, the picture). $points: the cards alone; $total: with the share cubes.
cr-hand-worth = Your cards are worth { $points } points now ({ $total } in all if the game ended now).
cr-hand-worth-dividend = Your cards are worth { $points } points now, counting the shareholders you can see ({ $total } in all if the game ended now).
