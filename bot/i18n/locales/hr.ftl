# Hrvatski. Same messages and variables as en.ftl (the reference); see its comments.
# Plural categories: one (1, 21…), few (2-4, 22-24…), other (0, 5-20…).

board-title = Igra br. { $game_id }
board-vs = { $x } (X) protiv { $o } (O)
board-turn = Na potezu je { $mark }: { $name }
board-won = { $name } ({ $mark }) pobjeđuje.
board-drawn = Neriješeno.
board-resigned = { $loser } je predao; { $name } ({ $mark }) pobjeđuje.
board-abandoned = { $loser } je prekoračio vrijeme; { $name } ({ $mark }) pobjeđuje.
board-agent = Agent
board-agent-side = { $name } (agent)
board-footer = Potez { $ply } · igra br. { $game_id }
board-footer-over = { $moves ->
    [one] { $moves } potez
    [few] { $moves } poteza
   *[other] { $moves } poteza
} · igra br. { $game_id }
board-moved-on = Ova ploča se nastavlja u novijoj poruci.
board-none = Ovdje nemaš igru u tijeku. Pokreni je naredbom /ttt play.

duel-title = Izazov u križić-kružić
duel-invite = { $opponent }, { $challenger } te izaziva na igru. Odgovori { $expires }.
duel-first-me = { $challenger } igra s X i počinje.
duel-first-them = { $opponent } igra s X i počinje.
duel-first-random = Tko igra s X, odlučit će ždrijeb.
duel-accept = Prihvati
duel-decline = Odbij
duel-declined = { $opponent } je odbio izazov igrača { $challenger }.
duel-expired = Izazov igrača { $challenger } za { $opponent } je istekao.
duel-expired-invite = Izazov igrača { $challenger } za { $opponent } istekao je bez odgovora. Pošalji novi naredbom /ttt play.
duel-agent-with-opponent = Opcija agent služi za igre protiv bota: izostavi je kad izazivaš člana.
duel-bot-opponent = Botovi ne mogu prihvatiti izazove. Pokreni /ttt play bez protivnika da igraš protiv mene.

stats-title = Križić-kružić: { $name }
stats-server = Ovaj poslužitelj
stats-global = Svugdje
stats-rating = Rejting
stats-games = Igre
stats-record = { $wins } P · { $draws } N · { $losses } I
stats-summary = Rejting **{ $rating }** · { $games ->
    [one] { $games } igra
    [few] { $games } igre
   *[other] { $games } igara
} · { $record }
stats-vs-people = Protiv ljudi
stats-vs-agents = Protiv agenata
stats-streak = Niz
stats-best-streak = Najbolji niz
stats-streak-wins = { $count ->
    [one] { $count } pobjeda zaredom
    [few] { $count } pobjede zaredom
   *[other] { $count } pobjeda zaredom
}
stats-streak-losses = { $count ->
    [one] { $count } poraz zaredom
    [few] { $count } poraza zaredom
   *[other] { $count } poraza zaredom
}
stats-streak-none = nema
stats-no-games = { $name } još nije završio nijednu igru.
lb-title-server = Ljestvica · { $server }
lb-title-global = Globalna ljestvica
lb-row = **{ $rank }.** { $name } · **{ $rating }** · { $record } · niz { $streak }
lb-empty = { $min ->
    [one] Još nitko nije na ljestvici: potrebna je { $min } završena igra da se pojaviš ovdje.
    [few] Još nitko nije na ljestvici: potrebne su { $min } završene igre da se pojaviš ovdje.
   *[other] Još nitko nije na ljestvici: potrebno je { $min } završenih igara da se pojaviš ovdje.
}
lb-footer = { $min ->
    [one] Igrači s barem { $min } završenom igrom, po Elo rejtingu.
   *[other] Igrači s barem { $min } završenih igara, po Elo rejtingu.
}
agents-title = Agenti
agents-server-agent = Ovaj poslužitelj zadano igra s agentom **{ $name }**.
agents-default-mark = { " " }(zadano na ovom poslužitelju)
agents-version = verzija { $version }
agents-rating = Elo rejting { $rating }
agents-metric = { $name }: { $value }
agents-accuracy = optimalni potezi: { $pct }
agents-vs = protiv { $opponent }: kao X { $x }; kao O { $o }
agents-wdl = { $w } P · { $d } N · { $l } I

