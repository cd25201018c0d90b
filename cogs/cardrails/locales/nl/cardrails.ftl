## Card Rails: de teksten van het spel in de bot en op de afbeeldingen.
##
## Woordenlijst: zie GLOSSARY.md naast dit bestand. We spreken de speler aan met je/jij.
## $railroad is in de cr-berichten de al vertaalde naam van een spoorweg (cr-railroad), en in
## de rule-berichten de id (orange, yellow, green, black, white), die ze met dezelfde termen
## vertalen. $card (O4, Y2) en $hex, $at (E2N1, W1, 0) zijn namen die op de afbeelding van het
## speelveld staan en in commando's getypt worden: die blijven zoals ze zijn.

game-cardrails = Card Rails
opt-cardrails-final_dividend = Slotdividend
opt-cardrails-open_hands = Open kaarten

## Commando's

cmd-cardrails = Zetten in Card Rails
cmd-cardrails-share = Speel een kaart om een aandeel in een spoorweg te nemen
cmd-cardrails-build = Speel een kaart om spoor te bouwen (en leg de kaart op het speelveld als dat moet)
opt-cardrails-card = De kaart uit je hand
opt-cardrails-railroad = De spoorweg waarin je een aandeel neemt
opt-cardrails-hex = Waar het eerste blokje komt; in een hex die je kaart afmaakt, vul je eerst place in
opt-cardrails-place = Waar de kaart op het speelveld komt, als je hem moet leggen
opt-cardrails-hex2 = Waar een tweede blokje komt (optioneel)
cr-err-card_needed = Kies de kaart die je speelt (de optie ‘card’).

## De spoorwegen (namen als eigennamen: ‘een aandeel Groen’, ‘spoor van Groen’)

-cr-orange = Oranje
-cr-yellow = Geel
-cr-green = Groen
-cr-black = Zwart
-cr-white = Wit

# limit: 100
cr-railroad =
    { $railroad ->
        [orange] { -cr-orange }
        [yellow] { -cr-yellow }
        [green] { -cr-green }
        [black] { -cr-black }
        [white] { -cr-white }
       *[other] { $railroad }
    }

## Hoe het spel ervoor staat

cr-phase-turn = bezig
cr-phase-over = afgelopen
cr-what-card = kies een kaart uit je hand
cr-what-action = neem een aandeel, bouw spoor of leg je kaart op het speelveld
cr-what-build = bouw nog een blokje, leg je kaart of beëindig je beurt
cr-what-swap_give = leg een kaart op de aflegstapel (je bouwde op een rode ruilhex)
cr-what-swap_take = neem een kaart van de aflegstapel
cr-what-other = doe je zet
cr-ping = { $mention }, jij bent aan de beurt: { $what }
cr-reason-hands_played_down = Iedereen heeft nog maar zijn laatste kaarten in de hand.
cr-status-seat =
    { $name }: { $hand ->
        [one] { $hand } kaart
       *[other] { $hand } kaarten
    }, aandelen: { $shares }
cr-status-no_shares = geen
cr-status-values = Waarde van de spoorwegen: { $values }
cr-status-value = { $railroad } { $value }

## Kaarten: ‘O4 (Oranje: ½ symbool en meer)’

# limit: 100
cr-card = { $card } ({ $railroad }: { $features })
cr-feature-symbol = symbool
cr-feature-symbol_half = ½ symbool
cr-feature-lake = meer
cr-feature-swap = ruil
cr-feature-purple = paars

## Zetten (keuzemenu's, knoppen, suggesties)

# limit: 100
cr-act-card = Kies { $card }
# limit: 100
cr-act-share = Neem een aandeel { $railroad }
# limit: 100
cr-act-build = Bouw spoor van { $railroad } op { $hex }
# limit: 100
cr-act-place =
    { $rotation ->
        [180] Leg de kaart op { $at }, { $turned } (B)
       *[other] Leg de kaart op { $at }, { $turned } (A)
    }
