# Русский. Same messages and variables as en.ftl (the reference); see its comments.
# Plural categories: one (1, 21…), few (2-4, 22-24…), many (0, 5-20, 25…), other (fractions).

board-title = Партия № { $game_id }
board-vs = { $x } (X) против { $o } (O)
board-turn = Ход { $mark }: { $name }
board-won = { $name } ({ $mark }) побеждает.
board-drawn = Ничья.
board-resigned = { $loser } сдаётся; { $name } ({ $mark }) побеждает.
board-abandoned = У { $loser } вышло время; { $name } ({ $mark }) побеждает.
board-agent = Агент
board-agent-side = { $name } (агент)
board-footer = Ход { $ply } · партия № { $game_id }
board-footer-over = { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
    [many] { $moves } ходов
   *[other] { $moves } хода
} · партия № { $game_id }
board-moved-on = Эта доска продолжается в более новом сообщении.
board-none = У вас здесь нет текущей партии. Начните её командой /ttt play.

duel-title = Вызов в крестики-нолики
duel-invite = { $opponent }, { $challenger } вызывает вас на партию. Ответьте { $expires }.
duel-first-me = { $challenger } играет X и ходит первым.
duel-first-them = { $opponent } играет X и ходит первым.
duel-first-random = Кто играет X, решит жребий.
duel-accept = Принять
duel-decline = Отклонить
duel-declined = { $opponent } отклоняет вызов от { $challenger }.
duel-expired = Вызов от { $challenger } для { $opponent } истёк.
duel-expired-invite = Вызов от { $challenger } для { $opponent } истёк без ответа. Отправьте новый командой /ttt play.
duel-agent-with-opponent = Параметр agent нужен для игры против бота: не указывайте его, когда вызываете участника.
duel-bot-opponent = Боты не могут принимать вызовы. Запустите /ttt play без соперника, чтобы сыграть со мной.

stats-title = Крестики-нолики: { $name }
stats-server = Этот сервер
stats-global = Везде
stats-rating = Рейтинг
stats-games = Партии
stats-record = { $wins } В · { $draws } Н · { $losses } П
stats-summary = Рейтинг **{ $rating }** · { $games ->
    [one] { $games } партия
    [few] { $games } партии
    [many] { $games } партий
   *[other] { $games } партии
} · { $record }
stats-vs-people = Против людей
stats-vs-agents = Против агентов
stats-streak = Серия
stats-best-streak = Лучшая серия
stats-streak-wins = { $count ->
    [one] { $count } победа подряд
    [few] { $count } победы подряд
    [many] { $count } побед подряд
   *[other] { $count } победы подряд
}
stats-streak-losses = { $count ->
    [one] { $count } поражение подряд
    [few] { $count } поражения подряд
    [many] { $count } поражений подряд
   *[other] { $count } поражения подряд
}
stats-streak-none = нет
stats-no-games = { $name } ещё не завершил(а) ни одной партии.
lb-title-server = Рейтинг · { $server }
lb-title-global = Общий рейтинг
lb-row = **{ $rank }.** { $name } · **{ $rating }** · { $record } · серия { $streak }
lb-empty = { $min ->
    [one] В рейтинге пока никого нет: чтобы попасть сюда, нужна { $min } завершённая партия.
    [few] В рейтинге пока никого нет: чтобы попасть сюда, нужны { $min } завершённые партии.
    [many] В рейтинге пока никого нет: чтобы попасть сюда, нужно { $min } завершённых партий.
   *[other] В рейтинге пока никого нет: чтобы попасть сюда, нужно { $min } завершённой партии.
}
lb-footer = { $min ->
    [one] Игроки, завершившие хотя бы { $min } партию, по рейтингу Эло.
    [few] Игроки, завершившие хотя бы { $min } партии, по рейтингу Эло.
    [many] Игроки, завершившие хотя бы { $min } партий, по рейтингу Эло.
   *[other] Игроки, завершившие хотя бы { $min } партии, по рейтингу Эло.
}
agents-title = Агенты
agents-server-agent = На этом сервере по умолчанию играет **{ $name }**.
agents-default-mark = { " " }(по умолчанию на этом сервере)
agents-version = версия { $version }
agents-rating = рейтинг Эло { $rating }
agents-metric = { $name }: { $value }
agents-accuracy = оптимальные ходы: { $pct }
agents-vs = против { $opponent }: за X { $x }; за O { $o }
agents-wdl = { $w } В · { $d } Н · { $l } П

