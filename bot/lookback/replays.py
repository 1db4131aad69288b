"""Stepping through a game record: the position after any number of moves, with the move that led
there narrated. No Discord here; the replay cog shows what this computes.

A replay is computed from the record each time (about a millisecond for a whole game), so a
replay message needs no state but its source and position, which its buttons carry.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import rules

from ..i18n.errors import UserError
from ..i18n.narration import narrate
from ..i18n.reasons import reason

if TYPE_CHECKING:
    from render import Locale

MAX_RECORD_BYTES = 512 * 1024  # a 4-player Summer Pavilion record is about 3 KB
MAX_MOVES = 1000  # the longest real game has about 200
MAX_NAME = 100
KEPT_FIELDS = ("format", "edition", "side", "players", "seed", "draws", "moves")
MAX_KEPT_BYTES = 32 * 1024  # a kept record: a long real game is a few KB


@dataclass(frozen=True, slots=True)
class Position:
    """The game after `ply` of `total` moves."""

    ply: int
    total: int
    game: rules.BaseGame
    lines: list[str]  # the move that led here, narrated (empty at the start)
    round_starts: tuple[int, ...]  # the ply of each round's first move

    @property
    def round(self) -> int:
        return self.game.round

    @property
    def at_end(self) -> bool:
        return self.ply == self.total


def parse_upload(data: bytes) -> dict:
    """A record file as sent: JSON within the limits, the shape of records.md, every move legal.
    Anything else is a UserError saying what is wrong (the move index and the rules' reason for
    an illegal move, as `python -m rules replay` does). What comes back is the record as the
    rules write it for that game (`kept`), not the file: unknown keys, unused draws and the
    file's own spelling of moves are not kept."""
    if len(data) > MAX_RECORD_BYTES:
        raise UserError("replay.too_big", limit=MAX_RECORD_BYTES // 1024)
    try:
        record = json.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise UserError("replay.not_json", detail="not UTF-8 text") from None
    except json.JSONDecodeError as exc:
        raise UserError("replay.not_json", detail=f"line {exc.lineno}: {exc.msg}") from None
    except RecursionError:
        raise UserError("replay.not_json", detail="nested too deeply") from None
    except ValueError:  # Python reads integers of at most 4,300 digits
        raise UserError("replay.not_json", detail="a number with too many digits") from None
    return kept(check_record(record))


def kept(game: rules.BaseGame) -> dict:
    """The record of a replayed game with only the fields a replay needs (records.md): the
    same positions, move for move, as the file it came from."""
    record = game.record()
    out = {k: record[k] for k in KEPT_FIELDS if record.get(k) is not None}
    size = len(json.dumps(out, separators=(",", ":"), ensure_ascii=False).encode())
    if size > MAX_KEPT_BYTES:
        raise UserError("replay.too_big", limit=MAX_KEPT_BYTES // 1024)
    return out


def check_record(record: Any) -> rules.BaseGame:
    """The game after every move of `record`, or the UserError that says what is wrong."""
    try:
        rules.validate_record(record)
    except rules.RecordError as exc:
        raise UserError("replay.bad_record", detail=str(exc)[:300]) from None
    names = record["players"]
    if any(len(n) > MAX_NAME for n in names):  # the rules checked they are names
        raise UserError("replay.bad_record", detail="players must be names of 1 to 100 characters")
    if len(record.get("moves", [])) > MAX_MOVES:
        raise UserError("replay.bad_record", detail=f"more than {MAX_MOVES} moves")
    game, _, _ = _play(record, len(record.get("moves", [])))  # every move legal, or which not
    return game


def position(record: dict, ply: int, locale: Locale) -> Position:
    """The position after `ply` moves (clamped to the record), narrated in `locale`."""
    total = len(record.get("moves", []))
    ply = max(0, min(ply, total))
    game, last, starts = _play(record, ply)
    lines: list[str] = []
    if last is not None:
        seat, events = last
        lines = narrate(
            events,
            edition=game.edition,
            names=game.names,
            seat=seat,
            notation=str(game.history[-1]),
            locale=locale,
        )
    return Position(ply, total, game, lines, starts)


def _play(
    record: dict, ply: int
) -> tuple[rules.BaseGame, tuple[int | None, list] | None, tuple[int, ...]]:
    """The game after `ply` moves, (seat, events) of the move that led there, and where every
    round starts. The whole record is played, so a record with an illegal move fails at every
    position, naming the move."""
    game = _start(record)
    at_ply = game.copy() if ply == 0 else None
    last = None
    starts: list[int] = [0]
    moves = record.get("moves", [])
    for index, move in enumerate(moves):
        if game.round > len(starts):
            starts.append(index)
        seat = game.turn
        try:
            events = game.play(move)
        except rules.RulesError as exc:
            raise UserError(
                "replay.bad_move", index=index, move=move[:40], reason=_why(exc)
            ) from None
        if index == ply - 1:
            at_ply, last = game.copy(), (seat, list(events))
    assert at_ply is not None, "ply is within the record (the callers clamp it)"
    return at_ply, last, tuple(starts)


def _start(record: dict) -> rules.BaseGame:
    try:
        return rules.game_class(record["edition"])(
            list(record["players"]),
            side=record.get("side", "colour"),
            seed=record.get("seed"),
            draws=record.get("draws"),
        )
    except (rules.RulesError, ValueError, TypeError) as exc:
        raise UserError("replay.bad_record", detail=str(exc)[:300]) from None


def _why(exc: Exception) -> object:
    return reason(exc) if isinstance(exc, rules.IllegalMove) else str(exc)[:200]
