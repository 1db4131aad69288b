"""Azul rules: the rulebook's worked examples and every convention of shared/rules/azul.md."""

from __future__ import annotations

import pytest

from rules import IllegalMove
from rules.azul import AzulGame, events, tile_points, wall_column
from rules.azul.game import MARKER

from .azul_positions import board, position

B, Y, R, K, W = range(5)


def targets(game: AzulGame, source_colour: str) -> set[str]:
    """The legal targets of the moves starting with e.g. '1Y' ('1Y-5' -> '5')."""
    return {str(m).split("-")[1] for m in game.legal_moves() if str(m).startswith(source_colour)}


# -- phase A: the factory offer ----------------------------------------------------------------


def test_first_turns_example_remainder_to_centre_and_marker_to_floor():
    # Lucka takes 2 black, Karel 1 yellow (3 red to the centre), Zuzka the 3 red from the centre.
    g = position(3, factories=["KKBW", "YRRR"])
    ev = g.play("1K-2")
    assert ev[0].to_centre == (1, 0, 0, 0, 1)
    assert g.centre == [1, 0, 0, 0, 1]
    g.play("2Y-1")
    assert g.centre == [1, 0, 3, 0, 1]
    ev = g.play("CR-3")
    taken = ev[0]
    assert isinstance(taken, events.TilesTaken)
    assert taken.took_marker and taken.count == 3 and taken.placed == 3
    assert g.players[2].floor == [MARKER]
    assert not g.marker_in_centre
    assert g.centre == [1, 0, 0, 0, 1]


def test_yellow_tiles_example_offers_exactly_lines_1_5_and_floor():
    # Wall rows 2 and 3 hold yellow, line 4 holds one blue: 2 yellow may go to line 1 (one falls
    # to the floor), to line 5, or both to the floor.
    wall = [".....", "..Y..", "...Y.", ".....", "....."]
    lucka = board(wall=wall, lines=["", "", "", "B", ""])
    g = position(2, boards=[lucka, None], factories=["YYRK"])
    assert targets(g, "1Y") == {"1", "5", "F"}
    for bad, reason in [
        ("1Y-2", "row 2 of the wall already has a yellow tile"),
        ("1Y-3", "row 3 of the wall already has a yellow tile"),
        ("1Y-4", "pattern line 4 already holds blue tiles"),
    ]:
        with pytest.raises(IllegalMove, match=reason):
            g.play(bad)
    a = g.copy()
    ev = a.play("1Y-1")[0]
    assert (ev.placed, ev.to_floor) == (1, 1)
    assert a.players[0].line_count[0] == 1 and a.players[0].floor == [Y]
    b = g.copy()
    b.play("1Y-5")
    assert b.players[0].line_count[4] == 2 and b.players[0].floor == []
    c = g.copy()
    c.play("1Y-F")
    assert c.players[0].floor == [Y, Y]


def test_full_line_is_not_offered_and_floor_always_is():
    g = position(2, boards=[board(lines=["R", "", "", "", ""]), None], factories=["RRBB"])
    assert "1" not in targets(g, "1R")
    assert "F" in targets(g, "1R")
    with pytest.raises(IllegalMove, match="pattern line 1 is already full"):
        g.play("1R-1")


def test_excess_tiles_fall_to_the_floor_and_past_seven_to_the_lid():
    p0 = board(floor="KKKKK")
    g = position(2, boards=[p0, None], factories=["BBBB", "RRRR"], lid="")
    ev = g.play("1B-1")[0]
    assert (ev.placed, ev.to_floor, ev.to_lid) == (1, 2, 1)
    assert len(g.players[0].floor) == 7
    assert g.lid[B] == 1


def test_marker_is_placed_before_the_tiles_that_fall():
    # Six on the floor: the marker takes slot 7, so both falling tiles go to the lid.
    g = position(2, boards=[board(floor="KKKKKK"), None], centre="BBB", factories=["RRRR"])
    ev = g.play("CB-1")[0]
    assert ev.took_marker and (ev.to_floor, ev.to_lid) == (0, 2)
    assert g.players[0].floor[-1] == MARKER


