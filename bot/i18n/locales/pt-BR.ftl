# Português (Brasil). Same messages and variables as en.ftl (the reference); see its comments.

board-title = Partida nº { $game_id }
board-vs = { $x } (X) contra { $o } (O)
board-turn = Vez de { $mark }: { $name }
board-won = { $name } ({ $mark }) venceu.
board-drawn = Empate.
board-resigned = { $loser } desistiu; { $name } ({ $mark }) venceu.
board-abandoned = O tempo de { $loser } acabou; { $name } ({ $mark }) venceu.
board-agent = Agente
board-agent-side = { $name } (agente)
board-footer = Jogada { $ply } · partida nº { $game_id }
board-footer-over = { $moves ->
    [one] { $moves } jogada
   *[other] { $moves } jogadas
} · partida nº { $game_id }
board-moved-on = Este tabuleiro continua em uma mensagem mais recente.
board-none = Você não tem nenhuma partida em andamento aqui. Comece uma com /ttt play.

duel-title = Desafio de jogo da velha
duel-invite = { $opponent }, { $challenger } desafiou você para uma partida. Responda { $expires }.
duel-first-me = { $challenger } joga com X e começa.
duel-first-them = { $opponent } joga com X e começa.
duel-first-random = Quem joga com X será sorteado.
duel-accept = Aceitar
duel-decline = Recusar
duel-declined = { $opponent } recusou o desafio de { $challenger }.
duel-expired = O desafio de { $challenger } para { $opponent } expirou.
duel-expired-invite = O desafio de { $challenger } para { $opponent } expirou sem resposta. Envie um novo com /ttt play.
duel-agent-with-opponent = A opção agent é para partidas contra o bot: deixe-a de fora ao desafiar um membro.
duel-bot-opponent = Bots não podem aceitar desafios. Use /ttt play sem adversário para jogar contra mim.

stats-title = Jogo da velha de { $name }
stats-server = Este servidor
stats-global = Em todo lugar
stats-rating = Pontuação
stats-games = Partidas
stats-record = { $wins } V · { $draws } E · { $losses } D
stats-summary = Pontuação **{ $rating }** · { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
} · { $record }
stats-vs-people = Contra pessoas
stats-vs-agents = Contra agentes
stats-streak = Sequência
stats-best-streak = Melhor sequência
stats-streak-wins = { $count ->
    [one] { $count } vitória seguida
   *[other] { $count } vitórias seguidas
}
stats-streak-losses = { $count ->
    [one] { $count } derrota seguida
   *[other] { $count } derrotas seguidas
}
stats-streak-none = nenhuma
stats-no-games = { $name } ainda não terminou nenhuma partida.
lb-title-server = Classificação · { $server }
lb-title-global = Classificação global
lb-row = **{ $rank }.** { $name } · **{ $rating }** · { $record } · sequência { $streak }
lb-empty = { $min ->
    [one] Ninguém está classificado ainda: é preciso { $min } partida terminada para aparecer aqui.
   *[other] Ninguém está classificado ainda: são precisas { $min } partidas terminadas para aparecer aqui.
}
lb-footer = { $min ->
    [one] Jogadores com pelo menos { $min } partida terminada, por pontuação Elo.
   *[other] Jogadores com pelo menos { $min } partidas terminadas, por pontuação Elo.
}
agents-title = Agentes
agents-server-agent = Este servidor joga com **{ $name }** por padrão.
agents-default-mark = { " " }(padrão deste servidor)
agents-version = versão { $version }
agents-rating = pontuação Elo { $rating }
agents-metric = { $name }: { $value }
agents-accuracy = jogadas ótimas: { $pct }
agents-vs = contra { $opponent }: com X { $x }; com O { $o }
agents-wdl = { $w } V · { $d } E · { $l } D

