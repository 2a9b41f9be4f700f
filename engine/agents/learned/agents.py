"""The learned agents, served with numpy only (torch lives in ``engine.training``).

Every learned agent scores the nine cells of a position (:meth:`LearnedAgent.scores`; illegal
cells are NaN) and plays greedily: the best-scoring legal move, exact ties broken by the seeded
random stream. Weights come from :func:`~engine.agents.learned.weights.load_weights`, read once
per file and shared.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any, ClassVar

import numpy as np
import numpy.typing as npt

from engine.against_people import EXPLORE, EXPLORE_WIDTH, NEAR_TIE, explored, near_best
from engine.agents.base import Agent, require_moves, uniform
from engine.agents.learned.encoding import POW3, relative_array
from engine.agents.learned.table_keys import (
    SERVER_POLICY_PREFIX,
    SERVER_TABLE_PREFIX,
    serving_keys,
    tables_named,
)
from engine.agents.learned.weights import Weights, load_weights
from engine.board import Board
from engine.solver import decision_positions, solution_for_cells
from engine.symmetry import INVERSE_PERMS, PERMS, symmetric_mean, with_images

Vector = npt.NDArray[np.floating[Any]]


class LearnedAgent(Agent):
    """Greedy play over per-cell scores computed from a weights file.

    ``weights`` loads another file than the manifest's serving one (e.g. a retrained
    ``weights/dqn-v2.safetensors``); ``version`` picks another version listed in the manifest;
    ``sha256`` insists on a hash (otherwise the manifest's, when it lists the file);
    ``weights_dir`` is the directory whose manifest lists the versions (default: the checkout's
    ``weights/``; the engine never reads the environment).
    :attr:`version` is the manifest's version string of the file in use.
    """

    agent_name: ClassVar[str]
    score_label: ClassVar[str] = "score"
    """What :meth:`scores` returns, for heatmaps."""

    def __init__(
        self,
        *,
        seed: int | None = None,
        weights: str | os.PathLike[str] | None = None,
        version: str | None = None,
        sha256: str | None = None,
        weights_dir: str | os.PathLike[str] | None = None,
    ) -> None:
        super().__init__(seed=seed)
        self.weights: Weights = load_weights(
            self.agent_name,
            weights=weights,
            version=version,
            sha256=sha256,
            directory=Path(weights_dir) if weights_dir is not None else None,
        )
        self.name = self.agent_name
        self.version = self.weights.version
        self._setup(self.weights)

    def _setup(self, weights: Weights) -> None:
        """Prepare the arrays the scoring needs (once per agent; the file is cached)."""

    def _raw_scores(self, board: Board) -> Vector:
        """Scores of all nine cells (values on occupied cells are ignored)."""
        raise NotImplementedError

    def scores(self, board: Board) -> Vector:
        """Per-cell scores of the side to move on ``board``; NaN on illegal cells."""
        moves = require_moves(board)
        raw = np.asarray(self._raw_scores(board), dtype=np.float64)
        out = np.full(9, np.nan)
        legal = [c - 1 for c in moves]
        out[legal] = raw[legal]
        return out

    def best_moves(self, board: Board) -> tuple[int, ...]:
        """The legal cells with the highest score, and the cells a symmetry of the board maps
        them onto: those are the same move, which a network's or a table's rounding must not
        turn into one fixed line (a centre opening is answered in any corner, not always in
        the same one). Several otherwise only on an exact tie."""
        moves = require_moves(board)
        raw = self._raw_scores(board)
        best = max(raw[c - 1] for c in moves)
        return with_images(tuple(c for c in moves if raw[c - 1] == best), board.cells)

    def choose(self, board: Board) -> int:
        return self._pick(self.best_moves(board))

    def move_distribution(self, board: Board) -> Mapping[int, float]:
        return uniform(self.best_moves(board))


def serve_optimal(q: Vector, board: Board, near_tie: float) -> tuple[int, ...]:
    """The cells a masked server picks among: the optimal moves of ``board`` whose Q-value is
    within ``near_tie`` of the best optimal one (immediate wins only, when there are any).

    Where the board is its own mirror image or rotation, the Q-values are first averaged over
    those symmetries: the moves they map onto each other are one move in truth, and a
    network's rounding must not pick one of them for good (a line people could learn)."""
    optimal = solution_for_cells(board.cells).optimal_moves or require_moves(board)
    q = symmetric_mean(q, board.cells)
    return near_best(optimal, {c: float(q[c - 1]) for c in optimal}, board.cells, near_tie)


# -- tables -----------------------------------------------------------------------------------


class TabularQAgent(LearnedAgent):
    """Tabular Q-learning: one 3^9 x 9 table indexed by the board's base-3 code."""

    agent_name = "qlearning"
    score_label = "Q-value"

    def _setup(self, weights: Weights) -> None:
        self._q = weights.tensors["q"]

    def _raw_scores(self, board: Board) -> Vector:
        return self._q[board.key]


class DoubleQAgent(LearnedAgent):
    """Double Q-learning: the mean of two tables indexed by the board seen by the mover."""

    agent_name = "double-q"
    score_label = "mean Q-value"

    def _setup(self, weights: Weights) -> None:
        self._q = weights.derived(
            "mean", lambda: (weights.tensors["q1"] + weights.tensors["q2"]) / np.float32(2)
        )

    def _raw_scores(self, board: Board) -> Vector:
        relative = relative_array(board)
        key = int(np.where(relative < 0, 2, relative).astype(np.int64) @ POW3)
        return self._q[key]


# -- networks ---------------------------------------------------------------------------------


class NumpyMLP:
    """The forward pass of an exported MLP (``l{i}.weight`` (out, in), ``l{i}.bias``), ReLU
    between layers, float32.

    A 27 one-hot input selects nine rows of the first layer, so a single board is
    evaluated by summing those rows instead of multiplying by a mostly-zero vector.
    """

    def __init__(self, tensors: Mapping[str, npt.NDArray[np.float32]], *, tanh: bool) -> None:
        count = sum(1 for name in tensors if name.endswith(".weight"))
        self.weights_t = [np.ascontiguousarray(tensors[f"l{i}.weight"].T) for i in range(count)]
        self.biases = [tensors[f"l{i}.bias"] for i in range(count)]
        self.tanh = tanh

    def _rest(self, h: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
        for w, b in zip(self.weights_t[1:], self.biases[1:], strict=True):
            h = np.maximum(h, 0) @ w + b
        return np.tanh(h) if self.tanh else h

    def forward_onehot(self, x: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
        """(M, 27) features -> (M, outputs)."""
        return self._rest(x @ self.weights_t[0] + self.biases[0])

    def forward_active(self, active: npt.NDArray[np.intp]) -> npt.NDArray[np.float32]:
        """One board given by the indices of its nine active one-hot features -> (outputs,)."""
        return self._rest(self.weights_t[0][active].sum(axis=0) + self.biases[0])


_FEATURE_OFFSET = np.arange(9, dtype=np.intp)
# relative cell value (1 mine, -1 theirs, 0 empty) + 1 -> feature block (theirs 9, empty 18, mine 0)
_BLOCK = np.array([9, 18, 0], dtype=np.intp)


def _active_features(relative: npt.NDArray[np.int8]) -> npt.NDArray[np.intp]:
    """Indices of the nine active one-hot27 features of one relative board."""
    return _BLOCK[relative + 1] + _FEATURE_OFFSET


def _canonical_one(relative: npt.NDArray[np.int8]) -> tuple[npt.NDArray[np.int8], int]:
    """Canonical form of one board and its symmetry (same choice as ``canonical_batch``)."""
    digits = np.where(relative < 0, 2, relative).astype(np.int64)
    k = int((digits[PERMS] @ POW3).argmax())
    return relative[PERMS[k]], k


class _NetAgent(LearnedAgent):
    """A network's scores, computed once per position and file.

    A network is a pure function of the board and there are only 5,478 positions, so the
    scores of each position are kept (at most ~1 MiB per file, shared by every agent of the
    file): a game replays the openings of earlier ones, and a retraining's gate asks for every
    decision position three or four times. Kept arrays are read-only, so no caller can alter
    another's scores.
    """

    def _setup(self, weights: Weights) -> None:
        self._canonical = weights.metadata["symmetry"] == "canonical"
        tanh = weights.metadata["output"] == "afterstate-value"
        self._net = weights.derived("mlp", lambda: NumpyMLP(weights.tensors, tanh=tanh))
        self._known: dict[str, Vector] = weights.derived(f"scores/{self.agent_name}", dict)

    def _raw_scores(self, board: Board) -> Vector:
        scores = self._known.get(board.cells)
        if scores is None:
            scores = self._compute_scores(board)
            scores.setflags(write=False)
            # setdefault: threads computing one position at once all return the kept array.
            scores = self._known.setdefault(board.cells, scores)
        return scores

    def _compute_scores(self, board: Board) -> Vector:
        """The network's scores of ``board`` (see :meth:`LearnedAgent._raw_scores`)."""
        raise NotImplementedError


class DQNAgent(_NetAgent):
    """Deep Q network: nine Q-values of the board seen by the side to move.

    Weights fine-tuned against people (metadata ``selection: optimal``, see
    :mod:`engine.training.people_finetune`) are served with a hard mask: only the solver's
    optimal moves are candidates, and among them those within ``near_tie`` of the best Q are
    played uniformly at random (an immediate win is always taken). :meth:`move_distribution`
    gives those exact probabilities, which the service logs for off-policy evaluation. Other
    weights are served greedily, as before.

    A retrained file may also carry, per server with enough logged games, the exact values of
    every move against that server's people (tensors ``people/<server id>``, one row per
    decision position): :meth:`for_server` serves them, masked the same way, so two servers
    whose people play differently get different (always optimal) play from one version. When
    the file also carries the server's move probabilities (``policy/<server id>``: a safe
    policy improvement over the version it replaced, :mod:`engine.spibb`), those are served.
    """

    agent_name = "dqn"
    score_label = "Q-value"

    def _setup(self, weights: Weights) -> None:
        super()._setup(weights)
        self.masked = weights.metadata.get("selection") == "optimal"
        self.near_tie = float(weights.metadata.get("near_tie", NEAR_TIE))
        self.explore = float(weights.metadata.get("explore", EXPLORE))
        self.server_tables = tables_named(weights.tensors, SERVER_TABLE_PREFIX)
        self.server_policies = tables_named(weights.tensors, SERVER_POLICY_PREFIX)
        self._views: dict[str, ServerTableAgent] = {}

    def for_server(self, server_id: str, member_id: str | None = None) -> Agent:
        """The policy that serves ``member_id`` in ``server_id``: the member's own table of
        values against their play when this version has one, else the server's, else the
        table against all people (:data:`GLOBAL_TABLE`: a new server starts from what was
        learned everywhere), else this network."""
        keys = serving_keys(server_id, member_id)
        key = next((k for k in keys if k in self.server_tables), None)
        if key is None:
            return self
        view = self._views.get(key)
        if view is None:
            # setdefault: two threads asking at once keep one view (and its random stream).
            view = self._views.setdefault(
                key,
                ServerTableAgent(
                    self.server_tables[key],
                    self.near_tie,
                    self,
                    self.explore,
                    self.server_policies.get(key),
                ),
            )
        return view

    def best_moves(self, board: Board) -> tuple[int, ...]:
        if not self.masked:
            return super().best_moves(board)
        return serve_optimal(self._raw_scores(board), board, self.near_tie)

    def _compute_scores(self, board: Board) -> Vector:
        relative = relative_array(board)
        if not self._canonical:
            return self._net.forward_active(_active_features(relative))
        canon, k = _canonical_one(relative)
        return self._net.forward_active(_active_features(canon))[INVERSE_PERMS[k]]


@functools.cache
def _position_index() -> dict[str, int]:
    """Row of each decision position in a server table (``decision_positions()`` order)."""
    return {b.cells: n for n, b in enumerate(decision_positions())}


def policy_moves(policy: npt.NDArray[np.float32], cells: str) -> dict[int, float]:
    """The move probabilities a table's ``policy`` (one row per decision position, in
    ``decision_positions()`` order) gives the position ``cells``, summing to 1 (a row is
    float32, so its own sum may miss 1 in its last bits)."""
    probs = policy[_position_index()[cells]].astype(np.float64)
    total = float(probs.sum())
    return {c: float(probs[c - 1]) / total for c in range(1, 10) if probs[c - 1] > 0}


class ServerTableAgent(Agent):
    """A server's own play: the optimal moves of each position whose exact value against the
    server's people is within ``near_tie`` of the best, uniformly at random (an immediate win
    is always taken); ``explore`` of the time (:data:`~engine.against_people.EXPLORE`, metadata
    ``explore``), the other optimal moves within
    :data:`~engine.against_people.EXPLORE_WIDTH` of the best instead, so that the logs show
    what the people do on the lines a later table may play. With ``policy`` (one row of move
    probabilities per decision position) it plays those instead, exactly. Shares the
    network's random stream, name and version."""

    def __init__(
        self,
        table: npt.NDArray[np.float32],
        near_tie: float,
        net: DQNAgent,
        explore: float = EXPLORE,
        policy: npt.NDArray[np.float32] | None = None,
    ) -> None:
        super().__init__()
        self._table = table
        self._policy = policy
        self._near_tie = near_tie
        self._explore = explore
        self._net = net
        self.name = net.name
        self.version = net.version

    def _pick(self, moves: tuple[int, ...]) -> int:
        return self._net._pick(moves)

    def best_moves(self, board: Board) -> tuple[int, ...]:
        if self._policy is not None:  # every move it may play
            return tuple(sorted(self.move_distribution(board)))
        return serve_optimal(self._table[_position_index()[board.cells]], board, self._near_tie)

    def choose(self, board: Board) -> int:
        dist = self.move_distribution(board)
        if len(dist) == 1:
            return next(iter(dist))
        r, total = self._net._rng.random(), 0.0
        for cell, p in dist.items():
            total += p
            if r < total:
                return cell
        return cell

    def move_distribution(self, board: Board) -> Mapping[int, float]:
        if self._policy is not None:
            return policy_moves(self._policy, board.cells)
        row = self._table[_position_index()[board.cells]]
        optimal = solution_for_cells(board.cells).optimal_moves or require_moves(board)
        values = {c: float(row[c - 1]) for c in optimal}
        best = near_best(optimal, values, board.cells, self._near_tie)
        return explored(best, values, board.cells, self._explore, EXPLORE_WIDTH)


class PolicyNetAgent(_NetAgent):
    """Policy network: move probabilities (softmax over the legal moves)."""

    agent_name = "policy"
    score_label = "probability"

    def _compute_scores(self, board: Board) -> Vector:
        logits = self._net.forward_active(_active_features(relative_array(board)))
        legal = np.frombuffer(board.cells.encode("ascii"), dtype=np.uint8) == ord(".")
        exp = np.where(legal, np.exp(logits - logits[legal].max()), 0.0)
        return exp / exp.sum()


class ValueNetAgent(_NetAgent):
    """Value network: the value of the position after each move, for the side making it."""

    agent_name = "value"
    score_label = "afterstate value"

    def _compute_scores(self, board: Board) -> Vector:
        relative = relative_array(board)
        moves = np.flatnonzero(relative == 0)
        after = np.repeat(relative[None, :], len(moves), axis=0)
        after[np.arange(len(moves)), moves] = 1
        if self._canonical:
            digits = np.where(after < 0, 2, after).astype(np.int64)
            k = (digits[:, PERMS] @ POW3).argmax(axis=1)
            after = np.take_along_axis(after, PERMS[k], axis=1)
        features = np.concatenate([after == 1, after == -1, after == 0], axis=1)
        values = self._net.forward_onehot(features.astype(np.float32))[:, 0]
        out = np.full(9, -np.inf)
        out[moves] = values
        return out
