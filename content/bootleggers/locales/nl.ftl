# Nederlandse teksten voor Bootleggers: kaartnamen en -teksten, de plaatsen op het bord, de woorden, het verhaal, het scherm.
# Er is geen Nederlandse spelregel van Bootleggers: de teksten volgen de Engelse en Franse, met de stijl van de
# Nederlandse regels van King of Chicago (spelbegrippen met een hoofdletter). De Boevenkaarten houden hun Engelse
# naam, zoals de doos ze drukt; de kaartsoorten, Vrachtwagens en Autoriteitskaarten zijn vertaald.

## Handlangerkaarten

card-influence = Invloed
    .text = Moet meteen gespeeld worden: neem één Invloedsfiche uit je voorraad en leg het in de Achterkamer van je familie. Invloedsfiches mogen in de Achterkamer wachten om later geplaatst te worden.
card-double_influence = Dubbele invloed
    .text = Moet meteen gespeeld worden: neem twee Invloedsfiches uit je voorraad en leg ze in de Achterkamer van je familie.
card-still_improvement = Stokerijverbetering
    .text = Moet meteen gespeeld worden: neem één dobbelsteen en leg hem op een vrije plaats van je Familiestokerij of van één van je Externe Stokerijen, of in de Achterkamer van je familie voor later. Hiermee kan je geen nieuwe Externe Stokerij beginnen.
card-double_still_improvement = Dubbele stokerijverbetering of nieuwe Externe Stokerij
    .text = Moet meteen gespeeld worden: neem ofwel twee dobbelstenen voor vrije plaatsen van je Familiestokerij en/of je Externe Stokerijen (of je Achterkamer), ofwel begin een nieuwe Externe Stokerij met één dobbelsteen, gemarkeerd met een Invloedsfiche uit je voorraad.
card-speakeasy_improvement = Speakeasyverbetering
    .text = Moet meteen gespeeld worden: neem één Verbeteringsfiche en leg het op een verbeteringsplaats van eender welke Speakeasy, of in de Achterkamer van je familie voor later.

## Boevenkaarten

card-a_little_vigorish = A Little Vigorish
    .text = Speel op een Stokerij. De eigenaar moet je $3G per productiedobbelsteen betalen, of die Stokerij produceert deze beurt niets.
card-big_city_boys = Big City Boys
    .text = Speel op een Autoriteitskaart. Tel deze beurt 5,5 op bij de waarde van die kaart.
card-big_payoff = Big Payoff
    .text = Speel op een open Speakeasy. Betaal $5G aan de bank om deze beurt de controle over de invloed in die Speakeasy te nemen. Jij strijkt de winst ervan op. Kan niet op O'Malley's gespeeld worden.
card-call_in_a_big_favor = Call in a Big Favor
    .text = Gebruik deze beurt gratis een Grote Vrachtwagen. De Vrachtwagen komt uit de voorraad Vrachtwagens, niet van een andere Smokkelaar.
card-call_in_a_little_favor = Call in a Little Favor
    .text = Gebruik deze beurt gratis een Middelgrote Vrachtwagen. De Vrachtwagen komt uit de voorraad Vrachtwagens, niet van een andere Smokkelaar.
card-city_politics = City Politics
    .text = Koop 1 of 2 Invloedsfiches voor $4G per stuk.
card-copper_in_the_house = Copper in the House
    .text = Speel op een open Speakeasy. Geen invloed, geen winst, onbeperkte vraag, groothandelsprijs $1G per Krat deze beurt. De Speakeasy is één beurt lang net als O'Malley's. Kan niet op O'Malley's gespeeld worden.
card-double_cross = Double Cross
    .text = Speel op een Speakeasy. Vernietig daar ofwel één Invloedsfiche van een andere Smokkelaar, ofwel voeg er één Invloedsfiche toe (een "vrij" fiche uit je voorraad, niet uit je Achterkamer).
card-friendly_union_boss = Friendly Union Boss
    .text = Leg deze kaart open voor je neer. Je betaalt geen chauffeurslonen zolang ze open voor je ligt. Leg ze niet af, tenzij de Boevenkaart "Investigation" erop gespeeld wordt.
card-g_men_bust_a_shipment = G-Men—Bust a Shipment
    .text = Speel tijdens fase 4 "Verscheep de whiskey" op een Vrachtwagen. De lading van de Vrachtwagen wordt in beslag genomen (ze bereikt de Speakeasy nooit). De lege Vrachtwagen gaat terug naar zijn eigenaar.
