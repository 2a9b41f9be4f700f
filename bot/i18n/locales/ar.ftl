# العربية. Same messages and variables as en.ftl (the reference); see its comments.
# Discord has no Arabic locale: this catalog serves the console and the server-language setting.
# Plural categories: zero (0), one (1), two (2), few (3-10, 103-110…), many (11-99…), other (100…).

board-title = المباراة رقم { $game_id }
board-vs = { $x } (X) ضد { $o } (O)
board-turn = دور { $mark }: { $name }
board-won = فاز { $name } ({ $mark }).
board-drawn = تعادل.
board-resigned = استسلم { $loser }؛ فاز { $name } ({ $mark }).
board-abandoned = نفد وقت { $loser }؛ فاز { $name } ({ $mark }).
board-agent = الوكيل
board-agent-side = { $name } (وكيل)
board-footer = النقلة { $ply } · المباراة رقم { $game_id }
board-footer-over = { $moves ->
    [zero] لا نقلات
    [one] نقلة واحدة
    [two] نقلتان
    [few] { $moves } نقلات
    [many] { $moves } نقلة
   *[other] { $moves } نقلة
} · المباراة رقم { $game_id }
board-moved-on = تستمر هذه اللوحة في رسالة أحدث.
board-none = ليست لديك مباراة جارية هنا. ابدأ واحدة بالأمر /ttt play.

duel-title = تحدي إكس أو
duel-invite = { $opponent }، يتحداك { $challenger } في مباراة. أجب { $expires }.
duel-first-me = يلعب { $challenger } بـ X ويبدأ أولًا.
duel-first-them = يلعب { $opponent } بـ X ويبدأ أولًا.
duel-first-random = تُحدَّد القرعة من يلعب بـ X.
duel-accept = قبول
duel-decline = رفض
duel-declined = رفض { $opponent } تحدي { $challenger }.
duel-expired = انتهت صلاحية تحدي { $challenger } إلى { $opponent }.
duel-expired-invite = انتهت صلاحية تحدي { $challenger } إلى { $opponent } دون رد. أرسل تحديًا جديدًا بالأمر /ttt play.
duel-agent-with-opponent = خيار agent مخصص للمباريات ضد البوت: لا تستخدمه عند تحدي عضو.
duel-bot-opponent = لا تستطيع البوتات قبول التحديات. شغّل /ttt play دون خصم لتلعب ضدي.

stats-title = إكس أو: { $name }
stats-server = هذا الخادم
stats-global = في كل مكان
stats-rating = التصنيف
stats-games = المباريات
stats-record = { $wins } ف · { $draws } ت · { $losses } خ
stats-summary = التصنيف **{ $rating }** · { $games ->
    [zero] لا مباريات
    [one] مباراة واحدة
    [two] مباراتان
    [few] { $games } مباريات
    [many] { $games } مباراة
   *[other] { $games } مباراة
} · { $record }
stats-vs-people = ضد الأشخاص
stats-vs-agents = ضد الوكلاء
stats-streak = السلسلة
stats-best-streak = أفضل سلسلة
stats-streak-wins = { $count ->
    [zero] لا انتصارات متتالية
    [one] انتصار واحد متتالٍ
    [two] انتصاران متتاليان
    [few] { $count } انتصارات متتالية
    [many] { $count } انتصارًا متتاليًا
   *[other] { $count } انتصار متتالٍ
}
stats-streak-losses = { $count ->
    [zero] لا هزائم متتالية
    [one] هزيمة واحدة متتالية
    [two] هزيمتان متتاليتان
    [few] { $count } هزائم متتالية
    [many] { $count } هزيمة متتالية
   *[other] { $count } هزيمة متتالية
}
stats-streak-none = لا شيء
stats-no-games = لم يُنهِ { $name } أي مباراة بعد.
lb-title-server = لوحة الصدارة · { $server }
lb-title-global = لوحة الصدارة العامة
lb-row = **{ $rank }.** { $name } · **{ $rating }** · { $record } · السلسلة { $streak }
lb-empty = { $min ->
    [zero] لا أحد مصنف بعد.
    [one] لا أحد مصنف بعد: يلزم إنهاء مباراة واحدة للظهور هنا.
    [two] لا أحد مصنف بعد: يلزم إنهاء مباراتين للظهور هنا.
    [few] لا أحد مصنف بعد: يلزم إنهاء { $min } مباريات للظهور هنا.
    [many] لا أحد مصنف بعد: يلزم إنهاء { $min } مباراة للظهور هنا.
   *[other] لا أحد مصنف بعد: يلزم إنهاء { $min } مباراة للظهور هنا.
}
lb-footer = { $min ->
    [zero] جميع اللاعبين، حسب تصنيف إيلو.
    [one] اللاعبون الذين أنهوا مباراة واحدة على الأقل، حسب تصنيف إيلو.
    [two] اللاعبون الذين أنهوا مباراتين على الأقل، حسب تصنيف إيلو.
    [few] اللاعبون الذين أنهوا { $min } مباريات على الأقل، حسب تصنيف إيلو.
    [many] اللاعبون الذين أنهوا { $min } مباراة على الأقل، حسب تصنيف إيلو.
   *[other] اللاعبون الذين أنهوا { $min } مباراة على الأقل، حسب تصنيف إيلو.
}
agents-title = الوكلاء
agents-server-agent = يلعب هذا الخادم افتراضيًا بالوكيل **{ $name }**.
agents-default-mark = { " " }(الافتراضي في هذا الخادم)
agents-version = الإصدار { $version }
agents-rating = تصنيف إيلو { $rating }
agents-metric = { $name }: { $value }
agents-accuracy = النقلات المثلى: { $pct }
agents-vs = ضد { $opponent }: بـ X { $x }؛ بـ O { $o }
agents-wdl = { $w } ف · { $d } ت · { $l } خ

