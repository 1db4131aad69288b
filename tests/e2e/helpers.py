"""Checks shared by the end-to-end tests."""

from __future__ import annotations

import io

from PIL import Image

import render
import rules
from bench.players import Table
from fakediscord import Attachment

THINK = 0.0  # seconds between an answer and the next click: none, so that races show up


def png_size(att: Attachment) -> tuple[int, int]:
    """Pillow must read it as a complete, valid PNG; returns its size."""
    assert att.data is not None and att.size == len(att.data)
    with Image.open(io.BytesIO(att.data)) as image:
        assert image.format == "PNG"
        image.verify()  # chunk CRCs and structure
    with Image.open(io.BytesIO(att.data)) as image:
        image.load()  # and it decodes
        return image.size


def expected_table_size(record: dict) -> tuple[int, int]:
    """The table image's size depends only on the edition and the number of players."""
    game = rules.new_game(record["edition"], record["players"], record["side"], 1)
    return render.table_image(game).size


def check_tables(table: Table, record: dict, language: str = "en", images: str = "latest") -> None:
    """Every public table post of the game went out with one valid PNG of the right size; the
    last one is the final table, byte for byte what `render` draws for the replayed record (with
    the words in `language`). With the server's `images` setting `latest` (the default) every
    earlier table has lost its image since and kept its words; with `all` each keeps it."""
    assert len(table.tables) == table.expected_tables(record)  # the first, then one per choice
    size = expected_table_size(record)
    for message in table.tables[:-1]:
        (image,) = _pngs(message.posted_attachments)
        assert image.filename == "table.png"
        assert png_size(image) == size, f"table {message.id}"
        if images == "latest":
            assert message.attachments == [] and message.content, f"table {message.id}"
        else:
            assert message.attachments == [image], f"table {message.id}"
    (final,) = _pngs(table.last.attachments)
    finished = rules.replay(record).game
    assert finished.is_over
    assert png_size(final) == render.final_image(finished).size
    assert final.data == render.final_png(finished, render.RenderOptions(language=language))


def _pngs(attachments: list[Attachment]) -> list[Attachment]:
    pngs = [a for a in attachments if a.content_type == "image/png"]
    assert attachments == pngs, "only PNG attachments are expected"
    return pngs
