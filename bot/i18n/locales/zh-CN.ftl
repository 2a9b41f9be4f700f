# 简体中文. Same messages and variables as en.ftl (the reference); see its comments.
# Chinese has one plural form: counts need no select.

board-title = 第 { $game_id } 号对局
board-vs = { $x } (X) 对 { $o } (O)
board-turn = 轮到 { $mark }：{ $name }
board-won = { $name } ({ $mark }) 获胜。
board-drawn = 平局。
board-resigned = { $loser } 认输；{ $name } ({ $mark }) 获胜。
board-abandoned = { $loser } 超时；{ $name } ({ $mark }) 获胜。
board-agent = 智能体
board-agent-side = { $name }（智能体）
board-footer = 第 { $ply } 步 · 第 { $game_id } 号对局
board-footer-over = 共 { $moves } 步 · 第 { $game_id } 号对局
board-moved-on = 此棋盘已在一条更新的消息中继续。
board-none = 你在这里没有进行中的对局。用 /ttt play 开始一局吧。

duel-title = 井字棋挑战
duel-invite = { $opponent }，{ $challenger } 向你发起了一局挑战。请在 { $expires } 前回复。
duel-first-me = { $challenger } 执 X 先手。
duel-first-them = { $opponent } 执 X 先手。
duel-first-random = 由随机抽签决定谁执 X。
duel-accept = 接受
duel-decline = 拒绝
duel-declined = { $opponent } 拒绝了 { $challenger } 的挑战。
duel-expired = { $challenger } 向 { $opponent } 发起的挑战已过期。
duel-expired-invite = { $challenger } 向 { $opponent } 发起的挑战无人回复，已过期。用 /ttt play 重新发起吧。
duel-agent-with-opponent = agent 选项用于与机器人对局：挑战成员时请不要填写。
duel-bot-opponent = 机器人无法接受挑战。不指定对手运行 /ttt play 即可和我对局。

stats-title = { $name } 的井字棋
stats-server = 本服务器
stats-global = 全部
stats-rating = 等级分
stats-games = 对局数
stats-record = { $wins } 胜 · { $draws } 平 · { $losses } 负
stats-summary = 等级分 **{ $rating }** · { $games } 局 · { $record }
stats-vs-people = 对人
stats-vs-agents = 对智能体
stats-streak = 连续战绩
stats-best-streak = 最佳连续战绩
stats-streak-wins = { $count } 连胜
stats-streak-losses = { $count } 连败
stats-streak-none = 无
stats-no-games = { $name } 还没有下完一局。
lb-title-server = 排行榜 · { $server }
lb-title-global = 全球排行榜
lb-row = **{ $rank }.** { $name } · **{ $rating }** · { $record } · 连续 { $streak }
lb-empty = 还没有人上榜：下完 { $min } 局才能出现在这里。
lb-footer = 至少下完 { $min } 局的玩家，按 Elo 等级分排序。
agents-title = 智能体
agents-server-agent = 本服务器默认使用 **{ $name }**。
agents-default-mark = { " " }（本服务器默认）
agents-version = 版本 { $version }
agents-rating = Elo 等级分 { $rating }
agents-metric = { $name }：{ $value }
agents-accuracy = 最优着法：{ $pct }
agents-vs = 对 { $opponent }：执 X { $x }；执 O { $o }
agents-wdl = { $w } 胜 · { $d } 平 · { $l } 负

review-title = 第 { $game_id } 号对局复盘
review-clean = 没有哪一步改变了局势：双方都下得毫无失误。
review-line = 第 { $ply } 步，{ $mark } 下在第 { $cell } 格，把{ $before }变成了{ $after }；下 { $best } 本可保住{ $kept }
review-line-no-best = 第 { $ply } 步，{ $mark } 下在第 { $cell } 格，把{ $before }变成了{ $after }
review-value = { $value ->
    [win] 胜局
    [draw] 和局
   *[loss] 败局
}
review-kept = { $value ->
    [win] 胜局
    [draw] 和局
   *[loss] 败局
}
review-or = { $head } 或 { $last }
review-left-early = { $how ->
    [resigned] { $value ->
        [win] { $mark } 在必胜局面下认输。
       *[draw] { $mark } 在仍可和局的局面下认输。
    }
   *[timed-out] { $value ->
        [win] { $mark } 在必胜局面下超时。
       *[draw] { $mark } 在仍可和局的局面下超时。
    }
}

