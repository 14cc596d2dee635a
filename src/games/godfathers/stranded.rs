//! What a move does to the way back to a lone godfather (REGLE GENERALE: "Le parrain ne peut
//! jamais quitter une case sur laquelle il se trouve seul. Pour pouvoir repartir, il doit y être
//! rejoint par un de ses hommes de main"): henchmen walk clockwise only, so a godfather alone can
//! be joined only by one behind him, or one in the HQ (which opens onto the first square of his
//! lap); a henchman ahead of him must first go round the whole loop. Left alone in the HQ, he
//! waits for a henchman recruited into it (RULINGS.md; RECRUTEMENT: a henchman's lap recruits,
//! and only if one of the gang has died). Two newcomers walked their last henchman out of the HQ,
//! or past a lone godfather, and lost him for the rest of the race, unwarned.

use super::event::Event;
use super::narrate::Narrator;
use super::rules::movement::accompanied;
use super::state::{GODFATHER, PieceRef, Place, State};
use super::turn::stuck;
use super::view::View;
use crate::engine::locale::Arg;
use crate::engine::seat::Seat;

/// The messages these clauses read.
pub const MESSAGES: &[&str] =
    &["option-does-hq-alone", "option-does-none-behind", "play-godfather-waits", "play-forced-lost"];

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

/// The only move the dice left `v`'s seat, made without asking ("obligé de déplacer au moins un
/// de ses truands", LES DEPLACEMENTS), that took from its lone godfather the last henchman able
/// to come to him short of a whole lap (REGLE GENERALE: "il doit y être rejoint par un de ses
/// hommes de main"), told in the log from `from` on: the log's index past it and why it
/// matters. Where every roll must move that henchman (`last_henchman`) the gang's moves are all
/// forced: a newcomer's page ran on for turns past the one that carried him beyond his
/// godfather, never stopping there. Judged as the race stands now: the godfather still alone on
/// his square, free, and none of his henchmen behind him, the piece moved having stood with him
/// or behind him (or in the HQ). A gang out of play is told so by its own stop.
pub fn forced_loss(n: &Narrator, v: &View<'_>, from: usize) -> Option<(usize, String)> {
    let (state, seat) = (v.state(), v.seat);
    let godfather = PieceRef { seat, piece: GODFATHER };
    let g = state.piece(godfather);
    let Place::Square(at) = g.place else { return None };
    if g.held_by.is_some() || accompanied(state, godfather) || any_behind(state, seat) || stuck(state, seat).is_some() {
        return None;
    }
    let len = u16::from(n.content.board.len());
    let walked = |s: u8| ((u16::from(s) + len - u16::from(state.entries[seat])) % len + 1) as u8;
    let (i, piece, from_place, to) =
        v.log().iter().enumerate().skip(from).rev().find_map(|(i, e)| match e.game()? {
            Event::OnlyMove { piece, from, to, .. } if piece.seat == seat && !piece.is_godfather() => {
                let was_behind = match *from {
                    Place::Hq => true,
                    Place::Square(s) => s == at || walked(s) < g.lap,
                    Place::Dead => false,
                };
                was_behind.then_some((i, *piece, *from, *to))
            }
            _ => None,
        })?;
    let lost = n.t("option-does-none-behind", &[("square", Arg::Num(i64::from(at) + 1)), ("held", "no".into())]);
    let args = [
        ("piece", n.piece_for(piece, seat, false)),
        ("from", n.place(from_place)),
        ("to", n.place(to)),
        ("lost", lost.into()),
    ];
    Some((i + 1, n.t("play-forced-lost", &args)))
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

#[cfg(test)]
mod tests {
    use super::super::Godfathers;
    use super::super::content::GAME_ID;
    use super::super::event::Event;
    use super::super::narrate::Narrator;
    use super::super::race_by_hand::{content, race};
    use super::super::screen::Terminal;
    use super::super::state::{PieceRef, Place};
    use crate::engine::content::Source;
    use crate::engine::game::Screen;
    use crate::engine::locale::Locale;
    use crate::engine::play::{Match, MatchOptions};
    use crate::engine::seat::Seat;
    use crate::engine::view::Open;

    /// The only move of a 2 + 3 carried henchman 3, the last behind Player 1's lone godfather on
    /// square 10, from square 8 past him to 13 (LES DEPLACEMENTS: "obligé de déplacer au moins un
    /// de ses truands"): the tables stop on it, told why, in each language (REGLE GENERALE); not
    /// again once seen, nor for a forced move of a henchman already past him.
    #[test]
    fn an_only_move_that_takes_the_last_henchman_past_a_lone_godfather_is_a_stop() {
        let c = content();
        let s = race(&c, &[(0, 0, 10), (0, 3, 13), (0, 1, 255), (0, 2, 255), (0, 4, 20), (1, 0, 40), (1, 1, 40)]);
        let mut m = Match::<'_, Godfathers>::new(&c, s, Vec::new(), &MatchOptions::default());
        m.emit(Event::Rolled { seat: Seat(0), dice: vec![2, 3] });
        let piece = PieceRef { seat: Seat(0), piece: 3 };
        m.emit(Event::OnlyMove { piece, dice: vec![2, 3], from: Place::Square(7), to: Place::Square(12) });
        for (lang, words) in [
            (
                "en",
                "The dice left you no choice: your henchman 3 had to go from square 8 to square 13. As a result, no \
                 henchman of yours is left behind your godfather, alone on square 10: only one who goes round the \
                 whole loop past the HQ can come to him now",
            ),
            (
                "fr",
                "Les dés ne vous laissaient pas le choix : votre homme de main 3, case 8 → case 13, joué d'office. \
                 Résultat : plus aucun de vos hommes de main derrière votre parrain, seul en case 10",
            ),
            (
                "nl",
                "De dobbelstenen lieten je geen keus: jouw handlanger 3 moest van veld 8 naar veld 13. Gevolg: geen \
                 enkele handlanger van je staat nog achter je peetvader, alleen op veld 10",
            ),
        ] {
            let locale = Locale::load(&Source::Embedded, GAME_ID, lang).expect("a bundled language");
            let screen = Terminal { n: Narrator { content: &c, locale: &locale } };
            let v = Open::of(&m, Seat(0));
            let (at, why) = screen.forced_news(&v, 0).unwrap_or_else(|| panic!("{lang}: no stop"));
            assert_eq!(at, 2, "{lang}: the stop comes after the only move");
            let why = why.replace(['\u{2068}', '\u{2069}'], "");
            assert!(why.contains(words), "{lang}: {why}");
            assert_eq!(screen.forced_news(&v, at), None, "{lang}: seen once");
            // Player 2 reads nothing of it: it is not his godfather.
            assert_eq!(screen.forced_news(&Open::of(&m, Seat(1)), 0), None, "{lang}");
        }
        // The same henchman, already past his godfather, carried on by the next roll: no stop.
        let s = race(&c, &[(0, 0, 10), (0, 3, 18), (0, 1, 255), (0, 2, 255), (0, 4, 20), (1, 0, 40), (1, 1, 40)]);
        let mut m = Match::<'_, Godfathers>::new(&c, s, Vec::new(), &MatchOptions::default());
        m.emit(Event::OnlyMove { piece, dice: vec![2, 3], from: Place::Square(12), to: Place::Square(17) });
        let locale = Locale::load(&Source::Embedded, GAME_ID, "en").expect("English");
        let screen = Terminal { n: Narrator { content: &c, locale: &locale } };
        assert_eq!(screen.forced_news(&Open::of(&m, Seat(0)), 0), None);
    }
}
