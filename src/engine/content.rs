//! Content files: read from the tree embedded in the binary or from a folder on disk, parsed
//! from TOML into serde structs that reject unknown fields, with errors at `file:line:col`.

use super::diag::{Diagnostic, Diagnostics, Place, line_col, suggest};
use super::toml_path::Places;
use serde::de::DeserializeOwned;
use std::io::Read;
use std::path::{Component, Path, PathBuf};

/// The most bytes one content file or script may hold: the whole bundled game is far smaller,
/// and a file this big is a mistake or an attack on the loader.
pub const MAX_FILE_BYTES: u64 = 4 << 20;

/// The file kinds a loader reads; other files in a content folder are never opened.
const CONTENT_EXTENSIONS: [&str; 3] = ["toml", "ftl", "rhai"];

/// Reads `rel` under `root` only if every step of the path is a real folder inside `root` and
/// the file itself is a regular file (no symbolic link anywhere, no named pipe, device or
/// socket, which would leak or block), at most [`MAX_FILE_BYTES`] of UTF-8. `Ok(None)`: there is
/// no such file. A file that is there but cannot be read is a diagnostic under `name`.
///
/// # Errors
/// E0007 (a link or a path leaving the folder), E0008 (not a regular file), E0009 (too big),
/// E0004 (not UTF-8, at the first bad byte), E0001 (the system refused to read it).
pub fn read_inside(root: &Path, rel: &str, name: &str) -> Result<Option<String>, Diagnostic> {
    let Some(path) = path_inside(root, rel, name)? else { return Ok(None) };
    let meta = std::fs::symlink_metadata(&path).map_err(|e| cannot_read(name, &e))?;
    not_regular(name, &meta).map_or(Ok(()), Err)?;
    let mut file = std::fs::File::open(&path).map_err(|e| cannot_read(name, &e))?;
    // The file could have been swapped between the look and the open.
    let opened = file.metadata().map_err(|e| cannot_read(name, &e))?;
    not_regular(name, &opened).map_or(Ok(()), Err)?;
    let mut bytes = Vec::new();
    file.by_ref().take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes).map_err(|e| cannot_read(name, &e))?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(too_big(name));
    }
    String::from_utf8(bytes).map(Some).map_err(|e| not_utf8(name, e.as_bytes(), e.utf8_error().valid_up_to()))
}

/// `root/rel` when every step of it is a real folder or file inside `root`; `None` when a step
/// does not exist.
fn path_inside(root: &Path, rel: &str, name: &str) -> Result<Option<PathBuf>, Diagnostic> {
    let mut path = root.to_path_buf();
    for part in Path::new(rel).components() {
        let Component::Normal(part) = part else {
            return Err(Diagnostic::new(name, 0, 0, "E0007", format!("`{rel}` leaves the content folder")));
        };
        path.push(part);
        match std::fs::symlink_metadata(&path) {
            Ok(m) if m.file_type().is_symlink() => return Err(linked(name, &path)),
            Ok(_) => {}
            Err(e) if matches!(e.kind(), std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory) => {
                return Ok(None);
            }
            Err(e) => return Err(cannot_read(name, &e)),
        }
    }
    Ok(Some(path))
}

/// The folder `root/rel` when it is a real folder reached without a link.
fn dir_inside(root: &Path, rel: &str) -> Option<PathBuf> {
    let path = path_inside(root, rel, rel).ok()??;
    std::fs::symlink_metadata(&path).ok()?.is_dir().then_some(path)
}

fn linked(name: &str, path: &Path) -> Diagnostic {
    let target = std::fs::read_link(path).map(|t| t.display().to_string()).unwrap_or_default();
    let what = if path.ends_with(name) || name.ends_with(&*path.to_string_lossy()) {
        "this is a symbolic link".to_string()
    } else {
        format!("`{}` is a symbolic link", path.display())
    };
    Diagnostic::new(name, 0, 0, "E0007", format!("{what} (to `{target}`)"))
        .with_help("content is read only from regular files inside its folder: copy the file in instead of linking it")
}

fn not_regular(name: &str, meta: &std::fs::Metadata) -> Option<Diagnostic> {
    if meta.is_file() {
        return None;
    }
    let what = if meta.is_dir() { "a folder" } else { "not a regular file (a named pipe, a device or a socket)" };
    Some(
        Diagnostic::new(name, 0, 0, "E0008", format!("this is {what}, where a content file should be"))
            .with_help("replace it with a regular file, or remove it"),
    )
}

fn too_big(name: &str) -> Diagnostic {
    Diagnostic::new(name, 0, 0, "E0009", format!("the file is larger than {} MiB", MAX_FILE_BYTES >> 20))
        .with_help("split it, or remove what is not content")
}

/// E0004 at the first byte of `bytes` (a file named `name`) that is not UTF-8, the first
/// `valid` bytes being text.
pub fn not_utf8(name: &str, bytes: &[u8], valid: usize) -> Diagnostic {
    let text = std::str::from_utf8(&bytes[..valid]).unwrap_or_default();
    let (line, col) = line_col(text, text.len());
    Diagnostic::new(name, line, col, "E0004", "the file is not UTF-8 text".into())
        .with_help("save it as UTF-8, as every content file and script is")
}

fn cannot_read(name: &str, e: &std::io::Error) -> Diagnostic {
    Diagnostic::new(name, 0, 0, "E0001", format!("cannot read the file: {e}"))
}

