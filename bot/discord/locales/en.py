"""English: the reference catalog. Every key used by the Discord front must exist here.

Command names and descriptions are not listed: the English ones are the defaults written in the
command decorators, and Discord shows those to every locale without a translation.
"""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # -- the board --------------------------------------------------------------------------
    "board.title": "Game #{id}",
    "board.vs": "{x} (X) vs {o} (O)",
    "board.turn": "{mark} to move: {name}",
    "board.won": "{name} ({mark}) wins.",
    "board.drawn": "Draw.",
    "board.resigned": "{loser} resigned; {name} ({mark}) wins.",
    "board.abandoned": "{loser} ran out of time; {name} ({mark}) wins.",
    "board.agent": "Agent",
    "board.agent_side": "{name} (agent)",
    "board.footer": "Move {ply} · game #{id}",
    "board.footer_over": "{moves} moves · game #{id}",
    "board.moved_on": "This board continues in a newer message.",
    "board.none": "You have no game in progress here. Start one with /ttt play.",
    "board.refreshed": (
        "That board was out of date, so nothing was played: it now shows the current position "
        "(move {ply}). Play your move on it."
    ),
    "board.refreshed_over": (
        "That board was out of date, so nothing was played: it now shows how the game ended."
    ),
    "button.invalid": (
        "This button is no longer valid. /ttt board shows your game in progress here."
    ),
    # -- duels ------------------------------------------------------------------------------
    "duel.title": "Tic-tac-toe challenge",
    "duel.invite": "{opponent}, {challenger} challenges you to a game. Answer {expires}.",
    "duel.first.me": "{challenger} plays X and moves first.",
    "duel.first.them": "{opponent} plays X and moves first.",
    "duel.first.random": "Who plays X is drawn at random.",
    "duel.accept": "Accept",
    "duel.decline": "Decline",
    "duel.declined": "{opponent} declined {challenger}'s challenge.",
    "duel.expired": "{challenger}'s challenge to {opponent} expired.",
    "duel.expired_invite": (
        "{challenger}'s challenge to {opponent} expired without an answer. "
        "Send a new one with /ttt play."
    ),
    "duel.agent_with_opponent": (
        "The agent option is for games against the bot: leave it out when you challenge a member."
    ),
    "duel.bot_opponent": (
        "Bots can't accept challenges. Run /ttt play without an opponent to play against me."
    ),
    # -- stats, leaderboard, agents ---------------------------------------------------------
    "stats.title": "{name}'s tic-tac-toe",
    "stats.server": "This server",
    "stats.global": "Everywhere",
    "stats.rating": "Rating",
    "stats.games": "Games",
    "stats.record": "{wins} W · {draws} D · {losses} L",
    "stats.summary": "Rating **{rating}** · {games} game(s) · {record}",
    "stats.vs_people": "Against people",
    "stats.vs_agents": "Against agents",
    "stats.streak": "Streak",
    "stats.best_streak": "Best streak",
    "stats.streak.wins": "{n} win(s) in a row",
    "stats.streak.losses": "{n} loss(es) in a row",
    "stats.streak.none": "none",
    "stats.no_games": "{name} has not finished a game yet.",
    "lb.title.server": "Leaderboard · {server}",
    "lb.title.global": "Global leaderboard",
    "lb.row": "**{rank}.** {name} · **{rating}** · {record} · streak {streak}",
    "lb.empty": "Nobody is ranked yet: it takes {min} finished games to appear here.",
    "lb.footer": "Players with at least {min} finished games, by Elo rating.",
    "agents.title": "Agents",
    "agents.server_agent": "This server plays **{name}** by default.",
    "agents.default_mark": " (this server's default)",
    "agents.version": "version {version}",
    "agents.rating": "Elo rating {rating}",
    "agents.metric": "{name}: {value}",
    "agents.accuracy": "optimal moves: {pct}",
    "agents.vs": "vs {opponent}: as X {x}; as O {o}",
    "agents.wdl": "{w} W · {d} D · {l} L",
    # -- review -----------------------------------------------------------------------------
    "review.title": "Review of game #{id}",
    "review.clean": "No move changed the game's value: both sides played without a mistake.",
    "review.line": (
        "move {ply}, {mark} on cell {cell}, turned {before} into {after}; {best} kept {kept}"
    ),
    "review.line_no_best": "move {ply}, {mark} on cell {cell}, turned {before} into {after}",
    "review.value.1": "a win",
    "review.value.0": "a draw",
    "review.value.-1": "a loss",
    "review.kept.1": "the win",
    "review.kept.0": "the draw",
    "review.kept.-1": "the loss",
    "review.or": "{head} or {last}",
    # -- admin ------------------------------------------------------------------------------
    "admin.title": "Server settings",
    "admin.agent": "Agent",
    "admin.channels": "Allowed channels",
    "admin.channels.all": "every channel",
    "admin.multiple": "Several games at once",
    "admin.move_timeout": "Move timeout",
    "admin.cooldown": "Challenge cooldown",
    "admin.seconds": "{n} s",
    "admin.yes": "yes",
    "admin.no": "no",
    "admin.updated_by": "Last changed by",
    "admin.updated": "Settings updated.",
    # -- retraining (/ttt-admin retrain, rollback) -------------------------------------------
    "retrain.not_admin": (
        "Only the bot's admins can retrain or roll back the agent: it changes the agent of "
        "every server (bot admins: TTT_BOT_ADMINS, or the application's owner)."
    ),
    "retrain.promoted": "Retrained: **{version}** serves from the next game on.",
    "retrain.unchanged": "Nothing to improve: **{version}** keeps serving.",
    "retrain.rejected": "Retrained, but not promoted: **{version}** keeps serving.",
    "retrain.skipped": "Nothing new to learn from: **{version}** keeps serving.",
    "retrain.busy": "A retraining or rollback is already running; try again when it is done.",
    "retrain.failed": "The retraining failed; nothing was changed.",
    "retrain.rolled-back": "Rolled back: **{version}** serves from the next game on.",
    "retrain.failed_checks": "Worse than the serving version on:",
    # -- cells (autocomplete) ---------------------------------------------------------------
    "cell.1": "top left",
    "cell.2": "top",
    "cell.3": "top right",
    "cell.4": "left",
    "cell.5": "center",
    "cell.6": "right",
    "cell.7": "bottom left",
    "cell.8": "bottom",
    "cell.9": "bottom right",
    "cell.choice": "{cell} · {name}",
    # -- refusals the front itself makes, and the generic apology ---------------------------
    "error.generic": (
        "Sorry, something went wrong on my side. It has been logged; please try again."
    ),
    "error.manage_guild": "You need the Manage Server permission to change the bot's settings.",
    "error.guild_only": "This command works only in a server.",
    "error.bot_missing": "I am missing permissions here: {perms}.",
    "error.bad_argument": "I could not use that value: {detail}",
}

