"""Icelandic (is): tournaments (`/azul tournament`, bot/tournaments)."""

IS_TOURNAMENTS: dict[str, str] = {
    # -- commands -----------------------------------------------------------------------------
    "cmd.tournament": "Mót á þessum netþjóni: svissneskt kerfi, allir við alla, útsláttarkeppni",
    "cmd.tournament.create": "Opna mót hér, með skilaboðum til skráningar (Stjórna netþjóni)",
    "cmd.tournament.create.name": "Heiti mótsins, eins og það birtist í skilaboðum þess",
    "cmd.tournament.create.edition": "Hvaða spil er spilað",
    "cmd.tournament.create.side": "Hvor hlið leikmannaspjaldanna er notuð",
    "cmd.tournament.create.format": (
        "Svissneskt kerfi, allir við alla (mest 8 leikmenn) eða útsláttarkeppni"
    ),
    "cmd.tournament.create.table_size": "Leikmenn við hvert borð: 2, 3 eða 4 (útsláttarkeppni: 2)",
    "cmd.tournament.create.rounds": "Svissneskt kerfi: fjöldi umferða (1 til 15)",
    "cmd.tournament.create.timer": "Umhugsunartími á hvern leik (skylda: mótið má ekki stöðvast)",
    "cmd.tournament.create.rated": "Hvort leikirnir gilda til styrkleikastiga (sjálfgefið: já)",
    "cmd.tournament.create.signup": "Hve lengi skráningin er opin, t.d. 30m, 2h, 1d",
    "cmd.tournament.start": (
        "Loka skráningunni strax; meðan staðfesting þátttöku stendur yfir, hefja 1. umferð strax"
    ),
    "cmd.tournament.standings": "Staðan í móti, sem mynd og í orðum",
    "cmd.tournament.id": "Númer mótsins (sjálfgefið: mótið á þessari rás)",
    "cmd.tournament.pause": "Gera hlé: engin ný umferð hefst fyrr en þú heldur áfram",
    "cmd.tournament.resume": "Halda áfram móti sem er í hléi",
    "cmd.tournament.deadline": (
        "Ljúka yfirstandandi umferð eftir tiltekinn tíma (stigin ráða ókláruðum leikjum)"
    ),
    "cmd.tournament.deadline.after": "Eftir hve langan tíma, t.d. 30m, 2h",
    "cmd.tournament.drop": "Taka leikmann úr mótinu (úrslit hans standa)",
    "cmd.tournament.add": "Bæta leikmanni við mótið (paraður frá og með næstu umferð)",
    "cmd.tournament.replace": "Tölva leikur fyrir leikmann sem hvarf, frá og með næsta leik hans",
    "cmd.tournament.player": "Leikmaðurinn",
    "cmd.tournament.end": "Ljúka mótinu strax (staðan eins og hún er)",
    "choice.format.swiss": "Svissneskt kerfi",
    "choice.format.round-robin": "Allir við alla",
    "choice.format.knockout": "Útsláttarkeppni",
    # -- the sign-up post ---------------------------------------------------------------------
    "tournament.format.swiss": (
        "svissneskt kerfi, {rounds, plural, one {# umferð} other {# umferðir}}"
    ),
    "tournament.format.round-robin": "allir við alla",
    "tournament.format.knockout": "útsláttarkeppni",
    "tournament.title": "🏆 **{name}** (mót #{id})",
    "tournament.rules": (
        "{edition}, {side} · {format} · {size} við hvert borð · {timer} á leik · {rated}\n"
        "Mótshaldari: {organiser}."
    ),
    "tournament.scoring": (
        "Stig eftir sæti við hvert borð: 6 fyrir sigur, niður í 0 fyrir neðsta sæti (6/3/0 við "
        "þriggja manna borð, 6/4/2/0 við fjögurra); yfirseta gefur 3. Við jöfnuð ráða stig "
        "mótherja, síðan samanlögð leikstig, síðan innbyrðis viðureignir."
    ),
    "tournament.scoring_knockout": (
        "Sigurvegari hvers leiks kemst áfram í næstu umferð; verði jafntefli kemst sá áfram sem "
        "er ofar í röðun. Efstu leikmenn í röðun (eftir styrkleikastigum) geta byrjað á yfirsetu."
    ),
    "tournament.rated": "gildir til styrkleikastiga",
    "tournament.unrated": "gildir ekki til styrkleikastiga",
    "tournament.signup_open": "Skráning er opin til {when}: ýttu á **Skrá mig**.",
    "tournament.checkin_open": (
        "Staðfesting þátttöku er opin til {when}: allir skráðir ýti á **Staðfesta "
        "þátttöku**, annars falla þeir úr mótinu þegar 1. umferð hefst."
    ),
    "tournament.running": "Umferð {round} af {rounds} stendur yfir.",
    "tournament.running_paused": "Hlé eftir umferð {round} af {rounds}.",
    "tournament.finished": "Mótinu er lokið.",
    "tournament.ended": "Mótshaldarinn batt enda á mótið.",
    "tournament.players": "**Leikmenn ({count})**: {names}",
    "tournament.nobody": "enginn enn",
    "tournament.checked": "✅ {name}",
    "tournament.unchecked": "⏳ {name}",
    "tournament.withdrawn": "~~{name}~~",
    "button.sign_up": "Skrá mig",
    "button.withdraw": "Afskrá mig",
    "button.check_in": "Staðfesta þátttöku",
    # -- answers to one person ------------------------------------------------------------------
    "tournament.created": "Mót #{id} er opið fyrir skráningu: {link}",
    "tournament.signed_up": "Þú hefur skráð þig í mótið {name}.",
    "tournament.withdrew": "Þú hefur afskráð þig úr mótinu {name}.",
    "tournament.checked_in": "Þú hefur staðfest þátttöku í mótinu {name}. Gangi þér vel!",
    "tournament.started_checkin": (
        "Skráningu í mótið {name} er lokið: nú stendur staðfesting þátttöku yfir."
    ),
    "tournament.paused_now": (
        "Hlé er á mótinu {name}: engin ný umferð hefst fyrr en þú heldur því áfram."
    ),
    "tournament.resumed_now": "Mótið {name} heldur áfram.",
    "tournament.deadline_set": (
        "Umferð {round} í mótinu {name} lýkur {when}: þá ráða stigin úrslitum ókláraðra leikja."
    ),
    "tournament.dropped_now": "{player} er ekki lengur með í mótinu {name} (úrslitin standa).",
    "tournament.added_now": "{player} er með í mótinu {name} frá og með næstu umferð.",
    "tournament.replaced_now": (
        "Tölva ({level}) leikur fyrir {player} í mótinu {name} frá og með næsta leik."
    ),
    "tournament.ended_now": "Mótinu {name} er lokið.",
    "tournament.none": "Ekkert mót er á þessari rás: gefðu upp númer mótsins.",
    # -- channel posts ------------------------------------------------------------------------
    "tournament.checkin_ping": (
        "✋ Staðfesting þátttöku í mótinu **{name}** er opin til {when}: {people}"
    ),
    "tournament.round_title": "🎲 **{name}**: umferð {round} af {rounds}",
    "tournament.table_line": "Borð {table}: {players} → {thread}",
    "tournament.bye_line": "Yfirseta: {player} (3 stig)",
    "tournament.thread_name": "{name} · umferð {round} · borð {table}",
    "tournament.table_welcome": (
        "**{name}**, umferð {round}, borð {table}: {players}. {timer} á leik; ef tími "
        "leikmanns rennur út tvisvar í röð tekur tölva við sætinu þar til hann snýr aftur."
    ),
    "tournament.table_result": "Leiknum við borð {table} í umferð {round} er lokið: {result}.",
    "tournament.table_adjudicated": (
        "Tíminn rann út við borð {table} í umferð {round}: stigin á þeirri stundu ráða "
        "úrslitum, {result}."
    ),
    "tournament.place": "{place}. {name}: {score}",
    "tournament.round_over": "Umferð {round} í mótinu **{name}** er lokið. Staðan:",
    "tournament.waiting": "Hlé: næsta umferð hefst þegar mótshaldarinn heldur mótinu áfram.",
    "tournament.final": "🏆 Mótinu **{name}** er lokið. Lokastaðan:",
    "tournament.winner": "Til hamingju, {names}!",
    "tournament.deadline_passed": (
        "⏰ Frestur umferðarinnar er liðinn: stigin ráða úrslitum ókláraðra leikja."
    ),
    "tournament.too_few_now": (
        "Mótið **{name}** hófst ekki: færri en tveir leikmenn staðfestu þátttöku."
    ),
    "tournament.standings_line": (
        "{rank}. {name} — {points} stig · mótherjar {opponents} · leikstig {score}"
    ),
    "tournament.standings_withdrawn": "(hætti)",
    "tournament.standings_title": "{name} — staðan eftir umferð {round} af {rounds}",
    "tournament.standings_subtitle": "{edition} · {side} · {format} · {size} við hvert borð",
    "tournament.standings_footer": (
        "Stig: 6 fyrir sigur, niður í 0 · við jöfnuð: stig mótherja, leikstig, "
        "innbyrðis viðureignir · +1: yfirseta"
    ),
    "tournament.col.rank": "#",
    "tournament.col.player": "Leikmaður",
    "tournament.col.points": "Stig",
    "tournament.col.opponents": "Mótherjar",
    "tournament.col.score": "Leikstig",
    "tournament.col.games": "Leikir",
    "tournament.game_line": "Leikur í mótinu **{name}**, umferð {round}.",
    # -- errors ---------------------------------------------------------------------------------
    "error.tournament_unknown": "Ég þekki ekkert mót #{id}.",
    "error.tournament_name": "Heiti móts þarf að vera 1 til {most} stafir að lengd.",
    "error.tournament_format": (
        "`{value}` er ekki fyrirkomulag móts: swiss, round-robin eða knockout."
    ),
    "error.tournament_table_size": "Við hvert borð sitja 2, 3 eða 4 leikmenn.",
    "error.tournament_knockout_size": "Útsláttarkeppni er spiluð við tveggja manna borð.",
    "error.tournament_timer": "Mót þarf umhugsunartíma (`timer:`): það getur ekki beðið endalaust.",
    "error.tournament_rounds": (
        "Mót með svissnesku kerfi hefur 1 til {most} umferðir (`rounds:`)."
    ),
    "error.tournament_channel_busy": "Á þessari rás er þegar mót í gangi: {name}.",
    "error.tournament_signup_closed": "Skráningu í mótið {name} er lokið.",
    "error.tournament_full": (
        "Mótið er fullt ({most, plural, one {# leikmaður} other {# leikmenn}})."
    ),
    "error.tournament_already_in": "Þú hefur þegar skráð þig í mótið {name}.",
    "error.tournament_not_in": "Þessi leikmaður er ekki með í mótinu {name}.",
    "error.tournament_you_not_in": "Þú ert ekki með í mótinu {name}.",
    "error.tournament_player_in": "{player} er þegar með í mótinu {name}.",
    "error.tournament_no_checkin": "Engin staðfesting þátttöku er opin í mótinu {name}.",
    "error.tournament_checked_in": "Þú hefur þegar staðfest þátttöku í mótinu {name}.",
    "error.tournament_over": "Mótinu {name} er lokið.",
    "error.tournament_not_checkin": "Staðfesting þátttöku stendur ekki yfir í mótinu {name}.",
    "error.tournament_too_few": (
        "Mótið {name} getur ekki hafist: færri en tveir leikmenn staðfestu þátttöku."
    ),
    "error.tournament_round_robin_many": (
        "Kerfið allir við alla rúmar mest {most, plural, one {# leikmann} other {# leikmenn}}."
    ),
    "error.tournament_organiser_only": (
        "Aðeins mótshaldarinn, eða einhver með heimildina Stjórna netþjóni, getur gert þetta."
    ),
    "error.tournament_not_running": "Mótið {name} er ekki í gangi.",
    "error.tournament_paused": "Það er þegar hlé á mótinu.",
    "error.tournament_not_paused": "Mótið er ekki í hléi.",
    "error.tournament_bad_signup": (
        "`signup:` tekur tímalengd eins og 30m, 2h eða 1d (mest 14 dagar)."
    ),
    "cmd.tournament.repair": "Para umferðina sem stendur yfir upp á nýtt (áður en nokkur á leik)",
    "tournament.repaired_now": "Umferð {round} í {name} hefur verið pöruð upp á nýtt.",
    "tournament.replaced_public": (
        "🤖 Frá og með næsta leik spilar tölva ({level}) fyrir {player}, sem er fjarverandi."
    ),
    "tournament.called_off": (
        "Mótshaldari paraði þessa umferð upp á nýtt: þessi leikur fellur niður."
    ),
    "error.tournament_round_started": (
        "Ekki er hægt að para umferð {round} upp á nýtt: leikir hennar eru hafnir "
        "(einhver hefur leikið)."
    ),
    "history.tournament": "({name}, umferð {round})",
    "error.tournament_create_permission": (
        "Til að opna mót þarf heimildina Stjórna netþjóni, eða hlutverkið sem "
        "þjónninn valdi til þess (`/azul settings server tournament_role:`)."
    ),
    "cmd.settings.server.tournament_role": (
        "Hlutverk sem má opna mót (@everyone: aðeins Stjórna netþjóni)"
    ),
    "settings.server.tournament_role": "• Mót opna: {who}",
    "settings.server.tournament_role_none": "meðlimir með heimildina Stjórna netþjóni",
    "settings.server.tournament_role_named": (
        "meðlimir með heimildina Stjórna netþjóni eða hlutverkið {role}"
    ),
    "end.deadline": (
        "⏰ Tími umferðarinnar er liðinn: leik #{game} lýkur hér og staðan eins og hún "
        "er ræður úrslitum."
    ),
}
