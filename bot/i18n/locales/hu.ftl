# Magyar. Same messages and variables as en.ftl (the reference); see its comments.
# Hungarian nouns stay singular after a number; the one/other variants read the same.

board-title = { $game_id }. számú játszma
board-vs = { $x } (X) – { $o } (O)
board-turn = { $mark } lép: { $name }
board-won = { $name } ({ $mark }) nyert.
board-drawn = Döntetlen.
board-resigned = { $loser } feladta; { $name } ({ $mark }) nyert.
board-abandoned = { $loser } túllépte az időt; { $name } ({ $mark }) nyert.
board-agent = Ügynök
board-agent-side = { $name } (ügynök)
board-footer = { $ply }. lépés · { $game_id }. számú játszma
board-footer-over = { $moves ->
    [one] { $moves } lépés
   *[other] { $moves } lépés
} · { $game_id }. számú játszma
board-moved-on = Ez a tábla egy újabb üzenetben folytatódik.
board-none = Itt nincs folyamatban lévő játszmád. Indíts egyet a /ttt play paranccsal.

duel-title = Amőba-kihívás
duel-invite = { $opponent }, { $challenger } kihív egy játszmára. Válaszolj { $expires }.
duel-first-me = { $challenger } játszik X-szel és kezd.
duel-first-them = { $opponent } játszik X-szel és kezd.
duel-first-random = Hogy ki játszik X-szel, azt sorsolás dönti el.
duel-accept = Elfogadom
duel-decline = Elutasítom
duel-declined = { $opponent } elutasította { $challenger } kihívását.
duel-expired = { $challenger } kihívása { $opponent } számára lejárt.
duel-expired-invite = { $challenger } kihívása { $opponent } számára válasz nélkül lejárt. Küldj újat a /ttt play paranccsal.
duel-agent-with-opponent = Az agent opció a bot elleni játszmákhoz való: hagyd ki, ha tagot hívsz ki.
duel-bot-opponent = A botok nem fogadhatnak el kihívást. Futtasd a /ttt play parancsot ellenfél nélkül, és játssz ellenem.

stats-title = { $name } amőbája
stats-server = Ez a szerver
stats-global = Mindenhol
stats-rating = Pontszám
stats-games = Játszmák
stats-record = { $wins } Gy · { $draws } D · { $losses } V
stats-summary = Pontszám **{ $rating }** · { $games ->
    [one] { $games } játszma
   *[other] { $games } játszma
} · { $record }
stats-vs-people = Emberek ellen
stats-vs-agents = Ügynökök ellen
stats-streak = Sorozat
stats-best-streak = Legjobb sorozat
stats-streak-wins = { $count ->
    [one] { $count } győzelem egymás után
   *[other] { $count } győzelem egymás után
}
stats-streak-losses = { $count ->
    [one] { $count } vereség egymás után
   *[other] { $count } vereség egymás után
}
stats-streak-none = nincs
stats-no-games = { $name } még nem fejezett be játszmát.
lb-title-server = Ranglista · { $server }
lb-title-global = Globális ranglista
lb-row = **{ $rank }.** { $name } · **{ $rating }** · { $record } · sorozat { $streak }
lb-empty = { $min ->
    [one] Még senki sincs rangsorolva: { $min } befejezett játszma kell ahhoz, hogy itt megjelenj.
   *[other] Még senki sincs rangsorolva: { $min } befejezett játszma kell ahhoz, hogy itt megjelenj.
}
lb-footer = { $min ->
    [one] Legalább { $min } befejezett játszmával rendelkező játékosok, Élő-pontszám szerint.
   *[other] Legalább { $min } befejezett játszmával rendelkező játékosok, Élő-pontszám szerint.
}
agents-title = Ügynökök
agents-server-agent = Ez a szerver alapértelmezés szerint a(z) **{ $name }** ügynökkel játszik.
agents-default-mark = { " " }(a szerver alapértelmezettje)
agents-version = { $version } verzió
agents-rating = Élő-pontszám { $rating }
agents-metric = { $name }: { $value }
agents-accuracy = optimális lépések: { $pct }
agents-vs = { $opponent } ellen: X-ként { $x }; O-ként { $o }
agents-wdl = { $w } Gy · { $d } D · { $l } V

