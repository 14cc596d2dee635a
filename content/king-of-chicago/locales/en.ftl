# English texts for King of Chicago: card names and texts, businesses, squares, words.

## Gangsters

card-bomb_jack = Bomb Jack
    .text = Business attack +3 / Defence -1
card-bugs_benny = Bugs Benny
    .text = Attack +2
card-charlie_the_fish = Charlie the Fish
    .text = In bar income +$200
card-chicken_joe = Chicken Joe
    .text = Driveby +3
card-clean_gene = Clean Gene
    .text = No police bust.
card-der_schweinehund = Der Schweinehund
    .text = Business attack +3 / Cannot pick up resources
    .does = While he rides in your car, your car cannot take resources (booze, girls or henchmen, 5.2.1); in a business he does not stop it (8.2).
card-dough_boy = Dough Boy
    .text = Defence +2
card-easy_mike = Easy Mike
    .text = Attack +2 / When hospitalized anyone can pick him up: whoever picks him up at the hospital takes him for good
    .hospital = (Easy Mike: whoever picks him up at the hospital first takes him for good, 8.2.)
card-fat_fred = Fat Fred
    .text = Attack +2 / -1 man in car: he takes up two of its seats
card-foxtrot_o_flanigan = Foxtrot O'Flanigan
    .text = Driveby Defence +2
card-frankie_the_squealer = Frankie the Squealer
    .text = Attack +2 / Defence +2 / If jailed no income at all
    .does = While he is in jail, you get no income at all in the trade round (6.1), until your car picks him up at the police department (5.2.6).
card-freddie_forgery = Freddie Forgery
    .text = Roll a die each trade round. On 1-5, collect $100-$500. On 6 he is jailed for life
    .where = from here too, his die is rolled each trade round, and a { $jailed_on } jails him for life: he goes to the graveyard, out of the game for good (8.2)
    .does = Each trade round, while he is in your car or a business, his die is rolled: a { $jailed_on } jails him for life, so he goes to the graveyard, out of the game for good, and pays nothing (8.2).
card-harry_the_hand = Harry the Hand
    .text = In casino income +$200
card-hyman_diamond = Hyman Diamond
    .text = In the business he sits in, whichever it is: income +$100 (once, not for each business)
card-jack_knife = Jack Knife
    .text = +4 vs Mad-Dog Moe / +4 vs Swift Nick / +4 vs The Cleaner
card-jack_rabbit = Jack Rabbit
    .text = Drive +2
card-jealous_george = Jealous George
    .text = +4 vs The Mayor / +4 vs The Doctor / +4 vs Mr. Needle
card-john_doe = John Doe
    .text = Can neutralize 1 mobster in any shootout. Attack 0, Defence 0.
card-johnny_favorite = Johnny Favorite
    .text = +$200 for police bribe. Cannot be jailed.
card-ken_evil = Ken Evil
    .text = Driveby Attack +2
card-knuckles = Knuckles
    .text = Business Defence +2
card-lucky_lou = Lucky Lou
    .text = Too Lucky to die
    .spared = Lucky Lou is the one (too lucky to die, he goes to the hospital)
    .does = He cannot die: killed in a fight, he goes to the hospital instead of the graveyard, and your car can pick him up there (5.2.6); { card-he_had_an_accident } and { card-the_pillow } do nothing to him (8.2).
card-mad_dog_moe = Mad-Dog Moe
    .text = Attack +2 / Driveby Defence +2
card-mr_jesus = Mr. Jesus
    .text = Defence +3 / cost 2 booze
card-mr_needle = Mr. Needle
    .text = x2 income on all turf
    .where = from here too, all your turf pays double: his power works in the car or any business, not from jail or the hospital
card-mr_rottweiler = Mr. Rottweiler
    .text = Driveby Attack +2
card-red_irish = Red Irish
    .text = Business Attack +2
card-rolls_roy = Rolls Roy
    .text = Drive +1
card-sad_ken = Sad Ken
    .text = Take over opponent turf for free.
    .where = from here too, taking over an opponent's turf costs you $0: his power works in the car or any business, not from jail or the hospital
card-slick_rick = Slick Rick
    .text = In brothel income +$200
card-sponge = Sponge
    .text = Business Defence +2
card-swift_nick = Swift Nick
    .text = Attack +2 / Drive +1
card-the_chemist = The Chemist
    .text = In bar: +2 booze each trade round
card-the_cleaner = The Cleaner
    .text = Attack +4 / cost 2 booze and 2 girls
card-the_dentist = The Dentist
    .text = Business Defence +3
card-the_doctor = The Doctor
    .text = One die roll: 4-6: killed mobsters are only injured
    .where = from here too, any of your gangsters killed in a fight, wherever it is, is only wounded on a die of 4 to 6: his power works in the car or any business, not from jail or the hospital
    .does = His power works from your car or any business, not from jail or the hospital: whenever one of your gangsters is killed, in any fight, a die of 4 to 6 leaves him only wounded, in the hospital.
card-the_dwarf = The Dwarf
    .text = Extra man in car or Business
    .does = The car or business he sits in holds { $extra_seats } gangster more than without him, himself counted (a car of 3 holds 4); with { card-fat_fred } in the same car the two cancel out (8.2).
card-the_mayor = The Mayor
    .text = x2 income in a bar, brothel or casino / Attack 0 / Defence 0
card-the_mechanic = The Mechanic
    .text = No car repair time.
card-the_pimp = The Pimp
    .text = In brothel +2 girls each trade round
card-the_reporter = The Reporter
    .text = Can look in 1 car or business per game sequence
    .does = Looking: once a game round, at the start of your turn, you see the face-down gangsters in one rival's car or business, so you know its strength before you attack it; what you saw holds until the next placement (6.5). His power works from your car or any business.
card-the_unionboss = The Unionboss
    .text = In casino +2 henchmen each trade round
card-thin_tim = Thin Tim
    .text = Drive +1 / Can escape driveby once per game sequence
card-tight_mouth_larry = Tight Mouth Larry
    .text = Defence +2 / +4 vs Frankie the Squealer
card-tony_trouble = Tony Trouble
    .text = Attack +2 / Police bust 100%

## Events

card-an_old_favor = An old favor
    .text = Play this card in the trade round and take control of any one mobster on the auction list.
card-backstabbing_son_of_a_gun = Backstabbing son of a gun
    .text = Never trust anyone but yourself. Play this card in the trade round and steal a random mobster from one of your opponents.
card-break_and_enter = Break and enter
    .text = Play this card in the trade round and steal 2 random event or used job cards from one of your opponents.
card-burglary = Burglary
    .text = Play this card during your turn. Roll a die and steal 1-6 carefully chosen resources from one of your opponents.
card-dynamite = Dynamite
    .text = Play this card at the start of any shootout and add +4 to your die rolls when attacking or defending. Can only be played if you have a mobster involved. He is automatically killed before the shootout.
card-election_day = Election Day
    .text = Politicians declare war on organized crime. Play this card in any action round on one of your opponents. All his activities will be frozen for the rest of the action rounds. He receives no income in the next trade round.
card-fabulous_first_aid = Fabulous first aid
    .text = Play this card immediately after one of your mobsters is killed in a shootout and place him at the hospital.
card-friends_on_the_inside = Friends on the inside
    .text = Play this card during your turn and take control of the police car until the next trade round. You may now move the police before you move your own car.
card-getaway = Getaway
    .text = Play this card to exit any shootout and move your car up to 6 squares in any direction. Cannot be used when defending your business.
card-he_had_an_accident = He had an accident
    .text = Play this card anytime and place one of your opponents jailed mobsters in the graveyard.
card-massacre = Massacre
    .text = Play this card at the start of any shootout and all defeated mobsters go to the graveyard.
card-out_of_gas = Out of gas
    .text = Play this card anytime to keep one of your opponents from moving his car for one action round.
card-shotguns = Shotguns
    .text = Play this card at the start of any shootout and add +1 to your die rolls when attacking or defending.
card-sneaking_out_the_backdoor = Sneaking out the backdoor
    .text = Play this card at the start of an attack on your business and remove all your defending mobsters. The escaping mobsters cannot be used for the rest of the game sequence.
card-still_standing = Still standing
    .text = Play this card immediately after one of your mobsters is wounded and keep him in the shootout.
card-streetwise = Streetwise
    .text = Some guys just know all the short cuts. Play this card in your own action round and get an extra die roll for moving the car.
card-the_feds_are_in_town = The feds are in town
    .text = Play this card anytime and the cops get one extra police action.
card-the_pillow = The pillow
    .text = You hire a specialist to visit one of your opponents hospitalized mobsters. Play this card anytime and simply move a mobster from the hospital to the graveyard.
card-the_rat = The rat
    .text = You leak information about one of your opponents warehouses. Play this card during your turn and the police confiscates 50% of his random resources.
card-the_severed_horsehead = The severed horsehead
    .text = Play this card and you may avoid being busted by the police or you may cancel "Election Day".
card-tommyguns = Tommyguns
    .text = Play this card at the start of any shootout and add +2 to your die rolls when attacking or defending.

## Contracts

card-a_thorough_shaving = A thorough shaving
    .text = The president of Unione Siciliana has powerful enemies. They offer you $1200 if you go to the Barber and ensure that the president gets a good and hard shave. Then drive to the Post Office and send his head back to Sicily.
card-help_you_help_me = Help you help me
    .text = The republicans need some help doing some "convincing". Get briefed at the Republican HQ. Then go to the Democrat HQ, and let people know who makes the calls. Your republican friends happily pay you $900.
card-one_down = One down
    .text = A powerful rival faces trial. You know he confides in his cowardly accountant. Go to the Accountant, manhandle him until he gives you the accounts. Deliver them at the Courthouse. The prosecutor pays $800.
card-pay_day_is_coming_up = Pay-day is coming up
    .text = Hit the First National Bank with 2 mobsters in your car. Bring the loot to any of your businesses and add $1500 to your own salary.
card-red_hot_tip = Red hot tip
    .text = The racehorse Man-O-War is in town. Rumour has it that the race is fixed. Go to the Bookie and get tipped off, then go to the Race Track and place a bet. Roll the die, on a 1,2 or 3 you lose it all, on a 4,5 or 6 collect twice your stake.
    .short = a bet at the finish: on 4, 5 or 6 you collect twice your stake, on 1, 2 or 3 you lose it
card-roses_are_red_and_bloody = Roses are red... and bloody
    .text = The Florist has been rum-running on the side. He has become quite a nuisance. Hit his shop. Take the corpse to the Butcher who pays $1100 for it, no questions asked (either way...)
card-sleeping_with_the_fishes = Sleeping with the fishes
    .text = The boss of a truck company is offering $1300 to anyone who makes the union leader disappear. Pick him up at the Teamsters, take him to the Wharf and have him walk on water in his brand new cement shoes.
card-they_never_saw_it_coming = They never saw it coming
    .text = A prior benefactor needs a hand to accomplish a brilliant ambush. Go to the Tailor and pay $500 for a package containing police uniforms. Take the package to the local Garage where you will receive $1300 for your efforts.

## Businesses

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

## Squares