/// Every file under the folder `rel` of `root` that a loader would refuse, walked without
/// following links; files of other kinds than content are not opened.
fn refused_under(root: &Path, rel: &str, shown: &dyn Fn(&str) -> String, out: &mut Vec<Diagnostic>) {
    let path = match path_inside(root, rel, &shown(rel)) {
        Ok(Some(p)) => p,
        Ok(None) => return,
        Err(d) => return out.push(d),
    };
    if !std::fs::symlink_metadata(&path).is_ok_and(|m| m.is_dir()) {
        return;
    }
    let Ok(rd) = std::fs::read_dir(&path) else { return };
    let mut entries: Vec<(String, std::fs::FileType)> =
        rd.flatten().filter_map(|e| Some((e.file_name().to_str()?.to_string(), e.file_type().ok()?))).collect();
    entries.sort_by(|a, b| a.0.cmp(&b.0));
    for (entry, kind) in entries {
        let child = format!("{rel}/{entry}");
        let content = CONTENT_EXTENSIONS.iter().any(|x| entry.ends_with(&format!(".{x}")));
        if kind.is_symlink() {
            out.push(linked(&shown(&child), &path.join(&entry)));
        } else if kind.is_dir() && content {
            out.extend(std::fs::symlink_metadata(path.join(&entry)).ok().and_then(|m| not_regular(&shown(&child), &m)));
        } else if kind.is_dir() {
            // Content folders are shallow (`locales/`); deeper ones are not read.
            if child.matches('/').count() < 4 {
                refused_under(root, &child, shown, out);
            }
        } else if content && let Err(d) = read_inside(root, &child, &shown(&child)) {
            out.push(d);
        }
    }
}

/// The bundled `content/` tree.
pub static EMBEDDED: include_dir::Dir<'static> = include_dir::include_dir!("$CARGO_MANIFEST_DIR/content");
/// The bundled `scripts/` tree.
pub static EMBEDDED_SCRIPTS: include_dir::Dir<'static> = include_dir::include_dir!("$CARGO_MANIFEST_DIR/scripts");

/// Where content comes from.
#[derive(Clone, Debug)]
pub enum Source {
    /// Compiled into the binary.
    Embedded,
    /// A content root on disk (`--content DIR`): `DIR/<game>/...`; scripts in `DIR/scripts`,
    /// else in a `scripts` folder beside `DIR`, else the bundled ones.
    Dir(PathBuf),
    /// A base with mods layered over it (`--mod DIR`, in command-line order). A mod folder
    /// holds files laid out like the content root (`DIR/<game>/...`, `DIR/scripts/<game>/...`);
    /// the game's loader merges them over the base.
    Modded { base: Box<Source>, mods: Vec<PathBuf> },
}

/// One text file and the name it is reported under.
#[derive(Clone, Debug)]
pub struct SourceFile {
    /// Relative to the content root, with `/` separators.
    pub name: String,
    pub text: String,
}

impl Source {
    /// Reads `rel` (e.g. `<game>/game.toml`) from the content tree.
    ///
    /// # Errors
    /// A diagnostic naming the file when it is missing or not UTF-8.
    pub fn read(&self, rel: &str) -> Result<SourceFile, Diagnostic> {
        let text = match self {
            Source::Modded { base, .. } => return base.read(rel),
            Source::Embedded => EMBEDDED.get_file(rel).and_then(|f| f.contents_utf8()).map(str::to_string),
            Source::Dir(root) => read_inside(root, rel, rel)?,
        };
        text.map(|text| SourceFile { name: rel.to_string(), text })
            .ok_or_else(|| Diagnostic::new(rel, 0, 0, "E0001", format!("cannot read `{rel}`")))
    }

    /// This source with `mods` layered over it (none: unchanged).
    pub fn with_mods(self, mods: Vec<PathBuf>) -> Source {
        if mods.is_empty() { self } else { Source::Modded { base: Box::new(self), mods } }
    }

    /// The mods' own versions of `rel`, in layering order, named by the mod folder. A version
    /// that cannot be read is left out here and reported by [`Source::refused`].
    pub fn overlays(&self, rel: &str) -> Vec<SourceFile> {
        let Source::Modded { mods, .. } = self else { return Vec::new() };
        mods.iter()
            .filter_map(|m| {
                let name = m.join(rel).display().to_string();
                let text = read_inside(m, rel, &name).ok()??;
                Some(SourceFile { name, text })
            })
            .collect()
    }

    /// Every file of `game`'s content, scripts and mods that cannot be read as content: links
    /// (which could lead outside the folder), folders, pipes and devices where a file should be,
    /// files too big or not UTF-8. Loaders report these; the reading functions skip them.
    pub fn refused(&self, game: &str) -> Vec<Diagnostic> {
        let mut out = Vec::new();
        match self {
            Source::Embedded => {}
            Source::Dir(root) => {
                refused_under(root, game, &|rel| rel.to_string(), &mut out);
                if let Some(dir) = script_root(root) {
                    refused_under(&dir, game, &|rel| format!("scripts/{rel}"), &mut out);
                }
            }
            Source::Modded { base, mods } => {
                out = base.refused(game);
                for m in mods {
                    let shown = |rel: &str| m.join(rel).display().to_string();
                    refused_under(m, game, &shown, &mut out);
                    refused_under(m, &format!("scripts/{game}"), &shown, &mut out);
                }
            }
        }
        out
    }

