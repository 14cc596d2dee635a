//! The terminal screen a bootlegger plays from: the turn and phase, each speakeasy with its
//! markers, improvements and whether it is open, every family's stills, trucks and back room,
//! the face-up authority cards; its own money, authority hand and thug cards. Each question
//! and option in words, and help that names the rule (which the table in the browser shows
//! too).

use super::Bootleggers;
use super::choice::{Choice, Deal, StillRef};
use super::content::SpeakeasyId;
use super::narrate::Narrator;
use super::state::{Asking, VigorishAsked};
use super::view::View;
use crate::engine::game::AmountStart;
use crate::engine::locale::Arg;
use crate::engine::options::Options;
use crate::engine::seat::Seat;
use std::fmt::Write as _;

/// The messages the screen reads.
pub const MESSAGES: &[&str] = &[
    "why-won",
    "thug-request-no-card",
    "play-turn",
    "play-end",
    "play-scores",
    "play-speakeasy",
    "play-family",
    "play-you",
    "play-cop",
    "play-cop-nobody",
    "play-markers-of",
    "play-nobody",
    "play-none",
    "play-authority",
    "play-authority-bonus",
    "play-authority-hidden",
    "play-authority-none",
    "play-authority-hand-none",
    "play-authority-hand-count",
    "play-truck",
    "play-offsite",
    "play-hand",
    "prompt-authority",
    "prompt-offer",
    "prompt-die",
    "prompt-double_improvement",
    "prompt-improvement",
    "prompt-public_dock-truck",
    "prompt-thug_taken",
    "prompt-thug-sale",
    "prompt-thug-asked-for",
    "prompt-thug_taken-named",
    "prompt-windfall-named",
    "prompt-influence",
    "prompt-die_from_back_room",
    "prompt-improvement_from_back_room",
    "prompt-vigorish",
    "prompt-vigorish-due",
    "prompt-deal",
    "prompt-deal_crates",
    "prompt-deal_price",
    "prompt-deal_crates-for",
    "prompt-deal_price-for",
    "prompt-deal_price-most",
    "prompt-deal_answer",
    "prompt-deal_answer-offer",
    "prompt-deal_answer-offer-cards",
    "prompt-deal_answer-you",
    "deal-crate-worth",
    "deal-truck-worth",
    "deal-truck-wage",
    "deal-worth-or",
    "deal-worth-at",
    "option-still-full",
    "help-still-full",
    "deal-price-cards",
    "prompt-deal_cards-for",
    "prompt-load",
    "prompt-load-truck",
    "prompt-dispatch",
    "prompt-dispatch-truck",
    "prompt-public_dock",
    "prompt-public_dock-at",
    "prompt-thug",
    "prompt-investigation",
    "prompt-windfall",
    "prompt-card",
    "prompt-whose-at",
    "option-whose",
    "option-copper-target",
    "option-packing-heat-target",
    "option-truck-card",
    "option-muscle",
    "option-two-dice",
    "prompt-cop-coming",
    "option-new-offsite",
    "option-offsite-threat",
    "option-play-now",
    "option-idle",
    "option-keep",
    "option-done",
    "option-accept",
    "option-accept-losing",
    "option-refuse",
    "option-refuse-all",
    "option-player-you",
    "option-pay-vigorish",
    "option-refuse-vigorish",
    "option-allow",
    "option-forbid",
    "option-authority",
    "option-deal-truck",
    "option-group-deal",
    "option-deal",
    "option-deal-losing",
    "prompt-deal-losing",
    "prompt-deal-room",
    "option-dispatch",
    "option-still",
    "option-back-room",
    "option-done-at",
    "prompt-politics-price",
    "option-politics",
    "prompt-moll",
    "prompt-thirsty",
    "option-truck-lined-up",
    "option-truck-home",
    "prompt-opportunity_knocks",
    "prompt-opportunity_knocks_to",
    "prompt-double_cross",
    "prompt-double_cross_how",
];

/// The prompts the rules ask (a card script's own prompts are told as `prompt-card`).
const PROMPTS: &[&str] = &[
    "authority",
    "offer",
    "die",
    "double_improvement",
    "improvement",
    "thug_taken",
    "influence",
    "die_from_back_room",
    "improvement_from_back_room",
    "vigorish",
    "deal",
    "deal_crates",
    "deal_price",
    "deal_answer",
    "load",
    "dispatch",
    "public_dock",
    "thug",
    "investigation",
    "windfall",
];

