//! The rules' unit tests: one or more per section and per ruling of NOTES.md.

use super::RuleError;
use super::actions::{apply_action, begin_turn, draw, end_turn, is_over, legal_actions, play_gangster};
use super::setup::setup;
use super::shootout::{Reinforced, award, pending_shootouts, reinforce, reinforcement_options, reveal, sole_winner};
use super::specials::{
    add_actions, discard_last, discard_special, move_last, rebuild_deck, show_face_down, take_from_discard,
};
use super::victory::check_victory;
use crate::engine::deck::Deck;
use crate::engine::seat::Seat;
use crate::games::chicago_poker::choice::Choice;
use crate::games::chicago_poker::content::{CardId, Content, TileId};
use crate::games::chicago_poker::defs::WinCondition;
use crate::games::chicago_poker::event::{Decided, Event, Sent, Victory};
use crate::games::chicago_poker::state::Placed;
use crate::games::chicago_poker::state::{Establishment, State, Token};
use crate::games::chicago_poker::tests::content;

/// A table of `seats` with empty hands, every card in the deck and these tiles face up (by
/// id), the others in the tile pile; player 1 to play his first turn.
fn table(content: &Content, seats: usize, tiles: &[&str]) -> State {
    let (mut state, _) = setup(content, seats, 1).expect("setup");
    state.deck = Deck::stacked(content.deck_cards());
    state.players.0.iter_mut().for_each(|p| p.hand.clear());
    state.table = tiles.iter().map(|t| Establishment::new(tile(content, t), seats)).collect();
    state.tiles = (0..content.tiles.len() as u8).map(TileId).filter(|t| state.establishment(*t).is_none()).collect();
    state.first = Seat(0);
    state.current = Seat(0);
    state
}

fn tile(content: &Content, id: &str) -> TileId {
    content.tile_index(id).unwrap_or_else(|| panic!("no tile {id}"))
}

fn card(content: &Content, id: &str) -> CardId {
    content.card_index(id).unwrap_or_else(|| panic!("no card {id}"))
}

/// Takes cards out of the deck into a hand.
fn give(state: &mut State, content: &Content, seat: Seat, cards: &[&str]) {
    for id in cards {
        let c = card(content, id);
        assert!(state.deck.take(c), "{id} is not in the deck");
        state.players[seat].hand.push(c);
    }
}

/// Plays cards from the deck straight in front of a tile (as if played in earlier turns).
fn lay(state: &mut State, content: &Content, seat: Seat, at: &str, cards: &[&str]) -> Vec<Event> {
    let mut events = Vec::new();
    for id in cards {
        give(state, content, seat, &[id]);
        events.extend(play_gangster(state, content, seat, card(content, id), tile(content, at)).expect("play"));
    }
    events
}

fn start(state: &mut State, content: &Content) {
    begin_turn(state, content);
}

#[test]
fn setup_deals_five_lays_tiles_by_players_and_draws_the_first_player() {
    let content = content();
    for (seats, face_up) in [(2, 2), (3, 2), (4, 3), (5, 4), (6, 4)] {
        let (state, events) = setup(&content, seats, 42).expect("setup");
        assert!(state.players.0.iter().all(|p| p.hand.len() == 5));
        assert_eq!(state.table.len(), face_up);
        assert_eq!(usize::from(state.tokens), face_up);
        assert_eq!(state.tiles.len(), 20 - face_up);
        assert_eq!(state.deck.len(), 81 - 5 * seats);
        assert!(matches!(events.last(), Some(Event::FirstPlayer { .. })));
    }
    assert!(matches!(setup(&content, 1, 1), Err(RuleError::Players { .. })));
    assert!(matches!(setup(&content, 7, 1), Err(RuleError::Players { .. })));
    let firsts: std::collections::BTreeSet<Seat> =
        (0..40).map(|s| setup(&content, 4, s).expect("setup").0.first).collect();
    assert_eq!(firsts.len(), 4, "the first player is drawn at random");
}

