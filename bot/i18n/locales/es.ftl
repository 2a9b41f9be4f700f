# Español. Same messages and variables as en.ftl (the reference); see its comments.

board-title = Partida n.º { $game_id }
board-vs = { $x } (X) contra { $o } (O)
board-turn = Le toca a { $mark }: { $name }
board-won = { $name } ({ $mark }) gana.
board-drawn = Empate.
board-resigned = { $loser } se rindió; { $name } ({ $mark }) gana.
board-abandoned = A { $loser } se le acabó el tiempo; { $name } ({ $mark }) gana.
board-agent = Agente
board-agent-side = { $name } (agente)
board-footer = Jugada { $ply } · partida n.º { $game_id }
board-footer-over = { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
} · partida n.º { $game_id }
board-moved-on = Este tablero continúa en un mensaje más reciente.
board-none = No tienes ninguna partida en curso aquí. Empieza una con /ttt play.

duel-title = Desafío de tres en raya
duel-invite = { $opponent }, { $challenger } te desafía a una partida. Responde { $expires }.
duel-first-me = { $challenger } juega con X y empieza.
duel-first-them = { $opponent } juega con X y empieza.
duel-first-random = Quién juega con X se sortea.
duel-accept = Aceptar
duel-decline = Rechazar
duel-declined = { $opponent } rechazó el desafío de { $challenger }.
duel-expired = El desafío de { $challenger } a { $opponent } caducó.
duel-expired-invite = El desafío de { $challenger } a { $opponent } caducó sin respuesta. Envía uno nuevo con /ttt play.
duel-agent-with-opponent = La opción agent es para partidas contra el bot: no la uses cuando desafíes a un miembro.
duel-bot-opponent = Los bots no pueden aceptar desafíos. Usa /ttt play sin rival para jugar contra mí.

stats-title = Tres en raya de { $name }
stats-server = Este servidor
stats-global = En todas partes
stats-rating = Puntuación
stats-games = Partidas
stats-record = { $wins } V · { $draws } E · { $losses } D
stats-summary = Puntuación **{ $rating }** · { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
} · { $record }
stats-vs-people = Contra personas
stats-vs-agents = Contra agentes
stats-streak = Racha
stats-best-streak = Mejor racha
stats-streak-wins = { $count ->
    [one] { $count } victoria seguida
   *[other] { $count } victorias seguidas
}
stats-streak-losses = { $count ->
    [one] { $count } derrota seguida
   *[other] { $count } derrotas seguidas
}
stats-streak-none = ninguna
stats-no-games = { $name } aún no ha terminado ninguna partida.
lb-title-server = Clasificación · { $server }
lb-title-global = Clasificación global
lb-row = **{ $rank }.** { $name } · **{ $rating }** · { $record } · racha { $streak }
lb-empty = { $min ->
    [one] Todavía no hay nadie clasificado: hace falta { $min } partida terminada para aparecer aquí.
   *[other] Todavía no hay nadie clasificado: hacen falta { $min } partidas terminadas para aparecer aquí.
}
lb-footer = { $min ->
    [one] Jugadores con al menos { $min } partida terminada, por puntuación Elo.
   *[other] Jugadores con al menos { $min } partidas terminadas, por puntuación Elo.
}
agents-title = Agentes
agents-server-agent = Este servidor juega con **{ $name }** por defecto.
agents-default-mark = { " " }(predeterminado de este servidor)
agents-version = versión { $version }
agents-rating = puntuación Elo { $rating }
agents-metric = { $name }: { $value }
agents-accuracy = jugadas óptimas: { $pct }
agents-vs = contra { $opponent }: con X { $x }; con O { $o }
agents-wdl = { $w } V · { $d } E · { $l } D

