"""Summer Pavilion rules: the rulebook's worked examples and every convention of
shared/rules/summer-pavilion.md, on positions built directly."""

from __future__ import annotations

import pytest

from rules import ACQUIRE, OVER, PLAY, IllegalMove, NotationError
from rules.pavilion import MULTI, Acquire, Pass, PavilionGame, Place
from rules.pavilion import events as ev

from .pavilion_positions import board, first_place, position

P, G, O, Y, B, R = range(6)  # noqa: E741 - the colour codes


def counts(text: str) -> tuple[int, ...]:
    return tuple(text.count(c) for c in "PGOYBR")


def moves(game: PavilionGame) -> set[str]:
    return {str(m) for m in game.legal_moves()}


def of(events, kind):
    return [e for e in events if isinstance(e, kind)]


# -- phase 1: acquiring ------------------------------------------------------------------------


def test_acquire_examples_wild_comes_along_and_first_from_centre_loses_4():
    # Round 1, purple is wild. Inna takes 2 red (no wild there), Andriy 1 green plus one of the two
    # purples, Oksana 3 yellow plus the purple from the centre: marker, and 4 points back (5 -> 1).
    g = position(3, phase="acquire", factories=["RRYY", "GPPY", "BBOO"])
    e = g.play("1R")[0]
    assert (e.count, e.wild, e.to_centre) == (2, 0, counts("YY"))
    assert g.players[0].hand == [0, 0, 0, 0, 0, 2]
    e = g.play("2G")[0]
    assert (e.count, e.wild, e.to_centre) == (1, 1, counts("PY"))
    assert g.players[1].hand == [1, 1, 0, 0, 0, 0]
    assert g.centre == list(counts("PYYY"))
    e = g.play("CY")[0]
    assert (e.count, e.wild, e.took_marker, e.loss, e.score) == (3, 1, True, 4, 1)
    assert g.players[2].hand == [1, 0, 0, 3, 0, 0]
    assert g.marker_holder == 2 and g.centre == [0] * 6
    assert g.breakdown(2)["first_player"] == -4


def test_wild_only_source_gives_exactly_one_wild_and_wild_cannot_be_chosen_otherwise():
    g = position(2, phase="acquire", factories=["PPPP", "GPPB"])
    assert moves(g) == {"1P", "2G", "2B"}
    with pytest.raises(IllegalMove, match="purple is this round's wild colour"):
        g.play("2P")
    e = g.play("1P")[0]
    assert (e.colour, e.count, e.wild, e.to_centre) == (P, 1, 0, counts("PPP"))
    assert g.players[0].hand[P] == 1


def test_later_centre_takers_lose_nothing_and_marker_holder_starts_phase_2():
    g = position(2, phase="acquire", factories=["GGBY"], turn=1)
    g.play("1G")  # B and Y to the centre
    e = g.play("CB")[0]
    assert e.took_marker and e.loss == 1 and g.marker_holder == 0
    e = g.play("CY")[0]
    assert not e.took_marker and e.loss == 0
    assert g.phase == PLAY and g.turn == 0 and g.start_player == 0


@pytest.mark.parametrize(("score", "loss", "after"), [(1, 0, 1), (3, 2, 1), (9, 4, 5)])
def test_first_player_penalty_never_below_1(score, loss, after):
    g = position(2, phase="acquire", centre="YYYP", factories=["GG"], boards=[board(score=score)])
    e = g.play("CY")[0]
    assert (e.loss, e.score) == (loss, after)
    assert g.players[0].first_player_loss == loss


def test_nobody_took_from_the_centre_start_player_keeps_the_role():
    g = position(2, phase="acquire", factories=["GGGG", "BBBP"], turn=1, start_player=1)
    g.play("1G")
    events = g.play("2B")
    assert g.centre == [0] * 6 and g.marker_holder is None
    assert of(events, ev.PlayStarted)[0].first_player == 1
    assert g.phase == PLAY and g.turn == 1
    g.play("pass")
    g.play("pass")
    assert g.round == 2 and g.phase == ACQUIRE and g.turn == 1


def test_acquire_errors():
    g = position(2, phase="acquire", factories=["GGBY"])
    for bad, reason in [
        ("1R", "factory 1 has no red tiles"),
        ("2G", "factory 2 is empty"),
        ("7G", "there is no factory 7: this game has factories 1-5"),
        ("CG", "the centre is empty"),
        ("O1", "tiles are placed in phase 2"),
        ("pass", "passing belongs to phase 2"),
    ]:
        before = g.to_dict()
        with pytest.raises(IllegalMove, match=reason):
            g.play(bad)
        assert g.to_dict() == before


