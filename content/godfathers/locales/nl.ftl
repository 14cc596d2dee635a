# Nederlandse teksten voor de race van de peetvaders: velden, stukken, het verhaal, de speltafel.
# Het spelregelboek is Frans (LES CASES, Les déplacements, Tir); de termen volgen de Nederlandse
# regels van King of Chicago (Speler, handlanger, hoofdkwartier als gewoon zelfstandig naamwoord). Stukken
# staan in kleine letters midden in een zin (de peetvader van Speler 1, handlanger 2 van Speler 3);
# een zin die ermee begint, krijgt zijn hoofdletter van het spel zelf.

## Soorten velden (LES CASES)

square-nothing = niets te melden
square-sniper = sluipschutter
square-safety = veilig
square-danger = gevaar

## Stukken en plaatsen

piece-godfather = de peetvader van { $seat }
piece-henchman = handlanger { $n } van { $seat }
place-hq = het hoofdkwartier
place-square = veld { $n } ({ $kind })
place-square-plain = veld { $n }
place-dead = uit het spel
place-home = het hoofdkwartier

## Verhaal

seated = De hoofdkwartieren staan rond de ring: { $squares }.
seated-one = { $seat } vóór veld { $n }
first-player = { $seat } wordt geloot en begint.
turn-started = Beurt { $turn }: { $seat } speelt.
rolled = { $seat } gooit { $dice }{ $double ->
        [yes] , een dubbel
       *[other] {""}
    }.
rolled-again = { $seat } gooit voor de dubbel nog één dobbelsteen: { $die }.
only-move = { $you ->
        [yes] Je enige zet met { $dice }
       *[other] De enige zet van { $seat } met { $dice }
    }, vanzelf gespeeld: { $piece } van { $from } naar { $to }{ $meaning ->
        [none] .
       *[other] { " " }— { $meaning }
    }
only-move-danger = wijst het rad van een rivaal het aan, dan worden al { $you ->
        [yes] je stukken
       *[other] de stukken van { $seat }
    } hier geliquideerd, ook de peetvader.
moved = { $piece } gaat { $steps ->
        [one] { $steps } veld
       *[other] { $steps } velden
    } van { $from } naar { $to }.
