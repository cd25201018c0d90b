## Card Rails : les textes du jeu dans le bot et sur ses images.
##
## Vocabulaire : voir GLOSSARY.md à côté de ce fichier. On vouvoie le joueur.
## $railroad est le nom d'une voie ferrée déjà traduit (cr-railroad) dans les messages cr-, et
## son identifiant (orange, yellow, green, black, white) dans les messages rule-, qui le
## traduisent avec les mêmes termes. $card (O4, Y2) et $hex, $at (E2N1, W1, 0) sont des noms
## imprimés sur l'image du plateau et tapés dans les commandes : ils restent tels quels.

game-cardrails = Card Rails
opt-cardrails-final_dividend = Versement final des dividendes
opt-cardrails-open_hands = Mains visibles

## Commandes

cmd-cardrails = Les coups de Card Rails
cmd-cardrails-share = Jouer une carte pour prendre une Action d'une voie ferrée
cmd-cardrails-build = Jouer une carte pour construire de la voie (en la posant sur le plateau s'il le faut)
opt-cardrails-card = La carte de votre main
opt-cardrails-railroad = La voie ferrée dont vous prenez une Action
opt-cardrails-hex = Où va le premier cube ; dans un hexagone que votre carte complète, remplissez d'abord place
opt-cardrails-place = Où poser la carte sur le plateau, s'il faut la poser
opt-cardrails-hex2 = Où va un deuxième cube (facultatif)
cr-err-card_needed = Choisissez la carte à jouer (l'option « card »).

## Les voies ferrées (au féminin : « la voie ferrée Verte », « une Action Verte »)

-cr-orange = Orange
-cr-yellow = Jaune
-cr-green = Verte
-cr-black = Noire
-cr-white = Blanche

# limit: 100
cr-railroad =
    { $railroad ->
        [orange] { -cr-orange }
        [yellow] { -cr-yellow }
        [green] { -cr-green }
        [black] { -cr-black }
        [white] { -cr-white }
       *[other] { $railroad }
    }

## Où en est la partie

cr-phase-turn = en cours
cr-phase-over = terminée
cr-what-card = choisir une carte de votre main
cr-what-action = prendre une Action, construire de la voie ou poser votre carte sur le plateau
cr-what-build = construire avec un autre cube, poser votre carte ou finir votre tour
cr-what-swap_give = donner une carte à la défausse (vous avez construit sur un hexagone Échange rouge)
cr-what-swap_take = prendre une carte dans la défausse
cr-what-other = jouer votre coup
cr-ping = { $mention }, à vous de jouer : { $what }
cr-reason-hands_played_down = Il ne reste plus à chacun que ses dernières cartes en main.
cr-status-seat =
    { $name } : { $hand ->
        [one] { $hand } carte
       *[other] { $hand } cartes
    }, Actions : { $shares }
cr-status-no_shares = aucune
cr-status-values = Valeur des voies ferrées : { $values }
cr-status-value = { $railroad } { $value }

## Les cartes : « O4 (Orange : ½ symbole et lac) »

# limit: 100
cr-card = { $card } ({ $railroad } : { $features })
cr-feature-symbol = symbole
cr-feature-symbol_half = ½ symbole
cr-feature-lake = lac
cr-feature-swap = échange
cr-feature-purple = violet

## Les coups (options de menu, boutons, suggestions)

# limit: 100
cr-act-card = Choisir { $card }
# limit: 100
cr-act-share = Prendre une Action { $railroad }
# limit: 100
cr-act-build = Construire la voie { $railroad } en { $hex }
# limit: 100
cr-act-place =
    { $rotation ->
        [180] Poser la carte en { $at }, { $turned } (B)
       *[other] Poser la carte en { $at }, { $turned } (A)
    }
# limit: 80
# limit: 80
cr-act-discard = Défausser la carte (rien d'autre n'est possible)
# limit: 80
cr-act-stop = Finir mon tour
# limit: 100
cr-act-swap_give = Donner { $card } à la défausse
# limit: 100
cr-act-swap_take = Prendre { $card } dans la défausse
# limit: 95
cr-group-build = Construire la voie { $railroad }
# limit: 95
cr-group-place = Poser la carte sur le plateau

## La situation du joueur (message privé, /game hand)

cr-hand-shares = Vos Actions : { $shares }
cr-hand-no_shares = Vos Actions : aucune pour l'instant
cr-hand-share = { $railroad } ({ $n })
cr-hand-chosen = Carte choisie : { $card }
cr-hand-discards = Défausse (visible de tous) : { $cards }

## Un tour joué, dans le fil et dans /game since

cr-turn = { $name } { $what }.
cr-turn-card = a choisi { $card }
cr-turn-share = a pris une Action { $railroad }
cr-turn-placed = l'a posée en { $at }, { $turned }
cr-turn-cubes = a construit { $cubes }
cr-cube = la voie { $railroad } en { $hex }
cr-turn-swap = a échangé { $gave } contre { $took }
cr-turn-discarded = a défaussé { $card }
cr-turn-caption = Le plateau après le tour { $turn }.

## L'image du plateau

cr-img-city = VILLE
cr-img-head = Tour { $turn } (manche { $round }), à { $name } de jouer
cr-img-last = Tour précédent : { $name } { $what }
cr-img-over =
    { $turns ->
        [one] Partie terminée après { $turns } tour : { $name } gagne
       *[other] Partie terminée après { $turns } tours : { $name } gagne
    }
cr-img-share = a pris une Action { $railroad }
cr-img-placed = a posé { $card } en { $at }, { $turned }
cr-img-cubes = a construit { $cubes }
cr-img-swap = a échangé { $gave } contre { $took }
cr-img-discarded = a défaussé { $card }
cr-img-passed = a passé son tour
cr-img-value =
    = { $value }  ({ $empty ->
        [one] { $empty } case vide
       *[other] { $empty } cases vides
    } + { $purple }×2 violet + { $symbols }×5 symbole)
cr-img-hand = main { $n }
cr-img-seat =
    Actions { $shares }/{ $max } · { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    } pour l'instant
cr-img-seat-final =
    Actions { $shares }/{ $max } · { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    }
cr-img-discards =
    { $n ->
        [0] Défausse : vide
       *[other] Défausse ({ $n }) : { $cards }
    }
cr-img-legend = ~ lac   ⇄ échange   +2 violet   ● symbole +5   □ case vide +1
cr-img-removed = ({ $railroad } retirée)

## L'image des scores finaux

cr-img-scores-title = Card Rails : { $name } gagne
cr-img-scores-railroad = voie ferrée
cr-img-scores-empty = cases vides
cr-img-scores-purple = violet ×2
cr-img-scores-symbols = symboles ×5
cr-img-scores-value = valeur
cr-img-scores-players = joueur : Actions (cubes + cartes) × valeur = points
cr-img-scores-players-dividend = joueur : Actions ÷ toutes les Actions × valeur, arrondi au-dessus = points
cr-img-scores-detail =
    { $cubes ->
        [one] { $cubes } cube
       *[other] { $cubes } cubes
    }, { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    }

## La planche des cartes (docs/cardrails-cards.png)

cr-img-sheet-title = Card Rails : les 45 Cartes de Voie et la Ville de Départ
cr-img-sheet-legend = ~ lac (aucun cube)   ⇄ échange   +2 violet   ● symbole de voie ferrée (+5)   gris : demi-hexagone ouvert

## Coups refusés : la règle, expliquée

rule-cardrails-unknown_action = Card Rails ne connaît pas de coup « { $action } ».
rule-cardrails-not_your_turn = Ce n'est pas votre tour : attendez que la partie vous demande de jouer.
rule-cardrails-wrong_step =
    { $step ->
        [card] Pas maintenant : choisissez d'abord une carte de votre main.
        [action] Pas maintenant : vous avez choisi votre carte, prenez donc une Action, construisez de la voie ou posez la carte sur le plateau (ou choisissez une autre carte).
        [build] Pas maintenant : vous êtes en train de construire ; construisez avec un autre cube, posez votre carte si vous l'avez encore en main, ou finissez votre tour.
        [swap_give] Pas maintenant : vous avez construit sur un hexagone Échange rouge, donnez d'abord une carte de votre main à la défausse.
        [swap_take] Pas maintenant : vous avez donné une carte à la défausse, prenez-y maintenant une carte en échange.
       *[other] Ce coup ne correspond pas à cette étape de votre tour.
    }
rule-cardrails-malformed = Ce coup n'est pas écrit comme la partie l'attend : un coup « { $action } » comporte exactement type, { $keys }.
rule-cardrails-not_in_hand = { $card } n'est pas dans votre main.
rule-cardrails-not_in_discards = { $card } n'est pas dans la défausse.
rule-cardrails-swap_same = L'hexagone Échange vous fait échanger une carte : reprenez dans la défausse une autre carte que celle que vous venez d'y mettre.
rule-cardrails-unknown_railroad = Il n'y a pas de voie ferrée « { $railroad } » dans cette partie.
rule-cardrails-share_limit = Vous ne pouvez jamais avoir plus de { $limit } cubes Action devant vous.
rule-cardrails-no_cubes =
    Il ne reste aucun cube sur la Carte d'Actions { $railroad ->
        [orange] { -cr-orange }
        [yellow] { -cr-yellow }
        [green] { -cr-green }
        [black] { -cr-black }
        [white] { -cr-white }
       *[other] { $railroad }
    } : vous ne pouvez pas prendre d'Action de cette voie ferrée, choisissez-en une autre.
rule-cardrails-build_no_cubes =
    La Carte d'Actions { $railroad ->
        [orange] { -cr-orange }
        [yellow] { -cr-yellow }
        [green] { -cr-green }
        [black] { -cr-black }
        [white] { -cr-white }
       *[other] { $railroad }
    } n'a plus de cube : chaque cube de voie est pris sur cette carte.
