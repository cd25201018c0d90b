## De afbeelding bij een vraag (privébericht, /game hand, het keuzepaneel) en de keuzes in het
## keuzemenu die plekken zijn. $railroad: de al vertaalde naam van een spoorweg (cr-railroad);
## $hex, $at, $card: namen die op de afbeelding staan (E2N1, G1), onvertaald. $side: A (de kaart
## zoals gedrukt) of B (een halve slag gedraaid), zoals de afbeelding ze toont.

# limit: 90
cr-opt-build = { $railroad } op { $hex }, +{ $value }
# limit: 90
cr-opt-place =
    { $side ->
        [A] leg { $card } op { $at }, zoals gedrukt (A)
       *[B] leg { $card } op { $at }, een halve slag gedraaid (B)
    }
cr-img-opt-title = Je keuzes op het speelveld
cr-img-opt-builds = Een nummer met een blokje: bouw een blokje van die spoorweg in die hex.
cr-img-opt-places = Een nummer in een omtrek: leg { $card } daar, A zoals gedrukt of B een halve slag gedraaid, zoals hieronder getekend.
cr-img-opt-side-a = A: { $card } zoals gedrukt
cr-img-opt-side-b = B: { $card } een halve slag gedraaid
cr-img-hand-title = Je kaarten
cr-hand-worth = Je kaarten zijn nu { $points } punten waard ({ $total } in totaal als het spel nu afliep).
cr-hand-worth-dividend = Je kaarten zijn nu { $points } punten waard, met de aandeelhouders die je kunt zien ({ $total } in totaal als het spel nu afliep).
