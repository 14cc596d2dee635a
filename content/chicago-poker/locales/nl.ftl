# Nederlandse teksten voor Chicago Poker: namen en teksten van de kaarten, gelegenheden, combinaties, het verslag.
# Er is geen Nederlandse spelregel van Chicago Poker: de namen zijn vertaald uit de Franse regels,
# met de woorden van de Nederlandse regels van King of Chicago (Schietpartij, aflegstapel, beurt).

## Gangsterkaarten: één bericht per kleur, de kaart genoemd naar haar waarde

gangster-red = Rode { $value }
gangster-blue = Blauwe { $value }
gangster-green = Groene { $value }
gangster-yellow = Gele { $value }
gangster-purple = Paarse { $value }

## Speciale kaarten (hun teksten krijgen de parameters van de kaart)

card-murder = Moord
    .text = Neem de laatste kaart, open of gedekt, die een andere speler bij een gelegenheid naar keuze heeft gelegd, en leg die af. Groepen van vijf kaarten met een schietpartijfiche zijn beschermd tegen Moord; de laatste kaarten van de andere spelers bij diezelfde gelegenheid niet.
    .short = leg de laatste kaart af die een andere speler bij een gelegenheid legde (niet een groep van vijf onder een schietpartijfiche)
    .nothing = Gespeeld als er geen kaart van een andere speler genomen kan worden (geen gelegd, of alle in groepen onder een schietpartijfiche), doet ze niets, en de kaart en de actie zijn toch weg.
card-informer = Verklikker
    .text = Bekijk alle gedekte kaarten die een andere speler naar keuze bij een gelegenheid naar keuze heeft gelegd.
    .short = bekijk de gedekte kaarten die een andere speler bij een gelegenheid legde
    .nothing = Gespeeld als ze niets vindt om op te werken, doet ze niets, en de kaart en de actie zijn toch weg.
card-limousine = Limousine
    .text = Neem de laatste { $min_cards } tot { $max_cards } kaarten die je bij één gelegenheid hebt gelegd en leg ze allemaal, in de volgorde die je kiest, bij een andere gelegenheid, open of gedekt zoals die gelegenheid voorschrijft. Kaarten onder een schietpartijfiche mogen niet verplaatst worden; de jouwe wel, bij een gelegenheid waar de kaarten van een andere speler onder zo'n fiche liggen.
    .short = verplaats je laatste { $min_cards } tot { $max_cards } kaarten bij een gelegenheid naar een andere
    .nothing = Gespeeld als ze niets vindt om op te werken, doet ze niets, en de kaart en de actie zijn toch weg.
card-revolver = Revolver
    .text = { $actions ->
        [one] Je krijgt deze beurt één extra actie.
       *[other] Je krijgt deze beurt { $actions } extra acties.
    } Deze kaart spelen is zelf ook een actie.
    .short = { $actions ->
        [one] één actie meer
       *[other] { $actions } acties meer
    } deze beurt
card-corruption = Omkoperij
    .text = Neem de aflegstapel, kies er een kaart naar keuze uit en neem die in je hand. Schud daarna de aflegstapel en de trekstapel samen tot een nieuwe trekstapel.
    .short = neem een kaart naar keuze uit de aflegstapel in je hand; daarna worden beide stapels geschud
    .nothing = Gespeeld op een lege aflegstapel neemt ze geen kaart (alleen de trekstapel wordt geschud), en de kaart en de actie zijn toch weg.

## Soorten gelegenheden

type-speakeasy = Speakeasy
    .rule = De eerste twee kaarten van elke speler liggen hier gedekt, de volgende drie open.
    .words = clandestiene kroeg, sluikkroeg, kroeg, bar, speak-easy, bar clandestin
type-jazz_club = Jazzclub
    .rule = De eerste drie kaarten van elke speler liggen hier open, de laatste twee gedekt.
    .words = jazz, jazzcafé, nachtclub, club de jazz, jazz club
type-brewery = Brouwerij/Stokerij
    .rule = Alle kaarten worden hier open gespeeld.
    .words = brouwerij, stokerij, distilleerderij, bier, whisky, brasserie, distillerie, brewery, distillery
type-gambling_hall = Speelzaal
    .rule = De eerste, derde en vijfde kaart van elke speler liggen hier open, de tweede en vierde gedekt.
    .words = speelhol, gokhal, goktent, speelhuis, casino, tripot, salle de jeu, gambling hall, gambling

## Gelegenheidstegels

