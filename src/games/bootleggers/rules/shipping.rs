//! PHASE 4 : ENVOYEZ LE WHISKEY: deals (RULINGS.md: a structured offer the other seat accepts
//! or refuses), loading, then in descending authority every loaded truck sent to a speakeasy's
//! dock by its operator's influence there; crates left off the trucks are lost when the phase
//! ends, but by Warehouse.

use super::super::choice::{Choice, Deal};
use super::super::content::{MuscleId, Window};
use super::super::event::Event;
use super::super::state::{Asking, Phase, TruckId};
use super::{Match, pay, thugs, trucks};
use crate::engine::options::{Amounts, Options};
use crate::engine::play::Flow;
use crate::engine::seat::Seat;

/// The whole phase.
///
/// # Errors
/// A seat's interrupt, or a script failure on a table that stops on them.
pub fn phase(m: &mut Match<'_>) -> Flow {
    m.state.phase = Phase::Shipping;
    thugs::window(m, Window::Shipping)?;
    negotiate(m)?;
    load(m)?;
    thugs::window(m, Window::ShippingAfterLoading)?;
    dispatch(m)?;
    m.check_invariants()?;
    thugs::window(m, Window::TrucksLinedUp)?;
    unloaded(m);
    m.check_invariants()
}

/// A truck its owner may rent out or sell now: its own, not rented, empty, at home.
fn free_truck(m: &Match<'_>, t: TruckId, owner: Seat) -> bool {
    let t = m.state.truck(t);
    t.owner == Some(owner) && t.renter.is_none() && t.load == 0 && t.at.is_none()
}

/// Every deal `seat` may propose: crates or a truck, sold or rented, either way with each
/// other seat (the number of crates and the price are asked next).
pub fn possible_deals(m: &Match<'_>, seat: Seat) -> Vec<Deal> {
    let mut out = Vec::new();
    for other in m.state.players.seats().filter(|&o| o != seat) {
        for (from, to) in [(seat, other), (other, seat)] {
            if m.state.players[from].back_room.crates > 0 {
                out.push(Deal::SellCrates { from, to, crates: 0 });
            }
            let trucks: Vec<TruckId> = m.state.trucks_with_ids().map(|(t, _)| t).collect();
            for truck in trucks {
                if free_truck(m, truck, from) {
                    out.push(Deal::RentTruck { from, to, truck });
                    out.push(Deal::SellTruck { from, to, truck });
                }
            }
        }
    }
    out
}

/// 1: the open negotiation, as offers: in descending authority, a seat that proposes deals
/// (a person; the bots that bargain) offers one and the other seat answers; round again until
/// nobody offers, at most so many offers a seat (`[engine] offers_per_negotiation`). A seat
/// may refuse an offer and every one after it (NOTES.md 41): offers to it are then no longer
/// proposed this negotiation.
fn negotiate(m: &mut Match<'_>) -> Flow {
    let limit = m.content.rules.offers_per_negotiation;
    let mut made = vec![0u8; m.state.seats()];
    let mut closed = vec![false; m.state.seats()];
    loop {
        let mut any = false;
        for seat in m.state.by_authority(m.content) {
            if !m.proposes_deals(seat) || made[seat.index()] >= limit {
                continue;
            }
            let deals: Vec<Deal> =
                possible_deals(m, seat).into_iter().filter(|d| !closed[d.other_party(seat).index()]).collect();
            if deals.is_empty() {
                continue;
            }
            let mut options = vec![Choice::Done];
            options.extend(deals.into_iter().map(Choice::Propose));
            let Choice::Propose(mut deal) = m.ask(seat, "deal", options)? else { continue };
            made[seat.index()] += 1;
            any = true;
            if let Deal::SellCrates { from, to, .. } = deal {
                let have = i64::from(m.state.players[from].back_room.crates);
                let crates = ask_amount(m, seat, "deal_crates", (1, have), Choice::load, Choice::read_load)?;
                deal = Deal::SellCrates { from, to, crates: crates as u16 };
            }
            let most = i64::from(m.content.rules.end_money);
            let price = ask_amount(m, seat, "deal_price", (0, most), Choice::price, Choice::read_price)?;
            let cards = if seat == deal.buyer() { cards_offered(m, seat)? } else { Vec::new() };
            m.emit(Event::Offered { by: seat, deal, price, cards: cards.clone() });
            let other = deal.other_party(seat);
            let can = m.state.players[deal.buyer()].money >= price;
            let answers = vec![Choice::Accept, Choice::Refuse, Choice::RefuseAll];
            let answer = if can { m.ask(other, "deal_answer", answers)? } else { Choice::Refuse };
            if answer == Choice::Accept {
                close(m, deal, price, &cards)?;
                m.emit(Event::Accepted { by: seat, deal, price, cards });
            } else {
                m.emit(Event::Refused { deal, price, cards, by: other, short: !can });
            }
            if answer == Choice::RefuseAll {
                closed[other.index()] = true;
                m.emit(Event::NoMoreOffers { seat: other });
            }
        }
        if !any {
            return Ok(());
        }
    }
}

/// The thug cards a buyer adds to its price, one at a time until `Done` (PHASE 4, 1: "payées
/// en argent, en cartes de Voyou"; NOTES.md 29: only the one who pays offers them, since the
/// other cannot see its hand).
fn cards_offered(m: &mut Match<'_>, buyer: Seat) -> Flow<Vec<MuscleId>> {
    let mut left = m.state.players[buyer].hand.clone();
    let mut given = Vec::new();
    loop {
        let options = thugs::card_options(&left, |c| m.content.muscle[usize::from(c.0)].thug().is_some());
        if options.is_empty() {
            return Ok(given);
        }
        let Choice::Thug { card } = m.ask(buyer, "deal_cards", options)? else { return Ok(given) };
        if let Some(i) = left.iter().position(|&c| c == card) {
            given.push(left.remove(i));
        }
    }
}

