# English: the reference catalog. Every other locale has exactly these messages, with the same
# variables (tests/i18n/test_catalogs.py checks it).
#
# Conventions for callers:
# - ids ($game_id, $challenge_id) are passed as text, so no locale groups their digits;
# - counts ($count, $moves, $games, $min, $ply) are numbers: they choose the plural form and
#   are formatted per locale;
# - durations ($wait, $timeout, $cooldown, $low, $high) are already formatted with
#   bot.i18n.format_duration for the same locale;
# - $mark is X or O; names and mentions are passed as they are.

## The board (public: the server's language)

board-title = Game #{ $game_id }
board-vs = { $x } (X) vs { $o } (O)
board-turn = { $mark } to move: { $name }
board-won = { $name } ({ $mark }) wins.
board-drawn = Draw.
board-resigned = { $loser } resigned; { $name } ({ $mark }) wins.
board-abandoned = { $loser } ran out of time; { $name } ({ $mark }) wins.
board-agent = Agent
board-agent-side = { $name } (agent)
board-footer = Move { $ply } · game #{ $game_id }
board-footer-over = { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} · game #{ $game_id }
board-moved-on = This board continues in a newer message.
board-none = You have no game in progress here. Start one with /ttt play.

## Duels (the invitation and its outcome are public; the rest is ephemeral)

duel-title = Tic-tac-toe challenge
# $expires is a Discord relative timestamp (<t:…:R>): Discord writes it in the reader's language.
duel-invite = { $opponent }, { $challenger } challenges you to a game. Answer { $expires }.
duel-first-me = { $challenger } plays X and moves first.
duel-first-them = { $opponent } plays X and moves first.
duel-first-random = Who plays X is drawn at random.
duel-accept = Accept
duel-decline = Decline
duel-declined = { $opponent } declined { $challenger }'s challenge.
duel-expired = { $challenger }'s challenge to { $opponent } expired.
duel-expired-invite = { $challenger }'s challenge to { $opponent } expired without an answer. Send a new one with /ttt play.
duel-agent-with-opponent = The agent option is for games against the bot: leave it out when you challenge a member.
duel-bot-opponent = Bots can't accept challenges. Run /ttt play without an opponent to play against me.

## Stats, leaderboard, agents

