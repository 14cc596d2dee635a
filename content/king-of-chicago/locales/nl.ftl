# Nederlandse teksten voor King of Chicago (Koning van Chicago): kaartnamen en -teksten, zaken, velden, woorden.

## Gangsters

card-bomb_jack = Bomb Jack
    .text = Zaakoverval +3 / Verdediging -1
card-bugs_benny = Bugs Benny
    .text = Aanval +2
card-charlie_the_fish = Charlie the Fish
    .text = In een Bar: Inkomsten +$200
card-chicken_joe = Chicken Joe
    .text = Drive-by +3
card-clean_gene = Clean Gene
    .text = Geen Politie-inval.
card-der_schweinehund = Der Schweinehund
    .text = Zaakoverval +3 / Kan geen Hulpmiddelen oppikken
    .does = Zolang hij in je auto zit, kan je auto geen hulpmiddelen oppikken (drank, prostituees of handlangers, 5.2.1); in een zaak houdt hij dat niet tegen (8.2).
card-dough_boy = Dough Boy
    .text = Verdediging +2
card-easy_mike = Easy Mike
    .text = Aanval +2 / Iedereen kan hem bij het Ziekenhuis ophalen: wie hem daar ophaalt, krijgt hem voorgoed
    .hospital = (Easy Mike: wie hem als eerste in het ziekenhuis ophaalt, krijgt hem voorgoed, 8.2.)
card-fat_fred = Fat Fred
    .text = Aanval +2 / -1 man in de Auto: hij neemt er twee plaatsen in
card-foxtrot_o_flanigan = Foxtrot O'Flanigan
    .text = Drive-by-verdediging +2
card-frankie_the_squealer = Frankie the Squealer
    .text = Aanval +2 / Verdediging +2 / Indien in de Gevangenis ontvang je geen Inkomsten
    .does = Zolang hij in de gevangenis zit, ontvang je in de ruilronde helemaal geen inkomsten (6.1), tot je auto hem bij het politiekantoor ophaalt (5.2.6).
card-freddie_forgery = Freddie Forgery
    .text = Gooi elke Ruilronde met de dobbelsteen. Bij 1-5 ontvang je $100-$500. Bij 6 gaat hij levenslang de Gevangenis in.
    .where = ook hiervandaan wordt elke ruilronde zijn dobbelsteen gegooid, en bij een { $jailed_on } gaat hij levenslang de gevangenis in: hij gaat naar het kerkhof, voorgoed uit het spel (8.2)
    .does = Elke ruilronde, zolang hij in je auto of een zaak zit, wordt zijn dobbelsteen gegooid: bij een { $jailed_on } gaat hij levenslang de gevangenis in, dus naar het kerkhof, voorgoed uit het spel, en brengt hij niets op (8.2).
card-harry_the_hand = Harry the Hand
    .text = In een Casino: Inkomsten +$200
card-hyman_diamond = Hyman Diamond
    .text = In de Zaak waar hij zit, welke ook: Inkomsten +$100 (één keer, niet per zaak)
card-jack_knife = Jack Knife
    .text = +4 tegen Mad-Dog Moe / +4 tegen Swift Nick / +4 tegen The Cleaner
card-jack_rabbit = Jack Rabbit
    .text = Rijden +2
card-jealous_george = Jealous George
    .text = +4 tegen The Mayor / +4 tegen The Doctor / +4 tegen Mr. Needle
card-john_doe = John Doe
    .text = Kan 1 Gangster in elke Schietpartij neutraliseren. Aanval 0, Verdediging 0.
card-johnny_favorite = Johnny Favorite
    .text = +$200 bij het omkopen van de Politie. Kan niet in de Gevangenis belanden.
card-ken_evil = Ken Evil
    .text = Drive-by-aanval +2
card-knuckles = Knuckles
    .text = Zaak Verdediging +2
card-lucky_lou = Lucky Lou
    .text = Te veel geluk om te sterven
    .spared = het Lucky Lou is (te veel geluk om te sterven: hij gaat naar het ziekenhuis)
    .does = Hij kan niet sterven: gedood in een schietpartij gaat hij naar het ziekenhuis in plaats van het kerkhof, waar je auto hem weer kan ophalen (5.2.6); { card-he_had_an_accident } en { card-the_pillow } doen hem niets (8.2).
card-mad_dog_moe = Mad-Dog Moe
    .text = Aanval +2 / Drive-by-verdediging +2
card-mr_jesus = Mr. Jesus
    .text = Verdediging +3 / kost 2 Drank
card-mr_needle = Mr. Needle
    .text = x2 Inkomsten op alle Terreinen
    .where = ook hiervandaan leveren al je terreinen het dubbele op: zijn kracht werkt vanuit de auto of elke zaak, niet vanuit de gevangenis of het ziekenhuis
card-mr_rottweiler = Mr. Rottweiler
    .text = Drive-by-aanval +2
card-red_irish = Red Irish
    .text = Zaakoverval +2
card-rolls_roy = Rolls Roy
    .text = Rijden +1
card-sad_ken = Sad Ken
    .text = Neem het Terrein van een tegenstander gratis over.
    .where = ook hiervandaan kost het overnemen van een terrein van een tegenstander je $0: zijn kracht werkt vanuit de auto of elke zaak, niet vanuit de gevangenis of het ziekenhuis
card-slick_rick = Slick Rick
    .text = In een Bordeel: Inkomsten +$200
card-sponge = Sponge
    .text = Zaak Verdediging +2
card-swift_nick = Swift Nick
    .text = Aanval +2 / Rijden +1
card-the_chemist = The Chemist
    .text = In een Bar: +2 Drank tijdens elke Ruilronde
card-the_cleaner = The Cleaner
    .text = Aanval +4 / kost 2 Drank en 2 Prostituees
card-the_dentist = The Dentist
    .text = Zaak Verdediging +3
card-the_doctor = The Doctor
    .text = Gooi de dobbelsteen: 4-6: gedode Gangsters zijn slechts gewond.
    .where = ook hiervandaan is een gangster van jou die in een schietpartij gedood wordt, waar dan ook, bij 4 tot 6 op de dobbelsteen slechts gewond: zijn kracht werkt vanuit de auto of elke zaak, niet vanuit de gevangenis of het ziekenhuis
    .does = Zijn kracht werkt vanuit je auto of elke zaak van je, niet vanuit de gevangenis of het ziekenhuis: telkens als een van je gangsters gedood wordt, in welke schietpartij ook, is hij bij 4 tot 6 op de dobbelsteen slechts gewond en gaat hij naar het ziekenhuis.
card-the_dwarf = The Dwarf
    .text = Extra man in Auto of Zaak
    .does = De auto of zaak waarin hij zit, biedt plaats aan { $extra_seats } gangster meer dan zonder hem, hijzelf meegeteld (een auto voor 3 neemt er 4); met { card-fat_fred } in dezelfde auto heffen ze elkaar op (8.2).
card-the_mayor = The Mayor
    .text = x2 Inkomsten in een Bar, Bordeel of Casino / Aanval 0 / Verdediging 0
card-the_mechanic = The Mechanic
    .text = Geen Autoreparaties nodig.
card-the_pimp = The Pimp
    .text = In een Bordeel: +2 Prostituees in elke Ruilronde
card-the_reporter = The Reporter
    .text = Kan in 1 Auto of Zaak per Spelronde kijken
    .does = Kijken: één keer per spelronde, aan het begin van je beurt, zie je de gedekte gangsters in de auto of een zaak van een tegenstander, zodat je zijn sterkte kent voor je aanvalt; wat je zag, geldt tot het volgende plaatsen (6.5). Zijn kracht werkt vanuit je auto of elke zaak van je.
card-the_unionboss = The Unionboss
    .text = In een Casino: +2 Handlangers in elke Ruilronde
card-thin_tim = Thin Tim
    .text = Rijden +1 / Kan 1 keer per Spelronde aan een drive-by ontsnappen
card-tight_mouth_larry = Tight Mouth Larry
    .text = Verdediging +2 / +4 tegen Frankie the Squealer
card-tony_trouble = Tony Trouble
    .text = Aanval +2 / Politie-inval 100%

## Gebeurtenissen

card-an_old_favor = Nog iets tegoed
    .text = Speel deze kaart in de Ruilronde en neem één gangster naar keuze uit de Veiling.
card-backstabbing_son_of_a_gun = Achterbakse klootzak
    .text = Vertrouw niemand. Speel deze kaart in de Ruilronde en steel een willekeurige Gangster van één van je tegenstanders.
card-break_and_enter = Binnenvallen
    .text = Speel deze kaart tijdens de Ruilronde en steel 2 Gebeurtenis- of gebruikte Jobkaarten van één van je tegenstanders.
card-burglary = Inbraak
    .text = Speel deze kaart tijdens je beurt. Gooi de dobbelsteen en steel 1-6 zorgvuldig uitgekozen Hulpmiddelen van één van je tegenstanders.
card-dynamite = Dynamiet
    .text = Speel deze kaart aan het begin van een schietpartij en tel +4 bij je dobbelsteenworp op om aan te vallen of te verdedigen. Kan alleen gespeeld worden als er een Gangster bij de schietpartij betrokken is. De Gangster sterft automatisch voor de schietpartij begint.
card-election_day = Verkiezingen
    .text = Politiekers verklaren de oorlog aan de georganiseerde misdaad. Speel deze kaart in elke Actiebeurt tegen één van je tegenspelers. Al zijn activiteiten zullen worden stilgelegd voor de rest van de Actieronde. Hij ontvangt geen Inkomsten tijdens de volgende Ruilronde.
card-fabulous_first_aid = Geweldige eerste hulp
    .text = Speel deze kaart meteen als één van je Gangsters in een schietpartij is gedood en plaats hem in het Ziekenhuis.
card-friends_on_the_inside = Een kruiwagen bij de politie
    .text = Speel deze kaart tijdens je beurt om controle over de Politieauto te krijgen tot de volgende Ruilronde. Je mag nu de Politie gebruiken voor je je eigen wagen gebruikt.
card-getaway = Ontsnapping
    .text = Speel deze kaart om aan een schietpartij te ontkomen en verplaats je Auto 6 vakjes in elke richting. Kan niet gebruikt worden tijdens de verdediging van je Zaak.
card-he_had_an_accident = Hij had een ongeluk
    .text = Speel deze kaart wanneer je wilt en leg één van je tegenstanders gevangen Gangster in het Kerkhof.
card-massacre = Massamoord
    .text = Speel deze kaart aan het begin van een schietpartij en alle verslagen Gangsters gaan naar het Kerkhof.
card-out_of_gas = Lege tank
    .text = Speel deze kaart wanneer je wilt om de Auto van één van je tegenstanders tijdens 1 Actiebeurt lam te leggen.
card-shotguns = Geweren
    .text = Speel deze kaart aan het begin van een schietpartij en tel +1 bij je dobbelsteenworp op om aan te vallen of te verdedigen.
card-sneaking_out_the_backdoor = Langs de achterdeur wegvluchten
    .text = Speel deze kaart aan het begin van een Overval op je Zaak en verwijder al je verdedigende Gangsters. De gevluchte Gangsters kunnen deze Spelronde niet meer gebruikt worden.
card-still_standing = Nog steeds staande
    .text = Speel deze kaart onmiddellijk nadat één van je Gangsters verwond is en hou hem in de Schietpartij.
card-streetwise = Straatleven
    .text = Sommige jongens kennen alle afkortingen. Speel deze kaart in je eigen Actiebeurt en krijg een extra gooi met de dobbelsteen om je Auto te verplaatsen.
card-the_feds_are_in_town = De BOB is in de stad
    .text = Speel deze kaart wanneer je maar wilt en de Flikken krijgen één extra Politieactie.
card-the_pillow = Het kussen
    .text = Je huurt een specialist om een Gangster van één van je tegenstanders in het Ziekenhuis om te brengen. Speel deze kaart wanneer je wilt en leg dan één van de Gangsters uit het Ziekenhuis in het Kerkhof.
card-the_rat = De rat
    .text = Je lekt informatie over je tegenstanders warenhuizen. Speel deze kaart tijdens je beurt en de Politie neemt 50% van zijn willekeurige hulpmiddelen in beslag.
card-the_severed_horsehead = Het afgehakte paardenhoofd
    .text = Speel deze kaart en je kunt vermijden een inval van de Politie of “Verkiezingen” vermijden.
card-tommyguns = Machinegeweren
    .text = Speel deze kaart aan het begin van een schietpartij en tel +2 bij je dobbelsteenworp op om aan te vallen of te verdedigen.

## Jobs

card-a_thorough_shaving = Een strakke scheerbeurt
    .text = De president van de Unione Siciliana heeft machtige vijanden. Ze bieden je $1200 als je naar de "Barber" (Kapper) gaat en er voor zorgt dat de president zijn laatste scheerbeurt krijgt. Ga dan naar het "Post Office" (Postkantoor) en zend zijn hoofd terug naar Sicilië.
card-help_you_help_me = Help jou help mij
    .text = De republikeinen hebben wat hulp nodig met enige "overtuigen". Haal je instructies bij het "Republican HQ" (Republikeins HQ). Ga dan naar de Democrat HQ (Democratisch HQ) en laat hun weten wie de klappen uitdeelt. Je republikeinse vrienden zullen je met plezier $900 betalen.
card-one_down = Eentje neer
    .text = Een machtige rivaal wordt voor het gerecht gesleept. Je weet dat hij zijn laffe boekhouder in vertrouwen heeft genomen. Ga naar de "Accountant" en bewerk hem tot hij je de boekhouding geeft. Lever deze af aan het "Courthouse" (Gerechtsgebouw), de aanklager betaalt er $800 voor.
card-pay_day_is_coming_up = Betaaldag komt eraan
    .text = Overval de "First National Bank" met 2 Gangsters in je Auto. Breng de buit naar één van je Zaken en voeg $1500 toe aan je eigen salaris.
card-red_hot_tip = Supertip
    .text = Het racepaard Man-O-War is in de stad. Het gerucht gaat dat de race is omgekocht. Ga naar de "Bookie" (Bookmaker) en krijg een tip, ga dan naar de "Race Track" (Renbaan) en plaats een weddenschap. Rol met de dobbelsteen. Bij 1,2 of 3 verlies je alles, bij 4,5 of 6 krijg je het dubbele.
    .short = een weddenschap bij aankomst: bij 4, 5 of 6 krijg je het dubbele van je inzet, bij 1, 2 of 3 verlies je hem
