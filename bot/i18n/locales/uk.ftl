# Українська. Same messages and variables as en.ftl (the reference); see its comments.
# Plural categories: one (1, 21…), few (2-4, 22-24…), many (0, 5-20, 25…), other (fractions).

board-title = Партія № { $game_id }
board-vs = { $x } (X) проти { $o } (O)
board-turn = Хід { $mark }: { $name }
board-won = { $name } ({ $mark }) перемагає.
board-drawn = Нічия.
board-resigned = { $loser } здається; { $name } ({ $mark }) перемагає.
board-abandoned = У { $loser } вийшов час; { $name } ({ $mark }) перемагає.
board-agent = Агент
board-agent-side = { $name } (агент)
board-footer = Хід { $ply } · партія № { $game_id }
board-footer-over = { $moves ->
    [one] { $moves } хід
    [few] { $moves } ходи
    [many] { $moves } ходів
   *[other] { $moves } ходу
} · партія № { $game_id }
board-moved-on = Ця дошка продовжується в новішому повідомленні.
board-none = У вас тут немає поточної партії. Почніть її командою /ttt play.

duel-title = Виклик у хрестики-нулики
duel-invite = { $opponent }, { $challenger } викликає вас на партію. Дайте відповідь { $expires }.
duel-first-me = { $challenger } грає X і ходить першим.
duel-first-them = { $opponent } грає X і ходить першим.
duel-first-random = Хто грає X, вирішить жереб.
duel-accept = Прийняти
duel-decline = Відхилити
duel-declined = { $opponent } відхиляє виклик від { $challenger }.
duel-expired = Виклик від { $challenger } для { $opponent } сплив.
duel-expired-invite = Виклик від { $challenger } для { $opponent } сплив без відповіді. Надішліть новий командою /ttt play.
duel-agent-with-opponent = Параметр agent призначений для гри проти бота: не вказуйте його, коли викликаєте учасника.
duel-bot-opponent = Боти не можуть приймати виклики. Запустіть /ttt play без суперника, щоб зіграти зі мною.

stats-title = Хрестики-нулики: { $name }
stats-server = Цей сервер
stats-global = Усюди
stats-rating = Рейтинг
stats-games = Партії
stats-record = { $wins } В · { $draws } Н · { $losses } П
stats-summary = Рейтинг **{ $rating }** · { $games ->
    [one] { $games } партія
    [few] { $games } партії
    [many] { $games } партій
   *[other] { $games } партії
} · { $record }
stats-vs-people = Проти людей
stats-vs-agents = Проти агентів
stats-streak = Серія
stats-best-streak = Найкраща серія
stats-streak-wins = { $count ->
    [one] { $count } перемога поспіль
    [few] { $count } перемоги поспіль
    [many] { $count } перемог поспіль
   *[other] { $count } перемоги поспіль
}
stats-streak-losses = { $count ->
    [one] { $count } поразка поспіль
    [few] { $count } поразки поспіль
    [many] { $count } поразок поспіль
   *[other] { $count } поразки поспіль
}
stats-streak-none = немає
stats-no-games = { $name } ще не завершив(-ла) жодної партії.
lb-title-server = Рейтинг · { $server }
lb-title-global = Загальний рейтинг
lb-row = **{ $rank }.** { $name } · **{ $rating }** · { $record } · серія { $streak }
lb-empty = { $min ->
    [one] У рейтингу поки нікого: щоб потрапити сюди, потрібна { $min } завершена партія.
    [few] У рейтингу поки нікого: щоб потрапити сюди, потрібні { $min } завершені партії.
    [many] У рейтингу поки нікого: щоб потрапити сюди, потрібно { $min } завершених партій.
   *[other] У рейтингу поки нікого: щоб потрапити сюди, потрібно { $min } завершеної партії.
}
lb-footer = { $min ->
    [one] Гравці, які завершили щонайменше { $min } партію, за рейтингом Ело.
    [few] Гравці, які завершили щонайменше { $min } партії, за рейтингом Ело.
    [many] Гравці, які завершили щонайменше { $min } партій, за рейтингом Ело.
   *[other] Гравці, які завершили щонайменше { $min } партії, за рейтингом Ело.
}
agents-title = Агенти
agents-server-agent = На цьому сервері за замовчуванням грає **{ $name }**.
agents-default-mark = { " " }(за замовчуванням на цьому сервері)
agents-version = версія { $version }
agents-rating = рейтинг Ело { $rating }
agents-metric = { $name }: { $value }
agents-accuracy = оптимальні ходи: { $pct }
agents-vs = проти { $opponent }: за X { $x }; за O { $o }
agents-wdl = { $w } В · { $d } Н · { $l } П

