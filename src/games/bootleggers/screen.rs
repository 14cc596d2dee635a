//! The terminal screen a bootlegger plays from: the status (`status`: the turn and phase, each
//! speakeasy with its markers, improvements and whether it is open, the offers, every family's
//! stills, trucks and back room, the face-up authority cards; its own money, authority hand and
//! thug cards). Each question (`question`) and option in words, and help that names the rule
//! (which the table in the browser shows too).

use super::Bootleggers;
use super::choice::{Choice, Deal, StillRef};
use super::narrate::Narrator;
use super::state::{Asking, VigorishAsked};
use super::view::View;
use crate::engine::game::AmountStart;
use crate::engine::locale::Arg;
use crate::engine::options::Options;

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
    "play-offer",
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
        self.board_status(v)
    }

    fn question(&self, v: &View<'_>, prompt: &str) -> String {
        self.asked(v, prompt)
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
    /// about (Move Over, Pigeon's, Hijack's), by its own `truck-N`; an offer, by its space.
    fn marks(&self, _view: &View<'_>, _prompt: &str, choice: &Choice) -> Vec<String> {
        match choice {
            Choice::Speakeasy(id) => {
                self.n.content.board.speakeasies.get(usize::from(id.0)).map(|s| s.id.clone()).into_iter().collect()
            }
            Choice::Truck(t) => vec![format!("truck-{}", usize::from(t.0) + 1)],
            // The offer a card is taken from, on its space under the speakeasies.
            Choice::TruckCard => vec![super::picture::offers::at(None)],
            Choice::Muscle { space } => vec![super::picture::offers::at(Some(usize::from(*space)))],
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
mod question;
mod sale_cards;
mod status;
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
