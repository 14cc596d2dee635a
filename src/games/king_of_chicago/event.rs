//! What happened, as typed events: the log a narrator reads and a replay re-checks.

use super::board::{SquareId, StreetId};
use super::defs::Res3;
use super::state::{Bundle, BusinessId, Card, FrozenBy, GangsterId, Side, Target, Where};
use crate::engine::seat::Seat;
use serde::Serialize;

/// What a roll was for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Why {
    TurnOrder,
    Movement,
    PoliceMovement,
    Shootout,
    Police,
    /// A card's own roll.
    Card,
}

impl Why {
    /// The kind of roll as scenario files name it (`[dice] police = [3]`), as the log spells it.
    pub fn kind(self) -> &'static str {
        match self {
            Why::TurnOrder => "turn_order",
            Why::Movement => "movement",
            Why::PoliceMovement => "police_movement",
            Why::Shootout => "shootout",
            Why::Police => "police",
            Why::Card => "card",
        }
    }

    /// Every kind, for checking a scenario's `[dice]`.
    pub const KINDS: [&'static str; 6] = ["turn_order", "movement", "police_movement", "shootout", "police", "card"];
}

/// One part of a side's total at the start of a fight (5.2.5 B, "Calcul du bonus d'attaque et
/// de défense d'un gangster"): a gangster's bonus, what a gangster's card adds against the
/// gangsters facing him, or the business's own defence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "part", rename_all = "snake_case")]
pub enum Part {
    /// A gangster's bonus: `printed` names the bonus of his card that counts in this fight
    /// (`attack`, `driveby_defense`...), `None` for the standard bonus (no printed bonus of
    /// this fight's kind, or John Doe neutralised him).
    Gangster { gangster: GangsterId, bonus: i64, printed: Option<&'static str>, neutralised: bool },
    /// What a gangster's card adds in this fight (Jack Knife's +4 against Swift Nick...).
    Card { gangster: GangsterId, bonus: i64 },
    /// A business's own defence (small +1, medium +2, large +3).
    Building { business: BusinessId, bonus: i64 },
}

impl Part {
    pub fn bonus(&self) -> i64 {
        match *self {
            Part::Gangster { bonus, .. } | Part::Card { bonus, .. } | Part::Building { bonus, .. } => bonus,
        }
    }
}

/// Why a gangster who fell in a shootout round goes to the hospital or the graveyard (5.2.5,
/// "Hospital or graveyard?"): the raw dice, or Massacre sending every one to the graveyard.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "by", rename_all = "snake_case")]
pub enum Fall {
    /// The round's dice, without bonuses: the winner's and the loser's.
    Dice {
        winner: u8,
        loser: u8,
    },
    Massacre,
}

/// What a seat's power points are made of when they change (1.2): each source's points, and the
/// active gangsters, which count a point for so many. The whole count, not what moved since the
/// points were last told: that would be state kept for the news alone, which a scenario's
/// position could not give back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PowerParts {
    pub by: super::points::Breakdown,
    pub active: i64,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    Roll {
        seat: Option<Seat>,
        why: Why,
        face: u8,
        /// The card whose script rolls (The Doctor's die...), which the news names.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        card: Option<Card>,
    },
    Dealt {
        seat: Seat,
        business: BusinessId,
        gangster: GangsterId,
    },
    /// One seat's roll for turn order (3.2): its dice and their total, the highest starting.
    OrderRolled {
        seat: Seat,
        dice: Vec<u8>,
        total: i64,
    },
    /// Seats tied for the highest total roll for turn order again (3.2).
    OrderTied {
        seats: Vec<Seat>,
        total: i64,
    },
    FirstPlayer {
        seat: Seat,
    },
    StartSquare {
        seat: Seat,
        square: SquareId,
        business: BusinessId,
    },
    ResourcesPlaced {
        place: SquareId,
        added: Res3,
    },
    RoundStarted {
        round: u32,
        first: Seat,
    },
    ActionRound {
        round: u32,
        action_round: u8,
    },
    Turn {
        seat: Seat,
    },
    Moved {
        seat: Seat,
        from: StreetId,
        to: StreetId,
        allowed: i64,
        /// The gangster whose Drive bonus (8.2, only the best driver counts) is in `allowed`.
        #[serde(skip_serializing_if = "Option::is_none")]
        driver: Option<GangsterId>,
    },
    StuckInGarage {
        seat: Seat,
    },
    NoAction {
        seat: Seat,
    },
    TookResources {
        seat: Seat,
        place: SquareId,
        taken: Res3,
    },
    TurfClaimed {
        seat: Seat,
        square: SquareId,
        from: Option<Seat>,
        paid: i64,
        /// The gangster cards that made the takeover cheaper (Sad Ken, 5.2.2); none in logs
        /// written before they were named.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        by: Vec<GangsterId>,
    },
    RespectMarker {
        holder: Option<Seat>,
    },
    BusinessOpened {
        seat: Seat,
        business: BusinessId,
        square: SquareId,
        paid: Res3,
    },
    GangsterMoved {
        seat: Seat,
        gangster: GangsterId,
        from: Where,
        to: Where,
    },
    ContractStarted {
        seat: Seat,
        contract: u8,
    },
    ContractCompleted {
        seat: Seat,
        contract: u8,
        reward: i64,
    },
    ContractHandedOver {
        from: Seat,
        to: Seat,
        contract: u8,
    },
    ContractCancelled {
        seat: Seat,
        contract: u8,
    },
    /// An attack is declared: both sides' gangsters turn face up.
    Attack {
        attacker: Seat,
        defender: Seat,
        target: Target,
    },
    ShootoutStarted {
        attacker: Seat,
        defender: Seat,
        target: Target,
        attackers: Vec<GangsterId>,
        defenders: Vec<GangsterId>,
        attack: i64,
        defense: i64,
        /// What each total is made of, attacker's then defender's (5.2.5 B), for the
        /// narration to show its sum.
        parts: [Vec<Part>; 2],
    },
    ShootoutRound {
        attacker_die: u8,
        defender_die: u8,
        attack: i64,
        defense: i64,
        winner: Option<Side>,
    },
    Casualty {
        seat: Seat,
        gangster: GangsterId,
        to: Where,
        /// What sent him there, where a shootout round's dice or Massacre did (5.2.5).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        why: Option<Fall>,
    },
    /// A side's last gangster has left the fight: its car or business (`what`) fights on
    /// alone with the total fixed at the start (5.2.5 b, c), and loses at its next lost round.
    FightsOn {
        seat: Seat,
        side: Side,
        what: Target,
        total: i64,
    },
    ShootoutEnded {
        winner: Seat,
        loser: Seat,
        target: Target,
    },
    Garaged {
        seat: Seat,
        garage: SquareId,
        /// The car need not wait there (The Mechanic): it is repaired at once.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        repaired: bool,
    },
    LeftGarage {
        seat: Seat,
    },
    BusinessTaken {
        seat: Seat,
        from: Seat,
        business: BusinessId,
        /// The business was closed by a police raid and stays so until the end of the next
        /// trade round, bringing no power point and no income until then (5.4.1).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        closed: bool,
    },
    PoliceMoved {
        seat: Seat,
        from: StreetId,
        to: StreetId,
        allowed: i64,
    },
    Raid {
        seat: Seat,
        target: Target,
        police_die: u8,
        owner_die: u8,
        success: bool,
    },
    Jailed {
        seat: Seat,
        gangster: GangsterId,
    },
    BusinessClosed {
        business: BusinessId,
    },
    BusinessReopened {
        business: BusinessId,
    },
    TurfCleared {
        seat: Seat,
        square: SquareId,
        owner: Seat,
    },
    Confiscated {
        seat: Seat,
        place: SquareId,
        taken: Res3,
    },
    TradeRound {
        round: u32,
    },
    Income {
        seat: Seat,
        businesses: i64,
        turf: i64,
        total: i64,
        /// Election Day's card and who played it, when it froze this income (8.1).
        #[serde(skip_serializing_if = "Option::is_none")]
        frozen: Option<FrozenBy>,
        /// The businesses paid the monopoly rate, each with that rate (6.1).
        #[serde(skip_serializing_if = "Vec::is_empty")]
        monopolies: Vec<(BusinessId, i64)>,
        /// The gangster whose card cancelled this income (Frankie the Squealer jailed: RULINGS.md
        /// "No income"), when one did and Election Day did not; a card held in hand is not named.
        #[serde(skip_serializing_if = "Option::is_none")]
        cancelled_by: Option<Card>,
    },
    Drew {
        seat: Seat,
        card: Card,
        /// The event and contract cards not yet started the seat holds after an event or
        /// contract card drawn (6.2), their backs in view: what the others may be told. 0 for a
        /// gangster or resource card, which is turned face up.
        #[serde(default, skip_serializing_if = "no_cards")]
        held: usize,
    },
    /// How many cards a seat drew in the trade round, where it drew more than one: each
    /// resource card calls for another draw (6.2). Said after the cards themselves, once.
    DrewCards {
        seat: Seat,
        count: usize,
    },
    Reshuffled {
        cards: usize,
    },
    DeckEmpty {
        seat: Seat,
    },
    Lot {
        gangster: GangsterId,
    },
    Bid {
        seat: Seat,
        amount: i64,
    },
    /// A bidder passes and is out of the lot (6.3, 6.4; RULINGS.md "Auctions").
    Passed {
        seat: Seat,
    },
    Bought {
        seat: Seat,
        gangster: GangsterId,
        price: i64,
        resources: Res3,
    },
    Unsold {
        gangster: GangsterId,
    },
    /// A seat left out of a gangster's auction: it lacks the resources he costs (6.3).
    CannotBid {
        seat: Seat,
        gangster: GangsterId,
    },
    PoliceLot,
    /// A seat left out of the bribe: its cash does not cover the least bribe (6.4).
    CannotBribe {
        seat: Seat,
        least: i64,
    },
    PoliceBribed {
        seat: Seat,
        price: i64,
    },
    PoliceUnbribed,
    Power {
        seat: Seat,
        points: i64,
        /// What the points are made of (1.2), where that is known.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        from: Option<PowerParts>,
    },
    /// A capture left the taker's power points as they were (1.2): the business is closed
    /// (5.4.1), or the gangsters he lost in the fight cost the point it brings.
    PowerKept {
        seat: Seat,
        points: i64,
        from: PowerParts,
        closed: bool,
    },
    Won {
        seat: Seat,
        points: i64,
        /// Where the points come from (1.2), which the end tells.
        from: super::points::Breakdown,
    },
    RoundCap {
        round: u32,
        leader: Option<Seat>,
    },
    EventPlayed {
        seat: Seat,
        card: u8,
    },
    Neutralised {
        gangster: GangsterId,
    },
    Escaped {
        seat: Seat,
    },
    FightEnded {
        seat: Seat,
    },
    RollBonus {
        seat: Seat,
        bonus: i64,
    },
    Massacre,
    Sacrificed {
        seat: Seat,
        gangster: GangsterId,
    },
    Hid {
        seat: Seat,
        gangster: GangsterId,
    },
    Spared {
        gangster: GangsterId,
        to: Where,
    },
    StaysInFight {
        gangster: GangsterId,
    },
    PoliceCancelled {
        seat: Seat,
    },
    Frozen {
        seat: Seat,
    },
    Unfrozen {
        seat: Seat,
    },
    /// A frozen seat's turn, spent doing nothing (Election Day, 8.1): `police` is what he paid
    /// for the police car (6.4) when he controls it, which stays put too.
    SitsOut {
        seat: Seat,
        police: Option<i64>,
    },
    OutOfGas {
        seat: Seat,
    },
    ExtraMove {
        seat: Seat,
    },
    PoliceControl {
        seat: Seat,
    },
    ExtraPoliceAction,
    /// Resources gained (or, negative, lost) by a card's doing, or produced with the income.
    Produced {
        seat: Seat,
        taken: Res3,
        /// The card whose script did it (none for what gangsters produce with the income).
        #[serde(skip_serializing_if = "Option::is_none")]
        card: Option<Card>,
    },
    /// Money a card's script gave or took.
    MoneyChanged {
        seat: Seat,
        amount: i64,
        card: Card,
    },
    /// Resources a card's script moved from one seat to another.
    Stole {
        from: Seat,
        to: Seat,
        what: Res3,
        card: Card,
        /// How many the script asked for that `from` no longer had (Burglary's die rolled
        /// higher than what was left to steal, 8.1).
        #[serde(skip_serializing_if = "is_zero")]
        short: i64,
    },
    Hired {
        seat: Seat,
        gangster: GangsterId,
    },
    StoleGangster {
        from: Seat,
        to: Seat,
        gangster: GangsterId,
    },
    StoleCard {
        from: Seat,
        to: Seat,
        card: Card,
    },
    /// A card's script asked for more cards than `from` held that it may take: `held` were
    /// all there was of the `asked` (Break and enter's 2, 8.1).
    StoleFewerCards {
        from: Seat,
        to: Seat,
        asked: i64,
        held: i64,
    },
    /// A seat puts a deal to another (what it holds is known to the two of them).
    DealOffered {
        from: Seat,
        to: Seat,
    },
    DealMade {
        from: Seat,
        to: Seat,
        give: Bundle,
        get: Bundle,
    },
    /// The offer turned down (or that could not be paid), with what it was (1.3).
    DealRefused {
        from: Seat,
        to: Seat,
        #[serde(default)]
        give: Bundle,
        #[serde(default)]
        get: Bundle,
    },
    Peeked {
        seat: Seat,
        target: Target,
        gangsters: Vec<GangsterId>,
    },
    CarMoved {
        seat: Seat,
        to: StreetId,
    },
}

/// Whether a count is zero: a field that is nearly always so is left out of the log.
fn is_zero(n: &i64) -> bool {
    *n == 0
}

/// Serde's test for a draw that leaves no count in the log (a card turned face up).
#[allow(clippy::trivially_copy_pass_by_ref)]
fn no_cards(n: &usize) -> bool {
    *n == 0
}
