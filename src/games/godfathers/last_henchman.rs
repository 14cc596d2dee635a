//! A lone godfather left with one henchman as the only piece of his gang free to move (REGLE
//! GENERALE: "Le parrain ne peut jamais quitter une case sur laquelle il se trouve seul"; LES
//! DEPLACEMENTS: at least one piece moves if any can): every roll must then move that henchman,
//! and only some rolls bring him onto the godfather's square. A newcomer (web25, nl seed 44,
//! turn 66) read that his henchman was "the only one who can still reach" his godfather, not
//! that the next rolls would carry him past, and his gang never moved again. Which rolls do what
//! is read from the rules' legal moves for each roll, as the pieces stand.

use super::choice::Choice;
use super::narrate::Narrator;
use super::rules::movement::{accompanied, apply_move};
use super::rules::options::{extra_options, first_options, second_options};
use super::state::{GODFATHER, PieceRef, State};
use super::stranded::only_joiner;
use crate::engine::locale::Arg;
use crate::engine::seat::Seat;

/// The message this clause reads.
pub const MESSAGES: &[&str] = &["option-does-must-move"];

/// What a roll can do for the one henchman every roll must move: at best, bring him onto his
/// godfather's square, leave him behind him (nearer), or only carry him past (or kill him). A
/// double that leaves him behind may bring him with its extra die (`Extra`: LES DEPLACEMENTS,
/// "Puis il relance 1 seul dé"; NOTES.md 9), if that die shows the rest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Fate {
    Past,
    Nearer,
    Extra,
    Back,
}

/// What each roll (its two dice, lowest first) can do at best for the henchman every roll moves.
type Fates = Vec<([u8; 2], Fate)>;

/// Where a play left the henchman `h`: with his godfather, still the one behind him, or not.
fn fate(state: &State, h: PieceRef) -> Fate {
    let godfather = PieceRef { seat: h.seat, piece: GODFATHER };
    if accompanied(state, godfather) {
        Fate::Back
    } else if only_joiner(state, h.seat) == Some(h) {
        Fate::Nearer
    } else {
        Fate::Past
    }
}

/// The best `roll` can do for `h`, over every legal play of it (`first_options`, then the other
/// die's `second_options`); `None` where a play moves another piece of his gang.
fn best(n: &Narrator, state: &State, h: PieceRef, roll: [u8; 2]) -> Option<Fate> {
    let mut best = Fate::Past;
    let plays = first_options(n.content, state, h.seat, roll);
    if plays.is_empty() {
        return Some(Fate::Nearer);
    }
    for choice in plays {
        let (piece, steps, other) = match choice {
            Choice::Sum { piece, steps } => (piece, steps, None),
            Choice::Move { piece, die } => (piece, die, Some(if die == roll[0] { roll[1] } else { roll[0] })),
            Choice::Victim { .. } => return None,
        };
        if piece != h.piece {
            return None;
        }
        let mut after = state.clone();
        apply_move(n.content, &mut after, h, steps).ok()?;
        let fate_of = fate(&after, h);
        // Not joined, the other die is no other piece's to take: he alone moves.
        if let (Some(die), Fate::Nearer | Fate::Past) = (other, fate_of)
            && !second_options(n.content, &after, h.seat, h.piece, die).is_empty()
        {
            return None;
        }
        let fate_of = if roll[0] == roll[1] && fate_of == Fate::Nearer && extra_back(n, &after, h) {
            Fate::Extra
        } else {
            fate_of
        };
        best = best.max(fate_of);
    }
    Some(best)
}

/// Whether a double's extra die (LES DEPLACEMENTS: "Puis il relance 1 seul dé"; NOTES.md 9: it
/// moves any one piece, one that moved already included) can bring `h`, still the only piece
/// of his gang free to move, onto his godfather's square: one of its faces moves him there. The
/// clause named only the plain rolls that bring him, as if a double short of him ended there.
fn extra_back(n: &Narrator, after: &State, h: PieceRef) -> bool {
    (1..=n.content.rules.sides).any(|die| {
        let options = extra_options(n.content, after, h.seat, die);
        let only_his = options.iter().all(|c| matches!(*c, Choice::Move { piece, .. } if piece == h.piece));
        let mut moved = after.clone();
        only_his
            && options.contains(&Choice::Move { piece: h.piece, die })
            && apply_move(n.content, &mut moved, h, die).is_ok()
            && fate(&moved, h) == Fate::Back
    })
}

/// The clause for a move that leaves `seat`'s lone godfather with one henchman, the only piece
/// of the gang free to move, where it was not so before: every roll must move him, which rolls
/// bring him to the godfather (a die, a total), and that the others only bring him nearer or
/// carry him past.
pub fn must_move(n: &Narrator, before: &State, after: &State, seat: Seat) -> Option<String> {
    let fates = |state: &State| -> Option<(PieceRef, Fates)> {
        let h = only_joiner(state, seat)?;
        let sides = n.content.rules.sides;
        let rolls = (1..=sides).flat_map(|a| (a..=sides).map(move |b| [a, b]));
        let fates = rolls.map(|roll| best(n, state, h, roll).map(|f| (roll, f))).collect::<Option<Vec<_>>>()?;
        Some((h, fates))
    };
    if after.winner.is_some() || fates(before).is_some() {
        return None;
    }
    let (h, fates) = fates(after)?;
    let sides = n.content.rules.sides;
    let back = |roll: [u8; 2]| fates.iter().any(|&(r, f)| r == roll && f == Fate::Back);
    // A die that brings him whatever the other shows; a total that does where no such die is.
    let die = (1..=sides).find(|&d| (1..=sides).all(|o| back(if d <= o { [d, o] } else { [o, d] })));
    let sum = fates
        .iter()
        .filter(|&&([a, b], f)| f == Fate::Back && Some(a) != die && Some(b) != die)
        .map(|&([a, b], _)| a + b)
        .min();
    let nearer = fates.iter().any(|&(_, f)| matches!(f, Fate::Nearer | Fate::Extra));
    // The doubles whose extra die may still bring him.
    let extra = fates.iter().any(|&(_, f)| f == Fate::Extra);
    let args = [
        ("piece", n.piece_for(h, seat, false)),
        ("die", Arg::Num(i64::from(die.unwrap_or(0)))),
        ("sum", Arg::Num(i64::from(sum.unwrap_or(0)))),
        ("nearer", if nearer { "yes" } else { "no" }.into()),
        ("extra", if extra { "yes" } else { "no" }.into()),
    ];
    Some(n.t("option-does-must-move", &args))
}

