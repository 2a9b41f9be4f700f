# Lietuvių. Same messages and variables as en.ftl (the reference); see its comments.
# Plural categories: one (1, 21…), few (2-9, 22-29…), many (fractions), other (0, 10-20…).

board-title = Partija Nr. { $game_id }
board-vs = { $x } (X) prieš { $o } (O)
board-turn = Ėjimas: { $mark } ({ $name })
board-won = Laimi { $name } ({ $mark }).
board-drawn = Lygiosios.
board-resigned = { $loser } pasidavė; laimi { $name } ({ $mark }).
board-abandoned = { $loser } baigėsi laikas; laimi { $name } ({ $mark }).
board-agent = Agentas
board-agent-side = { $name } (agentas)
board-footer = Ėjimas { $ply } · partija Nr. { $game_id }
board-footer-over = { $moves ->
    [one] { $moves } ėjimas
    [few] { $moves } ėjimai
    [many] { $moves } ėjimo
   *[other] { $moves } ėjimų
} · partija Nr. { $game_id }
board-moved-on = Ši lenta tęsiasi naujesnėje žinutėje.
board-none = Čia neturi vykstančios partijos. Pradėk ją komanda /ttt play.

duel-title = Kryžiukų-nuliukų iššūkis
duel-invite = { $opponent }, { $challenger } kviečia tave sužaisti partiją. Atsakyk { $expires }.
duel-first-me = { $challenger } žaidžia X ir pradeda.
duel-first-them = { $opponent } žaidžia X ir pradeda.
duel-first-random = Kas žais X, nuspręs burtai.
duel-accept = Priimti
duel-decline = Atmesti
duel-declined = { $opponent } atmetė { $challenger } iššūkį.
duel-expired = { $challenger } iššūkis žaidėjui { $opponent } baigė galioti.
duel-expired-invite = { $challenger } iššūkis žaidėjui { $opponent } baigė galioti be atsakymo. Siųsk naują komanda /ttt play.
duel-agent-with-opponent = Parinktis agent skirta partijoms prieš botą: praleisk ją, kai kvieti narį.
duel-bot-opponent = Botai negali priimti iššūkių. Paleisk /ttt play be priešininko, kad žaistum prieš mane.

stats-title = { $name } kryžiukai-nuliukai
stats-server = Šis serveris
stats-global = Visur
stats-rating = Reitingas
stats-games = Partijos
stats-record = { $wins } L · { $draws } Ly · { $losses } P
stats-summary = Reitingas **{ $rating }** · { $games ->
    [one] { $games } partija
    [few] { $games } partijos
    [many] { $games } partijos
   *[other] { $games } partijų
} · { $record }
stats-vs-people = Prieš žmones
stats-vs-agents = Prieš agentus
stats-streak = Serija
stats-best-streak = Geriausia serija
stats-streak-wins = { $count ->
    [one] { $count } pergalė iš eilės
    [few] { $count } pergalės iš eilės
    [many] { $count } pergalės iš eilės
   *[other] { $count } pergalių iš eilės
}
stats-streak-losses = { $count ->
    [one] { $count } pralaimėjimas iš eilės
    [few] { $count } pralaimėjimai iš eilės
    [many] { $count } pralaimėjimo iš eilės
   *[other] { $count } pralaimėjimų iš eilės
}
stats-streak-none = nėra
stats-no-games = { $name } dar nebaigė nė vienos partijos.
lb-title-server = Reitingų lentelė · { $server }
lb-title-global = Bendra reitingų lentelė
lb-row = **{ $rank }.** { $name } · **{ $rating }** · { $record } · serija { $streak }
lb-empty = { $min ->
    [one] Dar niekas neturi reitingo: kad patektum čia, reikia baigti { $min } partiją.
    [few] Dar niekas neturi reitingo: kad patektum čia, reikia baigti { $min } partijas.
    [many] Dar niekas neturi reitingo: kad patektum čia, reikia baigti { $min } partijos.
   *[other] Dar niekas neturi reitingo: kad patektum čia, reikia baigti { $min } partijų.
}
lb-footer = { $min ->
    [one] Žaidėjai, baigę bent { $min } partiją, pagal Elo reitingą.
    [few] Žaidėjai, baigę bent { $min } partijas, pagal Elo reitingą.
    [many] Žaidėjai, baigę bent { $min } partijos, pagal Elo reitingą.
   *[other] Žaidėjai, baigę bent { $min } partijų, pagal Elo reitingą.
}
agents-title = Agentai
agents-server-agent = Šis serveris pagal numatymą žaidžia su **{ $name }**.
agents-default-mark = { " " }(numatytasis šiame serveryje)
agents-version = versija { $version }
agents-rating = Elo reitingas { $rating }
agents-metric = { $name }: { $value }
agents-accuracy = optimalūs ėjimai: { $pct }
agents-vs = prieš { $opponent }: kaip X { $x }; kaip O { $o }
agents-wdl = { $w } L · { $d } Ly · { $l } P