square-pawn_shop = Pawn Shop
square-tailor = Tailor
square-lawyer = Lawyer
square-tobacco_trade = Tobacco Trade
square-museum = Museum
square-boxing_club = Boxing Club
square-wharf = Wharf
square-docks = Docks
square-randolph_st_station = Randolph St. Station
square-lasalle_st_station = LaSalle St. Station
square-laborers_union = Laborer's Union
square-teamsters = Teamsters
square-dry_cleaner = Dry Cleaner
square-barber = Barber
square-post_office = Post Office
square-republican_hq = Republican HQ
square-democrat_hq = Democrat HQ
square-accountant = Accountant
square-courthouse = Courthouse
square-first_national_bank = First National Bank
square-bookie = Bookie
square-race_track = Race Track
square-florist = Florist
square-butcher = Butcher
square-hospital = Hospital
square-police_dept = Police Dept.
square-garage_north = North Side Garage
square-garage_south = South Side Garage
square-garage_west = West Side Garage
# Squares without a name of their own are called after the street they stand by.
street-number = street { $n }
square-turf = the turf by { $street }
square-business = the lot by { $street }
# Other words a look-up (`board <words>`) finds a place by, beside its name on the board: the
# names people use for it, and the printed board's English names the card texts quote.
square-pawn_shop-also = Pawnbroker, Pawnshop
square-tailor-also = Outfitter
square-lawyer-also = Attorney
square-tobacco_trade-also = Tobacconist, Cigar shop
square-boxing_club-also = Boxing gym
square-wharf-also = Pier, Quay
square-docks-also = Harbor, Harbour, Port
square-randolph_st_station-also = Randolph Street Station
square-lasalle_st_station-also = LaSalle Street Station
square-laborers_union-also = Labor union, Labour union, Trade union
square-teamsters-also = Truckers, Trucking company, Haulage
square-dry_cleaner-also = Cleaners, Laundry
square-barber-also = Barbershop, Hairdresser
square-post_office-also = Mail
square-republican_hq-also = Republicans, Republican headquarters
square-democrat_hq-also = Democrats, Democratic HQ, Democrat headquarters
square-accountant-also = Bookkeeper
square-courthouse-also = Court house, Law courts, Court of justice
square-first_national_bank-also = Bank
square-hospital-also = Infirmary, Clinic
square-museum-also = Art museum, Gallery
square-bookie-also = Bookmaker, Betting office
square-race_track-also = Racetrack, Racecourse, Races, Horse races
square-florist-also = Flower shop
square-butcher-also = Butcher shop, Meat market
square-police_dept-also = Police station, Police department, Precinct
square-garage_north-also = Garage North, North garage
square-garage_south-also = Garage South, South garage
square-garage_west-also = Garage West, West garage
find-street = By { $street }:
find-business = { $square }: { $business }, { $seat }'s
find-business-free = { $square }: { $business }, nobody's yet
find-lot = { $square }: free; { $size ->
        [small] a small
        [large] a large
       *[medium] a medium
    } business may open there (5.2.3)
# A business that could open on a free lot (5.2.3): its price, and what the seat lacks.
find-lot-opens = { $business } ({ $kind }) for { $cost }{ $short ->
        [yes] : you lack { $lacks }
       *[no] : you have them
    }
find-turf = { $square }: { $seat }'s marker
find-turf-free = { $square }: free
find-place = the { $square }: { $count ->
       *[other] { $what } lying there
    }
find-place-uses = What brings a car here: { $uses }.
find-place-resources = resource cards put { $resources } here in the trade round (6.2.1), for a car by the street to take (5.2.1)
find-place-starts = the contract { $contract } starts here{ $held ->
        [hand] : a card in your hand, started from this street (5.2.4)
        [started] {" "}(5.2.4), and you have started it already
       *[other] , a card not in your hand: only the player holding it can start it (5.2.4)
    }
find-place-finishes = the contract { $contract } is finished here{ $held ->
        [started] : you have started it, finish it from this street (5.2.4)
        [hand] {" "}once started: a card in your hand (5.2.4)
       *[other] , but you have not started it: only the player who started it can finish it (5.2.4)
    }
find-place-unused = No card sends a car here.
find-police-car = the police car
find-garage = { $square }: a car that loses a fight is towed to the nearest garage and waits there until the end of the next trade round (5.2.5)
find-hospital = the { $square }: wounded gangsters lie there, counting for nothing, until their owner's car picks them up from this street (5.2.6)
find-police = the { $square }, with the jail: jailed gangsters sit there, counting for nothing, until their owner's car frees them from this street (5.2.6)
find-nothing = nothing but the road
find-cars = Cars here: { $cars }
find-roads = Roads to { $streets }
find-gangster = { $gangster } ({ $where }{ $owned ->
        [yes] , { $seat }'s
       *[no] {""}
    }): { $text }
# `board jail`, `board hospital`, `board graveyard` (5.2.5, 5.2.6, 5.4).
find-held = { $gangster } ({ $seat }'s)
find-in-jail = Jail (5.2.6, 5.4), at the { $square } by { $street }: a gangster busted by the police sits here and counts for nothing until his owner's car stops on { $street } and picks him up (an action). { $count ->
        [0] Nobody is in jail.
       *[other] In jail: { $gangsters }.
    }
find-in-hospital = Hospital (5.2.5, 5.2.6), by { $street }: a gangster lost in a shootout comes here, unless the dice send him to the graveyard; he counts for nothing until his owner's car stops on { $street } and picks him up (an action). { $count ->
        [0] Nobody is in the hospital.
       *[other] In the hospital: { $gangsters }.
    }
find-in-graveyard = Graveyard (5.2.5): a gangster lost in a shootout is dead when the two dice differ by 3 or more and he rolled the lower one; he is out of the game for good. { $count ->
        [0] Nobody lies in the graveyard.
       *[other] In the graveyard: { $gangsters }.
    }

## Words

resource-booze = booze
resource-girls = girls
resource-henchmen = henchmen
resource-count-booze = { $n } booze
resource-count-girls = { $n ->
        [one] { $n } girl
       *[other] { $n } girls
    }
resource-count-henchmen = { $n ->
        [one] { $n } henchman
       *[other] { $n } henchmen
    }
kind-bar = bar
kind-casino = casino
kind-brothel = brothel
size-small = small
size-medium = medium
size-large = large

## Narration

nothing = nothing
nobody = nobody
target-car = the car of { $seat }
resource-card = { $what } at the { $place }
where-deck = the deck
where-auction = the auction row
where-folder = the private folder
where-car = the car
where-business = a business
where-jail = jail
where-hospital = the hospital
where-graveyard = the graveyard
# A gangster still to be placed at the placement (6.5), in the folder and `board X`: where he
# was, his place until he is placed ($now: placed, or none when he was in no car or business).
placing-where = { $now ->
        [placed] { $place }, still to be placed
       *[none] not placed yet
    }
roll-movement = { $seat } rolls { $face } to drive.
roll-police-movement = { $seat } rolls { $face } for the police car.
dealt = { $seat } gets { $business } and { $gangster }.
first-player = { $seat } rolled the highest total and starts: first to pick a start lot, first to play; the others follow clockwise round the table, whatever they rolled (3.2).
start-square = { $seat } opens { $business } on { $square }.
resources-placed = Arriving at the { $place }: { $what }.
resources-none = The supply is out: nothing arrives at the { $place }.
round-started = Game round { $round } begins; { $seat } goes first.
action-round = Action round { $n } of game round { $round }.
moved = { $seat } drives to { $to } (up to { $allowed ->
        [one] { $allowed } square
       *[other] { $allowed } squares
    }{ $why }).
stayed = { $seat } stays put (could drive { $allowed ->
        [one] { $allowed } square
       *[other] { $allowed } squares
    }{ $why }).
stuck-in-garage = { $seat }'s car is in the garage.
no-action = { $seat } takes no action.
took-resources = { $seat } takes { $what } at the { $place }.
turf-claimed = { $seat } claims { $square }, which pays { $income } every trade round (6.1).
turf-taken-over = { $seat } takes { $square } over from { $owner }, { $saving ->
        [0] paying { $paid } to the bank
       *[other] paying the bank { $paid }, { $saved } saved by { $by ->
            [none] a gangster's card
           *[other] { $by }
        } (5.2.2)
    }; it pays { $income } every trade round (6.1).
respect-to = { $seat } now holds the local respect marker.
respect-none = Nobody holds the local respect marker: no player has more turf squares than every other (on a tie, nobody gets it, 5.2.2).
business-opened = { $seat } opens { $business } on { $square }, paying { $paid }.
gangster-moved = { $seat } moves { $gangster } from { $from } to { $to }.
contract-terms = { $contract } ({ $start } → { $finish }, { $paid ->
        [0] { $rule }
       *[other] { $reward }
    })
# A contract whose reward the card's script decides, and which has no short words.
contract-reward-as-card = its reward as the card says
contract-started = { $seat } starts { $contract }.
contract-completed = { $paid ->
        [0] { $seat } completes { $contract }, which pays no reward of its own.
       *[other] { $seat } completes { $contract } and collects { $reward }.
    }
contract-handed-over = { $from } hands { $contract } over to { $to }.
contract-cancelled = { $seat }'s contract { $contract } is cancelled.
shootout-started = Shootout (5.2.5)! Attack { $attack }: { $attack_parts }. Defence { $defense }: { $defense_parts }. Each round both sides roll a die and add their total.{ $alone ->
        [yes] { " " }No gangster defends it: the business fights alone, and one lost round loses the shootout (5.2.5).
        [car] { " " }No gangster rides in it: the car fights alone, and one lost round loses the shootout (5.2.5).
       *[no] {""}
    }
# A part of a side's total (5.2.5 B): a gangster's bonus and where it comes from.
part-standard = { $gangster } { $bonus } (standard)
part-standard-elsewhere = { $gangster } { $bonus } (standard: his { bonus-name } { $value } counts { $mode ->
        [driveby] in a drive-by
       *[business] at a business
    } only)
part-printed = { $gangster } { $bonus } ({ bonus-name })
part-neutralised = { $gangster } { $bonus } (standard: neutralised)
part-card = { $gangster }'s card { $bonus } (against the gangsters he faces)
# What an event card played on the fight adds to each roll of its side (8.1: Shotguns,
# Tommyguns, Dynamite), named; $card is none where no card's play gave it.
part-event = { $card ->
        [none] a card { $bonus } (added to each roll)
       *[other] { $card } { $bonus } (event card, added to each roll, 8.1)
    }
part-building = { $business } { $bonus } ({ $size } business)
part-nobody = no gangster
bonus-name = { $printed ->
        [attack] Attack
        [defense] Defence
        [driveby] Driveby
        [driveby_attack] Driveby Attack
        [driveby_defense] Driveby Defence
        [business_attack] Business attack
       *[business_defense] Business Defence
    }
target-business = { $business } of { $seat }
shootout-round = Attacker: die { $adie }, bonus { $abonus }, score { $attack }; defender: die { $ddie }, bonus { $dbonus }, score { $defense }: { $winner ->
        [attacker] the attacker wins the round.
        [defender] the defender wins the round.
       *[tie] a tie, roll again.
    }
casualty = { $seat }'s { $gangster } goes to { $to }.
casualty-why = { $seat }'s { $gangster } goes to { $to } ({ $why }).
# Why one who fell goes where he goes (5.2.5, "Hospital or graveyard?"): the raw dice, winner's first.
fall-dice = dice { $winner } against { $loser }: { $killed ->
        [yes] { $kill } or more apart
        [higher] his side rolled the higher die
       *[no] less than { $kill } apart
    }, 5.2.5
