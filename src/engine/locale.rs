//! Localised text with Fluent: card names and texts, prompts and the narration.

use super::content::Source;
use super::diag::Diagnostic;
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use std::cell::RefCell;
use std::collections::BTreeSet;
use unic_langid::LanguageIdentifier;

/// The messages of one language, falling back to English for any message it lacks.
pub struct Locale {
    lang: String,
    /// Where its texts are read ([`Table`]), passed to every message as `$table`.
    table: Table,
    bundle: FluentBundle<FluentResource>,
    fallback: Option<FluentBundle<FluentResource>>,
    /// Messages already reported as missing, so each is reported once.
    missing: RefCell<BTreeSet<String>>,
}

fn bundle(lang: &str, file: &super::content::SourceFile) -> Result<FluentBundle<FluentResource>, Diagnostic> {
    let langid: LanguageIdentifier = lang
        .parse()
        .map_err(|_| Diagnostic::new(&file.name, 0, 0, "E0401", format!("`{lang}` is not a language tag")))?;
    let resource = FluentResource::try_new(file.text.clone())
        .map_err(|(_, errors)| super::fluent_check::syntax_error(file, &errors[0]))?;
    let mut b = FluentBundle::new(vec![langid]);
    // Narration goes to terminals and files, not to bidirectional layouts: no isolation marks.
    b.set_use_isolating(false);
    b.add_resource(resource)
        .map_err(|errs| Diagnostic::new(&file.name, 0, 0, "E0403", format!("duplicate messages: {errs:?}")))?;
    Ok(b)
}

/// Where the engine's own messages live (`content/engine/locales/<lang>.ftl`): what every game
/// shows the same way (the terminal table's commands, saving, undo), so that no game copies
/// them; a game's own file may override any of them.
pub const ENGINE_TEXTS: &str = "engine";

/// The files of a language, bottom layer first: the engine's messages (from the content, or the
/// bundled ones when a content folder has none), then the game's, each followed by every mod's.
/// Empty when the game has no file for the language in any layer.
pub fn layers(source: &Source, game: &str, lang: &str) -> Vec<super::content::SourceFile> {
    let own = game_layers(source, game, lang);
    if own.is_empty() {
        return own;
    }
    engine_layers(source, lang).into_iter().chain(own).collect()
}

/// The engine's files of a language, bottom layer first: its own (from the content, or the
/// bundled one when a content folder has none), then every mod's.
pub fn engine_layers(source: &Source, lang: &str) -> Vec<super::content::SourceFile> {
    let engine = format!("{ENGINE_TEXTS}/locales/{lang}.ftl");
    let base = source.read(&engine).or_else(|_| Source::Embedded.read(&engine));
    base.into_iter().chain(source.overlays(&engine)).collect()
}

/// A game's own files of a language, the game's then every mod's.
pub fn game_layers(source: &Source, game: &str, lang: &str) -> Vec<super::content::SourceFile> {
    let rel = format!("{game}/locales/{lang}.ftl");
    source.read(&rel).into_iter().chain(source.overlays(&rel)).collect()
}

/// A language's messages, layered as [`layers`] says, later ones overriding earlier ones (so a
/// mod may add a whole language); `None` when no layer has the language.
fn layered(source: &Source, game: &str, lang: &str) -> Result<Option<FluentBundle<FluentResource>>, Diagnostic> {
    let mut layers = layers(source, game, lang).into_iter();
    let Some(first) = layers.next() else { return Ok(None) };
    let mut bundle = bundle(lang, &first)?;
    for overlay in layers {
        let resource = FluentResource::try_new(overlay.text.clone())
            .map_err(|(_, errors)| super::fluent_check::syntax_error(&overlay, &errors[0]))?;
        bundle.add_resource_overriding(resource);
    }
    Ok(Some(bundle))
}

impl Locale {
    /// Loads `<game>/locales/<lang>.ftl`, with English behind it.
    ///
    /// # Errors
    /// A diagnostic when the language is not bundled or its file does not parse.
    pub fn load(source: &Source, game: &str, lang: &str) -> Result<Locale, Diagnostic> {
        let bundle = layered(source, game, lang)?.ok_or_else(|| {
            let known = source
                .list(&format!("{game}/locales"))
                .into_iter()
                .filter_map(|f| f.strip_suffix(".ftl").map(str::to_string))
                .collect::<Vec<_>>()
                .join(", ");
            Diagnostic::new(
                &format!("{game}/locales"),
                0,
                0,
                "E0404",
                format!("no `{lang}` locale for {game} (there are: {known})"),
            )
            .with_help(format!(
                "to add one, put `{game}/locales/{lang}.ftl` in a mod and pass --mod DIR (MODDING.md, \"A new language\")"
            ))
        })?;
        let fallback = if lang == "en" { None } else { layered(source, game, "en")? };
        Ok(Locale { lang: lang.to_string(), table: Table::Terminal, bundle, fallback, missing: RefCell::default() })
    }

    pub fn lang(&self) -> &str {
        &self.lang
    }