review-title = Partijos Nr. { $game_id } analizė
review-clean = Nė vienas ėjimas nepakeitė partijos vertės: abi pusės žaidė be klaidų.
review-line = ėjimas { $ply }, { $mark } į langelį { $cell }, pavertė { $before } į { $after }; { $best } būtų išlaikęs { $kept }
review-line-no-best = ėjimas { $ply }, { $mark } į langelį { $cell }, pavertė { $before } į { $after }
review-value = { $value ->
    [win] pergalę
    [draw] lygiąsias
   *[loss] pralaimėjimą
}
review-kept = { $value ->
    [win] pergalę
    [draw] lygiąsias
   *[loss] pralaimėjimą
}
review-or = { $head } arba { $last }
review-left-early = { $how ->
    [resigned] { $value ->
        [win] { $mark } pasidavė laimėtoje pozicijoje.
       *[draw] { $mark } pasidavė, nors pozicija dar buvo lygi.
    }
   *[timed-out] { $value ->
        [win] { $mark } baigėsi laikas laimėtoje pozicijoje.
       *[draw] { $mark } baigėsi laikas, nors pozicija dar buvo lygi.
    }
}

admin-title = Serverio nustatymai
admin-agent = Agentas
admin-channels = Leidžiami kanalai
admin-channels-all = visi kanalai
admin-multiple-games = Kelios partijos vienu metu
admin-move-timeout = Laikas ėjimui
admin-cooldown = Pertrauka tarp iššūkių
admin-language = Serverio kalba
admin-language-default = { $language } (serverio kalba Discord)
admin-language-updated = Vieši pranešimai čia dabar rodomi kalba: { $language }.
admin-yes = taip
admin-no = ne
admin-updated-by = Paskutinį kartą keitė
admin-updated = Nustatymai atnaujinti.

retrain-not-admin = Tik boto administratoriai gali iš naujo apmokyti agentą arba jį atkurti: tai pakeičia agentą visuose serveriuose (boto administratoriai: TTT_BOT_ADMINS arba programos savininkas).
retrain-promoted = Apmokyta iš naujo: **{ $version }** žaidžia nuo kitos partijos.
retrain-unchanged = Nėra ką tobulinti: **{ $version }** žaidžia toliau.
retrain-rejected = Apmokyta iš naujo, bet nepaskirta: **{ $version }** žaidžia toliau.
retrain-skipped = Nėra iš ko mokytis naujo: **{ $version }** žaidžia toliau.
retrain-busy = Apmokymas arba atkūrimas jau vyksta; bandyk dar kartą, kai baigsis.
retrain-failed = Apmokymas nepavyko; niekas nepasikeitė.
retrain-rolled-back = Atkurta: **{ $version }** žaidžia nuo kitos partijos.
retrain-failed-checks = Prastesnis už dabartinę versiją:

cell-1 = viršuje kairėje
cell-2 = viršuje
cell-3 = viršuje dešinėje
cell-4 = kairėje
cell-5 = centre
cell-6 = dešinėje
cell-7 = apačioje kairėje
cell-8 = apačioje
cell-9 = apačioje dešinėje
cell-choice = { $cell } · { $name }
cell-aliases-1 = kairėje viršuje, viršutinis kairysis kampas
cell-aliases-2 = viršuje centre, viršus
cell-aliases-3 = dešinėje viršuje, viršutinis dešinysis kampas
cell-aliases-4 = kairėje centre, kairė
cell-aliases-5 = centras, vidurys, viduryje
cell-aliases-6 = dešinėje centre, dešinė
cell-aliases-7 = kairėje apačioje, apatinis kairysis kampas
cell-aliases-8 = apačioje centre, apačia
cell-aliases-9 = dešinėje apačioje, apatinis dešinysis kampas
cell-forms = skaičių nuo 1 iki 9 (1 2 3 / 4 5 6 / 7 8 9 nuo viršutinio kairiojo kampo), koordinatę kaip b2 arba žodžius kaip „centre“ ar „viršuje kairėje“

error-generic = Atsiprašau, pas mane kažkas nepavyko. Tai užregistruota; bandyk dar kartą.
error-manage-guild = Norint keisti boto nustatymus, reikia leidimo „Tvarkyti serverį“.
error-guild-only = Ši komanda veikia tik serveryje.
error-bot-missing = Man čia trūksta leidimų: { $perms }.
error-bad-argument = Negaliu naudoti šios reikšmės: { $detail }