fall-massacre = Massacre
shootout-ended = { $winner } wins the shootout; { $loser } loses.
attack-declared = { $attacker } attacks { $target }.
garaged = { $seat }'s car is towed to the { $garage }.
# A car that lost a fight waits in the garage: out of this game round until its trade round ends (5.2.5).
garaged-waits = { $seat }'s car is towed to the { $garage }: it drives no more this game round and leaves the garage at the end of the next trade round (5.2.5).
left-garage = { $seat }'s car leaves the garage.
business-taken = { $seat } takes { $business } from { $from }.
# A business a police raid closed stays closed once taken (5.4.1).
business-taken-closed = { $seat } takes { $business } from { $from }. A police raid closed it: it stays closed until the end of the next trade round, and until it reopens it brings { $seat } no power point and no income (5.4.1).
police-moved = { $seat } drives the police car to { $to } (up to { $allowed ->
        [one] { $allowed } square
       *[other] { $allowed } squares
    }{ $why }).
police-stayed = { $seat } leaves the police car where it is: it stays put on { $to } (could drive { $allowed ->
        [one] { $allowed } square
       *[other] { $allowed } squares
    }{ $why }).
raid-success = { $kind ->
        [car] The police of { $seat } pull over { $target } to arrest its gangsters: the police's die { $pdie } against the owner's { $odie }, arrested! Any gangsters in the car go to jail and any contract under way is lost; the car drives on (5.4.2).
       *[business] The police of { $seat } raid { $target }: the police's die { $pdie } against the owner's { $odie }, busted! The business closes and its gangsters go to jail (5.4.1).
    }
raid-failed = { $kind ->
        [car] The police of { $seat } pull over { $target } to arrest its gangsters: the police's die { $pdie } against the owner's { $odie }, nobody arrested.
       *[business] The police of { $seat } raid { $target }: the police's die { $pdie } against the owner's { $odie }, nothing found.
    }
jailed = { $seat }'s { $gangster } goes to jail.
business-closed = { $business } is closed until the end of the next trade round.
business-reopened = { $business } reopens.
turf-cleared = The police of { $seat } clear { $square } of { $owner }'s marker.
confiscated = The police of { $seat } confiscate { $what } at the { $place }.
trade-round = Trade round of game round { $round }.
income-cancelled = { $seat } collects nothing this time: { $businesses } from businesses and { $turf } from turf are lost.
income-cancelled-by = { $seat } collects nothing this time, by { $card }'s card: "{ $text }", so no money and no resources come in (6.1); { $businesses } from businesses and { $turf } from turf are lost.
income-frozen = { $seat } gets no income: { $card }{ $by ->
        [none] {""}
       *[other] {" "}(card of { $by })
    } froze him this round (8.1); { $businesses } from businesses and { $turf } from turf are lost.
income = { $seat } collects { $total } ({ $businesses } from businesses, { $turf } from turf{ $extra ->
        [0] {""}
       *[other] , { $extra_money } from gangsters and cards
    }).
income-monopoly = Monopoly (6.1): no other player has an open { $kind }, so these are paid the monopoly rate, which goes by size ({ $small } small, { $medium } medium, { $large } large, where the usual income is { $usual_small }, { $usual_medium }, { $usual_large }): { $businesses }.
income-monopoly-paid = { $business } ({ $size ->
        [small] small
        [large] large
       *[medium] medium
    } { $kind }) { $rate }
income-monopoly-paid-card = { $business } ({ $size ->
        [small] small
        [large] large
       *[medium] medium
    } { $kind }: { $base }, made { $rate } by a gangster's card)
drew = { $kind ->
        [gangster] { $seat } turns up { $card }, who joins the auction.
        [resource] { $seat } turns up a resource card: { $card }, laid on the board.
       *[hand] { $seat } draws { $card }.
    }
reshuffled = The discard pile is shuffled into a new deck of { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }.
drew-cards = { $seat } draws { $count } cards in all: each resource card is laid on the board and calls for another draw (6.2).
deck-empty = No card left for { $seat } to draw.
lot = Up for auction: { $gangster } ({ $text }).
bid = { $seat } bids { $amount }.
passed = { $seat } passes and is out of this auction.
bought = { $seat } hires { $gangster } for { $price }.
unsold = Nobody bids on { $gangster }.
cannot-bid = { $seat } cannot bid on { $gangster }: he costs { $cost } beside the bid, which { $seat } does not hold (6.3).
police-lot = The police are open to a bribe.
# A seat whose cash does not cover the least bribe: it is not asked (6.4).
cannot-bribe = { $seat } cannot bribe the police: the least bribe is { $least }, more than { $seat } holds (6.4).
police-bribed = { $seat } bribes the police for { $price }.
police-unbribed = Nobody bribes the police.
power = { $seat } has { $points ->
        [one] { $points } power point
       *[other] { $points } power points
    }.
# What a seat's power points are made of when they change (1.2), each source with its points.
power-why = { $seat } has { $points ->
        [one] { $points } power point
       *[other] { $points } power points
    } ({ $why }).
# After a capture that leaves the taker's points as they were (1.2, 5.4.1), following his points line.
power-kept = No more than before: the business taken brings a point, and the gangsters { $seat } lost in the fight take one away (1.2).
power-kept-closed = No more than before: the business taken is closed and brings no point until it reopens (5.4.1).
power-part-businesses = { $n } from open businesses
power-part-contracts = { $n } from completed contracts
power-part-respect = { $n } from the local respect marker
power-part-gangsters = { $n } from active gangsters: { $active } now, a point for every { $per }
power-part-and = { $a }; { $b }
won = { $seat } is King of Chicago with { $points ->
        [one] { $points } power point
       *[other] { $points } power points
    }!
round-cap = The game stops after { $round ->
        [one] { $round } game round
       *[other] { $round } game rounds
    }; { $seat } leads.
round-cap-draw = The game stops after { $round ->
        [one] { $round } game round
       *[other] { $round } game rounds
    } with a tie for the lead.
where-hiding = hiding
roll-card = { $seat } rolls { $face }.
# A card's own roll, named with its card; The Doctor's says what saves.
roll-card-for = { $seat } rolls the die for { $card }: { $face }{ $from ->
        [none] { $jailed ->
            [yes] . His card: a { $face } jails him for life, so he goes to the graveyard, out of the game for good.
           *[no] .
        }
       *[other] {" "}({ $from } to 6 saves a gangster from death).
    }
raid-decided-success = { $kind ->
        [car] The police of { $seat } pull over { $target } to arrest its gangsters: a card decides it, arrested!
       *[business] The police of { $seat } raid { $target }: a card decides it, busted!
    }
raid-decided-failed = { $kind ->
        [car] The police of { $seat } pull over { $target } to arrest its gangsters: a card decides it, nobody arrested.
       *[business] The police of { $seat } raid { $target }: a card decides it, nothing found.
    }
event-played = { $seat } plays the card "{ $card }".
event-played-does = { $seat } plays the card "{ $card }". In short: { $does }.
neutralised = { $gangster } is neutralised for this shootout.
escaped = { $seat }'s car escapes before a shot is fired.
fight-ended = { $seat } gets away: the shootout ends with no winner.
roll-bonus = { $seat } adds { $bonus } to each roll of this shootout.
massacre = Massacre: every defeated gangster goes to the graveyard.
sacrificed = { $seat } sacrifices { $gangster }.
hid = { $seat }'s { $gangster } sneaks out the backdoor.
spared = { $gangster } escapes death.
stays-in-fight = { $gangster } is wounded but stays in the fight.
police-cancelled = { $seat } calls off the police; the police action is spent all the same (5.3).
frozen = { $seat }'s activities are frozen by Election Day.
unfrozen = { $seat }'s activities are free again.
sits-out = { $seat } is frozen by Election Day and sits this action round out (8.1): his car does not move and he takes no action{ $police ->
        [none] .
        [free] ; the police car he controls does not move or act either this round.
       *[paid] ; the police car he controls does not move or act either, so the { $bribe } he paid the police buys him nothing this round.
    }
out-of-gas = { $seat }'s car is out of gas: it stays where it is at its coming drive (8.1).
out-of-gas-now = Your car does not drive this turn: { card-out_of_gas }{ $by ->
        [none] {""}
       *[other] , played by { $by }
    } (8.1).
extra-move = { $seat } gets an extra roll to drive.
police-control = { $seat } takes control of the police car.
extra-police-action = The police get one more action.
produced = { $seat } gets { $what }.
lost-resources = { $seat } loses { $what }.
money-gained = { $seat } gets { $amount }.
money-lost = { $seat } pays { $amount }.
by-card = { $card }: { $line }
stole = { $to } steals { $what } from { $from }.
hired = { $seat } takes { $gangster } from the auction row.
stole-gangster = { $to } takes { $gangster } from { $from }.
stole-card = { $to } takes the card "{ $card }" from { $from }.
stole-fewer-cards = { $held ->
        [0] { $from } held no card that may be taken (event cards and contracts not yet started), so { $to } takes none of the { $asked } (8.1).
        [one] { $from } held only one card that may be taken (event cards and contracts not yet started), so { $to } takes 1 instead of { $asked } (8.1).
       *[other] { $from } held only { $held } cards that may be taken (event cards and contracts not yet started), so { $to } takes { $held } instead of { $asked } (8.1).
    }
peeked = { $seat } looks into { $target }: { $gangsters }.
car-moved = { $seat }'s car moves to { $to }.

## Play at the terminal

hidden-dealt = { $seat } gets { $business } and a gangster, face down.
hidden-drew = { $seat } draws a card and keeps it face down in his private folder: an event card or a contract, only he knows which (6.2). He now holds { $held ->
        [one] { $held } such card
       *[other] { $held } such cards
    }.
hidden-gangster-moved = { $seat } moves a gangster from { $from } to { $to }.
hidden-stole-gangster = { $to } takes a gangster from { $from }.
hidden-stole-card = { $to } takes a card from { $from }.
hidden-peeked = { $seat } looks at the face-down gangsters in { $target }.
play-board = Game round { $round }, action round { $action_round }
play-board-trade = Game round { $round }, trade round
play-board-setup = Setting up (3.2)
play-police = Police car on { $street }, controlled by { $seat }
play-police-free = Police car on { $street }, controlled by nobody
play-seat-line = { $seat }: { $power ->
        [one] { $power } power point
       *[other] { $power } power points
    }; car { $placed ->
        [no] not on the board yet (its owner's first lot sets where it starts, 3.2)
       *[yes] on { $street }
    } with { $car ->
        [one] { $car } gangster
       *[other] { $car } gangsters
    }; { $turf } turf; { $hand ->
        [one] { $hand } card
       *[other] { $hand } cards
    } in hand
play-in-garage = , in the garage
play-frozen = , frozen by { $card }{ $by ->
        [none] {""}
       *[other] {" "}(card of { $by })
    } until the end of the trade round: no move, no action, no deal{ $income ->
        [lost] , and no income at the trade round
       *[done] {""}
    } (8.1)
play-you = { " " }(you)
play-business-line = { $business } on { $square }, { $gangsters ->
        [one] { $gangsters } gangster
       *[other] { $gangsters } gangsters
    }
play-closed = , closed
play-business-unplaced = { $business }, not on the board yet: before the first round its owner picks a free starred lot for it (3.2)
play-started-contract = contract under way: { $contract }
play-auction-row = Auction row: { $gangsters }
play-folder = Your folder ({ $seat }): { $money }; { $resources }
play-events = Event cards: { $cards }
play-contracts = Contracts in hand: { $cards }
play-gangsters = Your gangsters: { $gangsters }
play-folder-of = { $seat }'s folder: { $money }; { $resources }
play-gangsters-of = { $seat }'s gangsters: { $gangsters }
play-placing-note = At the placement (6.5) a gangster still to be placed is shown where he was, and counts there in the power points: he stays there unless you put him elsewhere.
# The board before a drive (5.1), in short: a legend of two rows, a row a seat; `board all`
# shows the whole of it.
play-map-legend-drive = @1 Player 1's car (@+ several), P police car; B2/T2 Player 2's business/turf, b./t. free ones; r3 3 resource tokens, G garage, H hospital, J jail
play-map-legend-start = @1 Player 1's car (@+ several), P police car; B2/T2 Player 2's business/turf, b./t. free ones, b* a free start lot (3.2); r3 3 resource tokens, G garage, H hospital, J jail
play-seat-line-drive = { $seat }: { $power ->
        [one] { $power } power point
       *[other] { $power } power points
    }, { $car ->
        [one] { $car } gangster
       *[other] { $car } gangsters
    } in the car, { $businesses ->
        [one] { $businesses } business
       *[other] { $businesses } businesses
    }{ $to-open ->
        [0] {""}
       *[other] {" "}({ $to-open } to open)
    }, { $turf } turf
play-frozen-short = , frozen until the trade round (8.1)
prompt-move-board = { $table ->
        [terminal] The board above is in short: board all shows it whole.
       *[other] {""}
    }
# The words `board` takes for the whole board, standings and folder ("all" in every language).
find-all-words = all, everything
# What `status` shows here, in the engine's help.
play-status-what = the board, the standings and your folder (board too); before a question they are shown again only when they changed
# The command `help` adds for King of Chicago's held-back deal (after the engine's `play-help`).
# The engine's one-line list of commands, with King of Chicago's own two (see play-help-more).
play-input = Type a number, or help, help N, help rules, status, board X, deal, event, log, undo, save, quit.
play-help-more =
    deal       propose a deal: you are asked at the next moment deals are made (before your move, in the trade round, before placing gangsters)
    event      play an event card at any time: you are asked at the start of the next player's turn (otherwise only at the start of your own turn and in the trade round)
option-group-drive-only = streets with nothing to do there, only a drive
# A drive's destination in a short row (5.1, 5.3): the street once, then what the car could
# do there in a few words (`help N` says each whole); `$left` 0: the police's action of this
# game round is spent, the row says only what their next one would hit.
drive-take-resources = take { $what }
drive-take-over-turf = take { $owner }'s turf for { $cost }
drive-claim-turf = claim the free turf
drive-open-business = open { $business } for { $cost }
drive-start-contract = start { $contract }
drive-drive-by = a drive-by on { $seat }'s car{ $empty ->
        [yes] {" "}(empty)
       *[no] {""}
    }{ $wins }
drive-attack-business = attack { $seat }'s { $business }{ $closed ->
        [yes] {" "}(closed by the police: no power point until it reopens, 5.4.1)
       *[no] {""}
    }
