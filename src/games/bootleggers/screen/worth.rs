//! What a crate is worth to the seat in a deal on crates (PHASE 4, 1): the deal questions
//! asked "for how much?" and "Do you accept?" with no reference, so a newcomer priced crates
//! blind. Said from what the seat can know: what O'Malley's pays a crate (it buys every one,
//! NOTES.md 1), the best price an open speakeasy pays where the seat's truck would line up at
//! a dock that sells (the majority or minority dock; the public dock sells only if another
//! allows), less another's Packing Heat fee there, and with the profit the seat takes there as
//! its controller (PHASE 5, 3: "sur CHAQUE Caisse qui traverse le Bar Clandestin"), as the truck
//! question counts it ("$3G a crate in all on yours": term review 23, finding 5, and web review
//! 23, finding 3, read "$2G at Texas Lil's" where the seat controlled it); and the room on its
//! trucks at home.

use super::super::choice::{Choice, Deal};
use super::super::content::{Demand, SpeakeasyId};
use super::super::narrate::Narrator;
use super::super::rules::trucks;
use super::super::state::TruckId;
use super::super::view::View;
use crate::engine::locale::Arg;
use crate::engine::seat::Seat;

/// The sentence for a deal on crates, or on a truck that would come to this seat (rented in
/// or bought: the crates it would carry beyond the room the seat has); `None` for a truck the
/// seat gives up, or a board without a speakeasy that buys every crate.
pub fn said(n: &Narrator<'_>, v: &View<'_>, deal: &Deal) -> Option<String> {
    let coming = match *deal {
        Deal::SellCrates { .. } => None,
        Deal::RentTruck { truck, .. } | Deal::SellTruck { truck, .. } if deal.buyer() == v.seat => Some(truck),
        _ => return None,
    };
    let (st, content) = (v.board(), n.content);
    let players = st.player_count();
    let mut every: Option<(SpeakeasyId, i64)> = None;
    // The best price where the seat sells first, and every speakeasy that pays it, with the
    // profit there each of them counts.
    let mut best: Option<(Vec<SpeakeasyId>, i64)> = None;
    for (id, printed) in content.board.in_game(players) {
        if !st.is_open(content, id) {
            continue;
        }
        let effects = &st.speakeasy(id).effects;
        let price = i64::from(effects.like_police_chief.unwrap_or_else(|| printed.wholesale(players)));
        let fee = effects.packing_heat.filter(|&(holder, _)| holder != v.seat).map_or(0, |(_, per)| i64::from(per));
        // The profit the seat takes on its own crates there, as their controller (none under
        // Copper in the House, which leaves nobody in control).
        let margin = i64::from(printed.margin(players)) + i64::from(effects.extra_margin);
        let net = price - fee + if st.controller(content, id) == Some(v.seat) { margin } else { 0 };
        if printed.demand == Demand::Unlimited {
            every = every.or(Some((id, net)));
            continue;
        }
        let dock = trucks::dock_of(content, st, id, v.seat);
        if content.board.docks[usize::from(dock.0)].stars < 2 {
            continue;
        }
        match &mut best {
            Some((at, p)) if net == *p => at.push(id),
            Some((_, p)) if net < *p => {}
            _ => best = Some((vec![id], net)),
        }
    }
    let (unlimited, low) = every?;
    let better = best.filter(|(_, p)| *p > low);
    let room: u16 = st.operated_by(v.seat).filter(|(_, t)| t.at.is_none()).map(|(_, t)| t.room(content)).sum();
    let have = v.me().back_room.crates;
    let mut args = vec![
        ("unlimited", n.speakeasy(unlimited)),
        ("low", n.money(low)),
        ("better", Arg::Num(i64::from(better.is_some()))),
        ("speakeasy", better.as_ref().map_or_else(|| Arg::Str(String::new()), |(at, _)| either(n, v, at))),
        ("high", n.money(better.as_ref().map_or(0, |(_, p)| *p))),
        ("room", Arg::Num(i64::from(room))),
        ("have", Arg::Num(i64::from(have))),
    ];
    let Some(truck) = coming else { return Some(n.t("deal-crate-worth", &args)) };
    // A truck coming to the seat carries what its own trucks have no room for, up to its size.
    let capacity = n.content.rules.truck(st.truck(truck).size).capacity;
    let more = have.saturating_sub(room).min(u16::from(capacity));
    args.push(("more", Arg::Num(i64::from(more))));
    let worth = n.t("deal-truck-worth", &args);
    // A truck bought is the seat's for good, its driver's wage with it (PHASE 1, 5a: $1G a
    // small or medium truck, $2G a large one), from next turn's authority phase: the largest
    // cost of the deal, which only `help` said (web review 23, finding 5; term review 23, 7).
    Some(match *deal {
        Deal::SellTruck { .. } => format!("{worth}{}", wage(n, v, truck)),
        _ => worth,
    })
}

