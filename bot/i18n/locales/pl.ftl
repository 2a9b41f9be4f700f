# Polski. Same messages and variables as en.ftl (the reference); see its comments.
# Plural categories: one (1), few (2-4, 22-24…), many (0, 5-21, 25…), other (fractions).

board-title = Partia nr { $game_id }
board-vs = { $x } (X) kontra { $o } (O)
board-turn = Ruch { $mark }: { $name }
board-won = { $name } ({ $mark }) wygrywa.
board-drawn = Remis.
board-resigned = { $loser } poddaje partię; { $name } ({ $mark }) wygrywa.
board-abandoned = { $loser } przekracza czas; { $name } ({ $mark }) wygrywa.
board-agent = Agent
board-agent-side = { $name } (agent)
board-footer = Ruch { $ply } · partia nr { $game_id }
board-footer-over = { $moves ->
    [one] { $moves } ruch
    [few] { $moves } ruchy
    [many] { $moves } ruchów
   *[other] { $moves } ruchu
} · partia nr { $game_id }
board-moved-on = Ta plansza jest kontynuowana w nowszej wiadomości.
board-none = Nie masz tu żadnej trwającej partii. Zacznij ją poleceniem /ttt play.

duel-title = Wyzwanie w kółko i krzyżyk
duel-invite = { $opponent }, { $challenger } wyzywa cię na partię. Odpowiedz { $expires }.
duel-first-me = { $challenger } gra X i zaczyna.
duel-first-them = { $opponent } gra X i zaczyna.
duel-first-random = To, kto gra X, zostanie wylosowane.
duel-accept = Przyjmij
duel-decline = Odrzuć
duel-declined = { $opponent } odrzuca wyzwanie od { $challenger }.
duel-expired = Wyzwanie od { $challenger } dla { $opponent } wygasło.
duel-expired-invite = Wyzwanie od { $challenger } dla { $opponent } wygasło bez odpowiedzi. Wyślij nowe poleceniem /ttt play.
duel-agent-with-opponent = Opcja agent służy do gry z botem: pomiń ją, gdy wyzywasz członka serwera.
duel-bot-opponent = Boty nie mogą przyjmować wyzwań. Użyj /ttt play bez przeciwnika, żeby zagrać ze mną.

stats-title = Kółko i krzyżyk: { $name }
stats-server = Ten serwer
stats-global = Wszędzie
stats-rating = Ranking
stats-games = Partie
stats-record = { $wins } W · { $draws } R · { $losses } P
stats-summary = Ranking **{ $rating }** · { $games ->
    [one] { $games } partia
    [few] { $games } partie
    [many] { $games } partii
   *[other] { $games } partii
} · { $record }
stats-vs-people = Z ludźmi
stats-vs-agents = Z agentami
stats-streak = Seria
stats-best-streak = Najlepsza seria
stats-streak-wins = { $count ->
    [one] { $count } wygrana z rzędu
    [few] { $count } wygrane z rzędu
    [many] { $count } wygranych z rzędu
   *[other] { $count } wygranej z rzędu
}
stats-streak-losses = { $count ->
    [one] { $count } porażka z rzędu
    [few] { $count } porażki z rzędu
    [many] { $count } porażek z rzędu
   *[other] { $count } porażki z rzędu
}
stats-streak-none = brak
stats-no-games = { $name } nie ukończył(a) jeszcze żadnej partii.
lb-title-server = Ranking · { $server }
lb-title-global = Ranking globalny
lb-row = **{ $rank }.** { $name } · **{ $rating }** · { $record } · seria { $streak }
lb-empty = { $min ->
    [one] Nikt nie jest jeszcze w rankingu: trzeba ukończyć { $min } partię, żeby się tu pojawić.
    [few] Nikt nie jest jeszcze w rankingu: trzeba ukończyć { $min } partie, żeby się tu pojawić.
    [many] Nikt nie jest jeszcze w rankingu: trzeba ukończyć { $min } partii, żeby się tu pojawić.
   *[other] Nikt nie jest jeszcze w rankingu: trzeba ukończyć { $min } partii, żeby się tu pojawić.
}
lb-footer = { $min ->
    [one] Gracze z co najmniej { $min } ukończoną partią, według rankingu Elo.
   *[other] Gracze z co najmniej { $min } ukończonymi partiami, według rankingu Elo.
}
agents-title = Agenci
agents-server-agent = Ten serwer domyślnie gra agentem **{ $name }**.
agents-default-mark = { " " }(domyślny na tym serwerze)
agents-version = wersja { $version }
agents-rating = ranking Elo { $rating }
agents-metric = { $name }: { $value }
agents-accuracy = ruchy optymalne: { $pct }
agents-vs = z { $opponent }: jako X { $x }; jako O { $o }
agents-wdl = { $w } W · { $d } R · { $l } P

