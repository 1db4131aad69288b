"""The message catalogue: every key the code names exists, and a translation slots in."""

from __future__ import annotations

import re
import typing
from pathlib import Path

import discord
import pytest
from discord import app_commands

from bot.i18n import catalogue
from bot.i18n.catalogue import EN, plural, plural_form, text
from bot.i18n.narration import _HANDLERS
from bot.i18n.translator import CatalogueTranslator, T
from rules.azul import events as azul
from rules.pavilion import events as pavilion

BOT = Path(__file__).resolve().parents[2] / "bot"


def test_every_key_named_in_the_code_exists():
    source = "\n".join(p.read_text() for p in BOT.rglob("*.py"))
    named = set(re.findall(r"""\b(?:text|T|UserError)\(\s*["']([a-z_.-]+)["']""", source))
    assert named and named <= set(EN), sorted(named - set(EN))


def test_a_partial_translation_falls_back_to_english(monkeypatch):
    monkeypatch.setitem(catalogue.CATALOGUES, "uk", {"error.no_game": "Тут немає гри."})
    assert text("error.no_game", discord.Locale.ukrainian) == "Тут немає гри."
    assert text("error.lobby_full", "uk") == EN["error.lobby_full"]
    assert text("error.no_game", "pt-BR") == EN["error.no_game"]  # no catalogue: English


@pytest.mark.parametrize(
    ("lang", "forms"),
    [
        ("en", {1: "one", 2: "other", 5: "other"}),
        ("uk", {1: "one", 2: "few", 5: "many", 11: "many", 21: "one", 22: "few"}),
        ("cs", {1: "one", 3: "few", 5: "other"}),
        ("is", {1: "one", 11: "other", 21: "one"}),
    ],
)
def test_plural_forms(monkeypatch, lang, forms):
    monkeypatch.setitem(catalogue.CATALOGUES, lang, catalogue.CATALOGUES.get(lang, {}))
    assert {n: plural_form(lang, n) for n in forms} == forms


def test_plural_text():
    assert plural("label.wilds", "en", 1) == "1 wild tile"
    assert plural("label.wilds", "en", 3) == "3 wild tiles"


async def test_command_descriptions_come_from_the_catalogue(monkeypatch):
    monkeypatch.setitem(catalogue.CATALOGUES, "uk", {"cmd.new": "Відкрити лобі"})
    translator = CatalogueTranslator()
    string = T("cmd.new")
    assert string.message == EN["cmd.new"]
    context = app_commands.TranslationContext(
        app_commands.TranslationContextLocation.command_description, None
    )
    assert await translator.translate(string, discord.Locale.ukrainian, context) == "Відкрити лобі"
    assert await translator.translate(string, discord.Locale.american_english, context) is None
    assert await translator.translate(T("cmd.help"), discord.Locale.ukrainian, context) is None


def test_narration_has_a_handler_for_every_event_class():
    every = set(typing.get_args(azul.Event)) | set(typing.get_args(pavilion.Event))
    assert every == set(_HANDLERS)
