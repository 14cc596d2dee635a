//! Chicago Poker's scenario files: a position (hands, the establishments with the cards in
//! front of them and their tokens, the tiles and the cards to come), scripted answers, and
//! what to run: one turn, one shootout, or the game to its end. SCENARIOS.md describes the
//! format shared by every game; `tests/scenarios/chicago-poker/` holds one per rule.
//!
//! ```toml
//! game = "chicago-poker"
//! description = "5.0: a pair beats high card"
//! seats = 2
//! current = 1                      # whose turn comes (from 1)
//! turn = 10                        # player turns already played (the first round's
//!                                  # shorter turns are over)
//! [[player]]
//! hand = ["red_7", "murder"]
//! won = ["the_green_door"]
//! [[table]]                        # the face-up establishments, in their places
//! tile = "the_river_still"
//! token = 1                        # whose shootout token lies there
//! cards = { 1 = ["red_9", "blue_9", "red_2", "red_3", "red_4"], 2 = ["green_8"] }
//! [decisions]
//! 1 = ["draw", "play:red_7 the_river_still", { prompt = "murder", choice = "group:2 the_river_still" }]
//! [run]
//! what = "turn"                    # turn, shootout (with `tile`), game
//! ```
//!
//! Cards are laid at a tile in the order listed, each face up or down as the tile's type says
//! (4.1 Action II). The cards to come (`deck`, top first) come before every card the file does
//! not place, which are shuffled by the seed; `tiles` are the face-down tiles, top first,
//! before the rest, shuffled too. `turn` is below the content's turn cap (`engine.turn_cap`)
//! and `[run] turns` from 1 to it, each refused at its `file:line:col` otherwise.

use super::ChicagoPoker;
use super::choice::Choice;
use super::content::{CardId, Content, TileId};
use super::state::{Establishment, Placed, Player, State, Token};
use super::turn::{self, Match};
use crate::engine::deck::Deck;
use crate::engine::game::LogEntry;
use crate::engine::play::Flow;
use crate::engine::rng::Rng;
use crate::engine::scenario::{Header, IMPOSSIBLE, Positions, Spot, defaults, no_such, seat};
use crate::engine::seat::{BySeat, Seat};
use serde::Deserialize;
use std::collections::BTreeMap;
use toml::Spanned;

/// Chicago Poker's part of a scenario file, beside the fields every game's has
/// (`engine::scenario::Header`).
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ScenarioFile {
    /// Whose turn comes, from 1.
    #[serde(default = "defaults::one_u8")]
    pub current: u8,
    /// Player turns already played (0: the game's first turn comes, with its single action).
    #[serde(default = "defaults::ten_turns")]
    #[schemars(with = "u32")]
    pub turn: Spanned<u32>,
    #[serde(default)]
    pub player: Vec<PlayerDef>,
    #[serde(default)]
    pub table: Vec<TableDef>,
    /// Face-down tiles, the next one first.
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub tiles: Vec<Id>,
    /// Cards to come, top first.
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub deck: Vec<Id>,
    /// The face-up discard pile, bottom first.
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub discard: Vec<Id>,
    /// The number the next shootout token laid gets (absent: one past those on the table).
    pub next_token: Option<u32>,
    /// Who won the last establishment (from 1; 6.0, Cas particulier).
    pub last_won: Option<u8>,
    pub run: RunDef,
}

#[derive(Deserialize, Default, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayerDef {
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub hand: Vec<Id>,
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub won: Vec<Id>,
}

/// An id as the file spells it, where it stands.
pub type Id = Spanned<String>;

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TableDef {
    #[schemars(with = "String")]
    pub tile: Id,
    /// The seat whose shootout token lies here.
    pub token: Option<u8>,
    /// The token's place among those laid (a player's shootouts resolve in that order,
    /// RULINGS.md); absent: the table's order.
    pub order: Option<u32>,
    /// Each seat's cards here (`"1" = [...]`), in the order played.
    #[serde(default)]
    #[schemars(with = "BTreeMap<String, Vec<String>>")]
    pub cards: BTreeMap<String, Vec<Id>>,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RunDef {
    /// `turn` (the current player's), `shootout` (at `tile`), `game`.
    pub what: String,
    #[schemars(with = "Option<String>")]
    pub tile: Option<Id>,
    /// For `game`: stop after this many player turns.
    #[schemars(with = "Option<u32>")]
    pub turns: Option<Spanned<u32>>,
}

/// The clock of a scenario within what the game can reach ([`crate::engine::scenario::check_clock`],
/// against the content's `[engine] turn_cap`): 6.0 needs a player to win establishments, and a
/// game answered by first options may never end, so the cap is what stops it.
///
/// # Errors
/// The value out of its range, at its `file:line:col`.
fn check_clock(content: &Content, sc: &ScenarioFile, spot: Spot) -> Result<(), String> {
    crate::engine::scenario::check_clock(spot, &sc.turn, sc.run.turns.as_ref(), content.rules.turn_cap, "a game")
}

/// The cards of the content not yet placed by the file: each id takes the next unused copy.
struct Pool<'a> {
    content: &'a Content,
    free: Vec<CardId>,
    spot: Spot<'a>,
}

