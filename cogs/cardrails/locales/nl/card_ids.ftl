## Kaartnamen in zinnen: de letter van de spoorweg en een nummer, voor alle spelers dezelfde
## (getypt in commando's, getekend op de afbeeldingen); de naam van de spoorweg in de taal van
## de lezer staat erbij (RULINGS R24).

cr-card-id = { $card } ({ $railroad })
cr-img-letters = Kaartnamen: { $letters }
cr-letter = { $letter } { $railroad }
cr-img-letters-title = Kaartnamen:
