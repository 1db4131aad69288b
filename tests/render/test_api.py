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