review-title = Análise da partida nº { $game_id }
review-clean = Nenhuma jogada mudou o valor da partida: os dois lados jogaram sem erros.
review-line = jogada { $ply }, { $mark } na casa { $cell }, transformou { $before } em { $after }; { $best } mantinha { $kept }
review-line-no-best = jogada { $ply }, { $mark } na casa { $cell }, transformou { $before } em { $after }
review-value = { $value ->
    [win] uma vitória
    [draw] um empate
   *[loss] uma derrota
}
review-kept = { $value ->
    [win] a vitória
    [draw] o empate
   *[loss] a derrota
}
review-or = { $head } ou { $last }
review-left-early = { $how ->
    [resigned] { $value ->
        [win] { $mark } desistiu em uma posição ganha.
       *[draw] { $mark } desistiu quando a posição ainda era de empate.
    }
   *[timed-out] { $value ->
        [win] O tempo de { $mark } acabou em uma posição ganha.
       *[draw] O tempo de { $mark } acabou quando a posição ainda era de empate.
    }
}

admin-title = Configurações do servidor
admin-agent = Agente
admin-channels = Canais permitidos
admin-channels-all = todos os canais
admin-multiple-games = Várias partidas ao mesmo tempo
admin-move-timeout = Tempo por jogada
admin-cooldown = Intervalo entre desafios
admin-language = Idioma do servidor
admin-language-default = { $language } (idioma do servidor no Discord)
admin-language-updated = As mensagens públicas deste servidor agora estão em { $language }.
admin-yes = sim
admin-no = não
admin-updated-by = Última alteração por
admin-updated = Configurações atualizadas.

retrain-not-admin = Só os administradores do bot podem retreinar ou reverter o agente: isso muda o agente de todos os servidores (administradores do bot: TTT_BOT_ADMINS, ou o dono da aplicação).
retrain-promoted = Retreinado: **{ $version }** joga a partir da próxima partida.
retrain-unchanged = Nada a melhorar: **{ $version }** continua em serviço.
retrain-rejected = Retreinado, mas não promovido: **{ $version }** continua em serviço.
retrain-skipped = Nada de novo para aprender: **{ $version }** continua em serviço.
retrain-busy = Já há um retreinamento ou uma reversão em andamento; tente de novo quando terminar.
retrain-failed = O retreinamento falhou; nada foi alterado.
retrain-rolled-back = Revertido: **{ $version }** joga a partir da próxima partida.
retrain-failed-checks = Pior que a versão em serviço em:

cell-1 = canto superior esquerdo
cell-2 = em cima
cell-3 = canto superior direito
cell-4 = esquerda
cell-5 = centro
cell-6 = direita
cell-7 = canto inferior esquerdo
cell-8 = embaixo
cell-9 = canto inferior direito
cell-choice = { $cell } · { $name }
cell-aliases-1 = superior esquerdo, em cima à esquerda, cima esquerda, esquerda cima
cell-aliases-2 = cima, em cima no meio, cima meio, superior meio, topo
cell-aliases-3 = superior direito, em cima à direita, cima direita, direita cima
cell-aliases-4 = à esquerda, meio esquerda, esquerda meio, centro esquerda
cell-aliases-5 = meio, no meio, no centro, c
cell-aliases-6 = à direita, meio direita, direita meio, centro direita
cell-aliases-7 = inferior esquerdo, embaixo à esquerda, baixo esquerda, esquerda baixo
cell-aliases-8 = baixo, embaixo no meio, baixo meio, inferior meio
cell-aliases-9 = inferior direito, embaixo à direita, baixo direita, direita baixo
cell-forms = um número de 1 a 9 (1 2 3 / 4 5 6 / 7 8 9 a partir do canto superior esquerdo), uma coordenada como b2, ou palavras como “centro” ou “canto superior esquerdo”

error-generic = Desculpe, algo deu errado do meu lado. Isso foi registrado; tente de novo.
error-manage-guild = Você precisa da permissão Gerenciar servidor para mudar as configurações do bot.
error-guild-only = Este comando só funciona em um servidor.
error-bot-missing = Estão faltando permissões minhas aqui: { $perms }.
error-bad-argument = Não consegui usar esse valor: { $detail }

