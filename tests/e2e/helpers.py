"""Checks shared by the end-to-end tests."""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image, ImageChops

import render
import rules
from bench.players import Table
from fakediscord import Attachment, Message

from ..pictures import same_picture

THINK = 0.0  # seconds between an answer and the next click: none, so that races show up


def png_size(att: Attachment) -> tuple[int, int]:
    """Pillow must read it as a complete PNG, every chunk intact; returns its size. (Not decoded
    here: a game's tables came through one encoder, which the render tests decode, and its final
    table is decoded and compared pixel for pixel by `check_tables`. Decoding each table posted
    took some 0.6 of the test process's 3.5 s of CPU in four end-to-end games.)"""
    assert att.data is not None and att.size == len(att.data)
    with Image.open(io.BytesIO(att.data)) as image:
        assert image.format == "PNG"
        size = image.size
        image.verify()  # every chunk's CRC, the structure up to IEND
    return size


def expected_table_size(record: dict) -> tuple[int, int]:
    """The table image's size depends only on the edition and the number of players."""
    game = rules.new_game(record["edition"], record["players"], record["side"], 1)
    return render.table_image(game).size


async def check_tables(
    table: Table,
    record: dict,
    language: str = "en",
    images: str = "latest",
    orphan: Message | None = None,
) -> None:
    """Every public table post of the game went out with one valid PNG of the right size; the
    last one is the final table, pixel for pixel what `render` draws for the replayed record (with
    the words in `language`). With the server's `images` setting `latest` (the default) every
    earlier table has lost its image since and kept its words; with `all` each keeps it. An
    `orphan` (posted by a process killed before it could write down the post's id) may keep its
    image: no process knows it."""
    assert len(table.tables) == table.expected_tables(record)  # the first, then one per choice
    size = expected_table_size(record)
    for i, message in enumerate(table.tables[:-1]):
        (image,) = _pngs(message.posted_attachments)
        assert image.filename == "table.png"
        where = f"table {i} of {len(table.tables)} (message {message.id}, {message.edits} edits)"
        assert png_size(image) == size, where
        if orphan is not None and message.id == orphan.id:
            continue
        if images == "latest":
            await _image_taken_off(table, message, where)
            assert message.content, where
        else:
            assert message.attachments == [image], where
    (final,) = _pngs(table.last.attachments)
    finished = rules.replay(record).game
    assert finished.is_over
    assert png_size(final) == render.final_image(finished).size
    expected = render.final_png(finished, render.RenderOptions(language=language))
    assert final.data is not None
    if not same_picture(final.data, expected):
        raise AssertionError(_unlike(final.data, expected, f"final-{language}-{table.game_id}"))


async def _image_taken_off(table: Table, message: Message, where: str) -> None:
    """The edit that takes a table's image off follows the next table post: the people may
    have seen that post (even the final one) a moment before, so wait for it."""
    try:
        await table.sim.wait_for_message(
            lambda m: m.id == message.id and not m.attachments,
            10,
            channel=message.channel_id,
            after=message.id - 1,
        )
    except TimeoutError:
        raise AssertionError(f"{where} kept its image") from None


def _pngs(attachments: list[Attachment]) -> list[Attachment]:
    pngs = [a for a in attachments if a.content_type == "image/png"]
    assert attachments == pngs, "only PNG attachments are expected"
    return pngs


ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "e2e"


def _unlike(posted: bytes, expected: bytes, name: str) -> str:
    """Where a posted image differs from the one drawn here, both kept to look at."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / f"{name}-posted.png").write_bytes(posted)
    (ARTIFACTS / f"{name}-expected.png").write_bytes(expected)
    a, b = (Image.open(io.BytesIO(data)).convert("RGB") for data in (posted, expected))
    box = ImageChops.difference(a, b).getbbox() if a.size == b.size else None
    return (
        f"the posted image differs from the one drawn here ({a.size} and {b.size}; pixels differ "
        f"in {box}); both are in {ARTIFACTS}/{name}-*.png"
    )
