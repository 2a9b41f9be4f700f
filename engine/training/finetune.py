"""Fine-tuning the serving DQN on what people played (issue 6). PyTorch, CPU.

The logged games of people against the agents (``storage`` transitions) are replayed into the
deep Q network that serves, offline, with the negamax Q-learning of :mod:`.dqn`: a move that
wins is worth 1, a draw 0, any other move ``-gamma * Q(next)`` of the opponent's best legal
reply, with double-DQN targets (the online net picks the reply, a target net synced every
``target_sync`` updates values it, illegal replies masked out of both), Huber loss, Adam.
Rewards are recomputed from the rules on the board after each move, so a resignation or a
time-out teaches nothing.

Three sets of transitions feed the mini-batches:

* **people** — every decision of the logged games, the person's and the agent's (one network
  plays both sides), symmetry-augmented: all eight orientations of each, which for a
  ``canonical`` network collapse into one canonical board, de-duplicated;
* **lookahead** — every legal move of every position where the *agent* had to decide in those
  games, and of the positions up to ``lookahead_plies`` plies after them. A logged game shows
  one reply per position; the rules are known, so the replies nobody tried get values too.
  Starting from the agent's positions (not the person's, which include the empty board) keeps
  the fine-tuning where people took the agent;
* **anchor** (what it knew) — every decision position where the serving network already played
  an optimal move (checked with the solver, tie-strict): a hinge loss keeps that very move at
  least ``margin`` above every other legal move. It holds decisions that were right; it teaches
  nothing where the network was wrong.

The weights returned are those of the best periodic check — first those whose optimal-move
accuracy is at least the serving network's, then the best accuracy on the positions people
reached, then the best accuracy overall — or the serving weights when no check beat them.
Promotion is decided elsewhere (:func:`bot.retrain.gate.gate`): this module only trains.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

import numpy as np
import numpy.typing as npt
import torch
from torch import nn

from engine.agents.learned.encoding import has_line
from engine.solver import solution_for_cells
from engine.symmetry import INVERSE_PERMS, PERMS, canonical_batch
from engine.training.common import Callback, Clock, LogRow, out_of_time
from engine.training.dqn import QNet, features, q_values
from engine.training.vec_env import targets

Int8Array = npt.NDArray[np.int8]
BoolArray = npt.NDArray[np.bool_]
IndexArray = npt.NDArray[np.intp]


@dataclass
class FinetuneConfig:
    """Hyper-parameters of a fine-tuning run (budgets in updates: deterministic under a seed)."""

    seed: int = 0
    updates: int = 3_000
    """Gradient updates in all."""
    batch_size: int = 256
    people_fraction: float = 0.5
    """Share of each mini-batch drawn from people's decisions (the rest: lookahead)."""
    lookahead_plies: int = 4
    """How far past the agent's positions every legal move becomes a transition."""
    learning_rate: float = 5e-4
    gamma: float | None = None
    """Discount; ``None`` = the serving network's own (from its config), else 0.9."""
    target_sync: int = 50
    double: bool = True
    anchor_weight: float = 1.0
    anchor_batch: int = 256
    margin: float = 0.05
    """Hinge margin of the anchor: the kept move stays this much above every other one."""
    eval_every: int = 100
    tie_tolerance: float = 0.01
    """Scores within this of the best count as chosen in the periodic checks (tie-strict)."""
    threads: int = 1
    max_seconds: float | None = None


@dataclass(frozen=True)
class Decision:
    """One logged decision: the board (engine text, ``X``/``O``/``.``) and the cell played."""

    state: str
    action: int
    by_agent: bool = True
    """The agent decided (else the person). Lookahead starts from the agent's positions."""


@dataclass
class FinetuneResult:
    """A fine-tuned candidate and how the run went (nothing is written anywhere)."""

    tensors: dict[str, npt.NDArray[np.float32]]
    metadata: dict[str, str]
    config: dict[str, Any]
    history: list[LogRow]
    updates: int
    seconds: float
    base_accuracy: float
    accuracy: float
    base_people_accuracy: float
    people_accuracy: float
    improved: bool
    """A check beat the serving weights (else :attr:`tensors` are the serving ones)."""
    data: dict[str, int] = field(default_factory=dict)
    """Sizes: ``decisions`` given, ``people`` rows after augmentation, ``positions`` people
    reached, ``lookahead`` transitions, ``anchor`` positions."""


