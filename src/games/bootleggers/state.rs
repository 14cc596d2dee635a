//! The whole game as a plain value (Clone + Serialize): saves, undo and search start from here.
//! Money is in $G, as the rulebook counts it.

use super::content::{AuthorityId, Content, DockId, MuscleId, SizeId, SpeakeasyId, TruckCardId, numbered};
use crate::engine::deck::Deck;
use crate::engine::dice::Chance;
use crate::engine::seat::{BySeat, Seat};
use serde::{Deserialize, Serialize};

/// A truck in play: an index into [`State::trucks`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct TruckId(pub u8);

/// The phase of a turn (VUE D'ENSEMBLE: six phases).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    Authority,
    Influence,
    Production,
    Shipping,
    Sales,
    Recruiting,
}

/// What waits in a family's back room (Arrière-Salle).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BackRoom {
    pub influence: u8,
    /// Still improvement dice not on a still yet.
    pub dice: u8,
    /// Speakeasy improvement markers not on a speakeasy yet.
    pub improvements: u8,
    /// Crates produced this turn, not loaded yet.
    pub crates: u16,
}

/// An offsite still (Alambic Délocalisé): its dice, its owner's marker on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Offsite {
    pub dice: u8,
    /// Whether an influence marker of the owner's marks it (one was free in the reserve).
    pub marked: bool,
}

/// One bootlegger.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// $G, secret but at the end of turns 4 and 8 (PHASE 6, 2).
    pub money: i64,
    /// Authority cards in hand, lowest first.
    pub authority: Vec<AuthorityId>,
    /// The authority card chosen face down this turn, then face up (PHASE 1, 3-4).
    pub played: Option<AuthorityId>,
    /// Influence markers in the reserve (the others are in the back room, on speakeasies or
    /// marking trucks and stills).
    pub reserve: u8,
    pub back_room: BackRoom,
    /// Dice on the family still.
    pub family_dice: u8,
    pub offsite: Vec<Offsite>,
    /// Thug cards kept in hand (and a card drawn with Windfall kept for later).
    pub hand: Vec<MuscleId>,
    /// The influence and improvement cards of `hand` drawn with Windfall and kept this turn:
    /// they wait for the authority phase of a later turn ("pendant la phase d'Autorité d'un
    /// tour futur", NOTES.md 12).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kept_this_turn: Vec<MuscleId>,
    /// The thug cards this seat could play and did not, this turn: offered at a thug question
    /// answered "nothing more", or taken or drawn and kept. A person's table asks the question
    /// again for a card not among them (NOTES.md 40, `View::thugs_declined`); the rules and the
    /// bots read nothing of it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub thugs_passed: Vec<MuscleId>,
    /// Thug cards face up in front of the player (Friendly Union Boss).
    pub face_up: Vec<MuscleId>,
    /// Crates kept from last turn by Warehouse.
    pub warehouse: u16,
    /// What the family still produced this turn, for the cop (PHASE 3, 3).
    pub family_output: u16,
}

/// A truck miniature in play, with what it carries this turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Truck {
    pub size: SizeId,
    /// Its owner; `None` for a truck lent from the supply by a Favor card.
    pub owner: Option<Seat>,
    /// Whether the owner's influence marker marks it.
    pub marked: bool,
    /// The seat that loads and sends it this turn, when not its owner (rented, or lent).
    pub renter: Option<Seat>,
    /// Whether the renter's influence marker marks it (PHASE 4, "Note").
    pub renter_marked: bool,
    /// Crates on it (all its operator's: RULINGS.md).
    pub load: u16,
    /// The speakeasy and dock it is lined up at, and its place in that line.
    pub at: Option<LinedUp>,
    /// Its load goes to this seat when sold (Move Over, Pigeon).
    pub load_taken_by: Option<Seat>,
}

/// A truck's place at a speakeasy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LinedUp {
    pub speakeasy: SpeakeasyId,
    pub dock: DockId,
    /// Trucks line up in the order they arrive (PHASE 4, 3).
    pub order: u16,
}

impl Truck {
    /// The seat that loads, sends and sells from it this turn.
    pub fn operator(&self) -> Option<Seat> {
        self.renter.or(self.owner)
    }

    /// The crates it can still take: its size's capacity less its load (PHASE 4, 2).
    pub fn room(&self, content: &Content) -> u16 {
        u16::from(content.rules.truck(self.size).capacity).saturating_sub(self.load)
    }
}

