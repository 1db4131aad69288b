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
"""

from __future__ import annotations

from typing import Any

from ..base import ACQUIRE, OVER, PLAY, BaseGame
from ..errors import IllegalMove, RecordError
from . import events as ev
from .geometry import (
    ALL_COLOURS,
    BITS,
    CENTRE,
    COLOUR_NAMES,
    COLOURS,
    CORNER_SPACES,
    COSTS,
    FREE_SPACES,
    MULTI,
    NUM_COLOURS,
    NUMBER_BONUSES,
    RING,
    ROUNDS,
    RUN,
    STAR_CODES,
    STAR_NAMES,
    STAR_POINTS,
    STRUCTURES_AT,
    SUPPLY_SPACES,
    TILES_PER_COLOUR,
    TOTAL_TILES,
    cell_name,
    counts_of,
    tiles_text,
)
from .moves import (
    ACQUIRES,
    NO_TILES,
    PASS,
    PLACES,
    Acquire,
    Move,
    Pass,
    Place,
    parse_move,
    pass_choices,
    pass_move,
    places_with_bonus,
)
from .player import START_SCORE, PavilionPlayer

FACTORY_TILES = 4


def _owed(covered: int, cell: int) -> int:
    """Bonus tiles earned by covering `cell` on a board whose covered mask is `covered`."""
    owed = 0
    for others, reward, _ in STRUCTURES_AT[cell]:
        if covered & others == others:
            owed += reward
    return owed


class PavilionGame(BaseGame):
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
        self.marker_holder: int | None = None
        self.start_player = 0
        self.phase = ACQUIRE
        self.turn = 0
        self._winners: list[int] = []
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

    def play(self, move: Move | str, player: int | None = None) -> list[ev.Event]:
        """Apply `move` for the player to act; returns the events. Raises IllegalMove (state
        unchanged) when the move is not allowed, saying why. `player`, if given, must be `turn`."""
        if isinstance(move, str):
            move = parse_move(move, self.grey)
        self._check_turn(player)
        events: list[ev.Event] = []
        kind = type(move)
        if kind is Place:
            move = self._place(move, events)
        elif kind is Acquire:
            move = self._acquire(move, events)
        elif kind is Pass:
            move = self._pass(move, events)
        else:
            raise IllegalMove(
                f"{move!r} is not a Summer Pavilion move", "pavilion.not_a_move", move=repr(move)
            )
        self.history.append(move)
        return events

    def _acquire(self, move: Acquire, events: list[ev.Event]) -> Acquire:
        if self.phase != ACQUIRE:
            raise IllegalMove(
                "tiles are taken in phase 1, which is over: place a tile or pass",
                "pavilion.acquire_over",
            )
        s, c = move.source, move.colour
        if not 0 <= c < NUM_COLOURS:
            raise IllegalMove(
                f"{move!r} names no tile colour", "pavilion.bad_colour", move=repr(move)
            )
        if not 0 <= s <= self.num_factories:
            raise IllegalMove(
                f"there is no factory {s}: this game has factories 1-{self.num_factories}",
                "pavilion.no_factory",
                factory=s,
                count=self.num_factories,
            )
        tiles = self.sources[s]
        if tiles[c] == 0:
            raise self._source_refusal(s, COLOURS[c], COLOUR_NAMES[c])
        wild = self.round - 1
        if c == wild:
            if any(tiles[k] for k in range(NUM_COLOURS) if k != wild):
                name = COLOUR_NAMES[wild]
                where = "the centre" if s == 0 else f"factory {s}"
                raise IllegalMove(
                    f"{name} is this round's wild colour: take another colour from {where}, and "
                    f"one {name} tile comes along",
                    "pavilion.wild_alone",
                    colour=COLOURS[wild],
                    source=s,
                )
            count, wilds = 1, 0
        else:
            count = tiles[c]
            wilds = 1 if tiles[wild] else 0
        seat = self.turn
        p = self.players[seat]
        tiles[c] -= count
        tiles[wild] -= wilds
        p.hand[c] += count
        p.hand[wild] += wilds
        to_centre: tuple[int, ...] = NO_TILES
        took_marker = False
        loss = 0
        if s:
            to_centre = tuple(tiles)
            centre = self.sources[0]
            for k in range(NUM_COLOURS):
                centre[k] += tiles[k]  # still on the table: table_tiles is unchanged
                tiles[k] = 0
        elif self.marker_holder is None:
            took_marker = True
            self.marker_holder = seat
            loss = count + wilds
            if loss > p.score - 1:
                loss = p.score - 1
            p.score -= loss
            p.first_player_loss += loss
        self.table_tiles -= count + wilds
        events.append(
            ev.TilesAcquired(seat, s, c, count, wilds, to_centre, took_marker, loss, p.score)
        )
        if self.table_tiles == 0:
            self._start_play(events)
        else:
            self.turn = (seat + 1) % len(self.players)
        return ACQUIRES[s][c]

    def _place(self, move: Place, events: list[ev.Event]) -> Place:
        if self.phase != PLAY:
            raise IllegalMove(
                "tiles are placed in phase 2, once the factories and the centre are empty: "
                "take tiles from a factory or the centre",
                "pavilion.place_too_early",
            )
        star, pos, colour, k, bonus = move.star, move.space, move.colour, move.wilds, move.bonus
        if not (0 <= star < 7 and 0 <= pos < RING and 0 <= colour < NUM_COLOURS):
            raise IllegalMove(
                f"{move!r} names no space or colour of the board",
                "pavilion.bad_place",
                move=repr(move),
            )
        if len(bonus) != NUM_COLOURS or min(bonus) < 0:
            raise IllegalMove(
                f"{move!r}: bonus tiles must be counts for the six colours",
                "pavilion.bad_bonus",
                move=repr(move),
            )
        p = self.players[self.turn]
        cell = star * RING + pos
        name = cell_name(cell)
        cname = COLOUR_NAMES[colour]
        if p.board[cell] >= 0:
            raise IllegalMove(f"space {name} is already covered", "pavilion.covered", space=name)
        if not p.allowed_colours(star) >> colour & 1:
            message, code, params = self._refusal(p, star, colour)
            raise IllegalMove(message, code, **params)
        cost = COSTS[self.grey][cell]
        hand = p.hand
        wild = self.round - 1
        wname = COLOUR_NAMES[wild]
        if colour == wild:
            if k:
                raise IllegalMove(
                    f"{cname} is the wild colour: placed as itself it is paid entirely in "
                    f"{cname}, so no wilds are named (write {name} without w)",
                    "pavilion.wild_as_itself",
                    colour=COLOURS[colour],
                    space=name,
                )
            if hand[colour] < cost:
                raise IllegalMove(
                    f"{name} costs {cost} {cname} tiles, you have {hand[colour]}",
                    "pavilion.short_of_wild_colour",
                    space=name,
                    cost=cost,
                    colour=COLOURS[colour],
                    have=hand[colour],
                )
        else:
            if hand[colour] == 0:
                raise IllegalMove(
                    f"you have no {cname} tile: at least one real {cname} tile is needed for "
                    f"{name}",
                    "pavilion.no_real_tile",
                    colour=COLOURS[colour],
                    space=name,
                )
            if k < 0 or k >= cost:
                raise IllegalMove(
                    f"{name} costs {cost}: at most {cost - 1} wild tiles can be used, "
                    f"since one real {cname} tile is required",
                    "pavilion.too_many_wilds",
                    space=name,
                    cost=cost,
                    most=cost - 1,
                    colour=COLOURS[colour],
                )
            if hand[wild] < k:
                raise IllegalMove(
                    f"you have {hand[wild]} wild ({wname}) tiles, not {k}",
                    "pavilion.wilds_in_hand",
                    have=hand[wild],
                    colour=COLOURS[wild],
                    count=k,
                )
            if hand[colour] < cost - k:
                have = hand[colour]
                if k:
                    raise IllegalMove(
                        f"{name} costs {cost} tiles: with {k} wild tiles you need {cost - k} "
                        f"{cname}, and have {have}",
                        "pavilion.short_with_wilds",
                        space=name,
                        cost=cost,
                        wilds=k,
                        need=cost - k,
                        colour=COLOURS[colour],
                        have=have,
                    )
                raise IllegalMove(
                    f"{name} costs {cost} tiles: you need {cost} {cname} (or name wilds, e.g. "
                    f"{name}w1), and have {have}",
                    "pavilion.short",
                    space=name,
                    cost=cost,
                    colour=COLOURS[colour],
                    have=have,
                )
        owed = _owed(p.covered, cell)
        due = owed if owed < self._supply_total else self._supply_total
        taken = sum(bonus)
        if taken != due:
            message, code, params = self._bonus_problem(name, owed, due, taken)
            raise IllegalMove(message, code, **params)
        supply = self._supply_counts
        for c in range(NUM_COLOURS):
            if bonus[c] > supply[c]:
                raise IllegalMove(
                    f"the supply holds {supply[c]} {COLOUR_NAMES[c]} tiles, not {bonus[c]}",
                    "pavilion.supply_short",
                    have=supply[c],
                    colour=COLOURS[c],
                    count=bonus[c],
                )

        # Pay: one real tile goes on the board, the rest of the payment to the tower.
        seat = self.turn
        tower = self.tower
        real = cost - k
        hand[colour] -= real
        hand[wild] -= k
        tower[colour] += real - 1
        tower[wild] += k
        p.cover(cell, colour)
        points = RUN[(p.covered >> (star * RING) & 0x3F) * RING + pos]
        p.score += points
        p.placement_points += points
        to_tower = [0] * NUM_COLOURS
        to_tower[colour] = real - 1
        to_tower[wild] += k
        events.append(
            ev.StarTilePlaced(seat, star, pos, colour, cost, k, points, tuple(to_tower), p.score)
        )
        if owed:
            covered = p.covered
            for others, reward, sid in STRUCTURES_AT[cell]:
                if covered & others == others:
                    events.append(ev.StructureCompleted(seat, sid, reward))
            if due:
                events.append(ev.BonusTaken(seat, tuple(bonus), owed, self._take(bonus, hand)))
                p.bonus_tiles += due
        self._after_turn(events)
        if not taken:
            return PLACES[self.grey][cell][colour][k]
        return Place(star, pos, colour, k, tuple(bonus), self.grey)

    def _refusal(
        self, p: PavilionPlayer, star: int, colour: int
    ) -> tuple[str, str, dict[str, object]]:
        """Why `star` cannot take `colour` (the caller checked that it cannot): the message, its
        code and its parameters."""
        cname = COLOUR_NAMES[colour]
        kind = p.star_kind[star]
        code = STAR_CODES[star]
        if kind == MULTI:
            if star == CENTRE and not self.grey:
                return (
                    f"the centre star already has a {cname} tile: its six tiles must all differ",
                    "pavilion.centre_has_colour",
                    {"colour": COLOURS[colour]},
                )
            return (
                f"the {code} star has become multicoloured and already has a {cname} "
                "tile: its six tiles must all differ",
                "pavilion.multi_star_has_colour",
                {"star": code, "colour": COLOURS[colour]},
            )
        kname = COLOUR_NAMES[kind]
        if self.grey:
            return (
                f"the {code} star has become a {kname} star: it takes only {kname} tiles",
                "pavilion.star_became_colour",
                {"star": code, "colour": COLOURS[kind]},
            )
        return (
            f"the {STAR_NAMES[star]} star takes only {kname} tiles",
            "pavilion.star_colour",
            {"star": code, "colour": COLOURS[kind]},
        )

    def _bonus_problem(
        self, name: str, owed: int, due: int, taken: int
    ) -> tuple[str, str, dict[str, object]]:
        """Why `taken` bonus tiles are wrong for covering `name`: message, code, parameters."""
        if owed == 0:
            return (
                f"covering {name} completes no window, statue or pillar: no bonus tiles",
                "pavilion.no_bonus",
                {"space": name},
            )
        if due < owed:
            have = self._supply_total
            tiles = tiles_text(self._supply_counts)
            return (
                f"covering {name} earns {owed} bonus tiles but the supply holds only {have}: "
                f"take all of them (+{tiles})",
                "pavilion.bonus_take_all",
                {"space": name, "owed": owed, "have": have, "tiles": tiles},
            )
        return (
            f"covering {name} earns exactly {owed} bonus tiles from the supply, not {taken}",
            "pavilion.bonus_count",
            {"space": name, "owed": owed, "count": taken},
        )

    def _take(self, bonus: tuple[int, ...], hand: list[int]) -> tuple[int, ...]:
        """Move bonus tiles from the supply (lowest spaces first) to `hand`; returns the spaces."""
        need = list(bonus)
        supply = self._supply
        spaces = []
        for i in range(SUPPLY_SPACES):
            c = supply[i]
            if c >= 0 and need[c]:
                need[c] -= 1
                supply[i] = -1
                spaces.append(i)
        counts = self._supply_counts
        for c in range(NUM_COLOURS):
            counts[c] -= bonus[c]
            hand[c] += bonus[c]
        self._supply_total -= len(spaces)
        return tuple(spaces)

    def _pass(self, move: Pass, events: list[ev.Event]) -> Pass:
        if self.phase != PLAY:
            raise IllegalMove(
                "passing belongs to phase 2: now take tiles from a factory or the centre",
                "pavilion.pass_too_early",
            )
        kept = move.kept
        if len(kept) != NUM_COLOURS or min(kept) < 0:
            raise IllegalMove(
                f"{move!r}: kept tiles must be counts for the six colours",
                "pavilion.bad_kept",
                move=repr(move),
            )
        seat = self.turn
        p = self.players[seat]
        hand = p.hand
        if self.round == ROUNDS:
            if any(kept):
                raise IllegalMove(
                    "in round 6 a pass keeps nothing: every tile left in hand goes to the tower "
                    "(write plain pass)",
                    "pavilion.last_round_keeps_nothing",
                )
            keep = NO_TILES
        elif sum(hand) <= CORNER_SPACES:
            if any(kept):
                raise IllegalMove(
                    "with 4 or fewer tiles in hand all of them are kept: write plain pass",
                    "pavilion.keeps_all",
                )
            keep = tuple(hand)
        else:
            if sum(kept) > CORNER_SPACES:
                raise IllegalMove(
                    "a pass keeps at most 4 tiles on the corner spaces", "pavilion.keeps_too_many"
                )
            for c in range(NUM_COLOURS):
                if kept[c] > hand[c]:
                    raise IllegalMove(
                        f"you cannot keep {kept[c]} {COLOUR_NAMES[c]} tiles: you have {hand[c]}",
                        "pavilion.keeps_more_than_hand",
                        count=kept[c],
                        colour=COLOURS[c],
                        have=hand[c],
                    )
            keep = tuple(kept)
        discarded = tuple(hand[c] - keep[c] for c in range(NUM_COLOURS))
        tower = self.tower
        for c in range(NUM_COLOURS):
            tower[c] += discarded[c]
        loss = sum(discarded)
        if loss > p.score - 1:
            loss = p.score - 1
        p.score -= loss
        p.discard_loss += loss
        p.corner = list(keep)
        p.hand = [0] * NUM_COLOURS
        p.passed = True
        events.append(ev.Passed(seat, keep, discarded, loss, p.score))
        self._after_turn(events)
        return PASS if not any(kept) else pass_move(tuple(kept))

    # -- turn order, supply, rounds ----

    def _after_turn(self, events: list[ev.Event]) -> None:
        """End of a phase-2 turn: refill the supply, then the next player who has not passed
        (the round ends when everybody has)."""
        if self._supply_total < SUPPLY_SPACES:
            self._refill_supply(events)
        players = self.players
        n = len(players)
        t = self.turn
        for i in range(1, n + 1):
            s = (t + i) % n
            if not players[s].passed:
                self.turn = s
                return
        self._end_round(events)

    def _draw(self) -> tuple[int, bool]:
        """One tile from the bag (the tower is poured in first when the bag is empty): its colour,
        or -1 when bag and tower are both empty; and whether the tower was poured."""
        bag = self.bag
        total = sum(bag)
        poured = False
        if total == 0:
            tower = self.tower
            total = sum(tower)
            if total == 0:
                return -1, False
            for c in range(NUM_COLOURS):
                bag[c] += tower[c]
                tower[c] = 0
            poured = True
        log = self.draw_log
        c = self.draws.draw(bag, total, len(log))
        bag[c] -= 1
        log.append(COLOURS[c])
        return c, poured

    def _refill_supply(self, events: list[ev.Event] | None = None) -> None:
        supply = self._supply
        counts = self._supply_counts
        spaces: list[int] = []
        colours: list[int] = []
        poured = False
        short = 0
        for i in range(SUPPLY_SPACES):
            if supply[i] < 0:
                c, p = self._draw()
                if c < 0:
                    short += 1
                    continue
                poured |= p
                supply[i] = c
                counts[c] += 1
                spaces.append(i)
                colours.append(c)
        self._supply_total += len(spaces)
        if events is not None and spaces:
            events.append(ev.SupplyRefilled(tuple(spaces), tuple(colours), poured, short))

    def _start_round(self, round_no: int, events: list[ev.Event]) -> None:
        """Phase 3 (and set-up): fill the factories, marker to the centre, corner tiles back to
        the hand; the start player acquires first."""
        self.round = round_no
        dealt = 0
        poured = False
        for f in range(1, self.num_factories + 1):
            tiles = self.sources[f]
            for _ in range(FACTORY_TILES):
                c, p = self._draw()
                if c < 0:
                    break
                poured |= p
                tiles[c] += 1
                dealt += 1
        self.table_tiles = dealt
        self.marker_holder = None
        returned = []
        for p in self.players:
            returned.append(tuple(p.corner))
            if any(p.corner):
                for c in range(NUM_COLOURS):
                    p.hand[c] += p.corner[c]
                p.corner = [0] * NUM_COLOURS
            p.passed = False
        self.phase = ACQUIRE
        self.turn = self.start_player
        events.append(
            ev.PavilionRoundStarted(
                round_no, round_no - 1, self.start_player, dealt, poured, tuple(returned)
            )
        )
        if dealt == 0:  # nothing to acquire: straight to placing
            self._start_play(events)

    def _start_play(self, events: list[ev.Event]) -> None:
        # Convention: if nobody took from the centre, the round's start player keeps the role.
        if self.marker_holder is not None:
            self.start_player = self.marker_holder
        self.phase = PLAY
        self.turn = self.start_player
        events.append(ev.PlayStarted(self.round, self.start_player))

    def _end_round(self, events: list[ev.Event]) -> None:
        scores = tuple(p.score for p in self.players)
        self.round_scores.append(scores)
        events.append(ev.RoundEnded(self.round, scores))
        if self.round == ROUNDS:
            self._end_game(events)
        else:
            self._start_round(self.round + 1, events)

    def _end_game(self, events: list[ev.Event]) -> None:
        numbers = NUMBER_BONUSES[self.grey]
        for p in self.players:
            stars = 0
            for star in range(7):
                if p.covered >> (star * RING) & 0x3F == 0x3F:
                    stars += STAR_POINTS[p.star_kind[star]]
            p.star_bonus = stars
            p.number_bonus = sum(pts for _, mask, pts in numbers if p.covered & mask == mask)
            p.score += p.star_bonus + p.number_bonus
        best = max(self.scores)
        self._winners = [seat for seat, s in enumerate(self.scores) if s == best]
        self.phase = OVER
        self.turn = None
        events.append(
            ev.PavilionGameEnded(
                tuple(self.scores),
                tuple(self._winners),
                tuple(p.star_bonus for p in self.players),
                tuple(p.number_bonus for p in self.players),
            )
        )

    # -- copying and JSON ----

    def copy(self) -> PavilionGame:
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

    def _load(self, d: dict) -> None:
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

    def completed_structures(self, seat: int) -> list:
        """The windows, statues and pillars `seat` has completed (see `geometry.Structure`)."""
        return self.players[seat].completed_structures()
