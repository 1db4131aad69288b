"""Kernels both editions' searches use: SplitMix64 random numbers (as `rules.rng`, on a one-cell
uint64 array), bit counts, and the rewards of a playout's end (`mcts.rewards`)."""

from __future__ import annotations

import math

import numpy as np

from .header import P_OVER, PHASE, PLAYERS, WINNERS
from .jit import njit

_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
_MIX1 = np.uint64(0xBF58476D1CE4E5B9)
_MIX2 = np.uint64(0x94D049BB133111EB)
_S30, _S27, _S31, _S11 = np.uint64(30), np.uint64(27), np.uint64(31), np.uint64(11)


@njit(cache=True)
def next64(rng):
    z = rng[0] + _GOLDEN
    rng[0] = z
    z = (z ^ (z >> _S30)) * _MIX1
    z = (z ^ (z >> _S27)) * _MIX2
    return z ^ (z >> _S31)


@njit(cache=True)
def below(rng, n):
    """Uniform in [0, n) without modulo bias."""
    un = np.uint64(n)
    rest = (np.uint64(0) - un) % un  # 2**64 mod n
    while True:
        x = next64(rng)
        if rest == 0 or x < np.uint64(0) - rest:
            return np.int64(x % un)


@njit(cache=True)
def draw_from(st, bag, total, rng):
    """One tile drawn uniformly from the bag held as counts per colour at `st[bag:]` (`total`
    of them), as `rules.rng.colour_at`: its colour, taken out of the bag."""
    x = below(rng, total)
    c = 0
    while x >= st[bag + c]:
        x -= st[bag + c]
        c += 1
    st[bag + c] -= 1
    return c


@njit(cache=True)
def uniform(rng):
    """Uniform float in [0, 1)."""
    return np.float64(next64(rng) >> _S11) * (1.0 / 9007199254740992.0)


@njit(cache=True)
def popcount(m):
    n = 0
    while m:
        m &= m - 1
        n += 1
    return n


@njit(cache=True)
def sigmoid(x):
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


@njit(cache=True)
def rewards(st, vals, out, scale, win_weight, own_weight):
    """`mcts.rewards`: per seat the sigmoid of its margin; once over, blended with the result."""
    n = st[PLAYERS]
    for seat in range(n):
        mine = vals[seat]
        best_other = -1e18
        for j in range(n):
            if j != seat and vals[j] > best_other:
                best_other = vals[j]
        out[seat] = sigmoid((mine - best_other + own_weight * mine) / scale)
    if st[PHASE] == P_OVER:
        winners = st[WINNERS]
        k = popcount(winners)
        share = 1.0 / k
        for seat in range(n):
            won = share if (winners >> seat) & 1 else 0.0
            out[seat] = win_weight * won + (1 - win_weight) * out[seat]
