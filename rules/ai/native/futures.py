"""A review's futures, compiled (`rules.ai.review`): each candidate move played on the same seeded
futures, each future played out with the rollout policy to the end of the round and valued by the
static evaluation, as `review._value_sum` does in Python, on the compiled search's array.

Only `editions` (and the array's header) is read, so every edition the compiled search holds is
reviewed here too. A future is one seed: the tiles it draws come from it as from
`rng.SeededDraws(future)` (the very deals the Python review makes), and the rollout's noise from
a second stream derived from it, independent of the draws. Every move meets the same futures
(common random numbers), so the differences between moves are surer than their values.
"""

from __future__ import annotations

import numpy as np

from .basics import next64
from .editions import MAX_MOVES, play, rollout_move, values
from .header import DEAL_UNTIL, P_OVER, PHASE, PLAYERS, ROUND
from .jit import njit

# The scratch arrays the editions' kernels are handed (as the search's: 64 cells each).
SCRATCH = 64
# Mixed into a future to seed its rollout noise (the draws use the future itself).
NOISE_SALT = np.uint64(0x5DEECE66DA3C1B29)


@njit(cache=True)
def value_sums(base, moves, futures, seat, noise, cap):
    """For each move code of `moves` (legal in `base`, `seat` to act): the sum over `futures` of
    `seat`'s margin (its value minus the best other seat's) after the move, the rollout policy
    with `noise` to the end of the round the move leaves (never past round `cap`; the round after
    is not dealt: the evaluation never reads the factories) and the static evaluation."""
    sums = np.zeros(moves.shape[0])
    st = np.empty_like(base)
    draws = np.zeros(1, np.uint64)
    rng = np.zeros(1, np.uint64)
    options = np.empty(MAX_MOVES, np.int64)
    vals = np.empty(MAX_MOVES)
    ints = np.empty(SCRATCH, np.int64)
    floats = np.empty(SCRATCH)
    seat_values = np.empty(4)
    players = base[PLAYERS]
    for f in range(futures.shape[0]):
        for i in range(moves.shape[0]):
            st[:] = base
            draws[0] = futures[f]
            rng[0] = futures[f] ^ NOISE_SALT
            rng[0] = next64(rng)
            play(st, moves[i], draws)
            last = st[ROUND]
            if last > cap:
                last = np.int64(cap)
            st[DEAL_UNTIL] = last
            while st[PHASE] != P_OVER and st[ROUND] <= last:
                play(st, rollout_move(st, rng, noise, options, vals, ints, floats), draws)
            values(st, seat_values, ints, floats)
            best_other = -1e18
            for j in range(players):
                if j != seat and seat_values[j] > best_other:
                    best_other = seat_values[j]
            sums[i] += seat_values[seat] - best_other
    return sums
