# Suomi. Same messages and variables as en.ftl (the reference); see its comments.

board-title = Peli #{ $game_id }
board-vs = { $x } (X) vastaan { $o } (O)
board-turn = { $mark } vuorossa: { $name }
board-won = { $name } ({ $mark }) voittaa.
board-drawn = Tasapeli.
board-resigned = { $loser } luovutti; { $name } ({ $mark }) voittaa.
board-abandoned = Pelaajan { $loser } aika loppui; { $name } ({ $mark }) voittaa.
board-agent = Agentti
board-agent-side = { $name } (agentti)
board-footer = Siirto { $ply } · peli #{ $game_id }
board-footer-over = { $moves ->
    [one] { $moves } siirto
   *[other] { $moves } siirtoa
} · peli #{ $game_id }
board-moved-on = Tämä pelilauta jatkuu uudemmassa viestissä.
board-none = Sinulla ei ole käynnissä olevaa peliä täällä. Aloita peli komennolla /ttt play.

duel-title = Ristinolla-haaste
duel-invite = { $opponent }, { $challenger } haastaa sinut peliin. Vastaa { $expires }.
duel-first-me = { $challenger } pelaa X:llä ja aloittaa.
duel-first-them = { $opponent } pelaa X:llä ja aloittaa.
duel-first-random = X:n pelaaja arvotaan.
duel-accept = Hyväksy
duel-decline = Hylkää
duel-declined = { $opponent } hylkäsi pelaajan { $challenger } haasteen.
duel-expired = Pelaajan { $challenger } haaste pelaajalle { $opponent } vanheni.
duel-expired-invite = Pelaajan { $challenger } haaste pelaajalle { $opponent } vanheni ilman vastausta. Lähetä uusi komennolla /ttt play.
duel-agent-with-opponent = Valinta agent on botin vastaisia pelejä varten: jätä se pois, kun haastat jäsenen.
duel-bot-opponent = Botit eivät voi hyväksyä haasteita. Suorita /ttt play ilman vastustajaa pelataksesi minua vastaan.

stats-title = Pelaajan { $name } ristinolla
stats-server = Tämä palvelin
stats-global = Kaikkialla
stats-rating = Luokitus
stats-games = Pelit
stats-record = { $wins } V · { $draws } T · { $losses } H
stats-summary = Luokitus **{ $rating }** · { $games ->
    [one] { $games } peli
   *[other] { $games } peliä
} · { $record }
stats-vs-people = Ihmisiä vastaan
stats-vs-agents = Agentteja vastaan
stats-streak = Putki
stats-best-streak = Paras putki
stats-streak-wins = { $count ->
    [one] { $count } voitto putkeen
   *[other] { $count } voittoa putkeen
}
stats-streak-losses = { $count ->
    [one] { $count } tappio putkeen
   *[other] { $count } tappiota putkeen
}
stats-streak-none = ei putkea
stats-no-games = { $name } ei ole vielä pelannut yhtään peliä loppuun.
lb-title-server = Tulostaulu · { $server }
lb-title-global = Maailmanlaajuinen tulostaulu
lb-row = **{ $rank }.** { $name } · **{ $rating }** · { $record } · putki { $streak }
lb-empty = { $min ->
    [one] Kukaan ei ole vielä tulostaululla: siihen tarvitaan { $min } loppuun pelattu peli.
   *[other] Kukaan ei ole vielä tulostaululla: siihen tarvitaan { $min } loppuun pelattua peliä.
}
lb-footer = { $min ->
    [one] Pelaajat, joilla on vähintään { $min } loppuun pelattu peli, Elo-luokituksen mukaan.
   *[other] Pelaajat, joilla on vähintään { $min } loppuun pelattua peliä, Elo-luokituksen mukaan.
}
agents-title = Agentit
agents-server-agent = Tämä palvelin pelaa oletuksena agentilla **{ $name }**.
agents-default-mark = { " " }(palvelimen oletus)
agents-version = versio { $version }
agents-rating = Elo-luokitus { $rating }
agents-metric = { $name }: { $value }
agents-accuracy = optimaaliset siirrot: { $pct }
agents-vs = vastaan { $opponent }: X:nä { $x }; O:na { $o }
agents-wdl = { $w } V · { $d } T · { $l } H

