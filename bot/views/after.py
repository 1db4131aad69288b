"""Controls of a game that has ended, and of looking back: Rematch and Replay on the final
message, the replay's steps and round menu, the history's pages."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord

from ..i18n.catalogue import text
from .base import Limited, detached, static_view

if TYPE_CHECKING:
    from render import Locale

SOURCE = r"(?P<src>[gf]\d+)"  # g<game id>: a stored game; f<upload id>: an uploaded record
_STEPS = {"a": "⏮", "b": "◀", "c": "▶", "d": "⏭"}  # the tag keeps custom_ids unique


def _cog(interaction: discord.Interaction, name: str) -> Any:
    return interaction.client.get_cog(name)  # type: ignore[attr-defined]


class RematchButton(
    Limited,
    discord.ui.DynamicItem[discord.ui.Button],
    template=re.compile(r"azul:rm:(?P<game>\d+)"),
):
    def __init__(self, game_id: int, locale: Locale = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=text("button.rematch", locale),
                emoji="🔁",
                style=discord.ButtonStyle.success,
                custom_id=f"azul:rm:{game_id}",
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]) -> RematchButton:
        return cls(int(match["game"]), interaction.locale)

    async def callback(self, interaction: discord.Interaction) -> None:
        await _cog(interaction, "Lobby").on_rematch(interaction, self.game_id)


class ReplayButton(
    Limited,
    discord.ui.DynamicItem[discord.ui.Button],
    template=re.compile(r"azul:rp:(?P<game>\d+)"),
):
    def __init__(self, game_id: int, locale: Locale = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=text("button.replay", locale),
                emoji="🎞️",
                style=discord.ButtonStyle.secondary,
                custom_id=f"azul:rp:{game_id}",
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]) -> ReplayButton:
        return cls(int(match["game"]), interaction.locale)

    async def callback(self, interaction: discord.Interaction) -> None:
        await _cog(interaction, "History").open_replay(interaction, f"g{self.game_id}")


class ReviewButton(
    Limited,
    discord.ui.DynamicItem[discord.ui.Button],
    template=re.compile(r"azul:rv:(?P<game>\d+)"),
):
    def __init__(self, game_id: int, locale: Locale = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=text("button.review", locale),
                emoji="🔍",
                style=discord.ButtonStyle.secondary,
                custom_id=f"azul:rv:{game_id}",
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]) -> ReviewButton:
        return cls(int(match["game"]), interaction.locale)

    async def callback(self, interaction: discord.Interaction) -> None:
        await _cog(interaction, "History").open_review(interaction, self.game_id)


def final_view(game_id: int, locale: Locale, *, rematch: bool = True) -> discord.ui.View:
    view = static_view()
    if rematch:
        view.add_item(RematchButton(game_id, locale))
    view.add_item(ReplayButton(game_id, locale))
    view.add_item(ReviewButton(game_id, locale))
    return detached(view)


class ReplayStep(
    Limited,
    discord.ui.DynamicItem[discord.ui.Button],
    template=re.compile(rf"azul:v:{SOURCE}:(?P<ply>\d+):(?P<tag>[abcd])"),
):
    def __init__(self, source: str, ply: int, tag: str, *, disabled: bool = False) -> None:
        super().__init__(
            discord.ui.Button(
                emoji=_STEPS[tag],
                style=discord.ButtonStyle.primary if tag in "bc" else discord.ButtonStyle.secondary,
                custom_id=f"azul:v:{source}:{ply}:{tag}",
                disabled=disabled,
            )
        )
        self.source, self.ply = source, ply

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]) -> ReplayStep:
        return cls(match["src"], int(match["ply"]), match["tag"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await _cog(interaction, "History").step_replay(interaction, self.source, self.ply)


class ReplayRounds(
    Limited, discord.ui.DynamicItem[discord.ui.Select], template=re.compile(rf"azul:vr:{SOURCE}")
):
    """Jump to the first move of a round (or to the end); option values are plies."""

    def __init__(self, source: str, options: list[discord.SelectOption] | None = None) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"azul:vr:{source}",
                options=options or [discord.SelectOption(label="1", value="0")],
                row=1,
            )
        )
        self.source = source

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]) -> ReplayRounds:
        return cls(match["src"], list(item.options))

    async def callback(self, interaction: discord.Interaction) -> None:
        value = self.item.values[0] if self.item.values else "0"
        # isdecimal, not isdigit: "²" is a digit int() cannot read.
        ply = int(value) if value.isdecimal() and len(value) < 10 else 0
        await _cog(interaction, "History").step_replay(interaction, self.source, ply)


def replay_view(
    source: str, ply: int, total: int, round_starts: tuple[int, ...], locale: Locale
) -> discord.ui.View:
    """⏮ ◀ ▶ ⏭ and the round menu, for the position after `ply` of `total` moves."""
    view = static_view()
    at_start, at_end = ply <= 0, ply >= total
    for tag, target, disabled in (
        ("a", 0, at_start),
        ("b", max(ply - 1, 0), at_start),
        ("c", min(ply + 1, total), at_end),
        ("d", total, at_end),
    ):
        view.add_item(ReplayStep(source, target, tag, disabled=disabled))
    options = []
    for number, start in enumerate(round_starts[:24], start=1):
        options.append(
            discord.SelectOption(
                label=text("replay.round_option", locale, round=number),
                description=text("replay.round_option_detail", locale, ply=start),
                value=str(start),
            )
        )
    if total not in round_starts[:24]:  # a record without moves ends where it starts
        end = text("replay.end_option", locale)
        options.append(discord.SelectOption(label=end, value=str(total)))
    select = ReplayRounds(source, options)
    select.item.placeholder = text("replay.round_placeholder", locale)
    view.add_item(select)
    return detached(view)


class HistoryPage(
    Limited,
    discord.ui.DynamicItem[discord.ui.Button],
    template=re.compile(r"azul:h:(?P<user>\d+):(?P<edition>[a-z-]+):(?P<page>\d+):(?P<tag>[pn])"),
):
    """Newer / Older page of `/azul history` (user 0: everyone; edition "all": both)."""

    def __init__(
        self,
        user_id: int,
        edition: str,
        page: int,
        tag: str,
        locale: Locale = None,
        *,
        disabled: bool = False,
    ) -> None:
        label = text("button.newer" if tag == "p" else "button.older", locale)
        super().__init__(
            discord.ui.Button(
                label=label,
                emoji="◀" if tag == "p" else "▶",
                style=discord.ButtonStyle.secondary,
                custom_id=f"azul:h:{user_id}:{edition}:{page}:{tag}",
                disabled=disabled,
            )
        )
        self.user_id, self.edition, self.page = user_id, edition, page

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]) -> HistoryPage:
        return cls(int(match["user"]), match["edition"], int(match["page"]), match["tag"], None)

    async def callback(self, interaction: discord.Interaction) -> None:
        user = self.user_id or None
        edition = None if self.edition == "all" else self.edition
        await _cog(interaction, "History").history_page(interaction, user, edition, self.page)


def history_view(
    user_id: int | None, edition: str | None, page: int, pages: int, locale: Locale
) -> discord.ui.View | None:
    if pages <= 1:
        return None
    view = static_view()
    who, which = user_id or 0, edition or "all"
    view.add_item(HistoryPage(who, which, max(page - 1, 0), "p", locale, disabled=page <= 0))
    view.add_item(
        HistoryPage(who, which, min(page + 1, pages - 1), "n", locale, disabled=page >= pages - 1)
    )
    return detached(view)
