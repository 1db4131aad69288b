"""Events both editions share (each edition's `events` module re-exports them)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(slots=True)
class RoundEnded:
    round: int
    scores: tuple[int, ...]  # after the round's last scoring, before any end-of-game bonus
