# ไทย. Same messages and variables as en.ftl (the reference); see its comments.
# Thai has one plural form: counts need no select.

board-title = เกม #{ $game_id }
board-vs = { $x } (X) พบ { $o } (O)
board-turn = ตาของ { $mark }: { $name }
board-won = { $name } ({ $mark }) ชนะ
board-drawn = เสมอ
board-resigned = { $loser } ยอมแพ้ { $name } ({ $mark }) ชนะ
board-abandoned = { $loser } หมดเวลา { $name } ({ $mark }) ชนะ
board-agent = เอเจนต์
board-agent-side = { $name } (เอเจนต์)
board-footer = ตาที่ { $ply } · เกม #{ $game_id }
board-footer-over = { $moves } ตา · เกม #{ $game_id }
board-moved-on = กระดานนี้ไปต่อในข้อความที่ใหม่กว่า
board-none = คุณไม่มีเกมที่กำลังเล่นอยู่ที่นี่ เริ่มเกมด้วย /ttt play

duel-title = คำท้าโอเอ็กซ์
duel-invite = { $opponent } { $challenger } ท้าคุณเล่นหนึ่งเกม ตอบกลับ{ $expires }
duel-first-me = { $challenger } เล่น X และเดินก่อน
duel-first-them = { $opponent } เล่น X และเดินก่อน
duel-first-random = ผู้เล่น X จะถูกสุ่มเลือก
duel-accept = รับคำท้า
duel-decline = ปฏิเสธ
duel-declined = { $opponent } ปฏิเสธคำท้าของ { $challenger }
duel-expired = คำท้าของ { $challenger } ถึง { $opponent } หมดอายุแล้ว
duel-expired-invite = คำท้าของ { $challenger } ถึง { $opponent } หมดอายุโดยไม่มีคำตอบ ส่งใหม่ด้วย /ttt play
duel-agent-with-opponent = ตัวเลือก agent ใช้สำหรับเกมกับบอต: ไม่ต้องใส่เมื่อท้าสมาชิก
duel-bot-opponent = บอตรับคำท้าไม่ได้ ใช้ /ttt play โดยไม่ระบุคู่แข่งเพื่อเล่นกับฉัน

stats-title = โอเอ็กซ์ของ { $name }
stats-server = เซิร์ฟเวอร์นี้
stats-global = ทุกที่
stats-rating = เรตติ้ง
stats-games = เกม
stats-record = ชนะ { $wins } · เสมอ { $draws } · แพ้ { $losses }
stats-summary = เรตติ้ง **{ $rating }** · { $games } เกม · { $record }
stats-vs-people = กับคน
stats-vs-agents = กับเอเจนต์
stats-streak = สถิติต่อเนื่อง
stats-best-streak = สถิติต่อเนื่องดีที่สุด
stats-streak-wins = ชนะติดกัน { $count } ครั้ง
stats-streak-losses = แพ้ติดกัน { $count } ครั้ง
stats-streak-none = ไม่มี
stats-no-games = { $name } ยังไม่เคยเล่นจบสักเกม
lb-title-server = กระดานผู้นำ · { $server }
lb-title-global = กระดานผู้นำทั่วโลก
lb-row = **{ $rank }.** { $name } · **{ $rating }** · { $record } · ต่อเนื่อง { $streak }
lb-empty = ยังไม่มีใครติดอันดับ: ต้องเล่นจบ { $min } เกมจึงจะปรากฏที่นี่
lb-footer = ผู้เล่นที่เล่นจบอย่างน้อย { $min } เกม เรียงตามเรตติ้ง Elo
agents-title = เอเจนต์
agents-server-agent = เซิร์ฟเวอร์นี้ใช้ **{ $name }** เป็นค่าเริ่มต้น
agents-default-mark = { " " }(ค่าเริ่มต้นของเซิร์ฟเวอร์นี้)
agents-version = เวอร์ชัน { $version }
agents-rating = เรตติ้ง Elo { $rating }
agents-metric = { $name }: { $value }
agents-accuracy = ตาที่ดีที่สุด: { $pct }
agents-vs = พบ { $opponent }: เมื่อเล่น X { $x }; เมื่อเล่น O { $o }
agents-wdl = ชนะ { $w } · เสมอ { $d } · แพ้ { $l }

review-title = วิเคราะห์เกม #{ $game_id }
review-clean = ไม่มีตาไหนเปลี่ยนผลของเกม: ทั้งสองฝ่ายเล่นได้ไม่มีที่ผิด
review-line = ตาที่ { $ply } { $mark } ลงช่อง { $cell } เปลี่ยน{ $before }เป็น{ $after } ถ้าลง { $best } จะยังรักษา{ $kept }ไว้ได้
review-line-no-best = ตาที่ { $ply } { $mark } ลงช่อง { $cell } เปลี่ยน{ $before }เป็น{ $after }
review-value = { $value ->
    [win] ชนะ
    [draw] เสมอ
   *[loss] แพ้
}
review-kept = { $value ->
    [win] ชัยชนะ
    [draw] ผลเสมอ
   *[loss] ผลแพ้
}
review-or = { $head } หรือ { $last }
review-left-early = { $how ->
    [resigned] { $value ->
        [win] { $mark } ยอมแพ้ทั้งที่อยู่ในตำแหน่งชนะ
       *[draw] { $mark } ยอมแพ้ทั้งที่ตำแหน่งยังเสมอได้
    }
   *[timed-out] { $value ->
        [win] { $mark } หมดเวลาทั้งที่อยู่ในตำแหน่งชนะ
       *[draw] { $mark } หมดเวลาทั้งที่ตำแหน่งยังเสมอได้
    }
}