# limit: 80
# limit: 80
cr-act-discard = Leg de kaart af (niets anders is mogelijk)
# limit: 80
cr-act-stop = Beëindig je beurt
# limit: 100
cr-act-swap_give = Leg { $card } op de aflegstapel
# limit: 100
cr-act-swap_take = Neem { $card } van de aflegstapel
# limit: 95
cr-group-build = Bouw spoor van { $railroad }
# limit: 95
cr-group-place = Leg de kaart op het speelveld

## Wat de speler zelf heeft (privébericht, /game hand)

cr-hand-shares = Je aandelen: { $shares }
cr-hand-no_shares = Je aandelen: nog geen
cr-hand-share = { $n } { $railroad }
cr-hand-chosen = Gekozen kaart: { $card }
cr-hand-discards = Aflegstapel (voor iedereen zichtbaar): { $cards }

## Een gespeelde beurt, in de thread en in /game since

cr-turn = { $name } { $what }.
cr-turn-card = koos { $card }
cr-turn-share = nam een aandeel { $railroad }
cr-turn-placed = legde de kaart op { $at }, { $turned }
cr-turn-cubes = bouwde { $cubes }
cr-cube = { $railroad } op { $hex }
cr-turn-swap = ruilde { $gave } voor { $took }
cr-turn-discarded = legde { $card } af
cr-turn-caption = Het speelveld na beurt { $turn }.

## De afbeelding van het speelveld

cr-img-city = STAD
cr-img-head = Beurt { $turn } (ronde { $round }), { $name } is aan zet
cr-img-last = Vorige beurt: { $name } { $what }
cr-img-over =
    { $turns ->
        [one] Spel afgelopen na { $turns } beurt: { $name } wint
       *[other] Spel afgelopen na { $turns } beurten: { $name } wint
    }
cr-img-share = nam een aandeel { $railroad }
cr-img-placed = legde { $card } op { $at }, { $turned }
cr-img-cubes = bouwde { $cubes }
cr-img-swap = ruilde { $gave } voor { $took }
cr-img-discarded = legde { $card } af
cr-img-passed = paste
cr-img-value =
    = { $value }  ({ $empty ->
        [one] { $empty } leeg vakje
       *[other] { $empty } lege vakjes
    } + { $purple }×2 paars + { $symbols }×5 symbool)
cr-img-hand = hand { $n }
cr-img-seat =
    aandelen { $shares }/{ $max } · { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    } tot nu toe
cr-img-seat-final =
    aandelen { $shares }/{ $max } · { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }
cr-img-discards =
    { $n ->
        [0] Aflegstapel: leeg
       *[other] Aflegstapel ({ $n }): { $cards }
    }
cr-img-legend = ~ meer   ⇄ ruil   +2 paars   ● symbool +5   □ leeg vakje +1
cr-img-removed = ({ $railroad } doet niet mee)

## De afbeelding met de eindstand

cr-img-scores-title = Card Rails: { $name } wint
cr-img-scores-railroad = spoorweg
cr-img-scores-empty = lege vakjes
cr-img-scores-purple = paars ×2
cr-img-scores-symbols = symbolen ×5
cr-img-scores-value = waarde
cr-img-scores-players = speler: aandelen (blokjes + kaarten) × waarde = punten
cr-img-scores-players-dividend = speler: aandelen ÷ alle aandelen × waarde, naar boven afgerond = punten
cr-img-scores-detail =
    { $cubes ->
        [one] { $cubes } blokje
       *[other] { $cubes } blokjes
    }, { $cards ->
        [one] { $cards } kaart
       *[other] { $cards } kaarten
    }

## Het kaartenoverzicht (docs/cardrails-cards.png)

cr-img-sheet-title = Card Rails: de 45 spoorkaarten en de Startstad
cr-img-sheet-legend = ~ meer (geen blokje)   ⇄ ruil   +2 paars   ● spoorwegsymbool (+5)   grijs: open halve hex

## Geweigerde zetten: de regel, uitgelegd

