"""What just happened, in words: the engine's events turned into short lines for the channel.

Each event class (one per kind of event and edition, see `rules.azul.events` and
`rules.pavilion.events`) has its handler; an event without one is not narrated (the move itself
is then named by its notation).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from rules import events as shared
from rules.azul import events as azul
from rules.pavilion import events as pavilion

from .catalogue import plural, text
from .names import shown

if TYPE_CHECKING:
    from render import Locale

AZUL_CODES = "BYRKW"
PAVILION_CODES = "PGOYBR"
EMOJI = {
    "azul": dict(zip(AZUL_CODES, ("🟦", "🟨", "🟥", "⬛", "⬜"), strict=True)),
    "summer-pavilion": dict(zip(PAVILION_CODES, ("🟪", "🟩", "🟧", "🟨", "🟦", "🟥"), strict=True)),
}


class Narrator:
    """Narration of one move: `lines()` gives the move's line first, then its consequences."""

    def __init__(self, edition: str, names: Sequence[str], locale: Locale = None) -> None:
        self.edition = edition
        self.names = list(names)
        self.locale = locale
        self.codes = AZUL_CODES if edition == "azul" else PAVILION_CODES

    # -- helpers ------------------------------------------------------------------------------

    def name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.names):
            return "?"
        return shown(self.names[seat])

    def colour(self, index_or_code: int | str) -> str:
        code = index_or_code if isinstance(index_or_code, str) else self.codes[index_or_code]
        return text(f"colour.{self.edition}.{code}", self.locale)

    def tiles(self, colour: int | str, count: int) -> str:
        """`2 green tiles 🟩🟩`: the catalogue's counted phrase (number, colour and noun agree
        in each language) and up to 8 tiles to see."""
        code = colour if isinstance(colour, str) else self.codes[colour]
        emoji = EMOJI.get(self.edition, {}).get(code, "")
        phrase = text(f"tiles.{self.edition}.{code}", self.locale, n=count)
        return f"{phrase} {emoji * min(count, 8)}".rstrip()

    def tile(self, colour: int | str) -> str:
        """`a green tile 🟩`: one tile, as the object of a sentence, without a count."""
        code = colour if isinstance(colour, str) else self.codes[colour]
        emoji = EMOJI.get(self.edition, {}).get(code, "")
        return f"{text(f'tile.{self.edition}.{code}', self.locale)} {emoji}".rstrip()

    def swatch(self, colour: int | str) -> str:
        """`green 🟩`: a colour's name with its tile."""
        code = colour if isinstance(colour, str) else self.codes[colour]
        return f"{self.colour(code)} {EMOJI.get(self.edition, {}).get(code, '')}".rstrip()

    def counted(self, counts: Sequence[int]) -> str:
        """Per-colour counts `(0, 2, 1, 0, 0, 0)` → `2 green 🟩🟩, 1 orange 🟧`."""
        return ", ".join(self.tiles(c, n) for c, n in enumerate(counts) if n)

    def source(self, source: int | str) -> str:
        if source in (0, "C"):
            return text("narr.source_centre", self.locale)
        return text("narr.source_factory", self.locale, n=source)

    # -- narration ----------------------------------------------------------------------------

    def lines(self, events: Sequence[Any], *, seat: int | None, notation: str) -> list[str]:
        move_line: str | None = None
        after: list[str] = []
        for event in events:
            handler = _HANDLERS.get(type(event))
            if handler is None:
                continue
            line, is_move = handler(self, event)
            if line is None:
                continue
            if is_move and move_line is None:
                move_line = line
            elif not is_move:
                after.append(line)
        if move_line is None:
            move_line = text("narr.generic", self.locale, name=self.name(seat), move=notation)
        return [move_line, *after]


# Each handler returns (line or None, whether the line describes the move itself).
Handler = Callable[[Narrator, Any], tuple[str | None, bool]]


def _tiles_taken(n: Narrator, e: Any) -> tuple[str | None, bool]:
    target = (
        text("narr.target_floor", n.locale)
        if e.target == 5
        else text("narr.target_line", n.locale, n=e.target + 1)
    )
    line = text(
        "narr.took",
        n.locale,
        name=n.name(e.player),
        tiles=n.tiles(e.colour, e.count),
        source=n.source(e.source),
        target=target,
    )
    if e.took_marker:
        line += text("narr.took_marker", n.locale)
    if e.target != 5 and e.to_floor:
        line += text("narr.to_floor", n.locale, count=e.to_floor)
    if e.to_lid:
        line += text("narr.to_lid", n.locale, count=e.to_lid)
    return line, True


