"""`/azul learn [edition] [side]`: a lesson, to the asker only (#32, work in progress: the Azul
coloured-side lesson; its words are the English draft until the catalogue has them)."""

from __future__ import annotations

import io

import discord
from discord import app_commands

from ..channel.replies import guarded
from ..i18n.errors import UserError
from ..i18n.translator import T
from ..lessons.azul import AZUL_COLOUR
from ..lessons.en_texts_draft import EN_LESSONS_DRAFT
from ..lessons.script import Lesson, explanation_key, is_right, position
from ..views.base import detached, static_view
from ..views.lesson import NEXT, LessonButton, LessonPlayButton
from .base import AzulCog
from .lobby import EDITIONS, SIDES

LESSONS: dict[str, Lesson] = {"ac": AZUL_COLOUR}  # code in custom_ids → lesson
BY_GAME = {(lesson.edition, lesson.side): code for code, lesson in LESSONS.items()}


def words(key: str, **fields: object) -> str:
    """The draft's English (the catalogue's, in the asker's language, once it has them)."""
    template = EN_LESSONS_DRAFT.get(key, key)
    return template.format(**fields) if fields else template


class Learn(AzulCog):
    @app_commands.command(name="learn", description=T("cmd.learn"))
    @app_commands.describe(edition=T("cmd.learn.edition"), side=T("cmd.learn.side"))
    @app_commands.choices(edition=EDITIONS, side=SIDES)
    async def learn(
        self,
        interaction: discord.Interaction,
        edition: app_commands.Choice[str] | None = None,
        side: app_commands.Choice[str] | None = None,
    ) -> None:
        async with guarded(interaction, "/azul learn"):
            key = (edition.value if edition else "azul", side.value if side else "colour")
            code = BY_GAME.get(key)
            if code is None:
                raise UserError("error.lesson_not_yet")
            await interaction.response.defer(ephemeral=True, thinking=True)
            content, files, view = await self._step(code, 0)
            await interaction.followup.send(content, files=files, view=view, ephemeral=True)

    async def on_lesson(
        self, interaction: discord.Interaction, code: str, index: int, value: str
    ) -> None:
        async with guarded(interaction, "lesson button"):
            lesson = LESSONS.get(code)
            if lesson is None or not 0 <= index < len(lesson.steps):
                raise UserError("error.bad_control")
            step = lesson.steps[index]
            if value != NEXT and not is_right(step, value):
                said = words(explanation_key(lesson, step, value))
                await interaction.response.send_message(said, ephemeral=True)
                return
            await interaction.response.defer()
            content, files, view = await self._step(code, index + 1)
            await interaction.edit_original_response(content=content, attachments=files, view=view)

    async def on_play(self, interaction: discord.Interaction, code: str) -> None:
        """The lesson's last button: a game against an easy computer here, started at once."""
        async with guarded(interaction, "lesson play"):
            lesson = LESSONS[code]
            lobby = self.bot.get_cog("Lobby")
            await lobby.play_against_easy(interaction, lesson.edition, lesson.side)

    async def _step(self, code: str, index: int):
        lesson = LESSONS[code]
        index = min(index, len(lesson.steps) - 1)
        step = lesson.steps[index]
        you, robin = words("lesson.you"), words("lesson.robin")
        lines = [words(f"lesson.{lesson.id}.{step.name}")]
        files: list[discord.File] = []
        if step.image != "none":
            game = position(lesson, index, (you, robin))
            png = await self.bot.images.table_png(game)
            files.append(discord.File(io.BytesIO(png), filename=f"lesson-{index + 1}.png"))
        view = static_view()
        if step.name == "play":
            view.add_item(LessonPlayButton(code, words("lesson.play_button")))
        elif step.choices:
            for choice in step.choices:
                view.add_item(
                    LessonButton(
                        code, index, choice.value, words(choice.label, **dict(choice.fields))
                    )
                )
        else:
            view.add_item(LessonButton(code, index, NEXT, words("lesson.next")))
        head = f"**{index + 1} / {len(lesson.steps)}**"
        return f"{head}\n" + "\n".join(lines), files, detached(view)


async def setup(bot) -> None:
    await bot.add_cog(Learn(bot))
