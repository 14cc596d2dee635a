//! King of Chicago's fights as a newcomer weighs them, in every language: an attack's option and
//! its help give the chance of winning, counted from the dice the rules roll (5.2.5, "Shootout
//! rounds").

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
        assert!(!said.contains("); "), "{lang}: {said}");
        let helped = screen.help(&view, "action", &attack);
        for words in help {
            assert!(helped.contains(words), "{lang}: {words:?} missing from {helped}");
        }
    }
}
