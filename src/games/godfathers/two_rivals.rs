//! A lone godfather two pieces of one rival gang can reach in one turn, one die each (PRISE
//! D'OTAGE: "Un parrain seul sur une case peut être pris en otage comme un homme de main"; "Si
//! un troisième truand arrive sur cette case [...] Il est du même gang que le kidnappeur:
//! l'otage est liquidé"; REGLE GENERALE: "Si le parrain est liquidé, il regagne son quartier
//! général et tous ses hommes de main sont tués"). A newcomer (web25, nl seed 44, turn 38) was
//! told his godfather left alone was within reach of one rival, one square behind, and read it
//! as a hostage at worst; a second, in his HQ six behind, came with the other die, and the two
//! liquidated him and his whole gang. Both are named now, and what they do together, read from
//! the rules' legal moves for each roll of that gang and their outcome.

use super::choice::Choice;
use super::event::Event;
use super::narrate::Narrator;
use super::rules::movement::apply_move;
use super::rules::options::{extra_options, first_options, second_options};
use super::state::{PieceRef, Place, State};
use crate::engine::locale::Arg;
use crate::engine::seat::Seat;

/// The messages these clauses read.
pub const MESSAGES: &[&str] = &["option-does-exposed-two", "option-does-reach-by"];

/// A rival piece and the steps it stands behind the godfather's square.
type Comer = (PieceRef, u8);

/// The rival gangs' pieces free to move, as for any reach: none waits for its gang's next turn.
fn probe_of(after: &State, godfather: PieceRef) -> State {
    let mut probe = after.clone();
    for seat in after.gangs.seats().filter(|&s| s != godfather.seat) {
        for p in &mut probe.gangs[seat].pieces {
            p.fresh = false;
        }
    }
    probe
}

/// The moves of `seat`'s double `die`, one after the other, as the rules let them be played
/// (LES DEPLACEMENTS): one henchman the total, or a piece a die and another the other die, or
/// a single piece a die where the other can be played by nobody; each with the position after.
fn double_plays(n: &Narrator, probe: &State, seat: Seat, die: u8) -> Vec<(Vec<Comer>, State)> {
    let mut plays = Vec::new();
    for first in first_options(n.content, probe, seat, [die, die]) {
        let (piece, steps) = match first {
            Choice::Sum { piece, steps } => (piece, steps),
            Choice::Move { piece, die } => (piece, die),
            Choice::Victim { .. } => continue,
        };
        let p = PieceRef { seat, piece };
        let mut mid = probe.clone();
        if apply_move(n.content, &mut mid, p, steps).is_err() {
            continue;
        }
        let seconds = match first {
            Choice::Move { .. } => second_options(n.content, &mid, seat, piece, die),
            _ => Vec::new(),
        };
        for second in &seconds {
            let Choice::Move { piece: q, die: d } = *second else { continue };
            let q = PieceRef { seat, piece: q };
            let mut end = mid.clone();
            if apply_move(n.content, &mut end, q, d).is_ok() {
                plays.push((vec![(p, steps), (q, d)], end));
            }
        }
        if seconds.is_empty() {
            plays.push((vec![(p, steps)], mid));
        }
    }
    plays
}

