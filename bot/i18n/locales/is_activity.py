"""Icelandic (is): the Discord Activity (the live table inside Discord, docs/activity.md): its
page's words before a table is shown (the table's own come from `web.labels`), and its button.
Discord has no Icelandic client: an Activity is "virkni" here, and the error that points to the
app's settings names them as Discord does ("Activities"). Terms as in icelandic.py: biðsalur
(lobby), gestgjafi (host), sæti (seat), litaða/gráa hliðin (sides), Sumarhöllin."""

IS_ACTIVITY: dict[str, str] = {
    "button.play_in_discord": "Spila í Discord",
    "error.no_activity": (
        "Engin Discord-virkni (Activity) hefur verið sett upp fyrir þetta vélmenni: spilaðu með "
        "hnöppunum hér."
    ),
    "error.activity_refused": (
        "Discord vildi ekki ræsa virknina hér (er kveikt á Activities fyrir þetta forrit og eru "
        "þær leyfðar á þessari rás?). Spilaðu með hnöppunum hér á meðan."
    ),
    "activity.connecting": "Tengist Discord…",
    "activity.in_activity": "Viðstaddir",
    "activity.seat": "sæti {n}",
    "activity.watching": "horfir",
    "activity.games_here": "Leikir á þessari rás",
    "activity.none_here": "Enn er enginn leikur á þessari rás.",
    "activity.open_new": "Opna nýjan leik",
    "activity.azul": "Azul",
    "activity.summer-pavilion": "Sumarhöllin",
    "activity.colour": "litaða hliðin",
    "activity.grey": "gráa hliðin",
    "activity.lobby": "biðsalur",
    "activity.active": "í gangi",
    "activity.players": "leikmenn: {names}",
    "activity.host": "gestgjafi: {name}",
    "activity.join": "Setjast við borðið",
    "activity.watch": "Horfa",
    "activity.computer": "Bæta við auðveldri tölvu",
    "activity.start": "Byrja",
    "activity.waiting": "Beðið eftir að gestgjafinn byrji leikinn.",
    "activity.refused_401": "Discord þekkti þig ekki: lokaðu virkninni og opnaðu hana aftur.",
    "activity.refused_403": "Þú ert ekki með í þessari virkni: farðu fyrst inn í hana úr Discord.",
    "activity.refused_404": "Þessari virkni er lokið: ræstu hana aftur úr skilaboðum leiksins.",
}
