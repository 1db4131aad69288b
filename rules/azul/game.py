"""The Azul rules engine (shared/rules/azul.md), coloured and grey walls, 2-4 players.

The position is plain lists of small integers so that computer players can run thousands of random
playouts: colours are indices into "BYRKW", sources are 0 (centre) and 1..9 (factories), pattern
lines and wall rows/columns are 0..4, and the floor target is 5.
"""

from __future__ import annotations

from itertools import permutations
from typing import Any

from ..base import DRAFT, OVER, WALL, BaseGame
from ..errors import IllegalMove, RecordError
from . import events as ev
from .moves import (
    COLOUR_NAMES,
    COLOURS,
    DRAFT_SETS,
    DRAFTS,
    FLOOR,
    WALL_CHOICES,
    Draft,
    Move,
    WallChoice,
    parse_move,
)

FLOOR_PENALTIES = (1, 1, 2, 2, 2, 3, 3)
FLOOR_SLOTS = len(FLOOR_PENALTIES)
# Penalty of a floor holding k items, k = 0..7.
FLOOR_LOSS = tuple(sum(FLOOR_PENALTIES[:k]) for k in range(FLOOR_SLOTS + 1))
MARKER = 5  # the first-player marker as a floor item (tiles are 0..4)
MARKER_CODE = "1"  # how the marker is written in saved floors
TILES_PER_COLOUR = 20
FULL = 0b11111  # a row/column colour mask with all five colours
ROW_BONUS, COLUMN_BONUS, COLOUR_BONUS = 2, 7, 10
_NO_TILES = [0, 0, 0, 0, 0]


def wall_column(row: int, colour: int) -> int:
    """Coloured side: the column of `colour` in `row` (0-based)."""
    return (colour + row) % 5


def wall_colour(row: int, column: int) -> int:
    """Coloured side: the colour printed at (row, column)."""
    return (column - row) % 5


def tile_points(wall: list[int], row: int, column: int) -> int:
    """Points for a tile just placed at (row, column): its horizontal and vertical runs."""
    base = row * 5
    h = 1
    c = column - 1
    while c >= 0 and wall[base + c] >= 0:
        h += 1
        c -= 1
    c = column + 1
    while c < 5 and wall[base + c] >= 0:
        h += 1
        c += 1
    v = 1
    r = row - 1
    while r >= 0 and wall[r * 5 + column] >= 0:
        v += 1
        r -= 1
    r = row + 1
    while r < 5 and wall[r * 5 + column] >= 0:
        v += 1
        r += 1
    if h == 1 and v == 1:
        return 1
    return (h if h > 1 else 0) + (v if v > 1 else 0)