#[test]
fn the_variant_deals_from_the_75_gangsters() {
    let mut content = content();
    content.rules.specials = false;
    let (state, _) = setup(&content, 2, 3).expect("setup");
    assert_eq!(state.all_cards().len(), 75);
    assert!(state.all_cards().iter().all(|&c| content.card(c).gangster().is_some()));
}

#[test]
fn the_first_player_has_one_action_the_second_two_then_three() {
    let content = content();
    let mut state = table(&content, 3, &["the_green_door", "the_sunset_cafe"]);
    let mut actions = Vec::new();
    for _ in 0..4 {
        start(&mut state, &content);
        actions.push(state.actions_left);
        end_turn(&mut state, &content).expect("end");
    }
    assert_eq!(actions, vec![1, 2, 3, 3]);
    assert_eq!(state.current, Seat(1), "clockwise, back round to the second player");
}

#[test]
fn cards_lie_as_the_tile_type_says_and_the_fifth_takes_a_token() {
    let content = content();
    let mut state = table(&content, 5, &["the_green_door", "the_sunset_cafe", "the_river_still", "the_four_deuces"]);
    let faces = |state: &State, at: &str| -> Vec<bool> {
        state.group(Seat(0), tile(&content, at)).iter().map(|p: &Placed| p.face_up).collect()
    };
    let five = ["red_1", "red_2", "red_3", "red_4", "red_5"];
    lay(&mut state, &content, Seat(0), "the_green_door", &five);
    let jazz = ["blue_1", "blue_2", "blue_3", "blue_4", "blue_5"];
    lay(&mut state, &content, Seat(0), "the_sunset_cafe", &jazz);
    lay(&mut state, &content, Seat(0), "the_river_still", &["green_1", "green_2", "green_3", "green_4", "green_5"]);
    let events = lay(
        &mut state,
        &content,
        Seat(0),
        "the_four_deuces",
        &["yellow_1", "yellow_2", "yellow_3", "yellow_4", "yellow_5"],
    );
    assert_eq!(faces(&state, "the_green_door"), [false, false, true, true, true]);
    assert_eq!(faces(&state, "the_sunset_cafe"), [true, true, true, false, false]);
    assert_eq!(faces(&state, "the_river_still"), [true; 5]);
    assert_eq!(faces(&state, "the_four_deuces"), [true, false, true, false, true]);
    assert!(matches!(events.last(), Some(Event::TokenPlaced { order: 4, .. })));
    assert_eq!(state.tokens, 0);
}

#[test]
fn one_token_per_establishment_and_never_a_sixth_card() {
    let content = content();
    let mut state = table(&content, 2, &["the_river_still", "the_four_deuces"]);
    lay(&mut state, &content, Seat(0), "the_river_still", &["red_1", "red_2", "red_3", "red_4", "red_5"]);
    let events =
        lay(&mut state, &content, Seat(1), "the_river_still", &["blue_1", "blue_2", "blue_3", "blue_4", "blue_5"]);
    assert!(!events.iter().any(|e| matches!(e, Event::TokenPlaced { .. })));
    assert_eq!(
        state.establishment(tile(&content, "the_river_still")).and_then(|e| e.token).map(|t| t.owner),
        Some(Seat(0))
    );
    give(&mut state, &content, Seat(0), &["red_6"]);
    start(&mut state, &content);
    let options = legal_actions(&state, &content);
    assert!(
        !options.contains(&Choice::Play { card: card(&content, "red_6"), tile: tile(&content, "the_river_still") })
    );
    assert!(options.contains(&Choice::Play { card: card(&content, "red_6"), tile: tile(&content, "the_four_deuces") }));
    assert!(
        play_gangster(&mut state, &content, Seat(0), card(&content, "red_6"), tile(&content, "the_river_still"))
            .is_err()
    );
}

