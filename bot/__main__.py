"""``tttbot`` command line: run the bot (Discord with a token, the console without), check a
running one (``tttbot health``), manage its database (``tttbot db upgrade``, ``backup``,
``restore``, ``rebuild-stats``), and retrain the DQN on people's games (``tttbot retrain``,
``tttbot rollback``)."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import sys

from bot.backup_cli import COMMANDS as BACKUP_COMMANDS
from bot.backup_cli import add_backup_commands, run_backup_command
from bot.settings import Settings, SettingsError, load_settings

DESCRIPTION = (
    "Run the tic-tac-toe bot: on Discord when DISCORD_TOKEN is set, else in this terminal. "
    "Also manages its database (tttbot db upgrade, backup, restore) and retrains the DQN on "
    "people's games (tttbot retrain, tttbot rollback)."
)
"""What ``tttbot --help`` says: plain words (the module docstring is reStructuredText)."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tttbot", description=DESCRIPTION)
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("run", help="run on Discord when DISCORD_TOKEN is set, else the console")
    console = sub.add_parser("console", help="play in this terminal (reads standard input)")
    console.add_argument("--agent", help="default agent for /ttt play")
    db = sub.add_parser("db", help="manage the database (TTT_DATABASE_URL)")
    db_sub = db.add_subparsers(dest="db_command", required=True)
    upgrade = db_sub.add_parser("upgrade", help="apply the migrations the database lacks")
    upgrade.add_argument("--url", help="database URL (default: TTT_DATABASE_URL)")
    current = db_sub.add_parser("current", help="print the database's schema revision")
    current.add_argument("--url", help="database URL (default: TTT_DATABASE_URL)")
    rebuild = db_sub.add_parser(
        "rebuild-stats",
        help="recount every rating from the finished games under today's rules (bot stopped)",
    )
    rebuild.add_argument("--url", help="database URL (default: TTT_DATABASE_URL)")
    add_backup_commands(db_sub)
    health = sub.add_parser(
        "health",
        help="check a running process (TTT_HEALTH_PORT): gateway, database, migrations, agents",
    )
    health.add_argument("--port", type=int, help="its TTT_HEALTH_PORT (default: this one's)")
    health.add_argument("--url", help="its /healthz address, e.g. http://10.0.0.5:8081/healthz")
    health.add_argument(
        "--wait", type=float, default=0.0, metavar="SECONDS", help="ask again until healthy"
    )
    sub.add_parser(
        "web",
        help="serve the website of the database (TTT_WEB_HOST:TTT_WEB_PORT, default "
        "127.0.0.1:8080): public servers' leaderboards, game replays, players",
    )
    sub.add_parser(
        "sync-commands",
        help="register the slash commands with Discord once (a deploy step for a fleet)",
    )
    # Parsed by bot.retrain.cli (see `tttbot retrain --help`); listed here for --help.
    sub.add_parser(
        "retrain",
        add_help=False,
        help="fine-tune the DQN on people's games; promote it if no worse",
    )
    sub.add_parser(
        "rollback", add_help=False, help="make the previously promoted DQN version serve again"
    )
    return parser


def rollback_parser() -> argparse.ArgumentParser:
    """What ``tttbot rollback --help`` shows: the options a rollback uses (it runs through the
    retraining command line with ``--rollback``, whose other options train)."""
    parser = argparse.ArgumentParser(
        prog="tttbot rollback",
        description="Make the previously promoted DQN version serve again.",
    )
    parser.add_argument("--agent", default="dqn", help="the learned agent (default: dqn)")
    parser.add_argument("--database-url", help="default: TTT_DATABASE_URL")
    parser.add_argument("--weights-dir", help="default: the directory of TTT_MANIFEST_PATH")
    parser.add_argument("--json", action="store_true", help="end with the outcome as JSON")
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in ("retrain", "rollback"):
        # Imports no torch until a run actually trains.
        from bot.retrain.cli import main as retrain_main

        if argv[0] == "rollback" and {"-h", "--help"} & set(argv[1:]):
            rollback_parser().print_help()
            return 0
        extra = ["--rollback"] if argv[0] == "rollback" else []
        return retrain_main([*argv[1:], *extra], prog=f"tttbot {argv[0]}")
    args = build_parser().parse_args(argv)
    try:
        settings = load_settings()
    except SettingsError as exc:  # one line per bad setting, no traceback
        for problem in exc.problems:
            print(f"tttbot: {problem.line()}", file=sys.stderr)
        return 2
    command = args.command or "run"
    if command == "db" and args.db_command in BACKUP_COMMANDS:
        return run_backup_command(args.db_command, args.path, args.url or settings.database_url)
    if command == "db":
        return _db(args.db_command, args.url or settings.database_url, settings)
    if command == "health":
        from bot.health_server import health_command

        return health_command(settings, args.url, args.port, args.wait)
    if command == "web":
        return _run_web(settings)
    if command == "sync-commands":
        return _run_discord(settings, sync_only=True)
    if command == "run" and settings.discord_token is not None:
        return _run_discord(settings)
    return _run_console(settings, getattr(args, "agent", None) or settings.default_agent)


