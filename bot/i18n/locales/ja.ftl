# 日本語. Same messages and variables as en.ftl (the reference); see its comments.
# Japanese has one plural form: counts need no select.

board-title = ゲーム #{ $game_id }
board-vs = { $x } (X) 対 { $o } (O)
board-turn = { $mark } の番: { $name }
board-won = { $name } ({ $mark }) の勝ち。
board-drawn = 引き分け。
board-resigned = { $loser } が投了しました。{ $name } ({ $mark }) の勝ち。
board-abandoned = { $loser } が時間切れになりました。{ $name } ({ $mark }) の勝ち。
board-agent = エージェント
board-agent-side = { $name } (エージェント)
board-footer = { $ply } 手目 · ゲーム #{ $game_id }
board-footer-over = { $moves } 手 · ゲーム #{ $game_id }
board-moved-on = この盤面は新しいメッセージに続いています。
board-none = ここで進行中のゲームはありません。/ttt play で始めましょう。

duel-title = 三目並べの挑戦状
duel-invite = { $opponent } さん、{ $challenger } さんから対戦の申し込みです。{ $expires }までに返事をしてください。
duel-first-me = { $challenger } さんが X で先手です。
duel-first-them = { $opponent } さんが X で先手です。
duel-first-random = X を持つ人はランダムに決まります。
duel-accept = 受ける
duel-decline = 断る
duel-declined = { $opponent } さんが { $challenger } さんの挑戦を断りました。
duel-expired = { $challenger } さんから { $opponent } さんへの挑戦は期限切れになりました。
duel-expired-invite = { $challenger } さんから { $opponent } さんへの挑戦は返事がないまま期限切れになりました。/ttt play で新しく送ってください。
duel-agent-with-opponent = agent オプションはボットとの対戦用です。メンバーに挑戦するときは指定しないでください。
duel-bot-opponent = ボットは挑戦を受けられません。私と対戦するには、相手を指定せずに /ttt play を実行してください。

stats-title = { $name } の三目並べ
stats-server = このサーバー
stats-global = 全体
stats-rating = レーティング
stats-games = 対局数
stats-record = { $wins } 勝 · { $draws } 分 · { $losses } 敗
stats-summary = レーティング **{ $rating }** · { $games } 局 · { $record }
stats-vs-people = 対人
stats-vs-agents = 対エージェント
stats-streak = 連続記録
stats-best-streak = 最高連続記録
stats-streak-wins = { $count } 連勝
stats-streak-losses = { $count } 連敗
stats-streak-none = なし
stats-no-games = { $name } さんはまだ対局を終えていません。
lb-title-server = ランキング · { $server }
lb-title-global = 全体ランキング
lb-row = **{ $rank }.** { $name } · **{ $rating }** · { $record } · 連続 { $streak }
lb-empty = まだ誰もランキングに載っていません。ここに載るには { $min } 局を終える必要があります。
lb-footer = { $min } 局以上終えたプレイヤー、Elo レーティング順。
agents-title = エージェント
agents-server-agent = このサーバーの既定のエージェントは **{ $name }** です。
agents-default-mark = { " " }(このサーバーの既定)
agents-version = バージョン { $version }
agents-rating = Elo レーティング { $rating }
agents-metric = { $name }: { $value }
agents-accuracy = 最善手率: { $pct }
agents-vs = 対 { $opponent }: X で { $x }、O で { $o }
agents-wdl = { $w } 勝 · { $d } 分 · { $l } 敗

review-title = ゲーム #{ $game_id } の振り返り
review-clean = 形勢を変えた手はありません。両者ともミスなく指しました。
review-line = { $ply } 手目、{ $mark } がマス { $cell } に置き、{ $before } を { $after } に変えました。{ $best } なら { $kept } を保てました
review-line-no-best = { $ply } 手目、{ $mark } がマス { $cell } に置き、{ $before } を { $after } に変えました
review-value = { $value ->
    [win] 勝ち
    [draw] 引き分け
   *[loss] 負け
}
review-kept = { $value ->
    [win] 勝ち
    [draw] 引き分け
   *[loss] 負け
}
review-or = { $head } または { $last }
review-left-early = { $how ->
    [resigned] { $value ->
        [win] { $mark } は勝ちの局面で投了しました。
       *[draw] { $mark } はまだ引き分けの局面で投了しました。
    }
   *[timed-out] { $value ->
        [win] { $mark } は勝ちの局面で時間切れになりました。
       *[draw] { $mark } はまだ引き分けの局面で時間切れになりました。
    }
}

