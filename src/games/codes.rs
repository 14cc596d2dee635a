//! Every diagnostic code the crate can tell, with the game (or the engine) it belongs to, and
//! the blocks of numbers each owns: one list, so that two games cannot take the same code or
//! the same block by accident. `tests/codes.rs` holds it to the code (every `"E...."` and
//! `"W...."` literal under `src/` is here, each used only where its owner may use it, and
//! nothing here is left unused) and to the table of MODDING.md ([`markdown`]);
//! `tests/content_errors_corpus.rs` to the broken mods of `tests/content-errors/` (each code a
//! mod can cause, [`Case::Mod`], has one).
//!
//! An engine code is anyone's to tell (a game tells `E0111` when one of its lists is too long);
//! a game's code is told only by that game. A new game takes a free block here ([`BLOCKS`])
//! and lists each code as it adds it.

/// Who a code or a block belongs to: [`ENGINE`] or a game's id.
pub type Owner = &'static str;

/// The engine, which every game loads through.
pub const ENGINE: Owner = "engine";

/// A block of numbers (`E0700` to `E0799`, and the `W` codes among them) and who may take
/// codes in it.
pub struct Block {
    pub first: u16,
    pub last: u16,
    pub owners: &'static [Owner],
    pub what: &'static str,
}

/// How the corpus of broken mods (`tests/content-errors/`) shows a code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Case {
    /// A broken mod of the owner's game (an engine code: of any game) reports it.
    Mod,
    /// No mod in the corpus can report it, for this reason.
    NotByMod(&'static str),
}

/// One diagnostic code.
pub struct Code {
    pub code: &'static str,
    pub owner: Owner,
    /// What it says is wrong, in a line.
    pub meaning: &'static str,
    pub case: Case,
}

const KOC: Owner = "king-of-chicago";
const POKER: Owner = "chicago-poker";
const RACE: Owner = "godfathers";
const BOOT: Owner = "bootleggers";

/// The blocks, in order; the numbers between them are free.
pub const BLOCKS: &[Block] = &[
    Block { first: 0, last: 99, owners: &[ENGINE], what: "content files: reading, TOML, numbers and mods" },
    Block {
        first: 100,
        last: 199,
        owners: &[ENGINE, KOC],
        what: "ids, cards and counts (King of Chicago's card checks took numbers here before games had blocks)",
    },
    Block { first: 200, last: 299, owners: &[KOC], what: "King of Chicago's board" },
    Block { first: 300, last: 399, owners: &[ENGINE], what: "card scripts" },
    Block { first: 400, last: 499, owners: &[ENGINE], what: "texts and translations" },
    Block { first: 500, last: 599, owners: &[ENGINE], what: "scenario files" },
    Block { first: 700, last: 799, owners: &[POKER], what: "Chicago Poker" },
    Block { first: 900, last: 999, owners: &[RACE], what: "the godfather race" },
    Block { first: 1000, last: 1099, owners: &[BOOT], what: "Bootleggers" },
];

const SCENARIO: Case = Case::NotByMod("a scenario file's, not content's: tests/scenarios.rs and tests/cli.rs tell it");

macro_rules! codes {
    ($($code:literal $owner:ident $case:expr, $meaning:literal;)*) => {
        /// Every code, in order.
        pub const CODES: &[Code] = &[$(Code { code: $code, owner: $owner, meaning: $meaning, case: $case }),*];
    };
}

use Case::Mod;