review-title = تحليل المباراة رقم { $game_id }
review-clean = لم تغيّر أي نقلة قيمة المباراة: لعب الطرفان دون أخطاء.
review-line = النقلة { $ply }، { $mark } في الخانة { $cell }، حوّلت { $before } إلى { $after }؛ كانت { $best } ستحافظ على { $kept }
review-line-no-best = النقلة { $ply }، { $mark } في الخانة { $cell }، حوّلت { $before } إلى { $after }
review-value = { $value ->
    [win] فوز
    [draw] تعادل
   *[loss] خسارة
}
review-kept = { $value ->
    [win] الفوز
    [draw] التعادل
   *[loss] الخسارة
}
review-or = { $head } أو { $last }
review-left-early = { $how ->
    [resigned] { $value ->
        [win] استسلم { $mark } في وضع رابح.
       *[draw] استسلم { $mark } والتعادل ما زال ممكنًا.
    }
   *[timed-out] { $value ->
        [win] نفد وقت { $mark } في وضع رابح.
       *[draw] نفد وقت { $mark } والتعادل ما زال ممكنًا.
    }
}

admin-title = إعدادات الخادم
admin-agent = الوكيل
admin-channels = القنوات المسموح بها
admin-channels-all = كل القنوات
admin-multiple-games = عدة مباريات في وقت واحد
admin-move-timeout = مهلة النقلة
admin-cooldown = المهلة بين التحديات
admin-language = لغة الخادم
admin-language-default = { $language } (لغة الخادم في Discord)
admin-language-updated = أصبحت الرسائل العامة هنا باللغة: { $language }.
admin-yes = نعم
admin-no = لا
admin-updated-by = آخر تعديل بواسطة
admin-updated = تم تحديث الإعدادات.

retrain-not-admin = لا يستطيع إعادة تدريب الوكيل أو التراجع عنه إلا مشرفو البوت: فهذا يغيّر الوكيل في كل الخوادم (مشرفو البوت: TTT_BOT_ADMINS، أو مالك التطبيق).
retrain-promoted = تمت إعادة التدريب: يلعب **{ $version }** بدءًا من المباراة التالية.
retrain-unchanged = لا شيء للتحسين: يستمر **{ $version }** في اللعب.
retrain-rejected = تمت إعادة التدريب دون اعتماد: يستمر **{ $version }** في اللعب.
retrain-skipped = لا جديد للتعلم منه: يستمر **{ $version }** في اللعب.
retrain-busy = هناك إعادة تدريب أو تراجع قيد التنفيذ بالفعل؛ حاول مرة أخرى عند انتهائه.
retrain-failed = فشلت إعادة التدريب؛ لم يتغير شيء.
retrain-rolled-back = تم التراجع: يلعب **{ $version }** بدءًا من المباراة التالية.
retrain-failed-checks = أسوأ من الإصدار الحالي في:

cell-1 = أعلى اليسار
cell-2 = الأعلى
cell-3 = أعلى اليمين
cell-4 = اليسار
cell-5 = الوسط
cell-6 = اليمين
cell-7 = أسفل اليسار
cell-8 = الأسفل
cell-9 = أسفل اليمين
cell-choice = { $cell } · { $name }
cell-aliases-1 = فوق يسار, يسار فوق, الزاوية العليا اليسرى
cell-aliases-2 = أعلى, فوق, أعلى الوسط, فوق الوسط
cell-aliases-3 = فوق يمين, يمين فوق, الزاوية العليا اليمنى
cell-aliases-4 = يسار, وسط اليسار, يسار الوسط
cell-aliases-5 = وسط, المنتصف, منتصف, في الوسط
cell-aliases-6 = يمين, وسط اليمين, يمين الوسط
cell-aliases-7 = تحت يسار, يسار تحت, الزاوية السفلى اليسرى
cell-aliases-8 = أسفل, تحت, أسفل الوسط, تحت الوسط
cell-aliases-9 = تحت يمين, يمين تحت, الزاوية السفلى اليمنى
cell-forms = رقمًا من 1 إلى 9 (1 2 3 / 4 5 6 / 7 8 9 بدءًا من أعلى اليسار)، أو إحداثيًا مثل b2، أو كلمات مثل «الوسط» أو «أعلى اليسار»