admin-title = 服务器设置
admin-agent = 智能体
admin-channels = 允许的频道
admin-channels-all = 所有频道
admin-multiple-games = 同时进行多局
admin-move-timeout = 每步限时
admin-cooldown = 挑战间隔
admin-language = 服务器语言
admin-language-default = { $language }（Discord 服务器语言）
admin-language-updated = 本服务器的公开消息现在使用{ $language }。
admin-yes = 是
admin-no = 否
admin-updated-by = 最后修改者
admin-updated = 设置已更新。

retrain-not-admin = 只有机器人管理员才能重新训练或回滚智能体：这会改变所有服务器的智能体（机器人管理员：TTT_BOT_ADMINS，或应用的所有者）。
retrain-promoted = 已重新训练：从下一局起由 **{ $version }** 对局。
retrain-unchanged = 无可改进：**{ $version }** 继续服役。
retrain-rejected = 已重新训练，但未被采用：**{ $version }** 继续服役。
retrain-skipped = 没有新的可学内容：**{ $version }** 继续服役。
retrain-busy = 已有重新训练或回滚在进行中；请在完成后再试。
retrain-failed = 重新训练失败；没有任何改动。
retrain-rolled-back = 已回滚：从下一局起由 **{ $version }** 对局。
retrain-failed-checks = 以下方面不如当前版本：

cell-1 = 左上
cell-2 = 上
cell-3 = 右上
cell-4 = 左
cell-5 = 中间
cell-6 = 右
cell-7 = 左下
cell-8 = 下
cell-9 = 右下
cell-choice = { $cell } · { $name }
cell-aliases-1 = 左上角, 上左
cell-aliases-2 = 上中, 中上, 上边, 正上
cell-aliases-3 = 右上角, 上右
cell-aliases-4 = 左中, 中左, 左边
cell-aliases-5 = 中, 中心, 正中, 正中间, 中央
cell-aliases-6 = 右中, 中右, 右边
cell-aliases-7 = 左下角, 下左
cell-aliases-8 = 下中, 中下, 下边, 正下
cell-aliases-9 = 右下角, 下右
cell-forms = 1 到 9 的数字（从左上开始 1 2 3 / 4 5 6 / 7 8 9）、b2 这样的坐标，或“中间”“左上”这样的词

error-generic = 抱歉，我这边出了问题。已记录下来；请再试一次。
error-manage-guild = 需要“管理服务器”权限才能修改机器人的设置。
error-guild-only = 此命令只能在服务器中使用。
error-bot-missing = 我在这里缺少权限：{ $perms }。
error-bad-argument = 我无法使用这个值：{ $detail }

