//! King of Chicago's news as a newcomer reads it, in every language: a turn frozen by Election
//! Day told once, naming the police car and the bribe it wastes (8.1, 6.4); a rival's draw
//! saying where the card went (6.2); a cheaper takeover naming Sad Ken (5.2.2).
mod support;
use mobrules::engine::locale::Locale;
use mobrules::games::king_of_chicago::content::GAME_ID;
use mobrules::games::king_of_chicago::narrate::Narrator;
use support::*;

/// Every line of the news as `viewer` reads it, in `lang`.
fn news(m: &Match, lang: &str, viewer: Seat) -> Vec<String> {
    let locale = Locale::load(&content().source, GAME_ID, lang).expect("locale loads");
    let n = Narrator { content: content(), locale: &locale };
    m.log.entries().iter().filter_map(|e| e.game()).filter_map(|e| n.line_for(e, viewer)).collect()
}

/// Election Day (8.1): "he cannot move his car, the police car". A frozen seat that bribed the
/// police for $400 (6.4) reads one line for his turn, naming his car, the police car and the
/// bribe, not the same sentence once for his car and again for the police car.
#[test]
fn a_frozen_turn_names_the_police_car_and_the_bribe_once() {
    let p = Seat(0);
    let mut s = blank(2);
    s.police.controller = Some(p);
    s.police.actions_left = 1;
    s.police.bribe = 400;
    s.players[p].frozen = true;
    s.players[p].no_income = true;
    let mut m = game(s, vec![]);
    m.player_turn(p).unwrap();
    let sat: Vec<Event> = only(&m, |e| matches!(e, Event::SitsOut { .. } | Event::Frozen { .. }));
    assert_eq!(sat, vec![Event::SitsOut { seat: p, police: Some(400) }]);
    for (lang, said) in [
        ("en", ["Player 1 is frozen by Election Day", "the police car he controls", "$400 he paid the police"]),
        (
            "fr",
            ["Joueur 1 est gelé par le Jour d'élection", "la voiture de police qu'il contrôle", "versés pour soudoyer"],
        ),
        ("nl", ["Speler 1 is stilgelegd door “Verkiezingen”", "de politieauto die hij bestuurt", "de politie omkocht"]),
    ] {
        let lines = news(&m, lang, p);
        assert_eq!(lines.len(), 1, "{lang}: one line for the frozen turn: {lines:#?}");
        for words in said {
            assert!(lines[0].contains(words), "{lang}: {words:?} missing from {:?}", lines[0]);
        }
    }
    // A frozen seat without the police car: his car only.
    let mut s = blank(2);
    s.players[p].frozen = true;
    let mut m = game(s, vec![]);
    m.player_turn(p).unwrap();
    let lines = news(&m, "en", Seat(1));
    assert_eq!(lines.len(), 1, "{lines:#?}");
    assert!(!lines[0].contains("police"), "{}", lines[0]);
}

/// 6.2: a rival's draw says where the card went: a gangster card turned up for the auction row,
/// a resource card laid on the board, both face up for everyone; an event card or a contract
/// kept face down, with how many such cards he now holds (their backs are in view), never
/// which card it is.
#[test]
fn a_rivals_draw_says_where_the_card_went() {
    let (b, c) = (Seat(1), Seat(2));
    let mut s = blank(3);
    let bugs = g("bugs_benny");
    let (held, drawn) = (content().events[1].id.clone(), content().events[0].id.clone());
    s.players[b].events.push(1);
    s.deck = Deck::stacked(vec![Card::Event(0), Card::Gangster(bugs.0), Card::Resource(resource_card("booze_wharf"))]);
    let mut m = game(s, vec![]);
    m.trade_round().unwrap();
    assert!(facts(&m).contains(&Event::Drew { seat: b, card: Card::Event(0), held: 2 }));
    for (lang, gangster, kept) in [
        ("en", "Player 1 turns up Bugs Benny, who joins the auction.", "Player 2 draws a card and keeps it face down"),
        (
            "fr",
            "Joueur 1 retourne Bugs Benny, qui est mis aux enchères.",
            "Joueur 2 tire une carte et la garde face cachée",
        ),
        ("nl", "Speler 1 trekt Bugs Benny, die geveild wordt.", "Speler 2 trekt een kaart en houdt die gedekt"),
    ] {
        let lines = news(&m, lang, c);
        assert!(lines.iter().any(|l| l == gangster), "{lang}: {lines:#?}");
        let line = lines.iter().find(|l| l.starts_with(kept)).unwrap_or_else(|| panic!("{lang}: {lines:#?}"));
        let count = match lang {
            "en" => "He now holds 2 such cards.",
            "fr" => "Il en a maintenant 2.",
            _ => "Hij heeft er nu 2.",
        };
        assert!(line.ends_with(count), "{lang}: {line}");
        let locale = Locale::load(&content().source, GAME_ID, lang).expect("locale loads");
        for id in [&held, &drawn] {
            let name = locale.text(&format!("card-{id}"), &[]);
            assert!(!line.contains(&name), "{lang}: the card is named: {line}");
        }
    }
}

/// 5.2.2: a takeover made cheaper by Sad Ken's card names him in the news, not "a gangster's
/// card", to his owner; he may lie face down, so the others read "a gangster's card".
#[test]
fn a_cheaper_takeover_names_sad_ken() {
    let (a, b) = (Seat(0), Seat(1));
    let mut s = blank(2);
    s.turf[usize::from(sq("t01").0)] = Some(b);
    park(&mut s, 0, "t01");
    let ken = put(&mut s, "sad_ken", 0, Where::Car);
    let mut m = game(s, vec![]);
    m.perform(a, Action::ClaimTurf(sq("t01"))).unwrap();
    assert!(facts(&m).contains(&Event::TurfClaimed {
        seat: a,
        square: sq("t01"),
        from: Some(b),
        paid: 0,
        by: vec![ken]
    }));
    for (lang, said, hidden) in [
        ("en", "$100 saved by Sad Ken (5.2.2)", "$100 saved by a gangster's card (5.2.2)"),
        ("fr", "100 $ d'économie grâce à Sad Ken (5.2.2)", "100 $ d'économie grâce à la carte d'un gangster (5.2.2)"),
        ("nl", "$100 bespaard dankzij Sad Ken (5.2.2)", "$100 bespaard dankzij de kaart van een gangster (5.2.2)"),
    ] {
        let lines = news(&m, lang, a);
        assert!(lines.iter().any(|l| l.contains(said)), "{lang}: {lines:#?}");
        // He rides face down in the car (3.2): the loser of the turf is not told who he is.
        let lines = news(&m, lang, b);
        assert!(lines.iter().any(|l| l.contains(hidden)), "{lang}: {lines:#?}");
    }
}