drive-free-from-jail = free your gangsters from jail
drive-pick-up = pick up your gangsters at the hospital
# A rival's car or business by the street, and no gangster in the seat's car (5.2.5).
drive-unarmed = no attack on { $what }: no gangster in your car (5.2.5)
help-drive-unarmed = Your car cannot attack here: an attack needs at least one gangster in your car (5.2.5). To take some in, stop in front of one of your businesses and move them into the car, or fetch yours from jail (police department) or the hospital: each costs an action (5.2.6). At the trade round's placement you may also put gangsters in the car (6.5).
drive-police-raid = { $left ->
        [0] { $seat }'s { $business }
       *[other] raid { $seat }'s { $business }
    }
drive-police-bust = { $left ->
        [0] { $seat }'s car
       *[other] bust { $seat }'s car
    }{ $empty ->
        [yes] {" "}(empty)
       *[no] {""}
    }
drive-police-clear = { $left ->
        [0] { $owner }'s turf
       *[other] clear { $owner }'s turf
    }
drive-police-confiscate = { $left ->
        [0] { $what }
       *[other] confiscate { $what }
    }
# A drive's groups at a terminal, by what their streets offer first; a rule they share said once.
option-group-drive-attack = attack a rival's car or business
option-group-drive-business = open a business, start or complete a contract
option-group-drive-gangsters = your own gangsters: move them, free them from jail, pick them up
option-group-drive-resources = take the resources lying there
option-group-drive-take-over = take over a rival's turf (for { $cost }; a turf pays { $income } every trade round)
option-group-drive-claim = claim a free turf (nobody holds it; it pays { $income } every trade round)
option-group-police-raid = { $left ->
        [0] a player's business
       *[other] raid a player's business
    }
option-group-police-bust = { $left ->
        [0] a player's car
       *[other] bust a player's car
    }
option-group-police-clear = { $left ->
        [0] a player's turf
       *[other] clear a player's turf
    }
option-group-police-confiscate = { $left ->
        [0] resources lying there
       *[other] confiscate the resources lying there
    }
option-group-police-nothing = { $left ->
        [0] nothing of a player's there
       *[other] nothing for the police to do there, only a drive
    }
option-group-police-spent = streets where the police car only parks: its action of this game round is spent
prompt-move = Where does your car drive?
prompt-move_police = Where does the police car drive?
prompt-move-reach = Where does your car drive? Up to { $allowed ->
        [one] { $allowed } street square
       *[other] { $allowed } street squares
    } from { $street }{ $why }.
prompt-move_police-reach = Where does the police car drive? Up to { $allowed ->
        [one] { $allowed } street square
       *[other] { $allowed } street squares
    } from { $street }{ $why }. { $left ->
        [0] The police's actions of this game round are spent: the car only drives now, and where you leave it is where the next one to take the police car drives it from (the next trade round's briber, or a player of { card-friends_on_the_inside }); far from your businesses keeps them out of his reach (5.3).
        [one] The police have one action left this game round, taken where the car stops (5.3).
       *[other] The police have { $left } actions left this game round, one taken where the car stops (5.3).
    }
prompt-action = Which action do you take?
prompt-action-unarmed = Which action do you take? No gangster rides in your car, so you cannot attack { $what } here: only gangsters in the car attack (5.2.5); pick some up at a business of yours.
prompt-casualty = Which of your gangsters falls?
# The same question once the dice are known (5.2.5 "Hospital or graveyard?").
prompt-casualty-dice = Which of your gangsters falls? Dice { $mine } against { $theirs }: { $killed ->
        [massacre] the one who falls goes to the graveyard (Massacre)
        [yes] the one who falls goes to the graveyard ({ $kill } or more apart, and you rolled lower: 5.2.5, "Hospital or graveyard?")
        [higher] the one who falls goes to the hospital (you rolled the higher die: 5.2.5, "Hospital or graveyard?")
       *[no] the one who falls goes to the hospital (less than { $kill } apart: 5.2.5, "Hospital or graveyard?")
    }{ $savers ->
        [none] .
       *[other] , unless { $savers }.
    }
casualty-saver-die = { $gangster }'s die saves him ({ $from } to 6)
prompt-police_action = What do the police do?
prompt-confiscate = How many tokens do the police confiscate?
prompt-place_gangster = Where does this gangster go?
# The placement's question (6.5) names the gangster and where he is now.
prompt-place_gangster-who = Where does { $gangster } go? { $now ->
        [car] He is in your car now.
        [business] He is in { $place } now.
       *[none] He is not placed yet.
    }
prompt-take_booze = How much booze do you take?
prompt-take_girls = How many girls do you take?
prompt-take_henchmen = How many henchmen do you take?
# One token only of the kind lies by the car (5.2.1): the question is whether to take it.
prompt-take-lone = Just { $what } lies here: do you take it?
prompt-into_business = Which gangster goes into the business?
prompt-into_business-named = Which gangster goes from your car into { $business }?
prompt-move_gangster = Which gangster moves?
prompt-pick_up = Which gangster do you pick up?
# The pick-up asks again after each gangster taken, until the car is full (5.2.6): the room left.
prompt-pick_up-room = Which gangster do you pick up? { $room ->
        [one] Your car has room for 1 more (a car holds { $capacity } at most, 5.2.6): this pick fills it and ends the pick-up.
       *[other] Your car has room for { $room } more (a car holds { $capacity } at most, 5.2.6): you are asked again after each pick, until it is full.
    }
prompt-garage = Which garage does your car go to?
# A contract's start or finish in the card list (`cards`), where it is no one square.
spot-own-business = one of your own businesses
spot-any-garage = any garage
prompt-bid_gangster = Your bid for the gangster on the block?
prompt-bid_police = Your bribe for the police?
prompt-bid_police-prize = Your bribe for the police? The highest bribe buys the police car for the next { $rounds } action rounds: its briber drives it after his own car in each of them and takes { $actions ->
        [one] one police action
       *[other] { $actions } police actions
    } in all (raid a business, bust a car, clear a turf or confiscate tokens; 6.4, 5.3). Only the highest bidder pays; passing costs nothing and takes you out of this bribe.
# A gangster of the bidder's whose card takes dollars off a bribe (Johnny Favorite, 8.2): in the
# car or a business he counts; bought at this auction (not placed yet), in jail or the hospital not.
bribe-discount = { $gangster } takes { $discount } off what you pay if your bribe wins, so you may bid up to { $discount } more than your cash (8.2).
bribe-discount-not = { $gangster } takes nothing off this bribe: his { $discount } counts only while he is in your car or a business, { $at ->
        [folder] and the gangsters bought at this trade round are placed only after the bribe (6.5)
        [jail] and he is in jail until your car picks him up (5.2.6)
        [hospital] and he is in the hospital until your car picks him up (5.2.6)
       *[other] and he is out of play until the next placement (6.5)
    }.
prompt-bid_gangster-named = Your bid for { $gangster } ({ $text })?
bid-resource-cost = Whoever wins him also pays { $cost } (the “cost” on his card), once, here at the auction, given back to the supply: nothing more to keep him after that. Only a player holding that may bid.
bid-help-no-cost = He costs nothing but the bid.
gangster-cost-behind = (that cost is paid at the auction only: he is yours, nothing to pay now)
# What a gangster on the block is worth toward winning (1.2): $with gangsters in the car and
# businesses with him, $gain power points more (0 or 1).
bid-worth = Toward winning (1.2): one power point per { $per } gangsters in your car or businesses; with him you would have { $with } there{ $gain ->
        [0] , no power point more yet.
       *[other] , one power point more.
    }
