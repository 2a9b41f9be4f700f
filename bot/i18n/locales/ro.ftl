# Română. Same messages and variables as en.ftl (the reference); see its comments.
# Plural categories: one (1), few (0, 2-19, 101-119…), other (20+: "20 de mutări").

board-title = Partida nr. { $game_id }
board-vs = { $x } (X) contra { $o } (O)
board-turn = La mutare: { $mark } ({ $name })
board-won = { $name } ({ $mark }) câștigă.
board-drawn = Remiză.
board-resigned = { $loser } a abandonat; { $name } ({ $mark }) câștigă.
board-abandoned = Lui { $loser } i-a expirat timpul; { $name } ({ $mark }) câștigă.
board-agent = Agent
board-agent-side = { $name } (agent)
board-footer = Mutarea { $ply } · partida nr. { $game_id }
board-footer-over = { $moves ->
    [one] { $moves } mutare
    [few] { $moves } mutări
   *[other] { $moves } de mutări
} · partida nr. { $game_id }
board-moved-on = Această tablă continuă într-un mesaj mai nou.
board-none = Nu ai nicio partidă în desfășurare aici. Începe una cu /ttt play.

duel-title = Provocare la X și 0
duel-invite = { $opponent }, { $challenger } te provoacă la o partidă. Răspunde { $expires }.
duel-first-me = { $challenger } joacă cu X și începe.
duel-first-them = { $opponent } joacă cu X și începe.
duel-first-random = Cine joacă cu X se trage la sorți.
duel-accept = Acceptă
duel-decline = Refuză
duel-declined = { $opponent } a refuzat provocarea lui { $challenger }.
duel-expired = Provocarea lui { $challenger } către { $opponent } a expirat.
duel-expired-invite = Provocarea lui { $challenger } către { $opponent } a expirat fără răspuns. Trimite una nouă cu /ttt play.
duel-agent-with-opponent = Opțiunea agent este pentru partidele contra botului: las-o deoparte când provoci un membru.
duel-bot-opponent = Boții nu pot accepta provocări. Rulează /ttt play fără adversar ca să joci contra mea.

stats-title = X și 0: { $name }
stats-server = Acest server
stats-global = Peste tot
stats-rating = Punctaj
stats-games = Partide
stats-record = { $wins } V · { $draws } R · { $losses } Î
stats-summary = Punctaj **{ $rating }** · { $games ->
    [one] { $games } partidă
    [few] { $games } partide
   *[other] { $games } de partide
} · { $record }
stats-vs-people = Contra oamenilor
stats-vs-agents = Contra agenților
stats-streak = Serie
stats-best-streak = Cea mai bună serie
stats-streak-wins = { $count ->
    [one] { $count } victorie la rând
    [few] { $count } victorii la rând
   *[other] { $count } de victorii la rând
}
stats-streak-losses = { $count ->
    [one] { $count } înfrângere la rând
    [few] { $count } înfrângeri la rând
   *[other] { $count } de înfrângeri la rând
}
stats-streak-none = niciuna
stats-no-games = { $name } nu a terminat încă nicio partidă.
lb-title-server = Clasament · { $server }
lb-title-global = Clasament global
lb-row = **{ $rank }.** { $name } · **{ $rating }** · { $record } · serie { $streak }
lb-empty = { $min ->
    [one] Încă nu e nimeni în clasament: e nevoie de { $min } partidă terminată ca să apari aici.
    [few] Încă nu e nimeni în clasament: e nevoie de { $min } partide terminate ca să apari aici.
   *[other] Încă nu e nimeni în clasament: e nevoie de { $min } de partide terminate ca să apari aici.
}
lb-footer = { $min ->
    [one] Jucători cu cel puțin { $min } partidă terminată, după punctajul Elo.
    [few] Jucători cu cel puțin { $min } partide terminate, după punctajul Elo.
   *[other] Jucători cu cel puțin { $min } de partide terminate, după punctajul Elo.
}
agents-title = Agenți
agents-server-agent = Acest server joacă implicit cu **{ $name }**.
agents-default-mark = { " " }(implicit pe acest server)
agents-version = versiunea { $version }
agents-rating = punctaj Elo { $rating }
agents-metric = { $name }: { $value }
agents-accuracy = mutări optime: { $pct }
agents-vs = contra { $opponent }: cu X { $x }; cu O { $o }
agents-wdl = { $w } V · { $d } R · { $l } Î

