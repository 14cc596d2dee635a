//! 5.0 Fusillade: hands revealed, reinforcements, the tile awarded.

use super::placing::take_from_hand;
use super::victory::check_victory;
use super::{RuleError, illegal};
use crate::engine::seat::Seat;
use crate::games::chicago_poker::choice::Choice;
use crate::games::chicago_poker::content::{CardId, Content, TileId};
use crate::games::chicago_poker::event::{Decided, Event, RankedHand, Sent, ShownHand};
use crate::games::chicago_poker::hand::{self, HandRank};
use crate::games::chicago_poker::state::{Establishment, State};

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
