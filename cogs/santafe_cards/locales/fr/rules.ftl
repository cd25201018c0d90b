## /game rules pour Santa Fe : le jeu de cartes : les règles dites avec nos propres mots (jamais
## celles du livret), sujet par sujet. Les paragraphes sont séparés par une ligne vide ; le bot
## les met en pages. Les nombres du barème sont ceux du jeu (engine/santafe_cards/scoring.py).

rules-santafe-cards-overview-title = Le jeu en bref
rules-santafe-cards-overview =
    Un jeu de plis au Far West pour 3 à 5 joueurs, en 7 manches. À chaque manche, vous tentez de remporter des plis, et avec eux des cartes qui valent des points, comme les Bandits et Mr. Dynamite. Après la septième manche, le plus gros total l'emporte.

    Les 55 cartes sont numérotées de 1 à 10, et ici le bas bat le haut : plus le nombre est petit, plus la carte est forte, et plus elle est rare (un seul 1, deux 2, et ainsi de suite). Chacun reçoit 11 cartes par manche ; à moins de 5 joueurs, les cartes restantes sont mises de côté pour la manche, sans que personne ne les voie.

    Le rôle de premier joueur passe au voisin de gauche à chaque manche ; le premier message de la partie dit qui commence.

rules-santafe-cards-round-title = Avant les plis
rules-santafe-cards-round =
    Le cow-boy solitaire : chacun choisit une carte de sa main et la donne face cachée à son voisin de gauche. Un 10 ne peut jamais être le cow-boy solitaire.

    Le shérif : celui qui tient maintenant le Shérif (le 1) décide en secret. Un shérif courageux le pose devant lui : tous ses points de la manche comptent double, les négatifs aussi. Un shérif lâche ne dit rien et garde la carte : gagner le dernier pli de la manche avec le Shérif lui rapporte alors 75 points. Les autres répondent simplement « Prêt », et personne ne sait qui le tient.

rules-santafe-cards-trick-title = Un pli
rules-santafe-cards-trick =
    Chacun à son tour pose une carte de départ : n'importe laquelle, sans couleur ni nombre à suivre. Quand tous en ont posé une et que personne n'a lancé de duel, la plus petite carte de départ remporte le pli ; entre nombres égaux, la carte posée en dernier gagne. Le gagnant prend toutes les cartes du pli face cachée et entame le pli suivant.

    Le duel : au lieu de vous en tenir à votre carte de départ, vous pouvez y ajouter des cartes de duel, toutes d'un même nombre, autre que celui de votre carte de départ. Celui qui a entamé le pli ne peut pas lancer de duel, et un 10 n'est jamais une carte de duel. Dès qu'un duel est lancé, seules les cartes de duel décident du pli.

    Pour entrer dans un duel, vos cartes doivent battre toutes les cartes de duel déjà posées : plus de cartes battent moins de cartes ; à nombre de cartes égal, le plus petit nombre gagne ; égalité sur les deux, la dernière carte jouée gagne. Vous pouvez jouer au plus une carte de duel de plus que le duel le plus fort sur la table. Si l'on vous a surpassé, vous pouvez reprendre vos cartes de duel à votre tour suivant et en jouer de plus fortes (votre carte de départ reste). Ou vous passez, en tournant votre carte de départ, et vous sortez du pli.

    Le duel finit quand tous sauf le duelliste le plus fort ont passé. Qui a joué moins de cartes que le gagnant complète face cachée avec des cartes de sa main jusqu'à en avoir joué autant ; puis le gagnant les prend toutes.

rules-santafe-cards-special-title = Les cartes spéciales
rules-santafe-cards-special =
    Le Shérif (1) : voir « Avant les plis ». Celui qui finit la manche avec le Shérif dans sa pile de plis marque 25.

    Les Adjoints (les cinq 5) : au dernier pli d'une manche, ils valent 0, les cartes les plus fortes du jeu. Dans votre pile de plis, 1 à 4 Adjoints vous coûtent 10 points chacun, mais les cinq valent +100.

    Mr. Dynamite (10) : vaut 25 points. Les Bandits (10) : valent 10 points chacun. Comme ce sont des 10, aucun ne peut être cow-boy solitaire ni carte de duel.

rules-santafe-cards-scoring-title = Compter une manche
rules-santafe-cards-scoring =
    À la fin d'une manche, comptez les cartes de votre pile de plis et divisez par le nombre de joueurs : c'est le nombre de plis remportés. Les plis rapportent :
    ```
    Plis     0    1    2    3    4    5
    Points -50  -25    0  +10  +25  +50
    Plis     6    7    8    9   10   11
    Points +75 +100 +150 +200 +250 +500
    ```
    Remporter tous les plis d'une manche rapporte 500, chaque autre joueur perd 50, et rien d'autre ne compte cette manche-là.

    Aux plis s'ajoutent : 10 par Bandit, 25 pour Mr. Dynamite, les Adjoints (voir « Les cartes spéciales »), 50 pour le dernier pli, 25 pour le Shérif dans votre pile, 75 pour un shérif lâche qui a gagné le dernier pli avec le Shérif ; un shérif courageux double toute sa manche.

rules-santafe-cards-variants-title = Variantes
rules-santafe-cards-variants =
    Dix Loups : une onzième carte de valeur 10 rejoint les Bandits, mais elle coûte 10 points dans votre pile de plis à la fin d'une manche.

    Shérif corrompu : à chaque manche, l'un des deux shérifs est tiré au hasard et joué ; l'autre reste de côté. Qui gagne le dernier pli avec le Shérif corrompu prend 15 points à chacun des autres joueurs.

    Mario « le Scorpion noir » : il est posé face visible sur la table. Qui reçoit Mario « le Scorpion » (distribué ou donné) peut l'échanger contre son jumeau noir. Si vous perdez un duel où vous avez joué le Scorpion noir, vous pouvez le reprendre et mettre une carte de votre main à sa place. À la fin d'une manche, il vaut 25 à celui qui l'a dans sa pile de plis, et coûte 25 à son premier détenteur de la manche si c'est quelqu'un d'autre.

rules-santafe-cards-commands-title = Jouer ici
rules-santafe-cards-commands =
    Chaque choix vous arrive en message privé : le cow-boy solitaire, la réponse du shérif, votre tour dans un pli, les cartes à ajouter face cachée. Choisissez dans la liste du message ; un choix secret peut être changé jusqu'à ce que le dernier joueur ait choisi. /game hand montre la même chose ici, à vous seul.

    Ou tapez /cards play move: dans le fil de la partie et choisissez dans la liste (commencez à taper pour la réduire). /game board montre la table, /game status à qui c'est le tour.
