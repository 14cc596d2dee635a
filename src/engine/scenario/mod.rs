//! Scenario files, for every game: one runner ([`run`]) reads a file, builds its position, fixes
//! its dice, scripts its seats' answers, runs what it names on a match that checks the game's
//! invariants, and gives the verdict. SCENARIOS.md documents the format for designers.
//!
//! What every file shares is the engine's ([`Header`]): `game`, `lang`, `description`, `seats`,
//! `seed`, `expect`, `after`, `dice` (for a game that rolls dice), `decisions` and `then`. What a
//! game adds is its [`Positions`]: its part of the file (the position and `[run]`), the position
//! built from it, its spellings of options and of events' numbers, its final state by name, and
//! the run itself.
//!
//! Expectations come in two spellings: the first files' list of narration texts
//! (`expect = ["..."]`), and a table:
//!
//! ```toml
//! [expect]
//! narration = ["Dough Boy is neutralised"]        # each must appear in the narration
//! not = ["goes to the graveyard"]                # none may appear
//! in_order = ["attacks", "is wounded", "wins"]   # each after the one before
//! events = [{ event = "bought", seat = 1 }]      # each matches one event (these fields)
//! no_events = [{ event = "script_failed" }]      # none matches any event
//! state = { "players.0.money" = 800 }            # paths into the final state
//! stopped = "is not among the options"           # the run must stop early, saying this
//! ```
//!
//! The files: `header` (the shared fields, the file split between them and the game's part,
//! the schema), `defaults` (the fields' defaults, the games' too), `runner` (the run and
//! [`Positions`]), `answers` (scripted seats), `dice` (dice fixed and what became of them),
//! `expect` (expectations and `[[after]]` steps), `printed` (events and options as a scenario
//! prints them), `spot` (problems at a value's `file:line:col`, the clock), `turns` (a `[run]` of
//! one turn or the game, [`TurnOrGame`]), `verdict` (the run checked), `from` (a moment of a
//! logged game written as a file, [`write`]).

mod answers;
pub mod defaults;
mod dice;
mod expect;
mod from;
mod header;
mod printed;
mod runner;
mod spot;
mod turns;
mod verdict;

pub use answers::{AnswerDef, Answers, Scripted, ScriptedSeat, Show, proposing, seat, seat_number, seated_proposing};
pub use dice::{Dice, DiceSchema, DiceUse};
pub use expect::{After, Expect, Step, Steps};
pub use from::{Logbook, Written, write};
pub use header::Header;
pub use printed::{renamed, shown};
pub use runner::{Positions, read, run, schema, schema_files};
pub use spot::{IMPOSSIBLE, Missing, Spot, UNKNOWN, UNRUNNABLE, check_clock, missing, no_such};
pub use turns::TurnOrGame;
pub use verdict::{Ran, Report, Verdict, lookup, stopped, verdict};

#[cfg(test)]
mod tests;
