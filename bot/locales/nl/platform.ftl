## De teksten van het platform, voor alle spellen: Nederlands.
## Zie ../README.md voor de afspraken en GLOSSARY.md voor de woordkeus.

cmd-game = Speel bordspellen op je eigen tempo
cmd-game-new = Open een lobby voor een nieuwe partij in dit kanaal
cmd-game-list = Toon de partijen op deze server
cmd-game-status = Wie er aan zet is, sinds wanneer, en de tafel in één oogopslag
cmd-game-board = Toon het huidige speelbord
cmd-game-hand = Je hand en wat er op je beslissing wacht (alleen jij ziet het)
cmd-game-leave = Verlaat een partij (na de start neemt een computerspeler je plaats over)
cmd-game-cancel = Annuleer een partij (host of Server beheren)
cmd-game-since = Wat er gebeurde sinds je laatste zet, met het speelbord (alleen jij ziet het)
cmd-game-settings = Herinneringen, deadline, afwezigheid en plaatsen (host of Server beheren)
cmd-game-away = Meld je afwezig: er wordt voor je gespeeld of je deadline wacht
cmd-game-back = Je bent terug: je afwezigheid stopt
cmd-game-replace = Geef een plaats aan een ander lid of aan de computer (host of Server beheren)
cmd-game-resign = Geef je plaats aan een computerspeler
opt-game = Welke partij (niet nodig in de thread van een partij)
opt-reminder_hours = Uren tot de eerste herinnering (1 tot 336)
opt-second_reminder_hours = Uren van de eerste tot de tweede herinnering (1 tot 336)
opt-deadline_hours = Uren die een speler heeft voor een zet (0 voor geen deadline)
opt-deadline_action = Wat er gebeurt als een deadline verstrijkt
opt-away_mode = Wat er gebeurt zolang een speler afwezig is
opt-cpu_fill = Bij de start vullen computerspelers de lege plaatsen
opt-until = Hoe lang: uren of dagen, bv. 36u of 3d
opt-seat = De plaats die je overdraagt
opt-with = Het lid dat de plaats overneemt (leeg laten voor een computerspeler)
choice-deadline-move = De computer doet de zet
choice-deadline-ask_host = Vraag het de host
choice-away-play = De computer doet de zet
choice-away-pause = De deadline wordt gepauzeerd
opt-kind = Welk bordspel
opt-language = De taal van de berichten en afbeeldingen van de partij (standaard: die van de server)
opt-game_language = De taal van de berichten en afbeeldingen van de partij, vanaf nu
opt-options = Opties op naam, bv. naam of naam=nee (de lobby heeft ook een knop voor elke optie)
err-unknown_kind = Dat spel ken ik niet. Spellen die je kunt openen: { $known }.
err-options-unknown = Dit spel heeft geen optie ‘{ $name }’. De opties: { $known }.
err-options-value = De optie ‘{ $name }’ kan zijn: { $choices }.
err-options-bad = Die opties kon ik niet lezen; schrijf ze als naam of naam=waarde, gescheiden door komma's.
lobby-opened_in = Een thread hoort bij één partij: de nieuwe lobby staat in { $where }.
opt-seats = Aantal plaatsen
lobby-title = { $game } #{ $id }: lobby
lobby-body =
    Host: { $host }
    Opties: { $options }
    Taal: { $language }
    Plaatsen ({ $n }/{ $max }):
    { $seats }