error-no-active-game = Čia neturi vykstančios partijos. Pradėk ją komanda /ttt play.
error-already-playing = { $who ->
    [you] Čia jau vyksta tavo partija Nr. { $game_id }: pirma ją užbaik komanda /ttt move arba /ttt resign.
   *[other] { $name } čia jau žaidžia partiją Nr. { $game_id }.
}
error-not-your-turn = Ne tavo ėjimas: eina { $mark } ({ $name }).
error-not-your-game = Partiją Nr. { $game_id } žaidžia { $x } (X) ir { $o } (O); tu joje nedalyvauji.
error-stale-board = { $reason ->
    [moved-on] Ši lenta pasenusi: partija Nr. { $game_id } jau pasiekė { $ply } ėjimą. Štai dabartinė lenta.
    [conflict] Partija Nr. { $game_id } pasikeitė, kol ėjai (kitas ėjimas atėjo anksčiau); niekas nesužaista. Pažiūrėk į lentą dar kartą.
   *[resign] Partija vis keitėsi, kol pasidavei; bandyk dar kartą.
}
error-game-not-found = { $reason ->
    [none-to-review] Čia dar neturi baigtos partijos analizei.
   *[unknown] Partijos Nr. { $game_id } nėra.
}
error-review-in-progress = Partija Nr. { $game_id } dar vyksta; analizė atskleistų geriausius ėjimus. Paprašyk dar kartą, kai ji baigsis.
error-leaderboard-size = Reitingų lentelė rodo nuo { $low } iki { $high } žaidėjų, ne { $value }.
error-channel-not-allowed = Šiame kanale čia nežaidžiama; pabandyk vieną iš serverio žaidimų kanalų arba paprašyk administratoriaus leisti šį.
error-cooldown = Ką tik kažką iškvietei; vėl kviesti galėsi po { $wait }.
error-challenge = Toks iššūkis negalimas.
error-challenge-option = Ši iššūkio parinktis netinkama: { $value }.
error-invalid-first-mover = „{ $value }“ nėra pasirinkimas, kas pradeda: aš, priešininkas ar atsitiktinai.
error-invalid-challenge-expiry = Iššūkis turi baigti galioti po { $low } – { $high }, ne „{ $value }“.
error-self-challenge = Negali iškviesti savęs. Paleisk /ttt play be priešininko, kad žaistum prieš mane.
error-bot-challenge = { $name } yra botas ir negali žaisti dvikovų. Paleisk /ttt play be priešininko, kad žaistum prieš mane.
error-duplicate-challenge = Tu ir { $opponent } jau turite atsakymo laukiantį iššūkį (Nr. { $challenge_id }); pirma į jį atsakyk arba leisk jam pasibaigti.
error-unknown-challenge = Nerandu iššūkio Nr. { $challenge_id }.
error-not-challenged = Iššūkis Nr. { $challenge_id } skirtas { $opponent }: tik šis žaidėjas gali jį priimti arba atmesti.
error-challenge-expired = Šis iššūkis (Nr. { $challenge_id }) baigė galioti. Siųsk naują komanda /ttt play su priešininku.
error-challenge-answered = Į šį iššūkį (Nr. { $challenge_id }) jau atsakyta.
error-challenge-already-accepted = Šis iššūkis (Nr. { $challenge_id }) jau priimtas: partija vyksta.
error-challenge-already-declined = Šis iššūkis (Nr. { $challenge_id }) jau atmestas.
error-agent-unavailable = Agentas { $agent } šiuo metu negali žaisti. Pasirink kitą (/ttt agents juos išvardija).
error-invalid-setting = { $reason ->
    [empty] Nėra ką keisti: nurodyk nustatymą ir naują jo reikšmę.
    [unknown] Nežinomas nustatymas „{ $name }“; nustatymai: { $known }.
    [range] { $name } turi būti nuo { $low } iki { $high }, ne „{ $value }“.
   *[value] { $name } negali būti „{ $value }“.
}
error-invalid-board = Tokia padėtis partijoje negalima.
error-illegal-move = Toks ėjimas neleidžiamas.
error-cell-out-of-range = Langeliai numeruojami nuo 1 iki 9, ne { $value }.
error-cell-occupied = Langelį { $cell } jau užėmė { $mark }.
error-game-over = Partija Nr. { $game_id } baigėsi: { $result }
error-cell-parse = { $reason ->
    [empty] Kuris langelis? Nurodyk { $forms }.
    [number] „{ $input }“ nėra langelis: langeliai numeruojami nuo 1 iki 9.
   *[unknown] Neatpažįstu langelio „{ $input }“. Nurodyk { $forms }.
}
error-unknown-agent = Agento, vardu „{ $name }“, nėra. Galimi agentai: { $agents }.
error-weights = Nepavyko įkelti agento { $agent } svorių; jis negalės žaisti, kol jie nebus sutaisyti.
error-not-admin = Tik boto administratoriai gali iš naujo apmokyti agentą arba jį atkurti: tai pakeičia agentą visuose serveriuose (boto administratoriai: TTT_BOT_ADMINS arba programos savininkas).
error-busy = Apmokymas arba atkūrimas jau vyksta; bandyk dar kartą, kai baigsis.
error-retrain = Apmokymas nepavyko; niekas nepasikeitė ({ $detail }).
error-database-unavailable = Partijų duomenų bazė šiuo metu nepasiekiama; niekas nepasikeitė. Bandyk dar kartą netrukus.
error-database-unconfirmed = Partijų duomenų bazė nustojo atsakyti įrašant: gal įrašyta, gal ne. Patikrink prieš bandydamas dar kartą (/ttt board parodo tavo partiją).
error-usage = { $reason ->
    [read] Nepavyko perskaityti šios komandos ({ $detail }). Įvesk /ttt help.
    [missing-command] Po /ttt trūksta komandos. Įvesk /ttt help.
    [unknown-command] Nežinoma komanda „{ $command }“. Komandos prasideda /ttt; įvesk /ttt help.
    [no-cell] Kuris langelis? Naudojimas: /ttt move <langelis>, pvz. /ttt move 5
    [bad-first] „first“ turi būti viena iš: { $choices }, ne „{ $value }“.
   *[unexpected] Netikėta „{ $input }“. Naudojimas: { $usage }
}

