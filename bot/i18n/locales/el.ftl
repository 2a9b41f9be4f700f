# Ελληνικά. Same messages and variables as en.ftl (the reference); see its comments.

board-title = Παιχνίδι #{ $game_id }
board-vs = { $x } (X) εναντίον { $o } (O)
board-turn = Παίζει το { $mark }: { $name }
board-won = Κερδίζει ο/η { $name } ({ $mark }).
board-drawn = Ισοπαλία.
board-resigned = Ο/Η { $loser } παραιτήθηκε· κερδίζει ο/η { $name } ({ $mark }).
board-abandoned = Ο χρόνος του/της { $loser } τελείωσε· κερδίζει ο/η { $name } ({ $mark }).
board-agent = Πράκτορας
board-agent-side = { $name } (πράκτορας)
board-footer = Κίνηση { $ply } · παιχνίδι #{ $game_id }
board-footer-over = { $moves ->
    [one] { $moves } κίνηση
   *[other] { $moves } κινήσεις
} · παιχνίδι #{ $game_id }
board-moved-on = Αυτό το ταμπλό συνεχίζεται σε νεότερο μήνυμα.
board-none = Δεν έχεις παιχνίδι σε εξέλιξη εδώ. Ξεκίνα ένα με /ttt play.

duel-title = Πρόκληση σε τρίλιζα
duel-invite = { $opponent }, ο/η { $challenger } σε προκαλεί σε ένα παιχνίδι. Απάντησε { $expires }.
duel-first-me = Ο/Η { $challenger } παίζει με X και ξεκινά.
duel-first-them = Ο/Η { $opponent } παίζει με X και ξεκινά.
duel-first-random = Το ποιος παίζει με X θα κληρωθεί.
duel-accept = Αποδοχή
duel-decline = Απόρριψη
duel-declined = Ο/Η { $opponent } απέρριψε την πρόκληση του/της { $challenger }.
duel-expired = Η πρόκληση του/της { $challenger } προς { $opponent } έληξε.
duel-expired-invite = Η πρόκληση του/της { $challenger } προς { $opponent } έληξε χωρίς απάντηση. Στείλε νέα με /ttt play.
duel-agent-with-opponent = Η επιλογή agent είναι για παιχνίδια με το bot: παράλειψέ την όταν προκαλείς μέλος.
duel-bot-opponent = Τα bot δεν μπορούν να δεχτούν προκλήσεις. Τρέξε /ttt play χωρίς αντίπαλο για να παίξεις μαζί μου.

stats-title = Τρίλιζα: { $name }
stats-server = Αυτός ο διακομιστής
stats-global = Παντού
stats-rating = Βαθμολογία
stats-games = Παιχνίδια
stats-record = { $wins } Ν · { $draws } Ι · { $losses } Η
stats-summary = Βαθμολογία **{ $rating }** · { $games ->
    [one] { $games } παιχνίδι
   *[other] { $games } παιχνίδια
} · { $record }
stats-vs-people = Απέναντι σε ανθρώπους
stats-vs-agents = Απέναντι σε πράκτορες
stats-streak = Σερί
stats-best-streak = Καλύτερο σερί
stats-streak-wins = { $count ->
    [one] { $count } νίκη στη σειρά
   *[other] { $count } νίκες στη σειρά
}
stats-streak-losses = { $count ->
    [one] { $count } ήττα στη σειρά
   *[other] { $count } ήττες στη σειρά
}
stats-streak-none = κανένα
stats-no-games = Ο/Η { $name } δεν έχει ολοκληρώσει ακόμα κανένα παιχνίδι.
lb-title-server = Κατάταξη · { $server }
lb-title-global = Παγκόσμια κατάταξη
lb-row = **{ $rank }.** { $name } · **{ $rating }** · { $record } · σερί { $streak }
lb-empty = { $min ->
    [one] Κανείς δεν έχει καταταχθεί ακόμα: χρειάζεται { $min } ολοκληρωμένο παιχνίδι για να εμφανιστείς εδώ.
   *[other] Κανείς δεν έχει καταταχθεί ακόμα: χρειάζονται { $min } ολοκληρωμένα παιχνίδια για να εμφανιστείς εδώ.
}
lb-footer = { $min ->
    [one] Παίκτες με τουλάχιστον { $min } ολοκληρωμένο παιχνίδι, κατά βαθμολογία Elo.
   *[other] Παίκτες με τουλάχιστον { $min } ολοκληρωμένα παιχνίδια, κατά βαθμολογία Elo.
}
agents-title = Πράκτορες
agents-server-agent = Αυτός ο διακομιστής παίζει από προεπιλογή με τον **{ $name }**.
agents-default-mark = { " " }(προεπιλογή του διακομιστή)
agents-version = έκδοση { $version }
agents-rating = βαθμολογία Elo { $rating }
agents-metric = { $name }: { $value }
agents-accuracy = βέλτιστες κινήσεις: { $pct }
agents-vs = εναντίον { $opponent }: ως X { $x }· ως O { $o }
agents-wdl = { $w } Ν · { $d } Ι · { $l } Η

