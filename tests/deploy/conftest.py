"""The Discord emulator of the end-to-end tests, for the deploy walkthrough's bots."""

from tests.e2e.conftest import emulator

__all__ = ["emulator"]
