//! The question the screen asks, said of what is being decided: the card just taken, the deal
//! being priced, the truck to load or send, the vigorish due, a card's own steps.

use super::super::choice::Choice;
use super::super::state::Asking;
use super::super::view::View;
use super::{PROMPTS, Terminal, chosen, kept, loading, stills, vigorish_still, whose, worth};
use crate::engine::locale::Arg;

impl Terminal<'_> {
    /// The question at `prompt` as a person reads it.
    pub(super) fn asked(&self, v: &View<'_>, prompt: &str) -> String {
        // A thug card just taken from the offer spaces is named with what it does (PHASE 1,
        // 5b): a page shows the question alone, without the news line that named it.
        // So is the card Windfall drew face down, which only its drawer's news named.
        if matches!(prompt, "thug_taken" | "windfall")
            && let Some(card) = v.muscle_just_taken()
        {
            let args = [("card", super::super::help::muscle_named(&self.n, card)), ("last", v.last_turn())];
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
            let mut args = super::super::help::loading(n, v, room.min(crates));
            args.extend([
                ("truck", n.truck(id)),
                ("size", Arg::Str(n.t(&format!("truck-{}", size.id), &[]))),
                ("room", Arg::Num(room)),
                ("crates", Arg::Num(crates)),
                // No speakeasy open: no truck can leave (PHASE 4, 3), as the question says.
                ("open", Arg::Num(v.board().open_speakeasies(n.content).count() as i64)),
            ]);
            // A rival's card known to threaten this truck, empty or loaded.
            let threats = super::super::help::load_threats_said(n, v, id, None);
            return format!("{}{threats}", n.t("prompt-load-truck", &args));
        }
        // A deal to offer: the crates waiting and the room on the seat's trucks (PHASE 4, 1-2).
        if prompt == "deal" {
            let asked = self.n.t("prompt-deal-room", &super::super::help::crates_and_room(&self.n, v));
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
            && let Some(mut args) = super::super::help::offer(&self.n, v)
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
            && let Some((card, price)) = super::super::help::politics(&self.n, v)
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
            return super::authority_help::question(&self.n, v);
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
            && let Some(at) = super::super::targets::double_cross_at(&self.n, v)
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
}