cmd-ttt =
    .description = Kryžiukai-nuliukai prieš botą ar kitus narius
cmd-ttt-play = žaisti
    .description = Žaisk prieš serverio agentą arba iškviesk narį
cmd-ttt-play-opponent = priešininkas
    .description = Narys, kurį kvieti (be jo žaidi prieš mane)
cmd-ttt-play-agent = agentas
    .description = Agentas, prieš kurį žaidi (numatytasis: serverio agentas)
cmd-ttt-play-first = pradeda
    .description = Kas žaidžia X ir pradeda
cmd-ttt-move = ėjimas
    .description = Sužaisk langelį savo partijoje
cmd-ttt-move-cell = langelis
    .description = 1-9 nuo viršutinio kairiojo kampo (1 2 3 / 4 5 6 / 7 8 9) arba b2, centre…
cmd-ttt-board = lenta
    .description = Parodyk savo vykstančią partiją
cmd-ttt-resign = pasiduoti
    .description = Pasiduok savo vykstančioje partijoje
cmd-ttt-stats = statistika
    .description = Nario reitingas, pergalės, lygiosios, pralaimėjimai ir serijos
cmd-ttt-stats-member = narys
    .description = Kieno statistika (numatytoji: tavo)
cmd-ttt-leaderboard = reitingai
    .description = Geriausi žaidėjai pagal Elo reitingą
cmd-ttt-leaderboard-scope = apimtis
    .description = Šis serveris arba visur
cmd-ttt-agents = agentai
    .description = Agentai, prieš kuriuos gali žaisti, ir jų išmatuota stiprybė
cmd-ttt-review = analizė
    .description = Ėjimai, pakeitę tavo paskutinės partijos baigtį
cmd-ttt-review-game = partija
    .description = Partijos numeris (numatytasis: tavo paskutinė čia baigta partija)
cmd-ttt-admin =
    .description = Kryžiukų-nuliukų nustatymai šiam serveriui
cmd-ttt-admin-settings = nustatymai
    .description = Parodyk šio serverio nustatymus
cmd-ttt-admin-agent = agentas
    .description = Pasirink agentą, prieš kurį nariai čia žaidžia pagal numatymą
cmd-ttt-admin-agent-name = vardas
    .description = Agento vardas (žr. /ttt agents)
cmd-ttt-admin-allow-channel = leisti-kanalą
    .description = Leisk partijas kanale (kai leidžiamas bent vienas, tik juose)
cmd-ttt-admin-allow-channel-channel = kanalas
    .description = Kanalas
cmd-ttt-admin-disallow-channel = pašalinti-kanalą
    .description = Pašalink kanalą iš leidžiamų kanalų
cmd-ttt-admin-disallow-channel-channel = kanalas
    .description = Kanalas
cmd-ttt-admin-all-channels = visi-kanalai
    .description = Leisk partijas visuose kanaluose
cmd-ttt-admin-multiple-games = kelios-partijos
    .description = Ar narys gali turėti kelias partijas vienu metu
