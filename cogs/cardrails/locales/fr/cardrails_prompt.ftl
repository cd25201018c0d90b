## L'image jointe à une invite (message privé, /game hand, le panneau du sélecteur) et les
## options du sélecteur qui sont des emplacements. $railroad : nom de voie ferrée déjà traduit
## (cr-railroad) ; $hex, $at, $card : noms imprimés sur l'image (E2N1, G1), tels quels. $side :
## A (la carte telle qu'imprimée) ou B (tournée d'un demi-tour), comme sur l'image.

# limit: 90
cr-opt-build = voie { $railroad } en { $hex }, +{ $value }
# limit: 90
cr-opt-place =
    { $side ->
        [A] poser { $card } en { $at }, telle qu'imprimée (A)
       *[B] poser { $card } en { $at }, tournée d'un demi-tour (B)
    }
cr-img-opt-title = Vos options sur le plateau
cr-img-opt-builds = Un numéro avec un cube : construire un cube de cette voie ferrée dans cet hexagone.
cr-img-opt-places = Un numéro dans un contour : y poser { $card }, A telle qu'imprimée ou B tournée d'un demi-tour, comme dessiné ci-dessous.
cr-img-opt-side-a = A : { $card } telle qu'imprimée
cr-img-opt-side-b = B : { $card } tournée d'un demi-tour
cr-img-hand-title = Vos cartes
cr-hand-worth = Vos cartes valent { $points } points en ce moment ({ $total } en tout si la partie s'arrêtait maintenant).
cr-hand-worth-dividend = Vos cartes valent { $points } points en ce moment, en comptant les actionnaires que vous voyez ({ $total } en tout si la partie s'arrêtait maintenant).
