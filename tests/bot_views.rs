//! Bots decide from their seat's view only: the same view over different hidden state (the
//! other seats' face-down gangsters, their hands, their money, the deck and the dice to come)
//! gets the same choice.

mod support;
use mobrules::engine::decision::{Decider, Request};
use mobrules::games::king_of_chicago::bots::greedy::GreedyBot;
use mobrules::games::king_of_chicago::script::for_content;
use mobrules::games::king_of_chicago::view::View;
use support::*;

/// Seat 0's car beside seat 1's on the same street, seat 1 with a business; `hidden` picks
/// what seat 0 cannot see.
fn position(hidden: bool) -> State {
    let mut s = blank(4);
    put(&mut s, "bugs_benny", 0, Where::Car);
    put(&mut s, "chicken_joe", 0, Where::Car);
    park(&mut s, 0, "b01");
    park(&mut s, 1, "b01");
    let bar = own(&mut s, "the_rusty_nail", 1, "b04");
    let (car, business, events, money) = if hidden {
        (["bomb_jack", "clean_gene"], "dough_boy", vec![0, 1], 300)
    } else {
        (["fat_fred", "easy_mike"], "der_schweinehund", vec![2, 3], 4000)
    };
    for g in car {
        put(&mut s, g, 1, Where::Car);
    }
    put(&mut s, business, 1, Where::Business(bar));
    s.players[Seat(1)].events = events;
    s.players[Seat(1)].money = money;
    if hidden {
        // Other dice and another deck order to come.
        s.chance.rng = new_game(content(), 4, 99).expect("setup").chance.rng;
        s.deck = new_game(content(), 4, 98).expect("setup").deck;
    }
    s
}

#[test]
fn greedy_picks_the_same_from_the_same_view_whatever_is_hidden() {
    let scripts = for_content(content()).expect("scripts compile");
    let (a, b) = (position(false), position(true));
    let view = |s| View::new(s, content(), &scripts, Seat(0), None, &[]);
    let (va, vb) = (view(&a), view(&b));
    let actions: Vec<Choice> = va.actions_at(va.car_at(Seat(0))).into_iter().map(Choice::Action).collect();
    assert!(
        actions.contains(&Choice::Action(Action::DriveBy(Seat(1)))),
        "a drive-by on the hidden car is offered: {actions:?}"
    );
    let streets: Vec<Choice> = (0..12).map(|i| Choice::Street(StreetId(i))).collect();
    let bids: Vec<Choice> = [0, 50, 100, 150, 200].into_iter().map(Choice::Amount).collect();
    for (prompt, options) in [("action", actions), ("move", streets), ("bid_police", bids)] {
        let request = Request { seat: Seat(0), prompt: prompt.into(), options: options.into() };
        for seed in 0..20 {
            let pick_a = GreedyBot::new(seed, 0).decide(&va, &request).unwrap();
            let pick_b = GreedyBot::new(seed, 0).decide(&vb, &request).unwrap();
            assert_eq!(pick_a, pick_b, "`{prompt}` with bot seed {seed}: the hidden state changed the choice");
        }
    }
}