error-generic = عذرًا، حدث خطأ من جهتي. تم تسجيله؛ يُرجى المحاولة مرة أخرى.
error-manage-guild = تحتاج إلى صلاحية «إدارة الخادم» لتغيير إعدادات البوت.
error-guild-only = هذا الأمر يعمل داخل الخوادم فقط.
error-bot-missing = تنقصني صلاحيات هنا: { $perms }.
error-bad-argument = تعذّر عليّ استخدام هذه القيمة: { $detail }

error-no-active-game = ليست لديك مباراة جارية هنا. ابدأ واحدة بالأمر /ttt play.
error-already-playing = { $who ->
    [you] لديك بالفعل المباراة رقم { $game_id } جارية هنا: أنهِها أولًا بالأمر /ttt move أو /ttt resign.
   *[other] { $name } يلعب بالفعل المباراة رقم { $game_id } هنا.
}
error-not-your-turn = ليس دورك: الدور على { $mark } ({ $name }).
error-not-your-game = المباراة رقم { $game_id } بين { $x } (X) و{ $o } (O)؛ أنت لا تلعب فيها.
error-stale-board = { $reason ->
    [moved-on] هذه اللوحة قديمة: وصلت المباراة رقم { $game_id } إلى النقلة { $ply }. هذه هي اللوحة الحالية.
    [conflict] تغيّرت المباراة رقم { $game_id } أثناء نقلتك (وصلت نقلة أخرى قبلها)؛ لم يُلعب شيء. انظر إلى اللوحة مرة أخرى.
   *[resign] ظلت المباراة تتغير أثناء استسلامك؛ حاول مرة أخرى.
}
error-game-not-found = { $reason ->
    [none-to-review] ليست لديك هنا بعد مباراة منتهية لتحليلها.
   *[unknown] لا توجد مباراة رقم { $game_id }.
}
error-review-in-progress = المباراة رقم { $game_id } ما زالت جارية؛ تحليلها الآن سيكشف أفضل النقلات. اطلبه مجددًا عند انتهائها.
error-leaderboard-size = تعرض لوحة الصدارة من { $low } إلى { $high } لاعبًا، وليس { $value }.
error-channel-not-allowed = لا تُلعب المباريات في هذه القناة هنا؛ جرّب إحدى قنوات اللعب في الخادم، أو اطلب من أحد المشرفين السماح بهذه القناة.
error-cooldown = لقد تحديت أحدًا قبل قليل؛ يمكنك التحدي مرة أخرى بعد { $wait }.
error-challenge = هذا التحدي غير ممكن.
error-challenge-option = خيار التحدي هذا غير صالح: { $value }.
error-invalid-first-mover = «{ $value }» ليس خيارًا لمن يبدأ أولًا: أنا، أو الخصم، أو عشوائيًا.
error-invalid-challenge-expiry = يجب أن تنتهي صلاحية التحدي بعد مدة بين { $low } و{ $high }، وليس «{ $value }».
error-self-challenge = لا يمكنك تحدي نفسك. شغّل /ttt play دون خصم لتلعب ضدي.
error-bot-challenge = { $name } بوت ولا يمكنه خوض المبارزات. شغّل /ttt play دون خصم لتلعب ضدي.
error-duplicate-challenge = لديك أنت و{ $opponent } تحدٍّ ينتظر الرد بالفعل (رقم { $challenge_id })؛ أجب عنه أو اتركه تنتهي صلاحيته أولًا.
error-unknown-challenge = لا أجد التحدي رقم { $challenge_id }.
error-not-challenged = التحدي رقم { $challenge_id } موجّه إلى { $opponent }: هو وحده من يمكنه قبوله أو رفضه.
error-challenge-expired = انتهت صلاحية هذا التحدي (رقم { $challenge_id }). أرسل تحديًا جديدًا بالأمر /ttt play مع خصم.
error-challenge-answered = تم الرد على هذا التحدي (رقم { $challenge_id }) بالفعل.
error-challenge-already-accepted = تم قبول هذا التحدي (رقم { $challenge_id }) بالفعل: المباراة جارية.
error-challenge-already-declined = تم رفض هذا التحدي (رقم { $challenge_id }) بالفعل.
error-agent-unavailable = لا يستطيع الوكيل { $agent } اللعب الآن. اختر وكيلًا آخر (يعرضهم /ttt agents).
error-invalid-setting = { $reason ->
    [empty] لا شيء لتغييره: حدّد إعدادًا وقيمته الجديدة.
    [unknown] إعداد غير معروف «{ $name }»؛ الإعدادات هي: { $known }.
    [range] يجب أن تكون قيمة { $name } بين { $low } و{ $high }، وليس «{ $value }».
   *[value] لا يمكن أن تكون قيمة { $name } «{ $value }».
}
error-invalid-board = لا يمكن الوصول إلى هذا الوضع في أي مباراة.
error-illegal-move = هذه النقلة غير مسموح بها.
error-cell-out-of-range = الخانات مرقمة من 1 إلى 9، وليس { $value }.
error-cell-occupied = الخانة { $cell } مشغولة بالفعل بـ { $mark }.
error-game-over = انتهت المباراة رقم { $game_id }: { $result }
error-cell-parse = { $reason ->
    [empty] أي خانة؟ استخدم { $forms }.
    [number] «{ $input }» ليست خانة: الخانات مرقمة من 1 إلى 9.
   *[unknown] لا أعرف الخانة «{ $input }». استخدم { $forms }.
}
error-unknown-agent = لا يوجد وكيل باسم «{ $name }». الوكلاء المتاحون: { $agents }.
error-weights = تعذّر تحميل أوزان الوكيل { $agent }؛ لا يمكنه اللعب حتى يتم إصلاحها.
error-not-admin = لا يستطيع إعادة تدريب الوكيل أو التراجع عنه إلا مشرفو البوت: فهذا يغيّر الوكيل في كل الخوادم (مشرفو البوت: TTT_BOT_ADMINS، أو مالك التطبيق).
error-busy = هناك إعادة تدريب أو تراجع قيد التنفيذ بالفعل؛ حاول مرة أخرى عند انتهائه.
error-retrain = فشلت إعادة التدريب؛ لم يتغير شيء ({ $detail }).
error-database-unavailable = قاعدة بيانات المباريات غير متاحة الآن؛ لم يتغير شيء. حاول مرة أخرى بعد قليل.
error-database-unconfirmed = توقفت قاعدة بيانات المباريات عن الاستجابة أثناء الحفظ: ربما حُفظ هذا وربما لا. تحقّق قبل أن تحاول مرة أخرى (/ttt board يعرض مباراتك).
error-usage = { $reason ->
    [read] تعذّرت قراءة هذا الأمر ({ $detail }). اكتب /ttt help.
    [missing-command] ينقص أمر بعد /ttt. اكتب /ttt help.
    [unknown-command] أمر غير معروف «{ $command }». تبدأ الأوامر بـ /ttt؛ اكتب /ttt help.
    [no-cell] أي خانة؟ الاستخدام: /ttt move <خانة>، مثل /ttt move 5
    [bad-first] يجب أن تكون «first» إحدى القيم: { $choices }، وليس «{ $value }».
   *[unexpected] «{ $input }» غير متوقع. الاستخدام: { $usage }
}

