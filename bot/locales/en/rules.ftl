## /game rules and /game help (cogs/rules.py, bot/rules.py).

cmd-game-rules = A game's rules, topic by topic (only you see them)
opt-rules-game = Which board game
opt-rules-topic = Which topic (leave it empty for the contents)
cmd-game-help = The commands you use, grouped (only you see them)
# The contents: $topics is one numbered line per topic.
rules-contents =
    { $topics }

    Turn the pages with the buttons below, or go straight to a topic with /game rules and its topic option.
rules-title = Contents
# A page's heading.
rules-page = { $game }, the rules: { $title } (page { $page } of { $pages })
# limit: 80
rules-btn-contents = Contents
rules-none = { $game } has no rules in the bot yet.
# One line in the lobby and in a player's first prompt.
rules-hint = New to { $game }? /game rules explains it topic by topic, and /game help lists the commands.
help-title = Whistlestop: the commands
help-intro = Type / in a server to use them. Inside a game's thread the game option is not needed; what only you should see (your hand, these pages) is answered privately.
help-group-start = Start or find a game
help-group-play = Play
help-group-slow = Take your time
help-group-host = For the host
help-group-ratings = Ratings
help-group-more = More
