//! 3.0 Mise en place: the table laid and the cards dealt.

use super::RuleError;
use crate::engine::deck::{Deck, Drawn};
use crate::engine::dice::Chance;
use crate::engine::rng::Rng;
use crate::engine::seat::{BySeat, Seat};
use crate::games::chicago_poker::content::{Content, TileId};
use crate::games::chicago_poker::event::Event;
use crate::games::chicago_poker::state::{Establishment, Player, State};

/// 3.0 Mise en place: the cards shuffled and five dealt to each player, the tiles shuffled and
/// some laid face up by the number of players, as many shootout tokens beside them, the first
/// player drawn at random. The first turn is not begun ([`begin_turn`](super::actions::begin_turn)).
///
/// # Errors
/// [`RuleError::Players`] when the content has no table for this many players.
pub fn setup(content: &Content, seats: usize, seed: u64) -> Result<(State, Vec<Event>), RuleError> {
    let r = &content.rules;
    let table_rule = r
        .table(seats)
        .filter(|_| (usize::from(r.min_players)..=usize::from(r.max_players)).contains(&seats))
        .ok_or(RuleError::Players { seats, min: r.min_players, max: r.max_players })?;
    let mut rng = Rng::seeded(seed);
    let mut deck = Deck::shuffled(content.deck_cards(), &mut rng);
    let mut players = BySeat::from_fn(seats, |_| Player::default());
    for _ in 0..r.hand_size {
        for p in players.0.iter_mut() {
            if let Drawn::Card(c) | Drawn::AfterReshuffle(c) = deck.draw(&mut rng) {
                p.hand.push(c);
            }
        }
    }
    let mut tiles: Vec<TileId> = (0..content.tiles.len()).map(|i| TileId(i as u8)).collect();
    rng.shuffle(&mut tiles);
    let mut table = Vec::new();
    for _ in 0..table_rule.face_up_tiles {
        if let Some(t) = tiles.pop() {
            table.push(Establishment::new(t, seats));
        }
    }
    let first = Seat(rng.index(seats) as u8);
    let state = State {
        players,
        deck,
        tiles,
        table,
        tokens: table_rule.shootout_tokens,
        next_token: 1,
        first,
        current: first,
        actions_left: 0,
        turn: 0,
        last_won: None,
        winner: None,
        chance: Chance { rng, fixed: () },
    };
    let events = announce(&state);
    Ok((state, events))
}

/// What the table learns of the setup (3.0): the establishments laid, each player's hand (his
/// alone: [`Event::seen_by`]), the first player.
pub fn announce(state: &State) -> Vec<Event> {
    let mut events = vec![Event::TableLaid { tiles: state.table.iter().map(|e| e.tile).collect() }];
    for (seat, p) in state.players.iter() {
        events.push(Event::Dealt { seat, cards: p.hand.iter().map(|&c| Some(c)).collect() });
    }
    events.push(Event::FirstPlayer { seat: state.first });
    events
}
