//! Where a problem of a scenario file stands: a value's `file:line:col`, the codes of the
//! problems a position or a run can have, and the clock checked against a game's turn cap.

use crate::engine::diag::{Diagnostic, did_you_mean};

/// A scenario file's name and text, to tell a problem at the value that has it.
#[derive(Clone, Copy)]
pub struct Spot<'a> {
    pub name: &'a str,
    pub text: &'a str,
}

impl Spot<'_> {
    /// A problem with a value of the file, at its `file:line:col`, as text.
    pub fn at<T>(&self, value: &toml::Spanned<T>, code: &'static str, message: String) -> String {
        self.diagnostic(value, code, message, None).to_string()
    }

    /// A problem with a value of the file, at its `file:line:col`, with what to do about it.
    pub fn helped<T>(&self, value: &toml::Spanned<T>, code: &'static str, message: String, help: String) -> String {
        self.diagnostic(value, code, message, Some(help)).to_string()
    }

    /// A problem with the file as a whole (no one value has it), told with its name.
    pub fn whole(&self, message: &str) -> String {
        format!("{}: {message}", self.name)
    }

    /// A problem with a misspelt id, at its `file:line:col`, with the closest of `known` as a
    /// suggestion (an id that keeps no place, an answer's: [`no_such`]).
    pub fn unknown<'k>(
        &self,
        value: &toml::Spanned<String>,
        what: &str,
        known: impl IntoIterator<Item = &'k str>,
    ) -> String {
        let help = did_you_mean(value.get_ref(), known);
        self.diagnostic(value, UNKNOWN, format!("no {what} `{}`", value.get_ref()), help).to_string()
    }

    /// What a value of the file names, or the problem that it names nothing (E0501 at its
    /// `file:line:col`, with [`Missing`]'s help).
    ///
    /// # Errors
    /// The [`Missing`] id, at the value.
    pub fn found<T, V>(&self, value: &toml::Spanned<V>, found: Result<T, Missing>) -> Result<T, String> {
        found.map_err(|m| self.helped(value, UNKNOWN, m.message, m.help))
    }

    fn diagnostic<T>(
        &self,
        value: &toml::Spanned<T>,
        code: &'static str,
        message: String,
        help: Option<String>,
    ) -> Diagnostic {
        let (line, col) = crate::engine::diag::line_col(self.text, value.span().start);
        Diagnostic { help, ..Diagnostic::new(self.name, line, col, code, message) }
    }
}

/// "no gangster `x`", with the closest of `known` if one is close: an id that names nothing and
/// keeps no place in the file (an answer of `[decisions]`); one that does is told at it
/// ([`Spot::unknown`]).
pub fn no_such<'k>(what: &str, id: &str, known: impl IntoIterator<Item = &'k str>) -> String {
    match did_you_mean(id, known) {
        Some(help) => format!("no {what} `{id}` ({help})"),
        None => format!("no {what} `{id}`"),
    }
}

/// An id the content does not have: what is wrong, and what to do about it (the closest id or,
/// with none close, every id there is); told at the value that has it ([`Spot::found`]) or,
/// for an answer of `[decisions]`, which keeps no place, without ([`Missing::told`]).
#[derive(Debug)]
pub struct Missing {
    pub message: String,
    pub help: String,
}

impl Missing {
    /// The problem without a place: "no muscle card `mol` (did you mean `moll`?)".
    pub fn told(self) -> String {
        format!("{} ({})", self.message, self.help)
    }
}

/// "no truck size `x`", with the closest of `known`, or every one of them when none is close
/// (for the short lists a file picks from: sizes, docks, phases).
pub fn missing<'k>(what: &str, id: &str, known: impl IntoIterator<Item = &'k str> + Clone) -> Missing {
    let help = did_you_mean(id, known.clone()).unwrap_or_else(|| {
        let all: Vec<&str> = known.into_iter().collect();
        format!("the {what}s: {}", all.join(", "))
    });
    Missing { message: format!("no {what} `{id}`"), help }
}

/// The code of an id in a scenario file that names nothing of the game.
pub const UNKNOWN: &str = "E0501";
/// The code of a scenario position the rules cannot reach.
pub const IMPOSSIBLE: &str = "E0502";
/// The code of a run a scenario asks for that cannot be made (a phase to stop after that the
/// run never comes to).
pub const UNRUNNABLE: &str = "E0503";

/// The clock of a scenario within what a game can reach: `turn`, the player turns already
/// played, is below the game's turn cap (`[engine] turn_cap`): a game stops at the cap, so it
/// never plays a turn past it (and a turn counter full would wrap). `turns`, a `game` run's own
/// cap counted from `turn`, is from 1 to that cap. `what` names the game in the message ("a
/// race").
///
/// # Errors
/// The value out of its range, at its `file:line:col`.
pub fn check_clock(
    spot: Spot,
    turn: &toml::Spanned<u32>,
    turns: Option<&toml::Spanned<u32>>,
    cap: u32,
    what: &str,
) -> Result<(), String> {
    let at = *turn.get_ref();
    if at >= cap {
        let given = if turn.span().is_empty() { " (when the file does not say)" } else { "" };
        let message = format!(
            "`turn` is {at}{given}: {what} stops at its turn cap, {cap} (`engine.turn_cap`), so 0 to {} turns can have been played before a turn",
            cap.saturating_sub(1)
        );
        return Err(spot.at(turn, IMPOSSIBLE, message));
    }
    if let Some(turns) = turns
        && !(1..=cap).contains(turns.get_ref())
    {
        let message = format!("`turns` is {}: from 1 to the turn cap, {cap} (`engine.turn_cap`)", turns.get_ref());
        return Err(spot.at(turns, IMPOSSIBLE, message));
    }
    Ok(())
}
