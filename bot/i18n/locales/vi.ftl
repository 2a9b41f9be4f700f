# Tiếng Việt. Same messages and variables as en.ftl (the reference); see its comments.
# Vietnamese has one plural form: counts need no select.

board-title = Ván #{ $game_id }
board-vs = { $x } (X) đấu với { $o } (O)
board-turn = Lượt của { $mark }: { $name }
board-won = { $name } ({ $mark }) thắng.
board-drawn = Hòa.
board-resigned = { $loser } đã đầu hàng; { $name } ({ $mark }) thắng.
board-abandoned = { $loser } đã hết thời gian; { $name } ({ $mark }) thắng.
board-agent = Tác nhân
board-agent-side = { $name } (tác nhân)
board-footer = Nước { $ply } · ván #{ $game_id }
board-footer-over = { $moves } nước đi · ván #{ $game_id }
board-moved-on = Bàn cờ này được tiếp tục trong một tin nhắn mới hơn.
board-none = Bạn không có ván nào đang chơi ở đây. Hãy bắt đầu một ván bằng /ttt play.

duel-title = Lời thách đấu cờ ca-rô 3x3
duel-invite = { $opponent }, { $challenger } thách bạn một ván. Hãy trả lời { $expires }.
duel-first-me = { $challenger } cầm X và đi trước.
duel-first-them = { $opponent } cầm X và đi trước.
duel-first-random = Người cầm X sẽ được bốc thăm ngẫu nhiên.
duel-accept = Chấp nhận
duel-decline = Từ chối
duel-declined = { $opponent } đã từ chối lời thách đấu của { $challenger }.
duel-expired = Lời thách đấu của { $challenger } gửi { $opponent } đã hết hạn.
duel-expired-invite = Lời thách đấu của { $challenger } gửi { $opponent } đã hết hạn mà không có trả lời. Hãy gửi lời mới bằng /ttt play.
duel-agent-with-opponent = Tùy chọn agent dành cho ván đấu với bot: hãy bỏ nó khi bạn thách đấu một thành viên.
duel-bot-opponent = Bot không thể nhận lời thách đấu. Dùng /ttt play không kèm đối thủ để chơi với tôi.

stats-title = Cờ ca-rô của { $name }
stats-server = Máy chủ này
stats-global = Mọi nơi
stats-rating = Điểm
stats-games = Số ván
stats-record = { $wins } T · { $draws } H · { $losses } B
stats-summary = Điểm **{ $rating }** · { $games } ván · { $record }
stats-vs-people = Với người
stats-vs-agents = Với tác nhân
stats-streak = Chuỗi
stats-best-streak = Chuỗi tốt nhất
stats-streak-wins = { $count } trận thắng liên tiếp
stats-streak-losses = { $count } trận thua liên tiếp
stats-streak-none = không có
stats-no-games = { $name } chưa hoàn thành ván nào.
lb-title-server = Bảng xếp hạng · { $server }
lb-title-global = Bảng xếp hạng toàn cầu
lb-row = **{ $rank }.** { $name } · **{ $rating }** · { $record } · chuỗi { $streak }
lb-empty = Chưa có ai được xếp hạng: cần hoàn thành { $min } ván để xuất hiện ở đây.
lb-footer = Người chơi đã hoàn thành ít nhất { $min } ván, theo điểm Elo.
agents-title = Tác nhân
agents-server-agent = Máy chủ này mặc định chơi với **{ $name }**.
agents-default-mark = { " " }(mặc định của máy chủ này)
agents-version = phiên bản { $version }
agents-rating = điểm Elo { $rating }
agents-metric = { $name }: { $value }
agents-accuracy = nước đi tối ưu: { $pct }
agents-vs = với { $opponent }: cầm X { $x }; cầm O { $o }
agents-wdl = { $w } T · { $d } H · { $l } B

review-title = Phân tích ván #{ $game_id }
review-clean = Không nước nào làm thay đổi giá trị ván đấu: cả hai bên đều chơi không sai sót.
review-line = nước { $ply }, { $mark } vào ô { $cell }, biến { $before } thành { $after }; { $best } sẽ giữ được { $kept }
review-line-no-best = nước { $ply }, { $mark } vào ô { $cell }, biến { $before } thành { $after }
review-value = { $value ->
    [win] thế thắng
    [draw] thế hòa
   *[loss] thế thua
}
review-kept = { $value ->
    [win] thế thắng
    [draw] thế hòa
   *[loss] thế thua
}
review-or = { $head } hoặc { $last }
review-left-early = { $how ->
    [resigned] { $value ->
        [win] { $mark } đã đầu hàng ở thế thắng.
       *[draw] { $mark } đã đầu hàng khi thế cờ vẫn còn hòa.
    }
   *[timed-out] { $value ->
        [win] { $mark } đã hết thời gian ở thế thắng.
       *[draw] { $mark } đã hết thời gian khi thế cờ vẫn còn hòa.
    }
}