error-no-active-game = Você não tem nenhuma partida em andamento aqui. Comece uma com /ttt play.
error-already-playing = { $who ->
    [you] Você já tem a partida nº { $game_id } em andamento aqui: termine-a antes com /ttt move ou /ttt resign.
   *[other] { $name } já está jogando a partida nº { $game_id } aqui.
}
error-not-your-turn = Não é a sua vez: é a vez de { $mark } ({ $name }).
error-not-your-game = A partida nº { $game_id } é de { $x } (X) contra { $o } (O); você não está jogando nela.
error-stale-board = { $reason ->
    [moved-on] Esse tabuleiro está desatualizado: a partida nº { $game_id } já está na jogada { $ply }. Aqui está o tabuleiro atual.
    [conflict] A partida nº { $game_id } mudou enquanto você jogava (outra jogada chegou antes); nada foi jogado. Olhe o tabuleiro de novo.
   *[resign] A partida não parava de mudar enquanto você desistia; tente de novo.
}
error-game-not-found = { $reason ->
    [none-to-review] Você ainda não tem nenhuma partida terminada aqui para analisar.
   *[unknown] Não existe a partida nº { $game_id }.
}
error-review-in-progress = A partida nº { $game_id } ainda está em andamento; analisá-la revelaria as melhores jogadas. Peça de novo quando ela acabar.
error-leaderboard-size = Uma classificação mostra de { $low } a { $high } jogadores, não { $value }.
error-channel-not-allowed = Aqui não se joga neste canal; tente um dos canais de jogo do servidor ou peça a um administrador para liberar este.
error-cooldown = Você desafiou alguém há pouco; poderá desafiar de novo em { $wait }.
error-challenge = Esse desafio não é possível.
error-challenge-option = Essa opção do desafio não é válida: { $value }.
error-invalid-first-mover = “{ $value }” não é uma opção para quem começa: eu, o adversário ou aleatório.
error-invalid-challenge-expiry = Um desafio deve expirar após { $low } a { $high }, não “{ $value }”.
error-self-challenge = Você não pode desafiar a si mesmo. Use /ttt play sem adversário para jogar contra mim.
error-bot-challenge = { $name } é um bot e não pode jogar duelos. Use /ttt play sem adversário para jogar contra mim.
error-duplicate-challenge = Você e { $opponent } já têm um desafio esperando resposta (nº { $challenge_id }); responda-o ou deixe-o expirar antes.
error-unknown-challenge = Não encontro o desafio nº { $challenge_id }.
error-not-challenged = O desafio nº { $challenge_id } é para { $opponent }: só essa pessoa pode aceitá-lo ou recusá-lo.
error-challenge-expired = Este desafio (nº { $challenge_id }) expirou. Envie um novo com /ttt play e um adversário.
error-challenge-answered = Este desafio (nº { $challenge_id }) já foi respondido.
error-challenge-already-accepted = Este desafio (nº { $challenge_id }) já foi aceito: a partida está rolando.
error-challenge-already-declined = Este desafio (nº { $challenge_id }) já foi recusado.
error-agent-unavailable = O agente { $agent } não pode jogar agora. Escolha outro (/ttt agents lista todos).
error-invalid-setting = { $reason ->
    [empty] Nada a mudar: diga uma configuração e o novo valor.
    [unknown] Configuração desconhecida “{ $name }”; as configurações são: { $known }.
    [range] { $name } deve ficar entre { $low } e { $high }, não “{ $value }”.
   *[value] { $name } não pode ser “{ $value }”.
}
error-invalid-board = Essa posição não pode acontecer em uma partida.
error-illegal-move = Essa jogada não é permitida.
error-cell-out-of-range = As casas vão de 1 a 9, não { $value }.
error-cell-occupied = A casa { $cell } já está ocupada por { $mark }.
error-game-over = A partida nº { $game_id } terminou: { $result }
error-cell-parse = { $reason ->
    [empty] Qual casa? Use { $forms }.
    [number] “{ $input }” não é uma casa: as casas vão de 1 a 9.
   *[unknown] Não reconheço a casa “{ $input }”. Use { $forms }.
}
error-unknown-agent = Não existe agente chamado “{ $name }”. Agentes disponíveis: { $agents }.
error-weights = Os pesos do agente { $agent } não puderam ser carregados; ele não pode jogar até que sejam corrigidos.
error-not-admin = Só os administradores do bot podem retreinar ou reverter o agente: isso muda o agente de todos os servidores (administradores do bot: TTT_BOT_ADMINS, ou o dono da aplicação).
error-busy = Já há um retreinamento ou uma reversão em andamento; tente de novo quando terminar.
error-retrain = O retreinamento falhou; nada foi alterado ({ $detail }).
error-database-unavailable = O banco de dados de partidas está indisponível agora; nada foi alterado. Tente de novo daqui a pouco.
error-database-unconfirmed = O banco de dados de partidas parou de responder enquanto salvava isto: pode ter sido salvo ou não. Confira antes de tentar de novo (/ttt board mostra sua partida).
error-usage = { $reason ->
    [read] Não consegui ler esse comando ({ $detail }). Digite /ttt help.
    [missing-command] Falta um comando depois de /ttt. Digite /ttt help.
    [unknown-command] Comando desconhecido “{ $command }”. Os comandos começam com /ttt; digite /ttt help.
    [no-cell] Qual casa? Uso: /ttt move <casa>, por exemplo /ttt move 5
    [bad-first] “first” deve ser { $choices }, não “{ $value }”.
   *[unexpected] “{ $input }” inesperado. Uso: { $usage }
}