cmd-ttt-admin-multiple-games-enabled = įjungta
    .description = Taip arba ne
cmd-ttt-admin-move-timeout = ėjimo-laikas
    .description = Kiek laiko žaidėjas turi vienam ėjimui
cmd-ttt-admin-move-timeout-seconds = sekundės
    .description = Sekundėmis
cmd-ttt-admin-cooldown = pertrauka
    .description = Kiek narys laukia tarp dviejų iššūkių
cmd-ttt-admin-cooldown-seconds = sekundės
    .description = Sekundėmis
cmd-ttt-admin-language = kalba
    .description = Serverio viešų pranešimų kalba (lentos, kvietimai, rezultatai)
cmd-ttt-admin-language-language = kalba
    .description = Kalba (be jos: serverio kalba Discord)
cmd-ttt-owner =
    .description = Boto agento permokymas (boto savininkai)
cmd-ttt-owner-retrain = apmokyti
    .description = Dabar iš naujo apmokyk DQN narių partijomis (boto administratoriai)
cmd-ttt-owner-rollback = atkurti
    .description = Grąžink ankstesnę DQN versiją (boto administratoriai)

choice-me = aš
choice-bot = botas (arba priešininkas)
choice-random = atsitiktinai
choice-server = šis serveris
choice-global = visur

console-welcome = tttbot konsolė - įvesk /ttt help komandoms, quit išeiti.
console-help =
    Komandos (langeliai: { $forms }):
      /ttt play [agent] [first:me|bot|random]   pradėk partiją (numatytasis agentas: { $default })
      /ttt move <langelis>                       sužaisk langelį (užtenka ir paties langelio, pvz. 5)
      /ttt board                                 parodyk savo partiją
      /ttt resign                                pasiduok vykstančioje partijoje
      /ttt stats [global]                        tavo rezultatai, reitingas ir serijos
      /ttt leaderboard [global] [N]              aukščiausio reitingo žaidėjai ({ $ranked }+ partijų)
      /ttt review [partija]                      ėjimai, pakeitę tavo paskutinės partijos baigtį
      /ttt agents                                agentai, prieš kuriuos gali žaisti
      /ttt admin learning                        ko botas išmoko iš šio serverio žaidėjų
      /ttt help                                  šis tekstas
      quit                                       išeiti
console-error = Su šia komanda kažkas nepavyko; tai užregistruota. Įvesk /ttt help.
console-timed-out = Partijai Nr. { $game_id } baigėsi laikas: { $result }
console-opening = Partija Nr. { $game_id }: { $x } (X) prieš { $o } (O).
console-agent-opens = { $name } pradeda langeliu { $cell }.
console-you-played = Sužaidei { $cell }.
console-agent-answered = Sužaidei { $cell }; { $name } atsakė { $reply }.
console-you = tu
console-scope-here = čia
console-scope-everywhere = visur
console-no-stats = { $name } dar neturi baigtų partijų ({ $where }). Pradėk komanda /ttt play.
console-stats-head = { $name } statistika ({ $where }): reitingas { $rating } ({ $games ->
    [one] { $games } partija
    [few] { $games } partijos
    [many] { $games } partijos
   *[other] { $games } partijų
}, { $ranked })
console-ranked = turi reitingą
console-to-rank = { $count ->
    [one] iki reitingo liko { $count } partija
    [few] iki reitingo liko { $count } partijos
    [many] iki reitingo liko { $count } partijos
   *[other] iki reitingo liko { $count } partijų
}
console-stats-overall = iš viso
console-stats-vs-people = prieš žmones
console-stats-vs-agent = prieš { $agent }
console-streak = serija { $streak } (geriausia { $best })
console-no-leaderboard = { $min ->
    [one] Dar niekas neturi reitingo ({ $where }): žaidėjai rodomi po { $min } partijos.
   *[other] Dar niekas neturi reitingo ({ $where }): žaidėjai rodomi po { $min } partijų.
}
console-leaderboard-head = Reitingų lentelė ({ $where }):
console-games = { $count ->
    [one] { $count } partija
    [few] { $count } partijos
    [many] { $count } partijos
   *[other] { $count } partijų
}
console-review-clean = Nė vienas ėjimas nepakeitė partijos vertės: kiekvienas ėjimas išlaikė geriausią rezultatą.
console-agents-head = Agentai (Elo reitingas; besimokantys agentai: versija, išmatuota optimalių ėjimų dalis):
console-optimal = { $pct } optimalių

