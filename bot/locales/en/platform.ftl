## The platform's own texts, shared by every game: English.
## Ids are the code's dotted ids with dashes (code "lobby.btn.join" is lobby-btn-join here).
## A "# limit: N" comment above a message: Discord shows it in a place of at most N characters.
## Arguments: $id is a game number (never grouped); other numbers follow the language's format.

cmd-game = Play slow board games
cmd-game-new = Open a lobby for a new game in this channel
cmd-game-list = List the games in this server
cmd-game-status = Whose move, since when, and the table at a glance
cmd-game-board = Post the current board
cmd-game-hand = Your hand and pending decisions (only you see it)
cmd-game-leave = Leave a game (a computer player takes your seat once it has started)
cmd-game-cancel = Cancel a game (host or Manage Server)
cmd-game-since = What happened since your last move, with the board (only you see it)
cmd-game-settings = Reminders, deadline, away mode and seats (host or Manage Server)
cmd-game-away = Mark yourself away: your moves are made for you or your deadline waits
cmd-game-back = You are back: end your away time
cmd-game-replace = Hand a seat to another member or a computer (host or Manage Server)
cmd-game-resign = Give your seat to a computer player
opt-game = Which game (not needed inside a game's thread)
opt-reminder_hours = Hours before the first reminder (1 to 336)
opt-second_reminder_hours = Hours from the first to the second reminder (1 to 336)
opt-deadline_hours = Hours a player has to move (0 for no deadline)
opt-deadline_action = What happens when a deadline passes
opt-away_mode = What happens while a player is away
opt-cpu_fill = At the start, computer players fill the empty seats
opt-until = How long: hours or days, e.g. 36h or 3d
opt-seat = The seat to hand over
opt-with = The member who takes the seat (leave empty for a computer player)
choice-deadline-move = The computer moves for them
choice-deadline-ask_host = Ask the host
choice-away-play = The computer moves for them
choice-away-pause = Their deadline waits
opt-kind = Which board game
opt-language = The language of the game's messages and images (default: the server's)
opt-game_language = The language of the game's messages and images from now on
opt-options = Options by name, e.g. name or name=no (the lobby also has a toggle for each)
err-unknown_kind = I don't know that game. Games you can open: { $known }.
err-options-unknown = This game has no option "{ $name }". Its options: { $known }.
err-options-value = The option "{ $name }" takes { $choices }.
err-options-bad = I could not read those options; write them as name or name=value, separated by commas.
lobby-opened_in = A game's thread holds one game: the new lobby is in { $where }.
opt-seats = Number of seats
lobby-title = { $game } #{ $id }: lobby
lobby-body =
    Host: { $host }
    Options: { $options }
    Language: { $language }
    Seats ({ $n }/{ $max }):
    { $seats }
