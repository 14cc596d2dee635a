//! Who of a gang could stop on a square in one turn of its own (LES DEPLACEMENTS): the rival
//! an option names as the threat to a piece left alone, or the hostage's gang that may come for
//! his taker (PRISE D'OTAGE), a lone godfather counted once a henchman can join him (REGLE
//! GENERALE; NOTES.md 3).

use super::narrate::Narrator;
use super::rules::movement::{Target, accompanied, target};
use super::state::{PieceRef, Place, State};
use crate::engine::locale::Arg;
use crate::engine::seat::Seat;

/// The words' arguments for the piece [`nearest`] found: who, how many squares behind, whether
/// only a double's extra die brings it, whether he is a lone godfather who moves only once a
/// henchman of his has joined him, and a lone godfather nearer than him, said after him
/// (`option-does-also`; empty where there is none).
/// A rival still in his HQ is said there, with the square it opens onto: "one square behind"
/// sent a newcomer looking on the board for a piece that was not on it.
pub fn near_args(n: &Narrator, after: &State, (rival, steps, double, joined, also): Near) -> [(&'static str, Arg); 7] {
    let also = also.map_or_else(String::new, |(godfather, steps)| {
        n.t("option-does-also", &[("rival", n.piece(godfather)), ("steps", Arg::Num(i64::from(steps)))])
    });
    let hq = after.piece(rival).place == Place::Hq;
    [
        ("hq", if hq { "yes" } else { "no" }.into()),
        ("entry", Arg::Num(i64::from(after.entries[rival.seat]) + 1)),
        ("rival", n.piece(rival)),
        ("steps", Arg::Num(i64::from(steps))),
        ("double", if double { "yes" } else { "no" }.into()),
        ("joined", if joined { "yes" } else { "no" }.into()),
        ("also", Arg::Str(also)),
    ]
}

/// A rival piece that could stop on a square: which, the steps it stands behind, whether only a
/// double's extra die brings it, whether it is a lone godfather a henchman must join first, and
/// a lone godfather who could come once joined and stands nearer than it, with his steps.
pub type Near = (PieceRef, u8, bool, bool, Option<(PieceRef, u8)>);

/// The steps a lone godfather of a rival gang (REGLE GENERALE: he never leaves a square where he
/// stands alone) stands behind `square` when one of his henchmen can join him with one die
/// and he can then move onto it with the other (NOTES.md 3: "A henchman that reaches his lone
/// godfather with the first die lets him leave with the second"). A newcomer's option named a
/// henchman 7 squares behind, while such a godfather 2 behind took him the next turn.
fn joined_reach(n: &Narrator, probe: &State, godfather: PieceRef, square: u8) -> Option<u8> {
    let g = probe.piece(godfather);
    let (Place::Square(at), None) = (g.place, g.held_by) else { return None };
    if !godfather.is_godfather() || accompanied(probe, godfather) {
        return None;
    }
    let sides = n.content.rules.sides;
    let henchmen =
        (1..probe.gangs[godfather.seat].pieces.len() as u8).map(|piece| PieceRef { seat: godfather.seat, piece });
    henchmen
        .filter_map(|h| {
            let lap = (1..=sides).find_map(|k| match target(n.content, probe, h, k) {
                Some(Target::Square { square: s, lap, .. }) if s == at => Some(lap),
                _ => None,
            })?;
            let mut joined = probe.clone();
            let p = joined.piece_mut(h);
            (p.place, p.lap) = (Place::Square(at), lap);
            (1..=sides).find(|&d| {
                matches!(target(n.content, &joined, godfather, d), Some(Target::Square { square: s, .. }) if s == square)
            })
        })
        .min()
}

/// The piece of a gang `rival` accepts nearest to stopping on `square` in one turn of its own
/// as the rules allow it (LES DEPLACEMENTS): a henchman moves up to the two dice's total and,
/// on a double, the extra die again; a godfather one die, and on a double the extra die; each
/// move stopping where the rules let it (a piece held hostage, a godfather alone or a full
/// square does not move; a piece waiting for its gang's next turn moves then). With the steps
/// it stands behind and whether only a double's extra die brings it there.
pub fn nearest(n: &Narrator, after: &State, square: u8, rival: impl Fn(Seat) -> bool) -> Option<Near> {
    let mut probe = after.clone();
    for seat in after.gangs.seats().filter(|&s| rival(s)) {
        for p in &mut probe.gangs[seat].pieces {
            p.fresh = false;
        }
    }
    let sides = n.content.rules.sides;
    let reach = |p: PieceRef| if p.is_godfather() { 2 * sides } else { 3 * sides };
    // Past one die for a godfather, past the two dice's total for a henchman: only a double's
    // extra die brings him there.
    let needs_double = |steps: u8, p: PieceRef| steps > if p.is_godfather() { sides } else { 2 * sides };
    let near: Vec<(u8, PieceRef, bool)> = probe
        .all()
        .filter(|(p, _)| rival(p.seat))
        .filter_map(|(p, _)| {
            (1..=reach(p))
                .find(|&steps| {
                    matches!(target(n.content, &probe, p, steps), Some(Target::Square { square: s, .. }) if s == square)
                })
                .map(|steps| (steps, p, false))
                .or_else(|| joined_reach(n, &probe, p, square).map(|steps| (steps, p, true)))
        })
        .collect();
    // A rival the dice bring without a double before one only a double brings, however
    // near: where a godfather and his henchman stood together, the godfather (the lower
    // piece) was chosen, needing a double, and a henchman's warning, which leaves such a
    // rival out, was dropped though the henchman could come. Then one free to move before a
    // lone godfather who moves only once joined, however near: the godfather 2 squares behind
    // was named "once one of his henchmen joins him", which reads as not yet a threat, while his
    // henchman 4 behind could stop there on a plain roll (a newcomer's game, nl seed 18).
    let &(steps, piece, joined) =
        near.iter().min_by_key(|&&(steps, p, joined)| (needs_double(steps, p), joined, steps, p))?;
    // The lone godfather nearer still is said after him: he too could come (NOTES.md 3).
    let also = near
        .iter()
        .filter(|&&(s, _, j)| j && !joined && s < steps)
        .min_by_key(|&&(s, p, _)| (s, p))
        .map(|&(s, p, _)| (p, s));
    Some((piece, steps, needs_double(steps, piece), joined, also))
}