review-title = Разбор партии № { $game_id }
review-clean = Ни один ход не изменил оценку партии: обе стороны сыграли без ошибок.
review-line = ход { $ply }, { $mark } на клетку { $cell }, превратил { $before } в { $after }; { $best } сохранял { $kept }
review-line-no-best = ход { $ply }, { $mark } на клетку { $cell }, превратил { $before } в { $after }
review-value = { $value ->
    [win] победу
    [draw] ничью
   *[loss] поражение
}
review-kept = { $value ->
    [win] победу
    [draw] ничью
   *[loss] поражение
}
review-or = { $head } или { $last }
review-left-early = { $how ->
    [resigned] { $value ->
        [win] { $mark } сдаётся в выигранной позиции.
       *[draw] { $mark } сдаётся, хотя позиция ещё была ничейной.
    }
   *[timed-out] { $value ->
        [win] У { $mark } вышло время в выигранной позиции.
       *[draw] У { $mark } вышло время, хотя позиция ещё была ничейной.
    }
}

admin-title = Настройки сервера
admin-agent = Агент
admin-channels = Разрешённые каналы
admin-channels-all = все каналы
admin-multiple-games = Несколько партий одновременно
admin-move-timeout = Время на ход
admin-cooldown = Пауза между вызовами
admin-language = Язык сервера
admin-language-default = { $language } (язык сервера в Discord)
admin-language-updated = Публичные сообщения на этом сервере теперь на языке: { $language }.
admin-yes = да
admin-no = нет
admin-updated-by = Последнее изменение:
admin-updated = Настройки обновлены.

retrain-not-admin = Переобучать агента или откатывать его могут только администраторы бота: это меняет агента на всех серверах (администраторы бота: TTT_BOT_ADMINS или владелец приложения).
retrain-promoted = Переобучено: **{ $version }** играет со следующей партии.
retrain-unchanged = Улучшать нечего: **{ $version }** продолжает играть.
retrain-rejected = Переобучено, но не принято: **{ $version }** продолжает играть.
retrain-skipped = Учиться пока не на чем: **{ $version }** продолжает играть.
retrain-busy = Переобучение или откат уже идёт; попробуйте снова, когда оно закончится.
retrain-failed = Переобучение не удалось; ничего не изменилось.
retrain-rolled-back = Откат выполнен: **{ $version }** играет со следующей партии.
retrain-failed-checks = Хуже текущей версии по:

cell-1 = левый верхний угол
cell-2 = сверху
cell-3 = правый верхний угол
cell-4 = слева
cell-5 = центр
cell-6 = справа
cell-7 = левый нижний угол
cell-8 = снизу
cell-9 = правый нижний угол
cell-choice = { $cell } · { $name }
cell-aliases-1 = левый верхний, слева вверху, вверху слева, верх лево
cell-aliases-2 = верх, вверху, сверху посередине, верхний центр
cell-aliases-3 = правый верхний, справа вверху, вверху справа, верх право
cell-aliases-4 = лево, слева посередине, левый центр
cell-aliases-5 = середина, в центре, посередине, ц
cell-aliases-6 = право, справа посередине, правый центр
cell-aliases-7 = левый нижний, слева внизу, внизу слева, низ лево
cell-aliases-8 = низ, внизу, снизу посередине, нижний центр
cell-aliases-9 = правый нижний, справа внизу, внизу справа, низ право
cell-forms = число от 1 до 9 (1 2 3 / 4 5 6 / 7 8 9 от левого верхнего угла), координату вроде b2 или слова вроде «центр» или «левый верхний угол»

error-generic = Извините, у меня что-то пошло не так. Это записано в журнал; попробуйте ещё раз.
error-manage-guild = Чтобы менять настройки бота, нужно право «Управлять сервером».
error-guild-only = Эта команда работает только на сервере.
error-bot-missing = Мне здесь не хватает прав: { $perms }.
error-bad-argument = Не могу использовать это значение: { $detail }