tile-the_green_door = The Green Door
tile-the_blind_tiger = The Blind Tiger
tile-the_cellar_door = The Cellar Door
tile-the_hole_in_the_wall = The Hole in the Wall
tile-the_bathtub_club = The Bathtub Club
tile-the_sunset_cafe = The Sunset Cafe
tile-the_dreamland = The Dreamland
tile-the_lincoln_gardens = The Lincoln Gardens
tile-the_plantation = The Plantation
tile-the_grand_terrace = The Grand Terrace
tile-the_north_side_brewery = The North Side Brewery
tile-the_south_side_brewery = The South Side Brewery
tile-the_west_side_distillery = The West Side Distillery
tile-the_stockyards_distillery = The Stockyards Distillery
tile-the_river_still = The River Still
tile-the_four_deuces = The Four Deuces
tile-the_smoke_shop = The Smoke Shop
tile-the_horseshoe = The Horseshoe
tile-the_loaded_dice = The Loaded Dice
tile-the_silver_slipper = The Silver Slipper

## Pokercombinaties, de sterkste eerst

hand-chicago_poker = Chicago Poker
    .rule = vijf gangsters van dezelfde waarde
hand-straight_flush = Straight flush
    .rule = vijf gangsters met opeenvolgende waarden en van dezelfde kleur
hand-rainbow_straight = Regenboogstraat
    .rule = vijf gangsters van vijf verschillende kleuren en met opeenvolgende waarden
hand-four_of_a_kind = Carré
    .rule = vier gangsters van dezelfde waarde
hand-full_house = Full house
    .rule = drie gelijke en een paar
hand-flush = Kleur
    .rule = vijf gangsters van dezelfde kleur
hand-straight = Straat
    .rule = vijf gangsters met opeenvolgende waarden
hand-three_of_a_kind = Drie gelijke
    .rule = drie gangsters van dezelfde waarde
hand-two_pair = Twee paar
    .rule = twee paren
hand-pair = Paar
    .rule = twee gangsters van dezelfde waarde
hand-high_card = Hoge kaart
    .rule = geen van de bovenstaande

## Verslag

table-laid = De gelegenheden op tafel: { $tiles }.
dealt = { $seat } krijgt { $count ->
        [one] één kaart
       *[other] { $count } kaarten
    }: { $cards }.
hidden-dealt = { $seat } krijgt { $count ->
        [one] één kaart
       *[other] { $count } kaarten
    }.
first-player = Het lot wijst { $seat } aan als eerste speler.
turn-started = Beurt { $turn }: { $seat } heeft { $actions ->
        [one] één actie
       *[other] { $actions } acties
    }.
drew = { $seat } trekt { $card }.
hidden-drew = { $seat } trekt een kaart.
reshuffled = De trekstapel is op, dus de aflegstapel wordt geschud tot een nieuwe trekstapel van { $count ->
        [one] één kaart
       *[other] { $count } kaarten
    } (4.1, Actie I; Franse spelregels: Action I).
played-up = { $seat } legt { $card } open bij { $tile }.
played-down = { $seat } legt { $card } gedekt bij { $tile }.
hidden-played-down = { $seat } legt een kaart gedekt bij { $tile }.
token-placed = { $seat } heeft vijf kaarten bij { $tile } en neemt een schietpartijfiche: de schietpartij volgt aan het begin van zijn volgende beurt.
token-none = { $seat } heeft vijf kaarten bij { $tile } maar neemt geen schietpartijfiche: { $held ->
        [held] { $holder } heeft dat van deze gelegenheid al, en er is één fiche per gelegenheid
       *[none] er is er geen meer
    } (4.1, Actie II; Franse spelregels: Action II).
special-played = { $seat } speelt { $card }.
special-found-nothing = { $card } vindt niets om op te werken: de kaart doet niets, en { $seat } is de kaart en de actie toch kwijt.
murdered = { $seat } vermoordt de laatste kaart van { $victim } bij { $tile }: { $card } wordt afgelegd.
informed = { $seat } bekijkt de gedekte kaarten van { $victim } bij { $tile }: { $count ->
        [0] er zijn er geen
        [one] { $cards }
       *[other] { $cards }
    }.
hidden-informed = { $seat } bekijkt de gedekte kaarten van { $victim } bij { $tile }.
moved = { $seat } brengt { $count ->
        [one] één kaart
       *[other] { $count } kaarten
    } per limousine van { $from } naar { $to }: { $cards }.
hidden-moved = { $seat } brengt { $count ->
        [one] één kaart
       *[other] { $count } kaarten
    } per limousine van { $from } naar { $to }; { $up ->
        [0] er ligt er geen open
       *[other] nu open: { $cards }
    }.