review-title = Ανάλυση του παιχνιδιού #{ $game_id }
review-clean = Καμία κίνηση δεν άλλαξε την αξία του παιχνιδιού: και οι δύο πλευρές έπαιξαν χωρίς λάθος.
review-line = κίνηση { $ply }, { $mark } στο τετράγωνο { $cell }, μετέτρεψε { $before } σε { $after }· το { $best } θα κρατούσε { $kept }
review-line-no-best = κίνηση { $ply }, { $mark } στο τετράγωνο { $cell }, μετέτρεψε { $before } σε { $after }
review-value = { $value ->
    [win] νίκη
    [draw] ισοπαλία
   *[loss] ήττα
}
review-kept = { $value ->
    [win] τη νίκη
    [draw] την ισοπαλία
   *[loss] την ήττα
}
review-or = { $head } ή { $last }
review-left-early = { $how ->
    [resigned] { $value ->
        [win] Το { $mark } παραιτήθηκε σε κερδισμένη θέση.
       *[draw] Το { $mark } παραιτήθηκε ενώ η θέση ήταν ακόμη ισόπαλη.
    }
   *[timed-out] { $value ->
        [win] Ο χρόνος του { $mark } τελείωσε σε κερδισμένη θέση.
       *[draw] Ο χρόνος του { $mark } τελείωσε ενώ η θέση ήταν ακόμη ισόπαλη.
    }
}

admin-title = Ρυθμίσεις διακομιστή
admin-agent = Πράκτορας
admin-channels = Επιτρεπόμενα κανάλια
admin-channels-all = όλα τα κανάλια
admin-multiple-games = Πολλά παιχνίδια ταυτόχρονα
admin-move-timeout = Χρόνος ανά κίνηση
admin-cooldown = Αναμονή μεταξύ προκλήσεων
admin-language = Γλώσσα διακομιστή
admin-language-default = { $language } (γλώσσα του διακομιστή στο Discord)
admin-language-updated = Τα δημόσια μηνύματα εδώ είναι πλέον στη γλώσσα: { $language }.
admin-yes = ναι
admin-no = όχι
admin-updated-by = Τελευταία αλλαγή από
admin-updated = Οι ρυθμίσεις ενημερώθηκαν.

retrain-not-admin = Μόνο οι διαχειριστές του bot μπορούν να επανεκπαιδεύσουν ή να επαναφέρουν τον πράκτορα: αλλάζει τον πράκτορα σε όλους τους διακομιστές (διαχειριστές bot: TTT_BOT_ADMINS ή ο κάτοχος της εφαρμογής).
retrain-promoted = Επανεκπαιδεύτηκε: ο **{ $version }** παίζει από το επόμενο παιχνίδι.
retrain-unchanged = Τίποτα για βελτίωση: ο **{ $version }** συνεχίζει να παίζει.
retrain-rejected = Επανεκπαιδεύτηκε, αλλά δεν προωθήθηκε: ο **{ $version }** συνεχίζει να παίζει.
retrain-skipped = Τίποτα καινούργιο για μάθηση: ο **{ $version }** συνεχίζει να παίζει.
retrain-busy = Μια επανεκπαίδευση ή επαναφορά εκτελείται ήδη· δοκίμασε ξανά όταν τελειώσει.
retrain-failed = Η επανεκπαίδευση απέτυχε· τίποτα δεν άλλαξε.
retrain-rolled-back = Επαναφορά: ο **{ $version }** παίζει από το επόμενο παιχνίδι.
retrain-failed-checks = Χειρότερος από την τρέχουσα έκδοση σε:

cell-1 = πάνω αριστερά
cell-2 = πάνω
cell-3 = πάνω δεξιά
cell-4 = αριστερά
cell-5 = κέντρο
cell-6 = δεξιά
cell-7 = κάτω αριστερά
cell-8 = κάτω
cell-9 = κάτω δεξιά
cell-choice = { $cell } · { $name }
cell-aliases-1 = αριστερά πάνω, πάνω αριστερή γωνία
cell-aliases-2 = πάνω μέση, πάνω κέντρο
cell-aliases-3 = δεξιά πάνω, πάνω δεξιά γωνία
cell-aliases-4 = μέση αριστερά, κέντρο αριστερά
cell-aliases-5 = μέση, στο κέντρο, στη μέση
cell-aliases-6 = μέση δεξιά, κέντρο δεξιά
cell-aliases-7 = αριστερά κάτω, κάτω αριστερή γωνία
cell-aliases-8 = κάτω μέση, κάτω κέντρο
cell-aliases-9 = δεξιά κάτω, κάτω δεξιά γωνία
cell-forms = έναν αριθμό από 1 έως 9 (1 2 3 / 4 5 6 / 7 8 9 από πάνω αριστερά), μια συντεταγμένη όπως b2 ή λέξεις όπως «κέντρο» ή «πάνω αριστερά»

error-generic = Συγγνώμη, κάτι πήγε στραβά από τη μεριά μου. Καταγράφηκε· δοκίμασε ξανά.
error-manage-guild = Χρειάζεσαι την άδεια Διαχείριση διακομιστή για να αλλάξεις τις ρυθμίσεις του bot.
error-guild-only = Αυτή η εντολή λειτουργεί μόνο σε διακομιστή.
error-bot-missing = Μου λείπουν άδειες εδώ: { $perms }.
error-bad-argument = Δεν μπόρεσα να χρησιμοποιήσω αυτή την τιμή: { $detail }

