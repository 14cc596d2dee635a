//! The terminal screen a person races from: the loop drawn with every piece, each gang's HQ,
//! its pieces at home and out of play and the hostages; each question and option in words (what
//! a move would do: `outcome`), and help that quotes the rule.

use super::Godfathers;
use super::choice::Choice;
use super::narrate::Narrator;
use super::outcome;
use super::picture;
use super::state::PieceRef;
use super::view::{self, View};
use crate::engine::locale::Arg;
use std::fmt::Write as _;

/// The messages the screen reads.
pub const MESSAGES: &[&str] = &[
    "prompt-move",
    "prompt-second",
    "prompt-extra",
    "prompt-victim",
    "option-sum",
    "option-move",
    "option-sum-plain",
    "option-move-plain",
    "option-victim",
    "place-home",
    "help-sum",
    "help-move",
    "help-godfather",
    "help-victim",
    "play-turn",
    "play-legend",
    "play-gang",
    "play-hostage",
    "play-you",
    "why-won",
];

pub struct Terminal<'a> {
    pub n: Narrator<'a>,
}

impl Terminal<'_> {
    /// A move's option in the words of `key`, with what the move does there (`does`), or in
    /// those of `key-plain` for a move that does nothing but go there.
    fn move_option(&self, key: &str, mut args: Vec<(&str, Arg)>, v: &View<'_>, p: PieceRef, steps: u8) -> String {
        match outcome::does(&self.n, v.state(), p, steps) {
            Some(does) => {
                args.push(("does", does.into()));
                self.n.t(key, &args)
            }
            None => self.n.t(&format!("{key}-plain"), &args),
        }
    }
}

impl crate::engine::game::Screen<Godfathers> for Terminal<'_> {
    /// LE GAGNANT: the first godfather home after a full lap.
    fn why_won(&self, event: &super::event::Event) -> Option<String> {
        let super::event::Event::GameWon { seat } = event else { return None };
        let squares = Arg::Num(i64::from(self.n.content.board.len()));
        Some(self.n.t("why-won", &[("seat", self.n.locale.seat(*seat)), ("squares", squares)]))
    }

    fn status(&self, v: &View<'_>) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "{}",
            self.n.t(
                "play-turn",
                &[("turn", Arg::Num(i64::from(v.state().turn))), ("seat", self.n.locale.seat(v.state().current))]
            )
        );
        out.push_str(&picture::draw(v.content, v.state()));
        let _ = writeln!(out, "{}", self.n.t("play-legend", &[]));
        out.push_str(&self.n.gangs(v, true));
        out
    }

    fn question(&self, v: &View<'_>, prompt: &str) -> String {
        let dice = view::last_roll(v).map_or(Arg::Str(String::new()), Narrator::dice);
        self.n.t(&format!("prompt-{prompt}"), &[("dice", dice)])
    }

    fn option(&self, v: &View<'_>, _: &str, c: &Choice) -> String {
        let seat = v.state().current;
        match *c {
            Choice::Sum { piece, steps } => {
                let p = PieceRef { seat, piece };
                let args = vec![
                    ("piece", self.n.piece(p)),
                    ("steps", Arg::Num(i64::from(steps))),
                    ("from", outcome::from(&self.n, v.state(), p)),
                    ("to", outcome::to(&self.n, v.state(), p, steps)),
                ];
                self.move_option("option-sum", args, v, p, steps)
            }
            Choice::Move { piece, die } => {
                let p = PieceRef { seat, piece };
                let args = vec![
                    ("piece", self.n.piece(p)),
                    ("steps", Arg::Num(i64::from(die))),
                    ("from", outcome::from(&self.n, v.state(), p)),
                    ("to", outcome::to(&self.n, v.state(), p, die)),
                ];
                self.move_option("option-move", args, v, p, die)
            }
            Choice::Victim { piece } => {
                self.n.t("option-victim", &[("piece", self.n.piece(PieceRef { seat: v.seat, piece }))])
            }
        }
    }

    fn help(&self, _: &View<'_>, _: &str, c: &Choice) -> String {
        match *c {
            Choice::Sum { .. } => self.n.t("help-sum", &[]),
            Choice::Move { piece: 0, .. } => self.n.t("help-godfather", &[]),
            Choice::Move { .. } => self.n.t("help-move", &[]),
            Choice::Victim { .. } => self.n.t("help-victim", &[]),
        }
    }

    fn find(&self, v: &View<'_>, words: &str) -> Option<String> {
        super::lookup::find(&self.n, v, words)
    }

    /// The loop's length (LE GAGNANT, RETOUR DU PARRAIN: the godfather goes all round it), how
    /// crowded a square may be (LES DEPLACEMENTS) and what a henchman's lap recruits
    /// (RECRUTEMENT).
    fn rules_args(&self) -> Vec<(&'static str, Arg)> {
        let r = &self.n.content.rules;
        vec![
            ("squares", Arg::Num(i64::from(self.n.content.board.len()))),
            ("max_pieces", Arg::Num(i64::from(r.max_pieces))),
            ("max_gangs", Arg::Num(i64::from(r.max_gangs))),
            ("per_lap", Arg::Num(i64::from(r.recruit_per_lap))),
        ]
    }

    /// Every move changes the loop: it is worth seeing before each.
    fn shows_status_before(&self, prompt: &str) -> bool {
        prompt != "victim"
    }
}
