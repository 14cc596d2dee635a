//! What happened, as typed events: the log a narrator reads and a replay re-checks. Each
//! carries the numbers a sentence needs; what a seat may not see (an authority card chosen
//! face down, a card drawn face down, money but when scores are announced) is told only to
//! its seat.

use super::choice::{Deal, StillRef};
use super::content::{AuthorityId, DockId, MuscleId, SpeakeasyId, TruckCardId};
use super::state::{Tie, TruckId};
use crate::engine::seat::Seat;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// Préparation: so many bootleggers, each with so much money and one small truck.
    Setup {
        seats: u8,
        money: i64,
        short_game: bool,
    },
    /// A turn begins (the turn track).
    TurnBegan {
        turn: u8,
    },
    /// PHASE 1, 1: a truck card turned face up.
    TruckOffered {
        card: TruckCardId,
    },
    /// PHASE 1, 2: the muscle cards on the offer spaces.
    MuscleOffered {
        cards: Vec<MuscleId>,
    },
    /// The muscle deck ran out: its discards shuffled into a new deck (NOTES.md).
    MuscleReshuffled,
    /// PHASE 1, 3: a seat chose its authority card face down (the card told only to it).
    AuthorityChosen {
        seat: Seat,
        card: AuthorityId,
    },
    /// PHASE 1, 4: every authority card turned face up, in descending order.
    AuthorityRevealed {
        cards: Vec<(Seat, AuthorityId)>,
    },
    /// PHASE 1, 5a: wages and the authority card's cost, and what was paid of them.
    Paid {
        seat: Seat,
        wages: i64,
        cost: i64,
        paid: i64,
    },
    /// PHASE 1, 5b: the truck card taken: bought, or discarded for want of money.
    TookTruck {
        seat: Seat,
        card: TruckCardId,
        truck: Option<TruckId>,
        price: i64,
    },
    /// PHASE 1, 5b: a muscle card taken from its space.
    TookMuscle {
        seat: Seat,
        card: MuscleId,
    },
    /// Influence markers from the reserve into the back room (fewer when the reserve runs out).
    Recruited {
        seat: Seat,
        markers: u8,
    },
    /// A still improvement die placed.
    DiePlaced {
        seat: Seat,
        to: StillRef,
    },
    /// A new offsite still, with its dice.
    OffsiteStarted {
        seat: Seat,
        offsite: u8,
        dice: u8,
    },
    /// A speakeasy improvement marker placed (or kept in the back room).
    ImprovementPlaced {
        seat: Seat,
        to: Option<SpeakeasyId>,
    },
    /// A thug card kept in hand; why it could not be played at once, where it could not and
    /// its taker was not asked (UTILISATION DES CARTES VOYOU).
    Kept {
        seat: Seat,
        card: MuscleId,
        #[serde(skip_serializing_if = "Option::is_none")]
        waits: Option<Waits>,
    },
    /// PHASE 1, 7: muscle cards left on the offer spaces, discarded.
    OffersDiscarded {
        cards: Vec<MuscleId>,
    },
    /// PHASE 2: markers placed on a speakeasy.
    InfluencePlaced {
        seat: Seat,
        speakeasy: SpeakeasyId,
        markers: u8,
        /// The marker opened the speakeasy (its `Opened` came just before): told in the same
        /// sentence, the cause before what it did.
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        opens: bool,
        /// The bootlegger who controlled the speakeasy and no longer does with this marker
        /// there (Contrôle de l'influence: as many markers as all the others together), told
        /// in the same sentence: a newcomer lost control, and the game, without a word.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        lost: Option<ControlLost>,
    },
    /// A speakeasy opens (its shaded circles covered) or closes.
    Opened {
        speakeasy: SpeakeasyId,
        /// The seat whose marker placed from the back room opened it: that placement, logged
        /// next, tells the opening, so this tells nothing.
        #[serde(skip_serializing_if = "Option::is_none")]
        by_marker: Option<Seat>,
    },
    Closed {
        speakeasy: SpeakeasyId,
    },
    /// PHASE 3, 1-2: a seat's production: the family still's dice, each offsite still's, and
    /// whether the cop stopped the family still.
    Produced {
        seat: Seat,
        family: Vec<u8>,
        offsite: Vec<Vec<u8>>,
        busted: bool,
        crates: u16,
    },
    /// A Little Vigorish answered: paid in full (`paid`), refused, or not payable: `had`, the
    /// money its owner held when it was less than `due` and he could not be asked (NOTES.md
    /// 14: all or nothing), told only to him.
    Vigorish {
        seat: Seat,
        offsite: Option<u8>,
        to: Seat,
        paid: i64,
        due: i64,
        #[serde(skip_serializing_if = "Option::is_none")]
        had: Option<i64>,
    },
    /// PHASE 3, 3: the cop watches this family.
    CopMoved {
        seat: Seat,
        /// The crates its family still made this turn, the most of any.
        crates: u16,
        /// The other family stills that made as many, each with its seat's authority in tenths,
        /// and the watched seat's: the tie goes to the higher authority, so the cop watches the
        /// lower card (PHASE 3, 3).
        #[serde(skip_serializing_if = "Vec::is_empty")]
        tied: Vec<(Seat, u32)>,
        authority: u32,
    },
    /// PHASE 4, 1: a deal offered, and its answer: the price in $G and the thug cards the
    /// buyer adds to it ("payées en argent, en cartes de Voyou").
    Offered {
        /// The seat that proposed it (the seller or the buyer).
        by: Seat,
        deal: Deal,
        price: i64,
        #[serde(skip_serializing_if = "Vec::is_empty")]
        cards: Vec<MuscleId>,
    },
    Accepted {
        /// The seat that proposed it, as in `Offered` (told in the news, kept out of the log,
        /// which records the offer).
        #[serde(skip)]
        by: Seat,
        deal: Deal,
        price: i64,
        #[serde(skip_serializing_if = "Vec::is_empty")]
        cards: Vec<MuscleId>,
    },
    /// A deal refused, in full: by the seat it was offered to, `by`, or for the buyer, who
    /// holds less than the price (`short`: the rules refuse it then without asking, NOTES.md
    /// 29).
    Refused {
        deal: Deal,
        price: i64,
        #[serde(skip_serializing_if = "Vec::is_empty")]
        cards: Vec<MuscleId>,
        by: Seat,
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        short: bool,
    },
    /// A seat that takes no more offers this negotiation (NOTES.md 41): the others' offers to it
    /// are no longer proposed.
    NoMoreOffers {
        seat: Seat,
    },
    /// PHASE 4, 2: crates loaded on a truck.
    Loaded {
        seat: Seat,
        truck: TruckId,
        crates: u16,
    },
    /// Crates not loaded, lost (or kept by Warehouse).
    CratesLost {
        seat: Seat,
        crates: u16,
    },
    Warehoused {
        seat: Seat,
        crates: u16,
    },
    /// The crates on a truck that went to no speakeasy, none being open when the trucks left,
    /// lost after the sales (PHASE 5: « Chaque Caisse de whiskey retourne dans la réserve »).
    NowhereToGo {
        seat: Seat,
        truck: TruckId,
        crates: u16,
    },
    /// PHASE 4, 3: a truck lined up at a speakeasy's dock.
    Dispatched {
        seat: Seat,
        truck: TruckId,
        speakeasy: SpeakeasyId,
        dock: DockId,
        /// Sent without asking: the only open speakeasy (PHASE 4, 3), as the news says.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        only: bool,
    },
    /// Big Payoff's FAQ: a truck lined up at the speakeasy whose control it bought goes to the
    /// dock that control gives its operator.
    LinedUpAgain {
        seat: Seat,
        truck: TruckId,
        speakeasy: SpeakeasyId,
        dock: DockId,
    },
    /// PHASE 5, 1: the demand dice and the demand (`None`: unlimited).
    Demand {
        speakeasy: SpeakeasyId,
        dice: Vec<u8>,
        plus: u32,
        demand: Option<u32>,
    },
    /// PHASE 5, 2c: whether the public dock may sell.
    PublicDock {
        speakeasy: SpeakeasyId,
        seat: Seat,
        allowed: bool,
    },
    /// PHASE 5, 2: crates bought from a truck, paid to its seller.
    Sold {
        speakeasy: SpeakeasyId,
        truck: TruckId,
        seller: Seat,
        crates: u16,
        paid: i64,
    },
    /// Crates a speakeasy did not buy, lost.
    Unsold {
        speakeasy: SpeakeasyId,
        truck: TruckId,
        crates: u16,
    },
    /// PHASE 5, 3: the margin to the seat in control.
    Margin {
        speakeasy: SpeakeasyId,
        seat: Seat,
        crates: u32,
        paid: i64,
    },
    /// PHASE 5, 3: crates sold at a speakeasy nobody controls, so nobody takes its profit
    /// ("Il n'y a pas de bénéfices chez Mother's car aucun Truand n'a le contrôle de
    /// l'influence"); `majority`, the seat with the most markers, sold first but takes none.
    NoMargin {
        speakeasy: SpeakeasyId,
        majority: Option<Seat>,
        /// Copper in the House made it like O'Malley's: no profit whatever the markers, and
        /// `Some(seat)` for who would have controlled it.
        raided: Option<Option<Seat>>,
        /// That seat's control came from Big Payoff, not from the markers.
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        paid_off: bool,
    },
    /// Packing Heat: a seller paid the card's player.
    PackingHeat {
        speakeasy: SpeakeasyId,
        from: Seat,
        to: Seat,
        paid: i64,
    },
    /// After PHASE 5 ("Chaque Camion loué est rendu à son propriétaire à la fin de la phase
    /// 5"): each rented truck back to its owner, each truck a Favor lent back to the supply.
    /// Logged every turn, its list left out when nothing went back (as logs kept it before
    /// it named the trucks), and then told to nobody.
    TrucksReturned {
        #[serde(skip_serializing_if = "Vec::is_empty")]
        trucks: Vec<Returned>,
    },
    /// PHASE 6, 2: every seat's money told.
    ScoresAnnounced {
        money: Vec<i64>,
    },
    /// PHASE 6, 2: the poorest's extra marker.
    Poorest {
        seat: Seat,
    },
    /// FIN DU JEU ET VICTOIRE: the richest wins.
    GameEnded {
        turn: u8,
        winner: Seat,
        money: Vec<i64>,
    },
    /// A thug card played, from hand or from the offer.
    ThugPlayed {
        seat: Seat,
        card: MuscleId,
    },
    /// G-Men—Investigation: a card cancelled. A card played on a loaded truck (G-Men—Bust a
    /// Shipment, Hijack) is cancelled before its truck is chosen: `spared` holds the loaded
    /// trucks it could have been played on, each with its operator and load, which keep their
    /// crates.
    Cancelled {
        seat: Seat,
        card: MuscleId,
        by: Seat,
        #[serde(skip_serializing_if = "Vec::is_empty")]
        spared: Vec<(TruckId, Seat, u16)>,
    },
    /// A thug card's script changed the game (what it did, in the card's words).
    ThugDid {
        seat: Seat,
        card: MuscleId,
        what: ThugDid,
    },
}

