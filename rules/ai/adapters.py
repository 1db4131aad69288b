"""What the searches need to know about an edition, behind one small interface.

`values(game)` is every seat's position value in points; `move_values(game, moves)` the quick
value of each legal move for the player to act; `rollout_move(game, rng, noise)` a good move with
some randomness, for playouts; `candidates(game)` the legal moves worth searching (all of them in
Azul; Summer Pavilion trims near-duplicates such as every way of paying with wilds).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from ..azul.game import AzulGame
from ..base import BaseGame
from ..pavilion.game import PavilionGame
from . import azul_eval, azul_policy, pavilion_eval, pavilion_policy

if TYPE_CHECKING:
    from ..azul.moves import Move as AzulMove
    from ..editions import Move
    from ..pavilion.moves import Move as PavilionMove


class EditionAI:
    """An edition's answers; `adapter(game)` picks the one of `game.edition`, so each subclass
    may take the game (and its moves) as its own edition's."""

    scale: float  # points of margin that make a clear favourite (reward = sigmoid(margin/scale))
    lookahead_depth: int  # plies of the medium player's look-ahead
    temperature: float  # of the softmax turning quick move values into search priors
    # The hard player's default playouts per move are this divided by the number of players:
    # a playout's length grows with the players, and the default must fit in a second.
    playouts_per_move: int
    # The search stops once its most visited move is this far ahead: more than the playouts
    # left divided by `settle` (1: no playout left could change the move; more: hardly any).
    settle: float
    # Whole rounds a playout goes on past the leaf's round before the static evaluation values
    # it (0: it stops at the end of the leaf's round, or of the next one if the leaf ends one).
    rollout_rounds: int = 0

    def default_iterations(self, game: BaseGame, playouts_per_move: int | None = None) -> int:
        return (playouts_per_move or self.playouts_per_move) // game.num_players

    def round_left(self, game: BaseGame) -> float:
        """Roughly what share of a playout's cost at the round's start one costs here (1 by
        default): late in a round playouts are short, and the same time buys more of them."""
        return 1.0

    def values(self, game: BaseGame, fitted: bool = False) -> list[float]:
        """Every seat's value in points; `fitted`: with the weights fitted to played games,
        where the edition has them."""
        raise NotImplementedError

    def move_values(self, game: BaseGame, moves: Sequence[Move]) -> list[float]:
        raise NotImplementedError

    def rollout_move(self, game: BaseGame, rng: random.Random, noise: float) -> Move:
        raise NotImplementedError

    def candidates(self, game: BaseGame) -> Sequence[Move]:
        return game.legal_moves()


class AzulAI(EditionAI):
    scale = 8.0
    lookahead_depth = 2  # the other players' replies decide who is left with the floor
    temperature = 4.0  # quick values are rough here: priors stay broad
    # 40,000 with 2 players (fewer where the move is clear early): the compiled search's
    # playouts cost about 10 µs (`rules.ai.native`), the Python one's about 200 µs.
    playouts_per_move = 80000
    settle = 1.5

    def round_left(self, game: BaseGame) -> float:
        # A playout costs about 3 moves' worth (copy, tiling, deal, evaluation) plus its moves,
        # of which there are at most as many as groups of tiles left (about 3 a factory at first).
        groups = sum(1 for tiles in game.sources for n in tiles if n)
        return min(1.0, (3 + groups) / (3 + 3 * game.num_factories))

    def values(self, game: BaseGame, fitted: bool = False) -> list[float]:
        return azul_eval.azul_values(cast(AzulGame, game), fitted)

    def move_values(self, game: BaseGame, moves: Sequence[Move]) -> list[float]:
        return azul_policy.move_values(cast(AzulGame, game), cast("Sequence[AzulMove]", moves))

    def rollout_move(self, game: BaseGame, rng: random.Random, noise: float) -> Move:
        return azul_policy.rollout_move(cast(AzulGame, game), rng, noise)


class PavilionAI(EditionAI):
    scale = 10.0
    # Phase 2 is nearly solitaire, and a worst-case reply to every acquisition makes the
    # look-ahead timid: one ply, each valued by playing the round out.
    lookahead_depth = 1
    temperature = 1.0  # quick values are good guides here: sharp priors
    # 8,000 with 2 players (fewer where the move is sure early), each played a whole round
    # further than the leaf's (`rollout_rounds`): compiled, a round of playout costs about
    # 20 µs (`rules.ai.native`), in Python about 700 µs, where hard made 1,000 shorter ones.
    # The round played on sees what the end of a round leaves for the next (tiles kept, the
    # wild colour, the bonuses within reach) far better than the static value: with half the
    # playouts it won 94 % of 50 games against hard-classic where 20,000 shorter ones won 64 %.
    playouts_per_move = 16000
    rollout_rounds = 1
    settle = 1.0  # stops only where the move is sure: the same moves as without, sooner

    def values(self, game: BaseGame, fitted: bool = False) -> list[float]:
        return pavilion_eval.pavilion_values(cast(PavilionGame, game))

    def move_values(self, game: BaseGame, moves: Sequence[Move]) -> list[float]:
        pavilion_moves = cast("Sequence[PavilionMove]", moves)
        return pavilion_policy.move_values(cast(PavilionGame, game), pavilion_moves)

    def rollout_move(self, game: BaseGame, rng: random.Random, noise: float) -> Move:
        return pavilion_policy.rollout_move(cast(PavilionGame, game), rng, noise)

    def candidates(self, game: BaseGame) -> Sequence[Move]:
        return pavilion_policy.candidates(cast(PavilionGame, game))


_ADAPTERS: dict[str, EditionAI] = {"azul": AzulAI(), "summer-pavilion": PavilionAI()}


def adapter(game: BaseGame) -> EditionAI:
    return _ADAPTERS[game.edition]


OWN_WEIGHT = 0.25  # a point of one's own counts a little more than a point denied to the others


def margin(values: list[float], seat: int, own_weight: float = OWN_WEIGHT) -> float:
    """What a seat plays for: its lead over the best other seat, plus a share of its own points
    (pure margin play happily takes penalties that cost the others more, and scores little)."""
    mine = values[seat]
    best_other = max(v for i, v in enumerate(values) if i != seat)
    return mine - best_other + own_weight * mine
