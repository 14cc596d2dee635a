//! The terminal screen's unit tests: what each question, option, help and end says, in every language.

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::defs::Res3;
use crate::games::king_of_chicago::load;

#[test]
fn a_cards_question_is_worded_by_the_content() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let state = crate::games::king_of_chicago::rules::setup::new_game(&content, 4, 1).unwrap();
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    for (lang, resource, rat) in
        [("en", "Burglary: which one?", "The rat: which one?"), ("fr", "Cambriolage : lequel ?", "Le rat : lequel ?")]
    {
        // A mod's question with no words of its own is asked by its card's name.
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        // Burglary's own question names words its script gives: asked without them (a mod's
        // script of three arguments), it is asked by the card's name.
        assert_eq!(screen.question(&view, "card:burglary_resource"), resource, "without its words");
        assert_eq!(screen.question(&view, "card:the_rat_mod"), rat, "the card's name");
    }
}

/// Burglary asks once a resource (8.1: "steal 1-6 carefully chosen resources"): each question
/// says whom it robs, which pick it is of how many, and what is taken so far, from the words
/// its script gives `choose`, in every language; only the seat asked reads them.
#[test]
fn burglarys_questions_say_which_pick_each_is() {
    use crate::games::king_of_chicago::state::CardQuestion;
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let said = |pick: i64, taken: Res3| CardQuestion {
        seat: Seat(0),
        said: vec![
            ("from".into(), Said::Player(Seat(2))),
            ("of".into(), Said::Number(3)),
            ("pick".into(), Said::Number(pick)),
            ("taken".into(), Said::Resources(taken)),
        ],
        card: None,
    };
    for (lang, first, second) in [
        (
            "en",
            "Burglary: which resource do you steal from Player 3? (pick 1 of 3)",
            "Burglary: which resource do you steal from Player 3? (pick 2 of 3; taken so far: 1 booze)",
        ),
        (
            "fr",
            "Cambriolage : quelle ressource volez-vous à Joueur 3 ? (choix 1 sur 3)",
            "Cambriolage : quelle ressource volez-vous à Joueur 3 ? (choix 2 sur 3 ; déjà volé : 1 boisson)",
        ),
        (
            "nl",
            "Inbraak: welk hulpmiddel steel je van Speler 3? (keuze 1 van 3)",
            "Inbraak: welk hulpmiddel steel je van Speler 3? (keuze 2 van 3; al gestolen: 1 drank)",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        for (pick, taken, question) in [(1, Res3::default(), first), (2, Res3::one(Resource::Booze, 1), second)] {
            state.card_question = Some(said(pick, taken));
            let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
            assert_eq!(screen.question(&view, "card:burglary_resource"), question);
            let other = View::new(&state, &content, &scripts, Seat(1), None, &[]);
            assert!(other.card_question().is_empty(), "another seat's view holds the words");
        }
    }
}

/// The words reach the question from the card's script: a seat playing Burglary with a 3 on
/// the die picks three times, each question with its pick and what it has taken so far.
#[test]
fn burglarys_script_gives_its_questions_their_words() {
    use crate::engine::decision::{Decider, Interrupt, Request};
    use crate::engine::play::MatchOptions;
    use crate::games::king_of_chicago::KingOfChicago;
    use crate::games::king_of_chicago::defs::Window;
    use std::cell::RefCell;
    use std::rc::Rc;

    /// Plays Burglary, then takes the first resource offered, noting each question it reads.
    struct Burglar {
        content: &'static crate::games::king_of_chicago::content::Content,
        locale: Locale,
        asked: Rc<RefCell<Vec<String>>>,
    }
    impl Decider<KingOfChicago> for Burglar {
        fn decide(&mut self, view: &View<'_>, request: &Request<Choice>) -> Result<usize, Interrupt> {
            if request.prompt == "card:burglary_resource" {
                let n = Narrator { content: self.content, locale: &self.locale };
                self.asked.borrow_mut().push(Screen { n: &n }.question(view, &request.prompt));
            }
            let listed = request.options.listed();
            Ok(listed.iter().position(|c| matches!(c, Choice::Card(_))).unwrap_or(0))
        }
        fn name(&self) -> &str {
            "burglar"
        }
    }
    let content: &'static _ = Box::leak(Box::new(load::load(&Source::Embedded).unwrap()));
    let locale = Locale::load(&content.source, GAME_ID, "en").unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(content, 2, 1).unwrap();
    let burglary = content.events.iter().position(|e| e.id == "burglary").unwrap() as u8;
    state.players[Seat(0)].events = vec![burglary];
    state.players[Seat(1)].resources = Res3 { booze: 2, girls: 2, henchmen: 0 };
    state.chance.fixed.push([3]);
    let asked = Rc::new(RefCell::new(Vec::new()));
    let deciders: Vec<Box<dyn Decider<KingOfChicago>>> = vec![
        Box::new(Burglar { content, locale, asked: asked.clone() }),
        Box::new(crate::engine::decision::Scripted::<Choice>::new(Vec::new(), true)),
    ];
    let mut m =
        crate::games::king_of_chicago::rules::play::Match::new(content, state, deciders, &MatchOptions::default());
    m.offer_events(Window::OwnTurn, &[Seat(0)], None, None).unwrap();
    assert_eq!(
        *asked.borrow(),
        [
            "Burglary: which resource do you steal from Player 2? (pick 1 of 3)",
            "Burglary: which resource do you steal from Player 2? (pick 2 of 3; taken so far: 1 booze)",
        ],
        "the third pick, girls alone left, is taken without asking"
    );
    assert_eq!(m.state.card_question, None, "the words go with the question");
    assert_eq!(m.state.players[Seat(0)].resources, Res3 { booze: 3, girls: 2, henchmen: 1 });
}

/// The help on stopping says what stopping leaves (not what the question's other options
/// do), and the help on a card's target names the card and says what it does to him.
#[test]
fn help_on_done_and_on_a_cards_target_says_what_they_do() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let state = crate::games::king_of_chicago::rules::setup::new_game(&content, 4, 1).unwrap();
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let locale = Locale::load(&content.source, GAME_ID, "nl").unwrap();
    let n = Narrator { content: &content, locale: &locale };
    let screen = Screen { n: &n };
    assert_eq!(
        screen.help(&view, "into_business", &Choice::Done),
        "klaar; er verplaatsen geen gangsters meer: elk blijft waar hij nu is (5.2.6)."
    );
    assert_eq!(screen.option(&view, "play_event:own_turn", &Choice::Done), "nu geen kaart", "nothing is done");
    assert!(screen.help(&view, "play_event:action", &Choice::Done).starts_with("nu geen kaart: je speelt nu geen"));
    assert_eq!(screen.help(&view, "deal_give", &Choice::Done), "klaar: aan deze kant van de deal komt niets meer bij.");
    // 5.2.6: the pick-up's first option no longer reads as a confirmation; picking nobody
    // spends the action all the same.
    assert_eq!(
        screen.option(&view, "pick_up", &Choice::Done),
        "niemand meer: de anderen blijven (niemand ophalen kost toch de actie)"
    );
    assert_eq!(screen.option(&view, "move_gangster", &Choice::Done), "klaar");
    // 6.5: where a gangster is put says what he does there.
    let car = screen.help(&view, "place_gangster", &Choice::Place { gangster: GangsterId(0), to: Where::Car });
    assert!(car.contains("\nIn je auto (hoogstens 3): hij rijdt met je mee"), "{car}");
    let b = BusinessId(0);
    let kind = locale.text(&format!("kind-{}", content.businesses[0].kind.key()), &[]);
    let business =
        screen.help(&view, "place_gangster", &Choice::Place { gangster: GangsterId(0), to: Where::Business(b) });
    assert!(business.contains(&format!("(een {kind}, hoogstens 3 gangsters): hij verdedigt die zaak")), "{business}");
    let help = screen.help(&view, "card:election_day", &Choice::Player(Seat(2)));
    assert!(help.starts_with("Speler 3 (1 machtspunt): ") && help.contains(". Verkiezingen: "), "{help}");
    assert!(help.contains(&locale.text("card-election_day.text", &[])), "{help}");
}

