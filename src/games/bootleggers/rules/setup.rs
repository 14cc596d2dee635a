//! Préparation: each bootlegger with a family still of one die, a small truck marked with one
//! of its markers, $10G, a back room with one marker, and 3 authority cards of each colour
//! band (2 in the short game); the muscle and truck decks shuffled.

use super::super::content::{AuthorityId, Content, MuscleId, TruckCardId, numbered};
use super::super::event::Event;
use super::super::state::{BackRoom, Phase, Player, SpeakeasyState, State, Truck};
use crate::engine::deck::Deck;
use crate::engine::dice::Chance;
use crate::engine::rng::Rng;
use crate::engine::seat::BySeat;

/// The game at its start.
///
/// # Errors
/// When the content cannot seat so many (too few authority cards or trucks for them).
pub fn new_game(content: &Content, seats: usize, seed: u64) -> Result<State, String> {
    let r = &content.rules;
    let mut rng = Rng::seeded(seed);
    let per_band = usize::from(r.authority_per_band());
    let mut hands: Vec<Vec<AuthorityId>> = vec![Vec::new(); seats];
    for (b, band) in content.bands.iter().enumerate() {
        let mut cards: Vec<AuthorityId> = numbered(&content.authority)
            .filter(|(_, a)| usize::from(a.band.0) == b)
            .map(|(i, _)| AuthorityId(i))
            .collect();
        if cards.len() < per_band * seats {
            return Err(format!("the {} band has {} cards, too few for {seats} players", band.id, cards.len()));
        }
        rng.shuffle(&mut cards);
        for hand in &mut hands {
            hand.extend(cards.drain(..per_band));
        }
    }
    for hand in &mut hands {
        hand.sort_by_key(|a| content.authority[usize::from(a.0)].number);
    }
    let small = r.setup.truck;
    if usize::from(r.truck(small).miniatures) < seats {
        return Err(format!(
            "the box has {} {} trucks, too few for {seats} players",
            r.truck(small).miniatures,
            r.truck(small).id
        ));
    }
    let markers = r.influence_markers;
    let back = r.setup.back_room_influence;
    let players = BySeat::from_fn(seats, |i| Player {
        money: i64::from(r.setup.money),
        authority: std::mem::take(&mut hands[i]),
        played: None,
        // One in the back room, one marking the small truck.
        reserve: markers.saturating_sub(back).saturating_sub(1),
        back_room: BackRoom { influence: back.min(markers), ..BackRoom::default() },
        family_dice: r.setup.family_still_dice,
        offsite: Vec::new(),
        hand: Vec::new(),
        face_up: Vec::new(),
        warehouse: 0,
        family_output: 0,
        kept_this_turn: Vec::new(),
        thugs_passed: Vec::new(),
    });
    let trucks = players
        .seats()
        .map(|seat| Truck {
            size: small,
            owner: Some(seat),
            marked: markers > back,
            renter: None,
            renter_marked: false,
            load: 0,
            at: None,
            load_taken_by: None,
        })
        .collect();
    let muscle: Vec<MuscleId> =
        numbered(&content.muscle).flat_map(|(i, c)| std::iter::repeat_n(MuscleId(i), usize::from(c.count))).collect();
    let truck_cards: Vec<TruckCardId> = numbered(&content.trucks)
        .flat_map(|(i, c)| std::iter::repeat_n(TruckCardId(i), usize::from(c.count)))
        .collect();
    let muscle = Deck::shuffled(muscle, &mut rng);
    let truck_deck = Deck::shuffled(truck_cards, &mut rng);
    Ok(State {
        speakeasies: content
            .board
            .speakeasies
            .iter()
            .map(|_| SpeakeasyState { influence: BySeat(vec![0; seats]), improvements: 0, effects: Default::default() })
            .collect(),
        players,
        turn: r.setup.turn_track_start.max(1),
        phase: Phase::Authority,
        revealed: false,
        trucks,
        muscle,
        truck_deck,
        truck_offer: None,
        muscle_offer: Vec::new(),
        improvement_supply: r.improvement_markers,
        cop: None,
        authority_bonus: BySeat(vec![0; seats]),
        vigorish: Vec::new(),
        asking: None,
        warehouse: Vec::new(),
        safe_house: BySeat(vec![0; seats]),
        arrivals: 0,
        chance: Chance { rng, fixed: Default::default() },
    })
}

/// What the table is told before the first turn.
pub fn announce(content: &Content, state: &State) -> Vec<Event> {
    vec![Event::Setup {
        seats: state.player_count(),
        money: i64::from(content.rules.setup.money),
        short_game: content.rules.short_game,
    }]
}
