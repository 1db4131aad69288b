"""Why a move is illegal, in the asker's language.

The engines raise `rules.IllegalMove` with an English message, a stable `code` and the plain
values it was built from. `reason()` turns that into a `Phrase` of the catalogue key
`illegal.<code>`, whose colour letters and sources become the catalogue's words for them; the
English catalogue spells every reason exactly as the engine does. A reason without a code, or
with one the catalogue does not know, is shown as the engine wrote it.
"""

from __future__ import annotations

from collections.abc import Mapping

from .catalogue import EN
from .errors import Phrase

# The edition whose colour names a code's `colour` letter is looked up in.
_EDITIONS = {"azul": "azul", "pavilion": "summer-pavilion"}

# The parameter that counts a code's `colour` tiles: its counted phrase `tiles` says that many
# ("3 чорні плитки", "1 fjólubláa flís"). The other codes with a colour get only `tile`.
TILE_COUNTS = {
    "azul.take": "n",
    "pavilion.take": "n",
    "pavilion.take_wild": "n",
    "pavilion.short_of_wild_colour": "cost",
    "pavilion.short": "cost",
    "pavilion.short_with_wilds": "need",
    "pavilion.supply_short": "count",
    "pavilion.keeps_more_than_hand": "count",
}


def source_phrase(source: int) -> Phrase:
    """A source index (0 = the centre) as the narration names it ("the centre", "factory 3")."""
    if source == 0:
        return Phrase("narr.source_centre")
    return Phrase("narr.source_factory", n=source)


def reason(exc: Exception) -> Phrase | str:
    """The reason for refusing a move: a `Phrase` when the engine's code is in the catalogue,
    else the engine's own (English) message. A trailing full stop is left to the sentence."""
    code = getattr(exc, "code", None)
    key = f"illegal.{code}"
    if code is None or key not in EN:
        return str(exc).rstrip(".")
    return Phrase(key, **catalogue_params(code, getattr(exc, "params", {})))


def catalogue_params(code: str, params: Mapping[str, object]) -> dict[str, object]:
    """The plain values of an engine's `code` (a refusal's, a hint's) ready for the catalogue: a
    `colour` letter becomes the colour's name in the edition the code begins with, and also
    gives `tile`, one tile of that colour as the narration names it ("a black tile", declined as
    the object of a sentence), and for the codes of `TILE_COUNTS` `tiles`, that many tiles of it
    ("3 black tiles"); a `source` index (0 = the centre) becomes the narration's name for it, and
    a `star` letter also gives `star_name`, the star's name."""
    out = dict(params)
    edition = _EDITIONS.get(code.partition(".")[0])
    colour = out.get("colour")
    if edition is not None and isinstance(colour, str):
        out["colour"] = Phrase(f"colour.{edition}.{colour}")
        out["tile"] = Phrase(f"tile.{edition}.{colour}")
        count = out.get(TILE_COUNTS.get(code, ""))
        if isinstance(count, int):
            out["tiles"] = Phrase(f"tiles.{edition}.{colour}", n=count)
    source = out.get("source")
    if isinstance(source, int):
        out["source"] = source_phrase(source)
    star = out.get("star")
    if isinstance(star, str):
        out["star_name"] = Phrase(f"narr.star.{star}")
    return out
