"""One Summer Pavilion player: board, hand, corner tiles, score and its breakdown.

The board is a flat list of 42 cells (`star * 6 + space`, see `geometry`) holding a colour index
or -1; `covered` mirrors it as a bit mask for fast structure and run checks.
"""

from __future__ import annotations

from typing import Any

from ..errors import RecordError
from .geometry import (
    ALL_COLOURS,
    COLOURED_KINDS,
    COLOURS,
    MULTI,
    NUM_CELLS,
    NUM_COLOURS,
    NUM_STARS,
    RING,
    STRUCTURES,
    UNFIXED,
    Structure,
    counts_of,
    tiles_text,
)

START_SCORE = 5


class PavilionPlayer:
    """A player's position. Read-only for the renderer and bot; the game mutates it.

    - `score`: current points (never below 1 during play).
    - `board`: 42 cells (`star * 6 + space`), colour index or -1 (use `stars` for a 7 x 6 view).
    - `star_kind`: per star, what it is or has become: a colour index, `MULTI`, or `UNFIXED`
      (grey side, fewer than two tiles). On the coloured side it is the printed star.
    - `hand`: tiles beside the board, per colour. `corner`: tiles kept on the corner spaces.
    - `passed`: has passed in this round's phase 2.
    - `placement_points`, `first_player_loss`, `discard_loss`, `star_bonus`, `number_bonus`: the
      score breakdown (see `PavilionGame.breakdown`). `bonus_tiles`: tiles received from structures.
    """

    __slots__ = (
        "board",
        "bonus_tiles",
        "corner",
        "covered",
        "discard_loss",
        "first_player_loss",
        "hand",
        "number_bonus",
        "passed",
        "placement_points",
        "score",
        "star_bonus",
        "star_kind",
        "star_mask",
    )

    def __init__(self, grey: bool = False) -> None:
        self.score = START_SCORE
        self.board = [-1] * NUM_CELLS
        self.covered = 0
        self.star_mask = [0] * NUM_STARS  # colour bits present on each star
        self.star_kind = [UNFIXED] * NUM_STARS if grey else list(COLOURED_KINDS)
        self.hand = [0] * NUM_COLOURS
        self.corner = [0] * NUM_COLOURS
        self.passed = False
        self.placement_points = 0
        self.first_player_loss = 0
        self.discard_loss = 0
        self.star_bonus = 0
        self.number_bonus = 0
        self.bonus_tiles = 0

    # -- queries for the renderer and the bot ----

    @property
    def stars(self) -> list[list[int | None]]:
        """7 stars (order "ORBYGPC") x 6 spaces: colour index or None."""
        b = self.board
        return [
            [None if b[s * RING + p] < 0 else b[s * RING + p] for p in range(RING)]
            for s in range(NUM_STARS)
        ]

    def star_tiles(self, star: int) -> int:
        return (self.covered >> (star * RING) & 0x3F).bit_count()

    def allowed_colours(self, star: int) -> int:
        """Bit mask of the colours the rules let this star take next (ignoring the hand)."""
        kind = self.star_kind[star]
        if kind == MULTI:
            return ALL_COLOURS & ~self.star_mask[star]
        if kind >= 0:
            return 1 << kind
        return ALL_COLOURS

    def completed_structures(self) -> list[Structure]:
        """Windows, statues and pillars whose spaces are all covered (each paid once)."""
        cov = self.covered
        return [st for st in STRUCTURES if cov & st.mask == st.mask]

    def hand_size(self) -> int:
        return sum(self.hand)

    def tile_count(self) -> int:
        """Tiles this player holds anywhere: hand, corner and board."""
        return sum(self.hand) + sum(self.corner) + self.covered.bit_count()

    # -- mutation helpers ----

    def cover(self, cell: int, colour: int) -> None:
        star = cell // RING
        self.board[cell] = colour
        self.covered |= 1 << cell
        self.star_mask[star] |= 1 << colour
        if self.star_kind[star] == UNFIXED and self.star_tiles(star) == 2:
            # Grey side: the first two tiles decide what the star becomes.
            mask = self.star_mask[star]
            self.star_kind[star] = colour if mask == 1 << colour else MULTI

    def copy(self) -> PavilionPlayer:
        p = PavilionPlayer.__new__(PavilionPlayer)
        p.score = self.score
        p.board = self.board[:]
        p.covered = self.covered
        p.star_mask = self.star_mask[:]
        p.star_kind = self.star_kind[:]
        p.hand = self.hand[:]
        p.corner = self.corner[:]
        p.passed = self.passed
        p.placement_points = self.placement_points
        p.first_player_loss = self.first_player_loss
        p.discard_loss = self.discard_loss
        p.star_bonus = self.star_bonus
        p.number_bonus = self.number_bonus
        p.bonus_tiles = self.bonus_tiles
        return p

    # -- JSON ----

    def to_dict(self) -> dict[str, Any]:
        b = self.board
        return {
            "score": self.score,
            "stars": [
                "".join("." if x < 0 else COLOURS[x] for x in b[s * RING : s * RING + RING])
                for s in range(NUM_STARS)
            ],
            "hand": tiles_text(self.hand),
            "corner": tiles_text(self.corner),
            "passed": self.passed,
            "breakdown": [
                self.placement_points,
                self.first_player_loss,
                self.discard_loss,
                self.star_bonus,
                self.number_bonus,
            ],
            "bonus_tiles": self.bonus_tiles,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any], grey: bool) -> PavilionPlayer:
        p = cls(grey)
        p.score = int(d["score"])
        stars = d["stars"]
        if len(stars) != NUM_STARS or any(len(s) != RING for s in stars):
            raise RecordError("a board needs 7 stars of 6 spaces")
        for star, text in enumerate(stars):
            for pos, ch in enumerate(text):
                if ch != ".":
                    p.board[star * RING + pos] = COLOURS.index(ch)
                    p.covered |= 1 << (star * RING + pos)
                    p.star_mask[star] |= 1 << COLOURS.index(ch)
            n = p.star_tiles(star)
            mask = p.star_mask[star]
            if grey and n >= 2:
                # Two or more tiles fix the star: one colour, or all different.
                if mask.bit_count() == 1:
                    p.star_kind[star] = mask.bit_length() - 1
                elif mask.bit_count() == n:
                    p.star_kind[star] = MULTI
                else:
                    raise RecordError(f"star {star + 1} mixes repeated and different colours")
            elif not grey and n:
                kind = p.star_kind[star]
                fits = mask.bit_count() == n if kind == MULTI else mask == 1 << kind
                if not fits:
                    raise RecordError(f"star {star + 1} holds tiles it cannot take")
        p.hand = counts_of(d["hand"])
        p.corner = counts_of(d["corner"])
        p.passed = bool(d["passed"])
        (
            p.placement_points,
            p.first_player_loss,
            p.discard_loss,
            p.star_bonus,
            p.number_bonus,
        ) = (int(x) for x in d["breakdown"])
        p.bonus_tiles = int(d["bonus_tiles"])
        return p