pub struct Terminal<'a> {
    pub n: Narrator<'a>,
}

fn s(a: Arg) -> String {
    match a {
        Arg::Str(s) => s,
        Arg::Num(n) => n.to_string(),
    }
}

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
        let [payoff, payer] = super::help::payoff(n, v, id);
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

    /// The seat's authority cards in hand on the status: none, counted while they are the
    /// options of the question that follows (phase 1, the card to play face down: the first
    /// board and its twelve options then fit a terminal of 50 rows), else by number.
    fn authority_hand(&self, v: &View<'_>, hand: &[String]) -> String {
        let choosing = v.board().phase == super::state::Phase::Authority && v.me().played.is_none();
        match hand.len() {
            0 => self.n.t("play-authority-hand-none", &[]),
            k if choosing => self.n.t("play-authority-hand-count", &[("n", Arg::Num(k as i64))]),
            _ => hand.join(", "),
        }
    }

    /// An authority in tenths as its language writes it: 12,5 or 12.5; a whole number alone.
    fn tenths(&self, t: u32) -> String {
        if t.is_multiple_of(10) {
            return (t / 10).to_string();
        }
        let args = [("whole", Arg::Num(i64::from(t / 10))), ("tenth", Arg::Num(i64::from(t % 10)))];
        self.n.t("authority-tenths", &args)
    }

    /// A family on the status: its authority card as this seat may see it, its stills, its
    /// trucks by number with their size and load, its back room, reserve and hand.
    fn family_line(&self, v: &View<'_>, seat: Seat) -> String {
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
                    ("total", Arg::Str(self.tenths(st.authority(n.content, seat)))),
                    ("bonus", Arg::Str(self.tenths(u32::from(st.authority_bonus[seat])))),
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
                ("union", Arg::Num(i64::from(seat != v.seat && super::rules::thugs::no_wages(n.content, st, seat)))),
            ],
        )
    }
}