review-title = Pelin #{ $game_id } analyysi
review-clean = Mikään siirto ei muuttanut pelin arvoa: molemmat pelasivat virheettömästi.
review-line = siirto { $ply }, { $mark } ruutuun { $cell }: { $before } → { $after }; { $best } olisi säilyttänyt { $kept }
review-line-no-best = siirto { $ply }, { $mark } ruutuun { $cell }: { $before } → { $after }
review-value = { $value ->
    [win] voitto
    [draw] tasapeli
   *[loss] tappio
}
review-kept = { $value ->
    [win] voiton
    [draw] tasapelin
   *[loss] tappion
}
review-or = { $head } tai { $last }
review-left-early = { $how ->
    [resigned] { $value ->
        [win] { $mark } luovutti voitetussa asemassa.
       *[draw] { $mark } luovutti, vaikka asema oli vielä tasapeli.
    }
   *[timed-out] { $value ->
        [win] Pelaajan { $mark } aika loppui voitetussa asemassa.
       *[draw] Pelaajan { $mark } aika loppui, vaikka asema oli vielä tasapeli.
    }
}

admin-title = Palvelimen asetukset
admin-agent = Agentti
admin-channels = Sallitut kanavat
admin-channels-all = kaikki kanavat
admin-multiple-games = Useita pelejä kerralla
admin-move-timeout = Siirtoaika
admin-cooldown = Haasteiden väli
admin-language = Palvelimen kieli
admin-language-default = { $language } (palvelimen kieli Discordissa)
admin-language-updated = Julkiset viestit ovat täällä nyt kielellä: { $language }.
admin-yes = kyllä
admin-no = ei
admin-updated-by = Viimeksi muuttanut
admin-updated = Asetukset päivitetty.

retrain-not-admin = Vain botin ylläpitäjät voivat kouluttaa agentin uudelleen tai palauttaa sen: se muuttaa agentin kaikilla palvelimilla (botin ylläpitäjät: TTT_BOT_ADMINS tai sovelluksen omistaja).
retrain-promoted = Koulutettu uudelleen: **{ $version }** pelaa seuraavasta pelistä alkaen.
retrain-unchanged = Ei parannettavaa: **{ $version }** jatkaa.
retrain-rejected = Koulutettu uudelleen, mutta ei otettu käyttöön: **{ $version }** jatkaa.
retrain-skipped = Ei mitään uutta opittavaa: **{ $version }** jatkaa.
retrain-busy = Uudelleenkoulutus tai palautus on jo käynnissä; yritä uudelleen, kun se on valmis.
retrain-failed = Uudelleenkoulutus epäonnistui; mitään ei muutettu.
retrain-rolled-back = Palautettu: **{ $version }** pelaa seuraavasta pelistä alkaen.
retrain-failed-checks = Huonompi kuin käytössä oleva versio kohdissa:

cell-1 = vasen yläkulma
cell-2 = ylhäällä
cell-3 = oikea yläkulma
cell-4 = vasemmalla
cell-5 = keskellä
cell-6 = oikealla
cell-7 = vasen alakulma
cell-8 = alhaalla
cell-9 = oikea alakulma
cell-choice = { $cell } · { $name }
cell-aliases-1 = ylhäällä vasemmalla, vasen ylä, ylävasen
cell-aliases-2 = ylhäällä keskellä, ylä, yläkeski
cell-aliases-3 = ylhäällä oikealla, oikea ylä, yläoikea
cell-aliases-4 = vasen, keskellä vasemmalla, vasen keski
cell-aliases-5 = keski, keskusta, keskikohta
cell-aliases-6 = oikea, keskellä oikealla, oikea keski
cell-aliases-7 = alhaalla vasemmalla, vasen ala, alavasen
cell-aliases-8 = alhaalla keskellä, ala, alakeski
cell-aliases-9 = alhaalla oikealla, oikea ala, alaoikea
cell-forms = numero 1–9 (1 2 3 / 4 5 6 / 7 8 9 vasemmasta yläkulmasta), koordinaatti kuten b2 tai sanat kuten ”keskellä” tai ”vasen yläkulma”

error-generic = Anteeksi, minulla meni jotain pieleen. Se on kirjattu lokiin; yritä uudelleen.
error-manage-guild = Tarvitset Hallitse palvelinta -oikeuden muuttaaksesi botin asetuksia.
error-guild-only = Tämä komento toimii vain palvelimella.
error-bot-missing = Minulta puuttuu täällä oikeuksia: { $perms }.
error-bad-argument = En voinut käyttää tätä arvoa: { $detail }

