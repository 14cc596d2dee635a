//! Who is one establishment from winning (6.0 Fin du jeu: "La partie se termine immédiatement
//! lorsqu'un joueur contrôle" so many establishments): said under the action question and in the
//! standings, so that a newcomer sees the establishment to contest without working out every
//! rival's count against the three conditions; and a pending shootout that would end the game
//! (5.0: it opens its owner's next turn, before anyone else may act there again).

use super::Terminal;
use crate::engine::locale::Arg;
use crate::engine::seat::Seat;
use crate::games::chicago_poker::content::TileId;
use crate::games::chicago_poker::defs::WinCondition;
use crate::games::chicago_poker::rules::victory::{met_with, won_with};
use crate::games::chicago_poker::view::View;

/// The messages this file reads.
pub const MESSAGES: &[&str] = &[
    "one-away",
    "one-away-seat",
    "one-away-you",
    "one-away-way",
    "one-away-or",
    "one-away-ways",
    "one-away-next",
    "one-away-shootout",
    "one-away-shootout-you",
];

/// The establishments that win the game, grouped by a condition each meets (6.0), the
/// condition that groups the most of them first: one establishment may meet two (a fifth of a
/// third type of one kind), and "any of them (5 establishments)" says more than a list of
/// those that also make three of a type. Each group's establishments in the table's order.
pub fn ways_to_win(
    tiles: &[(TileId, Vec<WinCondition>)],
    conditions: &[WinCondition],
) -> Vec<(WinCondition, Vec<TileId>)> {
    let mut left: Vec<&(TileId, Vec<WinCondition>)> = tiles.iter().collect();
    let mut ways = Vec::new();
    while !left.is_empty() {
        let meeting = |c: WinCondition| left.iter().filter(|(_, met)| met.contains(&c)).count();
        // The first in the content's order among those grouping the most.
        let Some(&best) = conditions.iter().rev().filter(|&&c| meeting(c) > 0).max_by_key(|&&c| meeting(c)) else {
            break;
        };
        let (these, rest): (Vec<_>, Vec<_>) = left.into_iter().partition(|(_, met)| met.contains(&best));
        ways.push((best, these.into_iter().map(|&(t, _)| t).collect()));
        left = rest;
    }
    ways
}

impl Terminal<'_> {
    /// The face-up establishments `seat` would win the game with, and every condition each
    /// meets.
    fn winning_tiles(&self, v: &View<'_>, seat: Seat) -> Vec<(TileId, Vec<WinCondition>)> {
        v.tiles()
            .into_iter()
            .map(|t| (t, met_with(v.content, v.won(seat), t)))
            .filter(|(_, met)| !met.is_empty())
            .collect()
    }

    /// How `seat` wins with one more establishment: each group of establishments with the
    /// condition it meets, "A or B (3 establishments of one type), or with C (5 establishments
    /// of any type)"; every one on the table said as such.
    pub(super) fn ways_words(
        &self,
        v: &View<'_>,
        tiles: &[(TileId, Vec<WinCondition>)],
        away: &[(TileId, WinCondition)],
    ) -> String {
        let on_table = v.tiles().len();
        let mut ways: Vec<String> = ways_to_win(tiles, v.content.rules.win_conditions())
            .into_iter()
            .map(|(condition, group)| {
                let which = if group.len() == on_table && group.len() > 1 { "all" } else { "some" };
                let names: Vec<String> = group.iter().map(|&t| self.n.tile_name(t)).collect();
                let args = [
                    ("which", which.into()),
                    ("tiles", self.or(&names).into()),
                    ("type", Arg::Str(String::new())),
                    ("condition", self.win_condition(condition).into()),
                ];
                self.t("one-away-way", &args)
            })
            .collect();
        // A type none of which is on the table: what the seat lacks all the same.
        ways.extend(away.iter().map(|&(tile, condition)| {
            let args = [
                ("which", "type".into()),
                ("tiles", Arg::Str(String::new())),
                ("type", self.t(&format!("type-{}", v.content.type_of(tile).id), &[]).into()),
                ("condition", self.win_condition(condition).into()),
            ];
            self.t("one-away-way", &args)
        }));
        ways.into_iter()
            .reduce(|first, last| self.t("one-away-ways", &[("first", first.into()), ("last", last.into())]))
            .unwrap_or_default()
    }

    /// The types of establishment none of which is on the table, one of which would win `seat`
    /// the game (6.0), each as one of its tiles still in the pile with the condition it meets:
    /// a reviewer one gambling hall short read nothing while none was on the table. None where
    /// any establishment on the table does it already.
    fn winning_types_away(
        &self,
        v: &View<'_>,
        seat: Seat,
        on_table: &[(TileId, Vec<WinCondition>)],
    ) -> Vec<(TileId, WinCondition)> {
        let table = v.tiles();
        if !table.is_empty() && on_table.len() == table.len() {
            return Vec::new();
        }
        let taken = |t: TileId| table.contains(&t) || v.won_by(t).is_some();
        let kind = |t: TileId| v.content.tile(t).kind;
        (0..v.content.types.len())
            .filter_map(|k| {
                let of_kind = |t: &TileId| usize::from(kind(*t).0) == k;
                if table.iter().any(of_kind) {
                    return None;
                }
                let tile = (0..v.content.tiles.len()).map(|i| TileId(i as u8)).filter(of_kind).find(|&t| !taken(t))?;
                Some((tile, won_with(v.content, v.won(seat), tile)?))
            })
            .collect()
    }

    /// Everyone one establishment from winning, the asking seat last, with the establishments
    /// on the table that would do it and why, or the type he lacks where none of it is on the
    /// table; and each pending shootout among them that would end the game. None when nobody
    /// is.
    pub(super) fn one_away(&self, v: &View<'_>) -> Option<String> {
        // Once the game is won nobody is one away any more: the status says who won.
        if v.winner().is_some() {
            return None;
        }
        let seats = (0..v.seats()).map(|i| Seat(i as u8));
        let order = seats.clone().filter(|&s| s != v.seat).chain(seats.filter(|&s| s == v.seat));
        let (mut near, mut shootouts) = (Vec::new(), Vec::new());
        for seat in order {
            let tiles = self.winning_tiles(v, seat);
            let away = self.winning_types_away(v, seat, &tiles);
            if tiles.is_empty() && away.is_empty() {
                continue;
            }
            let args = [("seat", self.n.seat(seat)), ("ways", self.ways_words(v, &tiles, &away).into())];
            near.push(self.t(if seat == v.seat { "one-away-you" } else { "one-away-seat" }, &args));
            for &(tile, _) in tiles.iter().filter(|(t, _)| v.token(*t) == Some(seat)) {
                let id = if seat == v.seat { "one-away-shootout-you" } else { "one-away-shootout" };
                shootouts.push(self.t(id, &[("seat", self.n.seat(seat)), ("tile", self.n.tile(tile))]));
            }
        }
        let list = near
            .into_iter()
            .reduce(|first, next| self.t("one-away-next", &[("first", first.into()), ("next", next.into())]))?;
        let mut said = self.t("one-away", &[("list", list.into())]);
        for s in shootouts {
            said.push(' ');
            said.push_str(&s);
        }
        Some(said)
    }

    /// "A, B or C", in the language's words: any one of them does it.
    pub(super) fn or(&self, names: &[String]) -> String {
        match names.split_last() {
            Some((last, rest)) if !rest.is_empty() => {
                self.t("one-away-or", &[("first", rest.join(", ").into()), ("last", last.clone().into())])
            }
            _ => names.join(""),
        }
    }
}
