## Santa Fe's words once put together in code: the image's tally of the latest tiles.

# A tile laid toward a city, in the image's caption: "SF→Houston" (short: the caption is one line).
sf-img-tile = { $railroad }→{ $city }
# The same tile laid several times in a row: "SF→Houston ×2".
sf-img-tile-times = { $tile } ×{ $count }
# Who laid the tiles after them, their name first: "Ann SF→Houston".
sf-img-tile-by = { $name } { $tile }
# What else happened after the tiles: "Ann SF→Houston; Ann +$6; Bob passed".
sf-img-then = { $first }; { $next }
