//! The terminal screen's unit tests: what each question, option, help and look-up says, in every language.

use super::super::Bootleggers;
use super::super::choice::Choice;
use super::super::content::{Content, MuscleId};
use super::super::event::Event;
use super::super::load::load;
use super::super::narrate::Narrator;
use super::super::view::View;
use super::Terminal;
use crate::engine::content::Source;
use crate::engine::game::{Game, LogEntry, Screen};
use crate::engine::locale::Locale;
use crate::engine::log::{Chose, Logged};
use crate::engine::options::Options;
use crate::engine::seat::Seat;

fn card(content: &Content, id: &str) -> MuscleId {
    MuscleId(u8::try_from(content.muscle.iter().position(|m| m.id == id).unwrap()).unwrap())
}

/// A text without the isolation marks a page's words carry around each argument.
fn plain(s: &str) -> String {
    s.replace(['\u{2068}', '\u{2069}'], "")
}

fn screen_in<'a>(content: &'a Content, locale: &'a Locale) -> Terminal<'a> {
    Terminal { n: Narrator { content, locale } }
}

fn locale(lang: &str) -> Locale {
    Locale::load(&Source::Embedded, super::super::content::GAME_ID, lang).unwrap()
}

fn chose(prompt: &'static str, choice: Choice) -> LogEntry<Bootleggers> {
    Logged::Chose(Chose { seat: Seat(0), prompt: prompt.into(), index: 0, choice })
}

/// City Politics' "how many" says the card, what a marker costs and what the seat can
/// afford, and each option its price ("Achetez 1 ou 2 marqueurs d'influence au coût de $4G
/// chacun", DESCRIPTION DÉTAILLÉE DES CARTES VOYOU; NOTES.md 13), in each language; it was
/// "How many influence markers do you buy?" over "1" and "2".
#[test]
fn politics_says_the_price_of_a_marker_and_what_the_seat_can_afford() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 4, 5).unwrap();
    state.players[Seat(0)].money = 9;
    let log = vec![Logged::Game(Event::ThugPlayed { seat: Seat(0), card: card(&content, "city_politics") })];
    let v = View::new(&state, &content, Seat(0), &log);
    for (lang, question, options, help) in [
        (
            "en",
            "City Politics: how many influence markers do you buy, at $4G each, paid to the bank? You have $9G: enough for 2.",
            ["one marker for $4G", "2 markers for $8G"],
            "you pay $8G to the bank and put 2 influence markers in your back room; $1G left.",
        ),
        (
            "fr",
            "City Politics (Corruption municipale) : combien de marqueurs d'influence achetez-vous, à $4G chacun, payés à la banque ? Vous avez $9G : de quoi en acheter 2.",
            ["un marqueur pour $4G", "2 marqueurs pour $8G"],
            "vous payez $8G à la banque et placez 2 marqueurs d'influence dans votre Arrière-Salle ; il vous restera $1G.",
        ),
        (
            "nl",
            "City Politics (Stadspolitiek): hoeveel invloedsfiches koop je, aan $4G per stuk, te betalen aan de bank? Je hebt $9G: genoeg voor 2.",
            ["één fiche voor $4G", "2 fiches voor $8G"],
            "je betaalt $8G aan de bank en legt 2 invloedsfiches in je achterkamer; je houdt $1G over.",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, super::super::content::GAME_ID, lang).unwrap();
        let screen = Terminal { n: Narrator { content: &content, locale: &locale } };
        assert_eq!(screen.question(&v, "politics"), question, "{lang}");
        assert_eq!(screen.option(&v, "politics", &Choice::Count(1)), options[0], "{lang}");
        assert_eq!(screen.option(&v, "politics", &Choice::Count(2)), options[1], "{lang}");
        assert!(screen.help(&v, "politics", &Choice::Count(2)).contains(help), "{lang}");
    }
}

/// "Play this thug card now, or keep it?" names the card just taken and says what it does
/// (PHASE 1, 5b): on a page the question stands without the news line that named it.
#[test]
fn the_card_just_taken_is_named_in_its_question() {
    let content = load(&Source::Embedded).unwrap();
    let state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let safe = card(&content, "safe_house");
    let took: Vec<LogEntry<Bootleggers>> = vec![Logged::Game(Event::TookMuscle { seat: Seat(0), card: safe })];
    for (lang, said) in [
        ("en", "You took Safe House: take up to 3 influence markers off speakeasies"),
        ("fr", "Vous avez pris Safe House (Repli) : déplacez jusqu'à 3 de vos marqueurs"),
        ("nl", "Je nam Safe House (Schuilplaats): haal tot 3 fiches van speakeasy's"),
    ] {
        let locale = Locale::load(&Source::Embedded, super::super::content::GAME_ID, lang).unwrap();
        let screen = Terminal { n: Narrator { content: &content, locale: &locale } };
        let asked = screen.question(&View::new(&state, &content, Seat(0), &took), "thug_taken");
        assert!(asked.replace(['\u{2068}', '\u{2069}'], "").starts_with(said), "{lang}: {asked}");
        // Another seat's card, or none taken, keeps the plain question.
        let other = screen.question(&View::new(&state, &content, Seat(1), &took), "thug_taken");
        assert_eq!(other, locale.text("prompt-thug_taken", &[]), "{lang}");
        if lang == "nl" {
            // "het commando thug stelt ze eerder" read as the command asking the card.
            assert!(asked.ends_with("met het commando thug krijg je die vraag eerder."), "{asked}");
        }
    }
}

