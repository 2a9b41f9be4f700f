# Dansk. Same messages and variables as en.ftl (the reference); see its comments.

board-title = Spil #{ $game_id }
board-vs = { $x } (X) mod { $o } (O)
board-turn = { $mark } er i trækket: { $name }
board-won = { $name } ({ $mark }) vinder.
board-drawn = Uafgjort.
board-resigned = { $loser } opgav; { $name } ({ $mark }) vinder.
board-abandoned = { $loser } løb tør for tid; { $name } ({ $mark }) vinder.
board-agent = Agent
board-agent-side = { $name } (agent)
board-footer = Træk { $ply } · spil #{ $game_id }
board-footer-over = { $moves ->
    [one] { $moves } træk
   *[other] { $moves } træk
} · spil #{ $game_id }
board-moved-on = Denne spilleplade fortsætter i en nyere besked.
board-none = Du har intet igangværende spil her. Start et med /ttt play.

duel-title = Kryds og bolle-udfordring
duel-invite = { $opponent }, { $challenger } udfordrer dig til et spil. Svar { $expires }.
duel-first-me = { $challenger } spiller X og starter.
duel-first-them = { $opponent } spiller X og starter.
duel-first-random = Hvem der spiller X, trækkes der lod om.
duel-accept = Accepter
duel-decline = Afslå
duel-declined = { $opponent } afslog udfordringen fra { $challenger }.
duel-expired = Udfordringen fra { $challenger } til { $opponent } er udløbet.
duel-expired-invite = Udfordringen fra { $challenger } til { $opponent } udløb uden svar. Send en ny med /ttt play.
duel-agent-with-opponent = Indstillingen agent er til spil mod botten: udelad den, når du udfordrer et medlem.
duel-bot-opponent = Botter kan ikke acceptere udfordringer. Kør /ttt play uden modstander for at spille mod mig.

stats-title = { $name }s kryds og bolle
stats-server = Denne server
stats-global = Overalt
stats-rating = Rating
stats-games = Spil
stats-record = { $wins } V · { $draws } U · { $losses } T
stats-summary = Rating **{ $rating }** · { $games ->
    [one] { $games } spil
   *[other] { $games } spil
} · { $record }
stats-vs-people = Mod mennesker
stats-vs-agents = Mod agenter
stats-streak = Stime
stats-best-streak = Bedste stime
stats-streak-wins = { $count ->
    [one] { $count } sejr i træk
   *[other] { $count } sejre i træk
}
stats-streak-losses = { $count ->
    [one] { $count } nederlag i træk
   *[other] { $count } nederlag i træk
}
stats-streak-none = ingen
stats-no-games = { $name } har ikke spillet et spil færdigt endnu.
lb-title-server = Rangliste · { $server }
lb-title-global = Global rangliste
lb-row = **{ $rank }.** { $name } · **{ $rating }** · { $record } · stime { $streak }
lb-empty = { $min ->
    [one] Ingen er rangeret endnu: det kræver { $min } færdigspillet spil at komme med her.
   *[other] Ingen er rangeret endnu: det kræver { $min } færdigspillede spil at komme med her.
}
lb-footer = { $min ->
    [one] Spillere med mindst { $min } færdigspillet spil, efter Elo-rating.
   *[other] Spillere med mindst { $min } færdigspillede spil, efter Elo-rating.
}
agents-title = Agenter
agents-server-agent = Denne server spiller som standard med **{ $name }**.
agents-default-mark = { " " }(serverens standard)
agents-version = version { $version }
agents-rating = Elo-rating { $rating }
agents-metric = { $name }: { $value }
agents-accuracy = optimale træk: { $pct }
agents-vs = mod { $opponent }: som X { $x }; som O { $o }
agents-wdl = { $w } V · { $d } U · { $l } T

