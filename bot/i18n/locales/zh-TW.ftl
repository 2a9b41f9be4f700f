# 繁體中文（台灣）. Same messages and variables as en.ftl (the reference); see its comments.
# Chinese has one plural form: counts need no select.

board-title = 第 { $game_id } 號對局
board-vs = { $x } (X) 對 { $o } (O)
board-turn = 輪到 { $mark }：{ $name }
board-won = { $name } ({ $mark }) 獲勝。
board-drawn = 平手。
board-resigned = { $loser } 認輸；{ $name } ({ $mark }) 獲勝。
board-abandoned = { $loser } 超時；{ $name } ({ $mark }) 獲勝。
board-agent = 代理
board-agent-side = { $name }（代理）
board-footer = 第 { $ply } 手 · 第 { $game_id } 號對局
board-footer-over = 共 { $moves } 手 · 第 { $game_id } 號對局
board-moved-on = 這個棋盤已在較新的訊息中繼續。
board-none = 你在這裡沒有進行中的對局。用 /ttt play 開始一局吧。

duel-title = 井字遊戲挑戰
duel-invite = { $opponent }，{ $challenger } 向你發起一局挑戰。請在 { $expires } 前回覆。
duel-first-me = { $challenger } 執 X 先手。
duel-first-them = { $opponent } 執 X 先手。
duel-first-random = 由隨機抽籤決定誰執 X。
duel-accept = 接受
duel-decline = 拒絕
duel-declined = { $opponent } 拒絕了 { $challenger } 的挑戰。
duel-expired = { $challenger } 向 { $opponent } 發起的挑戰已過期。
duel-expired-invite = { $challenger } 向 { $opponent } 發起的挑戰無人回覆，已過期。用 /ttt play 重新發起吧。
duel-agent-with-opponent = agent 選項用於和機器人對局：挑戰成員時請不要填寫。
duel-bot-opponent = 機器人無法接受挑戰。不指定對手執行 /ttt play 就能和我對局。

stats-title = { $name } 的井字遊戲
stats-server = 這個伺服器
stats-global = 全部
stats-rating = 積分
stats-games = 對局數
stats-record = { $wins } 勝 · { $draws } 和 · { $losses } 敗
stats-summary = 積分 **{ $rating }** · { $games } 局 · { $record }
stats-vs-people = 對人
stats-vs-agents = 對代理
stats-streak = 連續紀錄
stats-best-streak = 最佳連續紀錄
stats-streak-wins = { $count } 連勝
stats-streak-losses = { $count } 連敗
stats-streak-none = 無
stats-no-games = { $name } 還沒有下完任何一局。
lb-title-server = 排行榜 · { $server }
lb-title-global = 全球排行榜
lb-row = **{ $rank }.** { $name } · **{ $rating }** · { $record } · 連續 { $streak }
lb-empty = 還沒有人上榜：下完 { $min } 局才會出現在這裡。
lb-footer = 至少下完 { $min } 局的玩家，依 Elo 積分排序。
agents-title = 代理
agents-server-agent = 這個伺服器預設使用 **{ $name }**。
agents-default-mark = { " " }（這個伺服器的預設）
agents-version = 版本 { $version }
agents-rating = Elo 積分 { $rating }
agents-metric = { $name }：{ $value }
agents-accuracy = 最佳著法：{ $pct }
agents-vs = 對 { $opponent }：執 X { $x }；執 O { $o }
agents-wdl = { $w } 勝 · { $d } 和 · { $l } 敗

