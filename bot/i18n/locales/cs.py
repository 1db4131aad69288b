"""Czech (cs). Terms from the Czech Azul rulebook: výloha (factory), střed stolu (centre),
přípravná řada (pattern line), podlaha (floor line), stěna (wall), žeton začínajícího hráče,
sáček (bag), víko krabice (lid), kolo (round). Summer Pavilion: hvězda, pole (space), žolík
(wild tile), věž (tower), bonus.

There is no Czech Summer Pavilion rulebook to hand: its terms (hvězda, pole, žolík, věž, bonusové
dlaždice, the two phases) follow the structure of the Ukrainian rulebook («Азул. Літній палац»),
translated into the Czech words of the Azul rulebook. The title "Letní palác" is unverified.

Tile colours: `colour.*` are nominative plural adjectives (labels, "modré dlaždice");
`tiles.*` are counted phrases in the accusative (object of bere / ponechává si / získává),
`tile.*` one tile in the accusative without a number (pokládá modrou dlaždici)."""

from .cs_activity import CS_ACTIVITY
from .cs_lessons import CS_LESSONS
from .cs_lessons_pavilion import CS_LESSONS_PAVILION
from .cs_tournaments import CS_TOURNAMENTS

CS: dict[str, str] = {
    # -- generic ------------------------------------------------------------------------------
    "edition.azul": "Azul",
    "edition.summer-pavilion": "Azul: Letní palác",
    "side.colour": "barevná strana",
    "side.grey": "šedá strana",
    "computer.name": "Počítač {n} ({level})",
    "sorry": "Promiňte, něco se u mě pokazilo. Chyba je zaznamenaná; zkuste to znovu.",
    # -- errors answered to one person ---------------------------------------------------------
    "error.no_game": "V tomto kanálu se nehraje žádná hra. Novou založíte příkazem `/azul new`.",
    "error.no_game_id": "Hru #{game} neznám.",
    "error.not_here": "Hra #{game} se nehraje v tomto kanálu.",
    "error.out_of_range": "`{option}` přijímá číslo od {low} do {high}.",
    "error.bad_control": "Tento ovládací prvek je poškozený nebo zastaralý: zadejte příkaz znovu.",
    "error.game_over": "Tato hra už skončila.",
    "error.not_started": "Hra ještě nezačala: spouští ji hostitel z lobby.",
    "error.not_a_player": "V této hře nehrajete.",
    "error.not_your_turn": "Na tahu je {name}.",
    "error.not_your_turn_spectator": "Na tahu je {name} (v této hře nehrajete).",
    "error.illegal": "Tento tah není povolen: {reason}.",
    "table.words": "🖼️ Obrázek se tentokrát nepodařilo nakreslit; stůl slovy:",
    "table.factories": "Výlohy: {factories}",
    "table.centre": "Střed: {tiles}",
    "table.scores": "Body: {scores}",
    "error.move_not_saved": (
        "Váš tah se nepodařilo uložit, takže nebyl zahrán: zkuste to za chvíli znovu."
    ),
    "error.not_saved": (
        "To se nepodařilo uložit, takže se nic nezměnilo: zkuste to za chvíli znovu."
    ),
    "cmd.new.invite": "Připojit se smějí jen tito lidé: zmiňte je (@jméno), nejvýše 3",
    "lobby.invited": "Na pozvání: {people}",
    "error.invite_only": "Tato hra je jen na pozvání ({host}): požádejte hostitele o místo.",
    "error.invite_cannot_see": (
        "Ne všichni pozvaní tento kanál vidí: {people}. Zvěte jen ty, kdo tu mohou hrát."
    ),
    "error.invite_mentions": "Pozvěte lidi tak, že je zmíníte (@jméno) v `invite:`.",
    "error.invite_too_many": "Kromě hostitele je u stolu místo pro {most}: pozvěte nejvýše {most}.",
    "error.slow_down": "Trochu pomaleji: zkuste to znovu za {seconds} s.",
    "error.busy": (
        "Právě se počítá příliš mnoho nápověd a rozborů: zkuste to znovu za {seconds} s."
    ),
    "error.hint_in_flight": "Vaše předchozí nápověda se ještě počítá: počkejte, až dorazí.",
    "error.too_many_games": (
        "Na tomto serveru je otevřených her: {count}, víc jich být nemůže. Nejdřív jednu "
        "dokončete nebo ukončete (`/azul games` ukáže ty vaše)."
    ),
    "error.too_many_hosted": (
        "Na tomto serveru už hostíte otevřené hry: {count}, víc jich jeden člověk mít nemůže. "
        "Nejdřív jednu dokončete nebo ukončete (`/azul games` je ukáže)."
    ),
    "error.thread_not_allowed": (
        "V tomto kanálu nemůžete zakládat vlákna, takže se hra nemůže otevřít ve vlastním "
        "vlákně: založte ji bez `thread:`."
    ),
    "error.notation_length": (
        "To není tah: tah se zapisuje nejvýše {most} znaky, například `4K-2`."
    ),
    "error.stale": "Tato zpráva je zastaralá: hra mezitím pokročila. Aktuální tah: {link}",
    "error.stale_no_link": "Tato zpráva je zastaralá: hra mezitím pokročila.",
    "error.already_played": "Už jste táhli: tato zpráva je zastaralá. Aktuální tah: {link}",
    "error.channel_busy": "V tomto kanálu už hra běží: {link}",
    "error.channel_busy_no_link": "V tomto kanálu už hra běží (#{game}).",
    "error.edition_unavailable": "{edition} zatím není k dispozici.",
    "error.lobby_closed": "Tato lobby je zavřená.",
    "error.removed": (
        "Hostitel ({host}) vás z této lobby odebral, takže se k ní znovu připojit nemůžete."
    ),
    "error.seat_changed": (
        "Od zobrazení této nabídky se místa změnila: stiskněte znovu **Odebrat hráče**."
    ),
    "error.nobody_to_remove": "Kromě vás u tohoto stolu nikdo nesedí.",
    "error.lobby_full": "Stůl je plný (4 hráči).",
    "error.already_seated": "U tohoto stolu už máte místo.",
    "error.not_seated": "U tohoto stolu nemáte místo.",
    "error.undo_nothing": "V této hře nemáte žádný tah, který by šel vzít zpět.",
    "error.undo_not_last": (
        "Zpět lze vzít jen poslední tah, který udělal člověk, a ten patří hráči {name}."
    ),
    "error.undo_after_draw": (
        "Od vašeho tahu se losovaly nové dlaždice, takže ho už nelze vzít zpět."
    ),
    "error.host_cannot_leave": "Hostitel nemůže odejít; lobby zavřete tlačítkem Zrušit.",
    "error.host_only": "To může udělat jen hostitel ({host}).",
    "error.end_forbidden": (
        "Ukončit hru může jen hostitel ({host}) nebo členové, kteří mohou spravovat zprávy."
    ),
    "error.too_few_players": ("Hra potřebuje aspoň 2 hráče; pozvěte někoho nebo přidejte počítač."),
    "error.not_in_guild": "Azul se hraje v kanálech serveru, ne v soukromých zprávách.",
    "error.bot_missing_permissions": (
        "Tady hrát nemohu: v tomto kanálu mi chybí oprávnění {permissions}."
    ),
    "error.post_failed": (
        "Tah je uložen, ale stůl jsem sem nemohl poslat (chybí {permissions}). "
        "Zobrazíte ho příkazem `/azul board`."
    ),
    "error.thread_locked": (
        "Tah je uložen, ale vlákno této hry je archivované a zamčené, takže do něj nemohu psát. "
        "Moderátor ho může znovu otevřít; stůl zatím ukáže `/azul board`."
    ),
    "error.channel_gone": "Kanál této hry už neexistuje, a tak hra skončila.",
    "game.thread_deleted": "Hra č. {game} skončila: její vlákno bylo smazáno.",
    "error.no_such_player": "V této hře není žádný hráč jménem {name}.",
    "error.resigned": "V této hře jste se vzdali.",
    # -- why a move is illegal ------------------------------------------------------------------
    "illegal.game_over": "hra už skončila",
    "illegal.not_your_turn": "na tahu je {turn}, ne {player}",
    "illegal.azul.notation": (
        "{text} není tah hry Azul: pište <zdroj><barva>-<řada>, např. 4K-2 nebo CR-F "
        "(zdroj 1-9 nebo C, barva B Y R K W, řada 1-5 nebo F), nebo <řada>><sloupec>, "
        "třeba 2>4, pro volbu sloupce šedé stěny"
    ),
    "illegal.azul.not_a_move": "{move} není tah hry Azul",
    "illegal.azul.choose_column_first": (
        "nabídka výloh skončila: nejprve zvolte sloupec stěny pro přípravnou řadu {line}"
    ),
    "illegal.azul.bad_draft": "{move} neurčuje barvu ani řadu této hry",
    "illegal.azul.no_factory": "výloha {factory} neexistuje: tato hra má výlohy 1-{count}",
    "illegal.azul.source_empty": "{source} není co vzít: nic tam neleží",
    "illegal.azul.no_colour_in_source": "{source} nelze vzít {colour} dlaždice: žádné tam nejsou",
    "illegal.azul.line_full": "přípravná řada {line} je už plná",
    "illegal.azul.line_other_colour": "v přípravné řadě {line} už leží {colour} dlaždice",
    "illegal.azul.wall_row_has_colour": "v řadě {row} stěny už máte {tile}",
    "illegal.azul.not_wall_phase": "sloupce stěny se volí až po nabídce výloh (šedá strana)",
    "illegal.azul.wrong_row": ("teď se volí sloupec pro přípravnou řadu {line}, ne pro řadu {row}"),
    "illegal.azul.no_column": "stěna má jen sloupce 1-5",
    "illegal.azul.wall_tiled": "na stěně v řadě {row}, sloupci {column} už dlaždice leží",
    "illegal.azul.wall_column_has_colour": "ve sloupci {column} stěny už máte {tile}",
    "illegal.pavilion.notation": (
        "{text} není tah hry Letní palác: pište <zdroj><barva> pro braní dlaždic "
        "(např. 3O, CB; zdroj 1-9 nebo C), <hvězda><pole>[<barva>][w<žolíci>][+<bonusové>] "
        "pro pokládání (např. R4w2, C3B, O6+PGG, B2Y; hvězda O R B Y G P C, pole 1-6, barvy "
        "P G O Y B R), nebo pass / pass:<ponechané> (např. pass:GOOB)"
    ),
    "illegal.pavilion.notation_grey_colour": (
        "{text}: na šedé straně se u pokládání uvádí barva, např. {space}B"
    ),
    "illegal.pavilion.notation_centre_colour": (
        "{text}: u pokládání na středovou hvězdu se uvádí barva, např. {space}B"
    ),
    "illegal.pavilion.notation_wilds": (
        "{text}: žádné pole nestojí víc než {cost} dlaždic a jedna z nich musí být skutečná, "
        "takže žolíků lze použít nejvýš 5"
    ),
    "illegal.pavilion.notation_keeps": (
        "{text}: při pasu lze na rohových polích ponechat nejvýš 4 dlaždice"
    ),
    "illegal.pavilion.not_a_move": "{move} není tah hry Letní palác",
    "illegal.pavilion.acquire_over": (
        "dlaždice se berou v 1. fázi, která skončila: položte dlaždici, nebo pasujte"
    ),
    "illegal.pavilion.bad_colour": "{move} neurčuje barvu dlaždic",
    "illegal.pavilion.no_factory": "výloha {factory} neexistuje: tato hra má výlohy 1-{count}",
    "illegal.pavilion.source_empty": "{source} není co vzít: nic tam neleží",
    "illegal.pavilion.no_colour_in_source": (
        "{source} nelze vzít {colour} dlaždice: žádné tam nejsou"
    ),
    "illegal.pavilion.wild_alone": (
        "{colour} dlaždice jsou v tomto kole žolíci: vezměte {source} dlaždice jiné barvy "
        "a navíc si vezmete jednoho žolíka"
    ),
    "illegal.pavilion.place_too_early": (
        "dlaždice se pokládají ve 2. fázi, až budou výlohy i střed stolu prázdné: "
        "teď si vezměte dlaždice z výlohy nebo ze středu stolu"
    ),
    "illegal.pavilion.bad_place": "{move} neurčuje pole ani barvu na herním plánu",
    "illegal.pavilion.bad_bonus": "{move}: bonusové dlaždice musí být počty pro šest barev",
    "illegal.pavilion.covered": "pole {space} je už obsazené",
    "illegal.pavilion.centre_has_colour": (
        "na středové hvězdě už máte {tile}: všech jejích šest dlaždic musí mít různé barvy"
    ),
    "illegal.pavilion.multi_star_has_colour": (
        "hvězda {star} je teď vícebarevná a už na ní máte {tile}: všech jejích šest dlaždic "
        "musí mít různé barvy"
    ),
    "illegal.pavilion.star_became_colour": (
        "hvězda {star} je teď jednobarevná: lze na ni klást jen {colour} dlaždice"
    ),
    "illegal.pavilion.star_colour": "na {star_name} lze klást jen {colour} dlaždice",
    "illegal.pavilion.wild_as_itself": (
        "{colour} dlaždice jsou v tomto kole žolíci: když takovou dlaždici položíte jako její "
        "vlastní barvu, platí se jen dlaždicemi této barvy, takže žolíky neuvádějte (pište "
        "{space} bez w)"
    ),
    "illegal.pavilion.short_of_wild_colour": (
        "{space} stojí {tiles}, {have, plural, =0 {ale žádnou takovou nemáte} "
        "other {ale máte jich jen #}}"
    ),
    "illegal.pavilion.no_real_tile": (
        "na {space} musíte položit aspoň jednu skutečnou {tile}, ale žádnou takovou nemáte"
    ),
    "illegal.pavilion.too_many_wilds": (
        "{space} stojí {cost}: žolíků lze použít nejvýš {most}, protože musíte položit aspoň "
        "jednu skutečnou {tile}"
    ),
    "illegal.pavilion.wilds_in_hand": (
        "máte {have, plural, one {# žolíka} few {# žolíky} other {# žolíků}} (v tomto kole "
        "{colour} dlaždice), ne {count}"
    ),
    "illegal.pavilion.short_with_wilds": (
        "{space} stojí {cost}: kromě {wilds, plural, one {# žolíka} other {# žolíků}} "
        "potřebujete ještě {tiles}, ale máte jich jen {have}"
    ),
    "illegal.pavilion.short": (
        "{space} stojí {cost}: potřebujete {tiles}, ale máte jich jen {have} (nebo uveďte "
        "žolíky, např. {space}w1)"
    ),
    "illegal.pavilion.no_bonus": (
        "pole {space} nedokončí žádné okno, sochu ani sloup: bez bonusových dlaždic"
    ),
    "illegal.pavilion.bonus_take_all": (
        "pole {space} vynese {owed, plural, one {# bonusovou dlaždici} few {# bonusové dlaždice} "
        "other {# bonusových dlaždic}}, ale v zásobě {have, plural, one {je jen # dlaždice: "
        "vezměte ji} few {jsou jen # dlaždice: vezměte všechny} other {je jen # dlaždic: "
        "vezměte všechny}} (+{tiles})"
    ),
    "illegal.pavilion.bonus_count": (
        "pole {space} vynese ze zásoby přesně {owed, plural, one {# bonusovou dlaždici} "
        "few {# bonusové dlaždice} other {# bonusových dlaždic}}, ne {count}"
    ),
    "illegal.pavilion.supply_short": (
        "ze zásoby nelze vzít {tiles}: {have, plural, =0 {žádné takové tam nejsou} "
        "one {je tam jen #} few {jsou tam jen #} other {je tam jen #}}"
    ),
    "illegal.pavilion.pass_too_early": (
        "pasuje se ve 2. fázi: teď si vezměte dlaždice z výlohy nebo ze středu stolu"
    ),
    "illegal.pavilion.bad_kept": "{move}: ponechané dlaždice musí být počty pro šest barev",
    "illegal.pavilion.last_round_keeps_nothing": (
        "v 6. kole se při pasu nic neponechává: všechny dlaždice z ruky jdou do věže "
        "(pište prostě pass)"
    ),
    "illegal.pavilion.keeps_all": (
        "se 4 nebo méně dlaždicemi v ruce se ponechávají všechny: pište prostě pass"
    ),
    "illegal.pavilion.keeps_too_many": (
        "při pasu lze na rohových polích ponechat nejvýš 4 dlaždice"
    ),
    "illegal.pavilion.keeps_more_than_hand": (
        "nelze si ponechat {tiles}: {have, plural, =0 {žádné takové nemáte} "
        "other {máte jich jen #}}"
    ),
    # -- permissions, as Discord names them in the client ----------------------------------------
    "perm.send_messages": "Odesílat zprávy",
    "perm.send_messages_in_threads": "Odesílat zprávy ve vláknech",
    "perm.attach_files": "Přikládat soubory",
    "perm.view_channel": "Zobrazit kanál",
    "perm.create_public_threads": "Vytvářet veřejná vlákna",
    # -- lobby ----------------------------------------------------------------------------------
    "lobby.header": "**{edition}** ({side}): nová hra, hostitel {host}.",
    "lobby.seats": "Místa ({count}/4):",
    "lobby.seat": "{n}. {name}",
    "lobby.help": "Přisedněte tlačítkem **Připojit se**. Hostitel spustí hru se 2 až 4 hráči.",
    "lobby.started": "Hra začala: {link}",
    "lobby.cancelled": "Tuto lobby zrušil hostitel {name}.",
    "lobby.ended": "Tuto lobby zavřel uživatel {name}.",
    "lobby.opened_in_thread": "Lobby je otevřená ve vlákně {thread}.",
    "lobby.thread_name": "Azul — {host}",
    "lobby.remove_question": "Koho odebrat od stolu?",
    "lobby.removed_person": ("{name} už tu nemá místo a k této lobby se znovu připojit nemůže."),
    "lobby.removed_computer": "{name} už tu nemá místo.",
    "lobby.level_question": "Jak silný má být počítačový hráč?",
    "level.easy": "Snadný",
    "level.easy.about": "Hned bere nejlépe vypadající dlaždice. Přátelský soupeř.",
    "level.medium": "Střední",
    "level.medium.about": "Před každým tahem promýšlí hru do konce kola. Vyrovnaný souboj.",
    "level.hard": "Těžký",
    "level.hard.about": "Přehraje tisíce možných pokračování, asi sekundu na tah.",
    "level.expert": "Expert",
    "level.expert.about": (
        "Pětkrát delší hledání než těžký, až 5 sekund na tah: nejsilnější, pro trpělivé."
    ),
    "lobby.thread_ignored": "Už jsme ve vlákně, takže se hra otevírá tady.",
    "button.join": "Připojit se",
    "button.remove": "Odebrat hráče",
    "button.leave": "Odejít",
    "button.computer": "Přidat počítač",
    "button.start": "Začít",
    "button.cancel": "Zrušit",
    "button.my_board": "Můj herní plán",
    # -- turns ----------------------------------------------------------------------------------
    "turn.round": "**Kolo {round}**",
    "turn.last_round": "Poslední kolo!",
    "turn.your_turn": "{mention}, jste na tahu.",
    "turn.computer_turn": "{name} přemýšlí…",
    "turn.away_turn": "{name}: během nepřítomnosti táhne počítač…",
    "turn.start": "Hra začíná. Pořadí hráčů: {order}.",
    "turn.recovered": "Takhle hra právě vypadá.",
    "turn.computer_failed": (
        "Hledání tahu pro {name} se kvůli chybě zastavilo. `/azul board` ho znovu spustí."
    ),
    "step.source": "Odkud berete dlaždice?",
    "step.colour": "Jakou barvu?",
    "step.target": "Do které řady?",
    "step.row": "Která přípravná řada?",
    "step.column": "Který sloupec stěny pro řadu {row}?",
    "step.star": "Která hvězda (nebo pas)?",
    "step.space": "Které pole?",
    "step.wilds": "Kolika žolíky platíte?",
    "step.bonus": "Vyberte si bonusovou dlaždici.",
    "step.keep": "Které dlaždice si ponecháte?",
    "step.move": "Který tah?",
    "step.more": "Další…",
    "step.done": "Hotovo",
    "played": "Zahráli jste `{move}`.",
    "hint": "Nápověda: `{move}` — {reason}.",
    # -- a hint's reason (rules.ai.explain_parts) --
    "hint.azul.take.one": "bere {tiles} {source}",
    "hint.azul.take.few": "bere {tiles} {source}",
    "hint.azul.take.other": "bere {tiles} {source}",
    "hint.azul.all_to_floor": "vše na podlahu",
    "hint.azul.completes_line": "doplňuje přípravnou řadu {line}",
    "hint.azul.completes_line_points.one": "doplňuje přípravnou řadu {line} (asi {n} bod na stěně)",
    "hint.azul.completes_line_points.few": (
        "doplňuje přípravnou řadu {line} (asi {n} body na stěně)"
    ),
    "hint.azul.completes_line_points.other": (
        "doplňuje přípravnou řadu {line} (asi {n} bodů na stěně)"
    ),
    "hint.azul.to_line": "do přípravné řady {line}",
    "hint.azul.to_floor": "{count} na podlahu",
    "hint.azul.takes_marker": "bere žeton začínajícího hráče",
    "hint.azul.wall.one": "pokládá {tile} z přípravné řady {line} do sloupce {column} za {n} bod",
    "hint.azul.wall.few": (
        "pokládá {tile} z přípravné řady {line} do sloupce {column} za {n} body"
    ),
    "hint.azul.wall.other": (
        "pokládá {tile} z přípravné řady {line} do sloupce {column} za {n} bodů"
    ),
    "hint.pavilion.take.one": "bere {tiles} {source}",
    "hint.pavilion.take.few": "bere {tiles} {source}",
    "hint.pavilion.take.other": "bere {tiles} {source}",
    "hint.pavilion.take_wild.one": "bere {tiles} a žolíka {source}",
    "hint.pavilion.take_wild.few": "bere {tiles} a žolíka {source}",
    "hint.pavilion.take_wild.other": "bere {tiles} a žolíka {source}",
    "hint.pavilion.marker.one": "se žetonem začínajícího hráče (-{n} bod)",
    "hint.pavilion.marker.few": "se žetonem začínajícího hráče (-{n} body)",
    "hint.pavilion.marker.other": "se žetonem začínajícího hráče (-{n} bodů)",
    "hint.pavilion.place.one": "pokládá {tile} na pole {space} za {n} bod",
    "hint.pavilion.place.few": "pokládá {tile} na pole {space} za {n} body",
    "hint.pavilion.place.other": "pokládá {tile} na pole {space} za {n} bodů",
    "hint.pavilion.wilds.one": "(s použitím {n} žolíka)",
    "hint.pavilion.wilds.few": "(s použitím {n} žolíků)",
    "hint.pavilion.wilds.other": "(s použitím {n} žolíků)",
    "hint.pavilion.completing": "čímž dokončuje",
    "hint.pavilion.window": "okno {star}",
    "hint.pavilion.statue": "sochu {star}|{star2}",
    "hint.pavilion.pillar": "sloup {star}",
    "hint.pavilion.and": "a",
    "hint.pavilion.bonus": "(bonusové dlaždice {tiles})",
    "hint.pavilion.pass": "pasuje",
    "hint.pavilion.keeping": "ponechává si {tiles}",
    "hint.pavilion.discarded": "(-{count} za odhozené dlaždice)",
    "hint.move": "{move}",
    "hint.note.only_legal": "jediný povolený tah",
    "hint.note.only_worth": "jediný tah, který stojí za úvahu",
    "hint.note.first_sight": (
        "nejlepší tah na první pohled (hodnota asi {value, number, signed} bodu)"
    ),
    "hint.note.played_out": "nejlepší při dohrání do konce kola (hodnocení {rating:+d})",
    "hint.note.played_out_reply": (
        "nejlepší při dohrání do konce kola proti nejlepší odpovědi (hodnocení {rating:+d})"
    ),
    "hint.note.simulated": "vyhrává asi {percent} % z {games} simulovaných her",
    # -- option labels --------------------------------------------------------------------------
    "label.centre": "Střed",
    "label.line": "Řada {n}",
    "label.line_full": "Řada {n} ({count}/{size})",
    "label.line_overflow": "Řada {n} (+{extra} na podlahu)",
    "label.floor": "Podlaha",
    "label.column": "Sloupec {n}",
    "label.row": "Řada {n}",
    "label.colour_count": "{colour} ×{count}",
    # {star} is the colour's nominative plural ("oranžové"): the star's own adjective agrees.
    "label.star": (
        "{star, select, oranžové {Oranžová hvězda} červené {Červená hvězda} "
        "modré {Modrá hvězda} žluté {Žlutá hvězda} zelené {Zelená hvězda} "
        "fialové {Fialová hvězda} other {Hvězda ({star})}}"
    ),
    "label.star_centre": "Středová hvězda",
    "label.pass": "Pas",
    "label.space": "Pole {n}",
    "label.space_cost": "Pole {n} (stojí {cost})",
    "label.no_wilds": "Bez žolíka",
    "label.wilds.one": "{n} žolík",
    "label.wilds.few": "{n} žolíci",
    "label.wilds.other": "{n} žolíků",
    "label.keep_nothing": "Nic si neponechat",
    "label.keep_these": "Ponechat jen tyto",
    # -- colours --------------------------------------------------------------------------------
    "colour.azul.B": "modré",
    "colour.azul.Y": "žluté",
    "colour.azul.R": "červené",
    "colour.azul.K": "černé",
    "colour.azul.W": "bílé",
    "colour.summer-pavilion.P": "fialové",
    "colour.summer-pavilion.G": "zelené",
    "colour.summer-pavilion.O": "oranžové",
    "colour.summer-pavilion.Y": "žluté",
    "colour.summer-pavilion.B": "modré",
    "colour.summer-pavilion.R": "červené",
    # -- counted tiles (accusative: bere / ponechává si / získává) and one tile --
    "tiles.azul.B": (
        "{n, plural, one {# modrou dlaždici} few {# modré dlaždice} other {# modrých dlaždic}}"
    ),
    "tile.azul.B": "modrou dlaždici",
    "tiles.azul.Y": (
        "{n, plural, one {# žlutou dlaždici} few {# žluté dlaždice} other {# žlutých dlaždic}}"
    ),
    "tile.azul.Y": "žlutou dlaždici",
    "tiles.azul.R": (
        "{n, plural, one {# červenou dlaždici} few {# červené dlaždice} "
        "other {# červených dlaždic}}"
    ),
    "tile.azul.R": "červenou dlaždici",
    "tiles.azul.K": (
        "{n, plural, one {# černou dlaždici} few {# černé dlaždice} other {# černých dlaždic}}"
    ),
    "tile.azul.K": "černou dlaždici",
    "tiles.azul.W": (
        "{n, plural, one {# bílou dlaždici} few {# bílé dlaždice} other {# bílých dlaždic}}"
    ),
    "tile.azul.W": "bílou dlaždici",
    "tiles.summer-pavilion.P": (
        "{n, plural, one {# fialovou dlaždici} few {# fialové dlaždice} "
        "other {# fialových dlaždic}}"
    ),
    "tile.summer-pavilion.P": "fialovou dlaždici",
    "tiles.summer-pavilion.G": (
        "{n, plural, one {# zelenou dlaždici} few {# zelené dlaždice} other {# zelených dlaždic}}"
    ),
    "tile.summer-pavilion.G": "zelenou dlaždici",
    "tiles.summer-pavilion.O": (
        "{n, plural, one {# oranžovou dlaždici} few {# oranžové dlaždice} "
        "other {# oranžových dlaždic}}"
    ),
    "tile.summer-pavilion.O": "oranžovou dlaždici",
    "tiles.summer-pavilion.Y": (
        "{n, plural, one {# žlutou dlaždici} few {# žluté dlaždice} other {# žlutých dlaždic}}"
    ),
    "tile.summer-pavilion.Y": "žlutou dlaždici",
    "tiles.summer-pavilion.B": (
        "{n, plural, one {# modrou dlaždici} few {# modré dlaždice} other {# modrých dlaždic}}"
    ),
    "tile.summer-pavilion.B": "modrou dlaždici",
    "tiles.summer-pavilion.R": (
        "{n, plural, one {# červenou dlaždici} few {# červené dlaždice} "
        "other {# červených dlaždic}}"
    ),
    "tile.summer-pavilion.R": "červenou dlaždici",
    # -- narration (events of the engine) -------------------------------------------------------
    "narr.took": "{name} bere {tiles} {source} → {target}",
    "narr.took_marker": " (a žeton začínajícího hráče)",
    "narr.to_floor": " ({count} na podlahu)",
    "narr.to_lid": " ({count} do víka krabice)",
    "narr.source_centre": "ze středu stolu",
    "narr.source_factory": "z výlohy {n}",
    "narr.target_line": "řada {n}",
    "narr.target_floor": "podlaha",
    "narr.wall": "{name} pokládá {tile} na stěnu: řada {row}, sloupec {column}, +{points}",
    "narr.line_to_floor": (
        "{name}: přípravná řada {row} nemá volný sloupec, takže {count, plural, "
        "one {# dlaždice jde} few {# dlaždice jdou} other {# dlaždic jde}} na podlahu"
    ),
    "narr.round_over": "Kolo {round} skončilo. Skóre: {scores}",
    "narr.round_start": "Začíná kolo {round}; jako první hraje {name}.",
    "narr.acquired": "{name} bere {tiles} {source}",
    "narr.plus_wild": " a k tomu žolíka",
    "narr.points_lost": " (−{points})",
    "narr.placed": "{name} pokládá {tile} na {star}, pole {space}: +{points}",
    "narr.wilds_used.one": " (použit {n} žolík)",
    "narr.wilds_used.few": " (použiti {n} žolíci)",
    "narr.wilds_used.other": " (použito {n} žolíků)",
    "narr.bonus": "{name} získává jako bonus {tiles}",
    "narr.passed": "{name} pasuje",
    "narr.kept": "{name} pasuje a ponechává si {tiles}",
    "narr.play_phase": "Všechny dlaždice jsou rozebrané: čas obkládat. Jako první pokládá {name}.",
    "narr.round_start_wild": "Začíná kolo {round} (žolíci: {wild}); jako první hraje {name}.",
    "narr.generic": "{name} hraje `{move}`",
    "narr.forced": "{line} (jediný možný tah)",
    "narr.undone.one": "{name} bere zpět svůj poslední tah.",
    "narr.undone.few": "{name} bere zpět svůj poslední tah i tahy po něm (celkem {n} tahy).",
    "narr.undone.other": "{name} bere zpět svůj poslední tah i tahy po něm (celkem {n} tahů).",
    "undo.confirm": "Vzato zpět: jste znovu na tahu.",
    "narr.resigned": "{name} se vzdává; od teď za tohoto hráče hraje počítač.",
    "narr.star.O": "oranžovou hvězdu",
    "narr.star.R": "červenou hvězdu",
    "narr.star.B": "modrou hvězdu",
    "narr.star.Y": "žlutou hvězdu",
    "narr.star.G": "zelenou hvězdu",
    "narr.star.P": "fialovou hvězdu",
    "narr.star.C": "středovou hvězdu",
    # -- end of game ----------------------------------------------------------------------------
    "end.title": "**Konec hry** — {edition}, počet kol: {rounds}.",
    "end.winner": "{names} vítězí!",
    "end.winners": "{names} se dělí o vítězství!",
    "end.line": "{name}: **{total}** ({details})",
    "end.ended_by": "Hru ukončil uživatel {name}. Záznam zůstává: `/azul export game:{game}`.",
    "end.jammed": (
        "Tuto hru už nikdo nehraje a sama neskončí, proto se zastavuje v {round}. kole a do "
        "hodnocení se nepočítá. Záznam zůstává: `/azul export game:{game}`."
    ),
    "end.resigned": "{name} se vzdává. Hra skončila.",
    "end.resigned_winner": "{name} se vzdává. {winner} vítězí!",
    "bd.wall": "stěna",
    "bd.floor": "podlaha",
    "bd.rows": "řady",
    "bd.columns": "sloupce",
    "bd.colours": "barvy",
    "bd.total": "celkem",
    "bd.start": "start",
    "bd.placements": "položené dlaždice",
    "bd.first_player": "začínající hráč",
    "bd.discards": "odhozené",
    "bd.stars": "hvězdy",
    "bd.numbers": "čísla",
    # -- slash commands (names stay English; Discord shows these descriptions) ------------------
    "cmd.group": "Hrát Azul a Azul: Letní palác",
    "cmd.new": "Otevřít lobby nové hry v tomto kanálu",
    "cmd.new.edition": "Která hra (výchozí: Azul)",
    "cmd.new.side": "Strana herního plánu: barevná (základní) nebo šedá (varianta)",
    "cmd.new.thread": "Hrát v novém vlákně tohoto kanálu (výchozí: podle nastavení serveru)",
    "choice.edition.azul": "Azul",
    "choice.edition.summer-pavilion": "Azul: Letní palác",
    "choice.side.colour": "Barevná (základní)",
    "choice.side.grey": "Šedá (varianta)",
    "cmd.move": "Zahrát tah v zápisové notaci (např. 4K-2)",
    "cmd.move.notation": "Váš tah, např. 4K-2 (výloha 4, černé, řada 2) nebo CR-F",
    "cmd.board": "Zobrazit stůl nebo herní plán jednoho hráče",
    "cmd.board.player": "Zobrazit zvětšený herní plán tohoto hráče",
    "cmd.board.colour_blind": "Označit každou barvu dlaždic vlastním symbolem",
    "cmd.hint": "Navrhnout vám tah (uvidíte ho jen vy)",
    "cmd.hint.expert": "Zeptat se nejsilnějšího hráče (expert, až 5 s) místo těžkého",
    "cmd.resign": "Vzdát hru v tomto kanálu",
    "cmd.undo": "Vzít zpět svůj poslední tah (než táhne někdo jiný nebo se losují nové dlaždice)",
    "cmd.end": "Ukončit hru v tomto kanálu (hostitel nebo Spravovat zprávy)",
    "cmd.export": "Záznam hry jako soubor JSON",
    "cmd.export.game": "Číslo hry (výchozí: hra v tomto kanálu)",
    "cmd.help": "Jak tady hrát Azul",
    # -- command answers ------------------------------------------------------------------------
    "export.done": "Záznam hry #{game} (počet tahů: {moves}).",
    "export.unfinished": (
        "Hra ještě běží, takže záznam obsahuje dosud vylosované dlaždice, ale ne počáteční "
        "hodnotu generátoru náhodných čísel (seed)."
    ),
    "board.caption": "Herní plán hráče {name} — kolo {round}.",
    "board.table": "Stůl hry #{game} — kolo {round}.",
    "resign.confirm": "Vzdali jste hru #{game}.",
    "end.confirm": "Hra #{game} je ukončena.",
    "help.text": (
        "**Azul v Discordu**\n"
        "• `/azul new` tu otevře lobby (volby: hra, strana stěny, samostatné vlákno pro hru). "
        "Ostatní klepnou na **Připojit se**; hostitel může přidat počítačové hráče a klepne na "
        "**Začít**.\n"
        "• Když jste na tahu, stůl nabízí tlačítka jen s povolenými možnostmi: Azul — zvolte "
        "výlohu nebo střed, barvu, pak přípravnou řadu nebo podlahu; Letní palác — v 1. fázi "
        "berte dlaždice, pak pokládejte na hvězdu (pole, barva, žolíci, bonus) nebo pasujte.\n"
        "• `/azul move` zahraje tah v zápisové notaci (např. `4K-2`, `CR-F`; s návrhy); "
        "`/azul hint` vám soukromě navrhne tah; `/azul undo` vezme zpět váš poslední tah, "
        "dokud nikdo jiný netáhl a nelosovaly se nové dlaždice.\n"
        "• `/azul board` ukáže stůl nebo herní plán jednoho hráče; `/azul export` dá záznam "
        "hry jako JSON; `/azul resign` hru vzdá; `/azul end` ji ukončí (hostitel nebo "
        "moderátoři).\n"
        "• `/azul new timer:` dá každému tahu časový limit: v polovině času přijde připomínka, "
        "pak za hráče táhne počítač (po dvou takových tazích po sobě hraje počítač za toto "
        "místo, dokud hráč neklepne na **Jsem zpět**). `/azul games` vypíše vaše rozehrané hry, "
        "nejdřív ty, kde jste na tahu; `/azul settings me` nastaví obrázky pro barvoslepé, "
        "soukromou zprávu, když jste na tahu, a potvrzování tahů."
        "\n• `/azul new language:` volí jazyk stolu; `/azul settings server` nastaví výchozí "
        "jazyk tohoto serveru (oprávnění Spravovat server)."
    ),
    # -- turn timers, absent players -------------------------------------------------------------
    # Durations are nominative phrases ("5 minut", "1 hodina"); the sentences that take them
    # ({timer}, {after}, {left}) are built so that the nominative fits.
    "dur.seconds.one": "{n} sekunda",
    "dur.seconds.few": "{n} sekundy",
    "dur.seconds.other": "{n} sekund",
    "dur.minutes.one": "{n} minuta",
    "dur.minutes.few": "{n} minuty",
    "dur.minutes.other": "{n} minut",
    "dur.hours.one": "{n} hodina",
    "dur.hours.few": "{n} hodiny",
    "dur.hours.other": "{n} hodin",
    "dur.days.one": "{n} den",
    "dur.days.few": "{n} dny",
    "dur.days.other": "{n} dní",
    "choice.timer.off": "Bez časového limitu",
    "cmd.new.timer": "Čas na tah; když vyprší, táhne za hráče počítač",
    "lobby.timer": ("⏱️ Časový limit tahu: {timer}. Když vyprší, táhne za hráče počítač ({level})."),
    "lobby.timer_level": "Kdo táhne, když hráči vyprší čas?",
    "lobby.expired": "Tato lobby se zavřela: hra nebyla spuštěna včas (čekací doba: {after}).",
    "narr.timer": "⏰ {line} (čas vypršel: za hráče táhne počítač)",
    "narr.back": "{name} se vrací do hry a opět táhne samostatně.",
    "turn.seat_taken": (
        "Hráči {name} dvakrát po sobě vypršel čas: za toto místo teď hraje počítač, dokud se "
        "hráč nevrátí (tlačítko **Jsem zpět** nebo další `/azul move`)."
    ),
    "turn.reminder": (
        "⏰ {mention}, stále jste na tahu. Zbývající čas: {left}, potom za vás táhne počítač."
    ),
    "dm.your_turn": "Jste na tahu ve hře Azul #{game}: {link}",
    "button.back": "Jsem zpět",
    "button.confirm": "Potvrdit",
    "button.change": "Změnit",
    "confirm.question": "Zahrát tento tah? {move}",
    "back.done": "Vítejte zpět: vaše místo je zase vaše.",
    "error.bad_timer": "Časový limit tahu {value} není k dispozici; možnosti: {allowed}.",
    "error.bad_level": "Úroveň počítače {level} neexistuje.",
    "error.not_away": "Za své místo už hrajete vy, ne počítač.",
    # -- a person's games and settings -----------------------------------------------------------
    "cmd.games": "Vaše rozehrané hry na tomto serveru, nejdřív ty, kde jste na tahu",
    "cmd.settings": "Nastavení",
    "cmd.settings.me": (
        "Vaše nastavení: obrázky pro barvoslepé, zpráva, když jste na tahu, potvrzování tahů"
    ),
    "cmd.settings.colour_blind": (
        "Označit každou barvu dlaždic symbolem na obrázcích, které vidíte vy"
    ),
    "cmd.settings.turn_dm": "Dostat soukromou zprávu, když jste na tahu",
    "cmd.settings.confirm_moves": "Potvrdit každý tah, než začne platit",
    "games.none": (
        "Na tomto serveru nemáte žádné rozehrané hry. Založte novou příkazem `/azul new`."
    ),
    "games.header": "Vaše rozehrané hry tady ({count}):",
    "games.lobby": "lobby",
    "games.your_turn": "**jste na tahu**",
    "games.waiting": "na tahu jsou ostatní",
    "games.line": "• {state} · {edition} #{game}: {link}",
    "games.more": "… a ještě {count}.",
    "settings.current": "Vaše nastavení:",
    "settings.saved": "Uloženo. Vaše nastavení:",
    "settings.on": "zapnuto",
    "settings.off": "vypnuto",
    "settings.colour_blind": (
        "• Symboly barev pro barvoslepé na obrázcích, které vidíte vy: {state}"
    ),
    "settings.turn_dm": "• Soukromá zpráva, když jste na tahu: {state}",
    "settings.confirm_moves": "• Potvrzení každého tahu, než začne platit: {state}",
    "cmd.new.language": "Jazyk stolu (zprávy a obrázky); výchozí je jazyk tohoto serveru",
    "cmd.settings.server": "Nastavení serveru (Spravovat server): výchozí jazyk jeho her",
    "cmd.settings.server.language": "Jazyk nových her zde; Automaticky: jazyk serveru",
    "settings.server.current": "Nastavení tohoto serveru:",
    "settings.server.saved": "Uloženo. Nastavení tohoto serveru:",
    "settings.server.language": "• Jazyk nových her: {language}",
    "settings.server.automatic": (
        "automaticky (jazyk serveru, jinak jazyk Discordu toho, kdo hru zakládá)"
    ),
    "cmd.settings.server.threads": (
        "Nové hry se otevírají ve vlastním vlákně, pokud /azul new neurčí thread:False"
    ),
    "cmd.settings.server.images": (
        "Obrázky stolu v kanálu: jen poslední (starší zprávy si ponechají text), nebo všechny"
    ),
    "choice.images.latest": "Jen poslední (starší zprávy si ponechají text)",
    "choice.images.all": "Všechny (každá zpráva si ponechá svůj obrázek)",
    "settings.server.threads": "• Nové hry ve vlastním vlákně: {state}",
    "settings.server.images": (
        "• Obrázky stolu: {images, select, all {každá zpráva si ponechá svůj obrázek} "
        "other {obrázek má jen poslední zpráva, starší si ponechají jen text}}"
    ),
    "error.manage_server_only": (
        "Nastavení serveru mohou měnit jen lidé s oprávněním Spravovat server."
    ),
    "error.bad_language": "Jazyk {value} neexistuje: vyberte jeden z těchto: {allowed}.",
    "lang.auto": "Automaticky",
    # -- after the game: rematch, history, replay, ratings, statistics, leaderboard -------------
    # (English: bot/locales/en_archive.py.) Terms: odveta (rematch), přehrávání hry (replay),
    # záznam hry (record), hodnocení (rating), hodnocená hra (rated game), žebříček
    # (leaderboard). {who} is a person's name: "hráče {who}" keeps it in the nominative.
    "cmd.history": "Dokončené hry na tomto serveru, od nejnovějších",
    "cmd.history.user": "Jen hry tohoto hráče",
    "cmd.history.edition": "Jen partie této hry",
    "cmd.replay": "Přehrát dokončenou hru nebo soubor se záznamem tah po tahu",
    "cmd.replay.game": "Číslo hry (viz /azul history)",
    "cmd.replay.file": "Záznam hry (.json), např. z /azul export",
    "cmd.stats": "Hry, výhry, body a hodnocení hráče na tomto serveru",
    "cmd.stats.user": "Čí statistiky (výchozí: vaše)",
    "cmd.leaderboard": "Nejlepší hráči tohoto serveru podle hodnocení",
    "cmd.leaderboard.edition": "Která hra (výchozí: ta, která se tu hrála naposledy)",
    "cmd.leaderboard.min_games": "Jen hráči, kteří odehráli aspoň tolik her",
    "cmd.settings.server.ladder_min_games": (
        "Kolik her musí hráč odehrát, aby se objevil v žebříčku (výchozí 5)"
    ),
    "help.after": (
        "• Po hře: **Odveta** a **Přehrát** pod závěrečnou zprávou. `/azul history` ukáže "
        "dokončené hry tohoto serveru, `/azul replay game:` (nebo `file:`) přehraje hru tah po "
        "tahu, `/azul stats` a `/azul leaderboard` ukážou hodnocení (pro každou hru zvlášť, na "
        "tomto serveru i na všech serverech)."
    ),
    "button.rematch": "Odveta",
    "button.replay": "Přehrát",
    "button.newer": "Novější",
    "button.older": "Starší",
    "lobby.rematch": "Odveta hry #{game}: pořadí se posouvá o jedno místo, takže začíná {first}.",
    "lobby.seat_pending": "{n}. {name} ⏳",
    "lobby.rematch_call": "{people}: tlačítkem **Připojit se** si ponecháte své místo.",
    "lobby.rematch_help": (
        "Hráči označení ⏳ si tlačítkem **Připojit se** ponechají místo (nebo ho tlačítkem "
        "**Odejít** uvolní); až to udělají všichni, hostitel spustí hru."
    ),
    "error.rematch_unconfirmed": (
        "Nejdřív musí stisknout **Připojit se** (nebo **Odejít**): {names}."
    ),
    "error.rematch_not_over": "Hra #{game} ještě neskončila, takže na odvetu je zatím brzy.",
    "error.rematch_not_player": "O odvetu mohou požádat jen hráči hry #{game}.",
    "history.title": (
        "📜 **Dokončené hry{who, select, none {} other { hráče {who}}}{edition, select, "
        "none {} other { ({edition})}}**: {count, plural, one {# hra} few {# hry} "
        "many {# hry} other {# her}}, strana {page} z {pages}"
    ),
    "history.line": "**#{game}** · {date} · {edition} ({side}) · {players}",
    "history.winner": "🏆 {name}: {score}",
    "history.player": "{name}: {score}",
    "history.resigned": "(vzdáno)",
    "history.empty": (
        "Na tomto serveru zatím nejsou žádné dokončené hry{who, select, none {} other { hráče "
        "{who}}}{edition, select, none {} other { ({edition})}}."
    ),
    "history.hint": "Hru přehrajete příkazem `/azul replay game:`.",
    "replay.title_game": "🎞️ Přehrávání hry #{game}: {edition} ({side}) · {players}",
    "replay.title_file": "🎞️ Přehrávání souboru {file}: {edition} ({side}) · {players}",
    "replay.position": "Tah {ply} z {total} · kolo {round}",
    "replay.final": "Konečné body: {scores}",
    "replay.start": "Začátek hry: jako první hraje {name}.",
    "replay.round_placeholder": "Přejít na kolo…",
    "replay.round_option": "Kolo {round}",
    "replay.round_option_detail": "od tahu {ply}",
    "replay.end_option": "Konec hry",
    "replay.no_source": (
        "Uveďte právě jedno: číslo hry (`game:`), nebo přiložený soubor se záznamem (`file:`)."
    ),
    "replay.running": "Hra #{game} se ještě hraje: přehrát ji půjde, až skončí.",
    "replay.not_started": "Hra #{game} vůbec nezačala, takže není co přehrávat.",
    "replay.not_yours": (
        "Tento záznam si může přehrát jen ten, kdo ho poslal: pošlete ho sami příkazem "
        "`/azul replay file:`."
    ),
    "replay.gone": "Tento záznam už není uložen. Pošlete ho znovu příkazem `/azul replay file:`.",
    "replay.too_big": "Soubor je na záznam hry příliš velký (limit je {limit} kB).",
    "replay.not_json": "Tento soubor není záznam hry: není to JSON ({detail}).",
    "replay.bad_record": "Tento soubor nedokážu přečíst jako záznam hry: {detail}.",
    "replay.bad_move": "Tah {index} ({move}) v tomto záznamu nelze zahrát: {reason}.",
    "end.ratings": "Hodnocení: {changes}",
    "end.rating_change": "{name} — {after} ({change})",
    "stats.title": "📊 **{name}** na tomto serveru",
    "stats.edition": (
        "**{edition}**: {games, plural, one {# hra} few {# hry} many {# hry} other {# her}}, "
        "{wins, plural, one {# výhra} few {# výhry} many {# výhry} other {# výher}} "
        "· průměr {average} · nejlepší {best}"
    ),
    "stats.rating": (
        "Hodnocení zde: {rating} ({games, plural, one {# hodnocená hra} "
        "few {# hodnocené hry} many {# hodnocené hry} other {# hodnocených her}}), "
        "na všech serverech: {everywhere}"
    ),
    "stats.unrated": "Zatím bez hodnocení",
    "stats.none": "{name} zatím na tomto serveru nemá žádnou dokončenou hru.",
    "stats.not_a_person": (
        "Statistiky se vedou jen pro lidi; počítačové hráče najdete v `/azul leaderboard`."
    ),
    "stats.chart_rating": "Hodnocení",
    "stats.chart_scores": "Body",
    "stats.chart_empty": "Zatím žádné hodnocené hry",
    "stats.image_failed": "(Graf se tentokrát nepodařilo nakreslit.)",
    "ladder.title": "🏅 **{edition}**: nejlepší hráči tohoto serveru",
    "ladder.line": (
        "{rank}. {name} — {rating} ({games, plural, one {# hra} few {# hry} many {# hry} "
        "other {# her}}, {wins, plural, one {# výhra} few {# výhry} many {# výhry} "
        "other {# výher}})"
    ),
    "ladder.own": "Vy: {line}",
    "ladder.rule": (
        "Hráči, kteří odehráli aspoň {min, plural, one {# hru} few {# hry} many {# hry} "
        "other {# her}}; hodnocení je síla hry, kterou má bot za jistou, takže čím víc "
        "odehraných her, tím je vyšší."
    ),
    "ladder.empty": (
        "Na tomto serveru zatím nikdo nemá za sebou {min, plural, one {# hodnocenou hru} "
        "few {# hodnocené hry} many {# hodnocené hry} other {# hodnocených her}} ve hře "
        "{edition}."
    ),
    "ladder.header.rank": "#",
    "ladder.header.player": "Hráč",
    "ladder.header.rating": "Hodnocení",
    "ladder.header.games": "Hry",
    "ladder.header.wins": "Výhry",
    "settings.server.min_games": (
        "• Žebříček: hráči, kteří odehráli aspoň {n, plural, one {# hru} few {# hry} "
        "many {# hry} other {# her}}"
    ),
    # -- game reviews (English: bot/locales/en_review.py) --------------------------------
    "cmd.review": "Rozbor dohrané hry nebo souboru záznamu tah po tahu: co který tah stál",
    "cmd.review.game": "Číslo hry (viz /azul history)",
    "cmd.review.file": "Záznam hry (.json), např. z /azul export",
    "button.review": "Rozbor",
    "review.no_source": (
        "Uveďte hru (`game:`), nebo přiložte soubor záznamu (`file:`): jedno z toho."
    ),
    "review.running": "Hra č. {game} se ještě hraje: rozebrat ji půjde, až skončí.",
    "review.not_started": "Hra č. {game} nikdy nezačala, takže není co rozebírat.",
    "help.review": (
        "• **Rozbor** pod závěrečnou zprávou nebo `/azul review game:` (či `file:`) posoudí každý "
        "tah: kolik bodů stál oproti nejlepšímu nalezenému tahu, zlomové okamžiky hry a přesnost "
        "každého hráče."
    ),
    "review.waiting": "🔍 Právě probíhá jiný rozbor; váš začne hned po něm…",
    "review.one_at_a_time": "Váš jiný rozbor ještě probíhá: o tento požádejte, až skončí.",
    "review.progress": (
        "🔍 Rozebírám… posouzeno {done} z {total, plural, one {# tahu} other {# tahů}}"
    ),
    "review.title_game": "🔍 Rozbor hry č. {game}: {edition} · {players}",
    "review.title_file": "🔍 Rozbor {file}: {edition} · {players}",
    "review.player": (
        "**{name}**: přesnost {accuracy} % · ztráta {lost} bodu za kolo · "
        "{mistakes, plural, one {# chyba} few {# chyby} many {# chyby} other {# chyb}}, "
        "{blunders, plural, one {# hrubá chyba} few {# hrubé chyby} many {# hrubé chyby} "
        "other {# hrubých chyb}}"
    ),
    "review.turning": "Zlomové okamžiky:",
    "review.turning_point": (
        "Tah {move} (kolo {round}), {name}: {played}, lépe {best}; ztráta {loss} bodu"
    ),
    "review.chart": "Očekávaný konečný náskok po každém tahu",
    "review.verdict.mistake": "chyba",
    "review.verdict.blunder": "hrubá chyba",
    "review.column.player": "Hráč",
    "review.column.accuracy": "Přesnost",
    "review.column.lost": "Ztráta za kolo",
    "review.column.mistakes": "Chyby",
    "review.column.blunders": "Hrubé chyby",
    "review.before": "Před",
    "review.played": "Zahráno",
    "review.better": "Lépe",
    # -- rated games: no hints, ending by agreement ---------------------------------------------
    "cmd.new.rated": (
        "Započítat výsledek do hodnocení (výchozí: ano); hodnocené hry jsou bez nápověd"
    ),
    "lobby.rated": (
        "🏅 Hodnocená hra: výsledek se započítá do hodnocení, jakmile skončí první kolo. "
        "Bez nápověd."
    ),
    "lobby.unrated": "Hra bez hodnocení: hodnocení se nemění, nápovědy jsou povolené.",
    "error.hint_rated": (
        "V hodnocené hře nápovědy nejsou. Hru bez hodnocení otevřete příkazem "
        "`/azul new rated:False`."
    ),
    "error.end_resigned": (
        "V této hře jste se vzdali, takže ji nemůžete ukončit; může to moderátor, který ji nehraje."
    ),
    "error.vote_open": "Hlasování o ukončení této hry už probíhá: počkejte na jeho výsledek.",
    "error.vote_closed": "Toto hlasování už skončilo.",
    "error.vote_not_asked": "Toto hlasování se ptá ostatních hráčů, ne vás.",
    "end.vote_posted": (
        "Ostatní hráči byli požádáni o souhlas; hra mezitím pokračuje. Pokud někdo odmítne nebo "
        "neodpovědí všichni včas, počítá se to, jako byste se vzdali."
    ),
    "end.as_resign": (
        "Hra #{game} je hodnocená a její první kolo už skončilo, takže se její ukončení počítá "
        "jako vzdání."
    ),
    "end.agreed": (
        "Hráči souhlasili s ukončením této hry na žádost uživatele {name}. Do hodnocení se "
        "nepočítá; záznam zůstává: `/azul export game:{game}`."
    ),
    "end.unrated": "Hra bez hodnocení: hodnocení se nezměnilo.",
    "end.unrated_short": "Bez hodnocení: hra skončila dřív, než skončilo první kolo.",
    "end.unrated_ended": "Bez hodnocení: hra byla zastavena bez výsledku.",
    "vote.asked": (
        "🗳️ {name} navrhuje ukončit tuto hodnocenou hru bez změny hodnocení. {people}: stiskněte "
        "**Souhlasím** nebo **Odmítám** (čas na odpověď: {left}, do {until}). Pokud všichni "
        "souhlasí, hra skončí bez hodnocení; pokud někdo odmítne nebo čas vyprší, znamená to, "
        "že se {name} vzdává. Hra mezitím pokračuje."
    ),
    "vote.agreed_so_far": "Zatím souhlasí: {names}.",
    "vote.passed": "✅ Všichni souhlasili: hra končí bez hodnocení.",
    "vote.refused": "❌ {voter} odmítá, takže se {name} vzdává.",
    "vote.expired": "⌛ Ne všichni odpověděli včas, takže se {name} vzdává.",
    "button.agree": "Souhlasím",
    "button.refuse": "Odmítám",
    "history.unrated": "(bez hodnocení)",
    "help.rated": (
        "• **Hodnocené hry** (`/azul new rated:`, ve výchozím stavu zapnuto) mění hodnocení "
        "hráčů, ale až po skončení prvního kola: hra, která skončí dřív, nikomu hodnocení "
        "nezmění. Nápovědy v nich nejsou (`/azul undo` funguje jako obvykle). V hodnocené hře "
        "`/azul end` požádá ostatní hráče o souhlas: když souhlasí všichni, hra skončí bez "
        "hodnocení, jinak se to počítá jako vzdání. Proti samým počítačům se to po prvním kole "
        "také počítá jako vzdání. Moderátor, který nehraje, ukončí hru bez hodnocení."
    ),
    "help.this_game_rated": "Hra v tomto kanálu (#{game}) je hodnocená.",
    "help.this_game_unrated": "Hra v tomto kanálu (#{game}) je bez hodnocení.",
    # The live table on the web: /azul web, the "Watch live" button.
    "web.replay": "Otevřít v prohlížeči",
    "cmd.web": "Odkaz na živý stůl hry v prohlížeči: vaše místo, nebo sledování",
    "cmd.web.game": "Číslo hry (výchozí je hra v tomto kanálu)",
    "web.play_link": (
        "Vaše místo ve hře #{game}, jen pro vás: odkaz platí 12 hodin. Nesdílejte ho: kdo "
        "ho má, hraje za vás."
    ),
    "web.watch_link": "Hra #{game} v prohlížeči, ke sledování (odkaz platí 12 hodin).",
    "web.open": "Otevřít stůl",
    "web.watch": "Sledovat živě",
    "web.off": (
        "Tento bot nenabízí živý stůl: jeho provozovatel mu nenastavil veřejnou adresu "
        "(AZUL_PUBLIC_URL)."
    ),
}
CS.update(CS_TOURNAMENTS)  # tournaments
CS.update(CS_LESSONS)  # lessons and the rules reference
CS.update(CS_LESSONS_PAVILION)  # Summer Pavilion's lessons
CS.update(CS_ACTIVITY)  # the Discord Activity