review-title = Analiza igre br. { $game_id }
review-clean = Nijedan potez nije promijenio vrijednost igre: obje strane igrale su bez pogreške.
review-line = potez { $ply }, { $mark } na polje { $cell }, pretvorio je { $before } u { $after }; { $best } bi zadržao { $kept }
review-line-no-best = potez { $ply }, { $mark } na polje { $cell }, pretvorio je { $before } u { $after }
review-value = { $value ->
    [win] pobjedu
    [draw] neriješeno
   *[loss] poraz
}
review-kept = { $value ->
    [win] pobjedu
    [draw] neriješeno
   *[loss] poraz
}
review-or = { $head } ili { $last }
review-left-early = { $how ->
    [resigned] { $value ->
        [win] { $mark } je predao u dobivenoj poziciji.
       *[draw] { $mark } je predao iako je pozicija još bila neriješena.
    }
   *[timed-out] { $value ->
        [win] { $mark } je prekoračio vrijeme u dobivenoj poziciji.
       *[draw] { $mark } je prekoračio vrijeme iako je pozicija još bila neriješena.
    }
}

admin-title = Postavke poslužitelja
admin-agent = Agent
admin-channels = Dopušteni kanali
admin-channels-all = svi kanali
admin-multiple-games = Više igara odjednom
admin-move-timeout = Vrijeme za potez
admin-cooldown = Pauza između izazova
admin-language = Jezik poslužitelja
admin-language-default = { $language } (jezik poslužitelja na Discordu)
admin-language-updated = Javne poruke ovdje su sada na jeziku: { $language }.
admin-yes = da
admin-no = ne
admin-updated-by = Zadnji put promijenio
admin-updated = Postavke su ažurirane.

retrain-not-admin = Samo administratori bota mogu ponovno trenirati ili vratiti agenta: to mijenja agenta na svim poslužiteljima (administratori bota: TTT_BOT_ADMINS ili vlasnik aplikacije).
retrain-promoted = Ponovno treniran: **{ $version }** igra od sljedeće igre.
retrain-unchanged = Nema se što poboljšati: **{ $version }** nastavlja igrati.
retrain-rejected = Ponovno treniran, ali nije promaknut: **{ $version }** nastavlja igrati.
retrain-skipped = Nema ništa novo za učenje: **{ $version }** nastavlja igrati.
retrain-busy = Ponovno treniranje ili vraćanje već je u tijeku; pokušaj ponovno kad završi.
retrain-failed = Ponovno treniranje nije uspjelo; ništa se nije promijenilo.
retrain-rolled-back = Vraćeno: **{ $version }** igra od sljedeće igre.
retrain-failed-checks = Lošiji od trenutačne verzije u:

cell-1 = gore lijevo
cell-2 = gore
cell-3 = gore desno
cell-4 = lijevo
cell-5 = sredina
cell-6 = desno
cell-7 = dolje lijevo
cell-8 = dolje
cell-9 = dolje desno
cell-choice = { $cell } · { $name }
cell-aliases-1 = lijevo gore, gornji lijevi kut
cell-aliases-2 = gore sredina, gornja sredina
cell-aliases-3 = desno gore, gornji desni kut
cell-aliases-4 = sredina lijevo, lijeva sredina
cell-aliases-5 = centar, u sredini, sredini
cell-aliases-6 = sredina desno, desna sredina
cell-aliases-7 = lijevo dolje, donji lijevi kut
cell-aliases-8 = dolje sredina, donja sredina
cell-aliases-9 = desno dolje, donji desni kut
cell-forms = broj od 1 do 9 (1 2 3 / 4 5 6 / 7 8 9 od gornjeg lijevog kuta), koordinatu poput b2 ili riječi poput „sredina” ili „gore lijevo”

error-generic = Oprosti, nešto je pošlo po zlu kod mene. Zabilježeno je; pokušaj ponovno.
error-manage-guild = Za promjenu postavki bota trebaš dopuštenje Upravljanje poslužiteljem.
error-guild-only = Ova naredba radi samo na poslužitelju.
error-bot-missing = Ovdje mi nedostaju dopuštenja: { $perms }.
error-bad-argument = Ne mogu upotrijebiti tu vrijednost: { $detail }