extra-actions = { $seat } krijgt deze beurt { $actions ->
        [one] één extra actie
       *[other] { $actions } extra acties
    }.
took-from-discard = { $seat } neemt { $card } uit de aflegstapel.
deck-shuffled = De aflegstapel is leeg, dus er wordt geen kaart uit genomen: alleen de trekstapel wordt geschud ({ $count ->
        [one] één kaart
       *[other] { $count } kaarten
    }).
deck-rebuilt = De aflegstapel en de trekstapel worden geschud tot een nieuwe trekstapel van { $count ->
        [one] één kaart
       *[other] { $count } kaarten
    }.
passed = { $seat } beëindigt de beurt en laat { $actions ->
        [one] één actie
       *[other] { $actions } acties
    } onbenut.
shootout-started = Schietpartij bij { $tile }, uitgelokt door { $seat }!
shootout-hand = { $seat } toont { $cards }: { $hand }.
hands-ranked = { $seat } heeft de beste combinatie bij { $tile }: { $hand }.
hands-tied = { $count ->
        [one] Eén speler heeft
       *[other] { $count } spelers hebben
    } de beste combinatie bij { $tile } ({ $hand }): { $seats } sturen versterking.
hands-why-category = Waarom (5.0): { $hand } wint van { $other } ({ $loser }), dat lager in de lijst van combinaties staat.
hands-why-value = Waarom (5.0): { $hand } tegen { $hand } ({ $loser }); doorslaggevend: { $part }, { $win } tegen { $lose }.
hands-why-missing = Waarom (5.0): { $hand } tegen { $hand } ({ $loser }); doorslaggevend: { $part }, { $win } tegen geen kaart, want de kaarten die een kortere combinatie mist tellen lager dan elke kaart.
why-part = { $part ->
        [pair] het paar
        [high_pair] het hoogste paar
        [low_pair] het laagste paar
        [three] de drie gelijke
        [four] de vier gelijke
        [five] de vijf gelijke
        [full_pair] het paar van de full house
        [straight] de hoogste kaart van de straat
        [kicker] { $n ->
            [1] de hoogste overgebleven kaart
           *[other] de { $n }e overgebleven kaart, vanaf de hoogste
        }
       *[card] { $n ->
            [1] de hoogste kaart
           *[other] de { $n }e kaart, vanaf de hoogste
        }
    }
reinforcement = { $seat } stuurt { $card } als versterking.
reinforcement-none = { $seat } stuurt geen versterking.
shootout-won = { $decided ->
        [hand] { $seat } wint de schietpartij en neemt { $tile }.
        [reinforcement] { $seat } wint de schietpartij met de hoogste versterking en neemt { $tile }.
        [turn_order] Niemand kon versterking sturen: { $seat }, de eerste in de beurtvolgorde, neemt { $tile }.
       *[alone] { $seat } stond alleen bij { $tile } en neemt de gelegenheid.
    } Alle kaarten die bij { $tile } gespeeld zijn{ $decided ->
        [reinforcement] , de versterkingen inbegrepen,
       *[other] {""}
    } gaan daarna open naar de aflegstapel (5.0).
new-tile = { $tile } komt in de plaats van { $replaces }.
no-tile-left = Er is geen gelegenheid meer om { $replaces } te vervangen.
game-won = { $victory ->
        [same_type] { $seat } beheerst { $count } gelegenheden van dezelfde soort en wint!
        [different_types] { $seat } beheerst { $count } verschillende gelegenheden en wint!
        [any] { $seat } beheerst { $count } gelegenheden en wint!
       *[last_establishment] { $seat } heeft de laatste gelegenheid veroverd en wint!
    }

## Vragen en keuzes

prompt-action = Wat doe je? { $actions ->
        [0] Geen actie meer.
        [one] Nog één actie.
       *[other] Nog { $actions } acties.
    }
prompt-reinforcement = Welke gangster stuur je als versterking?
prompt-murder = Wiens laatste kaart vermoord je?
prompt-informer = Wiens gedekte kaarten bekijk je?
prompt-limousine_from = Welke groep van je kaarten haalt de limousine op?
prompt-limousine_to = Waar rijdt de limousine heen?
prompt-limousine_to-ride = Waar rijdt de limousine je laatste kaarten van { $from } heen? Ze neemt { $most ->
        [one] je laatste kaart daar
       *[other] je laatste 1 tot { $most } kaarten daar (hoeveel zeg je daarna)
    }, van de { $group ->
        [one] ene kaart
       *[other] { $group } kaarten
    } die je daar speelde, en legt elke kaart neer volgens de regels van de plek waar ze heen gaat (4.1).
