# Nederlandse teksten voor Bootleggers: kaartnamen en -teksten, de plaatsen op het bord, de woorden, het verhaal, het scherm.
# Er is geen Nederlandse spelregel van Bootleggers: de teksten volgen de Engelse en Franse. Zelfstandige
# naamwoorden staan midden in een zin met een kleine letter, zoals in het Nederlands gebruikelijk (krat,
# vrachtwagen, achterkamer, flik); een kaartnaam is een naam. De boevenkaarten houden hun Engelse naam, zoals de
# doos ze drukt, met een Nederlandse vertaling tussen haakjes erachter (zoals de Franse teksten); de kaartsoorten, vrachtwagens en autoriteitskaarten zijn vertaald.

## Handlangerkaarten

card-influence = Invloed
    .text = Moet meteen gespeeld worden: neem één invloedsfiche uit je voorraad en leg het in de achterkamer van je familie. Invloedsfiches mogen in de achterkamer wachten om later geplaatst te worden.
    .short = één invloedsfiche uit je voorraad in je achterkamer, om in een speakeasy te plaatsen
card-double_influence = Dubbele invloed
    .text = Moet meteen gespeeld worden: neem twee invloedsfiches uit je voorraad en leg ze in de achterkamer van je familie.
    .short = twee invloedsfiches uit je voorraad in je achterkamer, om in speakeasy's te plaatsen
card-still_improvement = Stokerijverbetering
    .text = Moet meteen gespeeld worden: neem één dobbelsteen en leg hem op een vrije plaats van je familiestokerij of van één van je externe stokerijen, of in de achterkamer van je familie voor later. Hiermee kan je geen nieuwe externe stokerij beginnen.
    .short = één dobbelsteen meer voor een van je stokerijen (of je achterkamer), zodat ze meer kratten maakt
card-double_still_improvement = Dubbele stokerijverbetering of nieuwe externe stokerij
    .text = Moet meteen gespeeld worden: neem ofwel twee dobbelstenen voor vrije plaatsen van je familiestokerij en/of je externe stokerijen (of je achterkamer), ofwel begin een nieuwe externe stokerij met één dobbelsteen, gemarkeerd met een invloedsfiche uit je voorraad.
    .short = twee dobbelstenen meer voor je stokerijen, of een nieuwe externe stokerij met één dobbelsteen
card-speakeasy_improvement = Speakeasyverbetering
    .text = Moet meteen gespeeld worden: neem één verbeteringsfiche en leg het op een verbeteringsplaats van eender welke speakeasy, of in de achterkamer van je familie voor later.
    .short = +{ $improvement } op elke vraagdobbelsteen van een speakeasy naar keuze (een verbeteringsfiche), die dan meer koopt

## Boevenkaarten

card-a_little_vigorish = A Little Vigorish (Woeker)
    .text = Speel op een stokerij. De eigenaar moet je $3G per productiedobbelsteen betalen, of die stokerij produceert deze beurt niets.
    .short = de eigenaar van een stokerij betaalt je ${ $per_die }G per dobbelsteen, of ze produceert deze beurt niets
card-big_city_boys = Big City Boys (Stadsjongens)
    .text = Speel op een autoriteitskaart. Tel deze beurt 5,5 op bij de waarde van die kaart.
    .short = een autoriteitskaart is deze beurt 5,5 meer waard: door de halve punt staat ze nooit gelijk
card-big_payoff = Big Payoff (Omkoopsom)
    .text = Speel op een open speakeasy. Betaal $5G aan de bank om deze beurt de controle over de invloed in die speakeasy te nemen. Jij strijkt de winst ervan op. Kan niet op O'Malley's gespeeld worden.
    .short = betaal ${ $price }G: deze beurt heb jij de invloed in een open speakeasy en strijk jij de winst op
card-call_in_a_big_favor = Call in a Big Favor (Grote vrachtwagen lenen)
    .text = Gebruik deze beurt gratis een grote vrachtwagen. De vrachtwagen komt uit de voorraad vrachtwagens, niet van een andere smokkelaar.
    .short = een grote vrachtwagen uit de voorraad, deze beurt gratis
card-call_in_a_little_favor = Call in a Little Favor (Middelgrote vrachtwagen lenen)
    .text = Gebruik deze beurt gratis een middelgrote vrachtwagen. De vrachtwagen komt uit de voorraad vrachtwagens, niet van een andere smokkelaar.
    .short = een middelgrote vrachtwagen uit de voorraad, deze beurt gratis
card-city_politics = City Politics (Stadspolitiek)
    .text = Koop 1 of 2 invloedsfiches voor $4G per stuk.
    .short = koop { $least } of { $most } invloedsfiches voor ${ $price }G per stuk
card-copper_in_the_house = Copper in the House (Flik in huis)
    .text = Speel op een open speakeasy. Geen invloed, geen winst, onbeperkte vraag, groothandelsprijs $1G per krat deze beurt. De speakeasy is één beurt lang net als O'Malley's. Kan niet op O'Malley's gespeeld worden.
    .short = een open speakeasy is deze beurt als O'Malley's (geen invloed of winst, elke krat ${ $wholesale }G)
card-double_cross = Double Cross (Verraad)
    .text = Speel op een speakeasy. Vernietig daar ofwel één invloedsfiche van een andere smokkelaar, ofwel voeg er één invloedsfiche toe (een "vrij" fiche uit je voorraad, niet uit je achterkamer).
    .short = vernietig in een speakeasy een fiche van een ander, of voeg er één uit je voorraad toe
card-friendly_union_boss = Friendly Union Boss (Bevriende vakbondsbaas)
    .text = Leg deze kaart open voor je neer. Je betaalt geen chauffeurslonen zolang ze open voor je ligt. Leg ze niet af, tenzij de boevenkaart "Investigation" erop gespeeld wordt.
    .short = je betaalt geen chauffeurslonen meer, tot het einde of tot een Investigation
card-g_men_bust_a_shipment = G-Men—Bust a Shipment (Beslag)
    .text = Speel tijdens fase 4 "Verscheep de whiskey" op een vrachtwagen. De lading van de vrachtwagen wordt in beslag genomen (ze bereikt de speakeasy nooit). De lege vrachtwagen gaat terug naar zijn eigenaar.
    .short = in fase 4 wordt de lading van een vrachtwagen in beslag genomen; de lege wagen gaat terug
card-g_men_bust_a_speakeasy = G-Men—Bust a Speakeasy (Speakeasy gesloten)
    .text = Speel op een open speakeasy. Die is deze beurt gesloten. Mag op O'Malley's gespeeld worden.
    .short = een open speakeasy is deze beurt gesloten
card-g_men_investigation = G-Men—Investigation (Onderzoek)
    .text = Speel op een boevenkaart die net gespeeld is (of op een "Friendly Union Boss" die open voor een smokkelaar ligt). Die kaart wordt geannuleerd.
    .short = annuleert een boevenkaart die net gespeeld is (of een open Friendly Union Boss)
card-hey_free_truck = Hey, Free Truck (Lege vrachtwagen stelen)
    .text = Speel op een lege vrachtwagen. Steel die vrachtwagen. Speel deze kaart alleen tijdens fase 4 "Verscheep de whiskey", nadat elke smokkelaar al zijn kratten op vrachtwagens geladen heeft. Ze kan niet gespeeld worden tijdens de onderhandelingen over de verkoop en verhuur van vrachtwagens en de verkoop van kratten.
    .short = in fase 4, als alle kratten geladen zijn, steel een lege vrachtwagen
card-hijack = Hijack (Kaping)
    .text = Speel tijdens fase 4 "Verscheep de whiskey" op een geladen vrachtwagen. Neem de kratten van die vrachtwagen en laad ze op één van je lege vrachtwagens. Verscheep ze alsof je ze zelf gemaakt had. Je moet een lege vrachtwagen beschikbaar hebben.
    .short = in fase 4 gaan de kratten van een geladen vrachtwagen op één van je lege vrachtwagens
card-hit = Hit (Afrekening)
    .text = Speel op een speakeasy. Vernietig daar één invloedsfiche naar keuze.
    .short = vernietig { $destroy ->
        [one] één invloedsfiche
       *[other] { $destroy } invloedsfiches
    } naar keuze in een speakeasy
card-mob_war = Mob War (Bendeoorlog)
    .text = Speel op een speakeasy. Vernietig daar twee invloedsfiches naar keuze.
    .short = vernietig { $destroy ->
        [one] één invloedsfiche
       *[other] { $destroy } invloedsfiches
    } naar keuze in een speakeasy
card-moll = Moll (Gangsterliefje)
    .text = Ze is mooi... mooi afleidend! Kies een andere smokkelaar en gooi een dobbelsteen. Je liefje geeft zoveel van het geld van die smokkelaar uit (1 = $1G, enzovoort). Het uitgegeven geld gaat naar de bank, niet naar jou.
    .short = gooi een dobbelsteen, en een andere smokkelaar naar keuze betaalt de bank ${ $per_pip }G per oog
card-move_over_pigeon = Move Over, Pigeon (Opzij, sukkel)
    .text = Speel op een vrachtwagen die bij een speakeasy in de rij staat. Je "leent" die vrachtwagen en steelt zijn lading. Geef de lege vrachtwagen na de verkoop terug aan zijn eigenaar. De vrachtwagen blijft staan waar hij staat en lost volgens de voorrang van zijn eigenaar, niet de jouwe.
    .short = steel de lading van een vrachtwagen die bij een speakeasy in de rij staat
card-muscling_in = Muscling In (Productie stelen)
    .text = Speel op een externe stokerij. Steel één dobbelsteen van die stokerij en leg hem op één van je stokerijen (of in de achterkamer van je familie). De externe stokerij wordt niet vernietigd, ook niet als je haar laatste dobbelsteen steelt.
    .short = steel { $dice ->
        [one] een dobbelsteen
       *[other] { $dice } dobbelstenen
    } van een externe stokerij voor één van je stokerijen
card-opportunity_knocks = Opportunity Knocks (Buitenkans)
    .text = Verplaats één verbeteringsfiche van een speakeasy naar een andere. De speakeasy waar het naartoe gaat, moet open zijn.
    .short = verplaats een verbeteringsfiche van een speakeasy naar een andere speakeasy die open is
card-packing_heat = Packing Heat (Gewapend)
    .text = Speel op een open speakeasy. Alle anderen verkopen er nog steeds tegen de gewone prijs, en voor elk krat dat zij er verkopen krijg jij $1G, één beurt lang. Graag of niet! Kan niet op O'Malley's gespeeld worden.
    .short = wie deze beurt in een open speakeasy verkoopt, krijgt zijn gewone prijs en betaalt jou ${ $wholesale }G per krat
card-recruiting = Recruiting (Werving)
    .text = Gooi een dobbelsteen. Zoveel invloedsfiches komen beschikbaar. Jij krijgt het eerste, daarna neemt elke smokkelaar er één in dalende volgorde van autoriteit (jij ook) tot het gegooide aantal. Heb jij dus de meeste autoriteit, dan krijg je de eerste twee, snap je?
    .short = gooi een dobbelsteen, en zoveel invloedsfiches worden verdeeld, jij eerst, dan volgens autoriteit
card-safe_house = Safe House (Schuilplaats)
    .text = Neem tot drie van je invloedsfiches uit de speakeasy's. Leg ze in de achterkamer van je familie. Kan gebruikt worden om invloedsfiches tussen speakeasy's te verplaatsen. Je mag deze fiches pas de volgende beurt weer op speakeasy's leggen.
    .short = haal tot { $markers } fiches van speakeasy's, naar je achterkamer (één beurt) of een andere speakeasy
card-state_politics = State Politics (Staatspolitiek)
    .text = Koop 1, 2 of 3 invloedsfiches voor $5G per stuk.
    .short = koop { $least } tot { $most } invloedsfiches voor ${ $price }G per stuk
card-thirsty = Thirsty (Hittegolf)
    .text = Speel op een open speakeasy. De vraag in die speakeasy stijgt deze beurt met één dobbelsteen. Kan niet op O'Malley's gespeeld worden.
    .short = de vraag in een open speakeasy stijgt deze beurt met { $dice ->
        [one] één dobbelsteen
       *[other] { $dice } dobbelstenen
    }
card-turf_war = Turf War (Gebiedsoorlog)
    .text = Speel op een stokerij. Vernietig een externe stokerij volledig (met haar verbeteringsdobbelstenen) of één dobbelsteen van een familiestokerij. Je kan de laatste dobbelsteen van een familiestokerij niet vernietigen.
    .short = vernietig een externe stokerij, of één dobbelsteen van een familiestokerij (nooit de laatste)
card-warehouse = Warehouse (Opslagplaats)
    .text = Tijdelijke opslag. Je mag niet verscheepte kratten tot de volgende beurt bijhouden (slechts één beurt lang). Je kan deze kaart niet gebruiken om kratten bij te houden die verscheept maar niet verkocht werden.
    .short = houd je niet verscheepte kratten bij tot de volgende beurt
card-windfall = Windfall (Meevaller)
    .text = Trek gedekt 1 handlangerkaart (van de stapel waar het aanbod vandaan komt). De kaart die je met Windfall trekt, mag meteen gespeeld worden of tijdens de autoriteitsfase van een latere beurt. De getrokken kaart wordt volgens haar gewone regels gespeeld.
    .short = { $cards ->
        [one] een extra kaart van de handlangerstapel, gedekt: een invloeds-, verbeterings- of boevenkaart
       *[other] { $cards } extra kaarten van de handlangerstapel, gedekt: invloeds-, verbeterings- of boevenkaarten
    }
card-word_of_mouth = Word of Mouth (Betere whiskey)
    .text = Speel op een open speakeasy. De winst in die speakeasy stijgt deze beurt met $1G per krat. Kan niet op O'Malley's gespeeld worden.
    .short = de winst in een open speakeasy stijgt deze beurt met ${ $margin }G per krat
card-you_dirty_rat = You Dirty Rat (Vuile rat)
    .text = Speel op een speakeasy. Vervang één invloedsfiche van een andere smokkelaar door één van jou (een "vrij" fiche uit je voorraad, niet uit je achterkamer). Het verwijderde fiche gaat niet terug naar de achterkamer van zijn eigenaar.
    .short = vervang in een speakeasy een invloedsfiche van een andere smokkelaar door één uit je voorraad

## Vrachtwagenkaarten

card-small_truck = Kleine vrachtwagen
    .text = Capaciteit 4 kratten. Prijs $1G. Chauffeursloon $1G.
card-medium_truck = Middelgrote vrachtwagen
    .text = Capaciteit 6 kratten. Prijs $1G. Chauffeursloon $1G.
card-large_truck = Grote vrachtwagen
    .text = Capaciteit 9 kratten. Prijs $3G. Chauffeursloon $2G.

## Autoriteitskaarten

card-authority = Autoriteit { $number }
    .text = Kost ${ $cost }G om te spelen. Bepaalt de hele beurt lang de speelvolgorde en beslist bij gelijkspel.

band-red = rood
band-green = groen
band-yellow = geel
band-blue = blauw

## Het bord

speakeasy-omalleys = O'Malley's Dry Goods
speakeasy-texas_lils = Texas Lil's Diner
speakeasy-mothers = Mother's Groceries
speakeasy-barleycorns = Barleycorn's Feed & Grain
speakeasy-real_mccoy = The Real McCoy Antiques
speakeasy-volstead = Volstead Imports

