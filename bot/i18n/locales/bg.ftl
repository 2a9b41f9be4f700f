# Български. Same messages and variables as en.ftl (the reference); see its comments.

board-title = Игра № { $game_id }
board-vs = { $x } (X) срещу { $o } (O)
board-turn = На ход е { $mark }: { $name }
board-won = { $name } ({ $mark }) печели.
board-drawn = Равенство.
board-resigned = { $loser } се предаде; { $name } ({ $mark }) печели.
board-abandoned = Времето на { $loser } изтече; { $name } ({ $mark }) печели.
board-agent = Агент
board-agent-side = { $name } (агент)
board-footer = Ход { $ply } · игра № { $game_id }
board-footer-over = { $moves ->
    [one] { $moves } ход
   *[other] { $moves } хода
} · игра № { $game_id }
board-moved-on = Тази дъска продължава в по-ново съобщение.
board-none = Нямаш текуща игра тук. Започни с /ttt play.

duel-title = Предизвикателство на морски шах
duel-invite = { $opponent }, { $challenger } те предизвиква на игра. Отговори { $expires }.
duel-first-me = { $challenger } играе с X и започва.
duel-first-them = { $opponent } играе с X и започва.
duel-first-random = Кой играе с X, се тегли жребий.
duel-accept = Приемам
duel-decline = Отказвам
duel-declined = { $opponent } отказа предизвикателството на { $challenger }.
duel-expired = Предизвикателството на { $challenger } към { $opponent } изтече.
duel-expired-invite = Предизвикателството на { $challenger } към { $opponent } изтече без отговор. Изпрати ново с /ttt play.
duel-agent-with-opponent = Опцията agent е за игри срещу бота: пропусни я, когато предизвикваш член.
duel-bot-opponent = Ботовете не могат да приемат предизвикателства. Пусни /ttt play без противник, за да играеш срещу мен.

stats-title = Морски шах на { $name }
stats-server = Този сървър
stats-global = Навсякъде
stats-rating = Рейтинг
stats-games = Игри
stats-record = { $wins } П · { $draws } Р · { $losses } З
stats-summary = Рейтинг **{ $rating }** · { $games ->
    [one] { $games } игра
   *[other] { $games } игри
} · { $record }
stats-vs-people = Срещу хора
stats-vs-agents = Срещу агенти
stats-streak = Серия
stats-best-streak = Най-добра серия
stats-streak-wins = { $count ->
    [one] { $count } победа подред
   *[other] { $count } победи подред
}
stats-streak-losses = { $count ->
    [one] { $count } загуба подред
   *[other] { $count } загуби подред
}
stats-streak-none = няма
stats-no-games = { $name } още не е завършил(а) игра.
lb-title-server = Класиране · { $server }
lb-title-global = Глобално класиране
lb-row = **{ $rank }.** { $name } · **{ $rating }** · { $record } · серия { $streak }
lb-empty = { $min ->
    [one] Още никой не е класиран: нужна е { $min } завършена игра, за да се появиш тук.
   *[other] Още никой не е класиран: нужни са { $min } завършени игри, за да се появиш тук.
}
lb-footer = { $min ->
    [one] Играчи с поне { $min } завършена игра, по рейтинг Ело.
   *[other] Играчи с поне { $min } завършени игри, по рейтинг Ело.
}
agents-title = Агенти
agents-server-agent = Този сървър играе по подразбиране с **{ $name }**.
agents-default-mark = { " " }(по подразбиране за сървъра)
agents-version = версия { $version }
agents-rating = рейтинг Ело { $rating }
agents-metric = { $name }: { $value }
agents-accuracy = оптимални ходове: { $pct }
agents-vs = срещу { $opponent }: с X { $x }; с O { $o }
agents-wdl = { $w } П · { $d } Р · { $l } З

