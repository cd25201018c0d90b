## /game rules voor Card Rails: de regels in onze eigen woorden (nooit die van het boekje),
## onderwerp per onderwerp. Alinea's staan los door een lege regel; de bot maakt er pagina's van.

rules-cardrails-overview-title = Het spel in het kort
rules-cardrails-overview =
    Card Rails is een spoorwegspel voor 3 tot 5 spelers. Samen laat je een speelveld groeien van spoorkaarten die rand aan rand liggen, en je legt er de blokjes van vijf spoorwegen op (Oranje, Geel, Groen, Zwart, Wit). Geen spoorweg is van jou: je koopt er aandelen in, en aan het eind betaalt elke spoorweg zijn waarde aan elk aandeel.

    Op tafel: de Startstad in het midden, een aandelenkaart per spoorweg met 12 blokjes erop, en een hand spoorkaarten voor elke speler (12 kaarten met 3 spelers, 11 met 4, 9 met 5). Met 3 spelers gaat één willekeurige spoorweg eruit, met zijn blokjes en zijn 9 kaarten.

    Een willekeurige speler krijgt de startspelerkaart en begint; daarna gaan de beurten rond in de volgorde van de plaatsen. Het eerste bericht in de thread van de partij zegt wie dat is.

    Het spel eindigt zodra iedereen nog 3 kaarten in de hand heeft (2 met 5 spelers). Wie de meeste punten heeft, wint; bij gelijkspel wint wie later in de beurtvolgorde zit.

rules-cardrails-turn-title = Jouw beurt
rules-cardrails-turn =
    Elke beurt kies je één kaart uit je hand. Niemand weet welke tot je hem gebruikt. Daarna doe je een van twee dingen.

    Een aandeel nemen: je kaart gaat open op de aflegstapel, en je neemt het volgende blokje van de aandelenkaart van een spoorweg naar keuze en legt het voor je neer. Dat blokje is een aandeel in die spoorweg. Je hebt nooit meer dan 3 aandeelblokjes, en een spoorweg zonder blokjes op zijn kaart heeft geen aandeel meer te geven.

    Bouwen: leg 1 of 2 blokjes als spoor op het speelveld. De blokjes komen van de aandelenkaarten, en de twee blokjes mogen van twee verschillende spoorwegen zijn. Bouwde je alleen in hele hexen die al op het speelveld lagen, dan wordt je kaart aan het eind van de beurt afgelegd. Om in een halve hex te bouwen, leg je in plaats daarvan je kaart op het speelveld (zie ‘Spoor bouwen’).

    Kun je met geen enkele kaart een aandeel nemen of bouwen, dan kies je een kaart en leg je die af: de beurt telt toch.

    Elke beurt maakt je hand één kaart kleiner: zo gaat het spel naar zijn einde.

rules-cardrails-building-title = Spoor bouwen
rules-cardrails-building =
    Elke spoorweg begint in de Startstad. Je eerste blokje van een spoorweg komt in een hex naast de stad; daarna moet elk blokje een blokje van zijn eigen kleur raken (of weer de stad: een spoorweg mag zich vertakken). Elke hex krijgt hoogstens één blokje. Blauwe meren krijgen er geen.

    De randen van de kaarten dragen halve hexen. Een halve hex wordt pas heel, en kan pas een blokje krijgen, als er een kaart tegenaan gelegd wordt met de passende andere helft. Om in zo'n hex te bouwen, leg je je gekozen kaart op het speelveld: hij moet minstens één halve hex afmaken, mag geen kaart bedekken die er al ligt, en je mag hem een halve slag draaien. Minstens één blokje van die beurt moet dan in een hex komen die je kaart afmaakte. De andere randen van de kaart hoeven nergens bij te passen.

    Rode ruilhexen: een blokje dat erin komt, laat je een kaart uit je hand ruilen tegen een kaart van de aflegstapel (je mag de aflegstapel bekijken; die is voor iedereen open).

    In de bot heet een hex naar hoe ver hij ten oosten (E) of westen (W) van de bovenste hex van de stad ligt, en ten noorden (N) of zuiden (S) in zijn kolom: 0, E1, W2N1, E3S2. De plaats van een kaart is de hele hex in het midden van zijn bovenrand zoals hij ligt, met ‘zoals gedrukt’ of ‘een halve slag gedraaid’. De namen staan op de afbeelding van het speelveld.

