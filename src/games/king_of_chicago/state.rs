//! The whole game as a plain value (Clone + Serialize): saves, undo and search start from here.
//! With the parts it is made of: the cards and where they are, a fight in progress (its sides,
//! what it is fought over), a deal put to a seat, the words of a card's question.

use super::board::{SquareId, StreetId};
use super::defs::Res3;
use crate::engine::deck::Deck;
use crate::engine::dice::Chance;
use crate::engine::seat::{BySeat, Seat};
use serde::{Deserialize, Serialize};

/// A card in the deck: an index into the content table of its kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Card {
    Gangster(u8),
    Event(u8),
    Contract(u8),
    Resource(u8),
}

/// The card a script failure names, from the number the script host knows it by.
impl From<usize> for Card {
    fn from(key: usize) -> Card {
        Card::from_key(key)
    }
}

impl Card {
    /// The card as one number (its kind and index), as the engine's tally and logs of script
    /// failures count cards.
    pub fn key(self) -> usize {
        let (kind, i) = match self {
            Card::Gangster(i) => (0, i),
            Card::Event(i) => (1, i),
            Card::Contract(i) => (2, i),
            Card::Resource(i) => (3, i),
        };
        kind << 8 | usize::from(i)
    }

    /// The card a [`Card::key`] names.
    pub fn from_key(key: usize) -> Card {
        let i = (key & 0xff) as u8;
        match key >> 8 {
            0 => Card::Gangster(i),
            1 => Card::Event(i),
            2 => Card::Contract(i),
            _ => Card::Resource(i),
        }
    }
}

/// A gangster card, by index into the content's gangster table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct GangsterId(pub u8);

/// The gangsters in one place (a car, a business, jail...): a handful, kept off the heap,
/// since the rules and the bots gather them at almost every step.
pub type Gangsters = smallvec::SmallVec<[GangsterId; 8]>;

/// A business marker, by index into the content's business table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct BusinessId(pub u8);

/// Where a gangster card is (rulebook 5.2.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Where {
    /// In the deck or its discard pile.
    Deck,
    /// On the auction row, waiting for a bid.
    Auction,
    /// Owned, not yet placed (bought this trade round, or left over at placement).
    Reserve,
    /// Fled a fight (Sneaking out the backdoor): out of play until the next placement.
    Hiding,
    Car,
    Business(BusinessId),
    Jail,
    Hospital,
    Graveyard,
}

impl Where {
    /// The word for the place, as scripts see it and locale keys name it (`where-<word>`).
    pub fn word(self) -> &'static str {
        match self {
            Where::Deck => "deck",
            Where::Auction => "auction",
            Where::Reserve => "folder",
            Where::Hiding => "hiding",
            Where::Car => "car",
            Where::Business(_) => "business",
            Where::Jail => "jail",
            Where::Hospital => "hospital",
            Where::Graveyard => "graveyard",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct GangsterState {
    pub owner: Option<Seat>,
    pub at: Where,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BusinessState {
    pub owner: Option<Seat>,
    /// The lot it stands on; `None` while the marker is in the bank.
    pub square: Option<SquareId>,
    /// Closed by a police raid until the end of the next trade round (5.4.1).
    pub closed: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Car {
    pub at: StreetId,
    /// In this garage until the end of the next trade round (5.2.5, "Après l'attaque").
    pub garage: Option<SquareId>,
}

/// A contract card a player holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeldContract {
    pub card: u8,
    /// Started (face up) contracts cannot be traded or discarded (5.2.4).
    pub started: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub money: i64,
    pub resources: Res3,
    pub car: Car,
    pub events: Vec<u8>,
    pub contracts: Vec<HeldContract>,
    pub completed: Vec<u8>,
    /// Election Day: no moves, no events but the severed horsehead, until the trade round.
    #[serde(default)]
    pub frozen: bool,
    /// Election Day: no income at the next trade round.
    #[serde(default)]
    pub no_income: bool,
    /// The card that froze this player and who played it, while he is frozen (8.1).
    #[serde(default)]
    pub frozen_by: Option<FrozenBy>,
    /// Out of gas: the car does not move in this player's next turn.
    #[serde(default)]
    pub out_of_gas: bool,
    /// Streetwise: extra movement rolls to use this turn.
    #[serde(default)]
    pub extra_moves: u8,
}

impl Player {
    /// The event and contract cards not yet started the player holds: their backs are in view
    /// (6.2), what the others may count.
    pub fn cards_face_down(&self) -> usize {
        self.events.len() + self.contracts.iter().filter(|c| !c.started).count()
    }
}

/// The card that froze a player (Election Day, 8.1) and the seat that played it: the income
/// it cancels and the player's status line name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FrozenBy {
    pub card: Card,
    pub seat: Option<Seat>,
}

/// A look inside a car or a business, known to one seat only.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Peek {
    pub seat: Seat,
    pub target: Target,
    pub gangsters: Vec<GangsterId>,
}

/// The police car and who controls it (5.3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Police {
    pub at: StreetId,
    pub controller: Option<Seat>,
    pub actions_left: u8,
    /// Friends on the inside: the controller moves the police before his own car.
    #[serde(default)]
    pub before_move: bool,
    /// What the controller paid the police at the last trade round (6.4); 0 when he took the
    /// car with a card or nobody bribed them. Election Day's news says what it costs him (8.1).
    #[serde(default)]
    pub bribe: i64,
}

