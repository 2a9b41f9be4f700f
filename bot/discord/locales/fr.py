"""Français."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "board.title": "Partie n° {id}",
    "board.vs": "{x} (X) contre {o} (O)",
    "board.turn": "{mark} doit jouer : {name}",
    "board.won": "{name} ({mark}) gagne.",
    "board.drawn": "Match nul.",
    "board.resigned": "{loser} a abandonné ; {name} ({mark}) gagne.",
    "board.abandoned": "{loser} a dépassé le temps imparti ; {name} ({mark}) gagne.",
    "board.agent": "Agent",
    "board.agent_side": "{name} (agent)",
    "board.footer": "Coup {ply} · partie n° {id}",
    "board.footer_over": "{moves} coups · partie n° {id}",
    "board.moved_on": "Ce plateau continue dans un message plus récent.",
    "board.none": "Vous n'avez pas de partie en cours ici. Lancez-en une avec /ttt play.",
    "board.refreshed": (
        "Ce plateau n'était plus à jour, rien n'a été joué : il montre maintenant la position "
        "actuelle (coup {ply}). Jouez votre coup dessus."
    ),
    "board.refreshed_over": (
        "Ce plateau n'était plus à jour, rien n'a été joué : il montre maintenant la fin de la "
        "partie."
    ),
    "button.invalid": (
        "Ce bouton n'est plus valable. /ttt board affiche votre partie en cours ici."
    ),
    "duel.title": "Défi de morpion",
    "duel.invite": "{opponent}, {challenger} vous défie. Répondez {expires}.",
    "duel.first.me": "{challenger} joue X et commence.",
    "duel.first.them": "{opponent} joue X et commence.",
    "duel.first.random": "Le joueur qui aura X est tiré au sort.",
    "duel.accept": "Accepter",
    "duel.decline": "Refuser",
    "duel.declined": "{opponent} a refusé le défi de {challenger}.",
    "duel.expired": "Le défi de {challenger} à {opponent} a expiré.",
    "duel.expired_invite": (
        "Le défi de {challenger} à {opponent} a expiré sans réponse. "
        "Lancez-en un nouveau avec /ttt play."
    ),
    "duel.agent_with_opponent": (
        "L'option agent sert aux parties contre le bot : ne la donnez pas quand vous défiez "
        "un membre."
    ),
    "duel.bot_opponent": (
        "Un bot ne peut pas accepter de défi. Lancez /ttt play sans adversaire pour jouer "
        "contre moi."
    ),
    "stats.title": "Morpion de {name}",
    "stats.server": "Ce serveur",
    "stats.global": "Partout",
    "stats.rating": "Classement",
    "stats.games": "Parties",
    "stats.record": "{wins} V · {draws} N · {losses} D",
    "stats.summary": "Classement **{rating}** · {games} partie(s) · {record}",
    "stats.vs_people": "Contre des membres",
    "stats.vs_agents": "Contre des agents",
    "stats.streak": "Série",
    "stats.best_streak": "Meilleure série",
    "stats.streak.wins": "{n} victoire(s) d'affilée",
    "stats.streak.losses": "{n} défaite(s) d'affilée",
    "stats.streak.none": "aucune",
    "stats.no_games": "{name} n'a encore terminé aucune partie.",
    "lb.title.server": "Classement · {server}",
    "lb.title.global": "Classement général",
    "lb.row": "**{rank}.** {name} · **{rating}** · {record} · série {streak}",
    "lb.empty": (
        "Personne n'est encore classé : il faut {min} parties terminées pour apparaître ici."
    ),
    "lb.footer": "Joueurs ayant au moins {min} parties terminées, par classement Elo.",
    "agents.title": "Agents",
    "agents.server_agent": "Ce serveur joue avec **{name}** par défaut.",
    "agents.default_mark": " (agent par défaut du serveur)",
    "agents.version": "version {version}",
    "agents.rating": "classement Elo {rating}",
    "agents.metric": "{name} : {value}",
    "agents.accuracy": "coups optimaux : {pct}",
    "agents.vs": "contre {opponent} : en X {x} ; en O {o}",
    "agents.wdl": "{w} V · {d} N · {l} D",
    "review.title": "Analyse de la partie n° {id}",
    "review.clean": (
        "Aucun coup n'a changé l'issue de la partie : les deux camps ont joué sans erreur."
    ),
    "review.line": (
        "coup {ply}, {mark} en case {cell}, a transformé {before} en {after} ; {best} "
        "gardait {kept}"
    ),
    "review.line_no_best": "coup {ply}, {mark} en case {cell}, a transformé {before} en {after}",
    "review.value.1": "une victoire",
    "review.value.0": "un match nul",
    "review.value.-1": "une défaite",
    "review.kept.1": "la victoire",
    "review.kept.0": "le match nul",
    "review.kept.-1": "la défaite",
    "review.or": "{head} ou {last}",
    "admin.title": "Réglages du serveur",
    "admin.agent": "Agent",
    "admin.channels": "Salons autorisés",
    "admin.channels.all": "tous les salons",
    "admin.multiple": "Plusieurs parties à la fois",
    "admin.move_timeout": "Délai par coup",
    "admin.cooldown": "Délai entre deux défis",
    "admin.seconds": "{n} s",
    "admin.yes": "oui",
    "admin.no": "non",
    "admin.updated_by": "Dernière modification par",
    "admin.updated": "Réglages mis à jour.",
    "retrain.not_admin": (
        "Seuls les admins du bot peuvent réentraîner l'agent ou revenir en arrière : cela change "
        "l'agent de tous les serveurs (admins : TTT_BOT_ADMINS, ou le propriétaire de "
        "l'application)."
    ),
    "retrain.promoted": "Réentraîné : **{version}** joue dès la prochaine partie.",
    "retrain.unchanged": "Rien à améliorer : **{version}** reste en service.",
    "retrain.rejected": "Réentraîné, mais pas promu : **{version}** reste en service.",
    "retrain.skipped": "Rien de nouveau à apprendre : **{version}** reste en service.",
    "retrain.busy": "Un réentraînement ou un retour arrière est déjà en cours ; réessayez ensuite.",
    "retrain.failed": "Le réentraînement a échoué ; rien n'a changé.",
    "retrain.rolled-back": "Retour arrière : **{version}** joue dès la prochaine partie.",
    "retrain.failed_checks": "Moins bon que la version en service sur :",
    "cell.1": "en haut à gauche",
    "cell.2": "en haut",
    "cell.3": "en haut à droite",
    "cell.4": "à gauche",
    "cell.5": "au centre",
    "cell.6": "à droite",
    "cell.7": "en bas à gauche",
    "cell.8": "en bas",
    "cell.9": "en bas à droite",
    "cell.choice": "{cell} · {name}",
    "error.generic": (
        "Désolé, quelque chose s'est mal passé de mon côté. L'incident est enregistré ; réessayez."
    ),
    "error.manage_guild": (
        "Il faut la permission Gérer le serveur pour modifier les réglages du bot."
    ),
    "error.guild_only": "Cette commande ne fonctionne que sur un serveur.",
    "error.bot_missing": "Il me manque des permissions ici : {perms}.",
    "error.bad_argument": "Je ne peux pas utiliser cette valeur : {detail}",
}

# Refusals from the service and the engine, by the error class's ``key``. The English text is
# the exception's own message; these replace it for French users. A class missing here falls
# back to its nearest translated base class, then to the English message.
ERRORS: dict[str, str] = {
    "agent-unavailable": (
        "L'agent {agent} ne peut pas jouer pour le moment. "
        "Choisissez-en un autre (/ttt agents les liste)."
    ),
    "no-active-game": ("Vous n'avez pas de partie en cours ici. Lancez-en une avec /ttt play."),
    "already-playing": (
        "Vous avez déjà une partie en cours ici : terminez-la avec /ttt move ou /ttt resign."
    ),
    "not-your-turn": "Ce n'est pas votre tour.",
    "not-your-game": "Ce n'est pas votre partie : lancez la vôtre avec /ttt play.",
    "stale-board": (
        "Ce plateau n'est plus à jour : la partie a avancé depuis. Jouez sur le dernier message."
    ),
    "game-not-found": "Je ne trouve pas cette partie.",
    "channel-not-allowed": "Les parties ne sont pas autorisées dans ce salon.",
    "cooldown": "Vous avez lancé un défi il y a peu : attendez un peu avant le suivant.",
    "challenge": "Ce défi n'est pas possible.",
    "challenge-option": "Cette option du défi n'est pas valable : {value}.",
    "invalid-first-mover": (
        "« {value} » n'est pas un choix pour qui commence : moi, l'adversaire ou au hasard."
    ),
    "invalid-challenge-expiry": (
        "Un défi doit expirer après {low} à {high} secondes, pas {value}."
    ),
    "self-challenge": (
        "Vous ne pouvez pas vous défier vous-même. Lancez /ttt play sans adversaire pour jouer "
        "contre moi."
    ),
    "bot-challenge": (
        "{name} est un bot et ne peut pas jouer de duel. Lancez /ttt play sans adversaire pour "
        "jouer contre moi."
    ),
    "duplicate-challenge": (
        "{opponent} et vous avez déjà un défi en attente de réponse (n° {challenge_id}) : "
        "répondez-y ou laissez-le expirer d'abord."
    ),
    "unknown-challenge": "Je ne trouve pas le défi n° {challenge_id}.",
    "not-challenged": (
        "Ce défi s'adresse à {opponent} : personne d'autre ne peut l'accepter ou le refuser."
    ),
    "challenge-expired": (
        "Ce défi (n° {challenge_id}) a expiré. Lancez-en un nouveau avec /ttt play et un "
        "adversaire."
    ),
    "challenge-already-accepted": (
        "Ce défi (n° {challenge_id}) a déjà été accepté : la partie est lancée."
    ),
    "challenge-already-declined": "Ce défi (n° {challenge_id}) a déjà été refusé.",
    "challenge-answered": "Ce défi (n° {challenge_id}) a déjà reçu une réponse.",
    "cell-occupied": "Cette case est déjà prise.",
    "game-over": "La partie est terminée.",
    "cell-out-of-range": "Les cases sont numérotées de 1 à 9.",
    "illegal-move": "Ce coup n'est pas permis.",
    "cell-parse": (
        "Je ne reconnais pas cette case : donnez un chiffre de 1 à 9 (1 2 3 / 4 5 6 / 7 8 9 "
        "depuis le coin supérieur gauche) ou une coordonnée comme b2."
    ),
    "unknown-agent": "Agent inconnu. Agents disponibles : {agents}.",
}

# Command and option names/descriptions, by qualified name ("ttt play", "ttt play opponent").
# Names must stay lower-case without spaces (Discord's rule for localized names).
COMMANDS: dict[str, tuple[str | None, str]] = {
    "ttt": (None, "Morpion contre le bot ou entre membres"),
    "ttt play": ("jouer", "Lancer une partie contre l'agent du serveur, ou défier un membre"),
    "ttt play opponent": ("adversaire", "Un membre à défier (sans lui, vous jouez contre moi)"),
    "ttt play agent": ("agent", "L'agent à affronter (par défaut : celui du serveur)"),
    "ttt play first": ("premier", "Qui joue X et commence"),
    "ttt move": ("coup", "Jouer une case de votre partie"),
    "ttt move cell": ("case", "1 à 9 depuis le coin supérieur gauche, ou b2"),
    "ttt board": ("plateau", "Afficher votre partie en cours"),
    "ttt resign": ("abandonner", "Abandonner votre partie en cours"),
    "ttt stats": ("stats", "Classement, victoires, nuls, défaites et séries d'un membre"),
    "ttt stats member": ("membre", "Le membre (par défaut : vous)"),
    "ttt leaderboard": ("classement", "Les meilleurs joueurs, par classement Elo"),
    "ttt leaderboard scope": ("portee", "Ce serveur ou partout"),
    "ttt agents": ("agents", "Les agents et leur force mesurée"),
    "ttt review": ("analyse", "Les coups qui ont changé l'issue de votre dernière partie"),
    "ttt review game": ("partie", "Numéro de la partie (par défaut : votre dernière ici)"),
    "ttt-admin": (None, "Réglages du bot pour ce serveur"),
    "ttt-admin settings": ("reglages", "Afficher les réglages du serveur"),
    "ttt-admin agent": ("agent", "Choisir l'agent du serveur"),
    "ttt-admin agent name": ("nom", "Nom de l'agent"),
    "ttt-admin allow-channel": ("autoriser-salon", "Autoriser les parties dans un salon"),
    "ttt-admin allow-channel channel": ("salon", "Le salon"),
    "ttt-admin disallow-channel": ("retirer-salon", "Retirer un salon des salons autorisés"),
    "ttt-admin disallow-channel channel": ("salon", "Le salon"),
    "ttt-admin all-channels": ("tous-les-salons", "Autoriser les parties dans tous les salons"),
    "ttt-admin multiple-games": (
        "parties-multiples",
        "Permettre à un membre d'avoir plusieurs parties à la fois",
    ),
    "ttt-admin multiple-games enabled": ("active", "Oui ou non"),
    "ttt-admin move-timeout": ("delai-coup", "Temps maximal pour jouer un coup"),
    "ttt-admin move-timeout seconds": ("secondes", "En secondes"),
    "ttt-admin cooldown": ("delai-defi", "Temps minimal entre deux défis d'un même membre"),
    "ttt-admin cooldown seconds": ("secondes", "En secondes"),
    "ttt-admin retrain": (
        "reentrainer",
        "Réentraîner le DQN sur les parties des joueurs (admins du bot)",
    ),
    "ttt-admin rollback": ("revenir", "Remettre en service la version précédente du DQN"),
    "ttt-admin learning": ("apprentissage", "Ce que le bot a appris des joueurs de ce serveur"),
}

# Choice display names, by choice value.
CHOICES: dict[str, str] = {
    "me": "moi",
    "bot": "le bot (ou l'adversaire)",
    "random": "au hasard",
    "server": "ce serveur",
    "global": "partout",
}
