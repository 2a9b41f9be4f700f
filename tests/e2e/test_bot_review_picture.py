"""/ttt review through the real Discord front: the review (a Components V2 layout) shows a PNG
of the position where the game turned in a media gallery, uploaded as an attachment
(multipart ``payload_json`` + ``files[0]``), and still answers, text alone, when the picture
cannot be drawn."""

from __future__ import annotations

import io
import logging

import aiohttp
import pytest
from PIL import Image

from bot.discord import replies
from bot.discord.render import picture
from bot.discord.render.picture import PLAYED, SIZE, cell_box, cell_centre
from devkit.emulator.interactions import CallbackType
from devkit.emulator.stored_message import StoredMessage

from .bot_harness import (
    TttEnv,
    game_id_of,
    slow_down,
    ttt_env,  # noqa: F401 - the `ttt` fixture
)


def gallery_urls(message: StoredMessage | None) -> list[str]:
    """The urls of a layout's media gallery items."""
    assert message is not None
    galleries = [c for c in message.iter_components() if c.get("type") == 12]
    return [item["media"]["url"] for g in galleries for item in g["items"]]


def small_print(message: StoredMessage | None) -> str:
    """A layout's ``-#`` line (the review's picture caption)."""
    assert message is not None
    texts = [c["content"] for c in message.iter_components() if c.get("type") == 10]
    return next(t[3:] for t in texts if t.startswith("-# "))


async def lost_game(ttt: TttEnv) -> int:
    """A game alice loses to minimax by playing the worst move each time; its number."""
    start = await ttt.ttt(ttt.world.alice, "play", {"first": "me"})
    assert start.message is not None
    await ttt.play_out(ttt.world.alice, start, "worst")
    return game_id_of(start.message)


async def test_a_review_attaches_a_png_of_the_position_where_the_game_turned(
    ttt: TttEnv,
) -> None:
    game_id = await lost_game(ttt)
    review = await ttt.ttt(ttt.world.alice, "review")
    name = f"review-{game_id}.png"
    assert [a["filename"] for a in review.attachments] == [name]
    attachment = review.attachments[0]
    assert attachment["content_type"] == "image/png"
    assert "green, grey or red" in attachment["description"]  # the alt text

    assert review.embeds == []
    # attachment:// resolved, as Discord does
    assert gallery_urls(review.message) == [attachment["url"]]
    footer = small_print(review.message)
    assert footer.startswith("Picture: the position before move ") and "Pink outline" in footer

    data = review.attachment_data(name)
    image = Image.open(io.BytesIO(data))
    assert (image.format, image.size) == ("PNG", (SIZE, SIZE))
    # The played cell of the review's first line carries the pink outline.
    first = next(line for line in review.text.splitlines() if line.startswith("• move "))
    played = int(first.split(" on cell ")[1].split(",")[0])
    left = cell_box(played)[0]
    assert image.convert("RGB").getpixel((left + 2, cell_centre(played)[1])) == PLAYED

    async with aiohttp.ClientSession() as http, http.get(attachment["url"]) as served:
        assert served.status == 200 and await served.read() == data  # the CDN serves it


async def test_a_clean_games_review_shows_its_final_position(ttt: TttEnv) -> None:
    start = await ttt.ttt(ttt.world.alice, "play", {"first": "me"})
    await ttt.play_out(ttt.world.alice, start, "best")
    review = await ttt.ttt(ttt.world.alice, "review", locale="fr")  # public: server language
    assert "No move changed the game's value" in review.text
    assert small_print(review.message) == "Picture: the final position."
    [attachment] = review.attachments
    assert attachment["description"].startswith("The final board of game #")
    assert Image.open(io.BytesIO(review.attachment_data(attachment["filename"]))).size == (
        SIZE,
        SIZE,
    )


async def test_a_deferred_review_carries_its_picture_too(
    ttt: TttEnv, monkeypatch: pytest.MonkeyPatch
) -> None:
    game_id = await lost_game(ttt)
    monkeypatch.setattr(replies, "DEFER_AFTER", 0.05)
    slow_down(monkeypatch, ttt.service, "review", 0.2)
    review = await ttt.ttt(ttt.world.alice, "review")
    assert review.response_type == CallbackType.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE
    assert [a["filename"] for a in review.attachments] == [f"review-{game_id}.png"]
    assert review.attachment_data(f"review-{game_id}.png").startswith(b"\x89PNG")
    assert gallery_urls(review.message) == [review.attachments[0]["url"]]


async def test_a_review_whose_picture_fails_is_sent_without_it_and_logged(
    ttt: TttEnv, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    await lost_game(ttt)

    def broken(position: object) -> bytes:
        raise OSError("encoder gone")

    monkeypatch.setattr(picture, "review_picture", broken)
    with caplog.at_level(logging.ERROR, logger="bot.discord.exts.review"):
        review = await ttt.ttt(ttt.world.alice, "review")
    assert not review.ephemeral and "Review of game #" in review.text
    assert review.attachments == []
    assert gallery_urls(review.message) == [] and "Picture:" not in review.text
    assert any("encoder gone" in str(r.exc_info) for r in caplog.records if r.exc_info)


async def test_a_review_whose_upload_discord_refuses_is_sent_without_the_picture(
    ttt: TttEnv, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    await lost_game(ttt)
    too_large = b"\x89PNG" + bytes(10 * 1024 * 1024)  # over the 10 MiB upload limit
    monkeypatch.setattr(picture, "review_picture", lambda position: too_large)
    with caplog.at_level(logging.WARNING, logger="bot.discord.exts.review"):
        review = await ttt.ttt(ttt.world.alice, "review")
    assert not review.ephemeral and "Review of game #" in review.text
    assert review.attachments == [] and gallery_urls(review.message) == []
    assert any("without its picture" in r.getMessage() for r in caplog.records)
    # Provoked on purpose: the emulator refused the upload as Discord would.
    assert ttt.emu.problems == ["/ttt review: callback type 4 rejected: Request entity too large"]
    ttt.emu.problems.clear()