dock-majority = meerderheidsdok
dock-minority = minderheidsdok
dock-public = openbaar dok

truck-small = kleine vrachtwagen
truck-medium = middelgrote vrachtwagen
truck-large = grote vrachtwagen

still-family = familiestokerij
still-offsite = externe stokerij
back-room = de achterkamer
cop = de flik

## Verhaal

money = ${ $n }G
truck-n = vrachtwagen { $n }
still-offsite-n = externe stokerij { $n }
setup = { $n } smokkelaars schuiven aan, elk met een familiestokerij met { $dice ->
    [one] één dobbelsteen
   *[other] { $dice } dobbelstenen
}, een { $truck }, { $influence ->
    [0] geen invloedsfiche
    [one] één invloedsfiche
   *[other] { $influence } invloedsfiches
} in de achterkamer en { $money }.
turn-began = Beurt { $turn } begint{ $stage ->
        [last] , de laatste van het spel: het spel eindigt na de verkoop ervan (fase 5) en de rijkste smokkelaar wint.
        [on] . Het spel eindigt na de verkoop van deze beurt als een smokkelaar dan { $end_money } of meer heeft; anders gaat het door, hooguit tot de verkoop van beurt { $turns } ({ $left } beurten, deze meegerekend).
       *[early] .
    }
truck-offered = Op het vrachtwagenvak: { $card }.
muscle-offered = Op de aanbodvakken: { $cards }.
muscle-reshuffled = De handlangerstapel is op: de aflegstapel wordt geschud tot een nieuwe stapel.
authority-chosen = { $seat } legt autoriteitskaart { $card } gedekt neer.
authority-chosen-hidden = { $seat } legt een autoriteitskaart gedekt neer.
authority-revealed = De autoriteitskaarten gaan open: { $cards }.
paid = { $seat } betaalt { $wages } aan lonen en { $cost } voor de autoriteitskaart{ $short ->
    [1] , maar heeft slechts { $paid }: hij betaalt alles wat hij heeft ({ $paid }), en de overige { $rest } vervalt: hij speelt verder zonder straf of schuld
   *[0] {""}
}.
took-truck = { $seat } neemt de kaart { $card } en koopt { $truck } voor { $price }; een invloedsfiche uit de voorraad van { $seat } komt ernaast om te tonen van wie hij is (fase 1, 5b).
took-truck-discarded = { $seat } neemt de kaart { $card } maar kan de vrachtwagen niet betalen: de kaart wordt afgelegd.
took-muscle = { $seat } neemt { $card }.
recruited = { $seat } legt { $n ->
    [0] geen invloedsfiches
    [one] één invloedsfiche
   *[other] { $n } invloedsfiches
} in de achterkamer.
die-placed = { $seat } voegt een dobbelsteen toe aan zijn { $still }.
die-kept = { $seat } houdt een dobbelsteen in de achterkamer.
offsite-started = { $seat } start { $still } met { $n ->
    [one] één dobbelsteen
   *[other] { $n } dobbelstenen
}.
improvement-placed = { $seat } legt een verbeteringsfiche op { $speakeasy }.
improvement-kept = { $seat } houdt een verbeteringsfiche in de achterkamer.
kept = { $seat } houdt { $card } in de hand.
kept-hidden = { $seat } houdt een kaart in de hand.
kept-waits = Je houdt { $card } in de hand zonder dat je gevraagd wordt haar te spelen: ze kan nu niet gespeeld worden, { $why ->
        [moment] want dit is niet haar moment
        [target] want er ligt niets op tafel waarop ze gespeeld mag worden
        [money] want haar prijs is meer dan je hebt
        [truck] want er is geen vrachtwagen van haar grootte meer in de voorraad
       *[other] want aan de voorwaarde van haar kaart is niet voldaan
    }. De kaart: „{ $text }” Je wordt gevraagd zodra ze gespeeld kan worden (Boevenkaarten gebruiken; Franse spelregels: UTILISATION DES CARTES VOYOU).
offers-discarded = { $n ->
    [one] De kaart die nog in het aanbod lag, { $cards }, wordt afgelegd.
   *[other] De { $n } kaarten die nog in het aanbod lagen, worden afgelegd: { $cards }.
}
influence-placed = { $seat } legt { $n ->
    [one] één invloedsfiche
   *[other] { $n } invloedsfiches
} in { $speakeasy }{ $opens ->
    [1] , dat daardoor opengaat
   *[0] {""}
}.{ $lost ->
    [1] {" "}{ $loser_you ->
        [1] Je verliest
       *[0] { $loser } verliest
    } daar de controle: { $kept ->
        [one] één fiche
       *[other] { $kept } fiches
    } tegen { $others } voor alle anderen samen, dus { $taken ->
        [1] heeft { $seat } er nu de controle, en de winst{ $tie }
       *[0] heeft niemand er nu de controle of de winst
    }.
   *[0] {""}
}
# Control taken on a tie of markers, after what took it: the higher authority card (Contrôle de l'influence).
control-tie = {" "}(gelijk; { $you ->
        [1] jij hebt
       *[0] { $seat } heeft
    } de hoogste autoriteitskaart, { $high } tegen { $low })
opened = { $speakeasy } gaat open.
closed = { $speakeasy } gaat dicht.
produced = { $seat } gooit { $dice } en maakt { $n ->
    [0] geen kratten
    [one] één krat
   *[other] { $n } kratten
}.
produced-busted = { $seat } gooit { $dice }: de flik legt de familiestokerij stil, { $n ->
    [0] geen kratten
    [one] één krat
   *[other] { $n } kratten
} gemaakt.
vigorish-paid = { $seat } betaalt { $paid } afpersgeld aan { $to }.
vigorish-refused = { $seat } betaalt het afpersgeld van { $to } niet: die stokerij maakt niets.
vigorish-unpaid = { $seat } kan het afpersgeld van { $to } ({ $due }) niet betalen: die stokerij maakt deze beurt niets.
vigorish-unpaid-had = { $seat } kan het afpersgeld van { $to } ({ $due }) niet betalen, met maar { $had }: die stokerij maakt deze beurt niets.
rolled-on = { $dice } op de { $still }
rolled-nothing-on = niets op de { $still } (geen dobbelsteen meer)
# Waar de flik na de productie heen gaat, en waarom: de meeste kratten deze beurt; bij gelijkstand de laagste autoriteitskaart (fase 3, 3).
cop-moved = De flik houdt nu de familiestokerij van { $seat } in het oog: die maakte deze beurt de meeste kratten, { $n }{ $tied ->
        [0] {""}
       *[other] , evenveel als die van { $others }; bij gelijkstand gaat de flik naar de laagste autoriteitskaart, { $low } tegen { $high }
    }.
deal-crates = { $from } verkoopt { $n ->
    [one] één krat
   *[other] { $n } kratten
} aan { $to }
deal-crates-some = { $from } verkoopt kratten aan { $to }
deal-rent = { $from } verhuurt { $truck } aan { $to }
deal-sell-truck = { $from } verkoopt { $truck } aan { $to }
offered = { $by } biedt aan: { $deal } voor { $price }.
accepted = Akkoord, op het bod van { $proposer }: { $deal } voor { $price }.
offered-cards = { $by } biedt aan: { $deal } voor { $price } en { $cards }.
accepted-cards = Akkoord, op het bod van { $proposer }: { $deal } voor { $price } en { $cards }.
# Een geweigerde afspraak, helemaal; waarom, waar de engine het weet, aan haar twee partijen gezegd (geld is voor de anderen verborgen).
refused = { $why ->
    [said] { $by } wijst het bod van { $proposer } af ({ $deal } voor { $price }).
    [short] Het bod van { $proposer } ({ $deal } voor { $price }) wordt geweigerd zonder { $by } te vragen, want { $buyer } heeft minder dan { $price }: een bod boven wat de betaler heeft, wordt geweigerd (fase 4, 1).
   *[other] { $by } gaat niet in op het bod van { $proposer } ({ $deal } voor { $price }).
}
refused-cards = { $why ->
    [said] { $by } wijst het bod van { $proposer } af ({ $deal } voor { $price } en { $cards }).
    [short] Het bod van { $proposer } ({ $deal } voor { $price } en { $cards }) wordt geweigerd zonder { $by } te vragen, want { $buyer } heeft minder dan { $price }: een bod boven wat de betaler heeft, wordt geweigerd (fase 4, 1).
   *[other] { $by } gaat niet in op het bod van { $proposer } ({ $deal } voor { $price } en { $cards }).
}
no-more-offers = { $seat } wil deze beurt geen aanbod meer: niemand biedt { $seat } nog een afspraak aan tot de volgende onderhandeling.
loaded = { $seat } laadt { $n ->
    [0] geen kratten
    [one] één krat
   *[other] { $n } kratten
} op { $truck }.
crates-lost = { $seat } verliest { $n ->
    [one] één krat
   *[other] { $n } kratten
} zonder vrachtwagen.
warehoused = { $seat } houdt { $n ->
    [one] één krat
   *[other] { $n } kratten
} tot de volgende beurt in opslag.
nowhere-to-go = { $seat } verliest { $n ->
    [one] de krat
   *[other] de { $n } kratten
} op { $truck }: er was geen speakeasy open waar hij heen kon.
dispatched = { $seat } stuurt { $truck } naar { $speakeasy } ({ $dock }{ $only ->
        [1] ; de enige open speakeasy, dus zonder vraag
       *[0] {""}
    }).
lined-up-again = { $truck } van { $seat } sluit opnieuw aan bij { $speakeasy } ({ $dock }).
demand = { $speakeasy } gooit { $dice }{ $plus ->
    [0] {""}
   *[other] , +{ $plus } per dobbelsteen door de verbeteringen
}: ze koopt hoogstens { $n ->
    [one] één krat
   *[other] { $n } kratten
}.
demand-unlimited = { $speakeasy } koopt alle aangevoerde kratten.
public-dock-allowed = { $seat } laat de vrachtwagens aan het openbare dok van { $speakeasy } verkopen.
public-dock-forbidden = { $seat } verbiedt de vrachtwagens aan het openbare dok van { $speakeasy } te verkopen.
sold = { $seat } verkoopt { $n ->
    [one] één krat
   *[other] { $n } kratten
} uit { $truck } in { $speakeasy } voor { $paid }.
unsold = { $n ->
    [one] Eén krat op { $truck } raakt
   *[other] { $n } kratten op { $truck } raken
} niet verkocht in { $speakeasy } en { $n ->
    [one] gaat
   *[other] gaan
} verloren.
margin = { $seat } heeft de controle over { $speakeasy } en ontvangt { $paid } winst op { $n ->
    [one] één krat
   *[other] { $n } kratten
}.
no-margin = Niemand heeft de controle over { $speakeasy }, dus niemand strijkt de winst op (controle vraagt evenveel fiches als alle anderen samen).
no-margin-majority = Niemand heeft de controle over { $speakeasy }, dus niemand strijkt de winst op: { $seat } heeft er de meeste fiches, dus zijn vrachtwagens verkopen eerst, maar controle vraagt evenveel fiches als alle anderen samen.
no-margin-raided = { card-copper_in_the_house }: { $speakeasy } is deze beurt als O'Malley's, dus niemand strijkt de winst op, hoeveel fiches er ook staan.
no-margin-raided-control = { card-copper_in_the_house }: { $speakeasy } is deze beurt als O'Malley's, dus niemand strijkt de winst op ({ $seat } heeft er de controle { $payoff ->
        [1] door { card-big_payoff }
       *[0] door de fiches
    }, en had de winst anders opgestreken).
packing-heat = { $from } betaalt { $paid } aan { $to } (Packing Heat).
truck-returned = { $by } geeft { $truck } terug aan de eigenaar, { $owner }.
truck-returned-supply = { $by } zet { $truck } terug in de voorraad vrachtwagens.
scores = Aangekondigde scores: { $list }. De rijkste heeft { $top }, nog { $short } te weinig voor de { $end_money } waarmee het spel eindigt. Alleen bij deze aankondigingen wordt geld bekendgemaakt; de rest van de tijd houdt elke smokkelaar het zijne geheim.
# De beurten van het rekruteren, de laatste na „en” („4 en 8”).
turn-list = { $first } en { $last }
poorest = { $seat } heeft het minste geld en krijgt { $bonus ->
    [0] geen extra invloedsfiche
    [one] een extra invloedsfiche
   *[other] { $bonus } extra invloedsfiches
} (aan het eind van { $count ->
    [one] beurt
   *[other] de beurten
} { $turns } krijgt de armste smokkelaar { $bonus ->
    [0] evenveel fiches als
    [one] één fiche meer dan
   *[other] { $bonus } fiches meer dan
} de anderen; hebben er meer even weinig, dan geldt wie deze beurt de laagste autoriteitskaart heeft als de armste).
game-ended = Na beurt { $turn } is { $seat } de rijkste smokkelaar met { $money } en wint.
thug-played = { $seat } speelt { $card }.
cancelled = { $by } annuleert { $card } van { $seat }.
cancelled-spared = { $count ->
    [one] De geladen vrachtwagen waarop ze gespeeld kon worden, houdt zijn kratten: { $trucks }.
   *[other] De geladen vrachtwagens waarop ze gespeeld kon worden, houden hun kratten: { $trucks }.
}
cancelled-truck = { $truck } van { $seat } ({ $load ->
    [one] één krat
   *[other] { $load } kratten
})
did-destroyed = { $card }: een invloedsfiche van { $owner } wordt uit { $speakeasy } weggenomen en gaat terug naar de voorraad van { $owner }, niet naar de achterkamer.
did-added = { $card }: { $seat } zet een invloedsfiche in { $speakeasy }.
did-replaced = { $card }: { $seat } vervangt in { $speakeasy } een invloedsfiche van { $owner } door een uit de eigen voorraad; de weggenomen fiche gaat terug naar de voorraad van { $owner }, niet naar de achterkamer.
did-paid = { $n ->
    [0] { $card }: { $seat } heeft geen geld, er valt niets te betalen.
   *[other] { $card }: { $seat } betaalt { $amount } aan de bank.
}
did-die-destroyed = { $card }: een dobbelsteen van de familiestokerij van { $owner } wordt vernietigd.
did-authority = { $card }: { $bonus } komt deze beurt bij de autoriteit van { $seat } (de halve punt beslist bij gelijkheid: autoriteitskaarten zijn gehele getallen, dus geen enkele staat ermee gelijk).
authority-tenths = { $whole },{ $tenth }
did-control = { $card }: { $seat } neemt deze beurt de controle over { $speakeasy }.
# De controle over een speakeasy die een boevenkaart deed verliezen (Contrôle de l'influence):
# hoe (`why`: minder fiches dan alle anderen samen, een gelijkstand die een ander nu wint met
# een hogere autoriteit, of de kaart zelf deze beurt: Big Payoff, Copper in the House), en wie
# ze nu heeft.
did-control-lost = { $loser_you ->
        [1] Je verliest
       *[0] { $loser } verliest
    } de controle over { $speakeasy } door { $card }{ $why ->
        [markers] : { $kept ->
            [0] geen fiche
            [one] één fiche
           *[other] { $kept } fiches
        } tegen { $others } voor alle anderen samen, dus { $taken ->
            [1] heeft { $to } er nu de controle, en de winst
           *[0] heeft niemand er nu de controle of de winst
        }
        [authority] : { $kept ->
            [one] één fiche
           *[other] { $kept } fiches
        } tegen { $others } voor alle anderen samen, een gelijkstand die { $to } nu wint met een hogere autoriteit, dus heeft { $to } er nu de controle, en de winst
       *[card] {" "}deze beurt: { $taken ->
            [1] { $to } heeft er de controle, en de winst
           *[0] niemand heeft er deze beurt de controle of de winst
        }
    }.
