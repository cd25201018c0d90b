## Deciding a move: whose turn it is when a move comes out of turn.

# A sealed decision (everyone chooses in secret): the player has chosen already.
err-not_your_turn-locked = You have chosen for this step already; the game is waiting for { $n ->
    [one] one player
   *[other] { $n } players
}: { $who }.
# A sealed decision the player has no part in.
err-not_your_turn-not_asked = Nothing is asked of you in this step; the game is waiting for { $n ->
    [one] one player
   *[other] { $n } players
}: { $who }.

## A prompt closed because the game is over (bot/closing.py): after "**Santa Fe #3** (thread: …): ".
# After what the player chose for that decision ("Laid GN: Milwaukee → Minneapolis.").
prompt-closed-over = The game is over.
prompt-closed-over_unanswered = { $header }: the game ended before this decision: nothing is asked of you any more.

## Undo (bot/undo.py): why a move stands. $why is a clause about the move ("it showed ...").
# A computer moved after the player's move, and that computer's move showed something.
err-undo-since = Your last move cannot be taken back: { $name } moved after it, and { $why }.
# The reason a game gives when it says no more (after "cannot be taken back: ").
undo-why-hidden = it showed something hidden (a card drawn, shown or revealed)

## The start line (bot/opening.py): the options in force, after who plays and what the set-up made.
start-options = Options in force: { $options }.
