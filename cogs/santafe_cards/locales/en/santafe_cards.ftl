## Santa Fe: the card game: every text of the game in Discord and in its images.
## Ids are the code's dotted ids with dashes (sfc.act.start is sfc-act-start).
## The game's words (trick, duel, lone cowboy, Deputy...) are listed in fr/GLOSSARY.md and
## nl/GLOSSARY.md with the choices made for each language.

## The game's name and options, as the lobby shows them.

game-santafe-cards = Santa Fe: the card game
opt-santafe-cards-ten_wolves = Ten Wolves
opt-santafe-cards-corrupt_sheriff = Corrupt Sheriff
opt-santafe-cards-black_scorpion = Mario "the Black Scorpion"

## The /cards play command.

cmd-cards = Santa Fe: the card game
cmd-cards-play = Play: a start card, a duel, a pass (only your legal plays are offered)
opt-cards-move = Your play (type to filter the list)

## Cards. $value is the number on the card; $kind is one of: plain (a card with a number
## only), sheriff, corrupt, deputy, dynamite, bandit, wolves, mario, black-mario.

# The cards' names, as printed on them.
sfc-card-name-sheriff = Sheriff
sfc-card-name-corrupt = Corrupt Sheriff
sfc-card-name-deputy = Deputy
sfc-card-name-dynamite = Mr. Dynamite
sfc-card-name-bandit = Bandit
sfc-card-name-wolves = Ten Wolves
sfc-card-name-mario = Mario "the Scorpion"
sfc-card-name-black-mario = Mario "the Black Scorpion"
# A card in a list ("Your hand: Sheriff (1), 2, 7"): a plain card is its number.
sfc-card-plain = { $value }
sfc-card-valued = { $name } ({ $value })
# A card inside a sentence or a choice, with the article the sentence needs: "Play a 7",
# "Ann plays the Sheriff (1)". Unique cards take "the", cards with copies "a".
sfc-card-a =
    { $kind ->
        [sheriff] the { sfc-card-name-sheriff } ({ $value })
        [corrupt] the { sfc-card-name-corrupt } ({ $value })
        [deputy] a { sfc-card-name-deputy } ({ $value })
        [dynamite] { sfc-card-name-dynamite } ({ $value })
        [bandit] a { sfc-card-name-bandit } ({ $value })
        [wolves] { sfc-card-name-wolves } ({ $value })
        [mario] { sfc-card-name-mario } ({ $value })
        [black-mario] { sfc-card-name-black-mario } ({ $value })
       *[plain]
            { $value ->
                [8] an { $value }
               *[other] a { $value }
            }
    }

## Phases: the status line ("phase: ...") and the images.

sfc-phase-pass = passing the lone cowboy
sfc-phase-declare = the sheriff decides
sfc-phase-play = playing tricks
sfc-phase-scorpion = Mario's swap
sfc-phase-fill = filling up face down
sfc-phase-over = game over

## What a player is asked to do ("Your decision: ...", reminders).

sfc-what-pass = pass your lone cowboy, one card face down, to the player on your left (never a 10)
sfc-what-declare = say that you are ready; whoever holds the sheriff chooses brave or cowardly
sfc-what-play = play in the trick (a start card, a duel or a pass)
sfc-what-scorpion = you lost the duel to Mario "the Black Scorpion"; swap him for a card from your hand, or not
sfc-what-fill = add cards from your hand face down until you have played as many as the duel winner

## Choices: select options, buttons and "Move accepted: ...". $card is a sfc-card-a text.