review-title = Analiza partidei nr. { $game_id }
review-clean = Nicio mutare nu a schimbat valoarea partidei: ambele părți au jucat fără greșeală.
review-line = mutarea { $ply }, { $mark } în căsuța { $cell }, a transformat { $before } în { $after }; { $best } păstra { $kept }
review-line-no-best = mutarea { $ply }, { $mark } în căsuța { $cell }, a transformat { $before } în { $after }
review-value = { $value ->
    [win] o victorie
    [draw] o remiză
   *[loss] o înfrângere
}
review-kept = { $value ->
    [win] victoria
    [draw] remiza
   *[loss] înfrângerea
}
review-or = { $head } sau { $last }
review-left-early = { $how ->
    [resigned] { $value ->
        [win] { $mark } a abandonat într-o poziție câștigată.
       *[draw] { $mark } a abandonat deși poziția era încă egală.
    }
   *[timed-out] { $value ->
        [win] Lui { $mark } i-a expirat timpul într-o poziție câștigată.
       *[draw] Lui { $mark } i-a expirat timpul deși poziția era încă egală.
    }
}

admin-title = Setările serverului
admin-agent = Agent
admin-channels = Canale permise
admin-channels-all = toate canalele
admin-multiple-games = Mai multe partide deodată
admin-move-timeout = Timp pe mutare
admin-cooldown = Pauză între provocări
admin-language = Limba serverului
admin-language-default = { $language } (limba serverului pe Discord)
admin-language-updated = Mesajele publice de aici sunt acum în { $language }.
admin-yes = da
admin-no = nu
admin-updated-by = Modificat ultima dată de
admin-updated = Setări actualizate.

retrain-not-admin = Doar administratorii botului pot reantrena sau reveni la o versiune anterioară a agentului: asta schimbă agentul pe toate serverele (administratorii botului: TTT_BOT_ADMINS sau proprietarul aplicației).
retrain-promoted = Reantrenat: **{ $version }** joacă de la următoarea partidă.
retrain-unchanged = Nimic de îmbunătățit: **{ $version }** joacă în continuare.
retrain-rejected = Reantrenat, dar nepromovat: **{ $version }** joacă în continuare.
retrain-skipped = Nimic nou de învățat: **{ $version }** joacă în continuare.
retrain-busy = O reantrenare sau o revenire rulează deja; încearcă din nou după ce se termină.
retrain-failed = Reantrenarea a eșuat; nu s-a schimbat nimic.
retrain-rolled-back = Revenire făcută: **{ $version }** joacă de la următoarea partidă.
retrain-failed-checks = Mai slab decât versiunea în uz la:

cell-1 = stânga sus
cell-2 = sus
cell-3 = dreapta sus
cell-4 = stânga
cell-5 = centru
cell-6 = dreapta
cell-7 = stânga jos
cell-8 = jos
cell-9 = dreapta jos
cell-choice = { $cell } · { $name }
cell-aliases-1 = sus stânga, colțul din stânga sus
cell-aliases-2 = sus la mijloc, mijloc sus
cell-aliases-3 = sus dreapta, colțul din dreapta sus
cell-aliases-4 = mijloc stânga, stânga mijloc
cell-aliases-5 = mijloc, în centru, la mijloc
cell-aliases-6 = mijloc dreapta, dreapta mijloc
cell-aliases-7 = jos stânga, colțul din stânga jos
cell-aliases-8 = jos la mijloc, mijloc jos
cell-aliases-9 = jos dreapta, colțul din dreapta jos
cell-forms = un număr de la 1 la 9 (1 2 3 / 4 5 6 / 7 8 9 din stânga sus), o coordonată ca b2 sau cuvinte ca „centru” sau „stânga sus”

error-generic = Îmi pare rău, ceva n-a mers bine la mine. S-a înregistrat; te rog încearcă din nou.
error-manage-guild = Ai nevoie de permisiunea Gestionează serverul ca să schimbi setările botului.
error-guild-only = Această comandă funcționează doar pe un server.
error-bot-missing = Îmi lipsesc permisiuni aici: { $perms }.
error-bad-argument = Nu am putut folosi această valoare: { $detail }

