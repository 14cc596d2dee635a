//! The text a content needs in every language: which messages must exist, and how each
//! bundled translation covers English.

use super::content::{Source, SourceFile};
use super::diag::{Diagnostic, Place};
use super::fluent_check::{Coverage, Messages, coverage, messages};
use std::collections::{BTreeMap, BTreeSet};

/// A message a content needs in English, and where it is asked for: the place of the content's
/// entry that needs it (a card's `id = "..."`), so that a text missing is told where the modder
/// made the card; none for a message the game's code reads, or content that keeps no place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Needed {
    pub id: String,
    pub at: Option<Place>,
}

impl Needed {
    /// Message `id`, needed by the entry set at `at`.
    pub fn new(id: String, at: Option<&Place>) -> Needed {
        Needed { id, at: at.cloned() }
    }
}

/// A message the code reads, asked for by no entry of the content.
impl From<&str> for Needed {
    fn from(id: &str) -> Needed {
        Needed { id: id.to_string(), at: None }
    }
}

/// A language's messages, with the mods' overrides, and for each message the file it came from.
/// A layer that defines a message replaces it whole, attributes included, as the table's Fluent
/// bundle does: a mod's `card-informer = Tipgever` without `.text` leaves the card without its
/// text in that language, and the text is counted missing.
pub fn language(
    content: &Source,
    game: &str,
    lang: &str,
) -> Result<(Messages, BTreeMap<String, String>), Vec<Diagnostic>> {
    let files: Vec<SourceFile> = super::locale::layers(content, game, lang);
    let mut all = Messages::default();
    let mut origin = BTreeMap::new();
    let mut problems = Vec::new();
    for f in &files {
        match messages(f) {
            Ok(m) => {
                let replaced: Vec<&str> = m.0.keys().filter(|id| !id.contains('.')).map(String::as_str).collect();
                let attribute_of_replaced =
                    |id: &str| id.split_once('.').is_some_and(|(message, _)| replaced.contains(&message));
                all.0.retain(|id: &String, _| !attribute_of_replaced(id));
                origin.retain(|id: &String, _| !attribute_of_replaced(id));
                for id in m.0.keys() {
                    origin.insert(id.clone(), f.name.clone());
                }
                all.0.extend(m.0);
            }
            Err(mut d) => problems.append(&mut d),
        }
    }
    if problems.is_empty() { Ok((all, origin)) } else { Err(problems) }
}

/// The languages this content has, English first.
pub fn languages(content: &Source, game: &str) -> Vec<String> {
    let mut langs: Vec<String> = content
        .list(&format!("{game}/locales"))
        .into_iter()
        .filter_map(|f| f.strip_suffix(".ftl").map(str::to_string))
        .collect();
    langs.sort_by_key(|l| (l != "en", l.clone()));
    langs.dedup();
    langs
}

/// Problems with the texts: English lacking a message the content needs (an error), then
/// every language's problems of its own ([`check_unloaded`]'s), and a mod's English text nothing of
/// the game reads (W0409, a warning).
///
/// `prompts` are the message ids a script's question key is appended to (`Game::SCRIPT_PROMPTS`).
pub fn check(
    content: &Source,
    game: &str,
    required: &[Needed],
    prompts: &[&str],
) -> (Vec<Diagnostic>, Vec<Diagnostic>) {
    let (mut errors, mut warnings) = (Vec::new(), Vec::new());
    let en_file = format!("{game}/locales/en.ftl");
    let en = match language(content, game, "en") {
        Ok((m, _)) => m,
        Err(d) => return (d, warnings),
    };
    // A missing text belongs in the topmost English file: the mod's when a mod has one.
    let en_layers = super::locale::layers(content, game, "en");
    let top = en_layers.last().map_or(en_file.clone(), |f| f.name.clone());
    for Needed { id, at } in required {
        if en.0.contains_key(id) {
            continue;
        }
        // A text an entry needs is told at the entry, where the modder made it, and belongs in
        // the English file beside its file; one the code reads, in the topmost English file.
        let (place, into) = match at {
            Some(p) => (p.clone(), "`locales/en.ftl` beside this file".to_string()),
            None => (Place { file: top.clone(), line: 0, col: 0 }, "this file".to_string()),
        };
        let help = match id.split_once('.') {
            Some((message, attribute)) => format!("add `    .{attribute} = ...` under `{message}` in {into}"),
            None => format!("add `{id} = ...` to {into}"),
        };
        let message = format!("no English text `{id}`");
        errors.push(Diagnostic::new(&place.file, place.line, place.col, "E0405", message).with_help(help));
    }
    let unread = orphans(content, game, &en_layers, &Reads::Needed(required), prompts);
    // A translation is not told it lacks a text nothing reads: the misspelt English one is.
    let unread_ids: BTreeSet<&str> = unread.iter().map(|(id, _)| id.as_str()).collect();
    let (mut e, mut w) = translations_but(content, game, &unread_ids, required);
    warnings.extend(unread.iter().map(|(_, d)| d.clone()));
    errors.append(&mut e);
    warnings.append(&mut w);
    (errors, warnings)
}

