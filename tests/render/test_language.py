"""The words on the images follow `RenderOptions.language`; the cached table bases keep the
languages apart; an unknown language is drawn in English."""

from __future__ import annotations

import pytest
from PIL import Image, ImageChops

from render import RenderOptions, board_image, final_image, table_image
from render.theme import label

from .helpers import play_until

UK = RenderOptions(language="uk")


def differs(a: Image.Image, b: Image.Image, box: tuple[int, int, int, int]) -> bool:
    return ImageChops.difference(a.crop(box), b.crop(box)).getbbox() is not None


@pytest.mark.parametrize("edition", ["azul", "summer-pavilion"])
def test_the_header_speaks_the_language_and_the_tiles_stay(edition):
    game = play_until(edition, 2, "colour", 3, lambda g: len(g.history) >= 4)
    english, ukrainian = table_image(game), table_image(game, UK)
    assert english.size == ukrainian.size
    header = (0, 0, english.width, 60)
    assert differs(english, ukrainian, header)
    # The English image is as it always was, whatever was drawn in between (cached bases).
    assert not differs(english, table_image(game), (0, 0, *english.size))
    unknown = table_image(game, RenderOptions(language="xx"))
    assert not differs(english, unknown, (0, 0, *english.size))


def test_finished_game_and_board_images_take_the_language_too():
    game = play_until("azul", 2, "colour", 5, lambda g: g.is_over)
    assert differs(final_image(game), final_image(game, UK), (0, 0, 600, 60))
    assert board_image(game, 0, UK).size == board_image(game, 0).size


def test_labels_fall_back_to_english():
    assert label("round", "uk", n=3) != label("round", "en", n=3)
    assert label("round", "xx", n=3) == "Round 3"
    assert label("bag") == "Bag"
