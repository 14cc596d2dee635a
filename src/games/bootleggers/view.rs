//! What one seat sees when it is asked: the board, the trucks, the stills and every back room
//! (all on the table), the face-up authority cards once revealed; its own money, authority
//! hand and thug cards. Hidden from it: the others' money (but when scores are announced at
//! the end of turns 4 and 8), their authority hands and the card they chose before the reveal,
//! their thug cards in hand, the decks' order and the dice to come. The game's bots and a
//! person at the terminal decide from this alone (a searching seat imagines from
//! `Game::determinize`).

use super::Bootleggers;
use super::choice::Choice;
use super::content::{AuthorityId, Content, MuscleId};
use super::event::Event;
use super::state::{Player, State, Truck, TruckId};
use crate::engine::game::LogEntry;
use crate::engine::log::Logged;
use crate::engine::seat::Seat;

/// What a seat's stills rolled at a production: the family still's dice, each offsite
/// still's, and whether the cop stopped the family still.
pub type Rolled<'a> = (&'a [u8], &'a [Vec<u8>], bool);

pub struct View<'a> {
    state: &'a State,
    pub content: &'a Content,
    pub seat: Seat,
    log: &'a [LogEntry<Bootleggers>],
}

impl<'a> View<'a> {
    pub fn new(state: &'a State, content: &'a Content, seat: Seat, log: &'a [LogEntry<Bootleggers>]) -> View<'a> {
        View { state, content, seat, log }
    }

    /// The position, for what is public in it (the board, the trucks, the stills): its hidden
    /// parts are read only through the accessors below.
    pub fn board(&self) -> &State {
        self.state
    }

    pub fn me(&self) -> &Player {
        &self.state.players[self.seat]
    }

    pub fn money(&self) -> i64 {
        self.me().money
    }

    pub fn authority_hand(&self) -> &[AuthorityId] {
        &self.me().authority
    }

    pub fn thug_hand(&self) -> &[MuscleId] {
        &self.me().hand
    }

    /// The authority card a seat plays this turn, when this seat may see it.
    pub fn played(&self, seat: Seat) -> Option<AuthorityId> {
        (seat == self.seat || self.state.revealed).then(|| self.state.players[seat].played).flatten()
    }

    /// How many thug cards a seat holds (the cards are hidden, their number is not).
    pub fn hand_size(&self, seat: Seat) -> usize {
        self.state.players[seat].hand.len()
    }

    /// The thug cards this seat knows `seat` holds: its own hand for itself; for another, the
    /// cards it took from the offer spaces, which lie face up (PHASE 1, 5b), and those given to
    /// it in a deal (PHASE 4, 1), less those it played or gave away since. A card drawn face
    /// down (Windfall) is never counted for another.
    pub fn known_hand(&self, seat: Seat) -> Vec<MuscleId> {
        if seat == self.seat {
            return self.me().hand.clone();
        }
        let mut known = Vec::new();
        let drop = |known: &mut Vec<MuscleId>, card: &MuscleId| {
            if let Some(i) = known.iter().position(|c| c == card) {
                known.remove(i);
            }
        };
        for e in self.log.iter().filter_map(Logged::game) {
            match e {
                Event::TookMuscle { seat: s, card }
                    if *s == seat && self.content.muscle[usize::from(card.0)].thug().is_some() =>
                {
                    known.push(*card);
                }
                Event::ThugPlayed { seat: s, card } if *s == seat => drop(&mut known, card),
                Event::Accepted { deal, cards, .. } if deal.buyer() == seat => {
                    cards.iter().for_each(|c| drop(&mut known, c));
                }
                Event::Accepted { deal, cards, .. } if deal.seller() == seat => known.extend(cards.iter().copied()),
                _ => {}
            }
        }
        known
    }

    /// What `seat`'s stills rolled at this turn's production, when it has come (PHASE 3, 1): the
    /// family still's dice, each offsite still's, and whether the cop stopped the family still.
    pub fn produced(&self, seat: Seat) -> Option<Rolled<'_>> {
        for e in self.log.iter().rev() {
            match e.game() {
                Some(Event::TurnBegan { .. }) => return None,
                Some(Event::Produced { seat: s, family, offsite, busted, .. }) if *s == seat => {
                    return Some((family.as_slice(), offsite.as_slice(), *busted));
                }
                _ => {}
            }
        }
        None
    }