card-g_men_bust_a_speakeasy = G-Men—Bust a Speakeasy
    .text = Speel op een open Speakeasy. Die is deze beurt gesloten. Mag op O'Malley's gespeeld worden.
card-g_men_investigation = G-Men—Investigation
    .text = Speel op een Boevenkaart die net gespeeld is (of op een "Friendly Union Boss" die open voor een Smokkelaar ligt). Die kaart wordt geannuleerd.
card-hey_free_truck = Hey, Free Truck
    .text = Speel op een lege Vrachtwagen. Steel die Vrachtwagen. Speel deze kaart alleen tijdens fase 4 "Verscheep de whiskey", nadat elke Smokkelaar al zijn Kratten op Vrachtwagens geladen heeft. Ze kan niet gespeeld worden tijdens de onderhandelingen over de verkoop en verhuur van Vrachtwagens en de verkoop van Kratten.
card-hijack = Hijack
    .text = Speel tijdens fase 4 "Verscheep de whiskey" op een geladen Vrachtwagen. Neem de Kratten van die Vrachtwagen en laad ze op één van je lege Vrachtwagens. Verscheep ze alsof je ze zelf gemaakt had. Je moet een lege Vrachtwagen beschikbaar hebben.
card-hit = Hit
    .text = Speel op een Speakeasy. Vernietig daar één Invloedsfiche naar keuze.
card-mob_war = Mob War
    .text = Speel op een Speakeasy. Vernietig daar twee Invloedsfiches naar keuze.
card-moll = Moll
    .text = Ze is mooi... mooi afleidend! Kies een andere Smokkelaar en gooi een dobbelsteen. Je liefje geeft zoveel van het geld van die Smokkelaar uit (1 = $1G, enzovoort). Het uitgegeven geld gaat naar de bank, niet naar jou.
card-move_over_pigeon = Move Over, Pigeon
    .text = Speel op een Vrachtwagen die bij een Speakeasy in de rij staat. Je "leent" die Vrachtwagen en steelt zijn lading. Geef de lege Vrachtwagen na de verkoop terug aan zijn eigenaar. De Vrachtwagen verplaatst niet en lost volgens de voorrang van zijn eigenaar, niet de jouwe.
card-muscling_in = Muscling In
    .text = Speel op een Externe Stokerij. Steel één dobbelsteen van die Stokerij en leg hem op één van je Stokerijen (of in de Achterkamer van je familie). De Externe Stokerij wordt niet vernietigd, ook niet als je haar laatste dobbelsteen steelt.
card-opportunity_knocks = Opportunity Knocks
    .text = Verplaats één Verbeteringsfiche van een Speakeasy naar een andere. De Speakeasy waar het naartoe gaat, moet open zijn.
card-packing_heat = Packing Heat
    .text = Speel op een open Speakeasy. Groothandelsprijs voor alle anderen; voor jou is het $1G per Krat, één beurt lang. Graag of niet! Kan niet op O'Malley's gespeeld worden.
card-recruiting = Recruiting
    .text = Gooi een dobbelsteen. Zoveel Invloedsfiches komen beschikbaar. Jij krijgt het eerste, daarna neemt elke Smokkelaar er één in dalende volgorde van Autoriteit (jij ook) tot het gegooide aantal. Dus als jij de meeste Autoriteit hebt, krijg je de eerste twee, begrepen?
card-safe_house = Safe House
    .text = Neem tot drie van je Invloedsfiches uit de Speakeasy's. Leg ze in de Achterkamer van je familie. Kan gebruikt worden om Invloedsfiches tussen Speakeasy's te verplaatsen. Je mag deze fiches pas de volgende beurt weer op Speakeasy's leggen.
card-state_politics = State Politics
    .text = Koop 1, 2 of 3 Invloedsfiches voor $5G per stuk.
card-thirsty = Thirsty
    .text = Speel op een open Speakeasy. De vraag in die Speakeasy stijgt deze beurt met één dobbelsteen. Kan niet op O'Malley's gespeeld worden.
card-turf_war = Turf War
    .text = Speel op een Stokerij. Vernietig een Externe Stokerij volledig (met haar verbeteringsdobbelstenen) of één dobbelsteen van een Familiestokerij. Je kan de laatste dobbelsteen van een Familiestokerij niet vernietigen.
card-warehouse = Warehouse
    .text = Tijdelijke opslag. Je mag niet verscheepte Kratten tot de volgende beurt bijhouden (slechts één beurt lang). Je kan deze kaart niet gebruiken om Kratten bij te houden die verscheept maar niet verkocht werden.
