"""Lobby controls: Join, Leave, Add computer player, Start, Cancel, Remove a player."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord

from ..games.computer import levels
from ..i18n.catalogue import EN, text
from .activity import ActivityButton
from .base import Limited, chosen, detached, static_view

if TYPE_CHECKING:
    from render import Locale

    from ..games.table import Table

ACTIONS = ("join", "leave", "cpu", "start", "cancel", "remove")
_STYLES = {
    "join": discord.ButtonStyle.success,
    "leave": discord.ButtonStyle.secondary,
    "cpu": discord.ButtonStyle.secondary,
    "start": discord.ButtonStyle.primary,
    "cancel": discord.ButtonStyle.danger,
    "remove": discord.ButtonStyle.secondary,
}
_LABELS = {
    "join": "button.join",
    "leave": "button.leave",
    "cpu": "button.computer",
    "start": "button.start",
    "cancel": "button.cancel",
    "remove": "button.remove",
}
_ROWS = {"remove": 2}  # below the five of the first row (and the timer menu, when there is one)


class LobbyButton(
    Limited,
    discord.ui.DynamicItem[discord.ui.Button],
    template=re.compile(r"azul:l:(?P<game>\d+):(?P<action>join|leave|cpu|start|cancel|remove)"),
):
    def __init__(self, game_id: int, action: str, locale: Locale = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=text(_LABELS[action], locale),
                style=_STYLES[action],
                custom_id=f"azul:l:{game_id}:{action}",
                row=_ROWS.get(action),
            )
        )
        self.game_id = game_id
        self.action = action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> LobbyButton:
        return cls(int(match["game"]), match["action"], interaction.locale)

    async def callback(self, interaction: discord.Interaction) -> None:
        cog: Any = interaction.client.get_cog("Lobby")  # type: ignore[attr-defined]
        await cog.on_lobby_button(interaction, self.game_id, self.action)


class ComputerLevelSelect(
    Limited, discord.ui.DynamicItem[discord.ui.Select], template=re.compile(r"azul:c:(?P<game>\d+)")
):
    """Offered (ephemerally, to the host) only when rules.ai has more than one level."""

    def __init__(self, game_id: int, levels: tuple[str, ...] = (), locale: Locale = None) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"azul:c:{game_id}",
                placeholder=text("lobby.level_question", locale),
                options=[level_option(level, locale) for level in levels]
                or [level_option("easy", locale)],
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction,
        item: discord.ui.Select,  # type: ignore[override]  # discord.py passes a Select here
        match: re.Match[str],
    ) -> ComputerLevelSelect:
        return cls(int(match["game"]), tuple(o.value for o in item.options), interaction.locale)

    async def callback(self, interaction: discord.Interaction) -> None:
        cog: Any = interaction.client.get_cog("Lobby")  # type: ignore[attr-defined]
        await cog.on_computer_level(interaction, self.game_id, chosen(self.item))


SEAT_VALUE = re.compile(r"(?P<seat>[0-3]):(?P<user>\d{1,20})")


class RemoveSelect(
    Limited, discord.ui.DynamicItem[discord.ui.Select], template=re.compile(r"azul:k:(?P<game>\d+)")
):
    """Shown (ephemerally, to the host): whom to take off the lobby. A value is `seat:user id`
    (0 for a computer), checked against the seats when it comes back."""

    def __init__(
        self,
        game_id: int,
        seats: tuple[tuple[int, int, str], ...] = (),
        locale: Locale = None,
    ) -> None:
        options = [
            discord.SelectOption(label=name[:100], value=f"{seat}:{user}")
            for seat, user, name in seats
        ] or [discord.SelectOption(label="-", value="0:0")]
        super().__init__(
            discord.ui.Select(
                custom_id=f"azul:k:{game_id}",
                placeholder=text("lobby.remove_question", locale),
                options=options,
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> RemoveSelect:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        cog: Any = interaction.client.get_cog("Lobby")  # type: ignore[attr-defined]
        await cog.on_remove(interaction, self.game_id, self.item.values[0])


class TimerLevelSelect(
    Limited, discord.ui.DynamicItem[discord.ui.Select], template=re.compile(r"azul:t:(?P<game>\d+)")
):
    """With a turn timer: which computer plays a turn whose time ran out (the host picks)."""

    def __init__(
        self,
        game_id: int,
        levels: tuple[str, ...] = (),
        current: str | None = None,
        locale: Locale = None,
    ) -> None:
        options = [level_option(level, locale) for level in levels] or [
            level_option("medium", locale)
        ]
        for option in options:
            option.default = option.value == current
        super().__init__(
            discord.ui.Select(
                custom_id=f"azul:t:{game_id}",
                placeholder=text("lobby.timer_level", locale),
                options=options,
                row=1,
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction,
        item: discord.ui.Select,  # type: ignore[override]  # discord.py passes a Select here
        match: re.Match[str],
    ) -> TimerLevelSelect:
        return cls(int(match["game"]), tuple(o.value for o in item.options), None)

    async def callback(self, interaction: discord.Interaction) -> None:
        cog: Any = interaction.client.get_cog("Lobby")  # type: ignore[attr-defined]
        await cog.on_timer_level(interaction, self.game_id, chosen(self.item))


def lobby_view(
    game_id: int,
    locale: Locale = None,
    *,
    timer_level: str | None = None,
    levels: tuple[str, ...] = (),
    activity: bool = False,
) -> discord.ui.View:
    """The lobby buttons (with "Play in Discord" when the bot has its Activity); with a turn
    timer (`timer_level` set), the menu of who plays a turn whose time ran out."""
    view = static_view()
    for action in ACTIONS:
        view.add_item(LobbyButton(game_id, action, locale))
    if activity:
        view.add_item(ActivityButton(game_id, locale, row=1))
    if timer_level is not None:
        view.add_item(TimerLevelSelect(game_id, levels, timer_level, locale))
    return detached(view)


def lobby_controls(table: Table, locale: Locale, activity: bool = False) -> discord.ui.View:
    """A lobby's controls: its buttons (Play in Discord where the bot has its Activity), and
    with a turn timer the menu of who plays expired turns."""
    if not table.turn_timer:
        return lobby_view(table.id, locale, activity=activity)
    return lobby_view(
        table.id, locale, timer_level=table.timer_level, levels=levels(), activity=activity
    )


def level_option(level: str, locale: Locale) -> discord.SelectOption:
    """A level as people read it: "Hard — Plays out thousands of possible futures…"; a level
    the catalogue does not know yet shows under its own name."""
    known = f"level.{level}" in EN
    return discord.SelectOption(
        label=text(f"level.{level}", locale) if known else level,
        value=level,
        description=text(f"level.{level}.about", locale) if known else None,
    )


def remove_view(
    game_id: int, seats: tuple[tuple[int, int, str], ...], locale: Locale = None
) -> discord.ui.View:
    """The host's menu of seats to take away: (seat, user id or 0, name) each."""
    view = static_view()
    view.add_item(RemoveSelect(game_id, seats, locale))
    return detached(view)


def level_view(game_id: int, levels: tuple[str, ...], locale: Locale = None) -> discord.ui.View:
    view = static_view()
    view.add_item(ComputerLevelSelect(game_id, levels, locale))
    return detached(view)
