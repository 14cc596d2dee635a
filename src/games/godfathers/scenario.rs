//! The race's scenario files: a position (where each gang's pieces stand, the hostages), the
//! dice and wheel sectors to come, scripted answers, and what to run: one turn or the race to
//! its end. SCENARIOS.md describes the format shared by every game; `tests/scenarios/godfathers/`
//! holds one per rule.
//!
//! ```toml
//! game = "godfathers"
//! description = "PRISE D'OTAGE: a piece stopping on one rival takes him hostage"
//! seats = 2
//! current = 1                # whose turn comes (from 1)
//! dice = [3, 4]              # the dice to come, in order, before the seed's (or by kind:
//!                            # `dice = { turn = [3, 4], extra = [2] }`)
//! wheel = [2]                # the wheel's sectors to come (from 1)
//! [[gang]]                   # seat 1; seats not listed are all in their HQ
//! godfather = 5              # its square (from 1); absent: in the HQ
//! henchmen = [5, 9]          # henchmen on the loop, henchman 1 first
//! dead = 1                   # henchmen out of play; the rest are in the HQ
//! [[hostage]]
//! square = 9                 # the piece of `seat` on square 9 is the hostage of the other
//! seat = 2
//! [decisions]
//! 1 = ["move:h1 3", "move:g 4"]   # sum:h<n> <steps>, move:g <die>, move:h<n> <die>, victim:h<n>
//! [run]
//! what = "turn"              # turn, or game (with `turns`, a cap)
//! ```
//!
//! A piece's lap is where its square lies from its HQ. Positions are checked like the rules
//! keep them (3 pieces and 2 gangs a square at most, two gangs only as a kidnapper and his
//! hostage). Chance and the clock are checked as well, each value at its `file:line:col`: a
//! face from 1 to `dice.sides`, a sector from 1 to the wheel's count, `turn` below the content's
//! turn cap (`engine.turn_cap`) and `turns` from 1 to it.

use super::Godfathers;
use super::choice::Choice;
use super::content::Content;
use super::state::{Gang, Piece, PieceRef, Place, State};
use super::turn::{self, Match};
use crate::engine::dice::FixedDice;
use crate::engine::game::LogEntry;
use crate::engine::play::Flow;
use crate::engine::scenario::{Header, IMPOSSIBLE, Positions, Spot, TurnOrGame, UNKNOWN, defaults, seat};
use crate::engine::seat::Seat;
use serde::Deserialize;
use toml::Spanned;

/// The race's part of a scenario file, beside the fields every game's has
/// (`engine::scenario::Header`).
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ScenarioFile {
    /// Whose turn comes, from 1.
    #[serde(default = "defaults::one_u8")]
    pub current: u8,
    /// Player turns already played.
    #[serde(default = "defaults::ten_turns")]
    #[schemars(with = "u32")]
    pub turn: Spanned<u32>,
    /// The wheel's sectors to come (from 1), in order.
    #[serde(default)]
    #[schemars(with = "Vec<u8>")]
    pub wheel: Vec<Spanned<u8>>,
    #[serde(default)]
    pub gang: Vec<GangDef>,
    #[serde(default)]
    pub hostage: Vec<HostageDef>,
    pub run: TurnOrGame,
}

/// Where one gang's pieces stand.
#[derive(Deserialize, Default, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GangDef {
    /// The godfather's square (from 1); absent, he is in his HQ.
    #[schemars(with = "Option<u16>")]
    pub godfather: Option<Spanned<u16>>,
    /// The squares of the henchmen on the loop, henchman 1 first.
    #[serde(default)]
    #[schemars(with = "Vec<u16>")]
    pub henchmen: Vec<Spanned<u16>>,
    /// Henchmen out of play; the others are in the HQ.
    #[serde(default)]
    pub dead: u8,
    /// Every henchman by his number, henchman 1 first: a square (`"12"`, from 1), `"hq"` or
    /// `"dead"`; in place of `henchmen` and `dead`, where the numbers matter.
    #[schemars(with = "Option<Vec<String>>")]
    pub numbered: Option<Vec<Spanned<String>>>,
    /// Pieces that leave only from their owner's next turn (`g`, `h1`...): a liquidated
    /// godfather and his recruits (REGLE GENERALE).
    #[serde(default)]
    pub fresh: Vec<String>,
}