did-speakeasy = { $card }: { $speakeasy } { $change ->
    [closed] is deze beurt gesloten
    [police_chief] is deze beurt als O'Malley's: geen invloed, geen winst, elke krat gekocht voor { $amount }
    [thirsty] gooit deze beurt { $n ->
        [one] één vraagdobbelsteen
       *[other] { $n } vraagdobbelstenen
    } meer
    [word_of_mouth] geeft deze beurt { $amount } meer winst per krat
   *[packing_heat] koopt de kratten van elke andere verkoper nog altijd aan zijn prijs, { $price } per krat, en elk van hen betaalt { $seat } deze beurt { $amount } per krat die hij daar verkoopt{ $only ->
        [1] {" "}(de enige open speakeasy waarop de kaart gespeeld kon worden, dus zonder vraag gekozen)
       *[0] {""}
    }
}.
did-vigorish = { $card }: { $owner } moet { $seat } betalen voor de dobbelstenen van de { $still }, of die produceert deze beurt niets.
did-die-taken = { $card }: een dobbelsteen wordt weggenomen van de { $still } van { $owner } en gaat naar { $back ->
        [1] de achterkamer
       *[0] de { $to }
    } van { $seat }.
did-offsite-destroyed = { $card }: de { $still } van { $owner } wordt vernietigd.
did-improvement-moved = { $card }: een verbeteringsfiche gaat van { $from } naar { $to }.
did-truck = { $card }: { $truck }{ $named ->
    [1] {" "}van { $owner }
   *[0] {""}
} { $change ->
    [lent] wordt deze beurt aan { $seat } geleend
    [seized] verliest zijn lading aan de G-Men
    [hijacked] wordt overgeladen in een vrachtwagen van { $seat }
    [stolen] is nu van { $seat }, niet meer van { $owner }
   *[taken] verkoopt zijn lading voor { $seat }, niet voor { $owner }
}.
did-recruited = { $card }: nieuwe invloedsfiches voor { $list }.
did-safe-house = { $card }: { $seat } haalt een invloedsfiche van { $from } naar { $to }.
did-warehouse = { $card }: { $seat } mag zijn niet-geladen kratten tot de volgende beurt houden.
did-nothing = { $card }: er is niets om op in te werken, dus de kaart doet niets en wordt afgelegd.
did-declined = { $card }: { $seat } kiest niets om op in te werken, dus de kaart doet niets en wordt afgelegd.
did-face-up = { $seat } legt { $card } open neer.
# Friendly Union Boss open neergelegd: hoe lang de speler geen lonen betaalt.
did-face-up-wages = { $seat } legt { $card } open neer: { $seat } betaalt geen chauffeurslonen zolang ze daar ligt, dus tot het einde van het spel, tenzij er { card-g_men_investigation } op gespeeld wordt.
did-rolled = { $card }: { $seat } gooit { $face }{ $id ->
    [recruiting] { $face ->
        [one] , dus wordt er één nieuw fiche uitgedeeld, aan { $seat }.
       *[other] , dus worden er { $face } nieuwe fiches uitgedeeld: het eerste aan { $seat }, dan één per speler in dalende volgorde van autoriteit, en zo rond tot ze allemaal gegeven zijn.
    }
    [moll] , dus het gangsterliefje geeft { $amount } uit van het geld van de gekozen smokkelaar (evenveel $G als de dobbelsteen), en dat gaat naar de bank, niet naar { $seat }.
   *[other] .
}
drew = { $seat } trekt gedekt { $card }.
drew-hidden = { $seat } trekt gedekt een kaart.

## Het scherm

play-turn = Beurt { $turn } van { $turns }.
play-end = { $stage ->
        [last] Dit is de laatste beurt van het spel: het eindigt na de verkoop ervan (fase 5) en de rijkste smokkelaar wint.
       *[on] Het spel eindigt na de verkoop van deze beurt als een smokkelaar dan { $end_money } of meer heeft; anders hooguit na de verkoop van beurt { $turns }.
    }
play-scores = Aan het eind van beurt { $turn } aangekondigde scores: { $list }{ $next ->
        [0] ; het geld blijft geheim tot het einde.
       *[other] ; het geld blijft geheim tot de volgende aankondiging, aan het eind van beurt { $next }.
    }
play-cop = De flik houdt de familiestokerij van { $seat } in het oog: een { $face } op een van haar dobbelstenen, en ze maakt die beurt niets (externe stokerijen lopen geen gevaar); na elke productie gaat hij naar de familiestokerij die het meest maakte.
play-cop-nobody = De flik houdt nog niemand in het oog: na de productie van beurt { $turn } gaat hij naar de familiestokerij die het meest maakte; een { $face } legt haar stil.
play-markers-of = { $seat } heeft er { $n }
play-nobody = niemand
play-none = geen
play-authority = autoriteitskaart { $n }, deze beurt gespeeld
play-authority-bonus = autoriteit { $total } deze beurt (kaart { $n } + { $bonus })
play-authority-hidden = een autoriteitskaart gedekt gespeeld
play-authority-none = nog geen autoriteitskaart
play-authority-hand-none = geen
# De hand geteld als haar kaarten de keuzes van de vraag zijn (fase 1, de kaart om te spelen).
play-authority-hand-count = { $n ->
        [one] één kaart
       *[other] { $n } kaarten
    }, te kiezen in de vraag hieronder
play-truck = { $truck } ({ $size }, { $load }/{ $capacity } kratten)
play-offsite = { $still } met { $n ->
    [0] geen dobbelsteen meer (een kaart nam hem): ze maakt niets tot er een dobbelsteen op komt
    [one] één dobbelsteen
   *[other] { $n } dobbelstenen
}
play-speakeasy = { $speakeasy }: { $circles ->
    [0] { $open ->
        [1] altijd open
       *[0] deze beurt gesloten door de G-Men
    }, neemt geen invloedsfiches
   *[other] { $busted ->
        [1] deze beurt gesloten door de G-Men
       *[0] { $open ->
            [1] open
           *[0] gesloten
        }
    }, invloedsfiches: { $markers } (opent bij { $shaded } fiches, houdt er hooguit { $circles })
}{ $slots ->
    [0] {""}
   *[other] , { $improvements ->
        [0] geen verbetering
        [one] één verbetering
       *[other] { $improvements } verbeteringen
    }
}{ $raided ->
        [1] ; deze beurt is ze door { card-copper_in_the_house } als O'Malley's: ze koopt elke krat voor { $price }, en niemand strijkt er winst op
       *[0] {""}
    }{ $payoff ->
        [0] {""}
       *[other] ; { payoff-control }
    }
play-family = { $seat } ({ $authority }): familiestokerij met { $family ->
    [one] één dobbelsteen
   *[other] { $family } dobbelstenen
}{ $offsites ->
    [0] {""}
   *[other] ; externe stokerijen: { $offsite }
}; vrachtwagens: { $trucks }; achterkamer: { $influence ->
    [one] één fiche
   *[other] { $influence } fiches
}, { $crates ->
    [one] één krat
   *[other] { $crates } kratten
}{ $dice ->
    [0] {""}
    [one] , één dobbelsteen
   *[other] , { $dice } dobbelstenen
}{ $improvements ->
    [0] {""}
    [one] , één verbetering
   *[other] , { $improvements } verbeteringen
}; { $reserve } fiches in voorraad{ $you ->
    [yes] { $marking ->
        [0] {""}
        [one] {" "}(zonder die op je vrachtwagen of externe stokerij, die hem markeert)
       *[other] {" "}(zonder de { $marking } op je vrachtwagens en externe stokerijen, die ze markeren)
    }
   *[no] { $marking ->
        [0] {""}
        [one] {" "}(+1 als markering)
       *[other] {" "}(+{ $marking } als markering)
    }
}; { $cards ->
    [one] één kaart
   *[other] { $cards } kaarten
} in de hand{ $union ->
    [1] ; { card-friendly_union_boss } ligt open voor deze speler: geen chauffeurslonen tot het einde van het spel, tenzij er { card-g_men_investigation } op gespeeld wordt
   *[0] {""}
}
play-you = Je hebt { $money }; loon van je chauffeurs: { $wages } per beurt (fase 1, 5a){ $union ->
        [1] {" "}({ card-friendly_union_boss } ligt open voor je: je betaalt er geen tot het einde van het spel, tenzij er { card-g_men_investigation } op gespeeld wordt)
       *[0] {""}
    }; jouw autoriteitskaarten in de hand, nog te spelen: { $authority }
picture-open = open
picture-closed = gesloten
picture-improvements = { $n ->
    [one] één verbetering
   *[other] { $n } verbeteringen
}
picture-family = Familiestokerij met { $family ->
    [one] één dobbelsteen
   *[other] { $family } dobbelstenen
}{ $offsite }
picture-back-room = Achterkamer: { $influence ->
    [one] één fiche
   *[other] { $influence } fiches
}, { $crates ->
    [one] één krat
   *[other] { $crates } kratten
} · { $reserve } fiches in voorraad
# Het aanbod op het hoofdbord in de stand (fase 1, 1-2), de vrachtwagenkaart gezegd zoals op het bord.
play-offer = In het aanbod (fase 1, 5b): { $truck_offered ->
        [0] geen vrachtwagenkaart
       *[1] de vrachtwagenkaart { $truck }
    }; { $n ->
        [0] geen handlangerkaart: nieuwe worden aan het begin van de volgende beurt opengelegd
        [one] één handlangerkaart: { $cards }
       *[other] { $n } handlangerkaarten: { $cards }
    }.
play-hand = Jouw boevenkaarten: { $cards } — { $table ->
        [page] de knop „{ serve-command-thug }” speelt er een op haar moment („{ serve-rules }” zegt wanneer).
       *[terminal] thug speelt er een op haar moment (help rules zegt wanneer).
    }
prompt-authority = Welke autoriteitskaart speel je deze beurt (gedekt)?{ $n ->
    [0] {""}
   *[other] {" "}Liggen ze allemaal open, dan kiest de hoogste kaart eerst uit het aanbod te koop: { $offers }.{ $truck ->
        [1] {" "}Alleen de vrachtwagen kost geld, de prijs staat erbij; de andere kaarten kosten niets.
       *[0] {" "}Geen ervan kost geld.
    }
} De kaart die je speelt, kost wat er hieronder bij staat. Elke smokkelaar heeft zijn eigen autoriteitskaarten, allemaal met andere nummers; welke je rivalen nog hebben, blijft verborgen tot ze gespeeld worden.
prompt-offer = Welk aanbod neem je? Alleen de vrachtwagenkaart kost geld (de prijs staat erbij); de andere kaarten kosten niets.
prompt-die = Waar gaat de verbeteringsdobbelsteen heen?
prompt-double_improvement = Twee dobbelstenen, of een nieuwe externe stokerij?
# De flik nog niet gekomen, gezegd na een vraag over een stokerijverbetering (fase 3, 3).
prompt-cop-coming = { $cop ->
        [this] De productie van deze beurt beslist waar de flik heen gaat: daarna houdt hij de familiestokerij in het oog die het meest maakte, en vanaf de volgende beurt legt een { $face } op een van haar dobbelstenen haar stil. Een externe stokerij houdt hij nooit in het oog.
        [later] De flik komt na de productie van beurt { $moves }, naar de familiestokerij die het meest maakte; een externe stokerij houdt hij nooit in het oog.
       *[watching] {""}
    }
prompt-improvement = Waar gaat het verbeteringsfiche heen? Elke verbetering telt { $per_die } op bij elke vraagdobbelsteen die daar gegooid wordt (fase 5): die speakeasy koopt dan meer kratten.
prompt-thug_taken = Speel je deze boevenkaart nu, of hou je haar? { thug-later }
prompt-thug_taken-named = Je nam { $card }. Speel je haar nu, of hou je haar? { thug-later }
thug-request-no-card = Je hebt nu geen boevenkaart in je hand: je krijgt de vraag zodra je er een hebt (uit het aanbod genomen, fase 1) en de regels toelaten ze te spelen.
prompt-thug-loading = Voor je kratten op { $truck } gaan: een boevenkaart spelen die je bewaard hebt? Met „niets meer” worden ze geladen zoals je zei.
prompt-thug-sale = De vrachtwagens staan bij de dokken en zo meteen wordt er verkocht: een boevenkaart spelen die je bewaard hebt? Dit is het moment voor { $cards }: een kaart die op de verkoop van een speakeasy werkt, speel je voordat die haar vraagdobbelstenen gooit (fase 5), anders doet ze deze beurt niets. Met „niets meer” gaat de verkoop zonder haar door.
prompt-thug-asked-for = Nu een boevenkaart spelen? Je krijgt deze vraag omdat je bij een eerdere vraag vroeg om er een te spelen; zodra je antwoordt, met een kaart of met „niets meer”, is dat verzoek afgehandeld.
thug-request-loading = thug: zeg hoeveel kratten er op { $truck } gaan; voor ze geladen worden, krijg je de vraag of je { $cards } speelt: een boevenkaart mag op elk moment gespeeld worden, ook tijdens het laden (Boevenkaarten gebruiken; Franse spelregels: UTILISATION DES CARTES VOYOU).
thug-request-after-loading = thug: { $cards } { $count ->
        [one] mag
       *[other] mogen
    } pas gespeeld worden als alle kratten op de vrachtwagens staan, of later, zoals op de kaart staat (Boevenkaarten gebruiken; Franse spelregels: UTILISATION DES CARTES VOYOU): je krijgt de vraag na het laden.
# `thug` getypt terwijl kaarten in de hand nog niet gespeeld kunnen worden: elke kaart, waarom
# nu niet, en wanneer wel (Boevenkaarten gebruiken).
thug-request-waiting = thug: { $waiting }{ $count ->
        [0] {""}
        [one] {" "}{ $ready } mag gespeeld worden op het eerstvolgende moment dat de regels het toelaten: dan krijg je de vraag.
       *[other] {" "}{ $ready } mogen gespeeld worden op het eerstvolgende moment dat de regels het toelaten: dan krijg je de vraag.
    }
