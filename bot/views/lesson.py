"""A lesson's controls (`/azul learn`): the step's choices, Next, and the last step's "Play
against the easy computer". Their custom_ids carry the lesson, its language and the step, so a
lesson needs no state of its own and goes on after a restart."""

from __future__ import annotations

import re
from typing import Any

import discord

from .base import Limited

NEXT = "next"


def _cog(interaction: discord.Interaction) -> Any:
    return interaction.client.get_cog("Learn")  # type: ignore[attr-defined]


class LessonButton(
    Limited,
    discord.ui.DynamicItem[discord.ui.Button],
    template=re.compile(
        r"azul:ln:(?P<code>[a-z]{2}):(?P<lang>[a-z]{2}):(?P<step>\d{1,2}):"
        r"(?P<value>[A-Za-z0-9]{1,4})"
    ),
):
    def __init__(self, code: str, lang: str, step: int, value: str, label: str = "?") -> None:
        style = discord.ButtonStyle.primary if value == NEXT else discord.ButtonStyle.secondary
        super().__init__(
            discord.ui.Button(
                label=label[:80], style=style, custom_id=f"azul:ln:{code}:{lang}:{step}:{value}"
            )
        )
        self.code, self.lang, self.step, self.value = code, lang, step, value

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]) -> LessonButton:
        return cls(match["code"], match["lang"], int(match["step"]), match["value"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await _cog(interaction).on_lesson(interaction, self.code, self.lang, self.step, self.value)


class LessonPlayButton(
    Limited,
    discord.ui.DynamicItem[discord.ui.Button],
    template=re.compile(r"azul:lp:(?P<code>[a-z]{2}):(?P<lang>[a-z]{2})"),
):
    def __init__(self, code: str, lang: str, label: str = "?") -> None:
        super().__init__(
            discord.ui.Button(
                label=label[:80],
                style=discord.ButtonStyle.success,
                custom_id=f"azul:lp:{code}:{lang}",
            )
        )
        self.code, self.lang = code, lang

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]) -> LessonPlayButton:
        return cls(match["code"], match["lang"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await _cog(interaction).on_play(interaction, self.code, self.lang)