review-title = Анализ на игра № { $game_id }
review-clean = Нито един ход не промени оценката на играта: двете страни играха без грешка.
review-line = ход { $ply }, { $mark } на поле { $cell }, превърна { $before } в { $after }; { $best } щеше да запази { $kept }
review-line-no-best = ход { $ply }, { $mark } на поле { $cell }, превърна { $before } в { $after }
review-value = { $value ->
    [win] победа
    [draw] равенство
   *[loss] загуба
}
review-kept = { $value ->
    [win] победата
    [draw] равенството
   *[loss] загубата
}
review-or = { $head } или { $last }
review-left-early = { $how ->
    [resigned] { $value ->
        [win] { $mark } се предаде в спечелена позиция.
       *[draw] { $mark } се предаде, докато позицията все още беше равна.
    }
   *[timed-out] { $value ->
        [win] Времето на { $mark } изтече в спечелена позиция.
       *[draw] Времето на { $mark } изтече, докато позицията все още беше равна.
    }
}

admin-title = Настройки на сървъра
admin-agent = Агент
admin-channels = Разрешени канали
admin-channels-all = всички канали
admin-multiple-games = Няколко игри едновременно
admin-move-timeout = Време за ход
admin-cooldown = Пауза между предизвикателства
admin-language = Език на сървъра
admin-language-default = { $language } (езикът на сървъра в Discord)
admin-language-updated = Публичните съобщения тук вече са на език: { $language }.
admin-yes = да
admin-no = не
admin-updated-by = Последна промяна от
admin-updated = Настройките са обновени.

retrain-not-admin = Само администраторите на бота могат да преобучават или връщат агента: това сменя агента на всички сървъри (администратори на бота: TTT_BOT_ADMINS или собственикът на приложението).
retrain-promoted = Преобучен: **{ $version }** играе от следващата игра.
retrain-unchanged = Няма какво да се подобри: **{ $version }** продължава да играе.
retrain-rejected = Преобучен, но не е повишен: **{ $version }** продължава да играе.
retrain-skipped = Няма нищо ново за учене: **{ $version }** продължава да играе.
retrain-busy = Вече тече преобучение или връщане; опитай пак, когато приключи.
retrain-failed = Преобучението се провали; нищо не е променено.
retrain-rolled-back = Върнато: **{ $version }** играе от следващата игра.
retrain-failed-checks = По-слаб от текущата версия при:

cell-1 = горе вляво
cell-2 = горе
cell-3 = горе вдясно
cell-4 = вляво
cell-5 = център
cell-6 = вдясно
cell-7 = долу вляво
cell-8 = долу
cell-9 = долу вдясно
cell-choice = { $cell } · { $name }
cell-aliases-1 = горен ляв, вляво горе, горния ляв ъгъл
cell-aliases-2 = горе в средата, горен център
cell-aliases-3 = горен десен, вдясно горе, горния десен ъгъл
cell-aliases-4 = ляво, в средата вляво, ляв център
cell-aliases-5 = средата, в центъра, среда
cell-aliases-6 = дясно, в средата вдясно, десен център
cell-aliases-7 = долен ляв, вляво долу, долния ляв ъгъл
cell-aliases-8 = долу в средата, долен център
cell-aliases-9 = долен десен, вдясно долу, долния десен ъгъл
cell-forms = число от 1 до 9 (1 2 3 / 4 5 6 / 7 8 9 отгоре вляво), координата като b2 или думи като „център“ или „горе вляво“

error-generic = Съжалявам, нещо се обърка при мен. Записано е; опитай отново.
error-manage-guild = Трябва ти правото „Управление на сървъра“, за да променяш настройките на бота.
error-guild-only = Тази команда работи само в сървър.
error-bot-missing = Тук ми липсват права: { $perms }.
error-bad-argument = Не мога да използвам тази стойност: { $detail }

