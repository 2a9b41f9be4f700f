# Français. Same messages and variables as en.ftl (the reference); see its comments.

board-title = Partie n° { $game_id }
board-vs = { $x } (X) contre { $o } (O)
board-turn = Au tour de { $mark } : { $name }
board-won = { $name } ({ $mark }) gagne.
board-drawn = Match nul.
board-resigned = { $loser } a abandonné ; { $name } ({ $mark }) gagne.
board-abandoned = { $loser } a dépassé le temps imparti ; { $name } ({ $mark }) gagne.
board-agent = Agent
board-agent-side = { $name } (agent)
board-footer = Coup { $ply } · partie n° { $game_id }
board-footer-over = { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
} · partie n° { $game_id }
board-moved-on = Ce plateau continue dans un message plus récent.
board-none = Vous n'avez pas de partie en cours ici. Lancez-en une avec /ttt play.

duel-title = Défi de morpion
duel-invite = { $opponent }, { $challenger } vous défie. Répondez { $expires }.
duel-first-me = { $challenger } joue X et commence.
duel-first-them = { $opponent } joue X et commence.
duel-first-random = Le joueur qui aura X est tiré au sort.
duel-accept = Accepter
duel-decline = Refuser
duel-declined = { $opponent } a refusé le défi de { $challenger }.
duel-expired = Le défi de { $challenger } à { $opponent } a expiré.
duel-expired-invite = Le défi de { $challenger } à { $opponent } a expiré sans réponse. Lancez-en un nouveau avec /ttt play.
duel-agent-with-opponent = L'option agent sert aux parties contre le bot : ne la donnez pas quand vous défiez un membre.
duel-bot-opponent = Un bot ne peut pas accepter de défi. Lancez /ttt play sans adversaire pour jouer contre moi.

stats-title = Morpion de { $name }
stats-server = Ce serveur
stats-global = Partout
stats-rating = Classement
stats-games = Parties
stats-record = { $wins } V · { $draws } N · { $losses } D
stats-summary = Classement **{ $rating }** · { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} · { $record }
stats-vs-people = Contre des membres
stats-vs-agents = Contre des agents
stats-streak = Série
stats-best-streak = Meilleure série
stats-streak-wins = { $count ->
    [one] { $count } victoire d'affilée
   *[other] { $count } victoires d'affilée
}
stats-streak-losses = { $count ->
    [one] { $count } défaite d'affilée
   *[other] { $count } défaites d'affilée
}
stats-streak-none = aucune
stats-no-games = { $name } n'a encore terminé aucune partie.
lb-title-server = Classement · { $server }
lb-title-global = Classement général
lb-row = **{ $rank }.** { $name } · **{ $rating }** · { $record } · série { $streak }
lb-empty = { $min ->
    [one] Personne n'est encore classé : il faut { $min } partie terminée pour apparaître ici.
   *[other] Personne n'est encore classé : il faut { $min } parties terminées pour apparaître ici.
}
lb-footer = { $min ->
    [one] Joueurs ayant au moins { $min } partie terminée, par classement Elo.
   *[other] Joueurs ayant au moins { $min } parties terminées, par classement Elo.
}
agents-title = Agents
agents-server-agent = Ce serveur joue avec **{ $name }** par défaut.
agents-default-mark = { " " }(agent par défaut du serveur)
agents-version = version { $version }
agents-rating = classement Elo { $rating }
agents-metric = { $name } : { $value }
agents-accuracy = coups optimaux : { $pct }
agents-vs = contre { $opponent } : en X { $x } ; en O { $o }
agents-wdl = { $w } V · { $d } N · { $l } D

review-title = Analyse de la partie n° { $game_id }
review-clean = Aucun coup n'a changé l'issue de la partie : les deux camps ont joué sans erreur.
review-line = coup { $ply }, { $mark } en case { $cell }, a transformé { $before } en { $after } ; { $best } gardait { $kept }
review-line-no-best = coup { $ply }, { $mark } en case { $cell }, a transformé { $before } en { $after }
review-value = { $value ->
    [win] une victoire
    [draw] un match nul
   *[loss] une défaite
}
review-kept = { $value ->
    [win] la victoire
    [draw] le match nul
   *[loss] la défaite
}
review-or = { $head } ou { $last }
review-left-early = { $how ->
    [resigned] { $value ->
        [win] { $mark } a abandonné dans une position gagnante.
       *[draw] { $mark } a abandonné alors que la position était encore nulle.
    }
   *[timed-out] { $value ->
        [win] { $mark } a dépassé le temps imparti dans une position gagnante.
       *[draw] { $mark } a dépassé le temps imparti alors que la position était encore nulle.
    }
}