/// The problems of the texts of content that does not load, told beside its loading errors:
/// those that need nothing of the game's other content, English and every translation that does
/// not parse or defines a message twice in one file (E0402, E0403), a locale file named by no
/// language's tag (E0401, [`misnamed`]), a translation using other variables than English
/// (E0407), an English message taking an engine message's place with other variables (E0410,
/// [`engine_overrides`]); and as warnings a translation missing messages (W0406: English stands in) or having
/// some English lacks (W0408); and a mod's English text that names nothing the mods' content
/// files write (W0409): what did not load cannot say which texts it needs, so a text is called
/// unread only when no entry a mod writes, read or left out for its error, could read it.
pub fn check_unloaded(content: &Source, game: &str, prompts: &[&str]) -> (Vec<Diagnostic>, Vec<Diagnostic>) {
    let unread = unread_unloaded(content, game, prompts);
    let unread_ids: BTreeSet<&str> = unread.iter().map(|(id, _)| id.as_str()).collect();
    // A mod's entry still has its place: a text a translation lacks is told at the entry's `id`,
    // as when the content loads. The entry is the one whose id ends the message's id
    // (`card-lorry.text` for `id = "lorry"`), whatever its kind: what did not load cannot say.
    let placed = ids_in_mods(content, game);
    let required: Vec<Needed> = match language(content, game, "en") {
        Ok((en, _)) => {
            en.0.keys()
                .filter_map(|id| {
                    let message = id.split_once('.').map_or(id.as_str(), |(message, _)| message);
                    let (_, name) = message.rsplit_once('-')?;
                    Some(Needed::new(id.clone(), Some(placed.get(name)?)))
                })
                .collect()
        }
        Err(_) => Vec::new(),
    };
    let (errors, mut warnings) = translations_but(content, game, &unread_ids, &required);
    warnings.extend(unread.iter().map(|(_, d)| d.clone()));
    (errors, warnings)
}