error-no-active-game = Ovdje nemaš igru u tijeku. Pokreni je naredbom /ttt play.
error-already-playing = { $who ->
    [you] Ovdje već imaš igru br. { $game_id } u tijeku: najprije je završi naredbom /ttt move ili /ttt resign.
   *[other] { $name } ovdje već igra igru br. { $game_id }.
}
error-not-your-turn = Nisi na potezu: na potezu je { $mark } ({ $name }).
error-not-your-game = Igra br. { $game_id } je { $x } (X) protiv { $o } (O); ti ne igraš u njoj.
error-stale-board = { $reason ->
    [moved-on] Ta ploča je zastarjela: igra br. { $game_id } već je na potezu { $ply }. Evo trenutačne ploče.
    [conflict] Igra br. { $game_id } promijenila se dok si igrao (drugi potez stigao je prvi); ništa nije odigrano. Pogledaj ploču ponovno.
   *[resign] Igra se stalno mijenjala dok si predavao; pokušaj ponovno.
}
error-game-not-found = { $reason ->
    [none-to-review] Ovdje još nemaš završenu igru za analizu.
   *[unknown] Ne postoji igra br. { $game_id }.
}
error-review-in-progress = Igra br. { $game_id } još je u tijeku; analiza bi otkrila najbolje poteze. Zatraži ponovno kad završi.
error-leaderboard-size = Ljestvica prikazuje od { $low } do { $high } igrača, ne { $value }.
error-channel-not-allowed = Ovdje se u ovom kanalu ne igra; probaj neki od kanala za igru na poslužitelju ili zamoli administratora da dopusti ovaj.
error-cooldown = Upravo si nekoga izazvao; ponovno možeš izazvati za { $wait }.
error-challenge = Taj izazov nije moguć.
error-challenge-option = Ta opcija izazova nije valjana: { $value }.
error-invalid-first-mover = „{ $value }” nije izbor za to tko počinje: ja, protivnik ili nasumično.
error-invalid-challenge-expiry = Izazov mora isteći nakon { $low } do { $high }, ne „{ $value }”.
error-self-challenge = Ne možeš izazvati sam sebe. Pokreni /ttt play bez protivnika da igraš protiv mene.
error-bot-challenge = { $name } je bot i ne može igrati dvoboje. Pokreni /ttt play bez protivnika da igraš protiv mene.
error-duplicate-challenge = Ti i { $opponent } već imate izazov koji čeka odgovor (br. { $challenge_id }); najprije odgovori na njega ili ga pusti da istekne.
error-unknown-challenge = Ne mogu pronaći izazov br. { $challenge_id }.
error-not-challenged = Izazov br. { $challenge_id } namijenjen je igraču { $opponent }: samo on ga može prihvatiti ili odbiti.
error-challenge-expired = Ovaj izazov (br. { $challenge_id }) je istekao. Pošalji novi naredbom /ttt play i protivnikom.
error-challenge-answered = Na ovaj izazov (br. { $challenge_id }) već je odgovoreno.
error-challenge-already-accepted = Ovaj izazov (br. { $challenge_id }) već je prihvaćen: igra je u tijeku.
error-challenge-already-declined = Ovaj izazov (br. { $challenge_id }) već je odbijen.
error-agent-unavailable = Agent { $agent } trenutačno ne može igrati. Odaberi drugog (/ttt agents ih navodi).
error-invalid-setting = { $reason ->
    [empty] Nema se što promijeniti: navedi postavku i njezinu novu vrijednost.
    [unknown] Nepoznata postavka „{ $name }”; postavke su: { $known }.
    [range] { $name } mora biti od { $low } do { $high }, ne „{ $value }”.
   *[value] { $name } ne može biti „{ $value }”.
}
error-invalid-board = Taj položaj ne može nastati u igri.
error-illegal-move = Taj potez nije dopušten.
error-cell-out-of-range = Polja su označena brojevima od 1 do 9, ne { $value }.
error-cell-occupied = Polje { $cell } već je zauzeo { $mark }.
error-game-over = Igra br. { $game_id } je završila: { $result }
error-cell-parse = { $reason ->
    [empty] Koje polje? Navedi { $forms }.
    [number] „{ $input }” nije polje: polja su označena brojevima od 1 do 9.
   *[unknown] Ne prepoznajem polje „{ $input }”. Navedi { $forms }.
}
error-unknown-agent = Ne postoji agent imena „{ $name }”. Dostupni agenti: { $agents }.
error-weights = Težine agenta { $agent } nije bilo moguće učitati; ne može igrati dok se ne poprave.
error-not-admin = Samo administratori bota mogu ponovno trenirati ili vratiti agenta: to mijenja agenta na svim poslužiteljima (administratori bota: TTT_BOT_ADMINS ili vlasnik aplikacije).
error-busy = Ponovno treniranje ili vraćanje već je u tijeku; pokušaj ponovno kad završi.
error-retrain = Ponovno treniranje nije uspjelo; ništa se nije promijenilo ({ $detail }).
error-database-unavailable = Baza podataka igara trenutačno nije dostupna; ništa se nije promijenilo. Pokušaj ponovno malo kasnije.
error-database-unconfirmed = Baza podataka igara prestala je odgovarati tijekom spremanja: možda je spremljeno, a možda i nije. Provjeri prije nego što pokušaš ponovno (/ttt board prikazuje tvoju igru).
error-usage = { $reason ->
    [read] Nisam mogao pročitati tu naredbu ({ $detail }). Upiši /ttt help.
    [missing-command] Nedostaje naredba nakon /ttt. Upiši /ttt help.
    [unknown-command] Nepoznata naredba „{ $command }”. Naredbe počinju s /ttt; upiši /ttt help.
    [no-cell] Koje polje? Upotreba: /ttt move <polje>, npr. /ttt move 5
    [bad-first] „first” mora biti jedno od: { $choices }, ne „{ $value }”.
   *[unexpected] Neočekivano „{ $input }”. Upotreba: { $usage }
}