review-title = Analiza partii nr { $game_id }
review-clean = Żaden ruch nie zmienił wartości partii: obie strony grały bezbłędnie.
review-line = ruch { $ply }, { $mark } na polu { $cell }, zmienił { $before } w { $after }; { $best } utrzymywał { $kept }
review-line-no-best = ruch { $ply }, { $mark } na polu { $cell }, zmienił { $before } w { $after }
review-value = { $value ->
    [win] wygraną
    [draw] remis
   *[loss] porażkę
}
review-kept = { $value ->
    [win] wygraną
    [draw] remis
   *[loss] porażkę
}
review-or = { $head } lub { $last }
review-left-early = { $how ->
    [resigned] { $value ->
        [win] { $mark } poddaje partię w wygranej pozycji.
       *[draw] { $mark } poddaje partię, choć pozycja była jeszcze remisowa.
    }
   *[timed-out] { $value ->
        [win] { $mark } przekracza czas w wygranej pozycji.
       *[draw] { $mark } przekracza czas, choć pozycja była jeszcze remisowa.
    }
}

admin-title = Ustawienia serwera
admin-agent = Agent
admin-channels = Dozwolone kanały
admin-channels-all = wszystkie kanały
admin-multiple-games = Kilka partii naraz
admin-move-timeout = Czas na ruch
admin-cooldown = Odstęp między wyzwaniami
admin-language = Język serwera
admin-language-default = { $language } (język serwera w Discordzie)
admin-language-updated = Publiczne wiadomości na tym serwerze są teraz w języku: { $language }.
admin-yes = tak
admin-no = nie
admin-updated-by = Ostatnia zmiana:
admin-updated = Ustawienia zaktualizowane.

retrain-not-admin = Tylko administratorzy bota mogą ponownie trenować lub cofać agenta: zmienia to agenta na wszystkich serwerach (administratorzy bota: TTT_BOT_ADMINS lub właściciel aplikacji).
retrain-promoted = Wytrenowano: **{ $version }** gra od następnej partii.
retrain-unchanged = Nic do poprawienia: **{ $version }** nadal gra.
retrain-rejected = Wytrenowano, ale bez awansu: **{ $version }** nadal gra.
retrain-skipped = Nie ma się czego nowego nauczyć: **{ $version }** nadal gra.
retrain-busy = Trening lub cofnięcie już trwa; spróbuj ponownie, gdy się skończy.
retrain-failed = Trening się nie powiódł; nic nie zostało zmienione.
retrain-rolled-back = Cofnięto: **{ $version }** gra od następnej partii.
retrain-failed-checks = Gorsza od obecnej wersji w:

cell-1 = lewy górny róg
cell-2 = góra
cell-3 = prawy górny róg
cell-4 = lewo
cell-5 = środek
cell-6 = prawo
cell-7 = lewy dolny róg
cell-8 = dół
cell-9 = prawy dolny róg
cell-choice = { $cell } · { $name }
cell-aliases-1 = lewy górny, góra lewo, u góry po lewej, górny lewy
cell-aliases-2 = u góry, góra środek, środek góra, górny środek
cell-aliases-3 = prawy górny, góra prawo, u góry po prawej, górny prawy
cell-aliases-4 = po lewej, lewa, środek lewo, lewy środek
cell-aliases-5 = centrum, na środku, w środku, s
cell-aliases-6 = po prawej, prawa, środek prawo, prawy środek
cell-aliases-7 = lewy dolny, dół lewo, na dole po lewej, dolny lewy
cell-aliases-8 = na dole, dół środek, środek dół, dolny środek
cell-aliases-9 = prawy dolny, dół prawo, na dole po prawej, dolny prawy
cell-forms = liczbę od 1 do 9 (1 2 3 / 4 5 6 / 7 8 9 od lewego górnego rogu), współrzędną jak b2 albo słowa jak „środek” czy „lewy górny róg”

error-generic = Przepraszam, coś poszło nie tak po mojej stronie. Zostało to zapisane; spróbuj ponownie.
error-manage-guild = Do zmiany ustawień bota potrzebujesz uprawnienia Zarządzanie serwerem.
error-guild-only = To polecenie działa tylko na serwerze.
error-bot-missing = Brakuje mi tu uprawnień: { $perms }.
error-bad-argument = Nie mogę użyć tej wartości: { $detail }