review-title = A(z) { $game_id }. számú játszma elemzése
review-clean = Egyik lépés sem változtatta meg a játszma értékét: mindkét fél hibátlanul játszott.
review-line = { $ply }. lépés, { $mark } a(z) { $cell }. mezőre: { $before } helyett { $after }; { $best } megtartotta volna: { $kept }
review-line-no-best = { $ply }. lépés, { $mark } a(z) { $cell }. mezőre: { $before } helyett { $after }
review-value = { $value ->
    [win] győzelem
    [draw] döntetlen
   *[loss] vereség
}
review-kept = { $value ->
    [win] a győzelmet
    [draw] a döntetlent
   *[loss] a vereséget
}
review-or = { $head } vagy { $last }
review-left-early = { $how ->
    [resigned] { $value ->
        [win] { $mark } nyert állásban adta fel.
       *[draw] { $mark } feladta, pedig az állás még döntetlen volt.
    }
   *[timed-out] { $value ->
        [win] { $mark } nyert állásban lépte túl az időt.
       *[draw] { $mark } túllépte az időt, pedig az állás még döntetlen volt.
    }
}

admin-title = Szerverbeállítások
admin-agent = Ügynök
admin-channels = Engedélyezett csatornák
admin-channels-all = minden csatorna
admin-multiple-games = Több játszma egyszerre
admin-move-timeout = Gondolkodási idő lépésenként
admin-cooldown = Várakozás két kihívás között
admin-language = A szerver nyelve
admin-language-default = { $language } (a szerver nyelve a Discordon)
admin-language-updated = A nyilvános üzenetek itt mostantól ezen a nyelven jelennek meg: { $language }.
admin-yes = igen
admin-no = nem
admin-updated-by = Utoljára módosította
admin-updated = Beállítások frissítve.

retrain-not-admin = Csak a bot adminisztrátorai taníthatják újra vagy állíthatják vissza az ügynököt: ez minden szerveren megváltoztatja az ügynököt (bot-adminisztrátorok: TTT_BOT_ADMINS, vagy az alkalmazás tulajdonosa).
retrain-promoted = Újratanítva: a következő játszmától **{ $version }** játszik.
retrain-unchanged = Nincs mit javítani: **{ $version }** játszik tovább.
retrain-rejected = Újratanítva, de nem léptetve elő: **{ $version }** játszik tovább.
retrain-skipped = Nincs miből újat tanulni: **{ $version }** játszik tovább.
retrain-busy = Már fut egy újratanítás vagy visszaállítás; próbáld újra, ha végzett.
retrain-failed = Az újratanítás nem sikerült; semmi sem változott.
retrain-rolled-back = Visszaállítva: a következő játszmától **{ $version }** játszik.
retrain-failed-checks = Rosszabb a jelenlegi verziónál ezekben:

cell-1 = bal felső
cell-2 = felső
cell-3 = jobb felső
cell-4 = bal
cell-5 = közép
cell-6 = jobb
cell-7 = bal alsó
cell-8 = alsó
cell-9 = jobb alsó
cell-choice = { $cell } · { $name }
cell-aliases-1 = fent balra, balra fent, bal felső sarok
cell-aliases-2 = fent, fent középen, felső közép
cell-aliases-3 = fent jobbra, jobbra fent, jobb felső sarok
cell-aliases-4 = balra, középen balra, bal közép
cell-aliases-5 = középen, közepe, centrum
cell-aliases-6 = jobbra, középen jobbra, jobb közép
cell-aliases-7 = lent balra, balra lent, bal alsó sarok
cell-aliases-8 = lent, lent középen, alsó közép
cell-aliases-9 = lent jobbra, jobbra lent, jobb alsó sarok
cell-forms = egy szám 1-től 9-ig (1 2 3 / 4 5 6 / 7 8 9 a bal felső saroktól), egy koordináta, például b2, vagy szavak, például „közép” vagy „bal felső”

error-generic = Bocsánat, nálam valami hiba történt. Naplóztam; kérlek, próbáld újra.
error-manage-guild = A bot beállításainak módosításához Szerver kezelése jogosultság kell.
error-guild-only = Ez a parancs csak szerveren működik.
error-bot-missing = Itt hiányzik néhány jogosultságom: { $perms }.
error-bad-argument = Ezt az értéket nem tudtam használni: { $detail }