card-windfall = Windfall
    .text = Trek gedekt 1 Handlangerkaart. De kaart die je met Windfall trekt, mag meteen gespeeld worden of tijdens de Autoriteitsfase van een latere beurt. De getrokken kaart wordt volgens haar gewone regels gespeeld.
card-word_of_mouth = Word of Mouth
    .text = Speel op een open Speakeasy. De winst in die Speakeasy stijgt deze beurt met $1G per Krat. Kan niet op O'Malley's gespeeld worden.
card-you_dirty_rat = You Dirty Rat
    .text = Speel op een Speakeasy. Vervang één Invloedsfiche van een andere Smokkelaar door één van jou (een "vrij" fiche uit je voorraad, niet uit je Achterkamer). Het verwijderde fiche gaat niet terug naar de Achterkamer van zijn eigenaar.

## Vrachtwagenkaarten

card-small_truck = Kleine Vrachtwagen
    .text = Capaciteit 4 Kratten. Prijs $1G. Chauffeursloon $1G.
card-medium_truck = Middelgrote Vrachtwagen
    .text = Capaciteit 6 Kratten. Prijs $1G. Chauffeursloon $1G.
card-large_truck = Grote Vrachtwagen
    .text = Capaciteit 9 Kratten. Prijs $3G. Chauffeursloon $2G.

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

dock-majority = Meerderheidsdok
dock-minority = Minderheidsdok
dock-public = Openbaar Dok

truck-small = Kleine Vrachtwagen
truck-medium = Middelgrote Vrachtwagen
truck-large = Grote Vrachtwagen

still-family = Familiestokerij
still-offsite = Externe Stokerij
back-room = de Achterkamer
cop = de Flik

## Verhaal