review-title = 第 { $game_id } 號對局覆盤
review-clean = 沒有任何一步改變局勢：雙方都下得毫無失誤。
review-line = 第 { $ply } 手，{ $mark } 下在第 { $cell } 格，把{ $before }變成了{ $after }；下 { $best } 本可保住{ $kept }
review-line-no-best = 第 { $ply } 手，{ $mark } 下在第 { $cell } 格，把{ $before }變成了{ $after }
review-value = { $value ->
    [win] 勝局
    [draw] 和局
   *[loss] 敗局
}
review-kept = { $value ->
    [win] 勝局
    [draw] 和局
   *[loss] 敗局
}
review-or = { $head } 或 { $last }
review-left-early = { $how ->
    [resigned] { $value ->
        [win] { $mark } 在必勝局面下認輸。
       *[draw] { $mark } 在仍可和局的局面下認輸。
    }
   *[timed-out] { $value ->
        [win] { $mark } 在必勝局面下超時。
       *[draw] { $mark } 在仍可和局的局面下超時。
    }
}

admin-title = 伺服器設定
admin-agent = 代理
admin-channels = 允許的頻道
admin-channels-all = 所有頻道
admin-multiple-games = 同時進行多局
admin-move-timeout = 每手限時
admin-cooldown = 挑戰間隔
admin-language = 伺服器語言
admin-language-default = { $language }（Discord 伺服器語言）
admin-language-updated = 這個伺服器的公開訊息現在使用{ $language }。
admin-yes = 是
admin-no = 否
admin-updated-by = 最後修改者
admin-updated = 設定已更新。

retrain-not-admin = 只有機器人管理員才能重新訓練或還原代理：這會改變所有伺服器的代理（機器人管理員：TTT_BOT_ADMINS，或應用程式的擁有者）。
retrain-promoted = 已重新訓練：從下一局起由 **{ $version }** 對局。
retrain-unchanged = 沒有可改進之處：**{ $version }** 繼續上場。
retrain-rejected = 已重新訓練，但未採用：**{ $version }** 繼續上場。
retrain-skipped = 沒有新的內容可學：**{ $version }** 繼續上場。
retrain-busy = 已有重新訓練或還原正在進行；請在完成後再試。
retrain-failed = 重新訓練失敗；沒有任何變更。
retrain-rolled-back = 已還原：從下一局起由 **{ $version }** 對局。
retrain-failed-checks = 以下項目不如目前版本：

cell-1 = 左上
cell-2 = 上
cell-3 = 右上
cell-4 = 左
cell-5 = 中間
cell-6 = 右
cell-7 = 左下
cell-8 = 下
cell-9 = 右下
cell-choice = { $cell } · { $name }
cell-aliases-1 = 左上角, 上左
cell-aliases-2 = 上中, 中上, 上方, 正上
cell-aliases-3 = 右上角, 上右
cell-aliases-4 = 左中, 中左, 左邊
cell-aliases-5 = 中, 中心, 正中, 正中間, 中央
cell-aliases-6 = 右中, 中右, 右邊
cell-aliases-7 = 左下角, 下左
cell-aliases-8 = 下中, 中下, 下方, 正下
cell-aliases-9 = 右下角, 下右
cell-forms = 1 到 9 的數字（從左上開始 1 2 3 / 4 5 6 / 7 8 9）、b2 這樣的座標，或「中間」「左上」這樣的詞

error-generic = 抱歉，我這邊出了問題。已記錄下來；請再試一次。
error-manage-guild = 需要「管理伺服器」權限才能修改機器人的設定。
error-guild-only = 這個指令只能在伺服器中使用。
error-bot-missing = 我在這裡缺少權限：{ $perms }。
error-bad-argument = 我無法使用這個值：{ $detail }