    /// The same messages read at `table` (a locale is loaded for the terminal): each table
    /// that builds its locale says where it is, so that a text may name what only that table
    /// has, a typed command at the terminal, a button on a page.
    #[must_use]
    pub fn at(mut self, table: Table) -> Locale {
        self.table = table;
        self
    }

    /// Where its texts are read.
    pub fn table(&self) -> Table {
        self.table
    }

    /// The text of message `id` (or its attribute, `id.attr`), with `args`; the id itself in
    /// brackets when no language has it.
    pub fn text(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.formatted(id, args).map_or_else(|| format!("[{id}]"), |(s, _)| s)
    }

    /// The text of message `id` with `args`, only when it names no variable `args` lacks (a
    /// question written for the words a card's script gives it, asked by a script that gives
    /// none); `None` too when no language has it.
    pub fn text_given(&self, id: &str, args: &[(&str, Arg)]) -> Option<String> {
        self.formatted(id, args).filter(|(_, complete)| *complete).map(|(s, _)| s)
    }

    /// A message's text and whether every variable it names was given.
    fn formatted(&self, id: &str, args: &[(&str, Arg)]) -> Option<(String, bool)> {
        let mut fargs = FluentArgs::new();
        fargs.set(TABLE_VARIABLE, FluentValue::from(self.table.name()));
        for (k, v) in args {
            match v {
                Arg::Str(s) => fargs.set(*k, FluentValue::from(s.clone())),
                Arg::Num(n) => fargs.set(*k, FluentValue::from(*n)),
            }
        }
        if let Some(s) = format_in(&self.bundle, id, &fargs) {
            return Some(s);
        }
        if let Some(fb) = &self.fallback
            && let Some(s) = format_in(fb, id, &fargs)
        {
            self.missing.borrow_mut().insert(id.to_string());
            return Some(s);
        }
        None
    }

    /// A seat as every game names it, by the engine's `seat` message ("Player 2").
    pub fn seat(&self, seat: super::seat::Seat) -> Arg {
        Arg::Str(self.text("seat", &[("n", Arg::Num(i64::from(seat.0) + 1))]))
    }

    /// Messages that fell back to English so far.
    pub fn fell_back(&self) -> Vec<String> {
        self.missing.borrow().iter().cloned().collect()
    }

    /// Whether the language (or English behind it) has message `id` (or its attribute,
    /// `id.attr`: a text a content may leave out, such as a card's short form).
    pub fn has(&self, id: &str) -> bool {
        has_in(&self.bundle, id) || self.fallback.as_ref().is_some_and(|b| has_in(b, id))
    }
}

/// The variable every message is given, naming where it is read ([`Table::name`]); a message
/// may select on it (`{ $table -> [page] ... *[terminal] ... }`) and needs no other to do so.
pub const TABLE_VARIABLE: &str = "table";

/// Where a text is read: what a message may name that only one of them has.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Table {
    /// The terminal (`play`, `run`, and every command that prints): commands are typed.
    #[default]
    Terminal,
    /// A seat's page at a table in the browser (`serve`): buttons, and a box to look up the
    /// board.
    Page,
    /// The replay viewer's page (`view`, `replay --html`): nothing is asked or looked up.
    Viewer,
}

impl Table {
    /// Its name, as a message selects on it: `terminal`, `page`, `viewer`.
    pub fn name(self) -> &'static str {
        match self {
            Table::Terminal => "terminal",
            Table::Page => "page",
            Table::Viewer => "viewer",
        }
    }
}

fn has_in(bundle: &FluentBundle<FluentResource>, id: &str) -> bool {
    match id.split_once('.') {
        Some((m, a)) => bundle.get_message(m).is_some_and(|msg| msg.get_attribute(a).is_some()),
        None => bundle.has_message(id),
    }
}

/// A message's text in one bundle, and whether it formatted without error (every variable it
/// names given).
fn format_in(bundle: &FluentBundle<FluentResource>, id: &str, args: &FluentArgs) -> Option<(String, bool)> {
    let (msg_id, attr) = match id.split_once('.') {
        Some((m, a)) => (m, Some(a)),
        None => (id, None),
    };
    let msg = bundle.get_message(msg_id)?;
    let pattern = match attr {
        Some(a) => msg.get_attribute(a)?.value(),
        None => msg.value()?,
    };
    let mut errors = Vec::new();
    let s = bundle.format_pattern(pattern, Some(args), &mut errors);
    Some((s.into_owned(), errors.is_empty()))
}

/// A narration argument.
#[derive(Clone, Debug)]
pub enum Arg {
    Str(String),
    Num(i64),
}

impl Arg {
    /// A number of any integer type that fits an `i64` (a die, a count, a turn).
    pub fn num(n: impl Into<i64>) -> Arg {
        Arg::Num(n.into())
    }
}

impl From<Arg> for String {
    /// The argument as plain text (names joined into lists, shown outside a message).
    fn from(a: Arg) -> String {
        match a {
            Arg::Str(s) => s,
            Arg::Num(n) => n.to_string(),
        }
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Str(s.to_string())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Str(s)
    }
}
impl From<i64> for Arg {
    fn from(n: i64) -> Arg {
        Arg::Num(n)
    }
}
