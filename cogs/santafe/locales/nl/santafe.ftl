## Santa Fe, het spoorwegspel: alle teksten van het spel in Discord en op de afbeeldingen.
##
## Woordenlijst: zie GLOSSARY.md naast dit bestand.
## Niet vertalen: plaatsnamen (zoals ze op het bord staan), de namen van de spoorwegen
## (Santa Fe, Southern Pacific, Great Northern, Union Pacific, Kansas Pacific) en hun
## afkortingen (SF, SP, GN, UP, KP), de pijl "→" en het "×" van aantallen.
## $railroad is de afkorting van een spoorweg, tenzij een opmerking zegt dat het de naam is.
## Bedragen in dollars, zoals op de fiches: "$4".

game-santafe = Santa Fe

## Opties in de lobby

opt-santafe-advanced = Gevorderde regels
opt-santafe-tile_purchase = Optionele regel: spoortegels kopen

## De /santafe-commando's (beschrijvingen: hoogstens 100 tekens)

cmd-santafe = Zetten in Santa Fe
cmd-santafe-track = Een spoortegel leggen
cmd-santafe-pass = Je beurt beëindigen of passen, als de regels dat toestaan
cmd-santafe-buy = Een spoortegel kopen (optionele regel)
opt-santafe-railroad = De spoorweg
opt-santafe-to = Waar de lijn naartoe gaat

## Fasen: na "Ronde 3, " in statusregels en de vastgezette status, en op de afbeelding.

sf-phase-setup = voorbereiding
sf-phase-choose = kaarten kiezen
sf-phase-track = spoor leggen
sf-phase-exchange = ruilen voor de Dubbele Beurt
sf-phase-draw = kaarten trekken
sf-phase-purchase = spoortegels kopen
sf-phase-over = einde van het spel

## Wat er van de spelers verwacht wordt: na "Jouw beslissing: " en in herinneringen.

sf-prompt-what-play = speel een kaart voor deze ronde
sf-prompt-what-exchange = ruil kaarten dankzij je Dubbele Beurt (kies er geen om ze te houden)
sf-prompt-what-draw = trek kaarten van de stapel van je keuze
sf-prompt-what-engineer = beslis of je de Ingenieur koopt
sf-prompt-what-track = leg spoor (met /santafe track of het paneel)
sf-prompt-what-purchase = beslis of je een spoortegel koopt

## De knop onder een bericht in de thread die de keuzes opent, per fase.

# limit: 80
sf-panel-track = Spoor leggen
# limit: 80
sf-panel-choose = Kaart spelen
# limit: 80
sf-panel-exchange = Kaarten ruilen?
# limit: 80
sf-panel-draw = Kaart trekken
# limit: 80
sf-panel-setup = Ingenieur kopen?
# limit: 80
sf-panel-purchase = Tegel kopen?
# limit: 150
sf-exchange-placeholder = Stadskaarten om te ruilen (geen: je houdt ze allemaal)

## Berichten in de thread van het spel

sf-reveal =
    Ronde { $round }: de kaarten worden omgedraaid!
    { $lines }
sf-reveal-line = { $name }: { $card }
sf-your_turn = { $mention }, jij mag spoor leggen (ronde { $round }, bouwbeurt { $turn } van 2).
sf-your_turn-double = { $mention }, jij mag spoor leggen (ronde { $round }, bouwbeurt { $turn } van 2, Dubbele Beurt: tegel { $tile } van 2).
sf-board_caption = Het bord na ronde { $round }, bouwbeurt { $turn }.

## Waarom het spel is afgelopen (een hele zin)

sf-reason-tiles_exhausted = Alle spoortegels zijn gelegd.
sf-reason-player_blocked = { $name } kon geen spoortegel meer leggen.
sf-reason-all_passed = Iedereen heeft gepast.
sf-reason-none = { "" }

## /game status

sf-status-seat = { $name }: { $hand ->
        [one] { $hand } kaart
       *[other] { $hand } kaarten
    }, ${ $money }{ $flags }
sf-status-tiles = Spoortegels over: { $tiles }
sf-status-tiles-item = { $railroad } { $n }

## Kaarten

sf-card-double_turn = Dubbele Beurt
sf-card-none = niets (geen kaart om te spelen)
sf-card-with_branch = { $card } + Zijlijn { $railroad }

