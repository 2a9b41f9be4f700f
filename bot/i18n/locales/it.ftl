# Italiano. Same messages and variables as en.ftl (the reference); see its comments.

board-title = Partita n. { $game_id }
board-vs = { $x } (X) contro { $o } (O)
board-turn = Tocca a { $mark }: { $name }
board-won = { $name } ({ $mark }) vince.
board-drawn = Patta.
board-resigned = { $loser } si è arreso; { $name } ({ $mark }) vince.
board-abandoned = { $loser } ha esaurito il tempo; { $name } ({ $mark }) vince.
board-agent = Agente
board-agent-side = { $name } (agente)
board-footer = Mossa { $ply } · partita n. { $game_id }
board-footer-over = { $moves ->
    [one] { $moves } mossa
   *[other] { $moves } mosse
} · partita n. { $game_id }
board-moved-on = Questa griglia continua in un messaggio più recente.
board-none = Non hai nessuna partita in corso qui. Iniziane una con /ttt play.

duel-title = Sfida a tris
duel-invite = { $opponent }, { $challenger } ti sfida a una partita. Rispondi { $expires }.
duel-first-me = { $challenger } gioca con X e inizia.
duel-first-them = { $opponent } gioca con X e inizia.
duel-first-random = Chi gioca con X viene sorteggiato.
duel-accept = Accetta
duel-decline = Rifiuta
duel-declined = { $opponent } ha rifiutato la sfida di { $challenger }.
duel-expired = La sfida di { $challenger } a { $opponent } è scaduta.
duel-expired-invite = La sfida di { $challenger } a { $opponent } è scaduta senza risposta. Mandane una nuova con /ttt play.
duel-agent-with-opponent = L'opzione agent è per le partite contro il bot: non usarla quando sfidi un membro.
duel-bot-opponent = I bot non possono accettare sfide. Usa /ttt play senza avversario per giocare contro di me.

stats-title = Tris di { $name }
stats-server = Questo server
stats-global = Ovunque
stats-rating = Punteggio
stats-games = Partite
stats-record = { $wins } V · { $draws } P · { $losses } S
stats-summary = Punteggio **{ $rating }** · { $games ->
    [one] { $games } partita
   *[other] { $games } partite
} · { $record }
stats-vs-people = Contro persone
stats-vs-agents = Contro agenti
stats-streak = Serie
stats-best-streak = Serie migliore
stats-streak-wins = { $count ->
    [one] { $count } vittoria di fila
   *[other] { $count } vittorie di fila
}
stats-streak-losses = { $count ->
    [one] { $count } sconfitta di fila
   *[other] { $count } sconfitte di fila
}
stats-streak-none = nessuna
stats-no-games = { $name } non ha ancora finito nessuna partita.
lb-title-server = Classifica · { $server }
lb-title-global = Classifica globale
lb-row = **{ $rank }.** { $name } · **{ $rating }** · { $record } · serie { $streak }
lb-empty = { $min ->
    [one] Ancora nessuno in classifica: serve { $min } partita finita per comparire qui.
   *[other] Ancora nessuno in classifica: servono { $min } partite finite per comparire qui.
}
lb-footer = { $min ->
    [one] Giocatori con almeno { $min } partita finita, per punteggio Elo.
   *[other] Giocatori con almeno { $min } partite finite, per punteggio Elo.
}
agents-title = Agenti
agents-server-agent = Questo server gioca con **{ $name }** per impostazione predefinita.
agents-default-mark = { " " }(predefinito di questo server)
agents-version = versione { $version }
agents-rating = punteggio Elo { $rating }
agents-metric = { $name }: { $value }
agents-accuracy = mosse ottimali: { $pct }
agents-vs = contro { $opponent }: con X { $x }; con O { $o }
agents-wdl = { $w } V · { $d } P · { $l } S

