# Deutsch. Same messages and variables as en.ftl (the reference); see its comments.

board-title = Partie Nr. { $game_id }
board-vs = { $x } (X) gegen { $o } (O)
board-turn = { $mark } am Zug: { $name }
board-won = { $name } ({ $mark }) gewinnt.
board-drawn = Unentschieden.
board-resigned = { $loser } hat aufgegeben; { $name } ({ $mark }) gewinnt.
board-abandoned = { $loser } hat die Bedenkzeit überschritten; { $name } ({ $mark }) gewinnt.
board-agent = Agent
board-agent-side = { $name } (Agent)
board-footer = Zug { $ply } · Partie Nr. { $game_id }
board-footer-over = { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
} · Partie Nr. { $game_id }
board-moved-on = Dieses Spielfeld geht in einer neueren Nachricht weiter.
board-none = Du hast hier keine laufende Partie. Starte eine mit /ttt play.

duel-title = Tic-Tac-Toe-Herausforderung
duel-invite = { $opponent }, { $challenger } fordert dich zu einer Partie heraus. Antworte { $expires }.
duel-first-me = { $challenger } spielt X und beginnt.
duel-first-them = { $opponent } spielt X und beginnt.
duel-first-random = Wer X spielt, wird ausgelost.
duel-accept = Annehmen
duel-decline = Ablehnen
duel-declined = { $opponent } hat die Herausforderung von { $challenger } abgelehnt.
duel-expired = Die Herausforderung von { $challenger } an { $opponent } ist abgelaufen.
duel-expired-invite = Die Herausforderung von { $challenger } an { $opponent } ist ohne Antwort abgelaufen. Schick eine neue mit /ttt play.
duel-agent-with-opponent = Die Option „agent“ gilt nur für Partien gegen den Bot: Lass sie weg, wenn du ein Mitglied herausforderst.
duel-bot-opponent = Bots können keine Herausforderungen annehmen. Starte /ttt play ohne Gegner, um gegen mich zu spielen.

stats-title = Tic-Tac-Toe von { $name }
stats-server = Dieser Server
stats-global = Überall
stats-rating = Wertung
stats-games = Partien
stats-record = { $wins } S · { $draws } U · { $losses } N
stats-summary = Wertung **{ $rating }** · { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
} · { $record }
stats-vs-people = Gegen Menschen
stats-vs-agents = Gegen Agenten
stats-streak = Serie
stats-best-streak = Beste Serie
stats-streak-wins = { $count ->
    [one] { $count } Sieg in Folge
   *[other] { $count } Siege in Folge
}
stats-streak-losses = { $count ->
    [one] { $count } Niederlage in Folge
   *[other] { $count } Niederlagen in Folge
}
stats-streak-none = keine
stats-no-games = { $name } hat noch keine Partie beendet.
lb-title-server = Rangliste · { $server }
lb-title-global = Globale Rangliste
lb-row = **{ $rank }.** { $name } · **{ $rating }** · { $record } · Serie { $streak }
lb-empty = { $min ->
    [one] Noch niemand ist gewertet: Dafür braucht es { $min } beendete Partie.
   *[other] Noch niemand ist gewertet: Dafür braucht es { $min } beendete Partien.
}
lb-footer = { $min ->
    [one] Spieler mit mindestens { $min } beendeten Partie, nach Elo-Wertung.
   *[other] Spieler mit mindestens { $min } beendeten Partien, nach Elo-Wertung.
}
agents-title = Agenten
agents-server-agent = Dieser Server spielt standardmäßig mit **{ $name }**.
agents-default-mark = { " " }(Standard dieses Servers)
agents-version = Version { $version }
agents-rating = Elo-Wertung { $rating }
agents-metric = { $name }: { $value }
agents-accuracy = optimale Züge: { $pct }
agents-vs = gegen { $opponent }: als X { $x }; als O { $o }
agents-wdl = { $w } S · { $d } U · { $l } N

review-title = Analyse der Partie Nr. { $game_id }
review-clean = Kein Zug hat den Wert der Partie verändert: Beide Seiten haben fehlerfrei gespielt.
review-line = Zug { $ply }, { $mark } auf Feld { $cell }, verwandelte { $before } in { $after }; { $best } hätte { $kept } gehalten
review-line-no-best = Zug { $ply }, { $mark } auf Feld { $cell }, verwandelte { $before } in { $after }
review-value = { $value ->
    [win] einen Sieg
    [draw] ein Remis
   *[loss] eine Niederlage
}
review-kept = { $value ->
    [win] den Sieg
    [draw] das Remis
   *[loss] die Niederlage
}
review-or = { $head } oder { $last }
review-left-early = { $how ->
    [resigned] { $value ->
        [win] { $mark } hat in einer gewonnenen Stellung aufgegeben.
       *[draw] { $mark } hat aufgegeben, obwohl die Stellung noch remis war.
    }
   *[timed-out] { $value ->
        [win] { $mark } hat in einer gewonnenen Stellung die Bedenkzeit überschritten.
       *[draw] { $mark } hat die Bedenkzeit überschritten, obwohl die Stellung noch remis war.
    }
}

