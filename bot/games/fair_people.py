"""The fair level's prediction for a member it knows little about, from the people models.

A member's first :data:`~engine.levels.MODEL_GAMES` games against the fair level in a server
start from the level at which the model of their play is predicted to win the server's
target (:func:`engine.fair_model.predicted_level`). The models are layered like the learned
agent's (member ← server ← everyone): everyone's people model is fitted on the newest games
people played against the agents anywhere, the server's on its own newest ones with
everyone's behind it, and the member's on their own games here with the server's behind their
habits (:func:`engine.fair_model.member_model`). A member new to a server is predicted as the
server's people; a few games later as themselves.

The server's model (everyone's behind it) is the same for every member, so it is kept per
process and fitted again after :data:`PRIOR_USES` predictions or :data:`PRIOR_SECONDS`
(fitting both takes a few tenths of a second; the member's own model a few hundredths, and
is fitted for each of their first games). The kept models are read and replaced on the event
loop only; the fits and predictions run in a worker thread on what they are handed, and a
model shared by threads only ever gains cache entries that every thread computes alike. The
engine's models (numpy) are imported there too, never on the way to a first move (the start
stays light, ``tests/bot/test_start_imports.py``); the Discord bot builds their tables in a
worker thread once connected (:meth:`FairPeople.warm_up`, about a second of work), so that no
member's first fair game waits for them.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, Protocol

from domain.game import Game

if TYPE_CHECKING:  # numpy: loaded in the worker thread, on the first prediction
    from engine.habits import HumanDecision
    from engine.people import PeopleModel

PRIOR_GAMES: Final = 200
"""People's newest games the server's model, and everyone's, are fitted on: enough for their
habits, few enough to fit in a few tenths of a second (and to follow how people play now)."""
MEMBER_GAMES: Final = 50
"""The member's newest games here their own model is fitted on."""
PRIOR_USES: Final = 20
"""Predictions a kept server model serves before it is fitted again (on newer games)."""
PRIOR_SECONDS: Final = 600.0
"""The longest a kept server model serves before it is fitted again."""
KEPT_SERVERS: Final = 256
"""Servers whose model a process keeps at once (the least recently fitted goes first)."""


class PeopleGames(Protocol):
    """The read the predictions need (``LevelsRepository.people_games``)."""

    async def people_games(
        self, *, limit: int, server_id: str | None = None, user_id: str | None = None
    ) -> list[Game]: ...


@dataclass
class _Kept:
    model: PeopleModel
    fitted: float
    uses: int = 0


def decisions_of(games: Iterable[Game], user_id: str | None = None) -> list[HumanDecision]:
    """The people's decisions in ``games`` (a person against an agent): every person's, or
    only ``user_id``'s."""
    from engine.fair_model import person_decisions

    out: list[HumanDecision] = []
    for game in games:
        for mark, side in (("X", game.x), ("O", game.o)):
            if not side.is_agent and (user_id is None or side.user_id == user_id):
                out += person_decisions(game.moves, mark)
    return out


def fit_prior(server: list[Game], everyone: list[Game]) -> PeopleModel:
    """The server's people model with everyone's behind it (a thread: tenths of a second)."""
    from engine.people import fit_people_model

    world = fit_people_model(decisions_of(everyone), games=len(everyone))
    return fit_people_model(decisions_of(server), games=len(server), parent=world)


def predict(mine: list[Game], user_id: str, prior: PeopleModel, target: float) -> float:
    """The level at which ``user_id``, who played ``mine``, is predicted to win ``target``
    (a thread: a few hundredths of a second)."""
    from engine.fair_model import member_model, people_array, predicted_level

    model = member_model(decisions_of(mine, user_id), prior)
    return predicted_level(people_array(model), target)


def _warm_up() -> None:
    from engine.fair_model import warm_up

    warm_up()


class FairPeople:
    """The people models' predictions of members' fair levels (one per service)."""

    def __init__(self, games: PeopleGames, clock: Callable[[], float] = time.monotonic) -> None:
        self._games = games
        self._clock = clock
        self._kept: dict[str, _Kept] = {}

    async def warm_up(self) -> None:
        """Build the tables every prediction reads, in a worker thread (the bot does this
        once connected, so that no member's first fair game waits a second for them)."""
        await asyncio.to_thread(_warm_up)

    async def predicted_level(self, user_id: str, server_id: str, target: float) -> float:
        """The level at which ``user_id`` is predicted to win ``target`` of their games
        against the fair level in ``server_id``."""
        prior = await self.prior(server_id)
        mine = await self._games.people_games(
            limit=MEMBER_GAMES, server_id=server_id, user_id=user_id
        )
        return await asyncio.to_thread(predict, mine, user_id, prior, target)

    async def prior(self, server_id: str) -> PeopleModel:
        """The server's people model (everyone's behind it), kept or fitted again."""
        kept = self._kept.get(server_id)
        now = self._clock()
        if kept is None or kept.uses >= PRIOR_USES or now - kept.fitted >= PRIOR_SECONDS:
            server = await self._games.people_games(limit=PRIOR_GAMES, server_id=server_id)
            everyone = await self._games.people_games(limit=PRIOR_GAMES)
            kept = _Kept(await asyncio.to_thread(fit_prior, server, everyone), now)
            self._kept.pop(server_id, None)
            self._kept[server_id] = kept
            while len(self._kept) > KEPT_SERVERS:
                del self._kept[next(iter(self._kept))]
        kept.uses += 1
        return kept.model
