"""The end-of-game image: boards and the score breakdown from `game.breakdown(seat)`."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from render import RenderOptions, final_image, final_png
from render.final import LABEL_W, NAME_H, PLAYER_W, ROW_H, panel_size, signed
from render.layout import HEADER, MARGIN
from render.theme import BOARD, WINNER, blend

from .helpers import play_until


@pytest.mark.parametrize(
    ("edition", "players", "side"),
    [("azul", 2, "grey"), ("azul", 4, "colour"), ("summer-pavilion", 3, "colour")],
)
def test_final_image_of_a_finished_game(edition, players, side):
    game = play_until(edition, players, side, 90 + players, lambda g: g.is_over)
    assert game is not None and game.is_over and game.winners
    data = final_png(game, RenderOptions(colour_blind=players == 3))
    img = Image.open(io.BytesIO(data))
    pw, ph = panel_size(game)
    assert img.width > pw and img.height > HEADER + ph
    assert len(data) <= 500_000
    assert data == final_png(game, RenderOptions(colour_blind=players == 3))
    # Winners' columns are laid on gold; the others are not.
    strip = blend(WINNER, BOARD, 0.45)
    rgb = final_image(game).convert("RGB")
    for seat in range(players):
        x = MARGIN + LABEL_W + seat * PLAYER_W + 8
        y = HEADER + MARGIN + NAME_H + ROW_H // 2
        assert (rgb.getpixel((x, y)) == strip) == (seat in game.winners)


def test_final_image_even_mid_game():
    # The bot may ask for it when a game is abandoned: it must not fail.
    game = play_until("azul", 3, "colour", 5, lambda g: g.round == 2)
    assert final_image(game).width > 0


def test_signed_numbers_use_a_real_minus():
    assert signed(3) == "+3"
    assert signed(0) == "0"
    assert signed(-2) == "−2"
