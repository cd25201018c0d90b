## Ce que le joueur décide maintenant : chaque sorte de choix, telle que la phrase de l'invite la
## nomme (« Votre décision : lancer un duel ou ne pas lancer de duel »). La phrase ne cite que
## les choix proposés, joints comme des alternatives (« A, B ou C »).

sfc-kind-give = donner une carte face cachée à votre voisin de gauche, le cow-boy solitaire (jamais un 10)
sfc-kind-ready = répondre « Prêt »
sfc-kind-sheriff = choisir d’être un shérif courageux ou lâche
sfc-kind-mario = choisir d’échanger ou non Mario « le Scorpion » contre son jumeau noir
sfc-kind-sheriff_mario = choisir d’être un shérif courageux ou lâche, et d’échanger ou non Mario « le Scorpion »
sfc-kind-start = jouer une carte de départ
sfc-kind-duel = lancer un duel
sfc-kind-raise = relancer le duel avec des cartes de duel plus fortes
sfc-kind-no_duel = ne pas lancer de duel
sfc-kind-pass = passer (tourner votre carte de départ)
sfc-kind-take_back = reprendre vos cartes de duel (pour en jouer de plus fortes)
sfc-kind-scorpion_swap = reprendre Mario et mettre à sa place une carte de votre main
sfc-kind-no_swap = laisser Mario sur la table
sfc-kind-add = ajouter une carte face cachée

## Pourquoi un coup ne peut pas être repris (après « Votre dernier coup ne peut pas être repris : »).
sfc-undo-sealed = c'était un choix secret, qu'on change en choisissant à nouveau tant que tous n'ont pas choisi
sfc-undo-shown = il a posé des cartes sur la table (ou passé) à la vue de tous

## Le message de départ : qui commence et pourquoi (R3 : la règle désigne qui a vu un western en dernier).
sfc-start-first = { $name } entame la manche 1 sur { $rounds } : la règle désigne le dernier à avoir vu un western, ce que le bot ne peut pas demander, donc c'est la première place qui commence. À chaque manche, c'est la place suivante, vers la gauche, qui entame. Chaque manche commence par le cow-boy solitaire : chacun donne une carte face cachée à sa gauche.