/// The problems of each language of its own ([`check_unloaded`]'s but W0409), not counting as
/// missing the English messages in `unread` (W0409's). The messages an entry of the content
/// needs (`required` with a place) missing in a language are told at the entry, one warning a
/// language for each, so that the modder sees which card lacks which language; the others in
/// one line at the language's file.
fn translations_but(
    content: &Source,
    game: &str,
    unread: &BTreeSet<&str>,
    required: &[Needed],
) -> (Vec<Diagnostic>, Vec<Diagnostic>) {
    let entry_of: BTreeMap<&str, &Place> =
        required.iter().filter_map(|n| Some((n.id.as_str(), n.at.as_ref()?))).collect();
    let (mut errors, mut warnings) = (Vec::new(), Vec::new());
    let en = match language(content, game, "en") {
        Ok((m, _)) => m,
        Err(d) => return (d, warnings),
    };
    errors.extend(misnamed(content, game));
    errors.extend(engine_overrides(content, game));
    for lang in languages(content, game).into_iter().filter(|l| l != "en" && no_language(l).is_none()) {
        let file = format!("{game}/locales/{lang}.ftl");
        match language(content, game, &lang) {
            Err(mut d) => errors.append(&mut d),
            Ok((m, origin)) => {
                let c = coverage(&en, &m);
                let at = |id: &str| origin.get(id).cloned().unwrap_or_else(|| file.clone());
                for (id, want, got) in &c.variables {
                    let line = m.0.get(id).map_or(0, |x| x.1);
                    errors.push(
                        Diagnostic::new(
                            &at(id),
                            line,
                            1,
                            "E0407",
                            format!("`{id}` uses {got:?}, English uses {want:?}"),
                        )
                        .with_help("use the same variables as the English message"),
                    );
                }
                // An attribute missing under a message the language has is told at that message
                // (a mod's `card-informer = Tipgever` without its `.text`); the rest in one line.
                let (lacking, missing): (Vec<String>, Vec<String>) = c
                    .missing
                    .into_iter()
                    .filter(|id| !unread.contains(id.as_str()))
                    .partition(|id| id.split_once('.').is_some_and(|(message, _)| m.0.contains_key(message)));
                for id in &lacking {
                    let Some((message, attribute)) = id.split_once('.') else { continue };
                    let line = m.0.get(message).map_or(0, |x| x.1);
                    warnings.push(
                        Diagnostic::new(
                            &at(message),
                            line,
                            1,
                            "W0406",
                            format!("`{id}` is missing: this `{message}` has no `.{attribute}` (English stands in)"),
                        )
                        .with_help(format!(
                            "a message replaces the whole message of the layer below, attributes included: add `    .{attribute} = ...` under it"
                        )),
                    );
                }
                // What an entry needs, by the entry, in the order the entries come.
                let (by_entry, missing): (Vec<String>, Vec<String>) =
                    missing.into_iter().partition(|id| entry_of.contains_key(id.as_str()));
                let mut entries: BTreeMap<(&str, usize, usize), Vec<&str>> = BTreeMap::new();
                for id in &by_entry {
                    let at = entry_of[id.as_str()];
                    entries.entry((at.file.as_str(), at.line, at.col)).or_default().push(id);
                }
                for ((file, line, col), ids) in entries {
                    let (n, them) = if ids.len() == 1 { ("1 message", "it") } else { ("messages", "them") };
                    let n = if ids.len() == 1 { n.to_string() } else { format!("{} {n}", ids.len()) };
                    let message = format!("{n} missing in `{lang}.ftl` (English stands in): {}", ids.join(", "));
                    warnings.push(
                        Diagnostic::new(file, line, col, "W0406", message)
                            .with_help(format!("add {them} to `locales/{lang}.ftl` beside this file")),
                    );
                }
                if !missing.is_empty() {
                    warnings.push(Diagnostic::new(
                        &file,
                        0,
                        0,
                        "W0406",
                        format!("{} messages missing (English stands in): {}", missing.len(), preview(&missing)),
                    ));
                }
                for id in &c.extra {
                    let line = m.0.get(id).map_or(0, |x| x.1);
                    let mut d = Diagnostic::new(&at(id), line, 1, "W0408", format!("`{id}` is not an English message"));
                    d.help = super::diag::did_you_mean(id, en.0.keys().map(String::as_str));
                    warnings.push(d);
                }
            }
        }
    }
    (errors, warnings)
}

/// The command line's refusals in the engine's messages (`cli/refusals.rs`: an unknown game or
/// seat kind, clap's errors a newcomer makes, and the hint to `--help`): every game requires
/// them, so that `validate` checks a mod's English and translations of them as it does the
/// tables' words.
pub const COMMAND_LINE: &[&str] = &[
    "cli-error-unknown-game",
    "cli-error-unknown-seat",
    "cli-error-bad-budget",
    "cli-error-unknown-option",
    "cli-error-no-value",
    "cli-error-bad-value",
    "cli-error-missing",
    "cli-error-conflict",
    "cli-hint",
];

/// The engine's messages that a game's code reads, with variables of its own: the rules' summary
/// (`Screen::rules_args`) and the end of a game stopped at its turn limit (a game's narration).
const GAMES_WORD: [&str; 3] = ["play-rules", "capped", "capped-tie"];

