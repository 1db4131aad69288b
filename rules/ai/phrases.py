"""The words of a hint, as codes with plain values, and their English.

A hint's reason is a list of parts `(code, params)`: `describe` says what the move does, a
level's `Decision` says how it was judged. The params are plain values (counts, colour letters,
a source index with 0 for the centre, space names, tiles in notation, percentages), so that a
translation can be made of them (the bot's catalogue keys `hint.<code>`). `english()` renders
them here, the only place the English of a hint is written: `explain_move` builds its reason
with it.

A code whose template is a pair counts something: the params' `n` picks its singular or its
plural. `SEPARATORS` says what comes before a part that is not the first.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ..azul.moves import COLOUR_NAMES as AZUL_NAMES
from ..azul.moves import COLOURS as AZUL_COLOURS
from ..pavilion.geometry import COLOUR_NAMES as PAVILION_NAMES
from ..pavilion.geometry import COLOURS as PAVILION_COLOURS

Part = tuple[str, dict[str, object]]

TEMPLATES: dict[str, str | tuple[str, str]] = {
    # -- Azul ----------------------------------------------------------------------------------
    "azul.take": (
        "takes {n} {colour} tile from {source}",
        "takes {n} {colour} tiles from {source}",
    ),
    "azul.all_to_floor": "all to the floor line",
    "azul.completes_line": "completes pattern line {line}",
    "azul.completes_line_points": (
        "completes pattern line {line} (about {n} point at the tiling)",
        "completes pattern line {line} (about {n} points at the tiling)",
    ),
    "azul.to_line": "to pattern line {line}",
    "azul.to_floor": "{count} to the floor",
    "azul.takes_marker": "takes the first-player marker",
    "azul.wall": (
        "puts the {colour} tile of pattern line {line} in column {column} for {n} point",
        "puts the {colour} tile of pattern line {line} in column {column} for {n} points",
    ),
    # -- Summer Pavilion -----------------------------------------------------------------------
    "pavilion.take": (
        "takes {n} {colour} tile from {source}",
        "takes {n} {colour} tiles from {source}",
    ),
    "pavilion.take_wild": (
        "takes {n} {colour} tile and a wild tile from {source}",
        "takes {n} {colour} tiles and a wild tile from {source}",
    ),
    "pavilion.marker": (
        "with the first-player marker (-{n} point)",
        "with the first-player marker (-{n} points)",
    ),
    "pavilion.place": (
        "places {colour} on {space} for {n} point",
        "places {colour} on {space} for {n} points",
    ),
    "pavilion.wilds": ("(paying with {n} wild)", "(paying with {n} wilds)"),
    "pavilion.completing": "completing",
    "pavilion.window": "window {star}",
    "pavilion.statue": "statue {star}|{star2}",
    "pavilion.pillar": "pillar {star}",
    "pavilion.and": "and",
    "pavilion.bonus": "(bonus {tiles})",
    "pavilion.pass": "passes",
    "pavilion.keeping": "keeping {tiles}",
    "pavilion.discarded": "(-{count} for discarded tiles)",
    "move": "{move}",  # a move no event describes: its notation
    # -- how a level judged it -----------------------------------------------------------------
    "note.only_legal": "the only legal move",
    "note.only_worth": "the only move worth considering",
    "note.first_sight": "the best move at first sight (worth about {value:+.1f} points)",
    "note.played_out": "best when played out to the round's end (rated {rating:+d})",
    "note.played_out_reply": (
        "best when played out to the round's end against the best reply (rated {rating:+d})"
    ),
    "note.simulated": "wins about {percent}% of {games} simulated games",
}

# What comes before a part that is not the first (nothing for the codes not listed).
SEPARATORS: dict[str, str] = {
    "azul.all_to_floor": ": ",
    "azul.completes_line": ": ",
    "azul.completes_line_points": ": ",
    "azul.to_line": ": ",
    "azul.to_floor": ", ",
    "azul.takes_marker": ", ",
    "pavilion.marker": ", ",
    "pavilion.wilds": " ",
    "pavilion.completing": ", ",
    "pavilion.window": " ",
    "pavilion.statue": " ",
    "pavilion.pillar": " ",
    "pavilion.and": " ",
    "pavilion.bonus": " ",
    "pavilion.keeping": ", ",
    "pavilion.discarded": " ",
    **{code: "; " for code in TEMPLATES if code.startswith("note.")},
}

# The English of a `colour` letter, by the edition a code begins with.
_COLOUR_NAMES = {
    "azul": dict(zip(AZUL_COLOURS, AZUL_NAMES, strict=True)),
    "pavilion": dict(zip(PAVILION_COLOURS, PAVILION_NAMES, strict=True)),
}


def template(code: str, params: Mapping[str, object]) -> str:
    """The English template of `code`, in the singular or plural its `n` asks for."""
    found = TEMPLATES[code]
    if isinstance(found, tuple):
        return found[0] if params.get("n") == 1 else found[1]
    return found


def english_part(code: str, params: Mapping[str, object]) -> str:
    """One part in English: its template, with a `colour` letter and a `source` index (0 = the
    centre) named as words."""
    values = dict(params)
    source = values.get("source")
    if isinstance(source, int):
        values["source"] = "the centre" if source == 0 else f"factory {source}"
    colour = values.get("colour")
    names = _COLOUR_NAMES.get(code.partition(".")[0])
    if isinstance(colour, str) and names is not None:
        values["colour"] = names[colour]
    return template(code, params).format(**values)


def join(pieces: Iterable[tuple[str, str]]) -> str:
    """Parts already put into words, `(code, text)`, as one line, with each code's separator."""
    out = []
    for i, (code, piece) in enumerate(pieces):
        out.append((SEPARATORS.get(code, "") if i else "") + piece)
    return "".join(out)


def english(parts: Iterable[Part]) -> str:
    """The English of a hint's parts."""
    return join((code, english_part(code, params)) for code, params in parts)