/// A hostage: the piece of `seat` on `square`, held by the other gang's piece there.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct HostageDef {
    #[schemars(with = "u16")]
    pub square: Spanned<u16>,
    #[schemars(with = "u8")]
    pub seat: Spanned<u8>,
}

/// What chance and the clock may be in a race, checked before the position is built: every die
/// of the race has `dice.sides` faces (LES DEPLACEMENTS: the two dice of a turn and a double's
/// extra die alike), the wheel as many sectors as `board.toml` lists (TIR); a die or a sector
/// cannot show what it does not have. `turn`, the player turns already played, is below the
/// content's turn cap (`[engine] turn_cap`): a race stops at the cap, so it never plays a turn
/// past it (and a turn counter full would wrap). `turns`, a `game` run's own cap counted from
/// `turn`, is from 1 to that cap.
///
/// # Errors
/// The first value out of its range, at its `file:line:col`.
fn check_chance_and_clock(content: &Content, head: &Header, sc: &ScenarioFile, spot: Spot) -> Result<(), String> {
    let sides = content.rules.sides;
    head.dice.check_faces(spot, sides, "a die of the race")?;
    let sectors = content.board.wheel.len();
    if let Some(sector) = sc.wheel.iter().find(|s| !(1..=sectors).contains(&usize::from(*s.get_ref()))) {
        let message = format!("the wheel has sectors 1 to {sectors}, not {}", sector.get_ref());
        return Err(spot.at(sector, IMPOSSIBLE, message));
    }
    crate::engine::scenario::check_clock(spot, &sc.turn, sc.run.turns.as_ref(), content.rules.turn_cap, "a race")
}

/// The square a value of the file names (from 1), as the board counts it (from 0): a number
/// that is no square of the loop is told at its `file:line:col` with the loop's squares (E0501).
fn square_at(content: &Content, spot: Spot, square: &Spanned<u16>) -> Result<u8, String> {
    let n = content.board.len();
    let on_loop = square.get_ref().checked_sub(1).and_then(|s| u8::try_from(s).ok()).filter(|&s| s < n);
    on_loop.ok_or_else(|| {
        spot.helped(
            square,
            UNKNOWN,
            format!("no square {} on the loop", square.get_ref()),
            format!("the loop's squares are 1 to {n}"),
        )
    })
}

/// A piece on a square, its lap counted from its HQ.
fn on_square(content: &Content, spot: Spot, entry: u8, square: &Spanned<u16>) -> Result<Piece, String> {
    let s = square_at(content, spot, square)?;
    let n = u16::from(content.board.len());
    let lap = u8::try_from((u16::from(s) + n - u16::from(entry)) % n + 1).unwrap_or(u8::MAX);
    Ok(Piece { place: Place::Square(s), lap, fresh: false, held_by: None })
}

/// A henchman of `numbered`: on a square (from 1), in the HQ or dead.
fn numbered_piece(content: &Content, spot: Spot, entry: u8, place: &Spanned<String>) -> Result<Piece, String> {
    match place.get_ref().as_str() {
        "hq" => Ok(Piece::in_hq()),
        "dead" => Ok(Piece::dead()),
        word => {
            let square = word.parse::<u16>().map_err(|_| {
                spot.at(place, UNKNOWN, format!("`{word}` is no place of a henchman (a square from 1, hq, dead)"))
            })?;
            on_square(content, spot, entry, &Spanned::new(place.span(), square))
        }
    }
}

