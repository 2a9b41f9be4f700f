"""Retrain the serving DQN on people's logged games (the same as ``tttbot retrain``).

    python scripts/retrain.py [--min-games N] [--games N] [--updates N] [--dry-run] [--json]
    python scripts/retrain.py --rollback

Reads the transitions of people's games not yet used by a promoted version, fine-tunes the
serving DQN on them, measures the candidate against the serving version and promotes it only
when it is no worse on every metric; otherwise says which metric failed. ``--rollback`` makes
the previous promoted version serve again. Everything is in ``bot.retrain``
(docs/retraining.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a file: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.retrain.cli import main

if __name__ == "__main__":
    raise SystemExit(main(prog="python scripts/retrain.py"))
