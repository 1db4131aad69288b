"""Games played to their end through the game service (no Discord): the data history, stats,
the leaderboard and replays are tested on."""

from __future__ import annotations

import random
from collections.abc import Sequence

from bot.games.service import GameService
from bot.games.table import Table


async def finish_game(
    service: GameService,
    *,
    guild_id: int,
    channel_id: int,
    people: Sequence[tuple[int, str]],
    computers: Sequence[str] = (),
    edition: str = "azul",
    side: str = "colour",
    seed: int = 1,
    moves: int | None = None,
    parent_id: int | None = None,
) -> Table:
    """Open, seat, start and play a game with random legal moves (people's moves as theirs, a
    computer's as the bot plays them); `moves` stops it early, still running. `parent_id`: the
    game is played in a thread (`channel_id`) of that channel."""
    host_id, host_name = people[0]
    table = await service.open_lobby(
        guild_id=guild_id,
        channel_id=channel_id,
        host_id=host_id,
        host_name=host_name,
        edition=edition,
        side=side,
        parent_id=parent_id,
    )
    for user_id, name in people[1:]:
        await service.join(table, user_id, name)
    for level in computers:
        await service.add_computer(table, host_id, level)
    await service.start(table, host_id)
    return await play_on(service, table, seed=seed, moves=moves)


async def play_on(
    service: GameService, table: Table, *, seed: int = 1, moves: int | None = None
) -> Table:
    """Random legal moves: a person's as theirs (unless they resigned), the others as the bot
    plays a computer's move."""
    rng = random.Random(seed)
    played = 0
    while table.status == "active" and (moves is None or played < moves):
        seat = table.game.turn
        move = str(rng.choice(table.game.legal_moves()))
        async with service.locked(table.id) as table:
            user_id = table.seats[seat].user_id
            if table.seats[seat].automatic:
                await service._apply(table, seat, move, None, automatic=True)
            else:
                await service.play(table, user_id=user_id, notation=move)
        played += 1
    return table
