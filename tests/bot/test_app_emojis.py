"""The bot's own X and O at start (:func:`bot.discord.app_emojis.ensure_marks`): listed, the
missing ones uploaded; one another process uploaded meanwhile taken as it is; letters (None)
when Discord cannot be reached or refuses."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import discord

from bot.discord.app_emojis import IMAGES, O_NAME, X_NAME, Marks, ensure_marks


class Emoji(SimpleNamespace):
    def __str__(self) -> str:
        return f"<:{self.name}:{self.id}>"


def refusal(code: int = 50035) -> discord.HTTPException:
    response = SimpleNamespace(status=400, reason="Bad Request")
    return discord.HTTPException(response, {"code": code, "message": "no"})


class FakeClient:
    """The application's emojis, as a list; ``others`` are uploaded by another process when
    this one tries to upload them (its upload is then refused: the name is taken)."""

    def __init__(self, *names: str, others: tuple[str, ...] = (), down: bool = False) -> None:
        self.emojis = [Emoji(id=n + 1, name=name) for n, name in enumerate(names)]
        self.others = others
        self.down = down
        self.uploaded: list[tuple[str, bytes]] = []

    async def fetch_application_emojis(self) -> list[Any]:
        if self.down:
            raise OSError("Cannot connect to host discord.com:443")
        return list(self.emojis)

    async def create_application_emoji(self, *, name: str, image: bytes) -> Any:
        emoji = Emoji(id=100 + len(self.emojis), name=name)
        self.emojis.append(emoji)
        if name in self.others:
            raise refusal()
        self.uploaded.append((name, image))
        return emoji


async def test_the_missing_marks_are_uploaded_from_their_images() -> None:
    client = FakeClient(X_NAME, "party")
    marks = await ensure_marks(client)
    assert marks == Marks(f"<:{X_NAME}:1>", f"<:{O_NAME}:102>")
    assert client.uploaded == [(O_NAME, (IMAGES / f"{O_NAME}.png").read_bytes())]


async def test_marks_already_there_are_only_listed() -> None:
    client = FakeClient(O_NAME, X_NAME)
    assert await ensure_marks(client) == Marks(f"<:{X_NAME}:2>", f"<:{O_NAME}:1>")
    assert client.uploaded == []


async def test_a_mark_another_process_uploaded_meanwhile_is_taken_as_it_is() -> None:
    client = FakeClient(others=(X_NAME,))
    marks = await ensure_marks(client)
    assert marks is not None and marks.x == f"<:{X_NAME}:100>"
    assert [name for name, _ in client.uploaded] == [O_NAME]


async def test_no_marks_when_discord_cannot_be_reached() -> None:
    assert await ensure_marks(FakeClient(down=True)) is None


async def test_no_marks_when_discord_refuses_the_upload() -> None:
    class Refusing(FakeClient):
        async def create_application_emoji(self, *, name: str, image: bytes) -> Any:
            raise refusal(30008)  # the app's 2,000 emojis are taken

    assert await ensure_marks(Refusing()) is None


def test_the_images_are_128_pixel_pngs_under_discords_256_kib() -> None:
    from PIL import Image

    for name in (X_NAME, O_NAME):
        path = IMAGES / f"{name}.png"
        assert path.stat().st_size <= 256 * 1024
        with Image.open(path) as image:
            assert (image.format, image.size) == ("PNG", (128, 128))
