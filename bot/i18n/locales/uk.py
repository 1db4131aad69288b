"""Ukrainian (uk). Terms from the Ukrainian rulebooks of Azul and «Азул. Літній палац»: вітрина
(factory), центр столу (centre), ряд складу (pattern line), підлога (floor line), стіна (wall),
маркер першого ходу, торбинка or мішечок (bag; the image says «Мішечок», the shorter), коробка
(lid), вежа (tower), зірка, ромб (space), джокер (wild tile), раунд."""

from .uk_activity import UK_ACTIVITY
from .uk_lessons import UK_LESSONS
from .uk_lessons_pavilion import UK_LESSONS_PAVILION
from .uk_tournaments import UK_TOURNAMENTS

UK: dict[str, str] = {
    # -- generic ------------------------------------------------------------------------------
    "edition.azul": "Azul",
    "edition.summer-pavilion": "Azul: Літній палац",
    "side.colour": "кольоровий бік",
    "side.grey": "сірий бік",
    "computer.name": "Комп'ютер {n} ({level})",
    "sorry": "Вибачте, у мене щось пішло не так. Я це записав; спробуйте ще раз.",
    # -- errors answered to one person ---------------------------------------------------------
    "error.no_game": "У цьому каналі немає гри. Почніть її командою `/azul new`.",
    "error.no_game_id": "Я не знаю гри #{game}.",
    "error.not_here": "Гра #{game} відбувається не в цьому каналі.",
    "error.out_of_range": "`{option}` приймає число від {low} до {high}.",
    "error.bad_control": (
        "Цей елемент керування пошкоджений або застарів: виконайте команду ще раз."
    ),
    "error.game_over": "Ця гра вже закінчилась.",
    "error.not_started": "Гра ще не почалась: її запускає організатор у лобі.",
    "error.not_a_player": "Ви не граєте в цій грі.",
    "error.not_your_turn": "Зараз хід гравця {name}.",
    "error.not_your_turn_spectator": "Зараз хід гравця {name} (ви не граєте в цій грі).",
    "error.illegal": "Такий хід не дозволено: {reason}.",
    "table.words": "🖼️ Цього разу зображення не вдалося намалювати; стіл словами:",
    "table.factories": "Вітрини: {factories}",
    "table.centre": "Центр: {tiles}",
    "table.scores": "Очки: {scores}",
    "error.move_not_saved": (
        "Ваш хід не вдалося зберегти, тож його не зіграно: спробуйте ще раз за мить."
    ),
    "error.not_saved": (
        "Це не вдалося зберегти, тож нічого не змінилося: спробуйте ще раз за мить."
    ),
    "cmd.new.invite": "Приєднатися можуть лише ці люди: згадайте їх (@ім'я), до 3",
    "lobby.invited": "За запрошенням: {people}",
    "error.invite_only": "Ця гра лише за запрошенням ({host}): попросіть місце в організатора.",
    "error.invite_cannot_see": (
        "Не всі запрошені бачать цей канал: {people}. Запрошуйте лише тих, хто може тут грати."
    ),
    "error.invite_mentions": "Запросіть людей, згадавши їх (@ім'я) в `invite:`.",
    "error.invite_too_many": (
        "Крім організатора, за столом є місце для {most}: запросіть щонайбільше {most}."
    ),
    "error.slow_down": "Трохи повільніше: спробуйте знову за {seconds} с.",
    "error.busy": (
        "Зараз обчислюється забагато підказок і розборів: спробуйте знову за {seconds} с."
    ),
    "error.hint_in_flight": "Вашу попередню підказку ще обчислюють: дочекайтеся відповіді.",
    "error.too_many_games": (
        "На цьому сервері вже відкрито ігор: {count}, більше не можна. Завершіть одну з них "
        "(`/azul games` показує ваші)."
    ),
    "error.too_many_hosted": (
        "Ви вже організовуєте відкриті ігри на цьому сервері: {count}, більше одній людині не "
        "можна. Спершу завершіть одну з них (`/azul games` показує їх)."
    ),
    "error.thread_not_allowed": (
        "Ви не можете створювати гілки в цьому каналі, тож гра не може відкритися в окремій "
        "гілці: почніть її без `thread:`."
    ),
    "error.notation_length": (
        "Це не хід: хід записується щонайбільше {most} символами, наприклад `4K-2`."
    ),
    "error.stale": "Це повідомлення застаріло: гра вже пішла далі. Поточний хід: {link}",
    "error.stale_no_link": "Це повідомлення застаріло: гра вже пішла далі.",
    "error.already_played": "Ви вже зробили хід: це повідомлення застаріло. Поточний хід: {link}",
    "error.channel_busy": "У цьому каналі вже є гра: {link}",
    "error.channel_busy_no_link": "У цьому каналі вже є гра (#{game}).",
    "error.edition_unavailable": "Гра «{edition}» поки що недоступна.",
    "error.lobby_closed": "Це лобі закрите.",
    "error.removed": (
        "Організатор ({host}) прибрав вас із цього лобі, тож приєднатися знову не можна."
    ),
    "error.seat_changed": (
        "Відколи показано це меню, місця змінилися: натисніть **Прибрати гравця** ще раз."
    ),
    "error.nobody_to_remove": "Крім вас, за цим столом нікого немає.",
    "error.lobby_full": "За столом немає місць (4 гравці).",
    "error.already_seated": "У вас уже є місце за цим столом.",
    "error.not_seated": "У вас немає місця за цим столом.",
    "error.undo_nothing": "У цій грі у вас немає ходу, який можна скасувати.",
    "error.undo_not_last": (
        "Скасувати можна лише останній хід, зроблений людиною, а це хід гравця {name}."
    ),
    "error.undo_after_draw": (
        "Після вашого ходу витягли нові плитки, тож скасувати його вже не можна."
    ),
    "error.host_cannot_leave": (
        "Організатор не може вийти; натисніть «Скасувати», щоб закрити лобі."
    ),
    "error.host_only": "Це може зробити лише організатор ({host}).",
    "error.end_forbidden": (
        "Завершити гру може лише організатор ({host}) або учасники з правом керувати "
        "повідомленнями."
    ),
    "error.too_few_players": (
        "Для гри потрібно щонайменше 2 гравці; запросіть когось або додайте комп'ютер."
    ),
    "error.not_in_guild": "В Azul грають у каналах сервера, а не в особистих повідомленнях.",
    "error.bot_missing_permissions": (
        "Я не можу тут грати: у цьому каналі мені бракує дозволу «{permissions}»."
    ),
    "error.post_failed": (
        "Хід збережено, але я не зміг показати тут стіл (бракує: {permissions}). "
        "Скористайтеся `/azul board`, щоб його побачити."
    ),
    "error.thread_locked": (
        "Хід збережено, але гілку цієї гри заархівовано й закрито, тож я не можу в неї писати. "
        "Модератор може знову її відкрити; поки що стіл покаже `/azul board`."
    ),
    "error.channel_gone": "Каналу цієї гри більше немає, тому гру завершено.",
    "game.thread_deleted": "Гру № {game} завершено: її гілку видалено.",
    "error.no_such_player": "У цій грі немає гравця на ім'я {name}.",
    "error.resigned": "Ви здалися в цій грі.",
    # -- why a move is illegal ------------------------------------------------------------------
    "illegal.game_over": "гру вже завершено",
    "illegal.not_your_turn": "зараз хід гравця {turn}, а не {player}",
    "illegal.azul.notation": (
        "{text} — це не хід Azul: пишіть <джерело><колір>-<ряд>, напр. 4K-2 або CR-F "
        "(джерело 1-9 або C, колір B Y R K W, ряд 1-5 або F), або <ряд>><стовпчик>, як-от 2>4, "
        "щоб обрати стовпчик сірої стіни"
    ),
    "illegal.azul.not_a_move": "{move} — це не хід Azul",
    "illegal.azul.choose_column_first": (
        "вибір плиток завершено: спершу оберіть стовпчик стіни для ряду складу {line}"
    ),
    "illegal.azul.bad_draft": "{move} не називає кольору чи ряду цієї гри",
    "illegal.azul.no_factory": "вітрини {factory} немає: у цій грі вітрини 1-{count}",
    "illegal.azul.source_empty": "з {source} нічого взяти: там порожньо",
    "illegal.azul.no_colour_in_source": ("з {source} не можна взяти {colour} плитки: їх там немає"),
    "illegal.azul.line_full": "ряд складу {line} уже заповнений",
    "illegal.azul.line_other_colour": "у ряду складу {line} уже лежать {colour} плитки",
    "illegal.azul.wall_row_has_colour": "у ряду {row} стіни вже викладено {tile}",
    "illegal.azul.not_wall_phase": (
        "стовпчики стіни обирають лише після вибору плиток (сірий бік)"
    ),
    "illegal.azul.wrong_row": (
        "зараз треба обрати стовпчик для ряду складу {line}, а не для ряду {row}"
    ),
    "illegal.azul.no_column": "на стіні є лише стовпчики 1-5",
    "illegal.azul.wall_tiled": "на стіні в ряду {row}, стовпчику {column} уже є плитка",
    "illegal.azul.wall_column_has_colour": "у стовпчику {column} стіни вже викладено {tile}",
    "illegal.pavilion.notation": (
        "{text} — це не хід «Літнього палацу»: пишіть <джерело><колір>, щоб узяти плитки (напр. "
        "3O, CB; джерело 1-9 або C), <зірка><ромб>[<колір>][w<джокери>][+<бонус>], щоб викласти "
        "плитку (напр. R4w2, C3B, O6+PGG, B2Y; зірка O R B Y G P C, ромб 1-6, кольори P G O Y B "
        "R), або pass / pass:<плитки в резерві> (напр. pass:GOOB), щоб пропустити хід"
    ),
    "illegal.pavilion.notation_grey_colour": (
        "{text}: на однотонному боці треба вказати колір плитки, напр. {space}B"
    ),
    "illegal.pavilion.notation_centre_colour": (
        "{text}: для центральної зірки треба вказати колір плитки, напр. {space}B"
    ),
    "illegal.pavilion.notation_wilds": (
        "{text}: жоден ромб не коштує більше ніж {cost, plural, one {# плитку} few {# плитки} "
        "many {# плиток} other {# плиток}}, і одна з них має бути справжньою, тож джокерів можна "
        "використати щонайбільше 5"
    ),
    "illegal.pavilion.notation_keeps": (
        "{text}: пропускаючи хід, у кутках планшета можна залишити в резерві щонайбільше 4 плитки"
    ),
    "illegal.pavilion.not_a_move": "{move} — це не хід «Літнього палацу»",
    "illegal.pavilion.acquire_over": (
        "плитки беруть в 1-му етапі, а він завершився: викладіть плитку або пропустіть хід"
    ),
    "illegal.pavilion.bad_colour": "{move} не називає кольору плиток",
    "illegal.pavilion.no_factory": "вітрини {factory} немає: у цій грі вітрини 1-{count}",
    "illegal.pavilion.source_empty": "з {source} нічого взяти: там порожньо",
    "illegal.pavilion.no_colour_in_source": (
        "з {source} не можна взяти {colour} плитки: їх там немає"
    ),
    "illegal.pavilion.wild_alone": (
        "{colour} плитки — джокери цього раунду: візьміть з {source} плитки іншого кольору, і ви "
        "додатково візьмете одну плитку-джокер"
    ),
    "illegal.pavilion.place_too_early": (
        "плитки викладають у 2-му етапі, коли вітрини й центр столу спорожніють: "
        "зараз візьміть плитки з вітрини або з центру столу"
    ),
    "illegal.pavilion.bad_place": "{move} не називає ромба чи кольору на планшеті",
    "illegal.pavilion.bad_bonus": "{move}: бонусні плитки — це кількості для шести кольорів",
    "illegal.pavilion.covered": "ромб {space} уже зайнятий",
    "illegal.pavilion.centre_has_colour": (
        "на центральну зірку вже викладено {tile}: усі шість її плиток мають бути різних кольорів"
    ),
    "illegal.pavilion.multi_star_has_colour": (
        "зірка {star} стала різнокольоровою, і на неї вже викладено {tile}: усі шість її плиток "
        "мають бути різних кольорів"
    ),
    "illegal.pavilion.star_became_colour": (
        "зірка {star} стала одноколірною: на неї можна класти лише {colour} плитки"
    ),
    "illegal.pavilion.star_colour": "на {star_name} можна класти лише {colour} плитки",
    "illegal.pavilion.wild_as_itself": (
        "{colour} плитки — джокери цього раунду: якщо класти таку плитку як плитку її власного "
        "кольору, платять лише плитками цього кольору, тож джокери не вказують (пишіть {space} "
        "без w)"
    ),
    "illegal.pavilion.short_of_wild_colour": (
        "{space} коштує {tiles}, {have, plural, =0 {а у вас таких немає} other {а у вас їх лише #}}"
    ),
    "illegal.pavilion.no_real_tile": (
        "на {space} треба покласти щонайменше одну справжню {tile}, а у вас жодної такої немає"
    ),
    "illegal.pavilion.too_many_wilds": (
        "{space} коштує {cost}: джокерів можна використати щонайбільше {most}, бо треба покласти "
        "щонайменше одну справжню {tile}"
    ),
    "illegal.pavilion.wilds_in_hand": (
        "у вас {have, plural, one {# джокер} few {# джокери} many {# джокерів} other {# "
        "джокерів}} (джокери — {colour} плитки), а не {count}"
    ),
    "illegal.pavilion.short_with_wilds": (
        "{space} коштує {cost}: з {wilds, plural, one {# джокером} few {# джокерами} many {# "
        "джокерами} other {# джокерами}} потрібно ще {tiles}, а у вас їх {have}"
    ),
    "illegal.pavilion.short": (
        "{space} коштує {cost}: потрібно {tiles}, а у вас їх {have} (або вкажіть джокери, напр. "
        "{space}w1)"
    ),
    "illegal.pavilion.no_bonus": (
        "ромб {space} не завершує ні вікна, ні статуї, ні колони: бонусних плиток немає"
    ),
    "illegal.pavilion.bonus_take_all": (
        "ромб {space} дає {owed, plural, one {# бонусну плитку} few {# бонусні плитки} "
        "many {# бонусних плиток} other {# бонусних плиток}}, але в запасі {have, plural, "
        "=1 {лише 1 плитка: візьміть її} one {лише # плитка: візьміть їх усі} "
        "few {лише # плитки: візьміть їх усі} "
        "many {лише # плиток: візьміть їх усі} other {лише # плиток: візьміть їх усі}} (+{tiles})"
    ),
    "illegal.pavilion.bonus_count": (
        "ромб {space} дає із запасу рівно {owed, plural, one {# бонусну плитку} "
        "few {# бонусні плитки} many {# бонусних плиток} other {# бонусних плиток}}, а не {count}"
    ),
    "illegal.pavilion.supply_short": (
        "із запасу не можна взяти {tiles}: {have, plural, =0 {там таких немає} "
        "other {там їх лише #}}"
    ),
    "illegal.pavilion.pass_too_early": (
        "пропустити хід можна лише в 2-му етапі: зараз візьміть плитки з вітрини або з центру столу"
    ),
    "illegal.pavilion.bad_kept": "{move}: залишені плитки — це кількості для шести кольорів",
    "illegal.pavilion.last_round_keeps_nothing": (
        "у 6-му раунді, пропускаючи хід, нічого не залишають у резерві: усі плитки поруч із "
        "планшетом ідуть у вежу (пишіть просто pass)"
    ),
    "illegal.pavilion.keeps_all": (
        "коли поруч із планшетом 4 плитки чи менше, усі вони залишаються в резерві: пишіть просто"
        " pass"
    ),
    "illegal.pavilion.keeps_too_many": (
        "пропускаючи хід, у кутках планшета можна залишити в резерві щонайбільше 4 плитки"
    ),
    "illegal.pavilion.keeps_more_than_hand": (
        "не можна залишити в резерві {tiles}: {have, plural, =0 {у вас таких немає} "
        "other {у вас їх лише #}}"
    ),
    # -- permissions, as Discord names them in the client ----------------------------------------
    "perm.send_messages": "Надсилати повідомлення",
    "perm.send_messages_in_threads": "Надсилати повідомлення в гілках",
    "perm.attach_files": "Прикріплювати файли",
    "perm.view_channel": "Переглядати канал",
    "perm.create_public_threads": "Створювати публічні гілки",
    # -- lobby ----------------------------------------------------------------------------------
    "lobby.header": "**{edition}** ({side}): нова гра, організатор — {host}.",
    "lobby.seats": "Місця ({count}/4):",
    "lobby.seat": "{n}. {name}",
    "lobby.help": "Натисніть **Приєднатися**, щоб сісти. Організатор починає гру з 2–4 гравцями.",
    "lobby.started": "Гра почалась: {link}",
    "lobby.cancelled": "{name} скасовує це лобі.",
    "lobby.ended": "{name} закриває це лобі.",
    "lobby.opened_in_thread": "Лобі відкрито в {thread}.",
    "lobby.thread_name": "Azul — {host}",
    "lobby.remove_question": "Кого прибрати з-за столу?",
    "lobby.removed_person": (
        "{name} більше не має тут місця і не може знову приєднатися до цього лобі."
    ),
    "lobby.removed_computer": "{name} більше не має тут місця.",
    "lobby.level_question": "Наскільки сильним має бути комп'ютер?",
    "level.easy": "Легкий",
    "level.easy.about": "Одразу бере найпривабливіші плитки. Дружній суперник.",
    "level.medium": "Середній",
    "level.medium.about": "Перед кожним ходом думає до кінця раунду. Чесна боротьба.",
    "level.hard": "Складний",
    "level.hard.about": "Прораховує тисячі можливих продовжень, близько секунди на хід.",
    "level.expert": "Експерт",
    "level.expert.about": (
        "Перебирає вп'ятеро більше варіантів, ніж складний, до 5 секунд на хід: найсильніший, "
        "для терплячих."
    ),
    "lobby.thread_ignored": "Ми вже в гілці, тож гра відкривається тут.",
    "button.join": "Приєднатися",
    "button.remove": "Прибрати гравця",
    "button.leave": "Вийти",
    "button.computer": "Додати комп'ютер",
    "button.start": "Почати",
    "button.cancel": "Скасувати",
    "button.my_board": "Мій планшет",
    # -- turns ----------------------------------------------------------------------------------
    "turn.round": "**Раунд {round}**",
    "turn.last_round": "Останній раунд!",
    "turn.your_turn": "{mention}, ваш хід.",
    "turn.computer_turn": "{name} думає…",
    "turn.away_turn": "{name}: під час відсутності хід робить комп'ютер…",
    "turn.start": "Гра починається. Порядок ходів: {order}.",
    "turn.recovered": "Ось як зараз виглядає гра.",
    "turn.computer_failed": (
        "Обдумування ходу гравця {name} зупинилося через помилку. `/azul board` запустить його "
        "знову."
    ),
    "step.source": "Звідки берете плитки?",
    "step.colour": "Якого кольору?",
    "step.target": "На який ряд?",
    "step.row": "Який ряд складу?",
    "step.column": "Який стовпчик стіни для ряду {row}?",
    "step.star": "На яку зірку (чи пропустити хід)?",
    "step.space": "Який ромб?",
    "step.wilds": "Скільки джокерів використати?",
    "step.bonus": "Оберіть бонусну плитку.",
    "step.keep": "Які плитки залишаєте?",
    "step.move": "Який хід?",
    "step.more": "Ще…",
    "step.done": "Готово",
    "played": "Ваш хід: `{move}`.",
    "hint": "Підказка: `{move}` — {reason}.",
    # -- a hint's reason (rules.ai.explain_parts) --
    "hint.azul.take.one": "бере {tiles} з {source}",
    "hint.azul.take.few": "бере {tiles} з {source}",
    "hint.azul.take.many": "бере {tiles} з {source}",
    "hint.azul.all_to_floor": "усі на підлогу",
    "hint.azul.completes_line": "заповнює ряд складу {line}",
    "hint.azul.completes_line_points.one": (
        "заповнює ряд складу {line} (приблизно {n} очко на стіні)"
    ),
    "hint.azul.completes_line_points.few": (
        "заповнює ряд складу {line} (приблизно {n} очки на стіні)"
    ),
    "hint.azul.completes_line_points.many": (
        "заповнює ряд складу {line} (приблизно {n} очок на стіні)"
    ),
    "hint.azul.to_line": "у ряд складу {line}",
    "hint.azul.to_floor": "{count} на підлогу",
    "hint.azul.takes_marker": "бере маркер першого ходу",
    "hint.azul.wall.one": "кладе {tile} з ряду складу {line} у стовпчик {column} за {n} очко",
    "hint.azul.wall.few": "кладе {tile} з ряду складу {line} у стовпчик {column} за {n} очки",
    "hint.azul.wall.many": "кладе {tile} з ряду складу {line} у стовпчик {column} за {n} очок",
    "hint.pavilion.take.one": "бере {tiles} з {source}",
    "hint.pavilion.take.few": "бере {tiles} з {source}",
    "hint.pavilion.take.many": "бере {tiles} з {source}",
    "hint.pavilion.take_wild.one": "бере {tiles} і джокер з {source}",
    "hint.pavilion.take_wild.few": "бере {tiles} і джокер з {source}",
    "hint.pavilion.take_wild.many": "бере {tiles} і джокер з {source}",
    "hint.pavilion.marker.one": "з маркером першого ходу (-{n} очко)",
    "hint.pavilion.marker.few": "з маркером першого ходу (-{n} очки)",
    "hint.pavilion.marker.many": "з маркером першого ходу (-{n} очок)",
    "hint.pavilion.place.one": "кладе {tile} на ромб {space} за {n} очко",
    "hint.pavilion.place.few": "кладе {tile} на ромб {space} за {n} очки",
    "hint.pavilion.place.many": "кладе {tile} на ромб {space} за {n} очок",
    "hint.pavilion.wilds.one": "(використавши {n} джокер)",
    "hint.pavilion.wilds.few": "(використавши {n} джокери)",
    "hint.pavilion.wilds.many": "(використавши {n} джокерів)",
    "hint.pavilion.completing": "завершуючи",
    "hint.pavilion.window": "вікно {star}",
    "hint.pavilion.statue": "статую {star}|{star2}",
    "hint.pavilion.pillar": "колону {star}",
    "hint.pavilion.and": "і",
    "hint.pavilion.bonus": "(бонус {tiles})",
    "hint.pavilion.pass": "пропускає хід",
    "hint.pavilion.keeping": "залишаючи в резерві {tiles}",
    "hint.pavilion.discarded": "(-{count} за скинуті плитки)",
    "hint.move": "{move}",
    "hint.note.only_legal": "єдиний дозволений хід",
    "hint.note.only_worth": "єдиний хід, вартий уваги",
    "hint.note.first_sight": (
        "найкращий хід на перший погляд (вартий близько {value, number, signed} очка)"
    ),
    "hint.note.played_out": "найкращий, якщо дограти до кінця раунду (оцінка {rating:+d})",
    "hint.note.played_out_reply": (
        "найкращий, якщо дограти до кінця раунду проти найкращої відповіді (оцінка {rating:+d})"
    ),
    "hint.note.simulated": (
        "виграє приблизно {percent}% {games, plural, one {із # змодельованої партії} "
        "few {із # змодельованих партій} many {із # змодельованих партій} "
        "other {із # змодельованої партії}}"
    ),
    # -- option labels --------------------------------------------------------------------------
    "label.centre": "Центр",
    "label.line": "Ряд {n}",
    "label.line_full": "Ряд {n} ({count}/{size})",
    "label.line_overflow": "Ряд {n} (+{extra} на підлогу)",
    "label.floor": "Підлога",
    "label.column": "Стовпчик {n}",
    "label.row": "Ряд {n}",
    "label.colour_count": "{colour} ×{count}",
    "label.star": (
        "{star, select, фіолетові {Фіолетова зірка} зелені {Зелена зірка} "
        "помаранчеві {Помаранчева зірка} жовті {Жовта зірка} блакитні {Блакитна зірка} "
        "червоні {Червона зірка} other {Зірка: {star}}}"
    ),
    "label.star_centre": "Центральна зірка",
    "label.pass": "Пропустити хід",
    "label.space": "Ромб {n}",
    "label.space_cost": "Ромб {n} (коштує {cost})",
    "label.no_wilds": "Без джокера",
    "label.wilds.one": "{n} джокер",
    "label.wilds.few": "{n} джокери",
    "label.wilds.many": "{n} джокерів",
    "label.keep_nothing": "Нічого не залишати",
    "label.keep_these": "Залишити лише ці",
    # -- colours --------------------------------------------------------------------------------
    "colour.azul.B": "блакитні",
    "colour.azul.Y": "жовті",
    "colour.azul.R": "червоні",
    "colour.azul.K": "чорні",
    "colour.azul.W": "білі",
    "colour.summer-pavilion.P": "фіолетові",
    "colour.summer-pavilion.G": "зелені",
    "colour.summer-pavilion.O": "помаранчеві",
    "colour.summer-pavilion.Y": "жовті",
    "colour.summer-pavilion.B": "блакитні",
    "colour.summer-pavilion.R": "червоні",
    # -- tiles as the object of a sentence (accusative) -----------------------------------------
    "tiles.azul.B": (
        "{n, plural, one {# блакитну плитку} few {# блакитні плитки} "
        "many {# блакитних плиток} other {# блакитних плиток}}"
    ),
    "tile.azul.B": "блакитну плитку",
    "tiles.azul.Y": (
        "{n, plural, one {# жовту плитку} few {# жовті плитки} "
        "many {# жовтих плиток} other {# жовтих плиток}}"
    ),
    "tile.azul.Y": "жовту плитку",
    "tiles.azul.R": (
        "{n, plural, one {# червону плитку} few {# червоні плитки} "
        "many {# червоних плиток} other {# червоних плиток}}"
    ),
    "tile.azul.R": "червону плитку",
    "tiles.azul.K": (
        "{n, plural, one {# чорну плитку} few {# чорні плитки} "
        "many {# чорних плиток} other {# чорних плиток}}"
    ),
    "tile.azul.K": "чорну плитку",
    "tiles.azul.W": (
        "{n, plural, one {# білу плитку} few {# білі плитки} "
        "many {# білих плиток} other {# білих плиток}}"
    ),
    "tile.azul.W": "білу плитку",
    "tiles.summer-pavilion.P": (
        "{n, plural, one {# фіолетову плитку} few {# фіолетові плитки} "
        "many {# фіолетових плиток} other {# фіолетових плиток}}"
    ),
    "tile.summer-pavilion.P": "фіолетову плитку",
    "tiles.summer-pavilion.G": (
        "{n, plural, one {# зелену плитку} few {# зелені плитки} "
        "many {# зелених плиток} other {# зелених плиток}}"
    ),
    "tile.summer-pavilion.G": "зелену плитку",
    "tiles.summer-pavilion.O": (
        "{n, plural, one {# помаранчеву плитку} few {# помаранчеві плитки} "
        "many {# помаранчевих плиток} other {# помаранчевих плиток}}"
    ),
    "tile.summer-pavilion.O": "помаранчеву плитку",
    "tiles.summer-pavilion.Y": (
        "{n, plural, one {# жовту плитку} few {# жовті плитки} "
        "many {# жовтих плиток} other {# жовтих плиток}}"
    ),
    "tile.summer-pavilion.Y": "жовту плитку",
    "tiles.summer-pavilion.B": (
        "{n, plural, one {# блакитну плитку} few {# блакитні плитки} "
        "many {# блакитних плиток} other {# блакитних плиток}}"
    ),
    "tile.summer-pavilion.B": "блакитну плитку",
    "tiles.summer-pavilion.R": (
        "{n, plural, one {# червону плитку} few {# червоні плитки} "
        "many {# червоних плиток} other {# червоних плиток}}"
    ),
    "tile.summer-pavilion.R": "червону плитку",
    # -- narration (events of the engine) -------------------------------------------------------
    "narr.took": "{name} бере {tiles} з {source} → {target}",
    "narr.took_marker": " (і маркер першого ходу)",
    "narr.to_floor": " ({count} на підлогу)",
    "narr.to_lid": " ({count} у коробку)",
    "narr.source_centre": "центру столу",
    "narr.source_factory": "вітрини {n}",
    "narr.target_line": "ряд {n}",
    "narr.target_floor": "підлога",
    "narr.wall": "{name} кладе {tile} на стіну: ряд {row}, стовпчик {column}, +{points}",
    "narr.line_to_floor": (
        "У ряду {row} гравця {name} немає вільного стовпчика: {count, plural, one {# плитка йде} "
        "few {# плитки йдуть} many {# плиток іде} other {# плиток іде}} на підлогу"
    ),
    "narr.round_over": "Раунд {round} завершено. Рахунок: {scores}",
    "narr.round_start": "Починається раунд {round}; перший хід: {name}.",
    "narr.acquired": "{name} бере {tiles} з {source}",
    "narr.plus_wild": " + 1 джокер",
    "narr.points_lost": " (−{points})",
    "narr.placed": "{name} викладає {tile} на {star}, ромб {space}: +{points}",
    "narr.wilds_used.one": " (використано {n} джокер)",
    "narr.wilds_used.few": " (використано {n} джокери)",
    "narr.wilds_used.many": " (використано {n} джокерів)",
    "narr.bonus": "{name} отримує як бонус {tiles}",
    "narr.passed": "{name} пропускає хід",
    "narr.kept": "{name} пропускає хід і залишає в резерві {tiles}",
    "narr.play_phase": "Усі плитки розібрано: час декорувати. Починає {name}.",
    "narr.round_start_wild": "Починається раунд {round} (джокери — {wild}); перший хід: {name}.",
    "narr.generic": "{name} робить хід `{move}`",
    "narr.forced": "{line} (єдиний можливий хід)",
    "narr.undone.one": (
        "{n, plural, =1 {{name} скасовує свій останній хід.} other {{name} скасовує свій останній"
        " хід і наступні за ним (усього # хід).}}"
    ),
    "narr.undone.few": "{name} скасовує свій останній хід і наступні за ним (усього {n} ходи).",
    "narr.undone.many": "{name} скасовує свій останній хід і наступні за ним (усього {n} ходів).",
    "undo.confirm": "Хід скасовано: ви знову ходите.",
    "narr.resigned": "{name} здається; відтепер за цього гравця грає комп'ютер.",
    "narr.star.O": "помаранчеву зірку",
    "narr.star.R": "червону зірку",
    "narr.star.B": "блакитну зірку",
    "narr.star.Y": "жовту зірку",
    "narr.star.G": "зелену зірку",
    "narr.star.P": "фіолетову зірку",
    "narr.star.C": "центральну зірку",
    # -- end of game ----------------------------------------------------------------------------
    "end.title": "**Кінець гри** — {edition}, раундів: {rounds}.",
    "end.winner": "{names} перемагає!",
    "end.winners": "{names} ділять перемогу!",
    "end.line": "{name}: **{total}** ({details})",
    "end.ended_by": "{name} завершує цю гру. Запис збережено: `/azul export game:{game}`.",
    "end.jammed": (
        "У цю гру вже ніхто не грає, і сама вона не закінчиться, тож вона зупиняється в "
        "раунді {round} і не впливає на рейтинг. Запис збережено: `/azul export game:{game}`."
    ),
    "end.resigned": "{name} здається. Гру завершено.",
    "end.resigned_winner": "{name} здається. {winner} перемагає!",
    "bd.wall": "стіна",
    "bd.floor": "підлога",
    "bd.rows": "горизонталі",
    "bd.columns": "вертикалі",
    "bd.colours": "кольори",
    "bd.total": "разом",
    "bd.start": "старт",
    "bd.placements": "викладені плитки",
    "bd.first_player": "маркер першого ходу",
    "bd.discards": "скинуті",
    "bd.stars": "зірки",
    "bd.numbers": "цифри",
    # -- slash commands (names stay English; Discord shows these descriptions) ------------------
    "cmd.group": "Грати в Azul та Azul: Літній палац",
    "cmd.new": "Відкрити лобі нової гри в цьому каналі",
    "cmd.new.edition": "Яка гра (типово: Azul)",
    "cmd.new.side": "Бік планшета: кольоровий (звичайний) або сірий (варіант)",
    "cmd.new.thread": "Грати в новій гілці цього каналу (типово — як налаштовано на сервері)",
    "choice.edition.azul": "Azul",
    "choice.edition.summer-pavilion": "Azul: Літній палац",
    "choice.side.colour": "Кольоровий (звичайний)",
    "choice.side.grey": "Сірий (варіант)",
    "cmd.move": "Зробити хід у нотації запису (напр. 4K-2)",
    "cmd.move.notation": "Ваш хід, напр. 4K-2 (вітрина 4, чорні, ряд 2) або CR-F",
    "cmd.board": "Показати стіл або планшет одного гравця",
    "cmd.board.player": "Показати планшет цього гравця у великому розмірі",
    "cmd.board.colour_blind": "Позначити кожен колір плиток власним символом",
    "cmd.hint": "Підказати вам хід (бачите лише ви)",
    "cmd.hint.expert": "Спитати найсильнішого гравця (експерт, до 5 с) замість складного",
    "cmd.resign": "Здатися в грі в цьому каналі",
    "cmd.undo": (
        "Скасувати свій останній хід (доки інші не зробили хід і не витягли нових плиток)"
    ),
    "cmd.end": "Завершити гру в цьому каналі (організатор або «Керувати повідомленнями»)",
    "cmd.export": "Запис гри у файлі JSON",
    "cmd.export.game": "Номер гри (типово: гра в цьому каналі)",
    "cmd.help": "Як грати тут в Azul",
    # -- command answers ------------------------------------------------------------------------
    "export.done": "Запис гри #{game} (ходів: {moves}).",
    "export.unfinished": (
        "Гра ще триває, тож у записі є вже витягнуті плитки, але немає зерна (seed)."
    ),
    "board.caption": "Планшет гравця {name} — раунд {round}.",
    "board.table": "Стіл гри #{game} — раунд {round}.",
    "resign.confirm": "Ви здалися в грі #{game}.",
    "end.confirm": "Гру #{game} завершено.",
    "help.text": (
        "**Azul у Discord**\n"
        "• `/azul new` відкриває тут лобі (параметри: гра, бік стіни, окрема гілка для гри). "
        "Інші натискають **Приєднатися**; організатор може додати комп'ютерних гравців і натискає "
        "**Почати**.\n"
        "• Коли ваш хід, під зображенням столу з'являються кнопки лише з дозволеними "
        "варіантами: Azul — оберіть вітрину чи центр, колір, потім ряд складу або підлогу; "
        "Літній палац — беріть плитки в 1-му етапі, потім викладайте на зірку (ромб, колір, "
        "джокери, бонус) або пропускайте хід.\n"
        "• `/azul move` робить хід у нотації запису (напр. `4K-2`, `CR-F`; з підказками); "
        "`/azul hint` пропонує хід, лише вам; `/azul undo` скасовує ваш останній хід, доки "
        "інші не зробили хід і не витягли нових плиток.\n"
        "• `/azul board` показує стіл або планшет одного гравця; `/azul export` дає запис гри "
        "у JSON; `/azul resign` — здатися; `/azul end` зупиняє гру (організатор або модератори).\n"
        "• `/azul new timer:` обмежує час на хід: на половині часу надходить нагадування, потім "
        "хід замість гравця робить комп'ютер (після двох таких ходів поспіль комп'ютер грає за "
        "це місце, доки гравець не натисне **Я знову в грі**). `/azul games` показує ваші "
        "незавершені ігри, спершу ті, де ваш хід; `/azul settings me` налаштовує зображення для "
        "дальтоніків, особисте повідомлення про ваш хід і підтвердження ходів."
        "\n• `/azul new language:` обирає мову столу; `/azul settings server` задає типову "
        "мову цього сервера (дозвіл «Керувати сервером»)."
    ),
    # -- turn timers, absent players -------------------------------------------------------------
    # Durations are nominative phrases ("5 хвилин", "1 година"); the sentences that take them
    # ({timer}, {after}, {left}) are built so that the nominative fits.
    "dur.seconds.one": "{n} секунда",
    "dur.seconds.few": "{n} секунди",
    "dur.seconds.many": "{n} секунд",
    "dur.minutes.one": "{n} хвилина",
    "dur.minutes.few": "{n} хвилини",
    "dur.minutes.many": "{n} хвилин",
    "dur.hours.one": "{n} година",
    "dur.hours.few": "{n} години",
    "dur.hours.many": "{n} годин",
    "dur.days.one": "{n} день",
    "dur.days.few": "{n} дні",
    "dur.days.many": "{n} днів",
    "choice.timer.off": "Без обмеження часу",
    "cmd.new.timer": "Час на хід; коли він спливе, хід замість гравця зробить комп'ютер",
    "lobby.timer": (
        "⏱️ Таймер ходу: {timer}. Коли час спливає, хід замість гравця робить комп'ютер ({level})."
    ),
    "lobby.timer_level": "Хто ходить, коли в гравця закінчується час?",
    "lobby.expired": "Це лобі закрито: гру так і не почали (час очікування — {after}).",
    "narr.timer": "⏰ {line} (час сплив: хід зробив комп'ютер)",
    "narr.back": "{name} повертається до гри й знову ходить самостійно.",
    "turn.seat_taken": (
        "У гравця {name} двічі поспіль сплив час: тепер за це місце грає комп'ютер, доки "
        "гравець не повернеться (кнопка **Я знову в грі** або наступний `/azul move`)."
    ),
    "turn.reminder": (
        "⏰ {mention}, досі ваш хід: у вас ще {left}, потім хід за вас зробить комп'ютер."
    ),
    "dm.your_turn": "Ваш хід у грі Azul #{game}: {link}",
    "button.back": "Я знову в грі",
    "button.confirm": "Підтвердити",
    "button.change": "Змінити",
    "confirm.question": "Зробити цей хід? {move}",
    "back.done": "З поверненням: ваше місце знову за вами.",
    "error.bad_timer": "Таймера ходу {value} немає; доступні варіанти: {allowed}.",
    "error.bad_level": "Рівня комп'ютера {level} немає.",
    "error.not_away": "Ви й так ходите самостійно.",
    # -- a person's games and settings -----------------------------------------------------------
    "cmd.games": "Ваші незавершені ігри на цьому сервері, спершу ті, де ваш хід",
    "cmd.settings": "Налаштування",
    "cmd.settings.me": (
        "Ваші налаштування: зображення для дальтоніків, повідомлення про ваш хід, підтвердження "
        "ходів"
    ),
    "cmd.settings.colour_blind": (
        "Позначати кожен колір плиток символом на зображеннях, які бачите ви"
    ),
    "cmd.settings.turn_dm": "Отримувати особисте повідомлення, коли ваш хід",
    "cmd.settings.confirm_moves": "Підтверджувати кожен хід, перш ніж його буде зараховано",
    "games.none": (
        "У вас немає незавершених ігор на цьому сервері. Почніть гру командою `/azul new`."
    ),
    "games.header": "Ваші незавершені ігри тут ({count}):",
    "games.lobby": "лобі",
    "games.your_turn": "**ваш хід**",
    "games.waiting": "хід інших гравців",
    "games.line": "• {state} · {edition} #{game}: {link}",
    "games.more": "… і ще {count}.",
    "settings.current": "Ваші налаштування:",
    "settings.saved": "Збережено. Ваші налаштування:",
    "settings.on": "увімкнено",
    "settings.off": "вимкнено",
    "settings.colour_blind": (
        "• Символи кольорів для дальтоніків на зображеннях, які бачите ви: {state}"
    ),
    "settings.turn_dm": "• Особисте повідомлення, коли ваш хід: {state}",
    "settings.confirm_moves": (
        "• Підтвердження кожного ходу, перш ніж його буде зараховано: {state}"
    ),
    "cmd.new.language": "Мова столу (дописи й зображення); типово — мова цього сервера",
    "cmd.settings.server": "Налаштування сервера (Керувати сервером): типова мова його ігор",
    "cmd.settings.server.language": "Мова нових ігор тут; «Автоматично» — мова сервера",
    "settings.server.current": "Налаштування цього сервера:",
    "settings.server.saved": "Збережено. Налаштування цього сервера:",
    "settings.server.language": "• Мова нових ігор: {language}",
    "settings.server.automatic": (
        "автоматично (мова сервера, інакше мова Discord того, хто створює гру)"
    ),
    "cmd.settings.server.threads": (
        "Нові ігри відкриваються у власній гілці, якщо в /azul new не вказано thread:False"
    ),
    "cmd.settings.server.images": (
        "Зображення столу в каналі: лише останнє (старіші дописи зберігають текст) або всі"
    ),
    "choice.images.latest": "Лише останнє (старіші дописи зберігають текст)",
    "choice.images.all": "Усі (кожен допис зберігає своє зображення)",
    "settings.server.threads": "• Нові ігри у власній гілці: {state}",
    "settings.server.images": (
        "• Зображення столу: {images, select, all {кожен допис зберігає своє зображення} "
        "other {зображення лишається тільки в останньому дописі, у старіших — лише текст}}"
    ),
    "error.manage_server_only": (
        "Змінювати налаштування сервера можуть лише ті, хто має дозвіл «Керувати сервером»."
    ),
    "error.bad_language": "Мови {value} немає: оберіть одну з таких: {allowed}.",
    "lang.auto": "Автоматично",
    # -- after the game: rematch, history, replay, ratings, statistics, leaderboard -------------
    # (English: bot/locales/en_archive.py.) Terms: реванш (rematch), перегляд гри (replay),
    # запис гри (record), рейтинг (rating), рейтингова гра (rated game), таблиця лідерів
    # (leaderboard). {who} is a person's name: "гравця {who}" keeps it in the nominative.
    "cmd.history": "Завершені ігри на цьому сервері, спершу новіші",
    "cmd.history.user": "Лише ігри за участю цієї людини",
    "cmd.history.edition": "Лише партії цієї гри",
    "cmd.replay": "Переглянути завершену гру або файл запису хід за ходом",
    "cmd.replay.game": "Номер гри (див. /azul history)",
    "cmd.replay.file": "Запис гри (.json), напр. з /azul export",
    "cmd.stats": "Ігри, перемоги, очки й рейтинг гравця на цьому сервері",
    "cmd.stats.user": "Чия статистика (типово: ваша)",
    "cmd.leaderboard": "Найкращі гравці цього сервера за рейтингом",
    "cmd.leaderboard.edition": "Яка гра (типово: та, у яку тут грали останньою)",
    "cmd.leaderboard.min_games": "Лише гравці, що зіграли щонайменше стільки ігор",
    "cmd.settings.server.ladder_min_games": (
        "Скільки ігор треба зіграти, щоб потрапити до таблиці лідерів (типово 5)"
    ),
    "help.after": (
        "• Після гри: **Реванш** і **Перегляд** під фінальним повідомленням. `/azul history` "
        "показує завершені ігри цього сервера, `/azul replay game:` (або `file:`) — перегляд "
        "партії хід за ходом, `/azul stats` і `/azul leaderboard` — рейтинги (для кожної гри "
        "окремо, на цьому сервері й на всіх серверах)."
    ),
    "button.rematch": "Реванш",
    "button.replay": "Перегляд",
    "button.newer": "Новіші",
    "button.older": "Старіші",
    "lobby.rematch": (
        "Реванш після гри #{game}: порядок ходів зсувається на одного гравця, тож починає {first}."
    ),
    "lobby.seat_pending": "{n}. {name} ⏳",
    "lobby.rematch_call": "{people}: натисніть **Приєднатися**, щоб зберегти своє місце.",
    "lobby.rematch_help": (
        "Гравці з позначкою ⏳ натискають **Приєднатися**, щоб зберегти своє місце (або "
        "**Вийти**, щоб звільнити його); коли всі це зроблять, організатор починає гру."
    ),
    "error.rematch_unconfirmed": (
        "Чекаємо, поки натиснуть **Приєднатися** (або **Вийти**): {names}."
    ),
    "error.rematch_not_over": "Гра #{game} ще не закінчилась, тож про реванш говорити рано.",
    "error.rematch_not_player": "Реванш можуть запропонувати лише учасники гри #{game}.",
    "history.title": (
        "📜 **Завершені ігри{who, select, none {} other { гравця {who}}}{edition, select, "
        "none {} other { ({edition})}}**: {count, plural, one {# гра} few {# гри} "
        "many {# ігор} other {# гри}}, сторінка {page} з {pages}"
    ),
    "history.line": "**#{game}** · {date} · {edition} ({side}) · {players}",
    "history.winner": "🏆 {name}: {score}",
    "history.player": "{name}: {score}",
    "history.resigned": "(гру здано)",
    "history.empty": (
        "На цьому сервері ще немає завершених ігор{who, select, none {} other { гравця "
        "{who}}}{edition, select, none {} other { ({edition})}}."
    ),
    "history.hint": "Переглянути гру можна командою `/azul replay game:`.",
    "replay.title_game": "🎞️ Перегляд гри #{game}: {edition} ({side}) · {players}",
    "replay.title_file": "🎞️ Перегляд файлу {file}: {edition} ({side}) · {players}",
    "replay.position": "Хід {ply} з {total} · раунд {round}",
    "replay.final": "Підсумкові очки: {scores}",
    "replay.start": "Початок гри. Перший хід: {name}.",
    "replay.round_placeholder": "Перейти до раунду…",
    "replay.round_option": "Раунд {round}",
    "replay.round_option_detail": "з ходу {ply}",
    "replay.end_option": "Кінець гри",
    "replay.no_source": (
        "Вкажіть гру (`game:`) або прикріпіть файл запису (`file:`): щось одне з двох."
    ),
    "replay.running": "Гра #{game} ще триває: переглянути її можна буде, коли вона закінчиться.",
    "replay.not_started": "Гра #{game} так і не почалась, тож переглядати нічого.",
    "replay.not_yours": (
        "Переглядати цей запис може лише той, хто його надіслав: надішліть його самі "
        "командою `/azul replay file:`."
    ),
    "replay.gone": (
        "Цей запис більше не зберігається. Надішліть його ще раз командою `/azul replay file:`."
    ),
    "replay.too_big": "Файл завеликий для запису гри (максимум — {limit} КБ).",
    "replay.not_json": "Цей файл — не запис гри: це не JSON ({detail}).",
    "replay.bad_record": "Не вдається прочитати цей файл як запис гри: {detail}.",
    "replay.bad_move": "Хід {index} ({move}) у цьому записі неможливий: {reason}.",
    "end.ratings": "Рейтинг: {changes}",
    "end.rating_change": "{name} — {after} ({change})",
    "stats.title": "📊 **{name}** на цьому сервері",
    "stats.edition": (
        "**{edition}**: {games, plural, one {# гра} few {# гри} many {# ігор} other {# гри}}, "
        "{wins, plural, one {# перемога} few {# перемоги} many {# перемог} other {# перемоги}} "
        "· середній рахунок {average} · найкращий {best}"
    ),
    "stats.rating": (
        "Рейтинг тут: {rating} ({games, plural, one {# рейтингова гра} "
        "few {# рейтингові гри} many {# рейтингових ігор} other {# рейтингової гри}}), "
        "на всіх серверах: {everywhere}"
    ),
    "stats.unrated": "Рейтингу ще немає",
    "stats.none": "У гравця {name} ще немає завершених ігор на цьому сервері.",
    "stats.not_a_person": (
        "Статистику ведуть лише для людей; комп'ютерні гравці є в `/azul leaderboard`."
    ),
    "stats.chart_rating": "Рейтинг",
    "stats.chart_scores": "Очки",
    "stats.chart_empty": "Рейтингових ігор ще немає",
    "stats.image_failed": "(Цього разу не вдалося намалювати графік.)",
    "ladder.title": "🏅 **{edition}**: найкращі гравці цього сервера",
    "ladder.line": (
        "{rank}. {name} — {rating} ({games, plural, one {# гра} few {# гри} many {# ігор} "
        "other {# гри}}, {wins, plural, one {# перемога} few {# перемоги} many {# перемог} "
        "other {# перемоги}})"
    ),
    "ladder.own": "Ви: {line}",
    "ladder.rule": (
        "Гравці, що зіграли щонайменше {min, plural, one {# гру} few {# гри} many {# ігор} "
        "other {# гри}}; рейтинг — це рівень гри, у якому бот упевнений, тож що більше "
        "зіграно ігор, то він вищий."
    ),
    "ladder.empty": (
        "На цьому сервері ще немає гравців, що зіграли щонайменше {min, plural, "
        "one {# рейтингову гру} few {# рейтингові гри} many {# рейтингових ігор} "
        "other {# рейтингової гри}} в {edition}."
    ),
    "ladder.header.rank": "#",
    "ladder.header.player": "Гравець",
    "ladder.header.rating": "Рейтинг",
    "ladder.header.games": "Ігри",
    "ladder.header.wins": "Перемоги",
    "settings.server.min_games": (
        "• Таблиця лідерів: гравці, що зіграли щонайменше {n, plural, one {# гру} few {# гри} "
        "many {# ігор} other {# гри}}"
    ),
    # -- game reviews (English: bot/locales/en_review.py) --------------------------------
    "cmd.review": "Розбір завершеної гри чи файлу запису хід за ходом: чого коштував кожен хід",
    "cmd.review.game": "Номер гри (див. /azul history)",
    "cmd.review.file": "Запис гри (.json), напр. з /azul export",
    "button.review": "Розбір",
    "review.no_source": "Вкажіть гру (`game:`) або додайте файл запису (`file:`): щось одне.",
    "review.running": "Гра №{game} ще триває: її можна буде розібрати, коли вона закінчиться.",
    "review.not_started": "Гра №{game} так і не почалася, тож розбирати нічого.",
    "help.review": (
        "• **Розбір** під фінальним повідомленням або `/azul review game:` (чи `file:`) оцінює "
        "кожен хід: скільки очок він коштував порівняно з найкращим знайденим ходом, переломні "
        "моменти партії й точність кожного гравця."
    ),
    "review.waiting": "🔍 Зараз триває інший розбір; ваш почнеться одразу після нього…",
    "review.one_at_a_time": "Ваш інший розбір ще триває: попросіть цей, коли той завершиться.",
    "review.progress": (
        "🔍 Розбираю… оцінено {done} з {total, plural, one {# ходу} other {# ходів}}"
    ),
    "review.title_game": "🔍 Розбір гри №{game}: {edition} · {players}",
    "review.title_file": "🔍 Розбір {file}: {edition} · {players}",
    "review.player": (
        "**{name}**: точність {accuracy} % · втрачено {lost} очка за раунд · "
        "{mistakes, plural, one {# помилка} few {# помилки} many {# помилок} other {# помилки}}, "
        "{blunders, plural, one {# груба помилка} few {# грубі помилки} many {# грубих помилок} "
        "other {# грубої помилки}}"
    ),
    "review.turning": "Переломні моменти:",
    "review.turning_point": (
        "Хід {move} (раунд {round}), {name}: {played}, краще {best}; втрачено {loss} очка"
    ),
    "review.chart": "Очікувана підсумкова перевага після кожного ходу",
    "review.verdict.mistake": "помилка",
    "review.verdict.blunder": "груба помилка",
    "review.column.player": "Гравець",
    "review.column.accuracy": "Точність",
    "review.column.lost": "Втрати за раунд",
    "review.column.mistakes": "Помилки",
    "review.column.blunders": "Грубі помилки",
    "review.before": "До",
    "review.played": "Зіграно",
    "review.better": "Краще",
    # -- rated games: no hints, ending by agreement ---------------------------------------------
    "cmd.new.rated": (
        "Враховувати результат у рейтингу (типово так); у рейтингових іграх немає підказок"
    ),
    "lobby.rated": (
        "🏅 Рейтингова гра: результат іде в рейтинг, щойно завершиться перший раунд. Без підказок."
    ),
    "lobby.unrated": "Гра без рейтингу: рейтинги не змінюються, підказки дозволено.",
    "error.hint_rated": (
        "У рейтинговій грі підказок немає. Гру без рейтингу відкриває команда "
        "`/azul new rated:False`."
    ),
    "error.end_resigned": (
        "Ви здалися в цій грі, тож не можете її завершити; це може модератор, який у ній не грає."
    ),
    "error.vote_open": (
        "Голосування за завершення цієї гри вже триває: дочекайтеся його результату."
    ),
    "error.vote_closed": "Це голосування вже завершено.",
    "error.vote_not_asked": "У цьому голосуванні питають інших гравців, а не вас.",
    "end.vote_posted": (
        "Інших гравців попросили погодитися; тим часом гра триває. Якщо хтось відмовиться або "
        "не всі відповідять вчасно, вважатиметься, що ви здалися."
    ),
    "end.as_resign": (
        "Гра #{game} рейтингова, а її перший раунд уже завершився, тож завершення гри "
        "зараховано як здачу."
    ),
    "end.agreed": (
        "Гравці погодилися завершити цю гру на прохання гравця {name}. Вона не йде в рейтинг; "
        "запис збережено: `/azul export game:{game}`."
    ),
    "end.unrated": "Гра без рейтингу: рейтинги не змінилися.",
    "end.unrated_short": "Без рейтингу: гра завершилася до кінця першого раунду.",
    "end.unrated_ended": "Без рейтингу: гру зупинено без результату.",
    "vote.asked": (
        "🗳️ {name} пропонує завершити цю рейтингову гру без зміни рейтингів. {people}: натисніть "
        "**Погодитися** або **Відмовитися** (час на відповідь — {left}, до {until}). Якщо "
        "погодяться всі, гра завершиться без рейтингу; якщо хтось відмовиться або час спливе, "
        "це зарахують як здачу гравця {name}. Тим часом гра триває."
    ),
    "vote.agreed_so_far": "Уже погодилися: {names}.",
    "vote.passed": "✅ Усі погодилися: гру завершено без рейтингу.",
    "vote.refused": "❌ {voter} відмовляється, тож {name} здається.",
    "vote.expired": "⌛ Не всі відповіли вчасно, тож {name} здається.",
    "button.agree": "Погодитися",
    "button.refuse": "Відмовитися",
    "history.unrated": "(без рейтингу)",
    "help.rated": (
        "• **Рейтингові ігри** (`/azul new rated:`, типово ввімкнено) змінюють рейтинги гравців, "
        "але лише після завершення першого раунду: гра, що закінчилася раніше, нічий рейтинг "
        "не змінює. Підказок у них немає (`/azul undo` працює як завжди). У рейтинговій грі "
        "`/azul end` просить інших гравців погодитися: якщо погодяться всі, гра завершиться без "
        "рейтингу, якщо ні — це зарахують як здачу. Проти самих лише комп'ютерів після першого "
        "раунду це теж здача. Модератор, який не грає, завершує гру без рейтингу."
    ),
    "help.this_game_rated": "Гра в цьому каналі (#{game}) рейтингова.",
    "help.this_game_unrated": "Гра в цьому каналі (#{game}) без рейтингу.",
    # The live table on the web: /azul web, the "Watch live" button.
    "web.replay": "Відкрити в браузері",
    "cmd.web": "Посилання на живий стіл гри у браузері: ваше місце або перегляд",
    "cmd.web.game": "Номер гри (типово — гра в цьому каналі)",
    "web.play_link": (
        "Ваше місце в грі #{game}, лише для вас: посилання діє 12 годин. Не діліться ним: "
        "хто його має, той грає за вас."
    ),
    "web.watch_link": "Гра #{game} у браузері, для перегляду (посилання діє 12 годин).",
    "web.open": "Відкрити стіл",
    "web.watch": "Дивитися наживо",
    "web.off": (
        "Цей бот не пропонує живого столу: оператор не задав йому публічної адреси "
        "(AZUL_PUBLIC_URL)."
    ),
}
UK.update(UK_TOURNAMENTS)  # tournaments
UK.update(UK_LESSONS)  # lessons and the rules reference
UK.update(UK_LESSONS_PAVILION)  # Summer Pavilion's lessons
UK.update(UK_ACTIVITY)  # the Discord Activity