/// A truck given back after the sales: by the seat that used it this turn, to its owner (a
/// rented truck) or to the supply (`None`: a truck a Favor lent).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Returned {
    pub truck: TruckId,
    pub by: Seat,
    pub to: Option<Seat>,
}

/// What a thug card's script did, one effect each.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "did", rename_all = "snake_case")]
pub enum ThugDid {
    Destroyed {
        speakeasy: SpeakeasyId,
        owner: Seat,
    },
    Added {
        speakeasy: SpeakeasyId,
    },
    /// You Dirty Rat: a marker of `owner` at `speakeasy` replaced by one from the player's
    /// reserve; `owner`'s goes back to `owner`'s reserve, not to the back room (DESCRIPTION
    /// DÉTAILLÉE DES CARTES VOYOU, and the rulebook's FAQ on destroyed markers).
    Replaced {
        speakeasy: SpeakeasyId,
        owner: Seat,
    },
    Paid {
        to: Option<Seat>,
        amount: i64,
    },
    /// Big City Boys: `bonus` tenths added to the authority of `on`, the bootlegger whose card
    /// it was played on (any card face up, NOTES.md); logs written before `on` was kept name
    /// nobody, and the card's player is told.
    Authority {
        bonus: u16,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        on: Option<Seat>,
    },
    Control {
        speakeasy: SpeakeasyId,
    },
    /// Control of a speakeasy the card ended (Hit, Mob War, You Dirty Rat, Safe House, Double
    /// Cross, Big Payoff, Copper in the House, Big City Boys...): whose it was, his markers
    /// there against all the others', who has it now, and how the card ended it (Contrôle de
    /// l'influence), told as a marker placed tells it: its loser learnt it from nothing.
    ControlLost {
        speakeasy: SpeakeasyId,
        lost: ControlLost,
        why: LostBy,
    },
    /// A speakeasy changed for this turn (`change`: `closed`, `police_chief`, `thirsty`,
    /// `word_of_mouth`, `packing_heat`) by `n`, the number the script gave: the demand dice
    /// added (Thirsty), the $G of profit added a crate (Word of Mouth), the price a crate
    /// (Copper in the House), the fee a crate (Packing Heat); 0 for a speakeasy closed.
    Speakeasy {
        speakeasy: SpeakeasyId,
        change: String,
        n: i64,
        /// What the speakeasy pays a crate this turn, where the card's words need it (Packing
        /// Heat: the others sell at that price and pay the player `n` a crate).
        #[serde(skip_serializing_if = "Option::is_none")]
        price: Option<i64>,
        /// The speakeasy was the only one the card could be played on: picked unasked.
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        only: bool,
    },
    Vigorish {
        owner: Seat,
        offsite: Option<u8>,
    },
    DieTaken {
        owner: Seat,
        offsite: Option<u8>,
        to: StillRef,
    },
    /// A die of a family still destroyed (Turf War; never its last).
    DieDestroyed {
        owner: Seat,
    },
    OffsiteDestroyed {
        owner: Seat,
        offsite: u8,
    },
    ImprovementMoved {
        from: SpeakeasyId,
        to: SpeakeasyId,
    },
    Truck {
        truck: TruckId,
        change: String,
        /// Who drove the truck before the card (its operator: its owner, or its renter this
        /// turn), told by name; none for a truck lent from the supply.
        #[serde(skip_serializing_if = "Option::is_none")]
        owner: Option<Seat>,
    },
    Drew {
        card: MuscleId,
    },
    Recruited {
        markers: Vec<(Seat, u8)>,
    },
    SafeHouse {
        moved: Vec<(SpeakeasyId, Option<SpeakeasyId>)>,
    },
    Warehouse,
    FaceUp,
    /// A card whose script found nothing to act on (You Dirty Rat with no other bootlegger's
    /// marker to replace, or none left in its player's reserve): discarded having done nothing.
    Nothing,
    /// A card whose player answered its question "nothing" while it offered something to act
    /// on (Safe House with markers on speakeasies, none taken): discarded having done nothing.
    Declined,
    Rolled {
        face: u8,
    },
}