def _wall_tile_placed(n: Narrator, e: Any) -> tuple[str | None, bool]:
    # Azul: the move's own tile on the grey side; the coloured side tiles the wall by itself at
    # the end of the round, which the round summary covers.
    line = text(
        "narr.wall",
        n.locale,
        name=n.name(e.player),
        tile=n.tile(e.colour),
        row=e.row + 1,
        column=e.column + 1,
        points=e.points,
    )
    return line, True


def _line_to_floor(n: Narrator, e: Any) -> tuple[str | None, bool]:
    return (
        text("narr.line_to_floor", n.locale, name=n.name(e.player), row=e.row + 1, count=e.count),
        False,
    )


def _round_ended(n: Narrator, e: Any) -> tuple[str | None, bool]:
    scores = " · ".join(f"{n.name(i)} {s}" for i, s in enumerate(e.scores))
    return text("narr.round_over", n.locale, round=e.round, scores=scores), False


def _azul_round_started(n: Narrator, e: Any) -> tuple[str | None, bool]:
    return text("narr.round_start", n.locale, round=e.round, name=n.name(e.first_player)), False


def _ignore(n: Narrator, e: Any) -> tuple[str | None, bool]:
    return None, False


# -- Summer Pavilion ---------------------------------------------------------------------------


def _acquired(n: Narrator, e: Any) -> tuple[str | None, bool]:
    tiles = n.tiles(e.colour, e.count)
    if e.wild:
        tiles += text("narr.plus_wild", n.locale)
    line = text(
        "narr.acquired", n.locale, name=n.name(e.player), tiles=tiles, source=n.source(e.source)
    )
    if e.took_marker:
        line += text("narr.took_marker", n.locale)
        if e.loss:
            line += text("narr.points_lost", n.locale, points=e.loss)
    return line, True


def _star_tile_placed(n: Narrator, e: Any) -> tuple[str | None, bool]:
    star = "ORBYGPC"[e.star]
    line = text(
        "narr.placed",
        n.locale,
        name=n.name(e.player),
        tile=n.tile(e.colour),
        star=text(f"narr.star.{star}", n.locale),
        space=e.space + 1,
        points=e.points,
    )
    if e.wilds:
        line += plural("narr.wilds_used", n.locale, e.wilds)
    return line, True


def _bonus(n: Narrator, e: Any) -> tuple[str | None, bool]:
    if not any(e.tiles):
        return None, False
    return text("narr.bonus", n.locale, name=n.name(e.player), tiles=n.counted(e.tiles)), False


def _passed(n: Narrator, e: Any) -> tuple[str | None, bool]:
    if any(e.kept):
        line = text("narr.kept", n.locale, name=n.name(e.player), tiles=n.counted(e.kept))
    else:
        line = text("narr.passed", n.locale, name=n.name(e.player))
    if e.loss:
        line += text("narr.points_lost", n.locale, points=e.loss)
    return line, True


def _play_started(n: Narrator, e: Any) -> tuple[str | None, bool]:
    return text("narr.play_phase", n.locale, name=n.name(e.first_player)), False


def _pavilion_round_started(n: Narrator, e: Any) -> tuple[str | None, bool]:
    return (
        text(
            "narr.round_start_wild",
            n.locale,
            round=e.round,
            name=n.name(e.first_player),
            wild=n.swatch(e.wild_colour),
        ),
        False,
    )


_HANDLERS: dict[type, Handler] = {
    shared.RoundEnded: _round_ended,
    # Azul
    azul.TilesTaken: _tiles_taken,
    azul.WallTilePlaced: _wall_tile_placed,
    azul.LineToFloor: _line_to_floor,
    azul.FloorScored: _ignore,
    azul.AzulRoundStarted: _azul_round_started,
    azul.AzulGameEnded: _ignore,  # the final message says it, with the breakdown
    # Summer Pavilion
    pavilion.TilesAcquired: _acquired,
    pavilion.PlayStarted: _play_started,
    pavilion.StarTilePlaced: _star_tile_placed,
    pavilion.StructureCompleted: _ignore,  # BonusTaken names the tiles it brought
    pavilion.BonusTaken: _bonus,
    pavilion.SupplyRefilled: _ignore,
    pavilion.Passed: _passed,
    pavilion.PavilionRoundStarted: _pavilion_round_started,
    pavilion.PavilionGameEnded: _ignore,
}


def narrate(
    events: Sequence[Any],
    *,
    edition: str,
    names: Sequence[str],
    seat: int | None,
    notation: str,
    locale: Locale = None,
) -> list[str]:
    return Narrator(edition, names, locale).lines(events, seat=seat, notation=notation)