/// The thug question is held back once its seat said "nothing more" this turn, but for a
/// card whose moment came since (a phase 4 card after the loading), a card that could not
/// be played then (Big Payoff before its player had $5G: not among the cards passed), and
/// in a new turn (UTILISATION DES CARTES VOYOU: any moment; the person asks again with
/// `thug`).
#[test]
fn the_thug_question_is_asked_once_a_turn_and_again_when_a_cards_moment_comes() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 4, 5).unwrap();
    let payoff = card(&content, "big_payoff");
    state.players[Seat(0)].thugs_passed = vec![card(&content, "double_cross"), card(&content, "hijack")];
    let locale = Locale::load(&Source::Embedded, super::super::content::GAME_ID, "en").unwrap();
    let screen = Terminal { n: Narrator { content: &content, locale: &locale } };
    let (cross, hijack) = (card(&content, "double_cross"), card(&content, "hijack"));
    let options = |cards: &[MuscleId]| -> Options<Choice> {
        let mut o = vec![Choice::Done];
        o.extend(cards.iter().map(|&card| Choice::Thug { card }));
        o.into()
    };
    let held = |log: &[LogEntry<Bootleggers>], cards: &[MuscleId]| {
        screen.unless_requested(&View::new(&state, &content, Seat(0), log), "thug", &options(cards))
    };
    let began = Logged::Game(Event::TurnBegan { turn: 2 });
    assert_eq!(held(std::slice::from_ref(&began), &[cross]), None, "asked the first time in a turn");
    let declined = vec![began.clone(), chose("thug", Choice::Done)];
    assert_eq!(held(&declined, &[cross]), Some(0), "held back after nothing more");
    let kept = vec![began.clone(), chose("thug_taken", Choice::Keep)];
    assert_eq!(held(&kept, &[cross]), Some(0), "held back after a card kept");
    let mut loaded = declined.clone();
    loaded.push(Logged::Game(Event::Loaded { seat: Seat(1), truck: super::super::state::TruckId(1), crates: 3 }));
    assert_eq!(held(&loaded, &[cross]), Some(0), "the loading brings no new moment to Double Cross");
    assert_eq!(held(&loaded, &[cross, hijack]), None, "Hijack's moment came with the loading");
    assert_eq!(held(&declined, &[cross, payoff]), None, "Big Payoff could not be played when he passed");
    let mut next = declined.clone();
    next.push(Logged::Game(Event::TurnBegan { turn: 3 }));
    assert_eq!(held(&next, &[cross]), None, "asked again the next turn");
    assert_eq!(
        screen.unless_requested(&View::new(&state, &content, Seat(0), &declined), "authority", &options(&[])),
        None
    );
}

/// A thug card in hand, and one on the offer spaces, is offered by its name and what it
/// does in short (UTILISATION DES CARTES VOYOU), on one line of at most 160 columns: it was
/// "Hijack" alone, and only `help N` said what Hijack does; in each language.
#[test]
fn a_thug_card_on_an_option_says_what_it_does() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 4, 5).unwrap();
    let hijack = card(&content, "hijack");
    state.muscle_offer = vec![hijack];
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, thug, offered) in [
        (
            "en",
            "Hijack: in phase 4, a loaded truck's crates go onto one of your empty trucks",
            "Hijack: in phase 4, a loaded truck's crates go onto one of your empty trucks — thug card: now or later, in phase 4",
        ),
        (
            "fr",
            "Hijack (Hold-up) : en phase 4, les Caisses d'un Camion chargé passent sur un de vos Camions vides",
            "Hijack (Hold-up) : en phase 4, les Caisses d'un Camion chargé passent sur un de vos Camions vides — Voyou : jouer ou garder, en phase 4",
        ),
        (
            "nl",
            "Hijack (Kaping): in fase 4 gaan de kratten van een geladen vrachtwagen op één van je lege vrachtwagens",
            "Hijack (Kaping): in fase 4 gaan de kratten van een geladen vrachtwagen op één van je lege vrachtwagens — boevenkaart: voor fase 4",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, super::super::content::GAME_ID, lang).unwrap();
        let screen = Terminal { n: Narrator { content: &content, locale: &locale } };
        assert_eq!(screen.option(&v, "thug", &Choice::Thug { card: hijack }), thug, "{lang}");
        assert_eq!(screen.option(&v, "muscle", &Choice::Muscle { space: 0 }), offered, "{lang}");
        let mut long = Vec::new();
        for (i, m) in content.muscle.iter().enumerate() {
            let Some(_) = m.thug() else { continue };
            let c = MuscleId(u8::try_from(i).unwrap());
            let option = screen.option(&v, "thug", &Choice::Thug { card: c });
            let name = String::from(screen.n.muscle(c));
            let short = option.strip_prefix(&name).unwrap_or_default();
            assert!(short.len() > 12 && !option.contains('[') && !option.contains('{'), "{lang} {}: {option}", m.id);
            let mut offer = state.clone();
            offer.muscle_offer = vec![c];
            let offered =
                screen.option(&View::new(&offer, &content, Seat(0), &[]), "muscle", &Choice::Muscle { space: 0 });
            // The option line at the terminal: "  12. " before the option.
            long.extend([option, offered].into_iter().filter(|o| o.chars().count() + 6 > 160));
        }
        assert!(long.is_empty(), "{lang}: {long:#?}");
    }
}