stats-title = { $name }'s tic-tac-toe
stats-server = This server
stats-global = Everywhere
stats-rating = Rating
stats-games = Games
stats-record = { $wins } W · { $draws } D · { $losses } L
stats-summary = Rating **{ $rating }** · { $games ->
    [one] { $games } game
   *[other] { $games } games
} · { $record }
stats-vs-people = Against people
stats-vs-agents = Against agents
stats-streak = Streak
stats-best-streak = Best streak
stats-streak-wins = { $count ->
    [one] { $count } win in a row
   *[other] { $count } wins in a row
}
stats-streak-losses = { $count ->
    [one] { $count } loss in a row
   *[other] { $count } losses in a row
}
stats-streak-none = none
stats-no-games = { $name } has not finished a game yet.
lb-title-server = Leaderboard · { $server }
lb-title-global = Global leaderboard
lb-row = **{ $rank }.** { $name } · **{ $rating }** · { $record } · streak { $streak }
lb-empty = { $min ->
    [one] Nobody is ranked yet: it takes { $min } finished game to appear here.
   *[other] Nobody is ranked yet: it takes { $min } finished games to appear here.
}
lb-footer = { $min ->
    [one] Players with at least { $min } finished game, by Elo rating.
   *[other] Players with at least { $min } finished games, by Elo rating.
}
agents-title = Agents
agents-server-agent = This server plays **{ $name }** by default.
agents-default-mark = { " " }(this server's default)
agents-version = version { $version }
agents-rating = Elo rating { $rating }
agents-metric = { $name }: { $value }
agents-accuracy = optimal moves: { $pct }
agents-vs = vs { $opponent }: as X { $x }; as O { $o }
agents-wdl = { $w } W · { $d } D · { $l } L

## Review

review-title = Review of game #{ $game_id }
review-clean = No move changed the game's value: both sides played without a mistake.
# $before, $after: review-value; $kept: review-kept (same locale).
review-line = move { $ply }, { $mark } on cell { $cell }, turned { $before } into { $after }; { $best } kept { $kept }
review-line-no-best = move { $ply }, { $mark } on cell { $cell }, turned { $before } into { $after }
# $value: win, draw or loss.
review-value = { $value ->
    [win] a win
    [draw] a draw
   *[loss] a loss
}
review-kept = { $value ->
    [win] the win
    [draw] the draw
   *[loss] the loss
}
review-or = { $head } or { $last }
# Under a review of a game its loser left while it was not lost yet. $how: resigned or
# timed-out; $mark: X or O, the side that left; $value: win or draw, what it still had.
review-left-early = { $how ->
    [resigned] { $value ->
        [win] { $mark } resigned in a won position.
       *[draw] { $mark } resigned in a position that was still a draw.
    }
   *[timed-out] { $value ->
        [win] { $mark } ran out of time in a won position.
       *[draw] { $mark } ran out of time in a position that was still a draw.
    }
}

## Server settings (/ttt-admin)

admin-title = Server settings
admin-agent = Agent
admin-channels = Allowed channels
admin-channels-all = every channel
admin-multiple-games = Several games at once
admin-move-timeout = Move timeout
admin-cooldown = Challenge cooldown
admin-language = Server language
# $language: the language's own name (Babel), e.g. "français".
admin-language-default = { $language } (Discord's server locale)
admin-language-updated = Public messages here are now in { $language }.
admin-yes = yes
admin-no = no
admin-updated-by = Last changed by
admin-updated = Settings updated.

## Retraining (/ttt-admin retrain, rollback)

retrain-not-admin = Only the bot's admins can retrain or roll back the agent: it changes the agent of every server (bot admins: TTT_BOT_ADMINS, or the application's owner).
retrain-promoted = Retrained: **{ $version }** serves from the next game on.
retrain-unchanged = Nothing to improve: **{ $version }** keeps serving.
retrain-rejected = Retrained, but not promoted: **{ $version }** keeps serving.
retrain-skipped = Nothing new to learn from: **{ $version }** keeps serving.
retrain-busy = A retraining or rollback is already running; try again when it is done.
retrain-failed = The retraining failed; nothing was changed.
retrain-rolled-back = Rolled back: **{ $version }** serves from the next game on.
retrain-failed-checks = Worse than the serving version on:

## Cells: display names (autocomplete, review) and what people type

cell-1 = top left
cell-2 = top
cell-3 = top right
cell-4 = left
cell-5 = center
cell-6 = right
cell-7 = bottom left
cell-8 = bottom
cell-9 = bottom right
cell-choice = { $cell } · { $name }
# What players type for each cell, comma-separated, besides the name above. Case, accents,
# hyphens and extra spaces are ignored when matching (bot.i18n.cells).
cell-aliases-1 = top left, left top, upper left, top-left, tl
cell-aliases-2 = top middle, top center, top centre, upper middle, middle top, tm
cell-aliases-3 = top right, right top, upper right, top-right, tr
cell-aliases-4 = middle left, center left, left middle, ml
cell-aliases-5 = centre, middle, center center, mid, c
cell-aliases-6 = middle right, center right, right middle, mr
cell-aliases-7 = bottom left, left bottom, lower left, bottom-left, bl
cell-aliases-8 = bottom middle, bottom center, bottom centre, lower middle, middle bottom, bm
cell-aliases-9 = bottom right, right bottom, lower right, bottom-right, br
# How to name a cell, for refusals and help.
cell-forms = a number 1-9 (1 2 3 / 4 5 6 / 7 8 9 from the top left), a coordinate like b2, or words like “center” or “top left”

## Refusals made by the fronts themselves, and the generic apology (ephemeral)

error-generic = Sorry, something went wrong on my side. It has been logged; please try again.
error-manage-guild = You need the Manage Server permission to change the bot's settings.
error-guild-only = This command works only in a server.
error-bot-missing = I am missing permissions here: { $perms }.
error-bad-argument = I could not use that value: { $detail }

## Refusals by error class: error-<key>, key = the class name in kebab-case without "Error"
## (NoActiveGameError → error-no-active-game). Ephemeral, in the member's language.

error-no-active-game = You have no game in progress here. Start one with /ttt play.
error-game-timed-out = You have no game in progress here: game #{ $game_id } ended when { $loser } ran out of time. Start a new one with /ttt play.
# $who: you (the member asking) or other ($name is playing).
error-already-playing = { $who ->
    [you] You already have game #{ $game_id } in progress here: finish it with /ttt move or /ttt resign first.
   *[other] { $name } is already playing game #{ $game_id } here.
}
error-not-your-turn = It is not your turn: { $mark } to move ({ $name }).
error-not-your-game = Game #{ $game_id } is { $x } (X) against { $o } (O); you are not playing in it.
# $reason: moved-on (a click on an old board), conflict (a move got there first), resign.
error-stale-board = { $reason ->
    [moved-on] That board is out of date: game #{ $game_id } has moved on to move { $ply }. Here is the current board.
    [conflict] Game #{ $game_id } changed while you were moving (another move got there first); nothing was played. Look at the board again.
   *[resign] The game kept changing while you resigned; try again.
}
# $reason: unknown (no such game, or not one you may see), none-to-review.
error-game-not-found = { $reason ->
    [none-to-review] You have no finished game here to review yet.
   *[unknown] There is no game #{ $game_id }.
}
# The board's emojis: Discord refused them, so boards show the letters (and the setting is reset).
looks-refused = { $admin } Discord refused this server's board emojis, so boards show X and O again. An admin can choose others with /ttt-admin looks.
error-game-number = Game numbers go from { $low } to { $high }: there is no such game.
error-review-in-progress = Game #{ $game_id } is still in progress; a review would give away the best moves. Ask again when it is over.
error-leaderboard-size = A leaderboard shows { $low } to { $high } players, not { $value }.
error-channel-not-allowed = Games are not played in this channel here; try one of the server's game channels, or ask an admin to allow this one.
error-cooldown = You challenged someone moments ago; you can challenge again in { $wait }.
error-challenge = That challenge is not possible.
error-challenge-option = That challenge option is not valid: { $value }.
error-invalid-first-mover = “{ $value }” is not a choice for who moves first: me, the opponent, or random.
error-invalid-challenge-expiry = A challenge must expire after { $low } to { $high }, not “{ $value }”.
error-self-challenge = You can't challenge yourself. Run /ttt play without an opponent to play against me.
error-bot-challenge = { $name } is a bot and can't play duels. Run /ttt play without an opponent to play against me.
error-duplicate-challenge = You and { $opponent } already have a challenge waiting for an answer (#{ $challenge_id }); answer it or let it expire first.
error-unknown-challenge = I can't find challenge #{ $challenge_id }.
error-not-challenged = Challenge #{ $challenge_id } is for { $opponent }: only they can accept or decline it.
error-challenge-expired = This challenge (#{ $challenge_id }) has expired. Send a new one with /ttt play and an opponent.
error-challenge-answered = This challenge (#{ $challenge_id }) was already answered.
error-challenge-already-accepted = This challenge (#{ $challenge_id }) was already accepted: the game is on.
error-challenge-already-declined = This challenge (#{ $challenge_id }) was already declined.
error-agent-unavailable = The { $agent } agent can't play right now. Pick another one (/ttt agents lists them).
# $reason: empty (nothing to change), unknown ($name is no setting; $known lists them),
# range ($name must lie from $low to $high), value ($name cannot take $value).
error-invalid-setting = { $reason ->
    [empty] Nothing to change: name a setting and its new value.
    [unknown] Unknown setting “{ $name }”; the settings are: { $known }.
    [range] { $name } must be from { $low } to { $high }, not “{ $value }”.
   *[value] { $name } cannot be “{ $value }”.
}
error-invalid-board = That position cannot be reached in a game.
error-illegal-move = That move is not allowed.
error-cell-out-of-range = Cells are numbered 1 to 9, not { $value }.
error-cell-occupied = Cell { $cell } is already taken by { $mark }.
# $result: the game's outcome, rendered with board-won, board-drawn… in the same locale.
error-game-over = Game #{ $game_id } is over: { $result }
# $reason: empty, number (a number other than 1-9), unknown. $forms: cell-forms.
error-cell-parse = { $reason ->
    [empty] Which cell? Use { $forms }.
    [number] “{ $input }” is not a cell: cells are numbered 1 to 9.
   *[unknown] “{ $input }” is not a cell. Use { $forms }.
}
error-unknown-agent = There is no agent called “{ $name }”. Available agents: { $agents }.
error-weights = The { $agent } agent's weights could not be loaded; it cannot play until they are fixed.
error-not-admin = Only the bot's admins can retrain or roll back the agent: it changes the agent of every server (bot admins: TTT_BOT_ADMINS, or the application's owner).
error-busy = A retraining or rollback is already running; try again when it is done.
error-retrain = The retraining failed; nothing was changed ({ $detail }).
error-database-unavailable = The game database is unavailable right now; nothing was changed. Try again in a moment.
error-database-unconfirmed = The game database stopped answering while it was saving this: it may or may not have been saved. Check before you try again (/ttt board shows your game).
error-database-full = The game database's disk is full, so this was not saved; nothing was changed. Try again once the bot's operator has freed some space.
error-database-damaged = The game database file is damaged, so this cannot be done right now; nothing was changed. The bot's operator has been told.
# The console's own refusals. $reason: read (the line could not be split: $detail),
# missing-command, unknown-command ($command), unexpected ($input; $usage is the command's
# syntax), no-cell, bad-first ($value; $choices lists the valid ones).
error-usage = { $reason ->
    [read] Could not read that command ({ $detail }). Type /ttt help.
    [missing-command] Missing a command after /ttt. Type /ttt help.
    [unknown-command] Unknown command “{ $command }”. Type /ttt help.
    [no-cell] Which cell? Usage: /ttt move <cell>, e.g. /ttt move 5
    [bad-first] “first” must be one of { $choices }, not “{ $value }”.
   *[unexpected] Unexpected “{ $input }”. Usage: { $usage }
}
# The console, for a word that is no command (and no cell) but close to one. $command: what
# was typed; $suggestion: the command most like it, as the player would type it.
error-unknown-command = Unknown command “{ $command }” — did you mean { $suggestion }?

## Command names and descriptions (Discord), one message per command, group or option:
## the value is the localized name (lowercase, no spaces, at most 32 characters), the
## .description attribute its description (at most 100 characters). A message without a value
## keeps its English name in every locale.

cmd-ttt =
    .description = Tic-tac-toe against the bot or other members
cmd-ttt-play = play
    .description = Play against the server's agent, or challenge a member
cmd-ttt-play-opponent = opponent
    .description = A member to challenge to a duel (leave out to play against me)
cmd-ttt-play-agent = agent
    .description = The agent to play against (default: this server's agent)
cmd-ttt-play-first = first
    .description = Who plays X and moves first
cmd-ttt-move = move
    .description = Play a cell in your game
cmd-ttt-move-cell = cell
    .description = 1-9 from the top left (1 2 3 / 4 5 6 / 7 8 9), or b2, center…
cmd-ttt-board = board
    .description = Show your game in progress
cmd-ttt-resign = resign
    .description = Give up your game in progress
cmd-ttt-stats = stats
    .description = A member's rating, wins, draws, losses and streaks
cmd-ttt-stats-member = member
    .description = Whose stats (default: yours)
cmd-ttt-leaderboard = leaderboard
    .description = The best players by Elo rating
cmd-ttt-leaderboard-scope = scope
    .description = This server or everywhere
cmd-ttt-agents = agents
    .description = The agents you can play and their measured strength
cmd-ttt-review = review
    .description = The moves that changed the outcome of your last game
cmd-ttt-review-game = game
    .description = Game number (default: your last finished game here)
cmd-ttt-admin =
    .description = Tic-tac-toe settings for this server
cmd-ttt-admin-settings = settings
    .description = Show this server's settings
cmd-ttt-admin-agent = agent
    .description = Choose the agent members play by default here
cmd-ttt-admin-agent-name = name
    .description = Agent name (see /ttt agents)
cmd-ttt-admin-allow-channel = allow-channel
    .description = Allow games in a channel (once any is allowed, only those)
cmd-ttt-admin-allow-channel-channel = channel
    .description = The channel
cmd-ttt-admin-disallow-channel = disallow-channel
    .description = Remove a channel from the allowed channels
cmd-ttt-admin-disallow-channel-channel = channel
    .description = The channel
cmd-ttt-admin-all-channels = all-channels
    .description = Allow games in every channel
cmd-ttt-admin-multiple-games = multiple-games
    .description = Whether a member may run several games at once
cmd-ttt-admin-multiple-games-enabled = enabled
    .description = Yes or no
cmd-ttt-admin-move-timeout = move-timeout
    .description = How long a player may take for a move
cmd-ttt-admin-move-timeout-seconds = seconds
    .description = In seconds
cmd-ttt-admin-cooldown = cooldown
    .description = How long a member waits between two challenges
cmd-ttt-admin-cooldown-seconds = seconds
    .description = In seconds
cmd-ttt-admin-language = language
    .description = The language of this server's public messages (boards, invitations, results)
cmd-ttt-admin-language-language = language
    .description = A language (leave out to follow Discord's server locale)
cmd-ttt-owner =
    .description = Retraining of the bot's agent (the bot's owners)
cmd-ttt-owner-retrain = retrain
    .description = Retrain the DQN on people's games now (bot admins)
cmd-ttt-owner-rollback = rollback
    .description = Serve the previous DQN version again (bot admins)

## Choice display names, by choice value

choice-me = me
choice-bot = bot (or the opponent)
choice-random = random
choice-server = server
choice-global = global

## The console (the member's language: TTT_LOCALE, else the system locale)

console-welcome = tttbot console - type /ttt help for commands, quit to leave.
# $default: the default agent; $ranked: games needed to be ranked; $forms: cell-forms.
console-help =
    Commands (cells: { $forms }):
      /ttt play [agent] [first:me|bot|random]   start a game (default agent: { $default })
      /ttt move <cell>                           play a cell (a bare cell like 5 works too)
      /ttt board                                 show your game
      /ttt resign                                give up the current game
      /ttt stats [global]                        your record, rating and streaks
      /ttt leaderboard [global] [N]              the best-rated players ({ $ranked }+ games)
      /ttt review [game]                         the moves that changed your last game's outcome
      /ttt agents                                list the agents you can play
      /ttt admin learning                        what the bot learned from this server's people
      /ttt help                                  this text
      quit                                       leave
console-error = Something went wrong with that command; it was logged. Type /ttt help.
console-timed-out = Game #{ $game_id } timed out: { $result }
console-opening = Game #{ $game_id }: { $x } (X) vs { $o } (O).
console-agent-opens = { $name } opens on cell { $cell }.
console-you-played = You played { $cell }.
console-agent-answered = You played { $cell }; { $name } answered { $reply }.
console-you = you
console-scope-here = here
console-scope-everywhere = everywhere
console-no-stats = No finished games for { $name } { $where } yet. Start one with /ttt play.
console-stats-head = Stats for { $name } ({ $where }): rating { $rating } ({ $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $ranked })
console-ranked = ranked
console-to-rank = { $count ->
    [one] { $count } more game to be ranked
   *[other] { $count } more games to be ranked
}
console-stats-overall = overall
console-stats-vs-people = vs people
console-stats-vs-agent = vs { $agent }
console-streak = streak { $streak } (best { $best })
console-no-leaderboard = { $min ->
    [one] Nobody is ranked { $where } yet: players appear after { $min } game.
   *[other] Nobody is ranked { $where } yet: players appear after { $min } games.
}
console-leaderboard-head = Leaderboard ({ $where }):
console-games = { $count ->
    [one] { $count } game
   *[other] { $count } games
}
console-review-clean = No move changed the game's value: every move kept the best result.
console-agents-head = Agents (Elo rating; learned agents: version, measured optimal-move accuracy):
console-optimal = { $pct } optimal

## What the bot learned from this server's people (/ttt-admin learning)
learning-none = No retrained { $agent } has learned from this server's people yet.
learning-head = { $agent } { $version } (retrained from { $base }) learned from this server's people. Games used: { $games }; held out to check it: { $held }.
learning-winrate = Expected win rate against your people: { $before } → { $after }
learning-held-out = On held-out games: gain { $gain } ({ $confidence } interval { $lower } to { $upper })
learning-habit = Your people { $habit } { $pct } of the time ({ $chances } chances).
learning-habit-win-line = take a winning move on a row or column
learning-habit-win-diag = take a winning move on a diagonal
learning-habit-block-line = block a threat on a row or column
learning-habit-block-diag = block a threat on a diagonal
learning-no-habits = Not enough games yet to describe their habits.
agents-vs-people = { $pct } wins expected against this server's people
learning-line = { $own ->
    [yes] This server has its own line of play.
   *[no] This server is played with the line learned from everyone's people.
}
# A member's own line of play was refused by the retraining's gate and left out ($why: the failed checks, as the run names them).
learning-member-dropped = Member { $member } was to get a line of play of their own, but the checks refused it ({ $why }); they are played with this server's line.
# The gate refused a group's new line of play and the version keeps the serving one's ($group: server, everyone or member; $member: the member's id; $why: the failed checks, as the run names them).
learning-kept-serving = { $group ->
    [server] This server's
    [everyone] Everyone's
   *[member] Member { $member }'s
} new line of play was refused by the checks ({ $why }); it keeps the line it had.
cmd-ttt-admin-learning = learning
    .description = What the bot learned from this server's people

## Stale boards, invalid buttons, the console's results

# A click on an older picture of the game (ephemeral; $ply: the move the game is at).
board-refreshed = That board was out of date, so nothing was played: it now shows the current position (move { $ply }). Play your move on it.
board-refreshed-over = That board was out of date, so nothing was played: it now shows how the game ended.
button-invalid = This button is no longer valid. /ttt board shows your game in progress here.
# The console: whose turn it is; how a game ended for the player ($how: played, resigned,
# timed-out; $loser / $name: the other side).
console-turn = { $mark } to move ({ $name })
console-you-won = { $how ->
    [resigned] { $loser } resigned; you win ({ $mark }).
    [timed-out] { $loser } timed out; you win ({ $mark }).
   *[played] You win ({ $mark }).
}
console-you-lost = { $how ->
    [resigned] You resigned; { $name } ({ $mark }) wins.
    [timed-out] You timed out; { $name } ({ $mark }) wins.
   *[played] { $name } ({ $mark }) wins.
}

## Levels by name (/ttt play difficulty) and the fair level's target

# /ttt play with both an opponent and a difficulty (a duel has no bot to set).
duel-difficulty-with-opponent = The difficulty option is for games against the bot: leave it out when you challenge a member.
# $reason: with-agent (a difficulty and an agent given together), unknown ($value: what was
# given; $choices: the difficulties).
error-difficulty = { $reason ->
    [with-agent] Choose a difficulty or an agent, not both: a difficulty picks its own agent.
   *[unknown] The difficulty must be one of { $choices }, not “{ $value }”.
}
# The settings embed: the fair level's target ($pct: whole percent).
admin-fair-target = Fair level: members' win share
admin-fair-target-value = { $pct }% of games
# The console's help, a line after the commands ($levels: easy|medium|…; $target: percent).
console-help-levels = Levels: /ttt play difficulty:{ $levels } (instead of an agent); fair adapts so that you win about { $target }% of games.
cmd-ttt-play-difficulty = difficulty
    .description = How hard the bot plays (instead of an agent); fair adapts to you
cmd-ttt-admin-fair-target = fair-target
    .description = The share of games members should win at the fair level
cmd-ttt-admin-fair-target-percent = percent
    .description = In percent (leave out for the default, 40)
choice-easy = easy
choice-medium = medium
choice-hard = hard
choice-unbeatable = unbeatable
choice-fair = fair (adapts to you)
## The review's picture (its caption in the embed footer, its alt text)
review-picture-before = Picture: the position before move { $ply }, { $mark } to play.
review-picture-final = Picture: the final position.
review-picture-legend = Green: { $mark } wins by playing there, grey: draws, red: loses; gold outline: the best moves.
review-picture-played = Pink outline: the move that was played.
review-picture-alt = The board of game #{ $game_id }, each free cell green, grey or red as { $mark } wins, draws or loses by playing there.
review-picture-alt-final = The final board of game #{ $game_id }.
console-review-picture-saved = Picture saved to { $path }
console-review-picture-failed = Could not save the picture to { $path }: { $reason }
## Standings: farm-proof ratings, seasons, provisional players, measured agents

# /ttt stats when every game of the member was on this server (one line, not two alike).
stats-server-everywhere = This server (all your games)
# Leaderboards: a channel's board; which season a board counts; a player under the ranking
# threshold ($games of $min games), shown unranked.
lb-title-channel = Leaderboard · #{ $channel } · { $server }
lb-season-current = Season { $season } (current)
lb-season-past = Season { $season } / { $current }
lb-all-time = All seasons
lb-provisional = provisional
lb-row-provisional = **–** { $name } · **{ $rating }** · { $record } · provisional ({ $games }/{ $min })
lb-this-channel = This channel
# /ttt agents: an agent's rating measured against people, and people's results against it.
agents-measured = Rating measured against people: { $rating } · games against people: { $games }
agents-people-here = People here: { $record }
agents-people-everywhere = People everywhere: { $record }
# Under a finished board: each person's new season rating and its change ($change: +12, -8).
board-rating = { $name }: rating { $rating } ({ $change })
board-unrated = { $name }: unrated game, no rating change
# /ttt-admin season new (public).
season-started = Season { $season } has begun: the leaderboard starts fresh. Season { $previous } stays readable with /ttt leaderboard season:{ $previous }.
error-season = { $reason ->
    [global] The global leaderboard has no seasons: seasons are per server.
    [channel-all-time] Channel leaderboards are kept per season: pick a season number, or the server's board for all seasons.
    [race] Another admin started a new season at the same moment; nothing more changed.
   *[not-started] There is no season { $season } here: this server is in season { $current }.
}
cmd-ttt-leaderboard-season = season
    .description = A season number, or all for every season (default: the current season)
choice-channel = channel
cmd-ttt-admin-season = season
    .description = Leaderboard seasons of this server
cmd-ttt-admin-season-new = new
    .description = Archive this season's standings and start a new season
## Rematches: the rematch button, /ttt history, their refusals, the console's forms
rematch-button = Rematch
# Under a duel invitation that replays a game.
rematch-invite-note = A rematch of game #{ $game_id }, colours swapped.
error-rematch = That rematch is not possible.
error-rematch-not-player = Only { $x } and { $o } can ask for a rematch of game #{ $game_id }.
error-rematch-not-over = Game #{ $game_id } is still in progress: finish it before asking for a rematch.
error-rematch-taken = Game #{ $game_id } has had its rematch already: game #{ $rematch_id }.
error-nothing-to-rematch = You have no finished game here to rematch yet.
error-history-size = A history lists { $low } to { $high } games, not { $value }.
history-title = Recent games of { $name }
history-empty = No finished game of { $name } on this server that you can review.
# $date: a date Discord shows in the reader's own format; $result: history-result.
history-line = #{ $game_id } · { $date } · vs { $opponent } · { $result }
history-result = { $result ->
    [win] won
    [loss] lost
    [unrated] abandoned, unrated
   *[draw] draw
}
history-option = Game #{ $game_id } vs { $opponent }
history-pick = Choose a game to review
history-footer = Newest first. Choose one below to review it, or use /ttt review <number>.
cmd-ttt-history = history
    .description = Your recent games here, or a member's
cmd-ttt-history-member = member
    .description = Whose games (default: yours)
console-history-head = Your recent games here, newest first (/ttt review <number> reviews one):
console-history-empty = You have no finished game here yet.
console-history-line = #{ $game_id }  { $date }  vs { $opponent }: { $result }
console-help-rematch = play your last game here again, colours swapped
console-help-history = your recent games here, to review by number
console-help-admin = this server's settings; change one with /ttt admin <setting> <value>
## The front: post limits, one live board, roles, looks, help, welcome, unrated games

# A game closed before a member's first move (resigned or timed out): it counts for nobody.
board-abandoned-unrated = Abandoned before the first move: unrated, it counts for nobody.
# A click on a board that a newer message replaced (ephemeral).
board-replaced = That board was replaced by a newer one, so nothing was played. Play on the newest board (or /ttt board).
# $channels: the channels where games are allowed, as mentions.
error-game-channels-elsewhere = Games are not played in this channel here; they are played in { $channels }.
# $roles: the roles that may play, as mentions.
error-role-not-allowed = Games here are for members with one of these roles: { $roles }.
# $limit: boards per minute; $wait: seconds until the next one is possible.
error-public-post-limit-reached = You made me post { $limit } public boards in the last minute; try again in { $wait } s.
# $reason: emoji (then $name is x_emoji or o_emoji) or colour.
error-invalid-looks = { $reason ->
    [emoji] { $name } must be one emoji (like ❌, or a server emoji like <:cross:123456789012345678>), not “{ $value }”.
   *[colour] The colour must be hex like #5865F2, not “{ $value }”.
}
admin-roles = Roles that play
admin-roles-all = every member
admin-public-posts = Public boards per member
admin-public-posts-value = { $count } per minute
admin-no-limit = no limit
admin-looks = Looks
admin-looks-value = X: { $x } · O: { $o } · colour: { $colour }
admin-looks-default = the bot's
retrain-owners-only = Only the bot's owners can retrain or roll back the agent: it changes the agent of every server.
# /ttt help. $forms: cell-forms; $default: the bot's default agent; $ranked: games to be ranked.
help-discord =
    How to play tic-tac-toe here
    Cells: { $forms }. On a board, each empty cell shows its number: click it, or type /ttt move with it.
    `/ttt play` play against me (default agent: { $default }), or challenge a member with the opponent option
    `/ttt move` play a cell
    `/ttt board` show your game again
    `/ttt resign` give up your game
    `/ttt stats` a member's record, rating and streaks
    `/ttt leaderboard` the best-rated players ({ $ranked }+ games; the global board counts games against the agents only)
    `/ttt review` the moves that changed a game's outcome
    `/ttt agents` the agents you can play
    `/ttt help` this text
    Admins: `/ttt-admin settings` shows what this server chose.
# Posted once when the bot joins a server (the server's language).
help-welcome = Hello! I play tic-tac-toe, against you or between you. Start a game with `/ttt play`; `/ttt help` lists every command, and admins find the settings under `/ttt-admin`.
cmd-ttt-help =
    .description = How to play, and every command
cmd-ttt-admin-allow-role =
    .description = Let members with a role play (once any is allowed, only those)
cmd-ttt-admin-allow-role-role =
    .description = The role
cmd-ttt-admin-disallow-role =
    .description = Remove a role from the playing roles
cmd-ttt-admin-disallow-role-role =
    .description = The role
cmd-ttt-admin-all-roles =
    .description = Let every member play
cmd-ttt-admin-public-posts =
    .description = How many boards a member may make me post per minute
cmd-ttt-admin-public-posts-per_minute =
    .description = Boards per minute and member (0: no limit)
cmd-ttt-admin-looks =
    .description = The marks' emojis and the colour of this server's boards
cmd-ttt-admin-looks-x =
    .description = An emoji for X (a server emoji too); default: the letter
cmd-ttt-admin-looks-o =
    .description = An emoji for O (a server emoji too); default: the letter
cmd-ttt-admin-looks-colour =
    .description = The colour of boards in play, as hex (#5865F2); default: the bot's
# A server emoji the bot cannot find in this server (ephemeral; $emoji as typed).
looks-emoji-elsewhere = { $emoji } is not an emoji of this server: use one of its own emojis, or a unicode emoji.
## Ratings that colluding accounts cannot climb: short duels, the global rating
# Under a duel that ended (resigned or timed out) with fewer than $moves moves on the board.
board-duel-too-short = A duel counts once { $moves } moves are on the board: this one ended sooner, so it is unrated.
# /ttt stats: the global rating, which counts games against the agents only.
stats-global-agents = Everywhere, against agents
# The global leaderboard's footer ($min: games to be ranked).
lb-footer-global = { $min ->
    [one] Players with at least { $min } finished game against the agents, by Elo rating. The global board counts games against the agents only, the same yardstick everywhere; duels count on their server's boards.
   *[other] Players with at least { $min } finished games against the agents, by Elo rating. The global board counts games against the agents only, the same yardstick everywhere; duels count on their server's boards.
}

## Play anywhere: DMs, group DMs, servers that did not add the bot (ephemeral unless said)
# /ttt-admin used in a DM.
admin-no-server = Settings belong to a server: use `/ttt-admin` in a server that added me. For yourself, anywhere, choose your default level with `/ttt prefs`.
cmd-ttt-prefs = prefs
    .description = Your own choices where no server chose: your default level
cmd-ttt-prefs-level = level
    .description = The level you play by default in DMs and group DMs
choice-default = the bot's default
prefs-title = Your choices
# $level: a level's display name (choice-easy…), or choice-default.
prefs-level = Default level in DMs and group DMs: { $level }
prefs-level-set = Your default level is now: { $level }
choice-played = people you played
lb-title-played = Leaderboard · you and the people you played
# /ttt stats where there is no server: the person's games in every DM and group DM.
stats-no-server = DMs and group DMs
# A click on a board whose game's message could no longer be reached to update it.
board-no-server-note = In DMs and group DMs a board is updated only when someone uses it: this is the game as it is now.
# /ttt play with an opponent in the bot's own DM.
duel-in-bot-dm = Only you and I are in this conversation: challenge someone in a DM or group DM with them, or in a server. Here you can play me.
# /ttt play with an opponent who is not in this group DM (or DM between people): they could never see the invitation.
duel-opponent-not-in-group = { $opponent } is not in this conversation, so they could not see your challenge. Challenge someone who is here, or add them to the group DM first.
# /ttt play with an opponent who is not a member of this server.
duel-opponent-not-in-server = { $opponent } is not a member of this server, so they could not see your challenge. Challenge someone who is here.
## The website (tttbot web): whether a server is on it, and its pages
cmd-ttt-admin-web = web
    .description = Whether the website shows this server's leaderboard and games
cmd-ttt-admin-web-visibility = visibility
    .description = public: everyone sees them; private: nobody (the default)
choice-public = public
choice-private = private
# The settings embed and the console's settings.
admin-web = Website
admin-web-public = public: everyone sees this server's leaderboard and games
admin-web-private = private: the website does not show this server
# The pages. Every name on them comes from Discord and is shown as text, never as markup.
web-site-name = tttbot
web-nav-leaderboard = Leaderboard
web-search-label = Search by name
web-search-button = Search
web-search-none = Nobody by that name on the leaderboard.
web-rank = Rank
web-player = Player
web-record = Record
web-wins = Wins
web-draws = Draws
web-losses = Losses
web-provisional = provisional
web-server-title = Server { $server }
web-recent-games = Recent games
web-no-games = No finished games yet.
web-game-title = Game { $game_id }
web-game-vs = { $x } (X) against { $o } (O)
web-result-won = { $winner } won
web-result-drawn = Draw
web-result-resigned = { $loser } resigned; { $winner } won
web-result-abandoned = { $loser } ran out of time; { $winner } won
web-result-active = Still being played
web-step = Move { $ply } of { $total }
web-step-start = Start
web-step-back = Back
web-step-next = Next
web-step-end = End
web-step-keys = Left and right arrow keys step through the moves.
# The legend of the replay's colours: each empty cell's value for the side to move.
web-value-win = wins with best play
web-value-draw = draws with best play
web-value-loss = loses with best play
web-to-move = { $mark } to move
web-played = last move
web-value-best = keeps the value (a best move)
web-vs-agents = Against each agent
web-opponent = Opponent
web-not-found = Not found
web-not-found-text = There is no such page, or its server has not made it public.
web-footer = Tic-tac-toe with a perfect solver and agents that learn.
web-rating-history = Rating history
web-skip = Skip to the content
web-season-label = Season
web-channel-label = Channel
web-channel-all = The whole server
web-filter-button = Show
web-board-channel = #{ $channel }, season { $season }
web-board-season = Season { $season }
web-learned-title = What the bot learned here
web-learned-none = The bot has not learned from this server's people yet.
web-learned-games = Learned from { $games } games of this server's people.
web-learned-chart = Expected win rate against this server's people, before learning and after each retrained version
web-learned-before = before learning
web-version = Version
web-win-rate = Expected win rate
web-habits-title = Habits it found
web-rating-chart = Global rating after each rated game against an agent
web-rating-none = No rated game against an agent yet.
web-player-counted = The rating counts every rated game against an agent. The games, record, streaks and rating history on this page count only the games you can see.
web-rating-after = Rating after
web-game-number = Game
web-rating-change = { $name }: global rating { $rating } ({ $change })
web-rating-unchanged = This game changed no global rating (a duel, or a game over the daily limit).
web-level = Level
web-step-link = Link to this move
web-chart-table = The figures
web-streaks = Streaks

## The website: logging in with Discord, linked roles, links that unfold

web-login = Log in with Discord
web-logout = Log out
web-login-off = Logging in is not set up on this site.
web-login-stale = This login was not started in this browser, or it is out of date. Log in again.
web-login-denied = Discord did not let the site log you in. Log in again to try once more.
web-login-failed = Discord could not be reached to log you in. Try again in a moment.
web-me-title = Your page
web-me-logged-in = Logged in as { $name }.
web-me-own-page = your games and rating
web-me-servers = Your servers
web-me-no-servers = None of your servers has played with the bot yet.
web-me-link = Show your rating on your Discord profile (linked roles)
web-linked-title = Profile linked
web-linked-done = Done, { $name }: your Discord profile shows your rating ({ $rating }) and your { $games } rated games, and servers can give roles by them. They are updated after each rated game.
# The title of a game's link preview (Open Graph) when it is posted in Discord.
web-og-title = Game { $game_id }: { $x } against { $o }
web-og-image-alt = The position that decided game { $game_id }, each empty cell coloured by its value
# The link button under a finished board and a review, to the game's page on the website.
replay-button = Replay