rule-cardrails-unknown_action = Card Rails kent geen zet ‘{ $action }’.
rule-cardrails-not_your_turn = Je bent niet aan de beurt: wacht tot het spel je vraagt een zet te doen.
rule-cardrails-wrong_step =
    { $step ->
        [card] Dat kan nu niet: kies eerst een kaart uit je hand.
        [action] Dat kan nu niet: je hebt je kaart gekozen, dus neem een aandeel, bouw spoor of leg de kaart op het speelveld (of kies een andere kaart).
        [build] Dat kan nu niet: je bent spoor aan het bouwen, dus bouw nog een blokje, leg je kaart als je die nog hebt, of beëindig je beurt.
        [swap_give] Dat kan nu niet: je bouwde op een rode ruilhex, dus leg eerst een kaart uit je hand op de aflegstapel.
        [swap_take] Dat kan nu niet: je legde een kaart op de aflegstapel, dus neem er nu in ruil een kaart van.
       *[other] Die zet past niet bij deze stap van je beurt.
    }
rule-cardrails-malformed = Die zet is niet geschreven zoals het spel verwacht: een zet ‘{ $action }’ heeft precies type, { $keys }.
rule-cardrails-not_in_hand = { $card } zit niet in je hand.
rule-cardrails-not_in_discards = { $card } ligt niet op de aflegstapel.
rule-cardrails-swap_same = Op een ruilhex ruil je een kaart: neem een andere kaart van de aflegstapel dan de kaart die je er net op legde.
rule-cardrails-unknown_railroad = Er is geen spoorweg ‘{ $railroad }’ in dit spel.
rule-cardrails-share_limit = Je mag nooit meer dan { $limit } aandeelblokjes voor je hebben liggen.
rule-cardrails-no_cubes =
    Er liggen geen blokjes meer op de aandelenkaart van { $railroad ->
        [orange] { -cr-orange }
        [yellow] { -cr-yellow }
        [green] { -cr-green }
        [black] { -cr-black }
        [white] { -cr-white }
       *[other] { $railroad }
    }, dus je kunt geen aandeel in die spoorweg nemen: kies een andere.
rule-cardrails-build_no_cubes =
    De aandelenkaart van { $railroad ->
        [orange] { -cr-orange }
        [yellow] { -cr-yellow }
        [green] { -cr-green }
        [black] { -cr-black }
        [white] { -cr-white }
       *[other] { $railroad }
    } heeft geen blokjes meer: elk blokje spoor komt van die kaart.
rule-cardrails-bad_hex = ‘{ $hex }’ is geen naam van een hex: hexen heten zoals E2N1, W1, S3 of 0, net als op het speelveld.
rule-cardrails-off_map = { $hex } ligt nog niet op het speelveld.
rule-cardrails-half_hex = { $hex } is maar een halve hex: spoor komt alleen in een hele hex (een halve hex wordt heel als er een kaart met de passende helft tegenaan wordt gelegd).
rule-cardrails-city = { $hex } hoort bij de Startstad: alle spoorwegen beginnen daar, en je bouwt ernaast, nooit erin.
rule-cardrails-lake = { $hex } is een blauw meer: op een meer mag geen blokje.
rule-cardrails-occupied = Op { $hex } ligt al een blokje: op elke hex past er maar één.
rule-cardrails-not_adjacent =
    Spoor komt altijd naast spoor van dezelfde kleur: { $hex } raakt geen spoor van { $railroad ->
        [orange] { -cr-orange }
        [yellow] { -cr-yellow }
        [green] { -cr-green }
        [black] { -cr-black }
        [white] { -cr-white }
       *[other] { $railroad }
    } en ligt niet naast de Startstad.
