# Nederlands. Same messages and variables as en.ftl (the reference); see its comments.

board-title = Partij #{ $game_id }
board-vs = { $x } (X) tegen { $o } (O)
board-turn = { $mark } is aan zet: { $name }
board-won = { $name } ({ $mark }) wint.
board-drawn = Gelijkspel.
board-resigned = { $loser } heeft opgegeven; { $name } ({ $mark }) wint.
board-abandoned = De tijd van { $loser } is op; { $name } ({ $mark }) wint.
board-agent = Agent
board-agent-side = { $name } (agent)
board-footer = Zet { $ply } · partij #{ $game_id }
board-footer-over = { $moves ->
    [one] { $moves } zet
   *[other] { $moves } zetten
} · partij #{ $game_id }
board-moved-on = Dit bord gaat verder in een nieuwer bericht.
board-none = Je hebt hier geen lopende partij. Begin er een met /ttt play.

duel-title = Boter-kaas-en-eierenuitdaging
duel-invite = { $opponent }, { $challenger } daagt je uit voor een partij. Antwoord { $expires }.
duel-first-me = { $challenger } speelt X en begint.
duel-first-them = { $opponent } speelt X en begint.
duel-first-random = Wie X speelt, wordt geloot.
duel-accept = Accepteren
duel-decline = Weigeren
duel-declined = { $opponent } heeft de uitdaging van { $challenger } geweigerd.
duel-expired = De uitdaging van { $challenger } aan { $opponent } is verlopen.
duel-expired-invite = De uitdaging van { $challenger } aan { $opponent } is zonder antwoord verlopen. Stuur een nieuwe met /ttt play.
duel-agent-with-opponent = De optie agent is voor partijen tegen de bot: laat hem weg als je een lid uitdaagt.
duel-bot-opponent = Bots kunnen geen uitdagingen aannemen. Gebruik /ttt play zonder tegenstander om tegen mij te spelen.

stats-title = Boter-kaas-en-eieren van { $name }
stats-server = Deze server
stats-global = Overal
stats-rating = Rating
stats-games = Partijen
stats-record = { $wins } W · { $draws } G · { $losses } V
stats-summary = Rating **{ $rating }** · { $games ->
    [one] { $games } partij
   *[other] { $games } partijen
} · { $record }
stats-vs-people = Tegen mensen
stats-vs-agents = Tegen agents
stats-streak = Reeks
stats-best-streak = Beste reeks
stats-streak-wins = { $count ->
    [one] { $count } overwinning op rij
   *[other] { $count } overwinningen op rij
}
stats-streak-losses = { $count ->
    [one] { $count } nederlaag op rij
   *[other] { $count } nederlagen op rij
}
stats-streak-none = geen
stats-no-games = { $name } heeft nog geen partij uitgespeeld.
lb-title-server = Ranglijst · { $server }
lb-title-global = Wereldwijde ranglijst
lb-row = **{ $rank }.** { $name } · **{ $rating }** · { $record } · reeks { $streak }
lb-empty = { $min ->
    [one] Nog niemand staat op de ranglijst: daarvoor is { $min } uitgespeelde partij nodig.
   *[other] Nog niemand staat op de ranglijst: daarvoor zijn { $min } uitgespeelde partijen nodig.
}
lb-footer = { $min ->
    [one] Spelers met minstens { $min } uitgespeelde partij, op Elo-rating.
   *[other] Spelers met minstens { $min } uitgespeelde partijen, op Elo-rating.
}
agents-title = Agents
agents-server-agent = Deze server speelt standaard met **{ $name }**.
agents-default-mark = { " " }(standaard op deze server)
agents-version = versie { $version }
agents-rating = Elo-rating { $rating }
agents-metric = { $name }: { $value }
agents-accuracy = optimale zetten: { $pct }
agents-vs = tegen { $opponent }: als X { $x }; als O { $o }
agents-wdl = { $w } W · { $d } G · { $l } V

