//! What a newcomer reads where a word or a rule went unexplained: a raid's and a drive-by's
//! stake at the destinations that name them (5.2.5, 5.4), the police bribe (6.4), monopoly
//! income (6.1), the look-up's words, in every language.

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::board::SquareId;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::load;

/// The lots of the board, in board order, with their streets.
fn lots(content: &crate::games::king_of_chicago::content::Content) -> Vec<(SquareId, StreetId)> {
    let squares = content.board.squares.iter().enumerate();
    let lots = squares.filter(|(_, sq)| sq.kind == SquareKind::Business);
    lots.map(|(i, sq)| (SquareId(i as u16), sq.street)).collect()
}

/// 5.4.1, 5.3: where the police car may drive, a destination that names a raid says, in its
/// help, what the raid costs (the police action, whatever the dice say) and what it wins (the
/// business closed, its gangsters jailed); the next destination naming one points there. The
/// help said only "the options say what the police could do where it stops".
#[test]
fn a_police_destination_says_what_its_raid_costs_and_wins() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    state.police.controller = Some(Seat(0));
    state.police.actions_left = 1;
    // Two of Player 2's businesses on lots by two streets.
    let lots = lots(&content);
    let (first, second) = (lots[0], lots.iter().find(|(_, st)| *st != lots[0].1).copied().unwrap());
    for (i, (sq, _)) in [first, second].into_iter().enumerate() {
        state.businesses[i].owner = Some(Seat(1));
        state.businesses[i].square = Some(sq);
    }
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let listed = [Choice::Street(first.1), Choice::Street(second.1)];
    for (lang, cost, wins, again) in [
        (
            "en",
            "Raid a business (5.4.1): it costs a police action of this game round, whatever the dice say",
            "the business is closed until the end of the next trade round",
            "the rule of a raid is given under option 1",
        ),
        (
            "fr",
            "Descente dans un établissement (5.4.1) : elle coûte une action de police de ce tour de jeu",
            "l'établissement est fermé jusqu'à la fin de la prochaine phase de commerce",
            "la règle d'une descente est donnée à l'option 1",
        ),
        (
            "nl",
            "Een zaak binnenvallen (5.4.1): dat kost een politieactie van deze spelronde",
            "dan is de zaak gesloten tot het einde van de volgende ruilronde",
            "de regel van een inval staat bij optie 1",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let help = screen.help_among(&view, "move_police", &listed, 0);
        assert!(help.contains(cost) && help.contains(wins), "{lang}: {help}");
        let next = screen.help_among(&view, "move_police", &listed, 1);
        let raid = screen.police(&view, PoliceAction::Raid(BusinessId(1)));
        assert!(next.contains(&raid) && next.contains(again), "{lang}: {next}");
        assert!(!next.contains(cost), "{lang}: said once: {next}");
    }
}

/// 5.2.5: where a seat's car may drive, a destination that names a drive-by says in its help
/// what a drive-by stakes and wins; it listed only what stands by the street.
#[test]
fn a_destination_naming_a_drive_by_says_what_it_stakes() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let here = state.players[Seat(0)].car.at;
    let there = lots(&content).into_iter().map(|(_, st)| st).find(|&st| st != here).unwrap();
    state.players[Seat(1)].car.at = there;
    // A gangster in Player 1's car: an empty car attacks nobody (5.2.5).
    *state.gangster_mut(GangsterId(0)) =
        crate::games::king_of_chicago::state::GangsterState { owner: Some(Seat(0)), at: Where::Car };
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    assert!(view.actions_at(there).contains(&Action::DriveBy(Seat(1))), "{:?}", view.actions_at(there));
    let listed = [Choice::Street(there)];
    for (lang, rule) in [
        ("en", "Win a drive-by: the other car goes to the garage"),
        ("fr", "Attaque (5.2.5)"),
        ("nl", "Aanvallen (5.2.5)"),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let help = Screen { n: &n }.help_among(&view, "move", &listed, 0);
        assert!(help.contains(rule), "{lang}: {help}");
    }
}