cmd-ttt =
    .description = Križić-kružić protiv bota ili drugih članova
cmd-ttt-play = igraj
    .description = Igraj protiv agenta poslužitelja ili izazovi člana
cmd-ttt-play-opponent = protivnik
    .description = Član kojeg izazivaš (bez njega igraš protiv mene)
cmd-ttt-play-agent = agent
    .description = Agent protiv kojeg igraš (zadano: agent ovog poslužitelja)
cmd-ttt-play-first = prvi
    .description = Tko igra s X i počinje
cmd-ttt-move = potez
    .description = Odigraj polje u svojoj igri
cmd-ttt-move-cell = polje
    .description = 1-9 od gornjeg lijevog kuta (1 2 3 / 4 5 6 / 7 8 9) ili b2, sredina…
cmd-ttt-board = ploča
    .description = Prikaži svoju igru u tijeku
cmd-ttt-resign = predaj
    .description = Predaj svoju igru u tijeku
cmd-ttt-stats = statistika
    .description = Rejting, pobjede, neriješene, porazi i nizovi člana
cmd-ttt-stats-member = član
    .description = Čija statistika (zadano: tvoja)
cmd-ttt-leaderboard = ljestvica
    .description = Najbolji igrači po Elo rejtingu
cmd-ttt-leaderboard-scope = opseg
    .description = Ovaj poslužitelj ili svugdje
cmd-ttt-agents = agenti
    .description = Agenti protiv kojih možeš igrati i njihova izmjerena snaga
cmd-ttt-review = analiza
    .description = Potezi koji su promijenili ishod tvoje zadnje igre
cmd-ttt-review-game = igra
    .description = Broj igre (zadano: tvoja zadnja završena igra ovdje)
cmd-ttt-admin =
    .description = Postavke križić-kružića za ovaj poslužitelj
cmd-ttt-admin-settings = postavke
    .description = Prikaži postavke ovog poslužitelja
cmd-ttt-admin-agent = agent
    .description = Odaberi agenta protiv kojeg članovi ovdje zadano igraju
cmd-ttt-admin-agent-name = ime
    .description = Ime agenta (vidi /ttt agents)
cmd-ttt-admin-allow-channel = dopusti-kanal
    .description = Dopusti igre u kanalu (kad je jedan dopušten, samo u dopuštenima)
cmd-ttt-admin-allow-channel-channel = kanal
    .description = Kanal
cmd-ttt-admin-disallow-channel = ukloni-kanal
    .description = Ukloni kanal iz dopuštenih kanala
cmd-ttt-admin-disallow-channel-channel = kanal
    .description = Kanal
cmd-ttt-admin-all-channels = svi-kanali
    .description = Dopusti igre u svim kanalima
cmd-ttt-admin-multiple-games = više-igara
    .description = Smije li član imati više igara odjednom
cmd-ttt-admin-multiple-games-enabled = uključeno
    .description = Da ili ne