cmd-ttt =
    .description = Jogo da velha contra o bot ou outros membros
cmd-ttt-play = jogar
    .description = Jogar contra o agente do servidor ou desafiar um membro
cmd-ttt-play-opponent = adversario
    .description = Um membro para desafiar (sem ele, você joga contra mim)
cmd-ttt-play-agent = agente
    .description = O agente contra quem jogar (padrão: o deste servidor)
cmd-ttt-play-first = primeiro
    .description = Quem joga com X e começa
cmd-ttt-move = jogada
    .description = Jogar uma casa na sua partida
cmd-ttt-move-cell = casa
    .description = 1-9 a partir do canto superior esquerdo (1 2 3 / 4 5 6 / 7 8 9), ou b2, centro…
cmd-ttt-board = tabuleiro
    .description = Mostrar sua partida em andamento
cmd-ttt-resign = desistir
    .description = Desistir da sua partida em andamento
cmd-ttt-stats = estatisticas
    .description = Pontuação, vitórias, empates, derrotas e sequências de um membro
cmd-ttt-stats-member = membro
    .description = De quem (padrão: você)
cmd-ttt-leaderboard = classificacao
    .description = Os melhores jogadores por pontuação Elo
cmd-ttt-leaderboard-scope = alcance
    .description = Este servidor ou em todo lugar
cmd-ttt-agents = agentes
    .description = Os agentes contra quem você pode jogar e a força medida deles
cmd-ttt-review = analise
    .description = As jogadas que mudaram o resultado da sua última partida
cmd-ttt-review-game = partida
    .description = Número da partida (padrão: sua última partida terminada aqui)
cmd-ttt-admin =
    .description = Configurações do jogo da velha neste servidor
cmd-ttt-admin-settings = configuracoes
    .description = Mostrar as configurações deste servidor
cmd-ttt-admin-agent = agente
    .description = Escolher o agente contra quem os membros jogam por padrão aqui
cmd-ttt-admin-agent-name = nome
    .description = Nome do agente (veja /ttt agents)
cmd-ttt-admin-allow-channel = permitir-canal
    .description = Permitir partidas em um canal (depois que um é permitido, só nesses)
cmd-ttt-admin-allow-channel-channel = canal
    .description = O canal
cmd-ttt-admin-disallow-channel = remover-canal
    .description = Remover um canal dos canais permitidos
cmd-ttt-admin-disallow-channel-channel = canal
    .description = O canal
cmd-ttt-admin-all-channels = todos-os-canais
    .description = Permitir partidas em todos os canais
cmd-ttt-admin-multiple-games = varias-partidas
    .description = Se um membro pode ter várias partidas ao mesmo tempo
cmd-ttt-admin-multiple-games-enabled = ativado
    .description = Sim ou não
cmd-ttt-admin-move-timeout = tempo-jogada
    .description = Quanto tempo um jogador pode levar para jogar