error-no-active-game = Nu ai nicio partidă în desfășurare aici. Începe una cu /ttt play.
error-already-playing = { $who ->
    [you] Ai deja partida nr. { $game_id } în desfășurare aici: termin-o mai întâi cu /ttt move sau /ttt resign.
   *[other] { $name } joacă deja partida nr. { $game_id } aici.
}
error-not-your-turn = Nu e rândul tău: e rândul lui { $mark } ({ $name }).
error-not-your-game = Partida nr. { $game_id } este { $x } (X) contra { $o } (O); tu nu joci în ea.
error-stale-board = { $reason ->
    [moved-on] Tabla aceasta e depășită: partida nr. { $game_id } a ajuns la mutarea { $ply }. Iată tabla actuală.
    [conflict] Partida nr. { $game_id } s-a schimbat în timp ce mutai (altă mutare a ajuns prima); nu s-a jucat nimic. Uită-te din nou la tablă.
   *[resign] Partida se tot schimba în timp ce abandonai; încearcă din nou.
}
error-game-not-found = { $reason ->
    [none-to-review] Încă nu ai aici nicio partidă terminată de analizat.
   *[unknown] Nu există partida nr. { $game_id }.
}
error-review-in-progress = Partida nr. { $game_id } e încă în desfășurare; o analiză ar dezvălui cele mai bune mutări. Cere din nou după ce se termină.
error-leaderboard-size = Un clasament arată între { $low } și { $high } jucători, nu { $value }.
error-channel-not-allowed = Aici nu se joacă pe acest canal; încearcă unul dintre canalele de joc ale serverului sau cere unui administrator să-l permită pe acesta.
error-cooldown = Ai provocat pe cineva adineauri; poți provoca din nou peste { $wait }.
error-challenge = Această provocare nu este posibilă.
error-challenge-option = Această opțiune a provocării nu este validă: { $value }.
error-invalid-first-mover = „{ $value }” nu este o variantă pentru cine începe: eu, adversarul sau la întâmplare.
error-invalid-challenge-expiry = O provocare trebuie să expire după { $low } până la { $high }, nu „{ $value }”.
error-self-challenge = Nu te poți provoca singur. Rulează /ttt play fără adversar ca să joci contra mea.
error-bot-challenge = { $name } este un bot și nu poate juca dueluri. Rulează /ttt play fără adversar ca să joci contra mea.
error-duplicate-challenge = Tu și { $opponent } aveți deja o provocare care așteaptă răspuns (nr. { $challenge_id }); răspunde-i sau las-o să expire mai întâi.
error-unknown-challenge = Nu găsesc provocarea nr. { $challenge_id }.
error-not-challenged = Provocarea nr. { $challenge_id } este pentru { $opponent }: doar această persoană o poate accepta sau refuza.
error-challenge-expired = Această provocare (nr. { $challenge_id }) a expirat. Trimite una nouă cu /ttt play și un adversar.
error-challenge-answered = Această provocare (nr. { $challenge_id }) a primit deja un răspuns.
error-challenge-already-accepted = Această provocare (nr. { $challenge_id }) a fost deja acceptată: partida e în desfășurare.
error-challenge-already-declined = Această provocare (nr. { $challenge_id }) a fost deja refuzată.
error-agent-unavailable = Agentul { $agent } nu poate juca acum. Alege altul (/ttt agents îi listează).
error-invalid-setting = { $reason ->
    [empty] Nimic de schimbat: indică o setare și noua ei valoare.
    [unknown] Setare necunoscută „{ $name }”; setările sunt: { $known }.
    [range] { $name } trebuie să fie între { $low } și { $high }, nu „{ $value }”.
   *[value] { $name } nu poate fi „{ $value }”.
}
error-invalid-board = Această poziție nu poate apărea într-o partidă.
error-illegal-move = Această mutare nu este permisă.
error-cell-out-of-range = Căsuțele sunt numerotate de la 1 la 9, nu { $value }.
error-cell-occupied = Căsuța { $cell } este deja ocupată de { $mark }.
error-game-over = Partida nr. { $game_id } s-a terminat: { $result }
error-cell-parse = { $reason ->
    [empty] Ce căsuță? Folosește { $forms }.
    [number] „{ $input }” nu este o căsuță: căsuțele sunt numerotate de la 1 la 9.
   *[unknown] Nu recunosc căsuța „{ $input }”. Folosește { $forms }.
}
error-unknown-agent = Nu există niciun agent numit „{ $name }”. Agenți disponibili: { $agents }.
error-weights = Ponderile agentului { $agent } nu au putut fi încărcate; nu poate juca până nu sunt reparate.
error-not-admin = Doar administratorii botului pot reantrena sau reveni la o versiune anterioară a agentului: asta schimbă agentul pe toate serverele (administratorii botului: TTT_BOT_ADMINS sau proprietarul aplicației).
error-busy = O reantrenare sau o revenire rulează deja; încearcă din nou după ce se termină.
error-retrain = Reantrenarea a eșuat; nu s-a schimbat nimic ({ $detail }).
error-database-unavailable = Baza de date a partidelor nu este disponibilă acum; nu s-a schimbat nimic. Încearcă din nou puțin mai târziu.
error-database-unconfirmed = Baza de date a partidelor a încetat să răspundă în timpul salvării: poate s-a salvat, poate nu. Verifică înainte să încerci din nou (/ttt board îți arată partida).
error-usage = { $reason ->
    [read] Nu am putut citi această comandă ({ $detail }). Scrie /ttt help.
    [missing-command] Lipsește o comandă după /ttt. Scrie /ttt help.
    [unknown-command] Comandă necunoscută „{ $command }”. Comenzile încep cu /ttt; scrie /ttt help.
    [no-cell] Ce căsuță? Utilizare: /ttt move <căsuță>, de exemplu /ttt move 5
    [bad-first] „first” trebuie să fie una dintre { $choices }, nu „{ $value }”.
   *[unexpected] „{ $input }” neașteptat. Utilizare: { $usage }
}