review-title = Analisi della partita n. { $game_id }
review-clean = Nessuna mossa ha cambiato il valore della partita: entrambi hanno giocato senza errori.
review-line = mossa { $ply }, { $mark } nella casella { $cell }, ha trasformato { $before } in { $after }; { $best } manteneva { $kept }
review-line-no-best = mossa { $ply }, { $mark } nella casella { $cell }, ha trasformato { $before } in { $after }
review-value = { $value ->
    [win] una vittoria
    [draw] una patta
   *[loss] una sconfitta
}
review-kept = { $value ->
    [win] la vittoria
    [draw] la patta
   *[loss] la sconfitta
}
review-or = { $head } o { $last }
review-left-early = { $how ->
    [resigned] { $value ->
        [win] { $mark } si è arreso in una posizione vinta.
       *[draw] { $mark } si è arreso quando la posizione era ancora patta.
    }
   *[timed-out] { $value ->
        [win] { $mark } ha esaurito il tempo in una posizione vinta.
       *[draw] { $mark } ha esaurito il tempo quando la posizione era ancora patta.
    }
}

admin-title = Impostazioni del server
admin-agent = Agente
admin-channels = Canali consentiti
admin-channels-all = tutti i canali
admin-multiple-games = Più partite alla volta
admin-move-timeout = Tempo per mossa
admin-cooldown = Attesa tra le sfide
admin-language = Lingua del server
admin-language-default = { $language } (lingua del server su Discord)
admin-language-updated = I messaggi pubblici di questo server ora sono in { $language }.
admin-yes = sì
admin-no = no
admin-updated-by = Ultima modifica di
admin-updated = Impostazioni aggiornate.

