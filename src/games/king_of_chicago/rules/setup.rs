//! Setting up a game (rulebook 3.1, 3.2).

use super::play::Match;
use crate::engine::deck::Deck;
use crate::engine::dice::{Chance, FixedDice};
use crate::engine::play::Flow;
use crate::engine::rng::Rng;
use crate::engine::seat::{BySeat, Seat};
use crate::games::king_of_chicago::board::SquareId;
use crate::games::king_of_chicago::choice::Choice;
use crate::games::king_of_chicago::content::Content;
use crate::games::king_of_chicago::defs::{Res3, Size};
use crate::games::king_of_chicago::event::{Event, Why};
use crate::games::king_of_chicago::state::*;

/// Why a table cannot be set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError(pub String);

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// The most seats this content can set up: one start square, one small business and one
/// starred gangster each.
pub fn max_seats(content: &Content) -> usize {
    let starts = content.board.start_squares().count();
    let small = content.businesses.iter().filter(|b| b.size == Size::Small).count();
    let starred = content.gangsters.iter().filter(|g| g.starred).count();
    starts.min(small).min(starred)
}

/// Whether this content seats `seats` players.
///
/// # Errors
/// A message saying how many it seats.
pub fn check_seats(content: &Content, seats: usize) -> Result<(), SetupError> {
    let max = max_seats(content);
    if seats < 2 || seats > max {
        return Err(SetupError(format!("King of Chicago is played by 2 to {max} players, not {seats}")));
    }
    Ok(())
}

/// A new game before any choice: each player's $1000, resources, random small business and
/// random starred gangster; the board's starting resources; the shuffled deck (3.1).
///
/// # Errors
/// When the content cannot seat that many players.
pub fn new_game(content: &Content, seats: usize, seed: u64) -> Result<State, SetupError> {
    check_seats(content, seats)?;
    let rules = &content.rules;
    let mut rng = Rng::seeded(seed);
    let n_squares = content.board.squares.len();
    let tokens = rules.resource_tokens;
    let mut supply = Res3 { booze: tokens, girls: tokens, henchmen: tokens };
    let mut on_board = vec![Res3::default(); n_squares];
    for &(sq, r, count) in &rules.placements {
        let n = count.min(supply.get(r)).max(0);
        *on_board[usize::from(sq.0)].get_mut(r) += n;
        *supply.get_mut(r) -= n;
    }

    let mut small: Vec<u8> =
        (0..content.businesses.len()).filter(|&i| content.businesses[i].size == Size::Small).map(|i| i as u8).collect();
    rng.shuffle(&mut small);
    let mut starred: Vec<u8> =
        (0..content.gangsters.len()).filter(|&i| content.gangsters[i].starred).map(|i| i as u8).collect();
    rng.shuffle(&mut starred);

    let police_street = content.board.street_of(content.board.police);
    let mut gangsters = vec![GangsterState { owner: None, at: Where::Deck }; content.gangsters.len()];
    let mut businesses = vec![BusinessState { owner: None, square: None, closed: false }; content.businesses.len()];
    let mut players = Vec::new();
    for i in 0..seats {
        let seat = Seat(i as u8);
        let mut resources = rules.start_resources;
        for r in crate::games::king_of_chicago::defs::Resource::ALL {
            let n = resources.get(r).min(supply.get(r)).max(0);
            *resources.get_mut(r) = n;
            *supply.get_mut(r) -= n;
        }
        businesses[usize::from(small[i])].owner = Some(seat);
        gangsters[usize::from(starred[i])] = GangsterState { owner: Some(seat), at: Where::Reserve };
        players.push(Player {
            money: rules.start_money,
            resources,
            car: Car { at: police_street, garage: None },
            events: Vec::new(),
            contracts: Vec::new(),
            completed: Vec::new(),
            frozen: false,
            no_income: false,
            frozen_by: None,
            out_of_gas: false,
            extra_moves: 0,
        });
    }
    let dealt: Vec<u8> = starred[..seats].to_vec();
    let mut cards: Vec<Card> =
        (0..content.gangsters.len() as u8).filter(|g| !dealt.contains(g)).map(Card::Gangster).collect();
    cards.extend((0..content.events.len() as u8).map(Card::Event));
    cards.extend((0..content.contracts.len() as u8).map(Card::Contract));
    cards.extend((0..content.resource_cards.len() as u8).map(Card::Resource));
    let deck = Deck::shuffled(cards, &mut rng);

    Ok(State {
        chance: Chance { rng, fixed: FixedDice::default() },
        clock: Clock { round: 0, action_round: 0, turn: 0, first: Seat(0) },
        players: BySeat(players),
        gangsters,
        businesses,
        turf: vec![None; n_squares],
        tokens: on_board,
        supply,
        deck,
        auction: Vec::new(),
        lot: None,
        lots_after: Vec::new(),
        police: Police { at: police_street, controller: None, actions_left: 0, before_move: false, bribe: 0 },
        respect: None,
        fight: None,
        used: Vec::new(),
        playing: None,
        peeks: Vec::new(),
        offer: None,
        card_question: None,
        power_seen: vec![0; seats],
        placing: Vec::new(),
        winner: None,
    })
}