def test_marker_on_a_full_floor_costs_nothing_but_its_holder_starts():
    # Seat 1 takes the marker onto a full floor; the round then ends.
    full = board(floor="KKKKKKK", score=20)
    g = position(2, boards=[None, full], centre="B", factories=["YYYY"], turn=1)
    g.play("CB-F")
    assert g.players[1].floor == [K] * 7  # no room: the marker is not on the floor
    g.play("1Y-F")  # seat 0 ends the round
    assert g.round == 2
    assert g.players[1].score == 6  # 20 - 14: the marker added nothing
    assert g.start_player == 1 and g.turn == 1


def test_if_nobody_takes_from_the_centre_the_starter_starts_again():
    g = position(2, factories=["BBBB", "YYYY"], turn=1, start_player=1)
    g.play("1B-1")
    g.play("2Y-2")
    assert g.round == 2
    assert g.turn == 1 and g.start_player == 1
    assert g.marker_in_centre


def test_wrong_turn_and_empty_sources_are_refused_with_reasons():
    g = position(2, factories=["BBBB"], centre="R")
    with pytest.raises(IllegalMove, match="it is Player 1's turn, not Player 2's"):
        g.play("1B-1", player=1)
    with pytest.raises(IllegalMove, match="factory 2 is empty"):
        g.play("2B-1")
    with pytest.raises(IllegalMove, match="factory 1 has no red tiles"):
        g.play("1R-1")
    with pytest.raises(IllegalMove, match="the centre has no blue tiles"):
        g.play("CB-1")
    with pytest.raises(IllegalMove, match="there is no factory 9"):
        g.play("9B-1")
    with pytest.raises(IllegalMove, match="not an Azul move"):
        g.play("hello")
    with pytest.raises(IllegalMove, match="wall columns are chosen only"):
        g.play("1>1")


def test_illegal_moves_leave_the_state_unchanged():
    p0 = board(wall=["..R..", ".....", ".....", ".....", "....."], lines=["", "YY", "", "", ""])
    g = position(2, boards=[p0, None], factories=["BBRK"])
    before = g.to_dict()
    for text, player in [
        ("2B-1", None),  # empty factory
        ("1W-1", None),  # no white there
        ("1B-2", None),  # line 2 full of yellow
        ("1R-1", None),  # red already on wall row 1
        ("CB-1", None),  # empty centre
        ("1>2", None),  # not the wall phase
        ("1B-1", 1),  # not seat 1's turn
        ("1B-", None),  # malformed
    ]:
        with pytest.raises(IllegalMove):
            g.play(text, player=player)
        assert g.to_dict() == before, text


# -- phase B: wall tiling and scoring ------------------------------------------------------------


def test_wall_tiling_example_top_to_bottom_rest_to_lid():
    # Zuzka: line 2 complete red, line 3 incomplete, line 4 complete blue, line 5 incomplete.
    lines = ["", "RR", "K", "BBBB", "WW"]
    g = position(2, boards=[board(lines=lines), None], factories=["YYYY"])
    ev = g.play("1Y-F")
    placed = [e for e in ev if isinstance(e, events.WallTilePlaced) and e.player == 0]
    assert [(e.row, e.column, e.colour, e.points) for e in placed] == [
        (1, wall_column(1, R), R, 1),
        (3, wall_column(3, B), B, 1),
    ]
    p = g.players[0]
    assert p.line_count == [0, 0, 1, 0, 2]
    assert g.lid[R] == 1 and g.lid[B] == 3  # the rest of lines 2 and 4 (+ no floor tiles)


def test_tile_scores_1_3_3_7():
    def wall_with(cells):
        w = [-1] * 25
        for r, c in cells:
            w[r * 5 + c] = 0
        return w

    assert tile_points(wall_with([(0, 0)]), 0, 0) == 1
    # yellow next to two in its row: 3; blue under two in its column: 3
    assert tile_points(wall_with([(1, 0), (1, 1), (1, 2)]), 1, 2) == 3
    assert tile_points(wall_with([(0, 3), (1, 3), (2, 3)]), 2, 3) == 3
    # 4 in the row and 3 in the column: 7
    cells = [(2, 0), (2, 1), (2, 2), (2, 3), (0, 2), (1, 2)]
    assert tile_points(wall_with(cells), 2, 2) == 7


