"""The command line of a run and of a rollback: ``tttbot retrain [--rollback]`` and
``tttbot rollback`` both end here (``python -m bot retrain`` too).

Exit codes: 0 promoted / unchanged / skipped / rolled back, 3 rejected, 4 busy, 1 failed.
With ``--json`` the progress goes to stderr and the last line of stdout is the
:class:`~bot.retrain.outcome.Outcome` as JSON (the bot's runner reads it).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import time
from pathlib import Path
from typing import Any, Final

from bot.retrain.files import serving_of
from bot.retrain.outcome import RETRAINABLE, Hook, Outcome, RetrainOptions, Say
from bot.retrain.rollback import rollback
from bot.retrain.run import retrain

"""Test hook (setting ``retrain_stall_at``): a run reaching this stage prints
``stalled at <stage>`` and sleeps until killed."""

EXIT_CODES: Final = {
    "promoted": 0,
    "unchanged": 0,
    "skipped": 0,
    "rolled-back": 0,
    "rejected": 3,
    "busy": 4,
    "failed": 1,
}


def build_parser(prog: str = "tttbot retrain") -> argparse.ArgumentParser:
    """The options of a run (and ``--rollback``)."""
    parser = argparse.ArgumentParser(
        prog=prog,
        description="Fine-tune the serving DQN on people's logged games; promote it only when "
        "it is no worse on every metric (or, with --rollback, return to the previous version).",
    )
    parser.add_argument("--agent", default="dqn", choices=RETRAINABLE)
    parser.add_argument("--database-url", help="default: TTT_DATABASE_URL")
    parser.add_argument(
        "--weights-dir", type=Path, help="default: the directory of TTT_MANIFEST_PATH"
    )
    parser.add_argument(
        "--min-games",
        type=int,
        default=None,
        help="new finished games needed (default: TTT_RETRAIN_MIN_GAMES, or 1)",
    )
    parser.add_argument(
        "--games",
        type=int,
        default=2_000,
        help="seeded games per side vs random and vs minimax, reported",
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--updates", type=int, help="fine-tuning updates (default 1,500)")
    parser.add_argument(
        "--win-tolerance",
        type=float,
        default=0.0,
        help="allowed fall of the expected win rate vs random (default 0)",
    )
    parser.add_argument(
        "--refits",
        type=_at_least_one,
        help="people models the gate refits on resampled games, per server (default 100)",
    )
    parser.add_argument("--dry-run", action="store_true", help="train and measure, never promote")
    parser.add_argument(
        "--rollback", action="store_true", help="make the previous promoted version serve again"
    )
    parser.add_argument(
        "--json", action="store_true", help="end with the outcome as one line of JSON"
    )
    parser.add_argument("--nice", type=int, default=0, help="lower this process's priority")
    return parser


def _at_least_one(text: str) -> int:
    """An argument that must be a whole number of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1: {value}")
    return value


def main(argv: list[str] | None = None, *, prog: str = "tttbot retrain") -> int:
    """Command line of a run (or ``--rollback``); exit 0 promoted / unchanged / skipped /
    rolled back, 3 rejected, 4 busy, 1 failed."""
    args = build_parser(prog).parse_args(argv)
    from bot.settings import load_settings

    settings = load_settings()
    if args.nice:
        os.nice(args.nice)
    database_url = args.database_url or settings.database_url
    weights_dir = args.weights_dir or Path(settings.manifest_path).parent
    min_games = args.min_games
    if min_games is None:
        min_games = getattr(settings, "retrain_min_games", 1)
    finetune: dict[str, Any] = {}
    if args.updates is not None:
        finetune["updates"] = args.updates

    hook = stall_hook(_stall_at(settings))

    def say(line: str) -> None:
        print(line, file=sys.stderr if args.json else sys.stdout, flush=True)

    try:
        if args.rollback:
            outcome = asyncio.run(rollback(database_url, weights_dir, args.agent, hook=hook))
        else:
            options = RetrainOptions(
                database_url=database_url,
                weights_dir=weights_dir,
                agent=args.agent,
                min_games=min_games,
                games=args.games,
                seed=args.seed,
                win_tolerance=args.win_tolerance,
                finetune=finetune,
                refits=args.refits,
                dry_run=args.dry_run,
            )
            outcome = asyncio.run(retrain(options, hook=hook, say=say))
    except KeyboardInterrupt:
        outcome = Outcome(
            "failed",
            args.agent,
            serving_of(weights_dir, args.agent),
            "interrupted: nothing was changed",
        )
    except Exception as exc:  # one line, and the outcome: the scheduler reads it
        outcome = Outcome(
            "failed",
            args.agent,
            serving_of(weights_dir, args.agent),
            f"retraining failed, nothing was changed: {exc}",
        )
    _print(outcome, say, as_json=args.json)
    return EXIT_CODES[outcome.status]


def _stall_at(settings: Any) -> str | None:
    """The stage to stall at: the setting ``retrain_stall_at`` (``TTT_RETRAIN_STALL_AT``)."""
    return getattr(settings, "retrain_stall_at", None)


def stall_hook(stall_at: str | None) -> Hook | None:
    """A hook that stalls the process at stage ``stall_at`` (``None``: no hook)."""
    if not stall_at:
        return None

    def stall(name: str) -> None:
        if name == stall_at:
            print(f"stalled at {name}", flush=True)
            while True:
                time.sleep(3600)

    return stall


def _print(outcome: Outcome, say: Say, *, as_json: bool) -> None:
    """The outcome's message, one line per gate check, and (``--json``) the outcome."""
    say(outcome.message)
    for check in outcome.checks:
        mark = "ok  " if check["ok"] else "FAIL"
        say(
            f"  {mark} {check['metric']:<28} serving {check['serving']:.6f}  "
            f"candidate {check['candidate']:.6f}  ({check['rule']})"
        )
    if as_json:
        print(outcome.to_json(), flush=True)