error-no-active-game = Δεν έχεις παιχνίδι σε εξέλιξη εδώ. Ξεκίνα ένα με /ttt play.
error-already-playing = { $who ->
    [you] Έχεις ήδη το παιχνίδι #{ $game_id } σε εξέλιξη εδώ: τελείωσέ το πρώτα με /ttt move ή /ttt resign.
   *[other] Ο/Η { $name } παίζει ήδη εδώ το παιχνίδι #{ $game_id }.
}
error-not-your-turn = Δεν είναι η σειρά σου: παίζει το { $mark } ({ $name }).
error-not-your-game = Το παιχνίδι #{ $game_id } είναι { $x } (X) εναντίον { $o } (O)· δεν παίζεις σε αυτό.
error-stale-board = { $reason ->
    [moved-on] Αυτό το ταμπλό είναι παλιό: το παιχνίδι #{ $game_id } έφτασε στην κίνηση { $ply }. Ορίστε το τρέχον ταμπλό.
    [conflict] Το παιχνίδι #{ $game_id } άλλαξε ενώ έπαιζες (μια άλλη κίνηση έφτασε πρώτη)· δεν παίχτηκε τίποτα. Κοίτα ξανά το ταμπλό.
   *[resign] Το παιχνίδι άλλαζε συνεχώς όσο παραιτούσουν· δοκίμασε ξανά.
}
error-game-not-found = { $reason ->
    [none-to-review] Δεν έχεις ακόμα εδώ ολοκληρωμένο παιχνίδι για ανάλυση.
   *[unknown] Δεν υπάρχει παιχνίδι #{ $game_id }.
}
error-review-in-progress = Το παιχνίδι #{ $game_id } είναι ακόμα σε εξέλιξη· μια ανάλυση θα φανέρωνε τις καλύτερες κινήσεις. Ζήτησέ την ξανά όταν τελειώσει.
error-leaderboard-size = Μια κατάταξη δείχνει από { $low } έως { $high } παίκτες, όχι { $value }.
error-channel-not-allowed = Εδώ δεν παίζονται παιχνίδια σε αυτό το κανάλι· δοκίμασε ένα από τα κανάλια παιχνιδιών του διακομιστή ή ζήτησε από έναν διαχειριστή να το επιτρέψει.
error-cooldown = Μόλις προκάλεσες κάποιον· μπορείς να προκαλέσεις ξανά σε { $wait }.
error-challenge = Αυτή η πρόκληση δεν είναι δυνατή.
error-challenge-option = Αυτή η επιλογή πρόκλησης δεν είναι έγκυρη: { $value }.
error-invalid-first-mover = Το «{ $value }» δεν είναι επιλογή για το ποιος ξεκινά: εγώ, ο αντίπαλος ή τυχαία.
error-invalid-challenge-expiry = Μια πρόκληση πρέπει να λήγει μετά από { $low } έως { $high }, όχι «{ $value }».
error-self-challenge = Δεν μπορείς να προκαλέσεις τον εαυτό σου. Τρέξε /ttt play χωρίς αντίπαλο για να παίξεις μαζί μου.
error-bot-challenge = Ο/Η { $name } είναι bot και δεν μπορεί να παίξει μονομαχίες. Τρέξε /ttt play χωρίς αντίπαλο για να παίξεις μαζί μου.
error-duplicate-challenge = Εσύ και ο/η { $opponent } έχετε ήδη μια πρόκληση που περιμένει απάντηση (#{ $challenge_id })· απάντησέ της ή άφησέ τη να λήξει πρώτα.
error-unknown-challenge = Δεν βρίσκω την πρόκληση #{ $challenge_id }.
error-not-challenged = Η πρόκληση #{ $challenge_id } απευθύνεται στον/στην { $opponent }: μόνο αυτός/αυτή μπορεί να την αποδεχτεί ή να την απορρίψει.
error-challenge-expired = Αυτή η πρόκληση (#{ $challenge_id }) έληξε. Στείλε νέα με /ttt play και αντίπαλο.
error-challenge-answered = Αυτή η πρόκληση (#{ $challenge_id }) έχει ήδη απαντηθεί.
error-challenge-already-accepted = Αυτή η πρόκληση (#{ $challenge_id }) έγινε ήδη δεκτή: το παιχνίδι είναι σε εξέλιξη.
error-challenge-already-declined = Αυτή η πρόκληση (#{ $challenge_id }) έχει ήδη απορριφθεί.
error-agent-unavailable = Ο πράκτορας { $agent } δεν μπορεί να παίξει αυτή τη στιγμή. Διάλεξε άλλον (το /ttt agents τους απαριθμεί).
error-invalid-setting = { $reason ->
    [empty] Τίποτα για αλλαγή: δώσε μια ρύθμιση και τη νέα της τιμή.
    [unknown] Άγνωστη ρύθμιση «{ $name }»· οι ρυθμίσεις είναι: { $known }.
    [range] Το { $name } πρέπει να είναι από { $low } έως { $high }, όχι «{ $value }».
   *[value] Το { $name } δεν μπορεί να είναι «{ $value }».
}
error-invalid-board = Αυτή η θέση δεν μπορεί να προκύψει σε παιχνίδι.
error-illegal-move = Αυτή η κίνηση δεν επιτρέπεται.
error-cell-out-of-range = Τα τετράγωνα αριθμούνται από 1 έως 9, όχι { $value }.
error-cell-occupied = Το τετράγωνο { $cell } είναι ήδη πιασμένο από το { $mark }.
error-game-over = Το παιχνίδι #{ $game_id } τελείωσε: { $result }
error-cell-parse = { $reason ->
    [empty] Ποιο τετράγωνο; Δώσε { $forms }.
    [number] Το «{ $input }» δεν είναι τετράγωνο: τα τετράγωνα αριθμούνται από 1 έως 9.
   *[unknown] Δεν αναγνωρίζω το τετράγωνο «{ $input }». Δώσε { $forms }.
}
error-unknown-agent = Δεν υπάρχει πράκτορας με όνομα «{ $name }». Διαθέσιμοι πράκτορες: { $agents }.
error-weights = Τα βάρη του πράκτορα { $agent } δεν φορτώθηκαν· δεν μπορεί να παίξει μέχρι να διορθωθούν.
error-not-admin = Μόνο οι διαχειριστές του bot μπορούν να επανεκπαιδεύσουν ή να επαναφέρουν τον πράκτορα: αλλάζει τον πράκτορα σε όλους τους διακομιστές (διαχειριστές bot: TTT_BOT_ADMINS ή ο κάτοχος της εφαρμογής).
error-busy = Μια επανεκπαίδευση ή επαναφορά εκτελείται ήδη· δοκίμασε ξανά όταν τελειώσει.
error-retrain = Η επανεκπαίδευση απέτυχε· τίποτα δεν άλλαξε ({ $detail }).
error-database-unavailable = Η βάση δεδομένων των παιχνιδιών δεν είναι διαθέσιμη αυτή τη στιγμή· τίποτα δεν άλλαξε. Δοκίμασε ξανά σε λίγο.
error-database-unconfirmed = Η βάση δεδομένων των παιχνιδιών σταμάτησε να απαντά κατά την αποθήκευση: μπορεί να αποθηκεύτηκε, μπορεί και όχι. Έλεγξε πριν δοκιμάσεις ξανά (το /ttt board δείχνει το παιχνίδι σου).
error-usage = { $reason ->
    [read] Δεν μπόρεσα να διαβάσω αυτή την εντολή ({ $detail }). Γράψε /ttt help.
    [missing-command] Λείπει εντολή μετά το /ttt. Γράψε /ttt help.
    [unknown-command] Άγνωστη εντολή «{ $command }». Οι εντολές ξεκινούν με /ttt· γράψε /ttt help.
    [no-cell] Ποιο τετράγωνο; Χρήση: /ttt move <τετράγωνο>, π.χ. /ttt move 5
    [bad-first] Το «first» πρέπει να είναι ένα από: { $choices }, όχι «{ $value }».
   *[unexpected] Απρόσμενο «{ $input }». Χρήση: { $usage }
}

cmd-ttt =
    .description = Τρίλιζα με το bot ή με άλλα μέλη
cmd-ttt-play = παιχνίδι
    .description = Παίξε με τον πράκτορα του διακομιστή ή προκάλεσε ένα μέλος
cmd-ttt-play-opponent = αντίπαλος
    .description = Ένα μέλος για πρόκληση (χωρίς αυτό, παίζεις μαζί μου)
cmd-ttt-play-agent = πράκτορας
    .description = Ο πράκτορας απέναντί σου (προεπιλογή: του διακομιστή)
cmd-ttt-play-first = πρώτος
    .description = Ποιος παίζει με X και ξεκινά
cmd-ttt-move = κίνηση
    .description = Παίξε ένα τετράγωνο στο παιχνίδι σου
cmd-ttt-move-cell = τετράγωνο
    .description = 1-9 από πάνω αριστερά (1 2 3 / 4 5 6 / 7 8 9), ή b2, κέντρο…
cmd-ttt-board = ταμπλό
    .description = Δείξε το παιχνίδι σου σε εξέλιξη
cmd-ttt-resign = παραίτηση
    .description = Παραιτήσου από το παιχνίδι σου σε εξέλιξη
cmd-ttt-stats = στατιστικά
    .description = Βαθμολογία, νίκες, ισοπαλίες, ήττες και σερί ενός μέλους
cmd-ttt-stats-member = μέλος
    .description = Τίνος τα στατιστικά (προεπιλογή: δικά σου)
cmd-ttt-leaderboard = κατάταξη
    .description = Οι καλύτεροι παίκτες κατά βαθμολογία Elo
cmd-ttt-leaderboard-scope = εύρος
    .description = Αυτός ο διακομιστής ή παντού
cmd-ttt-agents = πράκτορες
    .description = Οι πράκτορες που μπορείς να αντιμετωπίσεις και η μετρημένη τους δύναμη
cmd-ttt-review = ανάλυση
    .description = Οι κινήσεις που άλλαξαν το αποτέλεσμα του τελευταίου σου παιχνιδιού
cmd-ttt-review-game = παιχνίδι
    .description = Αριθμός παιχνιδιού (προεπιλογή: το τελευταίο σου ολοκληρωμένο εδώ)
cmd-ttt-admin =
    .description = Ρυθμίσεις τρίλιζας για αυτόν τον διακομιστή
cmd-ttt-admin-settings = ρυθμίσεις
    .description = Δείξε τις ρυθμίσεις του διακομιστή
cmd-ttt-admin-agent = πράκτορας
    .description = Διάλεξε τον πράκτορα που αντιμετωπίζουν τα μέλη εδώ από προεπιλογή
cmd-ttt-admin-agent-name = όνομα
    .description = Όνομα πράκτορα (δες /ttt agents)
cmd-ttt-admin-allow-channel = άδεια-καναλιού
    .description = Επίτρεψε παιχνίδια σε κανάλι (μόλις επιτραπεί ένα, μόνο σε αυτά)
cmd-ttt-admin-allow-channel-channel = κανάλι
    .description = Το κανάλι
cmd-ttt-admin-disallow-channel = αφαίρεση-καναλιού
    .description = Αφαίρεσε ένα κανάλι από τα επιτρεπόμενα
cmd-ttt-admin-disallow-channel-channel = κανάλι
    .description = Το κανάλι
cmd-ttt-admin-all-channels = όλα-τα-κανάλια
    .description = Επίτρεψε παιχνίδια σε όλα τα κανάλια
cmd-ttt-admin-multiple-games = πολλά-παιχνίδια
    .description = Αν ένα μέλος μπορεί να έχει πολλά παιχνίδια ταυτόχρονα
cmd-ttt-admin-multiple-games-enabled = ενεργό
    .description = Ναι ή όχι
cmd-ttt-admin-move-timeout = χρόνος-κίνησης
    .description = Πόσο χρόνο έχει ένας παίκτης για μια κίνηση
cmd-ttt-admin-move-timeout-seconds = δευτερόλεπτα
    .description = Σε δευτερόλεπτα
cmd-ttt-admin-cooldown = αναμονή
    .description = Πόσο περιμένει ένα μέλος ανάμεσα σε δύο προκλήσεις
cmd-ttt-admin-cooldown-seconds = δευτερόλεπτα
    .description = Σε δευτερόλεπτα
cmd-ttt-admin-language = γλώσσα
    .description = Η γλώσσα των δημόσιων μηνυμάτων του διακομιστή (ταμπλό, προσκλήσεις, αποτελέσματα)
cmd-ttt-admin-language-language = γλώσσα
    .description = Μια γλώσσα (χωρίς αυτή: η γλώσσα του διακομιστή στο Discord)
cmd-ttt-owner =
    .description = Επανεκπαίδευση του πράκτορα του bot (οι ιδιοκτήτες του bot)
cmd-ttt-owner-retrain = επανεκπαίδευση
    .description = Επανεκπαίδευσε τώρα το DQN στα παιχνίδια των μελών (διαχειριστές bot)
cmd-ttt-owner-rollback = επαναφορά
    .description = Επανάφερε την προηγούμενη έκδοση του DQN (διαχειριστές bot)

choice-me = εγώ
choice-bot = το bot (ή ο αντίπαλος)
choice-random = τυχαία
choice-server = αυτός ο διακομιστής
choice-global = παντού

console-welcome = κονσόλα tttbot - γράψε /ttt help για τις εντολές, quit για έξοδο.
console-help =
    Εντολές (τετράγωνα: { $forms }):
      /ttt play [agent] [first:me|bot|random]   ξεκίνα παιχνίδι (προεπιλεγμένος πράκτορας: { $default })
      /ttt move <τετράγωνο>                      παίξε ένα τετράγωνο (αρκεί και μόνο το τετράγωνο, π.χ. 5)
      /ttt board                                 δείξε το παιχνίδι σου
      /ttt resign                                παραιτήσου από το τρέχον παιχνίδι
      /ttt stats [global]                        τα αποτελέσματα, η βαθμολογία και τα σερί σου
      /ttt leaderboard [global] [N]              οι παίκτες με την υψηλότερη βαθμολογία ({ $ranked }+ παιχνίδια)
      /ttt review [παιχνίδι]                     οι κινήσεις που άλλαξαν το αποτέλεσμα του τελευταίου σου παιχνιδιού
      /ttt agents                                οι πράκτορες που μπορείς να αντιμετωπίσεις
      /ttt admin learning                        τι έμαθε το bot από τους παίκτες αυτού του διακομιστή
      /ttt help                                  αυτό το κείμενο
      quit                                       έξοδος
console-error = Κάτι πήγε στραβά με αυτή την εντολή· καταγράφηκε. Γράψε /ttt help.
console-timed-out = Ο χρόνος του παιχνιδιού #{ $game_id } έληξε: { $result }
console-opening = Παιχνίδι #{ $game_id }: { $x } (X) εναντίον { $o } (O).
console-agent-opens = Ο/Η { $name } ανοίγει στο τετράγωνο { $cell }.
console-you-played = Έπαιξες { $cell }.
console-agent-answered = Έπαιξες { $cell }· ο/η { $name } απάντησε { $reply }.
console-you = εσύ
console-scope-here = εδώ
console-scope-everywhere = παντού
console-no-stats = Δεν υπάρχουν ακόμα ολοκληρωμένα παιχνίδια για τον/την { $name } ({ $where }). Ξεκίνα ένα με /ttt play.
console-stats-head = Στατιστικά του/της { $name } ({ $where }): βαθμολογία { $rating } ({ $games ->
    [one] { $games } παιχνίδι
   *[other] { $games } παιχνίδια
}, { $ranked })
console-ranked = σε κατάταξη
console-to-rank = { $count ->
    [one] ακόμα { $count } παιχνίδι για κατάταξη
   *[other] ακόμα { $count } παιχνίδια για κατάταξη
}
console-stats-overall = συνολικά
console-stats-vs-people = απέναντι σε ανθρώπους
console-stats-vs-agent = εναντίον { $agent }
console-streak = σερί { $streak } (καλύτερο { $best })
console-no-leaderboard = { $min ->
    [one] Κανείς δεν έχει καταταχθεί ακόμα ({ $where }): οι παίκτες εμφανίζονται μετά από { $min } παιχνίδι.
   *[other] Κανείς δεν έχει καταταχθεί ακόμα ({ $where }): οι παίκτες εμφανίζονται μετά από { $min } παιχνίδια.
}
console-leaderboard-head = Κατάταξη ({ $where }):
console-games = { $count ->
    [one] { $count } παιχνίδι
   *[other] { $count } παιχνίδια
}
console-review-clean = Καμία κίνηση δεν άλλαξε την αξία του παιχνιδιού: κάθε κίνηση κράτησε το καλύτερο αποτέλεσμα.
console-agents-head = Πράκτορες (βαθμολογία Elo· πράκτορες που μαθαίνουν: έκδοση, μετρημένο ποσοστό βέλτιστων κινήσεων):
console-optimal = { $pct } βέλτιστες

## What the bot learned from this server's people (/ttt-admin learning)
learning-none = Κανένα επανεκπαιδευμένο { $agent } δεν έχει μάθει ακόμη από τους παίκτες αυτού του διακομιστή.
learning-head = Το { $agent } { $version } (επανεκπαιδευμένο από { $base }) έμαθε από τους παίκτες αυτού του διακομιστή. Παιχνίδια: { $games }· κρατήθηκαν για έλεγχο: { $held }.
learning-winrate = Αναμενόμενο ποσοστό νικών απέναντι στους παίκτες σας: { $before } → { $after }
learning-held-out = Στα παιχνίδια ελέγχου: κέρδος { $gain } (διάστημα { $confidence } από { $lower } έως { $upper })
learning-habit = Οι παίκτες σας: { $habit } στο { $pct } των περιπτώσεων ({ $chances } ευκαιρίες).
learning-habit-win-line = παίζουν τη νικητήρια κίνηση σε γραμμή ή στήλη
learning-habit-win-diag = παίζουν τη νικητήρια κίνηση στη διαγώνιο
learning-habit-block-line = μπλοκάρουν απειλή σε γραμμή ή στήλη
learning-habit-block-diag = μπλοκάρουν απειλή στη διαγώνιο
learning-no-habits = Ακόμη λίγα παιχνίδια για να περιγραφούν οι συνήθειές τους.
agents-vs-people = { $pct } αναμενόμενες νίκες απέναντι στους παίκτες αυτού του διακομιστή
learning-line = { $own ->
    [yes] Αυτός ο διακομιστής έχει δικό του τρόπο παιχνιδιού.
   *[no] Αυτός ο διακομιστής παίζεται με τη γραμμή που μάθαμε από όλους.
}
cmd-ttt-admin-learning = μάθηση
    .description = Τι έμαθε το bot από τους παίκτες αυτού του διακομιστή

## Stale boards, invalid buttons, the console's results

board-refreshed = Αυτός ο πίνακας ήταν παλιός, οπότε δεν παίχτηκε τίποτα: τώρα δείχνει την τρέχουσα θέση (κίνηση { $ply }). Παίξτε την κίνησή σας σε αυτόν.
board-refreshed-over = Αυτός ο πίνακας ήταν παλιός, οπότε δεν παίχτηκε τίποτα: τώρα δείχνει πώς τελείωσε το παιχνίδι.
button-invalid = Αυτό το κουμπί δεν ισχύει πια. Το /ttt board δείχνει εδώ το παιχνίδι σας σε εξέλιξη.
console-turn = Παίζει το { $mark } ({ $name })
console-you-won = { $how ->
    [resigned] Ο/Η { $loser } παραιτήθηκε· κερδίζετε ({ $mark }).
    [timed-out] Ο χρόνος του/της { $loser } έληξε· κερδίζετε ({ $mark }).
   *[played] Κερδίζετε ({ $mark }).
}
console-you-lost = { $how ->
    [resigned] Παραιτηθήκατε· ο/η { $name } ({ $mark }) κερδίζει.
    [timed-out] Ο χρόνος σας έληξε· ο/η { $name } ({ $mark }) κερδίζει.
   *[played] Ο/Η { $name } ({ $mark }) κερδίζει.
}

## Levels by name (/ttt play difficulty) and the fair level's target

# /ttt play with both an opponent and a difficulty (a duel has no bot to set).
duel-difficulty-with-opponent = Η επιλογή δυσκολίας είναι για παιχνίδια με το bot: παράλειψέ τη όταν προκαλείς μέλος.
# $reason: with-agent (a difficulty and an agent given together), unknown ($value: what was
# given; $choices: the difficulties).
error-difficulty = { $reason ->
    [with-agent] Διάλεξε δυσκολία ή πράκτορα, όχι και τα δύο: η δυσκολία διαλέγει τον δικό της πράκτορα.
   *[unknown] Η δυσκολία πρέπει να είναι μία από { $choices }, όχι «{ $value }».
}
# The settings embed: the fair level's target ($pct: whole percent).
admin-fair-target = Δίκαιο επίπεδο: ποσοστό νικών των μελών
admin-fair-target-value = { $pct }% των παιχνιδιών
# The console's help, a line after the commands ($levels: easy|medium|…; $target: percent).
console-help-levels = Επίπεδα: /ttt play difficulty:{ $levels } (αντί για πράκτορα)· το fair προσαρμόζεται ώστε να κερδίζεις περίπου το { $target }% των παιχνιδιών.
cmd-ttt-play-difficulty = δυσκολία
    .description = Πόσο δυνατά παίζει το bot (αντί για πράκτορα)· το δίκαιο προσαρμόζεται σε σένα
cmd-ttt-admin-fair-target = δίκαιος-στόχος
    .description = Το ποσοστό παιχνιδιών που πρέπει να κερδίζουν τα μέλη στο δίκαιο επίπεδο
cmd-ttt-admin-fair-target-percent = ποσοστό
    .description = Σε ποσοστό (παράλειψε για την προεπιλογή, 40)
choice-easy = εύκολο
choice-medium = μέτριο
choice-hard = δύσκολο
choice-unbeatable = ανίκητο
choice-fair = δίκαιο (προσαρμόζεται σε σένα)
## The review's picture (its caption in the embed footer, its alt text)
review-picture-before = Εικόνα: η θέση πριν από την κίνηση { $ply }, παίζει το { $mark }.
review-picture-final = Εικόνα: η τελική θέση.
review-picture-legend = Πράσινο: το { $mark } κερδίζει αν παίξει εκεί, γκρι: ισοπαλία, κόκκινο: χάνει· χρυσό περίγραμμα: οι καλύτερες κινήσεις.
review-picture-played = Ροζ περίγραμμα: η κίνηση που παίχτηκε.
review-picture-alt = Το ταμπλό του παιχνιδιού #{ $game_id }, κάθε ελεύθερο τετράγωνο πράσινο, γκρι ή κόκκινο ανάλογα με το αν το { $mark } κερδίζει, φέρνει ισοπαλία ή χάνει παίζοντας εκεί.
review-picture-alt-final = Το τελικό ταμπλό του παιχνιδιού #{ $game_id }.
console-review-picture-saved = Η εικόνα αποθηκεύτηκε στο { $path }
console-review-picture-failed = Δεν ήταν δυνατή η αποθήκευση της εικόνας στο { $path }: { $reason }
## Standings: farm-proof ratings, seasons, provisional players, measured agents

# /ttt stats when every game of the member was on this server (one line, not two alike).
stats-server-everywhere = Αυτός ο διακομιστής (όλα τα παιχνίδια σου)
# Leaderboards: a channel's board; which season a board counts; a player under the ranking
# threshold ($games of $min games), shown unranked.
lb-title-channel = Κατάταξη · #{ $channel } · { $server }
lb-season-current = Σεζόν { $season } (τρέχουσα)
lb-season-past = Σεζόν { $season } / { $current }
lb-all-time = Όλες οι σεζόν
lb-provisional = προσωρινά
lb-row-provisional = **–** { $name } · **{ $rating }** · { $record } · προσωρινά ({ $games }/{ $min })
lb-this-channel = Αυτό το κανάλι
# /ttt agents: an agent's rating measured against people, and people's results against it.
agents-measured = Βαθμολογία μετρημένη απέναντι σε ανθρώπους: { $rating } · παιχνίδια με ανθρώπους: { $games }
agents-people-here = Άνθρωποι εδώ: { $record }
agents-people-everywhere = Άνθρωποι παντού: { $record }
# Under a finished board: each person's new season rating and its change ($change: +12, -8).
board-rating = { $name }: βαθμολογία { $rating } ({ $change })
board-unrated = { $name }: παιχνίδι χωρίς βαθμολογία, καμία αλλαγή
# /ttt-admin season new (public).
season-started = Ξεκίνησε η σεζόν { $season }: η κατάταξη ξεκινά από την αρχή. Η σεζόν { $previous } μένει διαθέσιμη με /ttt leaderboard season:{ $previous }.
error-season = { $reason ->
    [global] Η παγκόσμια κατάταξη δεν έχει σεζόν: οι σεζόν είναι ανά διακομιστή.
    [channel-all-time] Οι κατατάξεις καναλιών τηρούνται ανά σεζόν: διάλεξε αριθμό σεζόν ή την κατάταξη του διακομιστή για όλες τις σεζόν.
    [race] Ένας άλλος διαχειριστής ξεκίνησε νέα σεζόν την ίδια στιγμή· τίποτε άλλο δεν άλλαξε.
   *[not-started] Δεν υπάρχει σεζόν { $season } εδώ: αυτός ο διακομιστής είναι στη σεζόν { $current }.
}
cmd-ttt-leaderboard-season = σεζόν
    .description = Αριθμός σεζόν ή all για όλες τις σεζόν (προεπιλογή: η τρέχουσα σεζόν)
choice-channel = κανάλι
cmd-ttt-admin-season = σεζόν
    .description = Σεζόν της κατάταξης αυτού του διακομιστή
cmd-ttt-admin-season-new = νέα
    .description = Αρχειοθέτηση της κατάταξης αυτής της σεζόν και έναρξη νέας
## Rematches: the rematch button, /ttt history, their refusals, the console's forms
rematch-button = Ρεβάνς
rematch-invite-note = Ρεβάνς για το παιχνίδι #{ $game_id }, με αντεστραμμένα χρώματα.
error-rematch = Αυτή η ρεβάνς δεν είναι δυνατή.
error-rematch-not-player = Μόνο οι { $x } και { $o } μπορούν να ζητήσουν ρεβάνς για το παιχνίδι #{ $game_id }.
error-rematch-not-over = Το παιχνίδι #{ $game_id } είναι ακόμη σε εξέλιξη: τελείωσέ το πριν ζητήσεις ρεβάνς.
error-rematch-taken = Το παιχνίδι #{ $game_id } είχε ήδη τη ρεβάνς του: το παιχνίδι #{ $rematch_id }.
error-nothing-to-rematch = Δεν έχεις ακόμη εδώ τελειωμένο παιχνίδι για ρεβάνς.
error-history-size = Το ιστορικό δείχνει από { $low } έως { $high } παιχνίδια, όχι { $value }.
history-title = Πρόσφατα παιχνίδια: { $name }
history-empty = Κανένα τελειωμένο παιχνίδι του/της { $name } σε αυτόν τον διακομιστή που μπορείς να αναλύσεις.
history-line = #{ $game_id } · { $date } · με { $opponent } · { $result }
history-result = { $result ->
    [win] νίκη
    [loss] ήττα
    [unrated] εγκαταλείφθηκε, χωρίς βαθμολογία
   *[draw] ισοπαλία
}
history-option = Παιχνίδι #{ $game_id } με { $opponent }
history-pick = Διάλεξε ένα παιχνίδι για ανάλυση
history-footer = Τα νεότερα πρώτα. Διάλεξε ένα παρακάτω για ανάλυση ή χρησιμοποίησε το /ttt review <αριθμός>.
cmd-ttt-history = ιστορικό
    .description = Τα πρόσφατα παιχνίδια σου εδώ ή ενός μέλους
cmd-ttt-history-member = μέλος
    .description = Ποιανού τα παιχνίδια (προεπιλογή: τα δικά σου)
console-history-head = Τα πρόσφατα παιχνίδια σου εδώ, τα νεότερα πρώτα (/ttt review <αριθμός> αναλύει ένα):
console-history-empty = Δεν έχεις ακόμη τελειωμένο παιχνίδι εδώ.
console-history-line = #{ $game_id }  { $date }  με { $opponent }: { $result }
console-help-rematch = παίξε ξανά εδώ το τελευταίο σου παιχνίδι, με αντεστραμμένα χρώματα
console-help-history = τα πρόσφατα παιχνίδια σου εδώ, για ανάλυση με τον αριθμό
console-help-admin = οι ρυθμίσεις αυτού του διακομιστή· άλλαξε μία με /ttt admin <setting> <value>
## The front: post limits, one live board, roles, looks, help, welcome, unrated games

board-abandoned-unrated = Εγκαταλείφθηκε πριν από την πρώτη κίνηση: χωρίς βαθμολογία, δεν μετράει για κανέναν.
board-replaced = Αυτός ο πίνακας αντικαταστάθηκε από νεότερο, οπότε δεν παίχτηκε τίποτα. Παίξτε στον νεότερο πίνακα (ή /ttt board).
error-game-channels-elsewhere = Εδώ δεν παίζουμε σε αυτό το κανάλι· οι παρτίδες παίζονται στο { $channels }.
error-role-not-allowed = Οι παρτίδες εδώ είναι για μέλη με έναν από αυτούς τους ρόλους: { $roles }.
error-public-post-limit-reached = Με βάλατε να δημοσιεύσω { $limit } δημόσιους πίνακες το τελευταίο λεπτό· δοκιμάστε ξανά σε { $wait } δ.
error-invalid-looks = { $reason ->
    [emoji] Το { $name } πρέπει να είναι ένα emoji (όπως ❌ ή emoji του διακομιστή όπως <:cross:123456789012345678>), όχι «{ $value }».
   *[colour] Το χρώμα πρέπει να είναι δεκαεξαδικό, όπως #5865F2, όχι «{ $value }».
}
admin-roles = Ρόλοι που παίζουν
admin-roles-all = όλα τα μέλη
admin-public-posts = Δημόσιοι πίνακες ανά μέλος
admin-public-posts-value = { $count } ανά λεπτό
admin-no-limit = χωρίς όριο
admin-looks = Εμφάνιση
admin-looks-value = X: { $x } · O: { $o } · χρώμα: { $colour }
admin-looks-default = του bot
retrain-owners-only = Μόνο οι ιδιοκτήτες του bot μπορούν να εκπαιδεύσουν ξανά τον πράκτορα ή να τον επαναφέρουν: αλλάζει τον πράκτορα σε κάθε διακομιστή.
help-discord =
    Πώς παίζεται εδώ η τρίλιζα
    Τετράγωνα: { $forms }. Σε έναν πίνακα κάθε κενό τετράγωνο δείχνει τον αριθμό του: πατήστε το ή γράψτε /ttt move με αυτόν.
    `/ttt play` παίξτε εναντίον μου (προεπιλεγμένος πράκτορας: { $default }) ή προκαλέστε ένα μέλος με την επιλογή αντίπαλος
    `/ttt move` παίξτε ένα τετράγωνο
    `/ttt board` δείξτε ξανά την παρτίδα σας
    `/ttt resign` εγκαταλείψτε την παρτίδα σας
    `/ttt stats` το ιστορικό, η βαθμολογία και τα σερί ενός μέλους
    `/ttt leaderboard` οι παίκτες με την καλύτερη βαθμολογία ({ $ranked }+ παρτίδες)
    `/ttt review` οι κινήσεις που άλλαξαν την έκβαση μιας παρτίδας
    `/ttt agents` οι πράκτορες με τους οποίους μπορείτε να παίξετε
    `/ttt help` αυτό το κείμενο
    Διαχειριστές: το `/ttt-admin settings` δείχνει τι επέλεξε αυτός ο διακομιστής.
help-welcome = Γεια σας! Παίζω τρίλιζα, εναντίον σας ή μεταξύ σας. Ξεκινήστε παρτίδα με `/ttt play`· το `/ttt help` δείχνει όλες τις εντολές και οι διαχειριστές βρίσκουν τις ρυθμίσεις στο `/ttt-admin`.
cmd-ttt-help =
    .description = Πώς παίζεται, και όλες οι εντολές
cmd-ttt-admin-allow-role =
    .description = Αφήστε να παίζουν τα μέλη με έναν ρόλο (μόλις επιλεγεί κάποιος, μόνο αυτά)
cmd-ttt-admin-allow-role-role =
    .description = Ο ρόλος
cmd-ttt-admin-disallow-role =
    .description = Αφαιρέστε έναν ρόλο από τους ρόλους που παίζουν
cmd-ttt-admin-disallow-role-role =
    .description = Ο ρόλος
cmd-ttt-admin-all-roles =
    .description = Αφήστε όλα τα μέλη να παίζουν
cmd-ttt-admin-public-posts =
    .description = Πόσους πίνακες μπορεί ένα μέλος να με βάλει να δημοσιεύσω ανά λεπτό
cmd-ttt-admin-public-posts-per_minute =
    .description = Πίνακες ανά λεπτό και μέλος (0: χωρίς όριο)
cmd-ttt-admin-looks =
    .description = Τα emoji των συμβόλων και το χρώμα των πινάκων του διακομιστή
cmd-ttt-admin-looks-x =
    .description = Ένα emoji για το X (και του διακομιστή)· προεπιλογή: το γράμμα
cmd-ttt-admin-looks-o =
    .description = Ένα emoji για το O (και του διακομιστή)· προεπιλογή: το γράμμα
cmd-ttt-admin-looks-colour =
    .description = Το χρώμα των πινάκων σε εξέλιξη, δεκαεξαδικό (#5865F2)· προεπιλογή: του bot
looks-emoji-elsewhere = Το { $emoji } δεν είναι emoji αυτού του διακομιστή: χρησιμοποιήστε ένα από τα δικά του emoji ή ένα emoji Unicode.