/// 6.4, 5.3: the police bribe's question says what the bribe buys and who pays, and its "pass"
/// says that passing costs nothing and ends the seat's bidding; its help says what follows
/// when everybody passes. The question asked only "Your bribe for the police?".
#[test]
fn the_police_bribe_says_its_prize_and_what_passing_does() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let listed = [Choice::Amount(0), Choice::Amount(150)];
    for (lang, prize, pass, nobody) in [
        (
            "en",
            "The highest bribe buys the police car for the next 4 action rounds",
            "pass (pay nothing; you bid no more for the police this trade round)",
            "when everybody passes, nobody drives the police car until then",
        ),
        (
            "fr",
            "Le plus gros pot-de-vin achète la voiture de police pour les 4 prochains tours d'action",
            "passer (vous ne payez rien et n'enchérissez plus pour la police pendant cette phase de commerce)",
            "si tout le monde passe, personne ne conduit la voiture de police d'ici là",
        ),
        (
            "nl",
            "Het hoogste smeergeld koopt de politieauto voor de volgende 4 actierondes",
            "passen (je betaalt niets en biedt deze ruilronde niet meer op de politie)",
            "past iedereen, dan rijdt tot dan niemand met de politieauto",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let question = screen.question(&view, "bid_police");
        assert!(question.contains(prize) && question.contains("(") && question.contains("6.4"), "{lang}: {question}");
        assert_eq!(screen.option(&view, "bid_police", &listed[0]), pass, "{lang}");
        let help = screen.help_among(&view, "bid_police", &listed, 0);
        assert!(help.contains(pass) && help.contains(nobody), "{lang}: {help}");
        // The gangster auction's pass is left as it was.
        assert_ne!(screen.option(&view, "bid_gangster", &listed[0]), pass, "{lang}");
    }
}

