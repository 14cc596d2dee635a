//! Each thug card played through the engine's match (DESCRIPTION DÉTAILLÉE DES CARTES VOYOU):
//! a position built by hand, the card's questions answered by scripted deciders, and what the
//! card did to the position. The rulings these pin are NOTES.md's.

use super::super::Bootleggers;
use super::super::choice::{Choice, StillRef};
use super::super::content::{AuthorityId, Content, MuscleId, SpeakeasyId, Window};
use super::super::event::Event;
use super::super::load::load;
use super::super::rules::{Match, authority, sales, setup, thugs, trucks};
use super::super::state::{Offsite, Phase, State, Truck, TruckId, Vigorish};
use super::super::view::View;
use crate::engine::content::Source;
use crate::engine::decision::{Decider, Interrupt, Request, Scripted};
use crate::engine::game::Game;
use crate::engine::locale::Locale;
use crate::engine::log::Logged;
use crate::engine::play::{MatchOptions, OnScriptError};
use crate::engine::seat::Seat;
use std::cell::RefCell;
use std::rc::Rc;

fn content() -> Content {
    load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"))
}

fn card(c: &Content, id: &str) -> MuscleId {
    c.muscle_id(id).unwrap_or_else(|| panic!("no card {id}"))
}

fn at(c: &Content, id: &str) -> SpeakeasyId {
    c.board.speakeasy(id).unwrap_or_else(|| panic!("no speakeasy {id}"))
}

/// Four bootleggers (seats 0-3) with authority cards 60, 40, 30 and 10 face up, in `phase`.
fn position(c: &Content, phase: Phase) -> State {
    let mut s = setup::new_game(c, 4, 7).expect("four players");
    for (seat, n) in [(0u8, 60u8), (1, 40), (2, 30), (3, 10)] {
        s.players[Seat(seat)].played = Some(AuthorityId(n - 1));
    }
    s.revealed = true;
    s.phase = phase;
    s
}

/// A match on `s` whose seats answer as told (seat by seat), and fail when asked more.
fn table(c: &Content, s: State, answers: Vec<Vec<Choice>>) -> Match<'_> {
    let deciders: Vec<Box<dyn Decider<Bootleggers>>> = (0..usize::from(s.player_count()))
        .map(|i| {
            Box::new(Scripted::new(answers.get(i).cloned().unwrap_or_default(), false)) as Box<dyn Decider<Bootleggers>>
        })
        .collect();
    let options = MatchOptions { on_script_error: OnScriptError::Stop, ..Default::default() };
    Match::new(c, s, deciders, &options)
}

/// `seat` plays `id` (not from his hand), answering `answers`; no other seat is asked.
fn played<'c>(c: &'c Content, s: State, seat: u8, id: &str, answers: Vec<Choice>) -> Match<'c> {
    let mut all = vec![Vec::new(); usize::from(s.player_count())];
    all[usize::from(seat)] = answers;
    let mut m = table(c, s, all);
    thugs::play(&mut m, Seat(seat), card(c, id)).unwrap_or_else(|e| panic!("{id}: {e:?}"));
    m
}

fn influence(m: &Match<'_>, s: &str) -> Vec<u8> {
    m.state.speakeasy(at(m.content, s)).influence.0.clone()
}

/// A truck of `size` pushed into play, owned (and marked) by `owner`, carrying `load`.
fn truck(c: &Content, s: &mut State, size: &str, owner: Option<u8>, load: u16) -> TruckId {
    s.trucks.push(Truck {
        size: c.rules.size(size).unwrap_or_else(|| panic!("no size {size}")),
        owner: owner.map(Seat),
        marked: owner.is_some(),
        renter: None,
        renter_marked: false,
        load,
        at: None,
        load_taken_by: None,
    });
    s.last_truck().expect("a truck in play")
}

/// Mother's open (4 shaded circles): seat 2 in control with 3 markers, seat 1 with 1.
fn mothers_open(c: &Content, s: &mut State) -> SpeakeasyId {
    let mothers = at(c, "mothers");
    s.speakeasy_mut(mothers).influence.0 = vec![0, 1, 3, 0];
    assert!(s.is_open(c, mothers));
    mothers
}

fn thug_events(m: &Match<'_>) -> usize {
    m.log.entries().iter().filter_map(|e| e.game()).filter(|e| matches!(e, Event::ThugDid { .. })).count()
}

/// NOTES.md 14: A Little Vigorish charges every die of the still, all of it, or the still makes
/// nothing; its owner answers as the card is played, before the still is rolled (RULINGS.md).
#[test]
fn a_little_vigorish_charges_every_die_or_the_still_makes_nothing() {
    let c = content();
    let mut s = position(&c, Phase::Authority);
    s.players[Seat(1)].family_dice = 2;
    let family = Choice::StillOf { owner: Seat(1), still: StillRef::Family };

    // $6G for two dice: paid as the card is played, when the owner has it and agrees.
    let mut paying = s.clone();
    paying.players[Seat(1)].money = 6;
    let mut m = table(&c, paying, vec![vec![family], vec![Choice::Accept]]);
    thugs::play(&mut m, Seat(0), card(&c, "a_little_vigorish")).expect("played");
    assert_eq!(m.state.players[Seat(1)].money, 0);
    assert_eq!(m.state.players[Seat(0)].money, s.players[Seat(0)].money + 6);
    assert!(m.state.vigorish.is_empty(), "paid: the still produces as usual");
    super::super::rules::production::phase(&mut m).expect("production");
    assert!(m.state.players[Seat(1)].back_room.crates > 0);

    // $5G is not enough: nothing is paid, nothing is made at that still.
    let mut short = s.clone();
    short.players[Seat(1)].money = 5;
    let mut m = played(&c, short, 0, "a_little_vigorish", vec![family]);
    assert_eq!(m.state.vigorish, vec![Vigorish { owner: Seat(1), offsite: None, to: Seat(0), per_die: 3 }]);
    assert!(
        m.log
            .entries()
            .iter()
            .filter_map(|e| e.game())
            .any(|e| matches!(e, Event::Vigorish { seat: Seat(1), paid: 0, .. }))
    );
    super::super::rules::production::phase(&mut m).expect("production");
    assert_eq!(m.state.players[Seat(1)].money, 5);
    assert_eq!(m.state.players[Seat(1)].back_room.crates, 0);
}

