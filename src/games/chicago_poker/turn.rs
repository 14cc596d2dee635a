//! The game on the engine's match: turns (4.1), shootouts (5.0) and the end (6.0), asking each
//! seat through the decision interface and running the special cards' scripts. What each step
//! does is a function of `rules`; this file only puts them in order and asks the questions.

use super::ChicagoPoker;
use super::choice::Choice;
use super::content::{CardKind, TileId};
use super::event::{Event, Sent};
use super::rules;
use super::rules::shootout::Reinforced;
use super::script::api::{Play, SpecialRef};
use super::script::effect::{self, Effect};
use super::script::hooks::Hook;
use crate::engine::play::{Flow, Outcome, Stop};
use crate::engine::seat::Seat;
use rhai::Dynamic;

/// A Chicago Poker match.
pub type Match<'c> = crate::engine::play::Match<'c, ChicagoPoker>;

/// The whole game: turns until a player wins (6.0), or the turn cap.
///
/// # Errors
/// [`Stop::Won`] when a player wins, [`Stop::Capped`] at the cap, or a seat's interrupt.
pub fn play(m: &mut Match<'_>) -> Flow<Outcome> {
    if m.state.turn == 0 && m.log.is_empty() {
        let setup = rules::setup::announce(&m.state);
        m.emit_all(setup);
    }
    let cap = m.options.round_cap.unwrap_or(m.content.rules.turn_cap);
    loop {
        if let Some(w) = m.state.winner {
            return Err(Stop::Won(w));
        }
        if m.state.turn >= cap {
            let leader = leader(m);
            m.emit(Event::Capped { turns: m.state.turn, leader });
            return Err(Stop::Capped(leader));
        }
        turn(m)?;
    }
}

/// Who holds the most establishments, if one player alone does.
pub fn leader(m: &Match<'_>) -> Option<Seat> {
    crate::engine::seat::sole_leader(m.state.players.iter().map(|(s, p)| (s, p.won.len())))
}

/// 4.1 Le tour d'un joueur: his shootouts first (5.0: "avant que le joueur n'effectue sa
/// première action"), then his actions, then the turn passes.
///
/// # Errors
/// A seat's interrupt, or a script failure on a table that stops on them; [`Stop::Broken`] when
/// the turn counter is full (never in a game: the turn cap and a scenario's bounds keep it far
/// below).
pub fn turn(m: &mut Match<'_>) -> Flow {
    let seat = m.state.current;
    if m.state.turn == u32::MAX {
        return Err(Stop::Broken(format!("the turn counter is full after turn {}", m.state.turn)));
    }
    let begun = rules::actions::begin_turn(&mut m.state, m.content);
    m.emit_all(begun);
    for tile in rules::shootout::pending_shootouts(&m.state, seat) {
        shootout(m, tile)?;
        m.check_invariants()?;
        if rules::actions::is_over(&m.state) {
            return Ok(());
        }
    }
    actions(m)?;
    let ended = rules::actions::end_turn(&mut m.state, m.content).map_err(|e| Stop::Broken(e.to_string()))?;
    m.emit_all(ended);
    m.check_invariants()
}

/// 4.1: the current player's actions, until he has none left or stops.
///
/// # Errors
/// A seat's interrupt, or a script failure on a table that stops on them.
pub fn actions(m: &mut Match<'_>) -> Flow {
    let seat = m.state.current;
    loop {
        let options = rules::actions::legal_actions(&m.state, m.content);
        if options.is_empty() {
            return Ok(());
        }
        let choice = m.ask(seat, "action", options)?;
        let events =
            rules::actions::apply_action(&mut m.state, m.content, choice).map_err(|e| Stop::Broken(e.to_string()))?;
        m.emit_all(events);
        if let Choice::Special { card } = choice {
            special(m, seat, card)?;
        }
        m.check_invariants()?;
    }
}

/// 4.1 "Cartes spéciales": "L'effet de la carte est appliqué immédiatement lorsqu'elle est
/// jouée, et la carte est défaussée": the card's `on_play`, its effects applied, then the
/// discard. A script that fails does nothing (its failure is logged).
///
/// # Errors
/// A seat's interrupt during the script, or its failure on a table that stops on them.
pub fn special(m: &mut Match<'_>, seat: Seat, card: super::content::CardId) -> Flow {
    let CardKind::Special(special) = m.content.card(card).kind else {
        return Err(Stop::Broken(format!("card {} is no special card", card.0)));
    };
    let scripts = m.x.scripts.clone();
    if let Some(call) = scripts.call(super::catalogue::special_key(m.content, special), Hook::OnPlay) {
        let effects: Vec<Effect> = m.run_effect_hook(
            &scripts.host,
            call,
            Dynamic::from(SpecialRef(card)),
            (Dynamic::from(Play { player: seat }),),
        )?;
        if effects.is_empty() {
            // NOTES.md 3: played with nothing to act on, it does nothing; said, not left to
            // silence (a newcomer read "Player 1 plays Informer." and nothing after).
            m.emit(Event::SpecialFoundNothing { seat, card });
        }
        for e in &effects {
            // Each was checked when the script asked for it, against the same position.
            let events = effect::apply(&mut m.state, m.content, seat, e).map_err(|e| Stop::Broken(e.to_string()))?;
            m.emit_all(events);
        }
    }
    rules::specials::discard_special(&mut m.state, card);
    Ok(())
}

/// 5.0 Fusillade: every card there shown, the best hand wins; tied players send reinforcements,
/// each chosen before any is shown (RULINGS.md: a simultaneous decision: a seat's answer is
/// hidden from the others until all have answered), until one is highest.
///
/// # Errors
/// A seat's interrupt.
pub fn shootout(m: &mut Match<'_>, tile: TileId) -> Flow {
    let (events, showdown) =
        rules::shootout::reveal(&mut m.state, m.content, tile).map_err(|e| Stop::Broken(e.to_string()))?;
    m.emit_all(events);
    let (winner, decided) = match rules::shootout::sole_winner(&showdown) {
        Some(w) => w,
        None => {
            let mut tied = showdown.tied.clone();
            loop {
                let mut sent = Vec::with_capacity(tied.len());
                for &seat in &tied {
                    let options = rules::shootout::reinforcement_options(&m.state, m.content, seat);
                    let card = match m.ask(seat, "reinforcement", options)? {
                        Choice::Reinforce { card } => Some(card),
                        _ => None,
                    };
                    sent.push(Sent { seat, card });
                }
                let (event, outcome) = rules::shootout::reinforce(&mut m.state, m.content, &showdown, &tied, &sent)
                    .map_err(|e| Stop::Broken(e.to_string()))?;
                m.emit(event);
                match outcome {
                    Reinforced::Winner(seat, decided) => break (seat, decided),
                    Reinforced::Again(still) => tied = still,
                }
            }
        }
    };
    let events = rules::shootout::award(&mut m.state, m.content, tile, winner, decided);
    m.emit_all(events);
    Ok(())
}