/// 6.1: the monopoly income line says that the businesses named are paid the monopoly rate,
/// which goes by size (the rates beside the usual income), and each one's size, so that one
/// casino earning twice another reads as a medium one beside a small one; a rate a gangster's
/// card changed (The Mayor) says so. It said only "The Lucky Seven $800, Snake Eyes Parlor $400".
#[test]
fn monopoly_income_says_the_rate_goes_by_size() {
    use crate::games::king_of_chicago::defs::{Kind, Size};
    use crate::games::king_of_chicago::event::Event;
    let content = load::load(&Source::Embedded).unwrap();
    let find = |size: Size| {
        let at = content.businesses.iter().position(|b| b.kind == Kind::Casino && b.size == size);
        BusinessId(at.unwrap() as u8)
    };
    let (medium, small) = (find(Size::Medium), find(Size::Small));
    let rate = |size: Size| content.rules.size(size);
    let (m, s, l) = (rate(Size::Medium), rate(Size::Small), rate(Size::Large));
    let income = |monopolies: Vec<(BusinessId, i64)>| {
        let total = monopolies.iter().map(|(_, r)| r).sum();
        Event::Income { seat: Seat(0), businesses: total, turf: 0, total, frozen: None, monopolies, cancelled_by: None }
    };
    let event = income(vec![(medium, m.monopoly), (small, s.monopoly)]);
    let doubled = income(vec![(small, 2 * s.monopoly)]);
    for (lang, said, medium_paid, small_paid, card) in [
        (
            "en",
            format!(
                "Monopoly (6.1): no other player has an open casino, so these are paid the monopoly rate, which goes by size (${} small, ${} medium, ${} large, where the usual income is ${}, ${}, ${})",
                s.monopoly, m.monopoly, l.monopoly, s.income, m.income, l.income
            ),
            format!("(medium casino) ${}", m.monopoly),
            format!("(small casino) ${}", s.monopoly),
            format!("(small casino: ${}, made ${} by a gangster's card)", s.monopoly, 2 * s.monopoly),
        ),
        (
            "fr",
            format!(
                "Monopole (6.1) : aucun autre joueur n'a de casino ouvert, donc ceux-ci touchent le revenu de monopole, qui dépend de la taille ({} $ petite, {} $ moyenne, {} $ grande entreprise",
                s.monopoly, m.monopoly, l.monopoly
            ),
            format!("(casino moyen) {} $", m.monopoly),
            format!("(petit casino) {} $", s.monopoly),
            format!("(petit casino : {} $, porté à {} $ par la carte d'un gangster)", s.monopoly, 2 * s.monopoly),
        ),
        (
            "nl",
            format!(
                "Monopolie (6.1): geen andere speler heeft een open casino, dus deze krijgen het monopolie-inkomen, dat van de grootte afhangt (${} klein, ${} middelgroot",
                s.monopoly, m.monopoly
            ),
            format!("(casino, middelgroot) ${}", m.monopoly),
            format!("(casino, klein) ${}", s.monopoly),
            format!("(casino, klein: ${}, ${} door de kaart van een gangster)", s.monopoly, 2 * s.monopoly),
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let line = n.line(&event).unwrap();
        assert!(line.contains(&said), "{lang}: {line}");
        assert!(line.contains(&medium_paid) && line.contains(&small_paid), "{lang}: {line}");
        let line = n.line(&doubled).unwrap();
        assert!(line.contains(&card), "{lang}: {line}");
    }
}

/// 5.2.5: an empty car's reason names its two targets with "or" ("the car of Player 2 or The
/// Rusty Nail"); it read "the car of Player 2, The Rusty Nail", a list cut short.
#[test]
fn an_empty_cars_two_targets_read_with_or() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    // Player 2's car beside Player 1's, and Player 3's business on a lot by that street.
    let (lot, here) = lots(&content)[0];
    state.players[Seat(0)].car.at = here;
    state.players[Seat(1)].car.at = here;
    state.players[Seat(2)].car.at = lots(&content).into_iter().map(|(_, st)| st).find(|&st| st != here).unwrap();
    state.businesses[0].owner = Some(Seat(2));
    state.businesses[0].square = Some(lot);
    for g in &mut state.gangsters {
        if g.at == Where::Car {
            g.at = Where::Deck;
            g.owner = None;
        }
    }
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    for (lang, car, or) in [
        ("en", "the car of Player 2", "or"),
        ("fr", "la voiture de Joueur 2", "ou"),
        ("nl", "de auto van Speler 2", "of"),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let business = String::from(n.business(BusinessId(0)));
        let q = Screen { n: &n }.question(&view, "action");
        assert!(q.contains(&format!("{car} {or} {business}")), "{lang}: {q}");
    }
}

/// A place is found by the words people use for it in each language, beside the board's own
/// name: the Dutch "Gerechtshof" for the board's Gerechtsgebouw, the printed board's English
/// "Bookie" and "Accountant" that the Dutch cards quote; the Dutch board calls the accountant
/// Accountant, as its card does, not "Boekhouder", read beside the Bookmaker as the same place.
#[test]
fn a_place_is_found_by_its_usual_names() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    for (lang, words, found) in [
        ("nl", "Gerechtshof", "Gerechtsgebouw"),
        ("nl", "rechtbank", "Gerechtsgebouw"),
        ("nl", "bookie", "Bookmaker"),
        ("nl", "boekhouder", "Accountant"),
        ("fr", "palais de justice", "Tribunal"),
        ("fr", "hippodrome", "Champ de courses"),
        ("en", "court", "Courthouse"),
        ("en", "bookmaker", "Bookie"),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let terminal = Terminal { n: Narrator { content: &content, locale: &locale } };
        let said = crate::engine::game::Screen::find(&terminal, &view, words);
        assert!(said.as_deref().is_some_and(|s| s.contains(found)), "{lang} {words}: {said:?}");
    }
    // Bookie and the accountant are two places, each one name on the Dutch board.
    let nl = Locale::load(&content.source, GAME_ID, "nl").unwrap();
    assert_eq!(nl.text("square-accountant", &[]), "Accountant");
    assert_eq!(nl.text("square-bookie", &[]), "Bookmaker");
}

