## Santa Fe : le jeu de cartes — tous les textes du jeu dans Discord et dans ses images.
## Vocabulaire et choix de traduction : GLOSSARY.md dans ce dossier.
## Typographie : espace insécable (U+00A0) avant « : ; ! ? » et à l’intérieur des guillemets.

## Le nom du jeu et ses options, dans le salon d’attente.

game-santafe-cards = Santa Fe : le jeu de cartes
opt-santafe-cards-ten_wolves = Dix Loups
opt-santafe-cards-corrupt_sheriff = Shérif corrompu
opt-santafe-cards-black_scorpion = Mario « le Scorpion noir »

## La commande /cards play.

cmd-cards = Santa Fe : le jeu de cartes
cmd-cards-play = Jouer : carte de départ, duel ou passe (seuls vos coups autorisés sont proposés)
opt-cards-move = Votre coup (tapez pour filtrer la liste)

## Les cartes. $value : le chiffre de la carte ; $kind : plain (carte à chiffre seul), sheriff,
## corrupt, deputy, dynamite, bandit, wolves, mario, black-mario.

# Les noms imprimés sur les cartes.
sfc-card-name-sheriff = Shérif
sfc-card-name-corrupt = Shérif corrompu
sfc-card-name-deputy = Adjoint
sfc-card-name-dynamite = Mr. Dynamite
sfc-card-name-bandit = Bandit
sfc-card-name-wolves = Dix Loups
sfc-card-name-mario = Mario « le Scorpion »
sfc-card-name-black-mario = Mario « le Scorpion noir »
# Une carte dans une liste (« Votre main : Shérif (1), 2, 7 ») : une carte simple est son chiffre.
sfc-card-plain = { $value }
sfc-card-valued = { $name } ({ $value })
# Une carte dans une phrase ou un choix, avec son article : « Jouer un 7 », « Ann joue le shérif (1) ».
sfc-card-a =
    { $kind ->
        [sheriff] le shérif ({ $value })
        [corrupt] le shérif corrompu ({ $value })
        [deputy] un adjoint ({ $value })
        [dynamite] { sfc-card-name-dynamite } ({ $value })
        [bandit] un bandit ({ $value })
        [wolves] les { sfc-card-name-wolves } ({ $value })
        [mario] { sfc-card-name-mario } ({ $value })
        [black-mario] { sfc-card-name-black-mario } ({ $value })
       *[plain] un { $value }
    }

## Les phases : ligne d’état (« phase : … ») et images.

sfc-phase-pass = on passe le cow-boy solitaire
sfc-phase-declare = le shérif se décide
sfc-phase-play = on joue les plis
sfc-phase-scorpion = l’échange de Mario
sfc-phase-fill = on complète face cachée
sfc-phase-over = partie terminée

## Ce que l’on attend du joueur (« Votre décision : … », rappels).

sfc-what-pass = donnez votre cow-boy solitaire, une carte face cachée, à votre voisin de gauche (jamais un 10)
sfc-what-declare = répondez « Prêt » ; qui a le shérif choisit d’être courageux ou lâche
sfc-what-play = jouez dans le pli (carte de départ, duel ou passe)
sfc-what-scorpion = vous avez perdu le duel face à Mario « le Scorpion noir » ; échangez-le contre une carte de votre main, ou non
sfc-what-fill = complétez face cachée avec des cartes de votre main, jusqu’à en avoir joué autant que le vainqueur du duel

## Les choix : options de menu, boutons et « Coup accepté : … ». $card : un texte sfc-card-a.

