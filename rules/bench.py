"""Random-playout benchmark: how fast the engine plays uniformly random legal games."""

from __future__ import annotations

import random
import time
from typing import Any

from .base import BaseGame
from .editions import new_game

# Computer-only random Azul games can circle for a long time without completing a row; a cap keeps
# the benchmark bounded (a tool's limit, not a rule). Capped games still count their moves.
ROUND_CAP = 60


def random_playout(game: BaseGame, rng: random.Random, round_cap: int = ROUND_CAP) -> int:
    """Play random legal moves until the game ends (or the round cap); returns moves played."""
    moves = 0
    while not game.is_over and game.round <= round_cap:
        legal = game.legal_moves()
        game.play(legal[rng.randrange(len(legal))])
        moves += 1
    return moves


def run(
    edition: str, players: int, games: int, side: str = "colour", seed: int = 1
) -> dict[str, Any]:
    rng = random.Random(seed)
    total_moves = 0
    unfinished = 0
    start = time.perf_counter()
    for i in range(games):
        game = new_game(edition, players, side=side, seed=seed * 1_000_003 + i)
        total_moves += random_playout(game, rng)
        unfinished += not game.is_over
    elapsed = time.perf_counter() - start
    return {
        "edition": edition,
        "side": side,
        "players": players,
        "games": games,
        "seconds": round(elapsed, 3),
        "games_per_s": round(games / elapsed, 2),
        "moves_per_s": round(total_moves / elapsed),
        "moves_per_game": round(total_moves / games, 1),
        "unfinished": unfinished,  # stopped at the round cap (grey walls can jam)
    }
