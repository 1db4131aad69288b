"""Phase 2 of a Summer Pavilion round: placing tiles on stars, and passing.

A placement pays a space's cost in tiles of one colour, wild tiles standing in for all but one of
them; one tile goes on the board, the rest to the tower. Covering the last space of a window,
statue or pillar earns bonus tiles from the supply, which is refilled from the bag after every
turn. A pass keeps up to 4 tiles on the corner spaces for the next round (none in round 6) and
loses a point for every other tile, which goes to the tower. The round ends when everybody has
passed.

`Placing` is mixed into `game.PavilionGame` and works on its state (`state.PavilionState`).
"""

from __future__ import annotations

from ..base import PLAY
from ..errors import IllegalMove
from . import events as ev
from .geometry import (
    CENTRE,
    COLOUR_NAMES,
    COLOURS,
    CORNER_SPACES,
    COSTS,
    MULTI,
    NUM_COLOURS,
    RING,
    ROUNDS,
    RUN,
    STAR_CODES,
    STAR_NAMES,
    STRUCTURES_AT,
    SUPPLY_SPACES,
    cell_name,
    tiles_text,
)
from .moves import (
    NO_TILES,
    PASS,
    PLACES,
    Pass,
    Place,
    pass_move,
)
from .player import PavilionPlayer
from .state import PavilionState


def _owed(covered: int, cell: int) -> int:
    """Bonus tiles earned by covering `cell` on a board whose covered mask is `covered`."""
    owed = 0
    for others, reward, _ in STRUCTURES_AT[cell]:
        if covered & others == others:
            owed += reward
    return owed


class Placing(PavilionState):
    """Phase 2 moves of `PavilionGame`: `_place` and `_pass`, and what follows each turn."""

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
        assert self.turn is not None  # the game is on: somebody is to act
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
                    f"{name} costs {_count(cost, cname + ' tile')}, you have {hand[colour]}",
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
                    f"{name} costs {cost}: at most {_count(cost - 1, 'wild tile')} can be used, "
                    f"since one real {cname} tile is required",
                    "pavilion.too_many_wilds",
                    space=name,
                    cost=cost,
                    most=cost - 1,
                    colour=COLOURS[colour],
                )
            if hand[wild] < k:
                raise IllegalMove(
                    f"you have {_count(hand[wild], f'wild ({wname}) tile')}, not {k}",
                    "pavilion.wilds_in_hand",
                    have=hand[wild],
                    colour=COLOURS[wild],
                    count=k,
                )
            if hand[colour] < cost - k:
                have = hand[colour]
                if k:
                    raise IllegalMove(
                        f"{name} costs {cost} tiles: with {_count(k, 'wild tile')} you need "
                        f"{cost - k} {cname}, and have {have}",
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
                    f"the supply holds {_count(supply[c], COLOUR_NAMES[c] + ' tile')}, "
                    f"not {bonus[c]}",
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
                f"covering {name} earns {_count(owed, 'bonus tile')} but the supply holds only "
                f"{have}: "
                f"take all of them (+{tiles})",
                "pavilion.bonus_take_all",
                {"space": name, "owed": owed, "have": have, "tiles": tiles},
            )
        return (
            f"covering {name} earns exactly {_count(owed, 'bonus tile')} from the supply, "
            f"not {taken}",
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
        assert seat is not None  # the game is on: somebody is to act
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
                        f"you cannot keep {_count(kept[c], COLOUR_NAMES[c] + ' tile')}: "
                        f"you have {hand[c]}",
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

    # -- end of a phase-2 turn: the supply, the next player ----

    def _after_turn(self, events: list[ev.Event]) -> None:
        """End of a phase-2 turn: refill the supply, then the next player who has not passed
        (the round ends when everybody has)."""
        if self._supply_total < SUPPLY_SPACES:
            self._refill_supply(events)
        players = self.players
        n = len(players)
        t = self.turn
        assert t is not None  # the game is on: somebody is to act
        for i in range(1, n + 1):
            s = (t + i) % n
            if not players[s].passed:
                self.turn = s
                return
        self._end_round(events)

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


def _count(n: int, noun: str) -> str:
    """`n` with its noun in the engine's English: "1 red tile", "2 red tiles", "0 red tiles"."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"