error-no-active-game = Нямаш текуща игра тук. Започни с /ttt play.
error-already-playing = { $who ->
    [you] Вече имаш текуща игра № { $game_id } тук: първо я завърши с /ttt move или /ttt resign.
   *[other] { $name } вече играе игра № { $game_id } тук.
}
error-not-your-turn = Не е твой ред: на ход е { $mark } ({ $name }).
error-not-your-game = Игра № { $game_id } е { $x } (X) срещу { $o } (O); ти не участваш в нея.
error-stale-board = { $reason ->
    [moved-on] Тази дъска е остаряла: игра № { $game_id } вече е на ход { $ply }. Ето текущата дъска.
    [conflict] Игра № { $game_id } се промени, докато играеше (друг ход пристигна първи); нищо не е изиграно. Погледни дъската отново.
   *[resign] Играта постоянно се променяше, докато се предаваше; опитай отново.
}
error-game-not-found = { $reason ->
    [none-to-review] Още нямаш завършена игра тук за анализ.
   *[unknown] Няма игра № { $game_id }.
}
error-review-in-progress = Игра № { $game_id } още тече; анализът би издал най-добрите ходове. Поискай отново, когато свърши.
error-leaderboard-size = Класирането показва от { $low } до { $high } играчи, не { $value }.
error-channel-not-allowed = Тук не се играе в този канал; опитай някой от игровите канали на сървъра или помоли администратор да разреши този.
error-cooldown = Току-що предизвика някого; можеш да предизвикаш отново след { $wait }.
error-challenge = Това предизвикателство не е възможно.
error-challenge-option = Тази опция на предизвикателството е невалидна: { $value }.
error-invalid-first-mover = „{ $value }“ не е избор за това кой започва: аз, противникът или случайно.
error-invalid-challenge-expiry = Предизвикателството трябва да изтича след { $low } до { $high }, не „{ $value }“.
error-self-challenge = Не можеш да предизвикаш себе си. Пусни /ttt play без противник, за да играеш срещу мен.
error-bot-challenge = { $name } е бот и не може да играе дуели. Пусни /ttt play без противник, за да играеш срещу мен.
error-duplicate-challenge = Ти и { $opponent } вече имате предизвикателство, което чака отговор (№ { $challenge_id }); отговори му или го остави да изтече първо.
error-unknown-challenge = Не намирам предизвикателство № { $challenge_id }.
error-not-challenged = Предизвикателство № { $challenge_id } е за { $opponent }: само той или тя може да го приеме или откаже.
error-challenge-expired = Това предизвикателство (№ { $challenge_id }) изтече. Изпрати ново с /ttt play и противник.
error-challenge-answered = На това предизвикателство (№ { $challenge_id }) вече е отговорено.
error-challenge-already-accepted = Това предизвикателство (№ { $challenge_id }) вече е прието: играта тече.
error-challenge-already-declined = Това предизвикателство (№ { $challenge_id }) вече е отказано.
error-agent-unavailable = Агентът { $agent } не може да играе в момента. Избери друг (/ttt agents ги изброява).
error-invalid-setting = { $reason ->
    [empty] Няма какво да се промени: посочи настройка и новата ѝ стойност.
    [unknown] Непозната настройка „{ $name }“; настройките са: { $known }.
    [range] { $name } трябва да е от { $low } до { $high }, не „{ $value }“.
   *[value] { $name } не може да е „{ $value }“.
}
error-invalid-board = Тази позиция не може да възникне в игра.
error-illegal-move = Този ход не е позволен.
error-cell-out-of-range = Полетата са номерирани от 1 до 9, не { $value }.
error-cell-occupied = Поле { $cell } вече е заето от { $mark }.
error-game-over = Игра № { $game_id } приключи: { $result }
error-cell-parse = { $reason ->
    [empty] Кое поле? Посочи { $forms }.
    [number] „{ $input }“ не е поле: полетата са номерирани от 1 до 9.
   *[unknown] Не разпознавам полето „{ $input }“. Посочи { $forms }.
}
error-unknown-agent = Няма агент с име „{ $name }“. Налични агенти: { $agents }.
error-weights = Теглата на агента { $agent } не можаха да се заредят; той не може да играе, докато не бъдат поправени.
error-not-admin = Само администраторите на бота могат да преобучават или връщат агента: това сменя агента на всички сървъри (администратори на бота: TTT_BOT_ADMINS или собственикът на приложението).
error-busy = Вече тече преобучение или връщане; опитай пак, когато приключи.
error-retrain = Преобучението се провали; нищо не е променено ({ $detail }).
error-database-unavailable = Базата данни с игри в момента е недостъпна; нищо не е променено. Опитай отново след малко.
error-database-unconfirmed = Базата данни с игри спря да отговаря по време на записа: може да е записано, а може и да не е. Провери, преди да опиташ отново (/ttt board показва играта ти).
error-usage = { $reason ->
    [read] Не можах да прочета тази команда ({ $detail }). Напиши /ttt help.
    [missing-command] Липсва команда след /ttt. Напиши /ttt help.
    [unknown-command] Непозната команда „{ $command }“. Командите започват с /ttt; напиши /ttt help.
    [no-cell] Кое поле? Употреба: /ttt move <поле>, напр. /ttt move 5
    [bad-first] „first“ трябва да е едно от: { $choices }, не „{ $value }“.
   *[unexpected] Неочаквано „{ $input }“. Употреба: { $usage }
}

