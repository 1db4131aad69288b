"""Icelandic (is): lessons (`/azul learn`, bot/lessons) and the rules reference (`/azul rules`).
Terms follow the Icelandic Azul rulebook and the rest of the catalogue: uppstillingarplata
(factory display), miðja borðsins / miðjan (centre), mynsturlína (pattern line), gólflína (floor
line), veggur (wall; a row of it is röð, a column dálkur), byrjunarflís (first player marker),
poki (bag), kassalok (box lid), fullkláruð (complete), aukastig (end bonuses). Summer Pavilion as
in icelandic.py: stjarna, reitur, jóker/jókerflís, forði (supply), turn (tower), bónusflísar,
segja pass, skreyting (placing). The player is addressed as "þú", as everywhere."""

IS_LESSONS: dict[str, str] = {
    # -- commands -----------------------------------------------------------------------------
    "cmd.learn": "Læra að spila: stutt kennsla þar sem þú leikur leikina (aðeins þú sérð hana)",
    "cmd.learn.edition": "Hvaða spil á að læra (sjálfgefið: Azul)",
    "cmd.learn.side": "Hvor hlið leikmannaspjaldanna (sjálfgefið: lituð)",
    "cmd.learn.language": "Á hvaða tungumáli (sjálfgefið: tungumál netþjónsins, annars þitt)",
    "cmd.rules": "Reglurnar í stuttu máli, efni fyrir efni, með teiknuðu dæmi (aðeins þú sérð þær)",
    "cmd.rules.topic": "Hvaða hluti reglnanna (sjálfgefið: þegar þú átt leik)",
    "cmd.rules.edition": "Hvaða spil (sjálfgefið: spilið á þessari rás, annars Azul)",
    "error.bad_topic": "Þetta efni er ekki til í reglunum: veldu eitt af þessum: {topics}.",
    "choice.topic.setup": "Undirbúningur",
    "choice.topic.turn": "Þegar þú átt leik",
    "choice.topic.tiling": "Flísalagning",
    "choice.topic.scoring": "Stigatalning",
    "choice.topic.end": "Leikslok",
    "choice.topic.grey": "Gráa hliðin",
    "help.learn": (
        "• Nýr í spilinu? `/azul learn` kennir það í stuttri kennslustund þar sem þú leikur; "
        "`/azul rules` sýnir reglurnar eftir efni, með mynd."
    ),
    # -- the lesson's frame -------------------------------------------------------------------
    "lesson.you": "Þú",
    "lesson.robin": "Robin",
    "lesson.step": "Kennsla: {title} · skref {n} af {total}",
    "lesson.title.azul-colour": "Azul",
    "lesson.title.azul-grey": "Azul, gráa hliðin",
    "lesson.title.pavilion-colour": "Azul: Sumarhöllin",
    "lesson.title.pavilion-grey": "Azul: Sumarhöllin, gráa hliðin",
    "lesson.next": "Áfram",
    "lesson.wrong": "Ekki alveg: lestu skrefið aftur og prófaðu annan kost.",
    "lesson.play_button": "Spila á móti auðveldu tölvunni",
    "lesson.started": "Leikurinn þinn á móti auðveldu tölvunni er hafinn: {link}",
    "lesson.label.take": "Uppstillingarplata {source}: {n} × {colour}",
    "lesson.label.take_centre": "Miðjan: {n} × {colour}",
    "lesson.label.line": "Mynsturlína {line}",
    "lesson.label.floor": "Gólflína",
    "lesson.label.column": "Dálkur {column}",
    "lesson.scoring.title": "Flísalagning: nýja flísin gefur stig fyrir röð sína og dálk",
    "lesson.scoring.row": "{n} í röðinni",
    "lesson.scoring.column": "{n} í dálkinum",
    "lesson.scoring.alone": "ein og sér: 1 stig",
    "lesson.scoring.total": "{points, plural, one {= # stig} other {= # stig}}",
    "lesson.star.title": "Nýja flísin gefur stig fyrir samfellda röð á stjörnunni",
    "lesson.star.run": "{n} í röð á stjörnunni",
    "lesson.star.alone": "ein og sér: 1 stig",
    "lesson.star.total": "{points, plural, one {= # stig} other {= # stig}}",
    # -- Azul, coloured side ------------------------------------------------------------------
    "lesson.azul-colour.welcome": (
        "Velkomin í Azul! Þú og Robin skiptist á að taka flísar af **uppstillingarplötunum** "
        "(hringjunum fimm) og af **miðju borðsins** til að fylla **mynsturlínurnar** vinstra "
        "megin á spjaldinu þínu. Sá sem flísaleggur **vegginn** sinn best sigrar."
    ),
    "lesson.azul-colour.take": (
        "Þegar þú átt leik tekur þú **allar** flísar í **einum lit** af einni "
        "uppstillingarplötu; afgangurinn af þeirri plötu fer á miðjuna. Bláar flísar myndu "
        "fylla mynsturlínu 2 nákvæmlega: taktu bláu flísarnar af uppstillingarplötu 2."
    ),
    "lesson.azul-colour.take.wrong.3B": (
        "Á uppstillingarplötu 3 er aðeins ein blá flís: mynsturlína 2 þyrfti að bíða eftir annarri."
    ),
    "lesson.azul-colour.take.wrong.4Y": (
        "Þrjár gular flísar eru líka ágætur kostur, en þetta skref snýst um bláar: prófaðu "
        "uppstillingarplötu 2."
    ),
    "lesson.azul-colour.line": (
        "Leggðu nú allar flísarnar á **eina** mynsturlínu. Lína 1 rúmar eina flís, lína 2 tvær "
        "og svo framvegis; flísar sem komast ekki fyrir falla á **gólflínuna** þína og kosta stig."
    ),
    "lesson.azul-colour.line.wrong.1": (
        "Lína 1 rúmar eina flís: sú seinni félli á gólflínuna og kostaði þig stig."
    ),
    "lesson.azul-colour.line.wrong.3": (
        "Lína 3 rúmar þrjár: hún biði eftir einni blárri flís í viðbót. Lína 2 er fullkláruð "
        "með tveimur."
    ),
    "lesson.azul-colour.line.wrong.F": (
        "Gólflínan kostar stig (−1, −1, −2, −2, −2, −3, −3): notaðu hana fyrir það sem kemst "
        "ekki fyrir."
    ),
    "lesson.azul-colour.centre": (
        "Robin tók þrjár gular flísar. Afgangsflísar hverrar uppstillingarplötu liggja á "
        "miðjunni. Sá sem fyrstur tekur af miðjunni tekur líka **byrjunarflísina**: hún kostar "
        "−1 á gólflínunni þinni, en þú byrjar næstu umferð. Taktu gulu flísina af miðjunni."
    ),
    "lesson.azul-colour.centre.wrong.1Y": (
        "Gula flísin á uppstillingarplötu 1 dygði líka, en þetta skref snýst um miðjuna: taktu "
        "hana þar."
    ),
    "lesson.azul-colour.full_lines": (
        "Taktu rauðu flísina af uppstillingarplötu 1. **Fullkláruð** mynsturlína tekur ekki við "
        "fleiri flísum og á hverri línu má aðeins vera einn litur. Hvaða mynsturlína getur tekið "
        "við henni?"
    ),
    "lesson.azul-colour.full_lines.wrong.1": "Lína 1 er fullkláruð með gulu flísinni þinni.",
    "lesson.azul-colour.full_lines.wrong.2": (
        "Lína 2 er fullkláruð með bláu flísunum þínum tveimur."
    ),
    "lesson.azul-colour.floor": (
        "Þetta er spjaldið þitt. Byrjunarflísin liggur á gólflínunni þinni: −1 í lok "
        "umferðarinnar. Þangað fer líka hver flís sem kemst ekki á neina mynsturlínu."
    ),
    "lesson.azul-colour.tiling": (
        "Þegar engin flís er eftir lýkur umferðinni og úr hverri **fullkláraðri** mynsturlínu "
        "færist ein flís á vegginn, á reitinn í sama lit. Flísin gefur 1 stig, eða, ef hún "
        "snertir aðrar, eitt stig fyrir hverja flís í röð sinni og hverja í dálki sínum, eins "
        "og myndin sýnir."
    ),
    "lesson.azul-colour.lid": (
        "Hinar flísarnar úr fullkláraðri línu fara í **kassalokið**; ókláraðar línur bíða "
        "næstu umferðar. Þegar flísarnar í pokanum klárast fara flísarnar úr lokinu aftur í "
        "pokann."
    ),
    "lesson.azul-colour.end": (
        "Leiknum lýkur eftir umferðina þar sem einhver fullklárar lárétta röð á veggnum. Þá "
        "fær hver leikmaður +2 fyrir hverja fullkláraða röð, +7 fyrir hvern fullkláraðan dálk "
        "og +10 fyrir hvern lit sem hefur verið lagður fimm sinnum."
    ),
    "lesson.azul-colour.play": "Nú kanntu leikinn! Spilaðu alvöruleik á móti auðveldri tölvu.",
    # -- Azul, grey side ----------------------------------------------------------------------
    "lesson.azul-grey.welcome": (
        "Velkomin á **gráu hliðina** í Azul! Flísar eru teknar eins og á lituðu hliðinni, en "
        "veggurinn sýnir enga liti: þegar mynsturlína er fullkláruð **velur þú** dálkinn fyrir "
        "flísina hennar. Fyrst kemur sama byrjun og í kennslunni um lituðu hliðina."
    ),
    "lesson.azul-grey.column": (
        "Umferðinni er lokið og mynsturlína 1 hjá þér er fullkláruð. Gula flísin hennar má fara "
        "á hvaða auðan reit sem er í röð 1, svo framarlega sem enginn litur kemur tvisvar fyrir "
        "í röð eða dálki. Settu hana í dálk 2 til að byggja í kringum hana."
    ),
    "lesson.azul-grey.column.wrong.1": (
        "Leyfilegt, en í þessari kennslu er byggt í dálki 2: settu gulu flísina þar."
    ),
    "lesson.azul-grey.column.wrong.3": (
        "Leyfilegt, en í þessari kennslu er byggt í dálki 2: settu gulu flísina þar."
    ),
    "lesson.azul-grey.column_touch": (
        "Nú bláa flísin þín úr línu 2. Flís sem snertir aðrar gefur fleiri stig: hvaða dálkur "
        "setur hana beint undir gulu flísina þína?"
    ),
    "lesson.azul-grey.column_touch.wrong.1": (
        "Dálkur 1 snertir ekkert: 1 stig. Undir gulu flísinni gæfi hún 2."
    ),
    "lesson.azul-grey.column_touch.wrong.3": (
        "Dálkur 3 snertir ekkert: 1 stig. Undir gulu flísinni gæfi hún 2."
    ),
    "lesson.azul-grey.column_ahead": (
        "Að lokum hvíta flísin úr línu 4. Ekkert er enn í röð 3, svo hún snertir ekkert núna; "
        "en flís sem kæmi þangað síðar myndi tengjast dálki. Hugsaðu fram í tímann: hvaða dálkur?"
    ),
    "lesson.azul-grey.column_ahead.wrong.1": (
        "Í dálki 1 stendur hvíta flísin ein sér. Í dálki 2 myndi rauð flís í röð 3 síðar "
        "tengjast fjögurra flísa dálki."
    ),
    "lesson.azul-grey.column_ahead.wrong.5": (
        "Í dálki 5 stendur hvíta flísin ein sér. Í dálki 2 myndi rauð flís í röð 3 síðar "
        "tengjast fjögurra flísa dálki."
    ),
    "lesson.azul-grey.tiling": (
        "Hver flís gefur stig eins og á lituðu hliðinni: 1 ein og sér, annars stig fyrir hverja "
        "flís í röð sinni og hverja í dálki sínum. Varúð: dálkur tekur aldrei aftur við lit sem "
        "er þegar í honum, svo lína sem á engan lausan dálk fyrir lit sinn fellur á gólflínuna."
    ),
    "lesson.azul-grey.end": (
        "Leiknum lýkur eftir umferðina þar sem einhver fullklárar röð, með sömu aukastigum: "
        "+2 fyrir röð, +7 fyrir dálk, +10 fyrir hvern lit sem er lagður fimm sinnum hvar sem er "
        "á veggnum."
    ),
    "lesson.azul-grey.play": (
        "Nú kanntu á gráu hliðina! Spilaðu alvöruleik á henni á móti auðveldri tölvu."
    ),
    # -- /azul rules: a short reference per topic ---------------------------------------------
    "rules.title": "{edition} — reglur: {topic}",
    "rules.more": "Til að læra með því að spila, prófaðu {command}.",
    "rules.azul.setup": (
        "2 til 4 leikmenn. Hver hefur leikmannaspjald með fimm **mynsturlínum** vinstra megin, "
        "5×5 **vegg** hægra megin og **gólflínu** neðst. **Uppstillingarplöturnar** eru 5, 7 "
        "eða 9 (2, 3 eða 4 leikmenn) og á hverja eru settar 4 flísar dregnar úr pokanum; "
        "**byrjunarflísin** liggur á miðjunni. Allir byrja með 0 stig."
    ),
    "rules.azul.turn": (
        "Taktu **allar** flísar í **einum lit** af uppstillingarplötu (hinar fara á miðjuna) "
        "eða af miðjunni (sá sem gerir það fyrstur tekur líka byrjunarflísina á gólflínuna "
        "sína). Leggðu þær allar á **eina** mynsturlínu: á línu er aðeins einn litur, og ekki "
        "litur sem er þegar í samsvarandi röð á veggnum; það sem kemst ekki fyrir fellur á "
        "gólflínuna. Leikjum umferðarinnar lýkur þegar engin flís er eftir."
    ),
    "rules.azul.tiling": (
        "Síðan, ofan frá og niður, færist ein flís úr hverri **fullkláraðri** mynsturlínu í "
        "sína röð á veggnum, á reitinn í sama lit, og stigin eru talin strax; hinar flísar "
        "línunnar fara í **kassalokið**. Ókláraðar línur bíða næstu umferðar. Þegar pokinn er "
        "tómur er hann fylltur aftur með flísunum úr lokinu."
    ),
    "rules.azul.scoring": (
        "Stök flís gefur 1 stig. Snerti hún aðrar gefur hún stig fyrir hverja flís í óslitinni "
        "röðinni sem hún er í og hverja í dálkinum sem hún er í (4 í röðinni + 3 í dálkinum = 7, "
        "eins og myndin sýnir). Gólflínan kostar −1, −1, −2, −2, −2, −3, −3; stigin fara aldrei "
        "niður fyrir 0."
    ),
    "rules.azul.end": (
        "Leiknum lýkur eftir umferðina þar sem einhver fullklárar lárétta röð á veggnum. "
        "Aukastig: +2 fyrir hverja fullkláraða röð, +7 fyrir hvern fullkláraðan dálk, +10 fyrir "
        "hvern lit með allar fimm flísarnar á veggnum. Sá sem hefur flest stig sigrar; verði "
        "jafntefli sigrar sá sem hefur fleiri fullkláraðar raðir."
    ),
    "rules.azul.grey": (
        "Á gráu hliðinni eru engir litir prentaðir á vegginn: þegar lína er fullkláruð velur þú "
        "dálk flísarinnar, svo framarlega sem enginn litur kemur tvisvar fyrir í röð hennar eða "
        "dálki. Lína þar sem flísin kemst í engan dálk fellur öll á gólflínuna. Allt annað er "
        "eins."
    ),
    "rules.summer-pavilion.setup": (
        "2 til 4 leikmenn, sex umferðir. Á hverju spjaldi eru sjö **stjörnur**, hver með sex "
        "reitum (sex litaðar stjörnur og marglit miðjustjarna), og fjórir hornreitir fyrir "
        "flísar sem eru geymdar milli umferða. Á hverja af 5, 7 eða 9 **uppstillingarplötum** "
        "fara 4 flísar og 10 í **forðann** á stigatöflunni. Allir byrja með 5 stig."
    ),
    "rules.summer-pavilion.turn": (
        "Í hverri umferð er einn **jókerlitur** (fjólublár, grænn, appelsínugulur, gulur, blár, "
        "rauður). Fyrst tekur þú **allar** flísar í einum öðrum lit af uppstillingarplötu eða "
        "af miðjunni, auk **nákvæmlega einnar** jókerflísar ef hún er þar; sá sem fyrstur tekur "
        "af miðjunni tekur byrjunarflísina og missir eitt stig fyrir hverja flís sem hann tekur. "
        "Síðan leggja leikmenn, hver á eftir öðrum, eina flís í einu eða **segja pass**."
    ),
    "rules.summer-pavilion.tiling": (
        "Talan á reit er **kostnaður** hans: greiddu svo margar flísar í lit stjörnunnar af "
        "hendi þinni, þar sem jókerflísar geta komið í staðinn, en minnst ein verður að vera í "
        "raunverulega litnum. Ein fer á reitinn, hinar í turninn. Á miðjustjörnuna fara sex "
        "ólíkir litir. Sá sem umkringir súlu, styttu eða glugga fær 1, 2 eða 3 **bónusflísar** "
        "úr forðanum."
    ),
    "rules.summer-pavilion.scoring": (
        "Lögð flís gefur stig fyrir óslitna röð þakinna reita á stjörnunni sinni sem hún er "
        "hluti af (ein og sér: 1; eins og myndin sýnir gefur röð af 4 flísum 4 stig). Flísar á "
        "öðrum stjörnum teljast ekki með. Þegar þú segir pass geymir þú allt að fjórar flísar "
        "til næstu umferðar; hver önnur flís kostar −1."
    ),
    "rules.summer-pavilion.end": (
        "Eftir 6. umferð (þar sem ekkert er geymt þegar sagt er pass) gefa fullgerðar "
        "stjörnur: fjólublá 20, græn 18, appelsínugul 17, gul 16, blá 15, rauð 14, marglit 12; "
        "og að hafa þakið alla reiti sem kosta 1, 2, 3 eða 4 gefur 4, 8, 12 eða 16. Sá sem "
        "hefur flest stig sigrar."
    ),
    "rules.summer-pavilion.grey": (
        "Á gráu hliðinni eru stjörnurnar litlausar: hver verður einlit eða með sex ólíkum "
        "litum, og fyrstu tvær flísar hennar ráða því. Kostnaðurinn er prentaður umhverfis "
        "hverja stjörnu (3, 2, 1, 4, 5, 6; hver reitur miðjustjörnunnar 3), svo númer reits er "
        "ekki það sama og kostnaður hans. Þú nefnir lit hverrar flísar sem þú leggur."
    ),
}
