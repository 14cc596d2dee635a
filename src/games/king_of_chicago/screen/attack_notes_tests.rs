//! What an attack, a tow, a capture, Easy Mike, the police car left standing and a lone token
//! really do, in the words a person reads (5.2.1, 5.2.5, 5.3, 5.4.1, 8.2).

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::board::SquareId;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::event::Event;
use crate::games::king_of_chicago::load;
use crate::games::king_of_chicago::state::{GangsterState, State};

/// A position of three seats where Player 2's business stands on a lot by the street of
/// Player 1's car, with a plain gangster of Player 1 in the car.
fn beside_a_rival_business(content: &crate::games::king_of_chicago::content::Content) -> (State, StreetId) {
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(content, 3, 1).unwrap();
    let squares = content.board.squares.iter().enumerate();
    let (lot, st) = squares
        .filter(|(_, sq)| sq.kind == SquareKind::Business)
        .map(|(i, sq)| (SquareId(i as u16), sq.street))
        .find(|(sq, _)| state.business_on(*sq).is_none())
        .unwrap();
    state.businesses[0].owner = Some(Seat(1));
    state.businesses[0].square = Some(lot);
    state.players[Seat(0)].car.at = st;
    let g = (0..content.gangsters.len() as u8)
        .map(GangsterId)
        .find(|&g| state.gangster(g).owner.is_none() && content.gangsters[usize::from(g.0)].params.is_empty())
        .unwrap();
    *state.gangster_mut(g) = GangsterState { owner: Some(Seat(0)), at: Where::Car };
    (state, st)
}

/// 5.4.1: a business the police closed says so on the attack and on the drive's row, and the
/// news of its capture says it brings no power point until it reopens; 5.2.5: the attack says
/// that losing sends the car to the garage.
#[test]
fn an_attack_on_a_closed_business_says_it_brings_no_point_and_what_losing_costs() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let (mut state, st) = beside_a_rival_business(&content);
    let b = BusinessId(0);
    let attack = Choice::Action(crate::games::king_of_chicago::choice::Action::AttackBusiness(b));
    state.businesses[0].closed = true;
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let taken = Event::BusinessTaken { seat: Seat(0), from: Seat(1), business: b, closed: true };
    for (lang, closed, row, lost, news) in [
        (
            "en",
            "closed by a police raid: taking it brings you no power point and no income until it reopens",
            "(closed by the police: no power point until it reopens, 5.4.1)",
            "; if you lose, your car is towed to the nearest garage and drives no more until the end of the next trade round (5.2.5)",
            "A police raid closed it: it stays closed until the end of the next trade round, and until it reopens it brings Player 1 no power point and no income (5.4.1).",
        ),
        (
            "fr",
            "une descente de police a fermé l'entreprise : la prendre ne vous rapporte ni point de pouvoir ni revenu",
            "entreprise fermée par la police : aucun point de pouvoir avant sa réouverture, 5.4.1",
            "; si vous perdez, votre voiture est remorquée au garage le plus proche",
            "d'ici sa réouverture, ne rapporte à Joueur 1 ni point de pouvoir ni revenu (5.4.1).",
        ),
        (
            "nl",
            "(een politie-inval heeft de zaak gesloten: wie ze overneemt, krijgt er geen machtspunt en geen inkomsten van",
            "(gesloten door de politie: geen machtspunt tot ze weer opengaat, 5.4.1)",
            "; verlies je, dan wordt je auto naar de dichtstbijzijnde garage gesleept",
            "tot ze weer opengaat, krijgt Speler 1 er geen machtspunt en geen inkomsten van (5.4.1).",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let option = screen.option(&view, "action", &attack);
        assert!(option.contains(closed) && option.contains(lost), "{lang}: {option}");
        let drive = screen.option(&view, "move", &Choice::Street(st));
        assert!(drive.contains(row), "{lang}: {drive}");
        let line = n.line(&taken).unwrap();
        assert!(line.ends_with(news), "{lang}: {line}");
    }
    // Open, the business's attack and its capture say nothing of a closing.
    state.businesses[0].closed = false;
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let locale = Locale::load(&content.source, GAME_ID, "en").unwrap();
    let n = Narrator { content: &content, locale: &locale };
    let option = Screen { n: &n }.option(&view, "action", &attack);
    assert!(!option.contains("closed") && option.contains("if you lose"), "{option}");
    let open = Event::BusinessTaken { seat: Seat(0), from: Seat(1), business: b, closed: false };
    assert!(!n.line(&open).unwrap().contains("closed"));
}