# limit: 100
sfc-act-give = Donner { $card } à gauche (votre cow-boy solitaire)
# limit: 100
sfc-act-ready = Prêt
# limit: 100
sfc-act-brave = Shérif courageux : je le pose face visible (mes points de la manche comptent double)
# limit: 100
sfc-act-coward = Shérif lâche : je le garde caché dans ma main
# limit: 100
sfc-act-brave-swap = Shérif courageux, et j’échange Mario « le Scorpion » contre son jumeau noir
# limit: 100
sfc-act-coward-swap = Shérif lâche, et j’échange Mario « le Scorpion » contre son jumeau noir
# limit: 100
sfc-act-swap_only = Échanger Mario « le Scorpion » contre Mario « le Scorpion noir »
# limit: 100
sfc-act-keep_mario = Garder Mario « le Scorpion » (pas d’échange)
# limit: 100
sfc-act-start = Jouer { $card }
# limit: 100
sfc-act-duel = Duel avec { $count } × { $value }
# Les cartes de duel sont des 2 et Mario « le Scorpion noir » est l’un des 2 en main.
# limit: 100
sfc-act-duel-mario = Duel avec { $count } × { $value }, dont le Scorpion noir
# limit: 100
sfc-act-duel-no_mario = Duel avec { $count } × { $value }, sans le Scorpion noir
# limit: 100
sfc-act-no_duel = Pas de duel
# limit: 100
sfc-act-pass = Passer (je tourne ma carte de départ)
# limit: 100
sfc-act-take_back = Reprendre mes cartes de duel (pour en jouer de plus fortes)
# limit: 100
sfc-act-scorpion_swap = Reprendre Mario et mettre { $card } à sa place
# limit: 100
sfc-act-no_swap = Laisser Mario sur la table
# limit: 100
sfc-act-add = Ajouter { $card } face cachée
# Le niveau du menu au-dessus des coups de duel.
# limit: 100
sfc-group-duel = Lancer ou relancer un duel…

## La situation du joueur (message privé, /game hand).

sfc-hand-received = Le cow-boy solitaire que vous avez reçu : { $card }
sfc-hand-passed = Votre cow-boy solitaire, donné à gauche : { $card }
sfc-hand-sheriff-brave = Vous êtes le shérif courageux : vos points de la manche comptent double.
sfc-hand-sheriff-cowardly = Vous êtes le shérif lâche (personne ne le sait) : remportez le dernier pli en jouant le shérif et gagnez 75 points.
sfc-hand-table = Sur la table :
# Une ligne par joueur sous « Sur la table : » ; $cards : les cartes de duel.
sfc-play-start = - { $name } : { $card }
sfc-play-duel = - { $name } : { $card }, duel avec { $cards }
sfc-play-passed = - { $name } : { $card } (a passé)
sfc-play-duel-passed = - { $name } : { $card }, duel avec { $cards } (a passé)
sfc-hand-to_add =
    Il vous reste { $n ->
        [one] une carte
       *[other] { $n } cartes
    } à ajouter face cachée.
sfc-received = { $name } vous a donné { $card } : c’est votre cow-boy solitaire.

## Ce qui se passe, dans le fil de la partie.

sfc-line-round = La manche { $round } sur { $rounds } commence ; { $name } entame le premier pli.
sfc-line-passed = Chacun a donné un cow-boy solitaire à son voisin de gauche.
sfc-line-brave = { $name } est un shérif courageux : « La loi, c’est moi ! » Le shérif est posé face visible, et ses points comptent double cette manche !
sfc-line-mario_swapped = { $name } échange Mario « le Scorpion » contre Mario « le Scorpion noir ».
sfc-line-start = { $name } joue { $card }.
sfc-line-duel = { $name } entre dans le duel avec { $cards }.
sfc-line-duel-start = { $name } lance un duel avec { $cards } !
sfc-line-took_back = { $name } reprend { $cards }.
sfc-line-duel_passed = { $name } passe.
sfc-line-duel_won = { $name } remporte le duel.
sfc-line-scorpion = { $name } reprend Mario « le Scorpion noir » en main.
# $counts : une liste de sfc-line-fill-item.
sfc-line-fill = On complète face cachée pour le vainqueur du duel : { $counts }.
sfc-line-fill-item =
    { $name } ajoute { $n ->
        [one] une carte
       *[other] { $n } cartes
    }
sfc-line-trick =
    { $name } remporte le pli { $trick } ({ $cards ->
        [one] une carte
       *[other] { $cards } cartes
    }).
sfc-line-trick-last =
    { $name } remporte le pli { $trick }, le dernier de la manche ({ $cards ->
        [one] une carte
       *[other] { $cards } cartes
    }).
# $totals : une liste de sfc-line-scored-item.
sfc-line-scored = Décompte de la manche { $round } : { $totals }.
# $points : les points de la manche, avec leur signe ; $total : le cumul.
sfc-line-scored-item = { $name } { $points } (total { $total })
sfc-reason-seven_rounds = Les sept manches sont jouées.
sfc-status-seat =
    { $name } : { $hand ->
        [one] { $hand } carte
       *[other] { $hand } cartes
    }, { $tricks ->
        [one] { $tricks } pli
       *[other] { $tricks } plis
    } cette manche, { $score ->
        [one] { $score } point
       *[other] { $score } points
    }

