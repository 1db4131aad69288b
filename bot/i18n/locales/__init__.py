"""Translations of the bot catalogue (`bot.messages.EN`), one plain dict per language.

The modules import nothing from the bot, so `bot.messages` can import them without a cycle.
Terms for game concepts follow each language's printed rulebook. Icelandic lives in
`icelandic.py`, as `is` is a Python keyword.
"""
