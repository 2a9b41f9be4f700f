# Svenska. Same messages and variables as en.ftl (the reference); see its comments.

board-title = Parti #{ $game_id }
board-vs = { $x } (X) mot { $o } (O)
board-turn = { $mark } vid draget: { $name }
board-won = { $name } ({ $mark }) vinner.
board-drawn = Oavgjort.
board-resigned = { $loser } gav upp; { $name } ({ $mark }) vinner.
board-abandoned = Tiden tog slut för { $loser }; { $name } ({ $mark }) vinner.
board-agent = Agent
board-agent-side = { $name } (agent)
board-footer = Drag { $ply } · parti #{ $game_id }
board-footer-over = { $moves ->
    [one] { $moves } drag
   *[other] { $moves } drag
} · parti #{ $game_id }
board-moved-on = Den här spelplanen fortsätter i ett nyare meddelande.
board-none = Du har inget pågående parti här. Starta ett med /ttt play.

duel-title = Utmaning i tre i rad
duel-invite = { $opponent }, { $challenger } utmanar dig till ett parti. Svara { $expires }.
duel-first-me = { $challenger } spelar X och börjar.
duel-first-them = { $opponent } spelar X och börjar.
duel-first-random = Vem som spelar X lottas.
duel-accept = Anta
duel-decline = Avböj
duel-declined = { $opponent } avböjde utmaningen från { $challenger }.
duel-expired = Utmaningen från { $challenger } till { $opponent } har gått ut.
duel-expired-invite = Utmaningen från { $challenger } till { $opponent } gick ut utan svar. Skicka en ny med /ttt play.
duel-agent-with-opponent = Alternativet agent gäller partier mot boten: utelämna det när du utmanar en medlem.
duel-bot-opponent = Botar kan inte anta utmaningar. Kör /ttt play utan motståndare för att spela mot mig.

stats-title = Tre i rad för { $name }
stats-server = Den här servern
stats-global = Överallt
stats-rating = Rating
stats-games = Partier
stats-record = { $wins } V · { $draws } O · { $losses } F
stats-summary = Rating **{ $rating }** · { $games ->
    [one] { $games } parti
   *[other] { $games } partier
} · { $record }
stats-vs-people = Mot människor
stats-vs-agents = Mot agenter
stats-streak = Svit
stats-best-streak = Bästa svit
stats-streak-wins = { $count ->
    [one] { $count } vinst i rad
   *[other] { $count } vinster i rad
}
stats-streak-losses = { $count ->
    [one] { $count } förlust i rad
   *[other] { $count } förluster i rad
}
stats-streak-none = ingen
stats-no-games = { $name } har inte spelat klart något parti än.
lb-title-server = Topplista · { $server }
lb-title-global = Global topplista
lb-row = **{ $rank }.** { $name } · **{ $rating }** · { $record } · svit { $streak }
lb-empty = { $min ->
    [one] Ingen är rankad än: det krävs { $min } avslutat parti för att synas här.
   *[other] Ingen är rankad än: det krävs { $min } avslutade partier för att synas här.
}
lb-footer = { $min ->
    [one] Spelare med minst { $min } avslutat parti, efter Elo-rating.
   *[other] Spelare med minst { $min } avslutade partier, efter Elo-rating.
}
agents-title = Agenter
agents-server-agent = Den här servern spelar med **{ $name }** som standard.
agents-default-mark = { " " }(serverns standard)
agents-version = version { $version }
agents-rating = Elo-rating { $rating }
agents-metric = { $name }: { $value }
agents-accuracy = optimala drag: { $pct }
agents-vs = mot { $opponent }: som X { $x }; som O { $o }
agents-wdl = { $w } V · { $d } O · { $l } F