card-roses_are_red_and_bloody = Rozen zijn rood... en bloederig
    .text = De "Florist" (Bloemist) is onder de toog rum aan het verkopen. Hij begint echt wel vervelend te worden. Overval zijn winkel. Breng het lijk naar de "Butcher" (Slager) die er $1100 voor betaalt zonder vragen te stellen (hoe dan ook...).
card-sleeping_with_the_fishes = Bij de vissen slapen
    .text = De baas van een transport bedrijf biedt iedereen $1300 aan die de vakbondsafgevaardigde laat verdwijnen. Haal hem op bij "Teamsters" (Transportbedrijf) en rijd er mee naar de "Werf". Laat hem over het water lopen met zijn splinternieuwe betonnen schoenen.
card-they_never_saw_it_coming = Ze zagen het nooit aankomen
    .text = Een oude sponsor heeft hulp nodig bij het uitvoeren van een briljante overval. Ga naar de "Tailor" (Kleermaker) en betaal $500 voor een pakje met politie uniformen. Breng het pakje naar de locale "Garage" (Noord, Zuid of West) waar ze je $1300 uitbetalen voor je moeite.

## Zaken

business-the_blind_pig = The Blind Pig
business-the_rusty_nail = The Rusty Nail
business-bathtub_gin_joint = Bathtub Gin Joint
business-booze_bash = Booze Bash
business-the_green_door = The Green Door
business-the_gilded_cellar = The Gilded Cellar
business-the_lucky_seven = The Lucky Seven
business-snake_eyes_parlor = Snake Eyes Parlor
business-back_alley_dice = Back Alley Dice
business-the_red_room = The Red Room
business-the_silver_wheel = The Silver Wheel
business-the_golden_ace = The Golden Ace
business-the_velvet_curtain = The Velvet Curtain
business-madame_rosies = Madame Rosie's
business-the_pink_lantern = The Pink Lantern
business-the_scarlet_garter = The Scarlet Garter
business-the_lace_parlor = The Lace Parlor
business-the_levee_palace = The Levee Palace

## Velden

square-pawn_shop = Pandjeswinkel
square-tailor = Kleermaker
square-lawyer = Advocaat
square-tobacco_trade = Sigarettenwinkel
square-museum = Museum
square-boxing_club = Boksclub
square-wharf = Werf
square-docks = Dokken
square-randolph_st_station = Randolph St. Station
square-lasalle_st_station = LaSalle St. Station
square-laborers_union = Vakbond
square-teamsters = Transportbedrijf
square-dry_cleaner = Stomerij
square-barber = Kapper
square-post_office = Postkantoor
square-republican_hq = Republikeins HQ
square-democrat_hq = Democratisch HQ
square-accountant = Accountant
square-courthouse = Gerechtsgebouw
square-first_national_bank = First National Bank
square-bookie = Bookmaker
square-race_track = Renbaan
square-florist = Bloemist
square-butcher = Slager
square-hospital = Ziekenhuis
square-police_dept = Politiekantoor
square-garage_north = Garage Noord
square-garage_south = Garage Zuid
square-garage_west = Garage West
# Velden zonder eigen naam heten naar het Straatveld waar ze aan liggen.
street-number = straatveld { $n }
square-turf = het terreinveld bij { $street }
square-business = het zakenveld bij { $street }
# Andere woorden waarmee een opzoeking (`board <woorden>`) een plaats vindt, naast zijn naam op het
# bord: de namen die men ervoor gebruikt, en de Engelse namen van het gedrukte bord die de kaarten citeren.
square-pawn_shop-also = Lommerd, Pandhuis, Pawn Shop
square-tailor-also = Maatkleermaker, Tailor
square-lawyer-also = Lawyer
square-tobacco_trade-also = Tabakswinkel, Sigarenwinkel, Tabak, Tobacco Trade
square-boxing_club-also = Boksschool, Boxing Club
square-wharf-also = Kade, Pier, Wharf
square-docks-also = Haven, Docks
square-randolph_st_station-also = Station Randolph
square-lasalle_st_station-also = Station LaSalle
square-laborers_union-also = Arbeidersbond, Vakvereniging, Laborer's Union
square-teamsters-also = Vervoersbedrijf, Vrachtrijders, Teamsters
square-dry_cleaner-also = Wasserij, Droogkuis, Dry Cleaner
square-barber-also = Barbier, Kapperszaak, Barber
square-post_office-also = Post, Postkantoor, Post Office
square-republican_hq-also = Republikeinen, Republikeinse partij, Republican HQ
square-democrat_hq-also = Democraten, Democratische partij, Democrat HQ
square-accountant-also = Boekhouder, Boekhoudkantoor
square-courthouse-also = Gerechtshof, Rechtbank, Paleis van justitie, Courthouse
square-first_national_bank-also = Bank
square-bookie-also = Bookie, Wedkantoor
square-race_track-also = Paardenrenbaan, Renbaan, Race Track
square-florist-also = Bloemenwinkel, Florist
square-butcher-also = Slagerij, Beenhouwer, Butcher
square-hospital-also = Hospitaal, Hospital
square-museum-also = Kunstmuseum, Galerie
square-police_dept-also = Politiebureau, Commissariaat, Police Dept.
square-garage_north-also = North Side Garage
square-garage_south-also = South Side Garage
square-garage_west-also = West Side Garage
find-street = Bij { $street }:
find-business = { $square }: { $business }, van { $seat }
find-business-free = { $square }: { $business }, nog van niemand
find-lot = { $square }: vrij; er kan een { $size ->
        [small] kleine
        [large] grote
       *[medium] middelgrote
    } zaak geopend worden (5.2.3)
# Een zaak die op een vrij zakenveld kan openen (5.2.3): haar prijs, en wat de speler nog mist.
find-lot-opens = { $business } ({ $kind }) voor { $cost }{ $short ->
        [yes] : je mist nog { $lacks }
       *[no] : die heb je
    }
find-turf = { $square }: terreintegel van { $seat }
find-turf-free = { $square }: vrij
# $count: how many tokens lie there in all ("er ligt niets", "er ligt 1 prostituee", "er liggen 2 drank").
find-place = { $square }: { $count ->
        [0] er ligt niets
        [one] er ligt { $what }
       *[other] er liggen { $what }
    }
find-place-uses = Wat een auto hierheen brengt: { $uses }.
find-place-resources = hulpmiddelenkaarten leggen hier { $resources } neer in de ruilronde (6.2.1), voor een auto op het straatveld om te nemen (5.2.1)
find-place-starts = de job { $contract } begint hier{ $held ->
        [hand] : een kaart in je hand, te starten vanaf dit straatveld (5.2.4)
        [started] {" "}(5.2.4), en je bent er al aan begonnen
       *[other] , maar die kaart zit niet in je hand: alleen wie haar heeft, kan de job starten (5.2.4)
    }
find-place-finishes = de job { $contract } wordt hier voltooid{ $held ->
        [started] : je bent eraan begonnen, voltooi hem vanaf dit straatveld (5.2.4)
        [hand] {" "}zodra je eraan begonnen bent: een kaart in je hand (5.2.4)
       *[other] , maar je bent er niet aan begonnen: alleen wie de job startte, kan hem voltooien (5.2.4)
    }
find-place-unused = Geen enkele kaart stuurt een auto hierheen.
find-police-car = de politieauto
find-garage = { $square }: een auto die een aanval verliest, gaat naar de dichtstbijzijnde garage en blijft daar tot het einde van de volgende ruilronde (5.2.5)
find-hospital = het { $square }: gewonde gangsters liggen er en tellen nergens voor mee tot de auto van hun eigenaar ze vanaf dit straatveld oppikt (5.2.6)
find-police = het { $square }, met de gevangenis: gevangen gangsters zitten er en tellen nergens voor mee tot de auto van hun eigenaar ze vanaf dit straatveld ophaalt (5.2.6)
find-nothing = niets dan de weg
find-cars = Auto's hier: { $cars }
find-roads = Wegen naar { $streets }
find-gangster = { $gangster } ({ $where }{ $owned ->
        [yes] , van { $seat }
       *[no] {""}
    }): { $text }
find-held = { $gangster } (van { $seat })
find-in-jail = Gevangenis (5.2.6, 5.4), in het { $square } bij { $street }: een gangster die de politie oppakt, zit hier en telt niet mee tot de auto van zijn eigenaar op { $street } stopt en hem ophaalt (een actie). { $count ->
        [0] Niemand zit in de gevangenis.
       *[other] In de gevangenis: { $gangsters }.
    }
find-in-hospital = Ziekenhuis (5.2.5, 5.2.6), bij { $street }: een gangster die in een schietpartij verloren gaat, komt hier, tenzij de dobbelstenen hem naar het kerkhof sturen; hij telt niet mee tot de auto van zijn eigenaar op { $street } stopt en hem ophaalt (een actie). { $count ->
        [0] Niemand ligt in het ziekenhuis.
       *[other] In het ziekenhuis: { $gangsters }.
    }
find-in-graveyard = Kerkhof (5.2.5): een gangster die in een schietpartij verloren gaat, is dood als de twee dobbelstenen 3 of meer verschillen en hij het laagst gooide; hij doet voorgoed niet meer mee. { $count ->
        [0] Niemand ligt op het kerkhof.
       *[other] Op het kerkhof: { $gangsters }.
    }

## Woorden

resource-booze = drank
resource-girls = prostituees
resource-henchmen = handlangers
resource-count-booze = { $n } drank
resource-count-girls = { $n ->
        [one] { $n } prostituee
       *[other] { $n } prostituees
    }
resource-count-henchmen = { $n ->
        [one] { $n } handlanger
       *[other] { $n } handlangers
    }
kind-bar = bar
kind-casino = casino
kind-brothel = bordeel
size-small = klein
size-medium = middelgroot
size-large = groot

## Verhaal

nothing = niets
nobody = niemand
target-car = de auto van { $seat }
resource-card = { $what } bij { $place }
where-deck = de stapel
where-auction = de veiling
where-folder = de persoonlijke folder
where-car = de auto
where-business = een zaak
where-jail = de gevangenis
where-hospital = het ziekenhuis
where-graveyard = het kerkhof
# Een gangster die bij het plaatsen (6.5) nog geplaatst moet worden, in de folder en `board X`: waar
# hij was, zijn plaats tot hij geplaatst is ($now: placed, of none als hij niet in auto of zaak zat).
placing-where = { $now ->
        [placed] { $place }, nog te plaatsen
       *[none] nog niet geplaatst
    }
roll-movement = { $seat } gooit { $face } om te rijden.
roll-police-movement = { $seat } gooit { $face } voor de politieauto.
dealt = { $seat } krijgt { $business } en { $gangster }.
first-player = { $seat } gooide het hoogste totaal en begint: kiest als eerste een zakenveld met een ster en speelt als eerste; de anderen volgen met de klok mee, wat ze ook gooiden (3.2).
start-square = { $seat } opent { $business } op { $square }.
resources-placed = Nieuwe aanvoer bij { $place }: { $what }.
resources-none = De voorraad is op: er komt niets aan bij { $place }.
round-started = Spelronde { $round } begint; { $seat } mag eerst.
action-round = Actieronde { $n } van spelronde { $round }.
moved = { $seat } rijdt naar { $to } (maximaal { $allowed ->
        [one] { $allowed } veld
       *[other] { $allowed } velden
    }{ $why }).
stayed = { $seat } blijft staan (had { $allowed ->
        [one] { $allowed } veld
       *[other] { $allowed } velden
    } kunnen rijden{ $why }).
stuck-in-garage = De auto van { $seat } staat in de garage.
no-action = { $seat } voert geen actie uit.
took-resources = { $seat } pikt { $what } op bij { $place }.
turf-claimed = { $seat } neemt { $square } in, dat elke ruilronde { $income } opbrengt (6.1).
turf-taken-over = { $seat } neemt { $square } over van { $owner } en betaalt { $saving ->
        [0] { $paid } aan de bank
       *[other] { $paid } aan de bank, { $saved } bespaard dankzij { $by ->
            [none] de kaart van een gangster
           *[other] { $by }
        } (5.2.2)
    }; het brengt elke ruilronde { $income } op (6.1).
respect-to = { $seat } heeft nu de lokaal-respecttegel.
respect-none = Niemand heeft de lokaal-respecttegel: geen speler heeft meer terreinen dan elk van de anderen (bij gelijke stand krijgt niemand hem, 5.2.2).
business-opened = { $seat } opent { $business } op { $square } en betaalt { $paid }.
gangster-moved = { $seat } verplaatst { $gangster } van { $from } naar { $to }.
contract-terms = { $contract } ({ $start } → { $finish }, { $paid ->
        [0] { $rule }
       *[other] { $reward }
    })
# A contract whose reward the card's script decides, and which has no short words.
contract-reward-as-card = beloning volgens de kaart
contract-started = { $seat } begint aan de job “{ $contract }”.
contract-completed = { $paid ->
        [0] { $seat } voltooit de job “{ $contract }”, die zelf geen beloning opbrengt.
       *[other] { $seat } voltooit de job “{ $contract }” en strijkt { $reward } op.
    }
contract-handed-over = { $from } moet de job “{ $contract }” afstaan aan { $to }.
contract-cancelled = De job “{ $contract }” van { $seat } is geannuleerd.
shootout-started = Schietpartij (5.2.5)! Aanval { $attack }: { $attack_parts }. Verdediging { $defense }: { $defense_parts }. Elke ronde gooien beide kanten een dobbelsteen en tellen hun totaal erbij.{ $alone ->
        [yes] { " " }Geen gangster verdedigt haar: de zaak vecht alleen, en één verloren ronde verliest de schietpartij (5.2.5).
        [car] { " " }Er zit geen gangster in: de auto vecht alleen, en één verloren ronde verliest de schietpartij (5.2.5).
       *[no] {""}
    }
# Een deel van het totaal van een kant (5.2.5 B): de bonus van een gangster en waar hij vandaan komt.
part-standard = { $gangster } { $bonus } (standaard)
part-standard-elsewhere = { $gangster } { $bonus } (standaard: zijn { bonus-name } { $value } telt alleen { $mode ->
        [driveby] bij een drive-by
       *[business] bij een overval op een zaak
    })
part-printed = { $gangster } { $bonus } ({ bonus-name })
part-neutralised = { $gangster } { $bonus } (standaard: geneutraliseerd)
part-card = de kaart van { $gangster } { $bonus } (tegen de gangsters tegenover hem)
# Wat een gebeurteniskaart die op de schietpartij gespeeld is, bij elke worp van haar kant optelt (8.1).
part-event = { $card ->
        [none] een kaart { $bonus } (bij elke worp opgeteld)
       *[other] { $card } { $bonus } (gebeurteniskaart, bij elke worp opgeteld, 8.1)
    }
