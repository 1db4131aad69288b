"""Positions for render tests: seeded random games, snapshotted along the way."""

from __future__ import annotations

import random

from rules import new_game

NAMES = ["Ana", "Bořivoj Þórðarson Олександрович the Very Long Named", "Юлія", "Dóra"]


def snapshots(edition: str, players: int, side: str, seed: int, every: int = 7) -> list:
    """Copies of one random game every `every` moves, plus its final position."""
    game = new_game(edition, NAMES[:players], side=side, seed=seed)
    rng = random.Random(seed)
    out = [game.copy()]
    n = 0
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
        n += 1
        if n % every == 0:
            out.append(game.copy())
    out.append(game.copy())
    return out


def play_until(edition: str, players: int, side: str, seed: int, stop):
    """The first position of a random game where `stop(game)` holds (None if the game ends)."""
    game = new_game(edition, NAMES[:players], side=side, seed=seed)
    rng = random.Random(seed)
    while not game.is_over:
        if stop(game):
            return game
        game.play(rng.choice(game.legal_moves()))
    return game if stop(game) else None


def close(a, b, tol: int = 8) -> bool:
    """Two RGB colours equal within `tol` per channel (PNG encoding may round)."""
    return all(abs(x - y) <= tol for x, y in zip(a[:3], b[:3], strict=True))
