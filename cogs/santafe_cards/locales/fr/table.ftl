## L’image de la table : la colonne d’un joueur, ses cartes, la ligne sous la table.

# Les plis de cette manche et les points de la partie, chacun sur sa ligne (environ 15 lettres).
sfc-img-round_tricks =
    Manche : { $tricks ->
        [one] { $tricks } pli
       *[other] { $tricks } plis
    }
sfc-img-game_points = Partie : { $score } pts
# Sous une pile de cartes identiques (ou de cartes face cachée) : combien elle en compte.
sfc-img-stack = ×{ $n }
# Sous la table pendant un pli : les numéros devant les noms.
sfc-img-order = 1, 2, 3… : l’ordre de jeu ; à cartes égales, la dernière jouée l’emporte.