part-building = { $business } { $bonus } ({ $size ->
        [klein] kleine
        [groot] grote
       *[other] middelgrote
    } zaak)
part-nobody = geen gangster
bonus-name = { $printed ->
        [attack] Aanval
        [defense] Verdediging
        [driveby] Drive-by
        [driveby_attack] Drive-by-aanval
        [driveby_defense] Drive-by-verdediging
        [business_attack] Zaakoverval
       *[business_defense] Zaak Verdediging
    }
target-business = { $business } van { $seat }
shootout-round = Aanvaller: dobbelsteen { $adie }, bonus { $abonus }, score { $attack }; verdediger: dobbelsteen { $ddie }, bonus { $dbonus }, score { $defense }: { $winner ->
        [attacker] de aanvaller wint de ronde.
        [defender] de verdediger wint de ronde.
       *[tie] gelijkspel, opnieuw gooien.
    }
casualty = { $gangster } van { $seat } gaat naar { $to }.
casualty-why = { $gangster } van { $seat } gaat naar { $to } ({ $why }).
# Waarom wie valt gaat waar hij gaat (5.2.5, "Ziekenhuis of kerkhof?"): alleen de dobbelstenen, die van de winnaar eerst.
fall-dice = dobbelstenen { $winner } tegen { $loser }: { $killed ->
        [yes] { $kill } of meer verschil
        [higher] zijn kant gooide het hoogst
       *[no] minder dan { $kill } verschil
    }, 5.2.5
fall-massacre = Massamoord
shootout-ended = { $winner } wint de schietpartij; { $loser } verliest.
attack-declared = { $attacker } valt { $target } aan.
garaged = De auto van { $seat } wordt naar de { $garage } gesleept.
garaged-waits = De auto van { $seat } wordt naar de { $garage } gesleept: hij rijdt deze spelronde niet meer en verlaat de garage aan het einde van de volgende ruilronde (5.2.5).
left-garage = De auto van { $seat } verlaat de garage.
business-taken = { $seat } pakt { $business } af van { $from }.
business-taken-closed = { $seat } pakt { $business } af van { $from }. Een politie-inval heeft de zaak gesloten: ze blijft dicht tot het einde van de volgende ruilronde, en tot ze weer opengaat, krijgt { $seat } er geen machtspunt en geen inkomsten van (5.4.1).
police-moved = { $seat } rijdt met de politieauto naar { $to } (maximaal { $allowed ->
        [one] { $allowed } veld
       *[other] { $allowed } velden
    }{ $why }).
police-stayed = { $seat } laat de politieauto staan: hij blijft op { $to } (had { $allowed ->
        [one] { $allowed } veld
       *[other] { $allowed } velden
    } kunnen rijden{ $why }).
raid-success = { $kind ->
        [car] De politie van { $seat } houdt { $target } aan: dobbelsteen van de politie { $pdie } tegen { $odie } voor de eigenaar, aanhouding geslaagd! De gangsters in de auto, als die er zijn, gaan naar de gevangenis en een lopende job is verloren; de auto rijdt verder (5.4.2).
       *[business] De politie van { $seat } valt { $target } binnen: dobbelsteen van de politie { $pdie } tegen { $odie } voor de eigenaar, inval geslaagd! De zaak gaat dicht en haar gangsters gaan naar de gevangenis (5.4.1).
    }
raid-failed = { $kind ->
        [car] De politie van { $seat } houdt { $target } aan: dobbelsteen van de politie { $pdie } tegen { $odie } voor de eigenaar, niemand aangehouden.
       *[business] De politie van { $seat } valt { $target } binnen: dobbelsteen van de politie { $pdie } tegen { $odie } voor de eigenaar, niets gevonden.
    }
jailed = { $gangster } van { $seat } gaat de gevangenis in.
business-closed = { $business } is gesloten tot het einde van de volgende ruilronde.
business-reopened = { $business } gaat weer open.
turf-cleared = De politie van { $seat } haalt de terreintegel van { $owner } weg van { $square }.
confiscated = De politie van { $seat } neemt { $what } in beslag bij { $place }.
trade-round = Ruilronde van spelronde { $round }.
income-cancelled = { $seat } ontvangt deze keer niets: { $businesses } uit zaken en { $turf } uit terreinen gaan verloren.
income-cancelled-by = { $seat } ontvangt deze keer niets, door de kaart van { $card }: "{ $text }", dus geen geld en geen hulpmiddelen (6.1); { $businesses } uit zaken en { $turf } uit terreinen gaan verloren.
income-frozen = { $seat } ontvangt geen inkomsten: { $card }{ $by ->
        [none] {""}
       *[other] {" "}(kaart van { $by })
    } heeft hem deze ronde stilgelegd (8.1); { $businesses } uit zaken en { $turf } uit terreinen gaan verloren.
income = { $seat } ontvangt { $total } ({ $businesses } uit zaken, { $turf } uit terreinen{ $extra ->
        [0] {""}
       *[other] , { $extra_money } van gangsters en kaarten
    }).
income-monopoly = Monopolie (6.1): geen andere speler heeft een open { $kind }, dus deze krijgen het monopolie-inkomen, dat van de grootte afhangt ({ $small } klein, { $medium } middelgroot, { $large } groot, tegen { $usual_small }, { $usual_medium }, { $usual_large } gewoon inkomen): { $businesses }.
income-monopoly-paid = { $business } ({ $kind }, { $size ->
        [small] klein
        [large] groot
       *[medium] middelgroot
    }) { $rate }
income-monopoly-paid-card = { $business } ({ $kind }, { $size ->
        [small] klein
        [large] groot
       *[medium] middelgroot
    }: { $base }, { $rate } door de kaart van een gangster)
drew = { $kind ->
        [gangster] { $seat } trekt { $card }, die geveild wordt.
        [resource] { $seat } trekt een hulpmiddelenkaart: { $card }, op het bord gelegd.
       *[hand] { $seat } trekt { $card }.
    }
reshuffled = De aflegstapel wordt geschud tot een nieuwe stapel van { $cards ->
        [one] { $cards } kaart
       *[other] { $cards } kaarten
    }.
drew-cards = { $seat } trekt in totaal { $count } kaarten: elke hulpmiddelenkaart gaat op het bord, en daarna volgt nog een kaart (6.2).
deck-empty = Er is geen kaart meer over voor { $seat }.
lot = In de veiling: { $gangster } ({ $text }).
bid = { $seat } biedt { $amount }.
passed = { $seat } past en biedt niet meer mee in deze veiling.
bought = { $seat } huurt { $gangster } in voor { $price }.
unsold = Niemand biedt op { $gangster }.
cannot-bid = { $seat } kan niet bieden op { $gangster }: hij kost { $cost } naast het bod, en dat heeft { $seat } niet (6.3).
police-lot = De politie staat open voor smeergeld.
# Een speler wiens geld het kleinste smeergeld niet dekt: hij wordt niets gevraagd (6.4).
cannot-bribe = { $seat } kan de politie niet omkopen: het kleinste smeergeld is { $least }, meer dan { $seat } heeft (6.4).
police-bribed = { $seat } koopt de politie om voor { $price }.
police-unbribed = Niemand koopt de politie om.
power = { $seat } heeft { $points ->
        [one] { $points } machtspunt
       *[other] { $points } machtspunten
    }.
# Wat de machtspunten van een speler veranderde sinds ze het laatst genoemd werden (1.2).
power-why = { $seat } heeft { $points ->
        [one] { $points } machtspunt
       *[other] { $points } machtspunten
    } ({ $why }).
# After a capture that leaves the taker's points as they were (1.2, 5.4.1), following his points line.
power-kept = Niet meer dan eerst: de veroverde zaak levert een punt op, maar de gangsters die { $seat } in de schietpartij verloor kosten er een (1.2).
power-kept-closed = Niet meer dan eerst: de veroverde zaak is gesloten en levert geen punt op tot ze weer opengaat (5.4.1).
power-part-businesses = { $n } uit open zaken
power-part-contracts = { $n } uit voltooide jobs
power-part-respect = { $n } van de lokaal-respecttegel
power-part-gangsters = { $n } van actieve gangsters: nu { $active }, een punt per { $per }
power-part-and = { $a }; { $b }
won = { $seat } is Koning van Chicago met { $points ->
        [one] { $points } machtspunt
       *[other] { $points } machtspunten
    }!
round-cap = Het spel stopt na { $round ->
        [one] { $round } spelronde
       *[other] { $round } spelrondes
    }; { $seat } staat aan kop.
round-cap-draw = Het spel stopt na { $round ->
        [one] { $round } spelronde
       *[other] { $round } spelrondes
    } met een gedeelde eerste plaats.
where-hiding = de schuilplaats
roll-card = { $seat } gooit { $face }.
# De eigen worp van een kaart, met haar naam; die van The Doctor zegt wat redt.
roll-card-for = { $seat } gooit de dobbelsteen voor { $card }: { $face }{ $from ->
        [none] { $jailed ->
            [yes] . Zijn kaart: bij een { $face } gaat hij levenslang de gevangenis in, dus gaat hij naar het kerkhof, voorgoed uit het spel.
           *[no] .
        }
       *[other] {" "}(met { $from } tot 6 wordt een gangster van de dood gered).
    }
raid-decided-success = { $kind ->
        [car] De politie van { $seat } houdt { $target } aan: een kaart beslist, aanhouding geslaagd!
       *[business] De politie van { $seat } valt { $target } binnen: een kaart beslist, inval geslaagd!
    }
raid-decided-failed = { $kind ->
        [car] De politie van { $seat } houdt { $target } aan: een kaart beslist, niemand aangehouden.
       *[business] De politie van { $seat } valt { $target } binnen: een kaart beslist, niets gevonden.
    }
event-played = { $seat } speelt de kaart "{ $card }".
event-played-does = { $seat } speelt de kaart "{ $card }". Kort gezegd: { $does }.
neutralised = { $gangster } is geneutraliseerd voor deze schietpartij.
escaped = De auto van { $seat } ontsnapt voor er een schot valt.
fight-ended = { $seat } gaat ervandoor: de schietpartij eindigt zonder winnaar.
roll-bonus = { $seat } telt { $bonus } op bij elke worp in deze schietpartij.
massacre = Massamoord: elke verslagen gangster gaat naar het kerkhof.
sacrificed = { $seat } offert { $gangster } op.
hid = { $gangster } van { $seat } glipt langs de achterdeur weg.
spared = { $gangster } ontsnapt aan de dood.
stays-in-fight = { $gangster } is gewond maar blijft in de schietpartij.
police-cancelled = { $seat } blaast de politieactie af; die politieactie is toch opgebruikt (5.3).
frozen = De activiteiten van { $seat } zijn stilgelegd door “Verkiezingen”.
unfrozen = { $seat } heeft weer de vrije hand.
sits-out = { $seat } is stilgelegd door “Verkiezingen” en slaat deze actieronde over (8.1): zijn auto rijdt niet en hij doet geen actie{ $police ->
        [none] .
        [free] ; ook de politieauto die hij bestuurt, rijdt en handelt deze ronde niet.
       *[paid] ; ook de politieauto die hij bestuurt, rijdt en handelt niet, dus de { $bribe } waarmee hij de politie omkocht, levert hem deze ronde niets op.
    }
out-of-gas = De auto van { $seat } staat zonder benzine: bij zijn eerstvolgende rit blijft hij staan (8.1).
out-of-gas-now = Je auto rijdt deze beurt niet: { card-out_of_gas }{ $by ->
        [none] {""}
       *[other] , gespeeld door { $by }
    } (8.1).
extra-move = { $seat } krijgt een extra worp om te rijden.
police-control = { $seat } neemt de politieauto over.
extra-police-action = De politie krijgt een extra politieactie.
produced = { $seat } krijgt { $what }.
lost-resources = { $seat } verliest { $what }.
money-gained = { $seat } krijgt { $amount }.
money-lost = { $seat } betaalt { $amount }.
by-card = { $card }: { $line }
stole = { $to } steelt { $what } van { $from }.
hired = { $seat } neemt { $gangster } uit de veiling.
stole-gangster = { $to } neemt { $gangster } af van { $from }.
stole-card = { $to } neemt de kaart "{ $card }" af van { $from }.
stole-fewer-cards = { $held ->
        [0] { $from } had geen kaart die genomen mag worden (gebeurteniskaarten en jobs die nog niet begonnen zijn), dus { $to } neemt er geen van de { $asked } (8.1).
        [one] { $from } had maar één kaart die genomen mag worden (gebeurteniskaarten en jobs die nog niet begonnen zijn), dus { $to } neemt er 1 in plaats van { $asked } (8.1).
       *[other] { $from } had maar { $held } kaarten die genomen mogen worden (gebeurteniskaarten en jobs die nog niet begonnen zijn), dus { $to } neemt er { $held } in plaats van { $asked } (8.1).
    }
peeked = { $seat } kijkt in { $target }: { $gangsters }.
car-moved = De auto van { $seat } rijdt naar { $to }.

## Spelen aan de terminal

hidden-dealt = { $seat } krijgt { $business } en een gangster, gedekt.
hidden-drew = { $seat } trekt een kaart en houdt die gedekt in zijn persoonlijke folder: een gebeurteniskaart of een contract, alleen hij weet welke (6.2). Hij heeft er nu { $held }.
hidden-gangster-moved = { $seat } verplaatst een gangster van { $from } naar { $to }.
hidden-stole-gangster = { $to } neemt een gangster van { $from }.
hidden-stole-card = { $to } neemt een kaart van { $from }.
hidden-peeked = { $seat } bekijkt de gedekte gangsters in { $target }.
play-board = Spelronde { $round }, actieronde { $action_round }
play-board-trade = Spelronde { $round }, ruilronde
play-board-setup = Opstellen (3.2)
play-police = Politieauto op { $street }, bestuurd door { $seat }
play-police-free = Politieauto op { $street }, door niemand bestuurd
play-seat-line = { $seat }: { $power ->
        [one] { $power } machtspunt
       *[other] { $power } machtspunten
    }; auto { $placed ->
        [no] nog niet op het bord (het eerste zakenveld van de eigenaar bepaalt waar die begint, 3.2)
       *[yes] op { $street }
    } met { $car ->
        [one] { $car } gangster
       *[other] { $car } gangsters
    }; { $turf ->
        [one] { $turf } terrein
       *[other] { $turf } terreinen
    }; { $hand ->
        [one] { $hand } kaart
       *[other] { $hand } kaarten
    } in de hand
