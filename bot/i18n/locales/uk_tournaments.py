"""Ukrainian (uk): tournaments (`/azul tournament`, bot/tournaments)."""

# A tournament's round is a «тур» (the game's own rounds stay «раунд»); a bye is a «вільний
# тур»; tournament points are «очки», a game's score «рахунок». {name} is the tournament's
# name: running text says «турнір «{name}»» so that it needs no case ending.

UK_TOURNAMENTS: dict[str, str] = {
    # -- commands -----------------------------------------------------------------------------
    "cmd.tournament": "Турніри на цьому сервері: швейцарська, кругова або олімпійська система",
    "cmd.tournament.create": "Відкрити тут турнір із дописом для запису (Керувати сервером)",
    "cmd.tournament.create.name": "Назва турніру (так її показуватимуть дописи)",
    "cmd.tournament.create.edition": "У яку гру грають",
    "cmd.tournament.create.side": "Який бік планшетів",
    "cmd.tournament.create.format": "Швейцарська, кругова (до 8 гравців) або олімпійська система",
    "cmd.tournament.create.table_size": "Гравців за столом: 2, 3 або 4 (олімпійська система: 2)",
    "cmd.tournament.create.rounds": "Швейцарська система: скільки турів (від 1 до 15)",
    "cmd.tournament.create.timer": "Час на хід (обов'язково, щоб турнір не застряг)",
    "cmd.tournament.create.rated": "Чи йдуть його ігри в рейтинг (типово: так)",
    "cmd.tournament.create.signup": "Скільки триває запис, напр. 30m, 2h, 1d",
    "cmd.tournament.start": (
        "Закрити запис зараз; під час підтвердження участі — одразу почати 1-й тур"
    ),
    "cmd.tournament.standings": "Турнірна таблиця: зображення й текст",
    "cmd.tournament.id": "Номер турніру (типово — турнір у цьому каналі)",
    "cmd.tournament.pause": "Пауза: новий тур не почнеться, доки ви не відновите турнір",
    "cmd.tournament.resume": "Відновити призупинений турнір",
    "cmd.tournament.deadline": (
        "Завершити поточний тур через цей час (незакінчені партії — за рахунком)"
    ),
    "cmd.tournament.deadline.after": "Через скільки часу, напр. 30m, 2h",
    "cmd.tournament.drop": "Вивести гравця з турніру (його результати зберігаються)",
    "cmd.tournament.add": "Додати гравця до турніру (у пари — з наступного туру)",
    "cmd.tournament.replace": (
        "Комп'ютер гратиме за гравця, який зник, починаючи з його наступної партії"
    ),
    "cmd.tournament.player": "Гравець",
    "cmd.tournament.end": "Завершити турнір зараз (турнірна таблиця — як є)",
    "choice.format.swiss": "Швейцарська система",
    "choice.format.round-robin": "Кругова система",
    "choice.format.knockout": "Олімпійська система",
    # -- the sign-up post ---------------------------------------------------------------------
    "tournament.format.swiss": (
        "швейцарська система, {rounds, plural, one {# тур} few {# тури} many {# турів} "
        "other {# туру}}"
    ),
    "tournament.format.round-robin": "кругова система",
    "tournament.format.knockout": "олімпійська система",
    "tournament.title": "🏆 **{name}** (турнір #{id})",
    "tournament.rules": (
        "{edition}, {side} · {format} · по {size} за столом · {timer} на хід · {rated}\n"
        "Організатор: {organiser}."
    ),
    "tournament.scoring": (
        "За кожним столом місця приносять очки: від 6 переможцю до 0 останньому (6/3/0 утрьох, "
        "6/4/2/0 учотирьох); вільний тур дає 3. За рівності очок вирішують очки суперників, "
        "потім загальний рахунок, потім особиста зустріч."
    ),
    "tournament.scoring_knockout": (
        "Переможець кожної партії проходить до наступного туру; у разі нічиєї проходить гравець "
        "із вищим посівом. Гравці з найвищим посівом (за рейтингом) можуть почати з вільного туру."
    ),
    "tournament.rated": "рейтинговий",
    "tournament.unrated": "без рейтингу",
    "tournament.signup_open": "Запис відкрито до {when}: натисніть **Записатися**.",
    "tournament.checkin_open": (
        "Підтвердження участі відкрите до {when}: усі, хто записався, натисніть "
        "**Підтвердити участь**, інакше вас знімуть із турніру, щойно почнеться 1-й тур."
    ),
    "tournament.running": "Триває тур {round} з {rounds}.",
    "tournament.running_paused": "Пауза після туру {round} з {rounds}.",
    "tournament.finished": "Турнір завершено.",
    "tournament.ended": "Організатор достроково завершив турнір.",
    "tournament.players": "**Гравці ({count})**: {names}",
    "tournament.nobody": "поки нікого",
    "tournament.checked": "✅ {name}",
    "tournament.unchecked": "⏳ {name}",
    "tournament.withdrawn": "~~{name}~~",
    "button.sign_up": "Записатися",
    "button.withdraw": "Вийти з турніру",
    "button.check_in": "Підтвердити участь",
    # -- answers to one person ------------------------------------------------------------------
    "tournament.created": "Турнір #{id} відкрито для запису: {link}",
    "tournament.signed_up": "Ви записалися на турнір «{name}».",
    "tournament.withdrew": "Ви вийшли з турніру «{name}».",
    "tournament.checked_in": "Участь у турнірі «{name}» підтверджено. Успіхів!",
    "tournament.started_checkin": (
        "Запис на турнір «{name}» закрито: почалося підтвердження участі."
    ),
    "tournament.paused_now": (
        "Турнір «{name}» призупинено: новий тур не почнеться, доки ви його не відновите."
    ),
    "tournament.resumed_now": "Турнір «{name}» триває далі.",
    "tournament.deadline_set": (
        "Тур {round} турніру «{name}» завершиться {when}: тоді незакінчені партії вирішить "
        "рахунок на ту мить."
    ),
    "tournament.dropped_now": (
        "{player} більше не грає в турнірі «{name}» (результати зберігаються)."
    ),
    "tournament.added_now": "{player} грає в турнірі «{name}» з наступного туру.",
    "tournament.replaced_now": (
        "Комп'ютер ({level}) гратиме за гравця {player} у турнірі «{name}», починаючи з "
        "наступної партії."
    ),
    "tournament.ended_now": "Турнір «{name}» завершено.",
    "tournament.none": "У цьому каналі немає турніру: вкажіть його номер.",
    # -- channel posts ------------------------------------------------------------------------
    "tournament.checkin_ping": (
        "✋ Підтвердження участі в турнірі **{name}** відкрите до {when}: {people}"
    ),
    "tournament.round_title": "🎲 **{name}**: тур {round} з {rounds}",
    "tournament.table_line": "Стіл {table}: {players} → {thread}",
    "tournament.bye_line": "Вільний тур: {player} (3 очки)",
    "tournament.thread_name": "{name} · тур {round} · стіл {table}",
    "tournament.table_welcome": (
        "**{name}**, тур {round}, стіл {table}: {players}. {timer} на хід; якщо в гравця двічі "
        "поспіль спливає час, за його місце грає комп'ютер, доки гравець не повернеться."
    ),
    "tournament.table_result": "Партію за столом {table} туру {round} завершено: {result}.",
    "tournament.table_adjudicated": (
        "За столом {table} туру {round} сплив час: результат визначено за рахунком на ту мить, "
        "{result}."
    ),
    "tournament.place": "{place}. {name}: {score}",
    "tournament.round_over": "Тур {round} турніру **{name}** завершено. Турнірна таблиця:",
    "tournament.waiting": "Пауза: наступний тур почнеться, коли організатор відновить турнір.",
    "tournament.final": "🏆 Турнір **{name}** завершено. Підсумкова таблиця:",
    "tournament.winner": "Вітаємо, {names}!",
    "tournament.deadline_passed": (
        "⏰ Час туру сплив: незакінчені партії завершуються за рахунком."
    ),
    "tournament.too_few_now": (
        "Турнір **{name}** не почався: участь підтвердили менше ніж двоє гравців."
    ),
    "tournament.standings_line": (
        "{rank}. {name} — {points} оч. · у суперників {opponents} · рахунок {score}"
    ),
    "tournament.standings_withdrawn": "(поза турніром)",
    "tournament.standings_title": "{name} — турнірна таблиця після туру {round} з {rounds}",
    "tournament.standings_subtitle": "{edition} · {side} · {format} · по {size} за столом",
    "tournament.standings_footer": (
        "Очки: від 6 за перемогу до 0 · додаткові показники: очки суперників, рахунок, "
        "особиста зустріч · +1: вільний тур"
    ),
    "tournament.col.rank": "#",
    "tournament.col.player": "Гравець",
    "tournament.col.points": "Очки",
    "tournament.col.opponents": "Суп.",
    "tournament.col.score": "Рахунок",
    "tournament.col.games": "Ігри",
    "tournament.game_line": "Партія турніру **{name}**, тур {round}.",
    # -- errors ---------------------------------------------------------------------------------
    "error.tournament_unknown": "Я не знаю турніру #{id}.",
    "error.tournament_name": "Назва турніру має містити від 1 до {most} символів.",
    "error.tournament_format": ("`{value}` — не формат турніру: swiss, round-robin або knockout."),
    "error.tournament_table_size": "За столом сидять 2, 3 або 4 гравці.",
    "error.tournament_knockout_size": "За олімпійською системою грають лише вдвох за столом.",
    "error.tournament_timer": (
        "Турніру потрібен таймер ходу (`timer:`): чекати вічно він не може."
    ),
    "error.tournament_rounds": (
        "У турнірі за швейцарською системою може бути від 1 до {most} турів (`rounds:`)."
    ),
    "error.tournament_channel_busy": "У цьому каналі вже триває турнір: {name}.",
    "error.tournament_signup_closed": "Запис на турнір «{name}» закрито.",
    "error.tournament_full": "Місць у турнірі більше немає (максимум — {most}).",
    "error.tournament_already_in": "Ви вже записані на турнір «{name}».",
    "error.tournament_not_in": "Цей гравець не бере участі в турнірі «{name}».",
    "error.tournament_you_not_in": "Ви не берете участі в турнірі «{name}».",
    "error.tournament_player_in": "{player} уже бере участь у турнірі «{name}».",
    "error.tournament_no_checkin": ("Підтвердження участі в турнірі «{name}» зараз не відкрите."),
    "error.tournament_checked_in": "Ви вже підтвердили участь у турнірі «{name}».",
    "error.tournament_over": "Турнір «{name}» уже завершено.",
    "error.tournament_not_checkin": ("Турнір «{name}» зараз не на етапі підтвердження участі."),
    "error.tournament_too_few": (
        "Турнір «{name}» не може початися: участь підтвердили менше ніж двоє гравців."
    ),
    "error.tournament_round_robin_many": (
        "У турнірі за круговою системою може бути щонайбільше {most} гравців."
    ),
    "error.tournament_organiser_only": (
        "Це може зробити лише організатор або той, хто має дозвіл «Керувати сервером»."
    ),
    "error.tournament_not_running": "Турнір «{name}» зараз не триває.",
    "error.tournament_paused": "Турнір уже призупинено.",
    "error.tournament_not_paused": "Турнір не призупинено.",
    "error.tournament_bad_signup": (
        "`signup:` приймає тривалість, як-от 30m, 2h або 1d (щонайбільше 14 днів)."
    ),
    "cmd.tournament.repair": "Розподілити поточний тур наново (поки ніхто не зробив ходу)",
    "tournament.repaired_now": "Тур {round} турніру «{name}» розподілено наново.",
    "tournament.replaced_public": (
        "🤖 Від наступної партії за гравця {player}, якого немає, грає комп'ютер ({level})."
    ),
    "tournament.called_off": "Організатор розподілив цей тур наново: цю партію скасовано.",
    "error.tournament_round_started": (
        "Тур {round} не можна розподілити наново: його партії вже почалися (хтось зробив хід)."
    ),
    "history.tournament": "(турнір «{name}», тур {round})",
    "error.tournament_create_permission": (
        "Щоб відкрити турнір, потрібен дозвіл «Керувати сервером» або роль, яку "
        "сервер для цього назвав (`/azul settings server tournament_role:`)."
    ),
    "cmd.settings.server.tournament_role": (
        "Роль, учасники якої можуть відкривати турніри (@everyone: лише «Керувати сервером»)"
    ),
    "settings.server.tournament_role": "• Турніри відкривають: {who}",
    "settings.server.tournament_role_none": "учасники з дозволом «Керувати сервером»",
    "settings.server.tournament_role_named": (
        "учасники з дозволом «Керувати сервером» або з роллю {role}"
    ),
    "end.deadline": (
        "⏰ Час туру вийшов: партія #{game} закінчується тут, її вирішує поточний рахунок."
    ),
}
