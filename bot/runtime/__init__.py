"""Where CPU work runs, off the event loop: worker processes (`workers`), table images
(`images`), on-demand analysis below the games' priority (`analysis`), and the allocator's
settings (`memory`).

Imports `store` and `i18n` only."""
