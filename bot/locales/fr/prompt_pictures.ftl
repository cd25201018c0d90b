## Les images jointes à une invite (bot/prompt_picture.py, bot/option_codes.py).

# limit: 100
picker-coded = { $code } : { $text }
thread-board_now = Le plateau tel qu'il est maintenant.
alt-prompt = { $game } : { $parts }
alt-prompt-options = le plateau avec vos { $n } options numérotées
alt-prompt-board = le plateau tel qu'il est maintenant
alt-prompt-hand = vos cartes
