"""Table images: pure functions from a game state to PNG bytes (no Discord here)."""
