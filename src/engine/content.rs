//! Content files: read from the tree embedded in the binary or from a folder on disk, parsed
//! from TOML into serde structs that reject unknown fields, with errors at `file:line:col`.

use super::diag::{Diagnostic, Diagnostics, did_you_mean, line_col};
use serde::de::DeserializeOwned;
use std::path::{Path, PathBuf};

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
    /// Reads `rel` (e.g. `king-of-chicago/board.toml`) from the content tree.
    ///
    /// # Errors
    /// A diagnostic naming the file when it is missing or not UTF-8.
    pub fn read(&self, rel: &str) -> Result<SourceFile, Diagnostic> {
        let text = match self {
            Source::Modded { base, .. } => return base.read(rel),
            Source::Embedded => EMBEDDED.get_file(rel).and_then(|f| f.contents_utf8()).map(str::to_string),
            Source::Dir(root) => std::fs::read_to_string(root.join(rel)).ok(),
        };
        text.map(|text| SourceFile { name: rel.to_string(), text })
            .ok_or_else(|| Diagnostic::new(rel, 0, 0, "E0001", format!("cannot read `{rel}`")))
    }

    /// This source with `mods` layered over it (none: unchanged).
    pub fn with_mods(self, mods: Vec<PathBuf>) -> Source {
        if mods.is_empty() { self } else { Source::Modded { base: Box::new(self), mods } }
    }

    /// The mods' own versions of `rel`, in layering order, named by the mod folder.
    pub fn overlays(&self, rel: &str) -> Vec<SourceFile> {
        let Source::Modded { mods, .. } = self else { return Vec::new() };
        mods.iter()
            .filter_map(|m| {
                let path = m.join(rel);
                let text = std::fs::read_to_string(&path).ok()?;
                Some(SourceFile { name: path.display().to_string(), text })
            })
            .collect()
    }

    /// The name a file counts under in the content digest: its name relative to the content
    /// root, or for a mod's file its place in the layering and its path inside the mod. The
    /// same mod named by a relative or an absolute path, or moved elsewhere, gives one digest.
    pub fn digest_name(&self, name: &str) -> String {
        let best = self
            .mods()
            .iter()
            .enumerate()
            .filter_map(|(i, m)| {
                let root = m.display().to_string();
                let rest = name.strip_prefix(&root)?;
                let rest = rest.strip_prefix(std::path::MAIN_SEPARATOR).or_else(|| rest.strip_prefix('/'))?;
                Some((root.len(), i, rest.replace(std::path::MAIN_SEPARATOR, "/")))
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

    /// Reads a script `rel` (e.g. `king-of-chicago/clean_gene.rhai`) from the scripts tree.
    pub fn read_script(&self, rel: &str) -> Option<SourceFile> {
        if let Source::Modded { base, mods } = self {
            // The last mod with its own version wins.
            for m in mods.iter().rev() {
                let path = m.join("scripts").join(rel);
                if let Ok(text) = std::fs::read_to_string(&path) {
                    return Some(SourceFile { name: path.display().to_string(), text });
                }
            }
            return base.read_script(rel);
        }
        let text = match self {
            Source::Embedded => EMBEDDED_SCRIPTS.get_file(rel).and_then(|f| f.contents_utf8()).map(str::to_string),
            Source::Dir(root) => match script_root(root) {
                Some(dir) => std::fs::read_to_string(dir.join(rel)).ok(),
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
                    if let Ok(rd) = std::fs::read_dir(m.join("scripts").join(rel)) {
                        all.extend(rd.filter_map(|e| e.ok()?.file_name().to_str().map(str::to_string)));
                    }
                }
                all.dedup();
                all
            }
            Source::Embedded => EMBEDDED_SCRIPTS
                .get_dir(rel)
                .map(|d| d.files().filter_map(|f| f.path().file_name()?.to_str().map(str::to_string)).collect())
                .unwrap_or_default(),
            Source::Dir(root) => match script_root(root) {
                Some(dir) => std::fs::read_dir(dir.join(rel))
                    .map(|rd| rd.filter_map(|e| e.ok()?.file_name().to_str().map(str::to_string)).collect())
                    .unwrap_or_default(),
                None => Source::Embedded.list_scripts(rel),
            },
        };
        names.retain(|n| n.ends_with(".rhai"));
        names.sort();
        names.dedup();
        names
    }

    /// Names of the files directly in folder `rel` of the content tree, sorted.
    pub fn list(&self, rel: &str) -> Vec<String> {
        let mut names: Vec<String> = match self {
            Source::Modded { base, mods } => {
                let mut all = base.list(rel);
                for m in mods {
                    if let Ok(rd) = std::fs::read_dir(m.join(rel)) {
                        all.extend(rd.filter_map(|e| e.ok()?.file_name().to_str().map(str::to_string)));
                    }
                }
                all
            }
            Source::Embedded => EMBEDDED
                .get_dir(rel)
                .map(|d| d.files().filter_map(|f| f.path().file_name()?.to_str().map(str::to_string)).collect())
                .unwrap_or_default(),
            Source::Dir(root) => std::fs::read_dir(root.join(rel))
                .map(|rd| rd.filter_map(|e| e.ok()?.file_name().to_str().map(str::to_string)).collect())
                .unwrap_or_default(),
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
    let inside = root.join("scripts");
    if inside.is_dir() {
        return Some(inside);
    }
    let beside = root.parent()?.join("scripts");
    beside.is_dir().then_some(beside)
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
    let (line, col) = e.span().map_or((0, 0), |s| line_col(&file.text, s.start));
    let message = e.message().trim().to_string();
    let code = if message.starts_with("unknown field") { "E0002" } else { "E0003" };
    let mut d = Diagnostic::new(&file.name, line, col, code, message.clone());
    if let Some(help) = unknown_field_help(&message) {
        d = d.with_help(help);
    }
    d
}

/// serde says "unknown field `atack`, expected one of `attack`, `defense`": suggest the closest.
fn unknown_field_help(message: &str) -> Option<String> {
    let rest = message.strip_prefix("unknown field `")?;
    let (word, expected) = rest.split_once('`')?;
    let candidates: Vec<&str> = expected.split('`').skip(1).step_by(2).collect();
    did_you_mean(word, candidates.iter().copied())
}

/// Where a spanned value sits, as a diagnostic position.
pub fn at<T>(file: &SourceFile, spanned: &toml::Spanned<T>) -> (usize, usize) {
    line_col(&file.text, spanned.span().start)
}

/// Collects diagnostics and the files they concern while a game's content is checked.
#[derive(Default)]
pub struct Checker {
    pub diagnostics: Diagnostics,
}

impl Checker {
    /// Records a problem at a spanned value of `file`.
    pub fn error_at<T>(
        &mut self,
        file: &SourceFile,
        spanned: &toml::Spanned<T>,
        code: &'static str,
        message: String,
        help: Option<String>,
    ) {
        let (line, col) = at(file, spanned);
        let mut d = Diagnostic::new(&file.name, line, col, code, message);
        d.help = help;
        self.diagnostics.push(d);
    }

    /// Records a problem that belongs to the whole file.
    pub fn error(&mut self, file: &str, code: &'static str, message: String) {
        self.diagnostics.push(Diagnostic::new(file, 0, 0, code, message));
    }

    /// Parses `file`, recording a diagnostic and returning `None` on failure.
    pub fn parse<T: DeserializeOwned>(&mut self, file: &SourceFile) -> Option<T> {
        match parse_toml(file) {
            Ok(t) => Some(t),
            Err(d) => {
                self.diagnostics.push(d);
                None
            }
        }
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