review-title = Analyse van partij #{ $game_id }
review-clean = Geen enkele zet veranderde de waarde van de partij: beide kanten speelden foutloos.
review-line = zet { $ply }, { $mark } op vak { $cell }, maakte van { $before } { $after }; { $best } behield { $kept }
review-line-no-best = zet { $ply }, { $mark } op vak { $cell }, maakte van { $before } { $after }
review-value = { $value ->
    [win] een winst
    [draw] een gelijkspel
   *[loss] een verlies
}
review-kept = { $value ->
    [win] de winst
    [draw] het gelijkspel
   *[loss] het verlies
}
review-or = { $head } of { $last }
review-left-early = { $how ->
    [resigned] { $value ->
        [win] { $mark } gaf op in een gewonnen stelling.
       *[draw] { $mark } gaf op terwijl de stelling nog gelijk was.
    }
   *[timed-out] { $value ->
        [win] De tijd van { $mark } was op in een gewonnen stelling.
       *[draw] De tijd van { $mark } was op terwijl de stelling nog gelijk was.
    }
}

admin-title = Serverinstellingen
admin-agent = Agent
admin-channels = Toegestane kanalen
admin-channels-all = alle kanalen
admin-multiple-games = Meerdere partijen tegelijk
admin-move-timeout = Bedenktijd per zet
admin-cooldown = Wachttijd tussen uitdagingen
admin-language = Servertaal
admin-language-default = { $language } (servertaal in Discord)
admin-language-updated = Openbare berichten zijn hier nu in het { $language }.
admin-yes = ja
admin-no = nee
admin-updated-by = Laatst gewijzigd door
admin-updated = Instellingen bijgewerkt.

retrain-not-admin = Alleen de beheerders van de bot kunnen de agent opnieuw trainen of terugdraaien: dat verandert de agent op elke server (botbeheerders: TTT_BOT_ADMINS, of de eigenaar van de applicatie).
retrain-promoted = Opnieuw getraind: **{ $version }** speelt vanaf de volgende partij.
retrain-unchanged = Niets te verbeteren: **{ $version }** blijft in gebruik.
retrain-rejected = Opnieuw getraind, maar niet in gebruik genomen: **{ $version }** blijft in gebruik.
retrain-skipped = Niets nieuws om van te leren: **{ $version }** blijft in gebruik.
retrain-busy = Er loopt al een training of terugdraaiing; probeer het opnieuw als die klaar is.
retrain-failed = De training is mislukt; er is niets veranderd.
retrain-rolled-back = Teruggedraaid: **{ $version }** speelt vanaf de volgende partij.
retrain-failed-checks = Slechter dan de huidige versie op:

cell-1 = linksboven
cell-2 = boven
cell-3 = rechtsboven
cell-4 = links
cell-5 = midden
cell-6 = rechts
cell-7 = linksonder
cell-8 = onder
cell-9 = rechtsonder
cell-choice = { $cell } · { $name }
cell-aliases-1 = boven links, links boven, lb
cell-aliases-2 = midden boven, boven midden, bovenmidden, mb
cell-aliases-3 = boven rechts, rechts boven, rb
cell-aliases-4 = midden links, links midden, ml
cell-aliases-5 = centrum, in het midden, m
cell-aliases-6 = midden rechts, rechts midden, mr
cell-aliases-7 = onder links, links onder, lo
cell-aliases-8 = midden onder, onder midden, ondermidden, mo
cell-aliases-9 = onder rechts, rechts onder, ro
cell-forms = een getal van 1 tot 9 (1 2 3 / 4 5 6 / 7 8 9 vanaf linksboven), een coördinaat zoals b2, of woorden als ‘midden’ of ‘linksboven’

error-generic = Sorry, er ging aan mijn kant iets mis. Het is gelogd; probeer het opnieuw.
error-manage-guild = Je hebt de machtiging Server beheren nodig om de instellingen van de bot te wijzigen.
error-guild-only = Deze opdracht werkt alleen op een server.
error-bot-missing = Ik mis hier machtigingen: { $perms }.
error-bad-argument = Die waarde kon ik niet gebruiken: { $detail }

