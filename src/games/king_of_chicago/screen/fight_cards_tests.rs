//! The options whose consequences a newcomer could not see (web28): the card that sends a
//! business's defenders out the back door and "no card now" at a fight's start (8.1, 5.2.5),
//! the cards played after a fall naming the gangster, moving a gangster saying where he goes
//! and what his card does there (5.2.6), a police raid saying the points at stake (5.4.1) and
//! Hyman Diamond's card saying it is the business he sits in (8.2).

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::engine::log::{Chose, Logged};
use crate::games::king_of_chicago::content::{Content, GAME_ID};
use crate::games::king_of_chicago::load;
use crate::games::king_of_chicago::state::{BusinessState, Fight, GangsterState, Mode, State, Target};

fn gangster(content: &Content, name: &str) -> GangsterId {
    GangsterId(content.gangsters.iter().position(|g| g.id == name).unwrap() as u8)
}

fn event(content: &Content, name: &str) -> Card {
    Card::Event(content.events.iter().position(|e| e.id == name).unwrap() as u8)
}

/// Four seats, no gangster owned, Snake Eyes Parlor (a small casino) Player 1's.
fn bare(content: &Content) -> (State, BusinessId) {
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(content, 4, 1).unwrap();
    for g in &mut state.gangsters {
        g.owner = None;
        g.at = Where::Deck;
    }
    let parlor = BusinessId(content.businesses.iter().position(|b| b.id == "snake_eyes_parlor").unwrap() as u8);
    *state.business_mut(parlor) = BusinessState { owner: Some(Seat(0)), square: None, closed: false };
    (state, parlor)
}

fn chose(
    seat: Seat,
    prompt: &'static str,
    choice: Choice,
) -> crate::engine::game::LogEntry<crate::games::king_of_chicago::KingOfChicago> {
    Logged::Chose(Chose { seat, prompt: prompt.into(), index: 0, choice })
}

/// web28 #3: "Sneaking out the backdoor — your defenders leave the fight and hide…" gave no
/// odds: it now says the business then fights alone, with its own defence, and the chance of
/// keeping it with and without the card; "no card now" says the chance as things are.
#[test]
fn the_backdoor_and_no_card_say_the_chance_of_keeping_the_business() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let (mut state, parlor) = bare(&content);
    let (rolls, chemist) = (gangster(&content, "rolls_roy"), gangster(&content, "the_chemist"));
    *state.gangster_mut(rolls) = GangsterState { owner: Some(Seat(1)), at: Where::Car };
    *state.gangster_mut(chemist) = GangsterState { owner: Some(Seat(0)), at: Where::Business(parlor) };
    state.fight =
        Some(Fight::new(Seat(1), Seat(0), Target::Business(parlor), Mode::Business, vec![rolls], vec![chemist]));
    let prompt = "play_event:shootout_start";
    let backdoor = Choice::Card(event(&content, "sneaking_out_the_backdoor"));
    for (lang, card, keep, win) in [
        (
            "en",
            ": your business then fights alone, its own defence +1 against +1, and you keep it about 3 times in 10 \
             (without the card: about ",
            "no card now: +2 against +1, and you keep your business about ",
            "no card now: +1 against +2, and you win the fight about ",
        ),
        (
            "fr",
            " : votre entreprise se bat alors seule, sa propre défense +1 contre +1, et vous la gardez environ 3 fois \
             sur 10 (sans la carte : environ ",
            "aucune carte maintenant : +2 contre +1, et vous gardez votre entreprise environ ",
            "aucune carte maintenant : +1 contre +2, et vous gagnez la fusillade environ ",
        ),
        (
            "nl",
            ": je zaak vecht dan alleen, met haar eigen verdediging +1 tegen +1, en je houdt ze ongeveer 3 op de 10 \
             keer (zonder de kaart: ongeveer ",
            "nu geen kaart: +2 tegen +1, en je houdt je zaak ongeveer ",
            "nu geen kaart: +1 tegen +2, en je wint de schietpartij ongeveer ",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let view = View::new(&state, &content, &scripts, Seat(0), state.fight.as_ref(), &[]);
        let option = screen.option(&view, prompt, &backdoor);
        assert!(option.contains(card), "{lang}: {option}");
        let option = screen.option(&view, prompt, &Choice::Done);
        assert!(option.starts_with(keep) && option.ends_with("(5.2.5)"), "{lang}: {option}");
        let view = View::new(&state, &content, &scripts, Seat(1), state.fight.as_ref(), &[]);
        let option = screen.option(&view, prompt, &Choice::Done);
        assert!(option.starts_with(win), "{lang}: {option}");
        // Outside a fight's start, "no card" stays short.
        let view = View::new(&state, &content, &scripts, Seat(0), state.fight.as_ref(), &[]);
        assert!(!screen.option(&view, "play_event:anytime", &Choice::Done).contains("(5.2.5)"));
    }
}