bid-wins = With him, once placed (6.5): { $win }.
# A seat's businesses closed by a police raid reopen at the end of the trade round, once the
# gangsters are placed, with their power points (5.4.1); $win: what that alone does, or none.
bid-reopens = { $me ->
        [yes] { $count ->
            [one] Your business { $businesses }, closed by a police raid, reopens
           *[other] Your businesses { $businesses }, closed by police raids, reopen
        }
       *[no] { $count ->
            [one] { $seat }'s business { $businesses }, closed by a police raid, reopens
           *[other] { $seat }'s businesses { $businesses }, closed by police raids, reopen
        }
    } at the end of this trade round, once the gangsters are placed (5.4.1): { $points ->
        [one] 1 power point
       *[other] { $points } power points
    } more{ $win ->
        [none] .
       *[other] : { $win }.
    }
bid-worth-more = After him, { $count ->
        [one] 1 more gangster comes up
       *[other] { $count } more gangsters come up
    } at this auction ({ $names }); { $count ->
        [one] with both
       *[other] with all { $total }
    } you would have { $with }{ $gain ->
        [0] , no power point more yet.
        [one] , one power point more.
       *[other] , { $gain } power points more.
    }
bid-wins-all = { $count ->
        [one] With both
       *[other] With all { $total }
    }, once placed (6.5): { $win }.
bid-high = Highest bid so far: { $amount }, by { $seat }.
bid-none-yet = Nobody has bid yet.
prompt-confiscate-kind = { $kind ->
        [booze] How much booze
       *[other] How many { $what }
    } do the police confiscate?
prompt-start_square = Where do you open your first business?
prompt-start_square-named = Where do you open { $business }? On a free starred lot (b*, 3.2), your car on the street beside it; each lot says what lies by its street: resources you may take there, free turf you may claim.
prompt-play_event = Play an event card now ({ $window })?
prompt-play_event-own-turn = Your turn begins: play an event card now ({ $window })?
prompt-play_event-turn = { $seat }'s turn begins: play an event card now ({ $window })?
prompt-play_event-trade = The trade round: play an event card now ({ $window })?
prompt-play_event-shootout = { $fight } Play an event card now ({ $window })?
# The fight's numbers at its start (5.2.5 B), both sides face up, for the two seats asked.
shootout-odds = { $side ->
        [attacker] You attack { $target }
       *[defender] { $car ->
            [yes] { $attacker } attacks your car
           *[no] { $attacker } attacks your { $target }
        }
    }: attack { $attack } ({ $attack_parts }) against defence { $defense } ({ $defense_parts }).{ $alone ->
        [yes] { " " }No gangster defends the business: one round lost and it is taken (5.2.5).
        [car] { " " }No gangster rides in the car: one round lost and it loses the shootout (5.2.5).
       *[no] {""}
    }
# What a fight is fought for (5.2.5 step 4, 5.2.4, 5.4.1), and what a gangster who falls costs
# his owner's power points (1.2): told to both sides at its start.
shootout-stakes = { $what ->
        [car] If the attacker wins, the car attacked is towed to the garage and its contracts under way are his (5.2.5, 5.2.4); if he loses, his own car is towed.
        [closed] If the attacker wins, { $business } is his, closed by the police: no power point until it reopens at the end of the next trade round (5.4.1); if he loses, his car is towed to the garage.
       *[business] If the attacker wins, { $business } is his, with its { $power ->
            [one] { $power } power point
           *[other] { $power } power points
        } (5.2.5, 1.2); if he loses, his car is towed to the garage.
    } Each gangster who falls counts no more toward his owner's power points (1.2: one per { $per } in a car or a business).
prompt-card = { $card }: which one?
choice-street = { $street }
choice-street-stay = stay on { $street }
# Election Day's opponent (8.1): his power points, and what he loses by it in the next trade round.
choice-election-day = { $seat } ({ $power ->
        [one] { $power } power point
       *[other] { $power } power points
    }): frozen until the trade round, where he loses the income of { $businesses ->
        [one] { $businesses } business
       *[other] { $businesses } businesses
    } and { $turf } turf
choice-street-car = { $seat }'s car
play-separator = {"; "}
choice-square = { $square }
# A start lot (3.2): what lies by its street, resources to take and free turf to claim.
choice-start-lot = { $square } — { $count ->
        [0] no resources
       *[other] { $what }
    }, { $turfs ->
        [0] no free turf
        [one] one free turf
       *[other] { $turfs } free turfs
    }
# Every sum of money the table prints (narration, standings, options, help) is written by
# amount-money: one way per language.
amount-money = ${ $n }
choice-amount = { $n }
choice-take = take { $what }
choice-confiscate = confiscate { $what }
choice-tokens-none = none (taking nothing at all still spends the action)
choice-confiscate-none = none (seizing nothing at all still spends the police action)
choice-place = { $gangster } to { $to }
# What a gangster brings where he is placed (6.5), after the option.
place-brings-car = he rides with you, attacks and defends the car (5.2.5)
place-brings-business = he defends it when it is attacked (5.2.5)
place-brings-income = its income { $income } higher while he is there (6.1)
# The car option at the placement (6.5): a gangster taking up more than his own seat says how
# many (Fat Fred, 8.2; 5.2.5: three at most), and one leaving too few seats for those still to be
# placed who rode in the car names them ($left of the $count $riders still fit).
place-takes-seats = he takes up { $takes } of the car's { $seats } seats
place-crowds-out = { $left ->
        [0] then { $riders }, in the car now, { $count ->
            [one] has
           *[other] have
        } no seat left there
        [one] then only one of { $riders } (in the car now) still fits
       *[other] then only { $left } of { $riders } (in the car now) still fit
    }
place-car-seats-then = { $takes }: { $crowd }
# The car not offered at the placement (6.5): it has no seat left for him (Fat Fred takes two).
place-no-car = Not your car: no seat is left for him there ({ $riders } already in it, of { $seats } seats{ $takers ->
        [none] {""}
       *[other] , and { $takers } takes up two of them
    }).
# A business not offered at the placement (6.5): it is full.
place-no-business = Not { $business }: it is full ({ $inside } { $count ->
        [one] is
       *[other] are
    } already there; a business holds { $seats } gangsters at most, 6.5).
# Leaving a business at the placement with nobody placed in it yet (5.2.5).
place-leaves-empty = { $business } is left with no defender unless another gangster goes there: one lost round of the shootout and an attacker takes it (5.2.5)
place-leaves-empty-last = { $business } is left with no defender, as you have no other gangster to place: one lost round of the shootout and an attacker takes it (5.2.5)
place-leaves-keeps = { $business } then keeps only { $names } (still to be placed: { $count ->
        [one] if he stays there, it is defended
       *[other] if one of them stays there, it is defended
    }, 5.2.5)
# The seat's businesses nobody defends at the placement (6.5): none there and none still to be
# placed standing there; `last` is "yes" when the gangster asked is the last one to place.
place-undefended = { $businesses } { $count ->
        [one] has
       *[other] have
    } no defender yet: no gangster is there. { $last ->
        [yes] { $count ->
            [one] He is the last one you place: unless he goes there, one lost round of the shootout and an attacker takes it
           *[other] He is the last one you place and can defend only one of them: at the others, one lost round of the shootout and an attacker takes the business
        }
       *[no] { $count ->
            [one] Unless he or one placed after him goes there, one lost round of the shootout and an attacker takes it
           *[other] Wherever neither he nor one placed after him goes, one lost round of the shootout and an attacker takes the business
        }
    } (5.2.5).
# The gangsters of the seat still to be placed after the one asked (6.5), in the order asked.
place-order = Still to place after him, in this order: { $names }.
place-fills-empty = { $business } is empty now: he would be its only defender (5.2.5)
# Where a gangster's own power works (6.1, 8.2), after the option.
place-power-resource = { $what } into your folder every trade round while he is there (6.1)
place-power-resource-not = his { $what } a trade round come only in { $kind ->
        [bar] a bar
        [casino] a casino
       *[brothel] a brothel
    }: none here
place-power-income-not = his { $income } more income counts only in { $kind ->
        [bar] a bar
        [casino] a casino
        [brothel] a brothel
       *[any] a business
    }, not here
place-power-multiplier = its own income doubled while he is there: { $more } more a trade round ({ $from } to { $to }, 6.1)
place-power-multiplier-closed = its own income doubled while he is there, once it opens again: closed, it pays nothing (5.4.1, 6.1)
place-power-multiplier-not = he doubles a business's income only from inside it, not from the car
# A gangster offered the place he already holds at the placement (6.5): he stays.
choice-place-stay = { $gangster } stays { $car ->
        [yes] in { $to }
       *[no] at { $to }
    }
choice-done = done
choice-done-into-empty = nobody: the business stays empty, and with no gangster to defend it one lost round of the shootout loses it to an attacker (5.2.5)
# Ending the pick-up at the jail or the hospital (5.2.6): picking nobody still spends the action.
choice-done-pick_up = pick up no more: the others stay (picking nobody still spends the action)
choice-done-pick_up-last = pick up nobody: they all stay (picking nobody still spends the action)
choice-no-event = no card now
# No card of the seat's hand for this moment would do anything now (Friends on the inside held by the police car's controller).
choice-no-event-idle = no card now (none of yours would do anything now)
choice-player-power = { $seat } ({ $points ->
        [one] { $points } power point
       *[other] { $points } power points
    })
# Break and enter's victim (8.1): his power points, and how many cards he holds that it may take.
choice-rob-from = { $seat } ({ $points ->
        [one] { $points } power point
       *[other] { $points } power points
    }; { $cards ->
        [0] no card you could take
        [one] 1 card you could take
       *[other] { $cards } cards you could take
    })
choice-gangster-of = { $gangster } ({ $seat }'s)
choice-card = play { $card }
choice-yes = yes
choice-no = no
action-pass = no action
action-take-resources = take resources at the { $square } ({ $what } lying there)
action-claim-turf = claim { $square } (free: nobody holds it; it pays { $income } every trade round)
action-take-over-turf = take { $square } over from { $owner }, paying the bank { $cost } (it pays { $income } every trade round)
# A turf taken over for less, with the gangsters whose card makes it so (Sad Ken, 5.2.2).
cost-by-cards = { $cost }, { $who } saving you { $saved }
# A turf claim that would leave the local respect marker with nobody: a tie at the top (5.2.2).
respect-tie = { $me ->
        [yes] you would tie with { $others }
       *[no] { $tied } would tie
    } at { $squares ->
        [one] { $squares } turf square
       *[other] { $squares } turf squares
    } each: nobody would hold the local respect marker{ $lost ->
        [me] , and you would lose it: −{ $points } { $points ->
            [one] power point
           *[other] power points
        } for you
        [other] , and { $loser } would lose it: −{ $points } { $points ->
            [one] power point
           *[other] power points
        } for { $loser }
       *[none] {""}
    } (5.2.2)
# The local respect marker going from one player (or the board) to another (5.2.2): $from and $to
# are "me", "other" (then $loser, $winner name him) or "none".
respect-swing = { $to ->
        [me] you
       *[other] { $winner }
    } would { $from ->
        [me] take the local respect marker from you
        [other] take the local respect marker from { $loser }
       *[none] get the local respect marker, which nobody holds now
    }: +{ $points } { $points ->
        [one] power point
       *[other] power points
    } for { $to ->
        [me] you
       *[other] { $winner }
    }{ $from ->
        [me] , −{ $points } for you
        [other] , −{ $points } for { $loser }
       *[none] {""}
    } (5.2.2)
# An option that would take a player to the power that wins (7.0); $attack: if the attack is won.
win-would = { $attack ->
        [yes] if you win the attack and lose no gangster: { $points } power points, you would win (7.0)
       *[no] { $me ->
            [yes] { $points } power points, you would win (7.0)
           *[no] { $seat } would have { $points } power points and win (7.0)
        }
    }
action-open-business = open { $business } ({ $facts }) on { $square }, paying { $cost }
business-facts = { $size ->
        [small] small
        [large] large
       *[medium] medium
    } { $kind }: { $power ->
        [one] { $power } power point
       *[other] { $power } power points
    }, income { $income } a trade round{ $rival-count ->
        [0] , { $monopoly } while no other player has an open { $kind }
       *[other] {" "}({ $placed ->
            [no] { $rivals } { $rival-count ->
                [one] opens a { $kind } too
               *[other] open a { $kind } each too
            } before the first round: no monopoly income of { $monopoly } for you while { $rival-count ->
                [one] it stays
               *[other] one of theirs stays
            } open, 6.1)
           *[yes] { $rivals } already { $rival-count ->
            [one] has
           *[other] have
        } an open { $kind }: no monopoly income of { $monopoly } for you{ $ends ->
            [yes] , and yours ends { $rivals }'s
           *[no] {""}
        }, 6.1)
        }
    }