cmd-ttt =
    .description = إكس أو ضد البوت أو أعضاء آخرين
cmd-ttt-play = العب
    .description = العب ضد وكيل الخادم، أو تحدَّ عضوًا
cmd-ttt-play-opponent = الخصم
    .description = عضو تتحداه في مبارزة (اتركه فارغًا لتلعب ضدي)
cmd-ttt-play-agent = الوكيل
    .description = الوكيل الذي تلعب ضده (الافتراضي: وكيل هذا الخادم)
cmd-ttt-play-first = البادئ
    .description = من يلعب بـ X ويبدأ أولًا
cmd-ttt-move = نقلة
    .description = العب خانة في مباراتك
cmd-ttt-move-cell = الخانة
    .description = من 1 إلى 9 بدءًا من أعلى اليسار (1 2 3 / 4 5 6 / 7 8 9)، أو b2، الوسط…
cmd-ttt-board = اللوحة
    .description = اعرض مباراتك الجارية
cmd-ttt-resign = استسلام
    .description = استسلم في مباراتك الجارية
cmd-ttt-stats = إحصاءات
    .description = تصنيف العضو وانتصاراته وتعادلاته وهزائمه وسلاسله
cmd-ttt-stats-member = العضو
    .description = إحصاءات من (الافتراضي: أنت)
cmd-ttt-leaderboard = الصدارة
    .description = أفضل اللاعبين حسب تصنيف إيلو
cmd-ttt-leaderboard-scope = النطاق
    .description = هذا الخادم أو في كل مكان
cmd-ttt-agents = الوكلاء
    .description = الوكلاء الذين يمكنك اللعب ضدهم وقوتهم المقيسة
cmd-ttt-review = تحليل
    .description = النقلات التي غيّرت نتيجة مباراتك الأخيرة
cmd-ttt-review-game = المباراة
    .description = رقم المباراة (الافتراضي: آخر مباراة أنهيتها هنا)
cmd-ttt-admin =
    .description = إعدادات إكس أو لهذا الخادم
cmd-ttt-admin-settings = الإعدادات
    .description = اعرض إعدادات هذا الخادم
cmd-ttt-admin-agent = الوكيل
    .description = اختر الوكيل الذي يلعب ضده الأعضاء هنا افتراضيًا
cmd-ttt-admin-agent-name = الاسم
    .description = اسم الوكيل (انظر /ttt agents)
cmd-ttt-admin-allow-channel = السماح-بقناة
    .description = اسمح بالمباريات في قناة (متى سُمح بإحداها، ففيها وحدها)
cmd-ttt-admin-allow-channel-channel = القناة
    .description = القناة
cmd-ttt-admin-disallow-channel = إزالة-قناة
    .description = أزل قناة من القنوات المسموح بها
cmd-ttt-admin-disallow-channel-channel = القناة
    .description = القناة
cmd-ttt-admin-all-channels = كل-القنوات
    .description = اسمح بالمباريات في كل القنوات