/// A thug card's own questions say what they ask: Moll whose money she spends (« Choisissez
/// un autre Truand »), not "on what?"; a truck to play a card on by whose it is, its load
/// and where it waits (Move Over, Pigeon: « un Camion aligné à un Bar Clandestin »), not by
/// its number alone; in each language.
#[test]
fn a_cards_questions_say_whom_and_which_truck() {
    use super::super::state::{LinedUp, TruckId};
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    state.truck_mut(TruckId(1)).load = 4;
    state.truck_mut(TruckId(1)).at = Some(LinedUp {
        speakeasy: super::super::content::SpeakeasyId(0),
        dock: super::super::content::DockId(0),
        order: 0,
    });
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, moll, lined, home) in [
        (
            "en",
            "Moll: which bootlegger's money does your moll spend?",
            "truck 2 of Player 2, 4 crates, lined up at O'Malley's Dry Goods",
            "truck 3 of Player 3, empty, at home",
        ),
        (
            "fr",
            "Moll (Poupée) : l'argent de quel Truand votre copine dépense-t-elle ?",
            "Camion 2 de Joueur 2, 4 Caisses, aligné chez O'Malley's Dry Goods",
            "Camion 3 de Joueur 3, vide, chez lui",
        ),
        (
            "nl",
            "Moll: het geld van welke smokkelaar geeft je liefje uit?",
            "vrachtwagen 2 van Speler 2, 4 kratten, in de rij bij O'Malley's Dry Goods",
            "vrachtwagen 3 van Speler 3, leeg, thuis",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, super::super::content::GAME_ID, lang).unwrap();
        let screen = Terminal { n: Narrator { content: &content, locale: &locale } };
        assert_eq!(screen.question(&v, "moll"), moll, "{lang}");
        assert_eq!(screen.option(&v, "move_over_pigeon", &Choice::Truck(TruckId(1))), lined, "{lang}");
        assert_eq!(screen.option(&v, "move_over_pigeon", &Choice::Truck(TruckId(2))), home, "{lang}");
    }
}