error-no-active-game = Itt nincs folyamatban lévő játszmád. Indíts egyet a /ttt play paranccsal.
error-already-playing = { $who ->
    [you] Itt már folyamatban van a(z) { $game_id }. számú játszmád: előbb fejezd be a /ttt move vagy a /ttt resign paranccsal.
   *[other] { $name } már játssza itt a(z) { $game_id }. számú játszmát.
}
error-not-your-turn = Nem te következel: { $mark } lép ({ $name }).
error-not-your-game = A(z) { $game_id }. számú játszmát { $x } (X) és { $o } (O) játssza; te nem vagy benne.
error-stale-board = { $reason ->
    [moved-on] Ez a tábla elavult: a(z) { $game_id }. számú játszma már a(z) { $ply }. lépésnél tart. Itt az aktuális tábla.
    [conflict] A(z) { $game_id }. számú játszma megváltozott lépésed közben (egy másik lépés előbb ért be); semmi sem lett megjátszva. Nézd meg újra a táblát.
   *[resign] A játszma folyamatosan változott, miközben feladtad; próbáld újra.
}
error-game-not-found = { $reason ->
    [none-to-review] Itt még nincs elemezhető befejezett játszmád.
   *[unknown] Nincs { $game_id }. számú játszma.
}
error-review-in-progress = A(z) { $game_id }. számú játszma még tart; az elemzés elárulná a legjobb lépéseket. Kérd újra, ha véget ért.
error-leaderboard-size = A ranglista { $low }–{ $high } játékost mutat, nem { $value }-t.
error-channel-not-allowed = Itt ebben a csatornában nem lehet játszani; próbáld a szerver valamelyik játékcsatornáját, vagy kérj meg egy adminisztrátort, hogy engedélyezze ezt.
error-cooldown = Az imént hívtál ki valakit; { $wait } múlva hívhatsz ki újra.
error-challenge = Ez a kihívás nem lehetséges.
error-challenge-option = A kihívás ezen opciója érvénytelen: { $value }.
error-invalid-first-mover = „{ $value }” nem választható arra, hogy ki kezd: én, az ellenfél vagy véletlenszerű.
error-invalid-challenge-expiry = A kihívásnak { $low } és { $high } között kell lejárnia, nem „{ $value }”.
error-self-challenge = Saját magadat nem hívhatod ki. Futtasd a /ttt play parancsot ellenfél nélkül, és játssz ellenem.
error-bot-challenge = { $name } egy bot, és nem játszhat párbajt. Futtasd a /ttt play parancsot ellenfél nélkül, és játssz ellenem.
error-duplicate-challenge = Neked és { $opponent } játékosnak már van válaszra váró kihívásotok (#{ $challenge_id }); előbb válaszolj rá, vagy hagyd lejárni.
error-unknown-challenge = Nem találom a(z) #{ $challenge_id } kihívást.
error-not-challenged = A(z) #{ $challenge_id } kihívás { $opponent } számára szól: csak ő fogadhatja el vagy utasíthatja el.
error-challenge-expired = Ez a kihívás (#{ $challenge_id }) lejárt. Küldj újat a /ttt play paranccsal és egy ellenféllel.
error-challenge-answered = Erre a kihívásra (#{ $challenge_id }) már válaszoltak.
error-challenge-already-accepted = Ezt a kihívást (#{ $challenge_id }) már elfogadták: a játszma folyik.
error-challenge-already-declined = Ezt a kihívást (#{ $challenge_id }) már elutasították.
error-agent-unavailable = A(z) { $agent } ügynök most nem tud játszani. Válassz másikat (a /ttt agents listázza őket).
error-invalid-setting = { $reason ->
    [empty] Nincs mit módosítani: adj meg egy beállítást és az új értékét.
    [unknown] Ismeretlen beállítás: „{ $name }”; a beállítások: { $known }.
    [range] A(z) { $name } értéke { $low } és { $high } között lehet, nem „{ $value }”.
   *[value] A(z) { $name } nem lehet „{ $value }”.
}
error-invalid-board = Ez az állás egy játszmában sem fordulhat elő.
error-illegal-move = Ez a lépés nem megengedett.
error-cell-out-of-range = A mezők 1-től 9-ig vannak számozva, nem { $value }.
error-cell-occupied = A(z) { $cell }. mezőt már elfoglalta { $mark }.
error-game-over = A(z) { $game_id }. számú játszma véget ért: { $result }
error-cell-parse = { $reason ->
    [empty] Melyik mező? Adj meg { $forms } alakot.
    [number] „{ $input }” nem mező: a mezők 1-től 9-ig vannak számozva.
   *[unknown] Nem ismerem fel a(z) „{ $input }” mezőt. Adj meg { $forms } alakot.
}
error-unknown-agent = Nincs „{ $name }” nevű ügynök. Elérhető ügynökök: { $agents }.
error-weights = A(z) { $agent } ügynök súlyait nem sikerült betölteni; amíg nem javítják, nem játszhat.
error-not-admin = Csak a bot adminisztrátorai taníthatják újra vagy állíthatják vissza az ügynököt: ez minden szerveren megváltoztatja az ügynököt (bot-adminisztrátorok: TTT_BOT_ADMINS, vagy az alkalmazás tulajdonosa).
error-busy = Már fut egy újratanítás vagy visszaállítás; próbáld újra, ha végzett.
error-retrain = Az újratanítás nem sikerült; semmi sem változott ({ $detail }).
error-database-unavailable = A játszmák adatbázisa most nem érhető el; semmi sem változott. Próbáld újra egy kicsit később.
error-database-unconfirmed = A játszmák adatbázisa mentés közben nem válaszolt tovább: lehet, hogy elmentődött, lehet, hogy nem. Nézd meg, mielőtt újra próbálod (/ttt board megmutatja a játszmádat).
error-usage = { $reason ->
    [read] Nem tudtam elolvasni ezt a parancsot ({ $detail }). Írd be: /ttt help.
    [missing-command] Hiányzik egy parancs a /ttt után. Írd be: /ttt help.
    [unknown-command] Ismeretlen parancs: „{ $command }”. A parancsok /ttt-vel kezdődnek; írd be: /ttt help.
    [no-cell] Melyik mező? Használat: /ttt move <mező>, például /ttt move 5
    [bad-first] A „first” értéke ezek egyike lehet: { $choices }, nem „{ $value }”.
   *[unexpected] Váratlan: „{ $input }”. Használat: { $usage }
}

cmd-ttt =
    .description = Amőba a bot vagy más tagok ellen
cmd-ttt-play = játék
    .description = Játssz a szerver ügynöke ellen, vagy hívj ki egy tagot
cmd-ttt-play-opponent = ellenfél
    .description = A kihívandó tag (nélküle ellenem játszol)
cmd-ttt-play-agent = ügynök
    .description = Az ügynök, aki ellen játszol (alapértelmezés: a szerver ügynöke)
cmd-ttt-play-first = kezdő
    .description = Ki játszik X-szel és kezd
cmd-ttt-move = lépés
    .description = Lépj egy mezőre a játszmádban
cmd-ttt-move-cell = mező
    .description = 1–9 a bal felső saroktól (1 2 3 / 4 5 6 / 7 8 9), vagy b2, közép…
cmd-ttt-board = tábla
    .description = Folyamatban lévő játszmád megjelenítése
cmd-ttt-resign = feladás
    .description = Folyamatban lévő játszmád feladása
cmd-ttt-stats = statisztika
    .description = Egy tag pontszáma, győzelmei, döntetlenjei, vereségei és sorozatai
cmd-ttt-stats-member = tag
    .description = Kinek a statisztikája (alapértelmezés: a tiéd)
cmd-ttt-leaderboard = ranglista
    .description = A legjobb játékosok Élő-pontszám szerint
cmd-ttt-leaderboard-scope = hatókör
    .description = Ez a szerver vagy mindenhol
cmd-ttt-agents = ügynökök
    .description = Az ügynökök, akik ellen játszhatsz, és mért erejük
cmd-ttt-review = elemzés
    .description = A lépések, amelyek megváltoztatták utolsó játszmád eredményét
cmd-ttt-review-game = játszma
    .description = A játszma száma (alapértelmezés: itt utoljára befejezett játszmád)
cmd-ttt-admin =
    .description = Amőba-beállítások ehhez a szerverhez
cmd-ttt-admin-settings = beállítások
    .description = A szerver beállításainak megjelenítése
cmd-ttt-admin-agent = ügynök
    .description = Az ügynök kiválasztása, aki ellen a tagok itt alapból játszanak
cmd-ttt-admin-agent-name = név
    .description = Az ügynök neve (lásd /ttt agents)
cmd-ttt-admin-allow-channel = csatorna-engedélyezése
    .description = Játszmák engedélyezése egy csatornán (ha van engedélyezett, csak azokon)
cmd-ttt-admin-allow-channel-channel = csatorna
    .description = A csatorna
cmd-ttt-admin-disallow-channel = csatorna-eltávolítása
    .description = Csatorna eltávolítása az engedélyezettek közül
cmd-ttt-admin-disallow-channel-channel = csatorna
    .description = A csatorna
cmd-ttt-admin-all-channels = minden-csatorna
    .description = Játszmák engedélyezése minden csatornán
cmd-ttt-admin-multiple-games = több-játszma
    .description = Lehet-e egy tagnak egyszerre több játszmája
cmd-ttt-admin-multiple-games-enabled = bekapcsolva
    .description = Igen vagy nem
cmd-ttt-admin-move-timeout = lépésidő
    .description = Mennyi ideje van egy játékosnak egy lépésre
cmd-ttt-admin-move-timeout-seconds = másodperc
    .description = Másodpercben
cmd-ttt-admin-cooldown = várakozás
    .description = Mennyit vár egy tag két kihívás között
cmd-ttt-admin-cooldown-seconds = másodperc
    .description = Másodpercben
cmd-ttt-admin-language = nyelv
    .description = A szerver nyilvános üzeneteinek nyelve (táblák, meghívások, eredmények)
cmd-ttt-admin-language-language = nyelv
    .description = Egy nyelv (nélküle: a szerver nyelve a Discordon)
cmd-ttt-owner =
    .description = A bot ágensének újratanítása (a bot tulajdonosai)
cmd-ttt-owner-retrain = újratanítás
    .description = A DQN újratanítása most a tagok játszmáin (bot-adminisztrátorok)
cmd-ttt-owner-rollback = visszaállítás
    .description = A DQN előző verziójának visszaállítása (bot-adminisztrátorok)

choice-me = én
choice-bot = a bot (vagy az ellenfél)
choice-random = véletlenszerű
choice-server = ez a szerver
choice-global = mindenhol

console-welcome = tttbot konzol - a parancsokhoz írd be: /ttt help, a kilépéshez: quit.
console-help =
    Parancsok (mezők: { $forms }):
      /ttt play [agent] [first:me|bot|random]   játszma indítása (alapértelmezett ügynök: { $default })
      /ttt move <mező>                           lépés egy mezőre (elég a mező is, például 5)
      /ttt board                                 a játszmád megjelenítése
      /ttt resign                                a folyamatban lévő játszma feladása
      /ttt stats [global]                        eredményeid, pontszámod és sorozataid
      /ttt leaderboard [global] [N]              a legmagasabb pontszámú játékosok ({ $ranked }+ játszma)
      /ttt review [játszma]                      a lépések, amelyek megváltoztatták utolsó játszmád eredményét
      /ttt agents                                az ügynökök, akik ellen játszhatsz
      /ttt admin learning                        mit tanult a bot e szerver játékosaitól
      /ttt help                                  ez a szöveg
      quit                                       kilépés
console-error = Hiba történt ezzel a paranccsal; naplóztam. Írd be: /ttt help.
console-timed-out = A(z) { $game_id }. számú játszma ideje lejárt: { $result }
console-opening = { $game_id }. számú játszma: { $x } (X) – { $o } (O).
console-agent-opens = { $name } a(z) { $cell }. mezővel nyit.
console-you-played = Ezt léptél: { $cell }.
console-agent-answered = Ezt léptél: { $cell }; { $name } válasza: { $reply }.
console-you = te
console-scope-here = itt
console-scope-everywhere = mindenhol
console-no-stats = { $name } még nem fejezett be játszmát ({ $where }). Indíts egyet a /ttt play paranccsal.
console-stats-head = { $name } statisztikája ({ $where }): pontszám { $rating } ({ $games ->
    [one] { $games } játszma
   *[other] { $games } játszma
}, { $ranked })
console-ranked = rangsorolt
console-to-rank = { $count ->
    [one] még { $count } játszma a rangsorhoz
   *[other] még { $count } játszma a rangsorhoz
}
console-stats-overall = összesen
console-stats-vs-people = emberek ellen
console-stats-vs-agent = { $agent } ellen
console-streak = sorozat { $streak } (legjobb { $best })
console-no-leaderboard = { $min ->
    [one] Még senki sincs rangsorolva ({ $where }): a játékosok { $min } játszma után jelennek meg.
   *[other] Még senki sincs rangsorolva ({ $where }): a játékosok { $min } játszma után jelennek meg.
}
console-leaderboard-head = Ranglista ({ $where }):
console-games = { $count ->
    [one] { $count } játszma
   *[other] { $count } játszma
}
console-review-clean = Egyik lépés sem változtatta meg a játszma értékét: minden lépés megtartotta a legjobb eredményt.
console-agents-head = Ügynökök (Élő-pontszám; tanuló ügynökök: verzió, mért optimális lépésarány):
console-optimal = { $pct } optimális

## What the bot learned from this server's people (/ttt-admin learning)
learning-none = Még egy újratanított { $agent } sem tanult e szerver játékosaitól.
learning-head = { $agent } { $version } (újratanítva innen: { $base }) e szerver játékosaitól tanult. Felhasznált játszmák: { $games }; ellenőrzésre félretéve: { $held }.
learning-winrate = Várható győzelmi arány a játékosaitok ellen: { $before } → { $after }
learning-held-out = A félretett játszmákon: nyereség { $gain } ({ $confidence } intervallum { $lower } és { $upper } között)
learning-habit = Játékosaitok: { $habit } az esetek { $pct }-ában ({ $chances } alkalom).
learning-habit-win-line = megteszik a nyerő lépést sorban vagy oszlopban
learning-habit-win-diag = megteszik a nyerő lépést átlóban
learning-habit-block-line = blokkolják a fenyegetést sorban vagy oszlopban
learning-habit-block-diag = blokkolják a fenyegetést átlóban
learning-no-habits = Még kevés a játszma a szokásaik leírásához.
agents-vs-people = { $pct } várható győzelem e szerver játékosai ellen
learning-line = { $own ->
    [yes] Ennek a szervernek saját játékstílusa van.
   *[no] Ezen a szerveren a mindenkitől tanult vonallal játszunk.
}
cmd-ttt-admin-learning = tanulás
    .description = Mit tanult a bot e szerver játékosaitól

## Stale boards, invalid buttons, the console's results

board-refreshed = Az a tábla elavult volt, ezért semmi sem lett lépve: most az aktuális állást mutatja ({ $ply }. lépés). Lépj rajta.
board-refreshed-over = Az a tábla elavult volt, ezért semmi sem lett lépve: most azt mutatja, hogyan ért véget a játszma.
button-invalid = Ez a gomb már nem érvényes. A /ttt board itt megmutatja a folyamatban lévő játszmádat.
console-turn = { $mark } lép ({ $name })
console-you-won = { $how ->
    [resigned] { $loser } feladta; nyertél ({ $mark }).
    [timed-out] { $loser } ideje lejárt; nyertél ({ $mark }).
   *[played] Nyertél ({ $mark }).
}
console-you-lost = { $how ->
    [resigned] Feladtad; { $name } ({ $mark }) nyer.
    [timed-out] Lejárt az időd; { $name } ({ $mark }) nyer.
   *[played] { $name } ({ $mark }) nyer.
}

## Levels by name (/ttt play difficulty) and the fair level's target

# /ttt play with both an opponent and a difficulty (a duel has no bot to set).
duel-difficulty-with-opponent = A nehézségi szint a bot elleni játékokra vonatkozik: hagyd ki, ha tagot hívsz ki.
# $reason: with-agent (a difficulty and an agent given together), unknown ($value: what was
# given; $choices: the difficulties).
error-difficulty = { $reason ->
    [with-agent] Válassz nehézséget vagy ügynököt, ne mindkettőt: a nehézség maga választja az ügynökét.
   *[unknown] A nehézség a következők egyike lehet: { $choices }, nem „{ $value }”.
}
# The settings embed: the fair level's target ($pct: whole percent).
admin-fair-target = Igazságos szint: a tagok győzelmi aránya
admin-fair-target-value = a játszmák { $pct }%-a
# The console's help, a line after the commands ($levels: easy|medium|…; $target: percent).
console-help-levels = Szintek: /ttt play difficulty:{ $levels } (ügynök helyett); a fair úgy alkalmazkodik, hogy a játszmák körülbelül { $target }%-át nyerd meg.
cmd-ttt-play-difficulty = nehézség
    .description = Milyen erősen játszik a bot (ügynök helyett); az igazságos hozzád igazodik
cmd-ttt-admin-fair-target = igazságos-cél
    .description = A játszmák aránya, amelyet a tagoknak az igazságos szinten nyerniük kell
cmd-ttt-admin-fair-target-percent = százalék
    .description = Százalékban (hagyd ki az alapértékhez, 40)
choice-easy = könnyű
choice-medium = közepes
choice-hard = nehéz
choice-unbeatable = legyőzhetetlen
choice-fair = igazságos (hozzád igazodik)
## The review's picture (its caption in the embed footer, its alt text)
review-picture-before = Kép: az állás a(z) { $ply }. lépés előtt, { $mark } lép.
review-picture-final = Kép: a végállás.
review-picture-legend = Zöld: { $mark } nyer, ha oda lép, szürke: döntetlen, piros: veszít; arany keret: a legjobb lépések.
review-picture-played = Rózsaszín keret: a megtett lépés.
review-picture-alt = A(z) #{ $game_id } játszma táblája, minden szabad mező zöld, szürke vagy piros aszerint, hogy { $mark } nyer, döntetlent ér el vagy veszít, ha oda lép.
review-picture-alt-final = A(z) #{ $game_id } játszma végső táblája.
console-review-picture-saved = A kép mentve ide: { $path }
console-review-picture-failed = A képet nem sikerült ide menteni: { $path }: { $reason }
## Standings: farm-proof ratings, seasons, provisional players, measured agents

# /ttt stats when every game of the member was on this server (one line, not two alike).
stats-server-everywhere = Ez a szerver (az összes játszmád)
# Leaderboards: a channel's board; which season a board counts; a player under the ranking
# threshold ($games of $min games), shown unranked.
lb-title-channel = Ranglista · #{ $channel } · { $server }
lb-season-current = Szezon { $season } (jelenlegi)
lb-season-past = Szezon { $season } / { $current }
lb-all-time = Minden szezon
lb-provisional = ideiglenes
lb-row-provisional = **–** { $name } · **{ $rating }** · { $record } · ideiglenes ({ $games }/{ $min })
lb-this-channel = Ez a csatorna
# /ttt agents: an agent's rating measured against people, and people's results against it.
agents-measured = Emberek ellen mért pontszám: { $rating } · játszma emberek ellen: { $games }
agents-people-here = Emberek itt: { $record }
agents-people-everywhere = Emberek mindenhol: { $record }
# Under a finished board: each person's new season rating and its change ($change: +12, -8).
board-rating = { $name }: pontszám { $rating } ({ $change })
board-unrated = { $name }: nem pontozott játszma, a pontszám nem változik
# /ttt-admin season new (public).
season-started = Elkezdődött a(z) { $season }. szezon: a ranglista újraindul. A(z) { $previous }. szezon továbbra is olvasható: /ttt leaderboard season:{ $previous }.
error-season = { $reason ->
    [global] A globális ranglistának nincsenek szezonjai: a szezonok szerverenként vannak.
    [channel-all-time] A csatornák ranglistája szezononként készül: válassz szezonszámot, vagy a szerver összes szezonra vonatkozó ranglistáját.
    [race] Egy másik admin ugyanabban a pillanatban indított új szezont; semmi más nem változott.
   *[not-started] Itt nincs { $season }. szezon: ez a szerver a(z) { $current }. szezonban jár.
}
cmd-ttt-leaderboard-season = szezon
    .description = Szezonszám, vagy all az összes szezonhoz (alapértelmezés: a jelenlegi szezon)
choice-channel = csatorna
cmd-ttt-admin-season = szezon
    .description = A szerver ranglistájának szezonjai
cmd-ttt-admin-season-new = új
    .description = A szezon állásának archiválása és új szezon indítása
## Rematches: the rematch button, /ttt history, their refusals, the console's forms
rematch-button = Visszavágó
rematch-invite-note = Visszavágó a(z) #{ $game_id } játszmáért, felcserélt színekkel.
error-rematch = Ez a visszavágó nem lehetséges.
error-rematch-not-player = Csak { $x } és { $o } kérhet visszavágót a(z) #{ $game_id } játszmáért.
error-rematch-not-over = A(z) #{ $game_id } játszma még tart: fejezd be, mielőtt visszavágót kérsz.
error-rematch-taken = A(z) #{ $game_id } játszmának már volt visszavágója: a(z) #{ $rematch_id } játszma.
error-nothing-to-rematch = Még nincs itt befejezett játszmád, amelyre visszavágót kérhetnél.
error-history-size = Az előzmények { $low }–{ $high } játszmát mutatnak, nem { $value } darabot.
history-title = { $name } legutóbbi játszmái
history-empty = { $name } játékosnak nincs ezen a szerveren olyan befejezett játszmája, amelyet elemezhetsz.
history-line = #{ $game_id } · { $date } · ellenfél: { $opponent } · { $result }
history-result = { $result ->
    [win] nyert
    [loss] vesztett
    [unrated] félbehagyva, nem számít
   *[draw] döntetlen
}
history-option = #{ $game_id } játszma, ellenfél: { $opponent }
history-pick = Válassz egy játszmát az elemzéshez
history-footer = A legújabbak elöl. Válassz lent egyet az elemzéshez, vagy használd a /ttt review <szám> parancsot.
cmd-ttt-history = előzmények
    .description = A legutóbbi játszmáid itt, vagy egy tagéi
cmd-ttt-history-member = tag
    .description = Kinek a játszmái (alapból: a tieid)
console-history-head = A legutóbbi játszmáid itt, a legújabbak elöl (/ttt review <szám> elemez egyet):
console-history-empty = Még nincs itt befejezett játszmád.
console-history-line = #{ $game_id }  { $date }  ellenfél: { $opponent }: { $result }
console-help-rematch = a legutóbbi játszmád újra itt, felcserélt színekkel
console-help-history = a legutóbbi játszmáid itt, szám szerinti elemzéshez
console-help-admin = a szerver beállításai; módosítás: /ttt admin <setting> <value>
## The front: post limits, one live board, roles, looks, help, welcome, unrated games

board-abandoned-unrated = Az első lépés előtt félbehagyva: nem értékelt, senkinek sem számít.
board-replaced = Ezt a táblát egy újabb váltotta fel, ezért semmi sem lett lépve. A legújabb táblán játssz tovább (vagy /ttt board).
error-game-channels-elsewhere = Ebben a csatornában itt nem játszunk; a játékok helye: { $channels }.
error-role-not-allowed = Itt a játék azoknak a tagoknak szól, akiknek megvan az egyik szerep: { $roles }.
error-public-post-limit-reached = Az elmúlt percben { $limit } nyilvános táblát tetettél közzé velem; próbáld újra { $wait } mp múlva.
error-invalid-looks = { $reason ->
    [emoji] A(z) { $name } egyetlen emoji legyen (mint ❌, vagy szerveremoji, mint <:cross:123456789012345678>), ne „{ $value }”.
   *[colour] A szín hexadecimális legyen, például #5865F2, ne „{ $value }”.
}
admin-roles = Játszó szerepek
admin-roles-all = minden tag
admin-public-posts = Nyilvános táblák tagonként
admin-public-posts-value = { $count } percenként
admin-no-limit = nincs korlát
admin-looks = Megjelenés
admin-looks-value = X: { $x } · O: { $o } · szín: { $colour }
admin-looks-default = a boté
retrain-owners-only = Csak a bot tulajdonosai taníthatják újra vagy állíthatják vissza az ágenst: ez minden szerver ágensét megváltoztatja.
help-discord =
    Így játszhatsz itt amőbát
    Mezők: { $forms }. A táblán minden üres mező a számát mutatja: kattints rá, vagy írd be a /ttt move parancsot vele.
    `/ttt play` játssz ellenem (alapértelmezett ágens: { $default }), vagy hívj ki egy tagot az ellenfél opcióval
    `/ttt move` lépj egy mezőre
    `/ttt board` mutasd újra a játékodat
    `/ttt resign` add fel a játékodat
    `/ttt stats` egy tag eredményei, értékelése és sorozatai
    `/ttt leaderboard` a legjobb értékelésű játékosok ({ $ranked }+ játék)
    `/ttt review` a lépések, amelyek megváltoztatták egy játék kimenetelét
    `/ttt agents` az ágensek, amelyek ellen játszhatsz
    `/ttt help` ez a szöveg
    Adminoknak: a `/ttt-admin settings` megmutatja, mit választott ez a szerver.
help-welcome = Sziasztok! Amőbát játszom, ellenetek vagy egymás között. Indíts játékot a `/ttt play` paranccsal; a `/ttt help` minden parancsot felsorol, az adminok a beállításokat a `/ttt-admin` alatt találják.
cmd-ttt-help =
    .description = Hogyan kell játszani, és minden parancs
cmd-ttt-admin-allow-role =
    .description = Játszhassanak egy szerep tagjai (ha van választott, csak ők)
cmd-ttt-admin-allow-role-role =
    .description = A szerep
cmd-ttt-admin-disallow-role =
    .description = Szerep eltávolítása a játszó szerepek közül
cmd-ttt-admin-disallow-role-role =
    .description = A szerep
cmd-ttt-admin-all-roles =
    .description = Játszhasson minden tag
cmd-ttt-admin-public-posts =
    .description = Hány táblát tetethet közzé velem egy tag percenként
cmd-ttt-admin-public-posts-per_minute =
    .description = Táblák percenként és tagonként (0: nincs korlát)
cmd-ttt-admin-looks =
    .description = A jelek emojijai és a szerver tábláinak színe
cmd-ttt-admin-looks-x =
    .description = Emoji az X-hez (szerveremoji is); alapértelmezett: a betű
cmd-ttt-admin-looks-o =
    .description = Emoji az O-hoz (szerveremoji is); alapértelmezett: a betű
cmd-ttt-admin-looks-colour =
    .description = A folyamatban lévő táblák színe hexában (#5865F2); alapértelmezett: a boté
looks-emoji-elsewhere = { $emoji } nem ennek a szervernek az emojija: használd a szerver egyik saját emojiját vagy egy Unicode-emojit.
