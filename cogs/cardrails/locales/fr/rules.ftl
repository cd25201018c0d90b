## /game rules pour Card Rails : les règles dites avec nos propres mots (jamais celles du livret),
## sujet par sujet. Les paragraphes sont séparés par une ligne vide ; le bot les met en pages.

rules-cardrails-overview-title = Le jeu en bref
rules-cardrails-overview =
    Card Rails est un jeu de chemins de fer pour 3 à 5 joueurs. Ensemble, vous faites grandir un plateau de Cartes de Voie posées bord à bord, et vous y faites courir les cubes de cinq voies ferrées (Orange, Jaune, Verte, Noire, Blanche). Aucune voie ferrée n'est à vous : vous en achetez des Actions, et à la fin chaque voie ferrée paie sa valeur à chacune de ses Actions.

    Sur la table : la Ville de Départ au milieu, une Carte d'Actions par voie ferrée portant 12 cubes, et une main de Cartes de Voie pour chaque joueur (12 cartes à 3 joueurs, 11 à 4, 9 à 5). À 3 joueurs, une voie ferrée tirée au hasard est retirée, avec ses cubes et ses 9 cartes.

    Un joueur tiré au hasard reçoit la carte Premier Joueur et commence ; les tours suivent ensuite l'ordre des places. Le premier message du fil de la partie dit qui c'est.

    La partie finit quand il ne reste plus que 3 cartes dans chaque main (2 à 5 joueurs). Le joueur qui a le plus de points l'emporte ; entre joueurs à égalité, gagne celui qui joue le plus tard dans l'ordre du tour.

rules-cardrails-turn-title = Votre tour
rules-cardrails-turn =
    À chaque tour, vous choisissez une carte de votre main. Personne ne sait laquelle avant que vous l'utilisiez. Puis vous faites l'une de ces deux choses.

    Prendre une Action : votre carte va face visible sur la défausse, et vous prenez le prochain cube de la Carte d'Actions de la voie ferrée de votre choix, que vous posez devant vous. Ce cube est une Action de cette voie ferrée. Vous ne pouvez jamais avoir plus de 3 cubes Action, et une voie ferrée dont la carte n'a plus de cube n'a plus d'Action à donner.

    Construire : posez 1 ou 2 cubes sur le plateau comme voie. Les cubes viennent des Cartes d'Actions, et les deux cubes peuvent être de deux voies ferrées différentes. Si vous n'avez construit que dans des hexagones entiers déjà sur le plateau, votre carte est défaussée à la fin du tour. Pour construire dans un demi-hexagone, vous posez plutôt votre carte sur le plateau (voir « Construire de la voie »).

    Si vous ne pouvez ni prendre d'Action ni construire avec aucune carte, vous choisissez une carte et la défaussez : le tour compte quand même.

    Chaque tour retire une carte de votre main : c'est ainsi que la partie avance vers sa fin.

rules-cardrails-building-title = Construire de la voie
rules-cardrails-building =
    Toutes les voies ferrées partent de la Ville de Départ. Votre premier cube d'une voie ferrée va dans un hexagone voisin de la ville ; ensuite, chaque cube doit toucher un cube de sa couleur (ou de nouveau la ville : une voie ferrée peut se ramifier). Chaque hexagone reçoit un cube au plus. Les hexagones Lac bleus n'en reçoivent aucun.

    Les bords des cartes portent des demi-hexagones. Un demi-hexagone ne devient entier, et ne peut recevoir un cube, que lorsqu'une carte posée contre lui apporte l'autre moitié. Pour construire dans un tel hexagone, posez votre carte choisie sur le plateau : elle doit compléter au moins un demi-hexagone, ne couvrir aucune carte déjà posée, et vous pouvez la tourner d'un demi-tour. Au moins un des cubes de ce tour doit alors aller dans un hexagone que votre carte a complété. Les autres côtés de la carte n'ont rien à assortir.

    Hexagones Échange rouges : un cube qui y entre vous fait échanger une carte de votre main contre une de la défausse (vous pouvez regarder la défausse ; elle est visible de tous).

    Dans le bot, un hexagone est nommé par sa distance à l'est (E) ou à l'ouest (W) de l'hexagone du haut de la ville, puis au nord (N) ou au sud (S) dans sa colonne : 0, E1, W2N1, E3S2. La place d'une carte est l'hexagone entier au milieu de son bord du haut, tel qu'elle est posée, avec « telle qu'imprimée » ou « tournée d'un demi-tour ». Les noms sont imprimés sur l'image du plateau.

