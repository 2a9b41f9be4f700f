"""Tools for developing tttbot, shared by the tests and the benchmarks: never imported by the bot.

* :mod:`devkit.emulator`: a loopback Discord API (REST + gateway) that the real discord.py
  client connects to, so everything that talks to Discord runs without Discord.
* :mod:`devkit.bot_process`: the bot as its own process against the emulator
  (``running_bot``), the one way tests and benchmarks start, watch and stop it;
  :mod:`devkit.cluster`: several of them, sharded, on one database.
* :mod:`devkit.discord_clients` and :mod:`devkit.ttt`: the bot in this process against the
  emulator, and the readers of what members see (boards, refusals).
* :mod:`devkit.postgres`: a PostgreSQL server (the suite's, or one a run may stop and start);
  :mod:`devkit.db_snapshot`: every row of every table; :mod:`devkit.restart_load`: games
  played through a database restart, and what members were told against what was stored.

Run what uses it from the repository root (``python -m benchmarks.bench_bot``, ``pytest``):
devkit is found there, as the packages it starts are.
"""