lobby-empty_seat = (vrij)
lobby-btn-join = Meedoen
lobby-btn-leave = Verlaten
lobby-btn-cpu = Computerspeler toevoegen
lobby-btn-start = Starten
lobby-btn-language = Taal: { $language }
lobby-joined = Je doet mee aan { $game }.
lobby-left = Je hebt { $game } verlaten.
lobby-already_seated = Je hebt al een plaats.
lobby-not_seated = Je hebt geen plaats in deze partij.
lobby-full = Alle plaatsen zijn bezet.
lobby-too_few = { $min ->
    [one] Er is minstens één speler nodig om te starten.
   *[other] Er zijn minstens { $min } spelers nodig om te starten.
}
lobby-not_host = Alleen de host kan dat doen.
lobby-not_open = Deze lobby is gesloten.
lobby-thread_name = { $game } #{ $id }
lobby-thread_intro = Deze thread hoort bij { $game } #{ $id }. Zetten, afbeeldingen en meldingen van de partij komen hier terecht.
lobby-started = { $game } #{ $id } is begonnen. Volgorde van de plaatsen: { $seats }.
lobby-closed_status = Status: { $status }
options-none = standaardregels
cpu-name = Computer { $n }
status-lobby = in de lobby
status-active = bezig
status-over = afgelopen
status-cancelled = geannuleerd
ok-done = Klaar.
ok-choice_saved = Keuze opgeslagen: { $label }. Je kunt je keuze nog wijzigen tot de laatste speler gekozen heeft.
ok-move = Zet geaccepteerd: { $label }.
ok-choice_final = Vastgelegd: { $label }. Jij koos als laatste, dus de keuzes worden nu onthuld.
dm-chose = Jouw keuze: { $label }.
err-already_done = Dat was al gedaan; er is niets veranderd.
err-not_your_turn = De partij wacht nu niet op jou.
err-not_seated = Alleen spelers met een plaats kunnen dat doen.
err-no_game_here = Geen partij gevonden. Gebruik dit in de thread van een partij of kies er een met de optie game.
err-unknown_game = Die partij ken ik niet.
err-game_not_active = Die partij is niet bezig.
err-illegal = Niet toegestaan: { $rule }
err-pick_from_list = Kies een van de suggesties in de lijst (begin te typen om te filteren).
err-bad_value = Die keuze kon ik niet lezen; gebruik de suggesties.
err-unexpected = Sorry, er ging bij mij iets mis (foutcode { $error_id }).
err-no_permission = Alleen de host of iemand met de machtiging Server beheren kan dat doen.
err-no_engine = Dat spel is nog niet geïnstalleerd.
list-title = Partijen op deze server
list-empty = Hier zijn nog geen partijen. Begin er een met /game new.
list-line = #{ $id } { $game }: { $status }, { $n ->
    [one] { $n } speler
   *[other] { $n } spelers
}, { $where }{ $mine }
list-mine = { " " }(je speelt mee)
status-title = { $game } #{ $id }: { $status }
status-round = { $stage }, fase: { $phase }
status-waiting = Wacht al { $waited } op { $who }.
status-language = Taal: { $language }
status-game_over = De partij is afgelopen.
hand-title = { $game } #{ $id } ({ $thread })
hand-cards = Je hand: { $cards }
hand-no_cards = Je hand is leeg.
hand-nothing_pending = Er wacht nu niets op jou in deze partij.
hand-pending = Jouw beslissing: { $what }
hand-choice = Je huidige keuze: { $label }
# limit: 150
prompt-select = Kies…
prompt-what-other = doe je zet
btn-show_hand = Toon mijn hand
thread-dm_closed = { $mention }, ik kan je geen privéberichten sturen. Gebruik /game hand of de knop hieronder; alleen jij ziet je hand.
thread-decision_ping = { $mention }, er wacht een beslissing op je in { $game } #{ $id }.
thread-lockin = { $stage }, { $phase }. Gekozen: { $locked }. Nog niet gekozen: { $waiting }.
thread-lockin-nobody = nog niemand
thread-decision_ping-what = { $mention }, jij bent aan zet: { $what }
thread-final =
    De partij is afgelopen. { $reason }
    { $lines }
    { $count ->
        [one] Winnaar: { $winners }
       *[other] Winnaars: { $winners }
    }
