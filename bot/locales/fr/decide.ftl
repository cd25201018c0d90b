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
prompt-closed-over_unanswered = { $header } : la partie s'est terminée avant cette décision : on ne vous demande plus rien.

## Annuler (bot/undo.py) : pourquoi un coup reste joué. $why est une proposition sur le coup (« il a montré… »).
# Un ordinateur a joué après le joueur, et son coup a montré quelque chose.
err-undo-since = Votre dernier coup ne peut pas être repris : { $name } a joué ensuite, et { $why }.
# La raison donnée quand un jeu n'en dit pas plus (après « ne peut pas être repris : »).
undo-why-hidden = il a montré quelque chose de caché (une carte piochée, montrée ou révélée)

## Le message de départ (bot/opening.py) : les options en vigueur, après les joueurs et ce que la mise en place a fait.
start-options = Options en vigueur : { $options }.
