## The picture with a prompt (DM, /game hand, the picker's panel): where a tile may go, the
## player's cards. $railroad: SF, SP, GN, UP or KP (as on the map).

sf-img-opt-title = Where your tile can go
sf-img-opt-note = Each number, in its railroad's colour, points at the space the tile would go into; pick that number in the menu.
sf-img-hand-title = Your cards
sf-img-hand-note = A City card scores its value × the railroads connected there; below, what it would score now.
# Under a City card: its value, the railroads connected there now, what it scores now.
sf-img-hand-worth = × { $n } = { $points }
sf-img-hand-double = Double Turn
sf-img-hand-branch = { $railroad } Branch Line