# -- phase 2: placing --------------------------------------------------------------------------


def test_example_a_seven_blue_on_blue_6():
    g = position(boards=[board(hand="BBBBBBB")])
    events = g.play("B6")
    placed = of(events, ev.StarTilePlaced)[0]
    assert (placed.star, placed.space, placed.cost, placed.points) == (2, 5, 6, 1)
    assert placed.to_tower == counts("BBBBB")
    assert g.players[0].hand == [0, 0, 0, 0, 1, 0]
    assert g.tower == list(counts("BBBBB")) and g.players[0].score == 6


def test_example_b_three_red_on_red_3():
    g = position(boards=[board(hand="RRR")])
    placed = of(g.play("R3"), ev.StarTilePlaced)[0]
    assert (placed.points, placed.to_tower) == (1, counts("RR"))
    assert g.players[0].hand == [0] * 6


def test_example_c_three_wilds_as_blue_next_to_two_tiles():
    # B5 and B1 are covered, so B6 also completes the blue window: 3 bonus tiles.
    g = position(boards=[board(stars={"B": "B...B."}, hand="BBBPPP")], supply="RRRRRRRRRR")
    assert {str(m) for m in g.legal_moves() if str(m).startswith("B6")} == {"B6w3+RRR"}
    events = g.play("B6w3+RRR")
    placed = of(events, ev.StarTilePlaced)[0]
    assert (placed.points, placed.wilds, placed.to_tower) == (3, 3, counts("PPPBB"))
    assert g.players[0].board[2 * 6 + 5] == B and g.players[0].hand == list(counts("RRR"))


def test_example_d_one_orange_and_three_wilds_on_orange_4():
    g = position(boards=[board(stars={"O": "..O.O."}, hand="OGPPP")])
    placed = of(g.play("O4w3"), ev.StarTilePlaced)[0]
    assert (placed.points, placed.to_tower) == (3, counts("PPP"))
    assert g.players[0].hand == list(counts("G"))


def test_example_e_wild_colour_on_its_own_star_paid_in_that_colour():
    g = position(boards=[board(stars={"P": "P.P..."}, hand="PPRRGGGG")])
    with pytest.raises(IllegalMove, match="paid entirely in purple"):
        g.play("P2w1")
    placed = of(g.play("P2"), ev.StarTilePlaced)[0]
    assert (placed.points, placed.wilds, placed.to_tower) == (3, 0, counts("P"))
    assert g.players[0].hand == list(counts("RRGGGG"))


def test_example_f_pass_keeping_4_green_discarding_2_red():
    g = position(boards=[board(hand="GGGGRR", score=10)])
    assert "pass:GGGG" in moves(g)
    e = of(g.play("pass:GGGG"), ev.Passed)[0]
    assert (e.kept, e.discarded, e.loss, e.score) == (counts("GGGG"), counts("RR"), 2, 8)
    p = g.players[0]
    assert p.corner == list(counts("GGGG")) and p.hand == [0] * 6 and p.passed
    assert g.tower == list(counts("RR")) and g.breakdown(0)["discards"] == -2


def test_wilds_example_green_with_three_wilds_or_purple_or_centre():
    g = position(boards=[board(hand="PPPG")])
    m = moves(g)
    assert {"G4w3", "P1", "P2", "P3", "C1G", "C3Gw2", "C3P", "G1"} <= m
    assert "P4" not in m and "G4" not in m and "G4w2" not in m and "O1" not in m


def test_run_on_the_ring_counts_the_whole_connected_run():
    g = position(boards=[board(stars={"R": "RRR..."}, hand="RRRR")])
    assert of(g.play("R4"), ev.StarTilePlaced)[0].points == 4
    g = position(boards=[board(stars={"Y": "YY.YYY"}, hand="YYY")])
    assert of(g.play("Y3"), ev.StarTilePlaced)[0].points == 6
    g = position(boards=[board(stars={"G": "G.G.G."}, hand="GGGG")])
    assert of(g.play("G4"), ev.StarTilePlaced)[0].points == 3
    g = position(boards=[board(stars={"O": "O....O", "R": ".RR..."}, hand="OOOO")])
    assert of(g.play("O4"), ev.StarTilePlaced)[0].points == 1  # other stars never count


def test_centre_star_refuses_a_repeated_colour_but_takes_the_wild_colour_once():
    g = position(boards=[board(stars={"C": "R....."}, hand="RRRPP")])
    with pytest.raises(IllegalMove, match="the centre star already has a red tile"):
        g.play("C2R")
    assert "C2P" in moves(g) and "C2R" not in moves(g)
    g.play("C2P")
    g2 = position(boards=[board(stars={"C": "P....."}, hand="PP")])
    with pytest.raises(IllegalMove, match="already has a purple tile"):
        g2.play("C2P")


