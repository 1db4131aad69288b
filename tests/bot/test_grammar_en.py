"""English narration agrees with its counts: "1 black tile", "21 black tiles" (English has
one/other: only exactly 1 is singular), a single placed tile with an article and no count."""

from __future__ import annotations

import pytest

from .narrated import COUNTS, lines


def tiles(count: int, colour: str) -> str:
    return f"{count} {colour} tile" + ("" if count == 1 else "s")


@pytest.mark.parametrize("count", COUNTS)
def test_counted_tiles_agree(count):
    said = lines("en", count)
    assert tiles(count, "black") in said["took"]
    assert tiles(count, "black") in said["took_to_floor"]
    assert tiles(count, "orange") in said["acquired"]
    assert tiles(count, "orange") in said["bonus"]
    assert tiles(count, "purple") in said["kept"]
    floor = "1 tile goes" if count == 1 else f"{count} tiles go"
    assert f"{floor} to the floor" in said["line_to_floor"]
    wild = "wild tile" if count == 1 else "wild tiles"
    assert f"paid with {count} {wild})" in said["wilds_used"]


@pytest.mark.parametrize("count", COUNTS)
def test_one_placed_tile_has_an_article_and_no_count(count):
    said = lines("en", count)
    assert "placed a black tile ⬛ on the wall" in said["wall"]
    assert "placed an orange tile 🟧 on the red star" in said["placed"]
