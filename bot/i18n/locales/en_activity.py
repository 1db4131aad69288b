"""English (en): the Discord Activity (the live table inside Discord, docs/activity.md): its
page's words before a table is shown (the table's own come from `web.labels`), and its button."""

EN_ACTIVITY: dict[str, str] = {
    "button.play_in_discord": "Play in Discord",
    "error.no_activity": "This bot has no Discord Activity set up: play with the buttons here.",
    "error.activity_refused": (
        "Discord would not start the Activity here (are Activities enabled for this app and "
        "allowed in this channel?). Play with the buttons here meanwhile."
    ),
    "activity.connecting": "Connecting to Discord…",
    "activity.in_activity": "In the Activity",
    "activity.seat": "seat {n}",
    "activity.watching": "watching",
    "activity.games_here": "Games in this channel",
    "activity.none_here": "No game in this channel yet.",
    "activity.open_new": "Open a new game",
    "activity.azul": "Azul",
    "activity.summer-pavilion": "Summer Pavilion",
    "activity.colour": "coloured side",
    "activity.grey": "grey side",
    "activity.lobby": "lobby",
    "activity.active": "playing",
    "activity.players": "players: {names}",
    "activity.host": "host: {name}",
    "activity.join": "Take a seat",
    "activity.watch": "Watch",
    "activity.computer": "Add an easy computer",
    "activity.start": "Start",
    "activity.waiting": "Waiting for the host to start the game.",
    "activity.refused_401": "Discord did not recognise you: close the Activity and open it again.",
    "activity.refused_403": "You are not in this Activity: join it from Discord first.",
    "activity.refused_404": "This Activity has ended: launch it again from the game's post.",
}
