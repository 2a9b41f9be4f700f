"""Keys made from ``TTT_WEB_SECRET``: one for the website's session cookies, one for the
members' Discord tokens kept in the database (linked roles). Each is a Fernet key
(cryptography's authenticated encryption) derived with HKDF under its own label, so neither
can open what the other sealed, and a database copy alone reveals no token."""

from __future__ import annotations

import base64
from typing import Final

from cryptography.fernet import Fernet, InvalidToken
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

SESSION: Final = b"tttbot website session"
TOKENS: Final = b"tttbot linked-roles tokens"


def fernet_key(secret: str, label: bytes) -> bytes:
    """The Fernet key (url-safe base64 of 32 bytes) for ``label`` from ``secret``."""
    derived = HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=label)
    return base64.urlsafe_b64encode(derived.derive(secret.encode()))


class TokenBox:
    """Seals and opens the members' tokens for the database."""

    def __init__(self, secret: str) -> None:
        self._fernet = Fernet(fernet_key(secret, TOKENS))

    def seal(self, token: str) -> str:
        return self._fernet.encrypt(token.encode()).decode()

    def open(self, sealed: str) -> str | None:
        """The token, or ``None`` when it was sealed under another secret (it was changed)."""
        try:
            return self._fernet.decrypt(sealed.encode()).decode()
        except InvalidToken:
            return None
