"""Teaching: `/azul learn [edition] [side]`, a lesson in which the asker makes the moves, and
`/azul rules [topic] [edition]`, the rules in short with a drawn example. Both are private
(ephemeral) and in the asker's language. A lesson keeps no state: its buttons carry the lesson
and the step (`views.lesson`), so it goes on after a restart."""

from __future__ import annotations

import io
from typing import Any

import discord
from discord import app_commands

from ..channel.replies import guarded
from ..i18n.catalogue import LANGUAGE_NAMES, check_language, game_language, text
from ..i18n.errors import UserError
from ..i18n.lengths import fit
from ..i18n.translator import T
from ..lessons import LESSONS, lesson_for
from ..lessons.pictures import TOPICS, step_picture, topic_picture
from ..lessons.script import Lesson, explanation_key, is_right, step_key
from ..views.base import detached, static_view
from ..views.lesson import NEXT, LessonButton, LessonPlayButton
from .base import AzulCog
from .lobby import EDITIONS, LANGUAGES, SIDES

TOPIC_CHOICES = [app_commands.Choice(name=T(f"choice.topic.{t}"), value=t) for t in TOPICS]
WRONG = "❌"


def _label(lesson: Lesson, key: str, fields: tuple[tuple[str, object], ...], locale) -> str:
    shown = {
        name: text(f"colour.{lesson.edition}.{value}", locale) if name == "colour" else value
        for name, value in fields
    }
    return text(key, locale, **shown)


def step_words(code: str, index: int, locale) -> str:
    """What step `index` of lesson `code` says, under a line naming the lesson and the step."""
    lesson = LESSONS[code]
    step = lesson.steps[index]
    head = text(
        "lesson.step",
        locale,
        title=text(f"lesson.title.{lesson.id}", locale),
        n=index + 1,
        total=len(lesson.steps),
    )
    return f"**{head}**\n{text(step_key(lesson, step), locale)}"


def step_view(code: str, index: int, locale: str) -> discord.ui.View:
    """Only the control the step is about: its choices, else Next; Play on the last step."""
    lesson = LESSONS[code]
    step = lesson.steps[index]
    view = static_view()
    if index == len(lesson.steps) - 1:
        view.add_item(LessonPlayButton(code, locale, text("lesson.play_button", locale)))
    elif step.choices:
        for choice in step.choices:
            label = _label(lesson, choice.label, choice.fields, locale)
            view.add_item(LessonButton(code, locale, index, choice.value, label))
    else:
        view.add_item(LessonButton(code, locale, index, NEXT, text("lesson.next", locale)))
    return detached(view)


