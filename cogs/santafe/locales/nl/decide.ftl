## Wat een speler nu beslist: elke soort keuze, zoals de zin van de vraag die noemt ("Jouw
## beslissing: leg een spoortegel of beëindig je beurt na één tegel"). De zin noemt alleen de
## keuzes die er zijn, als alternatieven ("A, B of C").

sf-kind-play = speel een kaart voor deze ronde
sf-kind-exchange = ruil Stadskaarten dankzij je Dubbele Beurt (kies er geen om ze te houden)
sf-kind-track = leg een spoortegel (met /santafe track of het paneel)
sf-kind-end_turn = beëindig je beurt na één tegel
sf-kind-pass = pas
sf-kind-draw = trek een kaart
sf-kind-stop_drawing = stop met trekken (er is niets meer dat je kunt trekken)
sf-kind-engineer = koop de Ingenieur of niet
sf-kind-buy_tile = koop een spoortegel
sf-kind-no_purchase = koop niets

## Waarom een zet niet teruggenomen kan worden (na "Je laatste zet kan niet teruggenomen worden: ").
sf-undo-sealed = het was een kaart die in het geheim voor de ronde gekozen werd (kies in plaats daarvan opnieuw, zolang niet iedereen gekozen heeft)
sf-undo-turn_over = die zet beëindigde de bouwbeurt, en wat daarna kwam (getrokken of gespeelde kaarten) is al gezien
sf-undo-drawn = die zet trok of ruilde kaarten, en een geziene kaart blijft gezien

## Het startbericht: wie begint en waarom (R1: de regels wijzen de jongste speler aan).
sf-start-first = { $name } is de startspeler: de regels wijzen de jongste speler aan, en die kan de bot niet kennen, dus begint wie op de eerste plaats zit. De startspeler schuift elke ronde één plaats naar links.
# Het gevorderde spel begint met de Ingenieur, aangeboden in beurtvolgorde.
sf-start-first-advanced = { $name } is de startspeler: de regels wijzen de jongste speler aan, en die kan de bot niet kennen, dus begint wie op de eerste plaats zit, met de Ingenieur aangeboden in beurtvolgorde. De startspeler schuift elke ronde één plaats naar links.
