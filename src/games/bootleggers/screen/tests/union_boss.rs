//! How long Friendly Union Boss spares its player the wages: where it is laid face up, on its
//! option, and in the status while it lies there.

use super::super::super::event::ThugDid;
use super::*;

/// Friendly Union Boss (DESCRIPTION DÉTAILLÉE DES CARTES VOYOU: "Les salaires de vos
/// chauffeurs n'existent pas tant que cette carte est visible devant vous. Ne la défaussez pas
/// à moins que la carte de Voyou « Investigation » soit jouée sur cette carte"): the news said
/// only "lays it face up", and the status "$0G a turn" with no word of why nor for how long.
#[test]
fn friendly_union_boss_says_how_long_it_lasts() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let union = card(&content, "friendly_union_boss");
    let laid = Event::ThugDid { seat: Seat(0), card: union, what: ThugDid::FaceUp };
    state.players[Seat(0)].face_up = vec![union];
    let own = View::new(&state, &content, Seat(0), &[]);
    let other = View::new(&state, &content, Seat(1), &[]);
    for (lang, news, option, mine, theirs) in [
        (
            "en",
            "Player 1 lays Friendly Union Boss face up: Player 1 pays no drivers' wages for as long as it lies there, which is until the game ends, unless G-Men—Investigation is played on it.",
            "Friendly Union Boss: you pay no drivers' wages from now to the game's end, unless an Investigation cancels it",
            "your drivers' wages: $0G a turn (phase 1, 5a) (Friendly Union Boss lies face up before you: you pay none until the game ends, unless G-Men—Investigation is played on it);",
            "in hand; Friendly Union Boss face up before them: no drivers' wages until the game ends, unless G-Men—Investigation is played on it",
        ),
        (
            "fr",
            "Joueur 1 pose Friendly Union Boss (Bienveillance du chef du syndicat) face visible : Joueur 1 ne paie aucun salaire de chauffeur tant qu'elle y reste, c'est-à-dire jusqu'à la fin de la partie, sauf si G-Men—Investigation (Enquête) est jouée dessus.",
            "Friendly Union Boss (Bienveillance du chef du syndicat) : aucun salaire de chauffeur, jusqu'à la fin ou une Enquête",
            "salaires de vos chauffeurs : $0G par tour (PHASE 1, 5a) (Friendly Union Boss (Bienveillance du chef du syndicat) est face visible devant vous : vous n'en payez aucun jusqu'à la fin de la partie, sauf si G-Men—Investigation (Enquête) est jouée dessus) ;",
            "en main ; Friendly Union Boss (Bienveillance du chef du syndicat) face visible devant lui : aucun salaire de chauffeur jusqu'à la fin de la partie",
        ),
        (
            "nl",
            "Speler 1 legt Friendly Union Boss (Bevriende vakbondsbaas) open neer: Speler 1 betaalt geen chauffeurslonen zolang ze daar ligt, dus tot het einde van het spel, tenzij er G-Men—Investigation (Onderzoek) op gespeeld wordt.",
            "Friendly Union Boss (Bevriende vakbondsbaas): je betaalt geen chauffeurslonen meer, tot het einde of tot een Investigation",
            "loon van je chauffeurs: $0G per beurt (fase 1, 5a) (Friendly Union Boss (Bevriende vakbondsbaas) ligt open voor je: je betaalt er geen tot het einde van het spel, tenzij er G-Men—Investigation (Onderzoek) op gespeeld wordt);",
            "in de hand; Friendly Union Boss (Bevriende vakbondsbaas) ligt open voor deze speler: geen chauffeurslonen tot het einde van het spel",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let told = plain(&Bootleggers::narrate(&content, &l, &laid, None).unwrap_or_default());
        assert_eq!(told, news, "{lang}");
        assert_eq!(plain(&screen.option(&own, "thug", &Choice::Thug { card: union })), option, "{lang}");
        let status = plain(&screen.status(&own));
        assert!(status.contains(mine), "{lang}: {status}");
        // Told once to its holder, beside the wages; to the others, on his family's line.
        assert_eq!(status.matches(theirs).count(), 0, "{lang}: {status}");
        let status = plain(&screen.status(&other));
        assert_eq!(status.matches(theirs).count(), 1, "{lang}: {status}");
    }
}
