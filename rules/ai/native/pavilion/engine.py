"""Summer Pavilion's rules on the flat array of `layout`, compiled: acquiring (wild tiles, the
first-player marker), placing (costs paid with wilds, star kinds on the grey side, runs, bonus
tiles from the supply and its refill), passing (tiles kept on the corners, the rest lost), the
round's deal and the game's end with its bonuses, as `rules.pavilion` plays them for moves known
to be legal (no checks, no events). Tests hold it to the Python engine move by move."""

from __future__ import annotations

import numpy as np

from ....pavilion.geometry import (
    CORNER_SPACES,
    COSTS,
    MULTI,
    NUM_CELLS,
    NUMBER_BONUSES,
    ROUNDS,
    RUN,
    STAR_POINTS,
    STRUCTURES_AT,
    SUPPLY_SPACES,
    UNFIXED,
)
from ....pavilion.rounds import FACTORY_TILES
from ..basics import draw_from, popcount
from ..header import DEAL_UNTIL, DREW, P_OVER, PHASE, PLAYERS, ROUND, TURN, WINNERS
from ..jit import njit
from .layout import (
    BAG,
    BOARD,
    BOARDS,
    BONUS_TILES,
    CELLS,
    CORNER,
    COVERED,
    DISCARD_LOSS,
    FACTORIES,
    FIRST_PLAYER_LOSS,
    GREY,
    HAND,
    MARKER_HOLDER,
    NUMBER_BONUS,
    P_ACQUIRE,
    P_PLAY,
    PASS,
    PASSED,
    PLACE,
    PLACEMENT_POINTS,
    SCORE,
    SOURCES,
    STAR_BONUS,
    STAR_KIND,
    STAR_MASK,
    START,
    SUPPLY,
    SUPPLY_COUNTS,
    SUPPLY_TOTAL,
    TABLE,
    TOWER,
)

# geometry's tables as arrays: costs by side and cell, run points by ring and space, and per
# cell the structures it belongs to (at most 2: their other cells' mask and reward).
COST = np.array(COSTS, dtype=np.int64)
RUNS = np.array(RUN, dtype=np.int64)
STARS_POINTS = np.array(STAR_POINTS, dtype=np.int64)
STRUCTURE_COUNT = np.array([len(s) for s in STRUCTURES_AT], dtype=np.int64)
STRUCTURE_OTHERS = np.zeros((NUM_CELLS, 2), dtype=np.int64)
STRUCTURE_REWARD = np.zeros((NUM_CELLS, 2), dtype=np.int64)
for _cell, _structures in enumerate(STRUCTURES_AT):
    for _i, (_others, _reward, _) in enumerate(_structures):
        STRUCTURE_OTHERS[_cell, _i] = _others
        STRUCTURE_REWARD[_cell, _i] = _reward
# NUMBER_BONUSES by side: per number 1-4 its spaces' mask and points.
NUMBER_MASK = np.array([[mask for _, mask, _ in side] for side in NUMBER_BONUSES], dtype=np.int64)
NUMBER_POINTS = np.array([[pts for _, _, pts in side] for side in NUMBER_BONUSES], dtype=np.int64)


@njit(cache=True)
def board(seat):
    return BOARDS + seat * BOARD


@njit(cache=True)
def ring_of(covered, star):
    return (covered >> (star * 6)) & 0x3F


@njit(cache=True)
def owed(covered, cell):
    """Bonus tiles earned by covering `cell` on a board whose covered mask is `covered`."""
    n = 0
    for i in range(STRUCTURE_COUNT[cell]):
        others = STRUCTURE_OTHERS[cell, i]
        if covered & others == others:
            n += STRUCTURE_REWARD[cell, i]
    return n


@njit(cache=True)
def allowed_colours(st, b, star):
    """`PavilionPlayer.allowed_colours`: the colours `star` may take next."""
    kind = st[b + STAR_KIND + star]
    if kind == MULTI:
        return 0x3F & ~st[b + STAR_MASK + star]
    if kind >= 0:
        return 1 << kind
    return 0x3F


# -- the bag ---------------------------------------------------------------------------------


