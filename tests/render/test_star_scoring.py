"""The Summer Pavilion scoring example: a placed tile's run round its star, and an image of the
star that shows it (the new tile ringed, the run's arc and numbered badges, its count and the
points written) from the caller's words."""

from __future__ import annotations

import io
import math
import random
from dataclasses import replace

import pytest
from PIL import Image

from render.pavilion import board_background
from render.pavilion_layout import PavilionBoardGeometry, space_angle
from render.star_scoring import (
    ARC_R,
    AREA,
    BADGE,
    HUB,
    PANEL,
    RING,
    RING_PAD,
    RING_WIDTH,
    RUN_INK,
    RUN_LABEL_Y,
    TOTAL_Y,
    StarScoringLabels,
    badge_centre,
    ring_points,
    ring_run,
    sample_point,
    space_centre,
    space_corners,
    star_scoring_image,
    star_scoring_png,
    star_scoring_size,
    tile_colour,
)
from render.theme import PAVILION_TILES
from rules import new_game
from rules.pavilion.events import StarTilePlaced
from rules.pavilion.geometry import CENTRE, COLOURED_KINDS, RUN, STAR_CODES

from .helpers import close

PNG = b"\x89PNG\r\n\x1a\n"
LABELS = StarScoringLabels(
    "Placing: the new tile scores its run on the star",
    "{n} in a row around the star",
    "alone: 1 point",
    "= {points} points",
)
ORANGE = STAR_CODES.index("O")  # orange: the ring's colour is closest to its tiles
YELLOW = STAR_CODES.index("Y")


def ring(*spaces: int) -> list[bool]:
    """A star's ring with tiles on `spaces`, numbered 1-6 as printed (and as the rules count)."""
    return [i + 1 in spaces for i in range(6)]


# The rules' example: spaces 1, 2, 3 covered, the new tile on 4 (0-based 3) scores 4.
RULES = ring(1, 2, 3, 4)
WRAP = ring(5, 6, 1)  # the new tile on 1 (0-based 0): 6 and 5 are its run's other tiles
ALONE = ring(1, 3, 6)  # the new tile on 3 (0-based 2) has no covered neighbour


def decode(data: bytes) -> Image.Image:
    assert data.startswith(PNG)
    img = Image.open(io.BytesIO(data))
    assert img.format == "PNG"
    return img.convert("RGB")


def image(covered=RULES, placed=3, labels=LABELS, side="colour", star=ORANGE, colour_blind=False):
    return star_scoring_image(side, star, covered, placed, labels, colour_blind)


def colours(img: Image.Image) -> set[tuple[int, int, int]]:
    return {rgb for _, rgb in img.getcolors(maxcolors=img.width * img.height)}


def band(img: Image.Image, y0: int, y1: int) -> bytes:
    return img.crop((0, y0, img.width, y1)).tobytes()


def box_around(xy, r: int) -> tuple[int, int, int, int]:
    x, y = round(xy[0]), round(xy[1])
    return (x - r, y - r, x + r, y + r)


# -- the score ----------------------------------------------------------------------------------


def test_a_tile_alone_scores_one():
    assert ring_points(ALONE, 2) == 1
    assert ring_points(ring(4), 3) == 1
    assert ring_run(ALONE, 2) == (2,)


def test_the_rules_example_spaces_1_to_3_then_4_scores_four():
    assert ring_points(RULES, 3) == 4  # not 2: every tile of the connected run counts
    assert ring_run(RULES, 3) == (0, 1, 2, 3)  # in ring order, from the run's first


def test_the_ring_wraps_around():
    assert ring_points(WRAP, 0) == 3
    assert ring_run(WRAP, 0) == (4, 5, 0)  # from space 5, over the seam between 6 and 1
    assert ring_points(ring(6, 1, 2), 5) == 3
    assert ring_run(ring(6, 1, 2), 5) == (5, 0, 1)


def test_a_complete_ring_scores_six():
    for placed in range(6):
        assert ring_points([True] * 6, placed) == 6
        run = ring_run([True] * 6, placed)
        assert run[0] == placed and sorted(run) == list(range(6))


