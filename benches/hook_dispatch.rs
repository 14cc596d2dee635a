//! One card hook dispatched into Rhai, as the rules call it: a query hook (Fat Fred's `seats`,
//! asked when a car's seats are counted) and an effect hook (Charlie the Fish's `on_income`, in
//! a bar when income is collected). Target: at most 1 µs at the median each.

use divan::{Bencher, black_box};
use mobrules::engine::content::Source;
use mobrules::engine::decision::{Decider, Scripted};
use mobrules::engine::play::MatchOptions;
use mobrules::engine::seat::Seat;
use mobrules::games::king_of_chicago::KingOfChicago;
use mobrules::games::king_of_chicago::choice::Choice;
use mobrules::games::king_of_chicago::content::Content;
use mobrules::games::king_of_chicago::load;
use mobrules::games::king_of_chicago::rules::cards;
use mobrules::games::king_of_chicago::rules::play::Match;
use mobrules::games::king_of_chicago::rules::setup::new_game;
use mobrules::games::king_of_chicago::script::{self, handles::IncomeRef, hooks};
use mobrules::games::king_of_chicago::state::{BusinessId, BusinessState, Card, GangsterId, GangsterState, Where};
use rhai::Dynamic;
use std::sync::OnceLock;

fn main() {
    divan::main();
}

fn content() -> &'static Content {
    static CONTENT: OnceLock<Content> = OnceLock::new();
    CONTENT.get_or_init(|| load::load(&Source::Embedded).expect("the bundled content loads"))
}

fn gangster(content: &Content, id: &str) -> GangsterId {
    GangsterId(content.gangster_index(id).expect("a bundled gangster") as u8)
}

/// Fat Fred in seat 1's car, asked how many seats he adds to it.
#[divan::bench(sample_count = 2000)]
fn query_seats(bencher: Bencher) {
    let content = content();
    let mut state = new_game(content, 4, 1).expect("setup");
    let fred = gangster(content, "fat_fred");
    *state.gangster_mut(fred) = GangsterState { owner: Some(Seat(0)), at: Where::Car };
    let scripts = script::for_content(content).expect("the bundled scripts compile");
    let place = Dynamic::from("car".to_string());
    bencher.bench_local(|| {
        cards::query(&scripts, content, &state, hooks::Hook::Seats, Card::Gangster(fred.0), black_box(&place))
    });
}

/// Charlie the Fish in his owner's bar while the income is collected: his script adds $200.
#[divan::bench(sample_count = 2000)]
fn effect_on_income(bencher: Bencher) {
    let content = content();
    let mut state = new_game(content, 4, 1).expect("setup");
    let bar = content.businesses.iter().position(|b| b.id == "the_blind_pig").expect("a bundled bar");
    let bar = BusinessId(bar as u8);
    *state.business_mut(bar) =
        BusinessState { owner: Some(Seat(0)), square: content.board.square_by_id("b01"), closed: false };
    let charlie = gangster(content, "charlie_the_fish");
    *state.gangster_mut(charlie) = GangsterState { owner: Some(Seat(0)), at: Where::Business(bar) };
    let deciders =
        (0..4).map(|_| Box::new(Scripted::<Choice>::new(vec![], true)) as Box<dyn Decider<KingOfChicago>>).collect();
    let mut m = Match::new(content, state, deciders, &MatchOptions::default());
    let income = Dynamic::from(IncomeRef(Seat(0)));
    bencher.bench_local(|| {
        let effects = m.run_hook(hooks::Hook::OnIncome, Card::Gangster(charlie.0), black_box(income.clone()));
        assert_eq!(effects.as_ref().map(Vec::len), Ok(1));
        effects
    });
}

/// The floor under both: a hook whose body is one literal, called through the same host.
#[divan::bench(sample_count = 2000)]
fn empty_hook(bencher: Bencher) {
    use mobrules::engine::content::SourceFile;
    use mobrules::engine::script::ScriptHost;
    use mobrules::engine::script::registry::Hooks;
    let content = content();
    let mut host = ScriptHost::new(&content.rules.script_limits, hooks::HOOKS);
    let file = SourceFile { name: "empty.rhai".into(), text: "fn seats(place) { 0 }".into() };
    let index = host.compile("empty", &file).expect("compiles");
    let place = Dynamic::from("car".to_string());
    bencher.bench_local(|| host.call(index, hooks::Hook::Seats.id(), None, (black_box(place.clone()),)));
}

/// An effect hook with one call: Friends on the inside played (`police_to(play.player)`), the
/// cost of entering Rhai for an effect and collecting it, with a card's smallest body.
#[divan::bench(sample_count = 2000)]
fn effect_on_play(bencher: Bencher) {
    use mobrules::games::king_of_chicago::defs::Window;
    use mobrules::games::king_of_chicago::script::handles::PlayRef;
    let content = content();
    let state = new_game(content, 4, 1).expect("setup");
    let friends = content.events.iter().position(|e| e.id == "friends_on_the_inside").expect("a bundled event") as u8;
    let deciders =
        (0..4).map(|_| Box::new(Scripted::<Choice>::new(vec![], true)) as Box<dyn Decider<KingOfChicago>>).collect();
    let mut m = Match::new(content, state, deciders, &MatchOptions::default());
    let play = Dynamic::from(PlayRef { player: Seat(0), window: Window::OwnTurn, casualty: None, against: None });
    bencher.bench_local(|| {
        let effects = m.run_hook(hooks::Hook::OnPlay, Card::Event(friends), black_box(play.clone()));
        assert_eq!(effects.as_ref().map(Vec::len), Ok(1));
        effects
    });
}
