//! Scenario files: set up any position, fix the dice and the cards to come, script the
//! decisions, run one action, one shootout, one police turn, one player turn, one trade round
//! or a whole game, and print the log and the final state. Tests snapshot that output; a new
//! case is a new file under `tests/scenarios/`. The engine's runner (`engine::scenario::run`)
//! reads the fields every game's files share; this is King of Chicago's part
//! (`engine::scenario::Positions`).
//!
//! ```toml
//! description = "Clean Gene: police actions against where he sits fail (8.2)."
//! seats = 2
//! expect = ["a card decides it, nothing found"]   # text the narration must contain
//!
//! [[player]]                      # one table per seat, in seating order
//! money = 1000
//! car = "pawn_shop"               # parked on the street square of this square
//! gangsters = { car = ["clean_gene"], jail = [], hospital = [], folder = [] }
//! businesses = [{ id = "booze_bash", lot = "b10", gangsters = ["knuckles"] }]
//! deals = true                    # it proposes deals, as a person does (its offers: [decisions])
//!
//! [police]
//! at = "pawn_shop"
//! controller = 2
//!
//! [run]
//! what = "police_action"          # action, police_action, shootout, turn, police_turn, trade_round, game
//!                                 # (a turn ends with the police car's move when its seat holds it, 5.3)
//! seat = 2
//! choice = "police:raid booze_bash"
//! ```

mod checks;
pub mod file;
mod names;
mod position;
mod printed;
mod summary;
mod written;

pub use position::build;

use super::KingOfChicago;
use super::choice::{Action, Choice};
use super::content::Content;
use super::event::Why;
use super::rules::play::Match;
use super::state::{State, Target};
use crate::engine::decision::Decider;
use crate::engine::dice::FixedDice;
use crate::engine::game::LogEntry;
use crate::engine::play::Flow;
use crate::engine::scenario::{Header, Positions, Spot, proposing, seated_proposing};
use file::ScenarioFile;
use names::Names;

impl Positions for KingOfChicago {
    type File = ScenarioFile;
    const ROLLS: Option<&'static [&'static str]> = Some(&Why::KINDS);
    const HEAD_DOCS: &'static [(&'static str, &'static str)] = &[
        ("game", "The game (`king-of-chicago`, the default for files that do not say)."),
        (
            "dice",
            "The dice to come: a list in the order they are rolled, or a table of lists by kind of\nroll (`shootout`, `police`, `movement`, `police_movement`, `turn_order`, `card`) or by\nthe id of the card whose script rolls (`the_doctor`). The seeded generator follows.",
        ),
        (
            "expect",
            "What must and must not happen (`engine::scenario::Expect`): narration texts, or a\ntable of narration, `not`, `in_order`, `events`, `no_events` and `state`.",
        ),
        (
            "decisions",
            "Scripted answers by seat (\"1\", \"2\"...), in order: an option's text answers the seat's\nnext question; `{ prompt = \"...\", choice = \"...\" }` answers its next question with that\nprompt.",
        ),
        ("then", "When a seat's answers run out: \"first\" option, or \"fail\"."),
    ];

    fn build(content: &Content, head: &Header, file: &ScenarioFile, spot: Spot) -> Result<State, String> {
        build(content, head, file, spot)
    }

    /// Every card's id: a card's script rolls under it.
    fn roll_names(content: &Content) -> Vec<&str> {
        content
            .gangsters
            .iter()
            .map(|g| g.id.as_str())
            .chain(content.events.iter().map(|e| e.id.as_str()))
            .chain(content.contracts.iter().map(|e| e.id.as_str()))
            .chain(content.resource_cards.iter().map(|r| r.id.as_str()))
            .collect()
    }

    fn dice(state: &mut State) -> Option<&mut FixedDice> {
        Some(&mut state.chance.fixed)
    }

    fn choice(content: &Content, seats: usize, text: &str) -> Result<Choice, String> {
        Names { content, spot: Spot { name: "", text: "" } }.choice(text, seats)
    }

    fn printed(content: &Content, tag: &str, key: &str, n: u64) -> Option<serde_json::Value> {
        printed::name(content, tag, key, n)
    }

    fn written(content: &Content, state: &State, log: &[LogEntry<Self>]) -> Result<toml::Table, String> {
        // 1.3: a person at the table is asked for deals (`rules::deals`).
        written::written(content, state, &proposing::<Self>(state.players.len(), log, "deal"))
    }

    /// A seat that proposes deals as a person does: its answers, with deals proposed.
    fn seated<'c>(
        file: &ScenarioFile,
        deciders: Vec<Box<dyn Decider<KingOfChicago> + 'c>>,
    ) -> Vec<Box<dyn Decider<KingOfChicago> + 'c>> {
        seated_proposing(deciders, |i| file.player.get(i).is_some_and(|p| p.deals))
    }

    fn spelled(content: &Content, choice: &Choice) -> Option<String> {
        written::spelled(content, choice)
    }

    fn summary(m: &Match<'_>) -> serde_json::Value {
        summary::summary(m.content, m)
    }

    fn round_cap(file: &ScenarioFile) -> Option<u32> {
        file.run.rounds.as_ref().map(|r| *r.get_ref())
    }

    /// What `[run]` names, once the position is checked for what only the match can tell (the
    /// seats of cars and businesses, a run a player could make); a run other than a game's
    /// ends with the power points checked as counted.
    fn run(m: &mut Match<'_>, head: &Header, sc: &ScenarioFile, spot: Spot) -> Result<Flow, String> {
        let names = Names { content: m.content, spot };
        let seats = head.seats();
        let seat = names.seat(&sc.run.seat.to_string(), seats)?;
        checks::seats_within_bounds(m, sc, spot)?;
        let choice = sc.run.choice.as_ref().map(|c| names.at(c, |n, c| n.choice(c, seats))).transpose()?;
        checks::runnable(m, sc, spot, seat, choice)?;
        let result = match (sc.run.what.as_str(), choice) {
            ("action", Some(Choice::Action(a))) => m.perform(seat, a),
            ("action", None) => m.take_action(seat),
            ("police_action", Some(Choice::Police(a))) => m.police_action(seat, a),
            ("shootout", Some(Choice::Action(Action::DriveBy(o)))) => m.attack(seat, Target::Car(o)),
            ("shootout", Some(Choice::Action(Action::AttackBusiness(b)))) => m.attack(seat, Target::Business(b)),
            ("turn", _) => m.player_turn(seat),
            ("police_turn", _) => m.police_turn(seat),
            ("trade_round", _) => m.trade_round(),
            ("game", _) => m.run().map(|_| ()),
            (what, c) => {
                return Err(format!(
                    "cannot run `{what}` with {c:?} (action, police_action, shootout, turn, police_turn, trade_round, game)"
                ));
            }
        };
        Ok(result.and_then(|()| if sc.run.what == "game" { Ok(()) } else { m.check_power() }))
    }
}
