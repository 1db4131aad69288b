"""What the channel sees: turn, final and closing posts (`turns`), their text (`presenter`), and
answers to interactions that never leave a person without a reply (`replies`).

Imports `views`, `lookback`, `games`, `runtime`, `store` and `i18n`; nothing above it."""
