//! The game's side of the engine's tables (`engine::game::Screen`): what a person's screen
//! shows at the terminal and in the browser, handed to [`Screen`]'s words; why a game was won,
//! the places an option is about, the questions held back until asked for.

use super::super::choice::Choice;
use super::super::defs::Size;
use super::super::narrate::Narrator;
use super::super::view::View;
use super::{Screen, before_placement, marks, s};
use crate::engine::locale::Arg;
use crate::engine::options::Options;

/// A person's screen at the engine's tables (all of it at the terminal; its questions, options,
/// help and look-ups in the browser).
pub struct Terminal<'a> {
    pub n: Narrator<'a>,
}

impl crate::engine::game::Screen<super::super::KingOfChicago> for Terminal<'_> {
    /// 1.2, 7.0: the first to hold the power points that win.
    fn why_won(&self, event: &super::super::event::Event) -> Option<String> {
        let super::super::event::Event::Won { seat, points, from } = event else { return None };
        let target = self.n.content.rules.win_power.into();
        Some(self.n.locale.text(
            "why-won",
            &[
                ("seat", self.n.seat(*seat)),
                ("target", target),
                ("points", (*points).into()),
                ("businesses", from.businesses.into()),
                ("contracts", from.contracts.into()),
                ("respect", from.respect.into()),
                ("gangsters", from.gangsters.into()),
                ("per", self.n.content.rules.gangsters_per_point.into()),
            ],
        ))
    }

    fn status(&self, view: &View<'_>) -> String {
        before_placement::as_read(view, |v| Screen { n: &self.n }.status(v))
    }

    fn question(&self, view: &View<'_>, prompt: &str) -> String {
        Screen { n: &self.n }.question(view, prompt)
    }

    fn find(&self, view: &View<'_>, words: &str) -> Option<String> {
        before_placement::as_read(view, |v| self.find_in(v, words))
    }

    fn found_marks(&self, view: &View<'_>, words: &str) -> Vec<String> {
        super::super::lookup::places_found(&self.n, view, words)
    }

    /// A drive's destinations run to forty-five (5.1, a 6 and a Drive bonus): at a terminal
    /// they are grouped by what each street offers (`drive.rs`), so the map stands above them.
    fn option_group(&self, view: &View<'_>, prompt: &str, choice: &Choice) -> Option<String> {
        let Choice::Street(st) = *choice else { return None };
        matches!(prompt, "move" | "move_police").then(|| Screen { n: &self.n }.drive_group(view, prompt, st))?
    }

    fn option(&self, view: &View<'_>, prompt: &str, choice: &Choice) -> String {
        Screen { n: &self.n }.option(view, prompt, choice)
    }

    /// The power that wins (1.2, 7.0), the action rounds of a game round (4.1), the police
    /// actions of the one who bribed the police (5.3), and the game rounds after which the
    /// table stops (the program's limit, not a rule).
    fn rules_args(&self) -> Vec<(&'static str, Arg)> {
        let r = &self.n.content.rules;
        let size = |s: Size| r.size(s).power.into();
        vec![
            ("power", r.win_power.into()),
            // 1.2: what each thing held is worth.
            ("small", size(Size::Small)),
            ("medium", size(Size::Medium)),
            ("large", size(Size::Large)),
            ("contract", r.power_contract.into()),
            ("respect", r.power_respect.into()),
            ("gangsters", r.gangsters_per_point.into()),
            ("action_rounds", i64::from(r.action_rounds).into()),
            ("police_actions", i64::from(r.police_actions).into()),
            // Not a rule: where the table stops a game nobody wins (`engine.round_cap`).
            ("cap", i64::from(r.round_cap).into()),
        ]
    }

    fn help(&self, view: &View<'_>, prompt: &str, choice: &Choice) -> String {
        Screen { n: &self.n }.help(view, prompt, choice)
    }

    fn help_among(&self, view: &View<'_>, prompt: &str, listed: &[Choice], at: usize) -> String {
        Screen { n: &self.n }.help_among(view, prompt, listed, at)
    }

    /// The places option `choice` is about, the car among them (`marks.rs`).
    fn marks(&self, view: &View<'_>, prompt: &str, choice: &Choice) -> Vec<String> {
        marks::marks_for(view, prompt, choice)
    }

    /// Bids, bribes, openings and takeovers spend the seat's money.
    fn purse(&self, view: &View<'_>) -> Option<String> {
        Some(s(self.n.money(view.me().money)))
    }

    /// Bids, deals and Red hot tip's stake are money; other amounts (tokens taken,
    /// confiscated) are counts.
    fn amount(&self, prompt: &str, amount: i64) -> String {
        if prompt.starts_with("bid") || prompt.starts_with("deal") || prompt == "card:stake" {
            self.n.locale.text("amount-money", &[("n", amount.into())])
        } else {
            amount.to_string()
        }
    }

    /// The deal window comes before every move and twice a trade round (NOTES.md ruling 22):
    /// a person types `deal` to be asked at the next one; otherwise it passes with no deal.
    ///
    /// Anytime event cards are offered at the start of every player turn and in the trade
    /// round (RULINGS.md "Events"): a person holding one was asked at each of a game round's
    /// sixteen turns, half of all his questions. He is asked at the start of his own turn and
    /// in the trade round; at the start of another's turn (where Out of gas stops the one about
    /// to drive) only after typing `event`, as for a deal.
    fn unless_requested(&self, view: &View<'_>, prompt: &str, options: &Options<Choice>) -> Option<usize> {
        let held = match prompt {
            "deal" => true,
            "play_event:anytime" => view.turn_begun().is_some_and(|s| s != view.seat()),
            _ => false,
        };
        if held { options.position(&Choice::Done) } else { None }
    }

    fn on_request(&self) -> &'static [(&'static str, &'static str)] {
        &[("deal", "deal"), ("event", "play_event:anytime")]
    }

    /// The first business's lot and the drives are picked by their street's number on the map:
    /// the map stands right above those questions, the news above it.
    fn board_last(&self, prompt: &str) -> bool {
        matches!(prompt, "start_square" | "move" | "move_police")
    }

    /// A new move starts the seat's turn: the board is worth seeing again.
    fn shows_status_before(&self, prompt: &str) -> bool {
        prompt == "move"
    }
}