error-no-active-game = У вас здесь нет текущей партии. Начните её командой /ttt play.
error-already-playing = { $who ->
    [you] У вас здесь уже идёт партия № { $game_id }: сначала завершите её командой /ttt move или /ttt resign.
   *[other] { $name } уже играет здесь партию № { $game_id }.
}
error-not-your-turn = Сейчас не ваш ход: ходит { $mark } ({ $name }).
error-not-your-game = В партии № { $game_id } играют { $x } (X) и { $o } (O); вы в ней не участвуете.
error-stale-board = { $reason ->
    [moved-on] Эта доска устарела: партия № { $game_id } уже дошла до хода { $ply }. Вот текущая доска.
    [conflict] Партия № { $game_id } изменилась, пока вы ходили (другой ход успел раньше); ничего не сыграно. Посмотрите на доску ещё раз.
   *[resign] Партия всё время менялась, пока вы сдавались; попробуйте ещё раз.
}
error-game-not-found = { $reason ->
    [none-to-review] У вас здесь пока нет завершённых партий для разбора.
   *[unknown] Партии № { $game_id } не существует.
}
error-review-in-progress = Партия № { $game_id } ещё идёт; разбор выдал бы лучшие ходы. Попросите снова, когда она закончится.
error-leaderboard-size = Рейтинг показывает от { $low } до { $high } игроков, а не { $value }.
error-channel-not-allowed = В этом канале здесь не играют; попробуйте один из игровых каналов сервера или попросите администратора разрешить этот.
error-cooldown = Вы только что кого-то вызвали; следующий вызов можно отправить через { $wait }.
error-challenge = Такой вызов невозможен.
error-challenge-option = Этот параметр вызова недопустим: { $value }.
error-invalid-first-mover = «{ $value }» — не вариант того, кто ходит первым: я, соперник или случайно.
error-invalid-challenge-expiry = Вызов должен истекать через время от { $low } до { $high }, а не «{ $value }».
error-self-challenge = Нельзя вызвать самого себя. Запустите /ttt play без соперника, чтобы сыграть со мной.
error-bot-challenge = { $name } — бот и не может играть дуэли. Запустите /ttt play без соперника, чтобы сыграть со мной.
error-duplicate-challenge = У вас с { $opponent } уже есть вызов, ожидающий ответа (№ { $challenge_id }); сначала ответьте на него или дождитесь, пока он истечёт.
error-unknown-challenge = Не могу найти вызов № { $challenge_id }.
error-not-challenged = Вызов № { $challenge_id } адресован { $opponent }: только этот участник может его принять или отклонить.
error-challenge-expired = Этот вызов (№ { $challenge_id }) истёк. Отправьте новый командой /ttt play с соперником.
error-challenge-answered = На этот вызов (№ { $challenge_id }) уже ответили.
error-challenge-already-accepted = Этот вызов (№ { $challenge_id }) уже принят: партия идёт.
error-challenge-already-declined = Этот вызов (№ { $challenge_id }) уже отклонён.
error-agent-unavailable = Агент { $agent } сейчас не может играть. Выберите другого (/ttt agents покажет список).
error-invalid-setting = { $reason ->
    [empty] Нечего менять: укажите настройку и её новое значение.
    [unknown] Неизвестная настройка «{ $name }»; доступные настройки: { $known }.
    [range] { $name } должно быть от { $low } до { $high }, а не «{ $value }».
   *[value] { $name } не может быть «{ $value }».
}
error-invalid-board = Такая позиция не может возникнуть в партии.
error-illegal-move = Такой ход не разрешён.
error-cell-out-of-range = Клетки пронумерованы от 1 до 9, а не { $value }.
error-cell-occupied = Клетка { $cell } уже занята: { $mark }.
error-game-over = Партия № { $game_id } окончена: { $result }
error-cell-parse = { $reason ->
    [empty] Какая клетка? Укажите { $forms }.
    [number] «{ $input }» — не клетка: клетки пронумерованы от 1 до 9.
   *[unknown] Не понимаю, что за клетка «{ $input }». Укажите { $forms }.
}
error-unknown-agent = Агента «{ $name }» нет. Доступные агенты: { $agents }.
error-weights = Не удалось загрузить веса агента { $agent }; он не сможет играть, пока их не исправят.
error-not-admin = Переобучать агента или откатывать его могут только администраторы бота: это меняет агента на всех серверах (администраторы бота: TTT_BOT_ADMINS или владелец приложения).
error-busy = Переобучение или откат уже идёт; попробуйте снова, когда оно закончится.
error-retrain = Переобучение не удалось; ничего не изменилось ({ $detail }).
error-database-unavailable = База данных партий сейчас недоступна; ничего не изменилось. Попробуйте чуть позже.
error-database-unconfirmed = База данных партий перестала отвечать во время сохранения: возможно, это сохранено, а возможно, нет. Проверьте, прежде чем пробовать снова (/ttt board покажет вашу партию).
error-usage = { $reason ->
    [read] Не удалось прочитать команду ({ $detail }). Введите /ttt help.
    [missing-command] После /ttt не хватает команды. Введите /ttt help.
    [unknown-command] Неизвестная команда «{ $command }». Команды начинаются с /ttt; введите /ttt help.
    [no-cell] Какая клетка? Использование: /ttt move <клетка>, например /ttt move 5
    [bad-first] «first» должно быть одним из: { $choices }, а не «{ $value }».
   *[unexpected] Неожиданное «{ $input }». Использование: { $usage }
}

