"""Russian (ru). Terms from the Russian Azul rulebook: диск фабрики (factory), центр стола
(centre), линия шаблона (pattern line), линия пола (floor line), стена (wall), маркер первого
игрока, мешок (bag), крышка коробки (lid), раунд. Summer Pavilion terms (звезда, ромб, джокер,
башня, бонус) follow the Ukrainian edition's wording."""

from .ru_activity import RU_ACTIVITY
from .ru_lessons import RU_LESSONS
from .ru_lessons_pavilion import RU_LESSONS_PAVILION
from .ru_tournaments import RU_TOURNAMENTS

# There is no Russian Summer Pavilion rulebook: the Summer Pavilion terms (звезда, ромб, джокер,
# башня, бонус, the two stages "этап" of a round) follow the structure of the Ukrainian rulebook
# («Азул. Літній палац»). Azul's rounds have phases ("фаза", as in the Russian Azul rulebook:
# «Предложение фабрики», облицовка).
#
# Counted tiles (`tiles.*`) are accusative phrases, the object of "берёт/оставляет/получает":
# 1, 21 → "чёрную плитку"; 2-4, 22-24 → "чёрные плитки"; 0, 5-20, 25-30 → "чёрных плиток".

RU: dict[str, str] = {
    # -- generic ------------------------------------------------------------------------------
    "edition.azul": "Azul",
    "edition.summer-pavilion": "Azul: Летний дворец",
    "side.colour": "цветная сторона",
    "side.grey": "серая сторона",
    "computer.name": "Компьютер {n} ({level})",
    "sorry": "Извините, у меня что-то пошло не так. Я это записал; попробуйте ещё раз.",
    # -- errors answered to one person ---------------------------------------------------------
    "error.no_game": "В этом канале нет игры. Начните её командой `/azul new`.",
    "error.no_game_id": "Я не знаю игры #{game}.",
    "error.not_here": "Игра #{game} идёт не в этом канале.",
    "error.out_of_range": "`{option}` принимает число от {low} до {high}.",
    "error.bad_control": (
        "Этот элемент управления повреждён или устарел: выполните команду ещё раз."
    ),
    "error.game_over": "Эта игра уже закончена.",
    "error.not_started": "Игра ещё не началась: её запускает организатор лобби.",
    "error.not_a_player": "Вы не участвуете в этой игре.",
    "error.not_your_turn": "Сейчас ход игрока {name}.",
    "error.not_your_turn_spectator": "Сейчас ход игрока {name} (вы не участвуете в этой игре).",
    "error.illegal": "Такой ход не разрешён: {reason}.",
    "table.words": "🖼️ На этот раз изображение не удалось нарисовать; стол словами:",
    "table.factories": "Диски фабрик: {factories}",
    "table.centre": "Центр: {tiles}",
    "table.scores": "Очки: {scores}",
    "error.move_not_saved": (
        "Ваш ход не удалось сохранить, поэтому он не сыгран: попробуйте ещё раз чуть позже."
    ),
    "error.not_saved": (
        "Это не удалось сохранить, поэтому ничего не изменилось: попробуйте ещё раз чуть позже."
    ),
    "cmd.new.invite": "Присоединиться могут только эти люди: упомяните их (@имя), до 3",
    "lobby.invited": "По приглашению: {people}",
    "error.invite_only": "Эта игра только по приглашению ({host}): попросите место у организатора.",
    "error.invite_cannot_see": (
        "Не все приглашённые видят этот канал: {people}. Приглашайте только тех, кто может "
        "здесь играть."
    ),
    "error.invite_mentions": "Пригласите людей, упомянув их (@имя) в `invite:`.",
    "error.invite_too_many": (
        "Кроме организатора, за столом есть место для {most}: пригласите не больше {most}."
    ),
    "error.slow_down": "Чуть помедленнее: попробуйте снова через {seconds} с.",
    "error.busy": (
        "Сейчас вычисляется слишком много подсказок и разборов: попробуйте снова через {seconds} с."
    ),
    "error.hint_in_flight": "Вашу предыдущую подсказку ещё вычисляют: дождитесь ответа.",
    "error.too_many_games": (
        "На этом сервере уже открыто игр: {count}, больше нельзя. Завершите одну из них "
        "(`/azul games` показывает ваши)."
    ),
    "error.too_many_hosted": (
        "Вы уже организуете открытые игры на этом сервере: {count}, больше одному человеку "
        "нельзя. Сначала завершите одну из них (`/azul games` показывает их)."
    ),
    "error.thread_not_allowed": (
        "Вы не можете создавать ветки в этом канале, поэтому игра не может открыться в "
        "отдельной ветке: начните её без `thread:`."
    ),
    "error.notation_length": (
        "Это не ход: ход записывается не более чем {most} символами, например `4K-2`."
    ),
    "error.stale": "Это сообщение устарело: игра ушла вперёд. Текущий ход: {link}",
    "error.stale_no_link": "Это сообщение устарело: игра ушла вперёд.",
    "error.already_played": "Вы уже сделали ход: это сообщение устарело. Текущий ход: {link}",
    "error.channel_busy": "В этом канале уже идёт игра: {link}",
    "error.channel_busy_no_link": "В этом канале уже идёт игра (#{game}).",
    "error.edition_unavailable": "Игра «{edition}» пока недоступна.",
    "error.lobby_closed": "Это лобби закрыто.",
    "error.removed": (
        "Организатор ({host}) убрал вас из этого лобби, поэтому присоединиться снова нельзя."
    ),
    "error.seat_changed": (
        "С тех пор как показано это меню, места изменились: нажмите **Убрать игрока** ещё раз."
    ),
    "error.nobody_to_remove": "Кроме вас, за этим столом никого нет.",
    "error.lobby_full": "За столом нет мест (4 игрока).",
    "error.already_seated": "У вас уже есть место за этим столом.",
    "error.not_seated": "У вас нет места за этим столом.",
    "error.undo_nothing": "В этой игре у вас нет хода, который можно отменить.",
    "error.undo_not_last": (
        "Отменить можно только последний ход, сделанный человеком, а это ход игрока {name}."
    ),
    "error.undo_after_draw": (
        "После вашего хода из мешка вытянули новые плитки, так что отменить его уже нельзя."
    ),
    "error.host_cannot_leave": "Организатор не может выйти; нажмите «Отмена», чтобы закрыть лобби.",
    "error.host_only": "Это может сделать только организатор ({host}).",
    "error.end_forbidden": (
        "Завершить игру может только организатор ({host}) или участники с правом "
        "«Управлять сообщениями»."
    ),
    "error.too_few_players": (
        "Для игры нужно не меньше 2 игроков; пригласите кого-нибудь или добавьте компьютер."
    ),
    "error.not_in_guild": "В Azul играют в каналах сервера, а не в личных сообщениях.",
    "error.bot_missing_permissions": (
        "Я не могу здесь играть: в этом канале мне не хватает права «{permissions}»."
    ),
    "error.post_failed": (
        "Ход сохранён, но я не смог показать здесь стол (не хватает: {permissions}). "
        "Используйте `/azul board`, чтобы его увидеть."
    ),
    "error.thread_locked": (
        "Ход сохранён, но ветка этой игры архивирована и закрыта, поэтому я не могу в неё писать. "
        "Модератор может открыть её снова; пока стол покажет `/azul board`."
    ),
    "error.channel_gone": "Канала этой игры больше нет, поэтому игра окончена.",
    "game.thread_deleted": "Игра № {game} окончена: её ветка удалена.",
    "error.no_such_player": "В этой игре нет игрока по имени {name}.",
    "error.resigned": "Вы сдались в этой игре.",
    # -- why a move is illegal ------------------------------------------------------------------
    "illegal.game_over": "игра уже окончена",
    "illegal.not_your_turn": "сейчас ход игрока {turn}, а не {player}",
    "illegal.azul.notation": (
        "{text} — это не ход Azul: пишите <источник><цвет>-<линия>, напр. 4K-2 или CR-F "
        "(источник 1-9 или C, цвет B Y R K W, линия 1-5 или F), или <линия>><столбец>, "
        "например 2>4, чтобы выбрать столбец серой стены"
    ),
    "illegal.azul.not_a_move": "{move} — это не ход Azul",
    "illegal.azul.choose_column_first": (
        "фаза «Предложение фабрики» окончена: сначала выберите столбец стены для линии шаблона "
        "{line}"
    ),
    "illegal.azul.bad_draft": "{move} не называет цвета или линии этой игры",
    "illegal.azul.no_factory": "диска фабрики {factory} нет: в этой игре диски 1-{count}",
    "illegal.azul.source_empty": "с {source} нечего взять: там пусто",
    "illegal.azul.no_colour_in_source": "с {source} нельзя взять {colour} плитки: их там нет",
    "illegal.azul.line_full": "линия шаблона {line} уже заполнена",
    "illegal.azul.line_other_colour": "на линии шаблона {line} уже лежат {colour} плитки",
    "illegal.azul.wall_row_has_colour": "в линию {row} стены уже выложили {tile}",
    "illegal.azul.not_wall_phase": (
        "столбцы стены выбирают только после фазы «Предложение фабрики» (серая сторона)"
    ),
    "illegal.azul.wrong_row": (
        "сейчас нужно выбрать столбец для линии шаблона {line}, а не для линии {row}"
    ),
    "illegal.azul.no_column": "у стены только столбцы 1-5",
    "illegal.azul.wall_tiled": "на стене в линии {row}, столбце {column} уже есть плитка",
    "illegal.azul.wall_column_has_colour": "в столбец {column} стены уже выложили {tile}",
    "illegal.pavilion.notation": (
        "{text} — это не ход «Летнего дворца»: пишите <источник><цвет>, чтобы взять плитки "
        "(напр. 3O, CB; источник 1-9 или C), <звезда><ромб>[<цвет>][w<джокеры>][+<бонус>], "
        "чтобы выложить плитку (напр. R4w2, C3B, O6+PGG, B2Y; звезда O R B Y G P C, ромб 1-6, "
        "цвета P G O Y B R), или pass / pass:<оставленные плитки> (напр. pass:GOOB)"
    ),
    "illegal.pavilion.notation_grey_colour": (
        "{text}: на серой стороне нужно указать цвет плитки, напр. {space}B"
    ),
    "illegal.pavilion.notation_centre_colour": (
        "{text}: для центральной звезды нужно указать цвет плитки, напр. {space}B"
    ),
    "illegal.pavilion.notation_wilds": (
        "{text}: ни один ромб не стоит больше {cost} плиток, и одна из них должна быть "
        "настоящей, так что джокеров можно использовать не больше 5"
    ),
    "illegal.pavilion.notation_keeps": (
        "{text}: пасуя, можно оставить в углах планшета не больше 4 плиток"
    ),
    "illegal.pavilion.not_a_move": "{move} — это не ход «Летнего дворца»",
    "illegal.pavilion.acquire_over": (
        "плитки берут в 1-м этапе, а он окончен: выложите плитку или пасуйте"
    ),
    "illegal.pavilion.bad_colour": "{move} не называет цвета плиток",
    "illegal.pavilion.no_factory": "диска фабрики {factory} нет: в этой игре диски 1-{count}",
    "illegal.pavilion.source_empty": "с {source} нечего взять: там пусто",
    "illegal.pavilion.no_colour_in_source": ("с {source} нельзя взять {colour} плитки: их там нет"),
    "illegal.pavilion.wild_alone": (
        "{colour} плитки — джокеры этого раунда: возьмите с {source} плитки другого цвета, "
        "и вы дополнительно возьмёте одну плитку-джокер"
    ),
    "illegal.pavilion.place_too_early": (
        "плитки выкладывают во 2-м этапе, когда диски фабрик и центр стола опустеют: "
        "сейчас возьмите плитки с диска фабрики или из центра стола"
    ),
    "illegal.pavilion.bad_place": "{move} не называет ромба или цвета на планшете",
    "illegal.pavilion.bad_bonus": "{move}: бонусные плитки — это количества для шести цветов",
    "illegal.pavilion.covered": "ромб {space} уже занят",
    "illegal.pavilion.centre_has_colour": (
        "на центральную звезду уже положили {tile}: все шесть её плиток должны быть разных цветов"
    ),
    "illegal.pavilion.multi_star_has_colour": (
        "звезда {star} стала разноцветной, и на неё уже положили {tile}: все шесть её плиток "
        "должны быть разных цветов"
    ),
    "illegal.pavilion.star_became_colour": (
        "звезда {star} стала одноцветной: на неё можно класть только {colour} плитки"
    ),
    "illegal.pavilion.star_colour": "на {star_name} можно класть только {colour} плитки",
    "illegal.pavilion.wild_as_itself": (
        "{colour} плитки — джокеры этого раунда: если класть такую плитку как плитку её "
        "собственного цвета, платят только плитками этого цвета, поэтому джокеры не указывают "
        "(пишите {space} без w)"
    ),
    "illegal.pavilion.short_of_wild_colour": (
        "{space} стоит {tiles}, {have, plural, =0 {а у вас таких нет} other {а у вас их только #}}"
    ),
    "illegal.pavilion.no_real_tile": (
        "на {space} нужно положить хотя бы одну настоящую {tile}, а у вас ни одной такой нет"
    ),
    "illegal.pavilion.too_many_wilds": (
        "{space} стоит {cost}: джокеров можно использовать не больше {most}, потому что нужно "
        "положить хотя бы одну настоящую {tile}"
    ),
    "illegal.pavilion.wilds_in_hand": (
        "у вас {have, plural, one {# джокер} few {# джокера} many {# джокеров} other {# "
        "джокера}} (джокеры — {colour} плитки), а не {count}"
    ),
    "illegal.pavilion.short_with_wilds": (
        "{space} стоит {cost}: с {wilds, plural, one {# джокером} few {# джокерами} many {# "
        "джокерами} other {# джокера}} нужно ещё {tiles}, а у вас их {have}"
    ),
    "illegal.pavilion.short": (
        "{space} стоит {cost}: нужно {tiles}, а у вас их {have} (или укажите джокеры, напр. "
        "{space}w1)"
    ),
    "illegal.pavilion.no_bonus": (
        "ромб {space} не завершает ни окна, ни статуи, ни колонны: бонусных плиток нет"
    ),
    "illegal.pavilion.bonus_take_all": (
        "ромб {space} приносит {owed, plural, one {# бонусную плитку} few {# бонусные плитки} "
        "many {# бонусных плиток} other {# бонусной плитки}}, но в запасе {have, plural, "
        "=1 {только 1 плитка: возьмите её} one {только # плитка: возьмите их все} "
        "few {только # плитки: возьмите их все} "
        "many {только # плиток: возьмите их все} other {только # плитки: возьмите их все}} "
        "(+{tiles})"
    ),
    "illegal.pavilion.bonus_count": (
        "ромб {space} приносит из запаса ровно {owed, plural, one {# бонусную плитку} "
        "few {# бонусные плитки} many {# бонусных плиток} other {# бонусной плитки}}, а не {count}"
    ),
    "illegal.pavilion.supply_short": (
        "из запаса нельзя взять {tiles}: {have, plural, =0 {там таких нет} other {там их только #}}"
    ),
    "illegal.pavilion.pass_too_early": (
        "пасуют во 2-м этапе: сейчас возьмите плитки с диска фабрики или из центра стола"
    ),
    "illegal.pavilion.bad_kept": "{move}: оставленные плитки — это количества для шести цветов",
    "illegal.pavilion.last_round_keeps_nothing": (
        "в 6-м раунде, пасуя, ничего не оставляют: все плитки рядом с планшетом уходят в башню "
        "(пишите просто pass)"
    ),
    "illegal.pavilion.keeps_all": (
        "когда рядом с планшетом 4 плитки или меньше, все они остаются у вас: пишите просто pass"
    ),
    "illegal.pavilion.keeps_too_many": (
        "пасуя, можно оставить в углах планшета не больше 4 плиток"
    ),
    "illegal.pavilion.keeps_more_than_hand": (
        "нельзя оставить {tiles}: {have, plural, =0 {у вас таких нет} other {у вас их только #}}"
    ),
    # -- permissions, as Discord names them in the client ----------------------------------------
    "perm.send_messages": "Отправлять сообщения",
    "perm.send_messages_in_threads": "Отправлять сообщения в ветках",
    "perm.attach_files": "Прикреплять файлы",
    "perm.view_channel": "Просматривать канал",
    "perm.create_public_threads": "Создавать публичные ветки",
    # -- lobby ----------------------------------------------------------------------------------
    "lobby.header": "**{edition}** ({side}): новая игра, организатор — {host}.",
    "lobby.seats": "Места ({count}/4):",
    "lobby.seat": "{n}. {name}",
    "lobby.help": (
        "Нажмите **Присоединиться**, чтобы сесть. Организатор начинает игру с 2–4 игроками."
    ),
    "lobby.started": "Игра началась: {link}",
    "lobby.cancelled": "{name} отменяет это лобби.",
    "lobby.ended": "{name} закрывает это лобби.",
    "lobby.opened_in_thread": "Лобби открыто в {thread}.",
    "lobby.thread_name": "Azul — {host}",
    "lobby.remove_question": "Кого убрать из-за стола?",
    "lobby.removed_person": (
        "У {name} больше нет места за столом, и присоединиться к этому лобби снова нельзя."
    ),
    "lobby.removed_computer": "У {name} больше нет места за столом.",
    "lobby.level_question": "Насколько сильным должен быть компьютер?",
    "level.easy": "Лёгкий",
    "level.easy.about": "Сразу берёт самые привлекательные плитки. Дружелюбный соперник.",
    "level.medium": "Средний",
    "level.medium.about": "Перед каждым ходом думает до конца раунда. Честная борьба.",
    "level.hard": "Сложный",
    "level.hard.about": "Просчитывает тысячи возможных продолжений, около секунды на ход.",
    "level.expert": "Эксперт",
    "level.expert.about": (
        "Перебирает впятеро больше вариантов, чем сложный, до 5 секунд на ход: сильнейший, "
        "для терпеливых."
    ),
    "lobby.thread_ignored": "Мы уже в ветке, поэтому игра открывается здесь.",
    "button.join": "Присоединиться",
    "button.remove": "Убрать игрока",
    "button.leave": "Выйти",
    "button.computer": "Добавить компьютер",
    "button.start": "Начать",
    "button.cancel": "Отмена",
    "button.my_board": "Мой планшет",
    # -- turns ----------------------------------------------------------------------------------
    "turn.round": "**Раунд {round}**",
    "turn.last_round": "Последний раунд!",
    "turn.your_turn": "{mention}, ваш ход.",
    "turn.computer_turn": "{name} думает…",
    "turn.away_turn": "{name}: во время отсутствия ход делает компьютер…",
    "turn.start": "Игра начинается. Порядок ходов: {order}.",
    "turn.recovered": "Вот как сейчас выглядит игра.",
    "turn.computer_failed": (
        "Обдумывание хода игрока {name} остановилось из-за ошибки. `/azul board` запустит его "
        "снова."
    ),
    "step.source": "Откуда берёте плитки?",
    "step.colour": "Какой цвет?",
    "step.target": "На какую линию?",
    "step.row": "Какая линия шаблона?",
    "step.column": "Какой столбец стены для линии {row}?",
    "step.star": "Какая звезда (или пас)?",
    "step.space": "Какой ромб?",
    "step.wilds": "Сколько джокеров использовать?",
    "step.bonus": "Выберите бонусную плитку.",
    "step.keep": "Какие плитки оставляете?",
    "step.move": "Какой ход?",
    "step.more": "Ещё…",
    "step.done": "Готово",
    "played": "Ваш ход: `{move}`.",
    "hint": "Подсказка: `{move}` — {reason}.",
    # -- a hint's reason (rules.ai.explain_parts) --
    "hint.azul.take.one": "берёт {tiles} с {source}",
    "hint.azul.take.few": "берёт {tiles} с {source}",
    "hint.azul.take.many": "берёт {tiles} с {source}",
    "hint.azul.all_to_floor": "все на линию пола",
    "hint.azul.completes_line": "заполняет линию шаблона {line}",
    "hint.azul.completes_line_points.one": (
        "заполняет линию шаблона {line} (примерно {n} очко на стене)"
    ),
    "hint.azul.completes_line_points.few": (
        "заполняет линию шаблона {line} (примерно {n} очка на стене)"
    ),
    "hint.azul.completes_line_points.many": (
        "заполняет линию шаблона {line} (примерно {n} очков на стене)"
    ),
    "hint.azul.to_line": "на линию шаблона {line}",
    "hint.azul.to_floor": "{count} на линию пола",
    "hint.azul.takes_marker": "берёт маркер первого игрока",
    "hint.azul.wall.one": "кладёт {tile} с линии шаблона {line} в столбец {column} за {n} очко",
    "hint.azul.wall.few": "кладёт {tile} с линии шаблона {line} в столбец {column} за {n} очка",
    "hint.azul.wall.many": "кладёт {tile} с линии шаблона {line} в столбец {column} за {n} очков",
    "hint.pavilion.take.one": "берёт {tiles} с {source}",
    "hint.pavilion.take.few": "берёт {tiles} с {source}",
    "hint.pavilion.take.many": "берёт {tiles} с {source}",
    "hint.pavilion.take_wild.one": "берёт {tiles} и джокер с {source}",
    "hint.pavilion.take_wild.few": "берёт {tiles} и джокер с {source}",
    "hint.pavilion.take_wild.many": "берёт {tiles} и джокер с {source}",
    "hint.pavilion.marker.one": "с маркером первого игрока (-{n} очко)",
    "hint.pavilion.marker.few": "с маркером первого игрока (-{n} очка)",
    "hint.pavilion.marker.many": "с маркером первого игрока (-{n} очков)",
    "hint.pavilion.place.one": "кладёт {tile} на ромб {space} за {n} очко",
    "hint.pavilion.place.few": "кладёт {tile} на ромб {space} за {n} очка",
    "hint.pavilion.place.many": "кладёт {tile} на ромб {space} за {n} очков",
    "hint.pavilion.wilds.one": "(использовав {n} джокер)",
    "hint.pavilion.wilds.few": "(использовав {n} джокера)",
    "hint.pavilion.wilds.many": "(использовав {n} джокеров)",
    "hint.pavilion.completing": "завершая",
    "hint.pavilion.window": "окно {star}",
    "hint.pavilion.statue": "статую {star}|{star2}",
    "hint.pavilion.pillar": "колонну {star}",
    "hint.pavilion.and": "и",
    "hint.pavilion.bonus": "(бонус {tiles})",
    "hint.pavilion.pass": "пасует",
    "hint.pavilion.keeping": "оставляя {tiles}",
    "hint.pavilion.discarded": "(-{count} за сброшенные плитки)",
    "hint.move": "{move}",
    "hint.note.only_legal": "единственный разрешённый ход",
    "hint.note.only_worth": "единственный ход, достойный внимания",
    "hint.note.first_sight": (
        "лучший ход на первый взгляд (стоит около {value, number, signed} очка)"
    ),
    "hint.note.played_out": "лучший, если доиграть до конца раунда (оценка {rating:+d})",
    "hint.note.played_out_reply": (
        "лучший, если доиграть до конца раунда против лучшего ответа (оценка {rating:+d})"
    ),
    "hint.note.simulated": (
        "выигрывает примерно {percent}% {games, plural, one {из # смоделированной партии} "
        "few {из # смоделированных партий} many {из # смоделированных партий} "
        "other {из # смоделированной партии}}"
    ),
    # -- option labels --------------------------------------------------------------------------
    "label.centre": "Центр",
    "label.line": "Линия {n}",
    "label.line_full": "Линия {n} ({count}/{size})",
    "label.line_overflow": "Линия {n} (+{extra} на линию пола)",
    "label.floor": "Линия пола",
    "label.column": "Столбец {n}",
    "label.row": "Линия {n}",
    "label.colour_count": "{colour} ×{count}",
    # {star} is the colour's name as `colour.summer-pavilion.*` writes it (nominative plural, see
    # bot/guide/pavilion.py); a star is singular, so each colour names its own star.
    "label.star": (
        "{star, select, фиолетовые {Фиолетовая звезда} зелёные {Зелёная звезда} "
        "оранжевые {Оранжевая звезда} жёлтые {Жёлтая звезда} синие {Синяя звезда} "
        "красные {Красная звезда} other {Звезда: {star}}}"
    ),
    "label.star_centre": "Центральная звезда",
    "label.pass": "Пас",
    "label.space": "Ромб {n}",
    "label.space_cost": "Ромб {n} (стоит {cost})",
    "label.no_wilds": "Без джокера",
    "label.wilds.one": "{n} джокер",
    "label.wilds.few": "{n} джокера",
    "label.wilds.many": "{n} джокеров",
    "label.keep_nothing": "Ничего не оставлять",
    "label.keep_these": "Оставить только эти",
    # -- colours --------------------------------------------------------------------------------
    "colour.azul.B": "синие",
    "colour.azul.Y": "жёлтые",
    "colour.azul.R": "красные",
    "colour.azul.K": "чёрные",
    "colour.azul.W": "белые",
    "colour.summer-pavilion.P": "фиолетовые",
    "colour.summer-pavilion.G": "зелёные",
    "colour.summer-pavilion.O": "оранжевые",
    "colour.summer-pavilion.Y": "жёлтые",
    "colour.summer-pavilion.B": "синие",
    "colour.summer-pavilion.R": "красные",
    # -- counted tiles, accusative (the object of берёт/оставляет/получает) ----------------------
    "tiles.azul.B": (
        "{n, plural, one {# синюю плитку} few {# синие плитки} "
        "many {# синих плиток} other {# синих плиток}}"
    ),
    "tile.azul.B": "синюю плитку",
    "tiles.azul.Y": (
        "{n, plural, one {# жёлтую плитку} few {# жёлтые плитки} "
        "many {# жёлтых плиток} other {# жёлтых плиток}}"
    ),
    "tile.azul.Y": "жёлтую плитку",
    "tiles.azul.R": (
        "{n, plural, one {# красную плитку} few {# красные плитки} "
        "many {# красных плиток} other {# красных плиток}}"
    ),
    "tile.azul.R": "красную плитку",
    "tiles.azul.K": (
        "{n, plural, one {# чёрную плитку} few {# чёрные плитки} "
        "many {# чёрных плиток} other {# чёрных плиток}}"
    ),
    "tile.azul.K": "чёрную плитку",
    "tiles.azul.W": (
        "{n, plural, one {# белую плитку} few {# белые плитки} "
        "many {# белых плиток} other {# белых плиток}}"
    ),
    "tile.azul.W": "белую плитку",
    "tiles.summer-pavilion.P": (
        "{n, plural, one {# фиолетовую плитку} few {# фиолетовые плитки} "
        "many {# фиолетовых плиток} other {# фиолетовых плиток}}"
    ),
    "tile.summer-pavilion.P": "фиолетовую плитку",
    "tiles.summer-pavilion.G": (
        "{n, plural, one {# зелёную плитку} few {# зелёные плитки} "
        "many {# зелёных плиток} other {# зелёных плиток}}"
    ),
    "tile.summer-pavilion.G": "зелёную плитку",
    "tiles.summer-pavilion.O": (
        "{n, plural, one {# оранжевую плитку} few {# оранжевые плитки} "
        "many {# оранжевых плиток} other {# оранжевых плиток}}"
    ),
    "tile.summer-pavilion.O": "оранжевую плитку",
    "tiles.summer-pavilion.Y": (
        "{n, plural, one {# жёлтую плитку} few {# жёлтые плитки} "
        "many {# жёлтых плиток} other {# жёлтых плиток}}"
    ),
    "tile.summer-pavilion.Y": "жёлтую плитку",
    "tiles.summer-pavilion.B": (
        "{n, plural, one {# синюю плитку} few {# синие плитки} "
        "many {# синих плиток} other {# синих плиток}}"
    ),
    "tile.summer-pavilion.B": "синюю плитку",
    "tiles.summer-pavilion.R": (
        "{n, plural, one {# красную плитку} few {# красные плитки} "
        "many {# красных плиток} other {# красных плиток}}"
    ),
    "tile.summer-pavilion.R": "красную плитку",
    # -- narration (events of the engine) -------------------------------------------------------
    "narr.took": "{name} берёт {tiles} с {source} → {target}",
    "narr.took_marker": " (и маркер первого игрока)",
    "narr.to_floor": " ({count} на линию пола)",
    "narr.to_lid": " ({count} в крышку коробки)",
    "narr.source_centre": "центра стола",
    "narr.source_factory": "диска фабрики {n}",
    "narr.target_line": "линия {n}",
    "narr.target_floor": "линия пола",
    "narr.wall": "{name} кладёт {tile} на стену: линия {row}, столбец {column}, +{points}",
    "narr.line_to_floor": (
        "Для линии {row} игрока {name} нет свободного столбца: "
        "{count, plural, one {# плитка уходит} few {# плитки уходят} many {# плиток уходят} "
        "other {# плиток уходят}} на линию пола"
    ),
    "narr.round_over": "Раунд {round} окончен. Счёт: {scores}",
    "narr.round_start": "Начинается раунд {round}; первый ход: {name}.",
    "narr.acquired": "{name} берёт {tiles} с {source}",
    "narr.plus_wild": " + 1 джокер",
    "narr.points_lost": " (−{points})",
    "narr.placed": "{name} кладёт {tile} на {star}, ромб {space}: +{points}",
    "narr.wilds_used.one": " (использован {n} джокер)",
    "narr.wilds_used.few": " (использовано {n} джокера)",
    "narr.wilds_used.many": " (использовано {n} джокеров)",
    "narr.bonus": "{name} получает в качестве бонуса {tiles}",
    "narr.passed": "{name} пасует",
    "narr.kept": "{name} пасует и оставляет {tiles}",
    "narr.play_phase": "Все плитки разобраны: пора выкладывать. Начинает {name}.",
    "narr.round_start_wild": "Начинается раунд {round} (джокеры — {wild}); первый ход: {name}.",
    "narr.generic": "{name} делает ход `{move}`",
    "narr.forced": "{line} (единственный возможный ход)",
    # .one is also said for 21, 31…: exactly 1 is its own branch.
    "narr.undone.one": (
        "{n, plural, =1 {{name} отменяет свой последний ход.} "
        "other {{name} отменяет свой последний ход и следующие за ним (всего # ход).}}"
    ),
    "narr.undone.few": "{name} отменяет свой последний ход и следующие за ним (всего {n} хода).",
    "narr.undone.many": "{name} отменяет свой последний ход и следующие за ним (всего {n} ходов).",
    "undo.confirm": "Ход отменён: снова ваш ход.",
    "narr.resigned": "{name} сдаётся; теперь за этого игрока играет компьютер.",
    "narr.star.O": "оранжевую звезду",
    "narr.star.R": "красную звезду",
    "narr.star.B": "синюю звезду",
    "narr.star.Y": "жёлтую звезду",
    "narr.star.G": "зелёную звезду",
    "narr.star.P": "фиолетовую звезду",
    "narr.star.C": "центральную звезду",
    # -- end of game ----------------------------------------------------------------------------
    "end.title": "**Конец игры** — {edition}, раундов: {rounds}.",
    "end.winner": "{names} побеждает!",
    "end.winners": "{names} делят победу!",
    "end.line": "{name}: **{total}** ({details})",
    "end.ended_by": "{name} завершает эту игру. Запись сохранена: `/azul export game:{game}`.",
    "end.jammed": (
        "В эту игру уже никто не играет, и сама она не закончится, поэтому она останавливается "
        "в раунде {round} и не влияет на рейтинг. Запись сохранена: "
        "`/azul export game:{game}`."
    ),
    "end.resigned": "{name} сдаётся. Игра окончена.",
    "end.resigned_winner": "{name} сдаётся. {winner} побеждает!",
    "bd.wall": "стена",
    "bd.floor": "линия пола",
    "bd.rows": "горизонтали",
    "bd.columns": "вертикали",
    "bd.colours": "цвета",
    "bd.total": "итого",
    "bd.start": "старт",
    "bd.placements": "выложенные плитки",
    "bd.first_player": "маркер первого игрока",
    "bd.discards": "сброшенные",
    "bd.stars": "звёзды",
    "bd.numbers": "числа",
    # -- slash commands (names stay English; Discord shows these descriptions) ------------------
    "cmd.group": "Играть в Azul и Azul: Летний дворец",
    "cmd.new": "Открыть лобби новой игры в этом канале",
    "cmd.new.edition": "Какая игра (по умолчанию: Azul)",
    "cmd.new.side": "Сторона планшета: цветная (обычная) или серая (вариант)",
    "cmd.new.thread": "Играть в новой ветке этого канала (по умолчанию — как настроено на сервере)",
    "choice.edition.azul": "Azul",
    "choice.edition.summer-pavilion": "Azul: Летний дворец",
    "choice.side.colour": "Цветная (обычная)",
    "choice.side.grey": "Серая (вариант)",
    "cmd.move": "Сделать ход в нотации записи (напр. 4K-2)",
    "cmd.move.notation": "Ваш ход, напр. 4K-2 (диск 4, чёрные, линия 2) или CR-F",
    "cmd.board": "Показать стол или планшет одного игрока",
    "cmd.board.player": "Показать планшет этого игрока крупно",
    "cmd.board.colour_blind": "Отметить каждый цвет плиток своим символом",
    "cmd.hint": "Подсказать вам ход (видите только вы)",
    "cmd.hint.expert": "Спросить сильнейшего игрока (эксперт, до 5 с) вместо сложного",
    "cmd.resign": "Сдаться в игре в этом канале",
    "cmd.undo": "Отменить свой последний ход (пока другие не сходили и новые плитки не вытянуты)",
    "cmd.end": "Завершить игру в этом канале (организатор или «Управлять сообщениями»)",
    "cmd.export": "Запись игры в файле JSON",
    "cmd.export.game": "Номер игры (по умолчанию: игра в этом канале)",
    "cmd.help": "Как играть здесь в Azul",
    # -- command answers ------------------------------------------------------------------------
    "export.done": "Запись игры #{game} (ходов: {moves}).",
    "export.unfinished": (
        "Игра ещё идёт, поэтому в записи есть уже вытянутые плитки, но нет зерна (seed)."
    ),
    "board.caption": "Планшет игрока {name} — раунд {round}.",
    "board.table": "Стол игры #{game} — раунд {round}.",
    "resign.confirm": "Вы сдались в игре #{game}.",
    "end.confirm": "Игра #{game} завершена.",
    "help.text": (
        "**Azul в Discord**\n"
        "• `/azul new` открывает здесь лобби (параметры: игра, сторона стены, отдельная ветка "
        "для игры). Остальные нажимают **Присоединиться**; организатор может добавить компьютерных "
        "игроков и нажимает **Начать**.\n"
        "• В ваш ход под изображением стола появляются кнопки только с разрешёнными "
        "вариантами: Azul — выберите диск фабрики или центр, цвет, затем линию шаблона или "
        "линию пола; Летний дворец — "
        "берите плитки в 1-м этапе, затем выкладывайте на звезду (ромб, цвет, джокеры, бонус) "
        "или пасуйте.\n"
        "• `/azul move` делает ход в нотации записи (напр. `4K-2`, `CR-F`; с подсказками); "
        "`/azul hint` предлагает ход, только вам; `/azul undo` отменяет ваш последний ход, "
        "пока другие не сходили и новые плитки не вытянуты.\n"
        "• `/azul board` показывает стол или планшет одного игрока; `/azul export` выдаёт "
        "запись игры в JSON; `/azul resign` — сдаться; `/azul end` останавливает игру (организатор "
        "или модераторы).\n"
        "• `/azul new timer:` ограничивает время на ход: на половине срока приходит напоминание, "
        "затем ход вместо игрока делает компьютер (после двух таких ходов подряд компьютер играет "
        "за это место, пока игрок не нажмёт **Я снова в игре**). `/azul games` показывает ваши "
        "незавершённые игры, сначала те, где ваш ход; `/azul settings me` настраивает "
        "изображения для дальтоников, личное сообщение о вашем ходе и подтверждение ходов."
        "\n• `/azul new language:` выбирает язык стола; `/azul settings server` задаёт язык "
        "этого сервера по умолчанию (право «Управлять сервером»)."
    ),
    # -- turn timers, absent players -------------------------------------------------------------
    # Durations are nominative phrases ("5 минут", "1 минута"); the sentences that take them
    # ({timer}, {after}, {left}) are built so that the nominative fits.
    "dur.seconds.one": "{n} секунда",
    "dur.seconds.few": "{n} секунды",
    "dur.seconds.many": "{n} секунд",
    "dur.minutes.one": "{n} минута",
    "dur.minutes.few": "{n} минуты",
    "dur.minutes.many": "{n} минут",
    "dur.hours.one": "{n} час",
    "dur.hours.few": "{n} часа",
    "dur.hours.many": "{n} часов",
    "dur.days.one": "{n} день",
    "dur.days.few": "{n} дня",
    "dur.days.many": "{n} дней",
    "choice.timer.off": "Без ограничения времени",
    "cmd.new.timer": "Время на ход; когда оно истечёт, ход вместо игрока сделает компьютер",
    "lobby.timer": (
        "⏱️ Таймер хода: {timer}. Когда время истекает, ход вместо игрока делает компьютер "
        "({level})."
    ),
    "lobby.timer_level": "Кто ходит, когда у игрока истекает время?",
    "lobby.expired": "Это лобби закрыто: игру так и не начали (время ожидания — {after}).",
    "narr.timer": "⏰ {line} (время истекло: ход сделан компьютером)",
    "narr.back": "{name} возвращается в игру и снова ходит самостоятельно.",
    "turn.seat_taken": (
        "У игрока {name} дважды подряд истекло время: теперь за это место играет компьютер, "
        "пока игрок не вернётся (кнопка **Я снова в игре** или следующий `/azul move`)."
    ),
    "turn.reminder": (
        "⏰ {mention}, по-прежнему ваш ход: у вас ещё {left}, потом ход за вас сделает компьютер."
    ),
    "dm.your_turn": "Ваш ход в игре Azul #{game}: {link}",
    "button.back": "Я снова в игре",
    "button.confirm": "Подтвердить",
    "button.change": "Изменить",
    "confirm.question": "Сделать этот ход? {move}",
    "back.done": "С возвращением: ваше место снова за вами.",
    "error.bad_timer": "Таймера хода {value} нет; доступные варианты: {allowed}.",
    "error.bad_level": "Уровня компьютера {level} нет.",
    "error.not_away": "Вы и так ходите самостоятельно.",
    # -- a person's games and settings -----------------------------------------------------------
    "cmd.games": "Ваши незавершённые игры на этом сервере, сначала те, где ваш ход",
    "cmd.settings": "Настройки",
    "cmd.settings.me": (
        "Ваши настройки: изображения для дальтоников, сообщение о вашем ходе, подтверждение ходов"
    ),
    "cmd.settings.colour_blind": (
        "Отмечать каждый цвет плиток символом на изображениях, которые видите вы"
    ),
    "cmd.settings.turn_dm": "Получать личное сообщение, когда ваш ход",
    "cmd.settings.confirm_moves": "Подтверждать каждый ход, прежде чем он будет засчитан",
    "games.none": (
        "У вас нет незавершённых игр на этом сервере. Начните игру командой `/azul new`."
    ),
    "games.header": "Ваши незавершённые игры здесь ({count}):",
    "games.lobby": "лобби",
    "games.your_turn": "**ваш ход**",
    "games.waiting": "ход других игроков",
    "games.line": "• {state} · {edition} #{game}: {link}",
    "games.more": "… и ещё {count}.",
    "settings.current": "Ваши настройки:",
    "settings.saved": "Сохранено. Ваши настройки:",
    "settings.on": "включено",
    "settings.off": "выключено",
    "settings.colour_blind": (
        "• Символы цветов для дальтоников на изображениях, которые видите вы: {state}"
    ),
    "settings.turn_dm": "• Личное сообщение, когда ваш ход: {state}",
    "settings.confirm_moves": "• Подтверждение каждого хода, прежде чем он будет засчитан: {state}",
    "cmd.new.language": "Язык стола (сообщения и изображения); по умолчанию — язык этого сервера",
    "cmd.settings.server": "Настройки сервера (Управлять сервером): язык его игр по умолчанию",
    "cmd.settings.server.language": "Язык новых игр здесь; «Автоматически» — язык сервера",
    "settings.server.current": "Настройки этого сервера:",
    "settings.server.saved": "Сохранено. Настройки этого сервера:",
    "settings.server.language": "• Язык новых игр: {language}",
    "settings.server.automatic": (
        "автоматически (язык сервера, иначе язык Discord того, кто создаёт игру)"
    ),
    "cmd.settings.server.threads": (
        "Новые игры открываются в собственной ветке, если в /azul new не указано thread:False"
    ),
    "cmd.settings.server.images": (
        "Изображения стола в канале: только последнее (старые сообщения сохраняют текст) или все"
    ),
    "choice.images.latest": "Только последнее (старые сообщения сохраняют текст)",
    "choice.images.all": "Все (каждое сообщение сохраняет своё изображение)",
    "settings.server.threads": "• Новые игры в собственной ветке: {state}",
    "settings.server.images": (
        "• Изображения стола: {images, select, all {каждое сообщение сохраняет своё изображение} "
        "other {изображение остаётся только у последнего сообщения, у старых — лишь текст}}"
    ),
    "error.manage_server_only": (
        "Менять настройки сервера могут только участники с правом «Управлять сервером»."
    ),
    "error.bad_language": "Языка {value} нет: выберите один из этих: {allowed}.",
    "lang.auto": "Автоматически",
    # -- after the game: rematch, history, replay, ratings, statistics, leaderboard -------------
    # (English: bot/locales/en_archive.py.) Terms: реванш (rematch), просмотр игры (replay),
    # запись игры (record), рейтинг (rating), рейтинговая игра (rated game), таблица лидеров
    # (leaderboard). {who} is a person's name: "игрока {who}" keeps it in the nominative.
    "cmd.history": "Завершённые игры на этом сервере, сначала новые",
    "cmd.history.user": "Только игры с участием этого человека",
    "cmd.history.edition": "Только партии этой игры",
    "cmd.replay": "Просмотреть завершённую игру или файл записи ход за ходом",
    "cmd.replay.game": "Номер игры (см. /azul history)",
    "cmd.replay.file": "Запись игры (.json), напр. из /azul export",
    "cmd.stats": "Игры, победы, очки и рейтинг игрока на этом сервере",
    "cmd.stats.user": "Чья статистика (по умолчанию: ваша)",
    "cmd.leaderboard": "Лучшие игроки этого сервера по рейтингу",
    "cmd.leaderboard.edition": "Какая игра (по умолчанию: та, в которую здесь играли последней)",
    "cmd.leaderboard.min_games": "Только игроки, сыгравшие хотя бы столько игр",
    "cmd.settings.server.ladder_min_games": (
        "Сколько игр нужно сыграть, чтобы попасть в таблицу лидеров (по умолчанию 5)"
    ),
    "help.after": (
        "• После игры: **Реванш** и **Просмотр** под финальным сообщением. `/azul history` "
        "показывает завершённые игры этого сервера, `/azul replay game:` (или `file:`) — "
        "просмотр партии ход за ходом, `/azul stats` и `/azul leaderboard` — рейтинги (для "
        "каждой игры отдельно, на этом сервере и на всех серверах)."
    ),
    "button.rematch": "Реванш",
    "button.replay": "Просмотр",
    "button.newer": "Новые",
    "button.older": "Старые",
    "lobby.rematch": (
        "Реванш после игры #{game}: порядок ходов сдвигается на одного игрока, так что "
        "начинает {first}."
    ),
    "lobby.seat_pending": "{n}. {name} ⏳",
    "lobby.rematch_call": "{people}: нажмите **Присоединиться**, чтобы сохранить своё место.",
    "lobby.rematch_help": (
        "Игроки с пометкой ⏳ нажимают **Присоединиться**, чтобы сохранить своё место (или "
        "**Выйти**, чтобы освободить его); когда все это сделают, организатор начинает игру."
    ),
    "error.rematch_unconfirmed": "Ждём, пока нажмут **Присоединиться** (или **Выйти**): {names}.",
    "error.rematch_not_over": "Игра #{game} ещё не окончена, так что о реванше говорить рано.",
    "error.rematch_not_player": "Реванш могут предложить только участники игры #{game}.",
    "history.title": (
        "📜 **Завершённые игры{who, select, none {} other { игрока {who}}}{edition, select, "
        "none {} other { ({edition})}}**: {count, plural, one {# игра} few {# игры} "
        "many {# игр} other {# игры}}, страница {page} из {pages}"
    ),
    "history.line": "**#{game}** · {date} · {edition} ({side}) · {players}",
    "history.winner": "🏆 {name}: {score}",
    "history.player": "{name}: {score}",
    "history.resigned": "(игра сдана)",
    "history.empty": (
        "На этом сервере ещё нет завершённых игр{who, select, none {} other { игрока "
        "{who}}}{edition, select, none {} other { ({edition})}}."
    ),
    "history.hint": "Просмотреть игру можно командой `/azul replay game:`.",
    "replay.title_game": "🎞️ Просмотр игры #{game}: {edition} ({side}) · {players}",
    "replay.title_file": "🎞️ Просмотр файла {file}: {edition} ({side}) · {players}",
    "replay.position": "Ход {ply} из {total} · раунд {round}",
    "replay.final": "Итоговые очки: {scores}",
    "replay.start": "Начало игры. Первый ход: {name}.",
    "replay.round_placeholder": "Перейти к раунду…",
    "replay.round_option": "Раунд {round}",
    "replay.round_option_detail": "с хода {ply}",
    "replay.end_option": "Конец игры",
    "replay.no_source": (
        "Укажите игру (`game:`) или прикрепите файл записи (`file:`): что-то одно из двух."
    ),
    "replay.running": "Игра #{game} ещё идёт: просмотреть её можно будет, когда она закончится.",
    "replay.not_started": "Игра #{game} так и не началась, так что смотреть нечего.",
    "replay.not_yours": (
        "Просматривать эту запись может только тот, кто её отправил: отправьте её сами "
        "командой `/azul replay file:`."
    ),
    "replay.gone": (
        "Эта запись больше не хранится. Отправьте её ещё раз командой `/azul replay file:`."
    ),
    "replay.too_big": "Файл слишком велик для записи игры (максимум — {limit} КБ).",
    "replay.not_json": "Этот файл — не запись игры: это не JSON ({detail}).",
    "replay.bad_record": "Не удаётся прочитать этот файл как запись игры: {detail}.",
    "replay.bad_move": "Ход {index} ({move}) в этой записи невозможен: {reason}.",
    "end.ratings": "Рейтинг: {changes}",
    "end.rating_change": "{name} — {after} ({change})",
    "stats.title": "📊 **{name}** на этом сервере",
    "stats.edition": (
        "**{edition}**: {games, plural, one {# игра} few {# игры} many {# игр} other {# игры}}, "
        "{wins, plural, one {# победа} few {# победы} many {# побед} other {# победы}} "
        "· средний счёт {average} · лучший {best}"
    ),
    "stats.rating": (
        "Рейтинг здесь: {rating} ({games, plural, one {# рейтинговая игра} "
        "few {# рейтинговые игры} many {# рейтинговых игр} other {# рейтинговой игры}}), "
        "на всех серверах: {everywhere}"
    ),
    "stats.unrated": "Рейтинга пока нет",
    "stats.none": "У игрока {name} ещё нет завершённых игр на этом сервере.",
    "stats.not_a_person": (
        "Статистика ведётся только для людей; компьютерные игроки есть в `/azul leaderboard`."
    ),
    "stats.chart_rating": "Рейтинг",
    "stats.chart_scores": "Очки",
    "stats.chart_empty": "Рейтинговых игр пока нет",
    "stats.image_failed": "(На этот раз не удалось нарисовать график.)",
    "ladder.title": "🏅 **{edition}**: лучшие игроки этого сервера",
    "ladder.line": (
        "{rank}. {name} — {rating} ({games, plural, one {# игра} few {# игры} many {# игр} "
        "other {# игры}}, {wins, plural, one {# победа} few {# победы} many {# побед} "
        "other {# победы}})"
    ),
    "ladder.own": "Вы: {line}",
    "ladder.rule": (
        "Игроки, сыгравшие хотя бы {min, plural, one {# игру} few {# игры} many {# игр} "
        "other {# игры}}; рейтинг — это уровень игры, в котором бот уверен, поэтому чем больше "
        "сыграно игр, тем он выше."
    ),
    "ladder.empty": (
        "На этом сервере пока нет игроков, сыгравших хотя бы {min, plural, "
        "one {# рейтинговую игру} few {# рейтинговые игры} many {# рейтинговых игр} "
        "other {# рейтинговой игры}} в {edition}."
    ),
    "ladder.header.rank": "#",
    "ladder.header.player": "Игрок",
    "ladder.header.rating": "Рейтинг",
    "ladder.header.games": "Игры",
    "ladder.header.wins": "Победы",
    "settings.server.min_games": (
        "• Таблица лидеров: игроки, сыгравшие хотя бы {n, plural, one {# игру} few {# игры} "
        "many {# игр} other {# игры}}"
    ),
    # -- game reviews (English: bot/locales/en_review.py) --------------------------------
    "cmd.review": "Разбор завершённой игры или файла записи ход за ходом: чего стоил каждый ход",
    "cmd.review.game": "Номер игры (см. /azul history)",
    "cmd.review.file": "Запись игры (.json), например из /azul export",
    "button.review": "Разбор",
    "review.no_source": "Укажите игру (`game:`) или приложите файл записи (`file:`): что-то одно.",
    "review.running": "Игра № {game} ещё идёт: её можно будет разобрать, когда она закончится.",
    "review.not_started": "Игра № {game} так и не началась, так что разбирать нечего.",
    "help.review": (
        "• **Разбор** под финальным сообщением или `/azul review game:` (или `file:`) оценивает "
        "каждый ход: сколько очков он стоил по сравнению с лучшим найденным ходом, переломные "
        "моменты партии и точность каждого игрока."
    ),
    "review.waiting": "🔍 Сейчас идёт другой разбор; ваш начнётся сразу после него…",
    "review.one_at_a_time": "Ваш другой разбор ещё идёт: запросите этот, когда тот закончится.",
    "review.progress": (
        "🔍 Разбираю… оценено {done} из {total, plural, one {# хода} other {# ходов}}"
    ),
    "review.title_game": "🔍 Разбор игры № {game}: {edition} · {players}",
    "review.title_file": "🔍 Разбор {file}: {edition} · {players}",
    "review.player": (
        "**{name}**: точность {accuracy} % · потеряно {lost} очка за раунд · "
        "{mistakes, plural, one {# ошибка} few {# ошибки} many {# ошибок} other {# ошибки}}, "
        "{blunders, plural, one {# грубая ошибка} few {# грубые ошибки} many {# грубых ошибок} "
        "other {# грубой ошибки}}"
    ),
    "review.turning": "Переломные моменты:",
    "review.turning_point": (
        "Ход {move} (раунд {round}), {name}: {played}, лучше {best}; потеряно {loss} очка"
    ),
    "review.chart": "Ожидаемый итоговый перевес после каждого хода",
    "review.verdict.mistake": "ошибка",
    "review.verdict.blunder": "грубая ошибка",
    "review.column.player": "Игрок",
    "review.column.accuracy": "Точность",
    "review.column.lost": "Потери за раунд",
    "review.column.mistakes": "Ошибки",
    "review.column.blunders": "Грубые ошибки",
    "review.before": "До",
    "review.played": "Сыграно",
    "review.better": "Лучше",
    # -- rated games: no hints, ending by agreement ---------------------------------------------
    "cmd.new.rated": (
        "Учитывать результат в рейтинге (по умолчанию да); в рейтинговых играх нет подсказок"
    ),
    "lobby.rated": (
        "🏅 Рейтинговая игра: результат идёт в рейтинг, как только закончится первый раунд. "
        "Без подсказок."
    ),
    "lobby.unrated": "Игра без рейтинга: рейтинги не меняются, подсказки разрешены.",
    "error.hint_rated": (
        "В рейтинговой игре подсказок нет. Игру без рейтинга открывает команда "
        "`/azul new rated:False`."
    ),
    "error.end_resigned": (
        "Вы сдались в этой игре, поэтому не можете её завершить; это может модератор, который "
        "в ней не играет."
    ),
    "error.vote_open": "Голосование о завершении этой игры уже идёт: дождитесь его итога.",
    "error.vote_closed": "Это голосование уже завершено.",
    "error.vote_not_asked": "В этом голосовании спрашивают других игроков, а не вас.",
    "end.vote_posted": (
        "Других игроков попросили согласиться; пока что игра продолжается. Если кто-то "
        "откажется или не все ответят вовремя, будет считаться, что вы сдались."
    ),
    "end.as_resign": (
        "Игра #{game} рейтинговая, а её первый раунд уже закончился, поэтому завершение игры "
        "засчитано как сдача."
    ),
    "end.agreed": (
        "Игроки согласились завершить эту игру по просьбе игрока {name}. Она не идёт в рейтинг; "
        "запись сохранена: `/azul export game:{game}`."
    ),
    "end.unrated": "Игра без рейтинга: рейтинги не изменились.",
    "end.unrated_short": "Без рейтинга: игра закончилась до конца первого раунда.",
    "end.unrated_ended": "Без рейтинга: игра остановлена без результата.",
    "vote.asked": (
        "🗳️ {name} предлагает завершить эту рейтинговую игру без изменения рейтингов. {people}: "
        "нажмите **Согласиться** или **Отказаться** (время на ответ — {left}, до {until}). Если "
        "согласятся все, игра завершится без рейтинга; если кто-то откажется или время истечёт, "
        "это засчитают как сдачу игрока {name}. Пока что игра продолжается."
    ),
    "vote.agreed_so_far": "Уже согласились: {names}.",
    "vote.passed": "✅ Все согласились: игра окончена без рейтинга.",
    "vote.refused": "❌ {voter} отказывается, поэтому {name} сдаётся.",
    "vote.expired": "⌛ Не все ответили вовремя, поэтому {name} сдаётся.",
    "button.agree": "Согласиться",
    "button.refuse": "Отказаться",
    "history.unrated": "(без рейтинга)",
    "help.rated": (
        "• **Рейтинговые игры** (`/azul new rated:`, по умолчанию включено) меняют рейтинги "
        "игроков, но только после окончания первого раунда: игра, закончившаяся раньше, ничей "
        "рейтинг не меняет. Подсказок в них нет (`/azul undo` работает как обычно). В "
        "рейтинговой игре `/azul end` просит других игроков согласиться: если согласятся все, "
        "игра завершится без рейтинга, если нет — это засчитают как сдачу. Против одних "
        "компьютеров после первого раунда это тоже сдача. Модератор, который не играет, "
        "завершает игру без рейтинга."
    ),
    "help.this_game_rated": "Игра в этом канале (#{game}) рейтинговая.",
    "help.this_game_unrated": "Игра в этом канале (#{game}) без рейтинга.",
    # The live table on the web: /azul web, the "Watch live" button.
    "web.replay": "Открыть в браузере",
    "cmd.web": "Ссылка на живой стол игры в браузере: ваше место или просмотр",
    "cmd.web.game": "Номер игры (по умолчанию — игра в этом канале)",
    "web.play_link": (
        "Ваше место в игре #{game}, только для вас: ссылка действует 12 часов. Не "
        "делитесь ею: у кого она есть, тот играет за вас."
    ),
    "web.watch_link": "Игра #{game} в браузере, для просмотра (ссылка действует 12 часов).",
    "web.open": "Открыть стол",
    "web.watch": "Смотреть вживую",
    "web.off": (
        "Этот бот не предлагает живого стола: оператор не задал ему публичный адрес "
        "(AZUL_PUBLIC_URL)."
    ),
}
RU.update(RU_TOURNAMENTS)  # tournaments
RU.update(RU_LESSONS)  # lessons and the rules reference
RU.update(RU_LESSONS_PAVILION)  # Summer Pavilion's lessons
RU.update(RU_ACTIVITY)  # the Discord Activity