#[test]
fn drawing_is_allowed_while_plays_can_still_bring_the_hand_to_seven() {
    let content = content();
    let mut state = table(&content, 2, &["the_river_still", "the_four_deuces"]);
    state.turn = 5;
    start(&mut state, &content);
    give(&mut state, &content, Seat(0), &["red_1", "red_2", "red_3", "red_4", "red_5", "red_6", "red_7"]);
    // Seven cards and three actions: draw to eight, a play brings it back to seven.
    assert!(legal_actions(&state, &content).contains(&Choice::Draw));
    apply_action(&mut state, &content, Choice::Draw).expect("draw");
    // Eight cards, two actions: a second draw would end the turn at eight; stopping too.
    let options = legal_actions(&state, &content);
    assert!(!options.contains(&Choice::Draw));
    assert!(!options.contains(&Choice::Pass));
    assert!(options.iter().all(|c| matches!(c, Choice::Play { .. } | Choice::Special { .. })));
    let play = options[0];
    apply_action(&mut state, &content, play).expect("play");
    assert_eq!(legal_actions(&state, &content).last(), Some(&Choice::Pass));
    assert!(!legal_actions(&state, &content).contains(&Choice::Draw));
}

#[test]
fn a_player_may_stop_with_actions_unused() {
    let content = content();
    let mut state = table(&content, 2, &["the_river_still", "the_four_deuces"]);
    state.turn = 5;
    start(&mut state, &content);
    let events = apply_action(&mut state, &content, Choice::Pass).expect("pass");
    assert_eq!(events, vec![Event::Passed { seat: Seat(0), actions_left: 3 }]);
    assert!(legal_actions(&state, &content).is_empty());
    end_turn(&mut state, &content).expect("end");
    assert_eq!(state.current, Seat(1));
}

#[test]
fn a_hand_over_the_limit_that_cannot_be_played_ends_the_turn_without_a_discard() {
    // NOTES.md 2: the limit refuses draws; no discard. Eight cards (a position only a scenario
    // makes) with no room anywhere and nothing else to play: no draw, stopping is the only way
    // out, and the turn ends on eight.
    let content = content();
    let mut state = table(&content, 2, &["the_river_still"]);
    lay(&mut state, &content, Seat(0), "the_river_still", &["red_1", "red_2", "red_3", "red_4", "red_5"]);
    give(
        &mut state,
        &content,
        Seat(0),
        &["blue_1", "blue_2", "blue_3", "blue_4", "blue_5", "blue_6", "blue_7", "blue_8"],
    );
    state.turn = 5;
    start(&mut state, &content);
    assert_eq!(legal_actions(&state, &content), vec![Choice::Pass]);
    apply_action(&mut state, &content, Choice::Pass).expect("pass");
    assert!(legal_actions(&state, &content).is_empty());
    end_turn(&mut state, &content).expect("the turn ends");
    assert_eq!(state.players[Seat(0)].hand.len(), 8);
}

#[test]
fn corruption_lowers_nothing_and_its_card_counts_only_with_an_action_to_play_it() {
    // 4.1 Action I, "Important" (NOTES.md 2). Seven cards, no room: Corruption is the only play.
    let content = content();
    let setup = |actions: u8, pile: &[&str]| {
        let mut state = table(&content, 2, &["the_river_still"]);
        lay(&mut state, &content, Seat(0), "the_river_still", &["red_1", "red_2", "red_3", "red_4", "red_5"]);
        give(
            &mut state,
            &content,
            Seat(0),
            &["corruption", "blue_1", "blue_2", "blue_3", "blue_4", "blue_5", "blue_6"],
        );
        for id in pile {
            let c = card(&content, id);
            assert!(state.deck.take(c), "{id} is not in the deck");
            state.deck.discard(c);
        }
        state.turn = 5;
        start(&mut state, &content);
        state.actions_left = actions;
        state
    };
    // A pile of gangsters he has no room for: Corruption takes back nothing playable.
    assert!(!legal_actions(&setup(3, &["yellow_3"]), &content).contains(&Choice::Draw));
    // A Murder in the pile: Corruption then Murder, two actions after the draw.
    assert!(legal_actions(&setup(3, &["yellow_3", "murder"]), &content).contains(&Choice::Draw));
    assert!(!legal_actions(&setup(2, &["yellow_3", "murder"]), &content).contains(&Choice::Draw));
    // An empty pile: Corruption takes nothing back and simply leaves the hand.
    assert!(legal_actions(&setup(2, &[]), &content).contains(&Choice::Draw));
    assert!(!legal_actions(&setup(1, &[]), &content).contains(&Choice::Draw));
}