/// This turn's changes to a speakeasy by thug cards (they end with the turn).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnEffects {
    /// G-Men—Bust a Speakeasy: closed this turn.
    pub closed: bool,
    /// Copper in the House: like O'Malley's, buying every crate at this price.
    pub like_police_chief: Option<u32>,
    /// Big Payoff: this seat has control this turn.
    pub control: Option<Seat>,
    /// Thirsty: more demand dice.
    pub extra_dice: u8,
    /// Word of Mouth: more margin a crate.
    pub extra_margin: u32,
    /// Packing Heat: every other seller pays this seat so much a crate sold here (RULINGS.md).
    pub packing_heat: Option<(Seat, u32)>,
}

/// One speakeasy's state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpeakeasyState {
    /// Influence markers by seat.
    pub influence: BySeat<u8>,
    /// Speakeasy improvement markers on it.
    pub improvements: u8,
    #[serde(default)]
    pub effects: TurnEffects,
}

impl SpeakeasyState {
    pub fn markers(&self) -> u32 {
        self.influence.0.iter().map(|&n| u32::from(n)).sum()
    }
}

/// A still's owner must pay to produce (A Little Vigorish).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Vigorish {
    pub owner: Seat,
    /// `None`: the family still; else the offsite still at that index.
    pub offsite: Option<u8>,
    pub to: Seat,
    pub per_die: u32,
}

/// The vigorish a still's owner is asked to pay, while he answers (A Little Vigorish: "Le
/// propriétaire de cet Alambic doit vous payer $3G par dé de production", asked as the card is
/// played, RULINGS.md): the card, the still, who played it, and the dice it charges.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VigorishAsked {
    pub card: MuscleId,
    /// `None`: the family still; else the offsite still at that index.
    pub offsite: Option<u8>,
    pub to: Seat,
    pub per_die: u32,
    /// The still's dice when the card is played: every one is paid for (NOTES.md 14).
    pub dice: u8,
}

/// What a question of the rules is about, beyond its options, while its seat answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Asking {
    /// The vigorish its still's owner is asked to pay (the still and the amount the rules
    /// picked).
    Vigorish(VigorishAsked),
    /// The truck its operator is asked where to send (PHASE 4, 3; a hijacked truck too).
    Truck(TruckId),
    /// The truck its operator has said how many crates to load on, asked whether to play a
    /// thug card it kept before they go on (PHASE 4, 2; `rules::thugs::kept_before_loading`).
    Loading(TruckId),
    /// The speakeasy whose public dock the seat in control or with the majority is asked to
    /// let sell (PHASE 5, 2c).
    PublicDock(SpeakeasyId),
}

impl VigorishAsked {
    /// The whole amount: every die at the card's price, all or nothing (NOTES.md 14).
    pub fn due(&self) -> i64 {
        i64::from(self.per_die) * i64::from(self.dice)
    }
}

/// The game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub players: BySeat<Player>,
    /// The turn being played, from 1.
    pub turn: u8,
    pub phase: Phase,
    /// Whether this turn's authority cards are face up (PHASE 1, 4): until then a seat sees
    /// only its own.
    pub revealed: bool,
    /// Speakeasies by [`SpeakeasyId`] (those out of this game stay empty and closed).
    pub speakeasies: Vec<SpeakeasyState>,
    pub trucks: Vec<Truck>,
    pub muscle: Deck<MuscleId>,
    pub truck_deck: Deck<TruckCardId>,
    /// The truck card face up on its offer space (PHASE 1, 1).
    pub truck_offer: Option<TruckCardId>,
    /// The muscle cards on the offer spaces this turn (PHASE 1, 2).
    pub muscle_offer: Vec<MuscleId>,
    /// Speakeasy improvement markers left in the box.
    pub improvement_supply: u8,
    /// The family the cop watches (PHASE 3).
    pub cop: Option<Seat>,
    /// Authority bonus this turn, in tenths (Big City Boys: 5.5 is 55).
    pub authority_bonus: BySeat<u16>,
    /// A Little Vigorish on stills this turn.
    pub vigorish: Vec<Vigorish>,
    /// What the question being answered is about beyond its options (`rules::ask_about`): set
    /// only while its seat answers, so his screen words it and his bot weighs it. Absent from a
    /// state written before it (and from every state between questions).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub asking: Option<Asking>,
    /// Seats whose Warehouse keeps their unloaded crates this turn.
    pub warehouse: Vec<Seat>,
    /// Markers moved to the back room by Safe House: they wait for the next turn.
    pub safe_house: BySeat<u8>,
    /// Trucks lined up so far this turn (the next one's place).
    pub arrivals: u16,
    /// The generator and the dice fixed to come (scenarios and tests).
    pub chance: Chance,
}