error-no-active-game = Je hebt hier geen lopende partij. Begin er een met /ttt play.
error-already-playing = { $who ->
    [you] Je hebt hier al partij #{ $game_id } lopen: maak die eerst af met /ttt move of /ttt resign.
   *[other] { $name } speelt hier al partij #{ $game_id }.
}
error-not-your-turn = Je bent niet aan zet: { $mark } is aan de beurt ({ $name }).
error-not-your-game = Partij #{ $game_id } is { $x } (X) tegen { $o } (O); jij speelt daar niet in mee.
error-stale-board = { $reason ->
    [moved-on] Dat bord is verouderd: partij #{ $game_id } is al bij zet { $ply }. Hier is het huidige bord.
    [conflict] Partij #{ $game_id } veranderde terwijl je zette (een andere zet was eerder); er is niets gespeeld. Kijk nog eens naar het bord.
   *[resign] De partij bleef veranderen terwijl je opgaf; probeer het opnieuw.
}
error-game-not-found = { $reason ->
    [none-to-review] Je hebt hier nog geen uitgespeelde partij om te analyseren.
   *[unknown] Er bestaat geen partij #{ $game_id }.
}
error-review-in-progress = Partij #{ $game_id } is nog bezig; een analyse zou de beste zetten verraden. Vraag het opnieuw als ze voorbij is.
error-leaderboard-size = Een ranglijst toont { $low } tot { $high } spelers, niet { $value }.
error-channel-not-allowed = In dit kanaal wordt hier niet gespeeld; probeer een van de spelkanalen van de server, of vraag een beheerder om dit kanaal toe te staan.
error-cooldown = Je hebt net iemand uitgedaagd; over { $wait } kun je weer uitdagen.
error-challenge = Die uitdaging is niet mogelijk.
error-challenge-option = Die optie van de uitdaging is ongeldig: { $value }.
error-invalid-first-mover = ‘{ $value }’ is geen keuze voor wie begint: ik, de tegenstander of willekeurig.
error-invalid-challenge-expiry = Een uitdaging moet na { $low } tot { $high } verlopen, niet ‘{ $value }’.
error-self-challenge = Je kunt jezelf niet uitdagen. Gebruik /ttt play zonder tegenstander om tegen mij te spelen.
error-bot-challenge = { $name } is een bot en kan geen duels spelen. Gebruik /ttt play zonder tegenstander om tegen mij te spelen.
error-duplicate-challenge = Jij en { $opponent } hebben al een uitdaging die op antwoord wacht (#{ $challenge_id }); beantwoord die of laat hem eerst verlopen.
error-unknown-challenge = Ik kan uitdaging #{ $challenge_id } niet vinden.
error-not-challenged = Uitdaging #{ $challenge_id } is voor { $opponent }: alleen die kan hem accepteren of weigeren.
error-challenge-expired = Deze uitdaging (#{ $challenge_id }) is verlopen. Stuur een nieuwe met /ttt play en een tegenstander.
error-challenge-answered = Deze uitdaging (#{ $challenge_id }) is al beantwoord.
error-challenge-already-accepted = Deze uitdaging (#{ $challenge_id }) is al geaccepteerd: de partij is bezig.
error-challenge-already-declined = Deze uitdaging (#{ $challenge_id }) is al geweigerd.
error-agent-unavailable = De agent { $agent } kan nu niet spelen. Kies een andere (/ttt agents toont ze).
error-invalid-setting = { $reason ->
    [empty] Niets te wijzigen: noem een instelling en de nieuwe waarde.
    [unknown] Onbekende instelling ‘{ $name }’; de instellingen zijn: { $known }.
    [range] { $name } moet tussen { $low } en { $high } liggen, niet ‘{ $value }’.
   *[value] { $name } kan niet ‘{ $value }’ zijn.
}
error-invalid-board = Die stelling kan in geen enkele partij voorkomen.
error-illegal-move = Die zet is niet toegestaan.
error-cell-out-of-range = De vakken zijn genummerd van 1 tot 9, niet { $value }.
error-cell-occupied = Vak { $cell } is al bezet door { $mark }.
error-game-over = Partij #{ $game_id } is afgelopen: { $result }
error-cell-parse = { $reason ->
    [empty] Welk vak? Gebruik { $forms }.
    [number] ‘{ $input }’ is geen vak: de vakken zijn genummerd van 1 tot 9.
   *[unknown] Ik herken het vak ‘{ $input }’ niet. Gebruik { $forms }.
}
error-unknown-agent = Er is geen agent met de naam ‘{ $name }’. Beschikbare agents: { $agents }.
error-weights = De gewichten van agent { $agent } konden niet worden geladen; hij kan niet spelen tot ze hersteld zijn.
error-not-admin = Alleen de beheerders van de bot kunnen de agent opnieuw trainen of terugdraaien: dat verandert de agent op elke server (botbeheerders: TTT_BOT_ADMINS, of de eigenaar van de applicatie).
error-busy = Er loopt al een training of terugdraaiing; probeer het opnieuw als die klaar is.
error-retrain = De training is mislukt; er is niets veranderd ({ $detail }).
error-database-unavailable = De partijdatabase is nu niet bereikbaar; er is niets veranderd. Probeer het zo opnieuw.
error-database-unconfirmed = De partijdatabase reageerde niet meer tijdens het opslaan: het is misschien opgeslagen, misschien niet. Kijk eerst voordat je het opnieuw probeert (/ttt board toont je partij).
error-usage = { $reason ->
    [read] Ik kon die opdracht niet lezen ({ $detail }). Typ /ttt help.
    [missing-command] Er ontbreekt een opdracht na /ttt. Typ /ttt help.
    [unknown-command] Onbekende opdracht ‘{ $command }’. Opdrachten beginnen met /ttt; typ /ttt help.
    [no-cell] Welk vak? Gebruik: /ttt move <vak>, bijvoorbeeld /ttt move 5
    [bad-first] ‘first’ moet { $choices } zijn, niet ‘{ $value }’.
   *[unexpected] Onverwacht: ‘{ $input }’. Gebruik: { $usage }
}

cmd-ttt =
    .description = Boter-kaas-en-eieren tegen de bot of andere leden
cmd-ttt-play = spelen
    .description = Speel tegen de agent van de server, of daag een lid uit
cmd-ttt-play-opponent = tegenstander
    .description = Een lid om uit te dagen (zonder speel je tegen mij)
cmd-ttt-play-agent = agent
    .description = De agent om tegen te spelen (standaard: die van deze server)
cmd-ttt-play-first = begint
    .description = Wie X speelt en begint
cmd-ttt-move = zet
    .description = Speel een vak in je partij
cmd-ttt-move-cell = vak
    .description = 1-9 vanaf linksboven (1 2 3 / 4 5 6 / 7 8 9), of b2, midden…
cmd-ttt-board = bord
    .description = Toon je lopende partij
cmd-ttt-resign = opgeven
    .description = Geef je lopende partij op
cmd-ttt-stats = statistieken
    .description = Rating, winst, gelijkspel, verlies en reeksen van een lid
cmd-ttt-stats-member = lid
    .description = Van wie (standaard: jij)
cmd-ttt-leaderboard = ranglijst
    .description = De beste spelers op Elo-rating
cmd-ttt-leaderboard-scope = bereik
    .description = Deze server of overal
cmd-ttt-agents = agents
    .description = De agents waartegen je kunt spelen en hun gemeten sterkte
cmd-ttt-review = analyse
    .description = De zetten die de uitslag van je laatste partij veranderden
cmd-ttt-review-game = partij
    .description = Partijnummer (standaard: je laatste uitgespeelde partij hier)
cmd-ttt-admin =
    .description = Boter-kaas-en-eiereninstellingen voor deze server
cmd-ttt-admin-settings = instellingen
    .description = Toon de instellingen van deze server
cmd-ttt-admin-agent = agent
    .description = Kies de agent waartegen leden hier standaard spelen
cmd-ttt-admin-agent-name = naam
    .description = Naam van de agent (zie /ttt agents)
cmd-ttt-admin-allow-channel = kanaal-toestaan
    .description = Sta partijen toe in een kanaal (zodra er een is toegestaan, alleen daar)
cmd-ttt-admin-allow-channel-channel = kanaal
    .description = Het kanaal
cmd-ttt-admin-disallow-channel = kanaal-verwijderen
    .description = Haal een kanaal uit de toegestane kanalen
cmd-ttt-admin-disallow-channel-channel = kanaal
    .description = Het kanaal
cmd-ttt-admin-all-channels = alle-kanalen
    .description = Sta partijen toe in alle kanalen
cmd-ttt-admin-multiple-games = meerdere-partijen
    .description = Of een lid meerdere partijen tegelijk mag hebben
cmd-ttt-admin-multiple-games-enabled = ingeschakeld
    .description = Ja of nee
cmd-ttt-admin-move-timeout = bedenktijd
    .description = Hoelang een speler over een zet mag doen
cmd-ttt-admin-move-timeout-seconds = seconden
    .description = In seconden
cmd-ttt-admin-cooldown = wachttijd
    .description = Hoelang een lid wacht tussen twee uitdagingen
cmd-ttt-admin-cooldown-seconds = seconden
    .description = In seconden
cmd-ttt-admin-language = taal
    .description = De taal van de openbare berichten van deze server (borden, uitnodigingen, uitslagen)
cmd-ttt-admin-language-language = taal
    .description = Een taal (zonder: de servertaal in Discord)
cmd-ttt-owner =
    .description = Hertraining van de agent van de bot (eigenaren van de bot)
cmd-ttt-owner-retrain = hertrainen
    .description = Train de DQN nu opnieuw op de partijen van leden (botbeheerders)
cmd-ttt-owner-rollback = terugdraaien
    .description = Neem de vorige DQN-versie weer in gebruik (botbeheerders)

choice-me = ik
choice-bot = de bot (of de tegenstander)
choice-random = willekeurig
choice-server = deze server
choice-global = overal

console-welcome = tttbot-console - typ /ttt help voor de opdrachten, quit om te stoppen.
console-help =
    Opdrachten (vakken: { $forms }):
      /ttt play [agent] [first:me|bot|random]   een partij beginnen (standaardagent: { $default })
      /ttt move <vak>                            een vak spelen (alleen het vak, zoals 5, mag ook)
      /ttt board                                 je partij tonen
      /ttt resign                                de lopende partij opgeven
      /ttt stats [global]                        je resultaten, rating en reeksen
      /ttt leaderboard [global] [N]              de spelers met de hoogste rating ({ $ranked }+ partijen)
      /ttt review [partij]                       de zetten die de uitslag van je laatste partij veranderden
      /ttt agents                                de agents waartegen je kunt spelen
      /ttt admin learning                        wat de bot leerde van de mensen op deze server
      /ttt help                                  deze tekst
      quit                                       stoppen
console-error = Er ging iets mis met die opdracht; het is gelogd. Typ /ttt help.
console-timed-out = Partij #{ $game_id } is verlopen: { $result }
console-opening = Partij #{ $game_id }: { $x } (X) tegen { $o } (O).
console-agent-opens = { $name } opent op vak { $cell }.
console-you-played = Je speelde { $cell }.
console-agent-answered = Je speelde { $cell }; { $name } antwoordde { $reply }.
console-you = jij
console-scope-here = hier
console-scope-everywhere = overal
console-no-stats = Nog geen uitgespeelde partijen voor { $name } ({ $where }). Begin er een met /ttt play.
console-stats-head = Statistieken van { $name } ({ $where }): rating { $rating } ({ $games ->
    [one] { $games } partij
   *[other] { $games } partijen
}, { $ranked })
console-ranked = op de ranglijst
console-to-rank = { $count ->
    [one] nog { $count } partij tot de ranglijst
   *[other] nog { $count } partijen tot de ranglijst
}
console-stats-overall = totaal
console-stats-vs-people = tegen mensen
console-stats-vs-agent = tegen { $agent }
console-streak = reeks { $streak } (beste { $best })
console-no-leaderboard = { $min ->
    [one] Nog niemand op de ranglijst ({ $where }): spelers verschijnen na { $min } partij.
   *[other] Nog niemand op de ranglijst ({ $where }): spelers verschijnen na { $min } partijen.
}
console-leaderboard-head = Ranglijst ({ $where }):
console-games = { $count ->
    [one] { $count } partij
   *[other] { $count } partijen
}
console-review-clean = Geen enkele zet veranderde de waarde van de partij: elke zet behield het beste resultaat.
console-agents-head = Agents (Elo-rating; lerende agents: versie, gemeten aandeel optimale zetten):
console-optimal = { $pct } optimaal

## What the bot learned from this server's people (/ttt-admin learning)
learning-none = Nog geen hertrainde { $agent } heeft van de mensen op deze server geleerd.
learning-head = { $agent } { $version } (hertraind vanaf { $base }) leerde van de mensen op deze server. Gebruikte partijen: { $games }; achtergehouden voor de controle: { $held }.
learning-winrate = Verwacht winstpercentage tegen jullie mensen: { $before } → { $after }
learning-held-out = Op achtergehouden partijen: winst { $gain } ({ $confidence }-interval { $lower } tot { $upper })
learning-habit = Jullie mensen: { $habit } in { $pct } van de gevallen ({ $chances } kansen).
learning-habit-win-line = spelen de winnende zet in rij of kolom
learning-habit-win-diag = spelen de winnende zet op een diagonaal
learning-habit-block-line = blokkeren een dreiging in rij of kolom
learning-habit-block-diag = blokkeren een dreiging op een diagonaal
learning-no-habits = Nog te weinig partijen om hun gewoonten te beschrijven.
agents-vs-people = { $pct } verwachte winst tegen de mensen van deze server
learning-line = { $own ->
    [yes] Deze server heeft een eigen speelwijze.
   *[no] Op deze server wordt gespeeld met de lijn die van iedereen is geleerd.
}
cmd-ttt-admin-learning = leren
    .description = Wat de bot leerde van de mensen op deze server

## Stale boards, invalid buttons, the console's results

board-refreshed = Dat bord was verouderd, dus er is niets gespeeld: het toont nu de huidige stand (zet { $ply }). Speel je zet daarop.
board-refreshed-over = Dat bord was verouderd, dus er is niets gespeeld: het toont nu hoe de partij eindigde.
button-invalid = Deze knop is niet meer geldig. /ttt board toont je lopende partij hier.
console-turn = { $mark } aan zet ({ $name })
console-you-won = { $how ->
    [resigned] { $loser } gaf op; je wint ({ $mark }).
    [timed-out] { $loser } was te laat; je wint ({ $mark }).
   *[played] Je wint ({ $mark }).
}
console-you-lost = { $how ->
    [resigned] Je gaf op; { $name } ({ $mark }) wint.
    [timed-out] Je was te laat; { $name } ({ $mark }) wint.
   *[played] { $name } ({ $mark }) wint.
}

## Levels by name (/ttt play difficulty) and the fair level's target

# /ttt play with both an opponent and a difficulty (a duel has no bot to set).
duel-difficulty-with-opponent = De moeilijkheidsoptie is voor spellen tegen de bot: laat haar weg als je een lid uitdaagt.
# $reason: with-agent (a difficulty and an agent given together), unknown ($value: what was
# given; $choices: the difficulties).
error-difficulty = { $reason ->
    [with-agent] Kies een moeilijkheid of een agent, niet allebei: een moeilijkheid kiest haar eigen agent.
   *[unknown] De moeilijkheid moet een van { $choices } zijn, niet ‘{ $value }’.
}
# The settings embed: the fair level's target ($pct: whole percent).
admin-fair-target = Eerlijk niveau: winstaandeel van leden
admin-fair-target-value = { $pct }% van de spellen
# The console's help, a line after the commands ($levels: easy|medium|…; $target: percent).
console-help-levels = Niveaus: /ttt play difficulty:{ $levels } (in plaats van een agent); fair past zich aan zodat je ongeveer { $target }% van de spellen wint.
cmd-ttt-play-difficulty = moeilijkheid
    .description = Hoe sterk de bot speelt (in plaats van een agent); eerlijk past zich aan jou aan
cmd-ttt-admin-fair-target = eerlijk-doel
    .description = Het aandeel spellen dat leden op het eerlijke niveau zouden moeten winnen
cmd-ttt-admin-fair-target-percent = procent
    .description = In procenten (weglaten voor de standaard, 40)
choice-easy = makkelijk
choice-medium = gemiddeld
choice-hard = moeilijk
choice-unbeatable = onverslaanbaar
choice-fair = eerlijk (past zich aan jou aan)
## The review's picture (its caption in the embed footer, its alt text)
review-picture-before = Afbeelding: de stelling vóór zet { $ply }, { $mark } aan zet.
review-picture-final = Afbeelding: de eindstelling.
review-picture-legend = Groen: { $mark } wint door daar te spelen, grijs: gelijkspel, rood: verliest; gouden rand: de beste zetten.
review-picture-played = Roze rand: de zet die gespeeld werd.
review-picture-alt = Het bord van partij #{ $game_id }, elk vrij vak groen, grijs of rood naargelang { $mark } wint, gelijkspeelt of verliest door daar te spelen.
review-picture-alt-final = Het eindbord van partij #{ $game_id }.
console-review-picture-saved = Afbeelding opgeslagen in { $path }
console-review-picture-failed = Kon de afbeelding niet opslaan in { $path }: { $reason }
## Standings: farm-proof ratings, seasons, provisional players, measured agents

# /ttt stats when every game of the member was on this server (one line, not two alike).
stats-server-everywhere = Deze server (al je partijen)
# Leaderboards: a channel's board; which season a board counts; a player under the ranking
# threshold ($games of $min games), shown unranked.
lb-title-channel = Ranglijst · #{ $channel } · { $server }
lb-season-current = Seizoen { $season } (huidig)
lb-season-past = Seizoen { $season } / { $current }
lb-all-time = Alle seizoenen
lb-provisional = voorlopig
lb-row-provisional = **–** { $name } · **{ $rating }** · { $record } · voorlopig ({ $games }/{ $min })
lb-this-channel = Dit kanaal
# /ttt agents: an agent's rating measured against people, and people's results against it.
agents-measured = Rating gemeten tegen mensen: { $rating } · partijen tegen mensen: { $games }
agents-people-here = Mensen hier: { $record }
agents-people-everywhere = Mensen overal: { $record }
# Under a finished board: each person's new season rating and its change ($change: +12, -8).
board-rating = { $name }: rating { $rating } ({ $change })
board-unrated = { $name }: partij telt niet mee, rating ongewijzigd
# /ttt-admin season new (public).
season-started = Seizoen { $season } is begonnen: het klassement begint opnieuw. Seizoen { $previous } blijft te zien met /ttt leaderboard season:{ $previous }.
error-season = { $reason ->
    [global] Het wereldwijde klassement heeft geen seizoenen: seizoenen horen bij een server.
    [channel-all-time] Kanaalklassementen worden per seizoen bijgehouden: kies een seizoensnummer, of het klassement van de server over alle seizoenen.
    [race] Een andere admin begon op hetzelfde moment een nieuw seizoen; verder is er niets veranderd.
   *[not-started] Er is hier geen seizoen { $season }: deze server zit in seizoen { $current }.
}
cmd-ttt-leaderboard-season = seizoen
    .description = Een seizoensnummer, of all voor alle seizoenen (standaard: het huidige seizoen)
choice-channel = kanaal
cmd-ttt-admin-season = seizoen
    .description = Klassementseizoenen van deze server
cmd-ttt-admin-season-new = nieuw
    .description = Het klassement van dit seizoen archiveren en een nieuw seizoen beginnen
## Rematches: the rematch button, /ttt history, their refusals, the console's forms
rematch-button = Revanche
rematch-invite-note = Een revanche van partij #{ $game_id }, met de kleuren omgewisseld.
error-rematch = Die revanche is niet mogelijk.
error-rematch-not-player = Alleen { $x } en { $o } kunnen om een revanche van partij #{ $game_id } vragen.
error-rematch-not-over = Partij #{ $game_id } is nog bezig: maak hem af voordat je om een revanche vraagt.
error-rematch-taken = Partij #{ $game_id } heeft zijn revanche al gehad: partij #{ $rematch_id }.
error-nothing-to-rematch = Je hebt hier nog geen afgelopen partij om een revanche van te spelen.
error-history-size = Een geschiedenis toont { $low } tot { $high } partijen, niet { $value }.
history-title = Recente partijen van { $name }
history-empty = Geen afgelopen partij van { $name } op deze server die jij kunt analyseren.
history-line = #{ $game_id } · { $date } · tegen { $opponent } · { $result }
history-result = { $result ->
    [win] gewonnen
    [loss] verloren
    [unrated] afgebroken, telt niet mee
   *[draw] remise
}
history-option = Partij #{ $game_id } tegen { $opponent }
history-pick = Kies een partij om te analyseren
history-footer = Nieuwste eerst. Kies er hieronder een om te analyseren, of gebruik /ttt review <nummer>.
cmd-ttt-history = geschiedenis
    .description = Je recente partijen hier, of die van een lid
cmd-ttt-history-member = lid
    .description = Wiens partijen (standaard: die van jou)
console-history-head = Je recente partijen hier, nieuwste eerst (/ttt review <nummer> analyseert er een):
console-history-empty = Je hebt hier nog geen afgelopen partij.
console-history-line = #{ $game_id }  { $date }  tegen { $opponent }: { $result }
console-help-rematch = je laatste partij hier opnieuw spelen, met de kleuren omgewisseld
console-help-history = je recente partijen hier, te analyseren op nummer
console-help-admin = de instellingen van deze server; wijzig er een met /ttt admin <setting> <value>
## The front: post limits, one live board, roles, looks, help, welcome, unrated games

board-abandoned-unrated = Afgebroken vóór de eerste zet: niet meegeteld, telt voor niemand.
board-replaced = Dat bord is vervangen door een nieuwer bord, dus er is niets gespeeld. Speel verder op het nieuwste bord (of /ttt board).
error-game-channels-elsewhere = Hier wordt in dit kanaal niet gespeeld; er wordt gespeeld in { $channels }.
error-role-not-allowed = Spellen zijn hier voor leden met een van deze rollen: { $roles }.
error-public-post-limit-reached = Je liet me in de laatste minuut { $limit } openbare borden plaatsen; probeer het over { $wait } s opnieuw.
error-invalid-looks = { $reason ->
    [emoji] { $name } moet één emoji zijn (zoals ❌, of een serveremoji zoals <:cross:123456789012345678>), niet ‘{ $value }’.
   *[colour] De kleur moet hexadecimaal zijn, zoals #5865F2, niet ‘{ $value }’.
}
admin-roles = Rollen die spelen
admin-roles-all = alle leden
admin-public-posts = Openbare borden per lid
admin-public-posts-value = { $count } per minuut
admin-no-limit = geen limiet
admin-looks = Uiterlijk
admin-looks-value = X: { $x } · O: { $o } · kleur: { $colour }
admin-looks-default = die van de bot
retrain-owners-only = Alleen de eigenaars van de bot kunnen de agent opnieuw trainen of terugzetten: dat verandert de agent van elke server.
help-discord =
    Zo speel je hier boter-kaas-en-eieren
    Vakjes: { $forms }. Op een bord toont elk leeg vakje zijn nummer: klik erop of typ /ttt move met dat nummer.
    `/ttt play` speel tegen mij (standaardagent: { $default }) of daag een lid uit met de optie tegenstander
    `/ttt move` speel een vakje
    `/ttt board` toon je spel opnieuw
    `/ttt resign` geef je spel op
    `/ttt stats` de resultaten, rating en reeksen van een lid
    `/ttt leaderboard` de hoogst gewaardeerde spelers (vanaf { $ranked } spellen)
    `/ttt review` de zetten die de uitslag van een spel veranderden
    `/ttt agents` de agents waartegen je kunt spelen
    `/ttt help` deze tekst
    Admins: `/ttt-admin settings` toont wat deze server koos.
help-welcome = Hallo! Ik speel boter-kaas-en-eieren, tegen jullie of onderling. Start een spel met `/ttt play`; `/ttt help` toont alle commando's, en admins vinden de instellingen onder `/ttt-admin`.
cmd-ttt-help =
    .description = Hoe je speelt, en alle commando's
cmd-ttt-admin-allow-role =
    .description = Laat leden met een rol spelen (zodra er een gekozen is, alleen zij)
cmd-ttt-admin-allow-role-role =
    .description = De rol
cmd-ttt-admin-disallow-role =
    .description = Haal een rol uit de rollen die spelen
cmd-ttt-admin-disallow-role-role =
    .description = De rol
cmd-ttt-admin-all-roles =
    .description = Laat alle leden spelen
cmd-ttt-admin-public-posts =
    .description = Hoeveel borden een lid me per minuut mag laten plaatsen
cmd-ttt-admin-public-posts-per_minute =
    .description = Borden per minuut en lid (0: geen limiet)
cmd-ttt-admin-looks =
    .description = De emoji's van de tekens en de kleur van de borden van deze server
cmd-ttt-admin-looks-x =
    .description = Een emoji voor X (ook een serveremoji); standaard: de letter
cmd-ttt-admin-looks-o =
    .description = Een emoji voor O (ook een serveremoji); standaard: de letter
cmd-ttt-admin-looks-colour =
    .description = De kleur van lopende borden, hexadecimaal (#5865F2); standaard: die van de bot
looks-emoji-elsewhere = { $emoji } is geen emoji van deze server: gebruik een van zijn eigen emoji's of een Unicode-emoji.
