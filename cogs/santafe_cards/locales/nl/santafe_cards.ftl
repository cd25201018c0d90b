## Santa Fe: het kaartspel: alle teksten van het spel in Discord en in de afbeeldingen.
## Woordkeus: GLOSSARY.md in deze map (de woorden van de Nederlandse spelregels).

## De naam van het spel en de varianten, zoals de lobby ze toont.

game-santafe-cards = Santa Fe: het kaartspel
opt-santafe-cards-ten_wolves = Tien Wolven
opt-santafe-cards-corrupt_sheriff = Corrupte Sheriff
opt-santafe-cards-black_scorpion = Mario ‘De Zwarte Schorpioen’

## Het commando /cards play.

cmd-cards = Santa Fe: het kaartspel
cmd-cards-play = Spelen: een startkaart, een duel of passen (je ziet alleen wat mag)
opt-cards-move = Jouw zet (typ om de lijst te filteren)

## Kaarten. $value: het getal op de kaart; $kind: plain (alleen een getal), sheriff, corrupt,
## deputy, dynamite, bandit, wolves, mario, black-mario.

# De namen zoals ze op de kaarten staan.
sfc-card-name-sheriff = Sheriff
sfc-card-name-corrupt = Corrupte Sheriff
sfc-card-name-deputy = Hulpsheriff
sfc-card-name-dynamite = Mr. Dynamite
sfc-card-name-bandit = Bandiet
sfc-card-name-wolves = Tien Wolven
sfc-card-name-mario = Mario ‘De Schorpioen’
sfc-card-name-black-mario = Mario ‘De Zwarte Schorpioen’
# Een kaart in een opsomming ("Je hand: Sheriff (1), 2, 7"): een gewone kaart is haar getal.
sfc-card-plain = { $value }
sfc-card-valued = { $name } ({ $value })
# Een kaart in een zin of keuze, met lidwoord: "Speel een 7", "Ann speelt de sheriff (1)".
sfc-card-a =
    { $kind ->
        [sheriff] de sheriff ({ $value })
        [corrupt] de corrupte sheriff ({ $value })
        [deputy] een hulpsheriff ({ $value })
        [dynamite] { sfc-card-name-dynamite } ({ $value })
        [bandit] een bandiet ({ $value })
        [wolves] { sfc-card-name-wolves } ({ $value })
        [mario] { sfc-card-name-mario } ({ $value })
        [black-mario] { sfc-card-name-black-mario } ({ $value })
       *[plain] een { $value }
    }

## Fases: de statusregel ("fase: ...") en de afbeeldingen.

sfc-phase-pass = de eenzame cowboy doorgeven
sfc-phase-declare = de sheriff beslist
sfc-phase-play = slagen spelen
sfc-phase-scorpion = Mario ruilen
sfc-phase-fill = gedekt aanvullen
sfc-phase-over = spel afgelopen

## Wat er van een speler gevraagd wordt ("Jouw beslissing: ...", herinneringen).

sfc-what-pass = geef je eenzame cowboy, één kaart gedekt, door aan je linkerbuur (nooit een 10)
sfc-what-declare = zeg dat je klaar bent; wie de sheriff heeft, kiest tussen een dappere en een laffe sheriff
sfc-what-play = speel in de slag (een startkaart, een duel of passen)
sfc-what-scorpion = je verloor het duel van Mario ‘De Zwarte Schorpioen’; ruil hem om voor een kaart uit je hand, of niet
sfc-what-fill = vul gedekt aan met kaarten uit je hand tot je evenveel kaarten hebt gespeeld als de winnaar van het duel

## Keuzes: menu-opties, knoppen en "Zet aanvaard: ...". $card is een tekst van sfc-card-a.