error-no-active-game = Nie masz tu żadnej trwającej partii. Zacznij ją poleceniem /ttt play.
error-already-playing = { $who ->
    [you] Masz już tu trwającą partię nr { $game_id }: najpierw ją dokończ poleceniem /ttt move lub /ttt resign.
   *[other] { $name } gra już tu partię nr { $game_id }.
}
error-not-your-turn = To nie twój ruch: teraz gra { $mark } ({ $name }).
error-not-your-game = W partii nr { $game_id } grają { $x } (X) i { $o } (O); ty w niej nie grasz.
error-stale-board = { $reason ->
    [moved-on] Ta plansza jest nieaktualna: partia nr { $game_id } jest już przy ruchu { $ply }. Oto aktualna plansza.
    [conflict] Partia nr { $game_id } zmieniła się w trakcie twojego ruchu (inny ruch był pierwszy); nic nie zostało zagrane. Spójrz jeszcze raz na planszę.
   *[resign] Partia wciąż się zmieniała, gdy się poddawałeś(-aś); spróbuj ponownie.
}
error-game-not-found = { $reason ->
    [none-to-review] Nie masz tu jeszcze żadnej ukończonej partii do analizy.
   *[unknown] Nie ma partii nr { $game_id }.
}
error-review-in-progress = Partia nr { $game_id } wciąż trwa; analiza zdradziłaby najlepsze ruchy. Poproś ponownie, gdy się skończy.
error-leaderboard-size = Ranking pokazuje od { $low } do { $high } graczy, nie { $value }.
error-channel-not-allowed = Na tym kanale nie gra się tutaj; spróbuj jednego z kanałów do gry na serwerze albo poproś administratora o dopuszczenie tego.
error-cooldown = Przed chwilą kogoś wyzwałeś(-aś); kolejne wyzwanie możesz wysłać za { $wait }.
error-challenge = To wyzwanie nie jest możliwe.
error-challenge-option = Ta opcja wyzwania jest nieprawidłowa: { $value }.
error-invalid-first-mover = „{ $value }” nie jest wyborem, kto zaczyna: ja, przeciwnik albo losowo.
error-invalid-challenge-expiry = Wyzwanie musi wygasać po czasie od { $low } do { $high }, nie „{ $value }”.
error-self-challenge = Nie możesz wyzwać samego siebie. Użyj /ttt play bez przeciwnika, żeby zagrać ze mną.
error-bot-challenge = { $name } to bot i nie może grać pojedynków. Użyj /ttt play bez przeciwnika, żeby zagrać ze mną.
error-duplicate-challenge = Ty i { $opponent } macie już wyzwanie czekające na odpowiedź (nr { $challenge_id }); najpierw na nie odpowiedz albo pozwól mu wygasnąć.
error-unknown-challenge = Nie mogę znaleźć wyzwania nr { $challenge_id }.
error-not-challenged = Wyzwanie nr { $challenge_id } jest dla { $opponent }: tylko ta osoba może je przyjąć lub odrzucić.
error-challenge-expired = To wyzwanie (nr { $challenge_id }) wygasło. Wyślij nowe poleceniem /ttt play z przeciwnikiem.
error-challenge-answered = Na to wyzwanie (nr { $challenge_id }) już odpowiedziano.
error-challenge-already-accepted = To wyzwanie (nr { $challenge_id }) zostało już przyjęte: partia trwa.
error-challenge-already-declined = To wyzwanie (nr { $challenge_id }) zostało już odrzucone.
error-agent-unavailable = Agent { $agent } nie może teraz grać. Wybierz innego (/ttt agents pokazuje listę).
error-invalid-setting = { $reason ->
    [empty] Nie ma czego zmieniać: podaj ustawienie i jego nową wartość.
    [unknown] Nieznane ustawienie „{ $name }”; dostępne ustawienia: { $known }.
    [range] { $name } musi mieścić się między { $low } a { $high }, nie „{ $value }”.
   *[value] { $name } nie może mieć wartości „{ $value }”.
}
error-invalid-board = Taka pozycja nie może wystąpić w żadnej partii.
error-illegal-move = Ten ruch jest niedozwolony.
error-cell-out-of-range = Pola są numerowane od 1 do 9, nie { $value }.
error-cell-occupied = Pole { $cell } jest już zajęte przez { $mark }.
error-game-over = Partia nr { $game_id } się skończyła: { $result }
error-cell-parse = { $reason ->
    [empty] Które pole? Podaj { $forms }.
    [number] „{ $input }” to nie pole: pola są numerowane od 1 do 9.
   *[unknown] Nie rozpoznaję pola „{ $input }”. Podaj { $forms }.
}
error-unknown-agent = Nie ma agenta o nazwie „{ $name }”. Dostępni agenci: { $agents }.
error-weights = Nie udało się wczytać wag agenta { $agent }; nie może grać, dopóki nie zostaną naprawione.
error-not-admin = Tylko administratorzy bota mogą ponownie trenować lub cofać agenta: zmienia to agenta na wszystkich serwerach (administratorzy bota: TTT_BOT_ADMINS lub właściciel aplikacji).
error-busy = Trening lub cofnięcie już trwa; spróbuj ponownie, gdy się skończy.
error-retrain = Trening się nie powiódł; nic nie zostało zmienione ({ $detail }).
error-database-unavailable = Baza danych partii jest teraz niedostępna; nic nie zostało zmienione. Spróbuj za chwilę.
error-database-unconfirmed = Baza danych partii przestała odpowiadać podczas zapisywania: mogło zostać zapisane albo nie. Sprawdź, zanim spróbujesz ponownie (/ttt board pokazuje twoją partię).
error-usage = { $reason ->
    [read] Nie udało mi się odczytać tego polecenia ({ $detail }). Wpisz /ttt help.
    [missing-command] Brakuje polecenia po /ttt. Wpisz /ttt help.
    [unknown-command] Nieznane polecenie „{ $command }”. Polecenia zaczynają się od /ttt; wpisz /ttt help.
    [no-cell] Które pole? Użycie: /ttt move <pole>, np. /ttt move 5
    [bad-first] „first” musi być jednym z: { $choices }, nie „{ $value }”.
   *[unexpected] Nieoczekiwane „{ $input }”. Użycie: { $usage }
}

