"""Controls as Discord receives them: custom_id formats and limits, paging of long choices."""

from __future__ import annotations

import re

import rules
from bot.games.guide import Guide, adapter_for
from bot.games.table import Seat, Table
from bot.views import DYNAMIC_ITEMS
from bot.views.lobby import lobby_view
from bot.views.turn import PAGE_SIZE, choice_view


def _table(game, edition=None) -> Table:
    return Table(
        id=12,
        guild_id=1,
        channel_id=2,
        host_id=3,
        edition=edition or game.edition,
        side=game.side,
        seed=0,
        locale="en",
        status="active",
        seats=[Seat(3, None, "Ana"), Seat(None, "easy", "Computer 1 (easy)")],
        game=game,
    )


def _components(view):
    return [c for row in view.to_components() for c in row["components"]]


def _routed(custom_id: str) -> bool:
    return any(
        re.fullmatch(item.__discord_ui_compiled_template__, custom_id) for item in DYNAMIC_ITEMS
    )


async def test_every_custom_id_is_short_and_routed_after_a_restart():
    game = rules.new_game("summer-pavilion", 4, "grey", 3)
    table = _table(game)
    node = Guide.for_game(game).resolve(())
    views = [lobby_view(12), choice_view(table, node, "en", board_button=True)]
    ids = [c["custom_id"] for v in views for c in _components(v)]
    assert ids and all(len(i) <= 100 and _routed(i) for i in ids)
    assert all(v.is_finished() for v in views)  # rendering only: nothing kept per message


async def test_a_step_with_many_choices_becomes_a_paged_menu():
    game = rules.new_game("azul", 2, "colour", 1)
    moves = [str(m) for m in game.legal_moves()]
    # An edition without an adapter of its own offers whole moves in one step.
    guide = Guide(moves, adapter_for("some-future-edition"))
    table = _table(game, edition="some-future-edition")
    node = guide.resolve(())
    assert len(node.options) == len(moves) > 25
    seen = []
    pages = -(-len(moves) // PAGE_SIZE)
    for page in range(pages):
        (menu,) = _components(choice_view(table, node, "en", page=page, board_button=False))
        assert menu["custom_id"] == f"azul:s:12:0:{page}:"
        values = [o["value"] for o in menu["options"]]
        assert len(values) <= 25 and values[-1] == f"~{(page + 1) % pages}"
        seen += values[:-1]
    assert seen == moves
