"""Czech (cs): the Discord Activity (the live table inside Discord, docs/activity.md): its page's
words before a table is shown (the table's own come from `web.labels`), and its button.
Terms as in cs.py: hostitel (host), lobby, místo (seat), sledovat (watch), počítač (computer
player), barevná / šedá strana; the title "Letní palác". Discord's feature is "Aktivita",
capitalised as in English so that it reads as the feature's name."""

CS_ACTIVITY: dict[str, str] = {
    "button.play_in_discord": "Hrát v Discordu",
    "error.no_activity": "Tento bot nemá nastavenou Aktivitu Discordu: hrajte tlačítky tady.",
    "error.activity_refused": (
        "Discord tu Aktivitu nespustil (jsou Aktivity pro tuto aplikaci zapnuté a v tomto "
        "kanálu povolené?). Mezitím hrajte pomocí tlačítek tady."
    ),
    "activity.connecting": "Připojování k Discordu…",
    "activity.in_activity": "V Aktivitě",
    "activity.seat": "místo {n}",
    "activity.watching": "sleduje",
    "activity.games_here": "Hry v tomto kanálu",
    "activity.none_here": "V tomto kanálu zatím žádná hra není.",
    "activity.open_new": "Otevřít novou hru",
    "activity.azul": "Azul",
    "activity.summer-pavilion": "Letní palác",
    "activity.colour": "barevná strana",
    "activity.grey": "šedá strana",
    "activity.lobby": "lobby",
    "activity.active": "hraje se",
    "activity.players": "hráči: {names}",
    "activity.host": "hostitel: {name}",
    "activity.join": "Přisednout si",
    "activity.watch": "Sledovat",
    "activity.computer": "Přidat snadný počítač",
    "activity.start": "Začít",
    "activity.waiting": "Čeká se, až hostitel spustí hru.",
    "activity.refused_401": "Discord vás nepoznal: zavřete Aktivitu a otevřete ji znovu.",
    "activity.refused_403": "V této Aktivitě nejste: nejprve se k ní připojte z Discordu.",
    "activity.refused_404": "Tato Aktivita skončila: spusťte ji znovu ze zprávy se hrou.",
}