cmd-ttt =
    .description = Крестики-нолики против бота или других участников
cmd-ttt-play = играть
    .description = Сыграть с агентом сервера или вызвать участника
cmd-ttt-play-opponent = соперник
    .description = Участник, которого вы вызываете на дуэль (без него вы играете со мной)
cmd-ttt-play-agent = агент
    .description = Агент-соперник (по умолчанию: агент этого сервера)
cmd-ttt-play-first = первый
    .description = Кто играет X и ходит первым
cmd-ttt-move = ход
    .description = Сделать ход в своей партии
cmd-ttt-move-cell = клетка
    .description = 1-9 от левого верхнего угла (1 2 3 / 4 5 6 / 7 8 9) или b2, центр…
cmd-ttt-board = доска
    .description = Показать текущую партию
cmd-ttt-resign = сдаться
    .description = Сдать текущую партию
cmd-ttt-stats = статистика
    .description = Рейтинг, победы, ничьи, поражения и серии участника
cmd-ttt-stats-member = участник
    .description = Чья статистика (по умолчанию: ваша)
cmd-ttt-leaderboard = рейтинг
    .description = Лучшие игроки по рейтингу Эло
cmd-ttt-leaderboard-scope = охват
    .description = Этот сервер или везде
cmd-ttt-agents = агенты
    .description = Агенты, с которыми можно сыграть, и их измеренная сила
cmd-ttt-review = разбор
    .description = Ходы, изменившие исход вашей последней партии
cmd-ttt-review-game = партия
    .description = Номер партии (по умолчанию: ваша последняя завершённая партия здесь)
cmd-ttt-admin =
    .description = Настройки крестиков-ноликов для этого сервера
cmd-ttt-admin-settings = настройки
    .description = Показать настройки этого сервера
cmd-ttt-admin-agent = агент
    .description = Выбрать агента, с которым участники играют здесь по умолчанию
cmd-ttt-admin-agent-name = имя
    .description = Имя агента (см. /ttt agents)
cmd-ttt-admin-allow-channel = разрешить-канал
    .description = Разрешить игры в канале (если разрешён хоть один, то только в них)
cmd-ttt-admin-allow-channel-channel = канал
    .description = Канал
cmd-ttt-admin-disallow-channel = убрать-канал
    .description = Убрать канал из разрешённых
cmd-ttt-admin-disallow-channel-channel = канал
    .description = Канал
cmd-ttt-admin-all-channels = все-каналы
    .description = Разрешить игры во всех каналах
cmd-ttt-admin-multiple-games = несколько-партий
    .description = Может ли участник вести несколько партий одновременно
