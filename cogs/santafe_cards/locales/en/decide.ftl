## What a player decides now: each kind of choice, as the prompt's sentence names it
## ("Your decision: start a duel or play no duel card"). The sentence lists only the kinds
## offered, joined as alternatives ("A, B, or C").

sfc-kind-give = pass one card face down to the player on your left, the lone cowboy (never a 10)
sfc-kind-ready = say that you are ready
sfc-kind-sheriff = choose to be a brave or a cowardly sheriff
sfc-kind-mario = choose whether to swap Mario "the Scorpion" for his black twin
sfc-kind-sheriff_mario = choose brave or cowardly sheriff, and whether to swap Mario "the Scorpion"
sfc-kind-start = play a start card
sfc-kind-duel = start a duel
sfc-kind-raise = raise the duel with stronger duel cards
sfc-kind-no_duel = play no duel card
sfc-kind-pass = pass (turn your start card)
sfc-kind-take_back = take your duel cards back (then play stronger ones)
sfc-kind-scorpion_swap = take Mario back and put a card from your hand in his place
sfc-kind-no_swap = leave Mario on the table
sfc-kind-add = add a card face down

## Why a move cannot be taken back (after "Your last move cannot be taken back: ").
sfc-undo-sealed = it was a secret choice, which is changed by choosing again until everyone has chosen
sfc-undo-shown = it put cards on the table (or passed) for everyone to see

## The start line: who starts and why (R3: the rules give it to whoever last saw a western).
sfc-start-first = { $name } is the start player of round 1 of { $rounds }: the rules give it to whoever last saw a western, which the bot cannot ask, so the first seat begins. The start player passes one seat to the left every round. Each round begins with the lone cowboy: everyone passes a card face down to the left.