error-no-active-game = 你在这里没有进行中的对局。用 /ttt play 开始一局吧。
error-already-playing = { $who ->
    [you] 你在这里已有进行中的第 { $game_id } 号对局：请先用 /ttt move 或 /ttt resign 结束它。
   *[other] { $name } 已经在这里进行第 { $game_id } 号对局。
}
error-not-your-turn = 还没轮到你：现在轮到 { $mark }（{ $name }）。
error-not-your-game = 第 { $game_id } 号对局是 { $x } (X) 对 { $o } (O)；你没有参与这局。
error-stale-board = { $reason ->
    [moved-on] 这个棋盘已过时：第 { $game_id } 号对局已经到了第 { $ply } 步。这是当前的棋盘。
    [conflict] 你落子时第 { $game_id } 号对局发生了变化（另一步抢先到达）；没有下任何棋。请重新看一下棋盘。
   *[resign] 你认输时对局一直在变化；请再试一次。
}
error-game-not-found = { $reason ->
    [none-to-review] 你在这里还没有可以复盘的已结束对局。
   *[unknown] 没有第 { $game_id } 号对局。
}
error-review-in-progress = 第 { $game_id } 号对局仍在进行中；现在复盘会泄露最佳着法。等对局结束后再来吧。
error-leaderboard-size = 排行榜显示 { $low } 到 { $high } 名玩家，不能是 { $value }。
error-channel-not-allowed = 这个服务器不在此频道进行对局；请到服务器的游戏频道，或请管理员允许此频道。
error-cooldown = 你刚刚发起过挑战；{ $wait }后才能再次挑战。
error-challenge = 无法发起这个挑战。
error-challenge-option = 这个挑战选项无效：{ $value }。
error-invalid-first-mover = “{ $value }”不是先手的选项：我、对手或随机。
error-invalid-challenge-expiry = 挑战的有效期必须在 { $low } 到 { $high } 之间，不能是“{ $value }”。
error-self-challenge = 你不能挑战自己。不指定对手运行 /ttt play 即可和我对局。
error-bot-challenge = { $name } 是机器人，不能进行对战。不指定对手运行 /ttt play 即可和我对局。
error-duplicate-challenge = 你和 { $opponent } 之间已有一个等待回复的挑战（#{ $challenge_id }）；请先回复它或等它过期。
error-unknown-challenge = 找不到第 { $challenge_id } 号挑战。
error-not-challenged = 第 { $challenge_id } 号挑战是发给 { $opponent } 的：只有对方可以接受或拒绝。
error-challenge-expired = 这个挑战（#{ $challenge_id }）已过期。请用 /ttt play 并指定对手重新发起。
error-challenge-answered = 这个挑战（#{ $challenge_id }）已经有人回复了。
error-challenge-already-accepted = 这个挑战（#{ $challenge_id }）已被接受：对局已经开始。
error-challenge-already-declined = 这个挑战（#{ $challenge_id }）已被拒绝。
error-agent-unavailable = 智能体 { $agent } 目前无法对局。请换一个（/ttt agents 会列出所有智能体）。
error-invalid-setting = { $reason ->
    [empty] 没有要修改的内容：请指定一个设置及其新值。
    [unknown] 未知的设置“{ $name }”；可用的设置有：{ $known }。
    [range] { $name } 必须在 { $low } 到 { $high } 之间，不能是“{ $value }”。
   *[value] { $name } 不能是“{ $value }”。
}
error-invalid-board = 这个局面不可能在对局中出现。
error-illegal-move = 这一步不允许。
error-cell-out-of-range = 格子编号是 1 到 9，不是 { $value }。
error-cell-occupied = 第 { $cell } 格已经被 { $mark } 占了。
error-game-over = 第 { $game_id } 号对局已结束：{ $result }
error-cell-parse = { $reason ->
    [empty] 哪一格？请用{ $forms }。
    [number] “{ $input }”不是格子：格子编号是 1 到 9。
   *[unknown] 我不认识格子“{ $input }”。请用{ $forms }。
}
error-unknown-agent = 没有名为“{ $name }”的智能体。可用的智能体：{ $agents }。
error-weights = 无法加载智能体 { $agent } 的权重；修复之前它无法对局。
error-not-admin = 只有机器人管理员才能重新训练或回滚智能体：这会改变所有服务器的智能体（机器人管理员：TTT_BOT_ADMINS，或应用的所有者）。
error-busy = 已有重新训练或回滚在进行中；请在完成后再试。
error-retrain = 重新训练失败；没有任何改动（{ $detail }）。
error-database-unavailable = 对局数据库暂时不可用；没有任何改动。请稍后再试。
error-database-unconfirmed = 对局数据库在保存时停止响应：可能已保存，也可能没有。请先确认再重试（/ttt board 会显示你的对局）。
error-usage = { $reason ->
    [read] 无法读取这条命令（{ $detail }）。请输入 /ttt help。
    [missing-command] /ttt 后面缺少命令。请输入 /ttt help。
    [unknown-command] 未知命令“{ $command }”。命令以 /ttt 开头；请输入 /ttt help。
    [no-cell] 哪一格？用法：/ttt move <格子>，例如 /ttt move 5
    [bad-first] “first”必须是 { $choices } 之一，不能是“{ $value }”。
   *[unexpected] 意外的“{ $input }”。用法：{ $usage }
}

cmd-ttt =
    .description = 与机器人或其他成员下井字棋
cmd-ttt-play = 开局
    .description = 与服务器的智能体对局，或挑战一名成员
cmd-ttt-play-opponent = 对手
    .description = 要挑战的成员（不填则与我对局）
cmd-ttt-play-agent = 智能体
    .description = 要对战的智能体（默认：本服务器的智能体）
cmd-ttt-play-first = 先手
    .description = 谁执 X 先下
cmd-ttt-move = 落子
    .description = 在你的对局中下一格
cmd-ttt-move-cell = 格子
    .description = 从左上开始 1-9（1 2 3 / 4 5 6 / 7 8 9），或 b2、中间…
cmd-ttt-board = 棋盘
    .description = 显示你进行中的对局