#[test]
fn an_empty_deck_and_discard_pile_cannot_be_drawn_from() {
    let content = content();
    let mut state = table(&content, 2, &["the_river_still"]);
    state.deck = Deck::stacked(Vec::new());
    state.turn = 5;
    start(&mut state, &content);
    assert!(!legal_actions(&state, &content).contains(&Choice::Draw));
}

#[test]
fn the_discard_pile_is_shuffled_into_a_new_deck_when_the_deck_runs_out() {
    let content = content();
    let mut state = table(&content, 2, &["the_river_still"]);
    let all = content.deck_cards();
    state.deck = Deck::stacked(Vec::new());
    for &c in &all {
        state.deck.discard(c);
    }
    let events = draw(&mut state, Seat(0));
    assert_eq!(events[0], Event::Reshuffled { cards: 81 });
    assert!(matches!(events[1], Event::Drew { seat: Seat(0), card: Some(_) }));
    assert_eq!(state.deck.len(), 80);
}

#[test]
fn murder_takes_another_player_s_last_card_but_not_a_group_under_its_token() {
    let content = content();
    let mut state = table(&content, 3, &["the_green_door", "the_river_still"]);
    lay(&mut state, &content, Seat(1), "the_green_door", &["red_1", "red_2", "red_3", "red_4", "red_5"]);
    lay(&mut state, &content, Seat(2), "the_green_door", &["blue_9", "blue_10"]);
    let door = tile(&content, "the_green_door");
    assert!(discard_last(&mut state, Seat(0), Seat(1), door).is_err(), "protected by the token");
    assert!(discard_last(&mut state, Seat(2), Seat(2), door).is_err(), "not one's own");
    // The last card of another player at the same establishment is not protected, face down
    // or not; it goes to the discard pile face up.
    let e = discard_last(&mut state, Seat(0), Seat(2), door).expect("murder");
    assert_eq!(
        e,
        Event::Murdered {
            seat: Seat(0),
            victim: Seat(2),
            tile: door,
            card: card(&content, "blue_10"),
            was_face_up: false
        }
    );
    assert_eq!(state.deck.discard_pile(), &[card(&content, "blue_10")]);
    assert_eq!(state.group(Seat(2), door).len(), 1);
}

#[test]
fn the_informer_sees_face_down_cards_and_the_others_learn_only_that_he_looked() {
    let content = content();
    let mut state = table(&content, 3, &["the_four_deuces"]);
    lay(&mut state, &content, Seat(1), "the_four_deuces", &["red_1", "red_2", "red_3", "red_4"]);
    let hall = tile(&content, "the_four_deuces");
    let e = show_face_down(&mut state, Seat(0), Seat(1), hall).expect("inform");
    let hidden = [card(&content, "red_2"), card(&content, "red_4")].map(Some).to_vec();
    assert_eq!(e, Event::Informed { seat: Seat(0), victim: Seat(1), tile: hall, cards: hidden });
    assert_eq!(
        e.seen_by(Some(Seat(2))),
        Event::Informed { seat: Seat(0), victim: Seat(1), tile: hall, cards: vec![None, None] }
    );
    assert_eq!(e.seen_by(Some(Seat(0))), e.clone());
    let known = |viewer: u8| -> Vec<bool> {
        state.group(Seat(1), hall).iter().map(|p| p.known_to(Seat(1), Seat(viewer))).collect()
    };
    assert_eq!(known(0), [true; 4]);
    assert_eq!(known(1), [true; 4], "his own face-down cards");
    assert_eq!(known(2), [true, false, true, false]);
    assert!(show_face_down(&mut state, Seat(1), Seat(1), hall).is_err());
}