/// Control of a speakeasy lost to a marker placed there: whose it was, the markers he keeps
/// there against all the others' together, and who controls it now (the placer, or nobody).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ControlLost {
    pub seat: Seat,
    pub markers: u8,
    pub others: u8,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<Seat>,
    /// `to` took control on a tie of markers, by the higher authority card.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tie: Option<Tie>,
}

/// How a thug card ended a bootlegger's control of a speakeasy (Contrôle de l'influence).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum LostBy {
    /// His markers there are now fewer than all the others' together.
    Markers,
    /// He holds half the markers still, and another holding the other half now outranks him
    /// (Big City Boys' authority added to that other's card).
    Authority,
    /// The card itself, for this turn: Big Payoff's player takes control, or Copper in the
    /// House leaves the speakeasy no influence at all.
    Card,
}

/// Why a muscle card taken cannot be played at once (UTILISATION DES CARTES VOYOU), told to its
/// taker, who is not asked "play now or keep".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Waits {
    /// Not its card's moment (a card kept from Windfall waits for a later turn's authority phase).
    Moment,
    /// Nothing on the table it may be played on (Packing Heat: no speakeasy open).
    Target,
    /// Its price is more than its taker holds.
    Money,
    /// No truck of its size left in the supply.
    Truck,
    /// Its card's own condition is not met.
    Condition,
}