prompt-limousine_count = Hoeveel kaarten neemt ze mee?
prompt-limousine_count-ride = De limousine rijdt je kaarten van { $from } naar { $to }: hoeveel neemt ze mee? Je hebt { $group ->
        [one] één kaart
       *[other] { $group } kaarten
    } waar ze ophaalt, en waar ze heen rijdt is nog plaats voor { $room } (hoogstens { $max } per kant, 4.1).
prompt-limousine_order = Welke kaart komt er nu?
prompt-limousine_order-first = Welke kaart komt er eerst?
prompt-corruption = Welke kaart neem je uit de aflegstapel?
option-group-value = de { $value }'s
option-group-special = de speciale kaarten
option-group-play = { $card } spelen
# Een groep zetten waarvan de regel zegt waar de kaart de vijfde van de speler zou zijn (zijn
# schietpartij) of zijn laatste kans vóór die van een ander (4.1, Actie II; 5.0).
option-group-marked = { $group } ({ $marks })
option-group-fifth = je vijfde bij { $tiles }
option-group-last = laatste kans bij { $tiles }
option-draw = Een kaart trekken
# The deck empty: the draw shuffles the discard pile into a new deck first (4.1 Action I).
option-draw-reshuffle = Een kaart trekken (de trekstapel is op: de aflegstapel, { $count ->
        [one] één kaart
       *[other] { $count } kaarten
    }, wordt eerst geschud tot een nieuwe trekstapel; 4.1)
option-play = { $card } bij { $tile } leggen, { $face ->
        [up] open
       *[down] gedekt
    }{ $fifth ->
        [held] , je vijfde hier (geen fiche: { $holder } heeft het)
        [free] , je vijfde hier: die neemt het schietpartijfiche, en de schietpartij opent je volgende beurt
       *[other] {""}
    }{ $first ->
        [yes] ; laatste kans vóór de schietpartij van { $holder }
       *[no] {""}
    }{ $more }
option-special = { $card } spelen
option-special-short = { $card } spelen: { $short }
option-special-empty = { $option } (lege aflegstapel: niets te nemen)
option-special-only-ride = { $card } spelen: verplaats je laatste kaarten bij { $from } naar { $to }, de enige rit die nu kan
option-special-useless = { $name } spelen: { $card ->
        [limousine] geen van je kaarten kan nu verplaatst worden
        [murder] geen kaart van een andere speler kan nu genomen worden
        [informer] geen andere speler heeft nu een gedekte kaart
       *[other] ze vindt nu niets om op te werken
    }; het kost toch de kaart en een actie
option-pass = Je beurt beëindigen
option-reinforce = { $card } sturen
option-send-none = Geen versterking sturen
option-group = De kaarten van { $seat } bij { $tile } ({ $count ->
        [one] 1 kaart
       *[other] { $count } kaarten
    }{ $down ->
        [0] {""}
       *[other] , { $down } gedekt
    })
option-murder = { $known ->
        [yes] { $card }
       *[no] een gedekte kaart die je niet gezien hebt
    } van { $seat } bij { $tile }, { $count ->
        [one] de enige kaart daar
       *[other] de laatste van { $count } kaarten daar
    }{ $drops ->
        [yes] {" "}(zijn hand daar zakt van { $before } naar { $after })
       *[no] {""}
    }

## Het einde van een partij, het verslag van een fout, en de limiet

capped = De beurtenlimiet ({ $turns } beurten) beëindigt de partij: { $seat } heeft de meeste gelegenheden.
capped-tie = De beurtenlimiet ({ $turns } beurten) beëindigt de partij zonder dat één speler alleen voorstaat.
run-score = { $seat } ({ $kind }): { $score ->
        [0] geen gelegenheid
        [one] één gelegenheid
       *[other] { $score } gelegenheden
    }

## De tafel in de terminal

play-title = Chicago Poker, beginwaarde { $seed }: { $seats }
# De naam van het spel, waar de seed niet verteld wordt (de pagina van één plaats, de tafel in de browser).
game-name = Chicago Poker
play-score = { $seat }: { $points ->
        [0] geen gelegenheid
        [one] één gelegenheid
       *[other] { $points } gelegenheden
    }