review-title = Розбір партії № { $game_id }
review-clean = Жоден хід не змінив оцінку партії: обидві сторони зіграли без помилок.
review-line = хід { $ply }, { $mark } на клітинку { $cell }, перетворив { $before } на { $after }; { $best } зберігав { $kept }
review-line-no-best = хід { $ply }, { $mark } на клітинку { $cell }, перетворив { $before } на { $after }
review-value = { $value ->
    [win] перемогу
    [draw] нічию
   *[loss] поразку
}
review-kept = { $value ->
    [win] перемогу
    [draw] нічию
   *[loss] поразку
}
review-or = { $head } або { $last }
review-left-early = { $how ->
    [resigned] { $value ->
        [win] { $mark } здається у виграній позиції.
       *[draw] { $mark } здається, хоча позиція ще була нічийною.
    }
   *[timed-out] { $value ->
        [win] У { $mark } вийшов час у виграній позиції.
       *[draw] У { $mark } вийшов час, хоча позиція ще була нічийною.
    }
}

admin-title = Налаштування сервера
admin-agent = Агент
admin-channels = Дозволені канали
admin-channels-all = усі канали
admin-multiple-games = Кілька партій одночасно
admin-move-timeout = Час на хід
admin-cooldown = Пауза між викликами
admin-language = Мова сервера
admin-language-default = { $language } (мова сервера в Discord)
admin-language-updated = Публічні повідомлення на цьому сервері тепер мовою: { $language }.
admin-yes = так
admin-no = ні
admin-updated-by = Востаннє змінив(-ла)
admin-updated = Налаштування оновлено.

retrain-not-admin = Перенавчати агента або відкочувати його можуть лише адміністратори бота: це змінює агента на всіх серверах (адміністратори бота: TTT_BOT_ADMINS або власник застосунку).
retrain-promoted = Перенавчено: **{ $version }** грає з наступної партії.
retrain-unchanged = Нічого покращувати: **{ $version }** і далі грає.
retrain-rejected = Перенавчено, але не прийнято: **{ $version }** і далі грає.
retrain-skipped = Поки немає на чому вчитися: **{ $version }** і далі грає.
retrain-busy = Перенавчання або відкат уже триває; спробуйте знову, коли воно завершиться.
retrain-failed = Перенавчання не вдалося; нічого не змінилося.
retrain-rolled-back = Відкочено: **{ $version }** грає з наступної партії.
retrain-failed-checks = Гірше за поточну версію за:

cell-1 = лівий верхній кут
cell-2 = згори
cell-3 = правий верхній кут
cell-4 = ліворуч
cell-5 = центр
cell-6 = праворуч
cell-7 = лівий нижній кут
cell-8 = знизу
cell-9 = правий нижній кут
cell-choice = { $cell } · { $name }
cell-aliases-1 = лівий верхній, зліва вгорі, вгорі зліва, верх ліво
cell-aliases-2 = верх, вгорі, згори посередині, верхній центр
cell-aliases-3 = правий верхній, справа вгорі, вгорі справа, верх право
cell-aliases-4 = ліво, зліва, зліва посередині, лівий центр
cell-aliases-5 = середина, в центрі, посередині, ц
cell-aliases-6 = право, справа, справа посередині, правий центр
cell-aliases-7 = лівий нижній, зліва внизу, внизу зліва, низ ліво
cell-aliases-8 = низ, внизу, знизу посередині, нижній центр
cell-aliases-9 = правий нижній, справа внизу, внизу справа, низ право
cell-forms = число від 1 до 9 (1 2 3 / 4 5 6 / 7 8 9 від лівого верхнього кута), координату на кшталт b2 або слова на кшталт «центр» чи «лівий верхній кут»