cmd-ttt-admin-multiple-games-enabled = включено
    .description = Да или нет
cmd-ttt-admin-move-timeout = время-хода
    .description = Сколько времени у игрока на ход
cmd-ttt-admin-move-timeout-seconds = секунды
    .description = В секундах
cmd-ttt-admin-cooldown = пауза
    .description = Сколько участник ждёт между двумя вызовами
cmd-ttt-admin-cooldown-seconds = секунды
    .description = В секундах
cmd-ttt-admin-language = язык
    .description = Язык публичных сообщений сервера (доски, приглашения, результаты)
cmd-ttt-admin-language-language = язык
    .description = Язык (без него: язык сервера в Discord)
cmd-ttt-owner =
    .description = Переобучение агента бота (владельцы бота)
cmd-ttt-owner-retrain = переобучить
    .description = Переобучить DQN на партиях участников сейчас (администраторы бота)
cmd-ttt-owner-rollback = откатить
    .description = Вернуть предыдущую версию DQN (администраторы бота)

choice-me = я
choice-bot = бот (или соперник)
choice-random = случайно
choice-server = этот сервер
choice-global = везде

console-welcome = консоль tttbot - введите /ttt help, чтобы увидеть команды, quit, чтобы выйти.
console-help =
    Команды (клетки: { $forms }):
      /ttt play [agent] [first:me|bot|random]   начать партию (агент по умолчанию: { $default })
      /ttt move <клетка>                         сделать ход (можно просто клетку, например 5)
      /ttt board                                 показать вашу партию
      /ttt resign                                сдать текущую партию
      /ttt stats [global]                        ваши результаты, рейтинг и серии
      /ttt leaderboard [global] [N]              игроки с лучшим рейтингом (от { $ranked } партий)
      /ttt review [партия]                       ходы, изменившие исход вашей последней партии
      /ttt agents                                агенты, с которыми можно сыграть
      /ttt admin learning                        чему бот научился у игроков этого сервера
      /ttt help                                  этот текст
      quit                                       выйти
console-error = С этой командой что-то пошло не так; это записано в журнал. Введите /ttt help.
console-timed-out = Время партии № { $game_id } истекло: { $result }
console-opening = Партия № { $game_id }: { $x } (X) против { $o } (O).
console-agent-opens = { $name } начинает с клетки { $cell }.
console-you-played = Ваш ход: { $cell }.
console-agent-answered = Ваш ход: { $cell }; { $name } ответил { $reply }.
console-you = вы
console-scope-here = здесь
console-scope-everywhere = везде
console-no-stats = У { $name } пока нет завершённых партий ({ $where }). Начните партию командой /ttt play.
console-stats-head = Статистика { $name } ({ $where }): рейтинг { $rating } ({ $games ->
    [one] { $games } партия
    [few] { $games } партии
    [many] { $games } партий
   *[other] { $games } партии
}, { $ranked })
console-ranked = в рейтинге
console-to-rank = { $count ->
    [one] до рейтинга осталась { $count } партия
    [few] до рейтинга осталось { $count } партии
    [many] до рейтинга осталось { $count } партий
   *[other] до рейтинга осталось { $count } партии
}
console-stats-overall = всего
console-stats-vs-people = против людей
console-stats-vs-agent = против { $agent }
console-streak = серия { $streak } (лучшая { $best })
console-no-leaderboard = { $min ->
    [one] В рейтинге пока никого нет ({ $where }): игроки появляются после { $min } партии.
   *[other] В рейтинге пока никого нет ({ $where }): игроки появляются после { $min } партий.
}
console-leaderboard-head = Рейтинг ({ $where }):
console-games = { $count ->
    [one] { $count } партия
    [few] { $count } партии
    [many] { $count } партий
   *[other] { $count } партии
}
console-review-clean = Ни один ход не изменил оценку партии: каждый ход сохранял лучший результат.
console-agents-head = Агенты (рейтинг Эло; обучаемые агенты: версия, измеренная доля оптимальных ходов):
console-optimal = { $pct } оптимальных