cmd-ttt-resign = 认输
    .description = 放弃你进行中的对局
cmd-ttt-stats = 战绩
    .description = 成员的等级分、胜、平、负和连续战绩
cmd-ttt-stats-member = 成员
    .description = 谁的战绩（默认：你自己）
cmd-ttt-leaderboard = 排行榜
    .description = 按 Elo 等级分排名的最佳玩家
cmd-ttt-leaderboard-scope = 范围
    .description = 本服务器或全部
cmd-ttt-agents = 智能体列表
    .description = 你可以对战的智能体及其实测强度
cmd-ttt-review = 复盘
    .description = 改变你上一局结果的着法
cmd-ttt-review-game = 对局
    .description = 对局编号（默认：你在这里最后结束的一局）
cmd-ttt-admin =
    .description = 本服务器的井字棋设置
cmd-ttt-admin-settings = 设置
    .description = 显示本服务器的设置
cmd-ttt-admin-agent = 智能体
    .description = 选择成员在这里默认对战的智能体
cmd-ttt-admin-agent-name = 名称
    .description = 智能体名称（见 /ttt agents）
cmd-ttt-admin-allow-channel = 允许频道
    .description = 允许在某频道对局（一旦允许了任一频道，就只限这些频道）
cmd-ttt-admin-allow-channel-channel = 频道
    .description = 频道
cmd-ttt-admin-disallow-channel = 移除频道
    .description = 将频道从允许列表中移除
cmd-ttt-admin-disallow-channel-channel = 频道
    .description = 频道
cmd-ttt-admin-all-channels = 所有频道
    .description = 允许在所有频道对局
cmd-ttt-admin-multiple-games = 多局
    .description = 成员能否同时进行多局
cmd-ttt-admin-multiple-games-enabled = 启用
    .description = 是或否
cmd-ttt-admin-move-timeout = 每步限时
    .description = 玩家每步可用的时间
cmd-ttt-admin-move-timeout-seconds = 秒数
    .description = 以秒为单位
cmd-ttt-admin-cooldown = 挑战间隔
    .description = 成员两次挑战之间需要等待的时间
cmd-ttt-admin-cooldown-seconds = 秒数
    .description = 以秒为单位
cmd-ttt-admin-language = 语言
    .description = 本服务器公开消息（棋盘、邀请、结果）的语言
cmd-ttt-admin-language-language = 语言
    .description = 一种语言（不填则使用 Discord 服务器语言）
cmd-ttt-owner =
    .description = 重新训练机器人的智能体（机器人所有者）
cmd-ttt-owner-retrain = 重新训练
    .description = 立即用成员的对局重新训练 DQN（机器人管理员）
cmd-ttt-owner-rollback = 回滚
    .description = 恢复使用上一版本的 DQN（机器人管理员）

choice-me = 我
choice-bot = 机器人（或对手）
choice-random = 随机
choice-server = 本服务器
choice-global = 全部

console-welcome = tttbot 控制台 - 输入 /ttt help 查看命令，输入 quit 退出。
console-help =
    命令（格子：{ $forms }）：
      /ttt play [agent] [first:me|bot|random]   开始一局（默认智能体：{ $default }）
      /ttt move <格子>                           下一格（直接输入格子如 5 也可以）
      /ttt board                                 显示你的对局
      /ttt resign                                认输当前对局
      /ttt stats [global]                        你的战绩、等级分和连续战绩
      /ttt leaderboard [global] [N]              等级分最高的玩家（{ $ranked } 局以上）
      /ttt review [对局]                         改变你上一局结果的着法
      /ttt agents                                你可以对战的智能体
      /ttt admin learning                        机器人从本服务器玩家身上学到了什么
      /ttt help                                  本说明
      quit                                       退出