/// The position a file describes, once its chance and clock are checked.
///
/// # Errors
/// A square off the loop (E0501), a hostage where none can be (E0502), each at its
/// `file:line:col`; too many henchmen, a position the rules cannot reach.
pub fn build(content: &Content, head: &Header, sc: &ScenarioFile, spot: Spot) -> Result<State, String> {
    check_chance_and_clock(content, head, sc, spot)?;
    let n = head.seats();
    let whole = |e: String| spot.whole(&e);
    let mut state = super::rules::setup::new_game(content, n, head.seed).map_err(whole)?;
    if sc.gang.len() > n {
        return Err(whole(format!("{} [[gang]] entries for {n} seats", sc.gang.len())));
    }
    let henchmen = usize::from(content.rules.henchmen);
    for (i, g) in sc.gang.iter().enumerate() {
        let s = Seat(i as u8);
        let entry = state.entries[s];
        if g.henchmen.len() + usize::from(g.dead) > henchmen {
            return Err(whole(format!(
                "gang {}: {} henchmen on the loop and {} dead, of {henchmen}",
                i + 1,
                g.henchmen.len(),
                g.dead
            )));
        }
        let mut pieces = vec![match &g.godfather {
            Some(sq) => on_square(content, spot, entry, sq)?,
            None => Piece::in_hq(),
        }];
        for sq in &g.henchmen {
            pieces.push(on_square(content, spot, entry, sq)?);
        }
        while pieces.len() < 1 + henchmen - usize::from(g.dead) {
            pieces.push(Piece::in_hq());
        }
        while pieces.len() < 1 + henchmen {
            pieces.push(Piece::dead());
        }
        if let Some(numbered) = &g.numbered {
            pieces.truncate(1);
            for place in numbered {
                pieces.push(numbered_piece(content, spot, entry, place)?);
            }
            if pieces.len() != 1 + henchmen {
                return Err(whole(format!("gang {}: {} henchmen numbered, of {henchmen}", i + 1, numbered.len())));
            }
        }
        for word in &g.fresh {
            let no = usize::from(piece_no(word).map_err(whole)?);
            pieces.get_mut(no).ok_or_else(|| whole(format!("gang {}: no piece `{word}`", i + 1)))?.fresh = true;
        }
        state.gangs[s] = Gang { pieces };
    }
    for h in &sc.hostage {
        let held = seat(&h.seat.get_ref().to_string(), n).map_err(|e| spot.at(&h.seat, IMPOSSIBLE, e))?;
        let square = square_at(content, spot, &h.square)?;
        let on = state.on(square);
        let hostage = on.iter().copied().find(|p| p.seat == held);
        let kidnapper = on.iter().copied().find(|p| p.seat != held);
        match (hostage, kidnapper, on.len()) {
            (Some(hp), Some(k), 2) => state.piece_mut(hp).held_by = Some(k),
            _ => {
                let message = format!(
                    "no hostage of seat {} can be on square {}: it needs that piece and one rival",
                    h.seat.get_ref(),
                    h.square.get_ref()
                );
                return Err(spot.at(&h.square, IMPOSSIBLE, message));
            }
        }
    }
    super::invariants::check(content, &state).map_err(|e| whole(format!("a position the rules cannot reach: {e}")))?;
    state.current = seat(&sc.current.to_string(), n).map_err(whole)?;
    state.first = state.current;
    state.turn = *sc.turn.get_ref();
    state.chance.fixed.wheel.push(sc.wheel.iter().map(|s| *s.get_ref()));
    Ok(state)
}

/// A piece as a scenario spells it: `g` the godfather, `h1`... the henchmen.
pub fn piece_no(word: &str) -> Result<u8, String> {
    match word {
        "g" => Ok(0),
        _ => word
            .strip_prefix('h')
            .and_then(|n| n.parse::<u8>().ok())
            .filter(|&n| n > 0)
            .ok_or_else(|| format!("`{word}` is no piece (g, h1, h2...)")),
    }
}