admin-title = Servereinstellungen
admin-agent = Agent
admin-channels = Erlaubte Kanäle
admin-channels-all = alle Kanäle
admin-multiple-games = Mehrere Partien gleichzeitig
admin-move-timeout = Bedenkzeit pro Zug
admin-cooldown = Wartezeit zwischen Herausforderungen
admin-language = Serversprache
admin-language-default = { $language } (Serversprache in Discord)
admin-language-updated = Öffentliche Nachrichten sind hier jetzt auf { $language }.
admin-yes = ja
admin-no = nein
admin-updated-by = Zuletzt geändert von
admin-updated = Einstellungen aktualisiert.

retrain-not-admin = Nur die Admins des Bots können den Agenten neu trainieren oder zurücksetzen: Das ändert den Agenten auf allen Servern (Bot-Admins: TTT_BOT_ADMINS oder der Besitzer der Anwendung).
retrain-promoted = Neu trainiert: **{ $version }** spielt ab der nächsten Partie.
retrain-unchanged = Nichts zu verbessern: **{ $version }** bleibt im Einsatz.
retrain-rejected = Neu trainiert, aber nicht übernommen: **{ $version }** bleibt im Einsatz.
retrain-skipped = Nichts Neues zu lernen: **{ $version }** bleibt im Einsatz.
retrain-busy = Ein Training oder Zurücksetzen läuft bereits; versuch es erneut, wenn es fertig ist.
retrain-failed = Das Training ist fehlgeschlagen; nichts wurde geändert.
retrain-rolled-back = Zurückgesetzt: **{ $version }** spielt ab der nächsten Partie.
retrain-failed-checks = Schlechter als die aktive Version bei:

cell-1 = oben links
cell-2 = oben
cell-3 = oben rechts
cell-4 = links
cell-5 = Mitte
cell-6 = rechts
cell-7 = unten links
cell-8 = unten
cell-9 = unten rechts
cell-choice = { $cell } · { $name }
cell-aliases-1 = links oben, obenlinks, ol
cell-aliases-2 = oben mitte, mitte oben, om
cell-aliases-3 = rechts oben, obenrechts, or
cell-aliases-4 = mitte links, links mitte, ml
cell-aliases-5 = mittig, zentrum, in der mitte, m
cell-aliases-6 = mitte rechts, rechts mitte, mr
cell-aliases-7 = links unten, untenlinks, ul
cell-aliases-8 = unten mitte, mitte unten, um
cell-aliases-9 = rechts unten, untenrechts, ur
cell-forms = eine Zahl von 1 bis 9 (1 2 3 / 4 5 6 / 7 8 9 von oben links), eine Koordinate wie b2 oder Wörter wie „Mitte“ oder „oben links“

error-generic = Entschuldige, bei mir ist etwas schiefgelaufen. Es wurde protokolliert; bitte versuch es noch einmal.
error-manage-guild = Du brauchst die Berechtigung „Server verwalten“, um die Einstellungen des Bots zu ändern.
error-guild-only = Dieser Befehl funktioniert nur auf einem Server.
error-bot-missing = Mir fehlen hier Berechtigungen: { $perms }.
error-bad-argument = Diesen Wert kann ich nicht verwenden: { $detail }