lobby-empty_seat = (empty)
lobby-btn-join = Join
lobby-btn-leave = Leave
lobby-btn-cpu = Add computer player
lobby-btn-start = Start
lobby-btn-language = Language: { $language }
lobby-joined = You joined { $game }.
lobby-left = You left { $game }.
lobby-already_seated = You already have a seat.
lobby-not_seated = You have no seat in this game.
lobby-full = All seats are taken.
lobby-too_few = { $min ->
    [one] At least one player is needed to start.
   *[other] At least { $min } players are needed to start.
}
lobby-not_host = Only the host can do that.
lobby-not_open = This lobby is closed.
lobby-thread_name = { $game } #{ $id }
lobby-thread_intro = This thread belongs to { $game } #{ $id }. Its moves, images and pings appear here.
lobby-started = { $game } #{ $id } started. Seats in order: { $seats }.
lobby-closed_status = Status: { $status }
options-none = standard rules
cpu-name = Computer { $n }
status-lobby = in the lobby
status-active = in progress
status-over = finished
status-cancelled = cancelled
ok-done = Done.
ok-choice_saved = Choice saved: { $label }. You can change it until the last player locks in.
ok-move = Move accepted: { $label }.
ok-choice_final = Locked in: { $label }. You were the last to choose, so the choices are now revealed.
dm-chose = Your choice: { $label }.
err-already_done = That was already done; nothing changed.
err-not_your_turn = The game is not waiting for you right now.
err-not_seated = Only seated players can do that.
err-no_game_here = No game found. Use this inside a game's thread or pick one with the game option.
err-unknown_game = I don't know that game.
err-game_not_active = That game is not in progress.
err-illegal = Not allowed: { $rule }
err-pick_from_list = Pick one of the suggestions in the list (start typing to filter it).
err-bad_value = I could not read that choice; use the suggestions.
err-unexpected = Sorry, something went wrong on my side (error id { $error_id }).
err-no_permission = Only the host or someone with Manage Server can do that.
err-no_engine = That game is not installed yet.
list-title = Games in this server
list-empty = No games here yet. Start one with /game new.
list-line = #{ $id } { $game }: { $status }, { $n ->
    [one] { $n } player
   *[other] { $n } players
}, { $where }{ $mine }
list-mine = { " " }(you play)
status-title = { $game } #{ $id }: { $status }
status-round = { $stage }, phase: { $phase }
status-waiting = Waiting for { $who } (for { $waited } now).
status-language = Language: { $language }
status-game_over = The game is over.
hand-title = { $game } #{ $id } ({ $thread })
hand-cards = Your hand: { $cards }
hand-no_cards = Your hand is empty.
hand-nothing_pending = Nothing is waiting for you in this game right now.
hand-pending = Your decision: { $what }
hand-choice = Your current choice: { $label }
# limit: 150
prompt-select = Choose…
prompt-what-other = make your move
btn-show_hand = Show my hand
thread-dm_closed = { $mention }, I cannot send you direct messages. Use /game hand or the button below; only you will see your hand.
thread-decision_ping = { $mention }, a decision is waiting for you in { $game } #{ $id }.
thread-lockin = { $stage }, { $phase }. Locked in: { $locked }. Waiting for: { $waiting }.
thread-lockin-nobody = nobody yet
thread-decision_ping-what = { $mention }, your move: { $what }
thread-final =
    Game over. { $reason }
    { $lines }
    { $count ->
        [one] Winner: { $winners }
       *[other] Winners: { $winners }
    }
thread-final-line = { $name }: { $total ->
    [one] { $total } point
   *[other] { $total } points
}
thread-final-players = Thanks for playing, { $players }!
dm-final = The game is over. Your score: { $score ->
    [one] { $score } point
   *[other] { $score } points
}, place { $place } of { $n }.
dm-final-won = You won. Well played!
btn-replay = Watch the whole game
replay-caption = { $game } #{ $id }, the whole game ({ $n ->
    [one] one picture
   *[other] { $n } pictures
}).
replay-posted = The replay is already in the thread: { $link }
replay-none = This game has no pictures to replay.
thread-replaced_thread = The thread of { $game } #{ $id } was deleted; the game goes on in a new thread.
thread-board_again = The board as it stands:
thread-broken = { $host }, game #{ $id } cannot go on: its record of moves is damaged or no longer replays ({ $reason }). The other games are not affected.
err-game_broken = This game cannot go on: its record of moves is damaged or no longer replays. Its host has been told.
thread-cancelled = { $game } #{ $id } was cancelled by { $who }. Players: { $players }. Nobody is waited for any more.
dm-cancelled = **{ $game } #{ $id }** was cancelled; this prompt no longer works.
thread-member_left = { $name } left the server: their seat is no longer pinged. { $host }, a computer player can take the seat (button below), or give it to someone with /game replace.
btn-seat_to_cpu = A computer plays the seat
lobby-new_host = The host left the lobby: { $name } hosts it now.
lobby-closed_empty = Everyone left the lobby: it is closed.
thread-seat_to_cpu = { $name } left; a computer player takes over the seat.
thread-event = { $text }
dm-header = **{ $game } #{ $id }** (thread: { $link })
dm-stale = This prompt is out of date; /game hand shows what waits for you.
pin-title = **{ $game } #{ $id }**: { $stage }, { $phase }
pin-waiting = Waiting for: { $who }
pin-waiting-item = { $name } (turn began { $since }){ $away }
pin-waiting-cpu = { $name } (computer)
pin-away = , away until { $until }
pin-locked = Locked in: { $names }
pin-deadline = Clock: { $hours } h per decision and a bank of { $bank } h per player; then { $action }.
pin-over = **{ $game } #{ $id }**: the game is over. { $count ->
    [one] Winner: { $winners }
   *[other] Winners: { $winners }
}
pin-cancelled = **{ $game } #{ $id }**: cancelled.
remind-1 =
    Reminder: **{ $game } #{ $id }** has been waiting for you for { $waited } (thread: { $link }).
    Your decision: { $what }
