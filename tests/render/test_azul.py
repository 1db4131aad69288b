"""Azul images: they render for every kind of position, and the pixels say what the state says."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from render import RenderOptions, board_png, final_png, table_image, table_png
from render.azul import BIG_TILE
from render.layout import AzulBoardGeometry, AzulTableLayout, sample_point
from render.theme import ACTIVE, AZUL_TILES, FACTORY, GREY_WALL, LAST_ROUND
from rules import WALL

from ..pictures import picture
from .helpers import close, play_until, snapshots

CB = RenderOptions(colour_blind=True)


def _png(data: bytes) -> Image.Image:
    img = Image.open(io.BytesIO(data))
    img.load()
    return img


@pytest.mark.parametrize(
    ("players", "side", "seed"),
    [
        (2, "colour", 1),
        (3, "colour", 2),
        (4, "colour", 3),
        (2, "grey", 4),
        (3, "grey", 5),
        (4, "grey", 6),
    ],
)
def test_renders_every_phase(players, side, seed):
    states = snapshots("azul", players, side, seed, every=9)
    assert states[-1].is_over
    if side == "grey":
        assert any(s.phase == WALL for s in snapshots("azul", players, side, seed, every=1))
    size = AzulTableLayout(players).size
    for i, game in enumerate(states):
        options = CB if i % 2 else RenderOptions()
        img = _png(table_png(game, options))
        assert img.size == size
        assert img.mode in ("RGB", "P")
    last = states[-1]
    g = AzulBoardGeometry(BIG_TILE)
    board = _png(board_png(last, players - 1))
    assert board.width > g.width and board.height > g.height
    final = _png(final_png(last))
    assert final.width >= 1000


def test_grey_wall_phase_marks_the_pending_row():
    game = play_until("azul", 2, "grey", 11, lambda g: g.phase == WALL)
    assert game is not None and game.pending_wall_row() is not None
    img = table_image(game)
    assert img.size == AzulTableLayout(2).size


def test_wall_space_shows_the_placed_colour():
    # Coloured side: at the end of round 1 some tile has gone to the wall.
    game = play_until("azul", 2, "colour", 21, lambda g: g.round == 2)
    L = AzulTableLayout(2)
    img = table_image(game)
    seen = 0
    for seat, p in enumerate(game.players):
        for r in range(5):
            for c in range(5):
                colour = p.wall[r * 5 + c]
                px = img.getpixel(sample_point(L.wall_cell(seat, r, c)))
                if colour >= 0:
                    seen += 1
                    assert close(px, AZUL_TILES[colour], 2), (seat, r, c, px)
                else:  # the faint printed pattern is not the tile itself
                    assert not close(px, AZUL_TILES[(c - r) % 5], 40)
    assert seen > 0


def test_factory_regions_hold_as_many_tiles_as_the_state():
    tile_colours = AZUL_TILES
    for moves_made in (0, 3, 6):
        game = play_until(
            "azul", 3, "colour", 30 + moves_made, lambda g, k=moves_made: len(g.history) >= k
        )
        L = AzulTableLayout(3)
        img = _png(table_png(game))
        for f in range(1, L.factories + 1):
            drawn = 0
            for slot in range(4):
                px = img.getpixel(sample_point(L.factory_slot(f, slot)))
                if any(close(px, t, 2) for t in tile_colours):
                    drawn += 1
                else:
                    assert close(px, FACTORY, 2)
            assert drawn == sum(game.sources[f]), f


def test_grey_side_differs_from_coloured_side():
    colour = play_until("azul", 2, "colour", 40, lambda g: True)
    grey = play_until("azul", 2, "grey", 40, lambda g: True)
    L = AzulTableLayout(2)
    a, b = table_image(colour), table_image(grey)
    for r in range(5):
        for c in range(5):
            pt = sample_point(L.wall_cell(0, r, c))
            assert a.getpixel(pt) != b.getpixel(pt)
            assert close(b.getpixel(pt), GREY_WALL, 2)
    distinct = {a.getpixel(sample_point(L.wall_cell(0, 0, c))) for c in range(5)}
    assert len(distinct) == 5  # the coloured side prints five different faint colours


def test_colour_blind_mode_changes_the_tiles():
    game = play_until("azul", 2, "colour", 50, lambda g: True)
    L = AzulTableLayout(2)
    plain, cb = table_image(game), table_image(game, CB)
    box = L.factory_slot(1, 0)
    assert plain.crop(box).tobytes() != cb.crop(box).tobytes()
    # ...while the plain colour around the glyph stays the same, so hue still reads as before.
    pt = sample_point(box)
    assert plain.getpixel(pt) == cb.getpixel(pt)
    # Each colour gets its own glyph: the five tile crops all differ in shape, not only in hue.
    from render import sprites

    masks = set()
    for c in range(5):
        sprite = sprites.azul_tile(c, 40, True).convert("L")
        masks.add(sprite.point(lambda v: 255 if v > 128 else 0).tobytes())
    assert len(masks) == 5


def test_same_state_same_bytes():
    game = play_until("azul", 4, "grey", 60, lambda g: len(g.history) >= 10)
    first = table_png(game)
    from render import azul, sprites

    azul._table_base.cache_clear()
    sprites.azul_tile.cache_clear()
    # By picture: ISA-L's deflate may give the same rows other bytes (tests/pictures.py).
    assert picture(table_png(game)) == picture(first)
    assert picture(table_png(game.copy())) == picture(first)
    assert b"tIME" not in first and b"tEXt" not in first


def test_four_player_table_is_small_enough():
    game = play_until("azul", 4, "colour", 70, lambda g: g.round == 3)
    data = table_png(game, CB)
    assert len(data) <= 500_000
    w, _ = _png(data).size
    assert 1000 <= w <= 1600


def _has_colour(img: Image.Image, box, colour, tol: int = 3) -> bool:
    raw = img.crop(box).convert("RGB").tobytes()
    return any(close(raw[i : i + 3], colour, tol) for i in range(0, len(raw), 3))


def test_last_round_banner_and_player_to_act():
    early = play_until("azul", 3, "colour", 80, lambda g: g.round == 2)
    late = play_until("azul", 3, "colour", 80, lambda g: g.last_round and not g.is_over)
    assert late is not None
    header = (0, 0, AzulTableLayout(3).size[0], 46)
    assert _has_colour(table_image(late), header, LAST_ROUND)
    assert not _has_colour(table_image(early), header, LAST_ROUND)
    L = AzulTableLayout(3)
    img = table_image(early)
    for seat in range(3):
        x0, y0, _, y1 = L.board_box(seat)
        edge = img.getpixel((x0 - 4, (y0 + y1) // 2))
        assert close(edge, ACTIVE, 3) == (seat == early.turn)
