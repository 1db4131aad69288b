"""Azul grey wall: the player chooses columns; colours may not repeat in a row or a column."""

from __future__ import annotations

import pytest

from rules import DRAFT, WALL, IllegalMove
from rules.azul import events

from .azul_positions import board, position


def offer_done(boards, factories=("K",)):
    """A grey 2-player position whose single draft (seat 0, to the floor) ends the offer."""
    g = position(2, side="grey", boards=boards, factories=list(factories))
    g.play(f"1{factories[0][0]}-F")
    return g


def test_free_choice_of_every_empty_column():
    g = offer_done([board(lines=["", "RR", "", "", ""]), None])
    assert g.phase == WALL and g.turn == 0 and g.pending_wall_row() == 1
    assert [str(m) for m in g.legal_moves()] == ["2>1", "2>2", "2>3", "2>4", "2>5"]
    ev = g.play("2>4")
    assert isinstance(ev[0], events.WallTilePlaced) and (ev[0].row, ev[0].column) == (1, 3)
    assert g.players[0].wall[1 * 5 + 3] == 2  # red
    assert g.phase == DRAFT and g.round == 2
    assert g.moves[-1] == "2>4"


def test_a_colour_may_not_repeat_in_a_column():
    g = offer_done(
        [
            board(wall=[".....", ".....", "R....", ".....", "....."], lines=["", "RR", "", "", ""]),
            None,
        ]
    )
    assert "2>1" not in [str(m) for m in g.legal_moves()]
    with pytest.raises(IllegalMove, match="column 1 of the wall already has a red tile"):
        g.play("2>1")
    with pytest.raises(IllegalMove, match="row 2, column 2 of the wall"):
        g2 = offer_done(
            [
                board(
                    wall=[".....", ".B...", ".....", ".....", "....."], lines=["", "RR", "", "", ""]
                ),
                None,
            ]
        )
        g2.play("2>2")


def test_forced_single_column_is_still_a_move():
    wall = [".....", "BY.KW", ".....", ".....", "....."]
    g = offer_done([board(wall=wall, lines=["", "RR", "", "", ""]), None])
    assert [str(m) for m in g.legal_moves()] == ["2>3"]
    g.play("2>3")
    assert g.moves[-1] == "2>3"


def test_upper_line_tile_blocks_its_colour_in_that_column_for_lower_lines():
    g = offer_done([board(lines=["R", "", "", "", "RRRRR"]), None])
    g.play("1>1")
    assert g.pending_wall_row() == 4
    assert [str(m) for m in g.legal_moves()] == ["5>2", "5>3", "5>4", "5>5"]
    with pytest.raises(IllegalMove, match="column 1 of the wall already has a red tile"):
        g.play("5>1")


def test_rows_are_chosen_top_to_bottom_and_players_in_seat_order():
    g = offer_done([board(lines=["", "BB", "YYY", "", ""]), board(lines=["K", "", "", "", ""])])
    with pytest.raises(IllegalMove, match="pattern line 2 must be chosen now"):
        g.play("3>1")
    g.play("2>1")
    assert (g.turn, g.pending_wall_row()) == (0, 2)
    g.play("3>2", player=0)
    assert (g.turn, g.pending_wall_row()) == (1, 0)
    with pytest.raises(IllegalMove, match="it is Player 2's turn"):
        g.play("1>1", player=0)
    g.play("1>5", player=1)
    assert g.phase == DRAFT


def test_no_legal_column_sends_all_tiles_of_the_line_to_the_floor():
    # Row 2's only empty space is column 2, which already has red: all 2 red tiles fall.
    wall = [".R...", "B.YKW", ".....", ".....", "....."]
    g = offer_done([board(wall=wall, lines=["", "RR", "", "", ""], score=10), None])
    # No decision was needed: the round went on by itself.
    assert g.phase == DRAFT and g.round == 2
    assert g.players[0].score == 10 - 4  # the black tile and two red: -1 -1 -2
    assert g.players[0].line_count[1] == 0
    assert g.moves == ["1K-F"]


def test_line_to_floor_respects_the_seven_slots():
    wall = [".R...", "B.YKW", ".....", ".....", "....."]
    g = position(
        2,
        side="grey",
        boards=[board(wall=wall, lines=["", "RR", "", "", ""], floor="KKKKKK"), None],
        factories=["Y"],
    )
    ev = g.play("1Y-F")  # floor now full (7): the two red tiles go to the lid
    fell = [e for e in ev if isinstance(e, events.LineToFloor)]
    assert fell and (fell[0].to_floor, fell[0].to_lid) == (0, 2)


def test_a_wall_where_no_row_can_be_completed_is_stalled():
    # Each row's one free space is in a column that already holds the colour the row misses.
    stuck = ["WYKB.", "KRYW.", "Y.RKB", ".KWYR", "BW.RK"]
    walls = [stuck, stuck]
    g = position(2, side="grey", boards=[board(wall=w) for w in walls], factories=["YYYY"])
    assert g.is_stalled
    assert not g.players[0].row_can_be_completed(0)
    free = position(2, side="grey", factories=["YYYY"])
    assert not free.is_stalled
    assert not position(2, factories=["YYYY"]).is_stalled  # the coloured wall never jams
