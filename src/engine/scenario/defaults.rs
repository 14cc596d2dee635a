//! The defaults of the fields scenario files have (`#[serde(default = "...")]`), the engine's
//! and the games' alike: seed 1, the first player's turn, turn 10, the first option when
//! answers run out, the first time an `[[after]]` step comes.

pub fn one() -> u64 {
    1
}
pub fn one_u8() -> u8 {
    1
}
pub fn ten() -> u32 {
    10
}
/// `turn` when the file does not say: 10, at no place of the file.
pub fn ten_turns() -> toml::Spanned<u32> {
    toml::Spanned::new(0..0, ten())
}
pub fn first() -> String {
    "first".into()
}
/// `nth` of an `[[after]]` step: the first time it comes.
pub fn one_nonzero() -> std::num::NonZeroUsize {
    std::num::NonZeroUsize::MIN
}