## What the bot learned from this server's people (/ttt-admin learning)
learning-none = Joks iš naujo apmokytas { $agent } dar nesimokė iš šio serverio žaidėjų.
learning-head = { $agent } { $version } (iš naujo apmokytas iš { $base }) mokėsi iš šio serverio žaidėjų. Panaudota partijų: { $games }; atidėta patikrai: { $held }.
learning-winrate = Tikėtina pergalių dalis prieš jūsų žaidėjus: { $before } → { $after }
learning-held-out = Atidėtose partijose: prieaugis { $gain } ({ $confidence } intervalas nuo { $lower } iki { $upper })
learning-habit = Jūsų žaidėjai: { $habit } { $pct } atvejų ({ $chances } progų).
learning-habit-win-line = padaro laiminčią ėjimą eilutėje ar stulpelyje
learning-habit-win-diag = padaro laiminčią ėjimą įstrižainėje
learning-habit-block-line = užblokuoja grėsmę eilutėje ar stulpelyje
learning-habit-block-diag = užblokuoja grėsmę įstrižainėje
learning-no-habits = Dar per mažai partijų jų įpročiams aprašyti.
agents-vs-people = { $pct } tikėtinų pergalių prieš šio serverio žaidėjus
learning-line = { $own ->
    [yes] Šis serveris turi savo žaidimo būdą.
   *[no] Šiame serveryje žaidžiama linija, išmokta iš visų žaidėjų.
}
cmd-ttt-admin-learning = mokymasis
    .description = Ko botas išmoko iš šio serverio žaidėjų

## Stale boards, invalid buttons, the console's results

board-refreshed = Ta lenta buvo pasenusi, todėl niekas nebuvo sužaista: dabar ji rodo dabartinę poziciją ({ $ply } ėjimas). Atlikite ėjimą joje.
board-refreshed-over = Ta lenta buvo pasenusi, todėl niekas nebuvo sužaista: dabar ji rodo, kaip baigėsi žaidimas.
button-invalid = Šis mygtukas nebegalioja. /ttt board čia parodo jūsų vykstantį žaidimą.
console-turn = Eina { $mark } ({ $name })
console-you-won = { $how ->
    [resigned] { $loser } pasidavė; laimėjote ({ $mark }).
    [timed-out] { $loser } baigėsi laikas; laimėjote ({ $mark }).
   *[played] Laimėjote ({ $mark }).
}
console-you-lost = { $how ->
    [resigned] Pasidavėte; { $name } ({ $mark }) laimi.
    [timed-out] Jums baigėsi laikas; { $name } ({ $mark }) laimi.
   *[played] { $name } ({ $mark }) laimi.
}

## Levels by name (/ttt play difficulty) and the fair level's target

# /ttt play with both an opponent and a difficulty (a duel has no bot to set).
duel-difficulty-with-opponent = Sunkumo parinktis skirta žaidimams prieš botą: praleisk ją, kai kvieti narį.
# $reason: with-agent (a difficulty and an agent given together), unknown ($value: what was
# given; $choices: the difficulties).
error-difficulty = { $reason ->
    [with-agent] Pasirink sunkumą arba agentą, ne abu: sunkumas pats pasirenka savo agentą.
   *[unknown] Sunkumas turi būti vienas iš { $choices }, o ne „{ $value }“.
}
# The settings embed: the fair level's target ($pct: whole percent).
admin-fair-target = Sąžiningas lygis: narių pergalių dalis
admin-fair-target-value = { $pct } % žaidimų
# The console's help, a line after the commands ($levels: easy|medium|…; $target: percent).
console-help-levels = Lygiai: /ttt play difficulty:{ $levels } (vietoj agento); fair prisitaiko, kad laimėtum apie { $target } % žaidimų.
cmd-ttt-play-difficulty = sunkumas
    .description = Kaip stipriai žaidžia botas (vietoj agento); sąžiningas prisitaiko prie tavęs
cmd-ttt-admin-fair-target = sąžiningas-tikslas
    .description = Kokią žaidimų dalį nariai turėtų laimėti sąžiningame lygyje
cmd-ttt-admin-fair-target-percent = procentai
    .description = Procentais (praleisk numatytajai reikšmei, 40)
choice-easy = lengvas
choice-medium = vidutinis
choice-hard = sunkus
choice-unbeatable = nenugalimas
choice-fair = sąžiningas (prisitaiko prie tavęs)
## The review's picture (its caption in the embed footer, its alt text)
review-picture-before = Paveikslėlis: padėtis prieš { $ply } ėjimą, eina { $mark }.
review-picture-final = Paveikslėlis: galutinė padėtis.
review-picture-legend = Žalia: { $mark } laimi ten ėjęs, pilka: lygiosios, raudona: pralaimi; auksinis rėmelis: geriausi ėjimai.
review-picture-played = Rožinis rėmelis: atliktas ėjimas.
review-picture-alt = Žaidimo #{ $game_id } lenta, kiekvienas laisvas langelis žalias, pilkas arba raudonas pagal tai, ar { $mark } ten ėjęs laimi, sužaidžia lygiosiomis ar pralaimi.
review-picture-alt-final = Galutinė žaidimo #{ $game_id } lenta.
console-review-picture-saved = Paveikslėlis išsaugotas: { $path }
console-review-picture-failed = Nepavyko išsaugoti paveikslėlio į { $path }: { $reason }
## Standings: farm-proof ratings, seasons, provisional players, measured agents