# -- boards -------------------------------------------------------------------------------------


def relative_of(cells: str) -> Int8Array:
    """The board text seen by its side to move (mover 1, opponent -1, empty 0)."""
    absolute = np.array([1 if c == "X" else -1 if c == "O" else 0 for c in cells], dtype=np.int8)
    x_to_move = int((absolute != 0).sum()) % 2 == 0
    return absolute if x_to_move else (-absolute).astype(np.int8)


def augment(
    states: Int8Array, actions: IndexArray, canonical: bool
) -> tuple[Int8Array, IndexArray]:
    """All eight orientations of each (state, action), de-duplicated.

    With ``canonical`` the eight orientations of a board share one canonical form, so this is
    the canonical (state, action) pairs, de-duplicated.
    """
    if len(states) == 0:
        return states.reshape(0, 9), actions
    s = states[:, PERMS].reshape(-1, 9)  # image k of board n: s[n, PERMS[k]]
    a = INVERSE_PERMS[:, actions].T.reshape(-1)  # where the move lands under k
    if canonical:
        s, k = canonical_batch(s)
        a = INVERSE_PERMS[k, a]
    rows = np.unique(np.concatenate([s, a[:, None]], axis=1).astype(np.int8), axis=0)
    return rows[:, :9].astype(np.int8), rows[:, 9].astype(np.intp)


def step(
    states: Int8Array, actions: IndexArray
) -> tuple[npt.NDArray[np.float32], BoolArray, Int8Array]:
    """Play ``actions`` on boards seen by the mover: reward (1 = won), done, and the next
    board seen by the next mover."""
    after = states.copy()
    after[np.arange(len(states)), actions] = 1
    won = has_line(after)
    done = won | (after != 0).all(axis=1)
    return won.astype(np.float32), done, (-after).astype(np.int8)


def people_positions(decisions: Iterable[Decision]) -> list[str]:
    """The distinct positions people's games reached with a move to choose, sorted."""
    return sorted({d.state for d in decisions if solution_for_cells(d.state).optimal_moves})


def _orient(boards: Int8Array, canonical: bool) -> Int8Array:
    """Boards as the network stores them: canonical forms (de-duplicated) or as they are."""
    if len(boards) == 0:
        return boards.reshape(0, 9)
    return np.unique(canonical_batch(boards)[0] if canonical else boards, axis=0)


def lookahead(starts: Int8Array, plies: int, canonical: bool) -> tuple[Int8Array, IndexArray]:
    """Every legal move of ``starts`` and of the positions up to ``plies`` plies after them."""
    states: list[Int8Array] = []
    actions: list[IndexArray] = []
    level = _orient(starts, canonical)
    seen: set[bytes] = set()
    for _ in range(plies):
        level = np.array([b for b in level if b.tobytes() not in seen], dtype=np.int8)
        if len(level) == 0:
            break
        seen.update(b.tobytes() for b in level)
        rows, cells = np.nonzero(level == 0)
        states.append(level[rows])
        actions.append(cells.astype(np.intp))
        _, done, nxt = step(level[rows], cells.astype(np.intp))
        level = _orient(nxt[~done], canonical).reshape(-1, 9)
    if not states:
        return np.zeros((0, 9), dtype=np.int8), np.zeros(0, dtype=np.intp)
    return np.concatenate(states).astype(np.int8), np.concatenate(actions)


def _transitions(states: Int8Array, actions: IndexArray, canonical: bool) -> list[torch.Tensor]:
    """(s, a, r, done, s') tensors; s' canonical when the network is."""
    reward, done, nxt = step(states, actions)
    if canonical and len(nxt):
        nxt, _ = canonical_batch(nxt)
    arrays = (states, actions.astype(np.int64), reward, done, nxt.astype(np.int8))
    return [torch.from_numpy(np.ascontiguousarray(x)) for x in arrays]