money = ${ $n }G
truck-n = Vrachtwagen { $n }
still-offsite-n = Externe Stokerij { $n }
setup = { $n } Smokkelaars schuiven aan, elk met een Familiestokerij met { $dice ->
    [one] één dobbelsteen
   *[other] { $dice } dobbelstenen
}, een { $truck }, { $influence ->
    [0] geen Invloedsfiche
    [one] één Invloedsfiche
   *[other] { $influence } Invloedsfiches
} in de Achterkamer en { $money }.
turn-began = Beurt { $turn } begint.
truck-offered = Op het Vrachtwagenvak: { $card }.
muscle-offered = Op de aanbodvakken: { $cards }.
muscle-reshuffled = De Handlangerstapel is op: de aflegstapel wordt geschud tot een nieuwe stapel.
authority-chosen = { $seat } legt Autoriteitskaart { $card } gedekt neer.
authority-chosen-hidden = { $seat } legt een Autoriteitskaart gedekt neer.
authority-revealed = De Autoriteitskaarten gaan open: { $cards }.
paid = { $seat } betaalt { $wages } aan lonen en { $cost } voor de Autoriteitskaart{ $short ->
    [1] , maar heeft slechts { $paid }
   *[0] {""}
}.
took-truck = { $seat } neemt de kaart { $card } en koopt { $truck } voor { $price }.
took-truck-discarded = { $seat } neemt de kaart { $card } maar kan de Vrachtwagen niet betalen: de kaart wordt afgelegd.
took-muscle = { $seat } neemt { $card }.
recruited = { $seat } legt { $n ->
    [0] geen Invloedsfiches
    [one] één Invloedsfiche
   *[other] { $n } Invloedsfiches
} in de Achterkamer.
die-placed = { $seat } voegt een dobbelsteen toe aan zijn { $still }.
die-kept = { $seat } houdt een dobbelsteen in de Achterkamer.
offsite-started = { $seat } start { $still } met { $n ->
    [one] één dobbelsteen
   *[other] { $n } dobbelstenen
}.
improvement-placed = { $seat } legt een Verbeteringsfiche op { $speakeasy }.
improvement-kept = { $seat } houdt een Verbeteringsfiche in de Achterkamer.
kept = { $seat } houdt { $card } in de hand.
kept-hidden = { $seat } houdt een kaart in de hand.
offers-discarded = { $n ->
    [one] De Handlangerkaart die nog in het aanbod lag, wordt afgelegd.
   *[other] De { $n } Handlangerkaarten die nog in het aanbod lagen, worden afgelegd.
}
influence-placed = { $seat } legt { $n ->
    [one] één Invloedsfiche
   *[other] { $n } Invloedsfiches
} in { $speakeasy }.
opened = { $speakeasy } gaat open.
closed = { $speakeasy } gaat dicht.
produced = { $seat } gooit { $dice } en maakt { $n ->
    [0] geen Kratten
    [one] één Krat
   *[other] { $n } Kratten
}.
produced-busted = { $seat } gooit { $dice }: de Flik legt de Familiestokerij stil, { $n ->
    [0] geen Kratten
    [one] één Krat
   *[other] { $n } Kratten
} gemaakt.
vigorish-paid = { $seat } betaalt { $paid } afpersgeld aan { $to }.
vigorish-refused = { $seat } betaalt het afpersgeld van { $to } niet: die Stokerij maakt niets.
rolled-on = { $dice } op de { $still }
rolled-nothing-on = niets op de { $still } (geen dobbelsteen meer)
cop-moved = De Flik houdt nu de Familiestokerij van { $seat } in het oog.
deal-crates = { $from } verkoopt { $n ->
    [one] één Krat
   *[other] { $n } Kratten
} aan { $to }
deal-crates-some = { $from } verkoopt Kratten aan { $to }
deal-rent = { $from } verhuurt { $truck } aan { $to }
deal-sell-truck = { $from } verkoopt { $truck } aan { $to }
offered = Aanbod: { $deal } voor { $price }.
accepted = Akkoord: { $deal } voor { $price }.
offered-cards = Aanbod: { $deal } voor { $price } en { $cards }.
accepted-cards = Akkoord: { $deal } voor { $price } en { $cards }.
refused = Geweigerd: { $deal }.
loaded = { $seat } laadt { $n ->
    [0] geen Kratten
    [one] één Krat
   *[other] { $n } Kratten
} op { $truck }.
crates-lost = { $seat } verliest { $n ->
    [one] één Krat
   *[other] { $n } Kratten
} zonder Vrachtwagen.
warehoused = { $seat } houdt { $n ->
    [one] één Krat
   *[other] { $n } Kratten
} tot de volgende beurt in opslag.
dispatched = { $seat } stuurt { $truck } naar { $speakeasy } ({ $dock }).
lined-up-again = { $truck } van { $seat } sluit opnieuw aan bij { $speakeasy } ({ $dock }).
demand = { $speakeasy } gooit { $dice }{ $plus ->
    [0] {""}
   *[other] , +{ $plus } per dobbelsteen
}: vraag tot { $n ->
    [one] één Krat
   *[other] { $n } Kratten
}.
demand-unlimited = { $speakeasy } koopt alle aangevoerde Kratten.
public-dock-allowed = { $seat } laat de Vrachtwagens aan het Openbare Dok van { $speakeasy } verkopen.
public-dock-forbidden = { $seat } verbiedt de Vrachtwagens aan het Openbare Dok van { $speakeasy } te verkopen.
sold = { $seat } verkoopt { $n ->
    [one] één Krat
   *[other] { $n } Kratten
} uit { $truck } in { $speakeasy } voor { $paid }.
unsold = { $n ->
    [one] Eén Krat raakt
   *[other] { $n } Kratten raken
} niet verkocht in { $speakeasy } en { $n ->
    [one] gaat
   *[other] gaan
} verloren.
margin = { $seat } heeft de controle over { $speakeasy } en ontvangt { $paid } winst op { $n ->
    [one] één Krat
   *[other] { $n } Kratten
}.
packing-heat = { $from } betaalt { $paid } aan { $to } (Packing Heat).
trucks-returned = Gehuurde en geleende Vrachtwagens gaan terug naar hun eigenaar.
scores = Aangekondigde scores: { $list }.
poorest = { $seat } is de armste en krijgt een extra Invloedsfiche.
game-ended = Na beurt { $turn } is { $seat } de rijkste Smokkelaar met { $money } en wint.
thug-played = { $seat } speelt { $card }.
cancelled = { $by } annuleert { $card } van { $seat }.
did-destroyed = { $card }: een Invloedsfiche van { $owner } wordt uit { $speakeasy } weggenomen en gaat terug naar de voorraad van { $owner }, niet naar de Achterkamer.
did-added = { $card }: { $seat } zet een Invloedsfiche in { $speakeasy }.
did-replaced = { $card }: { $seat } vervangt in { $speakeasy } een Invloedsfiche van { $owner } door een uit de eigen voorraad; de weggenomen fiche gaat terug naar de voorraad van { $owner }, niet naar de Achterkamer.
did-paid = { $seat } betaalt { $amount } aan de bank ({ $card }).
did-die-destroyed = { $card }: een dobbelsteen van de Familiestokerij van { $owner } wordt vernietigd.
did-authority = { $card }: { $bonus } komt deze beurt bij de Autoriteit van { $seat }.
did-control = { $card }: { $seat } neemt deze beurt de controle over { $speakeasy }.
did-speakeasy = { $card }: { $speakeasy } { $change ->
    [closed] is deze beurt gesloten
    [police_chief] is deze beurt als O'Malley's: geen invloed, geen winst, elke Krat gekocht voor { $amount }
    [thirsty] gooit deze beurt { $n ->
        [one] één vraagdobbelsteen
       *[other] { $n } vraagdobbelstenen
    } meer
    [word_of_mouth] geeft deze beurt { $amount } meer winst per Krat
   *[packing_heat] kost de andere verkopers deze beurt per Krat een bedrag aan { $seat }
}.
did-vigorish = { $card }: { $owner } moet { $seat } betalen voor de dobbelstenen van de { $still }, of die produceert deze beurt niets.
did-die-taken = { $card }: een dobbelsteen wordt weggenomen van de { $still } van { $owner }.
did-offsite-destroyed = { $card }: de { $still } van { $owner } wordt vernietigd.
did-improvement-moved = { $card }: een Verbeteringsfiche gaat van { $from } naar { $to }.
did-truck = { $card }: { $truck } { $change ->
    [lent] wordt deze beurt aan { $seat } geleend
    [seized] verliest zijn lading aan de G-Men
    [hijacked] wordt overgeladen in een Vrachtwagen van { $seat }
    [stolen] is nu van { $seat }
   *[taken] verkoopt zijn lading voor { $seat }
}.
did-recruited = { $card }: nieuwe Invloedsfiches voor { $list }.
did-safe-house = { $card }: { $seat } haalt een Invloedsfiche van { $from } naar { $to }.
did-warehouse = { $card }: { $seat } mag niet geladen Kratten tot de volgende beurt houden.
did-nothing = { $card }: er is niets om op in te werken, dus de kaart doet niets en wordt afgelegd.
did-face-up = { $seat } legt { $card } open neer.
did-rolled = { $card }: { $seat } gooit { $face }.
drew = { $seat } trekt gedekt { $card }.
drew-hidden = { $seat } trekt gedekt een kaart.