def test_outer_star_takes_only_its_colour_and_a_real_tile_is_needed():
    g = position(boards=[board(hand="PPPPRR")])
    with pytest.raises(IllegalMove, match="the orange star takes only orange tiles"):
        g.play("O1R")
    with pytest.raises(IllegalMove, match="you have no orange tile"):
        g.play("O1w0")
    with pytest.raises(IllegalMove, match="at most 1 wild tile can"):
        g.play("R2w2")
    with pytest.raises(IllegalMove, match="R4 costs 4 tiles: with 1 wild tile you need 3 red"):
        g.play("R4w1")
    g.play("R6w4")


def test_wild_colour_of_another_round_is_an_ordinary_colour():
    g = position(round=2, boards=[board(hand="PPGG")])  # green is wild in round 2
    m = moves(g)
    assert "P2" in m and "P3w1" in m and "P4w2" in m and "G2" in m and "G3" not in m


def test_placement_errors_leave_the_state_unchanged():
    g = position(boards=[board(stars={"O": "O.....", "C": "B....."}, hand="OOOBBPG")])
    for bad, reason in [
        ("O1", "space O1 is already covered"),
        ("C2B", "the centre star already has a blue tile"),
        ("O5", "O5 costs 5 tiles"),
        ("G2", "G2 costs 2 tiles: you need 2 green"),
        ("Y1", "you have no yellow tile"),
        ("O2w2", "O2 costs 2: at most 1 wild tile can"),
        ("O3+P", "completes no window, statue or pillar"),
        ("pass:PPP", "cannot keep 3 purple tiles: you have 1"),
        ("CO", "tiles are taken in phase 1, which is over"),
    ]:
        before = g.to_dict()
        with pytest.raises(IllegalMove, match=reason):
            g.play(bad)
        assert g.to_dict() == before
    with pytest.raises(IllegalMove, match="it is Player 1's turn, not Player 2's"):
        g.play("pass", player=1)


# -- bonus structures --------------------------------------------------------------------------


def test_a_placement_completing_two_structures_takes_three_tiles():
    # O2 belongs to statue O|R (O1 O2 R3 R4) and pillar O (O2 O3 C6 C1).
    stars = {"O": "O.O...", "R": "..RR..", "C": "Y....B"}
    g = position(boards=[board(stars=stars, hand="OO")], supply="GGGRRRBBBY")
    m = first_place(g, "O2")
    assert sum(m.bonus) == 3
    options = {str(x) for x in g.legal_moves() if str(x).startswith("O2")}
    expected = "GGG GGY GGB GGR GYB GYR GBB GBR GRR YBB YBR YRR BBB BBR BRR RRR"
    assert options == {f"O2+{b}" for b in expected.split(" ")}
    events = g.play("O2+GRY")
    done = sorted(e.structure for e in of(events, ev.StructureCompleted))
    assert [g_name(s) for s in done] == ["statue O|R", "pillar O"]
    assert of(events, ev.BonusTaken)[0].tiles == counts("GRY")
    assert g.players[0].hand == list(counts("GRY")) and g.players[0].bonus_tiles == 3
    # The three emptied supply spaces are refilled from the bag, in order, after the turn.
    refill = of(events, ev.SupplyRefilled)[0]
    assert refill.spaces == (0, 3, 9) and None not in g.supply
    assert "".join(g.draw_log[-3:]) == "".join("PGOYBR"[c] for c in refill.colours)


def g_name(structure_id: int) -> str:
    from rules.pavilion import STRUCTURES

    return STRUCTURES[structure_id].name


def test_bonus_owed_beyond_a_short_supply_takes_what_is_left():
    g = position(boards=[board(stars={"B": "....B."}, hand="BBBBB")], supply="PG")
    assert [str(m) for m in g.legal_moves() if str(m).startswith("B6")] == []
    g = position(
        boards=[board(stars={"B": "....B."}, hand="BBBBBB"), board(passed=True)],
        supply="PG",
        bag="",
        spare=1,
    )
    assert [str(m) for m in g.legal_moves() if str(m).startswith("B6")] == ["B6+PG"]
    before = g.to_dict()
    with pytest.raises(IllegalMove, match=r"supply holds only 2: take all of them \(\+PG\)"):
        g.play("B6+P")
    with pytest.raises(IllegalMove, match="earns 3 bonus tiles but the supply holds only 2"):
        g.play("B6")
    assert g.to_dict() == before
    events = g.play("B6+PG")
    assert of(events, ev.BonusTaken)[0].owed == 3
    assert g.players[0].hand == list(counts("PG"))
    # Bag and tower: the 5 blue tiles just paid go to the tower and are poured back in.
    refill = of(events, ev.SupplyRefilled)[0]
    assert refill.poured_tower and refill.short == 5
    assert refill.spaces == (0, 1, 2, 3, 4) and g.tower == [0] * 6


