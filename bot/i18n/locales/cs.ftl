# Čeština. Same messages and variables as en.ftl (the reference); see its comments.
# Plural categories: one (1), few (2-4), many (fractions), other (0, 5+).

board-title = Hra č. { $game_id }
board-vs = { $x } (X) proti { $o } (O)
board-turn = Na tahu je { $mark }: { $name }
board-won = { $name } ({ $mark }) vyhrává.
board-drawn = Remíza.
board-resigned = { $loser } se vzdal(a); { $name } ({ $mark }) vyhrává.
board-abandoned = { $loser } překročil(a) čas; { $name } ({ $mark }) vyhrává.
board-agent = Agent
board-agent-side = { $name } (agent)
board-footer = Tah { $ply } · hra č. { $game_id }
board-footer-over = { $moves ->
    [one] { $moves } tah
    [few] { $moves } tahy
    [many] { $moves } tahu
   *[other] { $moves } tahů
} · hra č. { $game_id }
board-moved-on = Tato hrací plocha pokračuje v novější zprávě.
board-none = Nemáš tu žádnou rozehranou hru. Začni ji příkazem /ttt play.

duel-title = Výzva k piškvorkám
duel-invite = { $opponent }, { $challenger } tě vyzývá ke hře. Odpověz { $expires }.
duel-first-me = { $challenger } hraje za X a začíná.
duel-first-them = { $opponent } hraje za X a začíná.
duel-first-random = Kdo bude hrát za X, se vylosuje.
duel-accept = Přijmout
duel-decline = Odmítnout
duel-declined = { $opponent } odmítl(a) výzvu od { $challenger }.
duel-expired = Výzva od { $challenger } pro { $opponent } vypršela.
duel-expired-invite = Výzva od { $challenger } pro { $opponent } vypršela bez odpovědi. Pošli novou příkazem /ttt play.
duel-agent-with-opponent = Volba agent je pro hry proti botovi: při výzvě člena ji vynech.
duel-bot-opponent = Boti nemohou přijímat výzvy. Spusť /ttt play bez soupeře a hraj proti mně.

stats-title = Piškvorky hráče { $name }
stats-server = Tento server
stats-global = Všude
stats-rating = Hodnocení
stats-games = Hry
stats-record = { $wins } V · { $draws } R · { $losses } P
stats-summary = Hodnocení **{ $rating }** · { $games ->
    [one] { $games } hra
    [few] { $games } hry
    [many] { $games } hry
   *[other] { $games } her
} · { $record }
stats-vs-people = Proti lidem
stats-vs-agents = Proti agentům
stats-streak = Série
stats-best-streak = Nejlepší série
stats-streak-wins = { $count ->
    [one] { $count } výhra v řadě
    [few] { $count } výhry v řadě
    [many] { $count } výhry v řadě
   *[other] { $count } výher v řadě
}
stats-streak-losses = { $count ->
    [one] { $count } prohra v řadě
    [few] { $count } prohry v řadě
    [many] { $count } prohry v řadě
   *[other] { $count } proher v řadě
}
stats-streak-none = žádná
stats-no-games = { $name } zatím nedohrál(a) žádnou hru.
lb-title-server = Žebříček · { $server }
lb-title-global = Celkový žebříček
lb-row = **{ $rank }.** { $name } · **{ $rating }** · { $record } · série { $streak }
lb-empty = { $min ->
    [one] Zatím nikdo není v žebříčku: je potřeba dohrát { $min } hru.
    [few] Zatím nikdo není v žebříčku: je potřeba dohrát { $min } hry.
    [many] Zatím nikdo není v žebříčku: je potřeba dohrát { $min } hry.
   *[other] Zatím nikdo není v žebříčku: je potřeba dohrát { $min } her.
}
lb-footer = { $min ->
    [one] Hráči s alespoň { $min } dohranou hrou, podle hodnocení Elo.
   *[other] Hráči s alespoň { $min } dohranými hrami, podle hodnocení Elo.
}
agents-title = Agenti
agents-server-agent = Tento server ve výchozím stavu hraje s agentem **{ $name }**.
agents-default-mark = { " " }(výchozí na tomto serveru)
agents-version = verze { $version }
agents-rating = hodnocení Elo { $rating }
agents-metric = { $name }: { $value }
agents-accuracy = optimální tahy: { $pct }
agents-vs = proti { $opponent }: za X { $x }; za O { $o }
agents-wdl = { $w } V · { $d } R · { $l } P