/// What a newcomer needs to choose, on the option itself (issue 35): a truck's destination
/// by its price, demand and the dock the truck would get (PHASE 4, 3; PHASE 5), O'Malley's
/// buying every crate (NOTES.md 1), never said to have docks or dice; the cop where a die
/// may draw him and on the status (PHASE 3, 2-3); an authority card and its wages beyond
/// the money (PHASE 1, 5a); "nothing" as what it means; in each language.
#[test]
fn options_say_what_a_newcomer_needs_to_choose() {
    use super::super::choice::StillRef;
    use super::super::content::SpeakeasyId;
    use super::super::state::{LinedUp, TruckId};
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let texas = SpeakeasyId(1);
    // Player 2 leads at Texas Lil's and has 3 crates lined up at its majority dock.
    state.speakeasies[usize::from(texas.0)].influence.0[1] = 2;
    state.truck_mut(TruckId(1)).load = 3;
    state.truck_mut(TruckId(1)).at =
        Some(LinedUp { speakeasy: texas, dock: super::super::content::DockId(0), order: 0 });
    state.players[Seat(0)].money = 1;
    state.cop = Some(Seat(2));
    let authority = state.players[Seat(0)].authority[state.players[Seat(0)].authority.len() - 1];
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, omalley, texas_line, still, cop, card, [demand, wasted, back_room]) in [
        (
            "en",
            "O'Malley's Dry Goods — buys every crate, at $1G each",
            "Texas Lil's Diner — $2G a crate, buys 1 to 6 crates (one demand die); public dock: sells last, if Player 2 allows; 3 crates already ahead; Player 2 controls it and takes the $1G profit on every crate sold there",
            "family still, one die now: one more die rolled there at every production; the cop watches the family still that makes most",
            "The cop watches Player 3's family still: a 5 on any of its dice and it makes nothing that turn",
            "(with $1G of wages, ",
            ["one more demand die", "nothing: the card is discarded without effect", "to your back room"],
        ),
        (
            "fr",
            "O'Malley's Dry Goods — achète toutes les Caisses, $1G chacune",
            "Texas Lil's Diner — $2G la Caisse, achète de 1 à 6 Caisses (un dé de consommation) ; dock public : vend en dernier, si Joueur 2 l'autorise ; 3 Caisses déjà devant ; Joueur 2 le contrôle et empoche le bénéfice de $1G sur chaque Caisse vendue là",
            "Alambic Familial, un dé pour l'instant : un dé de plus lancé là à chaque production ; le Flic surveille l'Alambic Familial qui produit le plus",
            "Le Flic surveille l'Alambic Familial de Joueur 3 : un 5 sur l'un de ses dés, et il ne produit rien ce tour-là",
            "(avec $1G de salaires, ",
            ["un dé de consommation de plus", "rien : la carte est défaussée sans effet", "dans votre Arrière-Salle"],
        ),
        (
            "nl",
            "O'Malley's Dry Goods — koopt alle kratten, $1G per stuk",
            "Texas Lil's Diner — $2G per krat, koopt 1 tot 6 kratten (één vraagdobbelsteen); openbaar dok: verkoopt als laatste, als Speler 2 het toestaat; er staan al 3 kratten voor; Speler 2 heeft er de controle en strijkt $1G winst op per krat die er verkocht wordt",
            "familiestokerij, nu één dobbelsteen: bij elke productie een dobbelsteen meer gegooid; de flik houdt de familiestokerij in het oog die het meest maakt",
            "De flik houdt de familiestokerij van Speler 3 in het oog: een 5 op een van haar dobbelstenen, en ze maakt die beurt niets",
            "(met $1G aan lonen ",
            ["één vraagdobbelsteen meer", "niets: de kaart wordt zonder effect afgelegd", "naar je achterkamer"],
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, super::super::content::GAME_ID, lang).unwrap();
        let screen = Terminal { n: Narrator { content: &content, locale: &locale } };
        assert_eq!(screen.option(&v, "dispatch", &Choice::Speakeasy(SpeakeasyId(0))), omalley, "{lang}");
        assert_eq!(screen.option(&v, "dispatch", &Choice::Speakeasy(texas)), texas_line, "{lang}");
        let help = screen.help(&v, "dispatch", &Choice::Speakeasy(SpeakeasyId(0)));
        for never in ["dock", "dé", "dice", "dobbelste"] {
            assert!(!help.contains(never), "{lang}: O'Malley's help speaks of {never}: {help}");
        }
        assert_eq!(screen.option(&v, "die", &Choice::Still(StillRef::Family)), still, "{lang}");
        assert!(screen.status(&v).contains(cop), "{lang}: {}", screen.status(&v));
        for words in ["cop", "flic", "flik"] {
            let found = screen.find(&v, words).unwrap_or_default();
            assert!(found.contains(cop[..cop.find(':').unwrap()].trim_end()), "{lang} {words}: {found}");
        }
        assert!(screen.option(&v, "authority", &Choice::Authority { card: authority }).contains(card), "{lang}");
        assert_ne!(screen.option(&v, "deal", &Choice::Done), screen.option(&v, "thug", &Choice::Done), "{lang}");
        assert!(screen.question(&v, "thirsty").contains(demand), "{lang}");
        assert_eq!(screen.option(&v, "safe_house", &Choice::Done), wasted, "{lang}");
        assert_eq!(screen.option(&v, "safe_house_to", &Choice::Done), back_room, "{lang}");
    }
}