play-turn = Beurt { $turn }: { $seat } is aan zet, { $pending ->
        [yes] { $special } wordt gespeeld, eerst de vraag daarvan; daarna{" "}
       *[other] {""}
    }{ $actions ->
        [0] geen actie meer
        [one] nog één actie
       *[other] nog { $actions } acties
    }. Trekstapel: { $deck ->
        [0] leeg
        [one] één kaart
       *[other] { $deck } kaarten
    }; { $tiles ->
        [0] geen gelegenheid
        [one] één gelegenheid
       *[other] { $tiles } gelegenheden
    } gedekt.
play-token = , schietpartijfiche van { $seat }
play-tile-group = { $seat }: { $cards }
play-tile-hand = {" "}— { $hand }
# Wat de kaarten die een speler van de groep van een ander ziet al maken; de gedekte kunnen er alleen iets aan toevoegen.
play-tile-at-least = {" "}— minstens { $hand }
play-face-down = gedekte kaart
play-face-down-known = { $card } (gedekt)
play-standing = { $seat }: { $count ->
        [0] geen gelegenheid
        [one] één gelegenheid ({ $tiles })
       *[other] { $count } gelegenheden van { $types ->
            [one] één soort
           *[other] { $types } soorten
        } ({ $tiles })
    }; { $hand ->
        [0] geen kaart
        [one] één kaart
       *[other] { $hand } kaarten
    } in de hand
play-you = { " " }(jij)
play-none = geen
play-discard-pile = Aflegstapel (open): { $count ->
        [one] 1 kaart
       *[other] { $count } kaarten
    }, { $top } bovenop{ $table ->
        [page] { " " }(zoek „aflegstapel” op het bord om ze allemaal te zien)
        [viewer] { "" }
       *[terminal] { " " }(board aflegstapel toont ze allemaal)
    }
play-discard-empty = Aflegstapel: leeg
discard-pile-name = aflegstapel
find-discard = Aflegstapel (open), { $count ->
        [one] 1 kaart
       *[other] { $count } kaarten
    }, vanaf de bovenste: { $cards }
find-discard-empty = De aflegstapel is leeg.
play-hand-of = Hand van { $seat }: { $cards }
play-hand = Je hand ({ $seat }): { $cards }
play-hand-over = Je hebt { $count } kaarten in de hand: speel er { $over ->
        [one] één
       *[other] { $over }
    } voor het einde van je beurt, zodat je er weer { $limit } hebt; niemand mag zijn beurt eindigen met meer dan { $limit } kaarten in de hand (4.1, Actie I; Franse spelregels: Action I).
# Vooraan de actievraag als er niet getrokken kan worden, en waarom: de nummers van de opties
# verschuiven (4.1, Actie I). Boven de limiet zegt de volgende zin hoeveel kaarten je moet spelen.
play-no-draw-lead = Optie 1 is deze keer niet „{ option-draw }”{ $why ->
        [deck] : de trekstapel en de aflegstapel zijn leeg.
        [over] .
       *[limit] : met { $count } kaarten in de hand zou je na een trekking aan het einde van je beurt meer dan { $limit } kaarten hebben (4.1, Actie I; Franse spelregels: Action I).
    }
help-draw = Een kaart trekken (4.1, Actie I; Franse spelregels: Action I): neem de bovenste kaart van de trekstapel. Je mag niet trekken als je daardoor aan het einde van je beurt meer dan { $limit } kaarten in de hand zou hebben.
help-play = Een kaart spelen (4.1, Actie II; Franse spelregels: Action II): leg een gangsterkaart aan jouw kant van deze gelegenheid; nooit meer dan vijf. { $rule } { $held ->
        [held] { $holder } heeft het schietpartijfiche van deze gelegenheid al, en er is één fiche per gelegenheid: je vijfde kaart hier neemt er geen, en er komt geen schietpartij van jou. Die schietpartij opent de volgende beurt van { $holder }, vóór de jouwe (5.0): alle kaarten hier worden dan getoond zoals ze liggen, de beste hand wint de gelegenheid, en alle kaarten gaan naar de aflegstapel. Deze beurt is je laatste kans om hier een hand te bouwen.{ $more }
        [fifth] Deze kaart is je vijfde hier: die neemt het schietpartijfiche van deze gelegenheid, en de schietpartij volgt aan het begin van je volgende beurt (5.0).{ $more }
       *[none] Je vijfde kaart hier neemt een schietpartijfiche: de schietpartij volgt aan het begin van je volgende beurt (5.0).{ $more }
    }
# Een hand met de waarden die haar eerst rangschikken (de pokercombinaties): "Paar (6)".
hand-valued = { $hand } ({ $kind ->
        [two] { $first } en { $second }
        [high] hoogste { $first }
       *[one] { $first }
    })