## De hand, in privéberichten en met /game hand

sf-hand-double_turns = Dubbele Beurt ×{ $n }
sf-hand-branch = Zijlijn { $railroad } (speel hem deze ronde)
sf-hand-worth = { $city } ({ $n ->
        [0] { $value }, nog geen spoorweg
        [one] { $value } × { $n } spoorweg = { $points }
       *[other] { $value } × { $n } spoorwegen = { $points }
    })
sf-hand-played = Gespeeld: { $cards }; nu { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    } waard
sf-hand-money = Geld: ${ $money }
sf-hand-engineer = { " " }· Ingenieur
sf-hand-purchased = { " " }· gekochte tegels: { $tiles }
sf-hand-purchased-item = { $railroad }×{ $n }
sf-final-breakdown = Geld: ${ $money }. Stadskaarten: { $cities }.
sf-final-city = { $city } { $points }
sf-final-no_cities = geen

## Een zet in een bouwbeurt, zoals in de thread gemeld

sf-move = { $name }: { $what }
sf-move-tile = { $railroad } { $src } → { $dst }{ $where }
sf-move-branch = { $railroad } zijlijn { $src } → { $dst }{ $where }
sf-move-passed = past
sf-move-forced = past (kan geen enkele tegel betalen)
sf-move-end_turn = beëindigt de beurt na één tegel
sf-move-reached = { $railroad } bereikt { $city }
sf-move-earned = { $reached }, +{ $bonus }
sf-move-reached_list = { $line }; { $cities }

## Zetten zoals ze in keuzelijsten, knoppen en suggesties staan

# limit: 100
sf-play = Speel { $card }
# limit: 100
sf-play-branch = Speel { $card } en leg je Zijlijn { $railroad }
# limit: 100
sf-play-branch-any = Speel { $card } en je Zijlijn
# limit: 100
sf-track = { $railroad }: { $src } → { $dst }{ $details }
# limit: 100
sf-track-branch = { $railroad } zijlijn: { $src } → { $dst }{ $details }
# limit: 100
sf-end_turn = Beurt beëindigen
# limit: 100
sf-pass = Passen
# limit: 100
sf-draw-city = Trek een Stadskaart
# limit: 100
sf-draw-double_turn = Trek een Dubbele Beurt-kaart
# limit: 100
sf-draw-branch = Trek de Zijlijn { $railroad }
# limit: 100
sf-draw-branch-price = Trek de Zijlijn { $railroad } (${ $cost })
# limit: 100
sf-draw-engineer = Trek de Ingenieur (gratis; voortaan heb je { $hand } kaarten in je hand)
# limit: 100
sf-stop_drawing = Stoppen met trekken
# limit: 100
sf-exchange = Ruil { $cards }
# limit: 100
sf-exchange-none = Alle kaarten houden
# limit: 100
sf-engineer-buy = Koop de Ingenieur (${ $cost })
# limit: 100
sf-engineer-skip = De Ingenieur niet kopen
# limit: 100
sf-buy_tile = Koop een { $railroad }-tegel (${ $cost })
# limit: 100
sf-no_purchase = Niets kopen

## Details van een tegel: waar hij op het traject ligt, wat hij kost, wat hij oplevert

sf-position = { " " }({ $k } van { $n }{ $line ->
        [second] , 2e traject
       *[first] { "" }
    })
sf-terrain = { $terrain ->
        [river] rivier
        [mountain] berg
        [both] rivier + berg
        [mountain_free] berg; rivier gratis met je Ingenieur
       *[free] rivier gratis met je Ingenieur
    }
sf-terrain-paid = { $terrain ->
        [river] rivier
        [mountain] berg
        [both] rivier + berg
        [mountain_free] berg; rivier gratis dankzij de Ingenieur
       *[free] rivier gratis dankzij de Ingenieur
    }
sf-price = { " " }· ${ $cost } ({ $why })
sf-paid = , betaalde ${ $cost } ({ $why })
sf-earns = { " " }· levert { $bonuses } op
sf-earns-doubled = { " " }· levert { $bonuses } op (verdubbeld)
sf-bonus-city = ${ $amount } stadsbonus
sf-bonus-special = ${ $amount } { $railroad }-bonus

## /game since: wat er gebeurd is sinds de laatste zet van een speler

