//! PHASE 5 : « QUEL EST LE MOT DE PASSE ? »: open speakeasies from the smallest to the largest
//! roll their demand and buy from the majority dock, then the minority dock, then (if the seat
//! in control or with the majority allows it) the public dock, paying the wholesale price to
//! each seller and the margin on every crate to the seat in control. O'Malley's buys every
//! crate. Then the rented and lent trucks go back, and the game may end (FIN DU JEU).

use super::super::choice::Choice;
use super::super::content::{Demand, SpeakeasyId, Window};
use super::super::event::{Event, Returned};
use super::super::state::{Asking, Phase, TruckId};
use super::{Match, receive, thugs};
use crate::engine::play::Flow;
use crate::engine::seat::Seat;

/// The whole phase; the winner when the game ends with it.
///
/// # Errors
/// A seat's interrupt, or a script failure on a table that stops on them.
pub fn phase(m: &mut Match<'_>) -> Flow<Option<Seat>> {
    m.state.phase = Phase::Sales;
    let mut order: Vec<SpeakeasyId> = m.content.board.in_game(m.state.player_count()).map(|(id, _)| id).collect();
    order.sort_by_key(|s| m.content.board.speakeasies[usize::from(s.0)].rank);
    for s in order {
        if !m.state.trucks.iter().any(|t| t.at.is_some_and(|a| a.speakeasy == s) && t.load > 0) {
            continue;
        }
        thugs::window(m, Window::TrucksLinedUp)?;
        if m.state.is_open(m.content, s) {
            sell_at(m, s)?;
        }
        for t in m.state.lined_up(m.content, s) {
            let crates = std::mem::take(&mut m.state.truck_mut(t).load);
            if crates > 0 {
                m.emit(Event::Unsold { speakeasy: s, truck: t, crates });
            }
        }
        m.check_invariants()?;
    }
    return_trucks(m);
    Ok(game_over(m))
}

/// 1: the demand: so many dice, +1 on every die per improvement (RULINGS.md), one more die by
/// Thirsty; `None` for unlimited (O'Malley's, Copper in the House).
fn demand(m: &mut Match<'_>, s: SpeakeasyId) -> Option<u32> {
    let printed = &m.content.board.speakeasies[usize::from(s.0)];
    let st = m.state.speakeasy(s);
    let dice = match printed.demand {
        Demand::Unlimited => None,
        _ if st.effects.like_police_chief.is_some() => None,
        Demand::Dice(n) => Some(n.saturating_add(st.effects.extra_dice)),
    };
    let Some(dice) = dice else {
        m.emit(Event::Demand { speakeasy: s, dice: Vec::new(), plus: 0, demand: None });
        return None;
    };
    let plus = u32::from(st.improvements) * u32::from(m.content.rules.improvement_per_die);
    let sides = m.content.rules.die_sides;
    let faces: Vec<u8> = (0..dice).map(|_| m.state.chance.roll_as(sides, &["demand"])).collect();
    let total = faces.iter().map(|&f| u32::from(f) + plus).sum();
    m.emit(Event::Demand { speakeasy: s, dice: faces, plus, demand: Some(total) });
    Some(total)
}