    /// The name a file counts under in the content digest: its name relative to the content
    /// root, or for a mod's file its place in the layering and its path inside the mod. The
    /// same mod named by a relative or an absolute path, or moved elsewhere, gives one digest.
    /// The path is compared by its parts, so however the mod was spelt (`hr`, `hr/`, `./hr/`,
    /// `hr//`) its files count under one name.
    pub fn digest_name(&self, name: &str) -> String {
        let best = self
            .mods()
            .iter()
            .enumerate()
            .filter_map(|(i, m)| {
                let rest = Path::new(name).strip_prefix(m).ok()?;
                let parts: Vec<String> =
                    rest.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
                (!parts.is_empty()).then(|| (m.components().count(), i, parts.join("/")))
            })
            .max_by_key(|(len, ..)| *len);
        match best {
            Some((_, i, rest)) => format!("mod {i}/{rest}"),
            None => name.to_string(),
        }
    }

    /// The mod folders, in layering order.
    pub fn mods(&self) -> &[PathBuf] {
        match self {
            Source::Modded { mods, .. } => mods,
            _ => &[],
        }
    }

    /// Reads a script `rel` (e.g. `<game>/<card>.rhai`) from the scripts tree.
    pub fn read_script(&self, rel: &str) -> Option<SourceFile> {
        if let Source::Modded { base, mods } = self {
            // The last mod with its own version wins.
            for m in mods.iter().rev() {
                let inside = format!("scripts/{rel}");
                let name = m.join(&inside).display().to_string();
                if let Ok(Some(text)) = read_inside(m, &inside, &name) {
                    return Some(SourceFile { name, text });
                }
            }
            return base.read_script(rel);
        }
        let text = match self {
            Source::Embedded => EMBEDDED_SCRIPTS.get_file(rel).and_then(|f| f.contents_utf8()).map(str::to_string),
            Source::Dir(root) => match script_root(root) {
                Some(dir) => read_inside(&dir, rel, rel).ok().flatten(),
                None => EMBEDDED_SCRIPTS.get_file(rel).and_then(|f| f.contents_utf8()).map(str::to_string),
            },
            Source::Modded { .. } => None,
        };
        text.map(|text| SourceFile { name: format!("scripts/{rel}"), text })
    }

    /// Names of the script files in folder `rel` of the scripts tree, sorted.
    pub fn list_scripts(&self, rel: &str) -> Vec<String> {
        let mut names: Vec<String> = match self {
            Source::Modded { base, mods } => {
                let mut all = base.list_scripts(rel);
                for m in mods {
                    all.extend(names_in(m, &format!("scripts/{rel}")));
                }
                all.dedup();
                all
            }
            Source::Embedded => EMBEDDED_SCRIPTS
                .get_dir(rel)
                .map(|d| d.files().filter_map(|f| f.path().file_name()?.to_str().map(str::to_string)).collect())
                .unwrap_or_default(),
            Source::Dir(root) => match script_root(root) {
                Some(dir) => names_in(&dir, rel),
                None => Source::Embedded.list_scripts(rel),
            },
        };
        names.retain(|n| n.ends_with(".rhai"));
        names.sort();
        names.dedup();
        names
    }

    /// The script files of folder `rel` that must each belong to a card: every script of an
    /// unmodded content, and a mod's own scripts. A base script whose card a mod takes out is
    /// left alone (the mod removed the card, not its script).
    pub fn scripts_needing_a_card(&self, rel: &str) -> Vec<String> {
        match self {
            Source::Modded { mods, .. } => {
                let mut names: Vec<String> = mods
                    .iter()
                    .flat_map(|m| names_in(m, &format!("scripts/{rel}")))
                    .filter(|n| n.ends_with(".rhai"))
                    .collect();
                names.sort();
                names.dedup();
                names
            }
            _ => self.list_scripts(rel),
        }
    }

    /// Names of the files directly in folder `rel` of the content tree, sorted.
    pub fn list(&self, rel: &str) -> Vec<String> {
        let mut names: Vec<String> = match self {
            Source::Modded { base, mods } => {
                let mut all = base.list(rel);
                for m in mods {
                    all.extend(names_in(m, rel));
                }
                all
            }
            Source::Embedded => EMBEDDED
                .get_dir(rel)
                .map(|d| d.files().filter_map(|f| f.path().file_name()?.to_str().map(str::to_string)).collect())
                .unwrap_or_default(),
            Source::Dir(root) => names_in(root, rel),
        };
        names.sort();
        names.dedup();
        names
    }
}

/// The scripts tree that goes with a content root on disk: `DIR/scripts`, else a `scripts`
/// folder beside `DIR` (the repository's layout). `None`: the content has no scripts of its
/// own and uses the bundled ones.
fn script_root(root: &Path) -> Option<PathBuf> {
    // Not through a link: a `scripts` link could lead anywhere.
    let real_dir = |p: &Path| std::fs::symlink_metadata(p).is_ok_and(|m| m.is_dir());
    let inside = root.join("scripts");
    if real_dir(&inside) {
        return Some(inside);
    }
    let beside = root.parent()?.join("scripts");
    real_dir(&beside).then_some(beside)
}

/// The names in the folder `root/rel`, when it is a real folder reached without a link.
fn names_in(root: &Path, rel: &str) -> Vec<String> {
    dir_inside(root, rel)
        .and_then(|dir| std::fs::read_dir(dir).ok())
        .map(|rd| rd.filter_map(|e| e.ok()?.file_name().to_str().map(str::to_string)).collect())
        .unwrap_or_default()
}

/// Parses a TOML file into `T`, turning a syntax error or an unknown field into a diagnostic
/// at the right line and column.
///
/// # Errors
/// The diagnostic, with a suggestion for a misspelt field where serde names the expected ones.
pub fn parse_toml<T: DeserializeOwned>(file: &SourceFile) -> Result<T, Diagnostic> {
    toml::from_str::<T>(&file.text).map_err(|e| toml_diagnostic(file, &e))
}