cmd-ttt-admin-multiple-games = مباريات-متعددة
    .description = هل يمكن للعضو خوض عدة مباريات في وقت واحد
cmd-ttt-admin-multiple-games-enabled = مفعل
    .description = نعم أو لا
cmd-ttt-admin-move-timeout = مهلة-النقلة
    .description = كم من الوقت يملكه اللاعب لكل نقلة
cmd-ttt-admin-move-timeout-seconds = الثواني
    .description = بالثواني
cmd-ttt-admin-cooldown = مهلة-التحدي
    .description = كم ينتظر العضو بين تحديين
cmd-ttt-admin-cooldown-seconds = الثواني
    .description = بالثواني
cmd-ttt-admin-language = اللغة
    .description = لغة الرسائل العامة في هذا الخادم (اللوحات، الدعوات، النتائج)
cmd-ttt-admin-language-language = اللغة
    .description = لغة (اتركها فارغة لاتباع لغة الخادم في Discord)
cmd-ttt-owner =
    .description = إعادة تدريب وكيل البوت (مالكو البوت)
cmd-ttt-owner-retrain = إعادة-التدريب
    .description = أعد تدريب DQN الآن على مباريات الأعضاء (مشرفو البوت)
cmd-ttt-owner-rollback = تراجع
    .description = أعد استخدام الإصدار السابق من DQN (مشرفو البوت)

choice-me = أنا
choice-bot = البوت (أو الخصم)
choice-random = عشوائي
choice-server = هذا الخادم
choice-global = عام

console-welcome = وحدة تحكم tttbot - اكتب /ttt help لعرض الأوامر، وquit للخروج.
console-help =
    الأوامر (الخانات: { $forms }):
      /ttt play [agent] [first:me|bot|random]   ابدأ مباراة (الوكيل الافتراضي: { $default })
      /ttt move <خانة>                           العب خانة (تكفي الخانة وحدها مثل 5)
      /ttt board                                 اعرض مباراتك
      /ttt resign                                استسلم في المباراة الجارية
      /ttt stats [global]                        سجلك وتصنيفك وسلاسلك
      /ttt leaderboard [global] [N]              اللاعبون الأعلى تصنيفًا ({ $ranked }+ مباريات)
      /ttt review [مباراة]                       النقلات التي غيّرت نتيجة مباراتك الأخيرة
      /ttt agents                                الوكلاء الذين يمكنك اللعب ضدهم
      /ttt admin learning                        ما تعلّمه البوت من لاعبي هذا الخادم
      /ttt help                                  هذا النص
      quit                                       خروج
console-error = حدث خطأ في هذا الأمر؛ تم تسجيله. اكتب /ttt help.
console-timed-out = انتهت مهلة المباراة رقم { $game_id }: { $result }
console-opening = المباراة رقم { $game_id }: { $x } (X) ضد { $o } (O).
console-agent-opens = افتتح { $name } بالخانة { $cell }.
console-you-played = لعبت { $cell }.
console-agent-answered = لعبت { $cell }؛ ورد { $name } بـ { $reply }.
console-you = أنت
console-scope-here = هنا
console-scope-everywhere = في كل مكان
console-no-stats = لا توجد مباريات منتهية لـ { $name } ({ $where }) بعد. ابدأ واحدة بالأمر /ttt play.
console-stats-head = إحصاءات { $name } ({ $where }): التصنيف { $rating } ({ $games ->
    [zero] لا مباريات
    [one] مباراة واحدة
    [two] مباراتان
    [few] { $games } مباريات
    [many] { $games } مباراة
   *[other] { $games } مباراة
}، { $ranked })
console-ranked = مصنف
console-to-rank = { $count ->
    [zero] مصنف
    [one] تبقى مباراة واحدة للتصنيف
    [two] تبقى مباراتان للتصنيف
    [few] تبقى { $count } مباريات للتصنيف
    [many] تبقى { $count } مباراة للتصنيف
   *[other] تبقى { $count } مباراة للتصنيف
}
console-stats-overall = الإجمالي
console-stats-vs-people = ضد الأشخاص
console-stats-vs-agent = ضد { $agent }
console-streak = السلسلة { $streak } (الأفضل { $best })
console-no-leaderboard = { $min ->
    [zero] لا أحد مصنف بعد ({ $where }).
    [one] لا أحد مصنف بعد ({ $where }): يظهر اللاعبون بعد مباراة واحدة.
    [two] لا أحد مصنف بعد ({ $where }): يظهر اللاعبون بعد مباراتين.
    [few] لا أحد مصنف بعد ({ $where }): يظهر اللاعبون بعد { $min } مباريات.
    [many] لا أحد مصنف بعد ({ $where }): يظهر اللاعبون بعد { $min } مباراة.
   *[other] لا أحد مصنف بعد ({ $where }): يظهر اللاعبون بعد { $min } مباراة.
}
console-leaderboard-head = لوحة الصدارة ({ $where }):
console-games = { $count ->
    [zero] لا مباريات
    [one] مباراة واحدة
    [two] مباراتان
    [few] { $count } مباريات
    [many] { $count } مباراة
   *[other] { $count } مباراة
}
console-review-clean = لم تغيّر أي نقلة قيمة المباراة: حافظت كل نقلة على أفضل نتيجة.
console-agents-head = الوكلاء (تصنيف إيلو؛ الوكلاء المتعلمون: الإصدار، ونسبة النقلات المثلى المقيسة):
console-optimal = { $pct } مثلى