error-no-active-game = Du hast hier keine laufende Partie. Starte eine mit /ttt play.
error-already-playing = { $who ->
    [you] Du hast hier schon die Partie Nr. { $game_id } am Laufen: Beende sie zuerst mit /ttt move oder /ttt resign.
   *[other] { $name } spielt hier schon die Partie Nr. { $game_id }.
}
error-not-your-turn = Du bist nicht am Zug: { $mark } ist dran ({ $name }).
error-not-your-game = In Partie Nr. { $game_id } spielt { $x } (X) gegen { $o } (O); du spielst darin nicht mit.
error-stale-board = { $reason ->
    [moved-on] Dieses Spielfeld ist veraltet: Partie Nr. { $game_id } ist schon bei Zug { $ply }. Hier ist das aktuelle Spielfeld.
    [conflict] Partie Nr. { $game_id } hat sich während deines Zugs geändert (ein anderer Zug war schneller); es wurde nichts gespielt. Schau dir das Spielfeld noch einmal an.
   *[resign] Die Partie hat sich während deiner Aufgabe ständig geändert; versuch es noch einmal.
}
error-game-not-found = { $reason ->
    [none-to-review] Du hast hier noch keine beendete Partie, die man analysieren könnte.
   *[unknown] Es gibt keine Partie Nr. { $game_id }.
}
error-review-in-progress = Partie Nr. { $game_id } läuft noch; eine Analyse würde die besten Züge verraten. Frag wieder, wenn sie vorbei ist.
error-leaderboard-size = Eine Rangliste zeigt { $low } bis { $high } Spieler, nicht { $value }.
error-channel-not-allowed = In diesem Kanal wird hier nicht gespielt; nutze einen der Spielkanäle des Servers oder bitte einen Admin, diesen freizugeben.
error-cooldown = Du hast gerade erst jemanden herausgefordert; in { $wait } kannst du wieder herausfordern.
error-challenge = Diese Herausforderung ist nicht möglich.
error-challenge-option = Diese Option der Herausforderung ist ungültig: { $value }.
error-invalid-first-mover = „{ $value }“ ist keine Wahl dafür, wer beginnt: ich, der Gegner oder zufällig.
error-invalid-challenge-expiry = Eine Herausforderung muss nach { $low } bis { $high } ablaufen, nicht nach „{ $value }“.
error-self-challenge = Du kannst dich nicht selbst herausfordern. Starte /ttt play ohne Gegner, um gegen mich zu spielen.
error-bot-challenge = { $name } ist ein Bot und kann keine Duelle spielen. Starte /ttt play ohne Gegner, um gegen mich zu spielen.
error-duplicate-challenge = Zwischen dir und { $opponent } wartet schon eine Herausforderung auf Antwort (Nr. { $challenge_id }); beantworte sie oder lass sie zuerst ablaufen.
error-unknown-challenge = Ich finde die Herausforderung Nr. { $challenge_id } nicht.
error-not-challenged = Herausforderung Nr. { $challenge_id } gilt { $opponent }: Nur diese Person kann sie annehmen oder ablehnen.
error-challenge-expired = Diese Herausforderung (Nr. { $challenge_id }) ist abgelaufen. Schick eine neue mit /ttt play und einem Gegner.
error-challenge-answered = Diese Herausforderung (Nr. { $challenge_id }) wurde schon beantwortet.
error-challenge-already-accepted = Diese Herausforderung (Nr. { $challenge_id }) wurde schon angenommen: Die Partie läuft.
error-challenge-already-declined = Diese Herausforderung (Nr. { $challenge_id }) wurde schon abgelehnt.
error-agent-unavailable = Der Agent { $agent } kann gerade nicht spielen. Wähle einen anderen (/ttt agents listet sie auf).
error-invalid-setting = { $reason ->
    [empty] Nichts zu ändern: Nenne eine Einstellung und ihren neuen Wert.
    [unknown] Unbekannte Einstellung „{ $name }“; die Einstellungen sind: { $known }.
    [range] { $name } muss zwischen { $low } und { $high } liegen, nicht „{ $value }“.
   *[value] { $name } kann nicht „{ $value }“ sein.
}
error-invalid-board = Diese Stellung kann in keiner Partie entstehen.
error-illegal-move = Dieser Zug ist nicht erlaubt.
error-cell-out-of-range = Die Felder sind von 1 bis 9 nummeriert, nicht { $value }.
error-cell-occupied = Feld { $cell } ist schon von { $mark } besetzt.
error-game-over = Partie Nr. { $game_id } ist vorbei: { $result }
error-cell-parse = { $reason ->
    [empty] Welches Feld? Gib { $forms } an.
    [number] „{ $input }“ ist kein Feld: Die Felder sind von 1 bis 9 nummeriert.
   *[unknown] Das Feld „{ $input }“ kenne ich nicht. Gib { $forms } an.
}
error-unknown-agent = Es gibt keinen Agenten namens „{ $name }“. Verfügbare Agenten: { $agents }.
error-weights = Die Gewichte des Agenten { $agent } konnten nicht geladen werden; er kann nicht spielen, bis sie repariert sind.
error-not-admin = Nur die Admins des Bots können den Agenten neu trainieren oder zurücksetzen: Das ändert den Agenten auf allen Servern (Bot-Admins: TTT_BOT_ADMINS oder der Besitzer der Anwendung).
error-busy = Ein Training oder Zurücksetzen läuft bereits; versuch es erneut, wenn es fertig ist.
error-retrain = Das Training ist fehlgeschlagen; nichts wurde geändert ({ $detail }).
error-database-unavailable = Die Spieldatenbank ist gerade nicht erreichbar; nichts wurde geändert. Versuch es gleich noch einmal.
error-database-unconfirmed = Die Spieldatenbank hat beim Speichern nicht mehr geantwortet: Es wurde vielleicht gespeichert, vielleicht nicht. Sieh nach, bevor du es noch einmal versuchst (/ttt board zeigt deine Partie).
error-usage = { $reason ->
    [read] Ich konnte diesen Befehl nicht lesen ({ $detail }). Tippe /ttt help.
    [missing-command] Nach /ttt fehlt ein Befehl. Tippe /ttt help.
    [unknown-command] Unbekannter Befehl „{ $command }“. Befehle beginnen mit /ttt; tippe /ttt help.
    [no-cell] Welches Feld? Aufruf: /ttt move <feld>, z. B. /ttt move 5
    [bad-first] „first“ muss { $choices } sein, nicht „{ $value }“.
   *[unexpected] Unerwartet: „{ $input }“. Aufruf: { $usage }
}

