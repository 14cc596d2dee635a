//! Help on an option (`help N`, and every option's help on the page): what it does and the
//! rule behind it, with its rulebook section. A rule several options share is said once, under
//! the first option it belongs to, which the others point to (the options as the table lists
//! them, [`crate::engine::game::Screen::help_among`]).

use super::super::board::StreetId;
use super::super::choice::{Action, Choice, PoliceAction};
use super::super::defs::Size;
use super::super::narrate::signed;
use super::super::state::{Card, GangsterId, Where};
use super::super::view::View;
use super::Screen;
use std::fmt::Write;

/// Where option `at` of `listed` (a question's options, as the table lists them) is not the
/// first one that `alike` holds: the number (from 1, as listed) of that first one, whose help
/// says the rule they share. `None` when it is the first (the rule is then said whole).
pub fn said_before(listed: &[Choice], at: usize, alike: impl Fn(&Choice) -> bool) -> Option<usize> {
    listed.get(..at)?.iter().position(alike).map(|first| first + 1)
}

/// Where an action's help finds its rule: said here, whole; under an earlier option of the
/// list (its number, from 1), which the help points to; or just above, in the same help (a
/// destination naming two actions of one kind).
#[derive(Clone, Copy)]
enum RuleAt {
    Here,
    Under(usize),
    Above,
}

/// The help of an action (5.2) as the `help-<key>` message that says its rule.
pub fn action_key(a: Action) -> &'static str {
    match a {
        Action::Pass => "pass",
        Action::TakeResources(_) => "take-resources",
        Action::ClaimTurf(_) => "claim-turf",
        Action::OpenBusiness { .. } => "open-business",
        Action::StartContract(_) | Action::CompleteContract(_) => "contract",
        Action::DriveBy(_) | Action::AttackBusiness(_) => "attack",
        Action::MoveGangsters(_) => "move-gangsters",
        Action::FreeFromJail | Action::PickUpFromHospital => "jail-hospital",
    }
}

/// The help of a police action (5.3, 5.4) as the `help-police-<key>` message that says it.
pub fn police_key(p: PoliceAction) -> &'static str {
    match p {
        PoliceAction::Pass => "pass",
        PoliceAction::Raid(_) => "raid",
        PoliceAction::Bust(_) => "bust",
        PoliceAction::ClearTurf(_) => "clear",
        PoliceAction::Confiscate(_) => "confiscate",
    }
}

