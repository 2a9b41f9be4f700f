"""The eight symmetries of the board (the dihedral group of the square).

A symmetry is a permutation ``p`` of the nine cell *indices* (0-based): the transformed board
has on index ``i`` what the original had on index ``p[i]``, so ``transformed = cells[p]``. A move
on original index ``j`` lands on transformed index ``inverse[j]``. Cell *numbers* (1–9) are the
indices plus one, as everywhere in the engine.

Two uses: augmentation (show a learner every position in all eight orientations) and canonical
forms (map a position to one representative of its orbit, so a table or network needs to know
only 765 of the 5,478 reachable positions).

    >>> canonical_cells("..X......")  # X in the top-right corner
    ('X........', 3)
"""

from __future__ import annotations

import functools
from typing import Final

import numpy as np
import numpy.typing as npt


def _rotate(p: tuple[int, ...]) -> tuple[int, ...]:
    # Quarter turn clockwise: the new row r, column c shows old row 2-c, column r.
    return tuple(p[(2 - c) * 3 + r] for r in range(3) for c in range(3))


def _mirror(p: tuple[int, ...]) -> tuple[int, ...]:
    # Left-right mirror: new column c shows old column 2-c.
    return tuple(p[r * 3 + (2 - c)] for r in range(3) for c in range(3))


def _all_symmetries() -> tuple[tuple[int, ...], ...]:
    identity = tuple(range(9))
    rotations = [identity]
    for _ in range(3):
        rotations.append(_rotate(rotations[-1]))
    return tuple(rotations + [_mirror(r) for r in rotations])


SYMMETRIES: Final[tuple[tuple[int, ...], ...]] = _all_symmetries()
"""The 8 permutations (identity first, then 3 rotations, then the 4 mirrored ones)."""

INVERSES: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(p.index(j) for j in range(9)) for p in SYMMETRIES
)
"""``INVERSES[k][j]``: where index ``j`` goes under symmetry ``k``."""

PERMS: Final[npt.NDArray[np.intp]] = np.array(SYMMETRIES, dtype=np.intp)
"""(8, 9) array form of :data:`SYMMETRIES`, for batched gathers ``boards[:, PERMS[k]]``."""

INVERSE_PERMS: Final[npt.NDArray[np.intp]] = np.array(INVERSES, dtype=np.intp)
"""(8, 9) array form of :data:`INVERSES`."""

_POW3: Final = 3 ** np.arange(9, dtype=np.int64)


def transform_cells(cells: str, k: int) -> str:
    """The nine-character board ``cells`` under symmetry ``k``."""
    return "".join(cells[i] for i in SYMMETRIES[k])


def transform_cell(cell: int, k: int) -> int:
    """Where cell number ``cell`` (1–9) goes under symmetry ``k``."""
    return INVERSES[k][cell - 1] + 1


@functools.cache
def own_symmetries(cells: str) -> npt.NDArray[np.intp]:
    """The symmetries (rows, as in :data:`PERMS`) that leave the board ``cells`` unchanged,
    identity first: on such a board the moves a symmetry maps onto each other (index ``j`` and
    index ``p[j]``) are the same move. Cached: at most 3^9 boards."""
    return PERMS[[k for k in range(8) if transform_cells(cells, k) == cells]]


def symmetric_mean(values: npt.NDArray[np.floating], cells: str) -> npt.NDArray[np.floating]:
    """``values`` of the nine cells of ``cells`` averaged over the board's own symmetries, so
    that moves which are the same move get the same value; unchanged (the same array) on the
    boards with no symmetry but the identity, most of them."""
    own = own_symmetries(cells)
    if len(own) == 1:
        return values
    return np.asarray(values)[own].mean(axis=0)


def with_images(moves: tuple[int, ...], cells: str) -> tuple[int, ...]:
    """Cell numbers ``moves`` with every cell that a symmetry of the board ``cells`` maps them
    onto (the same moves in truth), sorted; ``moves`` itself on a board with no symmetry."""
    own = own_symmetries(cells)
    if len(own) == 1:
        return moves
    return tuple(sorted({int(p[c - 1]) + 1 for c in moves for p in own}))


def canonical_cells(cells: str) -> tuple[str, int]:
    """The canonical form of ``cells`` and the symmetry ``k`` that maps ``cells`` to it.

    The canonical form is the largest of the eight images in string order (``'X' > 'O' > '.'``),
    a fixed but otherwise arbitrary choice.
    """
    best, best_k = transform_cells(cells, 0), 0
    for k in range(1, 8):
        image = transform_cells(cells, k)
        if image > best:
            best, best_k = image, k
    return best, best_k


def canonical_batch(
    boards: npt.NDArray[np.integer],
) -> tuple[npt.NDArray[np.int8], npt.NDArray[np.intp]]:
    """Canonical forms of a batch of boards coded 0 (empty), 1 and -1 (or 2): shape (N, 9).

    Returns ``(canonical, k)`` with ``canonical[n] == boards[n, PERMS[k[n]]]``. The choice is
    the image with the largest base-3 code (values read as digits 0, 1, 2 with -1 -> 2), which
    depends only on the orbit, so every board of an orbit gets the same canonical form.
    """
    b = np.asarray(boards)
    digits = np.where(b < 0, 2, b).astype(np.int64)  # (N, 9) digits 0..2
    images = digits[:, PERMS]  # (N, 8, 9)
    codes = images @ _POW3  # (N, 8)
    k = codes.argmax(axis=1)
    canonical = b[np.arange(len(b))[:, None], PERMS[k]].astype(np.int8)
    return canonical, k
