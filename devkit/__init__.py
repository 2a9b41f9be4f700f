"""Tools for developing tttbot, shared by the tests and the benchmarks: never imported by the bot.

* :mod:`devkit.emulator`: a loopback Discord API (REST + gateway) that the real discord.py
  client connects to, so everything that talks to Discord runs without Discord.
"""
