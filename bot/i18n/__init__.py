"""Words in five languages: the message catalogue (`catalogue`, `locales/`), its ICU MessageFormat
formatter (`msgformat`), refusals (`errors`, `reasons`), narration of moves (`narration`), hint
reasons (`hint_reasons`), durations, names and lengths as Discord shows them, and the command
descriptions Discord gets (`translator`).

Imports nothing else of `bot`."""