cmd-ttt =
    .description = Морски шах срещу бота или други членове
cmd-ttt-play = играй
    .description = Играй срещу агента на сървъра или предизвикай член
cmd-ttt-play-opponent = противник
    .description = Член, когото предизвикваш (без него играеш срещу мен)
cmd-ttt-play-agent = агент
    .description = Агентът, срещу когото играеш (по подразбиране: този на сървъра)
cmd-ttt-play-first = първи
    .description = Кой играе с X и започва
cmd-ttt-move = ход
    .description = Изиграй поле в своята игра
cmd-ttt-move-cell = поле
    .description = 1-9 отгоре вляво (1 2 3 / 4 5 6 / 7 8 9) или b2, център…
cmd-ttt-board = дъска
    .description = Покажи текущата си игра
cmd-ttt-resign = предай-се
    .description = Предай текущата си игра
cmd-ttt-stats = статистика
    .description = Рейтинг, победи, равенства, загуби и серии на член
cmd-ttt-stats-member = член
    .description = Чия статистика (по подразбиране: твоята)
cmd-ttt-leaderboard = класиране
    .description = Най-добрите играчи по рейтинг Ело
cmd-ttt-leaderboard-scope = обхват
    .description = Този сървър или навсякъде
cmd-ttt-agents = агенти
    .description = Агентите, срещу които можеш да играеш, и измерената им сила
cmd-ttt-review = анализ
    .description = Ходовете, които промениха изхода на последната ти игра
cmd-ttt-review-game = игра
    .description = Номер на игра (по подразбиране: последната ти завършена игра тук)
cmd-ttt-admin =
    .description = Настройки на морския шах за този сървър
cmd-ttt-admin-settings = настройки
    .description = Покажи настройките на сървъра
cmd-ttt-admin-agent = агент
    .description = Избери агента, срещу когото членовете играят тук по подразбиране
cmd-ttt-admin-agent-name = име
    .description = Име на агента (виж /ttt agents)
cmd-ttt-admin-allow-channel = разреши-канал
    .description = Разреши игри в канал (щом е разрешен един, само в тях)
cmd-ttt-admin-allow-channel-channel = канал
    .description = Каналът
cmd-ttt-admin-disallow-channel = премахни-канал
    .description = Премахни канал от разрешените
cmd-ttt-admin-disallow-channel-channel = канал
    .description = Каналът
cmd-ttt-admin-all-channels = всички-канали
    .description = Разреши игри във всички канали
cmd-ttt-admin-multiple-games = няколко-игри
    .description = Дали член може да има няколко игри едновременно
cmd-ttt-admin-multiple-games-enabled = включено
    .description = Да или не
cmd-ttt-admin-move-timeout = време-за-ход
    .description = Колко време има играчът за един ход