/// A seat that reads each question and its options as its screen words them in `lang`, then
/// answers as told.
struct Reading {
    lang: &'static str,
    answers: Scripted<Choice>,
    read: Rc<RefCell<Vec<String>>>,
}

impl Decider<Bootleggers> for Reading {
    fn decide(&mut self, view: &View<'_>, request: &Request<Choice>) -> Result<usize, Interrupt> {
        let locale = Locale::load(&Source::Embedded, "bootleggers", self.lang).expect("the language");
        let screen = Bootleggers::screen(view.content, &locale);
        let mut text = screen.question(view, &request.prompt);
        for o in request.options.iter() {
            text.push_str(" / ");
            text.push_str(&screen.option(view, &request.prompt, &o));
        }
        self.read.borrow_mut().push(text);
        Decider::<Bootleggers>::decide(&mut self.answers, view, request)
    }

    fn name(&self) -> &str {
        "reading"
    }
}

/// A Little Vigorish asks its still's owner with the card, the still and the whole amount
/// (NOTES.md 14: every die, all or nothing), in each language: two cards pending on one owner,
/// each question names its own still and price (the first refused, the second paid).
#[test]
fn a_little_vigorish_asks_with_its_still_and_its_amount() {
    let c = content();
    let mut s = position(&c, Phase::Authority);
    s.players[Seat(1)].family_dice = 2;
    s.players[Seat(1)].offsite.push(Offsite { dice: 1, marked: true });
    s.players[Seat(1)].money = 20;
    let family = Choice::StillOf { owner: Seat(1), still: StillRef::Family };
    let offsite = Choice::StillOf { owner: Seat(1), still: StillRef::Offsite(0) };
    for (lang, first, second) in [
        (
            "en",
            "Player 1 plays A Little Vigorish on your family still: pay Player 1 $6G ($3G a die, 2 dice), or let that still make nothing this turn? / pay $6G to Player 1 / do not pay: your family still makes nothing this turn",
            "Player 1 plays A Little Vigorish on your offsite still 1: pay Player 1 $3G ($3G a die, one die), or let that still make nothing this turn? / pay $3G to Player 1 / do not pay: your offsite still 1 makes nothing this turn",
        ),
        (
            "fr",
            "Joueur 1 joue A Little Vigorish (Racket sur la production) sur votre Alambic Familial : payer $6G à Joueur 1 ($3G par dé, 2 dés), ou laisser cet Alambic ne rien produire ce tour-ci ? / payer $6G à Joueur 1 / ne pas payer : votre Alambic Familial ne produit rien ce tour-ci",
            "Joueur 1 joue A Little Vigorish (Racket sur la production) sur votre Alambic Délocalisé 1 : payer $3G à Joueur 1 ($3G par dé, un dé), ou laisser cet Alambic ne rien produire ce tour-ci ? / payer $3G à Joueur 1 / ne pas payer : votre Alambic Délocalisé 1 ne produit rien ce tour-ci",
        ),
        (
            "nl",
            "Speler 1 speelt A Little Vigorish (Woeker) op je familiestokerij: betaal je Speler 1 $6G ($3G per dobbelsteen, 2 dobbelstenen), of maakt die stokerij deze beurt niets? / $6G betalen aan Speler 1 / niet betalen: je familiestokerij maakt deze beurt niets",
            "Speler 1 speelt A Little Vigorish (Woeker) op je externe stokerij 1: betaal je Speler 1 $3G ($3G per dobbelsteen, één dobbelsteen), of maakt die stokerij deze beurt niets? / $3G betalen aan Speler 1 / niet betalen: je externe stokerij 1 maakt deze beurt niets",
        ),
    ] {
        let read = Rc::new(RefCell::new(Vec::new()));
        let mut deciders: Vec<Box<dyn Decider<Bootleggers>>> = Vec::new();
        deciders.push(Box::new(Scripted::new(vec![family, offsite], false)));
        deciders.push(Box::new(Reading {
            lang,
            answers: Scripted::new(vec![Choice::Refuse, Choice::Accept], false),
            read: Rc::clone(&read),
        }));
        for _ in 2..4 {
            deciders.push(Box::new(Scripted::new(Vec::new(), false)));
        }
        let options = MatchOptions { on_script_error: OnScriptError::Stop, ..Default::default() };
        let mut m = Match::new(&c, s.clone(), deciders, &options);
        let vigorish = card(&c, "a_little_vigorish");
        thugs::play(&mut m, Seat(0), vigorish).expect("played on the family still");
        thugs::play(&mut m, Seat(0), vigorish).expect("played on the offsite still");
        assert_eq!(*read.borrow(), [first, second], "{lang}");
        assert_eq!(m.state.players[Seat(1)].money, 17, "{lang}: the second paid, the first not");
        assert_eq!(m.state.asking, None, "{lang}: asked only while he answers");
    }
}

/// NOTES.md 22: Big City Boys adds 5,5 to any bootlegger's authority card.
#[test]
fn big_city_boys_adds_five_and_a_half_to_an_authority_card() {
    let c = content();
    let mut s = position(&c, Phase::Authority);
    s.players[Seat(3)].played = Some(AuthorityId(27)); // 28, behind 30
    let m = played(&c, s, 3, "big_city_boys", vec![Choice::Player(Seat(3))]);
    assert_eq!(m.state.authority_bonus[Seat(3)], 55);
    assert_eq!(m.state.by_authority(&c), [Seat(0), Seat(1), Seat(3), Seat(2)], "33,5 passes 30");
}

