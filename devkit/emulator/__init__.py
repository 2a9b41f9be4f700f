"""A loopback Discord API (REST + gateway) that the real discord.py 2.7.1 client runs against.

See tests/e2e/README.md for what it covers and how to drive it.
"""

from .commands import InvocationError
from .errors import ApiError
from .interactions import CallbackType, InteractionResult, InteractionType, PendingInteraction
from .models import Channel, Guild, Member, MessageFlag, Perm, Role, User
from .server import DiscordEmulator, World
from .stored_message import StoredMessage

__all__ = [
    "ApiError",
    "CallbackType",
    "Channel",
    "DiscordEmulator",
    "Guild",
    "InteractionResult",
    "InteractionType",
    "InvocationError",
    "Member",
    "MessageFlag",
    "PendingInteraction",
    "Perm",
    "Role",
    "StoredMessage",
    "User",
    "World",
]
