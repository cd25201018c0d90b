## /cardrails build : un cube proposé avec la place de la carte à poser d'abord.

cr-ac-build-laid = { $build }, une fois la carte posée en { $at }, { $turned } ({ $side })
cr-err-two_places = Le cube en { $hex } que vous avez choisi pose déjà la carte en { $at } : laissez `place` vide, ou indiquez cette même place.
