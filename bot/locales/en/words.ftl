## Sentences once put together in code (punctuation, lists), and the ratings' and replay's
## answers. Ids are the code's dotted ids with dashes, as in platform.ftl.

# The leaderboard chart's legend, one line per player: place, name, latest rating.
board-chart-legend = { $rank }. { $name }: { $rating }
# The replay button's answers, to whoever pressed it (only they see it).
replay-done = The replay is in the game's thread: { $link }
replay-drawing = The replay is being drawn; it will appear in the game's thread ({ $link }) in a moment.
replay-no_thread = This game's thread no longer exists: there is nowhere to post its replay.
# A game named with its number: "Santa Fe #3".
game-numbered = { $game } #{ $id }
# A game in the /game commands' suggestions, after its number: "Santa Fe (in progress)".
game-choice = { $game } ({ $status })
# A seat in the lobby's list: "2. Computer 1 (easy)", "3. (free)".
lobby-seat = { $n }. { $name }
# An option with a value, in the lobby's options line: "Rounds: 3".
options-value = { $option }: { $value }
# The same on the lobby's button for that option.
# limit: 80
lobby-option-value = { $option }: { $value }
