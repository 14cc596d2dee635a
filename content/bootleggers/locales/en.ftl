# English texts for Bootleggers: card names and texts, the board's places, the content's words.
# Translated from the French rulebook (fr.ftl holds its own sentences).

## Muscle cards (the henchmen deck)

card-influence = Influence
    .text = Must be played at once: take one influence marker from your reserve into your family's back room. Influence markers may wait in the back room to be placed later.
    .short = one influence marker from your reserve into your back room, to place in a speakeasy
card-double_influence = Double influence
    .text = Must be played at once: take two influence markers from your reserve into your family's back room.
    .short = two influence markers from your reserve into your back room, to place in speakeasies
card-still_improvement = Still improvement
    .text = Must be played at once: take one die and put it on a free slot of your family still or of one of your offsite stills, or in your family's back room for later. It cannot start a new offsite still.
    .short = one more die for one of your stills (or your back room), so it makes more crates
card-double_still_improvement = Double still improvement or new offsite still
    .text = Must be played at once: either take two dice for free slots of your family still and/or your offsite stills (or your back room), or start a new offsite still with one die, marked with an influence marker from your reserve.
    .short = two more dice for your stills, or a new offsite still with one die
card-speakeasy_improvement = Speakeasy improvement
    .text = Must be played at once: take one speakeasy improvement marker and put it on an improvement slot of any speakeasy, or in your family's back room for later.
    .short = +{ $improvement } to each demand die of a speakeasy of your choice (an improvement marker), so it buys more crates

## Thug cards

card-a_little_vigorish = A Little Vigorish
    .text = Play on a still. Its owner must pay you $3G per production die, or that still produces nothing this turn.
    .short = a still's owner pays you ${ $per_die }G a production die, or it makes nothing this turn
card-big_city_boys = Big City Boys
    .text = Play on an authority card. Add 5.5 to that card's value this turn.
    .short = an authority card of your choice is worth 5.5 more this turn: the half means it ties with no card
card-big_payoff = Big Payoff
    .text = Play on an open speakeasy. Pay $5G to the bank to take control of influence in that speakeasy this turn. You collect its profit. Cannot be played on O'Malley's.
    .short = pay ${ $price }G to control an open speakeasy's influence, and take its profit this turn
card-call_in_a_big_favor = Call in a Big Favor
    .text = Use a large truck for free this turn. The truck comes from the truck supply, not from another bootlegger.
    .short = a large truck from the supply, free this turn
card-call_in_a_little_favor = Call in a Little Favor
    .text = Use a medium truck for free this turn. The truck comes from the truck supply, not from another bootlegger.
    .short = a medium truck from the supply, free this turn
card-city_politics = City Politics
    .text = Buy 1 or 2 influence markers at $4G each.
    .short = buy { $least } or { $most } influence markers at ${ $price }G each
card-copper_in_the_house = Copper in the House
    .text = Play on an open speakeasy. No influence, no profit, unlimited demand, wholesale price $1G a crate this turn. The speakeasy is just like O'Malley's for one turn. Cannot be played on O'Malley's.
    .short = an open speakeasy is like O'Malley's this turn (no influence, no profit, every crate at ${ $wholesale }G)
card-double_cross = Double Cross
    .text = Play on a speakeasy. Either destroy one influence marker of another bootlegger there, or add one influence marker there (a "free" one from your reserve, not one from your back room).
    .short = at a speakeasy, destroy another bootlegger's influence marker, or add one from your reserve
card-friendly_union_boss = Friendly Union Boss
    .text = Place face up in front of you. You pay no driver wages while this card is face up in front of you. Do not discard it unless the thug card "Investigation" is played on it.
    .short = you pay no drivers' wages from now to the game's end, unless an Investigation cancels it
card-g_men_bust_a_shipment = G-Men—Bust a Shipment
    .text = Play during phase 4 "Ship the whiskey" on a truck. The truck's load is seized (it never reaches the speakeasy). The empty truck goes back to its owner.
    .short = in phase 4, a truck's load is seized and the empty truck goes home
card-g_men_bust_a_speakeasy = G-Men—Bust a Speakeasy
    .text = Play on an open speakeasy. It is closed this turn. May be played on O'Malley's.
    .short = an open speakeasy is closed this turn
card-g_men_investigation = G-Men—Investigation
    .text = Play on a thug card just played (or on a "Friendly Union Boss" face up in front of a bootlegger). That card is cancelled.
    .short = cancels a thug card just played (or a face-up Friendly Union Boss)
card-hey_free_truck = Hey, Free Truck
    .text = Play on an empty truck. Steal that truck. Play this card only during phase 4 "Ship the whiskey", after every bootlegger has loaded all their crates onto trucks. It cannot be played during the negotiations over truck sales and rentals and crate sales.
    .short = in phase 4, once every crate is loaded, steal an empty truck
card-hijack = Hijack
    .text = Play on a loaded truck during phase 4 "Ship the whiskey". Take the crates of that truck and load them onto one of your empty trucks. Ship them as if you had made them. You must have an empty truck available.
    .short = in phase 4, a loaded truck's crates go onto one of your empty trucks
card-hit = Hit
    .text = Play on a speakeasy. Destroy one influence marker of your choice there.
    .short = destroy { $destroy ->
        [one] one influence marker
       *[other] { $destroy } influence markers
    } of your choice at a speakeasy
card-mob_war = Mob War
    .text = Play on a speakeasy. Destroy two influence markers of your choice there.
    .short = destroy { $destroy ->
        [one] one influence marker
       *[other] { $destroy } influence markers
    } of your choice at a speakeasy
card-moll = Moll
    .text = She's pretty... pretty distracting! Choose another bootlegger and roll a die. Your moll spends that much of that bootlegger's money (1 = $1G, and so on). The money spent goes to the bank, not to you.
    .short = roll a die, and another bootlegger of your choice pays the bank ${ $per_pip }G a pip
card-move_over_pigeon = Move Over, Pigeon
    .text = Play on a truck lined up at a speakeasy. You "borrow" that truck and steal its load. Give the empty truck back to its owner after the sale. The truck does not move and unloads by its owner's priority, not yours.
    .short = steal the load of a truck lined up at a speakeasy; its owner gets the empty truck back
card-muscling_in = Muscling In
    .text = Play on an offsite still. Steal one die from that still and put it on one of your stills (or in your family's back room). The offsite still is not destroyed, even if you steal its last die.
    .short = steal { $dice ->
        [one] a die
       *[other] { $dice } dice
    } from an offsite still for one of your stills
card-opportunity_knocks = Opportunity Knocks
    .text = Move one improvement marker from one speakeasy to another. The speakeasy it moves to must be open.
    .short = move an improvement marker from one speakeasy to another that is open
card-packing_heat = Packing Heat
    .text = Play on an open speakeasy. Everyone else still sells there at its usual price, and you get $1G for each crate they sell there, for one turn. Take it or leave it! Cannot be played on O'Malley's.
    .short = others selling at an open speakeasy this turn get their usual price and pay you ${ $wholesale }G a crate
card-recruiting = Recruiting
    .text = Roll a die. That many influence markers become available. You get the first, then each bootlegger takes one in descending authority order (you included) up to the number rolled. So if you have the most authority, you get the first two, got it?
    .short = roll a die, and that many influence markers are shared out, you first, then by authority
card-safe_house = Safe House
    .text = Take up to three of your influence markers from the speakeasies. Put them in your family's back room. May be used to move influence markers between speakeasies. You cannot put these markers back on speakeasies before the next turn.
    .short = take up to { $markers } influence markers off speakeasies, to your back room (till next turn) or another speakeasy
card-state_politics = State Politics
    .text = Buy 1, 2 or 3 influence markers at $5G each.
    .short = buy { $least } to { $most } influence markers at ${ $price }G each
card-thirsty = Thirsty
    .text = Play on an open speakeasy. Demand at that speakeasy is increased by one die this turn. Cannot be played on O'Malley's.
    .short = an open speakeasy's demand rises by { $dice ->
        [one] one die
       *[other] { $dice } dice
    } this turn
card-turf_war = Turf War
    .text = Play on a still. Destroy an offsite still entirely (its improvement dice included) or one die of a family still. You cannot destroy the last die of a family still.
    .short = destroy an offsite still, or one die of a family still (never its last)
card-warehouse = Warehouse
    .text = Temporary storage. You may keep unshipped crates until the next turn (for one turn only). You cannot use this card to keep crates that were shipped but not sold.
    .short = keep your unshipped crates until next turn
card-windfall = Windfall
    .text = Draw 1 henchman card (the deck the offers come from) face down. The card drawn with Windfall may be played when drawn or during the authority phase of a later turn. The card drawn is played by its usual rules.
    .short = { $cards ->
        [one] one more card from the henchman deck, face down: an influence card, an improvement or a thug card
       *[other] { $cards } more cards from the henchman deck, face down: influence cards, improvements or thug cards
    }
card-word_of_mouth = Word of Mouth
    .text = Play on an open speakeasy. The profit at that speakeasy goes up by $1G a crate this turn. Cannot be played on O'Malley's.
    .short = an open speakeasy's profit rises by ${ $margin }G a crate this turn
card-you_dirty_rat = You Dirty Rat
    .text = Play on a speakeasy. Replace one influence marker of another bootlegger with one of yours (a "free" one from your reserve, not one from your back room). The marker removed does not go back to its owner's back room.
    .short = at a speakeasy, replace another bootlegger's influence marker with one from your reserve

## Truck cards

card-small_truck = Small truck
    .text = Capacity 4 crates. Price $1G. Driver's wage $1G.
card-medium_truck = Medium truck
    .text = Capacity 6 crates. Price $1G. Driver's wage $1G.
card-large_truck = Large truck
    .text = Capacity 9 crates. Price $3G. Driver's wage $2G.

## Authority cards

card-authority = Authority { $number }
    .text = Costs ${ $cost }G to play. Sets the order of play and breaks ties for the whole turn.

band-red = red
band-green = green
band-yellow = yellow
band-blue = blue

## The board

speakeasy-omalleys = O'Malley's Dry Goods
speakeasy-texas_lils = Texas Lil's Diner
speakeasy-mothers = Mother's Groceries
speakeasy-barleycorns = Barleycorn's Feed & Grain
speakeasy-real_mccoy = The Real McCoy Antiques
speakeasy-volstead = Volstead Imports

dock-majority = majority dock
dock-minority = minority dock
dock-public = public dock

truck-small = small truck
truck-medium = medium truck
truck-large = large truck

still-family = family still
still-offsite = offsite still
back-room = the back room
cop = the cop

## Narration

money = ${ $n }G
truck-n = truck { $n }
still-offsite-n = offsite still { $n }
setup = { $n } bootleggers sit down, each with a family still of { $dice ->
    [one] one die
   *[other] { $dice } dice
}, a { $truck }, { $influence ->
    [0] no influence marker
    [one] one influence marker
   *[other] { $influence } influence markers
} in the back room and { $money }.
turn-began = Turn { $turn } begins{ $stage ->
        [last] , the game's last: the game ends after its sales (phase 5), and the richest bootlegger wins.
        [on] . The game ends after this turn's sales if a bootlegger then has { $end_money } or more; otherwise it goes on, to the sales of turn { $turns } at the latest ({ $left } turns, this one included).
       *[early] .
    }