thug-waits = { $card } kan nu niet gespeeld worden: { $why ->
        [shipping] ze wordt alleen in fase 4 gespeeld{ thug-waits-when }
        [after_loading] ze wordt pas gespeeld als alle kratten op de vrachtwagens staan, in fase 4{ thug-waits-when }
        [lined_up] ze wordt alleen gespeeld op een vrachtwagen die bij een speakeasy in de rij staat, vanaf het moment dat de vrachtwagens naar de dokken rijden (fase 4) tot elke speakeasy koopt (fase 5){ thug-waits-when }
        [authority] met Windfall getrokken en bewaard, wordt ze gespeeld in de autoriteitsfase van een latere beurt{ thug-waits-when }
        [thug_played] ze wordt alleen gespeeld als antwoord op een boevenkaart die een andere smokkelaar net gespeeld heeft, of op een Friendly Union Boss die open ligt: je krijgt de vraag zodra er een gespeeld wordt
        [money] ze kost { $price } en je hebt { $money }: je krijgt de vraag zodra je genoeg hebt
        [truck] ze leent een { $size } uit de voorraad, en daar is er geen meer: je krijgt de vraag zodra er een terug is
        [open_speakeasy] ze wordt gespeeld op een { $except ->
            [none] open speakeasy
           *[other] andere open speakeasy dan { $except }
        }, en die is er nu niet: je krijgt de vraag zodra er een opengaat, en in fase 2 gaat een speakeasy open zodra er evenveel invloedsfiches liggen als ze gearceerde cirkels heeft
        [speakeasy] ze wordt gespeeld op de invloedsfiches van een speakeasy, en geen enkele speakeasy heeft er: je krijgt de vraag zodra er een fiches heeft
        [improvement] ze verplaatst een verbeteringsfiche van de ene speakeasy naar de andere, en geen enkele speakeasy heeft er een: je krijgt de vraag zodra er een geplaatst is
        [offsite_still] ze wordt gespeeld op een externe stokerij van een andere smokkelaar waar een dobbelsteen op ligt, en die is er niet: je krijgt de vraag zodra er een is
        [loaded_truck] ze wordt gespeeld op een geladen vrachtwagen, en er is er geen geladen: je krijgt de vraag zodra er een geladen is, in fase 4
        [empty_truck] ze wordt gespeeld op een lege vrachtwagen van een andere smokkelaar, en die is er niet: je krijgt de vraag zodra er een is
        [lined_up_truck] ze wordt gespeeld op een vrachtwagen die bij een speakeasy in de rij staat, en er staat er geen: je krijgt de vraag zodra er een staat
       *[other] de voorwaarde op de kaart is niet vervuld: je krijgt de vraag zodra dat wel zo is
    } (Boevenkaarten gebruiken; Franse spelregels: UTILISATION DES CARTES VOYOU).
thug-waits-when = { $turn ->
        [this] , later deze beurt: dan krijg je de vraag
        [next] , en die komt pas volgende beurt weer: dan krijg je de vraag
       *[last] , en dit is de laatste beurt van het spel: ze kan niet meer gespeeld worden
    }
thug-later = Hou je haar, dan speel je haar later, op elk moment dat de autoriteitskaarten open liggen, { $last ->
        [yes] deze beurt
       *[no] deze beurt of een latere
    }, op het moment dat de kaart toelaat (Boevenkaarten gebruiken; Franse spelregels: UTILISATION DES CARTES VOYOU): { $last ->
        [yes] dit is de laatste beurt van het spel, en een kaart die je daarna nog hebt, wordt nooit gespeeld: je krijgt de vraag alleen weer zodra ze gespeeld mag worden waar dat eerst niet kon;
       *[no] je krijgt de vraag de volgende beurt weer, of zodra ze gespeeld mag worden waar dat eerst niet kon;
    } { $table ->
        [page] met de knop „{ serve-command-thug }” krijg je die vraag eerder.
       *[terminal] met het commando thug krijg je die vraag eerder.
    }
prompt-influence = Een invloedsfiche uit je achterkamer plaatsen? Je hebt er { $left ->
    [one] één
   *[other] { $left }
}. Na elk fiche krijg je de vraag opnieuw: een speakeasy die vol raakt, valt uit de lijst en de nummers eronder schuiven op, dus lees de namen.
prompt-die_from_back_room = Een dobbelsteen uit je achterkamer op een stokerij leggen?
prompt-improvement_from_back_room = Een verbeteringsfiche uit je achterkamer op een speakeasy leggen? Elke verbetering telt { $per_die } op bij elke vraagdobbelsteen die daar gegooid wordt (fase 5): die speakeasy koopt dan meer kratten.
prompt-vigorish = Betaal je het afpersgeld voor deze stokerij, of maakt ze niets?
prompt-vigorish-due = { $seat } speelt { $card } op je { $still }: betaal je { $seat } { $due } ({ $per_die } per dobbelsteen, { $dice ->
        [one] één dobbelsteen
       *[other] { $dice } dobbelstenen
    }), of maakt die stokerij deze beurt niets?
prompt-deal = Een afspraak voorstellen?
# The deal question, with the crates waiting and the room on the trucks.
prompt-deal-room = Een afspraak voorstellen? Je hebt { $crates ->
        [0] geen kratten
        [one] één krat
       *[other] { $crates } kratten
    } in je achterkamer en plaats voor { $room } op je vrachtwagens thuis; kratten die aan het eind van deze fase niet op een vrachtwagen staan, gaan verloren.
# De knop van de tafel in de browser die om de dealvraag vraagt (`deal` in de terminal).
serve-command-deal = Een afspraak voorstellen
prompt-deal_crates = Hoeveel kratten?
prompt-deal_price = Voor hoeveel?
prompt-deal_crates-for = { $deal }: hoeveel kratten?
prompt-deal_price-for = { $deal }: voor hoeveel? { $you ->
    [1] Jij betaalt, en je hebt { $money }: bied hoogstens { $money }, want een bod boven wat je hebt, wordt geweigerd.
   *[0] { $payer } betaalt; wat die heeft, zie je niet, en een bod daarboven wordt geweigerd.
}
# Een prijs boven wat de persoon heeft, getypt of in het vak gezet: aan tafel geweigerd.
prompt-deal_price-most = Je hebt { $money }: meer kun je niet bieden, want een bod boven wat de betaler heeft, wordt geweigerd (fase 4, 1). Bied hoogstens { $money }.
prompt-deal_cards = Een boevenkaart bij de prijs doen?
prompt-deal_cards-for = { $deal }, voor { $price }: een boevenkaart bij de prijs doen?
prompt-deal_answer = Ga je op deze afspraak in?
prompt-deal_answer-offer = Ga je op deze afspraak in: { $deal } voor { $price }?
prompt-deal_answer-offer-cards = Ga je op deze afspraak in: { $deal } voor { $price } en { $cards }?
prompt-deal_answer-you = { $kind ->
        [rent-out] { $other } biedt je { $price } om deze beurt met je { $truck } ({ $size }, { $capacity } kratten) te rijden; na de verkoop krijg je hem terug.
        [rent-in] { $other } stelt voor dat jij deze beurt met zijn { $truck } ({ $size }, { $capacity } kratten) rijdt, voor { $price } die jij hem betaalt; na de verkoop gaat hij naar hem terug.
        [sell-truck] { $other } biedt je { $price } voor je { $truck } ({ $size }, { $capacity } kratten), die dan voorgoed van hem is.
        [buy-truck] { $other } wil je zijn { $truck } ({ $size }, { $capacity } kratten) verkopen voor { $price }, die jij hem betaalt; hij is dan voorgoed van jou.
        [sell-crates] { $other } biedt je { $price } voor { $n ->
            [one] één van je kratten
           *[other] { $n } van je kratten
        }.
       *[buy-crates] { $other } wil je { $n ->
            [one] één van zijn kratten
           *[other] { $n } van zijn kratten
        } verkopen voor { $price }, die jij hem betaalt.
    }{ $worth } Ga je erop in?
# Wat een krat deze beurt opbrengt als de smokkelaar hem zelf vervoert, naast een afspraak over kratten (fase 4, 1).
deal-crate-worth = Met je eigen vrachtwagens brengt een krat deze beurt { $low } op bij { $unlimited }{ $better ->
        [0] {""}
       *[other] {" "}en { $high } bij { $speakeasy }, zolang de vraag er groot genoeg is
    }; je hebt { $have ->
        [0] geen krat
        [one] één krat
       *[other] { $have } kratten
    } in je achterkamer, en { $room ->
        [0] je vrachtwagens thuis hebben geen plaats meer
        [one] je vrachtwagens thuis hebben plaats voor één krat
       *[other] je vrachtwagens thuis hebben plaats voor { $room } kratten
    }.
# Wat een gehuurde of gekochte vrachtwagen zou meenemen, bij een aanbod (fase 4, 1).
deal-truck-worth = Je hebt { $have ->
        [0] geen krat
        [one] één krat
       *[other] { $have } kratten
    } in je achterkamer, en { $room ->
        [0] je vrachtwagens thuis hebben geen plaats meer
        [one] je vrachtwagens thuis hebben plaats voor één krat
       *[other] je vrachtwagens thuis hebben plaats voor { $room } kratten
    }: { $more ->
        [0] deze vrachtwagen zou geen krat extra meenemen
        [one] deze vrachtwagen zou één krat extra meenemen
       *[other] deze vrachtwagen zou { $more } kratten extra meenemen
    }, en kratten die niet op een vrachtwagen staan, gaan aan het eind van fase 4 verloren. Een krat brengt { $low } op bij { $unlimited }{ $better ->
        [0] {""}
       *[other] {" "}en { $high } bij { $speakeasy }, zolang de vraag er groot genoeg is
    }.
# Een vrachtwagen gekocht van een ander: het loon van zijn chauffeur vanaf de volgende beurt, en over de resterende beurten.
deal-truck-wage = {" "}{ $union ->
        [1] Het loon van zijn chauffeur ({ $wage } per beurt) betaal je niet zolang je { card-friendly_union_boss } open voor je ligt.
       *[0] { $turns ->
            [0] Het loon van zijn chauffeur ({ $wage } per beurt) hoef je nooit te betalen: het spel eindigt na deze beurt.
            [one] Zijn chauffeur kost je daarna { $wage } per beurt, te betalen met je autoriteitskaart vanaf de volgende beurt: { $total } voor de ene beurt die nog rest.
           *[other] Zijn chauffeur kost je daarna { $wage } per beurt, te betalen met je autoriteitskaart vanaf de volgende beurt: tot { $total } over de { $turns } beurten die nog resten.
        }
    }
# Speakeasy's die evenveel betalen, de laatste na „of”.
deal-worth-or = { $first } of { $last }
# Eén speakeasy in wat een krat opbrengt, met wie er de winst opstrijkt (fase 5, 3).
deal-worth-at = { $speakeasy }{ $profit ->
        [yours] {" "}(met je { $margin } winst door de controle erbij)
        [payoff] {" "}({ payoff-control }, en strijkt de winst op)
        [theirs] {" "}({ $controller } heeft er de controle en strijkt de winst op)
       *[none] {""}
    }
# A price paid in money and thug cards.
deal-price-cards = { $price } en { $cards }
prompt-load = Hoeveel kratten laad je op deze vrachtwagen?
prompt-load-truck = Hoeveel kratten laad je op { $truck } ({ $size }, plaats voor { $room })? Je hebt { $crates ->
    [one] één krat
   *[other] { $crates } kratten
} in je achterkamer{ $other ->
    [0] {""}
   *[other] {" "}en plaats voor nog { $other } op je andere vrachtwagens
}.{ $open ->
    [0] {" "}Er is geen speakeasy open, dus geen vrachtwagen kan vertrekken: geladen kratten gaan na de verkoop verloren, tenzij er een speakeasy opengaat voordat de vrachtwagens vertrekken, en kratten die je niet laadt, gaan aan het eind van deze fase verloren (fase 4, 2){ $warehouse ->
        [played] ; de kaart { card-warehouse } die je speelde, houdt ze bij tot de volgende beurt
        [held] ; de kaart { card-warehouse } in je hand houdt ze bij tot de volgende beurt, als je haar speelt
        [last] ; dit is de laatste beurt van het spel: niets houdt ze langer bij
       *[none] ; alleen de boevenkaart { card-warehouse } houdt ze bij, tot de volgende beurt
    }.
   *[other] {" "}{ $lost ->
        [0] Kratten die je niet laadt, gaan aan het eind van deze fase verloren
        [one] Voor één krat is er geen plaats op je vrachtwagens: kratten die je niet laadt, gaan aan het eind van deze fase verloren
       *[other] Voor { $lost } kratten is er geen plaats op je vrachtwagens: kratten die je niet laadt, gaan aan het eind van deze fase verloren
    } (fase 4, 2){ $warehouse ->
        [played] ; de kaart { card-warehouse } die je speelde, houdt ze bij tot de volgende beurt
        [held] ; de kaart { card-warehouse } in je hand houdt ze bij tot de volgende beurt, als je haar speelt
        [last] ; dit is de laatste beurt van het spel: niets houdt ze langer bij
       *[none] ; alleen de boevenkaart { card-warehouse } houdt ze bij, tot de volgende beurt
    }.
}
# A rival's thug card this seat saw him take, which threatens the truck being loaded.
prompt-load-threat = { $seat } heeft { $card } in handen: { $what ->
    [empty] staat { $truck } nog leeg als iedereen geladen heeft, dan kan { $seat } hem stelen.
    [seized] zodra { $truck } geladen is, kan { $seat } de kratten erop door de G-Men in beslag laten nemen: ze komen dan nooit bij een speakeasy aan.
    [hijacked] zodra { $truck } geladen is, kan { $seat } de kratten erop overladen op een eigen lege vrachtwagen waar ze allemaal op passen, en ze verkopen alsof ze van hem zijn (de grootste lege vrachtwagen van { $seat } heeft plaats voor { $largest ->
        [one] één krat
       *[other] { $largest } kratten
    }).
   *[lined_up] zodra { $truck } bij een speakeasy in de rij staat, kan { $seat } de kratten erop afpakken en zelf het geld van de verkoop opstrijken.
}
# Na de dreigingen, als een rivaal de vrachtwagen na het laden kan leeghalen en een ander (of dezelfde) hem daarna leeg kan stelen (FAQ: Hey, Free Truck na Hijack of G-Men—Bust a Shipment).
prompt-load-threat-both = {" "}Samen: haalt { $emptier } { $truck } na het laden leeg met { $emptier_card }, dan is hij weer leeg en kan { $stealer } hem daarna stelen met { $stealer_card }; laden houdt hem dus niet veilig.
prompt-dispatch = Waar rijdt deze vrachtwagen heen?
prompt-dispatch-truck = Waar rijdt { $truck } ({ $size }, { $load ->
        [one] één krat
       *[other] { $load } kratten
    }) heen? Een speakeasy koopt maar zoveel kratten als haar vraagdobbelstenen aangeven, eerst van de dokken vóór het jouwe: de kratten die ze niet koopt, gaan verloren (fase 5).
prompt-public_dock = Mogen de vrachtwagens aan het openbare dok verkopen?
prompt-public_dock-at = Mogen de vrachtwagens die aan het openbare dok van { $speakeasy } wachten verkopen: { $trucks }? Toegestaan verkopen ze na het meerderheids- en het minderheidsdok, zolang de vraag duurt; verboden verkopen ze daar deze beurt niets en gaan hun kratten verloren. Je krijgt de winst op hun kratten alleen als je er de controle over hebt.
prompt-public_dock-truck = { $truck } van { $seat } met { $load ->
    [one] één krat
   *[other] { $load } kratten
}
prompt-thug = Nu een boevenkaart spelen? Zeg je niets meer, dan krijg je de vraag { $last ->
        [yes] alleen weer zodra een andere van je kaarten gespeeld mag worden in deze beurt, de laatste van het spel (een kaart die nooit gespeeld wordt, is verloren);
       *[no] de volgende beurt weer, of zodra een andere van je kaarten gespeeld mag worden;
    } { $table ->
        [page] met de knop „{ serve-command-thug }” krijg je die vraag eerder.
       *[terminal] met het commando thug krijg je die vraag eerder.
    }