/// The loading question says what becomes of the crates no truck has room for: lost when
/// phase 4 ends, but by Warehouse (PHASE 4, 2: « Toutes les Caisses qui ne sont pas chargées
/// sur un Camion à la fin de la phase 4 sont perdues (exception : ... Warehouse) »), played,
/// in hand or neither; and `help N` on an amount, how many stay behind. A newcomer with 6
/// crates and room for 4 was asked "how many?" and lost 2 unwarned (issue 35).
#[test]
fn the_loading_question_says_the_crates_left_off_are_lost_but_by_warehouse() {
    use super::super::state::TruckId;
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    state.players[Seat(0)].back_room.crates = 6;
    assert_eq!(state.operated_by(Seat(0)).map(|(id, _)| id).collect::<Vec<_>>(), [TruckId(0)]);
    let warehouse = card(&content, "warehouse");
    for (lang, lost, [played, held, none], help) in [
        (
            "en",
            "You have 6 crates in your back room. 2 crates find no room on your trucks: crates left off them are lost when this phase ends (phase 4, 2)",
            [
                "; the Warehouse you played keeps them until next turn.",
                "; the Warehouse in your hand keeps them until next turn, if you play it.",
                "; only the thug card Warehouse keeps them, until next turn.",
            ],
            "3 crates go on this truck and 3 stay in your back room, with no other truck of yours left to load; crates still off the trucks when this phase ends are lost (phase 4, 2)",
        ),
        (
            "fr",
            "Vous avez 6 Caisses dans votre Arrière-Salle. 2 Caisses ne trouvent pas de place sur vos Camions : les Caisses laissées hors des Camions sont perdues à la fin de cette phase (PHASE 4, 2)",
            [
                " ; le Warehouse (Entrepôt) que vous avez joué les garde jusqu'au prochain tour.",
                " ; le Warehouse (Entrepôt) de votre main les garde jusqu'au prochain tour, si vous le jouez.",
                " ; seule la carte de Voyou Warehouse (Entrepôt) les garde, jusqu'au prochain tour.",
            ],
            "3 Caisses vont sur ce Camion et 3 restent dans votre Arrière-Salle, sans autre Camion à charger ; les Caisses restées hors des Camions à la fin de cette phase sont perdues (PHASE 4, 2)",
        ),
        (
            "nl",
            "Je hebt 6 kratten in je achterkamer. Voor 2 kratten is er geen plaats op je vrachtwagens: kratten die je niet laadt, gaan aan het eind van deze fase verloren (fase 4, 2)",
            [
                "; de kaart Warehouse (Opslagplaats) die je speelde, houdt ze bij tot de volgende beurt.",
                "; de kaart Warehouse (Opslagplaats) in je hand houdt ze bij tot de volgende beurt, als je haar speelt.",
                "; alleen de boevenkaart Warehouse (Opslagplaats) houdt ze bij, tot de volgende beurt.",
            ],
            "3 kratten gaan op deze vrachtwagen en er blijven er 3 in je achterkamer, en je hebt geen andere vrachtwagen meer om te laden; kratten die aan het eind van deze fase niet op een vrachtwagen staan, gaan verloren (fase 4, 2)",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, super::super::content::GAME_ID, lang).unwrap();
        let screen = Terminal { n: Narrator { content: &content, locale: &locale } };
        let plain = |s: String| s.replace(['\u{2068}', '\u{2069}'], "");
        let mut asked = |hand: Vec<MuscleId>, played: Vec<Seat>| {
            state.players[Seat(0)].hand = hand;
            state.warehouse = played;
            plain(screen.question(&View::new(&state, &content, Seat(0), &[]), "load"))
        };
        let said = asked(Vec::new(), Vec::new());
        assert!(said.contains(lost) && said.ends_with(none), "{lang}: {said}");
        let said = asked(vec![warehouse], Vec::new());
        assert!(said.ends_with(held), "{lang}: {said}");
        let said = asked(Vec::new(), vec![Seat(0)]);
        assert!(said.ends_with(played), "{lang}: {said}");
        state.warehouse.clear();
        let helped = plain(screen.help(&View::new(&state, &content, Seat(0), &[]), "load", &Choice::Load(3)));
        assert!(helped.contains(help) && helped.contains(none), "{lang}: {helped}");
    }
}

/// The price of a deal the person pays is offered up to what he holds, and more refused saying
/// why (NOTES.md 29: the rules refuse it for him); the question's run is the rules' own, so the
/// bots are asked as before. The seller is offered the whole run: the payer's money is hidden
/// from him.
#[test]
fn a_price_the_person_pays_is_offered_up_to_his_money() {
    use super::super::state::TruckId;
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    state.players[Seat(0)].money = 4;
    let hire = Choice::Propose(super::super::choice::Deal::RentTruck { from: Seat(1), to: Seat(0), truck: TruckId(1) });
    let rent_out =
        Choice::Propose(super::super::choice::Deal::RentTruck { from: Seat(0), to: Seat(1), truck: TruckId(0) });
    for (lang, said, why) in [
        (
            "en",
            "You pay it, and you have $4G: offer at most $4G, since an offer above what you hold is refused.",
            "You have $4G: you cannot offer more, since an offer above what the payer holds is refused (phase 4, 1). Offer at most $4G.",
        ),
        (
            "fr",
            "C'est vous qui payez, et vous avez $4G : offrez au plus $4G, car une offre au-delà de ce que vous possédez est refusée.",
            "Vous avez $4G : vous ne pouvez pas offrir plus, car une offre au-delà de ce que possède celui qui paie est refusée (PHASE 4, 1). Offrez au plus $4G.",
        ),
        (
            "nl",
            "Jij betaalt, en je hebt $4G: bied hoogstens $4G, want een bod boven wat je hebt, wordt geweigerd.",
            "Je hebt $4G: meer kun je niet bieden, want een bod boven wat de betaler heeft, wordt geweigerd (fase 4, 1). Bied hoogstens $4G.",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, super::super::content::GAME_ID, lang).unwrap();
        let screen = Terminal { n: Narrator { content: &content, locale: &locale } };
        let plain = |s: &str| s.replace(['\u{2068}', '\u{2069}'], "");
        let log = vec![chose("deal", hire)];
        let v = View::new(&state, &content, Seat(0), &log);
        assert!(plain(&screen.question(&v, "deal_price")).contains(said), "{lang}");
        let (most, refused) = screen.amounts_most(&v, "deal_price").expect("the payer is offered up to his money");
        assert_eq!((most, plain(&refused)), (4, why.to_string()), "{lang}");
        assert_eq!(screen.amounts_most(&v, "deal_crates"), None, "{lang}");
        let log = vec![chose("deal", rent_out)];
        let v = View::new(&state, &content, Seat(0), &log);
        assert_eq!(screen.amounts_most(&v, "deal_price"), None, "{lang}: the seller asks what he likes");
    }
}