review-title = Análisis de la partida n.º { $game_id }
review-clean = Ninguna jugada cambió el valor de la partida: ambos bandos jugaron sin errores.
review-line = jugada { $ply }, { $mark } en la casilla { $cell }, convirtió { $before } en { $after }; { $best } mantenía { $kept }
review-line-no-best = jugada { $ply }, { $mark } en la casilla { $cell }, convirtió { $before } en { $after }
review-value = { $value ->
    [win] una victoria
    [draw] un empate
   *[loss] una derrota
}
review-kept = { $value ->
    [win] la victoria
    [draw] el empate
   *[loss] la derrota
}
review-or = { $head } o { $last }
review-left-early = { $how ->
    [resigned] { $value ->
        [win] { $mark } se rindió en una posición ganada.
       *[draw] { $mark } se rindió cuando la posición aún era de empate.
    }
   *[timed-out] { $value ->
        [win] A { $mark } se le acabó el tiempo en una posición ganada.
       *[draw] A { $mark } se le acabó el tiempo cuando la posición aún era de empate.
    }
}

admin-title = Ajustes del servidor
admin-agent = Agente
admin-channels = Canales permitidos
admin-channels-all = todos los canales
admin-multiple-games = Varias partidas a la vez
admin-move-timeout = Tiempo por jugada
admin-cooldown = Espera entre desafíos
admin-language = Idioma del servidor
admin-language-default = { $language } (idioma del servidor en Discord)
admin-language-updated = Los mensajes públicos de este servidor ahora están en { $language }.
admin-yes = sí
admin-no = no
admin-updated-by = Último cambio por
admin-updated = Ajustes actualizados.

retrain-not-admin = Solo los administradores del bot pueden reentrenar o revertir el agente: cambia el agente de todos los servidores (administradores del bot: TTT_BOT_ADMINS, o el propietario de la aplicación).
retrain-promoted = Reentrenado: **{ $version }** juega desde la próxima partida.
retrain-unchanged = Nada que mejorar: **{ $version }** sigue en servicio.
retrain-rejected = Reentrenado, pero no promovido: **{ $version }** sigue en servicio.
retrain-skipped = Nada nuevo de lo que aprender: **{ $version }** sigue en servicio.
retrain-busy = Ya hay un reentrenamiento o una reversión en curso; vuelve a intentarlo cuando termine.
retrain-failed = El reentrenamiento falló; no se cambió nada.
retrain-rolled-back = Revertido: **{ $version }** juega desde la próxima partida.
retrain-failed-checks = Peor que la versión en servicio en:

cell-1 = arriba a la izquierda
cell-2 = arriba
cell-3 = arriba a la derecha
cell-4 = izquierda
cell-5 = centro
cell-6 = derecha
cell-7 = abajo a la izquierda
cell-8 = abajo
cell-9 = abajo a la derecha
cell-choice = { $cell } · { $name }
cell-aliases-1 = arriba izquierda, superior izquierda, esquina superior izquierda, izquierda arriba
cell-aliases-2 = arriba centro, arriba en el centro, superior centro, centro arriba
cell-aliases-3 = arriba derecha, superior derecha, esquina superior derecha, derecha arriba
cell-aliases-4 = a la izquierda, centro izquierda, izquierda centro, medio izquierda
cell-aliases-5 = en el centro, medio, en el medio, c
cell-aliases-6 = a la derecha, centro derecha, derecha centro, medio derecha
cell-aliases-7 = abajo izquierda, inferior izquierda, esquina inferior izquierda, izquierda abajo
cell-aliases-8 = abajo centro, abajo en el centro, inferior centro, centro abajo
cell-aliases-9 = abajo derecha, inferior derecha, esquina inferior derecha, derecha abajo
cell-forms = un número del 1 al 9 (1 2 3 / 4 5 6 / 7 8 9 desde arriba a la izquierda), una coordenada como b2, o palabras como «centro» o «arriba a la izquierda»

error-generic = Lo siento, algo salió mal por mi parte. Ha quedado registrado; inténtalo de nuevo.
error-manage-guild = Necesitas el permiso Gestionar servidor para cambiar los ajustes del bot.
error-guild-only = Este comando solo funciona en un servidor.
error-bot-missing = Me faltan permisos aquí: { $perms }.
error-bad-argument = No pude usar ese valor: { $detail }

