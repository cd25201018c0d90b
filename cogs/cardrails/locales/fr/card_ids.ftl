## Les identifiants des cartes dans les phrases : la lettre de la voie ferrée et un numéro,
## les mêmes pour tous les joueurs (tapés dans les commandes, dessinés sur les images) ; le nom
## de la voie ferrée dans la langue du lecteur les accompagne (RULINGS R24).

cr-card-id = { $card } ({ $railroad })
cr-img-letters = Noms des cartes : { $letters }
cr-letter = { $letter } { $railroad }
cr-img-letters-title = Noms des cartes :