/// NOTES.md 13: Big Payoff is played only with its $5G in hand; it gives control this turn.
#[test]
fn big_payoff_buys_control_of_an_open_speakeasy_for_five() {
    let c = content();
    let mut s = position(&c, Phase::Authority);
    let mothers = mothers_open(&c, &mut s);
    s.players[Seat(0)].money = 4;
    let poor = table(&c, s.clone(), vec![]);
    assert!(!thugs::playable(&poor, Seat(0), card(&c, "big_payoff"), None), "$4G cannot pay $5G");

    s.players[Seat(0)].money = 7;
    let m = played(&c, s, 0, "big_payoff", vec![]);
    assert_eq!(m.state.players[Seat(0)].money, 2);
    assert_eq!(m.state.controller(&c, mothers), Some(Seat(0)));
    assert_eq!(m.state.standing(&c, mothers, Seat(2)), super::super::state::Standing::Minority);
}

/// NOTES.md 15: a Favor lends a truck of its size from the supply, none when all are owned, and
/// the truck goes back after the sales.
#[test]
fn call_in_a_big_favor_lends_a_large_truck_from_the_supply() {
    let c = content();
    let s = position(&c, Phase::Authority);
    let mut m = played(&c, s.clone(), 0, "call_in_a_big_favor", vec![]);
    let lent = m.state.trucks.last().expect("a truck").clone();
    assert_eq!(c.rules.truck(lent.size).id, "large");
    assert_eq!((lent.owner, lent.renter), (None, Some(Seat(0))));
    assert_eq!(m.state.players[Seat(0)].money, s.players[Seat(0)].money, "free");
    assert_eq!(authority::wages(&m, Seat(0)), 1, "no wage for the lent truck");
    sales::phase(&mut m).expect("sales");
    assert_eq!(m.state.trucks.len(), s.trucks.len(), "back to the supply");

    let mut all_owned = s;
    for seat in 1..=3 {
        truck(&c, &mut all_owned, "large", Some(seat), 0);
    }
    let m = table(&c, all_owned, vec![]);
    assert!(!thugs::playable(&m, Seat(0), card(&c, "call_in_a_big_favor"), None), "no large truck left");
}

#[test]
fn call_in_a_little_favor_lends_a_medium_truck() {
    let c = content();
    let m = played(&c, position(&c, Phase::Shipping), 1, "call_in_a_little_favor", vec![]);
    let lent = m.state.trucks.last().expect("a truck");
    assert_eq!(c.rules.truck(lent.size).id, "medium");
    assert_eq!(lent.operator(), Some(Seat(1)));
}

/// NOTES.md 13 and 23: City Politics buys 1 or 2 markers at $4G, only those paid in full.
#[test]
fn city_politics_buys_one_or_two_markers_at_four_each() {
    let c = content();
    let mut s = position(&c, Phase::Authority);
    s.players[Seat(0)].money = 10;
    let reserve = s.players[Seat(0)].reserve;
    let m = played(&c, s.clone(), 0, "city_politics", vec![Choice::Count(2)]);
    let p = &m.state.players[Seat(0)];
    assert_eq!((p.money, p.reserve, p.back_room.influence), (2, reserve - 2, 1 + 2));

    // $7G pays for one: not asked.
    s.players[Seat(0)].money = 7;
    let m = played(&c, s.clone(), 0, "city_politics", vec![]);
    assert_eq!((m.state.players[Seat(0)].money, m.state.players[Seat(0)].back_room.influence), (3, 2));

    // An empty reserve: nothing bought, nothing paid.
    s.players[Seat(0)].reserve = 0;
    let m = played(&c, s, 0, "city_politics", vec![]);
    assert_eq!(m.state.players[Seat(0)].money, 7);
}

#[test]
fn state_politics_buys_up_to_three_markers_at_five_each() {
    let c = content();
    let mut s = position(&c, Phase::Authority);
    s.players[Seat(0)].money = 15;
    let m = played(&c, s.clone(), 0, "state_politics", vec![Choice::Count(3)]);
    assert_eq!((m.state.players[Seat(0)].money, m.state.players[Seat(0)].back_room.influence), (0, 4));
    s.players[Seat(0)].money = 12;
    let mut m = table(&c, s, vec![vec![Choice::Count(3)]]);
    assert!(thugs::play(&mut m, Seat(0), card(&c, "state_politics")).is_err(), "3 × $5G is not offered with $12G");
}

/// NOTES.md 19: Copper in the House makes an open speakeasy O'Malley's for the turn: the trucks
/// already lined up stay, every crate is bought at $1G dock by dock, nobody is asked about the
/// public dock, and nobody gets a margin.
#[test]
fn copper_in_the_house_buys_every_crate_at_one_with_no_margin() {
    let c = content();
    let mut s = position(&c, Phase::Shipping);
    let mothers = mothers_open(&c, &mut s);
    let mut m = table(&c, s, vec![]);
    for (seat, load) in [(2u8, 4u16), (1, 4), (3, 4)] {
        m.state.trucks[usize::from(seat)].load = load;
        trucks::line_up(&mut m, Seat(seat), TruckId(seat), mothers, false);
    }
    let before: Vec<i64> = m.state.players.iter().map(|(_, p)| p.money).collect();
    thugs::play(&mut m, Seat(0), card(&c, "copper_in_the_house")).expect("played");
    assert_eq!(m.state.speakeasy(mothers).effects.like_police_chief, Some(1));
    assert_eq!(m.state.controller(&c, mothers), None);
    sales::phase(&mut m).expect("sales");
    for (seat, was) in before.iter().enumerate().skip(1) {
        assert_eq!(m.state.players.0[seat].money, was + 4, "seat {seat}: 4 crates at $1G");
    }
    assert!(
        !m.log
            .entries()
            .iter()
            .filter_map(|e| e.game())
            .any(|e| matches!(e, Event::Margin { .. } | Event::PublicDock { .. }))
    );
}