fn toml_diagnostic(file: &SourceFile, e: &toml::de::Error) -> Diagnostic {
    diagnostic_at(&file.name, &file.text, e.span(), e.message())
}

/// A TOML problem (`message`, as toml and serde word it) at `span` of the file `name` holding
/// `text`, as [`parse_toml`] tells it: in a modder's words, the closest field suggested.
fn diagnostic_at(name: &str, text: &str, span: Option<std::ops::Range<usize>>, message: &str) -> Diagnostic {
    let (line, col) = span.map_or((0, 0), |s| line_col(text, s.start));
    let message = message.trim().to_string();
    let code = if message.starts_with("unknown field") { "E0002" } else { "E0003" };
    let (plain, example) = plain_words(&message);
    let mut d = Diagnostic::new(name, line, col, code, plain);
    if let Some(help) = unknown_field_help(&message).or(example) {
        d = d.with_help(help);
    }
    d
}

/// [`diagnostic_at`] as text: a problem of a file read on its own (a scenario file).
pub fn told_at(name: &str, text: &str, span: Option<std::ops::Range<usize>>, message: &str) -> String {
    diagnostic_at(name, text, span, message).to_string()
}

/// serde's words for a value of the wrong type ("invalid type: string \"x\", expected i64")
/// in a modder's words ("found the text \"x\" where a whole number goes"), with an example of
/// what goes there; other messages unchanged.
pub fn plain_words(message: &str) -> (String, Option<String>) {
    let Some((found, expected)) = message
        .strip_prefix("invalid type: ")
        .or_else(|| message.strip_prefix("invalid value: "))
        .and_then(|m| m.split_once(", expected "))
    else {
        return (message.to_string(), None);
    };
    let found = found
        .replacen("string ", "the text ", 1)
        .replacen("integer ", "the whole number ", 1)
        .replacen("floating point ", "the number ", 1)
        .replacen("boolean ", "", 1)
        .replace('`', "");
    let found = match found.as_str() {
        "sequence" => "a list".to_string(),
        "map" => "a table".to_string(),
        _ => found,
    };
    let (what, example) = value_kind(expected);
    (format!("found {found} where {what} goes"), example.map(|e| format!("for example `{e}`")))
}

/// What a serde type name means to a modder, and an example of it.
fn value_kind(expected: &str) -> (String, Option<&'static str>) {
    let expected = expected.trim();
    match expected {
        "u8" => ("a whole number from 0 to 255".into(), Some("3")),
        "u16" => ("a whole number from 0 to 65535".into(), Some("3")),
        "u32" => ("a whole number from 0 to 4294967295".into(), Some("3")),
        "u64" | "usize" => ("a whole number, 0 or more,".into(), Some("3")),
        "i8" => ("a whole number from -128 to 127".into(), Some("3")),
        "i16" => ("a whole number from -32768 to 32767".into(), Some("3")),
        "i32" => ("a whole number from -2147483648 to 2147483647".into(), Some("3")),
        "i64" | "isize" => ("a whole number".into(), Some("3")),
        "f32" | "f64" => ("a number".into(), Some("1.5")),
        "a boolean" => ("true or false".into(), Some("true")),
        "a string" | "a borrowed string" => ("a quoted text".into(), Some("\"some_id\"")),
        "a sequence" => ("a list".into(), Some("[\"a\", \"b\"]")),
        e if e.starts_with("struct ") || e == "a map" => ("a table".into(), Some("{ key = 1 }")),
        other => (other.to_string(), None),
    }
}

/// serde says "unknown field `atack`, expected one of `attack`, `defense`": suggest the closest.
fn unknown_field_help(message: &str) -> Option<String> {
    unknown_field_suggestion(message).map(|c| format!("did you mean `{c}`?"))
}

/// The field closest to the unknown one serde tells of in `message`, if one is close enough.
fn unknown_field_suggestion(message: &str) -> Option<&str> {
    let rest = message.strip_prefix("unknown field `")?;
    let (word, expected) = rest.split_once('`')?;
    suggest(word, expected.split('`').skip(1).step_by(2))
}

/// A JSON Schema as `mobrules schema` writes it and `schemas/` keeps it: pretty JSON ending
/// in a newline.
pub fn schema_text(schema: schemars::Schema) -> String {
    serde_json::to_string_pretty(&schema).unwrap_or_default() + "\n"
}

/// Where a spanned value sits, as a diagnostic position.
pub fn at<T>(file: &SourceFile, spanned: &toml::Spanned<T>) -> (usize, usize) {
    line_col(&file.text, spanned.span().start)
}

/// Collects diagnostics and the files they concern while a game's content is checked.
#[derive(Default)]
pub struct Checker {
    pub diagnostics: Diagnostics,
    /// Where each line starts in the file last told about (by name and length): a file with a problem on
    /// each of its 100,000 entries was counted from its start for each, minutes of work.
    lines: Option<(String, usize, Vec<usize>)>,
    /// Files merged from layers (a numbers file and its mods' versions), by the merged file's
    /// name: a place in one is told in the layer that set what is there. Each file's places are
    /// read once, when a problem is first told there.
    merged: Vec<Merged>,
    /// Warnings found while reading (W0112), told beside the errors when the content does not
    /// load, and beside its other warnings when it does.
    pub warnings: Vec<Diagnostic>,
    /// Where a mod changed each file of entries layered by id (`layers::layered`,
    /// `layers::lists_file`), by the base file's name: what a deck differing from the box is
    /// told at.
    decks: std::collections::BTreeMap<String, Place>,
    /// Files of entries that are not counted against the box: an id used twice in one layer
    /// makes a count the modder did not mean.
    uncounted: std::collections::BTreeSet<String>,
}