review-title = Gennemgang af spil #{ $game_id }
review-clean = Intet træk ændrede spillets værdi: begge sider spillede fejlfrit.
review-line = træk { $ply }, { $mark } på felt { $cell }, gjorde { $before } til { $after }; { $best } havde holdt { $kept }
review-line-no-best = træk { $ply }, { $mark } på felt { $cell }, gjorde { $before } til { $after }
review-value = { $value ->
    [win] en sejr
    [draw] uafgjort
   *[loss] et nederlag
}
review-kept = { $value ->
    [win] sejren
    [draw] uafgjort
   *[loss] nederlaget
}
review-or = { $head } eller { $last }
review-left-early = { $how ->
    [resigned] { $value ->
        [win] { $mark } opgav i en vundet stilling.
       *[draw] { $mark } opgav, selvom stillingen stadig var uafgjort.
    }
   *[timed-out] { $value ->
        [win] { $mark } løb tør for tid i en vundet stilling.
       *[draw] { $mark } løb tør for tid, selvom stillingen stadig var uafgjort.
    }
}

admin-title = Serverindstillinger
admin-agent = Agent
admin-channels = Tilladte kanaler
admin-channels-all = alle kanaler
admin-multiple-games = Flere spil ad gangen
admin-move-timeout = Tid pr. træk
admin-cooldown = Ventetid mellem udfordringer
admin-language = Serverens sprog
admin-language-default = { $language } (serverens sprog i Discord)
admin-language-updated = Offentlige beskeder her er nu på { $language }.
admin-yes = ja
admin-no = nej
admin-updated-by = Senest ændret af
admin-updated = Indstillingerne er opdateret.

retrain-not-admin = Kun bottens administratorer kan gentræne eller rulle agenten tilbage: det ændrer agenten på alle servere (botadministratorer: TTT_BOT_ADMINS eller applikationens ejer).
retrain-promoted = Gentrænet: **{ $version }** spiller fra næste spil.
retrain-unchanged = Intet at forbedre: **{ $version }** spiller videre.
retrain-rejected = Gentrænet, men ikke forfremmet: **{ $version }** spiller videre.
retrain-skipped = Intet nyt at lære af: **{ $version }** spiller videre.
retrain-busy = En gentræning eller tilbagerulning kører allerede; prøv igen, når den er færdig.
retrain-failed = Gentræningen mislykkedes; intet blev ændret.
retrain-rolled-back = Rullet tilbage: **{ $version }** spiller fra næste spil.
retrain-failed-checks = Dårligere end den aktive version på:

cell-1 = øverst til venstre
cell-2 = øverst
cell-3 = øverst til højre
cell-4 = venstre
cell-5 = midten
cell-6 = højre
cell-7 = nederst til venstre
cell-8 = nederst
cell-9 = nederst til højre
cell-choice = { $cell } · { $name }
cell-aliases-1 = øverst venstre, venstre øverst, top venstre
cell-aliases-2 = øverst midt, top midt, top
cell-aliases-3 = øverst højre, højre øverst, top højre
cell-aliases-4 = til venstre, midt venstre, venstre midt
cell-aliases-5 = i midten, midt, center
cell-aliases-6 = til højre, midt højre, højre midt
cell-aliases-7 = nederst venstre, venstre nederst, bund venstre
cell-aliases-8 = nederst midt, bund midt, bund
cell-aliases-9 = nederst højre, højre nederst, bund højre
cell-forms = et tal fra 1 til 9 (1 2 3 / 4 5 6 / 7 8 9 fra øverst til venstre), en koordinat som b2 eller ord som »midten« eller »øverst til venstre«

error-generic = Beklager, noget gik galt hos mig. Det er logget; prøv igen.
error-manage-guild = Du skal have tilladelsen Administrer server for at ændre bottens indstillinger.
error-guild-only = Denne kommando virker kun på en server.
error-bot-missing = Jeg mangler tilladelser her: { $perms }.
error-bad-argument = Jeg kunne ikke bruge den værdi: { $detail }