#[test]
fn a_face_down_card_is_hidden_from_the_others_in_the_log() {
    let content = content();
    let mut state = table(&content, 2, &["the_green_door"]);
    let events = lay(&mut state, &content, Seat(0), "the_green_door", &["red_1"]);
    assert!(matches!(events[0].seen_by(Some(Seat(1))), Event::Played { card: None, face_up: false, .. }));
    assert!(matches!(events[0].seen_by(Some(Seat(0))), Event::Played { card: Some(_), .. }));
}

#[test]
fn the_limousine_moves_the_last_cards_by_the_destination_pattern() {
    let content = content();
    let mut state = table(&content, 2, &["the_river_still", "the_green_door"]);
    lay(&mut state, &content, Seat(0), "the_river_still", &["red_1", "red_2", "red_3", "red_4"]);
    lay(&mut state, &content, Seat(0), "the_green_door", &["blue_1"]);
    let (still, door) = (tile(&content, "the_river_still"), tile(&content, "the_green_door"));
    // Not the first cards: only the last ones.
    assert!(move_last(&mut state, &content, Seat(0), still, door, &[card(&content, "red_1")]).is_err());
    let order = [card(&content, "red_4"), card(&content, "red_2"), card(&content, "red_3")];
    let events = move_last(&mut state, &content, Seat(0), still, door, &order).expect("move");
    let door_cards: Vec<(CardId, bool)> = state.group(Seat(0), door).iter().map(|p| (p.card, p.face_up)).collect();
    assert_eq!(
        door_cards,
        vec![(card(&content, "blue_1"), false), (order[0], false), (order[1], true), (order[2], true)]
    );
    assert_eq!(state.group(Seat(0), still).len(), 1);
    assert!(matches!(&events[0], Event::Moved { cards, .. } if cards.len() == 3));
    // One more makes five at the speakeasy: a token (RULINGS.md).
    let events = move_last(&mut state, &content, Seat(0), still, door, &[card(&content, "red_1")]).expect("move");
    assert!(matches!(events.last(), Some(Event::TokenPlaced { seat: Seat(0), .. })));
}

#[test]
fn the_limousine_leaves_cards_under_a_token_and_needs_room() {
    let content = content();
    let mut state = table(&content, 2, &["the_river_still", "the_green_door"]);
    lay(&mut state, &content, Seat(0), "the_river_still", &["red_1", "red_2", "red_3", "red_4", "red_5"]);
    lay(&mut state, &content, Seat(0), "the_green_door", &["blue_1", "blue_2"]);
    lay(&mut state, &content, Seat(1), "the_river_still", &["green_1", "green_2", "green_3"]);
    let (still, door) = (tile(&content, "the_river_still"), tile(&content, "the_green_door"));
    assert!(move_last(&mut state, &content, Seat(0), still, door, &[card(&content, "red_5")]).is_err());
    // Another player's cards where a shootout is pending may move.
    move_last(&mut state, &content, Seat(1), still, door, &[card(&content, "green_3")]).expect("move");
    let three = ["blue_2", "blue_1"].map(|c| card(&content, c));
    assert!(move_last(&mut state, &content, Seat(0), door, still, &three).is_err(), "no room at the still");
}

