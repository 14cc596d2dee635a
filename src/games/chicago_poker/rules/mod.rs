//! The rules as pure state transitions and queries over `&State`/`&mut State` and `&Content`.
//! Each returns the events it caused; the engine's match loop asks the questions, logs the
//! events and runs the special cards' scripts (`turn.rs` puts them in order on the engine's match).
//!
//! Section numbers are the French rulebook's.

use super::choice::Choice;
use super::content::{CardId, CardKind, Content, SpecialId, TileId};
use super::defs::{Face, WinCondition};
use super::event::{Decided, Event, MovedCard, RankedHand, Sent, ShownHand, Victory};
use super::hand::{self, HandRank};
use super::state::{Establishment, Placed, Player, State, Token};
use crate::engine::deck::{Deck, Drawn};
use crate::engine::rng::Rng;
use crate::engine::seat::{BySeat, Seat};
use std::fmt;

/// A move the rules do not allow in this position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// The table has too few or too many players for the content (3.0).
    Players { seats: usize, min: u8, max: u8 },
    /// Not an option for this seat now.
    Illegal(String),
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::Players { seats, min, max } => write!(f, "{seats} players; Chicago Poker takes {min} to {max}"),
            RuleError::Illegal(what) => write!(f, "not allowed: {what}"),
        }
    }
}

impl std::error::Error for RuleError {}

fn illegal<T>(what: impl Into<String>) -> Result<T, RuleError> {
    Err(RuleError::Illegal(what.into()))
}

// ----------------------------------------------------------------------------------------------
// 3.0 Mise en place

/// 3.0 Mise en place: the cards shuffled and five dealt to each player, the tiles shuffled and
/// some laid face up by the number of players, as many shootout tokens beside them, the first
/// player drawn at random. The first turn is not begun ([`begin_turn`]).
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
        rng,
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

// ----------------------------------------------------------------------------------------------
// 4.1 Le tour d'un joueur

/// 4.1 Le tour d'un joueur: the current player's turn begins with three actions, or fewer on the
/// first turns of the game (4.1, Exception). His shootouts come next ([`pending_shootouts`]),
/// before his first action (5.0).
pub fn begin_turn(state: &mut State, content: &Content) -> Vec<Event> {
    state.turn += 1;
    state.actions_left = content.rules.actions_of_turn(state.turn);
    vec![Event::TurnStarted { seat: state.current, turn: state.turn, actions: state.actions_left }]
}

/// 4.1: the turn passes clockwise ("en sens horaire").
///
/// # Errors
/// While the player holds more cards than the hand limit (4.1 Action I, "Important"): he
/// discards first ([`legal_actions`] offers the discards).
pub fn end_turn(state: &mut State, content: &Content) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    if state.players[seat].hand.len() > usize::from(content.rules.hand_limit) {
        return illegal("the turn ends above the hand limit");
    }
    let mut events = Vec::new();
    if state.actions_left > 0 {
        events.push(Event::Passed { seat, actions_left: state.actions_left });
    }
    state.actions_left = 0;
    state.current = seat.left(1, state.seats());
    Ok(events)
}

/// Whether the game is over (6.0).
pub fn is_over(state: &State) -> bool {
    state.winner.is_some()
}