/// What "nothing" means at `prompt` (the key of `option-done-at` and `help-done-at`): no
/// offer, the price as it stands, a card let act; a card's question, where the card is
/// already played (a marker or a die to the back room, Safe House's and Muscling In's `()`;
/// nothing chosen yet, the card spent for nothing, NOTES.md 25; no more); what waits in the
/// back room kept there; elsewhere "nothing more". The rules' own prompts are no card's, even
/// where a card's id starts them (the influence card and the `influence` placement).
pub fn done_at(v: &View<'_>, prompt: &str) -> &'static str {
    let card = !PROMPTS.contains(&prompt) && v.content.muscle.iter().any(|m| prompt.starts_with(m.id.as_str()));
    match prompt {
        "deal" => "deal",
        "deal_cards" => "deal_cards",
        "investigation" => "investigation",
        "influence" | "die_from_back_room" | "improvement_from_back_room" => "keep",
        p if card && (p.ends_with("_to") || p.ends_with("_own_still")) => "back_room",
        p if card && v.answered_since_played(p) => "card_more",
        _ if card => "card_first",
        _ => "more",
    }
}

/// The still a vigorish is asked on.
fn vigorish_still(a: &VigorishAsked) -> StillRef {
    a.offsite.map_or(StillRef::Family, StillRef::Offsite)
}

impl crate::engine::game::Screen<Bootleggers> for Terminal<'_> {
    /// FIN DU JEU ET VICTOIRE: the richest after the last turn, or after a turn that ended
    /// the game early by a bootlegger's fortune.
    fn why_won(&self, event: &super::event::Event) -> Option<String> {
        let super::event::Event::GameEnded { turn, winner, money } = event else { return None };
        let rules = &self.n.content.rules;
        let early = *turn < rules.game_turns();
        Some(self.n.locale.text(
            "why-won",
            &[
                ("seat", self.n.seat(*winner)),
                ("turn", Arg::Num(i64::from(*turn))),
                ("money", self.n.money(money.get(winner.index()).copied().unwrap_or_default())),
                ("end_money", self.n.money(i64::from(rules.end_money))),
                ("early", (if early { "yes" } else { "no" }).into()),
            ],
        ))
    }

    fn status(&self, v: &View<'_>) -> String {
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
                    ("wages", n.money(super::rules::authority::wages_of(n.content, st, v.seat))),
                    // Friendly Union Boss face up: no wages, and until when.
                    ("union", Arg::Num(i64::from(super::rules::thugs::no_wages(n.content, st, v.seat)))),
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

    fn question(&self, v: &View<'_>, prompt: &str) -> String {
        // A thug card just taken from the offer spaces is named with what it does (PHASE 1,
        // 5b): a page shows the question alone, without the news line that named it.
        // So is the card Windfall drew face down, which only its drawer's news named.
        if matches!(prompt, "thug_taken" | "windfall")
            && let Some(card) = v.muscle_just_taken()
        {
            let args = [("card", super::help::muscle_named(&self.n, card)), ("last", v.last_turn())];
            return self.n.t(&format!("prompt-{prompt}-named"), &args);
        }
        // The crates and the price are asked of the deal just picked: named, since a page shows
        // the question alone, without the option chosen before it.
        if matches!(prompt, "deal_crates" | "deal_price")
            && let Some(deal) = v.deal_being_priced()
        {
            let payer = deal.buyer();
            // What a crate fetches shipped by the seat itself, and the room on its trucks.
            let worth = worth::said(&self.n, v, &deal).map(|w| format!(" {w}")).unwrap_or_default();
            // The deal as its option words it, opening the question with a capital, with the
            // crates chosen for it.
            let deal = chosen::deal(self, v, deal, v.crates_chosen());
            // Who pays, and what the seat has when it is he (PHASE 4, 1; NOTES.md 29).
            let asked = self.n.t(
                &format!("prompt-{prompt}-for"),
                &[
                    ("deal", Arg::Str(deal)),
                    ("you", Arg::Num(i64::from(payer == v.seat))),
                    ("payer", self.n.seat(payer)),
                    ("money", self.n.money(v.money())),
                ],
            );
            return format!("{asked}{worth}");
        }
        // The thug cards added to a price are asked of the deal so far, its price and the
        // cards added already (PHASE 4, 1), which a page does not show beside the question.
        if prompt == "deal_cards"
            && let Some((deal, price, cards)) = v.deal_so_far()
        {
            let n = &self.n;
            let deal = chosen::deal(self, v, deal, v.crates_chosen());
            let price = if cards.is_empty() {
                n.money(price)
            } else {
                Arg::Str(n.t("deal-price-cards", &[("price", n.money(price)), ("cards", n.muscles(&cards))]))
            };
            return n.t("prompt-deal_cards-for", &[("deal", Arg::Str(deal)), ("price", price)]);
        }
        if prompt == "load"
            && let Some(id) = v.truck_to_load()
        {
            let n = &self.n;
            let t = v.board().truck(id);
            let size = n.content.rules.truck(t.size);
            let room = i64::from(t.room(n.content));
            let crates = i64::from(v.me().back_room.crates);
            // The room on the trucks still to load, and the crates none has room for, lost
            // when the phase ends but by Warehouse (PHASE 4, 2), with this truck filled.
            let mut args = super::help::loading(n, v, room.min(crates));
            args.extend([
                ("truck", n.truck(id)),
                ("size", Arg::Str(n.t(&format!("truck-{}", size.id), &[]))),
                ("room", Arg::Num(room)),
                ("crates", Arg::Num(crates)),
                // No speakeasy open: no truck can leave (PHASE 4, 3), as the question says.
                ("open", Arg::Num(v.board().open_speakeasies(n.content).count() as i64)),
            ]);
            // A rival's card known to threaten this truck, empty or loaded.
            let threats = super::help::load_threats_said(n, v, id, None);
            return format!("{}{threats}", n.t("prompt-load-truck", &args));
        }
        // A deal to offer: the crates waiting and the room on the seat's trucks (PHASE 4, 1-2).
        if prompt == "deal" {
            let asked = self.n.t("prompt-deal-room", &super::help::crates_and_room(&self.n, v));
            return format!("{asked}{}", worth::losing_once(&self.n, v));
        }
        // A truck to send names the truck and what it carries.
        if prompt == "dispatch"
            && let Some(Asking::Truck(id)) = v.board().asking
        {
            let n = &self.n;
            let t = v.board().truck(id);
            let size = &n.content.rules.truck(t.size).id;
            return n.t(
                "prompt-dispatch-truck",
                &[
                    ("truck", n.truck(id)),
                    ("size", Arg::Str(n.t(&format!("truck-{size}"), &[]))),
                    ("load", Arg::Num(i64::from(t.load))),
                ],
            );
        }
        // The public dock to open names its speakeasy.
        if prompt == "public_dock"
            && let Some(Asking::PublicDock(s)) = v.board().asking
        {
            // Whose trucks wait there with what (PHASE 5, 2c: "les Camions des autres Truands
            // qui attendent au dock public"), the whole list, and what refusing does.
            let n = &self.n;
            let (st, public) = (v.board(), n.content.board.public_dock());
            let trucks: Vec<String> = st
                .lined_up(n.content, s)
                .into_iter()
                .filter_map(|id| {
                    let t = st.truck(id);
                    let seat = t.operator().filter(|_| t.load > 0 && t.at.map(|at| at.dock) == public)?;
                    let args = [("truck", n.truck(id)), ("seat", n.seat(seat)), ("load", Arg::Num(i64::from(t.load)))];
                    Some(n.t("prompt-public_dock-truck", &args))
                })
                .collect();
            let trucks = trucks.join(&n.t("card-list-separator", &[]));
            return n.t("prompt-public_dock-at", &[("speakeasy", n.speakeasy(s)), ("trucks", Arg::Str(trucks))]);
        }
        // An offer to answer says the deal itself, its price and any card given with it.
        // An offer to answer says who pays whom, what and for how long (PHASE 4, 1).
        if prompt == "deal_answer"
            && let Some(mut args) = super::help::offer(&self.n, v)
        {
            let worth = v.offer().and_then(|(deal, ..)| worth::said(&self.n, v, &deal));
            args.push(("worth", Arg::Str(worth.map(|w| format!(" {w}")).unwrap_or_default())));
            return self.n.t("prompt-deal_answer-you", &args);
        }
        if prompt == "deal_answer"
            && let Some((deal, price, cards)) = v.offer()
        {
            return self.n.deal_line("prompt-deal_answer-offer", &deal, price, cards);
        }
        // City and State Politics: the card, the price of a marker and what the seat has.
        if prompt == "politics"
            && let Some((card, price)) = super::help::politics(&self.n, v)
        {
            let n = &self.n;
            // As many as are paid in full, the card allows and the reserve holds (NOTES.md 13).
            let thug = n.content.muscle[usize::from(card.0)].thug();
            let most = thug.and_then(|t| t.param("most")).map_or(i64::MAX, |m| m as i64);
            let paid = if price > 0 { v.money() / price } else { i64::MAX };
            let afford = paid.min(most).min(i64::from(v.me().reserve));
            return n.t(
                "prompt-politics-price",
                &[
                    ("card", n.muscle(card)),
                    ("price", n.money(price)),
                    ("money", n.money(v.money())),
                    ("afford", Arg::Num(afford)),
                ],
            );
        }
        // A Little Vigorish: the card, the still and the amount the rules picked.
        if prompt == "vigorish"
            && let Some(Asking::Vigorish(a)) = v.board().asking
        {
            let n = &self.n;
            return n.t(
                "prompt-vigorish-due",
                &[
                    ("seat", n.seat(a.to)),
                    ("card", n.muscle(a.card)),
                    ("still", n.still(vigorish_still(&a))),
                    ("due", n.money(a.due())),
                    ("per_die", n.money(i64::from(a.per_die))),
                    ("dice", Arg::Num(i64::from(a.dice))),
                ],
            );
        }
        // The authority card is chosen before the offers are picked from (PHASE 1, 3-5): the
        // question says what is on sale, which the board does not show.
        if prompt == "authority" {
            return authority_help::question(&self.n, v);
        }
        // The markers left to place (PHASE 2; those Safe House moved wait), and that the list
        // is asked again after each, a full speakeasy gone from it.
        if prompt == "influence" {
            let left = v.me().back_room.influence.saturating_sub(v.board().safe_house[v.seat]);
            return self.n.t("prompt-influence", &[("left", Arg::Num(i64::from(left)))]);
        }
        // Opportunity Knocks asks first where an improvement marker comes from, then where it
        // goes, naming the first answer (it read "on what?" and "where to?").
        if prompt == "opportunity_knocks_to" {
            let (from, named) = match v.chosen_last("opportunity_knocks") {
                Some(Choice::Speakeasy(at)) => (self.n.speakeasy(at), Arg::Num(1)),
                _ => (Arg::Str(String::new()), Arg::Num(0)),
            };
            let per_die = Arg::Num(i64::from(self.n.content.rules.improvement_per_die));
            return self.n.t("prompt-opportunity_knocks_to", &[("from", from), ("named", named), ("per_die", per_die)]);
        }
        // Double Cross's second question names the speakeasy, which a page does not show
        // beside it, nor the terminal where the first question was not asked (one speakeasy).
        if prompt == "double_cross_how"
            && let Some(at) = super::targets::double_cross_at(&self.n, v)
        {
            return self.n.t("prompt-double_cross_how", &[("speakeasy", self.n.speakeasy(at))]);
        }
        // Where an improvement marker goes: what one adds there (PHASE 5, demand dice).
        if matches!(prompt, "improvement" | "improvement_from_back_room" | "opportunity_knocks") {
            let per_die = Arg::Num(i64::from(self.n.content.rules.improvement_per_die));
            return self.n.t(&format!("prompt-{prompt}"), &[("per_die", per_die)]);
        }
        if let Some(asked) = stills::question(&self.n, v, prompt) {
            return asked;
        }
        if let Some(asked) = (prompt == "thug").then(|| loading::question(&self.n, v)).flatten() {
            return asked;
        }
        if let Some(asked) = (prompt == "thug").then(|| kept::question(&self.n, v)).flatten() {
            return asked;
        }
        if let Some(asked) = whose::question(&self.n, v, prompt) {
            return asked;
        }
        let own = format!("prompt-{prompt}");
        // The rules' questions, and a card's question a mod words itself (`prompt-torpedo`).
        if PROMPTS.contains(&prompt) || self.n.locale.has(&own) {
            self.n.t(&own, &[("last", v.last_turn())])
        } else {
            // A card's script names its questions after the card (`hit`, `hit_whose`...).
            let card =
                self.n.content.muscle.iter().filter(|m| prompt.starts_with(m.id.as_str())).max_by_key(|m| m.id.len());
            let Some(card) = card else {
                return self.n.t(
                    "prompt-card",
                    &[
                        ("card", Arg::Str(prompt.to_string())),
                        ("step", Arg::Str("first".into())),
                        ("target", Arg::Str(String::new())),
                    ],
                );
            };
            let step = prompt[card.id.len()..].trim_start_matches('_');
            let step = match step {
                "" => "first",
                s if s.ends_with("whose") => "whose",
                s if s.starts_with("own") => "own",
                s => s,
            };
            let name = self.n.t(&format!("card-{}", card.id), &[]);
            // What the first question asks for: the card's target (a speakeasy, an open one, a
            // still...), where it read "on what?" above a list of speakeasies.
            let target = card
                .thug()
                .and_then(|t| serde_json::to_value(t.target).ok())
                .and_then(|t| t.as_str().map(String::from))
                .unwrap_or_default();
            let args = [("card", Arg::Str(name)), ("step", Arg::Str(step.to_string())), ("target", Arg::Str(target))];
            self.n.t("prompt-card", &args)
        }
    }

    /// An option named by what it is: the card on offer and what it costs, an authority
    /// card's price, a truck's size in a deal, what paying a vigorish costs and refusing it
    /// loses.
    fn option(&self, v: &View<'_>, prompt: &str, c: &Choice) -> String {
        let n = &self.n;
        let st = v.board();
        if prompt == "vigorish"
            && let Some(Asking::Vigorish(a)) = st.asking
        {
            match c {
                Choice::Accept => {
                    return n.t("option-pay-vigorish", &[("due", n.money(a.due())), ("seat", n.seat(a.to))]);
                }
                Choice::Refuse => return n.t("option-refuse-vigorish", &[("still", n.still(vigorish_still(&a)))]),
                _ => {}
            }
        }
        if let Some(said) = worth::accept(n, v, prompt, c) {
            return said;
        }
        if let Choice::Count(k) = *c
            && prompt == "politics"
            && let Some((_, price)) = super::help::politics(n, v)
        {
            return n.t("option-politics", &[("n", Arg::Num(i64::from(k))), ("cost", n.money(i64::from(k) * price))]);
        }
        // A truck's destination says what it would meet there: price, demand, dock.
        if let Choice::Speakeasy(s) = *c
            && prompt == "dispatch"
        {
            return n.t("option-dispatch", &super::help::destination(n, v, s));
        }
        // Hit's and Mob War's "whose marker?": the markers there and what one fewer leaves.
        if let Some(said) = whose::option(n, v, prompt, c) {
            return said;
        }
        // The seat itself among a card's players (Hit's "whose marker?"): named as itself, where
        // it read "Player 1" beside the others and a person shot his own marker.
        if let Choice::Player(s) = *c
            && s == v.seat
        {
            return n.t("option-player-you", &[("seat", n.seat(s))]);
        }
        // "Nothing" said as what it means where it is asked.
        if *c == Choice::Done {
            return n.t("option-done-at", &[("at", Arg::Str(done_at(v, prompt).into()))]);
        }
        // Copper in the House's and Packing Heat's speakeasy: what the card would do there.
        if let Some(said) = sale_cards::option(n, v, prompt, c) {
            return said;
        }
        // A thug card's target: what it does and costs there (Big City Boys, A Little Vigorish).
        if let Some(said) = super::targets::option(n, v, prompt, c) {
            return said;
        }
        // Any other speakeasy: whose markers stand there, and the room left where one is placed.
        if let Choice::Speakeasy(id) = *c
            && let Some(said) = super::targets::speakeasy(n, v, prompt, id)
        {
            return said;
        }
        // The back room: what waits there does nothing until put on a still or a speakeasy
        // (PHASE 1, 5b; AMÉLIORATION D'ALAMBIC: "les dés peuvent être conservés dans
        // l'Arrière-Salle pour une utilisation ultérieure").
        match *c {
            Choice::Still(StillRef::BackRoom) => return n.t("option-back-room", &[("what", Arg::Str("die".into()))]),
            Choice::BackRoom => return n.t("option-back-room", &[("what", Arg::Str("marker".into()))]),
            _ => {}
        }
        // A still a die may go on: its dice now, one more die at every production, and whether
        // the cop may watch it (PHASE 3).
        if let Choice::Still(still @ (StillRef::Family | StillRef::Offsite(_))) = *c {
            let me = v.me();
            let dice = match still {
                StillRef::Offsite(i) => me.offsite.get(usize::from(i)).map_or(0, |o| o.dice),
                _ => me.family_dice,
            };
            let family = i64::from(still == StillRef::Family);
            let mut args =
                vec![("still", n.still(still)), ("dice", Arg::Num(i64::from(dice))), ("family", Arg::Num(family))];
            args.extend(stills::cop(n, v));
            let threats = stills::threats(n, v, family == 1);
            return format!("{}{threats}", n.t("option-still", &args));
        }
        // Played now where it would do nothing, it is said so (Safe House with no marker out).
        if *c == Choice::PlayNow
            && let Some(why) = v.muscle_just_taken().and_then(|card| idle(v, card))
        {
            let option = n.t("option-play-now", &[]);
            return n.t("option-idle", &[("option", Arg::Str(option)), ("why", Arg::Str(why.into()))]);
        }
        match *c {
            Choice::Authority { card } => {
                let mut args = super::help::authority(n, v, card);
                args.push(("n", n.authority(card)));
                n.t("option-authority", &args)
            }
            // A truck a card is played on (Hijack, Move Over, Pigeon...): whose it is, what it
            // carries and where it is lined up, not its number alone.
            Choice::Truck(t) => {
                let truck = st.truck(t);
                let Some(operator) = truck.operator() else { return n.choice(c) };
                let mut args =
                    vec![("truck", n.truck(t)), ("seat", n.seat(operator)), ("load", Arg::Num(i64::from(truck.load)))];
                let id = match truck.at {
                    Some(at) => {
                        args.push(("speakeasy", n.speakeasy(at.speakeasy)));
                        "option-truck-lined-up"
                    }
                    None => "option-truck-home",
                };
                n.t(id, &args)
            }
            Choice::TruckCard => match st.truck_offer {
                Some(card) => {
                    let id = n.content.trucks[usize::from(card.0)].size;
                    let size = n.content.rules.truck(id);
                    // Taken when it cannot be bought, the card is discarded, and no other offer
                    // taken this turn (PHASE 1, 5, "Des cartes de Camion"; NOTES.md: none of its size left in the box).
                    let short = if !st.truck_left(n.content, id) {
                        "box"
                    } else if v.money() < i64::from(size.price) {
                        "money"
                    } else {
                        "no"
                    };
                    n.t(
                        "option-truck-card",
                        &[
                            ("card", n.truck_card(card)),
                            ("capacity", Arg::Num(i64::from(size.capacity))),
                            ("price", n.money(i64::from(size.price))),
                            ("wage", n.money(i64::from(size.wage))),
                            ("short", Arg::Str(short.into())),
                            ("money", n.money(v.money())),
                        ],
                    )
                }
                None => n.choice(c),
            },
            Choice::Muscle { space } => match st.muscle_offer.get(usize::from(space)) {
                Some(&card) => {
                    let thug = n.content.muscle[usize::from(card.0)].thug();
                    // When a thug card may be played: its own moment, or any while the
                    // authority cards lie face up (UTILISATION DES CARTES VOYOU).
                    let window = thug
                        .and_then(|t| serde_json::to_value(t.window).ok())
                        .and_then(|w| w.as_str().map(String::from))
                        .unwrap_or_default();
                    let later = Arg::Str(later(v, card).into());
                    let card = stills::full_named(n, v, card).unwrap_or_else(|| super::help::muscle_named(n, card));
                    let thug = Arg::Num(i64::from(thug.is_some()));
                    n.t(
                        "option-muscle",
                        &[("card", card), ("thug", thug), ("window", Arg::Str(window)), ("later", later)],
                    )
                }
                None => n.choice(c),
            },
            // A thug card in hand: what it does, not its name alone (UTILISATION DES CARTES
            // VOYOU); `help N` gives its whole text.
            Choice::Thug { card } => {
                favor::option(n, v, card).unwrap_or_else(|| super::help::muscle_named(n, card).into())
            }
            // A deal from the asking seat's side, its kind first (sell, rent out, buy, hire),
            // so a person finds one in a long list; the other party last.
            Choice::Propose(deal) => match (super::help::proposal(n, v, &deal), deal) {
                (Some(args), _) => n.t("option-deal", &args),
                (None, Deal::RentTruck { truck, .. } | Deal::SellTruck { truck, .. }) => {
                    let size = &n.content.rules.truck(st.truck(truck).size).id;
                    let size = Arg::Str(n.t(&format!("truck-{size}"), &[]));
                    n.t("option-deal-truck", &[("deal", Arg::Str(n.choice(c))), ("size", size)])
                }
                (None, Deal::SellCrates { .. }) => n.choice(c),
            },
            // A new offsite still, which a rival's known Muscling In may steal a die from.
            Choice::NewOffsite => format!("{}{}", n.choice(c), stills::threats(n, v, false)),
            _ => n.choice(c),
        }
    }

    /// The price of a deal the person pays is offered up to what he holds: the rules refuse
    /// an offer above it for him (NOTES.md 29), so a larger one is refused at the table, saying
    /// why. The question's run stays $0G to the end-of-game sum, as the bots are asked it.
    fn amounts_most(&self, v: &View<'_>, prompt: &str) -> Option<(i64, String)> {
        if prompt != "deal_price" || v.deal_being_priced()?.buyer() != v.seat {
            return None;
        }
        Some((v.money(), self.n.t("prompt-deal_price-most", &[("money", self.n.money(v.money()))])))
    }

    /// The page's loading box starts full: at 0, a click on its button lost the turn's crates
    /// (PHASE 4, 2: crates left off the trucks are lost). A deal's price box starts empty: at
    /// $0G, a click on its button gave a truck or crates away for nothing.
    fn amount_start(&self, prompt: &str) -> AmountStart {
        match prompt {
            "load" => AmountStart::Most,
            "deal_price" => AmountStart::Empty,
            _ => AmountStart::Least,
        }
    }

    /// Money is the score, and authority cards, offers, deals and vigorish spend it.
    fn purse(&self, v: &View<'_>) -> Option<String> {
        Some(s(self.n.money(v.money())))
    }

    fn amount(&self, prompt: &str, amount: i64) -> String {
        if prompt == "deal_price" { s(self.n.money(amount)) } else { amount.to_string() }
    }

    /// A speakeasy an option is about (a marker or an improvement placed there, a truck sent
    /// there, a card's target), as the picture's `data-at` names it; a truck an option is
    /// about (Move Over, Pigeon's, Hijack's), by its own `truck-N`.
    fn marks(&self, _view: &View<'_>, _prompt: &str, choice: &Choice) -> Vec<String> {
        match choice {
            Choice::Speakeasy(id) => {
                self.n.content.board.speakeasies.get(usize::from(id.0)).map(|s| s.id.clone()).into_iter().collect()
            }
            Choice::Truck(t) => vec![format!("truck-{}", usize::from(t.0) + 1)],
            _ => Vec::new(),
        }
    }

    /// The speakeasies and docks `board <words>` found, as the picture names them.
    fn found_marks(&self, v: &View<'_>, words: &str) -> Vec<String> {
        super::lookup::places_found(&self.n, v, words)
    }

    fn find(&self, v: &View<'_>, words: &str) -> Option<String> {
        super::lookup::find(&self.n, v, words)
    }

    /// The turns of the game as set (the short game's when it is on) and the money that ends
    /// it sooner (FIN DU JEU ET VICTOIRE), and what everyone starts with (Préparation).
    fn rules_args(&self) -> Vec<(&'static str, Arg)> {
        let r = &self.n.content.rules;
        vec![
            ("turns", Arg::Num(i64::from(r.game_turns()))),
            ("end_money", self.n.money(i64::from(r.end_money))),
            ("money", self.n.money(i64::from(r.setup.money))),
        ]
    }

    /// Offers are asked for once a negotiation (PHASE 4, 1: an open negotiation, as offers):
    /// after "nothing more", the bots' offers that follow do not bring the question back; the
    /// command `deal` asks it again.
    ///
    /// Thug cards may be played at any moment the authority cards lie face up (UTILISATION
    /// DES CARTES VOYOU), so the rules offer them a dozen times a turn: after the reveal and
    /// each pick, after the influence, the stills, before and after the loading, before each
    /// speakeasy's sales, before the recruiting. A person at the table is not asked at each;
    /// he speaks up when he wants to play. So the question comes once a turn, and again only
    /// when a card may now be played that could not be when he said "nothing more" (its own
    /// moment in phase 4, or a card he was given since, `View::thugs_declined`); the command
    /// `thug` asks it at the next moment. The bots are asked at every moment as before.
    fn unless_requested(&self, v: &View<'_>, prompt: &str, options: &Options<Choice>) -> Option<usize> {
        let held = match prompt {
            "deal" => v.declined_this_turn(prompt),
            "thug" => {
                let cards: Vec<_> = options
                    .listed()
                    .iter()
                    .filter_map(|c| match c {
                        Choice::Thug { card } => Some(*card),
                        _ => None,
                    })
                    .collect();
                loading::before_loading(v) || v.thugs_declined(&cards)
            }
            _ => false,
        };
        if held { options.position(&Choice::Done) } else { None }
    }

    fn on_request(&self) -> &'static [(&'static str, &'static str)] {
        &[("deal", "deal"), ("thug", "thug")]
    }

    /// `thug` asks to play a card: answered, by a card played or "nothing more", it is done,
    /// and the question held back is not asked again "because you asked" (a card played kept
    /// the request, and the question came back after it).
    fn request_answered(&self, prompt: &str, _: &Choice) -> bool {
        prompt == "thug"
    }

    /// The deal menu, forty options and more from turn 5, falls into a group for each other
    /// family: what may be sold to it, rented to it, bought from it (PHASE 4, 1).
    fn option_group(&self, v: &View<'_>, prompt: &str, c: &Choice) -> Option<String> {
        match (prompt, c) {
            ("deal", Choice::Propose(deal)) => {
                Some(self.n.t("option-group-deal", &[("seat", self.n.seat(deal.other_party(v.seat)))]))
            }
            _ => None,
        }
    }

    /// `thug` with no thug card in hand: asked only once one is held (a newcomer's page said
    /// "you will be asked the next time the rules allow it", and he waited for a question that
    /// could not come while his hand was empty); with cards that cannot be played yet, which
    /// and when (`waiting.rs`).
    fn requested_words(&self, v: &View<'_>, name: &str) -> Option<String> {
        let none = (name == "thug" && v.thug_hand().is_empty()).then(|| self.n.t("thug-request-no-card", &[]));
        let kept = || loading::requested(&self.n, v).or_else(|| waiting::requested(&self.n, v));
        none.or_else(|| (name == "thug").then(kept).flatten())
    }

    /// A new question of the rules is worth the board before it.
    fn shows_status_before(&self, prompt: &str) -> bool {
        matches!(prompt, "authority" | "offer" | "influence" | "load" | "dispatch")
    }

    fn help(&self, v: &View<'_>, prompt: &str, c: &Choice) -> String {
        super::help::explain(&self.n, v, prompt, c, self.option(v, prompt, c))
    }

    /// The authority cards' rule under the first listed alone; the others point there.
    fn help_among(&self, v: &View<'_>, prompt: &str, listed: &[Choice], at: usize) -> String {
        authority_help::among(self, v, prompt, listed, at)
    }
}

pub(super) mod authority_help;
mod chosen;
mod end;
mod favor;
mod idle;
pub use idle::{idle, later};
mod kept;
mod loading;
pub(super) mod placing;
mod sale_cards;
pub(super) mod stills;
pub mod waiting;
mod whose;
mod worth;

#[cfg(test)]
mod tests;

/// `text` opening with a capital.
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}