error-no-active-game = No tienes ninguna partida en curso aquí. Empieza una con /ttt play.
error-already-playing = { $who ->
    [you] Ya tienes la partida n.º { $game_id } en curso aquí: termínala primero con /ttt move o /ttt resign.
   *[other] { $name } ya está jugando la partida n.º { $game_id } aquí.
}
error-not-your-turn = No es tu turno: le toca a { $mark } ({ $name }).
error-not-your-game = La partida n.º { $game_id } es de { $x } (X) contra { $o } (O); tú no juegas en ella.
error-stale-board = { $reason ->
    [moved-on] Ese tablero está desactualizado: la partida n.º { $game_id } ya va por la jugada { $ply }. Aquí tienes el tablero actual.
    [conflict] La partida n.º { $game_id } cambió mientras jugabas (otra jugada llegó antes); no se jugó nada. Vuelve a mirar el tablero.
   *[resign] La partida no dejaba de cambiar mientras te rendías; inténtalo de nuevo.
}
error-game-not-found = { $reason ->
    [none-to-review] Todavía no tienes ninguna partida terminada aquí para analizar.
   *[unknown] No existe la partida n.º { $game_id }.
}
error-review-in-progress = La partida n.º { $game_id } sigue en curso; analizarla revelaría las mejores jugadas. Vuelve a pedirlo cuando termine.
error-leaderboard-size = Una clasificación muestra de { $low } a { $high } jugadores, no { $value }.
error-channel-not-allowed = Aquí no se juega en este canal; prueba en uno de los canales de juego del servidor o pide a un administrador que permita este.
error-cooldown = Desafiaste a alguien hace un momento; podrás volver a desafiar dentro de { $wait }.
error-challenge = Ese desafío no es posible.
error-challenge-option = Esa opción del desafío no es válida: { $value }.
error-invalid-first-mover = «{ $value }» no es una opción para quién empieza: yo, el rival o al azar.
error-invalid-challenge-expiry = Un desafío debe caducar tras { $low } a { $high }, no «{ $value }».
error-self-challenge = No puedes desafiarte a ti mismo. Usa /ttt play sin rival para jugar contra mí.
error-bot-challenge = { $name } es un bot y no puede jugar duelos. Usa /ttt play sin rival para jugar contra mí.
error-duplicate-challenge = Tú y { $opponent } ya tenéis un desafío pendiente de respuesta (n.º { $challenge_id }); respóndelo o deja que caduque primero.
error-unknown-challenge = No encuentro el desafío n.º { $challenge_id }.
error-not-challenged = El desafío n.º { $challenge_id } es para { $opponent }: solo esa persona puede aceptarlo o rechazarlo.
error-challenge-expired = Este desafío (n.º { $challenge_id }) ha caducado. Envía uno nuevo con /ttt play y un rival.
error-challenge-answered = Este desafío (n.º { $challenge_id }) ya tiene respuesta.
error-challenge-already-accepted = Este desafío (n.º { $challenge_id }) ya fue aceptado: la partida está en marcha.
error-challenge-already-declined = Este desafío (n.º { $challenge_id }) ya fue rechazado.
error-agent-unavailable = El agente { $agent } no puede jugar ahora mismo. Elige otro (/ttt agents los muestra).
error-invalid-setting = { $reason ->
    [empty] Nada que cambiar: indica un ajuste y su nuevo valor.
    [unknown] Ajuste desconocido «{ $name }»; los ajustes son: { $known }.
    [range] { $name } debe estar entre { $low } y { $high }, no «{ $value }».
   *[value] { $name } no puede ser «{ $value }».
}
error-invalid-board = Esa posición no puede darse en una partida.
error-illegal-move = Esa jugada no está permitida.
error-cell-out-of-range = Las casillas van del 1 al 9, no { $value }.
error-cell-occupied = La casilla { $cell } ya está ocupada por { $mark }.
error-game-over = La partida n.º { $game_id } ha terminado: { $result }
error-cell-parse = { $reason ->
    [empty] ¿Qué casilla? Indica { $forms }.
    [number] «{ $input }» no es una casilla: las casillas van del 1 al 9.
   *[unknown] No reconozco la casilla «{ $input }». Indica { $forms }.
}
error-unknown-agent = No hay ningún agente llamado «{ $name }». Agentes disponibles: { $agents }.
error-weights = No se pudieron cargar los pesos del agente { $agent }; no podrá jugar hasta que se reparen.
error-not-admin = Solo los administradores del bot pueden reentrenar o revertir el agente: cambia el agente de todos los servidores (administradores del bot: TTT_BOT_ADMINS, o el propietario de la aplicación).
error-busy = Ya hay un reentrenamiento o una reversión en curso; vuelve a intentarlo cuando termine.
error-retrain = El reentrenamiento falló; no se cambió nada ({ $detail }).
error-database-unavailable = La base de datos de partidas no está disponible ahora mismo; no se cambió nada. Inténtalo de nuevo en un momento.
error-database-unconfirmed = La base de datos de partidas dejó de responder mientras guardaba esto: puede que se haya guardado o no. Compruébalo antes de volver a intentarlo (/ttt board muestra tu partida).
error-usage = { $reason ->
    [read] No pude leer ese comando ({ $detail }). Escribe /ttt help.
    [missing-command] Falta un comando después de /ttt. Escribe /ttt help.
    [unknown-command] Comando desconocido «{ $command }». Los comandos empiezan por /ttt; escribe /ttt help.
    [no-cell] ¿Qué casilla? Uso: /ttt move <casilla>, por ejemplo /ttt move 5
    [bad-first] «first» debe ser { $choices }, no «{ $value }».
   *[unexpected] «{ $input }» inesperado. Uso: { $usage }
}

