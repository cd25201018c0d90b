## /cardrails build: een blokje aangeboden met de plek van de kaart die eerst moet liggen.

cr-ac-build-laid = { $build }, zodra de kaart op { $at } ligt, { $turned } ({ $side })
cr-err-two_places = Het blokje op { $hex } dat je koos legt de kaart al op { $at }: laat `place` leeg, of geef daar dezelfde plek.
