//! What one seat sees when it is asked: its hand, every card shown on the table and the backs of
//! the rest. The game's bots and a person at the terminal decide from this alone (a searching
//! seat imagines from `Game::determinize`).

use super::ChicagoPoker;
use super::choice::Choice;
use super::content::{CardId, Content, TileId};
use super::event::Event;
use super::state::State;
use crate::engine::game::LogEntry;
use crate::engine::log::Logged;
use crate::engine::seat::Seat;

pub struct View<'a> {
    state: &'a State,
    pub content: &'a Content,
    pub seat: Seat,
    /// The match's log: the seat's own answers are read from it (`limousine_ride`).
    log: &'a [LogEntry<ChicagoPoker>],
}

impl<'a> View<'a> {
    pub fn new(state: &'a State, content: &'a Content, seat: Seat, log: &'a [LogEntry<ChicagoPoker>]) -> View<'a> {
        View { state, content, seat, log }
    }

    /// Where the Limousine this seat is playing drives (4.1 "Limousine"): the establishment of
    /// the group it picked up and the one it drives to, as the seat answered them since it
    /// played the card, or the only one possible where it was not asked (a question with one
    /// option is not asked): its one group not under its shootout token, the one other face-up
    /// establishment where it has room. `None` before both are known.
    pub fn limousine_ride(&self) -> Option<(TileId, TileId)> {
        let (from, to) = self.limousine_answers();
        self.ride(from, to)
    }

    /// The group a Limousine this seat is playing picked up (4.1 "Limousine"), as answered, or
    /// its only one where it was not asked: what its "where to?" question names.
    pub fn limousine_pickup(&self) -> Option<TileId> {
        let (from, _) = self.limousine_answers();
        from.or_else(|| {
            let mine = |t: &TileId| {
                !self.group(self.seat, *t).is_empty()
                    && !super::rules::specials::is_protected(self.state, self.seat, *t)
            };
            let tiles: Vec<TileId> = self.tiles().into_iter().filter(mine).collect();
            (tiles.len() == 1).then(|| tiles[0])
        })
    }

    /// What the seat answered of its Limousine's pick-up and destination since it played it.
    fn limousine_answers(&self) -> (Option<TileId>, Option<TileId>) {
        let (mut from, mut to) = (None, None);
        for e in self.log.iter().rev() {
            match e {
                Logged::Game(Event::SpecialPlayed { seat, .. }) if *seat == self.seat => break,
                Logged::Chose(c) if c.seat == self.seat => match (c.prompt.as_ref(), &c.choice) {
                    ("limousine_from", Choice::Group { tile, .. }) => from = from.or(Some(*tile)),
                    ("limousine_to", Choice::Establishment(t)) => to = to.or(Some(*t)),
                    _ => {}
                },
                _ => {}
            }
        }
        (from, to)
    }

    /// The only ride a Limousine this seat played now could take (4.1 "Limousine"), where it
    /// has one group to pick up and one place to drive it: what its action option names. A
    /// ride in play is [`View::limousine_ride`].
    pub fn only_limousine_ride(&self) -> Option<(TileId, TileId)> {
        self.ride(None, None)
    }

    /// The ride from what was answered (`from`, `to`) and, where a question was not asked, the
    /// only answer possible.
    fn ride(&self, from: Option<TileId>, to: Option<TileId>) -> Option<(TileId, TileId)> {
        let only = |mut tiles: Vec<TileId>| (tiles.len() == 1).then(|| tiles.remove(0));
        let from = from.or_else(|| {
            only(
                self.tiles()
                    .into_iter()
                    .filter(|&t| {
                        !self.group(self.seat, t).is_empty()
                            && !super::rules::specials::is_protected(self.state, self.seat, t)
                    })
                    .collect(),
            )
        })?;
        let to = to.or_else(|| only(self.tiles().into_iter().filter(|&t| t != from && self.room(t) > 0).collect()))?;
        Some((from, to))
    }

    /// Whether a Limousine this seat played now would change nothing (4.1 "Limousine"; NOTES.md
    /// 3): no group of its own outside its shootout token (`under_token`), or none with another
    /// face-up establishment where it has room for `fewest` cards, as the card's script asks.
    pub fn limousine_finds_nothing(&self, fewest: usize) -> bool {
        let tiles = self.tiles();
        !tiles.iter().any(|&from| {
            !self.group(self.seat, from).is_empty()
                && !super::rules::specials::is_protected(self.state, self.seat, from)
                && tiles.iter().any(|&to| to != from && self.room(to) >= fewest)
        })
    }

    /// Whether a Murder this seat played now would take nothing (4.1 "Meurtre"; NOTES.md 3): no
    /// other player's group outside its shootout token, the targets `murder.rhai` offers.
    pub fn murder_finds_nothing(&self) -> bool {
        let seat = self.seat;
        super::rules::specials::groups(self.state, |s| s != seat)
            .into_iter()
            .all(|(owner, tile)| super::rules::specials::is_protected(self.state, owner, tile))
    }

    /// Why this seat, at its own turn with actions left, is offered no draw (4.1 Action I):
    /// "deck" when the deck and the discard pile are both empty, "limit" when the draw would
    /// leave it above the hand limit at the end of its turn; `None` when it may draw, or it is
    /// not its turn.
    pub fn no_draw(&self) -> Option<&'static str> {
        if self.state.winner.is_some() || self.state.current != self.seat || self.state.actions_left == 0 {
            return None;
        }
        if super::rules::hand_limit::may_draw(self.state, self.content) {
            return None;
        }
        Some(if self.state.deck.is_empty() { "deck" } else { "limit" })
    }

