//! The numbers of a fight before it is fought (`odds.rs`), as the seat asked can know them.

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::engine::log::Logged;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::defs::Res3;
use crate::games::king_of_chicago::event::Event;
use crate::games::king_of_chicago::load;
use crate::games::king_of_chicago::state::{GangsterState, Target};

/// 3.2, 5.2.5 B: a gangster the news has named in a place counts, as known, in the defence an
/// attack's option gives, until a face-down move may have taken him away. The Unionboss, bought
/// at the auction in the open, placed face down, wounded in a fight and then driven from the
/// hospital to Player 2's car, was counted as a face-down gangster "you have not seen" and his
/// +1 was left out: "+1 against +0" where the fight was +1 against +1.
#[test]
fn a_gangster_the_news_named_counts_in_the_odds() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 2, 1).unwrap();
    let id = |name: &str| GangsterId(content.gangsters.iter().position(|g| g.id == name).unwrap() as u8);
    for g in &mut state.gangsters {
        g.owner = None;
        g.at = Where::Deck;
    }
    let (rolls, union, sad_ken) = (id("rolls_roy"), id("the_unionboss"), id("sad_ken"));
    for (g, owner) in [(rolls, 0), (union, 1), (sad_ken, 1)] {
        *state.gangster_mut(g) = GangsterState { owner: Some(Seat(owner)), at: Where::Car };
    }
    let (p1, p2) = (Seat(0), Seat(1));
    let moved = |g, from, to| Logged::Game(Event::GangsterMoved { seat: p2, gangster: g, from, to });
    let mut log = vec![
        Logged::Game(Event::Bought { seat: p2, gangster: union, price: 700, resources: Res3::default() }),
        // The placement: face down, from the folder to the car.
        moved(union, Where::Reserve, Where::Car),
        moved(sad_ken, Where::Reserve, Where::Car),
        Logged::Game(Event::Casualty { seat: p2, gangster: union, to: Where::Hospital, why: None }),
        // Picked up at the hospital, in the open.
        moved(union, Where::Hospital, Where::Car),
    ];
    let drive_by = Choice::Action(Action::DriveBy(p2));
    let view = View::new(&state, &content, &scripts, p1, None, &log);
    assert_eq!(view.known_at(Target::Car(p2)), vec![union]);
    let f = view.foreseen(Target::Car(p2));
    assert_eq!((f.attack, f.defense, f.face_down), (1, 1, 1));
    for (lang, line) in [
        (
            "en",
            "drive-by on the car of Player 2, which carries no contract: winning sends it to the garage (5.2.5); each round the car loses sends one of its gangsters to the hospital, or to the graveyard for good when the winner's die is 3 or more above the loser's (5.2.5), and Player 2 loses a power point with the first gangster lost so (1 per 2 gangsters in a car or business, 1.2) — your attack +1 against defence +1 (The Unionboss, known to be there) \
             and 1 face-down gangster unknown to you",
        ),
        (
            "fr",
            "attaquer la voiture de Joueur 2, qui ne porte aucun contrat : la victoire l'envoie au garage (5.2.5) ; chaque tour que la voiture perd envoie un de ses gangsters à l'hôpital, ou au cimetière pour de bon si le dé du vainqueur dépasse celui du perdant de 3 ou plus (5.2.5), et Joueur 2 perd un point de pouvoir dès le premier gangster ainsi perdu (1 par tranche de 2 gangsters en voiture ou en entreprise, 1.2) — votre attaque +1 contre une défense de +1 (The Unionboss, que vous savez là) \
             et 1 gangster face cachée dont vous ignorez l'identité",
        ),
        (
            "nl",
            "drive-by op de auto van Speler 2, die geen job bij zich heeft: wie wint, stuurt ze naar de garage (5.2.5); elke ronde die de auto verliest, stuurt een van de gangsters erin naar het ziekenhuis, of voorgoed naar het kerkhof als de dobbelsteen van de winnaar 3 of meer hoger is dan die van de verliezer (5.2.5), en Speler 2 verliest een machtspunt bij de eerste gangster die zo wegvalt (1 per 2 gangsters in een auto of zaak, 1.2) — jouw Aanval +1 tegen Verdediging +1 (The Unionboss, van wie je weet \
             dat hij er zit) en 1 gedekte gangster van wie je niet weet wie het is",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let lost = locale.text("attack-lost-garage", &[]);
        // Between the numbers and the garage, the chance they give (`chance.rs`, 5.2.5); then
        // what each lost round costs the attacker.
        let risk = Screen { n: &n }.attack_risk(&view);
        let shown = Screen { n: &n }.option(&view, "action", &drive_by);
        let chance = shown.strip_prefix(line).and_then(|rest| rest.strip_suffix(&format!("{lost}{risk}")));
        assert!(chance.is_some_and(|c| c.ends_with("(5.2.5)")), "{lang}: {shown}");
    }
    // Player 2 moves a gangster face down out of the car (and back, say): who is there now
    // cannot be told, and nothing is counted that Player 1 cannot know.
    log.push(moved(sad_ken, Where::Car, Where::Reserve));
    log.push(moved(sad_ken, Where::Reserve, Where::Car));
    let view = View::new(&state, &content, &scripts, p1, None, &log);
    assert!(view.known_at(Target::Car(p2)).is_empty());
    let f = view.foreseen(Target::Car(p2));
    assert_eq!((f.defense, f.face_down), (0, 2));
    // Player 2's own view of the same car is not at stake; Player 1 never counts a gangster
    // it was told of that is no longer there.
    let mut gone = state.clone();
    gone.gangster_mut(union).at = Where::Hospital;
    let view = View::new(&gone, &content, &scripts, p1, None, &log[..5]);
    assert!(view.known_at(Target::Car(p2)).is_empty());
}