#[test]
fn the_revolver_adds_two_actions() {
    let content = content();
    let mut state = table(&content, 2, &["the_river_still"]);
    state.turn = 5;
    start(&mut state, &content);
    give(&mut state, &content, Seat(0), &["revolver"]);
    let revolver = card(&content, "revolver");
    apply_action(&mut state, &content, Choice::Special { card: revolver }).expect("play");
    assert_eq!(state.actions_left, 2);
    let actions = content.specials[usize::from(content.special_index("revolver").expect("revolver").0)]
        .params
        .get("actions")
        .and_then(toml::Value::as_integer)
        .expect("actions param");
    add_actions(&mut state, actions as u8);
    discard_special(&mut state, revolver);
    assert_eq!(state.actions_left, 4, "one action more than without the card");
    assert_eq!(state.deck.discard_pile(), &[revolver]);
}

#[test]
fn corruption_takes_any_discarded_card_then_rebuilds_the_deck_without_itself() {
    let content = content();
    let mut state = table(&content, 2, &["the_river_still"]);
    state.turn = 5;
    start(&mut state, &content);
    for id in ["red_15", "murder"] {
        let c = card(&content, id);
        assert!(state.deck.take(c));
        state.deck.discard(c);
    }
    give(&mut state, &content, Seat(0), &["corruption"]);
    let corruption = card(&content, "corruption");
    apply_action(&mut state, &content, Choice::Special { card: corruption }).expect("play");
    assert!(!state.deck.discard_pile().contains(&corruption), "not in the pile while it acts");
    take_from_discard(&mut state, Seat(0), card(&content, "murder")).expect("take");
    assert_eq!(rebuild_deck(&mut state), Event::DeckRebuilt { cards: 81 - 2 });
    discard_special(&mut state, corruption);
    assert_eq!(state.deck.discard_pile(), &[corruption], "it starts the new discard pile");
    assert_eq!(state.players[Seat(0)].hand, vec![card(&content, "murder")]);
    assert_eq!(state.all_cards(), State::expected_cards(&content));
}

/// Five cards of seat 0 with a token at the still, and the other groups given.
fn shootout_at_the_still(content: &Content, seats: usize, mine: &[&str], others: &[(u8, &[&str])]) -> State {
    let mut state = table(content, seats, &["the_river_still", "the_green_door"]);
    lay(&mut state, content, Seat(0), "the_river_still", mine);
    for (seat, cards) in others {
        lay(&mut state, content, Seat(*seat), "the_river_still", cards);
    }
    state
}

#[test]
fn the_best_hand_takes_the_tile_the_cards_are_discarded_and_a_new_tile_comes() {
    let content = content();
    let mut state = shootout_at_the_still(
        &content,
        3,
        &["red_7", "blue_7", "green_7", "yellow_2", "purple_3"],
        &[(1, &["red_9", "blue_9"]), (2, &["red_10", "red_11", "red_12", "red_13", "red_14"])],
    );
    let still = tile(&content, "the_river_still");
    assert_eq!(pending_shootouts(&state, Seat(0)), vec![still]);
    let (events, showdown) = reveal(&mut state, &content, still).expect("reveal");
    assert!(matches!(&events[1], Event::ShootoutRevealed { hands, .. } if hands.len() == 3));
    assert_eq!(showdown.ranked[0].seat, Seat(2), "a straight flush");
    assert_eq!(showdown.ranked[1].seat, Seat(0));
    let (winner, decided) = sole_winner(&showdown).expect("one best hand");
    assert_eq!((winner, decided), (Seat(2), Decided::Hand));
    let events = award(&mut state, &content, still, winner, decided);
    assert_eq!(state.players[Seat(2)].won, vec![still]);
    assert_eq!(state.deck.discard_pile().len(), 12);
    assert_eq!(state.tokens, 2);
    assert!(matches!(events[1], Event::NewTile { replaces, .. } if replaces == still));
    assert_eq!(state.table.len(), 2);
    assert_ne!(state.table[0].tile, still, "the new tile takes the won tile's place");
    assert_eq!(state.last_won, Some(Seat(2)));
}

