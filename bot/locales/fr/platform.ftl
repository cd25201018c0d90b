## Les textes de la plateforme, communs à tous les jeux : français.
## Voir ../README.md pour les conventions, et GLOSSARY.md pour le vocabulaire.

cmd-game = Jouer à des jeux de plateau au long cours
cmd-game-new = Ouvrir une salle d'attente pour une nouvelle partie dans ce salon
cmd-game-list = Lister les parties de ce serveur
cmd-game-status = À qui de jouer, depuis quand, et la table d'un coup d'œil
cmd-game-board = Afficher le plateau actuel
cmd-game-hand = Votre main et vos décisions en attente (vous seul la voyez)
cmd-game-leave = Quitter une partie (un joueur ordinateur prend votre place si elle a commencé)
cmd-game-cancel = Annuler une partie (hôte ou Gérer le serveur)
cmd-game-since = Ce qui s'est passé depuis votre dernier coup, avec le plateau (vous seul le voyez)
cmd-game-settings = Rappels, délai, absences et places (hôte ou Gérer le serveur)
cmd-game-away = Vous vous absentez : on joue pour vous, ou votre délai est suspendu
cmd-game-back = Vous êtes de retour : fin de votre absence
cmd-game-replace = Confier une place à un autre membre ou à l'ordinateur (hôte ou Gérer le serveur)
cmd-game-resign = Céder votre place à un joueur ordinateur
opt-game = Quelle partie (inutile dans le fil d'une partie)
opt-reminder_hours = Heures avant le premier rappel (de 1 à 336)
opt-second_reminder_hours = Heures entre le premier et le second rappel (de 1 à 336)
opt-deadline_hours = Heures dont un joueur dispose pour jouer (0 : pas de délai)
opt-deadline_action = Ce qui se passe quand le délai est dépassé
opt-away_mode = Ce qui se passe pendant l'absence d'un joueur
opt-cpu_fill = Au départ, des joueurs ordinateur occupent les places libres
opt-until = Pour combien de temps : en heures ou en jours, par ex. 36h ou 3j
opt-seat = La place à confier
opt-with = Le membre qui prend la place (laisser vide pour un joueur ordinateur)
choice-deadline-move = L'ordinateur joue à sa place
choice-deadline-ask_host = Demander à l'hôte
choice-away-play = L'ordinateur joue à sa place
choice-away-pause = Son délai est suspendu
opt-kind = Quel jeu de plateau
opt-language = La langue des messages et des images de la partie (par défaut : celle du serveur)
opt-game_language = La langue des messages et des images de la partie, à partir de maintenant
opt-options = Options par nom, par ex. nom ou nom=non (la salle d'attente a aussi un bouton pour chacune)
err-unknown_kind = Je ne connais pas ce jeu. Jeux disponibles : { $known }.
err-options-unknown = Ce jeu n'a pas d'option « { $name } ». Ses options : { $known }.
err-options-value = L'option « { $name } » accepte { $choices }.
err-options-bad = Je n'ai pas compris ces options ; écrivez-les sous la forme nom ou nom=valeur, séparées par des virgules.
lobby-opened_in = Le fil d'une partie n'accueille qu'une partie : la nouvelle salle d'attente est dans { $where }.
opt-seats = Nombre de places
lobby-title = { $game } n° { $id } : salle d'attente
lobby-body =
    Hôte : { $host }
    Options : { $options }
    Langue : { $language }
    Places ({ $n }/{ $max }) :
    { $seats }
lobby-empty_seat = (libre)
lobby-btn-join = Rejoindre
lobby-btn-leave = Quitter
lobby-btn-cpu = Ajouter un joueur ordinateur
lobby-btn-start = Lancer la partie
lobby-btn-language = Langue : { $language }
lobby-joined = Vous avez rejoint { $game }.
lobby-left = Vous avez quitté { $game }.
lobby-already_seated = Vous avez déjà une place.
lobby-not_seated = Vous n'avez pas de place dans cette partie.
lobby-full = Toutes les places sont prises.
lobby-too_few = { $min ->
    [one] Il faut au moins un joueur pour commencer.
   *[other] Il faut au moins { $min } joueurs pour commencer.
}
lobby-not_host = Seul l'hôte peut faire cela.
lobby-not_open = Cette salle d'attente est fermée.
lobby-thread_name = { $game } n° { $id }
lobby-thread_intro = Ce fil appartient à { $game } n° { $id }. Ses coups, ses images et ses mentions arrivent ici.
lobby-started = La partie { $game } n° { $id } commence. Ordre des places : { $seats }.
lobby-closed_status = État : { $status }
options-none = règles standard
cpu-name = Ordinateur { $n }
status-lobby = en salle d'attente
status-active = en cours
status-over = terminée
status-cancelled = annulée
ok-done = C'est fait.
ok-choice_saved = Choix enregistré : { $label }. Vous pouvez le changer jusqu'à ce que le dernier joueur ait choisi.
ok-move = Coup accepté : { $label }.
ok-choice_final = Choix validé : { $label }. Vous étiez le dernier à choisir : les choix sont maintenant révélés.
dm-chose = Votre choix : { $label }.
err-already_done = C'était déjà fait ; rien n'a changé.
err-not_your_turn = La partie ne vous attend pas pour le moment.
err-not_seated = Seuls les joueurs assis à la table peuvent faire cela.
err-no_game_here = Aucune partie trouvée. Utilisez cette commande dans le fil d'une partie ou choisissez-en une avec l'option game.
err-unknown_game = Je ne connais pas cette partie.
err-game_not_active = Cette partie n'est pas en cours.
err-illegal = Coup refusé : { $rule }
err-pick_from_list = Choisissez une des suggestions de la liste (tapez quelques lettres pour la filtrer).
err-bad_value = Je n'ai pas compris ce choix ; utilisez les suggestions.
err-unexpected = Désolé, quelque chose s'est mal passé de mon côté (code d'erreur { $error_id }).
err-no_permission = Seul l'hôte ou quelqu'un ayant la permission Gérer le serveur peut faire cela.
err-no_engine = Ce jeu n'est pas encore installé.
list-title = Parties de ce serveur
list-empty = Aucune partie ici pour l'instant. Lancez-en une avec /game new.
list-line = n° { $id } { $game } : { $status }, { $n ->
    [one] { $n } joueur
   *[other] { $n } joueurs
}, { $where }{ $mine }
list-mine = { " " }(vous jouez)
status-title = { $game } n° { $id } : { $status }
status-round = { $stage }, phase : { $phase }
status-waiting = On attend { $who } depuis { $waited }.
status-language = Langue : { $language }
status-game_over = La partie est terminée.
hand-title = { $game } n° { $id } ({ $thread })
hand-cards = Votre main : { $cards }
hand-no_cards = Votre main est vide.
hand-nothing_pending = Rien ne vous attend dans cette partie pour le moment.
hand-pending = Votre décision : { $what }
hand-choice = Votre choix actuel : { $label }
# limit: 150
prompt-select = Choisir…
prompt-what-other = jouer votre coup
btn-show_hand = Voir ma main
thread-dm_closed = { $mention }, je ne peux pas vous envoyer de messages privés. Utilisez /game hand ou le bouton ci-dessous ; vous seul verrez votre main.
thread-decision_ping = { $mention }, une décision vous attend dans { $game } n° { $id }.
thread-lockin = { $stage }, { $phase }. Ont choisi : { $locked }. On attend : { $waiting }.
thread-lockin-nobody = personne pour l'instant
thread-decision_ping-what = { $mention }, à vous : { $what }
thread-final =
    Partie terminée. { $reason }
    { $lines }
    { $count ->
        [one] Vainqueur : { $winners }
       *[other] Vainqueurs : { $winners }
    }
thread-final-line = { $name } : { $total ->
    [one] { $total } point
   *[other] { $total } points
}
thread-final-players = Merci d'avoir joué, { $players } !
dm-final = La partie est terminée. Votre score : { $score ->
    [one] { $score } point
   *[other] { $score } points
}, { $place ->
    [1] 1re place
   *[other] { $place }e place
} sur { $n }.
dm-final-won = Vous avez gagné. Bien joué !
btn-replay = Revoir toute la partie
replay-caption = { $game } n° { $id }, toute la partie ({ $n ->
    [one] une image
   *[other] { $n } images
}).
replay-posted = La rediffusion est déjà dans le fil : { $link }
replay-none = Cette partie n'a pas d'images à rejouer.
thread-replaced_thread = Le fil de { $game } n° { $id } a été supprimé ; la partie continue dans un nouveau fil.
thread-board_again = Le plateau tel qu'il est :
thread-broken = { $host }, la partie n° { $id } ne peut pas continuer : l'enregistrement de ses coups est endommagé ou ne se rejoue plus ({ $reason }). Les autres parties ne sont pas touchées.
err-game_broken = Cette partie ne peut pas continuer : l'enregistrement de ses coups est endommagé ou ne se rejoue plus. Son hôte a été prévenu.
thread-cancelled = { $game } n° { $id } a été annulée par { $who }. Joueurs : { $players }. Plus personne n'est attendu.
dm-cancelled = **{ $game } n° { $id }** a été annulée ; ce message ne fonctionne plus.
thread-member_left = { $name } a quitté le serveur : sa place n'est plus mentionnée. { $host }, un joueur ordinateur peut prendre la place (bouton ci-dessous), ou confiez-la à quelqu'un avec /game replace.
btn-seat_to_cpu = L'ordinateur prend la place
lobby-new_host = L'hôte a quitté la salle d'attente : { $name } est maintenant l'hôte.
lobby-closed_empty = Tout le monde a quitté la salle d'attente : elle est fermée.
thread-seat_to_cpu = { $name } est parti ; un joueur ordinateur prend sa place.
thread-event = { $text }
dm-header = **{ $game } n° { $id }** (fil : { $link })
dm-stale = Ce message n'est plus à jour ; /game hand montre ce qui vous attend.
pin-title = **{ $game } n° { $id }** : { $stage }, { $phase }
pin-waiting = En attente de : { $who }
pin-waiting-item = { $name } (son tour a commencé { $since }){ $away }
pin-waiting-cpu = { $name } (ordinateur)
pin-away = , absent jusqu'au { $until }
pin-locked = Ont choisi : { $names }
pin-deadline = Horloge : { $hours } h par décision et une réserve de { $bank } h par joueur ; ensuite { $action }.
pin-over = **{ $game } n° { $id }** : la partie est terminée. { $count ->
    [one] Vainqueur : { $winners }
   *[other] Vainqueurs : { $winners }
}
pin-cancelled = **{ $game } n° { $id }** : annulée.
remind-1 =
    Rappel : **{ $game } n° { $id }** vous attend depuis { $waited } (fil : { $link }).
    Votre décision : { $what }
remind-2 =
    Second rappel : **{ $game } n° { $id }** vous attend depuis { $waited } (fil : { $link }). Les autres attendent ; merci de jouer votre coup.
    Votre décision : { $what }{ $deadline }
remind-thread-1 = { $mention }, rappel : { $game } n° { $id } vous attend depuis { $waited } ({ $what }).
remind-thread-2 = { $mention }, second rappel : { $game } n° { $id } vous attend depuis { $waited } ({ $what }). Merci de jouer votre coup.{ $deadline }
remind-deadline-move =
    { "" }
    Si vous n'avez pas joué avant le { $when }, le joueur ordinateur jouera à votre place.
remind-deadline-ask_host =
    { "" }
    Si vous n'avez pas joué avant le { $when }, l'hôte décidera si le joueur ordinateur joue à votre place.
thread-moved_for-deadline = Délai dépassé : l'ordinateur a joué pour { $name }{ $what }.
thread-moved_for-away = { $name } est absent : l'ordinateur a joué à sa place{ $what }.
thread-moved_for-host = L'hôte a décidé : l'ordinateur a joué pour { $name }{ $what }.
thread-moved_for-what = { " " }({ $label })
dm-moved_for = **{ $game } n° { $id }** (fil : { $link })
    L'ordinateur a joué ce coup pour vous : { $label }.
thread-ask_host = { $host }, { $name } a dépassé son délai ({ $what }). Le joueur ordinateur doit-il jouer à sa place, ou attend-on un délai de plus ?
btn-deadline-move = Jouer à sa place
btn-deadline-wait = Attendre
thread-ask_host-moved =
    { $text }
    → { $who } : l'ordinateur joue à sa place.
thread-ask_host-waited =
    { $text }
    → { $who } : on attend un délai de plus.
settings-title = **Réglages de { $game } n° { $id }**
settings-body =
    Premier rappel après { $r1 } h ; second rappel { $r2 } h plus tard.
    Délai : { $deadline }.
    Pendant l'absence d'un joueur : { $away }.
    Des joueurs ordinateur occupent les places libres au départ : { $fill }.
settings-deadline-none = aucun
settings-deadline-some = { $hours } h par décision et une réserve de { $bank } h par joueur, ensuite { $action }
settings-action-move = le joueur ordinateur joue à sa place
settings-action-ask_host = on demande à l'hôte
settings-away-play = le joueur ordinateur joue à sa place
settings-away-pause = son délai est suspendu
settings-yes = oui
settings-no = non
settings-saved = Enregistré.
settings-language = Langue des messages et des images de la partie : { $language }
err-settings-range = { $name } doit être compris entre { $lo } et { $hi } ; rien n'a été changé.
err-settings-deadline_early = Le délai doit venir après le premier rappel ({ $r1 } h) ; rien n'a été changé.
err-settings-choice = Je ne connais pas ce choix ; rien n'a été changé.
err-settings-closed = Cette partie est terminée ; ses réglages ne comptent plus.
away-set = Vous êtes absent jusqu'au { $until } dans { $games }.
away-game-play = { $game } n° { $id } (le joueur ordinateur joue vos coups)
away-game-pause = { $game } n° { $id } (votre délai est suspendu)
away-back = Bon retour ! Votre absence a pris fin dans { $games }.
away-not_away = Vous n'étiez absent d'aucune partie ici.
err-away-bad = Je n'ai pas compris cette durée ; écrivez par ex. 36h ou 3j (30 jours au plus).
err-away-no_games = Vous ne jouez aucune partie en cours ici.
thread-replaced = La place tenue par { $old } est maintenant jouée par { $new }.
thread-replaced_cpu = Un joueur ordinateur joue maintenant la place tenue par { $old }.
thread-resigned = { $name } abandonne ; un joueur ordinateur prend sa place.
dm-seat_given = Vous jouez maintenant la place tenue par { $name } dans cette partie.
dm-seat_taken = **{ $game } n° { $id }** : quelqu'un d'autre joue cette place désormais ; ce message ne fonctionne plus.
thread-seat_given_closed_dm = { $mention }, vous jouez maintenant la place tenue par { $name }. Je ne peux pas vous envoyer de messages privés : utilisez /game hand (vous seul verrez votre main).
ok-replaced = C'est fait : la place a été confiée.
ok-resigned = Vous avez abandonné { $game } ; un joueur ordinateur prend votre place.
err-replace-unknown_seat = Cette place n'existe pas dans cette partie ; choisissez-en une dans la liste.
err-replace-has_seat = { $name } joue déjà une place dans cette partie.
err-replace-same = Ce membre joue déjà cette place.
err-replace-bot = Un bot ne peut pas prendre de place ; laissez le membre vide pour un joueur ordinateur.
err-replace-cpu = Un joueur ordinateur joue déjà cette place.
since-title = **Depuis votre dernier coup dans { $game } n° { $id }** ({ $n ->
    [one] un coup depuis
   *[other] { $n } coups depuis
}) :
since-title-start = **Depuis le début de { $game } n° { $id }** ({ $n ->
    [one] un coup jusqu'ici
   *[other] { $n } coups jusqu'ici
}) :
since-nothing = Rien ne s'est passé dans { $game } n° { $id } depuis votre dernier coup.
since-more = (… { $n ->
    [one] une ligne plus ancienne omise
   *[other] { $n } lignes plus anciennes omises
})
since-now = Maintenant : { $stage }, { $phase } ; on attend { $who }.
since-now-over = La partie est terminée.
round-n = Manche { $round }
status-seat-cards = { $name } : { $hand ->
    [one] { $hand } carte
   *[other] { $hand } cartes
}{ $flags }
# limit: 100
picker-more = Plus… (page { $page } sur { $pages })
# limit: 100
picker-back = ↩ Retour
picker-page = (page { $page } sur { $pages } : choisissez « Plus… » pour la suite)
err-stale_choice = Ce choix n'est plus possible. Utilisez /game hand pour voir les choix actuels.
err-stale_prompt = Ce message n'est plus à jour ; utilisez /game hand pour le message actuel.
err-seats_range = { $game } se joue de { $min } à { $max } joueurs.
# limit: 80
lobby-option-on = { $option } : oui
# limit: 80
lobby-option-off = { $option } : non
cmd-game-mine = Toutes les parties, sur tous les serveurs, qui vous attendent
mine-none = Aucune partie ne vous attend pour le moment.
mine-title = Parties qui vous attendent
mine-line = { $game } n° { $id } : { $link }
cmd-game-undo = Reprendre votre dernier coup (si seuls des ordinateurs ont joué depuis, sans rien révéler)
thread-undone = { $n ->
    [0] { $name } a repris son dernier coup.
    [one] { $name } a repris son dernier coup et celui que l'ordinateur a joué ensuite ; l'ordinateur rejouera quand { $name } aura joué.
   *[other] { $name } a repris son dernier coup et les { $n } coups que les ordinateurs ont joués ensuite ; ils rejoueront quand { $name } aura joué.
}
ok-undone = { $n ->
    [0] Votre dernier coup est annulé.
    [one] Votre dernier coup est annulé, ainsi que celui que l'ordinateur a joué ensuite : il rejouera quand vous aurez joué.
   *[other] Votre dernier coup est annulé, ainsi que les { $n } coups que les ordinateurs ont joués ensuite : ils rejoueront quand vous aurez joué.
}
err-undo-nothing = Vous n'avez aucun coup à reprendre.
err-undo-others = Quelqu'un d'autre a joué depuis : votre coup reste joué.
err-undo-hidden = Votre dernier coup ne peut pas être repris : { $why }.
cmd-game-move = Jouer votre coup : choisissez parmi vos coups autorisés
opt-move = Votre coup (tapez pour filtrer la liste)

## Règles communes à tous les jeux (refus du cœur du moteur).
rule-not_a_player = Seuls les joueurs assis à cette partie peuvent y jouer.
rule-malformed = Ce n'est pas un coup de ce jeu.
rule-unknown_fields = Ce coup contient des précisions que ce jeu ne connaît pas.
rule-game_over = La partie est terminée : plus aucun coup n'est possible.

# The running message, alt text of images
thread-lockin-all = { $stage }, { $phase } : tout le monde a choisi ({ $locked }).
alt-score = { $name } { $score }
alt-board = { $round ->
    [0] { $phase }.
   *[other] Manche { $round }, { $phase }.
} On attend : { $waiting }. Scores : { $scores }.
alt-final = Scores finaux : { $scores }. Gagnant : { $winners }.

## Classements, historique et statistiques (/game leaderboard, stats, history).
cmd-game-leaderboard = Les meilleurs joueurs de ce serveur à un jeu, par classement
opt-leaderboard-game = Quel jeu
cmd-game-stats = Parties, victoires, place moyenne et classement d'un membre, par jeu, sur ce serveur
opt-stats-member = De qui (par défaut : vous)
cmd-game-history = Parties terminées d'un membre sur ce serveur, les plus récentes d'abord, avec scores et rediffusions
cmd-game-leaderboard_optout = Ne plus figurer aux classements (vos parties comptent toujours), ou y revenir
opt-optout-hide = True : ne figurer à aucun classement ; False : y figurer de nouveau
ratings-cpu = Ordinateur ({ $level })
board-title = Classement : { $game }
board-line = **{ $rank }.** { $name } : { $rating } ({ $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
})
board-empty = Personne n'a encore terminé de partie de { $game } sur ce serveur.
board-footer = Page { $page } sur { $pages }. La cote est une estimation prudente du niveau : elle monte à mesure que vous jouez et gagnez.
# limit: 80
btn-board-prev = ◀ Précédente
# limit: 80
btn-board-next = Suivante ▶
board-chart-title = { $game } : cote au fil des dernières parties
board-chart-axis = parties jouées
board-chart-alt = Graphique de la cote des meilleurs joueurs de { $game } au fil de leurs dernières parties. Aujourd'hui : { $lines }.
board-chart-entry = { $name } { $rating }
stats-title = Statistiques sur ce serveur : { $name }
stats-line = **{ $game }** : { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}, place moyenne { $place }, cote { $rating } { $trend }
stats-trend-up = (▲ { $change } sur les dernières parties)
stats-trend-down = (▼ { $change } sur les dernières parties)
stats-trend-flat = (stable)
stats-none = { $name } n'a encore terminé aucune partie sur ce serveur.
history-title = Parties terminées sur ce serveur : { $name }
history-game = **{ $game } n° { $id }**, { $when } : { $link }
history-no_thread = son fil n'existe plus
history-seat = { $place }. { $name } : { $score }
history-seat-resigned = { $place }. { $name } : { $score } (a abandonné)
history-seat-left = { $place }. { $name } : { $score } (a quitté le serveur)
history-none = { $name } n'a encore terminé aucune partie sur ce serveur.
history-footer = Page { $page } sur { $pages }.
# limit: 80
btn-history-replay = Revoir n° { $id }
ok-optout-hidden = Vous ne figurez plus aux classements ; vos parties comptent toujours. /game leaderboard_optout hide:False vous y ramène.
ok-optout-shown = Vous figurez de nouveau aux classements.
err-board-unknown_game = Aucun jeu ne s'appelle { $name }. Choisissez-en un dans la liste.

## À qui le tour, et depuis combien de temps on attend.
err-not_your_turn-who = Ce n'est pas votre tour : la partie attend { $who }.
err-not_your_turn-secret = Ce n'est pas votre tour : la partie attend un choix fait en privé.
err-no_suggestions = Vous n'avez rien de ce genre à jouer pour le moment : il n'y a rien à choisir.
duration-moment = un instant
duration-minutes = { $n ->
    [one] 1 minute
   *[other] { $n } minutes
}
duration-hours = { $n ->
    [one] 1 heure
   *[other] { $n } heures
}
duration-days = { $n ->
    [one] 1 jour
   *[other] { $n } jours
}
options-yes_no = oui / non

## Niveaux des joueurs ordinateur : le facile (heuristique) et le fort.
cpu-level-heuristic = facile
cpu-level-strong = fort
cpu-level-random = au hasard
cpu-name_level = Ordinateur { $n } ({ $level })
# limit: 80
lobby-btn-cpu_strong = Ajouter un joueur ordinateur fort
err-cpu_level = Ce jeu n'a pas de joueur ordinateur de ce niveau ; rien n'a été changé.
opt-computer_level = Niveau de l'ordinateur qui joue à la place de quelqu'un (délai, absence, remplacement)
choice-level-heuristic = Facile
choice-level-strong = Fort
settings-computer = L'ordinateur qui joue à la place de quelqu'un : { $level }.

## /game server_settings : les réglages du serveur pour ses nouvelles parties (Gérer le serveur).
cmd-game-server_settings = Les réglages de ce serveur pour les nouvelles parties (Gérer le serveur)
opt-server_computer_level = Niveau de l'ordinateur qui joue à la place de quelqu'un dans les nouvelles parties
server_settings-computer = Dans les nouvelles parties de ce serveur, l'ordinateur qui joue à la place de quelqu'un : { $level }. L'hôte d'une partie peut le changer avec /game settings.
err-server_settings-permission = Seule une personne qui peut gérer le serveur peut changer ses réglages ; rien n'a été changé.
err-server_settings-guild = Les réglages d'un serveur se changent dans ce serveur, pas en message privé.