rule-cardrails-bad_hex = « { $hex } » n'est pas un nom d'hexagone : les hexagones s'appellent E2N1, W1, S3 ou 0, comme sur le plateau.
rule-cardrails-off_map = { $hex } n'est pas encore sur le plateau.
rule-cardrails-half_hex = { $hex } n'est qu'un demi-hexagone : on ne construit que dans un hexagone entier (un demi-hexagone devient entier quand on pose contre lui une carte portant la moitié assortie).
rule-cardrails-city = { $hex } fait partie de la Ville de Départ : toutes les voies ferrées en partent, et l'on construit à côté d'elle, jamais dedans.
rule-cardrails-lake = { $hex } est un hexagone Lac bleu : un lac ne peut recevoir aucun cube.
rule-cardrails-occupied = { $hex } porte déjà un cube : un hexagone n'en reçoit qu'un seul.
rule-cardrails-not_adjacent =
    Une voie se construit à côté de sa propre couleur : { $hex } ne touche aucune voie { $railroad ->
        [orange] { -cr-orange }
        [yellow] { -cr-yellow }
        [green] { -cr-green }
        [black] { -cr-black }
        [white] { -cr-white }
       *[other] { $railroad }
    } et n'est pas à côté de la Ville de Départ.
rule-cardrails-must_use_card = Vous avez posé votre carte sur le plateau pour construire dans un demi-hexagone : l'un de vos cubes doit aller dans un hexagone que cette carte a complété.
rule-cardrails-no_more_cubes = On construit avec 1 ou 2 cubes par tour, pas plus.
rule-cardrails-bad_rotation = Une carte ne se tourne que d'un demi-tour (rotation 0 ou 180) : un quart de tour la ferait sortir de la grille d'hexagones.
rule-cardrails-already_played = Vous avez déjà posé votre carte sur le plateau ce tour-ci.
rule-cardrails-overlap = Une carte ne peut recouvrir aucune carte déjà posée : placez-la de sorte que seuls ses demi-hexagones rejoignent le plateau.
rule-cardrails-no_match = La carte doit compléter un demi-hexagone déjà sur le plateau : placez-la de sorte qu'un de ses demi-hexagones rejoigne un demi-hexagone ouvert.
rule-cardrails-no_build_there = On ne pose une carte que pour construire dans un demi-hexagone qu'elle complète, et en { $at } aucun cube ne pourrait entrer dans un hexagone complété.
rule-cardrails-must_act = Vous pouvez encore prendre une Action ou construire : défausser sa carte sans rien faire n'est permis que si aucun autre coup n'est possible.
rule-cardrails-not_possible = Ce coup n'est pas possible maintenant.

