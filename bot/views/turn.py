"""Turn controls: the choices of one step of a move, and the "My board" button."""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING, Any

import discord

from ..games.guide import DONE, PAGE_PREFIX, Node, adapter_for, decode_path, encode_path
from ..i18n.catalogue import text
from .base import Limited, chosen, detached, static_view

if TYPE_CHECKING:
    from render import Locale

    from ..games.table import Table

MAX_BUTTONS = 20  # four rows of five; the fifth row keeps "My board"
PAGE_SIZE = 24  # options per select page, plus one "More…" entry (Discord allows 25)


class ChoiceButton(
    Limited,
    discord.ui.DynamicItem[discord.ui.Button],
    template=re.compile(r"azul:m:(?P<game>\d+):(?P<ply>\d+):(?P<path>[^:]*)"),
):
    def __init__(
        self,
        game_id: int,
        ply: int,
        path: tuple[str, ...],
        *,
        label: str = "?",
        emoji: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.primary,
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label[:80],
                emoji=emoji,
                style=style,
                row=row,
                custom_id=f"azul:m:{game_id}:{ply}:{encode_path(path)}",
            )
        )
        self.game_id, self.ply, self.path = game_id, ply, path

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ChoiceButton:
        return cls(int(match["game"]), int(match["ply"]), decode_path(match["path"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        cog: Any = interaction.client.get_cog("Play")  # type: ignore[attr-defined]
        await cog.on_choice(interaction, self.game_id, self.ply, self.path)


class ChoiceSelect(
    Limited,
    discord.ui.DynamicItem[discord.ui.Select],
    template=re.compile(r"azul:s:(?P<game>\d+):(?P<ply>\d+):(?P<page>\d+):(?P<path>[^:]*)"),
):
    """For steps with more choices than buttons fit; pages of PAGE_SIZE beyond 25."""

    def __init__(
        self,
        game_id: int,
        ply: int,
        page: int,
        path: tuple[str, ...],
        options: list[discord.SelectOption],
        *,
        placeholder: str | None = None,
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"azul:s:{game_id}:{ply}:{page}:{encode_path(path)}",
                options=options,
                placeholder=placeholder,
                row=row,
            )
        )
        self.game_id, self.ply, self.page, self.path = game_id, ply, page, path

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction,
        item: discord.ui.Select,  # type: ignore[override]  # discord.py passes a Select here
        match: re.Match[str],
    ) -> ChoiceSelect:
        return cls(
            int(match["game"]),
            int(match["ply"]),
            int(match["page"]),
            decode_path(match["path"]),
            list(item.options),
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        cog: Any = interaction.client.get_cog("Play")  # type: ignore[attr-defined]
        value = chosen(self.item)
        if value.startswith(PAGE_PREFIX):
            page = value[1:]  # a forged page may be anything: the first page instead
            page_number = int(page) if page.isdecimal() and len(page) < 10 else 0
            await cog.on_choice(interaction, self.game_id, self.ply, self.path, page=page_number)
        else:
            await cog.on_choice(interaction, self.game_id, self.ply, (*self.path, value))


class GameButton(
    Limited, discord.ui.DynamicItem[discord.ui.Button], template=re.compile(r"azul:_:(?P<game>\d+)")
):
    """A button that carries only its game's id. Subclasses give the template, the label, the
    style and the Play cog's handler; this base itself is never registered."""

    label_key = ""
    style = discord.ButtonStyle.secondary
    handler = ""

    def __init__(self, game_id: int, locale: Locale = None, row: int | None = None) -> None:
        prefix = self.__discord_ui_compiled_template__.pattern.split(":")[1]
        super().__init__(
            discord.ui.Button(
                label=text(self.label_key, locale),
                style=self.style,
                custom_id=f"azul:{prefix}:{game_id}",
                row=row,
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> GameButton:
        return cls(int(match["game"]), interaction.locale)

    async def callback(self, interaction: discord.Interaction) -> None:
        cog: Any = interaction.client.get_cog("Play")  # type: ignore[attr-defined]
        await getattr(cog, self.handler)(interaction, self.game_id)


class BoardButton(GameButton, template=re.compile(r"azul:b:(?P<game>\d+)")):
    """ "My board": the clicker's own board, privately."""

    label_key = "button.my_board"
    handler = "on_board_button"


class BackButton(GameButton, template=re.compile(r"azul:r:(?P<game>\d+)")):
    """ "I'm back": a person a computer stands in for (their time ran out twice) takes their
    seat back."""

    label_key = "button.back"
    style = discord.ButtonStyle.success
    handler = "on_back"


def _style(value: str) -> discord.ButtonStyle:
    if value == DONE:
        return discord.ButtonStyle.success
    if value in ("F", "pass"):  # legal, but rarely what one wants: shown quieter
        return discord.ButtonStyle.secondary
    return discord.ButtonStyle.primary


def choice_view(
    table: Table,
    node: Node,
    locale: Locale,
    *,
    page: int = 0,
    board_button: bool,
    activity: bool = False,
) -> discord.ui.View:
    """The controls of the step at `node`: buttons when they fit, else a (paged) select."""
    view = static_view()
    pos = table.guide.position
    adapter = adapter_for(table.edition)
    labelled = [(opt, *adapter.label(pos, node.path, opt, locale)) for opt in node.options]
    if len(labelled) <= MAX_BUTTONS:
        for i, (opt, label, emoji) in enumerate(labelled):
            view.add_item(
                ChoiceButton(
                    table.id,
                    table.ply,
                    (*node.path, opt.value),
                    label=label,
                    emoji=emoji,
                    style=_style(opt.value),
                    row=i // 5,
                )
            )
    elif labelled:
        pages = 1 if len(labelled) <= 25 else math.ceil(len(labelled) / PAGE_SIZE)
        page = page % pages
        chunk = labelled if pages == 1 else labelled[page * PAGE_SIZE : (page + 1) * PAGE_SIZE]
        options = [
            discord.SelectOption(label=label[:100], value=opt.value, emoji=emoji)
            for opt, label, emoji in chunk
        ]
        if pages > 1:
            options.append(
                discord.SelectOption(
                    label=f"{text('step.more', locale)} ({page + 1}/{pages})",
                    value=f"{PAGE_PREFIX}{(page + 1) % pages}",
                )
            )
        question = adapter.question(pos, node.path, node.kind or "move", locale)
        view.add_item(
            ChoiceSelect(
                table.id, table.ply, page, node.path, options, placeholder=question[:150], row=0
            )
        )
    if board_button:
        view.add_item(BoardButton(table.id, locale, row=4))
        add_back_button(view, table, locale)
        add_activity_button(view, table, locale, activity)
    return detached(view)


class ConfirmButton(
    Limited,
    discord.ui.DynamicItem[discord.ui.Button],
    template=re.compile(r"azul:ok:(?P<game>\d+):(?P<ply>\d+):(?P<path>[^:]*)"),
):
    """ "Confirm" of a staged move (for people who asked to confirm their moves)."""

    def __init__(
        self, game_id: int, ply: int, path: tuple[str, ...], locale: Locale = None
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=text("button.confirm", locale),
                style=discord.ButtonStyle.success,
                custom_id=f"azul:ok:{game_id}:{ply}:{encode_path(path)}",
            )
        )
        self.game_id, self.ply, self.path = game_id, ply, path

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ConfirmButton:
        return cls(
            int(match["game"]), int(match["ply"]), decode_path(match["path"]), interaction.locale
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        cog: Any = interaction.client.get_cog("Play")  # type: ignore[attr-defined]
        await cog.on_choice(interaction, self.game_id, self.ply, self.path, confirmed=True)


def confirm_view(table: Table, path: tuple[str, ...], locale: Locale) -> discord.ui.View:
    """Confirm / Change for a staged move; Change starts the move again from its first step."""
    view = static_view()
    view.add_item(ConfirmButton(table.id, table.ply, path, locale))
    view.add_item(
        ChoiceButton(
            table.id,
            table.ply,
            (),
            label=text("button.change", locale),
            style=discord.ButtonStyle.secondary,
        )
    )
    return detached(view)


def board_only_view(table: Table, locale: Locale, activity: bool = False) -> discord.ui.View:
    view = static_view()
    view.add_item(BoardButton(table.id, locale, row=4))
    add_back_button(view, table, locale)
    add_activity_button(view, table, locale, activity)
    return detached(view)


def add_activity_button(
    view: discord.ui.View, table: Table, locale: Locale, activity: bool
) -> None:
    """ "Play in Discord" on turn posts, when the bot has its Activity."""
    if activity:
        from .activity import ActivityButton  # here: it builds on GameButton, defined above

        view.add_item(ActivityButton(table.id, locale, row=4))


def add_back_button(view: discord.ui.View, table: Table, locale: Locale) -> None:
    """While a computer stands in for someone, every turn message offers "I'm back"."""
    if any(seat.away for seat in table.seats):
        view.add_item(BackButton(table.id, locale, row=4))
