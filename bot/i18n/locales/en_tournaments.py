"""English (en): tournaments (`/azul tournament`, bot/tournaments)."""

EN_TOURNAMENTS: dict[str, str] = {
    # -- commands -----------------------------------------------------------------------------
    "cmd.tournament": "Tournaments on this server: Swiss, round robin, knockout",
    "cmd.tournament.create": "Open a tournament here, with a sign-up post (Manage Server)",
    "cmd.tournament.create.name": "The tournament's name, as its posts show it",
    "cmd.tournament.create.edition": "Which game is played",
    "cmd.tournament.create.side": "Which side of the boards",
    "cmd.tournament.create.format": "Swiss, round robin (up to 8 players) or knockout",
    "cmd.tournament.create.table_size": "Players at a table: 2, 3 or 4 (knockout: 2)",
    "cmd.tournament.create.rounds": "Swiss: how many rounds (1 to 15)",
    "cmd.tournament.create.timer": "Time for each turn (required: a tournament cannot stall)",
    "cmd.tournament.create.rated": "Whether its games count for ratings (default: yes)",
    "cmd.tournament.create.signup": "How long the sign-up stays open, e.g. 30m, 2h, 1d",
    "cmd.tournament.start": "Close the sign-up now; during the check-in, start round 1 now",
    "cmd.tournament.standings": "A tournament's standings, as an image and in words",
    "cmd.tournament.id": "The tournament's number (by default the one in this channel)",
    "cmd.tournament.pause": "Pause: no new round starts until you resume",
    "cmd.tournament.resume": "Resume a paused tournament",
    "cmd.tournament.deadline": (
        "End the round under way after this long (unfinished games by score)"
    ),
    "cmd.tournament.deadline.after": "How long from now, e.g. 30m, 2h",
    "cmd.tournament.drop": "Take a player out of the tournament (results kept)",
    "cmd.tournament.add": "Add a player to the tournament (paired from the next round)",
    "cmd.tournament.replace": "A computer plays for a player who vanished, from their next game",
    "cmd.tournament.player": "The player",
    "cmd.tournament.repair": "Pair the round under way again (before anyone has moved)",
    "cmd.tournament.end": "End the tournament now (the standings as they are)",
    "choice.format.swiss": "Swiss",
    "choice.format.round-robin": "Round robin",
    "choice.format.knockout": "Knockout",
    # -- the sign-up post ---------------------------------------------------------------------
    "tournament.format.swiss": "Swiss, {rounds, plural, one {# round} other {# rounds}}",
    "tournament.format.round-robin": "round robin",
    "tournament.format.knockout": "knockout",
    "tournament.title": "🏆 **{name}** (tournament #{id})",
    "tournament.rules": (
        "{edition}, {side} · {format} · tables of {size} · {timer} a turn · {rated}\n"
        "Organised by {organiser}."
    ),
    "tournament.scoring": (
        "Points by place at each table: 6 for the winner down to 0 for the last (6/3/0 at "
        "three, 6/4/2/0 at four); a bye scores 3. Ties are broken by opponents' points, then "
        "total score, then head-to-head."
    ),
    "tournament.scoring_knockout": (
        "The winner of each game goes on to the next round; a shared win sends the higher seed. "
        "The top seeds (by rating) may start with a bye."
    ),
    "tournament.rated": "rated",
    "tournament.unrated": "unrated",
    "tournament.signup_open": "Sign-up is open until {when}: press **Sign up**.",
    "tournament.checkin_open": (
        "Check-in is open until {when}: everyone signed up, press **Check in**, or you are "
        "dropped when round 1 starts."
    ),
    "tournament.running": "Round {round} of {rounds} is under way.",
    "tournament.running_paused": "Paused after round {round} of {rounds}.",
    "tournament.finished": "The tournament is over.",
    "tournament.ended": "The organiser ended the tournament.",
    "tournament.players": "**Players ({count})**: {names}",
    "tournament.nobody": "nobody yet",
    "tournament.checked": "✅ {name}",
    "tournament.unchecked": "⏳ {name}",
    "tournament.withdrawn": "~~{name}~~",
    "button.sign_up": "Sign up",
    "button.withdraw": "Withdraw",
    "button.check_in": "Check in",
    # -- answers to one person ------------------------------------------------------------------
    "tournament.created": "Tournament #{id} is open for sign-up: {link}",
    "tournament.signed_up": "You are signed up for {name}.",
    "tournament.withdrew": "You withdrew from {name}.",
    "tournament.checked_in": "You are checked in for {name}. Good luck!",
    "tournament.started_checkin": "The sign-up of {name} is closed: the check-in is open.",
    "tournament.paused_now": "{name} is paused: no new round starts until you resume it.",
    "tournament.resumed_now": "{name} goes on.",
    "tournament.deadline_set": (
        "Round {round} of {name} ends {when}: unfinished games are decided by their scores then."
    ),
    "tournament.dropped_now": "{player} is out of {name} (their results stay).",
    "tournament.added_now": "{player} plays in {name} from the next round.",
    "tournament.replaced_now": (
        "A computer ({level}) plays for {player} in {name} from their next game."
    ),
    "tournament.repaired_now": "Round {round} of {name} is paired again.",
    "tournament.replaced_public": (
        "🤖 From their next game on, a computer ({level}) plays for {player}, who is away."
    ),
    "tournament.called_off": "The organiser paired this round again: this game is called off.",
    "tournament.ended_now": "{name} has ended.",
    "tournament.none": "There is no tournament in this channel: give its number.",
    # -- channel posts ------------------------------------------------------------------------
    "tournament.checkin_ping": "✋ Check-in for **{name}** is open until {when}: {people}",
    "tournament.round_title": "🎲 **{name}**: round {round} of {rounds}",
    "tournament.table_line": "Table {table}: {players} → {thread}",
    "tournament.bye_line": "Bye: {player} (3 points)",
    "tournament.thread_name": "{name} · round {round} · table {table}",
    "tournament.table_welcome": (
        "**{name}**, round {round}, table {table}: {players}. {timer} a turn; a "
        "person whose time runs out twice in a row is played by a computer until they are back."
    ),
    "tournament.table_result": "Table {table} of round {round} is over: {result}.",
    "tournament.table_adjudicated": (
        "Table {table} of round {round} ran out of time: decided by the scores at that "
        "moment, {result}."
    ),
    "tournament.place": "{place}. {name} {score}",
    "tournament.round_over": "Round {round} of **{name}** is over. Standings:",
    "tournament.waiting": "Paused: the next round starts when the organiser resumes.",
    "tournament.final": "🏆 **{name}** is over. Final standings:",
    "tournament.winner": "Congratulations, {names}!",
    "tournament.deadline_passed": (
        "⏰ The round's deadline passed: the unfinished games end by their scores."
    ),
    "tournament.too_few_now": "**{name}** did not start: fewer than two players checked in.",
    "tournament.standings_line": "{rank}. {name} — {points} pts · opp. {opponents} · score {score}",
    "tournament.standings_withdrawn": "(withdrew)",
    "tournament.standings_title": "{name} — standings after round {round} of {rounds}",
    "tournament.standings_subtitle": "{edition} · {side} · {format} · tables of {size}",
    "tournament.standings_footer": (
        "Points: 6 for a win down to 0 for the last · ties: opponents' points, score, "
        "head-to-head · +1: a bye"
    ),
    "tournament.col.rank": "#",
    "tournament.col.player": "Player",
    "tournament.col.points": "Points",
    "tournament.col.opponents": "Opp.",
    "tournament.col.score": "Score",
    "tournament.col.games": "Games",
    "tournament.game_line": "Game of **{name}**, round {round}.",
    "end.deadline": (
        "⏰ The tournament round's time is up: game #{game} ends here, decided by the scores "
        "as they stand."
    ),
    # -- errors ---------------------------------------------------------------------------------
    "error.tournament_unknown": "I know no tournament #{id}.",
    "error.tournament_name": "A tournament's name takes 1 to {most} characters.",
    "error.tournament_format": "`{value}` is not a format: swiss, round-robin or knockout.",
    "error.tournament_table_size": "A table seats 2, 3 or 4 players.",
    "error.tournament_knockout_size": "A knockout is played at tables of 2.",
    "error.tournament_timer": (
        "A tournament needs a turn timer (`timer:`): it cannot wait for ever."
    ),
    "error.tournament_rounds": "A Swiss tournament takes 1 to {most} rounds (`rounds:`).",
    "error.tournament_channel_busy": "This channel already has a tournament under way: {name}.",
    "error.tournament_signup_closed": "The sign-up of {name} is closed.",
    "error.tournament_full": "The tournament is full ({most} players).",
    "error.tournament_already_in": "You are already signed up for {name}.",
    "error.tournament_not_in": "That player is not in {name}.",
    "error.tournament_you_not_in": "You are not in {name}.",
    "error.tournament_player_in": "{player} is already in {name}.",
    "error.tournament_no_checkin": "{name} has no check-in open.",
    "error.tournament_checked_in": "You are already checked in for {name}.",
    "error.tournament_over": "{name} is over.",
    "error.tournament_not_checkin": "{name} is not checking in players now.",
    "error.tournament_too_few": "{name} cannot start: fewer than two players checked in.",
    "error.tournament_round_robin_many": "A round robin takes at most {most} players.",
    "error.tournament_organiser_only": (
        "Only the organiser, or someone with Manage Server, can do that."
    ),
    "error.tournament_not_running": "{name} is not under way.",
    "error.tournament_paused": "The tournament is already paused.",
    "error.tournament_not_paused": "The tournament is not paused.",
    "error.tournament_round_started": (
        "Round {round} cannot be paired again: its games have started (someone has moved)."
    ),
    "error.tournament_create_permission": (
        "Opening a tournament needs Manage Server, or the role the server named for it "
        "(`/azul settings server tournament_role:`)."
    ),
    "cmd.settings.server.tournament_role": (
        "A role whose members may open tournaments (@everyone: Manage Server only)"
    ),
    "settings.server.tournament_role": "• Tournaments are opened by: {who}",
    "settings.server.tournament_role_none": "members with Manage Server",
    "settings.server.tournament_role_named": "members with Manage Server or {role}",
    "error.tournament_bad_signup": (
        "`signup:` takes a duration such as 30m, 2h or 1d (at most 14 days)."
    ),
}