admin-title = Réglages du serveur
admin-agent = Agent
admin-channels = Salons autorisés
admin-channels-all = tous les salons
admin-multiple-games = Plusieurs parties à la fois
admin-move-timeout = Délai par coup
admin-cooldown = Délai entre deux défis
admin-language = Langue du serveur
admin-language-default = { $language } (langue du serveur sur Discord)
admin-language-updated = Les messages publics de ce serveur sont désormais en { $language }.
admin-yes = oui
admin-no = non
admin-updated-by = Dernière modification par
admin-updated = Réglages mis à jour.

retrain-not-admin = Seuls les admins du bot peuvent réentraîner l'agent ou revenir en arrière : cela change l'agent de tous les serveurs (admins : TTT_BOT_ADMINS, ou le propriétaire de l'application).
retrain-promoted = Réentraîné : **{ $version }** joue dès la prochaine partie.
retrain-unchanged = Rien à améliorer : **{ $version }** reste en service.
retrain-rejected = Réentraîné, mais pas promu : **{ $version }** reste en service.
retrain-skipped = Rien de nouveau à apprendre : **{ $version }** reste en service.
retrain-busy = Un réentraînement ou un retour arrière est déjà en cours ; réessayez quand il sera terminé.
retrain-failed = Le réentraînement a échoué ; rien n'a changé.
retrain-rolled-back = Retour arrière : **{ $version }** joue dès la prochaine partie.
retrain-failed-checks = Moins bon que la version en service sur :

cell-1 = en haut à gauche
cell-2 = en haut
cell-3 = en haut à droite
cell-4 = à gauche
cell-5 = au centre
cell-6 = à droite
cell-7 = en bas à gauche
cell-8 = en bas
cell-9 = en bas à droite
cell-choice = { $cell } · { $name }
cell-aliases-1 = haut gauche, gauche haut, coin haut gauche, coin supérieur gauche, hg
cell-aliases-2 = haut, haut milieu, milieu haut, haut centre, en haut au milieu, hm
cell-aliases-3 = haut droite, droite haut, coin haut droit, coin supérieur droit, hd
cell-aliases-4 = gauche, milieu gauche, gauche milieu, centre gauche, mg
cell-aliases-5 = centre, milieu, au milieu, c
cell-aliases-6 = droite, milieu droite, droite milieu, centre droit, md
cell-aliases-7 = bas gauche, gauche bas, coin bas gauche, coin inférieur gauche, bg
cell-aliases-8 = bas, bas milieu, milieu bas, bas centre, en bas au milieu, bm
cell-aliases-9 = bas droite, droite bas, coin bas droit, coin inférieur droit, bd
cell-forms = un chiffre de 1 à 9 (1 2 3 / 4 5 6 / 7 8 9 depuis le coin supérieur gauche), une coordonnée comme b2, ou des mots comme « centre » ou « en haut à gauche »

error-generic = Désolé, quelque chose s'est mal passé de mon côté. L'incident est enregistré ; réessayez.
error-manage-guild = Il faut la permission Gérer le serveur pour modifier les réglages du bot.
error-guild-only = Cette commande ne fonctionne que sur un serveur.
error-bot-missing = Il me manque des permissions ici : { $perms }.
error-bad-argument = Je ne peux pas utiliser cette valeur : { $detail }

error-no-active-game = Vous n'avez pas de partie en cours ici. Lancez-en une avec /ttt play.
error-already-playing = { $who ->
    [you] Vous avez déjà la partie n° { $game_id } en cours ici : terminez-la d'abord avec /ttt move ou /ttt resign.
   *[other] { $name } joue déjà la partie n° { $game_id } ici.
}
error-not-your-turn = Ce n'est pas votre tour : c'est à { $mark } de jouer ({ $name }).
error-not-your-game = La partie n° { $game_id } oppose { $x } (X) à { $o } (O) ; vous n'y jouez pas.
error-stale-board = { $reason ->
    [moved-on] Ce plateau n'est plus à jour : la partie n° { $game_id } en est au coup { $ply }. Voici le plateau actuel.
    [conflict] La partie n° { $game_id } a changé pendant que vous jouiez (un autre coup est arrivé avant) ; rien n'a été joué. Regardez à nouveau le plateau.
   *[resign] La partie changeait sans cesse pendant votre abandon ; réessayez.
}
error-game-not-found = { $reason ->
    [none-to-review] Vous n'avez encore aucune partie terminée ici à analyser.
   *[unknown] Il n'y a pas de partie n° { $game_id }.
}
error-review-in-progress = La partie n° { $game_id } est encore en cours ; l'analyser dévoilerait les meilleurs coups. Redemandez quand elle sera finie.
error-leaderboard-size = Un classement montre de { $low } à { $high } joueurs, pas { $value }.
error-channel-not-allowed = On ne joue pas dans ce salon ici ; essayez l'un des salons de jeu du serveur, ou demandez à un admin d'autoriser celui-ci.
error-cooldown = Vous avez lancé un défi il y a peu ; vous pourrez en lancer un autre dans { $wait }.
error-challenge = Ce défi n'est pas possible.
error-challenge-option = Cette option du défi n'est pas valable : { $value }.
error-invalid-first-mover = « { $value } » n'est pas un choix pour qui commence : moi, l'adversaire ou au hasard.
error-invalid-challenge-expiry = Un défi doit expirer après { $low } à { $high }, pas « { $value } ».
error-self-challenge = Vous ne pouvez pas vous défier vous-même. Lancez /ttt play sans adversaire pour jouer contre moi.
error-bot-challenge = { $name } est un bot et ne peut pas jouer de duel. Lancez /ttt play sans adversaire pour jouer contre moi.
error-duplicate-challenge = { $opponent } et vous avez déjà un défi en attente de réponse (n° { $challenge_id }) : répondez-y ou laissez-le expirer d'abord.
error-unknown-challenge = Je ne trouve pas le défi n° { $challenge_id }.
error-not-challenged = Le défi n° { $challenge_id } s'adresse à { $opponent } : personne d'autre ne peut l'accepter ou le refuser.
error-challenge-expired = Ce défi (n° { $challenge_id }) a expiré. Lancez-en un nouveau avec /ttt play et un adversaire.
error-challenge-answered = Ce défi (n° { $challenge_id }) a déjà reçu une réponse.
error-challenge-already-accepted = Ce défi (n° { $challenge_id }) a déjà été accepté : la partie est lancée.
error-challenge-already-declined = Ce défi (n° { $challenge_id }) a déjà été refusé.
error-agent-unavailable = L'agent { $agent } ne peut pas jouer pour le moment. Choisissez-en un autre (/ttt agents les liste).
error-invalid-setting = { $reason ->
    [empty] Rien à changer : indiquez un réglage et sa nouvelle valeur.
    [unknown] Réglage inconnu « { $name } » ; les réglages sont : { $known }.
    [range] { $name } doit aller de { $low } à { $high }, pas « { $value } ».
   *[value] { $name } ne peut pas valoir « { $value } ».
}
error-invalid-board = Cette position ne peut pas apparaître dans une partie.
error-illegal-move = Ce coup n'est pas permis.
error-cell-out-of-range = Les cases sont numérotées de 1 à 9, pas { $value }.
error-cell-occupied = La case { $cell } est déjà prise par { $mark }.
error-game-over = La partie n° { $game_id } est terminée : { $result }
error-cell-parse = { $reason ->
    [empty] Quelle case ? Donnez { $forms }.
    [number] « { $input } » n'est pas une case : les cases sont numérotées de 1 à 9.
   *[unknown] Je ne reconnais pas la case « { $input } ». Donnez { $forms }.
}
error-unknown-agent = Il n'y a pas d'agent nommé « { $name } ». Agents disponibles : { $agents }.
error-weights = Les poids de l'agent { $agent } n'ont pas pu être chargés ; il ne peut pas jouer tant qu'ils ne sont pas réparés.
error-not-admin = Seuls les admins du bot peuvent réentraîner l'agent ou revenir en arrière : cela change l'agent de tous les serveurs (admins : TTT_BOT_ADMINS, ou le propriétaire de l'application).
error-busy = Un réentraînement ou un retour arrière est déjà en cours ; réessayez quand il sera terminé.
error-retrain = Le réentraînement a échoué ; rien n'a changé ({ $detail }).
error-database-unavailable = La base de données des parties est indisponible pour le moment ; rien n'a changé. Réessayez dans un instant.
error-database-unconfirmed = La base de données des parties a cessé de répondre pendant l'enregistrement : cela a peut-être été enregistré, peut-être pas. Vérifiez avant de réessayer (/ttt board affiche votre partie).
error-usage = { $reason ->
    [read] Je n'ai pas pu lire cette commande ({ $detail }). Tapez /ttt help.
    [missing-command] Il manque une commande après /ttt. Tapez /ttt help.
    [unknown-command] Commande inconnue « { $command } ». Les commandes commencent par /ttt ; tapez /ttt help.
    [no-cell] Quelle case ? Usage : /ttt move <case>, par exemple /ttt move 5
    [bad-first] « first » doit valoir { $choices }, pas « { $value } ».
   *[unexpected] « { $input } » inattendu. Usage : { $usage }
}

cmd-ttt =
    .description = Morpion contre le bot ou entre membres
cmd-ttt-play = jouer
    .description = Jouer contre l'agent du serveur, ou défier un membre
cmd-ttt-play-opponent = adversaire
    .description = Un membre à défier en duel (sans lui, vous jouez contre moi)
cmd-ttt-play-agent = agent
    .description = L'agent à affronter (par défaut : celui du serveur)
cmd-ttt-play-first = premier
    .description = Qui joue X et commence
cmd-ttt-move = coup
    .description = Jouer une case de votre partie
cmd-ttt-move-cell = case
    .description = 1 à 9 depuis le coin supérieur gauche (1 2 3 / 4 5 6 / 7 8 9), ou b2, centre…
cmd-ttt-board = plateau
    .description = Afficher votre partie en cours
cmd-ttt-resign = abandonner
    .description = Abandonner votre partie en cours
cmd-ttt-stats = stats
    .description = Classement, victoires, nuls, défaites et séries d'un membre
cmd-ttt-stats-member = membre
    .description = Le membre (par défaut : vous)
cmd-ttt-leaderboard = classement
    .description = Les meilleurs joueurs, par classement Elo
cmd-ttt-leaderboard-scope = portée
    .description = Ce serveur ou partout
cmd-ttt-agents = agents
    .description = Les agents que vous pouvez affronter et leur force mesurée
cmd-ttt-review = analyse
    .description = Les coups qui ont changé l'issue de votre dernière partie
cmd-ttt-review-game = partie
    .description = Numéro de la partie (par défaut : votre dernière partie terminée ici)
cmd-ttt-admin =
    .description = Réglages du morpion pour ce serveur
cmd-ttt-admin-settings = réglages
    .description = Afficher les réglages du serveur
cmd-ttt-admin-agent = agent
    .description = Choisir l'agent que les membres affrontent par défaut ici
cmd-ttt-admin-agent-name = nom
    .description = Nom de l'agent (voir /ttt agents)
cmd-ttt-admin-allow-channel = autoriser-salon
    .description = Autoriser les parties dans un salon (dès qu'un salon est autorisé, seulement ceux-là)
cmd-ttt-admin-allow-channel-channel = salon
    .description = Le salon
cmd-ttt-admin-disallow-channel = retirer-salon
    .description = Retirer un salon des salons autorisés
cmd-ttt-admin-disallow-channel-channel = salon
    .description = Le salon
cmd-ttt-admin-all-channels = tous-les-salons
    .description = Autoriser les parties dans tous les salons
cmd-ttt-admin-multiple-games = parties-multiples
    .description = Permettre à un membre d'avoir plusieurs parties à la fois
cmd-ttt-admin-multiple-games-enabled = activé
    .description = Oui ou non
cmd-ttt-admin-move-timeout = délai-coup
    .description = Temps maximal pour jouer un coup
cmd-ttt-admin-move-timeout-seconds = secondes
    .description = En secondes
cmd-ttt-admin-cooldown = délai-défi
    .description = Temps d'attente d'un membre entre deux défis
cmd-ttt-admin-cooldown-seconds = secondes
    .description = En secondes
cmd-ttt-admin-language = langue
    .description = La langue des messages publics du serveur (plateaux, invitations, résultats)
cmd-ttt-admin-language-language = langue
    .description = Une langue (sans elle, la langue du serveur sur Discord)
cmd-ttt-owner =
    .description = Réentraînement de l'agent du bot (propriétaires du bot)
cmd-ttt-owner-retrain = réentraîner
    .description = Réentraîner le DQN sur les parties des membres maintenant (admins du bot)
cmd-ttt-owner-rollback = revenir
    .description = Remettre en service la version précédente du DQN (admins du bot)

choice-me = moi
choice-bot = le bot (ou l'adversaire)
choice-random = au hasard
choice-server = ce serveur
choice-global = partout

console-welcome = console tttbot - tapez /ttt help pour les commandes, quit pour quitter.
console-help =
    Commandes (cases : { $forms }) :
      /ttt play [agent] [first:me|bot|random]   lancer une partie (agent par défaut : { $default })
      /ttt move <case>                           jouer une case (une case seule comme 5 suffit)
      /ttt board                                 afficher votre partie
      /ttt resign                                abandonner la partie en cours
      /ttt stats [global]                        votre bilan, classement et séries
      /ttt leaderboard [global] [N]              les joueurs les mieux classés ({ $ranked } parties ou plus)
      /ttt review [partie]                       les coups qui ont changé l'issue de votre dernière partie
      /ttt agents                                les agents que vous pouvez affronter
      /ttt admin learning                        ce que le bot a appris des joueurs de ce serveur
      /ttt help                                  ce texte
      quit                                       quitter
console-error = Cette commande a échoué ; l'incident est enregistré. Tapez /ttt help.
console-timed-out = Partie n° { $game_id } expirée : { $result }
console-opening = Partie n° { $game_id } : { $x } (X) contre { $o } (O).
console-agent-opens = { $name } ouvre en case { $cell }.
console-you-played = Vous avez joué { $cell }.
console-agent-answered = Vous avez joué { $cell } ; { $name } a répondu { $reply }.
console-you = vous
console-scope-here = ici
console-scope-everywhere = partout
console-no-stats = Aucune partie terminée pour { $name } { $where } pour l'instant. Lancez-en une avec /ttt play.
console-stats-head = Statistiques de { $name } ({ $where }) : classement { $rating } ({ $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, { $ranked })
console-ranked = classé
console-to-rank = { $count ->
    [one] encore { $count } partie pour être classé
   *[other] encore { $count } parties pour être classé
}
console-stats-overall = au total
console-stats-vs-people = contre des membres
console-stats-vs-agent = contre { $agent }
console-streak = série { $streak } (meilleure { $best })
console-no-leaderboard = { $min ->
    [one] Personne n'est encore classé { $where } : on apparaît après { $min } partie.
   *[other] Personne n'est encore classé { $where } : on apparaît après { $min } parties.
}
console-leaderboard-head = Classement ({ $where }) :
console-games = { $count ->
    [one] { $count } partie
   *[other] { $count } parties
}
console-review-clean = Aucun coup n'a changé l'issue de la partie : chaque coup a gardé le meilleur résultat.
console-agents-head = Agents (classement Elo ; agents entraînés : version, précision mesurée en coups optimaux) :
console-optimal = { $pct } optimaux

## What the bot learned from this server's people (/ttt-admin learning)
learning-none = Aucun { $agent } réentraîné n'a encore appris des joueurs de ce serveur.
learning-head = { $agent } { $version } (réentraîné à partir de { $base }) a appris des joueurs de ce serveur. Parties utilisées : { $games } ; mises de côté pour le contrôle : { $held }.
learning-winrate = Taux de victoire attendu contre vos joueurs : { $before } → { $after }
learning-held-out = Sur les parties mises de côté : gain { $gain } (intervalle à { $confidence } de { $lower } à { $upper })
learning-habit = Vos joueurs : { $habit } { $pct } du temps ({ $chances } occasions).
learning-habit-win-line = jouent le coup gagnant sur une ligne ou une colonne
learning-habit-win-diag = jouent le coup gagnant sur une diagonale
learning-habit-block-line = bloquent une menace sur une ligne ou une colonne
learning-habit-block-diag = bloquent une menace sur une diagonale
learning-no-habits = Pas encore assez de parties pour décrire leurs habitudes.
agents-vs-people = { $pct } de victoires attendues contre les joueurs de ce serveur
learning-line = { $own ->
    [yes] Ce serveur a sa propre façon de jouer.
   *[no] Ce serveur est joué avec la ligne apprise de tous les joueurs.
}
cmd-ttt-admin-learning = apprentissage
    .description = Ce que le bot a appris des joueurs de ce serveur

## Stale boards, invalid buttons, the console's results

board-refreshed = Ce plateau n'était plus à jour, rien n'a été joué : il montre maintenant la position actuelle (coup { $ply }). Jouez votre coup dessus.
board-refreshed-over = Ce plateau n'était plus à jour, rien n'a été joué : il montre maintenant comment la partie s'est terminée.
button-invalid = Ce bouton n'est plus valable. /ttt board affiche votre partie en cours ici.
console-turn = Au tour de { $mark } ({ $name })
console-you-won = { $how ->
    [resigned] { $loser } a abandonné ; vous gagnez ({ $mark }).
    [timed-out] { $loser } a dépassé le temps ; vous gagnez ({ $mark }).
   *[played] Vous gagnez ({ $mark }).
}
console-you-lost = { $how ->
    [resigned] Vous avez abandonné ; { $name } ({ $mark }) gagne.
    [timed-out] Vous avez dépassé le temps ; { $name } ({ $mark }) gagne.
   *[played] { $name } ({ $mark }) gagne.
}

## Levels by name (/ttt play difficulty) and the fair level's target

# /ttt play with both an opponent and a difficulty (a duel has no bot to set).
duel-difficulty-with-opponent = L'option de difficulté est pour les parties contre le bot : laissez-la de côté quand vous défiez un membre.
# $reason: with-agent (a difficulty and an agent given together), unknown ($value: what was
# given; $choices: the difficulties).
error-difficulty = { $reason ->
    [with-agent] Choisissez une difficulté ou un agent, pas les deux : une difficulté choisit son propre agent.
   *[unknown] La difficulté doit être l'une de { $choices }, pas « { $value } ».
}
# The settings embed: the fair level's target ($pct: whole percent).
admin-fair-target = Niveau équitable : part de victoires des membres
admin-fair-target-value = { $pct } % des parties
# The console's help, a line after the commands ($levels: easy|medium|…; $target: percent).
console-help-levels = Niveaux : /ttt play difficulty:{ $levels } (au lieu d'un agent) ; fair s'adapte pour que vous gagniez environ { $target } % des parties.
cmd-ttt-play-difficulty = difficulté
    .description = La force du bot (au lieu d'un agent) ; équitable s'adapte à vous
cmd-ttt-admin-fair-target = objectif-équitable
    .description = La part de parties que les membres devraient gagner au niveau équitable
cmd-ttt-admin-fair-target-percent = pourcentage
    .description = En pour cent (laisser vide pour la valeur par défaut, 40)
choice-easy = facile
choice-medium = moyen
choice-hard = difficile
choice-unbeatable = imbattable
choice-fair = équitable (s'adapte à vous)
## The review's picture (its caption in the embed footer, its alt text)
review-picture-before = Image : la position avant le coup { $ply }, { $mark } au trait.
review-picture-final = Image : la position finale.
review-picture-legend = Vert : { $mark } gagne en jouant là, gris : nul, rouge : perd ; contour doré : les meilleurs coups.
review-picture-played = Contour rose : le coup joué.
review-picture-alt = Le plateau de la partie #{ $game_id }, chaque case libre en vert, gris ou rouge selon que { $mark } gagne, fait nul ou perd en y jouant.
review-picture-alt-final = Le plateau final de la partie #{ $game_id }.
console-review-picture-saved = Image enregistrée dans { $path }
console-review-picture-failed = Impossible d'enregistrer l'image dans { $path } : { $reason }
## Standings: farm-proof ratings, seasons, provisional players, measured agents

# /ttt stats when every game of the member was on this server (one line, not two alike).
stats-server-everywhere = Ce serveur (toutes tes parties)
# Leaderboards: a channel's board; which season a board counts; a player under the ranking
# threshold ($games of $min games), shown unranked.
lb-title-channel = Classement · #{ $channel } · { $server }
lb-season-current = Saison { $season } (en cours)
lb-season-past = Saison { $season } / { $current }
lb-all-time = Toutes les saisons
lb-provisional = provisoire
lb-row-provisional = **–** { $name } · **{ $rating }** · { $record } · provisoire ({ $games }/{ $min })
lb-this-channel = Ce salon
# /ttt agents: an agent's rating measured against people, and people's results against it.
agents-measured = Classement mesuré contre les joueurs : { $rating } · parties contre des joueurs : { $games }
agents-people-here = Joueurs d'ici : { $record }
agents-people-everywhere = Joueurs partout : { $record }
# Under a finished board: each person's new season rating and its change ($change: +12, -8).
board-rating = { $name } : classement { $rating } ({ $change })
board-unrated = { $name } : partie non classée, classement inchangé
# /ttt-admin season new (public).
season-started = La saison { $season } commence : le classement repart à zéro. La saison { $previous } reste consultable avec /ttt leaderboard season:{ $previous }.
error-season = { $reason ->
    [global] Le classement global n'a pas de saisons : les saisons sont propres à chaque serveur.
    [channel-all-time] Les classements de salon sont tenus par saison : choisis un numéro de saison, ou le classement du serveur toutes saisons confondues.
    [race] Un autre admin a lancé une nouvelle saison au même moment ; rien d'autre n'a changé.
   *[not-started] Il n'y a pas de saison { $season } ici : ce serveur est en saison { $current }.
}
cmd-ttt-leaderboard-season = saison
    .description = Un numéro de saison, ou all pour toutes les saisons (par défaut : la saison en cours)
choice-channel = salon
cmd-ttt-admin-season = saison
    .description = Saisons du classement de ce serveur
cmd-ttt-admin-season-new = nouvelle
    .description = Archiver le classement de cette saison et en commencer une nouvelle
## Rematches: the rematch button, /ttt history, their refusals, the console's forms
rematch-button = Revanche
rematch-invite-note = Revanche de la partie n° { $game_id }, couleurs inversées.
error-rematch = Cette revanche n'est pas possible.
error-rematch-not-player = Seuls { $x } et { $o } peuvent demander la revanche de la partie n° { $game_id }.
error-rematch-not-over = La partie n° { $game_id } est encore en cours : terminez-la avant de demander une revanche.
error-rematch-taken = La partie n° { $game_id } a déjà eu sa revanche : la partie n° { $rematch_id }.
error-nothing-to-rematch = Vous n'avez encore ici aucune partie terminée à rejouer.
error-history-size = Un historique liste de { $low } à { $high } parties, pas { $value }.
history-title = Parties récentes de { $name }
history-empty = Aucune partie terminée de { $name } sur ce serveur que vous puissiez analyser.
history-line = n° { $game_id } · { $date } · contre { $opponent } · { $result }
history-result = { $result ->
    [win] gagnée
    [loss] perdue
    [unrated] abandonnée, non classée
   *[draw] nulle
}
history-option = Partie n° { $game_id } contre { $opponent }
history-pick = Choisissez une partie à analyser
history-footer = Les plus récentes d'abord. Choisissez-en une ci-dessous pour l'analyser, ou utilisez /ttt review <numéro>.
cmd-ttt-history = historique
    .description = Vos parties récentes ici, ou celles d'un membre
cmd-ttt-history-member = membre
    .description = Les parties de qui (par défaut : les vôtres)
console-history-head = Vos parties récentes ici, les plus récentes d'abord (/ttt review <numéro> en analyse une) :
console-history-empty = Vous n'avez encore aucune partie terminée ici.
console-history-line = n° { $game_id }  { $date }  contre { $opponent } : { $result }
console-help-rematch = rejouer votre dernière partie ici, couleurs inversées
console-help-history = vos parties récentes ici, à analyser par numéro
console-help-admin = les réglages de ce serveur ; changez-en un avec /ttt admin <setting> <value>
## The front: post limits, one live board, roles, looks, help, welcome, unrated games

board-abandoned-unrated = Abandonnée avant le premier coup : non classée, elle ne compte pour personne.
board-replaced = Ce plateau a été remplacé par un plus récent, donc rien n’a été joué. Jouez sur le plateau le plus récent (ou /ttt board).
error-game-channels-elsewhere = On ne joue pas dans ce salon ici ; les parties se jouent dans { $channels }.
error-role-not-allowed = Ici, les parties sont réservées aux membres ayant l’un de ces rôles : { $roles }.
error-public-post-limit-reached = Vous m’avez fait publier { $limit } plateaux publics dans la dernière minute ; réessayez dans { $wait } s.
error-invalid-looks = { $reason ->
    [emoji] { $name } doit être un seul emoji (comme ❌, ou un emoji du serveur comme <:cross:123456789012345678>), pas « { $value } ».
   *[colour] La couleur doit être en hexadécimal, comme #5865F2, pas « { $value } ».
}
admin-roles = Rôles qui jouent
admin-roles-all = tous les membres
admin-public-posts = Plateaux publics par membre
admin-public-posts-value = { $count } par minute
admin-no-limit = aucune limite
admin-looks = Apparence
admin-looks-value = X : { $x } · O : { $o } · couleur : { $colour }
admin-looks-default = celle du bot
retrain-owners-only = Seuls les propriétaires du bot peuvent réentraîner l’agent ou revenir en arrière : cela change l’agent de tous les serveurs.
help-discord =
    Comment jouer au morpion ici
    Cases : { $forms }. Sur un plateau, chaque case vide affiche son numéro : cliquez dessus, ou tapez /ttt move avec ce numéro.
    `/ttt play` jouer contre moi (agent par défaut : { $default }), ou défier un membre avec l’option adversaire
    `/ttt move` jouer une case
    `/ttt board` réafficher votre partie
    `/ttt resign` abandonner votre partie
    `/ttt stats` le bilan, le classement Elo et les séries d’un membre
    `/ttt leaderboard` les mieux classés ({ $ranked } parties ou plus)
    `/ttt review` les coups qui ont changé l’issue d’une partie
    `/ttt agents` les agents contre qui jouer
    `/ttt help` ce texte
    Admins : `/ttt-admin settings` montre les choix de ce serveur.
help-welcome = Bonjour ! Je joue au morpion, contre vous ou entre vous. Lancez une partie avec `/ttt play` ; `/ttt help` liste toutes les commandes, et les admins trouvent les réglages sous `/ttt-admin`.
cmd-ttt-help =
    .description = Comment jouer, et toutes les commandes
cmd-ttt-admin-allow-role =
    .description = Laisser jouer les membres d’un rôle (dès qu’un rôle est choisi, eux seuls)
cmd-ttt-admin-allow-role-role =
    .description = Le rôle
cmd-ttt-admin-disallow-role =
    .description = Retirer un rôle des rôles qui jouent
cmd-ttt-admin-disallow-role-role =
    .description = Le rôle
cmd-ttt-admin-all-roles =
    .description = Laisser jouer tous les membres
cmd-ttt-admin-public-posts =
    .description = Combien de plateaux un membre peut me faire publier par minute
cmd-ttt-admin-public-posts-per_minute =
    .description = Plateaux par minute et par membre (0 : aucune limite)
cmd-ttt-admin-looks =
    .description = Les emojis des marques et la couleur des plateaux de ce serveur
cmd-ttt-admin-looks-x =
    .description = Un emoji pour X (emoji du serveur possible) ; par défaut : la lettre
cmd-ttt-admin-looks-o =
    .description = Un emoji pour O (emoji du serveur possible) ; par défaut : la lettre
cmd-ttt-admin-looks-colour =
    .description = La couleur des plateaux en cours, en hexadécimal (#5865F2) ; par défaut : celle du bot
looks-emoji-elsewhere = { $emoji } n’est pas un emoji de ce serveur : utilisez l’un de ses emojis, ou un emoji Unicode.