/// A file merged from layers, and the places of each, once read.
struct Merged {
    name: String,
    layers: Vec<SourceFile>,
    by_id: bool,
    places: Option<(Places, Vec<Places>)>,
}

impl Checker {
    /// A checker for `game`'s content in `source` that holds already every file there it cannot
    /// read as content (links, pipes, folders where files should be, files too big or not
    /// UTF-8: [`Source::refused`]), which the reading functions skip: how every game's `load`
    /// begins.
    pub fn for_game(source: &Source, game: &str) -> Checker {
        Checker { diagnostics: Diagnostics(source.refused(game)), ..Checker::default() }
    }

    /// Records that `merged` was made from `layers`, the base first (`layers::numbers_file`).
    /// `by_id`: its top-level lists were layered by their entries' ids (`layers::lists_file`).
    pub fn merged_from(&mut self, merged: &str, layers: &[SourceFile], by_id: bool) {
        self.merged.retain(|m| m.name != merged);
        self.merged.push(Merged { name: merged.to_string(), layers: layers.to_vec(), by_id, places: None });
    }

    /// Records a problem at a spanned value of `file`.
    pub fn error_at<T>(
        &mut self,
        file: &SourceFile,
        spanned: &toml::Spanned<T>,
        code: &'static str,
        message: String,
        help: Option<String>,
    ) {
        let (name, line, col) = self.place(file, spanned.span().start);
        let mut d = Diagnostic::new(&name, line, col, code, message);
        d.help = help;
        self.diagnostics.push(d);
    }

    /// Where byte `offset` of `file` is told: there, or in a file merged from layers, at the
    /// same key or array element in the last layer setting it (the merged text is toml's
    /// rewriting, which no modder wrote). A place no layer sets stays in the merged file.
    fn place(&mut self, file: &SourceFile, offset: usize) -> (String, usize, usize) {
        let Checker { merged, lines, .. } = self;
        if let Some(m) = merged.iter_mut().find(|m| m.name == file.name) {
            let (merged, layers) = m.places.get_or_insert_with(|| {
                (Places::of(&file.text), m.layers.iter().map(|l| Places::of(&l.text)).collect())
            });
            if let Some((path, part)) = merged.path_at(offset)
                && let Some((layer, at)) = m.layers.iter().zip(layers.iter()).rev().find_map(|(l, p)| {
                    let path = if m.by_id { merged.by_id(path, p)? } else { path.to_vec() };
                    p.offset(&path, part).map(|at| (l, at))
                })
            {
                let (line, col) = line_col_counted(lines, layer, at);
                return (layer.name.clone(), line, col);
            }
        }
        let (line, col) = line_col_counted(lines, file, offset);
        (file.name.clone(), line, col)
    }

    /// 1-based line and column of byte `offset` of `file`, as [`line_col`] counts them, from the
    /// file's line starts found once (a file with a problem on each of its lines is not counted
    /// from its start for each).
    pub fn line_col(&mut self, file: &SourceFile, offset: usize) -> (usize, usize) {
        line_col_counted(&mut self.lines, file, offset)
    }

    /// Records that the layer `file` changed the cards of `deck` (the base file's name) at
    /// `at`: its first `remove`, or its first card (`layers::layered`).
    pub fn deck_changed<T>(&mut self, deck: &str, file: &SourceFile, at: &toml::Spanned<T>) {
        let (name, line, col) = self.place(file, at.span().start);
        self.deck_changed_at(deck, Place { file: name, line, col });
    }

    /// Records that a layer changed the entries of `deck` (the base file's name) at `at`.
    pub fn deck_changed_at(&mut self, deck: &str, at: Place) {
        self.decks.insert(deck.to_string(), at);
    }

    /// Records that `deck` (the base file's name) has an id twice in one layer (E0103): its
    /// count is the error's, not a deck the modder meant, and is not told against the box.
    pub fn deck_uncounted(&mut self, deck: &str) {
        self.uncounted.insert(deck.to_string());
    }

    /// Warns (W0112) when `have`, the `what` of the content's file `file` (`<game>/<name>`),
    /// are not the `want` of the box: told where the topmost mod that changed the file's cards
    /// did ([`Checker::deck_changed`]); else where a mod set the box's number, `boxed`
    /// (`layers::set_by_mod` of its key in `game.toml`); else at the whole file: the base content
    /// edited, whose missing card has no line. `None`: what did not read is not counted, nor a
    /// file with an id twice in a layer.
    pub fn deck_differs(&mut self, file: &str, what: &str, (have, want): (Option<usize>, usize), boxed: Option<Place>) {
        let Some(have) = have.filter(|&have| have != want && !self.uncounted.contains(file)) else { return };
        let at = self.decks.get(file).cloned().or(boxed).unwrap_or(Place { file: file.to_string(), line: 0, col: 0 });
        let message = format!("{have} {what}, the rulebook's box holds {want}");
        self.warnings.push(Diagnostic::new(&at.file, at.line, at.col, "W0112", message));
    }

    /// Records a problem that belongs to the whole file.
    pub fn error(&mut self, file: &str, code: &'static str, message: String) {
        self.diagnostics.push(Diagnostic::new(file, 0, 0, code, message));
    }