# /ttt stats when every game of the member was on this server (one line, not two alike).
stats-server-everywhere = Šis serveris (visos tavo partijos)
# Leaderboards: a channel's board; which season a board counts; a player under the ranking
# threshold ($games of $min games), shown unranked.
lb-title-channel = Reitingų lentelė · #{ $channel } · { $server }
lb-season-current = Sezonas { $season } (dabartinis)
lb-season-past = Sezonas { $season } / { $current }
lb-all-time = Visi sezonai
lb-provisional = preliminarus
lb-row-provisional = **–** { $name } · **{ $rating }** · { $record } · preliminarus ({ $games }/{ $min })
lb-this-channel = Šis kanalas
# /ttt agents: an agent's rating measured against people, and people's results against it.
agents-measured = Reitingas, išmatuotas prieš žmones: { $rating } · partijų prieš žmones: { $games }
agents-people-here = Žmonės čia: { $record }
agents-people-everywhere = Žmonės visur: { $record }
# Under a finished board: each person's new season rating and its change ($change: +12, -8).
board-rating = { $name }: reitingas { $rating } ({ $change })
board-unrated = { $name }: partija be reitingo, reitingas nepasikeitė
# /ttt-admin season new (public).
season-started = Prasidėjo { $season } sezonas: lyderių lentelė pradedama iš naujo. { $previous } sezoną vis dar galima peržiūrėti: /ttt leaderboard season:{ $previous }.
error-season = { $reason ->
    [global] Bendra lyderių lentelė neturi sezonų: sezonai yra kiekvieno serverio atskirai.
    [channel-all-time] Kanalų lentelės vedamos pagal sezonus: pasirink sezono numerį arba serverio visų sezonų lentelę.
    [race] Kitas administratorius tuo pačiu metu pradėjo naują sezoną; daugiau niekas nepasikeitė.
   *[not-started] Čia nėra { $season } sezono: šis serveris yra { $current } sezone.
}
cmd-ttt-leaderboard-season = sezonas
    .description = Sezono numeris arba all visiems sezonams (numatyta: dabartinis sezonas)
choice-channel = kanalas
cmd-ttt-admin-season = sezonas
    .description = Šio serverio lyderių lentelės sezonai
cmd-ttt-admin-season-new = naujas
    .description = Archyvuoti šio sezono rezultatus ir pradėti naują sezoną
## Rematches: the rematch button, /ttt history, their refusals, the console's forms
rematch-button = Revanšas
rematch-invite-note = Partijos #{ $game_id } revanšas, sukeitus spalvas.
error-rematch = Toks revanšas neįmanomas.
error-rematch-not-player = Tik { $x } ir { $o } gali prašyti partijos #{ $game_id } revanšo.
error-rematch-not-over = Partija #{ $game_id } dar vyksta: baik ją prieš prašydamas revanšo.
error-rematch-taken = Partija #{ $game_id } jau turėjo savo revanšą: partiją #{ $rematch_id }.
error-nothing-to-rematch = Čia dar neturi baigtos partijos revanšui.
error-history-size = Istorija rodo nuo { $low } iki { $high } partijų, ne { $value }.
history-title = Naujausios { $name } partijos
history-empty = Šiame serveryje nėra baigtų { $name } partijų, kurias galėtum analizuoti.
history-line = #{ $game_id } · { $date } · prieš { $opponent } · { $result }
history-result = { $result ->
    [win] laimėta
    [loss] pralaimėta
    [unrated] nutraukta, neįskaičiuota
   *[draw] lygiosios
}
history-option = Partija #{ $game_id } prieš { $opponent }
history-pick = Pasirink partiją analizei
history-footer = Naujausios pirmos. Pasirink partiją žemiau analizei arba naudok /ttt review <numeris>.
cmd-ttt-history = istorija
    .description = Tavo naujausios partijos čia arba nario partijos
cmd-ttt-history-member = narys
    .description = Kieno partijos (numatytai: tavo)