## Nombres avec signe (points gagnés ou perdus).

sfc-signed-plus = +{ $n }
sfc-number = { $n }

## Les images. La place est comptée : restez à peu près aussi court que l’anglais.

# La ligne au-dessus de la table.
sfc-img-caption-over =
    Partie terminée après { $rounds } manches. { $count ->
        [one] Vainqueur
       *[other] Vainqueurs
    } : { $winners }
sfc-img-caption-trick = Manche { $round }/{ $rounds }, pli { $trick }
sfc-img-caption-duel = Manche { $round }/{ $rounds }, pli { $trick } : duel, { $name } en tête
sfc-img-caption-won =
    Manche { $round }/{ $rounds }, pli { $trick } pour { $name } ({ $cards } cartes = { $tricks ->
        [one] { $tricks } pli
       *[other] { $tricks } plis
    })
sfc-img-caption-phase = Manche { $round }/{ $rounds } : { $phase }
# La ligne sous la table.
sfc-img-footer = Manche { $round }/{ $rounds } · { $phase }
sfc-img-footer-last = Manche { $round }/{ $rounds } · { $phase } · dernier pli : les Adjoints valent 0
# Les marques à côté du nom d’un joueur.
sfc-img-lead = entame
sfc-img-brave = shérif courageux
sfc-img-mario = Scorpion noir
sfc-img-wins = remporte le pli
sfc-img-winner = remporte le duel
sfc-img-done = prêt
sfc-img-in_hand = { $n } en main
# Sous une carte de départ tournée d’un quart de tour : le joueur a passé.
sfc-img-passed = a passé
# Les noms sur les cartes (environ 9 lettres).
sfc-img-card-sheriff = Shérif
sfc-img-card-corrupt = Corrompu
sfc-img-card-deputy = Adjoint
sfc-img-card-dynamite = Dynamite
sfc-img-card-bandit = Bandit
sfc-img-card-wolves = Dix Loups
sfc-img-card-mario = Mario
sfc-img-card-black-mario = Mario noir
# La feuille de score.
sfc-img-sheet-title = Feuille de score · manche { $round }/{ $rounds }
sfc-img-sheet-title-final = Feuille de score · fin de partie
# La ligne d’une manche, le plus court possible.
sfc-img-sheet-round = M{ $round }
sfc-img-sheet-total = Total
sfc-img-sheet-detail = Manche { $round } en détail
sfc-img-part-table = plis
sfc-img-part-all_tricks = capot
sfc-img-part-bandits = Bandits
sfc-img-part-dynamite = Mr. Dynamite
sfc-img-part-deputies = Adjoints
sfc-img-part-last_trick = dernier pli
sfc-img-part-sheriff = shérif
sfc-img-part-coward = lâche
sfc-img-part-corrupt = corrompu
sfc-img-part-wolves = Dix Loups
sfc-img-part-mario = Mario
sfc-img-part-round = manche
# La ligne des plis : plis remportés, puis leurs points.
sfc-img-tricks-points = { $tricks } : { $points }
# Les points de la manche du shérif courageux, doublés.
sfc-img-doubled = { $points } (×2)
sfc-img-legend-brave = ★ shérif courageux : tous les points de la manche comptent double

## Coups refusés : la règle expliquée (le bot affiche « Interdit : … » devant).

rule-santafe-cards-unknown_action = Santa Fe : le jeu de cartes ne connaît pas ce coup (« { $kind } »).
rule-santafe-cards-wrong_phase =
    Ce coup appartient à un autre moment de la manche. Maintenant : { $phase ->
        [pass] chacun donne un cow-boy solitaire à son voisin de gauche
        [declare] le détenteur du shérif se décide, les autres répondent « Prêt »
        [play] on joue le pli
        [scorpion] le perdant d’un duel décide du sort de Mario « le Scorpion noir »
        [fill] on complète face cachée pour le vainqueur du duel
       *[other] { $phase }
    }.