/// 5.2.5, 4.1, 5.4: a lot's help says what its card's words mean ("Driveby", "game
/// sequence", "La police perd automatiquement"); `board driveby` finds the word, and an event
/// card is found by its name. The help repeated the card's text, and the look-up found nothing.
#[test]
fn a_lots_words_are_explained_and_looked_up() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let id = |name: &str| GangsterId(content.gangsters.iter().position(|g| g.id == name).unwrap() as u8);
    let (tim, gene) = (id("thin_tim"), id("clean_gene"));
    for (lang, driveby, sequence, police, words, event) in [
        (
            "en",
            "Driveby (5.2.5): a drive-by is an attack from your car on another player's car",
            "Once per game sequence: once in each game round, that is the 4 action rounds and the trade round after them (4.1)",
            "Police bust 100%, No police bust (5.4): when the police raid the business he is in",
            "driveby",
            ("never saw it", "They never saw it coming: "),
        ),
        (
            "fr",
            "Attaque de voiture (5.2.5) : une attaque menée depuis votre voiture contre la voiture d'un autre joueur",
            "Une fois par tour de jeu : une fois à chaque tour de jeu, c'est-à-dire les 4 tours d'action",
            "La police gagne ou perd automatiquement (5.4) : quand la police fait une descente",
            "driveby",
            ("pas vu venir", "Ils ne l'ont pas vu venir : "),
        ),
        (
            "nl",
            "Drive-by (5.2.5): een aanval vanuit je auto op de auto van een andere speler",
            "Per spelronde: één keer in elke spelronde, dat zijn de 4 actierondes en de ruilronde erna (4.1)",
            "Politie-inval 100%, Geen politie-inval (5.4): valt de politie de zaak binnen",
            "drive-by",
            ("nooit aankomen", "Ze zagen het nooit aankomen: "),
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let terminal = Terminal { n: Narrator { content: &content, locale: &locale } };
        state.lot = Some(tim);
        let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
        let help = Screen { n: &n }.help(&view, "bid_gangster", &Choice::Amount(0));
        assert!(help.contains(driveby) && help.contains(sequence), "{lang}: {help}");
        state.lot = Some(gene);
        let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
        let help = Screen { n: &n }.help(&view, "bid_gangster", &Choice::Amount(0));
        assert!(help.contains(police) && !help.contains(sequence), "{lang}: {help}");
        let found = crate::engine::game::Screen::find(&terminal, &view, words).unwrap_or_default();
        assert!(found.contains(driveby), "{lang} board {words}: {found}");
        let found = crate::engine::game::Screen::find(&terminal, &view, event.0).unwrap_or_default();
        assert!(found.contains(event.1), "{lang} board {}: {found}", event.0);
    }
}

/// The card list (`cards`) writes a contract's reward as each language writes money, as the
/// table does ("800 $" in French, not "$800" beside the card's "800 $"), and Red hot tip's
/// bet in the card's short words rather than "$0".
#[test]
fn the_card_list_writes_money_as_the_language_does() {
    let content = load::load(&Source::Embedded).unwrap();
    for (lang, one_down, tip) in [
        ("en", "Accountant -> Courthouse, $800", "on 4, 5 or 6 you collect twice your stake"),
        ("fr", "Comptable -> Tribunal, 800 $", "le double de votre mise"),
        ("nl", "Accountant -> Gerechtsgebouw, $800", "het dubbele"),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let list = crate::games::king_of_chicago::catalogue::catalogue(&content, &locale);
        let numbers = |id: &str| list.cards.iter().find(|c| c.id == id).map(|c| c.numbers.clone()).unwrap();
        assert_eq!(numbers("one_down"), one_down, "{lang}");
        let red_hot_tip = numbers("red_hot_tip");
        assert!(red_hot_tip.contains(tip) && !red_hot_tip.ends_with("$0"), "{lang}: {red_hot_tip}");
    }
}

