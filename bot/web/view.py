"""What a page shows: a game as JSON (docs/web.md), built from the store, so that a page on any
process shows what is committed, whichever process committed it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import rules
from render.labels_i18n import TRANSLATED_LABELS

from ..games.rebuild import rebuild_game
from ..i18n.narration import narrate
from ..store.games import Store
from ..store.rows import StoredGame
from .labels import WEB_LABELS
from .tokens import REPLAY, Grant

NARRATED = 3  # the latest moves told on the page
HIDDEN = ("seed", "draw_source", "draw_log")  # with them anyone could know the tiles to come
VERSION = 1


class NoGame(Exception):
    """The game of a token is not in the store, or has not started."""


@dataclass(frozen=True, slots=True)
class Loaded:
    """A game as committed, once, for every page that shows it: what all pages share, and
    what each adds for its own viewer (`for_viewer`)."""

    stored: StoredGame
    game: rules.BaseGame
    shared: dict[str, Any]

    def for_viewer(self, grant: Grant) -> dict[str, Any]:
        stored, game = self.stored, self.game
        you = seat_of(stored, grant.user_id)
        to_act = game.turn if self.shared["game"]["status"] == "active" else None
        seat_row = next((s for s in stored.seats if s.seat == you), None)
        can_move = (
            grant.may_move
            and you is not None
            and you == to_act
            and seat_row is not None
            and not seat_row.resigned
        )
        legal = [str(m) for m in game.legal_moves()] if can_move else []
        return {**self.shared, "you": you, "can_move": can_move, "legal": legal}


async def load(store: Store, game_id: int) -> Loaded:
    stored = await store.get_game(game_id)
    if stored is None or stored.status in ("lobby", "cancelled"):
        raise NoGame(game_id)
    game = rebuild_game(stored)
    deadlines = [d for d in await store.deadlines(stored.id) if d.kind == "expiry"]
    deadline = deadlines[0].due_at if deadlines else None
    return Loaded(stored, game, shared_view(stored, game, deadline=deadline))


async def table_view(store: Store, grant: Grant, ply: int | None = None) -> dict[str, Any]:
    """The table for `grant`'s page; a replay link's page shows the position after `ply`
    moves (by default the first)."""
    if grant.kind == REPLAY:
        return await replay_view(store, grant, ply or 0)
    return (await load(store, grant.game_id)).for_viewer(grant)


async def replay_view(store: Store, grant: Grant, ply: int) -> dict[str, Any]:
    stored = await store.get_game(grant.game_id)
    if stored is None or stored.status in ("lobby", "cancelled"):
        raise NoGame(grant.game_id)
    ply = max(0, min(ply, len(stored.moves)))
    names = [s.name for s in sorted(stored.seats, key=lambda s: s.seat)]
    game = rules.new_game(stored.edition, names, stored.side, stored.seed)
    for notation in stored.moves[:ply]:
        game.play(notation)
    view = shared_view(stored, game, deadline=None, upto=ply)
    if ply < len(stored.moves):  # a position on the way: not the game's end, nobody's clock
        view["game"] = {**view["game"], "status": "replay"}
        view["final"] = None
    return {
        **view,
        "you": None,
        "can_move": False,
        "legal": [],
        "replay": {"plies": len(stored.moves), "index": ply},
    }


def seat_of(stored: StoredGame, user_id: int | None) -> int | None:
    if user_id is None:
        return None
    return next((s.seat for s in stored.seats if s.user_id == user_id), None)


def shared_view(
    stored: StoredGame, game: rules.BaseGame, *, deadline: float | None, upto: int | None = None
) -> dict[str, Any]:
    """Everything a page shows but whose seat it is and what that person may play; with
    `upto`, the position after that many moves (a replay)."""
    running = stored.status == "active" and not game.is_over
    to_act = game.turn if running else None
    state = {k: v for k, v in game.to_dict().items() if k not in HIDDEN}
    return {
        "type": "table",
        "v": VERSION,
        "game": {
            "id": stored.id,
            "edition": stored.edition,
            "side": stored.side,
            "status": "finished" if game.is_over else stored.status,
            "ply": len(game.history),
            "rated": stored.rated,
            "language": stored.locale,
            "round": state.get("round"),
        },
        "seats": [
            {
                "name": s.name,
                "computer": s.user_id is None,
                "level": s.level,
                "resigned": s.resigned,
                "to_act": s.seat == to_act,
            }
            for s in sorted(stored.seats, key=lambda s: s.seat)
        ],
        "state": state,
        "deadline": deadline if running else None,
        "narration": narration(stored, NARRATED, upto),
        "final": final_of(game) if game.is_over else None,
        "labels": labels_for(stored.locale),
    }


def labels_for(locale: str | None) -> dict[str, str]:
    """The page's words in the game's language: those the table images share, then its own
    (English: none, the page has it)."""
    language = (locale or "en").split("-")[0].lower()
    return {**TRANSLATED_LABELS.get(language, {}), **WEB_LABELS.get(language, {})}


def narration(stored: StoredGame, count: int, upto: int | None = None) -> list[str]:
    """The lines that told the latest `count` moves (of the first `upto`) in the channel, in
    the game's language."""
    names = [s.name for s in sorted(stored.seats, key=lambda s: s.seat)]
    game = rules.new_game(stored.edition, names, stored.side, stored.seed)
    lines: list[str] = []
    moves = stored.moves if upto is None else stored.moves[:upto]
    first = len(moves) - count
    for ply, notation in enumerate(moves):
        seat = game.turn
        events = game.play(notation)
        if ply >= first:
            lines += narrate(
                events,
                edition=stored.edition,
                names=names,
                seat=seat,
                notation=notation,
                locale=stored.locale,
            )
    return lines


def final_of(game: rules.BaseGame) -> dict[str, Any]:
    return {
        "winners": list(game.winners),
        "scores": list(game.scores),
        "breakdown": [game.breakdown(seat) for seat in range(len(game.players))],
    }