error-no-active-game = 你在這裡沒有進行中的對局。用 /ttt play 開始一局吧。
error-already-playing = { $who ->
    [you] 你在這裡已有進行中的第 { $game_id } 號對局：請先用 /ttt move 或 /ttt resign 結束它。
   *[other] { $name } 已經在這裡進行第 { $game_id } 號對局。
}
error-not-your-turn = 還沒輪到你：現在輪到 { $mark }（{ $name }）。
error-not-your-game = 第 { $game_id } 號對局是 { $x } (X) 對 { $o } (O)；你沒有參與這局。
error-stale-board = { $reason ->
    [moved-on] 這個棋盤已過時：第 { $game_id } 號對局已經到了第 { $ply } 手。這是目前的棋盤。
    [conflict] 你落子時第 { $game_id } 號對局有了變化（另一手搶先送達）；沒有下任何一步。請重新看一下棋盤。
   *[resign] 你認輸時對局一直在變化；請再試一次。
}
error-game-not-found = { $reason ->
    [none-to-review] 你在這裡還沒有可以覆盤的已結束對局。
   *[unknown] 沒有第 { $game_id } 號對局。
}
error-review-in-progress = 第 { $game_id } 號對局仍在進行中；現在覆盤會洩露最佳著法。等對局結束後再來吧。
error-leaderboard-size = 排行榜顯示 { $low } 到 { $high } 名玩家，不能是 { $value }。
error-channel-not-allowed = 這個伺服器不在此頻道進行對局；請到伺服器的遊戲頻道，或請管理員允許此頻道。
error-cooldown = 你剛剛發起過挑戰；{ $wait }後才能再次挑戰。
error-challenge = 無法發起這個挑戰。
error-challenge-option = 這個挑戰選項無效：{ $value }。
error-invalid-first-mover = 「{ $value }」不是先手的選項：我、對手或隨機。
error-invalid-challenge-expiry = 挑戰的有效期限必須在 { $low } 到 { $high } 之間，不能是「{ $value }」。
error-self-challenge = 你不能挑戰自己。不指定對手執行 /ttt play 就能和我對局。
error-bot-challenge = { $name } 是機器人，不能進行對戰。不指定對手執行 /ttt play 就能和我對局。
error-duplicate-challenge = 你和 { $opponent } 之間已有一個等待回覆的挑戰（#{ $challenge_id }）；請先回覆它或等它過期。
error-unknown-challenge = 找不到第 { $challenge_id } 號挑戰。
error-not-challenged = 第 { $challenge_id } 號挑戰是發給 { $opponent } 的：只有對方可以接受或拒絕。
error-challenge-expired = 這個挑戰（#{ $challenge_id }）已過期。請用 /ttt play 並指定對手重新發起。
error-challenge-answered = 這個挑戰（#{ $challenge_id }）已經有人回覆了。
error-challenge-already-accepted = 這個挑戰（#{ $challenge_id }）已被接受：對局已經開始。
error-challenge-already-declined = 這個挑戰（#{ $challenge_id }）已被拒絕。
error-agent-unavailable = 代理 { $agent } 目前無法對局。請換一個（/ttt agents 會列出所有代理）。
error-invalid-setting = { $reason ->
    [empty] 沒有要修改的內容：請指定一項設定及其新值。
    [unknown] 未知的設定「{ $name }」；可用的設定有：{ $known }。
    [range] { $name } 必須在 { $low } 到 { $high } 之間，不能是「{ $value }」。
   *[value] { $name } 不能是「{ $value }」。
}
error-invalid-board = 這個局面不可能在對局中出現。
error-illegal-move = 這一手不允許。
error-cell-out-of-range = 格子編號是 1 到 9，不是 { $value }。
error-cell-occupied = 第 { $cell } 格已經被 { $mark } 佔了。
error-game-over = 第 { $game_id } 號對局已結束：{ $result }
error-cell-parse = { $reason ->
    [empty] 哪一格？請用{ $forms }。
    [number] 「{ $input }」不是格子：格子編號是 1 到 9。
   *[unknown] 我不認得格子「{ $input }」。請用{ $forms }。
}
error-unknown-agent = 沒有名為「{ $name }」的代理。可用的代理：{ $agents }。
error-weights = 無法載入代理 { $agent } 的權重；修復之前它無法對局。
error-not-admin = 只有機器人管理員才能重新訓練或還原代理：這會改變所有伺服器的代理（機器人管理員：TTT_BOT_ADMINS，或應用程式的擁有者）。
error-busy = 已有重新訓練或還原正在進行；請在完成後再試。
error-retrain = 重新訓練失敗；沒有任何變更（{ $detail }）。
error-database-unavailable = 對局資料庫暫時無法使用；沒有任何變更。請稍後再試。
error-database-unconfirmed = 對局資料庫在儲存時停止回應：可能已儲存，也可能沒有。請先確認再重試（/ttt board 會顯示你的對局）。
error-usage = { $reason ->
    [read] 無法讀取這個指令（{ $detail }）。請輸入 /ttt help。
    [missing-command] /ttt 後面缺少指令。請輸入 /ttt help。
    [unknown-command] 未知的指令「{ $command }」。指令以 /ttt 開頭；請輸入 /ttt help。
    [no-cell] 哪一格？用法：/ttt move <格子>，例如 /ttt move 5
    [bad-first] 「first」必須是 { $choices } 之一，不能是「{ $value }」。
   *[unexpected] 意外的「{ $input }」。用法：{ $usage }
}