/// A game's or a mod's English message taking the place of the engine's message of the same id
/// (a game's file may override any, [`super::locale::layers`]) with a variable the engine's
/// message does not use (E0410): the engine's code gives its message only the variables it
/// uses, so the table would show `{$cards}` where the engine's words stood (Chicago Poker's
/// `play-group`, a line of its board, once did so to the terminal's group of options).
///
/// A few engine messages are the words a game's own code gives its own variables to, the engine's
/// text standing in for a game with none ([`GAMES_WORD`]): those are not checked.
fn engine_overrides(content: &Source, game: &str) -> Vec<Diagnostic> {
    let mut engine = Messages::default();
    for f in super::locale::engine_layers(content, "en") {
        // Each layer replaces the messages it defines; a file that does not parse is told apart.
        engine.0.extend(messages(&f).map(|m| m.0).unwrap_or_default());
    }
    let mut errors = Vec::new();
    for f in super::locale::game_layers(content, game, "en") {
        let Ok(m) = messages(&f) else { continue };
        for (id, (vars, line)) in &m.0 {
            let Some((given, _)) = engine.0.get(id).filter(|_| !GAMES_WORD.contains(&id.as_str())) else { continue };
            let blank: Vec<&str> = vars.difference(given).map(String::as_str).collect();
            if blank.is_empty() {
                continue;
            }
            let given: Vec<&str> = given.iter().map(String::as_str).collect();
            let message = format!(
                "`{id}` takes the place of the engine's message, which is given {given:?}: {blank:?} would show blank"
            );
            errors.push(Diagnostic::new(&f.name, *line, 1, "E0410", message).with_help(format!(
                "give this message an id of its own (the engine's `{id}` is another text), or use only the variables the engine gives"
            )));
        }
    }
    errors
}

/// Messages a mod's English file adds that nothing of the game reads (W0409, each with its id):
/// what `check` warns of, and what [`coverage_by_language`] counts no translation as lacking.
pub fn unread(content: &Source, game: &str, required: &[Needed], prompts: &[&str]) -> Vec<(String, Diagnostic)> {
    orphans(content, game, &super::locale::layers(content, game, "en"), &Reads::Needed(required), prompts)
}

/// [`unread`] for content that does not load, as [`check_unloaded`] tells it: a mod's English
/// message naming no string the mods' content files write, each with its id.
pub fn unread_unloaded(content: &Source, game: &str, prompts: &[&str]) -> Vec<(String, Diagnostic)> {
    let en_layers = super::locale::layers(content, game, "en");
    let (base, _) = base_and_overlays(content, game, &en_layers);
    // The kinds of the base game's texts (`card-`, `square-`, `prompt-card-`...): each prefix of
    // a message id up to a `-`.
    let kinds: BTreeSet<String> = base
        .iter()
        .flat_map(|m| m.0.keys())
        .flat_map(|id| id.match_indices('-').map(move |(i, _)| id[..=i].to_string()))
        .collect();
    orphans(content, game, &en_layers, &Reads::Named { names: names_in_mods(content, game), kinds }, prompts)
}

/// What the game reads of a mod's English messages, beside the base game's messages and the
/// prompts its scripts ask for.
enum Reads<'a> {
    /// The texts the loaded content needs.
    Needed(&'a [Needed]),
    /// Of content that did not load, any message naming a string the mods' content files write
    /// (`card-big_al` for `id = "big_al"`), after a kind of text the base game has (`card-`,
    /// one of `kinds`): an entry that read, and one left out for its error, alike, so that a
    /// text is not called unread because its card is broken. A misspelt kind (`crad-big_al`) is
    /// unread, as when the content loads; a misspelt kind that is another kind of the base game
    /// (`square-big_al`) is not told until the content loads, since what did not load cannot
    /// say which kinds its entries need.
    Named { names: BTreeSet<String>, kinds: BTreeSet<String> },
}

impl Reads<'_> {
    fn reads(&self, id: &str) -> bool {
        match self {
            Reads::Needed(required) => required.iter().any(|n| n.id == id),
            Reads::Named { names, kinds } => {
                let message = id.split_once('.').map_or(id, |(message, _)| message);
                names.iter().any(|n| message.strip_suffix(n.as_str()).is_some_and(|kind| kinds.contains(kind)))
            }
        }
    }

    /// What `id` may have meant: a text the content needs, or `id`'s kind and attribute around
    /// a name the mods write.
    fn meant(&self, id: &str) -> Option<String> {
        match self {
            Reads::Needed(required) => super::diag::did_you_mean(id, required.iter().map(|n| n.id.as_str())),
            Reads::Named { names, kinds } => {
                // Its kind with another name the mods write, or its name after another kind.
                let (message, attribute) = id.split_once('.').map_or((id, None), |(m, a)| (m, Some(a)));
                let (kind, name) = message.rsplit_once('-')?;
                let kinds = kinds.iter().filter(|_| names.contains(name)).map(|k| (k.as_str(), name));
                let names = names.iter().map(|n| (&message[..=kind.len()], n.as_str()));
                let like: Vec<String> = kinds
                    .chain(names)
                    .map(|(kind, n)| match attribute {
                        Some(a) => format!("{kind}{n}.{a}"),
                        None => format!("{kind}{n}"),
                    })
                    .filter(|like| like != id)
                    .collect();
                super::diag::did_you_mean(id, like.iter().map(String::as_str))
            }
        }
    }
}