thread-final-line = { $name }: { $total ->
    [one] { $total } punt
   *[other] { $total } punten
}
thread-final-players = Bedankt voor het spelen, { $players }!
dm-final = De partij is afgelopen. Je score: { $score ->
    [one] { $score } punt
   *[other] { $score } punten
}, plaats { $place } van { $n }.
dm-final-won = Je hebt gewonnen. Goed gespeeld!
btn-replay = Bekijk de hele partij
replay-caption = { $game } #{ $id }, de hele partij ({ $n ->
    [one] één afbeelding
   *[other] { $n } afbeeldingen
}).
replay-posted = De herhaling staat al in de thread: { $link }
replay-none = Deze partij heeft geen afbeeldingen om af te spelen.
thread-replaced_thread = De thread van { $game } #{ $id } is verwijderd; de partij gaat verder in een nieuwe thread.
thread-board_again = Het speelbord zoals het nu is:
thread-broken = { $host }, partij #{ $id } kan niet verder: de opgeslagen zetten zijn beschadigd of laten zich niet meer naspelen ({ $reason }). De andere partijen hebben er geen last van.
err-game_broken = Deze partij kan niet verder: de opgeslagen zetten zijn beschadigd of laten zich niet meer naspelen. De host is op de hoogte gebracht.
thread-cancelled = { $game } #{ $id } is geannuleerd door { $who }. Spelers: { $players }. Er wordt op niemand meer gewacht.
dm-cancelled = **{ $game } #{ $id }** is geannuleerd; dit bericht werkt niet meer.
thread-member_left = { $name } heeft de server verlaten: die plaats krijgt geen meldingen meer. { $host }, een computerspeler kan de plaats overnemen (knop hieronder), of geef ze aan iemand met /game replace.
btn-seat_to_cpu = Een computer neemt de plaats over
lobby-new_host = De host heeft de lobby verlaten: { $name } is nu de host.
lobby-closed_empty = Iedereen heeft de lobby verlaten: de lobby is gesloten.
thread-seat_to_cpu = { $name } is vertrokken; een computerspeler neemt de plaats over.
thread-event = { $text }
dm-header = **{ $game } #{ $id }** (thread: { $link })
dm-stale = Dit bericht is verouderd; /game hand toont wat er op je wacht.
pin-title = **{ $game } #{ $id }**: { $stage }, { $phase }
pin-waiting = Wacht op: { $who }
pin-waiting-item = { $name } (beurt begon { $since }){ $away }
pin-waiting-cpu = { $name } (computer)
pin-away = , afwezig tot { $until }
pin-locked = Gekozen: { $names }
pin-deadline = Klok: { $hours } u per beslissing en een reserve van { $bank } u per speler; daarna { $action }.
pin-over = **{ $game } #{ $id }**: de partij is afgelopen. { $count ->
    [one] Winnaar: { $winners }
   *[other] Winnaars: { $winners }
}
pin-cancelled = **{ $game } #{ $id }**: geannuleerd.
remind-1 =
    Herinnering: **{ $game } #{ $id }** wacht al { $waited } op je (thread: { $link }).
    Jouw beslissing: { $what }
remind-2 =
    Tweede herinnering: **{ $game } #{ $id }** wacht al { $waited } op je (thread: { $link }). De anderen wachten; doe alsjeblieft je zet.
    Jouw beslissing: { $what }{ $deadline }
remind-thread-1 = { $mention }, herinnering: { $game } #{ $id } wacht al { $waited } op je ({ $what }).
remind-thread-2 = { $mention }, tweede herinnering: { $game } #{ $id } wacht al { $waited } op je ({ $what }). Doe alsjeblieft je zet.{ $deadline }
remind-deadline-move =
    { "" }
    Als je niet gespeeld hebt vóór { $when }, doet de computerspeler je zet.
remind-deadline-ask_host =
    { "" }
    Als je niet gespeeld hebt vóór { $when }, beslist de host of de computerspeler je zet doet.
thread-moved_for-deadline = Deadline verstreken: de computer speelde voor { $name }{ $what }.
thread-moved_for-away = { $name } is afwezig: de computer deed de zet{ $what }.
thread-moved_for-host = De host besliste: de computer speelde voor { $name }{ $what }.
thread-moved_for-what = { " " }({ $label })
dm-moved_for = **{ $game } #{ $id }** (thread: { $link })
    De computer deed deze zet voor jou: { $label }.