# limit: 100
sfc-act-give = Geef { $card } door naar links (je eenzame cowboy)
# limit: 100
sfc-act-ready = Klaar
# limit: 100
sfc-act-brave = Dappere sheriff: ik leg hem open neer (mijn punten tellen deze ronde dubbel)
# limit: 100
sfc-act-coward = Laffe sheriff: ik houd hem verborgen in mijn hand
# limit: 100
sfc-act-brave-swap = Dappere sheriff, en ik ruil Mario ‘De Schorpioen’ om voor zijn zwarte tweelingbroer
# limit: 100
sfc-act-coward-swap = Laffe sheriff, en ik ruil Mario ‘De Schorpioen’ om voor zijn zwarte tweelingbroer
# limit: 100
sfc-act-swap_only = Ruil Mario ‘De Schorpioen’ om voor Mario ‘De Zwarte Schorpioen’
# limit: 100
sfc-act-keep_mario = Houd Mario ‘De Schorpioen’ (niet ruilen)
# limit: 100
sfc-act-start = Speel { $card }
# limit: 100
sfc-act-duel = Duel met { $count } × { $value }
# De duelkaarten zijn tweeën en Mario ‘De Zwarte Schorpioen’ is een van de tweeën in je hand.
# limit: 100
sfc-act-duel-mario = Duel met { $count } × { $value }, met de Zwarte Schorpioen erbij
# limit: 100
sfc-act-duel-no_mario = Duel met { $count } × { $value }, zonder de Zwarte Schorpioen
# limit: 100
sfc-act-no_duel = Geen duel
# limit: 100
sfc-act-pass = Passen (ik draai mijn startkaart een kwartslag)
# limit: 100
sfc-act-take_back = Mijn duelkaarten terugpakken (en dan sterkere spelen)
# limit: 100
sfc-act-scorpion_swap = Mario terugpakken en { $card } in zijn plaats leggen
# limit: 100
sfc-act-no_swap = Mario laten liggen
# limit: 100
sfc-act-add = Leg { $card } gedekt bij
# Het niveau in het keuzemenu boven de duelzetten.
# limit: 100
sfc-group-duel = Een duel beginnen of overtroeven…

## De eigen situatie van de speler (privébericht, /game hand).

sfc-hand-received = De eenzame cowboy die je kreeg: { $card }
sfc-hand-passed = Je eenzame cowboy, doorgegeven naar links: { $card }
sfc-hand-sheriff-brave = Je bent de dappere sheriff: al je punten van deze ronde tellen dubbel.
sfc-hand-sheriff-cowardly = Je bent de laffe sheriff (niemand weet het): win de laatste slag met de sheriff en je krijgt 75 bonuspunten.
sfc-hand-table = Op tafel:
# Eén regel per speler onder "Op tafel:"; $cards zijn de duelkaarten.
sfc-play-start = - { $name }: { $card }
sfc-play-duel = - { $name }: { $card }, duel met { $cards }
sfc-play-passed = - { $name }: { $card } (gepast)
sfc-play-duel-passed = - { $name }: { $card }, duel met { $cards } (gepast)
sfc-hand-to_add =
    Je moet nog { $n ->
        [one] één kaart
       *[other] { $n } kaarten
    } gedekt bijleggen.
sfc-received = Je kreeg { $card } van { $name }: je eenzame cowboy.

## Wat er gebeurt, in de thread van het spel.

sfc-line-round = Ronde { $round } van { $rounds } begint; { $name } komt uit in de eerste slag.
sfc-line-passed = Iedereen heeft een eenzame cowboy doorgegeven naar links.
sfc-line-brave = { $name } is een dappere sheriff: ‘Ik ben de wet!’ De sheriff ligt open op tafel en de punten van { $name } tellen deze ronde dubbel!
sfc-line-mario_swapped = { $name } ruilt Mario ‘De Schorpioen’ om voor Mario ‘De Zwarte Schorpioen’.
sfc-line-start = { $name } speelt { $card }.
sfc-line-duel = { $name } doet mee aan het duel met { $cards }.
sfc-line-duel-start = { $name } begint een duel met { $cards }!
sfc-line-took_back = { $name } pakt { $cards } terug.
sfc-line-duel_passed = { $name } past.
sfc-line-duel_won = { $name } wint het duel.
sfc-line-scorpion = { $name } pakt Mario ‘De Zwarte Schorpioen’ terug in de hand.
# $counts: een opsomming van sfc-line-fill-item.
sfc-line-fill = Gedekt aanvullen voor de winnaar van het duel: { $counts }.
sfc-line-fill-item =
    { $name } legt { $n ->
        [one] één kaart
       *[other] { $n } kaarten
    } bij
sfc-line-trick =
    { $name } wint slag { $trick } ({ $cards ->
        [one] één kaart
       *[other] { $cards } kaarten
    }).
sfc-line-trick-last =
    { $name } wint slag { $trick }, de laatste slag van de ronde ({ $cards ->
        [one] één kaart
       *[other] { $cards } kaarten
    }).
# $totals: een opsomming van sfc-line-scored-item.
sfc-line-scored = Puntentelling van ronde { $round }: { $totals }.
# $points: de punten van deze ronde, met teken; $total: de tussenstand.
sfc-line-scored-item = { $name } { $points } (totaal { $total })
sfc-reason-seven_rounds = De zeven rondes zijn gespeeld.
sfc-status-seat =
    { $name }: { $hand ->
        [one] { $hand } kaart
       *[other] { $hand } kaarten
    }, { $tricks ->
        [one] { $tricks } slag
       *[other] { $tricks } slagen
    } deze ronde, { $score ->
        [one] { $score } punt
       *[other] { $score } punten
    }