impl Pool<'_> {
    /// The next unused copy of the card `id` names: an id that names no card is told at its
    /// `file:line:col` with the closest id (E0501), a card placed once too often there too
    /// (E0502).
    fn take(&mut self, id: &Id) -> Result<CardId, String> {
        let at = self.free.iter().position(|&c| self.content.card(c).id == *id.get_ref());
        match at {
            Some(i) => Ok(self.free.remove(i)),
            None if self.content.card_index(id.get_ref()).is_some() => Err(self.spot.at(
                id,
                IMPOSSIBLE,
                format!("card `{}` is placed more often than the deck holds it", id.get_ref()),
            )),
            None => Err(self.spot.unknown(id, "card", self.content.cards.iter().map(|c| c.id.as_str()))),
        }
    }
}

/// The establishment an answer names (answers keep no place), or "no establishment `x`" with
/// the closest id.
fn tile(content: &Content, id: &str) -> Result<TileId, String> {
    content.tile_index(id).ok_or_else(|| no_such("establishment", id, content.tiles.iter().map(|t| t.id.as_str())))
}

/// The establishment a value of the file names, or E0501 at it with the closest id.
fn tile_at(content: &Content, spot: Spot, id: &Id) -> Result<TileId, String> {
    content
        .tile_index(id.get_ref())
        .ok_or_else(|| spot.unknown(id, "establishment", content.tiles.iter().map(|t| t.id.as_str())))
}