/// An amount from `lo` to `hi` (a run of amounts, one question), as the choice `make` makes.
fn ask_amount(
    m: &mut Match<'_>,
    seat: Seat,
    prompt: &'static str,
    (lo, hi): (i64, i64),
    make: fn(i64) -> Choice,
    read: fn(&Choice) -> Option<i64>,
) -> Flow<i64> {
    let Some(amounts) = Amounts::new(lo, hi.max(lo), 1, make, read) else { return Ok(lo) };
    let picked = m.ask(seat, prompt, Options::new(Vec::new(), Some(amounts)))?;
    Ok(read(&picked).unwrap_or(lo))
}

/// A deal accepted: paid (cash and cards are irrevocable), then the crates or the truck change
/// hands.
fn close(m: &mut Match<'_>, deal: Deal, price: i64, cards: &[MuscleId]) -> Flow {
    pay(m, deal.buyer(), Some(deal.seller()), price)?;
    for &card in cards {
        if thugs::take_from_hand(m, deal.buyer(), card) {
            m.state.players[deal.seller()].hand.push(card);
        }
    }
    match deal {
        Deal::SellCrates { from, to, crates } => {
            let n = crates.min(m.state.players[from].back_room.crates);
            m.state.players[from].back_room.crates -= n;
            m.state.players[to].back_room.crates += n;
        }
        Deal::RentTruck { to, truck, .. } => {
            let marked = m.state.take_marker(to);
            let t = m.state.truck_mut(truck);
            t.renter = Some(to);
            t.renter_marked = marked;
        }
        Deal::SellTruck { from, to, truck } => {
            if m.state.truck(truck).marked {
                m.state.players[from].reserve += 1;
            }
            let marked = m.state.take_marker(to);
            let t = m.state.truck_mut(truck);
            t.owner = Some(to);
            t.marked = marked;
        }
    }
    Ok(())
}

/// 2: each seat loads its crates on the trucks it operates, as many as it likes on each; what
/// is left waits in the back room until the phase ends ([`unloaded`]). Thug cards may be
/// played at any moment (UTILISATION DES CARTES VOYOU), the loading too: once a seat has said
/// how many crates go on a truck, and before they do, a card it kept is offered again
/// ([`thugs::kept_before_loading`]; a truck a card brought, Call in a Big Favor's, is loaded
/// in its turn).
fn load(m: &mut Match<'_>) -> Flow {
    for seat in m.state.by_authority(m.content) {
        let at_home = |m: &Match<'_>| -> Vec<TruckId> {
            m.state.operated_by(seat).filter(|(_, t)| t.at.is_none()).map(|(i, _)| i).collect()
        };
        let mut trucks = at_home(m);
        let mut next = 0;
        while let Some(&truck) = trucks.get(next) {
            next += 1;
            let have = m.state.players[seat].back_room.crates;
            let t = m.state.truck(truck);
            let room = t.room(m.content);
            let most = have.min(room);
            if most == 0 {
                continue;
            }
            // The truck asked about, for the seat's screen to word `thug` typed here.
            m.state.asking = Some(Asking::Loading(truck));
            let asked = ask_amount(m, seat, "load", (0, i64::from(most)), Choice::load, Choice::read_load);
            m.state.asking = None;
            let mut n = asked? as u16;
            if thugs::kept_before_loading(m, seat, truck)? {
                for t in at_home(m) {
                    if !trucks.contains(&t) {
                        trucks.push(t);
                    }
                }
                let t = m.state.truck(truck);
                let still = t.operator() == Some(seat) && t.at.is_none();
                n = if still { n.min(m.state.players[seat].back_room.crates).min(t.room(m.content)) } else { 0 };
            }
            if n > 0 {
                m.state.players[seat].back_room.crates -= n;
                m.state.truck_mut(truck).load += n;
                m.emit(Event::Loaded { seat, truck, crates: n });
            }
        }
    }
    Ok(())
}

/// The end of phase 4: « Toutes les Caisses qui ne sont pas chargées sur un Camion à la fin de
/// la phase 4 sont perdues (exception : ... Warehouse) ». The crates still in a back room are
/// lost, or kept for the next turn by a Warehouse played at any moment until now, after the
/// loading too.
fn unloaded(m: &mut Match<'_>) {
    for seat in m.state.by_authority(m.content) {
        let left = std::mem::take(&mut m.state.players[seat].back_room.crates);
        if left > 0 {
            if m.state.warehouse.contains(&seat) {
                m.state.players[seat].warehouse += left;
                m.emit(Event::Warehoused { seat, crates: left });
            } else {
                m.emit(Event::CratesLost { seat, crates: left });
            }
        }
    }
}

/// 3: in descending authority, each seat sends each loaded truck it operates to an open
/// speakeasy.
fn dispatch(m: &mut Match<'_>) -> Flow {
    for seat in m.state.by_authority(m.content) {
        let trucks: Vec<TruckId> =
            m.state.operated_by(seat).filter(|(_, t)| t.load > 0 && t.at.is_none()).map(|(i, _)| i).collect();
        for truck in trucks {
            let options: Vec<Choice> = trucks::destinations(m).into_iter().map(Choice::Speakeasy).collect();
            if options.is_empty() {
                break;
            }
            let only = options.len() == 1;
            if let Choice::Speakeasy(s) = trucks::ask_destination(m, seat, truck, options)? {
                trucks::line_up(m, seat, truck, s, only);
            }
        }
    }
    Ok(())
}
