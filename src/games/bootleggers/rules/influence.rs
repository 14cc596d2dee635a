//! PHASE 2 : ENVOI DES GARS: in descending authority each seat places any number of its
//! back-room markers on speakeasies, all before the next seat; a speakeasy opens once its
//! shaded circles are covered (RULINGS.md: the circles cap the markers it holds). With the
//! chaotic option (RÈGLES (AVANCÉES) FACULTATIVES DE PLACEMENT DE L'INFLUENCE) there is no
//! phase 2: markers are placed at every moment the thug cards are offered
//! ([`markers::anytime`]).

use super::super::content::Window;
use super::super::state::Phase;
use super::{Match, back_room, markers, thugs};
use crate::engine::play::Flow;

/// The whole phase.
///
/// # Errors
/// A seat's interrupt, or a script failure on a table that stops on them.
pub fn phase(m: &mut Match<'_>) -> Flow {
    if m.content.rules.chaotic_influence {
        // "vous pouvez éliminer la phase 2": its placements happen at every moment instead.
        return Ok(());
    }
    m.state.phase = Phase::Influence;
    for seat in m.state.by_authority(m.content) {
        markers::place(m, seat, 0)?;
        back_room::use_back_room(m, seat)?;
        m.check_invariants()?;
    }
    thugs::window(m, Window::AuthorityFaceUp)
}
