"""ICU MessageFormat selectors for the catalogues: grammar is chosen by the sentence, not glued
together by the code.

A catalogue sentence may contain, besides Python's `{name}` fields:

    {count, plural, one {# tile} few {# tiles} many {# tiles} other {# tiles}}
    {count, plural, =1 {a tile} other {# tiles}}
    {gender, select, f {…} m {…} other {…}}

`plural` picks the CLDR category of the number (exact `=N` first) and `#` inside the branch is the
number itself, written the language's way; `select` picks the branch named by the parameter's
value (else `other`). Branches nest. Numbers that are not whole are written with the language's
decimal separator ("+2,5" in uk, ru, cs and is), via `{value, number, signed}` (always one
decimal place, with a sign) or `#`.

Only what the bot's sentences need is supported (no `offset`, no `selectordinal`); a malformed
sentence raises ValueError when it is formatted, and the catalogue tests format every sentence.
"""

from __future__ import annotations

import string
from collections.abc import Callable, Mapping

PluralRule = Callable[[str, float], str]  # (language, number) -> CLDR category

DECIMAL_COMMA = frozenset({"uk", "ru", "cs", "is"})


def number(
    value: float, lang: str, *, signed: bool = False, decimals: int = 1, fixed: bool = False
) -> str:
    """`value` as the language writes it: whole numbers as they are (unless `fixed`), others
    with `decimals` places and the language's decimal separator; `signed` adds "+" to positive
    values."""
    if float(value).is_integer() and not fixed:
        out = str(int(value))
    else:
        out = f"{value:.{decimals}f}"
        if lang in DECIMAL_COMMA:
            out = out.replace(".", ",")
    if signed and value > 0:
        out = "+" + out
    return out


def arguments(template: str) -> set[str]:
    """The names of every argument a sentence uses: plain `{name}` fields and selectors'
    arguments, in every branch."""
    names: set[str] = set()
    i = 0
    plain = []
    while i < len(template):
        if template[i] == "{":
            end = _matching(template, i)
            inner = template[i + 1 : end]
            head, _, rest = inner.partition(",")
            if rest and head.strip().isidentifier():
                names.add(head.strip())
                kind, _, body = rest.strip().partition(",")
                if kind.strip() in ("plural", "select"):
                    for branch in _branches(body).values():
                        names |= arguments(branch.replace("#", ""))
            else:
                plain.append(template[i : end + 1])
            i = end + 1
        else:
            i += 1
    for field in plain:
        for _, name, _, _ in string.Formatter().parse(field):
            if name:
                names.add(name.split(".")[0].split("[")[0])
    return names


def has_selectors(template: str) -> bool:
    return ", plural," in template or ", select," in template or ", number" in template


def resolve(template: str, lang: str, params: Mapping[str, object], rule: PluralRule) -> str:
    """`template` with its selector blocks replaced by the chosen branches (and `#` by the
    number); plain `{name}` fields are left for `str.format`."""
    out: list[str] = []
    i = 0
    while i < len(template):
        ch = template[i]
        if ch == "{":
            end = _matching(template, i)
            inner = template[i + 1 : end]
            head, _, rest = inner.partition(",")
            if rest and head.strip().isidentifier():
                out.append(_select(head.strip(), rest, lang, params, rule))
            else:
                out.append(template[i : end + 1])
            i = end + 1
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def _select(name: str, rest: str, lang: str, params: Mapping[str, object], rule: PluralRule) -> str:
    kind, _, body = rest.strip().partition(",")
    kind = kind.strip()
    if name not in params:
        raise ValueError(f"no value for {name!r}")
    value = params[name]
    if kind == "number":
        style = body.strip()
        # "signed": one decimal place and a sign, e.g. "+5.0", "+2,5" (an estimate, not a count)
        return number(float(value), lang, signed=style == "signed", fixed=True)  # type: ignore[arg-type]
    branches = _branches(body)
    if kind == "plural":
        n = float(value)  # type: ignore[arg-type]
        exact = f"={int(n)}" if n.is_integer() else None
        key = exact if exact in branches else rule(lang, n)
        chosen = branches.get(key, branches.get("other"))
        if chosen is None:
            raise ValueError(f"no {key!r} or 'other' branch for {name!r}")
        chosen = _hash(chosen, number(n, lang))
    elif kind == "select":
        chosen = branches.get(str(value), branches.get("other"))
        if chosen is None:
            raise ValueError(f"no {value!r} or 'other' branch for {name!r}")
    else:
        raise ValueError(f"unknown selector {kind!r}")
    return resolve(chosen, lang, params, rule)


def _branches(body: str) -> dict[str, str]:
    """`one {…} few {…} other {…}` → {"one": "…", …}."""
    branches: dict[str, str] = {}
    i = 0
    while i < len(body):
        if body[i].isspace():
            i += 1
            continue
        start = body.index("{", i)
        key = body[i:start].strip()
        end = _matching(body, start)
        branches[key] = body[start + 1 : end]
        i = end + 1
    return branches


def _hash(branch: str, shown: str) -> str:
    """`#` → the number, in this branch only (not inside a nested selector's own branches)."""
    out, depth = [], 0
    for ch in branch:
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        out.append(shown if ch == "#" and depth == 0 else ch)
    return "".join(out)


def _matching(text: str, start: int) -> int:
    depth = 0
    for i in range(start, len(text)):
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0:
                return i
    raise ValueError(f"unbalanced braces in {text!r}")