def _run_discord(settings: Settings, *, sync_only: bool = False) -> int:
    import gc

    # The imports below create ~110,000 objects that live until exit, and the
    # collector would walk them again and again on the way (60-90 ms of a 0.7 s start).
    # bot.discord.runner.freeze_startup_heap turns it back on once they are frozen; the
    # finally covers the paths that never get there (sync-only, a failed start).
    gc.disable()
    try:
        return _serve_discord(settings, sync_only=sync_only)
    finally:
        gc.enable()


def _serve_discord(settings: Settings, *, sync_only: bool) -> int:
    from bot.discord.runner import run_discord, sync_commands_once
    from bot.logs import serving_logging
    from engine import TttError
    from storage.errors import DatabaseUnavailableError

    serving_logging(settings.log_level, settings.log_format)
    try:
        # Returns once run_discord has closed the client and the database; SIGTERM and Ctrl-C
        # are handled inside it (signal handlers on the loop), so no traceback on either.
        if sync_only:
            return asyncio.run(sync_commands_once(settings))
        return asyncio.run(run_discord(settings))
    except (TttError, DatabaseUnavailableError, ValueError) as exc:  # one line, no traceback
        print(f"tttbot: {exc}", file=sys.stderr)
        return 2


def _run_web(settings: Settings) -> int:
    from bot.settings import DEFAULT_WEB_PORT
    from bot.web.app import run_web
    from bot.web.auth import WebAuth

    logging.basicConfig(level=settings.log_level, format="%(levelname)s %(name)s: %(message)s")
    port = settings.web_port or DEFAULT_WEB_PORT
    try:
        auth = WebAuth.from_settings(settings)
        return run_web(settings.database_url, settings.web_host, port, auth)
    except OSError as exc:  # the port is taken, the address is not this machine's
        print(f"tttbot web: {exc}", file=sys.stderr)
        return 2


def _db(command: str, url: str, settings: Settings) -> int:
    from storage import current_revision, head_revision, upgrade
    from storage.errors import database_unavailable

    try:
        if command == "upgrade":
            asyncio.run(upgrade(url))
            print(f"database at revision {head_revision()} (newest)")
        elif command == "rebuild-stats":
            rows = asyncio.run(_rebuild_stats(url, settings.rated_games_per_pair_per_day))
            print(f"stats recounted from the finished games: {rows} rating rows")
        else:
            revision = asyncio.run(current_revision(url))
            newest = head_revision()
            state = "newest" if revision == newest else f"newest is {newest}"
            print(f"database at revision {revision or 'none (empty)'} ({state})")
    except Exception as exc:  # a bad URL or an unreachable database: one line, no traceback
        print(f"tttbot db {command}: {database_unavailable(url, exc)}", file=sys.stderr)
        return 1
    return 0


async def _rebuild_stats(url: str, pair_daily_cap: int) -> int:
    """Replace the stats tables by what the finished games give under the current rules (a
    database whose ratings were counted under older ones); the rating rows written."""
    from storage import Repository
    from storage.rating import RatingRules

    repository = await Repository.open(url)
    try:
        repository.rating_rules = RatingRules(pair_daily_cap)
        return len((await repository.rebuild_stats()).ratings)
    finally:
        await repository.close()


class OneLineLog(logging.Formatter):
    """``tttbot: <message> (<error>: <its first line>)``: the console's terminal is the
    player's, and a failed command already answers them; the traceback (dozens of lines, the
    SQL of a failed query) is for ``TTT_LOG_LEVEL=DEBUG``."""

    def format(self, record: logging.LogRecord) -> str:
        text = record.getMessage()
        error = record.exc_info[1] if record.exc_info else None
        if error is not None:
            lines = str(error).strip().splitlines()
            text += f" ({type(error).__name__}" + (f": {lines[0]})" if lines else ")")
        return f"tttbot: {text}"


def console_logging(level_name: str) -> None:
    """The console's log lines on stderr: warnings and errors, one line each; at ``DEBUG``
    everything, with tracebacks."""
    debug = level_name.upper() == "DEBUG"
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("tttbot: %(message)s") if debug else OneLineLog())
    logging.basicConfig(level=logging.DEBUG if debug else logging.WARNING, handlers=[handler])


def _run_console(settings: Settings, default_agent: str) -> int:
    console_logging(settings.log_level)
    greeted = sys.stdin.isatty()
    if greeted:  # the prompt first, the heavy imports and the database after
        from bot.console_start import greet

        greet(sys.stdout, settings.locale)
    from bot.console import run_console
    from bot.games.service import GameService
    from engine import TttError
    from storage.errors import DatabaseUnavailableError
    from storage.rating import RatingRules

    async def run() -> int:
        try:
            service = await GameService.open(
                settings.database_url,
                default_agent=default_agent,
                idle_timeout_s=settings.idle_timeout_s,
                challenge_cooldown_s=settings.challenge_cooldown_s,
                manifest_path=settings.manifest_path,
                pool_size=settings.database_pool_size,
            )
        except (TttError, DatabaseUnavailableError) as exc:  # one line, no traceback
            print(f"tttbot: {exc}", file=sys.stderr)
            return 2
        service.repository.rating_rules = RatingRules(settings.rated_games_per_pair_per_day)
        async with service:
            await run_console(service, locale=settings.locale, greeted=greeted)
        return 0

    with contextlib.suppress(KeyboardInterrupt):
        return asyncio.run(run())
    return 0


if __name__ == "__main__":
    sys.exit(main())
