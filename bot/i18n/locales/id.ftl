# Bahasa Indonesia. Same messages and variables as en.ftl (the reference); see its comments.
# Indonesian has one plural form: counts need no select.

board-title = Permainan #{ $game_id }
board-vs = { $x } (X) lawan { $o } (O)
board-turn = Giliran { $mark }: { $name }
board-won = { $name } ({ $mark }) menang.
board-drawn = Seri.
board-resigned = { $loser } menyerah; { $name } ({ $mark }) menang.
board-abandoned = Waktu { $loser } habis; { $name } ({ $mark }) menang.
board-agent = Agen
board-agent-side = { $name } (agen)
board-footer = Langkah { $ply } · permainan #{ $game_id }
board-footer-over = { $moves } langkah · permainan #{ $game_id }
board-moved-on = Papan ini berlanjut di pesan yang lebih baru.
board-none = Kamu tidak punya permainan yang sedang berjalan di sini. Mulai dengan /ttt play.

duel-title = Tantangan tic-tac-toe
duel-invite = { $opponent }, { $challenger } menantangmu bermain. Jawab { $expires }.
duel-first-me = { $challenger } bermain X dan jalan duluan.
duel-first-them = { $opponent } bermain X dan jalan duluan.
duel-first-random = Siapa yang bermain X ditentukan secara acak.
duel-accept = Terima
duel-decline = Tolak
duel-declined = { $opponent } menolak tantangan { $challenger }.
duel-expired = Tantangan { $challenger } kepada { $opponent } sudah kedaluwarsa.
duel-expired-invite = Tantangan { $challenger } kepada { $opponent } kedaluwarsa tanpa jawaban. Kirim yang baru dengan /ttt play.
duel-agent-with-opponent = Opsi agent untuk permainan melawan bot: jangan dipakai saat menantang anggota.
duel-bot-opponent = Bot tidak bisa menerima tantangan. Jalankan /ttt play tanpa lawan untuk bermain melawanku.

stats-title = Tic-tac-toe { $name }
stats-server = Server ini
stats-global = Di mana saja
stats-rating = Rating
stats-games = Permainan
stats-record = { $wins } M · { $draws } S · { $losses } K
stats-summary = Rating **{ $rating }** · { $games } permainan · { $record }
stats-vs-people = Melawan orang
stats-vs-agents = Melawan agen
stats-streak = Rentetan
stats-best-streak = Rentetan terbaik
stats-streak-wins = { $count } kemenangan beruntun
stats-streak-losses = { $count } kekalahan beruntun
stats-streak-none = tidak ada
stats-no-games = { $name } belum menyelesaikan permainan apa pun.
lb-title-server = Papan peringkat · { $server }
lb-title-global = Papan peringkat global
lb-row = **{ $rank }.** { $name } · **{ $rating }** · { $record } · rentetan { $streak }
lb-empty = Belum ada yang masuk peringkat: perlu { $min } permainan selesai untuk muncul di sini.
lb-footer = Pemain dengan setidaknya { $min } permainan selesai, menurut rating Elo.
agents-title = Agen
agents-server-agent = Server ini memakai **{ $name }** secara bawaan.
agents-default-mark = { " " }(bawaan server ini)
agents-version = versi { $version }
agents-rating = rating Elo { $rating }
agents-metric = { $name }: { $value }
agents-accuracy = langkah optimal: { $pct }
agents-vs = melawan { $opponent }: sebagai X { $x }; sebagai O { $o }
agents-wdl = { $w } M · { $d } S · { $l } K

review-title = Ulasan permainan #{ $game_id }
review-clean = Tidak ada langkah yang mengubah nilai permainan: kedua pihak bermain tanpa kesalahan.
review-line = langkah { $ply }, { $mark } di kotak { $cell }, mengubah { $before } menjadi { $after }; { $best } akan mempertahankan { $kept }
review-line-no-best = langkah { $ply }, { $mark } di kotak { $cell }, mengubah { $before } menjadi { $after }
review-value = { $value ->
    [win] kemenangan
    [draw] seri
   *[loss] kekalahan
}
review-kept = { $value ->
    [win] kemenangan
    [draw] hasil seri
   *[loss] kekalahan
}
review-or = { $head } atau { $last }
review-left-early = { $how ->
    [resigned] { $value ->
        [win] { $mark } menyerah dalam posisi menang.
       *[draw] { $mark } menyerah padahal posisinya masih seri.
    }
   *[timed-out] { $value ->
        [win] Waktu { $mark } habis dalam posisi menang.
       *[draw] Waktu { $mark } habis padahal posisinya masih seri.
    }
}

