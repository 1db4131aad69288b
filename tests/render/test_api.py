"""The public surface the bot codes against."""

from __future__ import annotations

import dataclasses

import pytest

import render
from render import RenderOptions, board_png, final_png, table_png

from .helpers import play_until

PNG = b"\x89PNG\r\n\x1a\n"


def test_options_are_frozen_with_defaults():
    opts = RenderOptions()
    assert opts.colour_blind is False
    with pytest.raises(dataclasses.FrozenInstanceError):
        opts.colour_blind = True  # type: ignore[misc]
    assert RenderOptions(colour_blind=True) == RenderOptions(True)


@pytest.mark.parametrize("edition", ["azul", "summer-pavilion"])
def test_three_images_per_edition(edition):
    game = play_until(edition, 2, "colour", 1, lambda g: len(g.history) >= 3)
    for data in (table_png(game), board_png(game, 1), final_png(game, options=RenderOptions())):
        assert data.startswith(PNG)


def test_bad_input_is_refused():
    game = play_until("azul", 2, "colour", 1, lambda g: True)
    with pytest.raises(ValueError):
        board_png(game, 2)

    class Other:
        edition = "chess"

    with pytest.raises(ValueError):
        table_png(Other())
    assert {"RenderOptions", "table_png", "board_png", "final_png"} <= set(render.__all__)


@pytest.mark.parametrize("edition", ["azul", "summer-pavilion"])
def test_a_stopped_game_says_it_is_over_and_nobody_is_to_play(edition):
    """A game resigned or ended early is drawn as it stood, its header over (the banner, no
    "… to play") and no board lit as the one to act; the rest is the same. A game at its end
    is unchanged."""
    from PIL import ImageChops

    from render import table_image
    from render.layout import HEADER, AzulTableLayout
    from render.pavilion_layout import PavilionTableLayout

    game = play_until(edition, 2, "colour", 2, lambda g: len(g.history) >= 5)
    playing, stopped = table_image(game), table_image(game, RenderOptions(stopped=True))
    layout = (AzulTableLayout if edition == "azul" else PavilionTableLayout)(2)
    x0, y0, x1, y1 = layout.board_box(game.turn)
    lit = (x0 - 12, y0 - 12, x1 + 12, y1 + 12)  # the highlight's frame lies just outside
    below = (0, HEADER, playing.width, playing.height)
    changed = ImageChops.difference(playing.crop(below), stopped.crop(below)).getbbox()
    assert changed is not None, "the board that was to act is still lit"
    left, top, right, bottom = changed
    assert lit[0] <= left and lit[1] <= top + HEADER
    assert right <= lit[2] and bottom + HEADER <= lit[3]
    header = (0, 0, playing.width, HEADER)
    changed = ImageChops.difference(playing.crop(header), stopped.crop(header)).getbbox()
    assert changed is not None, "the header still says whose turn it is"
    # The banner at the header's right end (a game under way has none in round 1), and the
    # words "… to play" gone from after the round's.
    assert changed[2] > playing.width * 0.8 and changed[0] < playing.width * 0.3
    over = play_until(edition, 2, "colour", 2, lambda g: g.is_over)
    same = ImageChops.difference(table_image(over), table_image(over, RenderOptions(stopped=True)))
    assert same.getbbox() is None
