# Norsk (bokmål). Same messages and variables as en.ftl (the reference); see its comments.

board-title = Parti #{ $game_id }
board-vs = { $x } (X) mot { $o } (O)
board-turn = { $mark } i trekket: { $name }
board-won = { $name } ({ $mark }) vinner.
board-drawn = Uavgjort.
board-resigned = { $loser } ga opp; { $name } ({ $mark }) vinner.
board-abandoned = { $loser } gikk tom for tid; { $name } ({ $mark }) vinner.
board-agent = Agent
board-agent-side = { $name } (agent)
board-footer = Trekk { $ply } · parti #{ $game_id }
board-footer-over = { $moves ->
    [one] { $moves } trekk
   *[other] { $moves } trekk
} · parti #{ $game_id }
board-moved-on = Dette brettet fortsetter i en nyere melding.
board-none = Du har ikke noe pågående parti her. Start et med /ttt play.

duel-title = Bondesjakk-utfordring
duel-invite = { $opponent }, { $challenger } utfordrer deg til et parti. Svar { $expires }.
duel-first-me = { $challenger } spiller X og begynner.
duel-first-them = { $opponent } spiller X og begynner.
duel-first-random = Hvem som spiller X, avgjøres ved loddtrekning.
duel-accept = Godta
duel-decline = Avslå
duel-declined = { $opponent } avslo utfordringen fra { $challenger }.
duel-expired = Utfordringen fra { $challenger } til { $opponent } har utløpt.
duel-expired-invite = Utfordringen fra { $challenger } til { $opponent } utløp uten svar. Send en ny med /ttt play.
duel-agent-with-opponent = Valget agent gjelder partier mot boten: la det være når du utfordrer et medlem.
duel-bot-opponent = Boter kan ikke godta utfordringer. Kjør /ttt play uten motstander for å spille mot meg.

stats-title = Bondesjakk for { $name }
stats-server = Denne serveren
stats-global = Overalt
stats-rating = Rating
stats-games = Partier
stats-record = { $wins } S · { $draws } U · { $losses } T
stats-summary = Rating **{ $rating }** · { $games ->
    [one] { $games } parti
   *[other] { $games } partier
} · { $record }
stats-vs-people = Mot mennesker
stats-vs-agents = Mot agenter
stats-streak = Rekke
stats-best-streak = Beste rekke
stats-streak-wins = { $count ->
    [one] { $count } seier på rad
   *[other] { $count } seire på rad
}
stats-streak-losses = { $count ->
    [one] { $count } tap på rad
   *[other] { $count } tap på rad
}
stats-streak-none = ingen
stats-no-games = { $name } har ikke fullført noe parti ennå.
lb-title-server = Rangering · { $server }
lb-title-global = Global rangering
lb-row = **{ $rank }.** { $name } · **{ $rating }** · { $record } · rekke { $streak }
lb-empty = { $min ->
    [one] Ingen er rangert ennå: det kreves { $min } fullført parti for å vises her.
   *[other] Ingen er rangert ennå: det kreves { $min } fullførte partier for å vises her.
}
lb-footer = { $min ->
    [one] Spillere med minst { $min } fullført parti, etter Elo-rating.
   *[other] Spillere med minst { $min } fullførte partier, etter Elo-rating.
}
agents-title = Agenter
agents-server-agent = Denne serveren spiller med **{ $name }** som standard.
agents-default-mark = { " " }(serverens standard)
agents-version = versjon { $version }
agents-rating = Elo-rating { $rating }
agents-metric = { $name }: { $value }
agents-accuracy = optimale trekk: { $pct }
agents-vs = mot { $opponent }: som X { $x }; som O { $o }
agents-wdl = { $w } S · { $d } U · { $l } T

