"""Why a move is illegal, in the asker's language.

The engines raise `rules.IllegalMove` with an English message, a stable `code` and the plain
values it was built from. `reason()` turns that into a `Phrase` of the catalogue key
`illegal.<code>`, whose colour letters and sources become the catalogue's words for them; the
English catalogue spells every reason exactly as the engine does. A reason without a code, or
with one the catalogue does not know, is shown as the engine wrote it.
"""

from __future__ import annotations

from .errors import Phrase
from .messages import EN

# The edition whose colour names a code's `colour` letter is looked up in.
_EDITIONS = {"azul": "azul", "pavilion": "summer-pavilion"}


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
    params: dict[str, object] = dict(getattr(exc, "params", {}))
    edition = _EDITIONS.get(code.partition(".")[0])
    colour = params.get("colour")
    if edition is not None and isinstance(colour, str):
        params["colour"] = Phrase(f"colour.{edition}.{colour}")
    source = params.get("source")
    if isinstance(source, int):
        params["source"] = source_phrase(source)
    star = params.get("star")
    if isinstance(star, str):
        params["star_name"] = Phrase(f"narr.star.{star}")
    return Phrase(key, **params)