/// 5.2.5, 2: a gangster's standard bonus whose printed bonus counts only in another kind of
/// attack. French read "son Défense de voiture +2": every bonus's name is feminine (Attaque,
/// Défense, Voiture), so "sa".
#[test]
fn french_names_a_bonus_with_its_gender() {
    let content = load::load(&Source::Embedded).unwrap();
    let locale = Locale::load(&content.source, GAME_ID, "fr").unwrap();
    for (printed, name) in [("driveby_defense", "Défense de voiture"), ("attack", "Attaque"), ("driveby", "Voiture")] {
        let args = [
            ("gangster", "Bugs Benny".into()),
            ("bonus", "+1".into()),
            ("printed", printed.into()),
            ("value", "+2".into()),
            ("mode", "driveby".into()),
        ];
        let said = locale.text("part-standard-elsewhere", &args).replace(['\u{2068}', '\u{2069}'], "");
        assert!(said.contains(&format!("(standard : son bonus {name} +2 ne compte")), "{said}");
    }
}

/// 8.1: an event card played is named as a card, as French says it ("joue la carte « … »"):
/// English and Dutch read "Player 2 plays The pillow.", a card's name run into the sentence.
#[test]
fn an_event_card_played_is_named_as_a_card() {
    let content = load::load(&Source::Embedded).unwrap();
    let played = crate::games::king_of_chicago::event::Event::EventPlayed { seat: Seat(1), card: 0 };
    for (lang, said) in [
        ("en", "Player 2 plays the card \""),
        ("nl", "Speler 2 speelt de kaart \""),
        ("fr", "Joueur 2 joue la carte « "),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let line = n.line(&played).unwrap_or_default().replace(['\u{2068}', '\u{2069}'], "");
        let name = locale.text(&format!("card-{}", content.events[0].id), &[]).replace(['\u{2068}', '\u{2069}'], "");
        assert!(line.starts_with(&format!("{said}{name}")), "{lang}: {line}");
    }
}

