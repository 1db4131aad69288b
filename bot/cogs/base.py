"""The base of our cogs: their slash commands become subcommands of `/azul`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord.ext import commands

if TYPE_CHECKING:
    from ..app import AzulBot


class AzulCog(commands.Cog):
    """discord.py binds a cog's app commands to the cog, then would add them at the top level;
    we move the bound copies into the bot's `/azul` group instead, so several cogs share it."""

    def __init__(self, bot: AzulBot) -> None:
        self.bot = bot
        self._subcommands = list(self.__cog_app_commands__)
        for command in self._subcommands:
            bot.azul_group.add_command(command)
        self.__cog_app_commands__ = []

    async def cog_unload(self) -> None:
        for command in self._subcommands:
            self.bot.azul_group.remove_command(command.name)

    @property
    def service(self):
        return self.bot.service

    @property
    def turns(self):
        return self.bot.turns

    @property
    def activities(self) -> bool:
        """Whether posts offer "Play in Discord" (the bot's Activity is configured)."""
        return self.bot.config.activities