/// The position a file describes.
///
/// # Errors
/// An id that is no card or tile (E0501), a card or tile used twice (E0502), each at its
/// `file:line:col`; a group over the limit.
pub fn build(content: &Content, head: &Header, sc: &ScenarioFile, spot: Spot) -> Result<State, String> {
    check_clock(content, sc, spot)?;
    let n = head.seats();
    let whole = |e: String| spot.whole(&e);
    let table_rule =
        content.rules.table(n).ok_or_else(|| whole(format!("Chicago Poker has no table for {n} players")))?;
    if sc.player.len() > n {
        return Err(whole(format!("{} [[player]] entries for {n} seats", sc.player.len())));
    }
    let mut pool = Pool { content, free: content.deck_cards(), spot };
    let mut rng = Rng::seeded(head.seed);
    let mut players = BySeat::from_fn(n, |_| Player::default());
    let mut used_tiles = Vec::new();
    let mut tile_once = |id: &Id| -> Result<TileId, String> {
        let t = tile_at(content, spot, id)?;
        if used_tiles.contains(&t) {
            return Err(spot.at(id, IMPOSSIBLE, format!("establishment `{}` is in two places", id.get_ref())));
        }
        used_tiles.push(t);
        Ok(t)
    };
    let seats: Vec<Seat> = players.seats().collect();
    for (&seat, p) in seats.iter().zip(&sc.player) {
        players[seat].hand = p.hand.iter().map(|c| pool.take(c)).collect::<Result<_, _>>()?;
        players[seat].won = p.won.iter().map(&mut tile_once).collect::<Result<_, _>>()?;
    }
    let mut table = Vec::new();
    let mut order = 1;
    for t in &sc.table {
        let mut e = Establishment::new(tile_once(&t.tile)?, n);
        for (who, cards) in &t.cards {
            let s = seat(who, n).map_err(whole)?;
            if cards.len() > usize::from(content.rules.max_cards) {
                return Err(whole(format!(
                    "{} cards for seat {who} at `{}`: at most {}",
                    cards.len(),
                    t.tile.get_ref(),
                    content.rules.max_cards
                )));
            }
            for (nth, c) in cards.iter().enumerate() {
                let card = pool.take(c)?;
                if content.card(card).gangster().is_none() {
                    let message =
                        format!("`{}` is no gangster: only gangsters are played at an establishment", c.get_ref());
                    return Err(spot.at(c, IMPOSSIBLE, message));
                }
                let face_up = content.face(e.tile, nth) == super::defs::Face::Up;
                e.cards[s].push(Placed { card, face_up, seen_by: Vec::new() });
            }
        }
        if let Some(owner) = t.token {
            let owner = seat(&owner.to_string(), n).map_err(whole)?;
            if e.cards[owner].len() < usize::from(content.rules.shootout_at) {
                return Err(whole(format!("a shootout token at `{}` lies on a group of five cards", t.tile.get_ref())));
            }
            e.token = Some(Token { owner, order: t.order.unwrap_or(order) });
            order = order.max(t.order.unwrap_or(0)) + 1;
        }
        table.push(e);
    }
    let on_table = table.iter().filter(|e| e.token.is_some()).count();
    let tokens = usize::from(table_rule.shootout_tokens)
        .checked_sub(on_table)
        .ok_or_else(|| whole(format!("{on_table} shootout tokens on the table, of {}", table_rule.shootout_tokens)))?;
    let mut deck = Deck::stacked(Vec::new());
    for c in &sc.discard {
        deck.discard(pool.take(c)?);
    }
    let top: Vec<CardId> = sc.deck.iter().map(|c| pool.take(c)).collect::<Result<_, _>>()?;
    let mut rest = std::mem::take(&mut pool.free);
    rng.shuffle(&mut rest);
    // The top of the draw pile is its end.
    rest.extend(top.into_iter().rev());
    deck.replace_draw_pile(rest);
    let named: Vec<TileId> = sc.tiles.iter().map(tile_once).collect::<Result<_, _>>()?;
    // At most 255 tiles (`load`, E0111): each has its one-byte id.
    let mut tiles: Vec<TileId> = (0..=u8::MAX)
        .take(content.tiles.len())
        .map(TileId)
        .filter(|t| !used_tiles.contains(t) && !named.contains(t))
        .collect();
    rng.shuffle(&mut tiles);
    tiles.extend(named.into_iter().rev());
    let current = seat(&sc.current.to_string(), n).map_err(whole)?;
    Ok(State {
        players,
        deck,
        tiles,
        table,
        tokens: tokens as u8,
        next_token: sc.next_token.unwrap_or(order),
        first: current,
        current,
        actions_left: 0,
        turn: *sc.turn.get_ref(),
        last_won: sc.last_won.map(|w| seat(&w.to_string(), n)).transpose().map_err(whole)?,
        winner: None,
        chance: crate::engine::dice::Chance { rng, fixed: () },
    })
}