# limit: 100
sfc-act-give = Pass { $card } to the left (your lone cowboy)
# limit: 100
sfc-act-ready = Ready
# limit: 100
sfc-act-brave = Brave sheriff: lay it open (my points this round count double)
# limit: 100
sfc-act-coward = Cowardly sheriff: keep it hidden in my hand
# limit: 100
sfc-act-brave-swap = Brave sheriff, and swap Mario "the Scorpion" for his black twin
# limit: 100
sfc-act-coward-swap = Cowardly sheriff, and swap Mario "the Scorpion" for his black twin
# limit: 100
sfc-act-swap_only = Swap Mario "the Scorpion" for Mario "the Black Scorpion"
# limit: 100
sfc-act-keep_mario = Keep Mario "the Scorpion" (no swap)
# limit: 100
sfc-act-start = Play { $card }
# limit: 100
sfc-act-duel = Duel with { $count } × { $value }
# The duel cards are 2s and Mario "the Black Scorpion" is one of the 2s in hand.
# limit: 100
sfc-act-duel-mario = Duel with { $count } × { $value }, the Black Scorpion among them
# limit: 100
sfc-act-duel-no_mario = Duel with { $count } × { $value }, without the Black Scorpion
# limit: 100
sfc-act-no_duel = No duel
# limit: 100
sfc-act-pass = Pass (turn my start card)
# limit: 100
sfc-act-take_back = Take my duel cards back (then play stronger ones)
# limit: 100
sfc-act-scorpion_swap = Take Mario back and put { $card } in his place
# limit: 100
sfc-act-no_swap = Leave Mario on the table
# limit: 100
sfc-act-add = Add { $card } face down
# The picker's level above the duel plays.
# limit: 100
sfc-group-duel = Start or raise a duel…

## The player's own situation (direct message, /game hand).

sfc-hand-received = The lone cowboy you received: { $card }
sfc-hand-passed = Your lone cowboy, passed to the left: { $card }
sfc-hand-sheriff-brave = You are the brave sheriff: your points this round count double.
sfc-hand-sheriff-cowardly = You are the cowardly sheriff (nobody knows): win the last trick playing the sheriff for 75 points.
sfc-hand-table = On the table:
# One line per player below "On the table:"; $cards are the duel cards.
sfc-play-start = - { $name }: { $card }
sfc-play-duel = - { $name }: { $card }, duel with { $cards }
sfc-play-passed = - { $name }: { $card } (passed)
sfc-play-duel-passed = - { $name }: { $card }, duel with { $cards } (passed)
sfc-hand-to_add =
    You still add { $n ->
        [one] one card
       *[other] { $n } cards
    } face down.
sfc-received = You received { $card } from { $name }: the lone cowboy.

## What happens, in the game's thread.

sfc-line-round = Round { $round } of { $rounds } begins; { $name } leads the first trick.
sfc-line-passed = Everyone has passed a lone cowboy to the left.
sfc-line-brave = { $name } is a brave sheriff: "I am the law!" The sheriff lies open, and { $name }'s points this round count double!
sfc-line-mario_swapped = { $name } swaps Mario "the Scorpion" for Mario "the Black Scorpion".
sfc-line-start = { $name } plays { $card }.
sfc-line-duel = { $name } duels with { $cards }.
sfc-line-duel-start = { $name } starts a duel with { $cards }!
sfc-line-took_back = { $name } takes back { $cards }.
sfc-line-duel_passed = { $name } passes.
sfc-line-duel_won = { $name } wins the duel.
sfc-line-scorpion = { $name } takes Mario "the Black Scorpion" back into their hand.
# $counts: a list of sfc-line-fill-item.
sfc-line-fill = Filling up face down for the duel winner: { $counts }.
sfc-line-fill-item =
    { $name } adds { $n ->
        [one] one card
       *[other] { $n } cards
    }
sfc-line-trick =
    { $name } wins trick { $trick } ({ $cards ->
        [one] one card
       *[other] { $cards } cards
    }).
sfc-line-trick-last =
    { $name } wins trick { $trick }, the last trick of the round ({ $cards ->
        [one] one card
       *[other] { $cards } cards
    }).