## What the bot learned from this server's people (/ttt-admin learning)
learning-none = Ни один переобученный { $agent } ещё не учился у игроков этого сервера.
learning-head = { $agent } { $version } (переобучен из { $base }) учился у игроков этого сервера. Использовано партий: { $games }; отложено для проверки: { $held }.
learning-winrate = Ожидаемая доля побед против ваших игроков: { $before } → { $after }
learning-held-out = На отложенных партиях: выигрыш { $gain } ({ $confidence } интервал от { $lower } до { $upper })
learning-habit = Ваши игроки: { $habit } в { $pct } случаев ({ $chances } возможностей).
learning-habit-win-line = делают выигрышный ход по строке или столбцу
learning-habit-win-diag = делают выигрышный ход по диагонали
learning-habit-block-line = блокируют угрозу по строке или столбцу
learning-habit-block-diag = блокируют угрозу по диагонали
learning-no-habits = Пока слишком мало партий, чтобы описать их привычки.
agents-vs-people = { $pct } ожидаемых побед против игроков этого сервера
learning-line = { $own ->
    [yes] У этого сервера своя манера игры.
   *[no] На этом сервере играет линия, выученная у всех игроков.
}
cmd-ttt-admin-learning = обучение
    .description = Чему бот научился у игроков этого сервера

## Stale boards, invalid buttons, the console's results

board-refreshed = Эта доска устарела, поэтому ход не сделан: теперь она показывает текущую позицию (ход { $ply }). Сделайте ход на ней.
board-refreshed-over = Эта доска устарела, поэтому ход не сделан: теперь она показывает, чем закончилась партия.
button-invalid = Эта кнопка больше не действует. /ttt board показывает вашу текущую партию здесь.
console-turn = Ходит { $mark } ({ $name })
console-you-won = { $how ->
    [resigned] { $loser } сдаётся; вы победили ({ $mark }).
    [timed-out] У { $loser } вышло время; вы победили ({ $mark }).
   *[played] Вы победили ({ $mark }).
}
console-you-lost = { $how ->
    [resigned] Вы сдались; { $name } ({ $mark }) побеждает.
    [timed-out] У вас вышло время; { $name } ({ $mark }) побеждает.
   *[played] { $name } ({ $mark }) побеждает.
}

## Levels by name (/ttt play difficulty) and the fair level's target

# /ttt play with both an opponent and a difficulty (a duel has no bot to set).
duel-difficulty-with-opponent = Сложность — для игр против бота: не указывайте её, когда вызываете участника.
# $reason: with-agent (a difficulty and an agent given together), unknown ($value: what was
# given; $choices: the difficulties).
error-difficulty = { $reason ->
    [with-agent] Выберите сложность или агента, но не то и другое: сложность сама выбирает агента.
   *[unknown] Сложность должна быть одной из { $choices }, а не «{ $value }».
}
# The settings embed: the fair level's target ($pct: whole percent).
admin-fair-target = Честный уровень: доля побед участников
admin-fair-target-value = { $pct }% партий
# The console's help, a line after the commands ($levels: easy|medium|…; $target: percent).
console-help-levels = Уровни: /ttt play difficulty:{ $levels } (вместо агента); fair подстраивается, чтобы вы выигрывали около { $target }% партий.
cmd-ttt-play-difficulty = сложность
    .description = Насколько сильно играет бот (вместо агента); честный подстраивается под вас
cmd-ttt-admin-fair-target = цель-честного
    .description = Доля партий, которую участники должны выигрывать на честном уровне
cmd-ttt-admin-fair-target-percent = процент
    .description = В процентах (не указывайте для значения по умолчанию, 40)
choice-easy = легко
choice-medium = средне
choice-hard = сложно
choice-unbeatable = непобедимый
choice-fair = честный (подстраивается под вас)
## The review's picture (its caption in the embed footer, its alt text)
review-picture-before = Картинка: позиция перед ходом { $ply }, ходит { $mark }.
review-picture-final = Картинка: итоговая позиция.
review-picture-legend = Зелёный: { $mark } выигрывает, сходив туда, серый: ничья, красный: проигрыш; золотая рамка: лучшие ходы.
review-picture-played = Розовая рамка: сделанный ход.
review-picture-alt = Доска игры #{ $game_id }, каждая свободная клетка зелёная, серая или красная — в зависимости от того, выигрывает ли { $mark }, сводит вничью или проигрывает, сходив туда.
review-picture-alt-final = Итоговая доска игры #{ $game_id }.
console-review-picture-saved = Картинка сохранена в { $path }
console-review-picture-failed = Не удалось сохранить картинку в { $path }: { $reason }
## Standings: farm-proof ratings, seasons, provisional players, measured agents

