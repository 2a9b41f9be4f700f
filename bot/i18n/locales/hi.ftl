# हिन्दी. Same messages and variables as en.ftl (the reference); see its comments.
# Plural categories: one (0 and 1), other.

board-title = खेल #{ $game_id }
board-vs = { $x } (X) बनाम { $o } (O)
board-turn = { $mark } की चाल: { $name }
board-won = { $name } ({ $mark }) जीता।
board-drawn = ड्रॉ।
board-resigned = { $loser } ने हार मान ली; { $name } ({ $mark }) जीता।
board-abandoned = { $loser } का समय खत्म हो गया; { $name } ({ $mark }) जीता।
board-agent = एजेंट
board-agent-side = { $name } (एजेंट)
board-footer = चाल { $ply } · खेल #{ $game_id }
board-footer-over = { $moves ->
    [one] { $moves } चाल
   *[other] { $moves } चालें
} · खेल #{ $game_id }
board-moved-on = यह बोर्ड एक नए संदेश में जारी है।
board-none = यहाँ आपका कोई खेल चल नहीं रहा। /ttt play से एक शुरू करें।

duel-title = टिक-टैक-टो चुनौती
duel-invite = { $opponent }, { $challenger } आपको एक खेल के लिए चुनौती दे रहे हैं। { $expires } जवाब दें।
duel-first-me = { $challenger } X से खेलेंगे और पहले चलेंगे।
duel-first-them = { $opponent } X से खेलेंगे और पहले चलेंगे।
duel-first-random = X से कौन खेलेगा, यह टॉस से तय होगा।
duel-accept = स्वीकारें
duel-decline = अस्वीकारें
duel-declined = { $opponent } ने { $challenger } की चुनौती अस्वीकार कर दी।
duel-expired = { $challenger } की { $opponent } को दी गई चुनौती की समय-सीमा खत्म हो गई।
duel-expired-invite = { $challenger } की { $opponent } को दी गई चुनौती बिना जवाब के खत्म हो गई। /ttt play से नई भेजें।
duel-agent-with-opponent = agent विकल्प बॉट के खिलाफ़ खेलों के लिए है: किसी सदस्य को चुनौती देते समय इसे न दें।
duel-bot-opponent = बॉट चुनौतियाँ स्वीकार नहीं कर सकते। मेरे खिलाफ़ खेलने के लिए बिना प्रतिद्वंद्वी के /ttt play चलाएँ।

stats-title = { $name } का टिक-टैक-टो
stats-server = यह सर्वर
stats-global = हर जगह
stats-rating = रेटिंग
stats-games = खेल
stats-record = { $wins } जी · { $draws } ड्रॉ · { $losses } हा
stats-summary = रेटिंग **{ $rating }** · { $games ->
    [one] { $games } खेल
   *[other] { $games } खेल
} · { $record }
stats-vs-people = लोगों के खिलाफ़
stats-vs-agents = एजेंटों के खिलाफ़
stats-streak = लगातार
stats-best-streak = सबसे अच्छा सिलसिला
stats-streak-wins = { $count ->
    [one] लगातार { $count } जीत
   *[other] लगातार { $count } जीतें
}
stats-streak-losses = { $count ->
    [one] लगातार { $count } हार
   *[other] लगातार { $count } हारें
}
stats-streak-none = कोई नहीं
stats-no-games = { $name } ने अभी तक कोई खेल पूरा नहीं किया है।
lb-title-server = लीडरबोर्ड · { $server }
lb-title-global = वैश्विक लीडरबोर्ड
lb-row = **{ $rank }.** { $name } · **{ $rating }** · { $record } · लगातार { $streak }
lb-empty = { $min ->
    [one] अभी कोई रैंक में नहीं है: यहाँ आने के लिए { $min } पूरा खेल चाहिए।
   *[other] अभी कोई रैंक में नहीं है: यहाँ आने के लिए { $min } पूरे खेल चाहिए।
}
lb-footer = { $min ->
    [one] कम से कम { $min } पूरा खेल खेल चुके खिलाड़ी, Elo रेटिंग के अनुसार।
   *[other] कम से कम { $min } पूरे खेल खेल चुके खिलाड़ी, Elo रेटिंग के अनुसार।
}
agents-title = एजेंट
agents-server-agent = यह सर्वर डिफ़ॉल्ट रूप से **{ $name }** से खेलता है।
agents-default-mark = { " " }(इस सर्वर का डिफ़ॉल्ट)
agents-version = संस्करण { $version }
agents-rating = Elo रेटिंग { $rating }
agents-metric = { $name }: { $value }
agents-accuracy = सर्वोत्तम चालें: { $pct }
agents-vs = { $opponent } के खिलाफ़: X के रूप में { $x }; O के रूप में { $o }
agents-wdl = { $w } जी · { $d } ड्रॉ · { $l } हा