cmd-ttt =
    .description = Kółko i krzyżyk z botem lub innymi członkami
cmd-ttt-play = graj
    .description = Zagraj z agentem serwera albo wyzwij członka serwera
cmd-ttt-play-opponent = przeciwnik
    .description = Członek do wyzwania na pojedynek (bez niego grasz ze mną)
cmd-ttt-play-agent = agent
    .description = Agent, z którym grasz (domyślnie: agent tego serwera)
cmd-ttt-play-first = pierwszy
    .description = Kto gra X i zaczyna
cmd-ttt-move = ruch
    .description = Zagraj pole w swojej partii
cmd-ttt-move-cell = pole
    .description = 1-9 od lewego górnego rogu (1 2 3 / 4 5 6 / 7 8 9), albo b2, środek…
cmd-ttt-board = plansza
    .description = Pokaż swoją trwającą partię
cmd-ttt-resign = poddaj
    .description = Poddaj swoją trwającą partię
cmd-ttt-stats = statystyki
    .description = Ranking, wygrane, remisy, porażki i serie członka
cmd-ttt-stats-member = członek
    .description = Czyje statystyki (domyślnie: twoje)
cmd-ttt-leaderboard = ranking
    .description = Najlepsi gracze według rankingu Elo
cmd-ttt-leaderboard-scope = zakres
    .description = Ten serwer lub wszędzie
cmd-ttt-agents = agenci
    .description = Agenci, z którymi możesz grać, i ich zmierzona siła
cmd-ttt-review = analiza
    .description = Ruchy, które zmieniły wynik twojej ostatniej partii
cmd-ttt-review-game = partia
    .description = Numer partii (domyślnie: twoja ostatnia ukończona partia tutaj)
cmd-ttt-admin =
    .description = Ustawienia kółka i krzyżyka na tym serwerze
cmd-ttt-admin-settings = ustawienia
    .description = Pokaż ustawienia tego serwera
cmd-ttt-admin-agent = agent
    .description = Wybierz agenta, z którym członkowie domyślnie tu grają
cmd-ttt-admin-agent-name = nazwa
    .description = Nazwa agenta (zobacz /ttt agents)
cmd-ttt-admin-allow-channel = zezwól-kanał
    .description = Zezwól na partie na kanale (gdy jakiś jest dozwolony, tylko na tych)
cmd-ttt-admin-allow-channel-channel = kanał
    .description = Kanał
cmd-ttt-admin-disallow-channel = usuń-kanał
    .description = Usuń kanał z dozwolonych kanałów
cmd-ttt-admin-disallow-channel-channel = kanał
    .description = Kanał