cmd-ttt =
    .description = 和機器人或其他成員玩井字遊戲
cmd-ttt-play = 開局
    .description = 和伺服器的代理對局，或挑戰一位成員
cmd-ttt-play-opponent = 對手
    .description = 要挑戰的成員（不填就和我對局）
cmd-ttt-play-agent = 代理
    .description = 要對戰的代理（預設：這個伺服器的代理）
cmd-ttt-play-first = 先手
    .description = 誰執 X 先下
cmd-ttt-move = 落子
    .description = 在你的對局中下一格
cmd-ttt-move-cell = 格子
    .description = 從左上開始 1-9（1 2 3 / 4 5 6 / 7 8 9），或 b2、中間…
cmd-ttt-board = 棋盤
    .description = 顯示你進行中的對局
cmd-ttt-resign = 認輸
    .description = 放棄你進行中的對局
cmd-ttt-stats = 戰績
    .description = 成員的積分、勝、和、敗與連續紀錄
cmd-ttt-stats-member = 成員
    .description = 誰的戰績（預設：你自己）
cmd-ttt-leaderboard = 排行榜
    .description = 依 Elo 積分排名的頂尖玩家
cmd-ttt-leaderboard-scope = 範圍
    .description = 這個伺服器或全部
cmd-ttt-agents = 代理列表
    .description = 你可以對戰的代理及其實測強度
cmd-ttt-review = 覆盤
    .description = 改變你上一局結果的著法
cmd-ttt-review-game = 對局
    .description = 對局編號（預設：你在這裡最後結束的一局）
cmd-ttt-admin =
    .description = 這個伺服器的井字遊戲設定
cmd-ttt-admin-settings = 設定
    .description = 顯示這個伺服器的設定
cmd-ttt-admin-agent = 代理
    .description = 選擇成員在這裡預設對戰的代理
cmd-ttt-admin-agent-name = 名稱
    .description = 代理名稱（見 /ttt agents）
cmd-ttt-admin-allow-channel = 允許頻道
    .description = 允許在某頻道對局（一旦允許任一頻道，就只限這些頻道）
cmd-ttt-admin-allow-channel-channel = 頻道
    .description = 頻道
cmd-ttt-admin-disallow-channel = 移除頻道
    .description = 將頻道從允許清單中移除
cmd-ttt-admin-disallow-channel-channel = 頻道
    .description = 頻道
cmd-ttt-admin-all-channels = 所有頻道
    .description = 允許在所有頻道對局
cmd-ttt-admin-multiple-games = 多局
    .description = 成員能否同時進行多局
cmd-ttt-admin-multiple-games-enabled = 啟用
    .description = 是或否
cmd-ttt-admin-move-timeout = 每手限時
    .description = 玩家每一手可用的時間
cmd-ttt-admin-move-timeout-seconds = 秒數
    .description = 以秒為單位
cmd-ttt-admin-cooldown = 挑戰間隔
    .description = 成員兩次挑戰之間需要等待的時間
cmd-ttt-admin-cooldown-seconds = 秒數
    .description = 以秒為單位