    /// Whether an Informer this seat played now would see nothing (4.1 "Informateur"; NOTES.md
    /// 3): no other player's group holding a face-down card, the targets `informer.rhai` offers.
    pub fn informer_finds_nothing(&self) -> bool {
        let seat = self.seat;
        super::rules::specials::groups(self.state, |s| s != seat)
            .into_iter()
            .all(|(owner, tile)| self.group(owner, tile).iter().all(|&(_, up)| up))
    }

    /// How many cards of the Limousine this seat is playing it has placed so far (4.1
    /// "Limousine": "dans l'ordre de son choix", one `limousine_order` answer a card): none
    /// when the first is asked.
    pub fn limousine_placed(&self) -> usize {
        self.log
            .iter()
            .rev()
            .take_while(|e| !matches!(e, Logged::Game(Event::SpecialPlayed { seat, .. }) if *seat == self.seat))
            .filter(|e| matches!(e, Logged::Chose(c) if c.seat == self.seat && c.prompt == "limousine_order"))
            .count()
    }

    /// How many more cards the seat may play at a face-up establishment (4.1 Action II).
    pub fn room(&self, tile: TileId) -> usize {
        super::rules::placing::room(self.state, self.content, self.seat, tile)
    }

    pub fn seats(&self) -> usize {
        self.state.seats()
    }

    /// The seat's own hand.
    pub fn hand(&self) -> &[CardId] {
        &self.state.players[self.seat].hand
    }

    /// How many cards a player holds (their backs show).
    pub fn hand_size(&self, seat: Seat) -> usize {
        self.state.players[seat].hand.len()
    }

    /// The face-up establishments, in their places.
    pub fn tiles(&self) -> Vec<TileId> {
        self.state.table.iter().map(|e| e.tile).collect()
    }

    /// A player's cards at a tile, in the order played, each `(card if known, face up)`.
    pub fn group(&self, owner: Seat, tile: TileId) -> Vec<(Option<CardId>, bool)> {
        self.state
            .group(owner, tile)
            .iter()
            .map(|p| (p.known_to(owner, self.seat).then_some(p.card), p.face_up))
            .collect()
    }

    /// Whose shootout token lies at a tile.
    pub fn token(&self, tile: TileId) -> Option<Seat> {
        self.state.establishment(tile).and_then(|e| e.token).map(|t| t.owner)
    }

    /// The establishments a player has won.
    pub fn won(&self, seat: Seat) -> &[TileId] {
        &self.state.players[seat].won
    }

    /// The face-up discard pile, bottom first.
    pub fn discard_pile(&self) -> &[CardId] {
        self.state.deck.discard_pile()
    }

    pub fn deck_left(&self) -> usize {
        self.state.deck.draw_pile().len()
    }

    pub fn tiles_left(&self) -> usize {
        self.state.tiles.len()
    }

    pub fn current(&self) -> Seat {
        self.state.current
    }

    pub fn turn(&self) -> u32 {
        self.state.turn
    }

    /// The special card the current player is playing while its questions are answered (4.1
    /// "Cartes spéciales": its action is spent when it is played, the card discarded once its
    /// effect is done): the last one he played this turn, not yet on the discard pile.
    pub fn special_pending(&self) -> Option<CardId> {
        let current = self.state.current;
        let card = self.log.iter().rev().find_map(|e| match e {
            Logged::Game(Event::TurnStarted { .. }) => Some(None),
            Logged::Game(Event::SpecialPlayed { seat, card }) if *seat == current => Some(Some(*card)),
            _ => None,
        })??;
        (!self.discard_pile().contains(&card)).then_some(card)
    }

    /// The seat that won `tile` in a shootout (5.0), if one has.
    pub fn won_by(&self, tile: TileId) -> Option<Seat> {
        (0..self.seats()).map(|i| Seat(i as u8)).find(|&s| self.won(s).contains(&tile))
    }

    /// Who won, once the game is over (6.0).
    pub fn winner(&self) -> Option<Seat> {
        self.state.winner
    }

    pub fn actions_left(&self) -> u8 {
        self.state.actions_left
    }
}
