//! The godfather race: a roll-and-move race round a loop of the city, with no cards.
//!
//! | file | what |
//! | --- | --- |
//! | `defs.rs` | the TOML files as written |
//! | `load.rs`, `content.rs` | the content checked: rules numbers, the board |
//! | `state.rs` | the race as a plain value: gangs, pieces, places |
//! | `choice.rs`, `event.rs` | what a seat picks, what happened |
//! | `rules/` | the rules as state transitions and queries, and their tests |
//! | `turn.rs` | the rules in order on the engine's match: roll, moves, snipers, doubles |
//! | `game.rs` | the engine's `Game` contract |
//! | `view.rs`, `bots.rs` | what a seat sees; the greedy bot |
//! | `narrate.rs`, `screen.rs`, `outcome.rs`, `stranded.rs`, `forced.rs`, `lookup.rs` | the narration, the terminal screen, what a move offered would do (to a lone godfather's way back; what it leaves the other die), `board <words>` |
//! | `reach.rs` | who of a gang could stop on a square in one turn: the rival an option names as a threat |
//! | `picture.rs`, `board_svg.rs` | the loop drawn for the terminal and for the viewer |
//! | `last_henchman.rs`, `two_rivals.rs` | a lone godfather's last free henchman every roll must move; two rivals who liquidate a lone godfather together |
//! | `roll_win.rs`, `near_home.rs`, `held.rs` | a win two dice away; each godfather's steps home and a rival one die from it; the seat's godfather held hostage |
//! | `out_of_play.rs`, `back_in_play.rs` | a gang that can move nobody: the turn it went out, who the race goes on among; why it can move again |
//! | `catalogue.rs`, `invariants.rs`, `scenario.rs`, `written.rs` | the (empty) card catalogue, what must always hold, scenario files, a turn's start written as one |

pub mod back_in_play;
pub mod board_svg;
pub mod bots;
pub mod catalogue;
pub mod choice;
pub mod content;
pub mod defs;
pub mod event;
pub mod forced;
#[cfg(test)]
mod forced_die;
pub mod game;
#[cfg(test)]
mod gang_words;
pub mod held;
#[cfg(test)]
mod home_stretch;
pub mod invariants;
mod last_henchman;
pub mod load;
#[cfg(test)]
mod lone_godfather;
pub mod lookup;
pub mod narrate;
pub mod near_home;
#[cfg(test)]
mod option_risks;
pub mod out_of_play;
pub mod outcome;
pub mod picture;
pub mod question_lines;
#[cfg(test)]
mod question_own_lines;
#[cfg(test)]
mod question_rows;
#[cfg(test)]
mod race_by_hand;
pub mod reach;
#[cfg(test)]
mod reach_words;
pub mod roll_win;
pub mod rules;
pub mod scenario;
pub mod screen;
pub mod state;
pub mod stranded;
pub mod turn;
mod two_rivals;
pub mod view;
pub mod written;

/// The godfather race, as the engine runs it.
pub struct Godfathers;
