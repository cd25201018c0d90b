## /game rules en /game help (cogs/rules.py, bot/rules.py).

cmd-game-rules = De regels van een spel, onderwerp per onderwerp (alleen jij ziet ze)
opt-rules-game = Welk spel
opt-rules-topic = Welk onderwerp (laat leeg voor de inhoud)
cmd-game-help = De commando's die je gebruikt, per groep (alleen jij ziet ze)
# De inhoud: $topics is een genummerde regel per onderwerp.
rules-contents =
    { $topics }

    Blader met de knoppen hieronder, of ga meteen naar een onderwerp met /game rules en de optie topic.
rules-title = Inhoud
# De kop van een pagina.
rules-page = { $game }, de regels: { $title } (pagina { $page } van { $pages })
# limit: 80
rules-btn-contents = Inhoud
rules-none = { $game } heeft nog geen regels in de bot.
# Eén regel in de lobby en in de eerste vraag aan een speler.
rules-hint = Ken je { $game } nog niet? /game rules legt het onderwerp per onderwerp uit, en /game help toont de commando's.
help-title = Whistlestop: de commando's
help-intro = Typ / in een server om ze te gebruiken. In de thread van een partij is de optie game niet nodig; wat alleen jij mag zien (je hand, deze pagina's) krijg je privé.
help-group-start = Een partij beginnen of vinden
help-group-play = Spelen
help-group-slow = Neem je tijd
help-group-host = Voor de host
help-group-ratings = Ranglijsten
help-group-more = Meer
