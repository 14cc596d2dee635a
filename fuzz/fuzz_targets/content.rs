//! One content file (the first byte picks which, and whether as a replacement or a mod) loaded, checked and played on.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| mobrules::fuzzing::content::run(data));
