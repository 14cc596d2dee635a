//! A scenario file parsed and run on the bundled content.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| mobrules::fuzzing::scenario::run(data));
