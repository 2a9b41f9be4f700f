"""The log line of a finished game, at INFO: one per game, whichever way it ended (a move, a
resignation, an idle time-out), for an operator following play in the log. People appear by
their platform id only, never by name."""

from __future__ import annotations

import logging

from domain.game import Game, GameStatus, Side

log = logging.getLogger("bot.games")


def side_text(side: Side) -> str:
    """``user 123`` or ``agent dqn v3`` (the version as recorded)."""
    if side.agent is None:
        return f"user {side.user_id}"
    return f"agent {side.agent}" + (f" {side.agent_version}" if side.agent_version else "")


def result_text(game: Game) -> str:
    """``X won``, ``draw``, ``O won (X resigned)``, ``X won (O timed out)`` or ``abandoned
    unrated`` (nobody moved before it closed)."""
    if game.status is GameStatus.DRAWN:
        return "draw"
    if game.winner is None:
        return "abandoned unrated"
    won = f"{game.winner} won"
    if game.status is GameStatus.RESIGNED:
        return f"{won} ({game.winner.other} resigned)"
    if game.status is GameStatus.ABANDONED:
        return f"{won} ({game.winner.other} timed out)"
    return won


def log_finished(game: Game) -> None:
    """``game 12 finished: server 123, X user 456, O agent minimax, X won, 7 moves``; nothing
    for a game still going on."""
    if game.is_active:
        return
    log.info(
        "game %d finished: server %s, X %s, O %s, %s, %d moves",
        game.id,
        game.server_id,
        side_text(game.x),
        side_text(game.o),
        result_text(game),
        game.ply,
    )
