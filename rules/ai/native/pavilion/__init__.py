"""Summer Pavilion on the compiled search's array: `layout` (the encoding), `engine` (the rules
for moves known to be legal), `policy` (`pavilion_policy` and `pavilion_eval`, term for term)."""