error-generic = Вибачте, у мене щось пішло не так. Це записано в журнал; спробуйте ще раз.
error-manage-guild = Щоб змінювати налаштування бота, потрібен дозвіл «Керувати сервером».
error-guild-only = Ця команда працює лише на сервері.
error-bot-missing = Мені тут бракує дозволів: { $perms }.
error-bad-argument = Не можу використати це значення: { $detail }

error-no-active-game = У вас тут немає поточної партії. Почніть її командою /ttt play.
error-already-playing = { $who ->
    [you] У вас тут уже триває партія № { $game_id }: спершу завершіть її командою /ttt move або /ttt resign.
   *[other] { $name } уже грає тут партію № { $game_id }.
}
error-not-your-turn = Зараз не ваш хід: ходить { $mark } ({ $name }).
error-not-your-game = У партії № { $game_id } грають { $x } (X) і { $o } (O); ви в ній не берете участі.
error-stale-board = { $reason ->
    [moved-on] Ця дошка застаріла: партія № { $game_id } уже дійшла до ходу { $ply }. Ось поточна дошка.
    [conflict] Партія № { $game_id } змінилася, поки ви ходили (інший хід встиг раніше); нічого не зіграно. Подивіться на дошку ще раз.
   *[resign] Партія весь час змінювалася, поки ви здавалися; спробуйте ще раз.
}
error-game-not-found = { $reason ->
    [none-to-review] У вас тут поки немає завершених партій для розбору.
   *[unknown] Партії № { $game_id } не існує.
}
error-review-in-progress = Партія № { $game_id } ще триває; розбір видав би найкращі ходи. Попросіть знову, коли вона завершиться.
error-leaderboard-size = Рейтинг показує від { $low } до { $high } гравців, а не { $value }.
error-channel-not-allowed = У цьому каналі тут не грають; спробуйте один з ігрових каналів сервера або попросіть адміністратора дозволити цей.
error-cooldown = Ви щойно когось викликали; наступний виклик можна надіслати через { $wait }.
error-challenge = Такий виклик неможливий.
error-challenge-option = Цей параметр виклику неприпустимий: { $value }.
error-invalid-first-mover = «{ $value }» — не варіант того, хто ходить першим: я, суперник або випадково.
error-invalid-challenge-expiry = Виклик має спливати через час від { $low } до { $high }, а не «{ $value }».
error-self-challenge = Не можна викликати самого себе. Запустіть /ttt play без суперника, щоб зіграти зі мною.
error-bot-challenge = { $name } — бот і не може грати дуелі. Запустіть /ttt play без суперника, щоб зіграти зі мною.
error-duplicate-challenge = У вас із { $opponent } уже є виклик, що чекає на відповідь (№ { $challenge_id }); спершу дайте відповідь або дочекайтеся, поки він спливе.
error-unknown-challenge = Не можу знайти виклик № { $challenge_id }.
error-not-challenged = Виклик № { $challenge_id } адресовано { $opponent }: лише цей учасник може його прийняти або відхилити.
error-challenge-expired = Цей виклик (№ { $challenge_id }) сплив. Надішліть новий командою /ttt play із суперником.
error-challenge-answered = На цей виклик (№ { $challenge_id }) уже відповіли.
error-challenge-already-accepted = Цей виклик (№ { $challenge_id }) уже прийнято: партія триває.
error-challenge-already-declined = Цей виклик (№ { $challenge_id }) уже відхилено.
error-agent-unavailable = Агент { $agent } зараз не може грати. Виберіть іншого (/ttt agents покаже список).
error-invalid-setting = { $reason ->
    [empty] Нічого змінювати: вкажіть налаштування та його нове значення.
    [unknown] Невідоме налаштування «{ $name }»; доступні налаштування: { $known }.
    [range] { $name } має бути від { $low } до { $high }, а не «{ $value }».
   *[value] { $name } не може бути «{ $value }».
}
error-invalid-board = Така позиція не може виникнути в партії.
error-illegal-move = Такий хід не дозволено.
error-cell-out-of-range = Клітинки пронумеровано від 1 до 9, а не { $value }.
error-cell-occupied = Клітинку { $cell } уже зайнято: { $mark }.
error-game-over = Партію № { $game_id } завершено: { $result }
error-cell-parse = { $reason ->
    [empty] Яка клітинка? Вкажіть { $forms }.
    [number] «{ $input }» — не клітинка: клітинки пронумеровано від 1 до 9.
   *[unknown] Не розумію, що за клітинка «{ $input }». Вкажіть { $forms }.
}
error-unknown-agent = Агента «{ $name }» немає. Доступні агенти: { $agents }.
error-weights = Не вдалося завантажити ваги агента { $agent }; він не зможе грати, доки їх не виправлять.
error-not-admin = Перенавчати агента або відкочувати його можуть лише адміністратори бота: це змінює агента на всіх серверах (адміністратори бота: TTT_BOT_ADMINS або власник застосунку).
error-busy = Перенавчання або відкат уже триває; спробуйте знову, коли воно завершиться.
error-retrain = Перенавчання не вдалося; нічого не змінилося ({ $detail }).
error-database-unavailable = База даних партій зараз недоступна; нічого не змінилося. Спробуйте трохи згодом.
error-database-unconfirmed = База даних партій перестала відповідати під час збереження: можливо, це збережено, а можливо, ні. Перевірте, перш ніж пробувати знову (/ttt board показує вашу партію).
error-usage = { $reason ->
    [read] Не вдалося прочитати команду ({ $detail }). Введіть /ttt help.
    [missing-command] Після /ttt бракує команди. Введіть /ttt help.
    [unknown-command] Невідома команда «{ $command }». Команди починаються з /ttt; введіть /ttt help.
    [no-cell] Яка клітинка? Використання: /ttt move <клітинка>, наприклад /ttt move 5
    [bad-first] «first» має бути одним із: { $choices }, а не «{ $value }».
   *[unexpected] Неочікуване «{ $input }». Використання: { $usage }
}

