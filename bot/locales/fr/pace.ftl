# Le rythme des parties lentes : l'horloge et la réserve, les heures calmes, les relances, la revanche, la durée d'une partie.

## L'horloge de chaque décision
clock-prompt = Votre temps expire { $when }.
pin-due = , échéance { $when }
thread-moved_for-skip = Le temps de { $name } est écoulé : on passe cette décision{ $what }.
thread-moved_for-forced = { $name } n'avait qu'un seul coup possible{ $what } : il a été joué aussitôt.
remind-deadline-skip =
    { "" }
    Si vous n'avez pas joué avant le { $when }, vous passez là où les règles le permettent (sinon le joueur ordinateur joue à votre place).
choice-deadline-skip = Il passe là où les règles le permettent
settings-action-skip = il passe là où les règles le permettent (sinon le joueur ordinateur joue à sa place)
opt-bank_hours = Heures de la réserve de chaque joueur, où puisent les réponses lentes
lobby-pace = Rythme : { $pace }
lobby-estimate = Environ { $decisions } décisions chacun (dont { $choices } avec un vrai choix) ; à ce rythme, de { $low } à { $high } jours environ.
lobby-estimate-noclock = Environ { $decisions } décisions chacun (dont { $choices } avec un vrai choix) ; sans horloge, la partie dure ce que durent ses joueurs.

## Le rythme des nouvelles parties du serveur
opt-server_deadline_hours = Heures par décision dans les nouvelles parties (0 : pas d'horloge)
opt-server_bank_hours = Heures de la réserve de chaque joueur dans les nouvelles parties
opt-server_deadline_action = Ce qui se passe dans les nouvelles parties quand le temps d'un joueur est écoulé
server_settings-pace = Rythme des nouvelles parties : { $pace }

## Vos réglages : fuseau horaire et heures calmes
cmd-game-me = Votre fuseau horaire et vos heures calmes, pour toutes les parties
opt-time_zone = Votre fuseau horaire : tapez votre ville (par ex. Paris, Montréal)
opt-quiet_hours = Vos heures calmes, à votre heure, par ex. 22:00-08:00 (ou off)
me-title = **Vos réglages** (pour toutes les parties, sur tous les serveurs)
me-zone = Fuseau horaire : { $zone } (il est { $now } chez vous)
me-zone-none = Fuseau horaire : aucun, donc rien n'est retenu pour vous.
me-quiet = Heures calmes : de { $start } à { $end }
me-quiet-none = Heures calmes : aucune
me-explain = Pendant vos heures calmes, les rappels et les autres messages privés qui peuvent attendre sont retenus jusqu'à leur fin, et votre temps ne s'écoule jamais (l'échéance passe à leur fin). Les mentions dans le fil ne sont pas retenues.
err-me-zone = Je ne connais pas le fuseau horaire « { $zone } » : tapez votre ville et choisissez-la dans la liste ; rien n'a été changé.
err-me-quiet = Je n'ai pas pu lire « { $text } » comme des heures calmes : écrivez-les comme 22:00-08:00, ou off ; rien n'a été changé.
err-me-quiet_empty = Les heures calmes doivent finir à une autre heure que leur début, par ex. 22:00-08:00 ; rien n'a été changé.
err-me-quiet_no_zone = Les heures calmes se lisent à votre heure : indiquez aussi votre fuseau horaire ; rien n'a été changé.
me-ask = Whistlestop peut se taire pendant vos nuits : ce qui peut attendre arrive le matin, et votre temps ne s'écoule jamais pendant votre sommeil. Indiquez votre fuseau horaire avec le bouton (heures calmes de 22:00 à 08:00 ; changez les deux avec /game me), ou ignorez ce message : rien n'est retenu tant que vous ne l'avez pas fait.
btn-me-zone = Choisir mon fuseau horaire
me-pick = Choisissez votre fuseau horaire (pour un autre : /game me, en tapant votre ville) :
# limit: 150
me-ask-placeholder = Votre fuseau horaire
me-zone_set = Votre fuseau horaire est maintenant { $zone }, avec des heures calmes de { $start } à { $end }. Changez-les avec /game me.

## /game nudge
cmd-game-nudge = Envoyer un rappel en privé aux joueurs qu'attend la partie
opt-nudge-player = Seulement ce joueur (un joueur qu'attend la partie)
nudge-dm = **{ $game } n° { $id }** (fil : { $link })
    { $who } vous relance : la partie vous attend.
    Votre décision : { $what }
nudge-thread = { $mention }, { $who } vous relance : la partie vous attend ({ $what }).
nudge-done = Relancés en privé : { $names }. La prochaine relance dans cette partie est possible { $next }.
err-nudge-nobody = La partie n'attend personne que vous puissiez relancer en ce moment (seulement des ordinateurs, vous-même ou des joueurs absents) ; rien n'a été envoyé.
err-nudge-not_awaited = La partie n'attend pas { $name } en ce moment ; rien n'a été envoyé.
err-nudge-too_soon = Cette partie a été relancée { $when } ; la prochaine relance est possible { $next }.

## Revanche
btn-rematch = Revanche
rematch-opened = Le salon de la revanche est ouvert : { $link }
rematch-exists = Le salon de la revanche est déjà ouvert : { $link }
rematch-invite = Revanche de { $game } n° { $old }, avec les mêmes options, la même langue et le même rythme. { $players } : appuyez sur Rejoindre dans le salon pour rejouer.
err-rematch-not_host = Seul l'hôte de la partie ({ $host }) peut lancer la revanche.
