"""Czech (cs): Summer Pavilion's lessons (`/azul learn`, bot/lessons/pavilion.py), both sides,
and the labels of their choices. Terms as in cs.py and `cs_lessons`: výloha (factory display),
střed stolu (centre), žeton začínajícího hráče, žolíci ("fialové dlaždice jsou v tomto kole
žolíci"), hvězda, středová hvězda, pole (space), cena (cost: "stojí"), obsadit (cover), zásoba
(supply), věž (tower), sloup (pillar), socha (statue), okno (window), bonusové dlaždice, rohová
pole (corner spaces), pas / pasovat, bodovací deska (scoring board), počítadlo kol (round track),
vícebarevná hvězda; a grey-side space "marked 1" is "pole s číslem 1".
The player is addressed formally (vy); Robin is masculine ("Robin si vzal"); `{colour}` in the
labels is the nominative plural adjective of `colour.*` ("2 × červené", "žádné červené")."""

CS_LESSONS_PAVILION: dict[str, str] = {
    # -- choices ------------------------------------------------------------------------------
    "lesson.label.colour": "{colour}",
    "lesson.label.place": "Pole {space}: {n} × {colour}",
    "lesson.label.place_wild": "Pole {space}: {n} × {colour} + {wilds} × žolík",
    "lesson.label.place_wild_only": "Pole {space}: {wilds} × žolík, žádné {colour}",
    "lesson.label.centre": "Středová hvězda, pole {space}: {n} × {colour}",
    "lesson.label.marked": "Pole s číslem {cost}: {n} × {colour}",
    "lesson.label.marked_wild": "Pole s číslem {cost}: {n} × {colour} + {wilds} × žolík",
    "lesson.label.pass_give_up": "Pasovat a přijít o {n} × {colour}",
    "lesson.label.pass_keep": "Pasovat a ponechat si {n} × {colour}",
    "lesson.label.pass_keep_nothing": "Pasovat a nic si neponechat",
    # -- Summer Pavilion, coloured side -------------------------------------------------------
    "lesson.pavilion-colour.welcome": (
        "Vítejte ve hře **Azul: Letní palác**! Během šesti kol si vy a Robin berete dlaždice z "
        "**výloh** (pět kruhů) a ze **středu stolu** a pak je pokládáte na sedm **hvězd** svého "
        "herního plánu. Oba začínáte s 5 body; po 6. kole vyhraje ten, kdo má nejvíc bodů."
    ),
    "lesson.pavilion-colour.wild": (
        "V každém kole jsou dlaždice jedné barvy **žolíci**: jen v tom kole mohou zastoupit "
        "dlaždice jiných barev. Počítadlo kol na bodovací desce ukazuje barvu žolíků každého ze "
        "šesti kol a řádek nad výlohami barvu tohoto kola. Které dlaždice jsou žolíci v 1. kole?"
    ),
    "lesson.pavilion-colour.wild.wrong.G": (
        "Zelené jsou žolíci ve 2. kole. Počítadlo ukazuje kola popořadě: fialová, zelená, "
        "oranžová, žlutá, modrá, červená."
    ),
    "lesson.pavilion-colour.wild.wrong.R": (
        "Červené jsou žolíci v 6., posledním kole. Barva žolíků 1. kola je na počítadle první."
    ),
    "lesson.pavilion-colour.take": (
        "Ve svém tahu si z výlohy vezmete **všechny** dlaždice **jedné barvy** a k nim "
        "**právě jednoho** žolíka, pokud tam nějaký je; ostatní dlaždice výlohy jdou do středu "
        "stolu. Vezměte si dvě žluté dlaždice z výlohy 3: přibude k nim fialová a červená půjde "
        "do středu."
    ),
    "lesson.pavilion-colour.take.wrong.3R": (
        "Ve výloze 3 je jen jedna červená dlaždice, ale dvě žluté, a fialová přibude tak jako "
        "tak: vezměte si žluté."
    ),
    "lesson.pavilion-colour.take.wrong.4P": (
        "Fialové dlaždice jsou v tomto kole žolíci: jedna přibude k barvě, kterou si berete, a "
        "samotné se berou jen z výlohy nebo ze středu, kde nic jiného neleží."
    ),
    "lesson.pavilion-colour.centre": (
        "Robin si vzal modrou dlaždici z výlohy 1 a fialovou; druhá fialová a červená z té výlohy "
        "šly do středu, k vaší červené. Kdo si ze středu bere první, vezme si i **žeton "
        "začínajícího hráče**: ztrácí bod za každou vzatou dlaždici (skóre nikdy neklesne pod 1), "
        "ale pokládá první a začíná další kolo. Vezměte si ze středu dvě červené dlaždice i s "
        "fialovou."
    ),
    "lesson.pavilion-colour.centre.wrong.5R": (
        "Ve výloze 5 je jedna červená dlaždice; ve středu jsou dvě a přibude k nim fialová."
    ),
    "lesson.pavilion-colour.last_take": (
        "Vzali jste si 3 dlaždice a žeton: 5 − 3 = 2 body. Robin si vzal modré dlaždice z "
        "výlohy 2 a fialovou a oranžová z té výlohy šla do středu. Vezměte si zelenou dlaždici "
        "z výlohy 4: přibude k ní fialová a zelené budou žolíci 2. kola."
    ),
    "lesson.pavilion-colour.last_take.wrong.CO": (
        "Ve středu je jediná oranžová a žádná fialová: jedna dlaždice a žádný žolík navíc."
    ),
    "lesson.pavilion-colour.last_take.wrong.5O": (
        "Dvě oranžové a fialová by byly také dobrý úlovek, ale tato lekce myslí dopředu: zelené "
        "jsou žolíci 2. kola."
    ),
    "lesson.pavilion-colour.place": (
        "Stůl je prázdný (poslední braní vám nedalo na výběr: čtyři oranžové a fialová ze "
        "středu), takže teď každý v pořadí položí jednu dlaždici, nebo pasuje, a začínáte vy, "
        "protože máte žeton. Číslo pole je jeho **cena**: zaplaťte tolik dlaždic barvy hvězdy, "
        "přičemž žolíci mohou nahradit všechny kromě jedné; jedna jde na pole, zbytek do věže. "
        "Obsaďte pole 2 červené hvězdy červenou a fialovou."
    ),
    "lesson.pavilion-colour.place.wrong.R2w2": (
        "Aspoň jedna dlaždice platby musí být opravdu červená: žolíci nahrazují jen ty ostatní."
    ),
    "lesson.pavilion-colour.place.wrong.R2": (
        "Povoleno, ale fialové jsou žolíci jen v tomto kole: utraťte fialové teď a druhou "
        "červenou si nechte na pole 3."
    ),
    "lesson.pavilion-colour.run": (
        "Položená dlaždice získá body za nepřerušenou **řadu** obsazených polí kolem své hvězdy, "
        "do které patří: samotná 1, na poli 3 při obsazených polích 1, 2 a 4 získá 4, jak je "
        "nakresleno. Dlaždice na jiných hvězdách se nikdy nepočítají. Obsaďte červené pole 3 "
        "vedle svého pole 2 červenou a dvěma fialovými: 2 body."
    ),
    "lesson.pavilion-colour.run.wrong.R1": (
        "Pole 1 také sousedí s polem 2 a stojí jednu dlaždici, ale pole 2 a 3 jsou ta dvě pole "
        "červené hvězdy u sloupu: proč na nich záleží, ukážou další kroky."
    ),
    "lesson.pavilion-colour.run.wrong.R4w3": (
        "Pole 4 s polem 2 nesousedí: dlaždice by tam za čtyři zaplacené získala samotná 1 bod."
    ),
    "lesson.pavilion-colour.centre_star": (
        "**Středová hvězda** přijme jakoukoli barvu, ale všech jejích šest dlaždic musí mít "
        "různé barvy; smí tam i barva žolíků, placená jen fialovými. Středová pole 1 a 2 "
        "sousedí se stejným sloupem jako červená pole 2 a 3. Obsaďte středové pole 1 svou "
        "poslední fialovou."
    ),
    "lesson.pavilion-colour.centre_star.wrong.C1G": (
        "Zelenou dlaždici si nechte: zelené jsou žolíci 2. kola."
    ),
    "lesson.pavilion-colour.centre_star.wrong.C1Y": (
        "Vaše dvě žluté dlaždice patří na středové pole 2 a středová hvězda přijme každou barvu "
        "jen jednou."
    ),
    "lesson.pavilion-colour.bonus": (
        "Kdo obsadí poslední pole kolem **sloupu**, **sochy** nebo **okna**, získá ze zásoby "
        "**bonusové dlaždice** podle svého výběru: 1 za sloup, 2 za sochu, 3 za okno. Středové "
        "pole 2 je poslední kolem vašeho sloupu: obsaďte ho svými dvěma žlutými a pak si ze "
        "zásoby vezměte oranžovou."
    ),
    "lesson.pavilion-colour.bonus.wrong.C3O": (
        "Středové pole 3 leží u jiných sloupů, jejichž ostatní pole jsou ještě prázdná: žádný "
        "bonus. Váš sloup dokončí středové pole 2."
    ),
    "lesson.pavilion-colour.pass": (
        "Když **pasujete**, vaše kolo končí: až **čtyři** dlaždice si ponecháte na rohových "
        "polích na další kolo a každá další jde do věže za −1 bod. V ruce jich máte šest (ve "
        "hře byste možná předtím ještě jednu nebo dvě položili) a zelené jsou ve 2. kole "
        "žolíci: o které přijdete?"
    ),
    "lesson.pavilion-colour.pass.wrong.OOOO": (
        "Tím přijdete o zelenou dlaždici, a zelené jsou ve 2. kole žolíci: pak může zastoupit "
        "jakoukoli barvu. Vzdejte se raději dvou oranžových."
    ),
    "lesson.pavilion-colour.pass.wrong.none": (
        "Každá dlaždice, kterou si neponecháte, stojí bod: tady −6. Ponechte si čtyři."
    ),
    "lesson.pavilion-colour.end": (
        "Robin také pasoval, takže začalo 2. kolo: zelené jsou žolíci a vaše čtyři ponechané "
        "dlaždice máte zase v ruce. Po 6. kole (kdy se při pasu nic neponechává) se boduje za "
        "každou dokončenou hvězdu: fialová 20, zelená 18, oranžová 17, žlutá 16, modrá 15, "
        "červená 14, vícebarevná středová 12; a za obsazení všech polí s cenou 1, 2, 3 nebo 4 "
        "se získá 4, 8, 12 nebo 16."
    ),
    "lesson.pavilion-colour.play": (
        "Hru znáte! Teď si zahrajte skutečnou partii proti snadnému počítačovému hráči."
    ),
    # -- Summer Pavilion, grey side -----------------------------------------------------------
    "lesson.pavilion-grey.welcome": (
        "Vítejte na **šedé straně** hry Letní palác! Braní dlaždic funguje stejně jako na "
        "barevné straně (fialové dlaždice jsou v tomto kole žolíci), ale hvězdy nemají barvu: "
        "čím se každá stane, **volíte vy**, a ceny vytištěné na polích jsou v jiném pořadí. "
        "Nejprve stejné braní jako v lekci barevné strany."
    ),
    "lesson.pavilion-grey.cost": (
        "Stůl je prázdný (poslední braní vám nedalo na výběr) a pokládáte první. Číslo na poli "
        "je stále jeho **cena**, ale kde má barevná strana kolem vnější hvězdy 1 až 6, má šedá "
        "strana 3, 2, 1, 4, 5, 6 a každé středové pole stojí 3. Položte oranžovou dlaždici na "
        "pole s číslem 1 levé horní hvězdy."
    ),
    "lesson.pavilion-grey.cost.wrong.O2O": (
        "Povoleno, ale pole s číslem 2 stojí za stejný jediný bod dvě oranžové."
    ),
    "lesson.pavilion-grey.cost.wrong.O1O": (
        "Povoleno, ale pole s číslem 3 (na barevné straně pole 1) stojí za stejný jediný bod "
        "tři oranžové."
    ),
    "lesson.pavilion-grey.becomes": (
        "Čím se hvězda stane, rozhodnou její první dvě dlaždice: dvě stejné barvy z ní udělají "
        "hvězdu té barvy, dvě různé barvy **vícebarevnou** hvězdu (šest různých barev); platí to "
        "i pro středovou hvězdu. Udělejte tuto vícebarevnou: žlutá (dvě žluté a dvě fialové) na "
        "poli s číslem 4 vedle vaší oranžové získá body za jejich řadu 2, jak je nakresleno."
    ),
    "lesson.pavilion-grey.becomes.wrong.O4O": (
        "Druhá oranžová by z ní udělala oranžovou hvězdu, která by pak přijímala jen oranžové. "
        "Žlutá ji udělá vícebarevnou."
    ),
    "lesson.pavilion-grey.third": (
        "Vaše hvězda je teď vícebarevná: každou barvu přijme jednou. Která dlaždice může "
        "obsadit její pole s číslem 2 vedle vaší oranžové? Získá body za řadu 3."
    ),
    "lesson.pavilion-grey.third.wrong.O2O": (
        "Na vaší hvězdě už je oranžová dlaždice: vícebarevná hvězda přijme každou barvu jen jednou."
    ),
    "lesson.pavilion-grey.end": (
        "Zbytek funguje jako na barevné straně: bonusové dlaždice, pas, ponechání čtyř dlaždic. "
        "Po 6. kole se dokončená hvězda boduje podle toho, čím se stala: hvězda jedné barvy jako "
        "na barevné straně (od fialové 20 po červenou 14), vícebarevná 12. Za obsazení všech "
        "polí s cenou 1, 2 nebo 4 (po šesti) se získá 4, 8 nebo 16 a za všechna pole s cenou 3 "
        "(dvanáct, se středovou hvězdou) 12."
    ),
    "lesson.pavilion-grey.play": (
        "Šedou stranu znáte! Zahrajte si na ní skutečnou partii proti snadnému počítačovému hráči."
    ),
}
