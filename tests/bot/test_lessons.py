"""`/azul learn` and `/azul rules` through the real discord.py: every lesson played through in
every language, each step's right choice made after one wrong one; every step's words in the
lesson's language, its picture where it has one, and the last step's game against the easy
computer."""

from __future__ import annotations

import re

import pytest

from bot.i18n.catalogue import EN, text
from bot.lessons import LESSONS, lesson_for
from bot.lessons.pictures import TOPICS
from bot.lessons.script import explanation_key, step_key

from .helpers import answer, controls, find_message, forged_click, private, said

pytestmark = pytest.mark.any_store

LANGUAGES = ("en", "uk", "ru", "cs", "is")
# Letters only each language writes (the lessons use some in every step of any length).
SCRIPT = {
    "uk": re.compile(r"[А-ЩЬЮЯЄІЇҐа-щьюяєіїґ]"),
    "ru": re.compile(r"[А-Яа-яЁё]"),
    "cs": re.compile(r"[ěščřžýáíéůúťďňĚŠČŘŽÝÁÍÉŮÚ]"),
    "is": re.compile(r"[ðþæöáéíóúýÐÞÆÖÁÉÍÓÚÝ]"),
}


def in_language(words: str, lang: str, key: str) -> None:
    """`words` are the catalogue's text of `key` in `lang`, and not English."""
    assert text(key, lang) in words, (key, lang)
    if lang != "en":
        assert text(key, lang) != EN[key], f"{key} is not translated into {lang}"
        assert SCRIPT[lang].search(text(key, lang)), (key, lang)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("code", sorted(LESSONS), ids=lambda c: LESSONS[c].id)
async def test_every_lesson_plays_through_in_every_language(world, code, lang):
    w = world
    lesson = LESSONS[code]
    started = await w.ana.slash(
        w.channel,
        "azul learn",
        edition=lesson.edition,
        side=lesson.side,
        language=lang,
    )
    assert started.acknowledged and private(started)
    message = answer(started)
    last = len(lesson.steps) - 1
    for index, step in enumerate(lesson.steps):
        assert f"{index + 1}" in message.content.splitlines()[0]
        in_language(message.content, lang, step_key(lesson, step))
        assert bool(message.attachments) == (step.image != "none"), (step.name, index)
        shown = controls(message)
        if index == last:
            (play,) = shown
            assert play["custom_id"] == f"azul:lp:{code}:{lang}"
            assert play["label"] == text("lesson.play_button", lang)
            break
        if not step.choices:
            (next_button,) = shown
            assert next_button["label"] == text("lesson.next", lang)
            result = await w.ana.click(message, custom_id=f"azul:ln:{code}:{lang}:{index}:next")
        else:
            assert [c["custom_id"].rsplit(":", 1)[1] for c in shown] == [
                c.value for c in step.choices
            ]
            assert all(c["label"] and len(c["label"]) <= 80 for c in shown)
            wrong = next(c.value for c in step.choices if c.value != step.right)
            refused = await w.ana.click(message, custom_id=f"azul:ln:{code}:{lang}:{index}:{wrong}")
            assert refused.acknowledged
            explained = answer(refused)
            said = text(explanation_key(lesson, step, wrong), lang)
            assert said in explained.content and "❌" in explained.content
            if explanation_key(lesson, step, wrong) != "lesson.wrong":
                in_language(explained.content, lang, explanation_key(lesson, step, wrong))
            # The step stays: its words and its choices.
            in_language(explained.content, lang, step_key(lesson, step))
            assert len(controls(explained)) == len(step.choices)
            result = await w.ana.click(
                explained, custom_id=f"azul:ln:{code}:{lang}:{index}:{step.right}"
            )
        assert result.acknowledged
        message = answer(result)
    else:
        raise AssertionError("the lesson has no last step")


