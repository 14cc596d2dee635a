//! King of Chicago's fights as a newcomer weighs them, in every language: an attack's option and
//! its help give the chance of winning, counted from the dice the rules roll (5.2.5, "Shootout
//! rounds"), and an event card adding to the rolls says what it makes of this fight (8.1).

mod support;
use mobrules::engine::locale::Locale;
use mobrules::games::king_of_chicago::content::GAME_ID;
use mobrules::games::king_of_chicago::narrate::Narrator;
use mobrules::games::king_of_chicago::screen::Screen;
use mobrules::games::king_of_chicago::script;
use mobrules::games::king_of_chicago::view::View;
use support::*;

/// Bugs Benny (Attack +2) against Player 2's empty small bar (its own +1): a round is won 21
/// times in 31 (ties rolled again), and one round won before two are lost takes the business:
/// 0.68 + 0.32 × 0.68 ≈ 0.9.
#[test]
fn an_attack_gives_its_chance_of_winning() {
    let mut s = blank(2);
    let pig = own(&mut s, "the_blind_pig", 1, "b08");
    put(&mut s, "bugs_benny", 0, Where::Car);
    let scripts = script::for_content(content()).expect("scripts compile");
    let attack = Choice::Action(Action::AttackBusiness(pig));
    for (lang, option, help) in [
        (
            "en",
            "you win the fight about 9 times in 10 (5.2.5)",
            ["you win a round about 7 times in 10", "You must win 1 round"],
        ),
        (
            "fr",
            " ; vous gagnez la fusillade environ 9 fois sur 10 (5.2.5)",
            ["vous remportez un tour environ 7 fois sur 10", "Il vous faut en gagner 1 "],
        ),
        (
            "nl",
            "; je wint de schietpartij ongeveer 9 op de 10 keer (5.2.5)",
            ["win je een ronde ongeveer 7 op de 10 keer", "Je moet er 1 winnen"],
        ),
    ] {
        let locale = Locale::load(&content().source, GAME_ID, lang).expect("locale loads");
        let n = Narrator { content: content(), locale: &locale };
        let screen = Screen { n: &n };
        let view = View::new(&s, content(), &scripts, Seat(0), None, &[]);
        let said = screen.option(&view, "action", &attack);
        assert!(said.contains(option), "{lang}: {said}");
        // French puts a space before ";": "(5.2.5) ; si vous perdez", never "(5.2.5); si".
        assert!(lang != "fr" || !said.contains("); "), "{lang}: {said}");
        let helped = screen.help(&view, "action", &attack);
        for words in help {
            assert!(helped.contains(words), "{lang}: {words:?} missing from {helped}");
        }
    }
}

/// Tommyguns (8.1: "+2 to your die rolls") at the start of Bugs Benny's drive-by (+2) on Charlie
/// the Fish's car (+1): the option says what the card makes of this fight, +4 against +1, and
/// the chance with it and without it, from the card's own `roll_bonus`.
#[test]
fn a_fight_card_says_what_it_changes_in_this_fight() {
    let mut s = blank(2);
    let bugs = put(&mut s, "bugs_benny", 0, Where::Car);
    let charlie = put(&mut s, "charlie_the_fish", 1, Where::Car);
    s.fight = Some(Fight::new(Seat(0), Seat(1), Target::Car(Seat(1)), Mode::DriveBy, vec![bugs], vec![charlie]));
    let tommyguns = content().events.iter().position(|e| e.id == "tommyguns").expect("Tommyguns") as u8;
    s.players[Seat(0)].events.push(tommyguns);
    let scripts = script::for_content(content()).expect("scripts compile");
    let card = Choice::Card(Card::Event(tommyguns));
    for (lang, said) in [
        (
            "en",
            ": +4 against +1 with it, and you win the fight more than 9 times in 10 (without it: about 8 times in 10)",
        ),
        (
            "fr",
            " : +4 contre +1 avec elle, et vous gagnez la fusillade plus de 9 fois sur 10 (sans elle : environ 8 fois sur 10)",
        ),
        (
            "nl",
            ": +4 tegen +1 met de kaart, en je wint de schietpartij meer dan 9 op de 10 keer (zonder de kaart: ongeveer 8 op de 10 keer)",
        ),
    ] {
        let locale = Locale::load(&content().source, GAME_ID, lang).expect("locale loads");
        let n = Narrator { content: content(), locale: &locale };
        let screen = Screen { n: &n };
        let view = View::new(&s, content(), &scripts, Seat(0), s.fight.as_ref(), &[]);
        let option = screen.option(&view, "play_event:shootout_start", &card);
        assert!(option.contains(said), "{lang}: {option}");
    }
}