cmd-ttt-admin-move-timeout = vrijeme-poteza
    .description = Koliko vremena igrač ima za potez
cmd-ttt-admin-move-timeout-seconds = sekunde
    .description = U sekundama
cmd-ttt-admin-cooldown = pauza
    .description = Koliko član čeka između dva izazova
cmd-ttt-admin-cooldown-seconds = sekunde
    .description = U sekundama
cmd-ttt-admin-language = jezik
    .description = Jezik javnih poruka poslužitelja (ploče, pozivnice, rezultati)
cmd-ttt-admin-language-language = jezik
    .description = Jezik (bez njega: jezik poslužitelja na Discordu)
cmd-ttt-owner =
    .description = Ponovno treniranje agenta bota (vlasnici bota)
cmd-ttt-owner-retrain = ponovno-treniraj
    .description = Ponovno treniraj DQN sada na igrama članova (administratori bota)
cmd-ttt-owner-rollback = vrati
    .description = Vrati prethodnu verziju DQN-a (administratori bota)

choice-me = ja
choice-bot = bot (ili protivnik)
choice-random = nasumično
choice-server = ovaj poslužitelj
choice-global = svugdje

console-welcome = tttbot konzola - upiši /ttt help za naredbe, quit za izlaz.
console-help =
    Naredbe (polja: { $forms }):
      /ttt play [agent] [first:me|bot|random]   pokreni igru (zadani agent: { $default })
      /ttt move <polje>                          odigraj polje (dovoljno je samo polje, npr. 5)
      /ttt board                                 prikaži svoju igru
      /ttt resign                                predaj trenutačnu igru
      /ttt stats [global]                        tvoji rezultati, rejting i nizovi
      /ttt leaderboard [global] [N]              igrači s najvišim rejtingom ({ $ranked }+ igara)
      /ttt review [igra]                         potezi koji su promijenili ishod tvoje zadnje igre
      /ttt agents                                agenti protiv kojih možeš igrati
      /ttt admin learning                        što je bot naučio od igrača ovog servera
      /ttt help                                  ovaj tekst
      quit                                       izlaz
console-error = Nešto je pošlo po zlu s tom naredbom; zabilježeno je. Upiši /ttt help.
console-timed-out = Igri br. { $game_id } isteklo je vrijeme: { $result }
console-opening = Igra br. { $game_id }: { $x } (X) protiv { $o } (O).
console-agent-opens = { $name } otvara na polju { $cell }.
console-you-played = Odigrao si { $cell }.
console-agent-answered = Odigrao si { $cell }; { $name } je odgovorio { $reply }.
console-you = ti
console-scope-here = ovdje
console-scope-everywhere = svugdje
console-no-stats = Još nema završenih igara za { $name } ({ $where }). Pokreni igru naredbom /ttt play.
console-stats-head = Statistika za { $name } ({ $where }): rejting { $rating } ({ $games ->
    [one] { $games } igra
    [few] { $games } igre
   *[other] { $games } igara
}, { $ranked })
console-ranked = na ljestvici
console-to-rank = { $count ->
    [one] još { $count } igra do ljestvice
    [few] još { $count } igre do ljestvice
   *[other] još { $count } igara do ljestvice
}
console-stats-overall = ukupno
console-stats-vs-people = protiv ljudi
console-stats-vs-agent = protiv { $agent }
console-streak = niz { $streak } (najbolji { $best })
console-no-leaderboard = { $min ->
    [one] Još nitko nije na ljestvici ({ $where }): igrači se pojavljuju nakon { $min } igre.
   *[other] Još nitko nije na ljestvici ({ $where }): igrači se pojavljuju nakon { $min } igara.
}
console-leaderboard-head = Ljestvica ({ $where }):
console-games = { $count ->
    [one] { $count } igra
    [few] { $count } igre
   *[other] { $count } igara
}
console-review-clean = Nijedan potez nije promijenio vrijednost igre: svaki je potez zadržao najbolji rezultat.
console-agents-head = Agenti (Elo rejting; agenti koji uče: verzija, izmjereni udio optimalnih poteza):
console-optimal = { $pct } optimalnih

