//! A card script compiled for every card and its hooks run through a short game.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| mobrules::fuzzing::script::run(data));