/// Where a seat stands in a speakeasy (Contrôle de l'influence, influence majoritaire et
/// influence minoritaire).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Standing {
    Control,
    Majority,
    Minority,
    None,
}

/// Control of a speakeasy taken on a tie of markers by the higher authority card (Contrôle de
/// l'influence): who took it, whom it passed over, and their authorities this turn in tenths.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Tie {
    pub won: Seat,
    pub over: Seat,
    pub high: u32,
    pub low: u32,
}

impl State {
    pub fn seats(&self) -> usize {
        self.players.len()
    }

    /// The players in this game of the content (`players` is what speakeasies' variants read).
    pub fn player_count(&self) -> u8 {
        u8::try_from(self.players.len()).unwrap_or(u8::MAX)
    }

    /// A seat's authority this turn in tenths: its face-up card plus Big City Boys.
    pub fn authority(&self, content: &Content, seat: Seat) -> u32 {
        let card = self.players[seat].played.map_or(0, |a| u32::from(content.authority[usize::from(a.0)].number));
        card * 10 + u32::from(self.authority_bonus[seat])
    }

    /// The seats in descending authority (PHASE 1, 5), ties (none in the box) by seat.
    pub fn by_authority(&self, content: &Content) -> Vec<Seat> {
        let mut seats: Vec<Seat> = self.players.seats().collect();
        seats.sort_by_key(|&s| (std::cmp::Reverse(self.authority(content, s)), s));
        seats
    }

    /// Whether `a` has more authority than `b` this turn.
    pub fn outranks(&self, content: &Content, a: Seat, b: Seat) -> bool {
        (self.authority(content, a), std::cmp::Reverse(a)) > (self.authority(content, b), std::cmp::Reverse(b))
    }

    pub fn speakeasy(&self, s: SpeakeasyId) -> &SpeakeasyState {
        &self.speakeasies[usize::from(s.0)]
    }

    pub fn speakeasy_mut(&mut self, s: SpeakeasyId) -> &mut SpeakeasyState {
        &mut self.speakeasies[usize::from(s.0)]
    }

    /// Whether the cop watches this seat's family still this turn, so that a bust face on any
    /// of its dice makes it produce nothing (PHASE 3; RULINGS.md: from turn 5).
    pub fn cop_watches(&self, content: &Content, seat: Seat) -> bool {
        self.cop == Some(seat) && self.turn >= content.rules.cop.watches_from_turn && content.board.family_still.cop
    }

    /// Whether the speakeasy sells this turn: in this game, its shaded circles covered (PHASE
    /// 2), O'Malley's always (PHASE 5), unless the G-Men closed it.
    pub fn is_open(&self, content: &Content, s: SpeakeasyId) -> bool {
        self.is_open_with(content, s, self.speakeasy(s).markers())
    }

    /// The speakeasies in this game open now: where a truck may be sent.
    pub fn open_speakeasies<'a>(&'a self, content: &'a Content) -> impl Iterator<Item = SpeakeasyId> + 'a {
        content.board.in_game(self.player_count()).map(|(id, _)| id).filter(move |&id| self.is_open(content, id))
    }

    /// Whether the speakeasy would sell this turn holding `markers` influence markers.
    pub fn is_open_with(&self, content: &Content, s: SpeakeasyId, markers: u32) -> bool {
        let printed = &content.board.speakeasies[usize::from(s.0)];
        printed.used_with(self.player_count())
            && !self.speakeasy(s).effects.closed
            && (!printed.influence || markers >= u32::from(printed.circles_shaded))
    }

    /// Whether the speakeasy has influence this turn (not O'Malley's, not Copper in the House).
    pub fn has_influence(&self, content: &Content, s: SpeakeasyId) -> bool {
        content.board.speakeasies[usize::from(s.0)].influence && self.speakeasy(s).effects.like_police_chief.is_none()
    }

