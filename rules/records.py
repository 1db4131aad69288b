"""Game records (shared/rules/records.md): validation, replay and comparison with a result."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .base import RECORD_FORMAT, SIDES, BaseGame
from .editions import game_class
from .errors import IllegalMove, RecordError


class ReplayError(RecordError):
    """A record whose move at `index` cannot be played; the message names index, move, reason."""

    def __init__(self, index: int, move: str, reason: str) -> None:
        super().__init__(f"move {index} ({move}): {reason}")
        self.index, self.move, self.reason = index, move, reason


@dataclass
class ReplayResult:
    game: BaseGame
    mismatches: list[str]  # differences from the record's own result / round_scores

    def summary(self) -> dict[str, Any]:
        g = self.game
        return {
            "scores": g.scores,
            "winners": g.winners if g.is_over else [],
            "round_scores": [list(r) for r in g.round_scores],
            "finished": g.is_over,
        }


def validate_record(record: Any) -> dict[str, Any]:
    """Check the record's shape; raises RecordError naming the first problem."""
    if not isinstance(record, dict):
        raise RecordError("a record must be a JSON object")
    if record.get("format", RECORD_FORMAT) != RECORD_FORMAT:
        raise RecordError(f"record format {record.get('format')!r} is not {RECORD_FORMAT!r}")
    game_class(str(record.get("edition")))
    if record.get("side", "colour") not in SIDES:
        raise RecordError(f"side must be 'colour' or 'grey', not {record.get('side')!r}")
    players = record.get("players")
    if not isinstance(players, list) or not 2 <= len(players) <= 4:
        raise RecordError("players must be a list of 2 to 4 names")
    if not all(isinstance(name, str) and name for name in players):
        raise RecordError("players must be names (non-empty strings)")
    if "draws" in record and not isinstance(record["draws"], str):
        raise RecordError("draws must be a string of colour codes")
    if "seed" in record and not isinstance(record["seed"], int):
        raise RecordError("seed must be an integer")
    if "draws" not in record and "seed" not in record:
        raise RecordError("a record needs a seed or draws")
    moves = record.get("moves", [])
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise RecordError("moves must be a list of strings")
    result = record.get("result")
    if result is not None and not (
        isinstance(result, dict)
        and all(isinstance(result.get(k, []), list) for k in ("scores", "winners"))
    ):
        raise RecordError("result must be an object with lists of scores and winners")
    rounds = record.get("round_scores")
    if rounds is not None and not (
        isinstance(rounds, list) and all(isinstance(r, list) for r in rounds)
    ):
        raise RecordError("round_scores must be a list of lists")
    return record


def replay(record: dict[str, Any]) -> ReplayResult:
    """Replay a record move by move; raises ReplayError at the first illegal move."""
    validate_record(record)
    cls = game_class(record["edition"])
    game = cls(
        record["players"],
        side=record.get("side", "colour"),
        seed=record.get("seed"),
        draws=record.get("draws"),
    )
    for i, text in enumerate(record.get("moves", [])):
        try:
            game.play(text)
        except (IllegalMove, RecordError) as exc:
            raise ReplayError(i, text, str(exc)) from None
    return ReplayResult(game, _mismatches(record, game))


def _mismatches(record: dict[str, Any], game: BaseGame) -> list[str]:
    out = []
    result = record.get("result")
    if result is not None:
        if list(result.get("scores", [])) != game.scores:
            out.append(f"scores {game.scores} differ from the record's {result.get('scores')}")
        winners = game.winners if game.is_over else []
        if list(result.get("winners", [])) != winners:
            out.append(f"winners {winners} differ from the record's {result.get('winners')}")
    expected = record.get("round_scores")
    if expected is not None:
        got = [list(r) for r in game.round_scores]
        if [list(r) for r in expected] != got:
            for r, (a, b) in enumerate(zip(expected, got, strict=False)):
                if list(a) != b:
                    out.append(f"round {r + 1} scores {b} differ from the record's {list(a)}")
                    break
            else:
                out.append(f"{len(got)} rounds played, the record has {len(expected)}")
    return out


def load_record_file(path: str | Path) -> Any:
    """The file's JSON, of whatever shape: `replay` (`validate_record`) checks it."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise RecordError(f"cannot read {path}: {exc.strerror}") from None
    except UnicodeDecodeError:
        raise RecordError(f"{path} is not text (UTF-8), so not a record") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"{path} is not JSON: {exc}") from None
    except RecursionError:
        raise RecordError(f"{path} is nested too deeply to be a record") from None