# /ttt stats when every game of the member was on this server (one line, not two alike).
stats-server-everywhere = Этот сервер (все твои партии)
# Leaderboards: a channel's board; which season a board counts; a player under the ranking
# threshold ($games of $min games), shown unranked.
lb-title-channel = Рейтинг · #{ $channel } · { $server }
lb-season-current = Сезон { $season } (текущий)
lb-season-past = Сезон { $season } / { $current }
lb-all-time = Все сезоны
lb-provisional = предварительно
lb-row-provisional = **–** { $name } · **{ $rating }** · { $record } · предварительно ({ $games }/{ $min })
lb-this-channel = Этот канал
# /ttt agents: an agent's rating measured against people, and people's results against it.
agents-measured = Рейтинг, измеренный против людей: { $rating } · партий против людей: { $games }
agents-people-here = Люди здесь: { $record }
agents-people-everywhere = Люди везде: { $record }
# Under a finished board: each person's new season rating and its change ($change: +12, -8).
board-rating = { $name }: рейтинг { $rating } ({ $change })
board-unrated = { $name }: партия без рейтинга, рейтинг не изменился
# /ttt-admin season new (public).
season-started = Начался сезон { $season }: таблица лидеров начинается заново. Сезон { $previous } по-прежнему доступен: /ttt leaderboard season:{ $previous }.
error-season = { $reason ->
    [global] У общей таблицы лидеров нет сезонов: сезоны у каждого сервера свои.
    [channel-all-time] Таблицы каналов ведутся по сезонам: выбери номер сезона или таблицу сервера за все сезоны.
    [race] Другой админ начал новый сезон в тот же момент; больше ничего не изменилось.
   *[not-started] Здесь нет сезона { $season }: этот сервер в сезоне { $current }.
}
cmd-ttt-leaderboard-season = сезон
    .description = Номер сезона или all для всех сезонов (по умолчанию: текущий сезон)
choice-channel = канал
cmd-ttt-admin-season = сезон
    .description = Сезоны таблицы лидеров этого сервера
cmd-ttt-admin-season-new = новый
    .description = Сохранить итоги этого сезона и начать новый сезон
## Rematches: the rematch button, /ttt history, their refusals, the console's forms
rematch-button = Реванш
rematch-invite-note = Реванш за партию #{ $game_id }, цвета поменялись.
error-rematch = Такой реванш невозможен.
error-rematch-not-player = Реванш за партию #{ $game_id } могут попросить только { $x } и { $o }.
error-rematch-not-over = Партия #{ $game_id } ещё идёт: доиграйте её, прежде чем просить реванш.
error-rematch-taken = У партии #{ $game_id } уже был реванш: партия #{ $rematch_id }.
error-nothing-to-rematch = У вас здесь пока нет завершённой партии для реванша.
error-history-size = История показывает от { $low } до { $high } партий, а не { $value }.
history-title = Последние партии: { $name }
history-empty = На этом сервере нет завершённых партий { $name }, которые вы можете разобрать.
history-line = #{ $game_id } · { $date } · против { $opponent } · { $result }
history-result = { $result ->
    [win] победа
    [loss] поражение
    [unrated] брошена, без рейтинга
   *[draw] ничья
}
history-option = Партия #{ $game_id } против { $opponent }
history-pick = Выберите партию для разбора
history-footer = Сначала новые. Выберите партию ниже для разбора или используйте /ttt review <номер>.
cmd-ttt-history = история
    .description = Ваши последние партии здесь или партии участника
cmd-ttt-history-member = участник
    .description = Чьи партии (по умолчанию: ваши)