review-title = Rozbor hry č. { $game_id }
review-clean = Žádný tah nezměnil hodnotu hry: obě strany hrály bez chyby.
review-line = tah { $ply }, { $mark } na pole { $cell }, změnil { $before } na { $after }; { $best } by udržel { $kept }
review-line-no-best = tah { $ply }, { $mark } na pole { $cell }, změnil { $before } na { $after }
review-value = { $value ->
    [win] výhru
    [draw] remízu
   *[loss] prohru
}
review-kept = { $value ->
    [win] výhru
    [draw] remízu
   *[loss] prohru
}
review-or = { $head } nebo { $last }
review-left-early = { $how ->
    [resigned] { $value ->
        [win] { $mark } se vzdal(a) ve vyhrané pozici.
       *[draw] { $mark } se vzdal(a), i když pozice byla stále remízová.
    }
   *[timed-out] { $value ->
        [win] { $mark } překročil(a) čas ve vyhrané pozici.
       *[draw] { $mark } překročil(a) čas, i když pozice byla stále remízová.
    }
}

admin-title = Nastavení serveru
admin-agent = Agent
admin-channels = Povolené kanály
admin-channels-all = všechny kanály
admin-multiple-games = Více her najednou
admin-move-timeout = Čas na tah
admin-cooldown = Prodleva mezi výzvami
admin-language = Jazyk serveru
admin-language-default = { $language } (jazyk serveru v Discordu)
admin-language-updated = Veřejné zprávy jsou tu nyní v jazyce: { $language }.
admin-yes = ano
admin-no = ne
admin-updated-by = Naposledy změnil(a)
admin-updated = Nastavení aktualizováno.

retrain-not-admin = Přetrénovat nebo vrátit agenta mohou jen správci bota: mění to agenta na všech serverech (správci bota: TTT_BOT_ADMINS nebo vlastník aplikace).
retrain-promoted = Přetrénováno: **{ $version }** hraje od příští hry.
retrain-unchanged = Není co zlepšit: **{ $version }** hraje dál.
retrain-rejected = Přetrénováno, ale nepovýšeno: **{ $version }** hraje dál.
retrain-skipped = Není se z čeho nového učit: **{ $version }** hraje dál.
retrain-busy = Přetrénování nebo vrácení už probíhá; zkus to znovu, až skončí.
retrain-failed = Přetrénování selhalo; nic se nezměnilo.
retrain-rolled-back = Vráceno: **{ $version }** hraje od příští hry.
retrain-failed-checks = Horší než aktuální verze v:

cell-1 = vlevo nahoře
cell-2 = nahoře
cell-3 = vpravo nahoře
cell-4 = vlevo
cell-5 = uprostřed
cell-6 = vpravo
cell-7 = vlevo dole
cell-8 = dole
cell-9 = vpravo dole
cell-choice = { $cell } · { $name }
cell-aliases-1 = nahoře vlevo, levý horní roh
cell-aliases-2 = nahoře uprostřed, horní střed
cell-aliases-3 = nahoře vpravo, pravý horní roh
cell-aliases-4 = vlevo uprostřed, levý střed
cell-aliases-5 = střed, prostředek
cell-aliases-6 = vpravo uprostřed, pravý střed
cell-aliases-7 = dole vlevo, levý dolní roh
cell-aliases-8 = dole uprostřed, dolní střed
cell-aliases-9 = dole vpravo, pravý dolní roh
cell-forms = číslo od 1 do 9 (1 2 3 / 4 5 6 / 7 8 9 od levého horního rohu), souřadnici jako b2, nebo slova jako „uprostřed“ či „vlevo nahoře“

error-generic = Promiň, u mě se něco pokazilo. Je to zaznamenáno; zkus to prosím znovu.
error-manage-guild = Ke změně nastavení bota potřebuješ oprávnění Spravovat server.
error-guild-only = Tento příkaz funguje jen na serveru.
error-bot-missing = Chybí mi tu oprávnění: { $perms }.
error-bad-argument = Tuto hodnotu nemohu použít: { $detail }

