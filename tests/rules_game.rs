//! Setting up (rulebook 3.1, 3.2), the round structure (4.1), power points and the end of the
//! game (1.2, 7.0).

mod support;
use mobrules::games::king_of_chicago::points::{Breakdown, breakdowns, power_of};
use support::*;

const A: Seat = Seat(0);
const B: Seat = Seat(1);

/// 3.1: $1000, one resource of each kind, a small business and a starred gangster each; the 12
/// starting placements; the deck holds every other card.
#[test]
fn setup_gives_each_player_the_rulebook_kit() {
    let c = content();
    let s = new_game(c, 4, 7).unwrap();
    let mut dealt = Vec::new();
    for seat in s.players.seats() {
        let p = &s.players[seat];
        assert_eq!(p.money, 1000);
        assert_eq!(p.resources, Res3 { booze: 1, girls: 1, henchmen: 1 });
        let bs = s.businesses_of(seat);
        assert_eq!(bs.len(), 1);
        assert_eq!(c.businesses[usize::from(bs[0].0)].size, mobrules::games::king_of_chicago::defs::Size::Small);
        let gs = s.gangsters_at(seat, Where::Reserve);
        assert_eq!(gs.len(), 1);
        assert!(c.gangsters[usize::from(gs[0].0)].starred, "a starred starting gangster");
        dealt.push(gs[0]);
    }
    let placements = [
        ("pawn_shop", Res3 { henchmen: 1, ..Res3::default() }),
        ("tailor", Res3 { henchmen: 1, ..Res3::default() }),
        ("lawyer", Res3 { girls: 1, ..Res3::default() }),
        ("tobacco_trade", Res3 { girls: 1, ..Res3::default() }),
        ("museum", Res3 { booze: 1, ..Res3::default() }),
        ("boxing_club", Res3 { booze: 1, ..Res3::default() }),
        ("wharf", Res3 { booze: 3, ..Res3::default() }),
        ("docks", Res3 { booze: 3, ..Res3::default() }),
        ("randolph_st_station", Res3 { girls: 3, ..Res3::default() }),
        ("lasalle_st_station", Res3 { girls: 3, ..Res3::default() }),
        ("laborers_union", Res3 { henchmen: 3, ..Res3::default() }),
        ("teamsters", Res3 { henchmen: 3, ..Res3::default() }),
    ];
    let mut expected = vec![Res3::default(); s.tokens.len()];
    for (place, tokens) in placements {
        expected[usize::from(sq(place).0)] = tokens;
    }
    assert_eq!(s.tokens, expected);
    // 40 of each kind, less 8 on the board and 4 in the players' folders.
    assert_eq!(s.supply, Res3 { booze: 28, girls: 28, henchmen: 28 });
    assert_eq!(s.deck.len(), (45 - 4) + 21 + 8 + 54);
    let pile = s.deck.draw_pile();
    for gi in 0..c.gangsters.len() as u8 {
        let copies = pile.iter().filter(|&&k| k == Card::Gangster(gi)).count();
        assert_eq!(copies, usize::from(!dealt.contains(&GangsterId(gi))), "gangster {gi}");
    }
}

/// The setup match with the order dice 3+3, 6+5, 5+6, 1+1, then the tied 11s roll 2+2 and
/// 3+4: seat 3 (index 2) starts; start squares are answered per seat.
fn setup_match(squares: [&str; 4]) -> (Match<'static>, Result<(), Stop>) {
    let s = new_game(content(), 4, 7).unwrap();
    let answers = squares.iter().map(|id| vec![Choice::Square(sq(id))]).collect();
    let mut m = Match::new(content(), s, scripted(4, answers), &MatchOptions::default());
    m.state.chance.fixed.push([3, 3, 6, 5, 5, 6, 1, 1, 2, 2, 3, 4]);
    let r = m.setup_choices();
    (m, r)
}

/// 3.2: the highest 2-dice total starts, tied leaders roll again; start squares are chosen
/// clockwise from him, the car parked on the street next to it.
#[test]
fn highest_roll_starts_and_start_squares_go_clockwise() {
    let (m, r) = setup_match(["b06", "b02", "b03", "b01"]);
    r.unwrap();
    let faces: Vec<u8> = m
        .log
        .entries()
        .iter()
        .filter_map(|e| match e.game()? {
            Event::Roll { why: Why::TurnOrder, face, .. } => Some(*face),
            _ => None,
        })
        .collect();
    assert_eq!(faces, vec![3, 3, 6, 5, 5, 6, 1, 1, 2, 2, 3, 4]);
    assert!(facts(&m).contains(&Event::FirstPlayer { seat: Seat(2) }));
    assert_eq!(m.state.clock.first, Seat(2));
    let chosen: Vec<(Seat, SquareId)> = m
        .log
        .entries()
        .iter()
        .filter_map(|e| match e.game()? {
            Event::StartSquare { seat, square, .. } => Some((*seat, *square)),
            _ => None,
        })
        .collect();
    assert_eq!(chosen, vec![(Seat(2), sq("b03")), (Seat(3), sq("b01")), (Seat(0), sq("b06")), (Seat(1), sq("b02"))]);
    for (seat, square) in chosen {
        let bid = m.state.businesses_of(seat)[0];
        assert_eq!(m.state.business(bid).square, Some(square));
        assert_eq!(m.state.players[seat].car.at, content().board.street_of(square));
        assert_eq!(m.state.gangsters_at(seat, Where::Car).len(), 1, "starting gangster placed");
    }
}

