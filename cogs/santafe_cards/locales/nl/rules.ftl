## /game rules voor Santa Fe: het kaartspel: de regels in onze eigen woorden (nooit die van het
## boekje), onderwerp per onderwerp. Alinea's staan los door een lege regel; de bot maakt er
## pagina's van. De getallen van de puntentabel zijn die van het spel (engine/santafe_cards/scoring.py).

rules-santafe-cards-overview-title = Het spel in het kort
rules-santafe-cards-overview =
    Drie tot vijf spelers, zeven rondes, en alles draait om slagen: wie een slag wint, krijgt de kaarten erin, en sommige daarvan (Bandieten, Mr. Dynamite) brengen punten op. Wie na zeven rondes het meest bij elkaar heeft, wint.

    De 55 kaarten hebben een getal van 1 tot 10, en hier wint laag van hoog: hoe kleiner het getal, hoe sterker de kaart, en hoe zeldzamer (er is één 1, er zijn twee 2's, enzovoort). Iedereen krijgt elke ronde 11 kaarten; met minder dan 5 spelers doet de rest die ronde niet mee, ongezien.

    De startspelerkaart schuift elke ronde één plaats naar links; het eerste bericht van de partij zegt wie begint.

rules-santafe-cards-round-title = Voor de slagen
rules-santafe-cards-round =
    De eenzame cowboy: iedereen kiest een kaart uit zijn hand en schuift die gedekt naar zijn linkerbuur. Een 10 kan nooit de eenzame cowboy zijn.

    De sheriff: wie nu de Sheriff (de 1) heeft, beslist in het geheim. Een dappere sheriff legt hem open neer: al zijn punten van deze ronde tellen dubbel, de minpunten ook. Een laffe sheriff zwijgt en houdt de kaart: de laatste slag van de ronde winnen met de Sheriff is dan 75 punten waard. De anderen melden alleen dat ze klaar zijn, zodat niemand weet wie hem heeft.

rules-santafe-cards-trick-title = Een slag
rules-santafe-cards-trick =
    Om de beurt legt iedereen een startkaart: welke kaart je maar wilt, want bekennen bestaat hier niet. Heeft iedereen er een liggen en begon niemand een duel, dan wint de laagste startkaart; bij gelijke getallen wint de kaart die later kwam. De winnaar neemt alle kaarten van de slag gedekt en komt uit in de volgende.

    Een duel: in plaats van het bij je startkaart te laten, mag je duelkaarten bijleggen, allemaal van één getal, maar niet het getal van je startkaart. Wie de slag begon, mag geen duel beginnen, en een 10 is nooit een duelkaart. Zodra er een duel loopt, beslissen alleen de duelkaarten over de slag.

    Om mee te doen moeten je kaarten alle duelkaarten op tafel verslaan: meer kaarten verslaan minder; bij evenveel kaarten wint het kleinste getal; is beide gelijk, dan wint wie later speelde. Je legt hoogstens één duelkaart meer dan het sterkste duel op tafel. Ben je overtroefd, dan mag je in je volgende beurt je duelkaarten terugnemen en sterkere leggen (je startkaart blijft liggen). Of je past: je draait je startkaart en doet niet meer mee aan de slag.

    Het duel is voorbij als iedereen behalve de sterkste duellist gepast heeft. Wie minder kaarten speelde dan de winnaar, legt er gedekt kaarten uit zijn hand bij tot hij er evenveel speelde; dan neemt de winnaar alles.

rules-santafe-cards-special-title = De bijzondere kaarten
rules-santafe-cards-special =
    De Sheriff (1): zie ‘Voor de slagen’. Wie de ronde eindigt met de Sheriff op zijn scorestapel, krijgt 25 punten.

    De Hulpsheriffs (de vijf 5's): in de laatste slag van een ronde tellen ze als 0, de sterkste kaarten van het spel. Op je scorestapel kosten 1 tot 4 ervan je elk 10 punten, maar alle vijf zijn +100 waard.

    Mr. Dynamite (10): 25 punten waard. De Bandieten (10): elk 10 punten waard. Omdat het 10's zijn, kan geen van hen eenzame cowboy of duelkaart zijn.

rules-santafe-cards-scoring-title = Een ronde tellen
rules-santafe-cards-scoring =
    Aan het eind van een ronde tel je de kaarten op je scorestapel en deel je door het aantal spelers: zoveel slagen heb je gehaald. De slagen leveren op:
    ```
    Slagen   0    1    2    3    4    5
    Punten -50  -25    0  +10  +25  +50
    Slagen   6    7    8    9   10   11
    Punten +75 +100 +150 +200 +250 +500
    ```
    Wie in een ronde elke slag wint, scoort 500; de anderen krijgen elk -50, en verder telt niets in die ronde.

    Bij de punten voor de slagen komen nog: 10 per Bandiet, 25 voor Mr. Dynamite, de Hulpsheriffs (zie ‘De bijzondere kaarten’), 50 voor de laatste slag, 25 voor de Sheriff op je stapel, 75 voor een laffe sheriff die de laatste slag met de Sheriff won; een dappere sheriff verdubbelt zijn hele ronde.

rules-santafe-cards-variants-title = Varianten
rules-santafe-cards-variants =
    Tien Wolven: een elfde kaart van waarde 10 komt bij de Bandieten, maar kost aan het eind van een ronde 10 punten op je scorestapel.

    Corrupte Sheriff: elke ronde wordt een van de twee sheriffs willekeurig gekozen en gespeeld; de andere blijft eruit. Wie de laatste slag wint met de Corrupte Sheriff, krijgt 15 punten van elke andere speler.

    Mario ‘De Zwarte Schorpioen’: hij ligt open op tafel. Wie Mario ‘De Schorpioen’ krijgt (gedeeld of doorgegeven), mag hem ruilen voor zijn zwarte tweelingbroer. Verlies je een duel waarin je de Zwarte Schorpioen speelde, dan mag je hem terugnemen en een kaart uit je hand op zijn plaats leggen. Aan het eind van een ronde levert hij 25 op aan wie hem op zijn scorestapel heeft, en kost hij 25 aan zijn eerste bezitter van de ronde als dat iemand anders is.

rules-santafe-cards-commands-title = Hier spelen
rules-santafe-cards-commands =
    Elke keuze krijg je in een privébericht: de eenzame cowboy, het antwoord van de sheriff, je beurt in een slag, de kaarten die je gedekt bijlegt. Kies in de lijst van het bericht; een geheime keuze mag je veranderen tot de laatste speler gekozen heeft. /game hand toont hier hetzelfde, alleen aan jou.

    Of typ /cards play move: in de thread van de partij en kies uit de lijst (begin te typen om hem kleiner te maken). /game board toont de tafel, /game status wie aan de beurt is.