    /// Parses `file`, recording its problems; `None` if it cannot be read. Every problem of the
    /// file is told in one run, not the first alone: serde stops at the first, so the reading
    /// goes on past each (at most [`MOST_PROBLEMS`]). An unknown field is read as the field
    /// suggested for it when the table lacks that one (a misspelt required field is not then
    /// told missing too), or else left out; the file is still given when only unknown fields
    /// were wrong, so that the checks after it tell their problems too. A value of the wrong
    /// type is left out (a list with a bad element whole, but for an entry of a list of
    /// tables, left out alone), a table lacking a required field is left out (an entry of a
    /// list, or a key's table), and the reading goes on, but the file is not given. Only a
    /// field missing at the top of the file stops the reading.
    pub fn parse<T: DeserializeOwned>(&mut self, file: &SourceFile) -> Option<T> {
        let mut root = match toml::de::DeTable::parse(&file.text) {
            Ok(root) => root,
            Err(e) => {
                self.told(file, &e);
                return None;
            }
        };
        // Fields left out for a bad value or a missing field: serde then finds them missing,
        // which is no news.
        let mut bad_values: Vec<String> = Vec::new();
        let mut broken = false;
        // The values read under a name suggested for a misspelt one. What then goes wrong
        // inside one (`cots = "x"` read as `cost`, a table) is not told: the guess may be
        // wrong, and the modder was told the one mistake he made, the spelling, at that line;
        // once he fixes it, a wrong value there is told as his. A second problem at the same
        // place about a field he never wrote would only puzzle him.
        let mut guessed: Vec<std::ops::Range<usize>> = Vec::new();
        for _ in 0..=MOST_PROBLEMS {
            let e = match T::deserialize(toml::de::Deserializer::from(root.clone())) {
                Ok(t) => return (!broken).then_some(t),
                Err(e) => e,
            };
            let message = e.message();
            let missing = message.strip_prefix("missing field `").and_then(|m| m.strip_suffix('`'));
            let at = e.span();
            let quiet = at.as_ref().is_some_and(|at| guessed.iter().any(|g| g.start <= at.start && at.end <= g.end));
            if !quiet && !missing.is_some_and(|field| bad_values.iter().any(|b| b == field)) {
                self.told(file, &e);
            }
            let at = at?;
            if missing.is_some() {
                // A table lacking a field: left out whole, so that the rest is read.
                broken = true;
                bad_values.extend(leave_out(root.get_mut(), &at)?);
                continue;
            }
            let read_on = ["unknown field", "invalid type", "invalid value", "unknown variant", "invalid length"];
            if !read_on.iter().any(|r| message.starts_with(r)) {
                return None;
            }
            let Some(table) = table_holding(root.get_mut(), &at) else {
                // An element of a list.
                broken = true;
                bad_values.extend(leave_out(root.get_mut(), &at)?);
                continue;
            };
            let key =
                table.keys().find(|k| k.span() == at || table.get(*k).is_some_and(|v| v.span() == at)).cloned()?;
            let (key, value) = table.remove_entry(key.get_ref().as_ref())?;
            if !message.starts_with("unknown field") {
                broken = true;
                bad_values.push(key.get_ref().to_string());
            } else if let Some(meant) = unknown_field_suggestion(message).filter(|m| !quiet && !table.contains_key(*m))
            {
                guessed.push(value.span());
                table.insert(toml::Spanned::new(key.span(), meant.to_string().into()), value);
            }
        }
        None
    }

    /// Records a TOML problem of `file` where a modder wrote it.
    fn told(&mut self, file: &SourceFile, e: &toml::de::Error) {
        let mut d = toml_diagnostic(file, e);
        if let Some(span) = e.span() {
            (d.file, d.line, d.col) = self.place(file, span.start);
        }
        self.diagnostics.push(d);
    }
}

/// The most problems told of one file's reading: past them, the file is most likely another
/// kind of file (a `board.toml` saved as `game.toml`).
pub const MOST_PROBLEMS: usize = 20;

/// `table`, or the table within it, that holds a key written at `at` or a value found at `at`.
fn table_holding<'a, 'i>(
    table: &'a mut toml::de::DeTable<'i>,
    at: &std::ops::Range<usize>,
) -> Option<&'a mut toml::de::DeTable<'i>> {
    if table.iter().any(|(k, v)| k.span() == *at || v.span() == *at) {
        return Some(table);
    }
    table.iter_mut().find_map(|(_, v)| match v.get_mut() {
        toml::de::DeValue::Table(t) => table_holding(t, at),
        toml::de::DeValue::Array(items) => items.iter_mut().find_map(|item| match item.get_mut() {
            toml::de::DeValue::Table(t) => table_holding(t, at),
            _ => None,
        }),
        _ => None,
    })
}

/// Leaves out of `table`, at any depth, what is found at `at` so that the reading goes on past
/// it: an entry of a list of tables alone; a value that is a table, or any value in a list that
/// is not a list of tables, with the key holding it (a list short of one element would be told
/// too short, which the modder did not write). The key left out, if one was; `None` when
/// nothing is found at `at` (the top of the file).
fn leave_out(table: &mut toml::de::DeTable<'_>, at: &std::ops::Range<usize>) -> Option<Option<String>> {
    use toml::de::DeValue;
    /// Whether `value` is, or holds at any depth, what is at `at`.
    fn holds(value: &toml::Spanned<DeValue<'_>>, at: &std::ops::Range<usize>) -> bool {
        value.span() == *at
            || match value.get_ref() {
                DeValue::Array(items) => items.iter().any(|i| holds(i, at)),
                DeValue::Table(t) => t.iter().any(|(k, v)| k.span() == *at || holds(v, at)),
                _ => false,
            }
    }
    let mut whole = None;
    for (k, v) in table.iter_mut() {
        // A list of tables spans its first header, as its first entry does: the entry is meant.
        let first_entry =
            matches!(v.get_ref(), DeValue::Array(items) if items.first().is_some_and(|i| i.span() == *at));
        if v.span() == *at && !first_entry {
            whole = Some(k.get_ref().to_string());
            break;
        }
        match v.get_mut() {
            DeValue::Table(t) => {
                if let Some(found) = leave_out(t, at) {
                    return Some(found);
                }
            }
            DeValue::Array(items) => {
                if let Some(i) = items.iter().position(|i| i.span() == *at && matches!(i.get_ref(), DeValue::Table(_)))
                {
                    // A parsed list has no `remove`; its being written as `[[...]]` matters
                    // only to the parser, which is done.
                    *items = items.iter().enumerate().filter(|(j, _)| *j != i).map(|(_, v)| v.clone()).collect();
                    return Some(None);
                }
                for item in items.iter_mut() {
                    if let DeValue::Table(t) = item.get_mut()
                        && let Some(found) = leave_out(t, at)
                    {
                        return Some(found);
                    }
                }
                if items.iter().any(|i| holds(i, at)) {
                    whole = Some(k.get_ref().to_string());
                    break;
                }
            }
            _ => {}
        }
    }
    let key = whole?;
    table.remove(key.as_str());
    Some(Some(key))
}

