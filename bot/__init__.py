"""The Discord bot: slash commands, buttons, persistence. It implements no game rule."""