    /// The seats with control and with majority influence in a speakeasy holding `influence`
    /// markers by seat (Contrôle de l'influence...): control is as much as all others together
    /// (ties between two: the higher authority), or Big Payoff's player; majority, when nobody
    /// has control, more than any other.
    pub fn leaders(&self, content: &Content, s: SpeakeasyId, influence: &[u8]) -> (Option<Seat>, Option<Seat>) {
        if !self.has_influence(content, s) {
            return (None, None);
        }
        self.tally(content, s, influence)
    }

    /// The seats with control and majority by the markers alone, as if Copper in the House had
    /// not been played on the speakeasy (who would have taken its profit).
    pub fn leaders_unraided(&self, content: &Content, s: SpeakeasyId) -> (Option<Seat>, Option<Seat>) {
        if !content.board.speakeasies[usize::from(s.0)].influence {
            return (None, None);
        }
        self.tally(content, s, &self.speakeasy(s).influence.0)
    }

    fn tally(&self, content: &Content, s: SpeakeasyId, influence: &[u8]) -> (Option<Seat>, Option<Seat>) {
        if let Some(seat) = self.speakeasy(s).effects.control {
            return (Some(seat), None);
        }
        let total: u32 = influence.iter().map(|&n| u32::from(n)).sum();
        let seats = || numbered(influence).map(|(i, &n)| (Seat(i), n));
        let mut control: Option<Seat> = None;
        for (seat, n) in seats() {
            if n > 0 && 2 * u32::from(n) >= total && control.is_none_or(|b| self.outranks(content, seat, b)) {
                control = Some(seat);
            }
        }
        if control.is_some() {
            return (control, None);
        }
        let most = influence.iter().copied().max().unwrap_or(0);
        let mut top = seats().filter(|&(_, n)| n == most && most > 0).map(|(s, _)| s);
        let majority = match (top.next(), top.next()) {
            (Some(one), None) => Some(one),
            _ => None,
        };
        (None, majority)
    }

    /// A control decided by a tie of markers, with `influence` markers by seat: the seat in
    /// control holds half of them and another seat the other half, and "Si deux Truands sont
    /// ex-aequo, le Truand avec la carte d'Autorité la plus élevée l'emporte" (Contrôle de
    /// l'influence). Both authorities this turn, in tenths; none where Big Payoff fixed control.
    pub fn control_tie(&self, content: &Content, s: SpeakeasyId, influence: &[u8]) -> Option<Tie> {
        if self.speakeasy(s).effects.control.is_some() {
            return None;
        }
        let won = self.leaders(content, s, influence).0?;
        let held = *influence.get(won.index())?;
        let (over, _) = numbered(influence).find(|&(i, &n)| Seat(i) != won && n == held)?;
        let over = Seat(over);
        Some(Tie { won, over, high: self.authority(content, won), low: self.authority(content, over) })
    }

    /// The seats with control and with majority influence in a speakeasy as it stands.
    pub fn leaders_at(&self, content: &Content, s: SpeakeasyId) -> (Option<Seat>, Option<Seat>) {
        self.leaders(content, s, &self.speakeasy(s).influence.0)
    }

    /// The seat with control of influence in a speakeasy, if any.
    pub fn controller(&self, content: &Content, s: SpeakeasyId) -> Option<Seat> {
        self.leaders_at(content, s).0
    }

    /// The seat with majority influence, when nobody has control.
    pub fn majority(&self, content: &Content, s: SpeakeasyId) -> Option<Seat> {
        self.leaders_at(content, s).1
    }

    /// Where `seat` stands in a speakeasy.
    pub fn standing(&self, content: &Content, s: SpeakeasyId, seat: Seat) -> Standing {
        self.standing_with(content, s, seat, &self.speakeasy(s).influence.0)
    }

    /// Where `seat` would stand in a speakeasy holding `influence` markers by seat.
    pub fn standing_with(&self, content: &Content, s: SpeakeasyId, seat: Seat, influence: &[u8]) -> Standing {
        match self.leaders(content, s, influence) {
            (Some(c), _) if c == seat => Standing::Control,
            (_, Some(m)) if m == seat => Standing::Majority,
            _ if self.has_influence(content, s) && influence.get(seat.index()).is_some_and(|&n| n > 0) => {
                Standing::Minority
            }
            _ => Standing::None,
        }
    }

    /// The seat who decides whether the public dock sells (control or majority).
    pub fn decider(&self, content: &Content, s: SpeakeasyId) -> Option<Seat> {
        let (control, majority) = self.leaders(content, s, &self.speakeasy(s).influence.0);
        control.or(majority)
    }