error-no-active-game = Nemáš tu žádnou rozehranou hru. Začni ji příkazem /ttt play.
error-already-playing = { $who ->
    [you] Už tu máš rozehranou hru č. { $game_id }: nejdřív ji dokonči příkazem /ttt move nebo /ttt resign.
   *[other] { $name } tu už hraje hru č. { $game_id }.
}
error-not-your-turn = Nejsi na tahu: na tahu je { $mark } ({ $name }).
error-not-your-game = Hru č. { $game_id } hrají { $x } (X) a { $o } (O); ty v ní nehraješ.
error-stale-board = { $reason ->
    [moved-on] Tato hrací plocha je zastaralá: hra č. { $game_id } je už u tahu { $ply }. Tady je aktuální plocha.
    [conflict] Hra č. { $game_id } se změnila během tvého tahu (jiný tah byl rychlejší); nic se nezahrálo. Podívej se na plochu znovu.
   *[resign] Hra se během tvého vzdání stále měnila; zkus to znovu.
}
error-game-not-found = { $reason ->
    [none-to-review] Zatím tu nemáš žádnou dohranou hru k rozboru.
   *[unknown] Hra č. { $game_id } neexistuje.
}
error-review-in-progress = Hra č. { $game_id } ještě probíhá; rozbor by prozradil nejlepší tahy. Požádej znovu, až skončí.
error-leaderboard-size = Žebříček ukazuje { $low } až { $high } hráčů, ne { $value }.
error-channel-not-allowed = V tomto kanálu se tu nehraje; zkus některý z herních kanálů serveru, nebo požádej správce, aby tento povolil.
error-cooldown = Před chvílí jsi někoho vyzval(a); další výzvu můžeš poslat za { $wait }.
error-challenge = Tato výzva není možná.
error-challenge-option = Tato volba výzvy není platná: { $value }.
error-invalid-first-mover = „{ $value }“ není volba pro to, kdo začíná: já, soupeř, nebo náhodně.
error-invalid-challenge-expiry = Výzva musí vypršet po { $low } až { $high }, ne „{ $value }“.
error-self-challenge = Nemůžeš vyzvat sám sebe. Spusť /ttt play bez soupeře a hraj proti mně.
error-bot-challenge = { $name } je bot a nemůže hrát duely. Spusť /ttt play bez soupeře a hraj proti mně.
error-duplicate-challenge = Ty a { $opponent } už máte výzvu čekající na odpověď (č. { $challenge_id }); nejdřív na ni odpověz, nebo ji nech vypršet.
error-unknown-challenge = Výzvu č. { $challenge_id } nemohu najít.
error-not-challenged = Výzva č. { $challenge_id } je pro { $opponent }: přijmout nebo odmítnout ji může jen on(a).
error-challenge-expired = Tato výzva (č. { $challenge_id }) vypršela. Pošli novou příkazem /ttt play se soupeřem.
error-challenge-answered = Na tuto výzvu (č. { $challenge_id }) už bylo odpovězeno.
error-challenge-already-accepted = Tato výzva (č. { $challenge_id }) už byla přijata: hra běží.
error-challenge-already-declined = Tato výzva (č. { $challenge_id }) už byla odmítnuta.
error-agent-unavailable = Agent { $agent } teď nemůže hrát. Vyber jiného (/ttt agents je vypíše).
error-invalid-setting = { $reason ->
    [empty] Není co měnit: uveď nastavení a jeho novou hodnotu.
    [unknown] Neznámé nastavení „{ $name }“; nastavení jsou: { $known }.
    [range] { $name } musí být od { $low } do { $high }, ne „{ $value }“.
   *[value] { $name } nemůže být „{ $value }“.
}
error-invalid-board = Tato pozice ve hře nemůže nastat.
error-illegal-move = Tento tah není povolen.
error-cell-out-of-range = Pole jsou číslována 1 až 9, ne { $value }.
error-cell-occupied = Pole { $cell } už obsadil { $mark }.
error-game-over = Hra č. { $game_id } skončila: { $result }
error-cell-parse = { $reason ->
    [empty] Které pole? Zadej { $forms }.
    [number] „{ $input }“ není pole: pole jsou číslována 1 až 9.
   *[unknown] Pole „{ $input }“ neznám. Zadej { $forms }.
}
error-unknown-agent = Agent „{ $name }“ neexistuje. Dostupní agenti: { $agents }.
error-weights = Váhy agenta { $agent } se nepodařilo načíst; nemůže hrát, dokud nebudou opraveny.
error-not-admin = Přetrénovat nebo vrátit agenta mohou jen správci bota: mění to agenta na všech serverech (správci bota: TTT_BOT_ADMINS nebo vlastník aplikace).
error-busy = Přetrénování nebo vrácení už probíhá; zkus to znovu, až skončí.
error-retrain = Přetrénování selhalo; nic se nezměnilo ({ $detail }).
error-database-unavailable = Databáze her je teď nedostupná; nic se nezměnilo. Zkus to za chvíli.
error-database-unconfirmed = Databáze her přestala během ukládání odpovídat: možná se to uložilo, možná ne. Než to zkusíš znovu, podívej se (/ttt board ukáže tvou hru).
error-usage = { $reason ->
    [read] Tento příkaz nemohu přečíst ({ $detail }). Napiš /ttt help.
    [missing-command] Po /ttt chybí příkaz. Napiš /ttt help.
    [unknown-command] Neznámý příkaz „{ $command }“. Příkazy začínají /ttt; napiš /ttt help.
    [no-cell] Které pole? Použití: /ttt move <pole>, např. /ttt move 5
    [bad-first] „first“ musí být jedno z: { $choices }, ne „{ $value }“.
   *[unexpected] Nečekané „{ $input }“. Použití: { $usage }
}