admin-title = Cài đặt máy chủ
admin-agent = Tác nhân
admin-channels = Kênh được phép
admin-channels-all = mọi kênh
admin-multiple-games = Nhiều ván cùng lúc
admin-move-timeout = Thời gian mỗi nước
admin-cooldown = Thời gian chờ giữa các lời thách đấu
admin-language = Ngôn ngữ máy chủ
admin-language-default = { $language } (ngôn ngữ máy chủ trên Discord)
admin-language-updated = Tin nhắn công khai ở đây giờ dùng { $language }.
admin-yes = có
admin-no = không
admin-updated-by = Thay đổi lần cuối bởi
admin-updated = Đã cập nhật cài đặt.

retrain-not-admin = Chỉ quản trị viên của bot mới có thể huấn luyện lại hoặc khôi phục tác nhân: việc này thay đổi tác nhân của mọi máy chủ (quản trị viên bot: TTT_BOT_ADMINS, hoặc chủ sở hữu ứng dụng).
retrain-promoted = Đã huấn luyện lại: **{ $version }** chơi từ ván tiếp theo.
retrain-unchanged = Không có gì để cải thiện: **{ $version }** tiếp tục hoạt động.
retrain-rejected = Đã huấn luyện lại nhưng không được đưa vào dùng: **{ $version }** tiếp tục hoạt động.
retrain-skipped = Không có gì mới để học: **{ $version }** tiếp tục hoạt động.
retrain-busy = Đang có một lần huấn luyện lại hoặc khôi phục chạy; hãy thử lại khi nó xong.
retrain-failed = Huấn luyện lại thất bại; không có gì thay đổi.
retrain-rolled-back = Đã khôi phục: **{ $version }** chơi từ ván tiếp theo.
retrain-failed-checks = Kém hơn phiên bản đang dùng ở:

cell-1 = trên trái
cell-2 = trên giữa
cell-3 = trên phải
cell-4 = giữa trái
cell-5 = chính giữa
cell-6 = giữa phải
cell-7 = dưới trái
cell-8 = dưới giữa
cell-9 = dưới phải
cell-choice = { $cell } · { $name }
cell-aliases-1 = góc trên trái, trái trên, góc trên bên trái
cell-aliases-2 = trên, ở trên, giữa trên
cell-aliases-3 = góc trên phải, phải trên, góc trên bên phải
cell-aliases-4 = trái, bên trái, trái giữa
cell-aliases-5 = giữa, trung tâm, ở giữa
cell-aliases-6 = phải, bên phải, phải giữa
cell-aliases-7 = góc dưới trái, trái dưới, góc dưới bên trái
cell-aliases-8 = dưới, ở dưới, giữa dưới
cell-aliases-9 = góc dưới phải, phải dưới, góc dưới bên phải
cell-forms = một số từ 1 đến 9 (1 2 3 / 4 5 6 / 7 8 9 tính từ góc trên trái), một tọa độ như b2, hoặc từ như “chính giữa” hay “trên trái”

error-generic = Xin lỗi, đã có lỗi ở phía tôi. Lỗi đã được ghi lại; vui lòng thử lại.
error-manage-guild = Bạn cần quyền Quản lý máy chủ để thay đổi cài đặt của bot.
error-guild-only = Lệnh này chỉ hoạt động trong máy chủ.
error-bot-missing = Tôi đang thiếu quyền ở đây: { $perms }.
error-bad-argument = Tôi không dùng được giá trị đó: { $detail }