/// A deal being built is told in French without "et demandez rien", and under one word,
/// "marché", as the question names it.
#[test]
fn a_deal_so_far_reads_in_french_when_nothing_is_asked() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let give = crate::games::king_of_chicago::state::Bundle { money: 50, ..Default::default() };
    state.offer =
        Some(crate::games::king_of_chicago::state::Deal { from: Seat(0), to: Seat(1), give, get: Default::default() });
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let locale = Locale::load(&content.source, GAME_ID, "fr").unwrap();
    let n = Narrator { content: &content, locale: &locale };
    let q = Screen { n: &n }.question(&view, "deal_give");
    assert!(q.ends_with("Pour l'instant vous offrez : 50 $ ; vous demandez : rien."), "{q}");
    assert!(locale.text("play-help-more", &[]).contains("proposer un marché"));
}

/// 6.3: a gangster with a resource cost is auctioned with that cost told beside the bid,
/// paid once, at the auction ("cost 2 booze and 2 girls" on the card read as a price to keep
/// paying).
#[test]
fn an_auctions_question_names_the_gangster_his_card_and_his_cost() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let jesus = content.gangsters.iter().position(|g| g.id == "mr_jesus").expect("Mr. Jesus");
    state.lot = Some(GangsterId(jesus as u8));
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    for (lang, question) in [
        (
            "en",
            "Your bid for Mr. Jesus (Defence +3 / cost 2 booze)? Whoever wins him also pays 2 booze (the “cost” on \
             his card), once, here at the auction, given back to the supply: nothing more to keep him after that. \
             Only a player holding that may bid. Toward winning (1.2): one power point per 2 gangsters \
             in your car or businesses; with him you would have 2 there, one power point more. Nobody has bid yet.",
        ),
        (
            "fr",
            "Votre enchère pour Mr. Jesus (Défense +3 / Coût : 2 boissons alcoolisées) ? Qui l'emporte paie aussi \
             2 boissons (le « coût » de sa carte), une seule fois, ici aux enchères, qui retournent à la réserve : \
             rien de plus ensuite pour le garder. Seul un joueur qui les a peut enchérir. Pour gagner (1.2) : un \
             point de pouvoir par 2 gangsters dans votre voiture ou vos entreprises ; avec lui vous en auriez 2, un \
             point de pouvoir de plus. Personne n'a encore enchéri.",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        assert_eq!(Screen { n: &n }.question(&view, "bid_gangster"), question);
    }
}

