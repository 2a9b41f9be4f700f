"""End-to-end tests: the real discord.py client against a loopback Discord API emulator."""
