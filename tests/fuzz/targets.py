"""What a person or a file can hand the rules and the bot, as atheris targets: each takes the
fuzzer's bytes and fails (raises) only on a real bug, never on input it refuses properly.

- `record`: a record file for `python -m rules replay`: the bytes as JSON, or a known good
  record bent out of shape by the bytes. The rules replay it or raise RecordError.
- `notation`: a move typed by a person, on positions of both editions and sides. The rules play
  it or raise IllegalMove, and a refused move leaves the game exactly as it was.
- `upload`: a file given to `/azul replay file:`. The bot reads it or answers a UserError.
"""

from __future__ import annotations

import contextlib
import json
import random
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import atheris

# Only our own code is instrumented: instrumenting what it imports (discord.py, Pillow, numpy)
# cost some 20 s a run and guided the fuzzer towards nothing of ours.
with atheris.instrument_imports(include=["rules", "bot"]):
    import rules
    from bot.i18n.errors import UserError
    from bot.lookback.replays import parse_upload

RECORDS = Path(__file__).resolve().parent.parent / "fixtures" / "records"
FIELDS = ("edition", "players", "side", "seed", "draws", "moves", "result", "round_scores")


@cache
def good_records() -> list[dict]:
    return [json.loads(p.read_text()) for p in sorted(RECORDS.glob("*.json"))]


@cache
def positions() -> list[Any]:
    """Positions every few moves of seeded random games: both editions and sides, 2 to 4
    players; starts, mid-rounds and round ends."""
    found = []
    for edition in ("azul", "summer-pavilion"):
        for side in ("colour", "grey"):
            for players in (2, 3, 4):
                rng = random.Random(players)
                game = rules.new_game(edition, [f"p{i}" for i in range(players)], side, players)
                ply = 0
                while not game.is_over and ply < 120:
                    if ply % 7 == 0:
                        found.append(game.copy())
                    game.play(rng.choice(game.legal_moves()))
                    ply += 1
    return found


def _value(fdp: atheris.FuzzedDataProvider) -> Any:
    """Any JSON value, of any type, small or deep."""
    kind = fdp.ConsumeIntInRange(0, 7)
    if kind == 0:
        return None
    if kind == 1:
        return fdp.ConsumeBool()
    if kind == 2:
        return fdp.ConsumeInt(8)
    if kind == 3:
        return fdp.ConsumeFloat()
    if kind == 4:
        return fdp.ConsumeUnicode(fdp.ConsumeIntInRange(0, 40))
    if kind == 5:
        return [_value(fdp) for _ in range(fdp.ConsumeIntInRange(0, 3))]
    if kind == 6:
        return {fdp.ConsumeUnicode(8): _value(fdp) for _ in range(fdp.ConsumeIntInRange(0, 3))}
    return [[[[]]]] * fdp.ConsumeIntInRange(0, 3)


def _bent(fdp: atheris.FuzzedDataProvider) -> dict:
    """A good record with a few fields replaced, moves cut, changed or swapped."""
    records = good_records()
    record = json.loads(json.dumps(records[fdp.ConsumeIntInRange(0, len(records) - 1)]))
    for _ in range(fdp.ConsumeIntInRange(1, 4)):
        what = fdp.ConsumeIntInRange(0, 5)
        moves = record.get("moves") if isinstance(record.get("moves"), list) else []
        if what == 0:
            record[FIELDS[fdp.ConsumeIntInRange(0, len(FIELDS) - 1)]] = _value(fdp)
        elif what == 1:
            record.pop(FIELDS[fdp.ConsumeIntInRange(0, len(FIELDS) - 1)], None)
        elif what == 2 and moves:
            del moves[fdp.ConsumeIntInRange(0, len(moves) - 1) :]
        elif what == 3 and moves:
            moves[fdp.ConsumeIntInRange(0, len(moves) - 1)] = fdp.ConsumeUnicode(12)
        elif what == 4 and len(moves) > 1:
            i = fdp.ConsumeIntInRange(0, len(moves) - 2)
            moves[i], moves[i + 1] = moves[i + 1], moves[i]
        else:
            record[fdp.ConsumeUnicode(6)] = _value(fdp)
    return record


def record(data: bytes) -> None:
    if data.startswith(b"{"):  # a file as it comes (the corpus holds good records)
        try:
            candidate = json.loads(data.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
            return  # not JSON: `load_record_file` says so before the rules see anything
    else:
        candidate = _bent(atheris.FuzzedDataProvider(data))
    with contextlib.suppress(rules.RecordError):
        rules.replay(candidate)


def notation(data: bytes) -> None:
    fdp = atheris.FuzzedDataProvider(data)
    found = positions()
    game = found[fdp.ConsumeIntInRange(0, len(found) - 1)].copy()
    typed = fdp.ConsumeUnicode(fdp.ConsumeIntInRange(0, 24))
    if fdp.ConsumeBool() and game.legal_moves():  # a legal move, then bent
        legal = game.legal_moves()
        typed = str(legal[fdp.ConsumeIntInRange(0, len(legal) - 1)]) + typed[:3]
    before = json.dumps(game.to_dict(), sort_keys=True)
    try:
        game.play(typed)
    except rules.IllegalMove:
        after = json.dumps(game.to_dict(), sort_keys=True)
        if after != before:
            raise AssertionError(f"refused {typed!r} but changed the game") from None


def upload(data: bytes) -> None:
    if not data.startswith(b"{"):  # else a file as it comes
        data = json.dumps(_bent(atheris.FuzzedDataProvider(data))).encode()
    with contextlib.suppress(UserError):
        parse_upload(data)


TARGETS: dict[str, Callable[[bytes], None]] = {
    "record": record,
    "notation": notation,
    "upload": upload,
}