error-no-active-game = Sinulla ei ole käynnissä olevaa peliä täällä. Aloita peli komennolla /ttt play.
error-already-playing = { $who ->
    [you] Sinulla on jo peli #{ $game_id } käynnissä täällä: pelaa se ensin loppuun komennolla /ttt move tai /ttt resign.
   *[other] { $name } pelaa jo täällä peliä #{ $game_id }.
}
error-not-your-turn = Ei ole sinun vuorosi: vuorossa on { $mark } ({ $name }).
error-not-your-game = Pelissä #{ $game_id } pelaavat { $x } (X) ja { $o } (O); sinä et ole mukana.
error-stale-board = { $reason ->
    [moved-on] Tämä pelilauta on vanhentunut: peli #{ $game_id } on jo siirrossa { $ply }. Tässä on nykyinen lauta.
    [conflict] Peli #{ $game_id } muuttui siirtosi aikana (toinen siirto ehti ensin); mitään ei pelattu. Katso lautaa uudelleen.
   *[resign] Peli muuttui jatkuvasti luovuttaessasi; yritä uudelleen.
}
error-game-not-found = { $reason ->
    [none-to-review] Sinulla ei ole vielä täällä loppuun pelattua peliä analysoitavaksi.
   *[unknown] Peliä #{ $game_id } ei ole.
}
error-review-in-progress = Peli #{ $game_id } on vielä käynnissä; analyysi paljastaisi parhaat siirrot. Kysy uudelleen, kun se on päättynyt.
error-leaderboard-size = Tulostaulu näyttää { $low }–{ $high } pelaajaa, ei { $value }.
error-channel-not-allowed = Tällä kanavalla ei pelata täällä; kokeile jotakin palvelimen pelikanavista tai pyydä ylläpitäjää sallimaan tämä kanava.
error-cooldown = Haastoit juuri jonkun; voit haastaa uudelleen { $wait } kuluttua.
error-challenge = Tämä haaste ei ole mahdollinen.
error-challenge-option = Tämä haasteen valinta ei kelpaa: { $value }.
error-invalid-first-mover = ”{ $value }” ei ole vaihtoehto aloittajaksi: minä, vastustaja tai satunnainen.
error-invalid-challenge-expiry = Haasteen on vanhennuttava { $low } – { $high } kuluttua, ei ”{ $value }”.
error-self-challenge = Et voi haastaa itseäsi. Suorita /ttt play ilman vastustajaa pelataksesi minua vastaan.
error-bot-challenge = { $name } on botti eikä voi pelata kaksintaisteluja. Suorita /ttt play ilman vastustajaa pelataksesi minua vastaan.
error-duplicate-challenge = Sinulla ja pelaajalla { $opponent } on jo vastausta odottava haaste (#{ $challenge_id }); vastaa siihen tai anna sen vanhentua ensin.
error-unknown-challenge = En löydä haastetta #{ $challenge_id }.
error-not-challenged = Haaste #{ $challenge_id } on osoitettu pelaajalle { $opponent }: vain hän voi hyväksyä tai hylätä sen.
error-challenge-expired = Tämä haaste (#{ $challenge_id }) on vanhentunut. Lähetä uusi komennolla /ttt play ja vastustajalla.
error-challenge-answered = Tähän haasteeseen (#{ $challenge_id }) on jo vastattu.
error-challenge-already-accepted = Tämä haaste (#{ $challenge_id }) on jo hyväksytty: peli on käynnissä.
error-challenge-already-declined = Tämä haaste (#{ $challenge_id }) on jo hylätty.
error-agent-unavailable = Agentti { $agent } ei voi pelata juuri nyt. Valitse toinen (/ttt agents luettelee ne).
error-invalid-setting = { $reason ->
    [empty] Ei muutettavaa: anna asetus ja sen uusi arvo.
    [unknown] Tuntematon asetus ”{ $name }”; asetukset ovat: { $known }.
    [range] Asetuksen { $name } on oltava välillä { $low } – { $high }, ei ”{ $value }”.
   *[value] Asetus { $name } ei voi olla ”{ $value }”.
}
error-invalid-board = Tällaista asemaa ei voi syntyä pelissä.
error-illegal-move = Tämä siirto ei ole sallittu.
error-cell-out-of-range = Ruudut on numeroitu 1–9, ei { $value }.
error-cell-occupied = Ruudussa { $cell } on jo { $mark }.
error-game-over = Peli #{ $game_id } on päättynyt: { $result }
error-cell-parse = { $reason ->
    [empty] Mikä ruutu? Anna { $forms }.
    [number] ”{ $input }” ei ole ruutu: ruudut on numeroitu 1–9.
   *[unknown] En tunnista ruutua ”{ $input }”. Anna { $forms }.
}
error-unknown-agent = Agenttia nimeltä ”{ $name }” ei ole. Saatavilla olevat agentit: { $agents }.
error-weights = Agentin { $agent } painoja ei voitu ladata; se ei voi pelata, ennen kuin ne korjataan.
error-not-admin = Vain botin ylläpitäjät voivat kouluttaa agentin uudelleen tai palauttaa sen: se muuttaa agentin kaikilla palvelimilla (botin ylläpitäjät: TTT_BOT_ADMINS tai sovelluksen omistaja).
error-busy = Uudelleenkoulutus tai palautus on jo käynnissä; yritä uudelleen, kun se on valmis.
error-retrain = Uudelleenkoulutus epäonnistui; mitään ei muutettu ({ $detail }).
error-database-unavailable = Pelitietokanta ei ole juuri nyt käytettävissä; mitään ei muutettu. Yritä hetken päästä uudelleen.
error-database-unconfirmed = Pelitietokanta lakkasi vastaamasta tallennuksen aikana: se on ehkä tallennettu, ehkä ei. Tarkista ennen kuin yrität uudelleen (/ttt board näyttää pelisi).
error-usage = { $reason ->
    [read] En voinut lukea komentoa ({ $detail }). Kirjoita /ttt help.
    [missing-command] Komento puuttuu /ttt:n jälkeen. Kirjoita /ttt help.
    [unknown-command] Tuntematon komento ”{ $command }”. Komennot alkavat /ttt; kirjoita /ttt help.
    [no-cell] Mikä ruutu? Käyttö: /ttt move <ruutu>, esim. /ttt move 5
    [bad-first] ”first” on oltava jokin näistä: { $choices }, ei ”{ $value }”.
   *[unexpected] Odottamaton ”{ $input }”. Käyttö: { $usage }
}

cmd-ttt =
    .description = Ristinollaa bottia tai muita jäseniä vastaan
cmd-ttt-play = pelaa
    .description = Pelaa palvelimen agenttia vastaan tai haasta jäsen
cmd-ttt-play-opponent = vastustaja
    .description = Haastettava jäsen (ilman sitä pelaat minua vastaan)
cmd-ttt-play-agent = agentti
    .description = Vastustajaksi valittava agentti (oletus: palvelimen agentti)
cmd-ttt-play-first = aloittaja
    .description = Kuka pelaa X:llä ja aloittaa
cmd-ttt-move = siirto
    .description = Pelaa ruutu pelissäsi
cmd-ttt-move-cell = ruutu
    .description = 1–9 vasemmasta yläkulmasta (1 2 3 / 4 5 6 / 7 8 9) tai b2, keskellä…
cmd-ttt-board = lauta
    .description = Näytä käynnissä oleva pelisi
cmd-ttt-resign = luovuta
    .description = Luovuta käynnissä oleva pelisi
cmd-ttt-stats = tilastot
    .description = Jäsenen luokitus, voitot, tasapelit, tappiot ja putket
cmd-ttt-stats-member = jäsen
    .description = Kenen tilastot (oletus: omasi)
cmd-ttt-leaderboard = tulostaulu
    .description = Parhaat pelaajat Elo-luokituksen mukaan
cmd-ttt-leaderboard-scope = laajuus
    .description = Tämä palvelin tai kaikkialla
cmd-ttt-agents = agentit
    .description = Agentit, joita vastaan voit pelata, ja niiden mitattu vahvuus
cmd-ttt-review = analyysi
    .description = Siirrot, jotka muuttivat viimeisimmän pelisi lopputuloksen
cmd-ttt-review-game = peli
    .description = Pelin numero (oletus: viimeisin täällä loppuun pelaamasi peli)
cmd-ttt-admin =
    .description = Tämän palvelimen ristinolla-asetukset
cmd-ttt-admin-settings = asetukset
    .description = Näytä palvelimen asetukset
cmd-ttt-admin-agent = agentti
    .description = Valitse agentti, jota vastaan jäsenet pelaavat täällä oletuksena
cmd-ttt-admin-agent-name = nimi
    .description = Agentin nimi (katso /ttt agents)
cmd-ttt-admin-allow-channel = salli-kanava
    .description = Salli pelit kanavalla (kun jokin on sallittu, vain sallituilla)
cmd-ttt-admin-allow-channel-channel = kanava
    .description = Kanava
cmd-ttt-admin-disallow-channel = poista-kanava
    .description = Poista kanava sallituista kanavista
cmd-ttt-admin-disallow-channel-channel = kanava
    .description = Kanava
cmd-ttt-admin-all-channels = kaikki-kanavat
    .description = Salli pelit kaikilla kanavilla
cmd-ttt-admin-multiple-games = useita-pelejä
    .description = Saako jäsenellä olla useita pelejä kerralla
cmd-ttt-admin-multiple-games-enabled = käytössä
    .description = Kyllä tai ei
cmd-ttt-admin-move-timeout = siirtoaika
    .description = Kuinka kauan pelaaja saa miettiä siirtoa
cmd-ttt-admin-move-timeout-seconds = sekunnit
    .description = Sekunteina
cmd-ttt-admin-cooldown = haasteväli
    .description = Kuinka kauan jäsen odottaa kahden haasteen välillä
cmd-ttt-admin-cooldown-seconds = sekunnit
    .description = Sekunteina
cmd-ttt-admin-language = kieli
    .description = Palvelimen julkisten viestien kieli (pelilaudat, kutsut, tulokset)
cmd-ttt-admin-language-language = kieli
    .description = Kieli (ilman: palvelimen kieli Discordissa)
cmd-ttt-owner =
    .description = Botin agentin uudelleenkoulutus (botin omistajat)
cmd-ttt-owner-retrain = kouluta
    .description = Kouluta DQN uudelleen nyt jäsenten peleillä (botin ylläpitäjät)
cmd-ttt-owner-rollback = palauta
    .description = Ota DQN:n edellinen versio taas käyttöön (botin ylläpitäjät)

choice-me = minä
choice-bot = botti (tai vastustaja)
choice-random = satunnainen
choice-server = tämä palvelin
choice-global = kaikkialla

console-welcome = tttbot-konsoli - kirjoita /ttt help nähdäksesi komennot, quit lopettaaksesi.
console-help =
    Komennot (ruudut: { $forms }):
      /ttt play [agent] [first:me|bot|random]   aloita peli (oletusagentti: { $default })
      /ttt move <ruutu>                          pelaa ruutu (pelkkä ruutu, kuten 5, käy myös)
      /ttt board                                 näytä pelisi
      /ttt resign                                luovuta käynnissä oleva peli
      /ttt stats [global]                        tuloksesi, luokituksesi ja putkesi
      /ttt leaderboard [global] [N]              korkeimmin luokitellut pelaajat ({ $ranked }+ peliä)
      /ttt review [peli]                         siirrot, jotka muuttivat viimeisimmän pelisi tuloksen
      /ttt agents                                agentit, joita vastaan voit pelata
      /ttt admin learning                        mitä botti oppi tämän palvelimen pelaajilta
      /ttt help                                  tämä teksti
      quit                                       lopeta
console-error = Komennossa meni jotain pieleen; se on kirjattu lokiin. Kirjoita /ttt help.
console-timed-out = Pelin #{ $game_id } aika loppui: { $result }
console-opening = Peli #{ $game_id }: { $x } (X) vastaan { $o } (O).
console-agent-opens = { $name } avaa ruutuun { $cell }.
console-you-played = Pelasit ruudun { $cell }.
console-agent-answered = Pelasit ruudun { $cell }; { $name } vastasi ruudulla { $reply }.
console-you = sinä
console-scope-here = täällä
console-scope-everywhere = kaikkialla
console-no-stats = Pelaajalla { $name } ei ole vielä loppuun pelattuja pelejä ({ $where }). Aloita komennolla /ttt play.
console-stats-head = Pelaajan { $name } tilastot ({ $where }): luokitus { $rating } ({ $games ->
    [one] { $games } peli
   *[other] { $games } peliä
}, { $ranked })
console-ranked = luokiteltu
console-to-rank = { $count ->
    [one] vielä { $count } peli luokitukseen
   *[other] vielä { $count } peliä luokitukseen
}
console-stats-overall = yhteensä
console-stats-vs-people = ihmisiä vastaan
console-stats-vs-agent = vastaan { $agent }
console-streak = putki { $streak } (paras { $best })
console-no-leaderboard = { $min ->
    [one] Kukaan ei ole vielä luokiteltu ({ $where }): pelaajat näkyvät { $min } pelin jälkeen.
   *[other] Kukaan ei ole vielä luokiteltu ({ $where }): pelaajat näkyvät { $min } pelin jälkeen.
}
console-leaderboard-head = Tulostaulu ({ $where }):
console-games = { $count ->
    [one] { $count } peli
   *[other] { $count } peliä
}
console-review-clean = Mikään siirto ei muuttanut pelin arvoa: jokainen siirto säilytti parhaan tuloksen.
console-agents-head = Agentit (Elo-luokitus; oppivat agentit: versio, mitattu optimaalisten siirtojen osuus):
console-optimal = { $pct } optimaalisia

## What the bot learned from this server's people (/ttt-admin learning)
learning-none = Mikään uudelleen koulutettu { $agent } ei ole vielä oppinut tämän palvelimen pelaajilta.
learning-head = { $agent } { $version } (koulutettu uudelleen versiosta { $base }) oppi tämän palvelimen pelaajilta. Käytetyt pelit: { $games }; tarkistukseen varatut: { $held }.
learning-winrate = Odotettu voittoprosentti pelaajianne vastaan: { $before } → { $after }
learning-held-out = Varatuissa peleissä: hyöty { $gain } ({ $confidence } väli { $lower } – { $upper })
learning-habit = Pelaajanne: { $habit } { $pct } kerroista ({ $chances } tilaisuutta).
learning-habit-win-line = pelaavat voittosiirron rivillä tai sarakkeella
learning-habit-win-diag = pelaavat voittosiirron lävistäjällä
learning-habit-block-line = torjuvat uhan rivillä tai sarakkeella
learning-habit-block-diag = torjuvat uhan lävistäjällä
learning-no-habits = Pelejä on vielä liian vähän tapojen kuvaamiseen.
agents-vs-people = { $pct } odotettuja voittoja tämän palvelimen pelaajia vastaan
learning-line = { $own ->
    [yes] Tällä palvelimella on oma pelitapansa.
   *[no] Tällä palvelimella pelataan kaikkien pelaajien perusteella opitulla linjalla.
}
cmd-ttt-admin-learning = oppiminen
    .description = Mitä botti oppi tämän palvelimen pelaajilta

## Stale boards, invalid buttons, the console's results

board-refreshed = Se lauta oli vanhentunut, joten mitään ei pelattu: se näyttää nyt nykyisen aseman (siirto { $ply }). Pelaa siirtosi siinä.
board-refreshed-over = Se lauta oli vanhentunut, joten mitään ei pelattu: se näyttää nyt, miten peli päättyi.
button-invalid = Tämä painike ei ole enää voimassa. /ttt board näyttää käynnissä olevan pelisi täällä.
console-turn = { $mark } siirtää ({ $name })
console-you-won = { $how ->
    [resigned] { $loser } luovutti; voitat ({ $mark }).
    [timed-out] Käyttäjän { $loser } aika loppui; voitat ({ $mark }).
   *[played] Voitat ({ $mark }).
}
console-you-lost = { $how ->
    [resigned] Luovutit; { $name } ({ $mark }) voittaa.
    [timed-out] Aikasi loppui; { $name } ({ $mark }) voittaa.
   *[played] { $name } ({ $mark }) voittaa.
}

## Levels by name (/ttt play difficulty) and the fair level's target

# /ttt play with both an opponent and a difficulty (a duel has no bot to set).
duel-difficulty-with-opponent = Vaikeustaso koskee pelejä bottia vastaan: jätä se pois, kun haastat jäsenen.
# $reason: with-agent (a difficulty and an agent given together), unknown ($value: what was
# given; $choices: the difficulties).
error-difficulty = { $reason ->
    [with-agent] Valitse vaikeustaso tai agentti, ei molempia: vaikeustaso valitsee oman agenttinsa.
   *[unknown] Vaikeustason on oltava jokin näistä: { $choices }, ei ”{ $value }”.
}
# The settings embed: the fair level's target ($pct: whole percent).
admin-fair-target = Reilu taso: jäsenten voitto-osuus
admin-fair-target-value = { $pct } % peleistä
# The console's help, a line after the commands ($levels: easy|medium|…; $target: percent).
console-help-levels = Tasot: /ttt play difficulty:{ $levels } (agentin sijaan); fair mukautuu niin, että voitat noin { $target } % peleistä.
cmd-ttt-play-difficulty = vaikeustaso
    .description = Kuinka vahvasti botti pelaa (agentin sijaan); reilu mukautuu sinuun
cmd-ttt-admin-fair-target = reilu-tavoite
    .description = Kuinka suuren osan peleistä jäsenten pitäisi voittaa reilulla tasolla
cmd-ttt-admin-fair-target-percent = prosentti
    .description = Prosentteina (jätä pois oletukselle, 40)
choice-easy = helppo
choice-medium = keskitaso
choice-hard = vaikea
choice-unbeatable = voittamaton
choice-fair = reilu (mukautuu sinuun)
## The review's picture (its caption in the embed footer, its alt text)
review-picture-before = Kuva: asema ennen siirtoa { $ply }, { $mark } siirtää.
review-picture-final = Kuva: loppuasema.
review-picture-legend = Vihreä: { $mark } voittaa pelaamalla siihen, harmaa: tasapeli, punainen: häviää; kultainen reunus: parhaat siirrot.
review-picture-played = Vaaleanpunainen reunus: pelattu siirto.
review-picture-alt = Pelin #{ $game_id } lauta, jokainen vapaa ruutu vihreä, harmaa tai punainen sen mukaan, voittaako { $mark }, päättyykö peli tasan vai häviääkö { $mark } pelaamalla siihen.
review-picture-alt-final = Pelin #{ $game_id } loppulauta.
console-review-picture-saved = Kuva tallennettu: { $path }
console-review-picture-failed = Kuvaa ei voitu tallentaa: { $path }: { $reason }
## Standings: farm-proof ratings, seasons, provisional players, measured agents

# /ttt stats when every game of the member was on this server (one line, not two alike).
stats-server-everywhere = Tämä palvelin (kaikki pelisi)
# Leaderboards: a channel's board; which season a board counts; a player under the ranking
# threshold ($games of $min games), shown unranked.
lb-title-channel = Tulostaulu · #{ $channel } · { $server }
lb-season-current = Kausi { $season } (nykyinen)
lb-season-past = Kausi { $season } / { $current }
lb-all-time = Kaikki kaudet
lb-provisional = alustava
lb-row-provisional = **–** { $name } · **{ $rating }** · { $record } · alustava ({ $games }/{ $min })
lb-this-channel = Tämä kanava
# /ttt agents: an agent's rating measured against people, and people's results against it.
agents-measured = Ihmisiä vastaan mitattu luokitus: { $rating } · pelejä ihmisiä vastaan: { $games }
agents-people-here = Ihmiset täällä: { $record }
agents-people-everywhere = Ihmiset kaikkialla: { $record }
# Under a finished board: each person's new season rating and its change ($change: +12, -8).
board-rating = { $name }: luokitus { $rating } ({ $change })
board-unrated = { $name }: peli ei vaikuta luokitukseen
# /ttt-admin season new (public).
season-started = Kausi { $season } on alkanut: tulostaulu alkaa alusta. Kausi { $previous } on yhä luettavissa komennolla /ttt leaderboard season:{ $previous }.
error-season = { $reason ->
    [global] Maailmanlaajuisella tulostaululla ei ole kausia: kaudet ovat palvelinkohtaisia.
    [channel-all-time] Kanavien tulostaulut pidetään kausittain: valitse kauden numero tai palvelimen kaikkien kausien tulostaulu.
    [race] Toinen ylläpitäjä aloitti uuden kauden samalla hetkellä; muuta ei muuttunut.
   *[not-started] Täällä ei ole kautta { $season }: tämä palvelin on kaudella { $current }.
}
cmd-ttt-leaderboard-season = kausi
    .description = Kauden numero tai all kaikille kausille (oletus: nykyinen kausi)
choice-channel = kanava
cmd-ttt-admin-season = kausi
    .description = Tämän palvelimen tulostaulun kaudet
cmd-ttt-admin-season-new = uusi
    .description = Arkistoi tämän kauden tilanne ja aloita uusi kausi
## Rematches: the rematch button, /ttt history, their refusals, the console's forms
rematch-button = Uusintaottelu
rematch-invite-note = Pelin #{ $game_id } uusinta, värit vaihdettuina.
error-rematch = Tämä uusinta ei ole mahdollinen.
error-rematch-not-player = Vain { $x } ja { $o } voivat pyytää pelin #{ $game_id } uusintaa.
error-rematch-not-over = Peli #{ $game_id } on vielä kesken: pelaa se loppuun ennen kuin pyydät uusintaa.
error-rematch-taken = Pelillä #{ $game_id } on jo uusintansa: peli #{ $rematch_id }.
error-nothing-to-rematch = Sinulla ei ole vielä täällä päättynyttä peliä uusittavaksi.
error-history-size = Historia näyttää { $low }–{ $high } peliä, ei { $value }.
history-title = Pelaajan { $name } viimeisimmät pelit
history-empty = Pelaajalla { $name } ei ole tällä palvelimella päättynyttä peliä, jonka voisit analysoida.
history-line = #{ $game_id } · { $date } · vastaan { $opponent } · { $result }
history-result = { $result ->
    [win] voitto
    [loss] tappio
    [unrated] keskeytetty, ei pisteytetty
   *[draw] tasapeli
}
history-option = Peli #{ $game_id } vastaan { $opponent }
history-pick = Valitse analysoitava peli
history-footer = Uusimmat ensin. Valitse alta peli analysoitavaksi tai käytä komentoa /ttt review <numero>.
cmd-ttt-history = historia
    .description = Viimeisimmät pelisi täällä, tai jonkun jäsenen
cmd-ttt-history-member = jäsen
    .description = Kenen pelit (oletus: sinun)
console-history-head = Viimeisimmät pelisi täällä, uusimmat ensin (/ttt review <numero> analysoi yhden):
console-history-empty = Sinulla ei ole vielä täällä päättynyttä peliä.
console-history-line = #{ $game_id }  { $date }  vastaan { $opponent }: { $result }
console-help-rematch = pelaa viimeisin pelisi täällä uudelleen, värit vaihdettuina
console-help-history = viimeisimmät pelisi täällä, analysoitavaksi numerolla
console-help-admin = tämän palvelimen asetukset; muuta niitä komennolla /ttt admin <setting> <value>
## The front: post limits, one live board, roles, looks, help, welcome, unrated games

board-abandoned-unrated = Keskeytetty ennen ensimmäistä siirtoa: ei pisteytetä, ei lasketa kenellekään.
board-replaced = Tämä lauta korvattiin uudemmalla, joten mitään ei pelattu. Jatka uusimmalla laudalla (tai /ttt board).
error-game-channels-elsewhere = Tällä kanavalla ei pelata täällä; pelit pelataan kanavilla { $channels }.
error-role-not-allowed = Pelit ovat täällä jäsenille, joilla on jokin näistä rooleista: { $roles }.
error-public-post-limit-reached = Sait minut julkaisemaan { $limit } julkista lautaa viimeisen minuutin aikana; yritä uudelleen { $wait } s kuluttua.
error-invalid-looks = { $reason ->
    [emoji] { $name } on oltava yksi emoji (kuten ❌ tai palvelimen emoji kuten <:cross:123456789012345678>), ei ”{ $value }”.
   *[colour] Värin on oltava heksana, kuten #5865F2, ei ”{ $value }”.
}
admin-roles = Pelaavat roolit
admin-roles-all = kaikki jäsenet
admin-public-posts = Julkisia lautoja jäsentä kohti
admin-public-posts-value = { $count } minuutissa
admin-no-limit = ei rajaa
admin-looks = Ulkoasu
admin-looks-value = X: { $x } · O: { $o } · väri: { $colour }
admin-looks-default = botin oma
retrain-owners-only = Vain botin omistajat voivat kouluttaa agentin uudelleen tai palauttaa edellisen: se vaihtaa jokaisen palvelimen agentin.
help-discord =
    Näin pelaat ristinollaa täällä
    Ruudut: { $forms }. Laudalla jokainen tyhjä ruutu näyttää numeronsa: napsauta sitä tai kirjoita /ttt move ja numero.
    `/ttt play` pelaa minua vastaan (oletusagentti: { $default }) tai haasta jäsen vastustaja-valinnalla
    `/ttt move` pelaa ruutu
    `/ttt board` näytä pelisi uudelleen
    `/ttt resign` luovuta pelisi
    `/ttt stats` jäsenen tulokset, luokitus ja putket
    `/ttt leaderboard` parhaiten luokitellut pelaajat (vähintään { $ranked } peliä)
    `/ttt review` siirrot, jotka muuttivat pelin lopputuloksen
    `/ttt agents` agentit, joita vastaan voit pelata
    `/ttt help` tämä teksti
    Ylläpitäjät: `/ttt-admin settings` näyttää tämän palvelimen valinnat.
help-welcome = Hei! Pelaan ristinollaa, teitä vastaan tai teidän kesken. Aloita peli komennolla `/ttt play`; `/ttt help` listaa kaikki komennot, ja ylläpitäjät löytävät asetukset kohdasta `/ttt-admin`.
cmd-ttt-help =
    .description = Miten pelataan, ja kaikki komennot
cmd-ttt-admin-allow-role =
    .description = Anna roolin jäsenten pelata (kun jokin on valittu, vain heidän)
cmd-ttt-admin-allow-role-role =
    .description = Rooli
cmd-ttt-admin-disallow-role =
    .description = Poista rooli pelaavista rooleista
cmd-ttt-admin-disallow-role-role =
    .description = Rooli
cmd-ttt-admin-all-roles =
    .description = Anna kaikkien jäsenten pelata
cmd-ttt-admin-public-posts =
    .description = Montako lautaa jäsen voi saada minut julkaisemaan minuutissa
cmd-ttt-admin-public-posts-per_minute =
    .description = Lautoja minuutissa jäsentä kohti (0: ei rajaa)
cmd-ttt-admin-looks =
    .description = Merkkien emojit ja tämän palvelimen lautojen väri
cmd-ttt-admin-looks-x =
    .description = Emoji X:lle (myös palvelimen emoji); oletus: kirjain
cmd-ttt-admin-looks-o =
    .description = Emoji O:lle (myös palvelimen emoji); oletus: kirjain
cmd-ttt-admin-looks-colour =
    .description = Käynnissä olevien lautojen väri heksana (#5865F2); oletus: botin oma
looks-emoji-elsewhere = { $emoji } ei ole tämän palvelimen emoji: käytä jotakin sen omista emojeista tai Unicode-emojia.
