"""English (en): the catalogue's own language, and the fallback of every other. The parts
about finished games, reviews and rated games are in `en_history`, `en_review` and `en_rated`."""

from .en_activity import EN_ACTIVITY
from .en_history import EN_HISTORY
from .en_lessons import EN_LESSONS
from .en_lessons_pavilion import EN_LESSONS_PAVILION
from .en_rated import EN_RATED
from .en_review import EN_REVIEW
from .en_tournaments import EN_TOURNAMENTS

EN: dict[str, str] = {
    # -- generic ------------------------------------------------------------------------------
    "edition.azul": "Azul",
    "edition.summer-pavilion": "Azul: Summer Pavilion",
    "side.colour": "coloured side",
    "side.grey": "grey side",
    "computer.name": "Computer {n} ({level})",
    "sorry": "Sorry, something went wrong on my side. It has been logged; please try again.",
    # -- errors answered to one person ---------------------------------------------------------
    "error.no_game": "There is no game in this channel. Start one with `/azul new`.",
    "error.no_game_id": "I know no game #{game}.",
    "error.not_here": "Game #{game} is not played in this channel.",
    "error.out_of_range": "`{option}` takes a number from {low} to {high}.",
    "error.bad_control": "This control is damaged or out of date: use the command again.",
    "error.game_over": "This game is over.",
    "error.not_started": "The game has not started yet: the host starts it from the lobby.",
    "error.not_a_player": "You are not playing in this game.",
    "error.not_your_turn": "It is {name}'s turn.",
    "error.not_your_turn_spectator": "It is {name}'s turn (you are not playing in this game).",
    "error.illegal": "That move is not allowed: {reason}.",
    "table.words": "🖼️ The picture could not be drawn this time; the table in words:",
    "table.factories": "Factories: {factories}",
    "table.centre": "Centre: {tiles}",
    "table.scores": "Scores: {scores}",
    "error.move_not_saved": (
        "Your move could not be saved, so it was not played: try again in a moment."
    ),
    "error.not_saved": ("That could not be saved, so nothing changed: try again in a moment."),
    "cmd.new.invite": "Only these people may join: mention them (@name), up to 3",
    "lobby.invited": "By invitation: {people}",
    "error.invite_only": "This lobby is by invitation of {host}: ask them for a seat.",
    "error.invite_cannot_see": (
        "Not everyone invited can see this channel: {people}. Invite only people who can play here."
    ),
    "error.invite_mentions": "Invite people by mentioning them (@name) in `invite:`.",
    "error.invite_too_many": "Besides the host a table has room for {most}: invite at most {most}.",
    "error.slow_down": "You are going a little fast: try again in {seconds} s.",
    "error.busy": (
        "Too many hints and reviews are being worked out right now: try again in {seconds} s."
    ),
    "error.hint_in_flight": "Your previous hint is still being worked out: wait for its answer.",
    "error.too_many_games": (
        "This server has {count} open games, as many as it may have: finish or end one "
        "first (`/azul games` lists yours)."
    ),
    "error.too_many_hosted": (
        "You already host open games on this server: {count}, as many as one person may. "
        "Finish or end one first (`/azul games` lists them)."
    ),
    "error.thread_not_allowed": (
        "You may not create threads in this channel, so the game cannot open in a thread of its "
        "own: start it without `thread:`."
    ),
    "error.notation_length": (
        "That is not a move: a move is written in at most {most} characters, like `4K-2`."
    ),
    "error.stale": "This board is out of date: the game has moved on. Current turn: {link}",
    "error.stale_no_link": "This board is out of date: the game has moved on.",
    "error.already_played": (
        "You have already moved: this board is out of date. Current turn: {link}"
    ),
    "error.channel_busy": "There is already a game in this channel: {link}",
    "error.channel_busy_no_link": "There is already a game in this channel (#{game}).",
    "error.edition_unavailable": "{edition} is not available yet.",
    "error.lobby_closed": "This lobby is closed.",
    "error.removed": "The host ({host}) removed you from this lobby, so you cannot join it again.",
    "error.seat_changed": (
        "The seats have changed since this menu was shown: press **Remove a player** again."
    ),
    "error.nobody_to_remove": "Nobody but you has a seat at this table.",
    "error.lobby_full": "The table is full (4 players).",
    "error.already_seated": "You already have a seat at this table.",
    "error.not_seated": "You have no seat at this table.",
    "error.undo_nothing": "You have no move to take back in this game.",
    "error.undo_not_last": (
        "Only the latest move a person made can be taken back, and that one is {name}'s."
    ),
    "error.undo_after_draw": (
        "New tiles were drawn since your move, so it can no longer be taken back."
    ),
    "error.host_cannot_leave": "The host cannot leave; use Cancel to close the lobby.",
    "error.host_only": "Only the host ({host}) can do that.",
    "error.end_forbidden": "Only the host ({host}) or members who can manage messages can end it.",
    "error.too_few_players": "A game needs at least 2 players; invite someone or add a computer.",
    "error.not_in_guild": "Azul games are played in server channels, not in direct messages.",
    "error.bot_missing_permissions": (
        "I can't play here: I am missing the {permissions} permission in this channel."
    ),
    "error.post_failed": (
        "The move is saved, but I could not post the table here ({permissions} missing). "
        "Use `/azul board` to see it."
    ),
    "error.thread_locked": (
        "The move is saved, but this game's thread is archived and locked, so I cannot post in it. "
        "A moderator can reopen it; `/azul board` shows the table meanwhile."
    ),
    "error.channel_gone": "This game's channel no longer exists, so the game has ended.",
    "game.thread_deleted": "Game #{game} has ended: its thread was deleted.",
    "error.no_such_player": "No player called {name} in this game.",
    "error.resigned": "You have resigned from this game.",
    # -- why a move is illegal (the engines' codes; English exactly as the engines say it) -------
    "illegal.game_over": "the game is over",
    "illegal.not_your_turn": "it is {turn}'s turn, not {player}'s",
    "illegal.azul.notation": (
        "{text} is not an Azul move: write <source><colour>-<line>, e.g. 4K-2 or CR-F "
        "(source 1-9 or C, colour B Y R K W, line 1-5 or F), or <row>><column> such as 2>4 "
        "for a grey-wall column"
    ),
    "illegal.azul.not_a_move": "{move} is not an Azul move",
    "illegal.azul.choose_column_first": (
        "the factory offer is over: choose the wall column for pattern line {line} first"
    ),
    "illegal.azul.bad_draft": "{move} names no colour or target of this game",
    "illegal.azul.no_factory": "there is no factory {factory}: this game has factories 1-{count}",
    "illegal.azul.source_empty": "{source} is empty",
    "illegal.azul.no_colour_in_source": "{source} has no {colour} tiles",
    "illegal.azul.line_full": "pattern line {line} is already full",
    "illegal.azul.line_other_colour": "pattern line {line} already holds {colour} tiles",
    "illegal.azul.wall_row_has_colour": "row {row} of the wall already has a {colour} tile",
    "illegal.azul.not_wall_phase": (
        "wall columns are chosen only after the factory offer (grey side)"
    ),
    "illegal.azul.wrong_row": (
        "the column for pattern line {line} must be chosen now, not for line {row}"
    ),
    "illegal.azul.no_column": "the wall has columns 1-5",
    "illegal.azul.wall_tiled": "row {row}, column {column} of the wall is already tiled",
    "illegal.azul.wall_column_has_colour": (
        "column {column} of the wall already has a {colour} tile"
    ),
    "illegal.pavilion.notation": (
        "{text} is not a Summer Pavilion move: "
        "write <source><colour> to take tiles (e.g. 3O, CB; source 1-9 or C), "
        "<star><space>[<colour>][w<wilds>][+<bonus>] to place (e.g. R4w2, C3B, O6+PGG, B2Y; "
        "star O R B Y G P C, space 1-6, colours P G O Y B R), or pass / pass:<kept> "
        "(e.g. pass:GOOB)"
    ),
    "illegal.pavilion.notation_grey_colour": (
        "{text}: on the grey side a placement names its colour, e.g. {space}B"
    ),
    "illegal.pavilion.notation_centre_colour": (
        "{text}: a placement on the centre star names its colour, e.g. {space}B"
    ),
    "illegal.pavilion.notation_wilds": (
        "{text}: no space costs more than {cost} tiles, and one of them must be a real tile, "
        "so at most 5 wild tiles can be used"
    ),
    "illegal.pavilion.notation_keeps": "{text}: a pass keeps at most 4 tiles on the corner spaces",
    "illegal.pavilion.not_a_move": "{move} is not a Summer Pavilion move",
    "illegal.pavilion.acquire_over": (
        "tiles are taken in phase 1, which is over: place a tile or pass"
    ),
    "illegal.pavilion.bad_colour": "{move} names no tile colour",
    "illegal.pavilion.no_factory": (
        "there is no factory {factory}: this game has factories 1-{count}"
    ),
    "illegal.pavilion.source_empty": "{source} is empty",
    "illegal.pavilion.no_colour_in_source": "{source} has no {colour} tiles",
    "illegal.pavilion.wild_alone": (
        "{colour} is this round's wild colour: take another colour from {source}, and one "
        "{colour} tile comes along"
    ),
    "illegal.pavilion.place_too_early": (
        "tiles are placed in phase 2, once the factories and the centre are empty: "
        "take tiles from a factory or the centre"
    ),
    "illegal.pavilion.bad_place": "{move} names no space or colour of the board",
    "illegal.pavilion.bad_bonus": "{move}: bonus tiles must be counts for the six colours",
    "illegal.pavilion.covered": "space {space} is already covered",
    "illegal.pavilion.centre_has_colour": (
        "the centre star already has a {colour} tile: its six tiles must all differ"
    ),
    "illegal.pavilion.multi_star_has_colour": (
        "the {star} star has become multicoloured and already has a {colour} tile: "
        "its six tiles must all differ"
    ),
    "illegal.pavilion.star_became_colour": (
        "the {star} star has become a {colour} star: it takes only {colour} tiles"
    ),
    "illegal.pavilion.star_colour": "{star_name} takes only {colour} tiles",
    "illegal.pavilion.wild_as_itself": (
        "{colour} is the wild colour: placed as itself it is paid entirely in {colour}, "
        "so no wilds are named (write {space} without w)"
    ),
    "illegal.pavilion.short_of_wild_colour": (
        "{space} costs {cost, plural, one {# {colour} tile} other {# {colour} tiles}}, "
        "you have {have}"
    ),
    "illegal.pavilion.no_real_tile": (
        "you have no {colour} tile: at least one real {colour} tile is needed for {space}"
    ),
    "illegal.pavilion.too_many_wilds": (
        "{space} costs {cost}: at most {most, plural, one {# wild tile} other {# wild tiles}} "
        "can be used, "
        "since one real {colour} tile is required"
    ),
    "illegal.pavilion.wilds_in_hand": (
        "you have {have, plural, one {# wild ({colour}) tile} other {# wild ({colour}) tiles}}, "
        "not {count}"
    ),
    "illegal.pavilion.short_with_wilds": (
        "{space} costs {cost} tiles: with {wilds, plural, one {# wild tile} other {# wild tiles}} "
        "you need {need} {colour}, "
        "and have {have}"
    ),
    "illegal.pavilion.short": (
        "{space} costs {cost} tiles: you need {cost} {colour} (or name wilds, e.g. {space}w1), "
        "and have {have}"
    ),
    "illegal.pavilion.no_bonus": (
        "covering {space} completes no window, statue or pillar: no bonus tiles"
    ),
    "illegal.pavilion.bonus_take_all": (
        "covering {space} earns {owed, plural, one {# bonus tile} other {# bonus tiles}} but the "
        "supply holds only {have}: "
        "take all of them (+{tiles})"
    ),
    "illegal.pavilion.bonus_count": (
        "covering {space} earns exactly {owed, plural, one {# bonus tile} other {# bonus tiles}} "
        "from the supply, not {count}"
    ),
    "illegal.pavilion.supply_short": (
        "the supply holds {have, plural, one {# {colour} tile} other {# {colour} tiles}}, "
        "not {count}"
    ),
    "illegal.pavilion.pass_too_early": (
        "passing belongs to phase 2: now take tiles from a factory or the centre"
    ),
    "illegal.pavilion.bad_kept": "{move}: kept tiles must be counts for the six colours",
    "illegal.pavilion.last_round_keeps_nothing": (
        "in round 6 a pass keeps nothing: every tile left in hand goes to the tower "
        "(write plain pass)"
    ),
    "illegal.pavilion.keeps_all": (
        "with 4 or fewer tiles in hand all of them are kept: write plain pass"
    ),
    "illegal.pavilion.keeps_too_many": "a pass keeps at most 4 tiles on the corner spaces",
    "illegal.pavilion.keeps_more_than_hand": (
        "you cannot keep {count, plural, one {# {colour} tile} other {# {colour} tiles}}: "
        "you have {have}"
    ),
    # -- permissions, as Discord names them in the client ----------------------------------------
    "perm.send_messages": "Send Messages",
    "perm.send_messages_in_threads": "Send Messages in Threads",
    "perm.attach_files": "Attach Files",
    "perm.view_channel": "View Channel",
    "perm.create_public_threads": "Create Public Threads",
    # -- lobby ----------------------------------------------------------------------------------
    "lobby.header": "**{edition}** ({side}): a new game, hosted by {host}.",
    "lobby.seats": "Seats ({count}/4):",
    "lobby.seat": "{n}. {name}",
    "lobby.help": "Press **Join** to sit down. The host starts the game with 2 to 4 players.",
    "lobby.started": "The game has started: {link}",
    "lobby.cancelled": "This lobby was cancelled by {name}.",
    "lobby.ended": "This lobby was closed by {name}.",
    "lobby.opened_in_thread": "The lobby is open in {thread}.",
    "lobby.thread_name": "Azul — {host}",
    "lobby.remove_question": "Who should leave the table?",
    "lobby.removed_person": "{name} no longer has a seat here and may not join this lobby again.",
    "lobby.removed_computer": "{name} no longer has a seat here.",
    "lobby.level_question": "How strong should the computer player be?",
    "level.easy": "Easy",
    "level.easy.about": "Takes the best-looking tiles at once. Friendly.",
    "level.medium": "Medium",
    "level.medium.about": "Thinks to the end of the round before each move. A fair fight.",
    "level.hard": "Hard",
    "level.hard.about": "Plays out thousands of possible futures, about a second a move.",
    "level.expert": "Expert",
    "level.expert.about": (
        "Five times hard's search, up to 5 seconds a move: the strongest, for the patient."
    ),
    "lobby.thread_ignored": "We are already in a thread, so the game opens here.",
    "button.join": "Join",
    "button.remove": "Remove a player",
    "button.leave": "Leave",
    "button.computer": "Add computer player",
    "button.start": "Start",
    "button.cancel": "Cancel",
    "button.my_board": "My board",
    # -- turns ----------------------------------------------------------------------------------
    "turn.round": "**Round {round}**",
    "turn.last_round": "Last round!",
    "turn.your_turn": "{mention}, it is your turn.",
    "turn.computer_turn": "{name} is thinking…",
    "turn.away_turn": "{name} is away: a computer plays their turn…",
    "turn.start": "The game begins. Seat order: {order}.",
    "turn.recovered": "Here is where the game stands.",
    "turn.computer_failed": (
        "Choosing a move for {name} ran into a problem and stopped. `/azul board` starts it again."
    ),
    "step.source": "Where do you take tiles from?",
    "step.colour": "Which colour?",
    "step.target": "Onto which line?",
    "step.row": "Which pattern line?",
    "step.column": "Which wall column for line {row}?",
    "step.star": "Which star (or pass)?",
    "step.space": "Which space?",
    "step.wilds": "How many wild tiles do you pay with?",
    "step.bonus": "Choose a bonus tile.",
    "step.keep": "Which tiles do you keep?",
    "step.move": "Which move?",
    "step.more": "More…",
    "step.done": "Done",
    "played": "You played `{move}`.",
    "hint": "Hint: `{move}` — {reason}.",
    # -- a hint's reason: the parts of rules.ai.explain_parts (English as in rules.ai.phrases) --
    "hint.azul.take.one": "takes {n} {colour} tile from {source}",
    "hint.azul.take.other": "takes {n} {colour} tiles from {source}",
    "hint.azul.all_to_floor": "all to the floor line",
    "hint.azul.completes_line": "completes pattern line {line}",
    "hint.azul.completes_line_points.one": (
        "completes pattern line {line} (about {n} point at the tiling)"
    ),
    "hint.azul.completes_line_points.other": (
        "completes pattern line {line} (about {n} points at the tiling)"
    ),
    "hint.azul.to_line": "to pattern line {line}",
    "hint.azul.to_floor": "{count} to the floor",
    "hint.azul.takes_marker": "takes the first-player marker",
    "hint.azul.wall.one": (
        "puts the {colour} tile of pattern line {line} in column {column} for {n} point"
    ),
    "hint.azul.wall.other": (
        "puts the {colour} tile of pattern line {line} in column {column} for {n} points"
    ),
    "hint.pavilion.take.one": "takes {n} {colour} tile from {source}",
    "hint.pavilion.take.other": "takes {n} {colour} tiles from {source}",
    "hint.pavilion.take_wild.one": "takes {n} {colour} tile and a wild tile from {source}",
    "hint.pavilion.take_wild.other": "takes {n} {colour} tiles and a wild tile from {source}",
    "hint.pavilion.marker.one": "with the first-player marker (-{n} point)",
    "hint.pavilion.marker.other": "with the first-player marker (-{n} points)",
    "hint.pavilion.place.one": "places {colour} on {space} for {n} point",
    "hint.pavilion.place.other": "places {colour} on {space} for {n} points",
    "hint.pavilion.wilds.one": "(paying with {n} wild)",
    "hint.pavilion.wilds.other": "(paying with {n} wilds)",
    "hint.pavilion.completing": "completing",
    "hint.pavilion.window": "window {star}",
    "hint.pavilion.statue": "statue {star}|{star2}",
    "hint.pavilion.pillar": "pillar {star}",
    "hint.pavilion.and": "and",
    "hint.pavilion.bonus": "(bonus {tiles})",
    "hint.pavilion.pass": "passes",
    "hint.pavilion.keeping": "keeping {tiles}",
    "hint.pavilion.discarded": "(-{count} for discarded tiles)",
    "hint.move": "{move}",
    "hint.note.only_legal": "the only legal move",
    "hint.note.only_worth": "the only move worth considering",
    "hint.note.first_sight": (
        "the best move at first sight (worth about {value, number, signed} points)"
    ),
    "hint.note.played_out": "best when played out to the round's end (rated {rating:+d})",
    "hint.note.played_out_reply": (
        "best when played out to the round's end against the best reply (rated {rating:+d})"
    ),
    "hint.note.simulated": "wins about {percent}% of {games} simulated games",
    # -- option labels --------------------------------------------------------------------------
    "label.centre": "Centre",
    "label.line": "Line {n}",
    "label.line_full": "Line {n} ({count}/{size})",
    "label.line_overflow": "Line {n} (+{extra} to floor)",
    "label.floor": "Floor",
    "label.column": "Column {n}",
    "label.row": "Line {n}",
    "label.colour_count": "{colour} ×{count}",
    "label.star": "{star} star",
    "label.star_centre": "Centre star",
    "label.pass": "Pass",
    "label.space": "Space {n}",
    "label.space_cost": "Space {n} (costs {cost})",
    "label.no_wilds": "No wild tile",
    "label.wilds.one": "{n} wild tile",
    "label.wilds.other": "{n} wild tiles",
    "label.keep_nothing": "Keep nothing",
    "label.keep_these": "Keep only these",
    # -- colours --------------------------------------------------------------------------------
    "colour.azul.B": "blue",
    "colour.azul.Y": "yellow",
    "colour.azul.R": "red",
    "colour.azul.K": "black",
    "colour.azul.W": "white",
    "colour.summer-pavilion.P": "purple",
    "colour.summer-pavilion.G": "green",
    "colour.summer-pavilion.O": "orange",
    "colour.summer-pavilion.Y": "yellow",
    "colour.summer-pavilion.B": "blue",
    "colour.summer-pavilion.R": "red",
    # -- narration (events of the engine) -------------------------------------------------------
    # A number of tiles of one colour, as the object of a sentence (took, placed, kept,
    # got): the count agrees with the noun and the colour (`n` picks the plural form).
    "tiles.azul.B": "{n, plural, one {# blue tile} other {# blue tiles}}",
    "tile.azul.B": "a blue tile",
    "tiles.azul.Y": "{n, plural, one {# yellow tile} other {# yellow tiles}}",
    "tile.azul.Y": "a yellow tile",
    "tiles.azul.R": "{n, plural, one {# red tile} other {# red tiles}}",
    "tile.azul.R": "a red tile",
    "tiles.azul.K": "{n, plural, one {# black tile} other {# black tiles}}",
    "tile.azul.K": "a black tile",
    "tiles.azul.W": "{n, plural, one {# white tile} other {# white tiles}}",
    "tile.azul.W": "a white tile",
    "tiles.summer-pavilion.P": "{n, plural, one {# purple tile} other {# purple tiles}}",
    "tile.summer-pavilion.P": "a purple tile",
    "tiles.summer-pavilion.G": "{n, plural, one {# green tile} other {# green tiles}}",
    "tile.summer-pavilion.G": "a green tile",
    "tiles.summer-pavilion.O": "{n, plural, one {# orange tile} other {# orange tiles}}",
    "tile.summer-pavilion.O": "an orange tile",
    "tiles.summer-pavilion.Y": "{n, plural, one {# yellow tile} other {# yellow tiles}}",
    "tile.summer-pavilion.Y": "a yellow tile",
    "tiles.summer-pavilion.B": "{n, plural, one {# blue tile} other {# blue tiles}}",
    "tile.summer-pavilion.B": "a blue tile",
    "tiles.summer-pavilion.R": "{n, plural, one {# red tile} other {# red tiles}}",
    "tile.summer-pavilion.R": "a red tile",
    "narr.took": "{name} took {tiles} from {source} → {target}",
    "narr.took_marker": " (and the first-player marker)",
    "narr.to_floor": " ({count} to the floor)",
    "narr.to_lid": " ({count} to the box lid)",
    "narr.source_centre": "the centre",
    "narr.source_factory": "factory {n}",
    "narr.target_line": "line {n}",
    "narr.target_floor": "the floor",
    "narr.wall": "{name} placed {tile} on the wall: row {row}, column {column}, +{points}",
    "narr.line_to_floor": (
        "{name}'s line {row} had no free column: "
        "{count, plural, one {# tile goes} other {# tiles go}} to the floor"
    ),
    "narr.round_over": "Round {round} is over. Scores: {scores}",
    "narr.round_start": "Round {round} begins; {name} starts.",
    "narr.acquired": "{name} took {tiles} from {source}",
    "narr.plus_wild": " + 1 wild",
    "narr.points_lost": " (−{points})",
    "narr.placed": "{name} placed {tile} on {star}, space {space}: +{points}",
    "narr.wilds_used.one": " (paid with {n} wild tile)",
    "narr.wilds_used.other": " (paid with {n} wild tiles)",
    "narr.bonus": "Bonus for {name}: {tiles}",
    "narr.passed": "{name} passed",
    "narr.kept": "{name} passed, keeping {tiles}",
    "narr.play_phase": "All tiles are taken: time to build. {name} places first.",
    "narr.round_start_wild": "Round {round} begins (wild colour: {wild}); {name} starts.",
    "narr.generic": "{name} played `{move}`",
    "narr.forced": "{line} (forced)",
    "narr.undone.one": "{name} took back their last move.",
    "narr.undone.other": "{name} took back their last move and what followed ({n} moves in all).",
    "undo.confirm": "Taken back: it is your turn again.",
    "narr.resigned": "{name} resigned; a computer plays their seat from now on.",
    "narr.star.O": "the orange star",
    "narr.star.R": "the red star",
    "narr.star.B": "the blue star",
    "narr.star.Y": "the yellow star",
    "narr.star.G": "the green star",
    "narr.star.P": "the purple star",
    "narr.star.C": "the centre star",
    # -- end of game ----------------------------------------------------------------------------
    "end.title": "**Game over** — {edition}, {rounds} rounds.",
    "end.winner": "{names} wins!",
    "end.winners": "{names} share the win!",
    "end.line": "{name}: **{total}** ({details})",
    "end.ended_by": (
        "This game was ended by {name}. Its record is kept: `/azul export game:{game}`."
    ),
    "end.jammed": (
        "Nobody plays this game any more and it cannot end by itself, so it stops here, in "
        "round {round}, unrated. Its record is kept: `/azul export game:{game}`."
    ),
    "end.resigned": "{name} resigned. The game is over.",
    "end.resigned_winner": "{name} resigned. {winner} wins!",
    "bd.wall": "wall",
    "bd.floor": "floor",
    "bd.rows": "rows",
    "bd.columns": "columns",
    "bd.colours": "colours",
    "bd.total": "total",
    "bd.start": "start",
    "bd.placements": "placements",
    "bd.first_player": "first player",
    "bd.discards": "discards",
    "bd.stars": "stars",
    "bd.numbers": "numbers",
    # -- slash commands (names stay English; Discord shows these descriptions) ------------------
    "cmd.group": "Play Azul and Azul: Summer Pavilion",
    "cmd.new": "Open a lobby for a new game in this channel",
    "cmd.new.edition": "Which game (default: Azul)",
    "cmd.new.side": "Board side: coloured (standard) or grey (variant)",
    "cmd.new.thread": "Play in a new thread of this channel (default: this server's setting)",
    "choice.edition.azul": "Azul",
    "choice.edition.summer-pavilion": "Azul: Summer Pavilion",
    "choice.side.colour": "Coloured (standard)",
    "choice.side.grey": "Grey (variant)",
    "cmd.move": "Play a move in record notation (e.g. 4K-2)",
    "cmd.move.notation": "Your move, e.g. 4K-2 (factory 4, black, line 2) or CR-F",
    "cmd.board": "Show the table, or one player's board",
    "cmd.board.player": "Show this player's board, large",
    "cmd.board.colour_blind": "Mark every tile colour with its own symbol",
    "cmd.hint": "Suggest a move for you (only you see it)",
    "cmd.hint.expert": "Ask the strongest player (expert, up to 5 s) instead of hard",
    "cmd.resign": "Resign from the game in this channel",
    "cmd.undo": "Take back your last move (before anyone else moves or new tiles are drawn)",
    "cmd.end": "End the game in this channel (host or Manage Messages)",
    "cmd.export": "The game record as a JSON file",
    "cmd.export.game": "Game number (default: the game in this channel)",
    "cmd.help": "How to play Azul here",
    # -- command answers ------------------------------------------------------------------------
    "export.done": "The record of game #{game} ({moves} moves).",
    "export.unfinished": (
        "The game is still running, so the record has the tiles drawn so far but not the seed."
    ),
    "board.caption": "{name}'s board — round {round}.",
    "board.table": "The table of game #{game} — round {round}.",
    "resign.confirm": "You resigned from game #{game}.",
    "end.confirm": "Game #{game} ended.",
    "help.text": (
        "**Azul in Discord**\n"
        "• `/azul new` opens a lobby here (options: edition, wall side, a thread for the game). "
        "Others press **Join**; the host can add computer players and presses **Start**.\n"
        "• On your turn the table shows buttons with only legal choices: Azul — pick a source, "
        "a colour, then a pattern line or the floor; Summer Pavilion — take tiles in phase 1, "
        "then place on a star (space, colour, wilds, bonus) or pass.\n"
        "• `/azul move` plays a move in record notation (e.g. `4K-2`, `CR-F`; with suggestions); "
        "`/azul hint` suggests one, privately; `/azul undo` takes back your last move while "
        "nobody else has moved and no new tiles were drawn.\n"
        "• `/azul board` shows the table or one player's board; `/azul export` gives the game "
        "record as JSON; `/azul resign` leaves a game; `/azul end` stops it (host or moderators).\n"
        "• `/azul new timer:` gives each turn a time limit: a reminder at half time, then a "
        "computer moves for whoever is away (after two in a row it keeps their seat until they "
        "press **I'm back**). `/azul games` lists your open games, your turn first; "
        "`/azul settings me` sets colour-blind images, a direct message on your turn, and "
        "confirming moves."
        "\n• `/azul new language:` picks the language of the table; `/azul settings server` "
        "sets this server's default (Manage Server)."
    ),
    # -- turn timers, absent players -------------------------------------------------------------
    "dur.seconds.one": "{n} second",
    "dur.seconds.other": "{n} seconds",
    "dur.minutes.one": "{n} minute",
    "dur.minutes.other": "{n} minutes",
    "dur.hours.one": "{n} hour",
    "dur.hours.other": "{n} hours",
    "dur.days.one": "{n} day",
    "dur.days.other": "{n} days",
    "choice.timer.off": "Off",
    "cmd.new.timer": "Time per turn; when it runs out a computer moves for the absent player",
    "lobby.timer": (
        "⏱️ Turn timer: {timer}. When it runs out, a computer player ({level}) moves for "
        "whoever is away."
    ),
    "lobby.timer_level": "Who moves when a player's time runs out?",
    "lobby.expired": "This lobby closed: nobody started the game within {after}.",
    "narr.timer": "⏰ {line} (time ran out: played by the computer)",
    "narr.back": "{name} is back and plays their own seat again.",
    "turn.seat_taken": (
        "{name}'s time ran out twice in a row: a computer plays their seat until they come "
        "back (**I'm back**, or their next `/azul move`)."
    ),
    "turn.reminder": (
        "⏰ {mention}, it is still your turn: {left} left before a computer moves for you."
    ),
    "dm.your_turn": "It is your turn in Azul game #{game}: {link}",
    "button.back": "I'm back",
    "button.confirm": "Confirm",
    "button.change": "Change",
    "confirm.question": "Play this move? {move}",
    "back.done": "Welcome back: your seat is yours again.",
    "error.bad_timer": "There is no turn timer {value}: choose one of {allowed}.",
    "error.bad_level": "There is no computer level {level}.",
    "error.not_away": "You are already playing your seat yourself.",
    # -- a person's games and settings -----------------------------------------------------------
    "cmd.games": "Your open games on this server, your turn first",
    "cmd.settings": "Settings",
    "cmd.settings.me": "Your settings: colour-blind images, a message on your turn, confirm moves",
    "cmd.settings.colour_blind": "Mark every tile colour with a symbol on the images shown to you",
    "cmd.settings.turn_dm": "Get a direct message when it is your turn",
    "cmd.settings.confirm_moves": "Confirm each move before it counts",
    "games.none": "You have no open games on this server. Start one with `/azul new`.",
    "games.header": "Your open games here ({count}):",
    "games.lobby": "lobby",
    "games.your_turn": "**your turn**",
    "games.waiting": "waiting for others",
    "games.line": "• {state} · {edition} #{game}: {link}",
    "games.more": "… and {count} more.",
    "settings.current": "Your settings:",
    "settings.saved": "Saved. Your settings:",
    "settings.on": "on",
    "settings.off": "off",
    "settings.colour_blind": "• Colour-blind symbols on the images shown to you: {state}",
    "settings.turn_dm": "• A direct message when it is your turn: {state}",
    "settings.confirm_moves": "• Confirm each move before it counts: {state}",
    "cmd.new.language": "The language of the table (posts and images); default: this server's",
    "cmd.settings.server": (
        "This server's settings (Manage Server): the default language of its games"
    ),
    "cmd.settings.server.language": (
        "The language of new games here; Automatic: the server's locale"
    ),
    "settings.server.current": "This server's settings:",
    "settings.server.saved": "Saved. This server's settings:",
    "settings.server.language": "• Language of new games: {language}",
    "settings.server.automatic": (
        "automatic (the server's locale, else each host's Discord language)"
    ),
    "cmd.settings.server.threads": (
        "New games open in a thread of their own, unless /azul new says thread:False"
    ),
    "cmd.settings.server.images": (
        "Table images in the channel: only the latest (older posts keep their text), or all"
    ),
    "choice.images.latest": "Only the latest (older posts keep their text)",
    "choice.images.all": "All (every post keeps its image)",
    "settings.server.threads": "• New games in a thread of their own: {state}",
    "settings.server.images": (
        "• Table images: {images, select, all {every post keeps its image} "
        "other {only the latest post keeps its image, older ones keep their text}}"
    ),
    "error.manage_server_only": (
        "Only people with the Manage Server permission can change this server's settings."
    ),
    "error.bad_language": "There is no language {value}: choose one of {allowed}.",
    "lang.auto": "Automatic",
    # The live table on the web: /azul web, the "Watch live" button.
    "web.replay": "Open in browser",
    "cmd.web": "A link to a game's live table in your browser: your seat, or to watch",
    "cmd.web.game": "The game's number (by default the game in this channel)",
    "web.play_link": (
        "Your seat at game #{game}, for you only: the link works for 12 hours. Do not "
        "share it: whoever has it plays for you."
    ),
    "web.watch_link": "Game #{game} in your browser, to watch (the link works for 12 hours).",
    "web.open": "Open the table",
    "web.watch": "Watch live",
    "web.off": (
        "This bot offers no live table: its operator has not given it a public address "
        "(AZUL_PUBLIC_URL)."
    ),
}
EN.update(EN_HISTORY)  # after the game: rematch, history, replay, ratings
EN.update(EN_REVIEW)  # game reviews
EN.update(EN_RATED)  # rated games: no hints, ending by agreement
EN.update(EN_TOURNAMENTS)  # tournaments
EN.update(EN_LESSONS)  # lessons and the rules reference
EN.update(EN_LESSONS_PAVILION)  # Summer Pavilion's lessons
EN.update(EN_ACTIVITY)  # the Discord Activity