/// 4.1: what the current player may do now. With actions left: draw (Action I), play a
/// gangster card where he has room or a special card (Action II), or stop (NOTES.md 1). With
/// none left and more cards than the hand limit: discard one (NOTES.md 2). Empty when his turn
/// is over.
///
/// Drawing is allowed only if the actions left after it can still bring the hand down to the
/// limit by playing, counting no play when none is possible now (4.1 Action I: "Un joueur ne
/// peut pas piocher de carte si cela l'amènerait à avoir plus de sept cartes en main à la fin
/// de son tour"); stopping is allowed at or below the limit, or when no card can be played.
pub fn legal_actions(state: &State, content: &Content) -> Vec<Choice> {
    if is_over(state) {
        return Vec::new();
    }
    let seat = state.current;
    let hand = &state.players[seat].hand;
    let limit = usize::from(content.rules.hand_limit);
    if state.actions_left == 0 {
        if hand.len() <= limit {
            return Vec::new();
        }
        return hand.iter().map(|&card| Choice::Discard { card }).collect();
    }
    let mut out = Vec::new();
    let mut specials_seen: Vec<SpecialId> = Vec::new();
    for &card in hand {
        match content.card(card).kind {
            CardKind::Gangster(_) => {
                for e in &state.table {
                    if e.cards[seat].len() < usize::from(content.rules.max_cards) {
                        out.push(Choice::Play { card, tile: e.tile });
                    }
                }
            }
            // Copies of a special do the same: one option each.
            CardKind::Special(s) if !specials_seen.contains(&s) => {
                specials_seen.push(s);
                out.push(Choice::Special { card });
            }
            CardKind::Special(_) => {}
        }
    }
    let can_play = !out.is_empty();
    // The plays left after a draw can bring the hand down only if something can be played now
    // (the card drawn may not be playable).
    let plays_after_draw = if can_play { usize::from(state.actions_left) - 1 } else { 0 };
    if !state.deck.is_empty() && hand.len() < limit + plays_after_draw {
        out.insert(0, Choice::Draw);
    }
    if hand.len() <= limit || !can_play {
        out.push(Choice::Pass);
    }
    out
}

/// Applies one of [`legal_actions`]: 4.1 Action I (draw), Action II (play a gangster card:
/// [`play_gangster`]; a special card: [`begin_special`], after which the engine runs the card's
/// `on_play` and calls [`discard_special`]), stopping ([`end_turn`] follows), or a discard down
/// to the hand limit.
///
/// # Errors
/// When `choice` is not one of [`legal_actions`].
pub fn apply_action(state: &mut State, content: &Content, choice: Choice) -> Result<Vec<Event>, RuleError> {
    if !legal_actions(state, content).contains(&choice) {
        return illegal(format!("{choice:?}"));
    }
    let seat = state.current;
    match choice {
        Choice::Draw => {
            state.actions_left -= 1;
            Ok(draw(state, seat))
        }
        Choice::Play { card, tile } => {
            state.actions_left -= 1;
            play_gangster(state, content, seat, card, tile)
        }
        Choice::Special { card } => {
            state.actions_left -= 1;
            begin_special(state, seat, card)
        }
        Choice::Pass => {
            let events = vec![Event::Passed { seat, actions_left: state.actions_left }];
            state.actions_left = 0;
            Ok(events)
        }
        Choice::Discard { card } => {
            take_from_hand(state, seat, card)?;
            state.deck.discard(card);
            Ok(vec![Event::DiscardedToLimit { seat, card }])
        }
        other => illegal(format!("{other:?} is not an action")),
    }
}

/// 4.1 Action I: the top card of the deck to the hand; "Lorsque la pioche est épuisée, la
/// défausse est mélangée pour constituer une nouvelle pioche."
pub fn draw(state: &mut State, seat: Seat) -> Vec<Event> {
    let mut events = Vec::new();
    let discarded = state.deck.discard_pile().len();
    match state.deck.draw(&mut state.rng) {
        Drawn::Card(card) => {
            state.players[seat].hand.push(card);
            events.push(Event::Drew { seat, card: Some(card) });
        }
        Drawn::AfterReshuffle(card) => {
            events.push(Event::Reshuffled { cards: discarded });
            state.players[seat].hand.push(card);
            events.push(Event::Drew { seat, card: Some(card) });
        }
        Drawn::Empty => {}
    }
    events
}

fn take_from_hand(state: &mut State, seat: Seat, card: CardId) -> Result<(), RuleError> {
    let hand = &mut state.players[seat].hand;
    match hand.iter().position(|&c| c == card) {
        Some(i) => {
            hand.remove(i);
            Ok(())
        }
        None => illegal(format!("card {} is not in the hand of player {seat}", card.0)),
    }
}