@njit(cache=True)
def draw(st, draws):
    """One tile from the bag (the tower poured in when it is empty), as `Rounds._draw`: its
    colour, or -1 when bag and tower are both empty."""
    total = 0
    for c in range(6):
        total += st[BAG + c]
    if total == 0:
        for c in range(6):
            total += st[TOWER + c]
        if total == 0:
            return -1
        for c in range(6):
            st[BAG + c] += st[TOWER + c]
            st[TOWER + c] = 0
    c = draw_from(st, BAG, total, draws)
    st[DREW] = 1
    return c


@njit(cache=True)
def refill_supply(st, draws):
    for i in range(SUPPLY_SPACES):
        if st[SUPPLY + i] < 0:
            c = draw(st, draws)
            if c < 0:
                continue
            st[SUPPLY + i] = c
            st[SUPPLY_COUNTS + c] += 1
            st[SUPPLY_TOTAL] += 1


# -- moves -----------------------------------------------------------------------------------


@njit(cache=True)
def play(st, move, draws):
    """Apply a legal move (`layout`'s code); what it draws comes from `draws`."""
    if move < PLACE:
        acquire(st, move // 6, move % 6)
    elif move < PASS:
        place(st, (move >> 18) & 63, (move >> 15) & 7, (move >> 12) & 7, move & 0xFFF, draws)
    else:
        pass_turn(st, move - PASS, draws)


@njit(cache=True)
def acquire(st, s, c):
    wild = st[ROUND] - 1
    src = SOURCES + 6 * s
    if c == wild:
        count, wilds = 1, 0
    else:
        count = st[src + c]
        wilds = 1 if st[src + wild] else 0
    seat = st[TURN]
    b = board(seat)
    st[src + c] -= count
    st[src + wild] -= wilds
    st[b + HAND + c] += count
    st[b + HAND + wild] += wilds
    if s:
        for k in range(6):
            st[SOURCES + k] += st[src + k]
            st[src + k] = 0
    elif st[MARKER_HOLDER] < 0:
        st[MARKER_HOLDER] = seat
        loss = count + wilds
        if loss > st[b + SCORE] - 1:
            loss = st[b + SCORE] - 1
        st[b + SCORE] -= loss
        st[b + FIRST_PLAYER_LOSS] += loss
    st[TABLE] -= count + wilds
    if st[TABLE] == 0:
        start_play(st)
    else:
        st[TURN] = (seat + 1) % st[PLAYERS]


@njit(cache=True)
def start_play(st):
    if st[MARKER_HOLDER] >= 0:
        st[START] = st[MARKER_HOLDER]
    st[PHASE] = P_PLAY
    st[TURN] = st[START]


@njit(cache=True)
def place(st, cell, colour, k, bonus, draws):
    """Cover `cell` with `colour`, paying with `k` wilds; `bonus`: the tiles taken from the
    supply, 2 bits a colour."""
    b = board(st[TURN])
    star = cell // 6
    pos = cell % 6
    wild = st[ROUND] - 1
    real = COST[st[GREY], cell] - k
    st[b + HAND + colour] -= real
    st[b + HAND + wild] -= k
    st[TOWER + colour] += real - 1
    st[TOWER + wild] += k
    due = owed(st[b + COVERED], cell)
    if due > st[SUPPLY_TOTAL]:
        due = st[SUPPLY_TOTAL]
    # `PavilionPlayer.cover`: on the grey side the first two tiles decide what the star becomes.
    covered = st[b + COVERED] | (1 << cell)
    st[b + COVERED] = covered
    st[b + CELLS + cell] = colour
    st[b + STAR_MASK + star] |= 1 << colour
    ring = ring_of(covered, star)
    if st[b + STAR_KIND + star] == UNFIXED and popcount(ring) == 2:
        mask = st[b + STAR_MASK + star]
        st[b + STAR_KIND + star] = colour if mask == 1 << colour else MULTI
    points = RUNS[ring * 6 + pos]
    st[b + SCORE] += points
    st[b + PLACEMENT_POINTS] += points
    if due:
        take_bonus(st, b, bonus)
        st[b + BONUS_TILES] += due
    after_turn(st, draws)


@njit(cache=True)
def take_bonus(st, b, bonus):
    """The bonus tiles from the supply (lowest spaces first) to the hand, as `Placing._take`."""
    need = np.empty(6, np.int64)
    for c in range(6):
        need[c] = (bonus >> (2 * c)) & 3
        st[SUPPLY_COUNTS + c] -= need[c]
        st[b + HAND + c] += need[c]
    for i in range(SUPPLY_SPACES):
        c = st[SUPPLY + i]
        if c >= 0 and need[c]:
            need[c] -= 1
            st[SUPPLY + i] = -1
            st[SUPPLY_TOTAL] -= 1


@njit(cache=True)
def pass_turn(st, kept, draws):
    """Pass keeping `kept` (3 bits a colour) where the hand is large enough to choose."""
    b = board(st[TURN])
    total = 0
    for c in range(6):
        total += st[b + HAND + c]
    loss = 0
    for c in range(6):
        n = st[b + HAND + c]
        if st[ROUND] == ROUNDS:
            keep = 0
        elif total <= CORNER_SPACES:
            keep = n
        else:
            keep = (kept >> (3 * c)) & 7
        st[TOWER + c] += n - keep
        loss += n - keep
        st[b + CORNER + c] = keep
        st[b + HAND + c] = 0
    if loss > st[b + SCORE] - 1:
        loss = st[b + SCORE] - 1
    st[b + SCORE] -= loss
    st[b + DISCARD_LOSS] += loss
    st[b + PASSED] = 1
    after_turn(st, draws)


@njit(cache=True)
def after_turn(st, draws):
    """The supply refilled, then the next player who has not passed (or the round's end)."""
    if st[SUPPLY_TOTAL] < SUPPLY_SPACES:
        refill_supply(st, draws)
    n = st[PLAYERS]
    t = st[TURN]
    for i in range(1, n + 1):
        s = (t + i) % n
        if not st[board(s) + PASSED]:
            st[TURN] = s
            return
    if st[ROUND] == ROUNDS:
        end_game(st)
    else:
        start_round(st, st[ROUND] + 1, draws)


# -- rounds and the game's end -----------------------------------------------------------------


@njit(cache=True)
def start_round(st, round_no, draws):
    """Fill the factories, the marker back to the centre, corner tiles back to the hand; past
    `DEAL_UNTIL` the factories stay empty and nothing is drawn (the round is never played)."""
    st[ROUND] = round_no
    until = st[DEAL_UNTIL]
    held = until >= 0 and round_no > until
    dealt = 0
    if not held:
        for f in range(1, st[FACTORIES] + 1):
            for _ in range(FACTORY_TILES):
                c = draw(st, draws)
                if c < 0:
                    break
                st[SOURCES + 6 * f + c] += 1
                dealt += 1
    st[TABLE] = dealt
    st[MARKER_HOLDER] = -1
    for seat in range(st[PLAYERS]):
        b = board(seat)
        for c in range(6):
            st[b + HAND + c] += st[b + CORNER + c]
            st[b + CORNER + c] = 0
        st[b + PASSED] = 0
    st[PHASE] = P_ACQUIRE
    st[TURN] = st[START]
    if dealt == 0 and not held:
        start_play(st)


@njit(cache=True)
def end_game(st):
    grey = st[GREY]
    best = -(1 << 60)
    for seat in range(st[PLAYERS]):
        b = board(seat)
        covered = st[b + COVERED]
        stars = 0
        for star in range(7):
            if ring_of(covered, star) == 0x3F:
                stars += STARS_POINTS[st[b + STAR_KIND + star]]
        numbers = 0
        for i in range(4):
            mask = NUMBER_MASK[grey, i]
            if covered & mask == mask:
                numbers += NUMBER_POINTS[grey, i]
        st[b + STAR_BONUS] = stars
        st[b + NUMBER_BONUS] = numbers
        st[b + SCORE] += stars + numbers
        score = st[b + SCORE]
        if score > best:
            best = score
            st[WINNERS] = 1 << seat
        elif score == best:
            st[WINNERS] |= 1 << seat
    st[PHASE] = P_OVER
    st[TURN] = -1
