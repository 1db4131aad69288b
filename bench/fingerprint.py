"""Fingerprints of what the engines, the narration and the renderer produce, to show that a
refactoring changed nothing: run it before and after and compare.

    python -m bench.fingerprint            # one sha256 per kind, and one over everything

It replays every example game of `shared/rules/examples` and a set of computer games (both
editions and sides, 2-4 players), and hashes per game: the record, the saved state after every
move, the events of every move (their fields, not their class names, which may be renamed),
the English and Ukrainian narration, and the pixels of the table image (every 8th ply and the
end), of seat 0's board and of the final result (decoded pixels, not PNG bytes, so that a
different encoder of the same picture changes nothing).
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import io
import json
import sys
from pathlib import Path

from PIL import Image

import render
import rules
from bot.i18n.narration import narrate
from rules.ai import choose_move

EXAMPLES = Path(__file__).resolve().parents[2] / "shared" / "rules" / "examples"
KINDS = ("records", "states", "events", "narration", "images")


def _event_fields(event: object) -> list:
    return [[f.name, getattr(event, f.name)] for f in dataclasses.fields(event)]


class Fingerprint:
    def __init__(self) -> None:
        self.hashes = {kind: hashlib.sha256() for kind in KINDS}

    def add(self, kind: str, data: object) -> None:
        if not isinstance(data, bytes):
            data = json.dumps(data, sort_keys=True, ensure_ascii=False, default=list).encode()
        self.hashes[kind].update(hashlib.sha256(data).digest())

    def play(self, game: rules.BaseGame, moves, images_every: int = 8) -> None:
        """Play `moves` (notations, or a callable giving the next) on `game`, hashing as it goes."""
        options = (render.RenderOptions(), render.RenderOptions(True, "uk"))
        ply = 0
        while not game.is_over:
            if callable(moves):
                move = moves(game, ply)
            elif ply < len(moves):
                move = moves[ply]
            else:
                break
            seat = game.turn
            notation = str(move)
            events = game.play(move)
            self.add("events", [_event_fields(e) for e in events])
            for language in ("en", "uk"):
                lines = narrate(
                    events,
                    edition=game.edition,
                    names=game.names,
                    seat=seat,
                    notation=notation,
                    locale=None if language == "en" else language,
                )
                self.add("narration", lines)
            self.add("states", game.to_dict())
            if ply % images_every == 0:
                self.add_image(render.table_png(game, options[ply // images_every % 2]))
            ply += 1
        self.add("records", game.record())
        self.add_image(render.table_png(game))
        self.add_image(render.board_png(game, 0, options[1]))
        if game.is_over:
            self.add_image(render.final_png(game))

    def add_image(self, png: bytes) -> None:
        with Image.open(io.BytesIO(png)) as img:
            self.add("images", f"{img.mode} {img.size}".encode() + img.tobytes())

    def report(self) -> dict[str, str]:
        out = {kind: h.hexdigest() for kind, h in self.hashes.items()}
        out["all"] = hashlib.sha256("".join(out.values()).encode()).hexdigest()
        return out


def computer_games():
    for edition in ("azul", "summer-pavilion"):
        for side in ("colour", "grey"):
            for players in (2, 3, 4):
                seed = 1000 * players + (7 if side == "grey" else 3)
                names = [f"p{i + 1}" for i in range(players)]
                yield rules.new_game(edition, names, side=side, seed=seed), seed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.fingerprint", description=__doc__)
    parser.add_argument("--examples", type=Path, default=EXAMPLES)
    args = parser.parse_args(argv)
    fp = Fingerprint()
    examples = sorted(args.examples.glob("*.json"))
    for path in examples:
        record = json.loads(path.read_text())
        game = rules.game_class(record["edition"])(
            record["players"],
            side=record.get("side", "colour"),
            seed=record.get("seed"),
            draws=record.get("draws"),
        )
        fp.play(game, record.get("moves", []))
    games = 0
    for game, seed in computer_games():
        fp.play(game, lambda g, ply, seed=seed: choose_move(g, "easy", seed + ply))
        games += 1
    print(f"{len(examples)} example games and {games} computer games", file=sys.stderr)
    for kind, digest in fp.report().items():
        print(f"{kind:10} {digest}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