# $totals: a list of sfc-line-scored-item.
sfc-line-scored = Round { $round } is scored: { $totals }.
# $points: this round's points with their sign (sfc-signed-plus); $total: the running total.
sfc-line-scored-item = { $name } { $points } (total { $total })
sfc-reason-seven_rounds = Seven rounds are played.
sfc-status-seat =
    { $name }: { $hand ->
        [one] one card
       *[other] { $hand } cards
    }, { $tricks ->
        [one] one trick
       *[other] { $tricks } tricks
    } this round, { $score ->
        [one] one point
       *[other] { $score } points
    }

## Numbers with a sign (points won or lost).

sfc-signed-plus = +{ $n }
sfc-number = { $n }

## The images. Room is short: keep these about as long as the English.

# The line above the table.
sfc-img-caption-over =
    Game over after { $rounds } rounds. { $count ->
        [one] Winner
       *[other] Winners
    }: { $winners }
sfc-img-caption-trick = Round { $round }/{ $rounds }, trick { $trick }
sfc-img-caption-duel = Round { $round }/{ $rounds }, trick { $trick }: duel, { $name } strongest
sfc-img-caption-won =
    Round { $round }/{ $rounds }, trick { $trick } to { $name } ({ $cards } cards = { $tricks ->
        [one] { $tricks } trick
       *[other] { $tricks } tricks
    })
sfc-img-caption-phase = Round { $round }/{ $rounds }: { $phase }
# The line below the table.
sfc-img-footer = Round { $round }/{ $rounds } · { $phase }
sfc-img-footer-last = Round { $round }/{ $rounds } · { $phase } · last trick: Deputies are 0
# Marks beside a player's name.
sfc-img-lead = leads
sfc-img-brave = brave sheriff
sfc-img-mario = Black Scorpion
sfc-img-wins = wins the trick
sfc-img-winner = wins the duel
sfc-img-done = done
sfc-img-in_hand = { $n } in hand
# Under a start card turned a quarter: the player passed.
sfc-img-passed = passed
# Card names on the card faces (about 9 letters fit).
sfc-img-card-sheriff = Sheriff
sfc-img-card-corrupt = Corrupt
sfc-img-card-deputy = Deputy
sfc-img-card-dynamite = Dynamite
sfc-img-card-bandit = Bandit
sfc-img-card-wolves = 10 Wolves
sfc-img-card-mario = Mario
sfc-img-card-black-mario = Black Mario
# The score sheet.
sfc-img-sheet-title = Score sheet · round { $round }/{ $rounds }
sfc-img-sheet-title-final = Score sheet · final
# A round's row, as short as possible.
sfc-img-sheet-round = R{ $round }
sfc-img-sheet-total = Total
sfc-img-sheet-detail = Round { $round } in detail
sfc-img-part-table = tricks
sfc-img-part-all_tricks = all tricks
sfc-img-part-bandits = Bandits
sfc-img-part-dynamite = Mr. Dynamite
sfc-img-part-deputies = Deputies
sfc-img-part-last_trick = last trick
sfc-img-part-sheriff = sheriff
sfc-img-part-coward = coward
sfc-img-part-corrupt = corrupt
sfc-img-part-wolves = Ten Wolves
sfc-img-part-mario = Mario
sfc-img-part-round = round
# The tricks row: tricks won, then their points.
sfc-img-tricks-points = { $tricks }: { $points }
# The brave sheriff's round points, doubled.
sfc-img-doubled = { $points } (×2)
sfc-img-legend-brave = ★ brave sheriff: all points of the round count double

## Refused moves: the rule explained (the bot shows "Not allowed: ..." before it).

rule-santafe-cards-unknown_action = Santa Fe: the card game has no such move ("{ $kind }").
rule-santafe-cards-wrong_phase =
    That move belongs to another part of the round. Now: { $phase ->
        [pass] everyone passes a lone cowboy to the left
        [declare] the sheriff's holder decides, everyone else says ready
        [play] the trick is being played
        [scorpion] the loser of a duel decides about Mario "the Black Scorpion"
        [fill] players fill up face down for the duel winner
       *[other] { $phase }
    }.