cmd-ttt-admin-language = 語言
    .description = 這個伺服器公開訊息（棋盤、邀請、結果）的語言
cmd-ttt-admin-language-language = 語言
    .description = 一種語言（不填就使用 Discord 伺服器語言）
cmd-ttt-owner =
    .description = 重新訓練機器人的代理（機器人擁有者）
cmd-ttt-owner-retrain = 重新訓練
    .description = 立即用成員的對局重新訓練 DQN（機器人管理員）
cmd-ttt-owner-rollback = 還原
    .description = 恢復使用上一個版本的 DQN（機器人管理員）

choice-me = 我
choice-bot = 機器人（或對手）
choice-random = 隨機
choice-server = 這個伺服器
choice-global = 全部

console-welcome = tttbot 主控台 - 輸入 /ttt help 查看指令，輸入 quit 離開。
console-help =
    指令（格子：{ $forms }）：
      /ttt play [agent] [first:me|bot|random]   開始一局（預設代理：{ $default }）
      /ttt move <格子>                           下一格（直接輸入格子如 5 也可以）
      /ttt board                                 顯示你的對局
      /ttt resign                                認輸目前的對局
      /ttt stats [global]                        你的戰績、積分和連續紀錄
      /ttt leaderboard [global] [N]              積分最高的玩家（{ $ranked } 局以上）
      /ttt review [對局]                         改變你上一局結果的著法
      /ttt agents                                你可以對戰的代理
      /ttt admin learning                        機器人從本伺服器玩家身上學到了什麼
      /ttt help                                  本說明
      quit                                       離開
console-error = 這個指令出了問題；已記錄下來。請輸入 /ttt help。
console-timed-out = 第 { $game_id } 號對局已超時：{ $result }
console-opening = 第 { $game_id } 號對局：{ $x } (X) 對 { $o } (O)。
console-agent-opens = { $name } 先下第 { $cell } 格。
console-you-played = 你下了 { $cell }。
console-agent-answered = 你下了 { $cell }；{ $name } 應了 { $reply }。
console-you = 你
console-scope-here = 這裡
console-scope-everywhere = 全部
console-no-stats = { $name } 還沒有已結束的對局（{ $where }）。用 /ttt play 開始一局吧。
console-stats-head = { $name } 的戰績（{ $where }）：積分 { $rating }（{ $games } 局，{ $ranked }）
console-ranked = 已上榜
console-to-rank = 再下 { $count } 局即可上榜
console-stats-overall = 總計
console-stats-vs-people = 對人
console-stats-vs-agent = 對 { $agent }
console-streak = 連續 { $streak }（最佳 { $best }）
console-no-leaderboard = 還沒有人上榜（{ $where }）：下完 { $min } 局後才會出現。
console-leaderboard-head = 排行榜（{ $where }）：
console-games = { $count } 局
console-review-clean = 沒有任何一步改變局勢：每一步都保住了最好的結果。
console-agents-head = 代理（Elo 積分；學習型代理：版本、實測最佳著法比例）：
console-optimal = 最佳 { $pct }

## What the bot learned from this server's people (/ttt-admin learning)
learning-none = 還沒有重新訓練的 { $agent } 從本伺服器的玩家身上學習過。
learning-head = { $agent } { $version }（由 { $base } 重新訓練）從本伺服器的玩家身上學習。使用的對局：{ $games }；留作檢驗的對局：{ $held }。
learning-winrate = 對你們玩家的預期勝率：{ $before } → { $after }
learning-held-out = 在留出的對局上：提升 { $gain }（{ $confidence } 區間 { $lower } 至 { $upper }）
learning-habit = 你們的玩家有 { $pct } 的時候會{ $habit }（{ $chances } 次機會）。
learning-habit-win-line = 在列或欄上走出致勝一步
learning-habit-win-diag = 在對角線上走出致勝一步
learning-habit-block-line = 擋住列或欄上的威脅
learning-habit-block-diag = 擋住對角線上的威脅
learning-no-habits = 對局還太少，無法描述他們的習慣。
agents-vs-people = 對本伺服器玩家的預期勝率 { $pct }
learning-line = { $own ->
    [yes] 本伺服器有自己的下法。
   *[no] 本伺服器使用從所有玩家身上學到的下法。
}
cmd-ttt-admin-learning = 學習
    .description = 機器人從本伺服器玩家身上學到了什麼

