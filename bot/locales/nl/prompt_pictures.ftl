## De afbeeldingen bij een vraag (bot/prompt_picture.py, bot/option_codes.py).

# limit: 100
picker-coded = { $code }: { $text }
thread-board_now = Het bord zoals het nu is.
alt-prompt = { $game }: { $parts }
alt-prompt-options = het bord met je { $n } genummerde keuzes
alt-prompt-board = het bord zoals het nu is
alt-prompt-hand = je kaarten