truck-offered = On the truck space: { $card }.
muscle-offered = On the offer spaces: { $cards }.
muscle-reshuffled = The henchman deck ran out: its discards are shuffled into a new deck.
authority-chosen = { $seat } lays authority card { $card } face down.
authority-chosen-hidden = { $seat } lays an authority card face down.
authority-revealed = Authority cards face up: { $cards }.
paid = { $seat } pays { $wages } in wages and { $cost } for the authority card{ $short ->
    [1] , but has only { $paid }: they pay all they have ({ $paid }), and the other { $rest } is let go: they play on with no penalty and no debt
   *[0] {""}
}.
took-truck = { $seat } takes the { $card } card and buys { $truck } for { $price }; one of their influence markers from the reserve goes beside it to show it is theirs (phase 1, 5b).
took-truck-discarded = { $seat } takes the { $card } card but cannot pay for it: the card is discarded.
took-muscle = { $seat } takes { $card }.
recruited = { $seat } puts { $n ->
    [one] one influence marker
   *[other] { $n } influence markers
} in the back room.
die-placed = { $seat } puts a die on their { $still }.
die-kept = { $seat } keeps a die in the back room.
offsite-started = { $seat } starts { $still } with { $n ->
    [one] one die
   *[other] { $n } dice
}.
improvement-placed = { $seat } puts an improvement marker on { $speakeasy }.
improvement-kept = { $seat } keeps an improvement marker in the back room.
kept = { $seat } keeps { $card } in hand.
kept-hidden = { $seat } keeps a card in hand.
kept-waits = You keep { $card } in hand without being asked to play it: it cannot be played now, { $why ->
        [moment] as this is not its moment
        [target] as there is nothing on the table it may be played on
        [money] as its price is more than you hold
        [truck] as no truck of its size is left in the supply
       *[other] as its card's condition is not met
    }. The card: “{ $text }” You will be asked once it can be played (Using thug cards; French rulebook: UTILISATION DES CARTES VOYOU).
offers-discarded = { $n ->
    [one] The card left on the offer spaces, { $cards }, is discarded.
   *[other] The { $n } cards left on the offer spaces are discarded: { $cards }.
}
influence-placed = { $seat } places { $n ->
    [one] an influence marker
   *[other] { $n } influence markers
} on { $speakeasy }{ $opens ->
    [1] , which opens its doors
   *[0] {""}
}.{ $lost ->
    [1] {" "}{ $loser_you ->
        [1] You lose
       *[0] { $loser } loses
    } control of it: { $kept ->
        [one] one marker
       *[other] { $kept } markers
    } against { $others } for all the others together, so { $taken ->
        [1] { $seat } takes control there, and its profit{ $tie }
       *[0] nobody controls it now or takes its profit
    }.
   *[0] {""}
}
# Control taken on a tie of markers, after what took it: the higher authority card (Contrôle de l'influence).
control-tie = {" "}(a tie; { $you ->
        [1] you hold
       *[0] { $seat } holds
    } the higher authority card, { $high } against { $low })
opened = { $speakeasy } opens its doors.
closed = { $speakeasy } closes.
produced = { $seat } rolls { $dice } and makes { $n ->
    [one] one crate
   *[other] { $n } crates
}.
produced-busted = { $seat } rolls { $dice }: the cop shuts the family still down, { $n ->
    [one] one crate
   *[other] { $n } crates
} made.
vigorish-paid = { $seat } pays { $paid } of vigorish to { $to }.
vigorish-refused = { $seat } does not pay { $to }'s vigorish: that still makes nothing.
vigorish-unpaid = { $seat } cannot pay { $to }'s vigorish of { $due }: that still makes nothing this turn.
vigorish-unpaid-had = { $seat } cannot pay { $to }'s vigorish of { $due }, holding only { $had }: that still makes nothing this turn.
rolled-on = { $dice } on the { $still }
rolled-nothing-on = nothing on the { $still } (no die left)
# Where the cop goes after production, and why: the most crates this turn; on a tie, the lower authority card (phase 3, 3).
cop-moved = The cop now watches { $seat }'s family still: it made the most crates this turn, { $n }{ $tied ->
        [0] {""}
       *[other] , as many as { $others }; on a tie the cop watches the lower authority card, { $low } against { $high }
    }.
deal-crates = { $from } sells { $n ->
    [one] one crate
   *[other] { $n } crates
} to { $to }
deal-crates-some = { $from } sells crates to { $to }
deal-rent = { $from } rents { $truck } to { $to }
deal-sell-truck = { $from } sells { $truck } to { $to }
offered = { $by } offers: { $deal } for { $price }.
accepted = Done, as { $proposer } offered: { $deal } for { $price }.
offered-cards = { $by } offers: { $deal } for { $price } and { $cards }.
accepted-cards = Done, as { $proposer } offered: { $deal } for { $price } and { $cards }.
# A refused deal in full; why where the engine knows it, told to its two parties (money is hidden from the others).
refused = { $why ->
    [said] { $by } says no to { $proposer }'s offer ({ $deal } for { $price }).
    [short] { $proposer }'s offer ({ $deal } for { $price }) is refused without asking { $by }, since { $buyer } holds less than { $price }: an offer above what the payer holds is refused (phase 4, 1).
   *[other] { $by } does not take { $proposer }'s offer ({ $deal } for { $price }).
}
refused-cards = { $why ->
    [said] { $by } says no to { $proposer }'s offer ({ $deal } for { $price } and { $cards }).
    [short] { $proposer }'s offer ({ $deal } for { $price } and { $cards }) is refused without asking { $by }, since { $buyer } holds less than { $price }: an offer above what the payer holds is refused (phase 4, 1).
   *[other] { $by } does not take { $proposer }'s offer ({ $deal } for { $price } and { $cards }).
}
no-more-offers = { $seat } takes no more offers this turn: nobody offers { $seat } a deal again until the next negotiation.
loaded = { $seat } loads { $n ->
    [one] one crate
   *[other] { $n } crates
} on { $truck }.
crates-lost = { $seat } loses { $n ->
    [one] one crate
   *[other] { $n } crates
} left off the trucks.
warehoused = { $seat } keeps { $n ->
    [one] one crate
   *[other] { $n } crates
} in the warehouse until next turn.
nowhere-to-go = { $seat } loses { $n ->
    [one] the crate
   *[other] the { $n } crates
} on { $truck }: no speakeasy was open for it to go to.
dispatched = { $seat } sends { $truck } to { $speakeasy }{ $only ->
        [1] {" "}(the only open speakeasy, so without a question)
       *[0] {""}
    }, { $dock }.
lined-up-again = { $seat }'s { $truck } lines up again at { $speakeasy }, { $dock }.
demand = { $speakeasy } rolls { $dice }{ $plus ->
    [0] {""}
   *[other] , +{ $plus } a die for its improvements
}: it buys up to { $n ->
    [one] one crate
   *[other] { $n } crates
}.
demand-unlimited = { $speakeasy } buys every crate brought.
public-dock-allowed = { $seat } lets the public dock at { $speakeasy } sell.
public-dock-forbidden = { $seat } keeps the public dock at { $speakeasy } from selling.
sold = { $seat } sells { $n ->
    [one] one crate
   *[other] { $n } crates
} from { $truck } at { $speakeasy } for { $paid }.
unsold = { $n ->
    [one] One crate on { $truck } goes
   *[other] { $n } crates on { $truck } go
} unsold at { $speakeasy } and { $n ->
    [one] is
   *[other] are
} lost.
margin = { $seat } controls { $speakeasy } and takes { $paid } of profit on { $n ->
    [one] one crate
   *[other] { $n } crates
}.
no-margin = Nobody controls { $speakeasy }, so nobody takes its profit (control needs as many markers there as all the others together).
no-margin-majority = Nobody controls { $speakeasy }, so nobody takes its profit: { $seat } has the most markers there, so their trucks sell first, but control needs as many markers as all the others together.
no-margin-raided = { card-copper_in_the_house }: { $speakeasy } is like O'Malley's this turn, so nobody takes its profit, whatever the markers there.
no-margin-raided-control = { card-copper_in_the_house }: { $speakeasy } is like O'Malley's this turn, so nobody takes its profit ({ $seat } { $payoff ->
        [1] controls it by { card-big_payoff }
       *[0] controls it by the markers
    }, and would have taken it).
packing-heat = { $from } pays { $paid } to { $to } (Packing Heat).
truck-returned = { $by } gives { $truck } back to its owner, { $owner }.
truck-returned-supply = { $by } gives { $truck } back to the truck supply.
scores = Scores announced: { $list }. The richest has { $top }, { $short } short of the { $end_money } that ends the game. Money is told only at these announcements; the rest of the time each bootlegger keeps their own secret.
# The recruiting turns, the last after "and" ("4 and 8").
turn-list = { $first } and { $last }
poorest = { $seat } has the least money and recruits { $bonus ->
    [0] no marker more
    [one] one more marker
   *[other] { $bonus } more markers
} (at the end of { $count ->
    [one] turn
   *[other] turns
} { $turns }, the poorest bootlegger gets { $bonus ->
    [0] no more markers
    [one] one marker more
   *[other] { $bonus } markers more
} than the others; of two or more with as little, the one with the lowest authority card this turn counts as poorest).
game-ended = After turn { $turn }, { $seat } is the richest bootlegger with { $money } and wins.
thug-played = { $seat } plays { $card }.
cancelled = { $by } cancels { $seat }'s { $card }.
cancelled-spared = { $count ->
    [one] The loaded truck it could have hit keeps its crates: { $trucks }.
   *[other] The loaded trucks it could have hit keep their crates: { $trucks }.
}
cancelled-truck = { $seat }'s { $truck } ({ $load ->
    [one] one crate
   *[other] { $load } crates
})
did-destroyed = { $card }: a marker of { $owner } is taken off { $speakeasy } and goes back to { $owner }'s reserve, not to the back room.
did-added = { $card }: { $seat } adds a marker at { $speakeasy }.
did-replaced = { $card }: { $seat } replaces a marker of { $owner } at { $speakeasy } with one from their reserve; the marker taken off goes back to { $owner }'s reserve, not to the back room.
did-paid = { $n ->
    [0] { $card }: { $seat } has no money, so there is nothing to pay.
   *[other] { $seat } pays { $amount } to the bank ({ $card }).
}
did-die-destroyed = { $card }: a die of { $owner }'s family still is destroyed.
did-authority = { $card }: { $bonus } is added to { $seat }'s authority this turn (the half point is a tie-breaker: authority cards are whole numbers, so none ties with it).
authority-tenths = { $whole }.{ $tenth }
did-control = { $card }: { $seat } takes control of { $speakeasy } this turn.
# Control of a speakeasy a thug card ended (Contrôle de l'influence): how (`why`: fewer markers
# than all the others together, a tie another's higher authority now wins, or the card itself
# this turn: Big Payoff, Copper in the House), and who has it now.
did-control-lost = { $loser_you ->
        [1] You lose
       *[0] { $loser } loses
    } control of { $speakeasy } to { $card }{ $why ->
        [markers] : { $kept ->
            [0] no marker
            [one] one marker
           *[other] { $kept } markers
        } against { $others } for all the others together, so { $taken ->
            [1] { $to } takes control there, and its profit
           *[0] nobody controls it now or takes its profit
        }
        [authority] : { $kept ->
            [one] one marker
           *[other] { $kept } markers
        } against { $others } for all the others together is a tie, which { $to }'s higher authority now wins, so { $to } takes control there, and its profit
       *[card] {" "}this turn: { $taken ->
            [1] { $to } takes it, and its profit
           *[0] nobody controls it this turn or takes its profit
        }
    }.
