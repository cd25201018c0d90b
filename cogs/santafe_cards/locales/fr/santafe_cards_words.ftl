## Des cartes comptées dans une phrase (autrefois assemblées dans le code : « 8, 8 et 8 »).

# Plusieurs cartes de même sorte et de même chiffre : « deux 8 », « trois adjoints (5) ».
# $count : 2 ou plus ; $kind : plain, deputy, bandit… (comme sfc-card-a) ; $value : le chiffre.
sfc-cards-n =
    { $count ->
        [2] deux
        [3] trois
        [4] quatre
        [5] cinq
        [6] six
        [7] sept
        [8] huit
       *[other] { $count }
    } { $kind ->
        [deputy] adjoints ({ $value })
        [bandit] bandits ({ $value })
       *[plain] { $value }
    }