/// Each step of the deal builder says the deal so far: the thug cards' question ("Add a thug
/// card to the price?", alone on a page) names the deal, its price and the cards added already
/// (PHASE 4, 1), in each language.
#[test]
fn adding_thug_cards_to_a_price_says_the_deal_so_far() {
    use super::super::state::TruckId;
    let content = load(&Source::Embedded).unwrap();
    let state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let hire = Choice::Propose(super::super::choice::Deal::RentTruck { from: Seat(1), to: Seat(0), truck: TruckId(1) });
    let heat = content.muscle.iter().position(|c| c.id == "packing_heat").expect("Packing Heat");
    let heat = MuscleId(heat as u8);
    for (lang, first, then) in [
        ("en", ", for $3G: add a thug card to the price?", ", for $3G and Packing Heat: add a thug card to the price?"),
        (
            "fr",
            ", pour $3G : ajouter une carte de Voyou au prix ?",
            ", pour $3G et Packing Heat (Baisse des prix) : ajouter une carte de Voyou au prix ?",
        ),
        (
            "nl",
            ", voor $3G: een boevenkaart bij de prijs doen?",
            ", voor $3G en Packing Heat (Gewapend): een boevenkaart bij de prijs doen?",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, super::super::content::GAME_ID, lang).unwrap();
        let screen = Terminal { n: Narrator { content: &content, locale: &locale } };
        let plain = |s: &str| s.replace(['\u{2068}', '\u{2069}'], "");
        let mut log = vec![chose("deal", hire)];
        let deal = plain(&screen.option(&View::new(&state, &content, Seat(0), &log), "deal", &hire));
        let deal = super::capitalized(&deal);
        log.push(chose("deal_price", Choice::Price(3)));
        let asked = plain(&screen.question(&View::new(&state, &content, Seat(0), &log), "deal_cards"));
        assert_eq!(asked, format!("{deal}{first}"), "{lang}");
        log.push(chose("deal_cards", Choice::Thug { card: heat }));
        let asked = plain(&screen.question(&View::new(&state, &content, Seat(0), &log), "deal_cards"));
        assert_eq!(asked, format!("{deal}{then}"), "{lang}");
    }
}

mod asked;
mod authority_costs;
mod authority_once;
mod authority_ties;
mod board_finds;
mod board_offers;
mod card_questions;
mod card_targets;
mod control_lost;
mod cop_coming;
mod cop_tie;
mod copper_words;
mod crate_worth;
mod deal_chosen;
mod deal_profit;
mod dirty_rat;
mod dispatch_profit;
mod dispatch_words;
mod dock_crates;
mod dutch_words;
mod end_told;
mod favor_before_loading;
mod first_board;
mod hijack_empty;
mod improvement_markers;
mod improvement_offer;
mod kept_for_sale;
mod load_threats;
mod load_threats_loaded;
mod load_threats_together;
mod marker_does;
mod muscling_in;
mod newcomer;
mod news_words;
mod no_room_words;
mod offer_aims;
mod offsite_threat;
mod one_crate;
mod packing_heat_now;
mod payoff_words;
mod public_dock;
mod recruiting_turns;
mod rent_out_losing;
mod reviewed;
mod rolls;
mod sale_cards;
mod smaller_words;
mod speakeasy_words;
mod still_full;
mod still_lookup;
mod still_threats;
mod table;
mod taken_lookup;
mod thirsty_later;
mod thug_at_loading;
mod thug_waits;
mod truck_lookup;
mod truck_offer_worth;
mod truck_wage;
mod union_boss;
mod vigorish_worth;
mod whose_marker;
mod yourself;