def test_bonus_with_an_empty_supply_and_nothing_to_draw_is_no_tiles():
    # Grey side: O3 costs 1, so nothing reaches the tower; it completes pillar O (O2 O3 C6 C1).
    stars = {"O": ".R....", "C": "G....B"}
    g = position(
        side="grey",
        boards=[board(stars=stars, hand="R"), board(passed=True)],
        supply="",
        bag="",
        spare=1,
    )
    assert {m for m in moves(g) if m.startswith("O")} == {"O3R"}
    events = g.play("O3R")
    assert [e.structure for e in of(events, ev.StructureCompleted)] == [12]
    assert not of(events, ev.BonusTaken) and not of(events, ev.SupplyRefilled)


def test_bonus_must_come_from_the_supply():
    g = position(boards=[board(stars={"B": "....B."}, hand="BBBBBB")], supply="PPPGGGOOOY")
    with pytest.raises(IllegalMove, match="the supply holds 0 red tiles, not 1"):
        g.play("B6+PPR")
    with pytest.raises(IllegalMove, match="earns exactly 3 bonus tiles from the supply, not 2"):
        g.play("B6+PP")


# -- passing, rounds, end of game --------------------------------------------------------------


def test_pass_with_four_or_fewer_tiles_keeps_them_all():
    g = position(boards=[board(hand="GGOB")])
    assert [str(m) for m in g.legal_moves() if type(m) is Pass] == ["pass"]
    with pytest.raises(IllegalMove, match="all of them are kept: write plain pass"):
        g.play("pass:GG")
    e = of(g.play("pass"), ev.Passed)[0]
    assert e.kept == counts("GGOB") and e.loss == 0


def test_pass_choices_with_a_big_hand_and_the_penalty_floor():
    g = position(boards=[board(hand="GGGGGRB", score=2)])
    passes = [str(m) for m in g.legal_moves() if type(m) is Pass]
    assert len(passes) == len(set(passes))
    assert {"pass", "pass:G", "pass:GGGG", "pass:GGBR", "pass:BR"} <= set(passes)
    assert "pass:RR" not in passes and "pass:GGGGG" not in passes
    with pytest.raises(IllegalMove, match="cannot keep 2 red tiles: you have 1"):
        g.play("pass:RR")
    with pytest.raises(NotationError, match="at most 4 tiles"):
        g.play("pass:GGGGG")
    e = of(g.play("pass"), ev.Passed)[0]
    assert (e.kept, e.discarded, e.loss, e.score) == ((0,) * 6, counts("GGGGGRB"), 1, 1)


def test_kept_tiles_come_back_to_the_hand_next_round():
    g = position(boards=[board(hand="GGGGRR"), board(passed=True)])
    drawn = len(g.draw_log)
    events = g.play("pass:GGGG")
    started = of(events, ev.PavilionRoundStarted)[0]
    assert g.round == 2 and g.wild_colour == G and g.phase == ACQUIRE
    assert started.corners_returned[0] == counts("GGGG")
    assert g.players[0].hand == list(counts("GGGG")) and g.players[0].corner == [0] * 6
    assert g.round_scores == [(3, 5)]
    assert len(g.draw_log) == drawn + 20  # factories only: the supply was already full


def test_round_6_pass_keeps_nothing():
    g = position(round=6, boards=[board(hand="GOY", score=3), board(passed=True)])
    assert moves(g) >= {"pass"} and not any(m.startswith("pass:") for m in moves(g))
    with pytest.raises(IllegalMove, match="in round 6 a pass keeps nothing"):
        g.play("pass:GOY")
    events = g.play("pass")
    e = of(events, ev.Passed)[0]
    assert (e.kept, e.discarded, e.loss, e.score) == ((0,) * 6, counts("GOY"), 2, 1)
    assert g.phase == OVER and g.is_over and g.turn is None
    assert g.round_scores == [(1, 5)] and g.winners == [1]
    with pytest.raises(IllegalMove, match="the game is over"):
        g.play("pass")


