"""Fast Summer Pavilion move values for the player to act, straight from the position.

A move is worth the change it makes to the mover's `pavilion_eval` value: a placement earns its
points and bonus progress and turns tiles in hand (valued by how much of them the board can use)
into bonus tiles; a pass pays for the tiles it discards and keeps the best four; an acquisition
adds tiles to the hand, minus the first-player penalty. Used by the easy player, as search
priors, and for playouts, which build their move directly instead of listing every legal one (a
big hand has hundreds: every way of paying with wilds, every bonus and every kept-tile choice).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence

from ..base import ACQUIRE
from ..pavilion.game import PavilionGame
from ..pavilion.geometry import (
    BITS,
    CORNER_SPACES,
    COSTS,
    FREE_SPACES,
    MAX_COST,
    MULTI,
    NUM_COLOURS,
    NUMBER_BONUSES,
    RING,
    ROUNDS,
    RUN,
    STAR_POINTS,
    STRUCTURES_AT,
)
from ..pavilion.moves import (
    ACQUIRES,
    NO_TILES,
    PASS,
    PLACES,
    Acquire,
    Move,
    Pass,
    Place,
    pass_move,
)
from .pavilion_eval import (
    KEEP,
    KEEP_WILD,
    NUMBER_EXP,
    SPARE,
    STAR_SHARE,
    TILE,
    WILD,
    capacity,
    hand_value,
    rounds_left,
    star_points,
)

MARKER_VALUE = 1.5  # starting the next round (and placing first) is worth something


class Valuer:
    """Move values for the player to act; per-position facts are computed once."""

    __slots__ = (
        "before",
        "bonus_tile",
        "cap",
        "game",
        "grey",
        "hand",
        "numbers",
        "p",
        "stars",
        "time",
        "wild",
    )

    def __init__(self, game: PavilionGame) -> None:
        self.game = game
        assert game.turn is not None  # the game is on: somebody is to act
        p = self.p = game.players[game.turn]
        self.grey = game.grey
        self.wild = game.round - 1
        self.hand = p.hand
        self.cap = capacity(p, self.grey)
        self.before = hand_value(p.hand, self.cap, self.wild)
        # A bonus tile is the best of the supply: a wild one if there is any. (The engine's
        # private supply counts are read, never written: its public view builds a tuple.)
        if game._supply_counts[self.wild]:
            self.bonus_tile = WILD
        else:
            self.bonus_tile = TILE if game._supply_total else 0.0
        left = rounds_left(game)
        self.time = left / 3.0 if left < 3 else 1.0
        self.stars: list[float | None] = [None] * 7
        # Number-bonus progress of covering one more space, by the space's cost.
        covered = p.covered
        t = self.time
        self.numbers = [0.0] * (MAX_COST + 1)
        for cost, mask, pts in NUMBER_BONUSES[self.grey]:
            have, size = (covered & mask).bit_count(), mask.bit_count()
            f0, f1 = (have / size) ** NUMBER_EXP, ((have + 1) / size) ** NUMBER_EXP
            if have + 1 == size:
                self.numbers[cost] = pts - pts * f0 * t
            elif have < size:
                self.numbers[cost] = pts * (f1 - f0) * t

    # -- phase 1 ----

    def acquire(self, s: int, c: int) -> float:
        game = self.game
        tiles = game.sources[s]
        wild = self.wild
        hand = self.hand[:]
        if c == wild:
            n, w = 1, 0
        else:
            n, w = tiles[c], 1 if tiles[wild] else 0
        hand[c] += n
        hand[wild] += w
        gain = hand_value(hand, self.cap, wild) - self.before
        if s == 0 and game.marker_holder is None:
            loss = n + w
            if loss > self.p.score - 1:
                loss = self.p.score - 1
            gain += MARKER_VALUE - loss
        return gain

    # -- phase 2 ----

    def star_gain(self, star: int, colour: int) -> float:
        """Star-bonus progress of one more tile of `colour` on `star`."""
        p = self.p
        k = (p.covered >> (star * RING) & 0x3F).bit_count()
        kind = p.star_kind[star]
        if kind < 0 and k == 1:  # grey side: the second tile decides what the star becomes
            kind = colour if p.star_mask[star] == 1 << colour else MULTI
        pts = star_points(kind)
        if k == RING - 1:
            return STAR_POINTS[kind] - pts * STAR_SHARE[k] * self.time
        return pts * (STAR_SHARE[k + 1] - STAR_SHARE[k]) * self.time

    def progress(self, cell: int, colour: int) -> float:
        """End-bonus progress (star, number) of covering `cell` with `colour`."""
        star = cell // RING
        if self.p.star_kind[star] < 0:  # grey side, undecided star: depends on the colour
            gain = self.star_gain(star, colour)
        else:
            known = self.stars[star]
            if known is None:
                known = self.stars[star] = self.star_gain(star, colour)
            gain = known
        return gain + self.numbers[COSTS[self.grey][cell]]

    def owed(self, cell: int) -> int:
        covered = self.p.covered
        owed = 0
        for others, reward, _ in STRUCTURES_AT[cell]:
            if covered & others == others:
                owed += reward
        due = self.game._supply_total
        return owed if owed < due else due

    def tiles(self, c: int, n: int) -> float:
        """What `n` tiles of colour `c` in hand are worth (as in `hand_value`)."""
        if c == self.wild:
            return WILD * n
        cap = self.cap[c]
        return TILE * n if n <= cap else TILE * cap + SPARE * (n - cap)

    def place(self, cell: int, colour: int, k: int, bonus: tuple[int, ...] | None) -> float:
        """Value of covering `cell` with `colour` paying `k` wilds; `bonus` None: the best (an
        estimate, for speed)."""
        p = self.p
        star, pos = divmod(cell, RING)
        ring = (p.covered >> (star * RING) & 0x3F) | 1 << pos
        real = COSTS[self.grey][cell] - k
        hand = self.hand
        wild = self.wild
        have = hand[colour]
        value = RUN[ring * RING + pos] + self.tiles(colour, have - real) - self.tiles(colour, have)
        value -= WILD * k
        if bonus is None:
            value += self.owed(cell) * self.bonus_tile
        elif bonus != NO_TILES:
            for c in range(NUM_COLOURS):
                b = bonus[c]
                if b:
                    n = hand[c] - (real if c == colour else 0) - (k if c == wild else 0)
                    value += self.tiles(c, n + b) - self.tiles(c, n)
        return value + self.progress(cell, colour)

    def best_bonus(self, hand: list[int], due: int) -> tuple[int, ...]:
        """Bonus tiles one by one, each the supply colour adding most to the hand's value."""
        supply = list(self.game._supply_counts)
        taken = [0] * NUM_COLOURS
        for _ in range(due):
            best, best_v = -1, -1e9
            for c in range(NUM_COLOURS):
                if supply[c]:
                    n = hand[c] + taken[c]
                    v = self.tiles(c, n + 1) - self.tiles(c, n)
                    if v > best_v:
                        best, best_v = c, v
            supply[best] -= 1
            taken[best] += 1
        return tuple(taken)

    def keep_values(self) -> list[float]:
        game = self.game
        nxt = game.round  # the colour index that is wild next round
        cap = self.cap
        # Next round's wild colour is the best to keep; then colours the board can use.
        return [(KEEP_WILD if c == nxt else KEEP) + 0.05 * (cap[c] > 0) for c in range(NUM_COLOURS)]

    def pass_value(self, kept: tuple[int, ...]) -> float:
        hand = self.hand
        total = sum(hand)
        if self.game.round == ROUNDS:
            kept = NO_TILES
        elif total <= CORNER_SPACES:
            kept = tuple(hand)
        kv = self.keep_values()
        keep = sum(kv[c] * kept[c] for c in range(NUM_COLOURS))
        loss = total - sum(kept)
        if loss > self.p.score - 1:
            loss = self.p.score - 1
        return keep - loss - self.before

    def best_pass(self) -> Pass:
        game = self.game
        hand = self.hand
        if game.round == ROUNDS or sum(hand) <= CORNER_SPACES:
            return PASS
        kv = self.keep_values()
        left = hand[:]
        kept = [0] * NUM_COLOURS
        for _ in range(CORNER_SPACES):
            best = max((c for c in range(NUM_COLOURS) if left[c]), key=lambda c: kv[c])
            left[best] -= 1
            kept[best] += 1
        return pass_move(tuple(kept))


