"""The engine's own random generator and the sources of tile draws.

Python's `random` module may change its algorithms between versions, so a game seeded with `random`
could not be replayed everywhere. SplitMix64 is tiny, fast enough for drawing tiles, and gives the
same sequence on every platform and Python version.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from .errors import DrawError

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_LIMITS: dict[int, int] = {}  # n -> largest multiple of n below 2**64 (rejection threshold)


class SplitMix64:
    """Deterministic 64-bit generator (Steele, Lea & Flood, 2014)."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = z = (self.state + _GOLDEN) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) without modulo bias (rejection sampling)."""
        limit = _LIMITS.get(n)
        if limit is None:
            limit = _LIMITS[n] = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n


def colour_at(bag: list[int], r: int) -> int:
    """The colour of the `r`-th tile of a bag held as counts per colour."""
    for colour, count in enumerate(bag):
        if r < count:
            return colour
        r -= count
    raise AssertionError("bag counts do not add up to total")


class Draws(Protocol):
    """Where a game's tiles come from: `SeededDraws`, `ScriptedDraws`, or a search's
    `QuickDraws`."""

    def draw(self, bag: list[int], total: int, index: int) -> int: ...

    def to_dict(self) -> dict[str, Any]: ...

    def copy(self) -> Draws: ...


class SeededDraws:
    """Draws tiles uniformly at random from the bag with a seeded SplitMix64."""

    __slots__ = ("rng",)
    kind = "seed"

    def __init__(self, seed: int, state: int | None = None) -> None:
        self.rng = SplitMix64(seed)
        if state is not None:
            self.rng.state = state

    def draw(self, bag: list[int], total: int, index: int) -> int:
        """Return the colour index of the next tile; `bag` holds counts, `total` their sum."""
        return colour_at(bag, self.rng.below(total))

    def to_dict(self) -> dict[str, Any]:
        return {"kind": "seed", "state": self.rng.state}

    def copy(self) -> SeededDraws:
        return SeededDraws(0, self.rng.state)


class QuickDraws:
    """Draws for a search's imagined futures, where only speed and a seed matter: Python's own
    generator (in C) costs a fraction of SplitMix64 in Python, and a search deals thousands of
    rounds a move. Never for a real game (Python may change it between versions)."""

    __slots__ = ("rng",)
    kind = "quick"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def draw(self, bag: list[int], total: int, index: int) -> int:
        # A bag holds at most 132 tiles: a float's precision is ample.
        return colour_at(bag, int(self.rng.random() * total))

    def to_dict(self) -> dict[str, Any]:
        raise TypeError("a search's draws are not part of any game record")

    def copy(self) -> QuickDraws:
        twin = QuickDraws(0)
        twin.rng.setstate(self.rng.getstate())
        return twin


class ScriptedDraws:
    """Draws tiles in the exact order written in a record's `draws` string."""

    __slots__ = ("codes", "script")
    kind = "script"

    def __init__(self, script: str, codes: str) -> None:
        self.script = script
        self.codes = codes

    def draw(self, bag: list[int], total: int, index: int) -> int:
        if index >= len(self.script):
            raise DrawError(f"draw {index}: the record's draws ran out")
        code = self.script[index]
        colour = self.codes.find(code)
        if colour < 0:
            raise DrawError(f"draw {index}: {code!r} is not a tile colour")
        if bag[colour] == 0:
            raise DrawError(f"draw {index}: no {code} tile is left in the bag")
        return colour

    def to_dict(self) -> dict[str, Any]:
        return {"kind": "script", "draws": self.script}

    def copy(self) -> ScriptedDraws:
        return self  # immutable: the position in the script is the game's draw count


def draws_from_dict(data: dict[str, Any], codes: str) -> SeededDraws | ScriptedDraws:
    if data.get("kind") == "seed":
        return SeededDraws(0, int(data["state"]))
    if data.get("kind") == "script":
        return ScriptedDraws(str(data["draws"]), codes)
    raise DrawError(f"unknown draw source {data.get('kind')!r}")