/// The hand line lists a seat's thug cards apart by semicolons (a name may hold a comma:
/// "Hey, Free Truck"), each Dutch name with its translation in brackets as in French, and
/// reminds in short that the command `thug` plays one at its moment, `help rules` saying when
/// in full: while the authority cards lie face up, at its card's moment (UTILISATION DES CARTES
/// VOYOU), which the hand line said at every status; the question on a card just taken says
/// it of keeping it.
#[test]
fn the_hand_lists_thug_cards_apart_and_says_when_they_are_played() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let free = card(&content, "hey_free_truck");
    state.players[Seat(0)].hand = vec![free, card(&content, "safe_house"), card(&content, "move_over_pigeon")];
    let took: Vec<LogEntry<Bootleggers>> = vec![Logged::Game(Event::TookMuscle { seat: Seat(0), card: free })];
    let v = View::new(&state, &content, Seat(0), &took);
    for (lang, hand, when, later) in [
        (
            "en",
            "Your thug cards: Hey, Free Truck; Safe House; Move Over, Pigeon — thug plays one",
            " at its moment (help rules says when).",
            "Kept, it is played later, at any moment while the authority cards lie face up",
        ),
        (
            "fr",
            "Vos cartes de Voyou : Hey, Free Truck (Vol de Camion vide) ; Safe House (Repli) ; Move Over, Pigeon (Dégage, pigeon) — thug en joue une",
            " à son moment (help rules dit quand).",
            "Gardée, elle se joue plus tard, à tout moment où les cartes d'Autorité sont face visible",
        ),
        (
            "nl",
            "Jouw boevenkaarten: Hey, Free Truck (Lege vrachtwagen stelen); Safe House (Schuilplaats); Move Over, Pigeon (Opzij, sukkel) — thug speelt er een",
            " op haar moment (help rules zegt wanneer).",
            "Hou je haar, dan speel je haar later, op elk moment dat de autoriteitskaarten open liggen",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, super::super::content::GAME_ID, lang).unwrap();
        let screen = Terminal { n: Narrator { content: &content, locale: &locale } };
        let plain = |s: String| s.replace(['\u{2068}', '\u{2069}'], "");
        let status = plain(screen.status(&v));
        let line = status.lines().find(|l| l.starts_with(&hand[..10])).unwrap_or_default();
        assert!(line.starts_with(hand) && line.ends_with(when), "{lang}: {line}");
        // The long sentence is said once, in `help rules`, no more at every status.
        let reminder = line.split(" — ").nth(1).unwrap_or_default();
        assert!(!line.contains("UTILISATION DES CARTES VOYOU") && reminder.chars().count() < 70, "{lang}: {line}");
        let full = match lang {
            "en" => {
                "a kept one is played later, this turn or a later one, while the authority cards lie face up, each at the moment its card says"
            }
            "fr" => {
                "gardée, elle se joue plus tard, ce tour-ci ou un autre, tant que les cartes d'Autorité sont face visible, au moment que dit la carte"
            }
            _ => {
                "een gehouden kaart speel je later, deze beurt of een latere, zolang de autoriteitskaarten open liggen, op het moment dat de kaart zegt"
            }
        };
        let rules = plain(screen.rules(&locale));
        assert!(rules.contains(full), "{lang}: {rules}");
        let asked = plain(screen.question(&v, "thug_taken"));
        assert!(asked.contains(later) && asked.contains("UTILISATION DES CARTES VOYOU"), "{lang}: {asked}");
    }
}

/// Hit taken in turn 1, before anyone has placed an influence marker, says on its "play it
/// now" option that it would do nothing and the card would be spent all the same (DESCRIPTION
/// DÉTAILLÉE DES CARTES VOYOU, Hit: "Détruisez un marqueur d'influence de votre choix dans ce
/// Bar Clandestin"); with only the seat's own markers out, that it could destroy only its own;
/// with a rival's marker out, the plain option. It was "play it now" every time.
#[test]
fn hit_played_now_with_nothing_to_hit_says_so() {
    use super::super::content::SpeakeasyId;
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let hit = card(&content, "hit");
    let took: Vec<LogEntry<Bootleggers>> = vec![Logged::Game(Event::TookMuscle { seat: Seat(0), card: hit })];
    let texas = SpeakeasyId(1);
    for (lang, none, own, plain_option) in [
        (
            "en",
            "play it now — it would do nothing now: there is no influence marker on any speakeasy yet, and the card would be spent all the same",
            "play it now — the only influence markers on the speakeasies now are yours: it could destroy only your own, and the card would be spent all the same",
            "play it now",
        ),
        (
            "fr",
            "la jouer maintenant — elle ne ferait rien maintenant : aucun marqueur d'influence n'est encore sur un Bar Clandestin, et la carte serait dépensée quand même",
            "la jouer maintenant — les seuls marqueurs d'influence sur les Bars Clandestins sont maintenant les vôtres : elle ne pourrait détruire que l'un des vôtres, et la carte serait dépensée quand même",
            "la jouer maintenant",
        ),
        (
            "nl",
            "nu spelen — ze zou nu niets doen: er ligt nog geen invloedsfiche op een speakeasy, en de kaart is toch op",
            "nu spelen — de enige invloedsfiches op de speakeasy's zijn nu de jouwe: ze kan alleen een eigen fiche vernietigen, en de kaart is toch op",
            "nu spelen",
        ),
    ] {
        let locale = locale(lang);
        let screen = screen_in(&content, &locale);
        for (influence, said) in [([0, 0], none), ([2, 0], own), ([2, 1], plain_option)] {
            state.speakeasy_mut(texas).influence[Seat(0)] = influence[0];
            state.speakeasy_mut(texas).influence[Seat(1)] = influence[1];
            let v = View::new(&state, &content, Seat(0), &took);
            assert_eq!(plain(&screen.option(&v, "thug_taken", &Choice::PlayNow)), said, "{lang} {influence:?}");
        }
    }
}