class Learn(AzulCog):
    @app_commands.command(name="learn", description=T("cmd.learn"))
    @app_commands.describe(
        edition=T("cmd.learn.edition"), side=T("cmd.learn.side"), language=T("cmd.learn.language")
    )
    @app_commands.choices(edition=EDITIONS, side=SIDES, language=LANGUAGES)
    async def learn(
        self,
        interaction: discord.Interaction,
        edition: app_commands.Choice[str] | None = None,
        side: app_commands.Choice[str] | None = None,
        language: app_commands.Choice[str] | None = None,
    ) -> None:
        async with guarded(interaction, "/azul learn"):
            code, _ = lesson_for(
                edition.value if edition else "azul", side.value if side else "colour"
            )
            lang = await self._language(interaction, language)
            await interaction.response.defer(ephemeral=True, thinking=True)
            content, files, view = await self._step(interaction, code, lang, 0)
            await interaction.followup.send(content, files=files, view=view, ephemeral=True)

    @app_commands.command(name="rules", description=T("cmd.rules"))
    @app_commands.describe(
        topic=T("cmd.rules.topic"), edition=T("cmd.rules.edition"), language=T("cmd.learn.language")
    )
    @app_commands.choices(topic=TOPIC_CHOICES, edition=EDITIONS, language=LANGUAGES)
    async def rules(
        self,
        interaction: discord.Interaction,
        topic: app_commands.Choice[str] | None = None,
        edition: app_commands.Choice[str] | None = None,
        language: app_commands.Choice[str] | None = None,
    ) -> None:
        async with guarded(interaction, "/azul rules"):
            chosen = topic.value if topic else "turn"
            if chosen not in TOPICS:  # a stale client, or a forged option
                raise UserError("error.bad_topic", topics=", ".join(TOPICS))
            game = edition.value if edition else self._edition_here(interaction)
            locale = await self._language(interaction, language)
            await interaction.response.defer(ephemeral=True, thinking=True)
            png = await topic_picture(
                self.bot.images, game, chosen, locale, await self._colour_blind(interaction)
            )
            title = text(
                "rules.title",
                locale,
                edition=text(f"edition.{game}", locale),
                topic=text(f"choice.topic.{chosen}", locale),
            )
            words = text(f"rules.{game}.{chosen}", locale)
            more = text("rules.more", locale, command="`/azul learn`")
            await interaction.followup.send(
                fit(f"**{title}**\n{words}\n-# {more}"),
                file=discord.File(io.BytesIO(png), filename=f"rules-{chosen}.png"),
                ephemeral=True,
            )

    # -- the lesson's buttons ---------------------------------------------------------------

    async def on_lesson(
        self, interaction: discord.Interaction, code: str, lang: str, index: int, value: str
    ) -> None:
        async with guarded(interaction, "lesson button"):
            lesson = LESSONS.get(code)
            if lesson is None or lang not in LANGUAGE_NAMES:
                raise UserError("error.bad_control")
            if not 0 <= index < len(lesson.steps) - 1:
                raise UserError("error.bad_control")
            step = lesson.steps[index]
            known = {c.value for c in step.choices} if step.choices else {NEXT}
            if value not in known:
                raise UserError("error.bad_control")
            locale = lang
            if value != NEXT and not is_right(step, value):
                # Explained where the step is: the same image and buttons, the reason below.
                said = text(explanation_key(lesson, step, value), locale)
                await interaction.response.edit_message(
                    content=fit(f"{step_words(code, index, locale)}\n\n{WRONG} {said}"),
                    view=step_view(code, index, locale),
                )
                return
            await interaction.response.defer()
            content, files, view = await self._step(interaction, code, lang, index + 1)
            await interaction.edit_original_response(content=content, attachments=files, view=view)

    async def on_play(self, interaction: discord.Interaction, code: str, lang: str) -> None:
        """The lesson's last button: a game against an easy computer here, started at once, in
        the lesson's language."""
        async with guarded(interaction, "lesson play"):
            lesson = LESSONS.get(code)
            if lesson is None or lang not in LANGUAGE_NAMES:
                raise UserError("error.bad_control")
            lobby: Any = self.bot.get_cog("Lobby")
            await lobby.play_against_easy(interaction, lesson.edition, lesson.side, lang)

    async def _step(self, interaction: discord.Interaction, code: str, locale: str, index: int):
        png = await step_picture(
            self.bot.images, LESSONS[code], index, locale, await self._colour_blind(interaction)
        )
        files = []
        if png is not None:
            files.append(discord.File(io.BytesIO(png), filename=f"lesson-{index + 1}.png"))
        return fit(step_words(code, index, locale)), files, step_view(code, index, locale)

    async def _language(
        self, interaction: discord.Interaction, chosen: app_commands.Choice[str] | None
    ) -> str:
        """As a new game's language: the one chosen, else the server's (its setting, a Community
        server's locale), else the asker's Discord language."""
        guild = interaction.guild
        return game_language(
            check_language(chosen.value) if chosen else None,
            await self.service.server_language(guild.id) if guild else None,
            interaction.guild_locale,
            guild is not None and "COMMUNITY" in guild.features,
            interaction.locale,
        )

    async def _colour_blind(self, interaction: discord.Interaction) -> bool:
        return (await self.service.settings_of(interaction.user.id)).colour_blind

    def _edition_here(self, interaction: discord.Interaction) -> str:
        table = self.service.table_in_channel(interaction.channel_id or 0)
        return table.edition if table is not None else "azul"
