//! Why a gang that could move nobody ([`turn::stuck`]) can move again, said once at its first
//! question after the pause (the terminal's "you can play again, because …"): its godfather
//! was liquidated and stands in the HQ with his recruits (RÈGLE GÉNÉRALE: "Si le parrain est
//! liquidé, il regagne son quartier général … Il peut cependant recruter 3 hommes de main"),
//! or a henchman of his is free again, his kidnapper gone from his square or liquidated (PRISE
//! D'OTAGE: "Si le kidnappeur quitte la case, l'otage est libéré"). Read from the position, as
//! the pause's reason is: at seed 15 (nl) the reason was only in the news, 11 lines up.

use super::narrate::Narrator;
use super::state::{GODFATHER, PieceRef, Place, State};
use super::turn;
use crate::engine::locale::Arg;
use crate::engine::seat::Seat;

/// The messages this file reads.
pub const MESSAGES: &[&str] = &["play-back-why"];

/// Why `seat`'s gang can move again, as a clause after "because"; none while it still can
/// move nobody.
pub fn why(n: &Narrator<'_>, state: &State, seat: Seat) -> Option<String> {
    if turn::stuck(state, seat).is_some() {
        return None;
    }
    let pieces = &state.gangs[seat].pieces;
    let free = || pieces.iter().enumerate().skip(1).filter(|(_, p)| p.alive() && p.held_by.is_none());
    if pieces[usize::from(GODFATHER)].place == Place::Hq {
        let recruits = free().filter(|(_, p)| p.place == Place::Hq).count();
        let args = [("how", "home".into()), ("recruits", Arg::Num(recruits as i64))];
        return Some(n.t("play-back-why", &args));
    }
    let (i, p) = free().next()?;
    let piece = n.piece_for(PieceRef { seat, piece: i as u8 }, seat, false);
    Some(n.t("play-back-why", &[("how", "free".into()), ("piece", piece), ("place", n.place(p.place))]))
}

#[cfg(test)]
mod tests {
    use super::super::Godfathers;
    use super::super::content::GAME_ID;
    use super::super::narrate::Narrator;
    use super::super::race_by_hand::{content, race};
    use super::super::screen::Terminal;
    use crate::engine::content::Source;
    use crate::engine::game::Screen;
    use crate::engine::locale::Locale;
    use crate::engine::play::{Match, MatchOptions};
    use crate::engine::seat::Seat;
    use crate::engine::view::Open;

    /// Player 1's gang back in play, by its godfather's liquidation (at home with 3 recruits,
    /// henchman 4 dead) or by henchman 2 going free on square 20 (a safety square) beside a godfather alone on
    /// square 15; and still out (his godfather alone, every henchman dead): the reason in each
    /// language, none while out.
    #[test]
    fn a_gang_back_in_play_is_told_why() {
        let c = content();
        let home = race(&c, &[(0, 0, 0), (0, 1, 0), (0, 2, 0), (0, 3, 0), (0, 4, 255), (1, 0, 30)]);
        let freed = race(&c, &[(0, 0, 15), (0, 1, 255), (0, 2, 20), (0, 3, 255), (0, 4, 255), (1, 0, 30)]);
        let out = race(&c, &[(0, 0, 15), (0, 1, 255), (0, 2, 255), (0, 3, 255), (0, 4, 255), (1, 0, 30)]);
        for (lang, by_home, by_free) in [
            (
                "en",
                "your godfather was liquidated and is back in your HQ with 3 recruits (General rule; French rulebook: \
                 RÈGLE GÉNÉRALE)",
                "your henchman 2 is free again, on square 20 (safety), and can move (Taking hostages; French rulebook: PRISE \
                 D'OTAGE)",
            ),
            (
                "fr",
                "votre parrain a été liquidé et il est de retour à votre QG avec 3 recrues (RÈGLE GÉNÉRALE)",
                "votre homme de main 2 est de nouveau libre, en case 20 (sécurité), et peut avancer (PRISE D'OTAGE)",
            ),
            (
                "nl",
                "je peetvader is geliquideerd en staat weer in je hoofdkwartier met 3 rekruten (Algemene regel; Franse \
                 spelregels: RÈGLE GÉNÉRALE)",
                "jouw handlanger 2 is weer vrij, op veld 20 (veilig), en kan verder (Gijzeling; Franse spelregels: PRISE \
                 D'OTAGE)",
            ),
        ] {
            let locale = Locale::load(&Source::Embedded, GAME_ID, lang).expect("a bundled language");
            let screen = Terminal { n: Narrator { content: &c, locale: &locale } };
            let said = |s: &super::State| {
                let m = Match::<'_, Godfathers>::new(&c, s.clone(), Vec::new(), &MatchOptions::default());
                screen.back_in_play(&Open::of(&m, Seat(0))).map(|t| t.replace(['\u{2068}', '\u{2069}'], ""))
            };
            assert_eq!(said(&home).as_deref(), Some(by_home), "{lang}");
            assert_eq!(said(&freed).as_deref(), Some(by_free), "{lang}");
            assert_eq!(said(&out), None, "{lang}");
        }
    }
}