admin-title = Pengaturan server
admin-agent = Agen
admin-channels = Saluran yang diizinkan
admin-channels-all = semua saluran
admin-multiple-games = Beberapa permainan sekaligus
admin-move-timeout = Batas waktu langkah
admin-cooldown = Jeda antartantangan
admin-language = Bahasa server
admin-language-default = { $language } (bahasa server di Discord)
admin-language-updated = Pesan publik di sini sekarang memakai bahasa { $language }.
admin-yes = ya
admin-no = tidak
admin-updated-by = Terakhir diubah oleh
admin-updated = Pengaturan diperbarui.

retrain-not-admin = Hanya admin bot yang bisa melatih ulang atau mengembalikan agen: ini mengubah agen di semua server (admin bot: TTT_BOT_ADMINS, atau pemilik aplikasi).
retrain-promoted = Dilatih ulang: **{ $version }** bermain mulai permainan berikutnya.
retrain-unchanged = Tidak ada yang perlu diperbaiki: **{ $version }** tetap bermain.
retrain-rejected = Dilatih ulang, tetapi tidak dipromosikan: **{ $version }** tetap bermain.
retrain-skipped = Tidak ada hal baru untuk dipelajari: **{ $version }** tetap bermain.
retrain-busy = Pelatihan ulang atau pengembalian sedang berjalan; coba lagi setelah selesai.
retrain-failed = Pelatihan ulang gagal; tidak ada yang berubah.
retrain-rolled-back = Dikembalikan: **{ $version }** bermain mulai permainan berikutnya.
retrain-failed-checks = Lebih buruk daripada versi yang aktif pada:

cell-1 = kiri atas
cell-2 = atas
cell-3 = kanan atas
cell-4 = kiri
cell-5 = tengah
cell-6 = kanan
cell-7 = kiri bawah
cell-8 = bawah
cell-9 = kanan bawah
cell-choice = { $cell } · { $name }
cell-aliases-1 = atas kiri, pojok kiri atas
cell-aliases-2 = atas tengah, tengah atas
cell-aliases-3 = atas kanan, pojok kanan atas
cell-aliases-4 = tengah kiri, kiri tengah
cell-aliases-5 = pusat, di tengah, t
cell-aliases-6 = tengah kanan, kanan tengah
cell-aliases-7 = bawah kiri, pojok kiri bawah
cell-aliases-8 = bawah tengah, tengah bawah
cell-aliases-9 = bawah kanan, pojok kanan bawah
cell-forms = angka 1 sampai 9 (1 2 3 / 4 5 6 / 7 8 9 dari kiri atas), koordinat seperti b2, atau kata seperti “tengah” atau “kiri atas”

error-generic = Maaf, ada yang salah di pihakku. Sudah dicatat; silakan coba lagi.
error-manage-guild = Kamu perlu izin Kelola Server untuk mengubah pengaturan bot.
error-guild-only = Perintah ini hanya berfungsi di server.
error-bot-missing = Aku tidak punya izin yang diperlukan di sini: { $perms }.
error-bad-argument = Aku tidak bisa memakai nilai itu: { $detail }