    /// The deal offered last, its price and the thug cards added to it (the one a seat is
    /// asked to answer).
    pub fn offer(&self) -> Option<(super::choice::Deal, i64, &[super::content::MuscleId])> {
        self.log.iter().rev().find_map(|e| match e.game()? {
            Event::Offered { deal, price, cards, .. } => Some((*deal, *price, cards.as_slice())),
            _ => None,
        })
    }

    /// Whether this seat's last answer to `prompt` this turn was "nothing more" (an offer
    /// declined in this turn's negotiation, PHASE 4, 1).
    pub fn declined_this_turn(&self, prompt: &str) -> bool {
        for e in self.log.iter().rev() {
            match e {
                Logged::Game(Event::TurnBegan { .. }) => return false,
                Logged::Chose(c) if c.seat == self.seat && c.prompt == prompt => return c.choice == Choice::Done,
                _ => {}
            }
        }
        false
    }

    /// The deal this seat picked and is now asked the crates or the price of (PHASE 4, 1): its
    /// last choice at the `deal` question this turn.
    pub fn deal_being_priced(&self) -> Option<super::choice::Deal> {
        match self.chosen_last("deal")? {
            Choice::Propose(deal) => Some(deal),
            _ => None,
        }
    }

    /// The crates this seat chose for the deal it is building (PHASE 4, 1: its answer to
    /// `deal_crates` since its last choice at `deal`); `None` before it is chosen, or for a
    /// truck.
    pub fn crates_chosen(&self) -> Option<i64> {
        for e in self.log.iter().rev() {
            match e {
                Logged::Chose(c) if c.seat == self.seat && c.prompt == "deal_crates" => {
                    return Choice::read_load(&c.choice);
                }
                Logged::Chose(c) if c.seat == self.seat && c.prompt == "deal" => return None,
                Logged::Game(Event::TurnBegan { .. }) => return None,
                _ => {}
            }
        }
        None
    }

    /// `yes` in the game's last turn, `no` before it: a thug card not played by the end of the
    /// last turn never is (FIN DU JEU ET VICTOIRE), so its questions do not promise "next turn".
    pub fn last_turn(&self) -> crate::engine::locale::Arg {
        let last = self.board().turn >= self.content.rules.game_turns();
        crate::engine::locale::Arg::Str(if last { "yes" } else { "no" }.into())
    }

    /// What this seat answered last to `prompt`, this turn (a card's first question, which its
    /// next question is about).
    pub fn chosen_last(&self, prompt: &str) -> Option<Choice> {
        for e in self.log.iter().rev() {
            match e {
                Logged::Chose(c) if c.seat == self.seat && c.prompt == prompt => return Some(c.choice),
                Logged::Game(Event::TurnBegan { .. }) => return None,
                _ => {}
            }
        }
        None
    }

    /// The deal this seat is building, as far as its answers have built it: the deal with its
    /// crates, the price and the thug cards added to it so far (PHASE 4, 1); `None` before a
    /// price is chosen.
    pub fn deal_so_far(&self) -> Option<(super::choice::Deal, i64, Vec<MuscleId>)> {
        use super::choice::Deal;
        let (mut crates, mut price, mut cards) = (None, None, Vec::new());
        for e in self.log.iter().rev() {
            match e {
                Logged::Game(Event::TurnBegan { .. }) => return None,
                Logged::Chose(c) if c.seat == self.seat => match (c.prompt.as_ref(), &c.choice) {
                    ("deal_cards", Choice::Thug { card }) => cards.insert(0, *card),
                    ("deal_price", Choice::Price(p)) => price = price.or(Some(*p)),
                    ("deal_crates", Choice::Load(n)) => crates = crates.or(Some(*n)),
                    ("deal", Choice::Propose(deal)) => {
                        let deal = match (*deal, crates) {
                            (Deal::SellCrates { from, to, .. }, Some(n)) => {
                                Deal::SellCrates { from, to, crates: n as u16 }
                            }
                            (deal, _) => deal,
                        };
                        return price.map(|p| (deal, p, cards));
                    }
                    _ => return None,
                },
                _ => {}
            }
        }
        None
    }

