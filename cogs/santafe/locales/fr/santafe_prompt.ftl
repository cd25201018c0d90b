## L'image jointe à une invite (message privé, /game hand, le panneau du sélecteur) : où un
## morceau de voie peut aller, les cartes du joueur. $railroad : SF, SP, GN, UP ou KP.

sf-img-opt-title = Où poser votre morceau de voie
sf-img-opt-note = Chaque numéro, à la couleur de sa voie ferrée, montre la case où irait le morceau ; choisissez ce numéro dans le menu.
sf-img-hand-title = Vos cartes
sf-img-hand-note = Une Carte de Ville rapporte sa valeur × les voies ferrées qui y sont reliées ; en dessous, ce qu'elle rapporterait maintenant.
sf-img-hand-worth = × { $n } = { $points }
sf-img-hand-double = Tour Double
sf-img-hand-branch = Ligne Secondaire { $railroad }
