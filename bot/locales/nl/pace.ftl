# Het tempo van trage partijen: de klok en de reserve, stille uren, porren, een revanche, hoe lang een partij duurt.

## De klok van elke beslissing
clock-prompt = Je tijd loopt af { $when }.
pin-due = , tijd loopt af { $when }
thread-moved_for-skip = De tijd van { $name } is om: deze beslissing wordt overgeslagen{ $what }.
thread-moved_for-forced = { $name } had maar één mogelijke zet{ $what }: die is meteen gedaan.
remind-deadline-skip =
    { "" }
    Als je niet gespeeld hebt vóór { $when }, pas je waar de regels het toelaten (anders doet de computerspeler je zet).
choice-deadline-skip = De speler past waar de regels het toelaten
settings-action-skip = past de speler waar de regels het toelaten (anders doet de computerspeler de zet)
opt-bank_hours = Uren in de tijdreserve van elke speler, waaruit trage antwoorden putten
lobby-pace = Tempo: { $pace }
lobby-estimate = Ongeveer { $decisions } beslissingen per speler ({ $choices } met een echte keuze); in dit tempo ongeveer { $low } tot { $high } dagen.
lobby-estimate-noclock = Ongeveer { $decisions } beslissingen per speler ({ $choices } met een echte keuze); zonder klok duurt de partij zo lang als de spelers erover doen.

## Het tempo van nieuwe partijen op de server
opt-server_deadline_hours = Uren per beslissing in nieuwe partijen (0 voor geen klok)
opt-server_bank_hours = Uren in de tijdreserve van elke speler in nieuwe partijen
opt-server_deadline_action = Wat er in nieuwe partijen gebeurt als de tijd van een speler om is
server_settings-pace = Tempo van nieuwe partijen: { $pace }

## Je eigen instellingen: tijdzone en stille uren
cmd-game-me = Je tijdzone en stille uren, voor elke partij
opt-time_zone = Je tijdzone: typ je stad (bv. Amsterdam, Brussel)
opt-quiet_hours = Je stille uren op je eigen klok, bv. 22:00-08:00 (of off)
me-title = **Je instellingen** (voor elke partij, op elke server)
me-zone = Tijdzone: { $zone } (bij jou is het nu { $now })
me-zone-none = Tijdzone: niet ingesteld, dus er wordt niets voor je vastgehouden.
me-quiet = Stille uren: van { $start } tot { $end }
me-quiet-none = Stille uren: geen
me-explain = Tijdens je stille uren worden herinneringen en andere privéberichten die kunnen wachten vastgehouden tot ze voorbij zijn, en loopt je tijd nooit af (de deadline schuift naar hun einde). Vermeldingen in de thread worden niet vastgehouden.
err-me-zone = De tijdzone "{ $zone }" ken ik niet: typ je stad en kies hem uit de lijst; er is niets veranderd.
err-me-quiet = Ik kon "{ $text }" niet als stille uren lezen: schrijf ze als 22:00-08:00, of off; er is niets veranderd.
err-me-quiet_empty = Stille uren moeten op een ander uur eindigen dan ze beginnen, bv. 22:00-08:00; er is niets veranderd.
err-me-quiet_no_zone = Stille uren gelden op je eigen klok: stel ook je tijdzone in; er is niets veranderd.
me-ask = Whistlestop kan 's nachts stil blijven: wat kan wachten komt 's ochtends, en je tijd loopt nooit af terwijl je slaapt. Stel je tijdzone in met de knop (stille uren van 22:00 tot 08:00; verander beide met /game me), of negeer dit: tot dan wordt er niets vastgehouden.
btn-me-zone = Mijn tijdzone instellen
me-pick = Kies je tijdzone (een andere: /game me, met je stad):
# limit: 150
me-ask-placeholder = Je tijdzone
me-zone_set = Je tijdzone is nu { $zone }, met stille uren van { $start } tot { $end }. Verander ze met /game me.

## /game nudge
cmd-game-nudge = Stuur de speler(s) op wie de partij wacht een herinnering per privébericht
opt-nudge-player = Alleen deze speler (iemand op wie de partij wacht)
nudge-dm = **{ $game } #{ $id }** (thread: { $link })
    { $who } port je: de partij wacht op jou.
    Jouw beslissing: { $what }
nudge-thread = { $mention }, { $who } port je: de partij wacht op jou ({ $what }).
nudge-done = Per privébericht gepord: { $names }. De volgende por in deze partij kan { $next }.
err-nudge-nobody = De partij wacht nu op niemand die jij kunt porren (alleen computers, jijzelf of afwezige spelers); er is niets verstuurd.
err-nudge-not_awaited = De partij wacht nu niet op { $name }; er is niets verstuurd.
err-nudge-too_soon = Deze partij is { $when } al gepord; de volgende por kan { $next }.

## Revanche
btn-rematch = Revanche
rematch-opened = De lobby voor de revanche is open: { $link }
rematch-exists = De lobby voor de revanche is al open: { $link }
rematch-invite = Revanche van { $game } #{ $old }, met dezelfde opties, taal en tempo. { $players }: druk in de lobby op Meedoen om opnieuw te spelen.
err-rematch-not_host = Alleen de host van de partij ({ $host }) kan de revanche starten.