/// The first pair of one rival gang whose double takes `godfather` hostage where he stands
/// and whose extra die then brings another of them there, liquidating him (LES DEPLACEMENTS:
/// "Un joueur qui obtient un double effectue ses déplacements et en applique les
/// conséquences. Puis il relance 1 seul dé"; NOTES.md 9: it moves any one piece). Each piece
/// said with the steps it stands behind him: what it walked this turn to reach him.
fn double_pair(n: &Narrator, after: &State, godfather: PieceRef) -> Option<(Comer, Comer)> {
    let probe = probe_of(after, godfather);
    let sides = n.content.rules.sides;
    for seat in after.gangs.seats().filter(|&s| s != godfather.seat) {
        for die in 1..=sides {
            for (moves, end) in double_plays(n, &probe, seat, die) {
                let taker = end.piece(godfather).held_by.filter(|k| k.seat == seat);
                let Some(taker) = taker else { continue };
                let walked = |p: PieceRef| moves.iter().filter(|m| m.0 == p).map(|m| m.1).sum::<u8>();
                for extra in 1..=sides {
                    for c in extra_options(n.content, &end, seat, extra) {
                        let Choice::Move { piece: q, die: d } = c else { continue };
                        let q = PieceRef { seat, piece: q };
                        let mut last = end.clone();
                        let Ok((events, _)) = apply_move(n.content, &mut last, q, d) else { continue };
                        if events.iter().any(|e| matches!(e, Event::Liquidated { piece, .. } if *piece == godfather)) {
                            return Some(((taker, walked(taker)), (q, walked(q) + d)));
                        }
                    }
                }
            }
        }
    }
    None
}

/// The first pair of one rival gang (by the roll, lowest first) whose plain roll, one die each,
/// takes `godfather` hostage where he stands and then liquidates him there, as the pieces stand
/// (each rival gang's pieces free to move, as for any reach).
fn pair(n: &Narrator, after: &State, godfather: PieceRef) -> Option<(Comer, Comer)> {
    let probe = probe_of(after, godfather);
    let sides = n.content.rules.sides;
    for seat in after.gangs.seats().filter(|&s| s != godfather.seat) {
        for a in 1..=sides {
            for b in a..=sides {
                for first in first_options(n.content, &probe, seat, [a, b]) {
                    let Choice::Move { piece, die } = first else { continue };
                    let p = PieceRef { seat, piece };
                    let mut mid = probe.clone();
                    let Ok((events, _)) = apply_move(n.content, &mut mid, p, die) else { continue };
                    let took =
                        events.iter().any(|e| matches!(e, Event::TookHostage { hostage, .. } if *hostage == godfather));
                    if !took {
                        continue;
                    }
                    let other = if die == a { b } else { a };
                    for second in second_options(n.content, &mid, seat, piece, other) {
                        let Choice::Move { piece: q, die: d } = second else { continue };
                        let q = PieceRef { seat, piece: q };
                        let mut end = mid.clone();
                        let Ok((events, _)) = apply_move(n.content, &mut end, q, d) else { continue };
                        if events.iter().any(|e| matches!(e, Event::Liquidated { piece, .. } if *piece == godfather)) {
                            return Some(((p, die), (q, d)));
                        }
                    }
                }
            }
        }
    }
    None
}

/// A rival as the reach names him: who, and how far behind (in his HQ, before which square).
fn comer(n: &Narrator, after: &State, (rival, steps): Comer) -> Arg {
    let hq = after.piece(rival).place == Place::Hq;
    let args = [
        ("rival", n.piece(rival)),
        ("hq", if hq { "yes" } else { "no" }.into()),
        ("entry", Arg::Num(i64::from(after.entries[rival.seat]) + 1)),
        ("steps", Arg::Num(i64::from(steps))),
    ];
    Arg::Str(n.t("option-does-reach-by", &args))
}

/// The clause for `godfather` alone on his square where two of one rival gang can come in one
/// turn, one die each, or only with a double and its extra die ([`double_pair`]): both named,
/// the nearer first, and that together they liquidate him.
pub fn two_rivals(n: &Narrator, after: &State, godfather: PieceRef) -> Option<String> {
    if !godfather.is_godfather() {
        return None;
    }
    let (double, (one, two)) = match pair(n, after, godfather) {
        Some(pair) => (false, pair),
        None => (true, double_pair(n, after, godfather)?),
    };
    let (first, second) = if (two.1, two.0) < (one.1, one.0) { (two, one) } else { (one, two) };
    let args = [
        ("first", comer(n, after, first)),
        ("second", comer(n, after, second)),
        ("double", if double { "yes" } else { "no" }.into()),
    ];
    Some(n.t("option-does-exposed-two", &args))
}

#[cfg(test)]
mod tests {
    use super::super::race_by_hand::{content, race, said};

