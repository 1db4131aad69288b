"""Icelandic (is; the module is not `is.py`, a Python keyword). Terms from the Icelandic Azul
rulebook: uppstillingarplata (factory), miðja borðsins (centre), mynsturlína (pattern line),
gólflína (floor line), veggur (wall), byrjunarflís (first player marker), poki (bag), kassalok
(lid), umferð (round), leikmannaspjald (player board), þrep (phase; phase A is
"Verksmiðjutilboð"), and "af" for taking tiles from a plate or the centre.

There is no Icelandic Summer Pavilion rulebook: its terms follow the structure of the Ukrainian
rulebook («Азул. Літній палац»): a round has stages (етап → þrep): 1. þrep, choosing tiles;
2. þrep, decorating the board (skreyting); 3. þrep, preparing the next round. колір-джокер →
jókerflísar/jóker, зірка → stjarna, ромб → reitur, вежа → turn, бонус → bónus. The title is
"Azul: Sumarhöllin" everywhere (dative "í Sumarhöllinni")."""

from .is_activity import IS_ACTIVITY
from .is_lessons import IS_LESSONS
from .is_lessons_pavilion import IS_LESSONS_PAVILION
from .is_tournaments import IS_TOURNAMENTS

IS: dict[str, str] = {
    # -- generic ------------------------------------------------------------------------------
    "edition.azul": "Azul",
    "edition.summer-pavilion": "Azul: Sumarhöllin",
    "side.colour": "litaða hliðin",
    "side.grey": "gráa hliðin",
    "computer.name": "Tölva {n} ({level})",
    "sorry": "Afsakið, eitthvað fór úrskeiðis hjá mér. Það hefur verið skráð; reyndu aftur.",
    # -- errors answered to one person ---------------------------------------------------------
    "error.no_game": "Enginn leikur er á þessari rás. Byrjaðu einn með `/azul new`.",
    "error.no_game_id": "Ég þekki engan leik #{game}.",
    "error.not_here": "Leikur #{game} er ekki á þessari rás.",
    "error.out_of_range": "`{option}` tekur tölu frá {low} til {high}.",
    "error.bad_control": "Þessi stýring er skemmd eða úrelt: notaðu skipunina aftur.",
    "error.game_over": "Þessum leik er lokið.",
    "error.not_started": "Leikurinn er ekki hafinn: gestgjafinn byrjar hann úr biðsalnum.",
    "error.not_a_player": "Þú ert ekki með í þessum leik.",
    "error.not_your_turn": "{name} á leik.",
    "error.not_your_turn_spectator": "{name} á leik (þú ert ekki með í þessum leik).",
    "error.illegal": "Þessi leikur er ekki leyfður: {reason}.",
    "table.words": "🖼️ Ekki tókst að teikna myndina í þetta sinn; borðið í orðum:",
    "table.factories": "Uppstillingarplötur: {factories}",
    "table.centre": "Miðja: {tiles}",
    "table.scores": "Stig: {scores}",
    "error.move_not_saved": (
        "Ekki tókst að vista leikinn þinn, svo hann var ekki leikinn: reyndu aftur eftir smástund."
    ),
    "error.not_saved": (
        "Ekki tókst að vista þetta, svo ekkert breyttist: reyndu aftur eftir smástund."
    ),
    "cmd.new.invite": "Aðeins þetta fólk má vera með: nefndu það (@nafn), mest 3",
    "lobby.invited": "Með boði: {people}",
    "error.invite_only": "Aðeins boðsgestir {host} mega vera með: biddu gestgjafann um sæti.",
    "error.invite_cannot_see": (
        "Ekki sjá allir boðsgestir þessa rás: {people}. Bjóddu aðeins þeim sem geta spilað hér."
    ),
    "error.invite_mentions": "Bjóddu fólki með því að nefna það (@nafn) í `invite:`.",
    "error.invite_too_many": (
        "Auk gestgjafans er pláss fyrir {most} við borðið: bjóddu mest {most}."
    ),
    "error.slow_down": "Aðeins hægar: reyndu aftur eftir {seconds} s.",
    "error.busy": (
        "Of margar vísbendingar og yfirferðir eru í vinnslu núna: reyndu aftur eftir {seconds} s."
    ),
    "error.hint_in_flight": "Enn er verið að reikna fyrri vísbendinguna þína: bíddu eftir svarinu.",
    "error.too_many_games": (
        "Opnir leikir á þessum netþjóni eru {count}, eins margir og mega vera: ljúktu einum "
        "eða hættu honum fyrst (`/azul games` sýnir þína)."
    ),
    "error.too_many_hosted": (
        "Þú ert nú þegar gestgjafi opinna leikja á þessum netþjóni: {count}, eins margra og einn "
        "má vera. Ljúktu einum eða hættu honum fyrst (`/azul games` sýnir þá)."
    ),
    "error.thread_not_allowed": (
        "Þú mátt ekki stofna þræði á þessari rás, svo leikurinn getur ekki opnast í eigin "
        "þræði: byrjaðu hann án `thread:`."
    ),
    "error.notation_length": (
        "Þetta er ekki leikur: leikur er skrifaður með mest {most} stöfum, t.d. `4K-2`."
    ),
    "error.stale": "Þessi skilaboð eru úrelt: leikurinn er kominn lengra. Staðan núna: {link}",
    "error.stale_no_link": "Þessi skilaboð eru úrelt: leikurinn er kominn lengra.",
    "error.already_played": (
        "Þú hefur þegar leikið: þessi skilaboð eru úrelt. Staðan núna: {link}"
    ),
    "error.channel_busy": "Það er þegar leikur á þessari rás: {link}",
    "error.channel_busy_no_link": "Það er þegar leikur á þessari rás (#{game}).",
    "error.edition_unavailable": "{edition} er ekki enn í boði.",
    "error.lobby_closed": "Þessum biðsal hefur verið lokað.",
    "error.removed": (
        "Gestgjafinn ({host}) tók þig úr þessum biðsal, svo þú getur ekki komið inn aftur."
    ),
    "error.seat_changed": (
        "Sætin hafa breyst síðan þessi valmynd birtist: ýttu aftur á **Fjarlægja leikmann**."
    ),
    "error.nobody_to_remove": "Enginn nema þú situr við þetta borð.",
    "error.lobby_full": "Borðið er fullt (4 leikmenn).",
    "error.already_seated": "Þú ert þegar með sæti við þetta borð.",
    "error.not_seated": "Þú ert ekki með sæti við þetta borð.",
    "error.undo_nothing": "Þú átt engan leik hér sem hægt er að taka til baka.",
    "error.undo_not_last": (
        "Aðeins er hægt að taka til baka síðasta leik sem manneskja lék, og hann á {name}."
    ),
    "error.undo_after_draw": (
        "Nýjar flísar hafa verið dregnar síðan þú lékst, svo ekki er lengur hægt að taka "
        "leikinn til baka."
    ),
    "error.host_cannot_leave": (
        "Gestgjafinn getur ekki farið; ýttu á Hætta við til að loka biðsalnum."
    ),
    "error.host_only": "Aðeins gestgjafinn ({host}) getur gert þetta.",
    "error.end_forbidden": (
        "Aðeins gestgjafinn ({host}) eða meðlimir sem mega stjórna skilaboðum geta lokið leiknum."
    ),
    "error.too_few_players": (
        "Leikur þarf minnst 2 leikmenn; bjóddu einhverjum eða bættu við tölvu."
    ),
    "error.not_in_guild": "Azul er spilað á rásum netþjóna, ekki í einkaskilaboðum.",
    "error.bot_missing_permissions": (
        "Ég get ekki spilað hér: mig vantar heimildina {permissions} á þessari rás."
    ),
    "error.post_failed": (
        "Leikurinn er vistaður, en ég gat ekki birt borðið hér ({permissions} vantar). "
        "Notaðu `/azul board` til að sjá það."
    ),
    "error.thread_locked": (
        "Leikurinn er vistaður, en þráður þessa leiks er í geymslu og læstur, "
        "svo ég get ekki skrifað í hann. Stjórnandi getur opnað hann aftur; "
        "`/azul board` sýnir borðið á meðan."
    ),
    "error.channel_gone": "Rás þessa leiks er ekki lengur til, svo leiknum er lokið.",
    "game.thread_deleted": "Leik nr. {game} er lokið: þræði hans var eytt.",
    "error.no_such_player": "Enginn leikmaður heitir {name} í þessum leik.",
    "error.resigned": "Þú hefur gefist upp í þessum leik.",
    # -- why a move is illegal ------------------------------------------------------------------
    "illegal.game_over": "leiknum er lokið",
    "illegal.not_your_turn": "nú á {turn} leik, ekki {player}",
    "illegal.azul.notation": (
        "{text} er ekki leikur í Azul: skrifaðu <uppruni><litur>-<lína>, t.d. 4K-2 eða CR-F "
        "(uppruni 1-9 eða C, litur B Y R K W, lína 1-5 eða F), eða <lína>><dálkur>, t.d. 2>4, "
        "til að velja dálk á gráa veggnum"
    ),
    "illegal.azul.not_a_move": "{move} er ekki leikur í Azul",
    "illegal.azul.choose_column_first": (
        "verksmiðjutilboðinu er lokið: veldu fyrst dálk á veggnum fyrir mynsturlínu {line}"
    ),
    "illegal.azul.bad_draft": "{move} nefnir hvorki lit né línu í þessum leik",
    "illegal.azul.no_factory": (
        "uppstillingarplata {factory} er ekki til: í þessum leik eru plötur 1-{count}"
    ),
    "illegal.azul.source_empty": "ekkert er hægt að taka af {source}: þar er ekkert",
    "illegal.azul.no_colour_in_source": (
        "ekki er hægt að taka {colour} flísar af {source}: þar eru engar slíkar"
    ),
    "illegal.azul.line_full": "mynsturlína {line} er þegar full",
    "illegal.azul.line_other_colour": "á mynsturlínu {line} eru þegar {colour} flísar",
    "illegal.azul.wall_row_has_colour": "í línu {row} á veggnum áttu þegar {tile}",
    "illegal.azul.not_wall_phase": (
        "dálkar á veggnum eru aðeins valdir eftir verksmiðjutilboðið (grá hlið)"
    ),
    "illegal.azul.wrong_row": (
        "nú á að velja dálk fyrir mynsturlínu {line}, ekki fyrir línu {row}"
    ),
    "illegal.azul.no_column": "á veggnum eru aðeins dálkar 1-5",
    "illegal.azul.wall_tiled": "á veggnum er þegar flís í línu {row}, dálki {column}",
    "illegal.azul.wall_column_has_colour": "í dálki {column} á veggnum áttu þegar {tile}",
    "illegal.pavilion.notation": (
        "{text} er ekki leikur í Sumarhöllinni: skrifaðu <uppruni><litur> til að taka flísar "
        "(t.d. 3O, CB; uppruni 1-9 eða C), <stjarna><reitur>[<litur>][w<jókerar>][+<bónus>] "
        "til að leggja flís (t.d. R4w2, C3B, O6+PGG, B2Y; stjarna O R B Y G P C, reitur 1-6, "
        "litir P G O Y B R), eða pass / pass:<geymdar flísar> (t.d. pass:GOOB)"
    ),
    "illegal.pavilion.notation_grey_colour": (
        "{text}: á gráu hliðinni þarf að nefna lit flísarinnar, t.d. {space}B"
    ),
    "illegal.pavilion.notation_centre_colour": (
        "{text}: á miðjustjörnuna þarf að nefna lit flísarinnar, t.d. {space}B"
    ),
    "illegal.pavilion.notation_wilds": (
        "{text}: enginn reitur kostar meira en {cost} flísar og ein þeirra verður að vera "
        "raunveruleg, svo í mesta lagi 5 jókerar nýtast"
    ),
    "illegal.pavilion.notation_keeps": (
        "{text}: sá sem segir pass geymir í mesta lagi 4 flísar á hornreitunum"
    ),
    "illegal.pavilion.not_a_move": "{move} er ekki leikur í Sumarhöllinni",
    "illegal.pavilion.acquire_over": (
        "flísar eru teknar í 1. þrepi, sem er lokið: leggðu flís eða segðu pass"
    ),
    "illegal.pavilion.bad_colour": "{move} nefnir engan flísalit",
    "illegal.pavilion.no_factory": (
        "uppstillingarplata {factory} er ekki til: í þessum leik eru plötur 1-{count}"
    ),
    "illegal.pavilion.source_empty": "ekkert er hægt að taka af {source}: þar er ekkert",
    "illegal.pavilion.no_colour_in_source": (
        "ekki er hægt að taka {colour} flísar af {source}: þar eru engar slíkar"
    ),
    "illegal.pavilion.wild_alone": (
        "{colour} flísar eru jókerar í þessari umferð: taktu annan lit af {source}, "
        "og ein slík jókerflís fylgir með"
    ),
    "illegal.pavilion.place_too_early": (
        "flísar eru lagðar í 2. þrepi, þegar plöturnar og miðja borðsins eru tómar: "
        "taktu nú flísar af uppstillingarplötu eða af miðjunni"
    ),
    "illegal.pavilion.bad_place": "{move} nefnir hvorki reit né lit á spjaldinu",
    "illegal.pavilion.bad_bonus": "{move}: bónusflísar verða að vera fjöldi fyrir litina sex",
    "illegal.pavilion.covered": "reitur {space} er þegar þakinn",
    "illegal.pavilion.centre_has_colour": (
        "á miðjustjörnunni áttu þegar {tile}: allar sex flísar hennar verða að vera ólíkar"
    ),
    "illegal.pavilion.multi_star_has_colour": (
        "stjarna {star} er orðin marglit og á henni áttu þegar {tile}: allar sex flísar hennar "
        "verða að vera ólíkar"
    ),
    "illegal.pavilion.star_became_colour": (
        "stjarna {star} er orðin einlit: á hana má aðeins leggja {colour} flísar"
    ),
    "illegal.pavilion.star_colour": "á {star_name} má aðeins leggja {colour} flísar",
    "illegal.pavilion.wild_as_itself": (
        "{colour} flísar eru jókerar í þessari umferð: þegar slík flís er lögð sem eigin "
        "litur er aðeins greitt með flísum í þeim lit, svo engir jókerar eru nefndir "
        "(skrifaðu {space} án w)"
    ),
    "illegal.pavilion.short_of_wild_colour": (
        "{space} kostar {tiles}, {have, plural, =0 {þú átt enga} other {þú átt aðeins #}}"
    ),
    "illegal.pavilion.no_real_tile": (
        "á {space} þarf a.m.k. eina raunverulega {tile} og þú átt enga slíka"
    ),
    "illegal.pavilion.too_many_wilds": (
        "{space} kostar {cost}: í mesta lagi {most, plural, one {nýtist # jóker} "
        "other {nýtast # jókerar}}, því það þarf a.m.k. eina raunverulega {tile}"
    ),
    "illegal.pavilion.wilds_in_hand": (
        "þú átt {have, plural, one {# jóker} other {# jókera}} (jókerflísar: {colour}), "
        "ekki {count}"
    ),
    "illegal.pavilion.short_with_wilds": (
        "{space} kostar {cost, plural, one {# flís} other {# flísar}}: "
        "með {wilds, plural, one {# jóker} other {# jókerum}} þarftu {tiles} til viðbótar en "
        "átt aðeins {have}"
    ),
    "illegal.pavilion.short": (
        "{space} kostar {cost, plural, one {# flís} other {# flísar}}: þú þarft {tiles} en átt "
        "aðeins {have} (eða nefndu jókera, t.d. {space}w1)"
    ),
    "illegal.pavilion.no_bonus": (
        "reitur {space} fullgerir engan glugga, styttu né súlu: engar bónusflísar"
    ),
    "illegal.pavilion.bonus_take_all": (
        "reitur {space} gefur {owed, plural, one {# bónusflís} other {# bónusflísar}} en í "
        "forðanum {have, plural, =1 {er aðeins 1 flís: taktu hana} "
        "one {er aðeins # flís: taktu þær allar} "
        "other {eru aðeins # flísar: taktu þær allar}} (+{tiles})"
    ),
    "illegal.pavilion.bonus_count": (
        "reitur {space} gefur nákvæmlega {owed, plural, one {# bónusflís} "
        "other {# bónusflísar}} úr forðanum, ekki {count}"
    ),
    "illegal.pavilion.supply_short": (
        "ekki er hægt að taka {tiles} úr forðanum: þar {have, plural, =0 {er engin slík} "
        "one {er aðeins # slík} other {eru aðeins # slíkar}}"
    ),
    "illegal.pavilion.pass_too_early": (
        "pass á heima í 2. þrepi: taktu nú flísar af uppstillingarplötu eða af miðjunni"
    ),
    "illegal.pavilion.bad_kept": "{move}: geymdar flísar verða að vera fjöldi fyrir litina sex",
    "illegal.pavilion.last_round_keeps_nothing": (
        "í 6. umferð er ekkert geymt þegar sagt er pass: allar flísar á hendi fara í turninn "
        "(skrifaðu bara pass)"
    ),
    "illegal.pavilion.keeps_all": (
        "með 4 flísar eða færri á hendi eru þær allar geymdar: skrifaðu bara pass"
    ),
    "illegal.pavilion.keeps_too_many": (
        "sá sem segir pass geymir í mesta lagi 4 flísar á hornreitunum"
    ),
    "illegal.pavilion.keeps_more_than_hand": (
        "þú getur ekki geymt {tiles}: þú átt {have, plural, =0 {enga} other {aðeins #}}"
    ),
    # -- permissions, as Discord names them in the client ----------------------------------------
    "perm.send_messages": "Senda skilaboð",
    "perm.send_messages_in_threads": "Senda skilaboð í þráðum",
    "perm.attach_files": "Hengja við skrár",
    "perm.view_channel": "Skoða rás",
    "perm.create_public_threads": "Búa til opinbera þræði",
    # -- lobby ----------------------------------------------------------------------------------
    "lobby.header": "**{edition}** ({side}): nýr leikur, gestgjafi er {host}.",
    "lobby.seats": "Sæti ({count}/4):",
    "lobby.seat": "{n}. {name}",
    "lobby.help": (
        "Ýttu á **Vera með** til að setjast. Gestgjafinn byrjar leikinn með 2 til 4 leikmönnum."
    ),
    "lobby.started": "Leikurinn er hafinn: {link}",
    "lobby.cancelled": "{name} hætti við þennan biðsal.",
    "lobby.ended": "{name} lokaði þessum biðsal.",
    "lobby.opened_in_thread": "Biðsalurinn er opinn í {thread}.",
    "lobby.thread_name": "Azul — {host}",
    "lobby.remove_question": "Hver á að víkja frá borðinu?",
    "lobby.removed_person": (
        "{name} er ekki lengur með sæti hér og má ekki koma aftur inn í þennan biðsal."
    ),
    "lobby.removed_computer": "{name} er ekki lengur með sæti hér.",
    "lobby.level_question": "Hversu sterk á tölvan að vera?",
    "level.easy": "Auðveld",
    "level.easy.about": "Tekur strax flísarnar sem líta best út. Vinaleg.",
    "level.medium": "Miðlungs",
    "level.medium.about": "Hugsar til loka umferðarinnar fyrir hvern leik. Jöfn barátta.",
    "level.hard": "Erfið",
    "level.hard.about": "Prófar þúsundir mögulegra framhalda, um sekúndu á hvern leik.",
    "level.expert": "Sérfræðingur",
    "level.expert.about": (
        "Fimm sinnum meiri leit en sú erfiða, allt að 5 "
        "sekúndur á leik: sú sterkasta, fyrir þolinmóða."
    ),
    "lobby.thread_ignored": "Við erum þegar í þræði, svo leikurinn opnast hér.",
    "button.join": "Vera með",
    "button.remove": "Fjarlægja leikmann",
    "button.leave": "Fara",
    "button.computer": "Bæta við tölvu",
    "button.start": "Byrja",
    "button.cancel": "Hætta við",
    "button.my_board": "Mitt spjald",
    # -- turns ----------------------------------------------------------------------------------
    "turn.round": "**Umferð {round}**",
    "turn.last_round": "Síðasta umferð!",
    "turn.your_turn": "{mention}, þú átt leik.",
    "turn.computer_turn": "{name} er að hugsa…",
    "turn.away_turn": "{name} er fjarverandi: tölva leikur í stað leikmannsins…",
    "turn.start": "Leikurinn hefst. Röð leikmanna: {order}.",
    "turn.recovered": "Svona stendur leikurinn.",
    "turn.computer_failed": (
        "Leitin að leik fyrir {name} stöðvaðist vegna villu. `/azul board` setur hana aftur af "
        "stað."
    ),
    "step.source": "Hvaðan tekur þú flísar?",
    "step.colour": "Hvaða lit?",
    "step.target": "Á hvaða línu?",
    "step.row": "Hvaða mynsturlínu?",
    "step.column": "Hvaða dálk á veggnum fyrir línu {row}?",
    "step.star": "Hvaða stjörnu (eða pass)?",
    "step.space": "Hvaða reit?",
    "step.wilds": "Með hve mörgum jókerum borgar þú?",
    "step.bonus": "Veldu bónusflís.",
    "step.keep": "Hvaða flísar geymir þú?",
    "step.move": "Hvaða leik?",
    "step.more": "Meira…",
    "step.done": "Búið",
    "played": "Þú lékst `{move}`.",
    "hint": "Vísbending: `{move}` — {reason}.",
    # -- a hint's reason (rules.ai.explain_parts) --
    "hint.azul.take.one": "tekur {tiles} af {source}",
    "hint.azul.take.other": "tekur {tiles} af {source}",
    "hint.azul.all_to_floor": "allar á gólflínuna",
    "hint.azul.completes_line": "fyllir mynsturlínu {line}",
    "hint.azul.completes_line_points.one": "fyllir mynsturlínu {line} (um {n} stig á veggnum)",
    "hint.azul.completes_line_points.other": "fyllir mynsturlínu {line} (um {n} stig á veggnum)",
    "hint.azul.to_line": "á mynsturlínu {line}",
    "hint.azul.to_floor": "{count} á gólflínuna",
    "hint.azul.takes_marker": "tekur byrjunarflísina",
    "hint.azul.wall.one": "leggur {tile} úr mynsturlínu {line} í dálk {column} fyrir {n} stig",
    "hint.azul.wall.other": "leggur {tile} úr mynsturlínu {line} í dálk {column} fyrir {n} stig",
    "hint.pavilion.take.one": "tekur {tiles} af {source}",
    "hint.pavilion.take.other": "tekur {tiles} af {source}",
    "hint.pavilion.take_wild.one": "tekur {tiles} og jóker af {source}",
    "hint.pavilion.take_wild.other": "tekur {tiles} og jóker af {source}",
    "hint.pavilion.marker.one": "með byrjunarflísinni (-{n} stig)",
    "hint.pavilion.marker.other": "með byrjunarflísinni (-{n} stig)",
    "hint.pavilion.place.one": "leggur {tile} á reit {space} fyrir {n} stig",
    "hint.pavilion.place.other": "leggur {tile} á reit {space} fyrir {n} stig",
    "hint.pavilion.wilds.one": "(greitt með {n} jóker)",
    "hint.pavilion.wilds.other": "(greitt með {n} jókerum)",
    "hint.pavilion.completing": "sem fullgerir",
    "hint.pavilion.window": "glugga {star}",
    "hint.pavilion.statue": "styttu {star}|{star2}",
    "hint.pavilion.pillar": "súlu {star}",
    "hint.pavilion.and": "og",
    "hint.pavilion.bonus": "(bónus {tiles})",
    "hint.pavilion.pass": "segir pass",
    "hint.pavilion.keeping": "geymir {tiles}",
    "hint.pavilion.discarded": "(-{count} fyrir fleygðar flísar)",
    "hint.move": "{move}",
    "hint.note.only_legal": "eini löglegi leikurinn",
    "hint.note.only_worth": "eini leikurinn sem vert er að skoða",
    "hint.note.first_sight": (
        "besti leikurinn við fyrstu sýn (um {value, number, signed} stiga virði)"
    ),
    "hint.note.played_out": "bestur þegar leikið er til loka umferðar (einkunn {rating:+d})",
    "hint.note.played_out_reply": (
        "bestur þegar leikið er til loka umferðar gegn besta svari (einkunn {rating:+d})"
    ),
    "hint.note.simulated": (
        "vinnur um {percent}% {games, plural, one {af # hermdum leik} other {af # hermdum leikjum}}"
    ),
    # -- option labels --------------------------------------------------------------------------
    "label.centre": "Miðjan",
    "label.line": "Lína {n}",
    "label.line_full": "Lína {n} ({count}/{size})",
    "label.line_overflow": "Lína {n} (+{extra} á gólflínuna)",
    "label.floor": "Gólflína",
    "label.column": "Dálkur {n}",
    "label.row": "Lína {n}",
    "label.colour_count": "{colour} ×{count}",
    "label.star": (
        "{star, select, fjólubláar {Fjólubláa stjarnan} grænar {Græna stjarnan} "
        "appelsínugular {Appelsínugula stjarnan} gular {Gula stjarnan} bláar {Bláa stjarnan} "
        "rauðar {Rauða stjarnan} other {Stjarnan ({star})}}"
    ),
    "label.star_centre": "Miðjustjarnan",
    "label.pass": "Pass",
    "label.space": "Reitur {n}",
    "label.space_cost": "Reitur {n} (kostar {cost})",
    "label.no_wilds": "Enginn jóker",
    "label.wilds.one": "{n} jóker",
    "label.wilds.other": "{n} jókerar",
    "label.keep_nothing": "Geyma ekkert",
    "label.keep_these": "Geyma aðeins þessar",
    # -- colours --------------------------------------------------------------------------------
    "colour.azul.B": "bláar",
    "colour.azul.Y": "gular",
    "colour.azul.R": "rauðar",
    "colour.azul.K": "svartar",
    "colour.azul.W": "hvítar",
    "colour.summer-pavilion.P": "fjólubláar",
    "colour.summer-pavilion.G": "grænar",
    "colour.summer-pavilion.O": "appelsínugular",
    "colour.summer-pavilion.Y": "gular",
    "colour.summer-pavilion.B": "bláar",
    "colour.summer-pavilion.R": "rauðar",
    # Counted tiles in the accusative (object of tók/geymdi/fékk): the adjective agrees
    # with the number (1, 21, 31… take the singular: "21 svarta flís"), and one tile
    # without a number ("lagði svarta flís á vegginn").
    "tiles.azul.B": "{n, plural, one {# bláa flís} other {# bláar flísar}}",
    "tile.azul.B": "bláa flís",
    "tiles.azul.Y": "{n, plural, one {# gula flís} other {# gular flísar}}",
    "tile.azul.Y": "gula flís",
    "tiles.azul.R": "{n, plural, one {# rauða flís} other {# rauðar flísar}}",
    "tile.azul.R": "rauða flís",
    "tiles.azul.K": "{n, plural, one {# svarta flís} other {# svartar flísar}}",
    "tile.azul.K": "svarta flís",
    "tiles.azul.W": "{n, plural, one {# hvíta flís} other {# hvítar flísar}}",
    "tile.azul.W": "hvíta flís",
    "tiles.summer-pavilion.P": "{n, plural, one {# fjólubláa flís} other {# fjólubláar flísar}}",
    "tile.summer-pavilion.P": "fjólubláa flís",
    "tiles.summer-pavilion.G": "{n, plural, one {# græna flís} other {# grænar flísar}}",
    "tile.summer-pavilion.G": "græna flís",
    "tiles.summer-pavilion.O": (
        "{n, plural, one {# appelsínugula flís} other {# appelsínugular flísar}}"
    ),
    "tile.summer-pavilion.O": "appelsínugula flís",
    "tiles.summer-pavilion.Y": "{n, plural, one {# gula flís} other {# gular flísar}}",
    "tile.summer-pavilion.Y": "gula flís",
    "tiles.summer-pavilion.B": "{n, plural, one {# bláa flís} other {# bláar flísar}}",
    "tile.summer-pavilion.B": "bláa flís",
    "tiles.summer-pavilion.R": "{n, plural, one {# rauða flís} other {# rauðar flísar}}",
    "tile.summer-pavilion.R": "rauða flís",
    # -- narration (events of the engine) -------------------------------------------------------
    "narr.took": "{name} tók {tiles} af {source} → {target}",
    "narr.took_marker": " (og byrjunarflísina)",
    "narr.to_floor": " ({count} á gólflínuna)",
    "narr.to_lid": " ({count} í kassalokið)",
    "narr.source_centre": "miðju borðsins",
    "narr.source_factory": "uppstillingarplötu {n}",
    "narr.target_line": "lína {n}",
    "narr.target_floor": "gólflína",
    "narr.wall": "{name} lagði {tile} á vegginn: lína {row}, dálkur {column}, +{points}",
    "narr.line_to_floor": (
        "Mynsturlína {row} hjá {name} átti engan lausan dálk á veggnum: "
        "{count, plural, one {# flís fór} other {# flísar fóru}} á gólflínuna"
    ),
    "narr.round_over": "Umferð {round} er lokið. Staðan: {scores}",
    "narr.round_start": "Umferð {round} hefst og {name} á fyrsta leik.",
    "narr.acquired": "{name} tók {tiles} af {source}",
    "narr.plus_wild": " + 1 jóker",
    "narr.points_lost": " (−{points})",
    "narr.placed": "{name} lagði {tile} á {star}, reit {space}: +{points}",
    "narr.wilds_used.one": " (greitt með {n} jóker)",
    "narr.wilds_used.other": " (greitt með {n} jókerum)",
    "narr.bonus": "{name} fékk bónusflísar: {tiles}",
    "narr.passed": "{name} sagði pass",
    "narr.kept": "{name} sagði pass og geymdi {tiles}",
    "narr.play_phase": (
        "Allar flísar eru farnar af plötunum og miðjunni: 2. þrep (skreyting) hefst og "
        "{name} leggur fyrst."
    ),
    "narr.round_start_wild": (
        "Umferð {round} hefst (jókerflísar: {wild}) og {name} á fyrsta leik."
    ),
    "narr.generic": "{name} lék `{move}`",
    "narr.forced": "{line} (eini mögulegi leikurinn)",
    "narr.undone.one": (
        "{name} tók {n, plural, =1 {síðasta leik sinn til baka} "
        "other {síðasta leik sinn til baka og það sem fylgdi (alls # leikur)}}."
    ),
    "narr.undone.other": (
        "{name} tók síðasta leik sinn til baka og það sem fylgdi (alls {n} leikir)."
    ),
    "undo.confirm": "Tekið til baka: þú átt leik aftur.",
    "narr.resigned": "{name} gafst upp; héðan í frá tekur tölva við sætinu.",
    "narr.star.O": "appelsínugulu stjörnuna",
    "narr.star.R": "rauðu stjörnuna",
    "narr.star.B": "bláu stjörnuna",
    "narr.star.Y": "gulu stjörnuna",
    "narr.star.G": "grænu stjörnuna",
    "narr.star.P": "fjólubláu stjörnuna",
    "narr.star.C": "miðjustjörnuna",
    # -- end of game ----------------------------------------------------------------------------
    "end.title": "**Leik lokið** — {edition}, umferðir: {rounds}.",
    "end.winner": "{names} vinnur!",
    "end.winners": "{names} deila sigrinum!",
    "end.line": "{name}: **{total}** ({details})",
    "end.ended_by": "{name} lauk þessum leik. Skráin er geymd: `/azul export game:{game}`.",
    "end.jammed": (
        "Enginn spilar þennan leik lengur og hann getur ekki endað af sjálfu sér, svo hann "
        "stöðvast í umferð {round} og gildir ekki til styrkleikastiga. Skráin er geymd: "
        "`/azul export game:{game}`."
    ),
    "end.resigned": "{name} gafst upp. Leiknum er lokið.",
    "end.resigned_winner": "{name} gafst upp. {winner} vinnur!",
    "bd.wall": "veggur",
    "bd.floor": "gólflína",
    "bd.rows": "láréttar línur",
    "bd.columns": "lóðréttar línur",
    "bd.colours": "litir",
    "bd.total": "alls",
    "bd.start": "byrjun",
    "bd.placements": "lagðar flísar",
    "bd.first_player": "byrjunarflís",
    "bd.discards": "afgangsflísar",
    "bd.stars": "stjörnur",
    "bd.numbers": "tölur",
    # -- slash commands (names stay English; Discord shows these descriptions) ------------------
    "cmd.group": "Spila Azul og Azul: Sumarhöllin",
    "cmd.new": "Opna biðsal fyrir nýjan leik á þessari rás",
    "cmd.new.edition": "Hvaða spil (sjálfgefið: Azul)",
    "cmd.new.side": "Hlið leikmannaspjalds: lituð (venjuleg) eða grá (tilbrigði)",
    "cmd.new.thread": "Spila í nýjum þræði á þessari rás (sjálfgefið: eftir stillingu netþjónsins)",
    "choice.edition.azul": "Azul",
    "choice.edition.summer-pavilion": "Azul: Sumarhöllin",
    "choice.side.colour": "Lituð (venjuleg)",
    "choice.side.grey": "Grá (tilbrigði)",
    "cmd.move": "Leika leik í skráningarrithætti (t.d. 4K-2)",
    "cmd.move.notation": "Leikurinn þinn, t.d. 4K-2 (plata 4, svartar, lína 2) eða CR-F",
    "cmd.board": "Sýna borðið, eða spjald eins leikmanns",
    "cmd.board.player": "Sýna spjald þessa leikmanns, stórt",
    "cmd.board.colour_blind": "Merkja hvern flísalit með eigin tákni",
    "cmd.hint": "Stinga upp á leik fyrir þig (aðeins þú sérð hann)",
    "cmd.hint.expert": (
        "Spyrja sterkasta leikmanninn (sérfræðing, allt að 5 s) í stað þess erfiða"
    ),
    "cmd.resign": "Gefast upp í leiknum á þessari rás",
    "cmd.undo": (
        "Taka síðasta leik þinn til baka (áður en aðrir leika eða nýjar flísar eru dregnar)"
    ),
    "cmd.end": "Ljúka leiknum á þessari rás (gestgjafi eða Stjórna skilaboðum)",
    "cmd.export": "Skrá leiksins sem JSON-skrá",
    "cmd.export.game": "Númer leiks (sjálfgefið: leikurinn á þessari rás)",
    "cmd.help": "Hvernig Azul er spilað hér",
    # -- command answers ------------------------------------------------------------------------
    "export.done": (
        "Skrá leiks #{game} ({moves, plural, one {# leikur skráður} other {# leikir skráðir}})."
    ),
    "export.unfinished": (
        "Leikurinn er enn í gangi, svo skráin hefur flísarnar sem hafa verið dregnar en ekki "
        "fræið (seed)."
    ),
    "board.caption": "Spjaldið hjá {name} — umferð {round}.",
    "board.table": "Borð leiks #{game} — umferð {round}.",
    "resign.confirm": "Þú gafst upp í leik #{game}.",
    "end.confirm": "Leik #{game} er lokið.",
    "help.text": (
        "**Azul á Discord**\n"
        "• `/azul new` opnar biðsal hér (val: spil, hlið veggjarins, sérstakur þráður fyrir "
        "leikinn). Aðrir ýta á **Vera með**; gestgjafinn getur bætt við tölvuleikmönnum og "
        "ýtir á **Byrja**.\n"
        "• Þegar þú átt leik sýnir borðið hnappa með aðeins löglegum kostum: Azul — veldu "
        "uppstillingarplötu eða miðjuna, lit og síðan mynsturlínu eða gólflínuna; Sumarhöllin — "
        "taktu flísar í 1. þrepi, leggðu svo á stjörnu (reitur, litur, jókerar, "
        "bónus) eða segðu pass.\n"
        "• `/azul move` leikur leik í skráningarrithætti (t.d. `4K-2`, `CR-F`; með tillögum); "
        "`/azul hint` stingur upp á leik, bara fyrir þig; `/azul undo` tekur síðasta leik þinn "
        "til baka meðan enginn annar hefur leikið og engar nýjar flísar verið dregnar.\n"
        "• `/azul board` sýnir borðið eða spjald eins leikmanns; `/azul export` gefur skrá "
        "leiksins sem JSON; `/azul resign` til að gefast upp; `/azul end` stöðvar leikinn "
        "(gestgjafi eða stjórnendur).\n"
        "• `/azul new timer:` setur umhugsunartíma á hvern leik: áminning kemur þegar helmingur "
        "hans er liðinn og síðan leikur tölva í stað leikmannsins (eftir tvö skipti í röð tekur "
        "tölvan við sætinu þar til ýtt er á **Ég er aftur með**). `/azul games` sýnir leikina "
        "þína sem eru í gangi, fyrst þá þar sem þú átt leik; `/azul settings me` stillir myndir "
        "fyrir litblinda, einkaskilaboð þegar þú átt leik og staðfestingu leikja."
        "\n• `/azul new language:` velur tungumál borðsins; `/azul settings server` stillir "
        "sjálfgefið tungumál netþjónsins (heimildin Stjórna netþjóni)."
    ),
    # -- turn timers, absent players -------------------------------------------------------------
    # Durations are nominative phrases ("5 mínútur", "1 klukkustund"); the sentences that take
    # them ({timer}, {after}, {left}) are built so that the nominative fits.
    "dur.seconds.one": "{n} sekúnda",
    "dur.seconds.other": "{n} sekúndur",
    "dur.minutes.one": "{n} mínúta",
    "dur.minutes.other": "{n} mínútur",
    "dur.hours.one": "{n} klukkustund",
    "dur.hours.other": "{n} klukkustundir",
    "dur.days.one": "{n} dagur",
    "dur.days.other": "{n} dagar",
    "choice.timer.off": "Engin tímamörk",
    "cmd.new.timer": "Umhugsunartími á leik; þegar hann rennur út leikur tölva í stað leikmannsins",
    "lobby.timer": (
        "⏱️ Umhugsunartími á leik: {timer}. Þegar hann rennur út leikur tölva ({level}) í stað "
        "leikmannsins."
    ),
    "lobby.timer_level": "Hvaða tölva leikur þegar tími leikmanns rennur út?",
    "lobby.expired": "Þessum biðsal var lokað: leikurinn hófst ekki innan tímamarka ({after}).",
    "narr.timer": "⏰ {line} (tíminn rann út: tölvan lék)",
    "narr.back": "{name} er aftur með og tekur við sæti sínu á ný.",
    "turn.seat_taken": (
        "Tíminn rann út tvisvar í röð hjá {name}: tölva tekur við sætinu þar til leikmaðurinn "
        "snýr aftur (**Ég er aftur með** eða næsti `/azul move`)."
    ),
    "turn.reminder": (
        "⏰ {mention}, þú átt enn leik: {left} eftir þar til tölva leikur fyrir þig."
    ),
    "dm.your_turn": "Það er komið að þér í Azul-leik #{game}: {link}",
    "button.back": "Ég er aftur með",
    "button.confirm": "Staðfesta",
    "button.change": "Breyta",
    "confirm.question": "Viltu leika þennan leik? {move}",
    "back.done": "Gott að fá þig aftur: sætið er þitt á ný.",
    "error.bad_timer": "Umhugsunartíminn {value} er ekki í boði; veldu einn af: {allowed}.",
    "error.bad_level": "Enginn styrkleiki tölvu heitir {level}.",
    "error.not_away": "Sætið þitt er nú þegar í þínum höndum.",
    # -- a person's games and settings -----------------------------------------------------------
    "cmd.games": "Leikirnir þínir í gangi á þessum netþjóni, fyrst þeir þar sem þú átt leik",
    "cmd.settings": "Stillingar",
    "cmd.settings.me": (
        "Stillingarnar þínar: myndir fyrir litblinda, skilaboð þegar þú átt leik, "
        "staðfesting leikja"
    ),
    "cmd.settings.colour_blind": "Merkja hvern flísalit með tákni á myndunum sem þú sérð",
    "cmd.settings.turn_dm": "Fá einkaskilaboð þegar þú átt leik",
    "cmd.settings.confirm_moves": "Staðfesta hvern leik áður en hann gildir",
    "games.none": (
        "Þú ert ekki með í neinum leik í gangi á þessum netþjóni. Byrjaðu einn með `/azul new`."
    ),
    "games.header": "Leikirnir þínir í gangi hér ({count}):",
    "games.lobby": "biðsalur",
    "games.your_turn": "**þú átt leik**",
    "games.waiting": "beðið eftir öðrum",
    "games.line": "• {state} · {edition}, leikur #{game}: {link}",
    "games.more": "… og {count} í viðbót.",
    "settings.current": "Stillingarnar þínar:",
    "settings.saved": "Vistað. Stillingarnar þínar:",
    "settings.on": "kveikt",
    "settings.off": "slökkt",
    "settings.colour_blind": "• Tákn fyrir litblinda á myndunum sem þú sérð: {state}",
    "settings.turn_dm": "• Einkaskilaboð þegar þú átt leik: {state}",
    "settings.confirm_moves": "• Staðfesting á hverjum leik áður en hann gildir: {state}",
    "cmd.new.language": "Tungumál borðsins (skilaboð og myndir); sjálfgefið: tungumál netþjónsins",
    "cmd.settings.server": "Stillingar netþjónsins (Stjórna netþjóni): sjálfgefið tungumál leikja",
    "cmd.settings.server.language": "Tungumál nýrra leikja hér; Sjálfvirkt: tungumál netþjónsins",
    "settings.server.current": "Stillingar þessa netþjóns:",
    "settings.server.saved": "Vistað. Stillingar þessa netþjóns:",
    "settings.server.language": "• Tungumál nýrra leikja: {language}",
    "settings.server.automatic": (
        "sjálfvirkt (tungumál netþjónsins, annars Discord-tungumál þess sem stofnar leikinn)"
    ),
    "cmd.settings.server.threads": (
        "Nýir leikir opnast í eigin þræði nema /azul new segi thread:False"
    ),
    "cmd.settings.server.images": (
        "Myndir af borðinu á rásinni: aðeins sú nýjasta (eldri skilaboð halda textanum) eða allar"
    ),
    "choice.images.latest": "Aðeins sú nýjasta (eldri skilaboð halda textanum)",
    "choice.images.all": "Allar (öll skilaboð halda mynd sinni)",
    "settings.server.threads": "• Nýir leikir í eigin þræði: {state}",
    "settings.server.images": (
        "• Myndir af borðinu: {images, select, all {öll skilaboð halda mynd sinni} "
        "other {aðeins nýjustu skilaboðin halda myndinni, eldri skilaboð halda textanum}}"
    ),
    "error.manage_server_only": (
        "Aðeins þeir sem hafa heimildina Stjórna netþjóni geta breytt stillingum hans."
    ),
    "error.bad_language": "Tungumálið {value} er ekki til: veldu eitt af þessum: {allowed}.",
    "lang.auto": "Sjálfvirkt",
    # -- after the game: rematch, history, replay, ratings, statistics, leaderboard -------------
    # (English: bot/locales/en_archive.py.) Terms: endurleikur (rematch), endurspilun (replay),
    # skrá yfir leik (record; not "leikskrá", a playbill), styrkleikastig (rating), stigatafla
    # (leaderboard). {who} is a person's name: "hjá {who}" keeps it undeclined.
    "cmd.history": "Loknir leikir á þessum netþjóni, nýjustu fyrst",
    "cmd.history.user": "Aðeins leikir þessa leikmanns",
    "cmd.history.edition": "Aðeins leikir í þessu spili",
    "cmd.replay": "Endurspila lokinn leik, eða skrá yfir leik, skref fyrir skref",
    "cmd.replay.game": "Númer leiksins (sjá /azul history)",
    "cmd.replay.file": "Skrá yfir leik (.json), t.d. úr /azul export",
    "cmd.stats": "Leikir, sigrar, stig og styrkleikastig leikmanns á þessum netþjóni",
    "cmd.stats.user": "Hvers tölfræði (sjálfgefið: þín)",
    "cmd.leaderboard": "Bestu leikmenn þessa netþjóns eftir styrkleikastigum",
    "cmd.leaderboard.edition": "Hvaða spil (sjálfgefið: það sem síðast var spilað hér)",
    "cmd.leaderboard.min_games": "Aðeins leikmenn sem hafa spilað minnst svona marga leiki",
    "cmd.settings.server.ladder_min_games": (
        "Hve marga leiki leikmaður þarf að spila til að komast á stigatöfluna (sjálfgefið 5)"
    ),
    "help.after": (
        "• Eftir leik: **Endurleikur** og **Endurspilun** undir lokaskilaboðunum. "
        "`/azul history` sýnir lokna leiki á þessum netþjóni, `/azul replay game:` (eða "
        "`file:`) spilar leik aftur skref fyrir skref, `/azul stats` og `/azul leaderboard` "
        "sýna styrkleikastig (fyrir hvort spil, hér og á öllum netþjónum)."
    ),
    "button.rematch": "Endurleikur",
    "button.replay": "Endurspilun",
    "button.newer": "Nýrri",
    "button.older": "Eldri",
    "lobby.rematch": (
        "Endurleikur eftir leik #{game}: sætaröðin færist um eitt sæti, svo {first} byrjar."
    ),
    "lobby.seat_pending": "{n}. {name} ⏳",
    "lobby.rematch_call": "{people}: til að halda sætinu þarf að ýta á **Vera með**.",
    "lobby.rematch_help": (
        "Leikmenn merktir ⏳ ýta á **Vera með** til að halda sæti sínu (eða á **Fara** til að "
        "gefa það eftir); gestgjafinn byrjar leikinn þegar allir hafa gert það."
    ),
    "error.rematch_unconfirmed": (
        "Beðið er eftir að {names} ýti fyrst á **Vera með** (eða **Fara**)."
    ),
    "error.rematch_not_over": "Leik #{game} er ekki lokið, svo enn er of snemmt fyrir endurleik.",
    "error.rematch_not_player": "Aðeins leikmenn leiks #{game} geta beðið um endurleik.",
    "history.title": (
        "📜 **Loknir leikir{who, select, none {} other { hjá {who}}}{edition, select, "
        "none {} other { ({edition})}}**: {count, plural, one {# leikur} other {# leikir}}, "
        "síða {page} af {pages}"
    ),
    "history.line": "**Leikur #{game}** · {date} · {edition} ({side}) · {players}",
    "history.winner": "🏆 {name}: {score}",
    "history.player": "{name}: {score}",
    "history.resigned": "(uppgjöf)",
    "history.empty": (
        "Engum leik{who, select, none {} other { hjá {who}}}{edition, select, none {} "
        "other { ({edition})}} er enn lokið á þessum netþjóni."
    ),
    "history.hint": "Endurspilaðu leik með `/azul replay game:`.",
    "replay.title_game": "🎞️ Endurspilun leiks #{game}: {edition} ({side}) · {players}",
    "replay.title_file": "🎞️ Endurspilun skrárinnar {file}: {edition} ({side}) · {players}",
    "replay.position": "Leikur {ply} af {total} · umferð {round}",
    "replay.final": "Lokastig: {scores}",
    "replay.start": "Upphaf leiksins: {name} á fyrsta leik.",
    "replay.round_placeholder": "Fara í umferð…",
    "replay.round_option": "Umferð {round}",
    "replay.round_option_detail": "frá leik {ply}",
    "replay.end_option": "Leikslok",
    "replay.no_source": (
        "Veldu eitt af tvennu: leik (`game:`) eða skrá yfir leik sem viðhengi (`file:`)."
    ),
    "replay.running": "Leikur #{game} er enn í gangi: endurspilunin opnast þegar honum lýkur.",
    "replay.not_started": "Leikur #{game} hófst aldrei, svo það er ekkert að endurspila.",
    "replay.not_yours": (
        "Aðeins sá sem sendi þessa skrá getur flett í gegnum hana: sendu hana með "
        "`/azul replay file:` til að sjá hana."
    ),
    "replay.gone": "Þessi skrá er ekki lengur geymd. Sendu hana aftur með `/azul replay file:`.",
    "replay.too_big": "Skráin er of stór til að vera skrá yfir leik (hámarkið er {limit} KB).",
    "replay.not_json": "Þessi skrá er ekki skrá yfir leik: hún er ekki JSON ({detail}).",
    "replay.bad_record": "Ég get ekki lesið þessa skrá sem skrá yfir leik: {detail}.",
    "replay.bad_move": "Ekki er hægt að leika leik {index} ({move}) í þessari skrá: {reason}.",
    "end.ratings": "Styrkleikastig: {changes}",
    "end.rating_change": "{name} — {after} ({change})",
    "stats.title": "📊 **{name}** á þessum netþjóni",
    "stats.edition": (
        "**{edition}**: {games, plural, one {# leikur} other {# leikir}}, "
        "{wins, plural, one {# sigur} other {# sigrar}} · meðaltal {average} · hæst {best}"
    ),
    "stats.rating": (
        "Styrkleikastig hér: {rating} (út frá {games, plural, one {# leik} other {# leikjum}}), "
        "á öllum netþjónum: {everywhere}"
    ),
    "stats.unrated": "Engin styrkleikastig enn",
    "stats.none": "{name} hefur ekki enn lokið neinum leik á þessum netþjóni.",
    "stats.not_a_person": (
        "Tölfræði er aðeins haldin yfir fólk; tölvuleikmenn eru á `/azul leaderboard`."
    ),
    "stats.chart_rating": "Styrkleikastig",
    "stats.chart_scores": "Stig",
    "stats.chart_empty": "Enginn leikur gildir enn til styrkleikastiga",
    "stats.image_failed": "(Ekki tókst að teikna grafið í þetta sinn.)",
    "ladder.title": "🏅 **{edition}**: bestu leikmenn þessa netþjóns",
    "ladder.line": (
        "{rank}. {name} — {rating} ({games, plural, one {# leikur} other {# leikir}}, "
        "{wins, plural, one {# sigur} other {# sigrar}})"
    ),
    "ladder.own": "Þú: {line}",
    "ladder.rule": (
        "Leikmenn sem hafa spilað minnst {min, plural, one {# leik} other {# leiki}}; "
        "styrkleikastigin sýna þann styrk sem víst er að leikmaðurinn hafi, svo þau hækka "
        "eftir því sem fleiri leikir eru spilaðir."
    ),
    "ladder.empty": (
        "Enginn á þessum netþjóni hefur enn spilað {min, plural, one {# leik} other {# leiki}} "
        "sem {min, plural, one {gildir} other {gilda}} til styrkleikastiga ({edition})."
    ),
    "ladder.header.rank": "#",
    "ladder.header.player": "Leikmaður",
    "ladder.header.rating": "Styrkleikastig",
    "ladder.header.games": "Leikir",
    "ladder.header.wins": "Sigrar",
    "settings.server.min_games": (
        "• Stigatafla: leikmenn sem hafa spilað minnst {n, plural, one {# leik} other {# leiki}}"
    ),
    # -- game reviews (English: bot/locales/en_review.py) --------------------------------
    "cmd.review": "Yfirferð á loknum leik eða leikskrá, leik fyrir leik: hvað hver leikur kostaði",
    "cmd.review.game": "Númer leiksins (sjá /azul history)",
    "cmd.review.file": "Leikskrá (.json), t.d. úr /azul export",
    "button.review": "Yfirferð",
    "review.no_source": "Nefndu leik (`game:`) eða hengdu við leikskrá (`file:`): annað hvort.",
    "review.running": (
        "Leikur nr. {game} er enn í gangi: hægt er að fara yfir hann þegar honum lýkur."
    ),
    "review.not_started": "Leikur nr. {game} hófst aldrei, svo það er ekkert að fara yfir.",
    "help.review": (
        "• **Yfirferð** undir lokaskilaboðunum, eða `/azul review game:` (eða `file:`), metur "
        "hvern leik: hve mörg stig hann kostaði miðað við besta leikinn sem fannst, vendipunkta "
        "leiksins og nákvæmni hvers leikmanns."
    ),
    "review.waiting": "🔍 Önnur yfirferð er í gangi; þín hefst strax á eftir…",
    "review.one_at_a_time": "Hin yfirferðin þín er enn í gangi: biddu um þessa þegar henni lýkur.",
    "review.progress": (
        "🔍 Fer yfir… {done} af {total, plural, one {# leik} other {# leikjum}} metnir"
    ),
    "review.title_game": "🔍 Yfirferð leiks nr. {game}: {edition} · {players}",
    "review.title_file": "🔍 Yfirferð á {file}: {edition} · {players}",
    "review.player": (
        "**{name}**: nákvæmni {accuracy} % · {lost} stig töpuð á umferð · "
        "{mistakes, plural, one {# mistök} other {# mistök}}, "
        "{blunders, plural, one {# afleikur} other {# afleikir}}"
    ),
    "review.turning": "Vendipunktar:",
    "review.turning_point": (
        "Leikur {move} (umferð {round}), {name}: {played}, betra {best}; {loss} stig töpuð"
    ),
    "review.chart": "Væntur lokamunur eftir hvern leik",
    "review.verdict.mistake": "mistök",
    "review.verdict.blunder": "afleikur",
    "review.column.player": "Leikmaður",
    "review.column.accuracy": "Nákvæmni",
    "review.column.lost": "Tap á umferð",
    "review.column.mistakes": "Mistök",
    "review.column.blunders": "Afleikir",
    "review.before": "Fyrir",
    "review.played": "Leikið",
    "review.better": "Betra",
    # -- rated games: no hints, ending by agreement ---------------------------------------------
    "cmd.new.rated": (
        "Láta úrslitin gilda til styrkleikastiga (sjálfgefið já); þá eru engar vísbendingar"
    ),
    "lobby.rated": (
        "🏅 Leikurinn gildir til styrkleikastiga þegar fyrstu umferð er lokið. Engar vísbendingar."
    ),
    "lobby.unrated": (
        "Gildir ekki til styrkleikastiga: stigin breytast ekki og vísbendingar eru leyfðar."
    ),
    "error.hint_rated": (
        "Engar vísbendingar eru í leik sem gildir til styrkleikastiga. Opnaðu leik sem gildir "
        "ekki með `/azul new rated:False`."
    ),
    "error.end_resigned": (
        "Þú hefur gefist upp í þessum leik og getur því ekki lokið honum; stjórnandi sem spilar "
        "ekki í honum getur það."
    ),
    "error.vote_open": (
        "Atkvæðagreiðsla um að ljúka þessum leik er þegar í gangi: bíddu eftir niðurstöðunni."
    ),
    "error.vote_closed": "Þessari atkvæðagreiðslu er lokið.",
    "error.vote_not_asked": "Í þessari atkvæðagreiðslu eru hinir leikmennirnir spurðir, ekki þú.",
    "end.vote_posted": (
        "Hinir leikmennirnir eru beðnir að samþykkja; leikurinn heldur áfram á meðan. Ef "
        "einhver hafnar, eða ekki svara allir í tæka tíð, telst þú hafa gefist upp."
    ),
    "end.as_resign": (
        "Leikur #{game} gildir til styrkleikastiga og fyrstu umferð er lokið, svo að ljúka "
        "honum telst uppgjöf."
    ),
    "end.agreed": (
        "{name} bað um að ljúka þessum leik og allir samþykktu. Hann gildir ekki til "
        "styrkleikastiga; skráin er geymd: `/azul export game:{game}`."
    ),
    "end.unrated": "Leikurinn gilti ekki til styrkleikastiga: engin stig breyttust.",
    "end.unrated_short": (
        "Gildir ekki til styrkleikastiga: leiknum lauk áður en fyrstu umferð lauk."
    ),
    "end.unrated_ended": "Gildir ekki til styrkleikastiga: leikurinn var stöðvaður án úrslita.",
    "vote.asked": (
        "🗳️ {name} vill ljúka þessum leik án áhrifa á styrkleikastig. {people}: ýtið á "
        "**Samþykkja** eða **Hafna** (svarfrestur: {left}, til {until}). Ef allir samþykkja "
        "lýkur leiknum án styrkleikastiga; ef einhver hafnar eða tíminn rennur út telst {name} "
        "hafa gefist upp. Leikurinn heldur áfram á meðan."
    ),
    "vote.agreed_so_far": "Hafa samþykkt: {names}.",
    "vote.passed": "✅ Allir samþykktu: leiknum er lokið og hann gildir ekki til styrkleikastiga.",
    "vote.refused": "❌ {voter} hafnaði: {name} telst hafa gefist upp.",
    "vote.expired": "⌛ Ekki svöruðu allir í tæka tíð: {name} telst hafa gefist upp.",
    "button.agree": "Samþykkja",
    "button.refuse": "Hafna",
    "history.unrated": "(gildir ekki til stiga)",
    "help.rated": (
        "• **Leikir sem gilda til styrkleikastiga** (`/azul new rated:`, sjálfgefið á) breyta "
        "stigum leikmanna, en aðeins þegar fyrstu umferð er lokið: leikur sem endar fyrr breytir "
        "engum stigum. Í þeim eru engar vísbendingar (`/azul undo` virkar eins og venjulega). Í "
        "slíkum leik biður `/azul end` hina leikmennina um samþykki: ef allir samþykkja lýkur "
        "leiknum án stiga, annars telst það uppgjöf. Gegn tölvum einum telst það líka uppgjöf "
        "eftir fyrstu umferð. Stjórnandi sem spilar ekki lýkur leik án stiga."
    ),
    "help.this_game_rated": "Leikurinn á þessari rás (#{game}) gildir til styrkleikastiga.",
    "help.this_game_unrated": "Leikurinn á þessari rás (#{game}) gildir ekki til styrkleikastiga.",
    # The live table on the web: /azul web, the "Watch live" button.
    "web.replay": "Opna í vafra",
    "cmd.web": "Tengill á lifandi borð leiks í vafranum: sætið þitt eða til að horfa",
    "cmd.web.game": "Númer leiksins (sjálfgefið leikurinn á þessari rás)",
    "web.play_link": (
        "Sætið þitt í leik #{game}, aðeins fyrir þig: tengillinn gildir í 12 "
        "klukkustundir. Deildu honum ekki: sá sem hefur hann leikur fyrir þig."
    ),
    "web.watch_link": (
        "Leikur #{game} í vafranum, til að horfa á (tengillinn gildir í 12 klukkustundir)."
    ),
    "web.open": "Opna borðið",
    "web.watch": "Horfa í beinni",
    "web.off": (
        "Þetta vélmenni býður ekki upp á lifandi borð: rekstraraðili þess hefur ekki "
        "gefið því opinbera slóð (AZUL_PUBLIC_URL)."
    ),
}
IS.update(IS_TOURNAMENTS)  # tournaments
IS.update(IS_LESSONS)  # lessons and the rules reference
IS.update(IS_LESSONS_PAVILION)  # Summer Pavilion's lessons
IS.update(IS_ACTIVITY)  # the Discord Activity