/// 5.2.5: a car towed to the garage drives no more this game round and leaves it at the end
/// of the next trade round; one The Mechanic repairs is only towed.
#[test]
fn a_towed_car_says_it_sits_out_the_round() {
    let content = load::load(&Source::Embedded).unwrap();
    let garage = content.board.garages[0];
    for (lang, words) in [
        ("en", "it drives no more this game round and leaves the garage at the end of the next trade round (5.2.5)."),
        (
            "fr",
            "elle ne roule plus de ce tour de jeu et sort du garage à la fin de la prochaine phase de commerce (5.2.5).",
        ),
        (
            "nl",
            "hij rijdt deze spelronde niet meer en verlaat de garage aan het einde van de volgende ruilronde (5.2.5).",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let towed = n.line(&Event::Garaged { seat: Seat(0), garage, repaired: false }).unwrap();
        assert!(towed.ends_with(words), "{lang}: {towed}");
        let repaired = n.line(&Event::Garaged { seat: Seat(0), garage, repaired: true }).unwrap();
        assert!(!repaired.contains("5.2.5"), "{lang}: {repaired}");
    }
}

/// 8.2: Easy Mike's card says at the auction that whoever picks him up at the hospital takes
/// him for good, and the news says so again as he goes there.
#[test]
fn easy_mike_says_whoever_picks_him_up_takes_him() {
    let content = load::load(&Source::Embedded).unwrap();
    let mike = GangsterId(content.gangsters.iter().position(|g| g.id == "easy_mike").unwrap() as u8);
    let wounded = Event::Casualty { seat: Seat(0), gangster: mike, to: Where::Hospital, why: None };
    let killed = Event::Casualty { seat: Seat(0), gangster: mike, to: Where::Graveyard, why: None };
    for (lang, card, news) in [
        (
            "en",
            "whoever picks him up at the hospital takes him for good",
            "(Easy Mike: whoever picks him up at the hospital first takes him for good, 8.2.)",
        ),
        (
            "fr",
            "celui qui le récupère à l'hôpital le garde pour de bon",
            "(Easy Mike : le premier qui vient le récupérer à l'hôpital le garde pour de bon, 8.2.)",
        ),
        (
            "nl",
            "wie hem daar ophaalt, krijgt hem voorgoed",
            "(Easy Mike: wie hem als eerste in het ziekenhuis ophaalt, krijgt hem voorgoed, 8.2.)",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        assert!(n.gangster_text(mike).ends_with(card), "{lang}");
        let line = n.line(&wounded).unwrap();
        assert!(line.ends_with(news), "{lang}: {line}");
        assert!(!n.line(&killed).unwrap().contains("8.2"), "{lang}: only the hospital");
    }
}

/// 5.3: the police car left where it stands stays put, as one's own car does; 5.2.1: one
/// token alone by the car is asked as whether to take it; 5.2.5: the rival an empty car
/// cannot attack is named in its note, not in brackets after the rule's number.
#[test]
fn the_police_car_stays_put_a_lone_token_is_taken_or_not_and_an_empty_car_names_its_rival() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let (mut state, st) = beside_a_rival_business(&content);
    let lot = state.businesses[0].square.unwrap();
    state.tokens[usize::from(lot.0)] = Default::default();
    let here = content.board.squares_at(st).to_vec();
    for &sq in &here {
        state.tokens[usize::from(sq.0)] = Default::default();
    }
    state.tokens[usize::from(here[0].0)] = crate::games::king_of_chicago::defs::Res3::one(Resource::Booze, 1);
    for g in 0..content.gangsters.len() as u8 {
        if state.gangster(GangsterId(g)).owner == Some(Seat(0)) {
            state.gangster_mut(GangsterId(g)).at = Where::Hospital;
        }
    }
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let stay = Event::PoliceMoved { seat: Seat(2), from: st, to: st, allowed: 8 };
    for (lang, stayed, lone, unarmed) in [
        (
            "en",
            "Player 3 leaves the police car where it is: it stays put on ",
            "Just 1 booze lies here: do you take it?",
            "no attack on Player 2's business ",
        ),
        (
            "fr",
            "Joueur 3 laisse la voiture de police où elle est : elle ne bouge pas de ",
            "Il n'y a ici qu'un jeton, 1 boisson : le prenez-vous ?",
            "pas d'attaque contre l'établissement ",
        ),
        (
            "nl",
            "Speler 3 laat de politieauto staan: hij blijft op ",
            "Hier ligt maar 1 drank: neem je die?",
            "geen aanval op de zaak ",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let line = n.line(&stay).unwrap();
        assert!(line.starts_with(stayed), "{lang}: {line}");
        assert_eq!(screen.question(&view, "take_booze"), lone, "{lang}");
        let row = screen.option(&view, "move", &Choice::Street(st));
        assert!(row.contains(unarmed) && !row.contains("(5.2.5) ("), "{lang}: {row}");
    }
}

/// Term26 #5: an attack named only the car's risk; each round lost costs the attacker one of
/// his gangsters, to the hospital or the graveyard (5.2.5 C, "Ziekenhuis of Kerkhof?"). The
/// option and its help say so, in a clause of its own.
#[test]
fn an_attack_says_each_round_lost_costs_a_gangster() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let (state, _) = beside_a_rival_business(&content);
    let attack = Choice::Action(crate::games::king_of_chicago::choice::Action::AttackBusiness(BusinessId(0)));
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    for (lang, risk) in [
        (
            "en",
            "; each round you lose sends one of your gangsters to the hospital, or to the graveyard for good when the \
             winner's die is 3 or more above yours (5.2.5)",
        ),
        (
            "fr",
            "; chaque tour perdu envoie un de vos gangsters à l'hôpital, ou au cimetière pour de bon si le dé du \
             vainqueur dépasse le vôtre de 3 ou plus (5.2.5)",
        ),
        (
            "nl",
            "; elke ronde die je verliest stuurt een van je gangsters naar het ziekenhuis, of voorgoed naar het kerkhof \
             als de dobbelsteen van de winnaar 3 of meer hoger is dan de jouwe (5.2.5)",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let option = screen.option(&view, "action", &attack);
        assert!(option.contains(risk), "{lang}: {option}");
        let help = screen.help(&view, "action", &attack);
        assert!(help.contains(risk), "{lang}: {help}");
    }
}