sf-since-reveal = Ronde { $round }: { $plays }
sf-since-play = { $name } speelde { $card }
sf-since-track = { $name } legde { $n ->
        [one] een tegel
       *[other] { $n } tegels
    } ({ $railroads }){ $extra }
sf-since-connected = ; verbond { $cities }
sf-since-reached = { $railroad } → { $city }
sf-since-bonus = ; verdiende ${ $amount }
sf-since-passed = { $name } paste
sf-since-exchanged = { $name } ruilde { $n ->
        [0] geen kaarten
        [one] een kaart
       *[other] { $n } kaarten
    }
sf-since-bought = { $name } kocht een { $railroad }-tegel
sf-since-engineer = { $name } kocht de Ingenieur
sf-since-game_over = De partij is afgelopen. { $reason } { $count ->
        [one] Winnaar
       *[other] Winnaars
    }: { $winners }

## Afbeeldingen: de statusregel en het onderschrift boven de spelers (elk één regel)

sf-img-round = Ronde { $round }
sf-img-track_turn = bouwbeurt { $turn } van 2
sf-img-waiting = wacht op { $names }
sf-img-to_move = { $name } is aan zet
sf-img-setup = Voorbereiding: iedereen mag een Ingenieur kopen voor ${ $price }
sf-img-choosing = Ronde { $round }: iedereen kiest in het geheim een kaart
sf-img-tiles = Ronde { $round }: { $tiles }
sf-img-earned = { $name } +${ $amount }
sf-img-passed = { $name } past
sf-img-over = Partij afgelopen in ronde { $round }. { $reason }
sf-img-over-last = Partij afgelopen in ronde { $round }. { $reason } Laatste tegels: { $tiles }

## Afbeeldingen: het vak van elke speler (kort: vijf vakken delen de breedte)

sf-img-hand = { $n ->
        [one] { $n } kaart in hand
       *[other] { $n } kaarten in hand
    }
sf-img-hand-short = { $n ->
        [one] { $n } kaart
       *[other] { $n } kaarten
    }
sf-img-double_turns = { $n ->
        [one] Dubbele Beurt
       *[other] { $n } Dubbele Beurten
    }
sf-img-branch = Zijlijn { $railroad }
sf-img-engineer = Ingenieur
sf-img-bought = Gekocht: { $tiles }
sf-img-chosen = ✓ gekozen
sf-img-choosing-seat = … kiest nog
sf-img-played = Speelde { $card }
sf-img-played-branch = Speelde { $card } + Zijlijn { $railroad }
sf-img-first = 1e
sf-img-money = ${ $money }

## Afbeeldingen: de strook met spoorwegen en de legenda onder de spelers

sf-img-tiles_left = { $n ->
        [one] nog { $n } tegel
       *[other] nog { $n } tegels
    }
sf-img-cities = { $n ->
        [one] { $n } stad
       *[other] { $n } steden
    }
sf-img-dead = doodlopend
sf-img-legend-home = ★ thuisstad
sf-img-legend-special = ■ ${ $amount } spoorwegbonus
sf-img-legend-ring = gouden ring: ${ $amount } stadsbonus nog open
sf-img-legend-count = ×n: aangesloten spoorwegen
sf-img-legend-terrain = rivier of berg ${ $one }, allebei ${ $two }

## Afbeeldingen: de eindstand

sf-img-winners = Partij afgelopen · { $count ->
        [one] winnaar
       *[other] winnaars
    }: { $names }
sf-img-winner = ★ winnaar
sf-img-total = { $total ->
        [one] { $total } punt
       *[other] { $total } punten
    } = ${ $money } + { $cards } uit Stadskaarten

## Geweigerde zetten: de regel, uitgelegd (na "Niet toegestaan: ")