remind-2 =
    Second reminder: **{ $game } #{ $id }** has been waiting for you for { $waited } (thread: { $link }). The others are waiting; please make your move.
    Your decision: { $what }{ $deadline }
remind-thread-1 = { $mention }, reminder: { $game } #{ $id } has been waiting for you for { $waited } ({ $what }).
remind-thread-2 = { $mention }, second reminder: { $game } #{ $id } has been waiting for you for { $waited } ({ $what }). Please make your move.{ $deadline }
remind-deadline-move =
    { "" }
    If you have not moved by { $when }, the computer player moves for you.
remind-deadline-ask_host =
    { "" }
    If you have not moved by { $when }, the host decides whether the computer player moves for you.
thread-moved_for-deadline = Deadline passed: the computer moved for { $name }{ $what }.
thread-moved_for-away = { $name } is away: the computer moved for them{ $what }.
thread-moved_for-host = The host decided: the computer moved for { $name }{ $what }.
thread-moved_for-what = { " " }({ $label })
dm-moved_for = **{ $game } #{ $id }** (thread: { $link })
    The computer made this move for you: { $label }.
thread-ask_host = { $host }, the deadline passed for { $name } ({ $what }). Should the computer player move for them, or do we wait another deadline period?
btn-deadline-move = Move for them
btn-deadline-wait = Wait
thread-ask_host-moved =
    { $text }
    → { $who }: the computer moves for them.
thread-ask_host-waited =
    { $text }
    → { $who }: we wait another deadline period.
settings-title = **Settings of { $game } #{ $id }**
settings-body =
    First reminder after { $r1 } h; second reminder { $r2 } h later.
    Deadline: { $deadline }.
    While a player is away: { $away }.
    Computer players fill empty seats at the start: { $fill }.
