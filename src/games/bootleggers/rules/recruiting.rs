//! PHASE 6 : COUP DE CHALEUR !: at the end of turns 4 and 8 scores are announced, every seat
//! recruits a marker and the poorest (ties: the lower authority card) one more; every turn the
//! authority cards are discarded, this turn's card effects end and the turn track moves on.

use super::super::content::Window;
use super::super::event::Event;
use super::super::state::{Phase, TurnEffects};
use super::{Match, recruit, thugs};
use crate::engine::play::Flow;

/// The whole phase.
///
/// # Errors
/// A seat's interrupt, a script failure on a table that stops on them, or in checking mode a
/// broken invariant.
pub fn phase(m: &mut Match<'_>) -> Flow {
    m.state.phase = Phase::Recruiting;
    // The authority cards lie face up until they are discarded at the end of this phase, so
    // thug cards may be played before the scores and the recruiting (UTILISATION DES CARTES
    // VOYOU, RULINGS.md): a Moll can change who is poorest.
    thugs::window(m, Window::AuthorityFaceUp)?;
    let r = &m.content.rules.recruiting;
    if r.turns.contains(&m.state.turn) {
        let (markers, bonus) = (r.markers, r.poorest_bonus);
        let money = m.state.players.0.iter().map(|p| p.money).collect();
        m.emit(Event::ScoresAnnounced { money });
        let order = m.state.by_authority(m.content);
        for &seat in &order {
            recruit(m, seat, markers);
        }
        // `min_by_key` keeps the first of equals: reversed, the lowest authority.
        if let Some(poorest) = order.iter().rev().copied().min_by_key(|&s| m.state.players[s].money) {
            m.emit(Event::Poorest { seat: poorest });
            recruit(m, poorest, bonus);
        }
    }
    end_turn(m);
    m.check_invariants()
}

/// 3: the authority cards discarded, the turn's effects over, the next turn.
pub fn end_turn(m: &mut Match<'_>) {
    let s = &mut m.state;
    for p in &mut s.players.0 {
        p.played = None;
        p.family_output = 0;
        p.kept_this_turn.clear();
        p.thugs_passed.clear();
    }
    for sp in &mut s.speakeasies {
        sp.effects = TurnEffects::default();
    }
    for b in &mut s.authority_bonus.0 {
        *b = 0;
    }
    for h in &mut s.safe_house.0 {
        *h = 0;
    }
    s.vigorish.clear();
    s.warehouse.clear();
    s.revealed = false;
    s.arrivals = 0;
    s.turn += 1;
    s.phase = Phase::Authority;
}
