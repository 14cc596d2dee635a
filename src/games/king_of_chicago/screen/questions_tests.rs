//! What a newcomer reads at a card's question (8.1, 8.2, 8.3), at Burglary's picks and their
//! end, at a destination (5.1) and in the look-ups of the police (5.3, 5.4, 5.2.6) and of a
//! business's monopoly income (6.1), in every language.

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::defs::Res3;
use crate::games::king_of_chicago::event::Event;
use crate::games::king_of_chicago::load;
use crate::games::king_of_chicago::state::CardQuestion;

const LANGS: [&str; 3] = ["en", "fr", "nl"];

/// The question keys the bundled cards' scripts ask (`choose(player, "key", ...)`).
fn script_question_keys() -> Vec<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/king-of-chicago");
    let mut keys = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        for part in text.split("choose(").skip(1) {
            if let Some(key) = part.split('"').nth(1) {
                keys.push(key.to_string());
            }
        }
    }
    keys.sort();
    keys.dedup();
    keys
}

/// 8.1, 8.2, 8.3: every question a card's script asks says what is being chosen, in every
/// language, rather than "<card>: which one?" ("Jour d'élection : lequel ?", "Inbraak: welke?").
#[test]
fn every_cards_question_says_what_is_chosen() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let state = crate::games::king_of_chicago::rules::setup::new_game(&content, 4, 1).unwrap();
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let keys = script_question_keys();
    assert!(keys.len() >= 15, "{keys:?}");
    for lang in LANGS {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let bare = locale.text("prompt-card", &[("card", "".into())]);
        for key in &keys {
            assert!(locale.has(&format!("prompt-card-{key}")), "{lang}: no question of its own for {key}");
            if key == "burglary_resource" {
                continue; // asked with its script's words (tests.rs)
            }
            let q = screen.question(&view, &format!("card:{key}"));
            assert!(!q.ends_with(bare.trim_start()), "{lang}: {key}: {q}");
        }
    }
    for (lang, election, burglary) in [
        ("en", "Election Day: which opponent do you freeze?", "Burglary: whom do you rob?"),
        ("fr", "Jour d'élection : quel adversaire gelez-vous ?", "Cambriolage : qui cambriolez-vous ?"),
        ("nl", "Verkiezingen: welke tegenstander leg je stil?", "Inbraak: bij wie breek je in?"),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let q = screen.question(&view, "card:election_day");
        assert!(q.starts_with(election), "{lang}: {q}");
        let q = screen.question(&view, "card:burglary");
        assert!(q.starts_with(burglary), "{lang}: {q}");
        // What each opponent holds lies in his private folder (3.2): the question says so.
        assert!(q.contains("3.2"), "{lang}: {q}");
    }
}

/// 8.1: the burglar chooses each resource, so each option says how many of that kind the
/// victim has left (the words Burglary's script gives its question).
#[test]
fn burglarys_resources_say_how_many_the_victim_has_left() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    state.card_question = Some(CardQuestion {
        seat: Seat(0),
        said: vec![
            ("from".into(), Said::Player(Seat(2))),
            ("left".into(), Said::Resources(Res3 { booze: 3, girls: 1, henchmen: 0 })),
            ("of".into(), Said::Number(4)),
            ("pick".into(), Said::Number(1)),
            ("taken".into(), Said::Resources(Res3::default())),
        ],
        card: None,
    });
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    for (lang, booze, girls) in [
        ("en", "booze (he has 3)", "girls (he has 1)"),
        ("fr", "boissons (il en a 3)", "filles (il en a 1)"),
        ("nl", "drank (hij heeft er 3)", "prostituees (hij heeft er 1)"),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let prompt = "card:burglary_resource";
        assert_eq!(screen.option(&view, prompt, &Choice::Resource(Resource::Booze)), booze);
        assert_eq!(screen.option(&view, prompt, &Choice::Resource(Resource::Girls)), girls);
        // The question still reads as before, the extra word left unused.
        assert!(screen.question(&view, prompt).contains(&String::from(n.seat(Seat(2)))), "{lang}");
    }
}

