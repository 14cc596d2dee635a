//! A position where a turn begins written as the race's part of a scenario file, and options
//! spelled as `[decisions]` spell them: what `mobrules scenario --from` writes
//! (`engine::scenario::write`), read back by `scenario::build` and `Positions::choice`.

use super::choice::Choice;
use super::content::Content;
use super::state::{Place, State};
use serde_json::{Value, json};

/// The position `s`, at the start of a player turn, as the fields of a scenario file with a
/// `[run]` that plays the race on to its end (or the content's turn cap): each gang's pieces by
/// number (`numbered`), those that leave only from their owner's next turn (`fresh`), the
/// hostages, whose turn comes and how many were played.
///
/// # Errors
/// A race already won, which no run goes on from.
pub fn written(content: &Content, s: &State) -> Result<toml::Table, String> {
    if s.winner.is_some() {
        return Err("the race is won: no turn begins there".into());
    }
    let _ = content;
    let square = |p: &super::state::Piece| match p.place {
        Place::Hq => "hq".to_string(),
        Place::Dead => "dead".to_string(),
        Place::Square(q) => (u16::from(q) + 1).to_string(),
    };
    let mut gangs = Vec::new();
    let mut hostages = Vec::new();
    for (seat, g) in s.gangs.iter() {
        let mut gang = json!({
            "numbered": g.pieces.iter().skip(1).map(square).collect::<Vec<_>>(),
            "fresh": (0..g.pieces.len()).filter(|&i| g.pieces[i].fresh).map(piece).collect::<Vec<_>>(),
        });
        match g.pieces[0].place {
            Place::Square(q) => gang["godfather"] = json!(u16::from(q) + 1),
            Place::Hq => {}
            Place::Dead => return Err(format!("seat {}'s godfather is dead, which the race never has", seat.0 + 1)),
        }
        gangs.push(gang);
        for p in g.pieces.iter().filter(|p| p.held_by.is_some()) {
            if let Place::Square(q) = p.place {
                hostages.push(json!({ "square": u16::from(q) + 1, "seat": seat.0 + 1 }));
            }
        }
    }
    let file: Value = json!({
        "current": s.current.0 + 1,
        // Kept as the log tells `turn_started`: `turn::turn` has counted the turn already.
        "turn": s.turn.saturating_sub(1),
        "gang": gangs,
        "hostage": hostages,
        "run": { "what": "game" },
    });
    toml::Table::try_from(file).map_err(|e| format!("the position as TOML: {e}"))
}

/// A piece as the files spell it: `g` the godfather, `h1`... the henchmen (read back by
/// `scenario::piece_no`).
pub fn piece(no: usize) -> String {
    if no == 0 { "g".to_string() } else { format!("h{no}") }
}

/// An option as `[decisions]` spell it: `sum:h<n> <steps>`, `move:g <die>`, `victim:h<n>`.
pub fn spelled(choice: &Choice) -> String {
    match *choice {
        Choice::Sum { piece: p, steps } => format!("sum:{} {steps}", piece(usize::from(p))),
        Choice::Move { piece: p, die } => format!("move:{} {die}", piece(usize::from(p))),
        Choice::Victim { piece: p } => format!("victim:{}", piece(usize::from(p))),
    }
}
