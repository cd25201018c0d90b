## Phrases autrefois assemblées dans le code (ponctuation, listes), et les réponses du
## classement et de la rediffusion. Les identifiants sont ceux du code, avec des tirets.

# La légende du graphique du classement, une ligne par joueur : place, nom, dernière cote.
board-chart-legend = { $rank }. { $name } : { $rating }
# Les réponses du bouton de rediffusion, à qui l'a pressé (lui seul les voit).
replay-done = La rediffusion est dans le fil de la partie : { $link }
replay-drawing = La rediffusion est en cours de dessin ; elle apparaîtra dans le fil de la partie ({ $link }) dans un instant.
replay-no_thread = Le fil de cette partie n'existe plus : il n'y a nulle part où publier sa rediffusion.
# Une partie nommée avec son numéro : « Santa Fe n° 3 ».
game-numbered = { $game } n° { $id }
# Une partie dans les suggestions des commandes /game, après son numéro : « Santa Fe (en cours) ».
game-choice = { $game } ({ $status })
# Une place dans la liste de la salle d'attente : « 2. Ordinateur 1 (facile) », « 3. (libre) ».
lobby-seat = { $n }. { $name }
# Une option avec sa valeur, dans la ligne des options de la salle d'attente : « Manches : 3 ».
options-value = { $option } : { $value }
# La même sur le bouton de cette option.
# limit: 80
lobby-option-value = { $option } : { $value }