## What the bot learned from this server's people (/ttt-admin learning)
learning-none = Nijedan ponovno trenirani { $agent } još nije učio od igrača ovog servera.
learning-head = { $agent } { $version } (ponovno treniran iz { $base }) učio je od igrača ovog servera. Korištene igre: { $games }; zadržane za provjeru: { $held }.
learning-winrate = Očekivani udio pobjeda protiv vaših igrača: { $before } → { $after }
learning-held-out = Na zadržanim igrama: dobitak { $gain } ({ $confidence } interval od { $lower } do { $upper })
learning-habit = Vaši igrači: { $habit } u { $pct } slučajeva ({ $chances } prilika).
learning-habit-win-line = odigraju pobjednički potez u retku ili stupcu
learning-habit-win-diag = odigraju pobjednički potez na dijagonali
learning-habit-block-line = blokiraju prijetnju u retku ili stupcu
learning-habit-block-diag = blokiraju prijetnju na dijagonali
learning-no-habits = Još premalo igara za opis njihovih navika.
agents-vs-people = { $pct } očekivanih pobjeda protiv igrača ovog servera
learning-line = { $own ->
    [yes] Ovaj server ima vlastiti način igre.
   *[no] Na ovom serveru igra se linijom naučenom od svih igrača.
}
cmd-ttt-admin-learning = učenje
    .description = Što je bot naučio od igrača ovog servera

## Stale boards, invalid buttons, the console's results

board-refreshed = Ta je ploča bila zastarjela pa ništa nije odigrano: sada prikazuje trenutačnu poziciju (potez { $ply }). Odigrajte svoj potez na njoj.
board-refreshed-over = Ta je ploča bila zastarjela pa ništa nije odigrano: sada prikazuje kako je igra završila.
button-invalid = Ovaj gumb više ne vrijedi. /ttt board ovdje prikazuje vašu igru u tijeku.
console-turn = Na potezu je { $mark } ({ $name })
console-you-won = { $how ->
    [resigned] { $loser } je predao; pobjeđujete ({ $mark }).
    [timed-out] { $loser } je istekao vrijeme; pobjeđujete ({ $mark }).
   *[played] Pobjeđujete ({ $mark }).
}
console-you-lost = { $how ->
    [resigned] Predali ste; { $name } ({ $mark }) pobjeđuje.
    [timed-out] Isteklo vam je vrijeme; { $name } ({ $mark }) pobjeđuje.
   *[played] { $name } ({ $mark }) pobjeđuje.
}

## Levels by name (/ttt play difficulty) and the fair level's target

# /ttt play with both an opponent and a difficulty (a duel has no bot to set).
duel-difficulty-with-opponent = Opcija težine je za igre protiv bota: izostavi je kad izazivaš člana.
# $reason: with-agent (a difficulty and an agent given together), unknown ($value: what was
# given; $choices: the difficulties).
error-difficulty = { $reason ->
    [with-agent] Odaberi težinu ili agenta, ne oboje: težina sama bira svog agenta.
   *[unknown] Težina mora biti jedna od { $choices }, a ne „{ $value }”.
}
# The settings embed: the fair level's target ($pct: whole percent).
admin-fair-target = Poštena razina: udio pobjeda članova
admin-fair-target-value = { $pct } % igara
# The console's help, a line after the commands ($levels: easy|medium|…; $target: percent).
console-help-levels = Razine: /ttt play difficulty:{ $levels } (umjesto agenta); fair se prilagođava tako da pobjeđuješ oko { $target } % igara.
cmd-ttt-play-difficulty = težina
    .description = Koliko jako bot igra (umjesto agenta); poštena se prilagođava tebi
cmd-ttt-admin-fair-target = pošteni-cilj
    .description = Udio igara koje bi članovi trebali dobiti na poštenoj razini
cmd-ttt-admin-fair-target-percent = postotak
    .description = U postocima (izostavi za zadano, 40)
choice-easy = lako
choice-medium = srednje
choice-hard = teško
choice-unbeatable = nepobjedivo
choice-fair = pošteno (prilagođava se tebi)
## The review's picture (its caption in the embed footer, its alt text)
review-picture-before = Slika: pozicija prije poteza { $ply }, na potezu je { $mark }.
review-picture-final = Slika: završna pozicija.
review-picture-legend = Zeleno: { $mark } pobjeđuje igrajući tamo, sivo: neriješeno, crveno: gubi; zlatni okvir: najbolji potezi.
review-picture-played = Ružičasti okvir: odigrani potez.
review-picture-alt = Ploča igre #{ $game_id }, svako slobodno polje zeleno, sivo ili crveno ovisno o tome pobjeđuje li { $mark }, igra neriješeno ili gubi igrajući tamo.
review-picture-alt-final = Završna ploča igre #{ $game_id }.
console-review-picture-saved = Slika je spremljena u { $path }
console-review-picture-failed = Sliku nije bilo moguće spremiti u { $path }: { $reason }
## Standings: farm-proof ratings, seasons, provisional players, measured agents