rule-santafe-cards-not_waiting = Vous avez déjà fait ce choix ; attendez les autres.
rule-santafe-cards-not_your_turn = Ce n’est pas votre tour dans ce pli : on joue dans le sens des aiguilles d’une montre à partir de celui qui l’entame.
rule-santafe-cards-malformed_card = Ce coup doit désigner exactement une carte de votre main.
rule-santafe-cards-card_not_in_hand = Cette carte n’est pas dans votre main.
rule-santafe-cards-ten_not_passable = Une carte de valeur 10 (Bandit, Mr. Dynamite, Dix Loups) ne peut jamais être donnée comme cow-boy solitaire.
rule-santafe-cards-nothing_to_declare = Vous n’avez ni le shérif ni Mario « le Scorpion » : répondez simplement « Prêt ».
rule-santafe-cards-malformed_declare = Le choix du shérif demande deux réponses : courageux ou non, échanger Mario ou non.
rule-santafe-cards-no_sheriff = Seul le joueur qui a le shérif en main peut être un shérif courageux.
rule-santafe-cards-no_mario = Seul le joueur qui a Mario « le Scorpion » en main peut l’échanger contre Mario « le Scorpion noir ».
rule-santafe-cards-must_declare = Vous avez le shérif ou Mario « le Scorpion » : faites votre choix au lieu de répondre « Prêt ».
rule-santafe-cards-start_played = Vous avez déjà joué votre carte de départ dans ce pli.
rule-santafe-cards-start_first = Jouez d’abord votre carte de départ : chaque joueur met une carte dans chaque pli.
rule-santafe-cards-duel_running = Un duel est en cours : entrez-y avec des cartes de duel plus fortes, ou passez.
rule-santafe-cards-nothing_to_take_back = Vous n’avez pas de cartes de duel sur la table à reprendre.
rule-santafe-cards-no_stronger = Vous ne pouvez reprendre vos cartes de duel que pour en jouer de plus fortes, et vous n’en avez pas.
rule-santafe-cards-must_replace = Vous avez repris vos cartes de duel : vous devez maintenant en jouer de plus fortes.
rule-santafe-cards-not_possible = Ce coup n’est pas possible à ce moment du pli.
rule-santafe-cards-mixed_duel = Toutes vos cartes de duel doivent porter le même chiffre.
rule-santafe-cards-malformed_duel = Un duel demande un chiffre et le nombre de cartes de ce chiffre que vous jouez.
rule-santafe-cards-leader_no_duel = Le joueur qui entame le pli ne peut pas lancer de duel (il peut en rejoindre un plus tard).
rule-santafe-cards-ten_no_duel = Les cartes de valeur 10 ne peuvent jamais servir de cartes de duel.
rule-santafe-cards-take_back_first = Vous avez déjà des cartes de duel sur la table : reprenez-les avant d’en jouer de nouvelles.
rule-santafe-cards-duel_is_start_value = Vos cartes de duel ne peuvent pas porter le chiffre de votre propre carte de départ ({ $value }).
rule-santafe-cards-not_enough_cards =
    Vous n’avez pas { $count ->
        [one] de carte
       *[other] { $count } cartes
    } portant le chiffre { $value }.
rule-santafe-cards-too_many_duel_cards =
    Vous pouvez jouer au plus une carte de duel de plus que le duel le plus fort sur la table : { $most ->
        [one] une carte
       *[other] { $most } cartes
    } au maximum.
rule-santafe-cards-too_weak =
    Vos cartes de duel doivent battre les plus fortes de la table ({ $count } × { $value }) : davantage de cartes, ou autant avec un chiffre plus bas ; le même chiffre suffit aussi, sauf si vous venez de reprendre vos cartes.
rule-santafe-cards-duel_not_possible = Ce duel n’est pas possible à ce moment du pli.

## Changing a sealed choice, and the answers to the last choice.

# The sheriff's or Mario's answer, when whose hand it was is not known.
sfc-act-declared = Réponse pour le shérif et Mario
sfc-act-refill = Reprendre mes cartes face cachée et choisir à nouveau
sfc-ok-ready = Prêt. Vous n'avez rien à choisir cette fois ; la manche continue quand tout le monde a répondu.
sfc-ok-last-pass = Choix validé : { $label }. Vous étiez le dernier à choisir : les cow-boys solitaires passent à gauche.
sfc-ok-last-declare = Choix validé : { $label }. Vous étiez le dernier à répondre : le premier pli commence.
sfc-ok-last-fill = Choix validé : { $label }. Vous étiez le dernier à compléter : le pli va à son gagnant.
# Below the table when it shows the last trick of a round that has ended.
sfc-img-footer-ended = Manche { $round }/{ $rounds } terminée · le pli { $trick } était le dernier
# A finished turn of two steps: the start card, then the duel or not.
sfc-done-turn = « { $first } », puis « { $then } »
