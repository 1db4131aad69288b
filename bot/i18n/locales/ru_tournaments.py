"""Russian (ru): tournaments (`/azul tournament`, bot/tournaments)."""

# A tournament's round is a «тур» (the game's own rounds stay «раунд»); a bye is a «свободный
# тур»; tournament points are «очки», a game's score «счёт». {name} is the tournament's name:
# running text says «турнир «{name}»» so that it needs no case ending.

RU_TOURNAMENTS: dict[str, str] = {
    # -- commands -----------------------------------------------------------------------------
    "cmd.tournament": "Турниры на этом сервере: швейцарская, круговая или олимпийская система",
    "cmd.tournament.create": "Открыть здесь турнир с сообщением для записи (Управлять сервером)",
    "cmd.tournament.create.name": "Название турнира (так его покажут сообщения)",
    "cmd.tournament.create.edition": "В какую игру играют",
    "cmd.tournament.create.side": "Какая сторона планшетов",
    "cmd.tournament.create.format": "Швейцарская, круговая (до 8 игроков) или олимпийская система",
    "cmd.tournament.create.table_size": "Игроков за столом: 2, 3 или 4 (олимпийская система: 2)",
    "cmd.tournament.create.rounds": "Швейцарская система: сколько туров (от 1 до 15)",
    "cmd.tournament.create.timer": "Время на ход (обязательно, чтобы турнир не застрял)",
    "cmd.tournament.create.rated": "Идут ли его игры в рейтинг (по умолчанию: да)",
    "cmd.tournament.create.signup": "Сколько длится запись, напр. 30m, 2h, 1d",
    "cmd.tournament.start": (
        "Закрыть запись сейчас; во время подтверждения участия — сразу начать 1-й тур"
    ),
    "cmd.tournament.standings": "Турнирная таблица: изображение и текст",
    "cmd.tournament.id": "Номер турнира (по умолчанию — турнир в этом канале)",
    "cmd.tournament.pause": "Пауза: новый тур не начнётся, пока вы не возобновите турнир",
    "cmd.tournament.resume": "Возобновить приостановленный турнир",
    "cmd.tournament.deadline": (
        "Завершить текущий тур через это время (недоигранные партии — по счёту)"
    ),
    "cmd.tournament.deadline.after": "Через сколько времени, напр. 30m, 2h",
    "cmd.tournament.drop": "Вывести игрока из турнира (его результаты сохранятся)",
    "cmd.tournament.add": "Добавить игрока в турнир (в пары — со следующего тура)",
    "cmd.tournament.replace": (
        "Компьютер будет играть за пропавшего игрока, начиная с его следующей партии"
    ),
    "cmd.tournament.player": "Игрок",
    "cmd.tournament.end": "Завершить турнир сейчас (турнирная таблица — как есть)",
    "choice.format.swiss": "Швейцарская система",
    "choice.format.round-robin": "Круговая система",
    "choice.format.knockout": "Олимпийская система",
    # -- the sign-up post ---------------------------------------------------------------------
    "tournament.format.swiss": (
        "швейцарская система, {rounds, plural, one {# тур} few {# тура} many {# туров} "
        "other {# тура}}"
    ),
    "tournament.format.round-robin": "круговая система",
    "tournament.format.knockout": "олимпийская система",
    "tournament.title": "🏆 **{name}** (турнир #{id})",
    "tournament.rules": (
        "{edition}, {side} · {format} · по {size} за столом · {timer} на ход · {rated}\n"
        "Организатор: {organiser}."
    ),
    "tournament.scoring": (
        "За каждым столом места приносят очки: от 6 победителю до 0 последнему (6/3/0 втроём, "
        "6/4/2/0 вчетвером); свободный тур даёт 3. При равенстве очков решают очки соперников, "
        "затем общий счёт, затем личная встреча."
    ),
    "tournament.scoring_knockout": (
        "Победитель каждой партии проходит в следующий тур; при ничьей проходит игрок с более "
        "высоким посевом. Игроки с самым высоким посевом (по рейтингу) могут начать со "
        "свободного тура."
    ),
    "tournament.rated": "рейтинговый",
    "tournament.unrated": "без рейтинга",
    "tournament.signup_open": "Запись открыта до {when}: нажмите **Записаться**.",
    "tournament.checkin_open": (
        "Подтверждение участия открыто до {when}: все записавшиеся, нажмите "
        "**Подтвердить участие**, иначе вас снимут с турнира, как только начнётся 1-й тур."
    ),
    "tournament.running": "Идёт тур {round} из {rounds}.",
    "tournament.running_paused": "Пауза после тура {round} из {rounds}.",
    "tournament.finished": "Турнир окончен.",
    "tournament.ended": "Организатор досрочно завершил турнир.",
    "tournament.players": "**Игроки ({count})**: {names}",
    "tournament.nobody": "пока никого",
    "tournament.checked": "✅ {name}",
    "tournament.unchecked": "⏳ {name}",
    "tournament.withdrawn": "~~{name}~~",
    "button.sign_up": "Записаться",
    "button.withdraw": "Выйти из турнира",
    "button.check_in": "Подтвердить участие",
    # -- answers to one person ------------------------------------------------------------------
    "tournament.created": "Турнир #{id} открыт для записи: {link}",
    "tournament.signed_up": "Вы записались на турнир «{name}».",
    "tournament.withdrew": "Вы вышли из турнира «{name}».",
    "tournament.checked_in": "Участие в турнире «{name}» подтверждено. Удачи!",
    "tournament.started_checkin": (
        "Запись на турнир «{name}» закрыта: началось подтверждение участия."
    ),
    "tournament.paused_now": (
        "Турнир «{name}» приостановлен: новый тур не начнётся, пока вы его не возобновите."
    ),
    "tournament.resumed_now": "Турнир «{name}» продолжается.",
    "tournament.deadline_set": (
        "Тур {round} турнира «{name}» закончится {when}: тогда недоигранные партии решит счёт "
        "на тот момент."
    ),
    "tournament.dropped_now": (
        "{player} больше не играет в турнире «{name}» (результаты сохраняются)."
    ),
    "tournament.added_now": "{player} играет в турнире «{name}» со следующего тура.",
    "tournament.replaced_now": (
        "Компьютер ({level}) будет играть за игрока {player} в турнире «{name}», начиная со "
        "следующей партии."
    ),
    "tournament.ended_now": "Турнир «{name}» завершён.",
    "tournament.none": "В этом канале нет турнира: укажите его номер.",
    # -- channel posts ------------------------------------------------------------------------
    "tournament.checkin_ping": (
        "✋ Подтверждение участия в турнире **{name}** открыто до {when}: {people}"
    ),
    "tournament.round_title": "🎲 **{name}**: тур {round} из {rounds}",
    "tournament.table_line": "Стол {table}: {players} → {thread}",
    "tournament.bye_line": "Свободный тур: {player} (3 очка)",
    "tournament.thread_name": "{name} · тур {round} · стол {table}",
    "tournament.table_welcome": (
        "**{name}**, тур {round}, стол {table}: {players}. {timer} на ход; если у игрока "
        "дважды подряд истекает время, за его место играет компьютер, пока игрок не вернётся."
    ),
    "tournament.table_result": "Партия за столом {table} тура {round} окончена: {result}.",
    "tournament.table_adjudicated": (
        "За столом {table} тура {round} истекло время: результат определён по счёту на тот "
        "момент, {result}."
    ),
    "tournament.place": "{place}. {name}: {score}",
    "tournament.round_over": "Тур {round} турнира **{name}** окончен. Турнирная таблица:",
    "tournament.waiting": "Пауза: следующий тур начнётся, когда организатор возобновит турнир.",
    "tournament.final": "🏆 Турнир **{name}** окончен. Итоговая таблица:",
    "tournament.winner": "Поздравляем, {names}!",
    "tournament.deadline_passed": (
        "⏰ Время тура истекло: недоигранные партии завершаются по счёту."
    ),
    "tournament.too_few_now": (
        "Турнир **{name}** не начался: участие подтвердили меньше двух игроков."
    ),
    "tournament.standings_line": (
        "{rank}. {name} — {points} очк. · у соперников {opponents} · счёт {score}"
    ),
    "tournament.standings_withdrawn": "(вне турнира)",
    "tournament.standings_title": "{name} — турнирная таблица после тура {round} из {rounds}",
    "tournament.standings_subtitle": "{edition} · {side} · {format} · по {size} за столом",
    "tournament.standings_footer": (
        "Очки: от 6 за победу до 0 · дополнительные показатели: очки соперников, счёт, "
        "личная встреча · +1: свободный тур"
    ),
    "tournament.col.rank": "#",
    "tournament.col.player": "Игрок",
    "tournament.col.points": "Очки",
    "tournament.col.opponents": "Соп.",
    "tournament.col.score": "Счёт",
    "tournament.col.games": "Игры",
    "tournament.game_line": "Партия турнира **{name}**, тур {round}.",
    # -- errors ---------------------------------------------------------------------------------
    "error.tournament_unknown": "Я не знаю турнира #{id}.",
    "error.tournament_name": "Название турнира должно содержать от 1 до {most} символов.",
    "error.tournament_format": ("`{value}` — не формат турнира: swiss, round-robin или knockout."),
    "error.tournament_table_size": "За столом сидят 2, 3 или 4 игрока.",
    "error.tournament_knockout_size": "По олимпийской системе играют только вдвоём за столом.",
    "error.tournament_timer": ("Турниру нужен таймер хода (`timer:`): ждать вечно он не может."),
    "error.tournament_rounds": (
        "В турнире по швейцарской системе может быть от 1 до {most} туров (`rounds:`)."
    ),
    "error.tournament_channel_busy": "В этом канале уже идёт турнир: {name}.",
    "error.tournament_signup_closed": "Запись на турнир «{name}» закрыта.",
    "error.tournament_full": "Мест в турнире больше нет (максимум — {most}).",
    "error.tournament_already_in": "Вы уже записаны на турнир «{name}».",
    "error.tournament_not_in": "Этот игрок не участвует в турнире «{name}».",
    "error.tournament_you_not_in": "Вы не участвуете в турнире «{name}».",
    "error.tournament_player_in": "{player} уже участвует в турнире «{name}».",
    "error.tournament_no_checkin": ("Подтверждение участия в турнире «{name}» сейчас не открыто."),
    "error.tournament_checked_in": "Вы уже подтвердили участие в турнире «{name}».",
    "error.tournament_over": "Турнир «{name}» уже окончен.",
    "error.tournament_not_checkin": ("Турнир «{name}» сейчас не на этапе подтверждения участия."),
    "error.tournament_too_few": (
        "Турнир «{name}» не может начаться: участие подтвердили меньше двух игроков."
    ),
    "error.tournament_round_robin_many": (
        "В турнире по круговой системе может быть не больше {most} игроков."
    ),
    "error.tournament_organiser_only": (
        "Это может сделать только организатор или участник с правом «Управлять сервером»."
    ),
    "error.tournament_not_running": "Турнир «{name}» сейчас не идёт.",
    "error.tournament_paused": "Турнир уже приостановлен.",
    "error.tournament_not_paused": "Турнир не приостановлен.",
    "error.tournament_bad_signup": (
        "`signup:` принимает длительность, например 30m, 2h или 1d (не больше 14 дней)."
    ),
    "cmd.tournament.repair": "Заново составить пары текущего тура (пока никто не сделал хода)",
    "tournament.repaired_now": "Пары тура {round} турнира «{name}» составлены заново.",
    "tournament.replaced_public": (
        "🤖 Со следующей партии за игрока {player}, которого нет, играет компьютер ({level})."
    ),
    "tournament.called_off": "Организатор заново составил пары этого тура: эта партия отменена.",
    "error.tournament_round_started": (
        "Пары тура {round} нельзя составить заново: его партии уже начались (кто-то сделал ход)."
    ),
    "history.tournament": "(турнир «{name}», тур {round})",
    "error.tournament_create_permission": (
        "Чтобы открыть турнир, нужно право «Управлять сервером» или роль, которую "
        "сервер для этого назначил (`/azul settings server tournament_role:`)."
    ),
    "cmd.settings.server.tournament_role": (
        "Роль, участники которой могут открывать турниры (@everyone: только «Управлять сервером»)"
    ),
    "settings.server.tournament_role": "• Турниры открывают: {who}",
    "settings.server.tournament_role_none": "участники с правом «Управлять сервером»",
    "settings.server.tournament_role_named": (
        "участники с правом «Управлять сервером» или с ролью {role}"
    ),
    "end.deadline": (
        "⏰ Время тура вышло: партия #{game} заканчивается здесь, её решает текущий счёт."
    ),
}