play-in-garage = , in de garage
play-frozen = , stilgelegd door { $card }{ $by ->
        [none] {""}
       *[other] {" "}(kaart van { $by })
    } tot het einde van de ruilronde: niet rijden, geen actie, geen ruil{ $income ->
        [lost] , en geen inkomsten in de ruilronde
       *[done] {""}
    } (8.1)
play-you = { " " }(jij)
play-business-line = { $business } op { $square }, { $gangsters ->
        [one] { $gangsters } gangster
       *[other] { $gangsters } gangsters
    }
play-closed = , gesloten
play-business-unplaced = { $business }, nog niet op het bord: de eigenaar kiest er vóór de eerste ronde een vrij zakenveld met een ster voor (3.2)
play-started-contract = lopende job: { $contract }
play-auction-row = Te koop: { $gangsters }
play-folder = Jouw persoonlijke folder ({ $seat }): { $money }; { $resources }
play-events = Gebeurteniskaarten: { $cards }
play-contracts = Jobs in de hand: { $cards }
play-gangsters = Jouw gangsters: { $gangsters }
play-folder-of = Persoonlijke folder van { $seat }: { $money }; { $resources }
play-gangsters-of = Gangsters van { $seat }: { $gangsters }
play-placing-note = Tijdens het plaatsen (6.5) staat een gangster die nog geplaatst moet worden waar hij was, en daar telt hij mee voor de machtspunten: hij blijft er tenzij je hem ergens anders zet.
# Het bord voor een rit (5.1), kort: een legende van twee regels, een regel per speler;
# `board alles` toont het helemaal.
play-map-legend-drive = @1 auto van speler 1 (@+ meerdere), P politieauto; B2/T2 zaak/terrein van speler 2, b./t. vrij; r3 3 hulpmiddelen, G garage, H ziekenhuis, J gevangenis
play-map-legend-start = @1 auto van speler 1 (@+ meerdere), P politieauto; B2/T2 zaak/terrein van speler 2, b./t. vrij, b* vrij startzakenveld (3.2); r3 3 hulpmiddelen, G garage, H ziekenhuis, J gevangenis
play-seat-line-drive = { $seat }: { $power ->
        [one] { $power } machtspunt
       *[other] { $power } machtspunten
    }, { $car ->
        [one] { $car } gangster
       *[other] { $car } gangsters
    } in de auto, { $businesses ->
        [one] { $businesses } zaak
       *[other] { $businesses } zaken
    }{ $to-open ->
        [0] {""}
       *[other] {" "}({ $to-open } te openen)
    }, { $turf ->
        [one] { $turf } terrein
       *[other] { $turf } terreinen
    }
play-frozen-short = , stilgelegd tot de ruilronde (8.1)
prompt-move-board = { $table ->
        [terminal] Het bord hierboven is ingekort: board alles toont het helemaal.
       *[other] {""}
    }
# De woorden waarmee `board` het hele bord, de stand en de folder toont („all” in elke taal).
find-all-words = alles
# What `status` shows here, in the engine's help.
play-status-what = het bord, de stand en jouw persoonlijke folder (board ook); voor een vraag worden ze alleen opnieuw getoond als ze veranderd zijn
# The command `help` adds for King of Chicago's held-back deal (after the engine's `play-help`).
# The engine's one-line list of commands, with King of Chicago's own two (see play-help-more).
play-input = Typ een nummer, of help, help N, help rules, status, board X, deal, event, log, undo, save, quit.
play-help-more =
    deal       een afspraak voorstellen: je krijgt de vraag bij het volgende moment voor afspraken (voor je verplaatsing, in de ruilronde, voor het plaatsen van gangsters)
    event      een gebeurteniskaart spelen op elk moment: je krijgt de vraag aan het begin van de beurt van de volgende speler (anders alleen aan het begin van je eigen beurt en in de ruilronde)
option-group-drive-only = straatvelden waar niets te doen is, alleen rijden
# De bestemming van een rit in een korte regel (5.1, 5.3): het straatveld één keer, dan in een
# paar woorden wat de auto er kan doen (`help N` zegt alles voluit); `$left` 0: de politieactie
# van deze spelronde is gebruikt, de regel zegt alleen wat de volgende zou treffen.
drive-take-resources = { $what } nemen
drive-take-over-turf = het terrein van { $owner } overnemen voor { $cost }
drive-claim-turf = het vrije terrein opeisen
drive-open-business = { $business } openen voor { $cost }
drive-start-contract = { $contract } starten
drive-drive-by = drive-by op de auto van { $seat }{ $empty ->
        [yes] {" "}(leeg)
       *[no] {""}
    }{ $wins }
drive-attack-business = { $business } van { $seat } overvallen{ $closed ->
        [yes] {" "}(gesloten door de politie: geen machtspunt tot ze weer opengaat, 5.4.1)
       *[no] {""}
    }
drive-free-from-jail = je gangsters uit de gevangenis halen
drive-pick-up = je gangsters uit het ziekenhuis halen
# Een auto of zaak van een tegenstander aan de straat, en geen gangster in je auto (5.2.5).
drive-unarmed = geen aanval op { $what }: er zit geen gangster in je auto (5.2.5)
help-drive-unarmed = Je auto kan hier niet aanvallen: daarvoor moet er minstens één gangster in je auto zitten (5.2.5). Stop voor een van je zaken en laat er gangsters instappen, of haal de jouwe op uit de gevangenis (bij het politiekantoor) of het ziekenhuis: dat kost telkens een actie (5.2.6). Bij het plaatsen in de ruilronde kun je ook gangsters in de auto zetten (6.5).
drive-police-raid = { $left ->
        [0] { $business } van { $seat }
       *[other] { $business } van { $seat } binnenvallen
    }
drive-police-bust = { $left ->
        [0] de auto van { $seat }
       *[other] de auto van { $seat } aanhouden
    }{ $empty ->
        [yes] {" "}(leeg)
       *[no] {""}
    }
drive-police-clear = { $left ->
        [0] het terrein van { $owner }
       *[other] de terreintegel van { $owner } weghalen
    }
drive-police-confiscate = { $left ->
        [0] { $what }
       *[other] { $what } in beslag nemen
    }
# De groepen van een rit aan de terminal, naar wat hun straatvelden eerst bieden; een regel die
# ze delen één keer gezegd.
option-group-drive-attack = de auto of de zaak van een rivaal aanvallen
option-group-drive-business = een zaak openen, een job starten of voltooien
option-group-drive-gangsters = je eigen gangsters: verplaatsen, uit de gevangenis of het ziekenhuis halen
option-group-drive-resources = de hulpmiddelen nemen die daar liggen
option-group-drive-take-over = het terrein van een rivaal overnemen (voor { $cost }; een terrein brengt elke ruilronde { $income } op)
option-group-drive-claim = een vrij terrein opeisen (niemand heeft het; het brengt elke ruilronde { $income } op)
option-group-police-raid = { $left ->
        [0] een zaak van een speler
       *[other] een zaak van een speler binnenvallen
    }
option-group-police-bust = { $left ->
        [0] de auto van een speler
       *[other] de auto van een speler aanhouden
    }
option-group-police-clear = { $left ->
        [0] het terrein van een speler
       *[other] de terreintegel van een speler weghalen
    }
option-group-police-confiscate = { $left ->
        [0] hulpmiddelen die daar liggen
       *[other] de hulpmiddelen die daar liggen in beslag nemen
    }
option-group-police-nothing = { $left ->
        [0] niets van een speler
       *[other] niets te doen voor de politie, alleen rijden
    }
option-group-police-spent = straatvelden waar de politieauto alleen parkeert: zijn actie van deze spelronde is op
prompt-move = Waar rijdt je auto heen?
prompt-move_police = Waar rijdt de politieauto heen?
prompt-move-reach = Waar rijdt je auto heen? Maximaal { $allowed ->
        [one] { $allowed } straatveld
       *[other] { $allowed } straatvelden
    } vanaf { $street }{ $why }.
prompt-move_police-reach = Waar rijdt de politieauto heen? Maximaal { $allowed ->
        [one] { $allowed } straatveld
       *[other] { $allowed } straatvelden
    } vanaf { $street }{ $why }. { $left ->
        [0] De acties van de politie voor deze spelronde zijn op: de auto rijdt nu alleen, en waar je hem laat staan, vertrekt de volgende die de politieauto krijgt (wie in de volgende ruilronde de politie omkoopt, of { card-friends_on_the_inside } speelt); ver van je zaken blijven die buiten zijn bereik (5.3).
        [one] De politie heeft deze spelronde nog één actie, te doen waar de auto stopt (5.3).
       *[other] De politie heeft deze spelronde nog { $left } acties, één te doen waar de auto stopt (5.3).
    }
prompt-action = Welke actie voer je uit?
prompt-action-unarmed = Welke actie voer je uit? Er zit geen gangster in je auto, dus je kunt { $what } hier niet aanvallen: alleen gangsters in de auto vallen aan (5.2.5); haal er op bij een van je zaken.
prompt-casualty = Welke van je gangsters valt?
# Dezelfde vraag zodra de dobbelstenen bekend zijn (5.2.5 "Ziekenhuis of kerkhof?").
prompt-casualty-dice = Welke van je gangsters valt? Dobbelstenen { $mine } tegen { $theirs }: { $killed ->
        [massacre] wie valt, gaat naar het kerkhof (Massamoord)
        [yes] wie valt, gaat naar het kerkhof ({ $kill } of meer verschil, en jij gooide lager: 5.2.5, "Ziekenhuis of kerkhof?")
        [higher] wie valt, gaat naar het ziekenhuis (jij gooide hoger: 5.2.5, "Ziekenhuis of kerkhof?")
       *[no] wie valt, gaat naar het ziekenhuis (minder dan { $kill } verschil: 5.2.5, "Ziekenhuis of kerkhof?")
    }{ $savers ->
        [none] .
       *[other] , tenzij { $savers }.
    }
casualty-saver-die = de dobbelsteen van { $gangster } hem redt ({ $from } tot 6)
prompt-police_action = Wat doet de politie?
prompt-confiscate = Hoeveel hulpmiddelen neemt de politie in beslag?
prompt-place_gangster = Waar gaat deze gangster heen?
# De vraag bij het plaatsen (6.5) noemt de gangster en zegt waar hij nu is.
prompt-place_gangster-who = Waar gaat { $gangster } heen? { $now ->
        [car] Hij zit nu in je auto.
        [business] Hij zit nu in { $place }.
       *[none] Hij is nog niet geplaatst.
    }
prompt-take_booze = Hoeveel drank neem je?
prompt-take_girls = Hoeveel prostituees neem je?
prompt-take_henchmen = Hoeveel handlangers neem je?
prompt-take-lone = Hier ligt maar { $what }: neem je die?
prompt-into_business = Welke gangster gaat de zaak in?
prompt-into_business-named = Welke gangster gaat van je auto naar { $business }?
prompt-move_gangster = Welke gangster verplaatst?
prompt-pick_up = Welke gangster pik je op?
prompt-pick_up-room = Welke gangster pik je op? { $room ->
        [one] Er is nog plaats voor 1 gangster in je auto (hoogstens { $capacity }, 5.2.6): met deze is hij vol en stopt het ophalen.
       *[other] Er is nog plaats voor { $room } gangsters in je auto (hoogstens { $capacity }, 5.2.6): na elke gangster die je ophaalt, krijg je de vraag opnieuw, tot hij vol is.
    }
prompt-garage = Naar welke garage gaat je auto?
# A contract's start or finish in the card list (`cards`), where it is no one square.
spot-own-business = een van je eigen zaken
spot-any-garage = een willekeurige garage
prompt-bid_gangster = Jouw bod op de geveilde gangster?
prompt-bid_police = Jouw smeergeld voor de politie?
prompt-bid_police-prize = Jouw smeergeld voor de politie? Het hoogste smeergeld koopt de politieauto voor de volgende { $rounds } actierondes: wie het betaalt, rijdt er in elk daarvan mee na zijn eigen auto en voert er { $actions ->
        [one] één politieactie
       *[other] { $actions } politieacties
    } mee uit in totaal (een zaak binnenvallen, een auto aanhouden, een terrein ontruimen of hulpmiddelen in beslag nemen; 6.4, 5.3). Alleen de hoogste bieder betaalt; passen kost niets en haalt je uit dit bod.
# Een gangster van de bieder wiens kaart dollars van het smeergeld aftrekt (Johnny Favorite, 8.2): in de
# auto of een zaak telt hij; op deze veiling gekocht (nog niet geplaatst), in de gevangenis of het ziekenhuis niet.
bribe-discount = { $gangster } trekt { $discount } af van wat je betaalt als jouw smeergeld wint: je mag dus tot { $discount } meer bieden dan je geld hebt (8.2).
bribe-discount-not = { $gangster } trekt niets af van dit smeergeld: zijn { $discount } telt alleen als hij in je auto of een zaak zit, { $at ->
        [folder] en de gangsters die je in deze ruilronde kocht, worden pas na het smeergeld geplaatst (6.5)
        [jail] en hij zit in de gevangenis tot je auto hem ophaalt (5.2.6)
        [hospital] en hij ligt in het ziekenhuis tot je auto hem ophaalt (5.2.6)
       *[other] en hij is uit het spel tot de volgende plaatsing (6.5)
    }.
prompt-bid_gangster-named = Jouw bod op { $gangster } ({ $text })?
bid-resource-cost = Wie hem wint, betaalt ook { $cost } (de „kost” op zijn kaart), één keer, hier bij de veiling, terug naar de voorraad: daarna niets meer om hem te houden. Alleen wie dat heeft, mag bieden.
bid-help-no-cost = Hij kost niets behalve het bod.
gangster-cost-behind = (die kosten betaal je alleen bij de veiling: hij is al van jou, nu kost hij niets)
# Wat een geveilde gangster oplevert om te winnen (1.2): $with gangsters in de auto en de zaken
# met hem erbij, $gain machtspunt erbij (0 of 1).
bid-worth = Om te winnen (1.2): één machtspunt per { $per } gangsters in je auto of zaken; met hem heb je er { $with }{ $gain ->
        [0] , nog geen machtspunt erbij.
       *[other] , één machtspunt erbij.
    }
bid-wins = Met hem, eenmaal geplaatst (6.5): { $win }.
# De zaken van een speler die een politie-inval sloot, gaan aan het einde van de ruilronde weer
# open, zodra de gangsters geplaatst zijn, met hun machtspunten (5.4.1).
bid-reopens = { $me ->
        [yes] { $count ->
            [one] Je zaak { $businesses }, gesloten door een politie-inval, gaat
           *[other] Je zaken { $businesses }, gesloten door een politie-inval, gaan
        }
       *[no] { $count ->
            [one] De zaak { $businesses } van { $seat }, gesloten door een politie-inval, gaat
           *[other] De zaken { $businesses } van { $seat }, gesloten door een politie-inval, gaan
        }
    } aan het einde van deze ruilronde weer open, zodra de gangsters geplaatst zijn (5.4.1): { $points ->
        [one] 1 machtspunt
       *[other] { $points } machtspunten
    } erbij{ $win ->
        [none] .
       *[other] : { $win }.
    }