def move_values(game: PavilionGame, moves: Sequence[Move]) -> list[float]:
    v = Valuer(game)
    out = []
    for m in moves:
        if type(m) is Acquire:
            out.append(v.acquire(m.source, m.colour))
        elif type(m) is Place:
            out.append(v.place(m.star * RING + m.space, m.colour, m.wilds, m.bonus))
        else:
            out.append(v.pass_value(m.kept))
    return out


def _placements(v: Valuer) -> Iterator[tuple[int, int, int]]:
    """(cell, colour, wilds) of every placement the hand can pay, with the fewest wilds."""
    p = v.p
    hand = v.hand
    wild = v.wild
    w = hand[wild]
    costs = COSTS[v.grey]
    in_hand = 0
    for c in range(NUM_COLOURS):
        if hand[c]:
            in_hand |= 1 << c
    for star in range(7):
        ring = p.covered >> (star * RING) & 0x3F
        if ring == 0x3F:
            continue
        allowed = p.allowed_colours(star) & in_hand
        if not allowed:
            continue
        base = star * RING
        for pos in FREE_SPACES[ring]:
            cell = base + pos
            cost = costs[cell]
            for c in BITS[allowed]:
                n = hand[c]
                if c == wild:
                    if n >= cost:
                        yield cell, c, 0
                elif n + w >= cost:
                    yield cell, c, (cost - n if cost > n else 0)


