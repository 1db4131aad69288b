"""English sentences of game reviews (`/azul review`, the Review button). Merged into the English
catalogue (`messages.EN`); the other languages keep theirs in their own catalogue files."""

EN_REVIEW: dict[str, str] = {
    "cmd.review": "A move-by-move review of a finished game, or a record file: what each move cost",
    "cmd.review.game": "The game number (see /azul history)",
    "cmd.review.file": "A game record (.json), e.g. from /azul export",
    "button.review": "Review",
    "review.no_source": "Name a game (`game:`) or attach a record file (`file:`): one of the two.",
    "review.running": "Game #{game} is still being played: it can be reviewed when it ends.",
    "review.not_started": "Game #{game} never started, so there is nothing to review.",
    "help.review": (
        "• **Review** on the final message, or `/azul review game:` (or `file:`), judges every "
        "move: what it cost in points against the best move found, the game's turning points, and "
        "each player's accuracy."
    ),
    "review.waiting": "🔍 Another review is under way; yours starts right after it…",
    "review.one_at_a_time": (
        "Your other review is still under way: ask for this one when it is done."
    ),
    "review.progress": (
        "🔍 Reviewing… {done} of {total, plural, one {# move} other {# moves}} judged"
    ),
    "review.title_game": "🔍 Review of game #{game}: {edition} · {players}",
    "review.title_file": "🔍 Review of {file}: {edition} · {players}",
    "review.player": (
        "**{name}**: accuracy {accuracy} % · {lost} points lost a round · "
        "{mistakes, plural, one {# mistake} other {# mistakes}}, "
        "{blunders, plural, one {# blunder} other {# blunders}}"
    ),
    "review.turning": "Turning points:",
    "review.turning_point": (
        "Move {move} (round {round}), {name}: {played}, better {best}; {loss} points lost"
    ),
    "review.chart": "Expected final margin after each move",
    "review.verdict.mistake": "mistake",
    "review.verdict.blunder": "blunder",
    "review.column.player": "Player",
    "review.column.accuracy": "Accuracy",
    "review.column.lost": "Lost a round",
    "review.column.mistakes": "Mistakes",
    "review.column.blunders": "Blunders",
    "review.before": "Before",
    "review.played": "Played",
    "review.better": "Better",
}