cmd-ttt-admin-move-timeout-seconds = segundos
    .description = Em segundos
cmd-ttt-admin-cooldown = intervalo
    .description = Quanto tempo um membro espera entre dois desafios
cmd-ttt-admin-cooldown-seconds = segundos
    .description = Em segundos
cmd-ttt-admin-language = idioma
    .description = O idioma das mensagens públicas do servidor (tabuleiros, convites, resultados)
cmd-ttt-admin-language-language = idioma
    .description = Um idioma (sem ele, o idioma do servidor no Discord)
cmd-ttt-owner =
    .description = Retreinamento do agente do bot (donos do bot)
cmd-ttt-owner-retrain = retreinar
    .description = Retreinar a DQN agora com as partidas dos membros (admins do bot)
cmd-ttt-owner-rollback = reverter
    .description = Voltar a usar a versão anterior da DQN (admins do bot)

choice-me = eu
choice-bot = o bot (ou o adversário)
choice-random = aleatório
choice-server = este servidor
choice-global = global

console-welcome = console do tttbot - digite /ttt help para ver os comandos, quit para sair.
console-help =
    Comandos (casas: { $forms }):
      /ttt play [agent] [first:me|bot|random]   começar uma partida (agente padrão: { $default })
      /ttt move <casa>                           jogar uma casa (só a casa, como 5, também serve)
      /ttt board                                 mostrar sua partida
      /ttt resign                                desistir da partida atual
      /ttt stats [global]                        seu histórico, pontuação e sequências
      /ttt leaderboard [global] [N]              os jogadores mais bem pontuados ({ $ranked }+ partidas)
      /ttt review [partida]                      as jogadas que mudaram o resultado da sua última partida
      /ttt agents                                os agentes contra quem você pode jogar
      /ttt admin learning                        o que o bot aprendeu com as pessoas deste servidor
      /ttt help                                  este texto
      quit                                       sair
