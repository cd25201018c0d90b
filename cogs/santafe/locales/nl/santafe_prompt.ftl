## De afbeelding bij een vraag (privébericht, /game hand, het keuzepaneel): waar een tegel kan
## komen, de kaarten van de speler. $railroad: SF, SP, GN, UP of KP (zoals op de kaart).

sf-img-opt-title = Waar je tegel kan komen
sf-img-opt-note = Elk nummer, in de kleur van zijn spoorweg, wijst naar het vak waar de tegel zou komen; kies dat nummer in het menu.
sf-img-hand-title = Je kaarten
sf-img-hand-note = Een Stadskaart levert haar waarde × de spoorwegen die er aangesloten zijn op; eronder wat ze nu zou opleveren.
sf-img-hand-worth = × { $n } = { $points }
sf-img-hand-double = Dubbele Beurt
sf-img-hand-branch = Zijlijn { $railroad }
