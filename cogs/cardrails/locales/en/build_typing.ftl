## /cardrails build: a cube offered with the place of the card it needs laid first.

# A `hex` suggestion while `place` is empty and the cube can go there only once the card is
# laid: $build is a cr-act-build text, $at the place, $turned a cr-turned text, $side A or B
# (about 90 characters; a suggestion longer than 100 is cut by bot/suggest.py).
cr-ac-build-laid = { $build }, once the card is laid at { $at }, { $turned } ({ $side })
# /cardrails build: `hex` was chosen with the card's place ($at) and `place` names another.
cr-err-two_places = The cube into { $hex } you chose already lays the card at { $at }: leave `place` empty, or give that same place.
