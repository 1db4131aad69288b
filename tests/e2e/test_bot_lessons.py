"""Lessons through the real process and the local Discord: each lesson, in another language
each, step by step as a newcomer clicks it (one wrong choice on every step that has choices),
reading every private message it gets and every image; then the last step's button starts a
game against the easy computer in the channel. And the rules reference, with its drawing."""

from __future__ import annotations

import pytest

from bot.i18n.catalogue import text
from bot.lessons import LESSONS
from bot.lessons.pictures import TOPICS
from bot.lessons.script import explanation_key, step_key
from fakediscord.models import LOADING

from .helpers import png_size

pytestmark = pytest.mark.any_store  # the store is tested elsewhere: SQLite only

# Each lesson in a language of its own; `None`: the asker's Discord language picks it.
LANGUAGE_OF = {"ac": ("uk", None), "ag": ("is", "is"), "pc": ("cs", "cs"), "pg": ("ru", "ru")}


async def _answer(sim, inter, words: str):
    """The private answer to `inter` once it says `words` (a thinking answer is replaced)."""
    return await sim.wait_for_message(
        lambda m: m.id == inter.original_id and not m.flags & LOADING and words in m.content, 15
    )


@pytest.mark.parametrize("code", sorted(LESSONS), ids=lambda c: LESSONS[c].id)
async def test_a_lesson_over_the_wire(sim, bots, code):
    lang, option = LANGUAGE_OF[code]
    lesson = LESSONS[code]
    guild = sim.add_guild("Tiles")
    channel = await sim.add_channel(guild, "azul")
    learner = sim.add_user("newcomer", locale=lang if option is None else "en-US")
    sim.add_member(guild, learner)
    await bots.start()
    options = {"edition": lesson.edition, "side": lesson.side}
    if option is not None:
        options["language"] = option
    asked = await sim.slash(learner, channel, "azul learn", **options)
    message = await _answer(sim, asked, text(step_key(lesson, lesson.steps[0]), lang))
    assert message.ephemeral_to == learner.id
    images = 0
    for index, step in enumerate(lesson.steps):
        words = text(step_key(lesson, step), lang)
        message = await sim.wait_for_message(
            lambda m, w=words, i=message.id: m.id == i and w in m.content, 15
        )
        assert f"{index + 1}" in message.content.splitlines()[0]
        if step.image == "none":
            assert not message.images, step.name
        else:
            (image,) = message.images
            width, height = png_size(image)
            assert width > 300 and height > 300
            images += 1
        if index == len(lesson.steps) - 1:
            break
        if step.choices:
            wrong = next(c.value for c in step.choices if c.value != step.right)
            await sim.click(learner, message, f"azul:ln:{code}:{lang}:{index}:{wrong}")
            said = text(explanation_key(lesson, step, wrong), lang)
            message = await sim.wait_for_message(
                lambda m, s=said, i=message.id: m.id == i and s in m.content, 15
            )
            assert message.images  # the step's picture stays beside its explanation
            value = step.right
        else:
            value = "next"
        await sim.click(learner, message, f"azul:ln:{code}:{lang}:{index}:{value}")
    assert images >= 6
    play = await sim.click(learner, message, f"azul:lp:{code}:{lang}")
    assert play.acked_at is not None
    turn = await sim.wait_for_message(
        lambda m: m.ephemeral_to is None and m.images and m.components, 20, channel=channel
    )
    assert text("turn.round", lang, round=1) in turn.content


async def test_the_rules_reference_over_the_wire(sim, bots):
    guild = sim.add_guild("Tiles")
    channel = await sim.add_channel(guild, "azul")
    reader = sim.add_user("reader", locale="ru")
    sim.add_member(guild, reader)
    await bots.start()
    for edition in sorted({lesson.edition for lesson in LESSONS.values()}):
        for topic in TOPICS:
            asked = await sim.slash(reader, channel, "azul rules", topic=topic, edition=edition)
            shown = await _answer(sim, asked, text(f"rules.{edition}.{topic}", "ru"))
            assert shown.ephemeral_to == reader.id
            (image,) = shown.images
            assert image.filename == f"rules-{topic}.png"
            png_size(image)