review-title = Analys av parti #{ $game_id }
review-clean = Inget drag ändrade partiets värde: båda sidor spelade felfritt.
review-line = drag { $ply }, { $mark } på ruta { $cell }, gjorde { $before } till { $after }; { $best } hade behållit { $kept }
review-line-no-best = drag { $ply }, { $mark } på ruta { $cell }, gjorde { $before } till { $after }
review-value = { $value ->
    [win] en vinst
    [draw] oavgjort
   *[loss] en förlust
}
review-kept = { $value ->
    [win] vinsten
    [draw] oavgjort
   *[loss] förlusten
}
review-or = { $head } eller { $last }
review-left-early = { $how ->
    [resigned] { $value ->
        [win] { $mark } gav upp i en vunnen ställning.
       *[draw] { $mark } gav upp fast ställningen fortfarande var oavgjord.
    }
   *[timed-out] { $value ->
        [win] Tiden tog slut för { $mark } i en vunnen ställning.
       *[draw] Tiden tog slut för { $mark } fast ställningen fortfarande var oavgjord.
    }
}

admin-title = Serverinställningar
admin-agent = Agent
admin-channels = Tillåtna kanaler
admin-channels-all = alla kanaler
admin-multiple-games = Flera partier samtidigt
admin-move-timeout = Tid per drag
admin-cooldown = Väntetid mellan utmaningar
admin-language = Serverns språk
admin-language-default = { $language } (serverns språk i Discord)
admin-language-updated = Offentliga meddelanden här är nu på { $language }.
admin-yes = ja
admin-no = nej
admin-updated-by = Senast ändrad av
admin-updated = Inställningarna har uppdaterats.

retrain-not-admin = Bara botens administratörer kan träna om eller återställa agenten: det ändrar agenten på alla servrar (botadministratörer: TTT_BOT_ADMINS eller applikationens ägare).
retrain-promoted = Omtränad: **{ $version }** spelar från nästa parti.
retrain-unchanged = Inget att förbättra: **{ $version }** fortsätter spela.
retrain-rejected = Omtränad men inte befordrad: **{ $version }** fortsätter spela.
retrain-skipped = Inget nytt att lära sig av: **{ $version }** fortsätter spela.
retrain-busy = En omträning eller återställning pågår redan; försök igen när den är klar.
retrain-failed = Omträningen misslyckades; inget ändrades.
retrain-rolled-back = Återställd: **{ $version }** spelar från nästa parti.
retrain-failed-checks = Sämre än den aktiva versionen på:

cell-1 = uppe till vänster
cell-2 = uppe
cell-3 = uppe till höger
cell-4 = vänster
cell-5 = mitten
cell-6 = höger
cell-7 = nere till vänster
cell-8 = nere
cell-9 = nere till höger
cell-choice = { $cell } · { $name }
cell-aliases-1 = övre vänstra, uppe vänster, vänster uppe
cell-aliases-2 = övre mitten, uppe mitten, upptill
cell-aliases-3 = övre högra, uppe höger, höger uppe
cell-aliases-4 = till vänster, mitten vänster, vänstra mitten
cell-aliases-5 = i mitten, centrum, mitt
cell-aliases-6 = till höger, mitten höger, högra mitten
cell-aliases-7 = nedre vänstra, nere vänster, vänster nere
cell-aliases-8 = nedre mitten, nere mitten, nedtill
cell-aliases-9 = nedre högra, nere höger, höger nere
cell-forms = ett tal från 1 till 9 (1 2 3 / 4 5 6 / 7 8 9 från övre vänstra hörnet), en koordinat som b2 eller ord som ”mitten” eller ”uppe till vänster”

error-generic = Tyvärr gick något fel hos mig. Det har loggats; försök igen.
error-manage-guild = Du behöver behörigheten Hantera server för att ändra botens inställningar.
error-guild-only = Det här kommandot fungerar bara på en server.
error-bot-missing = Jag saknar behörigheter här: { $perms }.
error-bad-argument = Jag kunde inte använda det värdet: { $detail }