/// 4.1 Action II, "Cartes gangster": the card goes in front of the player's side of the tile,
/// face up or down as the tile's type says for his n-th card there; never more than five.
/// The fifth takes a shootout token ([`place_card`]).
///
/// # Errors
/// When the card is not a gangster in his hand, the tile not on the table, or his group full.
pub fn play_gangster(
    state: &mut State,
    content: &Content,
    seat: Seat,
    card: CardId,
    tile: TileId,
) -> Result<Vec<Event>, RuleError> {
    if content.card(card).gangster().is_none() {
        return illegal("a special card is not played in front of a tile");
    }
    if room(state, content, seat, tile) == 0 {
        return illegal("no room in front of this tile");
    }
    take_from_hand(state, seat, card)?;
    Ok(place_card(state, content, seat, card, tile))
}

/// Cards a player may still put in front of a tile (4.1 Action II: "jamais plus de cinq").
pub fn room(state: &State, content: &Content, seat: Seat, tile: TileId) -> usize {
    state.establishment(tile).map_or(0, |e| usize::from(content.rules.max_cards).saturating_sub(e.cards[seat].len()))
}

/// Puts a card at the end of a player's group by the tile's pattern (4.1 Action II); the card
/// that makes the group five ("sa cinquième carte") takes a shootout token if the establishment
/// has none yet and one is left (RULINGS.md: one token per establishment).
fn place_card(state: &mut State, content: &Content, seat: Seat, card: CardId, tile: TileId) -> Vec<Event> {
    let shootout_at = usize::from(content.rules.shootout_at);
    let mut events = Vec::new();
    let Some(at) = state.table.iter().position(|e| e.tile == tile) else { return events };
    let group = &mut state.table[at].cards[seat];
    let nth = group.len();
    let face_up = content.face(tile, nth) == Face::Up;
    group.push(Placed { card, face_up, seen_by: Vec::new() });
    events.push(Event::Played { seat, tile, card: Some(card), face_up, nth: (nth + 1) as u8 });
    if nth + 1 == shootout_at && state.table[at].token.is_none() && state.tokens > 0 {
        let order = state.next_token;
        state.table[at].token = Some(Token { owner: seat, order });
        state.tokens -= 1;
        state.next_token += 1;
        events.push(Event::TokenPlaced { seat, tile, order });
    }
    events
}

// ----------------------------------------------------------------------------------------------
// 4.1 Cartes spéciales

/// 4.1 "Cartes spéciales": the card leaves the hand and is announced; "L'effet de la carte est
/// appliqué immédiatement lorsqu'elle est jouée, et la carte est défaussée": the engine runs
/// its `on_play`, then calls [`discard_special`].
///
/// # Errors
/// When the card is not a special in the player's hand.
pub fn begin_special(state: &mut State, seat: Seat, card: CardId) -> Result<Vec<Event>, RuleError> {
    take_from_hand(state, seat, card)?;
    Ok(vec![Event::SpecialPlayed { seat, card }])
}

/// 4.1 "Cartes spéciales": "et la carte est défaussée", once its effect is over (so Corruption
/// cannot take itself and starts the new discard pile: NOTES.md 4).
pub fn discard_special(state: &mut State, card: CardId) {
    state.deck.discard(card);
}

/// The players' groups a special card may act on: `(seat, tile)` for every non-empty group of
/// the seats `who` accepts, in table order then turn order from the current player.
pub fn groups(state: &State, who: impl Fn(Seat) -> bool) -> Vec<(Seat, TileId)> {
    let mut out = Vec::new();
    for e in &state.table {
        for seat in state.order_from(state.current) {
            if who(seat) && !e.cards[seat].is_empty() {
                out.push((seat, e.tile));
            }
        }
    }
    out
}

