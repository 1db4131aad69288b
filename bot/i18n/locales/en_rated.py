"""English sentences of rated games: the lobby's choice, no hints, the vote on ending a rated
game, and why a game moved no rating. Merged into the English catalogue (`messages.EN`); the
other languages keep theirs in their own catalogue files."""

EN_RATED: dict[str, str] = {
    "cmd.new.rated": "Count the result for ratings (default: yes); rated games have no hints",
    "lobby.rated": (
        "🏅 Rated: the result counts for ratings once the first round is over. No hints."
    ),
    "lobby.unrated": "Unrated: no rating changes, and hints are allowed.",
    "error.hint_rated": (
        "There are no hints in a rated game. Open an unrated one with `/azul new rated:False`."
    ),
    "error.end_resigned": (
        "You have resigned from this game, so you cannot end it; a moderator who does not play "
        "in it can."
    ),
    "error.vote_open": "A vote on ending this game is already open: wait for its answer.",
    "error.vote_closed": "This vote is over.",
    "error.vote_not_asked": "This vote asks the other players, not you.",
    "end.vote_posted": (
        "The other players are asked to agree; the game goes on meanwhile. If anyone refuses, "
        "or not everyone answers in time, it counts as your resignation."
    ),
    "end.as_resign": (
        "Game #{game} is rated and past its first round, so ending it counts as resigning."
    ),
    "end.agreed": (
        "The players agreed to end this game at {name}'s request. It is not rated; its record "
        "is kept: `/azul export game:{game}`."
    ),
    "end.unrated": "Unrated game: no rating changed.",
    "end.unrated_short": "Not rated: the game ended before its first round was over.",
    "end.unrated_ended": "Not rated: the game was stopped without a result.",
    "vote.asked": (
        "🗳️ {name} asks to end this rated game without rating it. {people}: press **Agree** or "
        "**Refuse** within {left} (until {until}). If everyone agrees, the game ends unrated; "
        "if anyone refuses or time runs out, it counts as {name} resigning. The game goes on "
        "meanwhile."
    ),
    "vote.agreed_so_far": "Agreed so far: {names}.",
    "vote.passed": "✅ Everyone agreed: the game is over, unrated.",
    "vote.refused": "❌ {voter} refused: this counts as {name} resigning.",
    "vote.expired": "⌛ Not everyone answered in time: this counts as {name} resigning.",
    "button.agree": "Agree",
    "button.refuse": "Refuse",
    "history.unrated": "(unrated)",
    "help.rated": (
        "• **Rated games** (`/azul new rated:`, on by default) change the players' ratings, but "
        "only once the first round is over: a game that ends sooner moves nobody's rating. They "
        "have no hints (`/azul undo` works as usual). In a rated game `/azul end` asks the other "
        "players to agree: if all do, the game ends unrated; if not, it counts as resigning. "
        "Against computers alone it counts as resigning once the first round is over. A "
        "moderator who does not play ends a game unrated."
    ),
    "help.this_game_rated": "The game in this channel (#{game}) is rated.",
    "help.this_game_unrated": "The game in this channel (#{game}) is not rated.",
}
