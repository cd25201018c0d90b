## Zinnen die vroeger in de code werden samengesteld (leestekens, opsommingen), en de
## antwoorden van de ranglijst en de herhaling. De id's zijn die van de code, met streepjes.

# De legenda van de grafiek van de ranglijst, één regel per speler: plaats, naam, laatste rating.
board-chart-legend = { $rank }. { $name }: { $rating }
# De antwoorden van de herhalingsknop, aan wie erop drukte (alleen die ziet ze).
replay-done = De herhaling staat in de thread van de partij: { $link }
replay-drawing = De herhaling wordt getekend; ze verschijnt zo meteen in de thread van de partij ({ $link }).
replay-no_thread = De thread van deze partij bestaat niet meer: de herhaling kan nergens geplaatst worden.
# Een partij met haar nummer: "Santa Fe #3".
game-numbered = { $game } #{ $id }
# Een partij in de suggesties van de /game-commando's, na haar nummer: "Santa Fe (bezig)".
game-choice = { $game } ({ $status })
# Een plaats in de lijst van de lobby: "2. Computer 1 (makkelijk)", "3. (vrij)".
lobby-seat = { $n }. { $name }
# Een optie met een waarde, in de regel met opties van de lobby: "Rondes: 3".
options-value = { $option }: { $value }
# Hetzelfde op de knop van die optie.
# limit: 80
lobby-option-value = { $option }: { $value }