/// Whether a group carries its owner's shootout token: "Les groupes de cinq cartes, accompagnés
/// d'un pion fusillade sont protégés contre l'Assassin" (Murder); "Les cartes sous un pion
/// fusillade ne peuvent pas être déplacées" (Limousine).
pub fn is_protected(state: &State, seat: Seat, tile: TileId) -> bool {
    state.establishment(tile).is_some_and(|e| e.is_protected(seat))
}

/// Murder (4.1 "Meurtre"): "prendre la dernière carte posée, face visible ou face cachée, par
/// un autre joueur sur un établissement de son choix et la défausse". The discard pile is face
/// up, so the card is shown (RULINGS.md).
///
/// # Errors
/// When the group is the killer's own, empty, or protected by a shootout token.
pub fn discard_last(state: &mut State, by: Seat, victim: Seat, tile: TileId) -> Result<Event, RuleError> {
    if by == victim {
        return illegal("Murder takes another player's card");
    }
    if is_protected(state, victim, tile) {
        return illegal("five cards under a shootout token are protected");
    }
    let Some(placed) = state.establishment_mut(tile).and_then(|e| e.cards[victim].pop()) else {
        return illegal("no card there");
    };
    state.deck.discard(placed.card);
    Ok(Event::Murdered { seat: by, victim, tile, card: placed.card, was_face_up: placed.face_up })
}

/// Informer (4.1 "Informateur"): "regarder toutes les cartes faces cachées jouées devant un
/// établissement de son choix par un autre joueur de son choix".
///
/// # Errors
/// When the group is the informer's own.
pub fn show_face_down(state: &mut State, by: Seat, victim: Seat, tile: TileId) -> Result<Event, RuleError> {
    if by == victim {
        return illegal("the Informer looks at another player's cards");
    }
    let Some(e) = state.establishment_mut(tile) else { return illegal("no such tile on the table") };
    let mut cards = Vec::new();
    for p in e.cards[victim].iter_mut().filter(|p| !p.face_up) {
        if !p.seen_by.contains(&by) {
            p.seen_by.push(by);
        }
        cards.push(Some(p.card));
    }
    Ok(Event::Informed { seat: by, victim, tile, cards })
}

/// The cards a Limousine would take: the last `n` of a group, last played last.
pub fn last_cards(state: &State, seat: Seat, tile: TileId, n: usize) -> Vec<CardId> {
    let group = state.group(seat, tile);
    group[group.len().saturating_sub(n)..].iter().map(|p| p.card).collect()
}

/// Limousine (4.1): "prendre les 1, 2, 3 ou 4 dernières cartes qu'il avait jouées devant un
/// établissement et les replacer toutes, dans l'ordre de son choix, devant un autre
/// établissement. Il doit respecter les règles de placement des cartes, faces visibles ou
/// cachées, de l'établissement de destination. Les cartes sous un pion fusillade ne peuvent pas
/// être déplacées". `order` is the cards taken, in the order they are placed; a fifth card at
/// the destination takes a shootout token (RULINGS.md). How many may move is the card's
/// `params` (the script checks it).
///
/// # Errors
/// When the cards are not exactly the last ones of the player's group there, the group is under
/// his token, the destination is the source, or the destination lacks room for them all.
pub fn move_last(
    state: &mut State,
    content: &Content,
    seat: Seat,
    from: TileId,
    to: TileId,
    order: &[CardId],
) -> Result<Vec<Event>, RuleError> {
    if from == to {
        return illegal("the Limousine drives to another establishment");
    }
    if is_protected(state, seat, from) {
        return illegal("cards under a shootout token cannot be moved");
    }
    let mut taken = last_cards(state, seat, from, order.len());
    let mut wanted = order.to_vec();
    taken.sort_unstable();
    wanted.sort_unstable();
    if order.is_empty() || taken != wanted || taken.windows(2).any(|w| w[0] == w[1]) {
        return illegal("the Limousine takes the last cards of one group");
    }
    if room(state, content, seat, to) < order.len() {
        return illegal("no room for them all at the destination");
    }
    if let Some(e) = state.establishment_mut(from) {
        let keep = e.cards[seat].len() - order.len();
        e.cards[seat].truncate(keep);
    }
    let mut cards = Vec::new();
    let mut tokens = Vec::new();
    for &card in order {
        for ev in place_card(state, content, seat, card, to) {
            match ev {
                Event::Played { face_up, .. } => cards.push(MovedCard { card: Some(card), face_up }),
                other => tokens.push(other),
            }
        }
    }
    let mut events = vec![Event::Moved { seat, from, to, cards }];
    events.extend(tokens);
    Ok(events)
}