review-title = Gjennomgang av parti #{ $game_id }
review-clean = Ingen trekk endret partiets verdi: begge sider spilte feilfritt.
review-line = trekk { $ply }, { $mark } på rute { $cell }, gjorde { $before } til { $after }; { $best } ville beholdt { $kept }
review-line-no-best = trekk { $ply }, { $mark } på rute { $cell }, gjorde { $before } til { $after }
review-value = { $value ->
    [win] en seier
    [draw] uavgjort
   *[loss] et tap
}
review-kept = { $value ->
    [win] seieren
    [draw] uavgjort
   *[loss] tapet
}
review-or = { $head } eller { $last }
review-left-early = { $how ->
    [resigned] { $value ->
        [win] { $mark } ga opp i en vunnet stilling.
       *[draw] { $mark } ga opp selv om stillingen fortsatt var uavgjort.
    }
   *[timed-out] { $value ->
        [win] { $mark } gikk tom for tid i en vunnet stilling.
       *[draw] { $mark } gikk tom for tid selv om stillingen fortsatt var uavgjort.
    }
}

admin-title = Serverinnstillinger
admin-agent = Agent
admin-channels = Tillatte kanaler
admin-channels-all = alle kanaler
admin-multiple-games = Flere partier samtidig
admin-move-timeout = Tid per trekk
admin-cooldown = Ventetid mellom utfordringer
admin-language = Serverens språk
admin-language-default = { $language } (serverens språk i Discord)
admin-language-updated = Offentlige meldinger her er nå på { $language }.
admin-yes = ja
admin-no = nei
admin-updated-by = Sist endret av
admin-updated = Innstillingene er oppdatert.

retrain-not-admin = Bare botens administratorer kan trene opp agenten på nytt eller rulle den tilbake: det endrer agenten på alle servere (botadministratorer: TTT_BOT_ADMINS eller applikasjonens eier).
retrain-promoted = Trent på nytt: **{ $version }** spiller fra neste parti.
retrain-unchanged = Ingenting å forbedre: **{ $version }** spiller videre.
retrain-rejected = Trent på nytt, men ikke tatt i bruk: **{ $version }** spiller videre.
retrain-skipped = Ingenting nytt å lære av: **{ $version }** spiller videre.
retrain-busy = En ny trening eller tilbakerulling pågår allerede; prøv igjen når den er ferdig.
retrain-failed = Treningen mislyktes; ingenting ble endret.
retrain-rolled-back = Rullet tilbake: **{ $version }** spiller fra neste parti.
retrain-failed-checks = Dårligere enn den aktive versjonen på:

cell-1 = øverst til venstre
cell-2 = øverst
cell-3 = øverst til høyre
cell-4 = venstre
cell-5 = midten
cell-6 = høyre
cell-7 = nederst til venstre
cell-8 = nederst
cell-9 = nederst til høyre
cell-choice = { $cell } · { $name }
cell-aliases-1 = øverst venstre, venstre øverst, oppe til venstre
cell-aliases-2 = øverst midten, oppe i midten, oppe
cell-aliases-3 = øverst høyre, høyre øverst, oppe til høyre
cell-aliases-4 = til venstre, midten venstre, venstre midten
cell-aliases-5 = i midten, midt, sentrum
cell-aliases-6 = til høyre, midten høyre, høyre midten
cell-aliases-7 = nederst venstre, venstre nederst, nede til venstre
cell-aliases-8 = nederst midten, nede i midten, nede
cell-aliases-9 = nederst høyre, høyre nederst, nede til høyre
cell-forms = et tall fra 1 til 9 (1 2 3 / 4 5 6 / 7 8 9 fra øverst til venstre), en koordinat som b2 eller ord som «midten» eller «øverst til venstre»

error-generic = Beklager, noe gikk galt hos meg. Det er logget; prøv igjen.
error-manage-guild = Du trenger tillatelsen Administrer server for å endre botens innstillinger.
error-guild-only = Denne kommandoen virker bare på en server.
error-bot-missing = Jeg mangler tillatelser her: { $perms }.
error-bad-argument = Jeg kunne ikke bruke den verdien: { $detail }

