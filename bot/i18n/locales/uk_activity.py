"""Ukrainian (uk): the Discord Activity (the live table inside Discord, docs/activity.md): its
page's words before a table is shown (the table's own come from `web.labels`), and its button."""

# «Активність» is Discord's Activity, capitalised as the feature's name; the host is
# «організатор» and a lobby «лобі», as in uk.py.

UK_ACTIVITY: dict[str, str] = {
    "button.play_in_discord": "Грати в Discord",
    "error.no_activity": "Для цього бота не налаштовано Активність Discord: грайте кнопками тут.",
    "error.activity_refused": (
        "Discord не запустив тут Активність (чи ввімкнено Активності для цього застосунку і чи "
        "дозволено їх у цьому каналі?). Поки що грайте кнопками тут."
    ),
    "activity.connecting": "Підключення до Discord…",
    "activity.in_activity": "В Активності",
    "activity.seat": "місце {n}",
    "activity.watching": "дивиться",
    "activity.games_here": "Ігри в цьому каналі",
    "activity.none_here": "У цьому каналі ще немає гри.",
    "activity.open_new": "Відкрити нову гру",
    "activity.azul": "Azul",
    "activity.summer-pavilion": "Літній палац",
    "activity.colour": "кольоровий бік",
    "activity.grey": "сірий бік",
    "activity.lobby": "лобі",
    "activity.active": "гра триває",
    "activity.players": "гравці: {names}",
    "activity.host": "організатор: {name}",
    "activity.join": "Зайняти місце",
    "activity.watch": "Дивитися",
    "activity.computer": "Додати легкий комп'ютер",
    "activity.start": "Почати",
    "activity.waiting": "Чекаємо, поки організатор почне гру.",
    "activity.refused_401": "Discord вас не впізнав: закрийте Активність і відкрийте її знову.",
    "activity.refused_403": "Вас немає в цій Активності: спершу приєднайтеся до неї в Discord.",
    "activity.refused_404": "Ця Активність завершилася: запустіть її знову з повідомлення гри.",
}