cmd-ttt =
    .description = X și 0 contra botului sau a altor membri
cmd-ttt-play = joacă
    .description = Joacă contra agentului serverului sau provoacă un membru
cmd-ttt-play-opponent = adversar
    .description = Un membru de provocat (fără el, joci contra mea)
cmd-ttt-play-agent = agent
    .description = Agentul contra căruia joci (implicit: agentul acestui server)
cmd-ttt-play-first = primul
    .description = Cine joacă cu X și începe
cmd-ttt-move = mutare
    .description = Joacă o căsuță în partida ta
cmd-ttt-move-cell = căsuță
    .description = 1-9 din stânga sus (1 2 3 / 4 5 6 / 7 8 9), sau b2, centru…
cmd-ttt-board = tablă
    .description = Arată partida ta în desfășurare
cmd-ttt-resign = abandon
    .description = Abandonează partida ta în desfășurare
cmd-ttt-stats = statistici
    .description = Punctajul, victoriile, remizele, înfrângerile și seriile unui membru
cmd-ttt-stats-member = membru
    .description = Ale cui statistici (implicit: ale tale)
cmd-ttt-leaderboard = clasament
    .description = Cei mai buni jucători după punctajul Elo
cmd-ttt-leaderboard-scope = domeniu
    .description = Acest server sau peste tot
cmd-ttt-agents = agenți
    .description = Agenții contra cărora poți juca și puterea lor măsurată
cmd-ttt-review = analiză
    .description = Mutările care au schimbat rezultatul ultimei tale partide
cmd-ttt-review-game = partidă
    .description = Numărul partidei (implicit: ultima ta partidă terminată aici)
cmd-ttt-admin =
    .description = Setările X și 0 pentru acest server
cmd-ttt-admin-settings = setări
    .description = Arată setările acestui server
cmd-ttt-admin-agent = agent
    .description = Alege agentul contra căruia joacă implicit membrii aici
cmd-ttt-admin-agent-name = nume
    .description = Numele agentului (vezi /ttt agents)
cmd-ttt-admin-allow-channel = permite-canal
    .description = Permite partide pe un canal (odată permis unul, doar pe acelea)
cmd-ttt-admin-allow-channel-channel = canal
    .description = Canalul
cmd-ttt-admin-disallow-channel = elimină-canal
    .description = Elimină un canal din canalele permise
cmd-ttt-admin-disallow-channel-channel = canal
    .description = Canalul
cmd-ttt-admin-all-channels = toate-canalele
    .description = Permite partide pe toate canalele
cmd-ttt-admin-multiple-games = mai-multe-partide
    .description = Dacă un membru poate avea mai multe partide deodată
cmd-ttt-admin-multiple-games-enabled = activat
    .description = Da sau nu
