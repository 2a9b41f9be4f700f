"""Discord-shaped API errors raised by emulator handlers and rendered by the REST layer."""

from __future__ import annotations

from .models import JSON


class ApiError(Exception):
    """An error response with Discord's JSON body (``code``/``message``/``errors``).

    Status 5xx is never used: discord.py retries those for ~25 s, which would turn an
    emulator complaint into a mysterious hang (protocol doc §3.5).
    """

    def __init__(self, status: int, code: int, message: str, errors: JSON | None = None) -> None:
        super().__init__(f"{status} {code}: {message}")
        assert status < 500, "5xx makes discord.py retry for ~25 s; use a 4xx"
        self.status = status
        self.code = code
        self.message = message
        self.errors = errors or {}

    def body(self) -> JSON:
        return {"code": self.code, "message": self.message, "errors": self.errors}


def unknown(kind: str, code: int) -> ApiError:
    return ApiError(404, code, f"Unknown {kind}")


UNKNOWN_CHANNEL = 10003
UNKNOWN_GUILD = 10004
UNKNOWN_MEMBER = 10007
UNKNOWN_MESSAGE = 10008
UNKNOWN_WEBHOOK = 10015
UNKNOWN_EMOJI = 10014
UNKNOWN_USER = 10013
UNKNOWN_APPLICATION_COMMAND = 10063
UNKNOWN_INTERACTION = 10062
CANNOT_SEND_EMPTY_MESSAGE = 50006
CANNOT_EDIT_OTHER_USERS_MESSAGE = 50005
INVALID_FORM_BODY = 50035
INTERACTION_ALREADY_ACKNOWLEDGED = 40060
REQUEST_ENTITY_TOO_LARGE = 40005
