## De afbeelding bij een vraag (privébericht, /game hand): de hand van de speler als kaarten.

sfc-img-hand-title = { $n ->
        [one] Je hand: { $n } kaart
       *[other] Je hand: { $n } kaarten
    }