cmd-ttt-admin-all-channels = wszystkie-kanały
    .description = Zezwól na partie na wszystkich kanałach
cmd-ttt-admin-multiple-games = wiele-partii
    .description = Czy członek może mieć kilka partii naraz
cmd-ttt-admin-multiple-games-enabled = włączone
    .description = Tak lub nie
cmd-ttt-admin-move-timeout = czas-ruchu
    .description = Ile czasu gracz ma na ruch
cmd-ttt-admin-move-timeout-seconds = sekundy
    .description = W sekundach
cmd-ttt-admin-cooldown = odstęp
    .description = Ile członek czeka między dwoma wyzwaniami
cmd-ttt-admin-cooldown-seconds = sekundy
    .description = W sekundach
cmd-ttt-admin-language = język
    .description = Język publicznych wiadomości serwera (plansze, zaproszenia, wyniki)
cmd-ttt-admin-language-language = język
    .description = Język (bez niego: język serwera w Discordzie)
cmd-ttt-owner =
    .description = Ponowne trenowanie agenta bota (właściciele bota)
cmd-ttt-owner-retrain = trenuj
    .description = Wytrenuj teraz DQN na partiach członków (administratorzy bota)
cmd-ttt-owner-rollback = cofnij
    .description = Przywróć poprzednią wersję DQN (administratorzy bota)

choice-me = ja
choice-bot = bot (lub przeciwnik)
choice-random = losowo
choice-server = ten serwer
choice-global = globalnie

console-welcome = konsola tttbot - wpisz /ttt help, aby zobaczyć polecenia, quit, aby wyjść.
console-help =
    Polecenia (pola: { $forms }):
      /ttt play [agent] [first:me|bot|random]   zacznij partię (domyślny agent: { $default })
      /ttt move <pole>                           zagraj pole (wystarczy samo pole, np. 5)
      /ttt board                                 pokaż swoją partię
      /ttt resign                                poddaj bieżącą partię
      /ttt stats [global]                        twój bilans, ranking i serie
      /ttt leaderboard [global] [N]              gracze z najwyższym rankingiem (od { $ranked } partii)
      /ttt review [partia]                       ruchy, które zmieniły wynik twojej ostatniej partii
      /ttt agents                                agenci, z którymi możesz grać
      /ttt admin learning                        czego bot nauczył się od graczy tego serwera
      /ttt help                                  ten tekst
      quit                                       wyjście
console-error = Coś poszło nie tak z tym poleceniem; zostało to zapisane. Wpisz /ttt help.
console-timed-out = Partia nr { $game_id } wygasła: { $result }
console-opening = Partia nr { $game_id }: { $x } (X) kontra { $o } (O).
console-agent-opens = { $name } zaczyna na polu { $cell }.
console-you-played = Zagrano { $cell }.
console-agent-answered = Zagrano { $cell }; { $name } odpowiada { $reply }.
console-you = ty
console-scope-here = tutaj
console-scope-everywhere = wszędzie
console-no-stats = Brak ukończonych partii gracza { $name } ({ $where }). Zacznij partię poleceniem /ttt play.
console-stats-head = Statystyki: { $name } ({ $where }): ranking { $rating } ({ $games ->
    [one] { $games } partia
    [few] { $games } partie
    [many] { $games } partii
   *[other] { $games } partii
}, { $ranked })
console-ranked = w rankingu
console-to-rank = { $count ->
    [one] brakuje { $count } partii do rankingu
   *[other] brakuje { $count } partii do rankingu
}
console-stats-overall = łącznie
console-stats-vs-people = z ludźmi
console-stats-vs-agent = z { $agent }
console-streak = seria { $streak } (najlepsza { $best })
console-no-leaderboard = { $min ->
    [one] Nikt nie jest jeszcze w rankingu ({ $where }): gracze pojawiają się po { $min } partii.
   *[other] Nikt nie jest jeszcze w rankingu ({ $where }): gracze pojawiają się po { $min } partiach.
}
console-leaderboard-head = Ranking ({ $where }):
console-games = { $count ->
    [one] { $count } partia
    [few] { $count } partie
    [many] { $count } partii
   *[other] { $count } partii
}
console-review-clean = Żaden ruch nie zmienił wartości partii: każdy ruch utrzymał najlepszy wynik.
console-agents-head = Agenci (ranking Elo; agenci uczący się: wersja, zmierzony odsetek ruchów optymalnych):
console-optimal = { $pct } optymalnych

