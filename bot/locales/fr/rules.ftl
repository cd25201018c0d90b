## /game rules et /game help (cogs/rules.py, bot/rules.py).

cmd-game-rules = Les règles d'un jeu, sujet par sujet (vous seul les voyez)
opt-rules-game = Quel jeu
opt-rules-topic = Quel sujet (laissez vide pour le sommaire)
cmd-game-help = Les commandes que vous utilisez, par thème (vous seul les voyez)
# Le sommaire : $topics est une ligne numérotée par sujet.
rules-contents =
    { $topics }

    Tournez les pages avec les boutons ci-dessous, ou allez droit à un sujet avec /game rules et son option topic.
rules-title = Sommaire
# L'en-tête d'une page.
rules-page = { $game }, les règles : { $title } (page { $page } sur { $pages })
# limit: 80
rules-btn-contents = Sommaire
rules-none = { $game } n'a pas encore ses règles dans le bot.
# Une ligne dans le salon d'attente et dans la première invite d'un joueur.
rules-hint = Vous découvrez { $game } ? /game rules l'explique sujet par sujet, et /game help liste les commandes.
help-title = Whistlestop : les commandes
help-intro = Tapez / dans un serveur pour les utiliser. Dans le fil d'une partie, l'option game est inutile ; ce que vous seul devez voir (votre main, ces pages) vous est répondu en privé.
help-group-start = Lancer ou trouver une partie
help-group-play = Jouer
help-group-slow = Prendre son temps
help-group-host = Pour l'hôte
help-group-ratings = Classements
help-group-more = Autres
