## Décider d'un coup : à qui c'est le tour quand un coup arrive hors de son tour.

# Une décision secrète (chacun choisit en secret) : le joueur a déjà choisi.
err-not_your_turn-locked = Vous avez déjà fait votre choix pour cette étape : la partie attend que { $who } { $n ->
    [one] choisisse
   *[other] choisissent
}.
# Une décision secrète qui ne concerne pas le joueur.
err-not_your_turn-not_asked = Rien ne vous est demandé à cette étape : la partie attend que { $who } { $n ->
    [one] choisisse
   *[other] choisissent
}.

## Une invite close parce que la partie est finie (bot/closing.py) : après « **Santa Fe n° 3** (fil : …) : ».
# Après ce que le joueur a choisi pour cette décision (« Vous avez posé GN : Milwaukee → Minneapolis. »).
prompt-closed-over = La partie est terminée.
prompt-closed-over_unanswered = la partie s'est terminée avant cette décision : on ne vous demande plus rien.
