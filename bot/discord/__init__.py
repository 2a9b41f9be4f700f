"""The Discord front: slash commands under /ttt and /ttt-admin, and button boards.

It holds no game logic: every command and click becomes a :class:`bot.games.service.GameService`
call, and what comes back is rendered by :mod:`bot.discord.render`.

The package imports nothing itself, so that importing one small module of it (a button, the
renderer) does not load the client, the service and the database layer. Import from where
things live: :class:`bot.discord.client.TttBot`, :func:`bot.discord.runner.run_discord`; the
leaves type against :class:`bot.discord.context.BotContext`.
"""