/// 5.4.4: the police are asked one kind of token at a time; the question names the kind
/// and the options are the counts, all of them down to none.
#[test]
fn confiscation_names_the_kind_asked_and_lists_the_counts() {
    use crate::engine::log::{Chose, Logged};
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let sq = content.board.square_by_id("wharf").expect("the Wharf");
    state.tokens[usize::from(sq.0)] = Res3 { booze: 1, girls: 2, henchmen: 0 };
    let chose =
        |prompt: &'static str, choice| Logged::Chose(Chose { seat: Seat(0), prompt: prompt.into(), index: 0, choice });
    let police = chose("police_action", Choice::Police(PoliceAction::Confiscate(sq)));
    for (lang, log, question, options) in [
        (
            "en",
            vec![police.clone()],
            "How much booze do the police confiscate?",
            ["confiscate 2 booze", "none (seizing nothing at all still spends the police action)"],
        ),
        (
            "en",
            vec![police.clone(), chose("confiscate", Choice::Amount(1))],
            "How many girls do the police confiscate?",
            ["confiscate 2 girls", "none (seizing nothing at all still spends the police action)"],
        ),
        (
            "fr",
            vec![police.clone(), chose("confiscate", Choice::Amount(1))],
            "Combien de filles la police confisque-t-elle ?",
            ["confisquer 2 filles", "rien (ne rien confisquer du tout consomme quand même l'action de police)"],
        ),
        (
            "nl",
            vec![police.clone(), chose("confiscate", Choice::Amount(1))],
            "Hoeveel prostituees neemt de politie in beslag?",
            ["2 prostituees in beslag nemen", "niets (helemaal niets in beslag nemen kost toch de politieactie)"],
        ),
    ] {
        let view = View::new(&state, &content, &scripts, Seat(0), None, &log);
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        assert_eq!(screen.question(&view, "confiscate"), question);
        let shown = [
            screen.option(&view, "confiscate", &Choice::Amount(2)),
            screen.option(&view, "confiscate", &Choice::Amount(0)),
        ];
        assert_eq!(shown, options);
    }
}

/// 5.2.1: taking resources is an action; the option that takes none of a kind says that
/// taking nothing at all still spends it, in every language.
#[test]
fn taking_no_resources_says_it_still_spends_the_action() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    for (lang, take, none) in [
        ("en", "take 1 girl", "none (taking nothing at all still spends the action)"),
        ("fr", "prendre 1 fille", "rien (ne rien prendre du tout consomme quand même l'action)"),
        ("nl", "1 prostituee nemen", "niets (helemaal niets nemen kost toch de actie)"),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        assert_eq!(screen.option(&view, "take_girls", &Choice::Amount(1)), take);
        assert_eq!(screen.option(&view, "take_girls", &Choice::Amount(0)), none);
    }
}

/// The option that plays an event card says what the card does, in short, in every
/// language (8.1), on one line of a 160-column terminal with its number before it.
#[test]
fn an_event_cards_option_says_what_it_does_in_one_line() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let state = crate::games::king_of_chicago::rules::setup::new_game(&content, 4, 1).unwrap();
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let tommyguns = content.events.iter().position(|e| e.id == "tommyguns").unwrap() as u8;
    for (lang, said) in [
        ("en", "play Tommyguns — +2 to each of your rolls in this shootout"),
        ("fr", "jouer Tireurs d'élite — +2 à chacun de vos lancers dans cette fusillade"),
        ("nl", "speel Machinegeweren — +2 bij elk van je worpen in deze schietpartij"),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let card = Choice::Card(Card::Event(tommyguns));
        assert_eq!(screen.option(&view, "play_event:shootout_start", &card), said);
        for e in 0..content.events.len() {
            let line =
                format!("  10. {}", screen.option(&view, "play_event:anytime", &Choice::Card(Card::Event(e as u8))));
            assert!(line.contains(" — "), "{lang}: {line}");
            assert!(line.chars().count() <= 160, "{lang}: {} columns: {line}", line.chars().count());
        }
    }
}

/// A view of seat 0 at the start of a game of `seats`, and the screen in `lang`.
fn with_screen(seats: usize, lang: &str, f: impl FnOnce(&View, &Screen, &Locale)) {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let state = crate::games::king_of_chicago::rules::setup::new_game(&content, seats, 1).unwrap();
    let view = View::new(&state, &content, &scripts, Seat(1), None, &[]);
    let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
    let n = Narrator { content: &content, locale: &locale };
    f(&view, &Screen { n: &n }, &locale);
}

