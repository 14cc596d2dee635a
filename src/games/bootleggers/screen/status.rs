//! The status the screen shows: the turn and the cop, each speakeasy with its markers, improvements
//! and whether it is open, every family's stills, trucks and back room, and the seat's own money,
//! wages and hands.

use super::super::choice::StillRef;
use super::super::content::SpeakeasyId;
use super::super::view::View;
use super::{Terminal, end};
use crate::engine::locale::Arg;
use crate::engine::seat::Seat;
use std::fmt::Write as _;
impl Terminal<'_> {
    /// A speakeasy on the status: open or closed, whose influence markers stand there (by
    /// name), how many it needs to open and holds, its improvements (PHASE 2; Contrôle de
    /// l'influence).
    fn speakeasy_line(&self, v: &View<'_>, id: SpeakeasyId) -> String {
        let n = &self.n;
        let st = v.board();
        let sp = st.speakeasy(id);
        let printed = &n.content.board.speakeasies[usize::from(id.0)];
        let markers: Vec<String> = sp
            .influence
            .iter()
            .filter(|(_, m)| **m > 0)
            .map(|(seat, m)| n.t("play-markers-of", &[("seat", n.seat(seat)), ("n", Arg::Num(i64::from(*m)))]))
            .collect();
        let markers = if markers.is_empty() { n.t("play-nobody", &[]) } else { markers.join(", ") };
        let [payoff, payer] = super::super::help::payoff(n, v, id);
        n.t(
            "play-speakeasy",
            &[
                payoff,
                payer,
                ("speakeasy", n.speakeasy(id)),
                ("open", Arg::Num(i64::from(st.is_open(n.content, id)))),
                ("busted", Arg::Num(i64::from(sp.effects.closed))),
                ("markers", Arg::Str(markers)),
                ("circles", Arg::Num(i64::from(printed.circles()))),
                ("shaded", Arg::Num(i64::from(printed.circles_shaded))),
                ("improvements", Arg::Num(i64::from(sp.improvements))),
                // A speakeasy with no improvement slot (O'Malley's) says nothing of them.
                ("slots", Arg::Num(i64::from(printed.improvement_slots))),
                // Copper in the House: like O'Malley's this turn, its price, and no profit.
                ("raided", Arg::Num(i64::from(sp.effects.like_police_chief.is_some()))),
                ("price", n.money(i64::from(sp.effects.like_police_chief.unwrap_or(0)))),
            ],
        )
    }

    /// Whether the seat is choosing its authority card face down (phase 1, 3).
    fn choosing(&self, v: &View<'_>) -> bool {
        v.board().phase == super::super::state::Phase::Authority && v.me().played.is_none()
    }

    /// The cards on the main board's offer spaces (PHASE 1, 1-2): the truck card, which stays
    /// until it is bought, with its size and price as the board's picture words it, and the
    /// henchman cards still there, which are discarded when phase 1 ends (PHASE 1, 7).
    fn offer_line(&self, v: &View<'_>) -> String {
        let n = &self.n;
        let st = v.board();
        let truck = st.truck_offer.map(|card| {
            let size = n.content.rules.truck(n.content.trucks[usize::from(card.0)].size);
            let capacity = ("capacity", Arg::Num(i64::from(size.capacity)));
            n.t(
                "picture-offer-size",
                &[("card", n.truck_card(card)), capacity, ("price", n.money(i64::from(size.price)))],
            )
        });
        n.t(
            "play-offer",
            &[
                ("truck_offered", Arg::Num(i64::from(truck.is_some()))),
                ("truck", Arg::Str(truck.unwrap_or_default())),
                ("n", Arg::Num(st.muscle_offer.len() as i64)),
                ("cards", n.muscles(&st.muscle_offer)),
            ],
        )
    }

    /// The seat's authority cards in hand on the status: none, counted while they are the
    /// options of the question that follows (phase 1, the card to play face down: the first
    /// board and its twelve options then fit a terminal of 50 rows), else by number.
    fn authority_hand(&self, v: &View<'_>, hand: &[String]) -> String {
        let choosing = self.choosing(v);
        match hand.len() {
            0 => self.n.t("play-authority-hand-none", &[]),
            k if choosing => self.n.t("play-authority-hand-count", &[("n", Arg::Num(k as i64))]),
            _ => hand.join(", "),
        }
    }

    /// A family on the status: its authority card as this seat may see it, its stills, its
    /// trucks by number with their size and load, its back room, reserve and hand.
    pub(super) fn family_line(&self, v: &View<'_>, seat: Seat) -> String {
        let n = &self.n;
        let st = v.board();
        let p = &st.players[seat];
        let authority = match v.played(seat) {
            // Big City Boys' bonus counts all turn (DESCRIPTION DÉTAILLÉE DES CARTES VOYOU): the
            // standing the game plays by, not the card alone.
            Some(a) if st.authority_bonus[seat] > 0 => n.t(
                "play-authority-bonus",
                &[
                    ("n", n.authority(a)),
                    ("total", n.tenths(st.authority(n.content, seat))),
                    ("bonus", n.tenths(u32::from(st.authority_bonus[seat]))),
                ],
            ),
            Some(a) => n.t("play-authority", &[("n", n.authority(a))]),
            None if p.played.is_some() => n.t("play-authority-hidden", &[]),
            None => n.t("play-authority-none", &[]),
        };
        let trucks: Vec<String> = st
            .trucks_with_ids()
            .filter(|(_, t)| t.operator() == Some(seat))
            .map(|(id, t)| {
                let size = n.content.rules.truck(t.size);
                n.t(
                    "play-truck",
                    &[
                        ("truck", n.truck(id)),
                        ("size", Arg::Str(n.t(&format!("truck-{}", size.id), &[]))),
                        ("load", Arg::Num(i64::from(t.load))),
                        ("capacity", Arg::Num(i64::from(size.capacity))),
                    ],
                )
            })
            .collect();
        let offsite: Vec<String> = p
            .offsite
            .iter()
            .enumerate()
            .map(|(i, o)| {
                let still = n.still(StillRef::Offsite(u8::try_from(i).unwrap_or(u8::MAX)));
                n.t("play-offsite", &[("still", still), ("n", Arg::Num(i64::from(o.dice)))])
            })
            .collect();
        let none = || n.t("play-none", &[]);
        n.t(
            "play-family",
            &[
                ("seat", n.seat(seat)),
                ("authority", Arg::Str(authority)),
                ("family", Arg::Num(i64::from(p.family_dice))),
                ("offsite", Arg::Str(if offsite.is_empty() { none() } else { offsite.join(", ") })),
                ("offsites", Arg::Num(offsite.len() as i64)),
                ("trucks", Arg::Str(if trucks.is_empty() { none() } else { trucks.join(", ") })),
                ("influence", Arg::Num(i64::from(p.back_room.influence))),
                ("dice", Arg::Num(i64::from(p.back_room.dice))),
                ("improvements", Arg::Num(i64::from(p.back_room.improvements))),
                ("reserve", Arg::Num(i64::from(p.reserve))),
                // Why the reserve leaves markers out is said to the seat itself; the others'
                // lines say only how many mark their trucks and stills.
                ("you", Arg::Str(if seat == v.seat { "yes" } else { "no" }.into())),
                // A truck owned or rented and an offsite still are each marked with a marker
                // from the reserve (Préparation; PHASE 1, 5b; PHASE 4, 1 "Note").
                (
                    "marking",
                    Arg::Num(
                        st.markers_in_use(seat) as i64 - i64::from(p.back_room.influence) - i64::from(st.placed(seat)),
                    ),
                ),
                ("crates", Arg::Num(i64::from(p.back_room.crates))),
                ("cards", Arg::Num(v.hand_size(seat) as i64)),
                // Another's Friendly Union Boss face up, and how long it spares his wages; the
                // seat's own is told beside its wages.
                (
                    "union",
                    Arg::Num(i64::from(seat != v.seat && super::super::rules::thugs::no_wages(n.content, st, seat))),
                ),
            ],
        )
    }

    /// The whole status, a line for each speakeasy and family, then the seat's own.
    pub(super) fn board_status(&self, v: &View<'_>) -> String {
        let n = &self.n;
        let st = v.board();
        let mut out = n.t(
            "play-turn",
            &[("turn", Arg::Num(i64::from(st.turn))), ("turns", Arg::Num(i64::from(n.content.rules.game_turns())))],
        );
        out.push(' ');
        // What the cop does, where he is shown (PHASE 3, 2-3).
        let cop = &n.content.rules.cop;
        let face = ("face", Arg::Num(i64::from(cop.bust_face)));
        out.push_str(&match st.cop {
            Some(c) => n.t("play-cop", &[("seat", n.seat(c)), face]),
            None => n.t("play-cop-nobody", &[("turn", Arg::Num(i64::from(cop.moves_from_turn))), face]),
        });
        out.push('\n');
        if let Some(end) = end::said(n, v) {
            let _ = writeln!(out, "{end}");
        }
        for (id, _) in n.content.board.in_game(st.player_count()) {
            let _ = writeln!(out, "{}", self.speakeasy_line(v, id));
        }
        // While the seat chooses its authority card, the question below names the offers
        // (`prompt-authority`): the first board then still fits a terminal of 50 rows.
        if !self.choosing(v) {
            let _ = writeln!(out, "{}", self.offer_line(v));
        }
        for seat in st.players.seats() {
            let _ = writeln!(out, "{}", self.family_line(v, seat));
        }
        let hand: Vec<String> =
            v.authority_hand().iter().map(|a| n.content.authority[usize::from(a.0)].number.to_string()).collect();
        let thugs = v.thug_hand();
        let _ = writeln!(
            out,
            "{}",
            n.t(
                "play-you",
                &[
                    ("money", n.money(v.money())),
                    // What falls due every turn with the authority card (PHASE 1, 5a).
                    ("wages", n.money(super::super::rules::authority::wages_of(n.content, st, v.seat))),
                    // Friendly Union Boss face up: no wages, and until when.
                    ("union", Arg::Num(i64::from(super::super::rules::thugs::no_wages(n.content, st, v.seat)))),
                    // An empty hand said as none, not as an empty list after its colon.
                    ("authority", Arg::Str(self.authority_hand(v, &hand))),
                ],
            )
        );
        if !thugs.is_empty() {
            let _ = writeln!(out, "{}", n.t("play-hand", &[("cards", n.muscles(thugs))]));
        }
        out
    }
}