cmd-ttt-admin-move-timeout-seconds = секунди
    .description = В секунди
cmd-ttt-admin-cooldown = пауза
    .description = Колко чака член между две предизвикателства
cmd-ttt-admin-cooldown-seconds = секунди
    .description = В секунди
cmd-ttt-admin-language = език
    .description = Езикът на публичните съобщения на сървъра (дъски, покани, резултати)
cmd-ttt-admin-language-language = език
    .description = Език (без него: езикът на сървъра в Discord)
cmd-ttt-owner =
    .description = Преобучение на агента на бота (собствениците на бота)
cmd-ttt-owner-retrain = преобучи
    .description = Преобучи DQN сега върху игрите на членовете (администратори на бота)
cmd-ttt-owner-rollback = върни
    .description = Върни предишната версия на DQN (администратори на бота)

choice-me = аз
choice-bot = ботът (или противникът)
choice-random = случайно
choice-server = този сървър
choice-global = навсякъде

console-welcome = конзола на tttbot - напиши /ttt help за командите, quit за изход.
console-help =
    Команди (полета: { $forms }):
      /ttt play [agent] [first:me|bot|random]   започни игра (агент по подразбиране: { $default })
      /ttt move <поле>                           изиграй поле (стига и само полето, напр. 5)
      /ttt board                                 покажи играта си
      /ttt resign                                предай текущата игра
      /ttt stats [global]                        резултатите, рейтингът и сериите ти
      /ttt leaderboard [global] [N]              играчите с най-висок рейтинг ({ $ranked }+ игри)
      /ttt review [игра]                         ходовете, които промениха изхода на последната ти игра
      /ttt agents                                агентите, срещу които можеш да играеш
      /ttt admin learning                        какво научи ботът от хората на този сървър
      /ttt help                                  този текст
      quit                                       изход
console-error = Нещо се обърка с тази команда; записано е. Напиши /ttt help.
console-timed-out = Времето на игра № { $game_id } изтече: { $result }
console-opening = Игра № { $game_id }: { $x } (X) срещу { $o } (O).
console-agent-opens = { $name } започва на поле { $cell }.
console-you-played = Изигра { $cell }.
console-agent-answered = Изигра { $cell }; { $name } отговори с { $reply }.
console-you = ти
console-scope-here = тук
console-scope-everywhere = навсякъде
console-no-stats = Още няма завършени игри за { $name } ({ $where }). Започни с /ttt play.
console-stats-head = Статистика за { $name } ({ $where }): рейтинг { $rating } ({ $games ->
    [one] { $games } игра
   *[other] { $games } игри
}, { $ranked })
console-ranked = класиран
console-to-rank = { $count ->
    [one] още { $count } игра до класиране
   *[other] още { $count } игри до класиране
}
console-stats-overall = общо
console-stats-vs-people = срещу хора
console-stats-vs-agent = срещу { $agent }
console-streak = серия { $streak } (най-добра { $best })
console-no-leaderboard = { $min ->
    [one] Още никой не е класиран ({ $where }): играчите се появяват след { $min } игра.
   *[other] Още никой не е класиран ({ $where }): играчите се появяват след { $min } игри.
}
console-leaderboard-head = Класиране ({ $where }):
console-games = { $count ->
    [one] { $count } игра
   *[other] { $count } игри
}
console-review-clean = Нито един ход не промени оценката на играта: всеки ход запази най-добрия резултат.
console-agents-head = Агенти (рейтинг Ело; обучаеми агенти: версия, измерен дял оптимални ходове):
console-optimal = { $pct } оптимални