bid-worth-more = Na hem { $count ->
        [one] wordt er in deze veiling nog 1 gangster geveild
       *[other] worden er in deze veiling nog { $count } gangsters geveild
    } ({ $names }); { $count ->
        [one] met beide
       *[other] met alle { $total }
    } heb je er { $with }{ $gain ->
        [0] , nog geen machtspunt erbij.
        [one] , één machtspunt erbij.
       *[other] , { $gain } machtspunten erbij.
    }
bid-wins-all = { $count ->
        [one] Met beide
       *[other] Met alle { $total }
    }, eenmaal geplaatst (6.5): { $win }.
bid-high = Hoogste bod tot nu toe: { $amount }, van { $seat }.
bid-none-yet = Er is nog niet geboden.
prompt-confiscate-kind = Hoeveel { $kind ->
       *[other] { $what }
    } neemt de politie in beslag?
prompt-start_square = Waar open je je eerste zaak?
prompt-start_square-named = Waar open je { $business }? Op een vrij zakenveld met een ster (b*, 3.2), je auto op het straatveld ernaast; bij elk zakenveld staat wat er aan zijn straat ligt: hulpmiddelen die je er kunt pakken, vrije terreinvelden die je kunt innemen.
prompt-play_event = Nu een gebeurteniskaart spelen ({ $window })?
prompt-play_event-own-turn = Je beurt begint: nu een gebeurteniskaart spelen ({ $window })?
prompt-play_event-turn = De beurt van { $seat } begint: nu een gebeurteniskaart spelen ({ $window })?
prompt-play_event-trade = De ruilronde: nu een gebeurteniskaart spelen ({ $window })?
prompt-play_event-shootout = { $fight } Nu een gebeurteniskaart spelen ({ $window })?
# De cijfers van de schietpartij bij het begin (5.2.5 B), beide kanten open, voor de twee spelers aan wie het gevraagd wordt.
shootout-odds = { $side ->
        [attacker] Je valt { $target } aan
       *[defender] { $car ->
            [yes] { $attacker } valt jouw auto aan
           *[no] { $attacker } valt jouw zaak { $target } aan
        }
    }: Aanval { $attack } ({ $attack_parts }) tegen Verdediging { $defense } ({ $defense_parts }).{ $alone ->
        [yes] { " " }Geen gangster verdedigt de zaak: één verloren ronde en ze is genomen (5.2.5).
        [car] { " " }Er zit geen gangster in de auto: één verloren ronde en hij verliest de schietpartij (5.2.5).
       *[no] {""}
    }
# Waar een schietpartij om gaat (5.2.5, 5.2.4, 5.4.1), en wat een gangster die valt zijn eigenaar
# aan machtspunten kost (1.2): aan beide kanten gezegd bij het begin.
shootout-stakes = { $what ->
        [car] Wint de aanvaller, dan wordt de aangevallen auto naar de garage gesleept en krijgt hij de lopende jobs ervan (5.2.5, 5.2.4); verliest hij, dan gaat zijn eigen auto naar de garage.
        [closed] Wint de aanvaller, dan is { $business } van hem, gesloten door de politie: geen machtspunt tot de zaak aan het einde van de volgende ruilronde weer opengaat (5.4.1); verliest hij, dan gaat zijn auto naar de garage.
       *[business] Wint de aanvaller, dan is { $business } van hem, met { $power ->
            [one] haar { $power } machtspunt
           *[other] haar { $power } machtspunten
        } (5.2.5, 1.2); verliest hij, dan gaat zijn auto naar de garage.
    } Elke gangster die valt, telt niet meer mee voor de machtspunten van zijn eigenaar (1.2: één per { $per } in een auto of een zaak).
prompt-card = { $card }: welke?
choice-street = { $street }
choice-street-stay = blijf op { $street }
# De tegenstander van Verkiezingen (8.1): zijn machtspunten, en wat hij daardoor in de volgende ruilronde verliest.
choice-election-day = { $seat } ({ $power ->
        [one] { $power } machtspunt
       *[other] { $power } machtspunten
    }): bevroren tot de ruilronde, waar hij de inkomsten van { $businesses ->
        [one] { $businesses } zaak
       *[other] { $businesses } zaken
    } en { $turf ->
        [one] { $turf } terrein
       *[other] { $turf } terreinen
    } verliest
choice-street-car = de auto van { $seat }
play-separator = {"; "}
choice-square = { $square }
# Een startveld (3.2): wat er aan zijn straat ligt, hulpmiddelen om te nemen en vrij terrein.
choice-start-lot = { $square } — { $count ->
        [0] geen hulpmiddelen
       *[other] { $what }
    }, { $turfs ->
        [0] geen vrij terrein
        [one] één vrij terreinveld
       *[other] { $turfs } vrije terreinvelden
    }
# Elk geldbedrag dat de tafel toont (verhaal, folder, opties, hulp) schrijft amount-money:
# één schrijfwijze per taal.
amount-money = ${ $n }
choice-amount = { $n }
choice-take = { $what } nemen
choice-confiscate = { $what } in beslag nemen
choice-tokens-none = niets (helemaal niets nemen kost toch de actie)
choice-confiscate-none = niets (helemaal niets in beslag nemen kost toch de politieactie)
choice-place = { $gangster } naar { $to }
# Wat een gangster brengt waar hij geplaatst wordt (6.5), na de optie.
place-brings-car = hij rijdt met je mee, valt aan en verdedigt de auto (5.2.5)
place-brings-business = hij verdedigt de zaak als die wordt aangevallen (5.2.5)
place-brings-income = haar inkomen { $income } hoger zolang hij er is (6.1)
# De auto als optie bij het plaatsen (6.5): een gangster die meer dan zijn eigen plaats inneemt,
# zegt hoeveel (Fat Fred, 8.2; 5.2.5: hoogstens drie), en een die te weinig plaatsen overlaat voor
# wie nog geplaatst moet worden en in de auto zat, noemt ze ($left van de $count $riders passen nog).
place-takes-seats = hij neemt { $takes } van de { $seats } plaatsen in de auto in
place-crowds-out = { $left ->
        [0] dan { $count ->
            [one] past { $riders } (nu in de auto) er niet meer in
           *[other] passen { $riders } (nu in de auto) er niet meer in
        }
        [one] dan past er nog maar één van { $riders } (nu in de auto)
       *[other] dan passen er nog maar { $left } van { $riders } (nu in de auto)
    }
place-car-seats-then = { $takes }: { $crowd }
# De auto ontbreekt bij het plaatsen (6.5): er is geen plaats meer voor hem (Fat Fred neemt er twee in).
place-no-car = Niet de auto: daar is geen plaats meer voor hem (al in de auto: { $riders }; hij heeft { $seats } plaatsen{ $takers ->
        [none] {""}
       *[other] , en { $takers } neemt er in zijn eentje twee in
    }).
# Een zaak die bij het plaatsen niet aangeboden wordt (6.5): ze zit vol.
place-no-business = Niet { $business }: die zaak zit vol ({ $inside } { $count ->
        [one] zit
       *[other] zitten
    } er al; in een zaak passen hoogstens { $seats } gangsters, 6.5).
# Een zaak verlaten bij het plaatsen terwijl er nog niemand in geplaatst is (5.2.5).
place-leaves-empty = { $business } blijft zonder verdediger als er geen andere gangster heen gaat: één verloren ronde van de schietpartij en een aanvaller neemt haar over (5.2.5)
place-leaves-empty-last = { $business } blijft zonder verdediger, want je hebt geen andere gangster meer te plaatsen: één verloren ronde van de schietpartij en een aanvaller neemt haar over (5.2.5)
place-leaves-keeps = { $business } houdt dan alleen { $names } ({ $count ->
        [one] nog te plaatsen: blijft hij er, dan is ze verdedigd
       *[other] nog te plaatsen: blijft een van hen er, dan is ze verdedigd
    }, 5.2.5)
# De zaken van de speler die bij het plaatsen (6.5) niemand verdedigt; `last` is "yes" als de
# gevraagde gangster de laatste is die geplaatst wordt.
place-undefended = { $businesses } { $count ->
        [one] heeft
       *[other] hebben
    } nog geen verdediger: er zit geen gangster. { $last ->
        [yes] { $count ->
            [one] Hij is de laatste die je plaatst: gaat hij er niet heen, dan neemt een aanvaller haar over na één verloren ronde van de schietpartij
           *[other] Hij is de laatste die je plaatst en kan er maar één verdedigen: de andere neemt een aanvaller over na één verloren ronde van de schietpartij
        }
       *[no] { $count ->
            [one] Gaat hij noch wie na hem geplaatst wordt er heen, dan neemt een aanvaller haar over na één verloren ronde van de schietpartij
           *[other] Waar hij noch wie na hem geplaatst wordt heen gaat, neemt een aanvaller de zaak over na één verloren ronde van de schietpartij
        }
    } (5.2.5).
# De gangsters van de speler die na de gevraagde nog geplaatst worden (6.5), in die volgorde.
place-order = Daarna plaats je nog, in deze volgorde: { $names }.
place-fills-empty = { $business } staat nu leeg: hij zou er de enige verdediger zijn (5.2.5)
# Waar de eigen kracht van een gangster werkt (6.1, 8.2), na de optie.
place-power-resource = { $what } erbij in je persoonlijke folder elke ruilronde zolang hij er is (6.1)
place-power-resource-not = zijn { $what } per ruilronde komen alleen in { $kind ->
        [bar] een bar
        [casino] een casino
       *[brothel] een bordeel
    }: hier niets
place-power-income-not = zijn { $income } extra inkomen telt alleen in { $kind ->
        [bar] een bar
        [casino] een casino
        [brothel] een bordeel
       *[any] een zaak
    }, hier niet
place-power-multiplier = haar eigen inkomen verdubbeld zolang hij er is: { $more } meer per ruilronde (van { $from } naar { $to }, 6.1)
place-power-multiplier-closed = haar eigen inkomen verdubbeld zolang hij er is, zodra ze weer open is: gesloten brengt ze niets op (5.4.1, 6.1)
place-power-multiplier-not = hij verdubbelt het inkomen van een zaak alleen als hij erin zit, niet vanuit de auto
# Een gangster die bij het plaatsen (6.5) de plek krijgt die hij al heeft: hij blijft.
choice-place-stay = { $gangster } blijft { $car ->
        [yes] in { $to }
       *[no] in { $to }
    }
choice-done = klaar
choice-done-into-empty = niemand: de zaak blijft leeg, en zonder gangster om haar te verdedigen verliest ze bij één verloren ronde van de schietpartij tegen een aanvaller (5.2.5)
choice-done-pick_up = niemand meer: de anderen blijven (niemand ophalen kost toch de actie)
choice-done-pick_up-last = niemand: ze blijven allemaal (niemand ophalen kost toch de actie)
choice-no-event = nu geen kaart
choice-no-event-idle = nu geen kaart (geen van je kaarten zou nu iets doen)
choice-player-power = { $seat } ({ $points ->
        [one] { $points } machtspunt
       *[other] { $points } machtspunten
    })
# Het slachtoffer van Binnenvallen (8.1): zijn machtspunten, en hoeveel kaarten hij heeft die de kaart kan nemen.
choice-rob-from = { $seat } ({ $points ->
        [one] { $points } machtspunt
       *[other] { $points } machtspunten
    }; { $cards ->
        [0] geen kaart om te nemen
        [one] 1 kaart om te nemen
       *[other] { $cards } kaarten om te nemen
    })
choice-gangster-of = { $gangster } (van { $seat })
choice-card = speel { $card }
choice-yes = ja
choice-no = nee
action-pass = geen actie
action-take-resources = hulpmiddelen nemen bij { $square } (daar te vinden: { $what })
action-claim-turf = { $square } opeisen (vrij: niemand heeft het; het brengt elke ruilronde { $income } op)
action-take-over-turf = { $square } overnemen van { $owner }; je betaalt de bank { $cost } (het brengt elke ruilronde { $income } op)
# Een terrein goedkoper overgenomen, met de gangsters wier kaart dat doet (Sad Ken, 5.2.2).
cost-by-cards = { $cost }, waarbij { $who } je { $saved } bespaart
# Een terrein innemen waardoor niemand de lokaal-respecttegel heeft: gelijke stand aan de top (5.2.2).
respect-tie = { $me ->
        [yes] je zou gelijk staan met { $others }
       *[no] { $tied } zouden gelijk staan
    } met elk { $squares ->
        [one] { $squares } terrein
       *[other] { $squares } terreinen
    }: niemand zou de lokaal-respecttegel hebben{ $lost ->
        [me] , en jij zou hem verliezen: −{ $points } { $points ->
            [one] machtspunt
           *[other] machtspunten
        } voor jou
        [other] , en { $loser } zou hem verliezen: −{ $points } { $points ->
            [one] machtspunt
           *[other] machtspunten
        } voor { $loser }
       *[none] {""}
    } (5.2.2)
# De lokaal-respecttegel die van de ene speler (of het bord) naar een andere gaat (5.2.2): $from
# en $to zijn "me", "other" (dan noemen $loser, $winner hem) of "none".
respect-swing = { $to ->
        [me] je zou
       *[other] { $winner } zou
    } de lokaal-respecttegel { $from ->
        [me] van jou afpakken
        [other] van { $loser } afpakken
       *[none] krijgen, die nu niemand heeft
    }: +{ $points } { $points ->
        [one] machtspunt
       *[other] machtspunten
    } voor { $to ->
        [me] jou
       *[other] { $winner }
    }{ $from ->
        [me] , −{ $points } voor jou
        [other] , −{ $points } voor { $loser }
       *[none] {""}
    } (5.2.2)
# Een optie die een speler naar de winnende macht zou brengen (7.0); $attack: als de aanval slaagt.
win-would = { $attack ->
        [yes] win je de aanval zonder een gangster te verliezen: { $points } machtspunten, dan win je het spel (7.0)
       *[no] { $me ->
            [yes] { $points } machtspunten, je zou het spel winnen (7.0)
           *[no] { $seat } zou { $points } machtspunten hebben en het spel winnen (7.0)
        }
    }