did-speakeasy = { $card }: { $speakeasy } { $change ->
    [closed] is closed this turn
    [police_chief] is like O'Malley's this turn: no influence, no profit, every crate bought at { $amount }
    [thirsty] rolls { $n ->
        [one] one more demand die
       *[other] { $n } more demand dice
    } this turn
    [word_of_mouth] pays { $amount } more profit a crate this turn
   *[packing_heat] still buys every other seller's crates at its price, { $price } a crate, and each of them pays { $seat } { $amount } a crate sold there this turn{ $only ->
        [1] {" "}(the only open speakeasy it could be played on, so it was picked without asking)
       *[0] {""}
    }
}.
did-vigorish = { $card }: { $owner } must pay { $seat } for the dice of the { $still } or it makes nothing this turn.
did-die-taken = { $card }: a die is taken from { $owner }'s { $still } and goes to { $back ->
        [1] { $seat }'s back room
       *[0] { $seat }'s { $to }
    }.
did-offsite-destroyed = { $card }: { $owner }'s { $still } is destroyed.
did-improvement-moved = { $card }: an improvement marker moves from { $from } to { $to }.
did-truck = { $card }: { $truck }{ $named ->
    [1] {" "}of { $owner }
   *[0] {""}
} { $change ->
    [lent] is lent to { $seat } for the turn
    [seized] loses its load to the G-Men
    [hijacked] is emptied onto { $seat }'s truck
    [stolen] now belongs to { $seat }, no longer to { $owner }
   *[taken] will sell its load for { $seat }, not for { $owner }
}.
did-recruited = { $card }: new markers for { $list }.
did-safe-house = { $card }: { $seat } takes a marker from { $from } to { $to }.
did-warehouse = { $card }: { $seat } may keep unloaded crates until next turn.
did-nothing = { $card }: there is nothing it can act on, so it does nothing and is discarded.
did-declined = { $card }: { $seat } chooses nothing for it to act on, so it does nothing and is discarded.
did-face-up = { $seat } lays { $card } face up.
# Friendly Union Boss laid face up: how long it spares its player the wages.
did-face-up-wages = { $seat } lays { $card } face up: { $seat } pays no drivers' wages for as long as it lies there, which is until the game ends, unless { card-g_men_investigation } is played on it.
did-rolled = { $card }: { $seat } rolls { $face }{ $id ->
    [recruiting] { $face ->
        [one] , so one new marker is dealt, to { $seat }.
       *[other] , so { $face } new markers are dealt: the first to { $seat }, then one each in descending authority, round again until they are all given.
    }
    [moll] , so the moll spends { $amount } of the chosen bootlegger's money (as many $G as the die shows), paid to the bank, not to { $seat }.
   *[other] .
}
drew = { $seat } draws { $card } face down.
drew-hidden = { $seat } draws a card face down.

## The screen

play-turn = Turn { $turn } of { $turns }.
play-end = { $stage ->
        [last] This is the game's last turn: the game ends after its sales (phase 5), and the richest bootlegger wins.
       *[on] The game ends after this turn's sales if a bootlegger then has { $end_money } or more; otherwise after the sales of turn { $turns } at the latest.
    }
play-scores = Scores announced at the end of turn { $turn }: { $list }{ $next ->
        [0] ; money stays secret from then to the end.
       *[other] ; money stays secret until the next announcement, at the end of turn { $next }.
    }
play-cop = The cop watches { $seat }'s family still: a { $face } on any of its dice and it makes nothing that turn (offsite stills are safe); after each production he moves to the family still that made most.
play-cop-nobody = The cop watches nobody yet: after turn { $turn }'s production he goes to the family still that made most; then a { $face } on any of its dice stops it that turn.
play-markers-of = { $seat } has { $n }
play-nobody = nobody
play-none = none
play-authority = authority card { $n }, played this turn
play-authority-bonus = authority { $total } this turn (card { $n } + { $bonus })
play-authority-hidden = an authority card played face down
play-authority-none = no authority card yet
play-authority-hand-none = none
# The hand counted while its cards are the question's options (phase 1, the card to play).
play-authority-hand-count = { $n ->
        [one] one card
       *[other] { $n } cards
    }, offered in the question below
play-truck = { $truck } ({ $size }, { $load }/{ $capacity } crates)
play-offsite = { $still } with { $n ->
    [0] no die left (a card took it): it makes nothing until a die is put on it
    [one] one die
   *[other] { $n } dice
}
play-speakeasy = { $speakeasy }: { $circles ->
    [0] { $open ->
        [1] always open
       *[0] closed this turn by the G-Men
    }, takes no influence markers
   *[other] { $busted ->
        [1] closed this turn by the G-Men
       *[0] { $open ->
            [1] open
           *[0] closed
        }
    }, influence markers: { $markers } (it opens at { $shaded } markers and holds { $circles } at most)
}{ $slots ->
    [0] {""}
   *[other] , { $improvements ->
        [0] no improvement
        [one] one improvement
       *[other] { $improvements } improvements
    }
}{ $raided ->
        [1] ; this turn { card-copper_in_the_house } makes it like O'Malley's: it buys every crate at { $price }, and nobody takes a profit there
       *[0] {""}
    }{ $payoff ->
        [0] {""}
       *[other] ; { payoff-control }
    }
play-family = { $seat } ({ $authority }): family still with { $family ->
    [one] one die
   *[other] { $family } dice
}{ $offsites ->
    [0] {""}
   *[other] ; offsite stills: { $offsite }
}; trucks: { $trucks }; back room: { $influence ->
    [one] one marker
   *[other] { $influence } markers
}, { $crates ->
    [one] one crate
   *[other] { $crates } crates
}{ $dice ->
    [0] {""}
    [one] , one die
   *[other] , { $dice } dice
}{ $improvements ->
    [0] {""}
    [one] , one improvement
   *[other] , { $improvements } improvements
}; { $reserve } markers in reserve{ $you ->
    [yes] { $marking ->
        [0] {""}
        [one] {" "}(not counting the one on your truck or offsite still, which it marks)
       *[other] {" "}(not counting the { $marking } on your trucks and offsite stills, which they mark)
    }
   *[no] { $marking ->
        [0] {""}
        [one] {" "}(and one marking a truck or offsite still)
       *[other] {" "}(and { $marking } marking trucks and offsite stills)
    }
}; { $cards ->
    [one] one card
   *[other] { $cards } cards
} in hand{ $union ->
    [1] ; { card-friendly_union_boss } face up before them: no drivers' wages until the game ends, unless { card-g_men_investigation } is played on it
   *[0] {""}
}
play-you = You have { $money }; your drivers' wages: { $wages } a turn (phase 1, 5a){ $union ->
        [1] {" "}({ card-friendly_union_boss } lies face up before you: you pay none until the game ends, unless { card-g_men_investigation } is played on it)
       *[0] {""}
    }; your authority cards in hand, still to play: { $authority }
picture-open = open
picture-closed = closed
picture-improvements = { $n ->
    [one] one improvement
   *[other] { $n } improvements
}
picture-family = Family still with { $family ->
    [one] one die
   *[other] { $family } dice
}{ $offsite }
picture-back-room = Back room: { $influence ->
    [one] one marker
   *[other] { $influence } markers
}, { $crates ->
    [one] one crate
   *[other] { $crates } crates
} · { $reserve } markers in reserve
# The offers on the main board in the status (phase 1, 1-2), the truck card worded as on the board.
play-offer = On offer (phase 1, 5b): { $truck_offered ->
        [0] no truck card
       *[1] a truck card, { $truck }
    }; { $n ->
        [0] no henchman card: new ones are laid out at the start of the next turn
        [one] one henchman card: { $cards }
       *[other] { $n } henchman cards: { $cards }
    }.
play-hand = Your thug cards: { $cards } — { $table ->
        [page] the button “{ serve-command-thug }” plays one at its moment (“{ serve-rules }” says when).
       *[terminal] thug plays one at its moment (help rules says when).
    }
prompt-authority = Which authority card do you play this turn (face down)?{ $n ->
    [0] {""}
   *[other] {" "}Once all are face up, the highest card picks first among the offers on sale: { $offers }.{ $truck ->
        [1] {" "}Only the truck is paid for, at the price beside it; the other offers cost nothing.
       *[0] {" "}None of them costs anything.
    }
} The card you play costs what is beside it below. Each bootlegger holds authority cards of their own, all different numbers; those your rivals still hold stay hidden until played.
prompt-offer = Which offer do you take? Only a truck is paid for (its price is on its card); the other offers cost nothing.
prompt-die = Where does the still improvement die go?
prompt-double_improvement = Two dice, or a new offsite still?
# The cop not come yet, said after a still improvement question (phase 3, 3).
prompt-cop-coming = { $cop ->
        [this] This turn's production decides where the cop goes: after it, he watches the family still that made most, and from next turn a { $face } on any of its dice stops it. He never watches an offsite still.
        [later] The cop comes after turn { $moves }'s production, to the family still that made most; he never watches an offsite still.
       *[watching] {""}
    }
prompt-improvement = Where does the speakeasy improvement marker go? Each improvement adds { $per_die } to every demand die rolled there (phase 5), so that speakeasy buys more crates.
prompt-thug_taken = Play this thug card now, or keep it? { thug-later }
prompt-thug_taken-named = You took { $card }. Play it now, or keep it? { thug-later }
thug-request-no-card = You hold no thug card now: you will be asked once you hold one (taken from the offer spaces, phase 1) and the rules allow it to be played.
prompt-thug-loading = Before your crates go on { $truck }: play a thug card you kept? “Nothing more” loads them as you said.
prompt-thug-sale = The trucks are at the docks and the sales come next: play a thug card you kept? This is the moment for { $cards }: a card that acts on a speakeasy's sale is played before its demand dice are rolled (phase 5), or it does nothing this turn. “Nothing more”: the sales go on without it.
prompt-thug-asked-for = Play a thug card now? You are asked because you asked to play one at an earlier question; once you answer, with a card or “nothing more”, that request is done.
thug-request-loading = thug: say how many crates go on { $truck }, and before they are loaded you will be offered { $cards }: a thug card may be played at any moment, the loading too (Using thug cards; French rulebook: UTILISATION DES CARTES VOYOU).
thug-request-after-loading = thug: { $count ->
        [one] { $cards } is
       *[other] { $cards } are
    } played only once every crate is on the trucks, or later, as the card says (Using thug cards; French rulebook: UTILISATION DES CARTES VOYOU): you will be asked after the loading.
# `thug` typed while cards in hand cannot be played: each card, why not now, and when it may be
# (Using thug cards: its moment and what it is played on are printed on it).
thug-request-waiting = thug: { $waiting }{ $count ->
        [0] {""}
        [one] {" "}{ $ready } may be played at the next moment the rules allow: you will be asked then.
       *[other] {" "}{ $ready } may be played at the next moment the rules allow: you will be asked then.
    }