## Het scherm

play-turn = Beurt { $turn } van { $turns }.
play-cop = De Flik houdt de Familiestokerij van { $seat } in het oog.
play-cop-nobody = De Flik houdt nog niemand in het oog: na de productie van beurt { $turn } gaat hij naar de Familiestokerij die het meest maakte.
play-markers-of = { $seat } heeft er { $n }
play-nobody = niemand
play-none = geen
play-authority = Autoriteitskaart { $n }
play-authority-hidden = Autoriteitskaart gedekt
play-authority-none = nog geen Autoriteitskaart
play-truck = { $truck } ({ $size }, { $load }/{ $capacity } Kratten)
play-offsite = { $still } met { $n ->
    [0] geen dobbelsteen meer (een kaart nam hem): ze maakt niets tot er een dobbelsteen op komt
    [one] één dobbelsteen
   *[other] { $n } dobbelstenen
}
play-speakeasy = { $speakeasy }: { $circles ->
    [0] altijd open, neemt geen Invloedsfiches
   *[other] { $open ->
        [1] open
       *[0] gesloten
    }, Invloedsfiches: { $markers } (opent bij { $shaded }, biedt plaats aan { $circles })
}, { $improvements ->
    [0] geen verbetering
    [one] één verbetering
   *[other] { $improvements } verbeteringen
}
play-family = { $seat } ({ $authority }): Familiestokerij met { $family ->
    [one] één dobbelsteen
   *[other] { $family } dobbelstenen
}; Externe Stokerijen: { $offsite }; Vrachtwagens: { $trucks }; Achterkamer: { $influence ->
    [one] één fiche
   *[other] { $influence } fiches
}, { $crates ->
    [one] één Krat
   *[other] { $crates } Kratten
}{ $dice ->
    [0] {""}
    [one] , één dobbelsteen
   *[other] , { $dice } dobbelstenen
}{ $improvements ->
    [0] {""}
    [one] , één verbetering
   *[other] , { $improvements } verbeteringen
}; { $reserve } fiches in voorraad; { $cards ->
    [one] één kaart
   *[other] { $cards } kaarten
} in de hand
play-you = Je hebt { $money }; jouw Autoriteitskaarten: { $authority }
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
    [one] één Krat
   *[other] { $crates } Kratten
} · { $reserve } fiches in voorraad
play-hand = Jouw Boevenkaarten: { $cards }
prompt-authority = Welke Autoriteitskaart speel je deze beurt (gedekt)?
prompt-offer = Welk aanbod neem je?
prompt-die = Waar gaat de verbeteringsdobbelsteen heen?
prompt-double_improvement = Twee dobbelstenen, of een nieuwe Externe Stokerij?
prompt-improvement = Waar gaat het Verbeteringsfiche heen?
prompt-thug_taken = Speel je deze Boevenkaart nu, of hou je ze?
prompt-influence = Een Invloedsfiche uit je Achterkamer plaatsen?
prompt-die_from_back_room = Een dobbelsteen uit je Achterkamer op een Stokerij leggen?
prompt-improvement_from_back_room = Een Verbeteringsfiche uit je Achterkamer op een Speakeasy leggen?
prompt-vigorish = Betaal je het afpersgeld voor deze Stokerij, of maakt ze niets?
prompt-vigorish-due = { $seat } speelt { $card } op je { $still }: betaal je { $seat } { $due } ({ $per_die } per dobbelsteen, { $dice ->
        [one] één dobbelsteen
       *[other] { $dice } dobbelstenen
    }), of maakt die Stokerij deze beurt niets?