## Mains visibles, égalités (la règle : « En cas d'égalité, le dernier joueur à égalité dans l'ordre du tour l'emporte. »)
# /game hand avec les mains visibles : la main d'un autre joueur.
cr-hand-open = { $name } a en main : { $cards }
# /game status avec les mains visibles : la ligne d'une place et ses cartes.
cr-status-open_hand = { $seat } ; main : { $cards }
# Les scores finaux du fil quand le meilleur total est à égalité.
cr-final-tie = Égalité à { $total } entre { $names }. En cas d'égalité, le dernier joueur à égalité dans l'ordre du tour l'emporte : { $winner }.
cr-final-tie_won = Vous êtes à égalité à { $total } avec { $names }. En cas d'égalité, le dernier joueur à égalité dans l'ordre du tour l'emporte : vous jouiez après, vous gagnez donc.
cr-final-tie_lost = Vous êtes à égalité à { $total } avec { $names }. En cas d'égalité, le dernier joueur à égalité dans l'ordre du tour l'emporte : { $winner } jouait après vous, { $winner } gagne donc.
cr-final-tie_place = Vous êtes à égalité à { $total } avec { $names } : entre joueurs à égalité, le plus tardif dans l'ordre du tour est classé devant.
## /cardrails build : une commande, un tour entier
cr-err-half_turn_cube = Ce n'est pas un tour entier : votre carte est posée sur la carte, un cube doit donc aller dans un hexagone qu'elle complète ({ $hexes }). Indiquez ce cube dans hex ou hex2. Rien n'a été joué.
cr-err-half_turn_swap = Ce cube entre dans un hexagone Échange rouge, et l'échange de cartes se choisit pas à pas : jouez ce tour avec le sélecteur (/game hand). Rien n'a été joué.
cr-err-extra_cube = Votre tour se terminerait avant le dernier cube indiqué : plus rien ne peut être construit ensuite. Laissez hex2 vide. Rien n'a été joué.
cr-err-half_turn = Ce n'est pas un tour entier. Rien n'a été joué.

## L'image du plateau, lisible sur un téléphone (chaque texte assez grand à 430 px)

# Sur la carte Actions d'une compagnie, sous sa valeur : ce qui la compose.
cr-img-card-empty =
    { $n ->
        [one] { $n } case vide
       *[other] { $n } cases vides
    }
cr-img-card-purple =
    { $n ->
        [one] { $n } violet ×2
       *[other] { $n } violets ×2
    }
cr-img-card-symbols =
    { $n ->
        [one] { $n } symbole ×5
       *[other] { $n } symboles ×5
    }
# Les points d'un joueur, en gros sur sa carte.
cr-img-points =
    { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    }
cr-img-shares = Actions { $shares }/{ $max }
# La légende du plateau, chaque mot à côté de son dessin.
cr-img-key-lake = lac (aucun cube)
cr-img-key-swap = échange d'une carte
cr-img-key-purple = violet +2
cr-img-key-symbol = symbole +5
cr-img-key-empty = case vide +1
