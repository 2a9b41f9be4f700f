"""Every refusal of the game service, flat, one class per case.

A refusal's ``str()`` is an English message that can be shown to the player as is; a refused
call writes nothing. Each class a player can meet has a stable ``key`` (kebab-case of its name
without ``Error``): the translation tables of the fronts are keyed by it, so renaming a class
never silently loses its translations. The bases (:class:`ServiceError`, ``TttError``) have no
key of their own: their messages carry details a generic translation would lose.

This module imports only the engine and a domain constant: a front can import it without
loading the database.
"""

from __future__ import annotations

import math
from typing import Any, ClassVar

from domain.game import GAME_NUMBERS
from domain.stats import LEADERBOARD_SIZES
from engine import TttError
from engine.errors import quote_input, with_params


class ServiceError(TttError):
    """A request the service refuses; the message explains why, for the player, and
    ``params`` (keyword arguments) hold what a translation of it needs."""

    key: ClassVar[str]

    def __init__(self, *args: object, **params: Any) -> None:
        super().__init__(*args)
        self.params: dict[str, Any] = params


def wait_to_show(seconds: float) -> int:
    """A wait in whole seconds as a refusal tells it: to the second up to a minute, rounded up
    to whole minutes beyond ("1 hour", not "59 minutes and 59 seconds" because a second passed
    since the cooldown began). Never shorter than the real wait, never below 1 second."""
    if seconds <= 60:
        return max(1, math.ceil(seconds))
    return math.ceil(seconds / 60) * 60


class NoActiveGameError(ServiceError):
    """The player has no game in progress in this channel."""

    key = "no-active-game"


class GameTimedOutError(NoActiveGameError):
    """No game in progress because the player's last game here ended by the idle timeout
    (``game_id``; ``loser`` ran out of time): where no token could redraw its board, this is
    how the player learns it."""

    key = "game-timed-out"


class AlreadyPlayingError(ServiceError):
    """A player already has a game in progress in this channel."""

    key = "already-playing"


class NotYourTurnError(ServiceError):
    """The other side is to move."""

    key = "not-your-turn"


class NotYourGameError(ServiceError):
    """The player does not play in the game named."""

    key = "not-your-game"


class StaleBoardError(ServiceError):
    """The board moved on since the player saw it (a button on an old board, a race)."""

    key = "stale-board"


class GameNotFoundError(ServiceError, LookupError):
    """There is no such game (or none the player may see)."""

    key = "game-not-found"


class GameNumberError(GameNotFoundError):
    """A game number outside the numbers games have (:data:`domain.game.GAME_NUMBERS`)."""

    key = "game-number"


class LeaderboardSizeError(ServiceError):
    """A leaderboard of more players than it may show, or of none."""

    key = "leaderboard-size"


class ChannelNotAllowedError(ServiceError):
    """The server does not allow games in this channel."""

    key = "channel-not-allowed"


class CooldownError(ServiceError):
    """The player challenged someone too recently."""

    key = "cooldown"


class ChallengeError(ServiceError):
    """A duel or an answer to one refused; ``params`` holds what a translation needs."""

    key = "challenge"


class ChallengeOptionError(ChallengeError, ValueError):
    """An option of the challenge that cannot be used; ``value`` is what was given."""

    key = "challenge-option"


class InvalidFirstMoverError(ChallengeOptionError):
    """``first`` is none of me, them (bot), random."""

    key = "invalid-first-mover"


class InvalidChallengeExpiryError(ChallengeOptionError):
    """``expires_in_s`` is not a whole number of seconds from ``low`` to ``high``."""

    key = "invalid-challenge-expiry"


class SelfChallengeError(ChallengeError):
    """The challenger named themselves as the opponent."""

    key = "self-challenge"


class BotChallengeError(ChallengeError):
    """One side (``name``) is a bot account; bots do not duel."""

    key = "bot-challenge"


class DuplicateChallengeError(ChallengeError):
    """A pending challenge (``challenge_id``) between the same two (``opponent``) exists."""

    key = "duplicate-challenge"


class UnknownChallengeError(ChallengeError, LookupError):
    """There is no challenge ``challenge_id``."""

    key = "unknown-challenge"


class NotChallengedError(ChallengeError):
    """Only the challenged member (``opponent``) may ``action`` challenge ``challenge_id``."""

    key = "not-challenged"


class ChallengeExpiredError(ChallengeError):
    """Challenge ``challenge_id`` passed its time limit unanswered."""

    key = "challenge-expired"


class ChallengeAnsweredError(ChallengeError):
    """Challenge ``challenge_id`` was answered already (``status``: accepted or declined)."""

    key = "challenge-answered"


class ChallengeAlreadyAcceptedError(ChallengeAnsweredError):
    """Challenge ``challenge_id`` was accepted already."""

    key = "challenge-already-accepted"


class ChallengeAlreadyDeclinedError(ChallengeAnsweredError):
    """Challenge ``challenge_id`` was declined already."""

    key = "challenge-already-declined"