/// The status tells the authority card played this turn from those still in hand (PHASE 1,
/// 3: "Chaque carte d'Autorité n'est jouée qu'une seule fois par partie"): "Joueur 1 (carte
/// d'Autorité 27)" beside "vos cartes d'Autorité : 32, 46" read as three cards for one place.
#[test]
fn the_status_tells_the_card_played_from_the_cards_in_hand() {
    use super::super::content::AuthorityId;
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let numbered = |n: u32| {
        AuthorityId(u8::try_from(content.authority.iter().position(|a| u32::from(a.number) == n).unwrap()).unwrap())
    };
    state.players[Seat(0)].authority = vec![numbered(32), numbered(46)];
    state.players[Seat(0)].played = Some(numbered(27));
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, played, hand) in [
        ("en", "Player 1 (authority card 27, played this turn)", "your authority cards in hand, still to play: 32, 46"),
        (
            "fr",
            "Joueur 1 (carte d'Autorité 27, jouée ce tour-ci)",
            "vos cartes d'Autorité en main, encore à jouer : 32, 46",
        ),
        (
            "nl",
            "Speler 1 (autoriteitskaart 27, deze beurt gespeeld)",
            "jouw autoriteitskaarten in de hand, nog te spelen: 32, 46",
        ),
    ] {
        let locale = locale(lang);
        let status = plain(&screen_in(&content, &locale).status(&v));
        assert!(status.contains(played) && status.contains(hand), "{lang}: {status}");
    }
}

/// The truck card a seat cannot pay for says so on its option (PHASE 1, 5, cartes de Camion: "Si un Truand
/// choisit une carte de Camion mais ne peut pas le payer, la carte de Camion est défaussée"),
/// not only in `help`; one it can pay for reads as before.
#[test]
fn a_truck_card_the_seat_cannot_pay_for_says_so_on_its_option() {
    use super::super::content::TruckCardId;
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let large = content.trucks.iter().position(|t| t.id == "large_truck").unwrap();
    state.truck_offer = Some(TruckCardId(u8::try_from(large).unwrap()));
    for (lang, short) in [
        (
            "en",
            "costs $3G now and $2G in wages each turn — you have only $2G: you cannot pay, so taking it discards the card, and you take no other offer this turn",
        ),
        (
            "fr",
            "— vous n'avez que $2G : vous ne pouvez pas payer, donc la prendre la défausse, et vous ne prenez aucune autre offre ce tour-ci",
        ),
        (
            "nl",
            "— je hebt maar $2G: je kunt niet betalen: neem je haar, dan wordt de kaart afgelegd en neem je deze beurt geen ander aanbod",
        ),
    ] {
        let locale = locale(lang);
        let screen = screen_in(&content, &locale);
        state.players[Seat(0)].money = 2;
        let said = plain(&screen.option(&View::new(&state, &content, Seat(0), &[]), "offer", &Choice::TruckCard));
        assert!(said.ends_with(short), "{lang}: {said}");
        state.players[Seat(0)].money = 3;
        let said = plain(&screen.option(&View::new(&state, &content, Seat(0), &[]), "offer", &Choice::TruckCard));
        assert!(!said.contains('—'), "{lang}: {said}");
    }
}

/// Where a speakeasy improvement marker goes, each speakeasy says its improvement slots free
/// out of those printed, and the question what one improvement adds (PHASE 1, 5, "Carte
/// d'Amélioration d'un Bar Clandestin"; PHASE 5, the demand dice): it showed the markers
/// alone, the slots only under `board`.
#[test]
fn the_improvement_question_says_the_free_slots_and_what_one_adds() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let (texas, printed) = content
        .board
        .in_game(3)
        .find(|(_, s)| s.influence && s.improvement_slots == 2)
        .map(|(id, s)| (id, s.id.clone()))
        .unwrap();
    state.speakeasy_mut(texas).improvements = 1;
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, question, option) in [
        (
            "en",
            "Each improvement adds 1 to every demand die rolled there (phase 5), so that speakeasy buys more crates.",
            "one improvement slot free of 2; no influence markers yet)",
        ),
        (
            "fr",
            "Chaque Amélioration ajoute 1 à chaque dé de consommation lancé là (PHASE 5) : ce Bar Clandestin achète plus de Caisses.",
            "un emplacement d'Amélioration libre sur 2 ; ",
        ),
        (
            "nl",
            "Elke verbetering telt 1 op bij elke vraagdobbelsteen die daar gegooid wordt (fase 5): die speakeasy koopt dan meer kratten.",
            "één verbeteringsplaats vrij van 2; ",
        ),
    ] {
        let locale = locale(lang);
        let screen = screen_in(&content, &locale);
        let asked = plain(&screen.question(&v, "improvement"));
        assert!(asked.ends_with(question), "{lang}: {asked}");
        let said = plain(&screen.option(&v, "improvement", &Choice::Speakeasy(texas)));
        assert!(said.contains(option), "{lang} {printed:?}: {said}");
    }
}
