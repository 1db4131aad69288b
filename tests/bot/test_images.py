"""Images drawn in worker processes: the same pictures as in this process (`tests/pictures.py`:
the encoder's bytes may differ between processes), and a killed worker does not stop the images
of every game."""

from __future__ import annotations

import asyncio
import os
import signal

import render
import render.memory
import rules
from bot.runtime.images import Images
from bot.runtime.workers import PriorityGate

from ..pictures import same_picture


def game_in_play(edition: str):
    game = rules.new_game(edition, 3, side="grey", seed=5)
    for _ in range(4):
        game.play(game.legal_moves()[0])
    return game


async def test_a_worker_process_draws_the_same_pictures_as_this_process():
    images = Images(1)
    try:
        await images.warm()
        for edition in ("azul", "summer-pavilion"):
            game = game_in_play(edition)
            table = await images.table_png(game, locale="uk")
            board = await images.board_png(game, 1, colour_blind=True)
            here = render.table_png(game, render.RenderOptions(language="uk"))
            assert same_picture(table, here)
            assert same_picture(
                board, render.board_png(game, 1, render.RenderOptions(colour_blind=True))
            )
    finally:
        images.close()


async def test_a_killed_worker_is_replaced():
    images = Images(1)
    try:
        await images.warm()
        pool = images._pool.executor
        for pid in list(pool._processes):  # the pool's own worker table
            os.kill(pid, signal.SIGKILL)
        game = game_in_play("azul")
        png = await images.table_png(game)
        assert same_picture(png, render.table_png(game))
        assert images._pool.executor is not pool
    finally:
        images.close()


async def test_without_workers_images_are_drawn_in_threads():
    images = Images(0)
    game = game_in_play("summer-pavilion")
    assert same_picture(await images.final_png(game), render.final_png(game))
    images.close()


async def test_urgent_images_overtake_the_others_and_no_slot_is_lost():
    gate = PriorityGate(1)
    order: list[str] = []
    release = asyncio.Event()

    async def holder() -> None:
        async with gate.slot(1):
            await release.wait()

    async def job(name: str, priority: int) -> None:
        async with gate.slot(priority):
            order.append(name)

    first = asyncio.create_task(holder())
    await asyncio.sleep(0)
    later = [asyncio.create_task(job(f"later {i}", 1)) for i in range(2)]
    gone = asyncio.create_task(job("cancelled", 0))
    urgent = asyncio.create_task(job("urgent", 0))
    await asyncio.sleep(0)
    gone.cancel()  # a waiter that goes away must not take a slot with it
    release.set()
    await asyncio.gather(first, *later, urgent, return_exceptions=True)
    assert order == ["urgent", "later 0", "later 1"]
    assert gate.free == 1


def _kept_blocks() -> int:
    from PIL import Image

    return Image.core.get_blocks_max()


async def test_an_image_worker_keeps_its_buffers_for_the_next_image():
    """`render.memory.keep_image_memory` runs first in every image worker (and not in this
    process's other pools: the computer players' workers are left as they are)."""
    images = Images(1)
    try:
        assert await images._pool.run(_kept_blocks) == render.memory.PILLOW_BLOCKS
    finally:
        images.close()


async def test_an_image_worker_imports_nothing_of_the_event_loop():
    """A worker runs `bot.runtime.drawing` (render and rules): asyncio, ssl and discord.py stay
    out of it (asyncio and ssl were some 40 ms of every worker's start)."""
    images = Images(1)
    try:
        await images.warm()
        # A builtin as the probe: a function of this module would import it, and the bot with it.
        loaded = await images._pool.run(eval, "sorted(__import__('sys').modules)")
        assert "render" in loaded and "bot.runtime.drawing" in loaded
        assert not {"asyncio", "ssl", "discord", "bot.runtime.images"} & set(loaded)
    finally:
        images.close()
