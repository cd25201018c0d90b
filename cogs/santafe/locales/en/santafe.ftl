## Santa Fe, the railroad game: every text the game shows in Discord and draws in its images.
##
## Stay as they are in every language: city names (as printed on the map), railroad names
## (Santa Fe, Southern Pacific, Great Northern, Union Pacific, Kansas Pacific) and their
## abbreviations (SF, SP, GN, UP, KP), the arrow "→" and the "×" of counts.
## $railroad is a railroad's abbreviation unless a comment says it is its name.
## Money is in dollars, as on the game's chips: write amounts the way your players would.

game-santafe = Santa Fe

## Lobby options

opt-santafe-advanced = Advanced rules
opt-santafe-tile_purchase = Optional rule: buying tiles

## The /santafe commands (descriptions: at most 100 characters)

cmd-santafe = Santa Fe moves
cmd-santafe-track = Lay a track tile
cmd-santafe-pass = End your turn or pass, when the rules allow it
cmd-santafe-buy = Buy a track tile (optional rule)
opt-santafe-railroad = The railroad
opt-santafe-to = Where its railhead goes

## Phases: after "Round 3, " in status lines and pins, and in the image's status line.

sf-phase-setup = setup
sf-phase-choose = choosing cards
sf-phase-track = laying track
sf-phase-exchange = Double Turn exchange
sf-phase-draw = drawing
sf-phase-purchase = buying tiles
sf-phase-over = game over

## What the players are asked to do now: after "Your decision: " and in reminders.

sf-prompt-what-play = play a card for this round
sf-prompt-what-exchange = exchange cards for your Double Turn (pick none to keep them)
sf-prompt-what-draw = draw cards from the pile of your choice
sf-prompt-what-engineer = decide whether to buy the Engineer
sf-prompt-what-track = lay track (use /santafe track or the panel)
sf-prompt-what-purchase = decide whether to buy a track tile

## The button under a thread ping that opens the choices, per phase (button labels).

# limit: 80
sf-panel-track = Lay track
# limit: 80
sf-panel-choose = Play a card
# limit: 80
sf-panel-exchange = Exchange cards?
# limit: 80
sf-panel-draw = Draw a card
# limit: 80
sf-panel-setup = Buy the Engineer?
# limit: 80
sf-panel-purchase = Buy a tile?
# The placeholder of the multi-select of City cards to discard on a Double Turn.
# limit: 150
sf-exchange-placeholder = City cards to exchange (none: keep them all)

## Posts in the game's thread

# $lines: one sf-reveal-line per player.
sf-reveal =
    Round { $round }: the cards are revealed!
    { $lines }
sf-reveal-line = { $name }: { $card }
sf-your_turn = { $mention }, your turn to lay track (round { $round }, track-laying turn { $turn } of 2).
# A Double Turn: $tile is the tile about to be laid, 1 or 2.
sf-your_turn-double = { $mention }, your turn to lay track (round { $round }, track-laying turn { $turn } of 2, Double Turn: tile { $tile } of 2).
sf-board_caption = The board after round { $round }, track-laying turn { $turn }.

## Why the game ended (a whole sentence; also in the final image)

sf-reason-tiles_exhausted = All track tiles have been placed.
sf-reason-player_blocked = { $name } could not place a track tile.
sf-reason-all_passed = Everyone passed.
sf-reason-none = { "" }

## /game status

# $flags is " ✓" once the player has chosen a card this round, else empty.
sf-status-seat = { $name }: { $hand ->
        [one] 1 card
       *[other] { $hand } cards
    }, ${ $money }{ $flags }
# $tiles: a list of sf-status-tiles-item.
sf-status-tiles = Track tiles left: { $tiles }
sf-status-tiles-item = { $railroad } { $n }

## Cards

sf-card-double_turn = Double Turn
sf-card-none = nothing (no card to play)
# A play with a Branch Line card: "Omaha + KP Branch Line".
sf-card-with_branch = { $card } + { $railroad } Branch Line

