"""Looking back on finished games: history, stats and ladder pages (`pages`), replays of games and
uploaded records (`replays`), reviews (`reviews`), and who may see which game (`visibility`).

Imports `games`, `runtime`, `store` and `i18n`; nothing above it."""