/// The wage of `truck`'s driver the seat would pay once it owns it: a turn, and over the turns
/// left after this one (the game may end sooner, at a fortune); none with its Friendly Union
/// Boss face up.
fn wage(n: &Narrator<'_>, v: &View<'_>, truck: super::super::state::TruckId) -> String {
    let st = v.board();
    let wage = i64::from(n.content.rules.truck(st.truck(truck).size).wage);
    let turns = i64::from(n.content.rules.game_turns().saturating_sub(st.turn));
    let union = super::super::rules::thugs::no_wages(n.content, st, v.seat);
    let args = [
        ("wage", n.money(wage)),
        ("turns", Arg::Num(turns)),
        ("total", n.money(wage * turns)),
        ("union", Arg::Num(i64::from(union))),
    ];
    n.t("deal-truck-wage", &args)
}

/// Who takes a speakeasy's profit ("yours", "payoff", "theirs", "none"), its margin, its
/// controller and Big Payoff's words there: what speakeasies said together share.
type ProfitKey = (&'static str, i64, Option<Seat>, [(&'static str, Arg); 2]);

/// Speakeasies that pay the same, one after another, the last after "or", each with who takes
/// its profit (PHASE 5, 3): the seat, its own profit counted in the price; another seat, by the
/// markers or by Big Payoff this turn; or nobody. One figure said for two places read "your $0G
/// profit as its controller included" where the seat took $1G at one of them (web review 25, 4)
/// or where another's Big Payoff held control (web review 25, 3; term review 25, 6).
fn either(n: &Narrator<'_>, v: &View<'_>, at: &[SpeakeasyId]) -> Arg {
    let (st, content) = (v.board(), n.content);
    let players = st.player_count();
    // Who takes the profit at each, and the speakeasies alike in that, in the board's order.
    let mut groups: Vec<(ProfitKey, Vec<String>)> = Vec::new();
    for &id in at {
        let printed = &content.board.speakeasies[usize::from(id.0)];
        let margin = i64::from(printed.margin(players)) + i64::from(st.speakeasy(id).effects.extra_margin);
        let controller = st.controller(content, id).filter(|_| margin > 0);
        let payoff = super::super::help::payoff(n, v, id);
        let profit = match controller {
            Some(c) if c == v.seat => "yours",
            Some(_) if matches!(payoff[0].1, Arg::Num(1)) => "payoff",
            Some(_) => "theirs",
            None => "none",
        };
        let name = super::s(n.speakeasy(id));
        let key = (profit, margin, controller, payoff);
        match groups.iter_mut().find(|(k, _)| (k.0, k.1, k.2) == (key.0, key.1, key.2) && key.0 != "payoff") {
            Some((_, names)) => names.push(name),
            None => groups.push((key, vec![name])),
        }
    }
    let said: Vec<String> = groups
        .into_iter()
        .map(|((profit, margin, controller, [payoff, payer]), names)| {
            let args = [
                ("speakeasy", joined(n, names)),
                ("profit", Arg::Str(profit.into())),
                ("margin", n.money(margin)),
                ("controller", controller.map_or_else(|| Arg::Str(String::new()), |c| n.seat(c))),
                payoff,
                payer,
            ];
            n.t("deal-worth-at", &args)
        })
        .collect();
    joined(n, said)
}

/// Words one after another, the last after "or".
fn joined(n: &Narrator<'_>, mut names: Vec<String>) -> Arg {
    match names.pop() {
        Some(last) if !names.is_empty() => {
            let first = Arg::Str(names.join(", "));
            Arg::Str(n.t("deal-worth-or", &[("first", first), ("last", Arg::Str(last))]))
        }
        last => Arg::Str(last.unwrap_or_default()),
    }
}