cmd-ttt =
    .description = Хрестики-нулики проти бота або інших учасників
cmd-ttt-play = грати
    .description = Зіграти з агентом сервера або викликати учасника
cmd-ttt-play-opponent = суперник
    .description = Учасник, якого ви викликаєте на дуель (без нього ви граєте зі мною)
cmd-ttt-play-agent = агент
    .description = Агент-суперник (за замовчуванням: агент цього сервера)
cmd-ttt-play-first = перший
    .description = Хто грає X і ходить першим
cmd-ttt-move = хід
    .description = Зробити хід у своїй партії
cmd-ttt-move-cell = клітинка
    .description = 1-9 від лівого верхнього кута (1 2 3 / 4 5 6 / 7 8 9) або b2, центр…
cmd-ttt-board = дошка
    .description = Показати поточну партію
cmd-ttt-resign = здатися
    .description = Здати поточну партію
cmd-ttt-stats = статистика
    .description = Рейтинг, перемоги, нічиї, поразки та серії учасника
cmd-ttt-stats-member = учасник
    .description = Чия статистика (за замовчуванням: ваша)
cmd-ttt-leaderboard = рейтинг
    .description = Найкращі гравці за рейтингом Ело
cmd-ttt-leaderboard-scope = охоплення
    .description = Цей сервер або всюди
cmd-ttt-agents = агенти
    .description = Агенти, з якими можна зіграти, та їхня виміряна сила
cmd-ttt-review = розбір
    .description = Ходи, що змінили результат вашої останньої партії
cmd-ttt-review-game = партія
    .description = Номер партії (за замовчуванням: ваша остання завершена партія тут)
cmd-ttt-admin =
    .description = Налаштування хрестиків-нуликів для цього сервера
cmd-ttt-admin-settings = налаштування
    .description = Показати налаштування цього сервера
cmd-ttt-admin-agent = агент
    .description = Вибрати агента, з яким учасники грають тут за замовчуванням
cmd-ttt-admin-agent-name = імʼя
    .description = Імʼя агента (див. /ttt agents)
cmd-ttt-admin-allow-channel = дозволити-канал
    .description = Дозволити ігри в каналі (щойно дозволено хоч один, лише в них)
cmd-ttt-admin-allow-channel-channel = канал
    .description = Канал
cmd-ttt-admin-disallow-channel = прибрати-канал
    .description = Прибрати канал із дозволених
cmd-ttt-admin-disallow-channel-channel = канал
    .description = Канал
cmd-ttt-admin-all-channels = усі-канали
    .description = Дозволити ігри в усіх каналах
