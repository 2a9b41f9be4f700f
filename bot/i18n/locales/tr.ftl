# Türkçe. Same messages and variables as en.ftl (the reference); see its comments.
# Turkish nouns stay singular after a number; the one/other variants differ only where the
# sentence does.

board-title = Oyun #{ $game_id }
board-vs = { $x } (X) - { $o } (O)
board-turn = Sıra { $mark } tarafında: { $name }
board-won = { $name } ({ $mark }) kazandı.
board-drawn = Berabere.
board-resigned = { $loser } çekildi; { $name } ({ $mark }) kazandı.
board-abandoned = { $loser } süresini aştı; { $name } ({ $mark }) kazandı.
board-agent = Ajan
board-agent-side = { $name } (ajan)
board-footer = Hamle { $ply } · oyun #{ $game_id }
board-footer-over = { $moves ->
    [one] { $moves } hamle
   *[other] { $moves } hamle
} · oyun #{ $game_id }
board-moved-on = Bu tahta daha yeni bir mesajda devam ediyor.
board-none = Burada devam eden bir oyunun yok. /ttt play ile bir oyun başlat.

duel-title = XOX düellosu
duel-invite = { $opponent }, { $challenger } seni bir oyuna davet ediyor. { $expires } yanıtla.
duel-first-me = { $challenger } X ile oynuyor ve başlıyor.
duel-first-them = { $opponent } X ile oynuyor ve başlıyor.
duel-first-random = X ile kimin oynayacağı kurayla belirlenecek.
duel-accept = Kabul et
duel-decline = Reddet
duel-declined = { $opponent }, { $challenger } tarafından gönderilen daveti reddetti.
duel-expired = { $challenger } tarafından { $opponent } için gönderilen davetin süresi doldu.
duel-expired-invite = { $challenger } tarafından { $opponent } için gönderilen davet yanıtlanmadan sona erdi. /ttt play ile yenisini gönder.
duel-agent-with-opponent = agent seçeneği bota karşı oyunlar içindir: bir üyeye meydan okurken onu kullanma.
duel-bot-opponent = Botlar davet kabul edemez. Bana karşı oynamak için /ttt play komutunu rakip olmadan kullan.

stats-title = { $name } - XOX
stats-server = Bu sunucu
stats-global = Her yerde
stats-rating = Puan
stats-games = Oyunlar
stats-record = { $wins } G · { $draws } B · { $losses } M
stats-summary = Puan **{ $rating }** · { $games ->
    [one] { $games } oyun
   *[other] { $games } oyun
} · { $record }
stats-vs-people = İnsanlara karşı
stats-vs-agents = Ajanlara karşı
stats-streak = Seri
stats-best-streak = En iyi seri
stats-streak-wins = { $count ->
    [one] üst üste { $count } galibiyet
   *[other] üst üste { $count } galibiyet
}
stats-streak-losses = { $count ->
    [one] üst üste { $count } mağlubiyet
   *[other] üst üste { $count } mağlubiyet
}
stats-streak-none = yok
stats-no-games = { $name } henüz hiç oyun bitirmedi.
lb-title-server = Sıralama · { $server }
lb-title-global = Genel sıralama
lb-row = **{ $rank }.** { $name } · **{ $rating }** · { $record } · seri { $streak }
lb-empty = { $min ->
    [one] Henüz sıralamada kimse yok: burada görünmek için { $min } oyun bitirmek gerekiyor.
   *[other] Henüz sıralamada kimse yok: burada görünmek için { $min } oyun bitirmek gerekiyor.
}
lb-footer = { $min ->
    [one] En az { $min } oyun bitirmiş oyuncular, Elo puanına göre.
   *[other] En az { $min } oyun bitirmiş oyuncular, Elo puanına göre.
}
agents-title = Ajanlar
agents-server-agent = Bu sunucu varsayılan olarak **{ $name }** ile oynuyor.
agents-default-mark = { " " }(bu sunucunun varsayılanı)
agents-version = sürüm { $version }
agents-rating = Elo puanı { $rating }
agents-metric = { $name }: { $value }
agents-accuracy = en iyi hamleler: { $pct }
agents-vs = { $opponent } karşısında: X ile { $x }; O ile { $o }
agents-wdl = { $w } G · { $d } B · { $l } M