cmd-ttt =
    .description = Tres en raya contra el bot u otros miembros
cmd-ttt-play = jugar
    .description = Jugar contra el agente del servidor o desafiar a un miembro
cmd-ttt-play-opponent = rival
    .description = Un miembro al que desafiar (sin él, juegas contra mí)
cmd-ttt-play-agent = agente
    .description = El agente contra el que jugar (por defecto: el de este servidor)
cmd-ttt-play-first = primero
    .description = Quién juega con X y empieza
cmd-ttt-move = jugada
    .description = Jugar una casilla en tu partida
cmd-ttt-move-cell = casilla
    .description = 1-9 desde arriba a la izquierda (1 2 3 / 4 5 6 / 7 8 9), o b2, centro…
cmd-ttt-board = tablero
    .description = Mostrar tu partida en curso
cmd-ttt-resign = rendirse
    .description = Abandonar tu partida en curso
cmd-ttt-stats = estadisticas
    .description = Puntuación, victorias, empates, derrotas y rachas de un miembro
cmd-ttt-stats-member = miembro
    .description = De quién (por defecto: tuyas)
cmd-ttt-leaderboard = clasificacion
    .description = Los mejores jugadores por puntuación Elo
cmd-ttt-leaderboard-scope = alcance
    .description = Este servidor o en todas partes
cmd-ttt-agents = agentes
    .description = Los agentes contra los que puedes jugar y su fuerza medida
cmd-ttt-review = analisis
    .description = Las jugadas que cambiaron el resultado de tu última partida
cmd-ttt-review-game = partida
    .description = Número de partida (por defecto: tu última partida terminada aquí)
cmd-ttt-admin =
    .description = Ajustes del tres en raya para este servidor
cmd-ttt-admin-settings = ajustes
    .description = Mostrar los ajustes de este servidor
cmd-ttt-admin-agent = agente
    .description = Elegir el agente contra el que juegan los miembros por defecto
cmd-ttt-admin-agent-name = nombre
    .description = Nombre del agente (ver /ttt agents)
cmd-ttt-admin-allow-channel = permitir-canal
    .description = Permitir partidas en un canal (en cuanto se permite uno, solo en esos)
cmd-ttt-admin-allow-channel-channel = canal
    .description = El canal
cmd-ttt-admin-disallow-channel = quitar-canal
    .description = Quitar un canal de los canales permitidos
cmd-ttt-admin-disallow-channel-channel = canal
    .description = El canal
cmd-ttt-admin-all-channels = todos-los-canales
    .description = Permitir partidas en todos los canales
cmd-ttt-admin-multiple-games = varias-partidas
    .description = Si un miembro puede tener varias partidas a la vez
cmd-ttt-admin-multiple-games-enabled = activado
    .description = Sí o no