# Refusals from the service and the engine, by the error class's ``key`` (the nearest class in
# the error's MRO with a text here wins; ``ServiceError`` and ``TttError`` have no key). Classes
# missing here show their own message, which is English already; these are for errors whose
# message is written for the console, or too terse for a chat. Fields come from the error's
# ``params``.
ERRORS: dict[str, str] = {
    "agent-unavailable": (
        "The {agent} agent can't play right now. Pick another one (/ttt agents lists them)."
    ),
    "challenge-option": "That challenge option is not valid: {value}.",
    "invalid-first-mover": (
        "'{value}' is not a choice for who moves first: me, the opponent, or random."
    ),
    "invalid-challenge-expiry": (
        "A challenge must expire after {low} to {high} seconds, not {value}."
    ),
    "self-challenge": (
        "You can't challenge yourself. Run /ttt play without an opponent to play against me."
    ),
    "bot-challenge": (
        "{name} is a bot and can't play duels. Run /ttt play without an opponent to play "
        "against me."
    ),
    "duplicate-challenge": (
        "You and {opponent} already have a challenge waiting for an answer (#{challenge_id}); "
        "answer it or let it expire first."
    ),
    "unknown-challenge": "I can't find challenge #{challenge_id}.",
    "not-challenged": "This challenge is for {opponent}: only they can accept or decline it.",
    "challenge-expired": (
        "This challenge (#{challenge_id}) has expired. Send a new one with /ttt play and an "
        "opponent."
    ),
    "challenge-already-accepted": (
        "This challenge (#{challenge_id}) was already accepted: the game is on."
    ),
    "challenge-already-declined": "This challenge (#{challenge_id}) was already declined.",
    "challenge-answered": "This challenge (#{challenge_id}) was already answered.",
}