cmd-ttt-admin-move-timeout = timp-mutare
    .description = Cât timp are un jucător pentru o mutare
cmd-ttt-admin-move-timeout-seconds = secunde
    .description = În secunde
cmd-ttt-admin-cooldown = pauză
    .description = Cât așteaptă un membru între două provocări
cmd-ttt-admin-cooldown-seconds = secunde
    .description = În secunde
cmd-ttt-admin-language = limbă
    .description = Limba mesajelor publice ale serverului (table, invitații, rezultate)
cmd-ttt-admin-language-language = limbă
    .description = O limbă (fără ea: limba serverului pe Discord)
cmd-ttt-owner =
    .description = Reantrenarea agentului botului (proprietarii botului)
cmd-ttt-owner-retrain = reantrenează
    .description = Reantrenează acum DQN pe partidele membrilor (administratorii botului)
cmd-ttt-owner-rollback = revino
    .description = Repune în uz versiunea anterioară a DQN (administratorii botului)

choice-me = eu
choice-bot = botul (sau adversarul)
choice-random = la întâmplare
choice-server = acest server
choice-global = global

console-welcome = consola tttbot - scrie /ttt help pentru comenzi, quit pentru ieșire.
console-help =
    Comenzi (căsuțe: { $forms }):
      /ttt play [agent] [first:me|bot|random]   începe o partidă (agent implicit: { $default })
      /ttt move <căsuță>                         joacă o căsuță (merge și doar căsuța, ca 5)
      /ttt board                                 arată partida ta
      /ttt resign                                abandonează partida curentă
      /ttt stats [global]                        rezultatele, punctajul și seriile tale
      /ttt leaderboard [global] [N]              jucătorii cu cel mai mare punctaj ({ $ranked }+ partide)
      /ttt review [partidă]                      mutările care au schimbat rezultatul ultimei tale partide
      /ttt agents                                agenții contra cărora poți juca
      /ttt admin learning                        ce a învățat botul de la oamenii acestui server
      /ttt help                                  acest text
      quit                                       ieșire
console-error = Ceva n-a mers bine cu această comandă; s-a înregistrat. Scrie /ttt help.
console-timed-out = Partida nr. { $game_id } a expirat: { $result }
console-opening = Partida nr. { $game_id }: { $x } (X) contra { $o } (O).
console-agent-opens = { $name } deschide în căsuța { $cell }.
console-you-played = Ai jucat { $cell }.
console-agent-answered = Ai jucat { $cell }; { $name } a răspuns { $reply }.
console-you = tu
console-scope-here = aici
console-scope-everywhere = peste tot
console-no-stats = Încă nu există partide terminate pentru { $name } ({ $where }). Începe una cu /ttt play.
console-stats-head = Statisticile lui { $name } ({ $where }): punctaj { $rating } ({ $games ->
    [one] { $games } partidă
    [few] { $games } partide
   *[other] { $games } de partide
}, { $ranked })
console-ranked = în clasament
console-to-rank = { $count ->
    [one] încă { $count } partidă până la clasament
    [few] încă { $count } partide până la clasament
   *[other] încă { $count } de partide până la clasament
}
console-stats-overall = total
console-stats-vs-people = contra oamenilor
console-stats-vs-agent = contra { $agent }
console-streak = serie { $streak } (cea mai bună { $best })
console-no-leaderboard = { $min ->
    [one] Încă nu e nimeni în clasament ({ $where }): jucătorii apar după { $min } partidă.
    [few] Încă nu e nimeni în clasament ({ $where }): jucătorii apar după { $min } partide.
   *[other] Încă nu e nimeni în clasament ({ $where }): jucătorii apar după { $min } de partide.
}
console-leaderboard-head = Clasament ({ $where }):
console-games = { $count ->
    [one] { $count } partidă
    [few] { $count } partide
   *[other] { $count } de partide
}
console-review-clean = Nicio mutare nu a schimbat valoarea partidei: fiecare mutare a păstrat cel mai bun rezultat.
console-agents-head = Agenți (punctaj Elo; agenți care învață: versiune, proporția măsurată de mutări optime):
console-optimal = { $pct } optime