rules-cardrails-scoring-title = Het einde en de telling
rules-cardrails-scoring =
    Als iedereen nog alleen zijn laatste kaarten heeft (3, of 2 met 5 spelers), eindigt het spel en is elke spoorweg waard:
    + 1 voor elk leeg vakje op zijn aandelenkaart (blokjes genomen als aandeel of gebouwd als spoor),
    + 2 voor elke paarse hex waar zijn spoor in kwam,
    + 5 voor elke hex met zijn eigen symbool waar zijn spoor in kwam (een hex van twee helften toont de symbolen van allebei).

    Elke kaart die nog in je hand zit, telt als één aandeel extra in de spoorweg van het symbool erop. Elke speler scoort per spoorweg de waarde maal zijn aandelen (blokjes en kaarten samen).

    Slotdividend (een optie): de waarde van elke spoorweg wordt in plaats daarvan verdeeld over wie er aandelen in heeft, naar boven afgerond: elke speler met minstens één aandeel krijgt hetzelfde deel, hoeveel aandelen hij ook heeft.

    Open kaarten (een optie): iedereen speelt met zijn hand open op tafel.

    Gelijkspel: van de gelijke spelers wint wie het laatst in de beurtvolgorde zit.

rules-cardrails-cards-title = De kaarten
rules-cardrails-cards =
    Elke spoorweg heeft 9 spoorkaarten, en elke kaart draagt één keer het symbool van die spoorweg, op een hele hex of op een halve hex aan de rand. Een kaart toont 4 hele hexen en 8 halve; sommige hele hexen zijn blauwe meren (geen blokje), rode ruilhexen (een kaart geruild) of paarse hexen (+2 voor de spoorweg die erin komt).

    De volgende pagina's tonen alle kaarten van elke spoorweg zoals ze gedrukt zijn, met hun naam in het spel: de letter van de spoorweg en een nummer (O4 is de vierde kaart van Oranje). De letters zijn voor alle spelers in elke taal dezelfde, omdat ze in commando's worden getypt: O Oranje, Y Geel, G Groen, K Zwart, W Wit.

rules-cardrails-picture-orange = De 9 spoorkaarten van Oranje.
rules-cardrails-picture-yellow = De 9 spoorkaarten van Geel.
rules-cardrails-picture-green = De 9 spoorkaarten van Groen.
rules-cardrails-picture-black = De 9 spoorkaarten van Zwart.
rules-cardrails-picture-white = De 9 spoorkaarten van Wit.

rules-cardrails-commands-title = Hier spelen
rules-cardrails-commands =
    Als je aan de beurt bent, stuurt de bot je een privébericht met je hand en een keuzelijst: kies je kaart, en dan elke stap van je beurt. /game hand toont hier dezelfde keuzelijst, alleen aan jou.

    Of speel een hele beurt in één commando, in de thread van de partij:
    /cardrails share card: railroad: neemt een aandeel.
    /cardrails build card: hex: bouwt een blokje, met place: als je kaart op het speelveld komt en hex2: voor een tweede blokje.
    Begin te typen in een optie: de lijst krimpt tot wat je typt (een kaart, een spoorweg, een hexnaam) en biedt alleen wat een hele beurt maakt.

    /game undo neemt een gebouwd blokje terug, zolang sindsdien alleen computers gespeeld hebben en er geen kaart getoond is. /game board plaatst het speelveld, /game status zegt wie aan de beurt is.
