"""The header both editions' arrays begin with: the fields the search itself reads, at the same
places, so one compiled search serves both (each edition's `layout` adds its own fields after
these, and its own pieces after `HEADER`)."""

from __future__ import annotations

ROUND, PHASE, TURN = 0, 1, 2  # round number, phase (below), seat to act (-1 once over)
PLAYERS = 9
DEAL_UNTIL = 12  # rounds past this one start with nothing dealt (-1: every round is dealt)
DREW = 13  # 1 once a move has drawn tiles from the bag: the search's tree ends there
WINNERS = 14  # bit per winning seat, once over
EDITION = 15  # which edition the array holds (below)
HEADER = 16  # the first field after the header

AZUL, PAVILION = 0, 1
P_OVER = 2  # the phase of a game that is over (each edition numbers its others below it)
