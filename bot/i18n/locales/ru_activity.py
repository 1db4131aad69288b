"""Russian (ru): the Discord Activity (the live table inside Discord, docs/activity.md): its
page's words before a table is shown (the table's own come from `web.labels`), and its button."""

# "Activity" is Discord's «активность» (as the Russian Discord client names it); the lobby's
# words follow ru.py: организатор (host), лобби, цветная / серая сторона, «Летний дворец».

RU_ACTIVITY: dict[str, str] = {
    "button.play_in_discord": "Играть в Discord",
    "error.no_activity": "У этого бота не настроена активность Discord: играйте кнопками здесь.",
    "error.activity_refused": (
        "Discord не стал запускать здесь активность (включены ли активности для этого "
        "приложения и разрешены ли они в этом канале?). А пока играйте кнопками здесь."
    ),
    "activity.connecting": "Подключение к Discord…",
    "activity.in_activity": "В активности",
    "activity.seat": "место {n}",
    "activity.watching": "смотрит",
    "activity.games_here": "Игры в этом канале",
    "activity.none_here": "В этом канале пока нет игр.",
    "activity.open_new": "Открыть новую игру",
    "activity.azul": "Azul",
    "activity.summer-pavilion": "Летний дворец",
    "activity.colour": "цветная сторона",
    "activity.grey": "серая сторона",
    "activity.lobby": "лобби",
    "activity.active": "идёт игра",
    "activity.players": "игроки: {names}",
    "activity.host": "организатор: {name}",
    "activity.join": "Занять место",
    "activity.watch": "Смотреть",
    "activity.computer": "Добавить лёгкий компьютер",
    "activity.start": "Начать",
    "activity.waiting": "Ждём, пока организатор начнёт игру.",
    "activity.refused_401": "Discord вас не распознал: закройте активность и откройте её снова.",
    "activity.refused_403": "Вас нет в этой активности: сначала присоединитесь к ней в Discord.",
    "activity.refused_404": "Эта активность завершилась: запустите её снова из сообщения игры.",
}