error-no-active-game = Du har intet igangværende spil her. Start et med /ttt play.
error-already-playing = { $who ->
    [you] Du har allerede spil #{ $game_id } i gang her: afslut det først med /ttt move eller /ttt resign.
   *[other] { $name } spiller allerede spil #{ $game_id } her.
}
error-not-your-turn = Det er ikke din tur: { $mark } er i trækket ({ $name }).
error-not-your-game = Spil #{ $game_id } er { $x } (X) mod { $o } (O); du er ikke med i det.
error-stale-board = { $reason ->
    [moved-on] Den spilleplade er forældet: spil #{ $game_id } er nået til træk { $ply }. Her er den aktuelle plade.
    [conflict] Spil #{ $game_id } ændrede sig, mens du trak (et andet træk nåede først frem); intet blev spillet. Se på pladen igen.
   *[resign] Spillet blev ved med at ændre sig, mens du opgav; prøv igen.
}
error-game-not-found = { $reason ->
    [none-to-review] Du har endnu ikke et færdigspillet spil her at gennemgå.
   *[unknown] Der findes intet spil #{ $game_id }.
}
error-review-in-progress = Spil #{ $game_id } er stadig i gang; en gennemgang ville afsløre de bedste træk. Spørg igen, når det er slut.
error-leaderboard-size = En rangliste viser { $low } til { $high } spillere, ikke { $value }.
error-channel-not-allowed = Her spilles der ikke i denne kanal; prøv en af serverens spilkanaler, eller bed en administrator om at tillade denne.
error-cooldown = Du har lige udfordret nogen; du kan udfordre igen om { $wait }.
error-challenge = Den udfordring er ikke mulig.
error-challenge-option = Den indstilling for udfordringen er ugyldig: { $value }.
error-invalid-first-mover = »{ $value }« er ikke et valg for, hvem der starter: mig, modstanderen eller tilfældigt.
error-invalid-challenge-expiry = En udfordring skal udløbe efter { $low } til { $high }, ikke »{ $value }«.
error-self-challenge = Du kan ikke udfordre dig selv. Kør /ttt play uden modstander for at spille mod mig.
error-bot-challenge = { $name } er en bot og kan ikke spille dueller. Kør /ttt play uden modstander for at spille mod mig.
error-duplicate-challenge = Du og { $opponent } har allerede en udfordring, der venter på svar (#{ $challenge_id }); besvar den, eller lad den udløbe først.
error-unknown-challenge = Jeg kan ikke finde udfordring #{ $challenge_id }.
error-not-challenged = Udfordring #{ $challenge_id } er til { $opponent }: kun vedkommende kan acceptere eller afslå den.
error-challenge-expired = Denne udfordring (#{ $challenge_id }) er udløbet. Send en ny med /ttt play og en modstander.
error-challenge-answered = Denne udfordring (#{ $challenge_id }) er allerede besvaret.
error-challenge-already-accepted = Denne udfordring (#{ $challenge_id }) er allerede accepteret: spillet er i gang.
error-challenge-already-declined = Denne udfordring (#{ $challenge_id }) er allerede afslået.
error-agent-unavailable = Agenten { $agent } kan ikke spille lige nu. Vælg en anden (/ttt agents viser dem).
error-invalid-setting = { $reason ->
    [empty] Intet at ændre: angiv en indstilling og dens nye værdi.
    [unknown] Ukendt indstilling »{ $name }«; indstillingerne er: { $known }.
    [range] { $name } skal være mellem { $low } og { $high }, ikke »{ $value }«.
   *[value] { $name } kan ikke være »{ $value }«.
}
error-invalid-board = Den stilling kan ikke opstå i et spil.
error-illegal-move = Det træk er ikke tilladt.
error-cell-out-of-range = Felterne er nummereret fra 1 til 9, ikke { $value }.
error-cell-occupied = Felt { $cell } er allerede taget af { $mark }.
error-game-over = Spil #{ $game_id } er slut: { $result }
error-cell-parse = { $reason ->
    [empty] Hvilket felt? Angiv { $forms }.
    [number] »{ $input }« er ikke et felt: felterne er nummereret fra 1 til 9.
   *[unknown] Jeg genkender ikke feltet »{ $input }«. Angiv { $forms }.
}
error-unknown-agent = Der findes ingen agent ved navn »{ $name }«. Tilgængelige agenter: { $agents }.
error-weights = Vægtene for agenten { $agent } kunne ikke indlæses; den kan ikke spille, før de er rettet.
error-not-admin = Kun bottens administratorer kan gentræne eller rulle agenten tilbage: det ændrer agenten på alle servere (botadministratorer: TTT_BOT_ADMINS eller applikationens ejer).
error-busy = En gentræning eller tilbagerulning kører allerede; prøv igen, når den er færdig.
error-retrain = Gentræningen mislykkedes; intet blev ændret ({ $detail }).
error-database-unavailable = Spildatabasen er ikke tilgængelig lige nu; intet blev ændret. Prøv igen om lidt.
error-database-unconfirmed = Spildatabasen holdt op med at svare, mens den gemte dette: det er måske gemt, måske ikke. Tjek før du prøver igen (/ttt board viser dit spil).
error-usage = { $reason ->
    [read] Jeg kunne ikke læse den kommando ({ $detail }). Skriv /ttt help.
    [missing-command] Der mangler en kommando efter /ttt. Skriv /ttt help.
    [unknown-command] Ukendt kommando »{ $command }«. Kommandoer starter med /ttt; skriv /ttt help.
    [no-cell] Hvilket felt? Brug: /ttt move <felt>, f.eks. /ttt move 5
    [bad-first] »first« skal være { $choices }, ikke »{ $value }«.
   *[unexpected] Uventet »{ $input }«. Brug: { $usage }
}

cmd-ttt =
    .description = Kryds og bolle mod botten eller andre medlemmer
cmd-ttt-play = spil
    .description = Spil mod serverens agent, eller udfordr et medlem
cmd-ttt-play-opponent = modstander
    .description = Et medlem at udfordre (uden spiller du mod mig)
cmd-ttt-play-agent = agent
    .description = Agenten du spiller mod (standard: serverens agent)
cmd-ttt-play-first = først
    .description = Hvem der spiller X og starter
cmd-ttt-move = træk
    .description = Spil et felt i dit spil
cmd-ttt-move-cell = felt
    .description = 1-9 fra øverst til venstre (1 2 3 / 4 5 6 / 7 8 9), eller b2, midten…
cmd-ttt-board = plade
    .description = Vis dit igangværende spil
cmd-ttt-resign = opgiv
    .description = Opgiv dit igangværende spil
cmd-ttt-stats = statistik
    .description = Et medlems rating, sejre, uafgjorte, nederlag og stimer
cmd-ttt-stats-member = medlem
    .description = Hvis statistik (standard: din)
cmd-ttt-leaderboard = rangliste
    .description = De bedste spillere efter Elo-rating
cmd-ttt-leaderboard-scope = omfang
    .description = Denne server eller overalt
cmd-ttt-agents = agenter
    .description = Agenterne du kan spille mod og deres målte styrke
cmd-ttt-review = gennemgang
    .description = Trækkene der ændrede udfaldet af dit seneste spil
cmd-ttt-review-game = spil
    .description = Spilnummer (standard: dit seneste færdigspillede spil her)
cmd-ttt-admin =
    .description = Kryds og bolle-indstillinger for denne server
cmd-ttt-admin-settings = indstillinger
    .description = Vis serverens indstillinger
cmd-ttt-admin-agent = agent
    .description = Vælg agenten, som medlemmer spiller mod som standard her
cmd-ttt-admin-agent-name = navn
    .description = Agentens navn (se /ttt agents)
cmd-ttt-admin-allow-channel = tillad-kanal
    .description = Tillad spil i en kanal (når én er tilladt, kun i de tilladte)
cmd-ttt-admin-allow-channel-channel = kanal
    .description = Kanalen
cmd-ttt-admin-disallow-channel = fjern-kanal
    .description = Fjern en kanal fra de tilladte kanaler
cmd-ttt-admin-disallow-channel-channel = kanal
    .description = Kanalen
cmd-ttt-admin-all-channels = alle-kanaler
    .description = Tillad spil i alle kanaler
cmd-ttt-admin-multiple-games = flere-spil
    .description = Om et medlem må have flere spil ad gangen
cmd-ttt-admin-multiple-games-enabled = slået-til
    .description = Ja eller nej
cmd-ttt-admin-move-timeout = trækketid
    .description = Hvor længe en spiller må bruge på et træk
cmd-ttt-admin-move-timeout-seconds = sekunder
    .description = I sekunder
cmd-ttt-admin-cooldown = ventetid
    .description = Hvor længe et medlem venter mellem to udfordringer
cmd-ttt-admin-cooldown-seconds = sekunder
    .description = I sekunder
cmd-ttt-admin-language = sprog
    .description = Sproget i serverens offentlige beskeder (plader, invitationer, resultater)
cmd-ttt-admin-language-language = sprog
    .description = Et sprog (uden: serverens sprog i Discord)
cmd-ttt-owner =
    .description = Gentræning af bottens agent (bottens ejere)
cmd-ttt-owner-retrain = gentræn
    .description = Gentræn DQN nu på medlemmernes spil (botadministratorer)
cmd-ttt-owner-rollback = rul-tilbage
    .description = Brug den forrige DQN-version igen (botadministratorer)

choice-me = mig
choice-bot = botten (eller modstanderen)
choice-random = tilfældigt
choice-server = denne server
choice-global = globalt

console-welcome = tttbot-konsol - skriv /ttt help for kommandoer, quit for at afslutte.
console-help =
    Kommandoer (felter: { $forms }):
      /ttt play [agent] [first:me|bot|random]   start et spil (standardagent: { $default })
      /ttt move <felt>                           spil et felt (bare feltet, som 5, virker også)
      /ttt board                                 vis dit spil
      /ttt resign                                opgiv det igangværende spil
      /ttt stats [global]                        dine resultater, rating og stimer
      /ttt leaderboard [global] [N]              spillerne med højest rating ({ $ranked }+ spil)
      /ttt review [spil]                         trækkene der ændrede udfaldet af dit seneste spil
      /ttt agents                                agenterne du kan spille mod
      /ttt admin learning                        hvad botten har lært af denne servers spillere
      /ttt help                                  denne tekst
      quit                                       afslut
console-error = Noget gik galt med den kommando; det er logget. Skriv /ttt help.
console-timed-out = Spil #{ $game_id } løb tør for tid: { $result }
console-opening = Spil #{ $game_id }: { $x } (X) mod { $o } (O).
console-agent-opens = { $name } åbner på felt { $cell }.
console-you-played = Du spillede { $cell }.
console-agent-answered = Du spillede { $cell }; { $name } svarede { $reply }.
console-you = du
console-scope-here = her
console-scope-everywhere = overalt
console-no-stats = Ingen færdigspillede spil for { $name } ({ $where }) endnu. Start et med /ttt play.
console-stats-head = Statistik for { $name } ({ $where }): rating { $rating } ({ $games ->
    [one] { $games } spil
   *[other] { $games } spil
}, { $ranked })
console-ranked = rangeret
console-to-rank = { $count ->
    [one] { $count } spil mere for at blive rangeret
   *[other] { $count } spil mere for at blive rangeret
}
console-stats-overall = i alt
console-stats-vs-people = mod mennesker
console-stats-vs-agent = mod { $agent }
console-streak = stime { $streak } (bedste { $best })
console-no-leaderboard = { $min ->
    [one] Ingen er rangeret endnu ({ $where }): spillere vises efter { $min } spil.
   *[other] Ingen er rangeret endnu ({ $where }): spillere vises efter { $min } spil.
}
console-leaderboard-head = Rangliste ({ $where }):
console-games = { $count ->
    [one] { $count } spil
   *[other] { $count } spil
}
console-review-clean = Intet træk ændrede spillets værdi: hvert træk holdt det bedste resultat.
console-agents-head = Agenter (Elo-rating; lærende agenter: version, målt andel optimale træk):
console-optimal = { $pct } optimale

## What the bot learned from this server's people (/ttt-admin learning)
learning-none = Ingen gentrænet { $agent } har lært af denne servers spillere endnu.
learning-head = { $agent } { $version } (gentrænet fra { $base }) lærte af denne servers spillere. Brugte partier: { $games }; holdt tilbage til kontrol: { $held }.
learning-winrate = Forventet sejrsrate mod jeres spillere: { $before } → { $after }
learning-held-out = På tilbageholdte partier: gevinst { $gain } ({ $confidence }-interval { $lower } til { $upper })
learning-habit = Jeres spillere: { $habit } { $pct } af gangene ({ $chances } chancer).
learning-habit-win-line = tager vindertrækket i række eller kolonne
learning-habit-win-diag = tager vindertrækket på diagonalen
learning-habit-block-line = blokerer en trussel i række eller kolonne
learning-habit-block-diag = blokerer en trussel på diagonalen
learning-no-habits = Endnu for få partier til at beskrive deres vaner.
agents-vs-people = { $pct } forventede sejre mod denne servers spillere
learning-line = { $own ->
    [yes] Denne server har sin egen spillestil.
   *[no] Denne server spilles med linjen lært af alles spillere.
}
cmd-ttt-admin-learning = læring
    .description = Hvad botten har lært af denne servers spillere

## Stale boards, invalid buttons, the console's results

board-refreshed = Den plade var forældet, så intet blev spillet: den viser nu den aktuelle stilling (træk { $ply }). Spil dit træk på den.
board-refreshed-over = Den plade var forældet, så intet blev spillet: den viser nu, hvordan spillet endte.
button-invalid = Denne knap er ikke længere gyldig. /ttt board viser dit igangværende spil her.
console-turn = { $mark } i trækket ({ $name })
console-you-won = { $how ->
    [resigned] { $loser } gav op; du vinder ({ $mark }).
    [timed-out] { $loser } løb tør for tid; du vinder ({ $mark }).
   *[played] Du vinder ({ $mark }).
}
console-you-lost = { $how ->
    [resigned] Du gav op; { $name } ({ $mark }) vinder.
    [timed-out] Du løb tør for tid; { $name } ({ $mark }) vinder.
   *[played] { $name } ({ $mark }) vinder.
}

## Levels by name (/ttt play difficulty) and the fair level's target

# /ttt play with both an opponent and a difficulty (a duel has no bot to set).
duel-difficulty-with-opponent = Sværhedsgraden gælder spil mod botten: udelad den, når du udfordrer et medlem.
# $reason: with-agent (a difficulty and an agent given together), unknown ($value: what was
# given; $choices: the difficulties).
error-difficulty = { $reason ->
    [with-agent] Vælg en sværhedsgrad eller en agent, ikke begge: en sværhedsgrad vælger sin egen agent.
   *[unknown] Sværhedsgraden skal være en af { $choices }, ikke “{ $value }”.
}
# The settings embed: the fair level's target ($pct: whole percent).
admin-fair-target = Fair niveau: medlemmernes sejrsandel
admin-fair-target-value = { $pct } % af spillene
# The console's help, a line after the commands ($levels: easy|medium|…; $target: percent).
console-help-levels = Niveauer: /ttt play difficulty:{ $levels } (i stedet for en agent); fair tilpasser sig, så du vinder omkring { $target } % af spillene.
cmd-ttt-play-difficulty = sværhedsgrad
    .description = Hvor stærkt botten spiller (i stedet for en agent); fair tilpasser sig dig
cmd-ttt-admin-fair-target = fair-mål
    .description = Andelen af spil, medlemmer bør vinde på det fair niveau
cmd-ttt-admin-fair-target-percent = procent
    .description = I procent (udelad for standarden, 40)
choice-easy = let
choice-medium = middel
choice-hard = svær
choice-unbeatable = uovervindelig
choice-fair = fair (tilpasser sig dig)
## The review's picture (its caption in the embed footer, its alt text)
review-picture-before = Billede: stillingen før træk { $ply }, { $mark } i trækket.
review-picture-final = Billede: slutstillingen.
review-picture-legend = Grøn: { $mark } vinder ved at spille der, grå: uafgjort, rød: taber; guldkant: de bedste træk.
review-picture-played = Lyserød kant: det træk, der blev spillet.
review-picture-alt = Brættet fra spil #{ $game_id }, hvert frit felt grønt, gråt eller rødt efter om { $mark } vinder, spiller uafgjort eller taber ved at spille der.
review-picture-alt-final = Slutbrættet fra spil #{ $game_id }.
console-review-picture-saved = Billedet er gemt i { $path }
console-review-picture-failed = Billedet kunne ikke gemmes i { $path }: { $reason }
## Standings: farm-proof ratings, seasons, provisional players, measured agents

# /ttt stats when every game of the member was on this server (one line, not two alike).
stats-server-everywhere = Denne server (alle dine spil)
# Leaderboards: a channel's board; which season a board counts; a player under the ranking
# threshold ($games of $min games), shown unranked.
lb-title-channel = Rangliste · #{ $channel } · { $server }
lb-season-current = Sæson { $season } (nuværende)
lb-season-past = Sæson { $season } / { $current }
lb-all-time = Alle sæsoner
lb-provisional = foreløbig
lb-row-provisional = **–** { $name } · **{ $rating }** · { $record } · foreløbig ({ $games }/{ $min })
lb-this-channel = Denne kanal
# /ttt agents: an agent's rating measured against people, and people's results against it.
agents-measured = Rating målt mod mennesker: { $rating } · spil mod mennesker: { $games }
agents-people-here = Folk her: { $record }
agents-people-everywhere = Folk overalt: { $record }
# Under a finished board: each person's new season rating and its change ($change: +12, -8).
board-rating = { $name }: rating { $rating } ({ $change })
board-unrated = { $name }: spillet tæller ikke, ratingen er uændret
# /ttt-admin season new (public).
season-started = Sæson { $season } er begyndt: ranglisten starter forfra. Sæson { $previous } kan stadig ses med /ttt leaderboard season:{ $previous }.
error-season = { $reason ->
    [global] Den globale rangliste har ingen sæsoner: sæsoner hører til hver server.
    [channel-all-time] Kanalranglister føres per sæson: vælg et sæsonnummer, eller serverens rangliste for alle sæsoner.
    [race] En anden admin startede en ny sæson i samme øjeblik; intet andet er ændret.
   *[not-started] Der er ingen sæson { $season } her: denne server er i sæson { $current }.
}
cmd-ttt-leaderboard-season = sæson
    .description = Et sæsonnummer, eller all for alle sæsoner (standard: den nuværende sæson)
choice-channel = kanal
cmd-ttt-admin-season = sæson
    .description = Ranglistesæsoner på denne server
cmd-ttt-admin-season-new = ny
    .description = Arkivér denne sæsons stilling og start en ny sæson
## Rematches: the rematch button, /ttt history, their refusals, the console's forms
rematch-button = Revanche
rematch-invite-note = En revanche for spil #{ $game_id }, med byttede farver.
error-rematch = Den revanche er ikke mulig.
error-rematch-not-player = Kun { $x } og { $o } kan bede om en revanche for spil #{ $game_id }.
error-rematch-not-over = Spil #{ $game_id } er stadig i gang: spil det færdigt, før du beder om en revanche.
error-rematch-taken = Spil #{ $game_id } har allerede haft sin revanche: spil #{ $rematch_id }.
error-nothing-to-rematch = Du har endnu intet afsluttet spil her at tage revanche for.
error-history-size = En historik viser { $low } til { $high } spil, ikke { $value }.
history-title = Seneste spil for { $name }
history-empty = Intet afsluttet spil af { $name } på denne server, som du kan gennemgå.
history-line = #{ $game_id } · { $date } · mod { $opponent } · { $result }
history-result = { $result ->
    [win] vundet
    [loss] tabt
    [unrated] opgivet, uden rating
   *[draw] uafgjort
}
history-option = Spil #{ $game_id } mod { $opponent }
history-pick = Vælg et spil at gennemgå
history-footer = Nyeste først. Vælg et nedenfor for at gennemgå det, eller brug /ttt review <nummer>.
cmd-ttt-history = historik
    .description = Dine seneste spil her, eller et medlems
cmd-ttt-history-member = medlem
    .description = Hvis spil (standard: dine)
console-history-head = Dine seneste spil her, nyeste først (/ttt review <nummer> gennemgår et):
console-history-empty = Du har endnu intet afsluttet spil her.
console-history-line = #{ $game_id }  { $date }  mod { $opponent }: { $result }
console-help-rematch = spil dit seneste spil her igen, med byttede farver
console-help-history = dine seneste spil her, til gennemgang efter nummer
console-help-admin = denne servers indstillinger; ændr en med /ttt admin <setting> <value>
## The front: post limits, one live board, roles, looks, help, welcome, unrated games

board-abandoned-unrated = Opgivet før første træk: ikke ratet, det tæller for ingen.
board-replaced = Det bræt blev erstattet af et nyere, så intet blev spillet. Spil videre på det nyeste bræt (eller /ttt board).
error-game-channels-elsewhere = Her spilles der ikke i denne kanal; der spilles i { $channels }.
error-role-not-allowed = Spil her er for medlemmer med en af disse roller: { $roles }.
error-public-post-limit-reached = Du fik mig til at poste { $limit } offentlige brætter i det sidste minut; prøv igen om { $wait } s.
error-invalid-looks = { $reason ->
    [emoji] { $name } skal være én emoji (som ❌ eller en serveremoji som <:cross:123456789012345678>), ikke “{ $value }”.
   *[colour] Farven skal være hex som #5865F2, ikke “{ $value }”.
}
admin-roles = Roller, der spiller
admin-roles-all = alle medlemmer
admin-public-posts = Offentlige brætter pr. medlem
admin-public-posts-value = { $count } pr. minut
admin-no-limit = ingen grænse
admin-looks = Udseende
admin-looks-value = X: { $x } · O: { $o } · farve: { $colour }
admin-looks-default = bottens egen
retrain-owners-only = Kun bottens ejere kan gentræne agenten eller rulle den tilbage: det ændrer agenten på alle servere.
help-discord =
    Sådan spiller du kryds og bolle her
    Felter: { $forms }. På et bræt viser hvert tomt felt sit nummer: klik på det, eller skriv /ttt move med det.
    `/ttt play` spil mod mig (standardagent: { $default }), eller udfordr et medlem med modstander-indstillingen
    `/ttt move` spil et felt
    `/ttt board` vis dit spil igen
    `/ttt resign` opgiv dit spil
    `/ttt stats` et medlems resultater, rating og stimer
    `/ttt leaderboard` de højest ratede spillere ({ $ranked }+ spil)
    `/ttt review` de træk, der ændrede et spils udfald
    `/ttt agents` de agenter, du kan spille mod
    `/ttt help` denne tekst
    Admins: `/ttt-admin settings` viser, hvad denne server har valgt.
help-welcome = Hej! Jeg spiller kryds og bolle, mod jer eller mellem jer. Start et spil med `/ttt play`; `/ttt help` viser alle kommandoer, og admins finder indstillingerne under `/ttt-admin`.
cmd-ttt-help =
    .description = Sådan spiller man, og alle kommandoer
cmd-ttt-admin-allow-role =
    .description = Lad medlemmer med en rolle spille (når en er valgt, kun dem)
cmd-ttt-admin-allow-role-role =
    .description = Rollen
cmd-ttt-admin-disallow-role =
    .description = Fjern en rolle fra de roller, der spiller
cmd-ttt-admin-disallow-role-role =
    .description = Rollen
cmd-ttt-admin-all-roles =
    .description = Lad alle medlemmer spille
cmd-ttt-admin-public-posts =
    .description = Hvor mange brætter et medlem må få mig til at poste pr. minut
cmd-ttt-admin-public-posts-per_minute =
    .description = Brætter pr. minut og medlem (0: ingen grænse)
cmd-ttt-admin-looks =
    .description = Tegnenes emojis og farven på denne servers brætter
cmd-ttt-admin-looks-x =
    .description = En emoji for X (også en serveremoji); standard: bogstavet
cmd-ttt-admin-looks-o =
    .description = En emoji for O (også en serveremoji); standard: bogstavet
cmd-ttt-admin-looks-colour =
    .description = Farven på brætter i spil, som hex (#5865F2); standard: bottens egen
looks-emoji-elsewhere = { $emoji } er ikke en emoji fra denne server: brug en af dens egne emojis eller en Unicode-emoji.
