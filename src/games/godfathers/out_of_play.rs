//! A gang out of play: one that can move nobody whatever it rolls ([`turn::stuck`]). A
//! godfather never leaves play (NOTES.md 6), so this is how a gang drops out of the race: the
//! turn it went out is kept for the final standings ("from turn 41"), and the seat's waiting
//! line says who the race goes on among (LE GAGNANT: until a godfather is home).

use super::narrate::Narrator;
use super::state::State;
use super::turn;
use crate::engine::locale::Arg;
use crate::engine::seat::Seat;

/// At a turn's end: each gang that can move nobody now is noted with this turn, unless it was
/// already; one that can move again is struck off.
pub fn note(state: &mut State) {
    let seats: Vec<Seat> = state.gangs.iter().map(|(s, _)| s).collect();
    for seat in seats {
        let out = turn::stuck(state, seat).is_some();
        let at = state.out_since.iter().position(|&(s, _)| s == seat);
        match (out, at) {
            (true, None) => state.out_since.push((seat, state.turn)),
            (false, Some(i)) => {
                state.out_since.remove(i);
            }
            _ => {}
        }
    }
}

/// The turn `seat`'s gang went out of play, while it stays out; None where not kept (a game
/// saved before it was).
pub fn since(state: &State, seat: Seat) -> Option<u32> {
    state.out_since.iter().find(|&&(s, _)| s == seat).map(|&(_, t)| t)
}

/// What is left of the race for `seat`, out of play: the rival gangs still able to move, until
/// a godfather is home or the turn cap (`[engine] turn_cap`, not a rule) stops it.
pub fn goes_on(n: &Narrator<'_>, state: &State, seat: Seat) -> String {
    let others: Vec<Arg> = state
        .gangs
        .iter()
        .map(|(s, _)| s)
        .filter(|&s| s != seat && turn::stuck(state, s).is_none())
        .map(|s| n.locale.seat(s))
        .collect();
    let count = Arg::Num(others.len() as i64);
    let seats = n.listed(others.into_iter().map(String::from).collect());
    let cap = Arg::Num(i64::from(n.content.rules.turn_cap));
    n.t("play-race-goes-on", &[("count", count), ("seats", seats.into()), ("cap", cap)])
}

#[cfg(test)]
mod tests {
    use super::super::Godfathers;
    use super::super::content::GAME_ID;
    use super::super::narrate::Narrator;
    use super::super::race_by_hand::{content, race, race_of};
    use super::super::screen::Terminal;
    use super::super::state::Piece;
    use crate::engine::content::Source;
    use crate::engine::game::Screen;
    use crate::engine::locale::Locale;
    use crate::engine::play::{Match, MatchOptions};
    use crate::engine::seat::Seat;
    use crate::engine::view::Open;

    fn plain(s: String) -> String {
        s.replace(['\u{2068}', '\u{2069}'], "")
    }

    /// Player 1's godfather alone on square 15, all his henchmen dead: his gang is out of play.
    fn stranded() -> super::State {
        let c = content();
        race(&c, &[(0, 0, 15), (0, 1, 255), (0, 2, 255), (0, 3, 255), (0, 4, 255), (1, 0, 30), (1, 1, 30)])
    }

    /// The final standings said why a gang stopped but not when (the final position did not
    /// keep it): the turn it went out is kept at a turn's end, and said, in each language.
    #[test]
    fn the_final_standings_say_the_turn_a_gang_went_out_of_play() {
        let c = content();
        let mut s = stranded();
        s.turn = 41;
        super::note(&mut s);
        assert_eq!(super::since(&s, Seat(0)), Some(41));
        assert_eq!(super::since(&s, Seat(1)), None);
        s.turn = 78;
        super::note(&mut s);
        assert_eq!(super::since(&s, Seat(0)), Some(41), "kept from when it went out");
        s.winner = Some(Seat(1));
        for (lang, words) in [
            ("en", "so his gang could move nobody from turn 41 on"),
            ("fr", "son gang ne pouvait plus déplacer personne depuis le tour 41"),
            ("nl", "dus kon zijn bende vanaf beurt 41 niemand verplaatsen"),
        ] {
            let locale = Locale::load(&Source::Embedded, GAME_ID, lang).expect("a bundled language");
            let screen = Terminal { n: Narrator { content: &c, locale: &locale } };
            let line = plain(screen.final_standing(&s, Seat(0)).unwrap_or_default());
            assert!(line.contains(words), "{lang}: {line}");
            // A save from before: no turn said.
            let mut old = s.clone();
            old.out_since.clear();
            let line = plain(screen.final_standing(&old, Seat(0)).unwrap_or_default());
            assert!(!line.contains("41"), "{lang}: {line}");
        }
        // Back in play (a henchman recruited into the HQ with him): struck off.
        s.gangs[Seat(0)].pieces[1] = Piece::in_hq();
        s.gangs[Seat(0)].pieces[0] = Piece::in_hq();
        super::note(&mut s);
        assert_eq!(super::since(&s, Seat(0)), None);
        // A save without the field still loads.
        let mut json = serde_json::to_value(&s).expect("the state as JSON");
        assert!(json.get("out_since").is_none(), "not written while empty");
        json.as_object_mut().expect("an object").remove("out_since");
        let back: super::State = serde_json::from_value(json).expect("an older save loads");
        assert!(back.out_since.is_empty());
    }

    /// The pause said "watch the game go on" and no more: the seat's waiting line says who the
    /// race goes on among, until a godfather is home, in each language; a gang out of play
    /// itself is not named.
    #[test]
    fn the_waiting_line_says_who_the_race_goes_on_among() {
        let c = content();
        // Player 1 and Player 3 each have a godfather alone and every henchman dead.
        let dead = |seat| (1..5).map(move |p| (seat, p, 255));
        let mut pieces = vec![(0, 0, 15), (2, 0, 20)];
        pieces.extend(dead(0).chain(dead(2)));
        let s = race_of(&c, 4, &pieces);
        let m = Match::<'_, Godfathers>::new(&c, s, Vec::new(), &MatchOptions::default());
        for (lang, words) in [
            ("en", "The race goes on among Player 2 and Player 4 until a godfather comes home"),
            ("fr", "La course continue entre Joueur 2 et Joueur 4 jusqu'à ce qu'un parrain rentre à son QG"),
            ("nl", "De race gaat door tussen Speler 2 en Speler 4 tot een peetvader thuiskomt"),
        ] {
            let locale = Locale::load(&Source::Embedded, GAME_ID, lang).expect("a bundled language");
            let screen = Terminal { n: Narrator { content: &c, locale: &locale } };
            let line = plain(screen.waiting(&Open::of(&m, Seat(0))).expect("out of play"));
            assert!(line.contains(words), "{lang}: {line}");
            assert!(line.starts_with(&plain(screen.n.stuck(&m.state, Seat(0), true).unwrap_or_default())), "{lang}");
        }
    }
}