def test_a_gap_breaks_the_run():
    assert ring_points(ring(1, 2, 4, 5), 3) == 2  # 4 and 5; 3 is empty
    assert ring_points(ring(1, 2, 4, 5), 1) == 2  # 1 and 2; 6 and 3 are empty
    assert ring_points(ring(1, 2, 3, 5, 6), 4) == 5  # wraps from 5 round to 3; 4 is empty
    assert ring_points(ring(1, 3, 5), 4) == 1


def test_the_score_is_the_engines_for_every_ring():
    for mask in range(64):
        covered = [bool(mask >> i & 1) for i in range(6)]
        for pos in range(6):
            if covered[pos]:
                assert ring_points(covered, pos) == RUN[mask * 6 + pos], (mask, pos)


def test_the_score_is_what_placements_scored_in_random_games():
    seen = []
    for side, seed in (("colour", 11), ("grey", 12), ("colour", 13)):
        game = new_game("summer-pavilion", ["Ana", "Bo", "Cy"], side=side, seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            for event in game.play(rng.choice(game.legal_moves())):
                if isinstance(event, StarTilePlaced):
                    board = game.players[event.player].board
                    covered = [board[event.star * 6 + i] >= 0 for i in range(6)]
                    assert ring_points(covered, event.space) == event.points
                    seen.append(event.points)
    assert len(seen) >= 30 and max(seen) > 1


def test_a_space_without_a_tile_or_off_the_ring_is_refused():
    for covered, position in ((RULES, 4), (RULES, 6), (RULES, -1), (RULES[:5], 0), (RULES, True)):
        with pytest.raises(ValueError):
            ring_points(covered, position)


# -- the image ----------------------------------------------------------------------------------


def test_the_png_is_a_compact_png_of_the_same_size_for_every_example():
    rules = decode(star_scoring_png("colour", ORANGE, RULES, 3, LABELS))
    grey = decode(star_scoring_png("grey", CENTRE, ALONE, 2, LABELS, True))
    assert rules.size == grey.size == star_scoring_size() == (560, 608)
    assert rules.tobytes() == image().tobytes()  # the PNG holds the image's pixels


def test_the_same_input_gives_the_same_bytes():
    a = star_scoring_png("colour", ORANGE, RULES, 3, LABELS)
    b = star_scoring_png("colour", ORANGE, tuple(RULES), 3, replace(LABELS))
    assert a == b


def _on_ring(star: int, space: int) -> list[tuple[int, int]]:
    """The middle of each side of the ring a space would have, halfway through its orange."""
    pad = RING_PAD - (RING_WIDTH - 1) / 2
    c = space_corners(star, space, pad)
    return [
        (round((c[i][0] + c[i - 1][0]) / 2), round((c[i][1] + c[i - 1][1]) / 2)) for i in range(4)
    ]


def test_the_placed_tile_is_ringed_and_no_other():
    img = image()
    for xy in _on_ring(ORANGE, 3):
        assert close(img.getpixel(xy), RING, 2), xy
    for other in (0, 1, 2, 4, 5):  # covered or not, on the orange star
        assert not any(close(img.getpixel(xy), RING, 20) for xy in _on_ring(ORANGE, other)), other
    moved = image(placed=1)  # the same star, the new tile on 2: the ring moves there
    assert all(close(moved.getpixel(xy), RING, 2) for xy in _on_ring(ORANGE, 1))
    assert not any(close(moved.getpixel(xy), RING, 20) for xy in _on_ring(ORANGE, 3))


def _badge_ink(img: Image.Image, star: int, space: int) -> bool:
    """The badge's disc beyond `space`, above and below its number."""
    x, y = badge_centre(star, space)
    k = BADGE // 2 - 4
    return all(close(img.getpixel(xy), RUN_INK, 3) for xy in ((x, y - k), (x, y + k)))


def _arc_at(img: Image.Image, star: int, space: int, turn: float) -> tuple[int, int, int]:
    """The pixel on the arc's circle `turn` spaces clockwise of `space`."""
    a = math.radians(space_angle(star, space) + 60 * turn)
    return img.getpixel((round(HUB[0] + ARC_R * math.cos(a)), round(HUB[1] + ARC_R * math.sin(a))))


def test_the_run_has_an_arc_and_a_numbered_badge_beyond_each_of_its_tiles():
    img = image()
    for space in range(4):
        assert _badge_ink(img, ORANGE, space), space
    for space in (4, 5):
        assert not _badge_ink(img, ORANGE, space)
    assert close(_arc_at(img, ORANGE, 0, 0.5), RUN_INK, 3)  # between the run's tiles
    assert close(
        _arc_at(img, ORANGE, 4, 0.5), img.getpixel((HUB[0], AREA[1] + 4)), 3
    )  # 5 to 6: none
    # The badges are numbered in ring order: the same badges, other digits, differ.
    later = image(ring(2, 3, 4, 5), 3)  # the run 2-5: badge 1 now beyond space 2
    x, y = badge_centre(ORANGE, 1)
    assert img.crop(box_around((x, y), 7)).tobytes() != later.crop(box_around((x, y), 7)).tobytes()
    # Over the seam: the run 5, 6, 1 on the centre star.
    wrap = image(WRAP, 0, star=CENTRE)
    assert all(_badge_ink(wrap, CENTRE, s) for s in (4, 5, 0))
    assert close(_arc_at(wrap, CENTRE, 5, 0.5), RUN_INK, 3)  # between 6 and 1
    assert not any(_badge_ink(wrap, CENTRE, s) for s in (1, 2, 3))
    # A complete ring: a whole circle.
    full = image([True] * 6, 2, side="grey")
    assert all(close(_arc_at(full, ORANGE, 0, (t + 0.5) / 4), RUN_INK, 3) for t in range(24))


def test_a_tile_alone_has_its_ring_but_no_run_marks():
    alone = colours(image(ALONE, 2))
    assert RING in alone and RUN_INK not in alone


def test_covered_spaces_hold_the_stars_tiles_and_empty_ones_look_as_on_the_board():
    img = image()
    for space in range(4):
        assert close(
            img.getpixel(sample_point(ORANGE, space)), PAVILION_TILES[COLOURED_KINDS[ORANGE]], 2
        )
    grey = image([True] * 6, 0, side="grey", star=YELLOW)
    seen = {tile_colour("grey", YELLOW, s) for s in range(6)}
    assert len(seen) == 6  # a multicolour star: six different colours
    for space in range(6):
        want = PAVILION_TILES[tile_colour("grey", YELLOW, space)]
        assert close(grey.getpixel(sample_point(YELLOW, space)), want, 2)
    # An empty space is filled as on the player board (drawn there at another size).
    g = PavilionBoardGeometry(44)
    for side, star, covered, placed, empty in (
        ("colour", ORANGE, RULES, 3, (4, 5)),
        ("colour", CENTRE, WRAP, 0, (1, 2, 3)),
        ("grey", YELLOW, ALONE, 2, (1, 3, 4)),
    ):
        board = board_background(44, side == "grey", False)
        drawn = image(covered, placed, side=side, star=star)
        for space in empty:
            want = board.getpixel(g.sample_point(star, space))[:3]
            assert close(drawn.getpixel(sample_point(star, space)), want, 2), (side, star, space)


def _digit(img: Image.Image, star: int, space: int) -> list[bool]:
    """The printed number's shape: the pixels round a space's middle far from its ground."""
    crop = img.crop(box_around(space_centre(star, space), 22))
    ground = max(crop.getcolors(crop.width * crop.height))[1]
    raw = crop.tobytes()
    return [sum(abs(raw[i + k] - ground[k]) for k in range(3)) > 150 for i in range(0, len(raw), 3)]


def test_empty_spaces_show_their_cost():
    # The orange star with one tile, on 4: spaces 5 and 6 cost 5 and 6 on both sides, so the
    # same digits are printed there; space 1 costs 1 on the coloured side, 3 on the grey side.
    colour, grey = image(ring(4), 3), image(ring(4), 3, side="grey")
    for space in (4, 5):
        same = _digit(colour, ORANGE, space), _digit(grey, ORANGE, space)
        assert sum(same[0]) > 200  # a digit is there
        assert sum(a != b for a, b in zip(*same, strict=True)) < 12, space
    one, three = _digit(colour, ORANGE, 0), _digit(grey, ORANGE, 0)
    assert sum(a != b for a, b in zip(one, three, strict=True)) > 150
    assert sum(one) < sum(three)  # a 1 has less ink than a 3


def test_the_words_and_numbers_are_filled_in_and_each_changes_only_its_own_band():
    img = image()
    written = replace(LABELS, run="4 in a row around the star", total="= 4 points")
    assert image(labels=written).tobytes() == img.tobytes()
    split = (RUN_LABEL_Y + TOTAL_Y) // 2
    run = image(labels=replace(LABELS, run="{n} around"))
    assert band(run, AREA[3], split) != band(img, AREA[3], split)
    assert band(run, 0, AREA[3]) == band(img, 0, AREA[3])
    assert band(run, split, img.height) == band(img, split, img.height)
    total = image(labels=replace(LABELS, total="= {points} pts"))
    assert band(total, split, PANEL[3]) != band(img, split, PANEL[3])
    assert band(total, 0, split) == band(img, 0, split)
    title = image(labels=replace(LABELS, title=""))
    assert band(title, 0, PANEL[1]) != band(img, 0, PANEL[1])
    assert band(title, PANEL[1], img.height) == band(img, PANEL[1], img.height)
    # The run's length and the points are filled in: another run, other words.
    assert band(image(ring(2, 3, 4), 3), AREA[3], img.height) != band(img, AREA[3], img.height)


def test_a_tile_alone_shows_the_alone_words_instead_of_the_run():
    img = image(ALONE, 2)
    same = replace(LABELS, run="{n} anything", total="= 99 points")
    assert image(ALONE, 2, labels=same).tobytes() == img.tobytes()
    split = (RUN_LABEL_Y + TOTAL_Y) // 2
    other = image(ALONE, 2, labels=replace(LABELS, alone="alone: one point"))
    assert band(other, split, PANEL[3]) != band(img, split, PANEL[3])
    assert band(other, 0, split) == band(img, 0, split)


def test_colour_blind_tiles_carry_glyphs_and_so_do_the_coloured_stars_empty_spaces():
    plain, glyphs = image(), image(colour_blind=True)
    assert plain.size == glyphs.size
    tile = box_around(space_centre(ORANGE, 0), 14)
    assert plain.crop(tile).tobytes() != glyphs.crop(tile).tobytes()
    empty = box_around(space_centre(ORANGE, 4), 30)
    assert plain.crop(empty).tobytes() != glyphs.crop(empty).tobytes()
    # As on the board, the grey side's empty spaces carry no glyph.
    grey, grey_cb = image(side="grey"), image(side="grey", colour_blind=True)
    assert grey.crop(empty).tobytes() == grey_cb.crop(empty).tobytes()
    assert grey.crop(tile).tobytes() != grey_cb.crop(tile).tobytes()


@pytest.mark.parametrize(
    ("side", "star", "covered", "placed"),
    [
        ("colour", ORANGE, RULES, 4),  # no tile where the new one should be
        ("colour", ORANGE, RULES, 6),  # off the ring
        ("colour", ORANGE, RULES[:5], 3),  # not six spaces
        ("pavilion", ORANGE, RULES, 3),
        ("colour", 7, RULES, 3),
        ("grey", -1, RULES, 3),
        ("colour", True, RULES, 3),
    ],
)
def test_bad_input_is_refused(side, star, covered, placed):
    with pytest.raises(ValueError):
        star_scoring_png(side, star, covered, placed, LABELS)


def test_every_star_of_both_sides_is_drawn():
    for side in ("colour", "grey"):
        for star in range(7):
            img = star_scoring_image(side, star, WRAP, 0, LABELS)
            assert img.size == star_scoring_size()
            assert close(
                img.getpixel(sample_point(star, 0)), PAVILION_TILES[tile_colour(side, star, 0)], 2
            )


def test_long_and_foreign_words_are_drawn_without_failing():
    long = StarScoringLabels(
        "Pokládání: nová dlaždice získá body za svou řadu kolem hvězdy " * 2,
        "{n} плиток поспіль навколо зірки, рахуючи нову " * 3,
        "ein: 1 stig",
        "= {points} очков за эту плитку " * 4,
    )
    img = image(labels=long)
    assert img.size == star_scoring_size()
    assert img.getpixel((img.width - 2, img.height // 2)) == img.getpixel((1, 1))  # felt