cmd-ttt-admin-move-timeout = tiempo-jugada
    .description = Cuánto tiempo puede tardar un jugador en una jugada
cmd-ttt-admin-move-timeout-seconds = segundos
    .description = En segundos
cmd-ttt-admin-cooldown = espera
    .description = Cuánto espera un miembro entre dos desafíos
cmd-ttt-admin-cooldown-seconds = segundos
    .description = En segundos
cmd-ttt-admin-language = idioma
    .description = El idioma de los mensajes públicos del servidor (tableros, invitaciones, resultados)
cmd-ttt-admin-language-language = idioma
    .description = Un idioma (sin él, el idioma del servidor en Discord)
cmd-ttt-owner =
    .description = Reentrenamiento del agente del bot (los dueños del bot)
cmd-ttt-owner-retrain = reentrenar
    .description = Reentrenar ahora la DQN con las partidas de los miembros (admins del bot)
cmd-ttt-owner-rollback = revertir
    .description = Volver a poner en servicio la versión anterior de la DQN (admins del bot)

choice-me = yo
choice-bot = el bot (o el rival)
choice-random = al azar
choice-server = este servidor
choice-global = global

console-welcome = consola de tttbot - escribe /ttt help para ver los comandos, quit para salir.
console-help =
    Comandos (casillas: { $forms }):
      /ttt play [agent] [first:me|bot|random]   empezar una partida (agente por defecto: { $default })
      /ttt move <casilla>                        jugar una casilla (basta con la casilla, como 5)
      /ttt board                                 mostrar tu partida
      /ttt resign                                rendirte en la partida actual
      /ttt stats [global]                        tu historial, puntuación y rachas
      /ttt leaderboard [global] [N]              los jugadores mejor puntuados ({ $ranked }+ partidas)
      /ttt review [partida]                      las jugadas que cambiaron el resultado de tu última partida
      /ttt agents                                los agentes contra los que puedes jugar
      /ttt admin learning                        lo que el bot aprendió de la gente de este servidor
      /ttt help                                  este texto
      quit                                       salir
