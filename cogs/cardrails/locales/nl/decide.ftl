## Wat een speler nu beslist: elke soort keuze, zoals de zin van de vraag die noemt ("Jouw
## beslissing: neem een aandeel, bouw spoor of leg je kaart op het speelveld"). De zin noemt
## alleen de keuzes die er zijn, als alternatieven ("A, B of C").

cr-kind-card = kies een kaart uit je hand
cr-kind-share = neem een aandeel
cr-kind-build = bouw spoor
# Het tweede blokje van de beurt.
cr-kind-build_more = bouw een tweede blokje
cr-kind-place = leg je kaart op het speelveld
cr-kind-stop = beëindig je beurt
cr-kind-discard = leg je kaart af (niets anders is mogelijk)
cr-kind-swap_give = leg een kaart op de aflegstapel (je bouwde op een rode ruilhex)
cr-kind-swap_take = neem een kaart van de aflegstapel

# Hoe een kaart op het speelveld ligt: zoals gedrukt, of een halve slag gedraaid. Overal dezelfde
# woorden: de keuzes, de regels in de thread en de afbeelding van het speelveld ($rotation: 0 of 180).
cr-turned =
    { $rotation ->
        [180] een halve slag gedraaid
       *[other] zoals gedrukt
    }

# /cardrails share of build noemt een andere kaart dan die al gekozen is deze beurt ($card: de code).
cr-err-card_chosen = Je hebt deze beurt al { $card } gekozen: speel die (de optie ‘card’), of maak de beurt af met /game hand. Er is niets gespeeld.

## Waarom een zet niet teruggenomen kan worden (na "Je laatste zet kan niet teruggenomen worden: ").
cr-undo-card = die zet koos de kaart van de beurt, een keuze die vaststaat
cr-undo-shown = die zet toonde de kaart van de beurt (op het speelveld gelegd of afgelegd)
cr-undo-swap = die zet ging een rode ruilhex in, en de ruil van kaarten die volgt toont kaarten

## Het startbericht: wie begint en waarom, wat niet meedoet, wanneer het spel eindigt.
# $name heeft de startspelerkaart; $order: alle spelers in beurtvolgorde, vanaf $name.
cr-start-first = { $name } heeft de startspelerkaart, willekeurig gegeven zoals de regels zeggen: { $name } begint, en de beurten gaan rond in deze volgorde: { $order }.
# Met 3 spelers gaat één spoorweg eruit ($railroad: de naam; $cards: de spoorkaarten).
cr-start-removed = Met 3 spelers gaat één spoorweg eruit: { $railroad } doet niet mee, met zijn aandelenkaart, zijn blokjes en zijn { $cards } spoorkaarten.
cr-start-end = Het spel eindigt zodra iedereen nog { $n } kaarten in de hand heeft.

## /game rules: de afbeelding van de spoorkaarten van één spoorweg ($railroad: de naam; $n: hoeveel).
cr-img-cards-title = { $railroad }: de { $n } spoorkaarten, zoals gedrukt