rule-santafe-unknown_action = Die zet bestaat niet in Santa Fe.
rule-santafe-not_your_turn = Je bent niet aan de beurt.
rule-santafe-wrong_phase = { $phase ->
        [setup] De spelers beslissen nog of ze de Ingenieur kopen
        [choose] De spelers kiezen nog hun kaart
        [track] De spelers leggen spoor
        [exchange] Wie een Dubbele Beurt speelde, ruilt nu kaarten vóór de tweede bouwbeurt
        [draw] De spelers trekken kaarten
        [purchase] De spelers kopen spoortegels
       *[over] Het spel is afgelopen
    }; { $action ->
        [engineer] de Ingenieur koop je alleen vóór het begin van het spel
        [play] kaarten kies je aan het begin van elke ronde
        [track] spoor leggen komt na het omdraaien van de kaarten
        [end_turn] je beurt beëindigen kan pas na je eerste tegel van een Dubbele Beurt
        [pass] passen kan alleen in een bouwbeurt
        [exchange] ruilen voor de Dubbele Beurt gebeurt aan het begin van de tweede bouwbeurt
        [draw] kaarten trek je na de tweede bouwbeurt
        [stop_drawing] kaarten trek je na de tweede bouwbeurt
        [buy_tile] spoortegels koop je als iedereen kaarten heeft getrokken
        [no_purchase] spoortegels koop je als iedereen kaarten heeft getrokken
       *[other] die zet komt op een ander moment
    }.
rule-santafe-no_tile_purchase = Dit spel speelt zonder de optionele regel om spoortegels te kopen.
rule-santafe-engineer_advanced = Ingenieurkaarten doen alleen mee met de gevorderde regels.
rule-santafe-malformed_engineer = Zeg of je de Ingenieur koopt of niet.
rule-santafe-engineer_cost = Een Ingenieurkaart kost ${ $price } en je hebt ${ $money }.
rule-santafe-none_left = Er is geen Ingenieurkaart meer over.
rule-santafe-malformed_play = Kies een Stadskaart of een Dubbele Beurt-kaart uit je hand.
rule-santafe-nothing_to_play = Je hebt deze ronde geen kaart die je kunt spelen.
rule-santafe-first_round_city = In de eerste ronde moet iedereen een Stadskaart spelen.
rule-santafe-no_branch_card = Je hebt geen Zijlijnkaart.
rule-santafe-branch_must_be_played = Een Zijlijnkaart speel je in de ronde direct nadat je hem getrokken hebt, samen met een Stadskaart of een Dubbele Beurt-kaart.
rule-santafe-card_not_in_hand = Die kaart zit niet in je hand.
rule-santafe-malformed_track = Zeg welke spoorweg de tegel legt, op welk traject en richting welke stad.
rule-santafe-unknown_railroad = Die spoorweg bestaat niet. De spoorwegen zijn: { $railroads }.
rule-santafe-unknown_route = Dat traject staat niet op het bord.
rule-santafe-wrong_direction = Het traject tussen { $a } en { $b } loopt naar een van die twee steden.
rule-santafe-turn_done = Je hebt alle tegels gelegd die deze beurt toestaat.
rule-santafe-purchased_not_yet = Gekochte tegels mag je pas leggen als alle niet-gekochte spoortegels op het bord liggen.
rule-santafe-no_tiles = Alle spoortegels van de { $railroad } zijn gelegd.
rule-santafe-cannot_afford = Die tegel kost ${ $cost } ({ $terrain ->
        [river] rivier
        [mountain] bergtraject
       *[both] rivier en bergtraject
    }) en je hebt ${ $money }.
rule-santafe-no_branch = Je hebt geen Zijlijnkaart voor de { $railroad } gespeeld.
rule-santafe-max_routes = Een spoorweg splitst zich in hoogstens { $routes } lijnen (de oorspronkelijke lijn plus { $branches } zijlijnen).
rule-santafe-route_taken = De { $railroad } legt al spoor op dit traject: zodra een spoorweg spoor begint te leggen tussen twee steden, mag geen andere spoorweg op datzelfde traject bouwen.
rule-santafe-opposite_side = Dit traject wordt vanuit de andere stad aangelegd: spoor leg je maar van één kant.
rule-santafe-route_complete = Dit traject is al af.
rule-santafe-double_route = Lopen er twee trajecten tussen dezelfde twee steden, dan mag één spoorweg niet op allebei bouwen.
rule-santafe-home_city = De eerste spoortegel van een spoorweg moet aansluiten op zijn thuisstad: { $city } voor de { $railroad }.
rule-santafe-not_connected = De { $railroad } komt niet in { $city }: elke spoortegel moet een al gelegde lijn verlengen.
rule-santafe-dead_end = Alle lijnen van de { $railroad } lopen dood; alleen een Zijlijn kan hem nog verlengen.
rule-santafe-not_a_railhead = Elke spoortegel moet een al gelegde lijn verlengen, en geen lijn van de { $railroad } eindigt in { $city }. Voor een nieuwe lijn vanuit een andere aangesloten stad heb je een Zijlijnkaart nodig.
rule-santafe-must_place = Kun je een spoortegel leggen, dan moet je dat ook doen.
rule-santafe-already_placed = Je hebt deze beurt al een tegel gelegd; beëindig je beurt.
rule-santafe-no_passing = Kun je een spoortegel leggen, dan moet je dat ook doen (passen hoort bij de gevorderde regels).
rule-santafe-malformed_exchange = Kies de Stadskaarten uit je hand die je wilt ruilen, of geen om ze te houden.
rule-santafe-discard_not_in_hand = Je mag alleen Stadskaarten uit je eigen hand afleggen.
rule-santafe-pile_too_small = { $left ->
        [0] Er zijn geen Stadskaarten meer om te trekken, dus je kunt er geen afleggen.
        [one] Er is nog maar { $left } Stadskaart om te trekken; leg er hoogstens één af.
       *[other] Er zijn nog maar { $left } Stadskaarten om te trekken; leg er hoogstens { $left } af.
    }
