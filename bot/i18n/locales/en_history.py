"""English sentences of what happens after a game: rematch, history, replay, ratings, stats and
the leaderboard. Merged into the English catalogue (`messages.EN`); the other languages keep
theirs in their own catalogue files."""

EN_HISTORY: dict[str, str] = {
    # -- commands -----------------------------------------------------------------------------
    "cmd.history": "Finished games on this server, newest first",
    "cmd.history.user": "Only games this person played",
    "cmd.history.edition": "Only games of this edition",
    "cmd.replay": "Step through a finished game, or a record file, move by move",
    "cmd.replay.game": "The game number (see /azul history)",
    "cmd.replay.file": "A game record (.json), e.g. from /azul export",
    "cmd.stats": "Games, wins, scores and rating of a player on this server",
    "cmd.stats.user": "Whose statistics (you, if left out)",
    "cmd.leaderboard": "This server's best players by rating",
    "cmd.leaderboard.edition": "Which game (default: the one played here last)",
    "cmd.leaderboard.min_games": "Only players with at least this many games",
    "cmd.settings.server.ladder_min_games": (
        "Games a player needs to appear on the leaderboard (default 5)"
    ),
    "help.after": (
        "• After a game: **Rematch** and **Replay** on the final message. `/azul history` lists "
        "this server's finished games, `/azul replay game:` (or `file:`) steps through one, "
        "`/azul stats` and `/azul leaderboard` show the ratings (per edition, here and on all "
        "servers)."
    ),
    # -- buttons --------------------------------------------------------------------------------
    "button.rematch": "Rematch",
    "button.replay": "Replay",
    "button.newer": "Newer",
    "button.older": "Older",
    # -- rematch --------------------------------------------------------------------------------
    "lobby.rematch": "A rematch of game #{game}, the turn order shifted by one: {first} starts.",
    "lobby.seat_pending": "{n}. {name} ⏳",
    "lobby.rematch_call": "{people}: press **Join** to keep your seat.",
    "lobby.rematch_help": (
        "Players marked ⏳ press **Join** to keep their seat (or **Leave** to give it up); "
        "the host starts the game once everyone has."
    ),
    "error.rematch_unconfirmed": "Waiting for {names} to press **Join** (or **Leave**) first.",
    "error.rematch_not_over": "Game #{game} is not over, so there is nothing to rematch yet.",
    "error.rematch_not_player": "Only the players of game #{game} can ask for its rematch.",
    # -- history --------------------------------------------------------------------------------
    "history.title": (
        "📜 **Finished games{who, select, none {} other { of {who}}}{edition, select, "
        "none {} other { ({edition})}}**: {count, plural, one {# game} other {# games}}, "
        "page {page} of {pages}"
    ),
    "history.line": "**#{game}** · {date} · {edition}, {side} · {players}",
    "history.winner": "🏆 {name} {score}",
    "history.player": "{name} {score}",
    "history.resigned": "(ended by resignation)",
    "history.tournament": "({name}, round {round})",
    "history.empty": (
        "No finished games{who, select, none {} other { of {who}}}{edition, select, "
        "none {} other { ({edition})}} on this server yet."
    ),
    "history.hint": "Replay one with `/azul replay game:`.",
    # -- replay ---------------------------------------------------------------------------------
    "replay.title_game": "🎞️ Replay of game #{game}: {edition}, {side} · {players}",
    "replay.title_file": "🎞️ Replay of {file}: {edition}, {side} · {players}",
    "replay.position": "Move {ply} of {total} · round {round}",
    "replay.final": "Final scores: {scores}",
    "replay.start": "The start: {name} plays first.",
    "replay.round_placeholder": "Go to a round…",
    "replay.round_option": "Round {round}",
    "replay.round_option_detail": "from move {ply}",
    "replay.end_option": "The end",
    "replay.no_source": "Name a game (`game:`) or attach a record file (`file:`): one of the two.",
    "replay.running": "Game #{game} is still being played: its replay opens when it ends.",
    "replay.not_started": "Game #{game} never started, so there is nothing to replay.",
    "replay.not_yours": (
        "Only the person who sent that record file can step through it: send it yourself with "
        "`/azul replay file:`."
    ),
    "replay.gone": "That record is no longer kept. Send it again with `/azul replay file:`.",
    "replay.too_big": "That file is too big for a game record (the limit is {limit} KB).",
    "replay.not_json": "That file is not a game record: it is not JSON ({detail}).",
    "replay.bad_record": "That file is not a game record I can read: {detail}.",
    "replay.bad_move": "Move {index} ({move}) of that record cannot be played: {reason}.",
    # -- ratings, stats, leaderboard --------------------------------------------------------------
    "end.ratings": "Ratings: {changes}",
    "end.rating_change": "{name} {after} ({change})",
    "stats.title": "📊 **{name}** on this server",
    "stats.edition": (
        "**{edition}**: {games, plural, one {# game} other {# games}}, "
        "{wins, plural, one {# win} other {# wins}} · average score {average} · best {best}"
    ),
    "stats.rating": (
        "Rating here {rating} ({games, plural, one {# rated game} other {# rated games}}) "
        "· on all servers {everywhere}"
    ),
    "stats.unrated": "Not rated yet",
    "stats.none": "{name} has not finished a game on this server yet.",
    "stats.not_a_person": (
        "Statistics are kept for people; computer players are on `/azul leaderboard`."
    ),
    "stats.chart_rating": "Rating",
    "stats.chart_scores": "Scores",
    "stats.chart_empty": "No rated games yet",
    "stats.image_failed": "(The chart could not be drawn this time.)",
    "ladder.title": "🏅 **{edition}**: the best players of this server",
    "ladder.line": (
        "{rank}. {name} — {rating} ({games, plural, one {# game} other {# games}}, "
        "{wins, plural, one {# win} other {# wins}})"
    ),
    "ladder.own": "You: {line}",
    "ladder.rule": (
        "Players with at least {min, plural, one {# game} other {# games}}. The rating is a "
        "cautious estimate of skill: it rises as more games are played."
    ),
    "ladder.empty": (
        "Nobody has {min, plural, one {# rated game} other {# rated games}} of {edition} "
        "on this server yet."
    ),
    "ladder.header.rank": "#",
    "ladder.header.player": "Player",
    "ladder.header.rating": "Rating",
    "ladder.header.games": "Games",
    "ladder.header.wins": "Wins",
    "settings.server.min_games": (
        "• Leaderboard: players with at least {n, plural, one {# game} other {# games}}"
    ),
}