unused = { $seat } kan met { $dice } niemand verplaatsen.
unused-alone = { $seat } kan met { $dice } niemand verplaatsen: zijn peetvader staat alleen op { $place } en geen van zijn handlangers is vrij om bij hem te komen; een peetvader verlaat nooit een veld waar hij alleen staat.
unused-stranded = { $seat } kan met { $dice } niemand verplaatsen: zijn peetvader staat alleen op { $place } en al zijn handlangers zijn dood, dus niemand kan bij hem komen, en alleen een rondje van een handlanger werft nieuwe; een peetvader verlaat nooit een veld waar hij alleen staat. Hij komt er pas weg als een rivaal hem doodt (dan gaat hij met 3 rekruten terug naar zijn hoofdkwartier).
unused-hostage = { $seat } kan met { $dice } niemand verplaatsen: zijn peetvader is gegijzeld op { $place } en geen van zijn handlangers is vrij om hem te komen bevrijden.
unused-you = Je kunt met { $dice } niemand verplaatsen.
unused-why = { $seat } kan met { $dice } niemand verplaatsen: { $why } (Verplaatsen, Algemene regel, Gijzeling; Franse spelregels: LES DÉPLACEMENTS, RÈGLE GÉNÉRALE, PRISE D'OTAGE).
unused-why-you = Je kunt met { $dice } niemand verplaatsen: { $why } (Verplaatsen, Algemene regel, Gijzeling; Franse spelregels: LES DÉPLACEMENTS, RÈGLE GÉNÉRALE, PRISE D'OTAGE).
blocked-and = { $first } en { $then }
blocked-comma = { $first }, { $then }
blocked-moved = { $pieces } heeft de andere dobbelsteen al gespeeld, en twee stukken spelen elk één dobbelsteen
blocked-held = { $pieces } { $count ->
        [one] wordt
       *[other] worden
    } gegijzeld
blocked-alone = { $pieces } staat alleen, en een peetvader verlaat nooit een veld waar hij alleen staat
blocked-fresh = { $count ->
        [one] { $pieces } staat sinds de val van de peetvader deze beurt in het hoofdkwartier en mag er pas de volgende beurt weg
       *[other] { $pieces } staan sinds de val van de peetvader deze beurt in het hoofdkwartier en mogen er pas de volgende beurt weg
    }
blocked-full = elk veld waar de dobbelstenen { $pieces } heen zouden brengen, is vol (hoogstens { $max_pieces } stukken van { $max_gangs } bendes op een veld)
unused-alone-you = Je kunt met { $dice } niemand verplaatsen: jouw peetvader staat alleen op { $place } en geen van jouw handlangers is vrij om bij hem te komen; een peetvader verlaat nooit een veld waar hij alleen staat.
unused-stranded-you = Je kunt met { $dice } niemand verplaatsen: jouw peetvader staat alleen op { $place } en al jouw handlangers zijn dood, dus niemand kan bij hem komen, en alleen een rondje van een handlanger werft nieuwe; een peetvader verlaat nooit een veld waar hij alleen staat. Hij komt er pas weg als een rivaal hem doodt (dan gaat hij met 3 rekruten terug naar jouw hoofdkwartier).
unused-hostage-you = Je kunt met { $dice } niemand verplaatsen: jouw peetvader is gegijzeld op { $place } en geen van jouw handlangers is vrij om hem te komen bevrijden.
took-hostage = { $kidnapper } neemt { $hostage } in gijzeling op { $square }.
freed = { $hostage } wordt bevrijd op { $square }.
liquidated = { $piece } wordt geliquideerd { $where ->
        [hq] in het hoofdkwartier
       *[square] op { $place }
    }: { $cause ->
        [arrived_on_two] hij kwam aan bij twee rivalen
        [outnumbered] twee man van de bende van zijn ontvoerder staan bij hem
        [rescue] de bende van zijn gijzelaar kwam hem halen
        [sniper] de sluipschutters kregen hem
        [danger] de sluipschutters schoten het gevaarveld leeg
       *[godfather] zijn peetvader viel
    }.
back-to-hq = De peetvader van { $seat } valt: hij wordt teruggestuurd naar zijn hoofdkwartier, en al zijn handlangers worden gedood.
last-henchman = { $you ->
        [yes] Dat was je laatste handlanger: je peetvader
       *[other] Dat was de laatste handlanger van { $seat }: zijn peetvader
    } { $where ->
        [hq] staat alleen in { $you ->
            [yes] je
           *[other] zijn
        } hoofdkwartier, en zonder handlangers kan geen rondje er een werven die hem komt halen (Werving; Franse spelregels: RECRUTEMENT).
       *[square] staat alleen op { $place } en kan niet meer verder: een peetvader verlaat nooit een veld waar hij alleen staat, en zonder handlangers kan geen rondje er een werven die bij hem komt. Alleen een rivaal die hem liquideert, stuurt hem met { $recruits } rekruten terug naar { $you ->
            [yes] je
           *[other] zijn
        } hoofdkwartier, en van daar gaat de race verder (Algemene regel, Werving; Franse spelregels: RÈGLE GÉNÉRALE, RECRUTEMENT).
    }
recruited = { $seat } werft { $count ->
        [one] één handlanger
       *[other] { $count } handlangers
    } aan in het hoofdkwartier ({ $why ->
        [lap] een handlanger kwam na een volle ronde langs het hoofdkwartier
        [liquidated] de peetvader werd geliquideerd
       *[overshoot] de peetvader liep zijn hoofdkwartier voorbij
    }).
spun = { $seat } huurt de sluipschutters in voor de stop op { $stop }: het rad stopt op zijn vak { $sector }, dat { $square } aanwijst.
spared = Niemand wordt neergeschoten op { $square }: { $why ->
        [safety] het is een veilig veld
       *[no_rival] er staat geen rivaal
    }.
game-won = De peetvader van { $seat } is thuis: { $seat } wint de race!
capped = De beurtlimiet ({ $turns } beurten) beëindigt de race: de peetvader van { $seat } is het dichtst bij huis.
capped-tie = De beurtlimiet ({ $turns } beurten) beëindigt de race zonder één enkele leider.

## Het einde van een run

run-winner-capped = Winnaar: { $seat } ({ $kind }) na { $length ->
        [one] { $length } beurt
       *[other] { $length } beurten
    }, bij de beurtlimiet.
run-draw = Geen winnaar: de beurtlimiet beëindigde de race zonder één enkele leider.
run-score = { $seat } ({ $kind }): de peetvader heeft { $score ->
        [one] { $score } veld
       *[other] { $score } velden
    } van zijn race afgelegd

## Het bord in beeld: de terugkijker en de tafel in de browser

picture-hq = HK { $letter }
picture-godfather = peetvader (de hoofdletter van zijn bende)
picture-henchman = handlanger { $n } (de kleine letter van zijn bende en zijn nummer)
picture-hostage = in gijzeling
picture-hq-key = HK: het hoofdkwartier van een bende

## De speltafel

play-title = De race van de peetvaders, beginwaarde { $seed }: { $seats }
# De naam van het spel, waar de seed niet verteld wordt (de pagina van één plaats, de tafel in de browser).
game-name = De race van de peetvaders
play-score = { $seat }: de peetvader heeft { $points ->
        [one] { $points } veld
       *[other] { $points } velden
    } van zijn race afgelegd
play-no-winner = Geen winnaar: de beurtlimiet beëindigde de race zonder één enkele leider.
play-turn = Beurt { $turn }: { $seat } is aan zet.
play-legend = Velden: . niets, * sluipschutter, # veilig, ! gevaar. Stukken: een hoofdletter is een peetvader, een kleine letter een handlanger.
play-gang = { $seat } ({ $letter }): hoofdkwartier vóór veld { $entry }; peetvader { $godfather_home ->
        [yes] in het hoofdkwartier
       *[other] { $home_in }
    }; { $hq ->
        [one] { $hq } handlanger
       *[other] { $hq } handlangers
    } in het hoofdkwartier, { $out } op het bord, { $dead } uit het spel
play-godfather-home-in = op veld { $square }, { $left ->
        [one] één stap
       *[other] { $left } stappen
    } van zijn hoofdkwartier{ $near ->
        [yes] {" "}(met een { $left } op één dobbelsteen komt hij thuis{ $waits ->
            [held] , zodra hij vrij is
            [alone] , zodra een handlanger bij hem komt
           *[other] {""}
        })
       *[other] {""}
    }
play-hostage = { $hostage } wordt door { $kidnapper } gegijzeld op { $square }.
play-you = { " " }(jij)
play-forced-lost = De dobbelstenen lieten je geen keus: { $piece } moest van { $from } naar { $to }. Gevolg: { $lost }.
play-godfather-waits = { $you ->
        [yes] Je peetvader
       *[other] De peetvader van { $seat }
    } staat alleen { $where ->
        [hq] in het hoofdkwartier: hij kan er pas weg met een handlanger die daar geworven wordt, als een van de { $you ->
            [yes] jouwe
           *[other] zijne
        } de hele ronde gelopen heeft en langs het hoofdkwartier komt (Algemene regel, Werving; Franse spelregels: RÈGLE GÉNÉRALE, RECRUTEMENT).
       *[square] op { $place } en kan pas verder als een van { $you ->
            [yes] je
           *[other] zijn
        } handlangers zich bij hem voegt{ $behind ->
            [no] ; er staat er geen achter hem, dus eerst moet er een de hele ronde lopen, langs het hoofdkwartier
           *[yes] {""}
        } (Algemene regel; Franse spelregels: RÈGLE GÉNÉRALE).
    }
play-stuck = { $you ->
        [yes] Je kunt niemand verplaatsen, wat je ook gooit: je peetvader
       *[other] { $seat } kan niemand verplaatsen, wat hij ook gooit: zijn peetvader
    } { $why ->
        [hostage] wordt door { $kidnapper } gegijzeld op { $place }, en geen van { $you ->
            [yes] je
           *[other] zijn
        } handlangers is vrij om hem te komen bevrijden. Hij komt vrij als zijn gijzelnemer dat veld verlaat{ $henchmen ->
            [0] , maar nu { $you ->
                [yes] je
               *[other] zijn
            } handlangers allemaal dood zijn, zou hij dan alleen en vast blijven staan
           *[other] {""}
        }; wordt hij daar geliquideerd (door de sluipschutters{ $safety ->
            [1] , nooit op dit veilige veld,
           *[0] {""}
        } of doordat er nog een van de bende van { $kidnapper_seat } stopt), dan gaat hij met { $recruits } rekruten terug naar het hoofdkwartier en mag hij weer verder (Gijzeling, Algemene regel; Franse spelregels: PRISE D'OTAGE, RÈGLE GÉNÉRALE).
        [alone] staat alleen op { $place }, en al { $you ->
            [yes] je
           *[other] zijn
        } handlangers die nog leven zijn gegijzeld: hij mag weer verder zodra een van hen vrijkomt (zijn gijzelnemer vertrekt) en bij hem komt, of als een rivaal hem liquideert, waarna hij met { $recruits } rekruten terug naar het hoofdkwartier gaat (Algemene regel; Franse spelregels: RÈGLE GÉNÉRALE).
       *[stranded] staat alleen op { $place }, en al { $you ->
            [yes] je
           *[other] zijn
        } handlangers zijn dood: { $you ->
            [yes] je kunt
           *[other] hij kan
        } niets doen om hem vrij te krijgen; alleen een rivaal die hem liquideert, stuurt hem met { $recruits } rekruten terug naar het hoofdkwartier (Algemene regel, Werving; Franse spelregels: RÈGLE GÉNÉRALE, RECRUTEMENT).
    }
# Waarom een bende die niemand kon verplaatsen weer iets gevraagd wordt, na "je kunt weer
# spelen, want": de peetvader geliquideerd en met zijn rekruten thuis, of een handlanger weer vrij.
play-back-why = { $how ->
        [home] je peetvader is geliquideerd en staat weer in je hoofdkwartier met { $recruits ->
            [one] één rekruut
           *[other] { $recruits } rekruten
        } (Algemene regel; Franse spelregels: RÈGLE GÉNÉRALE)
       *[free] { $piece } is weer vrij, op { $place }, en kan verder (Gijzeling; Franse spelregels: PRISE D'OTAGE)
    }
play-race-goes-on = { $count ->
        [0] Geen andere bende kan nog bewegen: er verandert niets meer tot de race stopt na { $cap } spelersbeurten, gewonnen door de peetvader die het verst op zijn ronde is.
        [one] De race gaat door met alleen { $seats } die nog kan bewegen, tot een peetvader thuiskomt (of de race stopt na { $cap } spelersbeurten).
       *[other] De race gaat door tussen { $seats } tot een peetvader thuiskomt (of de race stopt na { $cap } spelersbeurten).
    }
piece-own-godfather = { $start ->
        [yes] Jouw peetvader
       *[other] jouw peetvader
    }
piece-own-henchman = { $start ->
        [yes] Jouw handlanger { $n }
       *[other] jouw handlanger { $n }
    }
prompt-move = Je gooide { $dice }: welke zet?
prompt-second = Wie verplaatst de andere dobbelsteen (een { $die })?
prompt-extra = De extra dobbelsteen van de dubbel, { $dice }: wie gaat?
prompt-reach = (Binnen bereik: een rivaal die er volgende beurt kan stoppen en je stuk gijzelt als het daar alleen staat. Vast: een peetvader alleen kan pas verder als een handlanger bij hem komt.)
prompt-danger = Je peetvader staat op veld { $square }, een gevaarveld: wijst het rad van een rivaal het aan, dan gaat hij terug naar het hoofdkwartier en worden al je handlangers gedood (Gevaar, Algemene regel; Franse spelregels: DANGER, RÈGLE GÉNÉRALE).
prompt-gang = Je bende: { $pieces }.
prompt-gang-piece = { $piece ->
        [0] peetvader
       *[other] handlanger { $piece }
    } { $where ->
        [hq] in het hoofdkwartier
        [dead] dood
        [held] gegijzeld op veld { $square }
        [holding] op veld { $square } met { $hostage } in gijzeling
       *[square] op veld { $square }
    }
prompt-wins = Optie { $n } brengt je peetvader thuis: je wint de race.
prompt-wins-then = Optie { $n }, en daarna je peetvader met de { $die }, wint de race.
prompt-wins-then-too = Optie { $n }, en daarna je peetvader met de { $die }, wint de race ook.
option-or = { $first } of { $then }
option-both = { $first } en { $then }
prompt-rival-near-home = Op veld { $square } staat { $godfather } { $left ->
        [one] één stap
       *[other] { $left } stappen
    } van zijn hoofdkwartier: met een { $left } op één dobbelsteen wint hij de race{ $waits ->
        [held] , zodra hij vrij is
        [alone] , zodra een van zijn handlangers bij hem komt
       *[other] {""}
    } (Terugkeer van de peetvader; Franse spelregels: RETOUR DU PARRAIN).
prompt-leader = { $leaders } { $count ->
        [one] leidt
       *[other] leiden
    } de race, { $left ->
        [one] één stap
       *[other] { $left } stappen
    } van { $count ->
        [one] zijn hoofdkwartier
       *[other] hun hoofdkwartier
    }{ $you ->
        [yes] { $next ->
            [none] {""}
           *[other] ; daarna komt { $next }, { $second ->
                [one] één stap
               *[other] { $second } stappen
            } van het zijne
        }
       *[other] ; jouw peetvader staat { $mine ->
            [one] één stap
           *[other] { $mine } stappen
        } van het jouwe
    } (De winnaar; Franse spelregels: LE GAGNANT).
prompt-held = Je peetvader wordt op veld { $square } gegijzeld door { $kidnapper }: stopt iemand van de bende van { $seat } daar, dan wordt hij geliquideerd, gaat hij terug naar het hoofdkwartier en worden al je handlangers gedood (Gijzeling; Franse spelregels: PRISE D'OTAGE). { $reach ->
        [yes] Hij is { $near }.
       *[other] Niemand van de bende van { $seat } kan hem in één beurt bereiken.
    }{ $freeing ->
        [0] {" "}Geen optie bevrijdt hem met deze worp.
       *[other] {" "}Optie { $frees } bevrijdt hem.
    }
prompt-past-home = Je peetvader kan de { $die }{ $other ->
        [0] {""}
       *[other] {" "}en de { $other }
    } niet spelen: hij heeft precies { $left } nodig om thuis te komen (het hoofdkwartier telt als één), en hij gaat alleen voorbij zijn hoofdkwartier als geen andere zet kan (Terugkeer van de peetvader; Franse spelregels: RETOUR DU PARRAIN).
prompt-victim = De sluipschutters vuren op je stukken: welke handlanger vangt de kogel op?
option-sum = { $piece } gaat { $steps } (beide dobbelstenen) van { $from } naar { $to }: { $does }
option-sum-plain = { $piece } gaat { $steps } (beide dobbelstenen) van { $from } naar { $to }
option-move = { $piece } gaat { $steps } van { $from } naar { $to }: { $does }
option-move-plain = { $piece } gaat { $steps } van { $from } naar { $to }
option-then-forced = de andere dobbelsteen ({ $die }) wordt dan zonder vraag voor je gespeeld: { $piece } van { $from } naar { $to }
option-then-forced-does = de andere dobbelsteen ({ $die }) wordt dan zonder vraag voor je gespeeld: { $piece } van { $from } naar { $to } — { $does }
option-then-unused = de andere dobbelsteen ({ $die }) gaat dan verloren: geen ander stuk van je kan hem spelen
option-then-wins = daarna kan de andere dobbelsteen ({ $die }) je peetvader thuisbrengen: je wint de race
option-then-no-win = daarna kan geen dobbelsteen van deze worp je peetvader nog thuisbrengen: { $count ->
        [one] optie { $n } wint
       *[other] opties { $n } winnen
    } de race
option-square = veld { $n }
option-and = { $first }; { $then }
option-does-frees = laat zijn gijzelaar { $hostage } gaan
option-does-freed = daardoor komt { $hostage }, gegijzeld door { $kidnapper }, vrij op veld { $square }{ $godfather ->
        [yes] {" "}({ $lap ->
            [one] { $lap } veld
           *[other] { $lap } velden
        } van zijn race gelopen)
       *[other] {""}
    }
option-does-recruits = komt na een volle ronde langs het hoofdkwartier en werft { $count ->
        [one] één handlanger
       *[other] { $count } handlangers
    }
option-does-overshoot = loopt voorbij zijn hoofdkwartier en moet nog een ronde{ $count ->
        [0] {""}
        [one] , en werft één handlanger
       *[other] , en werft { $count } handlangers
    }
option-does-wins = komt thuis en wint de race
option-near-home = { $what ->
        [held] zo kan { $godfather }, { $left ->
            [one] één stap
           *[other] { $left } stappen
        } van de winst, niet meer bewegen zolang hij gegijzeld is
        [freed] { $godfather } staat dan { $left ->
            [one] één stap
           *[other] { $left } stappen
        } van de winst: met een { $left } komt hij thuis{ $then ->
            [alone] , zodra een handlanger bij hem komt
           *[other] {""}
        }
       *[other] { $godfather } stond { $left ->
            [one] één stap
           *[other] { $left } stappen
        } van de winst
    }
option-does-hostage = neemt { $hostage } in gijzeling{ $safety ->
        [1] {" "}(een veilig veld, maar niet voor de bende van { $seat })
       *[0] {""}
    }{ $godfather ->
        [yes] , met je hele bende op het spel
       *[other] {""}
    }
option-does-hostage-near = de dichtstbijzijnde van zijn bende: { $rival }, { $hq ->
        [yes] in zijn hoofdkwartier { $steps ->
            [one] vlak erachter
           *[other] vóór veld { $entry }, { $steps } velden erachter
        }
       *[other] { $steps ->
            [one] één veld
           *[other] { $steps } velden
        } erachter
    }{ $double ->
        [yes] , met een dubbel
       *[other] {""}
    }{ $joined ->
        [yes] , met een handlanger
       *[other] {""}
    }{ $also }
option-does-hostage-far = niemand van de bende van { $seat } kan dit veld in één beurt bereiken
prompt-hostage = Gijzel je iemand (Gijzeling; Franse spelregels: PRISE D'OTAGE): stopt iemand van zijn bende op zijn veld, dan liquideert die het jouwe daar; is dat je peetvader, dan gaat hij terug naar het hoofdkwartier en worden al je handlangers gedood.
option-does-killed = wordt daar geliquideerd door de twee rivalen die er staan
option-does-rescue = liquideert { $kidnapper } en bevrijdt { $hostage }
option-does-execute = liquideert { $hostage }, daar in gijzeling
option-does-falls = de peetvader van { $seat } valt: hij gaat terug naar zijn hoofdkwartier en zijn handlangers sterven
option-does-last = en dat was je laatste handlanger: je peetvader staat dan alleen en kan niet meer verder tot een rivaal hem liquideert en met { $recruits } rekruten terug naar het hoofdkwartier stuurt
option-does-alone = laat hem daar alleen staan, vast
option-does-alone-unless = laat hem daar alleen staan, tenzij de andere dobbelsteen ({ $die }) { $henchman } bij hem brengt
option-does-joins = voegt zich bij je peetvader, die daar alleen stond en weer verder mag
option-does-meets = voegt zich daar bij { $henchman }, dus hij staat niet alleen en mag weer verder
option-does-strands = laat je peetvader alleen achter op zijn veld, vast
option-does-strands-exposed = laat je peetvader alleen op veld { $square }, vast, { $exposed }
option-does-hq-alone = laat je peetvader alleen in het hoofdkwartier: hij kan er pas weg met een handlanger die daar geworven wordt, als een van de jouwe de hele ronde gelopen heeft en langs het hoofdkwartier komt{ $dead ->
        [0] {" "}(en er is nog geen handlanger van je dood: eerst moet er een sterven)
       *[other] {""}
    } (Algemene regel, Werving; Franse spelregels: RÈGLE GÉNÉRALE, RECRUTEMENT)
option-does-none-behind = geen enkele handlanger van je staat nog achter je peetvader, { $held ->
        [yes] die gegijzeld wordt op veld { $square }: alleen een die de hele ronde loopt, langs het hoofdkwartier, kan hem nog bevrijden (Gijzeling; Franse spelregels: PRISE D'OTAGE)
       *[other] alleen op veld { $square }: alleen een die de hele ronde loopt, langs het hoofdkwartier, kan hem nog bereiken (Algemene regel; Franse spelregels: RÈGLE GÉNÉRALE)
    }
option-does-only-joiner = { $piece } op veld { $square }, de enige van je handlangers die je peetvader nog kan bereiken, is { $exposed }
option-does-must-move = elke worp moet dan { $piece } verplaatsen, het enige stuk van je dat nog kan bewegen: { $die ->
        [0] { $sum ->
            [0] geen enkele worp brengt hem in één keer bij je peetvader
           *[other] alleen een worp van samen { $sum } brengt hem bij je peetvader
        }
       *[other] alleen precies { $die }{ $sum ->
            [0] {""}
           *[other] {" "}(of een worp van samen { $sum })
        } brengt hem bij je peetvader
    }; { $nearer ->
        [yes] een lagere worp brengt hem alleen dichterbij, en elke andere worp voert hem voorbij je peetvader, die hij dan pas na een hele ronde weer kan bereiken
       *[other] elke andere worp voert hem voorbij je peetvader, die hij dan pas na een hele ronde weer kan bereiken
    }{ $extra ->
        [yes] ; een dubbel die hem vóór je peetvader laat stoppen, brengt hem er nog als de extra dobbelsteen de resterende velden gooit (Verplaatsen; Franse spelregels: LES DÉPLACEMENTS)
       *[other] {""}
    }
option-does-exposed = binnen bereik van { $rival }, { $hq ->
        [yes] in zijn hoofdkwartier { $steps ->
            [one] vlak erachter
           *[other] vóór veld { $entry }, { $steps } velden erachter
        }
       *[other] { $steps ->
            [one] één veld
           *[other] { $steps } velden
        } erachter
    }{ $double ->
        [yes] {" "}(met een dubbel)
       *[other] {""}
    }{ $joined ->
        [yes] {" "}(met een handlanger)
       *[other] {""}
    }
option-does-reach-by = { $rival }, { $hq ->
        [yes] in zijn hoofdkwartier { $steps ->
            [one] vlak erachter
           *[other] vóór veld { $entry }, { $steps } velden erachter
        }
       *[other] { $steps ->
            [one] één veld
           *[other] { $steps } velden
        } erachter
    }
option-does-exposed-two = binnen bereik van { $first }, en van { $second }: { $double ->
        [yes] met een dubbel en de extra dobbelsteen
       *[other] met elk één dobbelsteen
    } liquideren ze hem samen, je peetvader terug naar zijn hoofdkwartier en al je handlangers dood (met je hele bende op het spel)
option-does-exposed-named = { $piece } op veld { $square } is binnen bereik van { $rival }, { $hq ->
        [yes] in zijn hoofdkwartier { $steps ->
            [one] vlak erachter
           *[other] vóór veld { $entry }, { $steps } velden erachter
        }
       *[other] { $steps ->
            [one] één veld
           *[other] { $steps } velden
        } erachter
    }{ $double ->
        [yes] {" "}(met een dubbel)
       *[other] {""}
    }{ $joined ->
        [yes] {" "}(met een handlanger)
       *[other] {""}
    }
option-does-also = ; dichterbij { $rival }, { $steps ->
        [one] één veld
       *[other] { $steps } velden
    } erachter, maar die kan pas weg als een van zijn handlangers bij hem staat
option-does-leaves = laat { $piece } { $alone ->
        [yes] alleen achter op { $square }, { $exposed }
       *[other] op { $square } achter { $exposed }
    }
option-does-sniper = een sluipschuttersveld, dus draai je aan het rad als deze worp gespeeld is{ $double ->
        [yes] , nog vóór je de extra dobbelsteen van je dubbel speelt
       *[other] {""}
    }
option-does-sniper-again = een sluipschuttersveld, dus draai je een tweede keer aan het rad als deze worp gespeeld is{ $double ->
        [yes] , nog vóór je de extra dobbelsteen van je dubbel speelt
       *[other] {""}
    }
option-does-safety = een veilig veld, alleen beschut tegen sluipschutters
option-does-off-danger = haalt hem weg van het gevaarveld
option-does-danger = een gevaarveld, waar al je stukken geliquideerd worden als het rad van een rivaal het aanwijst{ $godfather ->
        [yes] , ook je peetvader
       *[other] {""}
    }
option-victim = { $piece }
help-sum = Spelregels, deel „Verplaatsen” (Franse spelregels: LES DÉPLACEMENTS): één handlanger mag het totaal van beide dobbelstenen lopen; een peetvader nooit.
help-move = Spelregels, deel „Verplaatsen” (Franse spelregels: LES DÉPLACEMENTS): twee stukken lopen elk één dobbelsteen. Stop je op één rivaal, dan neem je hem in gijzeling; op twee rivalen wordt je stuk geliquideerd; op een sluipschuttersveld draai je aan het rad als de worp gespeeld is{ $double ->
        [yes] , en pas daarna speel je de extra dobbelsteen van je dubbel.
       *[other] .
    }
help-godfather = Spelregels, deel „Verplaatsen” (Franse spelregels: LES DÉPLACEMENTS): een peetvader loopt maar één dobbelsteen, en verlaat nooit een veld waar hij alleen staat. Thuiskomen vraagt het precieze aantal (het hoofdkwartier telt voor één); voorbij zijn hoofdkwartier gaat hij alleen als geen andere zet kan (Terugkeer van de peetvader; Franse spelregels: RETOUR DU PARRAIN). Alleen op een veld kan hij net als een handlanger gegijzeld worden (Gijzeling; Franse spelregels: PRISE D'OTAGE).
help-victim = Spelregels, deel „Schieten” (Franse spelregels: TIR): een handlanger beschermt zijn peetvader; jij kiest welke van de jouwe op dat veld wordt neergeschoten.
help-square = Waar het stuk stopt (De velden; Franse spelregels: LES CASES): { $square } — { $meaning }
help-meaning-danger = wijst het rad van een rivaal dit veld aan, dan worden al je stukken hier geliquideerd, ook je peetvader; wijst jouw eigen rad het aan, dan alle rivalen hier.
help-hostage-again = { $hostage } wordt je gijzelaar: de regel voor gijzelaars staat bij de eerste optie die er een neemt, optie { $n }.
help-hostage = Een gijzelaar (Gijzeling, Schieten; Franse spelregels: PRISE D'OTAGE, TIR): { $hostage } kan niet weg zolang jouw stuk op zijn veld blijft. Raken de sluipschutters dat veld, dan sterft hij in de plaats van het jouwe, tenzij { $seat } ze inhuurde: dan sterft het jouwe en komt hij vrij. Stopt er nog een van de jouwe, dan wordt hij geliquideerd; stopt er een van de bende van { $seat }, dan wordt het jouwe geliquideerd en komt hij vrij{ $safety ->
        [1] , ook op dit veilige veld: het houdt alleen de sluipschutters weg (Veilig; Franse spelregels: SÉCURITÉ).
       *[0] .
    }

## Hoe je wint en hoe een beurt verloopt: het eerste scherm en `help rules`

play-rules =
    Hoe je wint (Spelverloop, Terugkeer van de peetvader; Franse spelregels: DÉROULEMENT DU JEU, RETOUR DU PARRAIN): breng als eerste je peetvader één keer de hele ronde van { $squares } velden rond, met de klok mee, en terug in je hoofdkwartier. Hij komt alleen thuis met het precieze aantal ogen van één dobbelsteen (het hoofdkwartier telt als één veld), en hij gaat alleen voorbij zijn hoofdkwartier als geen andere zet kan: dan moet hij nog een ronde.
    Je beurt (Verplaatsen; Franse spelregels: LES DÉPLACEMENTS): gooi twee dobbelstenen, verplaats dan één handlanger met het totaal, of twee van je stukken elk met één dobbelsteen (een peetvader gaat altijd met één dobbelsteen). Een dubbel geeft nog een dobbelsteen. Een peetvader alleen op een veld kan er pas weg als een handlanger bij hem komt: zet hem dus op een veld waar al een van je handlangers staat, dan kan hij verder. Hoogstens { $max_pieces } stukken van { $max_gangs } bendes op één veld.
    Rivalen (Algemene regel, Gijzeling; Franse spelregels: RÈGLE GÉNÉRALE, PRISE D'OTAGE): stop je op één rivaal, dan gijzel je hem; op twee, dan wordt je stuk geliquideerd; twee van de jouwe op een rivaal liquideren hem. Een geliquideerde peetvader keert terug naar zijn hoofdkwartier en zijn handlangers sterven; hij werft er { $liquidated ->
        [one] één handlanger, die
       *[other] { $liquidated } handlangers, die
    } vanaf de volgende beurt van de bende uit het hoofdkwartier mogen vertrekken.
    { $hostages }
    Velden (De velden; Franse spelregels: LES CASES): * sluipschutter: stop je daar, dan draait het rad als de worp gespeeld is (bij een dubbel nog vóór de extra dobbelsteen), en het stopt op een van zijn { $sectors } vakken, die elk een veld aanwijzen: dat veld verliest een rivaal (eerst een gijzelaar); # veilig: daar kan niemand neergeschoten worden door de sluipschutters (gijzelaars worden er wel genomen en geliquideerd); ! gevaar: wijst het rad het aan, dan sterven alle rivalen daar, de peetvader ook. Een handlanger die na een hele ronde langs zijn hoofdkwartier komt, werft { $per_lap } gevallen handlanger (Werving; Franse spelregels: RECRUTEMENT).
    Geen spelregel: is na { $cap } spelersbeurten niemand thuis (een bende kan voor altijd vastzitten), dan stopt de race daar en wint de peetvader die het verst op zijn ronde is; staan er twee samen vooraan, dan wint niemand.

## Wat `board X` vindt: een veld op zijn nummer, de velden van een soort, de hoofdkwartieren

find-square = { $square }: { $meaning }
find-meaning-nothing = niets bijzonders: alleen wat op elk veld geldt (stop je op één rivaal, dan neem je hem in gijzeling; op twee wordt je stuk geliquideerd).
find-meaning-sniper = wie hier stopt, huurt de sluipschutters in: als de worp gespeeld is, draait het rad en wijst het een veld aan; een rivaal die daar staat, wordt geliquideerd (een gijzelaar eerst).
find-meaning-safety = de sluipschutters raken hier nooit iemand; gijzelen kan hier wel.
find-meaning-danger = wijst het rad dit veld aan, dan worden alle rivalen hier geliquideerd, de peetvader ook.
find-pieces = Hier: { $pieces }.
find-nobody = Hier staat niemand.
find-home = Vanaf hier staat een peetvader { $list }, waarbij het hoofdkwartier als één stap telt (Terugkeer van de peetvader; Franse spelregels: RETOUR DU PARRAIN).
find-home-seat = { $steps ->
        [one] één stap
       *[other] { $steps } stappen
    } van { $you ->
        [yes] jouw hoofdkwartier
       *[other] het hoofdkwartier van { $seat }
    }
find-wheel = { $count ->
        [one] Vak { $sectors } van het rad wijst
       *[other] Vakken { $sectors } van het rad wijzen
    } dit veld aan.
find-hqs = De hoofdkwartieren:
find-hq = { $hq } ({ $seat }):
# Words that name an HQ in "board HQ B", separated by commas.
find-hq-words = HK, hoofdkwartier, het hoofdkwartier
find-wheel-word = rad
rules-hostage = Gijzelaars (Gijzeling; Franse spelregels: PRISE D'OTAGE): een gijzelaar kan niet weg zolang zijn ontvoerder op zijn veld blijft, en komt vrij zodra die het veld verlaat. Stopt daar een stuk van de bende van de gijzelaar, dan wordt de ontvoerder geliquideerd en komt de gijzelaar vrij; stopt er een van de bende van de ontvoerder, dan wordt de gijzelaar geliquideerd. De sluipschutters raken eerst de gijzelaar, tenzij zijn eigen bende ze inhuurde. Ook een peetvader die alleen op een veld staat, kan gegijzeld worden.
find-hostage-word = gijzelaar
find-no-hostage = Er wordt nu niemand gegijzeld.
find-wheel-all = Het rad van de sluipschutters (Schieten; Franse spelregels: TIR): stopt een stuk op een sluipschuttersveld, dan wijst het een van zijn { $count } vakken aan, elk met een veld: { $sectors }.
find-wheel-sector = { $sector }: { $square }
play-board-hint = { $table ->
        [page] zoek het nummer van een veld (12), een soort veld (gevaar), hoofdkwartier, rad of gijzelaar.
       *[terminal] probeer board met het nummer van een veld (board 12), een soort veld (board gevaar), board hoofdkwartier, board rad of board gijzelaar.
    }
play-board-what = veld X op zijn nummer, of elk veld van de soort X (board 12, board gevaar, board hoofdkwartier, board rad, board gijzelaar)

## Waarom de winnaar won: onder de winnaar aan het einde van een tafel

why-won = de peetvader van { $seat } kwam als eerste thuis in zijn hoofdkwartier na een volle ronde van { $squares } velden (De winnaar; Franse spelregels: LE GAGNANT).

# After a seat's name in the final standings (LE GAGNANT; RETOUR DU PARRAIN).
standing-home = de peetvader kwam thuis, de hele ronde rond en zijn hoofdkwartier in
standing-at-the-door = de peetvader heeft alle { $squares } velden van zijn race afgelegd, maar staat nog één stap voor zijn hoofdkwartier
standing-walked = de peetvader heeft { $squares ->
        [one] { $squares } veld
       *[other] { $squares } velden
    } van zijn race afgelegd
standing-stuck = ; aan het eind { $why ->
        [hostage] werd hij gegijzeld { $where ->
            [hq] in het hoofdkwartier
           *[square] op { $place }
        } en was geen handlanger van hem vrij om hem te bevrijden, dus kon zijn bende{ $turn ->
            [0] {""}
           *[other] {" "}vanaf beurt { $turn }
        } niemand verplaatsen (Gijzeling; Franse spelregels: PRISE D'OTAGE)
        [alone] stond hij alleen { $where ->
            [hq] in het hoofdkwartier
           *[square] op { $place }
        } en werden al zijn handlangers gegijzeld, dus kon zijn bende{ $turn ->
            [0] {""}
           *[other] {" "}vanaf beurt { $turn }
        } niemand verplaatsen (Algemene regel; Franse spelregels: RÈGLE GÉNÉRALE)
       *[stranded] stond hij alleen { $where ->
            [hq] in het hoofdkwartier
           *[square] op { $place }
        } en waren al zijn handlangers dood, dus kon zijn bende{ $turn ->
            [0] {""}
           *[other] {" "}vanaf beurt { $turn }
        } niemand verplaatsen: een peetvader verlaat nooit een veld waar hij alleen staat (Algemene regel; Franse spelregels: RÈGLE GÉNÉRALE)
    }