review-title = खेल #{ $game_id } की समीक्षा
review-clean = किसी चाल ने खेल का मूल्य नहीं बदला: दोनों पक्षों ने बिना गलती के खेला।
review-line = चाल { $ply }, { $mark } खाने { $cell } पर, ने { $before } को { $after } में बदला; { $best } से { $kept } बनी रहती
review-line-no-best = चाल { $ply }, { $mark } खाने { $cell } पर, ने { $before } को { $after } में बदला
review-value = { $value ->
    [win] जीत
    [draw] ड्रॉ
   *[loss] हार
}
review-kept = { $value ->
    [win] जीत
    [draw] ड्रॉ
   *[loss] हार
}
review-or = { $head } या { $last }
review-left-early = { $how ->
    [resigned] { $value ->
        [win] { $mark } ने जीती हुई स्थिति में हार मान ली।
       *[draw] { $mark } ने हार मान ली, जबकि स्थिति अभी भी ड्रॉ थी।
    }
   *[timed-out] { $value ->
        [win] { $mark } का समय जीती हुई स्थिति में खत्म हो गया।
       *[draw] { $mark } का समय खत्म हो गया, जबकि स्थिति अभी भी ड्रॉ थी।
    }
}

admin-title = सर्वर सेटिंग्स
admin-agent = एजेंट
admin-channels = अनुमत चैनल
admin-channels-all = सभी चैनल
admin-multiple-games = एक साथ कई खेल
admin-move-timeout = प्रति चाल समय
admin-cooldown = चुनौतियों के बीच प्रतीक्षा
admin-language = सर्वर की भाषा
admin-language-default = { $language } (Discord में सर्वर की भाषा)
admin-language-updated = यहाँ के सार्वजनिक संदेश अब { $language } में हैं।
admin-yes = हाँ
admin-no = नहीं
admin-updated-by = अंतिम बदलाव
admin-updated = सेटिंग्स अपडेट हो गईं।

retrain-not-admin = केवल बॉट के एडमिन ही एजेंट को दोबारा प्रशिक्षित या वापस कर सकते हैं: इससे हर सर्वर का एजेंट बदलता है (बॉट एडमिन: TTT_BOT_ADMINS, या ऐप्लिकेशन का मालिक)।
retrain-promoted = दोबारा प्रशिक्षित: अगले खेल से **{ $version }** खेलेगा।
retrain-unchanged = सुधारने को कुछ नहीं: **{ $version }** खेलता रहेगा।
retrain-rejected = दोबारा प्रशिक्षित, पर लागू नहीं किया गया: **{ $version }** खेलता रहेगा।
retrain-skipped = सीखने को कुछ नया नहीं: **{ $version }** खेलता रहेगा।
retrain-busy = एक प्रशिक्षण या वापसी पहले से चल रही है; पूरी होने पर फिर कोशिश करें।
retrain-failed = प्रशिक्षण विफल रहा; कुछ नहीं बदला।
retrain-rolled-back = वापस किया गया: अगले खेल से **{ $version }** खेलेगा।
retrain-failed-checks = मौजूदा संस्करण से खराब:

cell-1 = ऊपर बाएँ
cell-2 = ऊपर
cell-3 = ऊपर दाएँ
cell-4 = बाएँ
cell-5 = बीच
cell-6 = दाएँ
cell-7 = नीचे बाएँ
cell-8 = नीचे
cell-9 = नीचे दाएँ
cell-choice = { $cell } · { $name }
cell-aliases-1 = बाएँ ऊपर, ऊपरी बायाँ कोना
cell-aliases-2 = ऊपर बीच, ऊपरी बीच
cell-aliases-3 = दाएँ ऊपर, ऊपरी दायाँ कोना
cell-aliases-4 = बीच बाएँ, बायाँ
cell-aliases-5 = केंद्र, बीच में, मध्य
cell-aliases-6 = बीच दाएँ, दायाँ
cell-aliases-7 = बाएँ नीचे, निचला बायाँ कोना
cell-aliases-8 = नीचे बीच, निचला बीच
cell-aliases-9 = दाएँ नीचे, निचला दायाँ कोना
cell-forms = 1 से 9 तक की संख्या (ऊपर बाएँ से 1 2 3 / 4 5 6 / 7 8 9), b2 जैसा निर्देशांक, या “बीच” या “ऊपर बाएँ” जैसे शब्द

error-generic = माफ़ कीजिए, मेरी तरफ़ कुछ गड़बड़ हो गई। इसे दर्ज कर लिया गया है; कृपया फिर कोशिश करें।
error-manage-guild = बॉट की सेटिंग्स बदलने के लिए आपको “सर्वर प्रबंधित करें” अनुमति चाहिए।
error-guild-only = यह कमांड केवल सर्वर में काम करता है।
error-bot-missing = यहाँ मेरे पास ये अनुमतियाँ नहीं हैं: { $perms }।
error-bad-argument = मैं यह मान इस्तेमाल नहीं कर सका: { $detail }