## What the bot learned from this server's people (/ttt-admin learning)
learning-none = Żaden ponownie wytrenowany { $agent } nie uczył się jeszcze od graczy tego serwera.
learning-head = { $agent } { $version } (wytrenowany ponownie z { $base }) uczył się od graczy tego serwera. Użyte partie: { $games }; odłożone do sprawdzenia: { $held }.
learning-winrate = Oczekiwany odsetek wygranych z waszymi graczami: { $before } → { $after }
learning-held-out = Na odłożonych partiach: zysk { $gain } (przedział { $confidence } od { $lower } do { $upper })
learning-habit = Wasi gracze: { $habit } w { $pct } przypadków ({ $chances } okazji).
learning-habit-win-line = wykonują zwycięski ruch w wierszu lub kolumnie
learning-habit-win-diag = wykonują zwycięski ruch po przekątnej
learning-habit-block-line = blokują zagrożenie w wierszu lub kolumnie
learning-habit-block-diag = blokują zagrożenie na przekątnej
learning-no-habits = Za mało partii, by opisać ich nawyki.
agents-vs-people = { $pct } oczekiwanych wygranych z graczami tego serwera
learning-line = { $own ->
    [yes] Ten serwer ma własny sposób gry.
   *[no] Na tym serwerze gra się linią wyuczoną od wszystkich graczy.
}
cmd-ttt-admin-learning = nauka
    .description = Czego bot nauczył się od graczy tego serwera

## Stale boards, invalid buttons, the console's results

board-refreshed = Ta plansza była nieaktualna, więc nic nie zagrano: teraz pokazuje bieżącą pozycję (ruch { $ply }). Zagraj na niej swój ruch.
board-refreshed-over = Ta plansza była nieaktualna, więc nic nie zagrano: teraz pokazuje, jak zakończyła się partia.
button-invalid = Ten przycisk jest już nieważny. /ttt board pokazuje tutaj twoją trwającą partię.
console-turn = Ruch { $mark } ({ $name })
console-you-won = { $how ->
    [resigned] { $loser } poddał(a) się; wygrywasz ({ $mark }).
    [timed-out] { $loser } przekroczył(a) czas; wygrywasz ({ $mark }).
   *[played] Wygrywasz ({ $mark }).
}
console-you-lost = { $how ->
    [resigned] Poddałeś/aś się; { $name } ({ $mark }) wygrywa.
    [timed-out] Przekroczyłeś/aś czas; { $name } ({ $mark }) wygrywa.
   *[played] { $name } ({ $mark }) wygrywa.
}

## Levels by name (/ttt play difficulty) and the fair level's target

# /ttt play with both an opponent and a difficulty (a duel has no bot to set).
duel-difficulty-with-opponent = Opcja poziomu trudności dotyczy gier z botem: pomiń ją, gdy wyzywasz członka.
# $reason: with-agent (a difficulty and an agent given together), unknown ($value: what was
# given; $choices: the difficulties).
error-difficulty = { $reason ->
    [with-agent] Wybierz poziom trudności albo agenta, nie oba: poziom trudności sam wybiera agenta.
   *[unknown] Poziom trudności musi być jednym z: { $choices }, a nie „{ $value }”.
}
# The settings embed: the fair level's target ($pct: whole percent).
admin-fair-target = Poziom uczciwy: odsetek wygranych członków
admin-fair-target-value = { $pct }% gier
# The console's help, a line after the commands ($levels: easy|medium|…; $target: percent).
console-help-levels = Poziomy: /ttt play difficulty:{ $levels } (zamiast agenta); fair dostosowuje się tak, abyś wygrywał około { $target }% gier.
cmd-ttt-play-difficulty = trudność
    .description = Jak mocno gra bot (zamiast agenta); uczciwy dostosowuje się do ciebie
cmd-ttt-admin-fair-target = cel-uczciwy
    .description = Odsetek gier, które członkowie powinni wygrywać na poziomie uczciwym
cmd-ttt-admin-fair-target-percent = procent
    .description = W procentach (pomiń, aby użyć domyślnych 40)
