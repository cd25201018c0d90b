## /game rules pour Santa Fe : les règles dites avec nos propres mots (jamais celles du livret),
## sujet par sujet. Les paragraphes sont séparés par une ligne vide ; le bot les met en pages.

rules-santafe-overview-title = Le jeu en bref
rules-santafe-overview =
    Santa Fe est un jeu de chemins de fer pour 2 à 5 joueurs, sur une carte de l'Ouest américain. Aucune voie ferrée n'appartient à un joueur : chacun pose de la voie pour n'importe laquelle des cinq compagnies (Santa Fe, Southern Pacific, Great Northern, Union Pacific, Kansas Pacific), et gagne de l'argent en reliant des villes le premier. À la fin comptent votre argent et vos Cartes de Ville : chaque Carte de Ville jouée rapporte sa valeur une fois par compagnie qui dessert sa ville.

    Chaque joueur commence avec 2 $, 4 Cartes de Ville et une carte de Tour Double. Le rôle de Premier Joueur passe au voisin de gauche à chaque manche ; le premier message de la partie dit qui commence.

rules-santafe-round-title = Une manche
rules-santafe-round =
    1. Chacun joue une carte en secret : une Carte de Ville ou une carte de Tour Double, l'une ou l'autre avec une carte de Ligne Secondaire. Les cartes sont montrées ensemble quand tous ont choisi ; vous pouvez changer la vôtre jusque-là. À la première manche, ce doit être une Carte de Ville.

    2. Deux tours de pose de voie : depuis le Premier Joueur et autour de la table, chacun pose un morceau de voie (deux avec un Tour Double) ; puis chacun en pose de nouveau.

    3. Chacun complète sa main à 5 cartes, une carte à la fois : une Carte de Ville (sans la voir), une carte de Tour Double, ou une carte de Ligne Secondaire pour 1 $.

    4. Le rôle de Premier Joueur passe au voisin de gauche.

rules-santafe-cards-title = Les cartes
rules-santafe-cards =
    Cartes de Ville (valeurs 2 à 7) : une Carte de Ville jouée reste devant vous. À la fin, elle rapporte sa valeur multipliée par les voies ferrées reliées à cette ville : Los Angeles (7) atteinte par deux voies ferrées rapporte 14.

    Tour Double : aux deux tours de pose de la manche, vous posez deux morceaux (une ligne deux fois, ou deux lignes), vos bonus sont doublés, et au début du second tour vous pouvez échanger des Cartes de Ville de votre main contre de nouvelles de la pioche. La carte retourne ensuite sur sa pile.

    Ligne Secondaire (1 $ pour la piocher, une seule en main) : elle se joue avec une Carte de Ville ou un Tour Double à la manche qui suit sa pioche, et permet à sa voie ferrée de lancer une nouvelle ligne depuis n'importe quelle ville qu'elle atteint déjà. Une voie ferrée a au plus 3 lignes (la première et deux secondaires).

rules-santafe-track-title = Poser de la voie
rules-santafe-track =
    Si vous pouvez poser un morceau, vous devez le faire. Le premier morceau d'une voie ferrée touche sa ville de départ (Milwaukee pour la Great Northern, Chicago pour la Santa Fe et l'Union Pacific, Kansas City pour la Kansas Pacific, La Nouvelle-Orléans pour la Southern Pacific) ; chaque autre morceau prolonge l'une de ses lignes.

    Dès qu'une voie ferrée commence un tracé entre deux villes, aucune autre ne peut y construire depuis l'autre bout. Là où deux tracés relient les deux mêmes villes, une seconde voie ferrée peut prendre l'autre, mais jamais une même voie ferrée les deux. Une voie ferrée peut atteindre une ville plusieurs fois ; elle ne compte qu'une fois. Une ligne peut finir en impasse ; seule une ligne secondaire mène alors plus loin.

    Bonus : le premier joueur à amener une voie ferrée dans une ville à points gagne 2 $ (seule la toute première voie ferrée paie). Chaque voie ferrée a aussi quelques villes marquées de sa couleur : l'y amener rapporte 4 $ en plus. Un Tour Double double les deux.

rules-santafe-end-title = La fin et le score
rules-santafe-end =
    La partie finit quand tous les morceaux de voie sont posés, ou quand un joueur ne peut pas poser de morceau à son tour (même si quelqu'un tient une Ligne Secondaire qui pourrait encore servir).

    Votre score : votre argent (1 $ vaut 1 point) et vos Cartes de Ville jouées, chacune valant sa valeur multipliée par les voies ferrées qui atteignent sa ville. En cas d'égalité, gagne le joueur à égalité qui a joué le plus de Cartes de Ville de valeur 7.

rules-santafe-advanced-title = Jeu avancé et règle optionnelle
rules-santafe-advanced =
    Jeu avancé : chacun commence avec 5 $ et une Ligne Secondaire coûte 2 $. Rivières et montagnes se paient : 1 $ pour franchir une rivière, 1 $ pour un tracé de montagne, 2 $ pour un tracé de montagne qui franchit une rivière. Un Ingénieur fait franchir les rivières gratuitement : achetez-en un 4 $ avant la partie, ou prenez-en un gratuitement à la place d'une pioche plus tard (votre main est alors de 4 cartes). Personne n'en a plus d'un. Vous pouvez passer au lieu de poser un morceau ; si tous passent dans un même tour de pose, la partie finit.

    Règle optionnelle (acheter des morceaux) : après la pioche, chacun à son tour peut acheter un morceau de voie pour 1 $. Les morceaux achetés ne se jouent qu'une fois la réserve de leur voie ferrée épuisée, et jamais par obligation.

rules-santafe-commands-title = Jouer ici
rules-santafe-commands =
    La carte secrète de chaque manche vous est demandée en message privé : choisissez-la dans la liste du message (vous pouvez la changer jusqu'à ce que le dernier joueur ait choisi). Vos pioches arrivent de la même façon.

    Quand c'est à vous de poser de la voie, le bot vous mentionne dans le fil de la partie : utilisez le bouton sous ce message, ou /santafe track railroad: to: (tapez le début d'une voie ferrée ou d'une ville pour réduire la liste). /santafe pass finit un Tour Double après un morceau ou passe (jeu avancé) ; /santafe buy railroad: achète un morceau (règle optionnelle).

    /game hand montre vos cartes, /game board la carte, /game since ce qui s'est passé depuis votre dernier coup. /game undo reprend votre dernier morceau de voie tant que seuls des ordinateurs ont joué depuis et que rien de caché n'a été montré.
