## Wat een speler nu beslist: elke soort keuze, zoals de zin van de vraag die noemt ("Jouw
## beslissing: begin een duel of speel geen duelkaart"). De zin noemt alleen de keuzes die er
## zijn, als alternatieven ("A, B of C").

sfc-kind-give = geef één kaart gedekt door aan je linkerbuur, de eenzame cowboy (nooit een 10)
sfc-kind-ready = zeg dat je klaar bent
sfc-kind-sheriff = kies of je een dappere of een laffe sheriff bent
sfc-kind-mario = kies of je Mario ‘De Schorpioen’ omruilt voor zijn zwarte tweelingbroer
sfc-kind-sheriff_mario = kies of je een dappere of een laffe sheriff bent, en of je Mario ‘De Schorpioen’ omruilt
sfc-kind-start = speel een startkaart
sfc-kind-duel = begin een duel
sfc-kind-raise = overtroef het duel met sterkere duelkaarten
sfc-kind-no_duel = speel geen duelkaart
sfc-kind-pass = pas (draai je startkaart een kwartslag)
sfc-kind-take_back = pak je duelkaarten terug (en speel dan sterkere)
sfc-kind-scorpion_swap = pak Mario terug en leg een kaart uit je hand in zijn plaats
sfc-kind-no_swap = laat Mario op tafel liggen
sfc-kind-add = voeg een kaart gedekt toe

## Waarom een zet niet teruggenomen kan worden (na "Je laatste zet kan niet teruggenomen worden: ").
sfc-undo-sealed = het was een geheime keuze, die je verandert door opnieuw te kiezen zolang niet iedereen gekozen heeft
sfc-undo-shown = die zet legde kaarten op tafel (of paste) zodat iedereen ze zag

## Het startbericht: wie begint en waarom (R3: de regels wijzen wie het laatst een western zag).
sfc-start-first = { $name } is startspeler in ronde 1 van { $rounds }: de regels wijzen aan wie het laatst een western heeft gezien, en dat kan de bot niet vragen, dus begint wie op de eerste plaats zit. De startspelerkaart schuift elke ronde één plaats naar links. Elke ronde begint met de eenzame cowboy: iedereen geeft een kaart gedekt door naar links.