rule-cardrails-must_use_card = Je legde je kaart op het speelveld om in een halve hex te bouwen: een van je blokjes moet in een hex komen die deze kaart heeft afgemaakt.
rule-cardrails-no_more_cubes = Je bouwt met 1 of 2 blokjes per beurt, niet meer.
rule-cardrails-bad_rotation = Een kaart draai je alleen een halve slag (stand 0 of 180): met een kwartslag valt hij buiten het hexraster.
rule-cardrails-already_played = Je hebt je kaart deze beurt al op het speelveld gelegd.
rule-cardrails-overlap = Een kaart mag geen kaart bedekken die al op het speelveld ligt: leg hem zo dat alleen zijn halve hexen het speelveld raken.
rule-cardrails-no_match = De kaart moet een halve hex afmaken die al op het speelveld ligt: leg hem zo dat een van zijn halve hexen tegen een open halve hex komt.
rule-cardrails-no_build_there = Je legt een kaart alleen om te bouwen in een halve hex die hij afmaakt, en op { $at } kan in geen enkele afgemaakte hex een blokje komen.
rule-cardrails-must_act = Je kunt nog een aandeel nemen of bouwen: je kaart afleggen zonder iets te doen mag alleen als er niets anders mogelijk is.
rule-cardrails-not_possible = Die zet kan nu niet.

## Open kaarten, gelijkspel (de regel: "Gelijkspel? De laatste gelijke speler in de beurtvolgorde wint.")
# /game hand met open kaarten: de hand van een andere speler.
cr-hand-open = { $name } heeft: { $cards }
# /game status met open kaarten: de regel van een plaats en zijn kaarten.
cr-status-open_hand = { $seat }; hand: { $cards }
# De eindstand in de thread als de hoogste score gedeeld is.
cr-final-tie = Gelijkspel op { $total } tussen { $names }. Gelijkspel? De laatste gelijke speler in de beurtvolgorde wint: { $winner }.
cr-final-tie_won = Je staat gelijk op { $total } met { $names }. Gelijkspel? De laatste gelijke speler in de beurtvolgorde wint: jij speelde na hen, dus jij wint.
cr-final-tie_lost = Je staat gelijk op { $total } met { $names }. Gelijkspel? De laatste gelijke speler in de beurtvolgorde wint: { $winner } speelde na jou, dus { $winner } wint.
cr-final-tie_place = Je staat gelijk op { $total } met { $names }: tussen gelijke spelers staat de latere in de beurtvolgorde voor.
## /cardrails build: één commando, één hele beurt
cr-err-half_turn_cube = Dat is geen hele beurt: je kaart ligt op de kaart, dus een blokje moet in een hex die ze voltooit ({ $hexes }). Geef dat blokje op als hex of hex2. Er is niets gespeeld.
cr-err-half_turn_swap = Dat blokje komt op een rode Ruil-hex, en het ruilen van kaarten kies je stap voor stap: speel deze beurt met de kiezer (/game hand). Er is niets gespeeld.
cr-err-extra_cube = Je beurt zou eindigen vóór het laatste blokje dat je opgaf: daarna kan niets meer gebouwd worden. Laat hex2 leeg. Er is niets gespeeld.
cr-err-half_turn = Dat is geen hele beurt. Er is niets gespeeld.

## Het bordplaatje, leesbaar op een telefoon (elke tekst groot genoeg op 430 px)

# Op de aandelenkaart van een spoorweg, onder de waarde: waar die uit bestaat.
cr-img-card-empty =
    { $n ->
        [one] { $n } leeg vakje
       *[other] { $n } lege vakjes
    }
cr-img-card-purple = { $n } paars ×2
cr-img-card-symbols =
    { $n ->
        [one] { $n } symbool ×5
       *[other] { $n } symbolen ×5
    }
# De punten van een speler, groot op zijn kaart.
cr-img-points =
    { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }
cr-img-shares = aandelen { $shares }/{ $max }
# De legenda van het bord, elk woord naast zijn tekening.
cr-img-key-lake = meer (geen blokje)
cr-img-key-swap = ruil een kaart
cr-img-key-purple = paars +2
cr-img-key-symbol = symbool +5
cr-img-key-empty = leeg vakje +1