cmd-ttt-admin-multiple-games = кілька-партій
    .description = Чи може учасник вести кілька партій одночасно
cmd-ttt-admin-multiple-games-enabled = увімкнено
    .description = Так або ні
cmd-ttt-admin-move-timeout = час-ходу
    .description = Скільки часу гравець має на хід
cmd-ttt-admin-move-timeout-seconds = секунди
    .description = У секундах
cmd-ttt-admin-cooldown = пауза
    .description = Скільки учасник чекає між двома викликами
cmd-ttt-admin-cooldown-seconds = секунди
    .description = У секундах
cmd-ttt-admin-language = мова
    .description = Мова публічних повідомлень сервера (дошки, запрошення, результати)
cmd-ttt-admin-language-language = мова
    .description = Мова (без неї: мова сервера в Discord)
cmd-ttt-owner =
    .description = Перенавчання агента бота (власники бота)
cmd-ttt-owner-retrain = перенавчити
    .description = Перенавчити DQN на партіях учасників зараз (адміністратори бота)
cmd-ttt-owner-rollback = відкотити
    .description = Повернути попередню версію DQN (адміністратори бота)

choice-me = я
choice-bot = бот (або суперник)
choice-random = випадково
choice-server = цей сервер
choice-global = усюди

console-welcome = консоль tttbot - введіть /ttt help, щоб побачити команди, quit, щоб вийти.
console-help =
    Команди (клітинки: { $forms }):
      /ttt play [agent] [first:me|bot|random]   почати партію (агент за замовчуванням: { $default })
      /ttt move <клітинка>                       зробити хід (можна просто клітинку, наприклад 5)
      /ttt board                                 показати вашу партію
      /ttt resign                                здати поточну партію
      /ttt stats [global]                        ваші результати, рейтинг і серії
      /ttt leaderboard [global] [N]              гравці з найкращим рейтингом (від { $ranked } партій)
      /ttt review [партія]                       ходи, що змінили результат вашої останньої партії
      /ttt agents                                агенти, з якими можна зіграти
      /ttt admin learning                        чого бот навчився в гравців цього сервера
      /ttt help                                  цей текст
      quit                                       вийти
console-error = З цією командою щось пішло не так; це записано в журнал. Введіть /ttt help.
console-timed-out = Час партії № { $game_id } сплив: { $result }
console-opening = Партія № { $game_id }: { $x } (X) проти { $o } (O).
console-agent-opens = { $name } починає з клітинки { $cell }.
console-you-played = Ваш хід: { $cell }.
console-agent-answered = Ваш хід: { $cell }; { $name } відповів { $reply }.
console-you = ви
console-scope-here = тут
console-scope-everywhere = усюди
console-no-stats = У { $name } поки немає завершених партій ({ $where }). Почніть партію командою /ttt play.
console-stats-head = Статистика { $name } ({ $where }): рейтинг { $rating } ({ $games ->
    [one] { $games } партія
    [few] { $games } партії
    [many] { $games } партій
   *[other] { $games } партії
}, { $ranked })
console-ranked = у рейтингу
console-to-rank = { $count ->
    [one] до рейтингу лишилася { $count } партія
    [few] до рейтингу лишилося { $count } партії
    [many] до рейтингу лишилося { $count } партій
   *[other] до рейтингу лишилося { $count } партії
}
console-stats-overall = усього
console-stats-vs-people = проти людей
console-stats-vs-agent = проти { $agent }
console-streak = серія { $streak } (найкраща { $best })
console-no-leaderboard = { $min ->
    [one] У рейтингу поки нікого ({ $where }): гравці зʼявляються після { $min } партії.
   *[other] У рейтингу поки нікого ({ $where }): гравці зʼявляються після { $min } партій.
}
console-leaderboard-head = Рейтинг ({ $where }):
console-games = { $count ->
    [one] { $count } партія
    [few] { $count } партії
    [many] { $count } партій
   *[other] { $count } партії
}
console-review-clean = Жоден хід не змінив оцінку партії: кожен хід зберігав найкращий результат.
console-agents-head = Агенти (рейтинг Ело; агенти, що навчаються: версія, виміряна частка оптимальних ходів):
console-optimal = { $pct } оптимальних

