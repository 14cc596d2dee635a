//! `board WORDS` (the engine's `Screen::find`): the streets, businesses, gangsters, police,
//! holding places, cards and terms the words name, or with `board all` the whole board.

use super::super::view::View;
use super::{Screen, Terminal};

impl Terminal<'_> {
    /// What `board WORDS` names, read from `view`.
    pub(super) fn find_in(&self, view: &View<'_>, words: &str) -> Option<String> {
        // `board all`: the whole board, standings and folder, where a drive showed them in short.
        let screen = Screen { n: &self.n };
        if screen.all_named(words) {
            return Some(screen.status_whole(view).trim_end().to_string());
        }
        let streets = super::super::lookup::streets_named(&self.n, words);
        let mut found =
            if streets.is_empty() { String::new() } else { super::super::lookup::describe(&self.n, view, &streets) };
        for more in [
            super::super::lookup::businesses_named(&self.n, view, words),
            super::super::lookup::gangsters_named(&self.n, view, words),
            super::super::lookup::police_named(&self.n, view, words),
            super::super::lookup::holding_places_named(&self.n, view, words),
            super::super::lookup::cards_named(&self.n, words),
            super::super::lookup::terms_named(&self.n, words),
        ] {
            if !found.is_empty() && !more.is_empty() && !found.ends_with('\n') {
                found.push('\n');
            }
            found.push_str(&more);
        }
        let found = found.trim_end().to_string();
        (!found.is_empty()).then_some(found)
    }
}
