//! Election Day's opponents (8.1): each says what he is worth to freeze, his power points and
//! what earns him income in the next trade round, which he loses. The options named only the
//! players.

use super::super::view::View;
use super::Screen;
use crate::engine::seat::Seat;

impl Screen<'_> {
    /// Opponent `p` as Election Day's option: his power points (1.2) and his businesses and
    /// turf, whose income he loses in the next trade round.
    pub(super) fn election_day_option(&self, v: &View, p: Seat) -> String {
        let open = v.businesses_of(p).into_iter().filter(|&b| !v.business(b).closed).count();
        self.t(
            "choice-election-day",
            &[
                ("seat", self.n.seat(p)),
                ("power", v.power(p).into()),
                ("businesses", (open as i64).into()),
                ("turf", v.turf_count(p).into()),
            ],
        )
    }
}

#[cfg(test)]
mod tests {
    use super::super::*;
    use crate::engine::content::Source;
    use crate::engine::locale::Locale;
    use crate::games::king_of_chicago::content::GAME_ID;
    use crate::games::king_of_chicago::load;

    /// Election Day's options say each opponent's power points and the income he would lose.
    #[test]
    fn election_day_s_opponents_say_what_freezing_each_is_worth() {
        let content = load::load(&Source::Embedded).unwrap();
        let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
        let state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
        let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
        let power = view.power(Seat(1));
        for (lang, words) in [
            ("en", format!("Player 2 ({power} power point")),
            ("fr", format!("Joueur 2 ({power} point")),
            ("nl", format!("Speler 2 ({power} machtspunt")),
        ] {
            let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
            let n = Narrator { content: &content, locale: &locale };
            let shown = Screen { n: &n }.option(&view, "card:election_day", &Choice::Player(Seat(1)));
            assert!(shown.starts_with(&words), "{lang}: {shown}");
            let lost = ["loses the income of", "il perd le revenu de", "waar hij de inkomsten van"];
            assert!(lost.iter().any(|w| shown.contains(w)), "{lang}: {shown}");
        }
    }
}