/// Copper in the House on a speakeasy whose control Big Payoff gave: the sales say the profit
/// lost was Big Payoff's control, not the markers' (term review 27, finding 1).
#[test]
fn copper_in_the_house_over_big_payoff_says_whose_control_it_set_aside() {
    let c = content();
    let mut s = position(&c, Phase::Shipping);
    let mothers = mothers_open(&c, &mut s);
    s.speakeasy_mut(mothers).effects.control = Some(Seat(3));
    let mut m = table(&c, s, vec![]);
    m.state.trucks[1].load = 4;
    trucks::line_up(&mut m, Seat(1), TruckId(1), mothers, false);
    thugs::play(&mut m, Seat(0), card(&c, "copper_in_the_house")).expect("played");
    sales::phase(&mut m).expect("sales");
    let told = m.log.entries().iter().filter_map(|e| e.game()).find_map(|e| match e {
        Event::NoMargin { raided, paid_off, .. } => Some((*raided, *paid_off)),
        _ => None,
    });
    assert_eq!(told, Some((Some(Some(Seat(3))), true)));
}

/// NOTES.md 16: Double Cross destroys another's marker or adds one of the player's from the
/// reserve; it cannot add where every circle is taken, and may still destroy there.
#[test]
fn double_cross_destroys_an_opponents_marker_or_adds_one_where_a_circle_is_free() {
    let c = content();
    let mut s = position(&c, Phase::Authority);
    let texas = at(&c, "texas_lils");
    s.speakeasy_mut(texas).influence.0 = vec![0, 2, 0, 0];
    let (r0, r1) = (s.players[Seat(0)].reserve, s.players[Seat(1)].reserve);
    let destroyed = played(&c, s.clone(), 0, "double_cross", vec![Choice::Speakeasy(texas), Choice::Player(Seat(1))]);
    assert_eq!(influence(&destroyed, "texas_lils"), [0, 1, 0, 0]);
    assert_eq!(destroyed.state.players[Seat(1)].reserve, r1 + 1, "back to its reserve (FAQ)");
    let added = played(&c, s.clone(), 0, "double_cross", vec![Choice::Speakeasy(texas), Choice::Speakeasy(texas)]);
    assert_eq!(influence(&added, "texas_lils"), [1, 2, 0, 0]);
    assert_eq!(added.state.players[Seat(0)].reserve, r0 - 1);

    s.speakeasy_mut(texas).influence.0 = vec![0, 5, 0, 0];
    let full = played(&c, s, 0, "double_cross", vec![Choice::Speakeasy(texas)]);
    assert_eq!(influence(&full, "texas_lils"), [0, 4, 0, 0], "only destroying is offered");
}

/// Friendly Union Boss is data: face up, its `wage = 0` spares the wages until G-Men—Investigation
/// discards it (its second use, the FAQ).
#[test]
fn friendly_union_boss_spares_the_wages_until_investigation_discards_it() {
    let c = content();
    let s = position(&c, Phase::Authority);
    assert!(!c.muscle[usize::from(card(&c, "friendly_union_boss").0)].thug().expect("thug").script);
    let mut m = played(&c, s, 1, "friendly_union_boss", vec![]);
    assert_eq!(m.state.players[Seat(1)].face_up, [card(&c, "friendly_union_boss")]);
    assert_eq!(authority::wages(&m, Seat(1)), 0);
    assert!(thugs::playable(&m, Seat(0), card(&c, "g_men_investigation"), None));
    thugs::play(&mut m, Seat(0), card(&c, "g_men_investigation")).expect("played");
    assert!(m.state.players[Seat(1)].face_up.is_empty());
    assert_eq!(authority::wages(&m, Seat(1)), 1, "one small truck");
}

/// NOTES.md 10: Bust a Shipment seizes a loaded truck's crates; the truck goes home empty.
#[test]
fn g_men_bust_a_shipment_seizes_a_loaded_trucks_crates() {
    let c = content();
    let mut s = position(&c, Phase::Shipping);
    s.trucks[1].load = 4;
    let m = played(&c, s, 0, "g_men_bust_a_shipment", vec![]);
    assert_eq!((m.state.trucks[1].load, m.state.trucks[1].owner), (0, Some(Seat(1))));
}

#[test]
fn g_men_bust_a_speakeasy_closes_even_omalleys() {
    let c = content();
    let mut s = position(&c, Phase::Authority);
    mothers_open(&c, &mut s);
    let omalleys = at(&c, "omalleys");
    let m = played(&c, s, 0, "g_men_bust_a_speakeasy", vec![Choice::Speakeasy(omalleys)]);
    assert!(!m.state.is_open(&c, omalleys));
    assert!(m.state.is_open(&c, at(&c, "mothers")));
}

/// G-Men—Investigation answers a card just played: cancelled before it acts, both discarded.
#[test]
fn g_men_investigation_cancels_a_card_just_played() {
    let c = content();
    let mut s = position(&c, Phase::Authority);
    let texas = at(&c, "texas_lils");
    s.speakeasy_mut(texas).influence.0 = vec![0, 2, 0, 0];
    let investigation = card(&c, "g_men_investigation");
    s.players[Seat(1)].hand.push(investigation);
    let mut m = table(&c, s, vec![vec![], vec![Choice::Thug { card: investigation }]]);
    thugs::play(&mut m, Seat(0), card(&c, "hit")).expect("played");
    assert_eq!(influence(&m, "texas_lils"), [0, 2, 0, 0], "the Hit did nothing");
    assert!(m.state.players[Seat(1)].hand.is_empty());
    assert!(
        m.log
            .entries()
            .iter()
            .filter_map(|e| e.game())
            .any(|e| matches!(e, Event::Cancelled { seat: Seat(0), by: Seat(1), .. }))
    );
    let discarded = m.state.muscle.discard_pile();
    assert!(discarded.contains(&investigation) && discarded.contains(&card(&c, "hit")));
}

