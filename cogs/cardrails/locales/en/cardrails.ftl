## Card Rails: the game's texts in the bot and in its images.
##
## Variables: $railroad is a railroad's name already in this language (from cr-railroad) in
## the cr- messages, and the railroad's id (orange, yellow, green, black, white) in the rule-
## messages, which turn it into the name with the same terms. $card is a card id (O4, Y2: a
## railroad letter and a number) and $hex, $at a hex name (E2N1, W1, 0): both are printed on
## the board image and typed in commands, so they stay as they are in every language.

game-cardrails = Card Rails
opt-cardrails-final_dividend = Final Dividend Payout
opt-cardrails-open_hands = Open Hands

## Slash commands

cmd-cardrails = Card Rails moves
cmd-cardrails-share = Play a card to take a share of a railroad
cmd-cardrails-build = Play a card to build track (lay the card on the map if it needs to)
opt-cardrails-card = The card from your hand
opt-cardrails-railroad = The railroad whose share you take
opt-cardrails-hex = Where the first cube goes; in a hex your card completes, fill in place first
opt-cardrails-place = Where the card goes on the map, if it must be laid
opt-cardrails-hex2 = Where a second cube goes (optional)
cr-err-card_needed = Choose the card to play (the card option).

## The railroads (the colours of their cubes and Shares cards)

-cr-orange = Orange
-cr-yellow = Yellow
-cr-green = Green
-cr-black = Black
-cr-white = White

# A railroad's name ($railroad: its id); also an autocomplete choice.
# limit: 100
cr-railroad =
    { $railroad ->
        [orange] { -cr-orange }
        [yellow] { -cr-yellow }
        [green] { -cr-green }
        [black] { -cr-black }
        [white] { -cr-white }
       *[other] { $railroad }
    }

## Where the game stands

cr-phase-turn = playing
cr-phase-over = over
cr-what-card = choose a card from your hand
cr-what-action = take a share, build track or lay your card on the map
cr-what-build = build another cube, lay your card, or end your turn
cr-what-swap_give = give a card to the discards (you built on a Red Swap hex)
cr-what-swap_take = take a card from the discards
cr-what-other = make your move
cr-ping = { $mention }, your turn: { $what }
cr-reason-hands_played_down = Every hand is down to its last cards.
cr-status-seat =
    { $name }: { $hand ->
        [one] { $hand } card
       *[other] { $hand } cards
    }, shares: { $shares }
cr-status-no_shares = none
cr-status-values = Railroad values: { $values }
# One railroad in the list of cr-status-values.
cr-status-value = { $railroad } { $value }

## Cards: "O4 (Orange: ½ symbol, lake)", in hands, choices and moves

# limit: 100
cr-card = { $card } ({ $railroad }: { $features })
cr-feature-symbol = symbol
cr-feature-symbol_half = ½ symbol
cr-feature-lake = lake
cr-feature-swap = swap
cr-feature-purple = purple

## Moves, as select options, buttons and autocomplete choices

# limit: 100
cr-act-card = Choose { $card }
# limit: 100
cr-act-share = Take a share of { $railroad }
# limit: 100
cr-act-build = Build { $railroad } at { $hex }
# $turned: how the card lies (cr-turned); $rotation: 0 or 180, the picture's code A or B.
# $at: the hex under the card's top centre (the place the picture outlines).
# limit: 100
cr-act-place =
    { $rotation ->
        [180] Lay the card at { $at }, { $turned } (B)
       *[other] Lay the card at { $at }, { $turned } (A)
    }
# limit: 80
# limit: 80
cr-act-discard = Discard the card (nothing else is possible)
# limit: 80
cr-act-stop = End my turn
# limit: 100
cr-act-swap_give = Give { $card } to the discards
# limit: 100
cr-act-swap_take = Take { $card } from the discards
# The picker's levels above the moves (a select option, and the placeholder below it).
# limit: 95
cr-group-build = Build { $railroad }
# limit: 95
cr-group-place = Lay the card on the map

## The player's own situation (the DM prompt, /game hand)

cr-hand-shares = Your shares: { $shares }
cr-hand-no_shares = Your shares: none yet
# One railroad in the list of cr-hand-shares.
cr-hand-share = { $n } { $railroad }
cr-hand-chosen = Card in play: { $card }
cr-hand-discards = Discards (open to all): { $cards }

## A finished turn, in the thread and in /game since