impl Positions for Godfathers {
    type File = ScenarioFile;
    const ROLLS: Option<&'static [&'static str]> = Some(&turn::ROLLS);
    const HEAD_DOCS: &'static [(&'static str, &'static str)] = &[
        ("game", "`godfathers`."),
        (
            "dice",
            "The dice to come: a list in the order they are rolled, or a table of lists by kind of\nroll (`turn`: the two dice of a turn; `extra`: a double's extra die).",
        ),
    ];

    fn build(content: &Content, head: &Header, file: &ScenarioFile, spot: Spot) -> Result<State, String> {
        build(content, head, file, spot)
    }

    fn dice(state: &mut State) -> Option<&mut FixedDice> {
        Some(&mut state.chance.fixed.dice)
    }

    /// `sum:h<n> <steps>`, `move:g <die>`, `move:h<n> <die>`, `victim:h<n>`.
    fn choice(_: &Content, _: usize, text: &str) -> Result<Choice, String> {
        let (kind, arg) = text.split_once(':').map_or((text.trim(), ""), |(k, a)| (k.trim(), a.trim()));
        let words: Vec<&str> = arg.split_whitespace().collect();
        let word = |i: usize| words.get(i).copied().ok_or_else(|| format!("`{text}` needs more words"));
        let number = |i: usize| word(i)?.parse::<u8>().map_err(|_| format!("`{text}`: not a number of squares"));
        Ok(match kind {
            "sum" => Choice::Sum { piece: piece_no(word(0)?)?, steps: number(1)? },
            "move" => Choice::Move { piece: piece_no(word(0)?)?, die: number(1)? },
            "victim" => Choice::Victim { piece: piece_no(word(0)?)? },
            other => return Err(format!("`{other}` is no option (sum, move, victim)")),
        })
    }

    /// Seats and squares from 1, pieces as `g` and `h1`, `h2`... (the log counts from 0).
    fn printed(_: &Content, _tag: &str, key: &str, n: u64) -> Option<serde_json::Value> {
        match key {
            "seat" | "leader" | "square" => Some((n + 1).into()),
            "piece" => usize::try_from(n).ok().map(|n| super::written::piece(n).into()),
            _ => None,
        }
    }

    fn written(content: &Content, state: &State, _: &[LogEntry<Self>]) -> Result<toml::Table, String> {
        super::written::written(content, state)
    }

    fn spelled(_: &Content, choice: &Choice) -> Option<String> {
        Some(super::written::spelled(choice))
    }

    fn summary(m: &Match<'_>) -> serde_json::Value {
        summary(&m.state)
    }

    fn round_cap(file: &ScenarioFile) -> Option<u32> {
        file.run.round_cap(&file.turn)
    }

    fn run(m: &mut Match<'_>, _: &Header, file: &ScenarioFile, spot: Spot) -> Result<Flow, String> {
        file.run.run(m, turn::turn, spot)
    }
}

fn place(p: &Piece) -> serde_json::Value {
    match p.place {
        Place::Hq => "hq".into(),
        Place::Dead => "dead".into(),
        Place::Square(s) => (u16::from(s) + 1).into(),
    }
}

fn spell(p: PieceRef) -> String {
    format!("{}:{}", p.seat.0 + 1, super::written::piece(usize::from(p.piece)))
}

