"""Build Summer Pavilion positions from a few strings, through the engine's JSON state format."""

from __future__ import annotations

from rules.pavilion import COLOURS, STAR_CODES, PavilionGame
from rules.pavilion.geometry import TILES_PER_COLOUR


def board(stars=None, hand="", corner="", score=5, passed=False) -> dict:
    """A player board; `stars` maps star codes to 6-character strings, e.g. {"O": "RR...."}."""
    rows = ["......"] * 7
    for code, text in (stars or {}).items():
        rows[STAR_CODES.index(code)] = text
    return {
        "score": score,
        "stars": rows,
        "hand": "".join(sorted(hand, key=COLOURS.index)),
        "corner": "".join(sorted(corner, key=COLOURS.index)),
        "passed": passed,
        "breakdown": [0, 0, 0, 0, 0],
        "bonus_tiles": 0,
    }


def position(
    players=2,
    side="colour",
    round=1,
    phase="play",
    boards=None,
    supply="PGOYBRPGOY",
    factories=None,
    centre="",
    marker_holder=None,
    tower="",
    turn=0,
    start_player=0,
    bag=None,
    spare=None,
) -> PavilionGame:
    """A game in `phase` of `round` with exactly this table; the bag holds the other tiles unless
    `bag` is given, or `spare` names the seat whose hand gets them. Boards default to empty ones
    with a score of 5."""
    g = PavilionGame(players, side=side, seed=1)
    d = g.to_dict()
    n = g.num_factories
    d["boards"] = [b if b is not None else board() for b in (boards or [None] * players)]
    d["boards"] += [board() for _ in range(players - len(d["boards"]))]
    facs = list(factories or [])
    d["factories"] = facs + [""] * (n - len(facs))
    d["centre"] = centre
    d["supply"] = supply + "." * (10 - len(supply))
    d["marker_holder"] = marker_holder
    d["tower"] = tower
    d["round"] = round
    d["phase"] = phase
    d["turn"] = turn
    d["start_player"] = start_player
    placed = "".join(d["factories"]) + centre + supply + tower
    for b in d["boards"]:
        placed += b["hand"] + b["corner"] + "".join(b["stars"]).replace(".", "")
    rest = "".join(c * (TILES_PER_COLOUR - placed.count(c)) for c in COLOURS)
    if spare is not None:
        d["boards"][spare]["hand"] = "".join(
            sorted(d["boards"][spare]["hand"] + rest, key=COLOURS.index)
        )
        rest = ""
    d["bag"] = rest if bag is None else bag
    return PavilionGame.from_dict(d)


def first_place(game: PavilionGame, prefix: str):
    """The first legal move whose notation starts with `prefix` (e.g. "O5" finds "O5+PGG")."""
    for m in game.legal_moves():
        text = str(m)
        if text == prefix or text.startswith(prefix + "+"):
            return m
    raise AssertionError(f"no legal move {prefix}")