def _tie_strict(
    scores: npt.NDArray[np.floating], legal: BoolArray, optimal: BoolArray, tolerance: float
) -> BoolArray:
    """Per row: every legal move within ``tolerance`` of the best is optimal."""
    masked = np.where(legal, scores, -np.inf)
    chosen = masked >= masked.max(axis=1, keepdims=True) - tolerance
    return ~(chosen & ~optimal).any(axis=1)


def _load_net(tensors: Mapping[str, npt.NDArray[np.float32]]) -> QNet:
    layers = sum(1 for name in tensors if name.endswith(".weight"))
    hidden = tuple(int(tensors[f"l{i}.weight"].shape[0]) for i in range(layers - 1))
    net = QNet(hidden)
    state = {}
    for i in range(layers):
        state[f"layers.{i}.weight"] = torch.from_numpy(np.array(tensors[f"l{i}.weight"]))
        state[f"layers.{i}.bias"] = torch.from_numpy(np.array(tensors[f"l{i}.bias"]))
    net.load_state_dict(state)
    return net


# -- the run ------------------------------------------------------------------------------------


def finetune(
    base: Mapping[str, npt.NDArray[np.float32]],
    metadata: Mapping[str, str],
    decisions: Sequence[Decision],
    config: FinetuneConfig | None = None,
    *,
    base_config: Mapping[str, Any] | None = None,
    callback: Callback | None = None,
) -> FinetuneResult:
    """Fine-tune the DQN ``base`` (its tensors and header metadata) on people's ``decisions``.

    Returns the candidate's tensors, with the same metadata; ``base`` is not modified.
    """
    cfg = config or FinetuneConfig()
    if metadata.get("output") != "q":
        raise ValueError("only a deep Q network (output 'q') can be fine-tuned")
    symmetry = metadata.get("symmetry", "none")
    canonical = symmetry == "canonical"
    gamma = cfg.gamma if cfg.gamma is not None else float((base_config or {}).get("gamma", 0.9))
    torch.set_num_threads(cfg.threads)
    torch.manual_seed(cfg.seed)
    rng = np.random.default_rng(cfg.seed)
    clock = Clock()

    base_net = _load_net(base)
    net = copy.deepcopy(base_net)
    target_net = copy.deepcopy(base_net)
    optimizer = torch.optim.Adam(net.parameters(), lr=cfg.learning_rate)

    # -- the data -------------------------------------------------------------------------------
    playable = [d for d in decisions if solution_for_cells(d.state).optimal_moves]
    states = np.array([relative_of(d.state) for d in playable], dtype=np.int8).reshape(-1, 9)
    actions = np.array([d.action - 1 for d in playable], dtype=np.intp)
    if len(states) and not (states[np.arange(len(states)), actions] == 0).all():
        raise ValueError("a logged decision plays an occupied cell")
    people = _transitions(*augment(states, actions, canonical), canonical)
    agent_starts = np.array(
        [relative_of(d.state) for d in playable if d.by_agent], dtype=np.int8
    ).reshape(-1, 9)
    ahead = _transitions(*lookahead(agent_starts, cfg.lookahead_plies, canonical), canonical)

    reached = people_positions(playable)
    r_boards = np.array([relative_of(c) for c in reached], dtype=np.int8).reshape(-1, 9)
    r_optimal = np.zeros((len(reached), 9), dtype=bool)
    for n, cells in enumerate(reached):
        r_optimal[n, [m - 1 for m in solution_for_cells(cells).optimal_moves]] = True

    t = targets()
    base_scores = q_values(base_net, t.relative, symmetry)
    known = _tie_strict(base_scores, t.legal, t.optimal, cfg.tie_tolerance)
    keep = np.zeros_like(t.legal)  # the serving network's own choice
    keep[np.arange(len(keep)), np.where(t.legal, base_scores, -np.inf).argmax(axis=1)] = True
    anchored = known & (t.legal & ~keep).any(axis=1)
    a_boards, a_keep, a_legal = t.relative[anchored], keep[anchored], t.legal[anchored]
    if canonical and len(a_boards):
        a_boards, k = canonical_batch(a_boards)
        rows = np.arange(len(a_boards))[:, None]
        a_keep, a_legal = a_keep[rows, PERMS[k]], a_legal[rows, PERMS[k]]
    anchor = [torch.from_numpy(x) for x in (a_boards.astype(np.int8), a_keep, a_legal & ~a_keep)]

    def measure() -> tuple[float, float]:
        scores = q_values(net, t.relative, symmetry)
        acc = float(_tie_strict(scores, t.legal, t.optimal, cfg.tie_tolerance).mean())
        if not reached:
            return acc, 1.0
        people_scores = q_values(net, r_boards, symmetry)
        ok = _tie_strict(people_scores, r_boards == 0, r_optimal, cfg.tie_tolerance)
        return acc, float(ok.mean())

    # -- learning -------------------------------------------------------------------------------
    history: list[LogRow] = []
    losses: list[float] = []
    base_acc, base_people = measure()
    best: dict[str, Any] = {
        "key": (True, base_people, base_acc),
        "tensors": {k: np.array(v, dtype=np.float32) for k, v in base.items()},
        "accuracy": base_acc,
        "people": base_people,
        "improved": False,
    }

    def check(updates: int) -> None:
        acc, people_acc = measure()
        loss = float(np.mean(losses)) if losses else None
        losses.clear()
        row = LogRow(updates, clock(), acc, loss, {"people_accuracy": people_acc})
        history.append(row)
        if callback:
            callback(row)
        key = (acc >= base_acc, people_acc, acc)
        if updates > 0 and key > best["key"]:
            best.update(
                key=key, tensors=net.export(), accuracy=acc, people=people_acc, improved=True
            )

    def sample(columns: list[torch.Tensor], n: int) -> list[torch.Tensor]:
        index = torch.from_numpy(rng.integers(0, len(columns[0]), n))
        return [c[index] for c in columns]

    check(0)
    n_people = round(cfg.batch_size * cfg.people_fraction) if len(ahead[0]) else cfg.batch_size
    updates = 0
    while updates < cfg.updates and len(people[0]):
        parts = [sample(people, n_people)]
        if cfg.batch_size > n_people:
            parts.append(sample(ahead, cfg.batch_size - n_people))
        bs, ba, br, bd, bn = (torch.cat(column) for column in zip(*parts, strict=True))
        with torch.no_grad():
            legal = bn == 0
            next_target = target_net(features(bn)).masked_fill(~legal, -torch.inf)
            if cfg.double:
                reply = net(features(bn)).masked_fill(~legal, -torch.inf).argmax(1, keepdim=True)
                value = next_target.gather(1, reply).squeeze(1)
            else:
                value = next_target.max(dim=1).values
            y = torch.where(bd, br, -gamma * torch.nan_to_num(value, neginf=0.0))
        q = net(features(bs)).gather(1, ba[:, None]).squeeze(1)
        loss = nn.functional.smooth_l1_loss(q, y)
        if len(anchor[0]) and cfg.anchor_weight > 0:
            boards, kept, others = sample(anchor, cfg.anchor_batch)
            qa = net(features(boards))
            top = qa.masked_fill(~kept, -torch.inf).max(dim=1).values
            rival = qa.masked_fill(~others, -torch.inf).max(dim=1).values
            loss = loss + cfg.anchor_weight * torch.relu(rival - top + cfg.margin).mean()
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        optimizer.step()
        losses.append(loss.item())
        updates += 1
        if updates % cfg.target_sync == 0:
            target_net.load_state_dict(net.state_dict())
        stop = out_of_time(cfg.max_seconds, clock(), "fine-tuning")
        if updates % cfg.eval_every == 0 or updates == cfg.updates or stop:
            check(updates)
        if stop:
            break

    return FinetuneResult(
        tensors=best["tensors"],
        metadata=dict(metadata),
        config={**asdict(cfg), "gamma": gamma},
        history=history,
        updates=updates,
        seconds=clock(),
        base_accuracy=base_acc,
        accuracy=best["accuracy"],
        base_people_accuracy=base_people,
        people_accuracy=best["people"],
        improved=best["improved"],
        data={
            "decisions": len(decisions),
            "people": len(people[0]),
            "positions": len(reached),
            "lookahead": len(ahead[0]),
            "anchor": len(anchor[0]),
        },
    )


__all__ = [
    "Decision",
    "FinetuneConfig",
    "FinetuneResult",
    "augment",
    "finetune",
    "lookahead",
    "people_positions",
    "relative_of",
    "step",
]