prompt-investigation = Die kaart annuleren met G-Men—Investigation?
prompt-windfall = Speel je de getrokken kaart nu, of hou je haar?
# De tweede vraag van Muscling In (`muscling_in_own_still` in zijn script): waar de gestolen dobbelsteen heen gaat.
prompt-muscling_in_own_still = { card-muscling_in }: waar gaat de gestolen dobbelsteen heen? Op een van je stokerijen met plaats ervoor, of in de achterkamer van je familie.
prompt-windfall-named = Je trok { $card }. Speel je haar nu, of hou je haar?
# Hit's and Mob War's "whose marker?": the speakeasy, which of the card's markers, and what each
# option leaves there (control: as many markers as all the others together; the majority: more
# than any other).
prompt-whose-at = { $card } bij { $speakeasy }: { $replace ->
        [1] van wie vervang je een invloedsfiche door een van de jouwe uit je voorraad
       *[0] van wie vernietig je een invloedsfiche
    }{ $of ->
        [1] {""}
       *[other] {" "}({ $nth } van { $of })
    }? Wie er evenveel fiches heeft als alle anderen samen, heeft er de controle (bij gelijkstand van twee de hoogste autoriteitskaart); anders heeft wie er de meeste heeft de meerderheid.
option-whose = { $you ->
        [1] jezelf ({ $seat })
       *[0] { $seat }
    }, met { $n ->
        [one] één fiche
       *[other] { $n } fiches
    } daar: { $then ->
        [control] { $leader_you ->
            [1] dan heb jij er de controle
           *[0] dan heeft { $leader } er de controle
        }, { $lead } tegen { $rest }
        [majority] { $leader_you ->
            [1] dan heb jij er de meerderheid, zonder controle
           *[0] dan heeft { $leader } er de meerderheid, zonder controle
        }, { $lead } fiches tegen { $rest } voor alle anderen samen
        [none] dan heeft niemand er de controle of de meerderheid
       *[empty] dan blijft er geen fiche over
    }{ $closes ->
        [1] ; ze gaat dan dicht, onder de { $shaded } fiches die ze nodig heeft, en verkoopt deze beurt niets
       *[0] {""}
    }
prompt-card = { $card }: { $step ->
    [whose] wiens invloedsfiche?
    [to] waarheen?
    [own] welke van de jouwe?
    [how] een invloedsfiche vernietigen, of een van de jouwe toevoegen?
   *[first] { $target ->
        [speakeasy] op welke speakeasy?
        [open_speakeasy] op welke open speakeasy?
        [still] op welke stokerij?
        [offsite_still] op welke externe stokerij?
        [loaded_truck] op welke geladen vrachtwagen?
        [empty_truck] op welke lege vrachtwagen?
        [lined_up_truck] op welke vrachtwagen die bij een speakeasy in de rij staat?
        [bootlegger] op wie?
       *[other] waarop?
    }
}
prompt-politics = Hoeveel invloedsfiches koop je?
option-authority = autoriteitskaart { $n }, kost { $cost }{ $over ->
        [0] {""}
       *[other] {" "}(met { $wages } aan lonen { $short } meer dan je { $money })
    }
option-truck-card = { $card }: vervoert { $capacity } kratten, kost nu { $price } en elke beurt { $wage } loon{ $short ->
        [money] {" "}— je hebt maar { $money }: je kunt niet betalen: neem je haar, dan wordt de kaart afgelegd en neem je deze beurt geen ander aanbod
        [box] {" "}— er is geen vrachtwagen van deze grootte meer in de doos: neem je haar, dan wordt de kaart afgelegd en neem je deze beurt geen ander aanbod
       *[no] {""}
    }
# Een stokerijverbetering van één dobbelsteen in het aanbod terwijl geen stokerij van de speler een vrije plaats heeft (fase 1, 5b a).
option-still-full = één dobbelsteen meer, maar { $offsites ->
        [0] je familiestokerij is vol ({ $max } van { $max } dobbelstenen)
       *[other] al je stokerijen zijn vol
    }: die dobbelsteen wacht in je achterkamer en levert niets op
help-still-full = Voor jou nu: één dobbelsteen meer, maar { $offsites ->
        [0] je familiestokerij is vol ({ $max } van { $max } dobbelstenen) en je hebt geen externe stokerij
       *[other] al je stokerijen zijn vol (je familiestokerij heeft { $max } van { $max } dobbelstenen)
    }: de dobbelsteen gaat naar je achterkamer en levert geen krat op tot een van je stokerijen er plaats voor heeft (een nieuwe externe stokerij, met een dubbele stokerijverbetering).
option-muscle = { $card } — { $thug ->
    [1] boevenkaart: { $later ->
        [open_speakeasy] voor later
        [improvement] voor later
        [offsite_still] voor later
       *[no] { $window ->
            [shipping] voor fase 4
            [shipping_after_loading] voor na het laden
            [trucks_lined_up] voor fase 5
            [thug_played] tegen een boevenkaart
           *[other] nu of later
        }
    }
   *[0] meteen gespeeld
}
option-group-deal = afspraken met { $seat }
option-deal-truck = { $deal } ({ $size })
# A deal to offer, from the asking seat's side, its kind first; sell-n and buy-n: a deal on crates in the questions after its number of crates, which they restate.
option-deal = { $kind ->
        [sell-crates] verkoop kratten aan { $other } (je hebt er { $have })
        [buy-crates] koop kratten van { $other } (die heeft er { $have })
        [sell-n] verkoop { $n } { $n ->
            [one] krat
           *[other] kratten
        } aan { $other } (je hebt er { $have })
        [buy-n] koop { $n } { $n ->
            [one] krat
           *[other] kratten
        } van { $other } (die heeft er { $have })
        [rent-out] verhuur je { $truck } ({ $size }, { $capacity } kratten) deze beurt aan { $other }
        [rent-in] huur { $truck } van { $other } ({ $size }, { $capacity } kratten) voor deze beurt
        [sell-truck] verkoop je { $truck } ({ $size }, { $capacity } kratten) aan { $other }
       *[buy-truck] koop { $truck } van { $other } ({ $size }, { $capacity } kratten)
    }
# A deal offered that gives up the seat's truck, after its option: its crates with no room left (phase 4, 2).
option-deal-losing = {" "}— { deal-losing }
# What giving up a truck leaves of the crates, after the deal option or once under the deal question.
deal-losing = { $room ->
        [0] { $alone ->
                [1] { $crates ->
                    [one] je hebt dan geen vrachtwagen meer voor je enige krat, dus die zou verloren gaan
                   *[other] je hebt dan geen vrachtwagen meer voor je { $crates } kratten, dus zouden ze alle { $crates } verloren gaan
                }
               *[0] { $crates ->
                    [one] je andere vrachtwagens hebben geen plaats voor je enige krat, dus die zou verloren gaan
                   *[other] je andere vrachtwagens hebben geen plaats voor je { $crates } kratten, dus zouden ze alle { $crates } verloren gaan
                }
            }
       *[other] je andere vrachtwagens hebben plaats voor { $room } van je { $crates } kratten, dus { $lost ->
            [one] zou er één verloren gaan
           *[other] zouden er { $lost } verloren gaan
        }
    } als fase 4 eindigt
# Under the deal question, once for each truck of the seat's whose renting out or sale leaves crates with no room (phase 4, 2).
prompt-deal-losing = {" "}{ $n ->
        [one] Je { $truck } verhuren of verkopen
       *[other] Eén van je vrachtwagens verhuren of verkopen ({ $truck })
    }: { deal-losing }.
# De controle door Big Payoff deze beurt, zoals de vragen, de stand en het opzoeken het zeggen: $payoff 1 een ander speelde hem daar, 2 de lezer.
payoff-control = { $payoff ->
        [2] je speelde hier { card-big_payoff } en hebt er deze beurt de controle
       *[other] { $payer } speelde hier { card-big_payoff } en heeft er deze beurt de controle
    }, hoeveel fiches er ook liggen
option-dispatch = { $speakeasy } — { $unlimited ->
        [1] koopt alle kratten, { $price } per stuk
       *[0] { $price } per krat, koopt { $min } tot { $max } kratten ({ $dice ->
            [one] één vraagdobbelsteen
           *[other] { $dice } vraagdobbelstenen
        }{ $plus ->
            [0] {""}
           *[other] , +{ $plus } per dobbelsteen door de verbeteringen
        }); { $dock ->
            [majority] meerderheidsdok: verkoopt eerst
            [minority] minderheidsdok: verkoopt na het meerderheidsdok{ $payoff ->
                [1] , want { payoff-control }
               *[0] {""}
            }
           *[public] { $leads ->
                [0] openbaar dok: niemand heeft er de meerderheid, dus het verkoopt niets
               *[other] openbaar dok: verkoopt als laatste, als { $decider } het toestaat
            }
        }{ $ahead ->
            [0] {""}
            [one] ; er staat al één krat voor{ $yours ->
                [all] , van jou
               *[none] {""}
            }
           *[other] ; er staan al { $ahead } kratten voor{ $yours ->
                [all] , allemaal van jou
                [some] , waarvan { $mine ->
                    [one] één
                   *[other] { $mine }
                } van jou
               *[none] {""}
            }
        }
    }{ $heat ->
        [0] {""}
       *[other] ; { card-packing_heat }: je betaalt { $holder } { $fee } per verkocht krat
    }{ $profit ->
        [yours] ; jij hebt er de controle: { $margin } winst voor jou per krat die er verkocht wordt, dus { $total } per krat in totaal op de jouwe
        [theirs] ; { $controller } heeft er de controle en strijkt { $margin } winst op per krat die er verkocht wordt
       *[none] {""}
    }
help-rule = { $option }: { $what } ({ $rule })
# Een kaart in een keuze, met wat ze doet in het kort.
card-with-short = { $card }: { $short }
# De secties van het spelregelboek, zoals zijn titels ze noemen, voor de verwijzing van help-rule.
help-section-phase-1 = fase 1
help-section-phase-2 = fase 2
help-section-phase-4 = fase 4
help-section-phase-4-rent = fase 4, 1
help-section-phase-5-2c = fase 5, 2c
help-section-thugs = boevenkaarten gebruiken
help-authority = als alle kaarten open liggen, betaal je er { $cost } voor, samen met het loon van je chauffeurs; { $rank ->
        [only] het is de laatste kaart die je hebt
        [highest] het is de hoogste kaart die je hebt
        [lowest] het is de laagste kaart die je hebt
       *[middle] { $higher ->
            [one] één kaart die je hebt, is hoger
           *[other] { $higher } kaarten die je hebt, zijn hoger
        }
    }.{ $over ->
        [0] {""}
       *[other] {" "}Met het loon van je chauffeurs ({ $wages }) is dat { $short } meer dan je { $money }: je zou alles betalen wat je hebt en gewoon verder spelen, zonder straf of schuld (fase 1, 5a).
    }
# De regel van de autoriteitskaarten, één keer, onder de eerste kaart van de lijst.
help-authority-rule = Een autoriteitskaart leg je gedekt neer, en alle kaarten worden samen omgedraaid. Hoe hoger je kaart, hoe eerder je de hele beurt aan zet bent: je kiest als eerste uit het aanbod, plaatst eerst invloed en stuurt eerst je vrachtwagens, en je vrachtwagens staan vooraan bij de dokken. Ze beslist ook sommige gelijke standen: hebben twee spelers elk de helft van de fiches in een speakeasy, dan krijgt de hoogste kaart de controle; hebben twee familiestokerijen evenveel gemaakt, dan houdt de flik die van de laagste kaart in het oog; zijn de rijksten aan het eind gelijk, dan wint de hoogste kaart van de laatste beurt; zijn de armsten in { $count ->
        [one] beurt
       *[other] de beurten
    } { $turns } gelijk, dan krijgt de laagste kaart de extra fiche. Een gelijke stand in de meeste fiches zonder controle beslist niets: dan heeft niemand er de meerderheid. Elke kaart speel je één keer per spel.
# Onder de andere kaarten: waar de regel staat.
help-authority-again = Hoe autoriteit werkt (de volgorde van spelen, de gelijke standen die ze beslist), staat bij optie { $n }.
help-truck-card = je koopt deze vrachtwagen meteen voor { $price } (kun je niet betalen, dan wordt de kaart afgelegd); hij vervoert { $capacity } kratten en zijn chauffeur kost elke beurt { $wage }. Je neemt deze beurt geen ander aanbod.
help-muscle-thug = { $text } Een boevenkaart: { $later ->
        [no] je speelt haar meteen, of houdt haar verborgen in je hand voor later.
       *[other] er is nu niets op tafel waarop je haar kunt spelen, dus je houdt haar verborgen in je hand voor later{ $later ->
            [open_speakeasy] , zodra er een andere speakeasy dan O'Malley's opengaat
            [improvement] , zodra er een verbeteringsfiche op een speakeasy ligt
           *[offsite_still] , zodra een andere smokkelaar een externe stokerij met een dobbelsteen heeft
        }.
    }
help-muscle-at-once = { $text }
help-still = de dobbelsteen gaat naar je { $still }: bij elke productie (fase 3) gooi je daar een dobbelsteen meer, één krat per oog. { $family ->
        [1] Hoe meer je familiestokerij maakt, hoe groter de kans dat de flik haar in het oog houdt: na elke productie vanaf beurt { $moves } gaat hij naar de familiestokerij die het meest maakte, en zolang hij de jouwe in het oog houdt, maakt een { $face } op een van haar dobbelstenen dat ze die beurt niets produceert.
       *[0] De flik houdt een externe stokerij nooit in het oog.
    }
option-still = { $still }, { $dice ->
        [0] nog geen dobbelsteen
        [one] nu één dobbelsteen
       *[other] nu { $dice } dobbelstenen
    }: bij elke productie een dobbelsteen meer gegooid; { $family ->
        [1] { $cop ->
            [this] de productie van deze beurt beslist welke familiestokerij de flik in het oog houdt: die die het meest maakt
            [later] vanaf de productie van beurt { $moves } houdt de flik de familiestokerij in het oog die het meest maakt
            [yours] de flik houdt je familiestokerij nu in het oog: een { $face } op een van haar dobbelstenen, deze ook, legt haar die beurt stil
           *[watching] de flik houdt de familiestokerij in het oog die het meest maakt
        }
       *[0] de flik houdt haar nooit in het oog
    }
option-back-room = de achterkamer: { $what ->
        [die] daar gooit de dobbelsteen niets tot je hem op een stokerij zet, in fase 2 van deze of een latere beurt
       *[marker] daar verhoogt het fiche geen vraag tot je het op een speakeasy legt, in fase 2 van deze of een latere beurt
    }
