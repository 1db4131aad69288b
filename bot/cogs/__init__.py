"""One cog per concern; each contributes its subcommands to the single `/azul` group."""

EXTENSIONS = (
    "bot.cogs.lobby",
    "bot.cogs.play",
    "bot.cogs.admin",
    "bot.cogs.info",
    "bot.cogs.people",
    "bot.cogs.history",
    "bot.cogs.tournament",
    "bot.cogs.learn",
    "bot.cogs.activity",
)