class AgentUnavailableError(ServiceError):
    """No verified weights of a learned agent could be loaded; the message names no file."""

    key = "agent-unavailable"

    def __init__(self, agent: str) -> None:
        super().__init__(
            f"The {agent} agent can't play right now. Pick another one (/ttt agents lists them)."
        )
        self.params = {"agent": agent}


class InvalidSettingError(ServiceError, ValueError):
    """A server setting that does not exist or a value out of its range."""

    key = "invalid-setting"


# -- rematch and history -------------------------------------------------------------------------


class RematchError(ServiceError):
    """A rematch refused; ``params`` holds what a translation needs."""

    key = "rematch"


class RematchNotPlayerError(RematchError):
    """Only the players of game ``game_id`` (``x`` against ``o``) may ask for its rematch."""

    key = "rematch-not-player"


class RematchNotOverError(RematchError):
    """Game ``game_id`` is still in progress: there is nothing to rematch yet."""

    key = "rematch-not-over"


class RematchTakenError(RematchError):
    """Game ``game_id`` has had its one rematch already: game ``rematch_id``."""

    key = "rematch-taken"


class NothingToRematchError(RematchError, LookupError):
    """The player has no finished game in this channel to rematch."""

    key = "nothing-to-rematch"


class HistorySizeError(ServiceError, ValueError):
    """A history lists ``low`` to ``high`` games, not ``value``."""

    key = "history-size"


def rematch_taken(game_id: int, rematch_id: int | None) -> RematchTakenError:
    """The refusal of a second rematch of ``game_id`` (``rematch_id`` got there first)."""
    shown = f"game #{rematch_id}" if rematch_id is not None else "another game"
    return RematchTakenError(
        f"Game #{game_id} has had its rematch already: {shown}.",
        game_id=game_id,
        rematch_id=rematch_id if rematch_id is not None else "?",
    )


# -- roles, post limits, looks ---------------------------------------------------------------------


class GameChannelsElsewhereError(ChannelNotAllowedError):
    """Games are played in other channels of this server; ``channels`` names them."""

    key = "game-channels-elsewhere"


class RoleNotAllowedError(ServiceError):
    """The server limits playing to some roles, and the member has none of them."""

    key = "role-not-allowed"


class PublicPostLimitReachedError(ServiceError):
    """The member made the bot post its limit of public messages this minute."""

    key = "public-post-limit-reached"


class InvalidLooksError(InvalidSettingError):
    """An emoji or a colour for the server's boards that is not one."""

    key = "invalid-looks"


def game_not_found(game_id: int) -> GameNotFoundError:
    """The refusal for a game id that names no game."""
    return with_params(
        GameNotFoundError(f"There is no game #{game_id}."), reason="unknown", game_id=game_id
    )


def check_game_number(game_id: object) -> int:
    """``game_id`` when it is a number a game can have; else :class:`GameNumberError`, which
    names the range and not the number (a float from a huge one would show as ``1.8e+19``)."""
    low, high = GAME_NUMBERS
    if isinstance(game_id, int) and not isinstance(game_id, bool) and low <= game_id <= high:
        return game_id
    raise with_params(
        GameNumberError(f"Game numbers go from {low:,} to {high:,}: there is no such game."),
        low=low,
        high=high,
    )


def leaderboard_size(value: object) -> LeaderboardSizeError:
    """The refusal for a leaderboard of ``value`` players (a number, or the text typed)."""
    low, high = LEADERBOARD_SIZES
    shown = quote_input(str(value))
    return with_params(
        LeaderboardSizeError(f"A leaderboard shows {low} to {high} players, not {shown}."),
        low=low,
        high=high,
        value=shown,
    )


def unknown_challenge(challenge_id: int) -> UnknownChallengeError:
    """The refusal for a challenge id that names no challenge."""
    return UnknownChallengeError(
        f"There is no challenge #{challenge_id}.", challenge_id=challenge_id
    )


def challenge_state_error(challenge_id: int, status: str) -> ChallengeError:
    """The refusal for answering a challenge that is ``status`` (not pending any more)."""
    if status == "expired":
        return ChallengeExpiredError(
            f"Challenge #{challenge_id} has expired; send a new one with "
            "/ttt play opponent:<member>.",
            challenge_id=challenge_id,
        )
    error: type[ChallengeAnsweredError] = {
        "accepted": ChallengeAlreadyAcceptedError,
        "declined": ChallengeAlreadyDeclinedError,
    }.get(status, ChallengeAnsweredError)
    return error(
        f"Challenge #{challenge_id} was already {status}.",
        challenge_id=challenge_id,
        status=status,
    )


class DifficultyError(ServiceError, ValueError):
    """An unknown difficulty, or a difficulty and an agent given together."""

    key = "difficulty"


class SeasonError(ServiceError, ValueError):
    """A leaderboard season that does not exist or does not apply; ``reason``
    says which: ``not-started`` (``season``, ``current``), ``global`` (the global board has
    no seasons), ``channel-all-time`` (channel boards are kept per season)."""

    key = "season"