settings-deadline-none = none
settings-deadline-some = { $hours } h per decision and a bank of { $bank } h per player, then { $action }
settings-action-move = the computer player moves for them
settings-action-ask_host = the host is asked
settings-away-play = the computer player moves for them
settings-away-pause = their deadline waits
settings-yes = yes
settings-no = no
settings-saved = Saved.
settings-language = Language of the game's messages and images: { $language }
err-settings-range = { $name } must be between { $lo } and { $hi }; nothing was changed.
err-settings-deadline_early = The deadline must come after the first reminder ({ $r1 } h); nothing was changed.
err-settings-choice = I don't know that choice; nothing was changed.
err-settings-closed = That game is over; its settings no longer matter.
away-set = You are away until { $until } in { $games }.
away-game-play = { $game } #{ $id } (the computer player makes your moves)
away-game-pause = { $game } #{ $id } (your deadline waits)
away-back = Welcome back! Your away time has ended in { $games }.
away-not_away = You were not away in any game here.
err-away-bad = I could not read that duration; use e.g. 36h or 3d (at most 30 days).
err-away-no_games = You play no game in progress here.
thread-replaced = { $old }'s seat is now played by { $new }.
thread-replaced_cpu = A computer player now plays { $old }'s seat.
thread-resigned = { $name } resigned; a computer player takes the seat.
dm-seat_given = You now play { $name }'s seat in this game.
dm-seat_taken = **{ $game } #{ $id }**: someone else plays this seat now; this prompt no longer works.
thread-seat_given_closed_dm = { $mention }, you now play { $name }'s seat. I cannot send you direct messages: use /game hand (only you will see your hand).
ok-replaced = Done: the seat was handed over.
ok-resigned = You resigned from { $game }; a computer player takes your seat.
err-replace-unknown_seat = There is no such seat in this game; pick one from the list.
err-replace-has_seat = { $name } already plays a seat in this game.
err-replace-same = That member already plays this seat.
err-replace-bot = A bot cannot take a seat; leave the member empty for a computer player.
err-replace-cpu = A computer player already plays this seat.
since-title = **Since your last move in { $game } #{ $id }** ({ $n ->
    [one] one move since
   *[other] { $n } moves since
}):
since-title-start = **Since the start of { $game } #{ $id }** ({ $n ->
    [one] one move so far
   *[other] { $n } moves so far
}):
since-nothing = Nothing happened in { $game } #{ $id } since your last move.
since-more = (… { $n ->
    [one] one earlier line left out
   *[other] { $n } earlier lines left out
})
since-now = Now: { $stage }, { $phase }; waiting for { $who }.
since-now-over = The game is over.
round-n = Round { $round }
status-seat-cards = { $name }: { $hand ->
    [one] { $hand } card
   *[other] { $hand } cards
}{ $flags }
# limit: 100
picker-more = More… (page { $page } of { $pages })
# limit: 100
picker-back = ↩ Back
picker-page = (page { $page } of { $pages }: pick "More…" for the rest)
err-stale_choice = That choice is no longer possible. Use /game hand for the current ones.
err-stale_prompt = This prompt is out of date; use /game hand for the current one.
err-seats_range = { $game } takes { $min } to { $max } players.
# limit: 80
lobby-option-on = { $option }: on
# limit: 80
lobby-option-off = { $option }: off
cmd-game-mine = Every game, in every server, that is waiting on you
mine-none = No game is waiting on you right now.
mine-title = Games waiting on you
mine-line = { $game } #{ $id }: { $link }
cmd-game-undo = Take back your last move (if only computers moved since, showing nothing hidden)
thread-undone = { $n ->
    [0] { $name } took back their last move.
    [one] { $name } took back their last move and the computer's move after it; the computer plays again once { $name } has moved.
   *[other] { $name } took back their last move and the { $n } computer moves after it; the computers play again once { $name } has moved.
}
ok-undone = { $n ->
    [0] Your last move is taken back.
    [one] Your last move is taken back, and the computer's move after it: it plays again once you have moved.
   *[other] Your last move is taken back, and the { $n } computer moves after it: they play again once you have moved.
}
err-undo-nothing = There is no move of yours to take back.
err-undo-others = Someone else has moved since: your move stands.
err-undo-hidden = Your last move cannot be taken back: { $why }.
cmd-game-move = Make your move: pick one of your legal moves
opt-move = Your move (type to filter the list)

## Rules every game shares (refusals by the engine's core).
rule-not_a_player = Only the players seated in this game can move in it.
rule-malformed = That is not a move of this game.
rule-unknown_fields = That move has details this game does not know.
rule-game_over = The game is over: no more moves.

# The running message, alt text of images
thread-lockin-all = { $stage }, { $phase }: everyone has chosen ({ $locked }).
alt-score = { $name } { $score }
alt-board = { $round ->
    [0] { $phase }.
   *[other] Round { $round }, { $phase }.
} Waiting for: { $waiting }. Scores: { $scores }.
alt-final = Final scores: { $scores }. Winner: { $winners }.

