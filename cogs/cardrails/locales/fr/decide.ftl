## Ce que le joueur décide maintenant : chaque sorte de choix, telle que la phrase de l'invite la
## nomme (« Votre décision : prendre une Action, construire de la voie ou poser votre carte sur le
## plateau »). La phrase ne cite que les choix proposés, joints comme des alternatives (« A, B ou C »).

cr-kind-card = choisir une carte de votre main
cr-kind-share = prendre une Action
cr-kind-build = construire de la voie
# Le second cube du tour.
cr-kind-build_more = construire avec un second cube
cr-kind-place = poser votre carte sur le plateau
cr-kind-stop = finir votre tour
cr-kind-discard = défausser votre carte (rien d'autre n'est possible)
cr-kind-swap_give = donner une carte à la défausse (vous avez construit sur un hexagone Échange rouge)
cr-kind-swap_take = prendre une carte dans la défausse

# Le sens d'une carte posée : comme imprimée, ou tournée d'un demi-tour. Une seule formulation
# partout : les choix, les lignes du fil et l'image du plateau ($rotation : 0 ou 180).
cr-turned =
    { $rotation ->
        [180] tournée d'un demi-tour
       *[other] telle qu'imprimée
    }

# /cardrails share ou build nomme une autre carte que celle déjà choisie ce tour ($card : son identifiant).
cr-err-card_chosen = Vous avez déjà choisi { $card } pour ce tour : jouez-la (l'option « card »), ou finissez le tour avec /game hand. Rien n'a été joué.

## Pourquoi un coup ne peut pas être repris (après « Votre dernier coup ne peut pas être repris : »).
cr-undo-card = il a choisi la carte de son tour, un choix définitif
cr-undo-shown = il a montré la carte du tour (posée sur le plateau ou défaussée)
cr-undo-swap = il est entré dans un hexagone Échange rouge, et l'échange de cartes qui suit montre des cartes

## Le message de départ : qui commence et pourquoi, ce qui est hors jeu, quand la partie finit.
# $name a la carte Premier Joueur ; $order : tous les joueurs dans l'ordre du jeu, depuis $name.
cr-start-first = { $name } a la carte Premier Joueur, donnée au hasard comme le veut la règle : { $name } commence, et les tours se suivent dans cet ordre : { $order }.
# À 3 joueurs, une voie ferrée est retirée ($railroad : son nom ; $cards : ses Cartes de Voie).
cr-start-removed = À 3 joueurs, une voie ferrée est retirée : la voie { $railroad } est hors jeu, avec sa Carte d'Actions, ses cubes et ses { $cards } Cartes de Voie.
cr-start-end = La partie finit quand il ne reste plus que { $n } cartes dans chaque main.

## /game rules : l'image des Cartes de Voie d'une voie ferrée ($railroad : son nom ; $n : combien).
cr-img-cards-title = Voie { $railroad } : ses { $n } Cartes de Voie, telles qu'imprimées