action-open-business = { $business } ({ $facts }) openen op { $square } en { $cost } betalen
business-facts = { $kind }, { $size ->
        [small] klein
        [large] groot
       *[medium] middelgroot
    }: { $power ->
        [one] { $power } machtspunt
       *[other] { $power } machtspunten
    }, inkomsten { $income } per ruilronde{ $rival-count ->
        [0] , { $monopoly } zolang geen andere speler een open { $kind } heeft
       *[other] {" "}({ $placed ->
            [no] { $rivals } { $rival-count ->
                [one] opent ook een { $kind }
               *[other] openen elk ook een { $kind }
            } vóór de eerste ronde: geen monopolie-inkomsten van { $monopoly } voor jou zolang { $rival-count ->
                [one] die open blijft
               *[other] een van de hunne open blijft
            }, 6.1)
           *[yes] { $rivals } { $rival-count ->
            [one] heeft
           *[other] hebben
        } al een open { $kind }: geen monopolie-inkomsten van { $monopoly } voor jou{ $ends ->
            [yes] , en { $rivals } verliest dan zijn monopolie
           *[no] {""}
        }, 6.1)
        }
    }
action-start-contract = { $contract } starten
action-complete-contract = { $contract } voltooien: { $prize } (5.2.4)
# Wat een voltooide job oplevert (5.2.4): de beloning en een machtspunt.
contract-prize = { $paid ->
        [0] { $rule }
       *[other] { $reward }
    } en { $power ->
        [one] { $power } machtspunt
       *[other] { $power } machtspunten
    }
action-drive-by = drive-by op de auto van { $seat }{ $empty ->
        [yes] { " " }(er zit geen gangster in: één verloren ronde verliest ze, 5.2.5)
       *[no] {""}
    }{ $wins }
# De auto van een rivaal met lopende jobs: wie de drive-by wint, neemt ze over en voltooit ze
# zelf (5.2.4 "Een contract onderscheppen"). Elke job is een contract-won.
drive-by-wins = { $count ->
        [one] , en als je wint, krijg je de lopende job: { $contracts } (5.2.4)
       *[other] , en als je wint, krijg je de lopende jobs: { $contracts } (5.2.4)
    }
# De auto van een rivaal zonder lopende job: wie wint, stuurt ze alleen naar de garage (5.2.5, stap 4).
drive-by-wins-nothing = , die geen job bij zich heeft: wie wint, stuurt ze naar de garage (5.2.5)
# Een drive-by op een auto met gangsters erin (5.2.5 C): wat elke verloren ronde met hen doet,
# en bij welk verlies de eigenaar een machtspunt kwijt is (één per zoveel gangsters in een auto of zaak, 1.2).
drive-by-hurts = ; elke ronde die de auto verliest, stuurt een van de gangsters erin naar het ziekenhuis, of voorgoed naar het kerkhof als de dobbelsteen van de winnaar { $kill } of meer hoger is dan die van de verliezer (5.2.5), en { $seat } verliest een machtspunt bij de { $nth ->
        [1] eerste
        [2] tweede
        [3] derde
       *[other] { $nth }e
    } gangster die zo wegvalt (1 per { $per } gangsters in een auto of zaak, 1.2)
contract-won = { $contract }, goed voor { $prize } zodra je hem voltooit
action-attack-business = { $business } van { $seat } overvallen{ $closed ->
        [yes] {" "}(een politie-inval heeft de zaak gesloten: wie ze overneemt, krijgt er geen machtspunt en geen inkomsten van tot ze aan het einde van de volgende ruilronde weer opengaat, 5.4.1)
       *[no] {" "}(wie wint, krijgt de zaak, met { $power ->
            [one] haar { $power } machtspunt
           *[other] haar { $power } machtspunten
        } en haar inkomsten, 5.2.5)
    }
action-move-gangsters = gangsters verplaatsen bij { $business }
action-free-from-jail = je gangsters uit de gevangenis halen (geen borg: het kost alleen deze actie, 5.2.6)
action-pick-up = je gangsters uit het ziekenhuis halen (gratis: het kost alleen deze actie, 5.2.6)
police-pass = de politie doet niets
police-raid = { $business } van { $seat } binnenvallen
# Wat een inval voor de eigenaar op het spel zet (5.4.1, 1.2): de punten van de zaak zolang ze gesloten is, en die van de gangsters in de gevangenis.
police-raid-stake = {" "}— wint de politie, dan verliest { $seat } { $points ->
        [one] { $points } machtspunt
       *[other] { $points } machtspunten
    }{ $jailed ->
        [0] {""}
       *[other] {" "}(waarvan { $jailed } voor de gangsters die er zitten en naar de gevangenis gaan)
    } (5.4.1)
attack-foreseen = jouw Aanval { $attack } tegen Verdediging { $defense }{ $has-known ->
        [0] { $has-building ->
            [0] {""}
           *[other] {" "}(waarvan { $building } van de zaak zelf)
        }
       *[other] { $has-building ->
            [0] {" "}({ $known })
           *[other] {" "}({ $known }; waarvan { $building } van de zaak zelf)
        }
    }{ $hidden ->
        [0] {""}
        [one] {" "}en 1 gedekte gangster van wie je niet weet wie het is
       *[other] {" "}en { $hidden } gedekte gangsters van wie je niet weet wie het zijn
    }
attack-chance = ; je wint de schietpartij { $fight }{ $hidden ->
        [0] {""}
        [one] {" "}als de gedekte gangster de gewone +1 heeft
       *[other] {" "}als de gedekte gangsters de gewone +1 hebben
    } (5.2.5)
help-attack-chance = Je kansen (5.2.5): elke ronde gooien beide kanten een dobbelsteen en tellen hun totaal erbij op; de hoogste score wint de ronde, bij gelijkspel wordt opnieuw gegooid. Met { $attack } tegen { $defense } win je een ronde { $round }. Je moet er { $win } winnen (één per verdedigende gangster en één voor { $car ->
        [yes] de auto
       *[no] de zaak
    }) voordat je er { $lose } verliest (één per eigen gangster en één voor je auto): je wint de schietpartij { $fight }{ $hidden ->
        [0] {""}
       *[other] , als elke gedekte gangster de gewone +1 heeft
    }. Een gebeurteniskaart die aan het begin van de schietpartij wordt gespeeld, verandert deze kansen (8.1).
# Een kans berekend uit de dobbelstenen (5.2.5), in tienden.
chance-in-ten = ongeveer { $n } op de 10 keer
chance-under-one = minder dan 1 op de 10 keer
chance-over-nine = meer dan 9 op de 10 keer
chance-always = altijd
chance-never = nooit
attack-lost-garage = ; verlies je, dan wordt je auto naar de dichtstbijzijnde garage gesleept en rijdt hij niet meer tot het einde van de volgende ruilronde (5.2.5)
attack-lost-round = ; elke ronde die je verliest stuurt een van je gangsters naar het ziekenhuis, of voorgoed naar het kerkhof als de dobbelsteen van de winnaar { $kill } of meer hoger is dan de jouwe (5.2.5)
# Wat de gangsters van de aanvaller die vallen hem aan machtspunten kosten (1.2).
attack-lost-power = ; een gangster van jou die valt, telt niet meer mee voor je machtspunten (één per { $per } in je auto en zaken, 1.2; je hebt er { $active }): { $count ->
        [one] hem verliezen kost je { $all ->
            [0] geen machtspunt
            [one] 1 machtspunt
           *[other] { $all } machtspunten
        }
       *[other] de eerste die je verliest kost je { $first ->
            [0] geen machtspunt
           *[other] { $first } machtspunt
        }, alle { $count } in je auto { $all ->
            [0] geen
            [one] 1 machtspunt
           *[other] { $all } machtspunten
        }
    }
attack-foreseen-known = { $count ->
        [one] { $names }, van wie je weet dat hij er zit
       *[other] { $names }, van wie je weet dat ze er zitten
    }
police-bust = de auto van { $seat } aanhouden{ $empty ->
        [yes] { " " }(er zit geen gangster in: niemand gaat naar de gevangenis, alleen de lopende jobs gaan verloren, 5.4.2)
       *[no] {""}
    }
# Wat een aanhouding aan jobs kost (5.4.2, 5.2.4): elke lopende job, met wat hij vraagt en opbrengt.
police-bust-loses = ; wint de politie, dan verliest { $seat } { $count ->
        [one] de lopende job: { $contracts }
       *[other] de lopende jobs: { $contracts }
    } (5.4.2)
police-clear-turf = de terreintegel van { $owner } weghalen van { $square }
police-confiscate = hulpmiddelen in beslag nemen bij { $square }
help-move = Verplaats je auto (5.1): rij hoogstens zoveel straatvelden als je gooide; de opties zeggen wat je kan doen waar je stopt.
help-move-police = Politieauto (5.3): rij de politieauto hoogstens het gegooide aantal straatvelden plus het voordeel van de politie (+{ $bonus }); de opties zeggen wat de politie kan doen waar hij stopt (5.4), zolang de politieactie van deze spelronde nog niet gebruikt is.
help-rule-again = { $option }: de regel { $kind ->
        [take-resources] van hulpmiddelen verkrijgen
        [claim-turf] van een terrein nemen
        [open-business] van een zaak openen
        [contract] van jobs
        [attack] van aanvallen (drive-by en overval)
        [move-gangsters] van gangsters verplaatsen
        [jail-hospital] van gangsters ophalen
        [raid] van een inval
        [bust] van een aanhouding
        [clear] van een terrein ontruimen
        [confiscate] van in beslag nemen
       *[other] {""}
    } staat bij optie { $n }.
help-pass = Deze beurt geen actie.
help-take-resources = Hulpmiddelen verkrijgen (5.2.1): neem een deel of alle hulpmiddelen op het vak naast je auto (de optie zegt wat er ligt) en leg ze in je persoonlijke folder. Met drank open je bars, met prostituees bordelen en met handlangers casino's (5.2.3); de hulpmiddelenkaarten die elke ruilronde worden getrokken, leggen nieuwe hulpmiddelen op het bord (6.2.1).
help-claim-turf = Je terrein uitbreiden (5.2.2): leg je merkteken op het terreinveld naast je auto; het brengt elke ruilronde { $turf_income } op (6.1), en wie de meeste terreinvelden heeft, krijgt de lokaal-respecttegel, die 1 machtspunt waard is (5.2.2).
help-open-business = Een zaak openen (5.2.3): betaal de prijs in hulpmiddelen terug aan de voorraad en leg het merkteken op het vrije perceel naast je auto. De bank houdt de merktekens die nog niet open zijn; de grootte van het perceel (klein, middelgroot of groot) bepaalt welke grootte daar opent, en je krijgt het volgende merkteken van die soort en grootte. Zolang de zaak open is, telt ze mee voor je machtspunten en brengt ze elke ruilronde inkomsten op.
help-business-facts = { $business }: { $facts } (1.2, 6.1).
help-contract = Jobs (5.2.4): start een job uit je hand, of voltooi een lopende job door te leveren wat hij vraagt, en strijk de beloning op.
help-attack = Aanvallen (5.2.5): een drive-by op een andere auto, of een overval op een zaak naast je auto. Het totaal van elke kant wordt bij het begin geteld en blijft zo: elke gangster in het gevecht geeft de standaard { $base }, of in de plaats daarvan de bonus die zijn kaart voor deze soort aanval geeft (Aanval en Verdediging tellen altijd, Drive-by-bonussen alleen bij een drive-by, Zaakoverval-bonussen alleen bij een overval op een zaak: een "Drive-by-verdediging +2" geeft { $base } bij het verdedigen van een zaak); een zaak telt haar eigen verdediging erbij ({ $small } klein, { $medium } middelgroot, { $large } groot); enkele gangsters krijgen meer tegen de gangsters tegenover hen (Jack Knife), en gebeurteniskaarten tellen bij elke worp op ({ card-shotguns }, { card-tommyguns }, { card-dynamite }). Daarna volgen schietpartijen: elke kant gooit een dobbelsteen en telt zijn totaal erbij; de hoogste wint de schietpartij, en wie verliest, verliest een van zijn gangsters aan het ziekenhuis of het kerkhof. Een kant wint als hij alle gangsters van de andere kant verslagen heeft en daarna de auto of de zaak zelf. Overval gewonnen: de zaak wordt van jou, met haar inkomsten en machtspunten, en je mag gangsters uit je auto erin zetten. Drive-by gewonnen: de andere auto gaat naar de garage tot het einde van de volgende ruilronde, en zijn lopende job wordt de jouwe. Verloren: je auto gaat naar de dichtstbijzijnde garage tot het einde van de volgende ruilronde. Elke gangster die valt, aan welke kant ook, telt niet meer mee voor de machtspunten van zijn eigenaar (1.2: één per { $per } in een auto of een zaak) tot hij er weer in zit: uit het ziekenhuis zodra de auto van zijn eigenaar hem ophaalt (5.2.6), nooit van het kerkhof.
help-move-gangsters = Gangsters verplaatsen (5.2.6): tussen je auto en je zaak ernaast.
help-jail-hospital = Bij de gevangenis of het ziekenhuis (5.2.6): haal je gangsters terug in je auto. Er is geen borg en het kost niets: bij de gevangenis of het ziekenhuis parkeren en deze actie nemen is de hele prijs. Je haalt alleen je eigen gangsters op, zoveel als er plaats is in je auto.
help-police-pass = De politie doet hier niets (5.3): de politieactie is niet verbruikt, en de auto kan ze nog doen waar hij stopt in een latere actieronde van deze spelronde.
help-police-clear = Een terrein ontruimen (5.4.3): geen worp; de terreintegel gaat terug naar zijn eigenaar, en het veld ligt weer vrij om in te nemen, waardoor de lokaal-respecttegel van eigenaar kan wisselen.
help-police-confiscate = Hulpmiddelen in beslag nemen (5.4.4): geen worp; je kiest hoeveel van elk hulpmiddel dat daar ligt terug naar de voorraad gaat, uit het spel; niets nemen verbruikt de politieactie toch.
help-police-raid = Een zaak binnenvallen (5.4.1): dat kost een politieactie van deze spelronde, wat de dobbelstenen ook zeggen (5.3). Wie de politieauto bestuurt en de eigenaar gooien elk een dobbelsteen, bij gelijkspel opnieuw; de bonussen van gangsters tellen niet, dus de kans is 50/50, tenzij de kaart van een gangster het beslist. Wint de politie, dan is de zaak gesloten tot het einde van de volgende ruilronde (geen inkomsten, geen machtspunten) en gaan haar gangsters naar de gevangenis, waar ze nergens voor meetellen tot de auto van hun eigenaar ze oppikt (5.2.6): de gesloten zaak houdt alleen haar eigen verdediging, een makkelijk doelwit voor een overval. Wint de eigenaar, dan gebeurt er verder niets.
help-police-bust = Een auto aanhouden (5.4.2): dat kost een politieactie van deze spelronde, wat de dobbelstenen ook zeggen (5.3). Wie de politieauto bestuurt en de eigenaar van de auto gooien elk een dobbelsteen, bij gelijkspel opnieuw; de bonussen van gangsters tellen niet, dus de kans is 50/50, tenzij de kaart van een gangster het beslist. Wint de politie, dan gaan de gangsters in de auto naar de gevangenis, waar ze nergens voor meetellen tot de auto van hun eigenaar ze oppikt (5.2.6), en zijn de lopende jobs van de eigenaar verloren; de auto zelf rijdt leeg verder, en een lege auto valt niemand aan. Wint de eigenaar, dan gebeurt er verder niets.
deal-offered = { $from } stelt { $to } een deal voor.
deal-refused = { $to } weigert het bod van { $from }: { $give } voor { $get }.
hidden-deal-refused = { $to } weigert de deal van { $from }.
deal-made = { $from } en { $to } sluiten een deal: { $from } geeft { $give }, { $to } geeft { $get }.
hidden-deal = { $from } en { $to } sluiten een deal.
prompt-deal = Een deal voorstellen? Aan wie?
# De knop van de tafel in de browser die om de dealvraag vraagt (`deal` in de terminal).
serve-command-deal = Een deal voorstellen
serve-command-event = Een gebeurteniskaart spelen
prompt-deal_give = Wat bied je aan? (één per keer, dan klaar)
prompt-deal_ask = Wat vraag je terug? (één per keer, dan klaar)
prompt-deal_give-to = Wat bied je { $to } aan? (één per keer, dan klaar)
prompt-deal_ask-to = Wat vraag je { $to } terug? (één per keer, dan klaar)
prompt-deal_accept = { $from } biedt je { $give } voor { $get }. Aanvaarden?
choice-no-deal = geen deal, verder
choice-more-money = { $n } meer
choice-one-more = nog { $what }
play-title = Koning van Chicago, beginwaarde { $seed }: { $seats }
# De naam van het spel, waar de seed niet verteld wordt (de pagina van één plaats, de tafel in de browser).
game-name = Koning van Chicago
play-score = { $seat }: { $points ->
        [one] { $points } machtspunt
       *[other] { $points } machtspunten
    }