/// Revolver (4.1): "deux actions supplémentaires ce tour-ci".
pub fn add_actions(state: &mut State, n: u8) -> Event {
    state.actions_left = state.actions_left.saturating_add(n);
    Event::ExtraActions { seat: state.current, actions: n }
}

/// Corruption (4.1): "prend les cartes de la défausse et y choisit la carte de son choix, qu'il
/// met dans sa main". Allowed at the hand limit (RULINGS.md).
///
/// # Errors
/// When the card is not in the discard pile.
pub fn take_from_discard(state: &mut State, seat: Seat, card: CardId) -> Result<Event, RuleError> {
    let mut pile = state.deck.discard_pile().to_vec();
    let Some(i) = pile.iter().position(|&c| c == card) else { return illegal("no such card in the discard pile") };
    pile.remove(i);
    let draw = state.deck.draw_pile().to_vec();
    state.deck = Deck::stacked(draw);
    for c in pile {
        state.deck.discard(c);
    }
    state.players[seat].hand.push(card);
    Ok(Event::TookFromDiscard { seat, card })
}

/// Corruption (4.1): "Il remélange ensuite ensemble défausse et pioche pour constituer une
/// nouvelle pioche."
pub fn rebuild_deck(state: &mut State) -> Event {
    let mut all = state.deck.draw_pile().to_vec();
    all.extend_from_slice(state.deck.discard_pile());
    let cards = all.len();
    state.deck = Deck::shuffled(all, &mut state.rng);
    Event::DeckRebuilt { cards }
}

// ----------------------------------------------------------------------------------------------
// 5.0 Fusillade

/// 5.0: the tiles where `seat`'s shootout tokens lie, in the order the tokens were placed
/// (RULINGS.md: two pending shootouts resolve in that order).
pub fn pending_shootouts(state: &State, seat: Seat) -> Vec<TileId> {
    let mut mine: Vec<(u32, TileId)> =
        state.table.iter().filter_map(|e| e.token.filter(|t| t.owner == seat).map(|t| (t.order, e.tile))).collect();
    mine.sort_unstable();
    mine.into_iter().map(|(_, t)| t).collect()
}

/// What a shootout's hands came to (5.0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Showdown {
    pub tile: TileId,
    /// Who placed the token: turn order for ties counts from him (RULINGS.md).
    pub placer: Seat,
    /// Best first; equal hands in turn order from the placer.
    pub ranked: Vec<RankedHand>,
    /// The players with the best hand, in turn order from the placer: one is the winner, more
    /// go to reinforcements.
    pub tied: Vec<Seat>,
}