impl Positions for ChicagoPoker {
    type File = ScenarioFile;
    const ROLLS: Option<&'static [&'static str]> = None;
    const HEAD_DOCS: &'static [(&'static str, &'static str)] = &[("game", "`chicago-poker`.")];

    fn build(content: &Content, head: &Header, file: &ScenarioFile, spot: Spot) -> Result<State, String> {
        build(content, head, file, spot)
    }

    /// `draw`, `pass`, `none`, `play:<card> <tile>`, `special:<card>`, `reinforce:<card>`,
    /// `player:<seat>`, `tile:<tile>`, `group:<seat> <tile>`, `count:<n>`, `card:<card>`.
    fn choice(content: &Content, seats: usize, text: &str) -> Result<Choice, String> {
        let (kind, arg) = text.split_once(':').map_or((text.trim(), ""), |(k, a)| (k.trim(), a.trim()));
        let words: Vec<&str> = arg.split_whitespace().collect();
        let word = |i: usize| words.get(i).copied().ok_or_else(|| format!("`{text}` needs more words"));
        let card = |id: &str| {
            content.card_index(id).ok_or_else(|| no_such("card", id, content.cards.iter().map(|c| c.id.as_str())))
        };
        Ok(match kind {
            "draw" => Choice::Draw,
            "pass" => Choice::Pass,
            "none" => Choice::SendNone,
            "play" => Choice::Play { card: card(word(0)?)?, tile: tile(content, word(1)?)? },
            "special" => Choice::Special { card: card(word(0)?)? },
            "reinforce" => Choice::Reinforce { card: card(word(0)?)? },
            "player" => Choice::Player(seat(word(0)?, seats)?),
            "tile" => Choice::Establishment(tile(content, word(0)?)?),
            "group" => Choice::Group { seat: seat(word(0)?, seats)?, tile: tile(content, word(1)?)? },
            "count" => Choice::Count(word(0)?.parse().map_err(|_| format!("`{text}`: not a count"))?),
            "card" => Choice::Card(card(word(0)?)?),
            other => {
                return Err(format!(
                    "`{other}` is no option (draw, pass, none, play, special, discard, reinforce, player, tile, group, count, card)"
                ));
            }
        })
    }

    /// Seats from 1, cards and establishments by id (the log counts from 0 and by index).
    /// Counts, places in a group and card values stay.
    fn printed(content: &Content, tag: &str, key: &str, n: u64) -> Option<serde_json::Value> {
        let i = usize::try_from(n).ok()?;
        match key {
            "seat" | "victim" | "leader" | "player" | "tied" => Some((n + 1).into()),
            // A card of the catalogue, not of the deck.
            _ if tag == "script_failed" => None,
            "cards" if matches!(tag, "reshuffled" | "deck_rebuilt") => None,
            "card" | "cards" => content.cards.get(i).map(|c| c.id.clone().into()),
            "tile" | "tiles" | "from" | "to" | "replaces" | "establishment" => {
                content.tiles.get(i).map(|t| t.id.clone().into())
            }
            _ => None,
        }
    }

    fn written(content: &Content, state: &State, _: &[LogEntry<Self>]) -> Result<toml::Table, String> {
        super::written::written(content, state)
    }

    fn spelled(content: &Content, choice: &Choice) -> Option<String> {
        Some(super::written::spelled(content, choice))
    }

    fn summary(m: &Match<'_>) -> serde_json::Value {
        summary(m.content, m)
    }

    fn round_cap(file: &ScenarioFile) -> Option<u32> {
        file.run.turns.as_ref().map(|t| t.get_ref().saturating_add(*file.turn.get_ref()))
    }

    fn run(m: &mut Match<'_>, _: &Header, file: &ScenarioFile, spot: Spot) -> Result<Flow, String> {
        Ok(match (file.run.what.as_str(), &file.run.tile) {
            ("turn", None) => turn::turn(m),
            ("shootout", Some(at)) => {
                let t = tile_at(m.content, spot, at)?;
                if m.state.establishment(t).is_none_or(|e| e.token.is_none()) {
                    let message = format!("no shootout token lies at `{}`", at.get_ref());
                    return Err(spot.at(at, IMPOSSIBLE, message));
                }
                turn::shootout(m, t)
            }
            ("game", None) => m.run().map(|_| ()),
            (what, t) => {
                let t = t.as_ref().map(|t| t.get_ref());
                let message = format!("cannot run `{what}` with tile {t:?} (turn, shootout with a tile, game)");
                return Err(spot.whole(&message));
            }
        })
    }
}

/// The final position by name: each player's hand, establishments won and cards at each tile
/// (`players.0.hand`, `table.the_river_still.1`), the discard pile and the winner.
fn summary(content: &Content, m: &Match<'_>) -> serde_json::Value {
    let s = &m.state;
    let name = |c: &CardId| content.card(*c).id.clone();
    let players: Vec<serde_json::Value> = s
        .players
        .iter()
        .map(|(seat, p)| {
            serde_json::json!({
                "seat": seat.0 + 1,
                "hand": p.hand.iter().map(name).collect::<Vec<_>>(),
                "won": p.won.iter().map(|t| content.tile(*t).id.clone()).collect::<Vec<_>>(),
            })
        })
        .collect();
    let table: serde_json::Map<String, serde_json::Value> = s
        .table
        .iter()
        .map(|e| {
            let mut groups = serde_json::Map::new();
            for (seat, g) in e.cards.iter() {
                if !g.is_empty() {
                    groups.insert((seat.0 + 1).to_string(), g.iter().map(|p| name(&p.card)).collect::<Vec<_>>().into());
                }
            }
            if let Some(t) = e.token {
                groups.insert("token".into(), (t.owner.0 + 1).into());
            }
            (content.tile(e.tile).id.clone(), groups.into())
        })
        .collect();
    serde_json::json!({
        "players": players,
        "table": table,
        "discard": s.deck.discard_pile().iter().map(name).collect::<Vec<_>>(),
        "deck": s.deck.draw_pile().len(),
        "current": s.current.0 + 1,
        "actions_left": s.actions_left,
        "winner": s.winner.map(|w| w.0 + 1),
    })
}
