## The picture with a prompt (DM, /game hand): the player's hand as cards.

sfc-img-hand-title = { $n ->
        [one] Your hand: { $n } card
       *[other] Your hand: { $n } cards
    }