# Wie met die schietpartij het spel wint (6.0), in een optie (na "; ") en in de uitleg ervan.
play-stakes = { $wins ->
        [you] ; als jij die wint, win je het spel
        [seat] ; als { $winners } die wint, wint hij het spel
        [both] ; als jij die wint, win je het spel, en { $winners } ook als hij die wint
        [near] ; als { $winners } die wint, heeft hij nog één gelegenheid nodig om het spel te winnen
        [near-you] ; als jij die wint, heb je nog één gelegenheid nodig om het spel te winnen
       *[none] {""}
    }
help-stakes = { $wins ->
        [you] Als jij die schietpartij wint, win je het spel (6.0).
        [seat] Als { $winners } die schietpartij wint, wint hij het spel (6.0).
        [both] Als jij die schietpartij wint, win je het spel, en { $winners } ook als hij die wint (6.0).
        [near] Als { $winners } die schietpartij wint, heeft hij nog één gelegenheid nodig om het spel te winnen (6.0).
        [near-you] Als jij die schietpartij wint, heb je nog één gelegenheid nodig om het spel te winnen (6.0).
       *[none] {""}
    }
# De anderen zonder kaart hier die er vóór de schietpartij nog kunnen spelen en met deze
# gelegenheid het spel zouden winnen (4.1, 6.0).
play-stakes-later = ; { $later } kan hier nog spelen en er het spel mee winnen
help-stakes-later = { $later } kan hier daarvoor nog spelen, en wint het spel als hij die schietpartij wint (4.1, 6.0).
# Een kaart die niet de vijfde is, bij een gelegenheid die de speler het spel zou opleveren (6.0).
play-stakes-here = ; met deze gelegenheid win je het spel
help-stakes-here = Als jij deze gelegenheid wint, win je het spel (6.0: { $condition }).
# De hand die de kaart hier maakt tegenover het beste dat de speler van de kaarten van de anderen ziet (5.0).
play-against = ; jouw { $mine }{ $against ->
        [loses] {" "}verliest van wat je van { $rival } ziet: { $theirs }{ $stop ->
            [yes] , dus deze kaart houdt { $winners } niet tegen
           *[no] {""}
        }
        [beats] {" "}wint van wat je van { $rival } ziet: { $theirs }{ $hidden ->
            [yes] {" "}(gedekte kaarten kunnen dat nog veranderen)
           *[no] {""}
        }
        [ties] {" "}staat gelijk met wat je van { $rival } ziet: { $theirs }{ $hidden ->
            [yes] {" "}(gedekte kaarten kunnen dat nog veranderen)
           *[no] {""}
        }
        [unseen] ; de kaarten van de anderen hier liggen voor jou allemaal gedekt
       *[alone] ; verder heeft nog niemand hier kaarten
    }
help-against = Met deze kaart maakt de jouwe { $mine }{ $against ->
        [loses] , en die verliest van wat je hier van { $rival } ziet: { $theirs }{ $stop ->
            [yes] ; deze kaart houdt { $winners } dus niet tegen
           *[no] {""}
        }.
        [beats] , en die wint van wat je hier van { $rival } ziet, { $theirs }, zoals de kaarten nu liggen{ $hidden ->
            [yes] ; gedekte kaarten kunnen dat nog veranderen
           *[no] {""}
        }.
        [ties] , en die staat gelijk met wat je hier van { $rival } ziet, { $theirs }: bij gelijke beste combinaties worden versterkingen gestuurd (5.0){ $hidden ->
            [yes] ; gedekte kaarten kunnen dat nog veranderen
           *[no] {""}
        }.
        [unseen] ; de kaarten van de anderen hier liggen voor jou allemaal gedekt.
       *[alone] , en verder heeft nog niemand hier kaarten.
    }
# Wat de handen hier nog kan veranderen voordat die schietpartij wordt afgehandeld (4.1, 5.0): de
# spelers die eerder aan de beurt zijn en hier nog plaats hebben, en een Moord die de laatste kaart van de speler kan wegnemen.
play-still = ; { $lay ->
        [none] een { card-murder } kan je laatste kaart hier nog wegnemen
        [all] de anderen kunnen hier nog spelen{ $murder ->
            [yes] ; een { card-murder } kan je laatste kaart wegnemen
           *[no] {""}
        }
       *[some] { $who } kan hier nog spelen{ $murder ->
            [yes] ; een { card-murder } kan je laatste kaart wegnemen
           *[no] {""}
        }
    }
