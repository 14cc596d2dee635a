//! Bootleggers' scenario files: a position (each bootlegger's money, authority card, stills,
//! trucks, back room and cards; the speakeasies' markers and improvements; trucks loaded and
//! lined up), the dice to come by kind, scripted answers, and what to run: one phase, the rest
//! of the turn, or the game. SCENARIOS.md describes the format shared by every game;
//! `tests/scenarios/bootleggers/` holds one per rule, per muscle card kind (a thug card in hand is
//! played by answering `thug:<id>` when the rules offer it), per truck size, and the rulebook's
//! examples.
//!
//! ```toml
//! game = "bootleggers"
//! description = "PHASE 3: the cop stops a family still on a 5"
//! seats = 4                    # 3 to 6
//! turn = 5                     # the turn being played, from 1 to the game's last
//! cop = 1                      # the family the cop watches (from 1)
//! dice = { production = [5, 3], demand = [3, 2] }   # or one list for every roll
//! muscle_deck = ["influence", "windfall"]   # the muscle cards to come, top first (offers, Windfall)
//! truck_deck = ["large_truck"] # the truck cards to come, top first (the truck space)
//! muscle_discard = ["moll"]    # the discard pile, first discarded first (and truck_discard)
//! truck_offer = "small_truck"  # a truck card left on offer by a turn before
//! [[player]]                   # seat 1, then 2...; seats not listed keep the setup's
//! money = 10                   # $G, at most MOST_MONEY
//! authority = 60               # the authority card face up this turn (its number)
//! authority_hand = [12, 60]    # the authority cards in hand (a run of phase 1 chooses one)
//! family = 2                   # dice on the family still
//! offsite = [2]                # dice on each offsite still
//! trucks = ["small", "medium"] # the trucks it owns, by size (at home, empty)
//! influence = 1                # markers in the back room
//! crates = 0                   # crates in the back room
//! warehouse = 0                # crates kept from last turn by Warehouse
//! thugs = ["hijack"]           # thug cards in hand
//! deals = true                 # it offers deals, as a person does (its offers: [decisions])
//! [[speakeasy]]
//! id = "mothers"
//! influence = [0, 2, 3, 4]     # markers by seat
//! improvements = 1
//! [[truck]]                    # a truck loaded and lined up (or at home, without `at`)
//! size = "small"
//! owner = 2
//! renter = 3                   # rented for the turn
//! load = 4
//! at = "mothers:majority"      # its speakeasy and dock; trucks line up in file order
//! [decisions]
//! 1 = ["allow", "speakeasy:mothers"]  # a card's target still: "still:2:offsite1" (seat 2's)
//! 2 = [{ prompt = "deal", choice = "propose:crates:1:2" }, "load:2", "price:1", "thug:moll", "done"]
//!                              # deals: crates:FROM:TO, rent:FROM:TO:TRUCK, truck:FROM:TO:TRUCK
//! [options]                    # the rulebook's options, off unless said
//! chaotic_influence = true     # and short_game
//! [run]
//! what = "phase"               # phase (with `phase`), turn (the rest of it) or game (from `turn` on)
//! phase = "sales"
//! until = "sales"              # for `turn`: the last phase run, `phase` or after (default: recruiting)
//! # turns = 8                  # for `game`: stop after this turn, from 1 to the game's last
//! ```
//!
//! An id that names nothing is told at its `file:line:col` with the closest id (E0501), a
//! position the rules cannot reach at the value that makes it so (E0502), and a run that cannot
//! be made (an `until` before `phase`) at its value (E0503).

pub mod file;
mod names;
mod position;
mod run;
mod summary;
mod written;

pub use position::{MOST_MONEY, build};

use super::Bootleggers;
use super::choice::Choice;
use super::content::Content;
use super::rules::Match;
use super::state::State;
use crate::engine::decision::Decider;
use crate::engine::dice::FixedDice;
use crate::engine::game::LogEntry;
use crate::engine::play::Flow;
use crate::engine::scenario::{Header, Positions, Spot, proposing, seated_proposing};
use file::ScenarioFile;
use names::{choice_in, printed, spelt};
use run::{Run, one_phase, rest_of_turn, run_of};