choice-easy = łatwy
choice-medium = średni
choice-hard = trudny
choice-unbeatable = niepokonany
choice-fair = uczciwy (dostosowuje się do ciebie)
## The review's picture (its caption in the embed footer, its alt text)
review-picture-before = Obraz: pozycja przed ruchem { $ply }, ruch ma { $mark }.
review-picture-final = Obraz: pozycja końcowa.
review-picture-legend = Zielony: { $mark } wygrywa, grając tam, szary: remis, czerwony: przegrywa; złota ramka: najlepsze ruchy.
review-picture-played = Różowa ramka: zagrany ruch.
review-picture-alt = Plansza gry #{ $game_id }, każde wolne pole zielone, szare lub czerwone zależnie od tego, czy { $mark } wygrywa, remisuje czy przegrywa, grając tam.
review-picture-alt-final = Końcowa plansza gry #{ $game_id }.
console-review-picture-saved = Obraz zapisano w { $path }
console-review-picture-failed = Nie udało się zapisać obrazu w { $path }: { $reason }
## Standings: farm-proof ratings, seasons, provisional players, measured agents

# /ttt stats when every game of the member was on this server (one line, not two alike).
stats-server-everywhere = Ten serwer (wszystkie twoje partie)
# Leaderboards: a channel's board; which season a board counts; a player under the ranking
# threshold ($games of $min games), shown unranked.
lb-title-channel = Ranking · #{ $channel } · { $server }
lb-season-current = Sezon { $season } (bieżący)
lb-season-past = Sezon { $season } / { $current }
lb-all-time = Wszystkie sezony
lb-provisional = tymczasowy
lb-row-provisional = **–** { $name } · **{ $rating }** · { $record } · tymczasowy ({ $games }/{ $min })
lb-this-channel = Ten kanał
# /ttt agents: an agent's rating measured against people, and people's results against it.
agents-measured = Ranking zmierzony w grach z ludźmi: { $rating } · partie z ludźmi: { $games }
agents-people-here = Ludzie tutaj: { $record }
agents-people-everywhere = Ludzie wszędzie: { $record }
# Under a finished board: each person's new season rating and its change ($change: +12, -8).
board-rating = { $name }: ranking { $rating } ({ $change })
board-unrated = { $name }: partia nierankingowa, ranking bez zmian
# /ttt-admin season new (public).
season-started = Rozpoczął się sezon { $season }: ranking startuje od nowa. Sezon { $previous } można nadal przejrzeć przez /ttt leaderboard season:{ $previous }.
error-season = { $reason ->
    [global] Ranking globalny nie ma sezonów: sezony są osobne dla każdego serwera.
    [channel-all-time] Rankingi kanałów są prowadzone w sezonach: wybierz numer sezonu albo ranking serwera ze wszystkich sezonów.
    [race] Inny admin rozpoczął nowy sezon w tej samej chwili; nic więcej się nie zmieniło.
   *[not-started] Nie ma tu sezonu { $season }: ten serwer jest w sezonie { $current }.
}
cmd-ttt-leaderboard-season = sezon
    .description = Numer sezonu albo all dla wszystkich sezonów (domyślnie: bieżący sezon)
choice-channel = kanał
cmd-ttt-admin-season = sezon
    .description = Sezony rankingu tego serwera
cmd-ttt-admin-season-new = nowy
    .description = Zarchiwizuj wyniki tego sezonu i rozpocznij nowy sezon
## Rematches: the rematch button, /ttt history, their refusals, the console's forms
rematch-button = Rewanż
rematch-invite-note = Rewanż za partię #{ $game_id }, z zamienionymi kolorami.
error-rematch = Ten rewanż nie jest możliwy.
error-rematch-not-player = Tylko { $x } i { $o } mogą poprosić o rewanż za partię #{ $game_id }.
error-rematch-not-over = Partia #{ $game_id } wciąż trwa: dokończ ją, zanim poprosisz o rewanż.
error-rematch-taken = Partia #{ $game_id } miała już swój rewanż: partię #{ $rematch_id }.
error-nothing-to-rematch = Nie masz tu jeszcze żadnej zakończonej partii do rewanżu.
error-history-size = Historia pokazuje od { $low } do { $high } partii, nie { $value }.
history-title = Ostatnie partie: { $name }
history-empty = Brak zakończonych partii gracza { $name } na tym serwerze, które możesz przeanalizować.
history-line = #{ $game_id } · { $date } · z { $opponent } · { $result }
history-result = { $result ->
    [win] wygrana
    [loss] przegrana
    [unrated] porzucona, nierankingowa
   *[draw] remis
}
history-option = Partia #{ $game_id } z { $opponent }
history-pick = Wybierz partię do analizy
history-footer = Najnowsze najpierw. Wybierz poniżej partię do analizy albo użyj /ttt review <numer>.
cmd-ttt-history = historia
    .description = Twoje ostatnie partie tutaj albo partie członka
cmd-ttt-history-member = członek
    .description = Czyje partie (domyślnie: twoje)