/// NOTES.md 20: Hey, Free Truck on a rented truck takes it from its owner; the thief's marker
/// replaces the owner's, the renter's goes back to its reserve.
#[test]
fn hey_free_truck_takes_a_rented_truck_from_owner_and_renter() {
    let c = content();
    let mut s = position(&c, Phase::Shipping);
    s.trucks[1].renter = Some(Seat(2));
    s.trucks[1].renter_marked = true;
    s.players[Seat(2)].reserve -= 1;
    let reserves: Vec<u8> = s.players.iter().map(|(_, p)| p.reserve).collect();
    let m = played(&c, s, 0, "hey_free_truck", vec![Choice::Truck(TruckId(1))]);
    let t = &m.state.trucks[1];
    assert_eq!((t.owner, t.marked, t.renter), (Some(Seat(0)), true, None));
    let now: Vec<u8> = m.state.players.iter().map(|(_, p)| p.reserve).collect();
    assert_eq!(now, [reserves[0] - 1, reserves[1] + 1, reserves[2] + 1, reserves[3]]);
}

/// Hijack moves a loaded truck's crates onto one of the player's empty trucks (FAQ).
#[test]
fn hijack_moves_the_crates_onto_the_players_empty_truck() {
    let c = content();
    let mut s = position(&c, Phase::Shipping);
    s.trucks[1].load = 3;
    let m = played(&c, s, 0, "hijack", vec![Choice::Truck(TruckId(1))]);
    assert_eq!((m.state.trucks[0].load, m.state.trucks[1].load), (3, 0));
}

/// FAQ: a hijacked truck already lined up stays, empty; the player's truck goes to a dock
/// behind the trucks there. Crates are never split: a load no empty truck holds is not offered.
#[test]
fn hijack_of_a_lined_up_truck_sends_the_players_truck_behind_and_never_splits() {
    let c = content();
    let mut s = position(&c, Phase::Shipping);
    let omalleys = at(&c, "omalleys");
    let big = truck(&c, &mut s, "medium", Some(2), 6);
    let mut m = table(&c, s, vec![]);
    m.state.trucks[1].load = 4;
    trucks::line_up(&mut m, Seat(1), TruckId(1), omalleys, false);
    thugs::play(&mut m, Seat(0), card(&c, "hijack")).expect("played");
    assert_eq!(m.state.trucks[big.0 as usize].load, 6, "6 crates fit no small truck");
    let (theirs, mine) = (m.state.trucks[1].at.expect("stays"), m.state.trucks[0].at.expect("sent"));
    assert_eq!((m.state.trucks[1].load, m.state.trucks[0].load), (0, 4));
    assert_eq!(mine.speakeasy, omalleys);
    assert!(mine.order > theirs.order, "behind");
}

/// NOTES.md 25 (CLARIFICATIONS: "Vous ne pouvez pas jouer la carte de Voyou « Hijack » si vous
/// n'avez pas de Camion vide ayant une capacité suffisante"): Hijack is not offered while the
/// player has no empty truck big enough for some other truck's load, and is once he has.
#[test]
fn hijack_is_offered_only_with_an_empty_truck_big_enough() {
    let c = content();
    let hijack = card(&c, "hijack");
    let mut s = position(&c, Phase::Shipping);
    s.players[Seat(0)].hand.push(hijack);
    s.trucks[0].load = 2;
    s.trucks[1].load = 3;
    let m = table(&c, s.clone(), vec![]);
    assert!(!thugs::playable(&m, Seat(0), hijack, Some(Window::ShippingAfterLoading)), "his only truck is loaded");
    s.trucks[1].load = 6;
    truck(&c, &mut s, "small", Some(0), 0);
    let m = table(&c, s.clone(), vec![]);
    assert!(!thugs::playable(&m, Seat(0), hijack, Some(Window::ShippingAfterLoading)), "6 crates fit no small truck");
    s.trucks[1].load = 4;
    let m = table(&c, s, vec![]);
    assert!(thugs::playable(&m, Seat(0), hijack, Some(Window::ShippingAfterLoading)), "4 crates fit his small truck");
}

#[test]
fn hit_destroys_a_marker_of_the_players_choice() {
    let c = content();
    let mut s = position(&c, Phase::Authority);
    let texas = at(&c, "texas_lils");
    s.speakeasy_mut(texas).influence.0 = vec![0, 2, 1, 0];
    let r2 = s.players[Seat(2)].reserve;
    let m = played(&c, s, 0, "hit", vec![Choice::Player(Seat(2))]);
    assert_eq!(influence(&m, "texas_lils"), [0, 2, 0, 0]);
    assert_eq!(m.state.players[Seat(2)].reserve, r2 + 1, "back to its reserve (FAQ)");
}

/// Mob War destroys two markers one at a time; the second is chosen among those left (a query
/// sees the effects already asked for), and the speakeasy closes below its shaded circles.
#[test]
fn mob_war_destroys_two_markers_and_may_close_the_speakeasy() {
    let c = content();
    let mut s = position(&c, Phase::Authority);
    let mothers = at(&c, "mothers");
    s.speakeasy_mut(mothers).influence.0 = vec![1, 3, 1, 0];
    let m = played(&c, s.clone(), 0, "mob_war", vec![Choice::Player(Seat(2)), Choice::Player(Seat(1))]);
    assert_eq!(influence(&m, "mothers"), [1, 2, 0, 0]);
    assert!(!m.state.is_open(&c, mothers));
    assert!(
        m.log
            .entries()
            .iter()
            .filter_map(|e| e.game())
            .any(|e| matches!(e, Event::Closed { speakeasy } if *speakeasy == mothers))
    );
    // Seat 2's only marker is gone: it is not offered a second time.
    let mut again = table(&c, s, vec![vec![Choice::Player(Seat(2)), Choice::Player(Seat(2))]]);
    assert!(thugs::play(&mut again, Seat(0), card(&c, "mob_war")).is_err());
}