## What the bot learned from this server's people (/ttt-admin learning)
learning-none = لم يتعلم أي { $agent } مُعاد تدريبه من لاعبي هذا الخادم بعد.
learning-head = تعلّم { $agent } { $version } (المُعاد تدريبه من { $base }) من لاعبي هذا الخادم. المباريات المستخدمة: { $games }؛ المحجوزة للتحقق: { $held }.
learning-winrate = نسبة الفوز المتوقعة أمام لاعبيكم: { $before } → { $after }
learning-held-out = في المباريات المحجوزة: مكسب { $gain } (فترة { $confidence } من { $lower } إلى { $upper })
learning-habit = لاعبوكم: { $habit } في { $pct } من المرات ({ $chances } فرصة).
learning-habit-win-line = يلعبون الحركة الفائزة في صف أو عمود
learning-habit-win-diag = يلعبون الحركة الفائزة على قطر
learning-habit-block-line = يصدّون تهديدًا في صف أو عمود
learning-habit-block-diag = يصدّون تهديدًا على قطر
learning-no-habits = لا توجد مباريات كافية بعد لوصف عاداتهم.
agents-vs-people = { $pct } فوز متوقع أمام لاعبي هذا الخادم
learning-line = { $own ->
    [yes] لهذا الخادم أسلوب لعب خاص به.
   *[no] يُلعب في هذا الخادم بالأسلوب المتعلَّم من جميع اللاعبين.
}
cmd-ttt-admin-learning = التعلم
    .description = ما تعلّمه البوت من لاعبي هذا الخادم

## Stale boards, invalid buttons, the console's results

board-refreshed = كانت تلك اللوحة قديمة، لذا لم تُلعب أي حركة: تعرض الآن الوضع الحالي (الحركة { $ply }). العب حركتك عليها.
board-refreshed-over = كانت تلك اللوحة قديمة، لذا لم تُلعب أي حركة: تعرض الآن كيف انتهت المباراة.
button-invalid = لم يعد هذا الزر صالحًا. يعرض ‎/ttt board مباراتك الجارية هنا.
console-turn = دور { $mark } ({ $name })
console-you-won = { $how ->
    [resigned] استسلم { $loser }؛ لقد فزت ({ $mark }).
    [timed-out] انتهى وقت { $loser }؛ لقد فزت ({ $mark }).
   *[played] لقد فزت ({ $mark }).
}
console-you-lost = { $how ->
    [resigned] لقد استسلمت؛ فاز { $name } ({ $mark }).
    [timed-out] انتهى وقتك؛ فاز { $name } ({ $mark }).
   *[played] فاز { $name } ({ $mark }).
}

## Levels by name (/ttt play difficulty) and the fair level's target

# /ttt play with both an opponent and a difficulty (a duel has no bot to set).
duel-difficulty-with-opponent = خيار الصعوبة مخصص للمباريات ضد البوت: اتركه عندما تتحدى عضوًا.
# $reason: with-agent (a difficulty and an agent given together), unknown ($value: what was
# given; $choices: the difficulties).
error-difficulty = { $reason ->
    [with-agent] اختر صعوبة أو وكيلًا، لا كليهما: الصعوبة تختار وكيلها بنفسها.
   *[unknown] يجب أن تكون الصعوبة إحدى { $choices }، لا «{ $value }».
}
# The settings embed: the fair level's target ($pct: whole percent).
admin-fair-target = المستوى العادل: نسبة فوز الأعضاء
admin-fair-target-value = { $pct }٪ من المباريات
# The console's help, a line after the commands ($levels: easy|medium|…; $target: percent).
console-help-levels = المستويات: /ttt play difficulty:{ $levels } (بدلًا من وكيل)؛ يتكيف fair لكي تفوز بنحو { $target }٪ من المباريات.
cmd-ttt-play-difficulty = الصعوبة
    .description = مدى قوة لعب البوت (بدلًا من وكيل)؛ العادل يتكيف معك
cmd-ttt-admin-fair-target = هدف-العادل
    .description = نسبة المباريات التي ينبغي أن يفوز بها الأعضاء في المستوى العادل
cmd-ttt-admin-fair-target-percent = النسبة
    .description = بالنسبة المئوية (اتركه للقيمة الافتراضية 40)
