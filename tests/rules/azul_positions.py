"""Build Azul positions from a few strings, through the engine's own JSON state format."""

from __future__ import annotations

from rules.azul import COLOURS, AzulGame

EMPTY_WALL = ["....."] * 5


def board(wall=None, lines=None, floor="", score=0) -> dict:
    return {
        "score": score,
        "lines": list(lines or [""] * 5),
        "wall": list(wall or EMPTY_WALL),
        "floor": floor,
        "breakdown": [0, 0, 0, 0, 0],
    }


def position(
    players=2,
    side="colour",
    boards=None,
    factories=None,
    centre="",
    marker_in_centre=True,
    lid="",
    bag=None,
    turn=0,
    start_player=0,
    seed=1,
) -> AzulGame:
    """A game in the factory offer with exactly this table; the bag holds the other tiles unless
    `bag` is given (then every tile must be placed somewhere explicitly)."""
    g = AzulGame(players, side=side, seed=seed)
    d = g.to_dict()
    n = g.num_factories
    d["boards"] = [b if b is not None else board() for b in (boards or [None] * players)]
    facs = list(factories or [])
    d["factories"] = facs + [""] * (n - len(facs))
    d["centre"] = centre
    d["marker_in_centre"] = marker_in_centre
    d["lid"] = lid
    d["turn"] = turn
    d["start_player"] = start_player
    d["phase"] = "draft"
    placed = "".join(d["factories"]) + centre + lid
    for b in d["boards"]:
        placed += "".join(b["lines"]) + "".join(b["wall"]).replace(".", "")
        placed += b["floor"].replace("1", "")
    if bag is None:
        bag = "".join(c * (20 - placed.count(c)) for c in COLOURS)
    d["bag"] = bag
    return AzulGame.from_dict(d)