/// Moll: another bootlegger pays the bank the die in $G, what he can (FAQ).
#[test]
fn moll_spends_a_die_of_another_bootleggers_money() {
    let c = content();
    let mut s = position(&c, Phase::Authority);
    s.players[Seat(1)].money = 10;
    s.players[Seat(2)].money = 3;
    s.chance.fixed.push_kind("moll", [4, 4]);
    let mine = s.players[Seat(0)].money;
    let m = played(&c, s, 0, "moll", vec![Choice::Player(Seat(1))]);
    assert_eq!((m.state.players[Seat(1)].money, m.state.players[Seat(0)].money), (6, mine));
    let m = played(&c, m.state.clone(), 0, "moll", vec![Choice::Player(Seat(2))]);
    assert_eq!(m.state.players[Seat(2)].money, 0, "3 of 4, no debt");
}

/// NOTES.md 11 and the FAQ: Move Over, Pigeon sells a lined-up truck's crates for the player;
/// the truck stays in its place and goes back to its owner.
#[test]
fn move_over_pigeon_sells_a_lined_up_trucks_crates_for_the_player() {
    let c = content();
    let s = position(&c, Phase::Shipping);
    let (m0, m1) = (s.players[Seat(0)].money, s.players[Seat(1)].money);
    let mut m = table(&c, s, vec![]);
    m.state.trucks[1].load = 4;
    trucks::line_up(&mut m, Seat(1), TruckId(1), at(&c, "omalleys"), false);
    thugs::play(&mut m, Seat(0), card(&c, "move_over_pigeon")).expect("played");
    assert_eq!(m.state.trucks[1].load_taken_by, Some(Seat(0)));
    sales::phase(&mut m).expect("sales");
    assert_eq!((m.state.players[Seat(0)].money, m.state.players[Seat(1)].money), (m0 + 4, m1));
    assert_eq!(m.state.trucks[1].owner, Some(Seat(1)));
}

/// Muscling In takes a die of another's offsite still onto one of the player's stills, or into
/// his back room (`()`); the still stays even without dice.
#[test]
fn muscling_in_takes_a_die_of_an_offsite_still() {
    let c = content();
    let mut s = position(&c, Phase::Authority);
    s.players[Seat(1)].offsite.push(Offsite { dice: 2, marked: true });
    let family = Choice::StillOf { owner: Seat(0), still: StillRef::Family };
    let m = played(&c, s.clone(), 0, "muscling_in", vec![family]);
    assert_eq!((m.state.players[Seat(1)].offsite[0].dice, m.state.players[Seat(0)].family_dice), (1, 2));
    s.players[Seat(1)].offsite[0].dice = 1;
    let m = played(&c, s, 0, "muscling_in", vec![Choice::Done]);
    assert_eq!(m.state.players[Seat(1)].offsite, [Offsite { dice: 0, marked: true }], "not destroyed");
    assert_eq!(m.state.players[Seat(0)].back_room.dice, 1);
    // The board picture says what a still without dice is, not "with 0 dice".
    for (lang, says) in [
        ("en", ": no die, makes nothing"),
        ("fr", " : aucun dé, ne produit rien"),
        ("nl", ": geen dobbelsteen, maakt niets"),
    ] {
        let locale = crate::engine::locale::Locale::load(&Source::Embedded, "bootleggers", lang).unwrap();
        let svg = <Bootleggers as crate::engine::game::Game>::picture(&m, &locale, None).svg.concat();
        assert!(svg.contains(&crate::engine::picture::escape(says)), "{lang}: {svg}");
    }
}

/// Opportunity Knocks moves an improvement marker; the speakeasy it goes to must be open.
#[test]
fn opportunity_knocks_moves_an_improvement_to_an_open_speakeasy() {
    let c = content();
    let mut s = position(&c, Phase::Authority);
    let (texas, mothers) = (at(&c, "texas_lils"), mothers_open(&c, &mut s));
    s.speakeasy_mut(texas).improvements = 1;
    let m = played(&c, s, 0, "opportunity_knocks", vec![]);
    assert_eq!((m.state.speakeasy(texas).improvements, m.state.speakeasy(mothers).improvements), (0, 1));
}

/// RULINGS.md: under Packing Heat every other seller there pays the player $1G a crate.
#[test]
fn packing_heat_makes_the_other_sellers_pay_the_player_a_crate() {
    let c = content();
    let mut s = position(&c, Phase::Shipping);
    let mothers = mothers_open(&c, &mut s);
    s.chance.fixed.push_kind("demand", [6, 6]);
    let m0 = s.players[Seat(0)].money;
    let mut m = table(&c, s, vec![]);
    m.state.trucks[2].load = 3;
    trucks::line_up(&mut m, Seat(2), TruckId(2), mothers, false);
    thugs::play(&mut m, Seat(0), card(&c, "packing_heat")).expect("played");
    assert_eq!(m.state.speakeasy(mothers).effects.packing_heat, Some((Seat(0), 1)));
    sales::phase(&mut m).expect("sales");
    assert_eq!(m.state.players[Seat(0)].money, m0 + 3);
}

/// NOTES.md 17: Recruiting gives the first marker to the player, then one each in descending
/// authority (the player included), round again until the roll is used.
#[test]
fn recruiting_deals_the_roll_round_the_table_from_the_player() {
    let c = content();
    let mut s = position(&c, Phase::Authority);
    s.chance.fixed.push_kind("recruiting", [6]);
    let before: Vec<u8> = s.players.iter().map(|(_, p)| p.back_room.influence).collect();
    let m = played(&c, s, 2, "recruiting", vec![]);
    let gained: Vec<u8> = m.state.players.iter().map(|(i, p)| p.back_room.influence - before[i.index()]).collect();
    // Seat 2 first, then 0, 1, 2, 3, then 0 again.
    assert_eq!(gained, [2, 1, 2, 1]);
}

/// NOTES.md 17: a seat whose reserve is empty loses its marker, which still counts towards the
/// roll (RULINGS.md).
#[test]
fn recruiting_an_empty_reserve_loses_its_marker() {
    let c = content();
    let mut s = position(&c, Phase::Authority);
    s.chance.fixed.push_kind("recruiting", [6]);
    s.players[Seat(1)].reserve = 0;
    let before: Vec<u8> = s.players.iter().map(|(_, p)| p.back_room.influence).collect();
    let m = played(&c, s, 2, "recruiting", vec![]);
    let gained: Vec<u8> = m.state.players.iter().map(|(i, p)| p.back_room.influence - before[i.index()]).collect();
    // Seat 2 first, then 0, 1 (lost), 2, 3, then 0 again.
    assert_eq!(gained, [2, 0, 2, 1]);
}