console-history-head = Ваши последние партии здесь, сначала новые (/ttt review <номер> разбирает одну):
console-history-empty = У вас здесь пока нет завершённых партий.
console-history-line = #{ $game_id }  { $date }  против { $opponent }: { $result }
console-help-rematch = сыграть здесь последнюю партию ещё раз, поменявшись цветами
console-help-history = ваши последние партии здесь, для разбора по номеру
console-help-admin = настройки этого сервера; изменить: /ttt admin <setting> <value>
## The front: post limits, one live board, roles, looks, help, welcome, unrated games

board-abandoned-unrated = Брошена до первого хода: без рейтинга, ни для кого не считается.
board-replaced = Эту доску заменила более новая, поэтому ход не сделан. Играйте на самой новой доске (или /ttt board).
error-game-channels-elsewhere = В этом канале здесь не играют; играют в { $channels }.
error-role-not-allowed = Игры здесь для участников с одной из этих ролей: { $roles }.
error-public-post-limit-reached = За последнюю минуту вы заставили меня опубликовать { $limit } публичных досок; попробуйте снова через { $wait } с.
error-invalid-looks = { $reason ->
    [emoji] { $name } должен быть одним эмодзи (например ❌ или эмодзи сервера вроде <:cross:123456789012345678>), а не «{ $value }».
   *[colour] Цвет должен быть в шестнадцатеричном виде, например #5865F2, а не «{ $value }».
}
admin-roles = Роли, которые играют
admin-roles-all = все участники
admin-public-posts = Публичных досок на участника
admin-public-posts-value = { $count } в минуту
admin-no-limit = без ограничения
admin-looks = Оформление
admin-looks-value = X: { $x } · O: { $o } · цвет: { $colour }
admin-looks-default = как у бота
retrain-owners-only = Только владельцы бота могут переобучить агента или откатить его: это меняет агента на всех серверах.
help-discord =
    Как здесь играть в крестики-нолики
    Клетки: { $forms }. На доске каждая пустая клетка показывает свой номер: нажмите на неё или введите /ttt move с этим номером.
    `/ttt play` сыграть со мной (агент по умолчанию: { $default }) или вызвать участника через параметр соперник
    `/ttt move` сходить в клетку
    `/ttt board` снова показать вашу игру
    `/ttt resign` сдаться в текущей игре
    `/ttt stats` результаты, рейтинг и серии участника
    `/ttt leaderboard` игроки с лучшим рейтингом (от { $ranked } игр)
    `/ttt review` ходы, изменившие исход игры
    `/ttt agents` агенты, с которыми можно сыграть
    `/ttt help` этот текст
    Админам: `/ttt-admin settings` показывает, что выбрал этот сервер.
help-welcome = Привет! Я играю в крестики-нолики — с вами или между вами. Начните игру командой `/ttt play`; `/ttt help` перечисляет все команды, а админы найдут настройки в `/ttt-admin`.
cmd-ttt-help =
    .description = Как играть, и все команды
cmd-ttt-admin-allow-role =
    .description = Разрешить играть участникам с ролью (если роли выбраны — только им)
cmd-ttt-admin-allow-role-role =
    .description = Роль
cmd-ttt-admin-disallow-role =
    .description = Убрать роль из играющих ролей
cmd-ttt-admin-disallow-role-role =
    .description = Роль
cmd-ttt-admin-all-roles =
    .description = Разрешить играть всем участникам
cmd-ttt-admin-public-posts =
    .description = Сколько досок участник может заставить меня опубликовать в минуту
cmd-ttt-admin-public-posts-per_minute =
    .description = Досок в минуту на участника (0: без ограничения)
cmd-ttt-admin-looks =
    .description = Эмодзи знаков и цвет досок этого сервера
cmd-ttt-admin-looks-x =
    .description = Эмодзи для X (можно эмодзи сервера); по умолчанию: буква
cmd-ttt-admin-looks-o =
    .description = Эмодзи для O (можно эмодзи сервера); по умолчанию: буква
cmd-ttt-admin-looks-colour =
    .description = Цвет идущих досок в hex (#5865F2); по умолчанию: как у бота
looks-emoji-elsewhere = { $emoji } — не эмодзи этого сервера: используйте один из его эмодзи или эмодзи Unicode.