thug-waits = { $card } cannot be played now: { $why ->
        [shipping] it is played only in phase 4{ thug-waits-when }
        [after_loading] it is played only once every crate is on the trucks, in phase 4{ thug-waits-when }
        [lined_up] it is played only on a truck lined up at a speakeasy, from when the trucks go to the docks (phase 4) until each speakeasy buys (phase 5){ thug-waits-when }
        [authority] drawn with Windfall and kept, it is played in the authority phase of a later turn{ thug-waits-when }
        [thug_played] it is played only in answer to a thug card another bootlegger has just played, or on a Friendly Union Boss lying face up: you will be asked when one is played
        [money] it costs { $price } and you have { $money }: you will be asked once you have enough
        [truck] it lends a { $size } from the supply, and none is left there: you will be asked once one is back
        [open_speakeasy] it is played on an open speakeasy{ $except ->
            [none] {""}
           *[other] {" "}other than { $except }
        }, and there is none: you will be asked once one opens, as a speakeasy does in phase 2 once it holds as many influence markers as its shaded circles
        [speakeasy] it is played on a speakeasy's influence markers, and no speakeasy has any: you will be asked once one has
        [improvement] it moves an improvement marker from one speakeasy to another, and no speakeasy has one: you will be asked once one is placed
        [offsite_still] it is played on another bootlegger's offsite still with a die on it, and there is none: you will be asked once there is
        [loaded_truck] it is played on a loaded truck, and none is loaded: you will be asked once one is, in phase 4
        [empty_truck] it is played on another bootlegger's empty truck, and there is none: you will be asked once there is
        [lined_up_truck] it is played on a truck lined up at a speakeasy, and none is: you will be asked once one is
       *[other] its card's condition is not met: you will be asked once it is
    } (Using thug cards; French rulebook: UTILISATION DES CARTES VOYOU).
thug-waits-when = { $turn ->
        [this] , later this turn: you will be asked then
        [next] , which comes again next turn: you will be asked then
       *[last] , and this is the game's last turn: it can no longer be played
    }
thug-later = Kept, it is played later, at any moment while the authority cards lie face up, { $last ->
        [yes] this turn
       *[no] this turn or a later one
    }, at its own card's moment (Using thug cards; French rulebook: UTILISATION DES CARTES VOYOU): { $last ->
        [yes] this is the game's last turn, so a card kept past it is never played: you are asked again only when it may be played where it could not before;
       *[no] you are asked again next turn, or when it may be played where it could not before;
    } { $table ->
        [page] the button “{ serve-command-thug }” asks sooner.
       *[terminal] the command thug asks sooner.
    }
prompt-influence = Place an influence marker from your back room? You have { $left ->
    [one] one marker
   *[other] { $left } markers
} there. You are asked again after each one: a speakeasy that fills up leaves the list and the numbers below it move up, so read the names.
prompt-die_from_back_room = Put a die from your back room on a still?
prompt-improvement_from_back_room = Put an improvement marker from your back room on a speakeasy? Each improvement adds { $per_die } to every demand die rolled there (phase 5), so that speakeasy buys more crates.
prompt-vigorish = Pay the vigorish on this still, or let it make nothing?
prompt-vigorish-due = { $seat } plays { $card } on your { $still }: pay { $seat } { $due } ({ $per_die } a die, { $dice ->
        [one] one die
       *[other] { $dice } dice
    }), or let that still make nothing this turn?
prompt-deal = Offer a deal?
# The deal question, with the crates waiting and the room on the trucks.
prompt-deal-room = Offer a deal? You have { $crates ->
        [0] no crate
        [one] one crate
       *[other] { $crates } crates
    } in your back room and room for { $room } on your trucks at home; crates left off the trucks when this phase ends are lost.
# The browser table's button that asks for the deal question (the terminal's `deal`).
serve-command-deal = Offer a deal
prompt-deal_crates = How many crates?
prompt-deal_price = For how much?
prompt-deal_crates-for = { $deal }: how many crates?
prompt-deal_price-for = { $deal }: for how much? { $you ->
    [1] You pay it, and you have { $money }: offer at most { $money }, since an offer above what you hold is refused.
   *[0] { $payer } pays it; what they hold is hidden from you, and an offer above it is refused.
}
# A price above what the person holds, typed or put in the box: refused at the table.
prompt-deal_price-most = You have { $money }: you cannot offer more, since an offer above what the payer holds is refused (phase 4, 1). Offer at most { $money }.
prompt-deal_cards = Add a thug card to the price?
prompt-deal_cards-for = { $deal }, for { $price }: add a thug card to the price?
prompt-deal_answer = Do you take this deal?
prompt-deal_answer-offer = Do you take this deal: { $deal } for { $price }?
prompt-deal_answer-offer-cards = Do you take this deal: { $deal } for { $price } and { $cards }?
prompt-deal_answer-you = { $kind ->
        [rent-out] { $other } offers you { $price } to drive your { $truck } ({ $size }, { $capacity } crates) this turn; it comes back to you after the sales.
        [rent-in] { $other } offers to let you drive their { $truck } ({ $size }, { $capacity } crates) this turn, for { $price } paid by you; it goes back to them after the sales.
        [sell-truck] { $other } offers you { $price } for your { $truck } ({ $size }, { $capacity } crates), theirs for good.
        [buy-truck] { $other } offers to sell you their { $truck } ({ $size }, { $capacity } crates) for { $price }, paid by you; it is yours for good.
        [sell-crates] { $other } offers you { $price } for { $n ->
            [one] one of your crates
           *[other] { $n } of your crates
        }.
       *[buy-crates] { $other } offers to sell you { $n ->
            [one] one of their crates
           *[other] { $n } of their crates
        } for { $price }, paid by you.
    }{ $worth } Do you accept?
# What a crate fetches shipped by the seat itself this turn, beside a deal on crates (phase 4, 1).
deal-crate-worth = Shipped on your own trucks this turn, a crate fetches { $low } at { $unlimited }{ $better ->
        [0] {""}
       *[other] {" "}and { $high } at { $speakeasy } while its demand lasts
    }; you have { $have ->
        [0] no crate
        [one] one crate
       *[other] { $have } crates
    } in your back room, and { $room ->
        [0] your trucks at home have no room left
        [one] your trucks at home have room for one crate
       *[other] your trucks at home have room for { $room } crates
    }.
# What a truck rented in or bought would carry, beside an offer of one (PHASE 4, 1).
deal-truck-worth = You have { $have ->
        [0] no crate
        [one] one crate
       *[other] { $have } crates
    } in your back room, and { $room ->
        [0] your trucks at home have no room left
        [one] your trucks at home have room for one crate
       *[other] your trucks at home have room for { $room } crates
    }: { $more ->
        [0] this truck would carry no crate more
        [one] this truck would carry one crate more
       *[other] this truck would carry { $more } crates more
    }, and crates left off the trucks are lost when phase 4 ends. A crate fetches { $low } at { $unlimited }{ $better ->
        [0] {""}
       *[other] {" "}and { $high } at { $speakeasy } while its demand lasts
    }.
# A truck bought from another: its driver's wage from next turn, and over the turns left.
deal-truck-wage = {" "}{ $union ->
        [1] Its driver's wage ({ $wage } a turn) is spared you while your { card-friendly_union_boss } lies face up.
       *[0] { $turns ->
            [0] Its driver's wage ({ $wage } a turn) never falls due: the game ends after this turn.
            [one] Its driver then costs you { $wage } a turn, paid with your authority card from next turn: { $total } for the one turn left.
           *[other] Its driver then costs you { $wage } a turn, paid with your authority card from next turn: up to { $total } over the { $turns } turns left.
        }
    }
# Speakeasies that pay the same, the last after "or".
deal-worth-or = { $first } or { $last }
# One speakeasy named in what a crate fetches, with who takes its profit there (phase 5, 3).
deal-worth-at = { $speakeasy }{ $profit ->
        [yours] {" "}(your { $margin } profit as its controller included)
        [payoff] {" "}({ payoff-control }, and takes its profit)
        [theirs] {" "}({ $controller } controls it and takes its profit)
       *[none] {""}
    }
# A price paid in money and thug cards.
deal-price-cards = { $price } and { $cards }
prompt-load = How many crates do you load on this truck?
prompt-load-truck = How many crates do you load on { $truck } ({ $size }, room for { $room })? You have { $crates ->
    [one] one crate
   *[other] { $crates } crates
} in your back room{ $other ->
    [0] {""}
   *[other] {" "}and room for { $other } more on your other trucks
}.{ $open ->
    [0] {" "}No speakeasy is open, so no truck can leave: crates you load are lost after the sales unless one opens before the trucks go, and crates you leave off are lost at the end of this phase (phase 4, 2){ $warehouse ->
        [played] ; the { card-warehouse } you played keeps them until next turn
        [held] ; the { card-warehouse } in your hand keeps them until next turn, if you play it
        [last] ; this is the game's last turn: nothing keeps them past it
       *[none] ; only the thug card { card-warehouse } keeps them, until next turn
    }.
   *[other] {" "}{ $lost ->
        [0] Crates you leave off the trucks are lost when this phase ends
        [one] One crate finds no room on your trucks: crates left off them are lost when this phase ends
       *[other] { $lost } crates find no room on your trucks: crates left off them are lost when this phase ends
    } (phase 4, 2){ $warehouse ->
        [played] ; the { card-warehouse } you played keeps them until next turn
        [held] ; the { card-warehouse } in your hand keeps them until next turn, if you play it
        [last] ; this is the game's last turn: nothing keeps them past it
       *[none] ; only the thug card { card-warehouse } keeps them, until next turn
    }.
}
# A rival's thug card this seat saw him take, which threatens the truck being loaded.
prompt-load-threat = { $seat } holds { $card }: { $what ->
    [empty] if { $truck } is still empty once everyone has loaded, { $seat } may steal it.
    [seized] once { $truck } is loaded, { $seat } may have the G-Men seize its crates: they would never reach a speakeasy.
    [hijacked] once { $truck } is loaded, { $seat } may move its crates onto an empty truck of theirs that takes them all, and sell them as their own ({ $seat }'s largest empty truck takes { $largest ->
        [one] one crate
       *[other] { $largest } crates
    }).
   *[lined_up] once { $truck } is lined up at a speakeasy, { $seat } may take the crates on it and be paid for their sale.
}
# After the threats, where one rival may empty the truck once loaded and another (or the same) may then steal it empty (FAQ: Hey, Free Truck after Hijack or G-Men—Bust a Shipment).
prompt-load-threat-both = {" "}Together: if { $emptier } empties { $truck } with { $emptier_card } once it is loaded, it is empty again, and { $stealer } may then steal it with { $stealer_card }; loading it does not keep it safe.
prompt-dispatch = Where does this truck go?
prompt-dispatch-truck = Where does { $truck } ({ $size }, { $load ->
        [one] one crate
       *[other] { $load } crates
    }) go? A speakeasy buys only as many crates as its demand dice show, the docks before yours first: the crates it does not buy are lost (phase 5).
prompt-public_dock = Let the trucks at the public dock sell?
prompt-public_dock-at = Let the trucks waiting at the public dock of { $speakeasy } sell: { $trucks }? Allowed, they sell after the majority and minority docks while its demand lasts; forbidden, they sell nothing there this turn and their crates are lost. You earn its margin on their crates only if you control it.
prompt-public_dock-truck = { $truck } of { $seat } with { $load ->
    [one] one crate
   *[other] { $load } crates
}
prompt-thug = Play a thug card now? If you say nothing more, you are asked again { $last ->
        [yes] only when another of your cards may be played in this turn, the game's last (a card never played is lost);
       *[no] next turn, or when another of your cards may be played;
    } { $table ->
        [page] the button “{ serve-command-thug }” asks again sooner.
       *[terminal] the command thug asks again sooner.
    }