console-error = Algo deu errado com esse comando; isso foi registrado. Digite /ttt help.
console-timed-out = A partida nº { $game_id } expirou: { $result }
console-opening = Partida nº { $game_id }: { $x } (X) contra { $o } (O).
console-agent-opens = { $name } abre na casa { $cell }.
console-you-played = Você jogou { $cell }.
console-agent-answered = Você jogou { $cell }; { $name } respondeu { $reply }.
console-you = você
console-scope-here = aqui
console-scope-everywhere = em todo lugar
console-no-stats = Ainda não há partidas terminadas de { $name } ({ $where }). Comece uma com /ttt play.
console-stats-head = Estatísticas de { $name } ({ $where }): pontuação { $rating } ({ $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, { $ranked })
console-ranked = classificado
console-to-rank = { $count ->
    [one] falta { $count } partida para entrar na classificação
   *[other] faltam { $count } partidas para entrar na classificação
}
console-stats-overall = no total
console-stats-vs-people = contra pessoas
console-stats-vs-agent = contra { $agent }
console-streak = sequência { $streak } (melhor { $best })
console-no-leaderboard = { $min ->
    [one] Ninguém está classificado ainda ({ $where }): os jogadores aparecem após { $min } partida.
   *[other] Ninguém está classificado ainda ({ $where }): os jogadores aparecem após { $min } partidas.
}
console-leaderboard-head = Classificação ({ $where }):
console-games = { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
}
console-review-clean = Nenhuma jogada mudou o valor da partida: cada jogada manteve o melhor resultado.
console-agents-head = Agentes (pontuação Elo; agentes que aprendem: versão, precisão medida em jogadas ótimas):
console-optimal = { $pct } ótimas

## What the bot learned from this server's people (/ttt-admin learning)
learning-none = Nenhum { $agent } retreinado aprendeu ainda com as pessoas deste servidor.
learning-head = { $agent } { $version } (retreinado a partir de { $base }) aprendeu com as pessoas deste servidor. Partidas usadas: { $games }; reservadas para a verificação: { $held }.
learning-winrate = Taxa de vitória esperada contra o seu pessoal: { $before } → { $after }
learning-held-out = Em partidas reservadas: ganho { $gain } (intervalo de { $confidence } de { $lower } a { $upper })
learning-habit = Seu pessoal: { $habit } { $pct } das vezes ({ $chances } chances).
learning-habit-win-line = faz a jogada vencedora em linha ou coluna
learning-habit-win-diag = faz a jogada vencedora na diagonal
learning-habit-block-line = bloqueia uma ameaça em linha ou coluna
learning-habit-block-diag = bloqueia uma ameaça na diagonal
learning-no-habits = Ainda não há partidas suficientes para descrever os hábitos.
agents-vs-people = { $pct } de vitórias esperadas contra as pessoas deste servidor
learning-line = { $own ->
    [yes] Este servidor tem seu próprio jeito de jogar.
   *[no] Este servidor é jogado com a linha aprendida de todo mundo.
}
cmd-ttt-admin-learning = aprendizado
    .description = O que o bot aprendeu com as pessoas deste servidor

## Stale boards, invalid buttons, the console's results

board-refreshed = Esse tabuleiro estava desatualizado, então nada foi jogado: agora ele mostra a posição atual (jogada { $ply }). Faça sua jogada nele.
board-refreshed-over = Esse tabuleiro estava desatualizado, então nada foi jogado: agora ele mostra como a partida terminou.
button-invalid = Este botão não é mais válido. /ttt board mostra sua partida em andamento aqui.
console-turn = Vez de { $mark } ({ $name })
console-you-won = { $how ->
    [resigned] { $loser } desistiu; você venceu ({ $mark }).
    [timed-out] { $loser } esgotou o tempo; você venceu ({ $mark }).
   *[played] Você venceu ({ $mark }).
}
console-you-lost = { $how ->
    [resigned] Você desistiu; { $name } ({ $mark }) vence.
    [timed-out] Você esgotou o tempo; { $name } ({ $mark }) vence.
   *[played] { $name } ({ $mark }) vence.
}

## Levels by name (/ttt play difficulty) and the fair level's target

# /ttt play with both an opponent and a difficulty (a duel has no bot to set).
duel-difficulty-with-opponent = A opção de dificuldade é para partidas contra o bot: deixe-a de fora ao desafiar um membro.
# $reason: with-agent (a difficulty and an agent given together), unknown ($value: what was
# given; $choices: the difficulties).
error-difficulty = { $reason ->
    [with-agent] Escolha uma dificuldade ou um agente, não os dois: uma dificuldade escolhe o próprio agente.
   *[unknown] A dificuldade deve ser uma de { $choices }, não “{ $value }”.
}
# The settings embed: the fair level's target ($pct: whole percent).
admin-fair-target = Nível justo: taxa de vitórias dos membros
admin-fair-target-value = { $pct }% das partidas
# The console's help, a line after the commands ($levels: easy|medium|…; $target: percent).
console-help-levels = Níveis: /ttt play difficulty:{ $levels } (em vez de um agente); fair se adapta para você vencer cerca de { $target }% das partidas.
cmd-ttt-play-difficulty = dificuldade
    .description = Quão forte o bot joga (em vez de um agente); justo se adapta a você
cmd-ttt-admin-fair-target = meta-justo
    .description = A parcela de partidas que os membros devem vencer no nível justo
cmd-ttt-admin-fair-target-percent = porcentagem
    .description = Em porcentagem (deixe vazio para o padrão, 40)
choice-easy = fácil
choice-medium = médio
choice-hard = difícil
choice-unbeatable = imbatível
choice-fair = justo (se adapta a você)
## The review's picture (its caption in the embed footer, its alt text)
review-picture-before = Imagem: a posição antes da jogada { $ply }, vez de { $mark }.
review-picture-final = Imagem: a posição final.
review-picture-legend = Verde: { $mark } vence jogando ali, cinza: empata, vermelho: perde; contorno dourado: as melhores jogadas.
review-picture-played = Contorno rosa: a jogada que foi feita.
review-picture-alt = O tabuleiro da partida #{ $game_id }, cada casa livre em verde, cinza ou vermelho conforme { $mark } vença, empate ou perca jogando ali.
review-picture-alt-final = O tabuleiro final da partida #{ $game_id }.
console-review-picture-saved = Imagem salva em { $path }
console-review-picture-failed = Não foi possível salvar a imagem em { $path }: { $reason }
## Standings: farm-proof ratings, seasons, provisional players, measured agents

# /ttt stats when every game of the member was on this server (one line, not two alike).
stats-server-everywhere = Este servidor (todas as suas partidas)
# Leaderboards: a channel's board; which season a board counts; a player under the ranking
# threshold ($games of $min games), shown unranked.
lb-title-channel = Classificação · #{ $channel } · { $server }
lb-season-current = Temporada { $season } (atual)
lb-season-past = Temporada { $season } / { $current }
lb-all-time = Todas as temporadas
lb-provisional = provisório
lb-row-provisional = **–** { $name } · **{ $rating }** · { $record } · provisório ({ $games }/{ $min })
lb-this-channel = Este canal
# /ttt agents: an agent's rating measured against people, and people's results against it.
agents-measured = Pontuação medida contra pessoas: { $rating } · partidas contra pessoas: { $games }
agents-people-here = Pessoas aqui: { $record }
agents-people-everywhere = Pessoas em todo lugar: { $record }
# Under a finished board: each person's new season rating and its change ($change: +12, -8).
board-rating = { $name }: pontuação { $rating } ({ $change })
board-unrated = { $name }: partida sem pontuação, nada muda
# /ttt-admin season new (public).
season-started = A temporada { $season } começou: o ranking recomeça do zero. A temporada { $previous } continua disponível com /ttt leaderboard season:{ $previous }.
error-season = { $reason ->
    [global] O ranking global não tem temporadas: as temporadas são de cada servidor.
    [channel-all-time] Os rankings de canal são mantidos por temporada: escolha um número de temporada, ou o ranking do servidor de todas as temporadas.
    [race] Outro admin começou uma nova temporada no mesmo instante; nada mais mudou.
   *[not-started] Não existe temporada { $season } aqui: este servidor está na temporada { $current }.
}
cmd-ttt-leaderboard-season = temporada
    .description = Um número de temporada, ou all para todas (padrão: a temporada atual)
choice-channel = canal
cmd-ttt-admin-season = temporada
    .description = Temporadas do ranking deste servidor
cmd-ttt-admin-season-new = nova
    .description = Arquivar o ranking desta temporada e começar uma nova
## Rematches: the rematch button, /ttt history, their refusals, the console's forms
rematch-button = Revanche
rematch-invite-note = Uma revanche da partida #{ $game_id }, com as cores trocadas.
error-rematch = Essa revanche não é possível.
error-rematch-not-player = Só { $x } e { $o } podem pedir a revanche da partida #{ $game_id }.
error-rematch-not-over = A partida #{ $game_id } ainda está em andamento: termine-a antes de pedir a revanche.
error-rematch-taken = A partida #{ $game_id } já teve sua revanche: a partida #{ $rematch_id }.
error-nothing-to-rematch = Você ainda não tem aqui nenhuma partida terminada para a revanche.
error-history-size = Um histórico lista de { $low } a { $high } partidas, não { $value }.
history-title = Partidas recentes de { $name }
history-empty = Nenhuma partida terminada de { $name } neste servidor que você possa analisar.
history-line = #{ $game_id } · { $date } · contra { $opponent } · { $result }
history-result = { $result ->
    [win] vitória
    [loss] derrota
    [unrated] abandonada, sem pontuação
   *[draw] empate
}
history-option = Partida #{ $game_id } contra { $opponent }
history-pick = Escolha uma partida para analisar
history-footer = As mais recentes primeiro. Escolha uma abaixo para analisá-la, ou use /ttt review <número>.
cmd-ttt-history = historico
    .description = Suas partidas recentes aqui, ou as de um membro
cmd-ttt-history-member = membro
    .description = De quem (padrão: suas)
console-history-head = Suas partidas recentes aqui, as mais novas primeiro (/ttt review <número> analisa uma):
console-history-empty = Você ainda não tem nenhuma partida terminada aqui.
console-history-line = #{ $game_id }  { $date }  contra { $opponent }: { $result }
console-help-rematch = jogar de novo sua última partida aqui, com as cores trocadas
console-help-history = suas partidas recentes aqui, para analisar pelo número
console-help-admin = as configurações deste servidor; altere uma com /ttt admin <setting> <value>
## The front: post limits, one live board, roles, looks, help, welcome, unrated games

board-abandoned-unrated = Abandonada antes do primeiro lance: sem classificação, não conta para ninguém.
board-replaced = Esse tabuleiro foi substituído por um mais novo, então nada foi jogado. Jogue no tabuleiro mais recente (ou /ttt board).
error-game-channels-elsewhere = Aqui não se joga neste canal; as partidas são jogadas em { $channels }.
error-role-not-allowed = Aqui as partidas são para membros com um destes cargos: { $roles }.
error-public-post-limit-reached = Você me fez publicar { $limit } tabuleiros públicos no último minuto; tente de novo em { $wait } s.
error-invalid-looks = { $reason ->
    [emoji] { $name } precisa ser um único emoji (como ❌, ou um emoji do servidor como <:cross:123456789012345678>), não “{ $value }”.
   *[colour] A cor precisa ser hexadecimal, como #5865F2, não “{ $value }”.
}
admin-roles = Cargos que jogam
admin-roles-all = todos os membros
admin-public-posts = Tabuleiros públicos por membro
admin-public-posts-value = { $count } por minuto
admin-no-limit = sem limite
admin-looks = Aparência
admin-looks-value = X: { $x } · O: { $o } · cor: { $colour }
admin-looks-default = a do bot
retrain-owners-only = Só os donos do bot podem retreinar o agente ou voltar atrás: isso muda o agente de todos os servidores.
help-discord =
    Como jogar jogo da velha aqui
    Casas: { $forms }. Num tabuleiro, cada casa vazia mostra seu número: clique nela ou digite /ttt move com ele.
    `/ttt play` jogue contra mim (agente padrão: { $default }) ou desafie um membro com a opção oponente
    `/ttt move` jogue uma casa
    `/ttt board` mostre sua partida de novo
    `/ttt resign` desista da sua partida
    `/ttt stats` o histórico, a pontuação e as sequências de um membro
    `/ttt leaderboard` os mais bem pontuados ({ $ranked }+ partidas)
    `/ttt review` os lances que mudaram o resultado de uma partida
    `/ttt agents` os agentes contra quem você pode jogar
    `/ttt help` este texto
    Admins: `/ttt-admin settings` mostra o que este servidor escolheu.
help-welcome = Olá! Eu jogo jogo da velha, contra vocês ou entre vocês. Comece uma partida com `/ttt play`; `/ttt help` lista todos os comandos, e os admins encontram as configurações em `/ttt-admin`.
cmd-ttt-help =
    .description = Como jogar, e todos os comandos
cmd-ttt-admin-allow-role =
    .description = Deixe jogar os membros com um cargo (escolhido algum, só eles)
cmd-ttt-admin-allow-role-role =
    .description = O cargo
cmd-ttt-admin-disallow-role =
    .description = Remova um cargo dos cargos que jogam
cmd-ttt-admin-disallow-role-role =
    .description = O cargo
cmd-ttt-admin-all-roles =
    .description = Deixe todos os membros jogarem
cmd-ttt-admin-public-posts =
    .description = Quantos tabuleiros um membro pode me fazer publicar por minuto
cmd-ttt-admin-public-posts-per_minute =
    .description = Tabuleiros por minuto e membro (0: sem limite)
cmd-ttt-admin-looks =
    .description = Os emojis das marcas e a cor dos tabuleiros deste servidor
cmd-ttt-admin-looks-x =
    .description = Um emoji para X (do servidor também); padrão: a letra
cmd-ttt-admin-looks-o =
    .description = Um emoji para O (do servidor também); padrão: a letra
cmd-ttt-admin-looks-colour =
    .description = A cor dos tabuleiros em jogo, em hexadecimal (#5865F2); padrão: a do bot
looks-emoji-elsewhere = { $emoji } não é um emoji deste servidor: use um dos emojis dele ou um emoji Unicode.