prompt-deal = Een afspraak voorstellen?
# De knop van de tafel in de browser die om de dealvraag vraagt (`deal` in de terminal).
serve-command-deal = Een afspraak voorstellen
prompt-deal_crates = Hoeveel Kratten?
prompt-deal_price = Voor hoeveel?
prompt-deal_cards = Een Boevenkaart bij de prijs doen?
prompt-deal_answer = Ga je op deze afspraak in?
prompt-deal_answer-offer = Ga je op deze afspraak in: { $deal } voor { $price }?
prompt-deal_answer-offer-cards = Ga je op deze afspraak in: { $deal } voor { $price } en { $cards }?
prompt-load = Hoeveel Kratten laad je op deze Vrachtwagen?
prompt-load-truck = Hoeveel Kratten laad je op { $truck } ({ $size }, plaats voor { $room })? Je hebt { $crates ->
    [one] één Krat
   *[other] { $crates } Kratten
} in je Achterkamer.
prompt-dispatch = Waar rijdt deze Vrachtwagen heen?
prompt-dispatch-truck = Waar rijdt { $truck } ({ $size }, { $load ->
        [one] één Krat
       *[other] { $load } Kratten
    }) heen?
prompt-public_dock = Mogen de Vrachtwagens aan het Openbare Dok verkopen?
prompt-public_dock-at = Mogen de Vrachtwagens aan het Openbare Dok van { $speakeasy } verkopen? Je krijgt de winst op hun Kratten alleen als je er de controle over hebt.
prompt-thug = Een Boevenkaart spelen?
prompt-investigation = Die kaart annuleren met G-Men—Investigation?
prompt-windfall = Speel je de getrokken kaart nu, of hou je ze?
prompt-card = { $card }: { $step ->
    [whose] wiens Invloedsfiche?
    [to] waarheen?
    [own] welke van de jouwe?
    [how] een Invloedsfiche vernietigen, of een van de jouwe toevoegen?
   *[first] waarop?
}
prompt-politics = Hoeveel Invloedsfiches koop je?
option-authority = Autoriteitskaart { $n }, kost { $cost }
option-truck-card = { $card }: vervoert { $capacity } Kratten, kost nu { $price } en elke beurt { $wage } loon
option-muscle = { $card } — { $thug ->
    [1] Boevenkaart: spelen of houden
   *[0] meteen gespeeld
}
option-deal-truck = { $deal } ({ $size })
help-rule = { $option }: { $what } (spelregels: { $rule })
# De secties van het spelregelboek, zoals zijn titels ze noemen, voor de verwijzing van help-rule.
help-section-phase-1 = fase 1
help-section-phase-2 = fase 2
help-section-phase-4 = fase 4
help-section-phase-5-2c = fase 5, 2c
help-section-thugs = Boevenkaarten gebruiken, in het Frans UTILISATION DES CARTES VOYOU
help-authority = je legt haar gedekt neer; als alle kaarten open liggen, betaal je er { $cost } voor, samen met het loon van je chauffeurs. Hoe hoger je kaart, hoe eerder je de hele beurt aan zet bent: je kiest als eerste uit het aanbod, plaatst eerst invloed en stuurt eerst je Vrachtwagens, je Vrachtwagens staan vooraan bij de dokken, en je wint bij gelijke stand. Elke kaart speel je één keer per spel.
help-truck-card = je koopt deze Vrachtwagen meteen voor { $price } (kun je niet betalen, dan wordt de kaart afgelegd); hij vervoert { $capacity } Kratten en zijn chauffeur kost elke beurt { $wage }. Je neemt deze beurt geen Handlangerkaart.
help-muscle-thug = { $text } Een Boevenkaart: je speelt haar meteen, of houdt haar verborgen in je hand voor later.
help-muscle-at-once = { $text }
help-still = de dobbelsteen gaat naar je { $still }: bij elke productie (fase 3) gooi je daar een dobbelsteen meer, één Krat per oog.
help-back-room = hij wacht in je Achterkamer: je kunt hem in fase 2 van deze of een latere beurt inzetten.
help-two-dice = twee dobbelstenen, elk op een van je Stokerijen of in je Achterkamer.
help-new-offsite = een nieuwe Externe Stokerij begint met één dobbelsteen, gemarkeerd met een Invloedsfiche uit je voorraad. Ze produceert zoals je Familiestokerij, en de Flik houdt haar nooit in het oog.
help-influence = een fiche uit je Achterkamer gaat naar { $speakeasy }. Wie daar de meeste fiches heeft, heeft er de controle of de meerderheid: zijn Vrachtwagens verkopen eerst en hij strijkt de winst op ({ $margin } per Krat). De Speakeasy gaat open zodra er { $shaded } fiches liggen, en koopt voor { $price } per Krat.
help-improvement = het verbeteringsfiche gaat naar { $speakeasy }: het telt { $plus } op bij elke vraagdobbelsteen die daar gegooid wordt, dus koopt ze meer Kratten.
help-dispatch = de Vrachtwagen gaat naar { $speakeasy }, die { $price } per Krat betaalt: naar het Meerderheidsdok als je daar de controle of de meerderheid van de invloed hebt, naar het Minderheidsdok als je er invloed hebt, anders naar het Openbaar Dok, waar hij alleen verkoopt als de leider het toestaat. De Speakeasy koopt zoveel Kratten als haar vraagdobbelstenen zeggen; de rest gaat verloren.
help-target = { $card }: { $text }
help-play-now = de kaart werkt nu, zoals haar tekst zegt.
help-keep = de kaart blijft in je hand, verborgen voor de anderen, om later te spelen zolang de Autoriteitskaarten open liggen.
help-done = nu niets meer.
help-done-influence = nu niets meer: wat overblijft wacht in je Achterkamer op een latere beurt.
help-done-deal = je doet deze verzendfase geen aanbod meer (op dat van de anderen antwoord je nog wel); typ deal om het opnieuw gevraagd te worden.
help-done-thug = je speelt nu geen Boevenkaart.
help-propose = je stelt deze afspraak voor: { $crates ->
    [1] je wordt gevraagd hoeveel Kratten en dan de prijs
   *[0] je wordt de prijs gevraagd
}, en de andere speler neemt aan of weigert. Geld en kaarten worden meteen en voorgoed betaald; Kratten die aan het eind van de fase niet op een Vrachtwagen staan, gaan verloren.
help-accept-deal = de afspraak is gesloten: de koper betaalt meteen, en de Kratten of de Vrachtwagen wisselen van eigenaar.
help-refuse-deal = er wisselt niets van eigenaar.
help-accept-vigorish = je betaalt het afpersgeld voor elke dobbelsteen van die Stokerij, en ze produceert gewoon.
help-refuse-vigorish = je houdt je geld, en die Stokerij maakt deze beurt niets.
help-load = { $n ->
    [one] één Krat gaat
   *[other] { $n } Kratten gaan
} op deze Vrachtwagen; Kratten die aan het eind van de fase niet op een Vrachtwagen staan, gaan verloren (behalve met Warehouse).
help-deal-crates = de afspraak gaat over { $n ->
    [one] één Krat
   *[other] { $n } Kratten
}.
help-price = de gevraagde prijs: { $price }, meteen betaald als de afspraak aangenomen wordt.
help-allow = de Vrachtwagens aan het Openbaar Dok verkopen ook, na het Meerderheids- en Minderheidsdok, zolang er vraag is.
help-forbid = de Vrachtwagens aan het Openbaar Dok verkopen hier deze beurt niets.
option-two-dice = twee dobbelstenen
option-new-offsite = een nieuwe Externe Stokerij
option-play-now = nu spelen
option-keep = houden
option-done = niets meer
option-accept = aannemen
option-refuse = weigeren
option-pay-vigorish = { $due } betalen aan { $seat }
option-refuse-vigorish = niet betalen: je { $still } maakt deze beurt niets
option-allow = toestaan
option-forbid = verbieden