admin-title = サーバー設定
admin-agent = エージェント
admin-channels = 許可されたチャンネル
admin-channels-all = すべてのチャンネル
admin-multiple-games = 複数ゲームの同時進行
admin-move-timeout = 1 手の持ち時間
admin-cooldown = 挑戦の間隔
admin-language = サーバーの言語
admin-language-default = { $language } (Discord のサーバー言語)
admin-language-updated = このサーバーの公開メッセージは { $language } になりました。
admin-yes = はい
admin-no = いいえ
admin-updated-by = 最終変更者
admin-updated = 設定を更新しました。

retrain-not-admin = エージェントの再学習や巻き戻しができるのはボットの管理者だけです。すべてのサーバーのエージェントが変わるためです (ボット管理者: TTT_BOT_ADMINS、またはアプリケーションのオーナー)。
retrain-promoted = 再学習しました。次のゲームから **{ $version }** が対戦します。
retrain-unchanged = 改善点はありません。**{ $version }** が引き続き対戦します。
retrain-rejected = 再学習しましたが採用されませんでした。**{ $version }** が引き続き対戦します。
retrain-skipped = 新しく学べるものがありません。**{ $version }** が引き続き対戦します。
retrain-busy = 再学習または巻き戻しがすでに実行中です。終わってからもう一度お試しください。
retrain-failed = 再学習に失敗しました。何も変更されていません。
retrain-rolled-back = 巻き戻しました。次のゲームから **{ $version }** が対戦します。
retrain-failed-checks = 現行バージョンより劣っている項目:

cell-1 = 左上
cell-2 = 上
cell-3 = 右上
cell-4 = 左
cell-5 = 中央
cell-6 = 右
cell-7 = 左下
cell-8 = 下
cell-9 = 右下
cell-choice = { $cell } · { $name }
cell-aliases-1 = ひだりうえ, 上左
cell-aliases-2 = うえ, 上中, 中上, 上の真ん中
cell-aliases-3 = みぎうえ, 上右
cell-aliases-4 = ひだり, 中左, 左中, 左の真ん中
cell-aliases-5 = 真ん中, まんなか, ちゅうおう, 中
cell-aliases-6 = みぎ, 中右, 右中, 右の真ん中
cell-aliases-7 = ひだりした, 下左
cell-aliases-8 = した, 下中, 中下, 下の真ん中
cell-aliases-9 = みぎした, 下右
cell-forms = 1〜9 の数字 (左上から 1 2 3 / 4 5 6 / 7 8 9)、b2 のような座標、または「中央」「左上」のような言葉

error-generic = 申し訳ありません、こちらで問題が発生しました。記録済みです。もう一度お試しください。
error-manage-guild = ボットの設定を変更するには「サーバー管理」権限が必要です。
error-guild-only = このコマンドはサーバー内でのみ使えます。
error-bot-missing = ここでの権限が足りません: { $perms }。
error-bad-argument = その値は使えません: { $detail }