thread-ask_host = { $host }, de deadline van { $name } is verstreken ({ $what }). Laten we de computerspeler de zet doen, of wachten we nog een deadline af?
btn-deadline-move = Computer laten spelen
btn-deadline-wait = Wachten
thread-ask_host-moved =
    { $text }
    → { $who }: de computer doet de zet.
thread-ask_host-waited =
    { $text }
    → { $who }: we wachten nog een deadline.
settings-title = **Instellingen van { $game } #{ $id }**
settings-body =
    Eerste herinnering na { $r1 } u; tweede herinnering { $r2 } u later.
    Deadline: { $deadline }.
    Als een speler afwezig is: { $away }.
    Computerspelers vullen bij de start de lege plaatsen: { $fill }.
settings-deadline-none = geen
settings-deadline-some = { $hours } u per beslissing en een reserve van { $bank } u per speler, daarna { $action }
settings-action-move = doet de computerspeler de zet
settings-action-ask_host = wordt het de host gevraagd
settings-away-play = de computerspeler doet de zet
settings-away-pause = de deadline wordt gepauzeerd
settings-yes = ja
settings-no = nee
settings-saved = Opgeslagen.
settings-language = Taal van de berichten en afbeeldingen van de partij: { $language }
err-settings-range = { $name } moet tussen { $lo } en { $hi } liggen; er is niets veranderd.
err-settings-deadline_early = De deadline moet na de eerste herinnering komen ({ $r1 } u); er is niets veranderd.
err-settings-choice = Die keuze ken ik niet; er is niets veranderd.
err-settings-closed = Die partij is afgelopen; de instellingen doen er niet meer toe.
away-set = Je bent afwezig tot { $until } in { $games }.
away-game-play = { $game } #{ $id } (de computerspeler doet je zetten)
away-game-pause = { $game } #{ $id } (je deadline wacht)
away-back = Welkom terug! Je afwezigheid is voorbij in { $games }.
away-not_away = Je was hier in geen enkele partij afwezig.
err-away-bad = Die duur kon ik niet lezen; gebruik bv. 36u of 3d (hoogstens 30 dagen).
err-away-no_games = Je speelt hier geen partij die bezig is.
thread-replaced = De plaats van { $old } wordt nu gespeeld door { $new }.
thread-replaced_cpu = Een computerspeler speelt nu de plaats van { $old }.
thread-resigned = { $name } geeft op; een computerspeler neemt de plaats over.
dm-seat_given = Je speelt nu de plaats van { $name } in deze partij.
dm-seat_taken = **{ $game } #{ $id }**: iemand anders speelt nu deze plaats; dit bericht werkt niet meer.
thread-seat_given_closed_dm = { $mention }, je speelt nu de plaats van { $name }. Ik kan je geen privéberichten sturen: gebruik /game hand (alleen jij ziet je hand).
ok-replaced = Klaar: de plaats is overgedragen.
ok-resigned = Je hebt { $game } opgegeven; een computerspeler neemt je plaats over.
err-replace-unknown_seat = Die plaats bestaat niet in deze partij; kies er een uit de lijst.
err-replace-has_seat = { $name } speelt al een plaats in deze partij.
err-replace-same = Dat lid speelt deze plaats al.
err-replace-bot = Een bot kan geen plaats innemen; laat het lid leeg voor een computerspeler.
err-replace-cpu = Een computerspeler speelt deze plaats al.
since-title = **Sinds je laatste zet in { $game } #{ $id }** ({ $n ->
    [one] één zet sindsdien
   *[other] { $n } zetten sindsdien
}):
since-title-start = **Sinds het begin van { $game } #{ $id }** ({ $n ->
    [one] één zet tot nu
   *[other] { $n } zetten tot nu
}):
since-nothing = Er is niets gebeurd in { $game } #{ $id } sinds je laatste zet.
since-more = (… { $n ->
    [one] één eerdere regel weggelaten
   *[other] { $n } eerdere regels weggelaten
})
since-now = Nu: { $stage }, { $phase }; wacht op { $who }.
since-now-over = De partij is afgelopen.
round-n = Ronde { $round }
status-seat-cards = { $name }: { $hand ->
    [one] { $hand } kaart
   *[other] { $hand } kaarten
}{ $flags }
# limit: 100
picker-more = Meer… (pagina { $page } van { $pages })
# limit: 100
picker-back = ↩ Terug
picker-page = (pagina { $page } van { $pages }: kies ‘Meer…’ voor de rest)
err-stale_choice = Die keuze kan niet meer. Gebruik /game hand voor de huidige keuzes.
err-stale_prompt = Dit bericht is verouderd; gebruik /game hand voor het huidige.
err-seats_range = { $game } speel je met { $min } tot { $max } spelers.
# limit: 80
lobby-option-on = { $option }: aan
# limit: 80
lobby-option-off = { $option }: uit
cmd-game-mine = Alle partijen, op elke server, die op jou wachten
mine-none = Er wacht nu geen partij op jou.
mine-title = Partijen die op jou wachten
mine-line = { $game } #{ $id }: { $link }
cmd-game-undo = Neem je laatste zet terug (als alleen computers sindsdien zetten, zonder iets te onthullen)
thread-undone = { $n ->
    [0] { $name } heeft de laatste zet teruggenomen.
    [one] { $name } heeft de laatste zet teruggenomen, en de zet die de computer daarna deed; de computer speelt opnieuw zodra { $name } gezet heeft.
   *[other] { $name } heeft de laatste zet teruggenomen, en de { $n } zetten die de computers daarna deden; zij spelen opnieuw zodra { $name } gezet heeft.
}
ok-undone = { $n ->
    [0] Je laatste zet is teruggenomen.
    [one] Je laatste zet is teruggenomen, en de zet die de computer daarna deed: die speelt opnieuw zodra jij gezet hebt.
   *[other] Je laatste zet is teruggenomen, en de { $n } zetten die de computers daarna deden: zij spelen opnieuw zodra jij gezet hebt.
}
err-undo-nothing = Je hebt geen zet om terug te nemen.
err-undo-others = Iemand anders heeft sindsdien gespeeld: je zet blijft staan.
err-undo-hidden = Je laatste zet kan niet teruggenomen worden: { $why }.
cmd-game-move = Doe je zet: kies een van je toegestane zetten
opt-move = Je zet (typ om de lijst te filteren)