/// 5.2.5 B: both seats in a fight are asked at its start whether to play an event card; the
/// question gives each side's total and what it is made of (both lie face up once the attack is
/// declared), and that a business no gangster defends is taken at its first round lost; then
/// what the fight is fought for and what a gangster who falls costs in power points. The
/// defender read only "Play an event card now (as the shootout starts)?" and spent Massacre on
/// a fight none of its gangsters was in.
#[test]
fn the_question_at_a_fights_start_gives_both_sides_numbers() {
    use crate::games::king_of_chicago::state::{BusinessState, Fight, Mode};
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 4, 1).unwrap();
    let id = |name: &str| GangsterId(content.gangsters.iter().position(|g| g.id == name).unwrap() as u8);
    for g in &mut state.gangsters {
        g.owner = None;
        g.at = Where::Deck;
    }
    let parlor = BusinessId(content.businesses.iter().position(|b| b.id == "snake_eyes_parlor").unwrap() as u8);
    *state.business_mut(parlor) = BusinessState { owner: Some(Seat(0)), square: None, closed: false };
    let rolls = id("rolls_roy");
    *state.gangster_mut(rolls) = GangsterState { owner: Some(Seat(1)), at: Where::Car };
    state.fight = Some(Fight::new(Seat(1), Seat(0), Target::Business(parlor), Mode::Business, vec![rolls], vec![]));
    let prompt = "play_event:shootout_start";
    for (lang, defender, attacker) in [
        (
            "en",
            "Player 2 attacks your Snake Eyes Parlor: attack +1 (Rolls Roy +1 (standard)) against defence +1 \
             (Snake Eyes Parlor +1 (small business)). No gangster defends the business: one round lost and it is \
             taken (5.2.5). If the attacker wins, Snake Eyes Parlor is his, with its 1 power point (5.2.5, 1.2); if \
             he loses, his car is towed to the garage. Each gangster who falls counts no more toward his owner's \
             power points (1.2: one per 2 in a car or a business). Play an event card now (as the shootout starts)?",
            "You attack Snake Eyes Parlor of Player 1: attack +1",
        ),
        (
            "fr",
            "Joueur 2 attaque votre entreprise Snake Eyes Parlor : attaque +1 (Rolls Roy +1 (standard)) contre \
             défense +1 (Snake Eyes Parlor +1 (petite entreprise)). Aucun gangster ne défend l'entreprise : une \
             seule manche de fusillade perdue et elle est prise (5.2.5). Si l'attaquant gagne, l'entreprise Snake \
             Eyes Parlor est à lui, avec son point de pouvoir (5.2.5, 1.2) ; s'il perd, sa voiture part au garage. \
             Chaque gangster qui tombe ne compte plus pour les points de pouvoir de son propriétaire (1.2 : un par \
             2 dans une voiture ou une entreprise). Jouer une carte événement maintenant (au début de la fusillade) ?",
            "Vous attaquez Snake Eyes Parlor de Joueur 1 : attaque +1",
        ),
        (
            "nl",
            "Speler 2 valt jouw zaak Snake Eyes Parlor aan: Aanval +1 (Rolls Roy +1 (standaard)) tegen Verdediging \
             +1 (Snake Eyes Parlor +1 (kleine zaak)). Geen gangster verdedigt de zaak: één verloren ronde en ze is \
             genomen (5.2.5). Wint de aanvaller, dan is Snake Eyes Parlor van hem, met haar 1 machtspunt (5.2.5, \
             1.2); verliest hij, dan gaat zijn auto naar de garage. Elke gangster die valt, telt niet meer mee voor \
             de machtspunten van zijn eigenaar (1.2: één per 2 in een auto of een zaak). Nu een gebeurteniskaart \
             spelen (bij het begin van de schietpartij)?",
            "Je valt Snake Eyes Parlor van Speler 1 aan: Aanval +1",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let view = View::new(&state, &content, &scripts, Seat(0), state.fight.as_ref(), &[]);
        assert_eq!(screen.question(&view, prompt), defender);
        let view = View::new(&state, &content, &scripts, Seat(1), state.fight.as_ref(), &[]);
        let asked = screen.question(&view, prompt);
        assert!(asked.starts_with(attacker), "{asked}");
        // A seat outside the fight is asked no such thing.
        let view = View::new(&state, &content, &scripts, Seat(2), state.fight.as_ref(), &[]);
        assert!(!screen.question(&view, prompt).contains('+'));
    }
}

