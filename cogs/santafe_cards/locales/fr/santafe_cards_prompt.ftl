## L'image jointe à une invite (message privé, /game hand) : la main du joueur en cartes.

sfc-img-hand-title = { $n ->
        [one] Votre main : { $n } carte
       *[other] Votre main : { $n } cartes
    }