## Regels die alle spellen delen (weigeringen van de kern van de engine).
rule-not_a_player = Alleen de spelers met een plaats in deze partij kunnen erin spelen.
rule-malformed = Dat is geen zet van dit spel.
rule-unknown_fields = Die zet bevat gegevens die dit spel niet kent.
rule-game_over = De partij is afgelopen: er kunnen geen zetten meer gedaan worden.

# The running message, alt text of images
thread-lockin-all = { $stage }, { $phase }: iedereen heeft gekozen ({ $locked }).
alt-score = { $name } { $score }
alt-board = { $round ->
    [0] { $phase }.
   *[other] Ronde { $round }, { $phase }.
} Wacht op: { $waiting }. Stand: { $scores }.
alt-final = Eindstand: { $scores }. Winnaar: { $winners }.

## Ranglijsten, geschiedenis en statistieken (/game leaderboard, stats, history).
cmd-game-leaderboard = De beste spelers van deze server in een spel, op rating
opt-leaderboard-game = Welk spel
cmd-game-stats = Partijen, overwinningen, gemiddelde plaats en rating van een lid, per spel, op deze server
opt-stats-member = Van wie (standaard: van jou)
cmd-game-history = De afgelopen partijen van een lid op deze server, nieuwste eerst, met scores en herhalingen
cmd-game-leaderboard_optout = Niet op de ranglijsten staan (je partijen tellen nog mee), of er weer op komen
opt-optout-hide = True: op geen enkele ranglijst staan; False: er weer op staan
ratings-cpu = Computer ({ $level })
board-title = Ranglijst: { $game }
board-line = **{ $rank }.** { $name }: { $rating } ({ $games ->
    [one] { $games } partij
   *[other] { $games } partijen
}, { $wins ->
    [one] { $wins } overwinning
   *[other] { $wins } overwinningen
})
board-empty = Nog niemand heeft een partij { $game } op deze server uitgespeeld.
board-footer = Pagina { $page } van { $pages }. De rating is een voorzichtige schatting van je niveau: hij stijgt als je speelt en wint.
# limit: 80
btn-board-prev = ◀ Vorige
# limit: 80
btn-board-next = Volgende ▶
board-chart-title = { $game }: rating over de laatste partijen
board-chart-axis = gespeelde partijen
board-chart-alt = Grafiek van de rating van de beste spelers van { $game } over hun laatste partijen. Nu: { $lines }.
board-chart-entry = { $name } { $rating }
stats-title = Statistieken van { $name } op deze server
stats-line = **{ $game }**: { $games ->
    [one] { $games } partij
   *[other] { $games } partijen
}, { $wins ->
    [one] { $wins } overwinning
   *[other] { $wins } overwinningen
}, gemiddelde plaats { $place }, rating { $rating } { $trend }
stats-trend-up = (▲ { $change } over de laatste partijen)
stats-trend-down = (▼ { $change } over de laatste partijen)
stats-trend-flat = (stabiel)
stats-none = { $name } heeft op deze server nog geen partij uitgespeeld.
history-title = Afgelopen partijen van { $name } op deze server
history-game = **{ $game } #{ $id }**, { $when }: { $link }
history-no_thread = de thread bestaat niet meer
history-seat = { $place }. { $name }: { $score }
history-seat-resigned = { $place }. { $name }: { $score } (opgegeven)
history-seat-left = { $place }. { $name }: { $score } (server verlaten)
history-none = { $name } heeft op deze server nog geen partij uitgespeeld.
history-footer = Pagina { $page } van { $pages }.
# limit: 80
btn-history-replay = Herhaling #{ $id }
ok-optout-hidden = Je staat niet meer op de ranglijsten; je partijen tellen nog mee. Met /game leaderboard_optout hide:False kom je er weer op.
ok-optout-shown = Je staat weer op de ranglijsten.
err-board-unknown_game = Er is geen spel dat { $name } heet. Kies er een uit de lijst.