help-back-room = { $what ->
        [die] de dobbelsteen wacht in je achterkamer en maakt daar niets: er komt geen krat van tot je hem op een van je stokerijen zet, wat je in fase 2 van deze of een latere beurt kunt doen.
       *[marker] het verbeteringsfiche wacht in je achterkamer en verhoogt daar geen vraag tot je het op een speakeasy legt, wat je in fase 2 van deze of een latere beurt kunt doen.
    }
help-two-dice = twee dobbelstenen, elk op een van je stokerijen of in je achterkamer.
help-new-offsite = een nieuwe externe stokerij begint met één dobbelsteen, gemarkeerd met een invloedsfiche uit je voorraad. Ze produceert zoals je familiestokerij, en de flik houdt haar nooit in het oog.
help-influence = een fiche uit je achterkamer gaat naar { $speakeasy }. Wie daar evenveel fiches heeft als alle anderen samen, heeft er de controle: zijn vrachtwagens verkopen eerst en hij strijkt de winst op ({ $margin } per krat); wie er zonder dat de meeste heeft, verkoopt eerst maar strijkt geen winst op. De speakeasy gaat open zodra er { $shaded } fiches liggen, en koopt voor { $price } per krat.{ $payoff ->
        [0] {""}
       *[other] {" "}Maar { payoff-control }: fiches die je nu legt, tellen pas vanaf de volgende beurt mee voor de controle.
    }
help-improvement = het verbeteringsfiche gaat naar { $speakeasy }: het telt { $plus } op bij elke vraagdobbelsteen die daar gegooid wordt, dus koopt ze meer kratten.
help-dispatch = de vrachtwagen gaat naar { $speakeasy }. { $unlimited ->
        [1] Ze koopt elke krat die gebracht wordt, voor { $price } per stuk, van elke vrachtwagen: daar gaat niets verloren, en niemand strijkt er winst op.
       *[0] Ze betaalt { $price } per krat en koopt zoveel kratten als haar vraagdobbelstenen zeggen ({ $dice ->
            [one] één dobbelsteen
           *[other] { $dice } dobbelstenen
        }{ $plus ->
            [0] {""}
           *[other] , +{ $plus } per dobbelsteen door de verbeteringen
        }: { $min } tot { $max } kratten), eerst van het meerderheidsdok, dan van het minderheidsdok, dan van het openbaar dok als de smokkelaar met de controle of de meerderheid het toestaat; de kratten die ze niet koopt, gaan verloren. Je vrachtwagen zou aansluiten aan het { $dock ->
            [majority] meerderheidsdok, omdat je er de controle of de meerderheid van de invloed hebt
            [minority] minderheidsdok, omdat je er invloed hebt maar niet de meerderheid{ $payoff ->
                [1] : { payoff-control }
               *[0] {""}
            }
           *[public] openbaar dok, omdat je er geen invloed hebt{ $leads ->
                [0] , en niemand heeft er de meerderheid, dus het openbaar dok verkoopt er niets
               *[other] : { $decider } beslist bij de verkoop, als de andere dokken verkocht hebben en er nog vraag is, of het verkoopt{ $decides ->
                    [control] ; met de controle strijkt { $decider } ook de winst op die kratten op, en heeft er dus baat bij het toe te staan
                   *[majority] ; met de meerderheid maar zonder controle strijkt { $decider } op die kratten geen winst op, en wint dus niets bij het toestaan
                } (fase 5, 2c)
            }
        }{ $ahead ->
            [0] .
            [one] , achter één krat die er al staat om eerst verkocht te worden{ $yours ->
                [all] , van jou.
               *[none] .
            }
           *[other] , achter { $ahead } kratten die er al staan om eerst verkocht te worden{ $yours ->
                [all] , allemaal van jou.
                [some] , waarvan { $mine ->
                    [one] één
                   *[other] { $mine }
                } van jou.
               *[none] .
            }
        }
    }{ $heat ->
        [0] {""}
       *[other] {" "}Hier is { card-packing_heat } gespeeld: je betaalt { $holder } { $fee } voor elk krat dat je hier verkoopt.
    }{ $profit ->
        [yours] {" "}Jij hebt er de controle: jij strijkt de winst op, { $margin } per krat die er verkocht wordt, van jou en van de anderen, dus elke krat van jou brengt je in totaal { $total } op (fase 5, 3).
        [theirs] {" "}{ $controller } heeft er de controle en strijkt de winst op, { $margin } per krat die er verkocht wordt, ook op de jouwe (fase 5, 3).
       *[none] {""}
    }
help-target = { $card }: { $text }
option-double-cross = { $way ->
        [destroy] { $n ->
            [one] een fiche
           *[other] { $n } fiches
        } van { $seat } daar vernietigen
       *[add] er { $n ->
            [one] een van je fiches
           *[other] { $n } van je fiches
        } bij zetten, uit je voorraad
    }
option-big-city-boys = { $seat }: autoriteit { $now }, { $then } met de kaart
option-vigorish-target = { $still } van { $seat }: { $dice ->
        [one] één dobbelsteen
       *[other] { $dice } dobbelstenen
    }, dus { $seat } betaalt je { $due } of die maakt deze beurt niets
# Muscling In's first question: an offsite still of another's, and what stealing from it does.
option-muscling-in-target = { $still } van { $seat }: { $dice ->
        [one] één dobbelsteen
       *[other] { $dice } dobbelstenen
    }, je steelt er { $n ->
        [one] één
       *[other] { $n }
    }
help-muscling-in-target = je steelt { $n ->
        [one] één dobbelsteen
       *[other] { $n } dobbelstenen
    } van de { $still } van { $seat }, die er { $left ->
        [0] geen meer overhoudt (ze blijft wel bestaan)
        [one] één overhoudt
       *[other] { $left } overhoudt
    }: elke dobbelsteen levert bij elke productie (fase 3) 1 tot { $sides } kratten op, zoveel minder voor { $seat } en zoveel meer voor jou. Daarna kies je waar { $n ->
        [one] hij heen gaat
       *[other] ze heen gaan
    }: naar een van je stokerijen met een vrije plaats, of naar je achterkamer.
option-copper-target = { $speakeasy } — elk krat dat er aankomt, wordt er dan verkocht voor { $fee } in plaats van { $price }{ $profit ->
        [yours] , en je verliest de { $margin } winst per krat die de controle je er geeft
        [theirs] , en { $controller } verliest de { $margin } winst per krat die de controle hem er geeft
       *[none] {""}
    }{ $mine ->
        [0] {""}
        [one] ; jouw krat die er klaarstaat, brengt dan { $fee } op in plaats van { $each }
       *[other] ; jouw { $mine } kratten die er klaarstaan, brengen dan elk { $fee } op in plaats van { $each }
    }{ $rivals ->
        [0] {""}
       *[other] ; kratten van rivalen die er klaarstaan: { $list }, allemaal gekocht voor { $fee }
    }
option-packing-heat-target = { $speakeasy } — { $rivals ->
        [0] { $to_go ->
            [0] er staat geen krat van een rivaal klaar: de kaart levert je niets op
           *[other] er staat nog geen krat van een rivaal klaar: de kaart levert je alleen iets op als een rivaal er nog een vrachtwagen heen stuurt
        }
       *[other] kratten van rivalen die er klaarstaan: { $list }; elk krat dat ze koopt, levert je { $fee } op ({ $unlimited ->
            [1] ze koopt elk krat
           *[0] ze koopt { $min } tot { $max } kratten
        })
    }{ $mine ->
        [0] {""}
       *[other] ; je eigen kratten daar leveren je niets extra op
    }
help-packing-heat-target = elke andere smokkelaar die deze beurt kratten verkoopt bij { $speakeasy }, betaalt jou { $fee } per krat; die speakeasy { $unlimited ->
        [1] koopt elke krat die gebracht wordt
       *[0] koopt er { $min } tot { $max } ({ $dice ->
            [one] één vraagdobbelsteen
           *[other] { $dice } vraagdobbelstenen
        })
    }, aan { $price } per stuk.
help-double-cross = { $way ->
        [destroy] { $seat } verliest { $n ->
            [one] een invloedsfiche
           *[other] { $n } invloedsfiches
        } bij { $speakeasy }, terug naar de voorraad van { $seat }, niet naar de achterkamer: dat kan veranderen wie de controle heeft en waar vrachtwagens zich opstellen.
       *[add] { $n ->
            [one] een invloedsfiche uit je voorraad (niet uit je achterkamer) gaat
           *[other] { $n } invloedsfiches uit je voorraad (niet uit je achterkamer) gaan
        } naar { $speakeasy }, op een vrije cirkel: telt meteen mee voor de controle en voor de kades.
    }
help-big-city-boys = { $mine ->
        [1] jouw autoriteitskaart
       *[other] de autoriteitskaart van { $seat }
    } telt de rest van de beurt { $then } in plaats van { $now }: de autoriteit bepaalt de hele beurt de speelvolgorde en beslist bij gelijkspel.
help-vigorish-target = { $seat } moet je { $due } betalen ({ $per_die } per dobbelsteen van de { $still }: { $dice }) voordat die rolt, of die maakt deze beurt niets; met minder dan { $due } kan { $seat } niet betalen en maakt die niets.
help-play-now = de kaart werkt nu, zoals haar tekst zegt.
help-idle = { $why ->
        [favor] Nu gespeeld zou haar vrachtwagen niets vervoeren: er wordt maar één keer per beurt geladen (fase 4, 2), en dat is deze beurt al gebeurd. De kaart is toch op; speel je ze vóór het laden, zodra de stokerijen geproduceerd hebben, dan wordt haar vrachtwagen met de andere geladen.
        [own_markers] Nu gespeeld kan ze alleen je eigen invloedsfiches vernietigen: niemand anders heeft er nog een op een speakeasy. De kaart is toch op.
        [no_crates] Nu gespeeld zou ze niets opleveren: ze betaalt je voor de kratten van rivalen die verkocht worden waar je haar speelt, en er wacht er geen bij een dok voordat de vrachtwagens in de rij staan (fase 4, 3). Houd je haar, dan wordt ze je opnieuw aangeboden zodra ze er staan; nu gespeeld is de kaart toch op.
        [no_markers] Nu gespeeld zou ze niets doen: er ligt nog geen invloedsfiche op een speakeasy, en de kaart is toch op.
       *[safe_house] Nu gespeeld zou ze niets doen: je hebt geen invloedsfiche op een speakeasy.
    }
help-keep = de kaart blijft in je hand, verborgen voor de anderen, om later te spelen zolang de autoriteitskaarten open liggen.
help-done = nu niets meer.
help-done-at = { $at ->
        [deal_cards] de prijs wordt geboden zoals hij is, met de kaarten die je er al bij deed, als die er zijn.
        [back_room] hij gaat naar je achterkamer, en mag vanaf de volgende beurt terug op een speakeasy, niet deze beurt.
        [back_room_die] hij gaat naar je achterkamer, om in fase 2 op een stokerij te leggen.
        [card_first] de kaart is al gespeeld: kies je niets, dan doet ze niets en wordt ze afgelegd.
       *[card_more] de kaart stopt hier; wat ze al deed, blijft gedaan.
    }
help-done-influence = nu niets meer: wat overblijft wacht in je achterkamer op een latere beurt.
help-done-deal = je doet deze verzendfase geen aanbod meer (op dat van de anderen antwoord je nog wel); { $table ->
        [page] met de knop „{ serve-command-deal }” krijg je de vraag opnieuw.
       *[terminal] typ deal om het opnieuw gevraagd te worden.
    }
help-done-thug = je speelt nu geen boevenkaart.
help-propose = je stelt deze afspraak voor: { $kind ->
        [sell-crates] { $have ->
            [one] je geeft de prijs op voor je ene krat
           *[other] je geeft op hoeveel van je { $have } kratten, en dan de prijs
        }; neemt { $other } aan, dan betaalt die en gaan de kratten meteen naar diens achterkamer, om op diens vrachtwagens te laden.
        [buy-crates] { $have ->
            [one] je geeft de prijs op voor de ene krat van { $other }
           *[other] je geeft op hoeveel van de { $have } kratten van { $other }, en dan de prijs
        }; neemt { $other } aan, dan betaal jij en komen de kratten meteen in je achterkamer: laad ze op je vrachtwagens, want kratten die aan het eind van fase 4 niet op een vrachtwagen staan, gaan verloren (tenzij { card-warehouse } ze bewaart).
        [rent-out] je geeft de prijs op; neemt { $other } aan, dan betaalt die en rijdt alleen deze beurt met je { $truck } ({ $size }, { $capacity } kratten). Hij vervoert alleen de kratten van { $other }, nooit de jouwe erbij, en sluit aan bij de dokken waar diens invloed recht op geeft; aan het eind van fase 5, als de kratten verkocht zijn, krijg je hem terug, en het loon van zijn chauffeur ({ $wage }) blijft voor jouw rekening. Je eigen kratten gaan op je andere vrachtwagens, of gaan verloren als fase 4 eindigt (tenzij { card-warehouse } ze bewaart).
        [rent-in] je geeft de prijs op; neemt { $other } aan, dan betaal jij en rijd je alleen deze beurt met diens { $truck } ({ $size }, { $capacity } kratten). Hij vervoert alleen jouw kratten en sluit aan bij de dokken waar jouw invloed je recht op geeft; aan het eind van fase 5, als de kratten verkocht zijn, gaat hij terug naar { $other }, en het loon van zijn chauffeur ({ $wage }) blijft voor rekening van de eigenaar. De eigen kratten van { $other } kunnen er niet op.
        [sell-truck] je geeft de prijs op; neemt { $other } aan, dan betaalt die en is je { $truck } ({ $size }, { $capacity } kratten) voorgoed van { $other }, met het loon van zijn chauffeur ({ $wage } per beurt). Je eigen kratten gaan op je andere vrachtwagens, of gaan verloren als fase 4 eindigt (tenzij { card-warehouse } ze bewaart).
       *[buy-truck] je geeft de prijs op; neemt { $other } aan, dan betaal jij en is diens { $truck } ({ $size }, { $capacity } kratten) voorgoed van jou: je kunt hem meteen laden, en zijn chauffeur kost je { $wage } per beurt vanaf de volgende.
    } Geld en kaarten worden meteen en voorgoed betaald.