## The hand, in DMs and /game hand ($cards: a list, after "Your hand: ")

sf-hand-double_turns = Double Turn ×{ $n }
sf-hand-branch = { $railroad } Branch Line (play it this round)
# A City card in hand or played: its value, and what it scores now (value × railroads there).
sf-hand-worth = { $city } ({ $n ->
        [0] { $value }, no railroad yet
        [one] { $value } × 1 railroad = { $points }
       *[other] { $value } × { $n } railroads = { $points }
    })
sf-hand-played = Played: { $cards }; { $points ->
        [one] 1 point
       *[other] { $points } points
    } now
sf-hand-money = Money: ${ $money }
sf-hand-engineer = { " " }· Engineer
# $tiles: a list of sf-hand-purchased-item.
sf-hand-purchased = { " " }· bought tiles: { $tiles }
sf-hand-purchased-item = { $railroad }×{ $n }
# The player's own result at the end, after their score and place.
sf-final-breakdown = Money: ${ $money }. City cards: { $cities }.
sf-final-city = { $city } { $points }
sf-final-no_cities = none

## A track-laying move, as posted in the thread

sf-move = { $name }: { $what }
# $where: sf-position, then what the tile cost (sf-paid).
sf-move-tile = { $railroad } { $src } → { $dst }{ $where }
sf-move-branch = { $railroad } Branch Line { $src } → { $dst }{ $where }
sf-move-passed = passed
sf-move-forced = passed (cannot pay for any placement)
sf-move-end_turn = ends the turn after one tile
sf-move-reached = { $railroad } reaches { $city }
# $bonus: sf-bonus-city or sf-bonus-special.
sf-move-earned = { $reached }, +{ $bonus }
sf-move-reached_list = { $line }; { $cities }

## Moves, as offered in selects, buttons and autocomplete ("Move accepted: ...")

# limit: 100
sf-play = Play { $card }
# limit: 100
sf-play-branch = Play { $card } and lay your { $railroad } Branch Line
# Told after the play, when the Branch Line card has left the hand.
# limit: 100
sf-play-branch-any = Play { $card } and your Branch Line
# $details: sf-position, then the price (sf-price) and what it earns (sf-earns).
# limit: 100
sf-track = { $railroad }: { $src } → { $dst }{ $details }
# limit: 100
sf-track-branch = { $railroad } Branch Line: { $src } → { $dst }{ $details }
# limit: 100
sf-end_turn = End turn
# limit: 100
sf-pass = Pass
# limit: 100
sf-draw-city = Draw a City card
# limit: 100
sf-draw-double_turn = Draw a Double Turn card
# limit: 100
sf-draw-branch = Draw the { $railroad } Branch Line
# limit: 100
sf-draw-branch-price = Draw the { $railroad } Branch Line (${ $cost })
# limit: 100
sf-draw-engineer = Draw the Engineer (free; your hand is { $hand } cards from then on)
# limit: 100
sf-stop_drawing = Stop drawing
# $cards: a list of city names.
# limit: 100
sf-exchange = Exchange { $cards }
# limit: 100
sf-exchange-none = Keep all cards
# limit: 100
sf-engineer-buy = Buy the Engineer (${ $cost })
# limit: 100
sf-engineer-skip = Do not buy the Engineer
# limit: 100
sf-buy_tile = Buy one { $railroad } tile (${ $cost })
# limit: 100
sf-no_purchase = Buy nothing

## Details of a tile: where it lies on its route, its price, what it earns

# The tile's place along its route of $n spaces; $line is "second" on the second line of a
# double route, else "first".
sf-position = { " " }({ $k } of { $n }{ $line ->
        [second] , 2nd line
       *[first] { "" }
    })
# Why a tile costs money. With the Engineer, rivers are free (only the mountain is paid).
sf-terrain = { $terrain ->
        [river] river
        [mountain] mountain
        [both] river + mountain
        [mountain_free] mountain; river free with your Engineer
       *[free] river free with your Engineer
    }
