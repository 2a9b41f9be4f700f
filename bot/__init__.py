"""The bot: one transport-agnostic game service (:mod:`bot.games`) and its two fronts, Discord
(:mod:`bot.discord`) and the console (:mod:`bot.console`); settings, languages
(:mod:`bot.i18n`), retraining (:mod:`bot.retrain`) and the ``tttbot`` entry point
(:mod:`bot.__main__`). docs/architecture.md maps it."""