prompt-investigation = Cancel that card with G-Men—Investigation?
prompt-windfall = Play the card you drew now, or keep it?
# Muscling In's second question (its script's `muscling_in_own_still`): where the stolen die goes.
prompt-muscling_in_own_still = { card-muscling_in }: where does the stolen die go? Onto one of your stills with room for it, or into your family's back room.
prompt-windfall-named = You drew { $card }. Play it now, or keep it?
# Hit's and Mob War's "whose marker?": the speakeasy, which of the card's markers, and what each
# option leaves there (control: as many markers as all the others together; the majority: more
# than any other).
prompt-whose-at = { $card } at { $speakeasy }: whose marker is { $replace ->
        [1] replaced by one of yours from your reserve
       *[0] destroyed
    }{ $of ->
        [1] {""}
       *[other] {" "}({ $nth } of { $of })
    }? Control there takes as many markers as all the others together (between two tied, the higher authority card); else the one with the most has the majority.
option-whose = { $you ->
        [1] yourself ({ $seat })
       *[0] { $seat }
    } ({ $n ->
        [one] one marker
       *[other] { $n } markers
    } there): { $then ->
        [control] { $leader_you ->
            [1] you would then control it
           *[0] { $leader } would then control it
        }, { $lead } to { $rest }
        [majority] { $leader_you ->
            [1] you would then have the majority, without control
           *[0] { $leader } would then have the majority, without control
        }, { $lead } markers to { $rest } for all the others together
        [none] nobody would then have control or the majority
       *[empty] no marker would be left there
    }{ $closes ->
        [1] ; it would close, below the { $shaded } markers it needs, and sell nothing this turn
       *[0] {""}
    }
prompt-card = { $card }: { $step ->
    [whose] whose marker?
    [to] where to?
    [own] which of yours?
    [how] destroy a marker, or add one of yours?
   *[first] { $target ->
        [speakeasy] on which speakeasy?
        [open_speakeasy] on which open speakeasy?
        [still] on which still?
        [offsite_still] on which offsite still?
        [loaded_truck] on which loaded truck?
        [empty_truck] on which empty truck?
        [lined_up_truck] on which truck lined up at a speakeasy?
        [bootlegger] on whom?
       *[other] on what?
    }
}
prompt-politics = How many influence markers do you buy?
option-authority = authority card { $n }, costs { $cost }{ $over ->
        [0] {""}
       *[other] {" "}(with { $wages } of wages, { $short } more than your { $money })
    }
option-truck-card = { $card }: carries { $capacity } crates, costs { $price } now and { $wage } in wages each turn{ $short ->
        [money] {" "}— you have only { $money }: you cannot pay, so taking it discards the card, and you take no other offer this turn
        [box] {" "}— no truck of this size is left in the box: taking it discards the card, and you take no other offer this turn
       *[no] {""}
    }
# A one-die still improvement on offer where none of the seat's stills has a free slot (phase 1, 5b a).
option-still-full = one more die, but { $offsites ->
        [0] your family still is full ({ $max } dice of { $max })
       *[other] all your stills are full
    }: it waits in your back room and makes nothing
help-still-full = For you now: one more die, but { $offsites ->
        [0] your family still is full ({ $max } dice of { $max }) and you have no offsite still
       *[other] all your stills are full (your family still has { $max } dice of { $max })
    }: the die goes to your back room and makes no crate until one of your stills has room for it (a new offsite still, from a double still improvement).
option-muscle = { $card } — { $thug ->
    [1] thug card: { $later ->
        [open_speakeasy] later (no speakeasy open)
        [improvement] later (no improvement on a speakeasy)
        [offsite_still] later (no rival offsite still)
       *[no] now or later, { $window ->
            [shipping] in phase 4
            [shipping_after_loading] in phase 4 once loaded
            [trucks_lined_up] in phase 5
            [thug_played] against a thug card
           *[other] any phase
        }
    }
   *[0] played at once
}
option-group-deal = deals with { $seat }
option-deal-truck = { $deal } ({ $size })
# A deal to offer, from the asking seat's side, its kind first; sell-n and buy-n: a deal on crates in the questions after its number of crates, which they restate.
option-deal = { $kind ->
        [sell-crates] sell crates to { $other } (you have { $have })
        [buy-crates] buy crates from { $other } (they have { $have })
        [sell-n] sell { $n } { $n ->
            [one] crate
           *[other] crates
        } to { $other } (you have { $have })
        [buy-n] buy { $n } { $n ->
            [one] crate
           *[other] crates
        } from { $other } (they have { $have })
        [rent-out] rent out your { $truck } ({ $size }, { $capacity } crates) to { $other } for this turn
        [rent-in] hire { $other }'s { $truck } ({ $size }, { $capacity } crates) for this turn
        [sell-truck] sell your { $truck } ({ $size }, { $capacity } crates) to { $other }
       *[buy-truck] buy { $other }'s { $truck } ({ $size }, { $capacity } crates)
    }
# A deal offered that gives up the seat's truck, after its option: its crates with no room left (phase 4, 2).
option-deal-losing = {" "}— { deal-losing }
# What giving up a truck leaves of the crates, after the deal option or once under the deal question.
deal-losing = { $room ->
        [0] { $alone ->
                [1] { $crates ->
                    [one] you would then have no truck left for your one crate, so it would be lost
                   *[other] you would then have no truck left for your { $crates } crates, so all { $crates } would be lost
                }
               *[0] { $crates ->
                    [one] your other trucks have no room for your one crate, so it would be lost
                   *[other] your other trucks have no room for your { $crates } crates, so all { $crates } would be lost
                }
            }
       *[other] your other trucks have room for { $room } of your { $crates } crates, so { $lost ->
            [one] one would be lost
           *[other] { $lost } would be lost
        }
    } when phase 4 ends
# Under the deal question, once for each truck of the seat's whose renting out or sale leaves crates with no room (phase 4, 2).
prompt-deal-losing = {" "}{ $n ->
        [one] Renting out or selling your { $truck }
       *[other] Renting out or selling any one of your trucks ({ $truck })
    }: { deal-losing }.
# Big Payoff's control this turn, as every question, the status and the look-up say it: $payoff 1 another seat played it there, 2 the reader did.
payoff-control = { $payoff ->
        [2] you played { card-big_payoff } here and control it this turn
       *[other] { $payer } played { card-big_payoff } here and controls it this turn
    }, whatever the markers
option-dispatch = { $speakeasy } — { $unlimited ->
        [1] buys every crate, at { $price } each
       *[0] { $price } a crate, buys { $min } to { $max } crates ({ $dice ->
            [one] one demand die
           *[other] { $dice } demand dice
        }{ $plus ->
            [0] {""}
           *[other] , +{ $plus } a die for its improvements
        }); { $dock ->
            [majority] majority dock: sells first
            [minority] minority dock: sells after the majority dock{ $payoff ->
                [1] , as { payoff-control }
               *[0] {""}
            }
           *[public] { $leads ->
                [0] public dock: nobody leads there, so it sells nothing
               *[other] public dock: sells last, if { $decider } allows
            }
        }{ $ahead ->
            [0] {""}
            [one] ; one crate already ahead{ $yours ->
                [all] , yours
               *[none] {""}
            }
           *[other] ; { $ahead } crates already ahead{ $yours ->
                [all] , all yours
                [some] , { $mine ->
                    [one] one
                   *[other] { $mine }
                } of them yours
               *[none] {""}
            }
        }
    }{ $heat ->
        [0] {""}
       *[other] ; { card-packing_heat }: you pay { $holder } { $fee } a crate sold
    }{ $profit ->
        [yours] ; you control it: { $margin } profit to you on every crate sold there, so { $total } a crate in all on yours
        [theirs] ; { $controller } controls it and takes the { $margin } profit on every crate sold there
       *[none] {""}
    }
help-rule = { $option }: { $what } ({ $rule })
# A card on an option, with the short form of what it does.
card-with-short = { $card }: { $short }
# The rulebook's sections, as its headings name them, for help-rule's citation.
help-section-phase-1 = phase 1
help-section-phase-2 = phase 2
help-section-phase-4 = phase 4
help-section-phase-4-rent = phase 4, 1
help-section-phase-5-2c = phase 5, 2c
help-section-thugs = using thug cards
help-authority = you pay { $cost } for it once every card is face up, with your drivers' wages; { $rank ->
        [only] it is the last card you hold
        [highest] it is the highest card you hold
        [lowest] it is the lowest card you hold
       *[middle] { $higher ->
            [one] one card you hold is higher
           *[other] { $higher } cards you hold are higher
        }
    }.{ $over ->
        [0] {""}
       *[other] {" "}With your drivers' wages ({ $wages }) it comes to { $short } more than your { $money }: you would pay all you have and play on, with no penalty and no debt (phase 1, 5a).
    }
# The authority cards' rule, once under the first card listed.
help-authority-rule = An authority card is laid face down, and all are turned face up together. The higher your card, the earlier you act all turn: you pick from the offers first, place influence and send your trucks first, and your trucks line up first at the docks. It also breaks some ties: where two bootleggers hold half the markers of a speakeasy each, the higher card takes control; where two family stills made as much, the cop watches the lower card's; where the richest tie at the end, the higher card of the last turn wins; where the poorest tie at { $count ->
        [one] turn
       *[other] turns
    } { $turns }, the lower card takes the extra marker. A tie for the most markers short of control is broken by nothing: nobody has the majority there. Each card is played once a game.
# Under the other cards: where the rule above is said.
help-authority-again = How authority works (the order of play, the ties it breaks) is said under option { $n }.
help-truck-card = you buy this truck for { $price } at once (if you cannot pay, the card is discarded); it carries { $capacity } crates, and its driver costs { $wage } every turn. You take no other offer this turn.
help-muscle-thug = { $text } A thug card: { $later ->
        [no] you then play it at once, or keep it hidden in your hand for later.
       *[other] nothing on the table takes it now, so you keep it hidden in your hand for later{ $later ->
            [open_speakeasy] , once a speakeasy other than O'Malley's opens
            [improvement] , once a speakeasy has an improvement marker
           *[offsite_still] , once another bootlegger has an offsite still with a die
        }.
    }
help-muscle-at-once = { $text }
help-still = the die goes on your { $still }: one more die rolled there at every production (phase 3), one crate a pip. { $family ->
        [1] The more your family still makes, the likelier the cop watches it: after each production from turn { $moves } he goes to the family still that made most, and while he watches yours, a { $face } on any of its dice makes it produce nothing that turn.
       *[0] The cop never watches an offsite still.
    }
option-still = { $still }, { $dice ->
        [0] no die yet
        [one] one die now
       *[other] { $dice } dice now
    }: one more die rolled there at every production; { $family ->
        [1] { $cop ->
            [this] this turn's production decides which family still the cop watches: the one that makes most
            [later] from turn { $moves }'s production, the cop watches the family still that makes most
            [yours] the cop watches your family still now: a { $face } on any of its dice, this one too, makes it produce nothing that turn
           *[watching] the cop watches the family still that makes most
        }
       *[0] the cop never watches it
    }
option-back-room = the back room: { $what ->
        [die] the die rolls nothing there until you move it onto a still, in phase 2 of this turn or a later one
       *[marker] the marker adds to no demand there until you put it on a speakeasy, in phase 2 of this turn or a later one
    }