## Stale boards, invalid buttons, the console's results

board-refreshed = 該棋盤已過時，因此未落子：現在顯示的是目前局面（第 { $ply } 步）。請在上面落子。
board-refreshed-over = 該棋盤已過時，因此未落子：現在顯示的是對局的結果。
button-invalid = 此按鈕已失效。/ttt board 可顯示你在這裡進行中的對局。
console-turn = 輪到 { $mark }（{ $name }）
console-you-won = { $how ->
    [resigned] { $loser } 認輸；你贏了（{ $mark }）。
    [timed-out] { $loser } 逾時；你贏了（{ $mark }）。
   *[played] 你贏了（{ $mark }）。
}
console-you-lost = { $how ->
    [resigned] 你認輸了；{ $name }（{ $mark }）獲勝。
    [timed-out] 你逾時了；{ $name }（{ $mark }）獲勝。
   *[played] { $name }（{ $mark }）獲勝。
}

## Levels by name (/ttt play difficulty) and the fair level's target

# /ttt play with both an opponent and a difficulty (a duel has no bot to set).
duel-difficulty-with-opponent = 難度選項用於與機器人的對局：向成員發起挑戰時請不要填寫。
# $reason: with-agent (a difficulty and an agent given together), unknown ($value: what was
# given; $choices: the difficulties).
error-difficulty = { $reason ->
    [with-agent] 請選擇難度或代理其中之一，不要同時選擇：難度會自己選擇代理。
   *[unknown] 難度必須是 { $choices } 之一，而不是「{ $value }」。
}
# The settings embed: the fair level's target ($pct: whole percent).
admin-fair-target = 公平等級：成員勝率目標
admin-fair-target-value = { $pct }% 的對局
# The console's help, a line after the commands ($levels: easy|medium|…; $target: percent).
console-help-levels = 等級：/ttt play difficulty:{ $levels }（取代代理）；fair 會自我調整，讓你贏下約 { $target }% 的對局。
cmd-ttt-play-difficulty = 難度
    .description = 機器人下得多強（取代代理）；公平等級會適應你
cmd-ttt-admin-fair-target = 公平目標
    .description = 成員在公平等級應贏下的對局比例
cmd-ttt-admin-fair-target-percent = 百分比
    .description = 以百分比計（留空則為預設值 40）
choice-easy = 簡單
choice-medium = 中等
choice-hard = 困難
choice-unbeatable = 無敵
choice-fair = 公平（適應你）
## The review's picture (its caption in the embed footer, its alt text)
review-picture-before = 圖片：第 { $ply } 步之前的局面，輪到 { $mark }。
review-picture-final = 圖片：最終局面。
review-picture-legend = 綠色：{ $mark } 下在那裡會贏，灰色：平手，紅色：會輸；金色邊框：最佳著法。
review-picture-played = 粉紅色邊框：實際下的那一步。
review-picture-alt = 第 #{ $game_id } 局的棋盤，每個空格依 { $mark } 下在那裡會贏、平手或輸塗成綠色、灰色或紅色。
review-picture-alt-final = 第 #{ $game_id } 局的最終棋盤。
console-review-picture-saved = 圖片已儲存到 { $path }
console-review-picture-failed = 無法將圖片儲存到 { $path }：{ $reason }
## Standings: farm-proof ratings, seasons, provisional players, measured agents