/// 2-3: one speakeasy's purchases and its margin.
fn sell_at(m: &mut Match<'_>, s: SpeakeasyId) -> Flow {
    let mut left = demand(m, s);
    let players = m.state.player_count();
    let printed = &m.content.board.speakeasies[usize::from(s.0)];
    let effects = m.state.speakeasy(s).effects.clone();
    let price = i64::from(effects.like_police_chief.unwrap_or_else(|| printed.wholesale(players)));
    let public = m.content.board.public_dock();
    let mut public_allowed: Option<bool> = None;
    let mut sold_here: u32 = 0;
    for t in m.state.lined_up(m.content, s) {
        if left == Some(0) {
            break;
        }
        let truck = m.state.truck(t).clone();
        let (Some(at), Some(operator)) = (truck.at, truck.operator()) else { continue };
        if truck.load == 0 {
            continue;
        }
        // 2c: the public dock of a speakeasy with limited demand sells only if allowed.
        if left.is_some() && public == Some(at.dock) {
            let allowed = match public_allowed {
                Some(a) => a,
                None => {
                    let a = match m.state.decider(m.content, s) {
                        Some(d) => {
                            let options = vec![Choice::Allow, Choice::Forbid];
                            let a =
                                super::ask_about(m, d, "public_dock", options, Asking::PublicDock(s))? == Choice::Allow;
                            m.emit(Event::PublicDock { speakeasy: s, seat: d, allowed: a });
                            a
                        }
                        None => false,
                    };
                    public_allowed = Some(a);
                    a
                }
            };
            if !allowed {
                break;
            }
        }
        let n = left.map_or(truck.load, |l| truck.load.min(u16::try_from(l).unwrap_or(u16::MAX)));
        let seller = truck.load_taken_by.unwrap_or(operator);
        let paid = i64::from(n) * price;
        receive(m, seller, paid)?;
        m.state.truck_mut(t).load -= n;
        m.emit(Event::Sold { speakeasy: s, truck: t, seller, crates: n, paid });
        if let Some((holder, per)) = effects.packing_heat
            && holder != seller
        {
            let due = m.state.pay_what_it_can(seller, i64::from(n) * i64::from(per));
            receive(m, holder, due)?;
            m.emit(Event::PackingHeat { speakeasy: s, from: seller, to: holder, paid: due });
        }
        sold_here += u32::from(n);
        left = left.map(|l| l - u32::from(n));
    }
    if sold_here > 0 {
        match m.state.leaders_at(m.content, s) {
            (Some(c), _) => {
                let per = i64::from(printed.margin(players)) + i64::from(effects.extra_margin);
                let paid = i64::from(sold_here) * per;
                if paid > 0 {
                    receive(m, c, paid)?;
                    m.emit(Event::Margin { speakeasy: s, seat: c, crates: sold_here, paid });
                }
            }
            (None, majority) if printed.influence => {
                let raided = effects.like_police_chief.map(|_| m.state.leaders_unraided(m.content, s).0);
                // Big Payoff's control, which Copper in the House set aside, not the markers'.
                let paid_off = raided.is_some() && effects.control.is_some();
                m.emit(Event::NoMargin { speakeasy: s, majority, raided, paid_off });
            }
            (None, _) => {}
        }
    }
    Ok(())
}

/// After the sales: every truck home and empty; rented trucks back to their owners (their
/// renters' markers back to the reserve), lent trucks back to the supply.
fn return_trucks(m: &mut Match<'_>) {
    let returned: Vec<Returned> = m
        .state
        .trucks_with_ids()
        .filter_map(|(truck, t)| Some(Returned { truck, by: t.renter?, to: t.owner }))
        .collect();
    // A truck still loaded went nowhere: no speakeasy was open when the trucks left (lined-up
    // trucks were emptied at their speakeasy). Its crates are its operator's.
    let lost: Vec<(Seat, TruckId, u16)> = m
        .state
        .trucks_with_ids()
        .filter(|(_, t)| t.load > 0)
        .filter_map(|(truck, t)| Some((t.operator()?, truck, t.load)))
        .collect();
    let mut renters = Vec::new();
    for t in &mut m.state.trucks {
        t.at = None;
        t.load_taken_by = None;
        if let Some(r) = t.renter.take()
            && std::mem::take(&mut t.renter_marked)
        {
            renters.push(r);
        }
    }
    for t in &mut m.state.trucks {
        t.load = 0;
    }
    for (seat, truck, crates) in lost {
        m.emit(Event::NowhereToGo { seat, truck, crates });
    }
    m.state.trucks.retain(|t| t.owner.is_some());
    for r in renters {
        m.state.players[r].reserve += 1;
    }
    m.emit(Event::TrucksReturned { trucks: returned });
}

/// FIN DU JEU ET VICTOIRE: after the sales of the last turn, or of a turn in which someone holds
/// $100G or more, the richest wins (RULINGS.md: ties to the higher authority card of the turn).
fn game_over(m: &mut Match<'_>) -> Option<Seat> {
    let r = &m.content.rules;
    let rich = m.state.players.iter().any(|(_, p)| p.money >= i64::from(r.end_money));
    if m.state.turn < r.game_turns() && !rich {
        return None;
    }
    let order = m.state.by_authority(m.content);
    // `max_by_key` keeps the last of equals: reversed, the highest authority.
    let winner = order.iter().rev().copied().max_by_key(|&s| m.state.players[s].money)?;
    let money = m.state.players.0.iter().map(|p| p.money).collect();
    m.emit(Event::GameEnded { turn: m.state.turn, winner, money });
    Some(winner)
}
