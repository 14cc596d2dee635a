//! Scenario files: set up any position, fix the dice and the cards to come, script the
//! decisions, run one action, one shootout, one police turn, one player turn, one trade round
//! or a whole game, and print the log and the final state. Tests snapshot that output; a new
//! case is a new file under `tests/scenarios/`.
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
mod file;
mod names;
mod position;
mod printed;
mod summary;

pub use file::*;
pub use position::build;

use super::KingOfChicago;
use super::choice::{Action, Choice};
use super::content::Content;
use super::event::Target;
use super::narrate::Narrator;
use super::rules::{Match, MatchOptions};
use crate::engine::locale::Locale;
use crate::engine::scenario::{DiceUse, Ran, Scripted, Steps, renamed, shown, stopped};
use names::Names;
use summary::summary;

/// Runs a scenario and narrates it in `locale`.
///
/// # Errors
/// A problem with the file itself (what it names, what it asks to run), at its `file:line:col`
/// where it has one.
pub fn run(content: &Content, locale: &Locale, sc: &ScenarioFile) -> Result<Ran, String> {
    let names = Names { content, spot: sc.spot() };
    let state = build(content, sc)?;
    let name = move |tag: &str, key: &str, n: u64| printed::name(content, tag, key, n);
    let mut scripted = Scripted::<KingOfChicago>::new(
        &sc.decisions,
        sc.seats,
        sc.then == "fail",
        |c| names.choice(c, sc.seats),
        move |c| shown(c, &name),
    )?;
    let mut m = Match::new(
        content,
        state,
        std::mem::take(&mut scripted.deciders),
        &MatchOptions { round_cap: sc.run.rounds.as_ref().map(|r| *r.get_ref()), ..MatchOptions::default() },
    );
    let steps = Steps::new(sc.after.clone());
    steps.watch(&mut m, move |e| renamed(serde_json::to_value(e).unwrap_or_default(), &name), |m| summary(content, m));
    let seat = names.seat(&sc.run.seat.to_string(), sc.seats)?;
    checks::seats_within_bounds(&m, sc)?;
    let choice = sc.run.choice.as_ref().map(|c| names.at(c, |n, c| n.choice(c, sc.seats))).transpose()?;
    checks::runnable(&m, sc, seat, choice)?;
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
    let result = result.and_then(|()| if sc.run.what == "game" { Ok(()) } else { m.check_power() });
    let (stopped, stopped_early) = stopped(&result);
    let narrator = Narrator { content, locale };
    let lines: Vec<String> = m.log.entries().iter().filter_map(|e| narrator.entry(e, None)).collect();
    let events = m.log.entries().iter().map(|e| renamed(serde_json::to_value(e).unwrap_or_default(), &name)).collect();
    Ok(Ran {
        lines,
        events,
        state: summary(content, &m),
        stopped,
        stopped_early,
        unused: scripted.unused(),
        expect: sc.expect.clone(),
        steps,
        dice: DiceUse::of(&m.state.chance.fixed),
    })
}

/// Reads and parses a scenario file.
///
/// # Errors
/// The file's problem at `file:line:col`.
pub fn parse(name: &str, text: &str) -> Result<ScenarioFile, String> {
    let mut sc: ScenarioFile = crate::engine::content::parse_toml(&crate::engine::content::SourceFile {
        name: name.to_string(),
        text: text.to_string(),
    })
    .map_err(|d| d.to_string())?;
    sc.origin = (name.to_string(), text.to_string());
    Ok(sc)
}
