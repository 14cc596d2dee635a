//! The terminal screen a bootlegger plays from: the turn and phase, each speakeasy with its
//! markers, improvements and whether it is open, every family's stills, trucks and back room,
//! the face-up authority cards; its own money, authority hand and thug cards. Each question
//! and option in words, and help that names the rule (which the table in the browser shows
//! too).

use super::Bootleggers;
use super::choice::Choice;
use super::narrate::Narrator;
use super::view::View;
use crate::engine::locale::Arg;
use std::fmt::Write as _;

/// The messages the screen reads.
pub const MESSAGES: &[&str] = &[
    "play-turn",
    "play-speakeasy",
    "play-family",
    "play-you",
    "play-hand",
    "prompt-authority",
    "prompt-offer",
    "prompt-die",
    "prompt-double_improvement",
    "prompt-improvement",
    "prompt-thug_taken",
    "prompt-influence",
    "prompt-die_from_back_room",
    "prompt-improvement_from_back_room",
    "prompt-vigorish",
    "prompt-deal",
    "prompt-deal_crates",
    "prompt-deal_price",
    "prompt-deal_answer",
    "prompt-load",
    "prompt-dispatch",
    "prompt-public_dock",
    "prompt-thug",
    "prompt-investigation",
    "prompt-windfall",
    "prompt-card",
    "option-truck-card",
    "option-muscle",
    "option-two-dice",
    "option-new-offsite",
    "option-play-now",
    "option-keep",
    "option-done",
    "option-accept",
    "option-refuse",
    "option-allow",
    "option-forbid",
    "help-rule",
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

impl crate::engine::game::Screen<Bootleggers> for Terminal<'_> {
    fn status(&self, v: &View<'_>) -> String {
        let n = &self.n;
        let st = v.board();
        let mut out = n.t(
            "play-turn",
            &[("turn", Arg::Num(i64::from(st.turn))), ("cop", st.cop.map_or(Arg::Str("-".into()), |c| n.seat(c)))],
        );
        out.push('\n');
        for (id, printed) in n.content.board.in_game(st.player_count()) {
            let sp = st.speakeasy(id);
            let markers: Vec<String> =
                sp.influence.iter().filter(|(_, m)| **m > 0).map(|(seat, m)| format!("{}:{m}", seat.0 + 1)).collect();
            let _ = writeln!(
                out,
                "{}",
                n.t(
                    "play-speakeasy",
                    &[
                        ("speakeasy", n.speakeasy(id)),
                        ("open", Arg::Num(i64::from(st.is_open(n.content, id)))),
                        ("markers", Arg::Str(if markers.is_empty() { "-".into() } else { markers.join(" ") })),
                        ("circles", Arg::Num(i64::from(printed.circles()))),
                        ("shaded", Arg::Num(i64::from(printed.circles_shaded))),
                        ("improvements", Arg::Num(i64::from(sp.improvements))),
                    ]
                )
            );
        }
        for (seat, p) in st.players.iter() {
            let trucks: Vec<String> = st
                .trucks
                .iter()
                .filter(|t| t.operator() == Some(seat))
                .map(|t| format!("{}({})", n.content.rules.truck(t.size).capacity, t.load))
                .collect();
            let offsite: Vec<String> = p.offsite.iter().map(|o| o.dice.to_string()).collect();
            let card = v
                .played(seat)
                .map_or_else(|| "?".to_string(), |a| n.content.authority[usize::from(a.0)].number.to_string());
            let _ = writeln!(
                out,
                "{}",
                n.t(
                    "play-family",
                    &[
                        ("seat", n.seat(seat)),
                        ("authority", Arg::Str(card)),
                        ("family", Arg::Num(i64::from(p.family_dice))),
                        ("offsite", Arg::Str(if offsite.is_empty() { "-".into() } else { offsite.join(",") })),
                        ("trucks", Arg::Str(trucks.join(" "))),
                        ("influence", Arg::Num(i64::from(p.back_room.influence))),
                        ("reserve", Arg::Num(i64::from(p.reserve))),
                        ("crates", Arg::Num(i64::from(p.back_room.crates))),
                        ("cards", Arg::Num(v.hand_size(seat) as i64)),
                    ]
                )
            );
        }
        let hand: Vec<String> =
            v.authority_hand().iter().map(|a| n.content.authority[usize::from(a.0)].number.to_string()).collect();
        let thugs: Vec<String> = v.thug_hand().iter().map(|&c| s(n.muscle(c))).collect();
        let _ = writeln!(
            out,
            "{}",
            n.t("play-you", &[("money", n.money(v.money())), ("authority", Arg::Str(hand.join(" ")))])
        );
        if !thugs.is_empty() {
            let _ = writeln!(out, "{}", n.t("play-hand", &[("cards", Arg::Str(thugs.join(", ")))]));
        }
        out
    }

    fn question(&self, _v: &View<'_>, prompt: &str) -> String {
        let own = format!("prompt-{prompt}");
        // The rules' questions, and a card's question a mod words itself (`prompt-torpedo`).
        if PROMPTS.contains(&prompt) || self.n.locale.has(&own) {
            self.n.t(&own, &[])
        } else {
            // A card's script names its questions after the card (`hit`, `hit_whose`...).
            let card =
                self.n.content.muscle.iter().filter(|m| prompt.starts_with(m.id.as_str())).max_by_key(|m| m.id.len());
            let Some(card) = card else {
                return self
                    .n
                    .t("prompt-card", &[("card", Arg::Str(prompt.to_string())), ("step", Arg::Str("first".into()))]);
            };
            let step = prompt[card.id.len()..].trim_start_matches('_');
            let step = match step {
                "" => "first",
                s if s.ends_with("whose") => "whose",
                s if s.starts_with("own") => "own",
                s => s,
            };
            let name = self.n.t(&format!("card-{}", card.id), &[]);
            self.n.t("prompt-card", &[("card", Arg::Str(name)), ("step", Arg::Str(step.to_string()))])
        }
    }

    fn option(&self, _v: &View<'_>, _prompt: &str, c: &Choice) -> String {
        self.n.choice(c)
    }

    fn amount(&self, prompt: &str, amount: i64) -> String {
        if prompt == "deal_price" { s(self.n.money(amount)) } else { amount.to_string() }
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

    fn told(&self, v: &View<'_>, from: usize) -> Vec<String> {
        v.told(from).filter_map(|e| self.n.line(e, Some(v.seat))).collect()
    }

    fn events(&self, v: &View<'_>) -> usize {
        v.events()
    }

    /// A new question of the rules is worth the board before it.
    fn shows_status_before(&self, prompt: &str) -> bool {
        matches!(prompt, "authority" | "offer" | "influence" | "load" | "dispatch")
    }

    fn help(&self, _v: &View<'_>, prompt: &str, c: &Choice) -> String {
        let rule = match prompt {
            "authority" | "offer" | "die" | "double_improvement" | "improvement" | "thug_taken" => "PHASE 1",
            "influence" | "die_from_back_room" | "improvement_from_back_room" => "PHASE 2",
            "vigorish" => "A Little Vigorish",
            "deal" | "deal_crates" | "deal_price" | "deal_answer" | "load" | "dispatch" => "PHASE 4",
            "public_dock" => "PHASE 5, 2c",
            _ => "UTILISATION DES CARTES VOYOU",
        };
        let text = match *c {
            Choice::Thug { card } => {
                self.n.t(&format!("card-{}.text", self.n.content.muscle[usize::from(card.0)].id), &[])
            }
            _ => self.n.choice(c),
        };
        self.n.t("help-rule", &[("option", Arg::Str(text)), ("rule", Arg::Str(rule.into()))])
    }
}