impl Match<'_> {
    /// The choices of setup (3.2): the roll for turn order, start squares clockwise from the
    /// highest roller, and where each starting gangster sits.
    pub fn setup_choices(&mut self) -> Flow {
        let n = self.seats();
        for seat in self.order() {
            let b = self.state.businesses_of(seat)[0];
            let g = self.state.gangsters_at(seat, Where::Reserve)[0];
            self.emit(Event::Dealt { seat, business: b, gangster: g });
        }
        for (i, t) in self.state.tokens.clone().iter().enumerate() {
            if t.total() > 0 {
                self.emit(Event::ResourcesPlaced { place: SquareId(i as u16), added: *t });
            }
        }
        let first = self.roll_for_order();
        self.state.clock.first = first;
        self.emit(Event::FirstPlayer { seat: first });
        for i in 0..n {
            let seat = first.left(i, n);
            let free: Vec<Choice> = self
                .content
                .board
                .start_squares()
                .filter(|&sq| self.state.business_on(sq).is_none())
                .map(Choice::Square)
                .collect();
            let Choice::Square(sq) = self.ask(seat, "start_square", free)? else { unreachable_choice()? };
            let b = self.state.businesses_of(seat)[0];
            self.state.business_mut(b).square = Some(sq);
            self.state.players[seat].car.at = self.content.board.street_of(sq);
            self.emit(Event::StartSquare { seat, square: sq, business: b });
        }
        for i in 0..n {
            let seat = first.left(i, n);
            let b = self.state.businesses_of(seat)[0];
            let g = self.state.gangsters_at(seat, Where::Reserve)[0];
            let options = vec![
                Choice::Place { gangster: g, to: Where::Car },
                Choice::Place { gangster: g, to: Where::Business(b) },
            ];
            let Choice::Place { to: at, .. } = self.ask(seat, "place_gangster", options)? else {
                unreachable_choice()?
            };
            self.state.gangster_mut(g).at = at;
            self.emit(Event::GangsterMoved { seat, gangster: g, from: Where::Reserve, to: at });
        }
        // The points the set-up gives (1.2: the start business) are where the game starts
        // from, on every seat's standing: the first check after an action tells what changed.
        self.state.power_seen = crate::games::king_of_chicago::points::powers(self.content, &self.state).to_vec();
        Ok(())
    }

    /// Everyone rolls the order dice; the highest total starts, tied leaders roll again (3.2).
    fn roll_for_order(&mut self) -> Seat {
        let mut rolling: Vec<Seat> = self.state.players.seats().collect();
        loop {
            let mut totals = Vec::new();
            for &seat in &rolling {
                let dice: Vec<u8> =
                    (0..self.content.rules.order_dice).map(|_| self.roll(Some(seat), Why::TurnOrder)).collect();
                let total = dice.iter().map(|&d| i64::from(d)).sum();
                self.emit(Event::OrderRolled { seat, dice, total });
                totals.push((seat, total));
            }
            let max = totals.iter().map(|t| t.1).max().unwrap_or(0);
            rolling = totals.iter().filter(|t| t.1 == max).map(|t| t.0).collect();
            if rolling.len() == 1 {
                return rolling[0];
            }
            self.emit(Event::OrderTied { seats: rolling.clone(), total: max });
        }
    }
}

/// A choice of the wrong variant: the rules only ever offer the variant they match on.
pub(crate) fn unreachable_choice<T>() -> Flow<T> {
    Err(crate::engine::play::Stop::BadDecision("an answer of the wrong kind".into()))
}
