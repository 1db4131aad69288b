"""What both editions share: identity, history, records and the JSON envelope.

An edition subclass supplies the position (tiles, boards, scores) and the move logic; this base
keeps what a game *is* apart from its rules: who plays, how tiles are drawn, which moves were made,
and the queries both editions' positions answer alike (scores, winners, centre, factories).

`BaseGame` also declares the surface both editions implement (its abstract methods: `play`,
`legal_moves`, `parse_move`, `copy`, `to_dict`, `breakdown`, ...), which is all that `render`, the
bot and the computer players may use without knowing the edition. Its types name a `Move`, an
`Event` and a `Player` of either edition (`rules.editions`).
"""

from __future__ import annotations

import json
import secrets
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Self

from .errors import IllegalMove, RecordError
from .rng import Draws, ScriptedDraws, SeededDraws, draws_from_dict

if TYPE_CHECKING:  # the editions import this module
    from .editions import Event, Move, Player

RECORD_FORMAT = "azul-record/1"
SIDES = ("colour", "grey")

DRAFT = "draft"  # Azul factory offer
WALL = "wall"  # Azul grey side: choosing wall columns
ACQUIRE = "acquire"  # Summer Pavilion phase 1
PLAY = "play"  # Summer Pavilion phase 2
OVER = "over"