# /ttt stats when every game of the member was on this server (one line, not two alike).
stats-server-everywhere = Ovaj poslužitelj (sve tvoje partije)
# Leaderboards: a channel's board; which season a board counts; a player under the ranking
# threshold ($games of $min games), shown unranked.
lb-title-channel = Ljestvica · #{ $channel } · { $server }
lb-season-current = Sezona { $season } (trenutna)
lb-season-past = Sezona { $season } / { $current }
lb-all-time = Sve sezone
lb-provisional = privremeno
lb-row-provisional = **–** { $name } · **{ $rating }** · { $record } · privremeno ({ $games }/{ $min })
lb-this-channel = Ovaj kanal
# /ttt agents: an agent's rating measured against people, and people's results against it.
agents-measured = Rejting izmjeren protiv ljudi: { $rating } · partije protiv ljudi: { $games }
agents-people-here = Ljudi ovdje: { $record }
agents-people-everywhere = Ljudi svugdje: { $record }
# Under a finished board: each person's new season rating and its change ($change: +12, -8).
board-rating = { $name }: rejting { $rating } ({ $change })
board-unrated = { $name }: partija se ne boduje, rejting bez promjene
# /ttt-admin season new (public).
season-started = Počela je sezona { $season }: ljestvica kreće ispočetka. Sezona { $previous } ostaje dostupna uz /ttt leaderboard season:{ $previous }.
error-season = { $reason ->
    [global] Globalna ljestvica nema sezone: sezone su zasebne za svaki poslužitelj.
    [channel-all-time] Ljestvice kanala vode se po sezonama: odaberi broj sezone ili ljestvicu poslužitelja za sve sezone.
    [race] Drugi admin pokrenuo je novu sezonu u istom trenutku; ništa se drugo nije promijenilo.
   *[not-started] Ovdje nema sezone { $season }: ovaj poslužitelj je u sezoni { $current }.
}
cmd-ttt-leaderboard-season = sezona
    .description = Broj sezone ili all za sve sezone (zadano: trenutna sezona)
choice-channel = kanal
cmd-ttt-admin-season = sezona
    .description = Sezone ljestvice ovog poslužitelja
cmd-ttt-admin-season-new = nova
    .description = Arhiviraj poredak ove sezone i započni novu sezonu
## Rematches: the rematch button, /ttt history, their refusals, the console's forms
rematch-button = Revanš
rematch-invite-note = Revanš za igru #{ $game_id }, sa zamijenjenim bojama.
error-rematch = Taj revanš nije moguć.
error-rematch-not-player = Samo { $x } i { $o } mogu tražiti revanš za igru #{ $game_id }.
error-rematch-not-over = Igra #{ $game_id } je još u tijeku: završi je prije nego zatražiš revanš.
error-rematch-taken = Igra #{ $game_id } već je imala svoj revanš: igru #{ $rematch_id }.
error-nothing-to-rematch = Ovdje još nemaš završenu igru za revanš.
error-history-size = Povijest prikazuje od { $low } do { $high } igara, ne { $value }.
history-title = Nedavne igre: { $name }
history-empty = Nema završenih igara igrača { $name } na ovom poslužitelju koje možeš analizirati.
history-line = #{ $game_id } · { $date } · protiv { $opponent } · { $result }
history-result = { $result ->
    [win] pobjeda
    [loss] poraz
    [unrated] napuštena, bez rejtinga
   *[draw] neriješeno
}
history-option = Igra #{ $game_id } protiv { $opponent }
history-pick = Odaberi igru za analizu
history-footer = Najnovije prvo. Odaberi igru ispod za analizu ili upotrijebi /ttt review <broj>.
cmd-ttt-history = povijest
    .description = Tvoje nedavne igre ovdje, ili igre člana
cmd-ttt-history-member = član
    .description = Čije igre (zadano: tvoje)
