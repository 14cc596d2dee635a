//! What `board WORDS` says (the look-up of the board): establishments by part of their name or
//! by the everyday word for their type, each with the cards before it as the seat sees them and
//! how cards lie there (4.1 Action II), who won it (5.0), or how cards will lie at one still in
//! the pile; and the face-up discard pile as a whole (RULINGS.md).

use super::{Terminal, num};
use crate::games::chicago_poker::content::{CardId, TileId};
use crate::games::chicago_poker::view::View;
use std::fmt::Write as _;

impl Terminal<'_> {
    /// What `board discard` says: every card of the face-up discard pile, from the top.
    fn discard_found(&self, v: &View<'_>) -> String {
        let pile = v.discard_pile();
        if pile.is_empty() {
            return format!("{}\n", self.t("find-discard-empty", &[]));
        }
        let from_top: Vec<CardId> = pile.iter().rev().copied().collect();
        let args = [("count", num(pile.len())), ("cards", self.cards(&from_top).into())];
        format!("{}\n", self.t("find-discard", &args))
    }

    /// What `board WORDS` says of one establishment: the cards before it as the seat sees
    /// them and how they lie there (4.1 Action II) while it is face up, who won it (5.0), or
    /// that it is not on the table and how cards will lie there once it is.
    fn tile_found(&self, v: &View<'_>, tile: TileId) -> String {
        if v.tiles().contains(&tile) {
            let mut out = format!("{}\n", self.tile_head(v, tile));
            let rule = self.t(&format!("type-{}.rule", v.content.type_of(tile).id), &[]);
            let _ = writeln!(out, "  {}", self.t("find-tile-rule", &[("rule", rule.into())]));
            self.groups_at(v, tile, "  ", &mut out);
            return out;
        }
        match v.won_by(tile) {
            Some(seat) => {
                format!("{}\n", self.t("find-tile-won", &[("tile", self.n.tile(tile)), ("seat", self.n.seat(seat))]))
            }
            // Still in the pile: how cards will lie there once it is drawn (4.1 Action II), a
            // newcomer's question when weighing the establishments to come.
            None => {
                let rule = self.t(&format!("type-{}.rule", v.content.type_of(tile).id), &[]);
                let rule = self.t("find-tile-rule-away", &[("rule", rule.into())]);
                format!("{}\n  {rule}\n", self.t("find-tile-away", &[("tile", self.n.tile(tile))]))
            }
        }
    }

    /// The type whose every establishment `found` is, when it holds two or more and no other
    /// (`board speakeasy`, `board tripot`): what `find` answers for the type as a whole.
    fn all_of_a_type<'v>(&self, v: &View<'v>, found: &[TileId]) -> Option<&'v str> {
        let kind = v.content.type_of(*found.first()?).id.as_str();
        let of_kind = (0..v.content.tiles.len()).filter(|&i| v.content.type_of(TileId(i as u8)).id == kind).count();
        (found.len() > 1 && found.len() == of_kind && found.iter().all(|&t| v.content.type_of(t).id == kind))
            .then_some(kind)
    }

    /// What `board TYPE` says (4.1 Action II: "selon les indications figurant sur la tuile
    /// établissement"): how cards lie at the type once, then each establishment of it on the
    /// table with its cards, each won and by whom, and how many are still in the pile.
    fn type_found(&self, v: &View<'_>, id: &str, found: &[TileId]) -> String {
        let args = [
            ("type", self.t(&format!("type-{id}"), &[]).into()),
            ("rule", self.t(&format!("type-{id}.rule"), &[]).into()),
        ];
        let mut out = format!("{}\n", self.t("find-type", &args));
        let on_table = v.tiles();
        let mut away = 0;
        for &tile in found {
            if on_table.contains(&tile) {
                let _ = writeln!(out, "{}", self.tile_head(v, tile));
                self.groups_at(v, tile, "  ", &mut out);
            } else if let Some(seat) = v.won_by(tile) {
                let _ = writeln!(
                    out,
                    "{}",
                    self.t("find-tile-won", &[("tile", self.n.tile(tile)), ("seat", self.n.seat(seat))])
                );
            } else {
                away += 1;
            }
        }
        if away > 0 {
            let _ = writeln!(out, "{}", self.t("find-type-away", &[("count", num(away))]));
        }
        out
    }

    /// The everyday words a person may look a tile's type up by (`type-<id>.words`), empty
    /// where its language gives none.
    fn type_words(&self, v: &View<'_>, tile: TileId) -> String {
        let id = format!("type-{}.words", v.content.type_of(tile).id);
        if self.n.locale.has(&id) { self.t(&id, &[]) } else { String::new() }
    }

    /// The establishments whose name or type holds `words`, or one of the everyday words for
    /// their type, in the content's order.
    fn tiles_named(&self, v: &View<'_>, words: &str) -> Vec<TileId> {
        let names = crate::engine::lookup::names;
        (0..v.content.tiles.len())
            .map(|i| TileId(i as u8))
            .filter(|&t| names(&self.n.tile_name(t), words) || names(&self.type_words(v, t), words))
            .collect()
    }
    /// The establishments whose name or type holds the words, or one of the everyday words
    /// for their type (`type-<id>.words`: "tripot", "gambling", "speelhol", the type's name in
    /// the game's other languages), face up ones first; the discard pile for its name in the
    /// language (or "discard").
    pub(super) fn found(&self, v: &View<'_>, words: &str) -> Option<String> {
        let names = crate::engine::lookup::names;
        if names(&self.t("discard-pile-name", &[]), words) || names("discard pile", words) {
            return Some(self.discard_found(v));
        }
        let on_table = v.tiles();
        let mut found = self.tiles_named(v, words);
        found.sort_by_key(|t| !on_table.contains(t));
        if let Some(kind) = self.all_of_a_type(v, &found) {
            return Some(self.type_found(v, kind, &found));
        }
        (!found.is_empty()).then(|| found.iter().map(|&t| self.tile_found(v, t)).collect())
    }

    /// The establishments on the table `board <words>` found ([`Self::tiles_named`]), as the
    /// picture's `data-at` names them: the browser table outlines them beside the answer.
    pub(super) fn found_places(&self, v: &View<'_>, words: &str) -> Vec<String> {
        let on_table = v.tiles();
        self.tiles_named(v, words)
            .into_iter()
            .filter(|t| on_table.contains(t))
            .map(|t| self.n.content.tile(t).id.clone())
            .collect()
    }
}
