//! PHASE 1 : AUTORITÉ: the truck card and the muscle cards on offer, the authority cards chosen
//! face down and revealed together, then in descending authority each pays its drivers and its
//! card and takes one offer.

use super::super::choice::Choice;
use super::super::content::{Content, TruckCardId, Window};
use super::super::event::Event;
use super::super::state::{Phase, State, Truck};
use super::{Match, pay, thugs};
use crate::engine::deck::Drawn;
use crate::engine::play::Flow;
use crate::engine::seat::Seat;

/// The whole phase.
///
/// # Errors
/// A seat's interrupt, or a script failure on a table that stops on them.
pub fn phase(m: &mut Match<'_>) -> Flow {
    m.state.phase = Phase::Authority;
    lay_out_offers(m);
    choose_authority(m)?;
    thugs::window(m, Window::AuthorityFaceUp)?;
    // UTILISATION DES CARTES VOYOU, "à tout moment tant que les cartes d'Autorité sont face
    // visible": between one seat's pick and the next too (RULINGS.md), so the next to pick is
    // the highest authority still to pick as the cards stand then (Big City Boys reorders them).
    let mut done: Vec<Seat> = Vec::new();
    while let Some(seat) = m.state.by_authority(m.content).into_iter().find(|s| !done.contains(s)) {
        done.push(seat);
        pay_wages_and_card(m, seat);
        take_offer(m, seat)?;
        m.check_invariants()?;
        if done.len() < m.state.seats() {
            thugs::window(m, Window::AuthorityFaceUp)?;
        }
    }
    // 7-8: muscle cards left are discarded; a truck card left stays face up.
    let left = std::mem::take(&mut m.state.muscle_offer);
    if !left.is_empty() {
        for &c in &left {
            m.state.muscle.discard(c);
        }
        m.emit(Event::OffersDiscarded { cards: left });
    }
    thugs::window(m, Window::AuthorityFaceUp)
}

/// 1-2: a truck card turned up unless one is still there (an empty truck deck offers none:
/// NOTES.md), then one muscle card per bootlegger (the discards reshuffled when the deck runs
/// out; with none left, fewer are offered).
fn lay_out_offers(m: &mut Match<'_>) {
    if m.state.truck_offer.is_none()
        && !m.state.truck_deck.draw_pile().is_empty()
        && let Drawn::Card(c) | Drawn::AfterReshuffle(c) = m.state.truck_deck.draw(&mut m.state.chance.rng)
    {
        m.state.truck_offer = Some(c);
        m.emit(Event::TruckOffered { card: c });
    }
    let n = m.content.rules.offers.muscle(m.state.player_count());
    let mut cards = Vec::with_capacity(usize::from(n));
    for _ in 0..n {
        match m.state.muscle.draw(&mut m.state.chance.rng) {
            Drawn::Card(c) => cards.push(c),
            Drawn::AfterReshuffle(c) => {
                m.emit(Event::MuscleReshuffled);
                cards.push(c);
            }
            Drawn::Empty => break,
        }
    }
    m.state.muscle_offer = cards.clone();
    m.emit(Event::MuscleOffered { cards });
}

/// 3-4: every seat chooses a card face down, none seeing another's choice (a simultaneous
/// decision: the choice is told only to its seat until all are revealed), then all are
/// turned face up together.
fn choose_authority(m: &mut Match<'_>) -> Flow {
    m.state.revealed = false;
    for seat in m.state.players.seats() {
        let options: Vec<Choice> =
            m.state.players[seat].authority.iter().map(|&card| Choice::Authority { card }).collect();
        let Choice::Authority { card } = m.ask(seat, "authority", options)? else { unreachable!("authority options") };
        let p = &mut m.state.players[seat];
        p.authority.retain(|&c| c != card);
        p.played = Some(card);
        m.emit(Event::AuthorityChosen { seat, card });
    }
    m.state.revealed = true;
    let cards =
        m.state.by_authority(m.content).into_iter().filter_map(|s| Some((s, m.state.players[s].played?))).collect();
    m.emit(Event::AuthorityRevealed { cards });
    Ok(())
}

/// Wages due from a seat: its own trucks' drivers, none under Friendly Union Boss.
pub fn wages(m: &Match<'_>, seat: Seat) -> i64 {
    wages_of(m.content, &m.state, seat)
}

/// [`wages`] on a position alone: what a seat's screen warns of at its authority card.
pub fn wages_of(content: &Content, state: &State, seat: Seat) -> i64 {
    if thugs::no_wages(content, state, seat) {
        return 0;
    }
    state.trucks.iter().filter(|t| t.owner == Some(seat)).map(|t| i64::from(content.rules.truck(t.size).wage)).sum()
}

/// 5a: the drivers and the authority card's cost; a seat that cannot pay it all pays what it
/// has, without penalty or debt.
fn pay_wages_and_card(m: &mut Match<'_>, seat: Seat) {
    let wages = wages(m, seat);
    let cost = m.state.players[seat].played.map_or(0, |a| i64::from(m.content.authority[usize::from(a.0)].cost));
    let paid = m.state.pay_what_it_can(seat, wages + cost);
    m.emit(Event::Paid { seat, wages, cost, paid });
}

/// 5b: one card from the offer spaces, played at once (influence, improvements, trucks) or
/// kept (thug cards may wait).
fn take_offer(m: &mut Match<'_>, seat: Seat) -> Flow {
    let mut options = Vec::new();
    if m.state.truck_offer.is_some() {
        options.push(Choice::TruckCard);
    }
    // At most `offers.muscle_spaces` (20) spaces.
    options.extend((0..=u8::MAX).take(m.state.muscle_offer.len()).map(|space| Choice::Muscle { space }));
    if options.is_empty() {
        return Ok(());
    }
    match m.ask(seat, "offer", options)? {
        Choice::TruckCard => {
            if let Some(card) = m.state.truck_offer.take() {
                take_truck(m, seat, card);
            }
            Ok(())
        }
        Choice::Muscle { space } => {
            let card = m.state.muscle_offer.remove(usize::from(space));
            m.emit(Event::TookMuscle { seat, card });
            thugs::play_muscle(m, seat, card)
        }
        other => unreachable!("offer {other:?}"),
    }
}

/// A truck card: the truck bought at its price and marked with a marker from the reserve, or
/// the card discarded when the seat cannot pay (or the box has no truck of that size left:
/// NOTES.md). No wage is due for it this turn.
fn take_truck(m: &mut Match<'_>, seat: Seat, card: TruckCardId) {
    let size = m.content.trucks[usize::from(card.0)].size;
    let printed = m.content.rules.truck(size);
    let price = i64::from(printed.price);
    let left = m.state.truck_left(m.content, size);
    let truck = if left && m.state.players[seat].money >= price && pay(m, seat, None, price).is_ok() {
        let marked = m.state.take_marker(seat);
        m.state.trucks.push(Truck {
            size,
            owner: Some(seat),
            marked,
            renter: None,
            renter_marked: false,
            load: 0,
            at: None,
            load_taken_by: None,
        });
        m.state.last_truck()
    } else {
        None
    };
    m.state.truck_deck.discard(card);
    m.emit(Event::TookTruck { seat, card, truck, price: if truck.is_some() { price } else { 0 } });
}