    /// web25's race (nl seed 44, turn 38): his godfather and henchman 4 on square 14; the
    /// godfather moving 4 to 18 alone was said within reach of Player 2's henchman 3, one
    /// square behind, and no more, while Player 2's henchman 4, 6 behind, could come with the
    /// other die: the two liquidated him. Both are named now, and what they do together.
    #[test]
    fn a_lone_godfather_two_rivals_can_reach_names_both_and_the_whole_gang_at_stake() {
        let c = content();
        let s = race(&c, &[(0, 0, 14), (0, 4, 14), (1, 0, 40), (1, 1, 40), (1, 2, 40), (1, 3, 17), (1, 4, 12)]);
        for (lang, words) in [
            (
                "en",
                "within reach of Player 2's henchman 3, one square behind, and of Player 2's henchman 4, 6 squares \
                 behind: one die each, together they liquidate him, your godfather back to his HQ and all your \
                 henchmen killed (your whole gang at stake)",
            ),
            (
                "fr",
                "à portée de Joueur 2 (homme de main 3), une case derrière, et de Joueur 2 (homme de main 4), 6 cases \
                 derrière : un dé chacun, à eux deux ils le liquident, votre parrain renvoyé à son QG et tous vos \
                 hommes de main tués (au risque de tout votre gang)",
            ),
            (
                "nl",
                "binnen bereik van handlanger 3 van Speler 2, één veld erachter, en van handlanger 4 van Speler 2, 6 \
                 velden erachter: met elk één dobbelsteen liquideren ze hem samen, je peetvader terug naar zijn \
                 hoofdkwartier en al je handlangers dood (met je hele bende op het spel)",
            ),
        ] {
            let option = said(lang, &s, 0, 4);
            assert!(option.contains(words), "{lang}: {option}");
        }
        // One rival alone in reach: named alone, as before.
        let one = race(&c, &[(0, 0, 14), (0, 4, 14), (1, 0, 40), (1, 1, 40), (1, 2, 40), (1, 3, 17), (1, 4, 40)]);
        let option = said("en", &one, 0, 4);
        assert!(option.ends_with("within reach of Player 2's henchman 3, one square behind"), "{option}");
        assert!(!option.contains("together"), "{option}");
    }

    /// LES DEPLACEMENTS: "Un joueur qui obtient un double effectue ses déplacements et en
    /// applique les conséquences. Puis il relance 1 seul dé"; NOTES.md 9: the extra die moves any
    /// one piece. The godfather moving 4 to 18 alone, Player 2's henchman 3 three squares behind
    /// and henchman 4 eight behind: no plain roll brings both, but a double 4 brings henchman 4
    /// on its total and its extra die a 3 brings henchman 3, who liquidate him. Only the nearer
    /// was named; both are now, with the double said, in each language.
    #[test]
    fn two_rivals_only_a_double_and_its_extra_die_bring_are_named_with_the_double() {
        let c = content();
        let s = race(&c, &[(0, 0, 14), (0, 4, 14), (1, 0, 40), (1, 1, 40), (1, 2, 40), (1, 3, 15), (1, 4, 10)]);
        for (lang, words) in [
            (
                "en",
                "within reach of Player 2's henchman 3, 3 squares behind, and of Player 2's henchman 4, 8 squares \
                 behind: with a double and its extra die, together they liquidate him",
            ),
            (
                "fr",
                "à portée de Joueur 2 (homme de main 3), 3 cases derrière, et de Joueur 2 (homme de main 4), 8 cases \
                 derrière : avec un double et son dé supplémentaire, à eux deux ils le liquident",
            ),
            (
                "nl",
                "binnen bereik van handlanger 3 van Speler 2, 3 velden erachter, en van handlanger 4 van Speler 2, 8 \
                 velden erachter: met een dubbel en de extra dobbelsteen liquideren ze hem samen",
            ),
        ] {
            let option = said(lang, &s, 0, 4);
            assert!(option.contains(words), "{lang}: {option}");
        }
    }
}