impl Screen<'_> {
    /// The rule of an action (5.2), `help-<key>`, with the content's numbers a fight counts
    /// (5.2.5 B) and what a turf square pays (6.1).
    fn action_rule(&self, v: &View, key: &str) -> String {
        let rules = &v.content.rules;
        let size = |z: Size| signed(rules.size(z).defense);
        let args = [
            ("base", signed(rules.base_attack)),
            ("small", size(Size::Small)),
            ("medium", size(Size::Medium)),
            ("large", size(Size::Large)),
            // What a turf square pays every trade round (5.2.2, 6.1).
            ("turf_income", self.turf_income(v)),
            // 1.2: the gangsters a power point counts, which a fight's casualties leave.
            ("per", rules.gangsters_per_point.into()),
        ];
        self.t(&format!("help-{key}"), &args)
    }

    /// The kinds of action a destination's option names (5.2 where a seat's car drives, 5.4
    /// where the police car drives), each once: its help key and, for the first of its kind,
    /// the action as the option words it.
    fn street_kinds(&self, v: &View, prompt: &str, st: StreetId) -> Vec<(&'static str, Choice)> {
        let all: Vec<(&'static str, Choice)> = if prompt == "move_police" {
            let actions = v.police_actions_at(st).into_iter().filter(|&p| p != PoliceAction::Pass);
            actions.map(|p| (police_key(p), Choice::Police(p))).collect()
        } else {
            let actions = v.actions_at(st).into_iter().filter(|&a| a != Action::Pass);
            actions.map(|a| (action_key(a), Choice::Action(a))).collect()
        };
        let mut out: Vec<(&'static str, Choice)> = Vec::new();
        for (key, c) in all {
            if !out.iter().any(|(k, _)| *k == key) {
                out.push((key, c));
            }
        }
        out
    }

    /// What the actions a destination's option names do (5.2, 5.4): a raid's cost and what it
    /// closes, a drive-by's stake. Each rule is said under the first destination listed that
    /// names an action of its kind; a later one points there, as the options' other rules do.
    /// A seat's car says each of its actions there as the action's own help does
    /// ([`Self::action_help`]): whom an attack attacks, with the numbers (5.2.5 B), and what the
    /// business attacked or opened is worth.
    fn street_rules(&self, v: &View, prompt: &str, listed: &[Choice], at: usize, st: StreetId) -> Vec<String> {
        // A long drive is listed by groups, folded at a terminal and on the page (`drive.rs`):
        // the rule is pointed to only under an option seen with this one (listed alone, or in
        // this one's group), else said here ("given under option 2" pointed into a closed group).
        let group = |o: &Choice| match *o {
            Choice::Street(other) => self.drive_group(v, prompt, other),
            _ => None,
        };
        let mine = group(&listed[at]);
        let first_of = |key: &str| {
            let alike = |o: &Choice| match *o {
                Choice::Street(other) => {
                    self.street_kinds(v, prompt, other).iter().any(|(k, _)| *k == key)
                        && group(o).is_none_or(|g| Some(g) == mine)
                }
                _ => false,
            };
            said_before(listed, at, alike)
        };
        if prompt != "move_police" {
            let mut said: Vec<&str> = Vec::new();
            let mut out = Vec::new();
            for a in v.actions_at(st).into_iter().filter(|&a| a != Action::Pass) {
                let key = action_key(a);
                let rule = if said.contains(&key) {
                    RuleAt::Above
                } else {
                    said.push(key);
                    first_of(key).map_or(RuleAt::Here, RuleAt::Under)
                };
                out.push(self.action_help(v, a, rule));
            }
            return out;
        }
        let mut out = Vec::new();
        for (key, c) in self.street_kinds(v, prompt, st) {
            let Choice::Police(p) = c else { continue };
            out.push(match first_of(key) {
                Some(n) => self.t(
                    "help-rule-again",
                    &[("option", self.police(v, p).into()), ("n", (n as i64).into()), ("kind", key.into())],
                ),
                None => self.t(&format!("help-police-{key}"), &[]),
            });
        }
        out
    }

    /// Help on an action (5.2), as its own option (`action`) and as a destination that names
    /// it (`move`) both say it: its rule where `rule` says, then what it is aimed at. An
    /// attack names whom it attacks with the numbers its option gives (5.2.5 B), a contract
    /// its card, a business attacked or opened what it is worth (1.2, 6.1).
    fn action_help(&self, v: &View, a: Action, rule: RuleAt) -> String {
        let card_text = |id: &str| self.t(&format!("card-{id}.text"), &[]);
        // The option's words: for an attack, whom and the numbers.
        let option = self.option(v, "action", &Choice::Action(a));
        let attack = matches!(a, Action::DriveBy(_) | Action::AttackBusiness(_));
        let mut text = match rule {
            RuleAt::Under(n) => self.t(
                "help-rule-again",
                &[("option", option.into()), ("n", (n as i64).into()), ("kind", action_key(a).into())],
            ),
            RuleAt::Here if attack => format!("{}\n{option}", self.action_rule(v, action_key(a))),
            RuleAt::Here => self.action_rule(v, action_key(a)),
            RuleAt::Above => option,
        };
        // 5.2.5: the chance of a round and of the fight, and why (`chance.rs`).
        if let Some(chance) = self.attack_chance_help(v, &a) {
            let _ = write!(text, "\n{chance}");
        }
        if let Action::StartContract(k) | Action::CompleteContract(k) = a {
            let _ = write!(text, "\n{}", card_text(&v.content.contracts[usize::from(k)].id));
        }
        // What the business attacked or opened is worth (1.2, 6.1).
        if let Action::AttackBusiness(b) | Action::OpenBusiness { business: b, .. } = a {
            let facts = self.business_facts(v, b);
            let _ = write!(
                text,
                "\n{}",
                self.t("help-business-facts", &[("business", self.n.business(b)), ("facts", facts.into())])
            );
        }
        text
    }

    /// Help on one option of question `prompt` on its own: its rule said whole.
    pub fn help(&self, v: &View, prompt: &str, c: &Choice) -> String {
        self.help_among(v, prompt, std::slice::from_ref(c), 0)
    }

    /// Help on option `at` of `listed`, question `prompt`'s options as listed: what the action
    /// does (with its rulebook section), the card's text, or the rule behind the question (a
    /// bid, a lot, an amount); a rule an earlier option of the list says is pointed to.
    pub fn help_among(&self, v: &View, prompt: &str, listed: &[Choice], at: usize) -> String {
        let Some(c) = listed.get(at) else { return String::new() };
        let card_text = |id: &str| self.t(&format!("card-{id}.text"), &[]);
        // A gangster's card, then its words in plain ones ("Driveby", "game sequence").
        let gangster_help = |g: GangsterId| {
            let id = &v.gangster_card(g).id;
            let text = card_text(id);
            // The card's own full stop goes: the sentences around it add theirs ("for free..").
            let said = text.trim_end_matches('.').to_string();
            let mut help = self.t("help-card", &[("card", self.n.gangster(g)), ("text", said.into())]);
            // What his power does where the card's words leave it out (Lucky Lou, The Dwarf).
            if let Some(does) = self.gangster_does(g) {
                help = format!("{help}. {}", does.trim_end_matches('.'));
            }
            for term in super::super::lookup::terms_in(self.n, &text) {
                help.push('\n');
                help.push_str(&term);
            }
            help
        };
        // 1.3: a deal's option says what the deal would then give and cost each side; a card
        // or a gangster offered, his own help first.
        if prompt.starts_with("deal_")
            && let Some(deal) = self.deal_help(v, prompt, c, &self.option(v, prompt, c))
        {
            return match c {
                Choice::Card(_) | Choice::Gangster(_) => format!("{}\n{deal}", self.help_among(v, "", listed, at)),
                _ => deal,
            };
        }
        if let (Choice::Amount(_), "bid_gangster", Some(g)) = (c, prompt, v.lot()) {
            return self.bid_help(v, prompt, c, g);
        }
        match *c {
            Choice::Action(a) => {
                let key = action_key(a);
                // The rule once, under the first option it belongs to; the others point there.
                let alike = |o: &Choice| matches!(*o, Choice::Action(b) if action_key(b) == key);
                self.action_help(v, a, said_before(listed, at, alike).map_or(RuleAt::Here, RuleAt::Under))
            }
            // 5.4.1, 5.4.2: the roll and what a bust does; the other actions in one line.
            // Each other action says what it does, where all three said the general sentence
            // (a reviewer read it under every option and learned nothing of the one he chose).
            Choice::Police(p) => self.t(&format!("help-police-{}", police_key(p)), &[]),
            // 5.1, 5.3: the move, said once at the top (under the first street listed), then
            // what stands by the street, as `board N` says it.
            Choice::Street(st) => {
                let rule = if prompt == "move_police" { "help-move-police" } else { "help-move" };
                let mut text = match said_before(listed, at, |o| matches!(o, Choice::Street(_))) {
                    Some(_) => String::new(),
                    None => format!("{}\n", self.t(rule, &[("bonus", self.n.content.rules.police_bonus.into())])),
                };
                let _ = write!(text, "{}", self.t("find-street", &[("street", self.n.street(st))]));
                let there = super::super::lookup::standing_by(self.n, v, st);
                if there.is_empty() {
                    let _ = write!(text, "\n  {}", self.t("find-nothing", &[]));
                }
                for line in there {
                    let _ = write!(text, "\n  {line}");
                }
                // What a raid or a drive-by named in the option costs and wins (5.2, 5.4).
                for rule in self.street_rules(v, prompt, listed, at, st) {
                    let _ = write!(text, "\n{rule}");
                }
                // 5.2.5, 5.2.6: an empty car attacks nothing there; where to pick gangsters up.
                if Self::unarmed_at(v, prompt, st) {
                    let _ = write!(text, "\n{}", self.t("help-drive-unarmed", &[]));
                }
                text
            }
            // 5.2.5: where the fallen gangster goes, and how he comes back.
            Choice::Gangster(g) if prompt == "casualty" => {
                // The help's own full stop follows: a term's goes ("the standard bonus..").
                let option = gangster_help(g).trim_end_matches('.').to_string();
                self.t("help-prompt-casualty", &[("option", option.into())])
            }
            Choice::Gangster(g) => gangster_help(g),
            // 6.5: the card, and what a gangster does where he is put.
            Choice::Place { gangster: g, to } => {
                let card = gangster_help(g);
                let place = match to {
                    Where::Car => self.t("help-place-car", &[("car", v.content.rules.car_capacity.into())]),
                    Where::Business(b) => {
                        let kind = v.content.businesses[usize::from(b.0)].kind.key();
                        let kind = self.t(&format!("kind-{kind}"), &[]);
                        let args = [
                            ("business", self.n.business(b)),
                            ("kind", kind.into()),
                            ("most", v.content.rules.business_capacity.into()),
                        ];
                        self.t("help-place-business", &args)
                    }
                    _ => return card,
                };
                format!("{card}\n{place}")
            }
            Choice::Card(card) => {
                let id = match card {
                    Card::Gangster(g) => &v.content.gangsters[usize::from(g)].id,
                    Card::Event(e) => &v.content.events[usize::from(e)].id,
                    Card::Contract(k) => &v.content.contracts[usize::from(k)].id,
                    Card::Resource(_) => return self.option(v, "", c),
                };
                self.t("help-card", &[("card", self.n.card(card)), ("text", card_text(id).into())])
            }
            // Stopping says what stopping leaves as it is, not what the question's other
            // options do.
            Choice::Done if prompt != "deal" => {
                let key = match prompt {
                    "into_business" | "move_gangster" | "pick_up" => "help-done-gangsters",
                    "deal_give" | "deal_ask" => "help-done-deal",
                    "play_event:anytime" => "help-done-event-anytime",
                    _ if prompt.starts_with("play_event:") => "help-done-event",
                    _ => "help-done",
                };
                self.t(key, &[("option", self.option(v, prompt, c).into())])
            }
            _ => {
                let option = self.option(v, prompt, c);
                // A card's own question (a target, a resource): the option, and the card's
                // text that says what it does to the one picked.
                if let Some(id) = prompt.strip_prefix("card:").and_then(|key| self.card_asking(v, key)) {
                    return self.t(
                        "help-card-question",
                        &[
                            ("option", option.into()),
                            ("card", self.t(&id, &[]).into()),
                            ("text", self.t(&format!("{id}.text"), &[]).into()),
                        ],
                    );
                }
                let key = format!("help-prompt-{prompt}");
                let [rounds, actions] = self.police_terms();
                let args = [("option", option.clone().into()), rounds, actions];
                let mut text = if self.n.locale.has(&key) { self.t(&key, &args) } else { option };
                // 3.2: the start lots read alike; what stands by each street tells them apart,
                // after the business that opens there and what it earns (1.2, 6.1).
                if let (Choice::Square(sq), "start_square", Some(&b)) = (c, prompt, v.businesses_of(v.seat()).first()) {
                    let facts = self.business_facts(v, b).into();
                    let _ = write!(
                        text,
                        "
{}",
                        self.t("help-business-facts", &[("business", self.n.business(b)), ("facts", facts)])
                    );
                    for line in super::super::lookup::standing_by(self.n, v, v.content.board.street_of(*sq)) {
                        let _ = write!(
                            text,
                            "
  {line}"
                        );
                    }
                }
                text
            }
        }
    }
}
