"""A tournament's life, without Discord: sign-up, check-in, rounds paired and played, results
collected from its games, standings, the organiser's tools.

The store is the truth at every step (`store.tournaments`): a round's tables are written before
any of its games is made, a table's result once, from its game's own result; so after a restart
`reconcile` finds every finished game whose result was not yet collected, and every table whose
game was not yet made. Who posts what (the sign-up post, pairings, threads) is the channel's
part (`bot/channel/tournaments.py`); this module decides.

Statuses: `signup` (people sign up and withdraw) → `checkin` (those signed up confirm; the
others are dropped when it closes) → `running` (rounds) → `finished` (the last round played) or
`ended` (stopped by the organiser). `paused` keeps a running tournament from pairing its next
round until resumed.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass

import rules

from ..games.service import GameService
from ..games.table import Seat, Table
from ..i18n.errors import UserError
from ..store.games import Store
from ..store.ratings import START, places
from ..store.rows import StoredTournament, TournamentPlayer, TournamentTable
from .pairing import (
    MAX_ROUND_ROBIN,
    Entrant,
    knockout_bracket,
    knockout_round,
    next_bracket,
    round_robin,
    swiss_round,
)
from .standings import Player, Result, Row, place_points, standings

FORMATS = ("swiss", "round-robin", "knockout")
MAX_SWISS_ROUNDS = 15
MAX_PLAYERS = 1024
MAX_NAME = 60
DEFAULT_CHECKIN = 15 * 60  # seconds the check-in stays open
REPLACEMENT_LEVEL = "medium"  # the computer that plays for a player who vanished


@dataclass
class Standing:
    """Where a tournament stands: its players, tables so far, and the standings."""

    tournament: StoredTournament
    players: list[TournamentPlayer]
    tables: list[TournamentTable]
    rows: list[Row]

    def name(self, user_id: int) -> str:
        return next((p.name for p in self.players if p.user_id == user_id), str(user_id))


class TournamentService:
    def __init__(
        self,
        store: Store,
        games: GameService,
        *,
        clock: Callable[[], float] = time.time,
        checkin_seconds: float = DEFAULT_CHECKIN,
    ) -> None:
        self.store = store
        self.rows = store.tournaments
        self.games = games
        self.clock = clock
        self.checkin_seconds = checkin_seconds

    # -- reading ----------------------------------------------------------------------------

    async def get(self, tournament_id: int) -> StoredTournament:
        found = await self.rows.get(tournament_id)
        if found is None:
            raise UserError("error.tournament_unknown", id=tournament_id)
        return found

    async def in_guild(self, guild_id: int) -> list[StoredTournament]:
        return await self.rows.latest(guild_id)

    async def standing(self, tournament_id: int) -> Standing:
        t = await self.get(tournament_id)
        players = await self.rows.players(t.id)
        tables = await self.rows.tables(t.id)
        return Standing(t, players, tables, table_standings(players, tables))

    # -- sign-up and check-in -----------------------------------------------------------------

    async def create(
        self,
        *,
        guild_id: int,
        channel_id: int,
        organiser_id: int,
        name: str,
        edition: str,
        side: str,
        format: str,
        table_size: int,
        rounds: int | None,
        turn_timer: int | None,
        rated: bool,
        locale: str,
        signup_seconds: float,
    ) -> StoredTournament:
        name = " ".join(name.split())
        if not name or len(name) > MAX_NAME:
            raise UserError("error.tournament_name", most=MAX_NAME)
        if format not in FORMATS:
            raise UserError("error.tournament_format", value=format[:20])
        if table_size not in (2, 3, 4):
            raise UserError("error.tournament_table_size")
        if format == "knockout" and table_size != 2:
            raise UserError("error.tournament_knockout_size")
        if not turn_timer:
            raise UserError("error.tournament_timer")
        if format == "swiss":
            if rounds is None or not 1 <= rounds <= MAX_SWISS_ROUNDS:
                raise UserError("error.tournament_rounds", most=MAX_SWISS_ROUNDS)
        else:
            rounds = 0  # known at the start, from the players
        for other in await self.rows.open_ones(guild_id):
            if other.channel_id == channel_id:
                raise UserError("error.tournament_channel_busy", name=other.name)
        tournament_id = await self.rows.create(
            guild_id=guild_id,
            channel_id=channel_id,
            organiser_id=organiser_id,
            name=name,
            edition=edition,
            side=side,
            format=format,
            table_size=table_size,
            rounds=rounds,
            turn_timer=turn_timer,
            rated=rated,
            locale=locale,
            signup_closes_at=self.clock() + max(0.0, signup_seconds),
        )
        return await self.get(tournament_id)

    async def set_message(self, t: StoredTournament, message_id: int) -> None:
        await self.rows.update(t.id, message_id=message_id)
        t.message_id = message_id

    async def sign_up(self, tournament_id: int, user_id: int, name: str) -> StoredTournament:
        t = await self.get(tournament_id)
        if t.status not in ("signup", "checkin"):
            raise UserError("error.tournament_signup_closed", name=t.name)
        players = await self.rows.players(t.id)
        if sum(1 for p in players if not p.withdrawn) >= max_players(t):
            raise UserError("error.tournament_full", most=max_players(t))
        rating = await self.rows.rating(t.guild_id, t.edition, user_id)
        player = TournamentPlayer(
            user_id,
            name[:32],
            START.shown if rating is None else rating,
            # Signing up during the check-in is checking in.
            checked_in=t.status == "checkin",
        )
        if not await self.rows.add_player(t.id, player):
            raise UserError("error.tournament_already_in", name=t.name)
        return t

    async def withdraw(self, tournament_id: int, user_id: int) -> StoredTournament:
        """Out of the tournament: before it starts simply gone from the list; once it runs,
        paired no more, their results kept (a game under way is theirs to finish or resign)."""
        t = await self.get(tournament_id)
        if t.status not in ("signup", "checkin", "running"):
            raise UserError("error.tournament_over", name=t.name)
        player = await self._player(t, user_id)
        if player is None or player.withdrawn:
            raise UserError("error.tournament_you_not_in", name=t.name)
        await self.rows.set_player(t.id, user_id, withdrawn=True, checked_in=False)
        return t

    async def check_in(self, tournament_id: int, user_id: int) -> StoredTournament:
        t = await self.get(tournament_id)
        if t.status != "checkin":
            raise UserError("error.tournament_no_checkin", name=t.name)
        player = await self._player(t, user_id)
        if player is None or player.withdrawn:
            raise UserError("error.tournament_you_not_in", name=t.name)
        if player.checked_in:
            raise UserError("error.tournament_checked_in", name=t.name)
        await self.rows.set_player(t.id, user_id, checked_in=True)
        return t

    async def open_checkin(self, t: StoredTournament) -> None:
        """Sign-up closes; the check-in opens for `checkin_seconds`, its call not yet out
        (`checkin_called`, set once it is)."""
        if t.status != "signup":
            return
        t.checkin_closes_at = self.clock() + self.checkin_seconds
        t.status, t.checkin_called = "checkin", False
        await self.rows.update(
            t.id, status="checkin", checkin_closes_at=t.checkin_closes_at, checkin_called=False
        )

    async def checkin_called(self, t: StoredTournament) -> None:
        t.checkin_called = True
        await self.rows.update(t.id, checkin_called=True)

    async def everyone_checked_in(self, t: StoredTournament) -> bool:
        players = [p for p in await self.rows.players(t.id) if not p.withdrawn]
        return len(players) >= 2 and all(p.checked_in for p in players)

    # -- rounds -------------------------------------------------------------------------------

    async def begin(self, t: StoredTournament) -> list[TournamentTable]:
        """The check-in closes: those who did not check in are dropped, the number of rounds is
        fixed (round robin, knockout) and round 1 is paired. Too few players: the tournament
        ends (`error.tournament_too_few` is raised after it is closed)."""
        if t.status != "checkin":
            raise UserError("error.tournament_not_checkin", name=t.name)
        await self.rows.drop_unchecked(t.id)
        players = [p for p in await self.rows.players(t.id) if not p.withdrawn]
        if len(players) < 2 or (t.format == "round-robin" and len(players) > MAX_ROUND_ROBIN):
            t.status = "ended"
            await self.rows.update(t.id, status="ended")
            if len(players) < 2:
                raise UserError("error.tournament_too_few", name=t.name)
            raise UserError("error.tournament_round_robin_many", most=MAX_ROUND_ROBIN)
        if t.format == "round-robin":
            t.rounds = len(round_robin(seeded(players), t.table_size))
        elif t.format == "knockout":
            t.rounds = math.ceil(math.log2(len(players)))
        tables = await self.pair(t, starting=True)
        t.status = "running"
        return tables

    async def pair(self, t: StoredTournament, *, starting: bool = False) -> list[TournamentTable]:
        """The next round's tables (byes as tables of one), stored before any game is made;
        `starting`: round 1, and the tournament running with its rounds fixed, in the same
        transaction (a crash in between would leave it running with no round to play)."""
        players = await self.rows.players(t.id)
        tables = await self.rows.tables(t.id)
        number = t.round + 1
        seats = next_round(t, players, tables, number)
        await self.rows.add_round(t.id, number, seats, start_rounds=t.rounds if starting else None)
        t.round, t.round_deadline = number, None
        return await self.rows.tables(t.id, number)

    async def open_table_game(
        self, t: StoredTournament, table: TournamentTable, channel_id: int
    ) -> Table:
        """The game of a table, in `channel_id` (its thread), started with the seats as paired:
        the tournament's edition, side, timer and rating; a player a computer stands in for is
        that computer."""
        players = {p.user_id: p for p in await self.rows.players(t.id)}
        seats = []
        for user_id in table.players:
            p = players[user_id]
            if p.computer:
                seats.append(Seat(None, p.computer, p.name))
            else:
                seats.append(Seat(user_id, None, p.name))
        game = await self.games.open_seated_game(
            guild_id=t.guild_id,
            channel_id=channel_id,
            parent_id=t.channel_id,
            host_id=t.organiser_id,
            edition=t.edition,
            side=t.side,
            locale=t.locale,
            turn_timer=t.turn_timer,
            rated=t.rated,
            seats=seats,
            tournament_table=(t.id, table.round, table.table_no),
        )
        table.game_id = game.id
        return game

    async def result_to_record(
        self, game_id: int
    ) -> tuple[StoredTournament, TournamentTable] | None:
        """A tournament game that has closed and its table, its result worked out but not yet
        recorded (None: not a tournament game, not closed, or recorded already). Places are
        the game's own; a game stopped without a result (ended) is placed by its scores at
        that moment. The caller says the result, then records it: a crash in between says it
        again at the next start rather than never."""
        # Asked after every change of a tournament game: the common answer (still open) comes
        # from one small read, without the game's snapshot.
        if await self.rows.game_status(game_id) in ("lobby", "active", "missing", "cancelled"):
            return None  # cancelled: called off
        found = await self.rows.table_of_game(game_id)
        if found is None:
            return None
        tournament_id, table = found
        if table.places is not None:
            return None
        _, result, snapshot = await self.rows.game_outcome(game_id)
        table.scores, table.places, table.adjudicated = outcome_places(
            result, snapshot, len(table.players)
        )
        return await self.get(tournament_id), table

    async def record_result(self, t: StoredTournament, table: TournamentTable) -> bool:
        """A table's result (from `result_to_record`), once: False if it had one already."""
        assert table.scores is not None and table.places is not None
        return await self.rows.set_result(
            t.id, table.round, table.table_no, table.scores, table.places,
            adjudicated=table.adjudicated,
        )  # fmt: skip

    async def collect(self, game_id: int) -> tuple[StoredTournament, TournamentTable] | None:
        """A closed tournament game's result, recorded at once (None: nothing to record)."""
        found = await self.result_to_record(game_id)
        if found is None or not await self.record_result(*found):
            return None
        return found

    async def round_done(self, t: StoredTournament) -> bool:
        tables = await self.rows.tables(t.id, t.round)
        return bool(tables) and all(table.done for table in tables)

    async def is_last_round(self, t: StoredTournament) -> bool:
        if t.format == "knockout":
            tables = await self.rows.tables(t.id, t.round)
            return len(tables) == 1 and not tables[0].is_bye
        return t.round >= t.rounds

    async def finish(self, t: StoredTournament) -> None:
        t.status = "finished"
        await self.rows.update(t.id, status="finished", round_deadline=None)

    async def unfinished_tables(self, t: StoredTournament) -> list[TournamentTable]:
        """The tables of the round under way still playing (their games are open)."""
        return [x for x in await self.rows.tables(t.id, t.round) if not x.done]

    # -- the organiser --------------------------------------------------------------------------

    def check_organiser(self, t: StoredTournament, user_id: int, may_manage: bool) -> None:
        if user_id != t.organiser_id and not may_manage:
            raise UserError("error.tournament_organiser_only")

    async def set_paused(self, t: StoredTournament, paused: bool) -> None:
        if t.status != "running":
            raise UserError("error.tournament_not_running", name=t.name)
        if t.paused == paused:
            raise UserError("error.tournament_paused" if paused else "error.tournament_not_paused")
        t.paused = paused
        await self.rows.update(t.id, paused=paused)

    async def set_round_deadline(self, t: StoredTournament, seconds: float) -> float:
        if t.status != "running":
            raise UserError("error.tournament_not_running", name=t.name)
        due = self.clock() + seconds
        t.round_deadline = due
        await self.rows.update(t.id, round_deadline=due)
        return due

    async def drop(self, t: StoredTournament, user_id: int) -> None:
        """The organiser takes a player out (between rounds or during one: paired no more)."""
        player = await self._player(t, user_id)
        if player is None or player.withdrawn:
            raise UserError("error.tournament_not_in", name=t.name)
        await self.rows.set_player(t.id, user_id, withdrawn=True)

    async def add(self, t: StoredTournament, user_id: int, name: str) -> None:
        """The organiser adds a player (paired from the next round on)."""
        if t.status not in ("signup", "checkin", "running"):
            raise UserError("error.tournament_over", name=t.name)
        rating = await self.rows.rating(t.guild_id, t.edition, user_id)
        player = TournamentPlayer(
            user_id, name[:32], START.shown if rating is None else rating, checked_in=True
        )
        if not await self.rows.add_player(t.id, player):
            raise UserError("error.tournament_player_in", player=name, name=t.name)

    async def replace(self, t: StoredTournament, user_id: int, level: str) -> None:
        """A computer plays for a player who vanished, from their next game on."""
        player = await self._player(t, user_id)
        if player is None or player.withdrawn:
            raise UserError("error.tournament_not_in", name=t.name)
        await self.rows.set_player(t.id, user_id, computer=level)

    async def check_repair(self, t: StoredTournament) -> list[int]:
        """Whether the round under way may be paired again (nobody has moved in its games
        yet): the games to call off first."""
        if t.status != "running" or t.round == 0:
            raise UserError("error.tournament_not_running", name=t.name)
        tables = await self.rows.tables(t.id, t.round)
        if any(x.places is not None and not x.is_bye for x in tables):
            raise UserError("error.tournament_round_started", round=t.round)
        games = [x.game_id for x in tables if x.game_id is not None]
        if await self.rows.people_moved(games):
            raise UserError("error.tournament_round_started", round=t.round)
        # Those called off already (a pairing again cut short by a crash) are left as they are.
        return [g for g in games if await self.rows.game_status(g) != "cancelled"]

    async def called_off(self, t: StoredTournament) -> bool:
        """Whether a table of the round under way has a game called off: a pairing again that
        a crash stopped between calling its games off and storing the new tables."""
        for table in await self.rows.tables(t.id, t.round):
            if (
                table.game_id is not None
                and not table.done
                and await self.rows.game_status(table.game_id) == "cancelled"
            ):
                return True
        return False

    async def repair(self, t: StoredTournament) -> list[TournamentTable]:
        """The round under way paired again from the players as they are now (its games
        called off already: `check_repair`)."""
        t.round -= 1
        return await self.pair(t)

    async def end(self, t: StoredTournament) -> None:
        if t.status not in ("signup", "checkin", "running"):
            raise UserError("error.tournament_over", name=t.name)
        t.status = "ended"
        await self.rows.update(t.id, status="ended", round_deadline=None)

    # -- time ---------------------------------------------------------------------------------

    async def due(self, now: float) -> list[tuple[StoredTournament, str]]:
        """What is due in open tournaments: `signup` (the sign-up closes), `checkin` (the
        check-in closes), `deadline` (the organiser's round deadline passed)."""
        out = []
        for t in await self.rows.open_ones():
            if t.status == "signup" and t.signup_closes_at <= now:
                out.append((t, "signup"))
            elif t.status == "checkin" and (t.checkin_closes_at or 0) <= now:
                out.append((t, "checkin"))
            elif t.status == "running" and t.round_deadline and t.round_deadline <= now:
                out.append((t, "deadline"))
        return out

    async def next_due(self, owns: Callable[[int], bool] = lambda guild_id: True) -> float | None:
        """When the next thing is due in the open tournaments of the guilds `owns` says."""
        times = []
        for t in await self.rows.open_ones():
            if not owns(t.guild_id):
                continue
            if t.status == "signup":
                times.append(t.signup_closes_at)
            elif t.status == "checkin" and t.checkin_closes_at is not None:
                times.append(t.checkin_closes_at)
            elif t.status == "running" and t.round_deadline:
                times.append(t.round_deadline)
        return min(times, default=None)

    async def _player(self, t: StoredTournament, user_id: int) -> TournamentPlayer | None:
        return next((p for p in await self.rows.players(t.id) if p.user_id == user_id), None)