/// The kinds of roll a scenario may fix dice for.
pub const ROLLS: [&str; 3] = ["production", "demand", "card"];

impl Positions for Bootleggers {
    type File = ScenarioFile;
    const ROLLS: Option<&'static [&'static str]> = Some(&ROLLS);
    const SEATS: usize = 4;
    const HEAD_DOCS: &'static [(&'static str, &'static str)] = &[
        ("game", "`bootleggers`."),
        ("dice", "The dice to come: a list, or lists by kind (`production`, `demand`, `card` or a card's id)."),
        ("lang", "The language its narration is told in and its expectations written in (`en` unless said)."),
    ];

    /// The content with the rule options the file switches on.
    fn content(content: &Content, file: &ScenarioFile) -> Option<Content> {
        let options = &file.options;
        (options.short_game || options.chaotic_influence).then(|| {
            let mut c = content.clone();
            c.rules.short_game |= options.short_game;
            c.rules.chaotic_influence |= options.chaotic_influence;
            c
        })
    }

    /// The position, then the dice checked: every die of the game (production and demand
    /// alike) has `die_sides` faces.
    fn build(content: &Content, head: &Header, file: &ScenarioFile, spot: Spot) -> Result<State, String> {
        let state = build(content, head, file, spot)?;
        head.dice.check_faces(spot, content.rules.die_sides, "a die")?;
        Ok(state)
    }

    fn roll_names(content: &Content) -> Vec<&str> {
        content.muscle.iter().filter(|m| m.thug().is_some()).map(|m| m.id.as_str()).collect()
    }

    fn dice(state: &mut State) -> Option<&mut FixedDice> {
        Some(&mut state.chance.fixed)
    }

    fn choice(content: &Content, _: usize, text: &str) -> Result<Choice, String> {
        choice_in(content, text)
    }

    fn printed(_: &Content, tag: &str, key: &str, n: u64) -> Option<serde_json::Value> {
        printed(tag, key, n)
    }

    fn show(content: &Content, choice: &Choice) -> String {
        format!("\"{}\"", spelt(content, choice))
    }

    fn written(content: &Content, state: &State, log: &[LogEntry<Self>]) -> Result<toml::Table, String> {
        // PHASE 4, 1: a person at the table is asked for deals.
        written::written(content, state, &proposing::<Self>(state.seats(), log, "deal"))
    }

    fn spelled(content: &Content, choice: &Choice) -> Option<String> {
        Some(spelt(content, choice))
    }

    fn summary(m: &Match<'_>) -> serde_json::Value {
        summary::summary(m.content, &m.state)
    }

    fn round_cap(file: &ScenarioFile) -> Option<u32> {
        file.run.turns.as_ref().map(|t| *t.get_ref())
    }

    /// A seat that offers deals as a person does: its answers, with deals proposed.
    fn seated<'c>(
        file: &ScenarioFile,
        deciders: Vec<Box<dyn Decider<Bootleggers> + 'c>>,
    ) -> Vec<Box<dyn Decider<Bootleggers> + 'c>> {
        seated_proposing(deciders, |i| file.player.get(i).is_some_and(|p| p.deals))
    }

    fn run(m: &mut Match<'_>, _: &Header, file: &ScenarioFile, spot: Spot) -> Result<Flow, String> {
        Ok(match run_of(spot, &file.run)? {
            Run::Phase(p) => one_phase(m, p),
            Run::Turn(from, until) => rest_of_turn(m, from, until),
            Run::Game => game_on(m),
        })
    }
}

/// The game on from the start of the file's turn to its end. A file at the game's first turn
/// stands where a table begins, and its setup is told first as at a table; from a later turn
/// the game goes on untold of its setup, which the file's position has long replaced.
fn game_on(m: &mut Match<'_>) -> Flow {
    if m.state.turn <= m.content.rules.setup.turn_track_start.max(1) {
        m.run().map(|_| ())
    } else {
        super::turn::turns(m).map(|_| ())
    }
}

#[cfg(test)]
mod tests;