play-no-winner = Geen winnaar: de rondelimiet beëindigde het spel in een gelijkspel.
choice-pass = passen
choice-pass-bribe = passen (je betaalt niets en biedt deze ruilronde niet meer op de politie)
choice-bid = { $n } bieden
play-map-legend = 01-47 straatvelden (straatveld 24 is 24), @1 auto van speler 1 (@+ meerdere), P politieauto; op de hoek van het straatveld waar ze aan liggen: B2/b. zakenveld met een zaak van speler 2/vrij (b* een vrij zakenveld met een ster, waar een eerste zaak opent, 3.2), T2/t. terreinveld met de terreintegel van speler 2/vrij, r3 een plaats waar 3 hulpmiddelen liggen, G garage, H ziekenhuis, J gevangenis. board 24 zegt wat er bij straatveld 24 ligt.
window-shootout_start = bij het begin van de schietpartij
window-after_wound = nadat een gangster gewond is
window-after_kill = nadat een gangster gedood is
window-own_turn = tijdens je beurt
window-trade_round = tijdens de ruilronde
window-anytime = op elk moment
window-police_action = tegen de politie
window-election_day = tegen de verkiezingsdag
prompt-card-burglary = { card-burglary }: bij wie breek je in? Je gooit een dobbelsteen en steelt zoveel hulpmiddelen van hem (hoogstens wat hij heeft), elk naar keuze. Wat hij heeft, zit in zijn persoonlijke Folder (3.2): alleen spelers met hulpmiddelen worden aangeboden, en bij het kiezen zie je hoeveel hij van elke soort heeft.
prompt-card-burglary_resource = { card-burglary }: welk hulpmiddel steel je van { $from }? { $pick ->
        [1] (keuze 1 van { $of })
       *[other] (keuze { $pick } van { $of }; al gestolen: { $taken })
    }
deal-so-far = Tot nu toe bied je { $give } en vraag je { $get }.

# Het bord als plaatje: zijn legende (2.0), de letters op de garages, het ziekenhuis en het
# politiekantoor, het label van de politieauto.
picture-legend-street = Straatveld (zijn nummer)
picture-legend-business = Zakenveld
picture-legend-turf = Terreinveld
picture-legend-place = Plaats
picture-legend-garage = Garage
picture-legend-hospital = Ziekenhuis
picture-legend-police = Politiekantoor
picture-letter-garage = G
picture-letter-hospital = Z
picture-letter-police = P
picture-police-car = POLITIE
# De eenheid van duur in de spelviewer: spelronden.
view-round = Spelronde
view-length = spelronde { $length }

# The end of `mobrules run`.
run-winner = Winnaar: { $seat } ({ $kind }) na { $length ->
        [one] { $length } spelronde
       *[other] { $length } spelronden
    }.
run-winner-capped = Winnaar: { $seat } ({ $kind }) na { $length ->
        [one] { $length } spelronde
       *[other] { $length } spelronden
    }, bij de rondelimiet.
run-draw = Geen winnaar: de rondelimiet beëindigde het spel in een gelijkspel.
run-score = { $seat } ({ $kind }): { $score ->
        [one] { $score } machtspunt
       *[other] { $score } machtspunten
    }

# `help N` on the options of a question: the rule behind it, with its rulebook section.
help-prompt-bid_gangster = Bieden op gangsters (6.3): { $option }. { $gangster }: { $text }. { $cost } Er wordt rondgeboden vanaf de eerste speler; ieder biedt hoger of past en is uit het bieden; de laatste bieder betaalt zijn bod en neemt de gangster in dienst. Niemand biedt meer dan hij aan geld heeft.
help-prompt-bid_police = De politie omkopen (6.4): { $option }. Het hoogste smeergeld betaalt en krijgt de politiebadge: die speler bestuurt de politieauto de volgende { $rounds } actierondes (5.3). Wie past, betaalt niets en doet tot de volgende ruilronde niet meer mee aan dit bod; past iedereen, dan rijdt tot dan niemand met de politieauto. Niemand biedt meer dan hij zou kunnen betalen (wat zijn gangsters van het smeergeld afhalen telt mee).
help-prompt-start_square = Opstellen (3.2): { $option }. Je eerste zaak opent op dit vrije perceel, en je auto begint in de straat ernaast.
help-prompt-place_gangster = Gangsters plaatsen (6.5): { $option }. Een ingehuurde gangster gaat in je auto of in een van je zaken, zolang er plaats is.
help-prompt-take_booze = Hulpmiddelen nemen (5.2.1): { $option }. Zoveel van de hulpmiddelen die hier liggen als je wilt, van geen tot alle.
help-prompt-take_girls = Hulpmiddelen nemen (5.2.1): { $option }. Zoveel van de hulpmiddelen die hier liggen als je wilt, van geen tot alle.
help-prompt-take_henchmen = Hulpmiddelen nemen (5.2.1): { $option }. Zoveel van de hulpmiddelen die hier liggen als je wilt, van geen tot alle.
help-prompt-confiscate = Hulpmiddelen in beslag nemen (5.4.4): { $option }. De politie legt zoveel hulpmiddelen van het veld van de politieauto terug in de voorraad.
help-prompt-garage = De garage (5.2.5): { $option }. Een auto die een aanval op een auto verliest, gaat naar de dichtstbijzijnde garage (bij gelijke afstand naar keuze) en blijft daar tot het einde van de volgende ruilronde.
help-prompt-into_business = Gangsters verplaatsen (5.2.6): { $option }. Deze gangster gaat van je auto naar de zaak ernaast.
help-prompt-move_gangster = Gangsters verplaatsen (5.2.6): { $option }. Deze gangster gaat tussen je auto en je zaak ernaast.
help-prompt-pick_up = Gevangenis en ziekenhuis (5.2.6): { $option }. Deze gangster komt terug in je auto.
help-prompt-casualty = Schietpartijen (5.2.5): { $option }. Wie een schietpartij verliest, verliest een van zijn gangsters, naar keuze. Die gaat naar het ziekenhuis, of naar het kerkhof (dood, uit het spel) als de twee dobbelstenen 3 of meer verschillen en hij de laagste gooide. Een gangster in het ziekenhuis telt voor geen enkel machtspunt mee tot je auto bij het ziekenhuis stopt en hem oppikt (een actie, 5.2.6).
help-prompt-deal = Afspraken (1.3): { $option }. Je kunt afspraken maken in je beurt voordat je auto rijdt, en in de ruilronde vóór de gangsterveiling en na de politieveiling. Je biedt geld, hulpmiddelen, gebeurteniskaarten of niet begonnen jobs, en vraagt geld of hulpmiddelen; de andere speler aanvaardt of weigert.
help-card = { $card }: { $text }
help-place-car = In je auto (hoogstens { $car }): hij rijdt met je mee, schiet mee in je drive-bys en overvallen, en verdedigt de auto als die aangevallen wordt; de beste Rijden-bonus in de auto komt bij zijn verplaatsing (5.1, 5.2.5).
help-place-business = In { $business } (een { $kind }, hoogstens { $most } gangsters): hij verdedigt die zaak als ze aangevallen wordt; een kaart die een soort zaak noemt („in een bar”) werkt alleen in een zaak van die soort (5.2.5, 6.5).
help-card-question = { $option }. { $card }: { $text }
help-done-gangsters = { $option }; er verplaatsen geen gangsters meer: elk blijft waar hij nu is (5.2.6).
help-done-event = { $option }: je speelt nu geen gebeurteniskaart; een kaart in je hand kan later nog gespeeld worden, op een moment dat ze noemt.
help-done-event-anytime = { $option }: je speelt nu geen gebeurteniskaart. Een kaart die je op elk moment mag spelen, krijg je opnieuw aangeboden aan het begin van je eigen beurt en in de ruilronde; aan het begin van de beurt van een ander (om wie gaat rijden tegen te houden, bijvoorbeeld) alleen als je erom vraagt, { $table ->
        [page] met de knop “{ serve-command-event }”.
       *[terminal] door event te typen.
    }
help-done-deal = { $option }: aan deze kant van de deal komt niets meer bij.
# Hulp bij een optie van een deal (1.3): de deal zoals hij dan zou zijn, ieders deel.
help-deal-accept-yes = { $option }: { $seat } geeft je { $give }, en jij geeft { $seat } { $get }, meteen en voorgoed: er komt later niets terug, en een belofte naast de deal bindt niemand (1.3). Kan een van beiden niet meer betalen, dan wisselt niets van eigenaar.
help-deal-accept-no = { $option }: er wisselt niets van eigenaar; { $seat } houdt { $give } en jij houdt { $get }.
help-deal-add = { $option }: je bod aan { $seat } wordt dan: jij geeft { $give }, { $seat } geeft jou { $get }. Aanvaardt { $seat }, dan wisselt het meteen en voorgoed van eigenaar (1.3).
help-deal-gangster = Een gangster die van eigenaar wisselt, verlaat zijn auto of zaak voor de persoonlijke folder van de speler die hem krijgt; die plaatst hem wanneer de gangsters geplaatst worden (6.5).
help-done = { $option }: hier wordt niets meer gekozen.

# Wat `board X` zoekt: straatvelden op nummer, plaatsen op naam.
play-board-hint = { $table ->
        [page] zoek het nummer van een straatveld, of een deel van de naam van een plaats, een zaak of een gangster (24, dokken, blind).
       *[terminal] probeer board met het nummer van een straatveld, of een deel van de naam van een plaats, een zaak of een gangster (board 24, board dokken, board blind).
    }
play-board-what = wat er bij straatveld X ligt, waar de plaats X is, de zaak X (waar ze staat, van wie, wat ze opbrengt), of de gangster X waar je hem kunt zien, op de veiling bijvoorbeeld (board 24, board bank, board blind, board doctor)

# Hoe je wint en hoe een beurt verloopt (1.2, 4.1, 5.3, 6.0, 7.0): het eerste scherm en `help rules`.
play-rules =
    Hoe je wint (1.2, 7.0): wees de eerste met { $power } machtspunten of meer. Elke open zaak die je beheerst geeft er { $small } (klein), { $medium } (middelgroot) of { $large } (groot); elke voltooide job { $contract }; de lokaal-respecttegel { $respect }, voor wie de meeste terreinvelden heeft; en 1 per { $gangsters } van je gangsters in je auto of je zaken.
    Een spelronde (4.1): { $action_rounds } actierondes, dan een ruilronde. In een actieronde rijdt elke speler om de beurt met zijn auto en doet dan één actie: hulpmiddelen nemen, zijn terrein uitbreiden, een zaak openen, een job starten of voltooien, een auto of een zaak aanvallen, gangsters oppikken of afzetten. Wie de politie omkocht, rijdt na zijn eigen auto ook met de politieauto en doet { $police_actions ->
        [one] één politieactie
       *[other] { $police_actions } politieacties
    } in die { $action_rounds } rondes (5.3). De ruilronde (6.0): inkomsten, kaarten trekken, gangsters geveild, de politie omgekocht, gangsters geplaatst.
    Heeft na { $cap } spelrondes nog niemand gewonnen, dan stopt de tafel daar (een grens van dit programma, geen spelregel): dan wint wie de meeste machtspunten heeft, en bij gelijkspel bovenaan is er geen winnaar.

## Waarom de winnaar won: onder de winnaar aan het einde van een tafel

## Gezegd bij een worp: het totaal voor de speelvolgorde (3.2), wat een verplaatsing bij de
## dobbelsteen telt (5.3, 8.2), een kant die zonder Gangster verder vecht (5.2.5)

## Wat een Gebeurteniskaart doet, kort, op de optie die ze speelt (`help N` geeft haar tekst)

## board WOORDEN: een Zaak met een deel van haar naam (5.2.3, 6.1)

## De legenda van het bord: de stukken, de kleur van elke speler, en hoe je een naam leest

why-won = { $seat } had als eerste { $target } machtspunten of meer: { $points } (1.2, 7.0), waarvan { $businesses } uit open zaken, { $contracts } uit voltooide jobs, { $respect } van de lokaal-respecttegel en { $gangsters } van actieve gangsters ({ $per ->
        [one] één punt per gangster
       *[other] één punt per { $per } gangsters
    }).