def max_players(t: StoredTournament) -> int:
    return MAX_ROUND_ROBIN if t.format == "round-robin" else MAX_PLAYERS


def seeded(players: list[TournamentPlayer]) -> list[int]:
    """Player ids by rating at the start, best first (then by who signed up first)."""
    order = {p.user_id: i for i, p in enumerate(players)}
    return [p.user_id for p in sorted(players, key=lambda p: (-p.rating, order[p.user_id]))]


def outcome_places(
    result: dict | None, snapshot: dict | None, seats: int
) -> tuple[tuple[int, ...], tuple[int, ...], bool]:
    """(scores, places, adjudicated) of a closed game: its result's, or without one (stopped
    early) its scores at that moment (from the snapshot), placed by score."""
    if result and result.get("places") and result.get("scores"):
        return tuple(map(int, result["scores"])), tuple(map(int, result["places"])), False
    scores = [0] * seats
    if result and result.get("scores"):
        scores = [int(s) for s in result["scores"]]
    elif snapshot:
        scores = [int(s) for s in rules.load_state(snapshot).scores]
    return tuple(scores), tuple(places(scores, [], [False] * seats)), True


def table_standings(players: list[TournamentPlayer], tables: list[TournamentTable]) -> list[Row]:
    results = [
        Result(t.round, t.players, t.scores or (), t.places, t.adjudicated)
        for t in tables
        if not t.is_bye and t.places is not None
    ]
    byes = [t.players[0] for t in tables if t.is_bye]
    return standings(
        [Player(p.user_id, p.rating, p.withdrawn) for p in players], results, byes=byes
    )