def test_seven_point_placement_through_play():
    # Blue into row 3 joins K W . Y in its row (4) and R, Y above it in its column (3): 7 points.
    wall = ["..R..", "..Y..", "KW.Y.", ".....", "....."]
    p0 = board(wall=wall, lines=["", "", "BB", "", ""])
    g = position(2, boards=[p0, None], factories=["B"])
    ev = g.play("1B-3")
    placed = [e for e in ev if isinstance(e, events.WallTilePlaced) and e.player == 0]
    assert (placed[0].row, placed[0].column, placed[0].points) == (2, 2, 7)
    assert g.players[0].score == 7 and not g.is_over


def test_floor_of_four_tiles_and_marker_costs_eight():
    g = position(2, boards=[board(floor="1BBBB", score=10), None], factories=["Y"])
    g.play("1Y-1")
    assert g.players[0].score == 10 + 1 - 8
    assert g.breakdown(0)["floor"] == -8


def test_score_never_drops_below_zero_and_breakdown_counts_the_real_loss():
    g = position(2, boards=[board(floor="KKKK", score=3), None], factories=["YYYY"])
    g.play("1Y-F")
    assert g.players[0].score == 0
    assert g.breakdown(0) == {
        "wall": 0,
        "floor": -3,
        "rows": 0,
        "columns": 0,
        "colours": 0,
        "total": 0,
    }


# -- dealing: bag, lid, empty bag --------------------------------------------------------------


def test_lid_refills_the_bag_only_when_a_tile_must_be_drawn():
    # 3 tiles left in the bag, everything else not on the table in the lid.
    rest = "".join(c * 20 for c in "BYRKW")
    table = "BBBB"
    bag = "YRK"
    lid = rest
    for t in table + bag:
        lid = lid.replace(t, "", 1)
    g = position(2, factories=[table], bag=bag, lid=lid)
    ev = g.play("1B-F")  # ends the round: deal 20 tiles
    started = [e for e in ev if isinstance(e, events.AzulRoundStarted)]
    assert started and started[0].refilled_bag and started[0].tiles_dealt == 20
    # The 4 blue tiles of the floor reached the lid before the deal, so were poured in too.
    assert sum(g.bag) + sum(g.lid) == 100 - 20
    assert sum(g.lid) == 0
    assert set(g.draw_log[-20:-17]) == {"Y", "R", "K"}  # the old bag was drawn first


def test_lid_is_untouched_while_the_bag_has_tiles():
    g = position(2, factories=["BBBB"], lid="RRRR")
    g.play("1B-F")
    assert g.lid == [4, 0, 4, 0, 0]  # 4 red before, 4 blue from the floor


# Four boards whose rows 2-5 each miss one colour (row 1 empty), so that all 100 tiles fit on walls
# and unfinished pattern lines: missing colours per board, rows 2..5.
_MISSING = ["KYYR", "KYWB", "KKRK", "WYWB"]


def _exhausted(lid_tiles: int):
    """A 4-player position whose last draft leaves only `lid_tiles` tiles outside walls/lines."""
    colours = "BYRKW"
    walls, lines = [], []
    for missing in _MISSING:
        wall = ["....."]
        for r, gap in enumerate(missing, start=1):
            wall.append(
                "".join(
                    "." if colours[(c - r) % 5] == gap else colours[(c - r) % 5] for c in range(5)
                )
            )
        walls.append(wall)
        lines.append([""] * 5)
    placed = "".join("".join(w) for w in walls).replace(".", "")
    left = {c: 20 - placed.count(c) for c in colours}
    for b, missing in enumerate(_MISSING):  # fill the lines greedily, never completing one
        for r, gap in enumerate(missing, start=1):
            k = min(r, left[gap])  # line r+1 holds r+1 tiles: stop one short
            lines[b][r] = gap * k
            left[gap] -= k
    assert not any(left.values())
    # Take the last tile of board 0's line 5 onto factory 1 and `lid_tiles` others into the lid.
    last = lines[0][4][0]
    lines[0][4] = lines[0][4][1:]
    lid = ""
    for b in range(1, 4):
        for r in range(4, 0, -1):
            while len(lid) < lid_tiles and lines[b][r]:
                lid += lines[b][r][0]
                lines[b][r] = lines[b][r][1:]
    g = position(
        4,
        boards=[board(wall=walls[b], lines=lines[b]) for b in range(4)],
        factories=[last],
        lid=lid,
        bag="",
    )
    assert g.tile_total() == 100
    return g, f"1{last}-5"