## What the bot learned from this server's people (/ttt-admin learning)
learning-none = Жоден перенавчений { $agent } ще не вчився в гравців цього сервера.
learning-head = { $agent } { $version } (перенавчений з { $base }) вчився в гравців цього сервера. Використано партій: { $games }; відкладено для перевірки: { $held }.
learning-winrate = Очікувана частка перемог проти ваших гравців: { $before } → { $after }
learning-held-out = На відкладених партіях: виграш { $gain } ({ $confidence } інтервал від { $lower } до { $upper })
learning-habit = Ваші гравці: { $habit } у { $pct } випадків ({ $chances } нагод).
learning-habit-win-line = роблять виграшний хід у рядку чи стовпці
learning-habit-win-diag = роблять виграшний хід по діагоналі
learning-habit-block-line = блокують загрозу в рядку чи стовпці
learning-habit-block-diag = блокують загрозу по діагоналі
learning-no-habits = Поки замало партій, щоб описати їхні звички.
agents-vs-people = { $pct } очікуваних перемог проти гравців цього сервера
learning-line = { $own ->
    [yes] Цей сервер має власну манеру гри.
   *[no] На цьому сервері грає лінія, вивчена в усіх гравців.
}
cmd-ttt-admin-learning = навчання
    .description = Чого бот навчився в гравців цього сервера

## Stale boards, invalid buttons, the console's results

board-refreshed = Ця дошка застаріла, тому хід не зроблено: тепер вона показує поточну позицію (хід { $ply }). Зробіть хід на ній.
board-refreshed-over = Ця дошка застаріла, тому хід не зроблено: тепер вона показує, чим закінчилася партія.
button-invalid = Ця кнопка більше не дійсна. /ttt board показує вашу поточну партію тут.
console-turn = Ходить { $mark } ({ $name })
console-you-won = { $how ->
    [resigned] { $loser } здається; ви перемогли ({ $mark }).
    [timed-out] У { $loser } вийшов час; ви перемогли ({ $mark }).
   *[played] Ви перемогли ({ $mark }).
}
console-you-lost = { $how ->
    [resigned] Ви здалися; { $name } ({ $mark }) перемагає.
    [timed-out] У вас вийшов час; { $name } ({ $mark }) перемагає.
   *[played] { $name } ({ $mark }) перемагає.
}

## Levels by name (/ttt play difficulty) and the fair level's target

# /ttt play with both an opponent and a difficulty (a duel has no bot to set).
duel-difficulty-with-opponent = Складність — для ігор проти бота: не вказуйте її, коли викликаєте учасника.
# $reason: with-agent (a difficulty and an agent given together), unknown ($value: what was
# given; $choices: the difficulties).
error-difficulty = { $reason ->
    [with-agent] Виберіть складність або агента, але не обидва: складність сама вибирає агента.
   *[unknown] Складність має бути однією з { $choices }, а не «{ $value }».
}
# The settings embed: the fair level's target ($pct: whole percent).
admin-fair-target = Чесний рівень: частка перемог учасників
admin-fair-target-value = { $pct }% партій
# The console's help, a line after the commands ($levels: easy|medium|…; $target: percent).
console-help-levels = Рівні: /ttt play difficulty:{ $levels } (замість агента); fair підлаштовується, щоб ви вигравали близько { $target }% партій.
cmd-ttt-play-difficulty = складність
    .description = Наскільки сильно грає бот (замість агента); чесний підлаштовується під вас
cmd-ttt-admin-fair-target = ціль-чесного
    .description = Частка партій, яку учасники мають вигравати на чесному рівні
cmd-ttt-admin-fair-target-percent = відсоток
    .description = У відсотках (не вказуйте для типового значення, 40)
