"""Every way a duel or its answer is refused has its own ``ChallengeError`` subclass, with the
parameters a front needs to say it in another language; ``str()`` stays the console's English.
Also: the invitation's message id is kept with the challenge (to close it on expiry)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.games.errors import (
    BotChallengeError,
    ChallengeAlreadyAcceptedError,
    ChallengeAlreadyDeclinedError,
    ChallengeAnsweredError,
    ChallengeError,
    ChallengeExpiredError,
    ChallengeOptionError,
    DuplicateChallengeError,
    InvalidChallengeExpiryError,
    InvalidFirstMoverError,
    NotChallengedError,
    SelfChallengeError,
    UnknownChallengeError,
    wait_to_show,
)
from bot.games.service import GameService
from bot.i18n import default_catalog
from domain.players import User
from tests.bot.conftest import Clock

ANN = User("ann", "Ann")
BOB = User("bob", "Bob")
S, C = "server", "channel"


def check(
    exc: pytest.ExceptionInfo[ChallengeError],
    cls: type[ChallengeError],
    english: str,
    french: str,
    **params: Any,
) -> None:
    """The precise class, the console's English unchanged, the parameters, and the Discord
    front's French text (the English one is checked for being its catalog message)."""
    assert type(exc.value) is cls
    assert english in str(exc.value)
    assert exc.value.params == params
    catalog = default_catalog()
    assert catalog.texts("fr").error(exc.value) == french
    discord_english = catalog.texts("en").error(exc.value)
    assert discord_english == catalog.error_text("en", exc.value)
    assert "{" not in discord_english


async def test_an_invalid_first_mover(service: GameService) -> None:
    with pytest.raises(InvalidFirstMoverError) as exc:
        await service.challenge(ANN, BOB, S, C, first="whoever")
    check(
        exc,
        InvalidFirstMoverError,
        "'first' must be one of",
        "« whoever » n'est pas un choix pour qui commence : moi, l'adversaire ou au hasard.",
        value="whoever",
    )
    assert isinstance(exc.value, ChallengeOptionError) and isinstance(exc.value, ValueError)


async def test_an_expiry_out_of_range(service: GameService) -> None:
    with pytest.raises(InvalidChallengeExpiryError) as exc:
        await service.challenge(ANN, BOB, S, C, expires_in_s=5)
    check(
        exc,
        InvalidChallengeExpiryError,
        "expires_in_s must be a whole number of seconds from 10 to 3600; got 5",
        "Un défi doit expirer après 10\u00a0secondes à 1\u00a0heure, pas « 5 ».",
        value=5,
        low=10,
        high=3600,
    )


async def test_challenging_yourself(service: GameService) -> None:
    with pytest.raises(SelfChallengeError) as exc:
        await service.challenge(ANN, ANN, S, C)
    check(
        exc,
        SelfChallengeError,
        "You cannot challenge yourself; play an agent with /ttt play.",
        "Vous ne pouvez pas vous défier vous-même. Lancez /ttt play sans adversaire pour jouer "
        "contre moi.",
    )


@pytest.mark.parametrize("bot_side", ["opponent", "challenger"])
async def test_challenging_a_bot(service: GameService, bot_side: str) -> None:
    robot = User("robot", "Robot", bot=True)
    challenger, opponent = (ANN, robot) if bot_side == "opponent" else (robot, ANN)
    with pytest.raises(BotChallengeError) as exc:
        await service.challenge(challenger, opponent, S, C)
    check(
        exc,
        BotChallengeError,
        "Robot is a bot and cannot play duels",
        "Robot est un bot et ne peut pas jouer de duel. Lancez /ttt play sans adversaire pour "
        "jouer contre moi.",
        name="Robot",
    )


async def test_a_duplicate_challenge(service: GameService, clock: Clock) -> None:
    offer = await service.challenge(ANN, BOB, S, C)
    clock.advance(31)  # past the cooldown
    with pytest.raises(DuplicateChallengeError) as exc:
        await service.challenge(BOB, ANN, S, C)
    check(
        exc,
        DuplicateChallengeError,
        f"There is already a challenge between you and Ann (#{offer.id})",
        f"Ann et vous avez déjà un défi en attente de réponse (n° {offer.id}) : "
        "répondez-y ou laissez-le expirer d'abord.",
        opponent="Ann",
        challenge_id=offer.id,
    )


@pytest.mark.parametrize("how", ["accept", "decline", "get", "set_message"])
async def test_an_unknown_challenge(service: GameService, how: str) -> None:
    calls = {
        "accept": lambda: service.accept_challenge(99, BOB),
        "decline": lambda: service.decline_challenge(99, BOB),
        "get": lambda: service.get_challenge(99),
        "set_message": lambda: service.set_challenge_message(99, "123"),
    }
    with pytest.raises(UnknownChallengeError) as exc:
        await calls[how]()
    check(
        exc,
        UnknownChallengeError,
        "There is no challenge #99.",
        "Je ne trouve pas le défi n° 99.",
        challenge_id=99,
    )