cmd-ttt =
    .description = Piškvorky proti botovi nebo ostatním členům
cmd-ttt-play = hrát
    .description = Hraj proti agentovi serveru, nebo vyzvi člena
cmd-ttt-play-opponent = soupeř
    .description = Člen, kterého vyzveš (bez něj hraješ proti mně)
cmd-ttt-play-agent = agent
    .description = Agent, proti kterému hraješ (výchozí: agent serveru)
cmd-ttt-play-first = začíná
    .description = Kdo hraje za X a začíná
cmd-ttt-move = tah
    .description = Zahraj pole ve své hře
cmd-ttt-move-cell = pole
    .description = 1-9 od levého horního rohu (1 2 3 / 4 5 6 / 7 8 9), nebo b2, uprostřed…
cmd-ttt-board = plocha
    .description = Zobraz svou rozehranou hru
cmd-ttt-resign = vzdát
    .description = Vzdej svou rozehranou hru
cmd-ttt-stats = statistiky
    .description = Hodnocení, výhry, remízy, prohry a série člena
cmd-ttt-stats-member = člen
    .description = Čí statistiky (výchozí: tvoje)
cmd-ttt-leaderboard = žebříček
    .description = Nejlepší hráči podle hodnocení Elo
cmd-ttt-leaderboard-scope = rozsah
    .description = Tento server, nebo všude
cmd-ttt-agents = agenti
    .description = Agenti, proti kterým můžeš hrát, a jejich naměřená síla
cmd-ttt-review = rozbor
    .description = Tahy, které změnily výsledek tvé poslední hry
cmd-ttt-review-game = hra
    .description = Číslo hry (výchozí: tvá poslední dohraná hra tady)
cmd-ttt-admin =
    .description = Nastavení piškvorek pro tento server
cmd-ttt-admin-settings = nastavení
    .description = Zobraz nastavení tohoto serveru
cmd-ttt-admin-agent = agent
    .description = Vyber agenta, proti kterému tu členové ve výchozím stavu hrají
cmd-ttt-admin-agent-name = jméno
    .description = Jméno agenta (viz /ttt agents)
cmd-ttt-admin-allow-channel = povolit-kanál
    .description = Povol hry v kanálu (jakmile je nějaký povolen, jen v povolených)
cmd-ttt-admin-allow-channel-channel = kanál
    .description = Kanál
cmd-ttt-admin-disallow-channel = odebrat-kanál
    .description = Odeber kanál z povolených kanálů
cmd-ttt-admin-disallow-channel-channel = kanál
    .description = Kanál
cmd-ttt-admin-all-channels = všechny-kanály
    .description = Povol hry ve všech kanálech
cmd-ttt-admin-multiple-games = více-her
    .description = Zda člen smí mít více her najednou
cmd-ttt-admin-multiple-games-enabled = zapnuto
    .description = Ano, nebo ne
cmd-ttt-admin-move-timeout = čas-na-tah
    .description = Jak dlouho smí hráč přemýšlet nad tahem