/// 8.1: a Burglary whose die rolls 6 against a victim holding 4 resources steals the 4 and
/// says why it stopped there: the victim ran out.
#[test]
fn a_burglary_that_rolls_more_than_the_victim_has_says_he_ran_out() {
    use crate::engine::decision::{Decider, Interrupt, Request, Scripted};
    use crate::engine::play::MatchOptions;
    use crate::games::king_of_chicago::KingOfChicago;
    use crate::games::king_of_chicago::defs::Window;

    /// Plays Burglary, then takes the first resource offered.
    struct Burglar;
    impl Decider<KingOfChicago> for Burglar {
        fn decide(&mut self, _view: &View<'_>, request: &Request<Choice>) -> Result<usize, Interrupt> {
            Ok(request.options.listed().iter().position(|c| matches!(c, Choice::Card(_))).unwrap_or(0))
        }
        fn name(&self) -> &str {
            "burglar"
        }
    }
    let content = load::load(&Source::Embedded).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 2, 1).unwrap();
    let burglary = content.events.iter().position(|e| e.id == "burglary").unwrap() as u8;
    state.players[Seat(0)].events = vec![burglary];
    state.players[Seat(0)].resources = Res3::default();
    state.players[Seat(1)].resources = Res3 { booze: 2, girls: 1, henchmen: 1 };
    state.chance.fixed.push([6]);
    let deciders: Vec<Box<dyn Decider<KingOfChicago>>> =
        vec![Box::new(Burglar), Box::new(Scripted::<Choice>::new(Vec::new(), true))];
    let mut m =
        crate::games::king_of_chicago::rules::play::Match::new(&content, state, deciders, &MatchOptions::default());
    m.offer_events(Window::OwnTurn, &[Seat(0)], None, None).unwrap();
    assert_eq!(m.state.players[Seat(0)].resources, Res3 { booze: 2, girls: 1, henchmen: 1 });
    let events: Vec<Event> = m.log.entries().iter().filter_map(|e| e.game()).cloned().collect();
    for (lang, last) in [
        ("en", "Burglary: Player 2 has no resources left: 2 more the die allowed go unstolen."),
        ("fr", "Cambriolage : Joueur 2 n'a plus de ressources : 2 de plus permises par le dé ne sont pas volées."),
        (
            "nl",
            "Inbraak: Speler 2 heeft geen hulpmiddelen meer: 2 meer die de dobbelsteen toeliet, worden niet gestolen.",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let told: Vec<String> = events.iter().filter_map(|e| n.line_for(e, Seat(1))).collect();
        assert_eq!(told.last().map(String::as_str), Some(last), "{lang}: {told:?}");
        let steals = told.iter().filter(|l| l.contains(&String::from(n.seat(Seat(1))))).count();
        assert_eq!(steals, 5, "{lang}: four steals of one, then the end: {told:?}");
    }
}

/// 5.1: a destination's row ends naming what stands there between brackets, the seat's own
/// business included, rather than a list that ends on a car and reads cut off; whose each
/// business is, said without brackets inside the brackets.
#[test]
fn a_destination_names_the_seats_own_business_there() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    // Player 1's business on a lot, his car elsewhere and empty; Player 3's car beside it.
    let lot = content.board.squares.iter().position(|sq| sq.kind == SquareKind::Business).unwrap();
    let st = content.board.squares[lot].street;
    let b = BusinessId(0);
    state.businesses[0].owner = Some(Seat(0));
    state.businesses[0].square = Some(crate::games::king_of_chicago::board::SquareId(lot as u16));
    state.players[Seat(2)].car.at = st;
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    for (lang, mine, car) in [
        ("en", "your business", "no attack on Player 3's car: no gangster in your car (5.2.5)"),
        (
            "fr",
            "votre établissement",
            "pas d'attaque contre la voiture de Joueur 3 : aucun gangster dans votre voiture (5.2.5)",
        ),
        ("nl", "je zaak", "geen aanval op de auto van Speler 3: er zit geen gangster in je auto (5.2.5)"),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let line = screen.option(&view, "move", &Choice::Street(st));
        let business = format!("{mine} {}", String::from(n.business(b)));
        assert!(line.contains(&business), "{lang}: {line}");
        assert!(line.ends_with(car), "{lang}: {line}");
        // No brackets inside the brackets: "(Madame Rosie's (Player 4's), Player 4's car)".
        let deepest = line
            .chars()
            .scan(0i32, |depth, c| {
                *depth += i32::from(c == '(') - i32::from(c == ')');
                Some(*depth)
            })
            .max();
        assert_eq!(deepest, Some(1), "{lang}: {line}");
    }
}