/// Where the game stands in its round structure.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    /// 1-based game round.
    pub round: u32,
    /// 1-based action round; one past the last during the trade round.
    pub action_round: u8,
    /// Index, in turn order from `first`, of the next player turn in this action round.
    pub turn: u8,
    pub first: Seat,
}

/// Whose side of a fight.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Attacker,
    Defender,
}

/// What a shootout is fought over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Target {
    Car(Seat),
    Business(BusinessId),
}

/// Which kind of fight, for the gangsters' bonuses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mode {
    DriveBy,
    Business,
}

/// A fight in progress. Its gangsters are face up for everyone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fight {
    pub attacker: Seat,
    pub defender: Seat,
    pub target: Target,
    pub mode: Mode,
    /// Gangsters still in the fight on each side.
    pub attackers: Vec<GangsterId>,
    pub defenders: Vec<GangsterId>,
    /// Gangsters whose bonuses and abilities do not count (John Doe).
    pub neutralised: Vec<GangsterId>,
    /// Added to each roll of the attacker and of the defender (Tommyguns, Shotguns, Dynamite).
    pub roll_bonus: [i64; 2],
    /// Every defeated gangster goes to the graveyard (Massacre).
    pub massacre: bool,
    /// The attack was called off before any shot (Thin Tim).
    pub escaped: bool,
    /// The fight ends with no winner (Getaway).
    pub ended: bool,
    pub attack: i64,
    pub defense: i64,
}

impl Fight {
    /// A fight just declared: both sides face up, nothing played on it yet.
    pub fn new(
        attacker: Seat,
        defender: Seat,
        target: Target,
        mode: Mode,
        attackers: Vec<GangsterId>,
        defenders: Vec<GangsterId>,
    ) -> Fight {
        Fight {
            attacker,
            defender,
            target,
            mode,
            attackers,
            defenders,
            neutralised: Vec::new(),
            roll_bonus: [0, 0],
            massacre: false,
            escaped: false,
            ended: false,
            attack: 0,
            defense: 0,
        }
    }

    pub fn side_of_seat(&self, seat: Seat) -> Option<Side> {
        if seat == self.attacker {
            Some(Side::Attacker)
        } else if seat == self.defender {
            Some(Side::Defender)
        } else {
            None
        }
    }

    pub fn everyone(&self) -> Vec<GangsterId> {
        self.attackers.iter().chain(&self.defenders).copied().collect()
    }
}

/// What changes hands one way in a deal.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bundle {
    #[serde(default)]
    pub money: i64,
    #[serde(default)]
    pub resources: Res3,
    /// Event cards, by index.
    #[serde(default)]
    pub events: Vec<u8>,
    /// Contract cards not started, by index.
    #[serde(default)]
    pub contracts: Vec<u8>,
    /// Gangsters (in the trade round only).
    #[serde(default)]
    pub gangsters: Vec<GangsterId>,
}

impl Bundle {
    pub fn is_empty(&self) -> bool {
        *self == Bundle::default()
    }
}

/// An offer from one seat to another: `give` for `get`. A loan is a deal that asks nothing
/// back; paying it back is a later deal, or not (rulebook 1.3: nothing enforces it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deal {
    pub from: Seat,
    pub to: Seat,
    pub give: Bundle,
    pub get: Bundle,
}

/// The words a card's script gives the question it puts to a seat (`choose`'s fourth
/// argument, `HOOKS.md`), held while that seat decides: the question's text,
/// `prompt-card-<key>`, is given them by name.
///
/// They travel here, in the position, rather than in the prompt or the engine's request: the
/// prompt stays the question's key, which the log records and bots, scenario answers and
/// coverage match on, so a question that says more changes none of them; and the screen, at
/// the terminal and in the browser, reads a question from the seat's view, as it reads the
/// deal put to it (`offer`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardQuestion {
    /// The seat asked: only its view holds the words.
    pub seat: Seat,
    pub said: Vec<(String, Said)>,
    /// The card whose script asks: its help shows the card's text, whatever the question's
    /// key (The Reporter asks `reporter_look`, Red hot tip `stake`).
    #[serde(default)]
    pub card: Option<Card>,
}