console-error = Algo salió mal con ese comando; ha quedado registrado. Escribe /ttt help.
console-timed-out = La partida n.º { $game_id } caducó: { $result }
console-opening = Partida n.º { $game_id }: { $x } (X) contra { $o } (O).
console-agent-opens = { $name } abre en la casilla { $cell }.
console-you-played = Jugaste { $cell }.
console-agent-answered = Jugaste { $cell }; { $name } respondió { $reply }.
console-you = tú
console-scope-here = aquí
console-scope-everywhere = en todas partes
console-no-stats = Todavía no hay partidas terminadas de { $name } ({ $where }). Empieza una con /ttt play.
console-stats-head = Estadísticas de { $name } ({ $where }): puntuación { $rating } ({ $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, { $ranked })
console-ranked = clasificado
console-to-rank = { $count ->
    [one] falta { $count } partida para clasificarte
   *[other] faltan { $count } partidas para clasificarte
}
console-stats-overall = en total
console-stats-vs-people = contra personas
console-stats-vs-agent = contra { $agent }
console-streak = racha { $streak } (mejor { $best })
console-no-leaderboard = { $min ->
    [one] Todavía no hay nadie clasificado ({ $where }): los jugadores aparecen tras { $min } partida.
   *[other] Todavía no hay nadie clasificado ({ $where }): los jugadores aparecen tras { $min } partidas.
}
console-leaderboard-head = Clasificación ({ $where }):
console-games = { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
}
console-review-clean = Ninguna jugada cambió el valor de la partida: cada jugada mantuvo el mejor resultado.
console-agents-head = Agentes (puntuación Elo; agentes que aprenden: versión, precisión medida en jugadas óptimas):
console-optimal = { $pct } óptimas

## What the bot learned from this server's people (/ttt-admin learning)
learning-none = Ningún { $agent } reentrenado ha aprendido aún de la gente de este servidor.
learning-head = { $agent } { $version } (reentrenado desde { $base }) aprendió de la gente de este servidor. Partidas usadas: { $games }; reservadas para comprobarlo: { $held }.
learning-winrate = Tasa de victorias esperada contra vuestra gente: { $before } → { $after }
learning-held-out = En partidas reservadas: ganancia { $gain } (intervalo del { $confidence } de { $lower } a { $upper })
learning-habit = Vuestra gente: { $habit } el { $pct } de las veces ({ $chances } ocasiones).
learning-habit-win-line = juega la jugada ganadora en fila o columna
learning-habit-win-diag = juega la jugada ganadora en diagonal
learning-habit-block-line = bloquea una amenaza en fila o columna
learning-habit-block-diag = bloquea una amenaza en diagonal
learning-no-habits = Aún no hay partidas suficientes para describir sus hábitos.
agents-vs-people = { $pct } de victorias esperadas contra la gente de este servidor
learning-line = { $own ->
    [yes] Este servidor tiene su propia forma de jugar.
   *[no] Este servidor se juega con la línea aprendida de toda la gente.
}
cmd-ttt-admin-learning = aprendizaje
    .description = Lo que el bot aprendió de la gente de este servidor

## Stale boards, invalid buttons, the console's results

board-refreshed = Ese tablero estaba desactualizado, así que no se jugó nada: ahora muestra la posición actual (jugada { $ply }). Haz tu jugada en él.
board-refreshed-over = Ese tablero estaba desactualizado, así que no se jugó nada: ahora muestra cómo terminó la partida.
button-invalid = Este botón ya no es válido. /ttt board muestra tu partida en curso aquí.
console-turn = Turno de { $mark } ({ $name })
console-you-won = { $how ->
    [resigned] { $loser } se rindió; ganas ({ $mark }).
    [timed-out] { $loser } agotó su tiempo; ganas ({ $mark }).
   *[played] Ganas ({ $mark }).
}
console-you-lost = { $how ->
    [resigned] Te rendiste; { $name } ({ $mark }) gana.
    [timed-out] Agotaste tu tiempo; { $name } ({ $mark }) gana.
   *[played] { $name } ({ $mark }) gana.
}

## Levels by name (/ttt play difficulty) and the fair level's target

# /ttt play with both an opponent and a difficulty (a duel has no bot to set).
duel-difficulty-with-opponent = La opción de dificultad es para partidas contra el bot: omítela cuando retes a un miembro.
# $reason: with-agent (a difficulty and an agent given together), unknown ($value: what was
# given; $choices: the difficulties).
error-difficulty = { $reason ->
    [with-agent] Elige una dificultad o un agente, no ambos: una dificultad elige su propio agente.
   *[unknown] La dificultad debe ser una de { $choices }, no «{ $value }».
}
# The settings embed: the fair level's target ($pct: whole percent).
admin-fair-target = Nivel justo: proporción de victorias de los miembros
admin-fair-target-value = { $pct } % de las partidas
# The console's help, a line after the commands ($levels: easy|medium|…; $target: percent).
console-help-levels = Niveles: /ttt play difficulty:{ $levels } (en lugar de un agente); fair se adapta para que ganes cerca del { $target } % de las partidas.
cmd-ttt-play-difficulty = dificultad
    .description = Qué tan fuerte juega el bot (en lugar de un agente); justo se adapta a ti
cmd-ttt-admin-fair-target = objetivo-justo
    .description = La proporción de partidas que los miembros deberían ganar en el nivel justo
cmd-ttt-admin-fair-target-percent = porcentaje
    .description = En porcentaje (omítelo para el valor por defecto, 40)
choice-easy = fácil
choice-medium = medio
choice-hard = difícil
choice-unbeatable = imbatible
choice-fair = justo (se adapta a ti)
## The review's picture (its caption in the embed footer, its alt text)
review-picture-before = Imagen: la posición antes del movimiento { $ply }, juega { $mark }.
review-picture-final = Imagen: la posición final.
review-picture-legend = Verde: { $mark } gana jugando ahí, gris: empata, rojo: pierde; borde dorado: las mejores jugadas.
review-picture-played = Borde rosa: la jugada que se hizo.
review-picture-alt = El tablero de la partida #{ $game_id }, cada casilla libre en verde, gris o rojo según { $mark } gane, empate o pierda jugando ahí.
review-picture-alt-final = El tablero final de la partida #{ $game_id }.
console-review-picture-saved = Imagen guardada en { $path }
console-review-picture-failed = No se pudo guardar la imagen en { $path }: { $reason }
## Standings: farm-proof ratings, seasons, provisional players, measured agents

# /ttt stats when every game of the member was on this server (one line, not two alike).
stats-server-everywhere = Este servidor (todas tus partidas)
# Leaderboards: a channel's board; which season a board counts; a player under the ranking
# threshold ($games of $min games), shown unranked.
lb-title-channel = Clasificación · #{ $channel } · { $server }
lb-season-current = Temporada { $season } (actual)
lb-season-past = Temporada { $season } / { $current }
lb-all-time = Todas las temporadas
lb-provisional = provisional
lb-row-provisional = **–** { $name } · **{ $rating }** · { $record } · provisional ({ $games }/{ $min })
lb-this-channel = Este canal
# /ttt agents: an agent's rating measured against people, and people's results against it.
agents-measured = Puntuación medida contra personas: { $rating } · partidas contra personas: { $games }
agents-people-here = Personas aquí: { $record }
agents-people-everywhere = Personas en todas partes: { $record }
# Under a finished board: each person's new season rating and its change ($change: +12, -8).
board-rating = { $name }: puntuación { $rating } ({ $change })
board-unrated = { $name }: partida sin puntuar, la puntuación no cambia
# /ttt-admin season new (public).
season-started = Ha empezado la temporada { $season }: la clasificación vuelve a empezar. La temporada { $previous } se puede seguir consultando con /ttt leaderboard season:{ $previous }.
error-season = { $reason ->
    [global] La clasificación global no tiene temporadas: las temporadas son de cada servidor.
    [channel-all-time] Las clasificaciones de canal se llevan por temporada: elige un número de temporada o la clasificación del servidor de todas las temporadas.
    [race] Otro admin empezó una temporada nueva en el mismo momento; no ha cambiado nada más.
   *[not-started] Aquí no hay temporada { $season }: este servidor está en la temporada { $current }.
}
cmd-ttt-leaderboard-season = temporada
    .description = Un número de temporada, o all para todas (por defecto: la temporada actual)
choice-channel = canal
cmd-ttt-admin-season = temporada
    .description = Temporadas de la clasificación de este servidor
cmd-ttt-admin-season-new = nueva
    .description = Archivar la clasificación de esta temporada y empezar una nueva
## Rematches: the rematch button, /ttt history, their refusals, the console's forms
rematch-button = Revancha
rematch-invite-note = Revancha de la partida #{ $game_id }, con los colores cambiados.
error-rematch = Esa revancha no es posible.
error-rematch-not-player = Solo { $x } y { $o } pueden pedir la revancha de la partida #{ $game_id }.
error-rematch-not-over = La partida #{ $game_id } sigue en curso: termínala antes de pedir la revancha.
error-rematch-taken = La partida #{ $game_id } ya tuvo su revancha: la partida #{ $rematch_id }.
error-nothing-to-rematch = Todavía no tienes aquí ninguna partida terminada para la revancha.
error-history-size = Un historial muestra de { $low } a { $high } partidas, no { $value }.
history-title = Partidas recientes de { $name }
history-empty = No hay ninguna partida terminada de { $name } en este servidor que puedas analizar.
history-line = #{ $game_id } · { $date } · contra { $opponent } · { $result }
history-result = { $result ->
    [win] ganada
    [loss] perdida
    [unrated] abandonada, sin puntuar
   *[draw] tablas
}
history-option = Partida #{ $game_id } contra { $opponent }
history-pick = Elige una partida para analizarla
history-footer = Las más recientes primero. Elige una abajo para analizarla, o usa /ttt review <número>.
cmd-ttt-history = historial
    .description = Tus partidas recientes aquí, o las de un miembro
cmd-ttt-history-member = miembro
    .description = De quién (por defecto: tuyas)
console-history-head = Tus partidas recientes aquí, las más nuevas primero (/ttt review <número> analiza una):
console-history-empty = Todavía no tienes ninguna partida terminada aquí.
console-history-line = #{ $game_id }  { $date }  contra { $opponent }: { $result }
console-help-rematch = jugar otra vez tu última partida aquí, con los colores cambiados
console-help-history = tus partidas recientes aquí, para analizarlas por número
console-help-admin = los ajustes de este servidor; cambia uno con /ttt admin <setting> <value>
## The front: post limits, one live board, roles, looks, help, welcome, unrated games

board-abandoned-unrated = Abandonada antes del primer movimiento: sin puntuar, no cuenta para nadie.
board-replaced = Ese tablero fue sustituido por uno más reciente, así que no se jugó nada. Juega en el tablero más reciente (o /ttt board).
error-game-channels-elsewhere = Aquí no se juega en este canal; las partidas se juegan en { $channels }.
error-role-not-allowed = Aquí las partidas son para miembros con alguno de estos roles: { $roles }.
error-public-post-limit-reached = Me has hecho publicar { $limit } tableros públicos en el último minuto; vuelve a intentarlo en { $wait } s.
error-invalid-looks = { $reason ->
    [emoji] { $name } debe ser un solo emoji (como ❌, o un emoji del servidor como <:cross:123456789012345678>), no «{ $value }».
   *[colour] El color debe ser hexadecimal, como #5865F2, no «{ $value }».
}
admin-roles = Roles que juegan
admin-roles-all = todos los miembros
admin-public-posts = Tableros públicos por miembro
admin-public-posts-value = { $count } por minuto
admin-no-limit = sin límite
admin-looks = Aspecto
admin-looks-value = X: { $x } · O: { $o } · color: { $colour }
admin-looks-default = el del bot
retrain-owners-only = Solo los propietarios del bot pueden reentrenar el agente o volver atrás: cambia el agente de todos los servidores.
help-discord =
    Cómo jugar al tres en raya aquí
    Casillas: { $forms }. En un tablero, cada casilla vacía muestra su número: púlsala o escribe /ttt move con él.
    `/ttt play` juega contra mí (agente por defecto: { $default }) o reta a un miembro con la opción rival
    `/ttt move` juega una casilla
    `/ttt board` vuelve a mostrar tu partida
    `/ttt resign` abandona tu partida
    `/ttt stats` el historial, la puntuación y las rachas de un miembro
    `/ttt leaderboard` los mejor puntuados ({ $ranked } partidas o más)
    `/ttt review` las jugadas que cambiaron el resultado de una partida
    `/ttt agents` los agentes contra los que puedes jugar
    `/ttt help` este texto
    Admins: `/ttt-admin settings` muestra lo que eligió este servidor.
help-welcome = ¡Hola! Juego al tres en raya, contra vosotros o entre vosotros. Empieza una partida con `/ttt play`; `/ttt help` lista todos los comandos, y los admins encuentran los ajustes en `/ttt-admin`.
cmd-ttt-help =
    .description = Cómo jugar, y todos los comandos
cmd-ttt-admin-allow-role =
    .description = Deja jugar a los miembros con un rol (en cuanto se elige uno, solo a ellos)
cmd-ttt-admin-allow-role-role =
    .description = El rol
cmd-ttt-admin-disallow-role =
    .description = Quita un rol de los roles que juegan
cmd-ttt-admin-disallow-role-role =
    .description = El rol
cmd-ttt-admin-all-roles =
    .description = Deja jugar a todos los miembros
cmd-ttt-admin-public-posts =
    .description = Cuántos tableros puede hacerme publicar un miembro por minuto
cmd-ttt-admin-public-posts-per_minute =
    .description = Tableros por minuto y miembro (0: sin límite)
cmd-ttt-admin-looks =
    .description = Los emojis de las marcas y el color de los tableros de este servidor
cmd-ttt-admin-looks-x =
    .description = Un emoji para X (también del servidor); por defecto: la letra
cmd-ttt-admin-looks-o =
    .description = Un emoji para O (también del servidor); por defecto: la letra
cmd-ttt-admin-looks-colour =
    .description = El color de los tableros en juego, en hexadecimal (#5865F2); por defecto: el del bot
looks-emoji-elsewhere = { $emoji } no es un emoji de este servidor: usa uno de sus emojis o un emoji Unicode.
