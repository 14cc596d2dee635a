//! A die put on a still, or a new offsite still, names every rival card known to threaten it,
//! not Muscling In alone: Turf War (« Détruisez entièrement un Alambic Délocalisé (y compris ses
//! dés d'Amélioration) ou un dé d'un Alambic Familial ») and A Little Vigorish (« doit vous
//! payer $3G par dé de production ou ce Alambic ne produira rien ce tour-ci »), DESCRIPTION
//! DÉTAILLÉE DES CARTES VOYOU.

use super::super::super::choice::StillRef;
use super::*;

#[test]
fn a_still_option_names_a_rivals_turf_war_and_vigorish() {
    let content = load(&Source::Embedded).unwrap();
    let state = Bootleggers::new_game(&content, 4, 21).unwrap();
    let took = vec![
        Logged::Game(Event::TookMuscle { seat: Seat(2), card: card(&content, "turf_war") }),
        Logged::Game(Event::TookMuscle { seat: Seat(3), card: card(&content, "a_little_vigorish") }),
    ];
    let v = View::new(&state, &content, Seat(0), &took);
    for (lang, offsite, family) in [
        (
            "en",
            [
                "; Player 3 holds Turf War: Player 3 may destroy an offsite still whole, its dice with it, at any moment, this one too",
                "; Player 4 holds A Little Vigorish: Player 4 may make you pay $3G a die of a still, this one's too, or it makes nothing that turn",
            ],
            "; Player 3 holds Turf War: Player 3 may destroy a die of your family still at any moment, never its last",
        ),
        (
            "fr",
            [
                " ; Joueur 3 a en main Turf War (Guerre pour les territoires) : Joueur 3 peut détruire à tout moment un Alambic Délocalisé entier, avec ses dés, celui-ci aussi",
                " ; Joueur 4 a en main A Little Vigorish (Racket sur la production) : Joueur 4 peut vous faire payer $3G par dé d'un Alambic, celui-ci compris, faute de quoi il ne produit rien ce tour-là",
            ],
            " ; Joueur 3 a en main Turf War (Guerre pour les territoires) : Joueur 3 peut détruire à tout moment un dé de votre Alambic Familial, jamais le dernier",
        ),
        (
            "nl",
            [
                "; Speler 3 heeft Turf War (Gebiedsoorlog) in handen: Speler 3 kan op elk moment een externe stokerij helemaal vernietigen, met al haar dobbelstenen, ook deze",
                "; Speler 4 heeft A Little Vigorish (Woeker) in handen: Speler 4 kan je $3G per dobbelsteen van een stokerij laten betalen, ook van deze, of die stokerij maakt die beurt niets",
            ],
            "; Speler 3 heeft Turf War (Gebiedsoorlog) in handen: Speler 3 kan op elk moment een dobbelsteen van je familiestokerij vernietigen, nooit de laatste",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let said = plain(&screen.option(&v, "double_improvement", &Choice::NewOffsite));
        assert!(said.ends_with(&offsite.concat()), "{lang}: {said}");
        let said = plain(&screen.option(&v, "die", &Choice::Still(StillRef::Family)));
        assert!(said.contains(family), "{lang}: {said}");
        assert!(said.ends_with(offsite[1]), "{lang}: {said}");
    }
}