## Getallen met teken (gewonnen of verloren punten).

sfc-signed-plus = +{ $n }
sfc-number = { $n }

## De afbeeldingen. Er is weinig ruimte: houd het ongeveer zo kort als het Engels.

# De regel boven de tafel.
sfc-img-caption-over =
    Spel afgelopen na { $rounds } rondes. { $count ->
        [one] Winnaar
       *[other] Winnaars
    }: { $winners }
sfc-img-caption-trick = Ronde { $round }/{ $rounds }, slag { $trick }
sfc-img-caption-duel = Ronde { $round }/{ $rounds }, slag { $trick }: duel, { $name } ligt voor
sfc-img-caption-won =
    Ronde { $round }/{ $rounds }: { $name } wint slag { $trick } ({ $cards } kaarten = { $tricks ->
        [one] { $tricks } slag
       *[other] { $tricks } slagen
    })
sfc-img-caption-phase = Ronde { $round }/{ $rounds }: { $phase }
# De regel onder de tafel.
sfc-img-footer = Ronde { $round }/{ $rounds } · { $phase }
sfc-img-footer-last = Ronde { $round }/{ $rounds } · { $phase } · laatste slag: hulpsheriffs zijn 0
# Tekens naast de naam van een speler.
sfc-img-lead = komt uit
sfc-img-brave = dappere sheriff
sfc-img-mario = Zwarte Schorpioen
sfc-img-wins = wint de slag
sfc-img-winner = wint het duel
sfc-img-done = klaar
sfc-img-in_hand = { $n } op hand
# Onder een startkaart die een kwartslag gedraaid is: de speler heeft gepast.
sfc-img-passed = gepast
# Namen op de kaarten (ongeveer 9 letters passen).
sfc-img-card-sheriff = Sheriff
sfc-img-card-corrupt = Corrupt
sfc-img-card-deputy = Hulpsheriff
sfc-img-card-dynamite = Dynamite
sfc-img-card-bandit = Bandiet
sfc-img-card-wolves = Tien Wolven
sfc-img-card-mario = Mario
sfc-img-card-black-mario = Zwarte Mario
# Het scoreblad.
sfc-img-sheet-title = Scoreblad · ronde { $round }/{ $rounds }
sfc-img-sheet-title-final = Scoreblad · eindstand
# De rij van een ronde, zo kort mogelijk.
sfc-img-sheet-round = R{ $round }
sfc-img-sheet-total = Totaal
sfc-img-sheet-detail = Ronde { $round } in detail
sfc-img-part-table = slagen
sfc-img-part-all_tricks = alle slagen
sfc-img-part-bandits = Bandieten
sfc-img-part-dynamite = Mr. Dynamite
sfc-img-part-deputies = Hulpsheriffs
sfc-img-part-last_trick = laatste slag
sfc-img-part-sheriff = oude sheriff
sfc-img-part-coward = laffe sheriff
sfc-img-part-corrupt = corrupt
sfc-img-part-wolves = Tien Wolven
sfc-img-part-mario = Mario
sfc-img-part-round = ronde
# De rij van de slagen: gewonnen slagen, dan hun punten.
sfc-img-tricks-points = { $tricks }: { $points }
# De rondepunten van de dappere sheriff, verdubbeld.
sfc-img-doubled = { $points } (×2)
sfc-img-legend-brave = ★ dappere sheriff: alle punten van de ronde tellen dubbel

## Geweigerde zetten: de regel uitgelegd (de bot zet "Niet toegestaan: ..." ervoor).

rule-santafe-cards-unknown_action = Santa Fe: het kaartspel kent deze zet niet ("{ $kind }").
rule-santafe-cards-wrong_phase =
    Die zet hoort bij een ander moment van de ronde. Nu: { $phase ->
        [pass] iedereen geeft een eenzame cowboy door naar links
        [declare] wie de sheriff heeft, beslist; de anderen zeggen klaar
        [play] de slag wordt gespeeld
        [scorpion] wie een duel verloor, beslist over Mario ‘De Zwarte Schorpioen’
        [fill] de spelers vullen gedekt aan voor de winnaar van het duel
       *[other] { $phase }
    }.