/// The onlooker who sees every folder is none of the players: each folder is named as
/// that player's, not as the reader's own.
#[test]
fn an_onlookers_folders_are_named_by_their_player() {
    for (lang, own, other, gangsters) in [
        ("en", "Your folder (Player 2): ", "Player 2's folder: ", "Player 2's gangsters: "),
        ("fr", "Votre dossier (Joueur 2) : ", "Dossier de Joueur 2 : ", "Gangsters de Joueur 2 : "),
        (
            "nl",
            "Jouw persoonlijke folder (Speler 2): ",
            "Persoonlijke folder van Speler 2: ",
            "Gangsters van Speler 2: ",
        ),
    ] {
        with_screen(3, lang, |v, screen, _| {
            assert!(screen.folder(v).starts_with(own), "{}", screen.folder(v));
            let seen = screen.folder_as(v, false);
            assert!(seen.starts_with(other), "{seen}");
            assert!(!seen.contains(own.split(' ').next().unwrap_or_default()), "{seen}");
            if v.my_gangsters().is_empty() {
                return;
            }
            assert!(seen.contains(gangsters), "{seen}");
        });
    }
}

/// The help on an attack, a bust, a fallen gangster and taking resources says what
/// happens: what is won and lost, the roll and its odds, where he goes and how he comes
/// back, what lies there and how much may be taken.
#[test]
fn help_says_what_attacks_busts_casualties_and_taking_do() {
    let b = BusinessId(0);
    let g = GangsterId(0);
    for (lang, attack, bust, casualty, take) in [
        (
            "en",
            [
                "it becomes yours, with its income and power points",
                "your car goes to the nearest garage",
                "power point",
            ],
            ["odds are even (1 in 2)", "the gangsters in the car go to jail", "contracts under way are lost"],
            ["to the hospital, or to the graveyard", "picks him up"],
            "from none to all of them",
        ),
        (
            "fr",
            [
                "il devient le vôtre, avec son revenu et ses points de pouvoir",
                "votre voiture part au garage le plus proche",
                "point de pouvoir",
            ],
            [
                "la chance est donc d'une sur deux",
                "les gangsters de la voiture vont en prison",
                "contrats en cours du propriétaire sont perdus",
            ],
            ["à l'hôpital, ou au cimetière", "vienne le chercher"],
            "d'aucun à tous",
        ),
        (
            "nl",
            [
                "de zaak wordt van jou, met haar inkomsten en machtspunten",
                "je auto gaat naar de dichtstbijzijnde garage",
                "machtspunt",
            ],
            [
                "de kans is 50/50",
                "gaan de gangsters in de auto naar de gevangenis",
                "lopende jobs van de eigenaar verloren",
            ],
            ["naar het ziekenhuis, of naar het kerkhof", "hem oppikt"],
            "van geen tot alle",
        ),
    ] {
        with_screen(3, lang, |v, screen, _| {
            let help = screen.help(v, "action", &Choice::Action(Action::AttackBusiness(b)));
            for words in attack {
                assert!(help.contains(words), "{lang}: {words}: {help}");
            }
            let help = screen.help(v, "police_action", &Choice::Police(PoliceAction::Bust(Seat(0))));
            for words in bust {
                assert!(help.contains(words), "{lang}: {words}: {help}");
            }
            let help = screen.help(v, "casualty", &Choice::Gangster(g));
            for words in casualty {
                assert!(help.contains(words), "{lang}: {words}: {help}");
            }
            let help = screen.help(v, "take_booze", &Choice::Amount(2));
            assert!(help.contains(take), "{lang}: {help}");
            assert!(!help.contains("carry") && !help.contains("porter") && !help.contains("dragen"), "{help}");
        });
    }
}

/// 1.2, 5.2.3, 6.1: the option to open a business says what it is worth before it is
/// paid for; taking resources says what lies there.
#[test]
fn opening_a_business_says_its_size_power_and_income() {
    let content = load::load(&Source::Embedded).unwrap();
    let b = content.businesses.iter().position(|m| m.id == "the_blind_pig").map(|i| BusinessId(i as u8)).unwrap();
    let sq = crate::games::king_of_chicago::board::SquareId(0);
    for (lang, words) in [
        ("en", "open The Blind Pig (small bar: 1 power point, income $"),
        ("fr", "ouvrir The Blind Pig (petit bar : 1 point de pouvoir, revenu de "),
        ("nl", "The Blind Pig (bar, klein: 1 machtspunt, inkomsten $"),
    ] {
        with_screen(3, lang, |v, screen, _| {
            let open = screen.option(v, "action", &Choice::Action(Action::OpenBusiness { square: sq, business: b }));
            assert!(open.starts_with(words), "{open}");
        });
    }
}

