"""The rules of the table (the game's own rules are `rules/`): the game service (`service`),
tables held in memory (`table`), rebuilding a game from the store (`rebuild`), computer players
(`computer`), hints as a service (`hints`), deadlines (`scheduler`), shards (`shards`), and the
stepwise choices a turn offers (`guide`).

Imports `runtime`, `store` and `i18n`; nothing above it."""