help-back-room = { $what ->
        [die] the die waits in your back room and makes nothing there: no crate comes from it until you move it onto one of your stills, which you may do in phase 2 of this turn or a later one.
       *[marker] the marker waits in your back room and adds to no demand there until you put it on a speakeasy, which you may do in phase 2 of this turn or a later one.
    }
help-two-dice = two dice, each put on one of your stills or in your back room.
help-new-offsite = a new offsite still starts with one die, marked with an influence marker from your reserve. It produces like your family still, and the cop never watches it.
help-influence = one marker from your back room goes to { $speakeasy }. Whoever has as many markers there as all the others together controls it: their trucks sell first and they take its profit ({ $margin } a crate); whoever has the most without that sells first but takes no profit. It opens once it holds { $shaded } markers, and buys at { $price } a crate.{ $payoff ->
        [0] {""}
       *[other] {" "}But { payoff-control }: markers placed now count for control from the next turn.
    }
help-improvement = the improvement marker goes to { $speakeasy }: it adds { $plus } to every demand die rolled there, so it buys more crates.
help-dispatch = the truck goes to { $speakeasy }. { $unlimited ->
        [1] It buys every crate brought, at { $price } each, from every truck: none is lost there, and nobody takes a profit.
       *[0] It pays { $price } a crate and buys as many crates as its demand dice show ({ $dice ->
            [one] one die
           *[other] { $dice } dice
        }{ $plus ->
            [0] {""}
           *[other] , +{ $plus } a die for its improvements
        }: { $min } to { $max } crates), from the majority dock first, then the minority dock, then the public dock if the bootlegger in control or with the majority allows it; the crates it does not buy are lost. Your truck would line up at the { $dock ->
            [majority] majority dock, since you control or lead its influence
            [minority] minority dock, since you have influence there but do not lead{ $payoff ->
                [1] : { payoff-control }
               *[0] {""}
            }
           *[public] public dock, since you have no influence there{ $leads ->
                [0] , and nobody leads there, so the public dock sells nothing
               *[other] : { $decider } decides at the sales, once the other docks have sold and if demand is left, whether it sells{ $decides ->
                    [control] ; in control, { $decider } takes the profit on those crates too, so has reason to allow it
                   *[majority] ; with the most markers but not control, { $decider } takes no profit on them, so gains nothing by allowing it
                } (phase 5, 2c)
            }
        }{ $ahead ->
            [0] .
            [one] , behind one crate already lined up to be bought first{ $yours ->
                [all] , yours.
               *[none] .
            }
           *[other] , behind { $ahead } crates already lined up to be bought first{ $yours ->
                [all] , all yours.
                [some] , { $mine ->
                    [one] one
                   *[other] { $mine }
                } of them yours.
               *[none] .
            }
        }
    }{ $heat ->
        [0] {""}
       *[other] {" "}{ card-packing_heat } was played here: you pay { $holder } { $fee } for each crate you sell here.
    }{ $profit ->
        [yours] {" "}You control it: you take its profit, { $margin } on every crate sold there, yours and the others', so each of yours brings you { $total } in all (phase 5, 3).
        [theirs] {" "}{ $controller } controls it and takes its profit, { $margin } on every crate sold there, yours included (phase 5, 3).
       *[none] {""}
    }
help-target = { $card }: { $text }
option-double-cross = { $way ->
        [destroy] destroy { $n ->
            [one] a marker
           *[other] { $n } markers
        } of { $seat } there
       *[add] add { $n ->
            [one] one of your markers
           *[other] { $n } of your markers
        } there, from your reserve
    }
option-big-city-boys = { $seat }: authority { $now }, { $then } with the card
option-vigorish-target = { $seat }'s { $still }: { $dice ->
        [one] one die
       *[other] { $dice } dice
    }, so { $seat } pays you { $due } or it makes nothing this turn
# Muscling In's first question: an offsite still of another's, and what stealing from it does.
option-muscling-in-target = { $seat }'s { $still }: { $dice ->
        [one] one die
       *[other] { $dice } dice
    }, you steal { $n ->
        [one] one
       *[other] { $n }
    }
help-muscling-in-target = you steal { $n ->
        [one] one die
       *[other] { $n } dice
    } from { $seat }'s { $still }, which keeps { $left ->
        [0] none (it is not destroyed)
        [one] one
       *[other] { $left }
    }: each die makes 1 to { $sides } crates at every production (phase 3), so many fewer for { $seat } and more for you. You then choose where { $n ->
        [one] it goes
       *[other] they go
    }: one of your stills with a free slot, or your back room.
option-copper-target = { $speakeasy } — every crate brought would sell there at { $fee } instead of { $price }{ $profit ->
        [yours] , and you would lose your { $margin } profit a crate as its controller
        [theirs] , and { $controller } would lose the { $margin } profit a crate they take as its controller
       *[none] {""}
    }{ $mine ->
        [0] {""}
        [one] ; your crate lined up there would fetch { $fee } instead of { $each }
       *[other] ; your { $mine } crates lined up there would fetch { $fee } each instead of { $each }
    }{ $rivals ->
        [0] {""}
       *[other] ; rivals' crates lined up there: { $list }, all bought at { $fee }
    }
option-packing-heat-target = { $speakeasy } — { $rivals ->
        [0] no rival's crate is lined up there{ $to_go ->
            [0] : the card would pay you nothing
           *[other] {" "}yet: it pays you only if a rival still sends a truck there
        }
       *[other] rivals' crates lined up there: { $list }; each one it buys pays you { $fee } ({ $unlimited ->
            [1] it buys every crate
           *[0] it buys { $min } to { $max } crates
        })
    }{ $mine ->
        [0] {""}
       *[other] ; your own crates there pay you nothing more
    }
help-packing-heat-target = every other bootlegger who sells crates at { $speakeasy } this turn pays you { $fee } for each one; it buys { $unlimited ->
        [1] every crate brought
       *[0] { $min } to { $max } crates ({ $dice ->
            [one] one demand die
           *[other] { $dice } demand dice
        })
    } at { $price } each.
help-double-cross = { $way ->
        [destroy] { $seat } loses { $n ->
            [one] an influence marker
           *[other] { $n } influence markers
        } at { $speakeasy }, back to { $seat }'s reserve, not to the back room: it may change who controls it and where trucks line up.
       *[add] { $n ->
            [one] an influence marker
           *[other] { $n } influence markers
        } from your reserve (not your back room) { $n ->
            [one] goes
           *[other] go
        } to { $speakeasy }, where a circle is free: it counts at once for control and for the docks.
    }
help-big-city-boys = { $mine ->
        [1] your authority card
       *[other] { $seat }'s authority card
    } counts { $then } instead of { $now } for the rest of the turn: authority sets the order of play and breaks ties all turn.
help-vigorish-target = { $seat } must pay you { $due } ({ $per_die } for each die of the { $still }: { $dice }) before it rolls, or it makes nothing this turn; holding less than { $due }, { $seat } cannot pay and it makes nothing.
help-play-now = the card acts now, as its text says.
help-idle = { $why ->
        [favor] Played now, its truck would carry nothing: trucks are loaded once a turn (phase 4, 2), and this turn's loading is over. The card is spent all the same; played before the loading, once the stills have produced, its truck is loaded with the others.
        [own_markers] Played now, it could destroy only your own influence markers: nobody else has one on a speakeasy yet. The card is spent all the same.
        [no_crates] Played now, it would earn nothing: it pays you on the rivals' crates sold where you play it, and none waits at a dock before the trucks are lined up (phase 4, 3). Kept, it is offered again once they are; played now, the card is spent all the same.
        [no_markers] Played now, it would do nothing: there is no influence marker on any speakeasy yet, and the card is spent all the same.
       *[safe_house] Played now, it would do nothing: you have no influence marker on a speakeasy.
    }
help-keep = the card stays in your hand, hidden from the others, to be played later while the authority cards lie face up.
help-done = nothing more now.
help-done-at = { $at ->
        [deal_cards] the price is offered as it stands, with the cards added so far, if any.
        [back_room] it goes to your back room, and may go back on a speakeasy from the next turn, not this one.
        [back_room_die] it goes to your back room, to be put on a still in phase 2.
        [card_first] the card is already played: choosing nothing, it does nothing and is discarded.
       *[card_more] the card stops here; what it did so far stays done.
    }
help-done-influence = nothing more now: what is left waits in your back room for a later turn.
help-done-deal = you make no more offers this shipping phase (you still answer the others' offers); { $table ->
        [page] the button “{ serve-command-deal }” asks again.
       *[terminal] type deal to be asked again.
    }
help-done-thug = you play no thug card now.
help-propose = you offer this deal: { $kind ->
        [sell-crates] { $have ->
            [one] you are asked the price of your one crate
           *[other] you are asked how many of your { $have } crates, then the price
        }; if { $other } accepts, they pay it and the crates go to their back room at once, for them to load on their trucks.
        [buy-crates] { $have ->
            [one] you are asked the price of their one crate
           *[other] you are asked how many of their { $have } crates, then the price
        }; if { $other } accepts, you pay it and the crates come to your back room at once: load them on your trucks, since crates left off the trucks when phase 4 ends are lost (unless { card-warehouse } keeps them).
        [rent-out] you are asked the price; if { $other } accepts, they pay it and drive your { $truck } ({ $size }, { $capacity } crates) for this turn only. It carries their crates alone, never yours beside them, and lines up at the docks their influence gives them; it comes back to you at the end of phase 5, once the crates are sold, and its driver's wage ({ $wage }) stays yours. Your own crates go on your other trucks, or are lost when phase 4 ends (unless { card-warehouse } keeps them).
        [rent-in] you are asked the price; if { $other } accepts, you pay it and drive their { $truck } ({ $size }, { $capacity } crates) for this turn only. It carries your crates alone and lines up at the docks your influence gives you; it goes back to { $other } at the end of phase 5, once the crates are sold, and its driver's wage ({ $wage }) stays theirs. Their own crates cannot go on it.
        [sell-truck] you are asked the price; if { $other } accepts, they pay it and your { $truck } ({ $size }, { $capacity } crates) is theirs for good, with its driver's wage ({ $wage } a turn). Your own crates go on your other trucks, or are lost when phase 4 ends (unless { card-warehouse } keeps them).
       *[buy-truck] you are asked the price; if { $other } accepts, you pay it and their { $truck } ({ $size }, { $capacity } crates) is yours for good: you may load it at once, and its driver costs you { $wage } every turn from the next.
    } Money and cards are paid at once and for good.