error-no-active-game = Du har inget pågående parti här. Starta ett med /ttt play.
error-already-playing = { $who ->
    [you] Du har redan parti #{ $game_id } igång här: avsluta det först med /ttt move eller /ttt resign.
   *[other] { $name } spelar redan parti #{ $game_id } här.
}
error-not-your-turn = Det är inte din tur: { $mark } är vid draget ({ $name }).
error-not-your-game = Parti #{ $game_id } är { $x } (X) mot { $o } (O); du är inte med i det.
error-stale-board = { $reason ->
    [moved-on] Den spelplanen är inaktuell: parti #{ $game_id } har gått vidare till drag { $ply }. Här är den aktuella spelplanen.
    [conflict] Parti #{ $game_id } ändrades medan du drog (ett annat drag hann först); inget spelades. Titta på spelplanen igen.
   *[resign] Partiet ändrades hela tiden medan du gav upp; försök igen.
}
error-game-not-found = { $reason ->
    [none-to-review] Du har inget avslutat parti här att analysera än.
   *[unknown] Det finns inget parti #{ $game_id }.
}
error-review-in-progress = Parti #{ $game_id } pågår fortfarande; en analys skulle avslöja de bästa dragen. Fråga igen när det är slut.
error-leaderboard-size = En topplista visar { $low } till { $high } spelare, inte { $value }.
error-channel-not-allowed = Här spelas inga partier i den här kanalen; prova någon av serverns spelkanaler, eller be en administratör tillåta den här.
error-cooldown = Du utmanade någon alldeles nyss; du kan utmana igen om { $wait }.
error-challenge = Den utmaningen är inte möjlig.
error-challenge-option = Det alternativet för utmaningen är ogiltigt: { $value }.
error-invalid-first-mover = ”{ $value }” är inget val för vem som börjar: jag, motståndaren eller slumpen.
error-invalid-challenge-expiry = En utmaning måste gå ut efter { $low } till { $high }, inte ”{ $value }”.
error-self-challenge = Du kan inte utmana dig själv. Kör /ttt play utan motståndare för att spela mot mig.
error-bot-challenge = { $name } är en bot och kan inte spela dueller. Kör /ttt play utan motståndare för att spela mot mig.
error-duplicate-challenge = Du och { $opponent } har redan en utmaning som väntar på svar (#{ $challenge_id }); svara på den eller låt den gå ut först.
error-unknown-challenge = Jag hittar inte utmaning #{ $challenge_id }.
error-not-challenged = Utmaning #{ $challenge_id } gäller { $opponent }: bara den personen kan anta eller avböja den.
error-challenge-expired = Den här utmaningen (#{ $challenge_id }) har gått ut. Skicka en ny med /ttt play och en motståndare.
error-challenge-answered = Den här utmaningen (#{ $challenge_id }) har redan besvarats.
error-challenge-already-accepted = Den här utmaningen (#{ $challenge_id }) har redan antagits: partiet är igång.
error-challenge-already-declined = Den här utmaningen (#{ $challenge_id }) har redan avböjts.
error-agent-unavailable = Agenten { $agent } kan inte spela just nu. Välj en annan (/ttt agents listar dem).
error-invalid-setting = { $reason ->
    [empty] Inget att ändra: ange en inställning och dess nya värde.
    [unknown] Okänd inställning ”{ $name }”; inställningarna är: { $known }.
    [range] { $name } måste vara mellan { $low } och { $high }, inte ”{ $value }”.
   *[value] { $name } kan inte vara ”{ $value }”.
}
error-invalid-board = Den ställningen kan inte uppstå i ett parti.
error-illegal-move = Det draget är inte tillåtet.
error-cell-out-of-range = Rutorna är numrerade 1 till 9, inte { $value }.
error-cell-occupied = Ruta { $cell } är redan tagen av { $mark }.
error-game-over = Parti #{ $game_id } är slut: { $result }
error-cell-parse = { $reason ->
    [empty] Vilken ruta? Ange { $forms }.
    [number] ”{ $input }” är ingen ruta: rutorna är numrerade 1 till 9.
   *[unknown] Jag känner inte igen rutan ”{ $input }”. Ange { $forms }.
}
error-unknown-agent = Det finns ingen agent som heter ”{ $name }”. Tillgängliga agenter: { $agents }.
error-weights = Agenten { $agent }s vikter kunde inte laddas; den kan inte spela förrän de är lagade.
error-not-admin = Bara botens administratörer kan träna om eller återställa agenten: det ändrar agenten på alla servrar (botadministratörer: TTT_BOT_ADMINS eller applikationens ägare).
error-busy = En omträning eller återställning pågår redan; försök igen när den är klar.
error-retrain = Omträningen misslyckades; inget ändrades ({ $detail }).
error-database-unavailable = Partidatabasen är inte tillgänglig just nu; inget ändrades. Försök igen om en stund.
error-database-unconfirmed = Partidatabasen slutade svara medan den sparade detta: det kanske sparades, kanske inte. Kontrollera innan du försöker igen (/ttt board visar ditt parti).
error-usage = { $reason ->
    [read] Jag kunde inte läsa det kommandot ({ $detail }). Skriv /ttt help.
    [missing-command] Ett kommando saknas efter /ttt. Skriv /ttt help.
    [unknown-command] Okänt kommando ”{ $command }”. Kommandon börjar med /ttt; skriv /ttt help.
    [no-cell] Vilken ruta? Användning: /ttt move <ruta>, t.ex. /ttt move 5
    [bad-first] ”first” måste vara { $choices }, inte ”{ $value }”.
   *[unexpected] Oväntat ”{ $input }”. Användning: { $usage }
}

cmd-ttt =
    .description = Tre i rad mot boten eller andra medlemmar
cmd-ttt-play = spela
    .description = Spela mot serverns agent eller utmana en medlem
cmd-ttt-play-opponent = motståndare
    .description = En medlem att utmana (utan den spelar du mot mig)
cmd-ttt-play-agent = agent
    .description = Agenten att spela mot (standard: serverns agent)
cmd-ttt-play-first = först
    .description = Vem som spelar X och börjar
cmd-ttt-move = drag
    .description = Spela en ruta i ditt parti
cmd-ttt-move-cell = ruta
    .description = 1-9 från övre vänstra hörnet (1 2 3 / 4 5 6 / 7 8 9), eller b2, mitten…
cmd-ttt-board = spelplan
    .description = Visa ditt pågående parti
cmd-ttt-resign = ge-upp
    .description = Ge upp ditt pågående parti
cmd-ttt-stats = statistik
    .description = En medlems rating, vinster, oavgjorda, förluster och sviter
cmd-ttt-stats-member = medlem
    .description = Vems statistik (standard: din)
cmd-ttt-leaderboard = topplista
    .description = De bästa spelarna efter Elo-rating
cmd-ttt-leaderboard-scope = omfång
    .description = Den här servern eller överallt
cmd-ttt-agents = agenter
    .description = Agenterna du kan spela mot och deras uppmätta styrka
cmd-ttt-review = analys
    .description = Dragen som ändrade utgången av ditt senaste parti
cmd-ttt-review-game = parti
    .description = Partinummer (standard: ditt senast avslutade parti här)
cmd-ttt-admin =
    .description = Inställningar för tre i rad på den här servern
cmd-ttt-admin-settings = inställningar
    .description = Visa serverns inställningar
cmd-ttt-admin-agent = agent
    .description = Välj agenten som medlemmar spelar mot som standard här
cmd-ttt-admin-agent-name = namn
    .description = Agentens namn (se /ttt agents)
cmd-ttt-admin-allow-channel = tillåt-kanal
    .description = Tillåt partier i en kanal (när någon är tillåten, bara i dem)
cmd-ttt-admin-allow-channel-channel = kanal
    .description = Kanalen
cmd-ttt-admin-disallow-channel = ta-bort-kanal
    .description = Ta bort en kanal från de tillåtna kanalerna
cmd-ttt-admin-disallow-channel-channel = kanal
    .description = Kanalen
cmd-ttt-admin-all-channels = alla-kanaler
    .description = Tillåt partier i alla kanaler
cmd-ttt-admin-multiple-games = flera-partier
    .description = Om en medlem får ha flera partier samtidigt
cmd-ttt-admin-multiple-games-enabled = på
    .description = Ja eller nej
cmd-ttt-admin-move-timeout = dragtid
    .description = Hur länge en spelare får tänka på ett drag
cmd-ttt-admin-move-timeout-seconds = sekunder
    .description = I sekunder
cmd-ttt-admin-cooldown = väntetid
    .description = Hur länge en medlem väntar mellan två utmaningar
cmd-ttt-admin-cooldown-seconds = sekunder
    .description = I sekunder
cmd-ttt-admin-language = språk
    .description = Språket i serverns offentliga meddelanden (spelplaner, inbjudningar, resultat)
cmd-ttt-admin-language-language = språk
    .description = Ett språk (utan: serverns språk i Discord)
cmd-ttt-owner =
    .description = Omträning av botens agent (botens ägare)
cmd-ttt-owner-retrain = träna-om
    .description = Träna om DQN nu på medlemmarnas partier (botadministratörer)
cmd-ttt-owner-rollback = återställ
    .description = Använd den föregående DQN-versionen igen (botadministratörer)

choice-me = jag
choice-bot = boten (eller motståndaren)
choice-random = slumpvis
choice-server = den här servern
choice-global = globalt

console-welcome = tttbot-konsol - skriv /ttt help för kommandon, quit för att avsluta.
console-help =
    Kommandon (rutor: { $forms }):
      /ttt play [agent] [first:me|bot|random]   starta ett parti (standardagent: { $default })
      /ttt move <ruta>                           spela en ruta (bara rutan, som 5, går också)
      /ttt board                                 visa ditt parti
      /ttt resign                                ge upp det pågående partiet
      /ttt stats [global]                        dina resultat, rating och sviter
      /ttt leaderboard [global] [N]              spelarna med högst rating ({ $ranked }+ partier)
      /ttt review [parti]                        dragen som ändrade utgången av ditt senaste parti
      /ttt agents                                agenterna du kan spela mot
      /ttt admin learning                        vad boten lärt sig av den här serverns spelare
      /ttt help                                  den här texten
      quit                                       avsluta
console-error = Något gick fel med det kommandot; det har loggats. Skriv /ttt help.
console-timed-out = Parti #{ $game_id } tog för lång tid: { $result }
console-opening = Parti #{ $game_id }: { $x } (X) mot { $o } (O).
console-agent-opens = { $name } öppnar på ruta { $cell }.
console-you-played = Du spelade { $cell }.
console-agent-answered = Du spelade { $cell }; { $name } svarade { $reply }.
console-you = du
console-scope-here = här
console-scope-everywhere = överallt
console-no-stats = Inga avslutade partier för { $name } ({ $where }) än. Starta ett med /ttt play.
console-stats-head = Statistik för { $name } ({ $where }): rating { $rating } ({ $games ->
    [one] { $games } parti
   *[other] { $games } partier
}, { $ranked })
console-ranked = rankad
console-to-rank = { $count ->
    [one] { $count } parti till för att bli rankad
   *[other] { $count } partier till för att bli rankad
}
console-stats-overall = totalt
console-stats-vs-people = mot människor
console-stats-vs-agent = mot { $agent }
console-streak = svit { $streak } (bästa { $best })
console-no-leaderboard = { $min ->
    [one] Ingen är rankad än ({ $where }): spelare syns efter { $min } parti.
   *[other] Ingen är rankad än ({ $where }): spelare syns efter { $min } partier.
}
console-leaderboard-head = Topplista ({ $where }):
console-games = { $count ->
    [one] { $count } parti
   *[other] { $count } partier
}
console-review-clean = Inget drag ändrade partiets värde: varje drag behöll det bästa resultatet.
console-agents-head = Agenter (Elo-rating; lärande agenter: version, uppmätt andel optimala drag):
console-optimal = { $pct } optimala

## What the bot learned from this server's people (/ttt-admin learning)
learning-none = Ingen omtränad { $agent } har lärt sig av den här serverns spelare än.
learning-head = { $agent } { $version } (omtränad från { $base }) lärde sig av den här serverns spelare. Använda partier: { $games }; undanhållna för kontroll: { $held }.
learning-winrate = Förväntad vinstandel mot era spelare: { $before } → { $after }
learning-held-out = På undanhållna partier: vinst { $gain } ({ $confidence }-intervall { $lower } till { $upper })
learning-habit = Era spelare: { $habit } { $pct } av gångerna ({ $chances } tillfällen).
learning-habit-win-line = tar vinstdraget i rad eller kolumn
learning-habit-win-diag = tar vinstdraget på diagonalen
learning-habit-block-line = blockerar ett hot i rad eller kolumn
learning-habit-block-diag = blockerar ett hot på diagonalen
learning-no-habits = Ännu för få partier för att beskriva deras vanor.
agents-vs-people = { $pct } förväntade vinster mot den här serverns spelare
learning-line = { $own ->
    [yes] Den här servern har ett eget spelsätt.
   *[no] Den här servern spelas med linjen som lärts av allas spelare.
}
cmd-ttt-admin-learning = lärande
    .description = Vad boten lärt sig av den här serverns spelare

## Stale boards, invalid buttons, the console's results

board-refreshed = Den brädan var inaktuell, så inget spelades: den visar nu den aktuella ställningen (drag { $ply }). Gör ditt drag på den.
board-refreshed-over = Den brädan var inaktuell, så inget spelades: den visar nu hur partiet slutade.
button-invalid = Den här knappen gäller inte längre. /ttt board visar ditt pågående parti här.
console-turn = { $mark } vid draget ({ $name })
console-you-won = { $how ->
    [resigned] { $loser } gav upp; du vinner ({ $mark }).
    [timed-out] { $loser } fick slut på tid; du vinner ({ $mark }).
   *[played] Du vinner ({ $mark }).
}
console-you-lost = { $how ->
    [resigned] Du gav upp; { $name } ({ $mark }) vinner.
    [timed-out] Du fick slut på tid; { $name } ({ $mark }) vinner.
   *[played] { $name } ({ $mark }) vinner.
}

## Levels by name (/ttt play difficulty) and the fair level's target

# /ttt play with both an opponent and a difficulty (a duel has no bot to set).
duel-difficulty-with-opponent = Svårighetsvalet gäller spel mot botten: utelämna det när du utmanar en medlem.
# $reason: with-agent (a difficulty and an agent given together), unknown ($value: what was
# given; $choices: the difficulties).
error-difficulty = { $reason ->
    [with-agent] Välj en svårighetsgrad eller en agent, inte båda: en svårighetsgrad väljer sin egen agent.
   *[unknown] Svårighetsgraden måste vara en av { $choices }, inte ”{ $value }”.
}
# The settings embed: the fair level's target ($pct: whole percent).
admin-fair-target = Rättvis nivå: medlemmarnas vinstandel
admin-fair-target-value = { $pct } % av spelen
# The console's help, a line after the commands ($levels: easy|medium|…; $target: percent).
console-help-levels = Nivåer: /ttt play difficulty:{ $levels } (i stället för en agent); fair anpassar sig så att du vinner ungefär { $target } % av spelen.
cmd-ttt-play-difficulty = svårighet
    .description = Hur starkt botten spelar (i stället för en agent); rättvis anpassar sig efter dig
cmd-ttt-admin-fair-target = rättvis-mål
    .description = Andelen spel som medlemmar bör vinna på den rättvisa nivån
cmd-ttt-admin-fair-target-percent = procent
    .description = I procent (utelämna för standardvärdet, 40)
choice-easy = lätt
choice-medium = medel
choice-hard = svår
choice-unbeatable = oslagbar
choice-fair = rättvis (anpassar sig efter dig)
## The review's picture (its caption in the embed footer, its alt text)
review-picture-before = Bild: ställningen före drag { $ply }, { $mark } vid draget.
review-picture-final = Bild: slutställningen.
review-picture-legend = Grön: { $mark } vinner genom att spela där, grå: oavgjort, röd: förlorar; guldram: de bästa dragen.
review-picture-played = Rosa ram: draget som spelades.
review-picture-alt = Brädet från parti #{ $game_id }, varje ledig ruta grön, grå eller röd beroende på om { $mark } vinner, spelar oavgjort eller förlorar genom att spela där.
review-picture-alt-final = Slutbrädet från parti #{ $game_id }.
console-review-picture-saved = Bilden sparades i { $path }
console-review-picture-failed = Kunde inte spara bilden i { $path }: { $reason }
## Standings: farm-proof ratings, seasons, provisional players, measured agents

# /ttt stats when every game of the member was on this server (one line, not two alike).
stats-server-everywhere = Den här servern (alla dina partier)
# Leaderboards: a channel's board; which season a board counts; a player under the ranking
# threshold ($games of $min games), shown unranked.
lb-title-channel = Topplista · #{ $channel } · { $server }
lb-season-current = Säsong { $season } (pågående)
lb-season-past = Säsong { $season } / { $current }
lb-all-time = Alla säsonger
lb-provisional = preliminär
lb-row-provisional = **–** { $name } · **{ $rating }** · { $record } · preliminär ({ $games }/{ $min })
lb-this-channel = Den här kanalen
# /ttt agents: an agent's rating measured against people, and people's results against it.
agents-measured = Rating mätt mot människor: { $rating } · partier mot människor: { $games }
agents-people-here = Folk här: { $record }
agents-people-everywhere = Folk överallt: { $record }
# Under a finished board: each person's new season rating and its change ($change: +12, -8).
board-rating = { $name }: rating { $rating } ({ $change })
board-unrated = { $name }: partiet räknas inte, ratingen är oförändrad
# /ttt-admin season new (public).
season-started = Säsong { $season } har börjat: topplistan börjar om. Säsong { $previous } går fortfarande att läsa med /ttt leaderboard season:{ $previous }.
error-season = { $reason ->
    [global] Den globala topplistan har inga säsonger: säsonger hör till varje server.
    [channel-all-time] Kanaltopplistor förs per säsong: välj ett säsongsnummer, eller serverns topplista för alla säsonger.
    [race] En annan admin startade en ny säsong i samma ögonblick; inget annat har ändrats.
   *[not-started] Det finns ingen säsong { $season } här: den här servern är i säsong { $current }.
}
cmd-ttt-leaderboard-season = säsong
    .description = Ett säsongsnummer, eller all för alla säsonger (standard: pågående säsong)
choice-channel = kanal
cmd-ttt-admin-season = säsong
    .description = Topplistans säsonger på den här servern
cmd-ttt-admin-season-new = ny
    .description = Arkivera den här säsongens ställning och starta en ny säsong
## Rematches: the rematch button, /ttt history, their refusals, the console's forms
rematch-button = Returmatch
rematch-invite-note = En returmatch av parti #{ $game_id }, med bytta färger.
error-rematch = Den returmatchen går inte.
error-rematch-not-player = Bara { $x } och { $o } kan be om en returmatch av parti #{ $game_id }.
error-rematch-not-over = Parti #{ $game_id } pågår fortfarande: spela klart det innan du ber om en returmatch.
error-rematch-taken = Parti #{ $game_id } har redan fått sin returmatch: parti #{ $rematch_id }.
error-nothing-to-rematch = Du har inget avslutat parti här att spela returmatch på än.
error-history-size = En historik visar { $low } till { $high } partier, inte { $value }.
history-title = Senaste partier för { $name }
history-empty = Inget avslutat parti av { $name } på den här servern som du kan analysera.
history-line = #{ $game_id } · { $date } · mot { $opponent } · { $result }
history-result = { $result ->
    [win] vunnet
    [loss] förlorat
    [unrated] avbrutet, oräknat
   *[draw] oavgjort
}
history-option = Parti #{ $game_id } mot { $opponent }
history-pick = Välj ett parti att analysera
history-footer = Nyaste först. Välj ett nedan för att analysera det, eller använd /ttt review <nummer>.
cmd-ttt-history = historik
    .description = Dina senaste partier här, eller en medlems
cmd-ttt-history-member = medlem
    .description = Vems partier (standard: dina)
console-history-head = Dina senaste partier här, nyaste först (/ttt review <nummer> analyserar ett):
console-history-empty = Du har inget avslutat parti här än.
console-history-line = #{ $game_id }  { $date }  mot { $opponent }: { $result }
console-help-rematch = spela ditt senaste parti här igen, med bytta färger
console-help-history = dina senaste partier här, att analysera efter nummer
console-help-admin = den här serverns inställningar; ändra en med /ttt admin <setting> <value>
## The front: post limits, one live board, roles, looks, help, welcome, unrated games

board-abandoned-unrated = Avbrutet före första draget: inte rankat, det räknas för ingen.
board-replaced = Den spelplanen ersattes av en nyare, så inget spelades. Spela vidare på den nyaste planen (eller /ttt board).
error-game-channels-elsewhere = Här spelas det inte i den här kanalen; det spelas i { $channels }.
error-role-not-allowed = Spel här är för medlemmar med någon av dessa roller: { $roles }.
error-public-post-limit-reached = Du fick mig att posta { $limit } offentliga spelplaner den senaste minuten; försök igen om { $wait } s.
error-invalid-looks = { $reason ->
    [emoji] { $name } måste vara en enda emoji (som ❌ eller en serveremoji som <:cross:123456789012345678>), inte ”{ $value }”.
   *[colour] Färgen måste vara hex som #5865F2, inte ”{ $value }”.
}
admin-roles = Roller som spelar
admin-roles-all = alla medlemmar
admin-public-posts = Offentliga spelplaner per medlem
admin-public-posts-value = { $count } per minut
admin-no-limit = ingen gräns
admin-looks = Utseende
admin-looks-value = X: { $x } · O: { $o } · färg: { $colour }
admin-looks-default = botens egen
retrain-owners-only = Bara botens ägare kan träna om agenten eller rulla tillbaka den: det ändrar agenten på alla servrar.
help-discord =
    Så spelar du tre i rad här
    Rutor: { $forms }. På en spelplan visar varje tom ruta sitt nummer: klicka på den eller skriv /ttt move med det.
    `/ttt play` spela mot mig (standardagent: { $default }) eller utmana en medlem med alternativet motståndare
    `/ttt move` spela en ruta
    `/ttt board` visa ditt parti igen
    `/ttt resign` ge upp ditt parti
    `/ttt stats` en medlems resultat, rating och sviter
    `/ttt leaderboard` de högst rankade spelarna ({ $ranked }+ partier)
    `/ttt review` dragen som ändrade ett partis utgång
    `/ttt agents` agenterna du kan spela mot
    `/ttt help` den här texten
    Admins: `/ttt-admin settings` visar vad den här servern har valt.
help-welcome = Hej! Jag spelar tre i rad, mot er eller mellan er. Starta ett parti med `/ttt play`; `/ttt help` listar alla kommandon, och admins hittar inställningarna under `/ttt-admin`.
cmd-ttt-help =
    .description = Hur man spelar, och alla kommandon
cmd-ttt-admin-allow-role =
    .description = Låt medlemmar med en roll spela (när någon är vald, bara de)
cmd-ttt-admin-allow-role-role =
    .description = Rollen
cmd-ttt-admin-disallow-role =
    .description = Ta bort en roll från rollerna som spelar
cmd-ttt-admin-disallow-role-role =
    .description = Rollen
cmd-ttt-admin-all-roles =
    .description = Låt alla medlemmar spela
cmd-ttt-admin-public-posts =
    .description = Hur många spelplaner en medlem får låta mig posta per minut
cmd-ttt-admin-public-posts-per_minute =
    .description = Spelplaner per minut och medlem (0: ingen gräns)
cmd-ttt-admin-looks =
    .description = Tecknens emojier och färgen på den här serverns spelplaner
cmd-ttt-admin-looks-x =
    .description = En emoji för X (även serveremoji); standard: bokstaven
cmd-ttt-admin-looks-o =
    .description = En emoji för O (även serveremoji); standard: bokstaven
cmd-ttt-admin-looks-colour =
    .description = Färgen på pågående spelplaner, som hex (#5865F2); standard: botens egen
looks-emoji-elsewhere = { $emoji } är ingen emoji från den här servern: använd en av dess egna emojier eller en Unicode-emoji.