cr-turn = { $name } { $what }.
cr-turn-card = chose { $card }
cr-turn-share = took a share of { $railroad }
# $turned: how the card lies (cr-turned).
cr-turn-placed = laid it on the map at { $at }, { $turned }
cr-turn-cubes = built { $cubes }
# One railroad's cubes in cr-turn-cubes and cr-img-cubes ($hex: one hex or a list of two).
cr-cube = { $railroad } at { $hex }
cr-turn-swap = swapped { $gave } for { $took }
cr-turn-discarded = discarded { $card }
cr-turn-caption = The map after turn { $turn }.

## The board image

# On the Starting City's four hexes (capitals: it is drawn large, like a place name).
cr-img-city = CITY
cr-img-head = Turn { $turn } (round { $round }), { $name } to move
cr-img-last = Last turn: { $name } { $what }
cr-img-over =
    { $turns ->
        [one] Game over after { $turns } turn: { $name } wins
       *[other] Game over after { $turns } turns: { $name } wins
    }
# $railroad: the railroad's name (cr-railroad): "an Orange share", "a Green share".
cr-img-share = took { $railroad ->
        [Orange] an
       *[other] a
    } { $railroad } share
# $turned: how the card lies (cr-turned).
cr-img-placed = played { $card } at { $at }, { $turned }
cr-img-cubes = built { $cubes }
cr-img-swap = swapped { $gave } for { $took }
cr-img-discarded = discarded { $card }
cr-img-passed = passed
# A railroad's value on its Shares card: empty boxes +1, purple hexes +2, symbol hexes +5.
cr-img-value =
    = { $value }  ({ $empty ->
        [one] { $empty } empty box
       *[other] { $empty } empty boxes
    } + { $purple }×2 purple + { $symbols }×5 symbol)
cr-img-hand = hand { $n }
cr-img-seat =
    shares { $shares }/{ $max } · { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    } so far
# The same once the game is over (the points are final).
cr-img-seat-final =
    shares { $shares }/{ $max } · { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    }
cr-img-discards =
    { $n ->
        [0] Discards: none
       *[other] Discards ({ $n }): { $cards }
    }
cr-img-legend = ~ lake   ⇄ swap   +2 purple   ● symbol +5   □ empty box +1
cr-img-removed = ({ $railroad } removed)

## The final scores image

cr-img-scores-title = Card Rails: { $name } wins
cr-img-scores-railroad = railroad
cr-img-scores-empty = empty boxes
cr-img-scores-purple = purple ×2
cr-img-scores-symbols = symbols ×5
cr-img-scores-value = value
cr-img-scores-players = player: shares (cubes + cards) × value = points
# Final Dividend Payout: a railroad's value is shared among its shareholders, rounded up.
cr-img-scores-players-dividend = player: shares ÷ all shares × value, rounded up = points
cr-img-scores-detail =
    { $cubes ->
        [one] { $cubes } cube
       *[other] { $cubes } cubes
    }, { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }

## The card sheet (docs/cardrails-cards.png)

cr-img-sheet-title = Card Rails: the 45 Track cards and the Starting City
cr-img-sheet-legend = ~ lake (no cube)   ⇄ swap   +2 purple   ● railroad symbol (+5)   grey: open 1/2 hex

## Refused moves: the rule, explained (bot/errors.py shows rule-cardrails-<code>)

rule-cardrails-unknown_action = Card Rails has no move called “{ $action }”.
rule-cardrails-not_your_turn = It is not your turn: wait until the game asks you to move.
rule-cardrails-wrong_step =
    { $step ->
        [card] Not now: first choose a card from your hand.
        [action] Not now: you have chosen your card, so take a share, build track or lay the card on the map (or choose another card).
        [build] Not now: you are building track, so build another cube, lay your card if you still hold it, or end your turn.
        [swap_give] Not now: you built into a Red Swap hex, so first give a card from your hand to the discards.
        [swap_take] Not now: you gave a card to the discards, so take a card from the discards in exchange.
       *[other] That move does not fit this step of your turn.
    }
rule-cardrails-malformed = That move is not written as the game expects: a “{ $action }” move has exactly type, { $keys }.
rule-cardrails-not_in_hand = { $card } is not in your hand.
rule-cardrails-not_in_discards = { $card } is not in the discards.
rule-cardrails-swap_same = A swap is an exchange: take a different card from the discards than the one you just gave.
rule-cardrails-unknown_railroad = There is no railroad “{ $railroad }” in this game.
rule-cardrails-share_limit = You can never have more than { $limit } share cubes in front of you.
rule-cardrails-no_cubes =
    There are no cubes left on the { $railroad ->
        [orange] { -cr-orange }
        [yellow] { -cr-yellow }
        [green] { -cr-green }
        [black] { -cr-black }
        [white] { -cr-white }
       *[other] { $railroad }
    } Shares card, so you can't take a share of that railroad: choose another one.