help-accept-deal = the deal is made: the buyer pays at once, and the crates or the truck change hands.
help-accept-deal-you = { $kind ->
        [rent-out] you get { $price } now. This turn your { $truck } carries { $other }'s crates, not yours{ $lost ->
            [0] {""}
           *[other] : { $crates ->
                [one] your other trucks have no room for your one crate, so it would be lost when phase 4 ends (unless { card-warehouse } keeps it)
               *[other] your other trucks have room for { $room } of your { $crates } crates, so { $lost ->
                    [one] one would be lost when phase 4 ends (unless { card-warehouse } keeps it)
                   *[other] { $lost } would be lost when phase 4 ends (unless { card-warehouse } keeps them)
                }
            }
        }. It comes back to you after the sales, and its wage stays yours.
        [rent-in] you pay { $price } now. The truck carries your crates this turn and lines up at the docks your influence gives you; it goes back to { $other } after the sales, and its wage stays theirs.
        [sell-truck] you get { $price } now, and the truck is { $other }'s for good: you no longer pay its wage{ $lost ->
            [0] {""}
           *[other] , but { $crates ->
                [one] your other trucks have no room for your one crate, so it would be lost when phase 4 ends (unless { card-warehouse } keeps it)
               *[other] your other trucks have room for { $room } of your { $crates } crates, so { $lost ->
                    [one] one would be lost when phase 4 ends (unless { card-warehouse } keeps it)
                   *[other] { $lost } would be lost when phase 4 ends (unless { card-warehouse } keeps them)
                }
            }
        }.
        [buy-truck] you pay { $price } now; the truck is yours for good, and its driver costs { $wage } every turn from the next.
        [sell-crates] you get { $price } now, and { $n ->
            [one] the crate leaves
           *[other] the crates leave
        } your back room at once.
       *[buy-crates] you pay { $price } now, and { $n ->
            [one] the crate comes
           *[other] the crates come
        } into your back room: you would have { $crates ->
            [one] one crate
           *[other] { $crates } crates
        }, and room for { $room } on your trucks{ $lost ->
            [0] {""}
            [one] , so one would be lost when phase 4 ends (unless { card-warehouse } keeps it)
           *[other] , so { $lost } would be lost when phase 4 ends (unless { card-warehouse } keeps them)
        }.
    }
help-refuse-deal = nothing changes hands.
help-accept-vigorish = you pay the vigorish for every die of that still, and it produces as usual{ $cop ->
        [1] , except that the cop watches it: a { $face } on any of its dice still makes it produce nothing (PHASE 3)
       *[0] {""}
    }.
help-refuse-vigorish = you keep your money, and that still makes nothing this turn.
# What the still asked a vigorish would make, and what the speakeasy buying every crate pays.
help-vigorish-worth = { $dice ->
    [one] That still's die makes as many crates as it shows, 1 to { $sides }
   *[other] Each die makes as many crates as it shows, 1 to { $sides }: that still's { $dice } dice make { $min } to { $max } crates
}{ $has ->
    [1] , which { $speakeasy } buys at { $price } each, however many: { $low } to { $high }, against the { $due } asked.
   *[0] .
}
help-load = { $n ->
    [0] no crate goes
    [one] one crate goes
   *[other] { $n } crates go
} on this truck and { $rest ->
    [0] none stays in your back room
    [one] one stays in your back room
   *[other] { $rest } stay in your back room
}{ $rest ->
    [0] {""}
   *[other] { $lost ->
        [0] , for which your other trucks have room
       *[other] { $other ->
            [0] , with no other truck of yours left to load
           *[other] , and your other trucks have room for only { $other }
        }
    }
}; crates still off the trucks when this phase ends are lost (phase 4, 2){ $warehouse ->
    [played] ; the { card-warehouse } you played keeps them until next turn
    [held] ; the { card-warehouse } in your hand keeps them until next turn, if you play it
    [last] ; this is the game's last turn: nothing keeps them past it
   *[none] ; only the thug card { card-warehouse } keeps them, until next turn
}.
help-deal-crates = the deal is for { $n ->
    [one] one crate
   *[other] { $n } crates
}.
help-price = the price asked: { $price }, paid at once if the deal is accepted.
help-refuse-all-deals = nothing changes hands, and the others make you no more offers this turn (you may still offer deals yourself).
help-allow = the trucks at the public dock sell too, after the majority and minority docks, while demand lasts.
help-forbid = the trucks at the public dock sell nothing here this turn.
option-two-dice = two dice
option-new-offsite = a new offsite still, never watched by the cop
# A rival known to hold a card played on a still, after an option that starts or improves one.
option-offsite-threat = ; { $seat } holds { $card }: { $seat } may { $what ->
        [destroy] destroy an offsite still whole, its dice with it, at any moment, this one too
        [family_die] destroy a die of your family still at any moment, never its last
        [vigorish] make you pay { $per_die } a die of a still, this one's too, or it makes nothing that turn
       *[steal] steal a die from an offsite still at any moment, this one's too
    }
option-play-now = play it now
# An option that would do nothing now, and why.
option-idle = { $why ->
        [favor] { $option } — the loading is over: its truck would carry nothing this turn, and the card would be spent all the same
        [own_markers] { $option } — the only influence markers on the speakeasies now are yours: it could destroy only your own, and the card would be spent all the same
        [no_crates] { $option } — it would earn nothing now: no rival's crate waits at a dock yet; keep it, and you are asked again once the trucks are lined up
        [no_markers] { $option } — it would do nothing now: there is no influence marker on any speakeasy yet, and the card would be spent all the same
       *[safe_house] { $option } — it would do nothing now: you have no influence marker on a speakeasy
    }
option-keep = keep it
option-done = nothing more
# "Nothing" as an answer, said as what it means where it is asked.
option-done-at = { $at ->
        [deal] no offer
        [deal_cards] the price as it stands
        [investigation] no, let it act
        [back_room] to your back room
        [card_first] nothing: the card is discarded without effect
        [card_more] nothing more
        [keep] no more: keep the rest in your back room
       *[more] nothing more
    }
option-accept = accept
# Accepting an offer that leaves the seat's crates off its trucks: how many are lost (phase 4, 2).
option-accept-losing = accept: { $kind ->
        [buy-crates] you would have { $crates ->
            [one] one crate
           *[other] { $crates } crates
        } and room for { $room } on your trucks at home
       *[other] { $crates ->
            [one] your other trucks have no room for your one crate
           *[other] your other trucks have room for { $room } of your { $crates } crates
        }
    }, so { $lost ->
        [one] one crate is lost
       *[other] { $lost } crates are lost
    } when phase 4 ends
option-refuse = refuse
option-pay-vigorish = pay { $due } to { $seat }
option-refuse-vigorish = do not pay: your { $still } makes nothing this turn
option-player-you = yourself ({ $seat })
option-refuse-all = refuse, and every other offer this turn
option-allow = allow
option-forbid = forbid

## The end of a game and the terminal table

play-title = Bootleggers, seed { $seed }: { $seats }
# The game's name, where the seed is not told (a seat's page, the table in the browser).
game-name = Bootleggers
play-score = { $seat }: ${ $points }G
play-no-winner = No winner: the round cap ended the game in a tie.
run-draw = No winner: the turn cap ended the game with no single richest bootlegger.
run-score = { $seat } ({ $kind }): ${ $score }G

## How to win and how a turn goes: the first screen and `help rules`

