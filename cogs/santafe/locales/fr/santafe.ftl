## Santa Fe, le jeu de chemin de fer : tous les textes du jeu dans Discord et sur ses images.
##
## Vocabulaire : voir GLOSSARY.md à côté de ce fichier (les mots du résumé français des règles).
## Ne se traduisent pas : les noms de villes (tels qu'imprimés sur le plateau), les noms des
## voies ferrées (Santa Fe, Southern Pacific, Great Northern, Union Pacific, Kansas Pacific) et
## leurs sigles (SF, SP, GN, UP, KP), la flèche « → » et le « × » des comptes.
## $railroad est le sigle d'une voie ferrée, sauf quand un commentaire dit que c'est son nom.
## Les sommes s'écrivent « 4 $ », avec une espace insécable avant le symbole.

game-santafe = Santa Fe

## Options du salon

opt-santafe-advanced = Règles avancées
opt-santafe-tile_purchase = Règle optionnelle : achat de morceaux de voie

## Les commandes /santafe (descriptions : 100 caractères au plus)

cmd-santafe = Coups de Santa Fe
cmd-santafe-track = Poser un morceau de voie
cmd-santafe-pass = Finir votre tour ou passer, quand les règles le permettent
cmd-santafe-buy = Acheter un morceau de voie (règle optionnelle)
opt-santafe-railroad = La voie ferrée
opt-santafe-to = Où prolonger sa ligne

## Les phases : après « Manche 3, » dans les statuts et l'épinglé, et sur l'image.

sf-phase-setup = mise en place
sf-phase-choose = choix des cartes
sf-phase-track = pose de voie
sf-phase-exchange = échange du Tour Double
sf-phase-draw = pioche
sf-phase-purchase = achat de morceaux
sf-phase-over = partie terminée

## Ce qu'on attend des joueurs : après « Votre décision : » et dans les rappels.