class BaseGame(ABC):
    """Common state and behaviour, and the surface every edition implements; see
    `rules.azul.AzulGame` and `rules.pavilion.PavilionGame`."""

    edition: ClassVar[str]
    state_format: ClassVar[str]
    tile_codes: ClassVar[str]

    names: list[str]
    side: str
    seed: int | None
    draws: Draws
    draw_log: list[str]
    history: list[Move]
    round_scores: list[tuple[int, ...]]
    round: int
    phase: str
    turn: int | None
    # The position's parts both editions have (each sets them in __init__, _load and copy).
    players: Sequence[Player]  # one board per seat, each with a `score`
    sources: list[list[int]]  # [0] the centre, [1..] the factories: tile counts per colour
    num_factories: int
    _winners: list[int]
    # A search's setting, not part of the position (never saved or copied): rounds after this
    # one start without their deal (Azul), as the searches value a position at a round's start
    # and never look at what it deals.
    deal_until: int | None = None

    # -- construction -------------------------------------------------------------------------

    @abstractmethod
    def __init__(
        self,
        players: list[str] | int = 2,
        side: str = "colour",
        seed: int | None = None,
        draws: str | None = None,
    ) -> None:
        """A new game: `players` names (or how many, named "Player 1", ...), the board `side`
        ("colour" or "grey"), and `seed` or explicit `draws` (tile codes) fixing every tile."""

    def _init_identity(
        self, players: list[str] | int, side: str, seed: int | None, draws: str | None
    ) -> None:
        if isinstance(players, int):
            players = [f"Player {i + 1}" for i in range(players)]
        names = [str(p) for p in players]
        if not 2 <= len(names) <= 4:
            raise RecordError(f"a game needs 2 to 4 players, not {len(names)}")
        if side not in SIDES:
            raise RecordError(f"side must be 'colour' or 'grey', not {side!r}")
        self.names = names
        self.side = side
        if draws is not None:
            self.seed = seed
            self.draws = ScriptedDraws(draws, self.tile_codes)
        else:
            self.seed = secrets.randbits(63) if seed is None else int(seed)
            self.draws = SeededDraws(self.seed)
        self.draw_log = []
        self.history = []
        self.round_scores = []
        self.round = 1

    @property
    def num_players(self) -> int:
        return len(self.names)

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def scores(self) -> list[int]:
        return [p.score for p in self.players]

    @property
    def winners(self) -> list[int]:
        """Winning seats once the game is over (several on a shared win), else []."""
        return list(self._winners)

    @property
    def centre(self) -> list[int]:
        return self.sources[0]

    @property
    def factories(self) -> list[list[int]]:
        return self.sources[1:]

    def _check_factory(self, s: int) -> None:
        """Source `s` exists: 0 (the centre) or a factory of this table."""
        if not 0 <= s <= self.num_factories:
            prefix = "azul" if self.edition == "azul" else "pavilion"
            raise IllegalMove(
                f"there is no factory {s}: this game has factories 1-{self.num_factories}",
                f"{prefix}.no_factory",
                factory=s,
                count=self.num_factories,
            )

    def _source_refusal(self, s: int, letter: str, colour_name: str) -> IllegalMove:
        """Why tiles of a colour cannot be taken from source `s` (0: the centre): it is empty,
        or holds none of that colour. The code is the edition's ("azul.source_empty", ...)."""
        where = "the centre" if s == 0 else f"factory {s}"
        prefix = "azul" if self.edition == "azul" else "pavilion"
        if not any(self.sources[s]):
            return IllegalMove(f"{where} is empty", f"{prefix}.source_empty", source=s)
        return IllegalMove(
            f"{where} has no {colour_name} tiles",
            f"{prefix}.no_colour_in_source",
            source=s,
            colour=letter,
        )

    def _check_turn(self, player: int | None) -> None:
        if self.phase == OVER:
            raise IllegalMove("the game is over", "game_over")
        if player is not None and player != self.turn:
            assert self.turn is not None  # the game is not over: somebody is to act
            turn, asker = self.names[self.turn], self.names[player]
            raise IllegalMove(
                f"it is {turn}'s turn, not {asker}'s", "not_your_turn", turn=turn, player=asker
            )

    @abstractmethod
    def play(self, move: Move | str, player: int | None = None) -> Sequence[Event]:
        """Apply `move` (a move object or its notation) for the player to act; returns the events
        it caused. Raises IllegalMove, the game unchanged, when the move is not allowed here
        (another edition's move, say). `player`, if given, must be `turn`."""

    def play_trusted(self, move: Move) -> None:
        """Apply a move known to be legal, as fast as the edition can (a search's imagined
        futures); by default simply `play`."""
        self.play(move)

    @abstractmethod
    def legal_moves(self) -> Sequence[Move]:
        """What the player to act (`turn`) may do; nothing once the game is over."""

    def is_legal(self, move: Move) -> bool:
        return move in self.legal_moves()

    @abstractmethod
    def parse_move(self, text: str) -> Move:
        """The move written `text` in this edition's notation; raises NotationError."""

    @abstractmethod
    def breakdown(self, seat: int) -> dict[str, int]:
        """Where the player's points came from, by the edition's categories; the values add up to
        `total`."""

    @abstractmethod
    def tile_total(self) -> int:
        """Every tile of the game, wherever it is (always the edition's whole set)."""

    @property
    def moves(self) -> list[str]:
        """The moves played so far, in notation."""
        return [str(m) for m in self.history]

    # -- records ------------------------------------------------------------------------------

    def record(self) -> dict[str, Any]:
        """The game record of `records.md`: always with `draws`, with `result` once finished."""
        rec: dict[str, Any] = {
            "format": RECORD_FORMAT,
            "edition": self.edition,
            "side": self.side,
            "players": list(self.names),
        }
        if self.seed is not None:
            rec["seed"] = self.seed
        rec["draws"] = "".join(self.draw_log)
        rec["moves"] = self.moves
        if self.is_over:
            rec["result"] = {"scores": self.scores, "winners": self.winners}
        rec["round_scores"] = [list(r) for r in self.round_scores]
        return rec

    # -- JSON state ---------------------------------------------------------------------------

    @abstractmethod
    def to_dict(self) -> dict[str, Any]:
        """The whole state as JSON-ready data (`from_dict` reads it back)."""

    @abstractmethod
    def _load(self, d: dict[str, Any]) -> None:
        """Set this bare game's state from `to_dict` output (`from_dict` checks the errors)."""

    @abstractmethod
    def copy(self) -> Self:
        """An independent copy (for search); shares nothing mutable with this game."""

    def _identity_dict(self) -> dict[str, Any]:
        return {
            "format": self.state_format,
            "edition": self.edition,
            "side": self.side,
            "players": list(self.names),
            "seed": self.seed,
            "draw_source": self.draws.to_dict(),
            "draw_log": "".join(self.draw_log),
            "moves": self.moves,
            "round_scores": [list(r) for r in self.round_scores],
            "round": self.round,
            "phase": self.phase,
            "turn": self.turn,
        }

    def _load_identity(self, d: dict[str, Any]) -> None:
        if d.get("edition") != self.edition:
            raise RecordError(f"saved state is of edition {d.get('edition')!r}, not {self.edition}")
        if d.get("format") != self.state_format:
            raise RecordError(f"state format {d.get('format')!r} is not {self.state_format!r}")
        self.side = d["side"]
        self.names = list(d["players"])
        self.seed = d["seed"]
        self.draws = draws_from_dict(d["draw_source"], self.tile_codes)
        self.draw_log = list(d["draw_log"])
        self.history = [self.parse_move(m) for m in d["moves"]]
        self.round_scores = [tuple(r) for r in d["round_scores"]]
        self.round = int(d["round"])
        self.phase = d["phase"]
        self.turn = d["turn"]

    def _check_table_size(self, d: dict[str, Any]) -> None:
        """After an edition's `_load` has read the boards: they and the saved factories fit the
        player count (2n + 1 factories for n players)."""
        if len(self.players) != len(self.names):
            raise RecordError("saved state has a board count different from its player count")
        self.num_factories = 2 * len(self.names) + 1
        if len(d["factories"]) != self.num_factories:
            raise RecordError("saved state has the wrong number of factories")

    def _copy_identity(self) -> Self:
        """A new, bare game of the same class carrying copies of the base fields; editions'
        `copy()` add their position (and share nothing mutable)."""
        g = self.__class__.__new__(self.__class__)
        g.names = self.names  # never mutated in place
        g.side = self.side
        g.seed = self.seed
        g.draws = self.draws.copy()
        g.draw_log = self.draw_log[:]
        g.history = self.history[:]
        g.round_scores = self.round_scores[:]
        g.round = self.round
        g.phase = self.phase
        g.turn = self.turn
        return g

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> Self:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise RecordError(f"saved state is not JSON: {exc}") from None
        return cls.from_dict(data)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Self:
        game = cls.__new__(cls)
        try:
            game._load(data)
        except RecordError:
            raise
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise RecordError(f"saved state is malformed: {exc!r}") from None
        return game

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, BaseGame):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]
