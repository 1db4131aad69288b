"""The Azul rules engine (shared/rules/azul.md), coloured and grey walls, 2-4 players.

The position is plain lists of small integers so that computer players can run thousands of random
playouts: colours are indices into "BYRKW", sources are 0 (centre) and 1..9 (factories), pattern
lines and wall rows/columns are 0..4, and the floor target is 5.

`AzulGame` keeps the state, the legal moves and their dispatch, copying and JSON; the rules that
moves set off live in mixins it inherits (so they stay plain method calls): `drafting` (the
factory offer), `tiling` (complete pattern lines to the wall, the grey side's column choices) and
`scoring` (floor penalties, round end and dealing, game end). `player` holds a player's board and
the scoring constants.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Self, cast

from ..base import DRAFT, OVER, WALL
from ..errors import IllegalMove, RecordError
from . import events as ev
from .drafting import Drafting
from .moves import COLOURS, DRAFT_SETS, WALL_CHOICES, Draft, Move, WallChoice, parse_move
from .player import (
    COLOUR_BONUS,
    COLUMN_BONUS,
    FLOOR_LOSS,
    FLOOR_PENALTIES,
    FLOOR_SLOTS,
    FULL,
    MARKER,
    MARKER_CODE,
    ROW_BONUS,
    TILES_PER_COLOUR,
    AzulPlayer,
    tile_points,
    wall_colour,
    wall_column,
)
from .scoring import Scoring
from .tiling import WallTiling

if TYPE_CHECKING:
    from ..editions import Move as AnyMove

# Besides `AzulGame`, the board and its constants from `player`: the computer players, the renderer
# and the tests import them from here.
__all__ = [
    "COLOUR_BONUS",
    "COLUMN_BONUS",
    "FLOOR_LOSS",
    "FLOOR_PENALTIES",
    "FLOOR_SLOTS",
    "FULL",
    "MARKER",
    "MARKER_CODE",
    "ROW_BONUS",
    "TILES_PER_COLOUR",
    "AzulGame",
    "AzulPlayer",
    "tile_points",
    "wall_colour",
    "wall_column",
]

_NO_TILES = [0, 0, 0, 0, 0]


class AzulGame(Drafting, WallTiling, Scoring):
    """An Azul game. Create with `AzulGame(players, side=..., seed=... | draws=...)`.

    `legal_moves()` lists what the player to act (`turn`) may do; `play(move)` applies a move
    (a `Draft`, a `WallChoice` or its notation) and returns the events it caused.
    """

    edition = "azul"
    state_format = "azul-state/1"
    tile_codes = COLOURS

    def __init__(
        self,
        players: list[str] | int = 2,
        side: str = "colour",
        seed: int | None = None,
        draws: str | None = None,
    ) -> None:
        self._init_identity(players, side, seed, draws)
        n = len(self.names)
        self.players = [AzulPlayer() for _ in range(n)]
        self.num_factories = 2 * n + 1
        # sources[0] is the centre, sources[1..] the factories; each holds counts per colour.
        self.sources = [[0] * 5 for _ in range(self.num_factories + 1)]
        self.marker_in_centre = True
        self.bag = [TILES_PER_COLOUR] * 5
        self.lid = [0] * 5
        self.table_tiles = 0
        self.start_player = 0
        self.marker_taker = None
        self.wall_cursor = (0, 0)  # grey side: (player, row) of the pending column choice
        self.end_reason = None
        self.phase = DRAFT
        self.turn = 0
        self._winners = []
        self._deal(1, [])

    # -- queries ----

    @property
    def last_round(self) -> bool:
        """This round is the game's last: a wall row is complete, or one is certain to be at this
        round's wall tiling (its pattern line is full and the row lacks only that tile). Rows fill
        only during the tiling, so the first test alone would warn only once the game is over."""
        for p in self.players:
            for r in range(5):
                mask = p.row_mask[r]
                if mask == FULL:
                    return True
                if p.line_count[r] != r + 1 or mask.bit_count() != 4:
                    continue
                # Grey side: the one free column must also be open to the line's colour.
                if self.side == "colour" or p.free_columns(r, p.line_colour[r]):
                    return True
        return False

    @property
    def is_stalled(self) -> bool:
        """Grey side: no player can complete a wall row any more, so the game can only end by the
        bot's end command (or a round cap in computer-only games)."""
        if self.side == "colour" or self.phase == OVER:
            return False
        return not any(p.row_can_be_completed(r) for p in self.players for r in range(5))

    def breakdown(self, seat: int) -> dict[str, int]:
        """Where the player's points came from; the values add up to `total`."""
        p = self.players[seat]
        return {
            "wall": p.wall_points,
            "floor": -p.floor_losses,
            "rows": p.bonus_rows,
            "columns": p.bonus_columns,
            "colours": p.bonus_colours,
            "total": p.score,
        }

    def pending_wall_row(self) -> int | None:
        """Grey side, wall phase: the pattern line (0-based) whose column must be chosen now."""
        return self.wall_cursor[1] if self.phase == WALL else None

    def legal_moves(self) -> list[Move]:
        if self.phase == DRAFT:
            assert self.turn is not None  # drafting: somebody is to act
            acc = self.players[self.turn].accepts()
            moves: list[Move] = []
            for s, tiles in enumerate(self.sources):
                if tiles == _NO_TILES:
                    continue
                table = DRAFT_SETS[s]
                for c in range(5):
                    if tiles[c]:
                        moves += table[c][acc[c]]
            return moves
        if self.phase == WALL:
            seat, r = self.wall_cursor
            p = self.players[seat]
            return [WALL_CHOICES[r][c] for c in p.free_columns(r, p.line_colour[r])]
        return []

    def parse_move(self, text: str) -> Move:
        return parse_move(text)

    # -- applying moves ----

    def play(self, move: AnyMove | str, player: int | None = None) -> list[ev.Event]:
        """Apply `move` for the player to act; returns the events. Raises IllegalMove (state
        unchanged) when the move is not allowed, saying why. `player`, if given, must be `turn`."""
        if isinstance(move, str):
            move = parse_move(move)
        self._check_turn(player)
        events: list[ev.Event] = []
        if type(move) is Draft:
            move = self._draft(move, events)
        elif type(move) is WallChoice:
            move = self._choose_column(move, events)
        else:
            raise IllegalMove(f"{move!r} is not an Azul move", "azul.not_a_move", move=repr(move))
        self.history.append(move)
        return events

    def play_trusted(self, move: AnyMove) -> None:
        """Apply `move`, known to be legal (a search's own move, from `legal_moves` or a
        rollout policy), without checks, events or history: the fast path of the searches'
        imagined futures. Anything else must go through `play`."""
        if type(move) is Draft:
            self._take(move.source, move.colour, move.target, [])
        else:  # trusted to be one of this game's moves, so a wall column
            self._place_line(cast(WallChoice, move).column, [])

    # -- copying and JSON ----

    def copy(self) -> Self:
        """An independent copy (for search); shares nothing mutable with this game."""
        g = self._copy_identity()
        g.players = [p.copy() for p in self.players]
        g.num_factories = self.num_factories
        g.sources = [s[:] for s in self.sources]
        g.marker_in_centre = self.marker_in_centre
        g.bag = self.bag[:]
        g.lid = self.lid[:]
        g.table_tiles = self.table_tiles
        g.start_player = self.start_player
        g.marker_taker = self.marker_taker
        g.wall_cursor = self.wall_cursor
        g.end_reason = self.end_reason
        g._winners = self._winners[:]
        return g

    def to_dict(self) -> dict[str, Any]:
        d = self._identity_dict()

        def tiles(counts: list[int]) -> str:
            return "".join(COLOURS[c] * n for c, n in enumerate(counts))

        d.update(
            {
                "boards": [p.to_dict() for p in self.players],
                "centre": tiles(self.sources[0]),
                "factories": [tiles(f) for f in self.sources[1:]],
                "marker_in_centre": self.marker_in_centre,
                "bag": tiles(self.bag),
                "lid": tiles(self.lid),
                "start_player": self.start_player,
                "marker_taker": self.marker_taker,
                "wall_cursor": list(self.wall_cursor),
                "end_reason": self.end_reason,
                "winners": list(self._winners),
            }
        )
        return d

    def _load(self, d: dict[str, Any]) -> None:
        self._load_identity(d)

        def counts(text: str) -> list[int]:
            out = [0] * 5
            for ch in text:
                out[COLOURS.index(ch)] += 1
            return out

        self.players = [AzulPlayer.from_dict(b) for b in d["boards"]]
        self._check_table_size(d)
        self.sources = [counts(d["centre"])] + [counts(f) for f in d["factories"]]
        self.marker_in_centre = bool(d["marker_in_centre"])
        self.bag = counts(d["bag"])
        self.lid = counts(d["lid"])
        self.table_tiles = sum(map(sum, self.sources))
        self.start_player = int(d["start_player"])
        self.marker_taker = d["marker_taker"]
        self.wall_cursor = (int(d["wall_cursor"][0]), int(d["wall_cursor"][1]))
        self.end_reason = d["end_reason"]
        self._winners = [int(x) for x in d["winners"]]
        if self.tile_total() != 5 * TILES_PER_COLOUR:
            raise RecordError(f"saved state holds {self.tile_total()} tiles, not 100")

    def tile_total(self) -> int:
        """Every tile of the game, wherever it is (always 100)."""
        n = sum(self.bag) + sum(self.lid) + sum(map(sum, self.sources))
        for p in self.players:
            n += sum(p.line_count)
            n += sum(1 for x in p.wall if x >= 0)
            n += sum(1 for x in p.floor if x != MARKER)
        return n