console-error = 这条命令出了问题；已记录下来。请输入 /ttt help。
console-timed-out = 第 { $game_id } 号对局已超时：{ $result }
console-opening = 第 { $game_id } 号对局：{ $x } (X) 对 { $o } (O)。
console-agent-opens = { $name } 先下第 { $cell } 格。
console-you-played = 你下了 { $cell }。
console-agent-answered = 你下了 { $cell }；{ $name } 应了 { $reply }。
console-you = 你
console-scope-here = 这里
console-scope-everywhere = 全部
console-no-stats = { $name } 还没有已结束的对局（{ $where }）。用 /ttt play 开始一局吧。
console-stats-head = { $name } 的战绩（{ $where }）：等级分 { $rating }（{ $games } 局，{ $ranked }）
console-ranked = 已上榜
console-to-rank = 再下 { $count } 局即可上榜
console-stats-overall = 总计
console-stats-vs-people = 对人
console-stats-vs-agent = 对 { $agent }
console-streak = 连续 { $streak }（最佳 { $best }）
console-no-leaderboard = 还没有人上榜（{ $where }）：下完 { $min } 局后才会出现。
console-leaderboard-head = 排行榜（{ $where }）：
console-games = { $count } 局
console-review-clean = 没有哪一步改变了局势：每一步都保住了最好的结果。
console-agents-head = 智能体（Elo 等级分；学习型智能体：版本、实测最优着法比例）：
console-optimal = 最优 { $pct }

## What the bot learned from this server's people (/ttt-admin learning)
learning-none = 还没有重新训练的 { $agent } 从本服务器的玩家身上学习过。
learning-head = { $agent } { $version }（由 { $base } 重新训练）从本服务器的玩家身上学习。使用的对局：{ $games }；留作检验的对局：{ $held }。
learning-winrate = 对你们玩家的预期胜率：{ $before } → { $after }
learning-held-out = 在留出的对局上：提升 { $gain }（{ $confidence } 区间 { $lower } 至 { $upper }）
learning-habit = 你们的玩家有 { $pct } 的时候会{ $habit }（{ $chances } 次机会）。
learning-habit-win-line = 在行或列上走出制胜一步
learning-habit-win-diag = 在对角线上走出制胜一步
learning-habit-block-line = 挡住行或列上的威胁
learning-habit-block-diag = 挡住对角线上的威胁
learning-no-habits = 对局还太少，无法描述他们的习惯。
agents-vs-people = 对本服务器玩家的预期胜率 { $pct }
learning-line = { $own ->
    [yes] 本服务器有自己的下法。
   *[no] 本服务器使用从所有玩家身上学到的下法。
}
cmd-ttt-admin-learning = 学习
    .description = 机器人从本服务器玩家身上学到了什么

## Stale boards, invalid buttons, the console's results

board-refreshed = 该棋盘已过时，因此未落子：现在显示的是当前局面（第 { $ply } 步）。请在上面落子。
board-refreshed-over = 该棋盘已过时，因此未落子：现在显示的是对局的结果。
button-invalid = 此按钮已失效。/ttt board 可显示你在这里进行中的对局。
console-turn = 轮到 { $mark }（{ $name }）
console-you-won = { $how ->
    [resigned] { $loser } 认输；你赢了（{ $mark }）。
    [timed-out] { $loser } 超时；你赢了（{ $mark }）。
   *[played] 你赢了（{ $mark }）。
}
console-you-lost = { $how ->
    [resigned] 你认输了；{ $name }（{ $mark }）获胜。
    [timed-out] 你超时了；{ $name }（{ $mark }）获胜。
   *[played] { $name }（{ $mark }）获胜。
}

## Levels by name (/ttt play difficulty) and the fair level's target

# /ttt play with both an opponent and a difficulty (a duel has no bot to set).
duel-difficulty-with-opponent = 难度选项用于与机器人的对局：向成员发起挑战时请不要填写。
# $reason: with-agent (a difficulty and an agent given together), unknown ($value: what was
# given; $choices: the difficulties).
error-difficulty = { $reason ->
    [with-agent] 请选择难度或智能体之一，不要同时选择：难度会自己选择智能体。
   *[unknown] 难度必须是 { $choices } 之一，而不是“{ $value }”。
}
# The settings embed: the fair level's target ($pct: whole percent).
admin-fair-target = 公平级别：成员胜率目标
admin-fair-target-value = { $pct }% 的对局
# The console's help, a line after the commands ($levels: easy|medium|…; $target: percent).
console-help-levels = 级别：/ttt play difficulty:{ $levels }（代替智能体）；fair 会自我调整，让你赢下约 { $target }% 的对局。
cmd-ttt-play-difficulty = 难度
    .description = 机器人下得多强（代替智能体）；公平级别会适应你
cmd-ttt-admin-fair-target = 公平目标
    .description = 成员在公平级别应赢下的对局比例
cmd-ttt-admin-fair-target-percent = 百分比
    .description = 以百分比计（留空则为默认值 40）