cmd-ttt =
    .description = Tic-Tac-Toe gegen den Bot oder andere Mitglieder
cmd-ttt-play = spielen
    .description = Gegen den Agenten des Servers spielen oder ein Mitglied herausfordern
cmd-ttt-play-opponent = gegner
    .description = Ein Mitglied zum Duell herausfordern (ohne: du spielst gegen mich)
cmd-ttt-play-agent = agent
    .description = Der Agent, gegen den du spielst (Standard: der Agent dieses Servers)
cmd-ttt-play-first = beginner
    .description = Wer X spielt und beginnt
cmd-ttt-move = zug
    .description = Ein Feld in deiner Partie spielen
cmd-ttt-move-cell = feld
    .description = 1–9 von oben links (1 2 3 / 4 5 6 / 7 8 9), oder b2, Mitte…
cmd-ttt-board = spielfeld
    .description = Deine laufende Partie anzeigen
cmd-ttt-resign = aufgeben
    .description = Deine laufende Partie aufgeben
cmd-ttt-stats = statistik
    .description = Wertung, Siege, Remis, Niederlagen und Serien eines Mitglieds
cmd-ttt-stats-member = mitglied
    .description = Wessen Statistik (Standard: deine)
cmd-ttt-leaderboard = rangliste
    .description = Die besten Spieler nach Elo-Wertung
cmd-ttt-leaderboard-scope = bereich
    .description = Dieser Server oder überall
cmd-ttt-agents = agenten
    .description = Die Agenten, gegen die du spielen kannst, und ihre gemessene Stärke
cmd-ttt-review = analyse
    .description = Die Züge, die den Ausgang deiner letzten Partie verändert haben
cmd-ttt-review-game = partie
    .description = Nummer der Partie (Standard: deine letzte beendete Partie hier)
cmd-ttt-admin =
    .description = Tic-Tac-Toe-Einstellungen für diesen Server
cmd-ttt-admin-settings = einstellungen
    .description = Die Einstellungen dieses Servers anzeigen
cmd-ttt-admin-agent = agent
    .description = Den Agenten wählen, gegen den Mitglieder hier standardmäßig spielen
cmd-ttt-admin-agent-name = name
    .description = Name des Agenten (siehe /ttt agents)
cmd-ttt-admin-allow-channel = kanal-erlauben
    .description = Partien in einem Kanal erlauben (sobald einer erlaubt ist, nur in diesen)
cmd-ttt-admin-allow-channel-channel = kanal
    .description = Der Kanal
cmd-ttt-admin-disallow-channel = kanal-entfernen
    .description = Einen Kanal aus den erlaubten Kanälen entfernen
cmd-ttt-admin-disallow-channel-channel = kanal
    .description = Der Kanal
cmd-ttt-admin-all-channels = alle-kanäle
    .description = Partien in allen Kanälen erlauben
cmd-ttt-admin-multiple-games = mehrere-partien
    .description = Ob ein Mitglied mehrere Partien gleichzeitig haben darf
cmd-ttt-admin-multiple-games-enabled = aktiviert
    .description = Ja oder nein
cmd-ttt-admin-move-timeout = bedenkzeit
    .description = Wie lange ein Spieler für einen Zug brauchen darf
cmd-ttt-admin-move-timeout-seconds = sekunden
    .description = In Sekunden