help-accept-deal = de afspraak is gesloten: de koper betaalt meteen, en de kratten of de vrachtwagen wisselen van eigenaar.
help-accept-deal-you = { $kind ->
        [rent-out] je krijgt nu { $price }. Deze beurt vervoert je { $truck } de kratten van { $other }, niet de jouwe{ $lost ->
            [0] {""}
           *[other] : { $crates ->
                [one] je andere vrachtwagens hebben geen plaats voor je enige krat, dus die zou verloren gaan als fase 4 eindigt (tenzij { card-warehouse } hem bewaart)
               *[other] je andere vrachtwagens hebben plaats voor { $room } van je { $crates } kratten, dus { $lost ->
                    [one] zou er één krat verloren gaan als fase 4 eindigt (tenzij { card-warehouse } hem bewaart)
                   *[other] zouden er { $lost } kratten verloren gaan als fase 4 eindigt (tenzij { card-warehouse } ze bewaart)
                }
            }
        }. Na de verkoop krijg je hem terug, en zijn loon blijft voor jouw rekening.
        [rent-in] je betaalt nu { $price }. De vrachtwagen vervoert deze beurt jouw kratten en sluit aan bij de dokken waar jouw invloed je recht op geeft; na de verkoop gaat hij terug naar { $other }, en zijn loon blijft voor rekening van { $other }.
        [sell-truck] je krijgt nu { $price }, en de vrachtwagen is voorgoed van { $other }: je betaalt zijn loon niet meer{ $lost ->
            [0] {""}
           *[other] , maar { $crates ->
                [one] je andere vrachtwagens hebben geen plaats voor je enige krat, dus die zou verloren gaan als fase 4 eindigt (tenzij { card-warehouse } hem bewaart)
               *[other] je andere vrachtwagens hebben plaats voor { $room } van je { $crates } kratten, dus { $lost ->
                    [one] zou er één krat verloren gaan als fase 4 eindigt (tenzij { card-warehouse } hem bewaart)
                   *[other] zouden er { $lost } kratten verloren gaan als fase 4 eindigt (tenzij { card-warehouse } ze bewaart)
                }
            }
        }.
        [buy-truck] je betaalt nu { $price }; de vrachtwagen is voorgoed van jou, en zijn chauffeur kost { $wage } per beurt vanaf de volgende.
        [sell-crates] je krijgt nu { $price }, en { $n ->
            [one] de krat verlaat
           *[other] de kratten verlaten
        } meteen je achterkamer.
       *[buy-crates] je betaalt nu { $price }, en { $n ->
            [one] de krat komt
           *[other] de kratten komen
        } in je achterkamer: je zou er { $crates } hebben, en plaats voor { $room } op je vrachtwagens{ $lost ->
            [0] {""}
            [one] , dus zou er één krat verloren gaan als fase 4 eindigt (tenzij { card-warehouse } hem bewaart)
           *[other] , dus zouden er { $lost } kratten verloren gaan als fase 4 eindigt (tenzij { card-warehouse } ze bewaart)
        }.
    }
help-refuse-deal = er wisselt niets van eigenaar.
help-accept-vigorish = je betaalt het afpersgeld voor elke dobbelsteen van die stokerij, en ze produceert gewoon{ $cop ->
        [1] , behalve dat de flik haar in het oog houdt: een { $face } op een van haar dobbelstenen legt haar toch stil (PHASE 3)
       *[0] {""}
    }.
help-refuse-vigorish = je houdt je geld, en die stokerij maakt deze beurt niets.
# What the still asked a vigorish would make, and what the speakeasy buying every crate pays.
help-vigorish-worth = { $dice ->
    [one] De dobbelsteen van die stokerij levert zoveel kratten op als hij aangeeft, 1 tot { $sides }
   *[other] Elke dobbelsteen levert zoveel kratten op als hij aangeeft, 1 tot { $sides }: de { $dice } dobbelstenen van die stokerij leveren { $min } tot { $max } kratten op
}{ $has ->
    [1] , en { $speakeasy } koopt ze allemaal aan { $price } per krat: { $low } tot { $high }, tegenover de gevraagde { $due }.
   *[0] .
}
help-load = { $n ->
    [0] geen krat gaat
    [one] één krat gaat
   *[other] { $n } kratten gaan
} op deze vrachtwagen en { $rest ->
    [0] er blijft er geen in je achterkamer
    [one] er blijft er één in je achterkamer
   *[other] er blijven er { $rest } in je achterkamer
}{ $rest ->
    [0] {""}
   *[other] { $lost ->
        [0] , waarvoor je andere vrachtwagens plaats hebben
       *[other] { $other ->
            [0] , en je hebt geen andere vrachtwagen meer om te laden
           *[other] , en je andere vrachtwagens hebben maar plaats voor { $other }
        }
    }
}; kratten die aan het eind van deze fase niet op een vrachtwagen staan, gaan verloren (fase 4, 2){ $warehouse ->
    [played] ; de kaart { card-warehouse } die je speelde, houdt ze bij tot de volgende beurt
    [held] ; de kaart { card-warehouse } in je hand houdt ze bij tot de volgende beurt, als je haar speelt
    [last] ; dit is de laatste beurt van het spel: niets houdt ze langer bij
   *[none] ; alleen de boevenkaart { card-warehouse } houdt ze bij, tot de volgende beurt
}.
help-deal-crates = de afspraak gaat over { $n ->
    [one] één krat
   *[other] { $n } kratten
}.
help-price = de gevraagde prijs: { $price }, meteen betaald als de afspraak aangenomen wordt.
help-refuse-all-deals = er wisselt niets van eigenaar, en de anderen doen je deze beurt geen aanbod meer (zelf kun je nog wel een afspraak voorstellen).
help-allow = de vrachtwagens aan het openbaar dok verkopen ook, na het meerderheids- en minderheidsdok, zolang er vraag is.
help-forbid = de vrachtwagens aan het openbaar dok verkopen hier deze beurt niets.
option-two-dice = twee dobbelstenen
option-new-offsite = een nieuwe externe stokerij, die de flik nooit in het oog houdt
# A rival known to hold a card played on a still, after an option that starts or improves one.
option-offsite-threat = ; { $seat } heeft { $card } in handen: { $seat } kan { $what ->
        [destroy] op elk moment een externe stokerij helemaal vernietigen, met al haar dobbelstenen, ook deze
        [family_die] op elk moment een dobbelsteen van je familiestokerij vernietigen, nooit de laatste
        [vigorish] je { $per_die } per dobbelsteen van een stokerij laten betalen, ook van deze, of die stokerij maakt die beurt niets
       *[steal] op elk moment een dobbelsteen van een externe stokerij stelen, ook van deze
    }
option-play-now = nu spelen
option-idle = { $why ->
        [favor] { $option } — het laden is voorbij: haar vrachtwagen zou deze beurt niets vervoeren, en de kaart is toch op
        [own_markers] { $option } — de enige invloedsfiches op de speakeasy's zijn nu de jouwe: ze kan alleen een eigen fiche vernietigen, en de kaart is toch op
        [no_crates] { $option } — ze zou nu niets opleveren: er wacht nog geen krat van een rivaal bij een dok; houd haar, dan wordt ze je opnieuw aangeboden zodra de vrachtwagens in de rij staan
        [no_markers] { $option } — ze zou nu niets doen: er ligt nog geen invloedsfiche op een speakeasy, en de kaart is toch op
       *[safe_house] { $option } — ze zou nu niets doen: je hebt geen invloedsfiche op een speakeasy
    }
option-keep = houden
option-done = niets meer
# "Nothing" as an answer, said as what it means where it is asked.
option-done-at = { $at ->
        [deal] niets voorstellen
        [deal_cards] de prijs zoals hij is
        [investigation] nee, laat haar werken
        [back_room] naar je achterkamer
        [card_first] niets: de kaart wordt zonder effect afgelegd
        [card_more] niets meer
        [keep] niets meer: de rest blijft in je achterkamer
       *[more] niets meer
    }
option-accept = aannemen
# Accepting an offer that leaves the seat's crates off its trucks: how many are lost (phase 4, 2).
option-accept-losing = aannemen: { $kind ->
        [buy-crates] je zou { $crates ->
            [one] één krat
           *[other] { $crates } kratten
        } hebben en plaats voor { $room } op je vrachtwagens thuis
       *[other] { $crates ->
            [one] je andere vrachtwagens hebben geen plaats voor je enige krat
           *[other] je andere vrachtwagens hebben plaats voor { $room } van je { $crates } kratten
        }
    }, dus { $lost ->
        [one] gaat er één krat verloren
       *[other] gaan er { $lost } kratten verloren
    } als fase 4 eindigt
option-refuse = weigeren
option-pay-vigorish = { $due } betalen aan { $seat }
option-refuse-vigorish = niet betalen: je { $still } maakt deze beurt niets
option-player-you = jezelf ({ $seat })
option-refuse-all = weigeren, en elk ander aanbod deze beurt
option-allow = toestaan
option-forbid = verbieden

## Het einde van het spel en de tafel

play-title = Bootleggers, beginwaarde { $seed }: { $seats }
# De naam van het spel, waar de seed niet verteld wordt (de pagina van één plaats, de tafel in de browser).
game-name = Bootleggers
play-score = { $seat }: ${ $points }G
play-no-winner = Geen winnaar: de rondelimiet beëindigde het spel in een gelijkspel.
run-winner-capped = Winnaar: { $seat } ({ $kind }) na { $length ->
        [one] { $length } beurt
       *[other] { $length } beurten
    }, bij de beurtlimiet.
run-draw = Geen winnaar: de beurtlimiet beëindigde het spel zonder één rijkste smokkelaar.
run-score = { $seat } ({ $kind }): ${ $score }G

## Hoe je wint en hoe een beurt verloopt: het eerste scherm en `help rules`

