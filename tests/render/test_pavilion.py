"""Summer Pavilion images: every kind of position renders, and the pixels follow the state."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from render import RenderOptions, board_png, final_png, sprites, table_image, table_png
from render import pavilion as pav
from render.pavilion_layout import (
    PavilionBoardGeometry,
    PavilionTableLayout,
    direction_index,
    space_angle,
    upright_sample_point,
)
from render.theme import ACTIVE, FACTORY, PAVILION_TILES
from rules import ACQUIRE, PLAY
from rules.pavilion import STRUCTURES
from rules.pavilion.geometry import COLOURED_KINDS

from ..pictures import picture
from .helpers import close, play_until, snapshots

CB = RenderOptions(colour_blind=True)
ED = "summer-pavilion"


def _pixels(img: Image.Image) -> list[tuple[int, int, int]]:
    raw = img.convert("RGB").tobytes()
    return [tuple(raw[i : i + 3]) for i in range(0, len(raw), 3)]


def _png(data: bytes) -> Image.Image:
    img = Image.open(io.BytesIO(data))
    img.load()
    return img


@pytest.mark.parametrize(
    ("players", "side", "seed"),
    [(2, "colour", 1), (3, "grey", 2), (4, "colour", 3), (2, "grey", 4), (4, "grey", 5)],
)
def test_renders_every_phase(players, side, seed):
    states = snapshots(ED, players, side, seed, every=25)
    assert states[-1].is_over
    assert {ACQUIRE, PLAY} <= {s.phase for s in states}
    size = PavilionTableLayout(players).size
    for i, game in enumerate(states):
        img = _png(table_png(game, CB if i % 2 else RenderOptions()))
        assert img.size == size
        assert img.mode in ("RGB", "P")
    last = states[-1]
    g = PavilionBoardGeometry(pav.BIG_SIDE)
    board = _png(board_png(last, 0, CB))
    assert board.width > g.width and board.height > g.height
    assert _png(final_png(last)).width >= 1000


def test_covered_spaces_show_their_tile_colour():
    game = play_until(
        ED, 2, "colour", 7, lambda g: sum(p.covered.bit_count() for p in g.players) >= 6
    )
    assert game is not None
    L = PavilionTableLayout(2)
    img = table_image(game)
    seen = 0
    for seat, p in enumerate(game.players):
        for cell, colour in enumerate(p.board):
            px = img.getpixel(L.space_point(seat, cell // 6, cell % 6))
            if colour >= 0:
                seen += 1
                assert close(px, PAVILION_TILES[colour], 2), (seat, cell, px)
            else:
                assert not any(close(px, t, 12) for t in PAVILION_TILES)
    assert seen >= 6


def test_factories_and_supply_hold_what_the_state_says():
    for k in (0, 2, 5):
        game = play_until(ED, 3, "grey", 40 + k, lambda g, k=k: len(g.history) >= k)
        L = PavilionTableLayout(3)
        img = _png(table_png(game, CB))
        for f in range(1, L.factories + 1):
            colours = [c for c, n in enumerate(game.sources[f]) for _ in range(n)]
            for slot in range(4):
                px = img.getpixel(upright_sample_point(L.factory_slot(f, slot)))
                if slot < len(colours):
                    assert close(px, PAVILION_TILES[colours[slot]], 2), (f, slot)
                else:
                    assert close(px, FACTORY, 2)
        for i, c in enumerate(game.supply):
            px = img.getpixel(upright_sample_point(L.supply_slot(i)))
            assert (c is not None and close(px, PAVILION_TILES[c], 2)) or c is None


def test_grey_side_differs_from_coloured_side():
    colour = play_until(ED, 2, "colour", 9, lambda g: True)
    grey = play_until(ED, 2, "grey", 9, lambda g: True)
    L = PavilionTableLayout(2)
    a, b = table_image(colour), table_image(grey)
    differ = sum(
        a.getpixel(L.space_point(0, star, space)) != b.getpixel(L.space_point(0, star, space))
        for star in range(6)
        for space in range(6)
    )
    assert differ == 36
    # The printed costs differ too: outer space 1 costs 1 on the coloured side, 3 on the grey.
    assert colour.space_cost(0, 0) != grey.space_cost(0, 0)


def test_completed_structures_turn_gold():
    game = play_until(ED, 2, "colour", 3, lambda g: True)
    p = game.players[0]
    window = next(st for st in STRUCTURES if st.kind == "window")
    for cell in window.cells:  # cover the window's spaces directly: a display-only position
        p.cover(cell, COLOURED_KINDS[cell // 6])
    L = PavilionTableLayout(2)
    img = table_image(game)
    ox, oy = L.board_origin(0)
    sx, sy = L.board.structure_point("window", window.cells[0] // 6)
    size = pav._structure_size(L.side)
    box = (ox + sx - size // 2, oy + sy - size // 2, ox + sx + size // 2, oy + sy + size // 2)
    golds = sum(close(px, ACTIVE, 10) for px in _pixels(img.crop(box)))
    assert golds > size  # a gold icon, not the faint outline
    ox1, oy1 = L.board_origin(1)
    box1 = (ox1 + sx - size // 2, oy1 + sy - size // 2, ox1 + sx + size // 2, oy1 + sy + size // 2)
    assert not any(close(px, ACTIVE, 10) for px in _pixels(img.crop(box1)))


def test_colour_blind_mode_changes_the_tiles():
    game = play_until(ED, 2, "colour", 11, lambda g: True)
    L = PavilionTableLayout(2)
    plain, cb = table_image(game), table_image(game, CB)
    box = L.factory_slot(1, 0)
    assert plain.crop(box).tobytes() != cb.crop(box).tobytes()
    pt = upright_sample_point(box)
    assert plain.getpixel(pt) == cb.getpixel(pt)
    masks = set()
    for c in range(6):
        sprite = sprites.star_tile(c, 40, direction_index(space_angle(0, 0)), True).convert("L")
        masks.add(sprite.point(lambda v: 255 if v > 128 else 0).tobytes())
    assert len(masks) == 6


def test_same_state_same_picture():
    game = play_until(ED, 4, "grey", 12, lambda g: g.phase == PLAY)
    first = table_png(game, CB)
    pav._table_base.cache_clear()
    sprites.star_tile.cache_clear()
    sprites.upright_tile.cache_clear()
    # By picture: ISA-L's deflate may give the same rows other bytes (tests/pictures.py).
    assert picture(table_png(game, CB)) == picture(first)
    assert picture(table_png(game.copy(), CB)) == picture(first)


def test_four_player_table_is_small_enough():
    game = play_until(ED, 4, "colour", 13, lambda g: g.round == 3 and g.phase == PLAY)
    data = table_png(game, CB)
    assert len(data) <= 500_000
    assert 1000 <= _png(data).width <= 1600