error-no-active-game = ここで進行中のゲームはありません。/ttt play で始めましょう。
error-already-playing = { $who ->
    [you] ここではすでにゲーム #{ $game_id } が進行中です。先に /ttt move か /ttt resign で終わらせてください。
   *[other] { $name } さんはここですでにゲーム #{ $game_id } をプレイ中です。
}
error-not-your-turn = あなたの番ではありません。{ $mark } ({ $name }) の番です。
error-not-your-game = ゲーム #{ $game_id } は { $x } (X) 対 { $o } (O) の対局で、あなたは参加していません。
error-stale-board = { $reason ->
    [moved-on] この盤面は古くなっています。ゲーム #{ $game_id } はすでに { $ply } 手目です。最新の盤面はこちらです。
    [conflict] 着手中にゲーム #{ $game_id } が変わりました (別の手が先に届きました)。何も打たれていません。盤面をもう一度確認してください。
   *[resign] 投了中にゲームが変わり続けました。もう一度お試しください。
}
error-game-not-found = { $reason ->
    [none-to-review] ここにはまだ振り返れる終了済みのゲームがありません。
   *[unknown] ゲーム #{ $game_id } は存在しません。
}
error-review-in-progress = ゲーム #{ $game_id } はまだ進行中です。振り返ると最善手がわかってしまいます。終わってからもう一度どうぞ。
error-leaderboard-size = ランキングに表示できるのは { $low }〜{ $high } 人です。{ $value } は指定できません。
error-channel-not-allowed = このサーバーでは、このチャンネルでゲームはできません。ゲーム用チャンネルを使うか、管理者にこのチャンネルの許可を頼んでください。
error-cooldown = 少し前に挑戦したばかりです。{ $wait }後にまた挑戦できます。
error-challenge = その挑戦はできません。
error-challenge-option = 挑戦のオプションが正しくありません: { $value }。
error-invalid-first-mover = 「{ $value }」は先手の選択肢にありません。自分、相手、ランダムから選んでください。
error-invalid-challenge-expiry = 挑戦の期限は { $low }〜{ $high } にしてください。「{ $value }」は指定できません。
error-self-challenge = 自分自身には挑戦できません。私と対戦するには、相手を指定せずに /ttt play を実行してください。
error-bot-challenge = { $name } はボットなので対戦できません。私と対戦するには、相手を指定せずに /ttt play を実行してください。
error-duplicate-challenge = { $opponent } さんとの間に返事待ちの挑戦がすでにあります (#{ $challenge_id })。先にそれに答えるか、期限切れを待ってください。
error-unknown-challenge = 挑戦 #{ $challenge_id } が見つかりません。
error-not-challenged = 挑戦 #{ $challenge_id } は { $opponent } さん宛てです。受けるか断るかはその人だけが決められます。
error-challenge-expired = この挑戦 (#{ $challenge_id }) は期限切れです。/ttt play で相手を指定して新しく送ってください。
error-challenge-answered = この挑戦 (#{ $challenge_id }) にはすでに返事があります。
error-challenge-already-accepted = この挑戦 (#{ $challenge_id }) はすでに受けられ、対局が始まっています。
error-challenge-already-declined = この挑戦 (#{ $challenge_id }) はすでに断られています。
error-agent-unavailable = エージェント { $agent } は今は対戦できません。別のエージェントを選んでください (/ttt agents で一覧表示)。
error-invalid-setting = { $reason ->
    [empty] 変更する内容がありません。設定名と新しい値を指定してください。
    [unknown] 不明な設定「{ $name }」です。設定は次のとおりです: { $known }。
    [range] { $name } は { $low }〜{ $high } の範囲で指定してください。「{ $value }」は指定できません。
   *[value] { $name } に「{ $value }」は指定できません。
}
error-invalid-board = その局面はゲームでは起こりえません。
error-illegal-move = その手は打てません。
error-cell-out-of-range = マスの番号は 1〜9 です。{ $value } ではありません。
error-cell-occupied = マス { $cell } にはすでに { $mark } があります。
error-game-over = ゲーム #{ $game_id } は終了しています: { $result }
error-cell-parse = { $reason ->
    [empty] どのマスですか? { $forms }で指定してください。
    [number] 「{ $input }」はマスではありません。マスの番号は 1〜9 です。
   *[unknown] 「{ $input }」というマスはわかりません。{ $forms }で指定してください。
}
error-unknown-agent = 「{ $name }」という名前のエージェントはいません。利用できるエージェント: { $agents }。
error-weights = エージェント { $agent } の重みを読み込めませんでした。修復されるまで対戦できません。
error-not-admin = エージェントの再学習や巻き戻しができるのはボットの管理者だけです。すべてのサーバーのエージェントが変わるためです (ボット管理者: TTT_BOT_ADMINS、またはアプリケーションのオーナー)。
error-busy = 再学習または巻き戻しがすでに実行中です。終わってからもう一度お試しください。
error-retrain = 再学習に失敗しました。何も変更されていません ({ $detail })。
error-database-unavailable = 現在ゲームのデータベースを利用できません。何も変更されていません。少ししてからもう一度お試しください。
error-database-unconfirmed = 保存中にゲームのデータベースが応答しなくなりました。保存されたかどうかはわかりません。もう一度試す前に確認してください (/ttt board で対局を表示できます)。
error-usage = { $reason ->
    [read] コマンドを読み取れませんでした ({ $detail })。/ttt help と入力してください。
    [missing-command] /ttt の後にコマンドがありません。/ttt help と入力してください。
    [unknown-command] 不明なコマンド「{ $command }」です。コマンドは /ttt で始まります。/ttt help と入力してください。
    [no-cell] どのマスですか? 使い方: /ttt move <マス>、例: /ttt move 5
    [bad-first] 「first」は { $choices } のいずれかです。「{ $value }」は指定できません。
   *[unexpected] 予期しない「{ $input }」です。使い方: { $usage }
}

cmd-ttt =
    .description = ボットや他のメンバーと三目並べ
cmd-ttt-play = 対戦
    .description = サーバーのエージェントと対戦、またはメンバーに挑戦
cmd-ttt-play-opponent = 相手
    .description = 挑戦するメンバー (省略すると私と対戦)
cmd-ttt-play-agent = エージェント
    .description = 対戦するエージェント (既定: このサーバーのエージェント)
cmd-ttt-play-first = 先手
    .description = X を持って先に打つ人
cmd-ttt-move = 着手
    .description = 自分のゲームでマスに打つ
cmd-ttt-move-cell = マス
    .description = 左上から 1〜9 (1 2 3 / 4 5 6 / 7 8 9)、または b2、中央…
cmd-ttt-board = 盤面
    .description = 進行中のゲームを表示
cmd-ttt-resign = 投了
    .description = 進行中のゲームを投了
cmd-ttt-stats = 成績
    .description = メンバーのレーティング、勝ち、引き分け、負け、連続記録
cmd-ttt-stats-member = メンバー
    .description = 誰の成績か (既定: 自分)
cmd-ttt-leaderboard = ランキング
    .description = Elo レーティング順の上位プレイヤー
cmd-ttt-leaderboard-scope = 範囲
    .description = このサーバーか全体か
cmd-ttt-agents = エージェント一覧
    .description = 対戦できるエージェントと測定された強さ
cmd-ttt-review = 振り返り
    .description = 直近のゲームの結果を変えた手
cmd-ttt-review-game = ゲーム
    .description = ゲーム番号 (既定: ここで最後に終えたゲーム)
cmd-ttt-admin =
    .description = このサーバーの三目並べ設定
cmd-ttt-admin-settings = 設定
    .description = このサーバーの設定を表示
cmd-ttt-admin-agent = エージェント
    .description = メンバーがここで既定で対戦するエージェントを選ぶ
cmd-ttt-admin-agent-name = 名前
    .description = エージェント名 (/ttt agents を参照)
cmd-ttt-admin-allow-channel = チャンネル許可
    .description = チャンネルでのゲームを許可 (1 つでも許可すると許可したものだけ)
cmd-ttt-admin-allow-channel-channel = チャンネル
    .description = チャンネル
cmd-ttt-admin-disallow-channel = チャンネル解除
    .description = 許可されたチャンネルから外す
cmd-ttt-admin-disallow-channel-channel = チャンネル
    .description = チャンネル
cmd-ttt-admin-all-channels = 全チャンネル
    .description = すべてのチャンネルでゲームを許可
cmd-ttt-admin-multiple-games = 複数ゲーム
    .description = メンバーが複数のゲームを同時に進められるか
cmd-ttt-admin-multiple-games-enabled = 有効
    .description = はい か いいえ
cmd-ttt-admin-move-timeout = 持ち時間
    .description = 1 手にかけられる時間
cmd-ttt-admin-move-timeout-seconds = 秒
    .description = 秒単位
cmd-ttt-admin-cooldown = 挑戦間隔
    .description = メンバーが次の挑戦まで待つ時間
cmd-ttt-admin-cooldown-seconds = 秒
    .description = 秒単位
cmd-ttt-admin-language = 言語
    .description = このサーバーの公開メッセージ (盤面、招待、結果) の言語
cmd-ttt-admin-language-language = 言語
    .description = 言語 (省略すると Discord のサーバー言語)
cmd-ttt-owner =
    .description = ボットのエージェントの再学習（ボットのオーナー）
cmd-ttt-owner-retrain = 再学習
    .description = メンバーの対局で DQN を今すぐ再学習 (ボット管理者)
cmd-ttt-owner-rollback = 巻き戻し
    .description = DQN の以前のバージョンに戻す (ボット管理者)

choice-me = 自分
choice-bot = ボット (または相手)
choice-random = ランダム
choice-server = このサーバー
choice-global = 全体

console-welcome = tttbot コンソール - /ttt help でコマンド一覧、quit で終了。
console-help =
    コマンド (マス: { $forms }):
      /ttt play [agent] [first:me|bot|random]   ゲームを始める (既定のエージェント: { $default })
      /ttt move <マス>                           マスに打つ (5 のようにマスだけでも可)
      /ttt board                                 ゲームを表示
      /ttt resign                                進行中のゲームを投了
      /ttt stats [global]                        成績、レーティング、連続記録
      /ttt leaderboard [global] [N]              レーティング上位のプレイヤー ({ $ranked } 局以上)
      /ttt review [ゲーム]                       直近のゲームの結果を変えた手
      /ttt agents                                対戦できるエージェント
      /ttt admin learning                        このサーバーの人たちからボットが学んだこと
      /ttt help                                  このヘルプ
      quit                                       終了
console-error = そのコマンドで問題が発生しました。記録済みです。/ttt help と入力してください。
console-timed-out = ゲーム #{ $game_id } は時間切れになりました: { $result }
console-opening = ゲーム #{ $game_id }: { $x } (X) 対 { $o } (O)。
console-agent-opens = { $name } がマス { $cell } から打ち始めました。
console-you-played = { $cell } に打ちました。
console-agent-answered = { $cell } に打ちました。{ $name } は { $reply } に打ちました。
console-you = あなた
console-scope-here = ここ
console-scope-everywhere = 全体
console-no-stats = { $name } さんの終了したゲームはまだありません ({ $where })。/ttt play で始めましょう。
console-stats-head = { $name } さんの成績 ({ $where }): レーティング { $rating } ({ $games } 局、{ $ranked })
console-ranked = ランキング入り
console-to-rank = ランキング入りまであと { $count } 局
console-stats-overall = 通算
console-stats-vs-people = 対人
console-stats-vs-agent = 対 { $agent }
console-streak = 連続 { $streak } (最高 { $best })
console-no-leaderboard = まだ誰もランキングに載っていません ({ $where })。{ $min } 局終えると載ります。
console-leaderboard-head = ランキング ({ $where }):
console-games = { $count } 局
console-review-clean = 形勢を変えた手はありません。どの手も最善の結果を保ちました。
console-agents-head = エージェント (Elo レーティング。学習型エージェント: バージョン、測定された最善手率):
console-optimal = 最善手 { $pct }

## What the bot learned from this server's people (/ttt-admin learning)
learning-none = このサーバーの人たちから学んだ再学習済みの { $agent } はまだありません。
learning-head = { $agent } { $version }（{ $base } から再学習）はこのサーバーの人たちから学びました。使った対局: { $games }、確認用に取り置いた対局: { $held }。
learning-winrate = このサーバーの人たちに対する期待勝率: { $before } → { $after }
learning-held-out = 取り置いた対局での改善: { $gain }（{ $confidence } 区間 { $lower } ～ { $upper }）
learning-habit = このサーバーの人たちは { $pct } の割合で{ $habit }（機会 { $chances } 回）。
learning-habit-win-line = 行か列の勝ち手を打つ
learning-habit-win-diag = 斜めの勝ち手を打つ
learning-habit-block-line = 行か列の脅威を防ぐ
learning-habit-block-diag = 斜めの脅威を防ぐ
learning-no-habits = 癖を説明するにはまだ対局が足りません。
agents-vs-people = このサーバーの人たちに対する期待勝率 { $pct }
learning-line = { $own ->
    [yes] このサーバーには専用の打ち筋があります。
   *[no] このサーバーでは全員から学んだ打ち筋で打ちます。
}
cmd-ttt-admin-learning = 学習
    .description = このサーバーの人たちからボットが学んだこと

## Stale boards, invalid buttons, the console's results

board-refreshed = その盤面は古かったため、何も打たれていません。現在の局面（{ $ply }手目）を表示しました。ここで手を打ってください。
board-refreshed-over = その盤面は古かったため、何も打たれていません。対局の結果を表示しました。
button-invalid = このボタンはもう無効です。/ttt board でここでの進行中の対局を表示できます。
console-turn = { $mark } の番（{ $name }）
console-you-won = { $how ->
    [resigned] { $loser } が投了しました。あなたの勝ちです（{ $mark }）。
    [timed-out] { $loser } が時間切れです。あなたの勝ちです（{ $mark }）。
   *[played] あなたの勝ちです（{ $mark }）。
}
console-you-lost = { $how ->
    [resigned] あなたは投了しました。{ $name }（{ $mark }）の勝ちです。
    [timed-out] あなたは時間切れです。{ $name }（{ $mark }）の勝ちです。
   *[played] { $name }（{ $mark }）の勝ちです。
}

## Levels by name (/ttt play difficulty) and the fair level's target

# /ttt play with both an opponent and a difficulty (a duel has no bot to set).
duel-difficulty-with-opponent = 難易度はボットとの対局用です。メンバーに挑戦するときは指定しないでください。
# $reason: with-agent (a difficulty and an agent given together), unknown ($value: what was
# given; $choices: the difficulties).
error-difficulty = { $reason ->
    [with-agent] 難易度かエージェントのどちらか一方を選んでください。難易度は自分でエージェントを選びます。
   *[unknown] 難易度は { $choices } のいずれかです。「{ $value }」ではありません。
}
# The settings embed: the fair level's target ($pct: whole percent).
admin-fair-target = フェアレベル：メンバーの勝率目標
admin-fair-target-value = 対局の { $pct }%
# The console's help, a line after the commands ($levels: easy|medium|…; $target: percent).
console-help-levels = レベル: /ttt play difficulty:{ $levels }（エージェントの代わり）。fair はあなたが対局の約 { $target }% に勝つよう調整します。
cmd-ttt-play-difficulty = 難易度
    .description = ボットの強さ（エージェントの代わり）。フェアはあなたに合わせます
cmd-ttt-admin-fair-target = フェア目標
    .description = フェアレベルでメンバーが勝つべき対局の割合
cmd-ttt-admin-fair-target-percent = パーセント
    .description = パーセント単位（省略すると既定の 40）
choice-easy = かんたん
choice-medium = ふつう
choice-hard = むずかしい
choice-unbeatable = 無敵
choice-fair = フェア（あなたに合わせる）
## The review's picture (its caption in the embed footer, its alt text)
review-picture-before = 画像: { $ply } 手目の直前の局面、{ $mark } の手番。
review-picture-final = 画像: 最終局面。
review-picture-legend = 緑: そこに置けば { $mark } の勝ち、灰: 引き分け、赤: 負け。金の枠: 最善手。
review-picture-played = ピンクの枠: 実際に指された手。
review-picture-alt = ゲーム #{ $game_id } の盤面。空いているマスは、そこに置いたとき { $mark } が勝つか引き分けか負けるかで緑・灰・赤に塗られています。
review-picture-alt-final = ゲーム #{ $game_id } の最終盤面。
console-review-picture-saved = 画像を { $path } に保存しました
console-review-picture-failed = 画像を { $path } に保存できませんでした: { $reason }
## Standings: farm-proof ratings, seasons, provisional players, measured agents

# /ttt stats when every game of the member was on this server (one line, not two alike).
stats-server-everywhere = このサーバー (すべての対局)
# Leaderboards: a channel's board; which season a board counts; a player under the ranking
# threshold ($games of $min games), shown unranked.
lb-title-channel = ランキング · #{ $channel } · { $server }
lb-season-current = シーズン { $season } (現在)
lb-season-past = シーズン { $season } / { $current }
lb-all-time = 全シーズン
lb-provisional = 暫定
lb-row-provisional = **–** { $name } · **{ $rating }** · { $record } · 暫定 ({ $games }/{ $min })
lb-this-channel = このチャンネル
# /ttt agents: an agent's rating measured against people, and people's results against it.
agents-measured = 人との対局で測ったレーティング: { $rating } · 人との対局数: { $games }
agents-people-here = ここの人: { $record }
agents-people-everywhere = 全体の人: { $record }
# Under a finished board: each person's new season rating and its change ($change: +12, -8).
board-rating = { $name }: レーティング { $rating } ({ $change })
board-unrated = { $name }: レーティング対象外の対局、変動なし
# /ttt-admin season new (public).
season-started = シーズン { $season } が始まりました: ランキングは最初からです。シーズン { $previous } は /ttt leaderboard season:{ $previous } で見られます。
error-season = { $reason ->
    [global] 全体ランキングにはシーズンがありません: シーズンはサーバーごとです。
    [channel-all-time] チャンネルのランキングはシーズンごとです: シーズン番号か、サーバーの全シーズンのランキングを選んでください。
    [race] 別の管理者が同時に新しいシーズンを始めました。それ以外は何も変わっていません。
   *[not-started] ここにシーズン { $season } はありません: このサーバーはシーズン { $current } です。
}
cmd-ttt-leaderboard-season = シーズン
    .description = シーズン番号、または全シーズンなら all (既定: 現在のシーズン)
choice-channel = チャンネル
cmd-ttt-admin-season = シーズン
    .description = このサーバーのランキングのシーズン
cmd-ttt-admin-season-new = 新規
    .description = 今シーズンの順位を保存して新しいシーズンを始める
## Rematches: the rematch button, /ttt history, their refusals, the console's forms
rematch-button = 再戦
rematch-invite-note = ゲーム #{ $game_id } の再戦（先後入れ替え）です。
error-rematch = その再戦はできません。
error-rematch-not-player = ゲーム #{ $game_id } の再戦を申し込めるのは { $x } さんと { $o } さんだけです。
error-rematch-not-over = ゲーム #{ $game_id } はまだ進行中です。再戦を申し込む前に終わらせてください。
error-rematch-taken = ゲーム #{ $game_id } の再戦はすでに行われています：ゲーム #{ $rematch_id }。
error-nothing-to-rematch = ここにはまだ再戦できる終了済みのゲームがありません。
error-history-size = 履歴に表示できるのは { $low }～{ $high } ゲームです（{ $value } ではありません）。
history-title = { $name } さんの最近のゲーム
history-empty = このサーバーには、あなたが振り返れる { $name } さんの終了済みゲームがありません。
history-line = #{ $game_id } · { $date } · 対 { $opponent } · { $result }
history-result = { $result ->
    [win] 勝ち
    [loss] 負け
    [unrated] 放棄（レーティング対象外）
   *[draw] 引き分け
}
history-option = ゲーム #{ $game_id } 対 { $opponent }
history-pick = 振り返るゲームを選んでください
history-footer = 新しい順です。下から選んで振り返るか、/ttt review <番号> を使ってください。
cmd-ttt-history = 履歴
    .description = ここでのあなたの最近のゲーム、またはメンバーのゲーム
cmd-ttt-history-member = メンバー
    .description = 誰のゲームか（既定：あなた）
console-history-head = ここでのあなたの最近のゲーム（新しい順。/ttt review <番号> で振り返れます）：
console-history-empty = ここにはまだ終了したゲームがありません。
console-history-line = #{ $game_id }  { $date }  対 { $opponent }：{ $result }
console-help-rematch = ここでの直近のゲームを先後入れ替えてもう一度
console-help-history = ここでのあなたの最近のゲーム（番号で振り返り）
console-help-admin = このサーバーの設定（変更: /ttt admin <setting> <value>）
## The front: post limits, one live board, roles, looks, help, welcome, unrated games

board-abandoned-unrated = 最初の手の前に放棄されました: レーティング対象外で、誰の成績にも数えません。
board-replaced = この盤面は新しいものに置き換えられたため、何も打たれていません。最新の盤面で打ってください(または /ttt board)。
error-game-channels-elsewhere = このサーバーではこのチャンネルでは遊べません。ゲームは { $channels } で遊べます。
error-role-not-allowed = このサーバーのゲームは次のいずれかのロールを持つメンバー向けです: { $roles }。
error-public-post-limit-reached = 直近1分間に { $limit } 枚の公開盤面を投稿させました。{ $wait } 秒後にもう一度お試しください。
error-invalid-looks = { $reason ->
    [emoji] { $name } は絵文字1つにしてください(❌ や <:cross:123456789012345678> のようなサーバー絵文字など)。「{ $value }」は使えません。
   *[colour] 色は #5865F2 のような16進数で指定してください。「{ $value }」は使えません。
}
admin-roles = 遊べるロール
admin-roles-all = 全メンバー
admin-public-posts = メンバーごとの公開盤面
admin-public-posts-value = 1分あたり { $count }
admin-no-limit = 制限なし
admin-looks = 見た目
admin-looks-value = X: { $x } · O: { $o } · 色: { $colour }
admin-looks-default = ボットの既定
retrain-owners-only = エージェントの再学習や巻き戻しができるのはボットのオーナーだけです: 全サーバーのエージェントが変わるためです。
help-discord =
    ここでの三目並べの遊び方
    マス: { $forms }。盤面では空いているマスに番号が表示されます。クリックするか、その番号で /ttt move を入力してください。
    `/ttt play` 私と対戦(既定のエージェント: { $default })、または相手オプションでメンバーに挑戦
    `/ttt move` マスに打つ
    `/ttt board` ゲームをもう一度表示
    `/ttt resign` ゲームを投了
    `/ttt stats` メンバーの戦績・レーティング・連勝
    `/ttt leaderboard` レーティング上位のプレイヤー({ $ranked } 局以上)
    `/ttt review` ゲームの結果を変えた手
    `/ttt agents` 対戦できるエージェント
    `/ttt help` このテキスト
    管理者向け: `/ttt-admin settings` でこのサーバーの設定を確認できます。
help-welcome = こんにちは!三目並べを、私と、または皆さん同士で遊べます。`/ttt play` でゲームを始めましょう。`/ttt help` で全コマンドを、管理者は `/ttt-admin` で設定を確認できます。
cmd-ttt-help =
    .description = 遊び方と全コマンド
cmd-ttt-admin-allow-role =
    .description = ロールを持つメンバーが遊べるようにする(選ぶとそのロールのみ)
cmd-ttt-admin-allow-role-role =
    .description = ロール
cmd-ttt-admin-disallow-role =
    .description = 遊べるロールからロールを外す
cmd-ttt-admin-disallow-role-role =
    .description = ロール
cmd-ttt-admin-all-roles =
    .description = 全メンバーが遊べるようにする
cmd-ttt-admin-public-posts =
    .description = メンバー1人が1分間に投稿させられる盤面の数
cmd-ttt-admin-public-posts-per_minute =
    .description = メンバーごとの1分あたりの盤面数(0: 制限なし)
cmd-ttt-admin-looks =
    .description = このサーバーの盤面の記号の絵文字と色
cmd-ttt-admin-looks-x =
    .description = X の絵文字(サーバー絵文字も可)。既定: 文字
cmd-ttt-admin-looks-o =
    .description = O の絵文字(サーバー絵文字も可)。既定: 文字
cmd-ttt-admin-looks-colour =
    .description = 対局中の盤面の色を16進数で(#5865F2)。既定: ボットの色
looks-emoji-elsewhere = { $emoji } はこのサーバーの絵文字ではありません。このサーバーの絵文字か Unicode の絵文字を使ってください。
