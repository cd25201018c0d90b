## Het beeld van de tafel: de kolom van een speler, zijn kaarten, de regel onder de tafel.

# De slagen van deze ronde en de punten van het spel, elk op een eigen regel (ongeveer 15 letters).
sfc-img-round_tricks =
    Ronde: { $tricks ->
        [one] { $tricks } slag
       *[other] { $tricks } slagen
    }
sfc-img-game_points = Spel: { $score } pnt
# Onder een stapel gelijke kaarten (of gedekte kaarten): hoeveel het er zijn.
sfc-img-stack = ×{ $n }
# Onder de tafel tijdens een slag: de nummers voor de namen.
sfc-img-order = 1, 2, 3…: de speelvolgorde; bij gelijke kaarten wint de kaart die later is gespeeld.