#[test]
fn a_hand_of_fewer_than_five_can_win_and_absent_players_take_no_part() {
    let content = content();
    let mut state = shootout_at_the_still(
        &content,
        4,
        &["red_1", "blue_2", "green_4", "yellow_6", "purple_8"],
        &[(2, &["red_3", "blue_3"])],
    );
    let still = tile(&content, "the_river_still");
    let (_, showdown) = reveal(&mut state, &content, still).expect("reveal");
    assert_eq!(showdown.ranked.len(), 2, "players 2 and 4 have no card there");
    assert_eq!(sole_winner(&showdown), Some((Seat(2), Decided::Hand)));
}

#[test]
fn reinforcements_the_highest_wins_a_card_beats_none_equal_values_send_again() {
    let content = content();
    let mut state = shootout_at_the_still(
        &content,
        3,
        &["red_5", "blue_6", "green_8", "yellow_9", "purple_11"],
        &[(1, &["blue_5", "green_6", "yellow_8", "purple_9", "red_11"]), (2, &["red_2"])],
    );
    give(&mut state, &content, Seat(0), &["red_13", "murder"]);
    give(&mut state, &content, Seat(1), &["blue_13", "green_14"]);
    let still = tile(&content, "the_river_still");
    let (events, showdown) = reveal(&mut state, &content, still).expect("reveal");
    assert_eq!(showdown.tied, vec![Seat(0), Seat(1)]);
    assert!(matches!(&events[2], Event::HandsRanked { tied, .. } if tied.len() == 2));
    assert_eq!(sole_winner(&showdown), None);
    // Only gangsters may go, or none.
    let options = reinforcement_options(&state, &content, Seat(0));
    assert_eq!(options, vec![Choice::Reinforce { card: card(&content, "red_13") }, Choice::SendNone]);
    let sent = |a: &str, b: &str| {
        vec![
            Sent { seat: Seat(0), card: Some(card(&content, a)) },
            Sent { seat: Seat(1), card: Some(card(&content, b)) },
        ]
    };
    let (_, outcome) =
        reinforce(&mut state, &content, &showdown, &showdown.tied, &sent("red_13", "blue_13")).expect("send");
    assert_eq!(outcome, Reinforced::Again(vec![Seat(0), Seat(1)]), "colours do not break a tie");
    let (_, outcome) = reinforce(
        &mut state,
        &content,
        &showdown,
        &[Seat(0), Seat(1)],
        &[Sent { seat: Seat(0), card: None }, Sent { seat: Seat(1), card: Some(card(&content, "green_14")) }],
    )
    .expect("send");
    assert_eq!(outcome, Reinforced::Winner(Seat(1), Decided::Reinforcement));
    assert!(state.deck.discard_pile().contains(&card(&content, "green_14")), "reinforcements are discarded");
    assert!(
        reinforce(
            &mut state,
            &content,
            &showdown,
            &[Seat(0)],
            &[Sent { seat: Seat(0), card: Some(card(&content, "murder")) }]
        )
        .is_err()
    );
}

#[test]
fn when_nobody_can_reinforce_the_first_tied_player_from_the_placer_wins() {
    let content = content();
    let mut state = shootout_at_the_still(
        &content,
        3,
        &["red_5", "blue_6", "green_8", "yellow_9", "purple_11"],
        &[(1, &["blue_5", "green_6", "yellow_8", "purple_9", "red_11"])],
    );
    // Player 2 placed the token: seat 1 comes before seat 0 counting from him.
    let still = tile(&content, "the_river_still");
    if let Some(e) = state.establishment_mut(still) {
        e.token = Some(Token { owner: Seat(1), order: 9 });
    }
    let (_, showdown) = reveal(&mut state, &content, still).expect("reveal");
    assert_eq!(showdown.tied, vec![Seat(1), Seat(0)]);
    let none = [Sent { seat: Seat(0), card: None }, Sent { seat: Seat(1), card: None }];
    let (_, outcome) = reinforce(&mut state, &content, &showdown, &showdown.tied, &none).expect("none");
    assert_eq!(outcome, Reinforced::Winner(Seat(1), Decided::TurnOrder));
}

