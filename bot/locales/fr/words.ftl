## Phrases autrefois assemblées dans le code (ponctuation, listes), et les réponses du
## classement et de la rediffusion. Les identifiants sont ceux du code, avec des tirets.

# La légende du graphique du classement, une ligne par joueur : place, nom, dernière cote.
board-chart-legend = { $rank }. { $name } : { $rating }
# Les réponses du bouton de rediffusion, à qui l'a pressé (lui seul les voit).
replay-done = La rediffusion est dans le fil de la partie : { $link }
replay-drawing = La rediffusion est en cours de dessin ; elle apparaîtra dans le fil de la partie ({ $link }) dans un instant.
replay-no_thread = Le fil de cette partie n'existe plus : il n'y a nulle part où publier sa rediffusion.