choice-easy = легко
choice-medium = середньо
choice-hard = складно
choice-unbeatable = непереможний
choice-fair = чесний (підлаштовується під вас)
## The review's picture (its caption in the embed footer, its alt text)
review-picture-before = Зображення: позиція перед ходом { $ply }, ходить { $mark }.
review-picture-final = Зображення: підсумкова позиція.
review-picture-legend = Зелений: { $mark } виграє, походивши туди, сірий: нічия, червоний: програш; золота рамка: найкращі ходи.
review-picture-played = Рожева рамка: зроблений хід.
review-picture-alt = Дошка гри #{ $game_id }, кожна вільна клітинка зелена, сіра або червона залежно від того, чи { $mark } виграє, зводить унічию чи програє, походивши туди.
review-picture-alt-final = Підсумкова дошка гри #{ $game_id }.
console-review-picture-saved = Зображення збережено в { $path }
console-review-picture-failed = Не вдалося зберегти зображення в { $path }: { $reason }
## Standings: farm-proof ratings, seasons, provisional players, measured agents

# /ttt stats when every game of the member was on this server (one line, not two alike).
stats-server-everywhere = Цей сервер (усі твої партії)
# Leaderboards: a channel's board; which season a board counts; a player under the ranking
# threshold ($games of $min games), shown unranked.
lb-title-channel = Рейтинг · #{ $channel } · { $server }
lb-season-current = Сезон { $season } (поточний)
lb-season-past = Сезон { $season } / { $current }
lb-all-time = Усі сезони
lb-provisional = попередньо
lb-row-provisional = **–** { $name } · **{ $rating }** · { $record } · попередньо ({ $games }/{ $min })
lb-this-channel = Цей канал
# /ttt agents: an agent's rating measured against people, and people's results against it.
agents-measured = Рейтинг, виміряний проти людей: { $rating } · партій проти людей: { $games }
agents-people-here = Люди тут: { $record }
agents-people-everywhere = Люди всюди: { $record }
# Under a finished board: each person's new season rating and its change ($change: +12, -8).
board-rating = { $name }: рейтинг { $rating } ({ $change })
board-unrated = { $name }: партія без рейтингу, рейтинг не змінився
# /ttt-admin season new (public).
season-started = Почався сезон { $season }: таблиця лідерів починається знову. Сезон { $previous } і далі доступний: /ttt leaderboard season:{ $previous }.
error-season = { $reason ->
    [global] Загальна таблиця лідерів не має сезонів: сезони в кожного сервера свої.
    [channel-all-time] Таблиці каналів ведуться за сезонами: вибери номер сезону або таблицю сервера за всі сезони.
    [race] Інший адмін почав новий сезон у ту саму мить; більше нічого не змінилося.
   *[not-started] Тут немає сезону { $season }: цей сервер у сезоні { $current }.
}
cmd-ttt-leaderboard-season = сезон
    .description = Номер сезону або all для всіх сезонів (типово: поточний сезон)
choice-channel = канал
cmd-ttt-admin-season = сезон
    .description = Сезони таблиці лідерів цього сервера
cmd-ttt-admin-season-new = новий
    .description = Зберегти підсумки цього сезону й почати новий сезон
## Rematches: the rematch button, /ttt history, their refusals, the console's forms
rematch-button = Реванш
rematch-invite-note = Реванш за партію #{ $game_id }, кольори помінялися.
error-rematch = Такий реванш неможливий.
error-rematch-not-player = Реванш за партію #{ $game_id } можуть попросити лише { $x } і { $o }.
error-rematch-not-over = Партія #{ $game_id } ще триває: дограйте її, перш ніж просити реванш.
error-rematch-taken = Партія #{ $game_id } уже мала свій реванш: партію #{ $rematch_id }.
error-nothing-to-rematch = У вас тут поки немає завершеної партії для реваншу.
error-history-size = Історія показує від { $low } до { $high } партій, а не { $value }.
history-title = Останні партії: { $name }
history-empty = На цьому сервері немає завершених партій { $name }, які ви можете розібрати.
history-line = #{ $game_id } · { $date } · проти { $opponent } · { $result }
history-result = { $result ->
    [win] перемога
    [loss] поразка
    [unrated] покинута, без рейтингу
   *[draw] нічия
}
history-option = Партія #{ $game_id } проти { $opponent }
history-pick = Виберіть партію для розбору
history-footer = Спочатку нові. Виберіть партію нижче для розбору або скористайтеся /ttt review <номер>.
cmd-ttt-history = історія
    .description = Ваші останні партії тут або партії учасника
cmd-ttt-history-member = учасник
    .description = Чиї партії (за замовчуванням: ваші)