action-start-contract = start { $contract }
action-complete-contract = complete { $contract }: { $prize } (5.2.4)
# What completing a contract pays (5.2.4): its reward and its power point.
contract-prize = { $paid ->
        [0] { $rule }
       *[other] { $reward }
    } and { $power ->
        [one] { $power } power point
       *[other] { $power } power points
    }
action-drive-by = drive-by on the car of { $seat }{ $empty ->
        [yes] { " " }(no gangster rides in it: one lost round loses it, 5.2.5)
       *[no] {""}
    }{ $wins }
# A rival's car carrying contracts under way: the winner of the drive-by takes them over and
# completes them himself (5.2.4 "Intercepting a contract"). Each contract is a contract-won.
drive-by-wins = { $count ->
        [one] , and winning takes its contract under way: { $contracts } (5.2.4)
       *[other] , and winning takes its contracts under way: { $contracts } (5.2.4)
    }
# A rival's car with no contract under way: winning only sends it to the garage (5.2.5 step 4).
drive-by-wins-nothing = , which carries no contract: winning sends it to the garage (5.2.5)
# A drive-by on a car with gangsters in it (5.2.5 C): what each round it loses does to them,
# and which loss costs its owner a power point (one per so many gangsters in a car or business, 1.2).
drive-by-hurts = ; each round the car loses sends one of its gangsters to the hospital, or to the graveyard for good when the winner's die is { $kill } or more above the loser's (5.2.5), and { $seat } loses a power point with the { $nth ->
        [1] first
        [2] second
        [3] third
       *[other] { $nth }th
    } gangster lost so (1 per { $per } gangsters in a car or business, 1.2)
contract-won = { $contract }, worth { $prize } once you complete it
action-attack-business = attack { $business } ({ $seat }'s{ $closed ->
        [yes] , closed by a police raid: taking it brings you no power point and no income until it reopens at the end of the next trade round, 5.4.1
       *[no] : winning makes it yours, with its { $power ->
            [one] { $power } power point
           *[other] { $power } power points
        } and its income, 5.2.5
    })