class AzulPlayer:
    """One player's board: score, pattern lines, wall, floor, and the score breakdown."""

    __slots__ = (
        "_accepts",
        "bonus_colours",
        "bonus_columns",
        "bonus_rows",
        "col_mask",
        "floor",
        "floor_losses",
        "line_colour",
        "line_count",
        "row_mask",
        "score",
        "wall",
        "wall_points",
    )

    def __init__(self) -> None:
        self.score = 0
        self.line_colour = [-1] * 5  # colour of the tiles in each pattern line, -1 when empty
        self.line_count = [0] * 5
        self.wall = [-1] * 25  # row-major; colour index or -1
        self.row_mask = [0] * 5  # bit c set: colour c is on that wall row
        self.col_mask = [0] * 5
        self.floor: list[int] = []  # colours and MARKER, left to right
        self.wall_points = 0
        self.floor_losses = 0
        self.bonus_rows = self.bonus_columns = self.bonus_colours = 0
        self._accepts: list[int] | None = None

    def accepts(self) -> list[int]:
        """Per colour, a bit mask of the pattern lines that may take it now (cached until the
        lines or the wall change)."""
        acc = self._accepts
        if acc is None:
            acc = [0, 0, 0, 0, 0]
            counts, colours, rows = self.line_count, self.line_colour, self.row_mask
            for r in range(5):
                n = counts[r]
                if n == r + 1:
                    continue
                if n:
                    acc[colours[r]] |= 1 << r
                else:
                    free = rows[r]
                    for c in range(5):
                        if not free >> c & 1:
                            acc[c] |= 1 << r
            self._accepts = acc
        return acc

    def copy(self) -> AzulPlayer:
        p = AzulPlayer.__new__(AzulPlayer)
        p.score = self.score
        p.line_colour = self.line_colour[:]
        p.line_count = self.line_count[:]
        p.wall = self.wall[:]
        p.row_mask = self.row_mask[:]
        p.col_mask = self.col_mask[:]
        p.floor = self.floor[:]
        p._accepts = self._accepts  # never mutated in place, only replaced
        p.wall_points = self.wall_points
        p.floor_losses = self.floor_losses
        p.bonus_rows, p.bonus_columns, p.bonus_colours = (
            self.bonus_rows,
            self.bonus_columns,
            self.bonus_colours,
        )
        return p

    def complete_rows(self) -> int:
        return sum(1 for m in self.row_mask if m == FULL)

    def has_colour_in_row(self, row: int, colour: int) -> bool:
        return bool(self.row_mask[row] >> colour & 1)

    def free_columns(self, row: int, colour: int) -> list[int]:
        """Grey side: columns of `row` where `colour` may go (empty, colour not in the column)."""
        bit = 1 << colour
        wall = self.wall
        return [c for c in range(5) if wall[row * 5 + c] < 0 and not self.col_mask[c] & bit]

    def row_can_be_completed(self, row: int) -> bool:
        """Whether the row's missing colours can still fill its empty spaces without repeating a
        colour in a column (always true on the coloured side, where colours have fixed places)."""
        base = row * 5
        empty = [c for c in range(5) if self.wall[base + c] < 0]
        missing = [x for x in range(5) if not self.row_mask[row] >> x & 1]
        cols = self.col_mask
        return any(
            all(not cols[c] >> x & 1 for c, x in zip(empty, order, strict=True))
            for order in permutations(missing)
        )

    def put_on_floor(self, colour: int, count: int) -> tuple[int, int]:
        """Add `count` tiles left to right; returns (on floor, overflow for the lid)."""
        room = FLOOR_SLOTS - len(self.floor)
        k = count if count < room else room
        if k > 0:
            self.floor.extend([colour] * k)
        else:
            k = 0
        return k, count - k

    def place_on_wall(self, row: int, column: int, colour: int) -> int:
        self.wall[row * 5 + column] = colour
        self.row_mask[row] |= 1 << colour
        self.col_mask[column] |= 1 << colour
        self._accepts = None
        points = tile_points(self.wall, row, column)
        self.score += points
        self.wall_points += points
        self.line_count[row] = 0
        self.line_colour[row] = -1
        return points

    # -- JSON ----

    def to_dict(self) -> dict:
        return {
            "score": self.score,
            "lines": [
                COLOURS[c] * n if n else ""
                for c, n in zip(self.line_colour, self.line_count, strict=True)
            ],
            "wall": [
                "".join("." if x < 0 else COLOURS[x] for x in self.wall[r * 5 : r * 5 + 5])
                for r in range(5)
            ],
            "floor": "".join(MARKER_CODE if x == MARKER else COLOURS[x] for x in self.floor),
            "breakdown": [
                self.wall_points,
                self.floor_losses,
                self.bonus_rows,
                self.bonus_columns,
                self.bonus_colours,
            ],
        }

    @classmethod
    def from_dict(cls, d: dict) -> AzulPlayer:
        p = cls()
        p.score = int(d["score"])
        for r, text in enumerate(d["lines"]):
            if text:
                if len(set(text)) != 1 or len(text) > r + 1:
                    raise RecordError(f"pattern line {r + 1} {text!r} is impossible")
                p.line_colour[r] = COLOURS.index(text[0])
                p.line_count[r] = len(text)
        for r, text in enumerate(d["wall"]):
            for c, ch in enumerate(text):
                if ch != ".":
                    colour = COLOURS.index(ch)
                    p.wall[r * 5 + c] = colour
                    p.row_mask[r] |= 1 << colour
                    p.col_mask[c] |= 1 << colour
        p.floor = [MARKER if ch == MARKER_CODE else COLOURS.index(ch) for ch in d["floor"]]
        (
            p.wall_points,
            p.floor_losses,
            p.bonus_rows,
            p.bonus_columns,
            p.bonus_colours,
        ) = (int(x) for x in d["breakdown"])
        return p