/// [`Checker::line_col`], with the line starts of the file last told about kept in `lines`.
fn line_col_counted(
    lines: &mut Option<(String, usize, Vec<usize>)>,
    file: &SourceFile,
    offset: usize,
) -> (usize, usize) {
    if lines.as_ref().is_none_or(|(name, len, _)| *name != file.name || *len != file.text.len()) {
        let starts = std::iter::once(0).chain(file.text.match_indices('\n').map(|(i, _)| i + 1)).collect();
        *lines = Some((file.name.clone(), file.text.len(), starts));
    }
    let starts = lines.as_ref().map(|(_, _, s)| s.as_slice()).unwrap_or(&[0]);
    let mut offset = offset.min(file.text.len());
    while !file.text.is_char_boundary(offset) {
        offset -= 1;
    }
    let line = starts.partition_point(|&s| s <= offset).max(1);
    let start = starts[line - 1].min(offset);
    (line, file.text[start..offset].chars().count() + 1)
}

/// Ids unique across a content's files (they key locale messages and scripts) and
/// lower_snake_case: each id a loader meets is claimed here, with where it is set.
#[derive(Default)]
pub struct Ids(std::collections::BTreeMap<String, Place>);

impl Ids {
    /// Records `id` of `file`, with a diagnostic if it is malformed (E0102) or taken (E0103).
    pub fn claim(&mut self, id: &toml::Spanned<String>, file: &SourceFile, ck: &mut Checker) {
        let s = id.get_ref();
        if s.is_empty() || !s.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_') {
            ck.error_at(file, id, "E0102", format!("id `{s}` must be lower_snake_case"), None);
        }
        if self.0.contains_key(s) {
            ck.error_at(file, id, "E0103", format!("id `{s}` is used twice"), None);
        } else {
            let (file, line, col) = ck.place(file, id.span().start);
            self.0.insert(s.clone(), Place { file, line, col });
        }
    }

    /// Where each claimed id is set, for the content to keep.
    pub fn places(self) -> IdPlaces {
        IdPlaces(self.0)
    }

    /// Where each claimed id of one kind is set (ids of their own, a board's places or a
    /// game's bands, which may share an id with a card), added to `places` as
    /// `<kind>-<id>`, the message that names it (`business-bank`): a hyphen, which no id holds,
    /// keeps them apart from the cards'.
    pub fn places_as(self, kind: &str, places: &mut IdPlaces) {
        places.0.extend(self.0.into_iter().map(|(id, at)| (format!("{kind}-{id}"), at)));
    }
}

/// Where each id of a content's entries is set (its `id = "..."`, in the layer a modder wrote):
/// what a problem found after loading, such as a text missing for a card, is told at.
#[derive(Clone, Debug, Default)]
pub struct IdPlaces(std::collections::BTreeMap<String, Place>);

impl IdPlaces {
    /// Where a card's id is set, or, as `<kind>-<id>`, an id of another kind
    /// ([`Ids::places_as`]).
    pub fn get(&self, id: &str) -> Option<&Place> {
        self.0.get(id)
    }

    /// Records that `id`, of `file` as a modder wrote it (not a file merged from layers), sets
    /// the entry that `message` names (`square-bank`): ids a game checks its own way, as a
    /// board's squares, beside those [`Ids::claim`] keeps.
    pub fn set(&mut self, message: String, file: &SourceFile, id: &toml::Spanned<String>, ck: &mut Checker) {
        let (line, col) = ck.line_col(file, id.span().start);
        self.0.insert(message, Place { file: file.name.clone(), line, col });
    }

    /// Every place of `other` added to these.
    pub fn extend(&mut self, other: IdPlaces) {
        self.0.extend(other.0);
    }
}

/// A digest of content bytes: saves and logs carry it so a game is only ever resumed or
/// replayed on the content it was played with. FNV-1a over 128 bits, written here because it is
/// six lines and identifies content, it does not defend it.
#[derive(Clone, Debug, Default)]
pub struct Digest(u128);

impl Digest {
    /// Counts one file read from `source` (under its [`Source::digest_name`]).
    pub fn add_file(&mut self, source: &Source, file: &SourceFile) {
        self.add(&source.digest_name(&file.name), file.text.as_bytes());
    }

    pub fn add(&mut self, name: &str, bytes: &[u8]) {
        const PRIME: u128 = 0x0000_0000_0100_0000_0000_0000_0000_013B;
        if self.0 == 0 {
            self.0 = 0x6C62_272E_07BB_0142_62B8_2175_6295_C58D;
        }
        for &b in name.as_bytes().iter().chain([0u8].iter()).chain(bytes) {
            self.0 ^= u128::from(b);
            self.0 = self.0.wrapping_mul(PRIME);
        }
    }