retrain-not-admin = Solo gli amministratori del bot possono riaddestrare o ripristinare l'agente: cambia l'agente di tutti i server (amministratori del bot: TTT_BOT_ADMINS, o il proprietario dell'applicazione).
retrain-promoted = Riaddestrato: **{ $version }** gioca dalla prossima partita.
retrain-unchanged = Niente da migliorare: **{ $version }** resta in servizio.
retrain-rejected = Riaddestrato, ma non promosso: **{ $version }** resta in servizio.
retrain-skipped = Niente di nuovo da imparare: **{ $version }** resta in servizio.
retrain-busy = Un riaddestramento o un ripristino è già in corso; riprova quando sarà finito.
retrain-failed = Il riaddestramento non è riuscito; non è cambiato nulla.
retrain-rolled-back = Ripristinato: **{ $version }** gioca dalla prossima partita.
retrain-failed-checks = Peggiore della versione in servizio su:

cell-1 = in alto a sinistra
cell-2 = in alto
cell-3 = in alto a destra
cell-4 = a sinistra
cell-5 = centro
cell-6 = a destra
cell-7 = in basso a sinistra
cell-8 = in basso
cell-9 = in basso a destra
cell-choice = { $cell } · { $name }
cell-aliases-1 = alto sinistra, sinistra alto, angolo in alto a sinistra
cell-aliases-2 = alto, alto centro, centro alto, in alto al centro
cell-aliases-3 = alto destra, destra alto, angolo in alto a destra
cell-aliases-4 = sinistra, centro sinistra, sinistra centro
cell-aliases-5 = al centro, in mezzo, mezzo, c
cell-aliases-6 = destra, centro destra, destra centro
cell-aliases-7 = basso sinistra, sinistra basso, angolo in basso a sinistra
cell-aliases-8 = basso, basso centro, centro basso, in basso al centro
cell-aliases-9 = basso destra, destra basso, angolo in basso a destra
cell-forms = un numero da 1 a 9 (1 2 3 / 4 5 6 / 7 8 9 partendo dall'alto a sinistra), una coordinata come b2, o parole come «centro» o «in alto a sinistra»

error-generic = Scusa, qualcosa è andato storto da parte mia. È stato registrato; riprova.
error-manage-guild = Ti serve il permesso Gestisci server per cambiare le impostazioni del bot.
error-guild-only = Questo comando funziona solo in un server.
error-bot-missing = Qui mi mancano dei permessi: { $perms }.
error-bad-argument = Non posso usare quel valore: { $detail }

error-no-active-game = Non hai nessuna partita in corso qui. Iniziane una con /ttt play.
error-already-playing = { $who ->
    [you] Hai già la partita n. { $game_id } in corso qui: finiscila prima con /ttt move o /ttt resign.
   *[other] { $name } sta già giocando la partita n. { $game_id } qui.
}
error-not-your-turn = Non è il tuo turno: tocca a { $mark } ({ $name }).
error-not-your-game = La partita n. { $game_id } è { $x } (X) contro { $o } (O); tu non ci stai giocando.
error-stale-board = { $reason ->
    [moved-on] Quella griglia non è aggiornata: la partita n. { $game_id } è già alla mossa { $ply }. Ecco la griglia attuale.
    [conflict] La partita n. { $game_id } è cambiata mentre muovevi (un'altra mossa è arrivata prima); non è stato giocato nulla. Guarda di nuovo la griglia.
   *[resign] La partita continuava a cambiare mentre ti arrendevi; riprova.
}
error-game-not-found = { $reason ->
    [none-to-review] Non hai ancora nessuna partita finita qui da analizzare.
   *[unknown] Non esiste la partita n. { $game_id }.
}
error-review-in-progress = La partita n. { $game_id } è ancora in corso; un'analisi svelerebbe le mosse migliori. Richiedila quando sarà finita.
error-leaderboard-size = Una classifica mostra da { $low } a { $high } giocatori, non { $value }.
error-channel-not-allowed = Qui non si gioca in questo canale; prova uno dei canali di gioco del server, o chiedi a un amministratore di consentire questo.
error-cooldown = Hai sfidato qualcuno poco fa; potrai sfidare di nuovo tra { $wait }.
error-challenge = Quella sfida non è possibile.
error-challenge-option = Quell'opzione della sfida non è valida: { $value }.
error-invalid-first-mover = «{ $value }» non è una scelta per chi inizia: io, l'avversario o a caso.
error-invalid-challenge-expiry = Una sfida deve scadere dopo un tempo tra { $low } e { $high }, non «{ $value }».
error-self-challenge = Non puoi sfidare te stesso. Usa /ttt play senza avversario per giocare contro di me.
error-bot-challenge = { $name } è un bot e non può giocare duelli. Usa /ttt play senza avversario per giocare contro di me.
error-duplicate-challenge = Tu e { $opponent } avete già una sfida in attesa di risposta (n. { $challenge_id }); rispondi o lasciala scadere prima.
error-unknown-challenge = Non trovo la sfida n. { $challenge_id }.
error-not-challenged = La sfida n. { $challenge_id } è per { $opponent }: solo quella persona può accettarla o rifiutarla.
error-challenge-expired = Questa sfida (n. { $challenge_id }) è scaduta. Mandane una nuova con /ttt play e un avversario.
error-challenge-answered = Questa sfida (n. { $challenge_id }) ha già avuto una risposta.
error-challenge-already-accepted = Questa sfida (n. { $challenge_id }) è già stata accettata: la partita è in corso.
error-challenge-already-declined = Questa sfida (n. { $challenge_id }) è già stata rifiutata.
error-agent-unavailable = L'agente { $agent } non può giocare adesso. Scegline un altro (/ttt agents li elenca).
error-invalid-setting = { $reason ->
    [empty] Niente da cambiare: indica un'impostazione e il nuovo valore.
    [unknown] Impostazione sconosciuta «{ $name }»; le impostazioni sono: { $known }.
    [range] { $name } deve essere tra { $low } e { $high }, non «{ $value }».
   *[value] { $name } non può essere «{ $value }».
}
error-invalid-board = Quella posizione non può capitare in una partita.
error-illegal-move = Quella mossa non è consentita.
error-cell-out-of-range = Le caselle vanno da 1 a 9, non { $value }.
error-cell-occupied = La casella { $cell } è già occupata da { $mark }.
error-game-over = La partita n. { $game_id } è finita: { $result }
error-cell-parse = { $reason ->
    [empty] Quale casella? Usa { $forms }.
    [number] «{ $input }» non è una casella: le caselle vanno da 1 a 9.
   *[unknown] Non riconosco la casella «{ $input }». Usa { $forms }.
}
error-unknown-agent = Non esiste un agente chiamato «{ $name }». Agenti disponibili: { $agents }.
error-weights = Non è stato possibile caricare i pesi dell'agente { $agent }; non potrà giocare finché non saranno sistemati.
error-not-admin = Solo gli amministratori del bot possono riaddestrare o ripristinare l'agente: cambia l'agente di tutti i server (amministratori del bot: TTT_BOT_ADMINS, o il proprietario dell'applicazione).
error-busy = Un riaddestramento o un ripristino è già in corso; riprova quando sarà finito.
error-retrain = Il riaddestramento non è riuscito; non è cambiato nulla ({ $detail }).
error-database-unavailable = Il database delle partite non è disponibile al momento; non è cambiato nulla. Riprova tra poco.
error-database-unconfirmed = Il database delle partite ha smesso di rispondere durante il salvataggio: potrebbe essere stato salvato oppure no. Controlla prima di riprovare (/ttt board mostra la tua partita).
error-usage = { $reason ->
    [read] Non sono riuscito a leggere quel comando ({ $detail }). Scrivi /ttt help.
    [missing-command] Manca un comando dopo /ttt. Scrivi /ttt help.
    [unknown-command] Comando sconosciuto «{ $command }». I comandi iniziano con /ttt; scrivi /ttt help.
    [no-cell] Quale casella? Uso: /ttt move <casella>, per esempio /ttt move 5
    [bad-first] «first» deve essere { $choices }, non «{ $value }».
   *[unexpected] «{ $input }» inatteso. Uso: { $usage }
}

cmd-ttt =
    .description = Tris contro il bot o altri membri
cmd-ttt-play = gioca
    .description = Gioca contro l'agente del server, o sfida un membro
cmd-ttt-play-opponent = avversario
    .description = Un membro da sfidare a duello (senza, giochi contro di me)
cmd-ttt-play-agent = agente
    .description = L'agente contro cui giocare (predefinito: quello di questo server)
cmd-ttt-play-first = primo
    .description = Chi gioca con X e inizia
cmd-ttt-move = mossa
    .description = Gioca una casella nella tua partita
cmd-ttt-move-cell = casella
    .description = 1-9 partendo dall'alto a sinistra (1 2 3 / 4 5 6 / 7 8 9), o b2, centro…
cmd-ttt-board = griglia
    .description = Mostra la tua partita in corso
cmd-ttt-resign = arrenditi
    .description = Abbandona la tua partita in corso
cmd-ttt-stats = statistiche
    .description = Punteggio, vittorie, patte, sconfitte e serie di un membro
cmd-ttt-stats-member = membro
    .description = Di chi (predefinito: tue)
cmd-ttt-leaderboard = classifica
    .description = I migliori giocatori per punteggio Elo
cmd-ttt-leaderboard-scope = ambito
    .description = Questo server o ovunque
cmd-ttt-agents = agenti
    .description = Gli agenti contro cui puoi giocare e la loro forza misurata
cmd-ttt-review = analisi
    .description = Le mosse che hanno cambiato l'esito della tua ultima partita
cmd-ttt-review-game = partita
    .description = Numero della partita (predefinito: la tua ultima partita finita qui)
cmd-ttt-admin =
    .description = Impostazioni del tris per questo server
cmd-ttt-admin-settings = impostazioni
    .description = Mostra le impostazioni di questo server
cmd-ttt-admin-agent = agente
    .description = Scegli l'agente contro cui i membri giocano qui per impostazione predefinita
cmd-ttt-admin-agent-name = nome
    .description = Nome dell'agente (vedi /ttt agents)
cmd-ttt-admin-allow-channel = consenti-canale
    .description = Consenti le partite in un canale (appena uno è consentito, solo in quelli)
cmd-ttt-admin-allow-channel-channel = canale
    .description = Il canale
cmd-ttt-admin-disallow-channel = rimuovi-canale
    .description = Togli un canale dai canali consentiti
cmd-ttt-admin-disallow-channel-channel = canale
    .description = Il canale
cmd-ttt-admin-all-channels = tutti-i-canali
    .description = Consenti le partite in tutti i canali
cmd-ttt-admin-multiple-games = più-partite
    .description = Se un membro può avere più partite alla volta
cmd-ttt-admin-multiple-games-enabled = attivo
    .description = Sì o no
cmd-ttt-admin-move-timeout = tempo-mossa
    .description = Quanto tempo può impiegare un giocatore per una mossa
cmd-ttt-admin-move-timeout-seconds = secondi
    .description = In secondi
cmd-ttt-admin-cooldown = attesa
    .description = Quanto aspetta un membro tra due sfide
cmd-ttt-admin-cooldown-seconds = secondi
    .description = In secondi
cmd-ttt-admin-language = lingua
    .description = La lingua dei messaggi pubblici del server (griglie, inviti, risultati)
cmd-ttt-admin-language-language = lingua
    .description = Una lingua (senza, la lingua del server su Discord)
cmd-ttt-owner =
    .description = Riaddestramento dell'agente del bot (proprietari del bot)
cmd-ttt-owner-retrain = riaddestra
    .description = Riaddestra ora la DQN sulle partite dei membri (admin del bot)
cmd-ttt-owner-rollback = ripristina
    .description = Rimetti in servizio la versione precedente della DQN (admin del bot)

choice-me = io
choice-bot = il bot (o l'avversario)
choice-random = a caso
choice-server = questo server
choice-global = globale

console-welcome = console di tttbot - scrivi /ttt help per i comandi, quit per uscire.
console-help =
    Comandi (caselle: { $forms }):
      /ttt play [agent] [first:me|bot|random]   inizia una partita (agente predefinito: { $default })
      /ttt move <casella>                        gioca una casella (basta la casella, come 5)
      /ttt board                                 mostra la tua partita
      /ttt resign                                abbandona la partita in corso
      /ttt stats [global]                        il tuo bilancio, punteggio e serie
      /ttt leaderboard [global] [N]              i giocatori con il punteggio migliore ({ $ranked }+ partite)
      /ttt review [partita]                      le mosse che hanno cambiato l'esito della tua ultima partita
      /ttt agents                                gli agenti contro cui puoi giocare
      /ttt admin learning                        cosa ha imparato il bot dalle persone di questo server
      /ttt help                                  questo testo
      quit                                       esci
console-error = Qualcosa è andato storto con quel comando; è stato registrato. Scrivi /ttt help.
console-timed-out = La partita n. { $game_id } è scaduta: { $result }
console-opening = Partita n. { $game_id }: { $x } (X) contro { $o } (O).
console-agent-opens = { $name } apre nella casella { $cell }.
console-you-played = Hai giocato { $cell }.
console-agent-answered = Hai giocato { $cell }; { $name } ha risposto { $reply }.
console-you = tu
console-scope-here = qui
console-scope-everywhere = ovunque
console-no-stats = Ancora nessuna partita finita per { $name } ({ $where }). Iniziane una con /ttt play.
console-stats-head = Statistiche di { $name } ({ $where }): punteggio { $rating } ({ $games ->
    [one] { $games } partita
   *[other] { $games } partite
}, { $ranked })
console-ranked = in classifica
console-to-rank = { $count ->
    [one] manca { $count } partita per entrare in classifica
   *[other] mancano { $count } partite per entrare in classifica
}
console-stats-overall = in totale
console-stats-vs-people = contro persone
console-stats-vs-agent = contro { $agent }
console-streak = serie { $streak } (migliore { $best })
console-no-leaderboard = { $min ->
    [one] Ancora nessuno in classifica ({ $where }): i giocatori compaiono dopo { $min } partita.
   *[other] Ancora nessuno in classifica ({ $where }): i giocatori compaiono dopo { $min } partite.
}
console-leaderboard-head = Classifica ({ $where }):
console-games = { $count ->
    [one] { $count } partita
   *[other] { $count } partite
}
console-review-clean = Nessuna mossa ha cambiato il valore della partita: ogni mossa ha mantenuto il risultato migliore.
console-agents-head = Agenti (punteggio Elo; agenti che imparano: versione, precisione misurata in mosse ottimali):
console-optimal = { $pct } ottimali

## What the bot learned from this server's people (/ttt-admin learning)
learning-none = Nessun { $agent } riaddestrato ha ancora imparato dalle persone di questo server.
learning-head = { $agent } { $version } (riaddestrato da { $base }) ha imparato dalle persone di questo server. Partite usate: { $games }; tenute da parte per la verifica: { $held }.
learning-winrate = Percentuale di vittorie attesa contro la vostra gente: { $before } → { $after }
learning-held-out = Sulle partite tenute da parte: guadagno { $gain } (intervallo al { $confidence } da { $lower } a { $upper })
learning-habit = La vostra gente: { $habit } il { $pct } delle volte ({ $chances } occasioni).
learning-habit-win-line = sfrutta la mossa vincente su riga o colonna
learning-habit-win-diag = sfrutta la mossa vincente in diagonale
learning-habit-block-line = blocca una minaccia su riga o colonna
learning-habit-block-diag = blocca una minaccia in diagonale
learning-no-habits = Non ci sono ancora abbastanza partite per descriverne le abitudini.
agents-vs-people = { $pct } di vittorie attese contro le persone di questo server
learning-line = { $own ->
    [yes] Questo server ha il suo modo di giocare.
   *[no] Questo server è giocato con la linea imparata da tutti.
}
cmd-ttt-admin-learning = apprendimento
    .description = Cosa ha imparato il bot dalle persone di questo server

## Stale boards, invalid buttons, the console's results

board-refreshed = Quella griglia non era aggiornata, quindi non è stato giocato nulla: ora mostra la posizione attuale (mossa { $ply }). Gioca la tua mossa lì.
board-refreshed-over = Quella griglia non era aggiornata, quindi non è stato giocato nulla: ora mostra come è finita la partita.
button-invalid = Questo pulsante non è più valido. /ttt board mostra la tua partita in corso qui.
console-turn = Tocca a { $mark } ({ $name })
console-you-won = { $how ->
    [resigned] { $loser } si è arreso; hai vinto ({ $mark }).
    [timed-out] { $loser } ha esaurito il tempo; hai vinto ({ $mark }).
   *[played] Hai vinto ({ $mark }).
}
console-you-lost = { $how ->
    [resigned] Ti sei arreso; { $name } ({ $mark }) vince.
    [timed-out] Hai esaurito il tempo; { $name } ({ $mark }) vince.
   *[played] { $name } ({ $mark }) vince.
}

## Levels by name (/ttt play difficulty) and the fair level's target

# /ttt play with both an opponent and a difficulty (a duel has no bot to set).
duel-difficulty-with-opponent = L'opzione difficoltà è per le partite contro il bot: omettila quando sfidi un membro.
# $reason: with-agent (a difficulty and an agent given together), unknown ($value: what was
# given; $choices: the difficulties).
error-difficulty = { $reason ->
    [with-agent] Scegli una difficoltà o un agente, non entrambi: una difficoltà sceglie il proprio agente.
   *[unknown] La difficoltà deve essere una tra { $choices }, non «{ $value }».
}
# The settings embed: the fair level's target ($pct: whole percent).
admin-fair-target = Livello equo: quota di vittorie dei membri
admin-fair-target-value = { $pct }% delle partite
# The console's help, a line after the commands ($levels: easy|medium|…; $target: percent).
console-help-levels = Livelli: /ttt play difficulty:{ $levels } (invece di un agente); fair si adatta perché tu vinca circa il { $target }% delle partite.
cmd-ttt-play-difficulty = difficoltà
    .description = Quanto forte gioca il bot (invece di un agente); equo si adatta a te
cmd-ttt-admin-fair-target = obiettivo-equo
    .description = La quota di partite che i membri dovrebbero vincere al livello equo
cmd-ttt-admin-fair-target-percent = percentuale
    .description = In percentuale (ometti per il valore predefinito, 40)
choice-easy = facile
choice-medium = medio
choice-hard = difficile
choice-unbeatable = imbattibile
choice-fair = equo (si adatta a te)
## The review's picture (its caption in the embed footer, its alt text)
review-picture-before = Immagine: la posizione prima della mossa { $ply }, tocca a { $mark }.
review-picture-final = Immagine: la posizione finale.
review-picture-legend = Verde: { $mark } vince giocando lì, grigio: patta, rosso: perde; bordo dorato: le mosse migliori.
review-picture-played = Bordo rosa: la mossa giocata.
review-picture-alt = La scacchiera della partita #{ $game_id }, ogni casella libera verde, grigia o rossa a seconda che { $mark } vinca, pareggi o perda giocando lì.
review-picture-alt-final = La scacchiera finale della partita #{ $game_id }.
console-review-picture-saved = Immagine salvata in { $path }
console-review-picture-failed = Impossibile salvare l'immagine in { $path }: { $reason }
## Standings: farm-proof ratings, seasons, provisional players, measured agents

# /ttt stats when every game of the member was on this server (one line, not two alike).
stats-server-everywhere = Questo server (tutte le tue partite)
# Leaderboards: a channel's board; which season a board counts; a player under the ranking
# threshold ($games of $min games), shown unranked.
lb-title-channel = Classifica · #{ $channel } · { $server }
lb-season-current = Stagione { $season } (in corso)
lb-season-past = Stagione { $season } / { $current }
lb-all-time = Tutte le stagioni
lb-provisional = provvisorio
lb-row-provisional = **–** { $name } · **{ $rating }** · { $record } · provvisorio ({ $games }/{ $min })
lb-this-channel = Questo canale
# /ttt agents: an agent's rating measured against people, and people's results against it.
agents-measured = Punteggio misurato contro le persone: { $rating } · partite contro persone: { $games }
agents-people-here = Persone qui: { $record }
agents-people-everywhere = Persone ovunque: { $record }
# Under a finished board: each person's new season rating and its change ($change: +12, -8).
board-rating = { $name }: punteggio { $rating } ({ $change })
board-unrated = { $name }: partita non valutata, punteggio invariato
# /ttt-admin season new (public).
season-started = È iniziata la stagione { $season }: la classifica riparte da zero. La stagione { $previous } resta consultabile con /ttt leaderboard season:{ $previous }.
error-season = { $reason ->
    [global] La classifica globale non ha stagioni: le stagioni sono di ogni server.
    [channel-all-time] Le classifiche dei canali sono tenute per stagione: scegli un numero di stagione, oppure la classifica del server di tutte le stagioni.
    [race] Un altro admin ha iniziato una nuova stagione nello stesso momento; non è cambiato altro.
   *[not-started] Qui non c'è una stagione { $season }: questo server è nella stagione { $current }.
}
cmd-ttt-leaderboard-season = stagione
    .description = Un numero di stagione, o all per tutte (predefinito: la stagione in corso)
choice-channel = canale
cmd-ttt-admin-season = stagione
    .description = Stagioni della classifica di questo server
cmd-ttt-admin-season-new = nuova
    .description = Archivia la classifica di questa stagione e iniziane una nuova
## Rematches: the rematch button, /ttt history, their refusals, the console's forms
rematch-button = Rivincita
rematch-invite-note = Una rivincita della partita #{ $game_id }, con i colori scambiati.
error-rematch = Questa rivincita non è possibile.
error-rematch-not-player = Solo { $x } e { $o } possono chiedere la rivincita della partita #{ $game_id }.
error-rematch-not-over = La partita #{ $game_id } è ancora in corso: finiscila prima di chiedere la rivincita.
error-rematch-taken = La partita #{ $game_id } ha già avuto la sua rivincita: la partita #{ $rematch_id }.
error-nothing-to-rematch = Non hai ancora qui nessuna partita finita per una rivincita.
error-history-size = Una cronologia elenca da { $low } a { $high } partite, non { $value }.
history-title = Partite recenti di { $name }
history-empty = Nessuna partita finita di { $name } su questo server che tu possa analizzare.
history-line = #{ $game_id } · { $date } · contro { $opponent } · { $result }
history-result = { $result ->
    [win] vinta
    [loss] persa
    [unrated] abbandonata, non valutata
   *[draw] patta
}
history-option = Partita #{ $game_id } contro { $opponent }
history-pick = Scegli una partita da analizzare
history-footer = Prima le più recenti. Scegline una qui sotto per analizzarla, o usa /ttt review <numero>.
cmd-ttt-history = cronologia
    .description = Le tue partite recenti qui, o quelle di un membro
cmd-ttt-history-member = membro
    .description = Di chi (predefinito: le tue)
console-history-head = Le tue partite recenti qui, prima le più nuove (/ttt review <numero> ne analizza una):
console-history-empty = Non hai ancora nessuna partita finita qui.
console-history-line = #{ $game_id }  { $date }  contro { $opponent }: { $result }
console-help-rematch = rigioca qui la tua ultima partita, con i colori scambiati
console-help-history = le tue partite recenti qui, da analizzare per numero
console-help-admin = le impostazioni di questo server; cambiane una con /ttt admin <setting> <value>
## The front: post limits, one live board, roles, looks, help, welcome, unrated games

board-abandoned-unrated = Abbandonata prima della prima mossa: non valutata, non conta per nessuno.
board-replaced = Quella griglia è stata sostituita da una più recente, quindi non è stato giocato nulla. Gioca sulla griglia più recente (o /ttt board).
error-game-channels-elsewhere = Qui non si gioca in questo canale; si gioca in { $channels }.
error-role-not-allowed = Qui le partite sono per i membri con uno di questi ruoli: { $roles }.
error-public-post-limit-reached = Mi hai fatto pubblicare { $limit } griglie pubbliche nell’ultimo minuto; riprova tra { $wait } s.
error-invalid-looks = { $reason ->
    [emoji] { $name } deve essere una sola emoji (come ❌, o un’emoji del server come <:cross:123456789012345678>), non «{ $value }».
   *[colour] Il colore deve essere esadecimale, come #5865F2, non «{ $value }».
}
admin-roles = Ruoli che giocano
admin-roles-all = tutti i membri
admin-public-posts = Griglie pubbliche per membro
admin-public-posts-value = { $count } al minuto
admin-no-limit = nessun limite
admin-looks = Aspetto
admin-looks-value = X: { $x } · O: { $o } · colore: { $colour }
admin-looks-default = quello del bot
retrain-owners-only = Solo i proprietari del bot possono riaddestrare l’agente o tornare indietro: cambia l’agente di tutti i server.
help-discord =
    Come si gioca a tris qui
    Caselle: { $forms }. Su una griglia ogni casella vuota mostra il suo numero: cliccala o scrivi /ttt move con quel numero.
    `/ttt play` gioca contro di me (agente predefinito: { $default }) o sfida un membro con l’opzione avversario
    `/ttt move` gioca una casella
    `/ttt board` mostra di nuovo la tua partita
    `/ttt resign` abbandona la tua partita
    `/ttt stats` bilancio, punteggio e serie di un membro
    `/ttt leaderboard` i migliori per punteggio (da { $ranked } partite)
    `/ttt review` le mosse che hanno cambiato l’esito di una partita
    `/ttt agents` gli agenti contro cui giocare
    `/ttt help` questo testo
    Admin: `/ttt-admin settings` mostra le scelte di questo server.
help-welcome = Ciao! Gioco a tris, contro di voi o tra di voi. Inizia una partita con `/ttt play`; `/ttt help` elenca tutti i comandi, e gli admin trovano le impostazioni sotto `/ttt-admin`.
cmd-ttt-help =
    .description = Come si gioca, e tutti i comandi
cmd-ttt-admin-allow-role =
    .description = Fai giocare i membri con un ruolo (appena se ne sceglie uno, solo loro)
cmd-ttt-admin-allow-role-role =
    .description = Il ruolo
cmd-ttt-admin-disallow-role =
    .description = Togli un ruolo dai ruoli che giocano
cmd-ttt-admin-disallow-role-role =
    .description = Il ruolo
cmd-ttt-admin-all-roles =
    .description = Fai giocare tutti i membri
cmd-ttt-admin-public-posts =
    .description = Quante griglie un membro può farmi pubblicare al minuto
cmd-ttt-admin-public-posts-per_minute =
    .description = Griglie al minuto per membro (0: nessun limite)
cmd-ttt-admin-looks =
    .description = Le emoji dei segni e il colore delle griglie di questo server
cmd-ttt-admin-looks-x =
    .description = Un’emoji per X (anche del server); predefinito: la lettera
cmd-ttt-admin-looks-o =
    .description = Un’emoji per O (anche del server); predefinito: la lettera
cmd-ttt-admin-looks-colour =
    .description = Il colore delle griglie in corso, in esadecimale (#5865F2); predefinito: quello del bot
looks-emoji-elsewhere = { $emoji } non è un’emoji di questo server: usa una delle sue emoji o un’emoji Unicode.