admin-title = การตั้งค่าเซิร์ฟเวอร์
admin-agent = เอเจนต์
admin-channels = ช่องที่อนุญาต
admin-channels-all = ทุกช่อง
admin-multiple-games = หลายเกมพร้อมกัน
admin-move-timeout = เวลาต่อตา
admin-cooldown = ระยะห่างระหว่างคำท้า
admin-language = ภาษาของเซิร์ฟเวอร์
admin-language-default = { $language } (ภาษาของเซิร์ฟเวอร์ใน Discord)
admin-language-updated = ข้อความสาธารณะที่นี่เป็นภาษา{ $language }แล้ว
admin-yes = ใช่
admin-no = ไม่
admin-updated-by = แก้ไขล่าสุดโดย
admin-updated = อัปเดตการตั้งค่าแล้ว

retrain-not-admin = เฉพาะผู้ดูแลบอตเท่านั้นที่ฝึกเอเจนต์ใหม่หรือย้อนกลับได้: การกระทำนี้เปลี่ยนเอเจนต์ของทุกเซิร์ฟเวอร์ (ผู้ดูแลบอต: TTT_BOT_ADMINS หรือเจ้าของแอปพลิเคชัน)
retrain-promoted = ฝึกใหม่แล้ว: **{ $version }** จะเล่นตั้งแต่เกมถัดไป
retrain-unchanged = ไม่มีอะไรให้ปรับปรุง: **{ $version }** ยังเล่นต่อ
retrain-rejected = ฝึกใหม่แล้วแต่ไม่ได้นำมาใช้: **{ $version }** ยังเล่นต่อ
retrain-skipped = ไม่มีอะไรใหม่ให้เรียนรู้: **{ $version }** ยังเล่นต่อ
retrain-busy = มีการฝึกใหม่หรือการย้อนกลับกำลังทำงานอยู่ ลองอีกครั้งเมื่อเสร็จแล้ว
retrain-failed = การฝึกใหม่ล้มเหลว ไม่มีอะไรเปลี่ยนแปลง
retrain-rolled-back = ย้อนกลับแล้ว: **{ $version }** จะเล่นตั้งแต่เกมถัดไป
retrain-failed-checks = แย่กว่าเวอร์ชันปัจจุบันในด้าน:

cell-1 = ซ้ายบน
cell-2 = บน
cell-3 = ขวาบน
cell-4 = ซ้าย
cell-5 = กลาง
cell-6 = ขวา
cell-7 = ซ้ายล่าง
cell-8 = ล่าง
cell-9 = ขวาล่าง
cell-choice = { $cell } · { $name }
cell-aliases-1 = บนซ้าย, มุมซ้ายบน
cell-aliases-2 = บนกลาง, กลางบน
cell-aliases-3 = บนขวา, มุมขวาบน
cell-aliases-4 = กลางซ้าย, ซ้ายกลาง
cell-aliases-5 = ตรงกลาง, ศูนย์กลาง
cell-aliases-6 = กลางขวา, ขวากลาง
cell-aliases-7 = ล่างซ้าย, มุมซ้ายล่าง
cell-aliases-8 = ล่างกลาง, กลางล่าง
cell-aliases-9 = ล่างขวา, มุมขวาล่าง
cell-forms = ตัวเลข 1 ถึง 9 (1 2 3 / 4 5 6 / 7 8 9 นับจากซ้ายบน) พิกัดอย่าง b2 หรือคำอย่าง “กลาง” หรือ “ซ้ายบน”

error-generic = ขออภัย เกิดข้อผิดพลาดฝั่งฉัน บันทึกไว้แล้ว โปรดลองอีกครั้ง
error-manage-guild = คุณต้องมีสิทธิ์ “จัดการเซิร์ฟเวอร์” เพื่อเปลี่ยนการตั้งค่าของบอต
error-guild-only = คำสั่งนี้ใช้ได้เฉพาะในเซิร์ฟเวอร์
error-bot-missing = ฉันขาดสิทธิ์ที่นี่: { $perms }
error-bad-argument = ฉันใช้ค่านั้นไม่ได้: { $detail }