codes! {
    "E0001" ENGINE Case::NotByMod("a file the system will not read (its permissions, a failing disk): git keeps no such file"), "a content file cannot be read";
    "E0002" ENGINE Mod, "a field the file's format does not have (the closest suggested)";
    "E0003" ENGINE Mod, "TOML that does not parse, a field missing or of the wrong type";
    "E0004" ENGINE Mod, "a file that is not UTF-8 text";
    "E0005" ENGINE Mod, "a mod sets a number the base game does not have";
    "E0006" ENGINE Mod, "a mod sets a number to a value of another type than the base game's";
    "E0007" ENGINE Mod, "a symbolic link, or a path leaving the content folder";
    "E0008" ENGINE Mod, "a folder, pipe or device where a content file should be";
    "E0009" ENGINE Case::NotByMod("a file over 4 MiB does not belong in the repository: tests/attacks.rs makes one"), "a file larger than content files may be";
    "E0010" ENGINE Mod, "a number out of the range the rules allow";
    "E0102" ENGINE Mod, "an id that is not lower_snake_case";
    "E0103" ENGINE Mod, "an id used twice";
    "E0104" KOC Mod, "an event card with no window to be played in";
    "E0105" KOC Mod, "a resource card that places no token";
    "E0107" KOC Mod, "no starred gangster to deal at setup";
    "E0108" KOC Mod, "a gangster with a negative cost";
    "E0109" KOC Mod, "an event card with no script, which would do nothing when played";
    "E0110" ENGINE Mod, "`remove` names a card or entry that does not exist";
    "E0111" ENGINE Mod, "more than 255 of something the game names by one byte";
    "W0112" ENGINE Mod, "a deck whose count differs from the box";
    "E0201" KOC Mod, "a square that does not exist";
    "E0202" KOC Mod, "a street square that does not exist";
    "E0203" KOC Mod, "a street linked to itself";
    "E0204" KOC Mod, "a business square without a size";
    "E0205" KOC Mod, "a size on a square that is not a business";
    "E0206" KOC Mod, "streets not all connected";
    "E0207" KOC Mod, "a board without its hospital, jail, garages or start squares";
    "E0208" KOC Mod, "more streets or squares than a board holds";
    "E0301" ENGINE Mod, "a script that does not compile";
    "E0302" ENGINE Mod, "a top-level function that is no hook of the game, and that the script does not call";
    "E0303" ENGINE Mod, "a hook with the wrong parameters";
    "E0304" ENGINE Mod, "a script for no card";
    "E0305" ENGINE Mod, "a function the script API does not have";
    "E0306" ENGINE Mod, "a property the script API does not have";
    "E0307" ENGINE Mod, "a function given a literal of a type it does not take";
    "E0308" ENGINE Mod, "`curry`, which scripts may not call";
    "E0309" ENGINE Mod, "`param` names a param the card's TOML lacks";
    "E0310" ENGINE Mod, "a script larger than a card's script may be";
    "E0311" ENGINE Mod, "a query hook that calls a function that acts (an effect, a die, a choice)";
    "E0401" ENGINE Mod, "a locale file named by no language's tag (`nederlands.ftl`, `NL.ftl`)";
    "E0402" ENGINE Mod, "Fluent that does not parse";
    "E0403" ENGINE Mod, "a message defined twice in one locale file";
    "E0404" ENGINE Case::NotByMod("a `--lang` the content has no locale for: an argument, not a file"), "no locale for the language asked for";
    "E0405" ENGINE Mod, "a text the game needs with no English";
    "W0406" ENGINE Mod, "a translation missing messages (English stands in)";
    "E0407" ENGINE Mod, "a translation using other variables than the English";
    "W0408" ENGINE Mod, "a translated message that English does not have";
    "W0409" ENGINE Mod, "a text nothing of the game reads";
    "E0410" ENGINE Mod, "a game's message in an engine message's place, with variables the engine does not give";
    "E0501" ENGINE SCENARIO, "a scenario names an id that does not exist";
    "E0502" ENGINE SCENARIO, "a scenario's position the rules cannot reach";
    "E0503" ENGINE SCENARIO, "a scenario's run that cannot be made";
    "E0701" POKER Mod, "players from a minimum above the maximum, or from none";
    "E0702" POKER Mod, "not one `setup.table` row for each number of players";
    "E0703" POKER Mod, "a table with no face-up tile, or fewer shootout tokens than tiles";
    "E0704" POKER Mod, "a turn without actions, or a hand larger than its limit";
    "E0705" POKER Mod, "a group's size, or its shootout card, out of range";
    "E0706" POKER Mod, "an establishment type's pattern longer or shorter than a group";
    "E0707" POKER Mod, "a tile of an establishment type that does not exist";
    "E0708" POKER Mod, "gangster values or colours missing, or values that run down";
    "E0709" POKER Mod, "no way to win, or a win no table can reach";
    "E0710" POKER Mod, "a special card with no copy or no script";
    "E0711" POKER Mod, "a deck too small to deal every hand";
    "E0712" POKER Mod, "more face-up tiles than tiles";
    "E0901" RACE Mod, "players outside 2 to 8";
    "E0902" RACE Mod, "henchmen outside 1 to 20";
    "E0903" RACE Mod, "dice sides outside 2 to 20";
    "E0904" RACE Mod, "a square holding too few pieces, or other than two gangs";
    "E0905" RACE Mod, "more recruits than a gang's henchmen";
    "E0906" RACE Mod, "a loop too short or too long";
    "E0907" RACE Mod, "a square outside the loop";
    "E0908" RACE Mod, "one square of two kinds";
    "E0909" RACE Mod, "a wheel with no sector or too many";
    "E0910" RACE Mod, "HQs missing, too many or shared for a number of players";
    "E0911" RACE Mod, "HQs not evenly spaced round the loop";
    "E1001" BOOT Mod, "numbers of game.toml that do not fit together";
    "E1002" BOOT Mod, "a reference to something that does not exist";
    "E1003" BOOT Mod, "authority bands and card numbers that do not follow on";
    "E1004" BOOT Mod, "a muscle card with a field its kind lacks, or without one it needs";
    "E1005" BOOT Mod, "a speakeasy that cannot be played, or no speakeasy";
    "E1006" BOOT Mod, "a deck too small to deal";
    "E1007" BOOT Mod, "a script for no card";
    "E1008" BOOT Mod, "a thug card with `script = true` and no script";
}

/// The number of `code` (`E0708`: 708), whatever its letter.
pub fn number(code: &str) -> Option<u16> {
    code.get(1..)?.parse().ok()
}

/// The code `code`, if the registry lists it.
pub fn find(code: &str) -> Option<&'static Code> {
    CODES.iter().find(|c| c.code == code)
}

/// The block holding `code`'s number.
pub fn block_of(code: &str) -> Option<&'static Block> {
    let n = number(code)?;
    BLOCKS.iter().find(|b| (b.first..=b.last).contains(&n))
}

/// The table of every code as MODDING.md shows it: code, whose, what it means.
pub fn markdown() -> String {
    let mut out = String::from("| code | whose | what is wrong |\n| --- | --- | --- |\n");
    for c in CODES {
        out.push_str(&format!("| {} | {} | {} |\n", c.code, c.owner, c.meaning));
    }
    out
}