async def _to_the_last_step(person, channel, code: str, lang: str):
    """A lesson made through by its right choices: its last step's message."""
    lesson = LESSONS[code]
    result = await person.slash(
        channel, "azul learn", edition=lesson.edition, side=lesson.side, language=lang
    )
    for index, step in enumerate(lesson.steps[:-1]):
        value = step.right if step.choices else "next"
        result = await person.click(
            answer(result), custom_id=f"azul:ln:{code}:{lang}:{index}:{value}"
        )
        assert result.acknowledged
    return answer(result)


async def test_the_last_step_starts_a_game_against_the_easy_computer(world):
    w = world
    code, _ = lesson_for("azul", "grey")
    last = await _to_the_last_step(w.bo, w.channel, code, "cs")
    tables_before = set(w.bot.service.tables)
    play = await w.bo.click(last, custom_id=f"azul:lp:{code}:cs")
    assert play.acknowledged
    (game_id,) = set(w.bot.service.tables) - tables_before
    table = w.bot.service.tables[game_id]
    assert (table.edition, table.side, table.locale) == ("azul", "grey", "cs")
    assert table.status == "active" and table.turn_message_id is not None
    (computer,) = [s for s in table.seats if s.is_computer]
    (person,) = [s for s in table.seats if not s.is_computer]
    assert computer.level == "easy" and person.user_id == w.bo.id
    # The lobby's post says the game has started, with no buttons left on it.
    lobby = find_message(w.channel, table.lobby_message_id)
    assert not controls(lobby)


async def test_a_forged_lesson_button_gets_a_clear_answer(world):
    w = world
    started = await w.ana.slash(w.channel, "azul learn")
    message = answer(started)
    for custom_id in (
        "azul:ln:zz:en:0:next",  # no such lesson
        "azul:ln:ac:en:40:next",  # no such step
        "azul:ln:ac:en:1:9Z",  # not one of the step's choices
        "azul:ln:ac:en:0:2B",  # a choice of another step
        "azul:ln:ac:xx:0:next",  # no such language
        "azul:lp:zz:en",
    ):
        result = await forged_click(w.env, w.ana, message, custom_id)
        assert result.acknowledged and private(result), custom_id
        assert said(result) == text("error.bad_control", "en"), custom_id


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("edition", ["azul", "summer-pavilion"])
async def test_rules_answers_every_topic_with_a_drawing(world, edition, lang):
    w = world
    if not any(lesson.edition == edition for lesson in LESSONS.values()):
        pytest.skip(f"no lesson of {edition} yet")
    for topic in TOPICS:
        result = await w.cy.slash(
            w.channel, "azul rules", topic=topic, edition=edition, language=lang
        )
        assert result.acknowledged and private(result)
        message = answer(result)
        in_language(message.content, lang, f"rules.{edition}.{topic}")
        assert text(f"choice.topic.{topic}", lang) in message.content
        (picture,) = message.attachments
        assert picture.filename == f"rules-{topic}.png"


async def test_a_lesson_follows_the_askers_discord_language(world, monkeypatch):
    """Without `language:`, the asker's Discord language (SimCord's clients speak en-US: this
    one is set to Ukrainian), and the lesson's buttons keep it."""
    from simcord import interactions

    plain = interactions.base_payload

    def ukrainian(*args, **kwargs):
        record, payload = plain(*args, **kwargs)
        payload["locale"] = "uk"
        return record, payload

    monkeypatch.setattr(interactions, "base_payload", ukrainian)
    w = world
    code, lesson = lesson_for("azul", "colour")
    started = await w.di.slash(w.channel, "azul learn")
    message = answer(started)
    in_language(message.content, "uk", step_key(lesson, lesson.steps[0]))
    monkeypatch.setattr(interactions, "base_payload", plain)  # the client's language changes
    (next_button,) = controls(message)
    assert next_button["custom_id"] == f"azul:ln:{code}:uk:0:next"
    step = await w.di.click(message, custom_id=next_button["custom_id"])
    in_language(answer(step).content, "uk", step_key(lesson, lesson.steps[1]))