play-rules =
    Hoe je wint (Overzicht, Einde van het spel en overwinning; Franse spelregels: VUE D'ENSEMBLE, FIN DU JEU ET VICTOIRE): wees de rijkste. Het spel eindigt na de verkoopfase van beurt { $turns }, of eerder, na de verkoopfase van een beurt waarin een smokkelaar { $end_money } of meer heeft; wie het meeste geld heeft, wint. Iedereen begint met { $money } (geld telt in $G: één G is duizend dollar).
    Een beurt, in zes fasen (Overzicht; Franse spelregels: VUE D'ENSEMBLE): 1. autoriteit: iedereen legt gedekt een autoriteitskaart; de hoogste kiest eerst uit de aanbiedingen (invloed, verbeteringen, boevenkaarten, een vrachtwagen), en iedereen betaalt het loon van zijn chauffeurs. 2. stuur de jongens: leg invloedsfiches in de speakeasy's; wie er de controle heeft (evenveel fiches als alle anderen samen; bij gelijkstand van twee de hoogste autoriteitskaart), of anders de meeste fiches, verkoopt er eerst, en alleen de controle strijkt de winst op. 3. de stokerijen: gooi de dobbelstenen van je stokerijen om kratten te maken. 4. verscheep de whiskey: laad je kratten op vrachtwagens en stuur ze naar de speakeasy's (vrachtwagens en kratten kun je kopen, huren of verkopen). 5. verkoop: elke speakeasy koopt kratten en betaalt de verkoper een prijs per krat en wie er de controle heeft een winst. 6. hitte: de flik komt kijken bij wie de meeste whiskey maakt in zijn familiestokerij.
    De dokken (fase 4, 3; fase 5, 2; Franse spelregels: PHASE 5, c): een vrachtwagen sluit aan bij het meerderheidsdok van een speakeasy als zijn bestuurder er de controle of de meerderheid van de invloed heeft, bij het minderheidsdok met fiches er maar zonder de meerderheid, anders bij het openbaar dok. Bij de verkoop verkoopt eerst het meerderheidsdok, dan het minderheidsdok; het openbaar dok verkoopt als laatste, alleen als er nog vraag is en de smokkelaar met de controle of de meerderheid het toestaat, die het op dat moment gevraagd wordt (wie de controle heeft, strijkt ook de winst op die kratten op; wie alleen de meerderheid heeft, wint er niets bij); heeft niemand de controle of de meerderheid, dan verkoopt het niets.
    Boevenkaarten (Boevenkaarten gebruiken; Franse spelregels: UTILISATION DES CARTES VOYOU): een genomen kaart speel je meteen of hou je in de hand; een gehouden kaart speel je later, deze beurt of een latere, zolang de autoriteitskaarten open liggen, op het moment dat de kaart zegt, en alleen als er iets is om ze op te spelen en haar prijs betaald kan worden.

## Wat `board X` vindt: de speakeasy's op een deel van hun naam, en de kaarten in het aanbod en in je hand

find-speakeasy = { $speakeasy }: { $open ->
        [1] open
       *[0] gesloten
    }; { $raided ->
        [1] deze beurt is ze door { card-copper_in_the_house } als O'Malley's: ze koopt elke krat die gebracht wordt, voor { $price } per stuk, en niemand strijkt er winst op, hoeveel fiches er ook staan (fase 5)
       *[0] ze koopt { $dice ->
            [0] elke krat die gebracht wordt
            [one] zoveel kratten als { $dice } vraagdobbelsteen toont
           *[other] zoveel kratten als { $dice } vraagdobbelstenen tonen
        }, en betaalt { $wholesale } per krat aan de verkoper en { $margin } per krat aan wie de controle heeft (fase 5)
    }.
find-speakeasy-influence = Invloedsfiches: { $markers }; { $payoff ->
        [0] controle (evenveel fiches als alle anderen samen, bij gelijkstand van twee de hoogste autoriteitskaart: verkoopt eerst en strijkt de winst op): { $controller }
       *[other] controle: { payoff-control } (verkoopt eerst en strijkt de winst op)
    }. Ze gaat open met { $shaded } fiches en houdt hooguit { $circles } invloedsfiches (fase 2).
find-speakeasy-majority = niemand; { $seat } heeft de meeste fiches en verkoopt dus eerst, maar strijkt geen winst op
# Nobody in control while Copper in the House is in force, and who would be by the markers.
find-speakeasy-raided = niemand deze beurt, want door { card-copper_in_the_house } heeft niemand er de controle{ $would ->
        [1] {" "}({ $seat } { $payoff ->
            [1] heeft ze door { card-big_payoff }, alleen deze beurt
           *[0] heeft ze door de fiches, en krijgt ze terug zodra de beurt van de kaart voorbij is
        })
       *[0] {""}
    }
find-speakeasy-tie = { $seat }, gelijk met { $other }: bij een gelijke stand gaat de controle naar de hoogste autoriteitskaart van deze beurt
# Seats tied, the last two joined: "Player 1, Player 2 and Player 3".
find-seats-and = { $first } en { $last }
find-speakeasy-no-majority = niemand; { $seats } staan gelijk met de meeste fiches ({ $most } elk), dus niemand heeft ook de meerderheid: niemand verkoopt eerst, de vrachtwagens van spelers met fiches daar gaan naar het minderheidsdok, en het openbare dok verkoopt niets
find-speakeasy-improvements = Verbeteringen: { $improvements } van { $slots }, elk +{ $per_die } op elke vraagdobbelsteen.
find-nobody = niemand
# A still found by `board X`: whose, its dice, what it made this turn, whether the cop watches it.
find-still = { $you ->
        [1] Je { $still }
       *[0] De { $still } van { $seat }
    }: { $dice ->
        [0] geen dobbelsteen, dus ze produceert niets (fase 3)
        [one] één dobbelsteen, die bij elke productie 1 tot { $sides } kratten oplevert (fase 3)
       *[other] { $dice } dobbelstenen, die bij elke productie elk 1 tot { $sides } kratten opleveren (fase 3)
    }{ $rolled ->
        [1] ; deze beurt gooide ze { $faces } en { $busted ->
            [1] legde de flik haar stil op een { $face }: ze maakte niets
           *[0] maakte ze { $crates ->
                [0] niets
                [one] één krat
               *[other] { $crates } kratten
            }
        }
       *[0] ; ze heeft deze beurt nog niet geproduceerd
    }. { $watch ->
        [yes] De flik houdt haar in het oog: een { $face } op een van haar dobbelstenen maakt dat ze niets produceert.
        [never] Een externe stokerij houdt de flik nooit in het oog.
       *[no] De flik houdt haar niet in het oog{ $cop ->
            [nobody] {""}
           *[other] {" "}(hij houdt de familiestokerij van { $cop } in het oog)
        }.
    }{ $full ->
        [1] {" "}Ze is vol ({ $max } van { $max } dobbelstenen): er kan geen verbeteringsdobbelsteen meer op.
       *[0] {""}
    }
find-cop = { $seat ->
        [nobody] De flik houdt nog niemand in het oog.
       *[other] De flik houdt de familiestokerij van { $seat } in het oog.
    } Na elke productie vanaf beurt { $moves } gaat hij naar de familiestokerij die het meest maakte (bij gelijke stand: de laagste autoriteitskaart); zolang hij er een in het oog houdt, maakt een { $face } op een van haar dobbelstenen dat ze die beurt niets produceert. Een externe stokerij houdt hij nooit in het oog (fase 3 en 6).
# Other words `board` finds the cop by, beside his name (`cop`).
find-cop-names = flik, politie, agent, cop, flic
# Een kaart die `board X` vindt: haar naam en waar ze ligt (daarna wat ze doet).
find-card = { $card } ({ $where ->
        [truck] de vrachtwagenkaart in het aanbod
        [offer] op een aanbodvak
        [taken] de kaart die je net hebt genomen, om nu te spelen of in je hand te houden
        [deck] een kaart van de handlangerstapel, de stapel waaruit elke beurt het aanbod komt; nu niet in het aanbod en niet in je hand
       *[hand] in je hand
    })
# De handlangerstapel, die `board handlanger` vindt: wat erin zit en wat ermee gebeurt.
find-deck = Handlangerkaarten (de handlangerstapel, { $cards } kaarten): elke beurt { $offers ->
        [one] komt er één kaart
       *[other] komen er { $offers } kaarten
    } per speler open uit op de aanbodvakken, en de spelers nemen ze in dalende volgorde van autoriteit (fase 1, 2 en 5b). Invloedskaarten en verbeteringen van stokerijen of speakeasy's worden meteen gespeeld; de { $thugs } boevenkaarten erin mag je meteen spelen of in je hand houden voor later. Windfall trekt er een gedekt.
# De woorden waarmee `board` de handlangerstapel vindt.
find-deck-names = handlanger, handlangers, handlangerkaart, handlangerkaarten, handlangerstapel, stapel, boef, boeven, boevenkaart, boevenkaarten
# Een dok dat `board X` vindt (fase 4, 3 en fase 5, 2).
find-dock = { $dock } (fase 4, 3 en fase 5, 2): { $id ->
        [majority] de vrachtwagens van de smokkelaar met de controle of de meerderheid van de invloed in een speakeasy staan hier in de rij; ze verkopen eerst.
        [minority] de vrachtwagens van de smokkelaars met invloed in een speakeasy, maar niet de meeste, staan hier in de rij; ze verkopen na het meerderheidsdok.
       *[public] de vrachtwagens van de smokkelaars zonder invloed in een speakeasy staan hier in de rij; ze verkopen als laatste, en alleen als de smokkelaar met de controle of de meerderheid het toestaat. O'Malley's heeft alleen dit dok, en koopt elke krat die er gebracht wordt.
    }
# De woorden waarmee `board` alle dokken vindt.
find-dock-names = dok, dokken, kade, kaden, steiger
# Een vrachtwagen die `board X` vindt ("board vrachtwagen 2"): van wie, zijn grootte, wie hem rijdt, zijn lading en waar hij wacht.
find-truck = { $truck }: { $owned ->
        [1] { $size } van { $owner }
       *[0] { $size } voor deze beurt geleend uit de voorraad vrachtwagens
    }{ $rented ->
        [1] , deze beurt gereden door { $driver }, die hem huurt
       *[0] {""}
    }, { $load ->
        [0] leeg
        [one] één krat erop
       *[other] { $load } kratten erop
    } (capaciteit { $capacity }), { $at ->
        [1] in de rij aan het { $dock } van { $speakeasy }
       *[0] thuis
    } (fase 4).{ $owned ->
        [1] {" "}Zijn chauffeur kost { $owner } { $wage } per beurt (fase 1, 5a).
       *[0] {""}
    }
# De woorden waarmee `board` alle speakeasy's vindt.
find-speakeasy-names = speakeasy, speakeasy's, speakeasies, kroeg, kroegen, bar, bars
play-board-hint = { $table ->
        [page] zoek een deel van de naam van een speakeasy, of van een kaart in het aanbod of in je hand, of een vrachtwagen met zijn nummer (mother, texas, meevaller, vrachtwagen 2).
       *[terminal] probeer board met een deel van de naam van een speakeasy, of van een kaart in het aanbod of in je hand, of een vrachtwagen met zijn nummer (board mother, board texas, board meevaller, board vrachtwagen 2).
    }
play-board-what = de speakeasy's waarvan de naam X bevat: wat elk koopt en betaalt, de fiches en wie de controle heeft; de kaarten op de aanbodvakken en in je hand waarvan de naam X bevat: wat elk doet (board mother, board meevaller); board handlanger: de stapel waar het aanbod vandaan komt; board dok: waar vrachtwagens in de rij staan en in welke volgorde ze verkopen; board vrachtwagen 2: van wie vrachtwagen 2 is, wat hij vervoert en waar hij wacht; board familiestokerij: elke familiestokerij, de jouwe eerst (board familiestokerij 2: die van Speler 2), haar dobbelstenen, wat ze deze beurt maakte en of de flik haar in het oog houdt

# De legenda van het plaatje van het bord (fase 2 tot 4).
picture-legend-truck = een vrachtwagen in de kleur van zijn chauffeur: zijn nummer, dan de kratten erop van wat hij kan dragen (5: 2/4 is vrachtwagen 5, met 2 kratten en plaats voor 4); bij een familie thuis, aan een dok in de rij om te verkopen; aan een vol dok staat alleen zijn nummer: wijs hem aan voor de rest
picture-truck = { $n }: { $load }/{ $capacity }
picture-offsite = { $still }: { $n ->
    [0] geen dobbelsteen, maakt niets
    [one] één dobbelsteen
   *[other] { $n } dobbelstenen
}
picture-legend-marker = een invloedsfiche met het nummer van zijn speler: genoeg fiches openen een speakeasy
picture-legend-cop = naast een familie: een 5 op haar familiestokerij en die stokerij maakt niets
picture-legend-authority = de autoriteitskaart van een familie deze beurt: gedekt tot ze allemaal samen worden omgedraaid, dan haar nummer; de hoogste is in elke fase eerst aan de beurt en beslist bij gelijkheid (fase 1, 4)
# De aanbodvakken van het hoofdbord onder de speakeasy's (fase 1, 1-2), en de autoriteitskaart van een familie.
picture-offers = Aanbodvakken (fase 1): de hoogste autoriteitskaart kiest eerst
picture-offer-truck = vrachtwagenkaart
picture-offer-muscle = handlangerkaart { $n }
picture-offer-size = { $card } ({ $capacity } kratten, { $price })
picture-authority = { $state ->
        [shown] autoriteit { $n }
        [bonus] autoriteit { $total }
        [hidden] gedekt
       *[none] nog geen kaart
    }

## Waarom de winnaar won: onder de winnaar aan het einde van een tafel

why-won = { $early ->
        [yes] een smokkelaar had { $end_money } of meer na de verkoop van beurt { $turn }, wat het spel beëindigt, en { $seat } was de rijkste, met { $money }
       *[other] { $seat } was de rijkste na de laatste beurt, beurt { $turn }, met { $money }
    } (Einde van het spel en overwinning; Franse spelregels: FIN DU JEU ET VICTOIRE).
# Het "hoeveel" van City en State Politics, met de kaart, de prijs van een fiche en wat de speler heeft.
prompt-politics-price = { $card }: hoeveel invloedsfiches koop je, aan { $price } per stuk, te betalen aan de bank? Je hebt { $money }: genoeg voor { $afford ->
    [0] geen enkel
    [one] één
   *[other] { $afford }
}.
option-politics = { $n ->
    [one] één fiche
   *[other] { $n } fiches
} voor { $cost }
help-politics = je betaalt { $cost } aan de bank en legt { $n ->
    [one] één invloedsfiche
   *[other] { $n } invloedsfiches
} in je achterkamer; je houdt { $left } over.
help-done-thug-window = je speelt nu geen boevenkaart. Je krijgt de vraag { $last ->
        [yes] weer (dit is de laatste beurt van het spel: een kaart die je nu niet speelt, speel je nooit)
       *[no] de volgende beurt weer,
    } of zodra een van je kaarten gespeeld mag worden waar dat eerst niet kon (na het laden, als de vrachtwagens opgesteld staan, een kaart die je kreeg); { $table ->
        [page] met de knop „{ serve-command-thug }” krijg je ze op het volgende moment dat de regels het toelaten.
       *[terminal] typ thug om ze te krijgen op het volgende moment dat de regels het toelaten.
    }
# De knop van de tafel in de browser die om de vraag over boevenkaarten vraagt (de `thug` van de terminal).
serve-command-thug = Een boevenkaart spelen
# De lijst van één regel met de commando's, met de twee van Bootleggers (zie play-help-more).
play-input = Typ een nummer, of help, help N, help rules, status, board X, deal, thug, log, undo, save, quit.
# The commands `help` adds for Bootleggers' held-back questions (after the engine's `play-help`).
play-help-more =
    deal       een afspraak voorstellen: je krijgt de vraag op het volgende moment van het verschepen (fase 4) waarop aanbiedingen gedaan worden
    thug       een boevenkaart spelen die je hebt: je krijgt de vraag op het volgende moment dat de regels het toelaten
# De vraag van Moll: op wie ze gespeeld wordt.
prompt-moll = Moll: het geld van welke smokkelaar geeft je liefje uit?
# Thirsty's question: what the speakeasy picked gets.
prompt-thirsty = Thirsty: welke speakeasy gooit deze beurt één vraagdobbelsteen meer?
# Een vrachtwagen waarop een boevenkaart gespeeld wordt: van wie, wat hij vervoert, waar hij wacht.
option-truck-lined-up = { $truck } van { $seat }, { $load ->
    [0] leeg
    [one] één krat
   *[other] { $load } kratten
}, in de rij bij { $speakeasy }
option-truck-home = { $truck } van { $seat }, { $load ->
    [0] leeg
    [one] één krat
   *[other] { $load } kratten
}, thuis

# Wat kaartnamen in een lijst scheidt: een naam kan een komma bevatten ("Move Over, Pigeon").
card-list-separator = { "; " }

# Een speakeasy als keuze: van wie de invloedsfiches zijn die er staan en, waar een fiche uit
# de achterkamer geplaatst wordt, de plaats die de cirkels nog laten.
option-speakeasy-markers = { $speakeasy } ({ $markers })
option-speakeasy-room = { $speakeasy } ({ $opens ->
        [0] {""}
       *[other] gesloten, opent bij { $opens } fiches;{" "}
    }plaats voor { $room }; { $markers }{ $payoff ->
        [0] {""}
       *[other] ; { payoff-control }
    }){ $does }
# Wat één fiche daar verandert (fase 2): het opengaan, en wie er dan de controle of de
# meerderheid heeft, de controle van wie overgenomen; `$then` zegt wie.
option-marker-does = : { $opens ->
        [1] ze gaat dan open;{" "}
       *[0] {""}
    }{ $then ->
        [take] dan neem jij er de controle over van { $loser }, { $mine } tegen { $rest }
        [control] dan heb jij er de controle, { $mine } tegen { $rest }
        [keep] dan hou jij er de controle, { $mine } tegen { $rest }
        [majority] { $lost ->
            [1] dan verliest { $loser } er de controle, { $lost_n } tegen { $lost_rest }, en heb jij
           *[0] dan heb jij
        } er de meerderheid, zonder controle (geen winst), { $mine } tegen { $rest }
        [lead] { $lost ->
            [1] dan verliest { $leader } er de controle, { $lead } tegen { $lead_rest }, en houdt alleen de meerderheid
           *[0] dan houdt { $leader } er de meerderheid, zonder controle
        }
        [other] dan houdt { $leader } er de controle, { $lead } tegen { $lead_rest }
       *[none] { $lost ->
            [1] dan verliest { $loser } er de controle, { $lost_n } tegen { $lost_rest }, en heeft niemand er nog de controle of de meerderheid
           *[0] dan heeft nog niemand er de controle of de meerderheid
        }
    }
option-speakeasy-improvements = { $speakeasy } ({ $busted ->
        [1] deze beurt gesloten door de G-Men;{" "}
       *[0] { $opens ->
            [0] {""}
           *[other] gesloten, opent bij { $opens } fiches;{" "}
        }
    }{ $free ->
    [one] één verbeteringsplaats vrij
   *[other] { $free } verbeteringsplaatsen vrij
} van { $slots }; { $markers })
option-markers-of = { $you ->
    [1] jij
   *[0] { $seat }
}: { $n }{ $kind ->
    [influence] {" "}{ $n ->
        [one] invloedsfiche
       *[other] invloedsfiches
    }
   *[bare] {""}
}
option-markers-none = { $kind ->
    [influence] nog geen invloedsfiches
   *[bare] nog geen fiches
}

# `mobrules cards`: a truck card's size, price and wage.
cards-truck = { $capacity } kratten, prijs { $price }, loon { $wage }

# De twee vragen van Opportunity Knocks: waar het verbeteringsfiche vandaan komt, en waar het heen gaat.
prompt-opportunity_knocks = { card-opportunity_knocks }: van welke speakeasy gaat er een verbeteringsfiche weg? Daarna kies je waar het heen gaat: naar een andere speakeasy die open is en een vrije verbeteringsplaats heeft. Elk fiche telt { $per_die } op bij elke vraagdobbelsteen die gegooid wordt waar het ligt (fase 5).
prompt-opportunity_knocks_to = { card-opportunity_knocks }: naar welke open speakeasy gaat het verbeteringsfiche{ $named ->
        [1] {" "}van { $from }
       *[0] {""}
    }? Daar telt het { $per_die } op bij elke vraagdobbelsteen die gegooid wordt (fase 5): die speakeasy koopt dan meer kratten.
# Een speakeasy waar een verbeteringsfiche weg kan gaan (Opportunity Knocks): haar fiches, en de bonus van haar vraagdobbelstenen nu en erna.
option-improvement-from = { $speakeasy } ({ $n ->
        [one] één verbeteringsfiche
       *[other] { $n } verbeteringsfiches
    } van { $slots }: elke vraagdobbelsteen nu +{ $now }, +{ $then } als er een weggaat)
help-improvement-from = er gaat een verbeteringsfiche weg van { $speakeasy }: elk van haar vraagdobbelstenen krijgt dan +{ $then } in plaats van +{ $now }, dus koopt ze minder kratten (fase 5). Daarna kies je de open speakeasy waar het heen gaat.
# De twee vragen van Double Cross: de speakeasy, en wat de kaart daar doet.
prompt-double_cross = { card-double_cross }: in welke speakeasy? Daar vernietig je dan een invloedsfiche van een andere smokkelaar, of zet je er een van jou bij, uit je voorraad.
prompt-double_cross_how = { card-double_cross } in { $speakeasy }: daar een invloedsfiche van een andere smokkelaar vernietigen, of er een van jou bij zetten, uit je voorraad?
