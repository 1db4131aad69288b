"""The load benchmark's world: its games spread over guilds as over real servers (each server has
a cap of open games), every person a member of their own game's guild."""

from __future__ import annotations

from bench.e2e import GAMES_PER_GUILD, parse
from bench.harness import server_with_people
from fakediscord import FakeDiscord


def test_the_readmes_command_stays_under_the_open_games_cap():
    args = parse(["--games", "200"])
    assert args.games_per_guild == GAMES_PER_GUILD < 50  # AZUL_MAX_OPEN_GAMES' default
    assert -(-args.games // args.games_per_guild) >= 10  # many guilds


async def test_games_fill_guilds_of_their_own_taking_the_shards_in_turn():
    async with FakeDiscord(shards=2) as sim:
        guilds, rooms, people = await server_with_people(sim, 25, 50, shards=2, per_guild=10)
        assert len(guilds) == 3
        assert [sum(r.guild_id == g.id for r in rooms) for g in guilds] == [10, 10, 5]
        assert [sim.shard_of(g) for g in guilds] == [0, 1, 0]
        for i, person in enumerate(people):  # two people a game, each in their game's guild
            home = rooms[i // 2].guild_id
            assert [g.id for g in guilds if person.id in g.members] == [home]
        sim.assert_clean()


async def test_without_a_limit_one_guild_per_shard_holds_every_game():
    async with FakeDiscord() as sim:
        guilds, rooms, people = await server_with_people(sim, 4, 4)
        assert len(guilds) == 1 and {r.guild_id for r in rooms} == {guilds[0].id}
        assert all(p.id in guilds[0].members for p in people)
