## Ce que le joueur décide maintenant : chaque sorte de choix, telle que la phrase de l'invite la
## nomme (« Votre décision : poser un morceau de voie ou finir votre tour après un morceau »). La
## phrase ne cite que les choix proposés, joints comme des alternatives (« A, B ou C »).

sf-kind-play = jouer une carte pour cette manche
sf-kind-exchange = échanger des Cartes de Ville grâce à votre Tour Double (n'en choisissez aucune pour les garder)
sf-kind-track = poser un morceau de voie (avec /santafe track ou le panneau)
sf-kind-end_turn = finir votre tour après un morceau
sf-kind-pass = passer
sf-kind-draw = piocher une carte
sf-kind-stop_drawing = arrêter de piocher (il ne reste rien à piocher pour vous)
sf-kind-engineer = acheter l'Ingénieur ou non
sf-kind-buy_tile = acheter un morceau de voie
sf-kind-no_purchase = ne rien acheter

## Pourquoi un coup ne peut pas être repris (après « Votre dernier coup ne peut pas être repris : »).
sf-undo-sealed = c'était une carte choisie en secret pour la manche (choisissez-en une autre à la place, tant que tous n'ont pas choisi)
sf-undo-turn_over = il a terminé le tour de pose de voie, et ce qui a suivi (cartes piochées ou jouées) ne peut pas être oublié
sf-undo-drawn = il a pioché ou échangé des cartes, et une carte vue reste vue

## Le message de départ : qui commence et pourquoi (R1 : la règle désigne le plus jeune joueur).
sf-start-first = { $name } est le Premier Joueur : la règle désigne le plus jeune joueur, que le bot ne peut pas connaître, donc c'est la première place qui commence. Le rôle de Premier Joueur passe à la place suivante, vers la gauche, à chaque manche.
# Le jeu avancé commence par l'Ingénieur, proposé dans l'ordre du tour.
sf-start-first-advanced = { $name } est le Premier Joueur : la règle désigne le plus jeune joueur, que le bot ne peut pas connaître, donc c'est la première place qui commence, et l'Ingénieur est proposé dans l'ordre du tour. Le rôle de Premier Joueur passe à la place suivante, vers la gauche, à chaque manche.
