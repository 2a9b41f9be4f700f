"""``tttbot`` command line: run the bot (Discord with a token, the console without)."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import sys

from bot.settings import load_settings


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tttbot", description=__doc__)
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("run", help="run on Discord when DISCORD_TOKEN is set, else the console")
    console = sub.add_parser("console", help="play in this terminal (reads standard input)")
    console.add_argument("--agent", help="default agent for /ttt play")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    settings = load_settings()
    command = args.command or "run"
    if command == "run" and settings.discord_token is not None:
        print("Discord front is not available yet; running the console instead.", file=sys.stderr)
    return _run_console(getattr(args, "agent", None) or settings.default_agent)


def _run_console(default_agent: str) -> int:
    from bot.console import run_console
    from bot.service import GameService
    from engine import TttError

    try:
        service = GameService(default_agent=default_agent)
    except TttError as exc:
        print(f"tttbot: {exc}", file=sys.stderr)
        return 2
    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(run_console(service))
    return 0


if __name__ == "__main__":
    sys.exit(main())