error-no-active-game = คุณไม่มีเกมที่กำลังเล่นอยู่ที่นี่ เริ่มเกมด้วย /ttt play
error-already-playing = { $who ->
    [you] คุณมีเกม #{ $game_id } ที่กำลังเล่นอยู่ที่นี่แล้ว: เล่นให้จบก่อนด้วย /ttt move หรือ /ttt resign
   *[other] { $name } กำลังเล่นเกม #{ $game_id } อยู่ที่นี่แล้ว
}
error-not-your-turn = ยังไม่ถึงตาคุณ: ตอนนี้เป็นตาของ { $mark } ({ $name })
error-not-your-game = เกม #{ $game_id } คือ { $x } (X) พบ { $o } (O) คุณไม่ได้เล่นในเกมนี้
error-stale-board = { $reason ->
    [moved-on] กระดานนั้นล้าสมัยแล้ว: เกม #{ $game_id } ดำเนินไปถึงตาที่ { $ply } แล้ว นี่คือกระดานปัจจุบัน
    [conflict] เกม #{ $game_id } เปลี่ยนไประหว่างที่คุณเดิน (มีตาอื่นมาถึงก่อน) ยังไม่มีอะไรถูกเล่น ดูกระดานอีกครั้ง
   *[resign] เกมเปลี่ยนไปเรื่อย ๆ ระหว่างที่คุณยอมแพ้ ลองอีกครั้ง
}
error-game-not-found = { $reason ->
    [none-to-review] คุณยังไม่มีเกมที่เล่นจบแล้วที่นี่ให้วิเคราะห์
   *[unknown] ไม่มีเกม #{ $game_id }
}
error-review-in-progress = เกม #{ $game_id } ยังเล่นอยู่ การวิเคราะห์จะเปิดเผยตาที่ดีที่สุด ขอใหม่เมื่อเกมจบแล้ว
error-leaderboard-size = กระดานผู้นำแสดงผู้เล่น { $low } ถึง { $high } คน ไม่ใช่ { $value }
error-channel-not-allowed = ที่นี่ไม่เล่นเกมในช่องนี้ ลองช่องเกมของเซิร์ฟเวอร์ หรือขอให้ผู้ดูแลอนุญาตช่องนี้
error-cooldown = คุณเพิ่งท้าใครไป ท้าได้อีกครั้งในอีก { $wait }
error-challenge = ท้าแบบนี้ไม่ได้
error-challenge-option = ตัวเลือกของคำท้านี้ไม่ถูกต้อง: { $value }
error-invalid-first-mover = “{ $value }” ไม่ใช่ตัวเลือกว่าใครเดินก่อน: ฉัน คู่แข่ง หรือสุ่ม
error-invalid-challenge-expiry = คำท้าต้องหมดอายุหลัง { $low } ถึง { $high } ไม่ใช่ “{ $value }”
error-self-challenge = คุณท้าตัวเองไม่ได้ ใช้ /ttt play โดยไม่ระบุคู่แข่งเพื่อเล่นกับฉัน
error-bot-challenge = { $name } เป็นบอตและดวลไม่ได้ ใช้ /ttt play โดยไม่ระบุคู่แข่งเพื่อเล่นกับฉัน
error-duplicate-challenge = คุณกับ { $opponent } มีคำท้าที่รอคำตอบอยู่แล้ว (#{ $challenge_id }) ตอบคำท้านั้นหรือรอให้หมดอายุก่อน
error-unknown-challenge = ไม่พบคำท้า #{ $challenge_id }
error-not-challenged = คำท้า #{ $challenge_id } ส่งถึง { $opponent }: มีเพียงคนนั้นที่รับหรือปฏิเสธได้
error-challenge-expired = คำท้านี้ (#{ $challenge_id }) หมดอายุแล้ว ส่งใหม่ด้วย /ttt play พร้อมระบุคู่แข่ง
error-challenge-answered = คำท้านี้ (#{ $challenge_id }) ได้รับคำตอบแล้ว
error-challenge-already-accepted = คำท้านี้ (#{ $challenge_id }) ถูกรับแล้ว: เกมกำลังดำเนินอยู่
error-challenge-already-declined = คำท้านี้ (#{ $challenge_id }) ถูกปฏิเสธแล้ว
error-agent-unavailable = เอเจนต์ { $agent } เล่นไม่ได้ในตอนนี้ เลือกตัวอื่น (/ttt agents แสดงรายชื่อ)
error-invalid-setting = { $reason ->
    [empty] ไม่มีอะไรให้เปลี่ยน: ระบุการตั้งค่าและค่าใหม่
    [unknown] ไม่รู้จักการตั้งค่า “{ $name }” การตั้งค่าที่มีคือ: { $known }
    [range] { $name } ต้องอยู่ระหว่าง { $low } ถึง { $high } ไม่ใช่ “{ $value }”
   *[value] { $name } เป็น “{ $value }” ไม่ได้
}
error-invalid-board = ตำแหน่งนี้เกิดขึ้นในเกมไม่ได้
error-illegal-move = ตานี้ไม่อนุญาต
error-cell-out-of-range = ช่องมีหมายเลข 1 ถึง 9 ไม่ใช่ { $value }
error-cell-occupied = ช่อง { $cell } ถูก { $mark } ลงไปแล้ว
error-game-over = เกม #{ $game_id } จบแล้ว: { $result }
error-cell-parse = { $reason ->
    [empty] ช่องไหน? ใช้{ $forms }
    [number] “{ $input }” ไม่ใช่ช่อง: ช่องมีหมายเลข 1 ถึง 9
   *[unknown] ไม่รู้จักช่อง “{ $input }” ใช้{ $forms }
}
error-unknown-agent = ไม่มีเอเจนต์ชื่อ “{ $name }” เอเจนต์ที่มี: { $agents }
error-weights = โหลดน้ำหนักของเอเจนต์ { $agent } ไม่ได้ เอเจนต์นี้เล่นไม่ได้จนกว่าจะได้รับการแก้ไข
error-not-admin = เฉพาะผู้ดูแลบอตเท่านั้นที่ฝึกเอเจนต์ใหม่หรือย้อนกลับได้: การกระทำนี้เปลี่ยนเอเจนต์ของทุกเซิร์ฟเวอร์ (ผู้ดูแลบอต: TTT_BOT_ADMINS หรือเจ้าของแอปพลิเคชัน)
error-busy = มีการฝึกใหม่หรือการย้อนกลับกำลังทำงานอยู่ ลองอีกครั้งเมื่อเสร็จแล้ว
error-retrain = การฝึกใหม่ล้มเหลว ไม่มีอะไรเปลี่ยนแปลง ({ $detail })
error-database-unavailable = ฐานข้อมูลเกมใช้งานไม่ได้ในตอนนี้ ไม่มีอะไรเปลี่ยนแปลง ลองอีกครั้งในอีกสักครู่
error-database-unconfirmed = ฐานข้อมูลเกมหยุดตอบสนองระหว่างบันทึก อาจบันทึกแล้วหรือยังไม่ได้บันทึก ตรวจสอบก่อนลองอีกครั้ง (/ttt board แสดงเกมของคุณ)
error-usage = { $reason ->
    [read] อ่านคำสั่งนั้นไม่ได้ ({ $detail }) พิมพ์ /ttt help
    [missing-command] ไม่มีคำสั่งหลัง /ttt พิมพ์ /ttt help
    [unknown-command] ไม่รู้จักคำสั่ง “{ $command }” คำสั่งขึ้นต้นด้วย /ttt พิมพ์ /ttt help
    [no-cell] ช่องไหน? วิธีใช้: /ttt move <ช่อง> เช่น /ttt move 5
    [bad-first] “first” ต้องเป็นหนึ่งใน { $choices } ไม่ใช่ “{ $value }”
   *[unexpected] ไม่คาดคิด “{ $input }” วิธีใช้: { $usage }
}

cmd-ttt =
    .description = โอเอ็กซ์กับบอตหรือสมาชิกคนอื่น
cmd-ttt-play = เล่น
    .description = เล่นกับเอเจนต์ของเซิร์ฟเวอร์ หรือท้าสมาชิก
cmd-ttt-play-opponent = คู่แข่ง
    .description = สมาชิกที่จะท้า (เว้นว่างเพื่อเล่นกับฉัน)
cmd-ttt-play-agent = เอเจนต์
    .description = เอเจนต์ที่จะเล่นด้วย (ค่าเริ่มต้น: เอเจนต์ของเซิร์ฟเวอร์นี้)
cmd-ttt-play-first = เดินก่อน
    .description = ใครเล่น X และเดินก่อน
cmd-ttt-move = เดิน
    .description = ลงช่องในเกมของคุณ
cmd-ttt-move-cell = ช่อง
    .description = 1-9 นับจากซ้ายบน (1 2 3 / 4 5 6 / 7 8 9) หรือ b2 กลาง…
cmd-ttt-board = กระดาน
    .description = แสดงเกมที่คุณกำลังเล่น
cmd-ttt-resign = ยอมแพ้
    .description = ยอมแพ้ในเกมที่คุณกำลังเล่น
cmd-ttt-stats = สถิติ
    .description = เรตติ้ง ชนะ เสมอ แพ้ และสถิติต่อเนื่องของสมาชิก
cmd-ttt-stats-member = สมาชิก
    .description = สถิติของใคร (ค่าเริ่มต้น: ของคุณ)
cmd-ttt-leaderboard = อันดับ
    .description = ผู้เล่นที่ดีที่สุดตามเรตติ้ง Elo
cmd-ttt-leaderboard-scope = ขอบเขต
    .description = เซิร์ฟเวอร์นี้หรือทุกที่
cmd-ttt-agents = รายชื่อเอเจนต์
    .description = เอเจนต์ที่คุณเล่นด้วยได้และความแข็งแกร่งที่วัดได้
cmd-ttt-review = วิเคราะห์
    .description = ตาที่เปลี่ยนผลของเกมล่าสุดของคุณ
cmd-ttt-review-game = เกม
    .description = หมายเลขเกม (ค่าเริ่มต้น: เกมล่าสุดที่คุณเล่นจบที่นี่)
cmd-ttt-admin =
    .description = การตั้งค่าโอเอ็กซ์ของเซิร์ฟเวอร์นี้
cmd-ttt-admin-settings = การตั้งค่า
    .description = แสดงการตั้งค่าของเซิร์ฟเวอร์นี้
cmd-ttt-admin-agent = เอเจนต์
    .description = เลือกเอเจนต์ที่สมาชิกเล่นด้วยเป็นค่าเริ่มต้นที่นี่
cmd-ttt-admin-agent-name = ชื่อ
    .description = ชื่อเอเจนต์ (ดู /ttt agents)
cmd-ttt-admin-allow-channel = อนุญาตช่อง
    .description = อนุญาตให้เล่นในช่อง (เมื่ออนุญาตช่องใดแล้ว เล่นได้เฉพาะช่องเหล่านั้น)
cmd-ttt-admin-allow-channel-channel = ช่อง
    .description = ช่อง
cmd-ttt-admin-disallow-channel = นำช่องออก
    .description = นำช่องออกจากช่องที่อนุญาต
cmd-ttt-admin-disallow-channel-channel = ช่อง
    .description = ช่อง
cmd-ttt-admin-all-channels = ทุกช่อง
    .description = อนุญาตให้เล่นในทุกช่อง
cmd-ttt-admin-multiple-games = หลายเกม
    .description = สมาชิกเล่นหลายเกมพร้อมกันได้หรือไม่
cmd-ttt-admin-multiple-games-enabled = เปิดใช้
    .description = ใช่หรือไม่
cmd-ttt-admin-move-timeout = เวลาต่อตา
    .description = ผู้เล่นมีเวลาเท่าไรต่อหนึ่งตา
cmd-ttt-admin-move-timeout-seconds = วินาที
    .description = หน่วยเป็นวินาที
cmd-ttt-admin-cooldown = ระยะห่างคำท้า
    .description = สมาชิกต้องรอนานเท่าไรระหว่างสองคำท้า
cmd-ttt-admin-cooldown-seconds = วินาที
    .description = หน่วยเป็นวินาที
cmd-ttt-admin-language = ภาษา
    .description = ภาษาของข้อความสาธารณะในเซิร์ฟเวอร์นี้ (กระดาน คำเชิญ ผลการแข่ง)
cmd-ttt-admin-language-language = ภาษา
    .description = ภาษา (เว้นว่างเพื่อใช้ภาษาของเซิร์ฟเวอร์ใน Discord)
cmd-ttt-owner =
    .description = ฝึกเอเจนต์ของบอตใหม่ (เจ้าของบอต)
cmd-ttt-owner-retrain = ฝึกใหม่
    .description = ฝึก DQN ใหม่ตอนนี้ด้วยเกมของสมาชิก (ผู้ดูแลบอต)
cmd-ttt-owner-rollback = ย้อนกลับ
    .description = กลับไปใช้ DQN เวอร์ชันก่อนหน้า (ผู้ดูแลบอต)

choice-me = ฉัน
choice-bot = บอต (หรือคู่แข่ง)
choice-random = สุ่ม
choice-server = เซิร์ฟเวอร์นี้
choice-global = ทุกที่

console-welcome = คอนโซล tttbot - พิมพ์ /ttt help เพื่อดูคำสั่ง พิมพ์ quit เพื่อออก
console-help =
    คำสั่ง (ช่อง: { $forms }):
      /ttt play [agent] [first:me|bot|random]   เริ่มเกม (เอเจนต์เริ่มต้น: { $default })
      /ttt move <ช่อง>                           ลงช่อง (พิมพ์แค่ช่อง เช่น 5 ก็ได้)
      /ttt board                                 แสดงเกมของคุณ
      /ttt resign                                ยอมแพ้ในเกมปัจจุบัน
      /ttt stats [global]                        ผลงาน เรตติ้ง และสถิติต่อเนื่องของคุณ
      /ttt leaderboard [global] [N]              ผู้เล่นเรตติ้งสูงสุด ({ $ranked }+ เกม)
      /ttt review [เกม]                          ตาที่เปลี่ยนผลของเกมล่าสุดของคุณ
      /ttt agents                                เอเจนต์ที่คุณเล่นด้วยได้
      /ttt admin learning                        สิ่งที่บอตเรียนรู้จากผู้เล่นของเซิร์ฟเวอร์นี้
      /ttt help                                  ข้อความนี้
      quit                                       ออก
console-error = คำสั่งนั้นเกิดข้อผิดพลาด บันทึกไว้แล้ว พิมพ์ /ttt help
console-timed-out = เกม #{ $game_id } หมดเวลา: { $result }
console-opening = เกม #{ $game_id }: { $x } (X) พบ { $o } (O)
console-agent-opens = { $name } เปิดที่ช่อง { $cell }
console-you-played = คุณลงช่อง { $cell }
console-agent-answered = คุณลงช่อง { $cell } { $name } ตอบที่ช่อง { $reply }
console-you = คุณ
console-scope-here = ที่นี่
console-scope-everywhere = ทุกที่
console-no-stats = { $name } ยังไม่มีเกมที่เล่นจบ ({ $where }) เริ่มเกมด้วย /ttt play
console-stats-head = สถิติของ { $name } ({ $where }): เรตติ้ง { $rating } ({ $games } เกม, { $ranked })
console-ranked = ติดอันดับ
console-to-rank = อีก { $count } เกมจึงจะติดอันดับ
console-stats-overall = รวม
console-stats-vs-people = กับคน
console-stats-vs-agent = กับ { $agent }
console-streak = ต่อเนื่อง { $streak } (ดีที่สุด { $best })
console-no-leaderboard = ยังไม่มีใครติดอันดับ ({ $where }): ผู้เล่นจะปรากฏหลังเล่นครบ { $min } เกม
console-leaderboard-head = กระดานผู้นำ ({ $where }):
console-games = { $count } เกม
console-review-clean = ไม่มีตาไหนเปลี่ยนผลของเกม: ทุกตารักษาผลที่ดีที่สุดไว้ได้
console-agents-head = เอเจนต์ (เรตติ้ง Elo; เอเจนต์ที่เรียนรู้: เวอร์ชัน อัตราตาที่ดีที่สุดที่วัดได้):
console-optimal = ดีที่สุด { $pct }

## What the bot learned from this server's people (/ttt-admin learning)
learning-none = ยังไม่มี { $agent } ที่ฝึกใหม่ตัวใดเรียนรู้จากผู้เล่นของเซิร์ฟเวอร์นี้
learning-head = { $agent } { $version } (ฝึกใหม่จาก { $base }) เรียนรู้จากผู้เล่นของเซิร์ฟเวอร์นี้ เกมที่ใช้: { $games }; เก็บไว้ตรวจสอบ: { $held }
learning-winrate = อัตราชนะที่คาดไว้เมื่อเจอผู้เล่นของคุณ: { $before } → { $after }
learning-held-out = ในเกมที่เก็บไว้: ได้เพิ่ม { $gain } (ช่วง { $confidence } จาก { $lower } ถึง { $upper })
learning-habit = ผู้เล่นของคุณ: { $habit } { $pct } ของครั้ง ({ $chances } โอกาส)
learning-habit-win-line = เดินตาชนะในแถวหรือคอลัมน์
learning-habit-win-diag = เดินตาชนะในแนวทแยง
learning-habit-block-line = กันการขู่ในแถวหรือคอลัมน์
learning-habit-block-diag = กันการขู่ในแนวทแยง
learning-no-habits = ยังมีเกมไม่พอที่จะบอกนิสัยการเล่น
agents-vs-people = คาดว่าจะชนะ { $pct } เมื่อเจอผู้เล่นของเซิร์ฟเวอร์นี้
learning-line = { $own ->
    [yes] เซิร์ฟเวอร์นี้มีแนวการเล่นของตัวเอง
   *[no] เซิร์ฟเวอร์นี้เล่นด้วยแนวที่เรียนรู้จากผู้เล่นทุกคน
}
cmd-ttt-admin-learning = การเรียนรู้
    .description = สิ่งที่บอตเรียนรู้จากผู้เล่นของเซิร์ฟเวอร์นี้

## Stale boards, invalid buttons, the console's results

board-refreshed = กระดานนั้นล้าสมัยแล้ว จึงไม่มีการเดินใด ๆ: ตอนนี้แสดงตำแหน่งปัจจุบัน (ตาที่ { $ply }) เดินตาของคุณบนกระดานนี้
board-refreshed-over = กระดานนั้นล้าสมัยแล้ว จึงไม่มีการเดินใด ๆ: ตอนนี้แสดงว่าเกมจบลงอย่างไร
button-invalid = ปุ่มนี้ใช้ไม่ได้แล้ว /ttt board แสดงเกมที่คุณกำลังเล่นอยู่ที่นี่
console-turn = ตาของ { $mark } ({ $name })
console-you-won = { $how ->
    [resigned] { $loser } ยอมแพ้ คุณชนะ ({ $mark })
    [timed-out] { $loser } หมดเวลา คุณชนะ ({ $mark })
   *[played] คุณชนะ ({ $mark })
}
console-you-lost = { $how ->
    [resigned] คุณยอมแพ้ { $name } ({ $mark }) ชนะ
    [timed-out] คุณหมดเวลา { $name } ({ $mark }) ชนะ
   *[played] { $name } ({ $mark }) ชนะ
}

## Levels by name (/ttt play difficulty) and the fair level's target

# /ttt play with both an opponent and a difficulty (a duel has no bot to set).
duel-difficulty-with-opponent = ตัวเลือกความยากใช้กับเกมที่เล่นกับบอท: เว้นไว้เมื่อท้าสมาชิก
# $reason: with-agent (a difficulty and an agent given together), unknown ($value: what was
# given; $choices: the difficulties).
error-difficulty = { $reason ->
    [with-agent] เลือกความยากหรือเอเจนต์อย่างใดอย่างหนึ่ง ไม่ใช่ทั้งสอง: ความยากเลือกเอเจนต์ของมันเอง
   *[unknown] ความยากต้องเป็นหนึ่งใน { $choices } ไม่ใช่ “{ $value }”
}
# The settings embed: the fair level's target ($pct: whole percent).
admin-fair-target = ระดับยุติธรรม: สัดส่วนการชนะของสมาชิก
admin-fair-target-value = { $pct }% ของเกม
# The console's help, a line after the commands ($levels: easy|medium|…; $target: percent).
console-help-levels = ระดับ: /ttt play difficulty:{ $levels } (แทนเอเจนต์); fair ปรับตัวให้คุณชนะราว { $target }% ของเกม
cmd-ttt-play-difficulty = ความยาก
    .description = บอทเล่นเก่งแค่ไหน (แทนเอเจนต์); ยุติธรรมปรับตามคุณ
cmd-ttt-admin-fair-target = เป้ายุติธรรม
    .description = สัดส่วนเกมที่สมาชิกควรชนะในระดับยุติธรรม
cmd-ttt-admin-fair-target-percent = เปอร์เซ็นต์
    .description = เป็นเปอร์เซ็นต์ (เว้นไว้เพื่อใช้ค่าเริ่มต้น 40)
choice-easy = ง่าย
choice-medium = ปานกลาง
choice-hard = ยาก
choice-unbeatable = ไร้พ่าย
choice-fair = ยุติธรรม (ปรับตามคุณ)
## The review's picture (its caption in the embed footer, its alt text)
review-picture-before = ภาพ: ตำแหน่งก่อนตาที่ { $ply } ตาของ { $mark }
review-picture-final = ภาพ: ตำแหน่งสุดท้าย
review-picture-legend = เขียว: { $mark } ชนะถ้าลงตรงนั้น, เทา: เสมอ, แดง: แพ้; กรอบทอง: ตาที่ดีที่สุด
review-picture-played = กรอบชมพู: ตาที่เดินไปจริง
review-picture-alt = กระดานของเกม #{ $game_id } ช่องว่างแต่ละช่องเป็นสีเขียว เทา หรือแดง ตามที่ { $mark } ชนะ เสมอ หรือแพ้ถ้าลงตรงนั้น
review-picture-alt-final = กระดานสุดท้ายของเกม #{ $game_id }
console-review-picture-saved = บันทึกภาพไว้ที่ { $path }
console-review-picture-failed = บันทึกภาพไว้ที่ { $path } ไม่ได้: { $reason }
## Standings: farm-proof ratings, seasons, provisional players, measured agents

# /ttt stats when every game of the member was on this server (one line, not two alike).
stats-server-everywhere = เซิร์ฟเวอร์นี้ (ทุกเกมของคุณ)
# Leaderboards: a channel's board; which season a board counts; a player under the ranking
# threshold ($games of $min games), shown unranked.
lb-title-channel = กระดานผู้นำ · #{ $channel } · { $server }
lb-season-current = ฤดูกาล { $season } (ปัจจุบัน)
lb-season-past = ฤดูกาล { $season } / { $current }
lb-all-time = ทุกฤดูกาล
lb-provisional = ชั่วคราว
lb-row-provisional = **–** { $name } · **{ $rating }** · { $record } · ชั่วคราว ({ $games }/{ $min })
lb-this-channel = ช่องนี้
# /ttt agents: an agent's rating measured against people, and people's results against it.
agents-measured = เรตติ้งที่วัดจากการเล่นกับคน: { $rating } · เกมกับคน: { $games }
agents-people-here = ผู้เล่นที่นี่: { $record }
agents-people-everywhere = ผู้เล่นทุกที่: { $record }
# Under a finished board: each person's new season rating and its change ($change: +12, -8).
board-rating = { $name }: เรตติ้ง { $rating } ({ $change })
board-unrated = { $name }: เกมไม่คิดเรตติ้ง เรตติ้งไม่เปลี่ยน
# /ttt-admin season new (public).
season-started = ฤดูกาล { $season } เริ่มแล้ว: ตารางอันดับเริ่มใหม่ ฤดูกาล { $previous } ยังดูได้ด้วย /ttt leaderboard season:{ $previous }
error-season = { $reason ->
    [global] ตารางอันดับรวมไม่มีฤดูกาล: ฤดูกาลเป็นของแต่ละเซิร์ฟเวอร์
    [channel-all-time] ตารางอันดับของช่องเก็บแยกตามฤดูกาล: เลือกหมายเลขฤดูกาล หรือตารางของเซิร์ฟเวอร์ทุกฤดูกาล
    [race] แอดมินอีกคนเริ่มฤดูกาลใหม่ในเวลาเดียวกัน ไม่มีอะไรเปลี่ยนอีก
   *[not-started] ไม่มีฤดูกาล { $season } ที่นี่: เซิร์ฟเวอร์นี้อยู่ในฤดูกาล { $current }
}
cmd-ttt-leaderboard-season = ฤดูกาล
    .description = หมายเลขฤดูกาล หรือ all สำหรับทุกฤดูกาล (ค่าเริ่มต้น: ฤดูกาลปัจจุบัน)
choice-channel = ช่อง
cmd-ttt-admin-season = ฤดูกาล
    .description = ฤดูกาลของตารางอันดับในเซิร์ฟเวอร์นี้
cmd-ttt-admin-season-new = ใหม่
    .description = เก็บอันดับของฤดูกาลนี้และเริ่มฤดูกาลใหม่
## Rematches: the rematch button, /ttt history, their refusals, the console's forms
rematch-button = แข่งใหม่
rematch-invite-note = แข่งใหม่ของเกม #{ $game_id } โดยสลับสี
error-rematch = แข่งใหม่แบบนั้นไม่ได้
error-rematch-not-player = มีเพียง { $x } และ { $o } ที่ขอแข่งใหม่ของเกม #{ $game_id } ได้
error-rematch-not-over = เกม #{ $game_id } ยังเล่นอยู่: เล่นให้จบก่อนขอแข่งใหม่
error-rematch-taken = เกม #{ $game_id } แข่งใหม่ไปแล้ว: เกม #{ $rematch_id }
error-nothing-to-rematch = คุณยังไม่มีเกมที่จบแล้วที่นี่ให้แข่งใหม่
error-history-size = ประวัติแสดง { $low } ถึง { $high } เกม ไม่ใช่ { $value }
history-title = เกมล่าสุดของ { $name }
history-empty = ไม่มีเกมที่จบแล้วของ { $name } ในเซิร์ฟเวอร์นี้ที่คุณวิเคราะห์ได้
history-line = #{ $game_id } · { $date } · พบ { $opponent } · { $result }
history-result = { $result ->
    [win] ชนะ
    [loss] แพ้
    [unrated] ถูกทิ้ง ไม่นับคะแนน
   *[draw] เสมอ
}
history-option = เกม #{ $game_id } พบ { $opponent }
history-pick = เลือกเกมที่จะวิเคราะห์
history-footer = ใหม่สุดก่อน เลือกเกมด้านล่างเพื่อวิเคราะห์ หรือใช้ /ttt review <หมายเลข>
cmd-ttt-history = ประวัติ
    .description = เกมล่าสุดของคุณที่นี่ หรือของสมาชิก
cmd-ttt-history-member = สมาชิก
    .description = เกมของใคร (ค่าเริ่มต้น: ของคุณ)
console-history-head = เกมล่าสุดของคุณที่นี่ ใหม่สุดก่อน (/ttt review <หมายเลข> วิเคราะห์หนึ่งเกม):
console-history-empty = คุณยังไม่มีเกมที่จบแล้วที่นี่
console-history-line = #{ $game_id }  { $date }  พบ { $opponent }: { $result }
console-help-rematch = เล่นเกมล่าสุดของคุณที่นี่อีกครั้ง โดยสลับสี
console-help-history = เกมล่าสุดของคุณที่นี่ เพื่อวิเคราะห์ตามหมายเลข
console-help-admin = การตั้งค่าของเซิร์ฟเวอร์นี้ (เปลี่ยนด้วย /ttt admin <setting> <value>)
## The front: post limits, one live board, roles, looks, help, welcome, unrated games

board-abandoned-unrated = ถูกทิ้งก่อนเดินตาแรก: ไม่นับคะแนน ไม่นับให้ใครเลย
board-replaced = กระดานนั้นถูกแทนที่ด้วยกระดานที่ใหม่กว่าแล้ว จึงไม่มีการเดิน เล่นต่อบนกระดานล่าสุด (หรือ /ttt board)
error-game-channels-elsewhere = ที่นี่ไม่เล่นในช่องนี้ เกมเล่นกันที่ { $channels }
error-role-not-allowed = เกมที่นี่สำหรับสมาชิกที่มีบทบาทใดบทบาทหนึ่งต่อไปนี้: { $roles }
error-public-post-limit-reached = คุณให้ฉันโพสต์กระดานสาธารณะ { $limit } กระดานในนาทีที่ผ่านมา ลองใหม่ในอีก { $wait } วินาที
error-invalid-looks = { $reason ->
    [emoji] { $name } ต้องเป็นอีโมจิหนึ่งตัว (เช่น ❌ หรืออีโมจิของเซิร์ฟเวอร์ เช่น <:cross:123456789012345678>) ไม่ใช่ “{ $value }”
   *[colour] สีต้องเป็นเลขฐานสิบหก เช่น #5865F2 ไม่ใช่ “{ $value }”
}
admin-roles = บทบาทที่เล่นได้
admin-roles-all = สมาชิกทุกคน
admin-public-posts = กระดานสาธารณะต่อสมาชิก
admin-public-posts-value = { $count } ต่อนาที
admin-no-limit = ไม่จำกัด
admin-looks = หน้าตา
admin-looks-value = X: { $x } · O: { $o } · สี: { $colour }
admin-looks-default = ค่าเริ่มต้นของบอท
retrain-owners-only = เฉพาะเจ้าของบอทเท่านั้นที่ฝึกเอเจนต์ใหม่หรือย้อนกลับได้ เพราะจะเปลี่ยนเอเจนต์ของทุกเซิร์ฟเวอร์
help-discord =
    วิธีเล่นโอเอกซ์ที่นี่
    ช่อง: { $forms } บนกระดาน ช่องว่างแต่ละช่องจะแสดงหมายเลขของมัน: คลิกช่องนั้น หรือพิมพ์ /ttt move ตามด้วยหมายเลข
    `/ttt play` เล่นกับฉัน (เอเจนต์เริ่มต้น: { $default }) หรือท้าสมาชิกด้วยตัวเลือกคู่แข่ง
    `/ttt move` เดินในช่อง
    `/ttt board` แสดงเกมของคุณอีกครั้ง
    `/ttt resign` ยอมแพ้เกมของคุณ
    `/ttt stats` ผลงาน คะแนน และสถิติต่อเนื่องของสมาชิก
    `/ttt leaderboard` ผู้เล่นคะแนนสูงสุด ({ $ranked } เกมขึ้นไป)
    `/ttt review` ตาเดินที่เปลี่ยนผลของเกม
    `/ttt agents` เอเจนต์ที่คุณเล่นด้วยได้
    `/ttt help` ข้อความนี้
    แอดมิน: `/ttt-admin settings` แสดงสิ่งที่เซิร์ฟเวอร์นี้เลือกไว้
help-welcome = สวัสดี! ฉันเล่นโอเอกซ์ ทั้งกับคุณและให้พวกคุณเล่นกันเอง เริ่มเกมด้วย `/ttt play` ส่วน `/ttt help` แสดงคำสั่งทั้งหมด และแอดมินดูการตั้งค่าได้ที่ `/ttt-admin`
cmd-ttt-help =
    .description = วิธีเล่น และคำสั่งทั้งหมด
cmd-ttt-admin-allow-role =
    .description = ให้สมาชิกที่มีบทบาทเล่นได้ (เมื่อเลือกไว้ จะเล่นได้เฉพาะพวกเขา)
cmd-ttt-admin-allow-role-role =
    .description = บทบาท
cmd-ttt-admin-disallow-role =
    .description = นำบทบาทออกจากบทบาทที่เล่นได้
cmd-ttt-admin-disallow-role-role =
    .description = บทบาท
cmd-ttt-admin-all-roles =
    .description = ให้สมาชิกทุกคนเล่นได้
cmd-ttt-admin-public-posts =
    .description = สมาชิกหนึ่งคนให้ฉันโพสต์กระดานได้กี่กระดานต่อนาที
cmd-ttt-admin-public-posts-per_minute =
    .description = กระดานต่อนาทีต่อสมาชิก (0: ไม่จำกัด)
cmd-ttt-admin-looks =
    .description = อีโมจิของเครื่องหมายและสีของกระดานในเซิร์ฟเวอร์นี้
cmd-ttt-admin-looks-x =
    .description = อีโมจิสำหรับ X (อีโมจิเซิร์ฟเวอร์ก็ได้) ค่าเริ่มต้น: ตัวอักษร
cmd-ttt-admin-looks-o =
    .description = อีโมจิสำหรับ O (อีโมจิเซิร์ฟเวอร์ก็ได้) ค่าเริ่มต้น: ตัวอักษร
cmd-ttt-admin-looks-colour =
    .description = สีของกระดานที่กำลังเล่น เป็นเลขฐานสิบหก (#5865F2) ค่าเริ่มต้น: ของบอท
looks-emoji-elsewhere = { $emoji } ไม่ใช่อีโมจิของเซิร์ฟเวอร์นี้ ใช้อีโมจิของเซิร์ฟเวอร์นี้ หรืออีโมจิ Unicode