#[cfg(test)]
mod tests {
    use super::super::race_by_hand::{content, race, said};

    /// web25's race (nl seed 44, turn 66): his godfather and henchman 3, his last, on square 10;
    /// the godfather moving 3 to 13 alone left henchman 3 the one piece every roll must move. The
    /// option said he was the only one who could still reach his godfather, not that only a 3
    /// (or 1+2) would bring him there and any other roll carry him past; it says so now, in each
    /// language.
    #[test]
    fn a_lone_godfather_s_last_free_henchman_is_said_to_move_on_every_roll() {
        let c = content();
        let s = race(&c, &[(0, 0, 10), (0, 3, 10), (0, 1, 255), (0, 2, 255), (0, 4, 255), (1, 0, 40), (1, 1, 40)]);
        for (lang, words) in [
            (
                "en",
                "every roll must then move your henchman 3, the only piece of yours left free to move: only a 3 (or a \
                 roll totalling 3) brings him to your godfather; a smaller roll only brings him nearer, and any other \
                 carries him past your godfather, who can then be joined only after a whole lap",
            ),
            (
                "fr",
                "chaque jet devra alors déplacer votre homme de main 3, le seul de vos truands encore libre de bouger : \
                 seul un 3 (ou un jet de 3 au total) l'amène à votre parrain ; un jet plus faible ne fait que l'en \
                 rapprocher, et tout autre jet lui fait dépasser votre parrain, qu'il ne pourra plus rejoindre qu'après \
                 un tour complet de la ville",
            ),
            (
                "nl",
                "elke worp moet dan jouw handlanger 3 verplaatsen, het enige stuk van je dat nog kan bewegen: alleen \
                 precies 3 (of een worp van samen 3) brengt hem bij je peetvader; een lagere worp brengt hem alleen \
                 dichterbij, en elke andere worp voert hem voorbij je peetvader, die hij dan pas na een hele ronde \
                 weer kan bereiken",
            ),
        ] {
            let option = said(lang, &s, 0, 3);
            assert!(option.contains(words), "{lang}: {option}");
        }
        // One square away, only a 1 brings him; every roll without one carries him past.
        let option = said("en", &s, 0, 1);
        assert!(option.contains("only a 1 brings him to your godfather; any other roll carries him past"), "{option}");
        // Another henchman of his free ahead: not every roll must move henchman 3.
        let free = race(&c, &[(0, 0, 10), (0, 3, 10), (0, 1, 20), (0, 2, 255), (0, 4, 255), (1, 0, 40), (1, 1, 40)]);
        assert!(!said("en", &free, 0, 3).contains("every roll must"), "{}", said("en", &free, 0, 3));
    }

    /// LES DEPLACEMENTS: "Un joueur qui obtient un double effectue ses déplacements [...] Puis il
    /// relance 1 seul dé"; NOTES.md 9: the extra die moves any one piece. Henchman 3, 3 squares
    /// behind his lone godfather and the one piece every roll moves, walks 2 on a double 1 and
    /// then the extra die: a 1 brings him. The clause named only the plain 3 and the total 3,
    /// and the double's extra die is said now, in each language; not where no double falls short
    /// of him (one square behind).
    #[test]
    fn a_double_short_of_a_lone_godfather_is_said_to_bring_his_last_henchman_with_its_extra_die() {
        let c = content();
        let s = race(&c, &[(0, 0, 10), (0, 3, 10), (0, 1, 255), (0, 2, 255), (0, 4, 255), (1, 0, 40), (1, 1, 40)]);
        for (lang, words) in [
            (
                "en",
                "; a double that leaves him short of your godfather still brings him there if its extra die shows \
                 the squares left (Moving; French rulebook: LES DÉPLACEMENTS)",
            ),
            (
                "fr",
                " ; un double qui le laisse en deçà de votre parrain l'y amène encore si son dé supplémentaire \
                 donne les cases qui restent (LES DÉPLACEMENTS)",
            ),
            (
                "nl",
                "; een dubbel die hem vóór je peetvader laat stoppen, brengt hem er nog als de extra dobbelsteen de \
                 resterende velden gooit (Verplaatsen; Franse spelregels: LES DÉPLACEMENTS)",
            ),
        ] {
            let option = said(lang, &s, 0, 3);
            assert!(option.contains(words), "{lang}: {option}");
        }
        // One square away, no double falls short of him.
        let option = said("en", &s, 0, 1);
        assert!(option.contains("every roll must") && !option.contains("extra die"), "{option}");
    }
}
