//! Loading all bundled King of Chicago content from the embedded tree: every TOML file parsed
//! and checked, and every card script compiled and checked. Target: at most 100 ms.
//!
//! [`load::load`] compiles the scripts through a per-thread cache, so after the first load
//! the compiling is measured on its own with [`script::compile`]; `load_and_compile` does
//! both, which is what a fresh process pays.

use divan::black_box;
use mobrules::engine::content::Source;
use mobrules::games::king_of_chicago::content::Content;
use mobrules::games::king_of_chicago::load;
use mobrules::games::king_of_chicago::script::{self, CardScripts};
use std::sync::OnceLock;

fn main() {
    divan::main();
}

fn content() -> &'static Content {
    static CONTENT: OnceLock<Content> = OnceLock::new();
    CONTENT.get_or_init(|| load::load(&Source::Embedded).expect("the bundled content loads"))
}

/// Parsing and checking the TOML files (the scripts' compiled set comes from the cache).
#[divan::bench(sample_count = 50)]
fn load_files() -> Content {
    content();
    load::load(black_box(&Source::Embedded)).expect("the bundled content loads")
}

/// Compiling and checking every card script.
#[divan::bench(sample_count = 50)]
fn compile_scripts() -> CardScripts {
    script::compile(black_box(content())).expect("the bundled scripts compile")
}

/// Both: what a fresh process pays before its first game.
#[divan::bench(sample_count = 50)]
fn load_and_compile() -> (Content, CardScripts) {
    let c = load::load(black_box(&Source::Embedded)).expect("the bundled content loads");
    let s = script::compile(&c).expect("the bundled scripts compile");
    (c, s)
}
