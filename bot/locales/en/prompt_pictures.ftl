## The pictures that go with a prompt (bot/prompt_picture.py, bot/option_codes.py).

# A picker option that is a place on the picture: its code, then its short text
# ("3: Green into E2, +3").
# limit: 100
picker-coded = { $code }: { $text }
# The board posted just before a ping when the thread's last image is out of date (with the
# lines of the moves since, when there are none above it to join).
thread-board_now = The board as it is now.
# The prompt picture's description for screen readers: $parts is a list of alt-prompt-*.
alt-prompt = { $game }: { $parts }
alt-prompt-options = the map with your { $n } numbered options
alt-prompt-board = the board as it is now
alt-prompt-hand = your cards