def test_end_bonuses_coloured_side():
    stars = {
        "P": "PPPPPP",
        "R": "RRRRR.",
        "O": "O.....",
        "B": "B.....",
        "Y": "Y.....",
        "G": "G.....",
        "C": "PGOYBR",
    }
    g = position(round=6, boards=[board(stars=stars, hand="RRRRRR", score=40), board(passed=True)])
    g.play(first_place(g, "R6"))
    events = g.play("pass")
    end = of(events, ev.PavilionGameEnded)[0]
    # Purple 20 + red 14 + centre 12; every space 1 (7 of them) 4.
    assert end.star_bonus == (46, 0) and end.number_bonus == (4, 0)
    b = g.breakdown(0)
    assert b["stars"] == 46 and b["numbers"] == 4 and b["placements"] == 6
    # The window bonus (3 tiles) is discarded by the round-6 pass: -3.
    assert g.scores[0] == 40 + 6 - 3 + 50 and g.round_scores[-1][0] == 43


def test_ties_are_shared():
    g = position(round=6, boards=[board(score=7), board(score=7)])
    g.play("pass")
    g.play("pass")
    assert g.winners == [0, 1]


# -- grey side ---------------------------------------------------------------------------------


def test_grey_costs_and_colour_written_everywhere():
    g = position(side="grey", boards=[board(hand="RRR")])
    m = moves(g)
    assert "O3R" in m and "O1Rw0" not in m and "O1R" in m and "C5R" in m and "R2R" in m
    assert g.space_cost(0, 0) == 3 and g.space_cost(0, 2) == 1 and g.space_cost(6, 4) == 3
    with pytest.raises(NotationError, match="on the grey side a placement names its colour"):
        g.play("O3")
    e = of(g.play("O3R"), ev.StarTilePlaced)[0]
    assert e.cost == 1 and e.to_tower == (0,) * 6


def test_grey_stars_become_single_or_multicolour():
    g = position(
        side="grey",
        boards=[
            board(stars={"O": "..R...", "R": "..G...", "C": "Y....."}, hand="RRRRRGGGGYYYYYYY"),
            board(passed=True),
        ],
    )
    p = g.players[0]
    assert p.star_kind[0] == -1 and moves(g) >= {"O2R", "O2G", "O2Y"}  # one tile: any colour
    g.play("O2R")
    assert p.star_kind[0] == R
    with pytest.raises(IllegalMove, match="the O star has become a red star"):
        g.play("O4G")
    g.play("R4Y")  # green then yellow: multicoloured
    assert p.star_kind[1] == MULTI
    with pytest.raises(IllegalMove, match="the R star has become multicoloured"):
        g.play("R2G")
    g.play("R2R")
    g.play(first_place(g, "C2Y"))  # two yellow on the centre: a yellow star, not multicoloured
    assert p.star_kind[6] == Y
    assert p.allowed_colours(6) == 1 << Y and p.allowed_colours(1) == (1 << P) | (1 << O) | (1 << B)


def test_grey_end_bonuses_cost_3_needs_twelve_spaces():
    stars = {code: "Y....." for code in "ORBYGP"}  # every outer space 1 (cost 3)
    stars["C"] = "YYYYY."
    g = position(side="grey", round=6, boards=[board(stars=stars, hand="YYY"), board(passed=True)])
    g.play("C6Y")
    end = of(g.play("pass"), ev.PavilionGameEnded)[0]
    # The centre became a yellow star (16), and all twelve cost-3 spaces are covered (12).
    assert end.star_bonus[0] == 16 and end.number_bonus[0] == 12


# -- notation ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["3O", "CB", "2P", "R4w2", "C3B", "O6+PGG", "C5Gw3", "P4+GB", "pass", "pass:GOOB", "G1"],
)
def test_notation_round_trip_coloured(text):
    assert str(PavilionGame(2, seed=1).parse_move(text)) == text


def test_notation_details():
    g = PavilionGame(2, seed=1)
    assert g.parse_move("o1o") == Place(0, 0, O)  # a parser may accept the implied colour
    assert g.parse_move("O6+GGP").bonus == counts("PGG")
    assert str(g.parse_move("pass:BOOG")) == "pass:GOOB"
    assert g.parse_move("1R") == Acquire(1, R)
    assert str(Place(1, 3, R, 2)) == "R4w2" and str(Place(1, 1, B, 0, grey=True)) == "R2B"
    grey = PavilionGame(2, side="grey", seed=1)
    assert str(grey.parse_move("B2Y")) == "B2Y"
    for bad, reason in [
        ("X1", "is not a Summer Pavilion move"),
        ("C4", "a placement on the centre star names its colour"),
        ("O7", "is not a Summer Pavilion move"),
        ("O4w6", "at most 5 wild tiles"),
        ("0R", "is not a Summer Pavilion move"),
    ]:
        with pytest.raises(NotationError, match=reason):
            g.parse_move(bad)