console-history-head = Twoje ostatnie partie tutaj, najnowsze najpierw (/ttt review <numer> analizuje jedną):
console-history-empty = Nie masz tu jeszcze żadnej zakończonej partii.
console-history-line = #{ $game_id }  { $date }  z { $opponent }: { $result }
console-help-rematch = zagraj tu jeszcze raz swoją ostatnią partię, z zamienionymi kolorami
console-help-history = twoje ostatnie partie tutaj, do analizy po numerze
console-help-admin = ustawienia tego serwera; zmień je przez /ttt admin <setting> <value>
## The front: post limits, one live board, roles, looks, help, welcome, unrated games

board-abandoned-unrated = Porzucona przed pierwszym ruchem: nierankingowa, nie liczy się nikomu.
board-replaced = Ta plansza została zastąpiona nowszą, więc nic nie zagrano. Graj na najnowszej planszy (albo /ttt board).
error-game-channels-elsewhere = Na tym kanale się tu nie gra; gry toczą się na { $channels }.
error-role-not-allowed = Gry są tu dla członków z jedną z tych ról: { $roles }.
error-public-post-limit-reached = W ostatniej minucie kazałeś mi opublikować { $limit } publicznych plansz; spróbuj ponownie za { $wait } s.
error-invalid-looks = { $reason ->
    [emoji] { $name } musi być jednym emoji (jak ❌ albo emoji serwera jak <:cross:123456789012345678>), a nie „{ $value }”.
   *[colour] Kolor musi być szesnastkowy, np. #5865F2, a nie „{ $value }”.
}
admin-roles = Role, które grają
admin-roles-all = wszyscy członkowie
admin-public-posts = Publiczne plansze na członka
admin-public-posts-value = { $count } na minutę
admin-no-limit = bez limitu
admin-looks = Wygląd
admin-looks-value = X: { $x } · O: { $o } · kolor: { $colour }
admin-looks-default = domyślny bota
retrain-owners-only = Tylko właściciele bota mogą ponownie wytrenować agenta lub go cofnąć: zmienia to agenta na każdym serwerze.
help-discord =
    Jak grać tu w kółko i krzyżyk
    Pola: { $forms }. Na planszy każde puste pole pokazuje swój numer: kliknij je albo wpisz /ttt move z tym numerem.
    `/ttt play` zagraj ze mną (domyślny agent: { $default }) albo wyzwij członka opcją przeciwnik
    `/ttt move` zagraj pole
    `/ttt board` pokaż ponownie swoją grę
    `/ttt resign` poddaj swoją grę
    `/ttt stats` bilans, ranking i serie członka
    `/ttt leaderboard` najwyżej oceniani gracze (od { $ranked } gier)
    `/ttt review` ruchy, które zmieniły wynik gry
    `/ttt agents` agenci, z którymi możesz grać
    `/ttt help` ten tekst
    Admini: `/ttt-admin settings` pokazuje, co wybrał ten serwer.
help-welcome = Cześć! Gram w kółko i krzyżyk, z wami albo między wami. Zacznij grę komendą `/ttt play`; `/ttt help` wypisuje wszystkie komendy, a admini znajdą ustawienia pod `/ttt-admin`.
cmd-ttt-help =
    .description = Jak grać, i wszystkie komendy
cmd-ttt-admin-allow-role =
    .description = Pozwól grać członkom z rolą (gdy jakaś jest wybrana, tylko im)
cmd-ttt-admin-allow-role-role =
    .description = Rola
cmd-ttt-admin-disallow-role =
    .description = Usuń rolę z ról, które grają
cmd-ttt-admin-disallow-role-role =
    .description = Rola
cmd-ttt-admin-all-roles =
    .description = Pozwól grać wszystkim członkom
cmd-ttt-admin-public-posts =
    .description = Ile plansz członek może kazać mi opublikować na minutę
cmd-ttt-admin-public-posts-per_minute =
    .description = Plansze na minutę i członka (0: bez limitu)
cmd-ttt-admin-looks =
    .description = Emoji znaków i kolor plansz tego serwera
cmd-ttt-admin-looks-x =
    .description = Emoji dla X (także emoji serwera); domyślnie: litera
cmd-ttt-admin-looks-o =
    .description = Emoji dla O (także emoji serwera); domyślnie: litera
cmd-ttt-admin-looks-colour =
    .description = Kolor trwających plansz, szesnastkowo (#5865F2); domyślnie: kolor bota
looks-emoji-elsewhere = { $emoji } nie jest emoji tego serwera: użyj jednego z jego emoji albo emoji Unicode.
