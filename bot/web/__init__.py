"""The live table on the web: a page per game, served by the bot process itself (aiohttp), that
draws the table from the engine's state, lets the person whose seat it is play by clicking, and
follows every committed move over a WebSocket. A front end beside the cogs: it plays through the
same service, under the same lock, and the channel is told as for a click (docs/web.md)."""