# The same, told to everyone after the move: "the Engineer" of the player who laid it.
sf-terrain-paid = { $terrain ->
        [river] river
        [mountain] mountain
        [both] river + mountain
        [mountain_free] mountain; river free with the Engineer
       *[free] river free with the Engineer
    }
sf-price = { " " }· ${ $cost } ({ $why })
sf-paid = , paid ${ $cost } ({ $why })
# $bonuses: a list of sf-bonus-city and sf-bonus-special.
sf-earns = { " " }· earns { $bonuses }
sf-earns-doubled = { " " }· earns { $bonuses } (doubled)
sf-bonus-city = ${ $amount } first railroad there
sf-bonus-special = ${ $amount } { $railroad } bonus

## /game since: what happened since a player's last move

sf-since-reveal = Round { $round }: { $plays }
sf-since-play = { $name } played { $card }
# $railroads: the railroads' abbreviations, as a list.
sf-since-track = { $name } laid { $n ->
        [one] a tile
       *[other] { $n } tiles
    } ({ $railroads }){ $extra }
# $cities: a list of sf-since-reached.
sf-since-connected = ; connected { $cities }
sf-since-reached = { $railroad } → { $city }
sf-since-bonus = ; earned ${ $amount }
sf-since-passed = { $name } passed
sf-since-exchanged = { $name } exchanged { $n ->
        [0] no card
        [one] a card
       *[other] { $n } cards
    }
sf-since-bought = { $name } bought one { $railroad } tile
sf-since-engineer = { $name } bought the Engineer
# $reason: a sf-reason sentence; $winners: a list of names, $count of them.
sf-since-game_over = Game over. { $reason } { $count ->
        [one] Winner
       *[other] Winners
    }: { $winners }

## Images: the status line and caption above the players (one line each, cut if too long)

sf-img-round = Round { $round }
sf-img-track_turn = track-laying turn { $turn } of 2
# $names: a list of the players still choosing.
sf-img-waiting = waiting for { $names }
sf-img-to_move = { $name } to move
sf-img-setup = Setup: players may buy an Engineer for ${ $price }
sf-img-choosing = Round { $round }: players choose a card in secret
# $tiles: who laid which tiles, e.g. "Ann SF→Houston ×2, Bob KP→Denver".
sf-img-tiles = Round { $round }: { $tiles }
sf-img-earned = { $name } +${ $amount }
sf-img-passed = { $name } passed
# $reason: a sf-reason sentence.
sf-img-over = Game over in round { $round }. { $reason }
sf-img-over-last = Game over in round { $round }. { $reason } Last tiles: { $tiles }

## Images: each player's box (short: five boxes share the image's width)

sf-img-hand = { $n ->
        [one] 1 card in hand
       *[other] { $n } cards in hand
    }
# Where a player's box is too narrow for sf-img-hand (five players).
sf-img-hand-short = { $n ->
        [one] 1 card
       *[other] { $n } cards
    }
sf-img-double_turns = { $n ->
        [one] 1 Double Turn
       *[other] { $n } Double Turns
    }
sf-img-branch = Branch { $railroad }
sf-img-engineer = Engineer
# $tiles: "SF×2 KP×1".
sf-img-bought = Bought { $tiles }
sf-img-chosen = ✓ card chosen
sf-img-choosing-seat = … choosing
sf-img-played = Played { $card }
sf-img-played-branch = Played { $card } + Branch { $railroad }
# The tag of the player holding the train piece (first player this round): very short.
sf-img-first = 1st
sf-img-money = ${ $money }

## Images: the railroads' strip and the legend below the players

sf-img-tiles_left = { $n ->
        [one] 1 tile left
       *[other] { $n } tiles left
    }
sf-img-cities = { $n ->
        [one] 1 city
       *[other] { $n } cities
    }
# Every route of the railroad is dead-ended.
sf-img-dead = dead-ended
sf-img-legend-home = ★ home city
sf-img-legend-special = ■ ${ $amount } railroad bonus
sf-img-legend-ring = gold ring: ${ $amount } bonus still open
sf-img-legend-count = ×n: railroads connected
sf-img-legend-terrain = river or mountain ${ $one }, both ${ $two }

