//! The refusals every table command shares, in the language `--lang` asks for: an unknown game,
//! an unknown seat kind, and the command line's own errors (an unknown option, an option
//! without its value). Where the language is not bundled, or none was asked for, English.
//!
//! The command line's errors come from clap, whose words cannot be translated: for the errors a
//! newcomer makes (an unknown option, a value missing or not valid, an argument missing, two
//! options that exclude each other) the line and its hint are said in the language asked for,
//! in place of clap's; any other error is clap's own, in English. Their messages are the
//! engine's (`content/engine/locales/`), listed in `engine::texts::COMMAND_LINE`.

use super::args::{Failure, USAGE};
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::table::SeatError;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use std::ffi::OsString;

/// The language a command line asks for (`--lang nl`, `--lang=nl`), if any.
pub fn asked_lang(args: &[OsString]) -> Option<String> {
    let mut words = args.iter().map(|a| a.to_string_lossy());
    while let Some(word) = words.next() {
        if word == "--" {
            return None;
        }
        if word == "--lang" {
            return words.next().map(|w| w.into_owned()).filter(|w| !w.starts_with('-'));
        }
        if let Some(lang) = word.strip_prefix("--lang=") {
            return Some(lang.to_string());
        }
    }
    None
}

/// The engine's messages in `lang`, where it is a bundled language other than English.
pub fn engine_locale(lang: Option<&str>) -> Option<Locale> {
    let lang = lang.filter(|l| *l != "en")?;
    let any_game = crate::games::ids().into_iter().next()?;
    Locale::load(&Source::Embedded, any_game, lang).ok()
}

/// An unknown game refused in `lang` (else English), naming the known ones.
pub fn unknown_game(id: &str, lang: Option<&str>) -> Failure {
    let known = crate::games::ids().join(", ");
    match engine_locale(lang) {
        Some(l) => Failure::usage(l.text("cli-error-unknown-game", &[("game", id.into()), ("known", known.into())])),
        None => Failure::usage(format!("unknown game `{id}` (known: {known})")),
    }
}

/// Checks that the game `id` is one of this program's, refusing it in `lang` otherwise.
pub fn known_game(id: &str, lang: Option<&str>) -> Result<(), Failure> {
    if crate::games::find(id).is_some() { Ok(()) } else { Err(unknown_game(id, lang)) }
}

/// A `--seats` refusal in `locale`'s words: an unknown seat kind (the seat as given and the
/// kinds there are, from the table's error), or a search or balance budget refused (`serve
/// GAME --lang fr --seats human,bot:balance:250ms` answered in English), with what is taken.
pub fn seats_refused(locale: &Locale, error: SeatError) -> Failure {
    use crate::bots::search::Budget;
    match error {
        SeatError::Unknown { seat, known } => Failure::usage(
            locale.text("cli-error-unknown-seat", &[("seat", seat.into()), ("known", known.join(", ").into())]),
        ),
        SeatError::BadBudget { kind, budget, .. } => Failure::usage(locale.text(
            "cli-error-bad-budget",
            &[
                ("kind", kind.into()),
                ("budget", budget.into()),
                ("playouts", Budget::MAX_PLAYOUTS.to_string().into()),
                ("millis", Budget::MAX_MILLIS.to_string().into()),
            ],
        )),
    }
}

/// A command line clap refused, said in `lang` where it is a bundled language and the error one
/// of a newcomer's (its line and a hint to the command's `--help`); none for any other, which
/// clap prints itself.
pub fn clap_refusal(error: &clap::Error, args: &[OsString], lang: Option<&str>) -> Option<Failure> {
    let locale = engine_locale(lang)?;
    let context = |kind: ContextKind| match error.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(v)) => Some(v.join(", ")),
        _ => None,
    };
    let option = context(ContextKind::InvalidArg)?;
    let said = match error.kind() {
        ErrorKind::UnknownArgument => {
            locale.text("cli-error-unknown-option", &[("option", option.into()), ("command", command(args).into())])
        }
        ErrorKind::InvalidValue if context(ContextKind::InvalidValue).is_none_or(|v| v.is_empty()) => {
            locale.text("cli-error-no-value", &[("option", option.into())])
        }
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
            let value = context(ContextKind::InvalidValue).unwrap_or_default();
            locale.text("cli-error-bad-value", &[("option", option.into()), ("value", value.into())])
        }
        ErrorKind::MissingRequiredArgument => locale.text("cli-error-missing", &[("option", option.into())]),
        ErrorKind::ArgumentConflict => {
            let other = context(ContextKind::PriorArg).unwrap_or_default();
            locale.text("cli-error-conflict", &[("option", option.into()), ("other", other.into())])
        }
        _ => return None,
    };
    let hint = locale.text("cli-hint", &[("command", command(args).into())]);
    Some(Failure { message: format!("{said}\n{hint}"), code: USAGE })
}

/// The command a command line names (`play`), or nothing before one.
fn command(args: &[OsString]) -> String {
    args.iter()
        .skip(1)
        .map(|a| a.to_string_lossy())
        .find(|a| !a.starts_with('-'))
        .map(|a| a.into_owned())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(line: &str) -> Vec<OsString> {
        line.split(' ').map(OsString::from).collect()
    }

    #[test]
    fn the_language_is_read_from_the_command_line_as_clap_reads_it() {
        assert_eq!(asked_lang(&args("mobrules play x --lang nl --seed")).as_deref(), Some("nl"));
        assert_eq!(asked_lang(&args("mobrules play x --lang=fr")).as_deref(), Some("fr"));
        assert_eq!(asked_lang(&args("mobrules play x --lang --seed 3")), None);
        assert_eq!(asked_lang(&args("mobrules play x -- --lang nl")), None);
        assert_eq!(command(&args("mobrules play x --lang nl")), "play");
    }

    #[test]
    fn every_refusal_is_worded_in_each_language() {
        for lang in ["en", "fr", "nl"] {
            let locale = Locale::load(&Source::Embedded, "godfathers", lang).expect("the language");
            for id in crate::engine::texts::COMMAND_LINE {
                assert!(locale.has(id), "{lang}: no {id}");
                locale.text(id, &[]);
            }
            assert!(locale.fell_back().is_empty(), "{lang}");
        }
        assert!(engine_locale(Some("en")).is_none() && engine_locale(Some("xx")).is_none());
    }
}