## What the bot learned from this server's people (/ttt-admin learning)
learning-none = Niciun { $agent } reantrenat nu a învățat încă de la oamenii acestui server.
learning-head = { $agent } { $version } (reantrenat din { $base }) a învățat de la oamenii acestui server. Partide folosite: { $games }; păstrate pentru verificare: { $held }.
learning-winrate = Rata de victorie așteptată contra oamenilor voștri: { $before } → { $after }
learning-held-out = Pe partidele păstrate: câștig { $gain } (interval de { $confidence } de la { $lower } la { $upper })
learning-habit = Oamenii voștri: { $habit } în { $pct } din cazuri ({ $chances } ocazii).
learning-habit-win-line = joacă mutarea câștigătoare pe rând sau coloană
learning-habit-win-diag = joacă mutarea câștigătoare pe diagonală
learning-habit-block-line = blochează o amenințare pe rând sau coloană
learning-habit-block-diag = blochează o amenințare pe diagonală
learning-no-habits = Încă prea puține partide pentru a le descrie obiceiurile.
agents-vs-people = { $pct } victorii așteptate contra oamenilor acestui server
learning-line = { $own ->
    [yes] Acest server are propriul mod de joc.
   *[no] Acest server este jucat cu linia învățată de la toți.
}
cmd-ttt-admin-learning = învățare
    .description = Ce a învățat botul de la oamenii acestui server

## Stale boards, invalid buttons, the console's results

board-refreshed = Acea tablă era depășită, așa că nu s-a jucat nimic: acum arată poziția actuală (mutarea { $ply }). Fă-ți mutarea pe ea.
board-refreshed-over = Acea tablă era depășită, așa că nu s-a jucat nimic: acum arată cum s-a încheiat jocul.
button-invalid = Acest buton nu mai este valabil. /ttt board îți arată aici jocul în desfășurare.
console-turn = La mutare: { $mark } ({ $name })
console-you-won = { $how ->
    [resigned] { $loser } a abandonat; ai câștigat ({ $mark }).
    [timed-out] Timpul lui { $loser } a expirat; ai câștigat ({ $mark }).
   *[played] Ai câștigat ({ $mark }).
}
console-you-lost = { $how ->
    [resigned] Ai abandonat; { $name } ({ $mark }) câștigă.
    [timed-out] Timpul tău a expirat; { $name } ({ $mark }) câștigă.
   *[played] { $name } ({ $mark }) câștigă.
}

## Levels by name (/ttt play difficulty) and the fair level's target

# /ttt play with both an opponent and a difficulty (a duel has no bot to set).
duel-difficulty-with-opponent = Opțiunea de dificultate este pentru jocurile contra botului: omite-o când provoci un membru.
# $reason: with-agent (a difficulty and an agent given together), unknown ($value: what was
# given; $choices: the difficulties).
error-difficulty = { $reason ->
    [with-agent] Alege o dificultate sau un agent, nu pe amândouă: o dificultate își alege propriul agent.
   *[unknown] Dificultatea trebuie să fie una dintre { $choices }, nu „{ $value }”.
}
# The settings embed: the fair level's target ($pct: whole percent).
admin-fair-target = Nivel corect: ponderea victoriilor membrilor
admin-fair-target-value = { $pct }% din jocuri
# The console's help, a line after the commands ($levels: easy|medium|…; $target: percent).
console-help-levels = Niveluri: /ttt play difficulty:{ $levels } (în locul unui agent); fair se adaptează astfel încât să câștigi cam { $target }% din jocuri.
cmd-ttt-play-difficulty = dificultate
    .description = Cât de puternic joacă botul (în locul unui agent); corect se adaptează ție
cmd-ttt-admin-fair-target = țintă-corect
    .description = Ponderea jocurilor pe care membrii ar trebui să le câștige la nivelul corect
cmd-ttt-admin-fair-target-percent = procent
    .description = În procente (omite pentru valoarea implicită, 40)
choice-easy = ușor
choice-medium = mediu
choice-hard = greu
choice-unbeatable = imbatabil
choice-fair = corect (se adaptează ție)
## The review's picture (its caption in the embed footer, its alt text)
review-picture-before = Imagine: poziția dinaintea mutării { $ply }, la mutare este { $mark }.
review-picture-final = Imagine: poziția finală.
review-picture-legend = Verde: { $mark } câștigă jucând acolo, gri: remiză, roșu: pierde; contur auriu: cele mai bune mutări.
review-picture-played = Contur roz: mutarea jucată.
review-picture-alt = Tabla jocului #{ $game_id }, fiecare căsuță liberă verde, gri sau roșie după cum { $mark } câștigă, face remiză sau pierde jucând acolo.
review-picture-alt-final = Tabla finală a jocului #{ $game_id }.
console-review-picture-saved = Imaginea a fost salvată în { $path }
console-review-picture-failed = Imaginea nu a putut fi salvată în { $path }: { $reason }
## Standings: farm-proof ratings, seasons, provisional players, measured agents