class AzulGame(BaseGame):
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
        self.marker_taker: int | None = None
        self.wall_cursor = (0, 0)  # grey side: (player, row) of the pending column choice
        self.end_reason: str | None = None
        self.phase = DRAFT
        self.turn = 0
        self._winners: list[int] = []
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

    def play(self, move: Move | str, player: int | None = None) -> list[ev.Event]:
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

    def _draft(self, move: Draft, events: list[ev.Event]) -> Draft:
        if self.phase != DRAFT:
            r = self.wall_cursor[1]
            raise IllegalMove(
                f"the factory offer is over: choose the wall column for pattern line {r + 1} first",
                "azul.choose_column_first",
                line=r + 1,
            )
        s, c, t = move.source, move.colour, move.target
        if not (0 <= c < 5 and 0 <= t <= FLOOR):
            raise IllegalMove(
                f"{move!r} names no colour or target of this game",
                "azul.bad_draft",
                move=repr(move),
            )
        if not 0 <= s <= self.num_factories:
            raise IllegalMove(
                f"there is no factory {s}: this game has factories 1-{self.num_factories}",
                "azul.no_factory",
                factory=s,
                count=self.num_factories,
            )
        tiles = self.sources[s]
        n = tiles[c]
        if n == 0:
            raise self._source_refusal(s, COLOURS[c], COLOUR_NAMES[c])
        seat = self.turn
        p = self.players[seat]
        if t != FLOOR:
            if p.line_count[t] == t + 1:
                raise IllegalMove(
                    f"pattern line {t + 1} is already full", "azul.line_full", line=t + 1
                )
            if p.line_count[t] and p.line_colour[t] != c:
                held = COLOUR_NAMES[p.line_colour[t]]
                raise IllegalMove(
                    f"pattern line {t + 1} already holds {held} tiles",
                    "azul.line_other_colour",
                    line=t + 1,
                    colour=COLOURS[p.line_colour[t]],
                )
            if p.row_mask[t] >> c & 1:
                raise IllegalMove(
                    f"row {t + 1} of the wall already has a {COLOUR_NAMES[c]} tile",
                    "azul.wall_row_has_colour",
                    row=t + 1,
                    colour=COLOURS[c],
                )

        # Take the tiles; a factory's remainder goes to the centre.
        to_centre: tuple[int, ...] = (0, 0, 0, 0, 0)
        took_marker = False
        tiles[c] = 0
        if s:
            centre = self.sources[0]
            to_centre = tuple(tiles)
            for k in range(5):
                if tiles[k]:
                    centre[k] += tiles[k]  # still on the table: table_tiles is unchanged
                    tiles[k] = 0
        elif self.marker_in_centre:
            took_marker = True
            self.marker_in_centre = False
            self.marker_taker = seat
            if len(p.floor) < FLOOR_SLOTS:  # Convention: on a full floor the marker costs nothing
                p.floor.append(MARKER)
        self.table_tiles -= n

        placed = 0
        excess = n
        if t != FLOOR:
            room = t + 1 - p.line_count[t]
            placed = n if n < room else room
            p.line_count[t] += placed
            p.line_colour[t] = c
            p._accepts = None
            excess = n - placed
        on_floor, to_lid = p.put_on_floor(c, excess) if excess else (0, 0)
        self.lid[c] += to_lid
        events.append(
            ev.TilesTaken(seat, s, c, n, to_centre, took_marker, t, placed, on_floor, to_lid)
        )

        if self.table_tiles == 0:
            self._end_offer(events)
        else:
            self.turn = (seat + 1) % len(self.players)
        return DRAFTS[s][c][t]

    def _end_offer(self, events: list[ev.Event]) -> None:
        if self.side == "colour":
            for seat, p in enumerate(self.players):
                for r in range(5):
                    if p.line_count[r] == r + 1:
                        c = p.line_colour[r]
                        col = (c + r) % 5
                        points = p.place_on_wall(r, col, c)
                        self.lid[c] += r
                        events.append(ev.WallTilePlaced(seat, r, col, c, points))
            self._finish_round(events)
        else:
            self.phase = WALL
            self.wall_cursor = (0, 0)
            self._advance_wall(events)

    def _advance_wall(self, events: list[ev.Event]) -> None:
        """Grey side: stop at the next line needing a column choice; lines without a legal
        column go to the floor on the way. When none is left, the round ends."""
        seat, r = self.wall_cursor
        while seat < len(self.players):
            p = self.players[seat]
            while r < 5:
                if p.line_count[r] == r + 1:
                    c = p.line_colour[r]
                    if p.free_columns(r, c):
                        self.wall_cursor = (seat, r)
                        self.turn = seat
                        return
                    count = r + 1
                    p.line_count[r] = 0
                    p.line_colour[r] = -1
                    p._accepts = None
                    on_floor, to_lid = p.put_on_floor(c, count)
                    self.lid[c] += to_lid
                    events.append(ev.LineToFloor(seat, r, c, count, on_floor, to_lid))
                r += 1
            seat += 1
            r = 0
        self._finish_round(events)

    def _choose_column(self, move: WallChoice, events: list[ev.Event]) -> WallChoice:
        if self.phase != WALL:
            raise IllegalMove(
                "wall columns are chosen only after the factory offer (grey side)",
                "azul.not_wall_phase",
            )
        seat, r = self.wall_cursor
        if move.row != r:
            raise IllegalMove(
                f"the column for pattern line {r + 1} must be chosen now, not for line "
                f"{move.row + 1}",
                "azul.wrong_row",
                line=r + 1,
                row=move.row + 1,
            )
        col = move.column
        if not 0 <= col < 5:
            raise IllegalMove("the wall has columns 1-5", "azul.no_column")
        p = self.players[seat]
        c = p.line_colour[r]
        if p.wall[r * 5 + col] >= 0:
            raise IllegalMove(
                f"row {r + 1}, column {col + 1} of the wall is already tiled",
                "azul.wall_tiled",
                row=r + 1,
                column=col + 1,
            )
        if p.col_mask[col] >> c & 1:
            raise IllegalMove(
                f"column {col + 1} of the wall already has a {COLOUR_NAMES[c]} tile",
                "azul.wall_column_has_colour",
                column=col + 1,
                colour=COLOURS[c],
            )
        points = p.place_on_wall(r, col, c)
        self.lid[c] += r
        events.append(ev.WallTilePlaced(seat, r, col, c, points))
        self.wall_cursor = (seat, r + 1)
        self._advance_wall(events)
        return WALL_CHOICES[r][col]

    # -- round end, dealing, game end ----

    def _finish_round(self, events: list[ev.Event]) -> None:
        lid = self.lid
        for seat, p in enumerate(self.players):
            loss = FLOOR_LOSS[len(p.floor)]
            for x in p.floor:
                if x != MARKER:
                    lid[x] += 1
            p.floor.clear()
            new = p.score - loss
            if new < 0:
                new = 0
            p.floor_losses += p.score - new
            events.append(ev.FloorScored(seat, p.score - new, new))
            p.score = new
        if self.marker_taker is not None:
            self.start_player = self.marker_taker
        scores = tuple(p.score for p in self.players)
        self.round_scores.append(scores)
        events.append(ev.RoundEnded(self.round, scores))
        if any(m == FULL for p in self.players for m in p.row_mask):
            self._end_game("row", events)
        else:
            self._deal(self.round + 1, events)

    def _deal(self, round_no: int, events: list[ev.Event]) -> None:
        """Fill the factories for round `round_no`; the lid refills the bag only when a tile
        must be drawn from an empty bag. With no tile to deal at all the game ends."""
        bag, lid, log, draws = self.bag, self.lid, self.draw_log, self.draws
        total = sum(bag)
        dealt = 0
        refilled = False
        for f in range(1, self.num_factories + 1):
            tiles = self.sources[f]
            for _ in range(4):
                if total == 0:
                    total = sum(lid)
                    if total == 0:
                        break
                    for k in range(5):
                        bag[k] += lid[k]
                        lid[k] = 0
                    refilled = True
                c = draws.draw(bag, total, len(log))
                bag[c] -= 1
                total -= 1
                tiles[c] += 1
                log.append(COLOURS[c])
                dealt += 1
            if total == 0 and not any(lid):
                break
        if dealt == 0:
            self._end_game("no-tiles", events)
            return
        self.round = round_no
        self.table_tiles = dealt
        self.marker_in_centre = True
        self.marker_taker = None
        self.phase = DRAFT
        self.turn = self.start_player
        events.append(ev.AzulRoundStarted(round_no, self.start_player, dealt, refilled))

    def _end_game(self, reason: str, events: list[ev.Event]) -> None:
        for p in self.players:
            p.bonus_rows = ROW_BONUS * sum(1 for m in p.row_mask if m == FULL)
            p.bonus_columns = COLUMN_BONUS * sum(1 for m in p.col_mask if m == FULL)
            per_colour = [0] * 5
            for x in p.wall:
                if x >= 0:
                    per_colour[x] += 1
            p.bonus_colours = COLOUR_BONUS * per_colour.count(5)
            p.score += p.bonus_rows + p.bonus_columns + p.bonus_colours
        self._winners = self._rank_winners()
        self.phase = OVER
        self.turn = None
        self.end_reason = reason
        events.append(ev.AzulGameEnded(tuple(self.scores), tuple(self._winners), reason))

    def _rank_winners(self) -> list[int]:
        keys = [(p.score, p.complete_rows()) for p in self.players]
        best = max(keys)
        return [seat for seat, k in enumerate(keys) if k == best]

    # -- copying and JSON ----

    def copy(self) -> AzulGame:
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

    def _load(self, d: dict) -> None:
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