## What the bot learned from this server's people (/ttt-admin learning)
learning-none = Още няма преобучен { $agent }, учил се от хората на този сървър.
learning-head = { $agent } { $version } (преобучен от { $base }) се учи от хората на този сървър. Използвани игри: { $games }; отделени за проверка: { $held }.
learning-winrate = Очакван дял победи срещу вашите хора: { $before } → { $after }
learning-held-out = При отделените игри: печалба { $gain } ({ $confidence } интервал от { $lower } до { $upper })
learning-habit = Вашите хора: { $habit } в { $pct } от случаите ({ $chances } възможности).
learning-habit-win-line = играят печелившия ход в ред или колона
learning-habit-win-diag = играят печелившия ход по диагонал
learning-habit-block-line = блокират заплаха в ред или колона
learning-habit-block-diag = блокират заплаха по диагонал
learning-no-habits = Все още твърде малко игри, за да се опишат навиците им.
agents-vs-people = { $pct } очаквани победи срещу хората на този сървър
learning-line = { $own ->
    [yes] Този сървър има собствен начин на игра.
   *[no] На този сървър се играе с линията, научена от всички.
}
cmd-ttt-admin-learning = обучение
    .description = Какво научи ботът от хората на този сървър

## Stale boards, invalid buttons, the console's results

board-refreshed = Тази дъска беше остаряла, затова нищо не е изиграно: сега показва текущата позиция (ход { $ply }). Изиграйте хода си на нея.
board-refreshed-over = Тази дъска беше остаряла, затова нищо не е изиграно: сега показва как е завършила играта.
button-invalid = Този бутон вече не е валиден. /ttt board показва текущата ви игра тук.
console-turn = На ход е { $mark } ({ $name })
console-you-won = { $how ->
    [resigned] { $loser } се предаде; печелите ({ $mark }).
    [timed-out] Времето на { $loser } изтече; печелите ({ $mark }).
   *[played] Печелите ({ $mark }).
}
console-you-lost = { $how ->
    [resigned] Предадохте се; { $name } ({ $mark }) печели.
    [timed-out] Времето ви изтече; { $name } ({ $mark }) печели.
   *[played] { $name } ({ $mark }) печели.
}

## Levels by name (/ttt play difficulty) and the fair level's target

# /ttt play with both an opponent and a difficulty (a duel has no bot to set).
duel-difficulty-with-opponent = Трудността е за игри срещу бота: пропусни я, когато предизвикваш член.
# $reason: with-agent (a difficulty and an agent given together), unknown ($value: what was
# given; $choices: the difficulties).
error-difficulty = { $reason ->
    [with-agent] Избери трудност или агент, не и двете: трудността сама избира своя агент.
   *[unknown] Трудността трябва да е една от { $choices }, а не „{ $value }“.
}
# The settings embed: the fair level's target ($pct: whole percent).
admin-fair-target = Честно ниво: дял победи на членовете
admin-fair-target-value = { $pct }% от игрите
# The console's help, a line after the commands ($levels: easy|medium|…; $target: percent).
console-help-levels = Нива: /ttt play difficulty:{ $levels } (вместо агент); fair се настройва така, че да печелиш около { $target }% от игрите.
cmd-ttt-play-difficulty = трудност
    .description = Колко силно играе ботът (вместо агент); честно се настройва към теб
cmd-ttt-admin-fair-target = честна-цел
    .description = Делът игри, които членовете трябва да печелят на честното ниво
cmd-ttt-admin-fair-target-percent = процент
    .description = В проценти (пропусни за стойността по подразбиране, 40)
choice-easy = лесно
choice-medium = средно
choice-hard = трудно
choice-unbeatable = непобедимо
choice-fair = честно (настройва се към теб)
## The review's picture (its caption in the embed footer, its alt text)
review-picture-before = Картина: позицията преди ход { $ply }, на ход е { $mark }.
review-picture-final = Картина: крайната позиция.
review-picture-legend = Зелено: { $mark } печели, ако играе там, сиво: реми, червено: губи; златна рамка: най-добрите ходове.
review-picture-played = Розова рамка: изиграният ход.
review-picture-alt = Дъската на игра #{ $game_id }, всяко свободно поле е зелено, сиво или червено според това дали { $mark } печели, завършва наравно или губи, ако играе там.
review-picture-alt-final = Крайната дъска на игра #{ $game_id }.
console-review-picture-saved = Картината е запазена в { $path }
console-review-picture-failed = Картината не можа да се запази в { $path }: { $reason }
## Standings: farm-proof ratings, seasons, provisional players, measured agents