/// 5.2.5 step 4, 1.2: an attack on a business says what winning it brings (the business, its
/// power points and its income), and what the attacker's gangsters who fall cost his power
/// points (one per 2 in a car or a business); the help says both, and that a gangster who falls
/// on either side counts no more until he is back. Three in the car: the first lost costs no
/// point (2 still make one), all three cost the one they make.
#[test]
fn an_attack_says_what_winning_brings_and_what_a_casualty_costs_in_power() {
    let mut s = blank(2);
    let pig = own(&mut s, "the_blind_pig", 1, "b08");
    for id in ["bugs_benny", "rolls_roy", "sad_ken"] {
        put(&mut s, id, 0, Where::Car);
    }
    let scripts = script::for_content(content()).expect("scripts compile");
    let attack = Choice::Action(Action::AttackBusiness(pig));
    for (lang, wins, costs, rule) in [
        (
            "en",
            "(Player 2's: winning makes it yours, with its 1 power point and its income, 5.2.5)",
            "; a gangster of yours who falls counts no more toward your power points (one per 2 in your car and \
             businesses, 1.2; you have 3): the first lost costs you no power point, all 3 in your car 1 power point",
            "Each gangster who falls, on either side, counts no more toward his owner's power points (1.2: one per 2",
        ),
        (
            "fr",
            "(à Joueur 2 : la victoire vous la donne, avec son point de pouvoir et son revenu, 5.2.5)",
            " ; un de vos gangsters qui tombe ne compte plus pour vos points de pouvoir (un par 2 dans votre voiture \
             et vos entreprises, 1.2 ; vous en avez 3) : le premier perdu ne vous coûte aucun point de pouvoir, les 3 \
             de votre voiture 1 point de pouvoir",
            "Chaque gangster qui tombe, d'un camp comme de l'autre, ne compte plus pour les points de pouvoir",
        ),
        (
            "nl",
            "The Blind Pig van Speler 2 overvallen (wie wint, krijgt de zaak, met haar 1 machtspunt en haar \
             inkomsten, 5.2.5)",
            "; een gangster van jou die valt, telt niet meer mee voor je machtspunten (één per 2 in je auto en \
             zaken, 1.2; je hebt er 3): de eerste die je verliest kost je geen machtspunt, alle 3 in je auto 1 \
             machtspunt",
            "Elke gangster die valt, aan welke kant ook, telt niet meer mee voor de machtspunten van zijn eigenaar",
        ),
    ] {
        let locale = Locale::load(&content().source, GAME_ID, lang).expect("locale loads");
        let n = Narrator { content: content(), locale: &locale };
        let screen = Screen { n: &n };
        let view = View::new(&s, content(), &scripts, Seat(0), None, &[]);
        let said = screen.option(&view, "action", &attack).replace(['\u{2068}', '\u{2069}'], "");
        assert!(said.contains(wins) && said.contains(costs), "{lang}: {said}");
        let helped = screen.help(&view, "action", &attack).replace(['\u{2068}', '\u{2069}'], "");
        for words in [wins, costs, rule] {
            assert!(helped.contains(words), "{lang}: {words:?} missing from {helped}");
        }
    }
}
