//! What a move does to the way back to a lone godfather (REGLE GENERALE: "Le parrain ne peut
//! jamais quitter une case sur laquelle il se trouve seul. Pour pouvoir repartir, il doit y être
//! rejoint par un de ses hommes de main"): henchmen walk clockwise only, so a godfather alone can
//! be joined only by one behind him, or one in the HQ (which opens onto the first square of his
//! lap); a henchman ahead of him must first go round the whole loop. Left alone in the HQ, he
//! waits for a henchman recruited into it (RULINGS.md; RECRUTEMENT: a henchman's lap recruits,
//! and only if one of the gang has died). Two newcomers walked their last henchman out of the HQ,
//! or past a lone godfather, and lost him for the rest of the race, unwarned.

use super::narrate::Narrator;
use super::rules::movement::accompanied;
use super::state::{GODFATHER, PieceRef, Place, State};
use crate::engine::locale::Arg;
use crate::engine::seat::Seat;

/// The messages these clauses read.
pub const MESSAGES: &[&str] = &["option-does-hq-alone", "option-does-none-behind", "play-godfather-waits"];

/// Whether a henchman of `seat` can reach his lone godfather without going round the loop: one
/// in the HQ, or one on the loop behind him on his lap (held hostage too: he may go free).
fn any_behind(state: &State, seat: Seat) -> bool {
    let pieces = &state.gangs[seat].pieces;
    let lap = pieces[usize::from(GODFATHER)].lap;
    pieces.iter().skip(1).any(|p| match p.place {
        Place::Hq => true,
        Place::Square(_) => p.lap < lap,
        Place::Dead => false,
    })
}

/// The one henchman of `seat` who can still come to his lone godfather without going round the
/// loop, where there is exactly one and he stands free on a square ([`any_behind`]: behind the
/// godfather on his lap; one in the HQ cannot be taken there, nor counted out): the race of the
/// gang hangs on him.
pub fn only_joiner(state: &State, seat: Seat) -> Option<PieceRef> {
    let godfather = PieceRef { seat, piece: GODFATHER };
    let g = state.piece(godfather);
    if !matches!(g.place, Place::Square(_)) || g.held_by.is_some() || accompanied(state, godfather) {
        return None;
    }
    let mut behind = state.gangs[seat].pieces.iter().enumerate().skip(1).filter(|(_, p)| match p.place {
        Place::Hq => true,
        Place::Square(_) => p.lap < g.lap,
        Place::Dead => false,
    });
    let (only, p) = behind.next()?;
    if behind.next().is_some() || p.held_by.is_some() || !matches!(p.place, Place::Square(_)) {
        return None;
    }
    Some(PieceRef { seat, piece: only as u8 })
}

/// The clause for a move of `piece` that leaves its godfather alone with no henchman able to
/// come to him short of a whole lap: the last one walking out of the HQ, or the last one behind
/// him going past him (or leaving his square forward, or falling). `None` when the way back
/// stays open, or was already closed before the move. A godfather held hostage is freed by one
/// of his gang stopping on his square (PRISE D'OTAGE: "Il est du même gang que l'otage: le
/// kidnappeur est liquidé, l'otage est donc libéré"), so the last one behind him going past him
/// is warned the same way: a newcomer walked him past, unwarned, while the same move was warned
/// of the godfather standing alone.
pub fn stranded(n: &Narrator, before: &State, after: &State, piece: PieceRef) -> Option<String> {
    let godfather = PieceRef { seat: piece.seat, piece: GODFATHER };
    let is = after.piece(godfather);
    if after.winner.is_some() || accompanied(after, godfather) {
        return None;
    }
    if is.held_by.is_some() {
        let (Place::Square(s), Some(_)) = (is.place, before.piece(godfather).held_by) else { return None };
        let closed = any_behind(before, piece.seat) && !any_behind(after, piece.seat);
        let args = [("square", Arg::Num(i64::from(s) + 1)), ("held", "yes".into())];
        return closed.then(|| n.t("option-does-none-behind", &args));
    }
    match is.place {
        Place::Hq if before.piece(godfather).place == Place::Hq && accompanied(before, godfather) => {
            let dead = after.dead_henchmen(piece.seat).len();
            Some(n.t("option-does-hq-alone", &[("dead", Arg::Num(dead as i64))]))
        }
        Place::Square(s) if !any_behind(after, piece.seat) => {
            let open = accompanied(before, godfather) || any_behind(before, piece.seat);
            let args = [("square", Arg::Num(i64::from(s) + 1)), ("held", "no".into())];
            open.then(|| n.t("option-does-none-behind", &args))
        }
        _ => None,
    }
}

/// The status line of a gang whose godfather stands alone, still free of the hostage-taker, its
/// gang not stuck for all that (`Narrator::stuck` tells that case): where he waits and what
/// frees him (REGLE GENERALE; RULINGS.md for the HQ), and when no henchman of his is left
/// behind him. The panel said nothing of a newcomer's godfather left alone in his HQ, turn
/// after turn.
pub fn waits(n: &Narrator, state: &State, seat: Seat, you: bool) -> Option<String> {
    let godfather = PieceRef { seat, piece: GODFATHER };
    let g = state.piece(godfather);
    if g.held_by.is_some() || !g.alive() || g.fresh || accompanied(state, godfather) || state.winner.is_some() {
        return None;
    }
    let (place, behind) = match g.place {
        Place::Hq => ("hq", "yes"),
        Place::Square(_) => ("square", if any_behind(state, seat) { "yes" } else { "no" }),
        Place::Dead => return None,
    };
    Some(n.t(
        "play-godfather-waits",
        &[
            ("you", if you { "yes" } else { "no" }.into()),
            ("seat", n.locale.seat(seat)),
            ("where", place.into()),
            ("place", n.place(g.place)),
            ("behind", behind.into()),
        ],
    ))
}