cmd-ttt-admin-move-timeout-seconds = sekundy
    .description = V sekundách
cmd-ttt-admin-cooldown = prodleva
    .description = Jak dlouho člen čeká mezi dvěma výzvami
cmd-ttt-admin-cooldown-seconds = sekundy
    .description = V sekundách
cmd-ttt-admin-language = jazyk
    .description = Jazyk veřejných zpráv serveru (hrací plochy, pozvánky, výsledky)
cmd-ttt-admin-language-language = jazyk
    .description = Jazyk (bez něj: jazyk serveru v Discordu)
cmd-ttt-owner =
    .description = Přetrénování agenta bota (vlastníci bota)
cmd-ttt-owner-retrain = přetrénovat
    .description = Přetrénuj DQN hned na hrách členů (správci bota)
cmd-ttt-owner-rollback = vrátit
    .description = Vrať předchozí verzi DQN (správci bota)

choice-me = já
choice-bot = bot (nebo soupeř)
choice-random = náhodně
choice-server = tento server
choice-global = všude

console-welcome = konzole tttbot - napiš /ttt help pro příkazy, quit pro ukončení.
console-help =
    Příkazy (pole: { $forms }):
      /ttt play [agent] [first:me|bot|random]   začni hru (výchozí agent: { $default })
      /ttt move <pole>                           zahraj pole (stačí samotné pole, např. 5)
      /ttt board                                 zobraz svou hru
      /ttt resign                                vzdej rozehranou hru
      /ttt stats [global]                        tvé výsledky, hodnocení a série
      /ttt leaderboard [global] [N]              hráči s nejvyšším hodnocením ({ $ranked }+ her)
      /ttt review [hra]                          tahy, které změnily výsledek tvé poslední hry
      /ttt agents                                agenti, proti kterým můžeš hrát
      /ttt admin learning                        co se bot naučil od hráčů tohoto serveru
      /ttt help                                  tento text
      quit                                       konec
console-error = S tímto příkazem se něco pokazilo; je to zaznamenáno. Napiš /ttt help.
console-timed-out = Hře č. { $game_id } vypršel čas: { $result }
console-opening = Hra č. { $game_id }: { $x } (X) proti { $o } (O).
console-agent-opens = { $name } začíná na poli { $cell }.
console-you-played = Zahrál(a) jsi { $cell }.
console-agent-answered = Zahrál(a) jsi { $cell }; { $name } odpověděl { $reply }.
console-you = ty
console-scope-here = tady
console-scope-everywhere = všude
console-no-stats = { $name } zatím nemá dohrané hry ({ $where }). Začni příkazem /ttt play.
console-stats-head = Statistiky hráče { $name } ({ $where }): hodnocení { $rating } ({ $games ->
    [one] { $games } hra
    [few] { $games } hry
    [many] { $games } hry
   *[other] { $games } her
}, { $ranked })
console-ranked = v žebříčku
console-to-rank = { $count ->
    [one] do žebříčku chybí { $count } hra
    [few] do žebříčku chybí { $count } hry
    [many] do žebříčku chybí { $count } hry
   *[other] do žebříčku chybí { $count } her
}
console-stats-overall = celkem
console-stats-vs-people = proti lidem
console-stats-vs-agent = proti { $agent }
console-streak = série { $streak } (nejlepší { $best })
console-no-leaderboard = { $min ->
    [one] Zatím nikdo není v žebříčku ({ $where }): hráči se objeví po { $min } hře.
   *[other] Zatím nikdo není v žebříčku ({ $where }): hráči se objeví po { $min } hrách.
}
console-leaderboard-head = Žebříček ({ $where }):
console-games = { $count ->
    [one] { $count } hra
    [few] { $count } hry
    [many] { $count } hry
   *[other] { $count } her
}
console-review-clean = Žádný tah nezměnil hodnotu hry: každý tah udržel nejlepší výsledek.
console-agents-head = Agenti (hodnocení Elo; učící se agenti: verze, naměřený podíl optimálních tahů):
console-optimal = { $pct } optimálních

