"""A game's language is chosen, not guessed: `/azul new language:`, a server's own default
(`/azul settings server language:`, Manage Server only), else a Community server's locale, else
the host's Discord language, else English. Private answers stay in the asker's language."""

from __future__ import annotations

import discord
import pytest

from bot.i18n.catalogue import game_language, text

from ..dbquery import row
from .helpers import private, said


@pytest.mark.parametrize(
    ("chosen", "server", "locale", "community", "host", "expected"),
    [
        ("is", "uk", "cs", True, "ru", "is"),  # the host's choice first
        (None, "uk", "cs", True, "ru", "uk"),  # then the server's own setting
        (None, None, "cs", True, "ru", "cs"),  # then a Community server's locale
        (None, None, "en-US", True, "ru", "en"),  # ... which may be English
        (None, None, "en-US", False, "ru", "ru"),  # an ordinary server: the host's language
        (None, None, "en-US", False, "uk", "uk"),
        (None, None, "en-US", False, "de", "en"),  # a language we do not have: English
        (None, None, "fr", True, "de", "en"),
        ("xx", "yy", "en-US", False, "cs", "cs"),  # unknown codes count as no choice
    ],
)
def test_the_language_of_a_new_game(chosen, server, locale, community, host, expected):
    assert game_language(chosen, server, locale, community, host) == expected


def _lobby_language(w) -> str:
    return row(w.bot.config.database, "SELECT locale FROM games ORDER BY id DESC LIMIT 1")[0]


async def test_a_game_in_the_language_the_host_chose(world):
    w = world
    await w.ana.slash(w.channel, "azul new", language="is")
    lobby = w.channel.history()[-1]
    assert text("lobby.help", "is") in lobby.content
    assert _lobby_language(w) == "is"


async def test_only_managers_set_a_servers_language_and_its_games_follow_it(world):
    w = world
    shown = await w.bo.slash(w.channel, "azul settings server")
    assert private(shown)
    assert said(shown).splitlines() == [
        "This server's settings:",
        "• Language of new games: automatic (the server's locale, else each host's Discord "
        "language)",
        "• Leaderboard: players with at least 5 games",
        "• New games in a thread of their own: off",
        "• Table images: only the latest post keeps its image, older ones keep their text",
        "• Tournaments are opened by: members with Manage Server",
    ]
    refused = await w.bo.slash(w.channel, "azul settings server", language="uk")
    assert private(refused)
    assert said(refused) == (
        "Only people with the Manage Server permission can change this server's settings."
    )
    admins = w.guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))
    admin = w.guild.add_member(w.env.create_user("admin"), roles=[admins])
    saved = await admin.slash(w.channel, "azul settings server", language="uk")
    assert private(saved)
    # The answer is in the asker's language (English); the games will be Ukrainian.
    assert said(saved).splitlines() == [
        "Saved. This server's settings:",
        "• Language of new games: Українська",
        "• Leaderboard: players with at least 5 games",
        "• New games in a thread of their own: off",
        "• Table images: only the latest post keeps its image, older ones keep their text",
        "• Tournaments are opened by: members with Manage Server",
    ]
    refused = await w.bo.slash(w.channel, "azul settings server", ladder_min_games=1)
    assert said(refused).startswith("Only people with the Manage Server permission")
    fewer = await admin.slash(w.channel, "azul settings server", ladder_min_games=1)
    assert said(fewer).splitlines()[2] == "• Leaderboard: players with at least 1 game"

    await w.ana.slash(w.channel, "azul new")
    assert text("lobby.help", "uk") in w.channel.history()[-1].content
    assert _lobby_language(w) == "uk"
    await w.ana.slash(w.channel, "azul new", language="cs")  # the channel is busy: refused
    assert _lobby_language(w) == "uk"

    other = w.guild.create_text_channel("other")
    await w.cy.slash(other, "azul new", language="cs")  # the host's choice beats the server's
    assert _lobby_language(w) == "cs"

    back = await admin.slash(w.channel, "azul settings server", language="auto")
    assert said(back).splitlines()[1].startswith("• Language of new games: automatic")
    third = w.guild.create_text_channel("third")
    await w.di.slash(third, "azul new")
    assert _lobby_language(w) == "en"  # en-US server, en-US host