# /ttt stats when every game of the member was on this server (one line, not two alike).
stats-server-everywhere = 本伺服器 (你的全部對局)
# Leaderboards: a channel's board; which season a board counts; a player under the ranking
# threshold ($games of $min games), shown unranked.
lb-title-channel = 排行榜 · #{ $channel } · { $server }
lb-season-current = 賽季 { $season } (目前)
lb-season-past = 賽季 { $season } / { $current }
lb-all-time = 全部賽季
lb-provisional = 暫定
lb-row-provisional = **–** { $name } · **{ $rating }** · { $record } · 暫定 ({ $games }/{ $min })
lb-this-channel = 本頻道
# /ttt agents: an agent's rating measured against people, and people's results against it.
agents-measured = 對人實測等級分: { $rating } · 與人對局數: { $games }
agents-people-here = 本伺服器玩家: { $record }
agents-people-everywhere = 全部玩家: { $record }
# Under a finished board: each person's new season rating and its change ($change: +12, -8).
board-rating = { $name }: 等級分 { $rating } ({ $change })
board-unrated = { $name }: 不計等級分的對局，等級分不變
# /ttt-admin season new (public).
season-started = 第 { $season } 賽季已開始：排行榜重新開始。第 { $previous } 賽季仍可用 /ttt leaderboard season:{ $previous } 查看。
error-season = { $reason ->
    [global] 全域排行榜沒有賽季：賽季依伺服器劃分。
    [channel-all-time] 頻道排行榜依賽季記錄：請選擇賽季編號，或伺服器的全部賽季排行榜。
    [race] 另一位管理員在同一時刻開始了新賽季；其他沒有任何變化。
   *[not-started] 這裡沒有第 { $season } 賽季：本伺服器處於第 { $current } 賽季。
}
cmd-ttt-leaderboard-season = 賽季
    .description = 賽季編號，或用 all 表示全部賽季 (預設：目前賽季)
choice-channel = 頻道
cmd-ttt-admin-season = 賽季
    .description = 本伺服器的排行榜賽季
cmd-ttt-admin-season-new = 新建
    .description = 封存本賽季排名並開始新賽季
## Rematches: the rematch button, /ttt history, their refusals, the console's forms
rematch-button = 再來一局
rematch-invite-note = 第 { $game_id } 局的再戰，雙方交換執子。
error-rematch = 無法進行這場再戰。
error-rematch-not-player = 只有 { $x } 和 { $o } 可以申請第 { $game_id } 局的再戰。
error-rematch-not-over = 第 { $game_id } 局還在進行中：請先下完再申請再戰。
error-rematch-taken = 第 { $game_id } 局已經再戰過了：第 { $rematch_id } 局。
error-nothing-to-rematch = 你在這裡還沒有可以再戰的已結束對局。
error-history-size = 歷史紀錄顯示 { $low } 到 { $high } 局，而不是 { $value } 局。
history-title = { $name } 的最近對局
history-empty = 這個伺服器上沒有你可以覆盤的 { $name } 的已結束對局。
history-line = #{ $game_id } · { $date } · 對手 { $opponent } · { $result }
history-result = { $result ->
    [win] 勝
    [loss] 負
    [unrated] 已放棄，不計分
   *[draw] 和棋
}
history-option = 第 { $game_id } 局，對手 { $opponent }
history-pick = 選擇一局來覆盤
history-footer = 最新的在前。在下方選擇一局覆盤，或使用 /ttt review <編號>。
cmd-ttt-history = 歷史
    .description = 你在這裡的最近對局，或某位成員的對局
cmd-ttt-history-member = 成員
    .description = 誰的對局（預設：你的）
console-history-head = 你在這裡的最近對局，最新的在前（/ttt review <編號> 可覆盤其中一局）：
console-history-empty = 你在這裡還沒有已結束的對局。
console-history-line = #{ $game_id }  { $date }  對手 { $opponent }：{ $result }
console-help-rematch = 在這裡交換執子，再下一次你的上一局
console-help-history = 你在這裡的最近對局，可按編號覆盤
console-help-admin = 此伺服器的設定（修改：/ttt admin <setting> <value>）
## The front: post limits, one live board, roles, looks, help, welcome, unrated games