## What the bot learned from this server's people (/ttt-admin learning)
learning-none = Žádný přetrénovaný { $agent } se zatím neučil od hráčů tohoto serveru.
learning-head = { $agent } { $version } (přetrénovaný z { $base }) se učil od hráčů tohoto serveru. Použité hry: { $games }; odložené pro kontrolu: { $held }.
learning-winrate = Očekávaný podíl výher proti vašim hráčům: { $before } → { $after }
learning-held-out = Na odložených hrách: zisk { $gain } ({ $confidence } interval { $lower } až { $upper })
learning-habit = Vaši hráči: { $habit } v { $pct } případů ({ $chances } příležitostí).
learning-habit-win-line = zahrají vítězný tah v řádku nebo sloupci
learning-habit-win-diag = zahrají vítězný tah na diagonále
learning-habit-block-line = zablokují hrozbu v řádku nebo sloupci
learning-habit-block-diag = zablokují hrozbu na diagonále
learning-no-habits = Zatím málo her na popis jejich zvyků.
agents-vs-people = { $pct } očekávaných výher proti hráčům tohoto serveru
learning-line = { $own ->
    [yes] Tento server má vlastní styl hry.
   *[no] Na tomto serveru se hraje linií naučenou od všech hráčů.
}
cmd-ttt-admin-learning = učení
    .description = Co se bot naučil od hráčů tohoto serveru

## Stale boards, invalid buttons, the console's results

board-refreshed = Tato deska byla zastaralá, takže se nic nezahrálo: teď ukazuje aktuální pozici (tah { $ply }). Zahrajte svůj tah na ní.
board-refreshed-over = Tato deska byla zastaralá, takže se nic nezahrálo: teď ukazuje, jak hra skončila.
button-invalid = Toto tlačítko už neplatí. /ttt board zde ukáže vaši rozehranou hru.
console-turn = Na tahu je { $mark } ({ $name })
console-you-won = { $how ->
    [resigned] { $loser } se vzdal(a); vyhráváte ({ $mark }).
    [timed-out] { $loser } vypršel čas; vyhráváte ({ $mark }).
   *[played] Vyhráváte ({ $mark }).
}
console-you-lost = { $how ->
    [resigned] Vzdali jste se; { $name } ({ $mark }) vyhrává.
    [timed-out] Vypršel vám čas; { $name } ({ $mark }) vyhrává.
   *[played] { $name } ({ $mark }) vyhrává.
}

## Levels by name (/ttt play difficulty) and the fair level's target

# /ttt play with both an opponent and a difficulty (a duel has no bot to set).
duel-difficulty-with-opponent = Volba obtížnosti je pro hry proti botovi: vynech ji, když vyzýváš člena.
# $reason: with-agent (a difficulty and an agent given together), unknown ($value: what was
# given; $choices: the difficulties).
error-difficulty = { $reason ->
    [with-agent] Zvol obtížnost nebo agenta, ne obojí: obtížnost si vybírá vlastního agenta.
   *[unknown] Obtížnost musí být jedna z { $choices }, ne „{ $value }“.
}
# The settings embed: the fair level's target ($pct: whole percent).
admin-fair-target = Férová úroveň: podíl výher členů
admin-fair-target-value = { $pct } % her
# The console's help, a line after the commands ($levels: easy|medium|…; $target: percent).
console-help-levels = Úrovně: /ttt play difficulty:{ $levels } (místo agenta); fair se přizpůsobí tak, abys vyhrál asi { $target } % her.
cmd-ttt-play-difficulty = obtížnost
    .description = Jak silně bot hraje (místo agenta); férová se ti přizpůsobí
cmd-ttt-admin-fair-target = férový-cíl
    .description = Podíl her, které by členové měli vyhrát na férové úrovni
cmd-ttt-admin-fair-target-percent = procenta
    .description = V procentech (vynech pro výchozí hodnotu 40)
choice-easy = snadná
choice-medium = střední
choice-hard = těžká
choice-unbeatable = neporazitelná
choice-fair = férová (přizpůsobí se ti)
## The review's picture (its caption in the embed footer, its alt text)
review-picture-before = Obrázek: pozice před tahem { $ply }, na tahu je { $mark }.
review-picture-final = Obrázek: konečná pozice.
review-picture-legend = Zelená: { $mark } tam tahem vyhraje, šedá: remíza, červená: prohra; zlatý rámeček: nejlepší tahy.
review-picture-played = Růžový rámeček: tah, který byl zahrán.
review-picture-alt = Deska hry #{ $game_id }, každé volné pole je zelené, šedé nebo červené podle toho, zda tam { $mark } tahem vyhraje, remizuje nebo prohraje.
review-picture-alt-final = Konečná deska hry #{ $game_id }.
console-review-picture-saved = Obrázek uložen do { $path }
console-review-picture-failed = Obrázek se nepodařilo uložit do { $path }: { $reason }
## Standings: farm-proof ratings, seasons, provisional players, measured agents