/// 5.0 Fusillade: "Toutes les cartes jouées devant cet établissement par tous les joueurs – y
/// compris ceux qui y ont moins de cinq cartes – sont révélées, et le meilleur jeu remporte la
/// tuile". Players with no card there take no part (NOTES.md 5).
///
/// # Errors
/// When the tile carries no token.
pub fn reveal(state: &mut State, content: &Content, tile: TileId) -> Result<(Vec<Event>, Showdown), RuleError> {
    let order: Vec<Seat> = match state.establishment(tile).and_then(|e| e.token) {
        Some(t) => state.order_from(t.owner).collect(),
        None => return illegal("no shootout token there"),
    };
    let placer = order[0];
    let Some(e) = state.establishment_mut(tile) else { return illegal("no such tile on the table") };
    let mut hands = Vec::new();
    let mut ranked = Vec::new();
    for &seat in &order {
        let group = &mut e.cards[seat];
        if group.is_empty() {
            continue;
        }
        group.iter_mut().for_each(|p| p.face_up = true);
        let cards: Vec<CardId> = group.iter().map(|p| p.card).collect();
        let gangsters: Vec<hand::Gangster> = cards.iter().filter_map(|&c| content.card(c).gangster()).collect();
        ranked.push(RankedHand { seat, rank: hand::rank(&gangsters) });
        hands.push(ShownHand { seat, cards });
    }
    // A stable sort keeps equal hands in turn order from the placer.
    ranked.sort_by_key(|h| std::cmp::Reverse(h.rank));
    let best: Option<HandRank> = ranked.first().map(|h| h.rank);
    let tied: Vec<Seat> = ranked.iter().filter(|h| Some(h.rank) == best).map(|h| h.seat).collect();
    let events = vec![
        Event::ShootoutStarted { seat: placer, tile },
        Event::ShootoutRevealed { tile, hands },
        Event::HandsRanked {
            tile,
            hands: ranked.clone(),
            tied: if tied.len() > 1 { tied.clone() } else { Vec::new() },
        },
    ];
    Ok((events, Showdown { tile, placer, ranked, tied }))
}

/// 5.0: what a tied player may send as a reinforcement: "une carte gangster de sa main", or
/// none (NOTES.md 6). Chosen by all the tied players before any is shown.
pub fn reinforcement_options(state: &State, content: &Content, seat: Seat) -> Vec<Choice> {
    let mut out: Vec<Choice> = state.players[seat]
        .hand
        .iter()
        .filter(|&&c| content.card(c).gangster().is_some())
        .map(|&card| Choice::Reinforce { card })
        .collect();
    out.push(Choice::SendNone);
    out
}

/// How a round of reinforcements ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reinforced {
    Winner(Seat, Decided),
    /// Still tied: these send again, in turn order from the placer.
    Again(Vec<Seat>),
}

/// 5.0: "Les joueurs jouent cette carte de renfort simultanément, face cachée, et celui ayant
/// joué le gangster de valeur la plus élevée remporte la fusillade. S'il y a encore égalité,
/// les joueurs envoient de nouveau un renfort". A player who sends none loses to one who sends
/// a card; if none sends one, the first tied player in turn order from the token's placer wins
/// (RULINGS.md). The cards sent are discarded ("Les cartes sont ensuite défaussées").
/// `sent` holds one answer per player of `tied` ([`reinforcement_options`]).
///
/// # Errors
/// When an answer is missing, or a card sent is not a gangster in its sender's hand.
pub fn reinforce(
    state: &mut State,
    content: &Content,
    showdown: &Showdown,
    tied: &[Seat],
    sent: &[Sent],
) -> Result<(Event, Reinforced), RuleError> {
    for &seat in tied {
        let answer = sent.iter().find(|s| s.seat == seat);
        match answer.map(|s| s.card) {
            None => return illegal(format!("no reinforcement answer from player {seat}")),
            Some(Some(c)) if content.card(c).gangster().is_none() || !state.players[seat].hand.contains(&c) => {
                return illegal("a reinforcement is a gangster card from the hand");
            }
            _ => {}
        }
    }
    let mut answers: Vec<Sent> =
        tied.iter().filter_map(|&seat| sent.iter().find(|s| s.seat == seat).copied()).collect();
    answers.sort_by_key(|s| tied.iter().position(|&t| t == s.seat));
    for s in &answers {
        if let Some(card) = s.card {
            take_from_hand(state, s.seat, card)?;
            state.deck.discard(card);
        }
    }
    let value = |s: &Sent| s.card.and_then(|c| content.card(c).gangster()).map(|g| g.value);
    let best = answers.iter().filter_map(value).max();
    let event = Event::Reinforcement { tile: showdown.tile, sent: answers.clone() };
    let outcome = match best {
        None => Reinforced::Winner(tied[0], Decided::TurnOrder),
        Some(v) => {
            let top: Vec<Seat> = answers.iter().filter(|s| value(s) == Some(v)).map(|s| s.seat).collect();
            if top.len() == 1 { Reinforced::Winner(top[0], Decided::Reinforcement) } else { Reinforced::Again(top) }
        }
    };
    Ok((event, outcome))
}