/// "accept" at an offer that leaves some of the seat's crates off its trucks (its truck
/// rented out or sold, crates bought beyond its room): how many are lost when phase 4 ends
/// (« Toutes les Caisses qui ne sont pas chargées sur un Camion à la fin de la phase 4 sont
/// perdues »), said on the option itself, where only its help said it and $2G for a truck
/// looked like money for nothing.
pub fn accept(n: &Narrator<'_>, v: &View<'_>, prompt: &str, c: &Choice) -> Option<String> {
    if prompt != "deal_answer" || *c != Choice::Accept {
        return None;
    }
    let args = super::super::help::offer(n, v)?;
    let lost = args.iter().any(|(k, a)| *k == "lost" && matches!(a, Arg::Num(l) if *l > 0));
    lost.then(|| n.t("option-accept-losing", &args))
}

/// A deal the seat may offer that gives up its truck (rented out or sold) and leaves some of
/// its crates with no room on its other trucks: how many are lost when phase 4 ends, said
/// in the price question of that deal, from the computation that warns of it at
/// another's offer ([`super::super::help::crates_left`]); empty where none is lost.
pub fn losing(n: &Narrator<'_>, v: &View<'_>, deal: &Deal) -> String {
    let gives_up = matches!(deal, Deal::RentTruck { .. } | Deal::SellTruck { .. }) && deal.seller() == v.seat;
    let (room, crates, lost) = super::super::help::crates_left(n, v, deal);
    let (Deal::RentTruck { truck, .. } | Deal::SellTruck { truck, .. }) = *deal else { return String::new() };
    if !gives_up || lost == 0 {
        return String::new();
    }
    n.t("option-deal-losing", &losing_args(v, truck, room, crates, lost))
}

/// What `deal-losing` reads: the room left on the seat's other trucks, its crates, those lost,
/// and whether `truck` is the only truck it drives (then it has no other truck at all).
fn losing_args(v: &View<'_>, truck: TruckId, room: u16, crates: u16, lost: u16) -> Vec<(&'static str, Arg)> {
    let alone = v.board().operated_by(v.seat).all(|(id, _)| id == truck);
    vec![
        ("room", Arg::Num(i64::from(room))),
        ("crates", Arg::Num(i64::from(crates))),
        ("lost", Arg::Num(i64::from(lost))),
        ("alone", Arg::Num(i64::from(alone))),
    ]
}

/// Under the deal question, once for the seat's trucks it may rent out or sell (its own, free,
/// empty and at home: PHASE 4, 1) whose going leaves crates with no room: how many are lost
/// when phase 4 ends. It stood on each rival's rent and sell option, six times in a four-seat
/// list; the option and its price question now say only the deal. Trucks whose going loses
/// the same are said together, once (term review 27, finding 5: one sentence a truck, the same
/// three times over).
pub fn losing_once(n: &Narrator<'_>, v: &View<'_>) -> String {
    let st = v.board();
    let Some(other) = st.players.seats().find(|&s| s != v.seat) else { return String::new() };
    let mut groups: Vec<((u16, u16, u16), Vec<TruckId>)> = Vec::new();
    for (truck, t) in st.trucks_with_ids() {
        if t.owner != Some(v.seat) || t.renter.is_some() || t.load > 0 || t.at.is_some() {
            continue;
        }
        let deal = Deal::RentTruck { from: v.seat, to: other, truck };
        let left = super::super::help::crates_left(n, v, &deal);
        if left.2 == 0 {
            continue;
        }
        match groups.iter_mut().find(|(l, _)| *l == left) {
            Some((_, trucks)) => trucks.push(truck),
            None => groups.push((left, vec![truck])),
        }
    }
    let mut said = String::new();
    for ((room, crates, lost), trucks) in groups {
        let mut args = losing_args(v, trucks[0], room, crates, lost);
        let names = trucks.iter().map(|&t| String::from(n.truck(t))).collect();
        args.push(("truck", Arg::Str(n.joined(names))));
        args.push(("n", Arg::Num(i64::try_from(trucks.len()).unwrap_or(i64::MAX))));
        said.push_str(&n.t("prompt-deal-losing", &args));
    }
    said
}