/// 5.3, 5.4, 5.2.6: `board police` (`politie`) finds the police car, says who drives it and
/// what it does, and where the police department with the jail stands; the jail is named in
/// the reader's language with its street. 6.1: the monopoly income is explained.
#[test]
fn the_police_and_the_jail_are_found_and_explained() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let dept = content.board.squares.iter().position(|sq| sq.kind == SquareKind::Police).unwrap();
    for (lang, words, car, jail, jail_at, monopoly) in [
        (
            "en",
            "police",
            "The police car (5.3, 5.4) stands on ",
            "jail",
            "Jail (5.2.6, 5.4), at the Police Dept. by ",
            "while its owner is the only player with an open",
        ),
        (
            "fr",
            "police",
            "La voiture de police (5.3, 5.4) est sur ",
            "prison",
            "Prison (5.2.6, 5.4), au Commissariat près de ",
            "tant que son propriétaire est le seul joueur à avoir un",
        ),
        (
            "nl",
            "politie",
            "De politieauto (5.3, 5.4) staat op ",
            "gevangenis",
            "Gevangenis (5.2.6, 5.4), in het Politiekantoor bij ",
            "zolang de eigenaar de enige speler met een open",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let terminal = Terminal { n: Narrator { content: &content, locale: &locale } };
        let street = String::from(n.street(content.board.squares[dept].street));
        let found = crate::engine::game::Screen::find(&terminal, &view, words).expect("the police are found");
        assert!(found.contains(car), "{lang}: {found}");
        assert!(found.contains(&format!("{street}.")), "{lang}: the department's street: {found}");
        let found = crate::engine::game::Screen::find(&terminal, &view, jail).expect("the jail is found");
        assert!(found.contains(&format!("{jail_at}{street}")), "{lang}: {found}");
        assert!(!found.contains("Police Dept.") || lang == "en", "{lang}: {found}");
        let found = crate::engine::game::Screen::find(&terminal, &view, "blind").expect("a business");
        assert!(found.contains(monopoly) && found.contains("6.1"), "{lang}: {found}");
        assert!(!found.contains("als Monopoly") && !found.contains("as a monopoly"), "{lang}: {found}");
    }
}

/// 8.3: Red hot tip asks how much to bet, and each stake reads as money.
#[test]
fn red_hot_tips_stake_is_asked_and_read_as_money() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    for (lang, question, stake) in [
        ("en", "Red hot tip: how much do you bet at the race track?", "$150"),
        ("fr", "Tuyau brûlant : combien pariez-vous au champ de courses ?", "150 $"),
        ("nl", "Supertip: hoeveel zet je in op de renbaan?", "$150"),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        assert!(screen.question(&view, "card:stake").starts_with(question), "{lang}");
        assert_eq!(screen.option(&view, "card:stake", &Choice::Amount(150)), stake, "{lang}");
        let terminal = Terminal { n: Narrator { content: &content, locale: &locale } };
        assert_eq!(crate::engine::game::Screen::amount(&terminal, "card:stake", 150), stake, "{lang}");
    }
}