cmd-ttt-admin-cooldown = wartezeit
    .description = Wie lange ein Mitglied zwischen zwei Herausforderungen wartet
cmd-ttt-admin-cooldown-seconds = sekunden
    .description = In Sekunden
cmd-ttt-admin-language = sprache
    .description = Die Sprache der öffentlichen Nachrichten dieses Servers (Spielfelder, Einladungen, Ergebnisse)
cmd-ttt-admin-language-language = sprache
    .description = Eine Sprache (ohne: die Serversprache in Discord)
cmd-ttt-owner =
    .description = Neutraining des Bot-Agenten (Besitzer des Bots)
cmd-ttt-owner-retrain = neu-trainieren
    .description = Das DQN jetzt auf den Partien der Mitglieder neu trainieren (Bot-Admins)
cmd-ttt-owner-rollback = zurücksetzen
    .description = Die vorherige DQN-Version wieder einsetzen (Bot-Admins)

choice-me = ich
choice-bot = der Bot (oder der Gegner)
choice-random = zufällig
choice-server = dieser Server
choice-global = überall

console-welcome = tttbot-Konsole – tippe /ttt help für die Befehle, quit zum Beenden.
console-help =
    Befehle (Felder: { $forms }):
      /ttt play [agent] [first:me|bot|random]   eine Partie starten (Standard-Agent: { $default })
      /ttt move <feld>                           ein Feld spielen (ein Feld allein wie 5 reicht auch)
      /ttt board                                 deine Partie anzeigen
      /ttt resign                                die laufende Partie aufgeben
      /ttt stats [global]                        deine Bilanz, Wertung und Serien
      /ttt leaderboard [global] [N]              die bestbewerteten Spieler (ab { $ranked } Partien)
      /ttt review [partie]                       die Züge, die den Ausgang deiner letzten Partie verändert haben
      /ttt agents                                die Agenten, gegen die du spielen kannst
      /ttt admin learning                        was der Bot von den Leuten dieses Servers gelernt hat
      /ttt help                                  dieser Text
      quit                                       beenden
console-error = Bei diesem Befehl ist etwas schiefgelaufen; es wurde protokolliert. Tippe /ttt help.
console-timed-out = Partie Nr. { $game_id } ist abgelaufen: { $result }
console-opening = Partie Nr. { $game_id }: { $x } (X) gegen { $o } (O).
console-agent-opens = { $name } eröffnet auf Feld { $cell }.
console-you-played = Du hast { $cell } gespielt.
console-agent-answered = Du hast { $cell } gespielt; { $name } antwortete mit { $reply }.
console-you = du
console-scope-here = hier
console-scope-everywhere = überall
console-no-stats = Noch keine beendeten Partien für { $name } ({ $where }). Starte eine mit /ttt play.
console-stats-head = Statistik für { $name } ({ $where }): Wertung { $rating } ({ $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}, { $ranked })
console-ranked = gewertet
console-to-rank = { $count ->
    [one] noch { $count } Partie bis zur Wertung
   *[other] noch { $count } Partien bis zur Wertung
}
console-stats-overall = gesamt
console-stats-vs-people = gegen Menschen
console-stats-vs-agent = gegen { $agent }
console-streak = Serie { $streak } (beste { $best })
console-no-leaderboard = { $min ->
    [one] Noch niemand ist gewertet ({ $where }): Spieler erscheinen nach { $min } Partie.
   *[other] Noch niemand ist gewertet ({ $where }): Spieler erscheinen nach { $min } Partien.
}
console-leaderboard-head = Rangliste ({ $where }):
console-games = { $count ->
    [one] { $count } Partie
   *[other] { $count } Partien
}
console-review-clean = Kein Zug hat den Wert der Partie verändert: Jeder Zug hat das beste Ergebnis gehalten.
console-agents-head = Agenten (Elo-Wertung; lernende Agenten: Version, gemessene Quote optimaler Züge):
console-optimal = { $pct } optimal