/// One value a card's question is given: a number, a word, or something of the game, which
/// the screen names in the reader's language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Said {
    Number(i64),
    Text(String),
    Player(Seat),
    Gangster(GangsterId),
    Business(BusinessId),
    Street(StreetId),
    Resources(Res3),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// The generator and the dice fixed to come (scenarios and tests).
    pub chance: Chance,
    pub clock: Clock,
    pub players: BySeat<Player>,
    pub gangsters: Vec<GangsterState>,
    pub businesses: Vec<BusinessState>,
    /// Owner of each square's turf marker (only turf squares are ever set).
    pub turf: Vec<Option<Seat>>,
    /// Resource tokens lying on each square.
    pub tokens: Vec<Res3>,
    /// Tokens left in the bank's supply.
    pub supply: Res3,
    pub deck: Deck<Card>,
    /// The auction row, first to be auctioned first.
    pub auction: Vec<GangsterId>,
    /// The gangster being auctioned right now.
    pub lot: Option<GangsterId>,
    /// The gangsters still to be auctioned after the lot in this trade round (6.3), face up
    /// in the row at the table.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lots_after: Vec<GangsterId>,
    pub police: Police,
    /// Holder of the local respect marker (5.2.2).
    pub respect: Option<Seat>,
    /// The fight in progress: its gangsters lie face up for everyone (5.2.5).
    #[serde(default)]
    pub fight: Option<Fight>,
    /// Cards whose once-per-game-round ability is spent (Thin Tim, The Reporter).
    #[serde(default)]
    pub used: Vec<Card>,
    /// An event card being played: out of the hand, not yet on the discard pile.
    #[serde(default)]
    pub playing: Option<(Seat, u8)>,
    /// What seats have seen inside cars and businesses (The Reporter), until the next placement.
    #[serde(default)]
    pub peeks: Vec<Peek>,
    /// A deal put to a seat, while it decides (both seats see it).
    #[serde(default)]
    pub offer: Option<Deal>,
    /// The words of a card's question, while the seat it is put to decides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card_question: Option<CardQuestion>,
    /// At the placement (6.5), the gangsters of the seat placing that are still to be placed,
    /// each with where he was before it: the first is the one asked about now.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub placing: Vec<(GangsterId, Where)>,
    /// Power points as last logged, by seat index (so only changes are logged).
    pub power_seen: Vec<i64>,
    pub winner: Option<Seat>,
}

impl State {
    pub fn seats(&self) -> usize {
        self.players.len()
    }

    pub fn gangster(&self, g: GangsterId) -> &GangsterState {
        &self.gangsters[usize::from(g.0)]
    }

    pub fn gangster_mut(&mut self, g: GangsterId) -> &mut GangsterState {
        &mut self.gangsters[usize::from(g.0)]
    }

    pub fn business(&self, b: BusinessId) -> &BusinessState {
        &self.businesses[usize::from(b.0)]
    }

    pub fn business_mut(&mut self, b: BusinessId) -> &mut BusinessState {
        &mut self.businesses[usize::from(b.0)]
    }

    /// Gangsters of `seat` at `at`, in card order.
    pub fn gangsters_at(&self, seat: Seat, at: Where) -> Gangsters {
        self.gangsters
            .iter()
            .enumerate()
            .filter(|(_, g)| g.owner == Some(seat) && g.at == at)
            .map(|(i, _)| GangsterId(i as u8))
            .collect()
    }

    /// Gangsters in the car of `seat`.
    pub fn in_car(&self, seat: Seat) -> Gangsters {
        self.gangsters_at(seat, Where::Car)
    }

    /// Gangsters in business `b` (owned by its owner).
    pub fn in_business(&self, b: BusinessId) -> Gangsters {
        self.gangsters
            .iter()
            .enumerate()
            .filter(|(_, g)| g.at == Where::Business(b))
            .map(|(i, _)| GangsterId(i as u8))
            .collect()
    }

    /// Businesses owned by `seat`, in marker order.
    pub fn businesses_of(&self, seat: Seat) -> Vec<BusinessId> {
        self.businesses
            .iter()
            .enumerate()
            .filter(|(_, b)| b.owner == Some(seat))
            .map(|(i, _)| BusinessId(i as u8))
            .collect()
    }

    /// The business standing on lot `sq`, if any.
    pub fn business_on(&self, sq: SquareId) -> Option<BusinessId> {
        self.businesses.iter().position(|b| b.square == Some(sq)).map(|i| BusinessId(i as u8))
    }

    /// Turf markers `seat` has on the board.
    pub fn turf_count(&self, seat: Seat) -> i64 {
        self.turf.iter().filter(|t| **t == Some(seat)).count() as i64
    }

    /// Gangsters of `seat` in a car or a business (RULINGS: "active").
    pub fn active_gangsters(&self, seat: Seat) -> i64 {
        self.gangsters
            .iter()
            .filter(|g| g.owner == Some(seat) && matches!(g.at, Where::Car | Where::Business(_)))
            .count() as i64
    }
}