    /// The muscle card this seat took from the offer spaces (PHASE 1, 5b) or drew face down
    /// with Windfall since its last answer, which the question "play it now, or keep it?" is
    /// about.
    pub fn muscle_just_taken(&self) -> Option<MuscleId> {
        for e in self.log.iter().rev() {
            match e {
                Logged::Game(Event::TookMuscle { seat, card }) if *seat == self.seat => return Some(*card),
                Logged::Game(Event::ThugDid { seat, what: super::event::ThugDid::Drew { card }, .. })
                    if *seat == self.seat =>
                {
                    return Some(*card);
                }
                Logged::Game(Event::TurnBegan { .. }) | Logged::Chose(_) => return None,
                _ => {}
            }
        }
        None
    }

    /// Whether this seat, this turn, has already said it plays none of `cards` now: "nothing
    /// more" to a thug question, or "keep" to a card just taken or drawn, since each of them
    /// could be played then (`Player::thugs_passed`: a card that could not, its price unpaid
    /// or nothing to play it on, Big Payoff before its player had $5G, Thirsty before a
    /// speakeasy opened, is new once it can). A card's moment counts as new when it comes after
    /// that answer: the loading for a card of phase 4 (its trucks loaded or emptied, Hijack,
    /// Hey Free Truck), trucks sent to the docks for one played on a lined-up truck (Move
    /// Over, Pigeon), a card given to this seat in a deal since (UTILISATION DES CARTES VOYOU:
    /// a card is played at any moment; a person is asked at one of them, and asks again with
    /// `thug`). A Favor's moment is the production: its truck is loaded with the others only
    /// when it is played before the loading ("Utilisez gratuitement un grand Camion ce
    /// tour-ci"), so once the stills have made the crates to load, and until the loading
    /// starts ([`View::loading_over`], which the Favor's option reads too), a Favor declined
    /// before counts as new.
    pub fn thugs_declined(&self, cards: &[MuscleId]) -> bool {
        use super::content::Window;
        let (mut loaded, mut lined_up, mut received) = (false, false, Vec::new());
        let mut produced = false;
        for e in self.log.iter().rev() {
            match e {
                Logged::Game(Event::TurnBegan { .. }) => return false,
                Logged::Game(Event::Produced { .. }) => produced = true,
                Logged::Game(Event::Loaded { .. }) => loaded = true,
                Logged::Game(Event::Dispatched { .. } | Event::LinedUpAgain { .. }) => lined_up = true,
                Logged::Game(Event::Accepted { deal, cards, .. }) if deal.seller() == self.seat => {
                    received.extend(cards.iter().copied());
                }
                Logged::Chose(c)
                    if c.seat == self.seat
                        && ((c.prompt == "thug" && c.choice == Choice::Done)
                            || (matches!(c.prompt.as_ref(), "thug_taken" | "windfall")
                                && c.choice == Choice::Keep)) =>
                {
                    return cards.iter().all(|card| {
                        let thug = self.content.muscle[usize::from(card.0)].thug();
                        let favor = thug.is_some_and(|t| t.truck.is_some());
                        let new_moment = match thug.map(|t| t.window) {
                            Some(Window::Shipping | Window::ShippingAfterLoading) => loaded,
                            Some(Window::TrucksLinedUp) => lined_up,
                            // A card on a speakeasy's sale (Thirsty...): the trucks at the docks.
                            _ if self.acts_on_sale(*card) => lined_up,
                            // The stills produced since, and the loading not begun ([`View::loading_over`]).
                            _ => favor && produced && !self.loading_over(),
                        };
                        !new_moment && !received.contains(card) && self.me().thugs_passed.contains(card)
                    });
                }
                _ => {}
            }
        }
        false
    }

    /// Whether `card` acts on an open speakeasy this turn, so on its sale (PHASE 5: Thirsty's
    /// die, Packing Heat's fee, Copper in the House's price, Word of Mouth's margin...): its
    /// moment is before that speakeasy's consumption dice are rolled, once the trucks are at
    /// the docks (`thugs_declined`, `screen/sale.rs`).
    pub fn acts_on_sale(&self, card: MuscleId) -> bool {
        let thug = self.content.muscle.get(usize::from(card.0)).and_then(|m| m.thug());
        thug.is_some_and(|t| t.target == super::content::Target::OpenSpeakeasy)
    }

