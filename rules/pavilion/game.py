"""Azul: Summer Pavilion rules engine (shared/rules/summer-pavilion.md), both sides, 2-4 players.

A round is phase 1 (`ACQUIRE`: take tiles from factories or the centre), then phase 2 (`PLAY`:
place one tile or pass, until everybody has passed); phase 3 (dealing) involves no decision and
happens inside the move that ends phase 2. After round 6 the game is `OVER`.

Legal moves. The record notation (records.md) writes the bonus tiles chosen from the supply inside
the placement (`O6+PGG`) and the kept tiles inside the pass (`pass:GOOB`), so `legal_moves()` lists
every distinct (space, colour, number of wilds, bonus choice) placement and every distinct kept-tile
choice. This stays small: a placement completes at most two structures, worth at most 3 tiles, so
there are at most 56 bonus choices (usually a handful), and a pass keeps at most 4 tiles of 6
colours (at most 210 choices). Choices are per-colour count tuples, so equivalent tiles never give
duplicate moves.

The position is plain lists of small integers (see `geometry` for the indices) and move objects are
interned, so that computer players can run many random playouts.

The rules of each part live in mixins that `PavilionGame` inherits, so they stay plain method calls:
`acquiring` (phase 1), `placing` (phase 2, the supply, passing) and `rounds` (dealing a round,
ending it and the game). This module keeps construction, state, legal moves, `play`, copy and JSON.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Self

from ..base import ACQUIRE, PLAY
from ..errors import IllegalMove, RecordError
from . import events as ev
from .acquiring import Acquiring
from .geometry import (
    ALL_COLOURS,
    BITS,
    COLOURS,
    CORNER_SPACES,
    COSTS,
    FREE_SPACES,
    MULTI,
    NUM_COLOURS,
    RING,
    ROUNDS,
    STRUCTURES_AT,
    SUPPLY_SPACES,
    TILES_PER_COLOUR,
    TOTAL_TILES,
    Structure,
    counts_of,
    tiles_text,
)
from .moves import (
    ACQUIRES,
    PASS,
    PLACES,
    Acquire,
    Move,
    Pass,
    Place,
    parse_move,
    pass_choices,
    places_with_bonus,
)
from .placing import Placing
from .player import START_SCORE, PavilionPlayer
from .rounds import FACTORY_TILES as FACTORY_TILES  # re-exported: it used to be defined here
from .rounds import Rounds

if TYPE_CHECKING:
    from ..editions import Move as AnyMove


class PavilionGame(Acquiring, Placing, Rounds):
    """A Summer Pavilion game. Create with `PavilionGame(players, side=..., seed=... | draws=...)`.

    `legal_moves()` lists what the player to act (`turn`) may do; `play(move)` applies an `Acquire`,
    `Place` or `Pass` (or its notation) and returns the events it caused.

    State for display (read-only):
    - `players[seat]`: a `PavilionPlayer` (board, star kinds, hand, corner, score, passed).
    - `round` (1..6), `wild_colour` (colour index), `phase`, `turn`, `start_player`.
    - `supply`: the 10 supply spaces in order, colour index or None when left short.
    - `factories` (counts per colour for factories 1..N), `centre` (counts per colour).
    - `marker_holder`: seat holding the first-player marker, None while it is in the centre.
    - `bag`, `tower`: counts per colour.
    - `space_cost(star, space)`, `costs`: the numbers printed on this game's side.
    - `completed_structures(seat)`: the windows, statues and pillars a player has completed.
    - `breakdown(seat)`: the score by source.
    """

    edition = "summer-pavilion"
    state_format = "pavilion-state/1"
    tile_codes = COLOURS

    def __init__(
        self,
        players: list[str] | int = 2,
        side: str = "colour",
        seed: int | None = None,
        draws: str | None = None,
    ) -> None:
        self._init_identity(players, side, seed, draws)
        self.grey = side == "grey"
        n = len(self.names)
        self.players = [PavilionPlayer(self.grey) for _ in range(n)]
        self.num_factories = 2 * n + 1
        # sources[0] is the centre, sources[1..] the factories; each holds counts per colour.
        self.sources = [[0] * NUM_COLOURS for _ in range(self.num_factories + 1)]
        self.table_tiles = 0
        self.bag = [TILES_PER_COLOUR] * NUM_COLOURS
        self.tower = [0] * NUM_COLOURS
        self._supply = [-1] * SUPPLY_SPACES
        self._supply_counts = [0] * NUM_COLOURS
        self._supply_total = 0
        self.marker_holder = None
        self.start_player = 0
        self.phase = ACQUIRE
        self.turn = 0
        self._winners = []
        self._refill_supply()  # the 10 supply spaces are drawn before the factories
        self._start_round(1, [])

    # -- queries ----

    @property
    def wild_colour(self) -> int:
        """This round's wild colour: P, G, O, Y, B, R in rounds 1..6."""
        return self.round - 1

    @property
    def supply(self) -> list[int | None]:
        """The 10 supply spaces in order: colour index, or None for a space left empty."""
        return [None if c < 0 else c for c in self._supply]

    @property
    def supply_counts(self) -> tuple[int, ...]:
        return tuple(self._supply_counts)

    @property
    def marker_in_centre(self) -> bool:
        return self.marker_holder is None

    @property
    def costs(self) -> tuple[int, ...]:
        """The cost of every cell (`star * 6 + space`) on this game's side."""
        return COSTS[self.grey]

    def space_cost(self, star: int, space: int) -> int:
        """The number printed on a space of this game's side (tiles it costs)."""
        return COSTS[self.grey][star * RING + space]

    def breakdown(self, seat: int) -> dict[str, int]:
        """Where the player's points came from; the values add up to `total`. Bonus tiles from
        structures are tiles, not points: see `players[seat].bonus_tiles`."""
        p = self.players[seat]
        return {
            "start": START_SCORE,
            "placements": p.placement_points,
            "first_player": -p.first_player_loss,
            "discards": -p.discard_loss,
            "stars": p.star_bonus,
            "numbers": p.number_bonus,
            "total": p.score,
        }

    def parse_move(self, text: str) -> Move:
        return parse_move(text, self.grey)

    def legal_moves(self) -> list[Move]:
        if self.phase == ACQUIRE:
            wild = self.round - 1
            moves: list[Move] = []
            for s, tiles in enumerate(self.sources):
                row = ACQUIRES[s]
                only_wild = True
                for c in range(NUM_COLOURS):
                    if tiles[c] and c != wild:
                        moves.append(row[c])
                        only_wild = False
                if only_wild and tiles[wild]:
                    moves.append(row[wild])
            return moves
        if self.phase == PLAY:
            return self._play_moves()
        return []

    def _play_moves(self) -> list[Move]:
        assert self.turn is not None  # phase 2: somebody is to act
        p = self.players[self.turn]
        hand = p.hand
        wild = self.round - 1
        w = hand[wild]
        grey = self.grey
        costs = COSTS[grey]
        table = PLACES[grey]
        covered = p.covered
        kinds = p.star_kind
        supply_total = self._supply_total
        supply: tuple[int, ...] | None = None
        in_hand = 0
        for c in range(NUM_COLOURS):
            if hand[c]:
                in_hand |= 1 << c
        moves: list[Move] = []
        if in_hand:
            for star in range(7):
                ring = covered >> (star * RING) & 0x3F
                if ring == 0x3F:
                    continue
                kind = kinds[star]
                if kind == MULTI:
                    allowed = ALL_COLOURS & ~p.star_mask[star] & in_hand
                elif kind >= 0:
                    allowed = (1 << kind) & in_hand
                else:
                    allowed = in_hand
                if not allowed:
                    continue
                base = star * RING
                colours = BITS[allowed]
                most = 0  # the largest cost any allowed colour can pay
                for colour in colours:
                    b = hand[colour] if colour == wild else hand[colour] + w
                    if b > most:
                        most = b
                for pos in FREE_SPACES[ring]:
                    cell = base + pos
                    cost = costs[cell]
                    if cost > most:
                        continue
                    owed = 0
                    for others, reward, _ in STRUCTURES_AT[cell]:
                        if covered & others == others:
                            owed += reward
                    if owed and supply_total:
                        size = owed if owed < supply_total else supply_total
                        if supply is None:
                            supply = tuple(self._supply_counts)
                    else:
                        size = 0
                    rows = table[cell]
                    for colour in colours:
                        n = hand[colour]
                        if colour == wild:
                            if cost > n:
                                continue
                            lo = hi = 0
                        else:
                            if cost > n + w:
                                continue
                            lo = cost - n if cost > n else 0
                            hi = w if w < cost - 1 else cost - 1
                        if size:
                            assert supply is not None  # read above whenever `size` is set
                            for k in range(lo, hi + 1):
                                moves += places_with_bonus(rows[colour][k], supply, size)
                        else:
                            moves += rows[colour][lo : hi + 1]
        if self.round == ROUNDS or sum(hand) <= CORNER_SPACES:
            moves.append(PASS)
        else:
            moves += pass_choices(tuple(hand))
        return moves

    # -- applying moves ----

    def play(self, move: AnyMove | str, player: int | None = None) -> list[ev.Event]:
        """Apply `move` for the player to act; returns the events. Raises IllegalMove (state
        unchanged) when the move is not allowed, saying why. `player`, if given, must be `turn`."""
        if isinstance(move, str):
            move = parse_move(move, self.grey)
        self._check_turn(player)
        events: list[ev.Event] = []
        if type(move) is Place:
            move = self._place(move, events)
        elif type(move) is Acquire:
            move = self._acquire(move, events)
        elif type(move) is Pass:
            move = self._pass(move, events)
        else:
            raise IllegalMove(
                f"{move!r} is not a Summer Pavilion move", "pavilion.not_a_move", move=repr(move)
            )
        self.history.append(move)
        return events

    # -- copying and JSON ----

    def copy(self) -> Self:
        """An independent copy (for search); shares nothing mutable with this game."""
        g = self._copy_identity()
        g.grey = self.grey
        g.players = [p.copy() for p in self.players]
        g.num_factories = self.num_factories
        g.sources = [s[:] for s in self.sources]
        g.table_tiles = self.table_tiles
        g.bag = self.bag[:]
        g.tower = self.tower[:]
        g._supply = self._supply[:]
        g._supply_counts = self._supply_counts[:]
        g._supply_total = self._supply_total
        g.marker_holder = self.marker_holder
        g.start_player = self.start_player
        g._winners = self._winners[:]
        return g

    def to_dict(self) -> dict[str, Any]:
        d = self._identity_dict()
        d.update(
            {
                "boards": [p.to_dict() for p in self.players],
                "supply": "".join("." if c < 0 else COLOURS[c] for c in self._supply),
                "centre": tiles_text(self.sources[0]),
                "factories": [tiles_text(f) for f in self.sources[1:]],
                "marker_holder": self.marker_holder,
                "bag": tiles_text(self.bag),
                "tower": tiles_text(self.tower),
                "start_player": self.start_player,
                "winners": list(self._winners),
            }
        )
        return d

    def _load(self, d: dict[str, Any]) -> None:
        self.grey = d.get("side") == "grey"  # parse_move (used by _load_identity) needs it
        self._load_identity(d)
        self.grey = self.side == "grey"
        self.players = [PavilionPlayer.from_dict(b, self.grey) for b in d["boards"]]
        self._check_table_size(d)
        self.sources = [counts_of(d["centre"])] + [counts_of(f) for f in d["factories"]]
        self.table_tiles = sum(map(sum, self.sources))
        if len(d["supply"]) != SUPPLY_SPACES:
            raise RecordError("the supply has 10 spaces")
        self._supply = [-1 if ch == "." else COLOURS.index(ch) for ch in d["supply"]]
        self._supply_counts = [0] * NUM_COLOURS
        for c in self._supply:
            if c >= 0:
                self._supply_counts[c] += 1
        self._supply_total = sum(self._supply_counts)
        self.marker_holder = d["marker_holder"]
        self.bag = counts_of(d["bag"])
        self.tower = counts_of(d["tower"])
        self.start_player = int(d["start_player"])
        self._winners = [int(x) for x in d["winners"]]
        if self.tile_total() != TOTAL_TILES:
            raise RecordError(f"saved state holds {self.tile_total()} tiles, not {TOTAL_TILES}")

    def tile_total(self) -> int:
        """Every tile of the game, wherever it is (always 132): bag, tower, supply, factories,
        centre, and each player's hand, corner and board."""
        n = sum(self.bag) + sum(self.tower) + self._supply_total + sum(map(sum, self.sources))
        for p in self.players:
            n += p.tile_count()
        return n

    def completed_structures(self, seat: int) -> list[Structure]:
        """The windows, statues and pillars `seat` has completed (see `geometry.Structure`)."""
        return self.players[seat].completed_structures()
