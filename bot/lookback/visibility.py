"""Who may look back at what: a person sees the games of channels they can see.

`/azul history`, `replay game:`, `review game:` and `export game:` name games of the whole
server; one played in a private channel stays with the people who can see that channel (and
those who played in it). Where the channel is not known any more (deleted, or a thread Discord
no longer sends the bot), only its players see the game: the safe side.
"""

from __future__ import annotations

import discord

from .pages import Viewer


def viewer_of(interaction: discord.Interaction) -> Viewer:
    """The asker as a `Viewer`: the channels of this server they can see."""
    member, guild = interaction.user, interaction.guild
    if guild is None or not isinstance(member, discord.Member):
        return Viewer(interaction.user.id, lambda place: False)
    if member.guild_permissions.administrator:  # sees every channel anyway
        return Viewer(member.id, None)

    def sees(place: int) -> bool:
        channel = guild.get_channel_or_thread(place)
        if channel is None:
            return False
        try:
            permissions = channel.permissions_for(member)
        except discord.ClientException:  # a thread whose channel is not known
            return False
        if not permissions.view_channel:
            return False
        if isinstance(channel, discord.Thread) and channel.is_private():
            return permissions.manage_threads  # its members are not known without an intent
        return True

    return Viewer(member.id, sees)