    /// Whether this turn's loading (PHASE 4, 2) has begun or is over: past phase 4, or a seat
    /// asked to load, a truck loaded, or one sent to the docks since the turn began.
    pub fn loading_over(&self) -> bool {
        use super::state::Phase;
        match self.state.phase {
            Phase::Sales | Phase::Recruiting => return true,
            Phase::Shipping => {}
            _ => return false,
        }
        for e in self.log.iter().rev() {
            match e {
                Logged::Game(Event::TurnBegan { .. }) => return false,
                Logged::Game(Event::Loaded { .. } | Event::Dispatched { .. } | Event::NowhereToGo { .. }) => {
                    return true;
                }
                Logged::Chose(c) if c.prompt == "load" => return true,
                _ => {}
            }
        }
        false
    }

    /// The thug card this seat played last (the one whose question it answers while a card's
    /// script asks it, City Politics' "how many").
    pub fn playing(&self) -> Option<MuscleId> {
        self.log.iter().rev().find_map(|e| match e.game()? {
            Event::ThugPlayed { seat, card } if *seat == self.seat => Some(*card),
            _ => None,
        })
    }

    /// Whether this seat has answered `prompt` with something other than "nothing" since it
    /// last played a thug card (a card's question asked again: Safe House's next marker).
    pub fn answered_since_played(&self, prompt: &str) -> bool {
        for e in self.log.iter().rev() {
            match e {
                Logged::Game(Event::ThugPlayed { seat, .. }) if *seat == self.seat => return false,
                Logged::Chose(c) if c.seat == self.seat && c.prompt == prompt && c.choice != Choice::Done => {
                    return true;
                }
                _ => {}
            }
        }
        false
    }

    /// The truck this seat is asked to load now (PHASE 4, 2: its trucks at home in turn, those
    /// full before the loading passed over): as many trucks are behind it as this seat has
    /// answered `load` this turn.
    pub fn truck_to_load(&self) -> Option<TruckId> {
        self.trucks_to_load().first().copied()
    }

    /// The trucks this seat is still to be asked to load, the one asked now first (PHASE 4, 2;
    /// [`View::truck_to_load`]).
    pub fn trucks_to_load(&self) -> Vec<TruckId> {
        let mut answered = 0;
        let mut loaded = Vec::new();
        for e in self.log.iter().rev() {
            match e {
                Logged::Game(Event::TurnBegan { .. }) => break,
                Logged::Game(Event::Loaded { truck, .. }) => loaded.push(*truck),
                Logged::Chose(c) if c.seat == self.seat && c.prompt == "load" => answered += 1,
                _ => {}
            }
        }
        let capacity = |t: &Truck| u16::from(self.content.rules.truck(t.size).capacity);
        self.state
            .operated_by(self.seat)
            .filter(|(id, t)| t.at.is_none() && (t.load < capacity(t) || loaded.contains(id)))
            .skip(answered)
            .map(|(id, _)| id)
            .collect()
    }

    /// This seat's answers since it last played `card`, oldest first, with their questions (a
    /// card's questions asked one after another: Mob War's second marker); `None` where it has
    /// not played it.
    pub fn answers_since_played(&self, card: MuscleId) -> Option<Vec<(&str, Choice)>> {
        let mut answers = Vec::new();
        for e in self.log.iter().rev() {
            match e {
                Logged::Game(Event::ThugPlayed { seat, card: c }) if *seat == self.seat && *c == card => {
                    answers.reverse();
                    return Some(answers);
                }
                Logged::Chose(c) if c.seat == self.seat => answers.push((c.prompt.as_ref(), c.choice)),
                _ => {}
            }
        }
        None
    }

    /// The scores announced last, at the end of the turn given (PHASE 6, 2: at the end of
    /// turns 4 and 8, the only moments money is public), each seat's money then.
    pub fn scores_announced(&self) -> Option<(u8, &[i64])> {
        let mut entries = self.log.iter().rev().filter_map(Logged::game);
        let money = entries.find_map(|e| match e {
            Event::ScoresAnnounced { money } => Some(money.as_slice()),
            _ => None,
        })?;
        let turn = entries.find_map(|e| match e {
            Event::TurnBegan { turn } => Some(*turn),
            _ => None,
        })?;
        Some((turn, money))
    }

    pub fn seats(&self) -> usize {
        self.state.seats()
    }
}