rules-cardrails-scoring-title = La fin et le score
rules-cardrails-scoring =
    Quand il ne reste plus que les dernières cartes dans chaque main (3, ou 2 à 5 joueurs), la partie finit et chaque voie ferrée vaut :
    + 1 par case vide sur sa Carte d'Actions (cubes pris comme Actions ou construits en voie),
    + 2 par hexagone violet où sa voie est entrée,
    + 5 par hexagone portant son propre symbole où sa voie est entrée (un hexagone fait de deux moitiés montre les symboles des deux).

    Chaque carte restée dans votre main compte comme une Action de plus de la voie ferrée dont elle porte le symbole. Chaque joueur marque, pour chaque voie ferrée, sa valeur multipliée par ses Actions (cubes et cartes ensemble).

    Versement final des dividendes (une option) : la valeur de chaque voie ferrée est plutôt partagée entre ses actionnaires, arrondie au-dessus : chaque joueur qui en a au moins une Action reçoit la même part, quel que soit son nombre d'Actions.

    Mains visibles (une option) : toutes les mains sont jouées face visible.

    Égalités : gagne le joueur à égalité qui vient le plus tard dans l'ordre du tour.

rules-cardrails-cards-title = Les cartes
rules-cardrails-cards =
    Chaque voie ferrée a 9 Cartes de Voie, et chacune porte une fois le symbole de cette voie ferrée, sur un hexagone entier ou sur un demi-hexagone de son bord. Une carte montre 4 hexagones entiers et 8 demi-hexagones ; certains hexagones entiers sont des Lacs bleus (aucun cube), des Échanges rouges (une carte échangée) ou des hexagones violets (+2 pour la voie ferrée qui y entre).

    Les pages suivantes montrent toutes les cartes de chaque voie ferrée telles qu'imprimées, nommées comme dans le jeu : la lettre de la voie ferrée et un numéro (O4 est la quatrième carte Orange). Les lettres sont les mêmes pour tous les joueurs, dans toutes les langues, car on les tape dans les commandes : O Orange, Y Jaune, G Verte, K Noire, W Blanche.

rules-cardrails-picture-orange = Les 9 Cartes de Voie de la voie Orange.
rules-cardrails-picture-yellow = Les 9 Cartes de Voie de la voie Jaune.
rules-cardrails-picture-green = Les 9 Cartes de Voie de la voie Verte.
rules-cardrails-picture-black = Les 9 Cartes de Voie de la voie Noire.
rules-cardrails-picture-white = Les 9 Cartes de Voie de la voie Blanche.

rules-cardrails-commands-title = Jouer ici
rules-cardrails-commands =
    Quand vient votre tour, le bot vous envoie un message privé avec votre main et un sélecteur : choisissez votre carte, puis chaque étape de votre tour. /game hand montre le même sélecteur ici, à vous seul.

    Ou jouez tout un tour en une commande, dans le fil de la partie :
    /cardrails share card: railroad: prend une Action.
    /cardrails build card: hex: construit un cube, avec place: quand votre carte est posée sur le plateau et hex2: pour un second cube.
    Commencez à taper dans une option : la liste se réduit à ce que vous tapez (une carte, une voie ferrée, un nom d'hexagone) et ne propose que ce qui fait un tour entier.

    /game undo reprend un cube construit, tant que seuls des ordinateurs ont joué depuis et qu'aucune carte n'a été montrée. /game board publie le plateau, /game status dit à qui c'est le tour.
