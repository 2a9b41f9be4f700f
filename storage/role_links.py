"""The members who linked their Discord profile to the bot (linked roles): their OAuth2 tokens,
sealed by the bot (:mod:`bot.sealing`) before they get here, so the database holds no token
in the clear. The bot refreshes a row's tokens when they expire, and forgets the row when
Discord no longer honours them."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Final

from sqlalchemy import String, Table, Text, delete, select

from storage.columns import ID, METADATA, UTCDateTime, required

ROLE_LINKS: Final = Table(
    "role_links",
    METADATA,
    required("user_id", ID, primary_key=True),
    required("access_token", Text),
    required("refresh_token", Text),
    required("expires_at", UTCDateTime()),
    required("scope", String(200)),
    required("updated_at", UTCDateTime()),
)
"""One row per member who linked: their sealed access and refresh tokens, when the access
token expires."""

FIND_LINK: Final = select(ROLE_LINKS)
FORGET_LINK: Final = delete(ROLE_LINKS)


@dataclass(frozen=True, slots=True)
class RoleLink:
    """A member's link, tokens still sealed."""

    user_id: str
    access_token: str
    refresh_token: str
    expires_at: datetime
    scope: str
