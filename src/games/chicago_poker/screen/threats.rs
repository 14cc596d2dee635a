//! Who is one establishment from winning (6.0 Fin du jeu: "La partie se termine immédiatement
//! lorsqu'un joueur contrôle" so many establishments): said under the action question and in the
//! standings, so that a newcomer sees the establishment to contest without working out every
//! rival's count against the three conditions; and a pending shootout that would end the game
//! (5.0: it opens its owner's next turn, before anyone else may act there again).

use super::Terminal;
use crate::engine::seat::Seat;
use crate::games::chicago_poker::content::TileId;
use crate::games::chicago_poker::defs::WinCondition;
use crate::games::chicago_poker::rules::victory::won_with;
use crate::games::chicago_poker::view::View;

/// The messages this file reads.
pub const MESSAGES: &[&str] =
    &["one-away", "one-away-seat", "one-away-you", "one-away-shootout", "one-away-shootout-you", "one-away-and"];

impl Terminal<'_> {
    /// The face-up establishments `seat` would win the game with, and the condition each meets.
    fn winning_tiles(&self, v: &View<'_>, seat: Seat) -> Vec<(TileId, WinCondition)> {
        v.tiles().into_iter().filter_map(|t| Some((t, won_with(v.content, v.won(seat), t)?))).collect()
    }

    /// Everyone one establishment from winning, the asking seat last, with the establishments
    /// on the table that would do it; and each pending shootout among them that would end the
    /// game. None when nobody is.
    pub(super) fn one_away(&self, v: &View<'_>) -> Option<String> {
        let seats = (0..v.seats()).map(|i| Seat(i as u8));
        let order = seats.clone().filter(|&s| s != v.seat).chain(seats.filter(|&s| s == v.seat));
        let (mut near, mut shootouts) = (Vec::new(), Vec::new());
        for seat in order {
            let tiles = self.winning_tiles(v, seat);
            let Some(&(_, condition)) = tiles.first() else { continue };
            let which = if tiles.len() == v.tiles().len() && tiles.len() > 1 { "all" } else { "some" };
            let names: Vec<String> = tiles.iter().map(|&(t, _)| self.n.tile_name(t)).collect();
            let args = [
                ("seat", self.n.seat(seat)),
                ("which", which.into()),
                ("tiles", self.and(&names).into()),
                ("condition", self.win_condition(condition).into()),
            ];
            near.push(self.t(if seat == v.seat { "one-away-you" } else { "one-away-seat" }, &args));
            for &(tile, _) in tiles.iter().filter(|&&(t, _)| v.token(t) == Some(seat)) {
                let id = if seat == v.seat { "one-away-shootout-you" } else { "one-away-shootout" };
                shootouts.push(self.t(id, &[("seat", self.n.seat(seat)), ("tile", self.n.tile(tile))]));
            }
        }
        if near.is_empty() {
            return None;
        }
        let mut said = self.t("one-away", &[("list", near.join("; ").into())]);
        for s in shootouts {
            said.push(' ');
            said.push_str(&s);
        }
        Some(said)
    }

    /// "A, B and C", in the language's words.
    fn and(&self, names: &[String]) -> String {
        match names.split_last() {
            Some((last, rest)) if !rest.is_empty() => {
                self.t("one-away-and", &[("first", rest.join(", ").into()), ("last", last.clone().into())])
            }
            _ => names.join(""),
        }
    }
}
