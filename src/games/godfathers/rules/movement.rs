//! LES DEPLACEMENTS and RETOUR DU PARRAIN: where a piece moving so many squares goes, whether
//! it may, and the move itself (leaving a hostage, passing the HQ, coming home, arriving).

use super::super::content::Content;
use super::super::event::{Event, Recruit};
use super::super::state::{PieceRef, Place, State};
use super::arrival::arrive;
use super::liquidation::recruit;

/// Where a move ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// A square of the loop; `lap` the squares walked on the lap it is then on; `passed` when
    /// it went past its HQ on the way (a new lap begun).
    Square { square: u8, lap: u8, passed: bool },
    /// RETOUR DU PARRAIN: the godfather home, by the exact count (the HQ counts one).
    Home,
}

/// Whether a godfather has a henchman of his gang on his square, or in his HQ (REGLE GENERALE:
/// "Le parrain ne peut jamais quitter une case sur laquelle il se trouve seul"; RULINGS.md: he
/// is alone when he starts his move with none).
pub fn accompanied(state: &State, godfather: PieceRef) -> bool {
    let place = state.piece(godfather).place;
    state.gangs[godfather.seat].pieces.iter().skip(1).any(|p| p.place == place)
}

/// Where `piece` would go moving `steps` squares clockwise, or `None` when it may not: a piece
/// out of play, waiting for its gang's next turn (a liquidated godfather and his recruits,
/// NOTES.md 4), held hostage (PRISE D'OTAGE), a godfather alone (REGLE
/// GENERALE), or a square that would hold more than 3 pieces or 2 gangs (LES DEPLACEMENTS).
pub fn target(content: &Content, state: &State, piece: PieceRef, steps: u8) -> Option<Target> {
    let p = state.piece(piece);
    if !p.alive() || p.fresh || p.held_by.is_some() || steps == 0 {
        return None;
    }
    if piece.is_godfather() && !accompanied(state, piece) {
        return None;
    }
    let n = u16::from(content.board.len());
    let walked = u16::from(p.lap) + u16::from(steps);
    if piece.is_godfather() && walked == n + 1 {
        return Some(Target::Home);
    }
    // A move passes the HQ at most once: the loop is at least as long as the longest move, the
    // two dice's total (RECRUTEMENT, RETOUR DU PARRAIN: one lap at a time; `load` refuses a
    // shorter loop, NOTES.md 13), so from lap `p <= n` a move ends by lap `p + steps <= 2n`.
    let passed = walked > n;
    let lap = if passed { walked - n } else { walked };
    let square = ((u16::from(state.entries[piece.seat]) + lap - 1) % n) as u8;
    // Counted in place, not gathered into lists: the move generator asks this for every piece
    // and die, and a random playout asks it thousands of times.
    let here = Place::Square(square);
    let (mut pieces, mut gangs) = (0usize, 0usize);
    for (seat, g) in state.gangs.iter() {
        let n = g.pieces.iter().filter(|p| p.place == here).count();
        pieces += n;
        if n > 0 || seat == piece.seat {
            gangs += 1;
        }
    }
    let r = &content.rules;
    if pieces + 1 > usize::from(r.max_pieces) || gangs > usize::from(r.max_gangs) {
        return None;
    }
    Some(Target::Square { square, lap: lap as u8, passed })
}

/// Whether a move takes a godfather past his HQ (RETOUR DU PARRAIN: allowed only when he is
/// "obligé de se déplacer").
pub fn overshoots(piece: PieceRef, t: Target) -> bool {
    piece.is_godfather() && matches!(t, Target::Square { passed: true, .. })
}

/// Moves `piece` `steps` squares: its hostage freed as it leaves (PRISE D'OTAGE: "Si le
/// kidnappeur quitte la case, l'otage est libéré"), told after the move, a lap
/// completed past the HQ recruiting (RECRUTEMENT, RETOUR DU PARRAIN), the godfather home
/// winning (LE GAGNANT), else what happens on arrival. Returns the events and the square it
/// stopped on.
///
/// # Errors
/// When the move is not allowed ([`target`] says none).
pub fn apply_move(
    content: &Content,
    state: &mut State,
    piece: PieceRef,
    steps: u8,
) -> Result<(Vec<Event>, Option<u8>), String> {
    let t = target(content, state, piece, steps)
        .ok_or_else(|| format!("player {}'s piece {} cannot move {steps}", piece.seat, piece.piece))?;
    let from = state.piece(piece).place;
    let mut events = Vec::new();
    // The hostage let go is told after the move that leaves him (a log read top to bottom
    // told him freed first, as if by the roll, his kidnapper's move coming a line later).
    let mut freed = None;
    if let (Some(h), Place::Square(square)) = (state.hostage_of(piece), from) {
        state.piece_mut(h).held_by = None;
        freed = Some(Event::Freed { hostage: h, square });
    }
    match t {
        Target::Home => {
            let p = state.piece_mut(piece);
            p.place = Place::Hq;
            p.lap = 0;
            events.push(Event::Moved { piece, from, to: Place::Hq, steps, forced: false });
            events.extend(freed);
            state.winner = Some(piece.seat);
            events.push(Event::GameWon { seat: piece.seat });
            Ok((events, None))
        }
        Target::Square { square, lap, passed } => {
            let p = state.piece_mut(piece);
            p.place = Place::Square(square);
            p.lap = lap;
            events.push(Event::Moved { piece, from, to: Place::Square(square), steps, forced: false });
            events.extend(freed);
            if passed {
                let (n, why) = if piece.is_godfather() {
                    (content.rules.recruit_overshoot, Recruit::Overshoot)
                } else {
                    (content.rules.recruit_per_lap, Recruit::Lap)
                };
                events.extend(recruit(state, piece.seat, n, why));
            }
            events.extend(arrive(content, state, piece, square));
            Ok((events, Some(square)))
        }
    }
}
