//! What the fuzz targets (`fuzz/`) run, one function per target, so that the regression test
//! (`tests/fuzz_regressions.rs`) feeds every input a fuzzer once crashed on through the same
//! code. Each function takes arbitrary bytes and must return without panicking: problems in
//! the input become diagnostics, script failures or refused scenarios.

pub mod content;
pub mod save;
pub mod scenario;
pub mod script;

use crate::engine::content::Source;
use crate::entry::Loaded;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};

/// A folder under the system's temporary folder, removed when dropped: inputs that must be
/// files (a mod, a content root) are written there.
struct Scratch(PathBuf);

impl Scratch {
    fn new() -> Scratch {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("mobrules-fuzz-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a temporary folder can be made");
        Scratch(dir)
    }

    fn path(&self) -> &Path {
        &self.0
    }

    /// Writes `bytes` at `rel` inside, making folders as needed.
    fn write(&self, rel: &str, bytes: &[u8]) {
        let path = self.0.join(rel);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).expect("a temporary folder can be made");
        }
        std::fs::write(path, bytes).expect("a temporary file can be written");
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Every registered game's bundled content, loaded once.
pub(crate) fn bundled() -> &'static [Box<dyn Loaded>] {
    static GAMES: OnceLock<Vec<Box<dyn Loaded>>> = OnceLock::new();
    GAMES.get_or_init(|| {
        crate::games::GAMES.iter().map(|g| g.load(&Source::Embedded).expect("the bundled content loads")).collect()
    })
}