## What the bot learned from this server's people (/ttt-admin learning)
learning-none = Noch hat kein neu trainiertes { $agent } von den Leuten dieses Servers gelernt.
learning-head = { $agent } { $version } (neu trainiert aus { $base }) hat von den Leuten dieses Servers gelernt. Genutzte Partien: { $games }; zur Prüfung zurückgehalten: { $held }.
learning-winrate = Erwartete Gewinnquote gegen eure Leute: { $before } → { $after }
learning-held-out = In zurückgehaltenen Partien: Gewinn { $gain } ({ $confidence }-Intervall { $lower } bis { $upper })
learning-habit = Eure Leute: { $habit } in { $pct } der Fälle ({ $chances } Gelegenheiten).
learning-habit-win-line = nutzen einen Gewinnzug in Reihe oder Spalte
learning-habit-win-diag = nutzen einen Gewinnzug in der Diagonale
learning-habit-block-line = blockieren eine Drohung in Reihe oder Spalte
learning-habit-block-diag = blockieren eine Drohung in der Diagonale
learning-no-habits = Noch zu wenige Partien, um ihre Gewohnheiten zu beschreiben.
agents-vs-people = { $pct } erwartete Siege gegen die Leute dieses Servers
learning-line = { $own ->
    [yes] Dieser Server hat seine eigene Spielweise.
   *[no] Dieser Server wird mit der von allen Leuten gelernten Spielweise bespielt.
}
cmd-ttt-admin-learning = lernen
    .description = Was der Bot von den Leuten dieses Servers gelernt hat

## Stale boards, invalid buttons, the console's results

board-refreshed = Dieses Brett war veraltet, daher wurde nichts gespielt: Es zeigt jetzt die aktuelle Stellung (Zug { $ply }). Spiel deinen Zug darauf.
board-refreshed-over = Dieses Brett war veraltet, daher wurde nichts gespielt: Es zeigt jetzt, wie die Partie endete.
button-invalid = Dieser Knopf ist nicht mehr gültig. /ttt board zeigt deine laufende Partie hier.
console-turn = { $mark } am Zug ({ $name })
console-you-won = { $how ->
    [resigned] { $loser } hat aufgegeben; du gewinnst ({ $mark }).
    [timed-out] { $loser } hat die Zeit überschritten; du gewinnst ({ $mark }).
   *[played] Du gewinnst ({ $mark }).
}
console-you-lost = { $how ->
    [resigned] Du hast aufgegeben; { $name } ({ $mark }) gewinnt.
    [timed-out] Du hast die Zeit überschritten; { $name } ({ $mark }) gewinnt.
   *[played] { $name } ({ $mark }) gewinnt.
}

## Levels by name (/ttt play difficulty) and the fair level's target

# /ttt play with both an opponent and a difficulty (a duel has no bot to set).
duel-difficulty-with-opponent = Die Schwierigkeit gilt für Spiele gegen den Bot: Lass sie weg, wenn du ein Mitglied herausforderst.
# $reason: with-agent (a difficulty and an agent given together), unknown ($value: what was
# given; $choices: the difficulties).
error-difficulty = { $reason ->
    [with-agent] Wähle eine Schwierigkeit oder einen Agenten, nicht beides: Eine Schwierigkeit wählt ihren eigenen Agenten.
   *[unknown] Die Schwierigkeit muss eine von { $choices } sein, nicht „{ $value }“.
}
# The settings embed: the fair level's target ($pct: whole percent).
admin-fair-target = Faire Stufe: Siegquote der Mitglieder
admin-fair-target-value = { $pct } % der Spiele
# The console's help, a line after the commands ($levels: easy|medium|…; $target: percent).
console-help-levels = Stufen: /ttt play difficulty:{ $levels } (statt eines Agenten); fair passt sich an, sodass du etwa { $target } % der Spiele gewinnst.
cmd-ttt-play-difficulty = schwierigkeit
    .description = Wie stark der Bot spielt (statt eines Agenten); fair passt sich dir an
cmd-ttt-admin-fair-target = fair-ziel
    .description = Der Anteil der Spiele, den Mitglieder auf der fairen Stufe gewinnen sollen
cmd-ttt-admin-fair-target-percent = prozent
    .description = In Prozent (weglassen für den Standardwert 40)
choice-easy = leicht
choice-medium = mittel
choice-hard = schwer
choice-unbeatable = unschlagbar
choice-fair = fair (passt sich dir an)
## The review's picture (its caption in the embed footer, its alt text)
review-picture-before = Bild: die Stellung vor Zug { $ply }, { $mark } am Zug.
review-picture-final = Bild: die Endstellung.
review-picture-legend = Grün: { $mark } gewinnt mit einem Zug dorthin, grau: remis, rot: verliert; goldener Rahmen: die besten Züge.
review-picture-played = Rosa Rahmen: der gespielte Zug.
review-picture-alt = Das Brett von Partie #{ $game_id }, jedes freie Feld grün, grau oder rot, je nachdem ob { $mark } mit einem Zug dorthin gewinnt, remis spielt oder verliert.
review-picture-alt-final = Das Endbrett von Partie #{ $game_id }.
console-review-picture-saved = Bild gespeichert unter { $path }
console-review-picture-failed = Das Bild konnte nicht unter { $path } gespeichert werden: { $reason }
## Standings: farm-proof ratings, seasons, provisional players, measured agents