/// 1.2, 7.0: why the winner won, point by point.
#[test]
fn why_won_counts_the_points_by_source() {
    use crate::games::king_of_chicago::event::Event;
    use crate::games::king_of_chicago::points::Breakdown;
    let content = load::load(&Source::Embedded).unwrap();
    let from = Breakdown { businesses: 6, contracts: 1, respect: 1, gangsters: 2 };
    let won = Event::Won { seat: Seat(2), points: 10, from };
    for (lang, why) in [
        (
            "en",
            "Player 3 was the first to hold 10 power points or more: 10 (1.2, 7.0), of which 6 from open \
             businesses, 1 from completed contracts, 1 from the local respect marker and 2 from active gangsters \
             (one point per 2 gangsters).",
        ),
        (
            "fr",
            "Joueur 3 a été le premier à avoir 10 points de pouvoir ou plus : 10 (1.2, 7.0), dont 6 des \
             établissements ouverts, 1 des contrats achevés, 1 du marqueur de respect local et 2 des gangsters \
             actifs (un point pour 2 gangsters).",
        ),
        (
            "nl",
            "Speler 3 had als eerste 10 machtspunten of meer: 10 (1.2, 7.0), waarvan 6 uit open zaken, 1 uit \
             voltooide jobs, 1 van de lokaal-respecttegel en 2 van actieve gangsters (één punt per 2 gangsters).",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let terminal = Terminal { n: Narrator { content: &content, locale: &locale } };
        let said = crate::engine::game::Screen::why_won(&terminal, &won);
        assert_eq!(said.as_deref().map(|s| s.replace(['\u{2068}', '\u{2069}'], "")), Some(why.to_string()));
    }
}

/// 6.3: a seat without a gangster's resources is told it cannot bid (only it: its
/// resources are private, 3.2); 6.2.4: a gangster drawn goes to the auction, not the hand.
#[test]
fn a_seat_left_out_of_an_auction_is_told_why() {
    use crate::games::king_of_chicago::event::Event;
    let content = load::load(&Source::Embedded).unwrap();
    let jesus = GangsterId(content.gangsters.iter().position(|g| g.id == "mr_jesus").unwrap() as u8);
    let left_out = Event::CannotBid { seat: Seat(0), gangster: jesus };
    let drew = Event::Drew { seat: Seat(0), card: Card::Gangster(jesus.0), held: 0 };
    for (lang, told, drawn) in [
        (
            "en",
            "Player 1 cannot bid on Mr. Jesus: he costs 2 booze beside the bid, which Player 1 does not hold (6.3).",
            "Player 1 turns up Mr. Jesus, who joins the auction.",
        ),
        (
            "fr",
            "Joueur 1 ne peut pas enchérir sur Mr. Jesus : il coûte 2 boissons en plus de l'enchère, et Joueur 1 ne les a pas (6.3).",
            "Joueur 1 retourne Mr. Jesus, qui est mis aux enchères.",
        ),
        (
            "nl",
            "Speler 1 kan niet bieden op Mr. Jesus: hij kost 2 drank naast het bod, en dat heeft Speler 1 niet (6.3).",
            "Speler 1 trekt Mr. Jesus, die geveild wordt.",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        assert_eq!(n.line_for(&left_out, Seat(0)).as_deref(), Some(told));
        assert_eq!(n.line_for(&left_out, Seat(1)), None, "another seat is not told");
        assert_eq!(n.line(&drew).as_deref(), Some(drawn));
    }
}

/// 5.1: the move question says how far the car may go and why (the die, where no driver
/// adds his Drive bonus: it read as if the car went that far for no reason); each destination says what
/// stands there beside what the car could do (the street it stays on, a garage, the hospital,
/// the police department, the cars no option names), and `help N` tells all that stands by
/// the street, as `board N` does, in every language; the move rule is said once, under the
/// first street listed.
#[test]
fn a_move_destination_says_what_stands_there() {
    use crate::engine::log::Logged;
    use crate::games::king_of_chicago::event::{Event, Why};
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let board = &content.board;
    let street_of = |square: &str| board.square(board.square_by_id(square).unwrap()).street;
    let (hospital, police, garage) = (street_of("hospital"), street_of("police_dept"), street_of("garage_west"));
    // In the first round, the cars on the board (3.2): Player 1 parked at the hospital, Player
    // 2 beside the police car, at the Police Dept.
    state.clock.round = 1;
    state.players[Seat(0)].car.at = hospital;
    state.players[Seat(1)].car.at = police;
    state.players[Seat(2)].car.at = garage;
    let log = [Logged::Game(Event::Roll { seat: Some(Seat(0)), why: Why::Movement, face: 4, card: None })];
    let view = View::new(&state, &content, &scripts, Seat(0), None, &log);
    let street = |st: crate::games::king_of_chicago::board::StreetId| board.streets[usize::from(st.0)].id.clone();
    let number = |st| street(st).trim_start_matches('s').trim_start_matches('0').to_string();
    let (h, p) = (number(hospital), number(police));
    for (lang, question, stay, at_police, help_garage) in [
        (
            "en",
            format!(
                "Where does your car drive? Up to 4 street squares from street {h}: 4 on the die (5.1). The board above is in short: board all shows it whole."
            ),
            format!("stay on street {h} (the Hospital)"),
            format!(
                "street {p} (the Police Dept., the police car) — no attack on Player 2's car: no gangster in your car (5.2.5)"
            ),
            "\n  West Side Garage: a car that loses a fight is towed to the nearest garage and waits there until \
             the end of the next trade round (5.2.5)",
        ),
        (
            "fr",
            format!(
                "Où va votre voiture ? Au plus 4 cases de rue depuis la rue {h} : 4 au dé (5.1). Le plateau ci-dessus est abrégé : board tout le montre en entier."
            ),
            format!("rester à la rue {h} (l'hôpital)"),
            format!(
                "la rue {p} (le Commissariat, la voiture de police) — pas d'attaque contre la voiture de Joueur 2 : aucun gangster dans votre voiture (5.2.5)"
            ),
            "\n  Garage Ouest : une voiture qui perd une fusillade est remorquée",
        ),
        (
            "nl",
            format!(
                "Waar rijdt je auto heen? Maximaal 4 straatvelden vanaf straatveld {h}: 4 gegooid met de dobbelsteen (5.1). Het bord hierboven is ingekort: board alles toont het helemaal."
            ),
            format!("blijf op straatveld {h} (het Ziekenhuis)"),
            format!(
                "straatveld {p} (het Politiekantoor, de politieauto) — geen aanval op de auto van Speler 2: er zit geen gangster in je auto (5.2.5)"
            ),
            "\n  Garage West: een auto die een aanval verliest",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        assert_eq!(screen.question(&view, "move"), question);
        assert_eq!(screen.option(&view, "move", &Choice::Street(hospital)), stay);
        assert_eq!(screen.option(&view, "move", &Choice::Street(police)), at_police);
        // The move rule once, under the first street listed; each other one says only what
        // stands by it (it was repeated under every one of some fifteen streets).
        // The streets as the rules list them (5.1: a die of 4, no driver's bonus).
        let rule = locale.text("help-move", &[]);
        let listed: Vec<Choice> = board.reachable(hospital, 4).into_iter().map(Choice::Street).collect();
        let at = |st| listed.iter().position(|o| *o == Choice::Street(st)).unwrap();
        assert_ne!(at(garage), 0);
        let help = screen.help_among(&view, "move", &listed, 0);
        assert!(help.starts_with(&format!("{rule}\n")), "{help}");
        let help = screen.help_among(&view, "move", &listed, at(garage));
        assert!(!help.contains(&rule), "{lang}: {help}");
        assert!(help.contains(help_garage), "{lang}: {help}");
        let by = locale.text("find-street", &[("street", n.street(garage))]);
        assert!(help.starts_with(&format!("{by}\n")), "{lang}: {help}");
        let help = screen.help(&view, "move", &Choice::Street(hospital));
        assert!(help.contains(&locale.text("find-cars", &[("cars", n.seat(Seat(0)))])), "{lang}: {help}");
    }
    // A free lot says what size of business opens there (5.2.3).
    let lot = board.squares.iter().position(|sq| sq.size == Some(Size::Small) && !sq.start).unwrap();
    let lot_street = board.squares[lot].street;
    let locale = Locale::load(&content.source, GAME_ID, "en").unwrap();
    let n = Narrator { content: &content, locale: &locale };
    let help = Screen { n: &n }.help(&view, "move", &Choice::Street(lot_street));
    assert!(help.contains(": free; a small business may open there (5.2.3)"), "{help}");
}

/// 5.2.5 B, 3.2: the attack's option gives the fight's numbers as the attacker can count them
/// before choosing it: his own total, with what his cards add against the gangsters he has
/// seen (Jack Knife's +4 against Swift Nick), and the defender's known total, with a
/// business's own bonus; gangsters he has not seen lie face down and are counted, not named.
#[test]
fn an_attacks_option_gives_the_numbers_the_attacker_can_know() {
    use crate::games::king_of_chicago::state::{Peek, Target};
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 2, 1).unwrap();
    let id = |name: &str| GangsterId(content.gangsters.iter().position(|g| g.id == name).unwrap() as u8);
    for g in &mut state.gangsters {
        g.owner = None;
        g.at = Where::Deck;
    }
    let (knife, nick, moe, fred) = (id("jack_knife"), id("swift_nick"), id("mad_dog_moe"), id("frankie_the_squealer"));
    let blind_pig = BusinessId(0);
    *state.business_mut(blind_pig) =
        crate::games::king_of_chicago::state::BusinessState { owner: Some(Seat(1)), square: None, closed: false };
    for (g, owner, at) in
        [(knife, 0, Where::Car), (nick, 1, Where::Car), (moe, 1, Where::Car), (fred, 1, Where::Business(blind_pig))]
    {
        *state.gangster_mut(g) = crate::games::king_of_chicago::state::GangsterState { owner: Some(Seat(owner)), at };
    }
    // Player 1 has seen Swift Nick in Player 2's car, not Mad-Dog Moe beside him.
    state.peeks.push(Peek { seat: Seat(0), target: Target::Car(Seat(1)), gangsters: vec![nick] });
    let drive_by = Choice::Action(Action::DriveBy(Seat(1)));
    let attack_business = Choice::Action(Action::AttackBusiness(blind_pig));
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    // The numbers are the fight's own count: Jack Knife +1 and +4 against Swift Nick.
    let seen = view.foreseen(Target::Car(Seat(1)));
    assert_eq!((seen.attack, seen.defense, seen.face_down), (5, 1, 1));
    for (lang, car, business) in [
        (
            "en",
            "drive-by on the car of Player 2, which carries no contract: winning sends it to the garage (5.2.5); each round the car loses sends one of its gangsters to the hospital, or to the graveyard for good when the winner's die is 3 or more above the loser's (5.2.5), and Player 2 loses a power point with the second gangster lost so (1 per 2 gangsters in a car or business, 1.2) — your attack +5 against defence +1 (Swift Nick, known to be there) and 1 face-down gangster unknown to you",
            "your attack +1 against defence +1 (the business's own +1 counted in) and 1 face-down gangster unknown to you",
        ),
        (
            "fr",
            "attaquer la voiture de Joueur 2, qui ne porte aucun contrat : la victoire l'envoie au garage (5.2.5) ; chaque tour que la voiture perd envoie un de ses gangsters à l'hôpital, ou au cimetière pour de bon si le dé du vainqueur dépasse celui du perdant de 3 ou plus (5.2.5), et Joueur 2 perd un point de pouvoir au 2e gangster ainsi perdu (1 par tranche de 2 gangsters en voiture ou en entreprise, 1.2) — votre attaque +5 contre une défense de +1 (Swift Nick, que vous savez là) et 1 gangster face cachée dont vous ignorez l'identité",
            "votre attaque +1 contre une défense de +1 (dont +1 de l'établissement lui-même) et 1 gangster face cachée dont vous ignorez l'identité",
        ),
        (
            "nl",
            "drive-by op de auto van Speler 2, die geen job bij zich heeft: wie wint, stuurt ze naar de garage (5.2.5); elke ronde die de auto verliest, stuurt een van de gangsters erin naar het ziekenhuis, of voorgoed naar het kerkhof als de dobbelsteen van de winnaar 3 of meer hoger is dan die van de verliezer (5.2.5), en Speler 2 verliest een machtspunt bij de tweede gangster die zo wegvalt (1 per 2 gangsters in een auto of zaak, 1.2) — jouw Aanval +5 tegen Verdediging +1 (Swift Nick, van wie je weet dat hij er zit) en 1 gedekte gangster van wie je niet weet wie het is",
            "jouw Aanval +1 tegen Verdediging +1 (waarvan +1 van de zaak zelf) en 1 gedekte gangster van wie je niet weet wie het is",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        // 5.2.5: then what losing costs the car.
        let lost = locale.text("attack-lost-garage", &[]);
        // Between the numbers and the garage, the chance they give (`chance.rs`, 5.2.5); then
        // what each lost round costs the attacker.
        let risk = screen.attack_risk(&view);
        let lost = format!("{lost}{risk}");
        let shown = screen.option(&view, "action", &drive_by);
        let chance = shown.strip_prefix(car).and_then(|rest| rest.strip_suffix(&lost));
        assert!(chance.is_some_and(|c| c.ends_with("(5.2.5)")), "{lang}: {shown}");
        let line = screen.option(&view, "action", &attack_business);
        let numbers = line.strip_suffix(&lost).and_then(|l| l.split_once(business));
        assert!(numbers.is_some_and(|(_, chance)| chance.ends_with("(5.2.5)")), "{line}");
        // Frankie's Defence +2 is not named: his card lies face down in the business.
        assert!(!line.contains("+3"), "{line}");
    }
    // Once seen, Mad-Dog Moe counts: Jack Knife's +4 against him too, his Driveby Defence +2.
    state.peeks.push(Peek { seat: Seat(0), target: Target::Car(Seat(1)), gangsters: vec![moe] });
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let seen = view.foreseen(Target::Car(Seat(1)));
    assert_eq!((seen.attack, seen.defense, seen.face_down), (9, 3, 0));
}

/// 1.3: a refused offer's news says what was offered, to the two seats; the others read only
/// that it was turned down (what two seats trade is between them).
#[test]
fn a_refused_offers_news_names_the_offer() {
    use crate::games::king_of_chicago::event::Event;
    use crate::games::king_of_chicago::state::Bundle;
    let content = load::load(&Source::Embedded).unwrap();
    let e = Event::DealRefused {
        from: Seat(0),
        to: Seat(1),
        give: Bundle { money: 300, ..Bundle::default() },
        get: Bundle { resources: Res3::one(Resource::Booze, 2), ..Bundle::default() },
    };
    for (lang, to_them, to_others) in [
        (
            "en",
            "Player 2 refuses the offer of Player 1: $300 for 2 booze.",
            "Player 2 turns down the deal of Player 1.",
        ),
        (
            "fr",
            "Joueur 2 refuse l'offre de Joueur 1 : 300 $ contre 2 boissons.",
            "Joueur 2 refuse le marché de Joueur 1.",
        ),
        ("nl", "Speler 2 weigert het bod van Speler 1: $300 voor 2 drank.", "Speler 2 weigert de deal van Speler 1."),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        for seat in [Seat(0), Seat(1)] {
            assert_eq!(n.line_for(&e, seat).as_deref(), Some(to_them), "{lang}");
        }
        assert_eq!(n.line_for(&e, Seat(2)).as_deref(), Some(to_others), "{lang}");
    }
}

/// Burglary's first question says what the card does: whom to rob, the die, the picks.
#[test]
fn burglarys_first_question_says_what_it_does() {
    with_screen(3, "en", |view, screen, _| {
        assert_eq!(
            screen.question(view, "card:burglary"),
            "Burglary: whom do you rob? You roll a die and steal that many resources from him (as many as he has), \
             choosing each one. What he holds lies in his private folder (3.2): only players holding some resources \
             are offered, and you see how many of each kind he has as you pick."
        );
    });
    with_screen(3, "fr", |view, screen, _| {
        assert!(
            screen.question(view, "card:burglary").starts_with("Cambriolage : qui cambriolez-vous ? Vous lancez un dé")
        );
    });
    with_screen(3, "nl", |view, screen, _| {
        assert!(
            screen
                .question(view, "card:burglary")
                .starts_with("Inbraak: bij wie breek je in? Je gooit een dobbelsteen")
        );
    });
}

/// What lies at a place (5.2.1) in good Dutch: "er ligt niets", "er ligt 1 prostituee", "er
/// liggen 2 drank, 1 prostituee"; and in English and French as well.
#[test]
fn the_tokens_at_a_place_are_counted_in_good_grammar() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let sq = content.board.square_by_id("wharf").expect("the Wharf");
    let street = content.board.square(sq).street;
    for (tokens, en, fr, nl) in [
        (Res3::default(), "nothing lying there", "rien sur place", "er ligt niets"),
        (Res3 { booze: 0, girls: 1, henchmen: 0 }, "1 girl lying there", "1 fille sur place", "er ligt 1 prostituee"),
        (
            Res3 { booze: 0, girls: 2, henchmen: 1 },
            "2 girls, 1 henchman lying there",
            "2 filles, 1 homme de main sur place",
            "er liggen 2 prostituees, 1 handlanger",
        ),
    ] {
        state.tokens[usize::from(sq.0)] = tokens;
        let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
        for (lang, said) in [("en", en), ("fr", fr), ("nl", nl)] {
            let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
            let n = Narrator { content: &content, locale: &locale };
            let place = String::from(n.square(sq));
            let lines = crate::games::king_of_chicago::lookup::standing_by(&n, &view, street);
            assert!(lines.iter().any(|l| l.contains(&place) && l.contains(&format!("{said}. "))), "{lang}: {lines:?}");
        }
    }
}

/// 5.2.3: three businesses could open on one lot; their rule is said under the first, and the
/// two others say where it is, with what is particular to each (the business's worth), in
/// every language.
#[test]
fn an_actions_rule_is_said_under_the_first_option_of_its_kind() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 2, 1).unwrap();
    let board = &content.board;
    let lot = board.squares.iter().position(|sq| sq.size == Some(Size::Small) && !sq.start).unwrap();
    state.players[Seat(0)].car.at = board.squares[lot].street;
    state.players[Seat(0)].resources = Res3 { booze: 9, girls: 9, henchmen: 9 };
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let actions = view.actions_at(view.car_at(Seat(0)));
    let opening: Vec<(usize, Choice)> = actions
        .iter()
        .enumerate()
        .filter(|(_, a)| matches!(a, Action::OpenBusiness { .. }))
        .map(|(i, &a)| (i + 1, Choice::Action(a)))
        .collect();
    assert_eq!(opening.len(), 3, "{actions:?}");
    for (lang, again) in [
        ("en", "the rule of opening a business is given under option"),
        ("fr", "la règle pour ouvrir une entreprise est donnée à l'option"),
        ("nl", "de regel van een zaak openen staat bij optie"),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let listed: Vec<Choice> = actions.iter().map(|&a| Choice::Action(a)).collect();
        let rule = screen.help_among(&view, "action", &listed, opening[0].0 - 1);
        let head = rule.lines().next().unwrap_or_default().to_string();
        assert!(head.contains("5.2.3"), "{lang}: {rule}");
        // On its own, an option says its rule whole.
        assert!(screen.help(&view, "action", &opening[1].1).contains(&head), "{lang}");
        for (n, c) in &opening[1..] {
            let help = screen.help_among(&view, "action", &listed, n - 1);
            let option = screen.option(&view, "action", c);
            assert!(help.starts_with(&option), "{lang}: {help}");
            assert!(help.contains(&format!("{again} {}.", opening[0].0)), "{lang}: {help}");
            assert!(!help.contains(&head), "{lang}: {help}");
            assert!(help.lines().nth(1).is_some_and(|l| l.ends_with("(1.2, 6.1).")), "{lang}: {help}");
        }
    }
}
