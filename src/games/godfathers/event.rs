//! What happened, as typed events: the log a narrator reads and a replay re-checks. Nothing in
//! the race is hidden, so every seat reads the whole log.

use super::state::{PieceRef, Place};
use crate::engine::seat::Seat;
use serde::Serialize;

/// Why one piece of a gang could not move the dice its gang could not use (LES DEPLACEMENTS,
/// REGLE GENERALE, PRISE D'OTAGE).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Blocked {
    /// Held hostage: "Un otage ne peut pas se déplacer tant que le kidnappeur reste sur sa case".
    Held,
    /// A godfather alone: "Le parrain ne peut jamais quitter une case sur laquelle il se trouve
    /// seul".
    Alone,
    /// In the HQ since its godfather was liquidated this turn, with the godfather himself: "Au
    /// tour de jeu suivant le joueur pourra faire repartir normalement ces truands" (REGLE
    /// GENERALE; NOTES.md 4).
    Fresh,
    /// Moved the roll's other die: two pieces move one die each.
    Moved,
    /// Every square the dice would take it to is full: "Il ne peut y avoir plus de 3 truands
    /// sur une même case, et de 2 couleurs maximum".
    Full,
}

/// Why a piece was liquidated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Cause {
    /// REGLE GENERALE: it arrived on a square held by two rivals.
    ArrivedOnTwo,
    /// PRISE D'OTAGE: a hostage, when a piece of its kidnapper's gang arrives.
    Outnumbered,
    /// PRISE D'OTAGE: a kidnapper, when a piece of its hostage's gang arrives.
    Rescue,
    /// TIR: shot by the snipers.
    Sniper,
    /// D - DANGER: shot by the snipers on a danger square.
    Danger,
    /// REGLE GENERALE: a henchman whose godfather was liquidated.
    Godfather,
}

/// Why a gang recruited.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Recruit {
    /// RECRUTEMENT: a henchman passed his HQ after a full lap.
    Lap,
    /// REGLE GENERALE: the godfather was liquidated.
    Liquidated,
    /// RETOUR DU PARRAIN: the godfather was forced past his HQ.
    Overshoot,
}

/// Why the snipers shot nobody.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Spared {
    /// C - SECURITE.
    Safety,
    /// No rival of the hiring gang there.
    NoRival,
}

/// A godfather who cannot move while no henchman of his is free to come to him.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Stuck {
    /// Alone where he stands (REGLE GENERALE: "Le parrain ne peut jamais quitter une case sur
    /// laquelle il se trouve seul. Pour pouvoir repartir, il doit y être rejoint par un de ses
    /// hommes de main").
    Alone { place: Place },
    /// Alone where he stands with every henchman of his dead: none can come to him, and only a
    /// henchman's lap recruits while he lives (RECRUTEMENT); he leaves only if a rival kills
    /// him (where he stands, or once held hostage: PRISE D'OTAGE), when he goes home with 3
    /// recruits (LIQUIDATION).
    Stranded { place: Place },
    /// Held hostage (PRISE D'OTAGE): only his gang coming to his square frees him.
    Hostage { place: Place },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// The HQs round the loop: the square in front of each seat's.
    Seated {
        entries: Vec<u8>,
    },
    /// RULINGS.md: drawn at random.
    FirstPlayer {
        seat: Seat,
    },
    TurnStarted {
        seat: Seat,
        turn: u32,
    },
    /// LES DEPLACEMENTS: two dice, or the one die of a double's extra move.
    Rolled {
        seat: Seat,
        dice: Vec<u8>,
    },
    /// A question with one legal move is not asked (the engine takes its one option): the
    /// move made for the seat, told before it is made, so a person knows he had no choice and
    /// where it takes his piece ("obligé de déplacer au moins un de ses truands, s'il en a la
    /// possibilité", LES DEPLACEMENTS). `dice`: the die, or both dice of a sum.
    OnlyMove {
        piece: PieceRef,
        dice: Vec<u8>,
        from: Place,
        to: Place,
    },
    Moved {
        piece: PieceRef,
        from: Place,
        to: Place,
        steps: u8,
        /// The only move the dice allowed, told already by the `OnlyMove` before it: the news
        /// does not tell it twice.
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        forced: bool,
    },
    /// "obligé de déplacer au moins un de ses truands, s'il en a la possibilité": these dice
    /// moved nobody, because no piece could use them.
    Unused {
        seat: Seat,
        dice: Vec<u8>,
        /// Why nobody moved, when it is the godfather waiting for a henchman while none is
        /// free (alive and not held hostage): told with it. Absent otherwise, and from older
        /// logs.
        #[serde(skip_serializing_if = "Option::is_none")]
        stuck: Option<Stuck>,
        /// Otherwise, why each piece of the gang still in play could not move them.
        #[serde(skip_serializing_if = "Vec::is_empty")]
        blocked: Vec<(PieceRef, Blocked)>,
    },
    TookHostage {
        kidnapper: PieceRef,
        hostage: PieceRef,
        square: u8,
    },
    Freed {
        hostage: PieceRef,
        square: u8,
    },
    /// `square`: where it fell (none in the HQ).
    Liquidated {
        piece: PieceRef,
        square: Option<u8>,
        cause: Cause,
    },
    /// The gang's last henchman liquidated while its godfather lives, where he stands: alone,
    /// he can move no more (REGLE GENERALE), and no lap is left to recruit (RECRUTEMENT).
    LastHenchman {
        seat: Seat,
        godfather: Place,
    },
    /// REGLE GENERALE: a liquidated godfather goes back to his HQ.
    BackToHq {
        seat: Seat,
    },
    Recruited {
        seat: Seat,
        count: u8,
        why: Recruit,
    },
    /// TIR: the wheel spun for a piece that stopped on a sniper square, `stop`; `sector` of
    /// the wheel (each of its sectors names a square) picked `square`.
    Spun {
        seat: Seat,
        sector: u8,
        square: u8,
        stop: u8,
    },
    Spared {
        square: u8,
        why: Spared,
    },
    /// LE GAGNANT: the first godfather home.
    GameWon {
        seat: Seat,
    },
    /// The turn cap (a simulation limit, not a rule) stopped the race; `leader` is the godfather
    /// nearest home, if one alone is.
    Capped {
        turns: u32,
        leader: Option<Seat>,
    },
}