# /ttt stats when every game of the member was on this server (one line, not two alike).
stats-server-everywhere = Acest server (toate partidele tale)
# Leaderboards: a channel's board; which season a board counts; a player under the ranking
# threshold ($games of $min games), shown unranked.
lb-title-channel = Clasament · #{ $channel } · { $server }
lb-season-current = Sezonul { $season } (curent)
lb-season-past = Sezonul { $season } / { $current }
lb-all-time = Toate sezoanele
lb-provisional = provizoriu
lb-row-provisional = **–** { $name } · **{ $rating }** · { $record } · provizoriu ({ $games }/{ $min })
lb-this-channel = Acest canal
# /ttt agents: an agent's rating measured against people, and people's results against it.
agents-measured = Rating măsurat contra oamenilor: { $rating } · partide contra oamenilor: { $games }
agents-people-here = Oamenii de aici: { $record }
agents-people-everywhere = Oamenii de peste tot: { $record }
# Under a finished board: each person's new season rating and its change ($change: +12, -8).
board-rating = { $name }: rating { $rating } ({ $change })
board-unrated = { $name }: partidă fără rating, ratingul nu se schimbă
# /ttt-admin season new (public).
season-started = A început sezonul { $season }: clasamentul pornește de la zero. Sezonul { $previous } rămâne vizibil cu /ttt leaderboard season:{ $previous }.
error-season = { $reason ->
    [global] Clasamentul global nu are sezoane: sezoanele sunt ale fiecărui server.
    [channel-all-time] Clasamentele de canal se țin pe sezoane: alege un număr de sezon sau clasamentul serverului pe toate sezoanele.
    [race] Alt admin a început un sezon nou în același moment; nimic altceva nu s-a schimbat.
   *[not-started] Nu există sezonul { $season } aici: acest server este în sezonul { $current }.
}
cmd-ttt-leaderboard-season = sezon
    .description = Un număr de sezon sau all pentru toate sezoanele (implicit: sezonul curent)
choice-channel = canal
cmd-ttt-admin-season = sezon
    .description = Sezoanele clasamentului acestui server
cmd-ttt-admin-season-new = nou
    .description = Arhivează clasamentul acestui sezon și începe un sezon nou
## Rematches: the rematch button, /ttt history, their refusals, the console's forms
rematch-button = Revanșă
rematch-invite-note = O revanșă pentru partida #{ $game_id }, cu culorile inversate.
error-rematch = Revanșa aceasta nu este posibilă.
error-rematch-not-player = Doar { $x } și { $o } pot cere revanșa pentru partida #{ $game_id }.
error-rematch-not-over = Partida #{ $game_id } este încă în desfășurare: termin-o înainte să ceri revanșa.
error-rematch-taken = Partida #{ $game_id } și-a avut deja revanșa: partida #{ $rematch_id }.
error-nothing-to-rematch = Nu ai încă aici nicio partidă încheiată pentru revanșă.
error-history-size = Un istoric arată între { $low } și { $high } partide, nu { $value }.
history-title = Partidele recente ale lui { $name }
history-empty = Nicio partidă încheiată a lui { $name } pe acest server pe care să o poți analiza.
history-line = #{ $game_id } · { $date } · contra { $opponent } · { $result }
history-result = { $result ->
    [win] câștigată
    [loss] pierdută
    [unrated] abandonat, fără punctaj
   *[draw] remiză
}
history-option = Partida #{ $game_id } contra { $opponent }
history-pick = Alege o partidă de analizat
history-footer = Cele mai noi întâi. Alege una mai jos ca să o analizezi sau folosește /ttt review <număr>.
cmd-ttt-history = istoric
    .description = Partidele tale recente de aici sau ale unui membru
cmd-ttt-history-member = membru
    .description = Ale cui partide (implicit: ale tale)