rule-santafe-cards-not_waiting = Je hebt je keuze al gemaakt; wacht op de anderen.
rule-santafe-cards-not_your_turn = Je bent niet aan de beurt in deze slag: er wordt met de klok mee gespeeld, vanaf de speler die de slag begint.
rule-santafe-cards-malformed_card = Bij deze zet hoort precies één kaart uit je hand.
rule-santafe-cards-card_not_in_hand = Die kaart zit niet in je hand.
rule-santafe-cards-ten_not_passable = Een kaart met waarde 10 (Bandiet, Mr. Dynamite, Tien Wolven) mag je nooit als eenzame cowboy doorgeven.
rule-santafe-cards-nothing_to_declare = Je hebt de sheriff niet en Mario ‘De Schorpioen’ ook niet: zeg gewoon dat je klaar bent.
rule-santafe-cards-malformed_declare = Bij de keuze van de sheriff horen twee antwoorden: dapper of niet, Mario ruilen of niet.
rule-santafe-cards-no_sheriff = Alleen wie de sheriff in de hand heeft, kan een dappere sheriff zijn.
rule-santafe-cards-no_mario = Alleen wie Mario ‘De Schorpioen’ in de hand heeft, mag hem omruilen voor Mario ‘De Zwarte Schorpioen’.
rule-santafe-cards-must_declare = Je hebt de sheriff of Mario ‘De Schorpioen’: maak je keuze in plaats van alleen klaar te zeggen.
rule-santafe-cards-start_played = Je hebt in deze slag je startkaart al gespeeld.
rule-santafe-cards-start_first = Speel eerst je startkaart: in elke slag speelt iedereen minstens één kaart.
rule-santafe-cards-duel_running = Er loopt een duel: doe mee met sterkere duelkaarten, of pas.
rule-santafe-cards-nothing_to_take_back = Je hebt geen duelkaarten op tafel om terug te pakken.
rule-santafe-cards-no_stronger = Je mag je duelkaarten alleen terugpakken om er sterkere voor in de plaats te leggen, en die heb je niet.
rule-santafe-cards-must_replace = Je hebt je duelkaarten teruggepakt: nu moet je sterkere spelen.
rule-santafe-cards-not_possible = Die zet kan op dit moment van de slag niet.
rule-santafe-cards-mixed_duel = Al je duelkaarten moeten hetzelfde getal hebben.
rule-santafe-cards-malformed_duel = Bij een duel horen een getal en het aantal kaarten met dat getal dat je speelt.
rule-santafe-cards-leader_no_duel = De speler die de slag begint, mag geen duel starten (later meedoen aan een duel mag wel).
rule-santafe-cards-ten_no_duel = Kaarten met waarde 10 mag je nooit als duelkaart gebruiken.
rule-santafe-cards-take_back_first = Je hebt al duelkaarten op tafel: pak ze eerst terug voordat je nieuwe speelt.
rule-santafe-cards-duel_is_start_value = Je duelkaarten mogen niet hetzelfde getal hebben als je eigen startkaart ({ $value }).
rule-santafe-cards-not_enough_cards =
    Je hebt geen { $count ->
        [one] kaart
       *[other] { $count } kaarten
    } met het getal { $value }.
rule-santafe-cards-too_many_duel_cards =
    Je mag hooguit één duelkaart meer spelen dan het sterkste duel op tafel: { $most ->
        [one] één kaart
       *[other] { $most } kaarten
    } dus.
rule-santafe-cards-too_weak =
    Je duelkaarten moeten de sterkste op tafel verslaan ({ $count } × { $value }): meer kaarten, of evenveel met een lager getal; hetzelfde getal mag ook, behalve als je net je eigen kaarten hebt teruggepakt.
rule-santafe-cards-duel_not_possible = Dat duel kan op dit moment van de slag niet.

## Changing a sealed choice, and the answers to the last choice.

# The sheriff's or Mario's answer, when whose hand it was is not known.
sfc-act-declared = Antwoord voor de sheriff en Mario
sfc-act-refill = Mijn gedekte kaarten terugpakken en opnieuw kiezen
sfc-ok-ready = Klaar. Je hoeft deze keer niets te kiezen; de ronde gaat verder zodra iedereen heeft geantwoord.
sfc-ok-last-pass = Vastgelegd: { $label }. Jij koos als laatste: de eenzame cowboys gaan naar links.
sfc-ok-last-declare = Vastgelegd: { $label }. Jij antwoordde als laatste: de eerste slag begint.
sfc-ok-last-fill = Vastgelegd: { $label }. Jij vulde als laatste aan: de slag gaat naar de winnaar.
# Below the table when it shows the last trick of a round that has ended.
sfc-img-footer-ended = Ronde { $round }/{ $rounds } is voorbij · slag { $trick } was de laatste
# A finished turn of two steps: the start card, then the duel or not.
sfc-done-turn = ‘{ $first }’, daarna ‘{ $then }’