error-no-active-game = Kamu tidak punya permainan yang sedang berjalan di sini. Mulai dengan /ttt play.
error-already-playing = { $who ->
    [you] Kamu sudah punya permainan #{ $game_id } yang berjalan di sini: selesaikan dulu dengan /ttt move atau /ttt resign.
   *[other] { $name } sudah memainkan permainan #{ $game_id } di sini.
}
error-not-your-turn = Bukan giliranmu: sekarang giliran { $mark } ({ $name }).
error-not-your-game = Permainan #{ $game_id } adalah { $x } (X) lawan { $o } (O); kamu tidak ikut bermain.
error-stale-board = { $reason ->
    [moved-on] Papan itu sudah usang: permainan #{ $game_id } sudah sampai langkah { $ply }. Ini papan terbarunya.
    [conflict] Permainan #{ $game_id } berubah saat kamu melangkah (langkah lain masuk lebih dulu); tidak ada yang dimainkan. Lihat papan lagi.
   *[resign] Permainan terus berubah saat kamu menyerah; coba lagi.
}
error-game-not-found = { $reason ->
    [none-to-review] Kamu belum punya permainan selesai di sini untuk diulas.
   *[unknown] Tidak ada permainan #{ $game_id }.
}
error-review-in-progress = Permainan #{ $game_id } masih berjalan; ulasan akan membocorkan langkah terbaik. Minta lagi setelah selesai.
error-leaderboard-size = Papan peringkat menampilkan { $low } sampai { $high } pemain, bukan { $value }.
error-channel-not-allowed = Di sini tidak ada permainan di saluran ini; coba salah satu saluran permainan server, atau minta admin mengizinkan saluran ini.
error-cooldown = Kamu baru saja menantang seseorang; kamu bisa menantang lagi dalam { $wait }.
error-challenge = Tantangan itu tidak mungkin.
error-challenge-option = Opsi tantangan itu tidak valid: { $value }.
error-invalid-first-mover = “{ $value }” bukan pilihan untuk siapa yang jalan duluan: aku, lawan, atau acak.
error-invalid-challenge-expiry = Tantangan harus kedaluwarsa setelah { $low } sampai { $high }, bukan “{ $value }”.
error-self-challenge = Kamu tidak bisa menantang dirimu sendiri. Jalankan /ttt play tanpa lawan untuk bermain melawanku.
error-bot-challenge = { $name } adalah bot dan tidak bisa berduel. Jalankan /ttt play tanpa lawan untuk bermain melawanku.
error-duplicate-challenge = Kamu dan { $opponent } sudah punya tantangan yang menunggu jawaban (#{ $challenge_id }); jawab dulu atau biarkan kedaluwarsa.
error-unknown-challenge = Aku tidak menemukan tantangan #{ $challenge_id }.
error-not-challenged = Tantangan #{ $challenge_id } ditujukan untuk { $opponent }: hanya dia yang bisa menerima atau menolaknya.
error-challenge-expired = Tantangan ini (#{ $challenge_id }) sudah kedaluwarsa. Kirim yang baru dengan /ttt play dan seorang lawan.
error-challenge-answered = Tantangan ini (#{ $challenge_id }) sudah dijawab.
error-challenge-already-accepted = Tantangan ini (#{ $challenge_id }) sudah diterima: permainan sedang berjalan.
error-challenge-already-declined = Tantangan ini (#{ $challenge_id }) sudah ditolak.
error-agent-unavailable = Agen { $agent } tidak bisa bermain sekarang. Pilih yang lain (/ttt agents menampilkan daftarnya).
error-invalid-setting = { $reason ->
    [empty] Tidak ada yang diubah: sebutkan pengaturan dan nilai barunya.
    [unknown] Pengaturan tidak dikenal “{ $name }”; pengaturannya adalah: { $known }.
    [range] { $name } harus antara { $low } dan { $high }, bukan “{ $value }”.
   *[value] { $name } tidak bisa bernilai “{ $value }”.
}
error-invalid-board = Posisi itu tidak mungkin terjadi dalam permainan.
error-illegal-move = Langkah itu tidak diizinkan.
error-cell-out-of-range = Kotak bernomor 1 sampai 9, bukan { $value }.
error-cell-occupied = Kotak { $cell } sudah diisi { $mark }.
error-game-over = Permainan #{ $game_id } sudah selesai: { $result }
error-cell-parse = { $reason ->
    [empty] Kotak yang mana? Gunakan { $forms }.
    [number] “{ $input }” bukan kotak: kotak bernomor 1 sampai 9.
   *[unknown] Aku tidak mengenali kotak “{ $input }”. Gunakan { $forms }.
}
error-unknown-agent = Tidak ada agen bernama “{ $name }”. Agen yang tersedia: { $agents }.
error-weights = Bobot agen { $agent } tidak bisa dimuat; agen ini tidak bisa bermain sampai diperbaiki.
error-not-admin = Hanya admin bot yang bisa melatih ulang atau mengembalikan agen: ini mengubah agen di semua server (admin bot: TTT_BOT_ADMINS, atau pemilik aplikasi).
error-busy = Pelatihan ulang atau pengembalian sedang berjalan; coba lagi setelah selesai.
error-retrain = Pelatihan ulang gagal; tidak ada yang berubah ({ $detail }).
error-database-unavailable = Basis data permainan sedang tidak tersedia; tidak ada yang berubah. Coba lagi sebentar lagi.
error-database-unconfirmed = Basis data permainan berhenti merespons saat menyimpan ini: mungkin tersimpan, mungkin tidak. Periksa dulu sebelum mencoba lagi (/ttt board menampilkan permainanmu).
error-usage = { $reason ->
    [read] Aku tidak bisa membaca perintah itu ({ $detail }). Ketik /ttt help.
    [missing-command] Perintah setelah /ttt tidak ada. Ketik /ttt help.
    [unknown-command] Perintah tidak dikenal “{ $command }”. Perintah diawali /ttt; ketik /ttt help.
    [no-cell] Kotak yang mana? Penggunaan: /ttt move <kotak>, misalnya /ttt move 5
    [bad-first] “first” harus salah satu dari { $choices }, bukan “{ $value }”.
   *[unexpected] “{ $input }” tidak terduga. Penggunaan: { $usage }
}

cmd-ttt =
    .description = Tic-tac-toe melawan bot atau anggota lain
cmd-ttt-play = main
    .description = Bermain melawan agen server, atau tantang seorang anggota
cmd-ttt-play-opponent = lawan
    .description = Anggota yang ditantang (kosongkan untuk melawanku)
cmd-ttt-play-agent = agen
    .description = Agen yang dilawan (bawaan: agen server ini)
cmd-ttt-play-first = pertama
    .description = Siapa yang bermain X dan jalan duluan
cmd-ttt-move = langkah
    .description = Mainkan satu kotak di permainanmu
cmd-ttt-move-cell = kotak
    .description = 1-9 dari kiri atas (1 2 3 / 4 5 6 / 7 8 9), atau b2, tengah…
cmd-ttt-board = papan
    .description = Tampilkan permainanmu yang sedang berjalan
cmd-ttt-resign = menyerah
    .description = Menyerah dari permainanmu yang sedang berjalan
cmd-ttt-stats = statistik
    .description = Rating, menang, seri, kalah, dan rentetan seorang anggota
cmd-ttt-stats-member = anggota
    .description = Statistik siapa (bawaan: milikmu)
cmd-ttt-leaderboard = peringkat
    .description = Pemain terbaik menurut rating Elo
cmd-ttt-leaderboard-scope = cakupan
    .description = Server ini atau di mana saja
cmd-ttt-agents = daftar-agen
    .description = Agen yang bisa kamu lawan dan kekuatan terukurnya
cmd-ttt-review = ulasan
    .description = Langkah yang mengubah hasil permainan terakhirmu
cmd-ttt-review-game = permainan
    .description = Nomor permainan (bawaan: permainan terakhirmu yang selesai di sini)
cmd-ttt-admin =
    .description = Pengaturan tic-tac-toe untuk server ini
cmd-ttt-admin-settings = pengaturan
    .description = Tampilkan pengaturan server ini
cmd-ttt-admin-agent = agen
    .description = Pilih agen yang dilawan anggota secara bawaan di sini
cmd-ttt-admin-agent-name = nama
    .description = Nama agen (lihat /ttt agents)
cmd-ttt-admin-allow-channel = izinkan-saluran
    .description = Izinkan permainan di suatu saluran (begitu ada yang diizinkan, hanya di situ)
cmd-ttt-admin-allow-channel-channel = saluran
    .description = Salurannya
cmd-ttt-admin-disallow-channel = hapus-saluran
    .description = Hapus saluran dari saluran yang diizinkan
cmd-ttt-admin-disallow-channel-channel = saluran
    .description = Salurannya
cmd-ttt-admin-all-channels = semua-saluran
    .description = Izinkan permainan di semua saluran
cmd-ttt-admin-multiple-games = banyak-permainan
    .description = Apakah anggota boleh punya beberapa permainan sekaligus
cmd-ttt-admin-multiple-games-enabled = aktif
    .description = Ya atau tidak
cmd-ttt-admin-move-timeout = waktu-langkah
    .description = Berapa lama pemain boleh berpikir untuk satu langkah
cmd-ttt-admin-move-timeout-seconds = detik
    .description = Dalam detik
cmd-ttt-admin-cooldown = jeda
    .description = Berapa lama anggota menunggu di antara dua tantangan
cmd-ttt-admin-cooldown-seconds = detik
    .description = Dalam detik
cmd-ttt-admin-language = bahasa
    .description = Bahasa pesan publik server ini (papan, undangan, hasil)
cmd-ttt-admin-language-language = bahasa
    .description = Sebuah bahasa (kosongkan untuk mengikuti bahasa server di Discord)
cmd-ttt-owner =
    .description = Pelatihan ulang agen bot (pemilik bot)
cmd-ttt-owner-retrain = latih-ulang
    .description = Latih ulang DQN sekarang dengan permainan anggota (admin bot)
cmd-ttt-owner-rollback = kembalikan
    .description = Pakai lagi versi DQN sebelumnya (admin bot)

choice-me = aku
choice-bot = bot (atau lawan)
choice-random = acak
choice-server = server ini
choice-global = global

console-welcome = konsol tttbot - ketik /ttt help untuk perintah, quit untuk keluar.
console-help =
    Perintah (kotak: { $forms }):
      /ttt play [agent] [first:me|bot|random]   mulai permainan (agen bawaan: { $default })
      /ttt move <kotak>                          mainkan kotak (cukup kotaknya, misalnya 5)
      /ttt board                                 tampilkan permainanmu
      /ttt resign                                menyerah dari permainan saat ini
      /ttt stats [global]                        catatan, rating, dan rentetanmu
      /ttt leaderboard [global] [N]              pemain dengan rating tertinggi ({ $ranked }+ permainan)
      /ttt review [permainan]                    langkah yang mengubah hasil permainan terakhirmu
      /ttt agents                                agen yang bisa kamu lawan
      /ttt admin learning                        apa yang dipelajari bot dari pemain server ini
      /ttt help                                  teks ini
      quit                                       keluar
console-error = Ada yang salah dengan perintah itu; sudah dicatat. Ketik /ttt help.
console-timed-out = Waktu permainan #{ $game_id } habis: { $result }
console-opening = Permainan #{ $game_id }: { $x } (X) lawan { $o } (O).
console-agent-opens = { $name } membuka di kotak { $cell }.
console-you-played = Kamu memainkan { $cell }.
console-agent-answered = Kamu memainkan { $cell }; { $name } membalas { $reply }.
console-you = kamu
console-scope-here = di sini
console-scope-everywhere = di mana saja
console-no-stats = Belum ada permainan selesai untuk { $name } ({ $where }). Mulai dengan /ttt play.
console-stats-head = Statistik { $name } ({ $where }): rating { $rating } ({ $games } permainan, { $ranked })
console-ranked = masuk peringkat
console-to-rank = { $count } permainan lagi untuk masuk peringkat
console-stats-overall = keseluruhan
console-stats-vs-people = melawan orang
console-stats-vs-agent = melawan { $agent }
console-streak = rentetan { $streak } (terbaik { $best })
console-no-leaderboard = Belum ada yang masuk peringkat ({ $where }): pemain muncul setelah { $min } permainan.
console-leaderboard-head = Papan peringkat ({ $where }):
console-games = { $count } permainan
console-review-clean = Tidak ada langkah yang mengubah nilai permainan: setiap langkah mempertahankan hasil terbaik.
console-agents-head = Agen (rating Elo; agen yang belajar: versi, akurasi langkah optimal yang terukur):
console-optimal = { $pct } optimal

## What the bot learned from this server's people (/ttt-admin learning)
learning-none = Belum ada { $agent } yang dilatih ulang yang belajar dari pemain server ini.
learning-head = { $agent } { $version } (dilatih ulang dari { $base }) belajar dari pemain server ini. Permainan dipakai: { $games }; disisihkan untuk pengecekan: { $held }.
learning-winrate = Perkiraan tingkat kemenangan melawan pemain kalian: { $before } → { $after }
learning-held-out = Pada permainan yang disisihkan: keuntungan { $gain } (interval { $confidence } dari { $lower } sampai { $upper })
learning-habit = Pemain kalian: { $habit } { $pct } dari waktu ({ $chances } kesempatan).
learning-habit-win-line = mengambil langkah menang di baris atau kolom
learning-habit-win-diag = mengambil langkah menang di diagonal
learning-habit-block-line = memblokir ancaman di baris atau kolom
learning-habit-block-diag = memblokir ancaman di diagonal
learning-no-habits = Belum cukup permainan untuk menggambarkan kebiasaan mereka.
agents-vs-people = perkiraan menang { $pct } melawan pemain server ini
learning-line = { $own ->
    [yes] Server ini punya gaya bermain sendiri.
   *[no] Server ini dimainkan dengan gaya yang dipelajari dari semua pemain.
}
cmd-ttt-admin-learning = pembelajaran
    .description = Apa yang dipelajari bot dari pemain server ini

## Stale boards, invalid buttons, the console's results

board-refreshed = Papan itu sudah usang, jadi tidak ada yang dimainkan: sekarang papan menunjukkan posisi saat ini (langkah { $ply }). Mainkan langkahmu di sana.
board-refreshed-over = Papan itu sudah usang, jadi tidak ada yang dimainkan: sekarang papan menunjukkan bagaimana permainan berakhir.
button-invalid = Tombol ini sudah tidak berlaku. /ttt board menampilkan permainanmu yang sedang berlangsung di sini.
console-turn = Giliran { $mark } ({ $name })
console-you-won = { $how ->
    [resigned] { $loser } menyerah; kamu menang ({ $mark }).
    [timed-out] Waktu { $loser } habis; kamu menang ({ $mark }).
   *[played] Kamu menang ({ $mark }).
}
console-you-lost = { $how ->
    [resigned] Kamu menyerah; { $name } ({ $mark }) menang.
    [timed-out] Waktumu habis; { $name } ({ $mark }) menang.
   *[played] { $name } ({ $mark }) menang.
}

## Levels by name (/ttt play difficulty) and the fair level's target

# /ttt play with both an opponent and a difficulty (a duel has no bot to set).
duel-difficulty-with-opponent = Opsi tingkat kesulitan untuk permainan melawan bot: kosongkan saat menantang anggota.
# $reason: with-agent (a difficulty and an agent given together), unknown ($value: what was
# given; $choices: the difficulties).
error-difficulty = { $reason ->
    [with-agent] Pilih tingkat kesulitan atau agen, jangan keduanya: tingkat kesulitan memilih agennya sendiri.
   *[unknown] Tingkat kesulitan harus salah satu dari { $choices }, bukan “{ $value }”.
}
# The settings embed: the fair level's target ($pct: whole percent).
admin-fair-target = Tingkat adil: porsi kemenangan anggota
admin-fair-target-value = { $pct }% permainan
# The console's help, a line after the commands ($levels: easy|medium|…; $target: percent).
console-help-levels = Tingkat: /ttt play difficulty:{ $levels } (sebagai ganti agen); fair menyesuaikan diri agar kamu menang sekitar { $target }% permainan.
cmd-ttt-play-difficulty = kesulitan
    .description = Seberapa kuat bot bermain (sebagai ganti agen); adil menyesuaikan denganmu
cmd-ttt-admin-fair-target = target-adil
    .description = Porsi permainan yang seharusnya dimenangkan anggota di tingkat adil
cmd-ttt-admin-fair-target-percent = persen
    .description = Dalam persen (kosongkan untuk bawaan, 40)
choice-easy = mudah
choice-medium = sedang
choice-hard = sulit
choice-unbeatable = tak-terkalahkan
choice-fair = adil (menyesuaikan denganmu)
## The review's picture (its caption in the embed footer, its alt text)
review-picture-before = Gambar: posisi sebelum langkah { $ply }, giliran { $mark }.
review-picture-final = Gambar: posisi akhir.
review-picture-legend = Hijau: { $mark } menang jika bermain di sana, abu-abu: seri, merah: kalah; bingkai emas: langkah terbaik.
review-picture-played = Bingkai merah muda: langkah yang dimainkan.
review-picture-alt = Papan permainan #{ $game_id }, setiap petak kosong berwarna hijau, abu-abu, atau merah sesuai apakah { $mark } menang, seri, atau kalah jika bermain di sana.
review-picture-alt-final = Papan akhir permainan #{ $game_id }.
console-review-picture-saved = Gambar disimpan ke { $path }
console-review-picture-failed = Gambar tidak dapat disimpan ke { $path }: { $reason }
## Standings: farm-proof ratings, seasons, provisional players, measured agents

# /ttt stats when every game of the member was on this server (one line, not two alike).
stats-server-everywhere = Server ini (semua permainanmu)
# Leaderboards: a channel's board; which season a board counts; a player under the ranking
# threshold ($games of $min games), shown unranked.
lb-title-channel = Papan peringkat · #{ $channel } · { $server }
lb-season-current = Musim { $season } (saat ini)
lb-season-past = Musim { $season } / { $current }
lb-all-time = Semua musim
lb-provisional = sementara
lb-row-provisional = **–** { $name } · **{ $rating }** · { $record } · sementara ({ $games }/{ $min })
lb-this-channel = Kanal ini
# /ttt agents: an agent's rating measured against people, and people's results against it.
agents-measured = Rating yang diukur melawan manusia: { $rating } · permainan melawan manusia: { $games }
agents-people-here = Orang di sini: { $record }
agents-people-everywhere = Orang di mana saja: { $record }
# Under a finished board: each person's new season rating and its change ($change: +12, -8).
board-rating = { $name }: rating { $rating } ({ $change })
board-unrated = { $name }: permainan tanpa rating, rating tidak berubah
# /ttt-admin season new (public).
season-started = Musim { $season } telah dimulai: papan peringkat mulai dari awal. Musim { $previous } tetap bisa dilihat dengan /ttt leaderboard season:{ $previous }.
error-season = { $reason ->
    [global] Papan peringkat global tidak punya musim: musim berlaku per server.
    [channel-all-time] Papan peringkat kanal disimpan per musim: pilih nomor musim, atau papan server untuk semua musim.
    [race] Admin lain memulai musim baru pada saat yang sama; tidak ada yang lain berubah.
   *[not-started] Tidak ada musim { $season } di sini: server ini sedang di musim { $current }.
}
cmd-ttt-leaderboard-season = musim
    .description = Nomor musim, atau all untuk semua musim (bawaan: musim saat ini)
choice-channel = kanal
cmd-ttt-admin-season = musim
    .description = Musim papan peringkat server ini
cmd-ttt-admin-season-new = baru
    .description = Arsipkan peringkat musim ini dan mulai musim baru
## Rematches: the rematch button, /ttt history, their refusals, the console's forms
rematch-button = Tanding ulang
rematch-invite-note = Tanding ulang permainan #{ $game_id }, dengan warna ditukar.
error-rematch = Tanding ulang itu tidak bisa.
error-rematch-not-player = Hanya { $x } dan { $o } yang bisa meminta tanding ulang permainan #{ $game_id }.
error-rematch-not-over = Permainan #{ $game_id } masih berlangsung: selesaikan dulu sebelum meminta tanding ulang.
error-rematch-taken = Permainan #{ $game_id } sudah punya tanding ulangnya: permainan #{ $rematch_id }.
error-nothing-to-rematch = Kamu belum punya permainan selesai di sini untuk ditandingkan ulang.
error-history-size = Riwayat menampilkan { $low } sampai { $high } permainan, bukan { $value }.
history-title = Permainan terbaru { $name }
history-empty = Tidak ada permainan { $name } yang sudah selesai di server ini yang bisa kamu ulas.
history-line = #{ $game_id } · { $date } · lawan { $opponent } · { $result }
history-result = { $result ->
    [win] menang
    [loss] kalah
    [unrated] ditinggalkan, tanpa peringkat
   *[draw] seri
}
history-option = Permainan #{ $game_id } lawan { $opponent }
history-pick = Pilih permainan untuk diulas
history-footer = Terbaru dulu. Pilih satu di bawah untuk mengulasnya, atau pakai /ttt review <nomor>.
cmd-ttt-history = riwayat
    .description = Permainan terbarumu di sini, atau milik seorang anggota
cmd-ttt-history-member = anggota
    .description = Permainan siapa (bawaan: milikmu)
console-history-head = Permainan terbarumu di sini, terbaru dulu (/ttt review <nomor> mengulas satu):
console-history-empty = Kamu belum punya permainan yang selesai di sini.
console-history-line = #{ $game_id }  { $date }  lawan { $opponent }: { $result }
console-help-rematch = mainkan lagi permainan terakhirmu di sini, dengan warna ditukar
console-help-history = permainan terbarumu di sini, untuk diulas menurut nomor
console-help-admin = pengaturan server ini; ubah dengan /ttt admin <setting> <value>
## The front: post limits, one live board, roles, looks, help, welcome, unrated games

board-abandoned-unrated = Ditinggalkan sebelum langkah pertama: tanpa peringkat, tidak dihitung untuk siapa pun.
board-replaced = Papan itu sudah diganti yang lebih baru, jadi tidak ada yang dimainkan. Mainkan di papan terbaru (atau /ttt board).
error-game-channels-elsewhere = Di sini permainan tidak dimainkan di kanal ini; permainan dimainkan di { $channels }.
error-role-not-allowed = Permainan di sini untuk anggota dengan salah satu peran ini: { $roles }.
error-public-post-limit-reached = Kamu membuatku memposting { $limit } papan publik dalam semenit terakhir; coba lagi dalam { $wait } dtk.
error-invalid-looks = { $reason ->
    [emoji] { $name } harus satu emoji (seperti ❌, atau emoji server seperti <:cross:123456789012345678>), bukan “{ $value }”.
   *[colour] Warna harus heksadesimal seperti #5865F2, bukan “{ $value }”.
}
admin-roles = Peran yang bermain
admin-roles-all = semua anggota
admin-public-posts = Papan publik per anggota
admin-public-posts-value = { $count } per menit
admin-no-limit = tanpa batas
admin-looks = Tampilan
admin-looks-value = X: { $x } · O: { $o } · warna: { $colour }
admin-looks-default = bawaan bot
retrain-owners-only = Hanya pemilik bot yang bisa melatih ulang agen atau mengembalikannya: itu mengubah agen di semua server.
help-discord =
    Cara bermain tic-tac-toe di sini
    Petak: { $forms }. Di papan, setiap petak kosong menampilkan nomornya: klik, atau ketik /ttt move dengan nomor itu.
    `/ttt play` bermain melawanku (agen bawaan: { $default }), atau tantang anggota dengan opsi lawan
    `/ttt move` mainkan satu petak
    `/ttt board` tampilkan lagi permainanmu
    `/ttt resign` menyerah dari permainanmu
    `/ttt stats` catatan, rating, dan rentetan seorang anggota
    `/ttt leaderboard` pemain dengan rating terbaik ({ $ranked }+ permainan)
    `/ttt review` langkah yang mengubah hasil sebuah permainan
    `/ttt agents` agen yang bisa kamu lawan
    `/ttt help` teks ini
    Admin: `/ttt-admin settings` menampilkan pilihan server ini.
help-welcome = Halo! Aku bermain tic-tac-toe, melawan kalian atau di antara kalian. Mulai permainan dengan `/ttt play`; `/ttt help` mencantumkan semua perintah, dan admin menemukan pengaturan di `/ttt-admin`.
cmd-ttt-help =
    .description = Cara bermain, dan semua perintah
cmd-ttt-admin-allow-role =
    .description = Izinkan anggota dengan suatu peran bermain (begitu ada yang dipilih, hanya mereka)
cmd-ttt-admin-allow-role-role =
    .description = Perannya
cmd-ttt-admin-disallow-role =
    .description = Hapus peran dari peran yang bermain
cmd-ttt-admin-disallow-role-role =
    .description = Perannya
cmd-ttt-admin-all-roles =
    .description = Izinkan semua anggota bermain
cmd-ttt-admin-public-posts =
    .description = Berapa papan yang boleh dibuat anggota untuk kuposting per menit
cmd-ttt-admin-public-posts-per_minute =
    .description = Papan per menit per anggota (0: tanpa batas)
cmd-ttt-admin-looks =
    .description = Emoji tanda dan warna papan server ini
cmd-ttt-admin-looks-x =
    .description = Emoji untuk X (emoji server juga bisa); bawaan: hurufnya
cmd-ttt-admin-looks-o =
    .description = Emoji untuk O (emoji server juga bisa); bawaan: hurufnya
cmd-ttt-admin-looks-colour =
    .description = Warna papan yang sedang dimainkan, heksadesimal (#5865F2); bawaan: milik bot
looks-emoji-elsewhere = { $emoji } bukan emoji server ini: gunakan salah satu emoji server ini, atau emoji Unicode.
