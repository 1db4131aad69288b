"""Czech (cs): tournaments (`/azul tournament`, bot/tournaments)."""

CS_TOURNAMENTS: dict[str, str] = {
    # -- commands -----------------------------------------------------------------------------
    "cmd.tournament": (
        "Turnaje na tomto serveru: švýcarský systém, každý s každým, vyřazovací systém"
    ),
    "cmd.tournament.create": "Založit tu turnaj se zprávou pro přihlášky (Spravovat server)",
    "cmd.tournament.create.name": "Název turnaje, jak se bude zobrazovat v jeho zprávách",
    "cmd.tournament.create.edition": "Která hra se bude hrát",
    "cmd.tournament.create.side": "Která strana herních plánů se použije",
    "cmd.tournament.create.format": (
        "Švýcarský systém, každý s každým (nejvýše 8 hráčů), nebo vyřazovací systém"
    ),
    "cmd.tournament.create.table_size": "Hráčů u stolu: 2, 3 nebo 4 (vyřazovací systém: 2)",
    "cmd.tournament.create.rounds": "Švýcarský systém: počet kol (1 až 15)",
    "cmd.tournament.create.timer": "Čas na tah (povinný: turnaj nesmí uváznout)",
    "cmd.tournament.create.rated": "Započítávat hry do hodnocení (výchozí: ano)",
    "cmd.tournament.create.signup": "Jak dlouho budou přihlášky otevřené, např. 30m, 2h, 1d",
    "cmd.tournament.start": (
        "Hned uzavřít přihlášky; během potvrzování účasti hned zahájit 1. kolo"
    ),
    "cmd.tournament.standings": "Průběžné pořadí turnaje jako obrázek i slovy",
    "cmd.tournament.id": "Číslo turnaje (výchozí: turnaj v tomto kanálu)",
    "cmd.tournament.pause": "Pozastavit: žádné nové kolo nezačne, dokud turnaj neobnovíte",
    "cmd.tournament.resume": "Obnovit pozastavený turnaj",
    "cmd.tournament.deadline": (
        "Ukončit probíhající kolo po uplynutí zadané doby (nedohrané hry rozhodne skóre)"
    ),
    "cmd.tournament.deadline.after": "Za jak dlouho od teď, např. 30m, 2h",
    "cmd.tournament.drop": "Vyřadit hráče z turnaje (jeho výsledky zůstanou)",
    "cmd.tournament.add": "Přidat hráče do turnaje (do losování vstoupí od dalšího kola)",
    "cmd.tournament.replace": "Za hráče, který zmizel, bude od jeho další hry hrát počítač",
    "cmd.tournament.player": "Hráč",
    "cmd.tournament.end": "Ukončit turnaj hned (pořadí zůstane, jak je)",
    "choice.format.swiss": "Švýcarský systém",
    "choice.format.round-robin": "Každý s každým",
    "choice.format.knockout": "Vyřazovací systém (pavouk)",
    # -- the sign-up post ---------------------------------------------------------------------
    "tournament.format.swiss": (
        "švýcarský systém, {rounds, plural, one {# kolo} few {# kola} other {# kol}}"
    ),
    "tournament.format.round-robin": "každý s každým",
    "tournament.format.knockout": "vyřazovací systém",
    "tournament.title": "🏆 **{name}** (turnaj #{id})",
    "tournament.rules": (
        "{edition}, {side} · {format} · stoly po {size} hráčích · {timer} na tah · {rated}\n"
        "Pořádá {organiser}."
    ),
    "tournament.scoring": (
        "Body podle umístění u každého stolu: vítěz 6, poslední 0 (u tří hráčů 6/3/0, u čtyř "
        "6/4/2/0); volno 3. Při rovnosti bodů rozhodují pomocná kritéria: body soupeřů, pak "
        "celkové skóre, pak vzájemné zápasy."
    ),
    "tournament.scoring_knockout": (
        "Vítěz každé hry postupuje do dalšího kola; při remíze postupuje výše nasazený hráč. "
        "Nejvýše nasazení hráči (podle hodnocení) mohou v prvním kole mít volno."
    ),
    "tournament.rated": "hodnocené hry",
    "tournament.unrated": "hry bez hodnocení",
    "tournament.signup_open": "Přihlášky jsou otevřené do {when}: stiskněte **Přihlásit se**.",
    "tournament.checkin_open": (
        "Potvrzení účasti je otevřené do {when}: všichni přihlášení, stiskněte **Potvrdit "
        "účast**, jinak budete při zahájení 1. kola vyřazeni."
    ),
    "tournament.running": "Probíhá kolo {round} z {rounds}.",
    "tournament.running_paused": "Pozastaveno po kole {round} z {rounds}.",
    "tournament.finished": "Turnaj skončil.",
    "tournament.ended": "Pořadatel turnaj ukončil.",
    "tournament.players": "**Hráči ({count})**: {names}",
    "tournament.nobody": "zatím nikdo",
    "tournament.checked": "✅ {name}",
    "tournament.unchecked": "⏳ {name}",
    "tournament.withdrawn": "~~{name}~~",
    "button.sign_up": "Přihlásit se",
    "button.withdraw": "Odhlásit se",
    "button.check_in": "Potvrdit účast",
    # -- answers to one person ------------------------------------------------------------------
    "tournament.created": "Turnaj #{id} je otevřený pro přihlášky: {link}",
    "tournament.signed_up": "Jste přihlášeni do turnaje {name}.",
    "tournament.withdrew": "Odhlásili jste se z turnaje {name}.",
    "tournament.checked_in": "Účast v turnaji {name} máte potvrzenou. Hodně štěstí!",
    "tournament.started_checkin": (
        "Přihlášky do turnaje {name} jsou uzavřené: teď běží potvrzení účasti."
    ),
    "tournament.paused_now": (
        "Turnaj {name} je pozastavený: žádné nové kolo nezačne, dokud ho neobnovíte."
    ),
    "tournament.resumed_now": "Turnaj {name} pokračuje.",
    "tournament.deadline_set": (
        "Kolo {round} turnaje {name} skončí {when}: nedohrané hry pak rozhodne jejich skóre."
    ),
    "tournament.dropped_now": "{player} v turnaji {name} končí (výsledky zůstávají).",
    "tournament.added_now": "{player} hraje v turnaji {name} od dalšího kola.",
    "tournament.replaced_now": (
        "Za hráče {player} bude v turnaji {name} od jeho další hry hrát počítač ({level})."
    ),
    "tournament.ended_now": "Turnaj {name} je ukončen.",
    "tournament.none": "V tomto kanálu žádný turnaj není: zadejte jeho číslo.",
    # -- channel posts ------------------------------------------------------------------------
    "tournament.checkin_ping": (
        "✋ Potvrzení účasti v turnaji **{name}** je otevřené do {when}: {people}"
    ),
    "tournament.round_title": "🎲 **{name}**: kolo {round} z {rounds}",
    "tournament.table_line": "Stůl {table}: {players} → {thread}",
    "tournament.bye_line": "Volno: {player} (3 body)",
    "tournament.thread_name": "{name} · kolo {round} · stůl {table}",
    "tournament.table_welcome": (
        "**{name}**, kolo {round}, stůl {table}: {players}. {timer} na tah; komu dvakrát po "
        "sobě vyprší čas, za toho hraje počítač, dokud se nevrátí."
    ),
    "tournament.table_result": "Hra u stolu {table} v kole {round} skončila: {result}.",
    "tournament.table_adjudicated": (
        "Hře u stolu {table} v kole {round} vypršel čas: rozhodlo skóre v tu chvíli, {result}."
    ),
    "tournament.place": "{place}. {name}: {score}",
    "tournament.round_over": "Kolo {round} turnaje **{name}** skončilo. Pořadí:",
    "tournament.waiting": "Pozastaveno: další kolo začne, až pořadatel turnaj obnoví.",
    "tournament.final": "🏆 Turnaj **{name}** skončil. Konečné pořadí:",
    "tournament.winner": "Gratulujeme: {names}!",
    "tournament.deadline_passed": "⏰ Čas na kolo vypršel: nedohrané hry končí podle skóre.",
    "tournament.too_few_now": "Turnaj **{name}** nezačal: účast potvrdili méně než dva hráči.",
    "tournament.standings_line": (
        "{rank}. {name} — {points} b. · soupeři {opponents} · skóre {score}"
    ),
    "tournament.standings_withdrawn": "(odstoupení)",
    "tournament.standings_title": "{name} — pořadí po kole {round} z {rounds}",
    "tournament.standings_subtitle": "{edition} · {side} · {format} · stoly po {size} hráčích",
    "tournament.standings_footer": (
        "Body: vítěz 6 až poslední 0 · při rovnosti: body soupeřů, skóre, vzájemné zápasy · "
        "+1: volno"
    ),
    "tournament.col.rank": "#",
    "tournament.col.player": "Hráč",
    "tournament.col.points": "Body",
    "tournament.col.opponents": "Soupeři",
    "tournament.col.score": "Skóre",
    "tournament.col.games": "Hry",
    "tournament.game_line": "Hra turnaje **{name}**, kolo {round}.",
    # -- errors ---------------------------------------------------------------------------------
    "error.tournament_unknown": "Turnaj #{id} neznám.",
    "error.tournament_name": "Název turnaje musí mít 1 až {most} znaků.",
    "error.tournament_format": "`{value}` není formát turnaje: swiss, round-robin nebo knockout.",
    "error.tournament_table_size": "U stolu sedí 2, 3 nebo 4 hráči.",
    "error.tournament_knockout_size": "Vyřazovací systém se hraje u stolů pro dva.",
    "error.tournament_timer": (
        "Turnaj potřebuje časový limit tahu (`timer:`): nemůže čekat donekonečna."
    ),
    "error.tournament_rounds": "Turnaj hraný švýcarským systémem má 1 až {most} kol (`rounds:`).",
    "error.tournament_channel_busy": "V tomto kanálu už probíhá turnaj: {name}.",
    "error.tournament_signup_closed": "Přihlášky do turnaje {name} jsou uzavřené.",
    "error.tournament_full": (
        "Turnaj je plný ({most, plural, one {# hráč} few {# hráči} other {# hráčů}})."
    ),
    "error.tournament_already_in": "Do turnaje {name} už jste přihlášeni.",
    "error.tournament_not_in": "Tento hráč v turnaji {name} nehraje.",
    "error.tournament_you_not_in": "Do turnaje {name} nejste přihlášeni.",
    "error.tournament_player_in": "{player} už v turnaji {name} hraje.",
    "error.tournament_no_checkin": "Turnaj {name} teď nemá otevřené potvrzení účasti.",
    "error.tournament_checked_in": "Účast v turnaji {name} už máte potvrzenou.",
    "error.tournament_over": "Turnaj {name} už skončil.",
    "error.tournament_not_checkin": "U turnaje {name} teď neprobíhá potvrzení účasti.",
    "error.tournament_too_few": ("Turnaj {name} nemůže začít: účast potvrdili méně než dva hráči."),
    "error.tournament_round_robin_many": (
        "Systém každý s každým je nejvýše pro {most, plural, one {# hráče} few {# hráče} "
        "other {# hráčů}}."
    ),
    "error.tournament_organiser_only": (
        "To může udělat jen pořadatel nebo někdo s oprávněním Spravovat server."
    ),
    "error.tournament_not_running": "Turnaj {name} neprobíhá.",
    "error.tournament_paused": "Turnaj už je pozastavený.",
    "error.tournament_not_paused": "Turnaj není pozastavený.",
    "error.tournament_bad_signup": (
        "`signup:` přijímá dobu trvání, např. 30m, 2h nebo 1d (nejvýše 14 dní)."
    ),
    "cmd.tournament.repair": "Znovu nalosovat probíhající kolo (dokud nikdo netáhl)",
    "tournament.repaired_now": "Kolo {round} turnaje {name} je nalosováno znovu.",
    "tournament.replaced_public": (
        "🤖 Od příští partie hraje za nepřítomného hráče {player} počítač ({level})."
    ),
    "tournament.called_off": "Pořadatel toto kolo nalosoval znovu: tato partie se ruší.",
    "error.tournament_round_started": (
        "Kolo {round} už nejde nalosovat znovu: jeho partie začaly (někdo už táhl)."
    ),
    "history.tournament": "(turnaj {name}, {round}. kolo)",
    "error.tournament_create_permission": (
        "K otevření turnaje potřebujete oprávnění Spravovat server nebo roli, kterou "
        "pro to server určil (`/azul settings server tournament_role:`)."
    ),
    "cmd.settings.server.tournament_role": (
        "Role, jejíž členové smějí otevírat turnaje (@everyone: jen Spravovat server)"
    ),
    "settings.server.tournament_role": "• Turnaje otevírají: {who}",
    "settings.server.tournament_role_none": "členové s oprávněním Spravovat server",
    "settings.server.tournament_role_named": (
        "členové s oprávněním Spravovat server nebo s rolí {role}"
    ),
    "end.deadline": (
        "⏰ Čas kola vypršel: partie #{game} zde končí a rozhoduje skóre, jak právě stojí."
    ),
}