console-history-head = Tvoje nedavne igre ovdje, najnovije prvo (/ttt review <broj> analizira jednu):
console-history-empty = Ovdje još nemaš nijednu završenu igru.
console-history-line = #{ $game_id }  { $date }  protiv { $opponent }: { $result }
console-help-rematch = ponovno odigraj ovdje svoju zadnju igru, sa zamijenjenim bojama
console-help-history = tvoje nedavne igre ovdje, za analizu po broju
console-help-admin = postavke ovog poslužitelja; promijeni jednu s /ttt admin <setting> <value>
## The front: post limits, one live board, roles, looks, help, welcome, unrated games

board-abandoned-unrated = Napuštena prije prvog poteza: bez rejtinga, ne računa se nikome.
board-replaced = Tu je ploču zamijenila novija, pa ništa nije odigrano. Igraj na najnovijoj ploči (ili /ttt board).
error-game-channels-elsewhere = U ovom se kanalu ovdje ne igra; igra se u { $channels }.
error-role-not-allowed = Igre su ovdje za članove s jednom od ovih uloga: { $roles }.
error-public-post-limit-reached = U zadnjoj minuti natjerao si me da objavim { $limit } javnih ploča; pokušaj ponovno za { $wait } s.
error-invalid-looks = { $reason ->
    [emoji] { $name } mora biti jedan emoji (poput ❌ ili emojija poslužitelja poput <:cross:123456789012345678>), a ne „{ $value }”.
   *[colour] Boja mora biti heksadecimalna, poput #5865F2, a ne „{ $value }”.
}
admin-roles = Uloge koje igraju
admin-roles-all = svi članovi
admin-public-posts = Javnih ploča po članu
admin-public-posts-value = { $count } u minuti
admin-no-limit = bez ograničenja
admin-looks = Izgled
admin-looks-value = X: { $x } · O: { $o } · boja: { $colour }
admin-looks-default = botova
retrain-owners-only = Samo vlasnici bota mogu ponovno istrenirati agenta ili ga vratiti: to mijenja agenta na svim poslužiteljima.
help-discord =
    Kako se ovdje igra križić-kružić
    Polja: { $forms }. Na ploči svako prazno polje pokazuje svoj broj: klikni ga ili upiši /ttt move s njim.
    `/ttt play` igraj protiv mene (zadani agent: { $default }) ili izazovi člana opcijom protivnik
    `/ttt move` odigraj polje
    `/ttt board` ponovno prikaži svoju igru
    `/ttt resign` predaj svoju igru
    `/ttt stats` rezultati, rejting i nizovi člana
    `/ttt leaderboard` igrači s najboljim rejtingom (od { $ranked } igara)
    `/ttt review` potezi koji su promijenili ishod igre
    `/ttt agents` agenti protiv kojih možeš igrati
    `/ttt help` ovaj tekst
    Administratori: `/ttt-admin settings` pokazuje što je ovaj poslužitelj odabrao.
help-welcome = Bok! Igram križić-kružić, protiv vas ili između vas. Započni igru s `/ttt play`; `/ttt help` navodi sve naredbe, a administratori postavke nalaze pod `/ttt-admin`.
cmd-ttt-help =
    .description = Kako se igra, i sve naredbe
cmd-ttt-admin-allow-role =
    .description = Neka igraju članovi s ulogom (čim je neka odabrana, samo oni)
cmd-ttt-admin-allow-role-role =
    .description = Uloga
cmd-ttt-admin-disallow-role =
    .description = Ukloni ulogu iz uloga koje igraju
cmd-ttt-admin-disallow-role-role =
    .description = Uloga
cmd-ttt-admin-all-roles =
    .description = Neka igraju svi članovi
cmd-ttt-admin-public-posts =
    .description = Koliko ploča član smije natjerati da objavim u minuti
cmd-ttt-admin-public-posts-per_minute =
    .description = Ploča u minuti po članu (0: bez ograničenja)
cmd-ttt-admin-looks =
    .description = Emojiji oznaka i boja ploča ovog poslužitelja
cmd-ttt-admin-looks-x =
    .description = Emoji za X (i emoji poslužitelja); zadano: slovo
cmd-ttt-admin-looks-o =
    .description = Emoji za O (i emoji poslužitelja); zadano: slovo
cmd-ttt-admin-looks-colour =
    .description = Boja ploča u igri, heksadecimalno (#5865F2); zadano: botova
looks-emoji-elsewhere = { $emoji } nije emoji ovog poslužitelja: upotrijebi jedan od njegovih emojija ili Unicode emoji.