choice-easy = سهل
choice-medium = متوسط
choice-hard = صعب
choice-unbeatable = لا-يقهر
choice-fair = عادل (يتكيف معك)
## The review's picture (its caption in the embed footer, its alt text)
review-picture-before = الصورة: الوضع قبل النقلة { $ply }، والدور على { $mark }.
review-picture-final = الصورة: الوضع النهائي.
review-picture-legend = الأخضر: يفوز { $mark } إذا لعب هناك، الرمادي: تعادل، الأحمر: خسارة؛ الإطار الذهبي: أفضل النقلات.
review-picture-played = الإطار الوردي: النقلة التي لُعبت.
review-picture-alt = لوحة المباراة #{ $game_id }، كل خانة فارغة ملوّنة بالأخضر أو الرمادي أو الأحمر بحسب فوز { $mark } أو تعادله أو خسارته إذا لعب فيها.
review-picture-alt-final = اللوحة النهائية للمباراة #{ $game_id }.
console-review-picture-saved = حُفظت الصورة في { $path }
console-review-picture-failed = تعذّر حفظ الصورة في { $path }: { $reason }
## Standings: farm-proof ratings, seasons, provisional players, measured agents

# /ttt stats when every game of the member was on this server (one line, not two alike).
stats-server-everywhere = هذا الخادم (كل مبارياتك)
# Leaderboards: a channel's board; which season a board counts; a player under the ranking
# threshold ($games of $min games), shown unranked.
lb-title-channel = لوحة الصدارة · #{ $channel } · { $server }
lb-season-current = الموسم { $season } (الحالي)
lb-season-past = الموسم { $season } / { $current }
lb-all-time = كل المواسم
lb-provisional = مؤقت
lb-row-provisional = **–** { $name } · **{ $rating }** · { $record } · مؤقت ({ $games }/{ $min })
lb-this-channel = هذه القناة
# /ttt agents: an agent's rating measured against people, and people's results against it.
agents-measured = تصنيف مقيس أمام البشر: { $rating } · مباريات أمام البشر: { $games }
agents-people-here = اللاعبون هنا: { $record }
agents-people-everywhere = اللاعبون في كل مكان: { $record }
# Under a finished board: each person's new season rating and its change ($change: +12, -8).
board-rating = { $name }: التصنيف { $rating } ({ $change })
board-unrated = { $name }: مباراة غير محتسبة، لم يتغير التصنيف
# /ttt-admin season new (public).
season-started = بدأ الموسم { $season }: تبدأ لوحة الصدارة من جديد. يبقى الموسم { $previous } متاحًا عبر /ttt leaderboard season:{ $previous }.
error-season = { $reason ->
    [global] لوحة الصدارة العامة ليس لها مواسم: المواسم خاصة بكل خادم.
    [channel-all-time] لوحات صدارة القنوات تُحفظ لكل موسم: اختر رقم موسم، أو لوحة الخادم لكل المواسم.
    [race] بدأ مشرف آخر موسمًا جديدًا في اللحظة نفسها؛ لم يتغير شيء آخر.
   *[not-started] لا يوجد موسم { $season } هنا: هذا الخادم في الموسم { $current }.
}
cmd-ttt-leaderboard-season = الموسم
    .description = رقم موسم، أو all لكل المواسم (الافتراضي: الموسم الحالي)
choice-channel = القناة
cmd-ttt-admin-season = الموسم
    .description = مواسم لوحة الصدارة في هذا الخادم
cmd-ttt-admin-season-new = جديد
    .description = أرشفة ترتيب هذا الموسم وبدء موسم جديد
## Rematches: the rematch button, /ttt history, their refusals, the console's forms
rematch-button = مباراة ثأرية
rematch-invite-note = مباراة ثأرية للمباراة رقم { $game_id }، مع تبديل الألوان.
error-rematch = هذه المباراة الثأرية غير ممكنة.
error-rematch-not-player = لا يمكن إلا لـ { $x } و{ $o } طلب مباراة ثأرية للمباراة رقم { $game_id }.
error-rematch-not-over = المباراة رقم { $game_id } ما زالت جارية: أنهِها قبل طلب مباراة ثأرية.
error-rematch-taken = المباراة رقم { $game_id } لُعبت مباراتها الثأرية بالفعل: المباراة رقم { $rematch_id }.
error-nothing-to-rematch = ليست لديك هنا بعدُ مباراة منتهية لإعادتها.
error-history-size = يعرض السجل من { $low } إلى { $high } مباراة، لا { $value }.
history-title = أحدث مباريات { $name }
history-empty = لا توجد مباراة منتهية لـ { $name } على هذا الخادم يمكنك تحليلها.
history-line = رقم { $game_id } · { $date } · ضد { $opponent } · { $result }
history-result = { $result ->
    [win] فوز
    [loss] خسارة
    [unrated] متروكة، غير محتسبة
   *[draw] تعادل
}
history-option = المباراة رقم { $game_id } ضد { $opponent }
history-pick = اختر مباراة لتحليلها
history-footer = الأحدث أولًا. اختر واحدة أدناه لتحليلها، أو استخدم /ttt review <الرقم>.
cmd-ttt-history = السجل
    .description = أحدث مبارياتك هنا، أو مباريات عضو
cmd-ttt-history-member = العضو
    .description = مباريات من (الافتراضي: مبارياتك)
