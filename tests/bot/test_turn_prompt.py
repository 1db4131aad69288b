"""The player to act is always told: after every committed move, automatic or not, the newest
public message mentions exactly the person who must act, carries their live controls and asks
the question that is really open; "(forced)" marks exactly the moves that were forced.

Random games of every edition and side, people only and people with computers, through the
real bot: each move typed with `/azul move` by whoever the bot is waiting for.
"""

from __future__ import annotations

import random

import pytest

import rules
from bot.games.guide import Guide, adapter_for

from ..dbquery import rows
from .helpers import move_controls, newest, start_game

CASES = [
    # edition, side, people, computers, seed of the people's choices
    ("azul", "colour", 2, 0, 1),
    ("azul", "grey", 2, 0, 2),
    ("azul", "grey", 3, 1, 3),
    ("azul", "colour", 2, 2, 4),
    ("summer-pavilion", "colour", 2, 0, 5),
    ("summer-pavilion", "grey", 3, 0, 6),
    ("summer-pavilion", "grey", 2, 1, 7),
    ("summer-pavilion", "colour", 3, 1, 8),
]


def _open_question(table) -> str:
    node = Guide.for_game(table.game).resolve(())
    assert node is not None and node.move is None, "a person is asked to choose from one move"
    return adapter_for(table.edition).question(table.game.to_dict(), node.path, node.kind, "en")


def _check_prompt(w, table) -> None:
    """The invariant, checked whenever the bot waits for a person."""
    seat = table.to_act
    person = table.seats[seat]
    assert not person.automatic and len(table.game.legal_moves()) > 1
    post = newest(w.channel)
    assert post.id == table.turn_message_id, "the newest post is not the live turn"
    assert [u.id for u in post.mentions] == [person.user_id]
    assert post.content.count("<@") == 1 and f"<@{person.user_id}>" in post.content
    live = move_controls(post, table)
    assert live and all(f":{table.ply}:" in c["custom_id"] for c in live)
    assert _open_question(table) in post.content


def _forced_plies(edition: str, side: str, names: list[str], seed: int, moves: list[str]):
    game = rules.new_game(edition, names, side, seed)
    forced = []
    for ply, move in enumerate(moves):
        if len(game.legal_moves()) == 1:
            forced.append(ply)
        game.play(move)
    return forced


@pytest.mark.parametrize(("edition", "side", "people", "computers", "seed"), CASES)
async def test_the_player_to_act_is_always_asked(world, edition, side, people, computers, seed):
    w = world
    everyone = [w.ana, w.bo, w.cy, w.di]
    table = await start_game(
        w,
        w.ana,
        joiners=everyone[1:people],
        computers=computers,
        edition=edition,
        side=side,
    )
    by_id = {p.id: p for p in everyone}
    rng = random.Random(seed)
    asked = 0
    for _ in range(600):
        if table.status != "active":
            break
        _check_prompt(w, table)
        asked += 1
        actor = by_id[table.seats[table.to_act].user_id]
        move = str(rng.choice(table.game.legal_moves()))
        await actor.slash(w.channel, "azul move", notation=move)
    assert table.status == "finished" and asked > 20
    posts = [m.content for m in w.channel.history()]
    assert "Game over" in posts[-1]
    assert not any("single legal move" in p for p in posts)
    played = rows(w.bot.config.database, "SELECT notation, actor_id FROM moves ORDER BY ply")
    moves = [n for n, _ in played]
    forced = _forced_plies(edition, side, table.names, table.seed, moves)
    # Exactly the forced moves are told as forced, and each was played with nobody's click.
    assert sum(p.count("(forced)") for p in posts) == len(forced)
    assert all(played[ply][1] is None for ply in forced)