# /ttt stats when every game of the member was on this server (one line, not two alike).
stats-server-everywhere = Dieser Server (alle deine Partien)
# Leaderboards: a channel's board; which season a board counts; a player under the ranking
# threshold ($games of $min games), shown unranked.
lb-title-channel = Rangliste · #{ $channel } · { $server }
lb-season-current = Saison { $season } (aktuell)
lb-season-past = Saison { $season } / { $current }
lb-all-time = Alle Saisons
lb-provisional = vorläufig
lb-row-provisional = **–** { $name } · **{ $rating }** · { $record } · vorläufig ({ $games }/{ $min })
lb-this-channel = Dieser Kanal
# /ttt agents: an agent's rating measured against people, and people's results against it.
agents-measured = Gegen Menschen gemessene Wertung: { $rating } · Partien gegen Menschen: { $games }
agents-people-here = Menschen hier: { $record }
agents-people-everywhere = Menschen überall: { $record }
# Under a finished board: each person's new season rating and its change ($change: +12, -8).
board-rating = { $name }: Wertung { $rating } ({ $change })
board-unrated = { $name }: ungewertete Partie, keine Änderung der Wertung
# /ttt-admin season new (public).
season-started = Saison { $season } hat begonnen: die Rangliste startet neu. Saison { $previous } bleibt lesbar mit /ttt leaderboard season:{ $previous }.
error-season = { $reason ->
    [global] Die globale Rangliste hat keine Saisons: Saisons gibt es pro Server.
    [channel-all-time] Kanal-Ranglisten werden pro Saison geführt: wähle eine Saisonnummer oder die Rangliste des Servers über alle Saisons.
    [race] Ein anderer Admin hat im selben Moment eine neue Saison gestartet; sonst hat sich nichts geändert.
   *[not-started] Hier gibt es keine Saison { $season }: dieser Server ist in Saison { $current }.
}
cmd-ttt-leaderboard-season = saison
    .description = Eine Saisonnummer oder all für alle Saisons (Standard: die aktuelle Saison)
choice-channel = kanal
cmd-ttt-admin-season = saison
    .description = Ranglisten-Saisons dieses Servers
cmd-ttt-admin-season-new = neu
    .description = Den Stand dieser Saison archivieren und eine neue Saison beginnen
## Rematches: the rematch button, /ttt history, their refusals, the console's forms
rematch-button = Revanche
rematch-invite-note = Eine Revanche für Partie Nr. { $game_id }, mit getauschten Farben.
error-rematch = Diese Revanche ist nicht möglich.
error-rematch-not-player = Nur { $x } und { $o } können eine Revanche für Partie Nr. { $game_id } verlangen.
error-rematch-not-over = Partie Nr. { $game_id } läuft noch: Beende sie, bevor du eine Revanche verlangst.
error-rematch-taken = Partie Nr. { $game_id } hatte ihre Revanche schon: Partie Nr. { $rematch_id }.
error-nothing-to-rematch = Du hast hier noch keine beendete Partie für eine Revanche.
error-history-size = Ein Verlauf zeigt { $low } bis { $high } Partien, nicht { $value }.
history-title = Letzte Partien von { $name }
history-empty = Keine beendete Partie von { $name } auf diesem Server, die du analysieren kannst.
history-line = Nr. { $game_id } · { $date } · gegen { $opponent } · { $result }
history-result = { $result ->
    [win] gewonnen
    [loss] verloren
    [unrated] abgebrochen, ungewertet
   *[draw] remis
}
history-option = Partie Nr. { $game_id } gegen { $opponent }
history-pick = Wähle eine Partie zur Analyse
history-footer = Neueste zuerst. Wähle unten eine zur Analyse, oder nutze /ttt review <Nummer>.
cmd-ttt-history = verlauf
    .description = Deine letzten Partien hier, oder die eines Mitglieds
cmd-ttt-history-member = mitglied
    .description = Wessen Partien (Standard: deine)
console-history-head = Deine letzten Partien hier, neueste zuerst (/ttt review <Nummer> analysiert eine):
console-history-empty = Du hast hier noch keine beendete Partie.
console-history-line = Nr. { $game_id }  { $date }  gegen { $opponent }: { $result }
console-help-rematch = deine letzte Partie hier noch einmal, mit getauschten Farben
console-help-history = deine letzten Partien hier, zur Analyse nach Nummer
console-help-admin = die Einstellungen dieses Servers; ändern mit /ttt admin <setting> <value>
## The front: post limits, one live board, roles, looks, help, welcome, unrated games