console-history-head = Tavo naujausios partijos čia, naujausios pirmos (/ttt review <numeris> išanalizuoja vieną):
console-history-empty = Čia dar neturi baigtos partijos.
console-history-line = #{ $game_id }  { $date }  prieš { $opponent }: { $result }
console-help-rematch = sužaisk čia savo paskutinę partiją dar kartą, sukeitus spalvas
console-help-history = tavo naujausios partijos čia, analizei pagal numerį
console-help-admin = šio serverio nustatymai; pakeisk su /ttt admin <setting> <value>
## The front: post limits, one live board, roles, looks, help, welcome, unrated games

board-abandoned-unrated = Nutraukta prieš pirmą ėjimą: be reitingo, niekam neįskaitoma.
board-replaced = Šią lentą pakeitė naujesnė, todėl niekas nesužaista. Žaiskite naujausioje lentoje (arba /ttt board).
error-game-channels-elsewhere = Šiame kanale čia nežaidžiama; žaidžiama { $channels }.
error-role-not-allowed = Žaidimai čia skirti nariams, turintiems vieną iš šių rolių: { $roles }.
error-public-post-limit-reached = Per paskutinę minutę privertėte mane paskelbti { $limit } viešas lentas; bandykite vėl po { $wait } s.
error-invalid-looks = { $reason ->
    [emoji] { $name } turi būti vienas jaustukas (pvz., ❌ arba serverio jaustukas, pvz., <:cross:123456789012345678>), o ne „{ $value }“.
   *[colour] Spalva turi būti šešioliktainė, pvz., #5865F2, o ne „{ $value }“.
}
admin-roles = Žaidžiančios rolės
admin-roles-all = visi nariai
admin-public-posts = Viešų lentų vienam nariui
admin-public-posts-value = { $count } per minutę
admin-no-limit = be ribos
admin-looks = Išvaizda
admin-looks-value = X: { $x } · O: { $o } · spalva: { $colour }
admin-looks-default = roboto
retrain-owners-only = Tik roboto savininkai gali iš naujo apmokyti agentą arba jį atkurti: tai pakeičia agentą visuose serveriuose.
help-discord =
    Kaip čia žaisti kryžiukus ir nuliukus
    Langeliai: { $forms }. Lentoje kiekvienas tuščias langelis rodo savo numerį: spustelėkite jį arba įveskite /ttt move su juo.
    `/ttt play` žaiskite prieš mane (numatytasis agentas: { $default }) arba iššaukite narį parinktimi priešininkas
    `/ttt move` sužaiskite langelį
    `/ttt board` vėl parodykite savo žaidimą
    `/ttt resign` pasiduokite savo žaidime
    `/ttt stats` nario rezultatai, reitingas ir serijos
    `/ttt leaderboard` geriausią reitingą turintys žaidėjai (nuo { $ranked } žaidimų)
    `/ttt review` ėjimai, pakeitę žaidimo baigtį
    `/ttt agents` agentai, prieš kuriuos galite žaisti
    `/ttt help` šis tekstas
    Administratoriams: `/ttt-admin settings` rodo, ką pasirinko šis serveris.
help-welcome = Labas! Žaidžiu kryžiukus ir nuliukus – prieš jus arba tarp jūsų. Pradėkite žaidimą su `/ttt play`; `/ttt help` išvardija visas komandas, o administratoriai nustatymus ras `/ttt-admin`.
cmd-ttt-help =
    .description = Kaip žaisti, ir visos komandos
cmd-ttt-admin-allow-role =
    .description = Leisti žaisti nariams su role (kai kuri nors pasirinkta – tik jiems)
cmd-ttt-admin-allow-role-role =
    .description = Rolė
cmd-ttt-admin-disallow-role =
    .description = Pašalinti rolę iš žaidžiančių rolių
cmd-ttt-admin-disallow-role-role =
    .description = Rolė
cmd-ttt-admin-all-roles =
    .description = Leisti žaisti visiems nariams
cmd-ttt-admin-public-posts =
    .description = Kiek lentų narys gali priversti mane paskelbti per minutę
cmd-ttt-admin-public-posts-per_minute =
    .description = Lentų per minutę vienam nariui (0: be ribos)
cmd-ttt-admin-looks =
    .description = Ženklų jaustukai ir šio serverio lentų spalva
cmd-ttt-admin-looks-x =
    .description = Jaustukas X (ir serverio); numatyta: raidė
cmd-ttt-admin-looks-o =
    .description = Jaustukas O (ir serverio); numatyta: raidė
cmd-ttt-admin-looks-colour =
    .description = Vykstančių lentų spalva, šešioliktainė (#5865F2); numatyta: roboto
looks-emoji-elsewhere = { $emoji } nėra šio serverio jaustukas: naudokite vieną iš jo jaustukų arba Unicode jaustuką.
