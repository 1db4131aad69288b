"""Looking back at scale: history, stats, the leaderboard and a replay step on a big archive.

    python -m bench.history [--games 100000] [--servers 50] [--people 5000] [--samples 200]
                            [--database postgresql://...]

Fills a fresh database (a SQLite file unless `--database` names a PostgreSQL one) with
`--games` finished games across `--servers` servers and `--people` people: 2 to 4 seats (one
game in ten with a computer player), both editions and sides, every move kept, scores, places
and ratings (the bot's own rating code: the places of each game go through `bot.ratings.rate`
in the order the games ended). The moves come from a few dozen real games played to their end
with the rules engine, seated with different people.

Then times, through `bot.lookback.Lookback` (the calls the cogs make, with the bot's image
workers), `--samples` answers of each: `/azul history` (a random page, with and without a
person), `/azul stats` of a random person, `/azul leaderboard` of a random server, and one
replay step (a random game and position). For the commands with an image, `data_*` is the
answer without its image.

Prints one JSON line. Targets on the project machine: p95 ≤ 50 ms for every answer's data,
≤ 150 ms with its image.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sqlite3
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from .stats import percentile


def played_games(count: int, seed: int) -> list:
    """`count` real games played to their end by the engine, of every kind."""
    from rules import new_game
    from rules.ai import choose_move

    rng = random.Random(seed)
    games = []
    for i in range(count):
        edition = "azul" if i % 3 else "summer-pavilion"
        players = 2 + i % 3
        side = "grey" if i % 4 == 3 else "colour"
        game = new_game(edition, players, side, seed + i)
        while not game.is_over:
            legal = game.legal_moves()
            # Mostly the easy computer (games of a sensible length), sometimes any legal move.
            if rng.random() < 0.8:
                game.play(choose_move(game, "easy", seed + i + len(game.history)))
            else:
                game.play(rng.choice(legal))
        games.append(game)
    return games


def plan(games: int, servers: int, people: int, seed: int, templates: list) -> list[dict]:
    """Who played which game where: each server has its own crowd of regulars."""
    from bot.store.ratings import places

    rng = random.Random(seed)
    crowds = [rng.sample(range(1, people + 1), k=min(people, 300)) for _ in range(servers)]
    start = datetime(2025, 1, 1, tzinfo=UTC)
    out = []
    for n in range(games):
        template = templates[rng.randrange(len(templates))]
        guild = rng.randrange(servers)
        seats = rng.sample(crowds[guild], k=template.num_players)
        computer = rng.random() < 0.1
        levels = [None] * len(seats)
        if computer:
            levels[-1] = rng.choice(("easy", "medium", "hard"))
        scores, winners = template.scores, template.winners
        out.append(
            {
                "guild": 10_000 + guild,
                "template": template,
                "users": [None if lvl else u for u, lvl in zip(seats, levels, strict=True)],
                "levels": levels,
                "scores": scores,
                "places": places(scores, winners, [False] * len(scores)),
                "finished_at": (start + timedelta(minutes=5 * n)).isoformat(timespec="seconds"),
            }
        )
    return out


def ratings_of(games: list[dict]) -> tuple[list[tuple], list[tuple]]:
    """Every rating row and rating change, as the bot would have written them game by game."""
    from bot.store.ratings import GLOBAL, Rating, player_key, rate

    known: dict[tuple, Rating] = {}
    names: dict[tuple, str] = {}
    changes = []
    for game_id, game in enumerate(games, start=1):
        edition = game["template"].edition
        keys = [player_key(u, lvl) for u, lvl in zip(game["users"], game["levels"], strict=True)]
        for scope in (game["guild"], GLOBAL):
            before = {k: known.get((scope, edition, k), Rating()) for k in keys}
            after = rate([(k, before[k]) for k in keys], game["places"])
            for key, new in after.items():
                known[(scope, edition, key)] = new
                names[(scope, edition, key)] = _name(key)
                changes.append((game_id, scope, key, edition, before[key].shown, new.shown))
    rows = [
        (scope, edition, key, names[(scope, edition, key)], r.mu, r.sigma, r.shown, r.games,
         r.wins, "2026-01-01T00:00:00+00:00")
        for (scope, edition, key), r in known.items()
    ]  # fmt: skip
    return rows, changes


def _name(key: str) -> str:
    return f"Player {key[2:]}" if key.startswith("u:") else f"Computer ({key[2:]})"


def game_rows(games: list[dict]):
    for game_id, game in enumerate(games, start=1):
        t = game["template"]
        result = json.dumps(
            {"reason": "finished", "scores": t.scores, "winners": t.winners,
             "places": game["places"]}
        )  # fmt: skip
        stamp = game["finished_at"]
        yield (
            game_id, game["guild"], 500_000 + game_id, game["users"][0] or 1, t.edition, t.side,
            t.seed, "en", "finished", result, stamp, stamp, len(t.history), stamp, 1,
        )  # fmt: skip


def seat_rows(games: list[dict]):
    for game_id, game in enumerate(games, start=1):
        for seat, (user, level) in enumerate(zip(game["users"], game["levels"], strict=True)):
            name = _name(f"u:{user}") if user else _name(f"c:{level}")
            yield (
                game_id, seat, user, level, name, game["scores"][seat], game["places"][seat]
            )  # fmt: skip


def move_rows(games: list[dict]):
    for game_id, game in enumerate(games, start=1):
        stamp = game["finished_at"]
        seats = game["template"]._bench_seats
        for ply, notation in enumerate(game["template"]._bench_moves):
            yield (game_id, ply, seats[ply], notation, stamp)


GAME_COLUMNS = (
    "id", "guild_id", "channel_id", "host_id", "edition", "side", "seed", "locale", "status",
    "result", "created_at", "updated_at", "snapshot_ply", "finished_at", "ratings_applied",
)  # fmt: skip
SEAT_COLUMNS = ("game_id", "seat", "user_id", "level", "name", "score", "place")
MOVE_COLUMNS = ("game_id", "ply", "seat", "notation", "played_at")
RATING_COLUMNS = (
    "scope", "edition", "player", "name", "mu", "sigma", "rating", "games", "wins", "updated_at",
)  # fmt: skip
CHANGE_COLUMNS = ("game_id", "scope", "player", "edition", "rating_before", "rating_after")


async def fill(target: str, games: list[dict]) -> None:
    from bot.store.drivers import is_postgres_url
    from bot.store.games import Store

    store = await Store.open(target)  # the bot's own schema, every migration
    await store.close()
    ratings, changes = ratings_of(games)
    tables = (
        ("games", GAME_COLUMNS, game_rows(games)),
        ("seats", SEAT_COLUMNS, seat_rows(games)),
        ("moves", MOVE_COLUMNS, move_rows(games)),
        ("ratings", RATING_COLUMNS, ratings),
        ("rating_changes", CHANGE_COLUMNS, changes),
    )
    if is_postgres_url(target):
        import asyncpg

        conn = await asyncpg.connect(target)
        try:
            for table, columns, rows in tables:
                await conn.copy_records_to_table(table, records=list(rows), columns=columns)
            await conn.execute("SELECT setval('games_id_seq', (SELECT MAX(id) FROM games))")
            await conn.execute("ANALYZE")
        finally:
            await conn.close()
        return
    db = sqlite3.connect(target)
    db.execute("PRAGMA synchronous = OFF")
    with db:
        for table, columns, rows in tables:
            marks = ", ".join("?" for _ in columns)
            db.executemany(f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})", rows)
    db.execute("ANALYZE")
    db.close()


async def measure(target: str, games: list[dict], samples: int, seed: int) -> dict:
    from bot.lookback.pages import Lookback
    from bot.runtime.images import Images
    from bot.runtime.workers import default_workers
    from bot.store.games import Store

    rng = random.Random(seed)
    store = await Store.open(target)
    images = Images(default_workers())
    await images.warm()
    look = Lookback(store, images)
    guilds = sorted({g["guild"] for g in games})
    times: dict[str, list[float]] = {}

    async def timed(name: str, call) -> object:
        began = time.perf_counter()
        answer = await call
        times.setdefault(name, []).append(time.perf_counter() - began)
        return answer

    try:
        for _ in range(samples):
            game_id = rng.randrange(1, len(games) + 1)
            game = games[game_id - 1]
            guild = game["guild"]
            person = next(u for u in game["users"] if u is not None)
            total, _ = await store.results.history(guild, limit=1)
            page = rng.randrange(max(1, total // 10))
            await timed("history", look.history(guild, "en", page=page))
            await timed("history_person", look.history(guild, "en", user_id=person, page=0))
            await timed("stats", look.stats(guild, person, "Player", "en"))
            await timed("data_stats", look.stats(guild, person, "Player", "en", image=False))
            board = rng.choice(guilds)
            edition = rng.choice(("azul", "summer-pavilion"))
            await timed("leaderboard", look.leaderboard(board, edition, "en", asker_id=person))
            await timed(
                "data_leaderboard",
                look.leaderboard(board, edition, "en", asker_id=person, image=False),
            )
            ply = rng.randrange(len(game["template"].history) + 1)
            await timed("replay_step", look.replay(f"g{game_id}", ply, "en", guild))
            await timed(
                "data_replay_step", look.replay(f"g{game_id}", ply, "en", guild, image=False)
            )
    finally:
        images.close()
        await store.close()
    return {
        name: {
            "p50_ms": round(percentile(values, 50) * 1000, 1),
            "p95_ms": round(percentile(values, 95) * 1000, 1),
        }
        for name, values in times.items()
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--servers", type=int, default=50)
    parser.add_argument("--people", type=int, default=5_000)
    parser.add_argument("--samples", type=int, default=200)
    parser.add_argument("--templates", type=int, default=48)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--database", help="a postgresql:// URL (default: a fresh SQLite file)")
    args = parser.parse_args()
    began = time.perf_counter()
    templates = played_games(args.templates, args.seed)
    for t in templates:  # what the rows need, worked out once per real game
        t._bench_moves = [str(m) for m in t.history]
        t._bench_seats = _seats_of(t)
    games = plan(args.games, args.servers, args.people, args.seed, templates)
    with tempfile.TemporaryDirectory() as tmp:
        target = args.database or str(Path(tmp) / "history.sqlite")
        asyncio.run(fill(target, games))
        filled = time.perf_counter() - began
        figures = asyncio.run(measure(target, games, args.samples, args.seed))
    print(
        json.dumps(
            {
                "games": args.games,
                "servers": args.servers,
                "people": args.people,
                "store": "postgresql" if args.database else "sqlite",
                "fill_s": round(filled, 1),
                **figures,
            }
        )
    )


def _seats_of(game) -> list[int]:
    """Who played each move of a finished game (replayed from its record)."""
    from rules import new_game

    again = new_game(game.edition, list(game.names), game.side, game.seed)
    seats = []
    for move in game.history:
        seats.append(again.turn)
        again.play(move)
    return seats


if __name__ == "__main__":
    main()
