"""The website (``tttbot web``): leaderboards, game replays and player pages of the servers
that made themselves public, rendered on the server from the bot's database, with the same
data as JSON under ``/api`` (docs/web.md)."""