rule-santafe-cards-not_waiting = You have made this choice; wait for the others.
rule-santafe-cards-not_your_turn = It is not your turn in this trick; play goes clockwise from the player who leads it.
rule-santafe-cards-malformed_card = That move must name exactly one card from your hand.
rule-santafe-cards-card_not_in_hand = That card is not in your hand.
rule-santafe-cards-ten_not_passable = A card with value 10 (Bandit, Mr. Dynamite, Ten Wolves) may never be passed as the lone cowboy.
rule-santafe-cards-nothing_to_declare = You hold neither the sheriff nor Mario "the Scorpion": just say you are ready.
rule-santafe-cards-malformed_declare = The sheriff's choice needs an answer to both questions: brave or not, swap Mario or not.
rule-santafe-cards-no_sheriff = Only the player holding the sheriff can be a brave sheriff.
rule-santafe-cards-no_mario = Only the player holding Mario "the Scorpion" can swap him for Mario "the Black Scorpion".
rule-santafe-cards-must_declare = You hold the sheriff or Mario "the Scorpion": make your choice instead of just saying ready.
rule-santafe-cards-start_played = You have already played your start card in this trick.
rule-santafe-cards-start_first = Play your start card first: every player puts one card into each trick.
rule-santafe-cards-duel_running = A duel is running: join it with stronger duel cards, or pass.
rule-santafe-cards-nothing_to_take_back = You have no duel cards on the table to take back.
rule-santafe-cards-no_stronger = Taking your duel cards back is only allowed when you can then play stronger ones, and you cannot.
rule-santafe-cards-must_replace = You took your duel cards back, so now you must play stronger ones.
rule-santafe-cards-not_possible = That move is not possible at this point of the trick.
rule-santafe-cards-mixed_duel = All your duel cards must show the same number.
rule-santafe-cards-malformed_duel = A duel needs a card number and how many cards of it you play.
rule-santafe-cards-leader_no_duel = The player who leads the trick may not start a duel (they may join one later).
rule-santafe-cards-ten_no_duel = Cards with value 10 can never be duel cards.
rule-santafe-cards-take_back_first = You already have duel cards on the table: take them back before you play new ones.
rule-santafe-cards-duel_is_start_value = Your duel cards may not show the number of your own start card ({ $value }).
rule-santafe-cards-not_enough_cards =
    You do not hold { $count ->
        [one] a card
       *[other] { $count } cards
    } with the number { $value }.
rule-santafe-cards-too_many_duel_cards =
    You may play at most one duel card more than the strongest duel on the table: { $most ->
        [one] one card
       *[other] { $most } cards
    } at most.
rule-santafe-cards-too_weak =
    Your duel cards must beat the strongest ones on the table ({ $count } × { $value }): more cards, or as many with a lower number; the same number is enough too, unless you have just taken your own cards back.
rule-santafe-cards-duel_not_possible = That duel is not possible at this point of the trick.

## Changing a sealed choice, and the answers to the last choice.

# The sheriff's or Mario's answer, when whose hand it was is not known.
sfc-act-declared = Answer to the sheriff and Mario
sfc-act-refill = Take my face-down cards back and choose again
sfc-ok-ready = Ready. You have nothing to choose this time; the round goes on once everyone has answered.
sfc-ok-last-pass = Locked in: { $label }. You were the last to choose: the lone cowboys are passed to the left.
sfc-ok-last-declare = Locked in: { $label }. You were the last to answer: the first trick begins.
sfc-ok-last-fill = Locked in: { $label }. You were the last to fill up: the trick goes to its winner.
# Below the table when it shows the last trick of a round that has ended.
sfc-img-footer-ended = Round { $round }/{ $rounds } is over · trick { $trick } was its last
# A finished turn of two steps: the start card, then the duel or not.
sfc-done-turn = "{ $first }", then "{ $then }"