action-move-gangsters = move gangsters at { $business }
action-free-from-jail = free your gangsters from jail (no bail: it costs only this action, 5.2.6)
action-pick-up = pick up your gangsters at the hospital (free: it costs only this action, 5.2.6)
police-pass = the police do nothing
police-raid = raid { $business } ({ $seat }'s)
# What a raid puts at stake for the owner (5.4.1, 1.2): the business's points while it is closed, and those of the gangsters jailed.
police-raid-stake = {" "}— if the police win, { $seat } loses { $points ->
        [one] { $points } power point
       *[other] { $points } power points
    }{ $jailed ->
        [0] {""}
       *[other] {" "}(of which { $jailed } for the gangsters there sent to jail)
    } (5.4.1)
attack-foreseen = your attack { $attack } against defence { $defense }{ $has-known ->
        [0] { $has-building ->
            [0] {""}
           *[other] {" "}(the business's own { $building } counted in)
        }
       *[other] { $has-building ->
            [0] {" "}({ $known })
           *[other] {" "}({ $known }; the business's own { $building } counted in)
        }
    }{ $hidden ->
        [0] {""}
        [one] {" "}and 1 face-down gangster unknown to you
       *[other] {" "}and { $hidden } face-down gangsters unknown to you
    }
# What losing an attack costs the car (5.2.5).
attack-chance = ; you win the fight { $fight }{ $hidden ->
        [0] {""}
        [one] {" "}if the face-down gangster has the usual +1
       *[other] {" "}if the face-down gangsters have the usual +1
    } (5.2.5)
help-attack-chance = Your chances (5.2.5): each round both sides roll a die and add their totals; the higher score wins the round, and a tie is rolled again. With { $attack } against { $defense } you win a round { $round }. You must win { $win ->
        [one] 1 round
       *[other] { $win } rounds
    } (one for each defending gangster and one for the { $car ->
        [yes] car
       *[no] business
    }) before you lose { $lose } (one for each of your gangsters and one for your car): you win the fight { $fight }{ $hidden ->
        [0] {""}
       *[other] , counting each face-down gangster at the usual +1
    }. An event card played at the start of the fight changes these chances (8.1).
# A chance counted from the dice (5.2.5), in tenths.
chance-in-ten = { $n ->
        [one] about once in 10
       *[other] about { $n } times in 10
    }
chance-under-one = less than once in 10
chance-over-nine = more than 9 times in 10
chance-always = every time
chance-never = never
attack-lost-garage = ; if you lose, your car is towed to the nearest garage and drives no more until the end of the next trade round (5.2.5)
attack-lost-round = ; each round you lose sends one of your gangsters to the hospital, or to the graveyard for good when the winner's die is { $kill } or more above yours (5.2.5)
# What the attacker's gangsters who fall cost his power points (1.2): one point per $per in a car
# or a business ($active now); the first lost costs $first, all $count in his car $all.
attack-lost-power = ; a gangster of yours who falls counts no more toward your power points (one per { $per } in your car and businesses, 1.2; you have { $active }): { $count ->
        [one] losing him costs you { $all ->
            [0] no power point
            [one] 1 power point
           *[other] { $all } power points
        }
       *[other] the first lost costs you { $first ->
            [0] no power point
           *[other] { $first } power point
        }, all { $count } in your car { $all ->
            [0] none
            [one] 1 power point
           *[other] { $all } power points
        }
    }
attack-foreseen-known = { $count ->
        [one] { $names }, known to be there
       *[other] { $names }, all known to be there
    }
police-bust = bust the car of { $seat }{ $empty ->
        [yes] { " " }(no gangster rides in it: nobody goes to jail, only its contracts under way are lost, 5.4.2)
       *[no] {""}
    }
# A bust's cost in contracts (5.4.2, 5.2.4): each one under way, with its terms.
police-bust-loses = ; if the police win, { $seat } loses { $count ->
        [one] the contract under way: { $contracts }
       *[other] the contracts under way: { $contracts }
    } (5.4.2)
police-clear-turf = clear { $square } of { $owner }'s marker
police-confiscate = confiscate tokens at the { $square }
help-move = Move (5.1): drive your car up to the rolled number of street squares; the options say what you could do where you stop.
help-move-police = Police car (5.3): drive the police car up to the die's number of street squares plus the police's bonus (+{ $bonus }); the options say what the police could do where it stops (5.4) while this game round's police action is unspent.
help-rule-again = { $option }: the rule { $kind ->
        [take-resources] of taking resources
        [claim-turf] of claiming a turf
        [open-business] of opening a business
        [contract] of contracts
        [attack] of attacks (a drive-by and an attack on a business)
        [move-gangsters] of moving gangsters
        [jail-hospital] of fetching gangsters
        [raid] of a raid
        [bust] of a bust
        [clear] of clearing a turf
        [confiscate] of confiscating
       *[other] {""}
    } is given under option { $n }.
help-pass = Take no action this turn.
help-take-resources = Take resources (5.2.1): take some or all of the tokens lying on the square beside your car (the option says what lies there) into your folder. Booze opens bars, girls brothels and henchmen casinos (5.2.3); the resource cards turned up in each trade round put new tokens on the board (6.2.1).
help-claim-turf = Claim turf (5.2.2): put your marker on the turf square beside your car; it pays { $turf_income } every trade round (6.1), and whoever holds the most turf squares has the local respect marker, worth 1 power point (5.2.2).
help-open-business = Open a business (5.2.3): pay its price in tokens back to the supply and put its marker on the free lot beside your car. The bank holds the markers not yet open; the lot's size (small, medium or large) decides which size opens there, and you get the next marker of that kind and size. While open it counts for power points and pays income in every trade round.
help-business-facts = { $business }: { $facts } (1.2, 6.1).
help-contract = Contracts (5.2.4): start a contract in your hand, or complete one under way by delivering what it asks, for its reward.
help-attack = Attack (5.2.5): a drive-by on another car, or an attack on a business beside your car. Each side's total is counted at the start and stays fixed: every gangster in the fight gives the standard { $base }, or instead the bonus his card prints for this kind of fight (Attack and Defence count in any fight, Driveby ones in a drive-by only, Business ones at a business only: a "Driveby Defence +2" gives { $base } defending a business); a business adds its own defence ({ $small } small, { $medium } medium, { $large } large); a few gangsters' cards add more against the gangsters they face (Jack Knife), and event cards add to each roll ({ card-shotguns }, { card-tommyguns }, { card-dynamite }). Shootout rounds follow: each side rolls a die and adds its total; the higher wins the round, and the loser of a round loses one of his gangsters to the hospital or the graveyard. A side wins when it has beaten every gangster of the other side and then the car or the business itself. Win against a business: it becomes yours, with its income and power points, and you may move gangsters from your car into it. Win a drive-by: the other car goes to the garage until the end of the next trade round, and its contract under way becomes yours. Lose: your car goes to the nearest garage until the end of the next trade round. Each gangster who falls, on either side, counts no more toward his owner's power points (1.2: one per { $per } in a car or a business) until he is back in one: from the hospital once his owner's car fetches him (5.2.6), never from the graveyard.
help-move-gangsters = Move gangsters (5.2.6): move gangsters between your car and your business beside it.
help-jail-hospital = At the jail or the hospital (5.2.6): bring your gangsters back into your car. There is no bail and no fee: parking by the jail or the hospital and taking this action is the whole price. You fetch only your own gangsters, as many as your car has room for.
help-police-pass = The police do nothing here (5.3): the police action is not spent, and the car may still take it where it stops in a later action round of this game round.
help-police-clear = Clear a turf (5.4.3): no roll; the turf marker goes back to its owner, and the turf square is free to be claimed again, which may move the local respect marker.
help-police-confiscate = Confiscate tokens (5.4.4): no roll; you choose how many of each resource lying there go back to the supply, out of the game; taking none still spends the police action.
help-police-raid = Raid a business (5.4.1): it costs a police action of this game round, whatever the dice say (5.3). The police car's controller and the owner each roll a die, ties rolled again; gangsters' bonuses do not count, so the odds are even (1 in 2) unless a gangster's card decides it. If the police win, the business is closed until the end of the next trade round (no income, no power points) and its gangsters go to jail, where they count for nothing until their owner's car picks them up (5.2.6): the closed business keeps only its own defence, an easy target for an attack. If the owner wins, nothing else happens.
help-police-bust = Bust a car (5.4.2): it costs a police action of this game round, whatever the dice say (5.3). The police car's controller and the car's owner each roll a die, ties rolled again; gangsters' bonuses do not count, so the odds are even (1 in 2) unless a gangster's card decides it. If the police win, the gangsters in the car go to jail, where they count for nothing until their owner's car picks them up (5.2.6), and the owner's contracts under way are lost; the car itself drives on, empty, and an empty car attacks nobody. If the owner wins, nothing else happens.
deal-offered = { $from } offers { $to } a deal.
deal-refused = { $to } refuses the offer of { $from }: { $give } for { $get }.
hidden-deal-refused = { $to } turns down the deal of { $from }.
deal-made = { $from } and { $to } strike a deal: { $from } hands over { $give }, { $to } hands over { $get }.
hidden-deal = { $from } and { $to } strike a deal.
prompt-deal = Propose a deal? To whom?
# The browser table's button that asks for the deal question (the terminal's `deal`).
serve-command-deal = Propose a deal
serve-command-event = Play an event card
prompt-deal_give = What do you offer? (pick one at a time, then done)
prompt-deal_ask = What do you ask in return? (pick one at a time, then done)
prompt-deal_give-to = What do you offer { $to }? (pick one at a time, then done)
prompt-deal_ask-to = What do you ask { $to } for in return? (pick one at a time, then done)
prompt-deal_accept = { $from } offers you { $give } for { $get }. Accept?
choice-no-deal = no deal, go on
choice-more-money = { $n } more
choice-one-more = { $what } more
play-title = King of Chicago, seed { $seed }: { $seats }
# The game's name, where the seed is not told (a seat's page, the table in the browser).
game-name = King of Chicago
play-score = { $seat }: { $points ->
        [one] { $points } power point
       *[other] { $points } power points
    }
play-no-winner = No winner: the round cap ended the game in a tie.
choice-pass = pass
choice-pass-bribe = pass (pay nothing; you bid no more for the police this trade round)
choice-bid = bid { $n }
play-map-legend = 01-47 street squares (street 24 is 24), @1 car of Player 1 (@+ several), P police car; at the corner of the street they stand by: B2/b. lot with Player 2's business/free (b* a free start lot, 3.2), T2/t. turf with Player 2's marker/free, r3 a place where 3 resource tokens lie, G garage, H hospital, J jail. board 24 says what stands by street 24.
window-shootout_start = as the shootout starts
window-after_wound = after a gangster is wounded
window-after_kill = after a gangster is killed
window-own_turn = in your turn
window-trade_round = in the trade round
window-anytime = at any time
window-police_action = against the police
window-election_day = against Election Day
prompt-card-burglary = { card-burglary }: whom do you rob? You roll a die and steal that many resources from him (as many as he has), choosing each one. What he holds lies in his private folder (3.2): only players holding some resources are offered, and you see how many of each kind he has as you pick.
prompt-card-burglary_resource = { card-burglary }: which resource do you steal from { $from }? { $pick ->
        [1] (pick 1 of { $of })
       *[other] (pick { $pick } of { $of }; taken so far: { $taken })
    }
deal-so-far = So far you offer { $give } and ask { $get }.

# The board picture: its legend (2.0), the letters on the garages, the hospital and the police
# department, the police car's label.
picture-legend-street = Street (its number)
picture-legend-business = Business lot
picture-legend-turf = Turf
picture-legend-place = Place
picture-legend-garage = Garage
picture-legend-hospital = Hospital
picture-legend-police = Police Dept.
picture-letter-garage = G
picture-letter-hospital = H
picture-letter-police = P
picture-police-car = POLICE
# The replay viewer's unit of length: game rounds.
view-round = Game round
view-length = game round { $length }

# The end of `mobrules run`.
run-winner = Winner: { $seat } ({ $kind }) after { $length ->
        [one] { $length } game round
       *[other] { $length } game rounds
    }.
run-winner-capped = Winner: { $seat } ({ $kind }) after { $length ->
        [one] { $length } game round
       *[other] { $length } game rounds
    }, at the round cap.
run-draw = No winner: the round cap ended the game in a tie.
run-score = { $seat } ({ $kind }): { $score ->
        [one] { $score } power point
       *[other] { $score } power points
    }

# `help N` on the options of a question: the rule behind it, with its rulebook section.
help-prompt-bid_gangster = Gangster auction (6.3): { $option }. { $gangster }: { $text }. { $cost } Bids go round from the first player, each raising the last bid or passing out of the lot; the last bidder pays his bid and hires the gangster. Nobody bids more cash than he has.
help-prompt-bid_police = Bribing the police (6.4): { $option }. The highest bribe pays and holds the police badge: its bidder controls the police car for the next { $rounds } action rounds (5.3). Whoever passes pays nothing and is out of this bribe until the next trade round; when everybody passes, nobody drives the police car until then. Nobody bids more than he could pay (what his gangsters take off a bribe counts).
help-prompt-start_square = Setting up (3.2): { $option }. Your first business opens on this free lot, and your car starts on the street beside it.
help-prompt-place_gangster = Placing gangsters (6.5): { $option }. A gangster hired goes into your car or one of your businesses, within its room.
help-prompt-take_booze = Taking resources (5.2.1): { $option }. Any number of the tokens lying here, from none to all of them.
help-prompt-take_girls = Taking resources (5.2.1): { $option }. Any number of the tokens lying here, from none to all of them.
help-prompt-take_henchmen = Taking resources (5.2.1): { $option }. Any number of the tokens lying here, from none to all of them.
help-prompt-confiscate = Confiscating resources (5.4.4): { $option }. The police take that many tokens lying where the police car stands back to the supply.
help-prompt-garage = The garage (5.2.5): { $option }. A car that loses a drive-by goes to the nearest garage (you choose between equally near ones) and stays there until the end of the next trade round.
help-prompt-into_business = Moving gangsters (5.2.6): { $option }. This gangster leaves your car for the business beside it.
help-prompt-move_gangster = Moving gangsters (5.2.6): { $option }. This gangster moves between your car and your business beside it.
help-prompt-pick_up = Jail and hospital (5.2.6): { $option }. This gangster comes back into your car.
help-prompt-casualty = Shootouts (5.2.5): { $option }. The side that loses a round loses one of its gangsters, of its choice. He goes to the hospital, or to the graveyard (dead, out of the game) when the two dice differ by 3 or more and he rolled the lower one. A gangster in the hospital counts for no power until your car stops at the hospital and picks him up (an action, 5.2.6).
help-prompt-deal = Deals (1.3): { $option }. You may deal on your turn before your car moves, and in the trade round before the gangster auction and after the police auction. You offer money, resources, event cards or contracts not started, and ask for money or resources; the other player accepts or refuses.
help-card = { $card }: { $text }
help-place-car = In your car (at most { $car }): he rides with you, shoots in your drive-bys and attacks, and defends the car when it is attacked; the best Drive bonus in the car adds to its move (5.1, 5.2.5).
help-place-business = In { $business } (a { $kind }, { $most } gangsters at most): he defends it when it is attacked; a card that names a kind of business ("in a bar") acts only in one of that kind (5.2.5, 6.5).
help-card-question = { $option }. { $card }: { $text }
help-done-gangsters = { $option }; no more gangsters move: each stays where he is now (5.2.6).
help-done-event = { $option }: you play no event card now; a card in your hand can still be played at a later moment it names.
help-done-event-anytime = { $option }: you play no event card now. A card played at any time is offered to you again at the start of your own turn and in the trade round; at the start of another player's turn (to stop the one about to drive, say) only once you ask, { $table ->
        [page] with the button “{ serve-command-event }”.
       *[terminal] by typing event.
    }
help-done-deal = { $option }: nothing more is added to this side of the deal.
# Help on a deal's option (1.3): the deal as it would then stand, each side's part.
help-deal-accept-yes = { $option }: { $seat } hands you { $give }, and you hand { $seat } { $get }, at once and for good: nothing comes back later, and a promise made beside the deal binds no one (1.3). If either side can no longer pay, nothing changes hands.
help-deal-accept-no = { $option }: nothing changes hands; { $seat } keeps { $give } and you keep { $get }.
help-deal-add = { $option }: your offer to { $seat } would then be: you hand over { $give }, { $seat } hands you { $get }. If { $seat } accepts, it changes hands at once and for good (1.3).
help-deal-gangster = A gangster handed over leaves his car or business for the folder of the player who gets him, who places him at the placement (6.5).
help-done = { $option }: nothing more is picked here.

# What `board X` looks up: streets by number, places by name.
play-board-hint = { $table ->
        [page] look up a street's number, or part of a place's, a business's or a gangster's name (24, docks, blind).
       *[terminal] try board with a street's number, or part of a place's, a business's or a gangster's name (board 24, board docks, board blind).
    }
play-board-what = what stands by street X, where the place named X is, the business named X (where it stands, whose it is, what it brings), or the gangster X where you may see him, on the auction row say (board 24, board bank, board blind, board doctor)

# How to win and how a turn goes (1.2, 4.1, 5.3, 6.0, 7.0): the first screen and `help rules`.
play-rules =
    How to win (1.2, 7.0): be the first to hold { $power } power points or more. Each open business you control gives { $small } (small), { $medium } (medium) or { $large } (large); each finished contract { $contract }; the local respect marker { $respect }, held by whoever has the most turf squares; and 1 for every { $gangsters } of your gangsters in your car or businesses.
    A game round (4.1): { $action_rounds } action rounds, then a trade round. In an action round each player in turn drives their car, then takes one action: take resources, extend their turf, open a business, start or finish a contract, attack a car or a business, pick up or drop off gangsters. Whoever bribed the police also drives the police car after their own, and takes { $police_actions ->
        [one] one police action
       *[other] { $police_actions } police actions
    } in those { $action_rounds } rounds (5.3). The trade round (6.0): income, cards drawn, gangsters auctioned, the police bribed, gangsters placed.
    If nobody has won after { $cap } game rounds, the table stops there (a limit of this program, not a rule of the game): the most power points then win, and a tie at the top has no winner.

## Why the winner won: under the winner at the end of a table

## Said beside a roll: turn order's total (3.2), what a move adds to its die (5.3, 8.2), a side
## that fights on with no gangster (5.2.5)

## What an event card does, in short, on the option that plays it (`help N` gives its text)

## board WORDS: a business by part of its name (5.2.3, 6.1)

## The board picture's legend: the pieces on it, each player's colour, and how to read a name

why-won = { $seat } was the first to hold { $target } power points or more: { $points } (1.2, 7.0), of which { $businesses } from open businesses, { $contracts } from completed contracts, { $respect } from the local respect marker and { $gangsters } from active gangsters ({ $per ->
        [one] one point each
       *[other] one point per { $per } gangsters
    }).

order-rolled = { $seat } rolls { $dice } = { $total } to see who starts.
order-tied = { $seats } and { $last } tie with { $total } and roll again.
move-why-die = : { $die } on the die (5.1)
move-why-driver = : { $die } on the die, +{ $bonus } for { $gangster }'s Drive
move-why-driver-hidden = : { $die } on the die, +{ $bonus } for a driver in the car
move-why-police = : { $die } on the die, +{ $bonus } for the police car (5.3)
fights-on = { $seat } has no gangster left in the fight: { $what } fights on alone, with { $side ->
        [attacker] an attack
       *[defender] a defence
    } of { $total } fixed at the start (5.2.5); one more lost round loses the shootout.

choice-card-does = play { $card } — { $does }
# What a card adding to the rolls makes of the fight at its start (8.1, 5.2.5).
fight-card-change = : { $mine } against { $theirs } with it{ $sacrificed ->
        [0] {""}
       *[other] {" "}(without your gangster with the lowest bonus, sacrificed)
    }, and you win the fight { $with } (without it: { $without })
# Sneaking out the backdoor in a fight for the defender's business (8.1, 5.2.5): the business alone, and the chance of keeping it.
fight-card-backdoor = : your business then fights alone, its own defence { $mine } against { $theirs }, and you keep it { $with } (without the card: { $without }); hidden, your defenders count for no power point until they are placed again (1.2)
# "No card now" at a fight's start: the totals and the chance as things are (`$keep`: yes for the defender of a business).
choice-no-event-chance = : { $mine } against { $theirs }, and you { $keep ->
        [yes] keep your business
       *[no] win the fight
    } { $chance } (5.2.5)
# The cards played after a wound or a killing, naming the gangster who fell.
card-fabulous_first_aid-named = { $gangster }, just killed, goes to the hospital instead
card-still_standing-named = { $gangster }, just wounded, stays in the shootout
card-an_old_favor-short = take any one gangster from the auction row, for nothing
# An old favor's option names the gangsters in the auction row now: with one only, its question is never asked.
card-an_old_favor-option = { card-an_old_favor-short } ({ $count ->
        [0] the auction row is empty now
       *[other] in the auction row now: { $auction }
    })
card-backstabbing_son_of_a_gun-short = steal a random gangster from an opponent
card-break_and_enter-short = steal 2 cards at random from an opponent: event cards, or contracts he has not started yet (8.1)
card-burglary-short = roll a die and steal that many resources of your choice from an opponent
card-dynamite-short = sacrifice one of your gangsters in the fight: +4 to each of your rolls
card-election_day-short = freeze an opponent until the trade round, where he gets no income
card-fabulous_first_aid-short = your gangster just killed goes to the hospital instead
card-friends_on_the_inside-short = you control the police car until the next trade round
card-getaway-short = leave the shootout and drive up to 6 squares (not when defending a business)
card-he_had_an_accident-short = send an opponent's gangster from jail to the graveyard
card-massacre-short = every gangster beaten in this shootout goes to the graveyard
card-out_of_gas-short = an opponent's car cannot move in his next turn
card-shotguns-short = +1 to each of your rolls in this shootout
card-sneaking_out_the_backdoor-short = your defenders leave the fight and hide until the next placement
card-still_standing-short = your gangster just wounded stays in the shootout
card-streetwise-short = roll another die and drive again this turn
card-the_feds_are_in_town-short = the police get one more police action
# The police cards (8.1) say whom the police serve now (`$police`: a player, or none; `$mine`:
# the reader) and what is left of this game round's police action (`$left`).
card-the_feds_are_in_town-option = { card-the_feds_are_in_town-short }, { $police ->
        [none] for the next to bribe the police (nobody controls it now)
       *[other] { $mine ->
            [yes] yours: you control the police car now
           *[no] { $police }'s: { $police } controls the police car now
        }
    }
card-friends_on_the_inside-option = { $police ->
        [none] { card-friends_on_the_inside-short }, with this game round's police action
       *[other] { $mine ->
            [yes] you control the police car already: playing it now would do nothing
           *[no] { $left ->
                [0] you control the police car until the next trade round, but this game round's police action is spent: the car only drives
               *[other] you take the police car from { $police } until the next trade round, with the police action left
            }
        }
    }
card-the_pillow-short = send an opponent's gangster from the hospital to the graveyard
card-the_rat-short = the police take half of an opponent's resources, at random
# The rat when its script picks the only rival who would lose anything (8.1): $n is what he loses (his folder stays hidden, 3.2), $min the fewest resources that lose one.
card-the_rat-one = the police raid { $seat }'s warehouse, the only rival with { $min } resources or more (half, rounded down): he loses { $n } at random
card-the_severed_horsehead-short = cancel a police raid or bust on you, or Election Day
card-tommyguns-short = +2 to each of your rolls in this shootout

find-business-named = { $business } (a { $size } { $kind }): { $where }. Income { $income } a trade round, or { $monopoly } while its owner is the only player with an open { $kind } (a monopoly, 6.1); { $power ->
        [one] { $power } power point
       *[other] { $power } power points
    }, defence { $defense } against an attack.
find-business-at = on { $square }, { $seat }'s
find-business-at-free = on { $square }, nobody's
find-business-unplaced = { $seat }'s, not on the board yet: its owner picks a free starred lot for it before the first round (3.2)
find-business-bank = in the bank: a player may open it on a free lot of its size for { $cost } (5.2.3)

picture-legend-turf-marker = Turf marker, in its holder's colour
picture-legend-business-marker = Business, in its owner's colour (white: nobody's; dashed: closed)
picture-legend-tokens = Resource tokens lying on a place
picture-legend-names = { $table ->
        [page] Point at a square or a street to read its name; the look-up box finds it by name.
       *[other] Point at a square or a street to read its name.
    }
picture-legend-car = Car of { $seat }
picture-legend-police-car = Police car

# The questions a card's script asks (8.1, 8.2, 8.3): what is being chosen, and what it does.
prompt-card-an_old_favor = { card-an_old_favor }: which gangster of the auction row do you take? He is yours for nothing: no bid, and not the resources his card asks either.
prompt-card-backstabbing_son_of_a_gun = { card-backstabbing_son_of_a_gun }: whom do you rob of a gangster? One of his gangsters, at random, becomes yours.
choice-steal-from = { $seat } — { $count ->
        [one] 1 gangster
       *[other] { $count } gangsters
    } in their car, businesses or folder, where the card steals{ $known ->
        [0] , none of them known to you by name
       *[other] ; known to be theirs: { $names }
    }
steal-away = { $gangster } in { $place }
steal-not-offered = { $seat } is not offered: none of their gangsters is in a car, a business or their folder, where the card steals{ $away ->
        [0] {""}
       *[other] {" "}({ $names })
    }.
prompt-card-break_and_enter = { card-break_and_enter }: whom do you rob? You take 2 of his cards at random: event cards, or contracts he has not started.
prompt-card-dynamite = { card-dynamite }: which of your gangsters in this shootout do you sacrifice? He is killed, and you add +4 to each of your rolls.
prompt-card-election_day = { card-election_day }: which opponent do you freeze? He can do nothing for the rest of the action rounds and gets no income in the next trade round.
prompt-card-getaway = { card-getaway }: where does your car drive? Up to 6 street squares, out of the shootout.
prompt-card-he_had_an_accident = { card-he_had_an_accident }: which opponent's gangster in jail goes to the graveyard?
prompt-card-john_doe_neutralise = { card-john_doe }: which opposing gangster do you neutralise in this shootout? His bonuses and abilities do not count in it; he still shoots and can be hit.
prompt-card-out_of_gas = { card-out_of_gas }: whose car runs out of gas? It cannot move in his next turn.
prompt-card-stake = { card-red_hot_tip }: how much do you bet at the race track? On 4, 5 or 6 you win your stake again; on 1, 2 or 3 you lose it.
prompt-card-the_pillow = { card-the_pillow }: which opponent's gangster in the hospital goes to the graveyard?
prompt-card-the_rat = { card-the_rat }: whose warehouse do you betray? The police take half of his resources (rounded down), picked at random.
prompt-card-reporter_look = { card-the_reporter }: whose car or business do you look into? You see the gangsters lying face down there (once a game round).
prompt-card-thin_tim_escape = { card-thin_tim }: does your car escape this drive-by before a shot is fired? (once a game round)
# A resource Burglary may steal, with how many of that kind the victim has left (8.1).
# A rival at The rat's question (8.1): $who is his name and power points.
choice-rat-victim = { $who }: he would lose { $n } at random
choice-steal-resource = { $what } (he has { $n })
# Burglary's die asked more than the victim had left (8.1).
stole-ran-out = { $from } has no resources left: { $short ->
        [one] 1 more the die allowed goes
       *[other] { $short } more the die allowed go
    } unstolen.
# A destination's list of what stands there: one sentence, one's own business included
# (`$count`, how many things, for the Dutch verb's number).
choice-street-own-business = your business { $business }
choice-street-business = { $seat }'s business { $business }
list-and = { $first } and { $last }
list-or = { $first } or { $last }
# `board police`: the police car, who controls it and what it does, and the police department.
find-police-named = The police car (5.3, 5.4) stands on { $street }, { $controlled ->
        [yes] controlled by { $seat } until the next trade round
       *[no] controlled by nobody: nobody bribed the police
    }. Whoever bribes the police at the trade round (6.4) drives it after his own car, a die's roll + { $bonus } street squares, and takes { $actions ->
        [one] one police action
       *[other] { $actions } police actions
    } in the next { $rounds } action rounds where it stops: raid a business, bust a car, clear a turf marker or confiscate tokens (5.4). The { $station } with the jail stands by { $by }.