# /ttt stats when every game of the member was on this server (one line, not two alike).
stats-server-everywhere = Tento server (všechny tvé partie)
# Leaderboards: a channel's board; which season a board counts; a player under the ranking
# threshold ($games of $min games), shown unranked.
lb-title-channel = Žebříček · #{ $channel } · { $server }
lb-season-current = Sezóna { $season } (aktuální)
lb-season-past = Sezóna { $season } / { $current }
lb-all-time = Všechny sezóny
lb-provisional = předběžný
lb-row-provisional = **–** { $name } · **{ $rating }** · { $record } · předběžný ({ $games }/{ $min })
lb-this-channel = Tento kanál
# /ttt agents: an agent's rating measured against people, and people's results against it.
agents-measured = Hodnocení měřené proti lidem: { $rating } · partie proti lidem: { $games }
agents-people-here = Lidé tady: { $record }
agents-people-everywhere = Lidé všude: { $record }
# Under a finished board: each person's new season rating and its change ($change: +12, -8).
board-rating = { $name }: hodnocení { $rating } ({ $change })
board-unrated = { $name }: partie se nehodnotí, hodnocení beze změny
# /ttt-admin season new (public).
season-started = Začala sezóna { $season }: žebříček začíná znovu. Sezónu { $previous } lze dál zobrazit přes /ttt leaderboard season:{ $previous }.
error-season = { $reason ->
    [global] Globální žebříček nemá sezóny: sezóny má každý server zvlášť.
    [channel-all-time] Žebříčky kanálů se vedou po sezónách: vyber číslo sezóny, nebo žebříček serveru za všechny sezóny.
    [race] Jiný admin spustil novou sezónu ve stejnou chvíli; nic dalšího se nezměnilo.
   *[not-started] Sezóna { $season } tu není: tento server je v sezóně { $current }.
}
cmd-ttt-leaderboard-season = sezona
    .description = Číslo sezóny, nebo all pro všechny sezóny (výchozí: aktuální sezóna)
choice-channel = kanál
cmd-ttt-admin-season = sezona
    .description = Sezóny žebříčku tohoto serveru
cmd-ttt-admin-season-new = nova
    .description = Archivovat pořadí této sezóny a začít novou sezónu
## Rematches: the rematch button, /ttt history, their refusals, the console's forms
rematch-button = Odveta
rematch-invite-note = Odveta za hru #{ $game_id }, s prohozenými barvami.
error-rematch = Tahle odveta není možná.
error-rematch-not-player = O odvetu za hru #{ $game_id } mohou požádat jen { $x } a { $o }.
error-rematch-not-over = Hra #{ $game_id } ještě probíhá: dohraj ji, než požádáš o odvetu.
error-rematch-taken = Hra #{ $game_id } už svou odvetu měla: hru #{ $rematch_id }.
error-nothing-to-rematch = Zatím tu nemáš žádnou dokončenou hru na odvetu.
error-history-size = Historie ukazuje { $low } až { $high } her, ne { $value }.
history-title = Poslední hry hráče { $name }
history-empty = Žádná dokončená hra hráče { $name } na tomto serveru, kterou si můžeš rozebrat.
history-line = #{ $game_id } · { $date } · proti { $opponent } · { $result }
history-result = { $result ->
    [win] výhra
    [loss] prohra
    [unrated] opuštěná, nehodnocená
   *[draw] remíza
}
history-option = Hra #{ $game_id } proti { $opponent }
history-pick = Vyber hru k rozboru
history-footer = Nejnovější první. Vyber níže hru k rozboru, nebo použij /ttt review <číslo>.
cmd-ttt-history = historie
    .description = Tvoje poslední hry tady, nebo hry člena
cmd-ttt-history-member = člen
    .description = Čí hry (výchozí: tvoje)