## Images: the final scores

# $names: a list of the winners, $count of them.
sf-img-winners = Game over · { $count ->
        [one] winner
       *[other] winners
    }: { $names }
sf-img-winner = ★ winner
sf-img-total = { $total ->
        [one] 1 point
       *[other] { $total } points
    } = ${ $money } + { $cards } from City cards

## Refused moves: the rule, explained (after "Not allowed: ")

rule-santafe-unknown_action = Santa Fe has no such move.
rule-santafe-not_your_turn = It is not your turn.
# $phase: what the table is doing now; $action: the move that was tried.
rule-santafe-wrong_phase = { $phase ->
        [setup] Players are still deciding whether to buy the Engineer
        [choose] Players are still choosing their cards
        [track] Players are laying track
        [exchange] Double Turn players are exchanging cards before the second track-laying turn
        [draw] Players are drawing cards
        [purchase] Players are buying track tiles
       *[over] The game is over
    }; { $action ->
        [engineer] the Engineer can be bought only before the game begins
        [play] cards are chosen at the start of each round
        [track] track comes after the reveal
        [end_turn] ending your turn comes after your first tile of a Double Turn
        [pass] passing is for track-laying turns
        [exchange] the Double Turn exchange comes at the start of the second track-laying turn
        [draw] cards are drawn after the second track-laying turn
        [stop_drawing] cards are drawn after the second track-laying turn
        [buy_tile] track tiles are bought after everyone has drawn
        [no_purchase] track tiles are bought after everyone has drawn
       *[other] that move comes at another time
    }.
rule-santafe-no_tile_purchase = This game does not use the optional rule of buying track tiles.
rule-santafe-engineer_advanced = Engineer cards are used only in the advanced game.
rule-santafe-malformed_engineer = Say whether you buy the Engineer or not.
rule-santafe-engineer_cost = An Engineer card costs ${ $price } and you have ${ $money }.
rule-santafe-none_left = No Engineer card is left.
rule-santafe-malformed_play = Choose a City card or a Double Turn card from your hand.
rule-santafe-nothing_to_play = You have no card you can play this round.
rule-santafe-first_round_city = In the first round only, players must play a City card.
rule-santafe-no_branch_card = You hold no Branch Line card.
rule-santafe-branch_must_be_played = A Branch Line card must be played in the round right after the one in which it was drawn, together with a City or Double Turn card.
rule-santafe-card_not_in_hand = That card is not in your hand.
rule-santafe-malformed_track = Say which railroad lays the tile, on which route, toward which city.
# $railroads: the five railroads' names.
rule-santafe-unknown_railroad = There is no such railroad. The railroads are { $railroads }.
rule-santafe-unknown_route = There is no such route on the board.
# $a, $b: the route's two cities.
rule-santafe-wrong_direction = The route between { $a } and { $b } leads to one of those two cities.
rule-santafe-turn_done = You have placed all the tiles this turn allows.
rule-santafe-purchased_not_yet = Purchased tiles may be played only once all unpurchased track tiles have been placed.
# In the rules messages, $railroad is the railroad's name ("Union Pacific").
rule-santafe-no_tiles = All of the { $railroad }'s track tiles are placed.
rule-santafe-cannot_afford = That tile costs ${ $cost } ({ $terrain ->
        [river] river
        [mountain] mountain route
       *[both] river and mountain route
    }) and you have ${ $money }.