play-rules =
    How to win (Overview, End of the game and victory; French rulebook: VUE D'ENSEMBLE, FIN DU JEU ET VICTOIRE): be the richest. The game ends after the sales phase of turn { $turns }, or sooner, after the sales phase of a turn in which a bootlegger has { $end_money } or more; the one with the most money wins. Everyone starts with { $money } (money is counted in $G: one G is a grand, $1,000).
    A turn, in six phases (Overview; French rulebook: VUE D'ENSEMBLE): 1. authority: everyone plays an authority card face down; the highest picks first among the offers (influence, improvements, thugs, a truck), and everyone pays their truck drivers' wages. 2. send the boys: place influence markers in the speakeasies; whoever controls one (as many markers as all the others together; between two tied, the higher authority card) or else has the most markers sells there first, and only control takes the profit. 3. the stills: roll your stills' dice to make crates. 4. shipping: load your crates on trucks and send them to the speakeasies (trucks and crates may be bought, rented or sold). 5. sales: each speakeasy buys crates, paying the seller a price per crate and the one in control a profit. 6. the heat: the cop comes to watch whoever makes the most whiskey in their family still.
    The docks (phase 4, 3; phase 5, 2; French rulebook: PHASE 5, c): a truck lines up at a speakeasy's majority dock if its driver controls or leads the influence there, at the minority dock with markers there but not the lead, else at the public dock. At the sales the majority dock sells first, then the minority dock; the public dock sells last, only if demand is left and the bootlegger in control or with the majority allows it, asked at that moment (one in control takes the profit on those crates too; one with the majority alone gains nothing by it); with nobody leading, it sells nothing.
    Thug cards (Using thug cards; French rulebook: UTILISATION DES CARTES VOYOU): one taken is played at once or kept in hand; a kept one is played later, this turn or a later one, while the authority cards lie face up, each at the moment its card says, and only where it has something to be played on and its price can be paid.

## What `board X` finds: the speakeasies by part of their name, and the cards on offer and in hand

find-speakeasy = { $speakeasy }: { $open ->
        [1] open
       *[0] closed
    }; { $raided ->
        [1] this turn { card-copper_in_the_house } makes it like O'Malley's: it buys every crate brought, at { $price } each, and nobody takes a profit there, whatever the markers (phase 5)
       *[0] it buys { $dice ->
            [0] every crate brought
            [one] as many crates as { $dice } demand die shows
           *[other] as many crates as { $dice } demand dice show
        }, and pays { $wholesale } a crate to its seller and { $margin } a crate to the one in control (phase 5)
    }.
find-speakeasy-influence = Influence markers: { $markers }; { $payoff ->
        [0] in control (as many markers as all the others together, a tie of two going to the higher authority card: sells first and takes the profit): { $controller }
       *[other] in control: { payoff-control } (sells first and takes the profit)
    }. It opens with { $shaded } markers and holds { $circles } influence markers at most (phase 2).
find-speakeasy-majority = nobody; { $seat } has the most markers, and so sells first but takes no profit
# Nobody in control while Copper in the House is in force, and who would be by the markers.
find-speakeasy-raided = nobody this turn, since { card-copper_in_the_house } leaves nobody in control there{ $would ->
        [1] {" "}({ $seat } { $payoff ->
            [1] has it by { card-big_payoff }, for this turn only
           *[0] has it by the markers, and takes it again once the card's turn is over
        })
       *[0] {""}
    }
find-speakeasy-tie = { $seat }, tied with { $other }: a tie for control goes to the higher authority card this turn
# Seats tied, the last two joined: "Player 1, Player 2 and Player 3".
find-seats-and = { $first } and { $last }
find-speakeasy-no-majority = nobody; { $seats } tie for the most markers ({ $most } each), so nobody has the majority either: nobody sells first, the trucks of players with markers there go to the minority dock, and the public dock sells nothing
find-speakeasy-improvements = Improvements: { $improvements } of { $slots }, each +{ $per_die } to every demand die.
find-nobody = nobody
# A still found by `board X`: whose, its dice, what it made this turn, whether the cop watches it.
find-still = { $you ->
        [1] Your { $still }
       *[0] { $seat }'s { $still }
    }: { $dice ->
        [0] no die, so it makes nothing at production (phase 3)
        [one] one die, which makes 1 to { $sides } crates at every production (phase 3)
       *[other] { $dice } dice, each making 1 to { $sides } crates at every production (phase 3)
    }{ $rolled ->
        [1] ; this turn it rolled { $faces } and { $busted ->
            [1] the cop stopped it on a { $face }: it made nothing
           *[0] made { $crates ->
                [0] nothing
                [one] one crate
               *[other] { $crates } crates
            }
        }
       *[0] ; it has not produced yet this turn
    }. { $watch ->
        [yes] The cop watches it: a { $face } on any of its dice makes it produce nothing.
        [never] The cop never watches an offsite still.
       *[no] The cop does not watch it{ $cop ->
            [nobody] {""}
           *[other] {" "}(he watches { $cop }'s family still)
        }.
    }{ $full ->
        [1] {" "}It is full ({ $max } dice of { $max }): a still improvement's die can no longer go on it.
       *[0] {""}
    }
find-cop = { $seat ->
        [nobody] The cop watches nobody yet.
       *[other] The cop watches { $seat }'s family still.
    } After each production from turn { $moves } he goes to the family still that made most (ties: the lowest authority card); while he watches one, a { $face } on any of its dice makes it produce nothing that turn. He never watches an offsite still (phases 3 and 6).
# Other words `board` finds the cop by, beside his name (`cop`).
find-cop-names = cop, police, policeman, flic, flik
# A card found by `board X`: its name and where it lies (then what it does).
find-card = { $card } ({ $where ->
        [truck] the truck card on offer
        [offer] on an offer space
        [taken] the card you have just taken, to play now or keep in your hand
        [deck] a card of the henchman deck, the deck each turn's offers are dealt from; neither on offer nor in your hand now
       *[hand] in your hand
    })
# The henchman deck, which `board henchman` finds: what it holds and what comes of it.
find-deck = Henchman cards (the henchman deck, { $cards } cards): each turn, { $offers ->
        [one] one card per player is
       *[other] { $offers } cards per player are
    } dealt from it face up onto the offer spaces, and the players take them in descending authority (phase 1, 2 and 5b). Influence cards and still or speakeasy improvements are played at once; its { $thugs } thug cards may be played at once or kept in hand for later. Windfall draws one face down.
# Words `board` finds the henchman deck by.
find-deck-names = henchman, henchmen, muscle, deck, thug, thugs, thug card, thug cards
# A dock found by `board X` (PHASE 4, 3 and PHASE 5, 2).
find-dock = { $dock } (phase 4, 3 and phase 5, 2): { $id ->
        [majority] the trucks of the bootlegger who controls or leads a speakeasy's influence line up here; they sell first.
        [minority] the trucks of the bootleggers with influence at a speakeasy, but not the most, line up here; they sell after the majority dock.
       *[public] the trucks of the bootleggers with no influence at a speakeasy line up here; they sell last, and only if the bootlegger in control or with the majority allows it. O'Malley's has this dock alone, and buys every crate brought there.
    }
# Words `board` finds every dock by.
find-dock-names = dock, docks, quay, wharf
# A truck found by `board X` ("board truck 2"): whose, its size, who drives it, its load and where it waits.
find-truck = { $truck }: { $owned ->
        [1] { $owner }'s { $size }
       *[0] a { $size } lent from the truck supply for this turn
    }{ $rented ->
        [1] , driven this turn by { $driver }, who rents it
       *[0] {""}
    }, { $load ->
        [0] empty
        [one] one crate on it
       *[other] { $load } crates on it
    } (it carries { $capacity }), { $at ->
        [1] lined up at the { $dock } of { $speakeasy }
       *[0] at home
    } (phase 4).{ $owned ->
        [1] {" "}Its driver costs { $owner } { $wage } a turn (phase 1, 5a).
       *[0] {""}
    }
# Words `board` finds every speakeasy by.
find-speakeasy-names = speakeasy, speakeasies, bar, bars, saloon
play-board-hint = { $table ->
        [page] look up part of the name of a speakeasy, or of a card on offer or in your hand, or a truck by its number (mother, texas, windfall, truck 2).
       *[terminal] try board with part of the name of a speakeasy, or of a card on offer or in your hand, or a truck by its number (board mother, board texas, board windfall, board truck 2).
    }
play-board-what = the speakeasies whose name holds X: what each buys and pays, its markers and who is in control; the cards on the offer spaces and in your hand whose name holds X: what each does (board mother, board windfall); board henchman: the deck the offers come from; board dock: where trucks line up and in what order they sell; board truck 2: whose truck 2 is, what it carries and where it waits; board family still: every family still, yours first (board family still 2: Player 2's), its dice, what it made this turn and whether the cop watches it

# The board picture's legend (phases 2 to 4).
picture-legend-truck = a truck in its driver's colour: its number, then the crates on it out of the most it carries (5: 2/4 is truck 5, carrying 2 crates, room for 4); by a family at home, at a dock in line to sell; at a crowded dock only its number shows: point at it for the rest
picture-truck = { $n }: { $load }/{ $capacity }
picture-offsite = { $still }: { $n ->
    [0] no die, makes nothing
    [one] one die
   *[other] { $n } dice
}
picture-legend-marker = an influence marker with its player's number: enough of them open a speakeasy
picture-legend-cop = beside a family: a 5 rolled on its family still makes that still produce nothing
picture-legend-authority = a family's authority card this turn: face down until all are turned up together, then its number; the highest acts first in every phase and breaks ties (phase 1, 4)
# The main board's offer spaces under the speakeasies (phase 1, 1-2), and a family's authority card.
picture-offers = Offer spaces (phase 1): the highest authority card picks first
picture-offer-truck = truck card
picture-offer-muscle = henchman card { $n }
picture-offer-size = { $card } ({ $capacity } crates, { $price })
picture-authority = { $state ->
        [shown] authority { $n }
        [bonus] authority { $total }
        [hidden] face down
       *[none] no card yet
    }

## Why the winner won: under the winner at the end of a table

why-won = { $early ->
        [yes] a bootlegger had { $end_money } or more after the sales of turn { $turn }, which ends the game, and { $seat } was the richest, with { $money }
       *[other] { $seat } was the richest after the last turn, turn { $turn }, with { $money }
    } (End of the game and victory; French rulebook: FIN DU JEU ET VICTOIRE).
# City and State Politics' "how many", with the card, the price of a marker and what the player has.
prompt-politics-price = { $card }: how many influence markers do you buy, at { $price } each, paid to the bank? You have { $money }: enough for { $afford ->
    [0] none
    [one] one
   *[other] { $afford }
}.
option-politics = { $n ->
    [one] one marker
   *[other] { $n } markers
} for { $cost }
help-politics = you pay { $cost } to the bank and put { $n ->
    [one] one influence marker
   *[other] { $n } influence markers
} in your back room; { $left } left.
help-done-thug-window = you play no thug card now. You are asked again { $last ->
        [yes] (this is the game's last turn: a card not played in it never is)
       *[no] next turn,
    } or when one of your cards may be played where it could not before (after the loading, once trucks are lined up, a card given to you); { $table ->
        [page] the button “{ serve-command-thug }” asks at the next moment the rules allow one.
       *[terminal] type thug to be asked at the next moment the rules allow one.
    }
# The browser table's button that asks for the thug question (the terminal's `thug`).
serve-command-thug = Play a thug card
# The engine's one-line list of commands, with Bootleggers' own two (see play-help-more).
play-input = Type a number, or help, help N, help rules, status, board X, deal, thug, log, undo, save, quit.
# The commands `help` adds for Bootleggers' held-back questions (after the engine's `play-help`).
play-help-more =
    deal       offer a deal: you are asked at the next moment of shipping (phase 4) when offers are made
    thug       play a thug card you hold: you are asked at the next moment the rules allow one
# Moll's question: whom she is played on.
prompt-moll = Moll: which bootlegger's money does your moll spend?
# Thirsty's question: what the speakeasy picked gets.
prompt-thirsty = Thirsty: which speakeasy rolls one more demand die this turn?
# A truck a thug card is played on: whose, what it carries, where it waits.
option-truck-lined-up = { $truck } of { $seat }, { $load ->
    [0] empty
    [one] one crate
   *[other] { $load } crates
}, lined up at { $speakeasy }
option-truck-home = { $truck } of { $seat }, { $load ->
    [0] empty
    [one] one crate
   *[other] { $load } crates
}, at home

# What parts card names in a list: a name may hold a comma ("Move Over, Pigeon").
card-list-separator = { "; " }

# A speakeasy as an option: whose influence markers stand there ("you: 1, Player 2: 3") and,
# where a marker is placed from the back room, the room its circles leave.
option-speakeasy-markers = { $speakeasy } ({ $markers })
option-speakeasy-room = { $speakeasy } ({ $opens ->
        [0] {""}
       *[other] closed, opens at { $opens } markers;{" "}
    }room for { $room }; { $markers }{ $payoff ->
        [0] {""}
       *[other] ; { payoff-control }
    }){ $does }
# What one marker placed there changes (phase 2): the opening, and who then controls it or
# has the majority, control taken from whom; `$then` says whose.
option-marker-does = : { $opens ->
        [1] it would open;{" "}
       *[0] {""}
    }{ $then ->
        [take] you would take control from { $loser }, { $mine } to { $rest }
        [control] you would then control it, { $mine } to { $rest }
        [keep] you would keep control, { $mine } to { $rest }
        [majority] { $lost ->
            [1] { $loser } would lose control, { $lost_n } to { $lost_rest }, and you
           *[0] you
        } would have the majority, without control (no profit), { $mine } to { $rest }
        [lead] { $lost ->
            [1] { $leader } would lose control, { $lead } to { $lead_rest }, and keep only the majority
           *[0] { $leader } would keep the majority, without control
        }
        [other] { $leader } would keep control, { $lead } to { $lead_rest }
       *[none] { $lost ->
            [1] { $loser } would lose control, { $lost_n } to { $lost_rest }, and nobody would then have control or the majority
           *[0] nobody would yet have control or the majority
        }
    }
option-speakeasy-improvements = { $speakeasy } ({ $busted ->
        [1] closed this turn by the G-Men;{" "}
       *[0] { $opens ->
            [0] {""}
           *[other] closed, opens at { $opens } markers;{" "}
        }
    }{ $free ->
    [one] one improvement slot free
   *[other] { $free } improvement slots free
} of { $slots }; { $markers })
option-markers-of = { $you ->
    [1] you
   *[0] { $seat }
}: { $n }{ $kind ->
    [influence] {" "}{ $n ->
        [one] influence marker
       *[other] influence markers
    }
   *[bare] {""}
}
option-markers-none = { $kind ->
    [influence] no influence markers yet
   *[bare] no markers yet
}

# `mobrules cards`: a truck card's size, price and wage.
cards-truck = { $capacity } crates, price { $price }, wage { $wage }

# Opportunity Knocks' two questions: where the improvement marker comes from, then where it goes.
prompt-opportunity_knocks = { card-opportunity_knocks }: from which speakeasy does an improvement marker move? You then pick where it goes: another speakeasy, open, with a free improvement slot. Each marker adds { $per_die } to every demand die rolled where it lies (phase 5).
prompt-opportunity_knocks_to = { card-opportunity_knocks }: to which open speakeasy does the improvement marker{ $named ->
        [1] {" "}taken from { $from }
       *[0] {""}
    } go? There it adds { $per_die } to every demand die rolled (phase 5), so that speakeasy buys more crates.
# A speakeasy an improvement marker may leave (Opportunity Knocks): its markers, and its demand dice's bonus now and after.
option-improvement-from = { $speakeasy } ({ $n ->
        [one] one improvement marker
       *[other] { $n } improvement markers
    } of { $slots }: each demand die +{ $now } now, +{ $then } once one leaves)
help-improvement-from = an improvement marker leaves { $speakeasy }: each of its demand dice then gets +{ $then } instead of +{ $now }, so it buys fewer crates (phase 5). You then pick the open speakeasy it goes to.
# Double Cross's two questions: the speakeasy, then what it does there.
prompt-double_cross = { card-double_cross }: at which speakeasy? There you then destroy another bootlegger's influence marker, or add one of yours from your reserve.
prompt-double_cross_how = { card-double_cross } at { $speakeasy }: destroy another bootlegger's influence marker there, or add one of yours from your reserve?