review-title = Oyun #{ $game_id } analizi
review-clean = Hiçbir hamle oyunun değerini değiştirmedi: iki taraf da hatasız oynadı.
review-line = hamle { $ply }, { $mark } { $cell } numaralı kareye, { $before } durumunu { $after } durumuna çevirdi; { $best } { $kept } korurdu
review-line-no-best = hamle { $ply }, { $mark } { $cell } numaralı kareye, { $before } durumunu { $after } durumuna çevirdi
review-value = { $value ->
    [win] galibiyet
    [draw] beraberlik
   *[loss] mağlubiyet
}
review-kept = { $value ->
    [win] galibiyeti
    [draw] beraberliği
   *[loss] mağlubiyeti
}
review-or = { $head } veya { $last }
review-left-early = { $how ->
    [resigned] { $value ->
        [win] { $mark } kazanılmış bir konumda çekildi.
       *[draw] { $mark } konum hâlâ berabereyken çekildi.
    }
   *[timed-out] { $value ->
        [win] { $mark } kazanılmış bir konumda süresini aştı.
       *[draw] { $mark } konum hâlâ berabereyken süresini aştı.
    }
}

admin-title = Sunucu ayarları
admin-agent = Ajan
admin-channels = İzin verilen kanallar
admin-channels-all = tüm kanallar
admin-multiple-games = Aynı anda birden çok oyun
admin-move-timeout = Hamle süresi
admin-cooldown = Davetler arası bekleme
admin-language = Sunucu dili
admin-language-default = { $language } (Discord'daki sunucu dili)
admin-language-updated = Buradaki herkese açık mesajlar artık şu dilde: { $language }.
admin-yes = evet
admin-no = hayır
admin-updated-by = Son değiştiren
admin-updated = Ayarlar güncellendi.

retrain-not-admin = Ajanı yeniden eğitebilen veya geri alabilen yalnızca botun yöneticileridir: bu, tüm sunuculardaki ajanı değiştirir (bot yöneticileri: TTT_BOT_ADMINS veya uygulamanın sahibi).
retrain-promoted = Yeniden eğitildi: **{ $version }** bir sonraki oyundan itibaren oynuyor.
retrain-unchanged = İyileştirilecek bir şey yok: **{ $version }** oynamaya devam ediyor.
retrain-rejected = Yeniden eğitildi ama yükseltilmedi: **{ $version }** oynamaya devam ediyor.
retrain-skipped = Öğrenilecek yeni bir şey yok: **{ $version }** oynamaya devam ediyor.
retrain-busy = Zaten bir yeniden eğitim veya geri alma sürüyor; bittiğinde tekrar dene.
retrain-failed = Yeniden eğitim başarısız oldu; hiçbir şey değişmedi.
retrain-rolled-back = Geri alındı: **{ $version }** bir sonraki oyundan itibaren oynuyor.
retrain-failed-checks = Şu konularda kullanımdaki sürümden daha kötü:

cell-1 = sol üst
cell-2 = üst
cell-3 = sağ üst
cell-4 = sol
cell-5 = orta
cell-6 = sağ
cell-7 = sol alt
cell-8 = alt
cell-9 = sağ alt
cell-choice = { $cell } · { $name }
cell-aliases-1 = üst sol, sol üst köşe
cell-aliases-2 = üst orta, orta üst, yukarı
cell-aliases-3 = üst sağ, sağ üst köşe
cell-aliases-4 = orta sol, sol orta
cell-aliases-5 = merkez, ortada, tam orta
cell-aliases-6 = orta sağ, sağ orta
cell-aliases-7 = alt sol, sol alt köşe
cell-aliases-8 = alt orta, orta alt, aşağı
cell-aliases-9 = alt sağ, sağ alt köşe
cell-forms = 1'den 9'a bir sayı (sol üstten itibaren 1 2 3 / 4 5 6 / 7 8 9), b2 gibi bir koordinat ya da “orta” veya “sol üst” gibi sözcükler

error-generic = Üzgünüm, benim tarafımda bir şeyler ters gitti. Kaydedildi; lütfen tekrar dene.
error-manage-guild = Botun ayarlarını değiştirmek için Sunucuyu Yönet iznine ihtiyacın var.
error-guild-only = Bu komut yalnızca bir sunucuda çalışır.
error-bot-missing = Burada bazı izinlerim eksik: { $perms }.
error-bad-argument = Bu değeri kullanamadım: { $detail }

error-no-active-game = Burada devam eden bir oyunun yok. /ttt play ile bir oyun başlat.
error-already-playing = { $who ->
    [you] Burada zaten devam eden #{ $game_id } numaralı oyunun var: önce /ttt move veya /ttt resign ile bitir.
   *[other] { $name } burada zaten #{ $game_id } numaralı oyunu oynuyor.
}
error-not-your-turn = Sıra sende değil: sıra { $mark } tarafında ({ $name }).
error-not-your-game = #{ $game_id } numaralı oyun { $x } (X) ile { $o } (O) arasında; sen bu oyunda değilsin.
error-stale-board = { $reason ->
    [moved-on] Bu tahta güncel değil: #{ $game_id } numaralı oyun { $ply }. hamleye geldi. İşte güncel tahta.
    [conflict] Sen hamle yaparken #{ $game_id } numaralı oyun değişti (başka bir hamle önce geldi); hiçbir şey oynanmadı. Tahtaya tekrar bak.
   *[resign] Sen çekilirken oyun sürekli değişti; tekrar dene.
}
error-game-not-found = { $reason ->
    [none-to-review] Burada henüz analiz edilecek bitmiş bir oyunun yok.
   *[unknown] #{ $game_id } numaralı bir oyun yok.
}
error-review-in-progress = #{ $game_id } numaralı oyun hâlâ sürüyor; analiz en iyi hamleleri ele verirdi. Oyun bitince tekrar iste.
error-leaderboard-size = Bir sıralama { $low } ile { $high } arasında oyuncu gösterir, { $value } değil.
error-channel-not-allowed = Burada bu kanalda oyun oynanmıyor; sunucunun oyun kanallarından birini dene ya da bir yöneticiden bu kanala izin vermesini iste.
error-cooldown = Az önce birine meydan okudun; { $wait } sonra yeniden meydan okuyabilirsin.
error-challenge = Bu davet mümkün değil.
error-challenge-option = Davetin bu seçeneği geçerli değil: { $value }.
error-invalid-first-mover = “{ $value }”, kimin başlayacağı için bir seçenek değil: ben, rakip ya da rastgele.
error-invalid-challenge-expiry = Bir davet { $low } ile { $high } arasında bir sürede sona ermeli, “{ $value }” değil.
error-self-challenge = Kendine meydan okuyamazsın. Bana karşı oynamak için /ttt play komutunu rakip olmadan kullan.
error-bot-challenge = { $name } bir bot ve düello oynayamaz. Bana karşı oynamak için /ttt play komutunu rakip olmadan kullan.
error-duplicate-challenge = Seninle { $opponent } arasında yanıt bekleyen bir davet zaten var (#{ $challenge_id }); önce onu yanıtla ya da süresinin dolmasını bekle.
error-unknown-challenge = #{ $challenge_id } numaralı daveti bulamıyorum.
error-not-challenged = #{ $challenge_id } numaralı davet { $opponent } için: yalnızca o kabul edebilir veya reddedebilir.
error-challenge-expired = Bu davetin (#{ $challenge_id }) süresi doldu. /ttt play ve bir rakiple yenisini gönder.
error-challenge-answered = Bu davet (#{ $challenge_id }) zaten yanıtlandı.
error-challenge-already-accepted = Bu davet (#{ $challenge_id }) zaten kabul edildi: oyun başladı.
error-challenge-already-declined = Bu davet (#{ $challenge_id }) zaten reddedildi.
error-agent-unavailable = { $agent } ajanı şu anda oynayamıyor. Başka birini seç (/ttt agents hepsini listeler).
error-invalid-setting = { $reason ->
    [empty] Değiştirilecek bir şey yok: bir ayar ve yeni değerini belirt.
    [unknown] Bilinmeyen ayar “{ $name }”; ayarlar şunlar: { $known }.
    [range] { $name }, { $low } ile { $high } arasında olmalı, “{ $value }” değil.
   *[value] { $name } “{ $value }” olamaz.
}
error-invalid-board = Bu konum hiçbir oyunda oluşamaz.
error-illegal-move = Bu hamleye izin verilmiyor.
error-cell-out-of-range = Kareler 1'den 9'a numaralıdır, { $value } değil.
error-cell-occupied = { $cell } numaralı kare zaten { $mark } tarafından alınmış.
error-game-over = #{ $game_id } numaralı oyun bitti: { $result }
error-cell-parse = { $reason ->
    [empty] Hangi kare? { $forms } kullan.
    [number] “{ $input }” bir kare değil: kareler 1'den 9'a numaralıdır.
   *[unknown] “{ $input }” karesini tanımıyorum. { $forms } kullan.
}
error-unknown-agent = “{ $name }” adında bir ajan yok. Kullanılabilir ajanlar: { $agents }.
error-weights = { $agent } ajanının ağırlıkları yüklenemedi; düzeltilene kadar oynayamaz.
error-not-admin = Ajanı yeniden eğitebilen veya geri alabilen yalnızca botun yöneticileridir: bu, tüm sunuculardaki ajanı değiştirir (bot yöneticileri: TTT_BOT_ADMINS veya uygulamanın sahibi).
error-busy = Zaten bir yeniden eğitim veya geri alma sürüyor; bittiğinde tekrar dene.
error-retrain = Yeniden eğitim başarısız oldu; hiçbir şey değişmedi ({ $detail }).
error-database-unavailable = Oyun veritabanına şu anda ulaşılamıyor; hiçbir şey değişmedi. Birazdan tekrar dene.
error-database-unconfirmed = Oyun veritabanı bunu kaydederken yanıt vermeyi bıraktı: kaydedilmiş de olabilir, kaydedilmemiş de. Tekrar denemeden önce kontrol et (/ttt board oyununu gösterir).
error-usage = { $reason ->
    [read] Bu komutu okuyamadım ({ $detail }). /ttt help yaz.
    [missing-command] /ttt sonrasında bir komut eksik. /ttt help yaz.
    [unknown-command] Bilinmeyen komut “{ $command }”. Komutlar /ttt ile başlar; /ttt help yaz.
    [no-cell] Hangi kare? Kullanım: /ttt move <kare>, örneğin /ttt move 5
    [bad-first] “first” şunlardan biri olmalı: { $choices }; “{ $value }” değil.
   *[unexpected] Beklenmeyen “{ $input }”. Kullanım: { $usage }
}

cmd-ttt =
    .description = Bota ya da diğer üyelere karşı XOX
cmd-ttt-play = oyna
    .description = Sunucunun ajanına karşı oyna ya da bir üyeye meydan oku
cmd-ttt-play-opponent = rakip
    .description = Düelloya davet edilecek üye (boş bırakırsan bana karşı oynarsın)
cmd-ttt-play-agent = ajan
    .description = Karşı oynanacak ajan (varsayılan: bu sunucunun ajanı)
cmd-ttt-play-first = başlayan
    .description = X ile kim oynar ve başlar
cmd-ttt-move = hamle
    .description = Oyununda bir kare oyna
cmd-ttt-move-cell = kare
    .description = Sol üstten 1-9 (1 2 3 / 4 5 6 / 7 8 9) ya da b2, orta…
cmd-ttt-board = tahta
    .description = Devam eden oyununu göster
cmd-ttt-resign = çekil
    .description = Devam eden oyunundan çekil
cmd-ttt-stats = istatistik
    .description = Bir üyenin puanı, galibiyetleri, beraberlikleri, mağlubiyetleri ve serileri
cmd-ttt-stats-member = üye
    .description = Kimin istatistikleri (varsayılan: seninkiler)
cmd-ttt-leaderboard = sıralama
    .description = Elo puanına göre en iyi oyuncular
cmd-ttt-leaderboard-scope = kapsam
    .description = Bu sunucu ya da her yer
cmd-ttt-agents = ajanlar
    .description = Karşı oynayabileceğin ajanlar ve ölçülen güçleri
cmd-ttt-review = analiz
    .description = Son oyununun sonucunu değiştiren hamleler
cmd-ttt-review-game = oyun
    .description = Oyun numarası (varsayılan: burada bitirdiğin son oyun)
cmd-ttt-admin =
    .description = Bu sunucu için XOX ayarları
cmd-ttt-admin-settings = ayarlar
    .description = Bu sunucunun ayarlarını göster
cmd-ttt-admin-agent = ajan
    .description = Üyelerin burada varsayılan olarak oynadığı ajanı seç
cmd-ttt-admin-agent-name = ad
    .description = Ajanın adı (bkz. /ttt agents)
cmd-ttt-admin-allow-channel = kanala-izin-ver
    .description = Bir kanalda oyunlara izin ver (biri izinliyse yalnızca izinliler)
cmd-ttt-admin-allow-channel-channel = kanal
    .description = Kanal
cmd-ttt-admin-disallow-channel = kanalı-kaldır
    .description = Bir kanalı izinli kanallardan çıkar
cmd-ttt-admin-disallow-channel-channel = kanal
    .description = Kanal
cmd-ttt-admin-all-channels = tüm-kanallar
    .description = Tüm kanallarda oyunlara izin ver
cmd-ttt-admin-multiple-games = çoklu-oyun
    .description = Bir üyenin aynı anda birden çok oyunu olabilir mi
cmd-ttt-admin-multiple-games-enabled = etkin
    .description = Evet ya da hayır
cmd-ttt-admin-move-timeout = hamle-süresi
    .description = Bir oyuncunun bir hamle için ne kadar süresi var
cmd-ttt-admin-move-timeout-seconds = saniye
    .description = Saniye cinsinden
cmd-ttt-admin-cooldown = bekleme
    .description = Bir üyenin iki davet arasında ne kadar beklediği
cmd-ttt-admin-cooldown-seconds = saniye
    .description = Saniye cinsinden
cmd-ttt-admin-language = dil
    .description = Bu sunucunun herkese açık mesajlarının dili (tahtalar, davetler, sonuçlar)
cmd-ttt-admin-language-language = dil
    .description = Bir dil (boş bırakılırsa Discord'daki sunucu dili)
cmd-ttt-owner =
    .description = Botun ajanını yeniden eğitme (botun sahipleri)
cmd-ttt-owner-retrain = yeniden-eğit
    .description = DQN'i üyelerin oyunlarıyla şimdi yeniden eğit (bot yöneticileri)
cmd-ttt-owner-rollback = geri-al
    .description = DQN'in önceki sürümünü yeniden kullanıma al (bot yöneticileri)

choice-me = ben
choice-bot = bot (ya da rakip)
choice-random = rastgele
choice-server = bu sunucu
choice-global = her yer

console-welcome = tttbot konsolu - komutlar için /ttt help, çıkmak için quit yaz.
console-help =
    Komutlar (kareler: { $forms }):
      /ttt play [agent] [first:me|bot|random]   bir oyun başlat (varsayılan ajan: { $default })
      /ttt move <kare>                           bir kare oyna (yalnızca 5 gibi bir kare de olur)
      /ttt board                                 oyununu göster
      /ttt resign                                devam eden oyundan çekil
      /ttt stats [global]                        sonuçların, puanın ve serilerin
      /ttt leaderboard [global] [N]              en yüksek puanlı oyuncular ({ $ranked }+ oyun)
      /ttt review [oyun]                         son oyununun sonucunu değiştiren hamleler
      /ttt agents                                karşı oynayabileceğin ajanlar
      /ttt admin learning                        botun bu sunucunun oyuncularından öğrendikleri
      /ttt help                                  bu metin
      quit                                       çık
console-error = Bu komutta bir şeyler ters gitti; kaydedildi. /ttt help yaz.
console-timed-out = #{ $game_id } numaralı oyunun süresi doldu: { $result }
console-opening = Oyun #{ $game_id }: { $x } (X) - { $o } (O).
console-agent-opens = { $name } { $cell } numaralı kareyle açtı.
console-you-played = { $cell } oynadın.
console-agent-answered = { $cell } oynadın; { $name } { $reply } ile yanıt verdi.
console-you = sen
console-scope-here = burada
console-scope-everywhere = her yerde
console-no-stats = { $name } için henüz bitmiş oyun yok ({ $where }). /ttt play ile bir oyun başlat.
console-stats-head = { $name } istatistikleri ({ $where }): puan { $rating } ({ $games ->
    [one] { $games } oyun
   *[other] { $games } oyun
}, { $ranked })
console-ranked = sıralamada
console-to-rank = { $count ->
    [one] sıralamaya girmek için { $count } oyun daha
   *[other] sıralamaya girmek için { $count } oyun daha
}
console-stats-overall = toplam
console-stats-vs-people = insanlara karşı
console-stats-vs-agent = { $agent } karşısında
console-streak = seri { $streak } (en iyi { $best })
console-no-leaderboard = { $min ->
    [one] Henüz sıralamada kimse yok ({ $where }): oyuncular { $min } oyundan sonra görünür.
   *[other] Henüz sıralamada kimse yok ({ $where }): oyuncular { $min } oyundan sonra görünür.
}
console-leaderboard-head = Sıralama ({ $where }):
console-games = { $count ->
    [one] { $count } oyun
   *[other] { $count } oyun
}
console-review-clean = Hiçbir hamle oyunun değerini değiştirmedi: her hamle en iyi sonucu korudu.
console-agents-head = Ajanlar (Elo puanı; öğrenen ajanlar: sürüm, ölçülen en iyi hamle oranı):
console-optimal = { $pct } en iyi hamle

## What the bot learned from this server's people (/ttt-admin learning)
learning-none = Henüz hiçbir yeniden eğitilmiş { $agent } bu sunucunun oyuncularından öğrenmedi.
learning-head = { $agent } { $version } ({ $base } sürümünden yeniden eğitildi) bu sunucunun oyuncularından öğrendi. Kullanılan oyun: { $games }; kontrol için ayrılan: { $held }.
learning-winrate = Oyuncularınıza karşı beklenen kazanma oranı: { $before } → { $after }
learning-held-out = Ayrılan oyunlarda: kazanç { $gain } ({ $confidence } aralık { $lower } ile { $upper } arası)
learning-habit = Oyuncularınız: { $habit } — zamanın { $pct } kadarı ({ $chances } fırsat).
learning-habit-win-line = satır veya sütunda kazandıran hamleyi yapar
learning-habit-win-diag = çaprazda kazandıran hamleyi yapar
learning-habit-block-line = satır veya sütundaki tehdidi engeller
learning-habit-block-diag = çaprazdaki tehdidi engeller
learning-no-habits = Alışkanlıklarını anlatmak için henüz yeterli oyun yok.
agents-vs-people = bu sunucunun oyuncularına karşı beklenen galibiyet { $pct }
learning-line = { $own ->
    [yes] Bu sunucunun kendi oyun tarzı var.
   *[no] Bu sunucuda herkesten öğrenilen çizgiyle oynanır.
}
cmd-ttt-admin-learning = öğrenme
    .description = Botun bu sunucunun oyuncularından öğrendikleri

## Stale boards, invalid buttons, the console's results

board-refreshed = O tahta güncel değildi, bu yüzden hamle yapılmadı: artık güncel konumu gösteriyor ({ $ply }. hamle). Hamleni onun üzerinde yap.
board-refreshed-over = O tahta güncel değildi, bu yüzden hamle yapılmadı: artık oyunun nasıl bittiğini gösteriyor.
button-invalid = Bu düğme artık geçerli değil. /ttt board buradaki devam eden oyununu gösterir.
console-turn = Sıra { $mark } ({ $name })
console-you-won = { $how ->
    [resigned] { $loser } çekildi; kazandın ({ $mark }).
    [timed-out] { $loser } süresini aştı; kazandın ({ $mark }).
   *[played] Kazandın ({ $mark }).
}
console-you-lost = { $how ->
    [resigned] Çekildin; { $name } ({ $mark }) kazandı.
    [timed-out] Süreni aştın; { $name } ({ $mark }) kazandı.
   *[played] { $name } ({ $mark }) kazandı.
}

## Levels by name (/ttt play difficulty) and the fair level's target

# /ttt play with both an opponent and a difficulty (a duel has no bot to set).
duel-difficulty-with-opponent = Zorluk seçeneği bota karşı oyunlar içindir: bir üyeye meydan okurken boş bırak.
# $reason: with-agent (a difficulty and an agent given together), unknown ($value: what was
# given; $choices: the difficulties).
error-difficulty = { $reason ->
    [with-agent] Bir zorluk ya da bir ajan seç, ikisini birden değil: zorluk kendi ajanını seçer.
   *[unknown] Zorluk { $choices } değerlerinden biri olmalı, “{ $value }” değil.
}
# The settings embed: the fair level's target ($pct: whole percent).
admin-fair-target = Adil seviye: üyelerin kazanma payı
admin-fair-target-value = oyunların %{ $pct }'i
# The console's help, a line after the commands ($levels: easy|medium|…; $target: percent).
console-help-levels = Seviyeler: /ttt play difficulty:{ $levels } (ajan yerine); fair, oyunların yaklaşık %{ $target }'ini kazanman için kendini ayarlar.
cmd-ttt-play-difficulty = zorluk
    .description = Botun ne kadar güçlü oynadığı (ajan yerine); adil sana uyum sağlar
cmd-ttt-admin-fair-target = adil-hedef
    .description = Üyelerin adil seviyede kazanması gereken oyun payı
cmd-ttt-admin-fair-target-percent = yüzde
    .description = Yüzde olarak (varsayılan 40 için boş bırak)
choice-easy = kolay
choice-medium = orta
choice-hard = zor
choice-unbeatable = yenilmez
choice-fair = adil (sana uyum sağlar)
## The review's picture (its caption in the embed footer, its alt text)
review-picture-before = Resim: { $ply }. hamleden önceki konum, sıra { $mark } tarafında.
review-picture-final = Resim: son konum.
review-picture-legend = Yeşil: { $mark } oraya oynarsa kazanır, gri: berabere, kırmızı: kaybeder; altın çerçeve: en iyi hamleler.
review-picture-played = Pembe çerçeve: oynanan hamle.
review-picture-alt = #{ $game_id } numaralı oyunun tahtası; her boş kare, { $mark } oraya oynarsa kazanacağına, berabere kalacağına ya da kaybedeceğine göre yeşil, gri ya da kırmızı.
review-picture-alt-final = #{ $game_id } numaralı oyunun son tahtası.
console-review-picture-saved = Resim { $path } konumuna kaydedildi
console-review-picture-failed = Resim { $path } konumuna kaydedilemedi: { $reason }
## Standings: farm-proof ratings, seasons, provisional players, measured agents

# /ttt stats when every game of the member was on this server (one line, not two alike).
stats-server-everywhere = Bu sunucu (tüm oyunların)
# Leaderboards: a channel's board; which season a board counts; a player under the ranking
# threshold ($games of $min games), shown unranked.
lb-title-channel = Sıralama · #{ $channel } · { $server }
lb-season-current = Sezon { $season } (güncel)
lb-season-past = Sezon { $season } / { $current }
lb-all-time = Tüm sezonlar
lb-provisional = geçici
lb-row-provisional = **–** { $name } · **{ $rating }** · { $record } · geçici ({ $games }/{ $min })
lb-this-channel = Bu kanal
# /ttt agents: an agent's rating measured against people, and people's results against it.
agents-measured = İnsanlara karşı ölçülen puan: { $rating } · insanlara karşı oyun: { $games }
agents-people-here = Buradaki insanlar: { $record }
agents-people-everywhere = Her yerdeki insanlar: { $record }
# Under a finished board: each person's new season rating and its change ($change: +12, -8).
board-rating = { $name }: puan { $rating } ({ $change })
board-unrated = { $name }: puansız oyun, puan değişmedi
# /ttt-admin season new (public).
season-started = { $season }. sezon başladı: sıralama sıfırdan başlıyor. { $previous }. sezon /ttt leaderboard season:{ $previous } ile okunabilir kalıyor.
error-season = { $reason ->
    [global] Genel sıralamanın sezonu yoktur: sezonlar sunucuya özeldir.
    [channel-all-time] Kanal sıralamaları sezon bazında tutulur: bir sezon numarası seç ya da sunucunun tüm sezonlar sıralamasını kullan.
    [race] Başka bir yönetici aynı anda yeni bir sezon başlattı; başka bir şey değişmedi.
   *[not-started] Burada { $season }. sezon yok: bu sunucu { $current }. sezonda.
}
cmd-ttt-leaderboard-season = sezon
    .description = Bir sezon numarası ya da tüm sezonlar için all (varsayılan: güncel sezon)
choice-channel = kanal
cmd-ttt-admin-season = sezon
    .description = Bu sunucunun sıralama sezonları
cmd-ttt-admin-season-new = yeni
    .description = Bu sezonun sıralamasını arşivle ve yeni bir sezon başlat
## Rematches: the rematch button, /ttt history, their refusals, the console's forms
rematch-button = Rövanş
rematch-invite-note = #{ $game_id } numaralı oyunun rövanşı, renkler değişti.
error-rematch = Bu rövanş mümkün değil.
error-rematch-not-player = #{ $game_id } numaralı oyunun rövanşını yalnızca { $x } ve { $o } isteyebilir.
error-rematch-not-over = #{ $game_id } numaralı oyun hâlâ sürüyor: rövanş istemeden önce onu bitir.
error-rematch-taken = #{ $game_id } numaralı oyunun rövanşı zaten oynandı: #{ $rematch_id } numaralı oyun.
error-nothing-to-rematch = Burada henüz rövanşını oynayabileceğin bitmiş bir oyunun yok.
error-history-size = Geçmiş { $low } ile { $high } arası oyun gösterir, { $value } değil.
history-title = { $name } adlı oyuncunun son oyunları
history-empty = Bu sunucuda { $name } adlı oyuncunun inceleyebileceğin bitmiş bir oyunu yok.
history-line = #{ $game_id } · { $date } · rakip { $opponent } · { $result }
history-result = { $result ->
    [win] kazandı
    [loss] kaybetti
    [unrated] yarıda bırakıldı, puansız
   *[draw] berabere
}
history-option = Oyun #{ $game_id }, rakip { $opponent }
history-pick = İncelemek için bir oyun seç
history-footer = En yeniler önce. İncelemek için aşağıdan birini seç ya da /ttt review <numara> kullan.
cmd-ttt-history = gecmis
    .description = Buradaki son oyunların ya da bir üyenin oyunları
cmd-ttt-history-member = uye
    .description = Kimin oyunları (varsayılan: seninkiler)
console-history-head = Buradaki son oyunların, en yeniler önce (/ttt review <numara> birini inceler):
console-history-empty = Burada henüz bitmiş bir oyunun yok.
console-history-line = #{ $game_id }  { $date }  rakip { $opponent }: { $result }
console-help-rematch = buradaki son oyununu renkler değişmiş olarak yeniden oyna
console-help-history = buradaki son oyunların, numarayla incelemek için
console-help-admin = bu sunucunun ayarları; değiştirmek için /ttt admin <setting> <value>
## The front: post limits, one live board, roles, looks, help, welcome, unrated games

board-abandoned-unrated = İlk hamleden önce bırakıldı: derecesiz, kimse için sayılmaz.
board-replaced = O tahtanın yerini daha yenisi aldı, bu yüzden hiçbir şey oynanmadı. En yeni tahtada oynayın (veya /ttt board).
error-game-channels-elsewhere = Burada bu kanalda oynanmıyor; oyunlar { $channels } kanalında oynanıyor.
error-role-not-allowed = Buradaki oyunlar şu rollerden birine sahip üyeler için: { $roles }.
error-public-post-limit-reached = Son bir dakikada bana { $limit } herkese açık tahta paylaştırdınız; { $wait } sn sonra tekrar deneyin.
error-invalid-looks = { $reason ->
    [emoji] { $name } tek bir emoji olmalı (❌ gibi ya da <:cross:123456789012345678> gibi bir sunucu emojisi), “{ $value }” değil.
   *[colour] Renk #5865F2 gibi onaltılık olmalı, “{ $value }” değil.
}
admin-roles = Oynayan roller
admin-roles-all = tüm üyeler
admin-public-posts = Üye başına herkese açık tahta
admin-public-posts-value = dakikada { $count }
admin-no-limit = sınır yok
admin-looks = Görünüm
admin-looks-value = X: { $x } · O: { $o } · renk: { $colour }
admin-looks-default = botunki
retrain-owners-only = Ajanı yeniden eğitmek ya da geri almak yalnızca botun sahiplerine açıktır: bu, her sunucunun ajanını değiştirir.
help-discord =
    Burada XOX nasıl oynanır
    Kareler: { $forms }. Tahtada her boş kare kendi numarasını gösterir: ona tıklayın ya da numarayla /ttt move yazın.
    `/ttt play` bana karşı oynayın (varsayılan ajan: { $default }) ya da rakip seçeneğiyle bir üyeye meydan okuyun
    `/ttt move` bir kare oynayın
    `/ttt board` oyununuzu yeniden gösterin
    `/ttt resign` oyununuzdan çekilin
    `/ttt stats` bir üyenin sonuçları, puanı ve serileri
    `/ttt leaderboard` en yüksek puanlı oyuncular ({ $ranked }+ oyun)
    `/ttt review` bir oyunun sonucunu değiştiren hamleler
    `/ttt agents` karşı oynayabileceğiniz ajanlar
    `/ttt help` bu metin
    Yöneticiler: `/ttt-admin settings` bu sunucunun seçimlerini gösterir.
help-welcome = Merhaba! XOX oynuyorum, size karşı ya da kendi aranızda. `/ttt play` ile bir oyun başlatın; `/ttt help` tüm komutları listeler, yöneticiler ayarları `/ttt-admin` altında bulur.
cmd-ttt-help =
    .description = Nasıl oynanır, ve tüm komutlar
cmd-ttt-admin-allow-role =
    .description = Bir role sahip üyeler oynasın (bir rol seçilince yalnızca onlar)
cmd-ttt-admin-allow-role-role =
    .description = Rol
cmd-ttt-admin-disallow-role =
    .description = Bir rolü oynayan rollerden çıkarın
cmd-ttt-admin-disallow-role-role =
    .description = Rol
cmd-ttt-admin-all-roles =
    .description = Tüm üyeler oynasın
cmd-ttt-admin-public-posts =
    .description = Bir üyenin bana dakikada kaç tahta paylaştırabileceği
cmd-ttt-admin-public-posts-per_minute =
    .description = Üye başına dakikada tahta (0: sınır yok)
cmd-ttt-admin-looks =
    .description = İşaretlerin emojileri ve bu sunucunun tahta rengi
cmd-ttt-admin-looks-x =
    .description = X için bir emoji (sunucu emojisi de olur); varsayılan: harf
cmd-ttt-admin-looks-o =
    .description = O için bir emoji (sunucu emojisi de olur); varsayılan: harf
cmd-ttt-admin-looks-colour =
    .description = Süren tahtaların rengi, onaltılık (#5865F2); varsayılan: botunki
looks-emoji-elsewhere = { $emoji } bu sunucunun bir emojisi değil: sunucunun kendi emojilerinden birini ya da bir Unicode emojisi kullanın.
