"""The Discord front's extensions: one per feature (games, duels, stats, review, history,
admin, owner commands…), each loaded by :mod:`bot.discord.client` and talking to the game
service only through :class:`bot.discord.context.BotContext`, never the bot class."""