/// The strings the mods' content files of `game` write, quoted and spelt as an id could be:
/// the ids of their entries, whether these read or not (a file whose TOML does not parse
/// included).
fn names_in_mods(content: &Source, game: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for name in content.list(game).into_iter().filter(|n| n.ends_with(".toml")) {
        for f in content.overlays(&format!("{game}/{name}")) {
            for quote in ['"', '\''] {
                let quoted = f.text.split(quote).skip(1).step_by(2);
                names.extend(
                    quoted
                        .filter(|s| !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'))
                        .map(str::to_string),
                );
            }
        }
    }
    names
}

/// Where the mods' content files of `game` set each entry's id (`id = "lorry"`, at its value),
/// by the id, read from the text as written: what does not parse or check still has its place.
/// The topmost mod's place wins.
fn ids_in_mods(content: &Source, game: &str) -> BTreeMap<String, Place> {
    let mut places = BTreeMap::new();
    for name in content.list(game).into_iter().filter(|n| n.ends_with(".toml")) {
        for f in content.overlays(&format!("{game}/{name}")) {
            for (i, line) in f.text.lines().enumerate() {
                let Some(rest) = line.trim_start().strip_prefix("id") else { continue };
                let Some(value) = rest.trim_start().strip_prefix('=') else { continue };
                let value = value.trim_start();
                let Some(quote) = value.chars().next().filter(|c| *c == '"' || *c == '\'') else { continue };
                let Some((id, _)) = value[1..].split_once(quote) else { continue };
                let col = line.chars().count() - value.chars().count() + 1;
                places.insert(id.to_string(), Place { file: f.name.clone(), line: i + 1, col });
            }
        }
    }
    places
}

/// The base game's English messages (every layer no mod gives), and the names of the mods'
/// English files (the game's and the engine's).
fn base_and_overlays(content: &Source, game: &str, en_layers: &[SourceFile]) -> (Vec<Messages>, Vec<String>) {
    let overlay_names: Vec<String> = content
        .overlays(&format!("{game}/locales/en.ftl"))
        .into_iter()
        .chain(content.overlays(&format!("{}/locales/en.ftl", super::locale::ENGINE_TEXTS)))
        .map(|f| f.name)
        .collect();
    let base = en_layers.iter().filter(|f| !overlay_names.contains(&f.name)).filter_map(|f| messages(f).ok()).collect();
    (base, overlay_names)
}

/// Messages a mod's English file adds that nothing of the game reads (`card-tomy_gun` for the
/// card `tommy_gun`): most likely misspelt, so the text it meant is missing. Each with its id.
fn orphans(
    content: &Source,
    game: &str,
    en_layers: &[SourceFile],
    reads: &Reads<'_>,
    prompts: &[&str],
) -> Vec<(String, Diagnostic)> {
    let (base, overlay_names) = base_and_overlays(content, game, en_layers);
    let asked = script_prompts(content, game, prompts);
    let mut known: std::collections::BTreeSet<&str> = asked.iter().map(String::as_str).collect();
    for m in &base {
        known.extend(m.0.keys().map(String::as_str));
    }
    let mut found = Vec::new();
    for f in en_layers.iter().filter(|f| overlay_names.contains(&f.name)) {
        let Ok(m) = messages(f) else { continue };
        for (id, (_, line)) in &m.0 {
            if !known.contains(id.as_str()) && !reads.reads(id) {
                let mut d =
                    Diagnostic::new(&f.name, *line, 1, "W0409", format!("`{id}` is a text nothing of the game reads"));
                d.help = reads.meant(id);
                found.push((id.clone(), d));
            }
        }
    }
    found
}

/// The prompt texts the content's scripts may ask for: a script's question names its prompt with
/// a string (`choose(me, "torpedo", ...)`) and the screens read each of `prompts` followed by
/// it, so every string of the game's scripts counts as a key.
fn script_prompts(content: &Source, game: &str, prompts: &[&str]) -> Vec<String> {
    let mut texts = Vec::new();
    if prompts.is_empty() {
        return texts;
    }
    for name in content.list_scripts(game) {
        let Some(f) = content.read_script(&format!("{game}/{name}")) else { continue };
        // The script's strings: every other piece between double quotes (an escaped quote
        // would shift them, and cost at most a warning), kept when it could end a message id.
        for (i, piece) in f.text.split('"').enumerate() {
            let key = i % 2 == 1 && !piece.is_empty();
            if key && piece.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-') {
                texts.extend(prompts.iter().map(|p| format!("{p}{piece}")));
            }
        }
    }
    texts
}