sf-prompt-what-play = jouez une carte pour cette manche
sf-prompt-what-exchange = échangez des cartes grâce à votre Tour Double (n'en choisissez aucune pour les garder)
sf-prompt-what-draw = piochez dans la pile de votre choix
sf-prompt-what-engineer = décidez si vous achetez l'Ingénieur
sf-prompt-what-track = posez de la voie (avec /santafe track ou le panneau)
sf-prompt-what-purchase = décidez si vous achetez un morceau de voie

## Le bouton sous un message du fil qui ouvre les choix, selon la phase.

# limit: 80
sf-panel-track = Poser de la voie
# limit: 80
sf-panel-choose = Jouer une carte
# limit: 80
sf-panel-exchange = Échanger des cartes ?
# limit: 80
sf-panel-draw = Piocher une carte
# limit: 80
sf-panel-setup = Acheter l'Ingénieur ?
# limit: 80
sf-panel-purchase = Acheter un morceau ?
# limit: 150
sf-exchange-placeholder = Cartes de Ville à échanger (aucune : vous les gardez)

## Messages dans le fil de la partie

sf-reveal =
    Manche { $round } : les cartes sont révélées !
    { $lines }
sf-reveal-line = { $name } : { $card }
sf-your_turn = { $mention }, à vous de poser de la voie (manche { $round }, tour de pose de voie { $turn } sur 2).
sf-your_turn-double = { $mention }, à vous de poser de la voie (manche { $round }, tour de pose de voie { $turn } sur 2, Tour Double : morceau { $tile } sur 2).
sf-board_caption = Le plateau après le tour de pose de voie { $turn } de la manche { $round }.

## Pourquoi la partie s'est terminée (une phrase entière)

sf-reason-tiles_exhausted = Tous les morceaux de voie ont été posés.
sf-reason-player_blocked = { $name } n'a pu poser aucun morceau de voie.
sf-reason-all_passed = Tout le monde a passé.
sf-reason-none = { "" }

## /game status

sf-status-seat = { $name } : { $hand ->
        [one] { $hand } carte
       *[other] { $hand } cartes
    }, { $money } ${ $flags }
sf-status-tiles = Morceaux de voie restants : { $tiles }
sf-status-tiles-item = { $railroad } { $n }

## Les cartes

sf-card-double_turn = Tour Double
sf-card-none = rien (aucune carte à jouer)
sf-card-with_branch = { $card } + Ligne Secondaire { $railroad }

## La main, en message privé et avec /game hand

sf-hand-double_turns = Tour Double ×{ $n }
sf-hand-branch = Ligne Secondaire { $railroad } (à jouer cette manche)
sf-hand-worth = { $city } ({ $n ->
        [0] { $value }, encore aucune voie ferrée
        [one] { $value } × { $n } voie ferrée = { $points }
       *[other] { $value } × { $n } voies ferrées = { $points }
    })
sf-hand-played = Cartes jouées : { $cards } ; { $points ->
        [one] { $points } point
       *[other] { $points } points
    } pour l'instant
sf-hand-money = Argent : { $money } $
sf-hand-engineer = { " " }· Ingénieur
sf-hand-purchased = { " " }· morceaux achetés : { $tiles }
sf-hand-purchased-item = { $railroad }×{ $n }
sf-final-breakdown = Argent : { $money } $. Cartes de Ville : { $cities }.
sf-final-city = { $city } { $points }
sf-final-no_cities = aucune

## Un coup de pose de voie, annoncé dans le fil

sf-move = { $name } : { $what }
sf-move-tile = { $railroad } { $src } → { $dst }{ $where }
sf-move-branch = { $railroad } Ligne Secondaire { $src } → { $dst }{ $where }
sf-move-passed = passe
sf-move-forced = passe (ne peut payer aucune pose)
sf-move-end_turn = termine son tour après un morceau
sf-move-reached = { $railroad } atteint { $city }
sf-move-earned = { $reached }, +{ $bonus }
sf-move-reached_list = { $line } ; { $cities }

## Les coups proposés dans les menus, les boutons et l'autocomplétion

# limit: 100
sf-play = Jouer { $card }
# limit: 100
sf-play-branch = Jouer { $card } et poser votre Ligne Secondaire { $railroad }
# limit: 100
sf-play-branch-any = Jouer { $card } et votre Ligne Secondaire
# limit: 100
sf-track = { $railroad } : { $src } → { $dst }{ $details }
# limit: 100
sf-track-branch = { $railroad } Ligne Sec. : { $src } → { $dst }{ $details }
# limit: 100
sf-end_turn = Finir mon tour
# limit: 100
sf-pass = Passer
# limit: 100
sf-draw-city = Piocher une Carte de Ville
# limit: 100
sf-draw-double_turn = Piocher une Carte de Tour Double
# limit: 100
sf-draw-branch = Piocher la Ligne Secondaire { $railroad }
# limit: 100
sf-draw-branch-price = Piocher la Ligne Secondaire { $railroad } ({ $cost } $)
# limit: 100
sf-draw-engineer = Piocher l'Ingénieur (gratuit ; votre main passe ensuite à { $hand } cartes)
# limit: 100
sf-stop_drawing = Arrêter de piocher
# limit: 100
sf-exchange = Échanger { $cards }
# limit: 100
sf-exchange-none = Garder toutes mes cartes
# limit: 100
sf-engineer-buy = Acheter l'Ingénieur ({ $cost } $)
# limit: 100
sf-engineer-skip = Ne pas acheter l'Ingénieur
# limit: 100
sf-buy_tile = Acheter un morceau { $railroad } ({ $cost } $)
# limit: 100
sf-no_purchase = Ne rien acheter

## Le détail d'un morceau : sa place sur le tracé, son prix, ce qu'il rapporte

sf-position = { " " }({ $k } sur { $n }{ $line ->
        [second] , 2e tracé
       *[first] { "" }
    })
sf-terrain = { $terrain ->
        [river] rivière
        [mountain] montagne
        [both] rivière + montagne
        [mountain_free] montagne ; rivière gratuite avec votre Ingénieur
       *[free] rivière gratuite avec votre Ingénieur
    }
sf-terrain-paid = { $terrain ->
        [river] rivière
        [mountain] montagne
        [both] rivière + montagne
        [mountain_free] montagne ; rivière gratuite grâce à l'Ingénieur
       *[free] rivière gratuite grâce à l'Ingénieur
    }
sf-price = { " " }· { $cost } $ ({ $why })
sf-paid = , payé { $cost } $ ({ $why })
sf-earns = { " " }· rapporte { $bonuses }
sf-earns-doubled = { " " }· rapporte { $bonuses } (montant doublé)
sf-bonus-city = { $amount } $ de bonus de ville
sf-bonus-special = { $amount } $ de bonus { $railroad }

## /game since : ce qui s'est passé depuis le dernier coup d'un joueur

sf-since-reveal = Manche { $round } : { $plays }
sf-since-play = { $name } a joué { $card }
sf-since-track = { $name } a posé { $n ->
        [one] { $n } morceau
       *[other] { $n } morceaux
    } ({ $railroads }){ $extra }
sf-since-connected = { "\u202F" }; a relié { $cities }
sf-since-reached = { $railroad } → { $city }
sf-since-bonus = { "\u202F" }; a gagné { $amount } $
sf-since-passed = { $name } a passé son tour
sf-since-exchanged = { $name } a échangé { $n ->
        [0] aucune carte
        [one] { $n } carte
       *[other] { $n } cartes
    }
sf-since-bought = { $name } a acheté un morceau { $railroad }
sf-since-engineer = { $name } a acheté l'Ingénieur
sf-since-game_over = Partie terminée. { $reason } { $count ->
        [one] Vainqueur
       *[other] Vainqueurs
    } : { $winners }

## Images : la ligne d'état et la légende au-dessus des joueurs (une ligne chacune)

sf-img-round = Manche { $round }
sf-img-track_turn = tour de pose { $turn } sur 2
sf-img-waiting = on attend { $names }
sf-img-to_move = à { $name } de jouer
sf-img-setup = Mise en place : chacun peut acheter un Ingénieur pour { $price } $
sf-img-choosing = Manche { $round } : chacun choisit une carte en secret
sf-img-tiles = Manche { $round } : { $tiles }
sf-img-earned = { $name } +{ $amount } $
sf-img-passed = { $name } passe
sf-img-over = Fin de la partie à la manche { $round }. { $reason }
sf-img-over-last = Fin de la partie à la manche { $round }. { $reason } Derniers morceaux : { $tiles }

## Images : le cadre de chaque joueur (court : cinq cadres se partagent la largeur)

sf-img-hand = { $n ->
        [one] { $n } carte en main
       *[other] { $n } cartes en main
    }
sf-img-hand-short = { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }
sf-img-double_turns = { $n ->
        [one] { $n } Tour Double
       *[other] { $n } Tours Doubles
    }
sf-img-branch = Ligne Sec. { $railroad }
sf-img-engineer = Ingénieur
sf-img-bought = Achats : { $tiles }
sf-img-chosen = ✓ carte choisie
sf-img-choosing-seat = … choisit
sf-img-played = A joué { $card }
sf-img-played-branch = A joué { $card } + Ligne Sec. { $railroad }
sf-img-first = 1er
sf-img-money = { $money } $

## Images : la bande des voies ferrées et la légende sous les joueurs

sf-img-tiles_left = { $n ->
        [one] { $n } morceau
       *[other] { $n } morceaux
    }
sf-img-cities = { $n ->
        [one] { $n } ville
       *[other] { $n } villes
    }
sf-img-dead = en impasse
sf-img-legend-home = ★ ville de départ
sf-img-legend-special = ■ bonus de voie ferrée { $amount } $
sf-img-legend-ring = anneau doré : bonus de ville { $amount } $ encore libre
sf-img-legend-count = ×n : voies ferrées reliées
sf-img-legend-terrain = rivière ou montagne { $one } $, les deux { $two } $

## Images : les scores finaux

sf-img-winners = Fin de la partie · { $count ->
        [one] vainqueur
       *[other] vainqueurs
    } : { $names }
sf-img-winner = ★ vainqueur
sf-img-total = { $total ->
        [one] { $total } point
       *[other] { $total } points
    } = { $money } $ + { $cards } pour les Cartes de Ville

## Coups refusés : la règle, expliquée (après « Interdit : »)

rule-santafe-unknown_action = Ce coup n'existe pas dans Santa Fe.
rule-santafe-not_your_turn = Ce n'est pas votre tour.
rule-santafe-wrong_phase = { $phase ->
        [setup] Les joueurs décident encore s'ils achètent l'Ingénieur
        [choose] Les joueurs choisissent encore leur carte
        [track] Les joueurs posent de la voie
        [exchange] Les joueurs qui ont joué un Tour Double échangent des cartes avant le second tour de pose de voie
        [draw] Les joueurs piochent des cartes
        [purchase] Les joueurs achètent des morceaux de voie
       *[over] La partie est terminée
    } ; { $action ->
        [engineer] l'Ingénieur ne s'achète qu'avant le début de la partie
        [play] les cartes se choisissent au début de chaque manche
        [track] la pose de voie vient après la révélation des cartes
        [end_turn] on ne finit son tour qu'après le premier morceau d'un Tour Double
        [pass] on ne passe que pendant les tours de pose de voie
        [exchange] l'échange du Tour Double a lieu au début du second tour de pose de voie
        [draw] on pioche après le second tour de pose de voie
        [stop_drawing] on pioche après le second tour de pose de voie
        [buy_tile] les morceaux de voie s'achètent une fois que tout le monde a pioché
        [no_purchase] les morceaux de voie s'achètent une fois que tout le monde a pioché
       *[other] ce coup se joue à un autre moment
    }.
rule-santafe-no_tile_purchase = Cette partie n'utilise pas la règle optionnelle d'achat de morceaux de voie.
rule-santafe-engineer_advanced = Les cartes Ingénieur ne servent qu'avec les règles avancées.
rule-santafe-malformed_engineer = Dites si vous achetez l'Ingénieur ou non.
rule-santafe-engineer_cost = Une carte Ingénieur coûte { $price } $ et vous avez { $money } $.
rule-santafe-none_left = Il ne reste plus de carte Ingénieur.
rule-santafe-malformed_play = Choisissez une Carte de Ville ou une Carte de Tour Double dans votre main.
rule-santafe-nothing_to_play = Vous n'avez aucune carte à jouer cette manche.
rule-santafe-first_round_city = Lors de la première manche, chaque joueur doit jouer une Carte de Ville.
rule-santafe-no_branch_card = Vous n'avez pas de Carte de Ligne Secondaire.
rule-santafe-branch_must_be_played = Une Carte de Ligne Secondaire doit être jouée dès la manche qui suit celle où elle a été piochée, avec une Carte de Ville ou une Carte de Tour Double.
rule-santafe-card_not_in_hand = Cette carte n'est pas dans votre main.
rule-santafe-malformed_track = Indiquez quelle voie ferrée pose le morceau, sur quel tracé et vers quelle ville.
rule-santafe-unknown_railroad = Cette voie ferrée n'existe pas. Les voies ferrées sont : { $railroads }.
rule-santafe-unknown_route = Ce tracé n'existe pas sur le plateau.
rule-santafe-wrong_direction = Le tracé entre { $a } et { $b } mène à l'une de ces deux villes.
rule-santafe-turn_done = Vous avez posé tous les morceaux que ce tour permet.
rule-santafe-purchased_not_yet = Les morceaux achetés ne se posent qu'une fois tous les morceaux non achetés placés sur le plateau.
rule-santafe-no_tiles = La voie ferrée { $railroad } a posé tous ses morceaux de voie.
rule-santafe-cannot_afford = Ce morceau coûte { $cost } $ ({ $terrain ->
        [river] rivière
        [mountain] tracé de montagne
       *[both] rivière et tracé de montagne
    }) et vous avez { $money } $.
rule-santafe-no_branch = Vous n'avez pas joué de Carte de Ligne Secondaire pour la voie ferrée { $railroad }.
rule-santafe-max_routes = Une voie ferrée se divise en { $routes } lignes au plus (la ligne d'origine et { $branches } lignes secondaires).
rule-santafe-route_taken = La voie ferrée { $railroad } construit déjà ce tracé : dès qu'une voie ferrée commence à construire entre deux villes, aucune autre ne peut poser de voie sur ce même tracé.
rule-santafe-opposite_side = Ce tracé se construit depuis l'autre ville : la voie ne se pose que d'un seul côté.
rule-santafe-route_complete = Ce tracé est déjà terminé.
rule-santafe-double_route = Quand deux tracés relient les mêmes villes, une voie ferrée ne peut pas poser sur les deux.
rule-santafe-home_city = Le premier morceau d'une voie ferrée doit partir de sa ville de départ : { $city } pour la voie ferrée { $railroad }.
rule-santafe-not_connected = La voie ferrée { $railroad } n'atteint pas { $city } : chaque morceau doit prolonger une ligne déjà posée.
rule-santafe-dead_end = Toutes les lignes de la voie ferrée { $railroad } sont en impasse ; seule une Ligne Secondaire peut encore la prolonger.
rule-santafe-not_a_railhead = Chaque morceau doit prolonger une ligne déjà posée, et aucune ligne de la voie ferrée { $railroad } n'aboutit à { $city }. Pour partir d'une autre ville reliée, il faut une Carte de Ligne Secondaire.
rule-santafe-must_place = Si un morceau de voie peut être posé, le joueur doit en poser un.
rule-santafe-already_placed = Vous avez déjà posé un morceau pendant ce tour ; finissez votre tour.
rule-santafe-no_passing = Si un morceau de voie peut être posé, le joueur doit en poser un (on ne peut passer qu'avec les règles avancées).
rule-santafe-malformed_exchange = Choisissez les Cartes de Ville de votre main à échanger, ou aucune pour les garder.
rule-santafe-discard_not_in_hand = Vous ne pouvez défausser que des Cartes de Ville de votre main.
rule-santafe-pile_too_small = { $left ->
        [0] Il ne reste aucune Carte de Ville à piocher : vous ne pouvez rien défausser.
        [one] Il ne reste qu'une Carte de Ville à piocher : défaussez-en une au plus.
       *[other] Il ne reste que { $left } Cartes de Ville à piocher : défaussez-en { $left } au plus.
    }
rule-santafe-malformed_draw = Seule la Carte de Ligne Secondaire se pioche pour une voie ferrée donnée ; les autres cartes, non.
rule-santafe-malformed_branch = Indiquez de quelle voie ferrée vous piochez la Carte de Ligne Secondaire.
rule-santafe-malformed_pile = Piochez une Carte de Ville, une Carte de Tour Double, une Carte de Ligne Secondaire ou une carte Ingénieur.
rule-santafe-city_pile_empty = La pioche des Cartes de Ville est épuisée.
rule-santafe-double_turn_pile_empty = Il ne reste plus de Carte de Tour Double.
rule-santafe-branch_pile_empty = Il ne reste plus de Carte de Ligne Secondaire { $railroad }.
rule-santafe-engineer_pile_empty = Il ne reste plus de carte Ingénieur.
rule-santafe-one_branch = On ne peut détenir qu'une seule Carte de Ligne Secondaire en main à la fois.
rule-santafe-branch_cost = Piocher une Carte de Ligne Secondaire coûte { $price } $.
rule-santafe-one_engineer = Chaque joueur ne peut utiliser qu'une seule carte Ingénieur.
rule-santafe-must_draw = Chacun complète sa main en piochant ; vous ne pouvez vous arrêter que s'il ne reste plus ni Carte de Ville ni Carte de Tour Double à piocher.
rule-santafe-none_to_buy = La voie ferrée { $railroad } n'a plus de morceaux non achetés.
rule-santafe-tile_price = Un morceau de voie coûte { $price } $ et vous n'avez plus d'argent.

## /game stats : la meilleure Carte de Ville des dernières parties.
sf-stats-best_city = Meilleure Carte de Ville récemment : { $city }, { $points ->
    [one] { $points } point
   *[other] { $points } points
} en une partie

## Une invite terminée, en une ligne : ce que le joueur a fait, au passé, avec son prix

sf-done-play = Vous avez joué { $card }.
sf-done-play-branch = Vous avez joué { $card } avec votre Ligne Secondaire.
sf-done-track = Vous avez posé un morceau { $railroad } { $src } → { $dst }.
sf-done-track-branch = Vous avez posé la Ligne Secondaire { $railroad } { $src } → { $dst }.
sf-done-draw-city = Vous avez pioché une Carte de Ville.
sf-done-draw-double_turn = Vous avez pioché une Carte de Tour Double.
sf-done-draw-branch = Vous avez pioché la Ligne Secondaire { $railroad } pour { $cost } $.
sf-done-draw-engineer = Vous avez pioché l'Ingénieur (gratuit ; votre main passe à { $hand } cartes).
sf-done-exchange = Vous avez échangé { $cards }.
sf-done-exchange-none = Vous avez gardé toutes vos cartes.
sf-done-engineer-buy = Vous avez acheté l'Ingénieur pour { $cost } $.
sf-done-engineer-skip = Vous n'avez pas acheté l'Ingénieur.
sf-done-buy_tile = Vous avez acheté un morceau { $railroad } pour { $cost } $.
sf-done-end_turn = Vous avez fini votre tour.
sf-done-pass = Vous avez passé.
sf-done-stop_drawing = Vous avez arrêté de piocher.
sf-done-no_purchase = Vous n'avez rien acheté.