    /// Trucks a seat operates this turn (its own not rented out, those it rents or was lent).
    pub fn operated_by(&self, seat: Seat) -> impl Iterator<Item = (TruckId, &Truck)> {
        numbered(&self.trucks).filter(move |(_, t)| t.operator() == Some(seat)).map(|(i, t)| (TruckId(i), t))
    }

    /// Every truck in play with its id (the box holds at most 255: `load` refuses more).
    pub fn trucks_with_ids(&self) -> impl Iterator<Item = (TruckId, &Truck)> {
        numbered(&self.trucks).map(|(i, t)| (TruckId(i), t))
    }

    /// The id of the truck last put in play.
    pub fn last_truck(&self) -> Option<TruckId> {
        self.trucks.len().checked_sub(1).and_then(super::content::byte_id).map(TruckId)
    }

    pub fn truck(&self, t: TruckId) -> &Truck {
        &self.trucks[usize::from(t.0)]
    }

    pub fn truck_mut(&mut self, t: TruckId) -> &mut Truck {
        &mut self.trucks[usize::from(t.0)]
    }

    /// Trucks in play of one size (the box holds so many miniatures).
    pub fn trucks_of_size(&self, size: SizeId) -> usize {
        self.trucks.iter().filter(|t| t.size == size).count()
    }

    /// Whether the box still holds a truck of this size for one more in play (PHASE 1, 5;
    /// NOTES.md: a truck card with none of its size left is discarded).
    pub fn truck_left(&self, content: &Content, size: SizeId) -> bool {
        self.trucks_of_size(size) < usize::from(content.rules.truck(size).miniatures)
    }

    /// The trucks at a speakeasy in the order it buys (PHASE 5, 2): dock by dock, each in its
    /// line's order. The sales follow it, and the public dock's question names its trucks so.
    pub fn lined_up(&self, content: &Content, s: SpeakeasyId) -> Vec<TruckId> {
        let docks = &content.board.speakeasies[usize::from(s.0)].docks;
        let mut here: Vec<(usize, u16, TruckId)> = self
            .trucks_with_ids()
            .filter_map(|(id, t)| {
                let at = t.at.filter(|a| a.speakeasy == s)?;
                let dock = docks.iter().position(|&d| d == at.dock).unwrap_or(docks.len());
                Some((dock, at.order, id))
            })
            .collect();
        here.sort();
        here.into_iter().map(|(_, _, t)| t).collect()
    }

    /// Influence markers of a seat placed on speakeasies.
    pub fn placed(&self, seat: Seat) -> u32 {
        self.speakeasies.iter().map(|s| u32::from(s.influence[seat])).sum()
    }

    /// A seat's markers out of its reserve: in its back room, on speakeasies, and marking the
    /// trucks it owns or rents and its offsite stills. With the reserve, they are all its markers.
    pub fn markers_in_use(&self, seat: Seat) -> usize {
        let p = &self.players[seat];
        let owned = self.trucks.iter().filter(|t| t.owner == Some(seat) && t.marked).count();
        let rented = self.trucks.iter().filter(|t| t.renter == Some(seat) && t.renter_marked).count();
        let stills = p.offsite.iter().filter(|o| o.marked).count();
        usize::from(p.back_room.influence) + self.placed(seat) as usize + owned + rented + stills
    }

    /// Markers from a seat's reserve into its back room, as many as the reserve holds
    /// (RULINGS.md: gains beyond the reserve are lost): how many.
    pub fn recruit(&mut self, seat: Seat, markers: u8) -> u8 {
        let p = &mut self.players[seat];
        let n = markers.min(p.reserve);
        p.reserve -= n;
        p.back_room.influence += n;
        n
    }

    /// One marker from the reserve to mark something a seat owns or rents, if one is free
    /// (NOTES.md: with none free, it is owned unmarked).
    pub fn take_marker(&mut self, seat: Seat) -> bool {
        let p = &mut self.players[seat];
        let free = p.reserve > 0;
        if free {
            p.reserve -= 1;
        }
        free
    }

    /// Pays `amount` to the bank, or all a seat has when it has less (PHASE 1, 5a "Note"; the
    /// FAQ for Moll): what was paid.
    pub fn pay_what_it_can(&mut self, seat: Seat, amount: i64) -> i64 {
        let p = &mut self.players[seat];
        let paid = amount.clamp(0, p.money.max(0));
        p.money -= paid;
        paid
    }
}