@pytest.mark.parametrize("action", ["accept", "decline"])
async def test_answering_someone_elses_challenge(service: GameService, action: str) -> None:
    offer = await service.challenge(ANN, BOB, S, C)
    carol = User("carol", "Carol")
    answer = service.accept_challenge if action == "accept" else service.decline_challenge
    with pytest.raises(NotChallengedError) as exc:
        await answer(offer.id, carol)
    check(
        exc,
        NotChallengedError,
        f"Only Bob can {action} challenge #{offer.id}.",
        f"Le défi n° {offer.id} s'adresse à Bob : personne d'autre ne peut l'accepter ou le "
        "refuser.",
        opponent="Bob",
        challenge_id=offer.id,
        action=action,
    )
    assert (await service.get_challenge(offer.id)).status == "pending"  # nothing written


@pytest.mark.parametrize("action", ["accept", "decline"])
async def test_answering_an_expired_challenge(
    service: GameService, clock: Clock, action: str
) -> None:
    offer = await service.challenge(ANN, BOB, S, C, expires_in_s=30)
    clock.advance(31)
    answer = service.accept_challenge if action == "accept" else service.decline_challenge
    with pytest.raises(ChallengeExpiredError) as exc:
        await answer(offer.id, BOB)
    check(
        exc,
        ChallengeExpiredError,
        f"Challenge #{offer.id} has expired; send a new one with /ttt play opponent:<member>.",
        f"Ce défi (n° {offer.id}) a expiré. Lancez-en un nouveau avec /ttt play et un adversaire.",
        challenge_id=offer.id,
    )


async def test_answering_an_accepted_challenge(service: GameService) -> None:
    offer = await service.challenge(ANN, BOB, S, C)
    await service.accept_challenge(offer.id, BOB)
    with pytest.raises(ChallengeAlreadyAcceptedError) as exc:
        await service.decline_challenge(offer.id, BOB)
    check(
        exc,
        ChallengeAlreadyAcceptedError,
        f"Challenge #{offer.id} was already accepted.",
        f"Ce défi (n° {offer.id}) a déjà été accepté : la partie est lancée.",
        challenge_id=offer.id,
        status="accepted",
    )
    assert isinstance(exc.value, ChallengeAnsweredError)


async def test_answering_a_declined_challenge(service: GameService) -> None:
    offer = await service.challenge(ANN, BOB, S, C)
    await service.decline_challenge(offer.id, BOB)
    with pytest.raises(ChallengeAlreadyDeclinedError) as exc:
        await service.accept_challenge(offer.id, BOB)
    check(
        exc,
        ChallengeAlreadyDeclinedError,
        f"Challenge #{offer.id} was already declined.",
        f"Ce défi (n° {offer.id}) a déjà été refusé.",
        challenge_id=offer.id,
        status="declined",
    )


def test_every_challenge_error_has_a_message_in_every_catalog() -> None:
    import bot.games.errors as service_module

    classes = [
        cls
        for cls in vars(service_module).values()
        if isinstance(cls, type) and issubclass(cls, ChallengeError) and cls is not ChallengeError
    ]
    assert len(classes) >= 9
    catalog = default_catalog()
    for cls in classes:
        for code in catalog.locales:
            assert catalog.own_text(code, f"error-{cls.key}") is not None or catalog.has(
                code, f"error-{cls.key}"
            ), (cls.__name__, code)


async def test_the_invitation_message_is_kept_and_returned_on_expiry(
    service: GameService, clock: Clock
) -> None:
    offer = await service.challenge(ANN, BOB, S, C, expires_in_s=30)
    assert offer.message_id is None
    await service.set_challenge_message(offer.id, "555")
    assert (await service.get_challenge(offer.id)).message_id == "555"
    clock.advance(31)
    [expired] = await service.expire_challenges()
    assert (expired.id, expired.status, expired.message_id) == (offer.id, "expired", "555")
    assert await service.expire_challenges() == []  # closed once


@pytest.mark.parametrize(
    ("wait_s", "shown_s"),
    [(0.2, 1), (1.0, 1), (59.4, 60), (60.0, 60), (60.5, 120), (3599.0, 3600), (3600.0, 3600)],
)
def test_a_refusal_tells_a_wait_to_the_second_under_a_minute_and_to_the_minute_beyond(
    wait_s: float, shown_s: int
) -> None:
    """A second lost between the cooldown's start and the refusal never turns "1 hour" into
    "59 minutes and 59 seconds"; the wait shown is never shorter than the real one."""
    assert wait_to_show(wait_s) == shown_s