def entrants(players: list[TournamentPlayer], tables: list[TournamentTable]) -> list[Entrant]:
    """What Swiss pairing needs of everyone still playing: points, opponents, first seats, byes."""
    points: dict[int, float] = {}
    met: dict[int, set[int]] = {}
    firsts: dict[int, int] = {}
    byes: dict[int, int] = {}
    for t in tables:
        if t.is_bye:
            byes[t.players[0]] = byes.get(t.players[0], 0) + 1
            points[t.players[0]] = points.get(t.players[0], 0.0) + 3.0
            continue
        firsts[t.players[0]] = firsts.get(t.players[0], 0) + 1
        for pid in t.players:
            met.setdefault(pid, set()).update(o for o in t.players if o != pid)
        if t.places is not None:
            for pid, gained in zip(t.players, place_points(t.places), strict=True):
                points[pid] = points.get(pid, 0.0) + gained
    return [
        Entrant(
            p.user_id,
            p.rating,
            points.get(p.user_id, 0.0),
            frozenset(met.get(p.user_id, ())),
            firsts.get(p.user_id, 0),
            byes.get(p.user_id, 0),
        )
        for p in players
        if not p.withdrawn
    ]


def next_round(
    t: StoredTournament,
    players: list[TournamentPlayer],
    tables: list[TournamentTable],
    number: int,
) -> list[tuple[int, ...]]:
    """The seats of round `number`'s tables, byes as tables of one, in the order posted."""
    playing = [p for p in players if not p.withdrawn]
    if t.format == "swiss":
        plan = swiss_round(entrants(playing, tables), t.table_size)
        return [tuple(x) for x in plan.tables] + [(b,) for b in plan.byes]
    if t.format == "round-robin":
        # The schedule is round 1's field's, whoever withdrew since.
        first = {pid for x in tables if x.round == 1 for pid in x.players}
        everyone = [p for p in players if p.user_id in first] if first else playing
        schedule = round_robin(seeded(everyone), t.table_size)
        plan = schedule[number - 1]
        out = []
        active = {p.user_id for p in playing}
        for table in plan.tables:
            left = tuple(p for p in table if p in active)  # a withdrawn player's seat stays empty
            if left:
                out.append(left)
        out += [(b,) for b in plan.byes if b in active]
        return out
    # Knockout: round 1 from the seeds; then the winners of the round before, in bracket order.
    seed = {pid: i + 1 for i, pid in enumerate(seeded(playing))}
    if number == 1:
        pairs = knockout_bracket(seeded(playing))
    else:
        before = [x for x in tables if x.round == number - 1]
        pairs = next_bracket([knockout_winner(x, seed) for x in before])
    firsts: dict[int, int] = {}
    for x in tables:
        if not x.is_bye:
            firsts[x.players[0]] = firsts.get(x.players[0], 0) + 1
    plan = knockout_round(pairs, firsts, seed)
    order = [p for pair in pairs for p in pair if p is not None]
    by_first = {p: i for i, p in enumerate(order)}
    seats: list[tuple[int, ...]] = [tuple(x) for x in plan.tables] + [(b,) for b in plan.byes]
    return sorted(seats, key=lambda s: min(by_first[p] for p in s))  # bracket order


def knockout_winner(table: TournamentTable, seed: dict[int, int]) -> int:
    """Who goes through: the bye, or the table's first place; a shared first place sends the
    higher seed (a player who withdrew since counts as the lowest seed)."""
    if table.is_bye:
        return table.players[0]
    assert table.places is not None
    first = [p for p, place in zip(table.players, table.places, strict=True) if place == 1]
    return min(first, key=lambda p: seed.get(p, 10**9))
