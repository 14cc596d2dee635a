//! The board before a drive (5.1) in short: the map with a legend of two rows, a row a seat and
//! the seat's money and resources, so that the board, the question and its grouped streets fit
//! a terminal of 80 columns and 50 rows (the whole board took some 44 rows by itself in Dutch).
//! What it leaves out (the streets the cars stand on, the businesses and contracts of each seat,
//! the cards and gangsters of the folder) `board all` shows, as the question says.

use super::super::view::View;
use super::Screen;
use crate::engine::seat::Seat;
use std::fmt::Write;

impl Screen<'_> {
    /// The board before the seat's own drive: the round and the police car, the map, each seat
    /// in one row (power, the gangsters in its car, its businesses and turf), the folder's money
    /// and resources.
    /// Before the first lot (3.2, `start_lot.rs`) the legend says what a starred lot is.
    pub(super) fn drive_board(&self, v: &View) -> String {
        let mut out = self.heading(v);
        let legend = if v.picking_start_lot() { "play-map-legend-start" } else { "play-map-legend-drive" };
        // The map without its blank row above the legend.
        if let Some(map) = super::super::map::draw(v, &self.t(legend, &[])) {
            for row in map.lines().filter(|row| !row.trim().is_empty()) {
                let _ = writeln!(out, "{row}");
            }
        }
        for i in 0..v.seats() {
            let seat = Seat(i as u8);
            // Only the businesses on the board: before the first round (3.2) each seat's first
            // is still to be opened on a starred lot, and "1 business" read as open.
            let businesses = v.businesses_of(seat);
            let open = businesses.iter().filter(|&&b| v.business(b).square.is_some()).count();
            let mut line = self.t(
                "play-seat-line-drive",
                &[
                    ("seat", self.n.seat(seat)),
                    ("power", v.power(seat).into()),
                    ("car", (v.car_count(seat) as i64).into()),
                    ("businesses", (open as i64).into()),
                    ("to-open", ((v.businesses_of(seat).len() - open) as i64).into()),
                    ("turf", v.turf_count(seat).into()),
                ],
            );
            if v.in_garage(seat) {
                line.push_str(&self.t("play-in-garage", &[]));
            }
            if v.frozen(seat).is_some() {
                line.push_str(&self.t("play-frozen-short", &[]));
            }
            if seat == v.seat() {
                line.push_str(&self.t("play-you", &[]));
            }
            let _ = writeln!(out, "  {line}");
        }
        let me = v.me();
        let folder = self.t(
            "play-folder",
            &[
                ("seat", self.n.seat(v.seat())),
                ("money", self.n.money(me.money)),
                ("resources", self.n.res(&me.resources)),
            ],
        );
        let _ = writeln!(out, "{folder}");
        out
    }

    /// Whether `board` was typed with a word asking for the whole board ("all", or the
    /// language's own: "tout", "alles").
    pub(super) fn all_named(&self, words: &str) -> bool {
        let words = words.trim().to_lowercase();
        let named = self.t("find-all-words", &[]).to_lowercase();
        !words.is_empty() && (words == "all" || named.split(',').any(|w| w.trim() == words))
    }
}
