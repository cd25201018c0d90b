## What a player decides now: each kind of choice, as the prompt's sentence names it
## ("Your decision: lay a track tile or end your turn after one tile"). The sentence lists only
## the kinds offered, joined as alternatives ("A, B, or C").

sf-kind-play = play a card for this round
sf-kind-exchange = exchange City cards for your Double Turn (pick none to keep them)
sf-kind-track = lay a track tile (with /santafe track or the panel)
sf-kind-end_turn = end your turn after one tile
sf-kind-pass = pass
sf-kind-draw = draw a card
sf-kind-stop_drawing = stop drawing (nothing you could draw is left)
sf-kind-engineer = buy the Engineer or not
sf-kind-buy_tile = buy a track tile
sf-kind-no_purchase = buy nothing

## Why a move cannot be taken back (after "Your last move cannot be taken back: ").
sf-undo-sealed = it was a card chosen in secret for the round (choose again instead, until everyone has chosen)
sf-undo-turn_over = it ended the track-laying turn, and what came after it (cards drawn or played) cannot be unseen
sf-undo-drawn = it drew or exchanged cards, and a card seen stays seen

## The start line: who starts and why (R1: the rules give it to the youngest player).
sf-start-first = { $name } is the first player: the rules give it to the youngest player, whom the bot cannot know, so the first seat begins. The first player passes one seat to the left every round.
# The advanced game begins with the Engineer, offered in turn order.
sf-start-first-advanced = { $name } is the first player: the rules give it to the youngest player, whom the bot cannot know, so the first seat begins, with the Engineer offered in turn order. The first player passes one seat to the left every round.
