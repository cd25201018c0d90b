## Les mots de Santa Fe autrefois assemblés dans le code : le résumé des derniers morceaux
## posés, sous l'image.

# Un morceau posé vers une ville, dans la légende de l'image : « SF → Houston » (court).
sf-img-tile = { $railroad } → { $city }
# Le même morceau posé plusieurs fois de suite : « SF → Houston ×2 ».
sf-img-tile-times = { $tile } ×{ $count }
# Qui a posé, son nom d'abord : « Ann SF → Houston ».
sf-img-tile-by = { $name } { $tile }
# Ce qui s'est passé d'autre après les morceaux : « Ann SF → Houston ; Ann +6 $ ; Bob passe ».
sf-img-then = { $first } ; { $next }