#[test]
fn two_pending_shootouts_resolve_in_the_order_their_tokens_were_placed() {
    let content = content();
    let mut state = table(&content, 2, &["the_river_still", "the_green_door"]);
    lay(&mut state, &content, Seat(0), "the_green_door", &["red_1", "red_2", "red_3", "red_4", "red_5"]);
    lay(&mut state, &content, Seat(0), "the_river_still", &["blue_1", "blue_2", "blue_3", "blue_4", "blue_5"]);
    assert_eq!(
        pending_shootouts(&state, Seat(0)),
        vec![tile(&content, "the_green_door"), tile(&content, "the_river_still")]
    );
    assert!(pending_shootouts(&state, Seat(1)).is_empty());
}

/// Gives a seat these tiles as won and checks what wins.
fn victory_with(content: &Content, tiles: &[&str]) -> Option<Victory> {
    let mut state = table(content, 2, &["the_river_still", "the_green_door"]);
    state.players[Seat(0)].won = tiles.iter().map(|t| tile(content, t)).collect();
    state.tiles.retain(|t| !state.players[Seat(0)].won.contains(t));
    check_victory(&state, content, Seat(0))
}

#[test]
fn three_of_a_type_four_types_or_five_any_win() {
    let content = content();
    assert_eq!(
        victory_with(&content, &["the_green_door", "the_blind_tiger", "the_cellar_door"]),
        Some(Victory::Condition(WinCondition::SameType(3)))
    );
    assert_eq!(
        victory_with(&content, &["the_bathtub_club", "the_dreamland", "the_smoke_shop", "the_south_side_brewery"]),
        Some(Victory::Condition(WinCondition::DifferentTypes(4)))
    );
    assert_eq!(
        victory_with(
            &content,
            &["the_bathtub_club", "the_blind_tiger", "the_dreamland", "the_plantation", "the_smoke_shop"]
        ),
        Some(Victory::Condition(WinCondition::Any(5)))
    );
    assert_eq!(
        victory_with(&content, &["the_bathtub_club", "the_blind_tiger", "the_dreamland", "the_plantation"]),
        None
    );
}

#[test]
fn the_quick_game_wins_with_three_any_or_two_alike() {
    let mut content = content();
    content.rules.quick.enabled = true;
    assert_eq!(
        victory_with(&content, &["the_green_door", "the_blind_tiger"]),
        Some(Victory::Condition(WinCondition::SameType(2)))
    );
    assert_eq!(
        victory_with(&content, &["the_green_door", "the_dreamland", "the_smoke_shop"]),
        Some(Victory::Condition(WinCondition::Any(3)))
    );
    assert_eq!(victory_with(&content, &["the_green_door", "the_dreamland"]), None);
}

#[test]
fn the_last_establishment_wins_when_nobody_meets_a_condition() {
    let content = content();
    let mut state = shootout_at_the_still(&content, 6, &["red_1", "red_2", "red_3", "red_4", "red_5"], &[]);
    state.tiles.clear();
    state.table.truncate(1);
    let still = tile(&content, "the_river_still");
    let events = award(&mut state, &content, still, Seat(0), Decided::Alone);
    assert!(state.table.is_empty());
    assert_eq!(events[1], Event::NoTileLeft { replaces: still });
    assert_eq!(events[2], Event::GameWon { seat: Seat(0), victory: Victory::LastEstablishment });
    assert_eq!(state.winner, Some(Seat(0)));
}

#[test]
fn a_won_tile_is_not_replaced_when_none_is_left_and_the_game_goes_on() {
    let content = content();
    let mut state = shootout_at_the_still(&content, 2, &["red_1", "red_2", "red_3", "red_4", "red_5"], &[]);
    state.tiles.clear();
    let still = tile(&content, "the_river_still");
    let events = award(&mut state, &content, still, Seat(0), Decided::Alone);
    assert_eq!(events.len(), 2);
    assert_eq!(state.table.len(), 1);
    assert!(!is_over(&state));
}