/// 1.2: the power points the set-up gives (a small business each) are where the game starts
/// from: the first check after an action tells only what changed, not every seat's point.
#[test]
fn the_first_power_check_tells_only_what_changed() {
    let (mut m, r) = setup_match(["b06", "b02", "b03", "b01"]);
    r.unwrap();
    let counted: Vec<i64> = m.state.players.seats().map(|seat| power_of(content(), &m.state, seat)).collect();
    assert_eq!(counted, vec![1; 4], "a small business each");
    m.check_power().unwrap();
    let told = m.log.entries().iter().filter(|e| matches!(e.game(), Some(Event::Power { .. }))).count();
    assert_eq!(told, 0, "nothing changed since the set-up");
}

/// 3.2: a start square already taken is not offered to the next player.
#[test]
fn taken_start_square_not_offered() {
    let (_, r) = setup_match(["b06", "b02", "b03", "b03"]);
    assert!(matches!(r, Err(Stop::Interrupted(_))), "{r:?}");
}

/// 4.1, 6.5 "Avant le prochain tour": 4 action rounds, each player in turn from the first
/// player, then the trade round; the first player passes to the left.
#[test]
fn game_round_is_four_action_rounds_then_trade() {
    let s = new_game(content(), 3, 11).unwrap();
    let mut m =
        Match::new(content(), s, scripted(3, vec![]), &MatchOptions { round_cap: Some(2), ..MatchOptions::default() });
    let out = m.run().unwrap();
    assert!(out.capped);
    let first = facts(&m)
        .iter()
        .find_map(|e| match e {
            Event::FirstPlayer { seat } => Some(*seat),
            _ => None,
        })
        .expect("setup picked a first player");
    assert_eq!(m.state.clock.first, first.left(2, 3), "passed to the left after each game round");
    let flow: Vec<Event> = facts(&m)
        .into_iter()
        .filter(|e| {
            matches!(
                e,
                Event::RoundStarted { .. } | Event::ActionRound { .. } | Event::Turn { .. } | Event::TradeRound { .. }
            )
        })
        .collect();
    let mut expected = Vec::new();
    for round in 1..=2u32 {
        let lead = first.left(round as usize - 1, 3);
        expected.push(Event::RoundStarted { round, first: lead });
        for action_round in 1..=4u8 {
            expected.push(Event::ActionRound { round, action_round });
            expected.extend((0..3).map(|i| Event::Turn { seat: lead.left(i, 3) }));
        }
        expected.push(Event::TradeRound { round });
    }
    assert_eq!(flow, expected);
}

/// Seat 0 with 9 power points: small + medium + large open (6), a closed medium (0), one
/// completed contract (1), the respect marker (1), 3 active gangsters (1), one jailed and one in
/// hospital (0).
fn nine_points() -> State {
    let mut s = blank(2);
    own(&mut s, "the_blind_pig", 0, "b07");
    own(&mut s, "booze_bash", 0, "b10");
    own(&mut s, "the_golden_ace", 0, "b16");
    let closed = own(&mut s, "the_red_room", 0, "b11");
    s.business_mut(closed).closed = true;
    s.players[A].completed = vec![contract("red_hot_tip")];
    s.respect = Some(A);
    put(&mut s, "harry_the_hand", 0, Where::Car);
    put(&mut s, "ken_evil", 0, Where::Car);
    put(&mut s, "bugs_benny", 0, Where::Business(b("booze_bash")));
    put(&mut s, "sponge", 0, Where::Jail);
    put(&mut s, "dough_boy", 0, Where::Hospital);
    s
}

/// 1.2 and RULINGS "Win": power points as counted by RULINGS; below 10 the game goes on.
#[test]
fn power_points_count() {
    let mut m = game(nine_points(), vec![]);
    assert_eq!(m.power(A), 9);
    assert_eq!(m.power(B), 0);
    m.check_power().unwrap();
    // What the points are made of.
    let by = breakdowns(m.content, &m.state)[0];
    assert_eq!(facts(&m), vec![Event::Power { seat: A, points: 9, from: Some(PowerParts { by, active: 3 }) }]);
    assert_eq!(m.state.winner, None);
}

/// 7.0: the game ends the moment a player has 10 power points.
#[test]
fn ten_points_win_at_once() {
    let mut m = game(nine_points(), vec![]);
    m.state.gangster_mut(g("sponge")).at = Where::Car; // freed: 4 active gangsters
    assert_eq!(m.check_power(), Err(Stop::Won(A)));
    // 1.2: the small, medium and large business (the closed one counts nothing), the contract,
    // the respect marker and four active gangsters.
    let from = Breakdown { businesses: 6, contracts: 1, respect: 1, gangsters: 2 };
    assert!(facts(&m).contains(&Event::Won { seat: A, points: 10, from }));
    assert_eq!(m.state.winner, Some(A));
}

/// 7.0: in play, completing a contract for the 10th point ends the game in that very turn.
#[test]
fn win_ends_the_game_mid_round() {
    let mut s = nine_points();
    let c = contract("one_down");
    s.players[A].contracts = vec![HeldContract { card: c, started: true }];
    park(&mut s, 0, "courthouse");
    let here = street_at("courthouse");
    let mut m = game(s, vec![vec![Choice::Street(here), Choice::Action(Action::CompleteContract(c))]]);
    m.state.chance.fixed.push([1]);
    let out = m.run().unwrap();
    assert_eq!(out.winner, Some(A));
    assert!(!out.capped);
    assert_eq!(m.state.players[A].money, 1800);
    let from = Breakdown { businesses: 6, contracts: 2, respect: 1, gangsters: 1 };
    assert!(facts(&m).contains(&Event::Won { seat: A, points: 10, from }));
    assert!(!facts(&m).contains(&Event::Turn { seat: B }), "B never plays");
}