/// 5.0: "Le joueur ayant le meilleur jeu remporte la fusillade et prend la tuile établissement,
/// qu'il place devant lui. Toutes les cartes sont ensuite défaussées, et une nouvelle tuile est
/// piochée et placée à la place de celle qui vient d'être remportée." The token goes back
/// beside the table; with no tile left the place stays empty (6.0, Cas particulier). Then the
/// end of the game is checked ([`check_victory`]).
pub fn award(state: &mut State, content: &Content, tile: TileId, winner: Seat, decided: Decided) -> Vec<Event> {
    let mut events = vec![Event::ShootoutWon { seat: winner, tile, decided }];
    let Some(at) = state.table.iter().position(|e| e.tile == tile) else { return events };
    let seats = state.seats();
    if state.table[at].token.take().is_some() {
        state.tokens += 1;
    }
    let cards: Vec<CardId> = state.table[at].cards.0.iter_mut().flat_map(|g| g.drain(..)).map(|p| p.card).collect();
    for card in cards {
        state.deck.discard(card);
    }
    state.players[winner].won.push(tile);
    state.last_won = Some(winner);
    match state.tiles.pop() {
        Some(next) => {
            state.table[at] = Establishment::new(next, seats);
            events.push(Event::NewTile { tile: next, replaces: tile });
        }
        None => {
            state.table.remove(at);
            events.push(Event::NoTileLeft { replaces: tile });
        }
    }
    if let Some(victory) = check_victory(state, content, winner) {
        state.winner = Some(winner);
        events.push(Event::GameWon { seat: winner, victory });
    }
    events
}

/// 5.0 with the winner decided by the hands alone: the one best hand, or the only player there.
pub fn sole_winner(showdown: &Showdown) -> Option<(Seat, Decided)> {
    match showdown.tied.as_slice() {
        [only] if showdown.ranked.len() == 1 => Some((*only, Decided::Alone)),
        [only] => Some((*only, Decided::Hand)),
        _ => None,
    }
}

// ----------------------------------------------------------------------------------------------
// 6.0 Fin du jeu

/// Whether one player's establishments meet a condition (6.0: "trois établissements du même
/// type", "quatre établissements différents", "cinq établissements quelconques"; the Note's
/// quicker conditions are the same kinds with other counts).
pub fn meets(state: &State, content: &Content, seat: Seat, condition: WinCondition) -> bool {
    let won = &state.players[seat].won;
    let mut by_type = vec![0u8; content.types.len()];
    for &t in won {
        by_type[usize::from(content.tile(t).kind.0)] += 1;
    }
    match condition {
        WinCondition::SameType(n) => by_type.iter().any(|&k| k >= n),
        WinCondition::DifferentTypes(n) => by_type.iter().filter(|&&k| k > 0).count() >= usize::from(n),
        WinCondition::Any(n) => won.len() >= usize::from(n),
    }
}

/// 6.0 Fin du jeu: "La partie se termine immédiatement lorsqu'un joueur contrôle" any of the
/// conditions (the quick game's when that option is on), checked for the player who just won a
/// tile. "Cas particulier": when the last establishment has been won and nobody meets a
/// condition, the player who won it wins.
pub fn check_victory(state: &State, content: &Content, seat: Seat) -> Option<Victory> {
    if let Some(&c) = content.rules.win_conditions().iter().find(|&&c| meets(state, content, seat, c)) {
        return Some(Victory::Condition(c));
    }
    (state.table.is_empty() && state.tiles.is_empty() && state.last_won.is_some()).then_some(Victory::LastEstablishment)
}

#[cfg(test)]
mod tests;