/// NOTES.md 18: Safe House takes up to three of the player's markers: each to the back room
/// (not placed again this turn) or straight to another speakeasy; `()` ends the card.
#[test]
fn safe_house_moves_markers_to_the_back_room_or_another_speakeasy() {
    let c = content();
    let mut s = position(&c, Phase::Authority);
    let (texas, barleycorns) = (at(&c, "texas_lils"), at(&c, "barleycorns"));
    s.speakeasy_mut(texas).influence.0 = vec![2, 0, 0, 0];
    let back = s.players[Seat(0)].back_room.influence;
    let answers = vec![
        Choice::Speakeasy(texas),
        Choice::Done, // to the back room
        Choice::Speakeasy(texas),
        Choice::Speakeasy(barleycorns),
        Choice::Done, // and no third
    ];
    let m = played(&c, s, 0, "safe_house", answers);
    assert_eq!((influence(&m, "texas_lils")[0], influence(&m, "barleycorns")[0]), (0, 1));
    assert_eq!(m.state.players[Seat(0)].back_room.influence, back + 1);
    assert_eq!(m.state.safe_house[Seat(0)], 1, "not to be placed again this turn");
    // He may take none at all.
    let mut s = m.state.clone();
    s.speakeasy_mut(texas).influence.0 = vec![1, 0, 0, 0];
    let m = played(&c, s, 0, "safe_house", vec![Choice::Done]);
    assert_eq!(influence(&m, "texas_lils")[0], 1);
}

#[test]
fn thirsty_adds_a_demand_die_to_an_open_speakeasy() {
    let c = content();
    let mut s = position(&c, Phase::Authority);
    let mothers = mothers_open(&c, &mut s);
    let m = played(&c, s, 0, "thirsty", vec![]);
    assert_eq!(m.state.speakeasy(mothers).effects.extra_dice, 1);
}

/// NOTES.md 20: Turf War destroys an offsite still whole (its marker back to its owner's
/// reserve), or one die of a family still, never its last.
#[test]
fn turf_war_destroys_an_offsite_still_or_a_family_die_but_never_the_last() {
    let c = content();
    let mut s = position(&c, Phase::Authority);
    s.players[Seat(1)].offsite.push(Offsite { dice: 2, marked: true });
    s.players[Seat(2)].family_dice = 2;
    let r1 = s.players[Seat(1)].reserve;
    let offsite = Choice::StillOf { owner: Seat(1), still: StillRef::Offsite(0) };
    let m = played(&c, s.clone(), 0, "turf_war", vec![offsite]);
    assert!(m.state.players[Seat(1)].offsite.is_empty());
    assert_eq!(m.state.players[Seat(1)].reserve, r1 + 1);
    let family = Choice::StillOf { owner: Seat(2), still: StillRef::Family };
    let m = played(&c, s.clone(), 0, "turf_war", vec![family]);
    assert_eq!(m.state.players[Seat(2)].family_dice, 1);
    // Seat 3's family still has one die: not offered.
    let last = Choice::StillOf { owner: Seat(3), still: StillRef::Family };
    let mut m = table(&c, s, vec![vec![last]]);
    assert!(thugs::play(&mut m, Seat(0), card(&c, "turf_war")).is_err());
}

/// Warehouse keeps the crates left off the trucks for the next turn's production.
#[test]
fn warehouse_keeps_the_unloaded_crates_for_the_next_turn() {
    let c = content();
    let m = played(&c, position(&c, Phase::Shipping), 0, "warehouse", vec![]);
    assert_eq!(m.state.warehouse, [Seat(0)]);
}

/// NOTES.md 12: Windfall's card may be kept whatever its kind, and played in the authority
/// phase of a later turn by its usual rules.
#[test]
fn windfall_draws_a_card_that_may_be_kept_whatever_its_kind() {
    let c = content();
    let mut s = position(&c, Phase::Shipping);
    let influence_card = card(&c, "influence");
    s.muscle.put_on_top(influence_card);
    let m = played(&c, s, 0, "windfall", vec![Choice::Keep]);
    assert_eq!(m.state.players[Seat(0)].hand, [influence_card]);
    assert!(m.log.entries().iter().filter_map(|e| e.game()).any(|e| matches!(e, Event::Kept { seat: Seat(0), .. })));

    let mut later = m.state.clone();
    later.phase = Phase::Shipping;
    let m = table(&c, later.clone(), vec![]);
    assert!(!thugs::playable(&m, Seat(0), influence_card, None), "an influence card waits for the authority phase");
    later.phase = Phase::Authority;
    let back = later.players[Seat(0)].back_room.influence;
    let mut m = table(&c, later, vec![]);
    assert!(
        !thugs::playable(&m, Seat(0), influence_card, None),
        "kept this turn, it waits for the authority phase of a later turn"
    );
    super::super::rules::recruiting::end_turn(&mut m);
    assert!(thugs::playable(&m, Seat(0), influence_card, None));
    thugs::play(&mut m, Seat(0), influence_card).expect("played");
    assert_eq!(m.state.players[Seat(0)].back_room.influence, back + 1);
}

#[test]
fn word_of_mouth_adds_a_dollar_of_margin_a_crate() {
    let c = content();
    let mut s = position(&c, Phase::Authority);
    let mothers = mothers_open(&c, &mut s);
    let m = played(&c, s, 0, "word_of_mouth", vec![]);
    assert_eq!(m.state.speakeasy(mothers).effects.extra_margin, 1);
    assert_eq!(thug_events(&m), 1);
}