def rollout_move(game: PavilionGame, rng: random.Random, noise: float) -> Move:
    """A good move with some randomness, built without listing every legal move."""
    v = Valuer(game)
    rand = rng.random
    if game.phase == ACQUIRE:
        wild = v.wild
        best: Acquire | None = None
        best_v = -1e9
        for s, tiles in enumerate(game.sources):
            only_wild = True
            for c in range(NUM_COLOURS):
                if tiles[c] and c != wild:
                    only_wild = False
                    val = v.acquire(s, c) + noise * rand()
                    if val > best_v:
                        best, best_v = ACQUIRES[s][c], val
            if only_wild and tiles[wild]:
                val = v.acquire(s, wild) + noise * rand()
                if val > best_v:
                    best, best_v = ACQUIRES[s][wild], val
        assert best is not None  # phase 1: the table is not empty
        return best
    best_v = v.pass_value(v.best_pass().kept) + noise * rand()
    best_place = _best_placement(v, best_v, rand, noise)
    if best_place is None:
        return v.best_pass()
    return build_place(v, *best_place)


def _best_placement(
    v: Valuer, floor: float, rand: Callable[[], float], noise: float
) -> tuple[int, int, int] | None:
    """`Valuer.place` over every placement paid with the fewest wilds, inlined: this loop is
    where playouts spend their time. Returns the best (cell, colour, wilds) above `floor`."""
    p = v.p
    hand = v.hand
    wild = v.wild
    w = hand[wild]
    costs = COSTS[v.grey]
    covered = p.covered
    bonus_tile = v.bonus_tile
    tiles = v.tiles
    in_hand = 0
    for c in range(NUM_COLOURS):
        if hand[c]:
            in_hand |= 1 << c
    best_v, best = floor, None
    numbers = v.numbers
    supply_total = v.game._supply_total
    kinds = p.star_kind
    for star in range(7):
        ring = covered >> (star * RING) & 0x3F
        if ring == 0x3F:
            continue
        allowed = p.allowed_colours(star) & in_hand
        if not allowed:
            continue
        base = star * RING
        fixed_kind = kinds[star] >= 0
        # The star's bonus progress is the same for every space (unless the colour decides it).
        star_gain = v.star_gain(star, -1) if fixed_kind else 0.0
        for pos in FREE_SPACES[ring]:
            cell = base + pos
            cost = costs[cell]
            owed = 0
            for others, reward, _ in STRUCTURES_AT[cell]:
                if covered & others == others:
                    owed += reward
            if owed > supply_total:
                owed = supply_total
            fixed = RUN[(ring | 1 << pos) * RING + pos] + owed * bonus_tile + numbers[cost]
            for c in BITS[allowed]:
                n = hand[c]
                if c == wild:
                    if n < cost:
                        continue
                    k = 0
                    val = fixed - WILD * cost
                else:
                    if n + w < cost:
                        continue
                    k = cost - n if cost > n else 0
                    val = fixed + tiles(c, n - cost + k) - tiles(c, n) - WILD * k
                val += (star_gain if fixed_kind else v.star_gain(star, c)) + noise * rand()
                if val > best_v:
                    best_v, best = val, (cell, c, k)
    return best


def build_place(v: Valuer, cell: int, colour: int, k: int) -> Place:
    """The legal placement move, with the best bonus tiles when it earns some."""
    due = v.owed(cell)
    base = PLACES[v.grey][cell][colour][k]
    if not due:
        return base
    hand = v.hand[:]
    hand[colour] -= COSTS[v.grey][cell] - k
    hand[v.wild] -= k
    bonus = v.best_bonus(hand, due)
    return Place(base.star, base.space, colour, k, bonus, v.grey)


def candidates(game: PavilionGame) -> list[Move]:
    """The moves worth searching: every acquisition; in phase 2, each placement paid with the
    fewest and with the most wilds (other payments lie in between), with its best bonus tiles,
    and the best pass. All legal by construction (the tests check it)."""
    if game.phase == ACQUIRE:
        return game.legal_moves()
    v = Valuer(game)
    hand = v.hand
    w = hand[v.wild]
    moves: list[Move] = []
    for cell, c, k in _placements(v):
        moves.append(build_place(v, cell, c, k))
        if c != v.wild:
            cost = COSTS[v.grey][cell]
            most = w if w < cost - 1 else cost - 1
            if most > k:
                moves.append(build_place(v, cell, c, most))
    moves.append(v.best_pass())
    return moves