board-abandoned-unrated = Vor dem ersten Zug abgebrochen: ungewertet, sie zählt für niemanden.
board-replaced = Dieses Spielfeld wurde durch ein neueres ersetzt, daher wurde nichts gespielt. Spiel auf dem neuesten Feld weiter (oder /ttt board).
error-game-channels-elsewhere = In diesem Kanal wird hier nicht gespielt; gespielt wird in { $channels }.
error-role-not-allowed = Spiele sind hier Mitgliedern mit einer dieser Rollen vorbehalten: { $roles }.
error-public-post-limit-reached = Du hast mich in der letzten Minute { $limit } öffentliche Spielfelder posten lassen; versuch es in { $wait } s erneut.
error-invalid-looks = { $reason ->
    [emoji] { $name } muss ein einzelnes Emoji sein (wie ❌ oder ein Server-Emoji wie <:cross:123456789012345678>), nicht „{ $value }“.
   *[colour] Die Farbe muss hexadezimal sein, etwa #5865F2, nicht „{ $value }“.
}
admin-roles = Rollen, die spielen
admin-roles-all = alle Mitglieder
admin-public-posts = Öffentliche Spielfelder pro Mitglied
admin-public-posts-value = { $count } pro Minute
admin-no-limit = keine Grenze
admin-looks = Aussehen
admin-looks-value = X: { $x } · O: { $o } · Farbe: { $colour }
admin-looks-default = die des Bots
retrain-owners-only = Nur die Besitzer des Bots können den Agenten neu trainieren oder zurücksetzen: Das ändert den Agenten aller Server.
help-discord =
    So spielst du hier Tic-Tac-Toe
    Felder: { $forms }. Auf einem Spielfeld zeigt jedes leere Feld seine Nummer: klick es an oder tippe /ttt move mit der Nummer.
    `/ttt play` gegen mich spielen (Standard-Agent: { $default }) oder mit der Option Gegner ein Mitglied herausfordern
    `/ttt move` ein Feld spielen
    `/ttt board` dein Spiel erneut zeigen
    `/ttt resign` dein Spiel aufgeben
    `/ttt stats` Bilanz, Wertung und Serien eines Mitglieds
    `/ttt leaderboard` die am besten Bewerteten (ab { $ranked } Spielen)
    `/ttt review` die Züge, die den Ausgang eines Spiels verändert haben
    `/ttt agents` die Agenten, gegen die du spielen kannst
    `/ttt help` dieser Text
    Admins: `/ttt-admin settings` zeigt, was dieser Server gewählt hat.
help-welcome = Hallo! Ich spiele Tic-Tac-Toe, gegen euch oder untereinander. Starte ein Spiel mit `/ttt play`; `/ttt help` listet alle Befehle, und Admins finden die Einstellungen unter `/ttt-admin`.
cmd-ttt-help =
    .description = Wie man spielt, und alle Befehle
cmd-ttt-admin-allow-role =
    .description = Mitglieder einer Rolle spielen lassen (sobald eine gewählt ist, nur diese)
cmd-ttt-admin-allow-role-role =
    .description = Die Rolle
cmd-ttt-admin-disallow-role =
    .description = Eine Rolle aus den spielenden Rollen entfernen
cmd-ttt-admin-disallow-role-role =
    .description = Die Rolle
cmd-ttt-admin-all-roles =
    .description = Alle Mitglieder spielen lassen
cmd-ttt-admin-public-posts =
    .description = Wie viele Spielfelder ein Mitglied mich pro Minute posten lassen darf
cmd-ttt-admin-public-posts-per_minute =
    .description = Spielfelder pro Minute und Mitglied (0: keine Grenze)
cmd-ttt-admin-looks =
    .description = Die Emojis der Zeichen und die Farbe der Spielfelder dieses Servers
cmd-ttt-admin-looks-x =
    .description = Ein Emoji für X (auch Server-Emoji); Standard: der Buchstabe
cmd-ttt-admin-looks-o =
    .description = Ein Emoji für O (auch Server-Emoji); Standard: der Buchstabe
cmd-ttt-admin-looks-colour =
    .description = Die Farbe laufender Spielfelder, hexadezimal (#5865F2); Standard: die des Bots
looks-emoji-elsewhere = { $emoji } ist kein Emoji dieses Servers: nimm eines seiner eigenen Emojis oder ein Unicode-Emoji.