console-history-head = Partidele tale recente de aici, cele mai noi întâi (/ttt review <număr> analizează una):
console-history-empty = Nu ai încă nicio partidă încheiată aici.
console-history-line = #{ $game_id }  { $date }  contra { $opponent }: { $result }
console-help-rematch = joacă din nou aici ultima ta partidă, cu culorile inversate
console-help-history = partidele tale recente de aici, de analizat după număr
console-help-admin = setările acestui server; schimbă una cu /ttt admin <setting> <value>
## The front: post limits, one live board, roles, looks, help, welcome, unrated games

board-abandoned-unrated = Abandonată înainte de prima mutare: fără rating, nu contează pentru nimeni.
board-replaced = Tabla aceea a fost înlocuită de una mai nouă, așa că nu s-a jucat nimic. Joacă pe tabla cea mai nouă (sau /ttt board).
error-game-channels-elsewhere = Aici nu se joacă pe acest canal; se joacă în { $channels }.
error-role-not-allowed = Jocurile de aici sunt pentru membrii cu unul dintre aceste roluri: { $roles }.
error-public-post-limit-reached = M-ai făcut să public { $limit } table publice în ultimul minut; încearcă din nou peste { $wait } s.
error-invalid-looks = { $reason ->
    [emoji] { $name } trebuie să fie un singur emoji (ca ❌ sau un emoji al serverului ca <:cross:123456789012345678>), nu „{ $value }”.
   *[colour] Culoarea trebuie să fie hexazecimală, ca #5865F2, nu „{ $value }”.
}
admin-roles = Roluri care joacă
admin-roles-all = toți membrii
admin-public-posts = Table publice per membru
admin-public-posts-value = { $count } pe minut
admin-no-limit = fără limită
admin-looks = Aspect
admin-looks-value = X: { $x } · O: { $o } · culoare: { $colour }
admin-looks-default = cea a botului
retrain-owners-only = Doar proprietarii botului pot reantrena agentul sau reveni la cel anterior: asta schimbă agentul pe toate serverele.
help-discord =
    Cum se joacă X și 0 aici
    Căsuțe: { $forms }. Pe o tablă, fiecare căsuță goală își arată numărul: apasă pe ea sau scrie /ttt move cu el.
    `/ttt play` joacă împotriva mea (agent implicit: { $default }) sau provoacă un membru cu opțiunea adversar
    `/ttt move` joacă o căsuță
    `/ttt board` arată din nou jocul tău
    `/ttt resign` renunță la jocul tău
    `/ttt stats` bilanțul, ratingul și seriile unui membru
    `/ttt leaderboard` jucătorii cu cel mai bun rating (de la { $ranked } jocuri)
    `/ttt review` mutările care au schimbat rezultatul unui joc
    `/ttt agents` agenții cu care poți juca
    `/ttt help` acest text
    Administratori: `/ttt-admin settings` arată ce a ales acest server.
help-welcome = Salut! Joc X și 0, împotriva voastră sau între voi. Începe un joc cu `/ttt play`; `/ttt help` listează toate comenzile, iar administratorii găsesc setările la `/ttt-admin`.
cmd-ttt-help =
    .description = Cum se joacă, și toate comenzile
cmd-ttt-admin-allow-role =
    .description = Lasă să joace membrii cu un rol (odată ales unul, doar ei)
cmd-ttt-admin-allow-role-role =
    .description = Rolul
cmd-ttt-admin-disallow-role =
    .description = Scoate un rol din rolurile care joacă
cmd-ttt-admin-disallow-role-role =
    .description = Rolul
cmd-ttt-admin-all-roles =
    .description = Lasă toți membrii să joace
cmd-ttt-admin-public-posts =
    .description = Câte table mă poate pune un membru să public pe minut
cmd-ttt-admin-public-posts-per_minute =
    .description = Table pe minut și membru (0: fără limită)
cmd-ttt-admin-looks =
    .description = Emoji-urile semnelor și culoarea tablelor acestui server
cmd-ttt-admin-looks-x =
    .description = Un emoji pentru X (și al serverului); implicit: litera
cmd-ttt-admin-looks-o =
    .description = Un emoji pentru O (și al serverului); implicit: litera
cmd-ttt-admin-looks-colour =
    .description = Culoarea tablelor în joc, hexazecimal (#5865F2); implicit: cea a botului
looks-emoji-elsewhere = { $emoji } nu este un emoji al acestui server: folosește unul dintre emoji-urile lui sau un emoji Unicode.
