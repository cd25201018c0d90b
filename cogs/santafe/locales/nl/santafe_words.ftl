## Woorden van Santa Fe die vroeger in de code werden samengesteld: de telling van de laatst
## gelegde tegels in het bijschrift van de afbeelding.

# Een tegel gelegd richting een stad: "SF→Houston" (kort: het bijschrift is één regel).
sf-img-tile = { $railroad }→{ $city }
# Dezelfde tegel meermaals na elkaar: "SF→Houston ×2".
sf-img-tile-times = { $tile } ×{ $count }
# Wie de tegels legde, de naam eerst: "Ann SF→Houston".
sf-img-tile-by = { $name } { $tile }
# Wat er verder gebeurde na de tegels: "Ann SF→Houston; Ann +$6; Bob past".
sf-img-then = { $first }; { $next }
