"""Ratings: the places of a finished game, and what they do to the players' ratings.

The model is openskill's Plackett-Luce (see the README for why): it rates a game of any number
of players from their finishing order, ties included, in one step. Each player keeps a mean skill
`mu` and an uncertainty `sigma`; what people see and what the ladder ranks is the conservative
`1000 + 40 * (mu - 3 * sigma)`, which starts at 1000 and rises as the bot grows sure of a player.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

MODEL = PlackettLuce()  # mu 25, sigma 25/3: openskill's defaults
GLOBAL = 0  # the scope of everyone's ratings; a server's scope is its id


def shown(mu: float, sigma: float) -> float:
    """The rating people see: 1000 for a newcomer, about 1000 + 40 mu once well known."""
    return 1000.0 + 40.0 * (mu - 3.0 * sigma)


@dataclass(frozen=True, slots=True)
class Rating:
    mu: float = MODEL.mu
    sigma: float = MODEL.sigma
    games: int = 0
    wins: int = 0

    @property
    def shown(self) -> float:
        return shown(self.mu, self.sigma)


START = Rating()


def player_key(user_id: int | None, level: str | None) -> str:
    """Who a seat is, for ratings: a person by id, a computer player by its level."""
    return f"u:{user_id}" if user_id is not None else f"c:{level}"


def places(scores: Sequence[int], winners: Sequence[int], resigned: Sequence[bool]) -> list[int]:
    """Each seat's place (1 is first; equal places for a tie). The winners (the rules' tie-break
    already applied) come first; then the others by score; whoever resigned comes after everyone
    still playing."""

    def key(seat: int) -> tuple[int, int, int]:
        return (0 if resigned[seat] else 1, 1 if seat in winners else 0, scores[seat])

    keys = [key(seat) for seat in range(len(scores))]
    return [1 + sum(1 for other in keys if other > mine) for mine in keys]


def rate(players: Sequence[tuple[str, Rating]], seat_places: Sequence[int]) -> dict[str, Rating]:
    """New ratings after one game: `players` is each seat's (key, rating before), in seat order.

    A key seated twice (two computers of one level) is rated as two players from the same
    rating before, and keeps the mean of what the two would become: one game, counted once.
    """
    teams = [[MODEL.rating(mu=r.mu, sigma=r.sigma)] for _, r in players]
    rated = MODEL.rate(teams, ranks=list(seat_places))
    grouped: dict[str, list[int]] = {}
    for seat, (key, _) in enumerate(players):
        grouped.setdefault(key, []).append(seat)
    out = {}
    for key, seats in grouped.items():
        before = players[seats[0]][1]
        mu = sum(rated[s][0].mu for s in seats) / len(seats)
        sigma = sum(rated[s][0].sigma for s in seats) / len(seats)
        won = any(seat_places[s] == 1 for s in seats)
        out[key] = Rating(mu, sigma, before.games + 1, before.wins + int(won))
    return out
