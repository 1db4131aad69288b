"""Azul on the compiled search's array: `layout` (the encoding), `engine` (the rules for moves
known to be legal), `policy` (`azul_policy` and `azul_eval`, term for term)."""