/// web28 #4: "Fabulous first aid — your gangster just killed goes to the hospital" and "Still
/// standing — your gangster just wounded…" did not say who: they name him.
#[test]
fn the_cards_after_a_fall_name_the_gangster() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let (mut state, parlor) = bare(&content);
    let chemist = gangster(&content, "the_chemist");
    *state.gangster_mut(chemist) = GangsterState { owner: Some(Seat(0)), at: Where::Business(parlor) };
    let log = [chose(Seat(0), "casualty", Choice::Gangster(chemist))];
    let aid = Choice::Card(event(&content, "fabulous_first_aid"));
    let standing = Choice::Card(event(&content, "still_standing"));
    for (lang, killed, wounded) in [
        (
            "en",
            "The Chemist, just killed, goes to the hospital instead",
            "The Chemist, just wounded, stays in the shootout",
        ),
        (
            "fr",
            "The Chemist, qui vient d'être tué, part à l'hôpital à la place",
            "The Chemist, qui vient d'être blessé, reste dans la fusillade",
        ),
        (
            "nl",
            "The Chemist, net gedood, gaat naar het ziekenhuis in plaats van het kerkhof",
            "The Chemist, net verwond, blijft in de schietpartij",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let view = View::new(&state, &content, &scripts, Seat(0), None, &log);
        let option = screen.option(&view, "play_event:after_kill", &aid);
        assert!(option.ends_with(killed), "{lang}: {option}");
        let option = screen.option(&view, "play_event:after_wound", &standing);
        assert!(option.ends_with(wounded), "{lang}: {option}");
        // Another seat's gangster fell: the card keeps its own words.
        let view = View::new(&state, &content, &scripts, Seat(1), None, &log);
        assert!(!screen.option(&view, "play_event:after_kill", &aid).contains("The Chemist"), "{lang}");
    }
}

/// web28 #6: "Which gangster moves?" offered "The Chemist — In a bar: +2 booze…" without saying
/// where he goes nor that his booze comes only in a bar (5.2.6, 6.1).
#[test]
fn moving_a_gangster_says_where_he_goes_and_what_his_card_does_there() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let (mut state, parlor) = bare(&content);
    let (rolls, chemist) = (gangster(&content, "rolls_roy"), gangster(&content, "the_chemist"));
    *state.gangster_mut(chemist) = GangsterState { owner: Some(Seat(0)), at: Where::Car };
    *state.gangster_mut(rolls) = GangsterState { owner: Some(Seat(0)), at: Where::Business(parlor) };
    let log = [chose(Seat(0), "action", Choice::Action(Action::MoveGangsters(parlor)))];
    for (lang, to_business, power, to_car) in [
        (
            "en",
            "The Chemist to Snake Eyes Parlor (",
            "he defends it when it is attacked (5.2.5) — his ",
            "Rolls Roy to the car",
        ),
        ("fr", "The Chemist vers Snake Eyes Parlor (", "", "Rolls Roy vers "),
        (
            "nl",
            "The Chemist naar Snake Eyes Parlor (",
            "hij verdedigt de zaak als die wordt aangevallen (5.2.5) — zijn ",
            "Rolls Roy naar ",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let view = View::new(&state, &content, &scripts, Seat(0), None, &log);
        let option = screen.option(&view, "move_gangster", &Choice::Gangster(chemist));
        let text: String = locale.text("card-the_chemist.text", &[]);
        assert!(option.starts_with(to_business) && option.contains(&text), "{lang}: {option}");
        assert!(option.contains(power), "{lang}: {option}");
        // His booze comes only in a bar: not here, a casino.
        let booze = locale.text("resource-count-booze", &[("n", 2.into())]);
        let only_in_a_bar = locale.text("place-power-resource-not", &[("what", booze.into()), ("kind", "bar".into())]);
        assert!(option.contains(&only_in_a_bar), "{lang}: {option}");
        let option = screen.option(&view, "move_gangster", &Choice::Gangster(rolls));
        assert!(option.starts_with(to_car), "{lang}: {option}");
    }
}

/// web28 #5: "raid Player 3's The Scarlet Garter" gave only the generic "(no income, no power
/// points)": it says the owner's points at stake, the business's and his jailed gangsters'.
#[test]
fn a_police_raid_says_the_points_at_stake() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let (mut state, parlor) = bare(&content);
    state.business_mut(parlor).owner = Some(Seat(1));
    let (rolls, chemist) = (gangster(&content, "rolls_roy"), gangster(&content, "the_chemist"));
    *state.gangster_mut(chemist) = GangsterState { owner: Some(Seat(1)), at: Where::Business(parlor) };
    *state.gangster_mut(rolls) = GangsterState { owner: Some(Seat(1)), at: Where::Car };
    let raid = Choice::Police(PoliceAction::Raid(parlor));
    for (lang, said) in [
        (
            "en",
            " — if the police win, Player 2 loses 2 power points (of which 1 for the gangsters there sent to jail) (5.4.1)",
        ),
        (
            "fr",
            " — si la police l'emporte, Joueur 2 perd 2 points de pouvoir (dont 1 pour les gangsters envoyés de là en prison) (5.4.1)",
        ),
        (
            "nl",
            " — wint de politie, dan verliest Speler 2 2 machtspunten (waarvan 1 voor de gangsters die er zitten en naar de gevangenis gaan) (5.4.1)",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
        let option = screen.option(&view, "police_action", &raid);
        assert!(option.ends_with(said), "{lang}: {option}");
    }
}

/// web28 #7: "Hyman Diamond (In any business: income +$100)" read as +$100 for each business;
/// the card (8.2) pays once, in the business he sits in.
#[test]
fn hyman_diamonds_card_says_the_business_he_sits_in() {
    let content = load::load(&Source::Embedded).unwrap();
    for (lang, said) in [
        ("en", "In the business he sits in, whichever it is: income +$100 (once, not for each business)"),
        (
            "fr",
            "Dans l'entreprise où il se trouve, quelle qu'elle soit : revenu +100 $ (une fois, pas pour chaque entreprise)",
        ),
        ("nl", "In de Zaak waar hij zit, welke ook: Inkomsten +$100 (één keer, niet per zaak)"),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        assert_eq!(n.gangster_text(gangster(&content, "hyman_diamond")), said, "{lang}");
    }
}