help-still = Vóór die schietpartij { $lay ->
        [none] kan een { card-murder } je laatste kaart hier nog wegnemen (4.1, { card-murder }).
        [all] kunnen de andere spelers hier nog kaarten leggen (4.1){ $murder ->
            [yes] , en kan een { card-murder } je laatste kaart hier wegnemen (4.1, { card-murder })
           *[no] {""}
        }.
       *[some] kan { $who } hier nog kaarten leggen (4.1){ $murder ->
            [yes] , en kan een { card-murder } je laatste kaart hier wegnemen (4.1, { card-murder })
           *[no] {""}
        }.
    }
help-pass = Beëindig je beurt nu; je overige acties blijven onbenut.
help-reinforce = Gelijke beste combinaties (5.0): elke betrokken speler stuurt tegelijk een gangster uit zijn hand gedekt als versterking; de hoogste wint. Wie niets stuurt, verliest van elke gestuurde kaart.
help-limousine-count = Limousine (4.1): { $count ->
        [one] je laatste kaart
       *[other] je laatste { $count } kaarten
    } bij { $from } { $count ->
        [one] gaat
       *[other] gaan, in de volgorde die je daarna kiest,
    } naar { $to }, open of gedekt zoals daar geldt: { $rule } Je vijfde kaart daar neemt een schietpartijfiche.
help-special = { $card } (4.1): { $text }{ $nothing }
help-corruption-card = { $card }: deze gangster gaat naar je hand; daarna wordt de rest van de aflegstapel door de trekstapel geschud (4.1, { card-corruption }).

## Hoe je wint en hoe een beurt verloopt (4.1, 5.0, 6.0): het eerste scherm en `help rules`

play-rules =
    Hoe je wint (6.0): het spel eindigt zodra een speler { $conditions } beheerst; die speler wint. Wordt de laatste gelegenheid gewonnen zonder dat iemand dat haalde, dan wint wie haar won.
    Je beurt (4.1): { $actions } acties, elk naar keuze: een kaart trekken (aan het einde van je beurt heb je er hoogstens { $hand_limit } in de hand), of een kaart spelen: een gangster aan jouw kant van een open gelegenheid (hoogstens { $max_cards } per gelegenheid; gedekt liggen: de eerste twee in een speakeasy, de laatste twee in een jazzclub, de tweede en vierde in een speelzaal, geen in een brouwerij), of een speciale kaart, die meteen werkt. De eerste spelers van de eerste ronde hebben minder acties.
    Schietpartijen (5.0): heb je { $shootout_at } kaarten bij een gelegenheid, dan begint je volgende beurt met een schietpartij daar: alle kaarten worden getoond, en de beste pokerhand wint de gelegenheid. De gangsterkaarten (2.2.1): één van elke waarde van { $lowest } tot en met { $highest } in elk van de { $colours } kleuren. De handen, van de beste af (De pokerhanden; Franse spelregels: Les mains de poker): { $hands }.
rules-win-same_type = { $n } gelegenheden van één soort
rules-win-different_types = { $n } gelegenheden van verschillende soorten
rules-win-any = { $n } willekeurige gelegenheden
rules-win-or = { $first } of { $last }

# One establishment from winning (6.0), under the action question and in `status`.
one-away = Nog één gelegenheid nodig om het spel te winnen (6.0): { $list }.
one-away-seat = { $seat } met { $ways }
one-away-you = jij met { $ways }
one-away-way = { $which ->
        [all] elke gelegenheid op tafel ({ $condition })
        [type] een gelegenheid van het type { $type } ({ $condition }; nog geen op tafel)
       *[some] { $tiles } ({ $condition })
    }
one-away-or = { $first } of { $last }
one-away-ways = { $first }, of met { $last }
one-away-next = { $first }; { $next }
one-away-shootout = De schietpartij van { $seat } bij { $tile } opent zijn volgende beurt: wint hij die, dan wint hij het spel.
one-away-shootout-you = Jouw schietpartij bij { $tile } opent je volgende beurt: win je die, dan win je het spel.
rules-hand = { $hand } ({ $rule })

## Wat `board X` vindt: gelegenheden op een deel van hun naam of soort

find-tile-rule = Hoe de kaarten hier liggen (4.1): { $rule }
find-tile-rule-away = Hoe de kaarten er komen te liggen zodra de gelegenheid op tafel ligt (4.1): { $rule }
find-tile-won = { $tile }: gewonnen door { $seat }.
find-tile-away = { $tile }: niet op tafel (nog gedekt op de stapel).
play-board-hint = { $table ->
        [page] zoek met een deel van de naam of de soort van een gelegenheid (green, jazz), of de aflegstapel.
       *[terminal] probeer board met een deel van de naam of de soort van een gelegenheid (board green, board jazz).
    }