choice-easy = 简单
choice-medium = 中等
choice-hard = 困难
choice-unbeatable = 无敌
choice-fair = 公平（适应你）
## The review's picture (its caption in the embed footer, its alt text)
review-picture-before = 图片：第 { $ply } 步之前的局面，轮到 { $mark }。
review-picture-final = 图片：最终局面。
review-picture-legend = 绿色：{ $mark } 下在那里会赢，灰色：平局，红色：会输；金色边框：最佳着法。
review-picture-played = 粉色边框：实际下的那一步。
review-picture-alt = 第 #{ $game_id } 局的棋盘，每个空格按 { $mark } 下在那里会赢、平或输涂成绿色、灰色或红色。
review-picture-alt-final = 第 #{ $game_id } 局的最终棋盘。
console-review-picture-saved = 图片已保存到 { $path }
console-review-picture-failed = 无法将图片保存到 { $path }：{ $reason }
## Standings: farm-proof ratings, seasons, provisional players, measured agents

# /ttt stats when every game of the member was on this server (one line, not two alike).
stats-server-everywhere = 本服务器 (你的全部对局)
# Leaderboards: a channel's board; which season a board counts; a player under the ranking
# threshold ($games of $min games), shown unranked.
lb-title-channel = 排行榜 · #{ $channel } · { $server }
lb-season-current = 赛季 { $season } (当前)
lb-season-past = 赛季 { $season } / { $current }
lb-all-time = 全部赛季
lb-provisional = 暂定
lb-row-provisional = **–** { $name } · **{ $rating }** · { $record } · 暂定 ({ $games }/{ $min })
lb-this-channel = 本频道
# /ttt agents: an agent's rating measured against people, and people's results against it.
agents-measured = 对人实测等级分: { $rating } · 与人对局数: { $games }
agents-people-here = 本服玩家: { $record }
agents-people-everywhere = 全部玩家: { $record }
# Under a finished board: each person's new season rating and its change ($change: +12, -8).
board-rating = { $name }: 等级分 { $rating } ({ $change })
board-unrated = { $name }: 不计等级分的对局，等级分不变
# /ttt-admin season new (public).
season-started = 第 { $season } 赛季已开始：排行榜重新开始。第 { $previous } 赛季仍可用 /ttt leaderboard season:{ $previous } 查看。
error-season = { $reason ->
    [global] 全局排行榜没有赛季：赛季按服务器划分。
    [channel-all-time] 频道排行榜按赛季记录：请选择赛季编号，或服务器的全部赛季排行榜。
    [race] 另一位管理员在同一时刻开始了新赛季；其他没有任何变化。
   *[not-started] 这里没有第 { $season } 赛季：本服务器处于第 { $current } 赛季。
}
cmd-ttt-leaderboard-season = 赛季
    .description = 赛季编号，或用 all 表示全部赛季 (默认：当前赛季)
choice-channel = 频道
cmd-ttt-admin-season = 赛季
    .description = 本服务器的排行榜赛季
cmd-ttt-admin-season-new = 新建
    .description = 存档本赛季排名并开始新赛季
## Rematches: the rematch button, /ttt history, their refusals, the console's forms
rematch-button = 再来一局
rematch-invite-note = 第 { $game_id } 局的再战，双方交换执子。
error-rematch = 无法进行这场再战。
error-rematch-not-player = 只有 { $x } 和 { $o } 可以申请第 { $game_id } 局的再战。
error-rematch-not-over = 第 { $game_id } 局还在进行中：请先下完再申请再战。
error-rematch-taken = 第 { $game_id } 局已经再战过了：第 { $rematch_id } 局。
error-nothing-to-rematch = 你在这里还没有可以再战的已结束对局。
error-history-size = 历史记录显示 { $low } 到 { $high } 局，而不是 { $value } 局。
history-title = { $name } 的最近对局
history-empty = 这个服务器上没有你可以复盘的 { $name } 的已结束对局。
history-line = #{ $game_id } · { $date } · 对手 { $opponent } · { $result }
history-result = { $result ->
    [win] 胜
    [loss] 负
    [unrated] 已放弃，不计分
   *[draw] 和棋
}
history-option = 第 { $game_id } 局，对手 { $opponent }
history-pick = 选择一局来复盘
history-footer = 最新的在前。在下方选择一局复盘，或使用 /ttt review <编号>。
cmd-ttt-history = 历史
    .description = 你在这里的最近对局，或某位成员的对局
