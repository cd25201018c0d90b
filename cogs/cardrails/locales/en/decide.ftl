## What a player decides now: each kind of choice, as the prompt's sentence names it
## ("Your decision: take a share, build track, or lay your card on the map"). The sentence lists
## only the kinds offered, joined as alternatives ("A, B, or C").

cr-kind-card = choose a card from your hand
cr-kind-share = take a share
cr-kind-build = build track
# The turn's second cube.
cr-kind-build_more = build a second cube
cr-kind-place = lay your card on the map
cr-kind-stop = end your turn
cr-kind-discard = discard your card (nothing else is possible)
cr-kind-swap_give = give a card to the discards (you built on a Red Swap hex)
cr-kind-swap_take = take a card from the discards

# How a card lies on the map: as printed, or turned half a turn. One wording everywhere: the
# choices, the thread's lines and the board image ($rotation: 0 or 180).
cr-turned =
    { $rotation ->
        [180] turned half a turn
       *[other] as printed
    }

# /cardrails share or build names another card than the one already chosen this turn ($card: its id).
cr-err-card_chosen = You have already chosen { $card } for this turn: play it (the card option), or finish the turn with /game hand. Nothing was played.

## Why a move cannot be taken back (after "Your last move cannot be taken back: ").
cr-undo-card = it chose the card of its turn, a choice that is final
cr-undo-shown = it showed the card of the turn (laid on the map or discarded)
cr-undo-swap = it entered a Red Swap hex, and the exchange of cards that follows shows cards

## The start line: who starts and why, what is out of the game, when it ends.
# $name holds the Priority Deal card; $order: every player in turn order, from $name.
cr-start-first = { $name } holds the Priority Deal card, given at random as the rules say: { $name } starts, and the turns go round in this order: { $order }.
# 3 players: one railroad is removed ($railroad: its name; $cards: its Track cards).
cr-start-removed = With 3 players one railroad is removed: { $railroad } is out of the game, with its Shares card, its cubes and its { $cards } Track cards.
cr-start-end = The game ends when every hand is down to { $n } cards.

## /game rules: the picture of one railroad's Track cards ($railroad: its name; $n: how many).
cr-img-cards-title = { $railroad }: its { $n } Track cards, as printed
