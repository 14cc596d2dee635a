//! A save file read and, when it holds a game, played again from its answers.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| mobrules::fuzzing::save::run(data));