rule-santafe-malformed_draw = Alleen een Zijlijnkaart trek je voor een bepaalde spoorweg; andere kaarten niet.
rule-santafe-malformed_branch = Zeg van welke spoorweg je de Zijlijnkaart trekt.
rule-santafe-malformed_pile = Trek een Stadskaart, een Dubbele Beurt-kaart, een Zijlijnkaart of een Ingenieurkaart.
rule-santafe-city_pile_empty = De trekstapel met Stadskaarten is op.
rule-santafe-double_turn_pile_empty = Er is geen Dubbele Beurt-kaart meer over.
rule-santafe-branch_pile_empty = Er is geen Zijlijnkaart van de { $railroad } meer over.
rule-santafe-engineer_pile_empty = Er is geen Ingenieurkaart meer over.
rule-santafe-one_branch = Je mag maar één Zijlijnkaart tegelijk in je hand hebben.
rule-santafe-branch_cost = Een Zijlijnkaart trekken kost ${ $price }.
rule-santafe-one_engineer = Elke speler mag maar één Ingenieurkaart gebruiken.
rule-santafe-must_draw = Iedereen trekt kaarten tot zijn hand vol is; je mag pas stoppen als er geen Stadskaarten en geen Dubbele Beurt-kaarten meer te trekken zijn.
rule-santafe-none_to_buy = De { $railroad } heeft geen niet-gekochte tegels meer.
rule-santafe-tile_price = Een spoortegel kost ${ $price } en je hebt geen geld meer.

## /game stats: de beste Stadskaart van de laatste partijen.
sf-stats-best_city = Beste Stadskaart de laatste tijd: { $city }, { $points ->
    [one] { $points } punt
   *[other] { $points } punten
} in één partij

## Een afgeronde vraag, in één regel: wat de speler deed, in de verleden tijd, met de prijs

sf-done-play = Je speelde { $card }.
sf-done-play-branch = Je speelde { $card } met je Zijlijn.
sf-done-track = Je legde een { $railroad }-tegel van { $src } naar { $dst }.
sf-done-track-branch = Je legde de Zijlijn { $railroad } van { $src } naar { $dst }.
sf-done-draw-city = Je trok een Stadskaart.
sf-done-draw-double_turn = Je trok een Dubbele Beurt-kaart.
sf-done-draw-branch = Je trok de Zijlijn { $railroad } voor ${ $cost }.
sf-done-draw-engineer = Je trok de Ingenieur (gratis; voortaan heb je { $hand } kaarten in je hand).
sf-done-exchange = Je ruilde { $cards }.
sf-done-exchange-none = Je hield al je kaarten.
sf-done-engineer-buy = Je kocht de Ingenieur voor ${ $cost }.
sf-done-engineer-skip = Je kocht de Ingenieur niet.
sf-done-buy_tile = Je kocht een { $railroad }-tegel voor ${ $cost }.
sf-done-end_turn = Je beëindigde je beurt.
sf-done-pass = Je paste.
sf-done-stop_drawing = Je stopte met trekken.
sf-done-no_purchase = Je kocht niets.
