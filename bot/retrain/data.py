"""Reading the logs: the decisions of people's games that no promoted version trained on yet,
every position people reached (the gate measures the candidate on them), and, per server and
per member of a server, the people's decisions the people models are fitted on and the
held-out games the gate replays. Games in DMs and group DMs are the server
:data:`domain.places.NO_SERVER`'s: they feed the global model like every server's."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final

from engine.agents.learned.table_keys import member_key
from engine.habits import HumanDecision
from engine.offpolicy import LoggedDecision, LoggedGame
from engine.solver import solution_for_cells
from storage.retraining import Engine, LoggedRow, read_logged_rows, read_training_rows

HOLD_OUT_EVERY: Final = 5
"""Every game whose id is a multiple of this is held out: the people model and the network
never see it, the gate replays it (ids are assigned in order, so this is a fixed fifth)."""


@dataclass
class ServerLogs:
    """What one server's people left in the logs."""

    server_id: str
    decisions: list[HumanDecision] = field(default_factory=list)
    """People's decisions in the training games (the people model is fitted on them)."""
    games: int = 0
    """Finished training games."""
    held_out: list[LoggedGame] = field(default_factory=list)
    """Finished held-out games whose every agent move has a logged probability."""
    held_out_unusable: int = 0
    """Finished held-out games the gate cannot replay (logged before migration 0005, or a
    move whose probability was not logged)."""


@dataclass(frozen=True)
class Batch:
    """The transitions a run learns from."""

    decisions: list[tuple[str, int, bool]]
    """``(state, action, by_agent)`` of every transition not yet used, in id order."""
    up_to_id: int
    """The highest id among them (later transitions are left for the next run)."""
    games: int
    """Finished games among them."""
    positions: list[str]
    """Every decision position people's games reached, used or not (the gate measures them)."""
    servers: dict[str, ServerLogs] = field(default_factory=dict)
    """Every server's logs (all of them, used or not: the people model summarises everyone)."""
    members: dict[str, ServerLogs] = field(default_factory=dict)
    """Every member's logs in a server, under :func:`member_key` (the same games as the
    server's, split by the person who played)."""

    @property
    def all_decisions(self) -> list[HumanDecision]:
        """People's training decisions of every server (the global model)."""
        return [d for logs in self.servers.values() for d in logs.decisions]

    @property
    def all_games(self) -> int:
        return sum(logs.games for logs in self.servers.values())


async def read_batch(engine: Engine) -> Batch:
    """The transitions no promoted version trained on yet, every position reached, and the
    people's logs per server."""
    rows = await read_training_rows(engine)
    logged = await read_logged_rows(engine)
    positions = sorted(s for s in rows.states if solution_for_cells(s).optimal_moves)
    return Batch(
        decisions=[(r.state, r.action, r.by_agent) for r in rows.unused],
        up_to_id=max((r.id for r in rows.unused), default=0),
        games=len({r.game_id for r in rows.unused if r.done}),
        positions=positions,
        servers=servers_of(logged),
        members=members_of(logged),
    )


def servers_of(rows: list[LoggedRow]) -> dict[str, ServerLogs]:
    """The logs per server: finished games only, every fifth held out (:data:`HOLD_OUT_EVERY`)."""
    return _split(rows, lambda row: row.server_id)


def members_of(rows: list[LoggedRow]) -> dict[str, ServerLogs]:
    """The logs per member of a server (:func:`member_key`), split as :func:`servers_of`."""
    return _split(
        [r for r in rows if r.member_id is not None],
        lambda row: member_key(row.server_id, str(row.member_id)),
    )


def _split(rows: list[LoggedRow], key: Callable[[LoggedRow], str]) -> dict[str, ServerLogs]:
    games: dict[int, list[LoggedRow]] = defaultdict(list)
    for row in rows:
        games[row.game_id].append(row)
    servers: dict[str, ServerLogs] = {}
    for game_id, plies in sorted(games.items()):
        if not any(r.done for r in plies):
            continue  # still being played
        logs = servers.setdefault(key(plies[0]), ServerLogs(key(plies[0])))
        if game_id % HOLD_OUT_EVERY == 0:
            game = logged_game(plies)
            if game is None:
                logs.held_out_unusable += 1
            else:
                logs.held_out.append(game)
        else:
            logs.games += 1
            logs.decisions.extend(HumanDecision(r.state, r.action) for r in plies if not r.by_agent)
    return servers


def logged_game(plies: list[LoggedRow]) -> LoggedGame | None:
    """A finished game as the off-policy estimate replays it, or ``None`` when it cannot
    be (an agent move without a logged probability, or a gap in the plies)."""
    ordered = sorted(plies, key=lambda r: r.ply)
    agent = [r for r in ordered if r.by_agent]
    if not agent or [r.ply for r in ordered] != list(range(len(ordered))):
        return None
    if any(r.probability is None or r.probability <= 0 for r in agent):
        return None
    final = [r for r in agent if r.done]
    result = final[-1].reward if final else 0.0
    decisions = tuple(LoggedDecision(r.state, r.action, r.by_agent, r.probability) for r in ordered)
    return LoggedGame(agent[0].side, decisions, result)