def test_empty_bag_and_lid_deal_partial_factories():
    g, move = _exhausted(lid_tiles=6)
    ev = g.play(move)
    assert not g.is_over and g.round == 2
    assert [sum(f) for f in g.factories] == [4, 2, 0, 0, 0, 0, 0, 0, 0]
    assert sum(g.bag) == 0 and sum(g.lid) == 0
    assert next(e for e in ev if isinstance(e, events.AzulRoundStarted)).tiles_dealt == 6


def test_no_tile_to_deal_ends_the_game_by_the_termination_convention():
    g, move = _exhausted(lid_tiles=0)
    ev = g.play(move)
    assert g.is_over and g.end_reason == "no-tiles"
    assert isinstance(ev[-1], events.AzulGameEnded) and ev[-1].reason == "no-tiles"
    assert g.round == 1 and len(g.round_scores) == 1
    assert g.winners == [0, 1, 2, 3]  # nobody scored: a shared win


# -- end of game ----------------------------------------------------------------------------------


def test_completing_a_row_ends_the_game_after_the_round_with_all_three_bonuses():
    # Seat 0's last blue tile completes row 1 and column 1 and the fifth blue.
    wall0 = [".YRKW", "WBYRK", "KWBYR", "RKWBY", "YRKWB"]
    g = position(
        2, boards=[board(wall=wall0, lines=["B", "", "", "", ""]), None], factories=["YYYY"]
    )
    g.play("1Y-F", player=0)
    assert g.is_over and g.end_reason == "row"
    bd = g.breakdown(0)
    assert bd["rows"] == 2 * 5 and bd["columns"] == 7 * 5 and bd["colours"] == 10 * 5
    assert bd["wall"] == 10  # the last tile completes a row of 5 and a column of 5
    assert bd["floor"] == -6
    assert bd["total"] == sum(v for k, v in bd.items() if k != "total") == 99
    assert g.winners == [0]
    assert g.legal_moves() == []
    with pytest.raises(IllegalMove, match="the game is over"):
        g.play("1Y-F")


def test_game_goes_on_until_a_row_is_complete():
    wall0 = ["BYRK.", ".....", ".....", ".....", "....."]
    g = position(
        2, boards=[board(wall=wall0, lines=["", "", "", "", ""]), None], factories=["WWWW"]
    )
    g.play("1W-F")
    assert not g.is_over and g.round == 2


@pytest.mark.parametrize(
    ("rows_of_seat_1", "winners"),
    [("BYRKW", [0, 1]), (".....", [0])],
)
def test_ties_go_to_more_complete_rows_else_are_shared(rows_of_seat_1, winners):
    # Seat 0 completes nothing more; both end on 12 points with row 1 complete for seat 0.
    a = board(wall=["BYRKW", ".....", ".....", ".....", "....."], score=10)
    bonus_1 = 2 if rows_of_seat_1 == "BYRKW" else 0
    b = board(wall=[rows_of_seat_1, ".....", ".....", ".....", "....."], score=12 - bonus_1)
    g = position(2, boards=[a, b], factories=["RRRR"])
    g.play("1R-5")
    assert g.is_over and g.scores == [12, 12]
    assert g.winners == winners


def test_last_round_is_announced_while_the_row_is_still_being_drafted():
    wall0 = ["BYRK.", ".....", ".....", ".....", "....."]
    g = position(2, boards=[board(wall=wall0), None], factories=["WWWW", "BBBB"])
    assert not g.last_round
    g.play("1W-1")  # line 1 full: row 1 will be complete at this round's tiling
    assert g.last_round and not g.is_over
    g.play("2B-F")
    assert g.is_over and g.end_reason == "row"