/// 5.2.5 B, 1.2: a destination that names an attack says in its help whom it attacks, with the
/// numbers the attack's own option gives, and for a business what that business is worth, as
/// the attack's own help does; the next destination naming an attack points to the rule. It
/// gave the attack's rule only, neither whom nor the numbers.
#[test]
fn a_move_destinations_help_says_what_its_attack_is() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let here = state.players[Seat(0)].car.at;
    let lots = lots(&content);
    let car_street = lots.iter().map(|&(_, st)| st).find(|&st| st != here).unwrap();
    let (lot, business_street) = lots.iter().copied().find(|&(_, st)| st != here && st != car_street).unwrap();
    state.players[Seat(1)].car.at = car_street;
    // Player 3's Blind Pig on a lot by another street.
    let blind_pig = BusinessId(0);
    state.businesses[usize::from(blind_pig.0)].owner = Some(Seat(2));
    state.businesses[usize::from(blind_pig.0)].square = Some(lot);
    // A gangster in Player 1's car, one in Player 2's, not seen (3.2).
    for (g, seat) in [(GangsterId(0), Seat(0)), (GangsterId(1), Seat(1))] {
        *state.gangster_mut(g) =
            crate::games::king_of_chicago::state::GangsterState { owner: Some(seat), at: Where::Car };
    }
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    assert!(view.actions_at(car_street).contains(&Action::DriveBy(Seat(1))));
    assert!(view.actions_at(business_street).contains(&Action::AttackBusiness(blind_pig)));
    let listed = [Choice::Street(car_street), Choice::Street(business_street)];
    for (lang, car, business, facts, again) in [
        (
            "en",
            "\ndrive-by on the car of Player 2, which carries no contract: winning sends it to the garage (5.2.5); each round the car loses sends one of its gangsters to the hospital, or to the graveyard for good when the winner's die is 3 or more above the loser's (5.2.5), and Player 2 loses a power point with the second gangster lost so (1 per 2 gangsters in a car or business, 1.2) — your attack +1 against defence +0 and 1 face-down gangster unknown to you",
            "\nattack The Blind Pig (Player 3's: winning makes it yours, with its 1 power point and its income, 5.2.5) — your attack +3 against defence +1 (the business's own +1 counted in)",
            "\nThe Blind Pig: small bar: 1 power point",
            "the rule of attacks (a drive-by and an attack on a business) is given under option 1.",
        ),
        (
            "fr",
            "\nattaquer la voiture de Joueur 2, qui ne porte aucun contrat : la victoire l'envoie au garage (5.2.5) ; chaque tour que la voiture perd envoie un de ses gangsters à l'hôpital, ou au cimetière pour de bon si le dé du vainqueur dépasse celui du perdant de 3 ou plus (5.2.5), et Joueur 2 perd un point de pouvoir au 2e gangster ainsi perdu (1 par tranche de 2 gangsters en voiture ou en entreprise, 1.2) — votre attaque +1 contre une défense de +0 et 1 gangster face cachée dont vous ignorez l'identité",
            "\nattaquer The Blind Pig (à Joueur 3 : la victoire vous la donne, avec son point de pouvoir et son revenu, 5.2.5) — votre attaque +3 contre une défense de +1 (dont +1 de l'établissement lui-même)",
            "\nThe Blind Pig : petit bar : 1 point de pouvoir",
            "la règle des attaques (de voiture ou d'établissement) est donnée à l'option 1.",
        ),
        (
            "nl",
            "\ndrive-by op de auto van Speler 2, die geen job bij zich heeft: wie wint, stuurt ze naar de garage (5.2.5); elke ronde die de auto verliest, stuurt een van de gangsters erin naar het ziekenhuis, of voorgoed naar het kerkhof als de dobbelsteen van de winnaar 3 of meer hoger is dan die van de verliezer (5.2.5), en Speler 2 verliest een machtspunt bij de tweede gangster die zo wegvalt (1 per 2 gangsters in een auto of zaak, 1.2) — jouw Aanval +1 tegen Verdediging +0 en 1 gedekte gangster van wie je niet weet wie het is",
            "\nThe Blind Pig van Speler 3 overvallen (wie wint, krijgt de zaak, met haar 1 machtspunt en haar inkomsten, 5.2.5) — jouw Aanval +3 tegen Verdediging +1 (waarvan +1 van de zaak zelf)",
            "\nThe Blind Pig: bar, klein: 1 machtspunt",
            "de regel van aanvallen (drive-by en overval) staat bij optie 1.",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let rule = screen.help(&view, "action", &Choice::Action(Action::DriveBy(Seat(1))));
        let rule = rule.lines().next().unwrap();
        let help = screen.help_among(&view, "move", &listed, 0);
        assert!(help.contains(rule) && help.contains(car), "{lang}: {help}");
        let help = screen.help_among(&view, "move", &listed, 1);
        assert!(help.contains(business) && help.contains(facts) && help.contains(again), "{lang}: {help}");
        assert!(!help.contains(rule), "{lang}: said once: {help}");
    }
}