/// 5.3: the police car's drive says whether its controller may still act where it stops: once
/// the game round's actions are spent it only drives, which nothing said (a person wondered why
/// the police could no longer raid).
#[test]
fn the_police_drive_says_whether_an_action_is_left() {
    use crate::engine::log::Logged;
    use crate::games::king_of_chicago::event::Why;
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    state.police.controller = Some(Seat(0));
    let log = [Logged::Game(Event::Roll { seat: Some(Seat(0)), why: Why::PoliceMovement, face: 2, card: None })];
    for (lang, spent, left) in [
        ("en", "The police's actions of this game round are spent", "The police have one action left this game round"),
        (
            "fr",
            "Les actions de la police pour ce tour de jeu sont épuisées",
            "La police a encore une action ce tour de jeu",
        ),
        ("nl", "De acties van de politie voor deze spelronde zijn op", "De politie heeft deze spelronde nog één actie"),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        for (actions, words) in [(0, spent), (1, left)] {
            state.police.actions_left = actions;
            let view = View::new(&state, &content, &scripts, Seat(0), None, &log);
            let question = Screen { n: &n }.question(&view, "move_police");
            assert!(question.contains(words) && question.contains("(5.3)"), "{lang}, {actions} left: {question}");
        }
    }
}

/// 5.2.3: after a business is opened, the question moving the car's gangsters into it names the
/// business (it asked only "which gangster goes into the business?"), and each gangster's
/// option marks the business on the board. Its "done", before anyone went in, says nobody goes
/// and what an empty business risks (it read "done", first of the options, to a reviewer).
#[test]
fn the_gangsters_going_into_a_business_are_told_which() {
    use crate::engine::game::Screen as _;
    use crate::engine::log::Logged;
    use crate::games::king_of_chicago::state::GangsterId;
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let b = BusinessId(0);
    let square = content.board.squares.iter().position(|sq| sq.kind == SquareKind::Business).unwrap();
    let sq = crate::games::king_of_chicago::board::SquareId(square as u16);
    state.business_mut(b).owner = Some(Seat(0));
    state.business_mut(b).square = Some(sq);
    let opened = Event::BusinessOpened { seat: Seat(0), business: b, square: sq, paid: Default::default() };
    let log = [Logged::Game(opened)];
    let view = View::new(&state, &content, &scripts, Seat(0), None, &log);
    for (lang, asked) in [
        ("en", "Which gangster goes from your car into "),
        ("fr", "Quel gangster passe de votre voiture à "),
        ("nl", "Welke gangster gaat van je auto naar "),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let question = Screen { n: &n }.question(&view, "into_business");
        let named = format!("{asked}{}", String::from(n.business(b)));
        assert!(question.replace(['\u{2068}', '\u{2069}'], "").starts_with(&named), "{lang}: {question}");
        let terminal = Terminal { n: Narrator { content: &content, locale: &locale } };
        let marks = terminal.marks(&view, "into_business", &Choice::Gangster(GangsterId(0)));
        assert_eq!(marks, vec![content.board.squares[square].id.clone()], "{lang}");
        // "done" before anyone went in reads as nobody, and says what an empty business risks.
        let done = Screen { n: &n }.option(&view, "into_business", &Choice::Done);
        assert!(done.contains("(5.2.5)") && done.len() > 40, "{lang}: {done}");
    }
}

/// Each police action's help says what that action does (5.3, 5.4.1 to 5.4.4): doing nothing
/// keeps the action, clearing a turf and confiscating roll no die. The three said one general
/// sentence, and a reviewer read it under every option of the police question.
#[test]
fn each_police_action_s_help_says_what_it_does() {
    use crate::games::king_of_chicago::board::SquareId;
    use crate::games::king_of_chicago::choice::PoliceAction;
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let square = SquareId(0);
    for lang in ["en", "fr", "nl"] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
        let help = |a: PoliceAction| Screen { n: &n }.help(&view, "police_action", &Choice::Police(a));
        let said: Vec<String> = [
            (PoliceAction::Pass, "(5.3)"),
            (PoliceAction::ClearTurf(square), "(5.4.3)"),
            (PoliceAction::Confiscate(square), "(5.4.4)"),
        ]
        .into_iter()
        .map(|(a, section)| {
            let h = help(a);
            assert!(h.contains(section), "{lang}: {h}");
            h
        })
        .collect();
        assert!(said[0] != said[1] && said[1] != said[2] && said[0] != said[2], "{lang}: {said:?}");
    }
}