# /ttt stats when every game of the member was on this server (one line, not two alike).
stats-server-everywhere = Този сървър (всичките ти игри)
# Leaderboards: a channel's board; which season a board counts; a player under the ranking
# threshold ($games of $min games), shown unranked.
lb-title-channel = Класиране · #{ $channel } · { $server }
lb-season-current = Сезон { $season } (текущ)
lb-season-past = Сезон { $season } / { $current }
lb-all-time = Всички сезони
lb-provisional = временно
lb-row-provisional = **–** { $name } · **{ $rating }** · { $record } · временно ({ $games }/{ $min })
lb-this-channel = Този канал
# /ttt agents: an agent's rating measured against people, and people's results against it.
agents-measured = Рейтинг, измерен срещу хора: { $rating } · игри срещу хора: { $games }
agents-people-here = Хората тук: { $record }
agents-people-everywhere = Хората навсякъде: { $record }
# Under a finished board: each person's new season rating and its change ($change: +12, -8).
board-rating = { $name }: рейтинг { $rating } ({ $change })
board-unrated = { $name }: игра без рейтинг, рейтингът не се променя
# /ttt-admin season new (public).
season-started = Започна сезон { $season }: класацията започва отначало. Сезон { $previous } остава достъпен с /ttt leaderboard season:{ $previous }.
error-season = { $reason ->
    [global] Глобалната класация няма сезони: сезоните са за всеки сървър поотделно.
    [channel-all-time] Класациите на каналите се водят по сезони: избери номер на сезон или класацията на сървъра за всички сезони.
    [race] Друг админ започна нов сезон в същия момент; нищо друго не се промени.
   *[not-started] Тук няма сезон { $season }: този сървър е в сезон { $current }.
}
cmd-ttt-leaderboard-season = сезон
    .description = Номер на сезон или all за всички сезони (по подразбиране: текущият сезон)
choice-channel = канал
cmd-ttt-admin-season = сезон
    .description = Сезони на класацията на този сървър
cmd-ttt-admin-season-new = нов
    .description = Архивиране на класирането за сезона и начало на нов сезон
## Rematches: the rematch button, /ttt history, their refusals, the console's forms
rematch-button = Реванш
rematch-invite-note = Реванш за игра #{ $game_id }, с разменени цветове.
error-rematch = Този реванш не е възможен.
error-rematch-not-player = Само { $x } и { $o } могат да поискат реванш за игра #{ $game_id }.
error-rematch-not-over = Игра #{ $game_id } още продължава: довърши я, преди да поискаш реванш.
error-rematch-taken = Игра #{ $game_id } вече има своя реванш: игра #{ $rematch_id }.
error-nothing-to-rematch = Още нямаш приключила игра тук, за която да поискаш реванш.
error-history-size = Историята показва от { $low } до { $high } игри, не { $value }.
history-title = Последни игри на { $name }
history-empty = Няма приключила игра на { $name } в този сървър, която можеш да анализираш.
history-line = #{ $game_id } · { $date } · срещу { $opponent } · { $result }
history-result = { $result ->
    [win] победа
    [loss] загуба
    [unrated] изоставена, без рейтинг
   *[draw] реми
}
history-option = Игра #{ $game_id } срещу { $opponent }
history-pick = Избери игра за анализ
history-footer = Най-новите първи. Избери игра по-долу за анализ или използвай /ttt review <номер>.
cmd-ttt-history = история
    .description = Последните ти игри тук или тези на член
cmd-ttt-history-member = член
    .description = Чии игри (по подразбиране: твоите)
