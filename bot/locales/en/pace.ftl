# A pace for slow games: the clock and bank, quiet hours, nudges, rematches, how long a game takes.

## The clock of each decision
clock-prompt = Your time runs out { $when }.
pin-due = , time runs out { $when }
thread-moved_for-skip = { $name }'s time ran out: they let this decision go{ $what }.
thread-moved_for-forced = { $name } had only one possible move{ $what }: it was made at once.
remind-deadline-skip =
    { "" }
    If you have not moved by { $when }, you pass where the rules allow it (else the computer player moves for you).
choice-deadline-skip = They pass where the rules allow it
settings-action-skip = they pass where the rules allow it (else the computer player moves for them)
opt-bank_hours = Hours in each player's time bank, which slow answers draw on
lobby-pace = Pace: { $pace }
lobby-estimate = About { $decisions } decisions each ({ $choices } with a real choice); at this pace, about { $low } to { $high } days.
lobby-estimate-noclock = About { $decisions } decisions each ({ $choices } with a real choice); without a clock the game takes as long as its players.

## The server's pace for new games
opt-server_deadline_hours = Hours per decision in new games (0 for no clock)
opt-server_bank_hours = Hours in each player's time bank in new games
opt-server_deadline_action = What happens in new games when a player's time runs out
server_settings-pace = New games' pace: { $pace }

## Your own settings: time zone and quiet hours
cmd-game-me = Your time zone and quiet hours, for every game
opt-time_zone = Your time zone: type your city (e.g. Paris, New York)
opt-quiet_hours = Your quiet hours on your own clock, e.g. 22:00-08:00 (or off)
me-title = **Your settings** (for every game, in every server)
me-zone = Time zone: { $zone } (it is { $now } for you now)
me-zone-none = Time zone: not set, so nothing is held for you.
me-quiet = Quiet hours: { $start } to { $end }
me-quiet-none = Quiet hours: none
me-explain = During your quiet hours, reminders and other DMs that can wait are held until they end, and your clock never runs out (it moves to their end). Thread pings are not held.
err-me-zone = I don't know the time zone "{ $zone }": type your city and pick it from the list; nothing was changed.
err-me-quiet = I could not read "{ $text }" as quiet hours: write them like 22:00-08:00, or off; nothing was changed.
err-me-quiet_empty = Quiet hours need an end different from their start, e.g. 22:00-08:00; nothing was changed.
err-me-quiet_no_zone = Quiet hours are read on your own clock: set your time zone too; nothing was changed.
me-ask = Whistlestop can keep quiet during your nights: what can wait arrives in your morning, and your clock never runs out while you sleep. Set your time zone with the button (quiet hours 22:00 to 08:00; change both with /game me), or ignore this: nothing is held until you do.
btn-me-zone = Set my time zone
me-pick = Pick your time zone (any other: /game me, typing your city):
# limit: 150
me-ask-placeholder = Your time zone
me-zone_set = Your time zone is now { $zone }, with quiet hours from { $start } to { $end }. Change them with /game me.

## /game nudge
cmd-game-nudge = Send the player(s) the game waits for a reminder by DM
opt-nudge-player = Only this player (one the game waits for)
nudge-dm = **{ $game } #{ $id }** (thread: { $link })
    { $who } nudged you: the game is waiting for you.
    Your decision: { $what }
nudge-thread = { $mention }, { $who } nudged you: the game is waiting for you ({ $what }).
nudge-done = Nudged by DM: { $names }. The next nudge in this game is possible { $next }.
err-nudge-nobody = The game is waiting for nobody you can nudge right now (only computers, you, or players away); nothing was sent.
err-nudge-not_awaited = The game is not waiting for { $name } right now; nothing was sent.
err-nudge-too_soon = This game was nudged { $when }; the next nudge is possible { $next }.

## Rematch
btn-rematch = Rematch
rematch-opened = The rematch lobby is open: { $link }
rematch-exists = The rematch lobby is already open: { $link }
rematch-invite = Rematch of { $game } #{ $old }, with the same options, language and pace. { $players }: press Join in the lobby to play again.
err-rematch-not_host = Only the host of the game ({ $host }) can start the rematch.
