"""Writes the dev server's fixture payloads (fixtures/*.json) from real games of the engine.

Run from anywhere with the project's Python:

    /work/main/.venv/bin/python web/client/dev/make_fixtures.py

Each fixture is a `table` payload as docs/web.md describes it, plus a `_dev` entry (edition, side,
names, seed, moves) from which serve.py rebuilds the game to play moves on it.
"""

from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
sys.path.insert(0, str(REPO))

import rules  # noqa: E402
from bot.web.view import HIDDEN  # noqa: E402  (what the server leaves out)
from render.theme import LABELS  # noqa: E402

BREAKDOWN_KEYS = (
    "wall",
    "floor",
    "rows",
    "columns",
    "colours",
    "start",
    "placements",
    "first_player",
    "discards",
    "stars",
    "numbers",
)

FIXTURES = HERE / "fixtures"

BREAKDOWN_LABELS = {k: LABELS[k] for k in (*BREAKDOWN_KEYS, "total")}  # the images' words


def build(dev: dict[str, Any], upto: int | None = None) -> Any:
    """The game of a fixture's `_dev` entry, with its first `upto` moves (all when None)."""
    g = rules.new_game(dev["edition"], dev["players"], dev["side"], dev["seed"])
    for m in dev["moves"][:upto]:
        g.play(m)
    return g


def payload(
    g: Any,
    you: int | None,
    *,
    game_id: int,
    deadline_in: float | None = 95.0,
    replay: dict[str, int] | None = None,
    labels: dict[str, str] | None = None,
) -> dict[str, Any]:
    state = {k: v for k, v in g.to_dict().items() if k not in HIDDEN}
    over = g.is_over
    ply = len(g.moves)
    can_move = you is not None and not over and g.turn == you and replay is None
    final = None
    if over:
        rows = [g.breakdown(s) for s in range(g.num_players)]
        keys = list(rows[0])
        final = {
            "winners": list(g.winners),
            "breakdown": [[r[k] for k in keys] for r in rows],
            "labels": [BREAKDOWN_LABELS.get(k, k) for k in keys],
        }
    moves = g.moves
    narration = [f"Move {i + 1}: {m}" for i, m in enumerate(moves) if i >= len(moves) - 4]
    return {
        "type": "table",
        "v": 1,
        "game": {
            "id": game_id,
            "edition": g.edition,
            "side": g.side,
            "status": "finished" if over else "active",
            "ply": ply,
            "rated": False,
            "language": "en",
            "round": g.round,
        },
        "seats": [
            {"name": n, "computer": False, "level": None, "to_act": (not over and g.turn == i)}
            for i, n in enumerate(g.names)
        ],
        "you": you,
        "can_move": can_move,
        "legal": [str(m) for m in g.legal_moves()] if can_move else [],
        "state": state,
        "deadline": None if (over or deadline_in is None) else time.time() + deadline_in,
        "narration": narration,
        "final": final,
        "labels": labels or {},
        **({"replay": replay} if replay is not None else {}),
    }


def pick(g: Any, rnd: random.Random) -> str:
    """A random legal move that rather fills boards than floors or passes."""
    moves = [str(m) for m in g.legal_moves()]
    good = [m for m in moves if not m.endswith("-F") and not m.startswith("pass")]
    if good and (g.edition == "azul" or rnd.random() < 0.85):
        return rnd.choice(good)
    return rnd.choice(moves)


def play_until(dev: dict[str, Any], stop: Any, rnd_seed: int, limit: int = 2000) -> Any:
    rnd = random.Random(rnd_seed)
    g = build(dev)
    for _ in range(limit):
        if stop(g) or g.is_over:
            break
        m = pick(g, rnd)
        g.play(m)
        dev["moves"].append(m)
    return g


def make(
    name: str, edition: str, side: str, players: list[str], seed: int, stop: Any, **kw: Any
) -> None:
    dev = {"edition": edition, "side": side, "players": players, "seed": seed, "moves": []}
    g = play_until(dev, stop, seed)
    you = kw.pop("you", "turn")
    seat = g.turn if you == "turn" else you
    dev["hotseat"] = you == "turn"
    dev["replay"] = kw.pop("replay", False)
    replay = {"plies": len(g.moves), "index": len(g.moves)} if dev["replay"] else None
    p = payload(g, seat, game_id=seed, replay=replay, **kw)
    p["_dev"] = dev
    (FIXTURES / f"{name}.json").write_text(json.dumps(p, indent=1) + "\n")
    print(f"{name}: ply {len(g.moves)}, round {g.round}, phase {g.phase}, legal {len(p['legal'])}")


def main() -> None:
    FIXTURES.mkdir(exist_ok=True)
    make(
        "azul-colour-2p",
        "azul",
        "colour",
        ["ana", "bo"],
        11,
        lambda g: g.round == 2 and len(g.moves) >= 14,
    )
    make(
        "azul-grey-4p-wall",
        "azul",
        "grey",
        ["ana", "bo", "cy", "dee"],
        12,
        lambda g: g.round >= 2 and g.phase == "wall",
    )
    make(
        "pavilion-colour-3p-acquire",
        "summer-pavilion",
        "colour",
        ["ana", "bo", "cy"],
        13,
        lambda g: (
            g.round == 2
            and g.phase == "acquire"
            and sum(len(f) for f in g.to_dict()["factories"]) <= 20
        ),
    )
    make(
        "pavilion-grey-2p-place",
        "summer-pavilion",
        "grey",
        ["ana", "bo"],
        14,
        lambda g: (
            g.round == 3 and g.phase == "play" and any("w" in str(m) for m in g.legal_moves())
        ),
    )
    make("azul-finished", "azul", "colour", ["ana", "bo", "cy"], 15, lambda g: False, you=0)
    make(
        "azul-replay",
        "azul",
        "colour",
        ["ana", "bo", "cy"],
        15,
        lambda g: False,
        you=None,
        replay=True,
    )


if __name__ == "__main__":
    main()
