## Zinnen die vroeger in de code werden samengesteld (leestekens, opsommingen), en de
## antwoorden van de ranglijst en de herhaling. De id's zijn die van de code, met streepjes.

# De legenda van de grafiek van de ranglijst, één regel per speler: plaats, naam, laatste rating.
board-chart-legend = { $rank }. { $name }: { $rating }
# De antwoorden van de herhalingsknop, aan wie erop drukte (alleen die ziet ze).
replay-done = De herhaling staat in de thread van de partij: { $link }
replay-drawing = De herhaling wordt getekend; ze verschijnt zo meteen in de thread van de partij ({ $link }).
replay-no_thread = De thread van deze partij bestaat niet meer: de herhaling kan nergens geplaatst worden.