choice-street-garage = the { $square }
choice-street-hospital = the { $square }
choice-street-police = the { $square }

# A gangster card's words in plain ones (5.1, 5.2.5, 5.4, 4.1), under a lot's help and a card's,
# and found by `board <word>`; `.words` are how this language's cards write the term.
term-driveby = Driveby (5.2.5): a drive-by is an attack from your car on another player's car standing on the same street. A Driveby bonus counts only in such a fight, attacking or defending as the card says; the car that loses it goes to a garage until the end of the next trade round.
    .words = driveby, drive-by
term-business = Business attack, Business defence (5.2.5): a bonus that counts only in a fight at a business, attacking it or defending it; in any other fight the gangster gives the standard bonus of { $base }.
    .words = business attack, business defence
term-sequence = Once per game sequence: once in each game round, that is the { $rounds } action rounds and the trade round after them (4.1); again in the next game round.
    .words = game sequence
term-drive = Drive +N (5.1): with him in your car, your car may drive that many street squares further than the die says.
    .words = drive +
term-police = Police bust 100%, No police bust (5.4): when the police raid the business he is in or bust the car he rides in, they win without a roll if Tony Trouble is there, and lose without one if Clean Gene is; with both there, the dice decide as usual.
    .words = police bust
term-versus = +4 vs a gangster (5.2.5): he counts 4 more in a fight against that gangster.
    .words = +4 vs
term-minus = Defence -1 (5.2.5): a bonus below zero replaces the standard bonus of { $base } like any other: with Defence -1 he counts -1 instead of { $base } whenever he defends (his car or a business), so his side counts less with him than with a plain gangster.
    .words = defence -, attack -

# `mobrules cards`: where a resource card lies.
cards-resource-at = { $resource } at the { $place }
