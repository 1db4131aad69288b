"""Tournaments run by the bot: pairing (`pairing`: Swiss, round robin, knockout, at tables of
2–4) and standings (`standings`: tournament points by place, tie-breaks).

Pure logic, imports nothing else of `bot`."""
