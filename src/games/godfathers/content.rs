//! The game's content, checked: every number in place, the board with a type for every square.
//! The rules never see an unchecked value.

use crate::engine::content::Source;
use serde::Serialize;

pub const GAME_ID: &str = "godfathers";

/// LES CASES: what a square is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SquareKind {
    /// A - RIEN A SIGNALER
    Nothing,
    /// B - TIR: stopping here hires the snipers.
    Sniper,
    /// C - SECURITE: nobody here is shot.
    Safety,
    /// D - DANGER: every rival here is shot.
    Danger,
}

impl SquareKind {
    pub const ALL: [SquareKind; 4] = [SquareKind::Nothing, SquareKind::Sniper, SquareKind::Safety, SquareKind::Danger];

    /// The type's name in messages (`square-sniper`), as the log and the schema spell it.
    pub fn key(self) -> String {
        crate::engine::log::variant_name(&self)
    }
}

/// Every number of the rulebook, from `game.toml`.
#[derive(Clone, Debug, Serialize)]
pub struct Rules {
    pub min_players: u8,
    pub max_players: u8,
    /// Henchmen per gang (RULINGS.md: 4).
    pub henchmen: u8,
    /// Faces of each of the two dice.
    pub sides: u8,
    /// LES DEPLACEMENTS: at most so many pieces and so many gangs on a square.
    pub max_pieces: u8,
    pub max_gangs: u8,
    /// RECRUTEMENT: a henchman's full lap recruits so many.
    pub recruit_per_lap: u8,
    /// REGLE GENERALE: a liquidated godfather recruits so many.
    pub recruit_liquidated: u8,
    /// RETOUR DU PARRAIN: a godfather forced past home recruits up to so many.
    pub recruit_overshoot: u8,
    /// Player turns after which a game stops (a simulation limit).
    pub turn_cap: u32,
}

/// The loop of the city (RULINGS.md: 48 squares, HQs evenly spaced, a wheel of 12 sectors).
#[derive(Clone, Debug, Serialize)]
pub struct Board {
    /// Every square's type, square 1 first (index 0).
    pub squares: Vec<SquareKind>,
    /// The square (index from 0) each sector of the wheel names.
    pub wheel: Vec<u8>,
    /// For each number of players, the square (index) in front of each seat's HQ.
    pub hq: Vec<(u8, Vec<u8>)>,
}

impl Board {
    pub fn len(&self) -> u8 {
        self.squares.len() as u8
    }

    pub fn is_empty(&self) -> bool {
        self.squares.is_empty()
    }

    pub fn kind(&self, square: u8) -> SquareKind {
        self.squares.get(usize::from(square)).copied().unwrap_or(SquareKind::Nothing)
    }

    /// The squares in front of the HQs for this many players.
    pub fn entries(&self, players: usize) -> Option<&[u8]> {
        self.hq.iter().find(|(n, _)| usize::from(*n) == players).map(|(_, e)| e.as_slice())
    }
}

/// All of the godfather race's content, checked.
#[derive(Clone, Debug)]
pub struct Content {
    pub rules: Rules,
    pub board: Board,
    /// Digest of every file read, for saves and logs.
    pub digest: String,
    pub source: Source,
}

impl Content {
    /// The messages every language needs for this content: the square types.
    pub fn required_messages(&self) -> Vec<crate::engine::texts::Needed> {
        SquareKind::ALL.iter().map(|k| crate::engine::texts::Needed::new(format!("square-{}", k.key()), None)).collect()
    }
}
