"""A hint's reason in the asker's language.

`rules.ai.explain_parts` gives the reason as parts `(code, params)` with plain values, whose
English is in `rules.ai.phrases`. Each part here becomes the catalogue sentence `hint.<code>`
(a `Counted` one when the code counts something, by its `n`), with colour letters, sources and
stars named as refusals name them (`reasons.catalogue_params`), and the parts are joined as the
English reason joins them. The English catalogue spells every part exactly as the rules do.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from rules.ai.phrases import english_part, join

from .catalogue import EN
from .errors import Counted, Phrase
from .reasons import catalogue_params

if TYPE_CHECKING:
    from render import Locale


def part_phrase(code: str, params: Mapping[str, object]) -> Phrase | None:
    """The catalogue sentence of one part, or None when the catalogue does not know `code`."""
    key = f"hint.{code}"
    values = catalogue_params(code, params)
    if key in EN:
        return Phrase(key, **values)
    n = values.pop("n", None)
    if isinstance(n, int) and f"{key}.other" in EN:
        return Counted(key, n, **values)
    return None


def hint_reason(parts: Iterable[tuple[str, Mapping[str, object]]], locale: Locale) -> str:
    """The reason of a hint in `locale`; a part the catalogue does not know stays English."""
    pieces = []
    for code, params in parts:
        phrase = part_phrase(code, params)
        pieces.append(
            (code, english_part(code, params) if phrase is None else phrase.render(locale))
        )
    return join(pieces)