    pub fn hex(&self) -> String {
        format!("{:032x}", self.0)
    }
}

/// For a unit test: a folder holding `files` (each a path inside it and its text, its folders
/// made), to be read as content or a mod for as long as the returned folder lives.
#[cfg(test)]
pub fn test_folder(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("tempdir");
    for (path, text) in files {
        let path = dir.path().join(path);
        std::fs::create_dir_all(path.parent().expect("inside the folder")).expect("mkdir");
        std::fs::write(path, text).expect("write");
    }
    dir
}

/// For a unit test: the tests `game`'s `NOTES.md` names, each a scenario file
/// `tests/scenarios/<game>/<name>.toml` or a function `fn <name>(` of `sources`, the game's
/// test files read; how many it names. A name is what the notes quote (after its ": ", in
/// `rules/tests.rs: name`), in lowercase and `_`, of 12 characters or more.
///
/// # Panics
/// At the first name that is neither, or without the notes.
#[cfg(test)]
pub fn tests_the_notes_name(game: &str, sources: &str) -> usize {
    let notes = Source::Embedded.read(&format!("{game}/NOTES.md")).expect("NOTES.md").text;
    let scenarios = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios").join(game);
    let mut named = 0;
    for quoted in notes.split('`').skip(1).step_by(2) {
        let name = quoted.rsplit(": ").next().unwrap_or_default();
        if name.len() < 12 || !name.chars().all(|c| c.is_ascii_lowercase() || c == '_') {
            continue;
        }
        let scenario = scenarios.join(format!("{name}.toml")).is_file();
        assert!(
            scenario || sources.contains(&format!("fn {name}(")),
            "NOTES.md names `{name}`, no test and no scenario"
        );
        named += 1;
    }
    named
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::diag::line_col;

    #[derive(serde::Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    struct Deck {
        card: Vec<Card>,
    }

    #[derive(serde::Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    struct Card {
        id: String,
        #[serde(default)]
        sizes: Vec<u8>,
        cost: Option<Cost>,
    }

    #[derive(serde::Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    struct Cost {
        cash: u8,
    }

    /// Each problem of `text` read as a [`Deck`], as `line:col: code: message`.
    fn told(text: &str) -> (Vec<String>, Option<Deck>) {
        let mut ck = Checker::default();
        let read = ck.parse::<Deck>(&SourceFile { name: "deck.toml".into(), text: text.into() });
        (ck.diagnostics.0.iter().map(|d| format!("{}:{}: {}: {}", d.line, d.col, d.code, d.message)).collect(), read)
    }

    /// A table lacking a field, an element of a list of the wrong kind, a misspelt field and a
    /// table of the wrong kind inside an entry are each told at their line in one run; the
    /// reading does not stop at the first, and a list short of its bad element is not then told
    /// too short.
    #[test]
    fn every_problem_of_a_file_is_told_whatever_its_depth() {
        let text = "[[card]]\nid = \"a\"\ncost = {}\n\n[[card]]\nid = \"b\"\nsizes = [1, \"two\"]\n\n[[card]]\nid = \"c\"\nprice = 1\n\n[[card]]\nsizes = [1]\n";
        let (problems, read) = told(text);
        assert!(read.is_none());
        let lines: Vec<&str> = problems.iter().map(|p| p.split(": ").next().unwrap_or_default()).collect();
        assert_eq!(lines, ["3:8", "7:13", "11:1", "13:1"], "{problems:#?}");
        assert!(problems[0].ends_with("missing field `cash`"), "{problems:#?}");
        assert!(problems[3].ends_with("missing field `id`"), "{problems:#?}");
    }

    /// A misspelt field is read as the one suggested; a wrong value under the guessed name is
    /// not told beside the misspelling (the guess may be wrong), and the file is not given.
    #[test]
    fn a_guessed_field_adds_no_problem_of_its_own() {
        let (problems, read) = told("[[card]]\nid = \"a\"\ncots = \"x\"\n\n[[card]]\nid = \"b\"\ncost = \"y\"\n");
        assert!(read.is_none());
        assert_eq!(problems.len(), 2, "{problems:#?}");
        assert!(problems[0].starts_with("3:1: E0002: unknown field `cots`"), "{problems:#?}");
        assert!(problems[1].starts_with("7:8: E0003:"), "{problems:#?}");
        // Misspelt with a right value: the file is given, the misspelling told.
        let (problems, read) = told("[[card]]\nid = \"a\"\ncots = { cash = 1 }\n");
        let card = read.as_ref().and_then(|d| d.card.first()).expect("given, as read under the guess");
        assert_eq!((card.id.as_str(), card.sizes.len(), card.cost.as_ref().map(|c| c.cash)), ("a", 0, Some(1)));
        assert_eq!(problems.len(), 1, "{problems:#?}");
    }

    /// A checker counts lines and columns as `diag::line_col` does, from line starts kept for
    /// the file, across files, lines and characters of several bytes.
    #[test]
    fn a_checker_places_problems_as_line_col_does() {
        let a = SourceFile { name: "a.toml".into(), text: "x = 1\né = \"ü\"\n\n[t]\ny = 2".into() };
        let b = SourceFile { name: "b.toml".into(), text: "z\n".into() };
        let mut ck = Checker::default();
        for file in [&a, &b, &a] {
            for offset in 0..=file.text.len() + 2 {
                assert_eq!(ck.line_col(file, offset), line_col(&file.text, offset), "{} at {offset}", file.name);
            }
        }
    }
}