order-rolled = { $seat } gooit { $dice } = { $total } om te zien wie begint.
order-tied = { $seats } en { $last } staan gelijk met { $total } en gooien opnieuw.
move-why-die = : { $die } gegooid met de dobbelsteen (5.1)
move-why-driver = : { $die } gegooid, +{ $bonus } voor het Rijden van { $gangster }
move-why-driver-hidden = : { $die } gegooid, +{ $bonus } voor een chauffeur in de auto
move-why-police = : { $die } gegooid, +{ $bonus } voor de politieauto (5.3)
fights-on = { $seat } heeft geen gangster meer in de schietpartij: { $what } vecht alleen verder, met een { $side ->
        [attacker] aanval
       *[defender] verdediging
    } van { $total }, vastgelegd bij het begin (5.2.5); nog één verloren ronde en de schietpartij is verloren.

choice-card-does = speel { $card } — { $does }
# Wat een kaart die bij de worpen optelt van de schietpartij bij het begin maakt (8.1, 5.2.5).
fight-card-change = : { $mine } tegen { $theirs } met de kaart{ $sacrificed ->
        [0] {""}
       *[other] {" "}(zonder je gangster met de laagste bonus, die je opoffert)
    }, en je wint de schietpartij { $with } (zonder de kaart: { $without })
# Langs de achterdeur wegvluchten in een gevecht om de zaak van de verdediger (8.1, 5.2.5): de zaak alleen, en de kans om ze te houden.
fight-card-backdoor = : je zaak vecht dan alleen, met haar eigen verdediging { $mine } tegen { $theirs }, en je houdt ze { $with } (zonder de kaart: { $without }); ondergedoken tellen je verdedigers niet mee voor je machtspunten tot ze weer geplaatst worden (1.2)
# "Nu geen kaart" bij het begin van een gevecht: de totalen en de kans zoals het nu staat (`$keep`: yes voor de verdediger van een zaak).
choice-no-event-chance = : { $mine } tegen { $theirs }, en je { $keep ->
        [yes] houdt je zaak
       *[no] wint de schietpartij
    } { $chance } (5.2.5)
# De kaarten die na een verwonding of een dood gespeeld worden, met de naam van de gevallen gangster.
card-fabulous_first_aid-named = { $gangster }, net gedood, gaat naar het ziekenhuis in plaats van het kerkhof
card-still_standing-named = { $gangster }, net verwond, blijft in de schietpartij
card-an_old_favor-short = neem gratis één gangster naar keuze uit de veiling
# An old favor's option names the gangsters in the auction row now: with one only, its question is never asked.
card-an_old_favor-option = { card-an_old_favor-short } ({ $count ->
        [0] er staat nu niemand in de veiling
       *[other] nu in de veiling: { $auction }
    })
card-backstabbing_son_of_a_gun-short = steel een willekeurige gangster van een tegenstander
card-break_and_enter-short = steel 2 willekeurige kaarten van een tegenstander: gebeurtenissen of jobs die hij nog niet gestart is (8.1)
card-burglary-short = gooi de dobbelsteen en steel zoveel hulpmiddelen naar keuze van een tegenstander
card-dynamite-short = offer één van je gangsters in de schietpartij op: +4 bij elk van je worpen
card-election_day-short = leg een tegenstander stil tot de ruilronde; dan ontvangt hij geen inkomsten
card-fabulous_first_aid-short = je net gedode gangster gaat naar het ziekenhuis in plaats van het kerkhof
card-friends_on_the_inside-short = jij bestuurt de politieauto tot de volgende ruilronde
card-getaway-short = verlaat de schietpartij en rij tot 6 velden ver (niet bij de verdediging van je zaak)
card-he_had_an_accident-short = leg een gevangen gangster van een tegenstander in het kerkhof
card-massacre-short = elke verslagen gangster in deze schietpartij gaat naar het kerkhof
card-out_of_gas-short = de auto van een tegenstander kan in zijn volgende beurt niet rijden
card-shotguns-short = +1 bij elk van je worpen in deze schietpartij
card-sneaking_out_the_backdoor-short = je verdedigers verlaten het gevecht en duiken onder tot het volgende plaatsen
card-still_standing-short = je net verwonde gangster blijft in de schietpartij
card-streetwise-short = gooi nog een dobbelsteen en rij deze beurt nog eens
card-the_feds_are_in_town-short = de politie krijgt één extra politieactie
# De politiekaarten (8.1) zeggen wie de politie nu bestuurt (`$police`: een speler, of none;
# `$mine`: de lezer) en wat er over is van de politieactie van deze spelronde (`$left`).
card-the_feds_are_in_town-option = { card-the_feds_are_in_town-short }, { $police ->
        [none] voor wie de politie hierna omkoopt (niemand bestuurt hem nu)
       *[other] { $mine ->
            [yes] voor jou: jij bestuurt de politieauto nu
           *[no] voor { $police }, die de politieauto nu bestuurt
        }
    }
card-friends_on_the_inside-option = { $police ->
        [none] { card-friends_on_the_inside-short }, met de politieactie van deze spelronde
       *[other] { $mine ->
            [yes] jij bestuurt de politieauto al: deze kaart nu spelen zou niets doen
           *[no] { $left ->
                [0] jij bestuurt de politieauto tot de volgende ruilronde, maar hij rijdt alleen: de politieactie van deze spelronde is al gebruikt
               *[other] je neemt de politieauto over van { $police } tot de volgende ruilronde, met de politieactie die overblijft
            }
        }
    }
card-the_pillow-short = leg een gangster van een tegenstander uit het ziekenhuis in het kerkhof
card-the_rat-short = de politie neemt willekeurig de helft van de hulpmiddelen van een tegenstander in beslag
# The rat when its script picks the only rival who would lose anything (8.1): $stock is what he holds, $n what he loses, $min the fewest resources that lose one.
card-the_rat-one = de politie valt de opslagplaats van { $seat } binnen, de enige tegenstander met minstens { $min } hulpmiddelen (de helft, naar beneden afgerond): hij verliest er willekeurig { $n }
card-the_severed_horsehead-short = vermijd een inval of aanhouding door de politie, of annuleer “Verkiezingen”
card-tommyguns-short = +2 bij elk van je worpen in deze schietpartij

find-business-named = { $business } ({ $kind }, grootte { $size }): { $where }. Inkomsten { $income } per ruilronde, of { $monopoly } zolang de eigenaar de enige speler met een open { $kind } is (een monopolie, 6.1); { $power ->
        [one] { $power } machtspunt
       *[other] { $power } machtspunten
    }, verdediging { $defense } bij een overval.
find-business-at = op { $square }, van { $seat }
find-business-at-free = op { $square }, van niemand
find-business-unplaced = van { $seat }, nog niet op het bord: de eigenaar kiest er vóór de eerste ronde een vrij zakenveld met een ster voor (3.2)
find-business-bank = bij de bank: een speler kan haar openen op een vrij zakenveld van haar grootte voor { $cost } (5.2.3)

picture-legend-turf-marker = Terreintegel, in de kleur van wie hem heeft
picture-legend-business-marker = Zaak, in de kleur van de eigenaar (wit: van niemand; gestippeld: gesloten)
picture-legend-tokens = Hulpmiddelen die op een plaats liggen
picture-legend-names = { $table ->
        [page] Wijs een veld of straatveld aan om zijn naam te lezen; het zoekvak vindt het op naam.
       *[other] Wijs een veld of straatveld aan om zijn naam te lezen.
    }
picture-legend-car = Auto van { $seat }
picture-legend-police-car = Politieauto

# De vragen die het script van een kaart stelt (8.1, 8.2, 8.3): wat je kiest, en wat het doet.
prompt-card-an_old_favor = { card-an_old_favor }: welke gangster van de veilinglijst neem je? Hij is van jou voor niets: zonder bod, en ook zonder de hulpmiddelen die zijn kaart vraagt.
prompt-card-backstabbing_son_of_a_gun = { card-backstabbing_son_of_a_gun }: van wie steel je een gangster? Een van zijn gangsters, willekeurig gekozen, wordt de jouwe.
choice-steal-from = { $seat } — { $count ->
        [one] 1 gangster
       *[other] { $count } gangsters
    } in auto, zaken of persoonlijke folder, waar de kaart steelt{ $known ->
        [0] , van geen enkele weet je wie het is
       *[other] ; bekend: { $names }
    }
steal-away = { $gangster } in { $place }
steal-not-offered = { $seat } staat er niet bij: geen van zijn gangsters zit in een auto, een zaak of zijn persoonlijke folder, waar de kaart steelt{ $away ->
        [0] {""}
       *[other] {" "}({ $names })
    }.
prompt-card-break_and_enter = { card-break_and_enter }: bij wie breek je in? Je neemt willekeurig 2 van zijn kaarten: Gebeurteniskaarten, of jobs die hij nog niet gestart is.
prompt-card-dynamite = { card-dynamite }: welke van je gangsters in deze schietpartij offer je op? Hij wordt gedood, en je telt +4 bij elke worp van je.
prompt-card-election_day = { card-election_day }: welke tegenstander leg je stil? Hij kan de rest van de actierondes niets doen en krijgt in de volgende ruilronde geen inkomsten.
prompt-card-getaway = { card-getaway }: waar rijdt je auto heen? Tot 6 straatvelden, weg uit de schietpartij.
prompt-card-he_had_an_accident = { card-he_had_an_accident }: welke gangster van een tegenstander in de gevangenis gaat naar het kerkhof?
prompt-card-john_doe_neutralise = { card-john_doe }: welke gangster van de tegenpartij schakel je uit in deze schietpartij? Zijn bonussen en vaardigheden tellen er niet; hij schiet wel en kan geraakt worden.
prompt-card-out_of_gas = { card-out_of_gas }: wiens tank is leeg? Zijn auto kan in zijn volgende beurt niet rijden.
prompt-card-stake = { card-red_hot_tip }: hoeveel zet je in op de renbaan? Bij 4, 5 of 6 win je je inzet nog eens; bij 1, 2 of 3 verlies je hem.
prompt-card-the_pillow = { card-the_pillow }: welke gangster van een tegenstander in het ziekenhuis gaat naar het kerkhof?
prompt-card-the_rat = { card-the_rat }: wiens opslagplaats verraad je? De politie neemt de helft van zijn hulpmiddelen in beslag (naar beneden afgerond), willekeurig gekozen.
prompt-card-reporter_look = { card-the_reporter }: in wiens auto of zaak kijk je? Je ziet de gangsters die daar blind liggen (één keer per spelronde).
prompt-card-thin_tim_escape = { card-thin_tim }: ontsnapt je auto aan deze drive-by voor er een schot valt? (één keer per spelronde)
# Een hulpmiddel dat Inbraak kan stelen, met hoeveel de bestolene er nog van heeft (8.1).
# A rival at The rat's question (8.1): $who is his name and power points.
choice-rat-victim = { $who }: hij zou er willekeurig { $n } verliezen
choice-steal-resource = { $what } (hij heeft er { $n })
# De dobbelsteen van Inbraak vroeg meer dan de bestolene nog had (8.1).
stole-ran-out = { $from } heeft geen hulpmiddelen meer: { $short ->
        [one] 1 meer dat de dobbelsteen toeliet, wordt
       *[other] { $short } meer die de dobbelsteen toeliet, worden
    } niet gestolen.
# Wat er op een bestemming staat: één zin, je eigen zaak inbegrepen.
choice-street-own-business = je zaak { $business }
choice-street-business = de zaak { $business } van { $seat }
list-and = { $first } en { $last }
list-or = { $first } of { $last }
# `board politie`: de politieauto, wie hem bestuurt en wat hij doet, en het politiekantoor.
find-police-named = De politieauto (5.3, 5.4) staat op { $street }, { $controlled ->
        [yes] bestuurd door { $seat } tot de volgende ruilronde
       *[no] door niemand bestuurd: niemand heeft de politie omgekocht
    }. Wie de politie in de ruilronde omkoopt (6.4), rijdt hem na zijn eigen auto, een worp + { $bonus } straatvelden, en doet { $actions ->
        [one] één politieactie
       *[other] { $actions } politieacties
    } in de volgende { $rounds } actierondes waar hij stopt: een zaak binnenvallen, een auto aanhouden, een terrein ontruimen of hulpmiddelen in beslag nemen (5.4). Het { $station }, met de gevangenis, staat bij { $by }.
choice-street-garage = de { $square }
choice-street-hospital = het { $square }
choice-street-police = het { $square }

# De woorden van een gangsterkaart in gewone woorden (5.1, 5.2.5, 5.4, 4.1), onder de hulp bij een
# kavel en bij een kaart, en gevonden met `board <woord>`; `.words`: zo schrijven de kaarten van deze taal het.
term-driveby = Drive-by (5.2.5): een aanval vanuit je auto op de auto van een andere speler die in dezelfde straat staat. Een drive-by-bonus telt alleen in zo'n gevecht, bij aanval of verdediging zoals de kaart zegt; de auto die het verliest, gaat naar een garage tot het einde van de volgende ruilronde.
    .words = drive-by, driveby
term-business = Zaakoverval, Zaak Verdediging (5.2.5): een bonus die alleen telt in een gevecht bij een zaak, om haar te overvallen of te verdedigen; in elk ander gevecht geeft de gangster de gewone bonus van { $base }.
    .words = zaakoverval, zaak verdediging
term-sequence = Per spelronde: één keer in elke spelronde, dat zijn de { $rounds } actierondes en de ruilronde erna (4.1); in de volgende spelronde opnieuw.
    .words = per spelronde, game sequence
term-drive = Rijden +N (5.1): met hem in je auto mag je auto zoveel straatvelden verder rijden dan de dobbelsteen zegt.
    .words = rijden +
term-police = Politie-inval 100%, Geen politie-inval (5.4): valt de politie de zaak binnen waar hij zit, of houdt ze de auto aan waarin hij rijdt, dan wint de politie zonder worp als Tony Trouble er is, en verliest ze zonder worp als Clean Gene er is; zijn ze er allebei, dan beslissen de dobbelstenen zoals gewoonlijk.
    .words = politie-inval
term-versus = +4 tegen een gangster (5.2.5): hij telt 4 meer in een gevecht tegen die gangster.
    .words = +4 tegen
term-minus = Verdediging -1 (5.2.5): een negatieve bonus vervangt de gewone bonus van { $base }, net als elke andere bonus: met Verdediging -1 telt hij -1 in plaats van { $base } telkens als hij verdedigt (zijn auto of een zaak), dus telt zijn kant met hem minder dan met een gewone gangster.
    .words = verdediging -, overval -

# `mobrules cards`: where a resource card lies.
cards-resource-at = { $resource } bij { $place }