error-no-active-game = यहाँ आपका कोई खेल चल नहीं रहा। /ttt play से एक शुरू करें।
error-already-playing = { $who ->
    [you] यहाँ आपका खेल #{ $game_id } पहले से चल रहा है: पहले इसे /ttt move या /ttt resign से खत्म करें।
   *[other] { $name } यहाँ पहले से खेल #{ $game_id } खेल रहे हैं।
}
error-not-your-turn = आपकी बारी नहीं है: अभी { $mark } ({ $name }) की चाल है।
error-not-your-game = खेल #{ $game_id } { $x } (X) बनाम { $o } (O) है; आप इसमें नहीं खेल रहे।
error-stale-board = { $reason ->
    [moved-on] यह बोर्ड पुराना है: खेल #{ $game_id } चाल { $ply } तक पहुँच चुका है। यह रहा मौजूदा बोर्ड।
    [conflict] आपकी चाल के दौरान खेल #{ $game_id } बदल गया (दूसरी चाल पहले पहुँची); कुछ नहीं खेला गया। बोर्ड फिर से देखें।
   *[resign] हार मानते समय खेल लगातार बदलता रहा; फिर कोशिश करें।
}
error-game-not-found = { $reason ->
    [none-to-review] यहाँ अभी आपका कोई पूरा खेल समीक्षा के लिए नहीं है।
   *[unknown] खेल #{ $game_id } मौजूद नहीं है।
}
error-review-in-progress = खेल #{ $game_id } अभी चल रहा है; समीक्षा से सबसे अच्छी चालें पता चल जाएँगी। खेल खत्म होने पर फिर पूछें।
error-leaderboard-size = लीडरबोर्ड { $low } से { $high } खिलाड़ी दिखाता है, { $value } नहीं।
error-channel-not-allowed = यहाँ इस चैनल में खेल नहीं होते; सर्वर के किसी गेम चैनल में आज़माएँ, या किसी एडमिन से इस चैनल की अनुमति माँगें।
error-cooldown = आपने अभी-अभी किसी को चुनौती दी है; आप { $wait } बाद फिर चुनौती दे सकते हैं।
error-challenge = यह चुनौती संभव नहीं है।
error-challenge-option = चुनौती का यह विकल्प मान्य नहीं है: { $value }।
error-invalid-first-mover = “{ $value }” पहले कौन चलेगा इसका विकल्प नहीं है: मैं, प्रतिद्वंद्वी, या कोई भी।
error-invalid-challenge-expiry = चुनौती { $low } से { $high } के बीच खत्म होनी चाहिए, “{ $value }” नहीं।
error-self-challenge = आप खुद को चुनौती नहीं दे सकते। मेरे खिलाफ़ खेलने के लिए बिना प्रतिद्वंद्वी के /ttt play चलाएँ।
error-bot-challenge = { $name } एक बॉट है और द्वंद्व नहीं खेल सकता। मेरे खिलाफ़ खेलने के लिए बिना प्रतिद्वंद्वी के /ttt play चलाएँ।
error-duplicate-challenge = आपके और { $opponent } के बीच पहले से एक चुनौती जवाब का इंतज़ार कर रही है (#{ $challenge_id }); पहले उसका जवाब दें या उसे खत्म होने दें।
error-unknown-challenge = मुझे चुनौती #{ $challenge_id } नहीं मिली।
error-not-challenged = चुनौती #{ $challenge_id } { $opponent } के लिए है: केवल वही इसे स्वीकार या अस्वीकार कर सकते हैं।
error-challenge-expired = यह चुनौती (#{ $challenge_id }) खत्म हो चुकी है। प्रतिद्वंद्वी के साथ /ttt play से नई भेजें।
error-challenge-answered = इस चुनौती (#{ $challenge_id }) का जवाब पहले ही दिया जा चुका है।
error-challenge-already-accepted = यह चुनौती (#{ $challenge_id }) पहले ही स्वीकार हो चुकी है: खेल चल रहा है।
error-challenge-already-declined = यह चुनौती (#{ $challenge_id }) पहले ही अस्वीकार हो चुकी है।
error-agent-unavailable = एजेंट { $agent } अभी नहीं खेल सकता। कोई दूसरा चुनें (/ttt agents सूची दिखाता है)।
error-invalid-setting = { $reason ->
    [empty] बदलने को कुछ नहीं: कोई सेटिंग और उसका नया मान बताएँ।
    [unknown] अज्ञात सेटिंग “{ $name }”; सेटिंग्स ये हैं: { $known }।
    [range] { $name } { $low } से { $high } के बीच होना चाहिए, “{ $value }” नहीं।
   *[value] { $name } “{ $value }” नहीं हो सकता।
}
error-invalid-board = यह स्थिति किसी खेल में नहीं आ सकती।
error-illegal-move = यह चाल अनुमत नहीं है।
error-cell-out-of-range = खाने 1 से 9 तक क्रमांकित हैं, { $value } नहीं।
error-cell-occupied = खाना { $cell } पहले से { $mark } ने ले रखा है।
error-game-over = खेल #{ $game_id } खत्म हो चुका है: { $result }
error-cell-parse = { $reason ->
    [empty] कौन-सा खाना? { $forms } बताएँ।
    [number] “{ $input }” कोई खाना नहीं है: खाने 1 से 9 तक क्रमांकित हैं।
   *[unknown] मैं खाना “{ $input }” नहीं पहचानता। { $forms } बताएँ।
}
error-unknown-agent = “{ $name }” नाम का कोई एजेंट नहीं है। उपलब्ध एजेंट: { $agents }।
error-weights = एजेंट { $agent } के वेट लोड नहीं हो सके; ठीक होने तक यह नहीं खेल सकता।
error-not-admin = केवल बॉट के एडमिन ही एजेंट को दोबारा प्रशिक्षित या वापस कर सकते हैं: इससे हर सर्वर का एजेंट बदलता है (बॉट एडमिन: TTT_BOT_ADMINS, या ऐप्लिकेशन का मालिक)।
error-busy = एक प्रशिक्षण या वापसी पहले से चल रही है; पूरी होने पर फिर कोशिश करें।
error-retrain = प्रशिक्षण विफल रहा; कुछ नहीं बदला ({ $detail })।
error-database-unavailable = खेलों का डेटाबेस अभी उपलब्ध नहीं है; कुछ नहीं बदला। थोड़ी देर में फिर कोशिश करें।
error-database-unconfirmed = सहेजते समय खेलों के डेटाबेस ने जवाब देना बंद कर दिया: हो सकता है यह सहेजा गया हो, हो सकता है नहीं। फिर कोशिश करने से पहले जाँच लें (/ttt board आपका खेल दिखाता है)।
error-usage = { $reason ->
    [read] मैं यह कमांड पढ़ नहीं सका ({ $detail })। /ttt help लिखें।
    [missing-command] /ttt के बाद कमांड नहीं है। /ttt help लिखें।
    [unknown-command] अज्ञात कमांड “{ $command }”। कमांड /ttt से शुरू होते हैं; /ttt help लिखें।
    [no-cell] कौन-सा खाना? उपयोग: /ttt move <खाना>, जैसे /ttt move 5
    [bad-first] “first” इनमें से एक होना चाहिए: { $choices }, “{ $value }” नहीं।
   *[unexpected] अनपेक्षित “{ $input }”। उपयोग: { $usage }
}

cmd-ttt =
    .description = बॉट या दूसरे सदस्यों के खिलाफ़ टिक-टैक-टो
cmd-ttt-play = खेलें
    .description = सर्वर के एजेंट के खिलाफ़ खेलें, या किसी सदस्य को चुनौती दें
cmd-ttt-play-opponent = प्रतिद्वंद्वी
    .description = चुनौती देने के लिए सदस्य (खाली छोड़ें तो मेरे खिलाफ़)
cmd-ttt-play-agent = एजेंट
    .description = किस एजेंट के खिलाफ़ खेलना है (डिफ़ॉल्ट: इस सर्वर का एजेंट)
cmd-ttt-play-first = पहले
    .description = कौन X से खेलेगा और पहले चलेगा
cmd-ttt-move = चाल
    .description = अपने खेल में एक खाना चलें
cmd-ttt-move-cell = खाना
    .description = ऊपर बाएँ से 1-9 (1 2 3 / 4 5 6 / 7 8 9), या b2, बीच…
cmd-ttt-board = बोर्ड
    .description = अपना चल रहा खेल दिखाएँ
cmd-ttt-resign = हार-मानें
    .description = अपने चल रहे खेल में हार मानें
cmd-ttt-stats = आँकड़े
    .description = किसी सदस्य की रेटिंग, जीत, ड्रॉ, हार और सिलसिले
cmd-ttt-stats-member = सदस्य
    .description = किसके आँकड़े (डिफ़ॉल्ट: आपके)
cmd-ttt-leaderboard = लीडरबोर्ड
    .description = Elo रेटिंग के अनुसार सबसे अच्छे खिलाड़ी
cmd-ttt-leaderboard-scope = दायरा
    .description = यह सर्वर या हर जगह
cmd-ttt-agents = एजेंट-सूची
    .description = वे एजेंट जिनके खिलाफ़ आप खेल सकते हैं और उनकी मापी गई ताकत
cmd-ttt-review = समीक्षा
    .description = वे चालें जिन्होंने आपके पिछले खेल का नतीजा बदला
cmd-ttt-review-game = खेल
    .description = खेल संख्या (डिफ़ॉल्ट: यहाँ आपका आखिरी पूरा खेल)
cmd-ttt-admin =
    .description = इस सर्वर के लिए टिक-टैक-टो सेटिंग्स
cmd-ttt-admin-settings = सेटिंग्स
    .description = इस सर्वर की सेटिंग्स दिखाएँ
cmd-ttt-admin-agent = एजेंट
    .description = वह एजेंट चुनें जिसके खिलाफ़ सदस्य यहाँ डिफ़ॉल्ट रूप से खेलते हैं
cmd-ttt-admin-agent-name = नाम
    .description = एजेंट का नाम (देखें /ttt agents)
cmd-ttt-admin-allow-channel = चैनल-अनुमति
    .description = किसी चैनल में खेलों की अनुमति दें (एक भी अनुमत हो तो सिर्फ़ उन्हीं में)
cmd-ttt-admin-allow-channel-channel = चैनल
    .description = चैनल
cmd-ttt-admin-disallow-channel = चैनल-हटाएँ
    .description = किसी चैनल को अनुमत चैनलों से हटाएँ
cmd-ttt-admin-disallow-channel-channel = चैनल
    .description = चैनल
cmd-ttt-admin-all-channels = सभी-चैनल
    .description = सभी चैनलों में खेलों की अनुमति दें
cmd-ttt-admin-multiple-games = कई-खेल
    .description = क्या कोई सदस्य एक साथ कई खेल चला सकता है
cmd-ttt-admin-multiple-games-enabled = सक्षम
    .description = हाँ या नहीं
cmd-ttt-admin-move-timeout = चाल-समय
    .description = एक चाल के लिए खिलाड़ी को कितना समय मिलता है
cmd-ttt-admin-move-timeout-seconds = सेकंड
    .description = सेकंड में
cmd-ttt-admin-cooldown = प्रतीक्षा
    .description = दो चुनौतियों के बीच सदस्य कितना इंतज़ार करे
cmd-ttt-admin-cooldown-seconds = सेकंड
    .description = सेकंड में
cmd-ttt-admin-language = भाषा
    .description = इस सर्वर के सार्वजनिक संदेशों (बोर्ड, निमंत्रण, नतीजे) की भाषा
cmd-ttt-admin-language-language = भाषा
    .description = एक भाषा (खाली छोड़ें तो Discord में सर्वर की भाषा)
cmd-ttt-owner =
    .description = बॉट के एजेंट का पुनः प्रशिक्षण (बॉट के मालिक)
cmd-ttt-owner-retrain = पुनःप्रशिक्षण
    .description = सदस्यों के खेलों पर DQN को अभी दोबारा प्रशिक्षित करें (बॉट एडमिन)
cmd-ttt-owner-rollback = वापसी
    .description = DQN का पिछला संस्करण फिर से लागू करें (बॉट एडमिन)

choice-me = मैं
choice-bot = बॉट (या प्रतिद्वंद्वी)
choice-random = कोई भी
choice-server = यह सर्वर
choice-global = हर जगह

console-welcome = tttbot कंसोल - कमांड के लिए /ttt help, बाहर निकलने के लिए quit लिखें।
console-help =
    कमांड (खाने: { $forms }):
      /ttt play [agent] [first:me|bot|random]   खेल शुरू करें (डिफ़ॉल्ट एजेंट: { $default })
      /ttt move <खाना>                           एक खाना चलें (सिर्फ़ खाना, जैसे 5, भी चलेगा)
      /ttt board                                 अपना खेल दिखाएँ
      /ttt resign                                मौजूदा खेल में हार मानें
      /ttt stats [global]                        आपका रिकॉर्ड, रेटिंग और सिलसिले
      /ttt leaderboard [global] [N]              सबसे ऊँची रेटिंग वाले खिलाड़ी ({ $ranked }+ खेल)
      /ttt review [खेल]                          वे चालें जिन्होंने आपके पिछले खेल का नतीजा बदला
      /ttt agents                                वे एजेंट जिनके खिलाफ़ आप खेल सकते हैं
      /ttt admin learning                        बॉट ने इस सर्वर के लोगों से क्या सीखा
      /ttt help                                  यह पाठ
      quit                                       बाहर निकलें
console-error = इस कमांड में कुछ गड़बड़ हुई; इसे दर्ज कर लिया गया है। /ttt help लिखें।
console-timed-out = खेल #{ $game_id } का समय खत्म: { $result }
console-opening = खेल #{ $game_id }: { $x } (X) बनाम { $o } (O)।
console-agent-opens = { $name } ने खाना { $cell } से शुरुआत की।
console-you-played = आपने { $cell } चला।
console-agent-answered = आपने { $cell } चला; { $name } ने { $reply } से जवाब दिया।
console-you = आप
console-scope-here = यहाँ
console-scope-everywhere = हर जगह
console-no-stats = { $name } के अभी कोई पूरे खेल नहीं हैं ({ $where })। /ttt play से एक शुरू करें।
console-stats-head = { $name } के आँकड़े ({ $where }): रेटिंग { $rating } ({ $games ->
    [one] { $games } खेल
   *[other] { $games } खेल
}, { $ranked })
console-ranked = रैंक में
console-to-rank = { $count ->
    [one] रैंक के लिए { $count } और खेल
   *[other] रैंक के लिए { $count } और खेल
}
console-stats-overall = कुल
console-stats-vs-people = लोगों के खिलाफ़
console-stats-vs-agent = { $agent } के खिलाफ़
console-streak = सिलसिला { $streak } (सबसे अच्छा { $best })
console-no-leaderboard = { $min ->
    [one] अभी कोई रैंक में नहीं है ({ $where }): खिलाड़ी { $min } खेल के बाद दिखते हैं।
   *[other] अभी कोई रैंक में नहीं है ({ $where }): खिलाड़ी { $min } खेलों के बाद दिखते हैं।
}
console-leaderboard-head = लीडरबोर्ड ({ $where }):
console-games = { $count ->
    [one] { $count } खेल
   *[other] { $count } खेल
}
console-review-clean = किसी चाल ने खेल का मूल्य नहीं बदला: हर चाल ने सबसे अच्छा नतीजा बनाए रखा।
console-agents-head = एजेंट (Elo रेटिंग; सीखने वाले एजेंट: संस्करण, मापी गई सर्वोत्तम चालों की दर):
console-optimal = { $pct } सर्वोत्तम

## What the bot learned from this server's people (/ttt-admin learning)
learning-none = अभी तक किसी पुनः प्रशिक्षित { $agent } ने इस सर्वर के लोगों से नहीं सीखा है।
learning-head = { $agent } { $version } ({ $base } से पुनः प्रशिक्षित) ने इस सर्वर के लोगों से सीखा। उपयोग किए गए खेल: { $games }; जाँच के लिए रखे गए: { $held }।
learning-winrate = आपके लोगों के विरुद्ध अपेक्षित जीत दर: { $before } → { $after }
learning-held-out = रखे गए खेलों पर: लाभ { $gain } ({ $confidence } अंतराल { $lower } से { $upper })
learning-habit = आपके लोग: { $habit }, { $pct } बार ({ $chances } अवसर)।
learning-habit-win-line = पंक्ति या स्तंभ में जीतने वाली चाल चलते हैं
learning-habit-win-diag = विकर्ण पर जीतने वाली चाल चलते हैं
learning-habit-block-line = पंक्ति या स्तंभ में खतरा रोकते हैं
learning-habit-block-diag = विकर्ण पर खतरा रोकते हैं
learning-no-habits = उनकी आदतें बताने के लिए अभी पर्याप्त खेल नहीं हैं।
agents-vs-people = इस सर्वर के लोगों के विरुद्ध { $pct } अपेक्षित जीत
learning-line = { $own ->
    [yes] इस सर्वर की अपनी खेल शैली है।
   *[no] इस सर्वर पर सभी लोगों से सीखी गई शैली से खेला जाता है।
}
cmd-ttt-admin-learning = सीखना
    .description = बॉट ने इस सर्वर के लोगों से क्या सीखा

## Stale boards, invalid buttons, the console's results

board-refreshed = वह बोर्ड पुराना था, इसलिए कुछ नहीं खेला गया: अब यह मौजूदा स्थिति (चाल { $ply }) दिखाता है। अपनी चाल उसी पर चलें।
board-refreshed-over = वह बोर्ड पुराना था, इसलिए कुछ नहीं खेला गया: अब यह दिखाता है कि खेल कैसे ख़त्म हुआ।
button-invalid = यह बटन अब मान्य नहीं है। /ttt board यहाँ आपका चल रहा खेल दिखाता है।
console-turn = { $mark } की चाल ({ $name })
console-you-won = { $how ->
    [resigned] { $loser } ने हार मान ली; आप जीते ({ $mark })।
    [timed-out] { $loser } का समय ख़त्म हुआ; आप जीते ({ $mark })।
   *[played] आप जीते ({ $mark })।
}
console-you-lost = { $how ->
    [resigned] आपने हार मान ली; { $name } ({ $mark }) जीता।
    [timed-out] आपका समय ख़त्म हुआ; { $name } ({ $mark }) जीता।
   *[played] { $name } ({ $mark }) जीता।
}

## Levels by name (/ttt play difficulty) and the fair level's target

# /ttt play with both an opponent and a difficulty (a duel has no bot to set).
duel-difficulty-with-opponent = कठिनाई विकल्प बॉट के विरुद्ध खेलों के लिए है: किसी सदस्य को चुनौती देते समय इसे छोड़ दें।
# $reason: with-agent (a difficulty and an agent given together), unknown ($value: what was
# given; $choices: the difficulties).
error-difficulty = { $reason ->
    [with-agent] कठिनाई या एजेंट चुनें, दोनों नहीं: कठिनाई अपना एजेंट खुद चुनती है।
   *[unknown] कठिनाई { $choices } में से एक होनी चाहिए, “{ $value }” नहीं।
}
# The settings embed: the fair level's target ($pct: whole percent).
admin-fair-target = निष्पक्ष स्तर: सदस्यों की जीत का हिस्सा
admin-fair-target-value = { $pct }% खेल
# The console's help, a line after the commands ($levels: easy|medium|…; $target: percent).
console-help-levels = स्तर: /ttt play difficulty:{ $levels } (एजेंट के बजाय); fair ऐसे ढलता है कि आप लगभग { $target }% खेल जीतें।
cmd-ttt-play-difficulty = कठिनाई
    .description = बॉट कितना मज़बूत खेलता है (एजेंट के बजाय); निष्पक्ष आपके अनुसार ढलता है
cmd-ttt-admin-fair-target = निष्पक्ष-लक्ष्य
    .description = निष्पक्ष स्तर पर सदस्यों को कितने खेल जीतने चाहिए
cmd-ttt-admin-fair-target-percent = प्रतिशत
    .description = प्रतिशत में (डिफ़ॉल्ट 40 के लिए छोड़ दें)
choice-easy = आसान
choice-medium = मध्यम
choice-hard = कठिन
choice-unbeatable = अजेय
choice-fair = निष्पक्ष (आपके अनुसार ढलता है)
## The review's picture (its caption in the embed footer, its alt text)
review-picture-before = चित्र: चाल { $ply } से पहले की स्थिति, बारी { $mark } की।
review-picture-final = चित्र: अंतिम स्थिति।
review-picture-legend = हरा: वहाँ खेलकर { $mark } जीतता है, स्लेटी: ड्रॉ, लाल: हारता है; सुनहरी रेखा: सबसे अच्छी चालें।
review-picture-played = गुलाबी रेखा: जो चाल खेली गई।
review-picture-alt = खेल #{ $game_id } का बोर्ड, हर खाली खाना हरा, स्लेटी या लाल, इस पर कि वहाँ खेलकर { $mark } जीतता है, ड्रॉ करता है या हारता है।
review-picture-alt-final = खेल #{ $game_id } का अंतिम बोर्ड।
console-review-picture-saved = चित्र { $path } में सहेजा गया
console-review-picture-failed = चित्र { $path } में सहेजा नहीं जा सका: { $reason }
## Standings: farm-proof ratings, seasons, provisional players, measured agents

# /ttt stats when every game of the member was on this server (one line, not two alike).
stats-server-everywhere = यह सर्वर (आपके सभी गेम)
# Leaderboards: a channel's board; which season a board counts; a player under the ranking
# threshold ($games of $min games), shown unranked.
lb-title-channel = लीडरबोर्ड · #{ $channel } · { $server }
lb-season-current = सीज़न { $season } (मौजूदा)
lb-season-past = सीज़न { $season } / { $current }
lb-all-time = सभी सीज़न
lb-provisional = अस्थायी
lb-row-provisional = **–** { $name } · **{ $rating }** · { $record } · अस्थायी ({ $games }/{ $min })
lb-this-channel = यह चैनल
# /ttt agents: an agent's rating measured against people, and people's results against it.
agents-measured = लोगों के विरुद्ध मापी गई रेटिंग: { $rating } · लोगों के साथ गेम: { $games }
agents-people-here = यहाँ के लोग: { $record }
agents-people-everywhere = हर जगह के लोग: { $record }
# Under a finished board: each person's new season rating and its change ($change: +12, -8).
board-rating = { $name }: रेटिंग { $rating } ({ $change })
board-unrated = { $name }: बिना रेटिंग वाला गेम, रेटिंग नहीं बदली
# /ttt-admin season new (public).
season-started = सीज़न { $season } शुरू हो गया: लीडरबोर्ड नए सिरे से शुरू होता है। सीज़न { $previous } /ttt leaderboard season:{ $previous } से देखा जा सकता है।
error-season = { $reason ->
    [global] वैश्विक लीडरबोर्ड में सीज़न नहीं होते: सीज़न हर सर्वर के अपने होते हैं।
    [channel-all-time] चैनल लीडरबोर्ड सीज़न के हिसाब से रखे जाते हैं: कोई सीज़न नंबर चुनें, या सभी सीज़न का सर्वर लीडरबोर्ड।
    [race] किसी दूसरे एडमिन ने उसी पल नया सीज़न शुरू किया; और कुछ नहीं बदला।
   *[not-started] यहाँ सीज़न { $season } नहीं है: यह सर्वर सीज़न { $current } में है।
}
cmd-ttt-leaderboard-season = सीज़न
    .description = सीज़न नंबर, या सभी सीज़न के लिए all (डिफ़ॉल्ट: मौजूदा सीज़न)
choice-channel = चैनल
cmd-ttt-admin-season = सीज़न
    .description = इस सर्वर के लीडरबोर्ड सीज़न
cmd-ttt-admin-season-new = नया
    .description = इस सीज़न की स्थिति संग्रहित करें और नया सीज़न शुरू करें
## Rematches: the rematch button, /ttt history, their refusals, the console's forms
rematch-button = दोबारा खेलें
rematch-invite-note = खेल #{ $game_id } का रीमैच, रंग बदले हुए।
error-rematch = यह रीमैच संभव नहीं है।
error-rematch-not-player = खेल #{ $game_id } का रीमैच सिर्फ़ { $x } और { $o } माँग सकते हैं।
error-rematch-not-over = खेल #{ $game_id } अभी चल रहा है: रीमैच माँगने से पहले उसे पूरा करें।
error-rematch-taken = खेल #{ $game_id } का रीमैच पहले ही हो चुका है: खेल #{ $rematch_id }।
error-nothing-to-rematch = यहाँ अभी आपका कोई पूरा हुआ खेल नहीं है जिसका रीमैच हो सके।
error-history-size = इतिहास में { $low } से { $high } खेल दिखते हैं, { $value } नहीं।
history-title = { $name } के हाल के खेल
history-empty = इस सर्वर पर { $name } का ऐसा कोई पूरा हुआ खेल नहीं है जिसकी आप समीक्षा कर सकें।
history-line = #{ $game_id } · { $date } · { $opponent } के विरुद्ध · { $result }
history-result = { $result ->
    [win] जीत
    [loss] हार
    [unrated] छोड़ा गया, बिना रेटिंग
   *[draw] ड्रॉ
}
history-option = खेल #{ $game_id }, { $opponent } के विरुद्ध
history-pick = समीक्षा के लिए एक खेल चुनें
history-footer = नए पहले। समीक्षा के लिए नीचे से एक चुनें, या /ttt review <संख्या> का उपयोग करें।
cmd-ttt-history = इतिहास
    .description = यहाँ आपके हाल के खेल, या किसी सदस्य के
cmd-ttt-history-member = सदस्य
    .description = किसके खेल (डिफ़ॉल्ट: आपके)
console-history-head = यहाँ आपके हाल के खेल, नए पहले (/ttt review <संख्या> किसी एक की समीक्षा करता है):
console-history-empty = यहाँ अभी आपका कोई पूरा हुआ खेल नहीं है।
console-history-line = #{ $game_id }  { $date }  { $opponent } के विरुद्ध: { $result }
console-help-rematch = यहाँ अपना पिछला खेल फिर से खेलें, रंग बदलकर
console-help-history = यहाँ आपके हाल के खेल, संख्या से समीक्षा के लिए
console-help-admin = इस सर्वर की सेटिंग्स; किसी को बदलें: /ttt admin <setting> <value>
## The front: post limits, one live board, roles, looks, help, welcome, unrated games

board-abandoned-unrated = पहली चाल से पहले छोड़ दिया गया: रेटिंग नहीं, किसी के लिए नहीं गिना जाता।
board-replaced = वह बोर्ड एक नए बोर्ड से बदल दिया गया, इसलिए कुछ नहीं खेला गया। सबसे नए बोर्ड पर खेलें (या /ttt board)।
error-game-channels-elsewhere = यहाँ इस चैनल में नहीं खेला जाता; खेल { $channels } में होते हैं।
error-role-not-allowed = यहाँ खेल उन सदस्यों के लिए हैं जिनके पास इनमें से कोई भूमिका है: { $roles }।
error-public-post-limit-reached = आपने पिछले एक मिनट में मुझसे { $limit } सार्वजनिक बोर्ड पोस्ट करवाए; { $wait } सेकंड बाद फिर कोशिश करें।
error-invalid-looks = { $reason ->
    [emoji] { $name } एक ही इमोजी होना चाहिए (जैसे ❌, या सर्वर इमोजी जैसे <:cross:123456789012345678>), “{ $value }” नहीं।
   *[colour] रंग हेक्स में होना चाहिए, जैसे #5865F2, “{ $value }” नहीं।
}
admin-roles = खेलने वाली भूमिकाएँ
admin-roles-all = सभी सदस्य
admin-public-posts = प्रति सदस्य सार्वजनिक बोर्ड
admin-public-posts-value = { $count } प्रति मिनट
admin-no-limit = कोई सीमा नहीं
admin-looks = रूप
admin-looks-value = X: { $x } · O: { $o } · रंग: { $colour }
admin-looks-default = बॉट का डिफ़ॉल्ट
retrain-owners-only = केवल बॉट के मालिक एजेंट को फिर से प्रशिक्षित या वापस कर सकते हैं: इससे हर सर्वर का एजेंट बदल जाता है।
help-discord =
    यहाँ टिक-टैक-टो कैसे खेलें
    खाने: { $forms }। बोर्ड पर हर खाली खाना अपना नंबर दिखाता है: उस पर क्लिक करें, या उस नंबर के साथ /ttt move लिखें।
    `/ttt play` मेरे खिलाफ़ खेलें (डिफ़ॉल्ट एजेंट: { $default }), या प्रतिद्वंद्वी विकल्प से किसी सदस्य को चुनौती दें
    `/ttt move` एक खाना खेलें
    `/ttt board` अपना खेल फिर से दिखाएँ
    `/ttt resign` अपना खेल छोड़ दें
    `/ttt stats` किसी सदस्य का रिकॉर्ड, रेटिंग और लगातार जीत
    `/ttt leaderboard` सबसे ऊँची रेटिंग वाले खिलाड़ी ({ $ranked }+ खेल)
    `/ttt review` वे चालें जिन्होंने खेल का नतीजा बदला
    `/ttt agents` वे एजेंट जिनके खिलाफ़ आप खेल सकते हैं
    `/ttt help` यह पाठ
    एडमिन: `/ttt-admin settings` दिखाता है कि इस सर्वर ने क्या चुना।
help-welcome = नमस्ते! मैं टिक-टैक-टो खेलता हूँ, आपके खिलाफ़ या आपस में। `/ttt play` से खेल शुरू करें; `/ttt help` सभी कमांड दिखाता है, और एडमिन सेटिंग्स `/ttt-admin` में पाते हैं।
cmd-ttt-help =
    .description = कैसे खेलें, और सभी कमांड
cmd-ttt-admin-allow-role =
    .description = किसी भूमिका वाले सदस्यों को खेलने दें (कोई चुनी जाए तो सिर्फ़ उन्हें)
cmd-ttt-admin-allow-role-role =
    .description = भूमिका
cmd-ttt-admin-disallow-role =
    .description = खेलने वाली भूमिकाओं से एक भूमिका हटाएँ
cmd-ttt-admin-disallow-role-role =
    .description = भूमिका
cmd-ttt-admin-all-roles =
    .description = सभी सदस्यों को खेलने दें
cmd-ttt-admin-public-posts =
    .description = एक सदस्य मुझसे प्रति मिनट कितने बोर्ड पोस्ट करवा सकता है
cmd-ttt-admin-public-posts-per_minute =
    .description = प्रति सदस्य प्रति मिनट बोर्ड (0: कोई सीमा नहीं)
cmd-ttt-admin-looks =
    .description = इस सर्वर के बोर्ड के चिह्नों के इमोजी और रंग
cmd-ttt-admin-looks-x =
    .description = X के लिए इमोजी (सर्वर इमोजी भी); डिफ़ॉल्ट: अक्षर
cmd-ttt-admin-looks-o =
    .description = O के लिए इमोजी (सर्वर इमोजी भी); डिफ़ॉल्ट: अक्षर
cmd-ttt-admin-looks-colour =
    .description = चल रहे बोर्ड का रंग, हेक्स में (#5865F2); डिफ़ॉल्ट: बॉट का
looks-emoji-elsewhere = { $emoji } इस सर्वर का इमोजी नहीं है: इसके अपने इमोजी में से कोई या कोई यूनिकोड इमोजी इस्तेमाल करें।
