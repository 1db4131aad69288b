"""Icelandic (is): Summer Pavilion's lessons (`/azul learn`, bot/lessons/pavilion.py), both sides,
and the labels of their choices. Terms as in icelandic.py and is_lessons.py: uppstillingarplata
(factory display), miðjan (centre), byrjunarflís (first player marker), jókerlitur/jókerflís/
jóker (wild colour, wild tile), stjarna (star), miðjustjarna (centre star), reitur (space),
kostnaður (cost), forði (supply), turn (tower), súla, stytta, gluggi (pillar, statue, window),
bónusflísar (bonus tiles), hornreitir (corner spaces), stigatafla (scoring board), segja pass
(pass), þakinn (covered), fullgerð (complete), marglit (multicoloured). A `{colour}` is the
catalogue's nominative plural ("rauðar"), so labels read "{n} × rauðar" and "engar rauðar".
The player is addressed as "þú"; Robin is not declined."""

IS_LESSONS_PAVILION: dict[str, str] = {
    # -- choices ------------------------------------------------------------------------------
    "lesson.label.colour": "{colour}",
    "lesson.label.place": "Reitur {space}: {n} × {colour}",
    "lesson.label.place_wild": "Reitur {space}: {n} × {colour} + {wilds} × jóker",
    "lesson.label.place_wild_only": "Reitur {space}: {wilds} × jóker, engar {colour}",
    "lesson.label.centre": "Miðjustjarnan, reitur {space}: {n} × {colour}",
    "lesson.label.marked": "Reitur merktur {cost}: {n} × {colour}",
    "lesson.label.marked_wild": "Reitur merktur {cost}: {n} × {colour} + {wilds} × jóker",
    "lesson.label.pass_give_up": "Segja pass og láta {n} × {colour} af hendi",
    "lesson.label.pass_keep": "Segja pass og geyma {n} × {colour}",
    "lesson.label.pass_keep_nothing": "Segja pass og geyma ekkert",
    # -- Summer Pavilion, coloured side -------------------------------------------------------
    "lesson.pavilion-colour.welcome": (
        "Velkomin í **Azul: Sumarhöllina**! Leikurinn stendur í sex umferðir: þú og Robin takið "
        "flísar af **uppstillingarplötunum** (hringjunum fimm) og af **miðjunni** og leggið þær "
        "síðan á sjö **stjörnur** spjaldsins þíns. Þið byrjið bæði með 5 stig og sá sem hefur "
        "flest stig eftir 6. umferð sigrar."
    ),
    "lesson.pavilion-colour.wild": (
        "Í hverri umferð er einn litur **jóker**: aðeins í þeirri umferð geta flísar í þeim lit "
        "komið í stað flísa í öðrum litum. Á stigatöflunni sést jókerlitur hverrar af umferðunum "
        "sex og línan fyrir ofan uppstillingarplöturnar sýnir jókerlit þessarar umferðar. Hvaða "
        "flísar eru jókerar í 1. umferð?"
    ),
    "lesson.pavilion-colour.wild.wrong.G": (
        "Í 2. umferð er jókerliturinn grænn. Stigataflan sýnir umferðirnar í réttri röð: "
        "fjólublár, grænn, appelsínugulur, gulur, blár, rauður."
    ),
    "lesson.pavilion-colour.wild.wrong.R": (
        "Í 6. umferð, þeirri síðustu, er jókerliturinn rauður. Jókerlitur 1. umferðar er sá "
        "fyrsti á stigatöflunni."
    ),
    "lesson.pavilion-colour.take": (
        "Þegar þú átt leik tekur þú **allar** flísar í **einum lit** af uppstillingarplötu, auk "
        "**nákvæmlega einnar** jókerflísar ef einhver er á henni; hinar flísar plötunnar fara á "
        "miðjuna. Taktu gulu flísarnar tvær af uppstillingarplötu 3: fjólublá flís fylgir með og "
        "sú rauða fer á miðjuna."
    ),
    "lesson.pavilion-colour.take.wrong.3R": (
        "Á uppstillingarplötu 3 er aðeins ein rauð flís en tvær gular, og fjólublá flís fylgir "
        "með hvort sem er: taktu gulu flísarnar."
    ),
    "lesson.pavilion-colour.take.wrong.4P": (
        "Fjólublár er jókerlitur þessarar umferðar: ein fjólublá flís fylgir með litnum sem þú "
        "tekur, og jókerflís er aðeins tekin ein sér af plötu eða miðju þar sem ekkert annað er."
    ),
    "lesson.pavilion-colour.centre": (
        "Robin tók bláu flísina af uppstillingarplötu 1 og fjólubláa flís; hin fjólubláa flís "
        "plötunnar og sú rauða fóru á miðjuna, við hliðina á rauðu flísinni þinni. Sá sem fyrstur "
        "tekur af miðjunni tekur líka **byrjunarflísina**: hann missir eitt stig fyrir hverja "
        "flís sem hann tekur (þó aldrei niður fyrir 1), en leggur fyrstur og byrjar næstu "
        "umferð. Taktu rauðu flísarnar tvær af miðjunni, ásamt fjólubláu flísinni þar."
    ),
    "lesson.pavilion-colour.centre.wrong.5R": (
        "Á uppstillingarplötu 5 er ein rauð flís; á miðjunni eru tvær, og fjólublá flís sem "
        "fylgir með."
    ),
    "lesson.pavilion-colour.last_take": (
        "Þú tókst 3 flísar og byrjunarflísina: 5 − 3 = 2 stig. Robin tók bláu flísarnar af "
        "uppstillingarplötu 2 og fjólubláa flís, og appelsínugula flís plötunnar fór á miðjuna. "
        "Taktu grænu flísina af uppstillingarplötu 4: fjólublá flís fylgir með, og grænn verður "
        "jókerlitur 2. umferðar."
    ),
    "lesson.pavilion-colour.last_take.wrong.CO": (
        "Á miðjunni er aðeins ein appelsínugul flís og engin fjólublá: ein flís, og enginn jóker "
        "fylgir með."
    ),
    "lesson.pavilion-colour.last_take.wrong.5O": (
        "Tvær appelsínugular flísar og ein fjólublá væru líka ágætur kostur, en þessi kennsla "
        "hugsar fram í tímann: grænn er jókerlitur 2. umferðar."
    ),
    "lesson.pavilion-colour.place": (
        "Borðið er tómt (síðast áttir þú ekkert val: fjórar appelsínugular flísar og ein fjólublá "
        "á miðjunni), svo nú leggið þið til skiptis eina flís eða segið pass, og þú byrjar, því þú "
        "ert með byrjunarflísina. Talan á reit er **kostnaður** hans: greiddu svo margar flísar í "
        "lit stjörnunnar, þar sem jókerflísar geta komið í stað allra nema einnar; ein fer á "
        "reitinn, hinar í turninn. Leggðu flís á reit 2 á rauðu stjörnunni og greiddu með einni "
        "rauðri og einni fjólublárri."
    ),
    "lesson.pavilion-colour.place.wrong.R2w2": (
        "Minnst ein flís í greiðslunni verður að vera raunverulega rauð: jókerflísar koma aðeins "
        "í stað hinna."
    ),
    "lesson.pavilion-colour.place.wrong.R2": (
        "Leyfilegt, en fjólubláar flísar eru aðeins jókerar í þessari umferð: notaðu fjólubláu "
        "flísarnar núna og geymdu hina rauðu flísina þína fyrir reit 3."
    ),
    "lesson.pavilion-colour.run": (
        "Lögð flís bætist í **samfellda röð** þakinna reita á stjörnunni sinni og gefur stig fyrir "
        "hana alla: 1 ef hún er ein og sér, og 4, eins og myndin sýnir, á reit 3 þegar reitir 1, 2 "
        "og 4 eru þaktir. Flísar á öðrum stjörnum teljast aldrei með. Leggðu flís á rauðan reit 3, "
        "við hliðina á reit 2, og greiddu með einni rauðri og tveimur fjólubláum: 2 stig."
    ),
    "lesson.pavilion-colour.run.wrong.R1": (
        "Reitur 1 snertir líka reit 2 og kostar eina flís, en reitir 2 og 3 eru þeir tveir reitir "
        "rauðu stjörnunnar sem liggja að súlu: næstu skref sýna hvers vegna þeir skipta máli."
    ),
    "lesson.pavilion-colour.run.wrong.R4w3": (
        "Reitur 4 snertir ekki reit 2: flís þar gæfi 1 stig ein og sér, fyrir fjórar flísar."
    ),
    "lesson.pavilion-colour.centre_star": (
        "**Miðjustjarnan** tekur við hvaða lit sem er, en sex flísar hennar verða allar að vera "
        "ólíkar; jafnvel jókerliturinn má fara þangað, en þá aðeins greiddur með fjólubláum "
        "flísum. Reitir 1 og 2 á miðjustjörnunni liggja að sömu súlu og reitir 2 og 3 á rauðu "
        "stjörnunni. Leggðu síðustu fjólubláu flísina þína á reit 1 á miðjustjörnunni."
    ),
    "lesson.pavilion-colour.centre_star.wrong.C1G": (
        "Geymdu grænu flísina þína: grænn er jókerlitur 2. umferðar."
    ),
    "lesson.pavilion-colour.centre_star.wrong.C1Y": (
        "Gulu flísarnar þínar tvær eru ætlaðar á reit 2 á miðjustjörnunni, og miðjustjarnan "
        "tekur aðeins einu sinni við hverjum lit."
    ),
    "lesson.pavilion-colour.bonus": (
        "Sá sem þekur síðasta reitinn umhverfis **súlu**, **styttu** eða **glugga** fær "
        "**bónusflísar** að eigin vali úr forðanum: 1 fyrir súlu, 2 fyrir styttu, 3 fyrir "
        "glugga. Reitur 2 á miðjustjörnunni er síðasti reiturinn umhverfis súluna þína: leggðu "
        "flís á hann og greiddu með gulu flísunum tveimur, taktu svo appelsínugula flís úr "
        "forðanum."
    ),
    "lesson.pavilion-colour.bonus.wrong.C3O": (
        "Reitur 3 á miðjustjörnunni liggur að öðrum súlum og hinir reitirnir umhverfis þær eru "
        "enn auðir: enginn bónus. Reitur 2 á miðjustjörnunni fullgerir súluna þína."
    ),
    "lesson.pavilion-colour.pass": (
        "Þegar þú **segir pass** er umferðinni lokið hjá þér: þú geymir allt að **fjórar** "
        "flísar á hornreitunum til næstu umferðar og hver önnur flís fer í turninn fyrir −1 "
        "stig. Þú ert með sex flísar (í leik gætir þú fyrst lagt eina eða tvær) og grænn er "
        "jókerlitur 2. umferðar: hvaða flísar lætur þú af hendi?"
    ),
    "lesson.pavilion-colour.pass.wrong.OOOO": (
        "Þá lætur þú grænu flísina af hendi, en grænn er jókerlitur 2. umferðar: þar getur hún "
        "komið í stað hvaða litar sem er. Láttu frekar tvær appelsínugular af hendi."
    ),
    "lesson.pavilion-colour.pass.wrong.none": (
        "Hver flís sem þú geymir ekki kostar stig: −6 hér. Geymdu fjórar."
    ),
    "lesson.pavilion-colour.end": (
        "Robin sagði líka pass, svo 2. umferð er hafin: grænn er jókerlitur og flísarnar fjórar "
        "sem þú geymdir eru aftur á hendi þinni. Eftir 6. umferð (þar sem ekkert er geymt þegar "
        "sagt er pass) gefur hver fullgerð stjarna stig: fjólublá 20, græn 18, appelsínugul 17, "
        "gul 16, blá 15, rauð 14, marglita miðjustjarnan 12; og að hafa þakið alla reiti sem "
        "kosta 1, 2, 3 eða 4 gefur 4, 8, 12 eða 16."
    ),
    "lesson.pavilion-colour.play": (
        "Nú kanntu leikinn! Spilaðu alvöruleik á móti auðveldri tölvu."
    ),
    # -- Summer Pavilion, grey side -----------------------------------------------------------
    "lesson.pavilion-grey.welcome": (
        "Velkomin á **gráu hliðina** í Sumarhöllinni! Flísar eru teknar eins og á lituðu "
        "hliðinni (fjólublár er jókerlitur þessarar umferðar), en stjörnurnar eru litlausar: "
        "**þú velur** hvað hver þeirra verður, og kostnaðurinn sem prentaður er á reitina er í "
        "annarri röð. Fyrst kemur sama byrjun og í kennslunni um lituðu hliðina."
    ),
    "lesson.pavilion-grey.cost": (
        "Borðið er tómt (síðast áttir þú ekkert val) og þú leggur fyrst. Talan á reit er enn "
        "**kostnaður** hans, en þar sem litaða hliðin hefur 1 til 6 umhverfis ytri stjörnu hefur "
        "gráa hliðin 3, 2, 1, 4, 5, 6, og hver reitur miðjustjörnunnar kostar 3. Leggðu "
        "appelsínugula flís á reitinn merktan 1 á stjörnunni efst til vinstri."
    ),
    "lesson.pavilion-grey.cost.wrong.O2O": (
        "Leyfilegt, en reiturinn merktur 2 kostar tvær appelsínugular flísar fyrir sama eina "
        "stigið."
    ),
    "lesson.pavilion-grey.cost.wrong.O1O": (
        "Leyfilegt, en reiturinn merktur 3 (reitur 1 á lituðu hliðinni) kostar þrjár "
        "appelsínugular flísar fyrir sama eina stigið."
    ),
    "lesson.pavilion-grey.becomes": (
        "Fyrstu tvær flísar stjörnu ráða því hvað hún verður: tvær í sama lit gera hana að stjörnu "
        "þess litar, tveir ólíkir litir að **marglitri** stjörnu (sex ólíkir litir); það sama "
        "gildir um miðjustjörnuna. Gerðu þessa stjörnu marglita: gul flís (greidd með tveimur "
        "gulum og tveimur fjólubláum) á reitnum merktum 4, við hliðina á appelsínugulu flísinni "
        "þinni, gefur 2 stig fyrir samfellda röð þeirra, eins og myndin sýnir."
    ),
    "lesson.pavilion-grey.becomes.wrong.O4O": (
        "Önnur appelsínugul flís gerði hana að appelsínugulri stjörnu, sem tæki eftir það aðeins "
        "við appelsínugulum flísum. Gul flís gerir hana marglita."
    ),
    "lesson.pavilion-grey.third": (
        "Stjarnan þín er nú marglit: hún tekur einu sinni við hverjum lit. Hvaða flís getur farið "
        "á reitinn merktan 2, við hliðina á appelsínugulu flísinni þinni? Hún gefur stig fyrir "
        "samfellda röð þriggja flísa."
    ),
    "lesson.pavilion-grey.third.wrong.O2O": (
        "Á stjörnunni þinni er þegar appelsínugul flís: marglit stjarna tekur aðeins einu sinni "
        "við hverjum lit."
    ),
    "lesson.pavilion-grey.end": (
        "Allt annað er eins og á lituðu hliðinni: bónusflísar, að segja pass, að geyma fjórar. "
        "Eftir 6. umferð gefur fullgerð stjarna stig eftir því hvað hún varð: einlit stjarna eins "
        "og á lituðu hliðinni (fjólublá 20 niður í rauða 14), marglit 12. Að hafa þakið alla "
        "reiti sem kosta 1, 2 eða 4 (sex af hverjum) gefur 4, 8 eða 16, og alla reiti sem kosta "
        "3 (tólf, með miðjustjörnunni) 12."
    ),
    "lesson.pavilion-grey.play": (
        "Nú kanntu á gráu hliðina! Spilaðu alvöruleik á henni á móti auðveldri tölvu."
    ),
}