## Ratings, history and stats (/game leaderboard, stats, history).
cmd-game-leaderboard = The best players of this server at a game, by rating
opt-leaderboard-game = Which game
cmd-game-stats = A member's games, wins, average place and rating, per game, on this server
opt-stats-member = Whose (default: yours)
cmd-game-history = A member's finished games on this server, newest first, with scores and replays
cmd-game-leaderboard_optout = Stay off the leaderboards (your games still count), or appear again
opt-optout-hide = True: stay off every leaderboard; False: appear on them again
ratings-cpu = Computer ({ $level })
board-title = Leaderboard: { $game }
board-line = **{ $rank }.** { $name }: { $rating } ({ $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
})
board-empty = Nobody has finished a game of { $game } on this server yet.
board-footer = Page { $page } of { $pages }. The rating is a cautious estimate of skill: it rises as you play and win.
# limit: 80
btn-board-prev = ◀ Previous
# limit: 80
btn-board-next = Next ▶
board-chart-title = { $game }: rating over the latest games
board-chart-axis = games played
board-chart-alt = Chart of the rating of the top players of { $game } over their latest games. Now: { $lines }.
board-chart-entry = { $name } { $rating }
stats-title = Stats of { $name } on this server
stats-line = **{ $game }**: { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}, average place { $place }, rating { $rating } { $trend }
stats-trend-up = (▲ { $change } over the last games)
stats-trend-down = (▼ { $change } over the last games)
stats-trend-flat = (steady)
stats-none = { $name } has not finished a game on this server yet.
history-title = Finished games of { $name } on this server
history-game = **{ $game } #{ $id }**, { $when }: { $link }
history-no_thread = its thread is gone
history-seat = { $place }. { $name }: { $score }
history-seat-resigned = { $place }. { $name }: { $score } (resigned)
history-seat-left = { $place }. { $name }: { $score } (left the server)
history-none = { $name } has not finished a game on this server yet.
history-footer = Page { $page } of { $pages }.
# limit: 80
btn-history-replay = Replay #{ $id }
ok-optout-hidden = You no longer appear on leaderboards; your games still count. /game leaderboard_optout hide:False brings you back.
ok-optout-shown = You appear on leaderboards again.
err-board-unknown_game = There is no game called { $name }. Pick one from the list.

## Whose turn it is, and how long a wait has lasted.
err-not_your_turn-who = It is not your turn: the game is waiting for { $who }.
err-not_your_turn-secret = It is not your turn: the game is waiting for a choice made in private.
err-no_suggestions = You have nothing of that kind to play right now, so there is nothing to pick.
duration-moment = a moment
duration-minutes = { $n ->
    [one] one minute
   *[other] { $n } minutes
}
duration-hours = { $n ->
    [one] one hour
   *[other] { $n } hours
}
duration-days = { $n ->
    [one] one day
   *[other] { $n } days
}
options-yes_no = yes / no

## Computer levels: the easy (heuristic) and the strong computer player.
cpu-level-heuristic = easy
cpu-level-strong = strong
cpu-level-random = random
cpu-name_level = Computer { $n } ({ $level })
# limit: 80
lobby-btn-cpu_strong = Add strong computer player
err-cpu_level = This game has no computer player of that level; nothing was changed.
opt-computer_level = Level of the computer that plays for someone (deadline, away, replace)
choice-level-heuristic = Easy
choice-level-strong = Strong
settings-computer = The computer that plays for someone: { $level }.

## /game server_settings: a server's defaults for its new games (Manage Server).
cmd-game-server_settings = This server's defaults for new games (Manage Server)
opt-server_computer_level = Level of the computer that plays for someone in new games
server_settings-computer = In this server's new games, the computer that plays for someone: { $level }. A game's host can change it with /game settings.
err-server_settings-permission = Only someone with Manage Server can change this server's settings; nothing was changed.
err-server_settings-guild = Server settings are changed in a server, not in a direct message.