cmd-ttt-history-member = 成员
    .description = 谁的对局（默认：你的）
console-history-head = 你在这里的最近对局，最新的在前（/ttt review <编号> 可复盘其中一局）：
console-history-empty = 你在这里还没有已结束的对局。
console-history-line = #{ $game_id }  { $date }  对手 { $opponent }：{ $result }
console-help-rematch = 在这里交换执子，再下一次你的上一局
console-help-history = 你在这里的最近对局，可按编号复盘
console-help-admin = 此服务器的设置（修改：/ttt admin <setting> <value>）
## The front: post limits, one live board, roles, looks, help, welcome, unrated games

board-abandoned-unrated = 在第一步之前被放弃:不计等级分,不计入任何人的成绩。
board-replaced = 该棋盘已被更新的棋盘取代,所以没有落子。请在最新的棋盘上下(或使用 /ttt board)。
error-game-channels-elsewhere = 本服务器不在此频道下棋;对局在 { $channels } 进行。
error-role-not-allowed = 本服务器的对局仅限拥有以下任一身份组的成员:{ $roles }。
error-public-post-limit-reached = 你在过去一分钟内让我发布了 { $limit } 个公开棋盘;请在 { $wait } 秒后重试。
error-invalid-looks = { $reason ->
    [emoji] { $name } 必须是一个表情(如 ❌,或服务器表情如 <:cross:123456789012345678>),而不是“{ $value }”。
   *[colour] 颜色必须是十六进制,如 #5865F2,而不是“{ $value }”。
}
admin-roles = 可下棋的身份组
admin-roles-all = 所有成员
admin-public-posts = 每位成员的公开棋盘
admin-public-posts-value = 每分钟 { $count } 个
admin-no-limit = 不限制
admin-looks = 外观
admin-looks-value = X:{ $x } · O:{ $o } · 颜色:{ $colour }
admin-looks-default = 机器人默认
retrain-owners-only = 只有机器人的所有者才能重新训练或回滚智能体:这会改变所有服务器的智能体。
help-discord =
    在这里怎么玩井字棋
    格子:{ $forms }。棋盘上每个空格都显示自己的编号:点击它,或用这个编号输入 /ttt move。
    `/ttt play` 和我对局(默认智能体:{ $default }),或用对手选项挑战一位成员
    `/ttt move` 在一个格子落子
    `/ttt board` 再次显示你的对局
    `/ttt resign` 认输当前对局
    `/ttt stats` 成员的战绩、等级分和连胜
    `/ttt leaderboard` 等级分最高的玩家({ $ranked } 局以上)
    `/ttt review` 改变对局结果的那几步
    `/ttt agents` 你可以对战的智能体
    `/ttt help` 本说明
    管理员:`/ttt-admin settings` 显示本服务器的设置。
help-welcome = 你好!我会下井字棋,可以和你们下,也可以让你们互相下。用 `/ttt play` 开始一局;`/ttt help` 列出所有命令,管理员可以在 `/ttt-admin` 中找到设置。
cmd-ttt-help =
    .description = 怎么玩,以及所有命令
cmd-ttt-admin-allow-role =
    .description = 允许拥有某身份组的成员下棋(一旦选择,仅限他们)
cmd-ttt-admin-allow-role-role =
    .description = 身份组
cmd-ttt-admin-disallow-role =
    .description = 从可下棋的身份组中移除一个
cmd-ttt-admin-disallow-role-role =
    .description = 身份组
cmd-ttt-admin-all-roles =
    .description = 允许所有成员下棋
cmd-ttt-admin-public-posts =
    .description = 每位成员每分钟可以让我发布多少个棋盘
cmd-ttt-admin-public-posts-per_minute =
    .description = 每位成员每分钟的棋盘数(0:不限制)
cmd-ttt-admin-looks =
    .description = 本服务器棋盘的标记表情和颜色
cmd-ttt-admin-looks-x =
    .description = X 的表情(也可用服务器表情);默认:字母
cmd-ttt-admin-looks-o =
    .description = O 的表情(也可用服务器表情);默认:字母
cmd-ttt-admin-looks-colour =
    .description = 进行中棋盘的颜色,十六进制(#5865F2);默认:机器人的颜色
looks-emoji-elsewhere = { $emoji } 不是本服务器的表情:请使用本服务器自己的表情,或 Unicode 表情。