/// 6.2: where a seat drew more than one card in the trade round (resource cards call for
/// another draw), the news says how many, to every seat: the count hides no card.
#[test]
fn the_news_says_how_many_cards_a_seat_drew() {
    use crate::games::king_of_chicago::event::Event;
    let content = load::load(&Source::Embedded).unwrap();
    let e = Event::DrewCards { seat: Seat(1), count: 3 };
    for (lang, said) in [
        (
            "en",
            "Player 2 draws 3 cards in all: each resource card is laid on the board and calls for another draw (6.2).",
        ),
        (
            "fr",
            "Joueur 2 pioche 3 cartes en tout : chaque carte ressource est posée sur le plateau et fait piocher une autre carte (6.2).",
        ),
        (
            "nl",
            "Speler 2 trekt in totaal 3 kaarten: elke hulpmiddelenkaart gaat op het bord, en daarna volgt nog een kaart (6.2).",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        for seat in [Seat(0), Seat(1)] {
            assert_eq!(n.line_for(&e, seat).as_deref(), Some(said), "{lang}");
        }
    }
}

/// 5.2.2, 6.1: claiming a turf square says what it pays every trade round, in the option, in
/// the claim's rule and in the news of the claim; none of them said it.
#[test]
fn claiming_a_turf_says_what_it_pays() {
    use crate::games::king_of_chicago::event::Event;
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    assert_eq!(content.rules.turf_income, 50);
    let sq = SquareId(0);
    let claim = Choice::Action(Action::ClaimTurf(sq));
    let claimed = Event::TurfClaimed { seat: Seat(1), square: sq, from: None, paid: 0, by: Vec::new() };
    let taken = Event::TurfClaimed { seat: Seat(1), square: sq, from: Some(Seat(2)), paid: 100, by: Vec::new() };
    for (lang, option, rule, news, over) in [
        (
            "en",
            " (free: nobody holds it; it pays $50 every trade round)",
            "it pays $50 every trade round (6.1)",
            ", which pays $50 every trade round (6.1).",
            " from Player 3, paying $100 to the bank; it pays $50 every trade round (6.1).",
        ),
        (
            "fr",
            " (gratuit : personne ne le détient ; il rapporte 50 $ à chaque phase de commerce)",
            "elle rapporte 50 $ à chaque phase de commerce (6.1)",
            ", qui rapporte 50 $ à chaque phase de commerce (6.1).",
            " à Joueur 3 pour 100 $ payés à la banque ; il rapporte 50 $ à chaque phase de commerce (6.1).",
        ),
        (
            "nl",
            " (vrij: niemand heeft het; het brengt elke ruilronde $50 op)",
            "het brengt elke ruilronde $50 op (6.1)",
            " in, dat elke ruilronde $50 opbrengt (6.1).",
            " van Speler 3 en betaalt $100 aan de bank; het brengt elke ruilronde $50 op (6.1).",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        // What the claim does to the local respect marker follows (respect_tests).
        let line = screen.option(&view, "action", &claim);
        assert!(line.contains(option), "{lang}: {line}");
        let help = screen.help(&view, "action", &claim);
        assert!(help.contains(rule), "{lang}: {help}");
        let line = n.line(&claimed).unwrap();
        assert!(line.ends_with(news), "{lang}: {line}");
        let line = n.line(&taken).unwrap();
        assert!(line.ends_with(over), "{lang}: {line}");
    }
}

/// French puts a space before ";": what brings a car to a place, where a resource card's rule
/// reference came right before the next use, read "(5.2.1); le contrat".
#[test]
fn a_places_uses_are_separated_as_each_language_writes_it() {
    use crate::games::king_of_chicago::content::Spot;
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    // A square where resource cards drop tokens and a contract starts or ends.
    let sq = (0..content.board.squares.len())
        .map(|i| SquareId(i as u16))
        .find(|&sq| {
            content.resource_cards.iter().any(|c| c.place == sq)
                && content.contracts.iter().any(|k| k.start == Spot::Square(sq) || k.finish == Spot::Square(sq))
        })
        .unwrap();
    let street = content.board.square(sq).street;
    for (lang, said, not) in [("en", "(5.2.1); ", " ; "), ("fr", "(5.2.1) ; ", "); "), ("nl", "(5.2.1); ", " ; ")] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let place = String::from(n.square(sq));
        let lines = crate::games::king_of_chicago::lookup::standing_by(&n, &view, street);
        let line = lines.iter().find(|l| l.contains(&place)).unwrap();
        assert!(line.contains(said) && !line.contains(not), "{lang}: {line}");
    }
}

/// 8.3, RULINGS.md: Red hot tip's reward is $0, its bet all it pays ("Red hot tip: Player 3
/// gets $50" is told first); its completion said "and collects $0" after it.
#[test]
fn a_contract_that_pays_no_reward_does_not_collect_nothing() {
    use crate::games::king_of_chicago::event::Event;
    let content = load::load(&Source::Embedded).unwrap();
    let tip = content.contracts.iter().position(|c| c.id == "red_hot_tip").unwrap() as u8;
    assert_eq!(content.contracts[usize::from(tip)].reward, 0);
    let done = Event::ContractCompleted { seat: Seat(2), contract: tip, reward: 0 };
    for (lang, told) in [
        ("en", "Player 3 completes Red hot tip, which pays no reward of its own."),
        ("fr", ", qui ne rapporte aucune récompense en plus."),
        ("nl", ", die zelf geen beloning opbrengt."),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let line = n.line(&done).unwrap();
        assert!(line.ends_with(told) && !line.contains('0'), "{lang}: {line}");
    }
}
