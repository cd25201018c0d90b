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