rule-cardrails-build_no_cubes =
    The { $railroad ->
        [orange] { -cr-orange }
        [yellow] { -cr-yellow }
        [green] { -cr-green }
        [black] { -cr-black }
        [white] { -cr-white }
       *[other] { $railroad }
    } Shares card has no cube left: every cube of track comes from it.
rule-cardrails-bad_hex = “{ $hex }” is not a hex name: hexes are named like E2N1, W1, S3 or 0, as on the board.
rule-cardrails-off_map = { $hex } is not on the map yet.
rule-cardrails-half_hex = { $hex } is only a 1/2 hex: track goes only into a whole hex (a 1/2 hex becomes whole when a card with the matching half is laid against it).
rule-cardrails-city = { $hex } is the Starting City: every railroad begins there, and track is built next to it, not in it.
rule-cardrails-lake = { $hex } is a Blue Lake hex: lakes cannot hold any cube.
rule-cardrails-occupied = { $hex } already holds a cube: each hex can only hold one.
rule-cardrails-not_adjacent =
    Track must be built next to its own color: { $hex } touches no { $railroad ->
        [orange] { -cr-orange }
        [yellow] { -cr-yellow }
        [green] { -cr-green }
        [black] { -cr-black }
        [white] { -cr-white }
       *[other] { $railroad }
    } track and is not next to the Starting City.
rule-cardrails-must_use_card = You laid your card on the map to build into a 1/2 hex: one of your cubes must go into a hex that card completed.
rule-cardrails-no_more_cubes = You build with 1 or 2 cubes a turn, no more.
rule-cardrails-bad_rotation = A card only turns half a turn (rotation 0 or 180): a quarter turn would leave the hex grid.
rule-cardrails-already_played = You have already laid your card on the map this turn.
rule-cardrails-overlap = A card may not cover any card already on the map: lay it so that only its 1/2 hexes meet the map.
rule-cardrails-no_match = The card must complete a 1/2 hex already on the map: lay it so that one of its 1/2 hexes meets an open 1/2 hex.
rule-cardrails-no_build_there = You lay a card only to build into a 1/2 hex it completes, and no cube could go into a hex completed at { $at }.
rule-cardrails-must_act = You can still take a share or build: discarding your card without doing either is only for when nothing else is possible.
rule-cardrails-not_possible = That move is not possible now.

## Open Hands, ties (the rulebook: "Tie? Last tied player in turn order wins.")
# /game hand with Open Hands: another player's hand.
cr-hand-open = { $name } holds: { $cards }
# /game status with Open Hands: a seat's line and its cards.
cr-status-open_hand = { $seat }; hand: { $cards }
# The thread's final scores when the best total is tied.
cr-final-tie = Tie at { $total } between { $names }. Tie? Last tied player in turn order wins: { $winner }.
cr-final-tie_won = You tied at { $total } with { $names }. Tie? Last tied player in turn order wins: you played after them, so you win.
cr-final-tie_lost = You tied at { $total } with { $names }. Tie? Last tied player in turn order wins: { $winner } played after you, so { $winner } wins.
cr-final-tie_place = You tied at { $total } with { $names }: between tied players, the later in turn order is placed first.
## /cardrails build: one command, one whole turn
cr-err-half_turn_cube = That is not a whole turn: your card is laid on the map, so a cube must go into a hex it completes ({ $hexes }). Give that cube as hex or hex2. Nothing was played.
cr-err-half_turn_swap = That cube enters a Red Swap hex, and the exchange of cards is chosen step by step: play this turn with the picker (/game hand). Nothing was played.
cr-err-extra_cube = Your turn would end before the last cube you gave: nothing more can be built after it. Leave hex2 empty. Nothing was played.
cr-err-half_turn = That is not a whole turn. Nothing was played.

## The board image, phone-sized (every text large enough to read at 430 px)

# On a railroad's Shares card, under its value: what the value is made of.
cr-img-card-empty =
    { $n ->
        [one] { $n } empty box
       *[other] { $n } empty boxes
    }
cr-img-card-purple = { $n } purple ×2
cr-img-card-symbols =
    { $n ->
        [one] { $n } symbol ×5
       *[other] { $n } symbols ×5
    }
# A player's points, in large type on their card.
cr-img-points =
    { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    }
cr-img-shares = shares { $shares }/{ $max }
# The key to the map, each beside its picture.
cr-img-key-lake = lake: no cube
cr-img-key-swap = swap a card
cr-img-key-purple = purple +2
cr-img-key-symbol = symbol +5
cr-img-key-empty = empty box +1