/// NOTES.md 16: You Dirty Rat replaces another's marker by one of the player's from his
/// reserve, whatever the circles (a full speakeasy stays full).
#[test]
fn you_dirty_rat_replaces_another_bootleggers_marker_even_where_full() {
    let c = content();
    let mut s = position(&c, Phase::Authority);
    let texas = at(&c, "texas_lils");
    s.speakeasy_mut(texas).influence.0 = vec![0, 4, 1, 0];
    let (r0, r1) = (s.players[Seat(0)].reserve, s.players[Seat(1)].reserve);
    let m = played(&c, s, 0, "you_dirty_rat", vec![Choice::Player(Seat(1))]);
    assert_eq!(influence(&m, "texas_lils"), [1, 3, 1, 0]);
    assert_eq!((m.state.players[Seat(0)].reserve, m.state.players[Seat(1)].reserve), (r0 - 1, r1 + 1));
}

/// Bots play whatever thug card they draw, whenever its window opens: across whole games, no
/// script fails (a failure would be logged and the card do nothing) and most cards are played.
#[test]
fn bot_games_play_the_thug_cards_without_a_script_failing() {
    let c = content();
    let options = MatchOptions { on_script_error: OnScriptError::Stop, ..Default::default() };
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..16u64 {
        let played = crate::games::bootleggers::rules::tests::bot_game(&c, seed, &options);
        for e in played.log.entries() {
            assert!(!matches!(e, Logged::ScriptFailed(_)), "seed {seed}: {e:?}");
            if let Logged::Game(Event::ThugPlayed { card, .. }) = e {
                seen.insert(c.muscle[usize::from(card.0)].id.clone());
            }
        }
    }
    assert!(seen.len() >= 15, "only {} kinds of thug card played: {seen:?}", seen.len());
}

/// HOOKS.md lists `can_pay` among the queries: a card's `can_play` may ask it for the seat that
/// would play the card (it once failed there, asking for the card being played), and is still
/// refused another seat's money.
#[test]
fn can_pay_answers_in_can_play_for_the_seat_that_would_play() {
    use crate::engine::content::SourceFile;
    use crate::engine::script::run::{HookCall, query};
    use crate::engine::script::{Limits, ScriptHost, failures};
    use rhai::Dynamic;
    let c = content();
    let mut s = position(&c, Phase::Production);
    s.players[Seat(1)].money = 5;
    let mut host = ScriptHost::new(&Limits::default(), super::hooks::HOOKS);
    super::api::API.register_on(&mut host);
    let text = "fn can_play(play) { can_pay(play.player, 5) && !can_pay(play.player, 6) }\n\
                fn on_play(play) {}\n";
    let script = host.compile("t", &SourceFile { name: "t.rhai".into(), text: text.into() }).expect("compiles");
    let hook = host.hook("can_play").expect("a hook");
    let asked = |seat: u8, player: u8| {
        let call = HookCall { script, hook, card: 0 };
        let play = Dynamic::from(super::api::Play { player: Seat(player), card: card(&c, "hit") });
        let answer = query::<Bootleggers>(
            &host,
            call,
            &mut Dynamic::from(super::api::ThisCard(card(&c, "hit"))),
            (play,),
            &s,
            &c,
            Some(Seat(seat)),
        );
        let failed: Vec<String> = failures::take().iter().map(|f| f.error.to_string()).collect();
        (answer.and_then(|a| a.as_bool().ok()), failed)
    };
    assert_eq!(asked(1, 1), (Some(true), Vec::new()));
    let (answer, failed) = asked(0, 1);
    assert_eq!(answer, None, "another seat's money is secret");
    assert!(failed.iter().any(|f| f.contains("money is secret")), "{failed:?}");
}

mod cancelled_bust;
mod told;

/// Packing Heat taken with no speakeasy open but O'Malley's, where it may not be played: its
/// taker is not asked "play now or keep" (the seat here fails when asked) and is told why it
/// stays in hand and what the card needs (UTILISATION DES CARTES VOYOU); the others are told
/// only that a card is kept.
#[test]
fn packing_heat_taken_with_no_speakeasy_open_says_why_it_is_kept() {
    use super::super::event::Waits;
    use super::super::narrate::Narrator;
    let c = content();
    let s = position(&c, Phase::Authority);
    let heat = card(&c, "packing_heat");
    let mut m = table(&c, s, vec![]);
    thugs::play_muscle(&mut m, Seat(0), heat).expect("kept without a question");
    assert_eq!(m.state.players[Seat(0)].hand, [heat]);
    let kept = m.log.entries().iter().filter_map(|e| e.game()).find(|e| matches!(e, Event::Kept { .. }));
    let kept = kept.expect("kept").clone();
    assert_eq!(kept, Event::Kept { seat: Seat(0), card: heat, waits: Some(Waits::Target) });
    for (lang, why, needs, others) in [
        (
            "en",
            "You keep Packing Heat in hand without being asked to play it: it cannot be played now, as there is nothing on the table it may be played on.",
            "“Play on an open speakeasy.",
            "Player 1 keeps a card in hand.",
        ),
        (
            "fr",
            "sans qu'on vous demande de la jouer : elle ne peut pas être jouée maintenant, rien sur la table ne peut la recevoir.",
            "« À jouer sur un Bar Clandestin ouvert.",
            "Joueur 1 garde une carte en main.",
        ),
        (
            "nl",
            "zonder dat je gevraagd wordt haar te spelen: ze kan nu niet gespeeld worden, want er ligt niets op tafel waarop ze gespeeld mag worden.",
            "„Speel op een open speakeasy.",
            "Speler 1 houdt een kaart in de hand.",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, "bootleggers", lang).expect("the language");
        let n = Narrator { content: &c, locale: &locale };
        let told = n.line(&kept, Some(Seat(0))).expect("told to its taker").replace(['\u{2068}', '\u{2069}'], "");
        assert!(told.contains(why) && told.contains(needs), "{lang}: {told}");
        let other = n.line(&kept, Some(Seat(1))).expect("told to the others").replace(['\u{2068}', '\u{2069}'], "");
        assert_eq!(other, others, "{lang}");
    }
}