fn preview(ids: &[String]) -> String {
    let shown: Vec<&str> = ids.iter().take(5).map(String::as_str).collect();
    if ids.len() > 5 { format!("{}...", shown.join(", ")) } else { shown.join(", ") }
}

/// Each translation's coverage of English; a locale file named by no language ([`misnamed`]) is
/// no translation. The English messages in `unread` ([`unread`]'s: a mod's misspelt key) are
/// not counted missing, as `check` does not warn of them (W0406): the translator cannot make
/// whole what the modder misspelt.
pub fn coverage_by_language(
    content: &Source,
    game: &str,
    unread: &BTreeSet<&str>,
) -> Result<Vec<(String, Coverage)>, Vec<Diagnostic>> {
    let (en, _) = language(content, game, "en")?;
    let mut out = Vec::new();
    for lang in languages(content, game).into_iter().filter(|l| l != "en" && no_language(l).is_none()) {
        let (m, _) = language(content, game, &lang)?;
        let mut c = coverage(&en, &m);
        c.missing.retain(|id| !unread.contains(id.as_str()));
        out.push((lang, c));
    }
    Ok(out)
}

/// Each locale file of `game` whose name is no language's tag (E0401), told at the file (the
/// topmost layer that has it: a mod's), with the languages the game has. The table's `--lang`
/// and the layering find a language's files by its tag, so a Dutch file saved as
/// `nederlands.ftl` or `NL.ftl` is read by no table and is never merged with the bundled Dutch.
pub fn misnamed(content: &Source, game: &str) -> Vec<Diagnostic> {
    let all = languages(content, game);
    let good: Vec<&str> = all.iter().map(String::as_str).filter(|l| no_language(l).is_none()).collect();
    all.iter()
        .filter_map(|lang| {
            let why = no_language(lang)?;
            let file = format!("{game}/locales/{lang}.ftl");
            let named = super::locale::layers(content, game, lang).last().map_or(file, |f| f.name.clone());
            let message = format!("no language is named `{lang}`{why}; this game's languages: {}", good.join(", "));
            let help = match lang.parse::<unic_langid::LanguageIdentifier>() {
                Ok(tag) if no_language(&tag.to_string()).is_none() => format!("rename the file `{tag}.ftl`"),
                _ => "name the file by its language's tag, as `--lang` names it: `nl.ftl`, `pt-BR.ftl`".to_string(),
            };
            Some(Diagnostic::new(&named, 0, 0, "E0401", message).with_help(help))
        })
        .collect()
}

/// The two-letter languages of ISO 639-1: the languages a two-letter tag can name.
const ISO_639_1: &str = "aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy \
    da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig \
    ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml \
    mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg \
    si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh \
    yi yo za zh zu";

/// Why `lang`, a locale file's name, is no language's tag, or `None` when it is one as `--lang`
/// spells it: a BCP 47 tag in its usual case (`nl`, `pt-BR`) whose language is an ISO 639-1
/// code or three letters (ISO 639-2 and 639-3, for a language without two).
fn no_language(lang: &str) -> Option<String> {
    let Ok(tag) = lang.parse::<unic_langid::LanguageIdentifier>() else { return Some(String::new()) };
    let language = tag.language.as_str();
    let known = match language.len() {
        2 => ISO_639_1.split_whitespace().any(|code| code == language),
        3 => language != "und",
        _ => false,
    };
    if !known {
        Some(String::new())
    } else if tag != lang {
        Some(format!(" (the tag is written `{tag}`)"))
    } else {
        None
    }
}