console-history-head = أحدث مبارياتك هنا، الأحدث أولًا (‎/ttt review <الرقم>‎ يحلل إحداها):
console-history-empty = ليست لديك هنا بعدُ أي مباراة منتهية.
console-history-line = رقم { $game_id }  { $date }  ضد { $opponent }: { $result }
console-help-rematch = العب مباراتك الأخيرة هنا من جديد، مع تبديل الألوان
console-help-history = أحدث مبارياتك هنا، لتحليلها بالرقم
console-help-admin = إعدادات هذا الخادم؛ غيّر أحدها بـ /ttt admin <setting> <value>
## The front: post limits, one live board, roles, looks, help, welcome, unrated games

board-abandoned-unrated = تُركت قبل النقلة الأولى: غير مصنّفة، ولا تُحسب لأحد.
board-replaced = استُبدلت هذه اللوحة بلوحة أحدث، لذا لم يُلعب شيء. العب على أحدث لوحة (أو /ttt board).
error-game-channels-elsewhere = لا يُلعب في هذه القناة هنا؛ تُلعب المباريات في { $channels }.
error-role-not-allowed = المباريات هنا للأعضاء الذين لديهم أحد هذه الأدوار: { $roles }.
error-public-post-limit-reached = جعلتني أنشر { $limit } لوحات عامة في الدقيقة الأخيرة؛ حاول مجددًا بعد { $wait } ث.
error-invalid-looks = { $reason ->
    [emoji] يجب أن يكون { $name } رمزًا تعبيريًا واحدًا (مثل ❌ أو رمز الخادم مثل <:cross:123456789012345678>)، لا «{ $value }».
   *[colour] يجب أن يكون اللون بالنظام الست عشري مثل #5865F2، لا «{ $value }».
}
admin-roles = الأدوار التي تلعب
admin-roles-all = كل الأعضاء
admin-public-posts = اللوحات العامة لكل عضو
admin-public-posts-value = { $count } في الدقيقة
admin-no-limit = بلا حد
admin-looks = المظهر
admin-looks-value = X: { $x } · O: { $o } · اللون: { $colour }
admin-looks-default = الافتراضي للبوت
retrain-owners-only = وحدهم مالكو البوت يمكنهم إعادة تدريب الوكيل أو التراجع عنه: فذلك يغيّر الوكيل في كل الخوادم.
help-discord =
    كيف تلعب إكس-أو هنا
    الخانات: { $forms }. في اللوحة تُظهر كل خانة فارغة رقمها: انقر عليها أو اكتب /ttt move مع الرقم.
    `/ttt play` العب ضدي (الوكيل الافتراضي: { $default }) أو تحدَّ عضوًا بخيار الخصم
    `/ttt move` العب خانة
    `/ttt board` اعرض مباراتك مجددًا
    `/ttt resign` استسلم في مباراتك
    `/ttt stats` سجل العضو وتصنيفه وسلاسله
    `/ttt leaderboard` اللاعبون الأعلى تصنيفًا ({ $ranked }+ مباريات)
    `/ttt review` النقلات التي غيّرت نتيجة مباراة
    `/ttt agents` الوكلاء الذين يمكنك اللعب ضدهم
    `/ttt help` هذا النص
    للمشرفين: يعرض `/ttt-admin settings` ما اختاره هذا الخادم.
help-welcome = مرحبًا! ألعب إكس-أو، ضدكم أو فيما بينكم. ابدأ مباراة بـ `/ttt play`؛ ويعرض `/ttt help` كل الأوامر، ويجد المشرفون الإعدادات في `/ttt-admin`.
cmd-ttt-help =
    .description = كيف تلعب، وكل الأوامر
cmd-ttt-admin-allow-role =
    .description = اسمح للأعضاء أصحاب دور باللعب (متى اختير دور، لهم وحدهم)
cmd-ttt-admin-allow-role-role =
    .description = الدور
cmd-ttt-admin-disallow-role =
    .description = أزل دورًا من الأدوار التي تلعب
cmd-ttt-admin-disallow-role-role =
    .description = الدور
cmd-ttt-admin-all-roles =
    .description = اسمح لكل الأعضاء باللعب
cmd-ttt-admin-public-posts =
    .description = كم لوحة يمكن لعضو أن يجعلني أنشرها في الدقيقة
cmd-ttt-admin-public-posts-per_minute =
    .description = لوحات في الدقيقة لكل عضو (0: بلا حد)
cmd-ttt-admin-looks =
    .description = رموز العلامات ولون لوحات هذا الخادم
cmd-ttt-admin-looks-x =
    .description = رمز تعبيري لـ X (رمز الخادم أيضًا)؛ الافتراضي: الحرف
cmd-ttt-admin-looks-o =
    .description = رمز تعبيري لـ O (رمز الخادم أيضًا)؛ الافتراضي: الحرف
cmd-ttt-admin-looks-colour =
    .description = لون اللوحات الجارية بالست عشري (#5865F2)؛ الافتراضي: لون البوت
looks-emoji-elsewhere = { $emoji } ليس رمزًا تعبيريًا من هذا الخادم: استخدم أحد رموزه أو رمزًا تعبيريًا من Unicode.
