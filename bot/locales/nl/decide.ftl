## Een zet beslissen: wie aan de beurt is als een zet buiten de beurt komt.

# Een geheime beslissing (iedereen kiest in het geheim): de speler heeft al gekozen.
err-not_your_turn-locked = Je hebt voor deze stap al gekozen: de partij wacht tot { $who } { $n ->
    [one] kiest
   *[other] kiezen
}.
# Een geheime beslissing waar de speler niets mee te maken heeft.
err-not_your_turn-not_asked = Bij deze stap wordt jou niets gevraagd: de partij wacht tot { $who } { $n ->
    [one] kiest
   *[other] kiezen
}.

## Een vraag gesloten omdat de partij voorbij is (bot/closing.py): na "**Santa Fe #3** (thread: …): ".
# Na wat de speler bij die beslissing koos ("Je legde GN: Milwaukee → Minneapolis.").
prompt-closed-over = De partij is afgelopen.
prompt-closed-over_unanswered = { $header }: de partij eindigde vóór deze beslissing: er wordt je niets meer gevraagd.

## Terugnemen (bot/undo.py): waarom een zet blijft staan. $why is een bijzin over de zet ("hij toonde …").
# Een computer zette na de speler, en die zet toonde iets.
err-undo-since = Je laatste zet kan niet teruggenomen worden: { $name } zette daarna, en { $why }.
# De reden als een spel er niet meer over zegt (na "kan niet teruggenomen worden: ").
undo-why-hidden = die zet toonde iets verborgens (een getrokken, getoonde of onthulde kaart)

## Het startbericht (bot/opening.py): de opties die gelden, na wie speelt en wat de opbouw deed.
start-options = Opties die gelden: { $options }.
