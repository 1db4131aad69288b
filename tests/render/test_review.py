"""The review image: its size, the marks of costly moves on the chart, the boards of each
turning point, and the same bytes for the same input."""

from __future__ import annotations

import io
import json
from pathlib import Path

from PIL import Image

import rules
from render.review import BLUNDER, MISTAKE, Point, ReviewLabels, TurningPoint, review_png

from ..pictures import picture

RECORDS = Path(__file__).resolve().parent.parent / "fixtures" / "records"
LABELS = ReviewLabels(
    "Review of game #7 · Azul",
    "Expected final margin",
    "mistake",
    "blunder",
    ["Player", "Accuracy", "Lost a round", "Mistakes", "Blunders"],
    "Before",
    "Played",
    "Better",
)
ROWS = [["A", "71 %", "1.9", "3", "1"], ["B", "64 %", "2.5", "4", "2"]]


def _record() -> dict:
    return json.loads((RECORDS / "azul-colour-2p-01.json").read_text())


def _points(verdicts: dict[int, str]) -> list[Point]:
    return [Point(ply, ply % 2, (ply % 7) - 3.0, verdicts.get(ply, "good")) for ply in range(40)]


def _turn(ply: int) -> TurningPoint:
    """The move played at `ply` of the record and, as the better one, another legal move."""
    record = _record()
    game = rules.replay({**record, "moves": record["moves"][:ply], "result": None}).game
    played = record["moves"][ply]
    best = next(str(m) for m in game.legal_moves() if str(m) != played)
    return TurningPoint(ply, game.turn, played, best, f"Move {ply + 1}: {played}, better {best}")


def _png(points, turning) -> Image.Image:
    return Image.open(io.BytesIO(review_png(_record(), points, ROWS, turning, LABELS)))


def _has(image: Image.Image, colour: tuple[int, int, int], box) -> bool:
    crop = image.convert("RGB").crop(box)
    return any(c == colour for _, c in crop.getcolors(1 << 20))


def test_costly_moves_are_marked_on_the_chart():
    turning = [_turn(10), _turn(20)]
    image = _png(_points({5: "mistake", 12: "blunder"}), turning)
    assert image.size[0] == 1200
    chart = (0, 100, 1200, 356)  # the plot, below the legend (which shows both rings)
    assert _has(image, BLUNDER, chart) and _has(image, MISTAKE, chart)
    calm = _png(_points({}), turning)
    assert not _has(calm, BLUNDER, chart) and not _has(calm, MISTAKE, chart)


def test_each_turning_point_adds_a_row_of_three_boards():
    one = _png(_points({}), [_turn(10)])
    three = _png(_points({}), [_turn(p) for p in (10, 20, 30)])
    assert three.size[1] > one.size[1] + 400


def test_the_same_input_gives_the_same_picture():
    turning = [_turn(10)]
    args = (_record(), _points({3: "blunder"}), ROWS, turning, LABELS)
    assert picture(review_png(*args)) == picture(review_png(*args))