rule-santafe-no_branch = You did not play a Branch Line card for the { $railroad }.
rule-santafe-max_routes = Each railroad company may split into at most { $routes } routes (the original route plus { $branches } branch lines).
rule-santafe-route_taken = The { $railroad } already lays track on this route: once one railroad company begins laying track between two cities, no other railroad company may lay track along that same route.
rule-santafe-opposite_side = This route is being built from the other city: track is laid from one side only.
rule-santafe-route_complete = This route is already complete.
rule-santafe-double_route = Where two lines are drawn between a pair of cities, a single railroad company may not place track on both of them.
rule-santafe-home_city = A railroad company's first track tile must connect to its home city: { $city } for the { $railroad }.
rule-santafe-not_connected = The { $railroad } does not reach { $city }: every track tile must extend a route that has already been placed.
rule-santafe-dead_end = Every route of the { $railroad } is dead-ended; only a Branch Line can extend it.
rule-santafe-not_a_railhead = Every track tile must extend a route that has already been placed, and no route of the { $railroad } ends at { $city }. Starting a new route from another connected city needs a Branch Line card.
rule-santafe-must_place = If a legal track tile can be placed, the player must place one.
rule-santafe-already_placed = You already placed a tile this turn; end your turn.
rule-santafe-no_passing = If a legal track tile can be placed, the player must place one (passing is part of the advanced game).
rule-santafe-malformed_exchange = Pick the City cards from your hand to exchange, or none to keep them.
rule-santafe-discard_not_in_hand = You may only discard City cards from your hand.
rule-santafe-pile_too_small = { $left ->
        [0] No City card is left to draw, so you cannot discard any.
        [one] Only 1 City card is left to draw; discard at most one.
       *[other] Only { $left } City cards are left to draw; discard at most that many.
    }
rule-santafe-malformed_draw = Only a Branch Line card is drawn for a railroad; other cards are not.
rule-santafe-malformed_branch = Say which railroad's Branch Line card you draw.
rule-santafe-malformed_pile = Draw a City card, a Double Turn card, a Branch Line card or an Engineer card.
rule-santafe-city_pile_empty = The City card draw pile is exhausted.
rule-santafe-double_turn_pile_empty = No Double Turn card remains.
rule-santafe-branch_pile_empty = No { $railroad } Branch Line card remains.
rule-santafe-engineer_pile_empty = No Engineer card remains.
rule-santafe-one_branch = A player may hold only one Branch Line card in hand at a time.
rule-santafe-branch_cost = Drawing a Branch Line card costs ${ $price }.
rule-santafe-one_engineer = Each player may use only one Engineer card.
rule-santafe-must_draw = Each player draws cards until their hand is full; you may stop only when no City or Double Turn card is left to draw.
rule-santafe-none_to_buy = The { $railroad } has no unpurchased tiles left.
rule-santafe-tile_price = A track tile costs ${ $price } and you have no money left.

## /game stats: the best city card of a player's latest games.
sf-stats-best_city = Best city card lately: { $city }, { $points ->
    [one] { $points } point
   *[other] { $points } points
} in one game

## A finished prompt, in one line: what the player did, in the past tense, with its price

sf-done-play = Played { $card }.
sf-done-play-branch = Played { $card } with your Branch Line.
# "an SF", "an SP" (said letter by letter: "es-ef"), "a GN", "a UP", "a KP".
sf-done-track = Laid { $railroad ->
        [SF] an
        [SP] an
       *[other] a
    } { $railroad } tile from { $src } toward { $dst }.
sf-done-track-branch = Laid the { $railroad } Branch Line from { $src } toward { $dst }.
sf-done-draw-city = Drew a City card.
sf-done-draw-double_turn = Drew a Double Turn card.
sf-done-draw-branch = Drew the { $railroad } Branch Line for ${ $cost }.
sf-done-draw-engineer = Drew the Engineer (free; your hand is { $hand } cards from now on).
sf-done-exchange = Exchanged { $cards }.
sf-done-exchange-none = Kept all your cards.
sf-done-engineer-buy = Bought the Engineer for ${ $cost }.
sf-done-engineer-skip = Did not buy the Engineer.
sf-done-buy_tile = Bought one { $railroad } tile for ${ $cost }.
sf-done-end_turn = Ended your turn.
sf-done-pass = Passed.
sf-done-stop_drawing = Stopped drawing.
sf-done-no_purchase = Bought nothing.