## Wie er aan de beurt is, en hoe lang er al gewacht wordt.
err-not_your_turn-who = Je bent niet aan de beurt: de partij wacht op { $who }.
err-not_your_turn-secret = Je bent niet aan de beurt: de partij wacht op een keuze die in het geheim wordt gemaakt.
err-no_suggestions = Je kunt nu niets van dat soort spelen, dus er valt niets te kiezen.
duration-moment = even
duration-minutes = { $n ->
    [one] 1 minuut
   *[other] { $n } minuten
}
duration-hours = { $n ->
    [one] 1 uur
   *[other] { $n } uur
}
duration-days = { $n ->
    [one] 1 dag
   *[other] { $n } dagen
}
options-yes_no = ja / nee

## Niveaus van computerspelers: de makkelijke (heuristiek) en de sterke.
cpu-level-heuristic = makkelijk
cpu-level-strong = sterk
cpu-level-random = willekeurig
cpu-name_level = Computer { $n } ({ $level })
# limit: 80
lobby-btn-cpu_strong = Sterke computerspeler toevoegen
err-cpu_level = Dit spel heeft geen computerspeler van dat niveau; er is niets veranderd.
opt-computer_level = Niveau van de computer die voor iemand speelt (deadline, afwezig, vervangen)
choice-level-heuristic = Makkelijk
choice-level-strong = Sterk
settings-computer = De computer die voor iemand speelt: { $level }.

## /game server_settings: de standaardinstellingen van een server voor nieuwe partijen (Server beheren).
cmd-game-server_settings = De standaardinstellingen van deze server voor nieuwe partijen (Server beheren)
opt-server_computer_level = Niveau van de computer die in nieuwe partijen voor iemand speelt
server_settings-computer = In nieuwe partijen op deze server speelt deze computer voor iemand: { $level }. De host van een partij kan dat wijzigen met /game settings.
err-server_settings-permission = Alleen iemand die de server mag beheren, kan de instellingen van de server wijzigen; er is niets veranderd.
err-server_settings-guild = De instellingen van een server wijzig je in die server, niet in een privébericht.