error-no-active-game = Bạn không có ván nào đang chơi ở đây. Hãy bắt đầu một ván bằng /ttt play.
error-already-playing = { $who ->
    [you] Bạn đã có ván #{ $game_id } đang chơi ở đây: hãy kết thúc nó trước bằng /ttt move hoặc /ttt resign.
   *[other] { $name } đang chơi ván #{ $game_id } ở đây.
}
error-not-your-turn = Chưa đến lượt bạn: đang là lượt của { $mark } ({ $name }).
error-not-your-game = Ván #{ $game_id } là { $x } (X) đấu với { $o } (O); bạn không tham gia ván này.
error-stale-board = { $reason ->
    [moved-on] Bàn cờ đó đã cũ: ván #{ $game_id } đã đến nước { $ply }. Đây là bàn cờ hiện tại.
    [conflict] Ván #{ $game_id } đã thay đổi khi bạn đang đi (một nước khác đến trước); chưa có gì được đi. Hãy xem lại bàn cờ.
   *[resign] Ván đấu liên tục thay đổi trong lúc bạn đầu hàng; hãy thử lại.
}
error-game-not-found = { $reason ->
    [none-to-review] Bạn chưa có ván nào đã kết thúc ở đây để phân tích.
   *[unknown] Không có ván #{ $game_id }.
}
error-review-in-progress = Ván #{ $game_id } vẫn đang diễn ra; phân tích lúc này sẽ để lộ các nước tốt nhất. Hãy hỏi lại khi ván kết thúc.
error-leaderboard-size = Bảng xếp hạng hiển thị từ { $low } đến { $high } người chơi, không phải { $value }.
error-channel-not-allowed = Ở đây không chơi trong kênh này; hãy thử một kênh chơi game của máy chủ, hoặc nhờ quản trị viên cho phép kênh này.
error-cooldown = Bạn vừa thách đấu ai đó; bạn có thể thách đấu lại sau { $wait }.
error-challenge = Không thể thực hiện lời thách đấu đó.
error-challenge-option = Tùy chọn thách đấu đó không hợp lệ: { $value }.
error-invalid-first-mover = “{ $value }” không phải là lựa chọn cho người đi trước: tôi, đối thủ, hoặc ngẫu nhiên.
error-invalid-challenge-expiry = Một lời thách đấu phải hết hạn sau { $low } đến { $high }, không phải “{ $value }”.
error-self-challenge = Bạn không thể tự thách đấu chính mình. Dùng /ttt play không kèm đối thủ để chơi với tôi.
error-bot-challenge = { $name } là bot và không thể đấu tay đôi. Dùng /ttt play không kèm đối thủ để chơi với tôi.
error-duplicate-challenge = Bạn và { $opponent } đã có một lời thách đấu đang chờ trả lời (#{ $challenge_id }); hãy trả lời nó hoặc để nó hết hạn trước.
error-unknown-challenge = Tôi không tìm thấy lời thách đấu #{ $challenge_id }.
error-not-challenged = Lời thách đấu #{ $challenge_id } dành cho { $opponent }: chỉ người đó mới có thể chấp nhận hoặc từ chối.
error-challenge-expired = Lời thách đấu này (#{ $challenge_id }) đã hết hạn. Hãy gửi lời mới bằng /ttt play kèm đối thủ.
error-challenge-answered = Lời thách đấu này (#{ $challenge_id }) đã được trả lời.
error-challenge-already-accepted = Lời thách đấu này (#{ $challenge_id }) đã được chấp nhận: ván đấu đang diễn ra.
error-challenge-already-declined = Lời thách đấu này (#{ $challenge_id }) đã bị từ chối.
error-agent-unavailable = Tác nhân { $agent } hiện không thể chơi. Hãy chọn tác nhân khác (/ttt agents liệt kê chúng).
error-invalid-setting = { $reason ->
    [empty] Không có gì để thay đổi: hãy nêu một cài đặt và giá trị mới của nó.
    [unknown] Cài đặt không xác định “{ $name }”; các cài đặt là: { $known }.
    [range] { $name } phải nằm trong khoảng { $low } đến { $high }, không phải “{ $value }”.
   *[value] { $name } không thể là “{ $value }”.
}
error-invalid-board = Thế cờ đó không thể xuất hiện trong một ván đấu.
error-illegal-move = Nước đi đó không được phép.
error-cell-out-of-range = Các ô được đánh số từ 1 đến 9, không phải { $value }.
error-cell-occupied = Ô { $cell } đã bị { $mark } chiếm.
error-game-over = Ván #{ $game_id } đã kết thúc: { $result }
error-cell-parse = { $reason ->
    [empty] Ô nào? Hãy dùng { $forms }.
    [number] “{ $input }” không phải là ô: các ô được đánh số từ 1 đến 9.
   *[unknown] Tôi không nhận ra ô “{ $input }”. Hãy dùng { $forms }.
}
error-unknown-agent = Không có tác nhân nào tên “{ $name }”. Các tác nhân có sẵn: { $agents }.
error-weights = Không thể tải trọng số của tác nhân { $agent }; nó không thể chơi cho đến khi được sửa.
error-not-admin = Chỉ quản trị viên của bot mới có thể huấn luyện lại hoặc khôi phục tác nhân: việc này thay đổi tác nhân của mọi máy chủ (quản trị viên bot: TTT_BOT_ADMINS, hoặc chủ sở hữu ứng dụng).
error-busy = Đang có một lần huấn luyện lại hoặc khôi phục chạy; hãy thử lại khi nó xong.
error-retrain = Huấn luyện lại thất bại; không có gì thay đổi ({ $detail }).
error-database-unavailable = Cơ sở dữ liệu ván đấu hiện không khả dụng; không có gì thay đổi. Hãy thử lại sau giây lát.
error-database-unconfirmed = Cơ sở dữ liệu ván đấu ngừng phản hồi khi đang lưu: có thể đã được lưu, cũng có thể chưa. Hãy kiểm tra trước khi thử lại (/ttt board hiển thị ván của bạn).
error-usage = { $reason ->
    [read] Tôi không đọc được lệnh đó ({ $detail }). Gõ /ttt help.
    [missing-command] Thiếu lệnh sau /ttt. Gõ /ttt help.
    [unknown-command] Lệnh không xác định “{ $command }”. Các lệnh bắt đầu bằng /ttt; gõ /ttt help.
    [no-cell] Ô nào? Cách dùng: /ttt move <ô>, ví dụ /ttt move 5
    [bad-first] “first” phải là một trong { $choices }, không phải “{ $value }”.
   *[unexpected] Không mong đợi “{ $input }”. Cách dùng: { $usage }
}

cmd-ttt =
    .description = Cờ ca-rô 3x3 với bot hoặc các thành viên khác
cmd-ttt-play = choi
    .description = Chơi với tác nhân của máy chủ, hoặc thách đấu một thành viên
cmd-ttt-play-opponent = doi-thu
    .description = Thành viên để thách đấu (bỏ trống để chơi với tôi)
cmd-ttt-play-agent = tac-nhan
    .description = Tác nhân để đấu (mặc định: tác nhân của máy chủ này)
cmd-ttt-play-first = di-truoc
    .description = Ai cầm X và đi trước
cmd-ttt-move = nuoc-di
    .description = Đánh một ô trong ván của bạn
cmd-ttt-move-cell = o
    .description = 1-9 tính từ góc trên trái (1 2 3 / 4 5 6 / 7 8 9), hoặc b2, chính giữa…
cmd-ttt-board = ban-co
    .description = Hiển thị ván bạn đang chơi
cmd-ttt-resign = dau-hang
    .description = Bỏ ván bạn đang chơi
cmd-ttt-stats = thong-ke
    .description = Điểm, số trận thắng, hòa, thua và chuỗi của một thành viên
cmd-ttt-stats-member = thanh-vien
    .description = Thống kê của ai (mặc định: của bạn)
cmd-ttt-leaderboard = xep-hang
    .description = Những người chơi giỏi nhất theo điểm Elo
cmd-ttt-leaderboard-scope = pham-vi
    .description = Máy chủ này hoặc mọi nơi
cmd-ttt-agents = cac-tac-nhan
    .description = Các tác nhân bạn có thể đấu và sức mạnh đo được của chúng
cmd-ttt-review = phan-tich
    .description = Những nước đi đã thay đổi kết quả ván gần nhất của bạn
cmd-ttt-review-game = van
    .description = Số ván (mặc định: ván đã kết thúc gần nhất của bạn ở đây)
cmd-ttt-admin =
    .description = Cài đặt cờ ca-rô cho máy chủ này
cmd-ttt-admin-settings = cai-dat
    .description = Hiển thị cài đặt của máy chủ này
cmd-ttt-admin-agent = tac-nhan
    .description = Chọn tác nhân mà thành viên mặc định đấu ở đây
cmd-ttt-admin-agent-name = ten
    .description = Tên tác nhân (xem /ttt agents)
cmd-ttt-admin-allow-channel = cho-phep-kenh
    .description = Cho phép chơi trong một kênh (khi đã cho phép kênh nào, chỉ những kênh đó)
cmd-ttt-admin-allow-channel-channel = kenh
    .description = Kênh
cmd-ttt-admin-disallow-channel = bo-kenh
    .description = Bỏ một kênh khỏi danh sách kênh được phép
cmd-ttt-admin-disallow-channel-channel = kenh
    .description = Kênh
cmd-ttt-admin-all-channels = moi-kenh
    .description = Cho phép chơi trong mọi kênh
cmd-ttt-admin-multiple-games = nhieu-van
    .description = Thành viên có được chơi nhiều ván cùng lúc không
cmd-ttt-admin-multiple-games-enabled = bat
    .description = Có hoặc không
cmd-ttt-admin-move-timeout = thoi-gian-nuoc
    .description = Người chơi được dùng bao lâu cho một nước đi
cmd-ttt-admin-move-timeout-seconds = giay
    .description = Tính bằng giây
cmd-ttt-admin-cooldown = thoi-gian-cho
    .description = Thành viên phải chờ bao lâu giữa hai lời thách đấu
cmd-ttt-admin-cooldown-seconds = giay
    .description = Tính bằng giây
cmd-ttt-admin-language = ngon-ngu
    .description = Ngôn ngữ của tin nhắn công khai trên máy chủ (bàn cờ, lời mời, kết quả)
cmd-ttt-admin-language-language = ngon-ngu
    .description = Một ngôn ngữ (bỏ trống để theo ngôn ngữ máy chủ trên Discord)
cmd-ttt-owner =
    .description = Huấn luyện lại tác tử của bot (chủ sở hữu bot)
cmd-ttt-owner-retrain = huan-luyen-lai
    .description = Huấn luyện lại DQN ngay trên các ván của thành viên (quản trị viên bot)
cmd-ttt-owner-rollback = khoi-phuc
    .description = Dùng lại phiên bản DQN trước đó (quản trị viên bot)

choice-me = tôi
choice-bot = bot (hoặc đối thủ)
choice-random = ngẫu nhiên
choice-server = máy chủ này
choice-global = mọi nơi

console-welcome = bảng điều khiển tttbot - gõ /ttt help để xem lệnh, quit để thoát.
console-help =
    Lệnh (ô: { $forms }):
      /ttt play [agent] [first:me|bot|random]   bắt đầu một ván (tác nhân mặc định: { $default })
      /ttt move <ô>                              đánh một ô (chỉ cần gõ ô, như 5)
      /ttt board                                 hiển thị ván của bạn
      /ttt resign                                bỏ ván hiện tại
      /ttt stats [global]                        thành tích, điểm và chuỗi của bạn
      /ttt leaderboard [global] [N]              những người chơi điểm cao nhất ({ $ranked }+ ván)
      /ttt review [ván]                          những nước đi đã thay đổi kết quả ván gần nhất của bạn
      /ttt agents                                các tác nhân bạn có thể đấu
      /ttt admin learning                        những gì bot học được từ người chơi của máy chủ này
      /ttt help                                  nội dung này
      quit                                       thoát
console-error = Lệnh đó đã gặp lỗi; lỗi đã được ghi lại. Gõ /ttt help.
console-timed-out = Ván #{ $game_id } đã hết thời gian: { $result }
console-opening = Ván #{ $game_id }: { $x } (X) đấu với { $o } (O).
console-agent-opens = { $name } mở đầu ở ô { $cell }.
console-you-played = Bạn đã đánh { $cell }.
console-agent-answered = Bạn đã đánh { $cell }; { $name } đáp lại { $reply }.
console-you = bạn
console-scope-here = ở đây
console-scope-everywhere = mọi nơi
console-no-stats = { $name } chưa có ván nào kết thúc ({ $where }). Hãy bắt đầu một ván bằng /ttt play.
console-stats-head = Thống kê của { $name } ({ $where }): điểm { $rating } ({ $games } ván, { $ranked })
console-ranked = đã xếp hạng
console-to-rank = còn { $count } ván nữa để được xếp hạng
console-stats-overall = tổng cộng
console-stats-vs-people = với người
console-stats-vs-agent = với { $agent }
console-streak = chuỗi { $streak } (tốt nhất { $best })
console-no-leaderboard = Chưa có ai được xếp hạng ({ $where }): người chơi xuất hiện sau { $min } ván.
console-leaderboard-head = Bảng xếp hạng ({ $where }):
console-games = { $count } ván
console-review-clean = Không nước nào làm thay đổi giá trị ván đấu: mọi nước đều giữ được kết quả tốt nhất.
console-agents-head = Tác nhân (điểm Elo; tác nhân học máy: phiên bản, tỷ lệ nước đi tối ưu đo được):
console-optimal = { $pct } tối ưu

## What the bot learned from this server's people (/ttt-admin learning)
learning-none = Chưa có { $agent } huấn luyện lại nào học từ người chơi của máy chủ này.
learning-head = { $agent } { $version } (huấn luyện lại từ { $base }) đã học từ người chơi của máy chủ này. Số ván dùng: { $games }; giữ lại để kiểm tra: { $held }.
learning-winrate = Tỉ lệ thắng dự kiến trước người chơi của bạn: { $before } → { $after }
learning-held-out = Trên các ván giữ lại: mức tăng { $gain } (khoảng { $confidence } từ { $lower } đến { $upper })
learning-habit = Người chơi của bạn: { $habit } { $pct } số lần ({ $chances } cơ hội).
learning-habit-win-line = đi nước thắng trên hàng hoặc cột
learning-habit-win-diag = đi nước thắng trên đường chéo
learning-habit-block-line = chặn một đe dọa trên hàng hoặc cột
learning-habit-block-diag = chặn một đe dọa trên đường chéo
learning-no-habits = Chưa đủ ván để mô tả thói quen của họ.
agents-vs-people = dự kiến thắng { $pct } trước người chơi của máy chủ này
learning-line = { $own ->
    [yes] Máy chủ này có lối chơi riêng.
   *[no] Máy chủ này được chơi theo lối học từ mọi người chơi.
}
cmd-ttt-admin-learning = hoc-hoi
    .description = Những gì bot học được từ người chơi của máy chủ này

## Stale boards, invalid buttons, the console's results

board-refreshed = Bàn cờ đó đã cũ nên không có nước nào được đi: giờ nó hiển thị thế cờ hiện tại (nước { $ply }). Hãy đi nước của bạn trên đó.
board-refreshed-over = Bàn cờ đó đã cũ nên không có nước nào được đi: giờ nó hiển thị ván cờ đã kết thúc ra sao.
button-invalid = Nút này không còn hiệu lực. /ttt board hiển thị ván đang chơi của bạn tại đây.
console-turn = Lượt của { $mark } ({ $name })
console-you-won = { $how ->
    [resigned] { $loser } đã đầu hàng; bạn thắng ({ $mark }).
    [timed-out] { $loser } đã hết giờ; bạn thắng ({ $mark }).
   *[played] Bạn thắng ({ $mark }).
}
console-you-lost = { $how ->
    [resigned] Bạn đã đầu hàng; { $name } ({ $mark }) thắng.
    [timed-out] Bạn đã hết giờ; { $name } ({ $mark }) thắng.
   *[played] { $name } ({ $mark }) thắng.
}

## Levels by name (/ttt play difficulty) and the fair level's target

# /ttt play with both an opponent and a difficulty (a duel has no bot to set).
duel-difficulty-with-opponent = Tùy chọn độ khó dành cho ván đấu với bot: hãy bỏ trống khi thách đấu một thành viên.
# $reason: with-agent (a difficulty and an agent given together), unknown ($value: what was
# given; $choices: the difficulties).
error-difficulty = { $reason ->
    [with-agent] Hãy chọn độ khó hoặc tác tử, không chọn cả hai: độ khó tự chọn tác tử của nó.
   *[unknown] Độ khó phải là một trong { $choices }, không phải “{ $value }”.
}
# The settings embed: the fair level's target ($pct: whole percent).
admin-fair-target = Mức công bằng: tỉ lệ thắng của thành viên
admin-fair-target-value = { $pct }% số ván
# The console's help, a line after the commands ($levels: easy|medium|…; $target: percent).
console-help-levels = Các mức: /ttt play difficulty:{ $levels } (thay cho tác tử); fair tự điều chỉnh để bạn thắng khoảng { $target }% số ván.
cmd-ttt-play-difficulty = độ-khó
    .description = Bot chơi mạnh đến đâu (thay cho tác tử); công bằng tự thích nghi với bạn
cmd-ttt-admin-fair-target = mục-tiêu-công-bằng
    .description = Tỉ lệ ván mà thành viên nên thắng ở mức công bằng
cmd-ttt-admin-fair-target-percent = phần-trăm
    .description = Theo phần trăm (bỏ trống để dùng mặc định, 40)
choice-easy = dễ
choice-medium = trung bình
choice-hard = khó
choice-unbeatable = bất bại
choice-fair = công bằng (thích nghi với bạn)
## The review's picture (its caption in the embed footer, its alt text)
review-picture-before = Hình: thế cờ trước nước { $ply }, đến lượt { $mark }.
review-picture-final = Hình: thế cờ cuối cùng.
review-picture-legend = Xanh lá: { $mark } thắng nếu đi vào đó, xám: hòa, đỏ: thua; viền vàng: các nước tốt nhất.
review-picture-played = Viền hồng: nước đã đi.
review-picture-alt = Bàn cờ của ván #{ $game_id }, mỗi ô trống tô xanh lá, xám hoặc đỏ tùy theo { $mark } thắng, hòa hay thua nếu đi vào đó.
review-picture-alt-final = Bàn cờ cuối cùng của ván #{ $game_id }.
console-review-picture-saved = Đã lưu hình vào { $path }
console-review-picture-failed = Không thể lưu hình vào { $path }: { $reason }
## Standings: farm-proof ratings, seasons, provisional players, measured agents

# /ttt stats when every game of the member was on this server (one line, not two alike).
stats-server-everywhere = Máy chủ này (mọi ván của bạn)
# Leaderboards: a channel's board; which season a board counts; a player under the ranking
# threshold ($games of $min games), shown unranked.
lb-title-channel = Bảng xếp hạng · #{ $channel } · { $server }
lb-season-current = Mùa { $season } (hiện tại)
lb-season-past = Mùa { $season } / { $current }
lb-all-time = Mọi mùa
lb-provisional = tạm tính
lb-row-provisional = **–** { $name } · **{ $rating }** · { $record } · tạm tính ({ $games }/{ $min })
lb-this-channel = Kênh này
# /ttt agents: an agent's rating measured against people, and people's results against it.
agents-measured = Điểm xếp hạng đo khi đấu với người: { $rating } · ván đấu với người: { $games }
agents-people-here = Người chơi ở đây: { $record }
agents-people-everywhere = Người chơi mọi nơi: { $record }
# Under a finished board: each person's new season rating and its change ($change: +12, -8).
board-rating = { $name }: điểm { $rating } ({ $change })
board-unrated = { $name }: ván không tính điểm, điểm không đổi
# /ttt-admin season new (public).
season-started = Mùa { $season } đã bắt đầu: bảng xếp hạng bắt đầu lại. Mùa { $previous } vẫn xem được bằng /ttt leaderboard season:{ $previous }.
error-season = { $reason ->
    [global] Bảng xếp hạng toàn cầu không có mùa: mỗi máy chủ có mùa riêng.
    [channel-all-time] Bảng xếp hạng kênh được giữ theo mùa: hãy chọn số mùa, hoặc bảng của máy chủ cho mọi mùa.
    [race] Một quản trị viên khác đã bắt đầu mùa mới cùng lúc; không có gì khác thay đổi.
   *[not-started] Ở đây không có mùa { $season }: máy chủ này đang ở mùa { $current }.
}
cmd-ttt-leaderboard-season = mùa
    .description = Số mùa, hoặc all cho mọi mùa (mặc định: mùa hiện tại)
choice-channel = kênh
cmd-ttt-admin-season = mùa
    .description = Các mùa xếp hạng của máy chủ này
cmd-ttt-admin-season-new = mới
    .description = Lưu trữ xếp hạng mùa này và bắt đầu mùa mới
## Rematches: the rematch button, /ttt history, their refusals, the console's forms
rematch-button = Tái đấu
rematch-invite-note = Tái đấu ván #{ $game_id }, đổi màu quân.
error-rematch = Không thể tái đấu như vậy.
error-rematch-not-player = Chỉ { $x } và { $o } mới có thể yêu cầu tái đấu ván #{ $game_id }.
error-rematch-not-over = Ván #{ $game_id } vẫn đang diễn ra: hãy chơi xong trước khi yêu cầu tái đấu.
error-rematch-taken = Ván #{ $game_id } đã được tái đấu rồi: ván #{ $rematch_id }.
error-nothing-to-rematch = Bạn chưa có ván nào đã kết thúc ở đây để tái đấu.
error-history-size = Lịch sử hiển thị từ { $low } đến { $high } ván, không phải { $value }.
history-title = Các ván gần đây của { $name }
history-empty = Không có ván đã kết thúc nào của { $name } trên máy chủ này mà bạn có thể phân tích.
history-line = #{ $game_id } · { $date } · gặp { $opponent } · { $result }
history-result = { $result ->
    [win] thắng
    [loss] thua
    [unrated] bỏ dở, không tính điểm
   *[draw] hòa
}
history-option = Ván #{ $game_id } gặp { $opponent }
history-pick = Chọn một ván để phân tích
history-footer = Mới nhất trước. Chọn một ván bên dưới để phân tích, hoặc dùng /ttt review <số>.
cmd-ttt-history = lich-su
    .description = Các ván gần đây của bạn ở đây, hoặc của một thành viên
cmd-ttt-history-member = thanh-vien
    .description = Ván của ai (mặc định: của bạn)
console-history-head = Các ván gần đây của bạn ở đây, mới nhất trước (/ttt review <số> phân tích một ván):
console-history-empty = Bạn chưa có ván nào đã kết thúc ở đây.
console-history-line = #{ $game_id }  { $date }  gặp { $opponent }: { $result }
console-help-rematch = chơi lại ván gần nhất của bạn ở đây, đổi màu quân
console-help-history = các ván gần đây của bạn ở đây, để phân tích theo số
console-help-admin = cài đặt của máy chủ này; đổi bằng /ttt admin <setting> <value>
## The front: post limits, one live board, roles, looks, help, welcome, unrated games

board-abandoned-unrated = Bị bỏ trước nước đi đầu tiên: không tính điểm, không tính cho ai cả.
board-replaced = Bàn cờ đó đã được thay bằng bàn mới hơn nên không có nước nào được đi. Hãy chơi trên bàn mới nhất (hoặc /ttt board).
error-game-channels-elsewhere = Ở đây không chơi trong kênh này; các ván được chơi ở { $channels }.
error-role-not-allowed = Ở đây chỉ thành viên có một trong các vai trò này mới được chơi: { $roles }.
error-public-post-limit-reached = Bạn đã khiến tôi đăng { $limit } bàn cờ công khai trong phút vừa qua; hãy thử lại sau { $wait } giây.
error-invalid-looks = { $reason ->
    [emoji] { $name } phải là một emoji (như ❌, hoặc emoji của máy chủ như <:cross:123456789012345678>), không phải “{ $value }”.
   *[colour] Màu phải ở dạng hex như #5865F2, không phải “{ $value }”.
}
admin-roles = Vai trò được chơi
admin-roles-all = mọi thành viên
admin-public-posts = Bàn cờ công khai mỗi thành viên
admin-public-posts-value = { $count } mỗi phút
admin-no-limit = không giới hạn
admin-looks = Giao diện
admin-looks-value = X: { $x } · O: { $o } · màu: { $colour }
admin-looks-default = mặc định của bot
retrain-owners-only = Chỉ chủ sở hữu bot mới có thể huấn luyện lại hoặc khôi phục agent: việc đó thay đổi agent của mọi máy chủ.
help-discord =
    Cách chơi cờ ca-rô 3x3 ở đây
    Ô: { $forms }. Trên bàn cờ, mỗi ô trống hiện số của nó: bấm vào ô, hoặc gõ /ttt move với số đó.
    `/ttt play` chơi với tôi (agent mặc định: { $default }), hoặc thách đấu một thành viên bằng tùy chọn đối thủ
    `/ttt move` đi một ô
    `/ttt board` hiện lại ván của bạn
    `/ttt resign` đầu hàng ván của bạn
    `/ttt stats` thành tích, điểm xếp hạng và chuỗi của một thành viên
    `/ttt leaderboard` những người chơi có điểm cao nhất (từ { $ranked } ván)
    `/ttt review` những nước đi đã thay đổi kết quả một ván
    `/ttt agents` các agent bạn có thể đấu
    `/ttt help` nội dung này
    Quản trị viên: `/ttt-admin settings` cho biết máy chủ này đã chọn gì.
help-welcome = Xin chào! Tôi chơi cờ ca-rô 3x3, với các bạn hoặc giữa các bạn. Bắt đầu ván với `/ttt play`; `/ttt help` liệt kê mọi lệnh, còn quản trị viên tìm cài đặt trong `/ttt-admin`.
cmd-ttt-help =
    .description = Cách chơi, và mọi lệnh
cmd-ttt-admin-allow-role =
    .description = Cho thành viên có một vai trò được chơi (khi đã chọn, chỉ họ)
cmd-ttt-admin-allow-role-role =
    .description = Vai trò
cmd-ttt-admin-disallow-role =
    .description = Bỏ một vai trò khỏi các vai trò được chơi
cmd-ttt-admin-disallow-role-role =
    .description = Vai trò
cmd-ttt-admin-all-roles =
    .description = Cho mọi thành viên được chơi
cmd-ttt-admin-public-posts =
    .description = Một thành viên được khiến tôi đăng bao nhiêu bàn cờ mỗi phút
cmd-ttt-admin-public-posts-per_minute =
    .description = Số bàn cờ mỗi phút cho mỗi thành viên (0: không giới hạn)
cmd-ttt-admin-looks =
    .description = Emoji của các dấu và màu bàn cờ của máy chủ này
cmd-ttt-admin-looks-x =
    .description = Emoji cho X (cả emoji máy chủ); mặc định: chữ cái
cmd-ttt-admin-looks-o =
    .description = Emoji cho O (cả emoji máy chủ); mặc định: chữ cái
cmd-ttt-admin-looks-colour =
    .description = Màu của bàn cờ đang chơi, dạng hex (#5865F2); mặc định: màu của bot
looks-emoji-elsewhere = { $emoji } không phải emoji của máy chủ này: hãy dùng một emoji của máy chủ hoặc một emoji Unicode.