/// 8.1: a card played at a fight's start adds to each roll of its side (Tommyguns +2): the
/// question put next, to the other side, counts it in that side's total and names the card. The
/// attacker read "defence +1" against a defence that rolled with +3.
#[test]
fn the_question_at_a_fights_start_counts_the_cards_played_on_it() {
    use crate::games::king_of_chicago::state::{BusinessState, Fight, Mode};
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 2, 1).unwrap();
    let id = |name: &str| GangsterId(content.gangsters.iter().position(|g| g.id == name).unwrap() as u8);
    for g in &mut state.gangsters {
        g.owner = None;
        g.at = Where::Deck;
    }
    let parlor = BusinessId(content.businesses.iter().position(|b| b.id == "snake_eyes_parlor").unwrap() as u8);
    *state.business_mut(parlor) = BusinessState { owner: Some(Seat(0)), square: None, closed: false };
    let rolls = id("rolls_roy");
    *state.gangster_mut(rolls) = GangsterState { owner: Some(Seat(1)), at: Where::Car };
    let target = Target::Business(parlor);
    let mut fight = Fight::new(Seat(1), Seat(0), target, Mode::Business, vec![rolls], vec![]);
    fight.roll_bonus = [0, 2];
    state.fight = Some(fight);
    let tommyguns = content.events.iter().position(|e| e.id == "tommyguns").unwrap() as u8;
    let log = [
        Logged::Game(Event::Attack { attacker: Seat(1), defender: Seat(0), target }),
        Logged::Game(Event::EventPlayed { seat: Seat(0), card: tommyguns }),
        Logged::Game(Event::RollBonus { seat: Seat(0), bonus: 2 }),
    ];
    let prompt = "play_event:shootout_start";
    for (lang, said) in [
        (
            "en",
            "You attack Snake Eyes Parlor of Player 1: attack +1 (Rolls Roy +1 (standard)) against defence +3 \
             (Snake Eyes Parlor +1 (small business), Tommyguns +2 (event card, added to each roll, 8.1)).",
        ),
        (
            "fr",
            "Vous attaquez Snake Eyes Parlor de Joueur 1 : attaque +1 (Rolls Roy +1 (standard)) contre défense +3 \
             (Snake Eyes Parlor +1 (petite entreprise), Tommyguns +2 (carte événement, ajouté à chacun de ses \
             lancers, 8.1)).",
        ),
        (
            "nl",
            "Je valt Snake Eyes Parlor van Speler 1 aan: Aanval +1 (Rolls Roy +1 (standaard)) tegen Verdediging +3 \
             (Snake Eyes Parlor +1 (kleine zaak), Tommyguns +2 (gebeurteniskaart, bij elke worp opgeteld, 8.1)).",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let view = View::new(&state, &content, &scripts, Seat(1), state.fight.as_ref(), &log);
        let asked = Screen { n: &n }.question(&view, prompt).replace(['\u{2068}', '\u{2069}'], "");
        // The card as the reader's language names it ("Tireurs d'élite").
        let said = said.replace("Tommyguns", &String::from(n.card(Card::Event(tommyguns))));
        assert!(asked.starts_with(&said), "{lang}: {asked}");
    }
    // A bonus no card's play in the news gave (a mod's gangster) still counts, unnamed.
    let view = View::new(&state, &content, &scripts, Seat(1), state.fight.as_ref(), &[]);
    let locale = Locale::load(&content.source, GAME_ID, "en").unwrap();
    let n = Narrator { content: &content, locale: &locale };
    let asked = Screen { n: &n }.question(&view, prompt);
    assert!(asked.contains("against defence +3") && asked.contains("a card +2 (added to each roll)"), "{asked}");
}