board-abandoned-unrated = 在第一步之前被放棄:不計積分,不計入任何人的戰績。
board-replaced = 這個棋盤已被較新的棋盤取代,所以沒有下子。請在最新的棋盤上下(或使用 /ttt board)。
error-game-channels-elsewhere = 本伺服器不在這個頻道下棋;對局在 { $channels } 進行。
error-role-not-allowed = 本伺服器的對局僅限擁有下列任一身分組的成員:{ $roles }。
error-public-post-limit-reached = 你在過去一分鐘內讓我發布了 { $limit } 個公開棋盤;請在 { $wait } 秒後再試。
error-invalid-looks = { $reason ->
    [emoji] { $name } 必須是一個表情符號(如 ❌,或伺服器表情符號如 <:cross:123456789012345678>),而不是「{ $value }」。
   *[colour] 顏色必須是十六進位,如 #5865F2,而不是「{ $value }」。
}
admin-roles = 可下棋的身分組
admin-roles-all = 所有成員
admin-public-posts = 每位成員的公開棋盤
admin-public-posts-value = 每分鐘 { $count } 個
admin-no-limit = 不限制
admin-looks = 外觀
admin-looks-value = X:{ $x } · O:{ $o } · 顏色:{ $colour }
admin-looks-default = 機器人預設
retrain-owners-only = 只有機器人的擁有者才能重新訓練或還原代理:這會改變所有伺服器的代理。
help-discord =
    在這裡怎麼玩井字遊戲
    格子:{ $forms }。棋盤上每個空格都會顯示自己的編號:點擊它,或用這個編號輸入 /ttt move。
    `/ttt play` 和我對局(預設代理:{ $default }),或用對手選項挑戰一位成員
    `/ttt move` 在一個格子下子
    `/ttt board` 再次顯示你的對局
    `/ttt resign` 認輸目前的對局
    `/ttt stats` 成員的戰績、積分和連勝
    `/ttt leaderboard` 積分最高的玩家({ $ranked } 局以上)
    `/ttt review` 改變對局結果的那幾步
    `/ttt agents` 你可以對戰的代理
    `/ttt help` 本說明
    管理員:`/ttt-admin settings` 顯示本伺服器的設定。
help-welcome = 你好!我會玩井字遊戲,可以跟你們下,也可以讓你們互相對戰。用 `/ttt play` 開始一局;`/ttt help` 列出所有指令,管理員可以在 `/ttt-admin` 找到設定。
cmd-ttt-help =
    .description = 怎麼玩,以及所有指令
cmd-ttt-admin-allow-role =
    .description = 讓擁有某身分組的成員下棋(一旦選擇,僅限他們)
cmd-ttt-admin-allow-role-role =
    .description = 身分組
cmd-ttt-admin-disallow-role =
    .description = 從可下棋的身分組中移除一個
cmd-ttt-admin-disallow-role-role =
    .description = 身分組
cmd-ttt-admin-all-roles =
    .description = 讓所有成員下棋
cmd-ttt-admin-public-posts =
    .description = 每位成員每分鐘可以讓我發布幾個棋盤
cmd-ttt-admin-public-posts-per_minute =
    .description = 每位成員每分鐘的棋盤數(0:不限制)
cmd-ttt-admin-looks =
    .description = 本伺服器棋盤的記號表情符號和顏色
cmd-ttt-admin-looks-x =
    .description = X 的表情符號(也可用伺服器表情符號);預設:字母
cmd-ttt-admin-looks-o =
    .description = O 的表情符號(也可用伺服器表情符號);預設:字母
cmd-ttt-admin-looks-colour =
    .description = 進行中棋盤的顏色,十六進位(#5865F2);預設:機器人的顏色
looks-emoji-elsewhere = { $emoji } 不是本伺服器的表情符號:請使用本伺服器自己的表情符號,或 Unicode 表情符號。
