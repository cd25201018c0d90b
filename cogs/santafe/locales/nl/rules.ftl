## /game rules voor Santa Fe: de regels in onze eigen woorden (nooit die van het boekje),
## onderwerp per onderwerp. Alinea's staan los door een lege regel; de bot maakt er pagina's van.

rules-santafe-overview-title = Het spel in het kort
rules-santafe-overview =
    Santa Fe is een spoorwegspel voor 2 tot 5 spelers op een kaart van het Amerikaanse Westen. Geen spoorweg is van één speler: iedereen legt spoor voor elk van de vijf maatschappijen (Santa Fe, Southern Pacific, Great Northern, Union Pacific, Kansas Pacific) en verdient geld door als eerste steden aan te sluiten. Aan het eind tellen je geld en je Stadskaarten: elke gespeelde Stadskaart levert zijn waarde op, maal het aantal spoorwegen dat die stad bereikt.

    Iedereen begint met $2, 4 Stadskaarten en één Dubbele Beurt-kaart. De startspeler schuift elke ronde één plaats naar links; het eerste bericht van de partij zegt wie begint.

rules-santafe-round-title = Een ronde
rules-santafe-round =
    1. Iedereen speelt in het geheim een kaart: een Stadskaart of een Dubbele Beurt, eventueel samen met een Zijlijnkaart. De kaarten worden samen omgedraaid zodra iedereen gekozen heeft; tot dan mag je de jouwe veranderen. In de eerste ronde moet het een Stadskaart zijn.

    2. Twee bouwbeurten: vanaf de startspeler legt iedereen op zijn beurt één spoortegel (twee met een Dubbele Beurt); daarna legt iedereen opnieuw.

    3. Iedereen vult zijn hand aan tot 5 kaarten, één kaart per keer: een Stadskaart (ongezien), een Dubbele Beurt, of een Zijlijnkaart voor $1.

    4. De startspeler schuift één plaats naar links.

rules-santafe-cards-title = De kaarten
rules-santafe-cards =
    Stadskaarten (waarde 2 tot 7): een gespeelde Stadskaart blijft voor je liggen. Aan het eind levert hij zijn waarde op, maal het aantal spoorwegen dat met die stad verbonden is: Los Angeles (7) bereikt door twee spoorwegen levert 14 op.

    Dubbele Beurt: in beide bouwbeurten van de ronde leg je twee tegels (één lijn twee keer, of twee lijnen), je bonussen tellen dubbel, en aan het begin van de tweede bouwbeurt mag je Stadskaarten uit je hand ruilen voor nieuwe van de trekstapel. De kaart gaat daarna terug naar zijn stapel.

    Zijlijn ($1 om te trekken, maar één tegelijk in je hand): je speelt hem met een Stadskaart of Dubbele Beurt in de ronde na het trekken, en daarmee begint zijn spoorweg een nieuwe lijn vanuit elke stad die hij al bereikt. Een spoorweg heeft hoogstens 3 lijnen (de eerste en twee zijlijnen).

rules-santafe-track-title = Spoor leggen
rules-santafe-track =
    Kun je een tegel leggen, dan moet dat ook. De eerste tegel van een spoorweg raakt zijn thuisstad (Milwaukee voor de Great Northern, Chicago voor de Santa Fe en de Union Pacific, Kansas City voor de Kansas Pacific, New Orleans voor de Southern Pacific); elke andere tegel verlengt een van zijn lijnen.

    Zodra een spoorweg aan een traject tussen twee steden begint, mag geen andere daar vanaf het andere eind bouwen. Waar twee trajecten dezelfde twee steden verbinden, mag een tweede spoorweg het andere nemen, maar één spoorweg nooit allebei. Een spoorweg mag een stad vaker bereiken; hij telt één keer. Een lijn kan doodlopen; alleen een zijlijn brengt die spoorweg dan verder.

    Bonussen: wie als eerste een spoorweg naar een stad met punten brengt, krijgt $2 (alleen de allereerste spoorweg daar betaalt). Elke spoorweg heeft ook een paar steden in zijn kleur: hem daar brengen levert $4 extra op. Een Dubbele Beurt verdubbelt beide.

rules-santafe-end-title = Het einde en de telling
rules-santafe-end =
    Het spel eindigt als alle tegels gelegd zijn, of als een speler op zijn beurt geen tegel kan leggen (ook als iemand een Zijlijn heeft die nog zou helpen).

    Je score: je geld ($1 is 1 punt) plus je gespeelde Stadskaarten, elk goed voor zijn waarde maal het aantal spoorwegen dat zijn stad bereikt. Bij gelijkspel wint van de gelijke spelers wie de meeste Stadskaarten van waarde 7 speelde.

rules-santafe-advanced-title = Gevorderd spel en optionele regel
rules-santafe-advanced =
    Gevorderd spel: iedereen begint met $5 en een Zijlijn kost $2. Rivieren en bergen kosten geld: $1 om een rivier over te steken, $1 voor een bergtraject, $2 voor een bergtraject over een rivier. Een Ingenieur laat je gratis rivieren oversteken: koop er een voor $4 voor het spel, of neem er later gratis een in plaats van een kaart te trekken (je hand is dan 4 kaarten). Niemand heeft er meer dan één. Je mag passen in plaats van een tegel te leggen; passen alle spelers in één bouwbeurt, dan eindigt het spel.

    Optionele regel (tegels kopen): na het trekken mag iedereen op zijn beurt één spoortegel kopen voor $1. Gekochte tegels speel je pas als de eigen voorraad van die spoorweg op is, en nooit verplicht.

rules-santafe-commands-title = Hier spelen
rules-santafe-commands =
    De geheime kaart van elke ronde krijg je gevraagd in een privébericht: kies hem in de lijst van het bericht (je mag hem veranderen tot de laatste speler gekozen heeft). Je trekbeurten komen op dezelfde manier.

    Als jij spoor moet leggen, noemt de bot je in de thread van de partij: gebruik de knop onder dat bericht, of /santafe track railroad: to: (typ het begin van een spoorweg of een stad om de lijst kleiner te maken). /santafe pass beëindigt een Dubbele Beurt na één tegel of past (gevorderd spel); /santafe buy railroad: koopt een tegel (optionele regel).

    /game hand toont je kaarten, /game board de kaart, /game since wat er gebeurde sinds je laatste zet. /game undo neemt je laatste tegel terug zolang sindsdien alleen computers gespeeld hebben en er niets verborgens getoond is.