## Het einde van het spel en de tafel

play-title = Bootleggers, seed { $seed }: { $seats }
# De naam van het spel, waar de seed niet verteld wordt (de pagina van één plaats, de tafel in de browser).
game-name = Bootleggers
play-score = { $seat }: ${ $points }G
play-no-winner = Geen winnaar: de rondelimiet beëindigde het spel in een gelijkspel.
run-winner-capped = Winnaar: { $seat } ({ $kind }) na { $length ->
        [one] { $length } beurt
       *[other] { $length } beurten
    }, bij de beurtlimiet.
run-draw = Geen winnaar: de beurtlimiet beëindigde het spel zonder één rijkste Smokkelaar.
run-score = { $seat } ({ $kind }): ${ $score }G

## Hoe je wint en hoe een beurt verloopt: het eerste scherm en `help rules`

play-rules =
    Hoe je wint (Overzicht, Einde van het spel en overwinning; spelregels: VUE D'ENSEMBLE, FIN DU JEU ET VICTOIRE): wees de rijkste. Het spel eindigt na de verkoopfase van beurt { $turns }, of eerder, na de verkoopfase van een beurt waarin een Smokkelaar { $end_money } of meer heeft; wie het meeste geld heeft, wint. Iedereen begint met { $money }.
    Een beurt, in zes fasen (Overzicht; spelregels: VUE D'ENSEMBLE): 1. autoriteit: iedereen legt gedekt een Autoriteitskaart; de hoogste kiest eerst uit de aanbiedingen (invloed, verbeteringen, Boevenkaarten, een Vrachtwagen), en iedereen betaalt het loon van zijn chauffeurs. 2. stuur de jongens: leg Invloedsfiches in de Speakeasy's; wie de meeste invloed heeft, verkoopt er eerst. 3. de stokerijen: gooi de dobbelstenen van je stokerijen om Kratten te maken. 4. verscheep de whiskey: laad je Kratten op Vrachtwagens en stuur ze naar de Speakeasy's (Vrachtwagens en Kratten kun je kopen, huren of verkopen). 5. verkoop: elke Speakeasy koopt Kratten en betaalt de verkoper een prijs per Krat en wie er de controle heeft een winst. 6. hitte: de Flik komt kijken bij wie het meeste whiskey maakt in zijn Familiestokerij.

## Wat `board X` vindt: de Speakeasy's op een deel van hun naam

find-speakeasy = { $speakeasy }: { $open ->
        [1] open
       *[0] dicht
    }; ze koopt { $dice ->
        [0] elke Krat die gebracht wordt
        [one] zoveel Kratten als { $dice } vraagdobbelsteen toont
       *[other] zoveel Kratten als { $dice } vraagdobbelstenen tonen
    }, en betaalt { $wholesale } per Krat aan de verkoper en { $margin } per Krat aan wie de controle heeft (fase 5).
find-speakeasy-influence = Invloedsfiches: { $markers }; controle: { $controller }. Ze gaat open met { $shaded } fiches en houdt er { $circles } (fase 2).
find-speakeasy-improvements = Verbeteringen: { $improvements } van { $slots }, elk +{ $per_die } op elke vraagdobbelsteen.
find-nobody = niemand
play-board-hint = probeer board met een deel van de naam van een Speakeasy (board mother, board texas).
play-board-what = de Speakeasy's waarvan de naam X bevat: wat elk koopt en betaalt, de fiches en wie de controle heeft (board mother)

# De legenda van het plaatje van het bord (fase 2 tot 4).
picture-legend-truck = een Vrachtwagen in de kleur van zijn chauffeur, de Kratten erop: bij een familie thuis, aan een Dok in de rij om te verkopen
picture-legend-marker = een Invloedsfiche met het nummer van zijn speler: genoeg fiches openen een Speakeasy
picture-legend-cop = naast een familie: een 5 op haar Familiestokerij en die stokerij maakt niets

## Waarom de winnaar won: onder de winnaar aan het einde van een tafel

why-won = { $early ->
        [yes] een Smokkelaar had { $end_money } of meer na de verkoop van beurt { $turn }, wat het spel beëindigt, en { $seat } was de rijkste, met { $money }
       *[other] { $seat } was de rijkste na de laatste beurt, beurt { $turn }, met { $money }
    } (Einde van het spel en overwinning; spelregels: FIN DU JEU ET VICTOIRE).