error-no-active-game = Du har ikke noe pågående parti her. Start et med /ttt play.
error-already-playing = { $who ->
    [you] Du har allerede parti #{ $game_id } i gang her: fullfør det først med /ttt move eller /ttt resign.
   *[other] { $name } spiller allerede parti #{ $game_id } her.
}
error-not-your-turn = Det er ikke din tur: { $mark } er i trekket ({ $name }).
error-not-your-game = Parti #{ $game_id } er { $x } (X) mot { $o } (O); du er ikke med i det.
error-stale-board = { $reason ->
    [moved-on] Det brettet er utdatert: parti #{ $game_id } er kommet til trekk { $ply }. Her er det gjeldende brettet.
    [conflict] Parti #{ $game_id } endret seg mens du trakk (et annet trekk kom først); ingenting ble spilt. Se på brettet igjen.
   *[resign] Partiet fortsatte å endre seg mens du ga opp; prøv igjen.
}
error-game-not-found = { $reason ->
    [none-to-review] Du har ikke noe fullført parti her å gå gjennom ennå.
   *[unknown] Det finnes ikke noe parti #{ $game_id }.
}
error-review-in-progress = Parti #{ $game_id } pågår fortsatt; en gjennomgang ville avsløre de beste trekkene. Spør igjen når det er ferdig.
error-leaderboard-size = En rangering viser { $low } til { $high } spillere, ikke { $value }.
error-channel-not-allowed = Her spilles det ikke i denne kanalen; prøv en av serverens spillkanaler, eller be en administrator om å tillate denne.
error-cooldown = Du utfordret noen nettopp; du kan utfordre igjen om { $wait }.
error-challenge = Den utfordringen er ikke mulig.
error-challenge-option = Det valget for utfordringen er ugyldig: { $value }.
error-invalid-first-mover = «{ $value }» er ikke et valg for hvem som begynner: meg, motstanderen eller tilfeldig.
error-invalid-challenge-expiry = En utfordring må utløpe etter { $low } til { $high }, ikke «{ $value }».
error-self-challenge = Du kan ikke utfordre deg selv. Kjør /ttt play uten motstander for å spille mot meg.
error-bot-challenge = { $name } er en bot og kan ikke spille dueller. Kjør /ttt play uten motstander for å spille mot meg.
error-duplicate-challenge = Du og { $opponent } har allerede en utfordring som venter på svar (#{ $challenge_id }); svar på den eller la den utløpe først.
error-unknown-challenge = Jeg finner ikke utfordring #{ $challenge_id }.
error-not-challenged = Utfordring #{ $challenge_id } gjelder { $opponent }: bare vedkommende kan godta eller avslå den.
error-challenge-expired = Denne utfordringen (#{ $challenge_id }) har utløpt. Send en ny med /ttt play og en motstander.
error-challenge-answered = Denne utfordringen (#{ $challenge_id }) er allerede besvart.
error-challenge-already-accepted = Denne utfordringen (#{ $challenge_id }) er allerede godtatt: partiet er i gang.
error-challenge-already-declined = Denne utfordringen (#{ $challenge_id }) er allerede avslått.
error-agent-unavailable = Agenten { $agent } kan ikke spille akkurat nå. Velg en annen (/ttt agents viser dem).
error-invalid-setting = { $reason ->
    [empty] Ingenting å endre: oppgi en innstilling og den nye verdien.
    [unknown] Ukjent innstilling «{ $name }»; innstillingene er: { $known }.
    [range] { $name } må være mellom { $low } og { $high }, ikke «{ $value }».
   *[value] { $name } kan ikke være «{ $value }».
}
error-invalid-board = Den stillingen kan ikke oppstå i et parti.
error-illegal-move = Det trekket er ikke tillatt.
error-cell-out-of-range = Rutene er nummerert fra 1 til 9, ikke { $value }.
error-cell-occupied = Rute { $cell } er allerede tatt av { $mark }.
error-game-over = Parti #{ $game_id } er over: { $result }
error-cell-parse = { $reason ->
    [empty] Hvilken rute? Oppgi { $forms }.
    [number] «{ $input }» er ikke en rute: rutene er nummerert fra 1 til 9.
   *[unknown] Jeg kjenner ikke igjen ruten «{ $input }». Oppgi { $forms }.
}
error-unknown-agent = Det finnes ingen agent som heter «{ $name }». Tilgjengelige agenter: { $agents }.
error-weights = Vektene til agenten { $agent } kunne ikke lastes inn; den kan ikke spille før de er reparert.
error-not-admin = Bare botens administratorer kan trene opp agenten på nytt eller rulle den tilbake: det endrer agenten på alle servere (botadministratorer: TTT_BOT_ADMINS eller applikasjonens eier).
error-busy = En ny trening eller tilbakerulling pågår allerede; prøv igjen når den er ferdig.
error-retrain = Treningen mislyktes; ingenting ble endret ({ $detail }).
error-database-unavailable = Partidatabasen er ikke tilgjengelig akkurat nå; ingenting ble endret. Prøv igjen om litt.
error-database-unconfirmed = Partidatabasen sluttet å svare mens den lagret dette: det er kanskje lagret, kanskje ikke. Sjekk før du prøver igjen (/ttt board viser partiet ditt).
error-usage = { $reason ->
    [read] Jeg kunne ikke lese den kommandoen ({ $detail }). Skriv /ttt help.
    [missing-command] Det mangler en kommando etter /ttt. Skriv /ttt help.
    [unknown-command] Ukjent kommando «{ $command }». Kommandoer begynner med /ttt; skriv /ttt help.
    [no-cell] Hvilken rute? Bruk: /ttt move <rute>, f.eks. /ttt move 5
    [bad-first] «first» må være { $choices }, ikke «{ $value }».
   *[unexpected] Uventet «{ $input }». Bruk: { $usage }
}

cmd-ttt =
    .description = Bondesjakk mot boten eller andre medlemmer
cmd-ttt-play = spill
    .description = Spill mot serverens agent, eller utfordre et medlem
cmd-ttt-play-opponent = motstander
    .description = Et medlem å utfordre (uten spiller du mot meg)
cmd-ttt-play-agent = agent
    .description = Agenten du spiller mot (standard: serverens agent)
cmd-ttt-play-first = først
    .description = Hvem som spiller X og begynner
cmd-ttt-move = trekk
    .description = Spill en rute i partiet ditt
cmd-ttt-move-cell = rute
    .description = 1-9 fra øverst til venstre (1 2 3 / 4 5 6 / 7 8 9), eller b2, midten…
cmd-ttt-board = brett
    .description = Vis det pågående partiet ditt
cmd-ttt-resign = gi-opp
    .description = Gi opp det pågående partiet ditt
cmd-ttt-stats = statistikk
    .description = Et medlems rating, seire, uavgjorte, tap og rekker
cmd-ttt-stats-member = medlem
    .description = Hvem sin statistikk (standard: din)
cmd-ttt-leaderboard = rangering
    .description = De beste spillerne etter Elo-rating
cmd-ttt-leaderboard-scope = omfang
    .description = Denne serveren eller overalt
cmd-ttt-agents = agenter
    .description = Agentene du kan spille mot og deres målte styrke
cmd-ttt-review = gjennomgang
    .description = Trekkene som endret utfallet av ditt siste parti
cmd-ttt-review-game = parti
    .description = Partinummer (standard: ditt siste fullførte parti her)
cmd-ttt-admin =
    .description = Bondesjakk-innstillinger for denne serveren
cmd-ttt-admin-settings = innstillinger
    .description = Vis serverens innstillinger
cmd-ttt-admin-agent = agent
    .description = Velg agenten medlemmer spiller mot som standard her
cmd-ttt-admin-agent-name = navn
    .description = Agentens navn (se /ttt agents)
cmd-ttt-admin-allow-channel = tillat-kanal
    .description = Tillat partier i en kanal (når én er tillatt, bare i de tillatte)
cmd-ttt-admin-allow-channel-channel = kanal
    .description = Kanalen
cmd-ttt-admin-disallow-channel = fjern-kanal
    .description = Fjern en kanal fra de tillatte kanalene
cmd-ttt-admin-disallow-channel-channel = kanal
    .description = Kanalen
cmd-ttt-admin-all-channels = alle-kanaler
    .description = Tillat partier i alle kanaler
cmd-ttt-admin-multiple-games = flere-partier
    .description = Om et medlem kan ha flere partier samtidig
cmd-ttt-admin-multiple-games-enabled = på
    .description = Ja eller nei
cmd-ttt-admin-move-timeout = trekktid
    .description = Hvor lenge en spiller kan bruke på et trekk
cmd-ttt-admin-move-timeout-seconds = sekunder
    .description = I sekunder
cmd-ttt-admin-cooldown = ventetid
    .description = Hvor lenge et medlem venter mellom to utfordringer
cmd-ttt-admin-cooldown-seconds = sekunder
    .description = I sekunder
cmd-ttt-admin-language = språk
    .description = Språket i serverens offentlige meldinger (brett, invitasjoner, resultater)
cmd-ttt-admin-language-language = språk
    .description = Et språk (uten: serverens språk i Discord)
cmd-ttt-owner =
    .description = Omtrening av botens agent (botens eiere)
cmd-ttt-owner-retrain = tren-på-nytt
    .description = Tren DQN på nytt nå på medlemmenes partier (botadministratorer)
cmd-ttt-owner-rollback = rull-tilbake
    .description = Ta i bruk forrige DQN-versjon igjen (botadministratorer)

choice-me = meg
choice-bot = boten (eller motstanderen)
choice-random = tilfeldig
choice-server = denne serveren
choice-global = globalt

console-welcome = tttbot-konsoll - skriv /ttt help for kommandoer, quit for å avslutte.
console-help =
    Kommandoer (ruter: { $forms }):
      /ttt play [agent] [first:me|bot|random]   start et parti (standardagent: { $default })
      /ttt move <rute>                           spill en rute (bare ruten, som 5, går også)
      /ttt board                                 vis partiet ditt
      /ttt resign                                gi opp det pågående partiet
      /ttt stats [global]                        resultatene, ratingen og rekkene dine
      /ttt leaderboard [global] [N]              spillerne med høyest rating ({ $ranked }+ partier)
      /ttt review [parti]                        trekkene som endret utfallet av ditt siste parti
      /ttt agents                                agentene du kan spille mot
      /ttt admin learning                        hva boten har lært av denne serverens spillere
      /ttt help                                  denne teksten
      quit                                       avslutt
console-error = Noe gikk galt med den kommandoen; det er logget. Skriv /ttt help.
console-timed-out = Parti #{ $game_id } gikk ut på tid: { $result }
console-opening = Parti #{ $game_id }: { $x } (X) mot { $o } (O).
console-agent-opens = { $name } åpner på rute { $cell }.
console-you-played = Du spilte { $cell }.
console-agent-answered = Du spilte { $cell }; { $name } svarte { $reply }.
console-you = du
console-scope-here = her
console-scope-everywhere = overalt
console-no-stats = Ingen fullførte partier for { $name } ({ $where }) ennå. Start et med /ttt play.
console-stats-head = Statistikk for { $name } ({ $where }): rating { $rating } ({ $games ->
    [one] { $games } parti
   *[other] { $games } partier
}, { $ranked })
console-ranked = rangert
console-to-rank = { $count ->
    [one] { $count } parti til for å bli rangert
   *[other] { $count } partier til for å bli rangert
}
console-stats-overall = totalt
console-stats-vs-people = mot mennesker
console-stats-vs-agent = mot { $agent }
console-streak = rekke { $streak } (beste { $best })
console-no-leaderboard = { $min ->
    [one] Ingen er rangert ennå ({ $where }): spillere vises etter { $min } parti.
   *[other] Ingen er rangert ennå ({ $where }): spillere vises etter { $min } partier.
}
console-leaderboard-head = Rangering ({ $where }):
console-games = { $count ->
    [one] { $count } parti
   *[other] { $count } partier
}
console-review-clean = Ingen trekk endret partiets verdi: hvert trekk beholdt det beste resultatet.
console-agents-head = Agenter (Elo-rating; lærende agenter: versjon, målt andel optimale trekk):
console-optimal = { $pct } optimale

## What the bot learned from this server's people (/ttt-admin learning)
learning-none = Ingen nytrent { $agent } har lært av denne serverens spillere ennå.
learning-head = { $agent } { $version } (trent på nytt fra { $base }) lærte av denne serverens spillere. Brukte partier: { $games }; holdt tilbake til kontroll: { $held }.
learning-winrate = Forventet vinnerandel mot deres spillere: { $before } → { $after }
learning-held-out = På tilbakeholdte partier: gevinst { $gain } ({ $confidence }-intervall { $lower } til { $upper })
learning-habit = Deres spillere: { $habit } { $pct } av gangene ({ $chances } sjanser).
learning-habit-win-line = tar vinnertrekket i rad eller kolonne
learning-habit-win-diag = tar vinnertrekket på diagonalen
learning-habit-block-line = blokkerer en trussel i rad eller kolonne
learning-habit-block-diag = blokkerer en trussel på diagonalen
learning-no-habits = Ennå for få partier til å beskrive vanene deres.
agents-vs-people = { $pct } forventede seire mot denne serverens spillere
learning-line = { $own ->
    [yes] Denne serveren har sin egen spillestil.
   *[no] Denne serveren spilles med linjen lært av alles spillere.
}
cmd-ttt-admin-learning = læring
    .description = Hva boten har lært av denne serverens spillere

## Stale boards, invalid buttons, the console's results

board-refreshed = Det brettet var utdatert, så ingenting ble spilt: det viser nå gjeldende stilling (trekk { $ply }). Spill trekket ditt på det.
board-refreshed-over = Det brettet var utdatert, så ingenting ble spilt: det viser nå hvordan spillet endte.
button-invalid = Denne knappen er ikke lenger gyldig. /ttt board viser det pågående spillet ditt her.
console-turn = { $mark } i trekket ({ $name })
console-you-won = { $how ->
    [resigned] { $loser } ga opp; du vinner ({ $mark }).
    [timed-out] { $loser } gikk tom for tid; du vinner ({ $mark }).
   *[played] Du vinner ({ $mark }).
}
console-you-lost = { $how ->
    [resigned] Du ga opp; { $name } ({ $mark }) vinner.
    [timed-out] Du gikk tom for tid; { $name } ({ $mark }) vinner.
   *[played] { $name } ({ $mark }) vinner.
}

## Levels by name (/ttt play difficulty) and the fair level's target

# /ttt play with both an opponent and a difficulty (a duel has no bot to set).
duel-difficulty-with-opponent = Vanskelighetsgraden gjelder spill mot boten: utelat den når du utfordrer et medlem.
# $reason: with-agent (a difficulty and an agent given together), unknown ($value: what was
# given; $choices: the difficulties).
error-difficulty = { $reason ->
    [with-agent] Velg en vanskelighetsgrad eller en agent, ikke begge: en vanskelighetsgrad velger sin egen agent.
   *[unknown] Vanskelighetsgraden må være en av { $choices }, ikke «{ $value }».
}
# The settings embed: the fair level's target ($pct: whole percent).
admin-fair-target = Rettferdig nivå: medlemmenes vinnerandel
admin-fair-target-value = { $pct } % av spillene
# The console's help, a line after the commands ($levels: easy|medium|…; $target: percent).
console-help-levels = Nivåer: /ttt play difficulty:{ $levels } (i stedet for en agent); fair tilpasser seg slik at du vinner omtrent { $target } % av spillene.
cmd-ttt-play-difficulty = vanskelighet
    .description = Hvor sterkt boten spiller (i stedet for en agent); rettferdig tilpasser seg deg
cmd-ttt-admin-fair-target = rettferdig-mål
    .description = Andelen spill medlemmene bør vinne på det rettferdige nivået
cmd-ttt-admin-fair-target-percent = prosent
    .description = I prosent (utelat for standarden, 40)
choice-easy = lett
choice-medium = middels
choice-hard = vanskelig
choice-unbeatable = uslåelig
choice-fair = rettferdig (tilpasser seg deg)
## The review's picture (its caption in the embed footer, its alt text)
review-picture-before = Bilde: stillingen før trekk { $ply }, { $mark } i trekket.
review-picture-final = Bilde: sluttstillingen.
review-picture-legend = Grønn: { $mark } vinner ved å spille der, grå: uavgjort, rød: taper; gullkant: de beste trekkene.
review-picture-played = Rosa kant: trekket som ble spilt.
review-picture-alt = Brettet fra spill #{ $game_id }, hver ledig rute grønn, grå eller rød etter om { $mark } vinner, spiller uavgjort eller taper ved å spille der.
review-picture-alt-final = Sluttbrettet fra spill #{ $game_id }.
console-review-picture-saved = Bildet er lagret i { $path }
console-review-picture-failed = Kunne ikke lagre bildet i { $path }: { $reason }
## Standings: farm-proof ratings, seasons, provisional players, measured agents

# /ttt stats when every game of the member was on this server (one line, not two alike).
stats-server-everywhere = Denne serveren (alle partiene dine)
# Leaderboards: a channel's board; which season a board counts; a player under the ranking
# threshold ($games of $min games), shown unranked.
lb-title-channel = Rangering · #{ $channel } · { $server }
lb-season-current = Sesong { $season } (nåværende)
lb-season-past = Sesong { $season } / { $current }
lb-all-time = Alle sesonger
lb-provisional = foreløpig
lb-row-provisional = **–** { $name } · **{ $rating }** · { $record } · foreløpig ({ $games }/{ $min })
lb-this-channel = Denne kanalen
# /ttt agents: an agent's rating measured against people, and people's results against it.
agents-measured = Rating målt mot mennesker: { $rating } · partier mot mennesker: { $games }
agents-people-here = Folk her: { $record }
agents-people-everywhere = Folk overalt: { $record }
# Under a finished board: each person's new season rating and its change ($change: +12, -8).
board-rating = { $name }: rating { $rating } ({ $change })
board-unrated = { $name }: partiet teller ikke, ratingen er uendret
# /ttt-admin season new (public).
season-started = Sesong { $season } har begynt: rangeringen starter på nytt. Sesong { $previous } kan fortsatt leses med /ttt leaderboard season:{ $previous }.
error-season = { $reason ->
    [global] Den globale rangeringen har ingen sesonger: sesonger hører til hver server.
    [channel-all-time] Kanalrangeringer føres per sesong: velg et sesongnummer, eller serverens rangering for alle sesonger.
    [race] En annen admin startet en ny sesong i samme øyeblikk; ingenting annet er endret.
   *[not-started] Det finnes ingen sesong { $season } her: denne serveren er i sesong { $current }.
}
cmd-ttt-leaderboard-season = sesong
    .description = Et sesongnummer, eller all for alle sesonger (standard: nåværende sesong)
choice-channel = kanal
cmd-ttt-admin-season = sesong
    .description = Rangeringssesonger på denne serveren
cmd-ttt-admin-season-new = ny
    .description = Arkiver stillingen for denne sesongen og start en ny sesong
## Rematches: the rematch button, /ttt history, their refusals, the console's forms
rematch-button = Revansj
rematch-invite-note = En revansj for parti #{ $game_id }, med byttede farger.
error-rematch = Den revansjen er ikke mulig.
error-rematch-not-player = Bare { $x } og { $o } kan be om revansj for parti #{ $game_id }.
error-rematch-not-over = Parti #{ $game_id } pågår fortsatt: spill det ferdig før du ber om revansj.
error-rematch-taken = Parti #{ $game_id } har allerede fått sin revansj: parti #{ $rematch_id }.
error-nothing-to-rematch = Du har ikke noe avsluttet parti her å ta revansj for ennå.
error-history-size = En historikk viser { $low } til { $high } partier, ikke { $value }.
history-title = Siste partier for { $name }
history-empty = Ingen avsluttede partier av { $name } på denne serveren som du kan gjennomgå.
history-line = #{ $game_id } · { $date } · mot { $opponent } · { $result }
history-result = { $result ->
    [win] vunnet
    [loss] tapt
    [unrated] avbrutt, uten rating
   *[draw] uavgjort
}
history-option = Parti #{ $game_id } mot { $opponent }
history-pick = Velg et parti å gjennomgå
history-footer = Nyeste først. Velg et nedenfor for å gjennomgå det, eller bruk /ttt review <nummer>.
cmd-ttt-history = historikk
    .description = Dine siste partier her, eller et medlems
cmd-ttt-history-member = medlem
    .description = Hvem sine partier (standard: dine)
console-history-head = Dine siste partier her, nyeste først (/ttt review <nummer> gjennomgår ett):
console-history-empty = Du har ikke noe avsluttet parti her ennå.
console-history-line = #{ $game_id }  { $date }  mot { $opponent }: { $result }
console-help-rematch = spill ditt siste parti her igjen, med byttede farger
console-help-history = dine siste partier her, til gjennomgang etter nummer
console-help-admin = innstillingene for denne serveren; endre en med /ttt admin <setting> <value>
## The front: post limits, one live board, roles, looks, help, welcome, unrated games

board-abandoned-unrated = Avbrutt før første trekk: ikke rangert, det teller for ingen.
board-replaced = Det brettet ble erstattet av et nyere, så ingenting ble spilt. Spill videre på det nyeste brettet (eller /ttt board).
error-game-channels-elsewhere = Her spilles det ikke i denne kanalen; det spilles i { $channels }.
error-role-not-allowed = Spill her er for medlemmer med en av disse rollene: { $roles }.
error-public-post-limit-reached = Du fikk meg til å poste { $limit } offentlige brett det siste minuttet; prøv igjen om { $wait } s.
error-invalid-looks = { $reason ->
    [emoji] { $name } må være én emoji (som ❌ eller en serveremoji som <:cross:123456789012345678>), ikke «{ $value }».
   *[colour] Fargen må være heks som #5865F2, ikke «{ $value }».
}
admin-roles = Roller som spiller
admin-roles-all = alle medlemmer
admin-public-posts = Offentlige brett per medlem
admin-public-posts-value = { $count } per minutt
admin-no-limit = ingen grense
admin-looks = Utseende
admin-looks-value = X: { $x } · O: { $o } · farge: { $colour }
admin-looks-default = botens egen
retrain-owners-only = Bare botens eiere kan trene agenten på nytt eller rulle den tilbake: det endrer agenten på alle servere.
help-discord =
    Slik spiller du bondesjakk her
    Ruter: { $forms }. På et brett viser hver tomme rute nummeret sitt: klikk på den, eller skriv /ttt move med det.
    `/ttt play` spill mot meg (standardagent: { $default }), eller utfordre et medlem med motstander-valget
    `/ttt move` spill en rute
    `/ttt board` vis spillet ditt igjen
    `/ttt resign` gi opp spillet ditt
    `/ttt stats` et medlems resultater, rangering og rekker
    `/ttt leaderboard` de best rangerte spillerne ({ $ranked }+ spill)
    `/ttt review` trekkene som endret utfallet av et spill
    `/ttt agents` agentene du kan spille mot
    `/ttt help` denne teksten
    Admins: `/ttt-admin settings` viser hva denne serveren har valgt.
help-welcome = Hei! Jeg spiller bondesjakk, mot dere eller mellom dere. Start et spill med `/ttt play`; `/ttt help` viser alle kommandoer, og admins finner innstillingene under `/ttt-admin`.
cmd-ttt-help =
    .description = Slik spiller man, og alle kommandoer
cmd-ttt-admin-allow-role =
    .description = La medlemmer med en rolle spille (når en er valgt, bare de)
cmd-ttt-admin-allow-role-role =
    .description = Rollen
cmd-ttt-admin-disallow-role =
    .description = Fjern en rolle fra rollene som spiller
cmd-ttt-admin-disallow-role-role =
    .description = Rollen
cmd-ttt-admin-all-roles =
    .description = La alle medlemmer spille
cmd-ttt-admin-public-posts =
    .description = Hvor mange brett et medlem kan få meg til å poste per minutt
cmd-ttt-admin-public-posts-per_minute =
    .description = Brett per minutt og medlem (0: ingen grense)
cmd-ttt-admin-looks =
    .description = Emojiene til merkene og fargen på denne serverens brett
cmd-ttt-admin-looks-x =
    .description = En emoji for X (også serveremoji); standard: bokstaven
cmd-ttt-admin-looks-o =
    .description = En emoji for O (også serveremoji); standard: bokstaven
cmd-ttt-admin-looks-colour =
    .description = Fargen på brett i spill, som heks (#5865F2); standard: botens egen
looks-emoji-elsewhere = { $emoji } er ikke en emoji fra denne serveren: bruk en av dens egne emojier eller en Unicode-emoji.