play-board-what = de gelegenheden waarvan de naam of de soort X bevat: de kaarten ervoor, of wie ze won (board silver, board jazz)

# Het plaatje van het bord: de legenda, en een plaats zonder gelegenheid (3.0; 6.0, Cas particulier).
picture-legend-won = N naast een speler: de gelegenheden die hij gewonnen heeft; onder zijn naam hoeveel van elke soort (×2: twee van die soort). Je wint met { $conditions } (6.0)
picture-legend-face-down = een grijze, gekruiste kaart: gedekt gelegd; de eigenaar kent haar, de anderen zien de achterkant (4.1)
picture-legend-token = een schijf: een schietpartijfiche; een schietpartij daar opent de volgende beurt van de eigenaar (5.0)
picture-place-unused = Niet in het spel
picture-place-unused-why = { $places } gelegenheden bij { $players } spelers (3.0)
picture-place-empty = Hier geen gelegenheid meer
picture-place-empty-why = de stapel gelegenheden is leeg (6.0)

## Waarom de winnaar won: onder de winnaar aan het einde van een tafel

why-won = { $seat } beheerst { $condition }, en dat beëindigt het spel meteen (6.0). { why-others }
why-won-last = { $seat } veroverde de laatste gelegenheid terwijl niemand een overwinningsvoorwaarde haalde (6.0, bijzonder geval). { why-others }
why-others = Voor de andere spelers geven de spelregels geen rangorde: dit programma rangschikt hen naar het aantal gewonnen gelegenheden; wie evenveel heeft, deelt een plaats.

## Hoe een speler er aan het eind voor staat: wat de overwinningsvoorwaarden tellen (6.0)

standing-won = { $count ->
        [0] geen gelegenheid
        [one] één gelegenheid: { $held }
       *[other] { $count } gelegenheden van { $types ->
            [one] één soort
           *[other] { $types } soorten
        }: { $held }
    }
standing-won-type = { $count ->
        [one] { $type }
       *[other] { $type } ×{ $count }
    }

## Het einde van het spel, waar de beurt stond: de stand als het voorbij is (6.0)

status-over = Het spel is voorbij (beurt { $turn }): { $seat } heeft gewonnen. Trekstapel: { $deck ->
        [0] leeg
        [one] één kaart
       *[other] { $deck } kaarten
    }; { $tiles ->
        [0] geen gelegenheid
        [one] één gelegenheid
       *[other] { $tiles } gelegenheden
    } gedekt.

## Het aantal en de volgorde van de Limousine (4.1 "Limousine")

option-limousine-count = { $count ->
        [one] je laatste kaart
       *[other] je laatste { $count } kaarten
    }
option-limousine-count-at = { $count ->
        [one] je laatste kaart bij { $from }
       *[other] je laatste { $count } kaarten bij { $from }
    }: { $cards }
help-limousine-order = Limousine (4.1): { $card } komt { $face ->
        [up] open
       *[down] gedekt
    } te liggen bij { $to }, als je kaart nr. { $position } daar. { $rule }

## Het doelwit van Moord (4.1 "Meurtre"): wat het nemen van die kaart bijzonder maakt

help-murder = { card-murder } (4.1): { $known ->
        [yes] { $card } gaat
       *[no] deze gedekte kaart gaat open
    } op de aflegstapel; { $seat } heeft daarna nog { $left ->
        [0] geen kaart
        [one] één kaart
       *[other] { $left } kaarten
    } bij { $tile }.

## `board SOORT`: de ligging van de soort één keer, de gelegenheden ervan op tafel of gewonnen, hoeveel nog op de stapel (4.1)

find-type = { $type } (4.1): { $rule }
find-type-away = Nog gedekt op de stapel, nog niet op tafel: { $count ->
        [one] nog één
       *[other] nog { $count }
    }.

## Een schietpartij met drie of meer combinaties: de andere die de beste ook verslaat (5.0)

hands-why-also = { $hand } wint ook van { $count ->
        [one] { $last }
       *[other] { $first } en { $last }
    }.
hands-why-also-one = { $hand } ({ $seat })
# Dezelfde soort combinatie verslagen: wat doorslaggevend was, zoals bij de tweede.
hands-why-also-one-by = { $hand } ({ $seat }; doorslaggevend: { $part }, { $win } tegen { $lose ->
        [0] geen kaart
       *[other] { $lose }
    })
