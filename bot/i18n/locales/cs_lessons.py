"""Czech (cs): lessons (`/azul learn`, bot/lessons) and the rules reference (`/azul rules`).
Terms from the Czech Azul rulebook, as in cs.py: výloha (factory display), střed stolu (centre),
přípravná řada (pattern line), podlaha (floor line), stěna (wall), žeton začínajícího hráče,
sáček (bag), víko krabice (box lid), obkládání (tiling), nabídka výloh (the taking phase).
Summer Pavilion as in cs.py: hvězda, pole (space), cena (cost: "stojí"), žolík, věž, zásoba
(supply), bonusové dlaždice, pas / pasovat; bodovací deska (scoring board).
The player is addressed formally (vy), as in the rest of the catalogue; `{colour}` in the labels
is the nominative plural adjective of `colour.*` ("2 × modré")."""

CS_LESSONS: dict[str, str] = {
    # -- commands -----------------------------------------------------------------------------
    "cmd.learn": "Naučte se hrát: krátká lekce, ve které táhnete vy (vidíte ji jen vy)",
    "cmd.learn.edition": "Kterou hru se naučit (výchozí: Azul)",
    "cmd.learn.side": "Která strana herních plánů (výchozí: barevná)",
    "cmd.learn.language": "V jakém jazyce (výchozí: jazyk serveru, jinak váš)",
    "cmd.rules": "Stručná pravidla po tématech, s nakresleným příkladem (vidíte je jen vy)",
    "cmd.rules.topic": "Která část pravidel (výchozí: tah)",
    "cmd.rules.edition": "Která hra (výchozí: hra v tomto kanálu, jinak Azul)",
    "error.bad_topic": "Takové téma pravidel neexistuje: vyberte jedno z těchto: {topics}.",
    "choice.topic.setup": "Příprava hry",
    "choice.topic.turn": "Tah",
    "choice.topic.tiling": "Obkládání",
    "choice.topic.scoring": "Bodování",
    "choice.topic.end": "Konec hry",
    "choice.topic.grey": "Šedá strana",
    "help.learn": (
        "• Hrajete poprvé? `/azul learn` vás hru naučí v krátké lekci, ve které táhnete vy; "
        "`/azul rules` ukáže pravidla téma po tématu, s obrázkem."
    ),
    # -- the lesson's frame -------------------------------------------------------------------
    "lesson.you": "Vy",
    "lesson.robin": "Robin",
    "lesson.step": "Lekce: {title} · krok {n} z {total}",
    "lesson.title.azul-colour": "Azul",
    "lesson.title.azul-grey": "Azul, šedá strana",
    "lesson.title.pavilion-colour": "Letní palác",
    "lesson.title.pavilion-grey": "Letní palác, šedá strana",
    "lesson.next": "Dále",
    "lesson.wrong": "Ne tak docela: přečtěte si krok znovu a zkuste jinou možnost.",
    "lesson.play_button": "Hrát proti snadnému počítači",
    "lesson.started": "Vaše hra proti snadnému počítači začala: {link}",
    "lesson.label.take": "Výloha {source}: {n} × {colour}",
    "lesson.label.take_centre": "Střed: {n} × {colour}",
    "lesson.label.line": "Přípravná řada {line}",
    "lesson.label.floor": "Podlaha",
    "lesson.label.column": "Sloupec {column}",
    "lesson.scoring.title": "Obkládání: nová dlaždice získá body za svou řadu i svůj sloupec",
    "lesson.scoring.row": "{n} v řadě",
    "lesson.scoring.column": "{n} ve sloupci",
    "lesson.scoring.alone": "samotná: 1 bod",
    "lesson.scoring.total": "{points, plural, one {= # bod} few {= # body} other {= # bodů}}",
    "lesson.star.title": "Pokládání: nová dlaždice boduje svou řadu kolem hvězdy",
    "lesson.star.run": "{n} za sebou kolem hvězdy",
    "lesson.star.alone": "samotná: 1 bod",
    "lesson.star.total": "{points, plural, one {= # bod} few {= # body} other {= # bodů}}",
    # -- Azul, coloured side ------------------------------------------------------------------
    "lesson.azul-colour.welcome": (
        "Vítejte ve hře Azul! Vy a Robin se střídáte v braní dlaždic z **výloh** (pět kruhů) "
        "a ze **středu stolu**, abyste zaplnili **přípravné řady** vlevo na svém herním plánu. "
        "Vyhraje ten, kdo nejlépe obloží svou **stěnu**."
    ),
    "lesson.azul-colour.take": (
        "Ve svém tahu si z jedné výlohy vezmete **všechny** dlaždice **jedné barvy**; zbytek "
        "výlohy jde do středu stolu. Modré by přesně zaplnily vaši přípravnou řadu 2: vezměte "
        "si modré dlaždice z výlohy 2."
    ),
    "lesson.azul-colour.take.wrong.3B": (
        "Ve výloze 3 je jen jedna modrá dlaždice: přípravná řada 2 by čekala na další."
    ),
    "lesson.azul-colour.take.wrong.4Y": (
        "Tři žluté dlaždice jsou také dobrý úlovek, ale tento krok je o modré: zkuste výlohu 2."
    ),
    "lesson.azul-colour.line": (
        "Teď položte všechny dlaždice do **jedné** přípravné řady. Do řady 1 se vejde jedna "
        "dlaždice, do řady 2 dvě a tak dále; dlaždice, které se nevejdou, padají na "
        "**podlahu** a stojí body."
    ),
    "lesson.azul-colour.line.wrong.1": (
        "Do řady 1 se vejde jedna dlaždice: druhá by spadla na podlahu a stála by vás bod."
    ),
    "lesson.azul-colour.line.wrong.3": (
        "Do řady 3 se vejdou tři: čekala by ještě na jednu modrou. Řadu 2 dokončí dvě."
    ),
    "lesson.azul-colour.line.wrong.F": (
        "Podlaha stojí body (−1, −1, −2, −2, −2, −3, −3): nechte ji pro to, co se nikam nevejde."
    ),
    "lesson.azul-colour.centre": (
        "Robin si vzal tři žluté dlaždice. Zbytky všech výloh leží ve středu stolu. Kdo si ze "
        "středu bere první, vezme si i **žeton začínajícího hráče**: na podlaze stojí −1, ale "
        "další kolo začínáte vy. Vezměte si žlutou dlaždici ze středu."
    ),
    "lesson.azul-colour.centre.wrong.1Y": (
        "Žlutá dlaždice z výlohy 1 by také posloužila, ale tento krok je o středu: vezměte si ji "
        "tam."
    ),
    "lesson.azul-colour.full_lines": (
        "Vezměte si červenou dlaždici z výlohy 1. Do **dokončené** přípravné řady už žádné "
        "dlaždice nepřidáte a každá řada pojme jen jednu barvu. Která přípravná řada ji může "
        "přijmout?"
    ),
    "lesson.azul-colour.full_lines.wrong.1": "Řadu 1 už dokončila vaše žlutá dlaždice.",
    "lesson.azul-colour.full_lines.wrong.2": "Řadu 2 už dokončily vaše dvě modré dlaždice.",
    "lesson.azul-colour.floor": (
        "Toto je váš herní plán. Na podlaze leží žeton začínajícího hráče: na konci kola −1. "
        "Skončí tam i každá dlaždice, která se nevejde do žádné přípravné řady."
    ),
    "lesson.azul-colour.tiling": (
        "Když už nezbývá žádná dlaždice, kolo končí a z každé **dokončené** přípravné řady se "
        "jedna dlaždice přesune na stěnu, na pole své barvy. Dlaždice získá 1 bod, nebo, pokud "
        "sousedí s jinými, bod za každou dlaždici ve své řadě a každou ve svém sloupci, jak je "
        "nakresleno."
    ),
    "lesson.azul-colour.lid": (
        "Ostatní dlaždice dokončené řady jdou do **víka krabice**; nedokončené řady čekají na "
        "další kolo. Když v sáčku dojdou dlaždice, dlaždice z víka se vrátí do sáčku."
    ),
    "lesson.azul-colour.end": (
        "Hra končí po kole, ve kterém někdo dokončí vodorovnou řadu stěny. Pak každý hráč "
        "získá +2 za každou dokončenou řadu, +7 za každý dokončený sloupec a +10 za každou "
        "barvu, kterou položil pětkrát."
    ),
    "lesson.azul-colour.play": (
        "Hru znáte! Teď si zahrajte skutečnou partii proti snadnému počítačovému hráči."
    ),
    # -- Azul, grey side ----------------------------------------------------------------------
    "lesson.azul-grey.welcome": (
        "Vítejte na **šedé straně** hry Azul! Braní dlaždic funguje stejně jako na barevné "
        "straně, ale na stěně nejsou vyznačené barvy: když dokončíte přípravnou řadu, sloupec "
        "pro její dlaždici **volíte vy**. Nejprve stejný začátek jako v lekci barevné strany."
    ),
    "lesson.azul-grey.column": (
        "Kolo skončilo a vaše přípravná řada 1 je dokončená. Její žlutá dlaždice může jít na "
        "kterékoli volné pole řady 1, pokud se v žádné řadě ani sloupci neopakuje barva. "
        "Položte ji do sloupce 2, ať kolem ní můžete stavět."
    ),
    "lesson.azul-grey.column.wrong.1": (
        "Povoleno, ale tato lekce staví ve sloupci 2: položte žlutou dlaždici tam."
    ),
    "lesson.azul-grey.column.wrong.3": (
        "Povoleno, ale tato lekce staví ve sloupci 2: položte žlutou dlaždici tam."
    ),
    "lesson.azul-grey.column_touch": (
        "Teď vaše modrá dlaždice z řady 2. Dlaždice, která sousedí s jinými, získá víc bodů: "
        "ve kterém sloupci bude přímo pod vaší žlutou dlaždicí?"
    ),
    "lesson.azul-grey.column_touch.wrong.1": (
        "Ve sloupci 1 s ničím nesousedí: 1 bod. Pod žlutou dlaždicí by získala 2."
    ),
    "lesson.azul-grey.column_touch.wrong.3": (
        "Ve sloupci 3 s ničím nesousedí: 1 bod. Pod žlutou dlaždicí by získala 2."
    ),
    "lesson.azul-grey.column_ahead": (
        "Nakonec bílá dlaždice z řady 4. V řadě 3 zatím nic není, takže teď s ničím "
        "nesousedí; pozdější dlaždice v řadě 3 by ji ale spojila do sloupce. Myslete dopředu: "
        "který sloupec?"
    ),
    "lesson.azul-grey.column_ahead.wrong.1": (
        "Ve sloupci 1 zůstane bílá dlaždice osamocená. Ve sloupci 2 by pozdější červená "
        "dlaždice v řadě 3 vytvořila sloupec čtyř dlaždic."
    ),
    "lesson.azul-grey.column_ahead.wrong.5": (
        "Ve sloupci 5 zůstane bílá dlaždice osamocená. Ve sloupci 2 by pozdější červená "
        "dlaždice v řadě 3 vytvořila sloupec čtyř dlaždic."
    ),
    "lesson.azul-grey.tiling": (
        "Každá dlaždice se boduje jako na barevné straně: samotná 1, jinak bod za každou "
        "dlaždici ve své řadě a každou ve svém sloupci. Pozor: barva svůj sloupec zablokuje "
        "natrvalo, takže řada, jejíž barva se nevejde do žádného volného sloupce, padá na "
        "podlahu."
    ),
    "lesson.azul-grey.end": (
        "Hra končí po kole, ve kterém někdo dokončí řadu, se stejnými bonusy: +2 za řadu, +7 za "
        "sloupec, +10 za každou barvu položenou pětkrát kdekoli na stěně."
    ),
    "lesson.azul-grey.play": (
        "Šedou stranu znáte! Zahrajte si na ní skutečnou partii proti snadnému počítačovému hráči."
    ),
    # -- /azul rules: a short reference per topic ---------------------------------------------
    "rules.title": "{edition} — pravidla: {topic}",
    "rules.more": "Chcete se učit hraním? Zkuste {command}.",
    "rules.azul.setup": (
        "2 až 4 hráči. Každý má herní plán: vlevo pět **přípravných řad**, vpravo **stěnu** "
        "5×5, dole **podlahu**. Na stole je 5, 7 nebo 9 **výloh** (pro 2, 3 nebo 4 hráče), na "
        "každou se ze sáčku vylosují 4 dlaždice; **žeton začínajícího hráče** leží ve středu "
        "stolu. Všichni začínají s 0 body."
    ),
    "rules.azul.turn": (
        "Vezměte si **všechny** dlaždice **jedné barvy** z výlohy (zbytek jde do středu stolu), "
        "nebo ze středu stolu (kdo to udělá první, vezme si na podlahu i žeton začínajícího "
        "hráče). Položte je všechny do **jedné** přípravné řady: řada pojme jen jednu barvu, a "
        "ne barvu, kterou už má její řada na stěně; co se nevejde, padá na podlahu. Nabídka "
        "výloh končí, když už nezbývá žádná dlaždice."
    ),
    "rules.azul.tiling": (
        "Pak se shora dolů z každé **dokončené** přípravné řady přesune jedna dlaždice do její "
        "řady na stěně, na pole její barvy, a hned se boduje; ostatní dlaždice té řady jdou do "
        "**víka krabice**. Nedokončené řady zůstávají na další kolo. Když je sáček prázdný, "
        "doplní se dlaždicemi z víka."
    ),
    "rules.azul.scoring": (
        "Samotná dlaždice získá 1 bod. Sousedí-li s jinými, získá bod za každou dlaždici v "
        "nepřerušené řadě, která jí prochází, a za každou ve sloupci, který jí prochází (4 v "
        "řadě + 3 ve sloupci = 7, jak je nakresleno). Podlaha stojí −1, −1, −2, −2, −2, −3, "
        "−3; skóre nikdy neklesne pod 0."
    ),
    "rules.azul.end": (
        "Hra končí po kole, ve kterém někdo dokončí vodorovnou řadu stěny. Bonusy: +2 za každou "
        "dokončenou řadu, +7 za každý dokončený sloupec, +10 za každou barvu, jejíž všech pět "
        "dlaždic je na stěně. Vítězí hráč s nejvíce body; při rovnosti ten, kdo má víc "
        "dokončených řad."
    ),
    "rules.azul.grey": (
        "Na šedé straně nemá stěna vytištěné barvy: když je řada dokončená, zvolíte sloupec "
        "pro její dlaždici, pokud se barva neopakuje v její řadě ani sloupci. Řada, jejíž "
        "dlaždice se nevejde do žádného sloupce, padá celá na podlahu. Vše ostatní je stejné."
    ),
    "rules.summer-pavilion.setup": (
        "2 až 4 hráči, šest kol. Každý herní plán má sedm **hvězd** po šesti polích (šest "
        "barevných hvězd a vícebarevnou středovou hvězdu) a čtyři rohová pole pro dlaždice "
        "ponechané mezi koly. Na 5, 7 nebo 9 **výloh** přijdou po 4 dlaždicích, do **zásoby** "
        "na bodovací desce 10. Všichni začínají s 5 body."
    ),
    "rules.summer-pavilion.turn": (
        "Každé kolo má svou **barvu žolíků** (fialová, zelená, oranžová, žlutá, modrá, červená). "
        "Nejprve si z výlohy nebo ze středu stolu berete **všechny** dlaždice jedné jiné barvy "
        "a k nim **právě jednoho** žolíka, pokud tam nějaký je; kdo si ze středu bere první, "
        "vezme si žeton začínajícího hráče a ztrácí bod za každou vzatou dlaždici. Pak se "
        "střídáte: každý položí jednu dlaždici, nebo **pasuje**."
    ),
    "rules.summer-pavilion.tiling": (
        "Číslo pole je jeho **cena**: zaplaťte tolik dlaždic barvy hvězdy z ruky, žolíci je "
        "mohou nahradit, ale aspoň jedna musí mít skutečnou barvu. Jedna jde na pole, zbytek do "
        "věže. Středová hvězda pojme šest různých barev. Obklopení sloupu, sochy nebo okna "
        "přinese 1, 2 nebo 3 **bonusové dlaždice** ze zásoby."
    ),
    "rules.summer-pavilion.scoring": (
        "Položená dlaždice získá body za nepřerušenou řadu obsazených polí kolem své hvězdy, do "
        "které patří (samotná: 1; na obrázku řada čtyř dá 4). Dlaždice na jiných hvězdách se "
        "nepočítají. Když pasujete, ponechte si až čtyři dlaždice na další kolo; každá zbylá "
        "dlaždice stojí −1."
    ),
    "rules.summer-pavilion.end": (
        "Po 6. kole (kdy se při pasu nic neponechává) se boduje za dokončené hvězdy: fialová "
        "20, zelená 18, oranžová 17, žlutá 16, modrá 15, červená 14, vícebarevná 12; a za "
        "obsazení všech polí s cenou 1, 2, 3 nebo 4 se získá 4, 8, 12 nebo 16. Vítězí hráč s "
        "nejvíce body."
    ),
    "rules.summer-pavilion.grey": (
        "Na šedé straně nemají hvězdy barvu: každá bude jednobarevná, nebo bude mít šest "
        "různých barev, podle svých prvních dvou dlaždic. Ceny jsou vytištěné kolem každé "
        "hvězdy (3, 2, 1, 4, 5, 6; na středové hvězdě všude 3), takže číslo pole není jeho "
        "cena. U každého položení určujete barvu."
    ),
}