console-history-head = Последните ти игри тук, най-новите първи (/ttt review <номер> анализира една):
console-history-empty = Още нямаш приключила игра тук.
console-history-line = #{ $game_id }  { $date }  срещу { $opponent }: { $result }
console-help-rematch = изиграй пак тук последната си игра, с разменени цветове
console-help-history = последните ти игри тук, за анализ по номер
console-help-admin = настройките на този сървър; промени някоя с /ttt admin <setting> <value>
## The front: post limits, one live board, roles, looks, help, welcome, unrated games

board-abandoned-unrated = Изоставена преди първия ход: без рейтинг, не се брои за никого.
board-replaced = Тази дъска беше заменена с по-нова, затова нищо не е изиграно. Играйте на най-новата дъска (или /ttt board).
error-game-channels-elsewhere = В този канал тук не се играе; игрите са в { $channels }.
error-role-not-allowed = Игрите тук са за членове с една от тези роли: { $roles }.
error-public-post-limit-reached = За последната минута ме накарахте да публикувам { $limit } публични дъски; опитайте отново след { $wait } с.
error-invalid-looks = { $reason ->
    [emoji] { $name } трябва да е едно емоджи (като ❌ или емоджи на сървъра като <:cross:123456789012345678>), а не „{ $value }“.
   *[colour] Цветът трябва да е шестнадесетичен, като #5865F2, а не „{ $value }“.
}
admin-roles = Роли, които играят
admin-roles-all = всички членове
admin-public-posts = Публични дъски на член
admin-public-posts-value = { $count } на минута
admin-no-limit = без ограничение
admin-looks = Облик
admin-looks-value = X: { $x } · O: { $o } · цвят: { $colour }
admin-looks-default = този на бота
retrain-owners-only = Само собствениците на бота могат да го обучат отново или да върнат агента: това сменя агента на всички сървъри.
help-discord =
    Как се играе морски шах тук
    Полета: { $forms }. На дъската всяко празно поле показва номера си: щракнете го или напишете /ttt move с него.
    `/ttt play` играйте срещу мен (агент по подразбиране: { $default }) или предизвикайте член с опцията противник
    `/ttt move` изиграйте поле
    `/ttt board` покажете играта си отново
    `/ttt resign` откажете се от играта си
    `/ttt stats` резултатите, рейтингът и сериите на член
    `/ttt leaderboard` играчите с най-висок рейтинг (от { $ranked } игри)
    `/ttt review` ходовете, променили изхода на игра
    `/ttt agents` агентите, срещу които можете да играете
    `/ttt help` този текст
    Админи: `/ttt-admin settings` показва какво е избрал този сървър.
help-welcome = Здравейте! Играя морски шах, срещу вас или помежду ви. Започнете игра с `/ttt play`; `/ttt help` изброява всички команди, а админите ще намерят настройките в `/ttt-admin`.
cmd-ttt-help =
    .description = Как се играе, и всички команди
cmd-ttt-admin-allow-role =
    .description = Нека членовете с роля играят (щом е избрана роля, само те)
cmd-ttt-admin-allow-role-role =
    .description = Ролята
cmd-ttt-admin-disallow-role =
    .description = Махнете роля от ролите, които играят
cmd-ttt-admin-disallow-role-role =
    .description = Ролята
cmd-ttt-admin-all-roles =
    .description = Нека всички членове играят
cmd-ttt-admin-public-posts =
    .description = Колко дъски член може да ме накара да публикувам на минута
cmd-ttt-admin-public-posts-per_minute =
    .description = Дъски на минута и член (0: без ограничение)
cmd-ttt-admin-looks =
    .description = Емоджитата на знаците и цветът на дъските на този сървър
cmd-ttt-admin-looks-x =
    .description = Емоджи за X (и емоджи на сървъра); по подразбиране: буквата
cmd-ttt-admin-looks-o =
    .description = Емоджи за O (и емоджи на сървъра); по подразбиране: буквата
cmd-ttt-admin-looks-colour =
    .description = Цветът на текущите дъски, шестнадесетично (#5865F2); по подразбиране: на бота
looks-emoji-elsewhere = { $emoji } не е емоджи на този сървър: използвайте някое от неговите емоджита или Unicode емоджи.