/// The final position: each gang's godfather and henchmen by place (`gangs.0.henchmen`: a
/// square from 1, `hq` or `dead`), the hostages, whose turn, the winner.
fn summary(s: &State) -> serde_json::Value {
    let gangs: Vec<serde_json::Value> = s
        .gangs
        .iter()
        .map(|(seat, g)| {
            serde_json::json!({
                "seat": seat.0 + 1,
                "godfather": place(&g.pieces[0]),
                "lap": g.pieces[0].lap,
                "henchmen": g.pieces.iter().skip(1).map(place).collect::<Vec<_>>(),
            })
        })
        .collect();
    let hostages: Vec<serde_json::Value> = s
        .all()
        .filter_map(|(r, p)| p.held_by.map(|k| serde_json::json!({ "hostage": spell(r), "kidnapper": spell(k) })))
        .collect();
    serde_json::json!({
        "gangs": gangs,
        "hostages": hostages,
        "current": s.current.0 + 1,
        "winner": s.winner.map(|w| w.0 + 1),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::content::Source;
    use crate::engine::scenario::read;

    /// What `check_chance_and_clock` says of a file.
    fn check_text(text: &str) -> Result<(), String> {
        let content = super::super::load::load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
        let (head, sc) = read::<Godfathers>("s.toml", text)?;
        check_chance_and_clock(&content, &head, &sc, Spot { name: "s.toml", text })
    }

    /// What `check_chance_and_clock` says of a file with these lines after its head.
    fn checked(lines: &str) -> Result<(), String> {
        check_text(&format!("game = \"godfathers\"\ndescription = \"d\"\n{lines}\n[run]\nwhat = \"game\"\n"))
    }

    #[test]
    fn a_face_the_dice_or_the_wheel_do_not_have_is_refused_at_its_place() {
        // LES DEPLACEMENTS: dice of 6 faces; TIR: the bundled wheel's 12 sectors. Once clamped.
        assert_eq!(checked("dice = [6, 1]\nwheel = [1, 12]"), Ok(()));
        let e = checked("dice = { turn = [3, 7] }").expect_err("7");
        assert!(e.starts_with("s.toml:3:21: E0502:") && e.contains("1 to 6, not 7"), "{e}");
        let e = checked("dice = [0]").expect_err("0");
        assert!(e.starts_with("s.toml:3:9: E0502:") && e.contains("not 0"), "{e}");
        let e = checked("wheel = [4, 13]").expect_err("13");
        assert!(e.starts_with("s.toml:3:13: E0502:") && e.contains("sectors 1 to 12, not 13"), "{e}");
    }

    /// A square that is not on the loop is told where the file gives it, with the loop's
    /// squares (E0501); a hostage of a seat not at the table at its seat (E0502).
    #[test]
    fn a_square_off_the_loop_is_told_where_it_stands() {
        let content = super::super::load::load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
        let built = |lines: &str| -> Result<(), String> {
            let text = format!("game = \"godfathers\"\ndescription = \"d\"\n{lines}\n[run]\nwhat = \"turn\"\n");
            let (head, sc) = read::<Godfathers>("s.toml", &text)?;
            build(&content, &head, &sc, Spot { name: "s.toml", text: &text }).map(|_| ())
        };
        assert_eq!(built("[[gang]]\ngodfather = 48\nhenchmen = [1]"), Ok(()));
        let off = "(the loop's squares are 1 to 48)";
        assert_eq!(
            built("[[gang]]\ngodfather = 49"),
            Err(format!("s.toml:4:13: E0501: no square 49 on the loop {off}"))
        );
        assert_eq!(
            built("[[gang]]\nhenchmen = [3, 0]"),
            Err(format!("s.toml:4:16: E0501: no square 0 on the loop {off}"))
        );
        assert_eq!(
            built("[[hostage]]\nsquare = 49\nseat = 2"),
            Err(format!("s.toml:4:10: E0501: no square 49 on the loop {off}"))
        );
        let e = built("[[hostage]]\nsquare = 5\nseat = 3").expect_err("no seat 3");
        assert!(e.starts_with("s.toml:5:8: E0502:"), "{e}");
    }

    #[test]
    fn the_clock_is_within_the_turn_cap() {
        // The bundled cap: 2000 turns. A turn counter full would wrap; a run without a cap of
        // its own would never end.
        assert_eq!(checked("turn = 1999"), Ok(()));
        let e = checked("turn = 2000").expect_err("the cap");
        assert!(e.starts_with("s.toml:3:8: E0502: `turn` is 2000") && e.contains("0 to 1999"), "{e}");
        assert_eq!(checked("turn = 0\n[dice]\nturn = [1]"), Ok(()));
        let turns = |n: u64| {
            check_text(&format!("game = \"godfathers\"\ndescription = \"d\"\n[run]\nwhat = \"game\"\nturns = {n}\n"))
        };
        assert_eq!(turns(2000), Ok(()));
        for n in [0, 2001, u64::from(u32::MAX)] {
            let e = turns(n).expect_err("out of range");
            assert!(e.starts_with("s.toml:5:9: E0502: `turns`"), "{e}");
        }
    }
}