console-history-head = Ваші останні партії тут, спочатку нові (/ttt review <номер> розбирає одну):
console-history-empty = У вас тут поки немає завершених партій.
console-history-line = #{ $game_id }  { $date }  проти { $opponent }: { $result }
console-help-rematch = зіграти тут останню партію ще раз, помінявшись кольорами
console-help-history = ваші останні партії тут, для розбору за номером
console-help-admin = налаштування цього сервера; змінити: /ttt admin <setting> <value>
## The front: post limits, one live board, roles, looks, help, welcome, unrated games

board-abandoned-unrated = Покинута до першого ходу: без рейтингу, не зараховується нікому.
board-replaced = Цю дошку замінила новіша, тож хід не зроблено. Грайте на найновішій дошці (або /ttt board).
error-game-channels-elsewhere = У цьому каналі тут не грають; грають у { $channels }.
error-role-not-allowed = Ігри тут для учасників з однією з цих ролей: { $roles }.
error-public-post-limit-reached = За останню хвилину ви змусили мене опублікувати { $limit } публічних дошок; спробуйте знову за { $wait } с.
error-invalid-looks = { $reason ->
    [emoji] { $name } має бути одним емодзі (як ❌ або емодзі сервера на кшталт <:cross:123456789012345678>), а не «{ $value }».
   *[colour] Колір має бути шістнадцятковим, як #5865F2, а не «{ $value }».
}
admin-roles = Ролі, що грають
admin-roles-all = усі учасники
admin-public-posts = Публічних дошок на учасника
admin-public-posts-value = { $count } на хвилину
admin-no-limit = без обмеження
admin-looks = Вигляд
admin-looks-value = X: { $x } · O: { $o } · колір: { $colour }
admin-looks-default = як у бота
retrain-owners-only = Лише власники бота можуть перенавчити агента або відкотити його: це змінює агента на всіх серверах.
help-discord =
    Як тут грати в хрестики-нулики
    Клітинки: { $forms }. На дошці кожна порожня клітинка показує свій номер: натисніть її або введіть /ttt move з цим номером.
    `/ttt play` зіграти зі мною (агент за замовчуванням: { $default }) або викликати учасника параметром суперник
    `/ttt move` походити в клітинку
    `/ttt board` знову показати вашу гру
    `/ttt resign` здатися в поточній грі
    `/ttt stats` результати, рейтинг і серії учасника
    `/ttt leaderboard` гравці з найкращим рейтингом (від { $ranked } ігор)
    `/ttt review` ходи, що змінили результат гри
    `/ttt agents` агенти, з якими можна зіграти
    `/ttt help` цей текст
    Адмінам: `/ttt-admin settings` показує, що обрав цей сервер.
help-welcome = Привіт! Я граю в хрестики-нулики — з вами або між вами. Почніть гру командою `/ttt play`; `/ttt help` перелічує всі команди, а адміни знайдуть налаштування в `/ttt-admin`.
cmd-ttt-help =
    .description = Як грати, і всі команди
cmd-ttt-admin-allow-role =
    .description = Дозволити грати учасникам із роллю (якщо ролі обрано — лише їм)
cmd-ttt-admin-allow-role-role =
    .description = Роль
cmd-ttt-admin-disallow-role =
    .description = Прибрати роль з ролей, що грають
cmd-ttt-admin-disallow-role-role =
    .description = Роль
cmd-ttt-admin-all-roles =
    .description = Дозволити грати всім учасникам
cmd-ttt-admin-public-posts =
    .description = Скільки дошок учасник може змусити мене опублікувати за хвилину
cmd-ttt-admin-public-posts-per_minute =
    .description = Дошок за хвилину на учасника (0: без обмеження)
cmd-ttt-admin-looks =
    .description = Емодзі знаків і колір дошок цього сервера
cmd-ttt-admin-looks-x =
    .description = Емодзі для X (можна емодзі сервера); за замовчуванням: літера
cmd-ttt-admin-looks-o =
    .description = Емодзі для O (можна емодзі сервера); за замовчуванням: літера
cmd-ttt-admin-looks-colour =
    .description = Колір поточних дошок у hex (#5865F2); за замовчуванням: як у бота
looks-emoji-elsewhere = { $emoji } — не емодзі цього сервера: використайте один з його емодзі або емодзі Unicode.