console-history-head = Tvoje poslední hry tady, nejnovější první (/ttt review <číslo> jednu rozebere):
console-history-empty = Zatím tu nemáš žádnou dokončenou hru.
console-history-line = #{ $game_id }  { $date }  proti { $opponent }: { $result }
console-help-rematch = zahraj si tu znovu svou poslední hru, s prohozenými barvami
console-help-history = tvoje poslední hry tady, k rozboru podle čísla
console-help-admin = nastavení tohoto serveru; změň je pomocí /ttt admin <setting> <value>
## The front: post limits, one live board, roles, looks, help, welcome, unrated games

board-abandoned-unrated = Opuštěna před prvním tahem: nehodnocená, nepočítá se nikomu.
board-replaced = Tahle deska byla nahrazena novější, takže se nic nezahrálo. Hraj na nejnovější desce (nebo /ttt board).
error-game-channels-elsewhere = V tomto kanálu se tu nehraje; hraje se v { $channels }.
error-role-not-allowed = Hry jsou tu pro členy s jednou z těchto rolí: { $roles }.
error-public-post-limit-reached = Za poslední minutu jsi mě nechal zveřejnit { $limit } veřejných desek; zkus to znovu za { $wait } s.
error-invalid-looks = { $reason ->
    [emoji] { $name } musí být jedno emoji (jako ❌ nebo emoji serveru jako <:cross:123456789012345678>), ne „{ $value }“.
   *[colour] Barva musí být šestnáctkově, např. #5865F2, ne „{ $value }“.
}
admin-roles = Role, které hrají
admin-roles-all = všichni členové
admin-public-posts = Veřejné desky na člena
admin-public-posts-value = { $count } za minutu
admin-no-limit = bez omezení
admin-looks = Vzhled
admin-looks-value = X: { $x } · O: { $o } · barva: { $colour }
admin-looks-default = výchozí bota
retrain-owners-only = Jen majitelé bota mohou agenta znovu natrénovat nebo vrátit: mění to agenta na všech serverech.
help-discord =
    Jak se tu hrají piškvorky
    Pole: { $forms }. Na desce každé prázdné pole ukazuje své číslo: klikni na něj nebo napiš /ttt move s tím číslem.
    `/ttt play` hraj proti mně (výchozí agent: { $default }) nebo vyzvi člena volbou soupeř
    `/ttt move` zahraj pole
    `/ttt board` znovu ukaž svou hru
    `/ttt resign` vzdej svou hru
    `/ttt stats` bilance, hodnocení a série člena
    `/ttt leaderboard` nejlépe hodnocení hráči (od { $ranked } her)
    `/ttt review` tahy, které změnily výsledek hry
    `/ttt agents` agenti, proti kterým můžeš hrát
    `/ttt help` tento text
    Správci: `/ttt-admin settings` ukáže, co si tento server vybral.
help-welcome = Ahoj! Hraju piškvorky, proti vám nebo mezi vámi. Začni hru příkazem `/ttt play`; `/ttt help` vypíše všechny příkazy a správci najdou nastavení pod `/ttt-admin`.
cmd-ttt-help =
    .description = Jak hrát, a všechny příkazy
cmd-ttt-admin-allow-role =
    .description = Nech hrát členy s rolí (jakmile je nějaká zvolena, jen je)
cmd-ttt-admin-allow-role-role =
    .description = Role
cmd-ttt-admin-disallow-role =
    .description = Odeber roli z rolí, které hrají
cmd-ttt-admin-disallow-role-role =
    .description = Role
cmd-ttt-admin-all-roles =
    .description = Nech hrát všechny členy
cmd-ttt-admin-public-posts =
    .description = Kolik desek mě člen smí nechat zveřejnit za minutu
cmd-ttt-admin-public-posts-per_minute =
    .description = Desky za minutu na člena (0: bez omezení)
cmd-ttt-admin-looks =
    .description = Emoji značek a barva desek tohoto serveru
cmd-ttt-admin-looks-x =
    .description = Emoji pro X (i emoji serveru); výchozí: písmeno
cmd-ttt-admin-looks-o =
    .description = Emoji pro O (i emoji serveru); výchozí: písmeno
cmd-ttt-admin-looks-colour =
    .description = Barva probíhajících desek, šestnáctkově (#5865F2); výchozí: barva bota
looks-emoji-elsewhere = { $emoji } není emoji tohoto serveru: použij některé z jeho emoji nebo emoji Unicode.
