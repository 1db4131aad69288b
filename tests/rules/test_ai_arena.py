"""The arena: seat rotation, the Wilson interval, and the JSON line of `python -m rules arena`."""

from __future__ import annotations

import json

import pytest

from rules.__main__ import main
from rules.ai.arena import play_one, run, seats_of_a, wilson

KEYS = {
    "win_rate_a",
    "ci_low",
    "ci_high",
    "avg_score_a",
    "avg_score_b",
    "avg_ms_per_move_a",
    "avg_ms_per_move_b",
    "games",
    "unfinished",
}


def test_seats_rotate_and_alternate():
    assert seats_of_a(0, 2) == [True, False]
    assert seats_of_a(1, 2) == [False, True]
    assert seats_of_a(0, 4) == [True, False, True, False]
    assert seats_of_a(1, 3) == [False, True, False]


def test_wilson_interval():
    low, high = wilson(180, 200)
    assert 0.85 < low < 0.9 < high < 0.94
    assert wilson(0, 10)[0] == 0.0
    assert wilson(10, 10)[1] == 1.0
    low, high = wilson(5.5, 11)  # half wins count
    assert low < 0.5 < high


@pytest.mark.parametrize("edition", ["azul", "summer-pavilion"])
def test_a_tiny_arena_has_every_figure(edition):
    figures = run(edition, 2, "hard", "easy", games=2, iterations=3, workers=1)
    assert set(figures) >= KEYS
    assert figures["games"] == 2
    assert 0.0 <= figures["ci_low"] <= figures["win_rate_a"] <= figures["ci_high"] <= 1.0
    assert figures["avg_score_a"] > 0 and figures["avg_ms_per_move_a"] > 0


def test_a_capped_game_is_unfinished_and_left_out_of_the_rate():
    task = (0, "azul", 2, "colour", ("easy", "easy"), ({}, {}), 1, 1)
    result = play_one(task)
    assert not result["finished"] and result["credit"] is None


def test_the_command_prints_one_json_line(capsys):
    argv = ["arena", "--edition", "azul", "--players", "3", "--a", "medium", "--b", "easy"]
    assert main([*argv, "--games", "2", "--workers", "1"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 1
    figures = json.loads(lines[0])
    assert set(figures) >= KEYS and figures["players"] == 3


def test_settings_for_level_a_alone_are_passed_and_said(capsys):
    argv = ["arena", "--a", "hard", "--b", "easy", "--games", "1", "--workers", "1"]
    options = ["--a-option", "iterations=40", "--a-option", "temperature=2.5"]
    assert main([*argv, *options]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["a_options"] == {"iterations": 40, "temperature": 2.5}
    assert main([*argv, "--a-option", "temperature"]) == 2
    assert "KEY=VALUE" in capsys.readouterr().err
    assert main([*argv, "--a-option", "temperature=warm"]) == 2


def test_settings_for_level_b_alone_make_a_screen_that_never_reads_the_clock(capsys):
    # Playouts given to both sides, no time: the same games again, move for move, whatever the
    # load (scores and win rate equal; only the thinking times differ).
    argv = ["arena", "--edition", "summer-pavilion", "--a", "hard", "--b", "hard-classic"]
    argv += ["--games", "2", "--workers", "1", "--a-option", "iterations=30"]
    argv += ["--b-option", "iterations=20", "--b-option", "temperature=3"]
    runs = []
    for _ in range(2):
        assert main(argv) == 0
        runs.append(json.loads(capsys.readouterr().out))
    assert runs[0]["b_options"] == {"iterations": 20, "temperature": 3}
    assert runs[0]["a_options"] == {"iterations": 30}
    for key in ("win_rate_a", "avg_score_a", "avg_score_b"):
        assert runs[0][key] == runs[1][key]
    assert main([*argv, "--b-option", "=3"]) == 2
    assert "--b-option '=3'" in capsys.readouterr().err


def test_the_command_refuses_an_unknown_level(capsys):
    assert main(["arena", "--a", "grandmaster", "--games", "1", "--workers", "1"]) == 2
    assert "unknown level" in capsys.readouterr().err
