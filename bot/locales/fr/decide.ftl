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
