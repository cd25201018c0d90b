## Kaarten geteld in een zin (vroeger in de code samengesteld als "8, 8 en 8").

# Meerdere kaarten van dezelfde soort en waarde: "twee achten", "drie hulpsheriffs (5)".
# $count: 2 of meer; $kind: plain, deputy, bandit... (zoals sfc-card-a); $value: het getal.
sfc-cards-n =
    { $count ->
        [2] twee
        [3] drie
        [4] vier
        [5] vijf
        [6] zes
        [7] zeven
        [8] acht
       *[other] { $count }
    } { $kind ->
        [deputy] hulpsheriffs ({ $value })
        [bandit] bandieten ({ $value })
       *[plain]
            { $value ->
                [1] enen
                [2] tweeën
                [3] drieën
                [4] vieren
                [5] vijven
                [6] zessen
                [7] zevens
                [8] achten
                [9] negens
                [10] tienen
               *[other] { $value }'s
            }
    }
